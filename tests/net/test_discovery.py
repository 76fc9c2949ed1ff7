"""Discovery: a table announced on the loopback interface is found, updated and gone.

Only 127.0.0.1: zeroconf is given ``interfaces=["127.0.0.1"]``, so its multicast goes out of
the loopback interface (``IP_MULTICAST_IF``) and nothing leaves this machine.  Linux delivers
multicast on ``lo`` although ``ip link`` shows no MULTICAST flag there; where it does not, the
test says so and skips.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from zeroconf.const import _MDNS_ADDR

from ui.net.discovery import (
    FREE,
    GAME,
    HOST,
    PROTOCOL,
    TABLE,
    Announcer,
    Browser,
    TableInfo,
    instance_name,
    lan_addresses,
)

LOOPBACK = ["127.0.0.1"]
#: mDNS's own group (zeroconf's constant): its datagrams sent out of the loopback interface
#: (IP_MULTICAST_IF 127.0.0.1, TTL 1) stay on this machine
GROUP = _MDNS_ADDR


def loopback_multicast_works() -> bool:
    """One datagram to the mDNS group out of the loopback interface comes back to us."""
    receiver = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    try:
        receiver.bind((GROUP, 0))  # the group address: only its datagrams, any free port
        port = receiver.getsockname()[1]
        receiver.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                            socket.inet_aton(GROUP) + socket.inet_aton("127.0.0.1"))
        receiver.settimeout(2)
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                          socket.inet_aton("127.0.0.1"))
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 1)
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
        sender.sendto(b"tabletop?", (GROUP, port))
        return receiver.recvfrom(64)[0] == b"tabletop?"
    except OSError:
        return False
    finally:
        receiver.close()
        sender.close()


@pytest.fixture
def multicast() -> None:
    if not loopback_multicast_works():
        pytest.skip("multicast is unavailable here")


@pytest.fixture
def browser(qtbot: QtBot, multicast: None) -> Iterator[Browser]:
    found = Browser(interfaces=LOOPBACK)
    yield found
    found.close()


def properties(free: int) -> dict[str, str]:
    return {GAME: "ordet", HOST: "Bo", TABLE: "0123456789abcdef", PROTOCOL: "1",
            FREE: str(free)}


TABLE_ID = "0123456789abcdef"


def test_announced_table_is_found_updated_and_gone(qtbot: QtBot, browser: Browser) -> None:
    gui = threading.current_thread()
    threads: list[threading.Thread] = []
    browser.found.connect(lambda _table: threads.append(threading.current_thread()))
    announcer = Announcer("Bo's table", 50311, properties(2), interfaces=LOOPBACK)
    try:
        # only this test's table counts (another test's may still be saying goodbye)
        with qtbot.waitSignal(browser.found, timeout=15000,
                              check_params_cb=lambda t: t.table_id == TABLE_ID) as blocker:
            pass
        table = blocker.args[0]
        assert isinstance(table, TableInfo)
        assert table.name == "Bo's table"
        assert (table.table_id, table.game, table.host, table.protocol, table.free) == (
            "0123456789abcdef", "ordet", "Bo", 1, 2)
        assert table.addresses == ("ws://127.0.0.1:50311",)
        with qtbot.waitSignal(browser.found, timeout=15000,
                              check_params_cb=lambda t: t.table_id == TABLE_ID
                              and t.free == 1):
            announcer.update(properties(1))
        ours = [t for t in browser.tables.values() if t.table_id == TABLE_ID]
        assert [t.free for t in ours] == [1]
        with qtbot.waitSignal(browser.gone, timeout=15000,
                              check_params_cb=lambda table_id: table_id == TABLE_ID):
            announcer.close()
        assert not [t for t in browser.tables.values() if t.table_id == TABLE_ID]
    finally:
        announcer.close()
    assert threads
    assert all(thread is gui for thread in threads)


def test_closing_is_quick_and_idempotent(qtbot: QtBot, multicast: None) -> None:
    """Closed at once (while zeroconf still probes the name), twice: no hang, no signal."""
    announcer = Announcer("x" * 80, 1, properties(0), interfaces=LOOPBACK)
    browser = Browser(interfaces=LOOPBACK)
    browser.found.connect(lambda _t: pytest.fail("a signal after close"))
    announcer.close()
    announcer.close()
    browser.close()
    browser.close()
    qtbot.wait(50)


def test_names_and_addresses() -> None:
    assert instance_name("") == "Tabletop"
    assert instance_name("a.b") == "a b"
    long = instance_name("å" * 40)
    assert len(long.encode("utf-8")) <= 63
    assert long == "å" * 31
    for address in lan_addresses():
        assert not address.startswith("127.")
        socket.inet_aton(address)
