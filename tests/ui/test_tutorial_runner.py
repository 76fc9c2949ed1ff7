"""The guided-game runner on a small sample tutorial (``tests/ui/data/sample.toml``).

What every tutorial relies on, proved once: the step's callout (heading, words, keys, frames,
"Show me"), a different move refused with the step's aim and nothing changed, a family of
moves accepted, the scripted seat's replies, the finish with its two ways on (F2/F3 and the
buttons), playing on against Easy as an uncounted practice game, and finishing remembered.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine import tutorials
from engine.riftforce.actions import DraftPick
from tests.ui import tutorial_play
from tests.ui.gestures import Hands
from ui.main_window import MainWindow
from ui.tutorial import progress
from ui.tutorial.launch import runner_of, start_tutorial

DATA = Path(__file__).parent / "data"


@pytest.fixture(autouse=True)
def sample_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tutorials, "folder", lambda: DATA)


def test_the_sample_is_a_valid_tutorial() -> None:
    t = tutorials.load("sample")
    assert t.verify() == []
    assert [type(a).__name__ for a in t.script()] == ["DraftPick"] * 4
    assert t.step_at(0) == (0, False)
    assert t.step_at(1) == (0, True)
    assert t.step_at(2) == (1, False)
    assert t.step_at(3) == (1, True)
    assert t.step_at(4) is None


def test_the_first_step_is_shown_after_the_scripted_opening(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    runner = tutorial_play.start(qtbot, window, "sample")
    s = runner.session
    assert [a.guild for a in s.actions] == ["crystal"]  # the computer's scripted pick
    assert runner.marks.heading == "Step 1 of 2"
    assert runner.marks.text == "Pick Shadow.\nTab to it, Enter."
    assert [b.text for b in runner.marks.buttons] == ["Show me"]
    assert runner.marks.targets, "the Shadow card is framed"
    assert s.tutorial == "sample"
    assert s.seats[0].name == "Player 1"
    assert s.seats[1].name == "Computer"
    assert window.windowTitle().startswith("Riftforce (guided game)")


def test_a_different_move_is_refused_with_the_aim_and_changes_nothing(
        qtbot: QtBot, window: MainWindow) -> None:
    runner = tutorial_play.start(qtbot, window, "sample")
    s = runner.session
    before = (list(s.actions), s.game.encode_action(s.actions[-1]))
    assert not runner.table._submit(DraftPick("fire"))
    assert runner.table.callout.isVisible()
    assert runner.table.callout.text == "Pick the Shadow guild."
    assert (list(s.actions), s.game.encode_action(s.actions[-1])) == before
    assert runner.where() == (0, True)


def test_show_me_plays_each_step_and_the_script_replies_to_the_finish(
        qtbot: QtBot, window: MainWindow) -> None:
    runner = tutorial_play.start(qtbot, window, "sample")
    qtbot.keyClick(runner.table.view, Qt.Key.Key_F2)  # "Show me"
    tutorial_play.wait_for_step(qtbot, runner)
    assert [a.guild for a in runner.session.actions] == ["crystal", "shadow", "air"]
    assert runner.marks.heading == "Step 2 of 2"
    hands = Hands(qtbot, window)
    box = runner.marks.button_boxes()[0]
    hands.click_item(runner.marks, box)  # the button, by mouse
    qtbot.waitUntil(lambda: tutorial_play.finish_shown(runner))
    assert runner.session.actions[-1].guild == "thunderbolt"
    assert runner.session.current_player() == 1  # the computer, waiting: no "failed" message
    qtbot.wait(100)
    assert window.last_error == ""
    assert len(runner.session.actions) == 4
    assert runner.marks.heading == "Sample"
    assert runner.marks.text == "Done."
    assert [b.text for b in runner.marks.buttons] == ["Play on against Easy", "Welcome page"]
    assert progress.finished(window.settings, "sample")
    assert runner.session.paused  # nobody moves until the person chooses


def test_a_family_step_takes_any_of_its_moves(qtbot: QtBot, window: MainWindow) -> None:
    runner = tutorial_play.start(qtbot, window, "sample")
    runner.show_me()
    tutorial_play.wait_for_step(qtbot, runner)
    assert runner.table._submit(DraftPick("plant"))
    qtbot.waitUntil(lambda: tutorial_play.finish_shown(runner))


def test_playing_on_hands_the_seats_to_easy_and_is_not_counted(qtbot: QtBot,
                                                                window: MainWindow) -> None:
    runner = tutorial_play.start(qtbot, window, "sample")
    tutorial_play.play(qtbot, runner, lambda action: runner.show_me())
    s = runner.session
    qtbot.keyClick(runner.table.view, Qt.Key.Key_F2)  # "Play on against Easy"
    assert runner.playing_on
    assert s.guard is None
    assert not s.paused
    assert s.practice
    assert s.seats[1].level == "easy"
    assert not runner.marks.isVisible()
    count = len(s.actions)
    qtbot.waitUntil(lambda: len(s.actions) > count, timeout=10000)  # the Easy computer picks
    qtbot.waitUntil(s.human_to_act)
    assert runner.table._submit(DraftPick(s.game.legal_actions(s.state)[0].guild))


def test_the_welcome_page_ends_the_guided_game(qtbot: QtBot, window: MainWindow) -> None:
    runner = tutorial_play.start(qtbot, window, "sample")
    tutorial_play.play(qtbot, runner, lambda action: runner.show_me())
    qtbot.keyClick(runner.table.view, Qt.Key.Key_F3)
    assert window.session is None
    assert window.table is None
    assert window.stack.currentWidget() is window.welcome
    assert start_tutorial(window, "sample")  # and a guided game starts again from there
    assert runner_of(window) is not None


def test_each_step_is_announced_once_and_again_in_a_new_language(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.ui.test_feedback import Announcements
    from ui.table import felt_table

    Announcements.said = []
    monkeypatch.setattr(felt_table, "QAccessible", Announcements)
    runner = tutorial_play.start(qtbot, window, "sample")
    assert Announcements.said == [
        "Step 1 of 2. Pick Shadow.\nTab to it, Enter. Show me: press F2."]
    runner.table.resize(runner.table.width() - 10, runner.table.height())  # laid out again
    qtbot.wait(50)
    assert len(Announcements.said) == 1
    window.set_language("de")
    qtbot.waitUntil(lambda: len(Announcements.said) == 2)
    assert Announcements.said[1].startswith("Schritt 1 von 2")
    runner.show_me()
    qtbot.waitUntil(lambda: len(Announcements.said) == 3)


def test_restart_starts_the_guided_game_again_without_asking(qtbot: QtBot,
                                                             window: MainWindow) -> None:
    runner = tutorial_play.start(qtbot, window, "sample")
    runner.show_me()
    tutorial_play.wait_for_step(qtbot, runner)
    assert not window.game_in_progress()  # nothing to lose: no "Abandon?" question
    window.restart()
    again = runner_of(window)
    assert again is not None
    assert again is not runner
    tutorial_play.wait_for_step(qtbot, again)
    assert again.where() == (0, True)
    assert window.session is not None
    assert window.session.tutorial == "sample"
