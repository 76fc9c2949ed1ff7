"""Heal: one card at a time, suit rules, Joker and healer dice and fumbles, damage subsets."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.storma import GAME
from engine.storma.actions import EndHeal, FillActive, Heal, RemoveDamage
from engine.storma.moves import best_removal
from engine.storma.state import HEAL, REFILL, TURN

from .positions import act, c, position

# seat 0: hearts house, Active QH (toughness 35)
HAND = ["JH", "KH", "6H", "10H", "2D", "6D", "QD", "JC", "Joker1", "3S"]


def test_seed_example_damage_2_4_7_healed_by_a_6_removes_2_and_4_only() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["2C", "4D", "7S"], ()))
    act(state, Heal("active", c("6H")))
    assert state.phase == HEAL
    assert state.heal is not None
    assert state.heal.pending == 6
    assert GAME.legal_actions(state) == [RemoveDamage(()), RemoveDamage((0,)),
                                         RemoveDamage((1,)), RemoveDamage((0, 1))]
    slot = state.active[0]
    assert slot is not None
    assert best_removal(slot.damage, 6) == (0, 1)
    with pytest.raises(IllegalAction, match=r"exceeds the heal value \(6\)"):
        GAME.apply(state, RemoveDamage((2,)))
    act(state, RemoveDamage((0, 1)))
    assert slot.damage == [(c("7S"), 7)]
    assert {c("6H"), c("2C"), c("4D")} <= set(state.discard)
    assert state.phase == HEAL  # the player may play another healing card or end
    act(state, EndHeal())
    assert state.phase == TURN
    assert GAME.current_player(state) == 1
    assert len(state.hands[0]) == 10


def test_heal_cards_are_played_one_at_a_time_and_need_no_common_suit() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["9C", "8D", ("Joker2", 12)], ()),
                     rolls=[4, 5])
    act(state, Heal("active", c("10H")))
    with pytest.raises(IllegalAction, match="First choose which damage"):
        GAME.apply(state, Heal("active", c("6H")))
    act(state, RemoveDamage((0,)))
    # a healer of another suit continues the same move; its result is seen before the next
    act(state, Heal("active", c("QD")))
    assert state.heal is not None
    assert state.heal.pending == 7 + 9
    act(state, RemoveDamage((1,)))
    slot = state.active[0]
    assert slot is not None
    assert slot.damage == [(c("8D"), 8)]
    assert c("QD") in state.discard
    assert c("Joker2") in state.discard


def test_number_cards_heal_only_their_own_suit_and_house_cards_never_heal() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["9C"], ()))
    with pytest.raises(IllegalAction, match="only cards of their own suit"):
        GAME.apply(state, Heal("active", c("6D")))
    with pytest.raises(IllegalAction, match="House cards cannot heal"):
        GAME.apply(state, Heal("active", c("JH")))
    legal = GAME.legal_actions(state)
    assert Heal("active", c("6H")) in legal
    assert Heal("active", c("6D")) not in legal


def test_joker_heals_only_at_10_or_fewer_points_remaining_with_the_higher_die() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["10C", "10D"], ()))  # 15 remain
    with pytest.raises(IllegalAction, match="10 or fewer points remaining"):
        GAME.apply(state, Heal("active", c("Joker1")))
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["10C", "10D", "5C"], ()),
                     rolls=[3, 8])  # exactly 10 remain
    events = act(state, Heal("active", c("Joker1")))
    assert state.heal is not None
    assert state.heal.pending == 8
    d = next(e.to_json()["data"] for e in events if e.kind == "dice")
    assert d["purpose"] == "joker_heal"
    assert d["dice"] == [3, 8]
    assert not d["fumble"]


def test_joker_heal_fumble_kills_the_target_as_trophy_of_the_last_attacker() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["10C", "10D", "5C"], ()),
                     rolls=[0, 0])
    events = act(state, Heal("active", c("Joker1")))
    assert state.trophies[1] == [c("QH")]
    assert state.active[0] is None
    assert any(e.kind == "dice" and e.data["consequence"] == "target_dies" for e in events)
    assert state.phase == REFILL
    assert GAME.current_player(state) == 0
    act(state, FillActive(c("KH")))
    assert len(state.hands[1]) == 2 + 3
    assert len(state.hands[0]) == 10


def test_joker_heal_fumble_on_a_card_never_attacked_goes_to_the_opponent() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), infirmary=("QC", None),
                     infirmary_damage=(["10S", "10D", "6S"], ()), rolls=[0, 0])
    slot = state.infirmary[0]
    assert slot is not None
    slot.last_attacker = None
    act(state, Heal("infirmary", c("Joker1")))
    assert state.trophies[1] == [c("QC")]
    assert state.infirmary[0] is None
    assert state.phase == TURN  # the Active slot is untouched; the move is over


def test_healer_heals_7_plus_2d10_even_of_the_targets_suit_assassins_cannot_heal() -> None:
    # a diamonds mercenary healed by the diamonds hero JD: healer value, not 5 + 1T10
    state = position(hands=(["JD", "JH", "KH", "QH"], ["QS", "JS"]),
                     active=("QD", "KS"), damage=(["9C"], ()), rolls=[1, 1])
    act(state, Heal("active", c("JD")))
    assert state.heal is not None
    assert state.heal.pending == 9


def test_healer_double_zero_leaves_one_point_and_stays_as_a_damage_card() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["10C", "9C", "5D"], ()),
                     rolls=[0, 0])
    events = act(state, Heal("active", c("QD")))
    slot = state.active[0]
    assert slot is not None
    assert slot.damage[-1] == (c("QD"), 10)
    assert slot.total() == 34
    assert any(e.kind == "dice" and e.data["consequence"] == "one_point_left" for e in events)
    assert state.phase == HEAL
    assert state.heal is not None
    assert state.heal.pending is None
    # the healer can be healed off later like any damage card
    act(state, Heal("active", c("10H")))
    act(state, RemoveDamage((3,)))
    assert c("QD") in state.discard
    assert slot.total() == 24


def test_healer_fumble_at_exactly_one_point_adds_nothing_and_is_discarded() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["10C", "9C", "10D", "5D"], ()),
                     rolls=[0, 0])
    act(state, Heal("active", c("QD")))
    slot = state.active[0]
    assert slot is not None
    assert slot.total() == 34
    assert c("QD") in state.discard


def test_both_active_and_sjukstuga_card_may_be_healed_but_only_one_per_move() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["9C"], ()), infirmary=("QC", None),
                     infirmary_damage=(["4S"], ()))
    legal = GAME.legal_actions(state)
    assert Heal("active", c("6H")) in legal
    assert Heal("infirmary", c("QD")) in legal
    assert Heal("infirmary", c("6H")) not in legal  # hearts cannot heal the clubs Dam
    act(state, Heal("infirmary", c("QD")))
    act(state, RemoveDamage((0,)))
    with pytest.raises(IllegalAction, match="healing the other card"):
        GAME.apply(state, Heal("active", c("6H")))
    with pytest.raises(IllegalAction, match="no damage to heal"):
        GAME.apply(state, Heal("infirmary", c("Joker1")))
    assert GAME.legal_actions(state) == [EndHeal()]


def test_undamaged_cards_cannot_be_healed() -> None:
    state = position(hands=(HAND, ["QS", "JS"]))
    with pytest.raises(IllegalAction, match="no damage to heal"):
        GAME.apply(state, Heal("active", c("6H")))
    with pytest.raises(IllegalAction, match="no card to heal"):
        GAME.apply(state, Heal("infirmary", c("6H")))
    assert not any(isinstance(a, Heal) for a in GAME.legal_actions(state))
