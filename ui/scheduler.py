"""Background work of one game, answered on the GUI thread (as Anki's ``TaskManager``).

Why one object: a computer's move, a table's quiet decision and a hint are all searches on
the position of the moment; each is handed to the think process from the GUI thread
(``think_process.choose_later``/``call_later``: it returns at once, nothing waits for the
answer), and its answer must come back on the GUI thread, and only while the position it was
asked for is still the game's.  The answer comes from whichever thread has it (the process
executor's, or the short-lived one that decided it in the app) as a queued Qt signal, and one
generation counter (``bump``: the position changed) drops every answer asked for before —
the jobs still running are cancelled at the same time.
"""

from __future__ import annotations

import collections
import contextlib
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from engine.core import Agent, Decision, Rng
from ui import think_process

#: what a job's answer is handed to: (result, error text or None)
Done = Callable[[Any, str | None], None]


class _Relay(QObject):
    """Carries an answer from any thread to the GUI thread (a queued connection, always: the
    receiver is this object, which lives there, and an answer known at once still arrives
    after ``Scheduler.run`` has returned its job)."""

    arrived = Signal(int, int, object, object)  # generation, job, result, error

    def __init__(self, scheduler: Scheduler) -> None:
        super().__init__(QCoreApplication.instance())
        self._scheduler = weakref.ref(scheduler)
        self.arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def _deliver(self, generation: int, job: int, result: Any, error: str | None) -> None:
        scheduler = self._scheduler()
        if scheduler is not None:
            scheduler.arrived(generation, job, result, error)


class Scheduler:
    """Runs searches in the think process; their answers come back on the GUI thread."""

    def __init__(self) -> None:
        #: the position's number: an answer asked for under another one is dropped
        self.generation = 0
        # owned by the application: an answer that comes after the game was closed still
        # reaches a live object (and is dropped there, nobody waits for it)
        self._relay = _Relay(self)
        self._waiting: dict[int, Done] = {}
        #: jobs of this game still running (cancelled on ``bump``; they run in order)
        self._jobs: collections.deque[int] = collections.deque(maxlen=8)

    def choose(self, agent: Agent, decision: Decision[Any, Any], rng: Rng, done: Done) -> int:
        """``agent.choose(decision, rng)`` in the background (``think_process.choose``),
        ``done(action, error)`` on the GUI thread if the position is still the same.
        Returns the job (for ``forget``)."""
        return self._submit(
            lambda job, answer: think_process.choose_later(agent, decision, rng, job, answer),
            done)

    def call(self, agent: Agent, function: Callable[..., Any], *args: Any, done: Done) -> int:
        """``function(agent, *args)`` in the background (``think_process.call``: a
        module-level function), ``done(result, error)`` as for ``choose``."""
        return self._submit(
            lambda job, answer: think_process.call_later(agent, function, *args, job=job,
                                                         done=answer), done)

    def run(self, work: Callable[[int], Any], done: Done) -> int:
        """``work(job)`` — work of the app's own, not a search — on a short-lived thread in
        its turn among the jobs, ``done(result, error)`` as for ``choose``."""
        return self._submit(
            lambda job, answer: think_process.run_later(lambda: work(job), job, answer), done)

    def _submit(self, start: Callable[[int, Done], None], done: Done) -> int:
        job = think_process.new_job()
        self._jobs.append(job)
        self._waiting[job] = done
        generation, relay = self.generation, self._relay

        def answer(result: Any, error: str | None) -> None:
            with contextlib.suppress(RuntimeError):  # the relay is gone: the app ends
                relay.arrived.emit(generation, job, result, error)

        start(job, answer)
        return job

    def forget(self, job: int | None) -> None:
        """Stop one job and drop its answer (a hint nobody waits for any more)."""
        if job is not None:
            self._waiting.pop(job, None)
            think_process.cancel(job)

    def bump(self) -> None:
        """The position changed: drop every answer asked for before, stop their searches."""
        self.generation += 1
        self._waiting.clear()
        while self._jobs:
            think_process.cancel(self._jobs.pop())

    def arrived(self, generation: int, job: int, result: Any, error: str | None) -> None:
        """An answer on the GUI thread: handed on if its position is still the game's."""
        done = self._waiting.pop(job, None)
        if done is not None and generation == self.generation:
            done(result, error)
