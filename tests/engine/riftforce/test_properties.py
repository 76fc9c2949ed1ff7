"""Property tests over random games: invariants after every action, replay, saves."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import saves
from engine.core import Decision, IllegalAction, Rng, replay
from engine.riftforce import AGENTS, GAME

from .helpers import snapshot


def random_game(seed: int, options: dict[str, Any], agent: str = "random",
                check: bool = True) -> list[Any]:
    state = GAME.new_game(options, seed)
    rng = Rng(seed + 1)
    players = [AGENTS[agent](), AGENTS["random"]()]
    actions: list[Any] = []
    scores = list(state.scores)
    while not GAME.is_over(state) and len(actions) < 3000:
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state)
        assert legal, "a seat to act always has a legal action"
        action = players[seat].choose(Decision(GAME, state, seat, legal), rng)
        GAME.apply(state, action)
        actions.append(action)
        if check:
            assert GAME.audit(state) == []
        assert all(a >= b for a, b in zip(state.scores, scores, strict=True)), "monotonic"
        scores = list(state.scores)
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.winners
    return actions


@settings(max_examples=12)
@given(seed=st.integers(0, 10**6), free=st.booleans())
def test_random_games_keep_every_invariant(seed: int, free: bool) -> None:
    options = {"draft": "free" if free else "draft"}
    actions = random_game(seed, options)
    again = replay(GAME, options, seed, actions)
    first = replay(GAME, options, seed, actions)
    assert snapshot(again) == snapshot(first)
    text = saves.dumps("riftforce", options, seed, actions)
    loaded = saves.loads(text)
    assert loaded.actions == actions
    assert snapshot(loaded.state) == snapshot(first)


@settings(max_examples=4)
@given(seed=st.integers(0, 10**6))
def test_heuristic_games_keep_every_invariant(seed: int) -> None:
    random_game(seed, {}, agent="heuristic")


def test_legal_actions_are_exact_on_random_positions() -> None:
    """Every listed action applies; a sample of unlisted ones is refused."""
    from engine.riftforce.actions import (
        ActivateElemental,
        ChooseCard,
        ChooseLocation,
        PlaceCard,
    )

    state = GAME.new_game({}, 77)
    rng = Rng(5)
    for _ in range(70):
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        for action in legal:
            GAME.apply(GAME.clone(state), action)
        if state.phase == "play":
            probes = [PlaceCard(c, loc) for c in range(90) for loc in range(5)]
            probes += [ActivateElemental(c) for c in range(90)]
            probes += [ChooseCard(c) for c in range(90)]
            probes += [ChooseLocation(x) for x in range(5)]
            for action in probes:
                if action not in legal:
                    with pytest.raises(IllegalAction):
                        GAME.apply(GAME.clone(state), action)
        GAME.apply(state, rng.choice(legal))
