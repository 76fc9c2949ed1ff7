"""Every kind of illegal action is rejected with a reason and leaves the state unchanged."""

from __future__ import annotations

import math
import pickle
from collections.abc import Callable

import pytest

from engine.core import IllegalAction
from engine.ordet import GAME
from engine.ordet.actions import Answer, Claim, DeclareTie, Draw, Pass
from engine.ordet.state import OrdetState

from .helpers import WORDS, position, snapshot


def duel_state(**options: object) -> OrdetState:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options=dict(options))
    GAME.apply(st, Draw(0))
    assert st.phase == "duel"
    return st


def committed() -> OrdetState:
    st = duel_state()
    GAME.apply(st, Answer(0, ("apple",), 3.0))
    return st


def over() -> OrdetState:
    st = position(play={(1, 0): [1]}, draw=([0], []), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))
    assert GAME.is_over(st)
    return st


def drawing() -> OrdetState:
    return position(play={(1, 0): [1]}, draw=([0], []), turn=0)


CASES: list[tuple[str, Callable[[], OrdetState], object, str]] = [
    ("draw during a duel", duel_state, Draw(0), "duel is open"),
    ("draw pile 2", drawing, Draw(2), "no draw pile 2"),
    ("empty draw pile", drawing, Draw(1), "pile 1 is empty"),
    ("second play pile with 4 seats", drawing, Draw(0, 1), "no play pile 1"),
    ("answer without a duel", drawing, Answer(0, ("x",), 1.0), "no duel"),
    ("pass without a duel", drawing, Pass(0), "no duel"),
    ("claim without a duel", drawing, Claim(0, True, "x"), "no duel"),
    ("tie without a duel", drawing, DeclareTie(), "no duel"),
    ("a seat outside the duel answers", duel_state, Answer(2, ("apple",), 1.0),
     "only the two duellists"),
    ("a seat outside the duel claims", duel_state, Claim(3, True, "apple"),
     "only the two duellists"),
    ("a seat outside the duel passes", duel_state, Pass(2), "only the two duellists"),
    ("answering twice", committed, Answer(0, ("pear",), 1.0), "already given"),
    ("passing after answering", committed, Pass(0), "already given"),
    ("zero seconds", duel_state, Answer(0, ("apple",), 0.0), "answer time"),
    ("negative seconds", duel_state, Answer(0, ("apple",), -1.0), "answer time"),
    ("nan seconds", duel_state, Answer(0, ("apple",), math.nan), "answer time"),
    ("too many seconds", duel_state, Answer(0, ("apple",), 601.0), "answer time"),
    ("too many answers", duel_state, Answer(0, ("apple", "pear"), 1.0), "exactly 1"),
    ("no answers", duel_state, Answer(0, (), 1.0), "exactly 1"),
    ("empty answer", duel_state, Answer(0, ("  ",), 1.0), "empty answer"),
    ("answer outside the list, not confirmed", duel_state, Answer(0, ("durian",), 1.0),
     "not in the list"),
    ("answer for the wrong category", duel_state, Answer(0, ("red",), 1.0), "not in the list"),
    ("strict refuses a confirmed answer",
     lambda: duel_state(judging="strict"), Answer(0, ("durian",), 1.0, True), "Strict"),
    ("claim while an answer is sealed", committed, Claim(1, True, "red"), "pending"),
    ("tie while an answer is sealed", committed, DeclareTie(), "pending"),
    ("typed claim without text", duel_state, Claim(1, True), "needs its text"),
    ("strict claim outside the list",
     lambda: duel_state(judging="strict"), Claim(1, True, "mauve-ish"), "Strict"),
    ("the same answer twice",
     lambda: duel_state(answers_needed=2), Answer(0, ("pear", "pears"), 1.0), "twice"),
    ("action after the game", over, Draw(0), "game is over"),
    ("unknown action", drawing, object(), "Unknown action"),
]


def _repeat() -> OrdetState:
    st = duel_state()
    st.used[0] = ["apple"]
    return st


CASES.append(("a repeat under no repeats", _repeat, Answer(0, ("Apples",), 1.0),
              "already given for this category"))
CASES.append(("a repeated claim under no repeats", _repeat, Claim(0, True, "apple"),
              "already given for this category"))


@pytest.mark.parametrize(("name", "make", "action", "reason"), CASES,
                         ids=[c[0] for c in CASES])
def test_illegal_action_is_rejected_and_changes_nothing(
        name: str, make: Callable[[], OrdetState], action: object, reason: str) -> None:
    st = make()
    before = snapshot(st)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, action)  # type: ignore[arg-type]
    assert reason.lower() in str(err.value).lower(), name
    assert snapshot(st) == before
    assert GAME.audit(st) == []


def test_legal_actions_are_all_legal() -> None:
    for make in (drawing, duel_state, committed):
        st = make()
        for action in GAME.legal_actions(st):
            copy = GAME.clone(st)
            GAME.apply(copy, action)


def buzz_duel() -> OrdetState:
    return duel_state(judging="buzz")


def two_seats() -> OrdetState:
    return position(2, play={(1, 0): [1]}, draw=([0], []), turn=0)


# Wrongly typed fields: 0.0 and True equal seat/pile 0 or 1 to Python, and "no" is a true value.
WRONG_TYPES: list[tuple[str, Callable[[], OrdetState], object, str]] = [
    ("a float seat claims under buzz judging", buzz_duel, Claim(0.0, True), "two duellists"),  # type: ignore[arg-type]
    ("a bool seat claims", buzz_duel, Claim(True, True, "red"), "two duellists"),
    ("a float seat passes", duel_state, Pass(1.0), "two duellists"),  # type: ignore[arg-type]
    ("a string seat answers", duel_state, Answer("0", ("apple",), 1.0), "two duellists"),  # type: ignore[arg-type]
    ("confirmed is a string", duel_state, Answer(0, ("durian",), 1.0, "x"), "yes or no"),  # type: ignore[arg-type]
    ("accepted is the string no", buzz_duel, Claim(0, "no", "apple"), "accept or reject"),  # type: ignore[arg-type]
    ("accepted is a number", buzz_duel, Claim(0, 1, "apple"), "accept or reject"),  # type: ignore[arg-type]
    ("claim text that is no text", duel_state, Claim(0, True, 5), "written as text"),  # type: ignore[arg-type]
    ("rejected claim with a list for text", duel_state, Claim(0, False, ["x"]), "as text"),  # type: ignore[arg-type]
    ("a bool answer time", duel_state, Answer(0, ("apple",), True), "answer time"),
    ("a string answer time", duel_state, Answer(0, ("apple",), "2"), "answer time"),  # type: ignore[arg-type]
    ("an answer time too large for a float", duel_state, Answer(0, ("apple",), 10**400),
     "answer time"),
    ("a float draw pile", drawing, Draw(0.0), "two draw piles"),  # type: ignore[arg-type]
    ("a bool draw pile", drawing, Draw(False), "two draw piles"),
    ("a bool play pile", two_seats, Draw(0, True), "own play piles"),
    ("a float play pile", two_seats, Draw(0, 1.0), "own play piles"),  # type: ignore[arg-type]
    ("a negative seat", duel_state, Pass(-1), "not in this duel"),
    ("a huge seat", buzz_duel, Claim(10**12, True), "not in this duel"),
]


@pytest.mark.parametrize(("name", "make", "action", "reason"), WRONG_TYPES,
                         ids=[c[0] for c in WRONG_TYPES])
def test_wrongly_typed_action_is_refused_before_anything_changes(
        name: str, make: Callable[[], OrdetState], action: object, reason: str) -> None:
    st = make()
    before = pickle.dumps(st)  # tells 0 from 0.0 and False, unlike ==
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, action)  # type: ignore[arg-type]
    assert reason.lower() in str(err.value).lower(), name
    assert "(" not in str(err.value), "a reason in player words, no Python text"
    assert pickle.dumps(st) == before
    assert GAME.audit(st) == []  # all 78 cards still in their places


def test_the_well_typed_claim_of_the_buzz_example_wins_the_duel() -> None:
    # the refused Claim(0.0, True) above must neither take seat 1's card nor crash
    st = buzz_duel()
    GAME.apply(st, Claim(0, True))
    assert st.score[0] == [0]
    assert st.duel is None
    assert GAME.audit(st) == []
