"""The double-click: a card's one obvious move, and nothing where there is more than one.

Real double-clicks on the viewport (press, release, double-click, release): the first click
of one does what a click does (a hand card is selected, a highlighted elemental is chosen),
so the double-click must add only what is obvious and never act twice.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    ChooseCard,
    PlaceCard,
)
from engine.riftforce.state import State, place
from tests.ui.riftforce_script import from_deck, to_hand, two_people
from ui.games.riftforce.table import RiftforceTable
from ui.session import Session
from ui.table.card_item import CardItem

_SESSIONS: list[Session] = []


@pytest.fixture(autouse=True)
def _forget_sessions() -> Iterator[None]:
    yield  # conftest stops every session; the list only keeps them alive during a test
    _SESSIONS.clear()


def top_strip(table: RiftforceTable, item: CardItem) -> QPoint:
    """A viewport point on the card's top strip (never covered in a line or a hand)."""
    local = QPointF(item.card_rect().width() * 0.5, 14 * item.card_scale + 4)
    return table.view.mapFromScene(item.mapToScene(local))


def double_click(qtbot: Any, table: RiftforceTable, item: CardItem) -> None:
    """What a mouse sends: press, release, double-click, release (``QTest.mouseDClick``
    alone sends only the double-click, and the card then keeps the mouse grab)."""
    vp, at = table.view.viewport(), top_strip(table, item)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    qtbot.mousePress(vp, left, none, at)
    qtbot.mouseRelease(vp, left, none, at)
    qtbot.mouseDClick(vp, left, none, at)
    qtbot.mouseRelease(vp, left, none, at)


def item(table: RiftforceTable, card: int) -> CardItem:
    found = table.item_for(card)
    assert found is not None
    return found


def test_a_hand_card_that_fits_one_location_only_is_played_there(qtbot: Any) -> None:
    session, table = two_people(qtbot, _SESSIONS)
    st: State = session.state
    me = st.to_move
    a, b, c = to_hand(st, me, st.guilds[me][1], 3)
    table.refresh(animate=False)
    session.submit(PlaceCard(a, 0))
    # after one card at location 1 the next may join it or go to location 2: no obvious move
    assert session.state.pending is not None
    assert set(session.state.pending.locations) == {0, 1}
    before = len(session.actions)
    double_click(qtbot, table, item(table, b))
    assert session.actions[before:] == []
    assert table.obvious_action(item(table, b)) is None
    session.submit(PlaceCard(b, 0))
    assert session.state.pending is not None
    assert session.state.pending.locations == (0,)
    before = len(session.actions)
    double_click(qtbot, table, item(table, c))
    assert session.actions[before:] == [PlaceCard(c, 0)]
    assert c in session.state.lines[me][0]
    assert c not in table.selection  # the first click selected it; played, it leaves


def test_a_hand_card_at_the_start_of_an_action_has_no_obvious_move(qtbot: Any) -> None:
    session, table = two_people(qtbot, _SESSIONS)
    card = next(c for c in session.state.hands[session.state.to_move] if c is not None)
    before = len(session.actions)
    double_click(qtbot, table, item(table, card))
    assert session.actions[before:] == []  # five locations and an activation: ambiguous
    assert table.selection == [card]  # what its first click did, nothing more


def test_a_highlighted_elemental_is_chosen_once(qtbot: Any) -> None:
    session, table = two_people(qtbot, _SESSIONS)
    st: State = session.state
    me, them = st.to_move, 1 - st.to_move
    hand = to_hand(st, me, "thunderbolt")[0]
    bolt = from_deck(st, me, "thunderbolt")
    place(st, me, bolt, 0)
    enemies = [from_deck(st, them) for _ in range(3)]
    for e in enemies:
        place(st, them, e, 0)
    table.refresh(animate=False)
    session.submit(Activate(hand, "guild"))
    # the only choice: its double-click (and the hook itself) activates it, once
    assert table.obvious_action(item(table, bolt)) == ActivateElemental(bolt)
    before = len(session.actions)
    double_click(qtbot, table, item(table, bolt))
    assert session.actions[before:] == [ActivateElemental(bolt)]
    # three targets: a double-click on one chooses that one (its first click did)
    assert session.state.pending is not None
    assert session.state.pending.kind == "thunder_target"
    before = len(session.actions)
    table.scene.card_double_clicked(item(table, enemies[1]))  # the hook alone: no click first
    assert session.actions[before:] == [ChooseCard(enemies[1])]


def test_the_draw_pile_double_clicked_is_check_and_draw_when_allowed(qtbot: Any) -> None:
    session, table = two_people(qtbot, _SESSIONS)
    st: State = session.state
    me = st.to_move
    deck = next(c for c in table.scene.card_items() if c.zone_name == f"deck{me}")
    assert table.obvious_action(deck) is None  # seven cards in hand: not allowed
    before = len(session.actions)
    table.scene.card_double_clicked(deck)
    assert session.actions[before:] == []
    st.decks[me].append(st.hands[me].pop())
    table.refresh(animate=False)
    deck = next(c for c in table.scene.card_items() if c.zone_name == f"deck{me}")
    double_click(qtbot, table, deck)
    assert session.actions[before:] == [CheckAndDraw()]


def test_no_double_click_move_while_a_computer_or_nobody_is_to_act(qtbot: Any) -> None:
    session, table = two_people(qtbot, _SESSIONS)
    st: State = session.state
    me = st.to_move
    st.decks[me].append(st.hands[me].pop())
    table.refresh(animate=False)
    deck = next(c for c in table.scene.card_items() if c.zone_name == f"deck{me}")
    session.paused = True
    session.seats[me].kind = "computer"
    before = len(session.actions)
    table.scene.card_double_clicked(deck)
    assert session.actions[before:] == []
