"""Rule-by-rule audit of riftforce.md: one concrete position per sentence not proved elsewhere.

Each test names the rule it proves; the other test modules cover the rest (see the audit
checklist in the QA report).  Positions are built with ``helpers.position``: seat 0 holds
Fire/Water/Ice/Light, seat 1 Air/Earth/Plant/Thunderbolt unless a test says otherwise.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import IllegalAction, Rng
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
)
from engine.riftforce.cards import GUILDS, cards_of, guild_of, number_of

from .helpers import apply_all, card, kinds, position, snapshot

FIRE5, FIRE5B, FIRE6, FIRE7 = card("fire", 5), card("fire", 5, 1), card("fire", 6), card("fire", 7)
WATER5, WATER6, WATER7 = card("water", 5), card("water", 6), card("water", 7)
ICE5, ICE6, ICE7 = card("ice", 5), card("ice", 6), card("ice", 7)
LIGHT5, LIGHT6, LIGHT7 = card("light", 5), card("light", 6), card("light", 7)
AIR5, AIR5B, AIR6, AIR7 = card("air", 5), card("air", 5, 1), card("air", 6), card("air", 7)
EARTH5, EARTH5B, EARTH6, EARTH7 = (card("earth", 5), card("earth", 5, 1), card("earth", 6),
                                   card("earth", 7))
PLANT5, PLANT6, THUNDER5, THUNDER6 = (card("plant", 5), card("plant", 6),
                                      card("thunderbolt", 5), card("thunderbolt", 6))


# -- Set-up ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 17])
def test_draft_one_aside_one_dealt_each_seven_shown_then_a_b_a_b_a_b(seed: int) -> None:
    """Set-up 1: set 1 aside unseen, deal 1 each, 7 face up, start player picks first,
    alternate until each has 4, the last summoner is unused."""
    st = GAME.new_game({}, seed)
    start = st.start_player
    aside = st.set_aside
    assert aside is not None
    assert len(st.draft_pool) == 7
    assert [len(g) for g in st.guilds] == [1, 1]
    assert aside not in st.draft_pool
    assert aside not in st.guilds[0] + st.guilds[1]
    for seat in (0, 1, None):
        assert GAME.view(st, seat).set_aside is None  # unseen by everybody
    order = []
    while st.phase == "draft":
        order.append(st.to_move)
        pool_before = list(st.draft_pool)
        GAME.apply(st, DraftPick(pool_before[-1]))
    assert order == [start, 1 - start, start, 1 - start, start, 1 - start]
    assert [len(g) for g in st.guilds] == [4, 4]
    assert len(st.unused) == 1
    assert st.unused[0] == pool_before[0]
    assert st.set_aside == aside
    for seat in (0, 1):
        v = GAME.view(st, seat)
        assert v.set_aside is None
        assert v.unused == [None]


def test_draft_refuses_the_set_aside_and_the_opponents_guild() -> None:
    st = GAME.new_game({}, 4)
    before = snapshot(st)
    for guild in (st.set_aside, st.guilds[1 - st.to_move][0], st.guilds[st.to_move][0]):
        with pytest.raises(IllegalAction):
            GAME.apply(st, DraftPick(str(guild)))
    assert snapshot(st) == before


def test_free_choice_option_each_seat_picks_four_of_all_ten() -> None:
    """Set-up 1 (option): each seat picks freely; no set-aside, no dealt summoners."""
    st = GAME.new_game({"draft": "free"}, 6)
    assert st.set_aside is None
    assert sorted(st.draft_pool) == sorted(GUILDS)
    assert st.guilds == [[], []]
    assert st.to_move == st.start_player
    order = []
    while st.phase == "draft":
        order.append(st.to_move)
        GAME.apply(st, DraftPick(st.draft_pool[0]))
    assert order == [st.start_player, 1 - st.start_player] * 4
    assert [len(g) for g in st.guilds] == [4, 4]
    assert len(st.unused) == 2
    assert GAME.audit(st) == []


@pytest.mark.parametrize(("seed", "mode"), [(1, "draft"), (2, "draft"), (3, "free")])
def test_decks_of_36_hands_of_7_second_pickers_top_card_at_location_3(seed: int,
                                                                       mode: str) -> None:
    """Set-up 2-4: 36 elementals per seat (four 5s, three 6s, two 7s per guild), 7 in hand,
    the second picker's next card at the middle location, the start player acts first."""
    st = GAME.new_game({"draft": mode}, seed)
    second = 1 - st.start_player
    while st.phase == "draft":
        GAME.apply(st, GAME.legal_actions(st)[0])
    for seat in (0, 1):
        cards = [*st.hands[seat], *st.decks[seat], *(c for ln in st.lines[seat] for c in ln)]
        assert len(cards) == 36
        assert len(set(cards)) == 36
        per_guild = Counter((guild_of(c), number_of(c)) for c in cards if c is not None)
        for g in st.guilds[seat]:
            assert (per_guild[(g, 5)], per_guild[(g, 6)], per_guild[(g, 7)]) == (4, 3, 2)
        assert len(st.hands[seat]) == 7
    assert [len(line) for line in st.lines[second]] == [0, 0, 1, 0, 0]  # location 3 of 1..5
    assert all(not line for line in st.lines[st.start_player])
    assert len(st.decks[second]) == 28
    assert len(st.decks[st.start_player]) == 29
    assert GAME.current_player(st) == st.start_player
    assert st.pending is None


def test_the_free_card_is_the_second_pickers_top_card() -> None:
    """Set-up 2-3: each seat draws its 7 from the top of its shuffled pile, then the second
    picker's next top card goes to the middle location (pile lists end with the top)."""
    st = GAME.new_game({}, 12)
    while len(st.guilds[0]) + len(st.guilds[1]) < 7:
        GAME.apply(st, GAME.legal_actions(st)[0])
    last = GAME.legal_actions(st)[0]
    assert isinstance(last, DraftPick)
    rng = st.rng.copy()
    guilds = [list(g) for g in st.guilds]
    guilds[st.to_move].append(last.guild)
    GAME.apply(st, last)
    piles = {}
    for seat in (st.start_player, 1 - st.start_player):  # the engine shuffles in this order
        pile = [c for g in guilds[seat] for c in cards_of(g)]
        rng.shuffle(pile)
        piles[seat] = pile
    second = 1 - st.start_player
    assert st.hands[st.start_player] == piles[st.start_player][:-8:-1]
    assert st.hands[second] == piles[second][:-8:-1]
    assert st.lines[second][2] == [piles[second][-8]]
    assert st.decks[second] == piles[second][:-8]


# -- A) Play --------------------------------------------------------------------------------------


def test_three_cards_of_one_number_at_one_location_in_the_chosen_order_behind() -> None:
    st = position(board={0: {1: [ICE7]}}, hands={0: [LIGHT5, FIRE5, WATER5, ICE6]})
    apply_all(st, PlaceCard(WATER5, 1), PlaceCard(LIGHT5, 1), PlaceCard(FIRE5, 1))
    assert st.lines[0][1] == [ICE7, WATER5, LIGHT5, FIRE5]
    assert st.hands[0] == [ICE6]
    assert st.pending is None
    assert st.to_move == 1


def test_three_cards_at_three_consecutive_locations_in_any_order() -> None:
    st = position(hands={0: [FIRE5, FIRE6, FIRE7]})
    apply_all(st, PlaceCard(FIRE6, 2), PlaceCard(FIRE5, 3), PlaceCard(FIRE7, 1))
    assert [st.loc_of[c] for c in (FIRE7, FIRE6, FIRE5)] == [1, 2, 3]
    assert st.to_move == 1


@pytest.mark.parametrize(("first", "second", "third"), [(0, 2, None), (0, 1, 3), (4, 3, 1),
                                                        (1, 1, 2), (2, 3, 3)])
def test_non_consecutive_or_mixed_locations_are_refused(first: int, second: int,
                                                        third: int | None) -> None:
    st = position(hands={0: [FIRE5, FIRE6, FIRE7]})
    GAME.apply(st, PlaceCard(FIRE5, first))
    if third is None:
        bad = PlaceCard(FIRE6, second)
    else:
        GAME.apply(st, PlaceCard(FIRE6, second))
        bad = PlaceCard(FIRE7, third)
    assert bad not in GAME.legal_actions(st)
    before = snapshot(st)
    with pytest.raises(IllegalAction):
        GAME.apply(st, bad)
    assert snapshot(st) == before


def test_the_third_card_must_share_with_both_earlier_ones() -> None:
    st = position(hands={0: [FIRE5, WATER5, ICE5, FIRE6]})
    apply_all(st, PlaceCard(FIRE5, 0), PlaceCard(WATER5, 0))  # a shared number: 5
    assert st.pending is not None
    assert set(st.pending.options) == {ICE5}
    with pytest.raises(IllegalAction, match="share"):
        GAME.apply(st, PlaceCard(FIRE6, 0))  # shares the guild with only one of them
    GAME.apply(st, PlaceCard(ICE5, 0))
    assert st.lines[0][0] == [FIRE5, WATER5, ICE5]


def test_end_play_after_one_or_two_cards_and_the_turn_passes() -> None:
    st = position(hands={0: [FIRE5, FIRE6, FIRE7]})
    apply_all(st, PlaceCard(FIRE5, 4), PlaceCard(FIRE6, 3), EndPlay())
    assert st.hands[0] == [FIRE7]
    assert st.to_move == 1
    assert st.turns == [1, 0]


EARTHY = (("air", "earth", "plant", "thunderbolt"), ("fire", "water", "ice", "light"))


def test_earth_on_play_fires_per_earth_as_placed_only_at_its_location() -> None:
    """Play: Earth's on-play effect fires as each Earth is placed (1 damage to each enemy
    at the location where it was placed); other cards of the same Play do nothing."""
    st = position(guilds=EARTHY,
                  board={1: {1: [FIRE7, WATER7], 2: [ICE7, LIGHT7], 3: [FIRE6]}},
                  hands={0: [EARTH5, AIR5, PLANT5]})
    GAME.apply(st, PlaceCard(AIR5, 1))  # not an Earth: no damage
    assert st.damage[FIRE7] == 0
    events = GAME.apply(st, PlaceCard(EARTH5, 2))
    assert [st.damage[c] for c in (ICE7, LIGHT7)] == [1, 1]
    assert [st.damage[c] for c in (FIRE7, WATER7, FIRE6)] == [0, 0, 0]
    assert len(kinds(events, "damage")) == 2
    GAME.apply(st, PlaceCard(PLANT5, 3))
    assert st.damage[FIRE6] == 0
    assert st.to_move == 1


def test_three_earths_at_one_location_deal_three_damage_to_each_enemy() -> None:
    st = position(guilds=EARTHY, board={1: {0: [FIRE7, WATER7, ICE6]}},
                  hands={0: [EARTH5, EARTH6, EARTH7]})
    apply_all(st, PlaceCard(EARTH5, 0), PlaceCard(EARTH6, 0))
    assert [st.damage[c] for c in (FIRE7, WATER7, ICE6)] == [2, 2, 2]  # after two Earths
    GAME.apply(st, PlaceCard(EARTH7, 0))
    assert [st.damage[c] for c in (FIRE7, WATER7, ICE6)] == [3, 3, 3]


# -- B) Activate ----------------------------------------------------------------------------------


def test_activate_discards_face_up_then_each_elemental_resolves_and_is_swept_first() -> None:
    """Activate: the discard goes face up on the discard pile; an elemental's ability
    resolves fully, destroyed elementals are removed, then the next is chosen: the second
    Fire at the same location meets the enemy behind the one the first Fire destroyed."""
    st = position(board={0: {2: [FIRE5, FIRE6]}, 1: {2: [AIR5, AIR7]}},
                  hands={0: [FIRE7]}, damage={AIR5: 2})
    GAME.apply(st, Activate(FIRE7, "guild"))
    assert st.discards[0][-1] == FIRE7
    assert GAME.view(st, 1).discards[0][-1] == FIRE7
    GAME.apply(st, ActivateElemental(FIRE5))
    assert AIR5 in st.discards[1]
    assert st.lines[1][2] == [AIR7]
    assert st.scores == [1, 0]
    assert st.damage[FIRE6] == 1  # the Fire's ally directly behind
    GAME.apply(st, ActivateElemental(FIRE6))
    assert st.damage[AIR7] == 3


def test_activate_by_number_across_locations_at_most_three_each_once() -> None:
    st = position(board={0: {0: [FIRE6], 1: [WATER6], 3: [ICE6], 4: [LIGHT6, FIRE5]}},
                  hands={0: [WATER7, LIGHT7, ICE5]})
    assert Activate(ICE5, "number") in GAME.legal_actions(st)  # Fire 5 is a 5
    assert Activate(WATER7, "number") not in GAME.legal_actions(st)  # no 7 on the board
    GAME.apply(st, Activate(LIGHT7, "guild"))
    assert st.pending is not None
    assert st.pending.options == (LIGHT6,)
    st2 = position(board={0: {0: [FIRE6], 1: [WATER6], 3: [ICE6], 4: [LIGHT6, FIRE5]}},
                   hands={0: [card("fire", 6, 1)]})
    GAME.apply(st2, Activate(card("fire", 6, 1), "number"))
    assert st2.pending is not None
    assert set(st2.pending.options) == {FIRE6, WATER6, ICE6,
                                                                     LIGHT6}
    apply_all(st2, ActivateElemental(ICE6), ActivateElemental(FIRE6))
    assert set(st2.pending.options) == {WATER6, LIGHT6}  # type: ignore[union-attr]
    GAME.apply(st2, ActivateElemental(LIGHT6))
    assert st2.pending is None
    assert st2.to_move == 1


def test_activate_illegal_when_nothing_matches_in_the_chosen_mode() -> None:
    st = position(board={0: {2: [FIRE5]}}, hands={0: [WATER6]})
    assert [a for a in GAME.legal_actions(st) if isinstance(a, Activate)] == []
    for by in ("guild", "number"):
        with pytest.raises(IllegalAction):
            GAME.apply(st, Activate(WATER6, by))


# -- C) Check & Draw ------------------------------------------------------------------------------


def test_check_and_draw_with_six_cards_draws_one_and_scores_control() -> None:
    hand = [FIRE5, FIRE6, FIRE7, WATER5, WATER6, WATER7]
    st = position(board={0: {0: [ICE5], 2: [ICE6], 3: [LIGHT5]}, 1: {2: [AIR5], 4: [AIR6]}},
                  hands={0: hand}, scores=(2, 0))
    top = st.decks[0][-1]
    events = GAME.apply(st, CheckAndDraw())
    assert st.scores == [4, 0]  # locations 1 and 4 (0 and 3 here); 3 is contested
    assert kinds(events, "check")[0]["locations"] == [0, 3]
    assert st.hands[0] == [*hand, top]
    assert st.to_move == 1


def test_check_and_draw_reshuffles_only_the_own_discard_and_stops_when_both_are_empty() -> None:
    st = position(hands={0: [FIRE5]}, discards={0: [FIRE6], 1: [AIR5]},
                  decks={0: [WATER5]})
    GAME.apply(st, CheckAndDraw())
    assert sorted(st.hands[0]) == sorted([FIRE5, WATER5, FIRE6])  # type: ignore[type-var]
    assert st.discards[1] == [AIR5]
    assert st.decks[0] == []
    assert st.discards[0] == []


def test_empty_hand_only_check_and_draw_even_with_elementals_on_the_board() -> None:
    st = position(board={0: {0: [FIRE5], 1: [WATER5]}, 1: {0: [AIR5]}}, hands={0: []})
    assert GAME.legal_actions(st) == [CheckAndDraw()]
    for bad in (PlaceCard(FIRE6, 0), Activate(FIRE6, "guild")):
        with pytest.raises(IllegalAction):
            GAME.apply(st, bad)


# -- Damage and destruction -----------------------------------------------------------------------


def test_destroyed_exactly_at_its_number_excess_lost_owner_discard_opponent_scores() -> None:
    st = position(board={0: {2: [FIRE5]}, 1: {2: [AIR6]}}, hands={0: [FIRE6]},
                  damage={AIR6: 3})
    apply_all(st, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))  # 3 + 3 = 6
    assert st.discards[1] == [AIR6]
    assert st.damage[AIR6] == 0
    assert st.loc_of[AIR6] == -1
    assert st.scores == [1, 0]
    st2 = position(board={0: {2: [FIRE5]}, 1: {2: [AIR7]}}, hands={0: [FIRE6]},
                   damage={AIR7: 3})
    apply_all(st2, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))  # 6 < 7
    assert st2.lines[1][2] == [AIR7]
    assert st2.damage[AIR7] == 6
    assert st2.scores == [0, 0]


def test_excess_damage_is_lost_and_the_card_returns_fresh_from_the_discard() -> None:
    st = position(board={0: {2: [FIRE5]}, 1: {2: [AIR5]}}, hands={0: [FIRE6], 1: []},
                  damage={AIR5: 4}, decks={1: []})
    apply_all(st, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))  # 4 + 3 = 7 on a 5
    assert st.scores == [1, 0]
    assert st.damage[AIR5] == 0
    assert st.discards[1] == [AIR5]
    GAME.apply(st, CheckAndDraw())  # seat 1 reshuffles the Air back into its hand
    assert st.hands[1] == [AIR5]
    GAME.apply(st, CheckAndDraw())
    GAME.apply(st, PlaceCard(AIR5, 4))
    assert st.damage[AIR5] == 0
    assert st.lines[1][4] == [AIR5]


def test_light_heals_one_never_below_zero_itself_or_any_ally_anywhere() -> None:
    st = position(board={0: {0: [LIGHT5], 4: [ICE6]}, 1: {0: [AIR7]}}, hands={0: [LIGHT6]},
                  damage={LIGHT5: 2, ICE6: 1})
    apply_all(st, Activate(LIGHT6, "guild"), ActivateElemental(LIGHT5))
    assert st.damage[AIR7] == 2
    assert st.pending is not None
    assert set(st.pending.options) == {LIGHT5, ICE6}
    GAME.apply(st, ChooseCard(LIGHT5))  # heals itself
    assert st.damage[LIGHT5] == 1
    assert st.damage[ICE6] == 1
    st2 = position(board={0: {0: [LIGHT5], 4: [ICE6]}, 1: {0: [AIR7]}}, hands={0: [LIGHT6]},
                   damage={LIGHT5: 2, ICE6: 1})
    apply_all(st2, Activate(LIGHT6, "guild"), ActivateElemental(LIGHT5), ChooseCard(ICE6))
    assert st2.damage[ICE6] == 0
    assert st2.damage[LIGHT5] == 2


def test_moved_cards_join_the_back_and_lines_close_their_gaps() -> None:
    st = position(board={0: {1: [FIRE5, WATER5, ICE5], 2: [LIGHT5, FIRE6]}, 1: {2: [AIR7]}},
                  hands={0: [WATER6]})
    apply_all(st, Activate(WATER6, "guild"), ActivateElemental(WATER5), ChooseLocation(2))
    assert st.lines[0][1] == [FIRE5, ICE5]
    assert st.lines[0][2] == [LIGHT5, FIRE6, WATER5]
    assert st.damage[AIR7] == 1


# -- Guild abilities: the remaining edge cases ---------------------------------------------------


def test_fire_hurts_only_the_ally_directly_behind_not_the_one_in_front() -> None:
    st = position(board={0: {3: [WATER5, FIRE5, ICE5, LIGHT5]}, 1: {3: [AIR7]}},
                  hands={0: [FIRE6]})
    apply_all(st, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))
    assert [st.damage[c] for c in (WATER5, ICE5, LIGHT5, AIR7)] == [0, 1, 0, 3]


def test_fire_at_the_back_hurts_no_ally() -> None:
    st = position(board={0: {3: [WATER5, FIRE5]}, 1: {3: [AIR7]}}, hands={0: [FIRE6]})
    apply_all(st, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))
    assert st.damage[WATER5] == 0
    assert st.damage[AIR7] == 3


def test_ice_alone_enemy_is_both_first_and_last() -> None:
    st = position(board={0: {1: [ICE5]}, 1: {1: [AIR7]}}, hands={0: [ICE6]}, damage={AIR7: 1})
    apply_all(st, Activate(ICE6, "guild"), ActivateElemental(ICE5))
    assert st.damage[AIR7] == 5


def test_ice_hits_the_last_enemy_not_a_damaged_front_one() -> None:
    st = position(board={0: {1: [ICE5]}, 1: {1: [AIR7, AIR6]}}, hands={0: [ICE6]},
                  damage={AIR7: 2})
    apply_all(st, Activate(ICE6, "guild"), ActivateElemental(ICE5))
    assert st.damage[AIR7] == 2
    assert st.damage[AIR6] == 1


def test_water_in_the_middle_may_go_either_way_and_hits_only_the_first_there() -> None:
    st = position(board={0: {2: [WATER5]}, 1: {1: [AIR5, AIR6], 2: [AIR7], 3: [EARTH5]}},
                  hands={0: [WATER6]})
    apply_all(st, Activate(WATER6, "guild"), ActivateElemental(WATER5))
    assert st.pending is not None
    assert st.pending.options == (1, 3)
    GAME.apply(st, ChooseLocation(1))
    assert st.damage[AIR7] == 2
    assert st.damage[AIR5] == 1
    assert st.damage[AIR6] == 0
    assert st.damage[EARTH5] == 0
    assert st.loc_of[WATER5] == 1


def test_air_any_other_location_first_enemy_there_and_next_door() -> None:
    st = position(guilds=EARTHY, board={0: {4: [AIR5]},
                                        1: {0: [FIRE5], 1: [FIRE6, WATER5], 2: [ICE5],
                                            3: [LIGHT5], 4: [WATER6]}},
                  hands={0: [AIR6]})
    apply_all(st, Activate(AIR6, "guild"), ActivateElemental(AIR5))
    assert st.pending is not None
    assert st.pending.options == (0, 1, 2, 3)
    GAME.apply(st, ChooseLocation(1))
    assert [st.damage[c] for c in (FIRE5, FIRE6, WATER5, ICE5, LIGHT5, WATER6)] == [
        1, 1, 0, 1, 0, 0]
    assert st.lines[0][1] == [AIR5]


def test_air_to_the_last_location_hits_only_two_locations() -> None:
    st = position(guilds=EARTHY, board={0: {0: [AIR5]},
                                        1: {2: [ICE5], 3: [LIGHT5], 4: [WATER6]}},
                  hands={0: [AIR6]})
    events = apply_all(st, Activate(AIR6, "guild"), ActivateElemental(AIR5),
                       ChooseLocation(4))
    assert [st.damage[c] for c in (ICE5, LIGHT5, WATER6)] == [0, 1, 1]
    assert len(kinds(events, "damage")) == 2


def test_earth_activated_deals_2_to_the_first_enemy_only() -> None:
    st = position(guilds=EARTHY, board={0: {2: [EARTH5]}, 1: {2: [FIRE7, WATER7]}},
                  hands={0: [EARTH6]})
    apply_all(st, Activate(EARTH6, "guild"), ActivateElemental(EARTH5))
    assert st.damage[FIRE7] == 2
    assert st.damage[WATER7] == 0


def test_plant_pulls_to_the_back_of_the_enemy_line_at_the_plants_location() -> None:
    st = position(guilds=EARTHY, board={0: {2: [PLANT5]},
                                        1: {2: [FIRE7], 1: [WATER7, ICE5]}},
                  hands={0: [PLANT6]})
    apply_all(st, Activate(PLANT6, "guild"), ActivateElemental(PLANT5), ChooseLocation(1))
    assert st.lines[1][2] == [FIRE7, WATER7]
    assert st.lines[1][1] == [ICE5]
    assert st.damage[WATER7] == 2
    assert st.damage[FIRE7] == 0
    assert st.lines[0][2] == [PLANT5]  # the Plant stays


def test_plant_lethal_pull_destroys_at_the_end_and_scores_at_the_plants_location() -> None:
    st = position(guilds=EARTHY, board={0: {2: [PLANT5]}, 1: {3: [FIRE5, WATER5]}},
                  hands={0: [PLANT6]}, damage={FIRE5: 4})
    events = apply_all(st, Activate(PLANT6, "guild"), ActivateElemental(PLANT5),
                       ChooseLocation(3))
    assert kinds(events, "destroy") == [{"card": FIRE5, "seat": 1, "location": 2}]
    assert st.scores == [1, 0]
    assert st.lines[1][3] == [WATER5]
    assert st.lines[1][2] == []


def test_thunderbolt_any_enemy_here_and_the_repeat_kill_scores_too() -> None:
    st = position(guilds=EARTHY, board={0: {1: [THUNDER5]}, 1: {1: [FIRE7, WATER5, ICE6]}},
                  hands={0: [THUNDER6]}, damage={WATER5: 3, ICE6: 4})
    apply_all(st, Activate(THUNDER6, "guild"), ActivateElemental(THUNDER5))
    GAME.apply(st, ChooseCard(ICE6))  # the back one
    assert st.lines[1][1] == [FIRE7, WATER5]
    assert st.scores == [1, 0]
    assert st.pending is not None
    assert st.pending.kind == "thunder_repeat"
    GAME.apply(st, ChooseCard(WATER5))
    assert st.scores == [2, 0]
    assert st.lines[1][1] == [FIRE7]
    assert st.pending is None


def test_thunderbolt_non_lethal_first_hit_means_no_repeat_even_with_many_enemies() -> None:
    st = position(guilds=EARTHY, board={0: {1: [THUNDER5]}, 1: {1: [FIRE7, WATER5]}},
                  hands={0: [THUNDER6]}, damage={WATER5: 4})
    apply_all(st, Activate(THUNDER6, "guild"), ActivateElemental(THUNDER5), ChooseCard(FIRE7))
    assert st.damage[FIRE7] == 2
    assert st.damage[WATER5] == 4
    assert st.to_move == 1


SHADOWY = (("shadow", "fire", "water", "ice"), ("crystal", "air", "earth", "plant"))
SHADOW5, SHADOW6 = card("shadow", 5), card("shadow", 6)
CRYSTAL5, CRYSTAL6 = card("crystal", 5), card("crystal", 6)


def test_shadow_kill_of_a_plain_elemental_is_worth_two() -> None:
    st = position(guilds=SHADOWY, board={0: {0: [SHADOW5]}, 1: {4: [AIR5, CRYSTAL6]}},
                  hands={0: [SHADOW6]}, damage={AIR5: 4})
    apply_all(st, Activate(SHADOW6, "guild"), ActivateElemental(SHADOW5), ChooseLocation(4))
    assert st.scores == [2, 0]
    assert st.lines[1][4] == [CRYSTAL6]
    assert st.damage[CRYSTAL6] == 0  # only the first enemy is hit


def test_shadow_hit_that_does_not_destroy_earns_no_extra_later() -> None:
    """Shadow's extra point belongs to its own hit; a later kill of that enemy by another
    elemental in the same Activate gives just the normal point."""
    st = position(guilds=SHADOWY, board={0: {0: [SHADOW5], 3: [FIRE5]}, 1: {3: [AIR6]}},
                  hands={0: [card("fire", 5, 1)]}, damage={AIR6: 2})
    apply_all(st, Activate(card("fire", 5, 1), "number"), ActivateElemental(SHADOW5),
              ChooseLocation(3))
    assert st.damage[AIR6] == 3
    assert st.scores == [0, 0]
    GAME.apply(st, ActivateElemental(FIRE5))
    assert AIR6 in st.discards[1]
    assert st.scores == [1, 0]


def test_shadow_destroying_a_crystal_is_three_riftforce() -> None:
    st = position(guilds=SHADOWY, board={0: {0: [SHADOW5]}, 1: {1: [CRYSTAL5]}},
                  hands={0: [SHADOW6]}, damage={CRYSTAL5: 4})
    apply_all(st, Activate(SHADOW6, "guild"), ActivateElemental(SHADOW5), ChooseLocation(1))
    assert st.scores == [3, 0]


def test_crystal_4_damage_to_the_first_enemy_and_plus_one_when_destroyed_by_earth() -> None:
    st = position(guilds=(("crystal", "fire", "water", "ice"),
                          ("air", "earth", "plant", "thunderbolt")),
                  board={0: {2: [CRYSTAL5]}, 1: {2: [AIR7, AIR6]}}, hands={0: [CRYSTAL6]})
    apply_all(st, Activate(CRYSTAL6, "guild"), ActivateElemental(CRYSTAL5))
    assert st.damage[AIR7] == 4
    assert st.damage[AIR6] == 0
    st.damage[CRYSTAL5] = 4
    st.hands[1] = [EARTH5]
    GAME.apply(st, PlaceCard(EARTH5, 2))  # on-play destroys the Crystal: 1 + 1
    assert st.scores == [0, 2]
    assert CRYSTAL5 in st.discards[0]


# -- The end --------------------------------------------------------------------------------------


def test_no_end_below_12_and_the_round_goes_on() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {4: [AIR5]}}, hands={0: [FIRE6], 1: [AIR6]},
                  scores=(10, 11))
    apply_all(st, CheckAndDraw(), PlaceCard(AIR6, 3))
    assert st.scores == [11, 11]
    assert not GAME.is_over(st)
    assert st.to_move == 0


def test_start_player_reaches_12_second_overtakes_in_the_last_action() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {2: [AIR5], 3: [AIR6], 4: [AIR7]}},
                  hands={0: [FIRE6], 1: [EARTH5]}, scores=(11, 10))
    GAME.apply(st, CheckAndDraw())
    assert st.scores == [12, 10]
    assert not GAME.is_over(st)
    GAME.apply(st, CheckAndDraw())  # three locations: 13
    assert GAME.is_over(st)
    assert st.scores == [12, 13]
    assert GAME.result(st).winners == (1,)


def test_start_players_12_then_the_second_players_last_action_ties_it() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {3: [AIR6], 4: [AIR7]}},
                  hands={0: [FIRE6, FIRE7], 1: [EARTH5, EARTH6]}, decks={0: []},
                  scores=(11, 10))
    GAME.apply(st, CheckAndDraw())
    events = GAME.apply(st, CheckAndDraw())
    assert st.scores == [12, 12]
    assert not GAME.is_over(st)
    assert kinds(events, "tiebreak")
    assert st.to_move == 0  # the start player's extra action comes first
    GAME.apply(st, CheckAndDraw())
    assert st.scores == [13, 12]
    assert not GAME.is_over(st)
    apply_all(st, PlaceCard(EARTH5, 0), EndPlay())  # contests location 1, scores nothing
    assert GAME.is_over(st)
    assert GAME.result(st).winners == (0,)


def test_second_player_reaches_12_during_the_start_players_action_plays_on_once() -> None:
    """The 12th point of the second player comes from the start player's own Fire: the
    second player still takes one more action, then the game ends."""
    st = position(board={0: {1: [FIRE5, ICE5]}, 1: {1: [AIR7]}},
                  hands={0: [FIRE6], 1: [AIR5]}, damage={ICE5: 4}, scores=(3, 11))
    apply_all(st, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))
    assert st.scores == [3, 12]
    assert GAME.current_player(st) == 1
    assert not GAME.is_over(st)
    GAME.apply(st, PlaceCard(AIR5, 4))
    assert GAME.is_over(st)
    assert GAME.result(st).winners == (1,)


def test_stalled_decision_ends_after_the_pair_in_which_the_last_card_was_played() -> None:
    """Decision as written: a full pair, no score changed, and (at its end) nobody has a card
    in hand, draw pile or discard pile: a draw."""
    st = position(board={0: {0: [FIRE5]}, 1: {0: [AIR5]}}, hands={0: [FIRE6], 1: []},
                  decks={0: [], 1: []}, scores=(12, 12))
    st.tiebreak = True
    GAME.apply(st, PlaceCard(FIRE6, 0))
    events = GAME.apply(st, CheckAndDraw())
    assert GAME.is_over(st)
    assert GAME.result(st).is_draw
    assert kinds(events, "game_over")[0]["reason"] == "stalled"


def test_no_stalled_draw_while_a_discard_pile_holds_a_card_or_a_score_changed() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {0: [AIR5]}}, hands={0: [FIRE6], 1: []},
                  decks={0: [], 1: []}, discards={1: [AIR6]}, scores=(12, 12))
    st.tiebreak = True
    apply_all(st, PlaceCard(FIRE6, 0), CheckAndDraw())
    assert not GAME.is_over(st)  # seat 1 drew its Air from the reshuffled discard pile
    st2 = position(board={0: {0: [FIRE5], 2: [FIRE6]}, 1: {0: [AIR5], 4: [AIR6]}},
                   hands={0: [], 1: []}, decks={0: [], 1: []}, scores=(11, 11))
    apply_all(st2, CheckAndDraw(), CheckAndDraw())  # each controls one location: 12 : 12
    assert st2.scores == [12, 12]
    # beyond the file: a frozen board with equal control would tie forever -> a draw
    assert GAME.is_over(st2)
    assert GAME.result(st2).is_draw


def test_stalled_decision_needs_a_full_pair_from_the_start_player() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {0: [AIR5]}}, hands={0: [], 1: []},
                  decks={0: [], 1: []}, scores=(12, 12), to_move=1)
    st.tiebreak = True
    GAME.apply(st, CheckAndDraw())  # the second half of a pair that was not seen
    assert not GAME.is_over(st)
    apply_all(st, CheckAndDraw(), CheckAndDraw())
    assert GAME.is_over(st)
    assert GAME.result(st).is_draw


def test_below_12_a_frozen_board_with_control_plays_on_to_12() -> None:
    """Beyond the file: the below-12 stall only ends a game in which nothing can change."""
    st = position(board={0: {0: [FIRE5]}, 1: {0: [AIR5]}}, hands={0: [FIRE6], 1: []},
                  decks={0: [], 1: []}, scores=(10, 9))
    apply_all(st, PlaceCard(FIRE6, 3), CheckAndDraw())  # seat 0 now controls location 4
    assert not GAME.is_over(st)
    apply_all(st, CheckAndDraw(), CheckAndDraw())
    assert st.scores == [11, 9]
    assert not GAME.is_over(st)
    apply_all(st, CheckAndDraw(), CheckAndDraw())
    assert GAME.is_over(st)
    assert st.end_reason == "riftforce"
    assert st.scores == [12, 9]


# -- Information ----------------------------------------------------------------------------------


def test_a_view_does_not_depend_on_what_its_seat_cannot_see() -> None:
    """Two states that differ only in hidden cards (the opponent's hand, every draw pile
    order, discards below the top, the set-aside and unused summoners) look the same."""
    st = GAME.new_game({}, 21)
    rng = Rng(4)
    for _ in range(60):
        GAME.apply(st, rng.choice(GAME.legal_actions(st)))
    for seat in (0, 1):
        v = GAME.view(st, seat)
        for k in range(3):
            other = GAME.determinize(v, seat, Rng(k))
            assert GAME.audit(other) == []
            assert snapshot(GAME.view(other, seat)) == snapshot(v)


def test_draw_events_are_marked_hidden_and_nothing_else_names_a_hidden_card() -> None:
    st = position(board={0: {0: [FIRE5]}}, hands={0: [FIRE6]}, discards={0: [WATER5]},
                  decks={0: [ICE5]})
    events = GAME.apply(st, CheckAndDraw())
    for e in events:
        if e.kind == "draw":
            assert e.data["hidden"] is True
        else:
            assert "card" not in e.data


def test_determinize_during_a_play_deals_the_mover_a_card_that_may_follow() -> None:
    """A Play still in progress shows that the mover holds a card that may follow; every
    sample keeps that true, even when the only such card was re-dealt below the discard top."""
    st = position(hands={0: [FIRE5, FIRE6, ICE6]}, decks={0: []},
                  discards={0: [LIGHT7, WATER7]})
    GAME.apply(st, PlaceCard(FIRE5, 2))
    assert st.pending is not None
    assert st.pending.options == (FIRE6,)
    view = GAME.view(st, 1)
    for k in range(12):
        d = GAME.determinize(view, 1, Rng(k))
        assert d.pending is not None
        assert d.pending.options
        assert sorted(d.hands[0]) != [ICE6, LIGHT7]  # type: ignore[type-var]
        assert d.discards[0][-1] == WATER7
        assert snapshot(GAME.view(d, 1)) == snapshot(view)


def test_views_survive_determinize_at_every_step_of_random_games() -> None:
    for seed in (3, 8):
        st = GAME.new_game({"draft": "free" if seed == 8 else "draft"}, seed)
        rng = Rng(seed)
        step = 0
        while not GAME.is_over(st):
            if step % 4 == 0:
                for seat in (0, 1):
                    v = GAME.view(st, seat)
                    d = GAME.determinize(v, seat, Rng(step))
                    assert GAME.audit(d) == []
                    assert snapshot(GAME.view(d, seat)) == snapshot(v)
            GAME.apply(st, rng.choice(GAME.legal_actions(st)))
            step += 1


def test_a_destroyed_elemental_lands_face_up_on_top_of_its_owners_discard_pile() -> None:
    st = position(board={0: {2: [FIRE5]}, 1: {2: [AIR5]}}, hands={0: [FIRE6]},
                  discards={1: [AIR6, AIR7]}, damage={AIR5: 2})
    apply_all(st, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))
    assert st.discards[1] == [AIR6, AIR7, AIR5]
    assert GAME.view(st, 0).discards[1] == [None, None, AIR5]


def test_the_reshuffle_really_shuffles_the_discard_pile() -> None:
    pile = list(range(9, 36))  # seat 0's Water, Ice and Light elementals
    orders = set()
    for seed in range(6):
        st = position(hands={0: []}, decks={0: []}, discards={0: list(pile)}, seed=seed)
        GAME.apply(st, CheckAndDraw())
        assert len(st.hands[0]) == 7
        assert len(st.decks[0]) == 20
        assert st.discards[0] == []
        orders.add(tuple(st.hands[0]))
    assert len(orders) > 1
    assert orders != {tuple(pile[:-8:-1])}
