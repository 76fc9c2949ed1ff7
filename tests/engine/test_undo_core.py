"""The game-independent parts of undo: ``engine.undo`` (fair-undo counting, practice undo,
the redo line, fingerprints) and the protocol pieces in ``engine.core``."""

from __future__ import annotations

from typing import Any

import pytest

from engine import games
from engine.core import Game, GameBase, Rng, same_turn_no_chance
from engine.storma.dice import ScriptedRng
from engine.undo import (
    RedoLine,
    Step,
    decision_points,
    fair_undo_count,
    fingerprint,
    undo,
)

R0, R1, N0, N1 = Step(0, True), Step(1, True), Step(0, False), Step(1, False)


def test_fair_undo_counts_the_trailing_run_of_the_seats_own_reversible_steps() -> None:
    assert fair_undo_count([], 0) == 0
    assert fair_undo_count([N1, N0, R0, R0], 0) == 2
    assert fair_undo_count([R0, R0, N0, R0], 0) == 1  # a draw or a roll in between stops it
    assert fair_undo_count([R0, R1], 0) == 0  # another seat acted last
    assert fair_undo_count([R0, R1], 1) == 1
    assert fair_undo_count([R0, R0, N0], 0) == 0  # the turn ended with the last step


def test_decision_points_list_where_a_seat_decided() -> None:
    assert decision_points([N0, N1, R1, N0], 1) == [1, 2]
    assert decision_points([N0, N1, R1, N0], 0) == [0, 3]


def test_redo_line_stays_valid_while_the_actions_since_are_a_prefix_of_it() -> None:
    line: RedoLine[str] = RedoLine()
    assert line.available(["a"]) == 0
    with pytest.raises(LookupError):
        line.next_action(["a"])
    line.note_undo(["a", "b", "c"])
    assert line.available(["a"]) == 2
    assert line.next_action(["a"]) == "b"
    assert line.available(["a", "b"]) == 1  # one redone (or the same move made by hand)
    line.note_undo(["a", "b"])  # undo again along the same line: it keeps the whole line
    assert line.available([]) == 3
    assert line.next_action([]) == "a"
    assert line.available(["x"]) == 0  # something else was played: redo is gone
    line.note_undo(["x", "y"])  # ... and the next undo starts a new line
    assert line.available(["x"]) == 1
    assert line.next_action(["x"]) == "y"
    assert line.available(["x", "y"]) == 0
    line.clear()
    assert line.available([]) == 0


def test_undo_replays_all_but_the_last_n_actions_and_checks_n() -> None:
    game = games.get_game("riftforce")
    state = game.new_game({}, 9)
    actions = []
    for _ in range(5):
        action = game.legal_actions(state)[0]
        game.apply(state, action)
        actions.append(action)
    assert fingerprint(undo(game, {}, 9, actions, 0)) == fingerprint(state)
    assert fingerprint(undo(game, {}, 9, actions, 5)) == fingerprint(game.new_game({}, 9))
    for n in (-1, 6):
        with pytest.raises(ValueError):
            undo(game, {}, 9, actions, n)


def test_fingerprint_tells_types_and_rng_positions_apart() -> None:
    assert fingerprint([0]) != fingerprint([0.0]) != fingerprint([False])
    assert fingerprint((1, 2)) != fingerprint([1, 2])
    a, b = Rng(3), Rng(3)
    assert fingerprint({"rng": a}) == fingerprint({"rng": b})
    b.random()
    assert fingerprint({"rng": a}) != fingerprint({"rng": b})


def test_rng_state_key_moves_with_every_draw_and_scripted_dice_count_as_chance() -> None:
    r = Rng(1)
    key = r.state_key()
    assert r.copy().state_key() == key
    r.die(6)
    assert r.state_key() != key
    s = ScriptedRng([3, 4])
    key = s.state_key()
    s.t10()
    assert s.state_key() != key


@pytest.mark.parametrize("name", list(games.names()))
def test_every_game_implements_the_protocol_with_reversible(name: str) -> None:
    game = games.get_game(name)
    assert isinstance(game, Game)
    own: object = type(game).reversible
    assert own is not GameBase.reversible  # each game rules on its own actions


def test_the_default_is_conservative_and_the_backbone_checks_seat_and_chance() -> None:
    game: Any = games.get_game("riftforce")
    state = game.new_game({}, 2)
    after = game.clone(state)
    base: GameBase[Any, Any] = GameBase()
    assert base.reversible(state, None, after, []) is False
    assert same_turn_no_chance(game, state, after, state.rng, after.rng)
    after.rng.random()
    assert not same_turn_no_chance(game, state, after, state.rng, after.rng)
    after = game.clone(state)
    after.to_move = 1 - state.to_move
    assert not same_turn_no_chance(game, state, after, state.rng, after.rng)
