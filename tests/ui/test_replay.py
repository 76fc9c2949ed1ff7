"""The replay window on games of all four kinds: stepping, the slider, play/pause, the keys,
the log in sync, whose cards are shown.

The games are played out by the engine's own computer players (no table, no session:
milliseconds, the same game every run); everything after that goes through the real widgets
(the control bar's buttons, slider, combo and check box, key presses) and is checked on the
scene's card items and the log's lines.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from ui.game_log import MOVE_ROLE
from ui.replay import ReplaySource, ReplayWindow
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table.card_item import CardItem
from ui.table.felt_table import FeltTable

#: (id, game, options) of every game and variant a replay must show
GAMES: list[tuple[str, str, dict[str, Any]]] = [
    ("storma", "storma", {}),
    ("riftforce", "riftforce", {}),
    ("supertrumf-klassisk", "supertrumf", {"variant": "klassisk", "seats": 3}),
    ("supertrumf-blixtduell", "supertrumf", {"variant": "blixtduell", "seats": 2}),
    ("ordet", "ordet", {}),
]


def play_out(game_name: str, options: dict[str, Any], seed: int = 11,
             agent: str = "heuristic", cap: int = 3000) -> list[Any]:
    """The actions of a whole game between ``agent`` players (at most ``cap``)."""
    game = games.get_game(game_name)
    state = game.new_game(game.normalize_options(options), seed)
    player = games.agents(game_name)[agent]()
    rng = Rng(seed * 31 + 7)
    actions: list[Any] = []
    while not game.is_over(state) and len(actions) < cap:
        seat = game.current_player(state)
        assert seat is not None
        action = player.choose(Decision(game, state, seat, game.legal_actions(state)), rng)
        game.apply(state, action)
        actions.append(action)
    assert game.is_over(state)
    return actions


def finished_source(game_name: str, options: dict[str, Any], seed: int = 11) -> ReplaySource:
    """A finished game with a person at seat 0 ("Anna") and computers at the others."""
    game = games.get_game(game_name)
    options = game.normalize_options(options)
    agent = "random" if game_name == "ordet" else "heuristic"  # Ordet's bots plan duels: slow
    actions = play_out(game_name, options, seed, agent)
    n = game.num_seats(game.new_game(options, seed))
    seats = [SeatConfig("Anna", HUMAN)] + [SeatConfig(f"Bot {i}", COMPUTER, "heuristic")
                                            for i in range(1, n)]
    return ReplaySource(game_name, options, seed, seats, actions)


def open_replay(qtbot: QtBot, source: ReplaySource) -> ReplayWindow:
    """A replay window with animations off, shown at 1280×800."""
    replay = ReplayWindow(source, 0.0)
    qtbot.addWidget(replay)
    replay.resize(1280, 800)
    replay.show()
    qtbot.waitExposed(replay)
    return replay


def cards(replay: ReplayWindow) -> list[CardItem]:
    table = replay.table
    assert isinstance(table, FeltTable)
    return table.scene.card_items()


def card_states(table: FeltTable) -> list[tuple[Any, ...]]:
    """What a player sees of every card: which card, where, face up or not, its place."""
    return sorted((c.key, c.zone_name, c.card_id, c.face_up, round(c.home.x(), 1),
                   round(c.home.y(), 1)) for c in table.scene.card_items())


def hand(replay: ReplayWindow, seat: int) -> list[CardItem]:
    return [c for c in cards(replay) if c.zone_name == f"hand{seat}"]


def expected_state(source: ReplaySource, k: int) -> Any:
    game = games.get_game(source.game)
    state = game.new_game(game.normalize_options(source.options), source.seed)
    for action in source.actions[:k]:
        game.apply(state, action)
    return state


def facts(state: Any) -> Any:
    """What to compare of a state: the state itself where it defines equality, else its
    fields but the random generator (which has none)."""
    if not hasattr(state, "__dict__"):
        return state
    return {k: v for k, v in vars(state).items() if k != "rng"}


def assert_at(replay: ReplayWindow, k: int) -> None:
    """The window, its bar, its session and its table all show the game after ``k`` moves."""
    source = replay.source
    n = len(source.actions)
    assert replay.position == k
    assert replay.session.actions == source.actions[:k]
    assert facts(replay.session.state) == facts(expected_state(source, k))
    assert replay.controls.slider.value() == k
    assert replay.controls.position_label.text() == f"Move {k} of {n}"
    assert replay.controls.previous_button.isEnabled() == (k > 0)
    assert replay.controls.next_button.isEnabled() == (k < n)


def expected_lines(replay: ReplayWindow, k: int) -> list[str]:
    """The main window's log after ``k`` moves: the table's ``log_lines`` of each move of a
    fresh session (seed, options and seats of the game, its first ``k`` actions), replayed
    move by move."""
    s = replay.source
    session = Session(s.game, s.options, s.seed, s.seats, s.actions[:k])
    session.paused = True
    table = replay.table
    assert table is not None
    state = session.game.new_game(session.options, session.seed)
    lines = table.log_lines(session.game.initial_events(state))
    for action in session.actions:
        lines += table.log_lines(session.game.apply(state, action))
    return lines


# ----------------------------------------------------------------------------------------------
# stepping, the slider, play / pause: every game
# ----------------------------------------------------------------------------------------------


@pytest.fixture(params=GAMES, ids=[g[0] for g in GAMES])
def source(request: pytest.FixtureRequest) -> ReplaySource:
    _id, game, options = request.param
    return finished_source(game, options)


def test_buttons_and_slider_step_through_every_game(qtbot: QtBot,
                                                    source: ReplaySource) -> None:
    replay = open_replay(qtbot, source)
    bar = replay.controls
    n = len(source.actions)
    assert n > 6
    assert_at(replay, 0)
    for k in (1, 2):
        qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
        assert_at(replay, k)
    qtbot.mouseClick(bar.previous_button, Qt.MouseButton.LeftButton)
    assert_at(replay, 1)
    qtbot.mouseClick(bar.last_button, Qt.MouseButton.LeftButton)
    assert_at(replay, n)
    assert not bar.next_button.isEnabled()
    qtbot.mouseClick(bar.previous_button, Qt.MouseButton.LeftButton)
    assert_at(replay, n - 1)
    qtbot.mouseClick(bar.first_button, Qt.MouseButton.LeftButton)
    assert_at(replay, 0)
    bar.slider.setValue(n // 2)  # as a click on the groove or a key on the slider does
    assert_at(replay, n // 2)
    assert replay.log_lines() == expected_lines(replay, n // 2)


def test_play_steps_on_by_itself_and_pause_stops_it(qtbot: QtBot, source: ReplaySource) -> None:
    replay = open_replay(qtbot, source)
    bar = replay.controls
    replay.timer.setInterval(5)
    qtbot.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    assert replay.timer.isActive()
    assert bar.play_button.toolTip() == "Pause (Space)"
    qtbot.waitUntil(lambda: replay.position >= 4, timeout=10000)
    qtbot.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    stopped = replay.position
    assert not replay.timer.isActive()
    assert bar.play_button.toolTip() == "Play (Space)"
    qtbot.wait(60)
    assert_at(replay, stopped)
    assert replay.log_lines() == expected_lines(replay, stopped)


def test_play_stops_at_the_end_and_starts_again_from_the_first_move(qtbot: QtBot) -> None:
    source = finished_source("supertrumf", {"variant": "blixtduell", "seats": 2})
    replay = open_replay(qtbot, source)
    n = len(source.actions)
    replay.go_to(n - 2)
    replay.timer.setInterval(5)
    replay.toggle_play()
    qtbot.waitUntil(lambda: not replay.timer.isActive(), timeout=5000)
    assert_at(replay, n)
    replay.toggle_play()
    assert replay.position == 0 or replay.position == 1  # from the start again
    replay.pause()


def test_keys_step_jump_play_and_close(qtbot: QtBot) -> None:
    source = finished_source("storma", {})
    replay = open_replay(qtbot, source)
    replay.activateWindow()  # the keys are the window's shortcuts: it must be active
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay)
    n = len(source.actions)
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert_at(replay, 2)
    qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert_at(replay, 1)
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert_at(replay, n)
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert_at(replay, 0)
    qtbot.keyClick(replay, Qt.Key.Key_Space)
    assert replay.timer.isActive()
    qtbot.keyClick(replay, Qt.Key.Key_Space)
    assert not replay.timer.isActive()
    # keys pressed on the felt are the replay's too (the table takes no moves here)
    table = replay.table
    assert isinstance(table, FeltTable)
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    assert replay.position in (1, 2)  # Space may have played one step before the pause
    qtbot.keyClick(replay, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not replay.isVisible())


# ----------------------------------------------------------------------------------------------
# the log
# ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("gid", "game", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_the_log_shows_the_lines_up_to_the_position(qtbot: QtBot, gid: str, game: str,
                                                    options: dict[str, Any]) -> None:
    source = finished_source(game, options)
    replay = open_replay(qtbot, source)
    n = len(source.actions)
    for k in (0, 3, n // 2, n - 1):
        replay.go_to(k)
        lines = replay.log_lines()
        assert lines == expected_lines(replay, k), (gid, k)
        current = replay.log.currentItem()
        assert (current.text(0) if current is not None else None) == (
            lines[-1] if lines else None)  # the newest line shown is the chosen one
    replay.step_forward()  # an animated step writes its lines too
    assert replay.log_lines() == expected_lines(replay, n)
    assert len(replay.log_lines()) > len(expected_lines(replay, n - 1))


def test_a_click_on_a_log_line_goes_back_to_its_move(qtbot: QtBot) -> None:
    source = finished_source("storma", {})
    replay = open_replay(qtbot, source)
    replay.go_to(12)
    item = next(item for item in replay.log.line_items() if item.data(0, MOVE_ROLE) == 5)
    replay.log.scrollToItem(item)
    qtbot.mouseClick(replay.log.viewport(), Qt.MouseButton.LeftButton,
                     pos=replay.log.visualItemRect(item).center())
    assert_at(replay, 5)


# ----------------------------------------------------------------------------------------------
# whose cards are shown
# ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "options"), [("storma", {}), ("riftforce", {})],
                         ids=["storma", "riftforce"])
def test_seen_by_chooses_whose_hand_is_face_up(qtbot: QtBot, game: str,
                                              options: dict[str, Any]) -> None:
    replay = open_replay(qtbot, finished_source(game, options))
    replay.go_to(len(replay.source.actions) // 2)
    assert replay.controls.viewer_box.currentText() == "Anna"  # the person who played
    mine, theirs = hand(replay, 0), hand(replay, 1)
    assert mine
    assert theirs
    assert all(c.face_up for c in mine)
    assert not any(c.face_up for c in theirs)
    replay.controls.viewer_box.setCurrentIndex(1)
    assert replay.session.viewer == 1
    mine, theirs = hand(replay, 0), hand(replay, 1)
    assert not any(c.face_up for c in mine)
    assert all(c.face_up for c in theirs)
    replay.step_back()  # the choice stays while stepping
    assert not any(c.face_up for c in hand(replay, 0))


def test_a_hot_seat_game_is_replayed_without_hand_over_screens(qtbot: QtBot) -> None:
    whole = finished_source("storma", {})
    seats = [SeatConfig("Anna", HUMAN), SeatConfig("Berit", HUMAN)]
    replay = open_replay(qtbot, ReplaySource(whole.game, whole.options, whole.seed, seats,
                                             whole.actions))
    table = replay.table
    for k in (1, 6, 7):
        replay.go_to(k)
        table = replay.table
        assert isinstance(table, FeltTable)
        assert table.overlay.isHidden()
        assert replay.session.pending_handover is None
        assert all(c.face_up for c in hand(replay, 0))  # seen by the first person
        assert not any(c.face_up for c in hand(replay, 1))
    replay.step_forward()
    assert replay.session.pending_handover is None
    assert replay.session.viewer == 0


def test_the_replayed_table_takes_no_moves(qtbot: QtBot) -> None:
    """Clicks, double-clicks and the game's keys on the felt never add a move."""
    from engine.storma.state import TURN

    source = finished_source("storma", {})
    game = games.get_game("storma")
    # a position where Anna, who played, was to make a move of her turn
    k = next(k for k in range(4, len(source.actions))
             if (st := expected_state(source, k)).phase == TURN
             and game.current_player(st) == 0)
    replay = open_replay(qtbot, source)
    replay.go_to(k)
    table = replay.table
    assert isinstance(table, FeltTable)
    for item in hand(replay, 0)[:2]:
        at = table.view.mapFromScene(item.centre_scene())
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
        for key in (Qt.Key.Key_E, Qt.Key.Key_A, Qt.Key.Key_Return):
            qtbot.keyClick(table.view, key)
        qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert replay.session.actions == source.actions[:k]
    assert_at(replay, k)


@pytest.mark.parametrize(("game", "options"), [
    ("storma", {}), ("riftforce", {}), ("supertrumf", {"variant": "blixtduell", "seats": 2})],
    ids=["storma", "riftforce", "blixtduell"])
def test_show_all_cards_only_at_the_end_of_a_finished_game(qtbot: QtBot, game: str,
                                                           options: dict[str, Any]) -> None:
    source = finished_source(game, options)
    replay = open_replay(qtbot, source)
    box = replay.controls.reveal_box
    n = len(source.actions)
    for k in (0, n // 2, n - 1):
        replay.go_to(k)
        assert not box.isEnabled()
        assert not box.isChecked()
    replay.go_to(n)
    assert box.isEnabled()
    assert not box.isChecked()
    hidden = [c for c in cards(replay) if c.zone_name.startswith("hand") and not c.face_up]
    assert hidden, "nothing hidden at the end: the test would prove nothing"
    hidden_zones = {c.zone_name for c in hidden}
    sizes = {z: len([c for c in cards(replay) if c.zone_name == z]) for z in hidden_zones}
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked()
    for zone, size in sizes.items():
        shown = [c for c in cards(replay) if c.zone_name == zone]
        assert len(shown) == size, zone
        assert all(c.face_up and c.card_id for c in shown), zone
    replay.step_back()  # back into the game: the secrets are secret again
    assert not box.isEnabled()
    assert not box.isChecked()
    assert any(not c.face_up for c in cards(replay) if c.zone_name in hidden_zones)
    replay.go_to(n)
    assert not box.isChecked()
    assert any(not c.face_up for c in cards(replay) if c.zone_name in hidden_zones)


def test_show_all_cards_stays_off_for_an_unfinished_game(qtbot: QtBot) -> None:
    whole = finished_source("storma", {})
    n = len(whole.actions) - 3
    source = ReplaySource(whole.game, whole.options, whole.seed, whole.seats,
                          whole.actions[:n])
    replay = open_replay(qtbot, source)
    replay.go_to(n)
    assert replay.position == n
    assert not replay.controls.reveal_box.isEnabled()


def test_the_replay_is_reworded_when_the_language_changes(qtbot: QtBot,
                                                          qapp: QApplication) -> None:
    from ui.i18n import Translations

    translations = Translations()
    translations.install("en")
    replay = open_replay(qtbot, finished_source("storma", {}))
    replay.go_to(15)
    english = replay.log_lines()
    try:
        translations.install("sv")
        qtbot.waitUntil(lambda: replay.log_lines() != english)
        assert replay.log_lines() == expected_lines(replay, 15)
        assert replay.position == 15
    finally:
        translations.install("en")


def test_a_duel_in_a_replayed_ordet_game_stands_still(qtbot: QtBot) -> None:
    """A position in the middle of a duel: no duel clock running, nobody "thinking…"."""
    from ui.games.ordet.table import OrdetTable

    source = finished_source("ordet", {"seats": 2})
    game = games.get_game("ordet")
    k = next(i for i in range(len(source.actions))
             if expected_state(source, i).duel is not None)
    replay = open_replay(qtbot, source)
    replay.go_to(k)
    table = replay.table
    assert isinstance(table, OrdetTable)
    assert replay.session.state.duel is not None
    assert table.duels.race is not None  # the duel is shown…
    assert table.duels.thinking_seats() == []
    assert not table.duels.sim.running
    assert game.is_over(expected_state(source, len(source.actions)))
