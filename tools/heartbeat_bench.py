"""How long the window's event loop waits while Hard computers think: a benchmark.

Usage: ``python tools/heartbeat_bench.py [--runs 3] [--seed 3]``.  Two Hard computers play
Riftforce (the longest searches) in the real main window, offscreen; a timer beats every 10 ms,
and the gaps between beats that both fell inside one search are printed as median, 95th
percentile and maximum, per run and over all runs.  The goal: no gap over 50 ms (the searches
run in a process of their own, ``ui/think_process.py``).  It measures time, so it is a tool and
not a test: run it on a quiet machine, or next to a known load to see how the window fares.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-heartbeat-"))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def gaps(seed: int, beats_wanted: int = 150) -> list[float]:
    """Milliseconds between 10 ms beats inside one search, over one game's first searches."""
    from ui import paths
    from ui.i18n import Translations
    from ui.main_window import MainWindow
    from ui.new_game_dialog import GameConfig
    from ui.session import COMPUTER, SeatConfig

    translations = Translations()
    translations.install("en")
    window = MainWindow(translations, paths.settings())
    window.files.autosave_enabled = False
    window.remember_window = False
    window.show()
    window.set_speed("off")
    cfg = GameConfig("riftforce", {"draft": "free"}, seed,
                     [SeatConfig("CPU", COMPUTER, "hard"), SeatConfig("CPU 2", COMPUTER, "hard")])
    session = window.start(cfg)
    assert session is not None
    session.computer_pace_ms = 0
    beats: list[tuple[float, bool, int]] = []  # when, thinking, moves made
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: beats.append(
        (time.monotonic(), session.thinking_seat is not None, len(session.actions))))
    timer.start()
    deadline = time.monotonic() + 60
    while (sum(1 for b in beats if b[1]) < beats_wanted and not session.is_over()
           and time.monotonic() < deadline):
        QApplication.processEvents()
        time.sleep(0.005)
    timer.stop()
    session.paused = True
    session.cancel_thinking()
    window.close()
    return [(b[0] - a[0]) * 1000 for a, b in itertools.pairwise(beats)
            if a[1] and b[1] and a[2] == b[2]]


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    if not ordered:
        return "no beats inside a search"
    p95 = ordered[int(len(ordered) * 0.95)]
    return (f"{len(ordered)} gaps: median {statistics.median(ordered):.1f} ms, "
            f"p95 {p95:.1f} ms, max {ordered[-1]:.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    everything: list[float] = []
    for run in range(args.runs):
        measured = gaps(args.seed + run)
        everything.extend(measured)
        print(f"run {run + 1}: {summary(measured)}")
    print(f"all runs: {summary(everything)}")
    worst = max(everything, default=0.0)
    print("goal (no gap over 50 ms):", "met" if worst <= 50 else "missed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
