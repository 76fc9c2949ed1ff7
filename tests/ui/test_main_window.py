"""The main window around the table: new game, saving, resuming, language, computer threads."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from engine import saves
from engine.core import Decision, Rng
from tests.ui.boxes import Boxes
from tests.ui.first_paint import modules_at_first_paint
from ui import catalog
from ui.drivers import ComputerDriver
from ui.games import has_table
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig, NewGameDialog
from ui.paths import autosave_path, settings
from ui.rules_dialog import RulesDialog
from ui.session import COMPUTER, HUMAN, SeatConfig

ROOT = Path(__file__).resolve().parents[2]


def blixt(seats: list[SeatConfig] | None = None, seed: int = 5) -> GameConfig:
    seats = seats or [SeatConfig("Adam", HUMAN), SeatConfig("Berit", COMPUTER, "heuristic")]
    return GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, seed, seats)


def play_some(window: MainWindow, n: int, rng_seed: int = 1) -> None:
    """Submit ``n`` legal actions for whoever is to act (random choice), through the session."""
    session = window.session
    assert session is not None
    session.paused = True
    session.cancel_thinking()
    rng = Rng(rng_seed)
    for _ in range(n):
        if session.is_over():
            break
        if session.pending_handover is not None:
            session.accept_handover()
        seat = session.current_player()
        assert seat is not None
        legal = session.legal_actions()
        session.submit(rng.choice(legal))


def test_title_and_games_offered(window: MainWindow, qtbot: QtBot) -> None:
    assert window.windowTitle() == "Tabletop"
    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    keys = [dialog.game_box.itemData(i) for i in range(dialog.game_box.count())]
    assert keys == ["supertrumf", "storma", "riftforce", "ordet"]
    model = dialog.game_box.model()
    for i, key in enumerate(keys):
        enabled = bool(model.item(i).isEnabled())  # type: ignore[attr-defined]
        assert enabled == (has_table(key) and catalog.engine_available(key))
        if not enabled:
            assert "coming soon" in dialog.game_box.itemText(i)


def test_new_game_dialog_remembers_last_choices(window: MainWindow, qtbot: QtBot) -> None:
    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    dialog.set_config(GameConfig("supertrumf", {"variant": "klassisk"}, None, [
        SeatConfig("Kim", HUMAN), SeatConfig("Berit", HUMAN), SeatConfig("Bot", COMPUTER,
                                                                          "hard")]))
    dialog._accept()
    again = NewGameDialog(settings(), window)
    qtbot.addWidget(again)
    cfg = again.config()
    assert cfg.options == {"variant": "klassisk", "seats": 3}
    # a person's (unused) level box shows the default, Normal
    assert [(s.name, s.kind, s.level) for s in cfg.seats] == [
        ("Kim", HUMAN, "normal"), ("Berit", HUMAN, "normal"), ("Bot", COMPUTER, "hard")]
    # a level remembered under its old name shows as the level it plays as
    again.set_config(GameConfig("supertrumf", {"variant": "klassisk"}, None, [
        SeatConfig("Kim", HUMAN), SeatConfig("Bot", COMPUTER, "random"),
        SeatConfig("Bot 2", COMPUTER, "heuristic")]))
    assert [s.level for s in again.config().seats[1:]] == ["beginner", "normal"]


def test_new_game_dialog_rejects_bad_seed(window: MainWindow, qtbot: QtBot) -> None:
    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText("abc")
    dialog._accept()
    assert dialog.result() == 0
    assert "whole number" in dialog.error.text()


def test_blixtduell_variant_allows_exactly_two_seats(window: MainWindow, qtbot: QtBot) -> None:
    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    dialog.set_config(blixt())
    assert (dialog.seat_count.minimum(), dialog.seat_count.maximum()) == (2, 2)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("klassisk"))
    assert (dialog.seat_count.minimum(), dialog.seat_count.maximum()) == (2, 4)


def test_save_then_open_restores_the_same_position(window: MainWindow, tmp_path: Path) -> None:
    window.start(blixt())
    play_some(window, 9)
    session = window.session
    assert session is not None
    before_actions = list(session.actions)
    before_state = session.game.clone(session.state)
    path = tmp_path / "game.json"
    assert window.files.save_to(path)
    window.start(blixt(seed=99))
    assert window.session is not session
    assert window.files.open_path(path, quiet=True)
    assert window.session is not None
    assert window.session.actions == before_actions
    assert window.session.state == before_state
    assert [s.name for s in window.session.seats] == ["Adam", "Berit"]


@pytest.mark.parametrize("content", [
    "not json at all {",
    json.dumps({"some": "other json"}),
    json.dumps({"format": "tabletop-save", "version": 99, "game": "supertrumf"}),
    json.dumps({"format": "tabletop-save", "version": 1, "game": "chess", "options": {},
                "seed": 1, "actions": []}),
    json.dumps({"format": "tabletop-save", "version": 1, "game": "supertrumf",
                "options": {"variant": "blixtduell", "seats": 2}, "seed": 1,
                "actions": [{"type": "Play", "cards": ["XX"]}]}),
])
def test_bad_file_shows_a_message_and_changes_nothing(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str
) -> None:
    window.start(blixt())
    play_some(window, 3)
    session = window.session
    assert session is not None
    actions = list(session.actions)
    boxes = Boxes(monkeypatch)
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    original = path.read_bytes()
    assert not window.files.open_path(path)
    assert window.session is session
    assert session.actions == actions
    assert boxes.names() == ["warning_box"]
    assert "cannot be opened" in boxes.shown[0].text
    assert boxes.shown[0].plain  # the reason may quote the file: never read as markup
    assert path.read_bytes() == original


def test_autosave_after_every_action_and_resume_after_a_kill(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.start(blixt())
    play_some(window, 7)
    session = window.session
    assert session is not None
    on_disk = saves.load(autosave_path())
    assert on_disk.actions == session.actions  # written after the last action already
    expected = list(session.actions)
    # "kill": the window is never closed properly; a new one starts from the same home
    window.files.autosave_enabled = False
    second = MainWindow(Translations(), settings())
    qtbot.addWidget(second)
    assert second.files.offer_resume()
    box = second.files.resume_box
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: second.session is not None)
    assert second.session is not None
    assert second.session.actions == expected
    assert second.session.state == session.state
    second.session.cancel_thinking()
    second.session.paused = True


def test_no_resume_offer_without_an_unfinished_game(window: MainWindow) -> None:
    assert not autosave_path().exists()
    assert not window.files.offer_resume()


class SlowAgent:
    """Keeps "thinking" until the test lets it answer (or 10 s pass)."""

    name = "slow"

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.started = threading.Event()
        self.release = threading.Event()

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        self.thread = threading.current_thread()
        self.started.set()
        self.release.wait(10)
        return decision.legal[0]


def test_slow_computer_player_does_not_block_the_event_loop(
    window: MainWindow, qtbot: QtBot
) -> None:
    agent = SlowAgent()
    cfg = GameConfig("supertrumf", {"variant": "klassisk", "seats": 2}, 11,
                     [SeatConfig("Bot", COMPUTER, "heuristic"), SeatConfig("Bot 2", COMPUTER)])
    window.files.autosave_enabled = False
    window.start(cfg)
    session = window.session
    assert session is not None
    session.cancel_thinking()
    session.agent_factory = lambda level: agent  # type: ignore[assignment,return-value]
    for driver in session.drivers:  # made again with the factory above
        if isinstance(driver, ComputerDriver):
            driver.forget_agent()
    session.computer_pace_ms = 0
    start_actions = len(session.actions)
    session.ask_seat_to_act()
    assert agent.started.wait(5)
    # the computer is thinking; the GUI must still handle timers, clicks and menus
    fired: list[bool] = []
    QTimer.singleShot(30, lambda: fired.append(True))
    qtbot.waitUntil(lambda: bool(fired), timeout=3000)
    assert "thinking" in window.status_label.text()
    window.log_action.trigger()  # a menu action works while the computer thinks
    window.log_action.trigger()
    assert len(session.actions) == start_actions  # still thinking
    assert agent.thread is not None
    assert agent.thread is not threading.main_thread()
    agent.release.set()
    qtbot.waitUntil(lambda: len(session.actions) > start_actions, timeout=5000)
    assert "thinking" not in window.status_label.text() or session.thinking_seat is not None
    session.paused = True
    session.cancel_thinking()


def test_language_switch_updates_visible_texts_at_run_time(window: MainWindow) -> None:
    assert window.game_menu.title() == "&Game"
    window.set_language("sv")
    assert window.game_menu.title() == "&Spel"
    assert window.welcome.button.text() != "New game…"
    window.set_language("de")
    assert window.game_menu.title() == "&Spiel"
    window.set_language("nb")
    assert window.game_menu.title() == "&Spill"
    window.set_language("en")
    assert window.game_menu.title() == "&Game"


def test_language_switch_translates_the_running_table(window: MainWindow) -> None:
    window.start(blixt())
    assert window.table is not None
    english = window.status_label.text()
    window.set_language("sv")
    assert window.status_label.text() != english
    window.set_language("en")
    assert window.status_label.text() == english


def test_whole_computer_game_ends_with_the_end_screen(window: MainWindow, qtbot: QtBot) -> None:
    cfg = GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 4,
                     [SeatConfig("A", COMPUTER, "heuristic"), SeatConfig("B", COMPUTER, "random")])
    window.set_speed("off")
    window.start(cfg)
    assert window.session is not None
    window.session.computer_pace_ms = 0
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=20000)
    assert window.session.is_over()
    assert not autosave_path().exists()  # a finished game is not offered for resuming
    dialog = window.end_panel
    assert dialog is not None
    old = window.session
    dialog.again_button.click()
    qtbot.waitUntil(lambda: window.session is not old)
    assert window.session.game_name == "supertrumf"
    assert window.session.options == old.options
    window.session.cancel_thinking()
    window.session.paused = True


def test_rules_dialog_shows_the_rules_in_the_ui_language(window: MainWindow, qtbot: QtBot) -> None:
    window.start(blixt())
    window.set_language("sv")
    window.help.show_rules()
    dialog = window.findChild(RulesDialog, "rules_dialog")
    assert dialog is not None
    assert dialog.isVisible()
    text = dialog.browser.toPlainText()
    assert "Blixtduell" in text
    assert "egenskap" in text.lower()
    dialog.close()
    window.set_language("en")


def test_screenshot_command_line(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "TABLETOP_HOME": str(tmp_path / "home"),
           "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [sys.executable, "main.py", "--game", "supertrumf", "--variant", "blixtduell",
         "--seats", "computer,computer", "--seed", "3", "--autoplay", "6", "--lang", "sv",
         "--size", "1280x800", "--screenshot", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)


def test_dialog_offers_each_games_options(window: MainWindow, qtbot: QtBot) -> None:
    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    dialog.select_game("riftforce")
    assert dialog.options_widget is not None
    assert not dialog.options_group.isHidden()
    assert dialog.config().options == {"draft": "draft", "seats": 2}
    free = dialog.options_widget.draft  # type: ignore[attr-defined]
    free.setCurrentIndex(free.findData("free"))
    assert dialog.config().options["draft"] == "free"
    dialog.select_game("supertrumf")
    assert dialog.options_widget is None
    assert dialog.options_group.isHidden()


def test_ordet_options_follow_the_seats(window: MainWindow, qtbot: QtBot) -> None:
    from engine.games import get_game

    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    dialog.select_game("ordet")
    for n in (2, 3, 5):
        dialog.seat_count.setValue(n)
        cfg = dialog.config()
        assert cfg.options["seats"] == n == len(cfg.seats)
        normalized = get_game("ordet").normalize_options(cfg.options)  # the engine accepts it
        assert normalized["seats"] == n


def test_a_move_made_while_the_computer_thinks_does_not_stall_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    agent = SlowAgent()
    cfg = GameConfig("supertrumf", {"variant": "klassisk", "seats": 2}, 11,
                     [SeatConfig("Bot", COMPUTER), SeatConfig("Bot 2", COMPUTER)])
    window.files.autosave_enabled = False
    window.start(cfg)
    session = window.session
    assert session is not None
    session.cancel_thinking()
    session.agent_factory = lambda level: agent  # type: ignore[assignment,return-value]
    for driver in session.drivers:  # made again with the factory above
        if isinstance(driver, ComputerDriver):
            driver.forget_agent()
    session.computer_pace_ms = 0
    session.ask_seat_to_act()
    assert agent.started.wait(5)
    # someone (a test, a table driving real-time play) submits for the thinking seat
    session.submit(session.legal_actions()[0])
    agent.release.set()  # the stale answer arrives and must be dropped
    n = len(session.actions)
    qtbot.waitUntil(lambda: len(session.actions) > n, timeout=5000)  # the computer moved again


def test_storma_human_picks_the_house_first_even_from_seat_2(
    window: MainWindow, qtbot: QtBot
) -> None:
    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    dialog.set_config(GameConfig("storma", {}, 5, [SeatConfig("Bot", COMPUTER),
                                                    SeatConfig("Kim", HUMAN)]))
    cfg = dialog.config()
    assert cfg.options.get("first_house") == 1
    window.start(cfg)
    assert window.session is not None
    assert window.session.current_player() == 1  # Kim chooses first
    dialog.set_config(GameConfig("storma", {}, 5, [SeatConfig("A", HUMAN),
                                                    SeatConfig("B", HUMAN)]))
    assert "first_house" not in dialog.config().options  # hot-seat: the first player


def test_a_really_killed_app_resumes_from_its_autosave(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Start the real app in its own process, kill it with SIGKILL mid-game, resume here."""
    import signal

    home = tmp_path / "killed"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    env = {"QT_QPA_PLATFORM": "offscreen", "TABLETOP_HOME": str(home), "PATH": "/usr/bin:/bin"}
    proc = subprocess.Popen(
        [sys.executable, "main.py", "--game", "supertrumf", "--variant", "klassisk",
         "--seats", "computer,computer,computer", "--seed", "8"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    save = home / "data" / "autosave.json"
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if save.exists():
                try:
                    if len(saves.load(save).actions) >= 4:
                        break
                except saves.SaveError:
                    pass  # never half a file: the write is atomic, but it may not exist yet
            time.sleep(0.1)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=10)
    on_disk = saves.load(save)  # the file survived the kill intact
    assert len(on_disk.actions) >= 4
    window = MainWindow(Translations(), settings())
    qtbot.addWidget(window)
    window.files.autosave_enabled = False
    assert window.files.offer_resume()
    assert window.files.resume_box is not None
    window.files.resume_box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.session is not None
    window.session.paused = True
    assert window.session.actions[: len(on_disk.actions)] == on_disk.actions
    assert [s.kind for s in window.session.seats] == ["computer"] * 3


def test_whole_blixtduell_game_in_the_main_window_to_the_end_screen(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Issue 5: a human plays a whole Blixtduell against the computer through the table
    (drags, clicks, keys) in the real main window, until the end screen offers the next game."""
    from tests.ui.test_supertrumf_table import play_through_ui, wait_for_human

    window.set_speed("off")
    session = window.start(blixt(seed=9))
    session.computer_pace_ms = 0
    table = window.table
    assert table is not None
    table.last_message = ""  # type: ignore[attr-defined]
    table.message.connect(lambda text: setattr(table, "last_message", text))
    step = 0
    while not session.is_over():
        wait_for_human(qtbot, session)
        if session.is_over():
            break
        play_through_ui(qtbot, table, step)  # type: ignore[arg-type]
        step += 1
        assert step < 400
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible())
    dialog = window.end_panel
    assert dialog is not None
    result = session.game.result(session.state)
    assert session.name(result.winners[0]) in dialog.findChild(QLabel, "end_result").text()
    assert len(window.log_lines()) > step  # the log followed the whole game
    dialog.again_button.click()
    qtbot.waitUntil(lambda: window.session is not session)
    assert window.session is not None
    assert not window.session.is_over()
    assert window.session.seats == session.seats


def test_a_bad_save_is_explained_in_the_ui_language(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boxes = Boxes(monkeypatch)
    path = tmp_path / "foreign.json"
    path.write_text(json.dumps({"hello": "world"}), encoding="utf-8")
    window.set_language("sv")
    assert not window.files.open_path(path)
    window.set_language("en")
    shown = [b.text for b in boxes.shown]
    assert shown
    assert shown[0].startswith("Filen kan inte öppnas.")
    assert "The file is not a Tabletop save." not in shown[0]  # the reason is Swedish too


def test_schema_errors_and_special_files_are_explained_in_the_ui_language(
    window: MainWindow, tmp_path: Path, boxes: Boxes
) -> None:
    """The schema's messages (a float where a pile number belongs, a pipe, a damaged player
    list) go through ``translate_reason`` like every engine reason; a pipe never blocks."""

    base = {"format": "tabletop-save", "version": 1, "game": "ordet",
            "options": {"seats": 2, "card_set": "everyday"}, "seed": 1}
    move = tmp_path / "move.json"
    move.write_text(json.dumps({**base, "actions": [{"type": "Draw", "pile": 1.0, "slot": 0}]}),
                    encoding="utf-8")
    players = tmp_path / "players.json"
    players.write_text(json.dumps({**base, "actions": [], "meta": {"seats": 5}}),
                       encoding="utf-8")
    paths = [move, players]
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        paths.append(tmp_path / "pipe.json")
    window.set_language("sv")
    for path in paths:
        assert not window.files.open_path(path)
    window.set_language("en")
    shown = [box.text for box in boxes.shown]
    assert [box.plain for box in boxes.shown] == [True] * len(paths)
    assert shown[0].endswith("Drag 1 i sparfilen är skadat.")
    assert shown[1].endswith("Sparfilens spelarlista är skadad.")
    if len(paths) == 3:
        assert "är ingen vanlig fil" in shown[2]
    assert window.last_error == shown[-1].split("\n\n", 1)[1]


def test_an_illegal_move_in_a_save_is_explained_entirely_in_the_ui_language(
    window: MainWindow, tmp_path: Path, boxes: Boxes
) -> None:
    """"Move 3 … not legal: <engine reason>": the engine's reason is translated too."""
    riftforce = json.loads(saves.dumps("riftforce", {}, 5, []))
    riftforce["actions"] = [{"type": "StopActivating"}]  # the draft is not over
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(riftforce), encoding="utf-8")
    window.set_language("de")
    assert not window.files.open_path(path)
    window.set_language("en")
    text = boxes.shown[-1].text
    assert text.endswith("Zug 1 im Spielstand ist in dieser Stellung nicht erlaubt: "
                         "Die Gildenwahl ist noch nicht beendet: Wähle zuerst eine Gilde."), text


def test_the_menus_and_the_log_are_made_right_after_the_first_paint(qtbot: QtBot) -> None:
    """The first paint shows the welcome page and the menu bar's titles; the controllers,
    the menus' entries and the log dock follow at once, without anybody asking for them."""
    window = MainWindow(Translations(), settings())
    qtbot.addWidget(window)
    assert "files" not in window.__dict__
    assert window.game_menu.title() == "&Game"
    assert window.game_menu.actions() == []
    window.show()
    qtbot.waitUntil(lambda: "files" in window.__dict__)
    assert [a.objectName() for a in window.game_menu.actions()][:2] == ["new", "restart"]
    assert window.log_dock.isHidden()  # the welcome page needs the room


def test_the_first_paint_comes_before_the_controllers_are_imported() -> None:
    """Start the real app offscreen: at its first paint none of the window's controllers (nor
    the log) has been imported; they are made right after it."""
    loaded = modules_at_first_paint(("ui.",))
    later = {"ui.game_files", "ui.game_end", "ui.game_undo", "ui.game_logging", "ui.game_log",
             "ui.help_menu"}
    assert sorted(later & set(loaded)) == []
