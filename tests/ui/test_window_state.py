"""The window opens where it was closed (size, place, docks, full screen) unless that place
fits no screen now; the resume offer says which game and when it was last played."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QDate, QDateTime, QRect, QSize, Qt, QTime
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMainWindow, QMessageBox
from pytestqt.qtbot import QtBot

from engine import saves
from ui import app, window_state
from ui.game_files import resume_question
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.paths import autosave_path, settings
from ui.window_state import centred_default, fits, saved_rect

LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
#: the offscreen platform's one screen (the tests rely on its size)
SCREEN = QRect(0, 0, 800, 800)
#: where the player left the window: wider than the offscreen screen (the window is at least
#: 952 px wide), so Qt's restoring narrows it to the screen (``FITTED``)
PLACE = QRect(40, 60, 1200, 500)
FITTED = QRect(1, 60, 798, 500)


def reopened(qtbot: QtBot) -> MainWindow:
    """The next start of the app on the same settings (not shown: restoring comes first)."""
    w = MainWindow(Translations(), settings())
    qtbot.addWidget(w)
    return w


def test_the_offscreen_screen_is_what_these_tests_assume() -> None:
    assert window_state.available_areas() == [SCREEN]


def test_size_place_and_docks_come_back_in_the_next_window(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.setGeometry(PLACE)
    window.addDockWidget(LEFT, window.log_dock)
    window.log_dock.show()
    window.close()
    assert saved_rect(settings().value(window_state.GEOMETRY_KEY)) == PLACE
    second = reopened(qtbot)
    assert second.geometry() == FITTED
    assert second.dockWidgetArea(second.log_dock) == LEFT
    assert second.log_dock.isHidden()  # the welcome page first, whatever the docks were
    assert second.log_book.sized  # a game shows the log at the player's width, not the default
    assert not second.isFullScreen()
    assert not second.fullscreen_action.isChecked()


def test_full_screen_comes_back_with_the_place_to_leave_it_for(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.setGeometry(PLACE)
    window.fullscreen_action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    window.close()
    second = reopened(qtbot)
    second.show()
    qtbot.waitUntil(second.isFullScreen)  # the platform confirms it a moment after show()
    assert second.fullscreen_action.isChecked()
    # where leaving full screen goes: the saved place, at the window's minimum width (952)
    assert second.normalGeometry() == QRect(FITTED.topLeft(), QSize(952, 500))
    second.fullscreen_action.trigger()
    qtbot.waitUntil(lambda: not second.isFullScreen())
    assert not second.fullscreen_action.isChecked()


def test_a_saved_place_on_no_screen_falls_back_to_the_centred_default(qtbot: QtBot) -> None:
    gone = QMainWindow()  # e.g. closed on a second monitor that is unplugged now
    qtbot.addWidget(gone)
    gone.setGeometry(QRect(2000, 100, 700, 500))
    geometry = gone.saveGeometry()
    assert saved_rect(geometry) == QRect(2000, 100, 700, 500)
    settings().setValue(window_state.GEOMETRY_KEY, geometry)
    assert reopened(qtbot).geometry() == QRect(0, 0, 1280, 800)  # wider than the screen
    settings().setValue(window_state.GEOMETRY_KEY, QByteArray(b"not a geometry"))
    assert reopened(qtbot).geometry() == QRect(0, 0, 1280, 800)


def test_what_fits_a_screen() -> None:
    left, right = QRect(0, 0, 1920, 1080), QRect(1920, 0, 1280, 1024)
    assert fits(QRect(100, 100, 800, 600), [left])
    assert not fits(QRect(2000, 100, 800, 600), [left])  # the right monitor is gone
    assert fits(QRect(2000, 100, 800, 600), [left, right])
    assert fits(QRect(1500, 100, 800, 600), [left])  # 420 of 800 px on screen: kept
    assert not fits(QRect(1700, 100, 800, 600), [left])  # 220 of 800 px
    assert not fits(QRect(100, -50, 800, 600), [left])  # title bar above the screen
    assert not fits(QRect(100, 100, 800, 600), [])


def test_the_default_is_centred_and_its_title_bar_reachable() -> None:
    assert centred_default(QRect(0, 0, 1920, 1080)) == QRect(320, 140, 1280, 800)
    assert centred_default(QRect(1920, 0, 1280, 1024)) == QRect(1920, 112, 1280, 800)
    assert centred_default(QRect(0, 30, 1366, 738)) == QRect(43, 30, 1280, 800)


def test_size_on_the_command_line_wins_and_a_screenshot_is_not_remembered(
    window: MainWindow, tmp_path: Path
) -> None:
    window.setGeometry(PLACE)
    window.fullscreen_action.trigger()
    window.close()
    remembered = settings().value(window_state.GEOMETRY_KEY)
    for size, expected in (("1000x700", (1000, 700)), ("", (1280, 800))):
        out = tmp_path / f"shot{size}.png"
        argv = ["tabletop", "--lang", "en", "--screenshot", str(out)]
        assert app.main(argv + (["--size", size] if size else [])) == 0
        image = QImage(str(out))
        assert (image.width(), image.height()) == expected
        assert settings().value(window_state.GEOMETRY_KEY) == remembered


# ------------------------------------------------------------------ the resume offer
AT_14_32 = QTime(14, 32)
NOW = QDateTime(QDate(2026, 11, 26), QTime(20, 5))


def test_resume_question_names_the_game_and_the_time_in_the_ui_language(
    window: MainWindow
) -> None:
    window.translations.install("sv")
    today = QDateTime(NOW.date(), AT_14_32)
    assert resume_question("Riftforce", today, NOW) == "Återuppta Riftforce från kl. 14:32?"
    before = QDateTime(QDate(2026, 11, 3), QTime(9, 5))
    assert resume_question("Riftforce", before, NOW) == "Återuppta Riftforce från 2026-11-03 09:05?"
    window.translations.install("de")
    assert resume_question("Riftforce", before, NOW) == "Riftforce vom 03.11.26 09:05 fortsetzen?"


def test_the_resume_offer_reads_the_autosaves_time(window: MainWindow, qtbot: QtBot) -> None:
    window.translations.install("nb")
    seats = [{"name": "Kim", "kind": "human", "level": ""},
             {"name": "Bot", "kind": "computer", "level": "heuristic"}]
    saves.save(autosave_path(), "riftforce", {}, 1, [], {"seats": seats})
    boxes: list[str] = []
    for day in (QDate.currentDate(), QDate(2025, 12, 24)):
        when = QDateTime(day, AT_14_32)
        os.utime(autosave_path(), (when.toSecsSinceEpoch(), when.toSecsSinceEpoch()))
        assert window.files.offer_resume()
        assert window.files.resume_box is not None
        boxes.append(window.files.resume_box.text())
        assert "Kim, Bot" in window.files.resume_box.informativeText()
        window.files.resume_box.button(QMessageBox.StandardButton.No).click()
        assert window.files.resume_box is None
    assert boxes == ["Fortsette Riftforce fra kl. 14:32?",
                     "Fortsette Riftforce fra 24.12.2025 14:32?"]
