"""Issue 17: nothing lost, nothing trusted — the app's flows around a game.

A failing table leaves the running game alone; Restart, New, Open and Play again ask before a
game in progress is abandoned and the old autosave survives until the new game moves; a bad
autosave is kept aside and reported; the log of a resumed game reads as before; stale
temporary files go; a save's ``meta.viewer`` is ignored; names from players and files are
plain text everywhere.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QColor, QDesktopServices, QImage
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from engine import saves
from engine.core import Rng
from engine.saves import MAX_NAME_LENGTH
from tests.ui.boxes import Boxes, answer_modal
from tests.ui.test_main_window import blixt, play_some
from ui import paths
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig, NewGameDialog
from ui.paths import autosave_path, settings
from ui.session import COMPUTER, HUMAN, SeatConfig

ROOT = Path(__file__).resolve().parents[2]
YES = QMessageBox.StandardButton.Yes
NO = QMessageBox.StandardButton.No


def klassisk(kinds: list[str], seed: int, names: list[str] | None = None) -> GameConfig:
    names = names or ["Adam", "Berit", "Cecilia", "David"]
    seats = [SeatConfig(names[i], k, "heuristic") for i, k in enumerate(kinds)]
    return GameConfig("supertrumf", {"variant": "klassisk", "seats": len(kinds)}, seed, seats)


def quiet(window: MainWindow) -> None:
    """Hold the computer players: the test decides every move."""
    if window.session is not None:
        window.session.paused = True
        window.session.cancel_thinking()


def autosaved_actions() -> int:
    return len(saves.load(autosave_path()).actions)


def log_lines(window: MainWindow) -> list[str]:
    return window.log_lines()


def second_window(qtbot: QtBot) -> MainWindow:
    """Another start of the app on the same home folder (the first one was "killed")."""
    w = MainWindow(Translations(), settings())
    qtbot.addWidget(w)
    w.show()
    return w


# ------------------------------------------------------------------ 17.1 the crash, from the window


def test_the_issues_klassisk_command_line_game_starts(window: MainWindow, qtbot: QtBot) -> None:
    """``--game supertrumf --variant klassisk --seats computer,computer,human --seed 4``."""
    window.set_speed("off")
    session = window.start(klassisk([COMPUTER, COMPUTER, HUMAN], 4))
    assert session is not None
    assert window.table is not None
    session.computer_pace_ms = 0
    qtbot.waitUntil(session.human_to_act, timeout=10000)
    assert session.viewer == 2
    assert window.table._bottom == 2
    assert "Cecilia:" in window.status_label.text()


# ------------------------------------------------------------------ robust start


def test_a_table_that_fails_to_build_leaves_the_running_game_alone(
    window: MainWindow, boxes: Boxes, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start(blixt())
    play_some(window, 5)
    session, table = window.session, window.table
    assert session is not None
    assert table is not None
    before = autosave_path().read_bytes()

    def broken(new_session: Any, parent: Any = None) -> Any:
        raise IndexError("list index out of range")

    monkeypatch.setattr("ui.games.create_table", broken)
    boxes.answers = [YES]  # abandon? yes — and then the new table fails
    window.restart_action.trigger()
    assert boxes.names() == ["abandon_box", "warning_box"]
    assert "could not be started" in boxes.shown[1].text
    assert "list index out of range" in boxes.shown[1].text
    assert boxes.shown[1].plain
    assert window.session is session
    assert window.table is table
    assert window.stack.currentWidget() is table
    assert table.isVisible()
    assert len(session.actions) == 5
    assert autosave_path().read_bytes() == before
    # the running game still plays and autosaves
    play_some(window, 1, rng_seed=3)
    assert autosaved_actions() == 6
    # closing the window keeps its game, not an empty one
    window.close()
    assert autosaved_actions() == 6


def test_a_failing_table_from_the_new_game_dialog(
    window: MainWindow, boxes: Boxes, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no game yet: the welcome page stays, nothing is autosaved."""
    monkeypatch.setattr("ui.games.create_table",
                        lambda s, p=None: (_ for _ in ()).throw(RuntimeError("no table")))
    accept_new_game_dialog(monkeypatch, blixt(seed=3))
    window.new_action.trigger()
    assert boxes.names() == ["warning_box"]
    assert "no table" in boxes.shown[0].text
    assert window.session is None
    assert window.table is None
    assert window.stack.currentWidget() is window.welcome
    assert not autosave_path().exists()


# ------------------------------------------------------------------ abandon prompt


def accept_new_game_dialog(monkeypatch: pytest.MonkeyPatch, cfg: GameConfig) -> None:
    """The New Game dialog, filled with ``cfg`` and started (the player clicks Start)."""

    def exec_(dialog: NewGameDialog) -> int:
        dialog.set_config(cfg)
        dialog._accept()
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(NewGameDialog, "exec", exec_)


def trigger(window: MainWindow, how: str, monkeypatch: pytest.MonkeyPatch,
            tmp_path: Path) -> None:
    """Replace the game through the real menu action ``how``."""
    if how == "restart":
        window.restart_action.trigger()
    elif how == "new":
        accept_new_game_dialog(monkeypatch, blixt(seed=77))
        window.new_action.trigger()
    else:
        other = tmp_path / "other.json"
        saves.save(other, "supertrumf", {"variant": "blixtduell", "seats": 2}, 77, [],
                   {"seats": [SeatConfig("Kim").to_json(), SeatConfig("Bot", COMPUTER).to_json()]})
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            lambda *a, **k: (str(other), ""))
        window.open_action.trigger()


@pytest.mark.parametrize("how", ["restart", "new", "open"])
def test_no_keeps_the_game_in_progress(
    window: MainWindow, boxes: Boxes, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    how: str
) -> None:
    window.start(blixt())
    play_some(window, 12)
    session = window.session
    assert session is not None
    actions = list(session.actions)
    boxes.answers = [NO]
    trigger(window, how, monkeypatch, tmp_path)
    assert boxes.names() == ["abandon_box"]
    asked = boxes.shown[0]
    assert asked.text == "Abandon the game in progress?"
    assert asked.plain
    assert "12 move" in asked.informative  # "moves" once the .ts has the plural
    assert window.session is session
    assert session.actions == actions
    assert autosaved_actions() == 12


@pytest.mark.parametrize("how", ["restart", "new", "open"])
def test_yes_replaces_it_and_the_old_autosave_lives_until_the_first_move(
    window: MainWindow, qtbot: QtBot, boxes: Boxes, monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path, how: str
) -> None:
    window.start(blixt())
    play_some(window, 12)
    old = window.session
    boxes.answers = [YES]
    trigger(window, how, monkeypatch, tmp_path)
    assert boxes.names() == ["abandon_box"]
    new = window.session
    assert new is not None
    assert new is not old
    assert new.actions == []
    quiet(window)
    assert autosaved_actions() == 12  # a crash now still leaves the old game resumable
    window.close()  # closing with an untouched new game does not overwrite it either
    assert autosaved_actions() == 12
    # the next start offers the abandoned game
    second = second_window(qtbot)
    assert second.files.offer_resume()
    assert second.files.resume_box is not None
    assert "12 move" in second.files.resume_box.informativeText()
    second.files.resume_box.button(NO).click()
    # the new game's first move replaces the autosave
    play_some(window, 1)
    assert autosaved_actions() == 1


def test_the_real_question_box_answers_no(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real modal box (not a recorded one): Qt's own Yes/No, No keeps the game."""
    window.start(blixt())
    play_some(window, 4)
    session = window.session
    seen: list[str] = []
    answer_modal(NO, seen)
    window.restart_action.trigger()
    assert seen == ["abandon_box"]
    assert window.session is session
    answer_modal(YES, seen)
    window.restart_action.trigger()
    assert seen == ["abandon_box", "abandon_box"]
    assert window.session is not session


def test_an_untouched_or_finished_game_is_replaced_without_asking(
    window: MainWindow, qtbot: QtBot, boxes: Boxes, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start(blixt())
    quiet(window)
    first = window.session
    window.restart_action.trigger()  # no move yet: nothing to lose
    assert boxes.names() == []
    assert window.session is not first
    # a finished game: Play again on the end screen never asks
    cfg = GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 4,
                     [SeatConfig("A", COMPUTER, "heuristic"), SeatConfig("B", COMPUTER)])
    window.set_speed("off")
    session = window.start(cfg)
    assert session is not None
    session.computer_pace_ms = 0
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=20000)
    assert window.end_panel is not None
    window.end_panel.again_button.click()
    qtbot.waitUntil(lambda: window.session is not session)
    quiet(window)
    assert boxes.names() == []
    assert session.is_over()
    assert window.session is not None
    assert not window.session.is_over()


def test_new_game_over_a_finished_game_does_not_ask(
    window: MainWindow, boxes: Boxes, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    window.start(blixt())
    session = window.session
    assert session is not None
    quiet(window)
    while not session.is_over():
        play_some(window, 1)
    qtbot.waitUntil(lambda: window.end_panel is not None, timeout=10000)  # the end screen
    accept_new_game_dialog(monkeypatch, blixt(seed=2))
    window.new_action.trigger()
    assert boxes.names() == []
    assert window.session is not session


# ------------------------------------------------------------------ bad autosave


def test_a_bad_autosave_is_moved_aside_reported_and_survives_the_next_game(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = autosave_path()
    bad.write_text('{"format": "tabletop-save", "version": 1, "game": "supertrumf", ',
                   encoding="utf-8")
    original = bad.read_bytes()
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    assert not window.files.offer_resume()  # nothing to resume
    assert not bad.exists()
    kept = list(bad.parent.glob("autosave.json.bad-*"))
    assert len(kept) == 1
    assert re.fullmatch(r"autosave\.json\.bad-\d{8}-\d{6}", kept[0].name)
    assert kept[0].read_bytes() == original
    box = window.files.notice_box
    assert box is not None
    assert box.isVisible()
    assert box.objectName() == "bad_autosave_box"
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert kept[0].name in box.text()
    assert "not a valid save" in box.text()
    show = box.findChild(QPushButton, "show_folder")
    assert show is not None
    show.click()
    assert opened == [QUrl.fromLocalFile(str(bad.parent))]
    qtbot.waitUntil(lambda: window.files.notice_box is None)
    # said once: the next start finds nothing to report
    assert window.files.check_autosave() is None
    assert window.files.notice_box is None
    # the next game's autosave does not touch the kept file
    window.start(blixt())
    play_some(window, 3)
    assert autosaved_actions() == 3
    assert kept[0].read_bytes() == original


def test_moving_aside_never_overwrites_an_earlier_bad_file(tmp_path: Path) -> None:
    when = datetime(2026, 3, 1, 20, 15, 7)
    first = tmp_path / "autosave.json.bad-20260301-201507"
    first.write_text("older", encoding="utf-8")
    path = tmp_path / "autosave.json"
    path.write_text("newer", encoding="utf-8")
    moved = paths.move_aside(path, when)
    assert moved.name == "autosave.json.bad-20260301-201507-2"
    assert first.read_text(encoding="utf-8") == "older"
    assert moved.read_text(encoding="utf-8") == "newer"
    assert not path.exists()


# ------------------------------------------------------------------ temporary files


def test_stale_temporary_files_are_removed_fresh_ones_kept(tmp_path: Path) -> None:
    stale = tmp_path / ".tmp-abc123.json"
    fresh = tmp_path / ".tmp-def456.json"
    other = tmp_path / "tmp-keep.json"
    save = tmp_path / "autosave.json"
    for p in (stale, fresh, other, save):
        p.write_text("{}", encoding="utf-8")
    hour_ago = time.time() - 3600
    for p in (stale, other, save):
        os.utime(p, (hour_ago, hour_ago))
    assert paths.clean_temp_files(tmp_path) == [stale]
    assert not stale.exists()
    assert fresh.exists()
    assert other.exists()
    assert save.exists()


def test_the_app_cleans_temporary_files_at_start_up(tmp_path: Path) -> None:
    home = tmp_path / "home"
    data = home / "data"
    data.mkdir(parents=True)
    stale = data / ".tmp-killed.json"
    stale.write_text('{"half', encoding="utf-8")
    hour_ago = time.time() - 3600
    os.utime(stale, (hour_ago, hour_ago))
    env = {"QT_QPA_PLATFORM": "offscreen", "TABLETOP_HOME": str(home), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [sys.executable, "main.py", "--game", "supertrumf", "--seats", "computer,computer",
         "--seed", "3", "--size", "640x400", "--screenshot", str(tmp_path / "s.png")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert not stale.exists()


# ------------------------------------------------------------------ the log after resuming


@pytest.mark.parametrize("via", ["resume", "open"])
def test_the_log_of_a_resumed_game_reads_as_before(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, via: str
) -> None:
    window.start(klassisk([HUMAN, COMPUTER, COMPUTER], 6))
    play_some(window, 14)
    before = log_lines(window)
    assert len(before) > 14
    assert before[0].startswith("New game of Supertrumf Fantasy, Klassisk")
    path = tmp_path / "game.json"
    assert window.files.save_to(path)
    window.files.autosave_enabled = False
    second = second_window(qtbot)
    if via == "resume":
        assert second.files.offer_resume()
        assert second.files.resume_box is not None
        second.files.resume_box.button(YES).click()
        qtbot.waitUntil(lambda: second.session is not None)
    else:
        assert second.files.open_path(path)
    quiet(second)
    assert log_lines(second) == before
    second.set_language("sv")  # rebuilt from the same events in another language too
    swedish = log_lines(second)
    assert len(swedish) == len(before)
    assert swedish[0] != before[0]
    second.set_language("en")
    assert log_lines(second) == before


# ------------------------------------------------------------------ meta.viewer is not obeyed


def storma_save(tmp_path: Path, kinds: tuple[str, str], viewer: int, moves: int) -> Path:
    """A Storma save of ``moves`` legal moves whose metadata claims ``viewer``."""
    from engine.storma import GAME

    state = GAME.new_game({}, 5)
    rng = Rng(2)
    actions = []
    for _ in range(moves):
        action = rng.choice(GAME.legal_actions(state))
        GAME.apply(state, action)
        actions.append(action)
    meta = {"seats": [{"name": "Kim", "kind": kinds[0], "level": "heuristic"},
                      {"name": "Bot", "kind": kinds[1], "level": "heuristic"}],
            "viewer": viewer}
    path = tmp_path / "storma.json"
    saves.save(path, "storma", {}, 5, actions, meta)
    return path


def storma_secrets(state: Any, seat: int) -> set[str]:
    from ui.games.storma.specs import card_key

    secret = {card_key(c) for c in state.hands[seat] if c not in state.known[seat]}
    if state.setup_active[seat] is not None:
        secret.add(card_key(state.setup_active[seat]))
    return secret


def test_a_hostile_viewer_in_a_save_shows_no_computer_card(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    window.set_speed("off")
    path = storma_save(tmp_path, (HUMAN, COMPUTER), viewer=1, moves=9)
    assert json.loads(path.read_text(encoding="utf-8"))["meta"]["viewer"] == 1
    assert window.files.open_path(path)
    session, table = window.session, window.table
    assert session is not None
    assert table is not None
    session.computer_pace_ms = 0
    assert session.viewer == 0  # the lone human's seat, whatever the file says
    qtbot.waitUntil(session.human_to_act, timeout=10000)  # not stuck "Waiting for Kim"
    assert "Waiting for" not in window.status_label.text()
    secret = storma_secrets(session.state, 1)
    assert secret  # the computer holds cards the human may not see
    items = table.scene.card_items()  # type: ignore[attr-defined]
    assert [c for c in items if c.zone_name == "hand1"]
    for item in items:
        if item.face_up:
            assert item.card_id not in secret, item.key
    # and a save written now does not carry a viewer at all
    assert window.files.save_to(tmp_path / "again.json")
    again = json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))
    assert "viewer" not in again["meta"]


def test_a_hostile_viewer_in_a_hotseat_save_gets_the_hand_over_screen(
    window: MainWindow, tmp_path: Path
) -> None:
    path = storma_save(tmp_path, (HUMAN, HUMAN), viewer=1, moves=9)
    assert window.files.open_path(path)
    session, table = window.session, window.table
    assert session is not None
    assert table is not None
    seat = session.current_player()
    assert seat is not None
    assert session.viewer is None
    assert session.pending_handover == seat
    assert table.overlay.isVisible()  # type: ignore[attr-defined]
    secret = storma_secrets(session.state, 0) | storma_secrets(session.state, 1)
    for item in table.scene.card_items():  # type: ignore[attr-defined]
        assert not item.face_up or item.card_id not in secret, item.key


def test_all_computer_saves_are_watched_from_seat_0(window: MainWindow, tmp_path: Path) -> None:
    path = storma_save(tmp_path, (COMPUTER, COMPUTER), viewer=1, moves=9)
    assert window.files.open_path(path)
    assert window.session is not None
    assert window.session.viewer == 0
    quiet(window)


# ------------------------------------------------------------------ plain text, name limits


class OpenWatch:
    """inotify on one file: did anything open or read it?  (Linux, through libc.)"""

    def __init__(self, path: Path) -> None:
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.fd = self.libc.inotify_init1(os.O_NONBLOCK)
        assert self.fd >= 0
        assert self.libc.inotify_add_watch(self.fd, str(path).encode(), 0x20 | 0x01) >= 0

    def touched(self) -> bool:
        try:
            return bool(os.read(self.fd, 4096))
        except BlockingIOError:
            return False

    def close(self) -> None:
        os.close(self.fd)


@pytest.fixture
def probe(tmp_path: Path) -> Iterator[tuple[Path, OpenWatch]]:
    """A real image file and a watch on it: a label that took a name for HTML would load it."""
    import shutil
    import tempfile

    # a short path: the name holding it must fit MAX_NAME_LENGTH with its tag intact
    folder = Path(tempfile.mkdtemp(prefix="p", dir="/tmp"))
    path = folder / "p.png"
    image = QImage(4, 4, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    assert image.save(str(path))
    watch = OpenWatch(path)
    yield path, watch
    watch.close()
    shutil.rmtree(folder, ignore_errors=True)


def test_the_probe_would_catch_a_label_that_reads_markup(
    qapp: QApplication, probe: tuple[Path, OpenWatch], tmp_path: Path
) -> None:
    """The check below can fail: a label left to guess the format loads the image."""
    path, watch = probe
    label = QLabel(f"Ann<img src='{path}'>")
    label.grab()
    assert watch.touched()


def test_a_name_with_markup_is_shown_literally_everywhere(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, boxes: Boxes,
    probe: tuple[Path, OpenWatch]
) -> None:
    path, watch = probe
    hostile = f"Ann<img src='{path}'>"
    assert len(hostile) <= MAX_NAME_LENGTH  # kept whole: the tag really reaches the labels
    window.set_speed("off")
    cfg = blixt([SeatConfig(hostile, HUMAN), SeatConfig("Bot <b>x</b>", COMPUTER, "heuristic")],
                seed=9)
    session = window.start(cfg)
    assert session is not None
    name = session.name(0)
    assert name == hostile
    session.computer_pace_ms = 0
    window.resize(1280, 800)
    window.grab()
    label = window.status_label
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert window.message_label.textFormat() == Qt.TextFormat.PlainText
    assert window.info_label.textFormat() == Qt.TextFormat.PlainText
    qtbot.waitUntil(lambda: name in label.text(), timeout=10000)
    assert "<img" in label.text()
    assert "&lt;img" in label.toolTip()
    window.show_message(f"{name} says hi")
    window.grab()
    # the end screen and the resume box with these names
    play_some(window, 4)
    assert window.files.save_to(tmp_path / "named.json")
    window.files.autosave_enabled = False
    second = second_window(qtbot)
    assert second.files.offer_resume()
    assert second.files.resume_box is not None
    assert second.files.resume_box.textFormat() == Qt.TextFormat.PlainText
    assert name in second.files.resume_box.informativeText()
    second.files.resume_box.grab()
    second.files.resume_box.button(NO).click()
    while not session.is_over():
        play_some(window, 1)
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible())
    assert window.end_panel is not None
    for lbl in window.end_panel.findChildren(QLabel):
        if lbl.text():
            assert lbl.textFormat() == Qt.TextFormat.PlainText, lbl.objectName()
    window.end_panel.grab()
    QApplication.processEvents()
    assert not watch.touched()  # no label, tooltip or box read the "image"


def test_names_are_limited_in_the_dialogs_and_in_saves(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    assert MAX_NAME_LENGTH == 40
    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    edit = dialog.seat_rows[0][1]
    assert edit.maxLength() == MAX_NAME_LENGTH
    edit.clear()
    qtbot.keyClicks(edit, "x" * 60)
    assert edit.text() == "x" * MAX_NAME_LENGTH
    # the Seat names dialog: every line cut to the limit, line breaks inside names impossible
    monkeypatch.setattr(QInputDialog, "getMultiLineText",
                        lambda *a, **k: ("A" * 90 + "\n\n  Berit \t Berg ", True))
    window.names_action.trigger()
    names = window.seat_names()
    assert names[0] == "A" * MAX_NAME_LENGTH
    assert names[2] == "Berit Berg"
    assert names[1] == "Player 2"  # an empty line keeps the default
    # a save with a huge name with line breaks
    path = tmp_path / "long.json"
    saves.save(path, "supertrumf", {"variant": "blixtduell", "seats": 2}, 3, [],
               {"seats": [{"name": "Z" * 5000, "kind": "human"},
                          {"name": "Bo\nBot\u2028x", "kind": "computer"}]})
    assert window.files.open_path(path)
    assert window.session is not None
    quiet(window)
    assert window.session.name(0) == "Z" * MAX_NAME_LENGTH
    assert window.session.name(1) == "Bo Bot x"


# ------------------------------------------------------------------ saves can be read


def test_the_first_save_says_that_a_save_can_be_read(
    window: MainWindow, boxes: Boxes, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window.start(blixt())
    play_some(window, 3)
    target = tmp_path / "mine.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    boxes.answers = [QMessageBox.StandardButton.Ok]
    assert window.files.save_as()
    assert boxes.names() == ["readable_note"]
    note = boxes.shown[0]
    assert note.text == ("A saved game can be read by whoever opens the file, including "
                         "face-down cards.")
    assert note.plain
    assert target.exists()
    # said once: later saves go straight to the file dialog
    assert window.files.save_as()
    assert window.files.save()
    assert boxes.names() == ["readable_note"]
    # still once after a restart of the app (remembered in the settings)
    assert settings().value("saves/readable_noted") == "true"


def test_a_new_game_is_never_saved_over_the_file_of_the_previous_one(
    window: MainWindow, boxes: Boxes, tmp_path: Path
) -> None:
    """Open a file, start another game, press Save: a file dialog, not the old file."""
    window.start(blixt())
    play_some(window, 3)
    path = tmp_path / "first.json"
    assert window.files.save_to(path)
    original = path.read_bytes()
    window.start(blixt(seed=8))
    play_some(window, 2)
    assert window.files.save_path is None  # Save will ask where
    assert path.read_bytes() == original
