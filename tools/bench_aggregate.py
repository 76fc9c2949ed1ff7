"""Combine arena ``--json`` chunks (same agents, disjoint deals) into one result line.

Usage: ``python tools/bench_aggregate.py bench/main/rift_*.json``.  Wins and draws are summed
and the 95 % Wilson interval recomputed (draws count half).  The arena keeps no raw times, so
the decision times shown are approximate: the median of the chunks' medians and of their 95th
percentiles, and the largest maximum — over all decisions and, where the chunks report it
(``decision_ms[i]["searched"]``, arenas since issue 28), over searched decisions only, with
their count.  Older chunks without ``p95`` or ``searched`` are combined from what they have.
"""

from __future__ import annotations

import json
import statistics
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.arena import wilson


def combine_times(parts: Sequence[Mapping[str, Any]]) -> dict[str, float] | None:
    """Median of the medians and of the p95s, largest max (None without any times); the p95
    is left out when no chunk has one, and a part with a zero ``count`` had no decisions."""
    timed = [p for p in parts if p.get("count", 1)]
    if not timed:
        return None
    out = {"median": statistics.median(p["median"] for p in timed),
           "max": max(p["max"] for p in timed)}
    p95 = [p["p95"] for p in timed if "p95" in p]
    if p95:
        out["p95"] = statistics.median(p95)
    return out


def describe(times: Mapping[str, float] | None) -> str:
    """``median 1.2 ms  p95 3.4 ms  max 9 ms`` (``-`` for none)."""
    if times is None:
        return "-"
    p95 = f"  p95 {times['p95']:.1f} ms" if "p95" in times else ""
    return f"median {times['median']:.1f} ms{p95}  max {times['max']:.0f} ms"


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
        rate = (wins + 0.5 * draws) / games
        times = [c["decision_ms"][i] for c in chunks]
        line = (f"  {name:<16} wins {wins:>5}  rate {rate:.3f}  95% CI [{lo:.3f}, {hi:.3f}]  "
                f"decision {describe(combine_times(times))}")
        searched = [t["searched"] for t in times if "searched" in t]
        if searched:
            count = sum(s["count"] for s in searched)
            line += f"  searched {count}: {describe(combine_times(searched))}"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
