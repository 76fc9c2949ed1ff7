"""Scene items only Storma slottet! needs: slot and damage-stack zones, the points bar, the house
strip, wound tokens, ten-sided dice with their formula tray, and the damage-removal picker.

Why separate from the table: each item paints one self-contained fact from plain values, so
the table module only decides *what* to show; the items decide *how* it looks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.games.storma.faces import suit_colour
from ui.table import theme
from ui.table.animation import DICE_MS, AnimationClock
from ui.table.plates import ButtonItem
from ui.table.zones import Layout, Zone


class SlotZone(Zone):
    """A one-card slot whose card sits at the top of the zone, leaving room for the bar."""

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        w, _h = self.card_size()
        r = self.rect
        return [(QPointF(r.center().x() - w / 2 + i * 2, r.top() + 8 - i * 2), 0.0)
                for i in range(n)]


class CascadeZone(Zone):
    """A damage stack: cards overlap downwards so each card's top strip (index and the damage
    pill) stays readable, like a solitaire column; it tightens when the stack grows."""

    STEP = 46.0

    def __init__(self, name: str, rect: QRectF, card_scale: float) -> None:
        super().__init__(name, rect, Layout.STACK, card_scale, framed=False)
        self.reserved = 0  # wound tokens that follow the cards

    def step(self, n: int) -> float:
        _w, h = self.card_size()
        total = n + self.reserved
        if total <= 1:
            return self.STEP
        return min(self.STEP, (self.rect.height() - h) / max(1, total - 1))

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        r = self.rect
        step = self.step(n)
        return [(QPointF(r.left() + 4, r.top() + i * step), 0.0) for i in range(n)]

    def token_position(self, n_cards: int, index: int) -> QPointF:
        """Top-left of the ``index``-th wound token after ``n_cards`` cards."""
        step = self.step(n_cards)
        return QPointF(self.rect.left() + 4, self.rect.top() + (n_cards + index) * step)


class WoundToken(QGraphicsObject):
    """A wound from an assassin: a damage entry without a card, shown as a red token."""

    def __init__(self, amount: int, width: float, label: str,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = amount
        self.w = width
        self.label = label
        self.setZValue(60)

    #: one line high, so a wound stays readable in the strip a tightened cascade leaves
    #: visible (a 48-high token hid the wound before it behind the next one)
    HEIGHT = 26.0

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.HEIGHT + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.HEIGHT)
        painter.setPen(QPen(QColor("#3a0606"), 1.5))
        painter.setBrush(QColor("#8e1b1b"))
        painter.drawRoundedRect(r, 8, 8)
        amount = "−" + str(self.amount)
        big = theme.font(17, True)
        amount_w = QFontMetricsF(big).horizontalAdvance(amount)
        painter.setPen(QColor("white"))
        painter.setFont(big)
        painter.drawText(r.adjusted(0, 0, -5, 0),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, amount)
        room = self.w - amount_w - 14
        size = 12.0
        while size > 9 and QFontMetricsF(theme.font(size, True)).horizontalAdvance(
                self.label) > room:
            size -= 0.5
        f = theme.font(size, True)
        painter.setFont(f)
        painter.setPen(QColor("#ffd7d2"))
        painter.drawText(QRectF(5, 0, room, self.HEIGHT),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(f).elidedText(self.label, Qt.TextElideMode.ElideRight,
                                                     room))


class HealthBar(QGraphicsObject):
    """Remaining points of a face card as a bar and a number ("23 / 35")."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.remaining = 0
        self.toughness = 0
        self.setZValue(70)

    def set_points(self, remaining: int, toughness: int) -> None:
        self.remaining = remaining
        self.toughness = toughness
        self.setVisible(toughness > 0)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, 34)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.toughness <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, 30)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 1.5))
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(r, 8, 8)
        frac = max(0.0, min(1.0, self.remaining / self.toughness))
        colour = theme.HEALTH[0 if self.remaining > 15 else 1 if self.remaining > 10 else 2]
        if frac > 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(2, 2, (self.w - 4) * frac, 26), 6, 6)
        painter.setFont(theme.font(20, True))
        text = f"{self.remaining} / {self.toughness}"
        # a dark halo keeps white digits readable where they cross the yellow fill's edge
        painter.setPen(QColor(0, 0, 0, 170))
        for dx, dy in ((-1.2, 0), (1.2, 0), (0, -1.2), (0, 1.2)):
            painter.drawText(r.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(QColor("white"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


@dataclass(frozen=True)
class HouseMember:
    text: str  # "Q♥"
    alive: bool
    where: str  # short place note ("Active", "hand", "trophy of Berit")


class HouseStrip(QGraphicsObject):
    """The three members of a player's royal house; defeated ones greyed and struck out."""

    def __init__(self, width: float = 260.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.title = ""
        self.members: list[HouseMember] = []
        #: the house's suit (its letters in the suit's colour), None before it is chosen
        self.suit: int | None = None
        self.setZValue(300)

    def set_members(self, title: str, members: list[HouseMember], suit: int | None) -> None:
        self.title = title
        self.members = members
        self.suit = suit
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, 78)

    def body_rect(self) -> QRectF:
        """The strip as painted: what other words and controls must not cover."""
        return QRectF(0, 0, self.w, 74)

    def text_fits(self) -> bool:
        """The title is shown whole, not shortened with "…"."""
        f = QFontMetricsF(theme.font(15, True))
        return f.elidedText(self.title, Qt.TextElideMode.ElideRight, self.w - 20) == self.title

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2))
        painter.setBrush(theme.PLATE_FILL)
        painter.drawRoundedRect(QRectF(0, 0, self.w, 74), 10, 10)
        f = theme.font(15, True)
        painter.setFont(f)
        painter.setPen(theme.TEXT_DIM)
        painter.drawText(QRectF(10, 2, self.w - 20, 22), Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(f).elidedText(self.title, Qt.TextElideMode.ElideRight,
                                                     self.w - 20))
        if not self.members:
            return
        tile_w = (self.w - 20 - 2 * 8) / 3
        for i, m in enumerate(self.members):
            r = QRectF(10 + i * (tile_w + 8), 26, tile_w, 42)
            painter.setPen(QPen(QColor("#3b3427"), 1.2))
            painter.setBrush(QColor("#fffdf6") if m.alive else QColor("#6b6b6b"))
            painter.drawRoundedRect(r, 6, 6)
            colour = (suit_colour(self.suit) if self.suit is not None else QColor("#1b1b1f")) \
                if m.alive else QColor("#3a3a3a")
            painter.setPen(colour)
            painter.setFont(theme.font(22, True))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, m.text)
            if not m.alive:
                painter.setPen(QPen(QColor("#d8463c"), 3))
                painter.drawLine(r.bottomLeft() + QPointF(6, -6), r.topRight() + QPointF(-6, 6))


class T10Die(QGraphicsObject):
    """A ten-sided die (faces 0-9), drawn as a kite with the value in the middle.

    A roll tumbles through random faces only in its first part; from ``SETTLE`` on (eased
    time) it shows the rolled value while it turns to rest, so the face that settles is the
    one the tray prints (``rolling`` is False from then on and the tray shows the line's
    formula).  A die waiting for its turn to roll (a later row of the tray) is hidden: it
    would show a face that is not the result."""

    #: the eased time from which a rolling die shows its real value (OutCubic: about half
    #: of the roll's duration tumbles, the rest turns to rest on the result)
    SETTLE = 0.8

    def __init__(self, size: float = 58.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.size = size
        self.value = 0
        self.shown = 0
        self.fumble = False
        #: tumbling through random faces (``shown`` is not the result yet)
        self.rolling = False
        self.setTransformOriginPoint(size / 2, size / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size + 8, self.size + 10)

    def set_value(self, value: int, fumble: bool) -> None:
        self.value = value
        self.shown = value
        self.fumble = fumble
        self.rolling = False
        self.setRotation(0)
        self.setVisible(True)
        self.update()

    def roll(self, clock: AnimationClock, value: int, fumble: bool, delay_ms: float) -> None:
        """Tumble through random faces, then settle on ``value`` (instant when speed is 0)."""
        jitter = random.Random(value * 17 + int(self.x()) + int(self.y()))  # cosmetic only
        self.value = value
        self.fumble = False
        self.rolling = True
        self.setVisible(False)  # until its tumble starts (rows roll one after another)

        def update(t: float) -> None:
            if t < self.SETTLE:
                self.shown = jitter.randint(0, 9)
            else:
                self._settle(value, fumble)
            self.setRotation((1.0 - t) * 400.0)
            self.update()

        clock.tween(DICE_MS, update, lambda: self.set_value(value, fumble), delay_ms,
                    key=(id(self), "roll"), on_start=lambda: self.setVisible(True))

    def _settle(self, value: int, fumble: bool) -> None:
        """From here on the die shows its result; the tray may print the line's formula."""
        self.shown = value
        if self.rolling:
            self.rolling = False
            self.fumble = fumble
            parent = self.parentItem()
            if parent is not None:
                parent.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        kite = QPolygonF([QPointF(s / 2, 0), QPointF(s, s * 0.42), QPointF(s / 2, s),
                          QPointF(0, s * 0.42)])
        shadow = kite.translated(2, 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPolygon(shadow)
        painter.setBrush(QColor("#f6d36b") if not self.fumble else QColor("#d8463c"))
        painter.setPen(QPen(QColor("#5a4a1a"), 1.6))
        painter.drawPolygon(kite)
        painter.setPen(QPen(QColor(90, 74, 26, 120), 1.0))
        painter.drawLine(QPointF(0, s * 0.42), QPointF(s / 2, s * 0.6))
        painter.drawLine(QPointF(s, s * 0.42), QPointF(s / 2, s * 0.6))
        painter.setPen(QColor("white") if self.fumble else QColor("#2a241b"))
        painter.setFont(theme.font(s * 0.42, True))
        painter.drawText(QRectF(0, s * 0.14, s, s * 0.5), Qt.AlignmentFlag.AlignCenter,
                         str(self.shown))


@dataclass(frozen=True)
class RollLine:
    """One roll shown on the tray: its dice, the formula and what follows from it."""

    dice: tuple[int, ...]
    formula: str
    note: str = ""
    fumble: bool = False


class DiceTray(QGraphicsObject):
    """The latest dice of the game with their formulas ("Joker: 5 + 7 = 12")."""

    ROW_H = 66.0
    MAX_ROWS = 5

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.title = ""
        self.lines: list[RollLine] = []
        self.dice: list[list[T10Die]] = []
        self.setZValue(420)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.height() + 8)

    def height(self) -> float:
        return 34 + max(1, len(self.lines)) * self.ROW_H + 6

    def body_rect(self) -> QRectF:
        """The tray as painted: a panel the layout keeps clear of buttons and banners."""
        return QRectF(0, 0, self.w, self.height())

    def line_shown(self, i: int) -> bool:
        """Whether row ``i`` prints its formula: once its dice show the result (a printed
        total beside tumbling faces read as a contradiction)."""
        return i < len(self.dice) and not any(d.rolling for d in self.dice[i])

    def show_lines(self, title: str, lines: list[RollLine], clock: AnimationClock,
                   animate: bool) -> None:
        self.prepareGeometryChange()
        self.title = title
        self.lines = lines[-self.MAX_ROWS:]
        for row in self.dice:
            for d in row:
                d.setVisible(False)
                if d.scene() is not None:
                    d.scene().removeItem(d)
        self.dice = []
        for i, line in enumerate(self.lines):
            row = []
            for k, value in enumerate(line.dice):
                die = T10Die(54.0, self)
                die.setPos(12 + k * 62, 38 + i * self.ROW_H)
                if animate:
                    die.roll(clock, value, line.fumble, delay_ms=i * 250.0)
                else:
                    die.set_value(value, line.fumble)
                row.append(die)
            self.dice.append(row)
        self.setVisible(bool(self.lines))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.height())
        painter.setBrush(QColor(10, 30, 18, 215))
        painter.setPen(QPen(theme.PLATE_ACTIVE, 2))
        painter.drawRoundedRect(r, 14, 14)
        f = theme.font(16, True)
        painter.setFont(f)
        painter.setPen(theme.TEXT_DIM)
        painter.drawText(QRectF(12, 4, self.w - 24, 28), Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(f).elidedText(self.title, Qt.TextElideMode.ElideRight,
                                                     self.w - 24))
        for i, line in enumerate(self.lines):
            if not self.line_shown(i):
                continue
            x = 12 + max(1, len(line.dice)) * 62 + 6
            y = 34 + i * self.ROW_H
            avail = self.w - x - 12
            f = theme.font(22, True)
            painter.setFont(f)
            painter.setPen(QColor("#ff8a80") if line.fumble else theme.TEXT_LIGHT)
            painter.drawText(QRectF(x, y, avail, 34), Qt.AlignmentFlag.AlignVCenter,
                             QFontMetricsF(f).elidedText(line.formula,
                                                         Qt.TextElideMode.ElideRight, avail))
            if line.note:
                f = theme.font(15, italic=True)
                painter.setFont(f)
                painter.setPen(QColor("#ffcf99") if line.fumble else theme.TEXT_DIM)
                painter.drawText(QRectF(x, y + 32, avail, 26), Qt.AlignmentFlag.AlignVCenter,
                                 QFontMetricsF(f).elidedText(line.note,
                                                             Qt.TextElideMode.ElideRight, avail))


@dataclass(frozen=True)
class PickerEntry:
    label: str  # "7♥", "Joker", "Wound"
    amount: int


class RemovalPicker(QGraphicsObject):
    """After a heal roll: toggle the damage entries to remove (sum at most the heal value).

    Opens with the table's preselection (most damage removed, then fewest entries); the player
    can change it by clicking entries or pressing their number, and confirms with the button
    or Enter.  ``confirmed`` carries the chosen entry indices.
    """

    confirmed = Signal(tuple)
    changedSelection = Signal()

    BTN_W = 132.0

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w = width
        self.value = 0
        self.title = ""
        self.entries: list[PickerEntry] = []
        self.chosen: set[int] = set()
        self.buttons: list[ButtonItem] = []
        self.ok = ButtonItem("ok", "", 300.0, 50.0, self)
        self.ok.hint = "↵"
        self.ok.clicked.connect(lambda _k: self.confirm())
        self.ok_text = ""
        self.setZValue(600)
        self.setVisible(False)

    def rows(self) -> int:
        per_row = max(1, int((self.w - 24) // (self.BTN_W + 8)))
        return max(1, (len(self.entries) + per_row - 1) // per_row)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.height() + 8)

    def height(self) -> float:
        return 44 + self.rows() * 58 + 66

    def body_rect(self) -> QRectF:
        """The picker as painted (its own buttons lie inside it)."""
        return QRectF(0, 0, self.w, self.height())

    def open(self, title: str, value: int, entries: list[PickerEntry],
             preselected: tuple[int, ...]) -> None:
        self.prepareGeometryChange()
        self.title = title
        self.value = value
        self.entries = entries
        self.chosen = set(preselected)
        for b in self.buttons:
            b.setVisible(False)
            if b.scene() is not None:
                b.scene().removeItem(b)
        self.buttons = []
        per_row = max(1, int((self.w - 24) // (self.BTN_W + 8)))
        for i, e in enumerate(entries):
            b = ButtonItem(str(i), e.label + "  −" + str(e.amount), self.BTN_W, 48.0, self)
            if i < 9:
                b.hint = str(i + 1)
            b.setPos(12 + (i % per_row) * (self.BTN_W + 8), 44 + (i // per_row) * 58)
            b.clicked.connect(self._toggle_key)
            self.buttons.append(b)
        self.ok.setPos(self.w / 2 - 150, self.height() - 60)
        self._sync()
        self.setVisible(True)

    def close(self) -> None:
        self.setVisible(False)

    def total(self) -> int:
        return sum(self.entries[i].amount for i in self.chosen)

    def toggle(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        if index in self.chosen:
            self.chosen.discard(index)
        elif self.total() + self.entries[index].amount <= self.value:
            self.chosen.add(index)
        self._sync()
        self.changedSelection.emit()

    def _toggle_key(self, key: str) -> None:
        self.toggle(int(key))

    def set_ok_text(self, text: str) -> None:
        self.ok_text = text
        self._sync()

    def _sync(self) -> None:
        room = self.value - self.total()
        for i, b in enumerate(self.buttons):
            b.checked = i in self.chosen
            b.set_enabled(i in self.chosen or self.entries[i].amount <= room)
        self.ok.set_text(self.ok_text, "↵")
        self.update()

    def confirm(self) -> None:
        if self.isVisible():
            self.confirmed.emit(tuple(sorted(self.chosen)))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.height())
        path = QPainterPath()
        path.addRoundedRect(r, 16, 16)
        painter.fillPath(path, QColor(10, 30, 18, 240))
        painter.setPen(QPen(theme.PLATE_ACTIVE, 3))
        painter.drawPath(path)
        f = theme.font(19, True)
        painter.setFont(f)
        painter.setPen(theme.PLATE_ACTIVE)
        painter.drawText(QRectF(14, 6, self.w - 28, 32), Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(f).elidedText(self.title, Qt.TextElideMode.ElideRight,
                                                     self.w - 28))
