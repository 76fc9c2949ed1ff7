"""A guest's mirror of a table hosted elsewhere (Qt-free).

Why a mirror and not a second engine: the guest never has the whole game — no seed, no deck,
no other hand — only its seat's view after each change, which the host sends with the events
the seat may see.  ``GuestMirror`` keeps that view, the number of actions the game has had, the
seat's token and the last message number (``seq``) it has, and turns each message into a
``Change`` the app shows (the table repaints the view and animates the events).

Messages are applied exactly once and in order: a number already seen is a duplicate (a resend
after a reconnect) and ignored; a gap means something was missed, so the mirror asks again with
a ``hello`` carrying the token and the last number it has (``resume``), and the host resends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from net import codec, protocol
from net.link import Message


@dataclass
class Change:
    """What a message changed, for the app: ``kind`` is the message's (``welcome``, ``update``,
    ``sync``, ``refused``, ``refuse``, ``news``, ``seats``, ``final``, ``ping``, ``race``,
    ``order``) and ``message`` itself;
    ``events`` the update's typed events (decoded), ``by`` its acting seat."""

    kind: str
    message: Message
    events: list[Any] = field(default_factory=list)
    by: int | None = None


class GuestMirror:
    """See the module docstring.  ``send`` writes a message to the host (the app's link)."""

    def __init__(self, send: Callable[[Message], None], *, name: str = "",
                 table: str = "") -> None:
        self.send = send
        self.name = name
        self.table = table
        self.game_name = ""
        self.game: Any = None
        self.options: dict[str, Any] = {}
        self.seat: int | None = None
        self.token: str | None = None
        self.seq = 0
        #: the number of actions the game has had (the host's count)
        self.n = 0
        self.state: Any = None
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.over = False
        #: every move seen, for the log: (acting seat, events)
        self.moves: list[tuple[int | None, list[Any]]] = []
        #: the whole finished game (spectators), decoded
        self.final: Any = None
        self._next_id = 0
        #: the id of the action sent and not yet answered (None: none), and its message
        self.pending: int | None = None
        self._pending_message: Message | None = None
        #: messages refused as malformed or out of order, for the tests
        self.ignored = 0
        #: how many of its moves this seat may take back now (the host says, with each view)
        self.undoable = 0
        self.opening: list[Any] = []

    # ------------------------------------------------------------------ to the host
    def hello(self, seat: int | None) -> None:
        """Ask to sit at ``seat`` (-1: watch; None: list the seats first)."""
        self.send({"t": "hello", **protocol.versions(), "table": self.table, "seat": seat,
                   "name": self.name})

    def resume(self) -> None:
        """Come back after a lost connection: the token and the last message seen."""
        self.send({"t": "hello", **protocol.versions(), "table": self.table,
                   "token": self.token, "seen": self.seq})
        if self.pending is not None and self._pending_message is not None:
            # the move may have been lost with the link: sent again under the same id, so
            # the host applies it at most once (an id it has seen is ignored)
            self.send(self._pending_message)

    def act(self, action: Any, race: dict[str, Any] | None = None) -> int:
        """Send an action for this seat; its id (the host answers with an update or a
        ``refused`` of that id).  ``race``: a press's fields (``race``, ``pressed``,
        ``shown``), which the host orders fairly before it applies anything; a press leaves
        nothing pending (the guest may still answer while the host collects)."""
        self._next_id += 1
        message = {"t": "act", "id": self._next_id, "at": self.n,
                   "action": self.game.encode_action(action), **(race or {})}
        if race is None:
            self.pending, self._pending_message = self._next_id, message
        self.send(message)
        return self._next_id

    def ask_undo(self) -> None:
        self.send({"t": "undo", "at": self.n})

    # ------------------------------------------------------------------ from the host
    def received(self, message: Message) -> Change | None:
        """Apply one message from the host; the change it made (None: nothing to show)."""
        kind = message.get("t")
        try:
            if kind in ("refuse", "seats"):
                return Change(str(kind), message)
            if kind == "resumed":
                last = message.get("last")
                if isinstance(last, int) and not isinstance(last, bool):
                    self._next_id = max(self._next_id, last)
                return None
            if kind in ("ping", "race", "order"):
                return Change(str(kind), message)
            if kind == "refused":
                if message.get("id") == self.pending:
                    self.pending = None
                return Change("refused", message)
            seq = message.get("seq")
            if not isinstance(seq, int) or isinstance(seq, bool):
                self.ignored += 1
                return None
            if kind == "welcome":
                return self._welcome(message)
            if seq <= self.seq:
                return None  # a resend of what this mirror already has
            if seq != self.seq + 1:
                self.ignored += 1
                self.resume()  # a gap: ask for what was missed
                return None
            return self._numbered(str(kind), message)
        except (codec.BadMessage, KeyError, TypeError, ValueError):
            self.ignored += 1
            return None

    def _welcome(self, message: Message) -> Change:
        from engine import games

        game_name = str(message["game"])
        game = games.get_game(game_name)
        state = codec.decode_state(game_name, message["view"])
        self.game_name, self.game, self.state = game_name, game, state
        self.options = dict(message.get("options") or {})
        seat = message.get("seat")
        self.seat = seat if protocol.is_int(seat) else None
        self.token = str(message["token"])
        self.table = str(message.get("table") or self.table)
        self.names = [str(n) for n in message.get("names", [])]
        self.kinds = [str(k) for k in message.get("kinds", [])]
        self.n, self.seq = int(message["n"]), int(message["seq"])
        self.undoable = _count(message.get("undo"))
        #: the deal's events (a guest seated before the first move), redacted for the seat
        self.opening = (codec.decode_events(game_name, message.get("opening") or [])
                        if self.n == 0 else [])
        self.over = bool(message.get("over"))
        self.pending = None
        if message.get("over") and self.seat is None:
            self.final = state
        return Change("welcome", message)

    def _numbered(self, kind: str, message: Message) -> Change | None:
        change: Change | None = None
        if kind == "update":
            state = codec.decode_state(self.game_name, message["view"])
            events = codec.decode_events(self.game_name, message["events"])
            by = message.get("by")
            by = by if protocol.is_int(by) else None
            self.state, self.n = state, int(message["n"])
            self.over = bool(message.get("over"))
            self.undoable = _count(message.get("undo"))
            self.moves.append((by, events))
            self.pending = None
            change = Change("update", message, events, by)
        elif kind == "sync":
            self.state = codec.decode_state(self.game_name, message["view"])
            self.n = int(message["n"])
            self.undoable = _count(message.get("undo"))
            self.moves = self.moves[:self.n]
            self.pending = None
            change = Change("sync", message)
        elif kind == "final":
            self.final = codec.decode_state(self.game_name, message["state"])
            change = Change("final", message)
        elif kind == "news":
            if message.get("what") == "joined" and protocol.is_int(message.get("seat")):
                seat = message["seat"]
                if 0 <= seat < len(self.names):
                    self.names[seat] = str(message.get("name", ""))[:protocol.MAX_NAME]
            change = Change("news", message)
        else:
            self.ignored += 1
        self.seq = int(message["seq"])
        return change


def _count(value: Any) -> int:
    """A small count from the host (0 for anything else)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0
