"""An in-memory ``Link`` pair for tests and for a table played against itself (Qt-free).

Why frames and a queue: a loopback that handed dicts across directly would let a test pass
that the real links fail (a non-JSON value, a shared mutable object, a reply arriving inside
the call that sent it).  Here every message is encoded to a frame and parsed back like on a
wire, and nothing arrives until ``Hub.pump()`` delivers it, in order.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable

from net.link import Link, Message, encode, parse


def _ignore_message(message: Message) -> None:
    pass


def _ignore_close() -> None:
    pass


class LoopLink:
    """One end of a loopback connection."""

    def __init__(self, hub: Hub, name: str) -> None:
        self._hub = hub
        self.peer = name
        self.other: LoopLink | None = None
        self.on_message: Callable[[Message], None] = _ignore_message
        self.on_closed: Callable[[], None] = _ignore_close
        self.dropped = 0
        self.open = True
        self._told = False

    def send(self, message: Message) -> None:
        if self.open and self.other is not None:
            self._hub.queue.append((self.other, encode(message)))

    def send_frame(self, frame: str | bytes) -> None:
        """A raw frame, as a hostile peer could send it (tests)."""
        if self.open and self.other is not None:
            self._hub.queue.append((self.other, frame))

    def close(self) -> None:
        """Close both ends: this one sends no more at once; the other still gets what was
        sent before (as a socket delivers before its close), then its ``on_closed``."""
        if not self.open:
            return
        self.open = False
        self._hub.queue.append((self, None))
        if self.other is not None:
            self._hub.queue.append((self.other, None))

    def _deliver(self, frame: str | bytes | None) -> None:
        if frame is None:
            if not self._told:
                self._told, self.open = True, False
                self.on_closed()
            return
        if self._told:
            return
        message = parse(frame)
        if message is None:
            self.dropped += 1
        else:
            self.on_message(message)


class Hub:
    """Listeners by address and the queue of frames in flight."""

    def __init__(self) -> None:
        self.queue: deque[tuple[LoopLink, str | bytes | None]] = deque()
        self.listeners: dict[str, LoopListener] = {}
        self._numbers = itertools.count(1)

    def listen(self) -> LoopListener:
        listener = LoopListener(self, f"loop:{next(self._numbers)}")
        self.listeners[listener.address] = listener
        return listener

    def dial(self, address: str, connected: Callable[[Link], None],
             failed: Callable[[str], None]) -> None:
        listener = self.listeners.get(address)
        if listener is None:
            failed(f"nobody listens at {address}")
            return
        guest, host = LoopLink(self, "guest"), LoopLink(self, "host")
        guest.other, host.other = host, guest
        listener.on_link(host)
        connected(guest)

    def pump(self, limit: int = 1_000_000) -> int:
        """Deliver queued frames (and those they cause) until none is left; how many."""
        done = 0
        while self.queue and done < limit:
            end, frame = self.queue.popleft()
            end._deliver(frame)
            done += 1
        return done


class LoopListener:
    """A host's listener on a hub."""

    def __init__(self, hub: Hub, address: str) -> None:
        self._hub = hub
        self.address = address
        self.on_link: Callable[[Link], None] = lambda link: None

    def close(self) -> None:
        self._hub.listeners.pop(self.address, None)
