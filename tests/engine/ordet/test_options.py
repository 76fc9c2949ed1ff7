"""Every option: defaults, validation and its effect on play."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.ordet import GAME, cardsets
from engine.ordet.actions import Answer, Claim, DeclareTie, Draw, Pass

from .helpers import J01, SYN, WORDS, answer, position, win


def opts(**kw: object) -> dict[str, object]:
    return GAME.normalize_options({"card_set": SYN, **kw})


def test_defaults() -> None:
    o = opts()
    assert o == {
        "seats": 4, "rounds": 2, "judging": "typed", "no_repeats": True, "answers_needed": 1,
        "card_set": SYN, "language": "en", "remove_two_symbols": False, "removed_symbols": [],
        "fixed_categories": [None] * 4,
    }
    assert opts(judging="buzz")["no_repeats"] is False
    three = opts(seats=3)
    assert three["remove_two_symbols"] is True
    assert three["removed_symbols"] == ["circle", "diamond"]
    assert GAME.normalize_options(o) == o  # idempotent


def test_default_card_set_is_everyday_if_present_else_the_first_found() -> None:
    ids = cardsets.available()
    expected = "everyday" if "everyday" in ids else ids[0]
    assert GAME.normalize_options({})["card_set"] == expected


@pytest.mark.parametrize("bad", [
    {"seats": 1}, {"seats": 7}, {"seats": True}, {"rounds": 0}, {"rounds": 4},
    {"answers_needed": 4}, {"judging": "loud"}, {"no_repeats": "yes"}, {"language": "fr"},
    {"card_set": "nope"}, {"card_set": "../x"}, {"variant": "blitz"}, {"colour": "red"},
    {"removed_symbols": ["circle", "moon"]},
    {"remove_two_symbols": True, "removed_symbols": ["circle", "circle"]},
    {"remove_two_symbols": True, "removed_symbols": ["circle", "hexagon"]},
    {"remove_two_symbols": True, "removed_symbols": ["circle"]},
    {"fixed_categories": [None, None]},
    {"fixed_categories": ["synthetic-j1", None, None, None]},
    {"fixed_categories": ["nope", None, None, None]},
])
def test_bad_options_are_rejected_with_a_clear_message(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=r"\S"):
        GAME.normalize_options({"card_set": SYN, **bad})


def test_remove_two_symbols_removes_their_cards_and_jokers_showing_them() -> None:
    st = GAME.new_game({"seats": 3, "card_set": SYN}, 5)
    cs = cardsets.get(SYN)
    # circle (0) and diamond (4): 18 cards; jokers (0,1), (4,5), (0,2)
    assert len(st.removed) == 18 + 3
    assert all(cs.symbols_on(c)[0] not in (0, 4) or c in st.removed for c in range(72))
    in_play = sum(len(p) for p in st.draw)
    assert in_play == 78 - 21
    assert GAME.audit(st) == []
    chosen = GAME.new_game({"seats": 3, "card_set": SYN,
                            "removed_symbols": ["heart", "moon"]}, 5)
    assert len(chosen.removed) == 18 + 1  # joker (6,7)
    off = GAME.new_game({"seats": 3, "card_set": SYN, "remove_two_symbols": False}, 5)
    assert off.removed == []
    assert sum(len(p) for p in off.draw) == 78
    four = GAME.new_game({"seats": 4, "card_set": SYN, "remove_two_symbols": True}, 5)
    assert len(four.removed) == 21


def test_two_seats_have_two_play_piles_and_choose_one_when_drawing() -> None:
    st = GAME.new_game({"seats": 2, "card_set": SYN}, 3)
    assert st.piles_per_seat == 2
    assert set(GAME.legal_actions(st)) == {Draw(0, 0), Draw(0, 1), Draw(1, 0), Draw(1, 1)}
    four = GAME.new_game({"seats": 4, "card_set": SYN}, 3)
    assert set(GAME.legal_actions(four)) == {Draw(0, 0), Draw(1, 0)}


def test_no_repeats_rejects_an_answer_given_for_the_same_category_this_round() -> None:
    # card 0 "A fruit" and card 8 "A colour" are both circles in the "words" set
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
    GAME.apply(st, Draw(0))
    d = st.duel
    assert d is not None
    assert d.targets == {0: 0, 1: 8}
    st.used[0] = ["orange"]
    with pytest.raises(IllegalAction, match="already given"):
        GAME.apply(st, Answer(0, ("Oranges",), 2.0))  # plural of a used fruit
    GAME.apply(st, Answer(1, ("orange",), 2.0))  # the same word fits another category
    GAME.apply(st, Answer(0, ("banana",), 3.0))
    assert st.score[1] == [8]  # seat 1 takes seat 0's colour card
    assert "orange" in st.used[8]


def test_without_no_repeats_an_answer_may_be_given_again() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"no_repeats": False})
    GAME.apply(st, Draw(0))
    st.used[0] = ["orange"]
    GAME.apply(st, Answer(0, ("orange",), 2.0))
    GAME.apply(st, Pass(1))
    assert st.score[0] == [0]


def test_answers_are_remembered_only_when_said_winner_and_ties() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
    GAME.apply(st, Draw(0))
    GAME.apply(st, Answer(0, ("apple",), 2.0))
    GAME.apply(st, Answer(1, ("red",), 3.0))  # slower: never said
    assert st.used == {0: ["apple"]}


def test_answers_needed_two_needs_two_distinct_accepted_answers() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"answers_needed": 2})
    GAME.apply(st, Draw(0))
    with pytest.raises(IllegalAction, match="exactly 2"):
        GAME.apply(st, Answer(0, ("apple",), 2.0))
    with pytest.raises(IllegalAction, match="twice"):
        GAME.apply(st, Answer(0, ("banana", "Bananas"), 2.0))
    GAME.apply(st, Answer(0, ("apple", "banana"), 5.0))
    GAME.apply(st, Answer(1, ("red", "blue"), 4.0))
    assert st.score[1] == [8]


def test_answers_needed_three_with_table_claims() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"answers_needed": 3, "judging": "buzz"})
    GAME.apply(st, Draw(0))
    GAME.apply(st, Claim(0, True, "pear"))
    GAME.apply(st, Claim(1, True))
    GAME.apply(st, Claim(0, False, "car"))  # rejected: the duel goes on
    GAME.apply(st, Claim(0, True, "plum"))
    assert st.phase == "duel"
    # mixed: seat 0 still needs one answer as a sealed commitment
    with pytest.raises(IllegalAction, match="exactly 1"):
        GAME.apply(st, Answer(0, ("apple", "lemon"), 1.0))
    GAME.apply(st, Claim(0, True, "lemon"))
    assert st.score[0] == [0]
    assert sorted(st.used[0]) == ["lemon", "pear", "plum"]


def test_fixed_category_lets_a_young_player_answer_it_instead() -> None:
    fixed = [cardsets.get(WORDS).cards[0].id, None, None, None]  # seat 0 always "A fruit"
    st = position(play={(1, 0): [16]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"fixed_categories": fixed})
    GAME.apply(st, Draw(0))
    assert GAME.categories_for(st, 0) == [16, 0]
    assert GAME.categories_for(st, 1) == [8]
    with pytest.raises(IllegalAction, match="not in the list"):
        GAME.apply(st, Answer(1, ("banana",), 1.0))  # seat 1 has no fixed category
    GAME.apply(st, Answer(0, ("banana",), 1.0))
    GAME.apply(st, Pass(1))
    assert st.score[0] == [16]
    assert st.used == {0: ["banana"]}
    reps = [a for a in GAME.legal_actions(st) if isinstance(a, Answer)]
    assert reps == []  # draw phase


def test_language_sets_the_lexicon_for_typed_answers_and_bots() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"language": "sv"})
    GAME.apply(st, Draw(0))
    with pytest.raises(IllegalAction, match="not in the list"):
        GAME.apply(st, Answer(0, ("cherry",), 2.0))
    GAME.apply(st, Answer(0, ("korsbaren",), 2.0))  # "körsbären": definite plural
    legal = GAME.legal_actions(st)
    assert Answer(1, ("röd",), 2.0) in legal


@pytest.mark.parametrize("mode", ["buzz", "typed"])
def test_typed_and_buzz_accept_a_confirmed_answer_outside_the_list(mode: str) -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"judging": mode})
    GAME.apply(st, Draw(0))
    GAME.apply(st, Answer(0, ("durian",), 2.0, confirmed=True))
    GAME.apply(st, Pass(1))
    assert st.score[0] == [0]
    assert st.used[0] == ["durian"]


def test_strict_judging_refuses_answers_outside_the_list() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"judging": "strict"})
    GAME.apply(st, Draw(0))
    with pytest.raises(IllegalAction, match="Strict"):
        GAME.apply(st, Answer(0, ("durian",), 2.0, confirmed=True))
    with pytest.raises(IllegalAction, match="Strict"):
        GAME.apply(st, Claim(0, True, "durian"))
    GAME.apply(st, Claim(0, True, "mangos"))
    assert st.score[0] == [0]


def test_buzz_claim_without_text_is_accepted_typed_claim_needs_text() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"judging": "buzz"})
    GAME.apply(st, Draw(0))
    GAME.apply(st, Claim(1, True))
    assert st.score[1] == [8]
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
    GAME.apply(st, Draw(0))
    with pytest.raises(IllegalAction, match="needs its text"):
        GAME.apply(st, Claim(1, True))


def test_rounds_are_summed_and_each_round_starts_afresh() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, rest="score", rest_seat=3,
                  options={"rounds": 2})
    first_round_cards = len(st.score[3])
    GAME.apply(st, Draw(0))
    st.used[5] = ["x"]
    events = win(st, 0)
    assert [e.kind for e in events][-2:] == ["turn", "round_start"] or \
        "round_start" in [e.kind for e in events]
    assert st.round == 2
    assert not GAME.is_over(st)
    assert st.totals[3] == first_round_cards
    assert st.totals[0] == 1
    assert st.used == {}
    assert st.jokers == []
    assert st.score == [[], [], [], []]
    assert sum(len(p) for p in st.draw) == 78
    assert GAME.scores(st) == st.totals
    assert GAME.audit(st) == []


@pytest.mark.parametrize("rounds", [1, 2, 3])
def test_whole_match_plays_the_number_of_rounds(rounds: int) -> None:
    from engine.arena import play_game
    from engine.ordet import AGENTS

    o = opts(rounds=rounds)
    agents = [AGENTS["bot-normal"]()]
    st, _, errors, capped = play_game(GAME, o, 11, agents, [0, 0, 0, 0])
    assert not errors
    assert not capped
    assert GAME.is_over(st)
    assert len(st.round_scores) == rounds
    assert st.totals == [sum(r[i] for r in st.round_scores) for i in range(4)]
    assert GAME.result(st).scores == tuple(float(t) for t in st.totals)


def test_joker_helper_constant() -> None:
    assert cardsets.get(SYN).joker(J01).symbols == (0, 1)


def test_answer_with_hint_from_helper() -> None:
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0)
    GAME.apply(st, Draw(0))
    answer(st, 0, 1.0)
    assert 0 in st.duel.commits if st.duel else False


def test_answer_status_tells_the_ui_what_a_typed_answer_would_do() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS)
    assert GAME.answer_status(st, 0, "apple") == "none"
    GAME.apply(st, Draw(0))
    st.used[0] = ["pear"]
    assert GAME.answer_status(st, 0, "Apples") == "ok"
    assert GAME.answer_status(st, 0, "durian") == "unknown"
    assert GAME.answer_status(st, 0, "pears") == "repeat"
    assert GAME.answer_status(st, 0, " ") == "empty"
    assert GAME.answer_status(st, 2, "apple") == "none"


def test_answers_needed_refuses_the_same_claimed_answer_twice_without_no_repeats() -> None:
    """The table-claim path needs distinct answers too, compared as the matching folds them."""
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"answers_needed": 2, "no_repeats": False})
    GAME.apply(st, Draw(0))
    GAME.apply(st, Claim(0, True, "banana"))
    for same in ("banana", "Bananas", " BANANA "):
        with pytest.raises(IllegalAction, match="twice"):
            GAME.apply(st, Claim(0, True, same))
    assert GAME.answer_status(st, 0, "Bananas") == "twice"
    assert GAME.answer_status(st, 0, "apple") == "ok"
    assert st.duel is not None
    assert st.duel.progress[0] == 1
    # the other duellist's answers are its own: the same word from seat 1 still counts
    GAME.apply(st, Claim(1, True, "red"))
    GAME.apply(st, Claim(0, True, "apple"))
    assert st.duel is None
    assert st.score[0] == [0]


def test_answers_needed_sealed_answer_must_differ_from_the_claimed_ones() -> None:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"answers_needed": 2, "no_repeats": False})
    GAME.apply(st, Draw(0))
    GAME.apply(st, Claim(0, True, "banana"))
    with pytest.raises(IllegalAction, match="twice"):
        GAME.apply(st, Answer(0, ("Banana",), 1.0))
    with pytest.raises(IllegalAction, match="twice"):  # the sealed path on its own, as before
        GAME.apply(st, Answer(1, ("red", "Red"), 1.0))
    GAME.apply(st, Answer(0, ("apple",), 1.0))
    GAME.apply(st, Pass(1))
    assert st.score[0] == [0]


def test_a_tie_break_starts_the_counted_answers_afresh() -> None:
    """After a tie the race is on a new card: earlier answers neither count nor block."""
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options={"answers_needed": 2, "no_repeats": False, "judging": "buzz"})
    GAME.apply(st, Draw(0))
    GAME.apply(st, Claim(0, True, "banana"))
    GAME.apply(st, DeclareTie())
    assert st.duel is not None
    assert st.duel.counted == {}
    assert st.duel.progress == {0: 0, 1: 0}
