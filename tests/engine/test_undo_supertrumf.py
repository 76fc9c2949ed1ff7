"""Fair undo in Supertrumf Fantasy (Klassisk and Blixtduell): in a real game every action hands
the decision over or brings new information, so nothing is reversible; the one exception is a
hand-built Blixtduell position whose non-leader holds no card."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import same_turn_no_chance
from engine.supertrumf import GAME, Mulligan, NameProperty, Play
from engine.supertrumf.state import MULLIGAN, NAME, PLAY

from .supertrumf.position import blixt, make_state
from .undo_check import check_reversible, check_undo, judge, play_random


def test_klassisk_naming_and_every_play_are_not_reversible() -> None:
    s = make_state([["1A", "O1"], ["2A", "O3"], ["3A", "O5"]], leader=0)
    assert not judge(GAME, s, NameProperty("styrka"))  # seat 1 puts out first
    assert GAME.current_player(s) == 1
    assert not judge(GAME, s, Play(("2A",)))  # face down; seat 2 next
    assert not judge(GAME, s, Play(("3A", "O5")))  # a figure + object play; the leader next
    assert not judge(GAME, s, Play(("1A", "O1")))  # the leader last: the reveal
    assert s.phase == NAME
    assert s.last is not None


def test_blixtduell_naming_and_plays_are_not_reversible() -> None:
    s = blixt([["1A", "O1"], ["2A", "O3"]], leader=1)
    assert not judge(GAME, s, NameProperty("fysik"))
    assert not judge(GAME, s, Play(("1A",)))
    assert not judge(GAME, s, Play(("2A", "O3")))  # the reveal


def test_no_mulligan_decision_is_reversible() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 5)
    assert s.phase == MULLIGAN
    assert not judge(GAME, s, Mulligan(True))  # hidden; the other seat decides next
    assert not judge(GAME, s, Mulligan(False))  # both decided: seat 0 redraws
    assert s.phase == MULLIGAN
    assert GAME.current_player(s) == 0
    assert not judge(GAME, s, Mulligan(False))  # the last keep rolls for the lead
    assert s.phase == NAME
    assert s.dice


def test_a_lone_redraw_keeps_the_seat_and_the_rng_but_draws_so_it_is_not_reversible() -> None:
    """Why the games rule per action kind: the generic check (same seat, rng untouched) would
    let seat 0 take back a redraw that showed it new cards from the draw pile."""
    s = GAME.new_game({"variant": "blixtduell"}, 5)
    GAME.apply(s, Mulligan(True))
    GAME.apply(s, Mulligan(False))  # seat 1 stops; seat 0 mulligans alone from now on
    before = GAME.clone(s)
    events = GAME.apply(s, Mulligan(True))
    assert same_turn_no_chance(GAME, before, s, before.rng, s.rng)
    assert not GAME.reversible(before, Mulligan(True), s, events)
    with pytest.raises(AssertionError, match="mulligan"):
        check_reversible(GAME, before, Mulligan(True), s, events)
    # the independent check sees the hidden draw even without the events
    with pytest.raises(AssertionError, match="depended on hidden cards"):
        check_reversible(GAME, before, Mulligan(True), s, [])


def test_naming_when_the_other_seat_has_no_card_is_reversible() -> None:
    s = blixt([["1A", "O1"], []], leader=0)
    before = GAME.clone(s)
    events = GAME.apply(s, NameProperty("styrka"))
    assert s.plays[1] == ()
    assert GAME.current_player(s) == 0
    assert s.phase == PLAY
    assert GAME.reversible(before, NameProperty("styrka"), s, events)
    check_reversible(GAME, before, NameProperty("styrka"), s, events)


OPTIONS: list[dict[str, Any]] = [
    {"variant": "klassisk", "seats": 2}, {"variant": "klassisk", "seats": 3},
    {"variant": "klassisk", "seats": 4}, {"variant": "blixtduell", "seats": 2},
]


@settings(max_examples=8)
@given(seed=st.integers(0, 10**6), options=st.sampled_from(OPTIONS),
       agent=st.sampled_from(["random", "heuristic"]))
def test_real_games_have_nothing_to_take_back_and_practice_undo_redo_is_exact(
    seed: int, options: dict[str, Any], agent: str
) -> None:
    actions, steps, fps = play_random("supertrumf", options, seed, agent)
    assert not any(step.reversible for step in steps)
    assert check_undo("supertrumf", options, seed, actions, steps, fps, practice_every=5) == 0
