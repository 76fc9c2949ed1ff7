"""Scene items of the Ordet fanger table: piles, the flying card, buzzers, seat plates, the clock.

Why items of their own rather than the generic ``CardItem``: an Ordet card is a symbol and a
category sentence that must be readable from across the table, and a play pile only ever shows
its top card, so each pile is one item that paints its top card (plus the edge of the cards
under it); moves between piles are short-lived ``FlyingCard`` items animated on the table clock.
The faces themselves are painted by ``faces``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.games.ordet.faces import Face, paint_card
from ui.table import theme
from ui.table.animation import AnimationClock
from ui.table.cards import paint_back

HIGHLIGHT = QColor("#ffcc33")


def caption_lines(text: str, width: float, height: float = 40.0
                  ) -> tuple[float, list[str]]:
    """Font size and lines for a caption in a ``width`` × ``height`` room: one line if it fits
    (shrinking a little), else two wrapped lines if the room is tall enough, shrinking further
    (a single long word such as "Nachziehstapel" can only shrink), and only then elided
    ("Stechen: beide antworten!" must not end in "…")."""
    def advance(t: str, size: float) -> float:
        return QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(t)

    words = text.split(" ")
    for size in (15.0, 14.0, 13.0, 12.0, 11.0):
        if advance(text, size) <= width and caption_height(size, 1) <= height:
            return size, [text]
        if caption_height(size, 2) > height:
            continue
        for cut in range(len(words) - 1, 0, -1):
            first, rest = " ".join(words[:cut]), " ".join(words[cut:])
            if advance(first, size) <= width and advance(rest, size) <= width:
                return size, [first, rest]
    f = QFontMetricsF(theme.font(11.0, bold=True))
    return 11.0, [f.elidedText(text, Qt.TextElideMode.ElideRight, width)]


def caption_height(size: float, lines: int) -> float:
    """The height ``lines`` caption lines at ``size`` take (their font's line height)."""
    return lines * QFontMetricsF(theme.font(size, bold=True)).height()


class PileCaption(QGraphicsItem):
    """The words under a centre pile ("Draw pile", "Joker in force"), inside a room the table's
    layout gives it, so neighbouring captions never run together in a long language."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.w = 140.0
        self.h = 40.0
        self.size = 15.0
        self.lines: list[str] = []

    def set_room(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self._fit()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self._fit()

    def _fit(self) -> None:
        self.size, self.lines = caption_lines(self.text, self.w, self.h) if self.text else (
            15.0, [])
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        f = theme.font(self.size, bold=True)
        line_h = QFontMetricsF(f).height()
        painter.setFont(f)
        painter.setPen(theme.TEXT_LIGHT)
        for i, line in enumerate(self.lines):
            painter.drawText(QRectF(0, i * line_h, self.w, line_h),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, line)


def fit_line(text: str, width: float, size: float, min_size: float,
             bold: bool = False) -> tuple[float, str]:
    """The largest whole pixel size (down to ``min_size``) at which ``text`` fits ``width``;
    elided at ``min_size`` only if even that is too wide."""
    while size > min_size and QFontMetricsF(theme.font(size, bold)).horizontalAdvance(
            text) > width:
        size -= 1.0
    fm = QFontMetricsF(theme.font(size, bold))
    return size, fm.elidedText(text, Qt.TextElideMode.ElideRight, width)


class PileItem(QGraphicsObject):
    """A pile that shows its top card big (play piles, the tie-break flip) or backs (draw)."""

    clicked = Signal(str)

    def __init__(self, key: str, width: float, height: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.w = width
        self.h = height
        self.face: Face | None = None
        self.card: int | None = None
        self.count = 0
        self.backs = False
        self.highlight = False
        self.lit = False
        self.selected = False
        self.tag = ""
        self.label = PileCaption(self)
        self.label.setPos(-12, height - 12 + 4)
        self.label.set_room(width + 24, 40.0)
        self.hint = ""
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def caption(self) -> str:
        """The words under the pile (a ``PileCaption`` child: ``label``)."""
        return self.label.text

    @caption.setter
    def caption(self, text: str) -> None:
        self.label.set_text(text)
        self.label.setVisible(bool(text))

    def set_caption_room(self, width: float, height: float) -> None:
        """Centre the caption's ``width`` × ``height`` room under the card."""
        self.label.set_room(width, height)
        self.label.setPos((self.w - 12 - width) / 2, self.h - 12 + 4)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def card_rect(self) -> QRectF:
        depth = min(self.count - 1, 6) * 2.0 if self.count > 1 else 0.0
        return QRectF(0, 0, self.w - 12, self.h - 12).translated(depth, 0)

    def boundingRect(self) -> QRectF:
        reach = self.RIBBON_REACH
        return QRectF(-reach, -40, self.w + 2 * reach, self.h + 44)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QRectF(0, 0, self.w - 12, self.h - 12)
        if self.count == 0 and self.face is None:
            painter.setPen(QPen(theme.ZONE_EDGE, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 35))
            painter.drawRoundedRect(base, 12, 12)
        else:
            # the edges of the cards underneath
            for i in range(min(self.count - 1, 6)):
                r = base.translated(i * 2.0, 0)
                painter.setPen(QPen(QColor(0, 0, 0, 120), 1.0))
                painter.setBrush(QColor("#e9e1cd") if not self.backs else theme.BACK_DARK)
                painter.drawRoundedRect(r, 12, 12)
            rect = self.card_rect()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.CARD_SHADOW)
            painter.drawRoundedRect(rect.translated(3, 5), 12, 12)
            paint_card(painter, rect, None if self.backs else self.face)
        rect = self.card_rect()
        if self.highlight or self.selected or (self.lit and self._hover):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(HIGHLIGHT if self.highlight else theme.FOCUS, 6.0))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 15, 15)
        elif self.lit:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.ACCEPT_EDGE, 3.0, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 15, 15)
        if self.backs and self.count:
            self._badge(painter, rect, str(self.count))
        if self.hint:
            # centred on the card's foot: a long key name ("Mellomrom", "Leertaste") must
            # not hang off the pile's left edge
            self._badge(painter, QRectF(rect.left(), rect.bottom() - 34, rect.width(), 34),
                        self.hint, QColor("#f2e6c4"), theme.CARD_TEXT)
        if self.tag:
            self._ribbon(painter, rect, self.tag)

    def _badge(self, painter: QPainter, rect: QRectF, text: str,
               fill: QColor | None = None, pen: QColor | None = None) -> None:
        f = theme.font(20, bold=True)
        fm = QFontMetricsF(f)
        w = max(34.0, fm.horizontalAdvance(text) + 16)
        box = QRectF(rect.center().x() - w / 2, rect.center().y() - 17, w, 34)
        painter.setBrush(fill or QColor(10, 30, 18, 215))
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1.5))
        painter.drawRoundedRect(box, 10, 10)
        painter.setFont(f)
        painter.setPen(pen or theme.TEXT_LIGHT)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    #: how far a ribbon may reach beyond the pile on each side (inside ``boundingRect``)
    RIBBON_REACH = 34.0

    def ribbon_room(self) -> float:
        return self.w + 2 * self.RIBBON_REACH - 12

    def _ribbon(self, painter: QPainter, rect: QRectF, text: str) -> None:
        room = self.ribbon_room()
        size, text = fit_line(text, room - 22, 15.0, 11.0, bold=True)
        f = theme.font(size, bold=True)
        fm = QFontMetricsF(f)
        w = min(room, fm.horizontalAdvance(text) + 22)
        box = QRectF(rect.center().x() - w / 2, rect.top() - 34, w, 28)
        painter.setBrush(HIGHLIGHT)
        painter.setPen(QPen(QColor("#5a4300"), 1.2))
        painter.drawRoundedRect(box, 8, 8)
        painter.setFont(f)
        painter.setPen(QColor("#2a1f00"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                         fm.elidedText(text, Qt.TextElideMode.ElideRight, box.width() - 10))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.key)


class FlyingCard(QGraphicsObject):
    """A card on its way (draw pile → play pile with a flip, play pile → score pile)."""

    def __init__(self, width: float, height: float, face: Face | None) -> None:
        super().__init__()
        self.w = width
        self.h = height
        self.face = face
        self.face_up = False
        self.flip = 1.0  # horizontal squeeze: 1 = full width, 0 = edge on
        self.setZValue(3000)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w = self.w * max(0.02, self.flip)
        rect = QRectF((self.w - w) / 2, 0, w, self.h)
        paint_card(painter, rect, self.face if self.face_up else None)


class ScorePileItem(QGraphicsObject):
    """A seat's won cards: a small face-down stack with the count on it."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.w = 74.0
        self.h = 104.0
        self.label = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-12, -4, self.w + 24, self.h + 34)  # the label is wider

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QRectF(0, 0, self.w, self.h)
        if self.count == 0:
            painter.setPen(QPen(theme.ZONE_EDGE, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.drawRoundedRect(base, 8, 8)
        else:
            for i in range(min(self.count, 5)):
                paint_back(painter, base.translated(i * 2.0, -i * 1.5))
        f = theme.font(24, bold=True)
        fm = QFontMetricsF(f)
        text = str(self.count)
        w = max(38.0, fm.horizontalAdvance(text) + 16)
        box = QRectF(base.center().x() - w / 2, base.center().y() - 18, w, 36)
        painter.setBrush(QColor(10, 30, 18, 220))
        painter.setPen(QPen(HIGHLIGHT, 1.5))
        painter.drawRoundedRect(box, 10, 10)
        painter.setFont(f)
        painter.setPen(theme.TEXT_LIGHT)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        if self.label:  # 15 units: ten pixels at 1280 × 800 (13 was under nine)
            size, label = fit_line(self.label, self.w + 20, 15.0, 12.0)
            painter.setFont(theme.font(size))
            painter.setPen(theme.TEXT_DIM)
            painter.drawText(QRectF(-10, self.h + 2, self.w + 20, 22),
                             Qt.AlignmentFlag.AlignCenter, label)


class BuzzerItem(QGraphicsObject):
    """A seat's buzzer: a round button with its key letter; lit while the seat may buzz."""

    clicked = Signal(int)

    def __init__(self, seat: int, key: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.key = key
        self.lit = False
        self.pressed = False
        self.r = 30.0
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(key)

    def set_radius(self, r: float) -> None:
        if r != self.r:
            self.prepareGeometryChange()
            self.r = r
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.r - 4, -self.r - 4, 2 * self.r + 8, 2 * self.r + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(0, 5), self.r, self.r)
        fill = (QColor("#ff6b3d") if self.pressed else QColor("#e53935") if self.lit
                else QColor("#6b6b6b"))
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#fff3d6") if self.lit else QColor("#444"), 3.0))
        painter.drawEllipse(QPointF(0, 0), self.r, self.r)
        painter.setFont(theme.font(self.r * 0.87, bold=True))
        painter.setPen(QColor("#ffffff") if self.lit else QColor("#cfcfcf"))
        painter.drawText(QRectF(-self.r, -self.r, 2 * self.r, 2 * self.r),
                         Qt.AlignmentFlag.AlignCenter, self.key)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if math.hypot(event.pos().x(), event.pos().y()) <= self.r + 4:
            self.clicked.emit(self.seat)


class SeatPlate(QGraphicsObject):
    """A seat's name, its turn marker and what it just said (or that it is thinking)."""

    def __init__(self, seat: int, width: float = 300.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.w = width
        self.name = ""
        self.detail = ""
        self.said = ""
        self.said_kind = ""
        self.active = False
        self.duelling = False
        self.phase = 0.0
        #: the won-duel pulse: 0 (none) to 1 (brightest), and whether it runs
        self.glow = 0.0
        self.celebrating = False
        self.setZValue(300)

    #: the won-duel pulse's length (at normal speed) and how many times it flares
    PULSE_MS = 1100.0
    PULSES = 2

    def celebrate(self, clock: AnimationClock) -> None:
        """A won duel: the plate's edge flares gold twice while the card flies to the
        seat's won cards — who took it is seen where the eye already is."""
        self.celebrating = True

        def update(t: float) -> None:
            self.glow = abs(math.sin(math.pi * self.PULSES * t))
            self.update()

        def done() -> None:
            self.glow = 0.0
            self.celebrating = False
            self.update()

        clock.tween(self.PULSE_MS, update, done, key=(id(self), "glow"),
                    easing=QEasingCurve.Type.Linear)

    def set_width(self, width: float) -> None:
        if width != self.w:
            self.prepareGeometryChange()
            self.w = width
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, 96)

    def body_rect(self) -> QRectF:
        """The plate as painted: what other words and controls must not cover."""
        return QRectF(0, 0, self.w, 88)

    def text_fits(self) -> bool:
        """Name, detail and speech bubble are shown whole, not shortened with "…"."""
        room, size, detail = self.detail_layout()
        detail_w = QFontMetricsF(theme.font(size)).horizontalAdvance(detail) + 2
        fm = QFontMetricsF(theme.font(20, bold=True))
        name_ok = fm.elidedText(self.name, Qt.TextElideMode.ElideRight,
                                room - detail_w) == self.name
        said = self.bubble_text() if self.said_kind else ""
        said_ok = fit_line(said, self.w - 28, 20.0, 13.0,
                           bold=self.said_kind != "thinking")[1] == said
        return name_ok and detail == self.detail and said_ok

    DETAIL_SIZE = 15.0  # ten pixels on screen at 1280 × 800 (the felt at about 2/3)

    def detail_layout(self) -> tuple[float, float, str]:
        """(room, font size, text) of the detail at the plate's top right.

        Why the name gives way: at six seats in German a detail sized to fit beside the whole
        name would shrink to about seven pixels on screen.  The detail keeps its readable size
        while the name keeps at least 40 % of the line (it elides after that).
        """
        room = self.w - 44 - 8  # between the turn marker and the right edge, with a gap
        fm = QFontMetricsF(theme.font(20, bold=True))
        name_w = min(fm.horizontalAdvance(self.name) + 2, room * 0.4)
        size, detail = fit_line(self.detail, room - name_w, self.DETAIL_SIZE, 12.0)
        return room, size, detail

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, 88)
        if self.glow > 0.0:  # the halo stays inside the bounding rectangle (4 out)
            halo = QColor(HIGHLIGHT)
            halo.setAlpha(round(230 * self.glow))
            painter.setPen(QPen(halo, 2.0 + 4.0 * self.glow))
            fill = QColor(HIGHLIGHT)
            fill.setAlpha(round(70 * self.glow))
            painter.setBrush(fill)
            painter.drawRoundedRect(r.adjusted(-1, -1, 1, 1), 13, 13)
        painter.setBrush(theme.PLATE_FILL)
        edge = HIGHLIGHT if self.duelling else theme.PLATE_ACTIVE if self.active else \
            QColor(255, 255, 255, 60)
        painter.setPen(QPen(edge, 3.0 if (self.active or self.duelling) else 1.2))
        painter.drawRoundedRect(r, 12, 12)
        if self.active:
            painter.setBrush(theme.PLATE_ACTIVE)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(18, 21), 7, 7)
        f = theme.font(20, bold=True)
        fm = QFontMetricsF(f)
        room, size, detail = self.detail_layout()
        df = theme.font(size)
        detail_w = QFontMetricsF(df).horizontalAdvance(detail) + 2
        painter.setFont(f)
        painter.setPen(theme.TEXT_LIGHT)
        name_rect = QRectF(32, 6, room - detail_w, 30)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         fm.elidedText(self.name, Qt.TextElideMode.ElideRight, name_rect.width()))
        painter.setFont(df)
        painter.setPen(theme.TEXT_DIM)
        painter.drawText(QRectF(self.w - 10 - detail_w, 6, detail_w, 30),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, detail)
        line = QRectF(8, 42, self.w - 16, 38)
        if not self.said_kind:
            return
        text = self.bubble_text()
        fill = {"answer": QColor("#fff3c4"), "rejected": QColor("#f4c7c3"),
                "buzz": QColor("#ffcc33"), "thinking": self._thinking_fill(),
                "pass": QColor(255, 255, 255, 60)}.get(self.said_kind, QColor(255, 255, 255, 40))
        painter.setBrush(fill)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(line, 9, 9)
        bold = self.said_kind != "thinking"
        # shrink before eliding: "BUZZ! Zählt die Antwort?" must stay whole
        size, text = fit_line(text, line.width() - 12, 20.0, 13.0, bold=bold)
        painter.setFont(theme.font(size, bold=bold, italic=self.said_kind == "thinking"))
        painter.setPen(theme.TEXT_LIGHT if self.said_kind in ("thinking", "pass")
                       else QColor("#2a1f00"))
        painter.drawText(line, Qt.AlignmentFlag.AlignCenter, text)


    def bubble_text(self) -> str:
        """What the speech bubble says: the translated words as they are.

        Why not animated dots: "thinking." / "thinking.." read as typos in a screenshot or to
        a screen reader; the bubble breathes instead (``_thinking_fill``)."""
        return self.said

    def _thinking_fill(self) -> QColor:
        """The bubble of a seat that is thinking: its light slowly rises and falls."""
        return QColor(255, 255, 255, 30 + int(25 * (1 + math.sin(self.phase * 2.1)) / 2))


class DuelClock(QGraphicsObject):
    """The duel's running time, big, beside the banner: a ring fills every ten seconds.

    Why its own item: the banner's small title line is about eight pixels high at
    1280 × 800, too small for the clock that the duel is all about.
    """

    #: the diameter the clock is drawn for; ``set_size`` scales it (beside bigger cards)
    SIZE = 68.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seconds = 0.0
        self.frozen = False
        self.size = self.SIZE
        self.setZValue(400)

    def set_size(self, size: float) -> None:
        """The ring's diameter in scene units (everything in it scales alike)."""
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
            self.update()

    def set_seconds(self, seconds: float, frozen: bool = False) -> None:
        if (int(seconds * 10), frozen) != (int(self.seconds * 10), self.frozen):
            self.seconds = seconds
            self.frozen = frozen
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.size + 6, self.size + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.size / self.SIZE, self.size / self.SIZE)
        r = QRectF(0, 0, self.SIZE, self.SIZE)
        painter.setBrush(QColor(10, 30, 18, 215))
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2.0))
        painter.drawEllipse(r)
        ring = r.adjusted(5, 5, -5, -5)
        lap = (self.seconds % 10.0) / 10.0
        pen = QPen(theme.TEXT_DIM if self.frozen else HIGHLIGHT, 6.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(ring, 90 * 16, -round(lap * 360 * 16))
        painter.setPen(theme.TEXT_LIGHT)
        painter.setFont(theme.font(26, bold=True))
        painter.drawText(r.adjusted(0, -6, 0, -6), Qt.AlignmentFlag.AlignCenter,
                         str(int(self.seconds)))
        painter.setFont(theme.font(12))
        painter.setPen(theme.TEXT_DIM)
        painter.drawText(QRectF(0, self.SIZE - 26, self.SIZE, 16), Qt.AlignmentFlag.AlignCenter,
                         "s")
