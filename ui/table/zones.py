"""Table zones: where cards lie (hands, play slots, piles, win piles, prize cards, pot).

A zone is a rectangle with a label and an optional count; it computes where its ``n`` cards
go (fanned hand, row, or stack) and declares whether it ``accepts`` the cards of the current
decision, which is what lights it up during a drag.  Zones never decide legality themselves:
the engine does, through the game's table.
"""

from __future__ import annotations

import math
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.table import theme
from ui.table.repaint import assign


class Layout(Enum):
    FAN = "fan"  # a hand: spread, slightly rotated on an arc, overlapping when crowded
    ROW = "row"  # side by side, overlapping when crowded
    STACK = "stack"  # a pile: cards on top of each other with a small offset


class Zone(QGraphicsObject):
    """A named area of the table.  ``rect`` is in scene coordinates (the item sits at 0,0)."""

    clicked = Signal(str)

    def __init__(self, name: str, rect: QRectF, layout: Layout = Layout.ROW,
                 card_scale: float = 1.0, label: str = "", framed: bool = True,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.rect = QRectF(rect)
        self.layout = layout
        self.card_scale = card_scale
        self.label = label
        self.count_text = ""
        self.framed = framed
        #: draw the label inside the zone's top edge (where there is no room below it)
        self.label_inside = False
        #: how many lines a label below the zone may wrap onto (long names, German)
        self.label_lines = 1
        #: the widest a label below the zone may be (centred); None = 40 wider than the zone
        self.label_max_width: float | None = None
        self._label_cache: tuple[tuple[str, float, int], tuple[float, list[str]]] | None = None
        #: a hint shown inside an empty, accepting zone ("Drop cards here")
        self._hint = ""
        self.empty = True
        #: shrink the cards down to this scale before they start to overlap (None = never)
        self.min_scale: float | None = None
        self.accepts = False
        self.lit = False
        self.hot = False  # the pointer/dragged card is over it
        self.hovered = False  # the mouse is over it (no drag): feedback for a click target
        self.setZValue(-10)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.update()

    def set_label(self, label: str, count_text: str = "") -> None:
        if (label, count_text) != (self.label, self.count_text):
            self.prepareGeometryChange()
            self.label = label
            self.count_text = count_text
            self.update()

    def set_empty(self, empty: bool) -> None:
        assign(self, empty=empty)

    # The setters repaint only on a change: a zone caches its painting and every table sets
    # all of its zones on each refresh (each action, each language switch), so unconditional
    # updates repainted every zone every time.
    @property
    def hint(self) -> str:
        return self._hint

    @hint.setter
    def hint(self, text: str) -> None:
        if text != self._hint:
            self._hint = text
            self.update()

    def set_accepts(self, on: bool) -> None:
        if on == self.accepts:
            return
        self.accepts = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_lit(self, on: bool) -> None:
        assign(self, lit=on)

    def boundingRect(self) -> QRectF:
        # the label below the zone may be wider than the zone: everything painted must lie
        # inside, or the item cache clips the label mid-letter
        return self.rect.adjusted(-4, -4, 4, 30).united(self.label_rect().adjusted(-2, -2, 2, 2))

    # ------------------------------------------------------------------ the label
    #: 16 scene units are about 10.5 px on screen at 1280×800 with the log dock shown (a
    #: 1600-wide table scales to about 0.66); a label wraps before it goes below that
    LABEL_SIZE = 16.0
    LABEL_MIN_SIZE = 16.0
    #: only a single word too wide for its room shrinks below the minimum (before eliding)
    LABEL_LAST_RESORT_SIZE = 12.0
    LABEL_LINE_H = 20.0

    def label_text(self) -> str:
        if not self.count_text:
            return self.label
        return self.count_text if not self.label else self.label + " · " + self.count_text

    def label_width(self) -> float:
        """The width available to a label below the zone."""
        if self.label_max_width is not None:
            return max(self.label_max_width, self.rect.width())
        return self.rect.width() + 40

    def label_layout(self) -> tuple[float, list[str]]:
        """Font size and lines of the label below the zone.

        Why so careful: a clipped or elided name is the first thing a player notices.  The
        label first shrinks a little (down to ``LABEL_MIN_SIZE``), then wraps onto up to
        ``label_lines`` lines (the count on a line of its own), and only then elides.
        """
        text = self.label_text()
        if not text:
            return self.LABEL_SIZE, []
        width = self.label_width()
        key = (text, width, self.label_lines)
        if self._label_cache is not None and self._label_cache[0] == key:
            return self._label_cache[1]
        result = self._layout_label(text, width)
        self._label_cache = (key, result)
        return result

    def _layout_label(self, text: str, width: float) -> tuple[float, list[str]]:
        size = self.LABEL_SIZE
        while size > self.LABEL_MIN_SIZE and _advance(text, size) > width:
            size -= 0.5
        if _advance(text, size) <= width:
            return size, [text]
        lines = [text]
        if self.label_lines > 1:
            # wrap at the readable size (the count on a line of its own) before shrinking
            if self.count_text and self.label:
                lines = _wrap(self.label, size, width, self.label_lines - 1)
                lines.append(self.count_text)
            else:
                lines = _wrap(text, size, width, self.label_lines)
        # last resort (one word wider than its room): smaller, then elided
        while (size > self.LABEL_LAST_RESORT_SIZE
               and any(_advance(line, size) > width for line in lines)):
            size -= 0.5
        f = QFontMetricsF(theme.font(size, bold=True))
        return size, [f.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]

    def label_rect(self) -> QRectF:
        """Where the label below the zone is painted (empty when it is drawn inside)."""
        r = self.rect
        if self.label_inside or not (self.label or self.count_text):
            return QRectF(r.center().x(), r.bottom(), 0, 0)
        _size, lines = self.label_layout()
        width = self.label_width()
        return QRectF(r.center().x() - width / 2, r.bottom() + 2, width,
                      max(24.0, self.LABEL_LINE_H * len(lines) + 4))

    # ------------------------------------------------------------------ layout
    def card_size(self) -> tuple[float, float]:
        return theme.CARD_W * self.card_scale, theme.CARD_H * self.card_scale

    def scale_for(self, n: int) -> float:
        """The card scale for ``n`` cards: smaller (down to ``min_scale``) rather than
        overlapping, so every value on a hand card stays readable as long as possible."""
        if self.min_scale is None or n <= 1 or self.layout is Layout.STACK:
            return self.card_scale
        fit = self.rect.width() / (n * theme.CARD_W + (n - 1) * 10.0)
        return max(self.min_scale, min(self.card_scale, fit))

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        """Top-left scene position and rotation (degrees) of each of ``n`` cards."""
        scale = self.scale_for(n)
        w, h = theme.CARD_W * scale, theme.CARD_H * scale
        r = self.rect
        if n <= 0:
            return []
        if self.layout is Layout.STACK:
            shown = min(n, 8)
            out = []
            for i in range(n):
                k = min(i, shown - 1)
                out.append((QPointF(r.center().x() - w / 2 + k * 1.2,
                                    r.center().y() - h / 2 - k * 1.6), 0.0))
            return out
        gap = 10.0 * scale
        step = w + gap
        if n > 1 and (n - 1) * step + w > r.width():
            step = (r.width() - w) / (n - 1)
        total = (n - 1) * step + w
        x0 = r.center().x() - total / 2
        y0 = r.center().y() - h / 2
        out = []
        for i in range(n):
            if self.layout is Layout.FAN and n > 1:
                t = i / (n - 1) - 0.5  # -0.5 .. 0.5
                angle = t * min(12.0, 3.0 * (n - 1))
                lift = (1 - math.cos(math.radians(angle))) * h * 2.0
                out.append((QPointF(x0 + i * step, y0 + lift), angle))
            else:
                out.append((QPointF(x0 + i * step, y0), 0.0))
        return out

    # ------------------------------------------------------------------ painting
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.lit:
            painter.setBrush(theme.ACCEPT if not self.hot else QColor(255, 230, 120, 120))
            painter.setPen(QPen(theme.ACCEPT_EDGE, 3.0))
            painter.drawRoundedRect(r, 14, 14)
        elif self.accepts and self.hovered:
            # a click would act here: say so before the click
            painter.setBrush(QColor(255, 230, 120, 40))
            painter.setPen(QPen(theme.ACCEPT_EDGE, 2.0))
            painter.drawRoundedRect(r, 14, 14)
        elif self.framed:
            painter.setBrush(theme.ZONE_FILL)
            pen = QPen(theme.ZONE_EDGE, 1.6)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(r, 14, 14)
        if self.label or self.count_text:
            painter.setPen(theme.TEXT_LIGHT)
            if self.label_inside:
                if self.empty:
                    f = theme.font(self.LABEL_SIZE, bold=True)
                    painter.setFont(f)
                    text = QFontMetricsF(f).elidedText(self.label_text(),
                                                       Qt.TextElideMode.ElideRight,
                                                       r.width() - 16)
                    painter.drawText(r.adjusted(8, 6, -8, 0),
                                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                                     text)
            else:
                size, lines = self.label_layout()
                painter.setFont(theme.font(size, bold=True))
                box = self.label_rect()
                for i, line in enumerate(lines):
                    painter.drawText(QRectF(box.left(), box.top() + i * self.LABEL_LINE_H,
                                            box.width(), 24),
                                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                                     line)
        if self.hint and self.empty and (self.accepts or self.lit):
            f = theme.font(14, italic=True)
            painter.setFont(f)
            painter.setPen(theme.TEXT_DIM)
            painter.drawText(r.adjusted(12, 30, -12, -10),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.hint)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.contains(event.scenePos()):
            self.clicked.emit(self.name)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.accepts:
            event.accept()
        else:
            event.ignore()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._set_hovered(self.rect.contains(event.scenePos()))
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._set_hovered(self.rect.contains(event.scenePos()))
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._set_hovered(False)
        super().hoverLeaveEvent(event)

    def _set_hovered(self, on: bool) -> None:
        if on != self.hovered:
            self.hovered = on
            if self.accepts:
                self.update()


def _advance(text: str, size: float) -> float:
    return QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(text)


def _wrap(text: str, size: float, width: float, max_lines: int) -> list[str]:
    """Greedy word wrap into at most ``max_lines`` lines (the last one takes the rest)."""
    if max_lines <= 1:
        return [text]
    words = text.split(" ")
    if max_lines == 2 and len(words) > 1:
        # balanced: the split with the narrower longer line ("Player 2's / Active card",
        # not "Player 2's Active / card")
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        fitting = [sp for sp in splits if max(_advance(x, size) for x in sp) <= width]
        if fitting:
            return list(min(fitting, key=lambda sp: max(_advance(x, size) for x in sp)))
    lines: list[str] = []
    current = ""
    for i, word in enumerate(words):
        trial = word if not current else current + " " + word
        if not current or _advance(trial, size) <= width:
            current = trial
            continue
        lines.append(current)
        if len(lines) == max_lines - 1:
            current = " ".join(words[i:])
            break
        current = word
    lines.append(current)
    return lines
