"""Fair undo in Riftforce: the steps inside one Play or Activate are reversible, nothing else.

Positions are built by ``riftforce.helpers.position`` (seat 0: Fire, Water, Ice, Light; seat 1:
Air, Earth, Plant, Thunderbolt); the undo API itself is checked on seeded deals.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import replay
from engine.riftforce import GAME
from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    ChooseCard,
    ChooseLocation,
    DraftPick,
    EndPlay,
    PlaceCard,
    StopActivating,
)
from engine.undo import fair_undo_count, fair_undo_count_replayed, fingerprint, replay_steps, undo

from .riftforce.helpers import card, position
from .undo_check import check_undo, judge, play_random

FIRE5, FIRE6, FIRE7 = card("fire", 5), card("fire", 6), card("fire", 7)
FIRE5B = card("fire", 5, 1)
WATER5, WATER6, WATER7 = card("water", 5), card("water", 6), card("water", 7)
ICE6 = card("ice", 6)
EARTH5, EARTH6 = card("earth", 5), card("earth", 6)
THUNDER5, THUNDER6, THUNDER7 = card("thunderbolt", 5), card("thunderbolt", 6), card(
    "thunderbolt", 7)
AIR5, AIR6 = card("air", 5), card("air", 6)


# -- Play -----------------------------------------------------------------------------------


def test_placing_the_first_and_second_card_of_a_play_is_reversible_the_third_is_not() -> None:
    s = position(hands={0: [FIRE5, FIRE6, FIRE7, ICE6]})
    assert judge(GAME, s, PlaceCard(FIRE5, 2))
    assert judge(GAME, s, PlaceCard(FIRE6, 2))
    assert not judge(GAME, s, PlaceCard(FIRE7, 2))  # three cards end the Play and the turn
    assert s.to_move == 1


def test_a_card_nothing_can_follow_ends_the_play_and_is_not_reversible() -> None:
    s = position(hands={0: [FIRE5, ICE6]})
    assert not judge(GAME, s, PlaceCard(FIRE5, 2))
    assert s.to_move == 1


def test_earth_destroying_on_play_stays_reversible() -> None:
    """Damage, destruction and score are public consequences of the actor's own card."""
    s = position(board={0: {2: [FIRE5]}}, damage={FIRE5: 4}, hands={1: [EARTH5, EARTH6]},
                 to_move=1, start=1)
    assert judge(GAME, s, PlaceCard(EARTH5, 2))
    assert s.scores[1] == 1
    assert s.discards[0] == [FIRE5]


def test_end_play_is_not_reversible() -> None:
    s = position(hands={0: [FIRE5, FIRE6, FIRE7]})
    GAME.apply(s, PlaceCard(FIRE5, 2))
    assert not judge(GAME, s, EndPlay())


# -- Activate ---------------------------------------------------------------------------------


def fire_position() -> Any:
    return position(board={0: {1: [FIRE6], 3: [FIRE7]}, 1: {1: [AIR5], 3: [AIR6]}},
                    hands={0: [FIRE5, ICE6]})


def test_activate_and_an_activation_that_leaves_more_are_reversible() -> None:
    s = fire_position()
    assert judge(GAME, s, Activate(FIRE5, "guild"))
    assert judge(GAME, s, ActivateElemental(FIRE6))
    assert not judge(GAME, s, ActivateElemental(FIRE7))  # the last one ends the action


def test_stop_activating_is_not_reversible() -> None:
    s = fire_position()
    GAME.apply(s, Activate(FIRE5, "guild"))
    GAME.apply(s, ActivateElemental(FIRE6))
    assert not judge(GAME, s, StopActivating())


def water_position(second: bool) -> Any:
    board = {0: {2: [WATER5], 4: [WATER6]} if second else {2: [WATER5]}, 1: {2: [AIR5]}}
    return position(board=board, hands={0: [WATER7, ICE6]})


def test_choose_location_is_reversible_while_the_activate_goes_on() -> None:
    s = water_position(second=True)
    GAME.apply(s, Activate(WATER7, "guild"))
    assert judge(GAME, s, ActivateElemental(WATER5))  # asks the direction
    assert s.pending is not None
    assert s.pending.kind == "water_direction"
    assert judge(GAME, s, ChooseLocation(1))
    assert s.pending is not None
    assert s.pending.kind == "choose_activation"


def test_choose_location_that_ends_the_activate_is_not_reversible() -> None:
    s = water_position(second=False)
    GAME.apply(s, Activate(WATER7, "guild"))
    GAME.apply(s, ActivateElemental(WATER5))
    assert not judge(GAME, s, ChooseLocation(3))
    assert s.to_move == 1


def thunder_position(second: bool) -> Any:
    board: dict[int, dict[int, list[int]]] = {1: {2: [THUNDER5]}, 0: {2: [FIRE5, FIRE6]}}
    if second:
        board[1][3] = [THUNDER6]
    return position(board=board, hands={1: [THUNDER7]}, to_move=1, start=1)


def test_choose_card_is_reversible_while_the_activate_goes_on() -> None:
    s = thunder_position(second=True)
    GAME.apply(s, Activate(THUNDER7, "guild"))
    GAME.apply(s, ActivateElemental(THUNDER5))
    assert s.pending is not None
    assert s.pending.kind == "thunder_target"
    assert judge(GAME, s, ChooseCard(FIRE6))


def test_choose_card_that_ends_the_activate_is_not_reversible() -> None:
    s = thunder_position(second=False)
    GAME.apply(s, Activate(THUNDER7, "guild"))
    GAME.apply(s, ActivateElemental(THUNDER5))
    assert not judge(GAME, s, ChooseCard(FIRE6))


# -- Check & Draw, the draft --------------------------------------------------------------------


def test_check_and_draw_is_not_reversible() -> None:
    s = position(board={0: {0: [FIRE5]}}, hands={0: [ICE6]})
    assert not judge(GAME, s, CheckAndDraw())


@pytest.mark.parametrize("mode", ["draft", "free"])
def test_no_draft_pick_is_reversible(mode: str) -> None:
    s = GAME.new_game({"draft": mode}, 12)
    while s.phase == "draft":
        assert not judge(GAME, s, DraftPick(s.draft_pool[0]))
    assert s.phase == "play"


def test_no_reversible_step_changes_the_rng_or_touches_a_hidden_pile() -> None:
    """The guard beyond the action kinds: a step that draws is refused even mid-action."""
    s = position(hands={0: [FIRE5, FIRE6]})
    before = GAME.clone(s)
    events = GAME.apply(s, PlaceCard(FIRE5, 2))
    assert GAME.reversible(before, PlaceCard(FIRE5, 2), s, events)
    s.decks[0].pop()
    assert not GAME.reversible(before, PlaceCard(FIRE5, 2), s, events)
    s = GAME.clone(before)
    GAME.apply(s, PlaceCard(FIRE5, 2))
    s.rng.random()
    assert not GAME.reversible(before, PlaceCard(FIRE5, 2), s, events)


# -- the undo API on a seeded deal ------------------------------------------------------------


def seeded_play(seed: int = 1) -> tuple[dict[str, Any], list[Any]]:
    """A free draft, then the start player begins a Play of two cards (one more may follow)."""
    options: dict[str, Any] = {"draft": "free"}
    s = GAME.new_game(options, seed)
    actions: list[Any] = []
    picks = ["fire", "air", "water", "earth", "ice", "plant", "light", "thunderbolt"]
    for guild in picks:
        actions.append(DraftPick(guild))
        GAME.apply(s, actions[-1])
    for _ in range(2):
        action = next(a for a in GAME.legal_actions(s) if isinstance(a, PlaceCard)
                      and _keeps_play_open(s, a))
        actions.append(action)
        GAME.apply(s, action)
    return options, actions


def _keeps_play_open(s: Any, action: PlaceCard) -> bool:
    t = GAME.clone(s)
    GAME.apply(t, action)
    return t.pending is not None and t.pending.kind == "play_more"


def test_fair_undo_takes_back_the_open_play_and_stops_at_the_deal() -> None:
    options, actions = seeded_play()
    state, steps = replay_steps(GAME, options, 1, actions)
    actor = state.to_move
    assert fair_undo_count(steps, actor) == 2
    assert fair_undo_count(steps, 1 - actor) == 0
    assert fair_undo_count_replayed(GAME, options, 1, actions, actor) == 2
    back = undo(GAME, options, 1, actions, 2)
    assert fingerprint(back) == fingerprint(replay(GAME, options, 1, actions[:-2]))
    assert back.pending is None
    assert back.to_move == actor
    # ending the Play hands over: nothing is undoable any more, by anyone
    GAME.apply(state, EndPlay())
    steps = replay_steps(GAME, options, 1, [*actions, EndPlay()])[1]
    assert fair_undo_count(steps, actor) == fair_undo_count(steps, 1 - actor) == 0


# -- random games ---------------------------------------------------------------------------------


@settings(max_examples=8)
@given(seed=st.integers(0, 10**6), free=st.booleans(), agent=st.sampled_from(["random",
                                                                                "heuristic"]))
def test_undo_then_redo_restores_every_position_of_random_games(
    seed: int, free: bool, agent: str
) -> None:
    options = {"draft": "free" if free else "draft"}
    actions, steps, fps = play_random("riftforce", options, seed, agent)
    checked = check_undo("riftforce", options, seed, actions, steps, fps)
    assert checked > 0  # every Riftforce game has Plays and Activates to take back
