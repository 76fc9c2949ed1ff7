"""Set-up: house choice, the deal, the hidden Active choice and the start roll."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.storma import GAME
from engine.storma.actions import ChooseActive, ChooseHouse
from engine.storma.cards import house_cards, parse_card
from engine.storma.dice import ScriptedRng
from engine.storma.state import HOUSE, SETUP_ACTIVE, TURN, StormaState


def test_seat_0_picks_house_first_then_seat_1_among_the_rest() -> None:
    state = GAME.new_game({}, 3)
    assert state.phase == HOUSE
    assert GAME.current_player(state) == 0
    assert GAME.legal_actions(state) == [ChooseHouse(s) for s in range(4)]
    GAME.apply(state, ChooseHouse(2))
    assert GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == [ChooseHouse(0), ChooseHouse(1), ChooseHouse(3)]
    with pytest.raises(IllegalAction, match="already taken"):
        GAME.apply(state, ChooseHouse(2))
    with pytest.raises(IllegalAction, match="no suit"):
        GAME.apply(state, ChooseHouse(7))
    assert GAME.audit(state) == []


def test_deal_gives_house_cards_and_17_more_for_20_in_hand() -> None:
    state = GAME.new_game({}, 3)
    assert len(state.draw) == 54
    assert GAME.audit(state) == []
    GAME.apply(state, ChooseHouse(2))
    events = GAME.apply(state, ChooseHouse(0))
    assert state.phase == SETUP_ACTIVE
    for seat, suit in ((0, 2), (1, 0)):
        assert len(state.hands[seat]) == 20
        assert set(house_cards(suit)) <= set(state.hands[seat])
    assert len(state.draw) == 54 - 40
    assert [e.data["count"] for e in events if e.kind == "draw"] == [17, 17]
    assert GAME.audit(state) == []


def _dealt(seed: int = 3) -> StormaState:
    state = GAME.new_game({}, seed)
    GAME.apply(state, ChooseHouse(1))
    GAME.apply(state, ChooseHouse(0))
    return state


def test_active_choice_is_face_down_until_both_chose() -> None:
    state = _dealt()
    qh = parse_card("QH")
    legal = GAME.legal_actions(state)
    assert ChooseActive(qh) in legal
    assert all(ChooseActive(x) in legal for x in state.hands[0] if x % 13 >= 10)
    number = next(x for x in state.hands[0] if x < 52 and x % 13 < 10)
    with pytest.raises(IllegalAction, match="Only a face card"):
        GAME.apply(state, ChooseActive(number))
    GAME.apply(state, ChooseActive(qh))
    assert GAME.current_player(state) == 1
    assert state.setup_active[0] == qh
    assert state.active == [None, None]
    other_view = GAME.view(state, 1)
    assert other_view.setup_active[0] is None
    assert other_view.setup_chosen[0]
    assert GAME.view(state, 0).setup_active[0] == qh
    assert GAME.view(state, None).setup_active[0] is None
    assert GAME.audit(state) == []


def test_start_roll_highest_starts_and_ties_are_rerolled() -> None:
    state = _dealt()
    GAME.apply(state, ChooseActive(parse_card("QH")))
    state.rng = ScriptedRng([4, 4, 0, 0, 2, 7])
    events = GAME.apply(state, ChooseActive(parse_card("KS")))
    dice = [e.to_json()["data"] for e in events if e.kind == "dice"]
    assert [(d["seat"], d["dice"], d["consequence"]) for d in dice] == [
        (0, [4], "tie"), (1, [4], "tie"), (0, [0], "tie"), (1, [0], "tie"),
        (0, [2], "second"), (1, [7], "starts")]
    assert all(d["purpose"] == "start" and d["card"] is None and not d["fumble"] for d in dice)
    assert state.phase == TURN
    assert GAME.current_player(state) == 1
    assert state.active[0] is not None
    assert state.active[0].card == parse_card("QH")
    assert state.active[1] is not None
    assert state.active[1].card == parse_card("KS")
    assert len(state.hands[0]) == 19
    assert state.setup_active == [None, None]
    assert GAME.audit(state) == []


def test_options_are_normalised_and_bad_options_rejected() -> None:
    assert GAME.normalize_options({}) == {"variant": "standard"}
    with pytest.raises(ValueError, match="unknown Storma slottet! option"):
        GAME.normalize_options({"players": 3})
    with pytest.raises(ValueError, match="variant"):
        GAME.normalize_options({"variant": "blitz"})


def test_options_accept_two_seats_and_reject_others() -> None:
    assert GAME.normalize_options({"seats": 2}) == {"variant": "standard"}
    with pytest.raises(ValueError, match="exactly 2 players"):
        GAME.normalize_options({"seats": 3})
    with pytest.raises(ValueError, match="unknown"):
        GAME.normalize_options({"colour": "red"})


def test_first_house_option_lets_seat_1_pick_first() -> None:
    """Rules: "vs AI: the human picks, AI takes another" — with the human at seat 1, seat 1
    picks first (the app sets ``first_house`` to the human's seat)."""
    state = GAME.new_game({"first_house": 1}, 3)
    assert GAME.current_player(state) == 1
    GAME.apply(state, ChooseHouse(2))
    assert GAME.current_player(state) == 0
    assert ChooseHouse(2) not in GAME.legal_actions(state)
    GAME.apply(state, ChooseHouse(0))
    assert state.houses == [0, 2]
    assert state.phase == SETUP_ACTIVE
    assert len(state.hands[0]) == len(state.hands[1]) == 20
    assert GAME.audit(state) == []
    with pytest.raises(ValueError, match="first_house"):
        GAME.normalize_options({"first_house": 2})
    assert GAME.normalize_options({"first_house": 0}) == {"variant": "standard"}
