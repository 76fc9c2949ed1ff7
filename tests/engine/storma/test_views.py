"""Hidden information: views, determinization and the audit's leak and conservation checks."""

from __future__ import annotations

from engine.core import Rng
from engine.storma import GAME
from engine.storma.actions import Attack, ChooseActive, ChooseHouse
from engine.storma.cards import house_cards
from engine.storma.state import Slot, StormaState

from .positions import c, cs, position


def _started(seed: int = 11) -> StormaState:
    state = GAME.new_game({}, seed)
    GAME.apply(state, ChooseHouse(3))
    GAME.apply(state, ChooseHouse(2))
    for seat in (0, 1):
        GAME.apply(state, GAME.legal_actions(state)[0])
        del seat
    return state


def test_view_hides_the_other_hand_and_draw_order_but_keeps_counts_and_public_cards() -> None:
    state = position(hands=(["JH", "KH", "2D", "Joker1"], ["QS", "JS", "7C"]),
                     damage=((), ["9H"]), rolls=[0, 0])
    GAME.apply(state, Attack(cs("2D", "Joker1")))  # fumbled Joker goes to seat 1, publicly
    v = GAME.view(state, 0)
    assert v.hands[0] == state.hands[0]
    assert len(v.hands[1]) == len(state.hands[1])
    assert [x for x in v.hands[1] if x is not None] == [c("Joker1")]
    assert all(x is None for x in v.draw)
    assert len(v.draw) == len(state.draw)
    assert v.active == state.active
    assert v.discard == state.discard
    assert v.rng is not state.rng
    assert v.is_view
    spectator = GAME.view(state, None)
    assert [x for x in spectator.hands[0] if x is not None] == []


def test_determinize_keeps_the_view_and_puts_the_opponents_house_in_their_hand() -> None:
    state = position(hands=(["JH", "KH", "2D", "6D"], ["QS", "JS", "7C", "8C", "Joker2"]),
                     damage=((), ["9H"]), infirmary=(None, None))
    v = GAME.view(state, 0)
    for k in range(20):
        full = GAME.determinize(v, 0, Rng(k))
        assert GAME.audit(full) == []
        assert full.hands[0] == state.hands[0]
        assert len(full.hands[1]) == len(state.hands[1])
        assert len(full.draw) == len(state.draw)
        assert {c("QS"), c("JS")} <= set(full.hands[1])
        assert full.active == state.active
        assert full.discard == state.discard
        assert GAME.view(full, 0).hands == v.hands


def test_determinize_during_setup_samples_a_face_card_for_the_hidden_active_choice() -> None:
    state = GAME.new_game({}, 4)
    GAME.apply(state, ChooseHouse(0))
    GAME.apply(state, ChooseHouse(1))
    GAME.apply(state, ChooseActive(house_cards(0)[1]))
    v = GAME.view(state, 1)
    for k in range(10):
        full = GAME.determinize(v, 1, Rng(k))
        chosen = full.setup_active[0]
        assert chosen is not None
        assert chosen % 13 >= 10
        assert chosen < 52
        assert (chosen // 13) not in (1,)  # never from seat 1's own house
        assert GAME.audit(full) == []
        assert set(house_cards(0)) <= {*full.hands[0], chosen}


def test_audit_finds_a_card_in_two_places_a_missing_card_and_bad_damage() -> None:
    state = _started()
    assert GAME.audit(state) == []
    first = state.hands[0][0]
    state.discard.append(first)
    assert any("2 places" in p for p in GAME.audit(state))
    state.discard.pop()
    missing = state.draw.pop()
    assert any("0 places" in p for p in GAME.audit(state))
    state.draw.append(missing)
    slot = state.active[1]
    assert isinstance(slot, Slot)
    five = next(x for x in state.hands[0] if x is not None and x < 52 and x % 13 == 4)
    state.hands[0].remove(five)
    slot.damage.append((five, 7))  # a 5 that dealt 7
    assert any("bad damage entry" in p for p in GAME.audit(state))


def test_audit_catches_a_view_leak() -> None:
    state = _started()

    class Leaky(type(GAME)):  # type: ignore[misc]
        def view(self, st, seat):  # type: ignore[no-untyped-def]
            v = super().view(st, seat)
            v.hands = [list(h) for h in st.hands]
            return v

    assert any("shows cards of hand" in p for p in Leaky().audit(state))
