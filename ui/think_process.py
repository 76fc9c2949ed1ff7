"""The computer's searches run in a process of their own, so the window never waits for them.

Why a process and not the worker thread alone: a search is pure Python, and a thread running
it holds the interpreter lock in turns with the GUI thread.  Painting a table calls Python for
every card, and each call could wait for the lock, so a repaint during a Hard player's search
took 70–235 ms (the heartbeat test).  A second interpreter has its own lock: the GUI thread
only pickles a small decision (≈ 9 kB, 0.2 ms) and the waiting worker thread sleeps on a pipe.

One worker process, started (``spawn``: a fresh interpreter, safe next to Qt's threads) on the
first search and kept for the app's life; jobs queue in it one after the other.  Each job gets
a slot in a small shared array: ``cancel(job)`` sets it, and the search's ``should_stop``
reads it before every iteration, so a stale search ends at once with its best move so far.
The agent's random stream goes back to the caller, so seed + actions still replay exactly.

Fast agents (the heuristics) are not worth a round trip and run where they are asked; if the
process cannot start (a locked-down system), searches run on the calling thread as before —
slower to paint, never lost.  Nothing here imports Qt: the child must not load it.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import contextlib
import itertools
import multiprocessing
import os
import threading
from collections.abc import Callable
from typing import Any

from engine.core import Agent, Decision, Rng
from engine.search.ismcts import SearchAgent

#: cancel flags, one byte per job slot (jobs run one after another, so a slot is free again
#: long before its number comes round)
SLOTS = 256
#: the search process's scheduling priority below the app's (POSIX ``nice`` increment)
CHILD_NICENESS = 10

_lock = threading.Lock()
_executor: concurrent.futures.ProcessPoolExecutor | None = None
_flags: Any = None  # multiprocessing Array('b', SLOTS) shared with the child
_failed = False
_answered = 0  # searches the process has answered (``mode``)
_jobs = itertools.count(1)
#: jobs cancelled before they reached the process (their flag is set when they start)
_cancelled: set[int] = set()

# --------------------------------------------------------------------- in the child process
_child_flags: Any = None


def _child_init(flags: Any) -> None:
    global _child_flags
    _child_flags = flags
    # the window comes first: on a busy (or one-core) machine the search waits for the GUI,
    # never the other way round (the heartbeat test runs next to other work)
    with contextlib.suppress(AttributeError, OSError):  # os.nice: POSIX only
        os.nice(CHILD_NICENESS)


def _child_stop(job: int) -> Callable[[], bool]:
    flags, slot = _child_flags, job % SLOTS
    return lambda: bool(flags[slot])


def _child_choose(job: int, agent: Agent, decision: Decision[Any, Any],
                  rng: Rng) -> tuple[Any, Rng, Any]:
    """One decision in the child: the action, the random stream after it, the search's
    statistics (``agent.last``) for whoever reads them."""
    agent.should_stop = _child_stop(job)  # type: ignore[attr-defined]
    action = agent.choose(decision, rng)
    return action, rng, getattr(agent, "last", None)


def _child_call(job: int, agent: Agent, function: Callable[..., Any], *args: Any) -> Any:
    """Any function of an agent (a hint), with the job's stop flag."""
    agent.should_stop = _child_stop(job)  # type: ignore[attr-defined]
    return function(agent, *args)


def _child_ping() -> bool:
    return True


# --------------------------------------------------------------------- in the app
def searches(agent: Agent) -> bool:
    """Does this agent search (and so belong in the process)?"""
    return isinstance(agent, SearchAgent)


def _pool() -> concurrent.futures.ProcessPoolExecutor | None:
    global _executor, _flags, _failed
    with _lock:
        if _executor is None and not _failed:
            try:
                ctx = multiprocessing.get_context("spawn")
                _flags = ctx.Array("b", SLOTS, lock=False)
                _executor = concurrent.futures.ProcessPoolExecutor(
                    max_workers=1, mp_context=ctx, initializer=_child_init,
                    initargs=(_flags,))
                atexit.register(shutdown)
            except (OSError, ImportError, ValueError):
                _failed = True
                _executor = None
        return _executor


def start() -> bool:
    """Start the process now (a game with a Hard seat begins), so the first search does not
    wait for a new interpreter.  False when searches will run in the caller's thread."""
    pool = _pool()
    if pool is None:
        return False
    try:
        pool.submit(_child_ping)
    except RuntimeError:  # shut down meanwhile
        return False
    return True


def new_job() -> int:
    """A job number for ``choose``/``call``; ``cancel`` it when its answer is not wanted."""
    return next(_jobs)


def cancel(job: int | None) -> None:
    """Stop the job's search at its next iteration (harmless when it has finished)."""
    if job is None:
        return
    with _lock:
        if len(_cancelled) > SLOTS:
            _cancelled.clear()  # long finished jobs; a live one is at most a few behind
        _cancelled.add(job)
    if _flags is not None:
        _flags[job % SLOTS] = 1


def _run(job: int, function: Callable[..., Any], *args: Any) -> Any:
    global _failed, _executor, _answered
    pool = _pool()
    if pool is None:
        raise _NoProcess
    with _lock:
        _flags[job % SLOTS] = 1 if job in _cancelled else 0
    try:
        out = pool.submit(function, job, *args).result()
        _answered += 1
        return out
    except (concurrent.futures.process.BrokenProcessPool, RuntimeError):
        # the child died (killed, out of memory) or the pool was shut down: from now on the
        # caller's thread searches; the decision is not lost
        with _lock:
            _failed, _executor = True, None
        raise _NoProcess from None


class _NoProcess(Exception):
    pass


def choose(agent: Agent, decision: Decision[Any, Any], rng: Rng, job: int | None = None) -> Any:
    """``agent.choose(decision, rng)``, in the process when the agent searches.  Blocks the
    calling thread (a worker, or a synchronous caller such as ``--autoplay``), not the lock."""
    if not searches(agent):
        return agent.choose(decision, rng)
    job = new_job() if job is None else job
    try:
        action, rng_after, last = _run(job, _child_choose, agent, decision, rng)
    except _NoProcess:
        return agent.choose(decision, rng)
    rng.follow(rng_after)  # the caller's stream moves on as if the search ran here
    if last is not None:
        agent.last = last  # type: ignore[attr-defined]
    return action


def call(agent: Agent, function: Callable[..., Any], *args: Any, job: int | None = None) -> Any:
    """``function(agent, *args)`` in the process when the agent searches (``function`` must
    be a module-level function, so the child can find it by name)."""
    if not searches(agent):
        return function(agent, *args)
    job = new_job() if job is None else job
    try:
        return _run(job, _child_call, agent, function, *args)
    except _NoProcess:
        return function(agent, *args)


def answered() -> int:
    """How many searches the process has answered in this run (tests, benchmarks)."""
    return _answered


def mode() -> str:
    """Where the searches ran (smoke tests): "process" once the process has answered one,
    "thread" after it failed, "none" before any search."""
    if _failed:
        return "thread"
    return "process" if _answered else "none"


def shutdown() -> None:
    """End the worker process (at exit; a running search is stopped first)."""
    global _executor
    with _lock:
        pool, _executor = _executor, None
    if pool is not None:
        if _flags is not None:
            for i in range(SLOTS):
                _flags[i] = 1
        pool.shutdown(wait=True, cancel_futures=True)
