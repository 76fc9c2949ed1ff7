"""A six-sided die (T6) painted with pips, and its roll animation on the table clock."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table import theme
from ui.table.animation import DICE_MS, AnimationClock
from ui.table.repaint import assign

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


class DieItem(QGraphicsObject):
    """One die; ``value`` is what it shows (the final value once a roll finished)."""

    def __init__(self, size: float = 56.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.size = size
        self.value = 1
        self.shown = 1
        self.winner = False
        self.rolling = False
        self.caption = ""  # whose die (drawn under it)

    def set_caption(self, text: str) -> None:
        assign(self, caption=text)

    def boundingRect(self) -> QRectF:
        return QRectF(-50, -6, self.size + 100, self.size + 40)

    def set_value(self, value: int, winner: bool = False) -> None:
        self.value = value
        self.shown = value
        self.winner = winner
        self.rolling = False
        self.setRotation(0)
        self.update()

    def roll(self, clock: AnimationClock, value: int, winner: bool = False,
             delay_ms: float = 0.0) -> None:
        """Tumble through random faces, then settle on ``value`` (instant when speed is 0)."""
        self.value = value
        self.winner = False
        self.rolling = True
        jitter = random.Random(value * 31 + int(self.x()))  # cosmetic only, not game chance
        self.setTransformOriginPoint(self.size / 2, self.size / 2)

        def update(t: float) -> None:
            if t < 1.0:
                self.shown = jitter.randint(1, 6)
                self.setRotation((1.0 - t) * 540.0)
            else:
                self.shown = value
                self.setRotation(0)
            self.update()

        def done() -> None:
            self.set_value(value, winner)

        clock.tween(DICE_MS, update, done, delay_ms, key=(id(self), "roll"))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        r = QRectF(0, 0, s, s)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(r.translated(2, 4), s * 0.18, s * 0.18)
        painter.setBrush(QColor("#fdfbf5"))
        painter.setPen(QPen(theme.WINNER if self.winner else QColor("#5a5142"),
                            4 if self.winner else 1.5))
        painter.drawRoundedRect(r, s * 0.18, s * 0.18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#8b1a1a") if self.shown == 1 else QColor("#222222"))
        for fx, fy in PIPS.get(self.shown, ()):
            painter.drawEllipse(QPointF(fx * s, fy * s), s * 0.085, s * 0.085)
        if self.caption:
            painter.setFont(theme.font(14, bold=self.winner))
            painter.setPen(theme.WINNER if self.winner else theme.TEXT_LIGHT)
            painter.drawText(QRectF(-50, s + 6, s + 100, 24), Qt.AlignmentFlag.AlignCenter,
                             self.caption)
