"""Riftforce's guided first game (``resources/tutorials/riftforce.toml``) played to its finish
in the main window, once by mouse gestures and once by the keyboard alone, in every language.

Why both: the issue promises that a person completes the tutorial with the normal gestures
*and* with the keys its callouts name.  The gesture run reuses the whole-game test's
``perform_riftforce`` (drags of hand cards, clicks on board cards and buttons), so the
tutorial asks for nothing the table's gestures cannot make.  The key run presses only what the
steps' ``keys`` texts say (a digit for a summoner, ←/→ to a hand card and its location's digit,
A to discard, ←/→ and Space for an elemental, E, C) to the widget that has the focus, and
checks that the digits it presses are the ones the English text names (and arrows only where
it names them).

After every step the position must be the script's (the same actions, the same board, hands,
damage and Riftforce as the engine alone reaches), and the teaching points the words promise
must have happened (the Air 5 destroyed by Crystal + Fire, Riftforce scored for it and for
location 3).  Each gesture run also makes one wrong move (the Fire 5 instead of the Crystal 5)
and checks that it is refused with the step's aim in the UI language and changes nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.core import replay
from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    DraftPick,
    EndPlay,
    PlaceCard,
)
from engine.riftforce.state import State
from tests.ui import tutorial_play
from tests.ui.gestures import Hands
from tests.ui.test_gesture_games import perform_riftforce
from ui.main_window import MainWindow
from ui.tutorial.runner import TutorialRunner

LANGUAGES = ["en", "sv", "de", "nb"]
TUTORIAL = "riftforce"
#: the cards the words name (ids of ``engine.riftforce.cards``)
FIRE_5, CRYSTAL_5, SHADOW_5, AIR_5 = 2, 82, 73, 39
MIDDLE = 2  # location 3 on the table

K = Qt.Key
DIGITS = [K.Key_1, K.Key_2, K.Key_3, K.Key_4, K.Key_5, K.Key_6, K.Key_7, K.Key_8, K.Key_9,
          K.Key_0]


# ------------------------------------------------------------------ the position
def same_position(runner: TutorialRunner) -> None:
    """The session is where the script alone takes the engine: the same actions so far, and
    the same board, hands, piles, damage and Riftforce."""
    s = runner.session
    done = len(s.actions)
    assert list(s.actions) == runner.script[:done]
    t = runner.tutorial
    alone: State = replay(runner.game, t.options, t.seed, runner.script[:done])
    st: State = s.state
    for name in ("phase", "guilds", "hands", "decks", "discards", "lines", "damage", "scores",
                 "to_move", "pending"):
        assert getattr(st, name) == getattr(alone, name), name


def after_step(runner: TutorialRunner, index: int) -> State:
    """The position right after step ``index``'s move (before the computer's replies, which
    may already have come: the harness lets the computer move at once)."""
    t = runner.tutorial
    done = len(t.opening) + sum(1 + len(step.replies) for step in t.steps[:index]) + 1
    assert len(runner.session.actions) >= done
    return replay(runner.game, t.options, t.seed, runner.script[:done])


def taught(runner: TutorialRunner, index: int) -> None:
    """After step ``index`` (0-based): the session's position is the script's, and what the
    step's words say happened did happen."""
    same_position(runner)
    st = after_step(runner, index)
    me = runner.tutorial.person
    if index <= 2:
        assert st.guilds[me][1:index + 2] == ["crystal", "ice", "shadow"][:index + 1]
    elif index == 3:
        assert st.lines[me][MIDDLE] == [CRYSTAL_5]
        assert st.pending is not None
        assert st.pending.kind == "play_more"
    elif index == 4:
        assert st.lines[me][MIDDLE] == [CRYSTAL_5, FIRE_5]  # the Fire behind the Crystal
    elif index == 5:
        assert st.pending is None  # the play ended: the computer's turn
        assert st.to_move != me
    elif index == 6:
        assert st.discards[me][-1] == SHADOW_5
        assert st.pending is not None
        assert set(st.pending.options) == {CRYSTAL_5, FIRE_5}
    elif index == 7:
        assert st.damage[AIR_5] == 4  # Crystal: 4 damage to the first enemy
    elif index == 8:
        assert AIR_5 not in st.lines[1 - me][MIDDLE]  # + Fire's 3: destroyed
        assert st.scores[me] == 1
        assert st.damage[CRYSTAL_5] == 0  # nothing behind the Fire took its 1 damage
    elif index == 9:
        assert st.scores[me] == 2  # location 3 held alone
        assert len(st.hands[me]) == 7


def finished(qtbot: QtBot, runner: TutorialRunner, made: int) -> None:
    assert made == len(runner.tutorial.steps)
    qtbot.waitUntil(lambda: tutorial_play.finish_shown(runner), timeout=15000)
    assert runner.marks.text == QCoreApplication.translate("Tutorial", runner.tutorial.finish)


# ------------------------------------------------------------------ gestures
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tutorial_by_gestures(qtbot: QtBot, window: MainWindow, lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, TUTORIAL, lang)
    hands = Hands(qtbot, window)
    wrong_tried = False

    def perform(action: Any) -> None:
        nonlocal wrong_tried
        if isinstance(action, PlaceCard) and action.card == CRYSTAL_5 and not wrong_tried:
            wrong_tried = True
            wrong_move(hands, runner)
        perform_riftforce(hands, action)

    made = tutorial_play.play(qtbot, runner, perform, lambda i: taught(runner, i))
    finished(qtbot, runner, made)
    assert wrong_tried
    assert hands.tally.fallbacks == 0  # every move of the person came from a gesture
    assert hands.tally.by_gesture == made


def wrong_move(hands: Hands, runner: TutorialRunner) -> None:
    """The Fire 5 dragged where the step wants the Crystal 5: refused with the step's aim in
    the UI language, the card back in the hand, nothing changed."""
    before = list(runner.session.actions)
    where = runner.where()
    assert where is not None
    item = next(c for c in hands.table.own_hand_items() if c.card_id == str(FIRE_5))
    text = hands.refused_drop(item, f"line{runner.tutorial.person}_{MIDDLE}")
    aim = runner.tutorial.steps[where[0]].aim
    assert text == QCoreApplication.translate("Tutorial", aim)
    assert list(runner.session.actions) == before
    assert runner.where() == where


# ------------------------------------------------------------------ keys
class Keys:
    """Key presses to whatever widget has the keyboard focus, as the steps' ``keys`` say."""

    def __init__(self, qtbot: QtBot, runner: TutorialRunner) -> None:
        self.qtbot = qtbot
        self.runner = runner
        self.table: Any = runner.table
        #: every key pressed, by name, for the failure message
        self.pressed: list[str] = []

    def press(self, key: K) -> None:
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        assert widget is self.table or self.table.isAncestorOf(widget), (
            f"the keyboard focus left the table: {widget!r}")
        self.pressed.append(str(key))
        QTest.keyClick(widget, key)
        QApplication.processEvents()

    def focus(self, items: Any, card: int, what: str) -> None:
        """←/→ until the focus ring stands on ``card`` (as a person looks at the table)."""
        tutorial_play.arrow_to(lambda: list(items()), str(card), self.press, what)

    def make(self, action: Any) -> None:
        """The keys of the step's move: the digits pressed must be those its words name, and
        arrows only where its words name them."""
        where = self.runner.where()
        assert where is not None
        words = self.runner.tutorial.steps[where[0]].keys
        t = self.table
        self.pressed = []
        if isinstance(action, DraftPick):
            pool = [c.card_id for c in sorted(t.moves._pool_items(), key=lambda c: c.home.x())]
            digit = pool.index(action.guild)
            assert f"press {(digit + 1) % 10}" in words
            self.press(DIGITS[digit])
        elif isinstance(action, PlaceCard):
            assert f"then {action.location + 1}" in words
            self.focus(t.own_hand_items, action.card, "the hand card")
            self.press(DIGITS[action.location])
        elif isinstance(action, EndPlay):
            assert "E" in words.split()
            self.press(K.Key_E)
        elif isinstance(action, Activate):
            assert "then A" in words
            self.focus(t.own_hand_items, action.card, "the card to discard")
            self.press(K.Key_A)
        elif isinstance(action, ActivateElemental):
            assert "Space" in words
            self.focus(t.choice_items, action.card, "the elemental")
            self.press(K.Key_Space)
        elif isinstance(action, CheckAndDraw):
            assert "C" in words.replace(".", " ").split()
            self.press(K.Key_C)
        else:
            raise AssertionError(f"no keys for {action!r}")
        arrows = {str(K.Key_Left), str(K.Key_Right)}
        if "←" not in words:  # the words name no arrows: none were needed
            assert not arrows & set(self.pressed), (words, self.pressed)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tutorial_by_keys(qtbot: QtBot, window: MainWindow, lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, TUTORIAL, lang)
    keys = Keys(qtbot, runner)
    made = tutorial_play.play(qtbot, runner, keys.make, lambda i: taught(runner, i))
    finished(qtbot, runner, made)
