"""``State.copy`` is built without the dataclass constructor (for the search's speed): every
field must still be copied and no mutable one shared with the original."""

from __future__ import annotations

import dataclasses

from engine.core import Rng
from engine.riftforce.rules import RiftforceGame
from engine.riftforce.state import State


def _mid_game_state() -> State:
    game = RiftforceGame()
    state = game.new_game(game.normalize_options({}), 7)
    rng = Rng(3)
    for _ in range(60):  # the draft and some play, questions included
        legal = game.legal_actions(state)
        game.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_copy_is_whole_and_independent() -> None:
    state = _mid_game_state()
    copy = state.copy()
    names = [f.name for f in dataclasses.fields(state)]
    assert set(vars(copy)) == set(names)  # every field, nothing else
    same = {k: v for k, v in vars(state).items() if k != "rng"}
    assert {k: v for k, v in vars(copy).items() if k != "rng"} == same
    assert copy.rng.random() == state.rng.copy().random()  # the same generator state
    for name in names:
        value = getattr(state, name)
        if isinstance(value, list | dict):
            assert getattr(copy, name) is not value, name
        if isinstance(value, list) and value and isinstance(value[0], list):
            assert all(a is not b for a, b in zip(getattr(copy, name), value, strict=True)), name
    assert copy.lines[0][0] is not state.lines[0][0]
    assert copy.rng is not state.rng
    assert state.copy(share_rng=True).rng is state.rng


def test_a_copy_plays_on_exactly_like_the_original() -> None:
    game = RiftforceGame()
    a = _mid_game_state()
    b = a.copy()
    rng = Rng(11)
    while not game.is_over(a):
        legal = game.legal_actions(a)
        assert legal == game.legal_actions(b)
        action = legal[rng.randrange(len(legal))]
        assert game.apply(a, action) == game.apply(b, action)
    assert {k: v for k, v in vars(a).items() if k != "rng"} == {
        k: v for k, v in vars(b).items() if k != "rng"}
