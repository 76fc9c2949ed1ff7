"""Standard playing-card faces for Storma slottet!, painted with QPainter from the card id.

Why its own painter: Storma is played with an ordinary 52-card deck plus two Jokers, and
players read those cards by their corner index (rank over suit).  The index is large so it
stays readable in an overlapping hand and on a cascaded damage stack; suits differ by colour
(red/black; four colours in the colour-safe theme) *and* by symbol shape, so the four suits
never depend on colour vision alone.
Face cards carry their role on the table (own house, opponent's house, hero) as a coloured
edge stripe with a symbol, so the role is visible even in the narrow strip of a fanned card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from engine.storma import cards as cd
from ui.table import theme
from ui.table.cards import CardFace, card_path

SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
RED = QColor("#c0262d")
BLACK = QColor("#1b1b1f")
JOKER = QColor("#6a2d91")
#: the colour-safe theme's four-colour deck (spades, hearts, diamonds, clubs): a black, a brick
#: red, an indigo and a teal that stay apart (CIEDE2000 >= 20) under protanopia, deuteranopia
#: and tritanopia, each dark enough to read on the white card
SAFE_SUITS = (QColor("#1b1b1f"), QColor("#932700"), QColor("#6050a6"), QColor("#008468"))
ROLE_COLOURS = {"own": QColor("#d9a520"), "house": QColor("#7b7b7b"), "hero": QColor("#2f74c0")}
ROLE_MARKS = {"own": "♛", "house": "♜", "hero": "⚔"}

#: pip centres (fractions of the pip area) for the number cards 2-10
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0.0), (0.5, 1.0)),
    3: ((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)),
    4: ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)),
    5: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)),
    6: ((0.0, 0.0), (1.0, 0.0), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    7: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    8: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.5, 0.75), (0.0, 1.0),
        (1.0, 1.0)),
    9: ((0.0, 0.0), (1.0, 0.0), (0.0, 1 / 3), (1.0, 1 / 3), (0.5, 0.5), (0.0, 2 / 3),
        (1.0, 2 / 3), (0.0, 1.0), (1.0, 1.0)),
    10: ((0.0, 0.0), (1.0, 0.0), (0.5, 1 / 6), (0.0, 1 / 3), (1.0, 1 / 3), (0.0, 2 / 3),
         (1.0, 2 / 3), (0.5, 5 / 6), (0.0, 1.0), (1.0, 1.0)),
}


def rank_text(c: int) -> str:
    """The corner index rank: A, 2-10, and the translated letters for J, Q, K."""
    r = cd.rank_of(c)
    if r == 1:
        return QCoreApplication.translate("StormaCards", "A", "rank: ace")
    if r == cd.KNEKT:
        return QCoreApplication.translate("StormaCards", "J", "rank: jack (knekt)")
    if r == cd.DAM:
        return QCoreApplication.translate("StormaCards", "Q", "rank: queen (dam)")
    if r == cd.KUNG:
        return QCoreApplication.translate("StormaCards", "K", "rank: king (kung)")
    return str(r)


def short_name(c: int) -> str:
    """A compact, translated card name for logs and buttons: "Q♥", "7♣", "Joker"."""
    if cd.is_joker(c):
        return QCoreApplication.translate("StormaCards", "Joker")
    return rank_text(c) + SUIT_SYMBOLS[cd.suit_of(c)]


def suit_name(suit: int) -> str:
    names = (
        QCoreApplication.translate("StormaCards", "spades"),
        QCoreApplication.translate("StormaCards", "hearts"),
        QCoreApplication.translate("StormaCards", "diamonds"),
        QCoreApplication.translate("StormaCards", "clubs"),
    )
    return names[suit]


def suit_colour(suit: int) -> QColor:
    """Red hearts and diamonds, black spades and clubs; four colours in the colour-safe theme."""
    if theme.colour_safe():
        return SAFE_SUITS[suit]
    return RED if suit in (1, 2) else BLACK


def suit_text_colour(suit: int) -> QColor | None:
    """A suit's colour for a button's text (None: the button's own dark text, for black)."""
    return suit_colour(suit) if theme.colour_safe() or suit in (1, 2) else None


@dataclass(frozen=True)
class PlayingCardFace(CardFace):
    """A standard card face.  ``role`` is "own"/"house"/"hero"/"" for face cards; ``amount``
    is the damage the card deals where it lies on a target (a pill on the top edge)."""

    card: int = 0
    role: str = ""
    amount: int | None = None
    role_label: str = ""

    def paint_on(self, p: QPainter, rect: QRectF) -> None:
        paint_playing_card(p, rect, self)


def face_for(c: int, role: str = "", amount: int | None = None) -> PlayingCardFace:
    label = ""
    if role in ("own", "house"):
        label = QCoreApplication.translate("StormaCards", "House")
    elif role == "hero":
        label = QCoreApplication.translate("StormaCards", "Hero")
    return PlayingCardFace(title=short_name(c), card=c, role=role, amount=amount,
                           role_label=label)


def _text(p: QPainter, rect: QRectF, text: str, size: float, colour: QColor,
          bold: bool = True, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    p.setFont(theme.font(size, bold))
    p.setPen(colour)
    p.drawText(rect, align, text)


def paint_playing_card(p: QPainter, rect: QRectF, face: PlayingCardFace) -> None:
    c = face.card
    s = rect.width() / theme.CARD_W
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = card_path(rect, theme.CARD_RADIUS * s)
    p.fillPath(path, QColor("#fffdf6"))
    joker = cd.is_joker(c)
    colour = JOKER if joker else suit_colour(cd.suit_of(c))
    # role stripe along the left edge (visible in an overlapping hand)
    if face.role in ROLE_COLOURS:
        p.save()
        p.setClipPath(path)
        p.fillRect(QRectF(rect.left(), rect.top(), 9 * s, rect.height()), ROLE_COLOURS[face.role])
        p.restore()
    left = rect.left() + (11 if face.role else 5) * s
    corner_w = 44 * s
    if joker:
        _paint_joker(p, rect, s, left, corner_w)
    else:
        symbol = SUIT_SYMBOLS[cd.suit_of(c)]
        rank = rank_text(c)
        rank_size = (40 if len(rank) < 2 else 34) * s
        _text(p, QRectF(left, rect.top() + 2 * s, corner_w, 44 * s), rank, rank_size, colour)
        _text(p, QRectF(left, rect.top() + 40 * s, corner_w, 36 * s), symbol, 34 * s, colour,
              bold=False)
        if face.role in ROLE_MARKS:
            _text(p, QRectF(left, rect.top() + 74 * s, corner_w, 30 * s),
                  ROLE_MARKS[face.role], 24 * s, ROLE_COLOURS[face.role].darker(115), bold=False)
        # mirrored index in the bottom-right corner
        p.save()
        p.translate(rect.center())
        p.rotate(180)
        p.translate(-rect.center())
        _text(p, QRectF(rect.left() + 5 * s, rect.top() + 2 * s, corner_w, 44 * s), rank,
              rank_size, colour)
        _text(p, QRectF(rect.left() + 5 * s, rect.top() + 40 * s, corner_w, 36 * s), symbol,
              34 * s, colour, bold=False)
        p.restore()
        body = body_rect(rect)
        if cd.is_face(c):
            _paint_court(p, body, s, face, colour, symbol)
        else:
            _paint_pips(p, body, s, cd.rank_of(c), symbol, colour)
    if face.amount is not None:
        _paint_amount(p, rect, s, face.amount)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(theme.CARD_BORDER, 1.6 * s))
    p.drawPath(path)
    p.restore()


def body_rect(rect: QRectF) -> QRectF:
    """The middle of a card between the two corner indices (pips or the court frame)."""
    s = rect.width() / theme.CARD_W
    return QRectF(rect.left() + 50 * s, rect.top() + 24 * s, rect.width() - 100 * s,
                  rect.height() - 48 * s)


def _paint_pips(p: QPainter, body: QRectF, s: float, rank: int, symbol: str,
                colour: QColor) -> None:
    if rank == 1:
        _text(p, body, symbol, 84 * s, colour, bold=False)
        return
    area = body.adjusted(4 * s, 14 * s, -4 * s, -14 * s)
    size = 30 * s if rank <= 8 else 26 * s
    for fx, fy in PIPS[rank]:
        cx = area.left() + fx * area.width()
        cy = area.top() + fy * area.height()
        box = QRectF(cx - size * 0.7, cy - size * 0.7, size * 1.4, size * 1.4)
        if fy > 0.55:
            p.save()
            p.translate(cx, cy)
            p.rotate(180)
            p.translate(-cx, -cy)
            _text(p, box, symbol, size, colour, bold=False)
            p.restore()
        else:
            _text(p, box, symbol, size, colour, bold=False)


def _paint_court(p: QPainter, body: QRectF, s: float, face: PlayingCardFace, colour: QColor,
                 symbol: str) -> None:
    frame = body.adjusted(0, 4 * s, 0, -4 * s)
    tint = QColor(colour)
    tint.setAlpha(22)
    p.setBrush(tint)
    p.setPen(QPen(colour, 1.4 * s))
    p.drawRoundedRect(frame, 6 * s, 6 * s)
    _text(p, QRectF(frame.left(), frame.top() + 6 * s, frame.width(), 64 * s),
          rank_text(face.card), 56 * s, colour)
    _text(p, QRectF(frame.left(), frame.top() + 64 * s, frame.width(), 40 * s), symbol, 36 * s,
          colour, bold=False)
    toughness = str(cd.toughness(face.card))
    _text(p, QRectF(frame.left(), frame.top() + 104 * s, frame.width(), 26 * s),
          toughness, 20 * s, theme.CARD_TEXT)
    if face.role_label:
        box, size, label = role_label_layout(face.role_label, body, s)
        _text(p, box, label, size, ROLE_COLOURS.get(face.role, theme.CARD_TEXT).darker(130))


def role_label_layout(text: str, body: QRectF, s: float) -> tuple[QRectF, float, str]:
    """Where and how big a court card's role label ("House", "Hero") is painted."""
    frame = body.adjusted(0, 4 * s, 0, -4 * s)
    box = QRectF(frame.left(), frame.bottom() - 24 * s, frame.width(), 20 * s)
    size = _fit(text, box.width() - 4 * s, 13 * s, 10 * s)
    if size is None:
        # "Königshaus", "Kungahus": too long for the frame, so the label takes the free
        # band under it, from the role stripe to the bottom-right index
        box = QRectF(body.left() - 38 * s, body.bottom() + 1 * s, frame.width() + 38 * s,
                     20 * s)
        size = _fit(text, box.width(), 13 * s, 8 * s) or 8 * s
    label = QFontMetricsF(theme.font(size, bold=True)).elidedText(
        text, Qt.TextElideMode.ElideRight, box.width())
    return box, size, label


def _fit(text: str, width: float, size: float, minimum: float) -> float | None:
    """The largest bold size from ``size`` down to ``minimum`` at which ``text`` fits."""
    while size >= minimum:
        if QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(text) <= width:
            return size
        size -= 0.5
    return None


def _paint_joker(p: QPainter, rect: QRectF, s: float, left: float, corner_w: float) -> None:
    _text(p, QRectF(left, rect.top() + 4 * s, corner_w, 40 * s), "★", 36 * s, JOKER, bold=False)
    letters = QCoreApplication.translate("StormaCards", "JOKER")
    f = theme.font(19 * s, True)
    p.setFont(f)
    p.setPen(JOKER)
    y = rect.top() + 46 * s
    for ch in letters[:6]:
        p.drawText(QRectF(left, y, corner_w, 22 * s), Qt.AlignmentFlag.AlignCenter, ch)
        y += 21 * s
    centre = QPointF(rect.center().x() + 18 * s, rect.center().y())
    star = QPainterPath()
    for i in range(10):
        ang = math.pi / 5 * i - math.pi / 2
        rr = (46 if i % 2 == 0 else 20) * s
        pt = QPointF(centre.x() + rr * math.cos(ang), centre.y() + rr * math.sin(ang))
        if i == 0:
            star.moveTo(pt)
        else:
            star.lineTo(pt)
    star.closeSubpath()
    p.fillPath(star, QColor("#e2b93b"))
    p.setPen(QPen(JOKER, 2 * s))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(star)


def _paint_amount(p: QPainter, rect: QRectF, s: float, amount: int) -> None:
    """The damage this card deals, readable in the strip a cascaded stack leaves visible."""
    text = "−" + str(amount)
    f = theme.font(26 * s, True)
    w = QFontMetricsF(f).horizontalAdvance(text) + 12 * s
    box = QRectF(rect.right() - w - 5 * s, rect.top() + 6 * s, w, 36 * s)
    p.setPen(QPen(QColor("#5a0d0d"), 1.5 * s))
    p.setBrush(QColor("#d83a34"))
    p.drawRoundedRect(box, 10 * s, 10 * s)
    p.setFont(f)
    p.setPen(QColor("white"))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
