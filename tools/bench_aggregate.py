"""Combine arena ``--json`` chunks (same agents, disjoint deals) into one result line.

Usage: ``python tools/bench_aggregate.py bench/main/rift_*.json``.  Wins and draws are summed
and the 95 % Wilson interval recomputed (draws count half); the decision time shown is the
median of the chunks' medians and the largest maximum (the arena keeps no raw times).
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.arena import wilson


def main(paths: list[str]) -> int:
    chunks = []
    for p in paths:
        try:
            chunks.append(json.loads(Path(p).read_text()))
        except (OSError, ValueError):
            continue  # a chunk still running or broken
    if not chunks:
        print("no finished chunks")
        return 1
    agents = chunks[0]["agents"]
    games = sum(c["games"] for c in chunks)
    draws = sum(c["draws"] for c in chunks)
    errors = sum(len(c["errors"]) for c in chunks)
    print(f"{chunks[0]['game']} ({chunks[0]['variant'] or 'default'}): {games} games in "
          f"{len(chunks)} chunks, draws {draws}, errors {errors}")
    for i, name in enumerate(agents):
        wins = sum(c["wins"][i] for c in chunks)
        lo, hi = wilson(wins + 0.5 * draws, games)
        med = statistics.median(c["decision_ms"][i]["median"] for c in chunks)
        mx = max(c["decision_ms"][i]["max"] for c in chunks)
        rate = (wins + 0.5 * draws) / games
        print(f"  {name:<16} wins {wins:>5}  rate {rate:.3f}  95% CI [{lo:.3f}, {hi:.3f}]  "
              f"decision median {med:.1f} ms  max {mx:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
