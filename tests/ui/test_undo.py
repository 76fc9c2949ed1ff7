"""Undo and redo through the real window: the Game menu, the table's button, the log line,
the autosave, a refusal with its reason on the felt, and practice games.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import saves
from engine.riftforce.actions import CheckAndDraw, DraftPick, PlaceCard
from engine.supertrumf.rules import NameProperty, Play
from engine.undo import fingerprint
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.paths import autosave_path
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table.felt_table import FeltTable


def press_undo(window: MainWindow, qtbot: QtBot) -> None:
    """Ctrl+Z on the window, as a person presses it."""
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def riftforce_in_play(window: MainWindow, qtbot: QtBot) -> Session:
    """Anna against the computer in Riftforce (free draft, animations off), drafted and at
    the start of one of Anna's turns."""
    window.set_speed("off")
    cfg = GameConfig("riftforce", {"seats": 2, "draft": "free"}, 9,
                     [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)])
    session = window.start(cfg)
    assert session is not None
    session.computer_pace_ms = 0
    while True:
        qtbot.waitUntil(lambda: session.human_to_act(), timeout=10000)
        if session.state.phase != "draft":
            return session
        pick = next(a for a in session.legal_actions() if isinstance(a, DraftPick))
        session.submit(pick)


def test_undo_a_riftforce_placement_and_place_elsewhere(window: MainWindow, qtbot: QtBot) -> None:
    session = riftforce_in_play(window, qtbot)
    table = window.table
    assert isinstance(table, FeltTable)
    places = [a for a in session.legal_actions() if isinstance(a, PlaceCard)]
    first = places[0]
    other = next(a for a in places if a.card == first.card and a.location != first.location)
    before = len(session.actions)
    assert not table.undo_button.isEnabled()  # nothing of Anna's to take back yet
    assert table._submit(first)
    assert table.undo_button.isVisible()
    assert table.undo_button.isEnabled()
    assert window.undo.undo_action.isEnabled()
    table.undo_button.click()  # the button on the table
    assert len(session.actions) == before
    assert first.card in session.state.hands[0]
    assert "Anna takes back: " in window.log_lines()[-1]
    on_disk = saves.load(autosave_path())
    assert list(on_disk.actions) == list(session.actions)  # the autosave follows the undo
    # Redo brings the same move back; then undo with the menu's Ctrl+Z and place elsewhere
    assert window.undo.redo_action.isEnabled()
    window.undo.redo_action.trigger()
    assert session.actions[-1] == first
    window.undo.undo_action.trigger()
    assert table._submit(other)
    assert session.actions[before:] == [other]
    assert not window.undo.redo_action.isEnabled()  # something else was played: no redo


def test_undo_is_refused_after_a_draw_with_the_reason_on_the_table(
        window: MainWindow, qtbot: QtBot) -> None:
    session = riftforce_in_play(window, qtbot)
    table = window.table
    assert isinstance(table, FeltTable)
    session.paused = True  # the computer waits: Anna's draw is the last move
    draw = CheckAndDraw()
    st = session.state
    for _ in range(2):  # a full hand cannot draw: two of Anna's cards go back to her deck
        card = next(c for c in st.hands[0] if c is not None)
        st.hands[0].remove(card)
        st.decks[0].append(card)
    table.refresh()
    assert session.current_player() == 0
    assert draw in session.legal_actions()
    session.submit(draw)
    n = len(session.actions)
    assert not window.undo.undo_action.isEnabled()
    assert not table.undo_button.isEnabled()
    assert window.undo.undo_action.toolTip() == session.undo_refusal()
    press_undo(window, qtbot)  # the greyed Undo: Ctrl+Z still asks, and is told why
    assert len(session.actions) == n  # nothing taken back
    assert table.callout.isVisible()
    reason = table.callout.text
    assert reason == session.undo_refusal()
    assert reason
    assert "cannot be taken back" in reason or "has moved since" in reason


def test_practice_undo_goes_back_three_turns_against_the_computer(
        window: MainWindow, qtbot: QtBot) -> None:
    window.set_speed("off")
    cfg = GameConfig("supertrumf", {"variant": "klassisk", "seats": 2}, 5,
                     [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)], practice=True)
    session = window.start(cfg)
    assert session is not None
    assert session.practice
    session.computer_pace_ms = 0
    positions: list[tuple[int, Any]] = []
    for _ in range(4):
        qtbot.waitUntil(lambda: session.human_to_act() or session.is_over(), timeout=10000)
        assert not session.is_over()
        positions.append((len(session.actions), fingerprint(session.state)))
        move = next(a for a in session.legal_actions() if isinstance(a, Play | NameProperty))
        session.submit(move)
    qtbot.waitUntil(lambda: session.human_to_act() or session.is_over(), timeout=10000)
    for expected in reversed(positions[1:]):
        window.undo.undo_action.trigger()
        QApplication.processEvents()
        assert session.human_to_act()
        assert (len(session.actions), fingerprint(session.state)) == expected
    # back three of Anna's turns, computers' answers included; redo restores the next one
    window.undo.redo_action.trigger()
    assert (len(session.actions), fingerprint(session.state)) == positions[2]
    # a practice game is saved as one
    on_disk = saves.load(autosave_path())
    assert on_disk.meta.get("practice") is True


def test_fair_undo_never_takes_back_the_computers_move(window: MainWindow, qtbot: QtBot) -> None:
    window.set_speed("off")
    cfg = GameConfig("supertrumf", {"variant": "klassisk", "seats": 2}, 5,
                     [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)])
    session = window.start(cfg)
    assert session is not None
    assert not session.practice
    session.computer_pace_ms = 0
    qtbot.waitUntil(lambda: session.human_to_act(), timeout=10000)
    move = next(a for a in session.legal_actions() if isinstance(a, Play | NameProperty))
    session.submit(move)
    qtbot.waitUntil(lambda: session.human_to_act() or session.is_over(), timeout=10000)
    n = len(session.actions)
    assert session.undo_count() == 0
    assert not window.undo.undo_action.isEnabled()
    press_undo(window, qtbot)
    assert len(session.actions) == n


def test_hot_seat_undo_never_crosses_a_hand_over(window: MainWindow, qtbot: QtBot) -> None:
    from engine.riftforce.actions import EndPlay

    window.set_speed("off")
    cfg = GameConfig("riftforce", {"seats": 2, "draft": "free"}, 9,
                     [SeatConfig("Anna", HUMAN), SeatConfig("Berit", HUMAN)])
    session = window.start(cfg)
    assert session is not None
    while session.state.phase == "draft":
        if session.pending_handover is not None:
            session.accept_handover()
        session.submit(next(a for a in session.legal_actions() if isinstance(a, DraftPick)))
    if session.pending_handover is not None:
        session.accept_handover()
    first = session.viewer
    game = session.game

    def keeps_the_play_open(action: Any) -> bool:
        after = game.clone(session.state)
        events = game.apply(after, action)
        return game.reversible(session.state, action, after, events)

    place = next(a for a in session.legal_actions()
                 if isinstance(a, PlaceCard) and keeps_the_play_open(a))
    session.submit(place)
    assert session.undo_count() == 1  # still Anna's turn: her placement can go back
    session.submit(EndPlay() if EndPlay() in session.legal_actions()
                   else next(a for a in session.legal_actions() if isinstance(a, PlaceCard)))
    while session.current_player() == first:  # finish the turn however it goes on
        session.submit(session.legal_actions()[0])
    assert session.pending_handover is not None
    assert session.pending_handover != first
    assert session.undo_count() == 0  # nobody at the screen yet
    session.accept_handover()
    n = len(session.actions)
    press_undo(window, qtbot)
    assert len(session.actions) == n  # the next person cannot take back the other's turn
    assert "has moved since" in session.undo_refusal()


def test_practice_undo_from_the_end_takes_the_end_panel_away(window: MainWindow,
                                                             qtbot: QtBot) -> None:
    from engine import games
    from engine.core import Decision, Rng

    window.set_speed("off")
    cfg = GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 4,
                     [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)], practice=True)
    session = window.start(cfg)
    assert session is not None
    session.paused = True
    session.cancel_thinking()
    agent = games.agents("supertrumf")["normal"]()
    rng = Rng(4)
    while not session.is_over():
        session.submit(agent.choose(Decision(session.game, session.state,
                                             session.current_player(),
                                             session.legal_actions()), rng))
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=5000)
    window.undo.undo_action.trigger()
    assert not session.is_over()
    assert window.end_panel is not None
    assert not window.end_panel.isVisible()
    # finished again: the match still counts this game once
    while not session.is_over():
        session.submit(agent.choose(Decision(session.game, session.state,
                                             session.current_player(),
                                             session.legal_actions()), rng))
    assert window.ending.tally.games == 1
