"""A running game as the UI sees it: the Qt adapter that wires the game's parts to signals.

Every action goes through ``submit``, so it is recorded (saves are replays), autosaved and
animated exactly once; the table never talks to the engine behind the session's back.  The
parts: the game's truth is a ``GameRecord`` (``engine.record``); each seat is driven by a
``SeatDriver`` (``ui.drivers``); who may look at the screen follows from the seats
(``ui.seats``); searches run through a ``Scheduler`` (``ui.scheduler``); what may be taken
back is ``SessionUndo`` (``ui.session_undo``).
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal

from engine import games
from engine.core import Agent, Decision, Event, IllegalAction, Rng
from engine.record import GameRecord, Move, replay_moves
from engine.saves import clean_name
from engine.undo import Step
from ui import seats as policy
from ui import think_process
from ui.drivers import (
    ComputerDriver,
    HintSearch,
    PersonAway,
    PersonHere,
    SeatDriver,
    make_agent,
)
from ui.forward import Forward
from ui.reasons import translate_reason
from ui.scheduler import Scheduler
from ui.seats import COMPUTER, HUMAN, Screen, SeatConfig
from ui.session_undo import SessionUndo

__all__ = ["COMPUTER", "HUMAN", "SeatConfig", "Session"]


class Session(QObject):
    """One game in progress.  Create it, connect the signals, then call ``start()``."""

    changed = Signal()  # after any action, load, viewer change
    eventsApplied = Signal(list)  # list[Event] of the last action, for animation and the log
    handoverRequested = Signal(int)  # seat that must take over the screen
    thinkingChanged = Signal(int, bool)  # computer seat, thinking?
    gameOver = Signal()
    #: the hint asked for with ``request_hint`` (an ``engine.search.hints.Hint``) is ready
    hintReady = Signal(object)
    #: actions were taken back (undo) or the position was rebuilt (a replay's step): the
    #: table repaints, the log is rebuilt; the number is how many actions went
    rewound = Signal(int)
    agentFailed = Signal(str)

    #: every session alive, so tests (and quitting) can stop all computer players at once
    live: ClassVar[weakref.WeakSet[Session]] = weakref.WeakSet()
    #: a session nobody plays in (a replay): tables run no clocks and plan no computer moves
    watch_only: ClassVar[bool] = False
    #: a guest's mirror of a game hosted on another computer: nothing to autosave or replay
    guest: ClassVar[bool] = False

    game = Forward("record")
    options = Forward("record")
    seed = Forward("record")
    state = Forward("record")
    actions = Forward("record")
    # what may be taken back, and practice games: ``SessionUndo``'s
    practice = Forward("undos")
    practice_offered = Forward("undos")
    undo_count = Forward("undos")
    undo_refusal = Forward("undos")
    practice_offer = Forward("undos")
    make_practice = Forward("undos")
    undo = Forward("undos")
    redo_count = Forward("undos")
    redo = Forward("undos")

    def __init__(self, game_name: str, options: Mapping[str, Any], seed: int | None,
                 seats: Sequence[SeatConfig], actions: Sequence[Any] = (),
                 parent: QObject | None = None, replayed: Any = None) -> None:
        """``replayed``: the state ``actions`` already lead to (a loaded save is verified by
        replaying it once; the session need not replay it again)."""
        super().__init__(parent)
        self.game_name = game_name
        game = games.get_game(game_name)
        seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        self.record: GameRecord[Any, Any] = GameRecord(
            game, game.normalize_options(options), seed, actions, name=game_name,
            state=replayed, steps=not actions)
        self._wire(seats)

    def _wire(self, seats: Sequence[SeatConfig]) -> None:
        """Everything but the record: the seats, their drivers, the viewer, undo, hints
        (a guest's session has a mirror for a record and shares the rest)."""
        # copies with clean names: whatever the caller (dialog, command line, save) passed
        self.seats = [SeatConfig(clean_name(s.name), s.kind, s.level) for s in seats]
        if len(self.seats) != self.game.num_seats(self.state):
            raise ValueError("seat list does not match the game's number of seats")
        self.viewer: int | None = self._initial_viewer()
        #: a hosted game's table id and guest tokens (``ui.net.hosting``), kept in its saves
        self.net_meta: dict[str, Any] = {}
        self.pending_handover: int | None = None
        #: milliseconds a computer move is held back so people can follow (0 = at once)
        self.computer_pace_ms = 600
        self.paused = False
        self.scheduler = Scheduler()
        self.hints = HintSearch(self.game_name, self.scheduler)
        #: the person at the screen asked for a hint in this game (the statistics say so)
        self.hints_used = False
        #: how long the computer thought before each of its actions (index → ms), for the log
        self.decision_ms: dict[int, int] = {}
        self.agent_factory: Callable[[str], Agent] | None = None
        self.drivers: list[SeatDriver] = [self._driver(i) for i in range(len(self.seats))]
        self.undos = SessionUndo(self)
        Session.live.add(self)
        #: a table that runs some computer decisions itself (real-time duels in Ordet fanger)
        #: returns True for the seat it drives now; the session then leaves that move alone
        self.table_drives: Callable[[int], bool] | None = None
        #: the guided game being played ("" for any other game): never counted
        self.tutorial = ""
        #: checks every action before the engine does (a guided game's script): raises
        #: ``IllegalAction`` with its own reason for a move the script does not want
        self.guard: Callable[[Any], None] | None = None
        #: play across computers: the network's side for a table's real-time parts (Ordet
        #: fanger's races): the host's ``ui.net.hosting.Hosting`` or the guest's own session
        self.net_link: Any = None

    def _driver(self, seat: int) -> SeatDriver:
        if self.seats[seat].is_human:
            return PersonHere()
        if self.seats[seat].is_remote:
            return PersonAway()
        return ComputerDriver(
            seat, lambda: make_agent(self.game_name, self.seats[seat].level, self.agent_factory),
            lambda: Rng(self.seed * 7919 + seat + len(self.actions)), self.scheduler,
            lambda: self.computer_pace_ms, self.thinkingChanged.emit, self.agentFailed.emit)

    def set_seat_kind(self, seat: int, kind: str, level: str = "") -> None:
        """Another driver for a seat (play across computers: a computer takes the seat of a
        person who went away, the person takes it back); the seat asked again if to act."""
        old = self.drivers[seat]
        old.moved_on()
        config = self.seats[seat]
        self.seats[seat] = SeatConfig(config.name, kind, level or config.level)
        self.drivers[seat] = self._driver(seat)
        self.changed.emit()
        self.ask_seat_to_act()

    # ------------------------------------------------------------------ facts
    @property
    def human_seats(self) -> list[int]:
        return policy.people_here(self.seats)

    @property
    def hotseat(self) -> bool:
        return policy.is_hotseat(self.seats)

    def current_player(self) -> int | None:
        return self.record.current_player()

    def is_over(self) -> bool:
        return self.record.is_over()

    def legal_actions(self) -> list[Any]:
        return [] if self.is_over() else self.game.legal_actions(self.state)

    def view(self) -> Any:
        """What the table may paint: the viewer's view (spectator view when ``None``)."""
        return self.game.view(self.state, self.viewer)

    def human_to_act(self) -> bool:
        seat = self.current_player()
        return seat is not None and self.seats[seat].is_human and self.viewer == seat

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    @property
    def thinking_seat(self) -> int | None:
        return next((i for i, d in enumerate(self.drivers) if d.thinking), None)

    def logged_moves(self) -> list[Move]:
        """Every move so far with its acting seat, for the log of a resumed game (one replay;
        none for a new game)."""
        if not self.actions:
            return []
        return replay_moves(self.game, self.options, self.seed, self.actions)[0]

    def history(self) -> list[Event]:
        """Every event so far, as the log received them live (rebuilt for a loaded game)."""
        return self.record.history()

    def steps(self) -> list[Step]:
        return self.record.steps()

    # ------------------------------------------------------------------ viewer / hand-over
    def _initial_viewer(self) -> int | None:
        return policy.first_viewer(self.seats, self.current_player())

    def _show(self, screen: Screen) -> None:
        """Apply the hand-over policy's screen; a hand-over it starts is announced."""
        self.viewer, self.pending_handover = screen.viewer, screen.pending
        if screen.pending is not None:
            self.handoverRequested.emit(screen.pending)

    def accept_handover(self) -> None:
        """The player named on the hand-over screen has the screen now."""
        if self.pending_handover is None:
            return
        self._show(policy.claimed(Screen(self.viewer, self.pending_handover)))
        self.changed.emit()
        self.ask_seat_to_act()

    # ------------------------------------------------------------------ actions
    def start(self) -> None:
        """Begin play (ask for a hand-over if needed, start the computer if it is to act)."""
        if not self.watch_only and any(
                think_process.searches(make_agent(self.game_name, s.level, self.agent_factory))
                for s in self.seats if s.kind == COMPUTER):
            think_process.start()  # the first search need not wait for a new interpreter
        if self.hotseat:
            self._show(policy.opening(self.seats, self.current_player(), self.viewer))
        if not self.actions:
            opening = self.game.initial_events(self.state)
            if opening:
                self.eventsApplied.emit(opening)
        self.changed.emit()
        self.ask_seat_to_act()

    def submit(self, action: Any) -> list[Event]:
        """Apply an action for the seat to act; raises ``IllegalAction`` (state unchanged)."""
        if self.guard is not None:
            self.guard(action)
        events = self.record.submit(action)
        self.cancel_thinking()  # searches and hints for the position before are stale
        self.eventsApplied.emit(events)
        screen = Screen(self.viewer, self.pending_handover)
        after = policy.after_move(self.seats, screen, self.current_player())
        if after is not screen:
            self._show(after)
        self.changed.emit()
        if self.is_over():
            self.gameOver.emit()
        else:
            self.ask_seat_to_act()
        return events

    def rebuild(self, actions: Sequence[Any]) -> None:
        """Put the game at the position after ``actions`` (a replay steps through a game
        this way); the viewer stays whoever the caller set."""
        self.cancel_thinking()
        self.record.rebuild(actions)
        self.rewound.emit(0)
        self.changed.emit()

    # ------------------------------------------------------------------ computer players
    def _decision(self, seat: int) -> Decision[Any, Any]:  # on a private copy
        return Decision(self.game, self.game.clone(self.state), seat,
                        self.game.legal_actions(self.state))

    def decide_now(self, rng: Rng) -> Any:
        """The computer seat to act chooses on this thread (screenshots, scripted demos); the
        caller submits the action.  ``RuntimeError`` when no computer seat is to act."""
        seat = self.current_player()
        driver = None if seat is None else self.drivers[seat]
        if seat is None or not isinstance(driver, ComputerDriver):
            raise RuntimeError("no computer seat is to act")
        return driver.decide_now(Decision(self.game, self.state, seat, self.legal_actions()),
                                 rng)

    def decide_in_background(self, seat: int, rng: Rng, done: Callable[[Any], None]) -> None:
        """A computer step decided in the background for a table that plays the rest of a
        computer's action itself (``ComputerDriver.ask_quietly``; a search never holds the
        GUI, so not ``decide_now``)."""
        driver = self.drivers[seat]
        assert isinstance(driver, ComputerDriver)
        driver.ask_quietly(self._decision(seat), rng, done)

    def ask_seat_to_act(self) -> None:
        """The driver of the seat to act is asked for its decision (a computer thinks)."""
        if self.paused or self.is_over() or self.thinking_seat is not None:
            return
        seat = self.current_player()
        if seat is None or self.drivers[seat].local_person:
            return  # a person here answers with a gesture
        if self.table_drives is not None and self.table_drives(seat):
            return

        def reply(action: Any, think_ms: int | None) -> None:
            if think_ms is not None:
                self.decision_ms[len(self.actions)] = think_ms
            try:
                self.submit(action)
            except IllegalAction as err:
                self.agentFailed.emit(translate_reason(err))

        self.drivers[seat].ask(self._decision(seat), reply)

    # ------------------------------------------------------------------ hints
    def hint_available(self) -> bool:
        """A person is to act here and the game has a Hard player to ask (not in a guided
        game's script: its step says what to do, and "Show me" makes the move)."""
        return (self.human_to_act() and self.hints.level() is not None
                and self.guard is None)

    def request_hint(self) -> bool:
        """Ask the Hard player in the background what the person to act should do
        (``hintReady`` brings it; a move made meanwhile cancels it)."""
        if not self.hint_available() or self.hints.running:
            return False
        assert self.viewer is not None
        self.hints_used = True
        self.hints.request(self._decision(self.viewer), Rng(self.seed * 31 + len(self.actions)),
                           self.hintReady.emit)
        return True

    def cancel_hint(self) -> None:
        """Stop a running hint search (the position it was for is gone)."""
        self.hints.cancel()

    def cancel_thinking(self) -> None:
        """Forget a pending computer decision (restart, load, close) and stop its search."""
        self.scheduler.bump()
        self.cancel_hint()
        for driver in self.drivers:
            driver.moved_on()

    @classmethod
    def stop_all(cls) -> None:
        """Pause every live session and forget pending computer decisions."""
        for session in list(cls.live):
            session.paused = True
            session.cancel_thinking()

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if not paused:
            self.ask_seat_to_act()

    # ------------------------------------------------------------------ saving
    def meta(self) -> dict[str, Any]:
        """The app's part of a save: the seats.  No viewer: who may see which cards follows
        from the seats when the game is loaded, never from what a file says."""
        network = {"network": self.net_meta} if self.net_meta else {}
        return {"seats": [s.to_json() for s in self.seats], **self.undos.meta(), **network}
