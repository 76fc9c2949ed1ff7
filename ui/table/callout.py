"""The callout on the felt: why a move was refused, next to where the card snapped back.

Why on the felt: a reason in the status bar is 600 px below where the player looks, small and
cut off; a bubble at the drop point is read.  It wraps and is never elided, keeps a readable
size on screen at any window size (its font follows the view's scale), and stays until the next
action or click (``FeltTable`` dismisses it).

A callout may offer one way out (``CalloutAction``: a label and what it does), drawn as a button
under the text: a refusal that the player can do something about says so where they look,
instead of in a dialog.  A click on it or Enter (named on the button) takes it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
)
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
ACTION_FILL = QColor("#9a1c1c")
ACTION_TEXT = QColor("#fff4d4")
ACTION_HEIGHT = 1.9  # the action button's height, in text heights
ACTION_FONT = 0.85  # its label's size, in text heights


@dataclass(frozen=True)
class CalloutAction:
    """What a callout offers to do: ``text`` on its button, ``run`` when taken.  Its key is
    Enter (``FeltTable`` maps it), named on the button as the keyboard names it."""

    text: str
    run: Callable[[], None]

    @staticmethod
    def key() -> str:
        return QKeySequence(Qt.Key.Key_Enter).toString(QKeySequence.SequenceFormat.NativeText)


class Callout(QGraphicsObject):
    """A speech bubble with a pointer to ``anchor``; above the anchor if there is room."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.anchor = QPointF()
        self.pixel_size = SCENE_PX
        self._box = QRectF()
        self._below = False
        #: the offered action and its button (scene coordinates), while shown
        self.action: CalloutAction | None = None
        self._action_box = QRectF()
        self.setZValue(5000)  # over dragged cards (2000) and every plate
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes to the table
        self.hide()

    def show_at(self, text: str, anchor: QPointF, view_scale: float, bounds: QRectF,
                action: CalloutAction | None = None) -> None:
        """Show ``text`` pointing at ``anchor``, laid out for a view showing the scene at
        ``view_scale`` screen pixels per scene unit, kept inside ``bounds``; ``action`` adds
        its button under the text."""
        self.prepareGeometryChange()
        self.text = text
        self.action = action
        scale = max(view_scale, 0.05)
        self.pixel_size = max(SCENE_PX, MIN_SCREEN_PX / scale)
        px = self.pixel_size
        metrics = QFontMetricsF(theme.font(px, bold=True))
        max_w = min(MAX_SCREEN_WIDTH / scale, bounds.width() * 0.8)
        flags = int(Qt.TextFlag.TextWordWrap)
        text_rect = metrics.boundingRect(QRectF(0, 0, max_w, 10_000), flags, text)
        pad = PAD * px
        # a little slack: laid out again at exactly its measured width, a line may wrap
        inner_w = math.ceil(min(max_w, text_rect.width())) + 2
        inner_h = math.ceil(text_rect.height())
        action_w = action_h = 0.0
        if action is not None:
            action_w = self._action_width(action)
            action_h = ACTION_HEIGHT * px
            inner_w = max(inner_w, math.ceil(action_w))
            inner_h += math.ceil(pad + action_h)
        w = inner_w + 2 * pad
        h = inner_h + 2 * pad
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
        self._action_box = (QRectF(x + (w - action_w) / 2, y + h - pad - action_h,
                                   action_w, action_h) if action is not None else QRectF())
        self.show()
        self.update()

    def _action_width(self, action: CalloutAction) -> float:
        px = self.pixel_size
        label = QFontMetricsF(theme.font(px * ACTION_FONT, bold=True))
        key = QFontMetricsF(theme.font(px * ACTION_FONT * 0.8, bold=True))
        return label.horizontalAdvance(action.text) + key.horizontalAdvance(action.key()) + 2.8 * px

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.text = ""
        self.action = None
        self._action_box = QRectF()

    def action_at(self, scene_pos: QPointF) -> bool:
        """Is ``scene_pos`` on the offered action's button?"""
        return (self.isVisible() and self.action is not None
                and self._action_box.contains(scene_pos))

    def take_action(self) -> bool:
        """Take the offered action (the callout goes first: the action may show another);
        False when none is offered."""
        action = self.action
        if action is None or not self.isVisible():
            return False
        self.dismiss()
        action.run()
        return True

    def action_box(self) -> QRectF:
        """The action's button in scene coordinates (empty without one)."""
        return QRectF(self._action_box)

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
        text_box = self._box.adjusted(pad, pad, -pad, -pad)
        if self.action is not None:
            text_box.setBottom(self._action_box.top() - pad)
        painter.drawText(text_box,
                         int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                         self.text)
        if self.action is not None:
            self._paint_action(painter, self.action)

    def _paint_action(self, painter: QPainter, action: CalloutAction) -> None:
        """The action as a button: its label, then its key in a small plate."""
        px = self.pixel_size
        r = self._action_box
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ACTION_FILL)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        key_font = theme.font(px * ACTION_FONT * 0.8, bold=True)
        key_w = QFontMetricsF(key_font).horizontalAdvance(action.key()) + 0.6 * px
        key_box = QRectF(r.right() - 0.7 * px - key_w, r.center().y() - 0.6 * px,
                         key_w, 1.2 * px)
        painter.setBrush(QColor(255, 255, 255, 60))
        painter.drawRoundedRect(key_box, 0.25 * px, 0.25 * px)
        painter.setPen(ACTION_TEXT)
        painter.setFont(key_font)
        painter.drawText(key_box, int(Qt.AlignmentFlag.AlignCenter), action.key())
        painter.setFont(theme.font(px * ACTION_FONT, bold=True))
        painter.drawText(QRectF(r.left() + 0.7 * px, r.top(), key_box.left() - r.left() - 1.1 * px,
                                r.height()), int(Qt.AlignmentFlag.AlignCenter), action.text)
