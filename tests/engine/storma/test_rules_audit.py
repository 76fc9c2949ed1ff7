"""QA audit: one concrete position per sentence of the rules file not already pinned elsewhere.

Each test names the rule it proves.  Dice are always scripted (``rolls=``), never hoped for.
Default position (positions.py): seat 0 holds the hearts house with Active QH (35), seat 1
the spades house with Active KS (30); diamonds and clubs face cards are heroes.
"""

from __future__ import annotations

import pytest

from engine.core import IllegalAction, Rng
from engine.storma import GAME
from engine.storma import cards as cd
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
from engine.storma.checks import is_hero, is_house_card
from engine.storma.dice import ScriptedRng
from engine.storma.moves import best_removal, removal_choices
from engine.storma.state import OVER, REFILL, SETUP_ACTIVE, TURN

from .positions import act, c, cs, position

# ---------------------------------------------------------------------------------------------
# Components and card roles
# ---------------------------------------------------------------------------------------------


def test_deck_has_52_cards_plus_two_jokers_and_face_cards_are_j_q_k_only() -> None:
    assert len(cd.ALL_CARDS) == 54
    assert cd.JOKERS == (52, 53)
    faces = [x for x in cd.ALL_CARDS if cd.is_face(x)]
    assert len(faces) == 12
    assert {cd.rank_of(x) for x in faces} == {11, 12, 13}
    assert not any(cd.is_face(j) or cd.is_number(j) for j in cd.JOKERS)
    assert cd.rank_of(c("AS")) == 1
    assert cd.is_number(c("AS"))
    assert cd.is_number(c("10S"))


@pytest.mark.parametrize(("face", "tough"), [("JD", 25), ("KD", 30), ("QD", 35),
                                              ("JH", 25), ("KH", 30), ("QH", 35)])
def test_toughness_knekt_25_kung_30_dam_35_for_house_members_and_mercenaries(
        face: str, tough: int) -> None:
    assert cd.toughness(c(face)) == tough


def _damage_to(total: int) -> list[str | tuple[str | None, int]]:
    """Damage entries adding up to ``total``: 10H, 10D and a wound or a hearts number card."""
    rest = total - 20
    return ["10H", "10D", (None, rest) if 6 <= rest <= 14 else f"{rest}H"]


@pytest.mark.parametrize("target", ["JC", "KC", "QC", "JS", "KS", "QS"])
@pytest.mark.parametrize("left", [1, 2])
def test_defeated_exactly_when_damage_reaches_toughness(target: str, left: int) -> None:
    """An Ace (1) on a card with 1 point left defeats it; with 2 left it survives at 1."""
    tough = cd.toughness(c(target))
    others = [h for h in ("JS", "KS", "QS") if h != target]
    state = position(hands=(["JH", "KH", "AD"], others), active=("QH", target),
                     damage=((), _damage_to(tough - left)))
    act(state, Attack(cs("AD")))
    if left == 1:
        assert state.trophies[0] == [c(target)]
        assert state.active[1] is None
        assert state.phase == REFILL
    else:
        slot = state.active[1]
        assert slot is not None
        assert slot.card == c(target)
        assert slot.total() == tough - 1
        assert state.trophies[0] == []
        assert state.phase == TURN


def test_heroes_are_face_cards_of_suits_that_are_nobodys_house() -> None:
    state = position()  # houses: hearts (seat 0), spades (seat 1)
    for name in ("JD", "QD", "KD", "JC", "QC", "KC"):
        assert is_hero(state, c(name))
        assert not is_house_card(state, c(name))
    for name in ("JH", "QH", "KH", "JS", "QS", "KS"):
        assert is_house_card(state, c(name))
        assert not is_hero(state, c(name))
    assert not is_hero(state, c("10D"))
    assert not is_hero(state, c("Joker1"))


def test_a_hero_can_be_the_active_card_at_setup_as_a_mercenary() -> None:
    state = GAME.new_game({}, 8)
    GAME.apply(state, ChooseHouse(1))
    GAME.apply(state, ChooseHouse(0))
    qd = c("QD")
    if qd not in state.hands[0]:  # put the hero QD into seat 0's hand for a fixed position
        where = state.hands[1] if qd in state.hands[1] else state.draw
        out = next(x for x in state.hands[0] if x is not None and cd.is_number(x))
        where[where.index(qd)] = out
        state.hands[0][state.hands[0].index(out)] = qd
    assert GAME.audit(state) == []
    assert ChooseActive(qd) in GAME.legal_actions(state)
    GAME.apply(state, ChooseActive(qd))
    state.rng = ScriptedRng([5, 2])
    GAME.apply(state, ChooseActive(c("JS")))
    assert state.active[0] is not None
    assert state.active[0].card == qd
    assert state.phase == TURN
    assert GAME.current_player(state) == 0
    assert GAME.audit(state) == []


def test_a_mercenary_active_card_is_defeated_at_its_own_toughness_and_is_a_trophy() -> None:
    state = position(hands=(["JH", "KH", "10D", "9D", "5D"], ["QS", "JS", "KS"]),
                     active=("QH", "KC"), damage=((), ["5H"]))
    act(state, Attack(cs("10D", "9D", "5D")))  # 5 + 24 = 29 < 30: KC survives
    assert state.active[1] is not None
    assert state.active[1].total() == 29
    state = position(hands=(["JH", "KH", "10D", "9D", "6D"], ["QS", "JS", "KS"]),
                     active=("QH", "KC"), damage=((), ["5H"]))
    act(state, Attack(cs("10D", "9D", "6D")))  # 30: defeated
    assert state.trophies[0] == [c("KC")]
    assert state.phase == REFILL


# ---------------------------------------------------------------------------------------------
# Set-up
# ---------------------------------------------------------------------------------------------


def test_setup_48_cards_shuffled_without_house_cards_and_17_dealt_each() -> None:
    state = GAME.new_game({}, 21)
    GAME.apply(state, ChooseHouse(3))
    assert state.hands == [[], []]  # nothing is dealt before both houses are chosen
    GAME.apply(state, ChooseHouse(1))
    house = {*cd.house_cards(3), *cd.house_cards(1)}
    assert state.phase == SETUP_ACTIVE
    assert GAME.current_player(state) == 0
    assert len(state.draw) == 48 - 34
    assert not house & set(state.draw)
    for seat in (0, 1):
        dealt = [x for x in state.hands[seat] if x not in house]
        assert len(dealt) == 17
        assert len(state.hands[seat]) == 20
    # the deck was shuffled: a different seed deals differently
    other = GAME.new_game({}, 22)
    GAME.apply(other, ChooseHouse(3))
    GAME.apply(other, ChooseHouse(1))
    assert other.hands != state.hands


# ---------------------------------------------------------------------------------------------
# Exchange
# ---------------------------------------------------------------------------------------------


def test_exchange_draws_exactly_as_many_even_above_ten() -> None:
    hand = ["JH", "KH", "2D", "3D", "QD", "4C", "5C", "6C", "7S", "8S", "9S", "Joker1"]
    state = position(hands=(hand, ["QS", "JS"]), draw_top=["AC", "AD", "9H"])
    act(state, Exchange(cs("2D", "3D", "QD")))  # a hero may be exchanged with its suit
    assert len(state.hands[0]) == 12
    assert {c("AC"), c("AD"), c("9H")} <= set(state.hands[0])
    assert {c("2D"), c("3D"), c("QD")} <= set(state.discard)
    assert state.phase == TURN
    assert GAME.current_player(state) == 1


def test_exchange_refuses_a_joker_even_with_cards_of_one_suit() -> None:
    state = position(hands=(["JH", "KH", "2D", "3D", "Joker1"], ["QS", "JS"]))
    with pytest.raises(IllegalAction, match="Jokers have no suit"):
        GAME.apply(state, Exchange(cs("2D", "3D", "Joker1")))
    with pytest.raises(IllegalAction, match="House cards can never be exchanged"):
        GAME.apply(state, Exchange(cs("KH")))


# ---------------------------------------------------------------------------------------------
# Attack
# ---------------------------------------------------------------------------------------------


def test_an_assassin_of_the_targets_suit_is_forbidden_too() -> None:
    # target KC (a clubs mercenary): the clubs hero JC may not attack it; diamonds may
    state = position(hands=(["JH", "KH", "JC", "JD", "5C"], ["QS", "JS", "KS"]),
                     active=("QH", "KC"))
    with pytest.raises(IllegalAction, match="same suit as the target"):
        GAME.apply(state, Attack(cs("JC")))
    with pytest.raises(IllegalAction, match="same suit as the target"):
        GAME.apply(state, Attack(cs("5C")))
    legal = GAME.legal_actions(state)
    assert Attack(cs("JD")) in legal
    assert Attack(cs("JC")) not in legal
    # spades (the defender's house suit) are fine against a clubs mercenary
    state = position(hands=(["JH", "KH", "5S"], ["QS", "JS", "KS"]), active=("QH", "KC"))
    act(state, Attack(cs("5S")))
    assert state.active[1] is not None
    assert state.active[1].damage == [(c("5S"), 5)]


def test_attack_with_both_jokers_only_rolls_two_dice_each_and_sums() -> None:
    state = position(hands=(["JH", "KH", "Joker1", "Joker2"], ["QS", "JS"]),
                     rolls=[0, 7, 9, 9])
    events = act(state, Attack(cs("Joker1", "Joker2")))
    target = state.active[1]
    assert target is not None
    # a single zero is no fumble: 0 + 7 = 7; 9 + 9 = 18
    assert target.damage == [(c("Joker1"), 7), (c("Joker2"), 18)]
    assert [e.to_json()["data"]["dice"] for e in events if e.kind == "dice"] == [[0, 7], [9, 9]]
    assert not any(e.data["fumble"] for e in events if e.kind == "dice")


def test_assassin_die_9_wounds_14_and_one_attack_may_mix_assassins_numbers_and_jokers() -> None:
    state = position(hands=(["JH", "KH", "JD", "QD", "AD", "Joker1"], ["QS", "JS"]),
                     rolls=[1, 2, 9, 3])
    act(state, Attack(cs("JD", "QD", "AD", "Joker1")))
    target = state.active[1]
    assert target is not None
    assert target.damage == [(c("AD"), 1), (c("Joker1"), 3), (None, 14), (None, 8)]
    assert target.total() == 26
    assert {c("JD"), c("QD")} <= set(state.discard)


def test_joker_fumble_deals_nothing_and_only_that_joker_goes_to_the_defender() -> None:
    state = position(hands=(["JH", "KH", "Joker1", "Joker2"], ["QS", "JS"]),
                     rolls=[0, 0, 4, 4])
    act(state, Attack(cs("Joker1", "Joker2")))
    target = state.active[1]
    assert target is not None
    assert target.damage == [(c("Joker2"), 8)]
    assert c("Joker1") in state.hands[1]
    assert c("Joker1") not in state.discard
    assert len(state.hands[1]) == 3
    assert state.known[1] == [c("Joker1")]
    # the defender may use the taken Joker in their own turn
    assert Attack(cs("Joker1")) in GAME.legal_actions(state)


def test_all_fumbles_leave_the_target_without_a_last_attacker() -> None:
    state = position(hands=(["JH", "KH", "JD", "Joker1"], ["QS", "JS"]), rolls=[0, 0, 0])
    act(state, Attack(cs("JD", "Joker1")))
    target = state.active[1]
    assert target is not None
    assert target.damage == []
    assert target.last_attacker is None
    assert state.trophies[1] == [c("JD")]
    assert c("Joker1") in state.hands[1]


def test_two_fumbled_assassins_give_the_defender_two_trophies_and_six_cards() -> None:
    state = position(hands=(["JH", "KH", "JD", "QD", "2D"], ["QS", "JS"]), rolls=[0, 0])
    act(state, Attack(cs("JD", "QD", "2D")))
    assert sorted(state.trophies[1]) == sorted(cs("JD", "QD"))
    assert len(state.hands[1]) == 2 + 6
    assert len(state.hands[0]) == 10


def test_a_kill_with_a_fumbled_assassin_rewards_both_players() -> None:
    # KS has 5 left: 5C kills it while the assassin JC fumbles into seat 1's trophies
    state = position(hands=(["JH", "KH", "5C", "JC", "7D"], ["QS", "JS"]),
                     damage=((), ["10H", "10D", "5H"]), rolls=[0])
    act(state, Attack(cs("5C", "JC")))
    assert state.trophies[0] == [c("KS")]
    assert state.trophies[1] == [c("JC")]
    assert state.phase == REFILL
    act(state, FillActive(c("QS")))
    assert len(state.hands[0]) == 10 + 3  # 2 left -> 10 -> 13
    assert len(state.hands[1]) == 1 + 3  # JS left after filling, +3 for the assassin


def test_overkill_still_defeats_and_wounds_and_jokers_are_discarded_with_the_card() -> None:
    state = position(hands=(["JH", "KH", "10D", "Joker1", "JD"], ["QS", "JS"]),
                     damage=((), [(None, 12), "9H"]), rolls=[9, 9, 9])
    act(state, Attack(cs("10D", "JD", "Joker1")))
    assert state.trophies[0] == [c("KS")]
    assert {c("10D"), c("Joker1"), c("JD"), c("9H")} <= set(state.discard)
    assert c("KS") not in state.discard


# ---------------------------------------------------------------------------------------------
# Heal
# ---------------------------------------------------------------------------------------------


def test_number_card_heals_its_rank_ace_one() -> None:
    state = position(hands=(["JH", "KH", "AH", "2H"], ["QS", "JS"]),
                     damage=([("Joker1", 1), "2C", "AS"], ()))
    act(state, Heal("active", c("AH")))
    assert state.heal is not None
    assert state.heal.pending == 1
    assert GAME.legal_actions(state) == [RemoveDamage(()), RemoveDamage((0,)),
                                         RemoveDamage((2,))]
    act(state, RemoveDamage((0,)))  # the Joker damage card of 1
    assert c("Joker1") in state.discard
    assert c("AH") in state.discard


def test_joker_heal_illegal_at_11_points_remaining_legal_at_10() -> None:
    eleven = position(hands=(["JH", "KH", "Joker1"], ["QS", "JS"]),
                      damage=(["10C", "10D", "4S"], ()))  # 35 - 24 = 11
    with pytest.raises(IllegalAction, match=r"\(11 remain\)"):
        GAME.apply(eleven, Heal("active", c("Joker1")))
    assert not any(isinstance(a, Heal) for a in GAME.legal_actions(eleven))
    ten = position(hands=(["JH", "KH", "Joker1"], ["QS", "JS"]),
                   damage=(["10C", "10D", "5S"], ()), rolls=[0, 6])
    act(ten, Heal("active", c("Joker1")))  # one zero is no fumble: max(0, 6) = 6
    assert ten.heal is not None
    assert ten.heal.pending == 6
    assert c("Joker1") in ten.discard


def test_joker_heal_value_is_the_higher_die_not_the_sum() -> None:
    state = position(hands=(["JH", "KH", "Joker1"], ["QS", "JS"]),
                     damage=(["10C", "10D", "9S", "AS"], ()), rolls=[5, 4])
    act(state, Heal("active", c("Joker1")))
    assert state.heal is not None
    assert state.heal.pending == 5
    with pytest.raises(IllegalAction, match="exceeds the heal value"):
        GAME.apply(state, RemoveDamage((2,)))  # 9 > 5 (the sum would have been 9)


def test_joker_heal_fumble_goes_to_the_last_attacker_with_damage_to_discard() -> None:
    # the Sjukstuga card of seat 1 was last attacked by seat 0; seat 1 heals it with a Joker
    state = position(hands=(["JH", "KH", "2D"], ["QS", "JS", "Joker2"]), infirmary=(None, "QC"),
                     infirmary_damage=((), ["10H", "10D", "9H"]), to_move=1, rolls=[0, 0])
    act(state, Heal("infirmary", c("Joker2")))
    assert state.trophies[0] == [c("QC")]
    assert state.infirmary[1] is None
    assert {c("10H"), c("10D"), c("9H"), c("Joker2")} <= set(state.discard)
    assert state.phase == TURN
    assert GAME.current_player(state) == 0
    assert len(state.hands[0]) == 3 + 3  # the trophy's owner draws 3 though not the mover
    assert len(state.hands[1]) == 10


def test_joker_heal_fumble_on_the_last_house_member_ends_the_game() -> None:
    state = position(hands=(["Joker1", "2D"], ["QS", "JS"]), trophies=(["JH", "KH"], []),
                     damage=(["10C", "10D", "5S"], ()), rest_to="draw", check=False,
                     rolls=[0, 0])
    # JH and KH in seat 0's own trophy pile is synthetic; what counts is "defeated by anyone"
    GAME.apply(state, Heal("active", c("Joker1")))
    assert state.phase == OVER
    assert GAME.result(state).winners == (1,)
    assert state.trophies[1] == [c("QH")]


def test_healer_heals_at_most_25() -> None:
    state = position(hands=(["JH", "KH", "KC"], ["QS", "JS"]),
                     damage=(["10C", "10D", "5S", "AS"], ()), rolls=[9, 9])
    act(state, Heal("active", c("KC")))
    assert state.heal is not None
    assert state.heal.pending == 25
    act(state, RemoveDamage((0, 1, 2)))
    slot = state.active[0]
    assert slot is not None
    assert slot.damage == [(c("AS"), 1)]
    assert c("KC") in state.discard


def test_healer_with_one_zero_is_no_fumble() -> None:
    state = position(hands=(["JH", "KH", "KC"], ["QS", "JS"]),
                     damage=(["10C", "10D"], ()), rolls=[0, 5])
    act(state, Heal("active", c("KC")))
    assert state.heal is not None
    assert state.heal.pending == 12


def test_healer_fumble_adds_exactly_the_damage_to_one_point_and_can_be_healed_later() -> None:
    # JD (a Knekt, 25) with a wound of 6: the fumbled healer KC adds 18, leaving 1
    state = position(hands=(["JH", "KH", "KC", "QC"], ["QS", "JS"]), active=("JD", "KS"),
                     damage=([(None, 6)], ()), rolls=[0, 0, 9, 9])
    act(state, Heal("active", c("KC")))
    slot = state.active[0]
    assert slot is not None
    assert slot.damage == [(None, 6), (c("KC"), 18)]
    assert slot.total() == 24
    assert c("KC") not in state.discard
    # the same move goes on: the next healer removes the fumbled healer (18 <= 25)
    act(state, Heal("active", c("QC")))
    act(state, RemoveDamage((1,)))
    assert slot.damage == [(None, 6)]
    assert {c("KC"), c("QC")} <= set(state.discard)


def test_healer_fumble_on_the_sjukstuga_card() -> None:
    state = position(hands=(["JH", "KH", "KD"], ["QS", "JS"]), infirmary=("QC", None),
                     infirmary_damage=(["4S"], ()), rolls=[0, 0])
    act(state, Heal("infirmary", c("KD")))
    slot = state.infirmary[0]
    assert slot is not None
    assert slot.damage == [(c("4S"), 4), (c("KD"), 30)]
    assert slot.total() == 34
    assert state.active[0] is not None
    assert state.active[0].damage == []


def test_a_hero_never_heals_as_an_assassin_5_plus_1d10() -> None:
    # two dice are rolled (a healer), not one (an assassin): a one-die script runs out
    state = position(hands=(["JH", "KH", "JC"], ["QS", "JS"]), damage=(["9D"], ()),
                     rolls=[3])
    with pytest.raises(AssertionError, match="ran out"):
        GAME.apply(state, Heal("active", c("JC")))


def test_removal_preselection_most_damage_then_fewest_entries() -> None:
    damage: list[tuple[int | None, int]] = [(c("3C"), 3), (c("3D"), 3), (c("6C"), 6)]
    assert best_removal(damage, 6) == (2,)  # 6 removed either way: one card, not two
    assert best_removal(damage, 5) == (0,)
    assert best_removal(damage, 2) == ()
    # every subset with sum <= value is a choice, the empty one included
    assert removal_choices(damage, 6) == [(), (0,), (1,), (2,), (0, 1)]


def test_the_player_may_remove_less_than_possible() -> None:
    state = position(hands=(["JH", "KH", "10H"], ["QS", "JS"]), damage=(["2C", "4D", "7S"], ()))
    act(state, Heal("active", c("10H")))
    act(state, RemoveDamage((2,)))  # only the 7, though 2 + 7 or 4 + ... would fit
    slot = state.active[0]
    assert slot is not None
    assert slot.damage == [(c("2C"), 2), (c("4D"), 4)]
    act(state, EndHeal())
    assert c("7S") in state.discard
    assert c("10H") in state.discard


def test_a_wound_is_healed_like_a_damage_card_and_leaves_nothing_in_the_discard() -> None:
    state = position(hands=(["JH", "KH", "9H"], ["QS", "JS"]), damage=([(None, 9)], ()))
    before = len(state.discard)
    act(state, Heal("active", c("9H")))
    act(state, RemoveDamage((0,)))
    assert state.active[0] is not None
    assert state.active[0].damage == []
    assert len(state.discard) == before + 1  # only the 9H itself


def test_heal_targets_are_always_the_movers_own_cards() -> None:
    state = position(hands=(["JH", "KH", "9S"], ["QS", "JS"]), damage=((), ["9H"]))
    # "active" is always the mover's own card: seat 0's QH is undamaged
    with pytest.raises(IllegalAction, match="no damage to heal"):
        GAME.apply(state, Heal("active", c("9S")))


# ---------------------------------------------------------------------------------------------
# Retreat
# ---------------------------------------------------------------------------------------------


def test_retreat_keeps_damage_and_last_attacker_and_the_card_can_come_back_later() -> None:
    state = position(hands=(["JH", "KH", "KD", "AD"], ["QS", "JS", "10C", "10D"]),
                     damage=(["9C", (None, 7)], ()))
    act(state, Retreat(c("KD")))
    slot = state.infirmary[0]
    assert slot is not None
    assert slot.card == c("QH")
    assert slot.total() == 16
    assert slot.last_attacker == 1
    assert state.active[0] is not None
    assert state.active[0].card == c("KD")
    assert GAME.current_player(state) == 1
    # KD is defeated by seat 1; seat 0 brings QH back from the Sjukstuga with its damage
    state.active[0].damage = [(c("9H"), 9), (c("10H"), 10), (None, 8)]
    state.hands[1] = [x for x in state.hands[1] if x not in (c("9H"), c("10H"))]
    state.draw = [x for x in state.draw if x not in (c("9H"), c("10H"))]
    assert GAME.audit(state) == []
    act(state, Attack(cs("10C")))
    assert state.phase == REFILL
    assert GAME.current_player(state) == 0
    act(state, FillActive(c("QH")))
    assert state.active[0] is not None
    assert state.active[0].total() == 16
    assert state.infirmary[0] is None


def test_retreat_needs_a_face_card_from_hand_not_the_sjukstuga() -> None:
    state = position(hands=(["2H", "3H", "Joker1"], ["QS", "JS"]), infirmary=(None, None))
    # seat 0's house JH and KH are in hand by default: remove them for this check
    state.hands[0] = [x for x in state.hands[0] if x is not None and not cd.is_face(x)]
    state.trophies[1].extend(cs("JH", "KH"))
    assert not any(isinstance(a, Retreat) for a in GAME.legal_actions(state))


# ---------------------------------------------------------------------------------------------
# After the move, drawing, end
# ---------------------------------------------------------------------------------------------


def test_refill_may_take_a_hero_from_hand_during_the_opponents_turn() -> None:
    state = position(hands=(["JH", "KH", "AD"], ["QS", "JS", "KC", "2H"]),
                     damage=((), ["10H", "10C", "9H"]))
    act(state, Attack(cs("AD")))
    assert state.phase == REFILL
    assert GAME.current_player(state) == 1
    assert state.to_move == 0
    legal = GAME.legal_actions(state)
    assert legal == [FillActive(c("JS")), FillActive(c("QS")), FillActive(c("KC"))]
    with pytest.raises(IllegalAction, match="Only a face card"):
        GAME.apply(state, FillActive(c("2H")))
    act(state, FillActive(c("KC")))
    assert state.active[1] is not None
    assert state.active[1].card == c("KC")
    assert GAME.current_player(state) == 1
    assert state.phase == TURN


def test_two_trophies_in_one_move_draw_six_after_the_refill_to_ten() -> None:
    state = position(hands=(["JH", "KH", "5D", "Joker1"], ["QS", "JS"]),
                     damage=((), ["10H", "10C", "5H"]), rolls=[0, 0])
    # the Joker fumbles to seat 1, 5D kills KS: seat 0 has 1 trophy
    act(state, Attack(cs("5D", "Joker1")))
    act(state, FillActive(c("QS")))
    assert len(state.hands[0]) == 13
    assert len(state.hands[1]) == 2


def test_a_reshuffle_inside_the_trophy_draw() -> None:
    state = position(hands=(["JH", "KH", "10D"], ["QS", "JS"]), active=("QH", "JC"),
                     damage=((), ["10H", "5H"]),
                     draw_top=["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"],
                     draw_only=True)
    act(state, Attack(cs("10D")))  # JC defeated: 2 cards left in hand
    events = act(state, FillActive(c("QS")))
    # 8 to reach 10 leaves 1 in the draw pile; the 3 trophy cards need a reshuffle
    kinds = [(e.kind, e.data.get("reason"), e.data.get("count")) for e in events
             if e.kind in ("draw", "reshuffle")]
    assert kinds[0] == ("draw", "refill", 8)
    assert kinds[1][0] == "reshuffle"
    assert kinds[2] == ("draw", "trophy", 3)
    assert len(state.hands[0]) == 13


def test_a_pass_is_no_move_and_draws_no_cards() -> None:
    # seat 0 holds nothing but house cards, its Sjukstuga is full and its Active undamaged
    state = position(hands=(["JH", "KH"], ["QS", "JS", "2D"]), infirmary=("QD", None))
    assert GAME.legal_actions(state) == [Pass()]
    events = act(state, Pass())
    assert len(state.hands[0]) == 2
    assert not any(e.kind == "draw" for e in events)
    assert state.phase == TURN
    assert GAME.current_player(state) == 1
    assert state.passes == 1


def test_after_a_pass_the_opponents_pass_ends_the_game_in_a_draw() -> None:
    state = position(hands=(["JH", "KH"], ["QS", "JS"]), infirmary=("QD", "QC"))
    act(state, Pass())
    act(state, Pass())
    assert state.phase == OVER
    assert state.winner is None
    assert GAME.result(state).winners == (0, 1)


def test_the_house_falls_to_trophies_of_either_player_in_legal_play() -> None:
    # JS died to a Joker-heal fumble (trophy of seat 0 as last attacker), QS to an attack;
    # KS is the last: defeating it wins at once, before any refill or drawing
    state = position(hands=(["JH", "KH", "10D"], ["2H"]), trophies=(["JS", "QS"], []),
                     damage=((), ["10H", "10C"]))
    events = act(state, Attack(cs("10D")))
    assert state.phase == OVER
    assert state.winner == 0
    assert len(state.hands[0]) == 2
    assert not any(e.kind == "draw" for e in events)


def test_game_continues_while_one_house_member_is_left() -> None:
    state = position(hands=(["JH", "KH", "10D"], ["KS", "2H"]), active=("QH", "QS"),
                     trophies=(["JS"], []), damage=((), ["10H", "10C", "5H"]))
    act(state, Attack(cs("10D")))
    assert state.phase == REFILL
    assert state.winner is None
    act(state, FillActive(c("KS")))
    assert state.phase == TURN


# ---------------------------------------------------------------------------------------------
# Information
# ---------------------------------------------------------------------------------------------


def test_view_does_not_carry_the_game_seed() -> None:
    """Rng(seed) plus the public house choices would replay the deal: a leak of both hands."""
    state = GAME.new_game({}, 12345)
    GAME.apply(state, ChooseHouse(0))
    GAME.apply(state, ChooseHouse(1))
    view = GAME.view(state, 0)
    replayed = GAME.new_game({}, view.seed)
    GAME.apply(replayed, ChooseHouse(0))
    GAME.apply(replayed, ChooseHouse(1))
    assert replayed.hands[1] != state.hands[1]
    assert view.seed == GAME.view(GAME.new_game({}, 99), 0).seed
    assert GAME.audit(state) == []


def test_view_of_a_spectator_and_determinize_hide_everything_secret() -> None:
    state = position(hands=(["JH", "KH", "2D", "Joker1"], ["QS", "JS", "7C"]))
    spectator = GAME.view(state, None)
    assert all(x is None for x in spectator.hands[0] + spectator.hands[1] + spectator.draw)
    full = GAME.determinize(GAME.view(state, 1), 1, Rng(3))
    assert full.hands[1] == state.hands[1]
    assert GAME.audit(full) == []
    assert {c("JH"), c("KH")} <= set(full.hands[0])


def test_card_sets_have_no_order_any_spelling_is_the_same_action() -> None:
    assert Attack((c("Joker1"), c("JD"), c("5D"))) == Attack(cs("5D", "JD", "Joker1"))
    assert Exchange([c("6D"), c("2D")]) == Exchange(cs("2D", "6D"))  # type: ignore[arg-type]
    assert RemoveDamage((2, 0)) == RemoveDamage((0, 2))
    state = position(hands=(["JH", "KH", "5D", "Joker1"], ["QS", "JS"]), rolls=[2, 3])
    act(state, Attack((c("Joker1"), c("5D"))))
    assert state.active[1] is not None
    assert state.active[1].total() == 10


def test_listed_sets_are_in_their_one_sorted_spelling() -> None:
    hand = ["JH", "KH", "AD", "5D", "9D", "JD", "QD", "2C", "JC", "Joker1", "Joker2"]
    state = position(hands=(hand, ["QS", "JS"]), damage=(["2S", "4D", "7C"], ()),
                     rolls=[1, 2])
    legal = GAME.legal_actions(state)
    sets = [a for a in legal if isinstance(a, Attack | Exchange)]
    assert len(sets) > 100
    assert all(list(a.cards) == sorted(set(a.cards)) and a == type(a)(a.cards) for a in sets)
    act(state, Heal("active", c("JD")))  # healer: 7 + 1 + 2 = 10
    assert GAME.legal_actions(state) == [RemoveDamage(t) for t in
                                         [(), (0,), (1,), (2,), (0, 1), (0, 2)]]


def test_determinize_during_the_house_choice_deals_nothing() -> None:
    """Before the deal no hand holds cards, not even the first player's chosen house."""
    state = GAME.new_game({}, 5)
    GAME.apply(state, ChooseHouse(2))
    full = GAME.determinize(GAME.view(state, 1), 1, Rng(1))
    assert full.hands == [[], []]
    assert len(full.draw) == 54
    assert GAME.audit(full) == []
    full.hands[0].append(full.draw.pop())
    assert "cards in hand before both houses are chosen" in GAME.audit(full)
