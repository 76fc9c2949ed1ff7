"""One connection between two apps, whatever carries it: the ``Link`` interface.

Why callbacks and not Qt signals: the same interface is implemented by an in-memory loopback
(tests, Qt-free), Qt's WebSockets (the local network) and an iroh connection (the internet,
asyncio in a thread of its own).  Each implementation calls ``on_message`` and ``on_closed`` on
the thread that owns the app's objects (the GUI thread in the app), never from another thread.

A message is a JSON object (``dict``); the link turns it into one text frame and back.  A frame
that is not a JSON object, or is larger than ``MAX_FRAME`` bytes, is dropped by the receiving link
(``dropped`` counts them), never handed on: hostile input stops at the door.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

#: the largest frame a link accepts (a whole game's view is a few kilobytes)
MAX_FRAME = 1 << 20
#: the deepest nesting a frame may have (a view nests about 6 deep)
MAX_DEPTH = 32

Message = dict[str, Any]


class Link(Protocol):
    """One open connection, on either side."""

    #: set by the owner: a message arrived (already parsed and checked by ``parse``)
    on_message: Callable[[Message], None]
    #: set by the owner: the connection is gone (closed by either side or lost); called once
    on_closed: Callable[[], None]
    #: frames refused by ``parse`` so far
    dropped: int

    def send(self, message: Message) -> None:
        """Send one message (dropped silently when the link is closed)."""

    def close(self) -> None:
        """Close the connection; ``on_closed`` follows."""

    @property
    def peer(self) -> str:
        """Where the other side is, for a log line ("127.0.0.1:50312")."""


class Listener(Protocol):
    """The host's side: accepts connections and hands each new one to ``on_link``."""

    on_link: Callable[[Link], None]

    @property
    def address(self) -> str:
        """What a guest dials ("ws://127.0.0.1:50311", an iroh ticket, "loop:3")."""

    def close(self) -> None:
        """Stop accepting (open links stay open)."""


class Dialer(Protocol):
    """The guest's side: opens a connection to a listener's ``address``."""

    def dial(self, address: str, connected: Callable[[Link], None],
             failed: Callable[[str], None]) -> None:
        """Try to connect; exactly one of ``connected(link)`` / ``failed(reason)`` follows."""


def encode(message: Message) -> str:
    """A message as one frame's text (compact JSON, no NaN)."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def parse(frame: str | bytes) -> Message | None:
    """A frame's message, or None when it is too large, not JSON, not an object, too deep or
    holds a NaN/Infinity: the link drops such a frame and counts it."""
    if len(frame) > MAX_FRAME:
        return None
    if isinstance(frame, bytes):
        try:
            frame = frame.decode("utf-8")
        except UnicodeDecodeError:
            return None

    def no_constant(name: str) -> Any:
        raise ValueError(name)

    try:
        obj = json.loads(frame, parse_constant=no_constant)
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict) or _depth(obj) > MAX_DEPTH:
        return None
    return obj


def _depth(obj: Any, level: int = 1) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(obj, dict):
        return max((_depth(v, level + 1) for v in obj.values()), default=level)
    if isinstance(obj, list):
        return max((_depth(v, level + 1) for v in obj), default=level)
    return level
