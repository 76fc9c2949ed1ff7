"""Independent audit of rules/supertrumf-fantasy.md and supertrumf-deck.md: one concrete
position per rule sentence or Decision that the older tests did not pin down (or pinned too
loosely), with every expected outcome worked out by hand from the rules file and the deck table
(the numbers in the comments), not read back from the engine."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Event, IllegalAction
from engine.supertrumf.deck import BY_ID, CARD_IDS, PROPERTIES
from engine.supertrumf.rules import GAME, Mulligan, NameProperty, Play
from engine.supertrumf.state import NAME, OVER, PLAY, SupertrumfState

from .position import blixt, kinds, make_state

PRIZES = [["6A", "6B", "6C", "6D"], ["O7", "O8", "O9", "O10"]]  # top first


def play_round(state: SupertrumfState, prop: str, plays: dict[int, tuple[str, ...]]) -> list[Event]:
    """Name ``prop`` and put out ``plays`` ({seat: cards}) in the engine's order, checking that
    only the seats of ``plays`` are asked."""
    events = GAME.apply(state, NameProperty(prop))
    asked = []
    while state.phase == PLAY:
        seat = GAME.current_player(state)
        assert seat is not None
        asked.append(seat)
        events += GAME.apply(state, Play(plays[seat]))
    assert sorted(asked) == sorted(s for s, p in plays.items() if p)
    return events


def draws(events: list[Event]) -> list[tuple[int, int]]:
    return [(e.data["seat"], e.data["count"]) for e in events if e.kind == "draw"]


# -- the deck (supertrumf-deck.md), pinned as printed ----------------------------------------

DECK_TABLE = """
1A Härförare 18 20 2 17 12
1B Riddare 16 19 3 12 10
1C Bågskytt 11 13 2 16 22
1D Lönnmördare 10 9 4 19 27
2A Ärkemagiker 5 8 29 27 9
2B Trollkarl 6 10 24 22 11
2C Häxa 4 12 22 18 14
2D Nekromantiker 7 6 26 21 8
3A Alvdrottning 7 11 21 24 19
3B Alvkrigare 13 14 10 15 24
3C Dvärgkung 19 24 6 16 5
3D Dvärgsmed 17 22 8 20 4
4A Drake 30 27 17 10 15
4B Jätte 28 29 1 5 6
4C Troll 24 28 3 2 7
4D Varulv 20 19 5 8 23
5A Vampyr 17 16 15 20 21
5B Vålnad 9 25 19 13 18
5C Skelettkrigare 14 28 4 1 9
5D Orchhövding 21 21 2 11 13
6A Fenix 12 22 25 11 28
6B Grip 22 17 4 7 26
6C Enhörning 14 15 23 12 25
6D Sjöorm 25 23 7 6 17
"""
OBJECT_TABLE = {
    "O1": ("Heligt svärd", "styrka", 10), "O2": ("Stridsyxa", "styrka", 6),
    "O3": ("Elixir", "fysik", 10), "O4": ("Ringbrynja", "fysik", 6),
    "O5": ("Trollstav", "magi", 10), "O6": ("Trolldomsbok", "magi", 6),
    "O7": ("Vishetens ring", "intelligens", 10), "O8": ("Kristallkula", "intelligens", 6),
    "O9": ("Sjumilastövlar", "snabbhet", 10), "O10": ("Flygande matta", "snabbhet", 6),
}


def test_every_card_of_the_deck_table_as_printed() -> None:
    rows = [line.split() for line in DECK_TABLE.strip().splitlines()]
    assert len(rows) == 24
    for cid, name, *vals in rows:
        c = BY_ID[cid]
        assert c.kind == "figure"
        assert c.name_sv == name
        assert [c.values[p] for p in PROPERTIES] == [int(v) for v in vals], cid
    for cid, (name, prop, bonus) in OBJECT_TABLE.items():
        c = BY_ID[cid]
        assert (c.kind, c.name_sv, c.bonus_prop, c.bonus) == ("object", name, prop, bonus)
    assert (BY_ID["S1"].kind, BY_ID["S1"].name_sv) == ("supertrump", "Förgiftad dolk")
    assert (BY_ID["S2"].kind, BY_ID["S2"].name_sv) == ("supertrump", "Dolk i ryggen")
    assert len(CARD_IDS) == 36


# -- what a player may put out -------------------------------------------------------------


def test_two_super_trumps_together_are_two_objects_and_illegal() -> None:
    s = make_state([["S1", "S2", "1A"], ["1B", "2B"]], leader=1, prop="styrka")
    before = s.clone()
    with pytest.raises(IllegalAction):
        GAME.apply(s, Play(("S1", "S2")))
    assert s == before
    assert Play(("S1", "S2")) not in GAME.legal_actions(s)
    assert Play(("1A", "S1")) in GAME.legal_actions(s)  # figure + super-trump is fine


def test_figure_plus_super_trump_is_worth_the_figure_and_wins() -> None:
    # 3 seats, styrka: Häxa (4) + Förgiftad dolk beats Drake + Heligt svärd (40) and Jätte (28).
    s = make_state([["2C", "S1"], ["4A", "O1"], ["4B"]], leader=1)
    play_round(s, "styrka", {2: ("4B",), 0: ("2C", "S1"), 1: ("4A", "O1")})
    assert s.last is not None
    assert s.last.values == (4, 40, 28)
    assert s.last.winner == 0
    assert s.last.supertrumps == (0,)
    assert sorted(s.win_piles[0]) == ["2C", "4A", "4B", "O1", "S1"]


# -- who wins a round ------------------------------------------------------------------------


def test_lone_super_trump_is_worth_zero_and_still_beats_the_highest_value() -> None:
    # styrka: Jätte + Stridsyxa 34, lone Förgiftad dolk 0, Drake + Heligt svärd 40.
    s = make_state([["S1", "2A"], ["4A", "O1", "2B"], ["4B", "O2", "2C"]], leader=1)
    play_round(s, "styrka", {2: ("4B", "O2"), 0: ("S1",), 1: ("4A", "O1")})
    assert s.last is not None
    assert s.last.values == (0, 40, 34)
    assert s.last.winner == 0
    assert s.leader == 0
    assert s.pot == []
    assert sorted(s.win_piles[0]) == ["4A", "4B", "O1", "O2", "S1"]


def test_two_super_trumps_tie_even_against_a_higher_third_play() -> None:
    s = make_state([["S1", "2A"], ["S2", "2B"], ["4A", "O1", "2C"]], leader=2)
    events = play_round(s, "styrka", {0: ("S1",), 1: ("S2",), 2: ("4A", "O1")})
    assert s.last is not None
    assert s.last.winner is None
    assert s.last.supertrumps == (0, 1)
    assert "tie" in kinds(events)
    assert "round_won" not in kinds(events)
    assert sorted(s.pot) == ["4A", "O1", "S1", "S2"]
    assert s.win_piles == [[], [], []]


@pytest.mark.parametrize(("plays", "values", "winner"), [
    # fysik: Jätte 29 | Troll + Ringbrynja 34 | Dvärgkung + Elixir 34 | Skelettkrigare 28:
    # the shared top is a tie, whatever the lower plays are.
    ({0: ("4B",), 1: ("4C", "O4"), 2: ("3C", "O3"), 3: ("5C",)}, (29, 34, 34, 28), None),
    # fysik: Troll 28 | Skelettkrigare 28 | Jätte + Ringbrynja 35 | Lönnmördare 9:
    # equal lower values do not matter, the single top wins.
    ({0: ("4C",), 1: ("5C",), 2: ("4B", "O4"), 3: ("1D",)}, (28, 28, 35, 9), 2),
])
def test_highest_value_decides_and_a_shared_top_is_a_tie(
    plays: dict[int, tuple[str, ...]], values: tuple[int, ...], winner: int | None
) -> None:
    s = make_state([list(plays[seat]) for seat in range(4)], leader=3)
    events = play_round(s, "fysik", plays)
    assert s.last is not None
    assert s.last.values == values
    assert s.last.winner == winner
    if winner is None:
        assert "tie" in kinds(events)
        assert len(s.pot) == 6
        assert s.win_piles == [[]] * 4
    else:
        assert len(s.win_piles[winner]) == 5
        assert s.pot == []


def test_shared_top_is_a_tie_in_three_seats() -> None:
    # fysik: Troll + Ringbrynja 34 | Dvärgkung + Elixir 34 | Lönnmördare 9 -> tie
    s = make_state([["4C", "O4"], ["3C", "O3"], ["1D"]], leader=0)
    events = play_round(s, "fysik", {1: ("3C", "O3"), 2: ("1D",), 0: ("4C", "O4")})
    assert s.last is not None
    assert s.last.values == (34, 34, 9)
    assert s.last.winner is None
    assert "tie" in kinds(events)
    assert sorted(s.pot) == ["1D", "3C", "4C", "O3", "O4"]


# -- Klassisk --------------------------------------------------------------------------------


def test_klassisk_draws_start_with_the_rounds_leader_and_stop_mid_draw() -> None:
    # 3 seats, seat 2 leads, 3 cards left. Seat 0 wins with Drake (30 vs 11 and 18).
    # Draws from the leader clockwise: seat 2 takes 2, seat 0 (winner) 1, seat 1 nothing.
    s = make_state([["4A", "2A"], ["1C", "2B"], ["1A", "2C"]], leader=2,
                   draw=["3A", "3B", "3C"], rest=0)
    events = play_round(s, "styrka", {0: ("4A",), 1: ("1C",), 2: ("1A",)})
    assert s.last is not None
    assert s.last.winner == 0
    assert draws(events) == [(2, 2), (0, 1)]
    assert s.hands == [["2A", "3C"], ["2B"], ["2C", "3A", "3B"]]
    assert s.draw == []
    assert "reshuffle" not in kinds(events)
    assert s.leader == 0
    assert s.phase == NAME


def test_klassisk_tie_draws_two_each_from_the_leader_until_the_pile_is_empty() -> None:
    # 3 seats, seat 1 leads, fysik: Troll 28, Skelettkrigare 28, Lönnmördare 9 -> tie.
    s = make_state([["4C", "2A"], ["5C", "2B"], ["1D", "2C"]], leader=1,
                   draw=["3A", "3B", "3C"], rest=0)
    events = play_round(s, "fysik", {2: ("1D",), 0: ("4C",), 1: ("5C",)})
    assert draws(events) == [(1, 2), (2, 1)]
    assert s.hands == [["2A"], ["2B", "3A", "3B"], ["2C", "3C"]]
    assert sorted(s.pot) == ["1D", "4C", "5C"]
    assert s.leader == 1
    assert s.phase == NAME


def test_klassisk_winner_with_an_empty_hand_draws_one_and_keeps_the_lead() -> None:
    s = make_state([["4A"], ["1A", "2A"]], leader=0, draw=["3A", "3B", "3C"])
    events = play_round(s, "styrka", {1: ("1A",), 0: ("4A",)})
    assert draws(events) == [(0, 1), (1, 2)]
    assert s.hands == [["3A"], ["2A", "3B", "3C"]]
    assert s.leader == 0
    assert GAME.current_player(s) == 0
    assert "lead_pass" not in kinds(events)


def test_klassisk_two_ties_then_a_winner_takes_the_whole_pot_in_three_seats() -> None:
    draw = ["3A", "3B", "4C", "3D", "5C", "4D", "4B", "5A", "5B", "5D", "6A", "6B"]
    s = make_state([["S1", "1A", "2A"], ["S2", "1B", "2B"], ["4A", "O1", "3C"]],
                   leader=2, draw=draw)
    # round 1, styrka: two super-trumps -> tie even though seat 2 has 40
    e1 = play_round(s, "styrka", {0: ("S1",), 1: ("S2",), 2: ("4A", "O1")})
    assert "tie" in kinds(e1)
    assert sorted(s.pot) == ["4A", "O1", "S1", "S2"]
    assert draws(e1) == [(2, 2), (0, 2), (1, 2)]
    assert s.hands == [["1A", "2A", "4C", "3D"], ["1B", "2B", "5C", "4D"], ["3C", "3A", "3B"]]
    assert s.leader == 2
    assert GAME.current_player(s) == 2
    # round 2, fysik: Troll 28, Skelettkrigare 28, Dvärgkung 24 -> tie, the pot grows
    e2 = play_round(s, "fysik", {0: ("4C",), 1: ("5C",), 2: ("3C",)})
    assert "tie" in kinds(e2)
    assert len(s.pot) == 7
    assert s.last is not None
    assert s.last.pot == 7
    assert draws(e2) == [(2, 2), (0, 2), (1, 2)]
    assert s.leader == 2
    assert s.win_piles == [[], [], []]
    # round 3, styrka: Jätte 28 beats Härförare 18 and Riddare 16 and takes all 10 cards
    e3 = play_round(s, "styrka", {0: ("1A",), 1: ("1B",), 2: ("4B",)})
    assert s.last is not None
    assert s.last.winner == 2
    assert s.pot == []
    assert sorted(s.win_piles[2]) == sorted(
        ["S1", "S2", "4A", "O1", "4C", "5C", "3C", "1A", "1B", "4B"])
    won = next(e for e in e3 if e.kind == "round_won")
    assert won.data == {"seat": 2, "cards": 3, "pot": 7}
    assert draws(e3) == [(2, 1), (0, 2), (1, 2)]


def test_klassisk_tie_with_an_empty_leader_passes_the_lead_and_keeps_the_pot() -> None:
    # seat 0 leads with its last card and ties; no cards to draw; seat 1 gets the lead.
    s = make_state([["4C"], ["5C", "1A"], ["1D", "2C"]], leader=0, rest=2)
    e1 = play_round(s, "fysik", {1: ("5C",), 2: ("1D",), 0: ("4C",)})  # 28, 9, 28
    assert kinds(e1)[-2:] == ["tie", "lead_pass"]
    assert e1[-1].data == {"from": 0, "to": 1}
    assert s.leader == 1
    assert GAME.current_player(s) == 1
    assert sorted(s.pot) == ["1D", "4C", "5C"]
    # seat 0 sits out; seat 1 wins the next round and takes the pot too
    e2 = play_round(s, "styrka", {2: ("2C",), 1: ("1A",)})  # 4 vs 18
    assert s.last is not None
    assert s.last.plays[0] is None
    assert s.last.winner == 1
    assert sorted(s.win_piles[1]) == ["1A", "1D", "2C", "4C", "5C"]
    assert s.pot == []
    assert s.phase == OVER
    assert "bank" not in kinds(e2)


def test_klassisk_leader_sees_only_the_number_of_face_down_cards() -> None:
    s = make_state([["1B", "O1", "2A"], ["1C", "2B"], ["4A", "2C"]], leader=2)
    GAME.apply(s, NameProperty("styrka"))
    e0 = GAME.apply(s, Play(("1B", "O1")))
    e1 = GAME.apply(s, Play(("1C",)))
    assert GAME.current_player(s) == 2
    v = GAME.view(s, 2)
    assert v.plays == [(None, None), (None,), None]
    assert v.hands[0] == [None]
    assert v.hands[1] == [None]
    assert [e.data for e in e0 + e1] == [
        {"seat": 0, "count": 2, "hidden": True}, {"seat": 1, "count": 1, "hidden": True}]


def test_klassisk_end_last_holder_banks_and_equal_piles_share_the_win() -> None:
    # 3 seats, empty draw pile. Seat 0 wins 3 cards with Drake; afterwards only seat 2 holds
    # cards and banks its 2: piles 12 + 3 = 15, 6, 13 + 2 = 15 -> seats 0 and 2 share the win.
    hands = [["4A"], ["1A"], ["2C", "2D", "3A"]]
    others = [c for c in CARD_IDS if c not in {c for h in hands for c in h}]
    piles = [others[:12], others[12:18], others[18:]]
    s = make_state(hands, leader=0, win_piles=piles)
    assert [len(p) for p in s.win_piles] == [12, 6, 13]
    assert s.draw == []
    events = play_round(s, "styrka", {1: ("1A",), 2: ("2C",), 0: ("4A",)})  # 18, 4, 30
    assert kinds(events)[-2:] == ["bank", "game_over"]
    assert events[-2].data == {"seat": 2, "cards": ("2D", "3A")}
    assert s.hands == [[], [], []]
    assert s.phase == OVER
    res = GAME.result(s)
    assert res.scores == (15.0, 6.0, 15.0)
    assert res.winners == (0, 2)
    assert events[-1].data["winners"] == (0, 2)


def test_klassisk_end_after_a_tie_pot_goes_to_nobody_and_the_holder_banks() -> None:
    # fysik: Troll 28 vs Skelettkrigare 28 -> tie; then only seat 0 holds a card (Härförare).
    s = make_state([["4C", "1A"], ["5C"]], leader=0, pot=["S1", "S2"], rest=1)
    events = play_round(s, "fysik", {1: ("5C",), 0: ("4C",)})
    assert kinds(events)[-3:] == ["tie", "bank", "game_over"]
    assert s.win_piles[0] == ["1A"]
    assert sorted(s.pot) == ["4C", "5C", "S1", "S2"]
    res = GAME.result(s)
    assert res.scores == (1.0, 31.0)
    assert res.winners == (1,)
    assert sum(res.scores) + len(s.pot) == 36
    assert events[-1].data["pot"] == 4


def test_klassisk_game_does_not_end_while_two_seats_hold_cards() -> None:
    s = make_state([["4A"], ["1A", "2A"], ["1C", "2C"]], leader=0, rest=0)
    play_round(s, "styrka", {1: ("1A",), 2: ("1C",), 0: ("4A",)})
    assert s.phase == NAME
    assert s.hands == [[], ["2A"], ["2C"]]
    assert s.leader == 1


def test_klassisk_empty_handed_leader_of_a_built_position_passes_the_lead() -> None:
    """Rule 7 also for a position where the leader is empty when naming is due: the next
    seat clockwise with cards names (here seat 2, skipping empty seat 1)."""
    s = make_state([[], [], ["1C", "2C"], ["1A"]], leader=0)
    assert GAME.current_player(s) == 2
    events = play_round(s, "styrka", {3: ("1A",), 2: ("1C",)})
    assert events[0].kind == "lead_pass"
    assert events[0].data == {"from": 0, "to": 2}
    assert events[1].data == {"seat": 2, "prop": "styrka"}
    assert s.last is not None
    assert s.last.leader == 2
    assert s.last.winner == 3


# -- Blixtduell ------------------------------------------------------------------------------


def test_blixt_mulligan_three_two_one_with_a_stop_and_discards_under_the_pile() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 21)
    h0, h1 = list(s.hands[0]), list(s.hands[1])
    pile = list(s.draw)  # top = last
    # step 1: both discard and draw 3; seat 0 (seat 1 of the rules) draws first
    GAME.apply(s, Mulligan(True))
    GAME.apply(s, Mulligan(True))
    a0 = [pile[-1], pile[-2], pile[-3]]
    a1 = [pile[-4], pile[-5], pile[-6]]
    assert s.hands == [a0, a1]
    assert s.draw == h1 + h0 + pile[:-6]  # both old hands face down under the pile
    # step 2: seat 0 stops (its mulligan ends), seat 1 discards and draws 2
    assert GAME.current_player(s) == 0
    GAME.apply(s, Mulligan(False))
    assert GAME.current_player(s) == 1
    assert s.hands == [a0, a1]
    events = GAME.apply(s, Mulligan(True))
    assert [e.data for e in events if e.kind == "mulligan"] == [
        {"seat": 0, "redraw": False},
        {"seat": 1, "redraw": True, "discarded": 3, "drawn": 2}]
    b1 = [pile[-7], pile[-8]]
    assert s.hands == [a0, b1]
    assert s.mull_next == [0, 1]
    assert s.draw == a1 + h1 + h0 + pile[:-8]
    # step 3: seat 1 alone discards and draws 1; then the dice
    assert GAME.current_player(s) == 1
    events = GAME.apply(s, Mulligan(True))
    assert s.hands == [a0, [pile[-9]]]
    assert s.mull_next == [0, 0]
    assert s.draw == b1 + a1 + h1 + h0 + pile[:-9]
    assert "dice" in kinds(events)
    assert s.phase == NAME
    assert GAME.legal_actions(s) == [NameProperty(p) for p in PROPERTIES]
    assert all(c is None for c in GAME.view(s, 1).draw)  # even the discarder cannot see it
    assert GAME.audit(s) == []


def test_blixt_mulligan_is_offered_in_the_first_round_only() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 5)
    GAME.apply(s, Mulligan(False))
    GAME.apply(s, Mulligan(False))
    assert s.phase == NAME
    assert s.mull_next == [0, 0]
    with pytest.raises(IllegalAction):
        GAME.apply(s, Mulligan(True))


def test_blixt_the_second_seat_decides_without_seeing_the_first_choice() -> None:
    for first in (True, False):
        a = GAME.new_game({"variant": "blixtduell"}, 9)
        GAME.apply(a, Mulligan(first))
        b = GAME.new_game({"variant": "blixtduell"}, 9)
        GAME.apply(b, Mulligan(not first))
        assert GAME.view(a, 1) == GAME.view(b, 1)  # identical information for seat 1


def test_blixt_winner_leads_next_round_without_dice() -> None:
    s = blixt([["4A", "2A"], ["1A", "2B"]], leader=1, prizes=PRIZES,
              draw=["3A", "3B", "3C"])
    events = play_round(s, "styrka", {0: ("4A",), 1: ("1A",)})  # 30 vs 18
    assert s.last is not None
    assert s.last.winner == 0
    assert "dice" not in kinds(events)
    assert s.leader == 0
    assert GAME.current_player(s) == 0
    assert s.dice == ()


def test_blixt_non_leader_puts_out_first_then_the_leader() -> None:
    for leader in (0, 1):
        s = blixt([["4A", "2A"], ["1A", "2B"]], leader=leader, prizes=PRIZES)
        GAME.apply(s, NameProperty("magi"))
        assert GAME.current_player(s) == 1 - leader
        GAME.apply(s, Play((s.hands[1 - leader][0],)))  # type: ignore[arg-type]
        assert GAME.current_player(s) == leader


def test_blixt_tie_rerolls_the_dice_and_the_higher_roll_leads() -> None:
    leaders = set()
    rerolled = False
    for seed in range(80):
        s = blixt([["4C", "2A"], ["5C", "2B"]], leader=0, prizes=PRIZES,
                  draw=["3A", "3B", "3C", "3D"], seed=seed)
        events = play_round(s, "fysik", {1: ("5C",), 0: ("4C",)})  # 28 vs 28
        assert s.prizes_taken == [0, 0]
        assert [len(p) for p in s.prizes] == [4, 4]
        assert draws(events) == [(0, 2), (1, 2)]
        rolls = [tuple(e.data["rolls"]) for e in events if e.kind == "dice"]
        assert rolls == list(s.dice)
        assert all(a == b for a, b in rolls[:-1])
        a, b = rolls[-1]
        assert a != b
        assert s.leader == (0 if a > b else 1)
        assert s.phase == NAME
        leaders.add(s.leader)
        rerolled |= len(rolls) > 1
    assert leaders == {0, 1}
    assert rerolled


def test_blixt_winner_takes_the_top_prize_cards_in_order_hidden_from_everyone() -> None:
    s = blixt([["4A", "4B", "2A"], ["1A", "1B", "2B"]], leader=0, prizes=PRIZES,
              draw=["3A", "3B", "3C", "3D"])
    play_round(s, "styrka", {1: ("1A",), 0: ("4A",)})  # 30 vs 18
    assert s.hands[0] == ["4B", "2A", "6A"]
    assert s.prizes[0] == ["6D", "6C", "6B"]
    assert s.hands[1] == ["1B", "2B", "3A", "3B"]  # the loser draws 2, the winner none
    play_round(s, "styrka", {1: ("1B",), 0: ("4B",)})  # 28 vs 16
    assert s.hands[0] == ["2A", "6A", "6B"]
    assert s.prizes[0] == ["6D", "6C"]
    assert s.prizes_taken == [2, 0]
    for seat in (0, 1, None):
        v = GAME.view(s, seat)
        assert v.prizes == [[None, None], [None] * 4]
        assert v.prizes_taken == [2, 0]
    assert GAME.view(s, 0).hands[0] == ["2A", "6A", "6B"]  # a taken prize is an own card
    assert GAME.view(s, 1).hands[0] == [None] * 3


def test_blixt_fourth_prize_wins_at_once_even_before_the_loser_draws() -> None:
    s = blixt([["S2", "2A"], ["4A", "O1", "2B"]], leader=1, prizes=[["6A"], PRIZES[1]],
              prizes_taken=[3, 0], draw=["3A", "3B"])
    events = play_round(s, "styrka", {0: ("S2",), 1: ("4A", "O1")})  # super-trump vs 40
    assert kinds(events)[-3:] == ["round_won", "prize", "game_over"]
    assert s.phase == OVER
    assert s.prizes_taken == [4, 0]
    assert s.hands[1] == ["2B"]
    assert GAME.result(s).winners == (0,)
    assert GAME.legal_actions(s) == []


def test_blixt_loser_draws_the_last_card_then_from_the_reshuffled_discard() -> None:
    s = blixt([["4A", "2A"], ["1A", "2B"]], leader=0, prizes=PRIZES, draw=["5A"],
              rest="discard")
    discard = len(s.discard)
    events = play_round(s, "styrka", {1: ("1A",), 0: ("4A",)})
    tail = kinds(events)[kinds(events).index("prize"):]
    assert tail == ["prize", "reshuffle", "draw"]
    assert events[-2].data == {"count": discard + 2}  # the just-played cards go in too
    assert events[-1].data == {"seat": 1, "count": 2, "hidden": True}
    assert s.hands[1][:2] == ["2B", "5A"]
    assert len(s.hands[1]) == 3
    assert s.discard == []
    assert len(s.draw) == discard + 1
    assert GAME.audit(s) == []


def test_blixt_lone_object_of_another_property_still_beats_no_card() -> None:
    # the non-leader holds nothing and loses even against a play worth 0
    others = [c for c in CARD_IDS if c not in {c for p in PRIZES for c in p}]
    rest = [c for c in others if c != "O2"]
    s = blixt([["O2"], []], leader=0, prizes=PRIZES, discard=rest)
    events = play_round(s, "magi", {0: ("O2",), 1: ()})  # Stridsyxa (styrka +6): 0
    assert events[1].data == {"seat": 1, "count": 0, "hidden": False}
    assert s.last is not None
    assert s.last.values == (0, None)
    assert s.last.winner == 0
    assert s.prizes_taken == [1, 0]
    assert s.hands[0] == ["6A"]


def test_blixt_built_play_phase_with_an_empty_hand_offers_the_empty_play() -> None:
    """A position set straight into the play phase with an empty-handed seat to act: its only
    legal action is the empty play, and it loses the round (rule 7)."""
    s = blixt([["1A", "2A"], []], leader=0, prop="magi", prizes=PRIZES, draw=["3A", "3B"])
    assert GAME.current_player(s) == 1
    assert GAME.legal_actions(s) == [Play(())]
    events = GAME.apply(s, Play(()))
    assert events[0].data == {"seat": 1, "count": 0, "hidden": False}
    GAME.apply(s, Play(("1A",)))  # Härförare magi 2
    assert s.last is not None
    assert s.last.values == (2, None)
    assert s.last.winner == 0
    assert s.hands == [["2A", "6A"], ["3A", "3B"]]  # top prize to seat 0, seat 1 draws 2
    GAME.apply(s, NameProperty("magi"))
    assert GAME.current_player(s) == 1
    assert Play(()) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction):  # an empty play is refused when the hand holds cards
        GAME.apply(s, Play(()))


# -- events and views: no hidden card ids --------------------------------------------------


def _card_ids(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value] if value in BY_ID else []
    if isinstance(value, list | tuple):
        return [c for v in value for c in _card_ids(v)]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _card_ids(v)]
    return []


@pytest.mark.parametrize("options", [
    {"variant": "klassisk", "seats": 2}, {"variant": "klassisk", "seats": 4},
    {"variant": "blixtduell"},
])
def test_events_never_name_a_card_before_it_is_public(options: dict[str, Any]) -> None:
    """Only ``reveal`` (the cards just turned up) and the final ``bank`` (counted, public)
    carry card ids; every other event is counts and seats, so the log cannot leak."""
    for seed in range(25):
        rnd = random.Random(seed)
        s = GAME.new_game(options, seed)
        all_events = list(GAME.initial_events(s))
        assert _card_ids([e.data for e in all_events]) == []
        while not GAME.is_over(s):
            events = GAME.apply(s, rnd.choice(GAME.legal_actions(s)))
            for e in events:
                ids = _card_ids(e.data)
                if e.kind == "reveal":
                    assert s.last is not None
                    assert ids == [c for p in s.last.plays if p for c in p]
                elif e.kind == "bank":
                    assert GAME.is_over(s)
                    assert set(ids) <= set(s.win_piles[e.data["seat"]])
                else:
                    assert ids == [], e
                if e.kind in ("draw", "prize") or (e.kind == "play" and e.data["count"]):
                    assert e.data["hidden"] is True
