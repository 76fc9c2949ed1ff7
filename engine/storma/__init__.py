"""Storma slottet!: a two-player duel of royal houses with damage, healing and dice.

Modules: ``cards`` (card ids and roles), ``dice`` (T10 rolls, scripted dice for tests),
``state``, ``actions``, ``checks`` (the single rules check), ``moves`` (apply and legal
actions), ``game`` (the protocol object, views, audit) and ``agents``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import AgentFactory
from engine.games import GameEngine
from engine.search.levels import level_agents
from engine.storma.agents import HeuristicAgent, RandomStormaAgent
from engine.storma.agents_search import EASY_EPSILON, make_search
from engine.storma.game import GAME, StormaGame
from engine.storma.hints import explain
from engine.storma.schema import SCHEMA

#: beginner / easy / normal / hard, plus the old names ``random`` and ``heuristic``.
AGENTS: dict[str, AgentFactory] = level_agents(
    heuristic=HeuristicAgent, hard=make_search, easy_epsilon=EASY_EPSILON,
    random=RandomStormaAgent)
DEFAULT_AGENT = "normal"


def seat_options(humans: Sequence[int]) -> dict[str, Any]:
    """When one person plays the computer, that person's seat picks a royal house first,
    wherever it sits (the rules: "vs AI: the human picks [the house] first")."""
    return {"first_house": humans[0]} if len(humans) == 1 else {}


#: everything the registry (``engine.games``) asks of this game
ENGINE = GameEngine(game=GAME, agents=AGENTS, default_agent=DEFAULT_AGENT, schema=SCHEMA,
                    make_search=make_search, explain=explain, seat_options=seat_options)

__all__ = ["AGENTS", "DEFAULT_AGENT", "ENGINE", "GAME", "StormaGame", "explain", "make_search",
           "seat_options"]
