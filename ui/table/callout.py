"""The callout on the felt: why a move was refused, next to where the card snapped back.

Why on the felt: a reason in the status bar is 600 px below where the player looks, small and
cut off; a bubble at the drop point is read.  It wraps and is never elided, keeps a readable
size on screen at any window size (its font follows the view's scale), and stays until the next
action or click (``FeltTable`` dismisses it).  It never covers the cards it talks about: ``place``
puts it above, below or beside them (and, where the felt has room close by, beside the other
cards and buttons too).

A callout may offer one way out (``CalloutAction``: a label and what it does), drawn as a button
under the text: a refusal that the player can do something about says so where they look,
instead of in a dialog.  A click on it or Enter (named on the button) takes it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, overload

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

if TYPE_CHECKING:
    from ui.table.protocol import TableSession

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
        #: where the bubble is, seen from the anchor: "above", "below", "left" or "right"
        self._side = "above"
        #: the offered action and its button (scene coordinates), while shown
        self.action: CalloutAction | None = None
        self._action_box = QRectF()
        self.setZValue(5000)  # over dragged cards (2000) and every plate
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes to the table
        self.hide()

    def show_at(self, text: str, anchor: QPointF, view_scale: float, bounds: QRectF,
                avoid: Sequence[QRectF] = (), spare: Sequence[QRectF] = (),
                action: CalloutAction | None = None) -> None:
        """Show ``text`` pointing at ``anchor``, laid out for a view showing the scene at
        ``view_scale`` screen pixels per scene unit, kept inside ``bounds``; ``action`` adds
        its button under the text.

        ``avoid`` are the scene rectangles of what the reason is about (the cards dragged or
        selected, the target): the bubble goes above, below or beside them, never over them,
        so the player reads the reason and sees the cards it names at once.  ``spare`` are
        other things best left in sight (the other cards, the buttons): spared when there is
        free felt close by."""
        self.prepareGeometryChange()
        self.text = text
        self.action = action
        scale = max(view_scale, 0.05)
        self.pixel_size = max(SCENE_PX, MIN_SCREEN_PX * theme.text_scale() / scale)
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
        room = bounds.adjusted(8, 8, -8, -8)
        must = [r for r in avoid if r.isValid()]
        placed = None
        if spare:
            placed = place(QPointF(anchor), w, h, TAIL * px, room,
                           must + [r for r in spare if r.isValid()], strict=True)
            if placed is not None and _distance(placed[0], anchor) > SPARE_REACH * px:
                placed = None  # free felt only far away: the pointer would point at nothing
        if placed is None:
            placed = place(QPointF(anchor), w, h, TAIL * px, room, must)
        self._box, self._side, self.anchor = placed
        box = self._box
        self._action_box = (QRectF(box.x() + (w - action_w) / 2, box.y() + h - pad - action_h,
                                   action_w, action_h) if action is not None else QRectF())
        self.setPos(0, 0)
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

    def dismiss_on_change(self, session: TableSession) -> None:
        """A new position on the table takes the callout away — except an offer the person
        has not answered yet (a computer's move must not snatch the question away), unless
        the game is over or the screen is to be passed on."""
        if (self.action is not None and not session.is_over()
                and session.pending_handover is None):
            return
        self.dismiss()

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
        box = self._box
        path.addRoundedRect(box, r, r)
        # the pointer: a small triangle from the bubble's edge towards the anchor
        half = self.pixel_size * 0.55
        a = self.anchor
        tri = QPainterPath()
        if self._side in ("above", "below"):
            edge_y = box.bottom() if self._side == "above" else box.top()
            mid_x = min(max(a.x(), box.left() + 2 * r), box.right() - 2 * r)
            tri.moveTo(mid_x - half, edge_y)
            tri.lineTo(a)
            tri.lineTo(mid_x + half, edge_y)
        else:
            edge_x = box.right() if self._side == "left" else box.left()
            mid_y = min(max(a.y(), box.top() + 2 * r), box.bottom() - 2 * r)
            tri.moveTo(edge_x, mid_y - half)
            tri.lineTo(a)
            tri.lineTo(edge_x, mid_y + half)
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


SIDES = ("above", "below", "right", "left")
#: how far (in text heights) a bubble may move from its anchor to spare other cards
SPARE_REACH = 6.0


@overload
def place(anchor: QPointF, w: float, h: float, tail: float, room: QRectF,
          avoid: Sequence[QRectF]) -> tuple[QRectF, str, QPointF]: ...


@overload
def place(anchor: QPointF, w: float, h: float, tail: float, room: QRectF,
          avoid: Sequence[QRectF], strict: bool) -> tuple[QRectF, str, QPointF] | None: ...


def place(anchor: QPointF, w: float, h: float, tail: float, room: QRectF,
          avoid: Sequence[QRectF], strict: bool = False) -> tuple[QRectF, str, QPointF] | None:
    """The bubble's box, its side of the anchor and the pointer's tip, for a ``w`` × ``h``
    bubble inside ``room`` that covers none of ``avoid``.

    Each side is tried: the box starts ``tail`` from the anchor and is pushed on, past every
    rectangle to avoid that it covers, until it is clear (or leaves the room).  The clear box
    nearest the anchor wins, above first on a tie (where the player's eye goes after a drop);
    the pointer then starts ``tail`` from the box, towards the anchor.  With nothing to avoid
    this is the plain bubble above the anchor (below when there is no room above).  Where
    no side is clear: ``None`` if ``strict``, else the plain bubble."""
    candidates: list[tuple[float, int, QRectF, str, bool]] = []
    for order, side in enumerate(SIDES):
        box = _box_at(anchor, w, h, tail, room, side)
        pushed = False
        for _ in range(len(avoid) + 1):
            hit = [r for r in avoid if r.intersects(box)]
            if not hit:
                break
            box = _pushed(box, hit, tail, side)
            pushed = True
        if not room.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box) or any(
                r.intersects(box) for r in avoid):
            continue
        candidates.append((_distance(box, anchor), order, box, side, pushed))
    if not candidates and strict:
        return None
    if not candidates:  # nowhere clear (a full felt): the plain place, as before
        side = "above" if anchor.y() - tail - h >= room.top() else "below"
        box = _box_at(anchor, w, h, tail, room, side)
        return box, side, QPointF(anchor)
    if not avoid:  # above unless it does not fit
        candidates.sort(key=lambda c: c[1])
    else:
        candidates.sort(key=lambda c: (c[0] - 2 * tail * (c[1] == 0), c[1]))
    _, _, box, side, pushed = candidates[0]
    return box, side, _tip(box, side, anchor, tail) if pushed else QPointF(anchor)


def _box_at(anchor: QPointF, w: float, h: float, tail: float, room: QRectF,
            side: str) -> QRectF:
    """The box on ``side`` of the anchor, slid along that side to stay inside ``room``."""
    if side in ("above", "below"):
        x = anchor.x() - w / 2
        y = anchor.y() - tail - h if side == "above" else anchor.y() + tail
    else:
        x = anchor.x() - tail - w if side == "left" else anchor.x() + tail
        y = anchor.y() - h / 2
    if side in ("above", "below"):
        x = min(max(x, room.left()), room.right() - w)
    else:
        y = min(max(y, room.top()), room.bottom() - h)
    return QRectF(x, y, w, h)


def _pushed(box: QRectF, hit: Sequence[QRectF], gap: float, side: str) -> QRectF:
    """``box`` moved away on its side until it clears every rectangle of ``hit``."""
    moved = QRectF(box)
    if side == "above":
        moved.moveBottom(min(r.top() for r in hit) - gap)
    elif side == "below":
        moved.moveTop(max(r.bottom() for r in hit) + gap)
    elif side == "left":
        moved.moveRight(min(r.left() for r in hit) - gap)
    else:
        moved.moveLeft(max(r.right() for r in hit) + gap)
    return moved


def _distance(box: QRectF, p: QPointF) -> float:
    dx = max(box.left() - p.x(), 0.0, p.x() - box.right())
    dy = max(box.top() - p.y(), 0.0, p.y() - box.bottom())
    return math.hypot(dx, dy)


def _tip(box: QRectF, side: str, anchor: QPointF, tail: float) -> QPointF:
    """The pointer's tip for a box pushed past the cards the anchor is on: ``tail`` from the
    box, towards the anchor."""
    x = min(max(anchor.x(), box.left()), box.right())
    y = min(max(anchor.y(), box.top()), box.bottom())
    if side == "above":
        return QPointF(x, box.bottom() + tail)
    if side == "below":
        return QPointF(x, box.top() - tail)
    if side == "left":
        return QPointF(box.right() + tail, y)
    return QPointF(box.left() - tail, y)
