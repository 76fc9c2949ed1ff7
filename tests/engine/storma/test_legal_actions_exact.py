"""``legal_actions`` is exactly the set of actions ``validate`` (the one rules check) accepts,
at every position of random games: every listed action passes, and random actions of every
kind drawn near the listed ones pass exactly when they are listed."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from engine.core import Decision, IllegalAction, Rng
from engine.storma import AGENTS, GAME
from engine.storma.actions import (
    Attack,
    EndHeal,
    Exchange,
    FillActive,
    Heal,
    Pass,
    RemoveDamage,
    Retreat,
)
from engine.storma.checks import actor, validate
from engine.storma.state import HEAL, REFILL, TURN, StormaState


def _candidates(state: StormaState, rng: Rng) -> list[Any]:
    """Random actions of every kind, legal or not, drawn near the legal ones."""
    seat = actor(state)
    assert seat is not None
    hand = sorted(x for x in state.hands[seat] if x is not None)
    out: list[Any] = [Pass(), EndHeal()]
    for _ in range(40):
        k = 1 + rng.randrange(min(5, max(1, len(hand))))
        pick = tuple(sorted(set(hand[rng.randrange(len(hand))] for _ in range(k)))) if hand \
            else ()
        out.extend([Attack(pick), Exchange(pick)])
        if pick:
            out.extend([Heal("active", pick[0]), Heal("infirmary", pick[0]),
                        Retreat(pick[0]), FillActive(pick[0])])
        out.append(RemoveDamage(tuple(sorted({rng.randrange(6) for _ in range(k)}))))
    infirmary = state.infirmary[seat]
    if infirmary is not None:
        out.append(FillActive(infirmary.card))
    return out


def _check_exact(state: StormaState, legal: list[Any]) -> None:
    if state.phase not in (TURN, HEAL, REFILL):
        return
    legal_set = set(legal)
    assert len(legal_set) == len(legal), "an action is listed twice"
    rng = Rng(len(legal) + state.turns)
    for action in legal[:: max(1, len(legal) // 25)]:
        validate(state, action)  # every listed action passes the one rules check
    for action in _candidates(state, rng):
        try:
            validate(state, action)
            ok = True
        except IllegalAction:
            ok = False
        assert ok == (action in legal_set), action


@given(st.integers(0, 10**9))
def test_legal_actions_are_exactly_what_validate_accepts(seed: int) -> None:
    state = GAME.new_game({}, seed)
    players = [AGENTS["heuristic"](), AGENTS["random"]()]
    rngs = [Rng(seed * 7 + 1), Rng(seed * 7 + 2)]
    played = 0
    while not GAME.is_over(state):
        assert played < 3000, "game did not end"
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state)
        assert legal
        _check_exact(state, legal)
        action = players[seat].choose(Decision(GAME, state, seat, legal), rngs[seat])
        GAME.apply(state, action)
        played += 1
