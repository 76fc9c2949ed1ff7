"""Fair undo in Storma slottet!: number-card heals and damage picks while the heal goes on.

Positions come from ``storma.positions.position`` (seat 0: hearts house, Active QH; seat 1:
spades house, Active KS); dice are scripted where an action rolls.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.storma import GAME
from engine.storma.actions import (
    Attack,
    ChooseActive,
    ChooseHouse,
    EndHeal,
    Exchange,
    FillActive,
    Heal,
    Pass,
    RemoveDamage,
    Retreat,
)
from engine.storma.state import HEAL, REFILL, SETUP_ACTIVE, TURN

from .storma.positions import c, cs, position
from .undo_check import check_undo, judge, play_random

HAND = ["JH", "KH", "6H", "10H", "2D", "6D", "QD", "JC", "Joker1", "3S"]


def test_a_number_card_heal_and_its_damage_pick_are_reversible_end_heal_is_not() -> None:
    s = position(hands=(HAND, ["QS", "JS"]), damage=(["2C", "4D", "7S"], ()))
    assert judge(GAME, s, Heal("active", c("6H")))  # the value is the rank: no die
    assert s.phase == HEAL
    assert judge(GAME, s, RemoveDamage((0, 1)))
    assert judge(GAME, s, Heal("active", c("10H")))  # a second card continues the move
    assert judge(GAME, s, RemoveDamage(()))  # removing nothing is a pick too
    assert not judge(GAME, s, EndHeal())  # draws to 10, the other seat's turn
    assert s.phase == TURN
    assert s.to_move == 1


def test_a_healer_rolls_and_is_not_reversible_but_the_pick_after_it_is() -> None:
    s = position(hands=(HAND, ["QS", "JS"]), damage=(["9C", "8D"], ()), rolls=[4, 5])
    assert not judge(GAME, s, Heal("active", c("QD")))
    assert s.heal is not None
    assert s.heal.pending == 16
    assert judge(GAME, s, RemoveDamage((0,)))


def test_a_joker_heal_rolls_and_is_not_reversible() -> None:
    s = position(hands=(HAND, ["QS", "JS"]), damage=([("Joker2", 18), "9C"], ()),
                 rolls=[3, 6])
    assert not judge(GAME, s, Heal("active", c("Joker1")))
    assert s.phase == HEAL


def test_a_joker_heal_fumble_ends_the_move_and_is_not_reversible() -> None:
    s = position(hands=(HAND, ["QS", "JS"]), damage=([("Joker2", 18), "9C"], ()),
                 rolls=[0, 0])
    assert not judge(GAME, s, Heal("active", c("Joker1")))
    assert s.phase == REFILL


def test_exchange_attack_and_retreat_end_the_move_and_are_not_reversible() -> None:
    for action in (Exchange(cs("2D", "6D")), Attack(cs("2D", "6D")), Retreat(c("JC"))):
        s = position(hands=(HAND, ["QS", "JS"]))
        assert not judge(GAME, s, action), action
        assert s.to_move == 1


def test_defeat_and_refill_are_not_reversible() -> None:
    s = position(hands=(HAND, ["QS", "JS"]), damage=((), [("Joker2", 18), "8C"]))
    assert not judge(GAME, s, Attack(cs("6D")))  # 32 >= 30: KS falls, seat 1 must refill
    assert s.phase == REFILL
    assert s.refill_seat == 1
    assert not judge(GAME, s, FillActive(c("QS")))


def test_pass_is_not_reversible() -> None:
    s = position(hands=([], ["QS", "JS"]), infirmary=("KH", None))
    assert GAME.legal_actions(s) == [Pass()]
    assert not judge(GAME, s, Pass())


def test_no_set_up_choice_is_reversible() -> None:
    s = GAME.new_game({}, 4)
    assert not judge(GAME, s, ChooseHouse(1))  # the other seat picks next
    assert not judge(GAME, s, ChooseHouse(2))  # shuffles and deals
    assert s.phase == SETUP_ACTIVE
    for _ in range(2):  # face down, then the other seat; the second reveals and rolls
        action = GAME.legal_actions(s)[0]
        assert isinstance(action, ChooseActive)
        assert not judge(GAME, s, action)
    assert s.phase == TURN


def test_a_seeded_game_has_heals_to_take_back() -> None:
    """Some early seeds with random players heal with number cards: fair undo takes each
    heal run back and redo restores it."""
    total = 0
    for seed in range(6):
        actions, steps, fps = play_random("storma", {}, seed)
        total += check_undo("storma", {}, seed, actions, steps, fps)
    assert total > 0


@settings(max_examples=8)
@given(seed=st.integers(0, 10**6), agent=st.sampled_from(["random", "heuristic"]))
def test_undo_then_redo_restores_every_position_of_random_games(seed: int, agent: str) -> None:
    actions, steps, fps = play_random("storma", {}, seed, agent)
    check_undo("storma", {}, seed, actions, steps, fps)
