"""The Storma slottet! guided game (``resources/tutorials/storma.toml``) played to its finish in
the main window, by gestures and by keys, in every language.

Why both ways: a newcomer follows the callout either with the mouse (the words say "drag",
"select", "click") or with the keys its second line names; each step must be makeable exactly
as it is taught, and the keys must reach the table from wherever the keyboard focus is.  The
gestures are the ones the whole-game test makes (``perform_storma``); the keys are pressed on
the focused widget as the ``keys`` lines say (←/→ to a card, Space, a letter, Enter).

After every step the game must stand where the step says (the house chosen, the damage on the
J♣, the heal's value, the Q♥ in the Infirmary, the trophy), and at the end the finish is shown
with its two ways on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engine.storma import cards as cd
from engine.storma.actions import (
    Attack,
    ChooseActive,
    ChooseHouse,
    EndHeal,
    Exchange,
    FillActive,
    Heal,
    RemoveDamage,
    Retreat,
)
from engine.storma.state import HEAL, TURN, StormaState
from tests.ui import tutorial_play
from tests.ui.gestures import Hands
from tests.ui.test_gesture_games import perform_storma
from ui.main_window import MainWindow
from ui.tutorial import progress
from ui.tutorial.runner import TutorialRunner, tr

LANGUAGES = ["en", "sv", "de", "nb"]
K = Qt.Key
C = cd.parse_card


def damage(state: StormaState, seat: int, where: str = "active") -> list[tuple[int | None, int]]:
    slot = state.slot(seat, where)
    assert slot is not None
    return list(slot.damage)


def card_at(state: StormaState, seat: int, where: str = "active") -> int | None:
    """The face card in ``seat``'s Active slot or Infirmary (None when empty)."""
    slot = state.slot(seat, where)
    return None if slot is None else slot.card


def _after_house(s: StormaState) -> None:
    assert s.houses == [1, 3]  # hearts for the person, clubs for the computer
    assert (len(s.hands[0]), len(s.hands[1])) == (20, 20)


def _after_active(s: StormaState) -> None:
    assert (card_at(s, 0), card_at(s, 1)) == (C("QH"), C("JC"))
    assert (s.phase, s.to_move) == (TURN, 0)  # the person rolled higher


def _after_attack(s: StormaState) -> None:
    assert damage(s, 1) == [(C("3S"), 3), (C("6S"), 6)]
    assert damage(s, 0) == [(C("2S"), 2), (C("5S"), 5)]  # the computer's scripted reply


def _after_heal(s: StormaState) -> None:
    assert s.phase == HEAL
    assert s.heal is not None
    assert s.heal.pending == 9
    assert (C("9H") in s.discard, C("9H") in s.hands[0]) == (True, False)


def _after_removal(s: StormaState) -> None:
    assert damage(s, 0) == []
    assert s.heal is not None
    assert s.heal.pending is None


def _after_end_heal(s: StormaState) -> None:
    assert (s.phase, s.to_move) == (TURN, 0)
    assert [a for _, a in damage(s, 0)] == [4, 7, 8]  # the computer struck again


def _after_retreat(s: StormaState) -> None:
    assert (card_at(s, 0, "infirmary"), card_at(s, 0)) == (C("QH"), C("KH"))
    assert sum(a for _, a in damage(s, 0, "infirmary")) == 19


def _after_exchange(s: StormaState) -> None:
    assert not {C("AD"), C("2D")} & set(s.hands[0])
    assert {C("AD"), C("2D")} <= set(s.discard)


def _after_joker(s: StormaState) -> None:
    assert s.trophies[0] == [C("JC")]
    assert card_at(s, 1) == C("KC")
    assert damage(s, 0) == [(C("10S"), 10)]  # the computer's last scripted reply
    assert (s.phase, s.to_move) == (TURN, 0)  # the person moves next, when playing on


#: what the table must show after each step and its replies (the engine's real state)
AFTER: list[Callable[[StormaState], None]] = [
    _after_house, _after_active, _after_attack, _after_heal, _after_removal, _after_end_heal,
    _after_retreat, _after_exchange, _after_joker]


def checker(qtbot: QtBot, runner: TutorialRunner) -> Callable[[int], None]:
    """After step ``index``: once its replies are in (the next step or the finish is shown),
    the state is as ``AFTER`` says and the callout shows the next step's own words."""
    def check(index: int) -> None:
        tutorial_play.wait_for_step(qtbot, runner)
        AFTER[index](runner.session.state)
        where = runner.where()
        if where is not None:
            step = runner.tutorial.steps[where[0]]
            assert where[0] == index + 1
            assert runner.marks.text == tr(step.say) + "\n" + tr(step.keys)
            assert runner.marks.targets, f"step {where[0] + 1} frames nothing"
    return check


def finished(qtbot: QtBot, window: MainWindow, runner: TutorialRunner, made: int) -> None:
    assert made == len(runner.tutorial.steps) == len(AFTER)
    assert tutorial_play.finish_shown(runner)
    assert runner.marks.heading == tr(runner.tutorial.title)
    assert runner.marks.text == tr(runner.tutorial.finish)
    assert progress.finished(window.settings, "storma")
    assert runner.session.actions == runner.script


# ------------------------------------------------------------------ gestures
@pytest.mark.parametrize("lang", LANGUAGES)
def test_storma_tutorial_by_gestures(qtbot: QtBot, window: MainWindow, lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, "storma", lang)
    hands = Hands(qtbot, window)
    made = tutorial_play.play(qtbot, runner, lambda action: perform_storma(hands, action),
                              checker(qtbot, runner))
    finished(qtbot, window, runner, made)


# ------------------------------------------------------------------ wrong moves
def test_storma_tutorial_refuses_a_wrong_move_at_every_step(qtbot: QtBot,
                                                            window: MainWindow) -> None:
    """At every step a legal move the step does not ask for is refused with the step's aim
    and changes nothing (every step but "End heal", the only legal move there); "Show me"
    (F2) then makes the step's move."""
    runner = tutorial_play.start(qtbot, window, "storma")
    s = runner.session
    steps = refused = 0
    while not runner.over():
        where = runner.where()
        assert where is not None
        step = runner.tutorial.steps[where[0]]
        others = [a for a in s.legal_actions() if not step.accepts(runner.game, a)]
        before = (len(s.actions), s.game.encode_action(s.actions[-1]) if s.actions else None)
        if others:  # (ending the heal is the only move once the Q♥ is whole again)
            refused += 1
            assert not runner.table._submit(others[0])
            assert runner.table.callout.isVisible()
            assert runner.table.callout.text == tr(step.aim)
            assert (len(s.actions), s.game.encode_action(s.actions[-1]) if s.actions
                    else None) == before
            assert runner.where() == where
        qtbot.keyClick(runner.table.view, Qt.Key.Key_F2)  # "Show me"
        qtbot.waitUntil(lambda b=before[0]: len(s.actions) > b, timeout=10000)
        steps += 1
        tutorial_play.wait_for_step(qtbot, runner)
    assert (steps, refused) == (len(runner.tutorial.steps), len(runner.tutorial.steps) - 1)
    assert s.actions == runner.script


# ------------------------------------------------------------------ keys
class Keys:
    """Key presses on whatever widget has the keyboard focus (it must be the table's)."""

    def __init__(self, qtbot: QtBot, runner: TutorialRunner) -> None:
        self.qtbot = qtbot
        self.runner = runner
        self.table: Any = runner.table

    def press(self, key: K) -> None:
        widget = QApplication.focusWidget()
        table: QWidget = self.table
        assert widget is not None
        assert widget is table or table.isAncestorOf(widget), f"the focus is on {widget!r}"
        self.qtbot.keyClick(widget, key)

    def focus(self, card: int) -> None:
        """←/→ (the shorter way round) until the hand's focus ring stands on ``card``."""
        tutorial_play.arrow_to(self.table.own_hand_items, cd.card_name(card), self.press)

    def select(self, cards: tuple[int, ...]) -> None:
        """←/→ to each card and Space on it: exactly these cards are selected."""
        if self.table.selected_ids():
            self.press(K.Key_Escape)
        for card in cards:
            self.focus(card)
            self.press(K.Key_Space)
        assert sorted(self.table.selected_ids()) == sorted(cards)

    def perform(self, action: Any) -> None:
        """The keys the step's ``keys`` line names for ``action``."""
        if isinstance(action, ChooseHouse):
            self.press(K(K.Key_1 + action.suit))
        elif isinstance(action, ChooseActive | FillActive):
            self.focus(action.card)
            self.press(K.Key_Return)
        elif isinstance(action, Attack):
            self.select(action.cards)
            self.press(K.Key_A)
        elif isinstance(action, Exchange):
            self.select(action.cards)
            self.press(K.Key_E)
        elif isinstance(action, Heal):
            self.select((action.card,))
            self.press(K.Key_H if action.target == "active" else K.Key_S)
        elif isinstance(action, RemoveDamage):
            picker = self.table.picker
            assert picker.isVisible()
            assert picker.chosen == set(action.entries), "the taught damage is preselected"
            self.press(K.Key_Return)
        elif isinstance(action, EndHeal):
            self.press(K.Key_X)
        elif isinstance(action, Retreat):
            self.select((action.card,))
            self.press(K.Key_R)
        else:
            raise AssertionError(f"no keys taught for {action!r}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_storma_tutorial_by_keys(qtbot: QtBot, window: MainWindow, lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, "storma", lang)
    keys = Keys(qtbot, runner)
    made = tutorial_play.play(qtbot, runner, keys.perform, checker(qtbot, runner))
    finished(qtbot, window, runner, made)
