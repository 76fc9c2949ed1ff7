"""Every kind of illegal action is rejected with a reason and leaves the state unchanged."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.core import IllegalAction
from engine.storma import GAME
from engine.storma.actions import (
    ACTION_TYPES,
    Attack,
    ChooseActive,
    ChooseHouse,
    EndHeal,
    Exchange,
    FillActive,
    Heal,
    Pass,
    RemoveDamage,
    Retreat,
)
from engine.storma.state import StormaState

from .positions import c, cs, position, snapshot

HAND = ["JH", "KH", "2D", "6D", "9D", "QD", "3C", "Joker1", "4S", "5S"]


def turn() -> StormaState:
    return position(hands=(HAND, ["QS", "JS"]), damage=(["9C", "2S"], ()))


def pending() -> StormaState:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["9C", "2S"], ()), rolls=[1, 1])
    GAME.apply(state, Heal("active", c("QD")))  # healer: 7 + 1 + 1 = 9 to spend
    return state


def healing() -> StormaState:
    state = pending()
    GAME.apply(state, RemoveDamage((1,)))  # a heal in progress, nothing pending
    return state


def refill() -> StormaState:
    state = position(hands=(HAND, ["QS", "JS"]), damage=((), ["10H", "9H", "9C"]))
    GAME.apply(state, Attack(cs("2D")))
    return state


def house() -> StormaState:
    state = GAME.new_game({}, 1)
    GAME.apply(state, ChooseHouse(1))
    return state


def setup() -> StormaState:
    """Dealt, choosing Active cards; 2D is swapped into seat 0's hand if the deal missed it."""
    state = house()
    GAME.apply(state, ChooseHouse(0))
    two = c("2D")
    if two not in state.hands[0]:
        where = state.hands[1] if two in state.hands[1] else state.draw
        out = next(x for x in state.hands[0] if x is not None and x % 13 < 10 and x < 52)
        where[where.index(two)] = out
        state.hands[0][state.hands[0].index(out)] = two
    assert GAME.audit(state) == []
    return state


CASES: list[tuple[str, Callable[[], StormaState], Any, str]] = [
    ("house taken", house, ChooseHouse(1), "already taken"),
    ("no such suit", house, ChooseHouse(4), "no suit"),
    ("active number card", setup, ChooseActive(c("2D")), "Only a face card"),
    ("active not in hand", setup, ChooseActive(c("QS")), "not in your hand"),
    ("empty set", turn, Attack(()), "at least one card"),
    ("duplicate attack card", turn, Attack((c("2D"), c("2D"))), "increasing order"),
    ("duplicate card", turn, Exchange((c("2D"), c("2D"))), "increasing order"),
    ("card not in hand", turn, Attack(cs("7D")), "not in your hand"),
    ("not a card id", turn, Attack((99,)), "not in your hand"),
    ("attack target suit", turn, Attack(cs("4S")), "same suit as the target"),
    ("attack with house card", turn, Attack(cs("JH")), "House cards cannot attack"),
    ("attack two suits", turn, Attack(cs("2D", "3C")), "share one suit"),
    ("exchange house card", turn, Exchange(cs("KH")), "never be exchanged"),
    ("exchange joker", turn, Exchange(cs("Joker1")), "cannot be exchanged"),
    ("exchange two suits", turn, Exchange(cs("2D", "4S")), "share one suit"),
    ("heal wrong suit", turn, Heal("active", c("2D")), "own suit"),
    ("heal with house card", turn, Heal("active", c("JH")), "House cards cannot heal"),
    ("joker heal too early", turn, Heal("active", c("Joker1")), "10 or fewer"),
    ("heal unknown target", turn, Heal("castle", c("QD")), "Unknown heal target"),
    ("heal empty sjukstuga", turn, Heal("infirmary", c("QD")), "no card to heal"),
    ("heal other target mid-move", healing, Heal("infirmary", c("QD")), "other card"),
    ("heal while value pending", pending, Heal("active", c("Joker1")), "First choose"),
    ("remove without value", healing, RemoveDamage(()), "no heal value"),
    ("remove too much", pending, RemoveDamage((0, 1)), "exceeds the heal value"),
    ("remove unknown entry", pending, RemoveDamage((5,)), "no such damage entry"),
    ("remove duplicate", pending, RemoveDamage((1, 1)), "increasing order"),
    ("end heal in turn", turn, EndHeal(), "not possible now"),
    ("retreat number card", turn, Retreat(c("2D")), "Only a face card"),
    ("fill in turn", turn, FillActive(c("QD")), "not possible now"),
    ("fill with number", refill, FillActive(c("4S")), "not in your hand"),
    ("pass with moves", turn, Pass(), "pass only when no move"),
    ("attack during refill", refill, Attack(cs("2D")), "not possible now"),
    ("house during turn", turn, ChooseHouse(2), "not possible now"),
]


@pytest.mark.parametrize(("make", "action", "reason"),
                         [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_illegal_action_is_rejected_with_reason_and_state_unchanged(
        make: Callable[[], StormaState], action: Any, reason: str) -> None:
    state = make()
    before = snapshot(state)
    assert action not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction, match=reason) as info:
        GAME.apply(state, action)
    assert snapshot(state) == before
    # a template plus parameters: the UI translates the template, then formats it
    assert ("{" in info.value.message) == bool(info.value.params)
    assert str(info.value) == info.value.text()


def test_retreat_into_occupied_sjukstuga_is_rejected_unchanged() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), infirmary=("QC", None))
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="occupied"):
        GAME.apply(state, Retreat(c("QD")))
    assert snapshot(state) == before


def test_every_action_type_is_covered_by_an_illegal_case() -> None:
    covered = {type(case[2]).__name__ for case in CASES}
    assert covered == set(ACTION_TYPES)


def test_messages_are_plain_translatable_templates() -> None:
    import ast
    from pathlib import Path

    import engine.storma.checks as checks

    tree = ast.parse(Path(checks.__file__).read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
             and getattr(n.func, "id", "") == "QT_TRANSLATE_NOOP"]
    assert len(calls) >= 25
    for call in calls:
        assert isinstance(call.args[0], ast.Constant)
        assert call.args[0].value == "engine"
        assert isinstance(call.args[1], ast.Constant)
        assert isinstance(call.args[1].value, str)


def _with_two_of_spades() -> StormaState:
    # 2S is card number 1, so ``True`` (== 1 to Python) must not pass as that card
    state = position(hands=(["JH", "KH", "2S", "3S", "QD"], ["QS", "JS"]), active=("QH", "KD"),
                     damage=(["9C", "2D"], ()))
    assert c("2S") == 1
    return state


def _refill_with_sjukstuga() -> StormaState:
    state = position(hands=(HAND, ["QS", "JS"]), damage=((), ["10H", "9H", "9C"]),
                     infirmary=(None, "QC"))
    GAME.apply(state, Attack(cs("2D")))
    assert state.phase == "refill"
    return state


WRONG_TYPES: list[tuple[str, Callable[[], StormaState], Any, str]] = [
    ("a bool suit", lambda: GAME.new_game({}, 1), ChooseHouse(True), "no suit"),
    ("a float suit", lambda: GAME.new_game({}, 1), ChooseHouse(1.0), "no suit"),  # type: ignore[arg-type]
    ("a bool card in an attack", _with_two_of_spades, Attack((True,)), "increasing order"),
    ("a bool card in an exchange", _with_two_of_spades, Exchange((True,)), "increasing order"),
    ("a bool damage entry", pending, RemoveDamage((True,)), "increasing order"),
    ("a bool healing card", _with_two_of_spades, Heal("active", True), "increasing order"),
    ("a float Sjukstuga card", _refill_with_sjukstuga,
     FillActive(float(c("QC"))), "increasing order"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("make", "action", "reason"),
                         [case[1:] for case in WRONG_TYPES], ids=[case[0] for case in WRONG_TYPES])
def test_wrongly_typed_fields_are_rejected_and_change_nothing(
        make: Callable[[], StormaState], action: Any, reason: str) -> None:
    # 1.0 and True compare equal to card/suit 1: only the type tells them apart
    state = make()
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=reason):
        GAME.apply(state, action)
    assert snapshot(state) == before
