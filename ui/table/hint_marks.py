"""A hint on the felt: gold frames around what the Hard player would use, and one line of why.

Why its own item (not the refusal callout): a hint is advice, not an error — gold like the
turn marker, not red — and it points at several things at once (the cards to play and the place
to put them).  Like the callout it goes with the next move or click (``FeltTable``).

Where the label goes (``place_label``): a label over the very thing it frames (a location's
number, the property row of the card to play) or over a card or button the person may use now
hides what the hint is about.  So the label tries, in order, above, below, left and right of
all the frames together, then of the first frame, then every spot of a scan of the felt; of
those that stay on the felt and touch no frame and no choosable thing (the table's
``hint_avoid``: hand cards, cards to choose, buttons, drop zones) it takes the one nearest the
frames that covers least of the rest of the table (plates, piles, other cards), the label
narrower if need be.  Only when the felt has no free spot at all it takes the one that covers
the least of the frames, then of the choosable things.

``reason`` and ``sentence`` word an ``engine.search.hints.Hint`` for the label: the engine's
template in the UI language filled with the table's names, then the search's win estimate in
brackets after it (never alone).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table import theme
from ui.table.zones import Zone

if TYPE_CHECKING:
    from ui.table.card_item import CardItem
    from ui.table.scene import TableScene

FILL = QColor(10, 30, 18, 235)
#: smallest text height on screen (px), as the callout
MIN_SCREEN_PX = 14.0
SCENE_PX = 20.0
#: room kept between the label and the felt's edge, a frame or a choosable thing
GAP = 8.0
#: the step of the scan for a free spot (scene units)
SCAN_STEP = 16.0


def reason(template: str, params: Mapping[str, Any]) -> str:
    """An engine reason (template marked in context "engine") in the UI language, filled with
    ``params`` already named by the table; the English template if a translation is broken."""
    text = QCoreApplication.translate("engine", template)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return template.format(**params)


def sentence(why: str, odds: tuple[int, int] | None) -> str:
    """The label's text: "Hint: " and the reason, with the search's win estimate in brackets
    after it when the search measured one."""
    if odds is not None:
        why = QCoreApplication.translate(
            "FeltTable", "{reason} (wins {number} % of {count} simulated games)").format(
            reason=why.rstrip("."), number=odds[0], count=odds[1]) + (
            "." if why.endswith(".") else "")
    return QCoreApplication.translate("FeltTable", "Hint: {why}").format(why=why)


Box = tuple[float, float, float, float]  # left, top, right, bottom


def in_view(scene: TableScene, item: CardItem, strip: float) -> QRectF:
    """The part of ``item`` in view (cut to the felt), at least ``strip`` of it: up to the
    next card of its zone lying on it (to the right in a fan, below in a line).

    Why the part in view: whole-card frames of neighbours in a fanned hand or a long line
    merge into one blob that no longer says which card; the strip is what the person sees
    and clicks (``FeltTable.card_rects``)."""
    r = item.mapRectToScene(item.card_rect())
    for other in scene.card_items():
        if (other is item or other.zone_name != item.zone_name or not other.isVisible()
                or other.zValue() <= item.zValue()):
            continue
        o = other.mapRectToScene(other.card_rect())
        if not o.intersects(r):
            continue
        if o.left() > r.left() + 1:  # the next card of a row or fan, to the right
            r.setRight(max(r.left() + strip, min(r.right(), o.left())))
        elif o.top() > r.top() + 1:  # the next card of a line, below
            r.setBottom(max(r.top() + strip, min(r.bottom(), o.top())))
    return r.intersected(scene.sceneRect())


def _box(r: QRectF, grow: float = 0.0) -> Box:
    return (r.left() - grow, r.top() - grow, r.right() + grow, r.bottom() + grow)


def _hits(b: Box, boxes: Sequence[Box]) -> bool:
    x1, y1, x2, y2 = b
    return any(x1 < o[2] and o[0] < x2 and y1 < o[3] and o[1] < y2 for o in boxes)


def _covered(b: Box, boxes: Sequence[Box]) -> float:
    x1, y1, x2, y2 = b
    total = 0.0
    for o in boxes:
        w = min(x2, o[2]) - max(x1, o[0])
        h = min(y2, o[3]) - max(y1, o[1])
        if w > 0 and h > 0:
            total += w * h
    return total


def place_label(sizes: Sequence[tuple[float, float]], targets: Sequence[QRectF],
                avoid: Sequence[QRectF], bounds: QRectF,
                soft: Sequence[QRectF] = ()) -> QRectF:
    """Where a label goes (see the module docstring): ``sizes`` are its (w, h) wrapped at
    narrower and narrower widths, tried in turn; clear of ``targets`` (the frames) and
    ``avoid`` (the choosable things), on ``bounds`` (the felt).

    Among the free spots — above, below, left and right of the frames together and of the
    first frame, then every spot of a scan of the felt — the one wins that is nearest the
    frames and covers least of ``soft`` (what else lies on the felt: name plates, piles, other
    cards), so the label prefers bare felt next to what it points at."""
    blocked = [_box(r, GAP / 2) for r in (*targets, *avoid)]
    quiet = [_box(r) for r in soft]
    union = QRectF()
    for r in targets:
        union = union.united(r)
    if union.isNull():
        union = QRectF(bounds.center(), bounds.center())
    cx, cy = union.center().x(), union.center().y()
    left, top = bounds.left() + GAP, bounds.top() + GAP
    right, bottom = bounds.right() - GAP, bounds.bottom() - GAP
    diag = max(1.0, (bounds.width() ** 2 + bounds.height() ** 2) ** 0.5)
    anchors = [union, *([targets[0]] if len(targets) > 1 else [])]
    for w, h in sizes:
        spots: list[tuple[float, float]] = []
        for a in anchors:
            ax, ay = a.center().x() - w / 2, a.center().y() - h / 2
            spots += [(ax, a.top() - h - GAP), (ax, a.bottom() + GAP),
                      (a.left() - w - GAP, ay), (a.right() + GAP, ay)]
        y = top
        while y + h <= bottom + 0.01:
            x = left
            while x + w <= right + 0.01:
                spots.append((x, y))
                x += SCAN_STEP
            y += SCAN_STEP
        best: tuple[float, Box] | None = None
        for x, y in spots:
            x = min(max(x, left), right - w)
            y = min(max(y, top), bottom - h)
            b = (x, y, x + w, y + h)
            if _hits(b, blocked):
                continue
            dx, dy = x + w / 2 - cx, y + h / 2 - cy
            cost = (dx * dx + dy * dy) ** 0.5 / diag + 2.0 * _covered(b, quiet) / (w * h)
            if best is None or cost < best[0]:
                best = (cost, b)
        if best is not None:
            x1, y1, x2, y2 = best[1]
            return QRectF(x1, y1, x2 - x1, y2 - y1)
    w, h = sizes[0]
    options = [QRectF(min(max(cx - w / 2, left), right - w), min(max(y, top), bottom - h), w, h)
               for y in (union.top() - h - GAP, union.bottom() + GAP)]
    return min(options, key=lambda r: (_covered(_box(r), [_box(t) for t in targets]),
                                       _covered(_box(r), [_box(a) for a in avoid])))


class HintMarks(QGraphicsObject):
    """Frames around ``targets`` and a label beside them, clear of what it frames."""

    #: the label's smallest text height on screen (times the desktop's text scale), its
    #: scene size, the widths on screen tried in turn and its weight (a guided game's label
    #: sets its own: ``ui.tutorial.marks``)
    MIN_SCREEN_PX: float = MIN_SCREEN_PX
    SCENE_PX: float = SCENE_PX
    WIDTHS: tuple[float, ...] = (460.0, 340.0, 260.0)
    BOLD = True

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.targets: list[QRectF] = []
        self.text = ""
        self.pixel_size = SCENE_PX
        self._label = QRectF()
        self.setZValue(4900)  # under the refusal callout, over the cards
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_for(self, targets: Sequence[QRectF], text: str, view_scale: float,
                 bounds: QRectF, avoid: Sequence[QRectF] = ()) -> None:
        """Frame ``targets`` and show ``text`` where it covers none of them and nothing in
        ``avoid`` (the choosable things; see ``place_label``)."""
        self.prepareGeometryChange()
        self.targets = [QRectF(r).adjusted(-6, -6, 6, 6) for r in targets]
        self.text = text
        self.pixel_size = max(self.SCENE_PX,
                              self.MIN_SCREEN_PX * theme.text_scale() / max(view_scale, 0.05))
        self._label = QRectF()
        if text:
            sizes = [self._size(text, width / max(view_scale, 0.05), bounds)
                     for width in self.WIDTHS]
            self._label = place_label(sizes, self.targets, avoid, bounds, self._others(bounds))
        self.show()
        self.update()

    def _others(self, bounds: QRectF) -> list[QRectF]:
        """What else lies on the felt: top-level items shown and the zones' captions (not the
        zones themselves: their empty felt is where a label may go; not whole-felt backdrops)."""
        scene = self.scene()
        if scene is None:
            return []
        area = bounds.width() * bounds.height()
        out = []
        for item in scene.items():
            if isinstance(item, Zone) and item.isVisible() and item.label:
                # its caption under it ("Your Active card", "Draw pile · 14")
                z = item.rect
                out.append(QRectF(z.left() - 20, z.bottom(), z.width() + 40, 40))
            if item is self or item.parentItem() is not None or not item.isVisible() \
                    or isinstance(item, Zone):
                continue
            r = item.sceneBoundingRect()
            if 0 < r.width() * r.height() < 0.25 * area:
                out.append(r)
        return out

    def _size(self, text: str, max_w: float, bounds: QRectF) -> tuple[float, float]:
        """The label's (w, h) with its text wrapped at ``max_w`` (and 80 % of the felt)."""
        metrics = QFontMetricsF(theme.font(self.pixel_size, bold=self.BOLD))
        max_w = min(max_w, bounds.width() * 0.8)
        rect = metrics.boundingRect(QRectF(0, 0, max_w, 10_000),
                                    int(Qt.TextFlag.TextWordWrap), text)
        pad = 0.5 * self.pixel_size
        return min(max_w, rect.width()) + 2 + 2 * pad, rect.height() + 2 * pad

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.targets = []
            self.text = ""

    def label_rect(self) -> QRectF:
        return QRectF(self._label)

    def boundingRect(self) -> QRectF:
        out = QRectF(self._label)
        for r in self.targets:
            out = out.united(r)
        return out.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        del option, widget
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(theme.HINT, 5.0, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for r in self.targets:
            painter.drawRoundedRect(r, 14, 14)
        if not self.text:
            return
        path = QPainterPath()
        path.addRoundedRect(self._label, self.pixel_size * 0.5, self.pixel_size * 0.5)
        painter.setPen(QPen(theme.HINT, 3.0))
        painter.setBrush(FILL)
        painter.drawPath(path)
        painter.setPen(theme.TEXT_LIGHT)
        painter.setFont(theme.font(self.pixel_size, bold=True))
        pad = 0.5 * self.pixel_size
        painter.drawText(self._label.adjusted(pad, pad, -pad, -pad),
                         int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                         self.text)

