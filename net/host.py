"""The host's authority over a table played across computers (Qt-free).

Why the host decides everything: only the host's app has the whole game (the record: seed,
actions, state); it shuffles and rolls, validates every guest's action like any other, and
sends each seat only that seat's view and the events it may see (``net.seat_view``).  So a
guest can never see a hidden card, whatever it sends or whatever its app does.

``HostTable`` is driven from outside: ``attach(link)`` for each new connection, ``changed(by)``
after every action on the record (whoever made it: a person here, a computer, a guest),
``rewound()`` after an undo, ``lost``/``replace``/``tick`` for seats whose person went away.  It
reaches the game only through the callbacks it is given (``submit`` an action for a seat,
``undo`` for a seat, ``seat_kind`` when a computer takes a seat or gives it back), so the app
wires it to its ``Session`` and the tests to a bare ``GameRecord``.

A game with a real-time race (Ordet fanger, ``net.race``) gets its presses through
``race_hook`` (an ``act`` with a ``race`` field: ordered by the app's table, not applied at
once), each guest's ``pong`` through ``on_pong`` (its clock), and sends the race's reveal and
order with ``tell`` (unnumbered: worth nothing once missed).

Messages to a seat are numbered (``seq``) and kept (``outbox``): a guest that comes back
presents its token and the last number it saw, and is sent exactly what it missed.  What a
hostile or confused guest sends is refused without changing anything: a malformed message,
one for another seat, a replayed or stale action, a wrong token (the fuzz test).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core import QT_TRANSLATE_NOOP, IllegalAction, listed
from engine.record import GameRecord
from net import protocol, seat_view
from net.link import Link, Message

REMOTE, COMPUTER = "remote", "computer"

#: refusals of single actions (the guest translates them like the engine's own reasons)
NOT_YOURS = QT_TRANSLATE_NOOP("engine", "It is not your turn.")
STALE = QT_TRANSLATE_NOOP("engine", "The game moved on before your move arrived.")
UNREADABLE = QT_TRANSLATE_NOOP("engine", "The move could not be read.")
COMPUTER_PLAYS = QT_TRANSLATE_NOOP("engine", "A computer plays your seat now.")
NO_UNDO = QT_TRANSLATE_NOOP("engine", "There is nothing of yours to take back.")


@dataclass
class Peer:
    """A person at another computer, in a seat or watching: their link and their messages."""

    token: str
    name: str
    link: Link | None = None
    outbox: list[Message] = field(default_factory=list)
    last_id: int = 0
    #: host time the link was lost (None: connected, or never yet)
    lost_at: float | None = None


@dataclass
class HostSeat:
    """One seat: its name and kind, and the person at another computer who holds it."""

    index: int
    name: str
    kind: str
    peer: Peer | None = None
    #: a computer plays the seat for its person (who may take it back by coming back)
    replaced: bool = False


class HostTable:
    """A table hosted on this computer; see the module docstring."""

    def __init__(self, game_name: str, record: GameRecord[Any, Any],
                 seats: Sequence[tuple[str, str]], *, table_id: str = "", host_name: str = "",
                 submit: Callable[[int, Any], None], undo: Callable[[int], int] | None = None,
                 seat_kind: Callable[[int, str], None] | None = None,
                 now: Callable[[], float] = lambda: 0.0, wait_s: float = 120.0,
                 spectators: bool = True) -> None:
        """``seats``: (name, kind) per seat, kind "human" (here), "computer" or "remote";
        ``submit(seat, action)`` applies a guest's action (``IllegalAction`` refuses it) and
        ``changed`` is called back by whoever applied it; ``undo(seat)`` takes back what fair
        undo allows the seat and says how many actions went; ``seat_kind(seat, kind)`` tells
        the app that a computer ("computer") or the person again ("remote") plays a seat."""
        self.game_name = game_name
        self.game = record.game
        self.record = record
        self.seats = [HostSeat(i, name, kind) for i, (name, kind) in enumerate(seats)]
        self.table_id = table_id or secrets.token_hex(8)
        self.host_name = host_name
        self._submit, self._undo, self._seat_kind = submit, undo, seat_kind
        self.now, self.wait_s, self.allow_spectators = now, wait_s, spectators
        self.spectators: list[Peer] = []
        self._lobby: list[Link] = []
        self._to_act = self.game.current_player(record.state)
        #: what was refused, for the host's log and the tests: (reason, detail)
        self.refusals: list[tuple[str, str]] = []
        #: a seat's news for the host's own screen: (what, seat)
        self.on_news: Callable[[str, int], None] = lambda what, seat: None
        #: a seated guest's ``pong`` (seat, message): its clock's samples (``net.clock``)
        self.on_pong: Callable[[int, Message], None] = lambda seat, message: None
        #: a game's real-time race (Ordet fanger, ``net.race``): an ``act`` that carries a
        #: ``race`` field is a press, handed here with its decoded action instead of being
        #: applied; the hook returns None (taken) or a refusal's reason
        self.race_hook: Callable[[int, Any, Message], str | None] | None = None

    # ------------------------------------------------------------------ facts
    def peers(self) -> list[Peer]:
        return [s.peer for s in self.seats if s.peer is not None] + self.spectators

    def free_seats(self) -> list[int]:
        return [s.index for s in self.seats if s.kind == REMOTE and s.peer is None]

    def all_joined(self) -> bool:
        """Every seat for a person at another computer is taken (the host may start)."""
        return not self.free_seats()

    def waiting(self) -> list[HostSeat]:
        """Seats whose person is away (lost connection, not replaced by a computer)."""
        return [s for s in self.seats if s.peer is not None and s.peer.link is None
                and s.peer.lost_at is not None and not s.replaced]

    def overdue(self) -> list[HostSeat]:
        """Seats waited for longer than ``wait_s``: the host may let a computer play."""
        return [s for s in self.waiting()
                if s.peer is not None and s.peer.lost_at is not None
                and self.now() - s.peer.lost_at >= self.wait_s]

    def keys(self) -> dict[str, Any]:
        """What a save keeps so guests can rejoin a reopened game: the table id and each
        seat's token (the host's own file: the tokens never leave this computer otherwise)."""
        return {"table": self.table_id,
                "tokens": [s.peer.token if s.peer is not None else None for s in self.seats],
                "replaced": [s.index for s in self.seats if s.replaced]}

    def restore(self, keys: dict[str, Any]) -> None:
        """A reopened game: the same table id, and every seat that had a guest waits for it
        to come back with its token."""
        self.table_id = str(keys.get("table") or self.table_id)
        replaced = set(keys.get("replaced") or ())
        for seat, token in zip(self.seats, keys.get("tokens") or (), strict=False):
            if seat.index in replaced:  # a computer plays it until its person is back
                seat.kind, seat.replaced = REMOTE, True
            if isinstance(token, str) and seat.kind == REMOTE:
                seat.peer = Peer(token, seat.name, None, lost_at=self.now())

    # ------------------------------------------------------------------ connections
    def attach(self, link: Link) -> None:
        """A new connection: it must say ``hello`` before anything else."""
        self._lobby.append(link)
        link.on_message = lambda message: self._received(link, message)
        link.on_closed = lambda: self._closed(link)

    def close(self, ended: bool = False) -> None:
        """The host leaves: every connection closes.  ``ended``: on purpose (a new game, another
        file), so every guest and spectator is told (``refuse`` ``closed``: "The host has
        closed the table.") and stops dialling; without it (the host's app closing, perhaps
        by accident) the guests dial again and are back when the host reopens the autosave.
        What a closing link still delivers is not heard: the host's game may be another one
        by then."""
        for peer in self.peers():
            if peer.link is not None:
                if ended:
                    peer.link.send({"t": "refuse", "why": protocol.CLOSED, "params": {}})
                peer.link.on_message = _deaf
                peer.link.close()
        for link in list(self._lobby):
            link.on_message = _deaf
            link.close()

    def _closed(self, link: Link) -> None:
        if link in self._lobby:
            self._lobby.remove(link)
        for seat in self.seats:
            if seat.peer is not None and seat.peer.link is link:
                seat.peer.link, seat.peer.lost_at = None, self.now()
                if not seat.replaced and not self.record.is_over():
                    self._news("waiting", seat.index)
        for peer in self.spectators:
            if peer.link is link:
                peer.link = None

    def _owner(self, link: Link) -> tuple[HostSeat | None, Peer | None]:
        for seat in self.seats:
            if seat.peer is not None and seat.peer.link is link:
                return seat, seat.peer
        return None, next((p for p in self.spectators if p.link is link), None)

    def _refuse_link(self, link: Link, why: str, **params: Any) -> None:
        self.refusals.append((why, str(params)))
        link.send({"t": "refuse", "why": why, "params": params})
        link.close()

    def _received(self, link: Link, message: Message) -> None:
        kind = message.get("t")
        if kind not in protocol.GUEST_KINDS:
            self.refusals.append((protocol.BAD, f"kind {kind!r}"))
            return
        if kind == "hello":
            self._hello(link, message)
            return
        seat, peer = self._owner(link)
        if peer is None:
            self.refusals.append((protocol.BAD, f"{kind} before hello"))
            return
        if kind == "act" and seat is not None:
            self._act(seat, peer, message)
        elif kind == "undo" and seat is not None:
            self._undo_for(seat, peer, message)
        elif kind == "pong" and seat is not None:
            self.on_pong(seat.index, message)
        elif kind == "bye":
            link.close()

    # ------------------------------------------------------------------ hello
    def _hello(self, link: Link, message: Message) -> None:
        if not protocol.compatible(message):
            mine = protocol.versions()
            self._refuse_link(
                link, protocol.VERSION, host_app=mine["app"], host_rules=mine["rules"],
                guest_app=str(message.get("app", "?"))[:20],
                guest_rules=str(message.get("rules", "?"))[:20])
            return
        if message.get("table") not in (self.table_id, None, ""):
            self._refuse_link(link, protocol.TABLE)
            return
        token, seat_no, seen = message.get("token"), message.get("seat"), message.get("seen", 0)
        if not protocol.is_int(seen) or seen < 0:
            seen = 0
        if token is not None:
            self._resume(link, token, seen)
        elif seat_no is None:
            link.send({"t": "seats", "game": self.game_name, "host": self.host_name,
                       "table": self.table_id, **protocol.versions(),
                       "seats": [{"index": s.index, "name": s.name,
                                  "free": s.kind == REMOTE and s.peer is None}
                                 for s in self.seats],
                       "spectators": self.allow_spectators})
        elif seat_no == -1 and self.allow_spectators:
            peer = Peer(secrets.token_urlsafe(16), "", link)
            self._leave_lobby(link)
            self.spectators.append(peer)
            self._welcome(peer, None)
        elif (protocol.small_int(seat_no, 0, len(self.seats) - 1)
              and self.seats[seat_no].kind == REMOTE):
            seat = self.seats[seat_no]
            if seat.peer is not None:
                self._refuse_link(link, protocol.TAKEN, seat=seat.name)
                return
            name = message.get("name")
            if isinstance(name, str) and len(name) <= protocol.MAX_NAME and name.strip():
                seat.name = name.strip()
            seat.peer = Peer(secrets.token_urlsafe(16), seat.name, link)
            self._leave_lobby(link)
            self._welcome(seat.peer, seat.index)
            self._news("joined", seat.index)
        else:
            self._refuse_link(link, protocol.FULL if not self.free_seats() else protocol.BAD)

    def _leave_lobby(self, link: Link) -> None:
        if link in self._lobby:
            self._lobby.remove(link)

    def _resume(self, link: Link, token: Any, seen: int) -> None:
        found: list[tuple[HostSeat | None, Peer]] = [
            (s, s.peer) for s in self.seats if s.peer is not None
                 and isinstance(token, str) and secrets.compare_digest(s.peer.token, token)]
        found += [(None, p) for p in self.spectators
                  if isinstance(token, str) and secrets.compare_digest(p.token, token)]
        if not found:
            self._refuse_link(link, protocol.TOKEN)
            return
        seat, peer = found[0]
        old, peer.link, peer.lost_at = peer.link, link, None
        self._leave_lobby(link)
        if old is not None and old is not link:
            old.on_closed = lambda: None
            old.close()
        # the last action id taken from this seat: a guest's app that restarted numbers on
        # from there (a lower id would be ignored as a replay)
        link.send({"t": "resumed", "last": peer.last_id})
        if seen > len(peer.outbox) or not peer.outbox:
            self._welcome(peer, seat.index if seat is not None else None, fresh=False)
        else:
            for missed in peer.outbox[seen:]:
                link.send(missed)
        if seat is not None:
            if seat.replaced:
                seat.replaced = False
                if self._seat_kind is not None:
                    self._seat_kind(seat.index, REMOTE)
                self._news("person", seat.index)
            else:
                self._news("back", seat.index)

    def _welcome(self, peer: Peer, seat: int | None, fresh: bool = True) -> None:
        """The seat's whole view now (a first join, or a return that cannot be patched)."""
        state = self.record.state
        over = self.record.is_over()
        view = (seat_view.final_view(self.game_name, state) if over and seat is None
                else seat_view.for_seat(self.game_name, state, [], seat)["view"])
        # a game not begun yet: its deal's events too (the seat's log opens as the host's)
        opening = (seat_view.for_seat(self.game_name, state,
                                      list(self.game.initial_events(state)), seat)["events"]
                   if not self.record.actions else [])
        self._post(peer, {
            "t": "welcome", "seat": seat, "token": peer.token, "game": self.game_name,
            "options": self.record.options, "names": [s.name for s in self.seats],
            "kinds": [s.kind for s in self.seats], "n": len(self.record.actions),
            "view": view, "over": over, "table": self.table_id, "host": self.host_name,
            "opening": opening, "undo": self._undoable(seat), **protocol.versions()})

    # ------------------------------------------------------------------ play
    def _act(self, seat: HostSeat, peer: Peer, message: Message) -> None:
        ident, at = message.get("id"), message.get("at")
        if not isinstance(ident, int) or isinstance(ident, bool) or ident <= peer.last_id:
            self.refusals.append((protocol.BAD, f"id {ident!r} after {peer.last_id}"))
            return  # a replayed or reordered action: applied once, or never
        peer.last_id = ident

        def refuse(text: str, **params: Any) -> None:
            self.refusals.append(("action", text))
            self._post(peer, {"t": "refused", "id": ident, "message": text, "params": params},
                       numbered=False)

        if seat.replaced:
            refuse(COMPUTER_PLAYS)
            return
        raw = message.get("action")
        try:
            if not isinstance(raw, dict):
                raise ValueError("not an object")
            action = self.game.decode_action(raw)
        except Exception:
            refuse(UNREADABLE)
            return
        if self.race_hook is not None and "race" in message and not self.record.is_over():
            # a press in a race: timed by its own clock, so not stale when others pressed
            reason = self.race_hook(seat.index, action, message)
            if reason is not None:
                refuse(reason)
            return
        if at != len(self.record.actions):
            refuse(STALE)
            return
        state = self.record.state
        if self.record.is_over() or not listed(self.game, action,
                                               self.game.legal_actions(state, seat.index)):
            refuse(*self._reason(seat.index, action))
            return
        self._to_act = seat.index
        try:
            self._submit(seat.index, action)
        except IllegalAction as err:
            refuse(err.message, **err.params)

    def _reason(self, seat: int, action: Any) -> tuple[str]:
        """Why an unlisted action is refused: the engine's own reason when it has one."""
        if seat not in self.game.acting_seats(self.record.state):
            return (NOT_YOURS,)
        try:
            self.game.apply(self.game.clone(self.record.state), action)
        except IllegalAction as err:
            return (err.text(),)
        except Exception:
            return (UNREADABLE,)
        return (NOT_YOURS,)

    def _undo_for(self, seat: HostSeat, peer: Peer, message: Message) -> None:
        if self._undo is None or message.get("at") != len(self.record.actions):
            return
        if self._undo(seat.index) == 0:
            self._post(peer, {"t": "refused", "id": 0, "message": NO_UNDO, "params": {}},
                       numbered=False)

    def changed(self, events: Sequence[Any], by: int | None = None) -> None:
        """An action was applied to the record: every seat and spectator gets its update."""
        actor = by if by is not None else self._to_act
        state, over = self.record.state, self.record.is_over()
        for seat in self.seats:
            if seat.peer is not None:
                self._update(seat.peer, seat.index, events, actor, over)
        for peer in self.spectators:
            self._update(peer, None, events, actor, over)
            if over:
                self._post(peer, {"t": "final",
                                  "state": seat_view.final_view(self.game_name, state)})
        self._to_act = self.game.current_player(state)

    def _update(self, peer: Peer, seat: int | None, events: Sequence[Any], actor: int | None,
                over: bool) -> None:
        sent = seat_view.for_seat(self.game_name, self.record.state, list(events), seat)
        self._post(peer, {"t": "update", "n": len(self.record.actions), "by": actor,
                          "view": sent["view"], "events": sent["events"], "over": over,
                          "undo": self._undoable(seat)})

    def _undoable(self, seat: int | None) -> int:
        """How many of its last moves fair undo lets ``seat`` take back now (its Undo
        button's state: a guest cannot tell what was reversible, the host can)."""
        if seat is None or self._undo is None or self.record.is_over():
            return 0
        return min(1, self.record.fair_undo_count(seat))

    def rewound(self) -> None:
        """Actions were taken back: every peer gets its view of the position now."""
        for seat in self.seats:
            if seat.peer is not None:
                self._sync(seat.peer, seat.index)
        for peer in self.spectators:
            self._sync(peer, None)
        self._to_act = self.game.current_player(self.record.state)

    def _sync(self, peer: Peer, seat: int | None) -> None:
        sent = seat_view.for_seat(self.game_name, self.record.state, [], seat)
        self._post(peer, {"t": "sync", "n": len(self.record.actions), "view": sent["view"],
                          "undo": self._undoable(seat)})

    # ------------------------------------------------------------------ away and back
    def replace(self, seat_no: int) -> None:
        """The host's word: a computer plays the seat of a person who is away."""
        seat = self.seats[seat_no]
        if seat.peer is None or seat.peer.link is not None or seat.replaced:
            return
        seat.replaced = True
        if self._seat_kind is not None:
            self._seat_kind(seat_no, COMPUTER)
        self._news("computer", seat_no)

    def wait_longer(self, seat_no: int) -> None:
        """The host waits another ``wait_s`` for the seat's person."""
        peer = self.seats[seat_no].peer
        if peer is not None and peer.link is None:
            peer.lost_at = self.now()
            self._news("waiting", seat_no)

    def _news(self, what: str, seat_no: int) -> None:
        seat = self.seats[seat_no]
        until = (seat.peer.lost_at + self.wait_s
                 if what == "waiting" and seat.peer is not None and seat.peer.lost_at is not None
                 else None)
        # ``left``: the seconds still waited, as the guests cannot read the host's clock
        left = None if until is None else max(0.0, until - self.now())
        note = {"t": "news", "what": what, "seat": seat_no, "name": seat.name, "left": left}
        for peer in self.peers():
            self._post(peer, dict(note))
        self.on_news(what, seat_no)

    def tell(self, seat: int | None, message: Message) -> None:
        """An unnumbered message (a race's reveal or order: worth nothing once missed) to
        the guest in ``seat``, or (None) to every guest and spectator."""
        peers = (self.peers() if seat is None
                 else [s.peer for s in self.seats if s.index == seat and s.peer is not None])
        for peer in peers:
            self._post(peer, dict(message), numbered=False)

    def _post(self, peer: Peer, message: Message, numbered: bool = True) -> None:
        """Number and keep a message for ``peer`` and send it if connected."""
        if numbered:
            message["seq"] = len(peer.outbox) + 1
            peer.outbox.append(message)
        if peer.link is not None:
            peer.link.send(message)


def _deaf(message: Message) -> None:
    """A closed table's link: its messages go nowhere."""
