"""Gestures and keys → Supertrumf actions: ``SupertrumfMoves``, an object the table owns.

Why its own object: turning a drag, a click or a key into ``NameProperty`` / ``Play`` /
``Mulligan`` (with the selection in the hand that goes with it) is the part of the table that
asks the engine what is legal and reports refusals; painting and layout do not need to know
it.  It sees the table only through ``MovesTable`` (the session, the scene, the "Put out"
button, the hand's focus, refusing and submitting), and the table hands it the scene's
signals and the ``FeltTable`` hooks (``handle_drop``, ``card_action``, ``obvious_action``).

Refusals go through ``refuse(reason, at=scene point)`` — the card's centre where it was
dropped, the point clicked on a card — so a callout can point there; keys and buttons have no
point.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from engine.supertrumf import deck
from engine.supertrumf.rules import Mulligan, NameProperty, Play
from engine.supertrumf.state import MULLIGAN, NAME, PLAY
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind

if TYPE_CHECKING:
    from ui.session import Session
    from ui.table.plates import ButtonItem
    from ui.table.scene import TableScene


class MovesTable(Protocol):
    """What the moves use of their table (``SupertrumfTable``)."""

    session: Session
    scene: TableScene
    play_button: ButtonItem
    #: the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)
    focus_index: int

    def own_hand_items(self) -> list[CardItem]: ...

    def refuse(self, reason: str, at: QPointF | None = None) -> None: ...

    def refresh(self) -> None: ...

    def _apply_focus(self) -> None: ...

    def _submit(self, action: object, at: QPointF | None = None) -> bool: ...


class SupertrumfMoves:
    """Drop/click/key handlers of a Supertrumf table and the plays they submit."""

    def __init__(self, table: MovesTable) -> None:
        self.table = table

    def name_clicked(self, prop: str) -> None:
        self.table._submit(NameProperty(prop))

    def mulligan(self, redraw: bool) -> None:
        self.table._submit(Mulligan(redraw))

    def play_cards(self, items: Sequence[CardItem], at: QPointF | None = None) -> bool:
        ids = tuple(c.card_id for c in items if c.card_id is not None)
        if not ids:
            self.table.refuse(QCoreApplication.translate(
                "SupertrumfTable", "Select one card, or a figure and an object, first."), at)
            return False
        ok = self.table._submit(Play(ids), at)
        return ok

    def play_selected(self, at: QPointF | None = None) -> bool:
        sel = [c for c in self.table.own_hand_items() if c.selected]
        return self.play_cards(sel, at)

    def card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        t = self.table
        s = t.session
        if not s.human_to_act():
            return
        at = item.mapToScene(local)
        if item.zone_name == f"slot{s.viewer}":  # a card lying on your place: the place
            self.zone_clicked(item.zone_name, at)
            return
        if item.zone_name != f"hand{s.viewer}":
            return
        if s.state.phase == NAME and item.row_clickable:
            row = item.row_at(local)
            if row is not None:
                t._submit(NameProperty(deck.PROPERTIES[row]), at)
                return
        if not item.selectable:
            return
        item.set_selected(not item.selected)
        items = t.own_hand_items()
        if item in items:
            t.focus_index = items.index(item)
        t._apply_focus()
        t.play_button.set_enabled(bool(t.scene.selected_cards()))

    def obvious_action(self, item: CardItem) -> Play | None:
        """A double-clicked card of your hand is put out alone, when that is a legal play."""
        s = self.table.session
        if (item.zone_name != f"hand{s.viewer}" or item.card_id is None
                or s.state.phase != PLAY):
            return None
        play = Play((item.card_id,))
        return play if play in s.legal_actions() else None

    def zone_clicked(self, name: str, at: QPointF | None = None) -> None:
        """A click on a zone (``Zone.clicked`` carries no point) or on a card lying in it."""
        s = self.table.session
        if s.viewer is not None and name == f"slot{s.viewer}" and s.human_to_act():
            self.play_selected(at)

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        s = self.table.session
        # the dragged card has not snapped back yet: its centre is where it was let go
        at = items[0].centre_scene() if items else None
        if drop.kind is DropKind.TARGET and drop.zone == f"slot{s.viewer}":
            self.play_cards(items, at)
            return
        if drop.kind is DropKind.TARGET:
            self.table.refuse(QCoreApplication.translate(
                "SupertrumfTable", "Cards can only be put out on your own place."), at)
        self.table.refresh()  # snap back

    @staticmethod
    def card_action(item: CardItem) -> Play | None:
        """A hand card is put out (alone): the engine's refusal of that says what the phase
        wants instead ("a property must be named first", "not during the mulligan")."""
        return Play((item.card_id,)) if item.card_id is not None else None

    def key(self, event: QKeyEvent) -> None:
        t = self.table
        s = t.session
        if s.pending_handover is not None or not s.human_to_act():
            return
        if not self._act_on_key(event.key()):
            return
        event.accept()
        t._apply_focus()
        t.play_button.set_enabled(bool(t.scene.selected_cards()))

    def _act_on_key(self, key: int) -> bool:
        """Do what ``key`` means now; False when it means nothing here."""
        t = self.table
        phase = t.session.state.phase
        items = t.own_hand_items()
        digit = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_5 else None
        if digit is not None and phase == NAME:
            t._submit(NameProperty(deck.PROPERTIES[digit]))
        elif digit in (0, 1) and phase == MULLIGAN:
            self.mulligan(digit == 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = -1 if key == Qt.Key.Key_Left else 1
            t.focus_index = (t.focus_index + step) % len(items)
        elif key == Qt.Key.Key_Space and items and phase == PLAY:
            item = items[min(t.focus_index, len(items) - 1)]
            item.set_selected(not item.selected)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and phase == PLAY:
            sel = [c for c in items if c.selected]
            if not sel and items:
                sel = [items[min(t.focus_index, len(items) - 1)]]
            self.play_cards(sel)
        elif key == Qt.Key.Key_Escape:
            t.scene.clear_selection_marks()
        else:
            return False
        return True
