"""The computer levels and hints through the real window: the dialog offers the four levels
(Normal for new seats), a save keeps each seat's level, Game → Hint frames a legal choice in
every game, and the window stays responsive while the Hard player thinks.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import saves
from tests.ui.conftest import settings
from ui import catalog
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig, NewGameDialog
from ui.paths import data_dir
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.table.felt_table import FeltTable

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("supertrumf", {"variant": "blixtduell", "seats": 2}),
    ("supertrumf", {"variant": "klassisk", "seats": 2}),
    ("storma", {}),
    ("riftforce", {}),
    ("ordet", {"seats": 2}),
]


def test_the_dialog_offers_four_levels_and_new_seats_play_normal(window: MainWindow,
                                                                  qtbot: QtBot) -> None:
    dialog = NewGameDialog(settings(), window)
    qtbot.addWidget(dialog)
    for game in ("supertrumf", "storma", "riftforce"):
        dialog.select_game(game)
        _, _, kind, level = dialog.seat_rows[1]
        names = [level.itemData(i) for i in range(level.count())]
        assert names == ["beginner", "easy", "normal", "hard"]
        assert [level.itemText(i) for i in range(level.count())] == [
            "Beginner", "Easy", "Normal", "Hard"]
        assert kind.currentData() == COMPUTER
        assert level.currentData() == "normal"
    dialog.select_game("ordet")
    _, _, _, level = dialog.seat_rows[1]
    assert [level.itemText(i) for i in range(level.count())] == ["Easy", "Normal", "Hard"]
    assert [level.itemData(i) for i in range(level.count())] == ["easy", "normal", "hard"]
    assert level.currentData() == catalog.default_level("ordet") == "normal"
    # an old save's Ordet level is shown as the level it plays as
    assert catalog.canonical_level("ordet", "bot-hard") == "hard"
    assert catalog.canonical_level("ordet", "heuristic") == "normal"
    assert catalog.canonical_level("storma", "random") == "beginner"
    assert catalog.canonical_level("storma", "nonsense") == "nonsense"


def test_a_save_keeps_each_seats_level(window: MainWindow, qtbot: QtBot) -> None:
    cfg = GameConfig("supertrumf", {"variant": "klassisk", "seats": 4}, 7,
                     [SeatConfig("Anna", HUMAN), SeatConfig("B", COMPUTER, "beginner"),
                      SeatConfig("E", COMPUTER, "easy"), SeatConfig("H", COMPUTER, "hard")])
    session = window.start(cfg)
    assert session is not None
    session.paused = True
    session.cancel_thinking()
    path = data_dir() / "levels.json"
    saves.save(path, session.game_name, session.options, session.seed, session.actions,
               session.meta())
    window.confirm_abandon = lambda: True  # type: ignore[method-assign]
    assert window.files.open_path(path)
    reopened = window.session
    assert reopened is not None
    assert reopened is not session
    reopened.paused = True
    reopened.cancel_thinking()
    assert [s.level for s in reopened.seats] == ["", "beginner", "easy", "hard"]


@pytest.mark.parametrize("game,options", GAMES)
def test_hint_frames_a_legal_choice(window: MainWindow, qtbot: QtBot, game: str,
                                    options: dict[str, Any]) -> None:
    window.set_speed("off")
    cfg = GameConfig(game, options, 11, [SeatConfig("Anna", HUMAN),
                                         SeatConfig("CPU", COMPUTER, "normal")])
    session = window.start(cfg)
    assert session is not None
    assert window.table is not None
    session.computer_pace_ms = 0
    qtbot.waitUntil(lambda: session.human_to_act(), timeout=15000)
    table = window.table
    assert isinstance(table, FeltTable)
    got: list[Any] = []
    session.hintReady.connect(got.append)
    assert window.undo.hint_action.isEnabled()
    legal = session.legal_actions()
    window.undo.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(got), timeout=15000)
    hint = got[0]
    assert hint.action in legal  # a legal choice for Anna, from her own view
    assert table.hint_marks.isVisible()
    assert table.hint_marks.text.startswith("Hint: ")
    assert table.hint_marks.targets == [r.adjusted(-6, -6, 6, 6)
                                        for r in table.hint_targets(hint.action)]
    assert table.hint_marks.targets or game == "ordet"
    # the game's own reason, one sentence in its terms, beside (never on) what it frames
    text = table.hint_marks.text
    assert "best players would play" not in text, text
    assert not text.startswith("Hint: Wins"), text
    label = table.hint_marks.label_rect()
    assert not any(label.intersects(r) for r in table.hint_marks.targets), text
    assert session.hints_used
    # the next move takes the hint away
    session.submit(hint.action)
    assert not table.hint_marks.isVisible()


def test_a_move_cancels_a_running_hint(window: MainWindow, qtbot: QtBot) -> None:
    window.set_speed("off")
    cfg = GameConfig("riftforce", {"draft": "free"}, 5,
                     [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)])
    session = window.start(cfg)
    assert session is not None
    session.computer_pace_ms = 0
    qtbot.waitUntil(lambda: session.human_to_act(), timeout=15000)
    got: list[Any] = []
    session.hintReady.connect(got.append)
    window.undo.hint_action.trigger()
    session.submit(session.legal_actions()[0])  # Anna moves before the hint is ready
    QApplication.processEvents()
    time.sleep(0.3)
    QApplication.processEvents()
    assert got == []  # advice for a position that is gone is never shown


def test_the_hard_players_search_in_their_own_process_never_in_the_window(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two Hard computers play Riftforce (the longest searches): every search runs in the
    think process, none in the window's process, and the game goes on.

    Why this and no stopwatch: a search in this interpreter would hold its lock while the
    table paints (repaints then waited up to 480 ms); in a process of its own it cannot.  How
    long the event loop waits meanwhile is measured by ``tools/heartbeat_bench.py`` — a
    benchmark, since a shared CI machine's timings say little about the code."""
    from engine.search.ismcts import SearchAgent
    from ui import think_process

    here: list[str] = []
    real = SearchAgent.analyse

    def analyse_here(self: SearchAgent, *args: Any, **kwargs: Any) -> Any:
        here.append(threading.current_thread().name)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SearchAgent, "analyse", analyse_here)
    window.set_speed("off")
    cfg = GameConfig("riftforce", {"draft": "free"}, 3,
                     [SeatConfig("CPU", COMPUTER, "hard"), SeatConfig("CPU 2", COMPUTER, "hard")])
    session = window.start(cfg)
    assert session is not None
    session.computer_pace_ms = 0
    answered = think_process.answered()
    qtbot.waitUntil(lambda: len(session.actions) >= 12, timeout=120_000)
    session.paused = True
    session.cancel_thinking()
    assert think_process.mode() == "process"
    assert think_process.answered() > answered  # the process answered the searches
    assert here == []  # and not one search ran in this process, on any thread
