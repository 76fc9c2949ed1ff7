"""Fair undo in Ordet fanger: nothing is reversible (draws reveal cards; duels are real-time
races between two seats, settled by sealed answers or by the table's verdicts)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import same_turn_no_chance
from engine.ordet import GAME
from engine.ordet.actions import Answer, Claim, DeclareTie, Draw, Pass
from engine.ordet.state import OrdetState

from .ordet.helpers import J23, answers_for, position
from .undo_check import check_reversible, check_undo, judge, play_random


def test_a_draw_is_not_reversible_not_even_a_joker_whose_drawer_draws_again() -> None:
    s = position(play={(1, 0): [0]}, draw=([J23], []), turn=1)
    before = GAME.clone(s)
    events = GAME.apply(s, Draw(0))
    assert s.phase == "draw"
    assert s.turn == 1
    assert same_turn_no_chance(GAME, before, s, before.rng, s.rng)
    assert not GAME.reversible(before, Draw(0), s, events)
    with pytest.raises(AssertionError, match="depended on hidden cards"):
        check_reversible(GAME, before, Draw(0), s, [])
    assert not judge(GAME, position(play={(1, 0): [9]}, draw=([0], []), turn=0), Draw(0))


def duel(judging: str = "typed") -> OrdetState:
    s = position(play={(1, 0): [8]}, draw=([4, 5, 0], [6]), turn=0,
                 options={"judging": judging})
    GAME.apply(s, Draw(0))
    assert s.phase == "duel"
    return s


def test_sealed_answers_and_passes_are_not_reversible() -> None:
    s = duel()
    assert not judge(GAME, s, Answer(0, answers_for(s, 0), 2.0))  # the other duellist next
    assert not judge(GAME, s, Pass(1))  # settles the duel
    s = duel()
    assert not judge(GAME, s, Pass(0))


def test_table_verdicts_are_not_reversible_even_a_rejected_claim() -> None:
    s = duel("buzz")
    assert not judge(GAME, s, Claim(1, False))  # the duel goes on, same seat to commit
    assert s.phase == "duel"
    assert not judge(GAME, s, DeclareTie())  # flips a tie-break card
    assert not judge(GAME, s, Claim(0, True))


@settings(max_examples=4)
@given(seed=st.integers(0, 10**6), seats=st.integers(2, 5))
def test_random_games_have_nothing_to_take_back_and_practice_undo_redo_is_exact(
    seed: int, seats: int
) -> None:
    options = {"seats": seats, "rounds": 1}
    actions, steps, fps = play_random("ordet", options, seed, cap=400)
    assert not any(step.reversible for step in steps)
    assert check_undo("ordet", options, seed, actions, steps, fps, practice_every=50) == 0
