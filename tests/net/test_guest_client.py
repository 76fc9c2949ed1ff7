"""The app's guest, ``GuestClient``, driven by fake dialers: the first dial decides whether the
host is reachable; a loss is told once, redialled through ``Redialer`` (a hanging redial is
hedged), and the way back resumes with the token; ``close`` says bye and stops.

No wall-clock assertions: the client's clock is a fake one, the waits are ``qtbot.waitUntil``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from net.link import Link, Message
from ui.net.guest_client import GuestClient


class FakeLink:
    def __init__(self) -> None:
        self.on_message: Callable[[Message], None] = lambda m: None
        self.on_closed: Callable[[], None] = lambda: None
        self.dropped = 0
        self.peer = "fake"
        self.closed = False
        self.sent: list[Message] = []

    def send(self, message: Message) -> None:
        if not self.closed:
            self.sent.append(message)

    def close(self) -> None:
        self.closed = True

    def drop(self) -> None:
        """The connection is lost (the peer's side, or the network)."""
        self.closed = True
        self.on_closed()


class FakeNet:
    """A ``dial`` function that answers only when the test says: each dial's callbacks."""

    def __init__(self) -> None:
        self.calls: list[tuple[Callable[[Link], None], Callable[[str], None]]] = []

    def dial(self, address: str, connected: Callable[[Link], None],
             failed: Callable[[str], None]) -> None:
        self.calls.append((connected, failed))

    def answer(self, i: int) -> FakeLink:
        link = FakeLink()
        self.calls[i][0](link)
        return link


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def client(qtbot: QtBot, net: FakeNet, clock: Clock | None = None) -> GuestClient:
    c = GuestClient(net.dial, "fake:1", name="Bo", now=clock or Clock())
    c.redialer.HEDGE_S = 0.05  # (1 s in the app: a LAN handshake takes milliseconds)
    got: dict[str, list[Any]] = {"lost": [], "back": [], "unreachable": []}
    c.lost.connect(lambda: got["lost"].append(True))
    c.back.connect(lambda: got["back"].append(True))
    c.unreachable.connect(got["unreachable"].append)
    c.got = got  # type: ignore[attr-defined]
    return c


def seated(qtbot: QtBot, net: FakeNet, clock: Clock) -> tuple[GuestClient, FakeLink]:
    """A client whose first link is up and who holds a seat's token."""
    c = client(qtbot, net, clock)
    c.connect_to_host()
    link = net.answer(0)
    assert link.sent[0]["t"] == "hello"
    c.mirror.token = "secret"  # (the host's welcome gives it)
    return c, link


def test_the_first_dials_failure_is_unreachable_and_not_retried(qtbot: QtBot) -> None:
    net = FakeNet()
    c = client(qtbot, net)
    c.connect_to_host()
    qtbot.wait(200)  # four hedges' worth: the first dial is alone
    assert len(net.calls) == 1
    net.calls[0][1]("connection refused")
    assert c.got["unreachable"] == ["connection refused"]  # type: ignore[attr-defined]
    qtbot.wait(300)
    assert len(net.calls) == 1
    assert not c.redialer.running


def test_a_lost_link_is_told_once_and_redialled_until_back(qtbot: QtBot) -> None:
    net, clock = FakeNet(), Clock()
    c, first = seated(qtbot, net, clock)
    first.drop()
    assert c.got["lost"] == [True]  # type: ignore[attr-defined]
    assert c.link is None
    qtbot.waitUntil(lambda: len(net.calls) == 2, timeout=3000)  # at once
    net.calls[1][1]("connection refused")  # the host is not back yet: dialled again
    qtbot.waitUntil(lambda: len(net.calls) == 3, timeout=3000)
    clock.t += 1.5
    again = net.answer(2)
    assert c.link is again
    assert again.sent[0] == {**again.sent[0], "t": "hello", "token": "secret"}  # resumed
    assert c.got["lost"] == [True]  # type: ignore[attr-defined]
    assert c.got["back"] == [True]  # type: ignore[attr-defined]
    assert c.got["unreachable"] == []  # type: ignore[attr-defined]
    assert c.reconnects == pytest.approx([1.5])  # by the client's own clock
    c.close()


def test_a_hanging_redial_does_not_keep_the_guest_away(qtbot: QtBot) -> None:
    """The gain of redialling through ``Redialer``: the first redial never answers (its
    packets lost as the network came back), a hedged one beside it connects, and the guest is
    back — without waiting for the hanging dial's timeout.  Its late answer is closed."""
    net, clock = FakeNet(), Clock()
    c, first = seated(qtbot, net, clock)
    first.drop()
    qtbot.waitUntil(lambda: len(net.calls) == 2, timeout=3000)  # the redial: it hangs
    qtbot.waitUntil(lambda: len(net.calls) == 3, timeout=3000)  # hedged beside it
    clock.t += 0.4
    hedged = net.answer(2)
    assert c.link is hedged
    assert c.got["back"] == [True]  # type: ignore[attr-defined]
    assert c.reconnects == pytest.approx([0.4])
    late = net.answer(1)  # the hanging dial answers after all: not wanted
    assert late.closed
    assert c.link is hedged
    c.close()


def test_close_says_bye_stops_redialling_and_closes_a_late_link(qtbot: QtBot) -> None:
    net, clock = FakeNet(), Clock()
    c, first = seated(qtbot, net, clock)
    first.drop()
    qtbot.waitUntil(lambda: len(net.calls) == 2, timeout=3000)
    c.close()
    late = net.answer(1)
    assert late.closed
    assert c.link is None
    assert c.got["back"] == []  # type: ignore[attr-defined]
    qtbot.wait(300)
    assert len(net.calls) == 2

    net2 = FakeNet()
    c2, link = seated(qtbot, net2, Clock())
    c2.close()
    assert link.sent[-1] == {"t": "bye"}
    assert link.closed
    assert c2.got["lost"] == []  # type: ignore[attr-defined]
    qtbot.wait(200)
    assert len(net2.calls) == 1


def test_a_guest_never_seated_does_not_redial(qtbot: QtBot) -> None:
    """Refused, or lost before a seat: nothing to come back to (no token)."""
    net = FakeNet()
    c = client(qtbot, net)
    c.connect_to_host()
    link = net.answer(0)
    link.drop()
    qtbot.wait(300)
    assert len(net.calls) == 1
    assert c.got["lost"] == []  # type: ignore[attr-defined]
    assert not c.redialer.running


def test_the_fallback_dial_uses_one_iroh_dialer_and_releases_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The join dialog's dial: the local address first, then the invite's iroh ticket — with
    one iroh endpoint for every redial (not a new one per attempt, never released), released
    by ``close`` (the join controller's wiring: ``tests/ui/test_net_play.py``)."""
    from ui.net import iroh_link
    from ui.net.joining import FallbackDial

    made: list[Any] = []

    class FakeIroh:
        def __init__(self) -> None:
            self.dials: list[str] = []
            self.closed = False
            made.append(self)

        def dial(self, address: str, connected: Any, failed: Any) -> None:
            self.dials.append(address)
            failed("no route")

        def close(self) -> None:
            self.closed = True

    monkeypatch.setattr(iroh_link, "IrohDialer", FakeIroh)
    dial = FallbackDial("ws://127.0.0.1:1", "ticket")  # nobody listens on port 1
    failures: list[str] = []
    for _ in range(3):
        dial("ws://127.0.0.1:1", lambda link: None, failures.append)
    qtbot.waitUntil(lambda: len(failures) == 3, timeout=10_000)
    assert failures == ["no route"] * 3  # every attempt went on to the ticket
    assert len(made) == 1
    assert made[0].dials == ["ticket"] * 3
    dial.close()
    assert made[0].closed
    dial.close()  # twice is harmless
