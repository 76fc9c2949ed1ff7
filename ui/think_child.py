"""What runs in the think process (``ui.think_process``): its start-up and the searches.

Why a module of its own: the child imports only this (and the engine), never the app's side
of the process or Qt, and it is the one place to read for what the process does — set its
stop flags, lower its priority, end with the app, and run one search at a time with the
job's stop flag as the search's ``should_stop``.

It ends with the app, however the app ends: it watches its parent
(``multiprocessing.parent_process().sentinel``: a pipe only the app writes to on POSIX, the
app's process handle on Windows), and on Linux the kernel also kills it at once
(parent-death signal), which works even on a stopped process.  The multiprocessing resource
tracker the app starts exits when no process holds its pipe any more, so it goes with them.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

from engine.core import Agent, Decision, Rng

#: the search process's scheduling priority below the app's (POSIX ``nice`` increment)
CHILD_NICENESS = 10
#: one byte per job slot in the shared stop flags (``ui.think_process.SLOTS``)
SLOTS = 256
_PR_SET_PDEATHSIG = 1
_flags: Any = None


def init(flags: Any, death_signal: bool = True) -> None:
    """The process's start: the shared stop flags, ending with the app, a lower priority."""
    global _flags
    _flags = flags
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
    (``think_process._in_launcher``).  A parent that died before the signal was set shows as
    a new parent id."""
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


def _stop(job: int) -> Callable[[], bool]:
    flags, slot = _flags, job % SLOTS
    return lambda: bool(flags[slot])


def choose(job: int, agent: Agent, decision: Decision[Any, Any],
           rng: Rng) -> tuple[Any, Rng, Any]:
    """One decision: the action, the random stream after it, the search's statistics
    (``agent.last``) for whoever reads them."""
    agent.should_stop = _stop(job)  # type: ignore[attr-defined]
    action = agent.choose(decision, rng)
    return action, rng, getattr(agent, "last", None)


def call(job: int, agent: Agent, function: Callable[..., Any], *args: Any) -> Any:
    """Any function of an agent (a hint), with the job's stop flag."""
    agent.should_stop = _stop(job)  # type: ignore[attr-defined]
    return function(agent, *args)


def ping() -> bool:
    """The process's first job: it has started and imported the engine."""
    return True
