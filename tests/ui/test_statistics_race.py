"""Two copies of Tabletop counting games into one statistics file at the same time.

Why separate processes: the statistics are read, changed and written by every copy that
finishes a game; without the lock file two copies read the same book and the later write
loses the other's game.  Each process here counts the way the window does
(``statistics_lock.update``), both start together (a file-system barrier), and afterwards
every one of the 600 games must be in the file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from ui import statistics as st

GAMES = 300
ROOT = Path(__file__).resolve().parents[2]

COUNTER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from ui import statistics as st
    from ui import statistics_lock as stl

    path, tag, games = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    (path.parent / f"ready-{tag}").touch()
    for _ in range(60_000):  # the barrier: both start counting together
        if (path.parent / "go").exists():
            break
        time.sleep(0.001)
    busy = 0
    for i in range(games):
        entry = [st.Entry("computer:hard", st.WON if i % 3 else st.LOST, float(i % 7))]
        for attempt in range(100):  # as the window: a count waits while the lock is taken
            try:
                opened = stl.update(path, lambda book: book.record("riftforce", entry,
                                                                  f"{tag}-{i}"))
                break
            except stl.StatisticsInUse:
                busy += 1
        assert opened.problem is None and opened.write_error is None, opened
    print(busy)
""")


def test_two_processes_counting_at_once_lose_no_game(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-c", COUNTER, str(path), tag, str(GAMES)],
                              cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
             for tag in ("a", "b")]
    try:
        for _ in range(60_000):
            if all((tmp_path / f"ready-{tag}").exists() for tag in ("a", "b")) or any(
                    p.poll() is not None for p in procs):
                break
            time.sleep(0.001)
        (tmp_path / "go").touch()
        results = [p.communicate(timeout=300) for p in procs]  # only to detect a hang
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    for p, (_out, err) in zip(procs, results, strict=True):
        assert p.returncode == 0, err
    book = st.read(path)
    record = book.rows("riftforce")["computer:hard"]
    assert record.played == 2 * GAMES, f"{2 * GAMES - record.played} of {2 * GAMES} games lost"
    assert record.won == 2 * sum(1 for i in range(GAMES) if i % 3)
    assert sorted(book.seen) == sorted(f"{t}-{i}" for t in "ab" for i in range(GAMES))
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == st.FORMAT
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "go", "ready-a", "ready-b", "statistics.json"]
