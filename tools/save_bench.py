"""How long the save loader takes to refuse hostile files: a benchmark, not a test.

Usage: ``python tools/save_bench.py [--repeat 3]``.  Times, and prints as median and maximum:

* every bad file of ``tests/engine/test_saves.py`` (``BAD_CASES``: deep nesting, numbers of
  thousands of digits, illegal moves ...), loaded from disk; goal: each under 2 s;
* the damaged real saves of the fuzz test (``tests/json_fuzz.damaged``: cut, flipped and junk
  bytes, all four games); goal: each under 2 s;
* a sparse 200 MB file, refused by its size before a byte is read; goal: under 0.5 s;
* ``saves.nesting_depth`` of half a million escaped quotes (linear work); goal: under 1 s.

The tests check what the loader does with these files (one ``SaveError``, nothing written,
nothing read that is too large); how long it takes is a matter of the machine as much as of
the code, so it is measured here.  Exit status 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import games, saves


def timed(fn: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` runs of ``fn``, in seconds (a ``SaveError`` is an outcome)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        with contextlib.suppress(saves.SaveError):
            fn()
        best = min(best, time.perf_counter() - start)
    return best


def load_file(folder: Path, data: bytes) -> Callable[[], object]:
    path = folder / "case.json"

    def load() -> object:
        path.write_bytes(data)
        return saves.load(path)

    return load


def report(label: str, seconds: list[float], goal: float) -> bool:
    worst = max(seconds)
    ok = worst < goal
    print(f"{label:<28} {len(seconds):5d} cases  median {statistics.median(seconds) * 1000:8.1f}"
          f" ms  max {worst * 1000:8.1f} ms  goal < {goal * 1000:.0f} ms  "
          f"{'ok' if ok else 'MISSED'}")
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per case (the best counts)")
    args = parser.parse_args()
    from tests import json_fuzz
    from tests.engine.save_samples import real_save
    from tests.engine.test_saves import BAD_CASES

    ok = True
    with tempfile.TemporaryDirectory(prefix="tabletop-save-bench-") as tmp:
        folder = Path(tmp)
        bad = [timed(load_file(folder, text.encode("utf-8")), args.repeat)
               for _name, text, _needle in BAD_CASES]
        ok &= report("bad files", bad, 2.0)
        damaged = []
        for game in games.available():
            data = real_save(game).encode("utf-8")
            rng = random.Random(f"bytes-{game}")
            for case, _refused in json_fuzz.damaged(data, rng, cuts=40, flips=120):
                damaged.append(timed(load_file(folder, case), 1))
        ok &= report("damaged real saves", damaged, 2.0)
        huge = folder / "huge.json"
        with huge.open("wb") as fh:
            fh.truncate(200 * 1024 * 1024)
        ok &= report("200 MB file", [timed(lambda: saves.load(huge), args.repeat)], 0.5)
    quotes = '"\\"' * 500_000
    ok &= report("nesting depth of quotes",
                 [timed(lambda: saves.nesting_depth(quotes), args.repeat)], 1.0)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
