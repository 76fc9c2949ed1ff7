"""Single-observer information-set Monte Carlo tree search (Cowling, Powley, Whitehouse 2012).

Why this shape: the searching seat only ever sees its *view*; every iteration draws one full
state consistent with that view (``Game.determinize`` with the search's own ``Rng``, which also
gives the state a fresh random stream, so dice and draws are sampled and never read), walks
one shared tree of action sequences restricted to the actions legal in that determinization,
and backs up a reward per seat.  The tree is keyed by actions, not by states, so information
the searching seat does not have cannot split its nodes (the opponents' nodes do see the
determinized cards: the known "strategy fusion" weakness of SO-ISMCTS, acceptable here).

Each game supplies a ``SearchSpec`` (next to its agents): which actions the tree branches on
(action abstraction: Storma's card subsets are reduced to a few plans), the playout policy
(usually the game's heuristic with ε-randomness), how deep a playout goes before it is cut off
and the evaluation of the cut-off state as a win probability per seat.

Budget: ``iterations`` and/or ``ms`` (whichever comes first, at least one iteration), and a
``should_stop`` callable (e.g. ``threading.Event().is_set``) checked before every iteration,
so a UI worker thread can stop the search at any moment and still get the best move so far.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.core import Decision, Game, Rng

#: UCB exploration constant for rewards in [0, 1].
DEFAULT_C = 0.7


class SearchSpec(Protocol):
    """What a game tells the search (all functions see determinized or view states only)."""

    def direct(self, decision: Decision[Any, Any], rng: Rng) -> Any | None:
        """An action to play without searching (draft picks, single sensible move), or None."""
        ...

    def candidates(self, game: Game[Any, Any], state: Any, legal: list[Any],
                   rng: Rng, at_root: bool) -> list[Any]:
        """The actions the tree branches on at ``state`` (a non-empty subset of ``legal``).

        Below the root, returning exactly one action makes the step forced: it is applied
        without a node (a policy answering follow-up questions)."""
        ...

    def playout(self, game: Game[Any, Any], state: Any, rng: Rng) -> None:
        """Continue ``state`` (mutating it) with the playout policy up to the cut-off."""
        ...

    def rewards(self, game: Game[Any, Any], state: Any) -> Sequence[float]:
        """Win probability estimate in [0, 1] for every seat of the cut-off or final state."""
        ...


def root_candidates(spec: SearchSpec, decision: Decision[Any, Any], rng: Rng) -> list[Any] | None:
    """The spec's optional ``root_candidates(decision, rng)``: the root's branching set,
    computed once per search from the view (e.g. the heuristic's best few moves)."""
    hook = getattr(spec, "root_candidates", None)
    if hook is None:
        return None
    out: list[Any] | None = hook(decision, rng)
    return out


@dataclass(frozen=True)
class ActionStats:
    """One root action after a search: visits, share of all root visits and mean reward."""

    action: Any
    visits: int
    share: float
    win_rate: float
    #: paired search only: mean reward over the spec's first root action on the same samples,
    #: and the standard error of that mean (a caller can ask whether a lead is real)
    edge: float = 0.0
    edge_se: float = 0.0


@dataclass(frozen=True)
class SearchResult:
    """What a search found: the chosen action, per-action statistics (most visited first),
    iterations run and the time it took."""

    action: Any
    stats: tuple[ActionStats, ...]
    iterations: int
    seconds: float
    searched: bool  # False when the spec answered directly or only one action was legal
    longest_iteration: float = 0.0  # seconds of the slowest iteration (budget overshoot bound)

    def stats_for(self, action: Any) -> ActionStats | None:
        for s in self.stats:
            if s.action == action:
                return s
        return None


class _Node:
    __slots__ = ("avail", "children", "mover", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the seat that made the move leading here (-1 at the root)
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


class ISMCTS:
    """The search itself; ``run`` is re-entrant (each call builds a fresh tree)."""

    def __init__(self, spec: SearchSpec, *, iterations: int | None = 200,
                 ms: float | None = None, c: float = DEFAULT_C,
                 should_stop: Callable[[], bool] | None = None,
                 max_depth: int | None = None, paired: bool = False) -> None:
        if iterations is None and ms is None:
            raise ValueError("a search needs an iteration or a time budget")
        self.spec = spec
        #: one-level search comparing the root's actions on the same samples (``_paired``)
        self.paired = paired
        self.max_depth = max_depth  # tree nodes below the root (None: unlimited)
        self.iterations = iterations
        self.ms = ms
        self.c = c
        self.should_stop = should_stop

    def run(self, decision: Decision[Any, Any], rng: Rng,
            should_stop: Callable[[], bool] | None = None) -> SearchResult:
        t0 = time.perf_counter()
        legal = decision.legal
        if len(legal) == 1:
            return SearchResult(legal[0], (ActionStats(legal[0], 0, 1.0, 0.5),), 0, 0.0, False)
        direct = self.spec.direct(decision, rng)
        if direct is not None:
            return SearchResult(direct, (ActionStats(direct, 0, 1.0, 0.5),), 0,
                                time.perf_counter() - t0, False)
        game = decision.game
        seat = decision.seat
        view = decision.view
        stop = should_stop or self.should_stop
        deadline = None if self.ms is None else t0 + self.ms / 1000.0
        root = _Node(-1)
        fixed = root_candidates(self.spec, decision, rng)
        if fixed is not None and len(fixed) == 1:
            return SearchResult(fixed[0], (ActionStats(fixed[0], 0, 1.0, 0.5),), 0,
                                time.perf_counter() - t0, False)
        root_legal = set(legal)
        if self.paired:
            return self._paired(decision, root_legal, fixed, rng, stop, deadline, t0)
        n = 0
        longest = 0.0
        now = time.perf_counter()
        while True:
            if n > 0:
                if self.iterations is not None and n >= self.iterations:
                    break
                if deadline is not None and now >= deadline:
                    break
                if stop is not None and stop():
                    break
            self._iterate(game, view, seat, root, root_legal, fixed, rng)
            n += 1
            before, now = now, time.perf_counter()
            longest = max(longest, now - before)
        return self._result(root, legal, n, now - t0, rng, longest)

    # -- one iteration --------------------------------------------------------------------

    def _iterate(self, game: Game[Any, Any], view: Any, seat: int, root: _Node,
                 root_legal: set[Any], fixed: list[Any] | None, rng: Rng) -> None:
        spec = self.spec
        state = game.determinize(view, seat, rng)
        node = root
        path = [root]
        c = self.c
        at_root = True
        max_depth = self.max_depth
        while max_depth is None or len(path) <= max_depth:
            player = game.current_player(state)
            if player is None:
                break
            legal = game.legal_actions(state)
            if at_root and fixed is not None:
                cands = fixed  # the view decides the root's actions: same in every sample
            elif at_root:
                # the root branches on the real legal actions (the spec may reduce them)
                cands = spec.candidates(game, state, legal, rng, True)
                cands = [a for a in cands if a in root_legal] or [
                    a for a in legal if a in root_legal]
            else:
                cands = spec.candidates(game, state, legal, rng, False)
            if len(cands) == 1 and not at_root:
                game.apply(state, cands[0])
                continue
            at_root = False
            children = node.children
            untried = [a for a in cands if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node(player)
                children[action] = child
                for a in cands:
                    ch = children.get(a)
                    if ch is not None:
                        ch.avail += 1
                game.apply(state, action)
                path.append(child)
                node = child
                break
            best = None
            best_v = -1.0
            for a in cands:
                ch = children[a]
                ch.avail += 1
                v = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if v > best_v:
                    best, best_v = a, v
            assert best is not None
            node = children[best]
            game.apply(state, best)
            path.append(node)
        if game.current_player(state) is not None:
            spec.playout(game, state, rng)
        rewards = spec.rewards(game, state)
        for nd in path:
            nd.visits += 1
            if nd.mover >= 0:
                nd.total += rewards[nd.mover]

    # -- the paired one-level search ---------------------------------------------------------

    def _paired(self, decision: Decision[Any, Any], root_legal: set[Any],
                fixed: list[Any] | None, rng: Rng, stop: Callable[[], bool] | None,
                deadline: float | None, t0: float) -> SearchResult:
        """Every root action tried on the same sample, round after round.

        Why: when the tree is one level deep (Riftforce), the root's actions differ by a few
        hundredths of reward while one sample's luck (the opponent's hidden hand, the next
        draw) moves the reward by tenths.  Trying every action on the same determinization
        with the same random stream (common random numbers) cancels that luck from the
        comparison, so a few rounds rank the actions as well as many times more independent
        samples.  Only complete rounds count: a search stopped early compares the actions on
        the same samples, or (no round finished) plays the spec's first root action.  Each
        action tried counts as one iteration of the budget."""
        game, seat, view = decision.game, decision.seat, decision.view
        totals: dict[Any, float] = {}
        # paired differences to the spec's first root action: their sum and sum of squares
        diffs: dict[Any, list[float]] = {}
        first = fixed[0] if fixed else None
        rounds = 0
        n = 0
        longest = 0.0
        now = time.perf_counter()
        stopped = False
        while not stopped:
            sample = game.determinize(view, seat, rng)
            stream = rng.copy()
            rng.random()  # the next round's playouts draw a different stream
            legal = game.legal_actions(sample)
            if fixed is not None:
                cands = [a for a in fixed if a in legal]
            else:
                cands = [a for a in self.spec.candidates(game, sample, legal, rng, True)
                         if a in root_legal]
            cands = cands or [a for a in legal if a in root_legal]
            scores: dict[Any, float] = {}
            for action in cands:
                if n > 0 and (
                        (self.iterations is not None and n >= self.iterations)
                        or (deadline is not None and now >= deadline)
                        or (stop is not None and stop())):
                    stopped = True
                    break
                state = game.clone(sample)
                game.apply(state, action)
                if game.current_player(state) is not None:
                    self.spec.playout(game, state, stream.copy())
                scores[action] = self.spec.rewards(game, state)[seat]
                n += 1
                before, now = now, time.perf_counter()
                longest = max(longest, now - before)
            if len(scores) == len(cands):
                rounds += 1
                for action, v in scores.items():
                    totals[action] = totals.get(action, 0.0) + v
                    if first in scores:
                        d = v - scores[first]
                        acc = diffs.setdefault(action, [0.0, 0.0, 0.0])
                        acc[0] += d
                        acc[1] += d * d
                        acc[2] += 1
        order = {a: i for i, a in enumerate(fixed or decision.legal)}
        stats = [ActionStats(a, rounds, 1.0 / max(1, len(totals)), t / max(1, rounds),
                             *_mean_se(diffs.get(a)))
                 for a, t in totals.items()]
        stats.sort(key=lambda s: (-s.win_rate, order.get(s.action, 0)))
        if stats:
            action = stats[0].action
        else:
            action = (fixed or sorted(root_legal, key=lambda a: order.get(a, 0)))[0]
        return SearchResult(action, tuple(stats), n, now - t0, True, longest)

    def _result(self, root: _Node, legal: list[Any], n: int, seconds: float,
                rng: Rng, longest: float) -> SearchResult:
        total = sum(ch.visits for ch in root.children.values()) or 1
        stats = [ActionStats(a, ch.visits, ch.visits / total,
                             ch.total / ch.visits if ch.visits else 0.0)
                 for a, ch in root.children.items()]
        # most visited first; ties by mean reward, then the legal order (deterministic)
        order = {a: i for i, a in enumerate(legal)}
        stats.sort(key=lambda s: (-s.visits, -s.win_rate, order.get(s.action, 0)))
        action = stats[0].action if stats else legal[rng.randrange(len(legal))]
        return SearchResult(action, tuple(stats), n, seconds, True, longest)


def _mean_se(acc: list[float] | None) -> tuple[float, float]:
    """Mean and standard error from [sum, sum of squares, count] (0, 0 when too few)."""
    if acc is None or acc[2] < 2:
        return 0.0, 0.0
    total, squares, k = acc
    mean = total / k
    var = max(0.0, (squares - k * mean * mean) / (k - 1))
    return mean, math.sqrt(var / k)


class SearchAgent:
    """An ``Agent`` around ``ISMCTS``; ``last`` keeps the result of the latest decision.

    ``stop()`` / ``should_stop`` interrupt a running ``choose`` from another thread: it then
    returns the best action found so far (always a legal one)."""

    def __init__(self, spec: SearchSpec, *, iterations: int | None = 200,
                 ms: float | None = None, c: float = DEFAULT_C,
                 should_stop: Callable[[], bool] | None = None, name: str = "search",
                 max_depth: int | None = None, paired: bool = False) -> None:
        self.name = name
        self.search = ISMCTS(spec, iterations=iterations, ms=ms, c=c, max_depth=max_depth,
                             paired=paired)
        self.should_stop = should_stop
        self._stop_requested = False
        self.last: SearchResult | None = None

    def stop(self) -> None:
        """Ask the running search to return now (thread-safe: a flag read each iteration)."""
        self._stop_requested = True

    def _stopped(self) -> bool:
        return self._stop_requested or (self.should_stop is not None and self.should_stop())

    def analyse(self, decision: Decision[Any, Any], rng: Rng) -> SearchResult:
        """Search ``decision`` and return the full statistics (the hint API builds on this)."""
        self._stop_requested = False
        result = self.search.run(decision, rng, self._stopped)
        self.last = result
        return result

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        return self.analyse(decision, rng).action


def sigmoid_rewards(value: float, scale: float) -> tuple[float, float]:
    """Rewards for seats (0, 1) from a seat-0 evaluation ``value`` (logistic in ``scale``)."""
    x = max(-30.0, min(30.0, value / scale))
    p = 1.0 / (1.0 + math.exp(-x))
    return (p, 1.0 - p)


def result_rewards(game: Game[Any, Any], state: Any) -> list[float]:
    """1 for a sole winner, shared equally between tied winners, 0 otherwise."""
    res = game.result(state)
    n = game.num_seats(state)
    out = [0.0] * n
    if res.winners:
        share = 1.0 / len(res.winners)
        for s in res.winners:
            out[s] = share
    else:
        out = [1.0 / n] * n
    return out
