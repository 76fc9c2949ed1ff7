"""Action fuzz for every game: a wrong action is refused cleanly, never half-applied.

Why: the engine contract (``engine.core``) is that ``apply`` validates first and mutates
second, so an illegal action raises ``IllegalAction`` and leaves the state byte-identical.
Hand-written position tests cannot cover every wrongly typed field: a save edited by hand, a
UI bug or a decoder that lets ``1.0`` or ``True`` through for a seat would reach the rules.
So this plays seeded random games of all four games (their variants and seat counts) and at
sampled positions feeds mutated actions:

* each field of a legal action replaced by wrong types (float, bool, str, None, list, object)
  and by other values of the right type: negative, huge, NaN, infinity, and every number
  from -1 to 7 (the other seats, piles and locations: actions for the wrong seat);
* tuple fields with wrongly typed, duplicated or missing elements;
* actions seen at other positions (other seats, other phases) and the actions of other games.

Each must either raise ``IllegalAction`` with the pickled state unchanged (pickle sees every
attribute, the random generator's state and the difference between ``0`` and ``0.0``), or be
a legal action with every field of its declared type; a reason must not show the Python text
of the action.  The default run feeds about 160,000 wrong actions (about 10 s of CPU);
``TABLETOP_FUZZ_SCALE=N`` plays N times as many games.
"""

from __future__ import annotations

import dataclasses
import io
import math
import os
import pickle
import random
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any, get_args, get_origin, get_type_hints

import pytest

from engine import games
from engine.core import Decision, Game, IllegalAction, RandomAgent, Rng, listed
from engine.ordet.actions import Answer as OrdetAnswer
from engine.ordet.actions import Claim as OrdetClaim
from engine.ordet.actions import DeclareTie as OrdetDeclareTie
from engine.ordet.actions import Pass as OrdetPass

SCALE = max(1, int(os.environ.get("TABLETOP_FUZZ_SCALE", "1")))

#: (game, options, games to play, chance that a position is fuzzed)
CONFIGS: list[tuple[str, dict[str, Any], int, float]] = [
    ("supertrumf", {"variant": "klassisk", "seats": 2}, 4, 0.5),
    ("supertrumf", {"variant": "klassisk", "seats": 3}, 3, 0.5),
    ("supertrumf", {"variant": "klassisk", "seats": 4}, 3, 0.5),
    ("supertrumf", {"variant": "blixtduell", "seats": 2}, 6, 0.5),
    ("storma", {}, 4, 0.25),
    ("riftforce", {"draft": "draft"}, 3, 0.2),
    ("riftforce", {"draft": "free"}, 3, 0.2),
    ("ordet", {"seats": 2}, 2, 0.1),
    ("ordet", {"seats": 3}, 2, 0.1),
    ("ordet", {"seats": 4, "judging": "buzz"}, 2, 0.1),
    ("ordet", {"seats": 5, "judging": "strict"}, 2, 0.1),
    ("ordet", {"seats": 6, "answers_needed": 2}, 2, 0.1),
]

#: Documented leniencies: (action class, field) -> extra accepted shapes, normalised by the
#: engine before anything is stored.  Ordet takes one bare string for a single answer.
LENIENT: dict[tuple[str, str], tuple[type, ...]] = {("Answer", "answers"): (str,)}


HUGE = 10**12


# ---------------------------------------------------------------------------------------------
# what "well typed" and "legal" mean
# ---------------------------------------------------------------------------------------------


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def _fits(value: Any, hint: Any) -> bool:
    """``value`` has exactly the declared type (no bool for int, no float for int)."""
    if get_origin(hint) is tuple:
        args = get_args(hint)
        return isinstance(value, tuple | list) and all(_fits(v, args[0]) for v in value)
    if hint is bool:
        return type(value) is bool
    if hint is int:
        return type(value) is int
    if hint is float:
        return type(value) is int or (type(value) is float and math.isfinite(value))
    if hint is str:
        return type(value) is str
    return True  # a hint this fuzz does not know is not judged


def wrong_fields(action: Any) -> list[str]:
    """Fields of ``action`` whose value is not of the declared type (lenient shapes allowed)."""
    out = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        extra = LENIENT.get((type(action).__name__, f.name), ())
        if not _fits(value, _hints(type(action))[f.name]) and not isinstance(value, extra):
            out.append(f.name)
    return out


def key(action: Any) -> tuple[Any, ...]:
    """An identity that tells ``1`` from ``1.0`` and ``True`` (dataclass ``==`` does not)."""

    def canon(value: Any) -> Any:
        if isinstance(value, tuple | list):
            return ("seq", tuple(canon(v) for v in value))
        return (type(value).__name__, repr(value))

    if not dataclasses.is_dataclass(action):
        return (type(action).__name__, repr(action))
    return (type(action).__name__,
            tuple((f.name, canon(getattr(action, f.name))) for f in dataclasses.fields(action)))


# ---------------------------------------------------------------------------------------------
# mutations
# ---------------------------------------------------------------------------------------------


class Opaque:
    """An object of no type the engine knows (hashable, comparable only to itself)."""

    def __repr__(self) -> str:
        return "Opaque()"


def wrong_values(value: Any) -> list[Any]:
    """Replacements for a field: wrong types, then out-of-range values of the right type."""
    out: list[Any] = [None, True, False, "", "0", str(value), [value], (value,), {}, Opaque(),
                      math.nan, math.inf, -1.0, 0.5, -1, -HUGE, HUGE, 10**400]
    if type(value) is int:
        out += [float(value), value + 1, value - 1, *range(-1, 8)]
    if type(value) is float:
        out += [int(value), 0.0, -value, value * 1e6]
    if type(value) is bool:
        out += [int(value), float(value), "yes" if value else "no", not value]
    if type(value) is str:
        out += [value.upper(), value + "x", " " + value, value.encode(), 0]
    if isinstance(value, tuple):
        out += [(), list(value), value + value[:1], value[:-1], (None,) * len(value),
                tuple(float(v) if type(v) is int else v for v in value),
                tuple(True if type(v) is int else v for v in value),
                tuple(str(v) for v in value), tuple([v] for v in value), (Opaque(),)]
    return out


def mutations(action: Any) -> Iterator[Any]:
    """``action`` with one field replaced by each wrong value (constructor errors skipped:
    a decoder turns those into a ``ValueError`` before the rules see them)."""
    if not dataclasses.is_dataclass(action):
        return
    for f in dataclasses.fields(action):
        for value in wrong_values(getattr(action, f.name)):
            try:
                yield dataclasses.replace(action, **{f.name: value})
            except (TypeError, ValueError):
                continue


# ---------------------------------------------------------------------------------------------
# the check of one action at one position
# ---------------------------------------------------------------------------------------------


def digest(state: Any) -> bytes:
    """Bytes that differ whenever any part of ``state`` differs (values and their types).

    The pickler runs with ``fast`` (no memo), so equal strings give the same bytes whether or
    not they are one object (a restored state shares fewer), and the random generator
    (``state.rng``) counts by a hash of its state: pickling the Mersenne Twister's 625
    numbers would be most of the cost, and the hash still changes with every number drawn.
    """
    rng = state.rng
    out = io.BytesIO()
    pickler = pickle.Pickler(out)
    pickler.fast = True
    state.rng = None
    try:
        pickler.dump(state)
    finally:
        state.rng = rng
    drawn = hash(rng._r.getstate()) if rng is not None else 0
    return out.getvalue() + drawn.to_bytes(8, "little", signed=True)


@dataclasses.dataclass
class Probe:
    """Feeds actions to one position and records what went wrong."""

    game: Game[Any, Any]
    label: str
    failures: list[str] = dataclasses.field(default_factory=list)
    tried: int = 0

    def check(self, state: Any, action: Any, listings: dict[int | None, list[Any]],
              before: bytes, saved: bytes) -> Any:
        """Apply ``action`` to ``state`` (whose digest is ``before`` and full pickle
        ``saved``); returns the state to go on with, equal to the one given.  ``listings``:
        each acting seat's ``legal_actions`` and (key ``None``) the ``table_actions``."""
        self.tried += 1
        where = f"{self.label}: {action!r}"
        try:
            self.game.apply(state, action)
        except IllegalAction as err:
            if digest(state) != before:
                self.failures.append(f"{where}: refused ({err}) but the state changed")
                return pickle.loads(saved)
            if not err.text() or f"{type(action).__name__}(" in err.text():
                self.failures.append(f"{where}: unreadable reason {err.text()!r}")
            return state
        except Exception as err:  # any other error is the finding
            self.failures.append(f"{where}: raised {type(err).__name__}: {err}")
            return pickle.loads(saved)
        wrong = wrong_fields(action)
        if wrong:
            self.failures.append(f"{where}: accepted with wrongly typed {', '.join(wrong)}")
        elif not any(listed(self.game, action, actions) for s, actions in listings.items()
                     if s is None or getattr(action, "seat", s) == s):
            self.failures.append(f"{where}: accepted but legal_actions does not list it")
        return pickle.loads(saved)


def foreign_actions() -> list[Any]:
    """One action of every class of every game, from the first decisions of a game."""
    out: dict[str, Any] = {}
    for name in games.available():
        game = games.get_game(name)
        for cls in game.action_types.values():
            if not dataclasses.fields(cls):
                out.setdefault(f"{name}.{cls.__name__}", cls())
        state = game.new_game({}, 5)
        rng = Rng(5)
        for _ in range(60):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            for action in legal:
                out.setdefault(f"{name}.{type(action).__name__}", action)
            game.apply(state, rng.choice(legal))
    return list(out.values())


def ordet_table_actions(state: Any) -> list[Any]:
    """Ordet's table and duel actions with texts that may count (the listings hold only
    templates of the open-ended ``Claim``/``Answer``): bases for the mutations."""
    duel = getattr(state, "duel", None)
    if duel is None:
        return []
    game: Any = games.get_game("ordet")
    out: list[Any] = [OrdetDeclareTie()]
    for seat in duel.seats:
        out += [OrdetClaim(seat, False, "x"), OrdetClaim(seat, True, "x"), OrdetPass(seat)]
        words = game.unused_answers(state, duel.targets[seat])
        if words:
            out.append(OrdetClaim(seat, True, words[0]))
            out.append(OrdetAnswer(seat, (words[0],) * game.needed(state, seat), 3.0, True))
    return out


def fuzz(name: str, options: dict[str, Any], n_games: int, rate: float, seed: int,
         game: Game[Any, Any] | None = None) -> Probe:
    """Play ``n_games`` random games of ``name`` and fuzz positions with chance ``rate``."""
    game = game or games.get_game(name)
    probe = Probe(game, "")
    foreign = foreign_actions()
    pool: list[Any] = []
    pool_keys: set[tuple[Any, ...]] = set()
    agent = RandomAgent()
    pick = random.Random(seed)
    for g in range(n_games):
        state = game.new_game(options, seed + g)
        rng = Rng(seed * 31 + g)
        step = 0
        while not game.is_over(state) and step < 3000:
            seat = game.current_player(state)
            assert seat is not None
            legal = game.legal_actions(state)
            extra = ordet_table_actions(state) if name == "ordet" else []
            if pick.random() < rate:
                probe.label = f"{name} {options} seed {seed + g} step {step}"
                listings: dict[int | None, list[Any]] = {
                    s: game.legal_actions(state, s) for s in game.acting_seats(state)}
                listings[None] = game.table_actions(state)
                bases = pick.sample(legal, min(3, len(legal)))
                bases += pick.sample(extra, min(2, len(extra)))
                candidates = [m for base in bases for m in mutations(base)]
                candidates += pick.sample(pool, min(12, len(pool)))
                candidates += pick.sample(foreign, min(8, len(foreign)))
                before, saved = digest(state), pickle.dumps(state)
                for action in candidates:
                    state = probe.check(state, action, listings, before, saved)
            for action in legal:
                if key(action) not in pool_keys and len(pool) < 400:
                    pool_keys.add(key(action))
                    pool.append(action)
            # mostly the agents' choice; sometimes a table action, so claims and declared
            # ties (and the positions after them) are reached too
            choice = agent.choose(Decision(game, state, seat, legal), rng)
            if extra and pick.random() < 0.3:
                choice = pick.choice(extra)
            try:
                game.apply(state, choice)
            except IllegalAction:
                game.apply(state, agent.choose(Decision(game, state, seat, legal), rng))
            step += 1
    return probe


def _report(probe: Probe) -> str:
    shown = "\n".join(probe.failures[:25])
    return f"{len(probe.failures)} of {probe.tried} wrong actions mishandled:\n{shown}"


@pytest.mark.parametrize(("name", "options", "n_games", "rate"), CONFIGS,
                         ids=[f"{c[0]}-{'-'.join(map(str, c[1].values())) or 'standard'}"
                              for c in CONFIGS])
def test_wrong_actions_are_refused_and_change_nothing(
        name: str, options: dict[str, Any], n_games: int, rate: float) -> None:
    probe = fuzz(name, options, n_games * SCALE, rate, seed=20_417)
    assert probe.tried > 2000, "the fuzz reached too few positions to mean anything"
    assert probe.failures == [], _report(probe)


# ---------------------------------------------------------------------------------------------
# the fuzz can fail: what the digest sees, and two broken engines it must catch
# ---------------------------------------------------------------------------------------------


def test_the_digest_sees_types_and_the_random_generator() -> None:
    game = games.get_game("ordet")
    state = game.new_game({"seats": 3}, 1)
    before = digest(state)
    changes: list[Callable[[Any], Any]] = [
        lambda s: setattr(s, "turn", float(s.turn)),  # equal by ==, another type
        lambda s: setattr(s, "redraw", 0),  # False == 0
        lambda s: s.rng.random(),  # one number drawn
        lambda s: s.draw[1].append(s.draw[0].pop()),  # a card moved
    ]
    for change in changes:
        copy = pickle.loads(pickle.dumps(state))
        assert digest(copy) == before  # a restored copy is the same state
        change(copy)
        assert digest(copy) != before


def _broken(mutate: Callable[[Any, Any], None]) -> Game[Any, Any]:
    real = games.get_game("ordet")

    class Broken(type(real)):  # type: ignore[misc]
        def apply(self, state: Any, action: Any) -> Any:
            mutate(state, action)
            return super().apply(state, action)

    return Broken()


def test_the_fuzz_catches_a_half_applied_refusal() -> None:
    def tick(state: Any, action: Any) -> None:
        state.clock += 0.5  # a change made before the rules refuse the action

    probe = fuzz("ordet", {"seats": 3}, 1, 0.02, seed=3, game=_broken(tick))
    assert any("refused" in f and "state changed" in f for f in probe.failures)


def test_the_fuzz_catches_an_accepted_wrongly_typed_action() -> None:
    real = games.get_game("ordet")

    class Coercing(type(real)):  # type: ignore[misc]
        def apply(self, state: Any, action: Any) -> Any:
            if isinstance(action, OrdetPass) and type(action.seat) is float:
                action = OrdetPass(int(action.seat))  # quietly "fixed" instead of refused
            return super().apply(state, action)

    probe = fuzz("ordet", {"seats": 3}, 1, 0.05, seed=3, game=Coercing())
    assert any("wrongly typed seat" in f for f in probe.failures)
