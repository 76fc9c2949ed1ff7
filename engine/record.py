"""The record of one game: the one place where a game's truth lives (Qt-free).

Why one object: a game is its seed + options + action list (``core.replay``); the state is what
they lead to.  The UI's session, the arena, replays and the undo benchmark all need the same
bookkeeping — apply an action and remember it, know who acted and whether fair undo may take
it back (``undo.Step``), take actions back and bring them again, rebuild any earlier position,
write the game to a save — and each kept its own copy of it.  ``GameRecord`` is that
bookkeeping, once.

Invariant: ``state`` is always ``replay(game, options, seed, actions)``.  Every change goes
through ``submit`` (one action, validated by the engine first: a refused action raises
``IllegalAction`` and changes nothing), ``undo`` (the last ``n`` actions, remembered for
``redo``) or ``rebuild`` (any list of actions, as a replay steps through a game).

Which actions *may* be taken back is asked here (``fair_undo_count``: the trailing run of a
seat's own reversible actions; ``practice_undo_count``: back to just before the seat's previous
decision); who is asking and why a refusal is worded as it is stays with the caller.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engine import saves
from engine.core import Event, Game, IllegalAction, replay
from engine.undo import RedoLine, Step, apply_step, decision_points, fair_undo_count, replay_steps
from engine.undo import undo as replay_undo

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True)
class Move:
    """One move's events and who made it (``None``: the opening deal, before any move)."""

    seat: int | None
    events: list[Event]


def replay_moves(game: Game[S, A], options: Mapping[str, Any], seed: int,
                 actions: Sequence[A]) -> tuple[list[Move], S]:
    """Every move of seed + actions replayed on a fresh state, with its acting seat (move 0:
    the opening deal), and the state after the last one.  ``options`` must be normalized
    (``Game.normalize_options``)."""
    state = game.new_game(options, seed)
    moves = [Move(None, list(game.initial_events(state)))]
    for action in actions:
        seat = game.current_player(state)
        moves.append(Move(seat, list(game.apply(state, action))))
    return moves, state


class GameRecord(Generic[S, A]):
    """A game's seed, options, actions, state and undo steps; see the module docstring."""

    def __init__(self, game: Game[S, A], options: Mapping[str, Any], seed: int,
                 actions: Sequence[A] = (), *, name: str = "", state: S | None = None,
                 steps: bool = True) -> None:
        """A new game, with ``actions`` applied (each validated by the engine).  ``state``:
        the state ``actions`` already lead to (a loaded save was verified by replaying it
        once; the record need not replay it again).  ``name``: the game's registry key,
        written to saves.  ``steps=False``: no undo step is kept per action (a clone each;
        the arena plays thousands of games), they are replayed if ever asked for."""
        self.game = game
        self.name = name
        self.options = dict(options)
        self.seed = seed
        self.actions: list[A] = []
        #: one ``Step`` per action, or ``None`` until ``steps()`` replays them (after a load)
        self._steps: list[Step] | None = [] if steps else None
        self._redo: RedoLine[A] = RedoLine()
        if state is not None:
            self.state = state
            self.actions = list(actions)
            self._steps = [] if steps and not self.actions else None
        else:
            self.state = game.new_game(self.options, seed)
            for action in actions:
                self.submit(action)

    @classmethod
    def load(cls, game: Game[S, A], options: Mapping[str, Any], seed: int,
             actions: Sequence[A], *, name: str = "") -> GameRecord[S, A]:
        """The record of seed + actions, replayed once (``IllegalAction`` on a bad action);
        the undo steps are computed only if asked for."""
        return cls(game, options, seed, actions, name=name,
                   state=replay(game, options, seed, actions))

    @classmethod
    def from_save(cls, loaded: saves.SaveGame, game: Game[S, A]) -> GameRecord[S, A]:
        """The record of a loaded save (``engine.saves.load``: already replayed once)."""
        return cls(game, loaded.options, loaded.seed, loaded.actions, name=loaded.game,
                   state=loaded.state)

    def dumps(self, meta: Mapping[str, Any] | None = None) -> str:
        """The save file's text: the game's facts plus the caller's ``meta`` (the seats)."""
        return saves.dumps(self.name, self.options, self.seed, self.actions, meta)

    def save(self, path: str | os.PathLike[str], meta: Mapping[str, Any] | None = None) -> None:
        """Write the save file atomically (``engine.saves.save``)."""
        saves.save(path, self.name, self.options, self.seed, self.actions, meta)

    # ------------------------------------------------------------------ facts
    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def current_player(self) -> int | None:
        return self.game.current_player(self.state)

    def steps(self) -> list[Step]:
        """One ``Step`` per action (who acted, could fair undo take it back)."""
        if self._steps is None:
            self._steps = replay_steps(self.game, self.options, self.seed, self.actions)[1]
        return self._steps

    def state_at(self, i: int) -> S:
        """A fresh state after the first ``i`` actions (``0``: the opening deal)."""
        if not 0 <= i <= len(self.actions):
            raise ValueError(f"no position {i} in a game of {len(self.actions)} actions")
        return replay(self.game, self.options, self.seed, self.actions[:i])

    def events_by_move(self) -> tuple[list[list[Event]], S]:
        """Every event of the game replayed on a fresh state, grouped by move (group 0: the
        opening events, group k: what action k did), and the state after the last."""
        moves, state = replay_moves(self.game, self.options, self.seed, self.actions)
        return [move.events for move in moves], state

    def history(self) -> list[Event]:
        """Every event so far as they came live (``events_by_move``, flattened)."""
        return [event for group in self.events_by_move()[0] for event in group]

    # ------------------------------------------------------------------ changes
    def submit(self, action: A) -> list[Event]:
        """Apply ``action`` for the seat to act and record it; raises ``IllegalAction`` with
        the state unchanged (the engine validates before it changes anything)."""
        if self.is_over():
            raise IllegalAction("The game is over.")
        if self._steps is None:  # steps are replayed when asked for
            events = self.game.apply(self.state, action)
        else:
            events, step = apply_step(self.game, self.state, action)
            self._steps.append(step)
        self.actions.append(action)
        return events

    def rebuild(self, actions: Sequence[A]) -> None:
        """Put the game at the position after ``actions`` (a replay steps through a game)."""
        self.state = replay(self.game, self.options, self.seed, actions)
        self.actions = list(actions)
        self._steps = None if self.actions else []

    # ------------------------------------------------------------------ undo / redo
    def fair_undo_count(self, seat: int) -> int:
        """How many trailing actions ``seat`` may take back under fair undo."""
        return fair_undo_count(self.steps(), seat)

    def practice_undo_count(self, seat: int) -> int:
        """How many actions go back to just before ``seat``'s previous decision (0: it has
        made none), the computers' moves after it included."""
        mine = decision_points(self.steps(), seat)
        return len(self.actions) - mine[-1] if mine else 0

    def undo(self, n: int) -> None:
        """Take back the last ``n`` actions (a replay of the others), remembered for redo."""
        if not 0 <= n <= len(self.actions):
            raise ValueError(f"cannot undo {n} of {len(self.actions)} actions")
        self._redo.note_undo(self.actions)
        self.state = replay_undo(self.game, self.options, self.seed, self.actions, n)
        del self.actions[len(self.actions) - n:]
        if self._steps is not None:
            del self._steps[len(self._steps) - n:]

    def redo_count(self) -> int:
        """How many taken-back actions can be made again (0 once anything else was played)."""
        return self._redo.available(self.actions)

    def redo_action(self) -> A:
        """The action a redo makes now (``LookupError`` when ``redo_count`` is 0); apply it
        with ``submit``, like any other action."""
        return self._redo.next_action(self.actions)
