"""Property tests over many random games of both rule sets and 2–4 seats: invariants after
every action, replay determinism, action JSON and save/load round trips, the arena's JSON."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import arena, saves
from engine.core import Decision, Rng, replay
from engine.supertrumf import AGENTS, DEFAULT_AGENT
from engine.supertrumf.rules import GAME
from engine.supertrumf.state import OVER

CONFIGS = [
    {"variant": "klassisk", "seats": 2},
    {"variant": "klassisk", "seats": 3},
    {"variant": "klassisk", "seats": 4},
    {"variant": "blixtduell", "seats": 2},
]
CAP = 3000


def random_game(options: dict[str, object], seed: int, choice_seed: int, check: bool = True):  # type: ignore[no-untyped-def]
    rnd = random.Random(choice_seed)
    state = GAME.new_game(options, seed)
    assert GAME.audit(state) == []
    actions = []
    while not GAME.is_over(state) and len(actions) < CAP:
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state)
        assert legal, "a seat to act always has a legal action"
        assert len(set(legal)) == len(legal)
        action = rnd.choice(legal)
        assert GAME.decode_action(json.loads(json.dumps(GAME.encode_action(action)))) == action
        GAME.apply(state, action)
        actions.append(action)
        if check:
            problems = GAME.audit(state)
            assert problems == [], (len(actions), problems)
    return state, actions


@settings(max_examples=150)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**40),
       choice_seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant_and_end(
    config: dict[str, object], seed: int, choice_seed: int
) -> None:
    state, _ = random_game(config, seed, choice_seed)
    assert state.phase == OVER, "random games end well within the cap"
    res = GAME.result(state)
    assert res.winners and len(res.scores) == config["seats"]
    if config["variant"] == "klassisk":
        assert sum(res.scores) + len(state.pot) == 36
        assert all(not h for h in state.hands)
    else:
        assert max(state.prizes_taken) == 4 and res.winners == (state.prizes_taken.index(4),)


@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**40),
       choice_seed=st.integers(0, 2**32))
def test_replay_is_deterministic_and_saves_round_trip(
    config: dict[str, object], seed: int, choice_seed: int
) -> None:
    state, actions = random_game(config, seed, choice_seed, check=False)
    again = replay(GAME, config, seed, actions)
    assert again == state
    assert again.rng is not None and state.rng is not None
    assert again.rng._r.getstate() == state.rng._r.getstate()
    text = saves.dumps("supertrumf", config, seed, actions)
    loaded = saves.loads(text)
    assert loaded.actions == actions
    assert loaded.state == state and loaded.game == "supertrumf"
    # a prefix replays too, and continuing from it gives the same state
    half = len(actions) // 2
    partial = replay(GAME, config, seed, actions[:half])
    for a in actions[half:]:
        GAME.apply(partial, a)
    assert partial == state


@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**40))
def test_agents_choose_legal_actions_from_their_view(config: dict[str, object], seed: int) -> None:
    agents = [AGENTS[DEFAULT_AGENT](), AGENTS["random"]()]
    state = GAME.new_game(config, seed)
    rng = Rng(seed)
    n = 0
    while not GAME.is_over(state) and n < CAP:
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state)
        action = agents[seat % 2].choose(Decision(GAME, state, seat, legal), rng)
        assert action in legal
        GAME.apply(state, action)
        n += 1
    assert GAME.is_over(state)


@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**40),
       choice_seed=st.integers(0, 2**32), det_seed=st.integers(0, 2**32))
def test_determinized_views_play_on_legally(
    config: dict[str, object], seed: int, choice_seed: int, det_seed: int
) -> None:
    rnd = random.Random(choice_seed)
    state = GAME.new_game(config, seed)
    steps = rnd.randrange(0, 40)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        GAME.apply(state, rnd.choice(GAME.legal_actions(state)))
    if GAME.is_over(state):
        return
    seat = GAME.current_player(state)
    assert seat is not None
    d = GAME.determinize(GAME.view(state, seat), seat, Rng(det_seed))
    assert GAME.audit(d) == []
    assert GAME.current_player(d) == seat
    assert GAME.legal_actions(d) == GAME.legal_actions(state)
    assert GAME.view(d, seat) == GAME.view(state, seat)
    while not GAME.is_over(d):
        GAME.apply(d, rnd.choice(GAME.legal_actions(d)))
        assert GAME.audit(d) == []


def test_options_defaults_and_validation() -> None:
    import pytest

    assert GAME.normalize_options({}) == {"variant": "klassisk", "seats": 2}
    assert GAME.normalize_options({"variant": "blixtduell"}) == {
        "variant": "blixtduell", "seats": 2}
    assert GAME.normalize_options({"seats": 4}) == {"variant": "klassisk", "seats": 4}
    for bad in ({"variant": "blixtduell", "seats": 3}, {"seats": 1}, {"seats": 5},
                {"seats": True}, {"seats": "2"}, {"variant": "speed"}, {"colour": "red"}):
        with pytest.raises(ValueError):
            GAME.normalize_options(bad)
    with pytest.raises(ValueError):
        GAME.new_game({"seats": 5}, 1)


def test_action_json_round_trip_for_every_action_kind() -> None:
    from engine.supertrumf.rules import Mulligan, NameProperty, Play

    for action in (NameProperty("magi"), Play(("1B", "O1")), Play(("S1",)), Mulligan(True),
                   Mulligan(False)):
        obj = json.loads(json.dumps(GAME.encode_action(action)))
        assert GAME.decode_action(obj) == action
    assert GAME.encode_action(Play(("1B", "O1"))) == {"type": "Play", "cards": ["1B", "O1"]}


def test_arena_json_has_exactly_the_agreed_keys() -> None:
    for variant in ("klassisk", "blixtduell"):
        stats = arena.run("supertrumf", ["heuristic", "random"], 6, seed=3, variant=variant,
                          check=True)
        assert tuple(stats) == arena.JSON_KEYS
        assert stats["variant"] == variant and stats["errors"] == []
        assert stats["games"] == 6 and sum(stats["wins"]) + stats["draws"] == 6
        json.dumps(stats)


def test_registry_exports() -> None:
    from engine import games

    assert games.get_game("supertrumf") is GAME
    assert set(games.agents("supertrumf")) >= {"random", "heuristic"}
    assert games.default_agent("supertrumf") == "normal"
