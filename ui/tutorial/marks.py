"""The guided game's callout: the hint's frames and label in a "teach" style, with buttons.

Why the hint's item (``HintMarks``) and not a new one: a step of a guided game is a hint the
game gives unasked — the things to use framed, a label beside them that never covers them or
what may be chosen (``place_label``).  The teach style tells the two apart: blue frames and a
pale label with dark text (a hint is gold on green), a small heading ("Step 3 of 12"), the
step's words, and buttons under them ("Show me", at the end "Play on" and "Welcome page"),
each with its key named on it, as the refusal callout's button is.

The label takes left clicks (a button runs, a click elsewhere on it does nothing, so a press
on the words is not a click on the felt); the frames take none.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.table import theme
from ui.table.hint_marks import HintMarks

FRAME = QColor("#4fc3f7")
FILL = QColor("#f2f8fc")
EDGE = QColor("#0b5a86")
TEXT = QColor("#10263a")
HEADING = QColor("#0b5a86")
BUTTON = QColor("#0b5a86")
BUTTON_TEXT = QColor("#ffffff")
#: a button's height and its label's size, in text heights
BUTTON_HEIGHT = 1.9
BUTTON_FONT = 0.85
HEADING_FONT = 0.8


@dataclass(frozen=True)
class TeachButton:
    """A button under the words: ``text``, the key that takes it (``key``, shown on it) and
    what it does."""

    text: str
    key: str
    run: Callable[[], None]


class TeachMarks(HintMarks):
    """Frames around what a step uses and a label: heading, words and buttons."""

    #: a little larger and wider than a hint (a newcomer reads two sentences), not bold
    MIN_SCREEN_PX = 15.0
    SCENE_PX = 22.0
    WIDTHS = (520.0, 420.0, 320.0)
    BOLD = False

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.heading = ""
        self.buttons: list[TeachButton] = []
        self._button_boxes: list[QRectF] = []
        self.setZValue(4800)  # under the hint and the refusal callout, over the cards
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def show_step(self, targets: Sequence[QRectF], heading: str, text: str,
                  buttons: Sequence[TeachButton], view_scale: float, bounds: QRectF,
                  avoid: Sequence[QRectF] = ()) -> None:
        """Frame ``targets``; beside them ``heading``, ``text`` and ``buttons``."""
        self.heading = heading
        self.buttons = list(buttons)
        self.show_for(targets, text, view_scale, bounds, avoid)
        self._layout_buttons()

    def _extra_height(self) -> float:
        px = self.pixel_size
        height = 0.0
        if self.heading:
            height += px * HEADING_FONT * 1.4
        if self.buttons:
            height += px * 0.5 + BUTTON_HEIGHT * px
        return height

    def _size(self, text: str, max_w: float, bounds: QRectF) -> tuple[float, float]:
        """The hint label's size for the words, with room for the heading and the buttons."""
        w, h = super()._size(text, max_w, bounds)
        return max(w, self._buttons_width() + self.pixel_size), h + self._extra_height()

    def _button_width(self, button: TeachButton) -> float:
        px = self.pixel_size
        label = QFontMetricsF(theme.font(px * BUTTON_FONT, bold=True))
        key = QFontMetricsF(theme.font(px * BUTTON_FONT * 0.8, bold=True))
        return label.horizontalAdvance(button.text) + key.horizontalAdvance(button.key) + 2.8 * px

    def _buttons_width(self) -> float:
        if not self.buttons:
            return 0.0
        gap = 0.6 * self.pixel_size
        return sum(self._button_width(b) for b in self.buttons) + gap * (len(self.buttons) - 1)

    def _layout_buttons(self) -> None:
        self._button_boxes = []
        if not self.buttons:
            return
        px = self.pixel_size
        pad = 0.5 * px
        height = BUTTON_HEIGHT * px
        total = self._buttons_width()
        x = self._label.center().x() - total / 2
        y = self._label.bottom() - pad - height
        for button in self.buttons:
            w = self._button_width(button)
            self._button_boxes.append(QRectF(x, y, w, height))
            x += w + 0.6 * px

    def button_boxes(self) -> list[QRectF]:
        """The buttons in scene coordinates (tests click them)."""
        return [QRectF(b) for b in self._button_boxes]

    def button_at(self, scene_pos: QPointF) -> TeachButton | None:
        if not self.isVisible():
            return None
        for button, box in zip(self.buttons, self._button_boxes, strict=True):
            if box.contains(scene_pos):
                return button
        return None

    def dismiss(self) -> None:
        super().dismiss()
        self.heading = ""
        self.buttons = []
        self._button_boxes = []

    def shape(self) -> QPainterPath:
        """Only the label takes clicks: the frames lie over cards the person must use."""
        path = QPainterPath()
        if self.isVisible() and self.text:
            path.addRect(self._label)
        return path

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._label.contains(event.scenePos()):
            event.ignore()
            return
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        button = self.button_at(event.scenePos())
        if button is not None:
            button.run()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        del option, widget
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(FRAME, 6.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for r in self.targets:
            painter.drawRoundedRect(r, 14, 14)
        if not self.text:
            return
        px = self.pixel_size
        pad = 0.5 * px
        path = QPainterPath()
        path.addRoundedRect(self._label, px * 0.5, px * 0.5)
        painter.setPen(QPen(EDGE, 3.0))
        painter.setBrush(FILL)
        painter.drawPath(path)
        box = self._label.adjusted(pad, pad, -pad, -pad)
        if self.heading:
            heading_h = px * HEADING_FONT * 1.4
            painter.setPen(HEADING)
            painter.setFont(theme.font(px * HEADING_FONT, bold=True))
            painter.drawText(QRectF(box.left(), box.top(), box.width(), heading_h),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             self.heading)
            box.setTop(box.top() + heading_h)
        if self.buttons:
            box.setBottom(box.bottom() - px * 0.5 - BUTTON_HEIGHT * px)
        painter.setPen(TEXT)
        painter.setFont(theme.font(px, bold=False))
        painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap),
                         self.text)
        for button, r in zip(self.buttons, self._button_boxes, strict=True):
            self._paint_button(painter, button, r)

    def _paint_button(self, painter: QPainter, button: TeachButton, r: QRectF) -> None:
        px = self.pixel_size
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BUTTON)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        key_font = theme.font(px * BUTTON_FONT * 0.8, bold=True)
        key_w = QFontMetricsF(key_font).horizontalAdvance(button.key) + 0.6 * px
        key_box = QRectF(r.right() - 0.7 * px - key_w, r.center().y() - 0.6 * px, key_w, 1.2 * px)
        painter.setBrush(QColor(255, 255, 255, 70))
        painter.drawRoundedRect(key_box, 0.25 * px, 0.25 * px)
        painter.setPen(BUTTON_TEXT)
        painter.setFont(key_font)
        painter.drawText(key_box, int(Qt.AlignmentFlag.AlignCenter), button.key)
        painter.setFont(theme.font(px * BUTTON_FONT, bold=True))
        painter.drawText(QRectF(r.left() + 0.7 * px, r.top(), key_box.left() - r.left() - 1.1 * px,
                                r.height()), int(Qt.AlignmentFlag.AlignCenter), button.text)
