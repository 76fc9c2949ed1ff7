"""The table scene (a fixed 1600 × 1000 logical felt) and the view that scales it to the window.

The scene owns the zones and the card items and runs drags: ``begin_drag`` lights the zones
that accept the dragged cards, ``end_drag`` asks the pure drop function where they landed and
emits ``cardsDropped`` for the game's table to turn into an engine action (or snap back).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ui.table import theme
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind, DropZone, drop_at
from ui.table.zones import Zone


class TableScene(QGraphicsScene):
    """Zones + cards + the drag logic.  Signals carry the card items involved."""

    cardClicked = Signal(object, object, object)  # CardItem, Qt.KeyboardModifier, QPointF local
    cardsDropped = Signal(list, object)  # list[CardItem], Drop
    dragStarted = Signal(list)  # list[CardItem]

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(theme.SCENE_RECT, parent)
        self.zones: dict[str, Zone] = {}
        self.cards: dict[str, CardItem] = {}
        self._drag_items: list[CardItem] = []
        self._drag_origins: list[QPointF] = []
        self._drag_zone = ""
        self.drag_enabled = True

    # ------------------------------------------------------------------ zones and cards
    def add_zone(self, zone: Zone) -> Zone:
        self.zones[zone.name] = zone
        self.addItem(zone)
        return zone

    def zone(self, name: str) -> Zone:
        return self.zones[name]

    def card_items(self) -> list[CardItem]:
        return list(self.cards.values())

    def selected_cards(self) -> list[CardItem]:
        return [c for c in self.cards.values() if c.selected]

    def clear_selection_marks(self) -> None:
        for c in self.cards.values():
            c.set_selected(False)

    def drop_zones(self) -> list[DropZone]:
        return [DropZone(z.name, QRectF(z.rect), z.accepts) for z in self.zones.values()
                if z.isVisible()]

    # ------------------------------------------------------------------ drags
    @property
    def dragging(self) -> bool:
        return bool(self._drag_items)

    def begin_drag(self, item: CardItem) -> None:
        """``item`` started moving; selected companions in the same zone move with it."""
        group = [item]
        if item.selected:
            group += [c for c in self.selected_cards()
                      if c is not item and c.zone_name == item.zone_name and c.draggable]
        if not item.selected:
            self.clear_selection_marks()
        self._drag_items = group
        self._drag_origins = [QPointF(c.pos()) for c in group]
        self._drag_zone = item.zone_name
        for i, c in enumerate(group):
            c.setZValue(2000 + i)
            c.setRotation(0.0)
        for z in self.zones.values():
            z.set_lit(z.accepts and z.name != self._drag_zone)
        self.dragStarted.emit(list(group))

    def drag_to(self, delta: QPointF) -> None:
        for i, (c, origin) in enumerate(zip(self._drag_items, self._drag_origins, strict=True)):
            c.setPos(origin + delta + QPointF(i * 26.0, i * 10.0))
        if self._drag_items:
            centre = self._drag_items[0].centre_scene()
            for z in self.zones.values():
                hot = z.lit and z.rect.contains(centre)
                if hot != z.hot:
                    z.hot = hot
                    z.update()

    def end_drag(self, point: QPointF) -> Drop:
        items = self._drag_items
        self._drag_items = []
        self._drag_origins = []
        for z in self.zones.values():
            z.set_lit(False)
            z.hot = False
        if not items:
            return Drop(DropKind.NOWHERE)
        lead = items[0]
        card_rect = lead.mapRectToScene(lead.card_rect())
        drop = drop_at(self.drop_zones(), point, card_rect, self._drag_zone)
        self.cardsDropped.emit(list(items), drop)
        return drop

    def card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        self.cardClicked.emit(item, modifiers, local)


class TableView(QGraphicsView):
    """Shows the whole table, scaled to fit the widget with the aspect kept; felt everywhere."""

    keyPressed = Signal(object)  # QKeyEvent; the table handles game keys

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self.setMouseTracking(True)

    def fit(self) -> None:
        self.fitInView(theme.SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | object) -> None:
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        painter.fillRect(visible.united(QRectF(rect)) if isinstance(rect, QRectF) else visible,
                         theme.felt_brush(theme.SCENE_RECT))
        # a faint inner border, like the edge of a card table
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(theme.FELT_LINE)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(theme.SCENE_RECT.adjusted(10, 10, -10, -10), 30, 30)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()  # the handler accepts what it uses
        self.keyPressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)
