"""Hidden information: views, determinize and audit."""

from __future__ import annotations

from engine.core import Rng
from engine.supertrumf.agents import visible_cards
from engine.supertrumf.deck import IS_FIGURE
from engine.supertrumf.rules import GAME, Mulligan, NameProperty, Play

from .position import blixt, make_state


def test_view_hides_other_hands_face_down_plays_draw_pile_and_rng() -> None:
    s = make_state([["1A", "2A", "O1"], ["1B", "2B"], ["1C"]], leader=2,
                   draw=["3A", "3B"], pot=["4A"], win_piles=[["4B"], [], []])
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("1A", "O1")))  # seat 0 puts out two cards face down
    v = GAME.view(s, 1)
    assert v.rng is None
    assert v.hands == [[None], ["1B", "2B"], [None]]
    assert v.plays == [(None, None), None, None]  # only the count of seat 0's play
    assert v.draw == [None] * len(s.draw)
    assert v.pot == ["4A"]
    assert v.win_piles[0] == ["4B"]
    own = GAME.view(s, 0)
    assert own.plays[0] == ("1A", "O1")
    assert own.hands[0] == ["2A"]
    spectator = GAME.view(s, None)
    assert all(c is None for h in spectator.hands for c in h)
    assert spectator.plays[0] == (None, None)
    assert s.rng is not None
    assert s.hands[1] == ["1B", "2B"]


def test_view_hides_every_prize_card_even_from_the_owner() -> None:
    s = blixt([["1A"], ["1B"]], leader=0)
    for seat in (0, 1, None):
        assert GAME.view(s, seat).prizes == [[None] * 4, [None] * 4]


def test_reveal_is_public_after_the_round() -> None:
    s = make_state([["1A", "2A"], ["1B", "2B"]], leader=1)
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("1A",)))
    GAME.apply(s, Play(("1B",)))
    v = GAME.view(s, 1)
    assert v.last is not None
    assert v.last.plays == (("1A",), ("1B",))
    assert v.last.values == (18, 16)
    assert v.last.winner == 0
    assert v.last.prop == "styrka"


def test_audit_finds_duplicates_missing_cards_and_leaks() -> None:
    s = make_state([["1A", "2A"], ["1B", "2B"]], leader=1)
    assert GAME.audit(s) == []
    broken = s.clone()
    broken.hands[0].append("1B")
    assert any("1B appears 2 times" in e for e in GAME.audit(broken))
    broken = s.clone()
    broken.draw.pop()
    assert any("appears 0 times" in e for e in GAME.audit(broken))

    class LeakyGame(type(GAME)):  # type: ignore[misc]
        def view(self, state, seat):  # type: ignore[no-untyped-def]
            v = super().view(state, seat)
            v.hands = [list(h) for h in state.hands]
            return v

    assert any("leaks the hand" in e for e in LeakyGame().audit(s))


def test_audit_checks_prize_counts_in_blixtduell() -> None:
    s = blixt([["1A"], ["1B"]], leader=0)
    s.prizes_taken[0] = 1
    assert any("prizes" in e for e in GAME.audit(s))


def test_determinize_is_consistent_with_the_view() -> None:
    s = make_state([["1A", "2A", "O1"], ["1B", "2B", "S1"], ["1C", "O2"]], leader=2,
                   pot=["4A"])
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("1A", "O1")))
    GAME.apply(s, Play(("2B", "S1")))
    for seed in range(20):
        v = GAME.view(s, 2)
        d = GAME.determinize(v, 2, Rng(seed))
        assert GAME.audit(d) == []
        assert d.hands[2] == s.hands[2]
        assert d.pot == s.pot
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
        assert len(d.draw) == len(s.draw)
        for seat in (0, 1):  # hidden two-card plays stay legal: a figure and a non-figure
            p = d.plays[seat]
            assert p is not None
            assert len(p) == 2
            assert IS_FIGURE[p[0]]  # type: ignore[index]
            assert not IS_FIGURE[p[1]]  # type: ignore[index]
        GAME.apply(d, Play(("1C",)))
        assert d.last is not None
        assert GAME.audit(d) == []


def test_determinize_fills_hidden_mulligan_choices_and_prizes() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 2)
    GAME.apply(s, Mulligan(True))
    v = GAME.view(s, 1)
    d = GAME.determinize(v, 1, Rng(5))
    assert d.mull_choice[0] in (True, False)
    assert d.mull_decided[0]
    assert all(c is not None for p in d.prizes for c in p)
    assert GAME.audit(d) == []
    GAME.apply(d, Mulligan(False))  # it plays on
    assert GAME.audit(d) == []


def test_visible_cards_of_a_view_are_only_what_the_seat_may_see() -> None:
    s = make_state([["1A", "2A"], ["1B", "2B"]], leader=1, pot=["4A"], draw=["3A"])
    assert visible_cards(GAME.view(s, 0)) == {"1A", "2A", "4A"}
