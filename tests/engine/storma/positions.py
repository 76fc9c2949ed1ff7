"""Build concrete Storma positions from card names, and compare states, for the rule tests.

Every card not placed explicitly goes into the draw pile, so each position holds all 54 cards
and ``GAME.audit`` can be checked on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Rng
from engine.storma.cards import ALL_CARDS, house_cards, parse_card, rank_of
from engine.storma.dice import ScriptedRng
from engine.storma.game import GAME
from engine.storma.state import TURN, Slot, StormaState

DamageSpec = str | tuple[str | None, int]


def c(name: str) -> int:
    return parse_card(name)


def cs(*names: str) -> tuple[int, ...]:
    """Card ids in increasing order (how actions spell card sets)."""
    return tuple(sorted(parse_card(n) for n in names))


def _damage(entries: Sequence[DamageSpec]) -> list[tuple[int | None, int]]:
    out: list[tuple[int | None, int]] = []
    for e in entries:
        if isinstance(e, str):
            out.append((c(e), rank_of(c(e))))
        else:
            name, amount = e
            out.append((c(name) if name else None, amount))
    return out


def position(
    *,
    houses: tuple[int, int] = (1, 0),  # seat 0 hearts, seat 1 spades
    hands: tuple[Sequence[str], Sequence[str]] = ((), ()),
    active: tuple[str, str] = ("QH", "KS"),
    damage: tuple[Sequence[DamageSpec], Sequence[DamageSpec]] = ((), ()),
    infirmary: tuple[str | None, str | None] = (None, None),
    infirmary_damage: tuple[Sequence[DamageSpec], Sequence[DamageSpec]] = ((), ()),
    trophies: tuple[Sequence[str], Sequence[str]] = ((), ()),
    discard: Sequence[str] = (),
    draw_top: Sequence[str] = (),
    draw_only: bool = False,
    rest_to: str = "draw",
    check: bool = True,
    last_attacker: tuple[int | None, int | None] = (1, 0),
    to_move: int = 0,
    rolls: Sequence[int] | None = None,
) -> StormaState:
    """A TURN position; house cards not placed anywhere are added to their owner's hand.

    ``draw_top`` lists the next cards drawn, first drawn first.

    With ``draw_only`` the draw pile holds exactly ``draw_top`` and all other unplaced cards
    go to the discard pile (for reshuffle tests).
    """
    state = GAME.new_game({}, 0)
    state.houses = list(houses)
    state.hands = [[c(n) for n in hands[0]], [c(n) for n in hands[1]]]
    state.active = [Slot(c(active[s]), _damage(damage[s]),
                         last_attacker[s] if damage[s] else None) for s in (0, 1)]
    state.infirmary = [
        Slot(c(n), _damage(infirmary_damage[s]), 1 - s if infirmary_damage[s] else None)
        if n else None for s, n in enumerate(infirmary)]
    state.trophies = [[c(n) for n in trophies[0]], [c(n) for n in trophies[1]]]
    state.discard = [c(n) for n in discard]
    top = [c(n) for n in draw_top]
    placed = {x for h in state.hands for x in h} | set(state.discard) | set(top)
    placed |= {x for t in state.trophies for x in t}
    for slot in (*state.active, *state.infirmary):
        if slot is not None:
            placed.add(slot.card)
            placed |= {x for x, _ in slot.damage if x is not None}
    for s, suit in enumerate(houses):  # house cards not placed elsewhere wait in hand
        for h in house_cards(suit):
            if h not in placed:
                state.hands[s].append(h)
                placed.add(h)
    rest = [x for x in ALL_CARDS if x not in placed]
    if rest_to == "trophies0":  # synthetic end-game positions with empty piles
        state.trophies[0].extend(rest)
        state.draw = list(reversed(top))
    elif draw_only:
        state.discard.extend(rest)
        state.draw = list(reversed(top))
    else:
        state.draw = [*rest, *reversed(top)]
    state.phase = TURN
    state.to_move = to_move
    state.rng = ScriptedRng(rolls) if rolls is not None else Rng(5)
    if check:
        problems = GAME.audit(state)
        assert problems == [], problems
    return state


def snapshot(state: StormaState) -> Any:
    """Everything in the state, including the rng's position, for unchanged-state checks."""
    fields = {k: v for k, v in vars(state).items() if k != "rng"}
    return (repr(fields), repr(getattr(state.rng, "rolls", None)),
            state.rng.copy().random())


def act(state: StormaState, action: Any) -> list[Any]:
    """Apply a legal action and check every invariant afterwards."""
    assert action in GAME.legal_actions(state), action
    events = GAME.apply(state, action)
    problems = GAME.audit(state)
    assert problems == [], problems
    return events
