"""The arena's JSON summary of Supertrumf games of both rule sets has exactly the agreed keys
and adds up."""

from __future__ import annotations

import json

from engine import arena


def test_arena_json_has_exactly_the_agreed_keys() -> None:
    for variant in ("klassisk", "blixtduell"):
        stats = arena.run("supertrumf", ["heuristic", "random"], 6, seed=3, variant=variant,
                          check=True)
        assert tuple(stats) == arena.JSON_KEYS
        assert stats["variant"] == variant
        assert stats["errors"] == []
        assert stats["games"] == 6
        assert sum(stats["wins"]) + stats["draws"] == 6
        json.dumps(stats)
