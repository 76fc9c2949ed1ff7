"""A bad network on this machine: a TCP proxy that delays, cuts and silences connections.

``BadLink(target_port, delay=0.15, jitter=0.05, cut_every=20.0)`` listens on 127.0.0.1 (any free
port: ``port``, ``address``) and forwards every connection to ``target_host:target_port``
(127.0.0.1 only), in its own thread (asyncio, standard library only):

- **delay**: every chunk read in either direction is written on after ``delay ± jitter``
  seconds (uniform), and never before the chunk read before it in that direction — a
  per-direction queue whose release times never go backwards, so the bytes keep their order
  as TCP promises;
- **cuts**: every ``cut_every`` seconds (None: never) and at ``cut_now()`` every current
  connection is reset (both its sockets, with RST), as when a Wi-Fi drops; for ``outage``
  seconds after a cut, a new connection is accepted and reset at once (refused), then
  connections pass again;
- **silence**: ``silence_now()`` makes every current connection a black hole — its sockets stay
  open but nothing more passes either way (bytes read are discarded), as with a cable pulled
  somewhere between: neither end is told, only a heartbeat can notice.  New connections pass.

Counted: ``bytes_up`` (client → target) in ``chunks_up``, ``bytes_down``, ``connections``
(passed on), ``refused``, ``cuts`` and ``cut_times`` (``time.monotonic()`` of each cut).
Start it with ``start()`` or as a context manager; ``stop()`` resets everything and ends the
thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
import struct
import threading
import time
from types import TracebackType

CHUNK = 65536


class _Connection:
    """One client and its connection to the target, with two delayed one-way pipes."""

    def __init__(self, client: asyncio.StreamWriter, upstream: asyncio.StreamWriter) -> None:
        self.writers = (client, upstream)
        self.tasks: list[asyncio.Task[None]] = []
        self.silent = False
        self.ended = 0  # directions that ended cleanly

    def reset(self) -> None:
        for w in self.writers:
            sock = w.get_extra_info("socket")
            if sock is not None:  # linger 0: close() sends RST, as a dropped link looks
                with contextlib.suppress(OSError):
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                    struct.pack("ii", 1, 0))
            w.transport.abort()
        for t in self.tasks:
            t.cancel()


class BadLink:
    """See the module's docstring."""

    def __init__(self, target_port: int, *, target_host: str = "127.0.0.1", delay: float = 0.15,
                 jitter: float = 0.05, cut_every: float | None = None, outage: float = 0.0,
                 seed: int | None = None) -> None:
        if target_host not in ("127.0.0.1", "::1", "localhost"):
            raise ValueError("the bad link only forwards to this machine")
        self.target = (target_host, target_port)
        self.delay = delay
        self.jitter = jitter
        self.cut_every = cut_every
        self.outage = outage
        self._random = random.Random(seed)
        self.port = 0
        self.bytes_up = 0
        self.bytes_down = 0
        self.chunks_up = 0
        self.connections = 0
        self.refused = 0
        self.cuts = 0
        self.cut_times: list[float] = []
        self._down_until = 0.0
        self._live: set[_Connection] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.Server | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._cutter_task: asyncio.Task[None] | None = None

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    @property
    def live(self) -> int:
        """Connections open now."""
        return len(self._live)

    # -- control, from any thread -----------------------------------------------------------------

    def start(self) -> BadLink:
        self._thread = threading.Thread(target=self._run, name="badlink", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise self._error
        return self

    def cut_now(self) -> None:
        """Reset every current connection (and start the outage, if any)."""
        self._call(self._cut)

    def silence_now(self) -> None:
        """Let nothing more pass on the current connections, without closing them."""
        self._call(self._silence)

    def stop(self) -> None:
        loop, self._loop = self._loop, None
        if loop is None:
            return
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(10)

    def __enter__(self) -> BadLink:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()

    def _call(self, fn: object) -> None:
        loop = self._loop
        if loop is not None:
            done = threading.Event()

            def run() -> None:
                try:
                    fn()  # type: ignore[operator]
                finally:
                    done.set()

            loop.call_soon_threadsafe(run)
            done.wait(5)

    # -- the proxy's own thread -------------------------------------------------------------------

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        try:
            self._server = loop.run_until_complete(
                asyncio.start_server(self._serve, "127.0.0.1", 0))
            self.port = self._server.sockets[0].getsockname()[1]
            if self.cut_every is not None:
                self._cutter_task = loop.create_task(self._cutter(self.cut_every))
        except BaseException as e:
            self._error = e
            self._ready.set()
            loop.close()
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            self._cut(counted=False)
            self._server.close()
            for task in asyncio.all_tasks(loop):
                task.cancel()
            with contextlib.suppress(BaseException):
                loop.run_until_complete(asyncio.sleep(0))
            loop.close()

    async def _cutter(self, every: float) -> None:
        while True:
            await asyncio.sleep(every)
            self._cut()

    def _cut(self, counted: bool = True) -> None:
        for c in list(self._live):
            c.reset()
        self._live.clear()
        if counted:
            self.cuts += 1
            now = time.monotonic()
            self.cut_times.append(now)
            self._down_until = now + self.outage

    def _silence(self) -> None:
        for c in self._live:
            c.silent = True

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if time.monotonic() < self._down_until:
            self.refused += 1
            _Connection(writer, writer).reset()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.target)
        except OSError:
            self.refused += 1
            _Connection(writer, writer).reset()
            return
        conn = _Connection(writer, up_writer)
        self._live.add(conn)
        self.connections += 1
        conn.tasks = [asyncio.ensure_future(self._pipe(conn, reader, up_writer, up=True)),
                      asyncio.ensure_future(self._pipe(conn, up_reader, writer, up=False))]

    async def _pipe(self, conn: _Connection, src: asyncio.StreamReader,
                    dst: asyncio.StreamWriter, *, up: bool) -> None:
        """One direction: read chunks and queue each with its release time, in order."""
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()
        conn.tasks.append(asyncio.ensure_future(self._release(conn, queue, dst)))
        last = 0.0
        try:
            while data := await src.read(CHUNK):
                if conn.silent:
                    continue
                if up:
                    self.bytes_up += len(data)
                    self.chunks_up += 1
                else:
                    self.bytes_down += len(data)
                wait = self._random.uniform(self.delay - self.jitter, self.delay + self.jitter)
                last = max(time.monotonic() + max(0.0, wait), last)
                queue.put_nowait((last, data))
        except OSError:  # reset by one end: reset the other too
            self._drop(conn)
            return
        queue.put_nowait((last, b""))  # the end of this direction, after what is queued

    async def _release(self, conn: _Connection, queue: asyncio.Queue[tuple[float, bytes]],
                       dst: asyncio.StreamWriter) -> None:
        """One direction: write each chunk at its release time; at its end, half-close."""
        try:
            while True:
                at, data = await queue.get()
                await asyncio.sleep(max(0.0, at - time.monotonic()))
                if conn.silent:
                    continue  # a black hole, even for the end of the stream
                if not data:
                    break
                dst.write(data)
                await dst.drain()
            if dst.can_write_eof():
                dst.write_eof()
        except OSError:
            self._drop(conn)
            return
        conn.ended += 1
        if conn.ended == 2:
            for w in conn.writers:
                w.close()
            self._live.discard(conn)

    def _drop(self, conn: _Connection) -> None:
        self._live.discard(conn)
        conn.reset()
