"""Who drives each seat: one object per seat, one interface (``SeatDriver``).

Why: the session must not care whether a seat's answer comes from a person's gesture on
this screen or from a computer's search (or, later, from a person at another computer).  It
asks the seat's driver for a decision on the position (``ask``: the driver answers through
``reply`` — at once, later, or never if the game moves on first) and tells it when the game
moved on (``moved_on``).  A person here answers through the table's gestures, which submit
to the session themselves; a computer thinks in the think process (``Scheduler``), paced so
people can follow.  Hints are the same search asked for a person's seat (``HintSearch``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QTimer

from engine import games
from engine.core import Agent, Decision, Rng
from ui import think_process
from ui.scheduler import Scheduler

#: ``reply(action, think_ms)``: the seat's answer and how long it thought (None: a person)
Reply = Callable[[Any, int | None], None]


class SeatDriver(Protocol):
    """What drives one seat."""

    #: a person at this screen: the hand-over policy and undo count only these seats
    local_person: bool
    #: a decision is being made for the seat (the name plate shows it)
    thinking: bool

    def ask(self, decision: Decision[Any, Any], reply: Reply) -> None:
        """The seat is to act on ``decision`` (its own copy of the position)."""

    def moved_on(self) -> None:
        """The position changed: a pending decision is stale."""


class PersonHere:
    """A person at this screen: their answer is a gesture on the table, which submits it."""

    local_person = True
    thinking = False

    def ask(self, decision: Decision[Any, Any], reply: Reply) -> None:
        pass

    def moved_on(self) -> None:
        pass


class PersonAway:
    """A person at another computer: their answer arrives as a message, which the host's
    table (``ui.net``) submits like a gesture here; nothing is asked of this screen."""

    local_person = False
    thinking = False

    def ask(self, decision: Decision[Any, Any], reply: Reply) -> None:
        pass

    def moved_on(self) -> None:
        pass


def make_agent(game_name: str, level: str,
               factory: Callable[[str], Agent] | None = None) -> Agent:
    """The game's computer at ``level`` (its default level when empty or unknown)."""
    level = level or games.default_agent(game_name)
    if factory is not None:
        return factory(level)
    table = games.agents(game_name)
    return (table.get(level) or table[games.default_agent(game_name)])()


class ComputerDriver:
    """A computer at a level: its search runs in the think process, its answer comes back on
    the GUI thread and is held until ``pace_ms()`` have passed since it was asked."""

    local_person = False

    def __init__(self, seat: int, make: Callable[[], Agent], rng: Callable[[], Rng],
                 scheduler: Scheduler, pace_ms: Callable[[], int],
                 thinking: Callable[[int, bool], None], failed: Callable[[str], None]) -> None:
        self.seat = seat
        self._make, self._make_rng = make, rng
        self._scheduler, self._pace_ms = scheduler, pace_ms
        self._thinking_changed, self._failed = thinking, failed
        self._agent: Agent | None = None
        self._rng: Rng | None = None
        #: a decision is being made for the game (the name plate shows it)
        self.thinking = False
        self._quiet: int | None = None

    def agent(self) -> Agent:
        """The seat's agent and its random stream, made when first needed."""
        if self._agent is None:
            self._agent, self._rng = self._make(), self._make_rng()
        return self._agent

    def forget_agent(self) -> None:
        """Make the agent again when next needed (after the agent factory changed)."""
        self._agent = None

    def ask(self, decision: Decision[Any, Any], reply: Reply) -> None:
        agent = self.agent()
        started, generation = time.monotonic(), self._scheduler.generation
        self.thinking = True
        self._thinking_changed(self.seat, True)

        def done(action: Any, error: str | None) -> None:
            if error is not None or action is None:
                self._stop()
                self._failed(error or "no action")
                return
            elapsed_ms = int((time.monotonic() - started) * 1000)

            def apply() -> None:
                if generation == self._scheduler.generation and self.thinking:
                    self._stop()
                    reply(action, elapsed_ms)

            delay = max(0, self._pace_ms() - elapsed_ms)
            if delay:
                QTimer.singleShot(delay, apply)
            else:
                apply()

        rng = self._rng
        assert rng is not None
        self._scheduler.choose(agent, decision, rng, done)

    def ask_quietly(self, decision: Decision[Any, Any], rng: Rng,
                    done: Callable[[Any], None]) -> None:
        """A step a table plays itself (no thinking mark, no pace): ``done(action)`` on the
        GUI thread while the position is the same; a newer request replaces this one."""
        agent = self.agent()
        self._scheduler.forget(self._quiet)

        def answer(action: Any, error: str | None) -> None:
            self._quiet = None
            if error is not None or action is None:
                self._failed(error or "no action")
            else:
                done(action)

        self._quiet = self._scheduler.choose(agent, decision, rng, answer)

    def decide_now(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        """The decision on the calling thread (screenshots, scripted demos)."""
        return think_process.choose(self.agent(), decision, rng)

    def moved_on(self) -> None:
        self._stop()

    def _stop(self) -> None:
        if self.thinking:
            self.thinking = False
            self._thinking_changed(self.seat, False)


class HintSearch:
    """The game's strongest computer asked what a person should do (``Session.request_hint``),
    a search like a computer's move; a move made meanwhile drops it."""

    def __init__(self, game_name: str, scheduler: Scheduler) -> None:
        self.game_name = game_name
        self._scheduler = scheduler
        self._agent: Agent | None = None
        self._job: int | None = None

    def level(self) -> str | None:
        """The game's strongest computer: "hard" (Ordet fanger's bots: "bot-hard")."""
        table = games.agents(self.game_name)
        return next((name for name in ("hard", "bot-hard") if name in table), None)

    @property
    def running(self) -> bool:
        return self._agent is not None

    def request(self, decision: Decision[Any, Any], rng: Rng,
                ready: Callable[[Any], None]) -> None:
        """Start the search; ``ready(hint)`` on the GUI thread (not when it failed)."""
        from engine.search.hints import hint

        level = self.level()
        assert level is not None
        agent = self._agent = games.agents(self.game_name)[level]()
        explainer = games.explainer(self.game_name)

        def done(result: Any, error: str | None) -> None:
            self._agent = self._job = None
            if result is not None and error is None:
                ready(result)

        self._job = self._scheduler.call(agent, hint, decision, rng, explainer, done=done)

    def cancel(self) -> None:
        """Stop a running hint search (the position it was for is gone)."""
        agent, self._agent = self._agent, None
        self._scheduler.forget(self._job)
        self._job = None
        stop = getattr(agent, "stop", None)
        if callable(stop):
            stop()
