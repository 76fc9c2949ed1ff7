"""One or more concrete positions per guild ability, including the edge cases of the spec."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.riftforce import GAME
from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    ChooseCard,
    ChooseLocation,
    EndPlay,
    PlaceCard,
)

from .helpers import apply_all, card, kinds, position, snapshot

FIRE5, FIRE5B, FIRE6 = card("fire", 5), card("fire", 5, 1), card("fire", 6)
WATER5, WATER5B, WATER6 = card("water", 5), card("water", 5, 1), card("water", 6)
ICE5, ICE5B, ICE6 = card("ice", 5), card("ice", 5, 1), card("ice", 6)
LIGHT5, LIGHT5B, LIGHT7 = card("light", 5), card("light", 5, 1), card("light", 7)
AIR5, AIR5B, AIR6, AIR7 = card("air", 5), card("air", 5, 1), card("air", 6), card("air", 7)
EARTH5, EARTH5B, EARTH5C, EARTH5D = (card("earth", 5, i) for i in range(4))
PLANT5, PLANT5B = card("plant", 5), card("plant", 5, 1)
THUNDER5, THUNDER5B = card("thunderbolt", 5), card("thunderbolt", 5, 1)
FIRE7, WATER7, ICE7 = card("fire", 7), card("water", 7), card("ice", 7)


def activate(st, discard, elemental, by="guild"):
    return apply_all(st, Activate(discard, by), ActivateElemental(elemental))


# -- Fire ---------------------------------------------------------------------------------------


def test_fire_hits_first_enemy_for_3_and_the_ally_directly_behind_for_1() -> None:
    st = position(board={0: {1: [FIRE5, WATER5, ICE5]}, 1: {1: [AIR6, AIR7]}},
                  hands={0: [FIRE5B]})
    activate(st, FIRE5B, FIRE5)
    assert st.damage[AIR6] == 3
    assert st.damage[AIR7] == 0
    assert st.damage[WATER5] == 1
    assert st.damage[ICE5] == 0
    assert st.pending is None
    assert st.to_move == 1


def test_fire_destroying_its_own_ally_scores_for_the_opponent() -> None:
    st = position(board={0: {1: [FIRE5, WATER5]}, 1: {1: [AIR5]}},
                  hands={0: [FIRE5B]}, damage={WATER5: 4, AIR5: 2})
    events = activate(st, FIRE5B, FIRE5)
    assert WATER5 in st.discards[0]
    assert AIR5 in st.discards[1]
    assert st.scores == [1, 1]
    assert {(e["seat"], e["reason"]) for e in kinds(events, "score")} == {
        (0, "destroy"), (1, "destroy")}
    assert st.lines[0][1] == [FIRE5]
    assert st.damage[WATER5] == 0
    assert GAME.audit(st) == []


def test_fire_without_enemy_still_hurts_the_ally_behind_and_without_both_does_nothing() -> None:
    st = position(board={0: {2: [FIRE5, WATER5], 4: [FIRE6]}}, hands={0: [FIRE5B]})
    events = activate(st, FIRE5B, FIRE5)
    assert st.damage[WATER5] == 1
    assert len(kinds(events, "damage")) == 1
    events = GAME.apply(st, ActivateElemental(FIRE6))
    assert kinds(events, "damage") == []  # no enemy, nobody behind: nothing happens


# -- Water --------------------------------------------------------------------------------------


def test_water_chooses_its_direction_after_seeing_the_first_hit() -> None:
    st = position(board={0: {2: [WATER5, FIRE5]}, 1: {2: [AIR5], 1: [AIR6], 3: [AIR7, AIR5B]}},
                  hands={0: [WATER6]})
    activate(st, WATER6, WATER5)
    assert st.damage[AIR5] == 2  # already dealt before the question
    assert st.pending is not None
    assert st.pending.kind == "water_direction"
    assert st.pending.options == (1, 3)
    assert st.pending.card == WATER5
    assert st.to_move == 0
    GAME.apply(st, ChooseLocation(3))
    assert st.lines[0][3] == [WATER5]
    assert st.lines[0][2] == [FIRE5]
    assert st.damage[AIR7] == 1
    assert st.damage[AIR5B] == 0
    assert st.damage[AIR6] == 0


def test_water_at_an_end_location_must_move_to_its_only_neighbour() -> None:
    st = position(board={0: {0: [WATER5]}, 1: {0: [AIR5], 1: [AIR6]}}, hands={0: [WATER6]})
    activate(st, WATER6, WATER5)
    assert st.pending is None  # one possible direction: no question
    assert st.loc_of[WATER5] == 1
    assert st.lines[0][1] == [WATER5]
    assert st.damage[AIR5] == 2
    assert st.damage[AIR6] == 1


def test_water_moves_even_without_enemies() -> None:
    st = position(board={0: {4: [WATER5]}}, hands={0: [WATER6]})
    events = activate(st, WATER6, WATER5)
    assert st.loc_of[WATER5] == 3
    assert kinds(events, "damage") == []


# -- Ice ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("before", "after"), [(0, 1), (1, 5), (3, 7)])
def test_ice_hits_the_last_enemy_4_if_damaged_else_1(before: int, after: int) -> None:
    st = position(board={0: {2: [ICE5]}, 1: {2: [AIR5, AIR7]}}, hands={0: [ICE6]},
                  damage={AIR5: 3, AIR7: before})
    activate(st, ICE6, ICE5)
    assert st.damage[AIR5] == 3  # the first enemy is not the target
    if after >= 7:
        assert AIR7 in st.discards[1]
        assert st.scores[0] == 1
    else:
        assert st.damage[AIR7] == after


def test_ice_without_enemy_does_nothing() -> None:
    st = position(board={0: {2: [ICE5]}, 1: {3: [AIR5]}}, hands={0: [ICE6]})
    events = activate(st, ICE6, ICE5)
    assert kinds(events, "damage") == []
    assert st.to_move == 1


# -- Light --------------------------------------------------------------------------------------


def test_light_heals_any_damaged_ally_anywhere_chosen_after_the_hit() -> None:
    st = position(board={0: {0: [LIGHT5], 4: [FIRE5], 2: [ICE5]}, 1: {0: [AIR5]}},
                  hands={0: [LIGHT7]}, damage={LIGHT5: 1, FIRE5: 3})
    activate(st, LIGHT7, LIGHT5)
    assert st.damage[AIR5] == 2
    assert st.pending is not None
    assert st.pending.kind == "light_heal"
    assert set(st.pending.options) == {LIGHT5, FIRE5}  # undamaged Ice is no option
    with pytest.raises(IllegalAction):
        GAME.apply(st, ChooseCard(ICE5))
    GAME.apply(st, ChooseCard(FIRE5))
    assert st.damage[FIRE5] == 2
    assert st.damage[LIGHT5] == 1
    assert st.pending is None


def test_light_never_heals_below_zero_and_without_damaged_ally_heals_nothing() -> None:
    st = position(board={0: {0: [LIGHT5], 1: [FIRE5]}, 1: {0: [AIR5]}}, hands={0: [LIGHT7]})
    events = activate(st, LIGHT7, LIGHT5)
    assert kinds(events, "heal") == []
    assert st.pending is None
    assert st.damage[LIGHT5] == 0
    assert st.damage[FIRE5] == 0


def test_light_with_one_damaged_ally_heals_it_without_a_question() -> None:
    st = position(board={0: {0: [LIGHT5], 3: [FIRE5]}}, hands={0: [LIGHT7]},
                  damage={FIRE5: 1})
    events = activate(st, LIGHT7, LIGHT5)
    assert st.damage[FIRE5] == 0
    assert kinds(events, "heal")[0]["amount"] == 1


# -- Air ----------------------------------------------------------------------------------------


def test_air_to_an_end_location_hits_two_locations() -> None:
    st = position(board={1: {2: [AIR5]}, 0: {0: [FIRE5, WATER5], 1: [ICE5], 2: [LIGHT5]}},
                  to_move=1, start=1, hands={1: [AIR6]})
    activate(st, AIR6, AIR5)
    assert st.pending is not None
    assert st.pending.kind == "air_destination"
    assert st.pending.options == (0, 1, 3, 4)
    GAME.apply(st, ChooseLocation(0))
    assert st.lines[1][0] == [AIR5]
    assert (st.damage[FIRE5], st.damage[WATER5], st.damage[ICE5], st.damage[LIGHT5]) == (
        1, 0, 1, 0)


def test_air_in_the_middle_hits_three_locations_including_the_one_it_left() -> None:
    st = position(board={1: {0: [AIR5]}, 0: {1: [ICE5], 2: [LIGHT5], 3: [FIRE5]}},
                  to_move=1, start=1, hands={1: [AIR6]})
    activate(st, AIR6, AIR5)
    GAME.apply(st, ChooseLocation(2))
    assert (st.damage[ICE5], st.damage[LIGHT5], st.damage[FIRE5]) == (1, 1, 1)


# -- Earth --------------------------------------------------------------------------------------


def test_three_earths_on_one_location_deal_3_damage_to_each_enemy_there() -> None:
    st = position(board={0: {3: [FIRE7, WATER7, ICE7]}, 1: {3: [AIR5]}},
                  hands={1: [EARTH5, EARTH5B, EARTH5C]}, to_move=1, start=1)
    events = apply_all(st, PlaceCard(EARTH5, 3), PlaceCard(EARTH5B, 3), PlaceCard(EARTH5C, 3))
    assert [st.damage[c] for c in (FIRE7, WATER7, ICE7)] == [3, 3, 3]
    assert len(kinds(events, "damage")) == 9
    assert st.lines[1][3] == [AIR5, EARTH5, EARTH5B, EARTH5C]
    assert st.pending is None
    assert st.to_move == 0


def test_earth_on_play_destroys_as_each_is_placed_and_scores() -> None:
    st = position(board={0: {3: [FIRE5, WATER7]}}, hands={1: [EARTH5, EARTH5B]},
                  damage={FIRE5: 4}, to_move=1, start=1)
    events = GAME.apply(st, PlaceCard(EARTH5, 3))
    assert FIRE5 in st.discards[0]
    assert st.scores[1] == 1
    assert [e["kind"] for e in (ev.to_json() for ev in events)].index("destroy") > 0
    GAME.apply(st, PlaceCard(EARTH5B, 3))
    assert st.damage[WATER7] == 2
    assert GAME.audit(st) == []


def test_earth_on_play_only_at_its_own_location_and_activated_hits_first_enemy_for_2() -> None:
    st = position(board={0: {2: [FIRE5], 3: [WATER5, ICE5]}, 1: {3: [EARTH5]}},
                  hands={1: [EARTH5B, EARTH5C]}, to_move=1, start=1)
    apply_all(st, PlaceCard(EARTH5B, 2), EndPlay())
    assert st.damage[FIRE5] == 1
    assert st.damage[WATER5] == 0
    st.to_move = 1
    activate(st, EARTH5C, EARTH5)
    assert st.damage[WATER5] == 2
    assert st.damage[ICE5] == 0


def test_earth_placed_where_no_enemy_stands_does_nothing() -> None:
    st = position(hands={1: [EARTH5]}, to_move=1, start=1)
    events = GAME.apply(st, PlaceCard(EARTH5, 0))
    assert kinds(events, "damage") == []


# -- Plant --------------------------------------------------------------------------------------


def test_plant_pulls_the_first_enemy_of_the_chosen_adjacent_location() -> None:
    st = position(board={1: {2: [PLANT5]}, 0: {1: [FIRE5], 3: [WATER5, ICE5], 2: [LIGHT5]}},
                  hands={1: [PLANT5B]}, to_move=1, start=1)
    activate(st, PLANT5B, PLANT5)
    assert st.pending is not None
    assert st.pending.kind == "plant_location"
    assert st.pending.options == (1, 3)
    GAME.apply(st, ChooseLocation(3))
    assert st.damage[WATER5] == 2
    assert st.lines[0][2] == [LIGHT5, WATER5]
    assert st.lines[0][3] == [ICE5]


def test_plant_lethal_hit_pulls_then_destroys() -> None:
    st = position(board={1: {0: [PLANT5]}, 0: {1: [FIRE5, WATER5]}},
                  hands={1: [PLANT5B]}, damage={FIRE5: 3}, to_move=1, start=1)
    events = activate(st, PLANT5B, PLANT5)  # end location: the only neighbour is chosen
    names = [e.kind for e in events]
    assert names.index("move") < names.index("destroy")
    moved = kinds(events, "move")[0]
    assert moved == {"card": FIRE5, "seat": 0, "from": 1, "to": 0}
    assert FIRE5 in st.discards[0]
    assert st.lines[0][0] == []
    assert st.lines[0][1] == [WATER5]
    assert st.scores == [0, 1]


def test_plant_choosing_a_location_without_enemy_does_nothing() -> None:
    st = position(board={1: {2: [PLANT5]}, 0: {1: [FIRE5]}}, hands={1: [PLANT5B]},
                  to_move=1, start=1)
    activate(st, PLANT5B, PLANT5)
    events = GAME.apply(st, ChooseLocation(3))
    assert kinds(events, "damage") == []
    assert st.lines[0][1] == [FIRE5]


# -- Thunderbolt --------------------------------------------------------------------------------


def test_thunderbolt_repeats_once_after_a_kill_with_the_target_chosen_after_it() -> None:
    st = position(board={1: {1: [THUNDER5]}, 0: {1: [FIRE5, WATER5, ICE5, LIGHT5]}},
                  hands={1: [THUNDER5B]}, damage={WATER5: 3, ICE5: 3, LIGHT5: 3},
                  to_move=1, start=1)
    activate(st, THUNDER5B, THUNDER5)
    assert st.pending is not None
    assert st.pending.kind == "thunder_target"
    assert st.pending.options == (FIRE5, WATER5, ICE5, LIGHT5)  # any enemy here
    GAME.apply(st, ChooseCard(WATER5))
    assert WATER5 in st.discards[0]
    assert st.scores[1] == 1
    assert st.pending is not None
    assert st.pending.kind == "thunder_repeat"
    assert st.pending.options == (FIRE5, ICE5, LIGHT5)  # the destroyed one is gone
    with pytest.raises(IllegalAction):
        GAME.apply(st, ChooseCard(WATER5))
    GAME.apply(st, ChooseCard(ICE5))
    assert ICE5 in st.discards[0]
    assert st.scores[1] == 2
    assert st.pending is None
    assert st.damage[LIGHT5] == 3


def test_thunderbolt_without_kill_does_not_repeat() -> None:
    st = position(board={1: {1: [THUNDER5]}, 0: {1: [FIRE5, WATER5]}},
                  hands={1: [THUNDER5B]}, to_move=1, start=1)
    activate(st, THUNDER5B, THUNDER5)
    GAME.apply(st, ChooseCard(WATER5))
    assert st.damage[WATER5] == 2
    assert st.damage[FIRE5] == 0
    assert st.pending is None


def test_thunderbolt_repeat_with_no_other_enemy_does_nothing() -> None:
    st = position(board={1: {1: [THUNDER5]}, 0: {1: [FIRE5]}}, hands={1: [THUNDER5B]},
                  damage={FIRE5: 4}, to_move=1, start=1)
    events = activate(st, THUNDER5B, THUNDER5)  # single enemy: no question
    assert FIRE5 in st.discards[0]
    assert len(kinds(events, "damage")) == 1
    assert st.pending is None
    assert st.to_move == 0


def test_thunderbolt_without_enemy_does_nothing() -> None:
    st = position(board={1: {1: [THUNDER5]}, 0: {2: [FIRE5]}}, hands={1: [THUNDER5B]},
                  to_move=1, start=1)
    events = activate(st, THUNDER5B, THUNDER5)
    assert kinds(events, "damage") == []


# -- Shadow and Crystal ------------------------------------------------------------------------

SC = (("shadow", "fire", "water", "ice"), ("crystal", "air", "earth", "plant"))
SHADOW5, SHADOW5B = card("shadow", 5), card("shadow", 5, 1)
CRYSTAL5, CRYSTAL5B, CRYSTAL7 = card("crystal", 5), card("crystal", 5, 1), card("crystal", 7)


def test_shadow_destroying_a_crystal_gains_3_riftforce() -> None:
    st = position(guilds=SC, board={0: {0: [SHADOW5]}, 1: {3: [CRYSTAL5, AIR5]}},
                  hands={0: [SHADOW5B]}, damage={CRYSTAL5: 4})
    activate(st, SHADOW5B, SHADOW5)
    assert st.pending is not None
    assert st.pending.kind == "shadow_destination"
    assert st.pending.options == (1, 2, 3, 4)
    events = GAME.apply(st, ChooseLocation(3))
    assert st.scores == [3, 0]
    assert sorted(e["reason"] for e in kinds(events, "score")) == ["crystal", "destroy",
                                                                    "shadow"]
    assert st.lines[0][3] == [SHADOW5]
    assert st.lines[1][3] == [AIR5]


def test_shadow_without_kill_gains_no_extra_and_may_move_to_an_empty_location() -> None:
    st = position(guilds=SC, board={0: {0: [SHADOW5]}, 1: {3: [AIR6]}}, hands={0: [SHADOW5B]})
    activate(st, SHADOW5B, SHADOW5)
    GAME.apply(st, ChooseLocation(3))
    assert st.damage[AIR6] == 1
    assert st.scores == [0, 0]
    st2 = position(guilds=SC, board={0: {0: [SHADOW5]}}, hands={0: [SHADOW5B]})
    activate(st2, SHADOW5B, SHADOW5)
    events = GAME.apply(st2, ChooseLocation(4))
    assert st2.lines[0][4] == [SHADOW5]
    assert kinds(events, "damage") == []


def test_crystal_hits_first_enemy_for_4_and_gives_an_extra_point_when_destroyed() -> None:
    st = position(guilds=SC, board={1: {2: [CRYSTAL5]}, 0: {2: [FIRE5, WATER5]}},
                  hands={1: [CRYSTAL7]}, to_move=1, start=1)
    activate(st, CRYSTAL7, CRYSTAL5)
    assert st.damage[FIRE5] == 4
    assert st.damage[WATER5] == 0
    # the crystal destroyed by Fire: 1 + 1 for seat 0
    st.to_move = 0
    st.hands[0] = [card("fire", 6)]
    st.lines[0][2] = [FIRE5, WATER5]
    st.damage[CRYSTAL5] = 2
    activate(st, card("fire", 6), FIRE5)
    assert CRYSTAL5 in st.discards[1]
    assert st.scores[0] == 2


def test_crystal_destroyed_by_its_owners_fire_gives_the_opponent_two() -> None:
    guilds = (("air", "earth", "plant", "thunderbolt"), ("fire", "crystal", "water", "ice"))
    st = position(guilds=guilds, board={1: {1: [FIRE5, CRYSTAL5]}}, hands={1: [FIRE6]},
                  damage={CRYSTAL5: 4}, to_move=1, start=1)
    activate(st, FIRE6, FIRE5)
    assert st.scores == [2, 0]


def test_illegal_answers_leave_the_state_unchanged() -> None:
    st = position(board={0: {2: [WATER5]}, 1: {2: [AIR5]}}, hands={0: [WATER6]})
    activate(st, WATER6, WATER5)
    before = snapshot(st)
    for bad in (ChooseLocation(2), ChooseLocation(0), ChooseCard(AIR5), ChooseLocation(9)):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(st, bad)
        assert err.value.text()
        assert snapshot(st) == before


@pytest.mark.parametrize("guild", ["fire", "water", "ice", "light", "air", "earth", "plant",
                                   "thunderbolt", "shadow", "crystal"])
def test_every_ability_without_any_target_resolves_harmlessly(guild: str) -> None:
    others = [g for g in ("fire", "water", "ice", "light", "air", "earth", "plant",
                          "thunderbolt", "shadow", "crystal") if g != guild]
    guilds = ((guild, *others[:3]), tuple(others[3:7]))
    me, discard = card(guild, 5), card(guild, 6)
    st = position(guilds=guilds, board={0: {2: [me]}}, hands={0: [discard]})
    events = activate(st, discard, me)
    while st.pending is not None and st.to_move == 0:
        events += GAME.apply(st, GAME.legal_actions(st)[0])
    assert kinds(events, "damage") == []
    assert st.scores == [0, 0]
    assert st.to_move == 1
    assert GAME.audit(st) == []
