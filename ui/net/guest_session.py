"""A guest's game: a ``Session`` whose record is a mirror of the host's game.

Why a ``Session``: the tables, the log, the announcer and the end panel all read a session
(``ui.table.protocol.TableSession``); a guest's table is the same table, so it gets the same
object, only fed differently.  Its state is the seat's view as the host sent it (never the
whole game: no seed, no deck, no other hand), its moves go to the host (``submit`` sends and
returns at once), and the host's updates come in through ``apply``: the view replaced, the
events animated and logged, exactly as a move made here.

What a guest cannot do alone, it does not pretend to: no autosave (the host keeps the game), no
restart, and undo is the host's to grant (``request_undo``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.core import QT_TRANSLATE_NOOP, Event, IllegalAction, listed
from engine.record import Move
from engine.undo import Step
from net.guest import Change, GuestMirror
from ui.seats import COMPUTER, HUMAN, REMOTE, SeatConfig
from ui.session import Session

WAIT_FOR_HOST = QT_TRANSLATE_NOOP("engine", "Your last move is on its way to the host.")
NOT_YOURS = QT_TRANSLATE_NOOP("engine", "It is not your turn.")


class MirrorRecord:
    """What a ``Session`` asks of its ``GameRecord``, answered from a guest's mirror."""

    def __init__(self, mirror: GuestMirror) -> None:
        self.mirror = mirror
        self.game = mirror.game
        self.name = mirror.game_name
        self.options = mirror.options
        #: the guest never knows the seed (with it, the deck's order could be worked out)
        self.seed = 0

    @property
    def state(self) -> Any:
        return self.mirror.state

    @property
    def actions(self) -> list[None]:
        """As many entries as the game has actions, plus one for a move on its way (the
        tables see that their gesture made a move); the actions themselves stay the host's."""
        return [None] * (self.mirror.n + (self.mirror.pending is not None))

    def is_over(self) -> bool:
        return bool(self.game.is_over(self.state))

    def current_player(self) -> int | None:
        seat: int | None = self.game.current_player(self.state)
        return seat

    def steps(self) -> list[Step]:
        """Who made each action (the log and the announcer name the actor): the moves this
        guest saw, none before it came; none of them may be taken back here."""
        seen = [Step(by, False) for by, _ in self.mirror.moves][-self.mirror.n:]
        return [Step(None, False)] * (self.mirror.n - len(seen)) + seen if self.mirror.n else []

    def fair_undo_count(self, seat: int) -> int:
        """What the host said this seat may take back (it alone knows what was reversible)."""
        return self.mirror.undoable if seat == self.mirror.seat else 0

    def undo(self, n: int) -> None:
        """Ask the host to take this seat's last move back; its ``sync`` brings the position."""
        self.mirror.undoable = 0
        self.mirror.ask_undo()

    def practice_undo_count(self, seat: int) -> int:
        return 0

    def redo_count(self) -> int:
        return 0

    def moves(self) -> list[Move]:
        """The opening (none: the host dealt before this guest came) and every move seen."""
        if not self.mirror.n and not self.mirror.moves:
            return []  # a new game: ``GuestSession.start`` shows and logs the deal
        return [Move(None, list(self.mirror.opening)),
                *(Move(by, list(events)) for by, events in self.mirror.moves)]

    def history(self) -> list[Event]:
        return [*self.mirror.opening,
                *(event for _, events in self.mirror.moves for event in events)]

    def submit(self, action: Any) -> list[Event]:
        raise IllegalAction(WAIT_FOR_HOST)


def guest_seats(mirror: GuestMirror) -> list[SeatConfig]:
    """The seats as this guest's table shows them: its own a person here, the other people
    away, the computers computers."""
    seats = []
    for i, name in enumerate(mirror.names):
        kind = mirror.kinds[i] if i < len(mirror.kinds) else REMOTE
        if i == mirror.seat:
            kind = HUMAN
        elif kind != COMPUTER:
            kind = REMOTE
        seats.append(SeatConfig(name, kind, ""))
    return seats


class GuestSession(Session):
    """See the module docstring.  ``send_action(action)`` hands a move to the connection."""

    guest = True
    #: the host refused a move of this seat (the reason, translated by the table)
    refusedRemotely = Signal(str, dict)
    #: the host's word on a real-time race (Ordet fanger): ("race" | "order", message)
    raceNews = Signal(str, dict)

    def __init__(self, mirror: GuestMirror, send_action: Callable[[Any], None],
                 parent: QObject | None = None) -> None:
        QObject.__init__(self, parent)
        self.game_name = mirror.game_name
        self.mirror = mirror
        self._send_action = send_action
        self.record = MirrorRecord(mirror)  # type: ignore[assignment]
        self._wire(guest_seats(mirror))
        self.viewer = mirror.seat
        self.net_meta = {"table": mirror.table}
        #: this guest's clock (the one its pongs report): a race's press times
        self.now: Callable[[], float] = time.monotonic
        #: a table's real-time parts reach the host through this session (``press``)
        self.net_link = self

    # ------------------------------------------------------------------ facts
    def _initial_viewer(self) -> int | None:
        return self.mirror.seat

    def logged_moves(self) -> list[Move]:
        return self.record.moves()  # type: ignore[attr-defined, no-any-return]

    # ------------------------------------------------------------------ play
    def start(self) -> None:
        """Seated before the first move: the deal is shown and logged as at the host's."""
        if self.mirror.opening and not self.actions:
            self.eventsApplied.emit(list(self.mirror.opening))
        self.changed.emit()

    def ask_seat_to_act(self) -> None:
        """Every other seat is driven on the host's computer."""

    def submit(self, action: Any) -> list[Event]:
        """Check the move against this seat's view (the engine's reason at once for a move
        the rules refuse), then send it; the host's update brings its events."""
        if self.guard is not None:
            self.guard(action)
        if self.mirror.pending is not None:
            raise IllegalAction(WAIT_FOR_HOST)
        if self.is_over():
            raise IllegalAction("The game is over.")
        seat = self.viewer
        if seat is None:
            raise IllegalAction(NOT_YOURS)
        try:
            known = listed(self.game, action, self.game.legal_actions(self.state, seat))
        except Exception:
            known = False
        if not known:
            try:
                self.game.apply(self.game.clone(self.state), action)
            except IllegalAction:
                raise
            except Exception:
                pass
            raise IllegalAction(NOT_YOURS)
        self.cancel_thinking()
        self._send_action(action)
        self.changed.emit()
        return []

    def press(self, action: Any, race: dict[str, Any]) -> None:
        """A press in a race (a typed answer's ``Claim`` or a give-up's ``Pass``) with its
        times (``net.race``): the host orders the presses and applies the outcome."""
        self.mirror.act(action, race)

    def apply(self, change: Change) -> None:
        """The host's message, shown: a move's events animated, a new view painted."""
        if change.kind == "update":
            self.cancel_thinking()
            self.viewer = self.mirror.seat
            self.eventsApplied.emit(change.events)
            self.changed.emit()
            if self.is_over():
                self.gameOver.emit()
        elif change.kind in ("sync", "welcome"):
            self.cancel_thinking()
            self.rewound.emit(0)
            self.changed.emit()
        elif change.kind == "refused":
            message = change.message
            params = message.get("params")
            self.refusedRemotely.emit(str(message.get("message", "")),
                                      params if isinstance(params, dict) else {})
            self.changed.emit()
        elif change.kind in ("race", "order"):
            self.raceNews.emit(change.kind, change.message)

    #: a spectator's finished game: the table paints the whole state (every hand face up)
    reveal_all = False

    def view(self) -> Any:
        if self.reveal_all:
            return self.game.clone(self.state)
        return super().view()

    def show_final(self) -> None:
        """A spectator's game is over: the host sent the whole of it, shown face up."""
        if self.mirror.final is None or self.mirror.seat is not None:
            return
        self.mirror.state = self.mirror.final
        self.reveal_all = True
        self.rewound.emit(0)
        self.changed.emit()

    def set_names(self, names: Sequence[str]) -> None:
        for i, name in enumerate(names[:len(self.seats)]):
            self.seats[i].name = name
        self.changed.emit()

    # ------------------------------------------------------------------ not a guest's
    def rebuild(self, actions: Sequence[Any]) -> None:
        raise RuntimeError("a guest's game is rebuilt by its host")

    def meta(self) -> dict[str, Any]:
        return {"seats": [s.to_json() for s in self.seats]}
