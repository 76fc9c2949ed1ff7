"""Klassisk rules (rules/supertrumf-fantasy.md, "Klassisk" 1–8 and the round rules), each with
a concrete position and its expected outcome."""

from __future__ import annotations

from engine.supertrumf.deck import CARD_IDS
from engine.supertrumf.rules import GAME, NameProperty, Play, play_order
from engine.supertrumf.state import NAME, OVER, PLAY

from .position import kinds, make_state

ADAM, BERIT = 0, 1


def play_round(state, prop, plays):  # type: ignore[no-untyped-def]
    """Name ``prop`` and put out ``plays`` ({seat: cards}) in the engine's order."""
    events = GAME.apply(state, NameProperty(prop))
    while state.phase == PLAY:
        seat = GAME.current_player(state)
        events += GAME.apply(state, Play(tuple(plays[seat])))
    return events


# -- set-up ------------------------------------------------------------------------------------


def test_deal_four_each_random_dealer_next_seat_leads() -> None:
    dealers = set()
    for seed in range(40):
        for seats in (2, 3, 4):
            s = GAME.new_game({"seats": seats}, seed)
            assert [len(h) for h in s.hands] == [4] * seats
            assert len(s.draw) == 36 - 4 * seats
            assert s.dealer is not None
            assert s.leader == (s.dealer + 1) % seats
            assert s.phase == NAME
            assert GAME.current_player(s) == s.leader
            assert GAME.audit(s) == []
            dealers.add((seats, s.dealer))
    assert {d for seats, d in dealers if seats == 4} == {0, 1, 2, 3}


def test_initial_deal_event() -> None:
    s = GAME.new_game({"seats": 3}, 5)
    (ev,) = GAME.initial_events(s)
    assert ev.kind == "deal"
    assert ev.data["hands"] == (4, 4, 4)
    assert ev.data["draw"] == 24
    assert ev.data["dealer"] == s.dealer
    assert ev.data["leader"] == s.leader


# -- the seed's own example --------------------------------------------------------------------


def test_seed_example_riddare_heligt_svard_26_beats_harforare_18() -> None:
    # Adam deals, Berit (left of the dealer) leads.
    s = make_state(
        [["1A", "2B", "2C", "5B"], ["1B", "O1", "2A", "3A"]],
        leader=BERIT, draw=["4A", "4B", "4C"],
    )
    events = GAME.apply(s, NameProperty("styrka"))
    assert s.prop == "styrka"
    assert GAME.current_player(s) == ADAM
    events += GAME.apply(s, Play(("1A",)))
    assert GAME.current_player(s) == BERIT
    events += GAME.apply(s, Play(("1B", "O1")))
    assert kinds(events) == ["name", "play", "play", "reveal", "round_won", "draw", "draw"]
    reveal = events[3].data
    assert reveal["values"] == (18, 26)
    assert reveal["plays"] == (("1A",), ("1B", "O1"))
    assert s.last is not None
    assert s.last.winner == BERIT
    assert s.last.values == (18, 26)
    assert sorted(s.win_piles[BERIT]) == ["1A", "1B", "O1"]
    assert s.win_piles[ADAM] == []
    # Berit draws 1 (drawing starts with this round's leader), Adam draws 2.
    assert events[5].data == {"seat": BERIT, "count": 1, "hidden": True}
    assert events[6].data == {"seat": ADAM, "count": 2, "hidden": True}
    assert s.hands[BERIT] == ["2A", "3A", "4A"]
    assert s.hands[ADAM] == ["2B", "2C", "5B", "4B", "4C"]
    # Berit keeps the initiative.
    assert s.phase == NAME
    assert s.leader == BERIT
    assert GAME.current_player(s) == BERIT


# -- what a player may put out -----------------------------------------------------------------


def test_legal_plays_single_cards_and_figure_with_object_or_super_trump() -> None:
    s = make_state([["1A", "2B", "O1", "S1"], ["3A", "3B"]], prop="magi", leader=1)
    plays = {a.cards for a in GAME.legal_actions(s)}  # type: ignore[union-attr]
    assert plays == {
        ("1A",), ("2B",), ("O1",), ("S1",),
        ("1A", "O1"), ("1A", "S1"), ("2B", "O1"), ("2B", "S1"),
    }  # never two figures, never two objects, never object + super-trump


def test_object_first_is_accepted_and_stored_figure_first() -> None:
    s = make_state([["1B", "O1"], ["1A", "2A"]], prop="styrka", leader=1)
    GAME.apply(s, Play(("O1", "1B")))
    assert s.plays[0] == ("1B", "O1")


def test_a_list_of_cards_is_accepted_as_the_play() -> None:
    s = make_state([["1B", "O1"], ["1A", "2A"]], prop="styrka", leader=1)
    GAME.apply(s, Play(["1B", "O1"]))  # type: ignore[arg-type]
    assert s.plays[0] == ("1B", "O1")


def test_lone_object_boosting_the_property_is_worth_its_bonus() -> None:
    s = make_state([["O9", "2A"], ["2D", "2B"]], leader=1)
    play_round(s, "snabbhet", {0: ("O9",), 1: ("2D",)})  # 10 against Nekromantiker's 8
    assert s.last is not None
    assert s.last.values == (10, 8)
    assert s.last.winner == 0


def test_lone_object_for_another_property_is_worth_zero() -> None:
    s = make_state([["O9", "2A"], ["4B", "2B"]], leader=1)
    play_round(s, "magi", {0: ("O9",), 1: ("4B",)})  # 0 against Jätte's magi 1
    assert s.last is not None
    assert s.last.values == (0, 1)
    assert s.last.winner == 1


def test_object_for_another_property_adds_nothing_to_a_figure() -> None:
    s = make_state([["1B", "O3"], ["1A", "2B"]], leader=1)
    play_round(s, "styrka", {0: ("1B", "O3"), 1: ("1A",)})
    assert s.last is not None
    assert s.last.values == (16, 18)
    assert s.last.winner == 1


# -- who wins a round --------------------------------------------------------------------------


def test_one_super_trump_beats_the_best_play() -> None:
    s = make_state([["S2", "2A"], ["4A", "O1"]], leader=1)
    play_round(s, "styrka", {0: ("S2",), 1: ("4A", "O1")})  # 0 with super-trump vs 40
    assert s.last is not None
    assert s.last.winner == 0
    assert s.last.supertrumps == (0,)
    assert sorted(s.win_piles[0]) == ["4A", "O1", "S2"]


def test_figure_plus_super_trump_wins_and_counts_as_object() -> None:
    s = make_state([["2C", "S1"], ["4A", "O1"]], leader=1)
    play_round(s, "styrka", {0: ("2C", "S1"), 1: ("4A", "O1")})
    assert s.last is not None
    assert s.last.winner == 0


def test_two_super_trumps_tie_and_go_to_the_pot() -> None:
    s = make_state([["S1", "2A"], ["S2", "2B"]], leader=1, draw=["3A", "3B", "3C", "3D"])
    events = play_round(s, "magi", {0: ("S1",), 1: ("S2",)})
    assert "tie" in kinds(events)
    assert s.last is not None
    assert s.last.winner is None
    assert sorted(s.pot) == ["S1", "S2"]
    assert s.win_piles == [[], []]


def test_shared_highest_value_is_a_tie() -> None:
    s = make_state([["4C", "2A"], ["5C", "2B"]], leader=1)
    play_round(s, "fysik", {0: ("4C",), 1: ("5C",)})  # Troll 28 vs Skelettkrigare 28
    assert s.last is not None
    assert s.last.values == (28, 28)
    assert s.last.winner is None
    assert sorted(s.pot) == ["4C", "5C"]


def test_lower_equal_values_do_not_matter() -> None:
    # 3 seats: 28, 28 (tied but lower) and 29 -> the 29 wins.
    s = make_state([["4C", "2A"], ["5C", "2B"], ["4B", "2C"]], leader=2)
    play_round(s, "fysik", {0: ("4C",), 1: ("5C",), 2: ("4B",)})
    assert s.last is not None
    assert s.last.values == (28, 28, 29)
    assert s.last.winner == 2


# -- rounds, ties and the pot ------------------------------------------------------------------


def test_play_order_clockwise_from_the_leaders_left_leader_last() -> None:
    s = make_state([["1A"], ["1B"], ["1C"], ["1D"]], leader=2, prop="styrka")
    assert s.order == [3, 0, 1, 2]
    seen = []
    while s.phase == PLAY:
        seat = GAME.current_player(s)
        seen.append(seat)
        GAME.apply(s, Play((s.hands[seat][0],)))  # type: ignore[arg-type, index]
    assert seen == [3, 0, 1, 2]


def test_leader_holding_a_super_trump_still_names_a_property() -> None:
    s = make_state([["S1", "2A"], ["1A", "1B"]], leader=0)
    assert GAME.current_player(s) == 0
    assert {type(a).__name__ for a in GAME.legal_actions(s)} == {"NameProperty"}
    assert len(GAME.legal_actions(s)) == 5


def test_tie_pot_same_leader_all_draw_two_then_winner_takes_the_pot() -> None:
    s = make_state(
        [["4C", "2A", "3A"], ["5C", "2B", "3B"], ["1D", "2C", "3C"]],
        leader=1, draw=["O1", "O2", "O3", "O4", "O5", "O6", "4A", "4B", "4D"],
    )
    events = play_round(s, "fysik", {2: ("1D",), 0: ("4C",), 1: ("5C",)})  # 9, 28, 28
    assert s.last is not None
    assert s.last.winner is None
    assert s.last.pot == 3
    assert sorted(s.pot) == ["1D", "4C", "5C"]
    # after a tie everyone draws 2, starting with this round's leader (seat 1)
    draws = [(e.data["seat"], e.data["count"]) for e in events if e.kind == "draw"]
    assert draws == [(1, 2), (2, 2), (0, 2)]
    assert s.hands[1][-2:] == ["O1", "O2"]
    assert s.hands[2][-2:] == ["O3", "O4"]
    assert s.hands[0][-2:] == ["O5", "O6"]
    # the same leader names again; every seat with cards plays
    assert s.phase == NAME
    assert s.leader == 1
    GAME.apply(s, NameProperty("magi"))
    assert s.order == [2, 0, 1]
    GAME.apply(s, Play(("2C",)))  # 22
    GAME.apply(s, Play(("3A",)))  # 21
    GAME.apply(s, Play(("2B",)))  # 24: wins the round and the pot
    assert s.last is not None
    assert s.last.winner == 1
    assert len(s.win_piles[1]) == 6
    assert s.pot == []
    assert s.leader == 1


def test_repeated_ties_grow_the_pot_until_a_round_has_a_winner() -> None:
    s = make_state(
        [["S1", "4C", "1A"], ["S2", "5C", "1B"]], leader=0,
        draw=["3A", "3B", "3C", "3D", "6A", "6B"],
    )
    play_round(s, "magi", {1: ("S2",), 0: ("S1",)})  # double super-trump: tie
    assert sorted(s.pot) == ["S1", "S2"]
    assert s.leader == 0
    assert s.hands[0][-2:] == ["3A", "3B"]
    assert s.hands[1][-2:] == ["3C", "3D"]
    play_round(s, "fysik", {1: ("5C",), 0: ("4C",)})  # 28 vs 28: tie again
    assert sorted(s.pot) == ["4C", "5C", "S1", "S2"]
    assert s.leader == 0
    assert s.last is not None
    assert s.last.pot == 4
    play_round(s, "fysik", {1: ("1B",), 0: ("1A",)})  # 19 vs 20: seat 0 takes everything
    assert s.last is not None
    assert s.last.winner == 0
    assert sorted(s.win_piles[0]) == ["1A", "1B", "4C", "5C", "S1", "S2"]
    assert s.pot == []


def test_draws_stop_when_the_pile_is_empty_no_reshuffle() -> None:
    s = make_state([["4C", "2A"], ["5C", "2B"]], leader=0, draw=["3A", "3B", "3C"], rest=0)
    events = play_round(s, "fysik", {1: ("5C",), 0: ("4C",)})  # tie: both want 2
    draws = [(e.data["seat"], e.data["count"]) for e in events if e.kind == "draw"]
    assert draws == [(0, 2), (1, 1)]
    assert s.draw == []
    assert "reshuffle" not in kinds(events)


def test_winner_draws_one_others_two_in_three_seats() -> None:
    s = make_state(
        [["1A", "2A"], ["4A", "2B"], ["1C", "2C"]], leader=1,
        draw=["3A", "3B", "3C", "3D", "5A"],
    )
    events = play_round(s, "styrka", {2: ("1C",), 0: ("1A",), 1: ("4A",)})
    draws = [(e.data["seat"], e.data["count"]) for e in events if e.kind == "draw"]
    assert draws == [(1, 1), (2, 2), (0, 2)]


def test_empty_hand_sits_out_but_still_draws() -> None:
    s = make_state([["1A", "2A"], ["4A", "2B"], []], leader=1, draw=["3A", "3B", "3C", "3D"])
    GAME.apply(s, NameProperty("styrka"))
    assert s.order == [0, 1]  # seat 2 sits out
    GAME.apply(s, Play(("1A",)))
    events = GAME.apply(s, Play(("4A",)))
    assert events[1].kind == "reveal"
    assert events[1].data["plays"] == (("1A",), ("4A",), None)
    assert s.last is not None
    assert s.last.plays[2] is None
    assert s.last.values[2] is None
    draws = [(e.data["seat"], e.data["count"]) for e in events if e.kind == "draw"]
    assert draws == [(1, 1), (2, 2), (0, 2)]
    assert len(s.hands[2]) == 2  # back in the game next round


def test_lead_passes_clockwise_when_the_leader_is_empty() -> None:
    # seat 0 leads and wins with its last card; the draw pile is empty.
    s = make_state([["4A"], ["1A", "2A"], ["1C", "2C"]], leader=0, rest=0)
    events = play_round(s, "styrka", {1: ("1A",), 2: ("1C",), 0: ("4A",)})
    assert s.last is not None
    assert s.last.winner == 0
    assert s.hands[0] == []
    assert s.phase == NAME
    assert s.leader == 1
    assert events[-1].kind == "lead_pass"
    assert events[-1].data == {"from": 0, "to": 1}


def test_lead_pass_skips_several_empty_seats() -> None:
    s = make_state([["1A", "2A"], ["4A"], [], ["1C", "2C"]], leader=1, rest=0)
    play_round(s, "styrka", {3: ("1C",), 0: ("1A",), 1: ("4A",)})
    assert s.leader == 3


# -- the end -----------------------------------------------------------------------------------


def test_last_seat_with_cards_banks_its_hand_and_the_most_cards_win() -> None:
    s = make_state([["4A"], ["1A", "2A", "2B"]], leader=0, rest=0)
    events = play_round(s, "styrka", {1: ("1A",), 0: ("4A",)})
    # seat 0 wins the round (2 cards) but is empty; seat 1 is the only one with cards
    assert kinds(events)[-2:] == ["bank", "game_over"]
    assert events[-2].data == {"seat": 1, "cards": ("2A", "2B")}
    assert s.phase == OVER
    assert GAME.is_over(s)
    assert GAME.current_player(s) is None
    assert sorted(s.win_piles[1]) == ["2A", "2B"]
    res = GAME.result(s)
    assert res.scores == (len(s.win_piles[0]), 2.0)
    assert res.winners == (0,)  # seat 0 got the remaining deck from ``rest``
    assert GAME.legal_actions(s) == []


def test_game_ends_when_nobody_holds_cards() -> None:
    s = make_state([["4A"], ["1A"]], leader=0, rest=0)
    events = play_round(s, "styrka", {1: ("1A",), 0: ("4A",)})
    assert s.phase == OVER
    assert "bank" not in kinds(events)


def test_equal_win_piles_share_the_win_and_a_leftover_pot_goes_to_nobody() -> None:
    rest = [c for c in CARD_IDS if c not in {"4C", "5C"}]
    s = make_state(
        [["4C"], ["5C"]], leader=0,
        win_piles=[rest[:17], rest[17:]],
    )
    assert len(s.win_piles[0]) == len(s.win_piles[1]) == 17
    events = play_round(s, "fysik", {1: ("5C",), 0: ("4C",)})  # 28 vs 28: tie, then empty
    assert s.phase == OVER
    assert sorted(s.pot) == ["4C", "5C"]
    res = GAME.result(s)
    assert res.scores == (17.0, 17.0)
    assert res.winners == (0, 1)
    assert res.is_draw
    assert events[-1].data["pot"] == 2


def test_play_order_helper_skips_empty_seats() -> None:
    s = make_state([[], ["1A"], ["1B"], []], leader=2)
    assert play_order(s) == [1, 2]
