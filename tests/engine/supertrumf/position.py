"""Build concrete Supertrumf positions for readable rule tests.

``make_state`` places the named cards where a test wants them and puts every other card of the
deck in one place (``rest``), so ``GAME.audit`` stays clean and each test shows only what
matters.  Piles are given **top first** (the first card listed is drawn first).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Rng
from engine.supertrumf.deck import CARD_IDS
from engine.supertrumf.rules import GAME, play_order
from engine.supertrumf.state import (
    BLIXTDUELL,
    KLASSISK,
    NAME,
    PLAY,
    PRIZES_TO_WIN,
    SupertrumfState,
)


def make_state(
    hands: Sequence[Sequence[str]],
    *,
    variant: str = KLASSISK,
    leader: int = 0,
    prop: str | None = None,
    draw: Sequence[str] = (),
    pot: Sequence[str] = (),
    win_piles: Sequence[Sequence[str]] | None = None,
    prizes: Sequence[Sequence[str]] | None = None,
    prizes_taken: Sequence[int] | None = None,
    discard: Sequence[str] = (),
    rest: str | int = "draw",
    seed: int = 0,
) -> SupertrumfState:
    """A state in the naming phase (or the play phase if ``prop`` is given).

    ``rest`` says where the unmentioned cards go: ``"draw"`` (under the given draw pile),
    ``"discard"`` (Blixtduell), ``"prizes"`` (Blixtduell: fill each seat's prize pile up to
    4 - taken, then the draw pile) or a seat number (that seat's win pile, Klassisk).
    """
    n = len(hands)
    state = SupertrumfState(variant, n, Rng(seed))
    state.hands = [list(h) for h in hands]
    state.leader = leader
    state.draw = list(reversed(draw))
    state.pot = list(pot)
    state.win_piles = [list(w) for w in win_piles] if win_piles else [[] for _ in range(n)]
    state.prizes = [list(reversed(p)) for p in prizes] if prizes else [[] for _ in range(n)]
    state.prizes_taken = list(prizes_taken) if prizes_taken else [0] * n
    state.discard = list(discard)
    if variant == KLASSISK:
        state.dealer = (leader - 1) % n
    used = {c for zone in (*state.hands, *state.win_piles, *state.prizes, state.draw,
                           state.pot, state.discard) for c in zone}
    others = [c for c in CARD_IDS if c not in used]
    if rest == "prizes":
        for s in range(n):
            need = PRIZES_TO_WIN - state.prizes_taken[s] - len(state.prizes[s])
            state.prizes[s][0:0] = others[:need]
            others = others[need:]
        state.draw[0:0] = others
    elif rest == "draw":
        state.draw[0:0] = others
    elif rest == "discard":
        state.discard.extend(others)
    elif isinstance(rest, int):
        state.win_piles[rest].extend(others)
    else:
        raise ValueError(rest)
    state.phase = NAME
    if prop is not None:
        state.prop = prop
        state.phase = PLAY
        state.order = play_order(state)
    problems = GAME.audit(state)
    assert not problems, problems
    return state


def blixt(hands: Sequence[Sequence[str]], **kw: object) -> SupertrumfState:
    """A Blixtduell position; unmentioned cards fill the prize piles, then the draw pile."""
    kw.setdefault("rest", "prizes")
    return make_state(hands, variant=BLIXTDUELL, **kw)  # type: ignore[arg-type]


def kinds(events: Sequence[object]) -> list[str]:
    """The event kinds in order (most tests read the story of a round from them)."""
    return [e.kind for e in events]  # type: ignore[attr-defined]
