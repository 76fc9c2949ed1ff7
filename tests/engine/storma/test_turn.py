"""Exchange, retreat, drawing and reshuffling, passing, and the end of the game."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.storma import GAME
from engine.storma.actions import Attack, EndHeal, Exchange, Pass, Retreat
from engine.storma.moves import draw_cards
from engine.storma.state import OVER, TURN

from .positions import act, c, cs, position

HAND = ["JH", "KH", "2D", "6D", "9D", "QD", "3C", "Joker1", "4S", "5S"]


def test_exchange_discards_cards_of_one_suit_shows_them_and_draws_as_many() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), draw_top=["7C", "8C", "AC"])
    events = act(state, Exchange(cs("2D", "6D", "QD")))
    assert {c("2D"), c("6D"), c("QD")} <= set(state.discard)
    assert {c("7C"), c("8C"), c("AC")} <= set(state.hands[0])
    assert len(state.hands[0]) == 10
    shown = next(e.to_json()["data"] for e in events if e.kind == "exchange")
    assert shown["cards"] == list(cs("2D", "6D", "QD"))


def test_exchange_rejects_house_cards_jokers_and_mixed_suits() -> None:
    state = position(hands=(HAND, ["QS", "JS"]))
    with pytest.raises(IllegalAction, match="House cards can never be exchanged"):
        GAME.apply(state, Exchange(cs("JH")))
    with pytest.raises(IllegalAction, match="Jokers have no suit"):
        GAME.apply(state, Exchange(cs("Joker1")))
    with pytest.raises(IllegalAction, match="share one suit"):
        GAME.apply(state, Exchange(cs("2D", "3C")))
    legal = GAME.legal_actions(state)
    exchanges = [a for a in legal if isinstance(a, Exchange)]
    # diamonds 2D 6D 9D QD: 15 subsets, clubs 1, spades 3
    assert len(exchanges) == 15 + 1 + 3


def test_attack_subsets_are_listed_exactly_once_each() -> None:
    state = position(hands=(HAND, ["QS", "JS"]))  # target KS: spades forbidden
    attacks = [a for a in GAME.legal_actions(state) if isinstance(a, Attack)]
    # (diamonds 2^4-1 + clubs 1) * (Joker or not) + Joker alone
    assert len(attacks) == (15 + 1) * 2 + 1 == len(set(attacks))
    assert Attack(cs("4S")) not in attacks
    assert Attack(cs("Joker1")) in attacks


def test_retreat_moves_the_active_card_with_its_damage_to_an_empty_sjukstuga() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), damage=(["9C", ("Joker2", 7)], ()))
    act(state, Retreat(c("QD")))
    assert state.infirmary[0] is not None
    assert state.infirmary[0].card == c("QH")
    assert state.infirmary[0].damage == [(c("9C"), 9), (c("Joker2"), 7)]
    assert state.active[0] is not None
    assert state.active[0].card == c("QD")
    assert state.active[0].damage == []


def test_retreat_needs_an_empty_sjukstuga_and_a_face_card_from_hand() -> None:
    state = position(hands=(HAND, ["QS", "JS"]), infirmary=("QC", None))
    with pytest.raises(IllegalAction, match="Sjukstuga is occupied"):
        GAME.apply(state, Retreat(c("QD")))
    state = position(hands=(HAND, ["QS", "JS"]))
    with pytest.raises(IllegalAction, match="Only a face card"):
        GAME.apply(state, Retreat(c("9D")))
    with pytest.raises(IllegalAction, match="not in your hand"):
        GAME.apply(state, Retreat(c("KD")))
    retreats = [a for a in GAME.legal_actions(state) if isinstance(a, Retreat)]
    assert retreats == [Retreat(c("JH")), Retreat(c("KH")), Retreat(c("QD"))]


def test_mover_draws_to_at_least_ten_only_after_the_move() -> None:
    state = position(hands=(["JH", "KH", "2D", "6D", "Joker1"], ["QS", "JS"]))
    act(state, Attack(cs("2D", "6D")))
    assert len(state.hands[0]) == 10
    state = position(hands=([*HAND, "7C", "8C", "10C"], ["QS", "JS"]))
    act(state, Attack(cs("3C")))
    assert len(state.hands[0]) == 12  # 13 - 1: no drawing above ten


def test_empty_draw_pile_reshuffles_the_discard_pile() -> None:
    state = position(hands=(["JH", "KH", "2D", "6D"], ["QS", "JS"]), draw_top=["7C"],
                     draw_only=True)
    before = len(state.discard)
    events = act(state, Attack(cs("2D", "6D")))
    assert any(e.kind == "reshuffle" and e.data["count"] == before for e in events)
    assert len(state.hands[0]) == 10


def test_drawing_stops_when_both_piles_are_empty() -> None:
    state = position(hands=(["JH", "KH"], ["QS", "JS"]), rest_to="trophies0")
    events: list = []
    draw_cards(state, 0, 5, events, "refill")
    assert len(state.hands[0]) == 2
    assert events == []


def test_no_legal_move_means_pass_and_two_passes_in_a_row_draw() -> None:
    # synthetic: everything else is stowed in trophies so nobody can draw
    state = position(hands=(["JH", "KH"], ["QS", "JS"]), infirmary=("QC", "JD"),
                     rest_to="trophies0")
    assert GAME.legal_actions(state) == [Pass()]
    act(state, Pass())
    assert state.phase == TURN
    assert GAME.current_player(state) == 1
    assert state.passes == 1
    events = act(state, Pass())
    assert state.phase == OVER
    assert GAME.result(state).winners == (0, 1)
    assert GAME.result(state).scores == (0.5, 0.5)
    assert GAME.result(state).is_draw
    assert events[-1].data["reason"] == "two_passes"


def test_a_move_between_passes_resets_the_count() -> None:
    state = position(hands=(["JH", "KH"], ["QS", "JS", "Joker1"]), infirmary=("QC", "JD"),
                     rest_to="trophies0", rolls=[1, 1])
    act(state, Pass())
    act(state, Attack(cs("Joker1")))
    assert state.passes == 0
    assert state.phase == TURN


def test_pass_is_illegal_while_a_move_exists() -> None:
    state = position(hands=(HAND, ["QS", "JS"]))
    with pytest.raises(IllegalAction, match="pass only when no move"):
        GAME.apply(state, Pass())
    assert Pass() not in GAME.legal_actions(state)


def test_actions_out_of_phase_are_rejected() -> None:
    state = position(hands=(HAND, ["QS", "JS"]))
    with pytest.raises(IllegalAction, match="not possible now"):
        GAME.apply(state, EndHeal())
    state.phase = OVER
    with pytest.raises(IllegalAction, match="game is over"):
        GAME.apply(state, Attack(cs("2D")))


def test_a_20_card_hand_lists_every_subset_of_one_suit_plus_jokers() -> None:
    diamonds = [f"{r}D" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")]
    hand = ["JH", "KH", *diamonds, "Joker1", "Joker2", "2C", "3C", "4S", "5S", "6S", "QD"]
    state = position(hands=(hand, ["QS", "JS"]))
    assert len(state.hands[0]) == 20
    legal = GAME.legal_actions(state)
    attacks = [a for a in legal if isinstance(a, Attack)]
    exchanges = [a for a in legal if isinstance(a, Exchange)]
    # diamonds: 10 numbers + the hero QD as assassin = 11 cards; clubs 2; Jokers 2
    assert len(attacks) == ((2**11 - 1) + (2**2 - 1)) * 4 + 3
    # exchange: diamonds 11 (QD is a hero, not a house card), clubs 2, spades 3
    assert len(exchanges) == (2**11 - 1) + (2**2 - 1) + (2**3 - 1)
    assert len(set(legal)) == len(legal)
