"""The host's glue: a ``HostTable`` wired to the running ``Session`` and to its listeners.

Why glue and not a subclass: the host's game is an ordinary game at this screen — the same
session, table, log, autosave and statistics — in which some seats are people at other
computers.  ``Hosting`` listens for them (``attach``), tells the ``HostTable`` after every
action the session applies (whoever made it: a person here, a computer, a guest), hands a
guest's validated action to ``Session.submit`` like a gesture, lets a computer take a seat on
the host's word (``Session.set_seat_kind``), and pings every guest each second (the link's
heartbeat and, for Ordet fanger's races, the clock offsets: ``clocks``, one ``ClockSync`` per
seated guest, fed by their pongs).

A table with a real-time race (Ordet fanger) finds this object as ``session.net_link`` and
sets ``on_press`` (a guest's press, ``HostTable.race_hook``) and ``adjust`` (a guest's action
changed before it is applied: a sealed answer's tie snapping); it sends with ``tell`` and
reads the host's time with ``now``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine.core import QT_TRANSLATE_NOOP
from net import clock
from net.clock import ClockSync
from net.host import HostTable
from net.link import Link, Listener, Message
from ui.seats import COMPUTER
from ui.session import Session

#: a press when no race is open to take it
NOT_RACING = QT_TRANSLATE_NOOP("engine", "There is no duel to answer.")


class Hosting(QObject):
    """A hosted table for ``session``; see the module docstring."""

    #: (what, seat): a seat's person joined, went away ("waiting"), came back, or a computer
    #: took the seat — the host's own screen shows it like the guests'
    news = Signal(str, int)
    #: a seat's person has been away longer than the wait (the host may let a computer play)
    overdue = Signal(int)

    def __init__(self, session: Session, *, host_name: str = "", table_id: str = "",
                 wait_s: float = 120.0, level: str = "",
                 now: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.level = level
        seats = [(s.name, s.kind) for s in session.seats]
        self.table = HostTable(
            session.game_name, session.record, seats, table_id=table_id, host_name=host_name,
            submit=self._submit, undo=self._undo, seat_kind=self._seat_kind, now=now,
            wait_s=wait_s)
        self.table.on_news = self._on_news
        keys = session.net_meta
        if keys:  # a reopened hosted game: its guests come back with their tokens
            self.table.restore(keys)
        session.net_meta = {**keys, **self.table.keys()}
        self.listeners: list[Listener] = []
        self._count = len(session.actions)
        session.eventsApplied.connect(self._events)
        session.rewound.connect(self._rewound)
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._each_second)
        self._tick.start()
        self._told: set[int] = set()
        self._now = now
        #: each seated guest's clock as the host measures it (``net.clock``)
        self.clocks: dict[int, ClockSync] = {}
        self.table.on_pong = self._pong
        self.table.race_hook = self._press
        #: the table's handler of a guest's press in a race: None (taken) or a refusal
        self.on_press: Callable[[int, Any, Message], str | None] | None = None
        #: the table's change to a guest's action before it is applied (None: as sent)
        self.adjust: Callable[[int, Any], Any] | None = None
        session.net_link = self
        #: the host has left this table (``close``): what it still hears is dropped
        self.closed = False

    def _on_news(self, what: str, seat: int) -> None:
        self.session.net_meta = {**self.session.net_meta, **self.table.keys()}
        if what in ("back", "person"):
            self._told.discard(seat)
        self.news.emit(what, seat)

    def listen(self, listener: Listener) -> None:
        """Accept guests through ``listener`` (several: the local network and the internet)."""
        listener.on_link = self.attach
        self.listeners.append(listener)

    def attach(self, link: Link) -> None:
        self.table.attach(link)

    def close(self, ended: bool = False) -> None:
        """The host leaves the table: listeners and links closed, and nothing the old table
        still hears (a link closing late, a guest's last message) reaches the window, which
        may be hosting another table by then (its news named a seat of this one).
        ``ended``: on purpose, the guests are told (``HostTable.close``)."""
        self.closed = True
        self.table.on_news = lambda what, seat: None
        self.table.on_pong = lambda seat, message: None
        self.table.race_hook = None
        self._tick.stop()
        for listener in self.listeners:
            listener.close()
        self.listeners.clear()
        self.table.close(ended)

    # ------------------------------------------------------------------ the session
    def _events(self, events: Sequence[Any]) -> None:
        """An action was applied (opening events of a new game are not an action)."""
        count = len(self.session.actions)
        if count > self._count:
            self._count = count
            self.table.changed(list(events))

    def _rewound(self, _n: int) -> None:
        self._count = len(self.session.actions)
        self.table.rewound()

    def _submit(self, seat: int, action: Any) -> None:
        if self.closed:  # (the table's links hear nothing once closed: never reached)
            return
        if self.adjust is not None:
            action = self.adjust(seat, action)
        self.session.submit(action)

    # ------------------------------------------------------------------ races (Ordet fanger)
    def now(self) -> float:
        """The host's time (seconds, monotonic): the races' and the clocks' time."""
        return self._now()

    def clock(self, seat: int) -> ClockSync:
        """The guest's clock in ``seat`` as measured so far (a fresh one before any pong)."""
        return self.clocks.setdefault(seat, ClockSync())

    def tell(self, seat: int | None, message: Message) -> None:
        """An unnumbered message to the guest in ``seat`` (None: every guest)."""
        self.table.tell(seat, message)

    def guests(self) -> list[int]:
        """The seats a connected guest holds."""
        return [s.index for s in self.table.seats
                if s.peer is not None and s.peer.link is not None and not s.replaced]

    def _pong(self, seat: int, message: Message) -> None:
        self.clock(seat).on_pong(message, self._now())

    def _press(self, seat: int, action: Any, message: Message) -> str | None:
        if self.on_press is None:
            return NOT_RACING
        return self.on_press(seat, action, message)

    def _undo(self, seat: int) -> int:
        if self.closed:
            return 0
        count = min(1, self.session.record.fair_undo_count(seat))  # one per press, as here
        if count and not self.session.is_over():
            self.session.record.undo(count)
            self.session.rewound.emit(count)
            self.session.changed.emit()
            self.session.ask_seat_to_act()
        return count

    def _seat_kind(self, seat: int, kind: str) -> None:
        self.session.set_seat_kind(seat, kind, self.level if kind == COMPUTER else "")

    def replace(self, seat: int, level: str) -> None:
        """The host's word: a computer of ``level`` plays the seat of a person who is away."""
        self.level = level
        self.table.replace(seat)

    def wait_longer(self, seat: int) -> None:
        self._told.discard(seat)
        self.table.wait_longer(seat)

    def ping(self) -> None:
        """Ping every guest (each second; the pongs are the clocks' samples)."""
        for peer in self.table.peers():
            if peer.link is not None:
                peer.link.send(clock.ping(self._now()))

    def _each_second(self) -> None:
        self.ping()
        for seat in self.table.overdue():
            if seat.index not in self._told:
                self._told.add(seat.index)
                self.overdue.emit(seat.index)
