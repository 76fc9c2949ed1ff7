"""Benchmark: how long an undo takes in the worst case, per game (a benchmark, not a test).

Why: undo rebuilds the state by replaying seed + actions minus the undone tail
(``engine.undo``), so its cost grows with the length of the game.  The worst case is the
longest game with only its last action taken back: a replay of everything but one action.
The target is under 100 ms on the development machine.

For each game this plays ``--games`` seeded games per agent pairing (random agents make the
longest games), keeps the longest ones and times, ``--repeat`` times each:

* ``undo``: ``engine.undo.undo(..., n=1)``, the full replay an undo costs;
* ``steps``: ``engine.undo.replay_steps``, the replay with a ``Step`` per action (a clone
  before each action and ``Game.reversible``), what a UI pays once when it opens a save.

Run from the repository root::

    .venv/bin/python tools/undo_bench.py [--games 40] [--repeat 20] [--json]
        [--profile riftforce]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import games
from engine.core import Decision, Rng
from engine.record import GameRecord
from engine.undo import replay_steps, undo

CONFIGS: list[tuple[str, dict[str, Any]]] = [
    ("riftforce", {"draft": "draft"}),
    ("riftforce", {"draft": "free"}),
    ("storma", {}),
    ("supertrumf", {"variant": "klassisk", "seats": 4}),
    ("supertrumf", {"variant": "blixtduell", "seats": 2}),
    ("ordet", {"seats": 6, "rounds": 3}),
    ("ordet", {"seats": 2, "rounds": 3}),
]
CAP = 5000


def play(name: str, options: dict[str, Any], seed: int, agent: str) -> list[Any]:
    """One seeded game with ``agent`` at every seat; its action list."""
    game = games.get_game(name)
    factory = games.agents(name)[agent]
    record: GameRecord[Any, Any] = GameRecord(game, options, seed, name=name, steps=False)
    state = record.state
    players = [factory() for _ in range(game.num_seats(state))]
    rng = Rng(seed * 7 + 1)
    while not record.is_over() and len(record.actions) < CAP:
        seat = record.current_player()
        assert seat is not None
        action = players[seat].choose(Decision(game, state, seat, game.legal_actions(state)),
                                      rng)
        record.submit(action)
    return record.actions


def timed(fn: Any, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def bench(name: str, options: dict[str, Any], n_games: int, repeat: int,
          keep: int = 3) -> dict[str, Any]:
    game = games.get_game(name)
    played: list[tuple[int, int, str, list[Any]]] = []
    for agent in ("random", games.default_agent(name)):
        for seed in range(1, n_games + 1):
            actions = play(name, options, seed, agent)
            played.append((len(actions), seed, agent, actions))
    played.sort(key=lambda p: p[0], reverse=True)
    undo_ms: list[float] = []
    steps_ms: list[float] = []
    for _, seed, _, actions in played[:keep]:
        undo_ms += timed(lambda s=seed, a=actions: undo(game, options, s, a, 1), repeat)
        steps_ms += timed(lambda s=seed, a=actions: replay_steps(game, options, s, a), repeat)
    longest = played[0]
    per_action = [t * 1000 / n for (n, *_), t in zip(
        [p for p in played[:keep] for _ in range(repeat)], undo_ms, strict=True)]
    return {
        "game": name, "options": options, "games": len(played),
        "longest": longest[0], "longest_seed": longest[1], "longest_agent": longest[2],
        "median_actions": statistics.median(p[0] for p in played),
        "undo_ms": {"median": round(statistics.median(undo_ms), 3),
                    "max": round(max(undo_ms), 3)},
        "steps_ms": {"median": round(statistics.median(steps_ms), 3),
                     "max": round(max(steps_ms), 3)},
        "undo_us_per_action": round(statistics.median(per_action), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40, help="seeds per agent pairing")
    parser.add_argument("--repeat", type=int, default=20, help="timings per kept game")
    parser.add_argument("--json", action="store_true", help="print one JSON list")
    parser.add_argument("--profile", default=None, choices=list(games.names()),
                        help="cProfile the worst-case undo of this game")
    args = parser.parse_args(argv)
    if args.profile:
        name = args.profile
        options = next(o for g, o in CONFIGS if g == name)
        longest = max(((play(name, options, s, "random"), s) for s in range(1, args.games + 1)),
                      key=lambda p: len(p[0]))
        game = games.get_game(name)
        prof = cProfile.Profile()
        prof.enable()
        for _ in range(args.repeat):
            undo(game, options, longest[1], longest[0], 1)
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(20)
        return 0
    results = [bench(name, options, args.games, args.repeat) for name, options in CONFIGS]
    if args.json:
        print(json.dumps(results))
        return 0
    print(f"{'game':<12}{'options':<38}{'longest':>8}{'median':>8}"
          f"{'undo ms med/max':>18}{'steps ms med/max':>19}{'µs/action':>11}")
    for r in results:
        opts = ",".join(f"{k}={v}" for k, v in r["options"].items())
        print(f"{r['game']:<12}{opts:<38}{r['longest']:>8}{r['median_actions']:>8}"
              f"{r['undo_ms']['median']:>10.2f}/{r['undo_ms']['max']:<7.2f}"
              f"{r['steps_ms']['median']:>11.2f}/{r['steps_ms']['max']:<7.2f}"
              f"{r['undo_us_per_action']:>11.1f}")
    worst = max(r["undo_ms"]["max"] for r in results)
    print(f"worst undo: {worst:.2f} ms (target < 100 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
