"""The computer players: registry, and the heuristic's plans in concrete positions."""

from __future__ import annotations

from typing import Any

from engine import games
from engine.core import Decision, Rng
from engine.storma import AGENTS, DEFAULT_AGENT, GAME
from engine.storma.actions import (
    Attack,
    ChooseActive,
    ChooseHouse,
    Exchange,
    FillActive,
    Heal,
    RemoveDamage,
    Retreat,
)
from engine.storma.state import StormaState

from .positions import c, cs, position


def choose(state: StormaState, agent: str = "heuristic") -> Any:
    seat = GAME.current_player(state)
    assert seat is not None
    legal = GAME.legal_actions(state)
    action = AGENTS[agent]().choose(Decision(GAME, state, seat, legal), Rng(1))
    assert action in legal
    return action


def test_registry_exports_game_agents_and_default() -> None:
    assert set(AGENTS) == {"beginner", "easy", "normal", "hard", "random", "heuristic"}
    assert DEFAULT_AGENT == "normal"
    assert games.get_game("storma") is GAME
    assert games.default_agent("storma") == "normal"


def test_heuristic_defeats_the_target_with_the_cheapest_sure_set() -> None:
    state = position(hands=(["JH", "KH", "10D", "6D", "4D", "9C", "AC", "QD"], ["QS", "JS"]),
                     damage=((), ["10H", "10C"]))  # KS has 10 points left
    assert choose(state) == Attack(cs("10D"))


def test_heuristic_puts_a_mercenary_in_front_of_its_house() -> None:
    state = position(hands=(["JH", "KH", "2D", "3C", "QD", "JC"], ["QS", "JS"]))
    assert choose(state) == Retreat(c("QD"))


def test_heuristic_heals_a_badly_damaged_card_and_removes_the_most_damage() -> None:
    state = position(hands=(["JH", "KH", "9H", "2C"], ["QS", "JS"]), infirmary=("JC", None),
                     damage=(["10C", "9D", "4D", "2S", "AS"], ()))  # QH: 9 points left
    assert choose(state) == Heal("active", c("9H"))
    GAME.apply(state, Heal("active", c("9H")))
    assert choose(state) == RemoveDamage((1,))  # the 9, not 4 + 2 + 1


def test_heuristic_exchanges_dead_cards() -> None:
    # spades can neither attack KS nor heal QH: throw them away
    state = position(hands=(["JH", "KH", "2S", "3S", "4S", "9S"], ["QS", "JS"]))
    assert choose(state) == Exchange(cs("2S", "3S", "4S", "9S"))


def test_heuristic_fills_and_sets_up_with_a_mercenary_first() -> None:
    state = position(hands=(["AD", "2D", "9D"], ["QS", "JS", "QD", "2H"]),
                     damage=((), ["10H", "10C", "9H"]))
    GAME.apply(state, Attack(cs("AD")))
    assert choose(state) == FillActive(c("QD"))
    state = GAME.new_game({}, 2)
    assert isinstance(choose(state), ChooseHouse)
    GAME.apply(state, ChooseHouse(1))
    GAME.apply(state, ChooseHouse(0))
    hand = [x for x in state.hands[0] if x is not None]
    heroes = [x for x in hand if x < 52 and x % 13 >= 10 and x // 13 not in (0, 1)]
    action = choose(state)
    assert isinstance(action, ChooseActive)
    if heroes:
        assert action.card in heroes


def test_random_agent_chooses_a_legal_action() -> None:
    state = position(hands=(["JH", "KH", "2D", "3C", "QD", "JC"], ["QS", "JS"]))
    assert choose(state, "random") in GAME.legal_actions(state)


def test_every_action_type_round_trips_through_json() -> None:
    from engine.storma.actions import ACTION_TYPES

    samples = [ChooseHouse(2), ChooseActive(11), Exchange((1, 2)), Attack((4, 52, 53)),
               Heal("infirmary", 52), RemoveDamage(()), RemoveDamage((0, 3)), Retreat(24),
               FillActive(25), ACTION_TYPES["EndHeal"](), ACTION_TYPES["Pass"]()]
    assert {type(a).__name__ for a in samples} == set(ACTION_TYPES)
    for action in samples:
        assert GAME.decode_action(GAME.encode_action(action)) == action
