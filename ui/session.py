"""A running game as the UI sees it: engine state, action list, seats, viewer and computer moves.

Why a separate object: the main window, the table, the log and autosave all need the same facts
(whose turn, what happened, who may see what), and the table must never talk to the engine
behind the session's back — every action goes through ``submit`` so it is recorded (saves are
replays), autosaved and animated exactly once.

Hidden information: ``viewer`` is the seat whose secrets the table may paint face up.  In
hot-seat play (two or more human seats) the viewer only changes through the hand-over screen:
when a different human must act, ``handoverRequested`` is emitted and ``viewer`` becomes
``None`` (nobody's cards face up) until ``accept_handover`` is called by that player's click.
The viewer follows from the seats alone — the lone human against computers, seat 0 when only
computers play, nobody until the hand-over in hot-seat — never from what a save file says.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import random
import sys
import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from engine import games
from engine.core import Agent, Decision, Event, Game, IllegalAction, Rng
from engine.saves import MAX_NAME_LENGTH, clean_name
from engine.undo import RedoLine, Step, apply_step
from engine.undo import undo as replay_undo
from ui import think_process
from ui.reasons import translate_reason
from ui.session_undo import SessionUndo

HUMAN = "human"
COMPUTER = "computer"



@dataclass
class SeatConfig:
    """One seat at the table: a name, human or computer, and the computer's level (agent)."""

    name: str
    kind: str = HUMAN
    level: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> SeatConfig:
        kind = str(obj.get("kind", HUMAN))
        if kind not in (HUMAN, COMPUTER):
            kind = HUMAN
        return cls(clean_name(obj.get("name", "?")), kind,
                   str(obj.get("level", ""))[:MAX_NAME_LENGTH])


#: how long a thread may hold the interpreter lock while another waits (``Session``)
GIL_SWITCH_S = 0.0005


class _WorkerSignals(QObject):
    done = Signal(int, object, object)  # generation, action, error text
    hint = Signal(int, object)  # generation, the Hint (None when it failed)


def _run_hint(generation: int, job: int, agent: Agent, decision: Decision[Any, Any], rng: Rng,
              signals: _WorkerSignals, explainer: Any = None) -> None:
    """The Hard player's answer to a person's decision, on a worker thread (like a
    computer's move: a private copy of the state, the person's own view only); the search
    itself runs in the think process."""
    from engine.search.hints import hint

    try:
        result: Any = think_process.call(agent, hint, decision, rng, explainer, job=job)
    except Exception:  # a hint that fails is simply not shown
        result = None
    with contextlib.suppress(RuntimeError):
        signals.hint.emit(generation, result)


def _run_agent(generation: int, job: int, agent: Agent, decision: Decision[Any, Any], rng: Rng,
               signals: _WorkerSignals) -> None:
    """One computer decision, run by the thread pool on a private copy of the state (a
    search goes on in the think process; this thread only waits for it).

    A plain function handed to ``QThreadPool.start`` rather than a QRunnable subclass: PySide
    then owns the runnable, so Python's garbage collector can never free it while a worker
    thread is still executing it (that crashed the interpreter).
    """
    try:
        action, error = think_process.choose(agent, decision, rng, job), None
    except Exception as err:  # reported on the GUI thread, never lost silently
        action, error = None, repr(err)
    with contextlib.suppress(RuntimeError):  # the signals object is gone: nobody listens
        signals.done.emit(generation, action, error)


class Session(SessionUndo, QObject):
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

    def __init__(
        self,
        game_name: str,
        options: Mapping[str, Any],
        seed: int | None,
        seats: Sequence[SeatConfig],
        actions: Sequence[Any] = (),
        parent: QObject | None = None,
        replayed: Any = None,
    ) -> None:
        """``replayed``: the state ``actions`` already lead to (a loaded save is verified by
        replaying it once; the session need not replay it again)."""
        super().__init__(parent)
        self.game_name = game_name
        self.game: Game[Any, Any] = games.get_game(game_name)
        self.options = self.game.normalize_options(options)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        # copies with clean names: whatever the caller (dialog, command line, save) passed
        self.seats = [SeatConfig(clean_name(s.name), s.kind, s.level) for s in seats]
        if replayed is not None:
            self.state = replayed
            self.actions: list[Any] = list(actions)
        else:
            self.state = self.game.new_game(self.options, self.seed)
            self.actions = []
            for action in actions:
                self.game.apply(self.state, action)
                self.actions.append(action)
        if len(self.seats) != self.game.num_seats(self.state):
            raise ValueError("seat list does not match the game's number of seats")
        self.viewer: int | None = self._initial_viewer()
        self.pending_handover: int | None = None
        #: milliseconds a computer move is held back so people can follow (0 = at once)
        self.computer_pace_ms = 600
        self.paused = False
        self._generation = 0
        self._thinking: int | None = None
        # owned by the application, not the session: a worker that finishes after the
        # session was closed still emits on a live object (the connection is gone with us);
        # one small QObject per game is the price
        self._signals = _WorkerSignals(QCoreApplication.instance())
        self._signals.done.connect(self._agent_done)
        self._signals.hint.connect(self._hint_done)
        # decisions a table asks for (``decide_in_background``): no thinking mark, no pace
        self._quiet_signals = _WorkerSignals(QCoreApplication.instance())
        self._quiet_signals.done.connect(self._quiet_done)
        self._quiet: tuple[int, Callable[[Any], None]] | None = None
        self._hint_agent: Agent | None = None
        #: think-process jobs still running for this session (cancelled when stale)
        self._jobs: collections.deque[int] = collections.deque(maxlen=8)
        self._hint_job: int | None = None
        #: the person at the screen asked for a hint in this game (the statistics say so)
        self.hints_used = False
        #: how long the computer thought before each of its actions (index → ms), for the log
        self.decision_ms: dict[int, int] = {}
        self._agents: dict[int, Agent] = {}
        self._rngs: dict[int, Rng] = {}
        self.pool = QThreadPool.globalInstance()
        self.agent_factory: Callable[[str], Agent] | None = None
        #: a practice game: unlimited undo (back to any earlier decision), no statistics
        self.practice = False
        #: the refused Undo has offered to turn this game into practice (once per game: a
        #: person who declined it is not asked again; saved with the game)
        self.practice_offered = False
        # one Step per action (who acted, could fair undo take it back); a loaded game's are
        # computed the first time undo asks (one replay), then kept up to date by submit
        self._steps: list[Step] | None = [] if not self.actions else None
        self._redo: RedoLine[Any] = RedoLine()
        Session.live.add(self)
        # the worker's search holds the interpreter lock for up to the switch interval at a
        # time (5 ms by default); painting a table calls Python for every item, so each call
        # could wait that long and a repaint took hundreds of milliseconds while a Hard player
        # thought — at 0.5 ms the window stays responsive (the heartbeat test)
        sys.setswitchinterval(GIL_SWITCH_S)
        #: a table that runs some computer decisions itself (real-time duels in Ordet fanger)
        #: returns True for the seat it drives now; the session then leaves that move alone
        self.table_drives: Callable[[int], bool] | None = None

    # ------------------------------------------------------------------ facts
    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def hotseat(self) -> bool:
        return len(self.human_seats) >= 2

    def current_player(self) -> int | None:
        return self.game.current_player(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

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
        return self._thinking

    def history(self) -> list[Event]:
        """Every event of the game so far, as the log received them live: the opening events,
        then those of each action, replayed on a fresh state.

        Why: a resumed or opened game is only seed + actions; its log is rebuilt from this so
        it reads as it did before the game was saved.
        """
        state = self.game.new_game(self.options, self.seed)
        events = list(self.game.initial_events(state))
        for action in self.actions:
            events.extend(self.game.apply(state, action))
        return events

    # ------------------------------------------------------------------ viewer / hand-over
    def _initial_viewer(self) -> int | None:
        humans = self.human_seats
        if not humans:
            return 0  # all computers: watch from the first seat
        if len(humans) == 1:
            return humans[0]
        seat = self.current_player()
        if seat is not None and self.seats[seat].is_human:
            return seat
        return humans[0]

    def _update_viewer(self) -> None:
        if not self.hotseat:
            return
        seat = self.current_player()
        if seat is None or not self.seats[seat].is_human or seat == self.viewer:
            return
        self.viewer = None
        self.pending_handover = seat
        self.handoverRequested.emit(seat)

    def accept_handover(self) -> None:
        """The player named on the hand-over screen has the screen now."""
        if self.pending_handover is None:
            return
        self.viewer = self.pending_handover
        self.pending_handover = None
        self.changed.emit()
        self._maybe_run_computer()

    # ------------------------------------------------------------------ actions
    def start(self) -> None:
        """Begin play (ask for a hand-over if needed, start the computer if it is to act)."""
        if not self.watch_only and any(think_process.searches(self._make_agent(seat.level))
                                       for seat in self.seats if not seat.is_human):
            think_process.start()  # the first search need not wait for a new interpreter
        if self.hotseat:
            # nobody's hidden cards are shown before a person has claimed the screen: the
            # first human to act gets the hand-over screen now, or (a computer acts first)
            # as soon as their turn comes
            self.viewer = None
            seat = self.current_player()
            if seat is not None and self.seats[seat].is_human:
                self.pending_handover = seat
                self.handoverRequested.emit(seat)
        if not self.actions:
            opening = self.game.initial_events(self.state)
            if opening:
                self.eventsApplied.emit(opening)
        self.changed.emit()
        self._maybe_run_computer()

    def submit(self, action: Any) -> list[Event]:
        """Apply an action for the seat to act; raises ``IllegalAction`` (state unchanged)."""
        if self.is_over():
            raise IllegalAction("The game is over.")
        events, step = apply_step(self.game, self.state, action)
        self.actions.append(action)
        if self._steps is not None:
            self._steps.append(step)
        self._generation += 1
        self.cancel_hint()
        while self._jobs:  # searches for the position before are stale (most have ended)
            think_process.cancel(self._jobs.pop())
        if self._thinking is not None:  # a computer's pending decision is stale now
            seat, self._thinking = self._thinking, None
            self.thinkingChanged.emit(seat, False)
        self.eventsApplied.emit(events)
        self._update_viewer()
        self.changed.emit()
        if self.is_over():
            self.gameOver.emit()
        else:
            self._maybe_run_computer()
        return events

    def rebuild(self, actions: Sequence[Any]) -> None:
        """Put the game at the position after ``actions`` (a replay steps through a game
        this way); the viewer stays whoever the caller set."""
        self.cancel_thinking()
        self.state = replay_undo(self.game, self.options, self.seed, list(actions), 0)
        self.actions = list(actions)
        self._steps = None
        self._generation += 1
        self.rewound.emit(0)
        self.changed.emit()

    # ------------------------------------------------------------------ computer players
    def _agent(self, seat: int) -> Agent:
        if seat not in self._agents:
            self._agents[seat] = self._make_agent(self.seats[seat].level)
            self._rngs[seat] = Rng(self.seed * 7919 + seat + len(self.actions))
        return self._agents[seat]

    def _make_agent(self, level: str) -> Agent:
        level = level or games.default_agent(self.game_name)
        if self.agent_factory is not None:
            return self.agent_factory(level)
        table = games.agents(self.game_name)
        return (table.get(level) or table[games.default_agent(self.game_name)])()

    def decide_now(self, rng: Rng) -> Any:
        """The computer seat to act chooses synchronously (screenshots, scripted demos).

        Returns the chosen action without applying it; the caller submits it.  Raises
        ``RuntimeError`` when no computer seat is to act.
        """
        seat = self.current_player()
        if seat is None or self.seats[seat].is_human:
            raise RuntimeError("no computer seat is to act")
        agent = self._agent(seat)
        legal = self.game.legal_actions(self.state)
        return think_process.choose(agent, Decision(self.game, self.state, seat, legal), rng)

    def decide_in_background(self, seat: int, rng: Rng,
                             done: Callable[[Any], None]) -> None:
        """A computer step decided on the worker thread, for a table that plays the rest of
        a computer's action itself (no thinking mark, no pace): ``done(action)`` runs on the
        GUI thread, only if the position is still the one it was asked for.  Why not
        ``decide_now``: a Hard player's step is a search, which must never hold the GUI."""
        agent = self._agent(seat)
        decision = Decision(self.game, self.game.clone(self.state), seat,
                            self.game.legal_actions(self.state))
        self._quiet = (self._generation, done)
        self.pool.start(functools.partial(_run_agent, self._generation, self._job(), agent,
                                          decision, rng, self._quiet_signals))

    def _quiet_done(self, generation: int, action: Any, error: str | None) -> None:
        pending, self._quiet = self._quiet, None
        if pending is None or pending[0] != generation or generation != self._generation:
            return
        if error is not None or action is None:
            self.agentFailed.emit(error or "no action")
            return
        pending[1](action)

    def _maybe_run_computer(self) -> None:
        if self.paused or self.is_over() or self._thinking is not None:
            return
        seat = self.current_player()
        if seat is None or self.seats[seat].is_human:
            return
        if self.table_drives is not None and self.table_drives(seat):
            return
        agent = self._agent(seat)
        legal = self.game.legal_actions(self.state)
        snapshot = self.game.clone(self.state)
        decision = Decision(self.game, snapshot, seat, legal)
        self._thinking = seat
        self._think_started = time.monotonic()
        self.thinkingChanged.emit(seat, True)
        self.pool.start(functools.partial(_run_agent, self._generation, self._job(), agent,
                                          decision, self._rngs[seat], self._signals))

    def _agent_done(self, generation: int, action: Any, error: str | None) -> None:
        seat = self._thinking
        if generation != self._generation or seat is None:
            return  # stale answer (game changed meanwhile)
        if error is not None or action is None:
            self._thinking = None
            self.thinkingChanged.emit(seat, False)
            self.agentFailed.emit(error or "no action")
            return
        elapsed_ms = int((time.monotonic() - self._think_started) * 1000)
        delay = max(0, self.computer_pace_ms - elapsed_ms)

        def apply() -> None:
            if generation != self._generation or self._thinking != seat:
                return
            self._thinking = None
            self.thinkingChanged.emit(seat, False)
            self.decision_ms[len(self.actions)] = elapsed_ms
            try:
                self.submit(action)
            except IllegalAction as err:
                self.agentFailed.emit(translate_reason(err))

        if delay:
            QTimer.singleShot(delay, apply)
        else:
            apply()

    # ------------------------------------------------------------------ hints
    def _hint_level(self) -> str | None:
        """The game's strongest computer: "hard" (Ordet fanger's bots: "bot-hard")."""
        table = games.agents(self.game_name)
        return next((name for name in ("hard", "bot-hard") if name in table), None)

    def hint_available(self) -> bool:
        """A person is to act here and the game has a Hard player to ask."""
        return self.human_to_act() and self._hint_level() is not None

    def request_hint(self) -> bool:
        """Ask the Hard player, on a worker thread, what the person to act should do
        (``hintReady`` brings it; a move made meanwhile cancels it)."""
        if not self.hint_available() or self._hint_agent is not None:
            return False
        seat = self.viewer
        assert seat is not None
        level = self._hint_level()
        assert level is not None
        agent = games.agents(self.game_name)[level]()
        decision = Decision(self.game, self.game.clone(self.state), seat,
                            self.game.legal_actions(self.state))
        self._hint_agent = agent
        self.hints_used = True
        self._hint_job = self._job()
        self.pool.start(functools.partial(_run_hint, self._generation, self._hint_job, agent,
                                          decision,
                                          Rng(self.seed * 31 + len(self.actions)),
                                          self._signals, games.explainer(self.game_name)))
        return True

    def cancel_hint(self) -> None:
        """Stop a running hint search (the position it was for is gone)."""
        agent, self._hint_agent = self._hint_agent, None
        think_process.cancel(self._hint_job)
        stop = getattr(agent, "stop", None)
        if callable(stop):
            stop()

    def _hint_done(self, generation: int, result: Any) -> None:
        if generation != self._generation or self._hint_agent is None:
            return  # the position changed meanwhile: no stale advice
        self._hint_agent = None
        if result is not None:
            self.hintReady.emit(result)

    def _job(self) -> int:
        """A think-process job for this session's position (see ``cancel_thinking``)."""
        job = think_process.new_job()
        self._jobs.append(job)  # jobs run one after another: older ones have ended
        return job

    def cancel_thinking(self) -> None:
        """Forget a pending computer decision (restart, load, close) and stop its search."""
        self._generation += 1
        while self._jobs:
            think_process.cancel(self._jobs.pop())
        self.cancel_hint()
        if self._thinking is not None:
            seat, self._thinking = self._thinking, None
            self.thinkingChanged.emit(seat, False)

    @classmethod
    def stop_all(cls) -> None:
        """Pause every live session and forget pending computer decisions."""
        for session in list(cls.live):
            session.paused = True
            session.cancel_thinking()

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if not paused:
            self._maybe_run_computer()

    # ------------------------------------------------------------------ saving
    def meta(self) -> dict[str, Any]:
        """The app's part of a save: the seats.  No viewer: who may see which cards follows
        from the seats when the game is loaded, never from what a file says."""
        meta: dict[str, Any] = {"seats": [s.to_json() for s in self.seats]}
        if self.practice:
            meta["practice"] = True
        if self.practice_offered:
            meta["practice_offered"] = True
        return meta
