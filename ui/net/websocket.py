"""The local network's transport: ``net.link``'s ``Link``/``Listener``/``Dialer`` on Qt's own
WebSockets (``QtWebSockets``), plus the guest's ``Redialer`` (any transport's: the app's guest,
``GuestClient``, reconnects through it whether it dials a ``ws://`` address or an iroh ticket).

- ``WsListener(host, port)``: a ``QWebSocketServer`` (plain ``ws://``, no TLS: the local
  network; secrecy is the seat token's job, not the pipe's); each accepted socket becomes a
  ``WsLink`` handed to ``on_link``.
- ``WsDialer().dial("ws://127.0.0.1:50311", connected, failed)``: exactly one of the two follows,
  ``failed(reason)`` also when nothing answers within ``timeout`` seconds.
- ``WsLink``: one message = one text frame (``net.link.encode``/``parse``).  A frame ``parse``
  refuses (not a JSON object, too deep, more than ``MAX_FRAME`` characters) and every binary
  frame are dropped and counted in ``dropped``, never handed on, and the link stays open.  A
  message above ``QT_LIMIT`` bytes is refused by Qt itself, which closes the link (close code
  1009): that is what keeps a hostile peer from filling our memory.
- Heartbeat (``heartbeat.py``): every link pings its peer every second (a WebSocket ping, which
  the peer's Qt answers by itself — no message of ours, so nothing for the protocol above to
  filter) and closes itself when nothing at all was heard for four seconds.  ``rtt_ms`` is the
  last ping's round trip.  Limitation: Qt writes a message in one go, so a pong waits behind
  it: a single message must cross within the silence (at 1 Mbit/s about 500 KB in 4 s), or
  the link is taken for silent.  Our messages are a few kilobytes.
- ``on_message`` and ``on_closed`` are called on the GUI thread (Qt's signals), ``on_closed``
  exactly once per link, whoever closed it (but not while the app itself ends).  An open link
  stays alive (a module-level set) until it closes, whether or not its owner keeps a reference.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable, Sequence

from PySide6.QtCore import QByteArray, QCoreApplication, QElapsedTimer, QObject, QTimer, QUrl
from PySide6.QtNetwork import QAbstractSocket, QHostAddress
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer
from shiboken6 import isValid

from net.link import MAX_FRAME, Dialer, Link, Message, encode, parse
from ui.net.heartbeat import INTERVAL_S, SILENCE_S, Heartbeat

#: Qt's own limit on an incoming frame and message, in bytes: the UTF-8 of ``MAX_FRAME``
#: characters fits (≤ 4 bytes each), so every frame ``parse`` could accept reaches it, and a
#: frame between the two limits is dropped by ``parse`` without closing the link
QT_LIMIT = 4 * MAX_FRAME
#: a dial with no answer for this long fails (seconds)
DIAL_TIMEOUT_S = 3.0
#: a link closed by us waits this long for the peer's close reply before it aborts (seconds)
CLOSE_GRACE_S = 1.0

#: open links and dials in progress: alive until they end, whoever holds them
_LIVE: set[object] = set()


def _app() -> QObject | None:
    """The parent of every Qt object here, so that Qt owns them, not Python.

    Why: a Python-owned QObject is deleted when its wrapper is freed — and Python's garbage
    collector may free a reference cycle on any thread (the iroh transport's asyncio thread, a
    test's proxy): a socket or timer deleted there crashes Qt.  Owned by the application, they
    are deleted only by ``deleteLater`` (thread-safe; done on their own thread).
    """
    return QCoreApplication.instance()


def _ignore_message(message: Message) -> None:
    pass


def _ignore_close() -> None:
    pass


def _delete_later(thing: QObject) -> None:
    with contextlib.suppress(RuntimeError):  # Qt deleted it already (the app ended)
        thing.deleteLater()


def _host_in_url(host: str) -> str:
    return f"[{host}]" if ":" in host else host


class WsLink:
    """One open WebSocket connection, on either side (see the module's docstring)."""

    def __init__(self, socket: QWebSocket, *, interval: float = INTERVAL_S,
                 silence: float = SILENCE_S, hold: _ServerHold | None = None) -> None:
        self._socket = socket
        self._hold = hold
        socket.setMaxAllowedIncomingFrameSize(QT_LIMIT)
        socket.setMaxAllowedIncomingMessageSize(QT_LIMIT)
        self.peer = f"{_host_in_url(socket.peerAddress().toString())}:{socket.peerPort()}"
        self.on_message: Callable[[Message], None] = _ignore_message
        self.on_closed: Callable[[], None] = _ignore_close
        self.dropped = 0
        #: the last ping's round trip in milliseconds (None before the first pong)
        self.rtt_ms: int | None = None
        #: why the link closed ("" while open): for a log line
        self.reason = ""
        self._open = True  # messages are sent and handed on
        self._notified = False  # on_closed was called
        self._released = False  # the socket is let go
        self._heartbeat = Heartbeat(self._ping, self._silent, interval, silence, parent=socket)
        socket.textMessageReceived.connect(self._text)
        socket.binaryMessageReceived.connect(self._binary)
        socket.textFrameReceived.connect(self._frame)
        socket.binaryFrameReceived.connect(self._frame)
        socket.pong.connect(self._pong)
        socket.disconnected.connect(self._disconnected)
        socket.errorOccurred.connect(self._error)
        _LIVE.add(self)
        self._heartbeat.start()
        if socket.state() != QAbstractSocket.SocketState.ConnectedState:
            QTimer.singleShot(0, self._disconnected)  # gone before we were made

    @property
    def is_open(self) -> bool:
        return self._open

    def send(self, message: Message) -> None:
        """Send one message (dropped silently when the link is closed)."""
        if self._open and isValid(self._socket):
            self._socket.sendTextMessage(encode(message))

    def send_frame(self, frame: str | bytes) -> None:
        """A raw frame, as a hostile peer could send it (tests): text, or binary for bytes."""
        if not self._open or not isValid(self._socket):
            return
        if isinstance(frame, bytes):
            self._socket.sendBinaryMessage(QByteArray(frame))
        else:
            self._socket.sendTextMessage(frame)

    def close(self) -> None:
        """Close the connection (the WebSocket close handshake, cut short after
        ``CLOSE_GRACE_S``); ``on_closed`` follows from the event loop, not inside this call."""
        if not self._open:
            return
        self._stop("closed here")
        if QCoreApplication.closingDown() or not isValid(self._socket):
            self._release()  # no event loop any more to finish a handshake in
            self._notified = True
            _LIVE.discard(self)
            return
        self._socket.close(QWebSocketProtocol.CloseCode.CloseCodeNormal, "bye")
        QTimer.singleShot(round(CLOSE_GRACE_S * 1000), self._release)
        QTimer.singleShot(0, self._notify)

    # -- what the socket tells us ---------------------------------------------------------------

    def _text(self, frame: str) -> None:
        self._heartbeat.heard()
        if not self._open:
            return
        message = parse(frame)
        if message is None:
            self.dropped += 1
        else:
            self.on_message(message)

    def _binary(self, frame: QByteArray) -> None:
        self._heartbeat.heard()
        if self._open:
            self.dropped += 1  # our messages are text frames: a binary one is not ours

    def _frame(self, frame: object, last: bool) -> None:
        self._heartbeat.heard()  # a part of a long message: the peer is alive

    def _pong(self, elapsed: int, payload: QByteArray) -> None:
        self._heartbeat.heard()
        self.rtt_ms = elapsed

    def _ping(self) -> None:
        if self._open and isValid(self._socket):
            self._socket.ping(QByteArray())

    def _silent(self) -> None:
        """Nothing heard for the silence period: the peer is gone (killed, frozen, cut off)."""
        if self._open:
            self._stop("silent peer")
            self._release()
            self._notify()

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if (not isValid(self._socket)
                or self._socket.state() != QAbstractSocket.SocketState.ConnectedState):
            self._disconnected()

    def _disconnected(self) -> None:
        """The socket is gone: closed by the peer (a close frame: its code and reason), or
        lost (reset, refused, ended).  (Deleted by Qt as the app ends: nobody is told.)"""
        if not isValid(self._socket) or QCoreApplication.closingDown():
            # Qt deletes the socket (and the heartbeat's timers) as the app ends: the owner
            # may be half gone, so it is not told
            if self._open:
                self._open, self.reason = False, "the app ended"
            self._notified = self._released = True
            _LIVE.discard(self)
            return
        if self._open:
            socket = self._socket
            if socket.closeReason():
                self._stop(f"closed by peer ({int(socket.closeCode().value)}: "
                           f"{socket.closeReason()})")
            else:
                self._stop(f"lost ({socket.errorString()})")
        self._release()
        self._notify()

    # -- the end, once each -----------------------------------------------------------------------

    def _stop(self, reason: str) -> None:
        self._open = False
        self.reason = reason
        self._heartbeat.stop()

    def _release(self) -> None:
        if self._released:
            return
        self._released = True
        if isValid(self._socket):  # (Qt deletes it itself as the app ends)
            if self._socket.state() != QAbstractSocket.SocketState.UnconnectedState:
                self._socket.abort()
            self._socket.deleteLater()
        if self._hold is not None:
            self._hold.release()  # after the socket's deleteLater: deleted in that order
            self._hold = None

    def _notify(self) -> None:
        if self._notified:
            return
        self._notified = True
        _LIVE.discard(self)
        self.on_closed()


class _ServerHold:
    """Keeps a ``QWebSocketServer`` until its listener and every link it accepted are done.

    Why: an accepted socket's TCP socket is the server's child, so deleting the server while
    a link is open takes that link with it (or crashes when the link is deleted later).  The
    server is deleted with ``deleteLater`` after the last user, so after their sockets.
    """

    def __init__(self, server: QWebSocketServer) -> None:
        self.server: QWebSocketServer | None = server
        self.users = 1  # the listener
        self.listener_done = False
        server.newConnection.connect(self._orphan)

    def _orphan(self) -> None:
        """A connection after the listener was dropped unclosed: refuse it and stop listening
        (here, on the server's thread — the finalizer that noticed the drop may not be)."""
        server = self.server
        if not self.listener_done or server is None:
            return
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            if socket is not None:
                socket.abort()
                socket.deleteLater()
        server.close()

    def listener_gone(self) -> None:
        if not self.listener_done:
            self.listener_done = True
            self.release()

    def release(self) -> None:
        self.users -= 1
        server = self.server
        if self.users > 0 or server is None:
            return
        self.server = None
        with contextlib.suppress(RuntimeError):  # Qt deleted it already (the app ended)
            server.deleteLater()  # thread-safe: the finalizer may run on another thread


class WsListener:
    """The host's side: a WebSocket server on ``host`` (127.0.0.1, ::1, or 0.0.0.0 for the
    local network) and ``port`` (0: any free one); each connection → ``on_link(WsLink)``.
    (On 0.0.0.0, ``address`` names 0.0.0.0: a guest needs the machine's own address, which
    discovery announces with ``port``.)  ``close()`` it to stop accepting (dropped unclosed, it
    refuses the next connection and stops listening then).

    Raises ``OSError`` when it cannot listen (the port is taken, the address is not ours).
    """

    def __init__(self, host: str = "127.0.0.1", port: int = 0, *, name: str = "Tabletop",
                 interval: float = INTERVAL_S, silence: float = SILENCE_S) -> None:
        self._host = host
        self._interval = interval
        self._silence = silence
        self._server = QWebSocketServer(name, QWebSocketServer.SslMode.NonSecureMode, _app())
        if not self._server.listen(QHostAddress(host), port):
            raise OSError(f"cannot listen on {host}:{port}: {self._server.errorString()}")
        self._server.newConnection.connect(self._accept)
        self._hold = _ServerHold(self._server)
        weakref.finalize(self, self._hold.listener_gone).atexit = False
        self.on_link: Callable[[Link], None] = lambda link: None

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def address(self) -> str:
        """What a guest dials: "ws://127.0.0.1:50311" ("ws://[::1]:50311")."""
        return f"ws://{_host_in_url(self._host)}:{self.port}"

    def close(self) -> None:
        """Stop accepting; open links stay open."""
        self._server.close()
        self._hold.listener_gone()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            socket.setParent(_app())  # not the server's: the link outlives close()
            self._hold.users += 1
            self.on_link(WsLink(socket, interval=self._interval, silence=self._silence,
                                hold=self._hold))


class _Dial:
    """One dial in progress: a socket that is opening, and exactly one answer."""

    def __init__(self, address: str, connected: Callable[[Link], None],
                 failed: Callable[[str], None], timeout: float, interval: float,
                 silence: float) -> None:
        self._address = address
        self._connected = connected
        self._failed = failed
        self._interval = interval
        self._silence = silence
        self._done = False
        self._socket = QWebSocket(parent=_app())
        self._socket.setMaxAllowedIncomingFrameSize(QT_LIMIT)
        self._socket.setMaxAllowedIncomingMessageSize(QT_LIMIT)
        self._socket.connected.connect(self._up)
        self._socket.errorOccurred.connect(self._error)
        self._socket.disconnected.connect(self._down)
        self._timer = QTimer(self._socket)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)
        self._timer.start(round(timeout * 1000))
        self._timeout = timeout
        _LIVE.add(self)
        self._socket.open(QUrl(address))

    def _up(self) -> None:
        if self._done:
            return
        self._finish()
        self._connected(WsLink(self._socket, interval=self._interval, silence=self._silence))

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        self._fail(self._socket.errorString() or str(error))

    def _down(self) -> None:
        # Qt may say "disconnected" before the error that says why: let the error come first
        QTimer.singleShot(0, lambda: self._fail("the connection closed during the handshake"))

    def _timed_out(self) -> None:
        self._fail(f"no answer from {self._address} within {self._timeout:g} s")

    def _fail(self, reason: str) -> None:
        if self._done:
            return
        self._finish()
        if isValid(self._socket):  # (Qt deletes it itself as the app ends)
            self._socket.abort()
            self._socket.deleteLater()
        self._failed(reason)

    def _finish(self) -> None:
        self._done = True
        self._timer.stop()
        _LIVE.discard(self)


class WsDialer:
    """The guest's side: ``dial(address, connected, failed)`` opens a ``WsLink``."""

    def __init__(self, timeout: float = DIAL_TIMEOUT_S, *, interval: float = INTERVAL_S,
                 silence: float = SILENCE_S) -> None:
        self.timeout = timeout
        self._interval = interval
        self._silence = silence

    def dial(self, address: str, connected: Callable[[Link], None],
             failed: Callable[[str], None]) -> None:
        """Try to connect; exactly one of ``connected(link)`` / ``failed(reason)`` follows,
        always from the event loop (never inside this call)."""
        url = QUrl(address)
        if not url.isValid() or url.scheme() != "ws" or not url.host() or url.port() <= 0:
            QTimer.singleShot(0, lambda: failed(f"not a ws://host:port address: {address!r}"))
            return
        _Dial(address, connected, failed, self.timeout, self._interval, self._silence)


def _ignore_link(link: Link) -> None:
    pass


def _ignore_reason(reason: str) -> None:
    pass


class Redialer:
    """The guest's side of a link that should stay up: dials ``address``, and whenever the link
    is lost dials again — at once, then after 0.25 s, 0.5 s and every 1 s (``backoff``) — so a
    reconnect completes within about a second of the host being reachable again.

    Callbacks (set by the owner): ``connected(link)`` for each new link (the owner sets its
    ``on_message``; the link's ``on_closed`` is the Redialer's — listen to ``lost`` instead,
    or chain to the one it set), ``lost()`` when it closes, ``gave_up(reason)`` when no link
    could be made for ``give_up_after`` seconds since the last one was lost (None: never; keep
    trying until ``stop()``).  With ``give_up_first`` the very first dial is alone (no hedge,
    no retry) and its failure is ``gave_up(reason)`` at once: a guest who typed a wrong
    address is told the host cannot be reached instead of being dialled for ever; once a link
    was made, a loss is redialled as usual.  ``ui.net.guest_client.GuestClient`` (the app's
    guest) uses it so.

    A dial that hangs (its packets lost, the network not back yet) does not hold the next
    back: once it has waited ``HEDGE_S`` the next starts beside it (at most ``MAX_PENDING`` at
    once), and the first that connects wins (a later one's link is closed).

    Works with any ``Dialer`` (``WsDialer`` by default).  A link that dies within
    ``STEADY_S`` of being made does not reset the backoff: a host that accepts and drops at
    once is not dialled in a tight loop.
    """

    STEADY_S = 1.0
    #: a dial unanswered this long is probably lost: the next one starts beside it (s)
    HEDGE_S = 1.0
    #: dials waiting for an answer at once, at most (each ends by its dialer's timeout)
    MAX_PENDING = 3

    def __init__(self, address: str, dialer: Dialer | None = None, *,
                 give_up_after: float | None = None, give_up_first: bool = False,
                 backoff: Sequence[float] = (0.0, 0.25, 0.5, 1.0)) -> None:
        self.address = address
        self._dialer: Dialer = dialer if dialer is not None else WsDialer()
        self.give_up_after = give_up_after
        self.give_up_first = give_up_first
        self._backoff = tuple(backoff)
        self.connected: Callable[[Link], None] = _ignore_link
        self.lost: Callable[[], None] = _ignore_close
        self.gave_up: Callable[[str], None] = _ignore_reason
        #: the current link (None while down)
        self.link: Link | None = None
        #: dials made, links made (the first included), the last dial's failure
        self.dials = 0
        self.links = 0
        self.last_failure = ""
        self._running = False
        self._generation = 0  # a dial answered after stop() or for an older round is stale
        self._step = 0  # index into backoff for the next retry
        self._pending = 0  # dials of this generation not answered yet
        self._down_since = QElapsedTimer()  # since the link was lost (or since start)
        self._up_since = QElapsedTimer()
        self._last_dial = QElapsedTimer()
        self._retry = QTimer(_app())
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._dial)
        weakref.finalize(self, _delete_later, self._retry).atexit = False

    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        """Dial now (and keep the link up until ``stop()``)."""
        if self._running:
            return
        self._running = True
        self._generation += 1
        self._step = 1  # this dial is the one "at once"
        self._pending = 0
        self._down_since.start()
        self._dial()

    def stop(self) -> None:
        """Stop redialing and close the current link (no ``lost`` for it)."""
        self._running = False
        self._generation += 1
        self._pending = 0
        self._retry.stop()
        link, self.link = self.link, None
        if link is not None:
            link.on_closed = _ignore_close
            link.close()

    def _first_alone(self) -> bool:
        """The very first dial decides (``give_up_first``, no link made yet)."""
        return self.give_up_first and self.links == 0

    def _dial(self) -> None:
        """Dial, unless a dial younger than ``HEDGE_S`` or ``MAX_PENDING`` dials are still
        waiting for an answer; if this one hangs, the next starts ``HEDGE_S`` later."""
        if not self._running or self.link is not None:
            return
        if self._gave_up(self.last_failure or "no answer"):
            return
        alone = self._first_alone()
        if alone and self._pending:
            return  # its answer (or its dialer's timeout) decides
        waited = self._last_dial.elapsed() if self._pending else None
        if waited is not None and (waited < self.HEDGE_S * 1000
                                   or self._pending >= self.MAX_PENDING):
            self._retry.start(max(1, round(self.HEDGE_S * 1000 - waited)))
            return
        generation = self._generation
        self.dials += 1
        self._pending += 1
        self._last_dial.start()
        if not alone:
            self._retry.start(round(self.HEDGE_S * 1000))
        self._dialer.dial(self.address,
                          lambda link: self._made(generation, link),
                          lambda reason: self._failed(generation, reason))

    def _made(self, generation: int, link: Link) -> None:
        if generation == self._generation:
            self._pending -= 1
        if generation != self._generation or not self._running or self.link is not None:
            link.on_closed = _ignore_close
            link.close()  # stopped meanwhile, or another dial won
            return
        self.link = link
        self.links += 1
        self._retry.stop()
        self._up_since.start()
        link.on_closed = lambda: self._closed(link)
        self.connected(link)

    def _failed(self, generation: int, reason: str) -> None:
        if generation != self._generation or not self._running:
            return
        self._pending -= 1
        self.last_failure = reason
        if self.link is not None:
            return  # a hedged dial that lost the race
        if self._first_alone():
            self.stop()
            self.gave_up(reason)
            return
        if not self._gave_up(reason) and self._pending == 0:
            self._schedule()  # the backoff's next delay, from this failure

    def _gave_up(self, reason: str) -> bool:
        if (self.give_up_after is None
                or self._down_since.elapsed() < self.give_up_after * 1000):
            return False
        self.stop()
        self.gave_up(reason)
        return True

    def _closed(self, link: Link) -> None:
        if link is not self.link:
            return
        self.link = None
        if self._up_since.elapsed() >= self.STEADY_S * 1000:
            self._step = 0
        self._down_since.start()
        self.lost()
        self._schedule()

    def _schedule(self) -> None:
        """Arm the next dial after the backoff's next delay."""
        if not self._running or self.link is not None:
            return
        delay = self._backoff[min(self._step, len(self._backoff) - 1)] if self._backoff else 1.0
        self._step += 1
        self._retry.start(round(delay * 1000))
