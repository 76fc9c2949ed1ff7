"""Replays from the main window: the end panel's "Watch this game again" and Game → "Watch a
replay…" — the replayed table is the live one, and the game, its autosave and its save file
are never touched.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from tests.ui.boxes import Boxes
from tests.ui.test_replay import assert_at, card_states, hand
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.paths import autosave_path
from ui.replay import ReplayWindow
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.table.felt_table import FeltTable


def replay_of(window: MainWindow) -> ReplayWindow:
    found = [w for w in window.findChildren(ReplayWindow) if w.isVisible()]
    assert len(found) == 1
    return found[0]


def play(window: MainWindow, moves: int, seed: int = 3) -> None:
    """``moves`` moves (or to the end) chosen by the heuristic player for whoever is to act,
    made through the running session as the table would."""
    session = window.session
    assert session is not None
    session.paused = True
    session.cancel_thinking()
    agent = games.agents(session.game_name)["heuristic"]()
    rng = Rng(seed)
    for _ in range(moves):
        if session.is_over():
            return
        seat = session.current_player()
        assert seat is not None
        assert session.pending_handover is None
        decision = Decision(session.game, session.game.clone(session.state), seat,
                            session.legal_actions())
        session.submit(agent.choose(decision, rng))


def log_lines(window: MainWindow) -> list[str]:
    return window.log_lines()


def test_a_finished_storma_game_replayed_to_move_10_shows_the_live_table(
        window: MainWindow, qtbot: QtBot) -> None:
    """The feature's done-when: after move 10 the replay's scene shows every card as the live
    table did (which card, where, face up or not), and the same log."""
    window.set_speed("off")
    window.start(GameConfig("storma", {}, 7, [SeatConfig("Anna", HUMAN),
                                              SeatConfig("Bot", COMPUTER, "heuristic")]))
    play(window, 10)
    live = window.table
    assert isinstance(live, FeltTable)
    live_cards = card_states(live)
    live_log = log_lines(window)
    assert any(not face_up for _k, _z, _c, face_up, _x, _y in live_cards)  # secrets on it
    play(window, 10_000)
    session = window.session
    assert session is not None
    assert session.is_over()
    actions = list(session.actions)
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=10000)
    assert window.end_panel is not None
    qtbot.mouseClick(window.end_panel.replay_button, Qt.MouseButton.LeftButton)
    replay = replay_of(window)
    qtbot.addWidget(replay)
    assert replay.session is not session
    assert replay.source.actions == actions
    assert replay.controls.viewer_box.currentText() == "Anna"
    for _ in range(10):
        qtbot.mouseClick(replay.controls.next_button, Qt.MouseButton.LeftButton)
    assert_at(replay, 10)
    table = replay.table
    assert isinstance(table, FeltTable)
    assert card_states(table) == live_cards
    assert replay.log_lines() == live_log
    # and at the end, the log the player read when the game finished
    qtbot.mouseClick(replay.controls.last_button, Qt.MouseButton.LeftButton)
    assert replay.log_lines() == log_lines(window)
    assert window.session is session
    assert session.actions == actions


def files(*paths: Path) -> list[tuple[bytes, int] | None]:
    return [(p.read_bytes(), p.stat().st_mtime_ns) if p.exists() else None for p in paths]


def test_a_replay_never_writes_the_autosave_or_the_save_file_nor_changes_the_game(
        window: MainWindow, qtbot: QtBot, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window.set_speed("off")
    window.start(GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 5,
                            [SeatConfig("Adam", HUMAN),
                             SeatConfig("Berit", COMPUTER, "heuristic")]))
    play(window, 8)
    session, table = window.session, window.table
    assert session is not None
    assert not session.is_over()
    saved = tmp_path / "game.json"
    window.files.save_to(saved)
    assert autosave_path().exists()
    before = files(autosave_path(), saved)
    actions, lines = list(session.actions), log_lines(window)
    asked: list[Any] = []

    def chosen(*args: Any, **kwargs: Any) -> tuple[str, str]:
        asked.append(args)
        return str(saved), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", chosen)
    window.replay_action.trigger()
    assert asked
    replay = replay_of(window)
    qtbot.addWidget(replay)
    assert replay.source.actions == actions
    assert [s.name for s in replay.source.seats] == ["Adam", "Berit"]
    bar = replay.controls
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.last_button, Qt.MouseButton.LeftButton)
    bar.slider.setValue(3)
    bar.viewer_box.setCurrentIndex(1)
    replay.timer.setInterval(5)
    qtbot.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not replay.timer.isActive(), timeout=10000)
    assert_at(replay, len(actions))  # an unfinished game plays to where it was saved
    assert not bar.reveal_box.isEnabled()
    assert hand(replay, 1)
    assert all(c.face_up for c in hand(replay, 1))
    replay.close()
    qtbot.waitUntil(lambda: window.findChildren(ReplayWindow) == [])  # closed is gone
    assert files(autosave_path(), saved) == before
    assert window.session is session
    assert window.table is table
    assert session.actions == actions
    assert log_lines(window) == lines
    assert session.viewer == 0  # the player's own view, whoever the replay was seen by


def test_watch_a_replay_refuses_a_bad_file_with_opens_message(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        boxes: Boxes) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("not json at all {", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    window.replay_action.trigger()
    assert boxes.names() == ["warning_box"]
    assert "cannot be opened" in boxes.shown[0].text
    assert window.findChildren(ReplayWindow) == []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    window.replay_action.trigger()  # cancelled: nothing at all
    assert len(boxes.shown) == 1
    assert window.findChildren(ReplayWindow) == []
