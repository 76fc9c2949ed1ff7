"""An Undo that never lies: the menu entry, Ctrl+Z and the table's ↶ are enabled exactly when
an undo would take something back, say why not when they are greyed, and a person who asks
anyway is told why — with, once per game, the offer to turn the game into practice.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine import saves
from engine.supertrumf.rules import NameProperty, Play
from engine.undo import fingerprint
from tests.ui.boxes import Boxes
from ui import paths, statistics
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.paths import autosave_path
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table.felt_table import FeltTable

#: every game, each once against the computer and once hot-seat (and a few in practice)
GAMES: list[tuple[str, dict[str, Any]]] = [
    ("supertrumf", {"variant": "klassisk", "seats": 2}),
    ("supertrumf", {"variant": "blixtduell", "seats": 2}),
    ("storma", {"seats": 2}),
    ("riftforce", {"seats": 2, "draft": "free"}),
    ("ordet", {"seats": 2, "rounds": 1}),
]


def press_undo(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def undo_would_act(s: Session) -> bool:
    """A dry run of ``Session.undo`` on a twin of ``s`` (same game, seats, person at the
    screen, hand-over and practice): does it take anything back?"""
    twin = Session(s.game_name, s.options, s.seed, s.seats, s.actions)
    twin.paused = True
    twin.practice = s.practice
    twin.viewer, twin.pending_handover = s.viewer, s.pending_handover
    n = len(twin.actions)
    try:
        return twin.undo() and len(twin.actions) < n
    finally:
        twin.deleteLater()


def check_undo_controls(window: MainWindow, seen: set[str]) -> None:
    s, table = window.session, window.table
    assert s is not None
    assert isinstance(table, FeltTable)
    can = undo_would_act(s)
    assert window.undo.undo_action.isEnabled() == can
    assert table.undo_button.isEnabled() == can
    assert table.undo_button.isVisibleTo(table) == bool(s.human_seats)
    assert window.undo.undo_asked.isEnabled() == (not can)  # Ctrl+Z reaches the one or the other
    if not can:
        why = s.undo_refusal()
        assert why
        assert window.undo.undo_action.toolTip() == why == table.undo_button.toolTip()
        assert window.undo.undo_action.statusTip() == why
    seen.add("can" if can else "cannot")
    if s.is_over():
        seen.add("over")
    elif s.pending_handover is not None:
        seen.add("handover")
    elif s.thinking_seat is not None:
        seen.add("thinking")


def play_and_check(window: MainWindow, qtbot: QtBot, game: str, options: dict[str, Any],
                   seats: list[SeatConfig], practice: bool, seed: int, steps: int,
                   seen: set[str]) -> int:
    """Seeded random play through the window (moves, Ctrl+Z, the hand-over screen, the
    computer thinking and moving), the undo controls checked at every position."""
    rng = random.Random(seed)
    s = window.start(GameConfig(game, options, seed, seats, practice=practice))
    assert s is not None
    s.computer_pace_ms = 0
    table = window.table
    assert isinstance(table, FeltTable)
    checked = 0
    for _ in range(steps):
        check_undo_controls(window, seen)
        checked += 1
        if s.is_over():
            break
        if s.pending_handover is not None:
            qtbot.keyClick(table.overlay, Qt.Key.Key_Return)  # the hand-over screen
        elif s.human_to_act():
            if window.undo.undo_action.isEnabled() and rng.random() < 0.3:
                n = len(s.actions)
                press_undo(window, qtbot)
                assert len(s.actions) < n
                seen.add("undone")
            else:
                s.submit(rng.choice(s.legal_actions()))
        elif s.thinking_seat is not None:  # a computer thinks (checked above): its move
            qtbot.waitUntil(lambda: s.thinking_seat is None, timeout=15000)
        else:
            # a computer step the table plays in its own time (Ordet's duels, in real
            # seconds): the test makes it at once
            s.submit(rng.choice(s.legal_actions()))
    return checked


def test_undo_is_enabled_exactly_when_it_would_act_in_random_positions_of_every_game(
        window: MainWindow, qtbot: QtBot) -> None:
    window.set_speed("off")
    seen: set[str] = set()
    positions = 0
    for i, (game, options) in enumerate(GAMES):
        level = "random"
        vs_computer = [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER, level)]
        hot_seat = [SeatConfig("Anna", HUMAN), SeatConfig("Berit", HUMAN)]
        positions += play_and_check(window, qtbot, game, options, vs_computer, False, 10 + i,
                                    40, seen)
        positions += play_and_check(window, qtbot, game, options, hot_seat, False, 20 + i,
                                    45, seen)
        if i % 2 == 0:
            positions += play_and_check(window, qtbot, game, options, vs_computer, True,
                                        30 + i, 35, seen)
    # Supertrumf Blixtduell to the end: a finished game too
    positions += play_and_check(window, qtbot, *GAMES[1], [SeatConfig("Anna", HUMAN),
                                SeatConfig("CPU", COMPUTER, "random")], False, 41, 400, seen)
    assert positions >= 400
    assert {"can", "cannot", "over", "handover", "thinking", "undone"} <= seen, seen


def supertrumf_vs_computer(window: MainWindow, seed: int = 5) -> Session:
    window.set_speed("off")
    s = window.start(GameConfig("supertrumf", {"variant": "klassisk", "seats": 2}, seed,
                                [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)]))
    assert s is not None
    assert not s.practice
    s.computer_pace_ms = 0
    return s


def annas_move(window: MainWindow, qtbot: QtBot, s: Session) -> tuple[int, object]:
    """Anna's next Supertrumf decision made on the table; the position before it."""
    qtbot.waitUntil(lambda: s.human_to_act(), timeout=10000)
    before = (len(s.actions), fingerprint(s.state))
    move = next(a for a in s.legal_actions() if isinstance(a, Play | NameProperty))
    table = window.table
    assert isinstance(table, FeltTable)
    assert table._submit(move)
    return before


def click_offer(window: MainWindow, qtbot: QtBot) -> None:
    table = window.table
    assert isinstance(table, FeltTable)
    at = table.view.mapFromScene(table.callout.action_box().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=at)


OFFER = "Turn this game into practice"


def test_ctrl_z_after_the_computer_moved_offers_practice_and_takes_the_play_back(
        window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    s = supertrumf_vs_computer(window)
    table = window.table
    assert isinstance(table, FeltTable)
    annas_move(window, qtbot, s)
    before = annas_move(window, qtbot, s)
    qtbot.waitUntil(lambda: s.human_to_act() or s.is_over(), timeout=10000)
    assert not s.is_over()
    assert s.steps()[-1].seat == 1
    # Undo looks as it is: greyed, and says why
    assert not window.undo.undo_action.isEnabled()
    assert not table.undo_button.isEnabled()
    why = s.undo_refusal()
    assert "CPU has moved since" in why
    assert window.undo.undo_action.toolTip() == why
    title = window.windowTitle()
    assert "practice" not in title

    press_undo(window, qtbot)  # Ctrl+Z, as a person presses it
    assert table.callout.isVisible()
    assert table.callout.text == why
    assert table.callout.action is not None
    assert table.callout.action.text == OFFER
    click_offer(window, qtbot)

    assert s.practice
    assert not table.callout.isVisible()
    assert (len(s.actions), fingerprint(s.state)) == before  # the play the person asked for
    assert s.human_to_act()
    assert window.windowTitle() == "Supertrumf Fantasy (practice) — Tabletop" != title
    assert window.log_lines()[-1].startswith("Anna takes back: ")
    assert window.undo.undo_action.isEnabled() or s.undo_count() == 0  # practice: as it is
    assert saves.load(autosave_path()).meta.get("practice") is True

    # a save carries it, and reloads as practice
    path = tmp_path / "practice.json"
    assert window.files.save_to(path)
    assert saves.load(path).meta.get("practice") is True
    # finished, it is not counted: the end panel says so
    while not s.is_over():
        s.paused = True
        s.cancel_thinking()
        s.submit(random.Random(len(s.actions)).choice(s.legal_actions()))
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=10000)
    assert window.end_panel is not None
    assert "practice" in window.end_panel.statistics.text()
    assert not paths.statistics_path().exists() or not statistics.open_book(
        paths.statistics_path()).book.rows(statistics.game_key(s.game_name, s.options))
    assert window.files.open_path(path)
    reloaded = window.session
    assert reloaded is not None
    assert reloaded is not s
    assert reloaded.practice
    assert "(practice)" in window.windowTitle()


def test_the_offer_is_made_once_per_game_and_a_computers_move_does_not_take_it_away(
        window: MainWindow, qtbot: QtBot, tmp_path: Path, boxes: Boxes) -> None:
    s = supertrumf_vs_computer(window, seed=8)
    table = window.table
    assert isinstance(table, FeltTable)
    annas_move(window, qtbot, s)
    qtbot.waitUntil(lambda: s.human_to_act(), timeout=10000)
    press_undo(window, qtbot)
    assert table.callout.action is not None
    assert table.callout.action.text == OFFER
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)  # declined: any key or click
    assert not table.callout.isVisible()
    assert not s.practice
    assert s.practice_offered
    assert s.meta().get("practice_offered") is True
    path = tmp_path / "declined.json"  # the game saved and opened again: still asked once
    assert window.files.save_to(path)
    boxes.answers = [QMessageBox.StandardButton.Yes]  # abandon the running copy? yes
    assert window.files.open_path(path)
    s = window.session
    table = window.table
    assert s is not None
    assert isinstance(table, FeltTable)
    assert s.practice_offered
    assert not s.practice
    s.computer_pace_ms = 0

    annas_move(window, qtbot, s)
    qtbot.waitUntil(lambda: s.human_to_act(), timeout=10000)
    press_undo(window, qtbot)
    assert table.callout.isVisible()
    assert table.callout.text == s.undo_refusal()
    assert table.callout.action is None  # the reason only, not the offer again
    assert not s.practice

    # a new game asks again; a click on the greyed ↶ asks like Ctrl+Z; the computer
    # moving meanwhile leaves the question open; Enter takes it
    s = supertrumf_vs_computer(window, seed=9)
    table = window.table
    assert isinstance(table, FeltTable)
    qtbot.waitUntil(lambda: s.human_to_act(), timeout=10000)
    s.paused = True  # Anna's play hands the turn to the computer, which waits
    before = annas_move(window, qtbot, s)
    assert not table.undo_button.isEnabled()
    assert "It is CPU's turn now" in table.undo_button.toolTip()
    qtbot.mouseClick(table.undo_button, Qt.MouseButton.LeftButton)
    assert table.callout.isVisible()
    assert table.callout.action is not None
    s.set_paused(False)
    qtbot.waitUntil(lambda: s.human_to_act(), timeout=10000)
    assert table.callout.isVisible()
    assert table.callout.action is not None
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert s.practice
    assert (len(s.actions), fingerprint(s.state)) == before


def test_ctrl_z_in_a_practice_supertrumf_game_takes_the_play_back(
        window: MainWindow, qtbot: QtBot) -> None:
    window.set_speed("off")
    s = window.start(GameConfig("supertrumf", {"variant": "klassisk", "seats": 2}, 3,
                                [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)],
                                practice=True))
    assert s is not None
    s.computer_pace_ms = 0
    before = annas_move(window, qtbot, s)
    qtbot.waitUntil(lambda: s.human_to_act() or s.is_over(), timeout=10000)
    assert window.undo.undo_action.isEnabled()
    press_undo(window, qtbot)
    assert (len(s.actions), fingerprint(s.state)) == before
