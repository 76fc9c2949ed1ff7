"""Copies of an Ordet fanger state: ``GAME.clone`` is independent of the original and the
rules' own ``copy_state`` is equal to it."""

from __future__ import annotations

from engine.ordet import GAME
from engine.ordet.rules import copy_state

from .helpers import SYN, snapshot


def test_clone_is_independent() -> None:
    state = GAME.new_game({"seats": 2, "card_set": SYN}, 8)
    twin = GAME.clone(state)
    GAME.apply(twin, GAME.legal_actions(twin)[0])
    assert snapshot(state) != snapshot(twin)
    assert snapshot(copy_state(state)) == snapshot(state)
