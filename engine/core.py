"""The small protocol every game implements, plus seeded randomness, errors and events.

Why this shape: the UI, the arena, the saves and the search AI all talk to every game through
the same handful of functions, so none of them needs to know a game's rules.  A game is a
``Game`` object (one per game package, exported as ``GAME``) whose methods work on that game's
own mutable state class:

* ``new_game(options, seed)`` -> state; all chance afterwards comes from ``state.rng``.
  ``initial_events(state)`` -> the events of that set-up (the deal) for the UI.
* ``current_player(state)`` -> the seat that must decide now, or ``None`` when the game is over.
* ``acting_seats(state)`` -> every seat that may send an action now, ``current_player`` first
  (``()`` when the game is over).  Turn-based games: just ``current_player``; in a race (Ordet
  fanger's duels) both duellists who have not answered yet.
* ``legal_actions(state, seat=None)`` -> every action ``seat`` may send now (``None``: the
  current player; ``[]`` for a seat not in ``acting_seats``).  Exact except open-ended kinds.
* ``table_actions(state)`` -> the table's verdicts that no seat decides (Ordet fanger's ``Claim``
  and ``DeclareTie``: the people at the table judge a race said aloud); ``[]`` in most games.
* ``apply(state, action)`` -> list of ``Event``; mutates ``state``.  An illegal action raises
  ``IllegalAction`` and leaves ``state`` unchanged (validate first, mutate second).
* ``is_over(state)`` / ``result(state)``.
* ``view(state, seat)`` -> a copy of the state with everything ``seat`` may not see removed
  (hidden cards become ``None`` or counts).  ``seat=None`` is the spectator's view.
* ``determinize(view, seat, rng)`` -> a full state consistent with ``view`` (for search AI).
* ``clone(state)`` -> an independent deep copy (fast path for search).
* ``audit(state)`` -> list of invariant violations (card conservation, view consistency and
  hidden-card leaks); the arena's ``--check`` and the property tests call it.
* ``encode_action`` / ``decode_action`` -> JSON round trip of actions (saves are replays).
* ``reversible(before, action, after, events)`` -> whether fair undo may take the action back
  (no chance used, nothing hidden revealed, the same seat still to act); ``engine.undo``
  builds undo and redo on it.

Seed + list of actions replays a game exactly: that is what makes saves tiny and robust.

The action contract (what ``apply`` accepts is what the listings say; a property test over all
games checks it both ways, ``tests/engine/test_action_contract.py``):

* ``apply(state, a)`` accepts ``a`` exactly when ``a`` is *listed*: it is in
  ``legal_actions(state, s)`` for some seat ``s`` in ``acting_seats(state)``, or in
  ``table_actions(state)``; and every listed action is accepted.  An action with a ``seat``
  field acts as that seat and is listed only for it (a table action names the seat it judges).
  Actions without one act as the seat that sends them: the current player in turn-based games.
* **Open-ended kinds** are the one exception, declared in code as ``Game.open_ended``: action
  type -> the names of its *free* fields, whose values the caller chooses (typed text, a
  reaction time) and ``apply`` judges.  The listings hold at least one template of such a kind
  for every combination of the other (fixed) fields that is legal; an instance whose fixed
  fields equal a listed template's may be accepted or refused by ``apply`` on its free fields.
  Nothing else is open: an action of any other kind, or one whose fixed fields match no
  listed action, is refused.  Ordet fanger: ``Answer`` (answers, seconds, confirmed) and
  ``Claim`` (text).  ``listed(game, action, actions)`` is that test.
* Actions compare in the game's one spelling, ``canonical(action)``: an action that ``apply``
  takes in several spellings of one move (Supertrumf's ``Play`` of a figure and an object in
  either order, a list for a tuple) is listed in its canonical one.
* So who may send what is decidable (network play): seat ``s`` may send ``a`` when
  ``listed(game, a, game.legal_actions(state, s))``; the table (the host) when
  ``listed(game, a, game.table_actions(state))``.  Agents decide from ``legal_actions`` of
  their own seat only; they never send table actions.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from engine.schema import ActionDecoder

# re-exported: engine code imports the markers from here
from engine.translatable import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP
from engine.translatable import tr_noop as tr_noop

JSONValue = Any  # documented alias: only dict/list/str/int/float/bool/None inside


class IllegalAction(Exception):
    """The one error type for an action the rules do not allow.

    ``message`` is an English template marked with ``QT_TRANSLATE_NOOP("engine", ...)`` and may
    contain ``{name}`` placeholders filled from ``params``; ``str(err)`` gives the English text,
    the UI shows ``translate("engine", message).format(**params)``.
    """

    def __init__(self, message: str, **params: Any) -> None:
        self.message = message
        self.params = params
        super().__init__(self.text())

    def text(self) -> str:
        try:
            return self.message.format(**self.params)
        except (KeyError, IndexError, ValueError):
            return self.message


class Event:
    """Something that happened, for animation and the game log: the base of every event.

    Each game declares one frozen dataclass per kind of event (``engine/<game>/events.py``)
    with ``KIND`` (a short machine name: "deal", "reveal", "dice", ...) and typed fields, so a
    misspelt kind or field is a mypy error and consumers ``match`` on the class.  Field values
    are JSON values or cards (dataclasses); ``data`` gives them as a mapping (a field named
    ``from_`` is the key ``"from"``) for the generic consumers: the JSON form and the log.
    Events never carry a card that the receiving seat may not see when produced for a view;
    the engine emits events from the full state, and the UI redacts face-down moves itself
    using the ``hidden`` field.
    """

    __slots__ = ()
    KIND: ClassVar[str] = ""

    @property
    def kind(self) -> str:
        return type(self).KIND

    @property
    def data(self) -> Mapping[str, JSONValue]:
        return {f.name.rstrip("_"): getattr(self, f.name)
                for f in dataclasses.fields(self)}  # type: ignore[arg-type]

    def to_json(self) -> dict[str, JSONValue]:
        return {"kind": self.kind, "data": _to_json(dict(self.data))}

    @classmethod
    def from_json(cls, obj: Mapping[str, JSONValue]) -> Event:
        """An event read back from JSON, untyped (a ``RawEvent``): the log shows it as is."""
        return RawEvent(str(obj["kind"]), dict(obj.get("data", {})))


@dataclass(frozen=True)
class RawEvent(Event):
    """An event of no declared class: one read back from JSON, or made in a test."""

    name: str
    payload: Mapping[str, JSONValue] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return self.name

    @property
    def data(self) -> Mapping[str, JSONValue]:
        return self.payload


@dataclass(frozen=True)
class Result:
    """Outcome of a finished game: a score per seat and the winning seats (ties share)."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        return len(self.winners) != 1


class Rng:
    """The game's seeded random source; the only place chance may come from.

    A thin wrapper over ``random.Random`` (whose shuffle/randrange are stable across CPython
    versions) so the state can be copied cheaply and replays stay exact.
    """

    __slots__ = ("_r",)

    def __init__(self, seed: int | None = None) -> None:
        self._r = random.Random(seed)

    def shuffle(self, items: list[Any]) -> None:
        self._r.shuffle(items)

    def die(self, sides: int) -> int:
        """A die with faces 1..sides (T6 → 1–6)."""
        return self._r.randint(1, sides)

    def t10(self) -> int:
        """A ten-sided die showing 0–9 (zero is low)."""
        return self._r.randrange(10)

    def randrange(self, n: int) -> int:
        return self._r.randrange(n)

    def random(self) -> float:
        return self._r.random()

    def choice(self, seq: Sequence[Any]) -> Any:
        return self._r.choice(seq)

    def uniform(self, a: float, b: float) -> float:
        return self._r.uniform(a, b)

    def state_key(self) -> object:
        """A comparable snapshot of the position in the random stream.

        Equal keys before and after an action mean the action used no chance (fair undo asks
        exactly that: taking back an action that rolled or shuffled would let a player re-roll).
        """
        return self._r.getstate()

    def copy(self) -> Rng:
        other = Rng.__new__(Rng)
        other._r = random.Random()
        other._r.setstate(self._r.getstate())
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> Rng:
        return self.copy()

    def follow(self, other: Rng) -> None:
        """Continue from where ``other`` is: a copy of this stream that was used elsewhere
        (a search in another process) hands its position back, so replays stay exact."""
        self._r.setstate(other._r.getstate())


# ---------------------------------------------------------------------------------------------
# Actions: small frozen dataclasses; JSON is {"type": ClassName, field: value, ...}
# ---------------------------------------------------------------------------------------------


def _to_json(value: Any) -> JSONValue:
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _to_json(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return encode_action(value)
    return value


def encode_action(action: Any) -> dict[str, JSONValue]:
    """Generic JSON encoding of a frozen action dataclass (tuples become lists)."""
    out: dict[str, JSONValue] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        out[f.name] = _to_json(getattr(action, f.name))
    return out


def decode_action(types: Mapping[str, type], obj: Mapping[str, JSONValue]) -> Any:
    """Inverse of ``encode_action`` given the game's ``{name: class}`` table.

    Every field is checked against its type hint (``engine.schema.ActionDecoder``): an ``int``
    field takes a whole number and never a bool or ``1.0``, a ``tuple[str, ...]`` a list of
    strings (returned as a tuple, so decoded actions compare equal to the originals), strings
    and lists have length caps.  Raises ``ValueError`` (``schema.Invalid``) for unknown types,
    unknown or missing fields and wrongly typed values.  Ranges a game knows (seat numbers,
    card ids) are checked by the saves with the game's own schema.
    """
    return _decoder(types).decode(obj)


_DECODERS: dict[int, tuple[Mapping[str, type], ActionDecoder]] = {}


def _decoder(types: Mapping[str, type]) -> ActionDecoder:
    """One decoder per action table (kept with the table, so its id stays unique)."""
    entry = _DECODERS.get(id(types))
    if entry is None or entry[0] is not types:
        entry = _DECODERS[id(types)] = (types, ActionDecoder(types))
    return entry[1]


# ---------------------------------------------------------------------------------------------
# The protocol
# ---------------------------------------------------------------------------------------------

S = TypeVar("S")
A = TypeVar("A")


@runtime_checkable
class Game(Protocol[S, A]):
    """What every game object (``engine.<game>.GAME``) provides.  See the module docstring."""

    name: ClassVar[str]
    action_types: ClassVar[Mapping[str, type]]
    #: open-ended action kinds: action type -> its free fields (see the module docstring)
    open_ended: ClassVar[Mapping[type, frozenset[str]]]

    def new_game(self, options: Mapping[str, Any], seed: int) -> S: ...
    def initial_events(self, state: S) -> list[Event]: ...
    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]: ...
    def num_seats(self, state: S) -> int: ...
    def current_player(self, state: S) -> int | None: ...
    def acting_seats(self, state: S) -> tuple[int, ...]: ...
    def legal_actions(self, state: S, seat: int | None = None) -> list[A]: ...
    def table_actions(self, state: S) -> list[A]: ...
    def canonical(self, action: A) -> A: ...
    def apply(self, state: S, action: A) -> list[Event]: ...
    def is_over(self, state: S) -> bool: ...
    def result(self, state: S) -> Result: ...
    def view(self, state: S, seat: int | None) -> S: ...
    def determinize(self, view: S, seat: int, rng: Rng) -> S: ...
    def clone(self, state: S) -> S: ...
    def audit(self, state: S) -> list[str]: ...
    def encode_action(self, action: A) -> dict[str, JSONValue]: ...
    def decode_action(self, obj: Mapping[str, JSONValue]) -> A: ...

    def reversible(self, before: S, action: A, after: S, events: Sequence[Event]) -> bool:
        """May fair undo take ``action`` back?  ``before`` is a clone of the state it was
        applied to, ``after`` the state it left, ``events`` what ``apply`` returned.

        Why the engine says it and not the UI: fair undo (the default) lets a person take
        back their own actions only since the last moment new information reached anyone, and
        only the rules know when that happened.  True only when all of these hold:

        * no chance was used (``state.rng`` is where it was: no roll, no shuffle), so an undo
          can never re-roll;
        * nothing hidden came to light for the acting seat: no card drawn from a hidden pile,
          no face-down card turned, no other seat's hidden card or choice shown.  (The actor
          showing *its own* cards, e.g. placing elementals from hand, is allowed: nobody
          learns anything the actor did not already know, and no other seat acts before the
          undo, so it cannot be used);
        * the same seat is still to act afterwards (its turn did not end, no other seat's
          decision or hand-over came in between) and the game is not over.

        ``same_turn_no_chance`` checks the first and last points generically; every game adds
        its own rulings per action kind (documented on its ``reversible``).  ``GameBase``
        answers False: a game undoes nothing until it has ruled on its actions.
        """
        ...


def fixed_fields(game: Game[Any, Any], action: Any) -> tuple[tuple[str, Any], ...]:
    """The values of ``action``'s fields that are not free (``Game.open_ended``), each with
    its type: what an open-ended action must share with a listed template of its type."""
    free = game.open_ended.get(type(action), frozenset())
    if not dataclasses.is_dataclass(action):
        return (("", _strict(action)),)
    return tuple((f.name, _strict(getattr(action, f.name)))
                 for f in dataclasses.fields(action) if f.name not in free)


def _strict(value: Any) -> Any:
    """A value that compares equal only to the same value of the same type (``1`` is not
    ``1.0`` or ``True`` here, as it is for ``==``: ``apply`` refuses the wrong type)."""
    if isinstance(value, tuple | list):
        return (type(value).__name__, tuple(_strict(v) for v in value))
    return (type(value).__name__, value)


def listed(game: Game[Any, Any], action: Any, actions: Iterable[Any]) -> bool:
    """Is ``action`` one of ``actions``, or of an open-ended kind whose fixed fields equal a
    listed action's of the same type?  (The contract in the module docstring.)  Field values
    compare with their types, so a wrongly typed copy of a listed action is not listed."""
    action = game.canonical(action)
    want = fixed_fields(game, action)
    return any(type(a) is type(action) and fixed_fields(game, game.canonical(a)) == want
               for a in actions)


def same_turn_no_chance(
    game: Game[S, Any], before: S, after: S, rng_before: Rng | None, rng_after: Rng | None
) -> bool:
    """The generic part of every ``Game.reversible``: the acting seat (``current_player``
    of ``before``) is still the one to act in ``after`` (so the game is not over) and the
    random stream did not move (``Rng.state_key``).  Hidden information is each game's part.
    """
    actor = game.current_player(before)
    if actor is None or game.current_player(after) != actor:
        return False
    if rng_before is None or rng_after is None:
        return rng_before is None and rng_after is None
    return rng_before.state_key() == rng_after.state_key()


class GameBase(Generic[S, A]):
    """Convenience base: generic action JSON, ``clone`` by deepcopy, ``is_over`` via
    ``current_player``.  Games override what they can do faster."""

    name: ClassVar[str] = ""
    action_types: ClassVar[Mapping[str, type]] = {}
    open_ended: ClassVar[Mapping[type, frozenset[str]]] = {}

    def current_player(self, state: S) -> int | None:
        raise NotImplementedError

    def acting_seats(self, state: S) -> tuple[int, ...]:
        """Turn-based default: only the current player acts."""
        seat = self.current_player(state)
        return () if seat is None else (seat,)

    def table_actions(self, state: S) -> list[A]:
        """Default: no table verdicts (only Ordet fanger's races have them)."""
        return []

    def canonical(self, action: A) -> A:
        """Default: every action has one spelling."""
        return action

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return dict(options)

    def initial_events(self, state: S) -> list[Event]:
        """Events of the set-up done by ``new_game`` (the deal), for animation and the log."""
        return []

    def encode_action(self, action: A) -> dict[str, JSONValue]:
        return encode_action(action)

    def decode_action(self, obj: Mapping[str, JSONValue]) -> A:
        action: A = decode_action(self.action_types, obj)
        return action

    def clone(self, state: S) -> S:
        import copy

        return copy.deepcopy(state)

    def audit(self, state: S) -> list[str]:
        return []

    def reversible(self, before: S, action: A, after: S, events: Sequence[Event]) -> bool:
        """Conservative default: nothing is reversible (see ``Game.reversible``)."""
        return False


# ---------------------------------------------------------------------------------------------
# Agents (computer players)
# ---------------------------------------------------------------------------------------------


class Decision(Generic[S, A]):
    """What an agent is given: the game, its seat, the legal actions and (lazily) its view.

    The agent must decide from ``view`` only: the real state stays private so a computer player
    can never cheat; the view is computed on first use so cheap agents pay nothing for it.
    """

    __slots__ = ("_state", "_view", "game", "legal", "seat")

    def __init__(self, game: Game[S, A], state: S, seat: int, legal: list[A]) -> None:
        self.game = game
        self.seat = seat
        self.legal = legal
        self._state = state
        self._view: S | None = None

    @property
    def view(self) -> S:
        if self._view is None:
            self._view = self.game.view(self._state, self.seat)
        return self._view


class Agent(Protocol):
    """A computer player.  ``choose`` returns one of ``decision.legal``."""

    name: str

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any: ...


class RandomAgent:
    """Uniform over the legal actions: the baseline every arena benchmark compares with."""

    name = "random"

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        return rng.choice(decision.legal)


AgentFactory = Callable[[], Agent]


def replay(game: Game[S, A], options: Mapping[str, Any], seed: int, actions: Iterable[A]) -> S:
    """Rebuild a state from seed + actions (raises ``IllegalAction`` on a bad action)."""
    state = game.new_game(options, seed)
    for action in actions:
        game.apply(state, action)
    return state
