"""Headless matches and benchmarks: ``python -m engine.arena --game supertrumf ...``.

Why it exists: strength and speed claims about the computer players must come from many games
with confidence intervals, never from timing assertions in tests.  Each deal (seed) is played
once per rotation of the agents over the seats, which cancels most of the luck of the deal.

Agents (``--agents``, comma-separated): every game's levels ``beginner``, ``easy``,
``normal``, ``hard`` (Ordet fanger: ``easy``, ``normal``, ``hard``), the uniform ``random``
player and the old names ``heuristic`` (= normal) and Ordet's ``bot-easy``/``bot-normal``/
``bot-hard``.  In a game with a search (not Ordet fanger) also ``search:hard`` (its Hard),
``search:hard-v1`` (Hard as first shipped, the yardstick for a new one) and a
search with its own settings, ``search:`` followed by ``:``-separated parameters: ``iters=N``
(iterations), ``ms=N`` (time budget; alone it means no iteration cap), ``c=X`` (exploration),
``paired=0|1`` (paired comparison), and Riftforce's ``width=N``, ``replies=N``,
``follow=0|1`` — e.g. ``search:iters=400:ms=1000``.

A wrong game option, agent or search parameter ends in one line on stderr and exit code 2.

Decision times: for each agent the median, 95th percentile (nearest rank) and maximum in
milliseconds over all its decisions, and the same over its searched decisions only (those after
which the agent's ``last`` search result is new and says ``searched``: a single legal move or
an answer the game's spec gives directly is not a search).

``--json`` prints exactly one JSON object with the keys listed in ``JSON_KEYS`` (other tools
read them); ``decision_ms`` is a list with one object per agent, ``{"median", "p95", "max",
"count", "searched": {"count", "median", "p95", "max"}}``.  Without ``--json``: a readable
table and, from 200 games on, a progress bar on stderr.
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
from engine.search.levels import SEARCH_HELP, agent_from_name

JSON_KEYS = (
    "game", "variant", "agents", "games", "wins", "draws", "win_rate", "win_rate_ci95",
    "mean_actions", "games_per_second", "decision_ms", "capped", "errors",
)

#: Safety cap on actions per game; a game that reaches it is counted as ``capped`` (a draw).
DEFAULT_CAP = 20_000


class ArenaError(ValueError):
    """A wrong game option, agent name or search parameter: one readable line (``main``
    prints it on stderr and exits with 2, like argparse)."""


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank ``q``-th percentile (0 < q <= 100) of ``values`` (0.0 when empty): a
    value that occurred, so the p95 of a few decisions is one of their times."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def time_summary(seconds: Sequence[float]) -> dict[str, Any]:
    """``{"median", "p95", "max"}`` in milliseconds (rounded; all 0.0 when there are none)."""
    if not seconds:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    return {
        "median": round(statistics.median(seconds) * 1000, 4),
        "p95": round(percentile(seconds, 95) * 1000, 4),
        "max": round(max(seconds) * 1000, 4),
    }


def decision_summary(all_seconds: Sequence[float],
                     searched_seconds: Sequence[float]) -> dict[str, Any]:
    """One agent's ``decision_ms`` entry: median, p95, max and count over all its decisions,
    and ``searched`` with the same over its searched decisions only."""
    return {**time_summary(all_seconds), "count": len(all_seconds),
            "searched": {"count": len(searched_seconds), **time_summary(searched_seconds)}}


def made_a_search(agent: Agent, before: object) -> bool:
    """Did the decision just made search?  The agent's ``last`` result (``SearchAgent.last``)
    is new (not ``before``, the one from before the call) and says ``searched``."""
    last = getattr(agent, "last", None)
    return last is not None and last is not before and bool(getattr(last, "searched", False))


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
    searched: list[list[float]] | None = None,
) -> tuple[Any, int, list[str], bool]:
    """Play one game; returns (state, number of actions, errors, capped).

    ``timings[agent]`` collects the seconds of each decision, ``searched[agent]`` those of the
    decisions that made a search (``made_a_search``)."""
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
        agent = agents[agent_index]
        before = getattr(agent, "last", None)
        t0 = time.perf_counter()
        action = agent.choose(Decision(game, state, seat, legal), rngs[seat])
        took = time.perf_counter() - t0
        if timings is not None:
            timings[agent_index].append(took)
        if searched is not None and made_a_search(agent, before):
            searched[agent_index].append(took)
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


def agent_choices(game_name: str) -> str:
    """The agent names a game takes, for error text and help: its levels, its other names and,
    only in a game with a search, the ``search:`` forms."""
    table = games.agents(game_name)
    levels = [n for n in games.info(game_name).levels if n in table]
    others = [n for n in table if n not in levels]
    text = ", ".join(levels)
    if others:
        text += f" (also {', '.join(others)})"
    if games.search_factory(game_name) is not None:
        text += (", or search:hard, search:hard-v1, search:iters=N, search:ms=N, "
                 "search:iters=N:ms=M "
                 f"(search parameters: {SEARCH_HELP})")
    return text


def make_agent(game_name: str, name: str) -> Agent:
    """The agent an arena name stands for in ``game_name`` (ArenaError, one line, if none)."""
    if name.split(":")[0] == "search" and games.search_factory(game_name) is None:
        raise ArenaError(f"{game_name} has no search player, so no {name!r}; choose from "
                         f"{agent_choices(game_name)}")
    try:
        return agent_from_name(games.agents(game_name), games.search_factory(game_name), name)
    except KeyError:
        raise ArenaError(f"unknown agent {name!r} for {game_name}; choose from "
                         f"{agent_choices(game_name)}") from None
    except ValueError as err:
        raise ArenaError(f"{game_name}: {err}") from None


def allowed_options(game_name: str) -> str:
    """What the registry knows of a game's variants and seats, e.g. "allowed: klassisk with
    2–4 seats, blixtduell with 2 seats" or "allowed: 2 seats"."""

    def seats(v: games.Variant) -> str:
        span = str(v.min_seats) if v.min_seats == v.max_seats else f"{v.min_seats}–{v.max_seats}"
        return f"{span} seats"

    variants = games.info(game_name).variants
    if all(v.key is None for v in variants):
        return "allowed: " + "; ".join(seats(v) for v in variants)
    return "allowed: " + ", ".join(f"--variant {v.key} with {seats(v)}" for v in variants)


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
    """Play ``n_games`` games and return the statistics dict (the ``--json`` object).

    ArenaError (one readable line) for an unknown agent, a wrong search parameter or options
    the game refuses (``--variant``, ``--seats``)."""
    game = games.get_game(game_name)
    agents = [make_agent(game_name, name) for name in agent_names]
    options: dict[str, Any] = dict(extra_options or {})
    if variant is not None:
        options["variant"] = variant
    if seats is not None:
        options["seats"] = seats
    try:
        options = game.normalize_options(options)
        probe = game.new_game(options, seed)
    except ValueError as err:
        raise ArenaError(f"{game_name}: {err} ({allowed_options(game_name)})") from None
    n_seats = game.num_seats(probe)
    wins = [0] * len(agents)
    draws = 0
    capped = 0
    errors: list[str] = []
    actions_total = 0
    actions_max = 0
    timings: list[list[float]] = [[] for _ in agents]
    searched: list[list[float]] = [[] for _ in agents]
    rotations = max(len(agents), 1)
    start = time.perf_counter()
    for g in range(n_games):
        deal = seed + g // rotations
        rotation = g % rotations
        seat_agents = seat_assignment(len(agents), n_seats, rotation)
        state, n, errs, was_capped = play_game(
            game, options, deal, agents, seat_agents, check=check, timings=timings,
            searched=searched,
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
    decision_ms = [decision_summary(t, s) for t, s in zip(timings, searched, strict=True)]
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


def _ms(value: float) -> str:
    return f"{value:.3f}" if value < 10 else f"{value:.1f}"


def _table(stats: dict[str, Any], extras: dict[str, Any]) -> str:
    """The readable report: results per agent, then decision times (all and searched)."""
    lines = [
        f"{stats['game']} ({stats['variant'] or 'default'}): {stats['games']} games, "
        f"{stats['games_per_second']} games/s, {stats['mean_actions']} actions/game "
        f"(longest {extras.get('max_actions', '?')})",
        f"{'agent':<16}{'wins':>7}{'win rate':>10}{'95% CI':>18}",
    ]
    for i, name in enumerate(stats["agents"]):
        lo, hi = stats["win_rate_ci95"][i]
        lines.append(f"{name:<16}{stats['wins'][i]:>7}{stats['win_rate'][i]:>10.3f}"
                     f"{f'[{lo:.3f}, {hi:.3f}]':>18}")
    lines.append(f"{'decision ms':<16}{'all: median':>12}{'p95':>9}{'max':>9}"
                 f"{'searched':>12}{'median':>9}{'p95':>9}{'max':>9}")
    for i, name in enumerate(stats["agents"]):
        dm = stats["decision_ms"][i]
        sd = dm["searched"]
        searched = [_ms(sd[k]) for k in ("median", "p95", "max")] if sd["count"] else ["-"] * 3
        share = f"{sd['count']}/{dm['count']}"
        lines.append(f"{name:<16}{_ms(dm['median']):>12}{_ms(dm['p95']):>9}{_ms(dm['max']):>9}"
                     f"{share:>12}" + "".join(f"{v:>9}" for v in searched))
    lines.append(f"draws: {stats['draws']}   capped: {stats['capped']}   "
                 f"errors: {len(stats['errors'])}")
    lines.extend(f"  {e}" for e in stats["errors"][:20])
    return "\n".join(lines)


def _positive(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (module docstring); returns the exit code: 0, 1 when a game broke a
    rule (``errors``), 2 for a wrong argument (one line on stderr)."""
    parser = argparse.ArgumentParser(prog="python -m engine.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=list(games.names()))
    parser.add_argument("--variant", default=None,
                        help="the game's rule set, e.g. klassisk or blixtduell (supertrumf), "
                             "draft or free (riftforce)")
    parser.add_argument("--seats", type=int, default=None,
                        help="number of seats, where the game allows a choice "
                             "(supertrumf klassisk 2-4, ordet 2-6)")
    parser.add_argument("--agents", default=None,
                        help="comma-separated agent names (default: the game's default "
                             "level and random): beginner, easy, normal, hard, random, "
                             "heuristic (Ordet fanger: easy, normal, hard; old bot-easy, "
                             "bot-normal, bot-hard), or in a game with a search search:hard, "
                             "search:hard-v1 (the first Hard) "
                             "or search:PARAM=V:PARAM=V with PARAM=V one of "
                             + SEARCH_HELP + ", e.g. search:iters=400:ms=1000,normal")
    parser.add_argument("--games", type=_positive, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true",
                        help="audit invariants and views after every action")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    agent_names = ([n.strip() for n in args.agents.split(",")] if args.agents
                   else [games.default_agent(args.game), "random"])
    extras: dict[str, Any] = {}
    try:
        stats = run(args.game, agent_names, args.games, args.seed, args.variant, args.seats,
                    args.check, progress=not args.json and args.games >= 200,
                    table_extras=extras)
    except ArenaError as err:
        print(f"{parser.prog}: error: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(stats))
    else:
        print(_table(stats, extras))
    return 1 if stats["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
