"""One Tabletop per data folder, and an app that starts without one.

Real app processes (``main.py``, offscreen) on one data folder: a second start defers to the
first and writes nothing; a killed first copy locks nobody out; one that does not answer is
reported.  And a data folder that cannot be created: the app starts, says so once and plays.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine import games, saves
from engine.core import Decision, Rng
from tests.ui.boxes import Boxes
from ui import app, paths, statistics
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.single_instance import LOCK_NAME, SingleInstance

ROOT = Path(__file__).resolve().parents[2]
#: generous: only a hang takes this long (a loaded CI machine starts Qt in a few seconds)
PATIENCE_S = 90


def env_for(home: Path) -> dict[str, str]:
    return dict(os.environ, TABLETOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")


def start_app(home: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=env_for(home),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def holder(home: Path) -> int:
    """The process id in the data folder's lock file (0: none)."""
    lock = home / "data" / LOCK_NAME
    try:
        first = lock.read_text(encoding="utf-8").split("\n", 1)[0]
    except OSError:
        return 0
    return int(first) if first.isdigit() else 0


def wait_for(condition: object, what: str) -> None:
    import time

    deadline = time.monotonic() + PATIENCE_S
    while time.monotonic() < deadline:
        if callable(condition) and condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"not within {PATIENCE_S} s: {what}")


@pytest.fixture
def running() -> Iterator[list[subprocess.Popen[str]]]:
    """App processes started by a test, ended (and let go if stopped) afterwards."""
    procs: list[subprocess.Popen[str]] = []
    yield procs
    for proc in procs:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGCONT)
            proc.kill()
        proc.wait(PATIENCE_S)
        if proc.stdout is not None:
            proc.stdout.close()


def unfinished_save(path: Path) -> None:
    game = games.get_game("storma")
    state = game.new_game({}, 5)
    agent = games.agents("storma")["heuristic"]()
    rng = Rng(1)
    actions = []
    for _ in range(12):
        seat = game.current_player(state)
        assert seat is not None
        action = agent.choose(Decision(game, state, seat, game.legal_actions(state)), rng)
        game.apply(state, action)
        actions.append(action)
    saves.save(path, "storma", {}, 5, actions,
               {"seats": [{"name": "Anna", "kind": "human", "level": ""},
                          {"name": "CPU", "kind": "computer", "level": "heuristic"}]})


def test_a_second_start_defers_to_the_first_and_loses_nothing(
        tmp_path: Path, running: list[subprocess.Popen[str]]) -> None:
    """Without the lock the second copy played a whole computer game on the same folder:
    it wrote over the autosave at every move and deleted it at the end."""
    data = tmp_path / "data"
    data.mkdir()
    autosave = data / "autosave.json"
    unfinished_save(autosave)
    book = statistics.Book()
    book.record("storma", [statistics.Entry("computer:normal", statistics.WON, 2.0)], "x")
    statistics.write(data / "statistics.json", book)
    before = {p.name: p.read_bytes() for p in data.iterdir()}
    first = start_app(tmp_path)
    running.append(first)
    wait_for(lambda: holder(tmp_path) == first.pid, "the first copy holds the folder")
    second = start_app(tmp_path, "--game", "storma", "--seats", "computer,computer")
    running.append(second)
    out, _ = second.communicate(timeout=PATIENCE_S)
    assert second.returncode == 0, out
    assert "already running: its window was brought forward" in out
    assert first.poll() is None  # the first copy plays on
    after = {p.name: p.read_bytes() for p in data.iterdir() if p.name != LOCK_NAME}
    assert after == before  # the autosave and the statistics as they were, nothing new


def test_a_killed_first_copy_locks_nobody_out(
        tmp_path: Path, running: list[subprocess.Popen[str]]) -> None:
    first = start_app(tmp_path)
    running.append(first)
    wait_for(lambda: holder(tmp_path) == first.pid, "the first copy holds the folder")
    first.kill()
    first.wait(PATIENCE_S)
    second = start_app(tmp_path)
    running.append(second)
    wait_for(lambda: holder(tmp_path) == second.pid, "a new copy takes the folder over")
    assert second.poll() is None


def test_a_first_copy_that_does_not_answer_is_reported_and_left_alone(
        tmp_path: Path, running: list[subprocess.Popen[str]], boxes: Boxes,
        monkeypatch: pytest.MonkeyPatch, qapp: object) -> None:
    first = start_app(tmp_path)
    running.append(first)
    wait_for(lambda: holder(tmp_path) == first.pid, "the first copy holds the folder")
    os.kill(first.pid, signal.SIGSTOP)  # hung: holds the folder, answers nobody
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    instance, code = app.claim_data_folder([])
    assert instance is None
    assert code == 1
    assert boxes.names() == ["already_running_box"]
    assert f"already running (process {first.pid})" in boxes.shown[0].text
    assert boxes.shown[0].plain
    assert holder(tmp_path) == first.pid  # its lock stays


#: the first copy's side of the conversation, in a process of its own (a socket that waits
#: holds the interpreter: both sides in one process would wait for each other)
FIRST_COPY = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from ui.single_instance import SingleInstance
app = QCoreApplication([])
first = SingleInstance(Path(sys.argv[1]))
assert first.acquire()
def requested(args):
    print("requested", args, flush=True)
    QTimer.singleShot(200, app.quit)
first.requested.connect(requested)
print("listening", flush=True)
app.exec()
first.release()
"""


def test_a_second_start_hands_its_command_line_to_the_first(
        tmp_path: Path, running: list[subprocess.Popen[str]], qapp: object) -> None:
    first = subprocess.Popen([sys.executable, "-c", FIRST_COPY, str(tmp_path)], cwd=ROOT,
                             env=env_for(tmp_path), stdout=subprocess.PIPE, text=True)
    running.append(first)
    assert first.stdout is not None
    assert first.stdout.readline().strip() == "listening"
    second = SingleInstance(tmp_path)
    assert not second.acquire()
    assert second.holder() == first.pid
    assert second.ask_first(["--open", "game.json"]) == "raised"
    out, _ = first.communicate(timeout=PATIENCE_S)
    assert "requested ['--open', 'game.json']" in out
    assert first.returncode == 0
    assert second.acquire()
    assert second.lock.isLocked()
    second.release()


def test_coming_forward_shows_the_window_and_opens_the_file_asked_for(
        window: MainWindow, qtbot: QtBot, tmp_path: Path, boxes: Boxes) -> None:
    game = tmp_path / "game.json"
    unfinished_save(game)
    window.showMinimized()
    app.come_forward(window, ["--open", str(game)])
    assert not window.isMinimized()
    assert window.session is not None
    assert window.session.game_name == "storma"
    assert len(window.session.actions) == 12
    assert boxes.shown == []


def test_the_message_of_a_second_start_is_checked() -> None:
    from ui.single_instance import parse_message

    assert parse_message(b'{"app": "tabletop", "args": ["--open", "x.json"]}') == [
        "--open", "x.json"]
    for bad in (b"", b"\xff\xfe", b"[]", b'{"app": "other", "args": []}',
                b'{"app": "tabletop", "args": [1]}', b'{"app": "tabletop"}', b"{" * 5000):
        assert parse_message(bad) is None


# ------------------------------------------------------------------ no data folder
def impossible_home(tmp_path: Path) -> Path:
    """A home whose data folder cannot be created, even by root: a file stands in its way."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file", encoding="utf-8")
    return blocker / "home"


def test_the_app_starts_when_its_data_folder_cannot_be_created(tmp_path: Path) -> None:
    """It crashed with a traceback (exit 1) cleaning temporary files of a folder that could
    not be made."""
    home = impossible_home(tmp_path)
    shot = tmp_path / "shot.png"
    out = subprocess.run(
        [sys.executable, "main.py", "--game", "storma", "--seats", "human,computer",
         "--screenshot", str(shot), "--print-texts"],
        cwd=ROOT, env=env_for(home), capture_output=True, text=True, timeout=PATIENCE_S)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    assert shot.exists()
    assert "files: Not a directory" in out.stdout


def test_without_a_data_folder_it_says_so_once_and_plays_a_whole_game(
        window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        boxes: Boxes) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(impossible_home(tmp_path)))
    problem = paths.data_problem()
    assert problem == "Not a directory"
    window.files_unavailable(problem)
    qtbot.waitUntil(lambda: window.files.notice_box is not None, timeout=PATIENCE_S * 1000)
    notice = window.files.notice_box
    assert isinstance(notice, QMessageBox)
    assert notice.objectName() == "files_unavailable_box"
    assert "games will not be saved automatically" in notice.text()
    assert "Not a directory" in notice.text()
    notice.accept()
    window.set_speed("off")
    window.start(GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 3,
                            [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER, "random")]))
    session = window.session
    assert session is not None
    session.paused = True
    agent = games.agents("supertrumf")["random"]()
    rng = Rng(2)
    while not session.is_over():
        seat = session.current_player()
        assert seat is not None
        session.submit(agent.choose(Decision(session.game, session.game.clone(session.state),
                                             seat, session.legal_actions()), rng))
    qtbot.waitUntil(lambda: window.end_panel is not None, timeout=PATIENCE_S * 1000)
    assert window.message_label.text() == ""  # no "Autosave failed", no statistics error
    assert boxes.shown == []
    assert not paths.autosave_path().exists()


# ------------------------------------------------------------------ two writers anyway
def play_moves(window: MainWindow, moves: int, seed: int = 1) -> None:
    session = window.session
    assert session is not None
    session.paused = True
    agent = games.agents(session.game_name)["random"]()
    rng = Rng(seed)
    for _ in range(moves):
        if session.is_over():
            return
        seat = session.current_player()
        assert seat is not None
        session.submit(agent.choose(Decision(session.game, session.game.clone(session.state),
                                             seat, session.legal_actions()), rng))


def test_an_autosave_written_by_another_copy_is_kept_not_overwritten(
        window: MainWindow, tmp_path: Path) -> None:
    """Should two copies ever run on one folder (a file system without working locks), the
    other copy's autosave survives this one's next write."""
    assert window.files.check_autosave() is None  # the window has looked: no autosave
    window.start(GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 3,
                            [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER, "random")]))
    play_moves(window, 2)
    ours = paths.autosave_path().read_bytes()
    unfinished_save(paths.autosave_path())  # the other copy writes its game
    theirs = paths.autosave_path().read_bytes()
    play_moves(window, 1)
    kept = sorted(paths.data_dir().glob("autosave-*.json"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == theirs
    assert paths.autosave_path().read_bytes() not in (ours, theirs)  # ours, one move on
    assert "Another copy of Tabletop had saved its game here" in window.message_label.text()
    play_moves(window, 1)  # ours from now on: overwritten as usual
    assert len(list(paths.data_dir().glob("autosave-*.json"))) == 1


def test_the_end_of_a_game_removes_only_its_own_autosave(window: MainWindow) -> None:
    window.files.check_autosave()
    window.start(GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 3,
                            [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER, "random")]))
    play_moves(window, 2)
    assert paths.autosave_path().exists()
    session = window.session
    assert session is not None
    window.files.autosave_enabled = False  # from here on the other copy writes
    unfinished_save(paths.autosave_path())
    theirs = paths.autosave_path().read_bytes()
    play_moves(window, 500)
    assert session.is_over()
    assert paths.autosave_path().read_bytes() == theirs  # left alone


def test_the_end_of_a_game_removes_its_autosave(window: MainWindow) -> None:
    window.files.check_autosave()
    window.start(GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 3,
                            [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER, "random")]))
    play_moves(window, 500)
    assert window.session is not None
    assert window.session.is_over()
    assert not paths.autosave_path().exists()


SETTINGS_WRITER = """
import sys
from ui import paths
settings = paths.settings()
for i in range(int(sys.argv[2])):
    settings.setValue(f"{sys.argv[1]}/key{i}", i)
    settings.sync()
print(settings.status())
"""


def test_two_processes_writing_the_settings_lose_no_key(tmp_path: Path) -> None:
    """The settings are Qt's INI file: Qt writes it under a lock file of its own and merges
    what another process changed meanwhile, so two copies never lose each other's keys."""
    count = 150
    procs = [subprocess.Popen([sys.executable, "-c", SETTINGS_WRITER, name, str(count)],
                              cwd=ROOT, env=env_for(tmp_path), stdout=subprocess.PIPE,
                              text=True) for name in ("first", "second")]
    for proc in procs:
        out, _ = proc.communicate(timeout=PATIENCE_S)
        assert proc.returncode == 0
        assert "NoError" in out
    import configparser

    ini = configparser.ConfigParser()
    ini.read(tmp_path / "settings.ini", encoding="utf-8")
    for name in ("first", "second"):
        assert sorted(ini[name]) == sorted(f"key{i}" for i in range(count))
