"""Ordet fanger's scoring invariants, run by the conformance suite
(``tests/engine/test_conformance.py``) after every action and at the end of its random games:
a won card is never lost again, the totals are the sum of the round scores, no round wins more
than its category cards, and the winners have the highest score."""

from __future__ import annotations

from typing import Any

from engine.ordet import GAME
from engine.ordet.state import OrdetState

#: the suite's games use the synthetic card set: 72 category cards, then jokers 72-77
CARDS, FIRST_JOKER = 78, 72


def after_action(before: OrdetState, state: OrdetState) -> None:
    assert sum(GAME.scores(state)) >= sum(GAME.scores(before)), "a won card was lost again"


def at_end(options: dict[str, Any], state: OrdetState) -> None:
    result = GAME.result(state)
    in_play = CARDS - len(state.removed)
    jokers = sum(1 for c in range(FIRST_JOKER, CARDS) if c not in state.removed)
    assert sum(result.scores) == sum(sum(r) for r in state.round_scores)
    assert all(0 <= sum(r) <= in_play - jokers for r in state.round_scores)
    assert all(result.scores[w] == max(result.scores) for w in result.winners)
