"""Long lines: a highlighted elemental in the middle of five or six can be seen and clicked.

A choosable card shows more than its top strip under the card in front, so a click a little
lower does not choose the wrong card.  These tests build such a position on the engine state (six
elementals on one side of a location, the one in the middle a choice), then click the centre
of the part of that card nobody covers, through the real view, at both window sizes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from engine.riftforce.actions import Activate, ActivateElemental, ChooseCard
from engine.riftforce.state import State, place
from tests.ui.riftforce_script import from_deck, to_hand, two_people
from ui.games.riftforce.table import RiftforceTable
from ui.session import Session
from ui.table.card_item import CardItem

SIZES = [(1280, 800), (1920, 1080)]
LOC = 0  # the second player's free card lies at location 3: this line starts empty
_SESSIONS: list[Session] = []


@pytest.fixture(autouse=True)
def _forget_sessions() -> Iterator[None]:
    yield  # conftest stops every session; the list only keeps them alive during a test
    _SESSIONS.clear()


def exposed_points(table: RiftforceTable, item: CardItem, step: float = 2.0) -> list[QPointF]:
    """Scene points of ``item``'s shape where it is the topmost item (what a click hits)."""
    rect = item.mapRectToScene(item.card_rect())
    out = []
    y = rect.top() + 1
    while y < rect.bottom():
        x = rect.left() + 1
        while x < rect.right():
            p = QPointF(x, y)
            if item.contains(item.mapFromScene(p)):
                top = table.scene.items(p)
                if top and top[0] is item:
                    out.append(p)
            x += step
        y += step
    return out


def exposed_centre(points: list[QPointF]) -> QPointF:
    """The uncovered point nearest the middle of the uncovered part."""
    cx = sum(p.x() for p in points) / len(points)
    cy = sum(p.y() for p in points) / len(points)
    return min(points, key=lambda p: (p.x() - cx) ** 2 + (p.y() - cy) ** 2)


def check_choices(table: RiftforceTable, zone: str, expected: int) -> list[CardItem]:
    """Every highlighted card is inside its location's room, and more than its strip shows."""
    room: QRectF = table.scene.zone(zone).rect
    line = [c for c in table.scene.card_items() if c.zone_name == zone]
    assert len(line) == expected
    choices = table.choice_items()
    assert choices
    for item in choices:
        rect = item.mapRectToScene(item.card_rect())
        assert room.contains(rect), (item.card_id, rect, room)
        points = exposed_points(table, item)
        assert points, f"{item.card_id} is covered everywhere"
        area = rect.width() * rect.height()
        shown = len(points) * 4.0 / area  # each point stands for 2 × 2 units
        # a long line fans out over its room: more than the strip (about 40 %) shows
        assert shown > 0.5, (item.card_id, shown)
    return choices


def click(qtbot: Any, table: RiftforceTable, point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, table.view.mapFromScene(point))


@pytest.mark.parametrize("size", SIZES)
def test_a_target_in_the_middle_of_six_enemies_is_clicked_where_it_shows(
        qtbot: Any, size: tuple[int, int]) -> None:
    session, table = two_people(qtbot, _SESSIONS, size)
    st: State = session.state
    me, them = st.to_move, 1 - st.to_move
    hand = to_hand(st, me, "thunderbolt")[0]
    bolt = from_deck(st, me, "thunderbolt")
    place(st, me, bolt, LOC)
    enemies = [from_deck(st, them) for _ in range(6)]
    for c in enemies:
        place(st, them, c, LOC)
    assert session.game.audit(st) == []
    table.refresh(animate=False)
    session.submit(Activate(hand, "guild"))
    session.submit(ActivateElemental(bolt))
    st = session.state
    assert st.pending is not None
    assert st.pending.kind == "thunder_target"
    assert set(st.pending.options) == set(enemies)
    choices = check_choices(table, f"line{them}_{LOC}", 6)
    assert len(choices) == 6
    target = enemies[2]  # the middle of the line: cards lie on it on both sides
    item = table.item_for(target)
    assert item is not None
    assert item in choices
    before = len(session.actions)
    click(qtbot, table, exposed_centre(exposed_points(table, item)))
    assert session.actions[before:] == [ChooseCard(target)]


@pytest.mark.parametrize("size", SIZES)
def test_the_one_elemental_to_activate_in_the_middle_of_your_line_is_clicked(
        qtbot: Any, size: tuple[int, int]) -> None:
    session, table = two_people(qtbot, _SESSIONS, size)
    st: State = session.state
    me = st.to_move
    hand = to_hand(st, me, "thunderbolt")[0]
    bolt = from_deck(st, me, "thunderbolt")
    line = [from_deck(st, me, avoid="thunderbolt") for _ in range(5)]
    line.insert(3, bolt)
    for c in line:
        place(st, me, c, LOC)
    assert session.game.audit(st) == []
    table.refresh(animate=False)
    session.submit(Activate(hand, "guild"))
    st = session.state
    assert st.pending is not None
    assert st.pending.options == (bolt,)
    choices = check_choices(table, f"line{me}_{LOC}", 6)
    assert [c.card_id for c in choices] == [str(bolt)]
    before = len(session.actions)
    click(qtbot, table, exposed_centre(exposed_points(table, choices[0])))
    assert session.actions[before:] == [ActivateElemental(bolt)]
