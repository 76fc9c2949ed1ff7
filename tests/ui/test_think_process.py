"""The think process: searches run in a second interpreter, exactly as they would locally.

Why: the window's responsiveness rests on it (the heartbeat test), and replays rest on the
computer's random stream moving on exactly as if the search had run in the app.
"""

from __future__ import annotations

import os
import threading
import time
from typing import Any

import pytest

from engine import games
from engine.core import Decision, Game, Rng
from tests.engine.test_search import _long_riftforce
from ui import think_process


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
    assert agent.last is not None and agent.last.action == there  # statistics came back


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
    t0 = time.monotonic()
    worker.start()
    time.sleep(0.3)
    think_process.cancel(job)
    worker.join(timeout=10)
    assert not worker.is_alive() and out[0] in decision.legal
    assert time.monotonic() - t0 < 10


def test_a_job_cancelled_before_it_starts_stops_at_once() -> None:
    _game, decision = _decision()
    agent = _hard(iterations=10**9, ms=60_000)
    job = think_process.new_job()
    think_process.cancel(job)
    t0 = time.monotonic()
    assert think_process.choose(agent, decision, Rng(2), job) in decision.legal
    assert time.monotonic() - t0 < 10
    assert agent.last is not None and agent.last.iterations == 1  # the one every search makes


def test_without_a_process_the_search_runs_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """A system that cannot start the process still gets its computer's moves."""
    _game, decision = _decision()
    monkeypatch.setattr(think_process, "_pool", lambda: None)
    rng = Rng(5)
    action = think_process.choose(_hard(iterations=10, ms=None), decision, rng)
    assert action == _hard(iterations=10, ms=None).choose(decision, Rng(5))


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
    assert child >= os.nice(0) + think_process.CHILD_NICENESS or child == 19
