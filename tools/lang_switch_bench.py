"""Benchmark: run-time language switches with each game's table open (offscreen).

Why: a monkey test found every switch leaking ~0.14 MB and freezing the event loop for over
300 ms.  This script measures exactly that on the real main window, per table:

* RSS (``VmRSS``) after a warm-up and again after ``--switches`` more switches,
* the number of live ``QTranslator`` objects owned by the application,
* wall time of one switch *including* processing what it posts (the ``LanguageChange`` events
  Qt sends every top-level widget, deferred deletes), i.e. how long the event loop is blocked,
* how often the window and the table re-translated themselves per switch.

Run from the repository root::

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/lang_switch_bench.py [--switches 100]
        [--games supertrumf,storma,riftforce,ordet] [--profile storma] [--json]

``--profile GAME`` runs cProfile over that table's switches and prints the top functions.
Nothing moves while switching: the computer seats are paused and animations are off.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

import ui.table.pyside_compat  # noqa: F401  - as in ui.app: first Qt import guard
from engine.core import Rng
from ui import app as app_module
from ui import paths
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.session import COMPUTER, HUMAN, SeatConfig

CYCLE = ["sv", "de", "nb", "en"]

#: one position per table: a human seat and a (paused) computer seat, and the number of random
#: actions played first - a few short of the end of that deal (42, 57, 198 and 328 actions), so
#: the log is as long as it gets and the table full, as after minutes of monkey testing
CONFIGS: dict[str, tuple[dict[str, Any], int]] = {
    "supertrumf": ({"variant": "klassisk", "seats": 2}, 38),
    "storma": ({"seats": 2, "first_house": 0}, 52),
    "riftforce": ({"seats": 2}, 190),
    "ordet": ({"seats": 2, "language": "en"}, 320),
}


def rss_kb() -> int:
    """Resident set size of this process in kB (Linux ``/proc/self/status``)."""
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def settle() -> None:
    """Run what the event loop would run after a switch: posted events, deferred deletes."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()


def live_translators(app: QApplication) -> int:
    return len(app.findChildren(QTranslator))


class CallCounter:
    """Counts calls of ``obj.name`` (an instance attribute wraps the bound method)."""

    def __init__(self, obj: Any, name: str) -> None:
        self.calls = 0
        original = getattr(obj, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return original(*args, **kwargs)

        setattr(obj, name, counted)


def open_game(window: MainWindow, game: str, moves: int | None = None) -> None:
    options, default_moves = CONFIGS[game]
    moves = default_moves if moves is None else moves
    seats = [SeatConfig("Ada", HUMAN), SeatConfig("Bo", COMPUTER)]
    window.start(GameConfig(game, dict(options), 7, seats))
    session = window.session
    assert session is not None
    assert window.table is not None
    session.paused = True
    session.cancel_thinking()
    window.table.set_animation_speed(0.0)
    rng = Rng(3)
    for _ in range(moves):  # some history: log lines and cards on the table to re-word
        if session.is_over():
            break
        if session.pending_handover is not None:
            session.accept_handover()
        legal = session.legal_actions()
        if not legal:
            break
        session.submit(rng.choice(legal))
        settle()
    settle()


def switch(window: MainWindow, code: str) -> tuple[float, float]:
    """One language switch as the menu does it; returns the wall and CPU ms it blocked the
    event loop (CPU time too: the machine is shared, so wall time also counts others' load)."""
    start, cpu = time.perf_counter(), time.process_time()
    window.set_language(code)
    settle()
    return (time.perf_counter() - start) * 1000.0, (time.process_time() - cpu) * 1000.0


def bench_game(app: QApplication, window: MainWindow, game: str, switches: int, warmup: int,
               profile: bool, moves: int | None = None, rounds: int = 1) -> dict[str, Any]:
    """``rounds`` × ``switches`` switches; RSS is read after each round (a leak grows every
    round, caches filling up once do not)."""
    open_game(window, game, moves)
    table = window.table
    assert table is not None
    for i in range(warmup):
        switch(window, CYCLE[i % len(CYCLE)])
    gc.collect()
    rss_before = rss_kb()
    tr_before = live_translators(app)
    window_calls = CallCounter(window, "retranslate")
    table_calls = CallCounter(table, "retranslate")
    profiler = cProfile.Profile() if profile else None
    times: list[float] = []
    cpu_times: list[float] = []
    if profiler is not None:
        profiler.enable()
    rss_rounds = []
    for _round in range(rounds):
        for i in range(switches):
            wall, cpu = switch(window, CYCLE[i % len(CYCLE)])
            times.append(wall)
            cpu_times.append(cpu)
        gc.collect()
        settle()
        rss_rounds.append(rss_kb())
    if profiler is not None:
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(35)
    rss_after = rss_rounds[0]
    del window.retranslate  # drop the counters: the instance attributes shadow the methods
    del table.retranslate
    switch(window, "en")
    return {
        "game": game,
        "switches": switches,
        "log_lines": window.log.count(),
        "rss_before_kb": rss_before,
        "rss_after_kb": rss_after,
        "rss_growth_kb": rss_after - rss_before,
        "rss_rounds_kb": [r - rss_before for r in rss_rounds],
        "translators_before": tr_before,
        "translators_after": live_translators(app),
        "max_ms": round(max(times), 1),
        "median_ms": round(statistics.median(times), 1),
        "max_cpu_ms": round(max(cpu_times), 1),
        "median_cpu_ms": round(statistics.median(cpu_times), 1),
        "window_retranslates_per_switch": window_calls.calls / len(times),
        "table_retranslates_per_switch": table_calls.calls / len(times),
    }


def summary(r: dict[str, Any]) -> str:
    return (f"{r['game']:10s} log {r['log_lines']:3d} | RSS {r['rss_before_kb'] / 1024:6.1f} →"
            f" {r['rss_after_kb'] / 1024:6.1f} MB ({r['rss_growth_kb']:+6d} kB / {r['switches']}"
            f" switches) | QTranslators {r['translators_before']} → {r['translators_after']} |"
            f" switch ms max {r['max_ms']:5.1f} median {r['median_ms']:5.1f}"
            f" (CPU max {r['max_cpu_ms']:5.1f} median {r['median_cpu_ms']:5.1f}) |"
            f" retranslates/switch window {r['window_retranslates_per_switch']:.1f}"
            f" table {r['table_retranslates_per_switch']:.1f}"
            + (f" | RSS growth after each round (kB): {r['rss_rounds_kb']}"
               if len(r["rss_rounds_kb"]) > 1 else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--switches", type=int, default=100)
    parser.add_argument("--warmup", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=1,
                        help="repeat the measured switches; RSS is reported after each round")
    parser.add_argument("--games", default=",".join(CONFIGS))
    parser.add_argument("--profile", default="", help="cProfile this game's switches")
    parser.add_argument("--moves", type=int, default=None,
                        help="actions played before switching (default: a few per game)")
    parser.add_argument("--json", action="store_true", help="one JSON object per table")
    args = parser.parse_args(argv)
    QCoreApplication.setOrganizationName(paths.ORGANIZATION)
    QCoreApplication.setApplicationName(paths.APPLICATION)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setFont(QFont(app_module.register_fonts(), 10))
    translations = Translations()
    translations.install("en")
    window = MainWindow(translations, paths.settings())
    window.files.autosave_enabled = False
    window.set_speed("off")
    window.resize(1280, 800)
    window.show()
    settle()
    results = []
    for game in args.games.split(","):
        result = bench_game(app, window, game, args.switches, args.warmup, game == args.profile,
                             args.moves, args.rounds)
        results.append(result)
        print(json.dumps(result) if args.json else summary(result), flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
