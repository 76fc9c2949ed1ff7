"""Riftforce's own table pieces: vertical lines, location headers, the Riftforce track, the
guild reference rows, the question panel and floating damage numbers.

Why subclasses of the framework's ``Zone``: a line at a location is a vertical column whose
cards overlap so that each card's top strip (number, icon, damage) stays visible; the scene's
``sync`` only asks a zone for ``positions`` and ``scale_for``, so overriding those two is all a
new layout needs (the geometry itself is ``layout.line_places``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QTextOption
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.games.riftforce import guilds, layout
from ui.table import theme
from ui.table.zones import Layout, Zone

#: marker colours of the bottom and the top seat (gold and silver-blue: distinct in lightness)
SEAT_COLOURS = (QColor("#f2c14e"), QColor("#9fc3e8"))


def _never() -> bool:
    return False


def _hover(zone: Zone, inside: bool) -> None:
    """A clickable location (a choice) lights up under the pointer, as a drop target does
    under a dragged card, so a click's target is never a guess."""
    ready: Callable[[], bool] = getattr(zone, "click_ready", _never)
    hot = inside and zone.accepts and (getattr(zone, "choice", False) or ready())
    if hot != zone.hot:
        zone.hot = hot
        zone.update()


class LineZone(Zone):
    """One seat's line at one location: cards top to bottom, the last drawn on top.

    ``anchor_bottom`` keeps the cards against the bottom edge (the top seat, whose front is
    nearest the Rift below it); otherwise they start at the top edge.
    """

    def __init__(self, name: str, card_scale: float) -> None:
        super().__init__(name, QRectF(), Layout.ROW, card_scale)
        self.anchor_bottom = False
        #: a quiet marker painted when the zone is a choice (a highlighted location)
        self.choice = False
        #: whether a click would act now although the zone is no choice (the table sets it:
        #: true while hand cards are selected for a Play)
        self.click_ready: Callable[[], bool] = _never

    def scale_for(self, n: int) -> float:
        return layout.line_places(self.rect, n, self.card_scale, self.anchor_bottom)[0]

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        """Top to bottom; a long line fans out and continues in more columns (``layout``)."""
        places = layout.line_places(self.rect, n, self.card_scale, self.anchor_bottom)[1]
        return [(p, 0.0) for p in places]

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        _hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        _hover(self, False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if (self.choice or self.hot) and not self.lit:
            painter.setBrush(QColor(255, 230, 120, 120 if self.hot else 55))
            painter.setPen(QPen(theme.ACCEPT_EDGE, 3.0, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(self.rect, 14, 14)


class RiftZone(Zone):
    """A location's header in the Rift band: its number, who controls it, and choice marks."""

    def __init__(self, name: str, location: int) -> None:
        super().__init__(name, QRectF(), Layout.ROW, 0.5, framed=False)
        self.location = location
        self.controller: int | None = None  # 0 = bottom seat, 1 = top seat (display side)
        self.choice = False
        #: side (0 bottom, 1 top) that scored this location in the last Check & Draw
        self.scored: int | None = None
        self.caption = ""
        self.mark = ""  # the controller's mark on the track ("B", "2"): when the name is long
        self.click_ready: Callable[[], bool] = _never

    CAPTION_SIZE = 15.0  # ten pixels on screen at 1280 × 800

    def caption_rect(self) -> QRectF:
        r = self.rect
        c = r.center()
        rad = min(22.0, r.height() / 2 - 3)
        return QRectF(c.x() + rad + 4, r.top(), r.right() - c.x() - rad - 6, r.height())

    def caption_fit(self) -> tuple[str, float]:
        """The controller's name beside the number, or its track mark when the name does not
        fit at a readable size ("Spieler 2" was "Spiele…" at seven pixels; the tooltip
        names the controller in full)."""
        width = self.caption_rect().width()
        if QFontMetricsF(theme.font(self.CAPTION_SIZE, bold=True)).horizontalAdvance(
                self.caption) <= width or not self.mark:
            return self.caption, self.CAPTION_SIZE
        return self.mark, 20.0

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        _hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        _hover(self, False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.lit or self.choice or self.hot:
            painter.setBrush(QColor(255, 230, 120, 110 if self.hot else 70))
            painter.setPen(QPen(theme.ACCEPT_EDGE, 3.0))
            painter.drawRoundedRect(r, 12, 12)
        c = r.center()
        rad = min(22.0, r.height() / 2 - 3)
        fill = QColor(20, 14, 40, 220)
        painter.setBrush(fill)
        ring = SEAT_COLOURS[self.controller] if self.controller is not None else QColor(
            255, 255, 255, 90)
        painter.setPen(QPen(ring, 4.0 if self.controller is not None else 1.5))
        painter.drawEllipse(c, rad, rad)
        painter.setFont(theme.font(22, bold=True))
        painter.setPen(theme.TEXT_LIGHT)
        painter.drawText(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad),
                         Qt.AlignmentFlag.AlignCenter, str(self.location + 1))
        text = ""
        if self.caption:
            text, size = self.caption_fit()
            f = theme.font(size, bold=True)
            if text == self.mark and text != self.caption and self.controller is not None:
                # a chip like the seat's marker on the track, so "2" is not read as a place
                cr = self.caption_rect()
                chip = QRectF(cr.left() + 2, cr.center().y() - 15, 30, 30)
                painter.setBrush(SEAT_COLOURS[self.controller])
                painter.setPen(QPen(QColor("#2a241b"), 1.5))
                painter.drawRoundedRect(chip, 8, 8)
                painter.setFont(f)
                painter.setPen(QColor("#2a241b"))
                painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
                text = ""
        if text:
            painter.setFont(f)
            painter.setPen(SEAT_COLOURS[self.controller] if self.controller is not None
                           else theme.TEXT_DIM)
            painter.drawText(self.caption_rect(),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight,
                                                         self.caption_rect().width()))
        if self.scored is not None:
            painter.setBrush(SEAT_COLOURS[self.scored])
            painter.setPen(QPen(QColor("#2a241b"), 2))
            b = QRectF(r.left() + 6, c.y() - 15, 44, 30)
            painter.drawRoundedRect(b, 10, 10)
            painter.setFont(theme.font(18, bold=True))
            painter.setPen(QColor("#2a241b"))
            painter.drawText(b, Qt.AlignmentFlag.AlignCenter, "+1")


class TrackItem(QGraphicsObject):
    """The Riftforce track 0–12 with both seats' markers.

    Scores above 12 stay in the top box, whose number counts on ("13", "14"…): it used to
    wrap round to box 1 as "A+12", so a winner at 13 looked as if it had 1 point."""

    CELLS = 13

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.h = height
        self.scores = (0, 0)  # bottom seat, top seat
        self.initials = ("", "")
        self.title = ""

    def set_scores(self, bottom: int, top: int, initials: tuple[str, str], title: str) -> None:
        if ((bottom, top), initials, title) != (self.scores, self.initials, self.title):
            self.scores = (bottom, top)
            self.initials = initials
            self.title = title
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def marker_text(self, side: int) -> str:
        """The seat's letter; with its score too when both seats are past 12 on different
        scores (they share the top box, whose number can only be one of them)."""
        score, other = self.scores[side], self.scores[1 - side]
        if score > 12 and other > 12 and score != other:
            return f"{self.initials[side]} {score}"
        return self.initials[side]

    def marker_cell(self, side: int) -> int:
        """The box a seat's marker sits in: its score, the top box for anything above 12."""
        return max(0, min(self.scores[side], self.CELLS - 1))

    def top_label(self) -> str:
        """The top box's number: 12, or the highest score once a seat has gone past it."""
        return str(max(12, *self.scores))

    def cell_rect(self, value: int) -> QRectF:
        top = 30.0
        ch = (self.h - top) / self.CELLS
        return QRectF(0, top + (self.CELLS - 1 - value) * ch, self.w, ch)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(theme.PLATE_FILL)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 10, 10)
        f = theme.font(16, bold=True)  # the track's texts at 10 px or more at 1280 × 800
        painter.setFont(f)
        painter.setPen(theme.TEXT_DIM)
        painter.drawText(QRectF(4, 4, self.w - 8, 24), Qt.AlignmentFlag.AlignCenter,
                         QFontMetricsF(f).elidedText(self.title, Qt.TextElideMode.ElideRight,
                                                     self.w - 8))
        for v in range(self.CELLS):
            r = self.cell_rect(v).adjusted(4, 1, -4, -1)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 30 if v % 2 else 18)
                             if v < 12 else QColor(242, 193, 78, 70))
            painter.drawRoundedRect(r, 5, 5)
            painter.setFont(theme.font(15, bold=v == 12))
            painter.setPen(theme.TEXT_DIM)
            painter.drawText(QRectF(r.left(), r.top(), 26, r.height()),
                             Qt.AlignmentFlag.AlignCenter, self.top_label() if v == 12 else str(v))
        for side in (1, 0):
            r = self.cell_rect(self.marker_cell(side))
            x = 30 + side * (self.w - 34) / 2
            mw = (self.w - 38) / 2
            mr = QRectF(x, r.top() + 2, mw, r.height() - 4)
            painter.setBrush(SEAT_COLOURS[side])
            painter.setPen(QPen(QColor("#2a241b"), 1.5))
            painter.drawRoundedRect(mr, 8, 8)
            text = self.marker_text(side)
            size = 16.0
            while size > 11 and QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(
                    text) > mw - 4:
                size -= 0.5
            painter.setFont(theme.font(size, bold=True))
            painter.setPen(QColor("#2a241b"))
            painter.drawText(mr, Qt.AlignmentFlag.AlignCenter, text)


class GuildRow(QGraphicsObject):
    """A reference row: a guild's icon, name, owner mark and ability text (tooltip: the same)."""

    MIN_SIZE = 10.0  # scene units
    MIN_SCREEN_PX = 10.0  # pixels on screen

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.h = height
        self.guild = ""
        self.name = ""
        self.text = ""
        self.lit = False

    def set_guild(self, guild: str, lit: bool = False) -> None:
        """Show ``guild`` (in the current language); repaints only when that changes anything
        (the table sets every row on each refresh)."""
        name, ability = guilds.name(guild), guilds.ability(guild)
        if (guild, name, ability, lit) == (self.guild, self.name, self.text, self.lit):
            return
        self.guild = guild
        self.name = name
        self.text = ability
        self.lit = lit
        self.setToolTip(f"<b>{self.name}</b><br>{self.text}")
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.guild:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        col = guilds.colour(self.guild)
        r = QRectF(0, 0, self.w, self.h - 4)
        painter.setBrush(QColor(10, 30, 18, 200))
        painter.setPen(QPen(theme.PLATE_ACTIVE if self.lit else col.lighter(130),
                            2.5 if self.lit else 1.5))
        painter.drawRoundedRect(r, 10, 10)
        badge = QRectF(6, 6, 40, 40)
        painter.setBrush(col)
        painter.setPen(QPen(QColor(255, 255, 255, 140), 1.2))
        painter.drawRoundedRect(badge, 8, 8)
        guilds.paint_icon(painter, self.guild, badge.adjusted(5, 5, -5, -5), QColor("white"))
        f = theme.font(17, bold=True)
        painter.setFont(f)
        painter.setPen(theme.TEXT_LIGHT)
        painter.drawText(QRectF(54, 4, self.w - 60, 22),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(f).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                     self.w - 60))
        text, size = self.body(painter.worldTransform().m11())
        painter.setFont(theme.font(size))
        painter.setPen(theme.TEXT_DIM)
        opt = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        opt.setWrapMode(QTextOption.WrapMode.WordWrap)
        painter.drawText(self.body_rect(), text, opt)

    def body_rect(self) -> QRectF:
        return QRectF(54, 26, self.w - 60, self.h - 32)

    def body(self, scale: float) -> tuple[str, float]:
        """(text, font size) of the row's body when the view draws it at ``scale``.

        Why two texts: at 1280 × 800 the view shows the scene at about two thirds, and the
        whole ability text fitted only at about seven pixels on screen.  The body never goes
        below ``MIN_SCREEN_PX`` on screen: the full text when it fits at that size (large
        windows), else the guild's gist (the full text stays in the tooltip).
        """
        floor = max(self.MIN_SIZE, self.MIN_SCREEN_PX * theme.text_scale() / max(scale, 0.01))
        rect = self.body_rect()
        for text, top in ((self.text, 13.5), (guilds.gist(self.guild), 16.0)):
            size = max(top, floor)
            while size >= floor:
                need = QFontMetricsF(theme.font(size)).boundingRect(
                    rect, int(Qt.TextFlag.TextWordWrap), text)
                if need.height() <= rect.height() and need.width() <= rect.width() + 0.5:
                    return text, size
                size -= 0.5
        return guilds.gist(self.guild), floor


class PromptItem(QGraphicsObject):
    """The panel that says what to do now (the current question), with a title line.

    Why it grows: near the end the end-of-round rules join the instruction, and shrinking that
    into a fixed box made it about seven pixels high at 1280 × 800.  The panel keeps a readable
    size (``MIN_READABLE``) and grows downwards up to ``max_h``; the table puts its buttons
    below whatever height the panel took.
    """

    SIZE = 16.0
    MIN_READABLE = 15.0
    MIN_SIZE = 10.0

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.min_h = height
        self.h = height
        self.max_h = height
        self.title = ""
        self.text = ""
        self.active = False
        self.size = self.SIZE

    def set_text(self, title: str, text: str, active: bool, max_h: float | None = None) -> None:
        max_h = max(self.min_h, max_h if max_h is not None else self.min_h)
        if (title, text, active, max_h) != (self.title, self.text, self.active, self.max_h):
            self.title = title
            self.text = text
            self.active = active
            self.max_h = max_h
            self._fit()
            self.update()

    def _title_height(self) -> float:
        f = theme.font(18, bold=True)
        need = QFontMetricsF(f).boundingRect(QRectF(12, 10, self.w - 24, 50),
                                             int(Qt.TextFlag.TextWordWrap), self.title)
        return min(need.height(), 50.0)

    def _body_height(self, size: float) -> float:
        fm = QFontMetricsF(theme.font(size))
        return fm.boundingRect(QRectF(0, 0, self.w - 24, 10000), int(Qt.TextFlag.TextWordWrap),
                               self.text).height()

    def _fit(self) -> None:
        """Pick the font size and height: full size in the normal box if it fits, else grow
        (down to a readable size), and shrink further only when the room runs out."""
        chrome = 26 + self._title_height()
        size = self.SIZE
        while size > self.MIN_READABLE and chrome + self._body_height(size) > self.min_h:
            size -= 1.0
        while size > self.MIN_SIZE and chrome + self._body_height(size) > self.max_h:
            size -= 1.0
        height = max(self.min_h, min(self.max_h, chrome + self._body_height(size) + 4))
        if height != self.h:
            self.prepareGeometryChange()
            self.h = height
        self.size = size

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def body_rect(self) -> QRectF:
        """The panel as painted (empty when it has nothing to say)."""
        return QRectF(0, 0, self.w, self.h) if (self.title or self.text) else QRectF()

    def text_fits(self) -> bool:
        """The whole question fits the panel (it shrinks to ``MIN_SIZE`` and no further)."""
        return 26 + self._title_height() + self._body_height(self.size) <= self.h + 0.5

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not (self.title or self.text):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(10, 30, 18, 215))
        painter.setPen(QPen(theme.PLATE_ACTIVE if self.active else QColor(255, 255, 255, 70),
                            2.5 if self.active else 1.2))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 12, 12)
        painter.setFont(theme.font(18, bold=True))
        painter.setPen(theme.PLATE_ACTIVE if self.active else theme.TEXT_LIGHT)
        opt = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        opt.setWrapMode(QTextOption.WrapMode.WordWrap)
        title_h = self._title_height()
        painter.drawText(QRectF(12, 10, self.w - 24, 50), self.title, opt)
        body = QRectF(12, 16 + title_h, self.w - 24, self.h - 26 - title_h)
        painter.setFont(theme.font(self.size))
        painter.setPen(theme.TEXT_LIGHT)
        painter.drawText(body, self.text, opt)


class FloatText(QGraphicsObject):
    """A number that rises and fades over a card ("−3" damage, "+1" heal)."""

    def __init__(self, text: str, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.colour = colour
        self.setZValue(3000)

    def boundingRect(self) -> QRectF:
        return QRectF(-50, -24, 100, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(theme.font(34, bold=True))
        painter.setPen(QColor(0, 0, 0, 180))
        painter.drawText(self.boundingRect().translated(2, 2), Qt.AlignmentFlag.AlignCenter,
                         self.text)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class NoteItem(QGraphicsObject):
    """A small wrapped note (e.g. why Check & Draw is not allowed).

    The text shrinks (down to ``MIN_SIZE``) until it fits the box: German notes are half as
    long again as English ones, and a cut-off last line reads as a bug.
    """

    SIZE = 15.0  # ten pixels at 1280 × 800 when the text allows
    MIN_SIZE = 10.0

    def __init__(self, width: float, height: float = 44.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.h = height
        self.text = ""

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def font_size(self) -> float:
        """The largest whole pixel size at which the whole text fits the box."""
        box = QRectF(0, 0, self.w, self.h)
        size = self.SIZE
        while size > self.MIN_SIZE:
            need = QFontMetricsF(theme.font(size, italic=True)).boundingRect(
                box, int(Qt.TextFlag.TextWordWrap), self.text)
            if need.height() <= self.h and need.width() <= self.w:
                break
            size -= 1.0  # theme.font rounds to whole pixels
        return size

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setFont(theme.font(self.font_size(), italic=True))
        painter.setPen(theme.TEXT_DIM)
        painter.drawText(QRectF(0, 0, self.w, self.h),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, self.text)


class SeatChip(QGraphicsObject):
    """The seat's colour and letter as on the Riftforce track, next to its name plate."""

    def __init__(self, side: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.letter = ""
        self.setZValue(310)

    def set_letter(self, letter: str) -> None:
        if letter != self.letter:
            self.letter = letter
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, 48, 36)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, 44, 32)
        painter.setBrush(SEAT_COLOURS[self.side])
        painter.setPen(QPen(QColor("#2a241b"), 1.5))
        painter.drawRoundedRect(r, 8, 8)
        painter.setFont(theme.font(16, bold=True))
        painter.setPen(QColor("#2a241b"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.letter)
