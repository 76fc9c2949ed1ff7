"""The computer's searches run in a process of their own, so the window never waits for them.

Why a process and not the worker thread alone: a search is pure Python, and a thread running
it holds the interpreter lock in turns with the GUI thread.  Painting a table calls Python for
every card, and each call could wait for the lock, so a repaint during a Hard player's search
took 70–235 ms (the heartbeat test).  A second interpreter has its own lock: the GUI thread
only pickles a small decision (≈ 9 kB, 0.2 ms) and the dispatch thread (``submit``) sleeps
on a pipe.

One worker process, started (``spawn``: a fresh interpreter, safe next to Qt's threads) on the
first search and kept for the app's life; jobs go to it one after the other.  Each job gets
a slot in a small shared array: ``cancel(job)`` sets it, and the search's ``should_stop``
reads it before every iteration, so a stale search ends at once with its best move so far.
The agent's random stream goes back to the caller, so seed + actions still replay exactly.

Nothing stuck: a job that has not answered within the agent's time budget plus ``GRACE_S``
(a cancelled one: ``GRACE_S`` after its cancel) means the process is stopped or hung.  It is
killed, the next job starts a fresh one, and this decision is made on the calling thread
exactly as the process would have made it (the caller's agent and random stream were never
touched: the process worked on copies).  Jobs go to the process one at a time, so a job's
clock starts when the process takes it, and nothing queued behind a stuck job waits in it.

Nothing leaked: the process ends with the app, however the app ends.  It watches its parent
(``multiprocessing.parent_process().sentinel``: a pipe only the app writes to on POSIX, the
app's process handle on Windows) and exits when the app is gone; on Linux the kernel also
kills it at once (parent-death signal), which works even on a stopped process.  The
multiprocessing resource tracker the app starts exits when no process holds its pipe any
more, so it goes with them.

Fast agents (the heuristics) are not worth a round trip and run where they are asked; if the
process cannot start (a locked-down system), or had to be replaced ``MAX_REPLACEMENTS`` times
in a row, searches run on the calling thread as before — slower to paint, never lost.
Nothing here imports Qt: the child must not load it.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import contextlib
import copy
import ctypes
import itertools
import multiprocessing
import multiprocessing.connection
import os
import queue
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from engine.core import Agent, Decision, Rng
from engine.search.ismcts import SearchAgent

#: cancel flags, one byte per job slot (jobs run one after another, so a slot is free again
#: long before its number comes round)
SLOTS = 256
#: the search process's scheduling priority below the app's (POSIX ``nice`` increment)
CHILD_NICENESS = 10
#: seconds a job may take beyond its agent's time budget before the process counts as stuck:
#: the last iteration may start just before the deadline, the niced process waits for the
#: CPU on a busy machine, and the answer must be pickled back
GRACE_S = 3.0
#: seconds a fresh process may take to start (a new interpreter imports the engine)
START_S = 15.0
#: the budget assumed for a search bounded by iterations only (the arena's, some tests')
UNTIMED_BUDGET_S = 60.0
#: processes replaced in a row without a single answer before searches stay on the thread
MAX_REPLACEMENTS = 3
#: Linux: the kernel kills the process when the app dies (``prctl(PR_SET_PDEATHSIG)``)
PARENT_DEATH_SIGNAL = True
_PR_SET_PDEATHSIG = 1

_lock = threading.Lock()  # the small shared state: flags, cancelled jobs, wakers
_make_lock = threading.Lock()  # starting, replacing and ending the process
_turn = threading.Lock()  # held by the one job in the process
_executor: concurrent.futures.ProcessPoolExecutor | None = None
_ready: concurrent.futures.Future[Any] | None = None  # the new process's first answer
_flags: Any = None  # multiprocessing Array('b', SLOTS) shared with the child
_failed = False
_answered = 0  # searches the process has answered (``mode``)
_replaced = 0  # processes abandoned since the last answer
_exit_hook = False
_jobs = itertools.count(1)
#: jobs cancelled (their flag is set when they start; a waiting caller is woken)
_cancelled: set[int] = set()
_wakers: dict[int, threading.Event] = {}

# --------------------------------------------------------------------- in the child process
_child_flags: Any = None


def _child_init(flags: Any, death_signal: bool = True) -> None:
    global _child_flags
    _child_flags = flags
    _die_with_parent(death_signal)
    # the window comes first: on a busy (or one-core) machine the search waits for the GUI,
    # never the other way round (the heartbeat test runs next to other work)
    with contextlib.suppress(AttributeError, OSError):  # os.nice: POSIX only
        os.nice(CHILD_NICENESS)


def _die_with_parent(death_signal: bool) -> None:
    """End this process when the app ends, even when the app is killed.

    A thread waits on the parent's sentinel (every platform) and exits the process when it
    fires.  On Linux the kernel's parent-death signal also kills the process — it reaches a
    stopped or busy process, which the thread cannot.  It fires when the *thread* that
    started the process ends; the app starts it on a thread that lives as long as the app
    (``_in_launcher``).  A parent that died before the signal was set shows as a new
    parent id."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    if death_signal and sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent.pid:
            os._exit(0)
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


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


_launch_calls: queue.SimpleQueue[tuple[Callable[[], Any], concurrent.futures.Future[Any]]] = (
    queue.SimpleQueue())
_launcher: threading.Thread | None = None


def _launch_loop() -> None:
    while True:
        function, done = _launch_calls.get()
        try:
            done.set_result(function())
        except BaseException as err:  # handed to the caller
            done.set_exception(err)


def _in_launcher(function: Callable[[], Any]) -> Any:
    """``function()`` on the launcher thread, which lives as long as the app.

    Why: the executor starts its process in whichever thread submits the first job, and
    Linux's parent-death signal fires when that *thread* ends — a pool worker thread that
    expires after an idle half minute would take the search process with it."""
    global _launcher
    if _launcher is None or not _launcher.is_alive():
        _launcher = threading.Thread(target=_launch_loop, name="think-launcher", daemon=True)
        _launcher.start()
    done: concurrent.futures.Future[Any] = concurrent.futures.Future()
    _launch_calls.put((function, done))
    return done.result()


def _new_process() -> tuple[concurrent.futures.ProcessPoolExecutor, concurrent.futures.Future[Any]]:
    """A new executor and its process, started here (``_in_launcher``) by a first ping."""
    global _flags
    ctx = multiprocessing.get_context("spawn")
    if _flags is None:
        _flags = ctx.Array("b", SLOTS, lock=False)
    pool = concurrent.futures.ProcessPoolExecutor(
        max_workers=1, mp_context=ctx, initializer=_child_init,
        initargs=(_flags, PARENT_DEATH_SIGNAL))
    return pool, pool.submit(_child_ping)


def _process() -> tuple[concurrent.futures.ProcessPoolExecutor,
                        concurrent.futures.Future[Any] | None] | None:
    """The executor and its first answer (None: searches run on the caller's thread)."""
    global _executor, _ready, _failed, _exit_hook
    with _make_lock:
        if _executor is None and not _failed:
            try:
                _executor, _ready = _in_launcher(_new_process)
            except (OSError, ImportError, ValueError, RuntimeError):
                _failed = True
                _executor = _ready = None
            else:
                if not _exit_hook:
                    _at_exit(shutdown)
                    _exit_hook = True
        return None if _executor is None else (_executor, _ready)


def _pool() -> concurrent.futures.ProcessPoolExecutor | None:
    process = _process()
    return None if process is None else process[0]


def _at_exit(function: Callable[[], None]) -> None:
    """Run ``function`` as the interpreter exits, before the executor's own exit hook.

    Why: that hook (a ``threading`` exit hook, run before ``atexit``'s) joins the worker
    process, which never ends if the process is stopped — quitting would hang; ``shutdown``
    kills such a process first.  Exit hooks of ``threading`` run last registered first."""
    try:
        threading._register_atexit(function)  # type: ignore[attr-defined]
    except (AttributeError, RuntimeError):  # another Python; the interpreter is ending
        atexit.register(function)


def _processes(pool: concurrent.futures.ProcessPoolExecutor) -> list[Any]:
    """The executor's worker processes (``multiprocessing.Process``), to kill a stuck one."""
    return list((getattr(pool, "_processes", None) or {}).values())


def start() -> bool:
    """Start the process now (a game with a Hard seat begins), so the first search does not
    wait for a new interpreter.  False when searches will run in the caller's thread."""
    return _pool() is not None


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
        waker = _wakers.get(job)
        if _flags is not None:
            _flags[job % SLOTS] = 1
    if waker is not None:
        waker.set()  # its caller now allows it ``GRACE_S`` to answer


class _NoProcess(Exception):
    """The job was not (or no longer) answered by the process: decide it here."""


def _abandon(pool: concurrent.futures.ProcessPoolExecutor) -> None:
    """Kill a stopped, hung or broken process; the next job starts a fresh one (after
    ``MAX_REPLACEMENTS`` in a row without an answer, searches stay on the caller's thread).
    SIGKILL ends a stopped process too; the executor then reaps it."""
    global _executor, _ready, _failed, _replaced
    with _make_lock:
        if _executor is pool:
            _executor = _ready = None
            _replaced += 1
            _failed = _replaced >= MAX_REPLACEMENTS
    for process in _processes(pool):
        with contextlib.suppress(OSError, ValueError, AttributeError):
            process.kill()
    pool.shutdown(wait=False, cancel_futures=True)


def _wait(job: int | None, future: concurrent.futures.Future[Any], allowed_s: float) -> Any:
    """The job's answer, or ``_NoProcess`` when none came within ``allowed_s`` (or within
    ``GRACE_S`` of the job's cancel: a cancelled search stops at its next iteration; no
    ``job``: the cancel does not shorten the wait)."""
    woken = threading.Event()
    future.add_done_callback(lambda _future: woken.set())
    if job is not None:
        with _lock:
            _wakers[job] = woken
    try:
        deadline = time.monotonic() + allowed_s
        while not future.done():
            now = time.monotonic()
            if job is not None and job in _cancelled:
                deadline = min(deadline, now + GRACE_S)
            if now >= deadline:
                raise _NoProcess
            woken.wait(deadline - now)
            woken.clear()
        return future.result()
    finally:
        if job is not None:
            with _lock:
                _wakers.pop(job, None)


def _budget_s(agent: Agent) -> float:
    """How long the agent's search may take by its own budget (seconds)."""
    ms = getattr(getattr(agent, "search", None), "ms", None)
    return UNTIMED_BUDGET_S if ms is None else float(ms) / 1000.0


def _run(job: int, budget_s: float, function: Callable[..., Any], *args: Any) -> Any:
    """``function(job, *args)`` in the process; ``_NoProcess`` when it must run here.  An
    error of the function itself reaches the caller."""
    global _answered, _replaced
    with _turn:
        process = _process()
        if process is None:
            raise _NoProcess
        pool, ready = process
        try:
            if ready is not None:  # a slow start is not a stuck search, cancelled or not
                _wait(None, ready, START_S)
            with _lock:
                _flags[job % SLOTS] = 1 if job in _cancelled else 0
            future = pool.submit(function, job, *args)
            out = _wait(job, future, budget_s + GRACE_S)
        except (_NoProcess, concurrent.futures.BrokenExecutor, concurrent.futures.CancelledError,
                RuntimeError) as err:
            # stuck, or the child died (killed, out of memory), or the pool was shut down
            if isinstance(err, RuntimeError) and not isinstance(
                    err, concurrent.futures.BrokenExecutor) and not _shut_down(pool):
                raise  # the search's own error, not the process's
            _abandon(pool)
            raise _NoProcess from None
        _answered += 1
        _replaced = 0
        return out


def _shut_down(pool: concurrent.futures.ProcessPoolExecutor) -> bool:
    return bool(getattr(pool, "_shutdown_thread", False))


def _here(job: int, agent: Agent, run: Callable[[Agent], Any]) -> Any:
    """``run(a copy of agent)`` on the calling thread, the search stopping when the job is
    cancelled (the agent itself is not touched: a stale search of the same seat may still
    run; ``last`` is copied back)."""
    local = copy.copy(agent)
    previous = getattr(agent, "should_stop", None)

    def stop() -> bool:
        return job in _cancelled or (previous is not None and bool(previous()))

    local.should_stop = stop  # type: ignore[attr-defined]
    out = run(local)
    if hasattr(local, "last"):
        agent.last = local.last  # type: ignore[attr-defined]
    return out


def choose(agent: Agent, decision: Decision[Any, Any], rng: Rng, job: int | None = None) -> Any:
    """``agent.choose(decision, rng)``, in the process when the agent searches.  Blocks the
    calling thread (the dispatch thread of ``submit``, or a synchronous caller such as
    ``--autoplay``), not the lock."""
    if not searches(agent):
        return agent.choose(decision, rng)
    job = new_job() if job is None else job
    try:
        action, rng_after, last = _run(job, _budget_s(agent), _child_choose, agent, decision,
                                       rng)
    except _NoProcess:
        return _here(job, agent, lambda here: here.choose(decision, rng))
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
        return _run(job, _budget_s(agent), _child_call, agent, function, *args)
    except _NoProcess:
        return _here(job, agent, lambda here: function(here, *args))


_submitted: queue.SimpleQueue[tuple[Callable[[], Any], Callable[[Any, str | None], None]]] = (
    queue.SimpleQueue())
_dispatcher: threading.Thread | None = None
_unanswered = 0  # jobs submitted and not answered yet (``wait_idle``)
_idle = threading.Event()
_idle.set()


def _dispatch_loop() -> None:
    global _unanswered
    while True:
        work, done = _submitted.get()
        try:
            result, error = work(), None
        except Exception as err:  # handed to ``done``, never lost silently
            result, error = None, repr(err)
        with contextlib.suppress(Exception):  # whoever listened is gone
            done(result, error)
        with _lock:
            _unanswered -= 1
            if not _unanswered:
                _idle.set()


def wait_idle(timeout_s: float) -> bool:
    """Wait until every submitted job has been answered (tests between two games: no
    stale job of one may run during the next); False when ``timeout_s`` passed first."""
    return _idle.wait(timeout_s)


def submit(work: Callable[[], Any], done: Callable[[Any, str | None], None]) -> None:
    """Run ``work()`` — a ``choose`` or ``call`` of this module — in the background and hand
    ``done(result, error_text)`` its answer; returns at once (``ui.scheduler`` turns the
    answer into a signal on the GUI thread).

    Why one dispatch thread of this module's own and no pool: jobs reach the process one at a
    time anyway (``_turn``), and its watchdog (budget, grace, a stuck process replaced, the
    decision then made here) is the only waiting there is — one thread for the app, in
    submission order, instead of a pool thread per job blocked on the process's answer.  An
    agent that does not search runs on it directly."""
    global _dispatcher, _unanswered
    with _lock:
        _unanswered += 1
        _idle.clear()
        if _dispatcher is None or not _dispatcher.is_alive():
            _dispatcher = threading.Thread(target=_dispatch_loop, name="think-dispatch",
                                           daemon=True)
            _dispatcher.start()
    _submitted.put((work, done))


def answered() -> int:
    """How many searches the process has answered in this run (tests, benchmarks)."""
    return _answered


def mode() -> str:
    """Where the searches ran (smoke tests): "process" once the process has answered one,
    "thread" after it failed for good, "none" before any search."""
    if _failed:
        return "thread"
    return "process" if _answered else "none"


def shutdown() -> None:
    """End the worker process (at exit; a running search is stopped first, a stuck process
    is killed after ``GRACE_S`` so it cannot hold up quitting)."""
    global _executor, _ready
    with _make_lock:
        pool, _executor, _ready = _executor, None, None
    if pool is None:
        return
    if _flags is not None:
        for i in range(SLOTS):
            _flags[i] = 1
    processes = _processes(pool)
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            if not multiprocessing.connection.wait([process.sentinel], GRACE_S):
                process.kill()
