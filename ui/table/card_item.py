"""A card on the table: a movable scene item that knows which card it is and whether it is face up.

Why the item carries ``card_id``/``face_up``/``owner``: tests (and the hot-seat guarantee) check
on the scene items themselves that no hidden card is painted face up, so the item must expose
exactly what it paints.  A face-down item never holds a face: ``set_face_down`` drops it.

Drags are handled here with plain mouse events on a movable item (no ``QDrag``): the item and
any selected companions follow the mouse, and on release the scene's pure drop function picks
the zone (see ``dragdrop.py``), so drags work offscreen and in tests exactly as on screen.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Protocol, cast

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.table import theme
from ui.table.cards import CardFace, card_path, paint_back, paint_face, row_rects
from ui.table.repaint import assign
from ui.table.zones import Zone

DRAG_THRESHOLD = 6.0
MARGIN = 8.0
BADGE_MARGIN = 26.0


class CardHost(Protocol):
    """What a card needs from the scene it lies in: the zones and the drag/click entry points.

    Why a protocol: ``TableScene`` (``scene.py``) builds on ``CardItem``, so the card must not
    import the scene back; a scene that hosts cards says so with ``hosts_cards = True``.
    """

    hosts_cards: bool
    zones: Mapping[str, Zone]

    def begin_drag(self, item: CardItem) -> None: ...
    def drag_to(self, delta: QPointF) -> None: ...
    def end_drag(self, point: QPointF) -> object: ...
    def card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None: ...
    def card_double_clicked(self, item: CardItem) -> None: ...


class CardItem(QGraphicsObject):
    """One card.  ``key`` is its identity on the table (card id, or a slot key for a back)."""

    def __init__(self, key: str, card_scale: float = 1.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.card_id: str | None = None
        self.face: CardFace | None = None
        self.face_up = False
        self.owner: int | None = None
        self.zone_name = ""
        #: a card everybody may see (revealed play, pot, discard); never a hidden card
        self.public = False
        self.card_scale = card_scale
        self.draggable = False
        self.selectable = False
        self.selected = False
        self.focused = False
        self.winner = False
        self.dimmed = False
        self.badge = ""
        self.row_clickable = False
        self.hovered = False
        self.hover_row: int | None = None
        self._flip = 0.0  # 0..1 while a flip animation runs
        self._flip_target: tuple[str | None, CardFace | None, bool] | None = None
        self._press_scene: QPointF | None = None
        self._dragging = False
        self.home = QPointF()
        self.home_rotation = 0.0
        self.home_z = 0.0
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.setTransformOriginPoint(self.card_rect().center())  # fan rotation about the centre
        # rendered once per device resolution: sharp on high-DPI screens, cheap to move
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ------------------------------------------------------------------ content
    def set_face_up(self, card_id: str, face: CardFace) -> None:
        self.card_id = card_id
        self.face = face
        self.face_up = True
        self.update()

    def set_face_down(self, card_id: str | None = None) -> None:
        """Show the back.  ``card_id`` may be kept for own face-down cards the viewer knows."""
        self.card_id = card_id
        self.face = None
        self.face_up = False
        self.update()

    def set_card_scale(self, s: float) -> None:
        if s != self.card_scale:
            self.prepareGeometryChange()
            self.card_scale = s
            self.setTransformOriginPoint(self.card_rect().center())

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, theme.CARD_W * self.card_scale, theme.CARD_H * self.card_scale)

    def boundingRect(self) -> QRectF:
        return self.card_rect().adjusted(-MARGIN, -BADGE_MARGIN, BADGE_MARGIN, MARGIN + 4)

    def shape(self) -> QPainterPath:
        return card_path(self.card_rect(), theme.CARD_RADIUS * self.card_scale)

    def centre_scene(self) -> QPointF:
        return self.mapToScene(self.card_rect().center())

    # ------------------------------------------------------------------ flip animation
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, t: float) -> None:
        self._flip = t
        if self._flip_target is not None and t >= 0.5:
            card_id, face, up = self._flip_target
            self._flip_target = None
            if up and card_id is not None and face is not None:
                self.set_face_up(card_id, face)
            else:
                self.set_face_down(card_id)
        sx = max(0.02, abs(math.cos(math.pi * t)))
        c = self.card_rect().center()
        tr = QTransform()
        tr.translate(c.x(), c.y())
        tr.scale(sx, 1.0 + 0.06 * math.sin(math.pi * t))
        tr.translate(-c.x(), -c.y())
        self.setTransform(tr)

    flip = Property(float, _get_flip, _set_flip)

    def prepare_flip(self, card_id: str | None, face: CardFace | None, up: bool) -> None:
        """The face to show once a flip passes its half-way point."""
        self._flip_target = (card_id, face, up)

    def finish_flip(self) -> None:
        if self._flip_target is not None:
            self._set_flip(1.0)
        self._flip = 0.0
        self.setTransform(QTransform())

    # ------------------------------------------------------------------ painting
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        s = self.card_scale
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.row_clickable and (self.selectable or self.draggable):
            # a selected card pops up out of the hand; a hovered one a little
            lift = 18.0 if self.selected else 7.0 if self.hovered else 0.0
            painter.translate(0, -lift * s)
        # soft shadow
        shadow = card_path(rect.translated(2.5 * s, 4 * s), theme.CARD_RADIUS * s)
        painter.fillPath(shadow, theme.CARD_SHADOW)
        if self.winner:
            glow = card_path(rect.adjusted(-6, -6, 6, 6), theme.CARD_RADIUS * s + 6)
            painter.fillPath(glow, QColor(255, 204, 51, 150))
        if self.face_up and self.face is not None:
            paint_face(painter, rect, self.face, 20.0 if self.badge else 0.0,
                       self.hover_row if self.row_clickable else None)
        else:
            paint_back(painter, rect)
        if self.dimmed:
            painter.fillPath(card_path(rect, theme.CARD_RADIUS * s), QColor(0, 0, 0, 90))
        if self.selected or self.focused or self.winner:
            color = theme.SELECT if self.selected else theme.WINNER if self.winner else theme.FOCUS
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pen = QPen(color, 4.0)
            if self.focused and not self.selected:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawPath(card_path(rect.adjusted(-2, -2, 2, 2), theme.CARD_RADIUS * s + 2))
        if self.badge:
            self._paint_badge(painter, rect)

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        r = 21.0
        c = QPointF(rect.right() + 2, rect.top() - 2)
        painter.setPen(QPen(theme.CARD_BORDER, 2))
        painter.setBrush(theme.WINNER if self.winner else QColor("#f4f1e6"))
        painter.drawEllipse(c, r, r)
        painter.setFont(theme.font(18 if len(self.badge) <= 2 else 14, bold=True))
        painter.setPen(theme.CARD_TEXT)
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                         Qt.AlignmentFlag.AlignCenter, self.badge)

    def set_selected(self, on: bool) -> None:
        assign(self, selected=on)

    def set_focused(self, on: bool) -> None:
        assign(self, focused=on)

    def row_at(self, local: QPointF) -> int | None:
        """Index of the property row under ``local`` (item coordinates), if any."""
        if not (self.face_up and self.face is not None and self.face.rows):
            return None
        for i, r in enumerate(row_rects(self.card_rect(), len(self.face.rows))):
            if r.contains(local):
                return i
        return None

    # ------------------------------------------------------------------ hover
    def _target_zone(self) -> Zone | None:
        """The zone this card lies in when that zone is a click target (the opponent's Active
        card, a pile): hovering the card then lights the zone like hovering the felt does."""
        table = self._table()
        if table is None or self.draggable or self.selectable or not self.zone_name:
            return None
        zone = table.zones.get(self.zone_name)
        return zone if zone is not None and zone.accepts else None

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        target = self._target_zone()
        if self.draggable or self.selectable:
            self.setCursor(Qt.CursorShape.OpenHandCursor if self.draggable
                           else Qt.CursorShape.PointingHandCursor)
        elif target is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            target._set_hovered(True)
        else:
            self.setCursor(Qt.CursorShape.ArrowCursor)
        self.hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        row = self.row_at(event.pos()) if self.row_clickable else None
        if row is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        elif self.draggable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        assign(self, hover_row=row)
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        target = self._target_zone()
        if target is not None:
            target._set_hovered(False)
        self.hovered = False
        self.hover_row = None
        self.update()
        super().hoverLeaveEvent(event)

    # ------------------------------------------------------------------ mouse: click and drag
    def _table(self) -> CardHost | None:
        scene = self.scene()
        return cast(CardHost, scene) if getattr(scene, "hosts_cards", False) else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press_scene = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self._table()
        if self._press_scene is None or table is None:
            return
        delta = event.scenePos() - self._press_scene
        if not self._dragging:
            if not self.draggable or math.hypot(delta.x(), delta.y()) < DRAG_THRESHOLD:
                return
            self._dragging = True
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            table.begin_drag(self)
        table.drag_to(delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self._table()
        press, self._press_scene = self._press_scene, None
        if table is None or press is None:
            return
        if self._dragging:
            self._dragging = False
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            table.end_drag(event.scenePos())
        else:
            table.card_clicked(self, event.modifiers(), event.pos())
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """The second press of a double-click: the table's obvious move for this card.

        Not a press (Qt's default): the release that follows must not count as a click too."""
        table = self._table()
        if event.button() != Qt.MouseButton.LeftButton or table is None:
            event.ignore()
            return
        self._press_scene = None
        table.card_double_clicked(self)
        event.accept()
