"""The search player's knowledge of Riftforce: action abstraction, playout and evaluation.

Why these choices (measured in the arena): a Riftforce turn is one top-level action followed
by small questions (more cards to place, which elemental to activate, ability targets).  The
tree branches on the top-level actions only (identical cards deduplicated, an Activate
discards the cheapest matching card, as the heuristic does); every follow-up question below
the root is answered by the heuristic, and a playout finishes the action in progress with the
heuristic's answers before the board is evaluated ("finish the action, then evaluate" is what
made search beat the heuristic; a half-finished Activate evaluates as nonsense).  The cut-off
evaluation is ``agents.evaluate`` (Riftforce difference, board control, units and their life,
cards in hand) squashed into a win probability.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Decision, Game, Rng
from engine.riftforce.actions import Action, Activate, CheckAndDraw, PlaceCard
from engine.riftforce.agents import HeuristicAgent, evaluate
from engine.riftforce.cards import guild_of, number_of
from engine.riftforce.state import State
from engine.search.ismcts import result_rewards, sigmoid_rewards
from engine.search.levels import search_factory

#: Hard: iterations per decision, capped by time (ms) so a slow machine still answers.
HARD_ITERATIONS = 300
HARD_MS = 1000.0
#: Easy: share of decisions made at random instead of by the heuristic.
EASY_EPSILON = 0.1
#: Evaluation points (10 = one Riftforce) per logistic unit of the win probability.
EVAL_SCALE = 25.0

_HEURISTIC = HeuristicAgent()


def top_level_candidates(st: State, legal: list[Action]) -> list[Action]:
    """Distinct top-level actions: one PlaceCard per (guild, number, location), one Activate
    per (mode, guild or number) discarding the least useful matching card, CheckAndDraw."""
    seat = st.to_move
    hand = [c for c in st.hands[seat] if c is not None]
    out: list[Action] = []
    seen: set[tuple[Any, ...]] = set()
    for a in legal:
        if isinstance(a, PlaceCard):
            key: tuple[Any, ...] = ("p", guild_of(a.card), number_of(a.card), a.location)
        elif isinstance(a, Activate):
            key = ("a", a.by, guild_of(a.card) if a.by == "guild" else number_of(a.card))
            a = HeuristicAgent._cheapest_discard(hand, a)
        elif isinstance(a, CheckAndDraw):
            key = ("c",)
        else:
            key = ("x", a)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


class RiftforceSpec:
    """``SearchSpec`` for Riftforce (see the module docstring)."""

    def direct(self, decision: Decision[Any, Any], rng: Rng) -> Any | None:
        st: State = decision.view
        if st.phase == "draft":
            return _HEURISTIC.choose(decision, rng)
        return None

    def candidates(self, game: Game[Any, Any], state: Any, legal: list[Any],
                   rng: Rng, at_root: bool) -> list[Any]:
        st: State = state
        if st.phase == "draft":
            return [_HEURISTIC._draft(st, st.to_move, legal)]
        if st.pending is None:
            return top_level_candidates(st, legal)
        # a follow-up question: the root branches on all answers, deeper the heuristic answers
        if at_root or len(legal) <= 1:
            return legal
        return [_HEURISTIC._best_step(game, st, st.to_move, legal)[0]]

    def playout(self, game: Game[Any, Any], state: Any, rng: Rng) -> None:
        st: State = state
        guard = 0
        while st.pending is not None and st.phase != "over" and guard < 30:
            guard += 1
            action, _ = _HEURISTIC._best_step(game, st, st.to_move, game.legal_actions(st))
            game.apply(st, action)

    def rewards(self, game: Game[Any, Any], state: Any) -> Sequence[float]:
        st: State = state
        if st.phase == "over":
            return result_rewards(game, st)
        return sigmoid_rewards(evaluate(st, 0), EVAL_SCALE)


#: ``make_search(iterations=..., ms=..., c=..., should_stop=...)``: the Hard player.
make_search = search_factory(RiftforceSpec, iterations=HARD_ITERATIONS, ms=HARD_MS,
                             name="hard")
