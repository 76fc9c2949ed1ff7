"""Storma slottet!: a two-player duel of royal houses with damage, healing and dice.

Modules: ``cards`` (card ids and roles), ``dice`` (T10 rolls, scripted dice for tests),
``state``, ``actions``, ``checks`` (the single rules check), ``moves`` (apply and legal
actions), ``game`` (the protocol object, views, audit) and ``agents``.
"""

from __future__ import annotations

from engine.core import AgentFactory
from engine.storma.agents import HeuristicAgent, RandomStormaAgent
from engine.storma.game import GAME, StormaGame

AGENTS: dict[str, AgentFactory] = {"random": RandomStormaAgent, "heuristic": HeuristicAgent}
DEFAULT_AGENT = "heuristic"

__all__ = ["AGENTS", "DEFAULT_AGENT", "GAME", "StormaGame"]
