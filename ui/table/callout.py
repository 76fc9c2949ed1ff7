"""The callout on the felt: why a move was refused, next to where the card snapped back.

Why on the felt: a reason in the status bar is 600 px below where the player looks, small and
cut off; a bubble at the drop point is read.  It wraps and is never elided, keeps a readable
size on screen at any window size (its font follows the view's scale), and stays until the next
action or click (``FeltTable`` dismisses it).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table import theme

#: the smallest text height on screen, in device-independent pixels (the issue asks ≥ 12)
MIN_SCREEN_PX = 14.0
#: the text's scene size when the view shows the table at full scale or more
SCENE_PX = 22.0
#: the widest bubble on screen (px) before the text wraps
MAX_SCREEN_WIDTH = 420.0
PAD = 0.6  # padding, in text heights
TAIL = 0.9  # the pointer's length, in text heights

FILL = QColor("#fff4d4")
EDGE = QColor("#9a1c1c")
TEXT = QColor("#3a1010")


class Callout(QGraphicsObject):
    """A speech bubble with a pointer to ``anchor``; above the anchor if there is room."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.anchor = QPointF()
        self.pixel_size = SCENE_PX
        self._box = QRectF()
        self._below = False
        self.setZValue(5000)  # over dragged cards (2000) and every plate
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes to the table
        self.hide()

    def show_at(self, text: str, anchor: QPointF, view_scale: float, bounds: QRectF) -> None:
        """Show ``text`` pointing at ``anchor``, laid out for a view showing the scene at
        ``view_scale`` screen pixels per scene unit, kept inside ``bounds``."""
        self.prepareGeometryChange()
        self.text = text
        scale = max(view_scale, 0.05)
        self.pixel_size = max(SCENE_PX, MIN_SCREEN_PX / scale)
        px = self.pixel_size
        metrics = QFontMetricsF(theme.font(px, bold=True))
        max_w = min(MAX_SCREEN_WIDTH / scale, bounds.width() * 0.8)
        flags = int(Qt.TextFlag.TextWordWrap)
        text_rect = metrics.boundingRect(QRectF(0, 0, max_w, 10_000), flags, text)
        pad = PAD * px
        # a little slack: laid out again at exactly its measured width, a line may wrap
        w = math.ceil(min(max_w, text_rect.width())) + 2 + 2 * pad
        h = math.ceil(text_rect.height()) + 2 * pad
        tail = TAIL * px
        x = min(max(anchor.x() - w / 2, bounds.left() + 8), bounds.right() - w - 8)
        y = anchor.y() - tail - h
        self._below = y < bounds.top() + 8
        if self._below:
            y = anchor.y() + tail
        y = min(max(y, bounds.top() + 8), bounds.bottom() - h - 8)
        self.anchor = QPointF(anchor)
        self.setPos(0, 0)
        self._box = QRectF(x, y, w, h)
        self.show()
        self.update()

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.text = ""

    def box(self) -> QRectF:
        """The bubble in scene coordinates (tests check it lies near the drop point)."""
        return QRectF(self._box)

    def boundingRect(self) -> QRectF:
        return self._box.united(QRectF(self.anchor, self.anchor)).adjusted(-4, -4, 4, 4)

    def _outline(self) -> QPainterPath:
        path = QPainterPath()
        r = self.pixel_size * 0.5
        path.addRoundedRect(self._box, r, r)
        # the pointer: a small triangle from the bubble's edge towards the anchor
        edge_y = self._box.top() if self._below else self._box.bottom()
        mid_x = min(max(self.anchor.x(), self._box.left() + 2 * r), self._box.right() - 2 * r)
        half = self.pixel_size * 0.55
        tri = QPainterPath()
        tri.moveTo(mid_x - half, edge_y)
        tri.lineTo(self.anchor.x(), self.anchor.y())
        tri.lineTo(mid_x + half, edge_y)
        tri.closeSubpath()
        return path.united(tri)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        del option, widget
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(EDGE, max(2.0, self.pixel_size * 0.12)))
        painter.setBrush(FILL)
        painter.drawPath(self._outline())
        painter.setPen(TEXT)
        painter.setFont(theme.font(self.pixel_size, bold=True))
        pad = PAD * self.pixel_size
        painter.drawText(self._box.adjusted(pad, pad, -pad, -pad),
                         int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                         self.text)
