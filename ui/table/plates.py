"""Labels on the felt: a seat's name plate, the banner over the middle, buttons.

Why apart from ``zones.py``: zones are where cards lie and what accepts a drop; these are the
words and controls a table paints around them, shared by every game's table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
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


def _fits(text: str, font: QFont, width: float) -> bool:
    """Whether ``text`` in ``font`` is painted whole in ``width`` (``elidedText`` leaves it)."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width) == text


class NamePlate(QGraphicsObject):
    """A seat's name with a detail line (hand count, won cards) and turn / thinking markers."""

    #: the detail line: 16 scene units read at about 10.5 px at 1280×800 (14 was 9)
    DETAIL_SIZE = 16.0
    DETAIL_MIN_SIZE = 13.0

    def __init__(self, seat: int, width: float = 260.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.width = width
        #: the width the table asked for, and the most it may grow to (``set_width``)
        self.base_width = width
        self.room = width
        self.name = ""
        self.detail = ""
        self.active = False
        #: the game is over and this seat won (a gold frame and a star instead of the dot)
        self.winner = False
        self.thinking = False
        self.thinking_text = ""
        self.phase = 0.0  # advanced by the animation clock while thinking
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, name: str, detail: str) -> None:
        if (name, detail) != (self.name, self.detail):
            self.name = name
            self.detail = detail
            self._fit_width()
            self.update()

    def set_width(self, width: float, room: float | None = None) -> None:
        """``width``, growing up to ``room`` (the free space the table has beside the plate)
        while the name or the detail line would otherwise be shortened with "…" — a long
        translation ("4 Handkarten · 0 Preiskarten gewonnen") instead of a plate per
        language."""
        self.base_width = width
        self.room = max(width, room if room is not None else width)
        self._fit_width()

    def wanted_width(self) -> float:
        """The width at which the name and the detail (at its smallest size) are whole."""
        name = QFontMetricsF(theme.font(19, bold=True)).horizontalAdvance(self.name) + 40
        detail = QFontMetricsF(theme.font(self.DETAIL_MIN_SIZE)).horizontalAdvance(
            self.detail) + 20
        return math.ceil(max(name, detail)) + 1.0

    def _fit_width(self) -> None:
        width = min(self.room, max(self.base_width, self.wanted_width()))
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def set_active(self, on: bool) -> None:
        assign(self, active=on)

    def set_winner(self, on: bool) -> None:
        assign(self, winner=on)

    def set_thinking(self, on: bool, text: str = "") -> None:
        self.thinking = on
        self.thinking_text = text
        self.update()

    def advance_phase(self, dt_ms: float) -> None:
        if self.thinking:
            self.phase = (self.phase + dt_ms / 1000.0) % 3.0
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, 70)

    def body_rect(self) -> QRectF:
        """The plate as painted (no margin): what other words and controls must not cover."""
        return QRectF(0, 0, self.width, 62)

    def _detail_text(self, dots: int) -> str:
        if not self.thinking:
            return self.detail
        return self.thinking_text.rstrip(".…") + "." * dots

    def text_fits(self) -> bool:
        """The name and the detail line (the thinking line at its longest) are shown whole,
        not shortened with "…" — what the layout tests ask of every plate."""
        name_ok = _fits(self.name, theme.font(19, bold=True), self.width - 40)
        text = self._detail_text(3)
        return name_ok and _fits(text, theme.font(self.detail_size(text),
                                                  italic=self.thinking), self.width - 20)

    def detail_size(self, text: str) -> float:
        """The detail line's font size: ``DETAIL_SIZE``, smaller only for a line that would
        otherwise be elided (a long translation on a narrow plate)."""
        size = self.DETAIL_SIZE
        while (size > self.DETAIL_MIN_SIZE and QFontMetricsF(theme.font(size))
               .horizontalAdvance(text) > self.width - 20):
            size -= 0.5
        return size

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.width, 62)
        painter.setBrush(theme.PLATE_FILL)
        marked = self.active or self.winner
        painter.setPen(QPen(theme.PLATE_ACTIVE if marked else QColor(255, 255, 255, 60),
                            3.0 if marked else 1.2))
        painter.drawRoundedRect(r, 12, 12)
        # turn marker, or the winner's star
        if self.winner:
            painter.setPen(theme.PLATE_ACTIVE)
            painter.setFont(theme.font(20, bold=True))
            painter.drawText(QRectF(6, 6, 24, 28), Qt.AlignmentFlag.AlignCenter, "★")
        elif self.active:
            painter.setBrush(theme.PLATE_ACTIVE)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(18, 20), 7, 7)
        f = theme.font(19, bold=True)
        painter.setFont(f)
        painter.setPen(theme.TEXT_LIGHT)
        name_rect = QRectF(32, 4, self.width - 40, 28)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(f).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                     name_rect.width()))
        text = self._detail_text(1 + int(self.phase))
        if self.thinking:
            painter.setPen(theme.PLATE_ACTIVE)
        else:
            painter.setPen(theme.TEXT_DIM)
        detail_rect = QRectF(12, 32, self.width - 20, 24)
        f = theme.font(self.detail_size(text), italic=self.thinking)
        painter.setFont(f)
        painter.drawText(detail_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight,
                                                     detail_rect.width()))


def show_thinking(plates: Sequence[NamePlate], thinking_seat: int | None) -> None:
    """Each plate (by seat) shows whether its seat's computer is thinking (a table's repaint
    and the session's thinking signal both call this)."""
    text = QCoreApplication.translate("FeltTable", "thinking…")
    for seat, plate in enumerate(plates):
        plate.set_thinking(thinking_seat == seat, text)


def advance_plates(plates: Callable[[], list[NamePlate]], dt: float) -> None:
    """Each of the ``plates()`` breathes on by ``dt`` (a clock tick: a thinking plate pulses)."""
    for plate in plates():
        plate.advance_phase(dt)


class Banner(QGraphicsObject):
    """A centred text box on the felt (the named property, a result line)."""

    #: the small line above the text ("Duell", "Round 1 of 2"): 16 scene units read at
    #: about 10.5 px at 1280×800 (13 was under nine)
    TITLE_SIZE = 16.0

    def __init__(self, width: float = 420.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.title = ""
        self.text = ""
        self.highlight = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_width(self, width: float) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def set_text(self, title: str, text: str, highlight: bool = False) -> None:
        self.title = title
        self.text = text
        self.highlight = highlight
        self.setVisible(bool(title or text))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2 - 4, -4, self.width + 8, 76)

    HEIGHT = 68.0
    TEXT_SIZE = 24.0
    TEXT_MIN_SIZE = 14.0

    def body_rect(self) -> QRectF:
        """The box as painted (centred on the item's x): what must stay clear of it."""
        return QRectF(-self.width / 2, 0, self.width, self.HEIGHT)

    def text_size(self) -> float:
        """The main line's size: ``TEXT_SIZE``, smaller for a line that would not fit."""
        size = self.TEXT_SIZE
        while size > self.TEXT_MIN_SIZE and QFontMetricsF(theme.font(size, True)) \
                .horizontalAdvance(self.text) > self.width - 20:
            size -= 0.5
        return size

    def text_fits(self) -> bool:
        """Title and main line are shown whole, not shortened with "…"."""
        return (_fits(self.title, theme.font(self.TITLE_SIZE), self.width - 20)
                and _fits(self.text, theme.font(self.text_size(), bold=True), self.width - 20))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.body_rect()
        painter.setBrush(QColor(10, 30, 18, 190))
        painter.setPen(QPen(theme.PLATE_ACTIVE if self.highlight else QColor(255, 255, 255, 70),
                            2.0))
        painter.drawRoundedRect(r, 14, 14)
        f = theme.font(self.TITLE_SIZE)
        painter.setFont(f)
        painter.setPen(theme.TEXT_DIM)
        painter.drawText(QRectF(r.left() + 10, 4, r.width() - 20, 22),
                         Qt.AlignmentFlag.AlignCenter,
                         QFontMetricsF(f).elidedText(self.title, Qt.TextElideMode.ElideRight,
                                                     r.width() - 20))
        f = theme.font(self.text_size(), bold=True)
        painter.setFont(f)
        painter.setPen(theme.PLATE_ACTIVE if self.highlight else theme.TEXT_LIGHT)
        painter.drawText(QRectF(r.left() + 10, 26, r.width() - 20, 36),
                         Qt.AlignmentFlag.AlignCenter,
                         QFontMetricsF(f).elidedText(self.text, Qt.TextElideMode.ElideRight,
                                                     r.width() - 20))


class ButtonItem(QGraphicsObject):
    """A felt-table button (property picker, Play, Keep hand): clickable, hoverable, keyed."""

    clicked = Signal(str)

    def __init__(self, key: str, text: str = "", width: float = 170.0, height: float = 46.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.text = text
        self.hint = ""
        self.w = width
        self.h = height
        self.enabled = True
        self.checked = False
        #: the label's colour when enabled (None = the theme's button text): red suits
        self.text_colour: QColor | None = None
        self._hover = False
        self._pressed = False
        #: the keyboard's Tab walk stands on this button (a blue ring, like a focused card)
        self.focused = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str, hint: str = "") -> None:
        self.text = text
        self.hint = hint
        self.update()

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self.update()

    def set_width(self, w: float) -> None:
        self.prepareGeometryChange()
        self.w = w

    def set_focused(self, on: bool) -> None:
        assign(self, focused=on)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 6)

    def body_rect(self) -> QRectF:
        """The button as painted, without its shadow."""
        return QRectF(0, 0, self.w, self.h)

    LABEL_SIZE = 17.0
    LABEL_MIN_SIZE = 11.0

    def _hint_width(self) -> float:
        if not self.hint:
            return 0.0
        return QFontMetricsF(theme.font(12, bold=True)).horizontalAdvance(self.hint) + 14

    def label_size(self) -> float:
        """The label's size: ``LABEL_SIZE``, smaller for a label that would not fit."""
        avail = self.w - 24 - self._hint_width()
        size = self.LABEL_SIZE
        while size > self.LABEL_MIN_SIZE and QFontMetricsF(theme.font(size, True)) \
                .horizontalAdvance(self.text) > avail:
            size -= 0.5
        return size

    def text_fits(self) -> bool:
        """The label is shown whole, not shortened with "…"."""
        return _fits(self.text, theme.font(self.label_size(), bold=True),
                     self.w - 24 - self._hint_width())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(r.translated(0, 3), self.h / 2, self.h / 2)
        fill = (theme.BUTTON_DISABLED if not self.enabled
                else theme.SELECT if self.checked
                else theme.BUTTON_HOVER if self._hover else theme.BUTTON_FILL)
        painter.setBrush(fill)
        painter.setPen(QPen(theme.FOCUS, 4) if self.focused else QPen(QColor("#8a7a55"), 1.5))
        painter.drawRoundedRect(r, self.h / 2, self.h / 2)
        # a disabled button stays legible (its key too), just quieter
        text_pen = ((self.text_colour or theme.BUTTON_TEXT) if self.enabled
                    else QColor(42, 36, 27, 170))
        painter.setPen(text_pen)
        hint_w = self._hint_width()
        if self.hint:
            painter.setFont(theme.font(12, bold=True))
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.setPen(Qt.PenStyle.NoPen)
            box = QRectF(10, (self.h - 22) / 2, hint_w - 4, 22)
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(theme.CARD_MUTED if self.enabled else QColor(42, 36, 27, 140))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.hint)
            painter.setPen(text_pen)
        avail = self.w - 24 - hint_w
        f = theme.font(self.label_size(), bold=True)
        painter.setFont(f)
        painter.drawText(QRectF(12 + hint_w, 0, avail, self.h), Qt.AlignmentFlag.AlignCenter,
                         QFontMetricsF(f).elidedText(self.text, Qt.TextElideMode.ElideRight,
                                                     avail))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.enabled:
            self._pressed = True
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was, self._pressed = self._pressed, False
        if was and self.enabled and QRectF(0, 0, self.w, self.h).contains(event.pos()):
            self.clicked.emit(self.key)
