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
import collections
import concurrent.futures
import contextlib
import copy
import itertools
import multiprocessing
import multiprocessing.connection
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from engine.core import Agent, Decision, Rng
from engine.search.ismcts import SearchAgent
from ui import think_child

#: cancel flags, one byte per job slot (jobs run one after another, so a slot is free again
#: long before its number comes round)
SLOTS = think_child.SLOTS
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
        max_workers=1, mp_context=ctx, initializer=think_child.init,
        initargs=(_flags, PARENT_DEATH_SIGNAL))
    return pool, pool.submit(think_child.ping)


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
        now, running = time.monotonic(), _running
        if (running is not None and running.number == job and running.in_process
                and running.timer is not None and now + GRACE_S < running.deadline):
            _watch(running, now + GRACE_S)  # its search stops at the next iteration
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
    _turn.acquire()
    try:
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
    finally:
        _give_turn()


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
        action, rng_after, last = _run(job, _budget_s(agent), think_child.choose, agent, decision,
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
        return _run(job, _budget_s(agent), think_child.call, agent, function, *args)
    except _NoProcess:
        return _here(job, agent, lambda here: function(here, *args))


# --------------------------------------------------------------------- without waiting
#: ``done(result, error_text)``: a job's answer, handed over on whichever thread has it
Done = Callable[[Any, str | None], None]


class _Job:
    """One job of ``choose_later``/``call_later``/``run_later`` from its submission to its
    answer.  ``step`` counts its phases (waiting for a new process, in the process, done):
    a callback or a watchdog of a phase it has left finds another number and does nothing."""

    def __init__(self, number: int, done: Done, here: Callable[[], Any],
                 agent: Agent | None = None, child: Callable[..., Any] | None = None,
                 args: tuple[Any, ...] = (), taken: Callable[[Any], Any] = lambda out: out,
                 ) -> None:
        self.number, self.done, self.here = number, done, here
        #: the process's function and its arguments (no ``child``: it never goes there)
        self.agent, self.child, self.args, self.taken = agent, child, args, taken
        self.step = 0
        self.pool: concurrent.futures.ProcessPoolExecutor | None = None
        self.timer: threading.Timer | None = None
        self.future: concurrent.futures.Future[Any] | None = None  # the process's answer
        self.deadline = 0.0  # the watchdog's
        self.in_process = False  # sent: a cancel shortens its watchdog to ``GRACE_S``


_queue: collections.deque[_Job] = collections.deque()
_running: _Job | None = None  # the one job of the queue under way
_turn_waiting: _Job | None = None  # the running job, until a synchronous caller leaves
_unanswered = 0  # jobs submitted and not answered yet (``wait_idle``)
_idle = threading.Event()
_idle.set()


def _give_turn() -> None:
    """The process is free again: a job of the queue that waited for it goes on."""
    global _turn_waiting
    with _lock:
        job, _turn_waiting = _turn_waiting, None
        if job is None:
            _turn.release()
    if job is not None:  # handed the turn
        _with_turn(job)


def _enqueue(job: _Job) -> None:
    global _unanswered
    with _lock:
        _unanswered += 1
        _idle.clear()
        _queue.append(job)
    _advance()


def _advance() -> None:
    """Start the next job when none is under way (called by whoever just changed that)."""
    global _running, _turn_waiting
    with _lock:
        if _running is not None or not _queue:
            return
        job = _running = _queue.popleft()
        if job.child is not None and not _turn.acquire(blocking=False):
            _turn_waiting = job  # a synchronous ``choose``/``call`` is in the process
            return
    if job.child is None:
        _local(job)
    else:
        _with_turn(job)


def _phase(job: _Job, step: int) -> bool:
    """Move ``job`` out of phase ``step`` (False: it has left it already); its watchdog ends."""
    with _lock:
        if job.step != step:
            return False
        job.step += 1
        if job.timer is not None:
            job.timer.cancel()
            job.timer = None
        return True


def _watch(job: _Job, deadline: float) -> None:
    """Give up on ``job``'s phase at ``deadline`` (``time.monotonic``).  Called under
    ``_lock``."""
    if job.timer is not None:
        job.timer.cancel()
    job.deadline, step = deadline, job.step
    job.timer = threading.Timer(max(0.0, deadline - time.monotonic()),
                                lambda: _phase(job, step) and _fail(job))
    job.timer.name, job.timer.daemon = "think-watchdog", True
    with contextlib.suppress(RuntimeError):  # the interpreter is ending
        job.timer.start()


def _with_turn(job: _Job) -> None:
    """``job`` holds the process's turn: to the process once it has started (a slow start
    is not a stuck search, cancelled or not)."""
    process = _process()
    if process is None:
        _give_turn()
        _local(job)
        return
    job.pool, ready = process
    if ready is None or ready.done():
        _send(job, ready)
        return
    with _lock:
        _watch(job, time.monotonic() + START_S)
        step = job.step
    ready.add_done_callback(lambda ready: _phase(job, step) and _send(job, ready))


def _send(job: _Job, ready: concurrent.futures.Future[Any] | None) -> bool:
    assert job.pool is not None and job.child is not None
    try:
        if ready is not None:
            ready.result()  # a process that could not start raises here
        with _lock:
            _flags[job.number % SLOTS] = 1 if job.number in _cancelled else 0
        future = job.future = job.pool.submit(job.child, job.number, *job.args)
    except (concurrent.futures.BrokenExecutor, concurrent.futures.CancelledError,
            RuntimeError):
        _fail(job)
        return True
    assert job.agent is not None
    allowed = _budget_s(job.agent) + GRACE_S
    with _lock:
        job.in_process = True
        _watch(job, time.monotonic() + (GRACE_S if job.number in _cancelled else allowed))
        step = job.step
    future.add_done_callback(lambda future: _phase(job, step) and _answer(job, future))
    return True


def _answer(job: _Job, future: concurrent.futures.Future[Any]) -> bool:
    """The process answered ``job`` (on the executor's thread): handed on, or, when the
    process broke, decided here."""
    global _answered, _replaced
    try:
        out = future.result()
    except (concurrent.futures.BrokenExecutor, concurrent.futures.CancelledError):
        _fail(job)
        return True
    except Exception as err:
        if isinstance(err, RuntimeError) and job.pool is not None and _shut_down(job.pool):
            _fail(job)
        else:  # the search's own error
            _give_turn()
            _finish(job, None, repr(err))
        return True
    _answered += 1
    _replaced = 0
    _give_turn()
    try:
        result, error = job.taken(out), None
    except Exception as err:
        result, error = None, repr(err)
    _finish(job, result, error)
    return True


def _fail(job: _Job) -> bool:
    """The process did not answer in time, or broke: replaced, and ``job`` decided here."""
    if job.pool is not None:
        _abandon(job.pool)
    _give_turn()
    _local(job)
    return True


def _local(job: _Job) -> None:
    """``job.here()`` on a short-lived thread of its own: it computes, it waits for nothing."""
    def run() -> None:
        try:
            result, error = job.here(), None
        except Exception as err:  # handed to ``done``, never lost silently
            result, error = None, repr(err)
        _finish(job, result, error)

    try:
        threading.Thread(target=run, name="think-here", daemon=True).start()
    except RuntimeError as err:  # the interpreter is ending
        _finish(job, None, repr(err))


def _finish(job: _Job, result: Any, error: str | None) -> None:
    global _running, _unanswered
    with contextlib.suppress(Exception):  # whoever listened is gone
        job.done(result, error)
    with _lock:
        _running = None
        _unanswered -= 1
        if not _unanswered:
            _idle.set()
    _advance()


def choose_later(agent: Agent, decision: Decision[Any, Any], rng: Rng, job: int,
                 done: Done) -> None:
    """``choose``, returning at once: ``done(action, error_text)`` gets its answer."""
    if not searches(agent):
        _enqueue(_Job(job, done, lambda: agent.choose(decision, rng)))
        return

    def taken(out: tuple[Any, Rng, Any]) -> Any:
        action, rng_after, last = out
        rng.follow(rng_after)  # the caller's stream moves on as if the search ran here
        if last is not None:
            agent.last = last  # type: ignore[attr-defined]
        return action

    _enqueue(_Job(job, done, lambda: _here(job, agent, lambda here: here.choose(decision, rng)),
                  agent, think_child.choose, (agent, decision, rng), taken))


def call_later(agent: Agent, function: Callable[..., Any], *args: Any, job: int,
               done: Done) -> None:
    """``call``, returning at once: ``done(result, error_text)`` gets its answer."""
    if not searches(agent):
        _enqueue(_Job(job, done, lambda: function(agent, *args)))
        return
    _enqueue(_Job(job, done, lambda: _here(job, agent, lambda here: function(here, *args)),
                  agent, think_child.call, (agent, function, *args)))


def run_later(work: Callable[[], Any], job: int, done: Done) -> None:
    """``work()`` — work of the app's own, not a search — in its turn among the jobs, on a
    short-lived thread: ``done(result, error_text)`` gets its answer."""
    _enqueue(_Job(job, done, work))


def wait_idle(timeout_s: float) -> bool:
    """Wait until every submitted job has been answered (tests between two games: no
    stale job of one may run during the next); False when ``timeout_s`` passed first."""
    return _idle.wait(timeout_s)


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
