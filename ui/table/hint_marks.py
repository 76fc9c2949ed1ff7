"""A hint on the felt: gold frames around what the Hard player would use, and one line of why.

Why its own item (not the refusal callout): a hint is advice, not an error — gold like the
turn marker, not red — and it points at several things at once (the cards to play and the place
to put them).  Like the callout it goes with the next move or click (``FeltTable``).

Where the label goes (``place_label``): a label over the very thing it frames (a location's
number, the property row of the card to play) or over a card or button the person may use now
hides what the hint is about.  So the label tries, in order, above, below, left and right of
all the frames together, then of the first frame, and takes the first spot that stays on the
felt and touches no frame and no choosable thing (the table's ``hint_avoid``: hand cards,
cards to choose, buttons, drop zones).  When none of those is free it takes the free spot
nearest the frames (a scan of the felt, the label narrower if need be), and only when the felt
has no free spot at all the one that covers the least of the frames, then of the rest.

``reason`` and ``sentence`` word an ``engine.search.hints.Hint`` for the label: the engine's
template in the UI language filled with the table's names, then the search's win estimate in
brackets after it (never alone).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table import theme

GOLD = QColor("#ffd54a")
FILL = QColor(10, 30, 18, 235)
#: smallest text height on screen (px), as the callout
MIN_SCREEN_PX = 14.0
SCENE_PX = 20.0
#: room kept between the label and the felt's edge, a frame or a choosable thing
GAP = 8.0
#: the step of the scan for a free spot (scene units)
SCAN_STEP = 12.0


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


def _clamp(x: float, y: float, w: float, h: float, bounds: QRectF) -> QRectF:
    x = min(max(x, bounds.left() + GAP), bounds.right() - w - GAP)
    y = min(max(y, bounds.top() + GAP), bounds.bottom() - h - GAP)
    return QRectF(x, y, w, h)


def _free(rect: QRectF, blocked: Sequence[QRectF]) -> bool:
    return not any(rect.intersects(b) for b in blocked)


def _overlap(rect: QRectF, rects: Sequence[QRectF]) -> float:
    total = 0.0
    for r in rects:
        i = rect.intersected(r)
        total += max(0.0, i.width()) * max(0.0, i.height())
    return total


def place_label(sizes: Sequence[tuple[float, float]], targets: Sequence[QRectF],
                avoid: Sequence[QRectF], bounds: QRectF) -> QRectF:
    """Where a label goes (see the module docstring): ``sizes`` are its (w, h) wrapped at
    narrower and narrower widths, tried in turn; clear of ``targets`` (the frames) and
    ``avoid`` (the choosable things), on ``bounds`` (the felt)."""
    blocked = [r.adjusted(-GAP / 2, -GAP / 2, GAP / 2, GAP / 2) for r in (*targets, *avoid)]
    union = QRectF()
    for r in targets:
        union = union.united(r)
    if union.isNull():
        union = QRectF(bounds.center(), bounds.center())
    anchors = [union, *([targets[0]] if len(targets) > 1 else [])]
    for w, h in sizes:
        for a in anchors:
            cx, cy = a.center().x() - w / 2, a.center().y() - h / 2
            for x, y in ((cx, a.top() - h - GAP), (cx, a.bottom() + GAP),
                         (a.left() - w - GAP, cy), (a.right() + GAP, cy)):
                rect = _clamp(x, y, w, h, bounds)
                if _free(rect, blocked):
                    return rect
    centre = union.center()
    for w, h in sizes:
        best: tuple[float, QRectF] | None = None
        y = bounds.top() + GAP
        while y + h <= bounds.bottom() - GAP + 0.01:
            x = bounds.left() + GAP
            while x + w <= bounds.right() - GAP + 0.01:
                rect = QRectF(x, y, w, h)
                if _free(rect, blocked):
                    d = QPointF(rect.center() - centre)
                    dist = d.x() * d.x() + d.y() * d.y()
                    if best is None or dist < best[0]:
                        best = (dist, rect)
                x += SCAN_STEP
            y += SCAN_STEP
        if best is not None:
            return best[1]
    w, h = sizes[0]
    options = [_clamp(union.center().x() - w / 2, y, w, h, bounds)
               for y in (union.top() - h - GAP, union.bottom() + GAP)]
    return min(options, key=lambda r: (_overlap(r, targets), _overlap(r, avoid)))


class HintMarks(QGraphicsObject):
    """Frames around ``targets`` and a label beside them, clear of what it frames."""

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
        self.pixel_size = max(SCENE_PX, MIN_SCREEN_PX / max(view_scale, 0.05))
        self._label = QRectF()
        if text:
            sizes = [self._size(text, width / max(view_scale, 0.05), bounds)
                     for width in (460.0, 340.0, 260.0)]
            self._label = place_label(sizes, self.targets, avoid, bounds)
        self.show()
        self.update()

    def _size(self, text: str, max_w: float, bounds: QRectF) -> tuple[float, float]:
        """The label's (w, h) with its text wrapped at ``max_w`` (and 80 % of the felt)."""
        metrics = QFontMetricsF(theme.font(self.pixel_size, bold=True))
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
        pen = QPen(GOLD, 5.0, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for r in self.targets:
            painter.drawRoundedRect(r, 14, 14)
        if not self.text:
            return
        path = QPainterPath()
        path.addRoundedRect(self._label, self.pixel_size * 0.5, self.pixel_size * 0.5)
        painter.setPen(QPen(GOLD, 3.0))
        painter.setBrush(FILL)
        painter.drawPath(path)
        painter.setPen(theme.TEXT_LIGHT)
        painter.setFont(theme.font(self.pixel_size, bold=True))
        pad = 0.5 * self.pixel_size
        painter.drawText(self._label.adjusted(pad, pad, -pad, -pad),
                         int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                         self.text)

