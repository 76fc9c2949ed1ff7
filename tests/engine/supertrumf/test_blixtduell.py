"""Blixtduell rules (rules/supertrumf-fantasy.md, "Blixtduell" 1–7), each with a concrete
position and its expected outcome."""

from __future__ import annotations

import pytest

from engine.supertrumf.deck import CARD_IDS
from engine.supertrumf.rules import GAME, Mulligan, NameProperty, Play
from engine.supertrumf.state import MULLIGAN, NAME, OVER, SupertrumfState

from .position import blixt, kinds

ADAM, BERIT = 0, 1
PRIZES = [["6A", "6B", "6C", "6D"], ["O7", "O8", "O9", "O10"]]  # top first


def play_round(state: SupertrumfState, prop: str, plays: dict[int, tuple[str, ...]]) -> list:  # type: ignore[type-arg]
    events = GAME.apply(state, NameProperty(prop))
    while state.phase == "play":
        seat = GAME.current_player(state)
        assert seat is not None
        events += GAME.apply(state, Play(plays[seat]))
    return events


# -- set-up and mulligan -----------------------------------------------------------------------


def test_deal_four_hand_and_four_hidden_prize_cards_each() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 3)
    assert s.n == 2
    assert s.dealer is None
    assert [len(h) for h in s.hands] == [4, 4]
    assert [len(p) for p in s.prizes] == [4, 4]
    assert len(s.draw) == 20
    assert s.discard == []
    assert s.phase == MULLIGAN
    assert s.mull_next == [3, 3]
    assert GAME.current_player(s) == 0  # seat 1 (index 0) decides first
    for seat in (0, 1, None):
        v = GAME.view(s, seat)
        assert v.prizes == [[None] * 4, [None] * 4]  # not even the owner sees them
    (ev,) = GAME.initial_events(s)
    assert ev.data["prizes"] == (4, 4)
    assert ev.data["hands"] == (4, 4)
    assert ev.data["draw"] == 20


def test_mulligan_choices_are_hidden_until_both_decided_then_seat_one_draws_first() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 11)
    old0, old1 = list(s.hands[0]), list(s.hands[1])
    top6 = s.draw[-6:]
    assert GAME.legal_actions(s) == [Mulligan(True), Mulligan(False)]
    events = GAME.apply(s, Mulligan(True))
    assert kinds(events) == ["mulligan_decided"]
    assert s.hands[0] == old0  # nothing carried out yet
    v1 = GAME.view(s, 1)
    assert v1.mull_decided[0] is True
    assert v1.mull_choice[0] is None
    assert len(v1.hands[0]) == 4
    assert GAME.current_player(s) == 1
    events = GAME.apply(s, Mulligan(True))
    assert kinds(events) == ["mulligan_decided", "mulligan", "mulligan"]
    assert events[1].data == {"seat": 0, "redraw": True, "discarded": 4, "drawn": 3}
    assert events[2].data == {"seat": 1, "redraw": True, "discarded": 4, "drawn": 3}
    # seat 0 drew the top three, seat 1 the next three; discards went under the pile
    assert s.hands[0] == list(reversed(top6[-3:]))
    assert s.hands[1] == list(reversed(top6[:3]))
    assert s.draw[:4] == old1
    assert s.draw[4:8] == old0
    assert s.mull_next == [2, 2]
    assert s.phase == MULLIGAN
    assert GAME.audit(s) == []


def test_mulligan_three_two_one_then_dice() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 4)
    GAME.apply(s, Mulligan(True))
    GAME.apply(s, Mulligan(False))  # seat 1 keeps its hand: its mulligan is over
    assert s.mull_next == [2, 0]
    assert len(s.hands[1]) == 4
    assert GAME.current_player(s) == 0
    events = GAME.apply(s, Mulligan(True))  # alone now: carried out at once
    assert len(s.hands[0]) == 2
    assert s.mull_next == [1, 0]
    assert events[1].data["drawn"] == 2
    events = GAME.apply(s, Mulligan(True))
    assert len(s.hands[0]) == 1
    assert s.mull_next == [0, 0]
    assert events[1].data["drawn"] == 1
    assert "dice" in kinds(events)
    assert kinds(events)[-1] == "lead"
    assert s.phase == NAME
    assert len(s.draw) + len(s.hands[0]) + len(s.hands[1]) == 28
    assert GAME.audit(s) == []


def test_stopping_at_once_keeps_the_hand() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 8)
    hands = [list(h) for h in s.hands]
    GAME.apply(s, Mulligan(False))
    events = GAME.apply(s, Mulligan(False))
    assert s.hands == hands
    assert s.phase == NAME
    assert [e.data["redraw"] for e in events if e.kind == "mulligan"] == [False, False]


def test_dice_higher_roll_leads_and_ties_are_rerolled() -> None:
    found_reroll = False
    for seed in range(300):
        s = GAME.new_game({"variant": "blixtduell"}, seed)
        GAME.apply(s, Mulligan(False))
        events = GAME.apply(s, Mulligan(False))
        rolls = [tuple(e.data["rolls"]) for e in events if e.kind == "dice"]
        assert rolls
        assert all(a == b for a, b in rolls[:-1])
        a, b = rolls[-1]
        assert a != b
        assert 1 <= a <= 6
        assert 1 <= b <= 6
        assert s.leader == (0 if a > b else 1)
        assert GAME.current_player(s) == s.leader
        assert s.dice == tuple(rolls)
        assert [e.data["reroll"] for e in events if e.kind == "dice"] == [
            True] * (len(rolls) - 1) + [False]
        found_reroll |= len(rolls) > 1
    assert found_reroll


# -- rounds ------------------------------------------------------------------------------------


def test_seed_example_in_blixtduell_winner_takes_a_prize_loser_draws_two() -> None:
    s = blixt([["1A", "2B", "2C", "5B"], ["1B", "O1", "2A", "3A"]], leader=BERIT,
              prizes=PRIZES, draw=["4A", "4B", "4C"])
    GAME.apply(s, NameProperty("styrka"))
    assert GAME.current_player(s) == ADAM  # the non-leader puts out first
    GAME.apply(s, Play(("1A",)))
    events = GAME.apply(s, Play(("1B", "O1")))
    assert kinds(events) == ["play", "reveal", "round_won", "prize", "draw"]
    assert events[1].data["values"] == (18, 26)
    assert events[3].data == {"seat": BERIT, "taken": 1, "left": 3, "hidden": True}
    assert s.hands[BERIT] == ["2A", "3A", "O7"]  # her top prize card, into the hand
    assert s.prizes_taken == [0, 1]
    assert len(s.prizes[BERIT]) == 3
    assert s.hands[ADAM] == ["2B", "2C", "5B", "4A", "4B"]  # Adam draws two
    assert s.discard == ["1A", "1B", "O1"]  # played cards go to the discard pile
    assert s.phase == NAME
    assert s.leader == BERIT
    assert s.win_piles == [[], []]
    assert s.pot == []


def test_tie_no_prize_both_draw_two_and_the_dice_decide_again() -> None:
    s = blixt([["4C", "2A"], ["5C", "2B"]], leader=ADAM, prizes=PRIZES,
              draw=["3A", "3B", "3C", "3D"])
    events = play_round(s, "fysik", {BERIT: ("5C",), ADAM: ("4C",)})  # 28 vs 28
    assert kinds(events)[:5] == ["name", "play", "play", "reveal", "tie"]
    draws = [(e.data["seat"], e.data["count"]) for e in events if e.kind == "draw"]
    assert draws == [(ADAM, 2), (BERIT, 2)]  # the round's leader draws first
    assert s.hands[ADAM] == ["2A", "3A", "3B"]
    assert s.hands[BERIT] == ["2B", "3C", "3D"]
    assert s.prizes_taken == [0, 0]
    assert "dice" in kinds(events)
    assert kinds(events)[-1] == "lead"
    assert s.phase == NAME
    assert s.leader == events[-1].data["seat"]


def test_two_super_trumps_tie_in_blixtduell() -> None:
    s = blixt([["S1", "2A"], ["S2", "2B"]], leader=ADAM, prizes=PRIZES)
    events = play_round(s, "magi", {BERIT: ("S2",), ADAM: ("S1",)})
    assert "tie" in kinds(events)
    assert s.prizes_taken == [0, 0]


def test_first_to_take_all_four_prize_cards_wins_at_once() -> None:
    s = blixt([["4A", "2A"], ["1A", "2B"]], leader=ADAM,
              prizes=[["6A"], PRIZES[1]], prizes_taken=[3, 0], draw=["3A", "3B"])
    events = play_round(s, "styrka", {BERIT: ("1A",), ADAM: ("4A",)})
    assert kinds(events)[-3:] == ["round_won", "prize", "game_over"]
    assert s.phase == OVER
    assert GAME.current_player(s) is None
    assert s.hands[BERIT] == ["2B"]  # no draws after the winning prize
    res = GAME.result(s)
    assert res.winners == (ADAM,)
    assert res.scores == (4.0, 0.0)


def test_discard_pile_is_reshuffled_when_the_draw_pile_runs_out() -> None:
    s = blixt([["4A", "2A"], ["1A", "2B"]], leader=ADAM, prizes=PRIZES, rest="discard")
    assert s.draw == []
    n_discard = len(s.discard)
    events = play_round(s, "styrka", {BERIT: ("1A",), ADAM: ("4A",)})
    i = kinds(events).index("reshuffle")
    assert events[i].data == {"count": n_discard + 2}
    assert kinds(events)[i + 1] == "draw"
    assert events[i + 1].data["count"] == 2
    assert s.discard == []
    assert len(s.draw) == n_discard
    assert len(s.hands[BERIT]) == 3
    assert GAME.audit(s) == []


def test_empty_handed_non_leader_puts_out_nothing_and_loses() -> None:
    others = [c for c in CARD_IDS if c not in {c for p in PRIZES for c in p}]
    s = blixt([others[:-1], []], leader=ADAM, prizes=PRIZES, draw=[others[-1]])
    events = GAME.apply(s, NameProperty("magi"))
    assert kinds(events) == ["name", "play"]
    assert events[1].data == {"seat": BERIT, "count": 0, "hidden": False}
    assert s.plays[BERIT] == ()
    assert GAME.current_player(s) == ADAM
    events = GAME.apply(s, Play(("1A",)))  # Härförare magi 2: still wins against nothing
    assert events[1].data["values"] == (2, None)
    assert s.last is not None
    assert s.last.winner == ADAM
    assert s.last.plays[BERIT] == ()
    # the loser draws what there is: the last draw card, then the reshuffled discard (1A)
    assert len(s.hands[BERIT]) == 2


def test_empty_handed_leader_names_then_puts_out_nothing_and_loses() -> None:
    others = [c for c in CARD_IDS if c not in {c for p in PRIZES for c in p}]
    s = blixt([others, []], leader=BERIT, prizes=PRIZES)
    assert s.draw == []
    assert s.discard == []
    assert GAME.current_player(s) == BERIT
    GAME.apply(s, NameProperty("styrka"))
    events = GAME.apply(s, Play(("O2",)))  # a lone object for styrka: 6
    assert kinds(events)[:3] == ["play", "play", "reveal"]
    assert s.last is not None
    assert s.last.winner == ADAM
    # drawing stops when both piles are empty: only the one played card is there to draw
    assert s.hands[BERIT] == ["O2"]
    assert GAME.audit(s) == []


def test_both_empty_handed_is_a_tie() -> None:
    s = blixt([[], []], leader=ADAM, prizes=PRIZES)
    events = GAME.apply(s, NameProperty("magi"))
    assert kinds(events)[:5] == ["name", "play", "play", "reveal", "tie"]
    assert s.last is not None
    assert s.last.winner is None
    assert [len(h) for h in s.hands] == [2, 2]  # both drew 2
    assert s.phase == NAME


@pytest.mark.parametrize("leader", [ADAM, BERIT])
def test_play_order_non_leader_first(leader: int) -> None:
    s = blixt([["1A"], ["1B"]], leader=leader, prizes=PRIZES, prop="styrka")
    assert s.order == [1 - leader, leader]
