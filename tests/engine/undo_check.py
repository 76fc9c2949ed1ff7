"""Shared checks for the fair-undo tests of every game (``test_undo_*.py``).

``play_random`` plays a seeded game with the game's agents, recording each action's ``Step``
and checking every reversible one against the definition (``check_reversible``); ``check_undo``
then takes back every fair-undo tail (and some practice-mode tails) by replay and redoes them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import games
from engine.core import Decision, Event, Game, Rng
from engine.undo import (
    RedoLine,
    Step,
    apply_step,
    decision_points,
    fair_undo_count,
    fingerprint,
    replay_steps,
    undo,
)

#: event kinds that always mean chance or information: never part of a reversible action
INFORMATION_EVENTS = frozenset({
    "deal", "draw", "reshuffle", "dice", "reveal", "setup", "mulligan", "prize", "tiebreak",
    "tiebreak_joker", "shuffle_back", "round_start", "turn", "game_over",
})


def judge(game: Game[Any, Any], state: Any, action: Any) -> bool:
    """Apply ``action`` to ``state`` and say whether it was reversible."""
    return apply_step(game, state, action)[1].reversible


def check_reversible(game: Game[Any, Any], before: Any, action: Any, after: Any,
                     events: Sequence[Event], samples: int = 2) -> None:
    """A reversible action obeys the definition, checked independently of the game's rules:

    * the same seat is to act, the random stream did not move, no information event;
    * the actor learned nothing hidden: applied to states *determinized* from the actor's
      view before (other hidden cards, other draw orders), the action leaves the actor
      exactly the same view as in the real game.
    """
    seat = game.current_player(before)
    assert seat is not None
    assert game.current_player(after) == seat
    assert before.rng.state_key() == after.rng.state_key()
    assert not {e.kind for e in events} & INFORMATION_EVENTS, [e.kind for e in events]
    seen = fingerprint(game.view(after, seat))
    view = game.view(before, seat)
    for k in range(samples):
        other = game.determinize(view, seat, Rng(1000 + k))
        game.apply(other, action)
        assert fingerprint(game.view(other, seat)) == seen, "the outcome depended on hidden cards"


def play_random(
    name: str, options: Mapping[str, Any], seed: int, agent: str = "random", cap: int = 600,
) -> tuple[list[Any], list[Step], list[object]]:
    """A seeded game with ``agent`` at every seat: its actions, steps and the fingerprint of
    every position (``fps[i]`` after ``i`` actions)."""
    game = games.get_game(name)
    factory = games.agents(name)[agent]
    state = game.new_game(options, seed)
    players = [factory() for _ in range(game.num_seats(state))]
    rng = Rng(seed * 31 + 7)
    actions: list[Any] = []
    steps: list[Step] = []
    fps: list[object] = [fingerprint(state)]
    while not game.is_over(state) and len(actions) < cap:
        seat = game.current_player(state)
        assert seat is not None
        action = players[seat].choose(Decision(game, state, seat, game.legal_actions(state)), rng)
        before = game.clone(state)
        events, step = apply_step(game, state, action)
        assert step.seat == seat
        if step.reversible:
            check_reversible(game, before, action, state, events)
        actions.append(action)
        steps.append(step)
        fps.append(fingerprint(state))
    return actions, steps, fps


def check_undo(name: str, options: Mapping[str, Any], seed: int, actions: Sequence[Any],
               steps: Sequence[Step], fps: Sequence[object], practice_every: int = 37) -> int:
    """At every position with a fair-undo tail, and at some positions in practice mode, undo
    by replay gives the position before the tail, and redo gives the position before the undo
    again.  Returns how many fair undos were checked."""
    game = games.get_game(name)
    assert replay_steps(game, options, seed, actions)[1] == list(steps)
    checked = 0
    for end in range(1, len(actions) + 1):
        seat = steps[end - 1].seat
        assert seat is not None
        n = fair_undo_count(steps[:end], seat)
        if n:
            checked += 1
            assert all(s.seat == seat and s.reversible for s in steps[end - n:end])
            assert end == n or not (steps[end - n - 1].seat == seat
                                    and steps[end - n - 1].reversible)
        elif end % practice_every == 0:
            points = decision_points(steps[:end], seat)
            n = end - points[0]  # practice: back to the seat's first decision
        else:
            continue
        undo_redo(game, options, seed, list(actions[:end]), n, fps)
    return checked


def undo_redo(game: Game[Any, Any], options: Mapping[str, Any], seed: int,
              actions: list[Any], n: int, fps: Sequence[object]) -> None:
    """Undo ``n`` of ``actions``, compare, then redo them one by one through a ``RedoLine``."""
    end = len(actions)
    line: RedoLine[Any] = RedoLine()
    line.note_undo(actions)
    state = undo(game, options, seed, actions, n)
    kept = actions[: end - n]
    assert fingerprint(state) == fps[end - n], "undo did not restore the earlier position"
    assert line.available(kept) == n
    while line.available(kept):
        action = line.next_action(kept)
        game.apply(state, action)
        kept.append(action)
    assert kept == actions
    assert fingerprint(state) == fps[end], "redo did not restore the position before the undo"
