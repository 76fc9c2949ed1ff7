"""The table scene (a fixed 1600 × 1000 logical felt) and the view that scales it to the window.

The scene owns the zones and the card items and runs drags: ``begin_drag`` lights the zones
that accept the dragged cards, ``end_drag`` asks the pure drop function where they landed and
emits ``cardsDropped`` for the game's table to turn into an engine action (or snap back).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from ui.table import theme
from ui.table.animation import AnimationClock
from ui.table.card_item import CardItem
from ui.table.cards import CardFace
from ui.table.dragdrop import Drop, DropKind, DropZone, drop_at
from ui.table.zones import Zone


@dataclass(frozen=True)
class CardSpec:
    """Where one card should be and how it should look; the game's table lists these.

    ``face`` is ``None`` for a back.  ``key`` is the card's identity on the table: the card id
    for a known card (so it glides from zone to zone), a slot key such as ``"hand1#3"`` for a
    hidden one.  A back that turns into a face in the same zone slot is flipped over.
    """

    key: str
    zone: str
    card_id: str | None = None
    face: CardFace | None = None
    owner: int | None = None
    public: bool = False
    draggable: bool = False
    selectable: bool = False
    row_clickable: bool = False
    badge: str = ""
    winner: bool = False
    dimmed: bool = False
    #: shown when the pointer rests on the card (why a card is greyed out, for example)
    tooltip: str = ""


class TableScene(QGraphicsScene):
    """Zones + cards + the drag logic.  Signals carry the card items involved."""

    cardClicked = Signal(object, object, object)  # CardItem, Qt.KeyboardModifier, QPointF local
    cardsDropped = Signal(list, object)  # list[CardItem], Drop
    cardDoubleClicked = Signal(object)  # CardItem
    dragStarted = Signal(list)  # list[CardItem]
    #: the dragged cards came over a lit zone (True) or left it (False): zone name, over
    dragOver = Signal(str, bool)
    #: cards find their scene through this marker (``card_item.CardHost``), not an import
    hosts_cards = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(theme.SCENE_RECT, parent)
        self.zones: dict[str, Zone] = {}
        self.cards: dict[str, CardItem] = {}
        self._drag_items: list[CardItem] = []
        self._drag_origins: list[QPointF] = []
        self._drag_zone = ""
        self.drag_enabled = True
        #: the table's clock; a drag first finishes running animations so nothing fights it
        self.clock: AnimationClock | None = None

    def set_width(self, width: float) -> None:
        """Narrow (or widen) the logical table; the height stays ``theme.SCENE_H``.

        A game may lay out for the window's shape: a narrower table in a narrow window means
        bigger cards on screen.  The views follow ``sceneRectChanged``."""
        if width != self.sceneRect().width():
            self.setSceneRect(QRectF(0, 0, width, theme.SCENE_H))

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

    # ------------------------------------------------------------------ layout
    def sync(self, specs: Sequence[CardSpec], clock: AnimationClock,
             sources: Mapping[str, str] | None = None,
             destination: Callable[[str], str | None] | None = None) -> None:
        """Make the card items match ``specs``, animating what changed on ``clock``.

        ``sources`` maps a zone to the zone its new cards come from (from the engine's events:
        a ``draw`` makes a hand's new cards start on the draw pile).  ``destination`` tells
        where a known card that left the table layout went, so it can glide there first.
        """
        sources = sources or {}
        by_zone: dict[str, list[CardSpec]] = {}
        for spec in specs:
            by_zone.setdefault(spec.zone, []).append(spec)
        wanted = {spec.key for spec in specs}
        leaving = {k: item for k, item in self.cards.items() if k not in wanted}
        # backs that become faces in the same slot are the same physical card: flip them
        # a face that stays in its zone under a new key (e.g. a play becoming a reveal) too
        reusable: dict[tuple[str, int], CardItem] = {}
        same_card: dict[tuple[str, str], CardItem] = {}
        for gone in leaving.values():
            if not gone.face_up and gone.zone_name:
                reusable[(gone.zone_name, int(gone.data(0) or 0))] = gone
            elif gone.face_up and gone.card_id is not None:
                same_card[(gone.zone_name, gone.card_id)] = gone
        for zone_name, zone_specs in by_zone.items():
            zone = self.zones[zone_name]
            places = zone.positions(len(zone_specs))
            scale = zone.scale_for(len(zone_specs))
            for index, (spec, (pos, rot)) in enumerate(zip(zone_specs, places, strict=True)):
                item: CardItem | None = self.cards.get(spec.key)
                flip = False
                if item is None and spec.card_id is not None:
                    kept = same_card.pop((zone_name, spec.card_id), None)
                    if kept is not None and kept.key in leaving:
                        del leaving[kept.key]
                        del self.cards[kept.key]
                        kept.key = spec.key
                        item = kept
                if item is None:
                    old = reusable.pop((zone_name, index), None)
                    if old is not None and spec.face is not None and old.key in leaving:
                        del leaving[old.key]
                        del self.cards[old.key]
                        old.key = spec.key
                        item = old
                        flip = True
                if item is None:
                    item = CardItem(spec.key, scale)
                    src = self.zones.get(sources.get(zone_name, ""))
                    w, h = theme.CARD_W * scale, theme.CARD_H * scale
                    if src is not None:
                        c = src.rect.center()
                        item.setPos(QPointF(c.x() - w / 2, c.y() - h / 2))
                    else:
                        item.setPos(pos)
                        item.setRotation(rot)
                    self.addItem(item)
                    if spec.face is not None and spec.card_id is not None:
                        item.set_face_up(spec.card_id, spec.face)
                    else:
                        item.set_face_down(spec.card_id)
                self.cards[spec.key] = item
                self._apply_spec(item, spec, scale, clock, flip)
                if item.zone_name and item.zone_name != zone_name:
                    # a card that left its zone (a hand card played, taken, discarded) is no
                    # longer the keyboard's or the player's choice: no frame follows it
                    item.set_focused(False)
                    item.set_selected(False)
                item.zone_name = zone_name
                item.setData(0, index)
                z = zone.zValue() + 20 + index
                item.home = QPointF(pos)
                item.home_rotation = rot
                item.home_z = z
                if item not in self._drag_items:
                    item.setZValue(z)
                    clock.move(item, pos, rot)
        for zone_name, zone in self.zones.items():
            zone.set_empty(zone_name not in by_zone)
        for key, gone in leaving.items():
            self.cards.pop(key, None)
            dest = None
            if destination is not None and gone.card_id is not None:
                dest = self.zones.get(destination(gone.card_id) or "")
            if dest is not None and not clock.instant:
                w = theme.CARD_W * gone.card_scale
                h = theme.CARD_H * gone.card_scale
                c = dest.rect.center()
                gone.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                clock.move(gone, QPointF(c.x() - w / 2, c.y() - h / 2), 0.0,
                           done=functools.partial(self._discard, gone))
            else:
                clock.forget(gone)  # a card still moving must not be animated once deleted
                self._discard(gone)

    def clear_cards(self) -> None:
        """Take every card off the table at once, unanimated (a new seating: the next
        ``sync`` puts each one where it belongs without gliding across the table)."""
        for item in self.card_items():
            self.cards.pop(item.key, None)
            self._discard(item)

    def _discard(self, item: CardItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def _apply_spec(self, item: CardItem, spec: CardSpec, card_scale: float,
                    clock: AnimationClock, flip: bool) -> None:
        """Update ``item`` to ``spec``; repaint it only when something it paints changed.

        Why not always: a card item caches its painting (``DeviceCoordinateCache``) and
        ``update()`` throws that away, so a refresh that touched every item repainted every
        card on the table - after each action and on each language switch - even those that
        look exactly the same (backs, cards whose text does not depend on the language)."""
        look = _look(item)
        item.set_card_scale(card_scale)
        item.owner = spec.owner
        item.public = spec.public
        item.draggable = spec.draggable
        item.selectable = spec.selectable
        item.row_clickable = spec.row_clickable
        item.badge = spec.badge
        item.winner = spec.winner
        item.dimmed = spec.dimmed
        if item.toolTip() != spec.tooltip:
            item.setToolTip(spec.tooltip)
        if not spec.selectable:
            item.selected = False
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, spec.draggable)
        if spec.face is not None and spec.card_id is not None:
            if flip and not clock.instant:
                item.set_face_down(None)
                clock.flip(item, spec.card_id, spec.face, True)
            elif item.face != spec.face or item.card_id != spec.card_id or not item.face_up:
                item.set_face_up(spec.card_id, spec.face)
        elif item.face_up or item.card_id != spec.card_id:
            item.set_face_down(spec.card_id)
        if _look(item) != look:
            item.update()

    # ------------------------------------------------------------------ drags
    @property
    def dragging(self) -> bool:
        return bool(self._drag_items)

    def begin_drag(self, item: CardItem) -> None:
        """``item`` started moving; selected companions in the same zone move with it."""
        if self.clock is not None and self.clock.busy():
            self.clock.finish_all()
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
            c.setZValue(2000 - i)
            c.setRotation(0.0)
        for z in self.zones.values():
            z.set_lit(z.accepts and z.name != self._drag_zone)
        self.dragStarted.emit(list(group))

    def drag_to(self, delta: QPointF) -> None:
        if not self._drag_items:
            return
        lead = self._drag_origins[0] + delta
        for i, c in enumerate(self._drag_items):
            # companions travel fanned out just behind the card under the pointer
            c.setPos(lead + QPointF(i * 34.0, i * 12.0))
            c.setZValue(2000 - i)
        if self._drag_items:
            centre = self._drag_items[0].centre_scene()
            for z in self.zones.values():
                hot = z.lit and z.rect.contains(centre)
                if hot != z.hot:
                    z.hot = hot
                    z.update()
                    self.dragOver.emit(z.name, hot)

    def end_drag(self, point: QPointF) -> Drop:
        items = self._drag_items
        self._drag_items = []
        self._drag_origins = []
        for z in self.zones.values():
            z.set_lit(False)
            if z.hot:
                z.hot = False
                self.dragOver.emit(z.name, False)
        if not items:
            return Drop(DropKind.NOWHERE)
        lead = items[0]
        card_rect = lead.mapRectToScene(lead.card_rect())
        drop = drop_at(self.drop_zones(), point, card_rect, self._drag_zone)
        self.cardsDropped.emit(list(items), drop)
        return drop

    def card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        self.cardClicked.emit(item, modifiers, local)

    def card_double_clicked(self, item: CardItem) -> None:
        self.cardDoubleClicked.emit(item)


def _look(item: CardItem) -> tuple[object, ...]:
    """What ``CardItem.paint`` draws from, apart from the face (``set_face_*`` repaint)."""
    return (item.draggable, item.selectable, item.row_clickable, item.badge, item.winner,
            item.dimmed, item.selected)


class TableView(QGraphicsView):
    """Shows the whole table, scaled to fit the widget with the aspect kept; felt everywhere."""

    keyPressed = Signal(object)  # QKeyEvent; the table handles game keys
    resized = Signal()  # the viewport changed size (a table may re-lay out for the new shape)
    #: a mouse button went down at this scene point, before the scene handles it; True for
    #: a double-click's second press
    pressed = Signal(QPointF, bool)
    #: the button came up and the scene has handled the release (the click or the drop is
    #: done): the table checks that the gesture was answered
    released = Signal(QPointF)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self.setMouseTracking(True)
        #: room (viewport pixels) kept free of the table in the top right corner: the
        #: table's ↶ button lives there, a widget of fixed size over a felt that scales
        self.corner = QSize()
        #: the part of the table (scene units) its layout keeps empty for that corner's
        #: widget: when the widget fits there, the table is not made smaller for it
        self.corner_free = QRectF()
        scene.sceneRectChanged.connect(lambda _r: self.fit())

    def set_corner(self, size: QSize) -> None:
        """Keep ``size`` free in the top right corner (an empty size: no corner)."""
        if size != self.corner:
            self.corner = QSize(size)
            self.fit()

    def set_corner_free(self, rect: QRectF) -> None:
        """The table's own empty corner (scene units; an empty rect: none)."""
        if rect != self.corner_free:
            self.corner_free = QRectF(rect)
            self.fit()

    def _corner_fits_free(self, table: QRectF, vw: float, vh: float) -> bool:
        """Whether the corner's widget, over the table fitted as a whole, lies in room the
        table keeps free (or beside the table) anyway."""
        scale = min(vw / table.width(), vh / table.height())
        ox = (vw - table.width() * scale) / 2
        oy = (vh - table.height() * scale) / 2
        cw, ch = float(self.corner.width()), float(self.corner.height())
        widget = QRectF(table.left() + (vw - cw - ox) / scale, table.top() - oy / scale,
                        cw / scale, ch / scale)
        over = widget.intersected(table)
        return over.isEmpty() or self.corner_free.adjusted(-1, -1, 1, 1).contains(over)

    def shown_rect(self) -> QRectF:
        """The part of the scene plane the view fits: the table, and the corner's room as a
        strip above it or a column beside it — whichever keeps the table larger.

        Why not over the table: a widget does not scale with the felt, so at 1024 × 600 a
        long label ("↶ Rückgängig") covered the top seat's name plate, and a corner left free
        on the felt itself would waste room in a big window.  A window whose shape leaves
        felt to spare above or beside the table costs the table nothing, nor does a table
        that keeps the corner free itself (``corner_free``)."""
        table = self.scene().sceneRect()
        vw, vh = float(self.viewport().width()), float(self.viewport().height())
        if self.corner.isEmpty() or vw <= 0 or vh <= 0:
            return table
        if self._corner_fits_free(table, vw, vh):
            return table
        cw, ch = float(self.corner.width()), float(self.corner.height())
        below = min(vw / table.width(), (vh - ch) / table.height())
        beside = min((vw - cw) / table.width(), vh / table.height())
        if below <= 0 and beside <= 0:
            return table
        if below >= beside:
            return table.adjusted(0, -ch / below, 0, 0)
        return table.adjusted(0, 0, cw / beside, 0)

    def fit(self) -> None:
        self.resetCachedContent()
        shown = self.shown_rect()
        self.setSceneRect(shown)
        self.fitInView(shown, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self.resized.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | object) -> None:
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        painter.fillRect(visible.united(QRectF(rect)) if isinstance(rect, QRectF) else visible,
                         theme.felt_brush(self.scene().sceneRect()))
        # a faint inner border, like the edge of a card table
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(theme.FELT_LINE)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.scene().sceneRect().adjusted(10, 10, -10, -10), 30, 30)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressed.emit(self.mapToScene(event.position().toPoint()), False)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.pressed.emit(self.mapToScene(event.position().toPoint()), True)
        super().mouseDoubleClickEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        self.released.emit(self.mapToScene(event.position().toPoint()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()  # the handler accepts what it uses
        self.keyPressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)
