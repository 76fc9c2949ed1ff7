"""Gestures and keys → Supertrumf actions: the ``SupertrumfMoves`` mixin of the table.

Why a mixin: turning a drag, a click or a key into ``NameProperty`` / ``Play`` / ``Mulligan``
(with the focus and selection in the hand that go with it) is the part of the table that asks
the engine what is legal and reports refusals; painting and layout do not need to know it.
The mixin is plain Python: the widget, scene and session it works on are the table's
(``SupertrumfTable(SupertrumfMoves, FeltTable)``); for mypy it derives from ``FeltTable``.

Refusals go through ``refuse(reason, at=scene point)`` — the card's centre where it was
dropped, the point clicked on a card — so a callout can point there; keys and buttons have no
point.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from engine.supertrumf import deck
from engine.supertrumf.rules import Mulligan, NameProperty, Play
from engine.supertrumf.state import MULLIGAN, NAME, PLAY
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind

if TYPE_CHECKING:
    from ui.table.felt_table import FeltTable
    from ui.table.plates import ButtonItem

    _MovesBase = FeltTable
else:
    _MovesBase = object


class SupertrumfMoves(_MovesBase):
    """Drop/click/key handlers, the hand's focus and selection, and the ``submit`` wrapper."""

    #: the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)
    focus_index: int
    play_button: ButtonItem

    def _name_clicked(self, prop: str) -> None:
        self._submit(NameProperty(prop))

    def _mulligan(self, redraw: bool) -> None:
        self._submit(Mulligan(redraw))

    def play_cards(self, items: Sequence[CardItem], at: QPointF | None = None) -> bool:
        ids = tuple(c.card_id for c in items if c.card_id is not None)
        if not ids:
            self.refuse(QCoreApplication.translate(
                "SupertrumfTable", "Select one card, or a figure and an object, first."), at)
            return False
        ok = self._submit(Play(ids), at)
        return ok

    def play_selected(self, at: QPointF | None = None) -> bool:
        sel = [c for c in self.own_hand_items() if c.selected]
        return self.play_cards(sel, at)

    def _card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        s = self.session
        if not s.human_to_act():
            return
        at = item.mapToScene(local)
        if item.zone_name == f"slot{s.viewer}":  # a card lying on your place: the place
            self._zone_clicked(item.zone_name, at)
            return
        if item.zone_name != f"hand{s.viewer}":
            return
        if s.state.phase == NAME and item.row_clickable:
            row = item.row_at(local)
            if row is not None:
                self._submit(NameProperty(deck.PROPERTIES[row]), at)
                return
        if not item.selectable:
            return
        item.set_selected(not item.selected)
        items = self.own_hand_items()
        if item in items:
            self.focus_index = items.index(item)
        self._apply_focus()
        self.play_button.set_enabled(bool(self.scene.selected_cards()))

    def obvious_action(self, item: CardItem) -> Play | None:
        """A double-clicked card of your hand is put out alone, when that is a legal play."""
        s = self.session
        if (item.zone_name != f"hand{s.viewer}" or item.card_id is None
                or s.state.phase != PLAY):
            return None
        play = Play((item.card_id,))
        return play if play in s.legal_actions() else None

    def _zone_clicked(self, name: str, at: QPointF | None = None) -> None:
        """A click on a zone (``Zone.clicked`` carries no point) or on a card lying in it."""
        s = self.session
        if s.viewer is not None and name == f"slot{s.viewer}" and s.human_to_act():
            self.play_selected(at)

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        s = self.session
        # the dragged card has not snapped back yet: its centre is where it was let go
        at = items[0].centre_scene() if items else None
        if drop.kind is DropKind.TARGET and drop.zone == f"slot{s.viewer}":
            self.play_cards(items, at)
            return
        if drop.kind is DropKind.TARGET:
            self.refuse(QCoreApplication.translate(
                "SupertrumfTable", "Cards can only be put out on your own place."), at)
        self.refresh()  # snap back

    def card_action(self, item: CardItem) -> Play | None:
        """A hand card is put out (alone): the engine's refusal of that says what the phase
        wants instead ("a property must be named first", "not during the mulligan")."""
        return Play((item.card_id,)) if item.card_id is not None else None

    def _key(self, event: QKeyEvent) -> None:
        s = self.session
        if s.pending_handover is not None or not s.human_to_act():
            return
        key = event.key()
        phase = s.state.phase
        items = self.own_hand_items()
        digit = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_5 else None
        if digit is not None and phase == NAME:
            self._submit(NameProperty(deck.PROPERTIES[digit]))
        elif digit in (0, 1) and phase == MULLIGAN:
            self._mulligan(digit == 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.focus_index = (self.focus_index + step) % len(items)
        elif key == Qt.Key.Key_Space and items and phase == PLAY:
            item = items[min(self.focus_index, len(items) - 1)]
            item.set_selected(not item.selected)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and phase == PLAY:
            sel = [c for c in items if c.selected]
            if not sel and items:
                sel = [items[min(self.focus_index, len(items) - 1)]]
            self.play_cards(sel)
        elif key == Qt.Key.Key_Escape:
            self.scene.clear_selection_marks()
        else:
            return
        event.accept()
        self._apply_focus()
        self.play_button.set_enabled(bool(self.scene.selected_cards()))
