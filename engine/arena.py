"""Headless matches and benchmarks: ``python -m engine.arena --game supertrumf ...``.

Why it exists: strength and speed claims about the computer players must come from many games
with confidence intervals, never from timing assertions in tests.  Each deal (seed) is played
once per rotation of the agents over the seats, which cancels most of the luck of the deal.

``--json`` prints exactly one JSON object with the keys listed in ``JSON_KEYS`` (other tools
read them); without it a readable table and a progress bar on stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from engine import games
from engine.core import Agent, Decision, Game, IllegalAction, Rng, listed
from engine.record import GameRecord
from engine.search.levels import agent_from_name

JSON_KEYS = (
    "game", "variant", "agents", "games", "wins", "draws", "win_rate", "win_rate_ci95",
    "mean_actions", "games_per_second", "decision_ms", "capped", "errors",
)

#: Safety cap on actions per game; a game that reaches it is counted as ``capped`` (a draw).
DEFAULT_CAP = 20_000


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (draws count half, so successes may be .5)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def seat_assignment(n_agents: int, n_seats: int, rotation: int) -> list[int]:
    """Agent index for each seat: agents cycled over the seats, shifted by ``rotation``."""
    return [(seat + rotation) % n_agents for seat in range(n_seats)]


def play_game(
    game: Game[Any, Any],
    options: dict[str, Any],
    seed: int,
    agents: Sequence[Agent],
    seat_agents: Sequence[int],
    *,
    check: bool = False,
    cap: int = DEFAULT_CAP,
    timings: list[list[float]] | None = None,
) -> tuple[Any, int, list[str], bool]:
    """Play one game; returns (state, number of actions, errors, capped)."""
    record: GameRecord[Any, Any] = GameRecord(game, options, seed, steps=False)
    state = record.state
    # each seat's chance stream depends on the agent sitting there too, so a mirror match with
    # the seats swapped is a different game rather than the same game replayed
    rngs = [Rng(seed * 1_000_003 + 7919 * seat + 104_729 * agent + 1)
            for seat, agent in enumerate(seat_agents)]
    errors: list[str] = []
    if check:
        errors.extend(f"seed {seed} start: {e}" for e in game.audit(state))
    while not record.is_over():
        n = len(record.actions)
        if n >= cap:
            return state, n, errors, True
        seat = record.current_player()
        assert seat is not None
        legal = game.legal_actions(state)
        if not legal:
            errors.append(f"seed {seed} action {n}: seat {seat} to act but no legal action")
            break
        agent_index = seat_agents[seat]
        t0 = time.perf_counter()
        action = agents[agent_index].choose(Decision(game, state, seat, legal), rngs[seat])
        if timings is not None:
            timings[agent_index].append(time.perf_counter() - t0)
        if check and not listed(game, action, legal):
            # the action contract (core): an agent sends only what its seat's list allows
            errors.append(f"seed {seed} action {n}: agent chose an unlisted action {action!r}")
        try:
            record.submit(action)
        except IllegalAction as err:
            errors.append(f"seed {seed} action {n}: agent chose an illegal action: {err}")
            break
        n += 1
        if check:
            errors.extend(f"seed {seed} action {n}: {e}" for e in game.audit(state))
            if len(errors) > 50:
                break
    return state, len(record.actions), errors, False


def run(
    game_name: str,
    agent_names: Sequence[str],
    n_games: int,
    seed: int = 1,
    variant: str | None = None,
    seats: int | None = None,
    check: bool = False,
    progress: bool = False,
    extra_options: dict[str, Any] | None = None,
    table_extras: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play ``n_games`` games and return the statistics dict (the ``--json`` object)."""
    game = games.get_game(game_name)
    factories = games.agents(game_name)
    make_search = games.search_factory(game_name)
    agents: list[Agent] = []
    for name in agent_names:
        try:
            agents.append(agent_from_name(factories, make_search, name))
        except (KeyError, ValueError):
            raise SystemExit(
                f"unknown agent {name!r} for {game_name}; choose from {', '.join(factories)}"
                " or search:hard, search:iters=N, search:ms=N"
            ) from None
    options: dict[str, Any] = dict(extra_options or {})
    if variant is not None:
        options["variant"] = variant
    if seats is not None:
        options["seats"] = seats
    options = game.normalize_options(options)
    probe = game.new_game(options, seed)
    n_seats = game.num_seats(probe)
    wins = [0] * len(agents)
    draws = 0
    capped = 0
    errors: list[str] = []
    actions_total = 0
    actions_max = 0
    timings: list[list[float]] = [[] for _ in agents]
    rotations = max(len(agents), 1)
    start = time.perf_counter()
    for g in range(n_games):
        deal = seed + g // rotations
        rotation = g % rotations
        seat_agents = seat_assignment(len(agents), n_seats, rotation)
        state, n, errs, was_capped = play_game(
            game, options, deal, agents, seat_agents, check=check, timings=timings
        )
        actions_total += n
        actions_max = max(actions_max, n)
        errors.extend(errs)
        if was_capped:
            capped += 1
            draws += 1
        else:
            result = game.result(state)
            winning_agents = {seat_agents[s] for s in result.winners}
            if len(winning_agents) == 1 and len(result.winners) >= 1:
                # all winning seats belong to one agent: a win for it
                wins[next(iter(winning_agents))] += 1
            else:
                draws += 1
        if progress and (g + 1) % max(1, n_games // 50) == 0:
            done = (g + 1) / n_games
            bar = "#" * int(done * 40)
            print(f"\r[{bar:<40}] {g + 1}/{n_games}", end="", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    if progress:
        print(file=sys.stderr)
    # draws count half for every agent that took part in the drawn game
    rates = [(w + 0.5 * draws) / n_games if n_games else 0.0 for w in wins]
    cis = [list(wilson(w + 0.5 * draws, n_games)) for w in wins]
    decision_ms = [
        {
            "median": round(statistics.median(t) * 1000, 4) if t else 0.0,
            "max": round(max(t) * 1000, 4) if t else 0.0,
        }
        for t in timings
    ]
    stats: dict[str, Any] = {
        "game": game_name,
        "variant": options.get("variant"),
        "agents": list(agent_names),
        "games": n_games,
        "wins": wins,
        "draws": draws,
        "win_rate": [round(r, 4) for r in rates],
        "win_rate_ci95": [[round(lo, 4), round(hi, 4)] for lo, hi in cis],
        "mean_actions": round(actions_total / n_games, 2) if n_games else 0.0,
        "games_per_second": round(n_games / elapsed, 2) if elapsed > 0 else 0.0,
        "decision_ms": decision_ms,
        "capped": capped,
        "errors": errors,
    }
    if table_extras is not None:
        table_extras["max_actions"] = actions_max
    return stats


def _table(stats: dict[str, Any], extras: dict[str, Any]) -> str:
    lines = [
        f"{stats['game']} ({stats['variant'] or 'default'}): {stats['games']} games, "
        f"{stats['games_per_second']} games/s, {stats['mean_actions']} actions/game "
        f"(longest {extras.get('max_actions', '?')})",
        f"{'agent':<14}{'wins':>7}{'win rate':>10}{'95% CI':>18}{'median ms':>11}{'max ms':>10}",
    ]
    for i, name in enumerate(stats["agents"]):
        lo, hi = stats["win_rate_ci95"][i]
        dm = stats["decision_ms"][i]
        lines.append(
            f"{name:<14}{stats['wins'][i]:>7}{stats['win_rate'][i]:>10.3f}"
            f"{f'[{lo:.3f}, {hi:.3f}]':>18}{dm['median']:>11.3f}{dm['max']:>10.2f}"
        )
    lines.append(f"draws: {stats['draws']}   capped: {stats['capped']}   "
                 f"errors: {len(stats['errors'])}")
    lines.extend(f"  {e}" for e in stats["errors"][:20])
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.arena", description=__doc__)
    parser.add_argument("--game", required=True, choices=list(games.names()))
    parser.add_argument("--variant", default=None)
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--agents", default=None,
                        help="comma-separated agent names, e.g. heuristic,random or "
                             "search:hard,normal (search:iters=N, search:ms=N, "
                             "search:iters=N:ms=M)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true",
                        help="audit invariants and views after every action")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    agent_names = (args.agents.split(",") if args.agents
                   else [games.default_agent(args.game), "random"])
    extras: dict[str, Any] = {}
    stats = run(args.game, agent_names, args.games, args.seed, args.variant, args.seats,
                args.check, progress=not args.json and args.games >= 200, table_extras=extras)
    if args.json:
        print(json.dumps(stats))
    else:
        print(_table(stats, extras))
    return 1 if stats["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
