"""Feedback a player can't miss, on the Storma slottet! table: the attack estimate only while a
drop would attack (and gone once the decision is over), dice that settle on what the tray
prints, action buttons no selected card covers, the double-click's obvious move, the Controls
page rows and card names (never the engine's ids) in refusals.

Gestures are real mouse events on the view (press, moves, release, double-click); what the
table says is caught on its ``message`` signal.
"""

from __future__ import annotations

import inspect
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storma import cards as cd
from engine.storma.actions import Attack, ChooseActive, Exchange, FillActive, Heal
from engine.storma.state import SETUP_ACTIVE, TURN
from tests.engine.storma.positions import c, position
from tests.ui.test_storma_table import item, make_table, visible_point, vp_pos
from ui.games.storma import text
from ui.games.storma.items import DiceTray, RollLine, T10Die
from ui.games.storma.moves import StormaMoves
from ui.games.storma.table import StormaTable
from ui.session import COMPUTER, HUMAN
from ui.table.card_item import CardItem

# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------


@pytest.fixture
def tables(qtbot: QtBot, qapp: QApplication) -> Iterator[list[StormaTable]]:
    made: list[StormaTable] = []
    yield made
    for table in made:
        table.session.cancel_thinking()
        table.session.paused = True


class Drag:
    """A drag held in the hand: pick a card up, move it about, then let go."""

    def __init__(self, qtbot: QtBot, table: StormaTable, it: CardItem) -> None:
        self.qtbot = qtbot
        self.table = table
        self.vp = table.view.viewport()
        self.at = vp_pos(table, visible_point(table, it))
        qtbot.mousePress(self.vp, Qt.MouseButton.LeftButton, pos=self.at)
        self.move_to(self.at + QPoint(12, -12))  # past the drag threshold: the drag starts
        assert table.scene.dragging

    def move_to(self, pos: QPoint) -> None:
        self.qtbot.mouseMove(self.vp, (self.at + pos) / 2)
        self.qtbot.mouseMove(self.vp, pos)
        self.at = pos

    def over(self, zone: str) -> None:
        self.move_to(vp_pos(self.table, self.table.scene.zone(zone).rect.center()))

    def over_felt(self) -> None:
        """Over bare felt (left of the centre column), no zone under the card."""
        self.move_to(vp_pos(self.table, QPointF(1000, 470)))

    def drop(self) -> None:
        self.qtbot.mouseRelease(self.vp, Qt.MouseButton.LeftButton, pos=self.at)
        assert not self.table.scene.dragging


def messages_of(table: StormaTable) -> list[str]:
    said: list[str] = []
    table.message.connect(said.append)
    return said


def double_click(qtbot: QtBot, table: StormaTable, it: CardItem) -> None:
    """What a mouse sends: press, release (a click), press + double-click, release.

    (QTest's ``mouseDClick`` on a widget sends the double-click event alone.)"""
    vp = table.view.viewport()
    pos = vp_pos(table, visible_point(table, it))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=pos)


# ----------------------------------------------------------------------------------------------
# 3. a selected card never covers an action button
# ----------------------------------------------------------------------------------------------


BIG_HAND = ("2C", "5C", "7C", "9C", "3D", "8D", "JD", "4S", "6S", "10S", "2H", "5H", "7H",
            "9H", "10D", "AC", "Joker1", "Joker2")


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("hand", [BIG_HAND, ("5H", "JD", "Joker1"), ("3D", "Joker1")])
def test_a_selected_hand_card_never_covers_a_button(qtbot: QtBot, tables: list[StormaTable],
                                                    size: tuple[int, int],
                                                    hand: tuple[str, ...]) -> None:
    state = position(hands=(hand, ()), active=("QH", "KS"), damage=(("9S",), ()),
                     infirmary=("JH", None), infirmary_damage=(("5S",), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True
    table.resize(*size)
    qtbot.wait(10)
    for name in hand:
        it = item(table, c(name))
        table._card_clicked(it, Qt.KeyboardModifier.NoModifier, QPointF())
        assert it.selected
        buttons = [b for b in table.buttons.values() if b.isVisible()]
        assert "Heal Infirmary card" in [b.text for b in buttons]
        for b in buttons:
            assert not it.sceneBoundingRect().intersects(b.sceneBoundingRect()), (name, b.key)
        table._card_clicked(it, Qt.KeyboardModifier.NoModifier, QPointF())
        assert not it.selected
    # the Jokers at the fan's right end, both selected at once
    jokers = [item(table, c(n)) for n in hand if n.startswith("Joker")]
    for it in jokers:
        table._card_clicked(it, Qt.KeyboardModifier.NoModifier, QPointF())
    heal_inf = table.buttons["heal_inf"].sceneBoundingRect()
    assert all(it.selected and not it.sceneBoundingRect().intersects(heal_inf) for it in jokers)
