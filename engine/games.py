"""The registry of games: name -> package, loaded lazily.

Why lazy: the arena, the saves and the app look games up by name; importing only the game that
is needed keeps start-up fast and lets a game package be added without touching other code.
Each package exports ``GAME`` (a ``core.Game``), ``AGENTS`` (``{level: factory}``) and
``DEFAULT_AGENT``; its module ``schema`` exports ``SCHEMA`` (a ``schema.GameSchema``: what a save
of that game may contain).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the registry itself stays cheap: the app's welcome page imports it
    from engine.core import Agent, AgentFactory, Game
    from engine.schema import GameSchema

PACKAGES: Mapping[str, str] = {
    "supertrumf": "engine.supertrumf",
    "storma": "engine.storma",
    "riftforce": "engine.riftforce",
    "ordet": "engine.ordet",
}


def _module(name: str) -> ModuleType:
    try:
        path = PACKAGES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; known games: {', '.join(PACKAGES)}") from None
    return importlib.import_module(path)


def available() -> list[str]:
    """Names of the games whose engine package is present."""
    out = []
    for name in PACKAGES:
        try:
            _module(name)
        except ImportError:
            continue
        out.append(name)
    return out


def get_game(name: str) -> Game[Any, Any]:
    game: Game[Any, Any] = _module(name).GAME
    return game


def agents(name: str) -> Mapping[str, AgentFactory]:
    table: Mapping[str, AgentFactory] = _module(name).AGENTS
    return table


def search_factory(name: str) -> Callable[..., Agent] | None:
    """The game's search player factory ``make_search(iterations=, ms=, c=, should_stop=)``
    (None for a game without one)."""
    factory: Callable[..., Agent] | None = getattr(_module(name), "make_search", None)
    return factory


def explainer(name: str) -> Callable[..., tuple[str, dict[str, Any]] | None] | None:
    """The game's own hint reasons ``explain(decision, action, rng)`` (None if it has none;
    ``engine.search.hints.explain`` then words the search statistics)."""
    found: Callable[..., tuple[str, dict[str, Any]] | None] | None = getattr(
        _module(name), "explain", None)
    return found


def default_agent(name: str) -> str:
    return str(getattr(_module(name), "DEFAULT_AGENT", "random"))


def schema(name: str) -> GameSchema:
    """The game's save schema (its options and action fields), from ``<package>.schema``."""
    _module(name)  # KeyError for an unknown game, as everywhere here
    table: GameSchema = importlib.import_module(PACKAGES[name] + ".schema").SCHEMA
    return table
