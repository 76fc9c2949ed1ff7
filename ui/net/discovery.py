"""Finding a table on the local network without typing an address: mDNS / DNS-SD.

The host's ``Announcer`` registers the table as a ``_tabletop._tcp.local.`` service (the
standard way printers and music players are found; python-zeroconf speaks it); a guest's
``Browser`` lists every such service on the network and says when one appears, changes (a seat
taken) or goes.

Threads: zeroconf runs its own asyncio loop in a thread of its own and calls the browser's
handler on yet another one.  Nothing of ours runs there but a hand-over: the browser emits an
internal signal connected with ``Qt.QueuedConnection``, so ``found`` and ``gone`` are emitted on
the thread the ``Browser`` lives on (the GUI thread), like every other signal of the app.

Both objects must be ``close``d (app quit, test teardown): that sends the "goodbye" packets
(guests drop the table at once instead of after the record's two minutes) and joins zeroconf's
threads; closing is idempotent and never waits for the network more than zeroconf's short
goodbye.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import ipaddress
import logging
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import ifaddr
from PySide6.QtCore import QObject, Qt, Signal, Slot
from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf import ServiceBrowser as _ServiceBrowser
from zeroconf._utils.net import InterfacesType
from zeroconf.asyncio import AsyncServiceInfo

log = logging.getLogger(__name__)

#: the DNS-SD service type of a Tabletop table
SERVICE_TYPE = "_tabletop._tcp.local."
#: the TXT keys an announced table carries
GAME, HOST, TABLE, PROTOCOL, FREE = "game", "host", "table", "protocol", "free"
#: how long a browser waits for a found table's details (port, addresses, TXT)
RESOLVE_MS = 3000
_MAX_LABEL = 63  # DNS: an instance name is one label of at most 63 bytes


@dataclass(frozen=True)
class TableInfo:
    """One table found on the local network, as the join dialog lists it."""

    #: the service instance name ("Bo's table._tabletop._tcp.local.")
    service: str
    #: the human part of that name ("Bo's table")
    name: str
    table_id: str
    game: str
    host: str
    protocol: int
    free: int
    #: where to dial ("ws://192.168.1.20:50311"), IPv4 first
    addresses: tuple[str, ...]
    #: every TXT entry, also the ones this version does not know
    properties: dict[str, str]


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses a guest on the local network can reach (not loopback,
    not link-local): what the host announces and puts into the invite."""
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not ip.is_IPv4 or not isinstance(ip.ip, str):
                continue
            address = ipaddress.IPv4Address(ip.ip)
            if not (address.is_loopback or address.is_link_local) and ip.ip not in found:
                found.append(ip.ip)
    return found


def instance_name(name: str) -> str:
    """``name`` cut to one DNS label (63 bytes of UTF-8, whole characters) and never empty."""
    name = name.replace(".", " ").strip() or "Tabletop"
    while len(name.encode("utf-8")) > _MAX_LABEL:
        name = name[:-1]
    return name


def default_interfaces() -> InterfacesType:
    """Where tables are announced and looked for: every interface, or only the loopback when
    ``TABLETOP_NET_LOOPBACK`` is set (the tests: nothing they send may leave the machine)."""
    if os.environ.get("TABLETOP_NET_LOOPBACK"):
        return ["127.0.0.1"]
    return InterfaceChoice.All


def _zeroconf(interfaces: InterfacesType) -> Zeroconf:
    # IPv4 only: every home router passes it, and a table announced on an IPv4 address is
    # reachable by every guest that can see the announcement
    return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only, use_asyncio=False)


class Announcer:
    """The host's table on the local network, from creation until ``close``.

    ``properties`` are the TXT entries (``GAME``, ``HOST``, ``TABLE``, ``PROTOCOL``, ``FREE``
    and any more); ``interfaces`` as zeroconf takes them (``["127.0.0.1"]`` in tests);
    ``addresses`` what the A records say (default: those ``interfaces`` if given as addresses,
    else ``lan_addresses()``).  Registering probes the name for about 1.5 s in zeroconf's
    thread; the constructor does not wait for it.  Another table with the same name makes
    zeroconf pick "name (2)".
    """

    def __init__(self, name: str, port: int, properties: dict[str, str],
                 interfaces: InterfacesType | None = None,
                 addresses: Sequence[str] | None = None) -> None:
        interfaces = default_interfaces() if interfaces is None else interfaces
        if addresses is None:
            given = [a for a in interfaces if isinstance(a, str)] \
                if isinstance(interfaces, list) else []
            addresses = given or lan_addresses()
        table = properties.get(TABLE, "")[:8] or "table"
        self._info = ServiceInfo(
            SERVICE_TYPE, f"{instance_name(name)}.{SERVICE_TYPE}", port=port,
            properties=dict(properties), server=f"tabletop-{table}.local.",
            parsed_addresses=list(addresses))
        self._zc: Zeroconf | None = _zeroconf(interfaces)
        self._lock = threading.Lock()
        self._pending: concurrent.futures.Future[Any] | None = self._run(
            self._zc.async_register_service(self._info, allow_name_change=True))

    @property
    def service(self) -> str:
        """The registered instance name (may differ from the asked one after a clash)."""
        return str(self._info.name)

    def update(self, properties: dict[str, str]) -> None:
        """New TXT entries (a seat was taken: ``FREE`` changed); guests see ``found`` again."""
        with self._lock:
            if self._zc is None:
                return
            zc = self._zc
            pending = self._pending

        async def after_registration() -> None:
            if pending is not None:
                await asyncio.wrap_future(pending)
            old = self._info  # its name as registered (zeroconf may have renamed it)
            self._info = ServiceInfo(
                SERVICE_TYPE, old.name, port=old.port, properties=dict(properties),
                server=old.server, parsed_addresses=old.parsed_addresses())
            await zc.async_update_service(self._info)

        self._pending = self._run(after_registration())

    def close(self) -> None:
        """Withdraw the table (goodbye packets) and stop zeroconf's threads; idempotent."""
        with self._lock:
            zc, self._zc = self._zc, None
        if zc is None:
            return
        if self._pending is not None and not self._pending.done():
            self._pending.cancel()
        zc.close()  # unregisters every service: the goodbyes

    def _run(self, coroutine: Any) -> concurrent.futures.Future[Any] | None:
        zc = self._zc
        if zc is None or zc.loop is None:
            coroutine.close()
            return None
        future = asyncio.run_coroutine_threadsafe(coroutine, zc.loop)
        future.add_done_callback(_log_failure)
        return future


def _log_failure(future: concurrent.futures.Future[Any]) -> None:
    if not future.cancelled() and future.exception() is not None:
        log.warning("announcing the table failed: %r", future.exception())


class Browser(QObject):
    """The tables on the local network, as they come and go (signals on the GUI thread).

    ``found(TableInfo)`` for a new table and again when its TXT entries change;
    ``gone(table_id)`` when it says goodbye or its records expire.  ``tables`` is the current
    list.  A service without a table id, or not resolved within ``RESOLVE_MS``, is skipped.
    """

    found = Signal(object)
    gone = Signal(str)
    #: internal: (service name, TableInfo or None) from zeroconf's threads
    _event = Signal(str, object)

    def __init__(self, interfaces: InterfacesType | None = None,
                 parent: QObject | None = None) -> None:
        interfaces = default_interfaces() if interfaces is None else interfaces
        super().__init__(parent)
        self.tables: dict[str, TableInfo] = {}  # by service name
        self._event.connect(self._on_event, Qt.ConnectionType.QueuedConnection)
        self._closed = False
        self._futures: set[concurrent.futures.Future[Any]] = set()
        self._lock = threading.Lock()
        self._zc = _zeroconf(interfaces)
        self._browser = _ServiceBrowser(self._zc, SERVICE_TYPE,
                                        handlers=[self._on_state_change])

    def close(self) -> None:
        """Stop browsing and zeroconf's threads; no signal follows; idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            futures = list(self._futures)
        for future in futures:
            future.cancel()
        self._browser.cancel()
        self._zc.close()

    def _on_state_change(self, zeroconf: Zeroconf, service_type: str, name: str,
                         state_change: ServiceStateChange) -> None:
        """zeroconf's browser thread: hand over, never touch Qt objects here but the signal."""
        if state_change is ServiceStateChange.Removed:
            self._emit(name, None)
            return
        loop = zeroconf.loop
        with self._lock:
            if self._closed or loop is None:
                return
            future = asyncio.run_coroutine_threadsafe(self._resolve(service_type, name), loop)
            self._futures.add(future)
        future.add_done_callback(self._futures.discard)

    async def _resolve(self, service_type: str, name: str) -> None:
        """zeroconf's loop thread: the service's port, addresses and TXT, then hand over."""
        info = AsyncServiceInfo(service_type, name)
        if await info.async_request(self._zc, RESOLVE_MS):
            table = _table_info(info)
            if table is not None:
                self._emit(name, table)

    def _emit(self, name: str, table: TableInfo | None) -> None:
        with self._lock:
            if not self._closed:
                self._event.emit(name, table)

    @Slot(str, object)
    def _on_event(self, name: str, table: TableInfo | None) -> None:
        if self._closed:
            return
        if table is None:
            old = self.tables.pop(name, None)
            if old is not None:
                self.gone.emit(old.table_id)
            return
        if self.tables.get(name) != table:
            self.tables[name] = table
            self.found.emit(table)


def _table_info(info: ServiceInfo) -> TableInfo | None:
    """A resolved service as a ``TableInfo``; None when it is not a usable table."""
    properties: dict[str, str] = {}
    for key, value in (info.properties or {}).items():
        try:
            properties[key.decode("utf-8")] = (value or b"").decode("utf-8")
        except (UnicodeDecodeError, AttributeError):
            continue
    if not properties.get(TABLE) or info.port is None:
        return None

    def number(key: str) -> int:
        try:
            return int(properties.get(key, "0"))
        except ValueError:
            return 0

    v4 = info.parsed_addresses(IPVersion.V4Only)
    v6 = info.parsed_addresses(IPVersion.V6Only)
    addresses = tuple([f"ws://{a}:{info.port}" for a in v4]
                      + [f"ws://[{a}]:{info.port}" for a in v6])
    service = str(info.name)
    return TableInfo(
        service=service, name=service.removesuffix("." + SERVICE_TYPE),
        table_id=properties[TABLE], game=properties.get(GAME, ""),
        host=properties.get(HOST, ""), protocol=number(PROTOCOL), free=number(FREE),
        addresses=addresses, properties=properties)
