"""Where a person meets the guided games (#25), through the real window: the welcome tiles'
"Learn to play" and their tick (kept across a restart), the New Game dialog's button, the
offer made once to a person new to a game (never again, never when turned off or when the
game was finished before), and a guided game never counted in the statistics.

The tutorials here are a throwaway file in a temporary folder (``engine.tutorials.folder``
patched); the runner is replaced by a recorder (``launch.start_tutorial``): these tests are
about the way in, not the guided game itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from engine import tutorials
from tests.ui.boxes import Boxes, answer_modal
from tests.ui.test_main_window import blixt
from tests.ui.test_statistics import finish
from ui import statistics as st
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.new_game_dialog import NewGameDialog
from ui.paths import settings, statistics_path
from ui.tutorial import launch, progress
from ui.welcome import GameTile

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
#: the app's own default, before ``tests/ui/conftest.py`` turns the offer off for other tests
APP_OFFERS_ON = progress.offers_on

#: a tutorial file good enough to be found (the entry points only ask whether one exists)
TUTORIAL = """game = "supertrumf"
options = { variant = "blixtduell" }
seed = 5
names = ["You", "Computer"]
title = "Supertrumf: a guided first game"
finish = "Done."

[[steps]]
say = "Name a property."
keys = "Keys: Enter."
aim = "Name a property."
do = { type = "Name" }
"""


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """Supertrumf has a guided game (and no other game has one); the tutorials "started"."""
    folder = tmp_path / "tutorials"
    folder.mkdir()
    (folder / "supertrumf.toml").write_text(TUTORIAL, encoding="utf-8")
    monkeypatch.setattr(tutorials, "folder", lambda: folder)
    calls: list[str] = []

    def start_tutorial(window: Any, tutorial_id: str) -> bool:
        assert isinstance(window, MainWindow)
        calls.append(tutorial_id)
        return True

    monkeypatch.setattr(launch, "start_tutorial", start_tutorial)
    return calls


@pytest.fixture
def win(started: list[str], qtbot: QtBot) -> Iterator[MainWindow]:
    """The window, shown, with the guided games found after its first paint."""
    translations = Translations()
    translations.install("en")
    progress.set_offers(settings(), True)  # the app's default (the other tests turn it off)
    window = MainWindow(translations, settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: "tutorials" in window.__dict__)
    yield window
    window.files.autosave_enabled = False
    if window.session is not None:
        window.session.cancel_thinking()
        window.session.paused = True


def tile(window: MainWindow, key: str) -> GameTile:
    return next(t for t in window.welcome.tiles if t.key == key)


def focus(qtbot: QtBot, widget: QWidget) -> None:
    widget.window().activateWindow()
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)


def when_modal(kind: type, act: Callable[[Any], None]) -> None:
    """Once a modal ``kind`` is up (inside its real ``exec()``), do ``act`` with it."""

    def run() -> None:
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, kind):
            QTimer.singleShot(20, run)
            return
        act(modal)

    QTimer.singleShot(0, run)


def start_from_dialog(window: MainWindow, qtbot: QtBot, game: str = "supertrumf") -> None:
    """A welcome tile's Play, then Start in the real New Game dialog (its remembered
    set-up: Blixtduell, a person against the computer)."""

    def click_start(dialog: NewGameDialog) -> None:
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    when_modal(NewGameDialog, click_start)
    qtbot.mouseClick(tile(window, game).button, Qt.MouseButton.LeftButton)


# ------------------------------------------------------------------ the welcome page
def test_the_welcome_tile_offers_the_guided_game_by_click_and_by_keys(
        win: MainWindow, qtbot: QtBot, started: list[str]) -> None:
    learn = tile(win, "supertrumf").learn
    assert learn.isVisible()
    assert learn.text() == "Learn to play (about 3 minutes)"
    assert learn.accessibleName() == "Learn to play Supertrumf Fantasy (about 3 minutes)"
    assert not tile(win, "storma").learn.isVisible()  # no guided game: no button
    assert not tile(win, "supertrumf").tick.isVisible()  # not finished yet
    qtbot.mouseClick(learn, Qt.MouseButton.LeftButton)
    assert started == ["supertrumf"]
    # the keyboard alone: Tab from the tile's Play button, then Enter (and Space)
    focus(qtbot, tile(win, "supertrumf").button)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is learn
    qtbot.keyClick(learn, Qt.Key.Key_Return)
    qtbot.keyClick(learn, Qt.Key.Key_Space)
    assert started == ["supertrumf"] * 3
    assert win.session is None  # the runner (here a recorder) starts it, nothing else


def test_the_tick_shows_a_finished_guided_game_and_stays_after_a_restart(
        win: MainWindow, qtbot: QtBot) -> None:
    the_tile = tile(win, "supertrumf")
    progress.mark_finished(win.settings, "supertrumf")
    win.welcome.hide()
    win.welcome.show()  # shown again (as after a guided game): the ticks are read afresh
    assert the_tile.tick.isVisible()
    assert the_tile.tick.text() == "\u2713"
    assert the_tile.tick.accessibleName() == "Guided game finished"
    assert the_tile.learn.accessibleDescription() == "Guided game finished"
    assert the_tile.learn.isVisible()  # it can be played again
    # a new window on the same home (a restart) ticks it from its first look at the games
    again = MainWindow(Translations(), settings())
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: tile(again, "supertrumf").tick.isVisible())
    assert not tile(again, "riftforce").tick.isVisible()


# ------------------------------------------------------------------ the New Game dialog
def test_the_new_game_dialog_starts_the_guided_game_of_the_game_chosen(
        win: MainWindow, qtbot: QtBot, started: list[str]) -> None:
    dialog = NewGameDialog(win.settings, win)
    qtbot.addWidget(dialog)
    dialog.select_game("supertrumf")
    assert dialog.learn.isEnabled()
    assert dialog.learn.text() == "&Learn to play (about 3 minutes)"
    dialog.select_game("riftforce")
    assert not dialog.learn.isEnabled()  # no guided game for it
    dialog.deleteLater()

    seen: list[bool] = []

    def learn(modal: NewGameDialog) -> None:
        seen.append(modal.learn.isEnabled())
        qtbot.mouseClick(modal.learn, Qt.MouseButton.LeftButton)

    when_modal(NewGameDialog, learn)
    win.new_game_dialog("supertrumf")
    assert seen == [True]
    assert started == ["supertrumf"]
    assert win.session is None  # the dialog closed and no ordinary game began


def test_the_new_game_dialog_s_button_by_keys(
        win: MainWindow, qtbot: QtBot, started: list[str]) -> None:
    """Alt+L (its underlined letter) chooses the guided game without the mouse."""

    def alt_l(modal: NewGameDialog) -> None:
        modal.activateWindow()
        qtbot.waitUntil(modal.isActiveWindow)
        qtbot.keyClick(modal, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)

    when_modal(NewGameDialog, alt_l)
    win.new_game_dialog("supertrumf")
    assert started == ["supertrumf"]


# ------------------------------------------------------------------ the first-time offer
def test_the_offer_is_made_once_and_play_now_starts_the_game(
        win: MainWindow, qtbot: QtBot, started: list[str]) -> None:
    seen: list[str] = []
    texts: list[str] = []

    def read(box: QMessageBox) -> None:
        texts.append(box.text())

    when_modal(QMessageBox, read)
    answer_modal(NO, seen)  # "Play now"
    start_from_dialog(win, qtbot)
    assert seen == ["tutorial_offer_box"]
    assert texts == ["New to Supertrumf Fantasy? Learn to play in about 3 minutes, on a "
                     "guided deal."]
    assert started == []
    session = win.session
    assert session is not None
    assert session.game_name == "supertrumf"
    assert session.tutorial == ""
    assert progress.offered(win.settings, "supertrumf")
    # never again: the next game starts straight away
    start_from_dialog(win, qtbot)
    assert seen == ["tutorial_offer_box"]
    assert win.session is not session


def test_learn_to_play_in_the_offer_starts_the_guided_game_instead(
        win: MainWindow, qtbot: QtBot, started: list[str], boxes: Boxes) -> None:
    boxes.answers = [YES]
    start_from_dialog(win, qtbot)
    assert boxes.names() == ["tutorial_offer_box"]
    assert started == ["supertrumf"]
    assert win.session is None
    assert progress.offered(win.settings, "supertrumf")


def test_escape_answers_the_offer_with_play_now(
        win: MainWindow, qtbot: QtBot, started: list[str]) -> None:
    def escape(box: QMessageBox) -> None:
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    when_modal(QMessageBox, escape)
    start_from_dialog(win, qtbot)
    assert started == []
    assert win.session is not None


def test_the_offer_is_on_by_default() -> None:
    assert APP_OFFERS_ON(settings())


def test_no_offer_when_turned_off_in_the_settings_menu(
        win: MainWindow, qtbot: QtBot, boxes: Boxes) -> None:
    entry = win.tutorials.action
    assert entry in win.settings_menu.actions()
    assert entry.text() == "&Offer guided first games"
    assert entry.isCheckable()
    assert entry.isChecked()
    entry.trigger()
    assert not progress.offers_on(win.settings)
    start_from_dialog(win, qtbot)
    assert boxes.names() == []
    assert win.session is not None
    # remembered: a new window's entry is off too
    again = MainWindow(Translations(), settings())
    qtbot.addWidget(again)
    assert not again.tutorials.action.isChecked()


def test_no_offer_for_a_game_finished_before_or_a_guided_game_finished(
        win: MainWindow, qtbot: QtBot, boxes: Boxes) -> None:
    book = st.Book()
    book.record("supertrumf/klassisk", [st.Entry("computer:normal", st.LOST, 3.0)])
    st.write(statistics_path(), book)
    start_from_dialog(win, qtbot)
    assert boxes.names() == []
    assert not progress.offered(win.settings, "supertrumf")  # nothing was asked

    statistics_path().unlink()
    progress.mark_finished(win.settings, "supertrumf")
    start_from_dialog(win, qtbot)
    assert boxes.names() == []


def test_no_offer_for_a_game_without_a_guided_game(
        win: MainWindow, qtbot: QtBot, boxes: Boxes) -> None:
    config = blixt()
    config.game = "riftforce"
    assert win.tutorials.offered_tutorial(config) is None


# ------------------------------------------------------------------ statistics
def test_a_guided_game_is_never_counted(win: MainWindow, qtbot: QtBot) -> None:
    win.set_speed("off")
    session = win.start(blixt(seed=7))
    assert session is not None
    session.tutorial = "supertrumf"  # as the runner marks its game
    finish(win, qtbot)
    line = win.end_panel.statistics  # type: ignore[union-attr]
    assert line.isVisible()
    assert line.text() == "A guided game: not counted in the statistics."
    assert not statistics_path().exists()
    assert st.session_entries(session) == []
    assert st.session_entries(session, abandoned=True) == []


# ------------------------------------------------------------------ with the real runner
def test_the_welcome_button_starts_the_real_guided_game(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qtbot: QtBot) -> None:
    """The runner's own small sample (a Riftforce draft) as Riftforce's guided game: the
    tile's button puts it on the table, marked as a guided game (so never counted)."""
    folder = tmp_path / "tutorials"
    folder.mkdir()
    sample = Path(__file__).parent / "data" / "sample.toml"
    (folder / "riftforce.toml").write_text(sample.read_text(encoding="utf-8"),
                                           encoding="utf-8")
    monkeypatch.setattr(tutorials, "folder", lambda: folder)
    window = MainWindow(Translations(), settings())
    qtbot.addWidget(window)
    window.show()
    learn = tile(window, "riftforce").learn
    qtbot.waitUntil(learn.isVisible)
    qtbot.mouseClick(learn, Qt.MouseButton.LeftButton)
    session = window.session
    assert session is not None
    assert session.game_name == "riftforce"
    assert session.tutorial == "riftforce"
    assert st.session_entries(session) == []
    # finished, and back to the welcome page (the runner's last choice): the tile is ticked
    progress.mark_finished(window.settings, "riftforce")
    window.show_welcome()
    assert window.session is None
    assert tile(window, "riftforce").tick.isVisible()
    window.files.autosave_enabled = False
