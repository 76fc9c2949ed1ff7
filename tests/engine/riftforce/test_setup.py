"""Options, the guild draft (both modes) and the set-up."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.riftforce import GAME
from engine.riftforce.actions import DraftPick
from engine.riftforce.cards import GUILDS


def draft_out(st, choose=lambda legal: legal[0]):  # type: ignore[no-untyped-def]
    events = []
    order = []
    while st.phase == "draft":
        order.append(st.to_move)
        events += GAME.apply(st, choose(GAME.legal_actions(st)))
    return order, events


def test_normalize_options_defaults_and_errors() -> None:
    assert GAME.normalize_options({}) == {"draft": "draft"}
    assert GAME.normalize_options({"draft": "free"}) == {"draft": "free"}
    assert GAME.normalize_options({"variant": "free"})["draft"] == "free"
    for bad in ({"draft": "auction"}, {"speed": 2}, {"seats": 3},
                {"variant": "free", "draft": "draft"}):
        with pytest.raises(ValueError):
            GAME.normalize_options(bad)


def test_draft_deals_one_each_sets_one_aside_and_shows_seven() -> None:
    st = GAME.new_game({}, 11)
    assert st.phase == "draft"
    assert st.to_move == st.start_player
    assert len(st.draft_pool) == 7
    assert st.set_aside is not None
    assert [len(g) for g in st.guilds] == [1, 1]
    assert sorted([*st.draft_pool, st.set_aside, *st.guilds[0], *st.guilds[1]]) == sorted(GUILDS)
    assert GAME.legal_actions(st) == [DraftPick(g) for g in st.draft_pool]
    assert GAME.audit(st) == []


def test_draft_alternates_from_the_start_player_and_sets_up_the_game() -> None:
    st = GAME.new_game({}, 5)
    start = st.start_player
    order, events = draft_out(st)
    assert order == [start, 1 - start] * 3
    assert [len(g) for g in st.guilds] == [4, 4]
    assert len(st.unused) == 1
    second = 1 - start
    assert [len(h) for h in st.hands] == [7, 7]
    assert len(st.decks[start]) == 29
    assert len(st.decks[second]) == 28
    assert len(st.lines[second][2]) == 1
    assert all(not line for line in st.lines[start])
    free = [e.data for e in events if e.kind == "place"]
    assert free == [{"seat": second, "card": st.lines[second][2][0], "location": 2,
                     "free": True}]
    assert st.phase == "play"
    assert GAME.current_player(st) == start
    assert [e.kind for e in events].count("draft_pick") == 6
    assert GAME.audit(st) == []


def test_start_player_is_random_per_seed() -> None:
    assert {GAME.new_game({}, seed).start_player for seed in range(20)} == {0, 1}


def test_free_draft_lets_each_seat_choose_four_but_never_the_same_guild() -> None:
    st = GAME.new_game({"draft": "free"}, 2)
    assert sorted(st.draft_pool) == sorted(GUILDS)
    assert st.set_aside is None
    first = st.to_move
    GAME.apply(st, DraftPick("crystal"))
    assert st.to_move == 1 - first
    with pytest.raises(IllegalAction):
        GAME.apply(st, DraftPick("crystal"))
    picks = iter(["shadow", "fire", "light", "ice", "air", "earth", "plant"])
    while st.phase == "draft":
        GAME.apply(st, DraftPick(next(picks)))
    assert st.guilds[first] == ["crystal", "fire", "ice", "earth"]
    assert st.guilds[1 - first] == ["shadow", "light", "air", "plant"]
    assert sorted(st.unused) == ["thunderbolt", "water"]  # type: ignore[type-var]
    assert GAME.audit(st) == []
