"""Play across computers in the app: a host window and a guest window over WebSockets on
127.0.0.1 (one process, two main windows), through the menus' controller ``window.net``."""

from __future__ import annotations

import contextlib
import dataclasses
import random
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.core import IllegalAction
from net import codec
from tests.ui.boxes import Boxes
from ui.main_window import MainWindow
from ui.net.guest_client import GuestClient
from ui.net.guest_session import GuestSession
from ui.net.websocket import WsDialer
from ui.new_game_dialog import GameConfig
from ui.seats import COMPUTER, HUMAN, REMOTE, SeatConfig


def host_game(window: MainWindow, game: str, seats: list[SeatConfig],
              options: dict[str, Any] | None = None) -> Any:
    window._build_rest()
    session = window.net.host(GameConfig(game, options or {}, 11, seats), port=0,
                              address="127.0.0.1")
    assert session is not None
    return window.net.hosting


def join(qtbot: QtBot, guest_window: MainWindow, address: str, seat: int,
         name: str = "Bo") -> GuestSession:
    guest_window._build_rest()
    net = guest_window.net.joining
    net.join_dialog()
    net.dialog.join_requested.emit(address, "")
    qtbot.waitUntil(lambda: net.dialog.pages.currentIndex() == 2, timeout=10_000)
    net.dialog.seat_chosen.emit(seat, name)
    qtbot.waitUntil(lambda: isinstance(guest_window.session, GuestSession), timeout=10_000)
    return guest_window.session


def test_host_a_table_a_guest_joins_and_both_play(qtbot, window, guest_window, boxes: Boxes):
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    net = window.net
    assert net.panel is not None
    assert net.panel.isVisible()
    assert net.code.startswith("TT1-")
    host_session = hosting.session
    # nothing moves before everyone has joined
    with pytest.raises(IllegalAction):
        host_session.submit(host_session.legal_actions()[0])
    address = hosting.listeners[0].address
    guest = join(qtbot, guest_window, address, 1, "Bo")
    assert guest.viewer == 1
    qtbot.waitUntil(lambda: hosting.table.all_joined(), timeout=5000)
    assert hosting.table.seats[1].name == "Bo"
    # a first join is not a return: no "Bo is back." on either screen (the panel lists it)
    for w in (window, guest_window):
        assert w.net.banner is None or not w.net.banner.isVisible()
    net.panel.start_requested.emit()
    assert host_session.guard is None
    # the guest sees only its own hand: the host's cards are hidden in what it holds
    assert all(card is None for card in guest.state.hands[0])
    assert all(card is not None for card in guest.state.hands[1])
    # forty moves: the host person and the guest alternate through their sessions' submit,
    # the doors their tables' gestures use (whole games: tests/net/test_processes.py)
    game = host_session.game
    rng = random.Random(3)
    for _ in range(40):
        if host_session.is_over():
            break
        seat = host_session.current_player()
        if seat == 0:
            host_session.submit(rng.choice(host_session.legal_actions()))
        else:
            qtbot.waitUntil(lambda: guest.mirror.n == len(host_session.actions)
                            and guest.mirror.pending is None, timeout=5000)
            guest.submit(rng.choice(game.legal_actions(guest.state, 1)))
            n = len(host_session.actions)
            qtbot.waitUntil(lambda n=n: len(host_session.actions) > n, timeout=5000)
    qtbot.waitUntil(lambda: guest.mirror.n == len(host_session.actions), timeout=5000)
    assert host_session.is_over() or len(host_session.actions) >= 20
    assert (codec.encode_state("storma", guest.state)
            == codec.encode_state("storma", game.view(host_session.state, 1)))
    # the guest's log shows every move it saw, as the host's does
    assert len(guest_window.log_book.moves) == len(window.log_book.moves)


def test_a_guest_move_the_rules_refuse_is_answered_on_its_felt(qtbot, window, guest_window,
                                                               boxes: Boxes):
    hosting = host_game(window, "riftforce",
                        [SeatConfig("Ann", COMPUTER, "easy"), SeatConfig("Bo", REMOTE)])
    guest = join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    qtbot.waitUntil(lambda: guest.current_player() == 1 or guest.is_over(), timeout=15_000)
    legal = guest.game.legal_actions(guest.state, 1)
    bogus = dataclasses.replace(legal[0], **{dataclasses.fields(legal[0])[0].name: "nope"})
    n = len(hosting.session.actions)
    with pytest.raises(IllegalAction):
        guest.submit(bogus)
    assert len(hosting.session.actions) == n


def test_the_wrong_version_is_refused_in_the_join_dialog(qtbot, window, guest_window,
                                                          monkeypatch, boxes: Boxes):
    from net import protocol

    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    address = hosting.listeners[0].address
    guest_window._build_rest()
    net = guest_window.net.joining
    net.join_dialog()
    # the guest's app speaks other rules (the host, in this same process, keeps its own)
    from net.guest import GuestMirror

    def hello(self, seat):
        self.send({"t": "hello", **protocol.versions(), "rules": "1999.1", "seat": seat})

    monkeypatch.setattr(GuestMirror, "hello", hello)
    net.dialog.join_requested.emit(address, "")
    qtbot.waitUntil(lambda: "1999.1" in net.dialog.error.text(), timeout=10_000)
    assert protocol.app_version() in net.dialog.error.text()


def test_a_host_that_cannot_be_reached_is_said_so_once(qtbot, guest_window, boxes: Boxes):
    """The first dial's failure is "cannot reach the host" in the join dialog, not a retry."""
    import socket

    from ui.net import refusals

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    guest_window._build_rest()
    net = guest_window.net.joining
    net.join_dialog()
    net.dialog.join_requested.emit(f"ws://127.0.0.1:{port}", "")
    qtbot.waitUntil(lambda: net.dialog.error.text() == refusals.host_unreachable(),
                    timeout=10_000)
    client: GuestClient = net.client
    assert not client.redialer.running
    qtbot.wait(300)
    assert client.redialer.dials == 1


def test_reconnect_after_a_cut(qtbot, window, guest_window, boxes: Boxes):
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    guest = join(qtbot, guest_window, hosting.listeners[0].address, 1)
    client: GuestClient = guest_window.net.joining.client
    window.net.panel.start_requested.emit()
    client.link.close()  # the guest's link drops
    qtbot.waitUntil(lambda: client.link is not None and bool(client.reconnects),
                    timeout=10_000)
    qtbot.waitUntil(lambda: not hosting.table.waiting(), timeout=5000)
    host_session = hosting.session
    if host_session.current_player() == 0:
        host_session.submit(host_session.legal_actions()[0])
    qtbot.waitUntil(lambda: guest.mirror.n == len(host_session.actions), timeout=5000)
    assert guest.mirror.ignored == 0
    assert isinstance(WsDialer(), WsDialer)


def test_a_spectator_sees_no_hand_and_the_whole_game_once_it_is_over(qtbot, window,
                                                                     guest_window, boxes):
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    hosting.table.seats[1].kind = "human"  # nobody to wait for: the spectator alone joins
    watcher = join(qtbot, guest_window, hosting.listeners[0].address, -1, "Cy")
    assert watcher.viewer is None
    window.net.panel.start_requested.emit()
    view = watcher.view()
    assert all(card is None for hand in view.hands for card in hand)
    with pytest.raises(IllegalAction):
        watcher.submit(hosting.session.legal_actions()[0])
    # the host's game ends (both seats play here): the spectator gets the whole game
    host_session = hosting.session
    rng = random.Random(1)
    while not host_session.is_over():
        host_session.submit(rng.choice(host_session.legal_actions()))
    qtbot.waitUntil(lambda: watcher.reveal_all, timeout=10_000)
    assert guest_window.table.reveal_all
    assert any(card is not None for hand in watcher.view().hands for card in hand) or all(
        not hand for hand in host_session.state.hands)


def test_a_guest_asks_for_a_hint_for_its_own_seat(qtbot, window, guest_window, boxes):
    """The hint searches the guest's own view (all it has) and frames its move."""
    hosting = host_game(window, "riftforce",
                        [SeatConfig("Ann", COMPUTER, "easy"), SeatConfig("Bo", REMOTE)])
    guest = join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    qtbot.waitUntil(lambda: guest.current_player() == 1, timeout=15_000)
    assert guest.hint_available()
    with qtbot.waitSignal(guest.hintReady, timeout=30_000) as got:
        assert guest.request_hint()
    hint = got.args[0]
    assert hint.action in guest.game.legal_actions(guest.state, 1)


def test_a_reopened_hosted_game_is_hosted_again_and_its_guest_rejoins(qtbot, window,
                                                                      guest_window, boxes,
                                                                      tmp_path):
    """The host's app closed by accident: its save keeps the table and the guest's token, so
    opening it hosts the table again and the guest's app, dialling again by itself, is back
    in its seat with what it missed."""
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    guest = join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    session = hosting.session
    session.submit(session.legal_actions()[0])
    path = tmp_path / "hosted.json"
    assert window.files.save_to(path)
    port = hosting.listeners[0].port
    table_id = hosting.table.table_id
    window.net.close()  # the host's app is gone: its listener and links with it
    client = guest_window.net.joining.client
    qtbot.waitUntil(lambda: client.link is None, timeout=10_000)
    window.files.autosave_enabled = False
    window.confirm_abandon = lambda: True  # the host's app reopened: nothing to abandon
    assert window.files.open_path(path)
    rehosted = window.net.hosting
    assert rehosted is not None
    assert rehosted.table.table_id == table_id
    assert rehosted.listeners[0].port == port  # the address in the guest's invite holds
    qtbot.waitUntil(lambda: client.link is not None and not rehosted.table.waiting(),
                    timeout=15_000)
    qtbot.waitUntil(lambda: guest.mirror.n == len(window.session.actions), timeout=5000)
    assert guest.mirror.ignored == 0


def test_everyone_is_told_when_a_computer_plays_an_away_seat_and_when_it_is_given_back(
        qtbot, window, guest_window, boxes):
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    hosting.table.wait_s = 0.0  # the host may let a computer play at once
    link = hosting.table.seats[1].peer.link
    link.close()  # the guest's connection is lost on the host's side
    qtbot.waitUntil(lambda: bool(hosting.table.overdue()), timeout=10_000)
    hosting.replace(1, "easy")
    assert window.message_label.text() == "A computer plays Bo's seat until Bo comes back."
    qtbot.waitUntil(lambda: not hosting.table.seats[1].replaced, timeout=15_000)
    assert window.message_label.text() == "Bo has taken their seat back."


def test_a_mixed_table_two_people_here_a_guest_and_a_computer(qtbot, window, guest_window,
                                                               boxes):
    """The issue's mixed table: Ann and Bo share the host's screen (hot-seat, so a hand-over
    screen between them), Cy plays from another computer (only Cy's hand there, never a
    hand-over) and Dan is a computer of the host's."""
    hosting = host_game(window, "supertrumf",
                        [SeatConfig("Ann", HUMAN), SeatConfig("Bo", HUMAN),
                         SeatConfig("Cy", REMOTE), SeatConfig("Dan", COMPUTER, "easy")],
                        {"variant": "klassisk", "seats": 4})
    guest = join(qtbot, guest_window, hosting.listeners[0].address, 2, "Cy")
    qtbot.waitUntil(lambda: hosting.table.all_joined(), timeout=5000)
    host_session = hosting.session
    host_session.computer_pace_ms = 0
    window.net.panel.start_requested.emit()
    game = host_session.game
    rng = random.Random(5)
    handed_to: list[int] = []
    moved = {0: 0, 1: 0, 2: 0, 3: 0}
    while not host_session.is_over() and len(host_session.actions) < 60:
        if host_session.pending_handover is not None:
            handed_to.append(host_session.pending_handover)
            host_session.accept_handover()
        seat = host_session.current_player()
        n = len(host_session.actions)
        if seat in (0, 1):
            # the person to act looks at their own hand, and only theirs
            assert host_session.viewer == seat
            assert all(card is None for card in host_session.view().hands[1 - seat])
            host_session.submit(rng.choice(host_session.legal_actions()))
        elif seat == 2:
            qtbot.waitUntil(lambda n=n: guest.mirror.n == n and guest.mirror.pending is None,
                            timeout=5000)
            assert guest.pending_handover is None
            assert guest.viewer == 2
            guest.submit(rng.choice(game.legal_actions(guest.state, 2)))
        qtbot.waitUntil(lambda n=n: len(host_session.actions) > n or host_session.is_over(),
                        timeout=15_000)
        moved[seat] += 1
    assert all(moved.values()), moved  # everyone, the computer too, has moved
    assert {0, 1} <= set(handed_to)  # the screen went from Ann to Bo and back
    qtbot.waitUntil(lambda: guest.mirror.n == len(host_session.actions), timeout=5000)
    assert (codec.encode_state("supertrumf", guest.state)
            == codec.encode_state("supertrumf", game.view(host_session.state, 2)))
    assert guest.pending_handover is None
    assert all(card is None for seat in (0, 1, 3) for card in guest.state.hands[seat])


def test_a_table_hosted_in_the_app_is_found_on_the_network_and_joined_by_clicks(
        qtbot, window, guest_window, boxes):
    """Game → Join a table…: the host's table is listed by host name and game (discovered on
    the loopback interface, nothing typed), one click joins it and another takes the seat."""
    from PySide6.QtCore import Qt

    from tests.net.test_discovery import loopback_multicast_works
    from ui.net.join_dialog import SEATS

    if not loopback_multicast_works():
        pytest.skip("multicast is unavailable here (joining by invite code is tested above)")
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    guest_window._build_rest()
    net = guest_window.net.joining
    net.join_dialog()
    dialog = net.dialog

    def ours() -> int:
        """The row of the host's table, chosen (-1: not listed yet)."""
        for i in range(dialog.tables.count()):
            dialog.tables.setCurrentRow(i)
            found = dialog.chosen_table()
            if found is not None and found.table_id == hosting.table.table_id:
                return i
        return -1

    qtbot.waitUntil(lambda: ours() >= 0, timeout=20_000)
    line = dialog.tables.item(ours()).text()
    assert "Ann" in line
    assert "Storma slottet!" in line
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == SEATS, timeout=10_000)
    assert dialog.chosen_seat() == 1  # Ann's seat is taken by the host: Bo's is offered
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Bo")
    qtbot.mouseClick(dialog.take, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(guest_window.session, GuestSession), timeout=10_000)
    qtbot.waitUntil(lambda: hosting.table.all_joined(), timeout=5000)
    assert hosting.table.seats[1].name == "Bo"
    assert guest_window.session.viewer == 1


def test_leaving_a_table_joined_by_invite_releases_its_internet_dialer(
        qtbot, guest_window, monkeypatch, boxes):
    """An invite with an iroh ticket: the join dials the local address, then the ticket, on
    one iroh dialer, which is released once the guest's client is gone."""
    from net import invite, protocol
    from ui.net import iroh_link

    made: list[Any] = []

    class FakeIroh:
        def __init__(self) -> None:
            self.closed = False
            made.append(self)

        def dial(self, address: str, connected: Any, failed: Any) -> None:
            failed("no route")

        def close(self) -> None:
            self.closed = True

    monkeypatch.setattr(iroh_link, "IrohDialer", FakeIroh)
    code = invite.make_code(invite.Invite(invite.new_table_id(), protocol.PROTOCOL,
                                          ("ws://127.0.0.1:1",), "ticket"))
    guest_window._build_rest()
    net = guest_window.net.joining
    net.join_dialog()
    net.dialog.join_requested.emit(code, "")
    qtbot.waitUntil(lambda: bool(net.dialog.error.text()), timeout=10_000)
    assert len(made) == 1  # the local address failed (nobody on port 1), then the ticket
    net.stop_client()
    qtbot.waitUntil(lambda: made[0].closed, timeout=5000)


def test_a_table_the_host_ends_is_said_to_its_guest_and_one_its_app_closes_is_dialled(
        qtbot, window, guest_window, boxes):
    """The host starts another game: its guest reads "The host has closed the table." on its
    felt's strip (no box over the game it may still look at) and stops dialling.  The host's
    app merely closing (perhaps by accident) says nothing: the guest keeps dialling, to be
    back when the host reopens the autosave."""
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    client = guest_window.net.joining.client
    window.show_welcome()  # the host puts the game away
    qtbot.waitUntil(lambda: guest_window.net.joining.client is None, timeout=10_000)
    banner = guest_window.net.banner
    assert banner is not None
    assert banner.isVisible()
    assert banner.text.text() == "The host has closed the table."
    assert boxes.shown == []
    assert not client.redialer.running
    # the next table, closed by its app (the window closing): its guest dials on
    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    first = guest_window.session
    join(qtbot, guest_window, hosting.listeners[0].address, 1)
    qtbot.waitUntil(lambda: guest_window.session is not first, timeout=10_000)
    window.net.panel.start_requested.emit()
    client = guest_window.net.joining.client
    assert client.mirror.token is not None
    window.net.close()
    qtbot.waitUntil(lambda: client.link is None, timeout=10_000)
    qtbot.waitUntil(lambda: client.redialer.dials >= 2, timeout=10_000)
    assert client.redialer.running
    assert guest_window.net.joining.client is client


def test_a_guest_whose_app_closed_joins_with_the_same_invite_straight_back_into_its_seat(
        qtbot, window, guest_window, boxes):
    """The guest's app closed mid-game (or crashed): started again, the same invite takes
    it back into its seat with no seat to choose — its token was kept in its settings — and
    once the game is over nothing is kept.  A token the table no longer knows is forgotten
    and the seats are listed afresh."""
    from net import invite, protocol
    from tests.ui.conftest import _main_window
    from ui.net.join_dialog import SEATS

    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    # the host's invite, naming this machine only (the app's names its network addresses)
    code = invite.make_code(invite.Invite(hosting.table.table_id, protocol.PROTOCOL,
                                          (hosting.listeners[0].address,), None))
    guest_window._build_rest()
    net = guest_window.net.joining
    net.join_dialog()
    net.dialog.join_requested.emit(code, "")
    qtbot.waitUntil(lambda: net.dialog.pages.currentIndex() == SEATS, timeout=10_000)
    net.dialog.seat_chosen.emit(1, "Bo")
    qtbot.waitUntil(lambda: isinstance(guest_window.session, GuestSession), timeout=10_000)
    window.net.panel.start_requested.emit()
    key = f"net/seats/{hosting.table.table_id}"
    assert guest_window.settings.value(key) == hosting.table.seats[1].peer.token
    net.client.redialer.stop()  # the guest's app is gone: no goodbye, no more dialling
    qtbot.waitUntil(lambda: bool(hosting.table.waiting()), timeout=10_000)

    again = _main_window(qtbot)
    restarted = next(again)  # the guest's app, started again on the same settings
    try:
        restarted._build_rest()
        rejoin = restarted.net.joining
        rejoin.join_dialog()
        rejoin.dialog.join_requested.emit(code, "")
        qtbot.waitUntil(lambda: isinstance(restarted.session, GuestSession), timeout=10_000)
        assert restarted.session.viewer == 1  # Bo's seat, no seat page on the way
        qtbot.waitUntil(lambda: not hosting.table.waiting(), timeout=10_000)
        host_session = hosting.session
        rng = random.Random(2)
        guest = restarted.session
        while not host_session.is_over():  # the game played to its end
            if host_session.current_player() == 0:
                host_session.submit(rng.choice(host_session.legal_actions()))
            else:
                n = len(host_session.actions)
                qtbot.waitUntil(lambda n=n: guest.mirror.n == n and guest.mirror.pending is None,
                                timeout=5000)
                guest.submit(rng.choice(guest.game.legal_actions(guest.state, 1)))
                qtbot.waitUntil(lambda n=n: len(host_session.actions) > n, timeout=5000)
        qtbot.waitUntil(lambda: guest.is_over(), timeout=10_000)
        assert restarted.settings.value(key) is None  # over: no seat to come back to
        # a token the table does not know (kept from an earlier game): the seats are listed
        restarted.settings.setValue(key, "not-a-token")
        rejoin.join_dialog()  # Game → Join a table… again
        rejoin.dialog.join_requested.emit(code, "")
        qtbot.waitUntil(lambda: rejoin.dialog.pages.currentIndex() == SEATS, timeout=10_000)
        assert restarted.settings.value(key) is None
    finally:
        with contextlib.suppress(StopIteration):
            next(again)  # its teardown: links closed


def test_a_guest_whose_host_came_back_with_another_game_is_told_its_table_is_gone(
        qtbot, window, guest_window, boxes):
    """The host's app closed and came back hosting another game where the old one was: the
    guest dialling on is refused there (not its table), and reads "The host has closed the
    table." on its felt's strip — no box over the game — and stops dialling."""
    from ui.new_game_dialog import GameConfig

    hosting = host_game(window, "storma", [SeatConfig("Ann", HUMAN), SeatConfig("Bo", REMOTE)])
    port = hosting.listeners[0].port
    join(qtbot, guest_window, hosting.listeners[0].address, 1)
    window.net.panel.start_requested.emit()
    client = guest_window.net.joining.client
    window.net.close()  # the host's app is gone (its guests dial on)
    qtbot.waitUntil(lambda: client.link is None, timeout=10_000)
    window.net.host(GameConfig("riftforce", {}, 5, [SeatConfig("Ann", HUMAN),
                                                    SeatConfig("Cy", REMOTE)]),
                    port=port, address="127.0.0.1")
    assert window.net.hosting.listeners[0].port == port
    qtbot.waitUntil(lambda: guest_window.net.joining.client is None, timeout=15_000)
    assert guest_window.net.banner is not None
    assert guest_window.net.banner.text.text() == "The host has closed the table."
    assert boxes.shown == []
    assert not client.redialer.running
    assert not window.net.hosting.table.seats[1].peer  # Cy's seat still free for Cy
