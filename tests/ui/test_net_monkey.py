"""Play across computers under a monkey (``tests/ui/net_monkey.py``): a host's, a guest's
and a spectator's window of one hosted game on 127.0.0.1, random gestures on each while the
other side plays on; no exception in any slot, and the game never stuck.  Each regression
test below is a fault that monkey found, driven through the real widgets.

``tools/net_monkey.py`` runs the same monkey for longer.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from pytestqt.exceptions import TimeoutError as QtTimeout
from pytestqt.qtbot import QtBot

from tests.ui.boxes import Boxes
from tests.ui.monkey import patch_modals, recording
from tests.ui.net_monkey import GAMES, NetMonkey, patch_net
from tests.ui.test_net_play import host_game, join
from ui.main_window import MainWindow
from ui.net.guest_session import GuestSession
from ui.seats import HUMAN, REMOTE, SeatConfig
from ui.table.felt_table import FeltTable
from ui.table.zones import Layout, Zone


def _waiter(qtbot: QtBot):  # type: ignore[no-untyped-def]
    def wait_until(done, timeout_ms: int) -> bool:  # type: ignore[no-untyped-def]
        if done():
            return True
        try:
            qtbot.waitUntil(done, timeout=timeout_ms)
        except (AssertionError, QtTimeout):
            return False
        return True
    return wait_until


def test_a_restart_at_the_host_closes_the_hosted_table_and_the_guest_keeps_its_table(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow, boxes: Boxes) -> None:
    """The host restarts the game: the old table's listeners and links close (they answered
    guests from a game no longer on the host's screen); the guest's session,
    made by its connection, outlives that connection's end — its table was left painting a
    deleted session (``RuntimeError: Internal C++ object (GuestSession) already deleted``)."""
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    guest = join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    client = guest_window.net.joining.client
    assert client is not None
    window.restart_action.trigger()  # the same deal again: a new table, hosted again
    assert window.net.hosting is not hosting
    qtbot.waitUntil(lambda: client.link is None, timeout=10_000)
    guest_window.net.close()  # the guest's app gives up on the table (Quit does this)
    qtbot.wait(1)
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert shiboken6.isValid(guest)
    assert guest_window.session is guest
    guest_window.show_welcome()  # and the window puts it away without a RuntimeError


def test_a_guest_that_starts_a_game_of_its_own_leaves_the_table(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow, boxes: Boxes) -> None:
    """The guest's window goes to another game: its connection closes with it (it applied
    the host's next moves to the session its window had deleted), and the host waits for Bo
    as for a lost guest."""
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    guest_window.show_welcome()
    assert guest_window.net.joining.client is None
    qtbot.waitUntil(lambda: bool(hosting.table.waiting()), timeout=10_000)
    session = hosting.session
    if session.current_player() == 0:
        session.submit(session.legal_actions()[0])  # no slot of the guest's raises now


def test_a_guest_game_is_not_saved_nor_restarted_at_the_guest(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow, boxes: Boxes,
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Ctrl+S at a guest's table wrote its mirror's actions, which it does not have (the
    host keeps the game): ``TypeError`` in the saves' encoder.  Save, Save As and Restart are
    the host's."""
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *_a, **_k: (str(tmp_path / "g.json"), "")))
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    for action in (guest_window.save_action, guest_window.save_as_action,
                   guest_window.restart_action):
        assert not action.isEnabled()
    assert guest_window.files.save() is False
    assert guest_window.files.save_as() is False
    assert not list(tmp_path.iterdir())
    assert window.save_action.isEnabled()


def test_a_click_on_the_felt_of_a_guest_whose_move_ends_the_round(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow, boxes: Boxes) -> None:
    """Supertrumf: the guest leads, the other play lies face down (``None`` in its view);
    a click on one of its own places asked the engine for the phase's reason by playing its
    first card on the view, which resolved the round with the hidden cards: ``KeyError``."""
    hosting = host_game(window, "supertrumf",
                        [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)],
                        {"variant": "klassisk", "seats": 2})
    guest = join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    session = hosting.session
    rng = random.Random(2)
    table = guest_window.table
    assert isinstance(table, FeltTable)
    for _ in range(200):
        qtbot.waitUntil(lambda: guest.mirror.n == len(session.actions)
                        and guest.mirror.pending is None, timeout=5000)
        if session.is_over():
            pytest.fail("no round in which the guest led after a face-down play (seeded)")
        if (guest.current_player() == 1 and guest.state.plays[0] is not None
                and None in guest.state.plays[0]):
            break
        seat = session.current_player()
        if seat == 0:
            session.submit(rng.choice(session.legal_actions()))
        else:
            guest.submit(rng.choice(guest.legal_actions()))
    zones = [z for z in table.scene.zones.values() if isinstance(z, Zone) and z.isVisible()
             and z.layout is not Layout.STACK and table.zone_owner(z.name) in (None, 1)]
    assert zones
    for zone in zones:
        point = table.view.mapFromScene(zone.sceneBoundingRect().center())
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    assert table.phase_reason() is None or isinstance(table.phase_reason(), str)


def test_the_old_tables_late_news_does_not_reach_the_next_hosted_table(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow, boxes: Boxes) -> None:
    """The host hosts another game while a guest sits at a three-seat table: the old table's
    link closed after the new table was up, and its "waiting for the guest in seat 2" came to
    the window, which looked seat 2 up on the new two-seat table: ``IndexError``."""
    hosting = host_game(window, "supertrumf",
                        [SeatConfig("Ann", HUMAN), SeatConfig("Cy", HUMAN),
                         SeatConfig("Bo", REMOTE)], {"variant": "klassisk", "seats": 3})
    join(qtbot, guest_window, hosting.listeners[0].address, 2)
    window.net.panel.start_requested.emit()
    link = hosting.table.seats[2].peer.link
    closed: list[bool] = []
    link.on_closed = lambda old=link.on_closed: (closed.append(True), old())
    second = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    qtbot.waitUntil(lambda: bool(closed), timeout=10_000)  # the old link's end, heard late
    assert window.net.hosting is second
    assert not second.table.waiting()


def _play_to_the_end(qtbot: QtBot, hosting, guest: GuestSession) -> None:  # type: ignore[no-untyped-def]
    session = hosting.session
    session.computer_pace_ms = 0
    rng = random.Random(4)
    while not session.is_over():
        qtbot.waitUntil(lambda: guest.mirror.n == len(session.actions)
                        and guest.mirror.pending is None, timeout=5000)
        acting = session.game.acting_seats(session.state)
        if 1 in acting:
            guest.submit(rng.choice(guest.game.legal_actions(guest.state, 1)))
            n = len(session.actions)
            qtbot.waitUntil(lambda n=n: len(session.actions) > n, timeout=5000)
        else:
            session.submit(rng.choice(session.game.legal_actions(session.state, acting[0])))
    qtbot.waitUntil(lambda: guest.is_over(), timeout=5000)


def test_the_guests_end_panel_offers_no_replay_nor_deal_of_its_own(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow, boxes: Boxes) -> None:
    """A guest's game is over: "Watch this game again" built a replay of its mirror, whose
    actions it does not have (the replay window raised half-built, then again at every
    language switch), and "Play again" started a game here with seats nobody could take.
    Its end panel offers a new game and a look at the table; Enter and W do no more."""
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    guest = join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.set_speed("off")
    guest_window.set_speed("off")
    window.net.panel.start_requested.emit()
    _play_to_the_end(qtbot, hosting, guest)
    qtbot.waitUntil(lambda: guest_window.end_panel is not None
                    and guest_window.end_panel.isVisible(), timeout=10_000)
    panel = guest_window.end_panel
    assert panel.again_button.isHidden()
    assert panel.replay_button.isHidden()
    assert not panel.new_button.isHidden()
    panel.setFocus()
    qtbot.keyClick(panel, Qt.Key.Key_W)
    from PySide6.QtWidgets import QApplication

    from ui.replay import ReplayWindow

    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow)]
    assert guest_window.session is guest
    # the host's own end panel has them all: Play again hosts the next deal for the guest
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=10_000)
    assert not window.end_panel.again_button.isHidden()
    window.end_panel.again_button.click()
    again = window.net.hosting
    assert again is not None
    assert again is not hosting
    assert again.session is window.session
    assert window.net.panel is not None
    assert window.net.panel.isVisible()


@pytest.mark.parametrize(("game", "seed"), [(g, 7) for g in GAMES])
def test_net_monkey(qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
                    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: str,
                    seed: int) -> None:
    """A bounded number of random steps on the three windows of a hosted game from a fixed
    seed: no exception in a slot, no failed join, and the game not stuck at the end."""
    from tests.ui.conftest import _main_window

    watcher_gen = _main_window(qtbot)
    watcher = next(watcher_gen)
    rng = random.Random(seed)
    patch_modals(monkeypatch.setattr, rng, [game], tmp_path)
    patch_net(monkeypatch.setattr)
    # short pauses and small windows (painting three of them is most of the time): a few
    # seconds per game
    monkey = NetMonkey(window, guest_window, watcher, rng, [game],
                       lambda ms: qtbot.wait(min(ms, 5)), _waiter(qtbot), size=(900, 640))
    # (the tool plays network games to their ends more often: 40 actions at a time)
    monkey.play_on_weight, monkey.play_on_moves = 0.01, 15
    try:
        with recording() as record:
            assert monkey.host_and_join(game), monkey.problems
            for _ in range(STEPS):
                record.step = len(monkey.trail)
                monkey.step()
            record.step = len(monkey.trail)
            stuck = monkey.stuck()
        errors = record.report(monkey.trail)
        assert not errors, "\n".join(errors[:3])
        assert not monkey.problems, monkey.problems
        assert not stuck, (stuck, monkey.trail[-12:])
    finally:
        for _ in watcher_gen:
            pass


#: steps per game: a few seconds each, enough to reach new games and quits from these seeds
STEPS = 110
