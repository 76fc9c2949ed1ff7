"""Search iterations per second, old commit against new, side by side in one run.

Usage::

    python tools/search_speed.py                      # this tree only
    python tools/search_speed.py --compare c1b4f0f    # that commit and this tree, alternating

Why this shape: a speed claim needs the same work timed on both versions under the same load.
The positions are fixed: Normal plays Normal on deals 100, 101, ... and every ``--every``-th
decision of the searched kind (Riftforce: a top-level action; Storma slottet!: a turn) is
searched by the Hard player with a fixed number of iterations and no time cap, so both versions
do exactly the same iterations (Normal is the same in both, so the positions are too: the tool
checks that both trees chose the same moves and says so).  The two trees run in alternating
subprocesses (old, new, old, new, ...), ``--rounds`` times, and the best round of each counts
(the least disturbed by other work on the machine).  Times are the process's CPU time
(``time.process_time``), so a busy machine slows both versions without skewing the ratio.
Also measured: arena games per second of Normal against Normal and of the search against
Normal (a few games, the same fixed iterations, no time cap).

``--compare REV`` checks REV out into a temporary git worktree (removed afterwards).  Timing is
this tool's whole point: a quiet machine still gives the steadiest figures.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

#: game, options, Hard's iterations per searched decision (fixed: no time cap)
GAMES: list[tuple[str, dict[str, Any], int]] = [
    ("riftforce", {}, 90),
    ("storma", {}, 100),
]


def _searched_kind(name: str, state: Any) -> bool:
    if name == "riftforce":
        return bool(state.phase == "play" and state.pending is None)
    return bool(state.phase == "turn")


def measure(root: str, deals: int, every: int, arena_games: int) -> dict[str, Any]:
    """Runs inside the tree ``root`` (a subprocess): timings of that tree's engine."""
    sys.path.insert(0, root)
    from engine import arena, games
    from engine.core import Decision, Rng
    from engine.search.levels import agent_from_name

    out: dict[str, Any] = {}
    for name, options, iterations in GAMES:
        game = games.get_game(name)
        table = games.agents(name)
        normal = table["normal"]()
        hard = agent_from_name(table, games.search_factory(name),
                               f"search:iters={iterations}:ms=1000000")
        searched_iters = 0
        searched_s = 0.0
        positions = 0
        moves: list[str] = []
        k = 0
        for deal in range(deals):
            state = game.new_game(game.normalize_options(dict(options)), 100 + deal)
            rng = Rng(deal)
            while not game.is_over(state):
                seat = game.current_player(state)
                legal = game.legal_actions(state)
                decision = Decision(game, state, seat, legal)
                if _searched_kind(name, state):
                    k += 1
                    if k % every == 0:
                        t0 = time.process_time()
                        result = hard.analyse(decision, Rng(k))
                        dt = time.process_time() - t0
                        if result.searched:
                            positions += 1
                            searched_iters += result.iterations
                            searched_s += dt
                            moves.append(repr(result.action))
                action = normal.choose(Decision(game, state, seat, legal), rng)
                game.apply(state, action)
        out[name] = {"positions": positions, "iterations": searched_iters,
                     "seconds": round(searched_s, 4),
                     "iterations_per_s": round(searched_iters / searched_s, 2)
                     if searched_s else 0.0,
                     "moves": moves}
        fixed = f"search:iters={iterations}:ms=1000000"  # the same search in both trees
        for label, agents in (("normal_vs_normal", "normal,normal"),
                              ("hard_vs_normal", f"{fixed},normal")):
            t0 = time.process_time()
            stats = arena.run(name, agents.split(","), arena_games, seed=900)
            out[name][label + "_games_per_s"] = round(arena_games / (time.process_time() - t0),
                                                      3)
            out[name][label + "_wins"] = stats["wins"]
    return out


def _run_tree(tree: Path, args: argparse.Namespace) -> dict[str, Any]:
    command = [sys.executable, str(Path(__file__).resolve()), "--measure", str(tree),
               "--deals", str(args.deals), "--every", str(args.every),
               "--arena-games", str(args.arena_games)]
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=tree)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _best(rounds: list[dict[str, Any]]) -> dict[str, Any]:
    """Per game and per figure, the fastest round (rates: the highest)."""
    best: dict[str, Any] = json.loads(json.dumps(rounds[0]))
    for other in rounds[1:]:
        for name, figures in other.items():
            for key, value in figures.items():
                if key.endswith("per_s") and value > best[name][key]:
                    best[name][key] = value
    return best


def _table(labels: list[str], results: list[dict[str, Any]]) -> str:
    lines = [f"{'game':<11}{'figure':<28}" + "".join(f"{label:>16}" for label in labels)
             + ("         ratio" if len(results) == 2 else "")]
    for name, _, _ in GAMES:
        for key in ("iterations_per_s", "normal_vs_normal_games_per_s",
                    "hard_vs_normal_games_per_s"):
            values = [r[name][key] for r in results]
            row = f"{name:<11}{key.replace('_per_s', '/s'):<28}" + "".join(
                f"{v:>16.2f}" for v in values)
            if len(values) == 2 and values[0]:
                row += f"{values[1] / values[0]:>13.2f}x"
            lines.append(row)
        positions = results[0][name]["positions"]
        same = all(r[name]["moves"] == results[0][name]["moves"] for r in results)
        lines.append(f"{'':<11}{positions} positions, {results[0][name]['iterations']} "
                     f"iterations each version; same moves chosen: {'yes' if same else 'NO'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compare", default="", help="a commit to measure beside this tree")
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--arena-games", type=int, default=4)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--measure", default="", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measure:
        print(json.dumps(measure(args.measure, args.deals, args.every, args.arena_games)))
        return 0
    trees: list[tuple[str, Path]] = []
    with tempfile.TemporaryDirectory(prefix="tabletop-speed-") as tmp:
        if args.compare:
            old = Path(tmp) / "old"
            subprocess.run(["git", "worktree", "add", "--detach", "-q", str(old), args.compare],
                           cwd=ROOT, check=True)
            trees.append((args.compare, old))
        trees.append(("this tree", ROOT))
        try:
            rounds: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in trees}
            for _ in range(args.rounds):
                for label, tree in trees:
                    rounds[label].append(_run_tree(tree, args))
        finally:
            if args.compare:
                subprocess.run(["git", "worktree", "remove", "--force", str(trees[0][1])],
                               cwd=ROOT, check=False)
    results = [_best(rounds[label]) for label, _ in trees]
    if args.json:
        print(json.dumps({label: r for (label, _), r in zip(trees, results, strict=True)}))
    else:
        print(_table([label for label, _ in trees], results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
