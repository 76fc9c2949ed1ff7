"""Computer players for Storma slottet! (placeholder; filled in below)."""

from __future__ import annotations

from typing import Any

from engine.core import Decision, RandomAgent, Rng


class RandomStormaAgent(RandomAgent):
    """Uniform over the legal actions."""


class HeuristicAgent:
    name = "heuristic"

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        return rng.choice(decision.legal)
