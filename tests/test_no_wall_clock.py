"""No test asserts on wall-clock time.

Why: a bound on elapsed time fails on a loaded or slow machine although the code is right
(and passes on a fast one although it is wrong); the tests assert behaviour, and timing goals
are benchmarks in ``tools/`` (``heartbeat_bench.py``, ``save_bench.py``, ``undo_bench.py``).

The heuristic, on the syntax tree of every module under ``tests/``: within a function, a value
is *clock-derived* when it calls ``time.time``, ``time.monotonic``, ``time.perf_counter`` or
``time.process_time`` (or their ``_ns`` forms, also imported bare), or is built from a
clock-derived name (assigned from one, or a list one was appended to).  An ``assert`` that
compares a clock-derived value is reported.  A clock in an ``if`` or ``while`` condition is
fine: that bounds how long a test *waits* for something to happen (a deadline loop), and it
fails only if the behaviour never comes, as ``qtbot.waitUntil(timeout=...)`` does.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
#: a module that does not mention a clock is not parsed at all
MENTION = re.compile(r"monotonic|perf_counter|process_time|time_ns|time\.time")
CLOCKS = frozenset({"time", "monotonic", "perf_counter", "process_time", "time_ns",
                    "monotonic_ns", "perf_counter_ns", "process_time_ns"})


def _is_clock_call(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    if isinstance(f, ast.Attribute):
        return (f.attr in CLOCKS and isinstance(f.value, ast.Name) and f.value.id == "time")
    return isinstance(f, ast.Name) and f.id in CLOCKS - {"time"}


def _uses_clock(node: ast.AST, tainted: set[str]) -> bool:
    return any(_is_clock_call(n) or (isinstance(n, ast.Name) and n.id in tainted)
               for n in ast.walk(node))


def _tainted_names(func: ast.AST) -> set[str]:
    """Names in ``func`` that hold clock-derived values (to a fixpoint)."""
    tainted: set[str] = set()
    while True:
        before = len(tainted)
        for n in ast.walk(func):
            if isinstance(n, ast.Assign | ast.AnnAssign | ast.AugAssign) and n.value is not None \
                    and _uses_clock(n.value, tainted):
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                for t in targets:
                    tainted.update(x.id for x in ast.walk(t) if isinstance(x, ast.Name))
            elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                  and n.func.attr in ("append", "extend", "add")
                  and isinstance(n.func.value, ast.Name)
                  and any(_uses_clock(a, tainted) for a in n.args)):
                tainted.add(n.func.value.id)
        if len(tainted) == before:
            return tainted


def wall_clock_asserts(source: str) -> list[int]:
    """Line numbers of asserts in ``source`` that compare a clock-derived value."""
    if not MENTION.search(source):
        return []
    tree = ast.parse(source)
    found: set[int] = set()
    scopes = [tree, *(n for n in ast.walk(tree)
                      if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))]
    for scope in scopes:
        tainted = _tainted_names(scope)
        for n in ast.walk(scope):
            if isinstance(n, ast.Assert) and any(
                    isinstance(c, ast.Compare) and _uses_clock(c, tainted)
                    for c in ast.walk(n.test)):
                found.add(n.lineno)
    return sorted(found)


def test_no_test_asserts_on_elapsed_time() -> None:
    offenders = [f"{path.relative_to(TESTS.parent)}:{line}"
                 for path in sorted(TESTS.rglob("*.py"))
                 for line in wall_clock_asserts(path.read_text(encoding="utf-8"))]
    assert offenders == [], "wall-clock assertions (move the goal to a benchmark in tools/)"


def test_the_heuristic_finds_the_usual_shapes() -> None:
    found = wall_clock_asserts('''
import time
def a():
    t0 = time.perf_counter()
    work()
    assert time.perf_counter() - t0 < 2
def b():
    start = time.monotonic()
    took = time.monotonic() - start
    assert took < 1.0, took
def c():
    beats = []
    beats.append(time.monotonic())
    gaps = [y - x for x, y in zip(beats, beats[1:])]
    assert max(gaps) < 0.05
def fine():
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and busy():
        pass
    assert not busy()
''')
    assert found == [6, 10, 15]
