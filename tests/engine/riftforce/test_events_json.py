"""The typed events write the JSON the rules always wrote: seeded random games (actions and
every event's ``to_json``, recorded before the events became classes) replay to the same
events, so the log and everything that reads events as JSON see no change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.riftforce import GAME

GAMES = json.loads((Path(__file__).parent / "events_seeded.json").read_text())


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"seed{g['seed']}")
def test_seeded_games_emit_the_recorded_events_json(game: dict) -> None:
    state = GAME.new_game({}, game["seed"])
    first, *steps = game["steps"]
    assert [e.to_json() for e in GAME.initial_events(state)] == first["events"]
    for step in steps:
        events = GAME.apply(state, GAME.decode_action(step["action"]))
        assert [e.to_json() for e in events] == step["events"]
    assert GAME.is_over(state)
