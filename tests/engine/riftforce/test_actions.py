"""Play, Activate and Check & Draw: legality, ordering and every illegal action kind."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import IllegalAction
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
    StopActivating,
)
from engine.riftforce.state import State

from .helpers import apply_all, card, kinds, position, snapshot

FIRE5, FIRE5B, FIRE5C, FIRE6, FIRE7 = (card("fire", 5), card("fire", 5, 1), card("fire", 5, 2),
                                       card("fire", 6), card("fire", 7))
WATER5, WATER6, WATER7 = card("water", 5), card("water", 6), card("water", 7)
ICE5, ICE6, LIGHT5, LIGHT6 = card("ice", 5), card("ice", 6), card("light", 5), card("light", 6)
AIR5, AIR6, AIR7 = card("air", 5), card("air", 6), card("air", 7)


# -- Play ---------------------------------------------------------------------------------------


def test_first_card_starts_a_play_and_lists_what_may_follow() -> None:
    st = position(hands={0: [FIRE5, FIRE6, WATER5, ICE6, LIGHT6]})
    GAME.apply(st, PlaceCard(FIRE5, 2))
    p = st.pending
    assert p is not None
    assert p.kind == "play_more"
    assert set(p.options) == {FIRE6, WATER5}  # same guild or same number
    assert p.locations == (1, 2, 3)
    assert st.to_move == 0


def test_consecutive_locations_accepted_and_gaps_refused() -> None:
    st = position(hands={0: [FIRE5, FIRE6, FIRE7]})
    GAME.apply(st, PlaceCard(FIRE5, 1))
    before = snapshot(st)
    with pytest.raises(IllegalAction, match="consecutive"):
        GAME.apply(st, PlaceCard(FIRE6, 3))
    assert snapshot(st) == before
    GAME.apply(st, PlaceCard(FIRE6, 2))
    assert st.pending is not None
    assert st.pending.locations == (0, 3)
    with pytest.raises(IllegalAction):
        GAME.apply(st, PlaceCard(FIRE7, 2))  # not all at one location any more
    GAME.apply(st, PlaceCard(FIRE7, 0))
    assert [st.loc_of[c] for c in (FIRE5, FIRE6, FIRE7)] == [1, 2, 0]
    assert st.pending is None
    assert st.to_move == 1


def test_same_location_keeps_the_chosen_order_at_the_back_of_the_line() -> None:
    st = position(board={0: {4: [ICE5]}}, hands={0: [FIRE7, FIRE5, FIRE6]})
    GAME.apply(st, PlaceCard(FIRE7, 4))
    GAME.apply(st, PlaceCard(FIRE5, 4))
    assert st.pending is not None
    assert st.pending.locations == (4,)
    with pytest.raises(IllegalAction, match="consecutive"):
        GAME.apply(st, PlaceCard(FIRE6, 3))
    GAME.apply(st, PlaceCard(FIRE6, 4))
    assert st.lines[0][4] == [ICE5, FIRE7, FIRE5, FIRE6]


def test_end_location_pair_can_only_extend_inwards() -> None:
    st = position(hands={0: [FIRE5, WATER5, ICE5]})
    apply_all(st, PlaceCard(FIRE5, 4), PlaceCard(WATER5, 3))
    assert st.pending is not None
    assert st.pending.locations == (2,)


def test_cards_must_all_share_guild_or_all_share_number() -> None:
    st = position(hands={0: [FIRE5, FIRE6, WATER5, WATER6]})
    GAME.apply(st, PlaceCard(FIRE5, 0))
    with pytest.raises(IllegalAction, match="share"):
        GAME.apply(st, PlaceCard(WATER6, 0))
    GAME.apply(st, PlaceCard(FIRE6, 0))
    # Fire 5 + Fire 6 share the guild only: Water 5 may not join, so the Play ends
    assert st.pending is None
    assert st.to_move == 1


def test_play_ends_when_nothing_can_follow_and_end_play_after_one() -> None:
    st = position(hands={0: [FIRE5, WATER6]})
    GAME.apply(st, PlaceCard(FIRE5, 0))
    assert st.pending is None
    assert st.to_move == 1
    st2 = position(hands={0: [FIRE5, FIRE6]})
    events = apply_all(st2, PlaceCard(FIRE5, 0), EndPlay())
    assert [e.kind for e in events][:2] == ["play", "place"]
    assert st2.hands[0] == [FIRE6]
    assert st2.to_move == 1
    assert st2.turns == [1, 0]


# -- Activate -----------------------------------------------------------------------------------


def test_activate_by_number_picks_elementals_one_at_a_time_and_may_stop() -> None:
    st = position(board={0: {0: [FIRE5], 1: [WATER5], 2: [ICE6]}, 1: {0: [AIR7], 1: [AIR6]}},
                  hands={0: [LIGHT5]})
    GAME.apply(st, Activate(LIGHT5, "number"))
    assert LIGHT5 in st.discards[0]
    p = st.pending
    assert p is not None
    assert p.kind == "choose_activation"
    assert not p.can_stop
    assert set(p.options) == {FIRE5, WATER5}
    with pytest.raises(IllegalAction):
        GAME.apply(st, StopActivating())
    GAME.apply(st, ActivateElemental(FIRE5))
    assert st.pending is not None
    assert st.pending.can_stop
    assert st.pending.options == (WATER5,)  # Fire 5 was activated already
    with pytest.raises(IllegalAction):
        GAME.apply(st, ActivateElemental(FIRE5))
    GAME.apply(st, StopActivating())
    assert st.to_move == 1
    assert st.damage[AIR6] == 0


def test_activate_by_guild_up_to_three_then_the_action_ends() -> None:
    st = position(board={0: {0: [FIRE5], 1: [FIRE5B], 2: [FIRE5C], 3: [FIRE6]}},
                  hands={0: [FIRE7]})
    apply_all(st, Activate(FIRE7, "guild"), ActivateElemental(FIRE5),
              ActivateElemental(FIRE5B), ActivateElemental(FIRE6))
    assert st.pending is None
    assert st.to_move == 1


def test_elemental_destroyed_earlier_in_the_action_cannot_be_activated() -> None:
    st = position(board={0: {1: [FIRE5, WATER5]}, 1: {1: [AIR7]}}, hands={0: [ICE5]},
                  damage={WATER5: 4})
    apply_all(st, Activate(ICE5, "number"), ActivateElemental(FIRE5))
    assert WATER5 in st.discards[0]  # killed by the Fire
    assert st.pending is None
    assert st.to_move == 1
    st2 = position(board={0: {1: [FIRE5, WATER5], 3: [LIGHT5]}, 1: {1: [AIR7]}},
                   hands={0: [ICE5]}, damage={WATER5: 4})
    apply_all(st2, Activate(ICE5, "number"), ActivateElemental(FIRE5))
    assert st2.pending is not None
    assert st2.pending.options == (LIGHT5,)
    with pytest.raises(IllegalAction):
        GAME.apply(st2, ActivateElemental(WATER5))


def test_activate_is_illegal_without_a_matching_elemental() -> None:
    st = position(board={0: {1: [FIRE5]}}, hands={0: [WATER6, FIRE6]})
    legal = GAME.legal_actions(st)
    assert Activate(WATER6, "guild") not in legal
    assert Activate(WATER6, "number") not in legal
    assert Activate(FIRE6, "guild") in legal
    assert Activate(FIRE6, "number") not in legal
    before = snapshot(st)
    with pytest.raises(IllegalAction, match="is of the guild of that card"):
        GAME.apply(st, Activate(WATER6, "guild"))
    assert snapshot(st) == before


def test_each_elemental_resolves_fully_before_the_next_is_chosen() -> None:
    st = position(board={0: {1: [FIRE5], 2: [FIRE6]}, 1: {1: [AIR5]}}, hands={0: [FIRE7]},
                  damage={AIR5: 2})
    events = apply_all(st, Activate(FIRE7, "guild"), ActivateElemental(FIRE5))
    assert AIR5 in st.discards[1]
    assert st.scores[0] == 1
    assert kinds(events, "destroy")[0]["card"] == AIR5


# -- Check & Draw -------------------------------------------------------------------------------


def test_check_and_draw_refused_with_seven_cards() -> None:
    hand = [FIRE5, FIRE5B, FIRE5C, FIRE6, FIRE7, WATER5, WATER6]
    st = position(hands={0: hand})
    assert CheckAndDraw() not in GAME.legal_actions(st)
    before = snapshot(st)
    with pytest.raises(IllegalAction, match="fewer than 7"):
        GAME.apply(st, CheckAndDraw())
    assert snapshot(st) == before


def test_check_and_draw_scores_controlled_locations_and_refills_to_seven() -> None:
    st = position(board={0: {0: [FIRE5], 1: [WATER5], 4: [ICE5]}, 1: {1: [AIR5], 2: [AIR6]}},
                  hands={0: [FIRE6]})
    events = GAME.apply(st, CheckAndDraw())
    assert kinds(events, "check")[0]["locations"] == [0, 4]
    assert st.scores == [2, 0]
    assert len(st.hands[0]) == 7
    assert len(kinds(events, "draw")) == 6
    assert all(e["hidden"] for e in kinds(events, "draw"))
    assert GAME.audit(st) == []


def test_check_and_draw_reshuffles_the_discard_pile_when_the_deck_runs_out() -> None:
    st = position(hands={0: [FIRE5]}, discards={0: [FIRE6, FIRE7, WATER5]},
                  decks={0: [ICE5, ICE6]})
    events = GAME.apply(st, CheckAndDraw())
    assert len(kinds(events, "reshuffle")) == 1
    assert sorted(st.hands[0]) == sorted([FIRE5, ICE5, ICE6, FIRE6, FIRE7, WATER5])
    assert st.decks[0] == []
    assert st.discards[0] == []


def test_empty_hand_allows_only_check_and_draw() -> None:
    st = position(board={0: {1: [FIRE5]}}, hands={0: []})
    assert GAME.legal_actions(st) == [CheckAndDraw()]


# -- Every illegal kind: a reason and an unchanged state ----------------------------------------


def _cases() -> list[tuple[str, State, Any]]:
    base = dict(board={0: {1: [FIRE5]}, 1: {1: [AIR5]}}, hands={0: [FIRE6, WATER7]})
    cases: list[tuple[str, State, Any]] = [
        ("card not in hand", position(**base), PlaceCard(ICE5, 0)),
        ("no such location", position(**base), PlaceCard(FIRE6, 5)),
        ("location not an int", position(**base), PlaceCard(FIRE6, "2")),
        ("end play without play", position(**base), EndPlay()),
        ("activate card not in hand", position(**base), Activate(ICE5, "guild")),
        ("activate bad mode", position(**base), Activate(FIRE6, "colour")),
        ("activate without match", position(**base), Activate(WATER7, "guild")),
        ("activate elemental without discard", position(**base), ActivateElemental(FIRE5)),
        ("stop without activate", position(**base), StopActivating()),
        ("choose location without question", position(**base), ChooseLocation(1)),
        ("choose card without question", position(**base), ChooseCard(AIR5)),
        ("draft pick after draft", position(**base), DraftPick("fire")),
        ("not an action", position(**base), "play"),
    ]
    playing = position(board={0: {1: [FIRE5]}}, hands={0: [FIRE6, FIRE7, WATER7]})
    GAME.apply(playing, PlaceCard(FIRE6, 1))
    cases += [
        ("activate during play", playing.copy(), Activate(WATER7, "guild")),
        ("check during play", playing.copy(), CheckAndDraw()),
        ("wrong card joins play", playing.copy(), PlaceCard(WATER7, 1)),
    ]
    activating = position(board={0: {1: [FIRE5]}, 1: {1: [AIR5]}}, hands={0: [FIRE6, FIRE7]})
    GAME.apply(activating, Activate(FIRE6, "guild"))
    cases += [
        ("place during activate", activating.copy(), PlaceCard(FIRE7, 0)),
        ("activate foreign elemental", activating.copy(), ActivateElemental(AIR5)),
        ("stop before first", activating.copy(), StopActivating()),
        ("end play during activate", activating.copy(), EndPlay()),
    ]
    over = position(**base)
    over.phase = "over"
    over.winners = (0,)
    cases.append(("game over", over, CheckAndDraw()))
    drafting = GAME.new_game({}, 3)
    cases += [
        ("play during draft", drafting, CheckAndDraw()),
        ("unavailable guild", GAME.new_game({}, 3), DraftPick("nonsense")),
    ]
    return cases


@pytest.mark.parametrize(("label", "st", "action"), _cases(), ids=[c[0] for c in _cases()])
def test_illegal_action_has_a_reason_and_changes_nothing(label: str, st: State,
                                                         action: Any) -> None:
    assert action not in GAME.legal_actions(st)
    before = snapshot(st)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, action)
    assert err.value.text()
    assert "{" not in err.value.text()
    assert snapshot(st) == before, label


def test_every_legal_action_applies_on_a_copy() -> None:
    st = position(board={0: {1: [FIRE5], 2: [WATER5]}, 1: {1: [AIR5]}},
                  hands={0: [FIRE6, FIRE7, WATER6, ICE5]})
    for action in GAME.legal_actions(st):
        GAME.apply(st.copy(), action)


def test_wrongly_typed_choices_are_refused_and_change_nothing() -> None:
    # 1.0 and True equal card/location 1 to Python: they must not pass the options check, to
    # fail as a list index after the activation had begun, or be stored as a bool
    assert FIRE5B == 1
    activating = position(board={0: {1: [FIRE5B]}, 1: {1: [AIR5]}}, hands={0: [FIRE6]})
    GAME.apply(activating, Activate(FIRE6, "guild"))
    assert activating.pending is not None
    assert activating.pending.options == (FIRE5B,)
    plant5, plant5b = card("plant", 5), card("plant", 5, 1)
    pulling = position(board={1: {2: [plant5]}, 0: {1: [FIRE5], 3: [WATER5, ICE5]}},
                       hands={1: [plant5b]}, to_move=1, start=1)
    apply_all(pulling, Activate(plant5b, "guild"), ActivateElemental(plant5))
    assert pulling.pending is not None
    assert pulling.pending.options == (1, 3)
    for st, action in [(activating, ActivateElemental(1.0)),  # type: ignore[arg-type]
                       (activating, ActivateElemental(True)),
                       (pulling, ChooseLocation(True)),
                       (pulling, ChooseLocation(3.0))]:  # type: ignore[arg-type]
        before = snapshot(st)
        with pytest.raises(IllegalAction, match=r"highlighted choices|can be activated"):
            GAME.apply(st, action)
        assert snapshot(st) == before, action
