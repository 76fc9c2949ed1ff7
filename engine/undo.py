"""Undo and redo for every game, built on replays (Qt-free).

Why replays and no snapshots: a game is its seed + options + action list (``core.replay``), so
taking back the last ``n`` actions is rebuilding the state from all the others.  That is exact
(the random stream included: the same actions roll the same dice again) and cheap:
``tools/undo_bench.py`` measures the worst case (all but the last action of the longest games
agents play) at about 2 ms for Riftforce (250 actions), 2 ms for Storma, 0.2 ms for Supertrumf
and 7-15 ms for Ordet fanger (600-700 actions); the target is 100 ms.

Two kinds of undo (the caller picks one):

* **Fair undo** (the default): a seat may take back the trailing run of its own *reversible*
  actions (``core.Game.reversible``: no chance used, nothing hidden revealed, the same seat
  still to act).  The run stops at anything else: another seat's action, a draw, a roll, a
  reveal, the end of a turn.  Because every reversible action keeps the same seat to act, a
  run never crosses a hot-seat hand-over.
* **Practice undo**: any number of actions back.  Whether the position undone to has a
  computer to move (it would move again at once) is the caller's business;
  ``decision_points`` lists where a seat decided, the natural places to go back to.

How a UI uses it (all functions are pure; the caller owns the action list):

1. Keep a ``Step`` per applied action: ``events, step = apply_step(game, state, action)``
   instead of ``game.apply`` (one clone per action, ~30 µs); after loading a game
   ``state, steps = replay_steps(...)`` once (a replay with a clone per action: 10-50 ms for
   the longest games), not after every action.
2. Fair undo: ``n = fair_undo_count(steps, seat)`` (0: nothing to take back).  Practice: any
   ``1 <= n <= len(actions)``.
3. ``redo_line.note_undo(actions)`` with the list *before* the undo, then
   ``state = undo(game, options, seed, actions, n)`` and drop the last ``n`` actions and steps.
4. Redo: ``redo_line.available(actions)`` says how many actions can be redone (0 as soon as
   anything else was played); ``redo_line.next_action(actions)`` is the one to apply next,
   through the ordinary action path (so it is recorded like any other action).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engine.core import Event, Game, Rng, replay

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Step:
    """What undo needs to know about one applied action: who acted (``current_player``
    before it) and whether ``Game.reversible`` allows fair undo to take it back."""

    seat: int | None
    reversible: bool


def apply_step(game: Game[S, A], state: S, action: A) -> tuple[list[Event], Step]:
    """``game.apply`` plus the action's ``Step`` (a clone of the state before is kept just
    long enough to ask ``game.reversible``).  Raises ``IllegalAction`` like ``apply``."""
    seat = game.current_player(state)
    before = game.clone(state)
    events = game.apply(state, action)
    return events, Step(seat, game.reversible(before, action, state, events))


def replay_steps(
    game: Game[S, A], options: Mapping[str, Any], seed: int, actions: Sequence[A]
) -> tuple[S, list[Step]]:
    """Replay seed + actions like ``core.replay`` and return the state with every ``Step``
    (for a game that was loaded or resumed)."""
    state = game.new_game(options, seed)
    steps = []
    for action in actions:
        steps.append(apply_step(game, state, action)[1])
    return state, steps


def fair_undo_count(steps: Sequence[Step], seat: int) -> int:
    """How many trailing actions ``seat`` may take back under fair undo: the run of its own
    reversible actions at the end of ``steps`` (0 when the last action was not one)."""
    n = 0
    for step in reversed(steps):
        if step.seat != seat or not step.reversible:
            break
        n += 1
    return n


def fair_undo_count_replayed(
    game: Game[S, A], options: Mapping[str, Any], seed: int, actions: Sequence[A], seat: int
) -> int:
    """``fair_undo_count`` straight from seed + actions (replays the game once)."""
    return fair_undo_count(replay_steps(game, options, seed, actions)[1], seat)


def decision_points(steps: Sequence[Step], seat: int) -> list[int]:
    """Indices of the actions ``seat`` took: undoing ``len(steps) - i`` actions goes back to
    just before its decision ``i`` (practice mode's "back to my previous move")."""
    return [i for i, step in enumerate(steps) if step.seat == seat]


def undo(
    game: Game[S, A], options: Mapping[str, Any], seed: int, actions: Sequence[A], n: int
) -> S:
    """The state before the last ``n`` actions: a replay of all the others.  The caller keeps
    ``actions[:len(actions) - n]`` (and the steps likewise).  Fair or practice undo is the
    caller's choice of ``n``; ``0 <= n <= len(actions)``."""
    if not 0 <= n <= len(actions):
        raise ValueError(f"cannot undo {n} of {len(actions)} actions")
    return replay(game, options, seed, actions[: len(actions) - n])


class RedoLine(Generic[A]):
    """The actions an undo took back, for redo.

    Kept as the whole line of actions from before the first undo: redo is possible while the
    game's action list is a proper prefix of it, i.e. while every action since the undo was
    exactly the next one of the line (a redo, or the same move made by hand).  Anything else
    makes the line stale (``available`` is 0) and the next undo starts a new one.
    """

    def __init__(self) -> None:
        self._line: list[A] = []

    def note_undo(self, actions: Sequence[A]) -> None:
        """Call with the action list *before* an undo takes its tail back."""
        if not self._follows(actions):
            self._line = list(actions)

    def available(self, actions: Sequence[A]) -> int:
        """How many actions can be redone now, given the game's current action list."""
        return len(self._line) - len(actions) if self._follows(actions) else 0

    def next_action(self, actions: Sequence[A]) -> A:
        """The action a redo applies now (raises ``LookupError`` if ``available`` is 0)."""
        if not self.available(actions):
            raise LookupError("nothing to redo")
        return self._line[len(actions)]

    def clear(self) -> None:
        self._line = []

    def _follows(self, actions: Sequence[A]) -> bool:
        """``actions`` is a prefix of the line (the line is at least as long)."""
        n = len(actions)
        return n <= len(self._line) and all(
            a == b for a, b in zip(actions, self._line[:n], strict=True)
        )


def fingerprint(value: object) -> object:
    """A canonical, comparable image of a state (or any value inside one): dataclasses and
    ``__slots__`` objects field by field, the ``Rng`` by its stream position, and every
    scalar with its type (so ``0``, ``0.0`` and ``False`` differ).  Two states with equal
    fingerprints are the same game position, down to the next die roll."""
    if isinstance(value, Rng):
        return ("Rng", value.state_key())
    if value is None or isinstance(value, bool | int | float | str):
        return (type(value).__name__, value)
    if isinstance(value, list | tuple):
        return (type(value).__name__, tuple(fingerprint(v) for v in value))
    if isinstance(value, dict):
        return ("dict", tuple((fingerprint(k), fingerprint(v)) for k, v in value.items()))
    if isinstance(value, set | frozenset):
        return ("set", tuple(sorted((fingerprint(v) for v in value), key=repr)))
    name = type(value).__name__
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (name, tuple((f.name, fingerprint(getattr(value, f.name)))
                            for f in dataclasses.fields(value)))
    slots = [s for cls in type(value).__mro__ for s in getattr(cls, "__slots__", ())]
    if slots:
        return (name, tuple((s, fingerprint(getattr(value, s))) for s in slots
                            if hasattr(value, s)))
    if hasattr(value, "__dict__"):
        return (name, tuple((k, fingerprint(v)) for k, v in sorted(vars(value).items())))
    return (name, repr(value))
