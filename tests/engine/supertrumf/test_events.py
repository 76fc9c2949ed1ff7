"""The typed events serialise exactly as the untyped ones did: seeded random games compared
with a fixture recorded from the rules before the events became classes.

Why: the log, replays and any saved event JSON read ``kind`` and ``data``; making the events
dataclasses must not change one key or value.  Regenerate the fixture only for a deliberate
change of the events: ``python -m tests.engine.supertrumf.test_events``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core import Event, Rng
from engine.supertrumf import GAME
from engine.supertrumf.state import SupertrumfState

FIXTURE = Path(__file__).with_name("events_fixture.json")

def empty_leader(state: SupertrumfState) -> None:
    """Klassisk 7 at the start: the leader's hand is banked, so the next seat names (and
    ``lead_pass`` comes before ``name``)."""
    state.win_piles[state.leader].extend(state.hands[state.leader])
    state.hands[state.leader] = []


def empty_draw(state: SupertrumfState) -> None:
    """Blixtduell with the draw pile under the discard pile: the first draw reshuffles."""
    state.discard.extend(state.draw[:-2])
    del state.draw[:-2]


Setup = Callable[[SupertrumfState], None] | None
GAMES: list[tuple[dict[str, Any], int, Setup]] = [
    *(({"variant": "klassisk", "seats": n}, seed, None) for n in (2, 3, 4) for seed in (1, 2)),
    ({"variant": "klassisk", "seats": 3}, 3, None),
    ({"variant": "klassisk", "seats": 3}, 5, empty_leader),
    *(({"variant": "blixtduell", "seats": 2}, seed, None) for seed in (1, 2, 3, 4)),
    ({"variant": "blixtduell", "seats": 2}, 5, empty_draw),
]


def game_events(options: dict[str, Any], seed: int, setup: Setup = None) -> list[dict[str, Any]]:
    """Every event of one game of uniformly random legal actions, as JSON."""
    state = GAME.new_game(GAME.normalize_options(options), seed)
    if setup is not None:
        setup(state)
    rng = Rng(seed + 1000)
    events: list[Event] = list(GAME.initial_events(state))
    while not GAME.is_over(state):
        events.extend(GAME.apply(state, rng.choice(GAME.legal_actions(state))))
    return [e.to_json() for e in events]


def all_events() -> list[list[dict[str, Any]]]:
    return [game_events(options, seed, setup) for options, seed, setup in GAMES]


def test_event_json_unchanged() -> None:
    expected = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert all_events() == expected


def test_every_kind_covered() -> None:
    """The games cover every kind of event the rules emit, and both spellings of
    ``mulligan`` and ``play``."""
    kinds = {e["kind"] for game in all_events() for e in game}
    assert kinds >= {"deal", "name", "play", "reveal", "round_won", "tie", "draw", "bank",
                     "lead_pass", "mulligan_decided", "mulligan", "dice", "lead", "prize",
                     "reshuffle", "game_over"}
    mulligans = {e["data"]["redraw"] for game in all_events() for e in game
                 if e["kind"] == "mulligan"}
    assert mulligans == {True, False}


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(all_events(), separators=(",", ":")) + "\n", encoding="utf-8")
