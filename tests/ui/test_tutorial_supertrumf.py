"""Supertrumf Fantasy's guided games (#25) played to the end in the main window.

Why: the tutorials (``resources/tutorials/supertrumf.toml``, Klassisk, and its second part
``supertrumf-blixtduell.toml``) promise that a newcomer completes them on the normal table —
with the mouse (clicks on the property buttons and cards, drags to "Your place", the mulligan
button) and again with the keyboard alone, as each step's ``keys`` line says (1–5 name a
property, 1 keeps the hand, ←/→ and Space choose and select cards, Enter puts them out) — in
every language.  By gestures, each step first meets a wrong move (another property, the other
mulligan choice, another card), refused with the step's aim and nothing changed.  After every
step the game must stand exactly where the script says (the same actions, the same state as
the engine's replay of the script), and at the end the finish is offered: the next part (F2)
after Klassisk, playing on against Easy after Blixtduell, and the welcome page (F3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import tutorials
from engine.core import replay
from engine.supertrumf import deck
from engine.supertrumf.rules import Mulligan, NameProperty, Play
from tests.ui import tutorial_play
from tests.ui.gestures import Hands
from tests.ui.test_gesture_games import perform_supertrumf
from ui.main_window import MainWindow
from ui.tutorial.runner import TutorialRunner, tr

LANGUAGES = ["en", "sv", "de", "nb"]
TUTORIALS = ["supertrumf", "supertrumf-blixtduell"]
K = Qt.Key


def test_the_tutorials_are_valid_and_teach_what_the_issue_lists() -> None:
    """Both parts replay through the engine within the limits and Klassisk leads on to
    Blixtduell.  Klassisk's rounds are the ones its words tell of: a win by figure + object,
    a tie (the pot), the pot won, a super-trump, and a round the computer leads; in
    Blixtduell the person keeps the hand and takes two prize cards."""
    klassisk = tutorials.load("supertrumf")
    blitz = tutorials.load("supertrumf-blixtduell")
    assert klassisk.verify() == []
    assert blitz.verify() == []
    assert klassisk.next == "supertrumf-blixtduell"
    assert not blitz.next
    assert len(blitz.steps) <= 8
    game = klassisk.engine()
    state = replay(game, klassisk.options, klassisk.seed, [])
    rounds = []
    for action in klassisk.script():
        game.apply(state, action)
        if state.last is not None and (not rounds or rounds[-1] is not state.last):
            rounds.append(state.last)
    assert not game.is_over(state)
    assert [r.winner for r in rounds] == [0, None, 0, 1, 0]
    assert [len(r.plays[0] or ()) for r in rounds] == [2, 1, 2, 1, 2]
    assert rounds[3].supertrumps == (1,)
    assert rounds[4].leader == 1
    assert isinstance(blitz.steps[0].action(blitz.engine()), Mulligan)
    end = replay(blitz.engine(), blitz.options, blitz.seed, blitz.script())
    assert end.prizes_taken == [2, 0]


# ------------------------------------------------------------------ checks
def exactly_as_scripted(runner: TutorialRunner) -> Callable[[int], None]:
    """After each step: the actions are the script's first ones, and the state is the
    engine's replay of them (nothing more, nothing else moved)."""
    tutorial = runner.tutorial
    game = runner.game
    script = tutorial.script()

    def check(index: int) -> None:
        s = runner.session
        done = len(s.actions)
        assert done <= len(script)
        made = [game.encode_action(a) for a in s.actions]
        assert made == [game.encode_action(a) for a in script[:done]], f"step {index + 1}"
        assert s.state == replay(game, tutorial.options, tutorial.seed, script[:done])

    return check


def assert_finish_offered(runner: TutorialRunner) -> None:
    """The finish callout: the tutorial's title and closing words, and its two ways on."""
    translate = QCoreApplication.translate
    assert tutorial_play.finish_shown(runner)
    tutorial = runner.tutorial
    assert runner.marks.heading == tr(tutorial.title)
    assert runner.marks.text == tr(tutorial.finish)
    first = "Next part" if tutorial.next else "Play on against Easy"
    assert [b.text for b in runner.marks.buttons] == [
        translate("Tutorial", first), translate("Tutorial", "Welcome page")]


# ------------------------------------------------------------------ by gestures
def a_wrong_move(runner: TutorialRunner, expected: Any) -> Any:
    """A legal move the step does not ask for: another property, the other mulligan choice,
    or a card of the hand that is not in the play."""
    if isinstance(expected, NameProperty):
        others = [p for p in deck.PROPERTIES if p != expected.prop]
        return NameProperty(others[0])
    if isinstance(expected, Mulligan):
        return Mulligan(not expected.redraw)
    assert isinstance(expected, Play)
    hand = [c.card_id for c in runner.table.own_hand_items()]
    return Play((next(c for c in hand if c not in expected.cards),))


def refused_then_made(hands: Hands, runner: TutorialRunner) -> Callable[[Any], None]:
    """Each step: first a wrong move by gestures — refused with the step's aim, nothing
    changed — then the step's own move."""

    def perform(expected: Any) -> None:
        s = runner.session
        before = [s.game.encode_action(a) for a in s.actions]
        state = s.state.clone()
        index, _ = runner.where() or (0, True)
        perform_supertrumf(hands, a_wrong_move(runner, expected))
        callout = runner.table.callout
        assert callout.isVisible()
        assert callout.text == tr(runner.tutorial.steps[index].aim)
        assert [s.game.encode_action(a) for a in s.actions] == before
        assert s.state == state
        assert runner.where() == (index, True)
        # the next press anywhere takes the callout away before the felt sees it, and the
        # callout lets clicks through; ``Hands`` aims only where an item is on top, so the
        # callout goes first, as that press would take it
        callout.dismiss()
        perform_supertrumf(hands, expected)

    return perform


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("tutorial_id", TUTORIALS)
def test_completed_by_gestures(qtbot: QtBot, window: MainWindow, tutorial_id: str,
                               lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, tutorial_id, lang)
    hands = Hands(qtbot, window)
    made = tutorial_play.play(qtbot, runner, refused_then_made(hands, runner),
                              exactly_as_scripted(runner))
    assert made == len(runner.tutorial.steps)
    assert hands.tally.fallbacks == 0
    assert hands.tally.by_gesture == made
    assert_finish_offered(runner)


# ------------------------------------------------------------------ by keys
class Keyboard:
    """Key presses to the widget that has the keyboard focus, as the steps' ``keys`` say."""

    def __init__(self, window: MainWindow, runner: TutorialRunner) -> None:
        self.window = window
        self.runner = runner
        self.presses = 0

    def press(self, key: Qt.Key) -> None:
        focus = QApplication.focusWidget() or self.window.focusWidget()
        assert focus is self.runner.table.view, f"the keys go to {focus!r}, not the table"
        QTest.keyClick(focus, key)
        self.presses += 1

    def hand(self) -> list[Any]:
        items: list[Any] = self.runner.table.own_hand_items()
        return items

    def focus_card(self, card_id: str) -> None:
        """← or → until the focus ring stands on ``card_id`` (the shorter way round)."""
        tutorial_play.arrow_to(self.hand, card_id, self.press)

    def make(self, action: Any) -> None:
        if isinstance(action, NameProperty):
            self.press(K(K.Key_1.value + deck.PROPERTIES.index(action.prop)))
        elif isinstance(action, Mulligan):
            self.press(K.Key_2 if action.redraw else K.Key_1)
        elif isinstance(action, Play):
            assert not any(c.selected for c in self.hand())
            for card in action.cards:
                self.focus_card(card)
                if len(action.cards) > 1:
                    self.press(K.Key_Space)
                    assert next(c for c in self.hand() if c.card_id == card).selected
            self.press(K.Key_Return)
        else:
            raise AssertionError(f"no keys for {action!r}")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("tutorial_id", TUTORIALS)
def test_completed_with_the_keyboard_alone(qtbot: QtBot, window: MainWindow, tutorial_id: str,
                                           lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, tutorial_id, lang)
    keyboard = Keyboard(window, runner)
    made = tutorial_play.play(qtbot, runner, keyboard.make, exactly_as_scripted(runner))
    assert made == len(runner.tutorial.steps)
    assert keyboard.presses >= made
    assert_finish_offered(runner)
