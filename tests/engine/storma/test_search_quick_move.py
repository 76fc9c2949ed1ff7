"""The search's playout move without the legal list (``quick_heuristic_move``) is the
heuristic's move, at every position of random games: the speed-up changes no move."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Rng
from engine.storma import GAME
from engine.storma.agents_search import heuristic_move, quick_heuristic_move
from engine.storma.state import TURN


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), noise=st.sampled_from([0.0, 0.3, 1.0]))
def test_the_quick_move_is_the_heuristics_move(seed: int, noise: float) -> None:
    state = GAME.new_game(GAME.normalize_options({}), seed)
    rng = Rng(seed)
    turns = 0
    for _ in range(400):
        seat = GAME.current_player(state)
        if seat is None:
            break
        legal = GAME.legal_actions(state)
        # the same rng state for both: the move must not depend on which path ran
        quick = quick_heuristic_move(GAME, state, seat, rng.copy())
        slow = heuristic_move(state, seat, legal, rng.copy())
        assert quick == slow
        turns += state.phase == TURN
        # noise: random moves reach positions the heuristic alone would not
        action = legal[rng.randrange(len(legal))] if rng.random() < noise else slow
        GAME.apply(state, action)
    assert turns > 0
