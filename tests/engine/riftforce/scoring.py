"""Riftforce's scoring invariant, run by the conformance suite
(``tests/engine/test_conformance.py``) after every action of its random games: no seat's score
ever goes down."""

from __future__ import annotations

from engine.riftforce.state import State


def after_action(before: State, state: State) -> None:
    assert all(a >= b for a, b in zip(state.scores, before.scores, strict=True)), "monotonic"
