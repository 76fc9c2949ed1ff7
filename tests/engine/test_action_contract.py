"""The action contract of every registered game (``engine.core``, "The action contract").

What ``apply`` accepts is what the listings say, both ways:

* every action ``apply`` accepts is *listed* (``core.listed``): in ``legal_actions(state, s)``
  of an acting seat ``s`` (the action's own ``seat`` field, when it has one) or in
  ``table_actions(state)``; an open-ended kind (``Game.open_ended``) counts when its fixed
  fields match a listed template;
* every listed action is accepted, ``legal_actions(state)`` is the current player's list,
  seats that may not act have none, and a listed action with a ``seat`` field is listed only
  for that seat.

Why: callers (the UI, the agents, the network play to come) decide "may this seat send this
action?" from the listings alone; an engine that quietly takes more than it lists makes that
undecidable.

Seeded random games of every game, variant and seat count; at sampled positions every seat's
listed actions, mutations of them (the action fuzz's), actions seen elsewhere and random
well-typed actions of every type are applied to a copy.  ``TABLETOP_FUZZ_SCALE=N`` plays N
times as many games.
"""

from __future__ import annotations

import dataclasses
import os
import random
from collections.abc import Iterator
from typing import Any, get_args, get_origin

import pytest

from engine import games
from engine.core import Game, IllegalAction, listed
from tests.engine.test_action_fuzz import _hints, key, mutations, wrong_fields

SCALE = max(1, int(os.environ.get("TABLETOP_FUZZ_SCALE", "1")))

#: every registered game with all its variants and seat counts: (options, games, position rate)
CONFIGS: dict[str, list[tuple[dict[str, Any], int, float]]] = {
    "supertrumf": [({"variant": "klassisk", "seats": n}, 2, 0.5) for n in (2, 3, 4)]
    + [({"variant": "blixtduell", "seats": 2}, 3, 0.5)],
    "storma": [({}, 2, 0.25)],
    "riftforce": [({"draft": "draft"}, 1, 0.2), ({"draft": "free"}, 1, 0.2)],
    "ordet": [
        ({"seats": 2}, 1, 0.15),
        ({"seats": 3}, 1, 0.15),
        ({"seats": 4, "judging": "buzz"}, 1, 0.15),
        ({"seats": 5, "judging": "strict"}, 1, 0.15),
        ({"seats": 6, "answers_needed": 2}, 1, 0.15),
        ({"seats": 2, "answers_needed": 3, "judging": "strict", "rounds": 1}, 1, 0.15),
        ({"seats": 3, "answers_needed": 3, "judging": "buzz", "rounds": 1,
          "fixed_categories": ["everyday-01", None, None]}, 1, 0.15),
    ],
}

#: listed actions applied per seat and position (the rest are spot-checked at random)
CONVERSE_LIMIT = 40


def _configs() -> Iterator[tuple[str, dict[str, Any], int, float]]:
    for name, entries in CONFIGS.items():
        for options, n_games, rate in entries:
            yield name, options, n_games, rate


@dataclasses.dataclass
class Tally:
    positions: int = 0
    tried: int = 0
    accepted: int = 0
    listed_checked: int = 0
    failures: list[str] = dataclasses.field(default_factory=list)


def random_value(hint: Any, pick: random.Random, ints: list[int], strs: list[str]) -> Any:
    """A random value of the declared type (values seen in listed actions favoured)."""
    if get_origin(hint) is tuple:
        inner = get_args(hint)[0]
        return tuple(random_value(inner, pick, ints, strs) for _ in range(pick.randrange(4)))
    if hint is bool:
        return pick.random() < 0.5
    if hint is int:
        return pick.choice(ints) if ints and pick.random() < 0.7 else pick.randrange(-1, 9)
    if hint is float:
        return pick.choice([0.001, 0.5, 1.0, 2.5, 3.0, 7.25, 30.0, 90.0, 1000.0])
    if hint is str:
        return pick.choice(strs) if strs and pick.random() < 0.8 else pick.choice(["", "x"])
    return None


def random_actions(game: Game[Any, Any], pick: random.Random, listings: list[Any],
                   extra_strs: list[str], per_type: int) -> list[Any]:
    """``per_type`` well-typed random actions of every action type of ``game``."""
    ints: list[int] = []
    strs: list[str] = list(extra_strs)
    for action in listings:
        for f in dataclasses.fields(action):
            value = getattr(action, f.name)
            values = value if isinstance(value, tuple) else (value,)
            for v in values:
                if type(v) is int:
                    ints.append(v)
                elif type(v) is str:
                    strs.append(v)
    out = []
    for cls in game.action_types.values():
        hints = _hints(cls)
        for _ in range(per_type if dataclasses.fields(cls) else 1):
            out.append(cls(**{f.name: random_value(hints[f.name], pick, ints, strs)
                              for f in dataclasses.fields(cls)}))
    return out


def ordet_words(state: Any) -> list[str]:
    """Answers that may fit the open duel: lexicon words of its targets (used or not)."""
    duel = getattr(state, "duel", None)
    if duel is None:
        return []
    game: Any = games.get_game("ordet")
    cs = game.cardset(state)
    words: list[str] = []
    for card in set(duel.targets.values()):
        words += list(cs.lexicon(card, state.options["language"]))[:6]
    for used in state.used.values():
        words += used[-2:]
    return words


def check_position(game: Game[Any, Any], state: Any, label: str, pick: random.Random,
                   pool: list[Any], tally: Tally) -> None:
    """Both directions of the contract at one position (``state`` is left unchanged)."""
    tally.positions += 1
    seats = game.acting_seats(state)
    current = game.current_player(state)
    if not seats or seats[0] != current:
        tally.failures.append(f"{label}: acting seats {seats} do not start with {current}")
        return
    legal = {s: game.legal_actions(state, s) for s in seats}
    table = game.table_actions(state)
    if [key(a) for a in game.legal_actions(state)] != [key(a) for a in legal[current]]:
        tally.failures.append(f"{label}: legal_actions(state) is not the current player's")
    for s in range(game.num_seats(state)):
        if s not in seats and game.legal_actions(state, s):
            tally.failures.append(f"{label}: seat {s} may not act but has legal actions")
    for s, actions in legal.items():
        for a in actions:
            if getattr(a, "seat", s) != s:
                tally.failures.append(f"{label}: {a!r} listed for seat {s}")

    def accepted(action: Any) -> bool:
        tally.tried += 1
        copy = game.clone(state)
        try:
            game.apply(copy, action)
        except IllegalAction:
            return False
        tally.accepted += 1
        return True

    # converse: listed actions are accepted
    listings = [a for actions in legal.values() for a in actions] + table
    for actions in [*legal.values(), table]:
        sample = actions if len(actions) <= CONVERSE_LIMIT else pick.sample(
            actions, CONVERSE_LIMIT)
        for a in sample:
            tally.listed_checked += 1
            if not accepted(a):
                tally.failures.append(f"{label}: listed {a!r} is refused")

    # accepted actions are listed
    def is_listed(action: Any) -> bool:
        if listed(game, action, table):
            return True
        return any(listed(game, action, actions) for s, actions in legal.items()
                   if getattr(action, "seat", s) == s)

    words = ordet_words(state) if game.name == "ordet" else []
    bases = pick.sample(listings, min(4, len(listings)))
    candidates = [m for base in bases for m in mutations(base)]
    candidates += pick.sample(pool, min(40, len(pool)))
    candidates += random_actions(game, pick, listings, words, per_type=6)
    if game.name == "ordet":  # the open-ended kinds with the texts that may count
        candidates += [dataclasses.replace(a, text=w) for a in table if hasattr(a, "text")
                       for w in pick.sample(words, min(3, len(words)))]
    for action in candidates:
        if wrong_fields(action):
            continue  # wrongly typed: the action fuzz's part
        if accepted(action) and not is_listed(action):
            tally.failures.append(f"{label}: {action!r} accepted but not listed")


def play(name: str, options: dict[str, Any], n_games: int, rate: float, seed: int) -> Tally:
    game = games.get_game(name)
    tally = Tally()
    pick = random.Random(seed)
    pool: list[Any] = []
    pool_keys: set[tuple[Any, ...]] = set()
    for g in range(n_games):
        state = game.new_game(options, seed + g)
        step = 0
        while not game.is_over(state) and step < 3000:
            label = f"{name} {options} seed {seed + g} step {step}"
            if pick.random() < rate:
                check_position(game, state, label, pick, pool, tally)
            seats = game.acting_seats(state)
            choices = game.legal_actions(state)
            # sometimes another acting seat or the table acts, so the positions after a
            # second duellist answering first, a claim or a declared tie are reached too
            roll = pick.random()
            if roll < 0.15 and len(seats) > 1:
                choices = game.legal_actions(state, seats[1]) or choices
            elif roll < 0.35 and game.table_actions(state):
                choices = game.table_actions(state)
            for a in choices:
                if key(a) not in pool_keys and len(pool) < 400:
                    pool_keys.add(key(a))
                    pool.append(a)
            game.apply(state, pick.choice(choices))
            step += 1
    return tally


@pytest.mark.parametrize(("name", "options", "n_games", "rate"), list(_configs()),
                         ids=[f"{c[0]}-{'-'.join(map(str, c[1].values())) or 'standard'}"
                              for c in _configs()])
def test_accepted_actions_are_exactly_the_listed_ones(
        name: str, options: dict[str, Any], n_games: int, rate: float) -> None:
    tally = play(name, options, n_games * SCALE, rate, seed=22_022)
    assert tally.positions >= 20, "too few positions to mean anything"
    shown = "\n".join(tally.failures[:20])
    assert tally.failures == [], (
        f"{len(tally.failures)} contract breaks at {tally.positions} positions "
        f"({tally.tried} actions, {tally.accepted} accepted):\n{shown}")


def test_every_registered_game_is_covered() -> None:
    assert set(CONFIGS) == set(games.available())
