"""Ordet fanger's guided first game (``resources/tutorials/ordet.toml``) played in the window,
once with the mouse and once with the keyboard alone, in every UI language.

Why both, per language: the callout names the keys, and the answers are judged in the UI's
language (the guided game takes it as its answer language), so a Swedish player types
"skjorta" and a German one "Hemd" and each counts at once — no "Count it anyway?".  After every
step the test checks that the game moved exactly as the step says (the piles, the duel, the
won cards, the joker), and that the computer stays silent in a duel unless the script gives it
an answer: it waits half a minute of duel time before the person answers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine import tutorials
from engine.core import replay
from engine.ordet.actions import Claim, Draw
from engine.ordet.rules import GAME
from tests.ui import tutorial_play
from tests.ui.gestures import Hands
from tests.ui.test_gesture_games import ordet_draw
from ui.main_window import MainWindow
from ui.tutorial.runner import TutorialRunner

LANGS = ["en", "sv", "de", "nb"]
#: what the person types in the two duels: an item of clothing, a kind of weather (in the
#: lexicon of the UI language, so each counts at once)
ANSWERS = {"en": ("shirt", "rain"), "sv": ("skjorta", "regn"), "de": ("Hemd", "Regen"),
           "nb": ("skjorte", "regn")}
#: duel seconds the person waits before answering: a computer not scripted to answer is silent
SILENCE_S = 30.0


@pytest.mark.parametrize("lang", LANGS)
def test_the_scripted_answers_count_in_every_answer_language(lang: str) -> None:
    """"Show me" and the computer's scripted answer are words of every answer language's
    lexicon ("jeans", "tornado", "brownie"): in every UI language they count at once, so one
    script serves all four (no per-language moves needed)."""
    t = tutorials.load("ordet")
    options = {**t.options, "language": lang}
    script = t.script()
    claims = [i for i, a in enumerate(script) if isinstance(a, Claim)]
    assert len(claims) == 3
    for i in claims:
        state = replay(GAME, options, t.seed, script[:i])
        claim = script[i]
        assert GAME.answer_status(state, claim.seat, claim.text) == "ok", (lang, claim)


def wait_for_step(qtbot: QtBot, runner: TutorialRunner) -> None:
    """Until the next step (or the finish) is up; the duel clock runs meanwhile (the test
    steps it: the computer's scripted answer comes at its time)."""
    table: Any = runner.table
    for _ in range(3000):
        if tutorial_play.step_shown(runner) or tutorial_play.finish_shown(runner):
            return
        if table.duels.race is not None:
            table.sim.advance(0.25)
        qtbot.wait(5)
    raise AssertionError(f"no step came after {len(runner.session.actions)} actions")


def silent_duel(qtbot: QtBot, runner: TutorialRunner) -> None:
    """A duel the person must answer: time passes and the computer says nothing."""
    table: Any = runner.table
    s = runner.session
    count = len(s.actions)
    assert table.duels.race is not None
    table.sim.advance(SILENCE_S)
    qtbot.wait(5)
    assert len(s.actions) == count, "the computer answered without the script"
    assert s.state.duel is not None
    assert table.duels.answer_seat() == 0  # the answer box is the person's


def check_step(runner: TutorialRunner, index: int, answers: tuple[str, str]) -> None:
    """The game after step ``index`` (0-based) and its scripted replies is what the step
    teaches."""
    st = runner.session.state
    acts = runner.session.actions
    piles = [[len(p) for p in seat] for seat in st.play]
    won = [len(p) for p in st.score]
    if index == 0:  # the first card flipped onto the left pile; the computer flipped one
        assert piles == [[1, 0], [1, 0]]
        assert st.duel is None
    elif index == 1:  # onto the right pile: the same symbol as the computer's card, a duel
        assert piles == [[1, 1], [1, 0]]
        assert st.duel is not None
        assert set(st.duel.slots) == {(0, 1), (1, 0)}
    elif index == 2:  # the typed answer won the computer's card
        assert acts[-2] == Claim(0, True, answers[0])
        assert won == [1, 0]
        assert st.duel is None
        assert piles == [[1, 1], [0, 1]]  # and the computer flipped again
    elif index == 3:  # a joker, in force: its two symbols match, a duel at once
        assert len(st.jokers) == 1
        assert st.duel is not None
        assert set(st.duel.slots) == {(0, 1), (1, 1)}
    elif index == 4:  # the second duel won; the drawer of the joker draws again
        assert acts[-1] == Claim(0, True, answers[1])
        assert won == [2, 0]
        assert st.duel is None
        assert st.turn == 0
    elif index == 5:  # onto the right pile; the computer flipped, duelled and won a card
        assert isinstance(acts[-1], Claim)
        assert acts[-1].seat == 1
        assert won == [2, 1]
        assert piles == [[0, 2], [1, 0]]
    elif index == 6:  # one more card flipped: the guided part is over
        assert isinstance(acts[-1], Draw)
        assert sum(map(sum, piles)) == 4
        assert runner.over()


def play(qtbot: QtBot, runner: TutorialRunner, lang: str,
         perform: Callable[[int, Any], None]) -> None:
    """Every step by ``perform(step index, expected action)``; the checks after each."""
    s = runner.session
    runner.table.sim.set_manual(True)  # type: ignore[attr-defined]
    made = 0
    while not runner.over():
        wait_for_step(qtbot, runner)
        if runner.over():
            break
        index, mine = runner.where() or (0, True)
        assert mine
        step = runner.tutorial.steps[index]
        before = len(s.actions)
        if isinstance(runner.expected(), Claim):
            silent_duel(qtbot, runner)
        perform(index, runner.expected())
        qtbot.waitUntil(lambda b=before: len(s.actions) > b, timeout=10000)
        assert step.accepts(s.game, s.actions[before])
        wait_for_step(qtbot, runner)  # the replies, up to the next step
        check_step(runner, index, ANSWERS[lang])
        made += 1
    assert made == len(runner.tutorial.steps) == 7
    assert tutorial_play.finish_shown(runner)
    assert [b.key for b in runner.marks.buttons] == ["F2", "F3"]
    assert s.paused


@pytest.mark.parametrize("lang", LANGS)
def test_the_guided_game_by_gestures(qtbot: QtBot, window: MainWindow, lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, "ordet", lang)
    assert runner.session.options["language"] == lang
    hands = Hands(qtbot, window)
    table: Any = runner.table
    answers = iter(ANSWERS[lang])

    def perform(index: int, expected: Any) -> None:
        step = runner.tutorial.steps[index]
        if isinstance(expected, Draw):
            if "slot" in step.match or not step.match:
                ordet_draw(hands, expected)  # the chosen play pile first, then the draw pile
            else:  # any pile will do: just the draw pile
                hands.click_item(table.draw_piles[expected.pile])
            return
        assert isinstance(expected, Claim)
        text = next(answers)
        hands.type_into(table.bar.answer, text)
        hands.click_widget(table.bar.send)

    play(qtbot, runner, lang, perform)
    assert hands.tally.fallbacks == 0  # every move of the person was a gesture
    box = runner.marks.button_boxes()[1]
    hands.click_item(runner.marks, box)  # "Welcome page", by mouse
    assert window.stack.currentWidget() is window.welcome


@pytest.mark.parametrize("lang", LANGS)
def test_the_guided_game_by_keys(qtbot: QtBot, window: MainWindow, lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, "ordet", lang)
    table: Any = runner.table
    handle = window.windowHandle()
    assert handle is not None
    answers = iter(ANSWERS[lang])

    def press(key: Qt.Key) -> None:
        QTest.keyClick(handle, key)
        qtbot.wait(1)

    def perform(index: int, expected: Any) -> None:
        step = runner.tutorial.steps[index]
        if isinstance(expected, Draw):
            if (("slot" in step.match or not step.match)
                    and table.selected_slot != expected.slot):
                press(Qt.Key.Key_Right)  # the other play pile, as the step's keys say
                assert table.selected_slot == expected.slot
            press(Qt.Key.Key_Space)
            return
        assert isinstance(expected, Claim)
        assert table.bar.answer.hasFocus()  # the duel put the focus in the answer box
        for ch in next(answers):
            QTest.sendKeyEvent(QTest.KeyAction.Click, handle, Qt.Key(ord(ch.upper())), ch,
                               Qt.KeyboardModifier.NoModifier)
        press(Qt.Key.Key_Return)

    play(qtbot, runner, lang, perform)
    count = len(runner.session.actions)
    press(Qt.Key.Key_F2)  # "Play on against Easy"
    assert runner.playing_on
    assert runner.session.seats[1].level == "easy"
    assert not runner.session.paused
    qtbot.waitUntil(lambda: len(runner.session.actions) > count, timeout=10000)
    assert isinstance(runner.session.actions[count], Draw)  # the Easy computer flips on


def test_a_refused_click_a_give_up_and_the_keys_after_show_me(qtbot: QtBot,
                                                               window: MainWindow) -> None:
    """The other draw pile is refused with the step's aim; "Give up" (Esc) in a duel the
    script wants answered is refused too and the answer box opens again; after "Show me"
    drew onto the right pile without choosing it, → then Space does (as step 6's keys say)."""
    runner = tutorial_play.start(qtbot, window, "ordet")
    s = runner.session
    table: Any = runner.table
    table.sim.set_manual(True)
    handle = window.windowHandle()
    assert handle is not None
    hands = Hands(qtbot, window)
    assert hands.refused_click(table.draw_piles[1]) == runner.tutorial.steps[0].aim
    for _ in range(2):  # steps 1 and 2 by "Show me": the chosen play pile stays the left one
        count = len(s.actions)
        QTest.keyClick(handle, Qt.Key.Key_F2)
        qtbot.waitUntil(lambda c=count: len(s.actions) > c, timeout=10000)
        wait_for_step(qtbot, runner)
    assert runner.where() == (2, True)
    assert table.selected_slot == 0
    count = len(s.actions)
    assert table.bar.answer.hasFocus()
    QTest.keyClick(handle, Qt.Key.Key_Escape)  # give up: the script wants an answer
    qtbot.wait(5)
    assert table.callout.isVisible()
    assert table.callout.text == runner.tutorial.steps[2].aim
    assert len(s.actions) == count
    assert table.duels.answer_seat() == 0
    assert table.bar.answer.isVisible()
    hands.type_into(table.bar.answer, "jeans")
    QTest.keyClick(handle, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(s.actions) > count, timeout=10000)
    assert s.actions[count] == Claim(0, True, "jeans")
    for _ in range(2):  # steps 4 and 5 by "Show me"
        wait_for_step(qtbot, runner)
        count = len(s.actions)
        runner.show_me()
        qtbot.waitUntil(lambda c=count: len(s.actions) > c, timeout=10000)
    wait_for_step(qtbot, runner)
    assert runner.where() == (5, True)
    assert table.selected_slot == 0
    count = len(s.actions)
    QTest.keyClick(handle, Qt.Key.Key_Right)
    QTest.keyClick(handle, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(s.actions) > count, timeout=10000)
    assert s.actions[count] == Draw(0, 1)
