"""The computer's searches run in a process of their own, so the window never waits for them.

Why a process and not a thread: a search is pure Python, and a thread running it holds the
interpreter lock in turns with the GUI thread, so a repaint during a Hard player's search
took 70–235 ms (the heartbeat benchmark).  A second interpreter has its own lock: the app
only pickles a small decision (≈ 9 kB, 0.2 ms).  One worker process (``spawn``: a fresh
interpreter, safe next to Qt's threads; its side is ``ui.think_child``), started on the first
search and kept for the app's life.  Each job has a slot in a small shared array:
``cancel(job)`` sets it, and the search reads it before every iteration, so a stale search
ends at once with its best move so far.  The random stream goes back to the caller, so
seed + actions still replay exactly.

Two ways in.  ``choose_later``/``call_later`` (the GUI's, through ``ui.scheduler``) return at
once: the job waits in one queue, goes to the process when the one before it has answered
(jobs never overlap there), and its answer comes through the future's done-callback on the
executor's own thread — no thread of the app waits for it.  ``choose``/``call`` block their
caller (``--autoplay``, tools); both ways share the process's turn (``_turn``).

Nothing stuck: a job that has not answered within its agent's time budget plus ``GRACE_S``
(a cancelled one: ``GRACE_S`` after its cancel; a new process's start: ``START_S``) means the
process is stopped or hung.  It is killed, the next job starts a fresh one, and this
decision is made in the app exactly as the process would have made it (the process worked
on copies).  For a queued job the deadline is a ``threading.Timer``, not a Qt timer: this
module is Qt-free (the child must not load Qt), and the watchdog must fire while the GUI
thread is busy or no event loop runs; it sleeps until its deadline and ends with the answer.
The decision made in the app then runs on a short-lived thread that computes, never waits.

Nothing leaked: the process ends with the app however it ends (``ui.think_child``), and
``shutdown`` kills a stopped one.  Fast agents (the heuristics) are not worth a round trip;
if the process cannot start, or had to be replaced ``MAX_REPLACEMENTS`` times in a row,
searches run in the app too — slower to paint, never lost.
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
    return (_process() or (None, None))[0]


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
    """Kill a stopped, hung or broken process (SIGKILL ends a stopped one too); the next job
    starts a fresh one, unless ``MAX_REPLACEMENTS`` in a row went without an answer."""
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


def _chosen(agent: Agent, rng: Rng) -> Callable[[Any], Any]:
    """The process's answer to ``think_child.choose`` made the caller's: the action, with
    the caller's stream moved on as if the search ran here and the statistics kept."""
    def taken(out: tuple[Any, Rng, Any]) -> Any:
        action, rng_after, last = out
        rng.follow(rng_after)
        if last is not None:
            agent.last = last  # type: ignore[attr-defined]
        return action
    return taken


def choose(agent: Agent, decision: Decision[Any, Any], rng: Rng, job: int | None = None) -> Any:
    """``agent.choose(decision, rng)``, in the process when the agent searches.  Blocks the
    calling thread (a synchronous caller such as ``--autoplay``), not the lock."""
    if not searches(agent):
        return agent.choose(decision, rng)
    job = new_job() if job is None else job
    try:
        out = _run(job, _budget_s(agent), think_child.choose, agent, decision, rng)
    except _NoProcess:
        return _here(job, agent, lambda here: here.choose(decision, rng))
    return _chosen(agent, rng)(out)


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
    """One job of ``choose_later``/``call_later``/``run_later``.  ``step`` counts its phases
    (starting process, in it, done): a callback of a phase it has left does nothing."""

    def __init__(self, number: int, done: Done, here: Callable[[], Any],
                 agent: Agent | None = None, child: Callable[..., Any] | None = None,
                 args: tuple[Any, ...] = (), taken: Callable[[Any], Any] = lambda out: out,
                 ) -> None:
        self.number, self.done, self.here = number, done, here
        #: the process's function and its arguments (no ``child``: it never goes there)
        self.agent, self.child, self.args, self.taken = agent, child, args, taken
        self.pool: concurrent.futures.ProcessPoolExecutor | None = None
        self.future: concurrent.futures.Future[Any] | None = None  # the process's answer
        self.timer: threading.Timer | None = None  # the watchdog, ending at ``deadline``
        #: ``in_process``: sent (a cancel then shortens the watchdog to ``GRACE_S``)
        self.step, self.deadline, self.in_process = 0, 0.0, False


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
        timer, job.timer = job.timer, None
    if timer is not None:
        timer.cancel()
    return True


def _if(job: _Job, step: int, then: Callable[[], None]) -> Callable[..., None]:
    """A callback (a future's, a watchdog's): ``then()`` if ``job`` is still in ``step``."""
    def fire(*_: Any) -> None:
        if _phase(job, step):
            then()
    return fire


def _watch(job: _Job, deadline: float) -> None:
    """Give up on ``job``'s phase at ``deadline`` (``time.monotonic``); under ``_lock``."""
    if job.timer is not None:
        job.timer.cancel()
    job.deadline, step = deadline, job.step
    job.timer = threading.Timer(max(0.0, deadline - time.monotonic()),
                                _if(job, step, lambda: _fail(job)))
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
    ready.add_done_callback(_if(job, step, lambda: _send(job, ready)))


def _send(job: _Job, ready: concurrent.futures.Future[Any] | None) -> None:
    assert job.pool is not None and job.child is not None and job.agent is not None
    try:
        if ready is not None:
            ready.result()  # a process that could not start raises here
        with _lock:
            _flags[job.number % SLOTS] = 1 if job.number in _cancelled else 0
        future = job.future = job.pool.submit(job.child, job.number, *job.args)
    except (concurrent.futures.BrokenExecutor, concurrent.futures.CancelledError,
            RuntimeError):
        return _fail(job)
    allowed = GRACE_S if job.number in _cancelled else _budget_s(job.agent) + GRACE_S
    with _lock:
        job.in_process = True
        _watch(job, time.monotonic() + allowed)
        step = job.step
    future.add_done_callback(_if(job, step, lambda: _answer(job, future)))


def _answer(job: _Job, future: concurrent.futures.Future[Any]) -> None:
    """The process answered ``job`` (on the executor's thread): handed on, or, when the
    process broke, decided here."""
    global _answered, _replaced
    result, error = None, None
    try:
        out = future.result()
    except (concurrent.futures.BrokenExecutor, concurrent.futures.CancelledError):
        return _fail(job)
    except Exception as err:
        if isinstance(err, RuntimeError) and job.pool is not None and _shut_down(job.pool):
            return _fail(job)
        error = repr(err)  # the search's own error
    else:
        _answered += 1
        _replaced = 0
    _give_turn()
    if error is None:
        try:
            result = job.taken(out)
        except Exception as err:
            error = repr(err)
    _finish(job, result, error)


def _fail(job: _Job) -> None:
    """The process did not answer in time, or broke: replaced, and ``job`` decided here."""
    if job.pool is not None:
        _abandon(job.pool)
    _give_turn()
    _local(job)


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
    _enqueue(_Job(job, done, lambda: _here(job, agent, lambda here: here.choose(decision, rng)),
                  agent, think_child.choose, (agent, decision, rng), _chosen(agent, rng)))


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
