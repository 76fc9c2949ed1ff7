"""Computer players for Riftforce (placeholder heuristic: replaced below)."""

from __future__ import annotations

from typing import Any

from engine.core import Decision, Rng


class HeuristicAgent:
    name = "heuristic"

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        return rng.choice(decision.legal)
