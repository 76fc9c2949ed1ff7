"""Real saves of all four games for the save tests: seeded games of the random computer player."""

from __future__ import annotations

import functools
from typing import Any

from engine import games, saves
from engine.core import Decision, RandomAgent, Rng

#: Options of each game's sample save (Ordet fanger with the shipped "everyday" set and three
#: seats, so the removed symbols and fixed categories are written too).
OPTIONS: dict[str, dict[str, Any]] = {
    "supertrumf": {"variant": "klassisk", "seats": 3},
    "storma": {"variant": "standard", "first_house": 1},
    "riftforce": {"draft": "draft"},
    "ordet": {"seats": 3, "card_set": "everyday", "language": "sv", "rounds": 1,
              "answers_needed": 2},
}

KINDS = ("human", "computer")


def play(game_name: str, seed: int, moves: int) -> tuple[dict[str, Any], list[Any]]:
    """Normalised options and up to ``moves`` actions of a seeded random game."""
    game = games.get_game(game_name)
    options = game.normalize_options(OPTIONS[game_name])
    state = game.new_game(options, seed)
    rng = Rng(seed * 7 + 1)
    agent = RandomAgent()
    actions: list[Any] = []
    while len(actions) < moves and not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        action = agent.choose(Decision(game, state, seat, game.legal_actions(state)), rng)
        game.apply(state, action)
        actions.append(action)
    return options, actions


def meta(seats: int) -> dict[str, Any]:
    """``meta`` as the app writes it (``Session.meta``)."""
    return {
        "seats": [{"name": f"Spelare {i + 1}", "kind": KINDS[i % 2],
                   "level": "" if i % 2 == 0 else "random"} for i in range(seats)],
        "viewer": 0,
    }


@functools.cache
def real_save(game_name: str, seed: int = 5, moves: int = 60) -> str:
    """The text of a save of ``moves`` moves, exactly as ``saves.save`` writes it."""
    options, actions = play(game_name, seed, moves)
    n = games.get_game(game_name).num_seats(games.get_game(game_name).new_game(options, seed))
    return saves.dumps(game_name, options, seed, actions, meta(n))
