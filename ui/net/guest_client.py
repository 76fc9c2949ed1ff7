"""A guest's connection to a hosted table: dial, choose a seat, play, come back after a loss.

Why it dials again by itself: a guest whose link drops (Wi-Fi, a sleeping laptop, the host's
app restarted from its autosave) should be back at the table without a click.  The dialling is
``ui.net.websocket.Redialer``'s, the one reconnect mechanism of the app, whatever the
transport (a ``ws://`` address, an iroh ticket, the local address with the ticket as its
fallback): at once, then after 0.25 s, 0.5 s and every 1 s; a dial that hangs does not hold
the next back (a hedged dial starts beside it, the first to connect wins); a host that accepts
and drops at once is not dialled in a tight loop.  The very first dial is alone and decides:
its failure is ``unreachable`` (a wrong address, a host that is not there), not a retry.  When
a link is up again the client presents its token and the last message number it has
(``GuestMirror.resume``); the host sends exactly what was missed.  What arrives is turned into
the guest's session's changes (``GuestSession.apply``) on the GUI thread, in order.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from net import clock, protocol
from net.guest import Change, GuestMirror
from net.link import Link, Message
from ui.net.guest_session import GuestSession
from ui.net.websocket import Redialer

#: ``dial(address, connected, failed)``: a transport's ``Dialer.dial``
Dial = Callable[[str, Callable[[Link], None], Callable[[str], None]], None]


class DialFunction:
    """A ``Dial`` function as the ``net.link.Dialer`` a ``Redialer`` takes; ``function`` may
    be swapped (a tool holding the redial back, as if the network were down)."""

    def __init__(self, function: Dial) -> None:
        self.function = function

    def dial(self, address: str, connected: Callable[[Link], None],
             failed: Callable[[str], None]) -> None:
        self.function(address, connected, failed)


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
        self.address, self._now = address, now
        self.mirror = GuestMirror(self._send, name=name, table=table)
        self.session: GuestSession | None = None
        self.dialer = DialFunction(dial)
        #: dials, keeps the link up, redials after a loss (its ``dials``/``links`` count them)
        self.redialer = Redialer(address, self.dialer, give_up_first=True)
        self.redialer.connected = self._connected
        self.redialer.lost = self._lost
        self.redialer.gave_up = self._unreachable
        self.destroyed.connect(self.redialer.stop)  # no dialling on for a client that is gone
        self._wanted: int | None = None
        self._closing = False
        #: when the link was lost and came back (monotonic seconds), for the tests' numbers
        self.lost_at: float | None = None
        self.reconnects: list[float] = []

    # ------------------------------------------------------------------ the link
    @property
    def link(self) -> Link | None:
        """The link to the host (None while down)."""
        return self.redialer.link

    def connect_to_host(self) -> None:
        """Dial the host; ``seatsListed`` follows (or ``unreachable``)."""
        self.redialer.start()

    def _connected(self, link: Link) -> None:
        if self._closing:  # refused meanwhile
            self.redialer.stop()
            return
        link.on_message = self._received
        if self.mirror.token is not None:
            self.mirror.resume()
            if self.lost_at is not None:
                self.reconnects.append(self._now() - self.lost_at)
                self.lost_at = None
            self.back.emit()
        else:
            self.mirror.hello(self._wanted)

    def _unreachable(self, reason: str) -> None:
        if not self._closing:
            self.unreachable.emit(reason)

    def _lost(self) -> None:
        if self._closing or self.mirror.token is None:
            # refused, or never seated: nothing to come back to
            self.redialer.stop()
            return
        if self.lost_at is None:
            self.lost_at = self._now()
            self.lost.emit()

    def _send(self, message: Message) -> None:
        link = self.redialer.link
        if link is not None:
            link.send(message)

    def close(self) -> None:
        """Leave the table (the host waits for this seat as for a lost one)."""
        self._closing = True
        self._send({"t": "bye"})
        self.redialer.stop()  # closes the link; one made later is closed as it comes

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
