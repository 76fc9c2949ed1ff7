"""Random games of every registered game, variant and seat count, for the net/ tests.

Why one module: the codec's round trip, its fuzz and the leak test all walk the same positions
(every action of seeded random games); they differ only in what they check at each one.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import games
from engine.core import Decision, Event, Rng

#: every game with all its variants and seat counts (options), Ordet with its judging kinds
CONFIGS: dict[str, list[dict[str, Any]]] = {
    "supertrumf": [{"variant": "klassisk", "seats": n} for n in (2, 3, 4)]
    + [{"variant": "blixtduell", "seats": 2}],
    "storma": [{}],
    "riftforce": [{"draft": "draft"}, {"draft": "free"}],
    "ordet": [
        {"seats": 2},
        {"seats": 3},
        {"seats": 4, "judging": "buzz"},
        {"seats": 5, "judging": "strict"},
        {"seats": 6, "answers_needed": 2},
        {"seats": 2, "answers_needed": 3, "judging": "strict", "rounds": 1},
    ],
}

#: (game, options) pairs, each once
ALL: list[tuple[str, dict[str, Any]]] = [(n, o) for n, opts in CONFIGS.items() for o in opts]

#: games where computer players decide (Ordet's bots type free answers at their own times,
#: beyond the listed templates): (game, options, level)
BOT_GAMES: list[tuple[str, dict[str, Any], str]] = [
    ("ordet", {"seats": 2}, "easy"),
    ("ordet", {"seats": 3, "judging": "buzz"}, "normal"),
    ("ordet", {"seats": 4, "answers_needed": 2}, "hard"),
]


def label(name: str, options: dict[str, Any]) -> str:
    return "-".join([name, *map(str, options.values())])


def random_game(name: str, options: dict[str, Any], seed: int, max_steps: int = 3000,
                bot: str | None = None) -> Iterator[tuple[Any, list[Event]]]:
    """The positions of one seeded random game: first the new game with its set-up events,
    then after every action the state and the events it produced.  The state is the one game
    object mutated in place: read it before the next step.

    Actions are uniform among the current player's legal ones; now and then a second acting
    seat (Ordet's duels are races) or the table (an Ordet claim or declared tie) acts instead,
    so those positions are reached too.  With ``bot`` (a level of ``games.agents``), that
    computer player decides for the acting seat instead of the uniform pick.
    """
    game = games.get_game(name)
    pick = random.Random(seed)
    agent = games.agents(name)[bot]() if bot is not None else None
    rng = Rng(seed)
    state = game.new_game(options, seed)
    yield state, game.initial_events(state)
    for _ in range(max_steps):
        if game.is_over(state):
            return
        seats = game.acting_seats(state)
        seat = seats[0]
        roll = pick.random()
        if roll < 0.15 and len(seats) > 1 and game.legal_actions(state, seats[1]):
            seat = seats[1]
        choices = game.legal_actions(state, seat)
        if roll >= 0.15 and roll < 0.35 and game.table_actions(state):
            choices = game.table_actions(state)
            action = pick.choice(choices)
        elif agent is not None:
            action = agent.choose(Decision(game, state, seat, choices), rng)
        else:
            action = pick.choice(choices)
        yield state, game.apply(state, action)


def seats(name: str, state: Any) -> list[int | None]:
    """Every seat of the game and the spectator (None)."""
    return [*range(games.get_game(name).num_seats(state)), None]
