"""Riftforce (Carlo Bortolini): two players, four guilds each, fighting over five locations.

Exports the protocol object ``GAME`` and the computer players ``AGENTS`` (``random`` and
``heuristic``, the default).  See ``rules`` for the flow of an action and ``guilds`` for the
abilities.
"""

from __future__ import annotations

from engine.core import AgentFactory, RandomAgent
from engine.riftforce.agents import HeuristicAgent
from engine.riftforce.rules import RiftforceGame

GAME = RiftforceGame()

AGENTS: dict[str, AgentFactory] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
}

DEFAULT_AGENT = "heuristic"

__all__ = ["AGENTS", "DEFAULT_AGENT", "GAME"]
