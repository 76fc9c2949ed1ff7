"""Supertrumf is registered: the registry gives its game object, its computer levels and its
default level."""

from __future__ import annotations

from engine import games
from engine.supertrumf.rules import GAME


def test_registry_exports() -> None:
    assert games.get_game("supertrumf") is GAME
    assert set(games.agents("supertrumf")) >= {"random", "heuristic"}
    assert games.default_agent("supertrumf") == "normal"
