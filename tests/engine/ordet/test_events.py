"""The typed events serialise exactly as the untyped ones did: seeded random games compared
with a fixture recorded from the rules before the events became classes.

Why: the log, replays and any saved event JSON read ``kind`` and ``data``; making the events
dataclasses must not change one key or value.  Regenerate the fixture only for a deliberate
change of the events: ``python -m tests.engine.ordet.test_events``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.core import Event, Rng
from engine.ordet import GAME

from .helpers import SYN

FIXTURE = Path(__file__).with_name("events_fixture.json")
#: (seats, judging, answers needed, rounds, seed); the table's verdicts are drawn now and then
GAMES = [(2, "buzz", 1, 1, 1), (3, "typed", 2, 1, 2), (4, "strict", 1, 2, 3),
         (2, "typed", 1, 2, 4), (5, "buzz", 3, 1, 5)]
MAX_ACTIONS = 600


def game_events(seats: int, judging: str, need: int, rounds: int,
                seed: int) -> list[dict[str, Any]]:
    """Every event of one game of random listed actions (a seat's or the table's), as JSON."""
    options = GAME.normalize_options({"seats": seats, "card_set": SYN, "judging": judging,
                                      "answers_needed": need, "rounds": rounds})
    state = GAME.new_game(options, seed)
    rng = Rng(seed + 1000)
    events: list[Event] = list(GAME.initial_events(state))
    for _ in range(MAX_ACTIONS):
        if GAME.is_over(state):
            break
        table = GAME.table_actions(state)
        if table and rng.random() < 0.5:
            action = rng.choice(table)
        else:
            seat = rng.choice(GAME.acting_seats(state))
            action = rng.choice(GAME.legal_actions(state, seat))
        events.extend(GAME.apply(state, action))
    return [e.to_json() for e in events]


def all_events() -> list[list[dict[str, Any]]]:
    return [game_events(*game) for game in GAMES]


def test_event_json_unchanged() -> None:
    expected = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert all_events() == expected


def test_every_kind_covered() -> None:
    """The games cover every kind of event the rules emit, and every spelling of ``tie``."""
    kinds = {e["kind"] for game in all_events() for e in game}
    assert kinds >= {"round_start", "joker", "draw", "duel", "turn", "round_end", "game_over",
                     "tie", "commit", "reveal", "claim", "shuffle_back", "rerace",
                     "tiebreak_joker", "tiebreak", "void", "duel_won"}
    ties = {tuple(sorted(e["data"])) for game in all_events() for e in game
            if e["kind"] == "tie"}
    assert ties == {("declared", "seats"), ("gave_up", "seats")}


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(all_events(), separators=(",", ":")) + "\n", encoding="utf-8")
