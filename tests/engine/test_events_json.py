"""The typed events write the JSON the rules always wrote: seeded random games (actions and
every event's ``to_json``, recorded before the events became classes) replay to the same
events, so the log and everything that reads events as JSON see no change.  The Supertrumf
and Ordet fixtures are checked by ``<game>/test_events.py``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import games

HERE = Path(__file__).parent


def recorded() -> list[tuple[str, dict[str, Any]]]:
    return [(name, game) for name in ("storma", "riftforce")
            for game in json.loads((HERE / name / "events_seeded.json").read_text())]


@pytest.mark.parametrize(("name", "game"), recorded(),
                         ids=lambda v: v if isinstance(v, str) else f"seed{v['seed']}")
def test_seeded_games_emit_the_recorded_events_json(name: str, game: dict[str, Any]) -> None:
    rules = games.get_game(name)
    state = rules.new_game({}, game["seed"])
    first, *steps = game["steps"]
    assert [e.to_json() for e in rules.initial_events(state)] == first["events"]
    for step in steps:
        events = rules.apply(state, rules.decode_action(step["action"]))
        assert [e.to_json() for e in events] == step["events"]
    assert rules.is_over(state)
