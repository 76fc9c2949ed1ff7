"""Supertrumf Fantasy: a Top-Trumps-style game with the rule sets Klassisk and Blixtduell.

The package exports the protocol object ``GAME``, the computer players ``AGENTS`` and
``DEFAULT_AGENT``; ``deck`` holds the card data the UI paints from, ``state`` the state class,
``rules`` the rules and actions.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import AgentFactory
from engine.games import GameEngine
from engine.search.levels import level_agents
from engine.supertrumf import deck
from engine.supertrumf.agents import HeuristicAgent
from engine.supertrumf.agents_search import EASY_EPSILON, make_search
from engine.supertrumf.deck import CARDS, PROPERTIES, PROPERTY_NAMES, Card, card
from engine.supertrumf.hints import explain
from engine.supertrumf.rules import GAME, Mulligan, NameProperty, Play, SupertrumfGame
from engine.supertrumf.schema import SCHEMA
from engine.supertrumf.state import RoundReport, SupertrumfState

#: beginner / easy / normal / hard, plus the old names ``random`` and ``heuristic``.
AGENTS: Mapping[str, AgentFactory] = level_agents(
    heuristic=HeuristicAgent, hard=make_search, easy_epsilon=EASY_EPSILON)
DEFAULT_AGENT = "normal"

#: everything the registry (``engine.games``) asks of this game
ENGINE = GameEngine(game=GAME, agents=AGENTS, default_agent=DEFAULT_AGENT, schema=SCHEMA,
                    make_search=make_search, explain=explain)

__all__ = [
    "AGENTS", "CARDS", "DEFAULT_AGENT", "ENGINE", "GAME", "PROPERTIES", "PROPERTY_NAMES", "Card",
    "Mulligan", "NameProperty", "Play", "RoundReport", "SupertrumfGame", "SupertrumfState",
    "card", "deck", "explain", "make_search",
]
