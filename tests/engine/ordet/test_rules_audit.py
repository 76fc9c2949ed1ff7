"""Rule-by-rule audit of Ordet fanger's rules (``resources/rules/ordet.*.md``): one concrete
position per rule sentence, option and Decision, with the outcome the rules state.

Synthetic set (see ``helpers``): card ``k`` shows symbol ``k % 8`` (0 circle, 1 square,
2 triangle, 3 star, 4 diamond, 5 cross, 6 heart, 7 moon); jokers J01 (circle/square), J23,
J45, J67, J02 (circle/triangle), J13.  In the "words" set card 0 is "A fruit" and card 8
"A colour" (both circles).
"""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.ordet import GAME, cardsets
from engine.ordet.actions import Answer, Claim, DeclareTie, Draw, Pass
from engine.ordet.state import DUEL, RACE

from .helpers import J01, J02, J13, J23, J45, J67, SYN, WORDS, answer, kinds, position, win

# ---------------------------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------------------------


def test_setup_splits_the_shuffled_set_into_two_draw_piles_and_picks_a_random_first() -> None:
    firsts = set()
    for seed in range(12):
        st = GAME.new_game({"seats": 4, "card_set": SYN}, seed)
        assert [len(p) for p in st.draw] == [39, 39]
        assert sorted(c for p in st.draw for c in p) == list(range(78))
        assert st.play == [[[]] for _ in range(4)]
        assert st.score == [[], [], [], []]
        assert GAME.current_player(st) == st.turn
        firsts.add(st.turn)
    assert len(firsts) > 1  # random, not always seat 0
    assert GAME.new_game({"seats": 4, "card_set": SYN}, 3).draw != \
        GAME.new_game({"seats": 4, "card_set": SYN}, 4).draw  # shuffled


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_two_to_six_seats(seats: int) -> None:
    st = GAME.new_game({"seats": seats, "card_set": SYN}, 1)
    assert GAME.num_seats(st) == seats
    assert st.piles_per_seat == (2 if seats == 2 else 1)


# ---------------------------------------------------------------------------------------------
# Play 1: draw from either pile onto your play pile; only top cards count
# ---------------------------------------------------------------------------------------------


def test_draw_either_pile_flips_its_top_card_onto_the_drawers_play_pile() -> None:
    st = position(draw=([3, 1], [5, 2]), turn=0)
    events = GAME.apply(st, Draw(1))
    assert st.play[0][0] == [2]
    assert st.draw[1] == [5]
    assert st.draw[0][-2:] == [3, 1]
    assert events[0].kind == "draw"
    assert events[0].data["card"] == 2
    GAME.apply(st, Draw(0))  # seat 1 takes the other pile's top card
    assert st.play[1][0] == [1]
    assert st.draw[0][-1] == 3


def test_when_one_draw_pile_is_empty_only_the_other_can_be_drawn() -> None:
    st = position(draw=([], [3]), turn=0, rest="score", rest_seat=3)
    assert GAME.legal_actions(st) == [Draw(1, 0)]
    with pytest.raises(IllegalAction, match="empty"):
        GAME.apply(st, Draw(0))
    st = position(draw=([3], []), turn=0, rest="score", rest_seat=3)
    assert GAME.legal_actions(st) == [Draw(0, 0)]


def test_a_new_card_covers_the_old_one_and_only_top_cards_count() -> None:
    # seat 1's circle (0) is covered by a square (9): a drawn circle does not duel with it
    st = position(play={(1, 0): [0, 9]}, draw=([8], []), turn=0)
    GAME.apply(st, Draw(0))
    assert st.phase == "draw"
    assert st.duel is None
    assert st.turn == 1
    # seat 0 covers its square (17) with a circle (16): a later square does not meet it
    st2 = position(play={(0, 0): [17], (2, 0): [3]}, draw=([16], []), turn=0)
    GAME.apply(st2, Draw(0))
    assert st2.play[0][0] == [17, 16]
    assert st2.phase == "draw"
    st3 = position(play={(0, 0): [17, 16], (2, 0): [3]}, draw=([9], []), turn=1)
    GAME.apply(st3, Draw(0))  # seat 1 draws a square: seat 0's square is covered
    assert st3.phase == "draw"
    assert st3.turn == 2


def test_a_seat_with_an_empty_play_pile_has_no_top_card_and_cannot_duel() -> None:
    st = position(draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))
    assert st.phase == "draw"
    assert st.turn == 1
    assert GAME.matches(st) == []


# ---------------------------------------------------------------------------------------------
# Play 2: turns pass clockwise
# ---------------------------------------------------------------------------------------------


def test_turns_pass_clockwise_to_the_next_seat_and_wrap_around() -> None:
    st = position(5, draw=([4, 3, 2, 1, 0], []), turn=3)
    order = []
    for _ in range(5):
        order.append(st.turn)
        GAME.apply(st, Draw(0))
    assert order == [3, 4, 0, 1, 2]
    assert st.turn == 3


# ---------------------------------------------------------------------------------------------
# Play 3: duel on the same symbol; each answers the OTHER's category; winner takes the top card
# ---------------------------------------------------------------------------------------------


def test_duel_each_answers_the_opponents_category_not_their_own() -> None:
    st = position(play={(2, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
    GAME.apply(st, Draw(0))  # seat 0 shows "A colour", seat 2 "A fruit"
    assert st.duel is not None
    assert st.duel.kind == DUEL
    assert st.duel.targets == {0: 0, 2: 8}
    with pytest.raises(IllegalAction, match="not in the list"):
        GAME.apply(st, Answer(0, ("red",), 1.0))  # its own card's category
    with pytest.raises(IllegalAction, match="not in the list"):
        GAME.apply(st, Answer(2, ("banana",), 1.0))
    assert GAME.answer_status(st, 0, "banana") == "ok"
    assert GAME.answer_status(st, 2, "red") == "ok"
    assert GAME.answer_status(st, 1, "red") == "none"  # not a duellist


@pytest.mark.parametrize("winner", [0, 2])
def test_winner_takes_the_losers_top_card_face_down_and_keeps_its_own(winner: int) -> None:
    st = position(play={(0, 0): [3], (2, 0): [1, 0]}, draw=([8], []), turn=0)
    GAME.apply(st, Draw(0))
    loser = 2 if winner == 0 else 0
    loser_card = 0 if loser == 2 else 8
    winner_card = 8 if winner == 0 else 0
    win(st, winner)
    assert st.score[winner] == [loser_card]
    assert st.score[loser] == []
    assert st.play[winner][0][-1] == winner_card  # the winner's card stays
    assert loser_card not in st.play[loser][0]
    assert GAME.scores(st)[winner] == 1


def test_the_faster_correct_answer_wins_whoever_commits_first() -> None:
    for first, second in ((0, 2), (2, 0)):
        st = position(play={(2, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
        GAME.apply(st, Draw(0))
        texts = {0: "apple", 2: "red"}
        GAME.apply(st, Answer(first, (texts[first],), 3.0))
        GAME.apply(st, Answer(second, (texts[second],), 2.9))
        assert st.score[second] == ([8] if second == 2 else [0])


def test_only_the_two_duellists_take_part() -> None:
    st = position(play={(2, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
    GAME.apply(st, Draw(0))
    for action in (Answer(1, ("apple",), 1.0), Pass(3), Claim(1, True, "apple")):
        with pytest.raises(IllegalAction, match="only the two duellists"):
            GAME.apply(st, action)


# ---------------------------------------------------------------------------------------------
# Play 4: duel series; no card drawn while a duel is open
# ---------------------------------------------------------------------------------------------


def test_duel_series_of_three_with_no_draw_in_between() -> None:
    # seat 0 draws a circle; seat 1: star, square, circle; seat 2 a square; seat 3 a star
    st = position(play={(1, 0): [3, 1, 8], (2, 0): [9], (3, 0): [11]}, draw=([5, 0], []),
                  turn=0)
    GAME.apply(st, Draw(0))
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    for action in (Draw(0), Draw(1)):
        with pytest.raises(IllegalAction, match="duel is open"):
            GAME.apply(st, action)
    win(st, 0)  # seat 1 loses the circle: its square meets seat 2's square
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 2}
    assert st.duel.targets == {1: 9, 2: 1}
    with pytest.raises(IllegalAction, match="duel is open"):
        GAME.apply(st, Draw(0))
    win(st, 2)  # seat 1 loses the square: its star meets seat 3's star
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 3}
    win(st, 1)  # seat 3 loses its only card: no more matches
    assert st.phase == "draw"
    assert st.duel is None
    assert st.score == [[8], [11], [1], []]
    assert st.turn == 1  # the seat after the drawer (0)


def test_series_can_match_the_winner_again() -> None:
    st = position(play={(1, 0): [16, 8]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))
    win(st, 0)  # seat 1's next card is a circle again
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    assert st.duel.targets == {0: 16, 1: 0}
    win(st, 0)
    assert st.score[0] == [8, 16]
    assert st.play[0][0] == [0]
    assert st.play[1][0] == []


# ---------------------------------------------------------------------------------------------
# Play 5: after the duels the turn passes to the seat after the drawer
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("drawer", "other", "winner", "expected"), [
    (2, 0, 2, 3),   # the drawer won
    (2, 0, 0, 3),   # the drawer lost
    (3, 1, 1, 0),   # wrap around from the last seat
    (1, 3, 3, 2),   # the loser/winner sits far away: still the drawer's neighbour
])
def test_turn_after_duels_goes_to_the_seat_after_the_drawer(
        drawer: int, other: int, winner: int, expected: int) -> None:
    st = position(play={(other, 0): [8]}, draw=([0], []), turn=drawer)
    GAME.apply(st, Draw(0))
    win(st, winner)
    assert st.phase == "draw"
    assert st.turn == expected


# ---------------------------------------------------------------------------------------------
# Play 6: jokers
# ---------------------------------------------------------------------------------------------


def test_a_drawn_joker_lies_between_the_draw_piles_not_on_a_play_pile() -> None:
    st = position(play={(0, 0): [2]}, draw=([J45], []), turn=0)
    events = GAME.apply(st, Draw(0))
    assert st.jokers == [J45]
    assert st.play[0][0] == [2]
    assert events[0].kind == "joker"
    assert events[0].data["set_aside"] is False


def test_joker_in_force_makes_its_two_symbols_equal_for_top_cards_only() -> None:
    # under J45 (diamond/cross): seat 1's cross (5) meets a drawn diamond (4)
    st = position(play={(1, 0): [5]}, jokers=[J45], draw=([4], []), turn=0)
    GAME.apply(st, Draw(0))
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    assert st.duel.targets == {0: 5, 1: 4}  # still each answers the other's category
    # a covered cross does not count
    st = position(play={(1, 0): [5, 2]}, jokers=[J45], draw=([4], []), turn=0)
    GAME.apply(st, Draw(0))
    assert st.phase == "draw"
    # a symbol pair other than the joker's does not match
    st = position(play={(1, 0): [6]}, jokers=[J45], draw=([4], []), turn=0)
    GAME.apply(st, Draw(0))
    assert st.phase == "draw"


def test_newest_joker_covers_the_older_one_and_only_it_is_in_force() -> None:
    # J01 (circle/square) lies; seat 1 shows a triangle (2), seat 2 a star (11)
    st = position(play={(1, 0): [2], (2, 0): [11], (3, 0): [1]}, jokers=[J01],
                  draw=([8, J23], []), turn=0)
    GAME.apply(st, Draw(0))  # J23 (triangle/star) covers J01
    assert st.jokers == [J01, J23]
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 2}
    win(st, 1)
    assert st.turn == 0  # the joker's drawer draws again
    GAME.apply(st, Draw(0))  # a circle: circle/square was J01's pair, no longer in force
    assert st.phase == "draw"
    assert st.turn == 1


def test_joker_drawer_draws_again_only_after_the_duel_series_it_causes() -> None:
    # J02 (circle/triangle): seat 1's circle meets seat 2's triangle; seat 2 then shows a
    # square that meets seat 3's square
    st = position(play={(1, 0): [0], (2, 0): [9, 2], (3, 0): [17]}, draw=([J02], []),
                  turn=0)
    events = GAME.apply(st, Draw(0))
    assert kinds(events) == ["joker", "duel"]
    win(st, 1)
    assert st.duel is not None
    assert set(st.duel.seats) == {2, 3}
    with pytest.raises(IllegalAction, match="duel is open"):
        GAME.apply(st, Draw(0))
    win(st, 3)
    assert st.phase == "draw"
    assert st.turn == 0
    GAME.apply(st, Draw(0))  # the redraw: afterwards the turn passes on as usual
    assert st.turn == 1


def test_joker_in_the_first_pass_is_set_aside_and_drawer_draws_again() -> None:
    # seats 0 and 1 have placed, seats 2 and 3 not yet: seat 2 draws a joker
    st = position(play={(0, 0): [0], (1, 0): [9]}, draw=([2, J01], []), turn=2,
                  placed=False)
    st.placed = [True, True, False, False]
    events = GAME.apply(st, Draw(0))
    assert st.set_aside == [J01]
    assert st.jokers == []
    assert events[0].data["set_aside"] is True
    assert st.phase == "draw"
    assert st.turn == 2
    GAME.apply(st, Draw(0))
    assert st.play[2][0] == [2]
    assert st.turn == 3


def test_joker_after_the_first_pass_is_in_force() -> None:
    st = position(play={(0, 0): [0], (1, 0): [9], (2, 0): [2], (3, 0): [3]},
                  draw=([J01], []), turn=0, placed=False)
    st.placed = [True, True, True, True]
    GAME.apply(st, Draw(0))
    assert st.jokers == [J01]
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}


def test_first_pass_follows_the_real_play_from_a_new_game() -> None:
    st = GAME.new_game({"seats": 3, "card_set": SYN, "remove_two_symbols": False}, 7)
    first = st.turn
    # rig the piles: two category cards, a joker, then more category cards
    st.draw = [[c for c in st.draw[0] + st.draw[1] if c not in (1, 2, 3, 5, J67)]
               + [5, 3, J67, 2, 1], []]
    GAME.apply(st, Draw(0))  # first seat places 1
    GAME.apply(st, Draw(0))  # next seat places 2
    third = (first + 2) % 3
    assert st.turn == third
    GAME.apply(st, Draw(0))  # the third seat draws J67 before it has a card: set aside
    assert st.set_aside == [J67]
    assert st.turn == third
    GAME.apply(st, Draw(0))
    assert st.play[third][0] == [3]
    assert st.turn == first


def test_two_seats_first_pass_lasts_until_every_play_pile_has_a_card() -> None:
    # each seat has a card on one of its two piles: not every play pile has a card yet
    st = position(2, play={(0, 0): [1], (1, 0): [2]}, draw=([3, J45], []), turn=0,
                  placed=False)
    st.placed = [False, False]
    GAME.apply(st, Draw(0))
    assert st.set_aside == [J45]
    assert st.jokers == []
    assert st.turn == 0
    GAME.apply(st, Draw(0, 1))  # seat 0 now has cards on both piles
    assert st.placed == [True, False]
    assert st.turn == 1
    # once all four piles have had a card, a joker is in force
    st = position(2, play={(0, 0): [1], (0, 1): [4], (1, 0): [2], (1, 1): [3]},
                  draw=([J45], []), turn=0, placed=False)
    st.placed = [True, True]
    GAME.apply(st, Draw(0))
    assert st.jokers == [J45]
    assert st.set_aside == []


def test_placing_tracks_every_play_pile_in_the_two_seat_game() -> None:
    st = position(2, draw=([4, 3, 2, 1], []), turn=0, placed=False)
    st.placed = [False, False]
    GAME.apply(st, Draw(0, 0))
    GAME.apply(st, Draw(0, 0))
    assert st.placed == [False, False]
    GAME.apply(st, Draw(0, 1))
    GAME.apply(st, Draw(0, 1))
    assert st.placed == [True, True]


# ---------------------------------------------------------------------------------------------
# Play 7: end of round, scoring, rounds
# ---------------------------------------------------------------------------------------------


def test_round_goes_on_while_one_draw_pile_still_has_cards() -> None:
    st = position(draw=([], [1, 2]), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(1))
    assert not GAME.is_over(st)
    assert st.turn == 1
    GAME.apply(st, Draw(1))
    assert GAME.is_over(st)


def test_joker_as_very_last_card_without_duel_ends_the_round_without_redraw() -> None:
    st = position(play={(1, 0): [0]}, draw=([J23], []), turn=0, rest="score", rest_seat=3)
    events = GAME.apply(st, Draw(0))
    assert kinds(events) == ["joker", "round_end", "game_over"]
    assert GAME.is_over(st)


def test_joker_as_last_card_ends_the_round_after_its_duel_series() -> None:
    # J02 (circle/triangle): seat 1's circle meets seat 2's triangle
    st = position(play={(1, 0): [0], (2, 0): [1, 2], (3, 0): [17]}, draw=([J02], []),
                  turn=0, rest="score", rest_seat=0)
    GAME.apply(st, Draw(0))
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 2}
    win(st, 1)  # seat 2 loses 2 and shows 1: square meets seat 3's square 17
    assert st.duel is not None
    assert set(st.duel.seats) == {2, 3}
    assert not GAME.is_over(st)
    win(st, 3)
    assert GAME.is_over(st)
    assert GAME.current_player(st) is None


def test_most_cards_in_the_score_pile_wins_the_match() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, rest="score", rest_seat=2)
    pool = st.score[2]
    st.score = [pool[:5], pool[5:9], pool[9:], []]
    GAME.apply(st, Draw(0))
    win(st, 0)
    res = GAME.result(st)
    assert res.scores == (6.0, 4.0, float(len(pool) - 9), 0.0)
    assert res.winners == (2,)


def test_default_is_two_rounds_and_the_match_sums_them() -> None:
    assert GAME.normalize_options({"card_set": SYN})["rounds"] == 2
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, rest="score", rest_seat=3,
                  options={"rounds": 2})
    pool = st.score[3]
    st.score = [pool[:30], [], [], pool[30:]]  # 30 : 40 in round one (+1 for seat 0)
    GAME.apply(st, Draw(0))
    win(st, 0)
    assert st.round == 2
    assert st.totals == [31, 0, 0, len(pool) - 30]
    assert st.score == [[], [], [], []]
    assert GAME.scores(st) == st.totals
    # round two: seat 0 wins 12 cards, seat 3 one card
    cards = [c for c in range(72)]
    st.draw = [[0], []]
    st.play = [[[]], [[8]], [[]], [[]]]
    st.score = [cards[16:28], [], cards[28:], [cards[1]]]
    st.set_aside = list(range(72, 78))
    st.jokers = []
    st.draw[0] = [0]
    spare = [c for c in range(2, 16) if c != 8]
    st.score[2] += spare
    st.turn, st.placed = 0, [True] * 4
    assert GAME.audit(st) == []
    GAME.apply(st, Draw(0))
    win(st, 0)
    assert GAME.is_over(st)
    assert len(st.round_scores) == 2
    assert st.round_scores[1] == [13, 0, len(st.score[2]), 1]
    assert st.totals == [44, 0, st.round_scores[1][2], len(pool) - 30 + 1]
    assert GAME.result(st).scores == tuple(float(t) for t in st.totals)


def test_equal_totals_share_the_win() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, rest="score", rest_seat=3)
    pool = st.score[3]
    st.score = [pool[:23], pool[23:46], pool[46:69], pool[69:]]  # 23 : 23 : 23 : 1
    GAME.apply(st, Draw(0))
    win(st, 0)  # seat 0 takes one more card: it alone has most
    res = GAME.result(st)
    assert res.scores == (24.0, 23.0, 23.0, 1.0)
    assert res.winners == (0,)
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, rest="score", rest_seat=3)
    pool = st.score[3]
    st.score = [pool[:22], pool[22:45], pool[45:68], pool[68:]]  # 22 : 23 : 23 : 2
    GAME.apply(st, Draw(0))
    win(st, 0)  # 23 : 23 : 23 : 2
    res = GAME.result(st)
    assert res.scores == (23.0, 23.0, 23.0, 2.0)
    assert res.winners == (0, 1, 2)


# ---------------------------------------------------------------------------------------------
# Simultaneous answers: the tie-break flip
# ---------------------------------------------------------------------------------------------


def test_tie_break_race_is_on_the_flipped_card_only() -> None:
    st = position(play={(1, 0): [8]}, draw=([5, 6, 0], [7]), turn=0, card_set=WORDS,
                  rest="score", rest_seat=3)
    st2 = st
    GAME.apply(st2, Draw(0))
    GAME.apply(st2, DeclareTie())
    d = st2.duel
    assert d is not None
    assert d.flip == 6
    assert d.targets == {0: 6, 1: 6}
    with pytest.raises(IllegalAction, match="not in the list"):
        GAME.apply(st2, Answer(0, ("red",), 1.0))  # the first duel's category is over
    assert GAME.answer_status(st2, 0, "red") == "unknown"
    win(st2, 0)
    assert st2.score[0] == [8]
    assert st2.play[0][0] == [0]


def test_tie_in_a_duel_series_gives_the_card_of_that_duel() -> None:
    st = position(play={(1, 0): [1, 8], (2, 0): [17]}, draw=([4, 3, 0], [6]), turn=0,
                  rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))
    win(st, 0)
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 2}
    answer(st, 1, 2.5)
    answer(st, 2, 2.5)  # the same time: tie
    assert st.duel is not None
    assert st.duel.flip == 3
    win(st, 1)
    assert st.score[1] == [17]
    assert st.play[1][0] == [1]
    assert sorted(st.draw[0]) == [3, 4]
    assert st.turn == 1


def test_tie_with_both_draw_piles_empty_races_again_on_the_original_categories() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))  # the last card: both piles are empty now
    answer(st, 0, 2.0)
    events = answer(st, 1, 2.0)
    assert "rerace" in kinds(events)
    assert "tiebreak" not in kinds(events)
    assert st.duel is not None
    assert st.duel.targets == {0: 8, 1: 0}
    assert st.duel.flip is None
    win(st, 0)
    assert st.score[0] == [8]
    assert GAME.is_over(st)


def test_tie_break_joker_goes_back_and_another_card_is_flipped_from_that_pile() -> None:
    st = position(play={(1, 0): [8]}, draw=([4, J67, 0], [J13, J23]), turn=0,
                  rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))
    events = GAME.apply(st, DeclareTie())
    k = kinds(events)
    assert k[0] == "tie"
    assert k[-1] == "tiebreak"
    assert "tiebreak_joker" in k
    assert set(k[1:-1]) == {"tiebreak_joker"}  # shuffled back until a category card shows
    d = st.duel
    assert d is not None
    assert d.flip == 4
    assert d.flip_pile == 0
    assert st.draw[0] == [J67]
    assert st.jokers == []
    win(st, 1)
    assert st.score[1] == [0]
    assert sorted(st.draw[0]) == [4, J67]


def test_a_tie_break_can_tie_again_and_flips_another_card() -> None:
    st = position(play={(1, 0): [8]}, draw=([4, 5, 0], [6]), turn=0, rest="score",
                  rest_seat=3)
    GAME.apply(st, Draw(0))
    GAME.apply(st, DeclareTie())
    GAME.apply(st, DeclareTie())
    d = st.duel
    assert d is not None
    assert d.flip is not None
    assert d.targets == {0: d.flip, 1: d.flip}
    assert sorted(st.draw[0] + st.draw[1] + [d.flip]) == [4, 5, 6]
    win(st, 0)
    assert st.score[0] == [8]
    assert sorted(st.draw[0] + st.draw[1]) == [4, 5, 6]


# ---------------------------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------------------------


def test_no_repeats_is_per_category_and_covers_claims_and_sealed_answers() -> None:
    # round so far: "orange" won as a colour; now a fruit duel: "orange" still fits a fruit
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
    GAME.apply(st, Draw(0))
    st.used[8] = ["orange"]
    assert GAME.answer_status(st, 0, "Orange") == "ok"
    assert GAME.answer_status(st, 1, "ORANGE") == "repeat"
    GAME.apply(st, Answer(0, ("orange",), 2.0))
    GAME.apply(st, Pass(1))
    assert st.used[0] == ["orange"]
    # buzz mode with no repeats switched on: a repeated claim is refused
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"judging": "buzz", "no_repeats": True, "answers_needed": 2})
    GAME.apply(st, Draw(0))
    GAME.apply(st, Claim(0, True, "kiwi"))
    with pytest.raises(IllegalAction, match="already given"):
        GAME.apply(st, Claim(0, True, "kiwis"))


def test_no_repeats_forgets_at_the_start_of_a_new_round() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  rest="score", rest_seat=3, options={"rounds": 2})
    GAME.apply(st, Draw(0))
    GAME.apply(st, Answer(0, ("apple",), 2.0))
    GAME.apply(st, Pass(1))
    assert st.round == 2
    assert st.used == {}


@pytest.mark.parametrize("needed", [2, 3])
def test_more_answers_the_first_to_give_all_of_them_wins(needed: int) -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"answers_needed": needed})
    GAME.apply(st, Draw(0))
    fruit = ("apple", "pear", "plum")[:needed]
    colours = ("red", "blue", "green")[:needed]
    with pytest.raises(IllegalAction, match=f"exactly {needed}"):
        GAME.apply(st, Answer(0, fruit[:1], 1.0))
    GAME.apply(st, Answer(0, fruit, 6.0))
    GAME.apply(st, Answer(1, colours, 5.0))
    assert st.score[1] == [8]
    # with table claims: one accepted claim is not enough
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"answers_needed": needed, "judging": "buzz"})
    GAME.apply(st, Draw(0))
    for i in range(needed - 1):
        GAME.apply(st, Claim(1, True, colours[i]))
        assert st.phase == "duel"
    GAME.apply(st, Claim(1, True, colours[-1]))
    assert st.score[1] == [8]


def test_three_players_remove_two_symbols_by_default_with_their_jokers() -> None:
    cs = cardsets.get("everyday")
    st = GAME.new_game({"seats": 3, "card_set": "everyday"}, 2)
    opts = st.options
    assert opts["remove_two_symbols"] is True
    assert len(opts["removed_symbols"]) == 2
    gone = {cs.symbols.index(s) for s in opts["removed_symbols"]}
    left = [c for p in st.draw for c in p]
    assert all(not set(cs.symbols_on(c)) & gone for c in left)
    assert len([c for c in left if not cs.is_joker(c)]) == 72 - 18
    jokers_kept = [j for j in range(72, 78) if not set(cs.symbols_on(j)) & gone]
    assert sorted(c for c in left if cs.is_joker(c)) == jokers_kept
    assert GAME.new_game({"seats": 4, "card_set": "everyday"}, 2).options[
        "remove_two_symbols"] is False
    picked = GAME.new_game({"seats": 3, "card_set": "everyday",
                            "removed_symbols": ["star", "moon"]}, 2)
    assert picked.options["removed_symbols"] == ["star", "moon"]


def test_young_player_may_answer_the_fixed_category_in_duel_and_tie_break() -> None:
    fixed = [None, "words-fruit", None, None]
    st = position(play={(1, 0): [16]}, draw=([6, 5, 8], [7]), turn=0, card_set=WORDS,
                  rest="score", rest_seat=3, options={"fixed_categories": fixed})
    GAME.apply(st, Draw(0))  # seat 0's colour meets seat 1's circle 16
    assert GAME.categories_for(st, 1) == [8, 0]
    assert GAME.answer_status(st, 1, "pear") == "ok"  # fixed "A fruit"
    assert GAME.answer_status(st, 1, "blue") == "ok"  # or the opponent's card
    assert GAME.answer_status(st, 0, "pear") == "unknown"
    GAME.apply(st, DeclareTie())
    assert st.duel is not None
    assert GAME.categories_for(st, 1) == [5, 0]
    GAME.apply(st, Answer(1, ("plum",), 1.0))
    GAME.apply(st, Pass(0))
    assert st.score[1] == [8]


# ---------------------------------------------------------------------------------------------
# Two players
# ---------------------------------------------------------------------------------------------


def test_two_seats_flip_onto_either_of_your_piles() -> None:
    st = position(2, draw=([2, 1], []), turn=0)
    GAME.apply(st, Draw(0, 1))
    assert st.play[0] == [[], [1]]
    GAME.apply(st, Draw(0, 0))
    assert st.play[1] == [[2], []]
    assert st.turn == 0


def test_two_seats_opponent_match_is_a_normal_duel_on_each_others_cards() -> None:
    st = position(2, play={(0, 0): [3], (1, 0): [2], (1, 1): [8]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0, 1))
    d = st.duel
    assert d is not None
    assert d.kind == DUEL
    assert d.targets == {0: 8, 1: 0}
    win(st, 0)
    assert st.score[0] == [8]
    assert st.play[1] == [[2], []]
    assert st.play[0] == [[3], [0]]
    assert st.turn == 1


@pytest.mark.parametrize("winner", [0, 1])
def test_two_seats_own_piles_match_both_race_on_the_new_card(winner: int) -> None:
    # seat 0 flips a fruit (0) onto pile 1 next to its own colour (8): both circles
    st = position(2, play={(0, 0): [8], (1, 0): [2]}, draw=([0], []), turn=0,
                  card_set=WORDS)
    GAME.apply(st, Draw(0, 1))
    d = st.duel
    assert d is not None
    assert d.kind == RACE
    assert d.stake == 0
    assert d.targets == {0: 0, 1: 0}
    assert set(d.seats) == {0, 1}
    with pytest.raises(IllegalAction, match="not in the list"):
        GAME.apply(st, Answer(winner, ("red",), 1.0))  # the older card is not raced
    win(st, winner)
    assert st.score[winner] == [0]
    assert st.play[0] == [[8], []]


def test_two_seats_joker_in_force_makes_own_piles_race() -> None:
    # J45 in force: seat 1 draws a cross onto pile 1 next to its own diamond
    st = position(2, play={(0, 0): [1], (1, 0): [4]}, jokers=[J45], draw=([5], []), turn=1)
    GAME.apply(st, Draw(0, 1))
    d = st.duel
    assert d is not None
    assert d.kind == RACE
    assert d.stake == 5
    assert d.slots[0] == (1, 1)
    win(st, 0)
    assert st.score[0] == [5]
    assert st.play[1] == [[4], []]
    assert st.turn == 0


def test_two_seats_race_revealed_when_a_duel_takes_your_top_card() -> None:
    # seat 0 draws a circle onto pile 0 (a moon) next to its pile 1 circle: a race; after it
    # pile 0 shows the moon again, which does not match the circle on pile 1
    st = position(2, play={(0, 0): [7], (0, 1): [15, 8], (1, 0): [2]}, draw=([0], []),
                  turn=0)
    GAME.apply(st, Draw(0, 0))
    d = st.duel
    assert d is not None
    assert d.kind == RACE
    assert d.stake == 0
    win(st, 1)  # seat 0's pile 0 shows the moon 7 again: it does not match the circle 8
    assert st.phase == "draw"
    assert st.score[1] == [0]
    # now a duel takes seat 0's circle 8 and reveals the moon 15 next to the moon 7
    st = position(2, play={(0, 0): [7], (0, 1): [15, 8], (1, 0): [2]}, draw=([16], []),
                  turn=1)
    GAME.apply(st, Draw(0, 1))
    assert st.duel is not None
    assert st.duel.kind == DUEL
    events = win(st, 1)
    assert "duel" in kinds(events)
    d = st.duel
    assert d is not None
    assert d.kind == RACE
    assert d.stake == 15
    assert d.targets == {0: 15, 1: 15}
    win(st, 1)
    assert st.score[1] == [8, 15]
    assert st.play[0] == [[7], []]
    assert st.turn == 0


# ---------------------------------------------------------------------------------------------
# Information
# ---------------------------------------------------------------------------------------------


def test_everything_but_the_draw_order_is_public() -> None:
    st = position(play={(1, 0): [8, 1]}, jokers=[J01], draw=([3, 2], [4]), turn=0)
    for seat in (0, 1, None):
        v = GAME.view(st, seat)
        assert v.draw == [[None] * len(st.draw[0]), [None]]
        assert v.play == st.play
        assert v.score == st.score
        assert v.jokers == st.jokers
        assert v.rng is None


def test_joker_constants_match_the_synthetic_set() -> None:
    cs = cardsets.get(SYN)
    assert [cs.joker(j).symbols for j in (J01, J23, J45, J67, J02, J13)] == [
        (0, 1), (2, 3), (4, 5), (6, 7), (0, 2), (1, 3)]


def test_a_table_where_every_play_pile_shows_a_card_is_past_the_first_pass() -> None:
    # a table laid out by hand from a fresh game: nobody is marked as having placed yet,
    # but every play pile has a card, so a drawn joker is in force
    st = position(play={(0, 0): [0], (1, 0): [9], (2, 0): [2], (3, 0): [3]},
                  draw=([J01], []), turn=0, placed=False)
    assert GAME.in_first_pass(st) is False
    GAME.apply(st, Draw(0))
    assert st.jokers == [J01]
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    # one empty pile that never had a card: still the first pass
    st = position(play={(0, 0): [0], (1, 0): [9], (2, 0): [2]}, draw=([J01], []), turn=0,
                  placed=False)
    assert GAME.in_first_pass(st) is True
    GAME.apply(st, Draw(0))
    assert st.set_aside == [J01]
    assert st.phase == "draw"
    assert st.turn == 0


def test_a_pile_emptied_by_a_duel_does_not_restart_the_first_pass() -> None:
    st = position(play={(0, 0): [3], (1, 0): [8], (2, 0): [2], (3, 0): [1]},
                  draw=([J45, 0], []), turn=0, placed=False)
    st.placed = [True, False, True, True]  # seat 1's card is known from its pile's stamp
    assert (1, 0) in st.stamps
    GAME.apply(st, Draw(0))  # a circle: duel with seat 1
    win(st, 0)  # seat 1's pile is empty now, but it had a card this round
    assert st.play[1][0] == []
    assert st.turn == 1
    st.turn = 2
    GAME.apply(st, Draw(0))  # J45 after the first pass: in force
    assert st.jokers == [J45]
    assert st.set_aside == []


def test_an_answer_given_as_a_list_or_a_bare_string_counts_like_a_tuple() -> None:
    for given in (["apple"], "apple"):
        st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
        GAME.apply(st, Draw(0))
        GAME.apply(st, Answer(0, given, 1.0))  # type: ignore[arg-type]
        GAME.apply(st, Pass(1))
        assert st.score[0] == [0]
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"answers_needed": 2})
    GAME.apply(st, Draw(0))
    with pytest.raises(IllegalAction, match="exactly 2"):
        GAME.apply(st, Answer(0, "apple", 1.0))  # type: ignore[arg-type]


def test_nobody_answers_with_no_card_to_flip_races_again_then_voids() -> None:
    from engine.ordet.rules import MAX_TIEBREAKS

    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, rest="score", rest_seat=3)
    GAME.apply(st, Draw(0))  # the last card starts a duel: nothing left to flip
    for n in range(1, MAX_TIEBREAKS + 1):
        GAME.apply(st, Pass(0))
        events = GAME.apply(st, Pass(1))
        assert "rerace" in kinds(events)  # the Decision: again on the original categories
        assert st.duel is not None
        assert st.duel.targets == {0: 8, 1: 0}
        assert st.duel.tiebreaks == n
    GAME.apply(st, Pass(0))
    events = GAME.apply(st, Pass(1))
    assert "void" in kinds(events)
    assert GAME.is_over(st)
    assert st.score[0] == []
    assert st.score[1] == []
