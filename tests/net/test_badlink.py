"""The bad-link proxy itself (no Qt): bytes pass in order through its delays, a cut resets
every connection and is counted, an outage refuses, a silenced connection passes nothing."""

from __future__ import annotations

import socket
import socketserver
import threading
import time
from collections.abc import Iterator

import pytest

from tests.net.badlink import BadLink


class _Echo(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        try:
            while data := self.request.recv(65536):
                self.request.sendall(data)
        except ConnectionError:
            pass  # the proxy reset it: that is what the tests do


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


@pytest.fixture
def echo() -> Iterator[int]:
    server = _Server(("127.0.0.1", 0), _Echo)
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def _connect(proxy: BadLink) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", proxy.port), timeout=5)
    return s


def _read(s: socket.socket, n: int) -> bytes:
    got = b""
    while len(got) < n:
        part = s.recv(n - len(got))
        if not part:
            break
        got += part
    return got


def _closed(s: socket.socket) -> bool:
    try:
        return s.recv(1) == b""
    except (ConnectionError, OSError):
        return True


def test_bytes_pass_in_order_through_the_delays(echo: int) -> None:
    with BadLink(echo, delay=0.05, jitter=0.05, seed=1) as proxy:
        s = _connect(proxy)
        sent = b""
        for i in range(60):  # many small writes: many chunks, each with its own delay
            part = f"{i:03d}|".encode() * (1 + i % 7)
            s.sendall(part)
            sent += part
            time.sleep(0.002)  # a chunk of its own at the proxy, with a delay of its own
        start = time.monotonic()
        got = _read(s, len(sent))
        print(f"{len(sent)} bytes echoed in {time.monotonic() - start:.2f} s")
        assert got == sent
        assert proxy.bytes_up == len(sent)
        assert proxy.bytes_down == len(sent)
        assert proxy.connections == 1
        assert proxy.chunks_up > 10  # many chunks, released in order whatever their delays
        s.close()


def test_a_cut_resets_every_connection_and_new_ones_pass_again(echo: int) -> None:
    with BadLink(echo, delay=0.01, jitter=0.0) as proxy:
        a, b = _connect(proxy), _connect(proxy)
        for s in (a, b):
            s.sendall(b"hi")
            assert _read(s, 2) == b"hi"
        proxy.cut_now()
        assert _closed(a)
        assert _closed(b)
        assert proxy.cuts == 1
        assert len(proxy.cut_times) == 1
        c = _connect(proxy)
        c.sendall(b"again")
        assert _read(c, 5) == b"again"
        assert proxy.connections == 3
        c.close()


def test_an_outage_refuses_then_passes(echo: int) -> None:
    with BadLink(echo, delay=0.0, jitter=0.0, outage=0.3) as proxy:
        proxy.cut_now()
        try:
            refused = _connect(proxy)
            assert _closed(refused)
        except ConnectionError:
            pass  # reset before connect() returned
        assert proxy.refused == 1
        deadline = time.monotonic() + 5
        echoed = b""
        while not echoed and time.monotonic() < deadline:  # after the outage, one passes
            try:
                with _connect(proxy) as s:
                    s.sendall(b"x")
                    echoed = _read(s, 1)
            except ConnectionError:
                time.sleep(0.05)
        assert echoed == b"x"
        assert proxy.connections == 1
        assert proxy.refused >= 1


def test_periodic_cuts_are_counted(echo: int) -> None:
    with BadLink(echo, delay=0.0, jitter=0.0, cut_every=0.1) as proxy:
        s = _connect(proxy)
        assert _closed(s)
        deadline = time.monotonic() + 5
        while proxy.cuts < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert proxy.cuts >= 2


def test_a_silenced_connection_stays_open_and_passes_nothing(echo: int) -> None:
    with BadLink(echo, delay=0.0, jitter=0.0) as proxy:
        s = _connect(proxy)
        s.sendall(b"a")
        assert _read(s, 1) == b"a"
        proxy.silence_now()
        s.sendall(b"lost")
        s.settimeout(0.3)
        with pytest.raises(TimeoutError):
            s.recv(1)  # neither an answer nor a close: silence
        assert proxy.live == 1
        fresh = _connect(proxy)  # a new connection is not silenced
        fresh.sendall(b"b")
        assert _read(fresh, 1) == b"b"
        proxy.cut_now()
        s.settimeout(5)
        assert _closed(s)
        fresh.close()


def test_only_this_machine_is_a_target() -> None:
    with pytest.raises(ValueError, match="this machine"):
        BadLink(80, target_host="example.invalid")  # anything but this machine
