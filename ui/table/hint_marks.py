"""A hint on the felt: gold frames around what the Hard player would use, and one line of why.

Why its own item (not the refusal callout): a hint is advice, not an error — gold like the
turn marker, not red — and it points at several things at once (the cards to play and the place
to put them).  Like the callout it goes with the next move or click (``FeltTable``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table import theme

GOLD = QColor("#ffd54a")
FILL = QColor(10, 30, 18, 235)
#: smallest text height on screen (px), as the callout
MIN_SCREEN_PX = 14.0
SCENE_PX = 20.0


class HintMarks(QGraphicsObject):
    """Frames around ``targets`` and a label under (or over) the first one."""

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
                 bounds: QRectF) -> None:
        self.prepareGeometryChange()
        self.targets = [QRectF(r).adjusted(-6, -6, 6, 6) for r in targets]
        self.text = text
        self.pixel_size = max(SCENE_PX, MIN_SCREEN_PX / max(view_scale, 0.05))
        metrics = QFontMetricsF(theme.font(self.pixel_size, bold=True))
        max_w = min(460.0 / max(view_scale, 0.05), bounds.width() * 0.8)
        rect = metrics.boundingRect(QRectF(0, 0, max_w, 10_000),
                                    int(Qt.TextFlag.TextWordWrap), text)
        pad = 0.5 * self.pixel_size
        w = min(max_w, rect.width()) + 2 + 2 * pad
        h = rect.height() + 2 * pad
        first = self.targets[0] if self.targets else QRectF(bounds.center(), bounds.center())
        x = min(max(first.center().x() - w / 2, bounds.left() + 8), bounds.right() - w - 8)
        y = first.top() - h - 8
        if y < bounds.top() + 8:
            y = first.bottom() + 8
        y = min(max(y, bounds.top() + 8), bounds.bottom() - h - 8)
        self._label = QRectF(x, y, w, h) if text else QRectF()
        self.show()
        self.update()

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

