"""Card painting from data with QPainter: crisp at any size and device pixel ratio, no art files.

A game describes a card face as a ``CardFace`` (title, kind line, property rows or a big centre
text, accent colour); this module paints it inside a card frame.  Backs have a woven pattern so
a face-down card never looks like an empty slot.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPicture,
)

from ui.table import theme


@dataclass(frozen=True)
class FaceRow:
    """One labelled value on a card (a property and its value)."""

    label: str
    value: str
    emphasis: bool = False


@dataclass(frozen=True)
class CardFace:
    """Everything painted on a card's face; built by the game's table from its card data."""

    title: str
    kind: str = ""
    rows: tuple[FaceRow, ...] = ()
    centre: str = ""
    centre_sub: str = ""
    accent: str = "#3c6e9e"
    corner: str = ""
    footer: str = ""
    extra: tuple[str, ...] = field(default_factory=tuple)


def card_path(rect: QRectF, radius: float = theme.CARD_RADIUS) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _fit_font_size(text: str, width: float, size: float, bold: bool, minimum: float) -> float:
    """Largest pixel size <= ``size`` at which ``text`` fits ``width`` (never below ``minimum``)."""
    while size > minimum:
        if QFontMetricsF(theme.font(size, bold)).horizontalAdvance(text) <= width:
            return size
        size -= 0.5
    return minimum


def title_layout(title: str, width: float, scale: float) -> tuple[float, list[str]]:
    """Font size and lines of a card title ``width`` wide on a card at ``scale``.

    Why: an elided name ("Siebenmeilenstie…") is the first thing a player notices on a small
    card.  The title first shrinks a little (to 11.5/16 of its size); then a title of several
    words wraps onto two lines in the header band when that gives clearly bigger letters than
    shrinking further; a single long word shrinks down to 8.5/16; only what still does not
    fit is elided.
    """
    full, least = 16 * scale, 8.5 * scale
    one = _fit_font_size(title, width, full, True, least)
    if one >= 11.5 * scale and _advance(title, one) <= width:
        return one, [title]
    words = title.split(" ")
    if len(words) > 1:
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        size = 12.5 * scale  # two lines and the kind line share the 50-unit header band
        while size >= one + 1 * scale:
            fitting = [sp for sp in splits if max(_advance(x, size) for x in sp) <= width]
            if fitting:
                best = min(fitting, key=lambda sp: max(_advance(x, size) for x in sp))
                return size, list(best)
            size -= 0.5 * scale
    if _advance(title, one) <= width:
        return one, [title]
    f = QFontMetricsF(theme.font(one, bold=True))
    return one, [f.elidedText(title, Qt.TextElideMode.ElideRight, width)]


def _advance(text: str, size: float) -> float:
    return QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(text)


def row_rects(rect: QRectF, n_rows: int) -> list[QRectF]:
    """Where the property rows sit on a face (also used for clicking a row)."""
    scale = rect.width() / theme.CARD_W
    top = rect.top() + 62 * scale
    bottom = rect.bottom() - 14 * scale
    if n_rows == 0:
        return []
    h = min(26 * scale, (bottom - top) / n_rows)
    return [
        QRectF(rect.left() + 8 * scale, top + i * h, rect.width() - 16 * scale, h - 2 * scale)
        for i in range(n_rows)
    ]


def paint_face(p: QPainter, rect: QRectF, face: CardFace, title_reserve: float = 0.0,
               hover_row: int | None = None) -> None:
    """Paint ``face`` into ``rect`` (any size; fonts scale with the card width).

    ``title_reserve`` keeps that much of the title line free on the right (for a badge);
    ``hover_row`` outlines the row under the pointer (the property picker).

    A face with a ``paint_on(painter, rect)`` method (a game's own card design, such as the
    standard playing cards of Storma slottet!) paints itself instead.
    """
    custom = getattr(face, "paint_on", None)
    if custom is not None:
        custom(p, rect)
        return
    scale = rect.width() / theme.CARD_W
    accent = QColor(face.accent)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = card_path(rect, theme.CARD_RADIUS * scale)
    p.fillPath(path, theme.CARD_PAPER)
    # header band in the card's accent colour
    header = QRectF(rect.left(), rect.top(), rect.width(), 50 * scale)
    p.save()
    p.setClipPath(path)
    grad = QLinearGradient(header.topLeft(), header.bottomLeft())
    grad.setColorAt(0.0, accent.lighter(120))
    grad.setColorAt(1.0, accent)
    p.fillRect(header, grad)
    p.restore()
    inner = rect.adjusted(7 * scale, 0, -7 * scale, 0)
    # title (shrinks to fit, wraps onto two lines, and only then elides)
    title_w = max(10.0, inner.width() - title_reserve)
    size, lines = title_layout(face.title, title_w, scale)
    f = theme.font(size, bold=True)
    p.setFont(f)
    p.setPen(QColor("white"))
    if len(lines) == 1:
        p.drawText(QRectF(inner.left(), rect.top() + 5 * scale, title_w, 24 * scale),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, lines[0])
        kind_top = 28 * scale
    else:  # two tight lines; the kind line moves down to the foot of the header band
        line_h = QFontMetricsF(f).height()
        for i, line in enumerate(lines):
            p.drawText(QRectF(inner.left(), rect.top() + 3 * scale + i * line_h, title_w,
                              line_h),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
        kind_top = 3 * scale + 2 * line_h
    if face.kind:
        f = theme.font(10.5 * scale if len(lines) == 1 else 9.5 * scale, italic=True)
        p.setFont(f)
        p.setPen(QColor(255, 255, 255, 220))
        p.drawText(QRectF(inner.left(), rect.top() + kind_top, inner.width(),
                          min(18 * scale, 50 * scale - kind_top)),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   QFontMetricsF(f).elidedText(face.kind, Qt.TextElideMode.ElideRight,
                                               inner.width()))
    if face.corner:
        f = theme.font(11 * scale, bold=True)
        p.setFont(f)
        p.setPen(QColor(255, 255, 255, 200))
        p.drawText(QRectF(inner.left(), rect.top() + kind_top, inner.width(),
                          min(18 * scale, 50 * scale - kind_top)),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, face.corner)
    # property rows
    rects = row_rects(rect, len(face.rows))
    for i, (row, rr) in enumerate(zip(face.rows, rects, strict=True)):
        if i == hover_row:
            p.setPen(QPen(theme.FOCUS.darker(130), 2.0 * scale))
            p.setBrush(QColor(110, 198, 255, 90))
            p.drawRoundedRect(rr, 4 * scale, 4 * scale)
        elif row.emphasis:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.SELECT)
            p.drawRoundedRect(rr, 4 * scale, 4 * scale)
        elif i % 2 == 0:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 14))
            p.drawRoundedRect(rr, 4 * scale, 4 * scale)
        label_font = theme.font(12.5 * scale, bold=row.emphasis)
        value_font = theme.font(14 * scale, bold=True)
        p.setPen(theme.CARD_TEXT)
        value_w = QFontMetricsF(value_font).horizontalAdvance("00") + 4 * scale
        label_rect = rr.adjusted(5 * scale, 0, -value_w - 4 * scale, 0)
        p.setFont(label_font)
        p.drawText(label_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   QFontMetricsF(label_font).elidedText(row.label, Qt.TextElideMode.ElideRight,
                                                        label_rect.width()))
        p.setFont(value_font)
        p.drawText(rr.adjusted(0, 0, -5 * scale, 0),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, row.value)
    # centre text (objects, super-trumps)
    if face.centre:
        body = QRectF(inner.left(), rect.top() + 62 * scale, inner.width(),
                      rect.height() - 90 * scale)
        size = _fit_font_size(face.centre, body.width(), 30 * scale, True, 12 * scale)
        f = theme.font(size, bold=True)
        p.setFont(f)
        p.setPen(accent.darker(130))
        p.drawText(QRectF(body.left(), body.top() + body.height() * 0.18, body.width(),
                          body.height() * 0.35),
                   Qt.AlignmentFlag.AlignCenter, face.centre)
        if face.centre_sub:
            box = QRectF(body.left(), body.top() + body.height() * 0.55, body.width(),
                         body.height() * 0.45)
            flags = (Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                     | Qt.TextFlag.TextWordWrap)
            # a wrapped sentence shrinks until its last line is inside the card
            size = 13 * scale
            while size > 8 * scale and QFontMetricsF(theme.font(size)).boundingRect(
                    box, int(flags), face.centre_sub).height() > box.height():
                size -= 0.5 * scale
            p.setFont(theme.font(size))
            p.setPen(theme.CARD_TEXT)
            p.drawText(box, flags, face.centre_sub)
    if face.footer:
        f = theme.font(10 * scale, italic=True)
        p.setFont(f)
        p.setPen(theme.CARD_MUTED)
        p.drawText(QRectF(inner.left(), rect.bottom() - 20 * scale, inner.width(), 16 * scale),
                   Qt.AlignmentFlag.AlignCenter,
                   QFontMetricsF(f).elidedText(face.footer, Qt.TextElideMode.ElideRight,
                                               inner.width()))
    # frame
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(theme.CARD_BORDER, 1.6 * scale))
    p.drawPath(path)
    p.setPen(QPen(accent.lighter(150), 1.0 * scale))
    p.drawPath(card_path(rect.adjusted(3 * scale, 3 * scale, -3 * scale, -3 * scale),
                         (theme.CARD_RADIUS - 3) * scale))
    p.restore()


def paint_back(p: QPainter, rect: QRectF) -> None:
    """A face-down card: dark red with a gold lattice and a centre medallion.

    Drawn from a recorded ``QPicture`` per card size: the lattice is a hundred lines, and a
    hundred Python calls per back made a table of backs slow to repaint — hundreds of
    milliseconds while a computer's search held the interpreter (``ui/session.py``)."""
    p.drawPicture(rect.topLeft(), _back_picture(round(rect.width(), 2),
                                                round(rect.height(), 2)))


@functools.lru_cache(maxsize=64)
def _back_picture(width: float, height: float) -> QPicture:
    picture = QPicture()
    painter = QPainter(picture)
    _draw_back(painter, QRectF(0.0, 0.0, width, height))
    painter.end()
    return picture


def _draw_back(p: QPainter, rect: QRectF) -> None:
    scale = rect.width() / theme.CARD_W
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = card_path(rect, theme.CARD_RADIUS * scale)
    p.fillPath(path, theme.CARD_PAPER)
    inner = rect.adjusted(7 * scale, 7 * scale, -7 * scale, -7 * scale)
    inner_path = card_path(inner, 6 * scale)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0.0, theme.BACK_MAIN)
    grad.setColorAt(1.0, theme.BACK_DARK)
    p.fillPath(inner_path, grad)
    p.save()
    p.setClipPath(inner_path)
    pen = QPen(QColor(theme.BACK_LINE.red(), theme.BACK_LINE.green(), theme.BACK_LINE.blue(), 90),
               1.2 * scale)
    p.setPen(pen)
    step = 14 * scale
    span = inner.width() + inner.height()
    x = -span
    while x < span:
        p.drawLine(QPointF(inner.left() + x, inner.top()),
                   QPointF(inner.left() + x + inner.height(), inner.bottom()))
        p.drawLine(QPointF(inner.left() + x + inner.height(), inner.top()),
                   QPointF(inner.left() + x, inner.bottom()))
        x += step
    p.restore()
    # medallion
    c = inner.center()
    r = min(inner.width(), inner.height()) * 0.26
    p.setPen(QPen(theme.BACK_LINE, 2.0 * scale))
    p.setBrush(theme.BACK_DARK)
    p.drawEllipse(c, r, r)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r * 0.72, r * 0.72)
    star = QPainterPath()
    for i in range(8):
        ang = math.pi / 4 * i - math.pi / 2
        rr = r * (0.62 if i % 2 == 0 else 0.26)
        pt = QPointF(c.x() + rr * math.cos(ang), c.y() + rr * math.sin(ang))
        if i == 0:
            star.moveTo(pt)
        else:
            star.lineTo(pt)
    star.closeSubpath()
    p.fillPath(star, theme.BACK_LINE)
    p.setPen(QPen(theme.BACK_LINE, 1.2 * scale))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(inner_path)
    p.setPen(QPen(theme.CARD_BORDER, 1.6 * scale))
    p.drawPath(path)
    p.restore()
