"""Hidden information (view, determinize), audit and the JSON form of actions."""

from __future__ import annotations

import json

from engine.core import Rng
from engine.riftforce import GAME
from engine.riftforce.actions import (
    ACTION_TYPES,
    Activate,
    ActivateElemental,
    CheckAndDraw,
    ChooseCard,
    ChooseLocation,
    DraftPick,
    EndPlay,
    PlaceCard,
    StopActivating,
)
from engine.riftforce.cards import GUILDS

from .helpers import card, position


def started(seed: int = 4):  # type: ignore[no-untyped-def]
    st = GAME.new_game({}, seed)
    while st.phase == "draft":
        GAME.apply(st, GAME.legal_actions(st)[0])
    return st


def test_view_hides_hands_decks_discards_and_summoners() -> None:
    st = started()
    st.discards[0] = [st.decks[0].pop(), st.decks[0].pop()]
    for seat in (0, 1, None):
        v = GAME.view(st, seat)
        for s in (0, 1):
            assert len(v.hands[s]) == len(st.hands[s])
            assert (v.hands[s] == st.hands[s]) == (s == seat)
            assert v.decks[s] == [None] * len(st.decks[s])
            assert v.lines[s] == st.lines[s]
        assert v.discards[0] == [None, st.discards[0][-1]]
        assert v.set_aside is None
        assert v.unused == [None]
        assert v.scores == st.scores
    assert GAME.audit(st) == []


def test_view_during_draft_hides_the_set_aside_summoner() -> None:
    st = GAME.new_game({}, 9)
    v = GAME.view(st, 0)
    assert v.set_aside is None
    assert v.draft_pool == st.draft_pool
    assert v.guilds == st.guilds


def test_determinize_is_consistent_with_the_view() -> None:
    st = started(8)
    for _ in range(40):
        GAME.apply(st, GAME.legal_actions(st)[-1])
    for seat in (0, 1):
        v = GAME.view(st, seat)
        d = GAME.determinize(v, seat, Rng(3))
        assert GAME.audit(d) == []
        assert d.hands[seat] == st.hands[seat]
        assert d.lines == st.lines
        assert len(d.hands[1 - seat]) == len(st.hands[1 - seat])
        assert d.discards[0][-1:] == st.discards[0][-1:]
        assert sorted([d.set_aside, *d.unused]) == sorted(  # type: ignore[type-var]
            [st.set_aside, *st.unused])
        if seat == st.to_move:  # the seat to move sees everything its choices depend on
            assert GAME.legal_actions(d) == GAME.legal_actions(st)


def test_determinize_during_the_draft() -> None:
    st = GAME.new_game({}, 9)
    d = GAME.determinize(GAME.view(st, 1), 1, Rng(1))
    assert d.set_aside == st.set_aside  # the only guild nobody has seen
    assert GAME.audit(d) == []


def test_audit_reports_broken_states() -> None:
    st = position(board={0: {1: [card("fire", 5)]}}, hands={0: [card("fire", 6)]})
    assert GAME.audit(st) == []
    broken = st.copy()
    broken.hands[0].append(card("fire", 5))
    assert any("exactly once" in e for e in GAME.audit(broken))
    broken = st.copy()
    broken.damage[card("fire", 5)] = 5
    assert any("damage" in e for e in GAME.audit(broken))
    leaky = st.copy()
    leaky.set_aside = None
    assert GAME.audit(leaky)


def test_every_action_type_round_trips_through_json() -> None:
    actions = [DraftPick("fire"), PlaceCard(3, 2), EndPlay(), Activate(4, "number"),
               ActivateElemental(5), StopActivating(), ChooseLocation(0), ChooseCard(70),
               CheckAndDraw()]
    assert {type(a).__name__ for a in actions} == set(ACTION_TYPES)
    for a in actions:
        assert GAME.decode_action(json.loads(json.dumps(GAME.encode_action(a)))) == a


def test_guild_ids_cover_ninety_cards() -> None:
    from engine.riftforce.cards import cards_of, number_of

    ids = [c for g in GUILDS for c in cards_of(g)]
    assert ids == list(range(90))
    assert sorted(number_of(c) for c in cards_of("fire")) == [5, 5, 5, 5, 6, 6, 6, 7, 7]


def test_view_of_the_opponent_hides_which_hand_cards_may_follow_a_play() -> None:
    f5, f6, w7 = card("fire", 5), card("fire", 6), card("water", 7)
    st = position(hands={0: [f5, f6, w7]})
    GAME.apply(st, PlaceCard(f5, 1))
    assert st.pending is not None
    assert st.pending.options == (f6,)
    assert GAME.view(st, 0).pending.options == (f6,)  # type: ignore[union-attr]
    other = GAME.view(st, 1)
    assert other.pending is not None
    assert other.pending.options == ()
    assert other.pending.locations == (0, 1, 2)
    d = GAME.determinize(GAME.view(st, 1), 1, Rng(2))
    assert d.pending is not None
    assert set(d.pending.options) <= set(d.hands[0])
    assert GAME.audit(st) == []
    assert GAME.audit(d) == []
