"""Internet play's transport: two iroh endpoints on this machine, relays off, talk.

Nothing may leave this machine, and iroh probes the router for port mapping (UPnP's SSDP
multicast, PCP/NAT-PMP to the gateway) even with relays and address lookup off; its bindings
have no switch for that.  So the tests that start endpoints run in a network namespace of their
own that has only the loopback interface: ``test_in_its_own_network_namespace`` starts this
file again under ``unshare -n`` (root, as here and in CI) or ``unshare -rn`` (a user
namespace), and the endpoint tests skip outside such a namespace.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from net.invite import Invite, make_code, read_code
from net.link import Link, Message
from ui.net.iroh_link import LOCAL, IrohDialer, IrohLink, IrohListener

ROOT = Path(__file__).resolve().parents[2]
ISOLATED = [name for _, name in socket.if_nameindex()] == ["lo"]
isolated = pytest.mark.skipif(
    not ISOLATED, reason="runs in a network namespace of its own: see the module's docstring")
BIND = "127.0.0.1:0"


def test_in_its_own_network_namespace() -> None:
    if ISOLATED:
        pytest.skip("already inside one")
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        pytest.skip("no unshare or ip here: cannot isolate iroh's port-mapping probes")
    inner = [sys.executable, "-m", "pytest", str(Path(__file__)), "-p", "no:cacheprovider",
             "-s", "-k", "not namespace"]
    script = 'ip link set lo up && exec "$@"'
    output = ""
    for flags in (["-n"], ["-rn"]):
        done = subprocess.run(
            ["unshare", *flags, "sh", "-c", script, "sh", *inner], cwd=ROOT,
            capture_output=True, text=True, timeout=240, check=False,
            env={**os.environ, "PYTHONPATH": str(ROOT)})
        output = done.stdout + done.stderr
        if done.returncode == 0:
            print(output)  # the measured times, for pytest -s
            assert re.search(r"\b\d+ passed", output)
            assert not re.search(r"\b\d+ (failed|skipped|errors?)\b", output)
            return
        if "unshare" not in output and "ip:" not in output and "RTNETLINK" not in output:
            break  # it ran and failed: not a namespace problem
    if "passed" not in output and "failed" not in output:
        pytest.skip(f"no network namespace here: {output.strip()[-200:]}")
    pytest.fail(output)


class Side:
    """One end as the app's code sees it: messages and a closing, and on which thread."""

    def __init__(self) -> None:
        self.messages: list[Message] = []
        self.arrived: list[float] = []  # perf_counter() of each message's arrival
        self.closed = 0
        self.threads: set[threading.Thread] = set()
        self.link: Link | None = None

    def attach(self, link: Link) -> None:
        self.link = link
        self.threads.add(threading.current_thread())
        link.on_message = self.message
        link.on_closed = self.close

    def message(self, message: Message) -> None:
        self.threads.add(threading.current_thread())
        self.messages.append(message)
        self.arrived.append(time.perf_counter())

    def close(self) -> None:
        self.threads.add(threading.current_thread())
        self.closed += 1


def connect(qtbot: QtBot, listener: IrohListener, dialer: IrohDialer,
            address: str | None = None) -> tuple[Side, Side, float]:
    host, guest = Side(), Side()
    listener.on_link = host.attach
    failures: list[str] = []
    start = time.perf_counter()
    dialer.dial(address or listener.address, guest.attach, failures.append)
    qtbot.waitUntil(lambda: bool(failures) or (guest.link is not None
                                               and host.link is not None), timeout=20000)
    assert failures == []
    return host, guest, time.perf_counter() - start


@isolated
def test_connect_and_talk_both_ways(qtbot: QtBot) -> None:
    gui = threading.current_thread()
    listener = IrohListener(LOCAL, BIND)
    dialer = IrohDialer(LOCAL, BIND)
    host, guest, connect_s = connect(qtbot, listener, dialer)
    assert host.link is not None
    assert guest.link is not None
    assert host.link.peer.startswith("iroh:")
    for n in range(100):
        guest.link.send({"n": n, "text": "ä" * n})
        host.link.send({"n": -n})
    qtbot.waitUntil(lambda: len(host.messages) == 100 and len(guest.messages) == 100,
                    timeout=10000)
    assert host.messages == [{"n": n, "text": "ä" * n} for n in range(100)]
    assert guest.messages == [{"n": -n} for n in range(100)]

    # round trips through both GUI-thread hops, as the app will see them
    host.link.on_message = lambda message: host.link.send(message)
    trips: list[float] = []
    for n in range(20):
        sent = time.perf_counter()
        guest.link.send({"ping": n})
        qtbot.waitUntil(lambda n=n: guest.messages[-1] == {"ping": n}, timeout=5000)
        trips.append(guest.arrived[-1] - sent)
    trips.sort()
    assert isinstance(guest.link, IrohLink)
    print(f"\niroh on 127.0.0.1, relays off: connect {connect_s * 1000:.0f} ms, "
          f"round trip median {trips[10] * 1000:.1f} ms (max {trips[-1] * 1000:.1f}), "
          f"QUIC rtt {guest.link.rtt_ms} ms")

    listener.close()  # stops accepting: the open link stays open
    guest.link.send({"after": "listener closed"})
    qtbot.waitUntil(lambda: guest.messages[-1] == {"after": "listener closed"}, timeout=5000)
    guest.link.close()
    qtbot.waitUntil(lambda: host.closed == 1 and guest.closed == 1, timeout=10000)
    guest.link.send({"too": "late"})  # dropped silently
    qtbot.wait(100)
    assert (host.closed, guest.closed) == (1, 1)
    assert host.threads == {gui}
    assert guest.threads == {gui}
    dialer.close()


@isolated
def test_the_host_closing_is_noticed_and_the_invite_carries_the_ticket(qtbot: QtBot) -> None:
    listener = IrohListener(LOCAL, BIND)
    code = make_code(Invite("0123456789abcdef", 1, ("ws://127.0.0.1:50311",),
                            listener.address))
    ticket = read_code(code).ticket
    assert ticket == listener.address
    dialer = IrohDialer(LOCAL, BIND)
    host, guest, _ = connect(qtbot, listener, dialer, ticket)
    assert host.link is not None
    host.link.close()
    qtbot.waitUntil(lambda: guest.closed == 1 and host.closed == 1, timeout=10000)
    listener.close()
    dialer.close()


@isolated
def test_bad_frames_are_dropped_and_counted(qtbot: QtBot) -> None:
    listener = IrohListener(LOCAL, BIND)
    dialer = IrohDialer(LOCAL, BIND)
    host, guest, _ = connect(qtbot, listener, dialer)
    assert isinstance(guest.link, IrohLink)
    link = guest.link

    def raw(data: bytes) -> None:
        link._loop.call_soon_threadsafe(link._outbox.put_nowait, data)

    for frame in (b"not json", b"[1,2]", b"\xff\xfe", b"", b'{"a":NaN}'):
        raw(len(frame).to_bytes(4, "big") + frame)
    link.send({"fine": True})
    qtbot.waitUntil(lambda: host.messages == [{"fine": True}], timeout=5000)
    assert host.link is not None
    assert host.link.dropped == 5
    raw((1 << 30).to_bytes(4, "big"))  # a frame too long to read: the link ends
    qtbot.waitUntil(lambda: host.closed == 1 and guest.closed == 1, timeout=10000)
    assert host.link.dropped == 6
    listener.close()
    dialer.close()


@isolated
def test_shutdown_at_exit_leaves_nothing_to_call_back(qtbot: QtBot) -> None:
    """The atexit wind-down (why: see ``_Runtime.shutdown``): with a link open and reads
    pending on both sides, every task is cancelled, every endpoint closed and the loop's
    thread ends; a later use starts a fresh runtime."""
    from ui.net.iroh_link import _Endpoint, _Runtime

    listener = IrohListener(LOCAL, BIND)
    dialer = IrohDialer(LOCAL, BIND)
    connect(qtbot, listener, dialer)  # a link open, reads pending on both sides
    assert len(_Endpoint.open) >= 2  # the listener's and the dialer's
    thread = _Runtime._thread
    assert thread is not None
    assert thread.is_alive()
    _Runtime.shutdown()
    assert not thread.is_alive()
    assert _Endpoint.open == set()
    assert _Runtime._loop is None
    _Runtime.shutdown()  # a second call (atexit after an explicit one) does nothing
    again = IrohListener(LOCAL, BIND)
    assert _Runtime._thread is not None
    assert _Runtime._thread is not thread
    assert again.address.startswith("endpoint")
    again.close()
    listener.close()
    dialer.close()


@isolated
def test_failed_dials(qtbot: QtBot) -> None:
    dialer = IrohDialer(LOCAL, BIND, timeout=1.5)
    failures: list[str] = []
    links: list[Link] = []
    dialer.dial("ws://127.0.0.1:1", links.append, failures.append)
    qtbot.waitUntil(lambda: failures == ["not an iroh ticket"], timeout=5000)
    listener = IrohListener(LOCAL, BIND)
    gone = listener.address
    listener.close()
    qtbot.wait(200)
    dialer.dial(gone, links.append, failures.append)
    qtbot.waitUntil(lambda: len(failures) == 2, timeout=10000)
    assert links == []
    print(f"\na dial to a closed endpoint failed: {failures[1]}")
    dialer.close()


@isolated
def test_a_whole_game_over_iroh_between_two_processes(tmp_path: Path) -> None:
    """Internet play's transport end to end: a host and a guest app process, relays off,
    play a whole game of Riftforce through iroh (tools/net_game.py)."""
    import json

    from engine import games, saves
    from net import codec

    tool = [sys.executable, str(ROOT / "tools" / "net_game.py")]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1"}
    host = subprocess.Popen([*tool, "host", "riftforce", "--seats", "computer:easy,remote",
                             "--via", "iroh-local", "--out", str(tmp_path / "host.json"),
                             "--timeout", "120"], stdout=subprocess.PIPE, text=True, env=env,
                            cwd=ROOT)
    assert host.stdout is not None
    line = host.stdout.readline()
    assert line.startswith("ADDRESS "), line
    started = time.perf_counter()
    guest = subprocess.run([*tool, "join", line.split()[1], "--seat", "1", "--iroh-local",
                            "--out", str(tmp_path / "guest.json"), "--timeout", "120"],
                           env=env, cwd=ROOT, timeout=150, check=False)
    assert guest.returncode == 0
    assert host.wait(30) == 0
    loaded = saves.load(tmp_path / "host.json")
    game = games.get_game("riftforce")
    out = json.loads((tmp_path / "guest.json").read_text(encoding="utf-8"))
    assert game.is_over(loaded.state)
    assert out["n"] == len(loaded.actions) == out["updates"]
    assert out["view"] == codec.encode_state("riftforce", game.view(loaded.state, 1))
    print(f"iroh game: {out['n']} actions in {time.perf_counter() - started:.1f} s")
