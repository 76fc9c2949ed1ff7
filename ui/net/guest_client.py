"""A guest's connection to a hosted table: dial, choose a seat, play, come back after a loss.

Why it dials again by itself: a guest whose link drops (Wi-Fi, a sleeping laptop, the host's
app restarted from its autosave) should be back at the table without a click.  The client
redials at once and then every ``RETRY_MS`` (growing to ``MAX_RETRY_MS``), and when a link is
up again presents its token and the last message number it has (``GuestMirror.resume``); the
host sends exactly what was missed.  What arrives is turned into the guest's session's changes
(``GuestSession.apply``) on the GUI thread, in order.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from net import clock, protocol
from net.guest import Change, GuestMirror
from net.link import Link, Message
from ui.net.guest_session import GuestSession

#: ``dial(address, connected, failed)``: a transport's ``Dialer.dial``
Dial = Callable[[str, Callable[[Link], None], Callable[[str], None]], None]

RETRY_MS = 250
MAX_RETRY_MS = 1000


class GuestClient(QObject):
    """One guest's connection to one table; see the module docstring."""

    #: the host listed its seats (the ``seats`` message): choose one with ``sit``
    seatsListed = Signal(dict)
    #: the host seated this guest: its session is ready for a table
    seated = Signal(object)
    #: the host refused the connection: (why, params) — ``ui.net.refusals`` words it
    refusedConnection = Signal(str, dict)
    #: the table's news (a seat waits for its person, a computer plays it, it is back)
    news = Signal(dict)
    #: the link is down / up again
    lost = Signal()
    back = Signal()
    #: a spectator's whole finished game arrived
    finalState = Signal(object)
    #: the first dial failed (the host cannot be reached): the reason
    unreachable = Signal(str)

    def __init__(self, dial: Dial, address: str, *, name: str = "", table: str = "",
                 parent: QObject | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self._dial, self.address, self._now = dial, address, now
        self.mirror = GuestMirror(self._send, name=name, table=table)
        self.session: GuestSession | None = None
        self.link: Link | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._redial)
        self._retry_ms = 0
        self._wanted: int | None = None
        self._closing = False
        #: when the link was lost and came back (monotonic seconds), for the tests' numbers
        self.lost_at: float | None = None
        self.reconnects: list[float] = []
        self.ever_connected = False

    # ------------------------------------------------------------------ the link
    def connect_to_host(self) -> None:
        """Dial the host; ``seatsListed`` follows (or ``unreachable``)."""
        self._dial(self.address, self._connected, self._failed)

    def _connected(self, link: Link) -> None:
        if self._closing:
            link.close()
            return
        self.link = link
        link.on_message = self._received
        link.on_closed = lambda: self._closed(link)
        self._retry_ms = 0
        if self.mirror.token is not None:
            self.mirror.resume()
            if self.lost_at is not None:
                self.reconnects.append(self._now() - self.lost_at)
                self.lost_at = None
            self.back.emit()
        else:
            self.mirror.hello(self._wanted)
        self.ever_connected = True

    def _failed(self, reason: str) -> None:
        if self._closing:
            return
        if not self.ever_connected:
            self.unreachable.emit(reason)
            return
        self._schedule()

    def _closed(self, link: Link) -> None:
        if link is not self.link:
            return
        self.link = None
        if self._closing:
            return
        if self.mirror.token is None:  # refused, or never seated: nothing to come back to
            return
        if self.lost_at is None:
            self.lost_at = self._now()
            self.lost.emit()
        self._schedule()

    def _schedule(self) -> None:
        self._retry.start(self._retry_ms)
        self._retry_ms = min(MAX_RETRY_MS, max(RETRY_MS, self._retry_ms * 2))

    def _redial(self) -> None:
        if not self._closing and self.link is None:
            self._dial(self.address, self._connected, self._failed)

    def _send(self, message: Message) -> None:
        if self.link is not None:
            self.link.send(message)

    def close(self) -> None:
        """Leave the table (the host waits for this seat as for a lost one)."""
        self._closing = True
        self._retry.stop()
        if self.link is not None:
            self._send({"t": "bye"})
            self.link.close()

    # ------------------------------------------------------------------ the table
    def sit(self, seat: int, name: str = "") -> None:
        """Ask for ``seat`` (-1: watch) once the seats were listed."""
        self._wanted = seat
        if name:
            self.mirror.name = name
        self.mirror.hello(seat)

    def send_action(self, action: Any) -> None:
        self.mirror.act(action)

    def _received(self, message: Message) -> None:
        change = self.mirror.received(message)
        if change is None:
            return
        if change.kind == "ping":
            answer = clock.pong(message, self._now())
            if answer is not None:
                self._send(answer)
        elif change.kind == "seats":
            self.seatsListed.emit(message)
        elif change.kind == "refuse":
            params = message.get("params")
            self._closing = True
            self.refusedConnection.emit(str(message.get("why", protocol.BAD)),
                                        params if isinstance(params, dict) else {})
        elif change.kind == "welcome" and self.session is None:
            self.session = GuestSession(self.mirror, self.send_action, self)
            self.session.now = self._now
            self.seated.emit(self.session)
        elif change.kind == "news":
            self._news(change)
        elif change.kind == "final":
            self.finalState.emit(self.mirror.final)  # the window turns the table face up
            if self.session is not None:
                self.session.show_final()
        elif self.session is not None:
            self.session.apply(change)

    def _news(self, change: Change) -> None:
        if self.session is not None and change.message.get("what") == "joined":
            self.session.set_names(self.mirror.names)
        self.news.emit(change.message)
