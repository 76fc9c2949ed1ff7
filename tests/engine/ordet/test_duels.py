"""Duel detection, duel series, turn order, jokers, tie-breaks and the 2-seat variant."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.ordet import GAME
from engine.ordet.actions import Answer, Claim, DeclareTie, Draw, Pass
from engine.ordet.rules import MAX_TIEBREAKS
from engine.ordet.state import DUEL, RACE

from .helpers import J01, J02, J23, J45, answer, answers_for, kinds, position, snapshot, win


def test_same_symbol_starts_a_duel_and_each_answers_the_other_card() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0)
    events = GAME.apply(st, Draw(0))
    assert "duel" in kinds(events)
    assert st.phase == "duel"
    assert st.duel is not None
    assert st.duel.kind == DUEL
    assert set(st.duel.seats) == {0, 1}
    assert st.duel.targets == {0: 8, 1: 0}  # each answers the opponent's card
    assert GAME.current_player(st) == 0     # the drawer commits first
    assert GAME.legal_actions(st)[-1] == Pass(0)
    assert GAME.audit(st) == []


def test_different_symbols_do_not_duel_and_the_turn_passes() -> None:
    st = position(play={(1, 0): [9]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))
    assert st.phase == "draw"
    assert st.turn == 1


def test_joker_pair_in_force_makes_its_two_symbols_duel() -> None:
    st = position(play={(1, 0): [9]}, jokers=[J01], draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))  # circle meets square under the circle/square joker
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}


def test_older_joker_is_no_longer_in_force() -> None:
    st = position(play={(1, 0): [9]}, jokers=[J01, J45], draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))
    assert st.phase == "draw"
    assert st.turn == 1


def test_drawn_joker_starts_a_duel_and_its_drawer_draws_again_after_it() -> None:
    st = position(play={(1, 0): [0], (2, 0): [9], (3, 0): [18]}, draw=([J01], []), turn=3)
    events = GAME.apply(st, Draw(0))
    assert kinds(events)[:2] == ["joker", "duel"]
    assert st.jokers == [J01]
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 2}
    win(st, 2)
    assert st.phase == "draw"
    assert st.turn == 3
    assert st.score[2] == [0]


def test_drawn_joker_without_duel_draws_again_at_once() -> None:
    st = position(play={(1, 0): [0]}, draw=([J23], []), turn=1)
    GAME.apply(st, Draw(0))
    assert st.phase == "draw"
    assert st.turn == 1
    assert st.jokers == [J23]


def test_joker_in_the_first_pass_is_set_aside_and_the_drawer_draws_again() -> None:
    st = position(play={(0, 0): [0]}, draw=([J01], []), turn=1, placed=False)
    st.placed = [True, False, False, False]
    GAME.apply(st, Draw(0))
    assert st.set_aside == [J01]
    assert st.jokers == []
    assert st.phase == "draw"
    assert st.turn == 1
    GAME.apply(st, Draw(0))  # seat 1 now places a real card
    assert st.placed[1]
    assert st.turn == 2


def test_duel_series_follows_on_the_losers_new_top_card_then_turn_after_the_drawer() -> None:
    # seat 3 draws a circle, seat 1 shows a circle over a square, seat 2 shows a square
    st = position(play={(1, 0): [1, 8], (2, 0): [17]}, draw=([0], []), turn=3)
    GAME.apply(st, Draw(0))
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 3}
    events = win(st, 3)
    assert st.score[3] == [8]
    assert "duel" in kinds(events)  # seat 1's square now meets seat 2's square
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 2}
    assert st.duel.targets == {1: 17, 2: 1}
    win(st, 1)
    assert st.score[1] == [17]
    assert st.phase == "draw"
    assert st.turn == 0


def test_loser_with_an_empty_pile_has_no_top_card_and_cannot_duel() -> None:
    st2 = position(play={(1, 0): [8]}, draw=([0], []), turn=0)
    GAME.apply(st2, Draw(0))
    win(st2, 0)
    assert st2.play[1][0] == []
    assert st2.phase == "draw"
    assert st2.turn == 1


def test_tie_flips_a_third_card_and_the_winner_takes_the_first_duels_card() -> None:
    st = position(play={(1, 0): [8]}, draw=([5, 6, 0], [7]), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))
    answer(st, 0, 3.0)
    events = answer(st, 1, 3.0)  # the same time: a tie
    assert "tie" in kinds(events)
    assert "tiebreak" in kinds(events)
    d = st.duel
    assert d is not None
    assert d.flip == 6
    assert d.flip_pile == 0
    assert d.targets == {0: 6, 1: 6}  # both race on the flipped card's category
    assert st.draw[0] == [5]
    win(st, 1)
    assert st.score[1] == [0]          # the loser's card of the first duel
    assert st.play[1][0] == [8]         # the winner's own card stays
    assert sorted(st.draw[0]) == [5, 6]  # the flipped card is shuffled back
    assert GAME.audit(st) == []


def test_joker_flipped_in_a_tie_break_is_shuffled_back_and_another_card_flipped() -> None:
    st = position(play={(1, 0): [8]}, draw=([5, J45, 0], [7]), turn=0, rest="score",
                  rest_seat=3)
    GAME.apply(st, Draw(0))
    GAME.apply(st, DeclareTie())
    d = st.duel
    assert d is not None
    assert d.flip == 5
    assert st.draw[0] == [J45]  # the joker went back; it is not in force
    assert st.jokers == []
    win(st, 0)
    assert sorted(st.draw[0]) == [5, J45]


def test_tie_with_no_category_card_left_races_again_on_the_original_categories() -> None:
    st = position(play={(1, 0): [8]}, draw=([J45, 0], []), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))
    events = GAME.apply(st, DeclareTie())
    assert "rerace" in kinds(events)
    assert st.duel is not None
    assert st.duel.flip is None
    assert st.duel.targets == {0: 8, 1: 0}
    assert st.draw[0] == [J45]
    win(st, 1)
    assert st.score[1] == [0]


def test_both_pass_is_a_tie_and_after_three_tie_breaks_voids_the_duel() -> None:
    st = position(play={(1, 0): [8]}, draw=([5, 6, 0], [7]), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))
    for n in range(1, 4):
        GAME.apply(st, Pass(0))
        GAME.apply(st, Pass(1))
        assert st.duel is not None
        assert st.duel.tiebreaks == n
    GAME.apply(st, Pass(0))
    events = GAME.apply(st, Pass(1))
    assert "void" in kinds(events)
    assert st.phase == "draw"
    assert st.turn == 1
    assert st.voided == [(0, 8)]
    assert st.play[0][0] == [0]
    assert st.play[1][0] == [8]
    assert GAME.audit(st) == []


def test_faster_answer_wins_and_a_pass_loses_to_an_answer() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))
    answer(st, 1, 4.5)  # either duellist may commit first
    assert GAME.current_player(st) == 0
    answer(st, 0, 4.4)
    assert st.score[0] == [8]
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))
    GAME.apply(st, Pass(0))
    answer(st, 1, 30.0)
    assert st.score[1] == [0]


def test_two_seats_match_with_the_opponent_is_a_normal_duel() -> None:
    st = position(2, play={(0, 0): [1], (1, 0): [8]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0, 1))
    assert st.duel is not None
    assert st.duel.kind == DUEL
    assert st.duel.slots == ((0, 1), (1, 0))
    assert st.duel.targets == {0: 8, 1: 0}
    win(st, 1)
    assert st.score[1] == [0]
    assert st.play[0] == [[1], []]


def test_two_seats_match_between_own_piles_is_a_race_on_the_new_card() -> None:
    st = position(2, play={(0, 0): [8], (1, 0): [1]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0, 1))
    d = st.duel
    assert d is not None
    assert d.kind == RACE
    assert d.stake == 0
    assert d.targets == {0: 0, 1: 0}  # both race on the card that just became top
    win(st, 1)
    assert st.score[1] == [0]
    assert st.play[0] == [[8], []]
    assert st.turn == 1


def test_two_seats_owner_can_win_the_race_for_its_own_card() -> None:
    st = position(2, play={(0, 0): [8], (1, 0): [1]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0, 1))
    win(st, 0)
    assert st.score[0] == [0]


def test_two_seats_joker_in_force_makes_own_piles_race_on_the_newer_top() -> None:
    st = position(2, play={(0, 0): [0], (0, 1): [9], (1, 0): [2]}, draw=([J01], []), turn=1)
    GAME.apply(st, Draw(0))
    d = st.duel
    assert d is not None
    assert d.kind == RACE
    assert d.stake == 9
    win(st, 1)
    assert st.score[1] == [9]
    assert st.turn == 1


def test_two_seats_race_revealed_when_a_duel_takes_your_top_card() -> None:
    st = position(2, play={(0, 0): [8, 1], (0, 1): [16]}, draw=([9], []), turn=1)
    GAME.apply(st, Draw(0, 0))
    assert st.duel is not None
    assert st.duel.kind == DUEL
    events = win(st, 1)
    assert st.score[1] == [1]
    assert st.duel is not None
    assert st.duel.kind == RACE
    assert st.duel.stake == 8
    assert "duel" in kinds(events)
    win(st, 0)
    assert st.score[0] == [8]
    assert st.turn == 0  # after the drawer (seat 1)


def test_tiebreak_in_a_race_gives_the_race_card() -> None:
    st = position(2, play={(0, 0): [8], (1, 0): [1]}, draw=([5, 0], [7, 6]), turn=0,
                  rest="score", rest_seat=1)
    GAME.apply(st, Draw(0, 1))
    GAME.apply(st, DeclareTie())
    assert st.duel is not None
    assert st.duel.flip == 6
    assert st.duel.flip_pile == 1
    win(st, 0)
    assert 0 in st.score[0]
    assert 6 in st.draw[1]


def test_answers_for_helper_uses_the_target_lexicon() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))
    assert answers_for(st, 0) == ("cat08-en-0",)
    GAME.apply(st, Answer(0, ("Cat08 EN 5",), 2.0))  # case/space-insensitive
    assert 0 in st.duel.commits if st.duel else False


def test_joker_as_last_card_ends_the_round_after_its_duels_without_redraw() -> None:
    st = position(play={(1, 0): [0], (2, 0): [9]}, draw=([J01], []), turn=0, rest="score",
                  rest_seat=3)
    GAME.apply(st, Draw(0))
    assert st.phase == "duel"
    events = win(st, 1)
    assert kinds(events)[-2:] == ["round_end", "game_over"]
    assert GAME.is_over(st)
    assert GAME.current_player(st) is None


def test_last_card_duel_is_settled_before_the_round_ends() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))
    assert st.phase == "duel"
    assert not GAME.is_over(st)
    win(st, 0)
    assert GAME.is_over(st)
    res = GAME.result(st)
    assert res.scores[0] == 1.0
    assert res.winners == (3,)


def test_round_ends_when_both_draw_piles_are_empty_and_most_cards_wins_ties_share() -> None:
    st = position(play={(1, 0): [1]}, draw=([0], []), turn=0, rest="score", rest_seat=3)
    st.score[2] = st.score[3][:10]
    st.score[3] = st.score[3][10:]
    st.score[0], st.score[3] = st.score[3][:10], st.score[3][10:]
    assert GAME.audit(st) == []
    n = [len(p) for p in st.score]
    GAME.apply(st, Draw(0))
    assert GAME.is_over(st)
    res = GAME.result(st)
    assert list(res.scores) == [float(x) for x in n]
    best = max(n)
    assert res.winners == tuple(i for i, x in enumerate(n) if x == best)


def test_equal_counts_share_the_win() -> None:
    st = position(play={(1, 0): [1]}, draw=([0], []), turn=0, rest="score", rest_seat=3)
    pool = st.score[3]
    assert len(pool) == 70
    st.score = [pool[:20], pool[60:], pool[20:40], pool[40:60]]
    assert GAME.audit(st) == []
    GAME.apply(st, Draw(0))
    res = GAME.result(st)
    assert res.scores == (20.0, 10.0, 20.0, 20.0)
    assert res.winners == (0, 2, 3)
    assert res.is_draw


def test_second_joker_covers_the_first() -> None:
    st = position(play={(1, 0): [0], (2, 0): [10]}, jokers=[J02], draw=([J23], []), turn=3,
                  check=False)
    assert st.phase == "draw"
    # under J02 (circle/triangle) card 0 and 10 would match; a position with an open match is
    # not a valid table, so we only check detection after the new joker takes over
    assert GAME.matches(st) == [((1, 0), (2, 0))]
    st.jokers = [J23]
    assert GAME.matches(st) == []


def test_two_matches_at_once_the_one_with_the_last_loser_goes_first() -> None:
    # only possible next to a voided match: seats 1 and 2 show circles the table gave up on
    st = position(play={(1, 0): [0], (2, 0): [8]}, draw=([16], []), turn=0, check=False)
    st.voided = [(0, 8)]
    st.last_loser = 2
    assert GAME.audit(st) == []
    GAME.apply(st, Draw(0))
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 2}
    win(st, 0)
    # seat 2 lost its circle: the void is forgotten, seat 0 still meets seat 1's circle
    assert st.voided == []
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}


def test_a_card_matching_both_voided_cards_then_the_losers_new_match_goes_first() -> None:
    # the position of arena seed 80104 (5 seats), where --check reported "more than one match
    # at once": seats 0 and 1 show circles the table gave up on, seat 4 draws a third circle,
    # and under seat 0's circle lies a square matching seat 3's
    st = position(5, play={(0, 0): [1, 0], (1, 0): [8], (3, 0): [9]}, draw=([16], []),
                  turn=4, check=False)
    st.voided, st.voids = [(0, 8)], 1
    assert GAME.audit(st) == []
    GAME.apply(st, Draw(0))
    # the new circle matches both voided circles; one duel at a time, in table order
    assert GAME.matches(st) == [((0, 0), (4, 0)), ((1, 0), (4, 0))]
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 4}
    assert GAME.audit(st) == []
    win(st, 4)
    # seat 0 lost its circle: the void is forgotten, and two matches are open at once: seat
    # 0's square with seat 3's (new) and seat 4's circle with seat 1's (left from the draw);
    # rules point 4: the one with the seat that last lost a card goes first
    assert st.score[4] == [0]
    assert st.voided == []
    assert st.voids == 1
    assert GAME.matches(st) == [((0, 0), (3, 0)), ((1, 0), (4, 0))]
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 3}
    assert GAME.audit(st) == []
    win(st, 3)
    assert st.score[3] == [1]
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 4}
    assert GAME.audit(st) == []
    win(st, 1)
    assert st.score[1] == [16]
    assert st.phase == "draw"
    assert GAME.matches(st) == []
    assert st.turn == 0
    assert GAME.audit(st) == []


def test_two_seats_a_card_matching_a_voided_race_races_first_then_duels() -> None:
    # the 2-seat form (arena seed 307): seat 0's two moons were a race nobody could answer;
    # seat 1 flips a third moon, and under seat 0's moon lies a fourth
    st = position(2, play={(0, 0): [31, 7], (0, 1): [15], (1, 0): [1], (1, 1): [2]},
                  draw=([23], []), turn=1, check=False)
    st.voided, st.voids = [(7, 15)], 1
    assert GAME.audit(st) == []
    GAME.apply(st, Draw(0, 1))
    assert st.duel is not None
    assert st.duel.kind == DUEL
    assert set(st.duel.slots) == {(0, 0), (1, 1)}
    win(st, 1)
    # seat 0's new moon matches its own other pile (a race: "also one revealed when a duel
    # takes your top card") and seat 1's moon (a duel); the old duel of (0, 1) with (1, 1)
    # is still open too.  All involve seat 0, the last loser: the newest top card's match
    # goes first, and of those the race (table order)
    assert len(GAME.matches(st)) == 3
    assert st.duel is not None
    assert st.duel.kind == RACE
    assert st.duel.stake == 31
    assert GAME.audit(st) == []
    win(st, 1)
    assert st.score[1] == [7, 31]
    assert st.duel is not None
    assert st.duel.kind == DUEL
    assert set(st.duel.slots) == {(0, 1), (1, 1)}
    assert GAME.audit(st) == []
    win(st, 0)
    assert st.score[0] == [23]
    assert st.phase == "draw"
    assert GAME.audit(st) == []


def test_without_a_void_the_audit_allows_only_one_match() -> None:
    st = position(5, play={(0, 0): [1, 0], (1, 0): [8], (3, 0): [9]}, draw=([16], []),
                  turn=4, check=False)
    st.voided, st.voids = [(0, 8)], 1
    GAME.apply(st, Draw(0))
    win(st, 4)
    assert GAME.audit(st) == []
    st.voids = 0  # the same table, but as if no duel had been voided this round
    assert any("more than one match" in p for p in GAME.audit(st))


def test_simulated_clock_advances_with_draws_and_answer_times() -> None:
    st = position(play={(1, 0): [8]}, draw=([5, 6, 0], [7]), turn=0, rest="score", rest_seat=3)
    t0 = st.clock
    GAME.apply(st, Draw(0))
    assert st.clock == t0 + 2.0
    GAME.apply(st, Pass(0))
    GAME.apply(st, Pass(1))  # nobody answers: 10 s, then a tie-break flip
    assert st.clock == t0 + 12.0
    answer(st, 1, 3.25)
    answer(st, 0, 4.0)
    assert st.clock == t0 + 15.25
    assert st.score[1] == [0]


def test_a_tie_remembers_both_answers_said() -> None:
    st = position(play={(1, 0): [8]}, draw=([5, 6, 0], [7]), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))
    GAME.apply(st, Answer(0, ("cat08-en-3",), 2.0))
    GAME.apply(st, Answer(1, ("cat00-en-4",), 2.0))
    assert st.used == {8: ["cat08en3"], 0: ["cat00en4"]}
    assert st.duel is not None
    assert st.duel.flip == 6


def test_declared_ties_are_bounded_per_duel_then_the_table_must_decide() -> None:
    """A tie-break may tie again, but only up to MAX_TIEBREAKS declarations per duel."""
    st = position(play={(1, 0): [8]}, draw=([4, 5, 0], [6]), turn=0, rest="score",
                  rest_seat=3, options={"judging": "buzz"})
    GAME.apply(st, Draw(0))
    for n in range(1, MAX_TIEBREAKS + 1):
        assert GAME.tie_allowed(st)
        GAME.apply(st, DeclareTie())
        assert st.duel is not None
        assert st.duel.tiebreaks == n
    assert not GAME.tie_allowed(st)
    before = snapshot(st)
    with pytest.raises(IllegalAction, match="last tie-break"):
        GAME.apply(st, DeclareTie())
    assert snapshot(st)[0] == before[0]
    assert snapshot(st)[1] == before[1]
    GAME.apply(st, Claim(1, True))  # the table names the faster duellist
    assert st.score[1] == [0]
    assert st.duel is None
    assert GAME.audit(st) == []

