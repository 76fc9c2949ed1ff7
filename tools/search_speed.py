"""Iterations per second and decision times of the search player, per game.

Usage: ``python tools/search_speed.py [--games 3] [--agent search:hard]``.  Plays the search
player against the heuristic on a few deals and prints, per game, the searched decisions,
iterations per second and the median/max decision time (one process; run it on a quiet
machine, it measures time).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import games
from engine.core import Decision, Rng
from engine.search.levels import agent_from_name

GAMES = [
    ("riftforce", {}),
    ("storma", {}),
    ("supertrumf", {"variant": "blixtduell"}),
    ("supertrumf", {"variant": "klassisk", "seats": 2}),
]


def measure(name: str, options: dict[str, object], agent_name: str, deals: int) -> str:
    game = games.get_game(name)
    table = games.agents(name)
    iterations = 0
    searched_seconds = 0.0
    times: list[float] = []
    for deal in range(deals):
        agent = agent_from_name(table, games.search_factory(name), agent_name)
        other = table["heuristic"]()
        state = game.new_game(game.normalize_options(options), 100 + deal)
        rng = Rng(deal)
        me = deal % 2
        while not game.is_over(state):
            seat = game.current_player(state)
            legal = game.legal_actions(state)
            decision = Decision(game, state, seat, legal)
            if seat == me:
                t0 = time.perf_counter()
                action = agent.choose(decision, rng)
                dt = time.perf_counter() - t0
                times.append(dt)
                last = getattr(agent, "last", None)
                if last is not None and last.searched:
                    iterations += last.iterations
                    searched_seconds += dt
            else:
                action = other.choose(decision, rng)
            game.apply(state, action)
    ips = iterations / searched_seconds if searched_seconds else 0.0
    label = f"{name} {options.get('variant', '')}".strip()
    return (f"{label:<24} decisions {len(times):>4}  iterations/s {ips:>7.0f}  "
            f"median {statistics.median(times) * 1000:>7.1f} ms  max {max(times) * 1000:>7.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--agent", default="search:hard")
    args = parser.parse_args()
    for name, options in GAMES:
        print(measure(name, options, args.agent, args.games), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
