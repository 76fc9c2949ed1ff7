"""Internet play: a ``Link`` over iroh (peer to peer QUIC with NAT traversal and public relays).

Why iroh: a guest dials the host's *ticket* (its public key plus the addresses it knows, ~80
characters, carried by the invite) and iroh finds a way through both routers: a direct UDP path
by hole punching where it can, else through n0's public relays (end-to-end encrypted; no server
of ours).  Its Python bindings (``iroh`` 1.2, built on the iroh 1.4 crate) are asyncio based.

Threads: one asyncio loop runs in a background thread for the whole app (``_Runtime``); every
iroh call runs there.  Results come back to the thread that created the object (the GUI thread)
through a ``_Bridge``: a QObject whose signal is connected with ``Qt.QueuedConnection``, so
``on_message``, ``on_closed``, ``on_link``, ``connected`` and ``failed`` run on the GUI thread as
``net.link`` asks.

The wire: one bidirectional QUIC stream per connection, opened by the guest, which first
writes ``MAGIC``; then each message is ``net.link.encode``'s UTF-8 text with a 4-byte big-endian
length before it.  A frame longer than ``MAX_FRAME`` ends the connection (its length cannot be
trusted to skip it); one that ``parse`` refuses is dropped and counted.

Modes: ``INTERNET`` uses n0's preset (relays, address lookup through n0's DNS and pkarr);
``LOCAL`` is iroh's minimal preset with relays disabled: no lookup, no relay, only the direct
addresses in the ticket (tests bind it to 127.0.0.1).  Note: even ``LOCAL`` iroh probes the
router for UPnP/PCP/NAT-PMP port mapping (an SSDP multicast on every interface); the bindings
have no switch for it, so the tests run in a network namespace with only ``lo``.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import logging
import threading
from collections.abc import Callable, Coroutine
from typing import Any, ClassVar

import iroh
from PySide6.QtCore import QObject, Qt, Signal, Slot

from net.link import MAX_FRAME, Link, Message, encode, parse

log = logging.getLogger(__name__)

#: the application protocol iroh negotiates (QUIC ALPN): another app cannot connect by mistake
ALPN = b"tabletop/1"
#: what a guest writes first on the stream: a version check and the stream's opening
MAGIC = b"TTL1"
INTERNET, LOCAL = "internet", "local"
#: how long a dial may take before it fails (hole punching over the internet takes seconds)
DIAL_TIMEOUT_S = 20.0
#: how long binding an endpoint may take (local work: a hang is a bug)
BIND_TIMEOUT_S = 15.0


class _Runtime:
    """The asyncio loop thread all iroh calls run on, started on first use."""

    _lock = threading.Lock()
    _loop: asyncio.AbstractEventLoop | None = None
    _thread: threading.Thread | None = None

    @classmethod
    def loop(cls) -> asyncio.AbstractEventLoop:
        with cls._lock:
            if cls._loop is None or cls._thread is None or not cls._thread.is_alive():
                loop = asyncio.new_event_loop()
                ready = threading.Event()

                def run() -> None:
                    asyncio.set_event_loop(loop)
                    loop.call_soon(ready.set)
                    loop.run_forever()

                cls._thread = threading.Thread(target=run, name="iroh", daemon=True)
                cls._thread.start()
                ready.wait()
                cls._loop = loop
                atexit.register(cls.shutdown)
            return cls._loop

    @classmethod
    def shutdown(cls, timeout: float = 3.0) -> None:
        """Wind iroh down while Python is still whole (``atexit`` runs before finalization).

        Why: an iroh future that completes calls back into Python from one of iroh's own
        threads.  If that happens while the interpreter is finalizing, Python ends that thread
        with ``pthread_exit``, whose unwinding through iroh's frames aborts the whole process
        ("FATAL: exception not rethrown") -- a host that had finished its game died with
        SIGABRT when its guest left at the same moment.  So every task is cancelled and every
        open endpoint closed first; nothing is left to call back.
        """
        with cls._lock:
            loop, thread = cls._loop, cls._thread
            cls._loop = cls._thread = None
        if loop is None or thread is None or not thread.is_alive():
            return

        async def wind_down() -> None:
            me = asyncio.current_task()
            tasks = [task for task in asyncio.all_tasks() if task is not me]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            for owner in list(_Endpoint.open):
                try:
                    await owner.endpoint.close()
                except Exception as error:  # closing is best effort at exit
                    log.info("closing an iroh endpoint at exit failed: %s", _reason(error))
            _Endpoint.open.clear()

        try:
            asyncio.run_coroutine_threadsafe(wind_down(), loop).result(timeout)
        except Exception as error:  # a timeout here must not stop the app from exiting
            log.info("iroh did not wind down cleanly: %s", _reason(error))
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)

    @classmethod
    def submit(cls, coroutine: Coroutine[Any, Any, Any]) -> concurrent.futures.Future[Any]:
        return asyncio.run_coroutine_threadsafe(coroutine, cls.loop())


class _Bridge(QObject):
    """Runs callables on the thread this object lives on (the GUI thread)."""

    call = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.call.connect(self._run, Qt.ConnectionType.QueuedConnection)

    @Slot(object)
    def _run(self, function: Callable[[], None]) -> None:
        function()


def _options(mode: str, bind_addr: str | None) -> iroh.EndpointOptions:
    if mode == LOCAL:
        return iroh.EndpointOptions(preset=iroh.preset_minimal(), bind_addr=bind_addr,
                                    alpns=[ALPN], relay_mode=iroh.RelayMode.disabled())
    if mode == INTERNET:
        return iroh.EndpointOptions(preset=iroh.preset_n0(), bind_addr=bind_addr, alpns=[ALPN])
    raise ValueError(f"unknown mode {mode!r}")


class _Endpoint:
    """An iroh endpoint shared by a listener or dialer and its links; closed with the last."""

    #: every endpoint not yet closed, for ``_Runtime.shutdown`` (touched on the loop thread)
    open: ClassVar[set[_Endpoint]] = set()

    def __init__(self, endpoint: iroh.Endpoint) -> None:
        self.endpoint = endpoint
        self.users = 1
        _Endpoint.open.add(self)

    def hold(self) -> None:
        self.users += 1

    async def release(self) -> None:
        self.users -= 1
        if self.users == 0:
            _Endpoint.open.discard(self)
            await self.endpoint.close()


def _reason(error: BaseException) -> str:
    if isinstance(error, iroh.IrohError):
        return error.message()
    if isinstance(error, TimeoutError | asyncio.TimeoutError):
        return "timed out"
    return str(error) or type(error).__name__


class IrohLink:
    """One iroh connection carrying ``net.link`` messages (see the module's docstring)."""

    def __init__(self, owner: _Endpoint, bridge: _Bridge, connection: iroh.Connection,
                 send: iroh.SendStream, recv: iroh.RecvStream) -> None:
        """Made on the loop thread; ``bridge`` lives on the owner's (GUI) thread."""
        self._owner = owner
        self._connection = connection
        self._send = send
        self._recv = recv
        self._bridge = bridge
        self._outbox: asyncio.Queue[bytes | None] = asyncio.Queue()
        self._peer = connection.remote_id().fmt_short()
        self._open = True
        self._notified = False
        self.on_message: Callable[[Message], None] = lambda message: None
        self.on_closed: Callable[[], None] = lambda: None
        self.dropped = 0
        self._loop = asyncio.get_running_loop()

    def _start(self) -> None:
        """Loop thread: start reading and writing (after the owner set its callbacks)."""
        self._loop.create_task(self._reader())
        self._loop.create_task(self._writer())

    @property
    def peer(self) -> str:
        return f"iroh:{self._peer}"

    @property
    def rtt_ms(self) -> int | None:
        """QUIC's current round-trip estimate in milliseconds."""
        rtt = self._connection.rtt()
        return None if rtt is None else int(rtt)

    def send(self, message: Message) -> None:
        if not self._open:
            return
        data = encode(message).encode("utf-8")
        self._loop.call_soon_threadsafe(self._outbox.put_nowait,
                                        len(data).to_bytes(4, "big") + data)

    def close(self) -> None:
        if self._open:
            self._open = False
            self._loop.call_soon_threadsafe(self._outbox.put_nowait, None)

    async def _writer(self) -> None:
        while True:
            data = await self._outbox.get()
            if data is None:
                break
            try:
                await self._send.write_all(data)
            except Exception as error:  # any failure ends the link
                log.info("iroh link to %s: writing failed: %s", self._peer, _reason(error))
                break
        self._connection.close(0, b"closed")

    async def _reader(self) -> None:
        try:
            while True:
                length = int.from_bytes(await self._recv.read_exact(4), "big")
                if length > MAX_FRAME:
                    self._bridge.call.emit(self._count_drop)
                    break
                frame = await self._recv.read_exact(length) if length else b""
                message = parse(frame)
                self._bridge.call.emit(
                    self._count_drop if message is None else self._deliver(message))
        except Exception as error:  # the peer closed or vanished
            log.info("iroh link to %s ended: %s", self._peer, _reason(error))
        self._connection.close(0, b"closed")
        await self._outbox.put(None)
        await self._owner.release()
        self._bridge.call.emit(self._closed)

    def _deliver(self, message: Message) -> Callable[[], None]:
        def deliver() -> None:
            if self._open:
                self.on_message(message)
        return deliver

    def _count_drop(self) -> None:
        self.dropped += 1

    def _closed(self) -> None:
        self._open = False
        if not self._notified:
            self._notified = True
            self.on_closed()


class IrohListener:
    """The host's side: an iroh endpoint accepting guests; ``address`` is its ticket.

    The constructor binds the endpoint (local work, well under a second) and waits for it.
    ``close`` stops accepting; open links stay open and the endpoint closes with the last.
    """

    def __init__(self, mode: str = INTERNET, bind_addr: str | None = None,
                 secret_key: bytes | None = None) -> None:
        self.on_link: Callable[[Link], None] = lambda link: None
        self._bridge = _Bridge()
        options = _options(mode, bind_addr)
        if secret_key is not None:
            options.secret_key = secret_key
        self._owner: _Endpoint = _Runtime.submit(self._bind(options)).result(BIND_TIMEOUT_S)
        self._accepting: concurrent.futures.Future[Any] | None = _Runtime.submit(
            self._accept_loop())

    @staticmethod
    async def _bind(options: iroh.EndpointOptions) -> _Endpoint:
        return _Endpoint(await iroh.Endpoint.bind(options))

    @property
    def address(self) -> str:
        """The endpoint's ticket: its id and the addresses it knows now (a relay's URL once
        it reached one)."""
        return str(iroh.EndpointTicket.from_addr(self._owner.endpoint.addr()))

    @property
    def secret_key(self) -> bytes:
        """The endpoint's key: a host that restarts with it keeps its ticket's id."""
        return self._owner.endpoint.secret_key().to_bytes()

    def close(self) -> None:
        accepting, self._accepting = self._accepting, None
        if accepting is not None:
            accepting.cancel()
            _Runtime.submit(self._owner.release())

    async def _accept_loop(self) -> None:
        endpoint = self._owner.endpoint
        while True:
            incoming = await endpoint.accept_next()
            if incoming is None:
                return
            asyncio.get_running_loop().create_task(self._accept(incoming))

    async def _accept(self, incoming: iroh.Incoming) -> None:
        try:
            connection = await (await incoming.accept()).connect()
            stream = await asyncio.wait_for(connection.accept_bi(), DIAL_TIMEOUT_S)
            send, recv = stream.send(), stream.recv()
            if await asyncio.wait_for(recv.read_exact(len(MAGIC)), DIAL_TIMEOUT_S) != MAGIC:
                connection.close(1, b"not a tabletop guest")
                return
        except Exception as error:  # a failed guest is not the host's failure
            log.info("an iroh guest failed to connect: %s", _reason(error))
            return
        if self._accepting is None:
            connection.close(2, b"the table is closed")
            return
        self._owner.hold()
        link = IrohLink(self._owner, self._bridge, connection, send, recv)
        self._bridge.call.emit(lambda: self._hand_over(link))

    def _hand_over(self, link: IrohLink) -> None:
        self.on_link(link)
        link._loop.call_soon_threadsafe(link._start)


class IrohDialer:
    """The guest's side: dials an ``IrohListener``'s ticket from an endpoint of its own
    (bound on the first dial, closed with ``close`` and the last link)."""

    def __init__(self, mode: str = INTERNET, bind_addr: str | None = None,
                 timeout: float = DIAL_TIMEOUT_S) -> None:
        self._options = _options(mode, bind_addr)
        self._timeout = timeout
        self._bridge = _Bridge()
        self._owner: _Endpoint | None = None
        self._closed = False

    def dial(self, address: str, connected: Callable[[Link], None],
             failed: Callable[[str], None]) -> None:
        try:
            ticket = iroh.EndpointTicket.from_string(address.strip())
        except Exception:  # any parse failure is "not a ticket"
            self._bridge.call.emit(lambda: failed("not an iroh ticket"))
            return
        _Runtime.submit(self._dial(ticket, connected, failed))

    def close(self) -> None:
        """Release the endpoint (open links keep it until they close)."""
        if not self._closed:
            self._closed = True
            _Runtime.submit(self._release())

    async def _release(self) -> None:
        if self._owner is not None:
            await self._owner.release()

    async def _dial(self, ticket: iroh.EndpointTicket, connected: Callable[[Link], None],
                    failed: Callable[[str], None]) -> None:
        try:
            if self._closed:
                raise RuntimeError("the dialer is closed")
            if self._owner is None:
                self._owner = _Endpoint(await iroh.Endpoint.bind(self._options))
            owner = self._owner
            connection = await asyncio.wait_for(
                owner.endpoint.connect(ticket.endpoint_addr(), ALPN), self._timeout)
            stream = await connection.open_bi()
            send, recv = stream.send(), stream.recv()
            await send.write_all(MAGIC)
        except Exception as error:  # every failure is reported the same way
            reason = _reason(error)
            self._bridge.call.emit(lambda: failed(reason))
            return
        owner.hold()
        link = IrohLink(owner, self._bridge, connection, send, recv)

        def hand_over() -> None:
            connected(link)
            link._loop.call_soon_threadsafe(link._start)

        self._bridge.call.emit(hand_over)
