"""The think process: searches run in a second interpreter, exactly as they would locally.

Why: the window's responsiveness rests on it (the heartbeat test), and replays rest on the
computer's random stream moving on exactly as if the search had run in the app.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Game, Rng
from tests.engine.test_search import _long_riftforce
from tests.ui.tables import new_session
from ui import think_child, think_process
from ui.scheduler import Scheduler
from ui.session import COMPUTER, HUMAN, SeatConfig, Session


def _decision() -> tuple[Game[Any, Any], Decision[Any, Any]]:
    game, state = _long_riftforce()
    seat = game.current_player(state)
    return game, Decision(game, game.clone(state), seat, game.legal_actions(state))


def _hard(**params: Any) -> Any:
    make = games.search_factory("riftforce")
    assert make is not None
    return make(**params)


def test_a_search_in_the_process_chooses_as_it_would_here() -> None:
    _game, decision = _decision()
    here_rng, there_rng = Rng(17), Rng(17)
    here = _hard(iterations=30, ms=None).choose(decision, here_rng)
    agent = _hard(iterations=30, ms=None)
    there = think_process.choose(agent, decision, there_rng)
    assert think_process.mode() == "process"
    assert there == here
    # the caller's stream moved on exactly as far as the local search moved its own
    assert there_rng.state_key() == here_rng.state_key()
    assert agent.last is not None
    assert agent.last.action == there


def test_a_fast_agent_is_not_sent_anywhere() -> None:
    _game, decision = _decision()
    agent = games.agents("riftforce")["heuristic"]()
    assert not think_process.searches(agent)
    assert think_process.searches(_hard())
    rng = Rng(3)
    assert think_process.choose(agent, decision, rng) == agent.choose(decision, Rng(3))


def test_cancel_stops_a_running_search_with_its_best_move() -> None:
    _game, decision = _decision()
    agent = _hard(iterations=10**9, ms=60_000)
    job = think_process.new_job()
    out: list[Any] = []
    worker = threading.Thread(
        target=lambda: out.append(think_process.choose(agent, decision, Rng(2), job)))
    worker.start()
    time.sleep(0.3)
    think_process.cancel(job)
    worker.join(timeout=10)  # the budget is a minute: only the cancel ends the search this soon
    assert not worker.is_alive()
    assert out[0] in decision.legal


def test_a_job_cancelled_before_it_starts_stops_at_once() -> None:
    _game, decision = _decision()
    agent = _hard(iterations=10**9, ms=60_000)
    job = think_process.new_job()
    think_process.cancel(job)
    assert think_process.choose(agent, decision, Rng(2), job) in decision.legal
    assert agent.last is not None
    assert agent.last.iterations == 1  # the one every search makes: it stopped at once


def test_without_a_process_the_search_runs_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """A system that cannot start the process still gets its computer's moves."""
    _game, decision = _decision()
    monkeypatch.setattr(think_process, "_pool", lambda: None)
    rng = Rng(5)
    action = think_process.choose(_hard(iterations=10, ms=None), decision, rng)
    assert action == _hard(iterations=10, ms=None).choose(decision, Rng(5))


def _waiting_on_a_future(frame: Any) -> bool:
    """Is this thread's stack inside a wait for a future (``Future.result``, the
    synchronous watchdog's ``_wait``)?"""
    while frame is not None:
        code = frame.f_code
        if code.co_name == "_wait" and "think_process" in code.co_filename:
            return True
        if code.co_name == "result" and "concurrent" in code.co_filename:
            return True
        frame = frame.f_back
    return False


def test_no_thread_of_the_app_waits_for_a_search_in_the_process(qtbot: QtBot) -> None:
    """A search submitted without waiting (``Scheduler``): its answer comes through the
    future's done-callback; while it runs in the process no thread sits blocked on it (no
    dispatch thread, no ``Future.result``), and the answer still arrives on the GUI thread."""
    assert think_process.start()
    _game, decision = _decision()
    scheduler = Scheduler()
    answers: list[tuple[Any, threading.Thread]] = []
    scheduler.choose(_hard(iterations=10**9, ms=60_000), decision, Rng(2),
                     lambda action, error: answers.append((action, threading.current_thread())))

    def in_the_process() -> bool:
        job = think_process._running
        return job is not None and job.in_process

    qtbot.waitUntil(in_the_process, timeout=60_000)
    job = think_process._running
    assert job is not None
    assert job.future is not None
    assert not job.future.done()
    assert job.future._done_callbacks  # the answer's way back
    assert "think-dispatch" not in {thread.name for thread in threading.enumerate()}
    frames = sys._current_frames()
    waiting = [thread.name for thread in threading.enumerate()
               if thread is not threading.current_thread()
               and _waiting_on_a_future(frames.get(thread.ident or 0))]
    assert waiting == []
    think_process.cancel(job.number)  # the search stops with its best move so far
    qtbot.waitUntil(lambda: bool(answers), timeout=60_000)
    assert answers[0][0] in decision.legal
    assert answers[0][1] is threading.main_thread()


def _child_niceness() -> int:
    return os.nice(0)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="os.nice is POSIX only")
def test_the_search_process_yields_to_the_window() -> None:
    """The process runs at a lower priority than the app, so a busy machine delays the
    search, not the window."""
    think_process.start()
    pool = think_process._pool()
    assert pool is not None
    child = pool.submit(_child_niceness).result(timeout=30)
    assert child >= os.nice(0) + think_child.CHILD_NICENESS or child == 19


# ------------------------------------------------------------------ nothing stuck
@pytest.fixture
def stopped() -> Iterator[list[int]]:
    """The think processes a test stops (SIGSTOP); killed afterwards, whatever happened, so
    no stopped process outlives the test."""
    pids: list[int] = []
    yield pids
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _think_pid() -> int:
    """The running think process (started and answering)."""
    assert think_process.start()
    pool = think_process._pool()
    assert pool is not None
    assert pool.submit(think_child.ping).result(timeout=60)
    return int(think_process._processes(pool)[0].pid)


def _stop_the_process(stopped: list[int]) -> int:
    pid = _think_pid()
    os.kill(pid, signal.SIGSTOP)
    stopped.append(pid)
    return pid


def _gone(pid: int) -> bool:
    """No live process ``pid`` (a zombie nobody reaped yet counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except OSError:
        return True


@pytest.fixture
def tiny_grace(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(think_process, "GRACE_S", 0.5)


#: the computer seats' search budget in these sessions (ms)
COMPUTER_MS = 50


def _session(seats: list[SeatConfig]) -> Session:
    session = new_session("riftforce", {}, 11, seats)
    session.agent_factory = lambda level: _hard(iterations=10**6, ms=COMPUTER_MS)
    return session


pytestmark_posix = pytest.mark.skipif(not hasattr(signal, "SIGSTOP") or
                                      not sys.platform.startswith("linux"),
                                      reason="SIGSTOP and /proc: Linux")


@pytestmark_posix
def test_a_stopped_process_does_not_stop_play(qtbot: QtBot, stopped: list[int],
                                              tiny_grace: None) -> None:
    """The think process is stopped: each computer decision waits its budget plus the grace,
    is then made on the thread, and play goes on; the next job runs in a new process."""
    pid = _stop_the_process(stopped)
    session = _session([SeatConfig("A", COMPUTER, "hard"), SeatConfig("B", COMPUTER, "hard")])
    session.start()
    qtbot.waitUntil(lambda: len(session.actions) >= 4, timeout=60_000)  # a hang, not a pace
    session.cancel_thinking()
    qtbot.waitUntil(lambda: _gone(pid), timeout=60_000)  # killed (and reaped)
    _game, decision = _decision()
    answered = think_process._answered
    think_process.choose(_hard(iterations=5, ms=None), decision, Rng(4))
    assert think_process._answered > answered
    assert think_process.mode() == "process"
    assert _think_pid() != pid


@pytestmark_posix
def test_a_decision_abandoned_by_a_stopped_process_is_the_one_it_would_have_made(
        stopped: list[int], tiny_grace: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Made on the thread instead: same action, the caller's stream moved on exactly as far
    (seed + actions still replay), the statistics kept."""
    monkeypatch.setattr(think_process, "UNTIMED_BUDGET_S", 0.1)
    _game, decision = _decision()
    here_rng, there_rng = Rng(23), Rng(23)
    here = _hard(iterations=30, ms=None).choose(decision, here_rng)
    _stop_the_process(stopped)
    agent = _hard(iterations=30, ms=None)
    out: list[Any] = []
    worker = threading.Thread(
        target=lambda: out.append(think_process.choose(agent, decision, there_rng)))
    worker.start()
    worker.join(timeout=60)  # a hang, not a pace
    assert not worker.is_alive()
    assert out == [here]
    assert there_rng.state_key() == here_rng.state_key()
    assert agent.last is not None
    assert agent.last.action == here
    assert agent.last.iterations == 30


@pytestmark_posix
def test_a_stuck_hint_does_not_block_the_computers_turn(qtbot: QtBot, stopped: list[int],
                                                        tiny_grace: None) -> None:
    """A hint asked for while the process is stopped still arrives (made on the thread), and
    the computer's turn after the person's move is not held up by it."""
    session = _session([SeatConfig("Me", HUMAN), SeatConfig("B", COMPUTER, "hard")])
    session.start()
    qtbot.waitUntil(session.human_to_act, timeout=60_000)
    _stop_the_process(stopped)
    with qtbot.waitSignal(session.hintReady, timeout=60_000) as hint:
        assert session.request_hint()
    assert hint.args is not None
    session.submit(hint.args[0].action)
    before = len(session.actions)
    qtbot.waitUntil(lambda: session.human_to_act() or session.is_over(), timeout=60_000)
    assert len(session.actions) > before


@pytestmark_posix
def test_a_hint_stuck_when_the_person_moves_does_not_block_the_computer(
        qtbot: QtBot, stopped: list[int], tiny_grace: None,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The person moves while the hint's search is stuck: the hint is cancelled, and the
    computer's decision waits for it the grace after the cancel, not the hint's budget
    (made endless here).

    Only the hint's: the computer's job may reach the stopped process before the hint's
    (two worker threads race for it), and then its own budget plus the grace frees it."""
    budget = think_process._budget_s

    def endless_hint(agent: Any) -> float:
        computer = getattr(getattr(agent, "search", None), "ms", None) == COMPUTER_MS
        return budget(agent) if computer else 3600.0

    monkeypatch.setattr(think_process, "_budget_s", endless_hint)
    session = _session([SeatConfig("Me", HUMAN), SeatConfig("B", COMPUTER, "hard")])
    session.start()
    qtbot.waitUntil(session.human_to_act, timeout=60_000)
    _stop_the_process(stopped)
    assert session.request_hint()
    session.submit(session.legal_actions()[0])
    before = len(session.actions)
    qtbot.waitUntil(lambda: session.human_to_act() or session.is_over(), timeout=60_000)
    assert len(session.actions) > before


def test_the_process_outlives_the_thread_that_started_it() -> None:
    """Linux's parent-death signal fires when the *thread* that started the process ends;
    a worker thread that starts it must not take it along when the thread ends."""
    think_process.shutdown()
    started = threading.Thread(target=_think_pid)
    started.start()
    started.join(timeout=60)
    pid = _think_pid()
    time.sleep(0.5)  # the signal, if it fired, has done its work
    _game, decision = _decision()
    answered = think_process._answered
    think_process.choose(_hard(iterations=5, ms=None), decision, Rng(4))
    assert think_process._answered > answered
    assert _think_pid() == pid


# ------------------------------------------------------------------ nothing leaked
#: an app in miniature: one search in the think process, then "ready", then waiting to be
#: killed (``stop``: the think process is stopped first; ``leave``: the app exits after
#: a line on its input)
_APP = """
import os, signal, sys, time
from engine import games
from engine.core import Decision, Rng
from tests.engine.test_search import _long_riftforce
from ui import think_process
think_process.PARENT_DEATH_SIGNAL = {death_signal}
game, state = _long_riftforce()
seat = game.current_player(state)
decision = Decision(game, game.clone(state), seat, game.legal_actions(state))
think_process.choose(games.search_factory("riftforce")(iterations=5, ms=None), decision, Rng(1))
assert think_process.mode() == "process"
if {stop}:
    for process in think_process._processes(think_process._pool()):
        os.kill(process.pid, signal.SIGSTOP)
print("ready", flush=True)
if {leave}:
    sys.stdin.readline()
    sys.exit(0)
time.sleep(600)
"""


def _tree(root: int) -> list[tuple[int, str]]:
    """Every live descendant of ``root``: (pid, start time), so a reused pid is not taken
    for one of them."""
    found: list[tuple[int, str]] = []
    parents = {root}
    while True:
        more = []
        for name in os.listdir("/proc"):
            if not name.isdigit() or int(name) in {pid for pid, _ in found}:
                continue
            with contextlib.suppress(OSError):
                with open(f"/proc/{name}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                if int(fields[1]) in parents and fields[0] not in ("Z", "X"):
                    more.append((int(name), fields[19]))
        if not more:
            return found
        found += more
        parents = {pid for pid, _ in more}


def _alive(process: tuple[int, str]) -> bool:
    pid, started = process
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[19] == started and fields[0] not in ("Z", "X")


def _left_after(app: subprocess.Popen[str], tree: list[tuple[int, str]],
                patience_s: float = 30.0) -> list[tuple[int, str]]:
    """The processes of ``tree`` still alive once ``app`` has ended (waiting up to
    ``patience_s`` for them to go); those are then killed, so none outlives the test."""
    deadline = time.monotonic() + patience_s
    left = [p for p in tree if _alive(p)]
    while left and time.monotonic() < deadline:
        time.sleep(0.1)
        left = [p for p in left if _alive(p)]
    for pid, _ in left:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    return left


def _start_app(death_signal: bool, stop: bool, leave: bool) -> subprocess.Popen[str]:
    app = subprocess.Popen(
        [sys.executable, "-c", _APP.format(death_signal=death_signal, stop=stop, leave=leave)],
        cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert app.stdout is not None
    ready, _, _ = select.select([app.stdout], [], [], 120)
    if not ready or app.stdout.readline().strip() != "ready":
        app.kill()
        app.wait()
        pytest.fail("the app in miniature did not start its think process")
    return app


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc: Linux")
@pytest.mark.parametrize(("death_signal", "stop"), [
    (True, False),  # both: the kernel's signal and the watching thread
    (False, False),  # the watching thread alone (what macOS and Windows have)
    (True, True),  # a stopped process: the kernel's signal alone can end it
])
def test_nothing_outlives_a_killed_app(death_signal: bool, stop: bool) -> None:
    """SIGKILL of the app: its think process and the resource tracker end with it."""
    app = _start_app(death_signal, stop, leave=False)
    tree = _tree(app.pid)
    assert len(tree) >= 1, tree  # the think process (and the resource tracker, on POSIX)
    app.kill()
    app.wait()
    assert _left_after(app, tree) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and SIGSTOP: Linux")
def test_a_stopped_process_does_not_hold_up_quitting() -> None:
    """The app ends normally while its think process is stopped: it quits all the same
    (the process is killed after the grace), and nothing is left."""
    app = _start_app(True, stop=True, leave=True)
    tree = _tree(app.pid)
    assert len(tree) >= 1, tree
    assert app.stdin is not None
    app.stdin.write("quit\n")
    app.stdin.close()
    try:
        app.wait(timeout=60)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait()
        _left_after(app, tree, 0)
        pytest.fail("the app did not quit while its think process was stopped")
    assert _left_after(app, tree) == []
