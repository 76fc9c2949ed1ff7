"""The eight Ordet fanger symbols painted as distinct shapes in distinct colours.

Why shape *and* colour: a duel starts when two symbols are equal, and about one person in twelve
cannot tell some colours apart, so every symbol is recognisable by its outline alone; the colours
come from the Okabe-Ito palette (distinguishable with the common colour-vision deficiencies) and
every shape gets a dark outline so the light ones read on cream card paper too.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

#: symbol name -> fill colour (Okabe-Ito)
COLOURS: dict[str, str] = {
    "circle": "#0072B2",  # blue
    "square": "#E69F00",  # orange
    "triangle": "#009E73",  # bluish green
    "star": "#F0E442",  # yellow
    "diamond": "#D55E00",  # vermillion
    "cross": "#3a3a3a",  # near black
    "heart": "#CC79A7",  # reddish purple
    "moon": "#56B4E9",  # sky blue
}
OUTLINE = QColor("#1d1a14")


def colour(name: str) -> QColor:
    return QColor(COLOURS.get(name, "#777777"))


def symbol_path(name: str, rect: QRectF) -> QPainterPath:
    """The outline of symbol ``name`` filling ``rect`` (square-ish) as a painter path."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side / 2
    path = QPainterPath()
    if name == "circle":
        path.addEllipse(c, r * 0.92, r * 0.92)
    elif name == "square":
        s = r * 0.8
        path.addRect(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s))
    elif name == "triangle":
        path.addPolygon(QPolygonF([QPointF(c.x(), c.y() - r * 0.95),
                                   QPointF(c.x() + r * 0.98, c.y() + r * 0.75),
                                   QPointF(c.x() - r * 0.98, c.y() + r * 0.75)]))
        path.closeSubpath()
    elif name == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.42
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a) + r * 0.06))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    elif name == "diamond":
        path.addPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.7, c.y()),
                                   QPointF(c.x(), c.y() + r), QPointF(c.x() - r * 0.7, c.y())]))
        path.closeSubpath()
    elif name == "cross":
        w, e = r * 0.34, r * 0.9
        arms = [(-w, -e), (w, -e), (w, -w), (e, -w), (e, w), (w, w), (w, e), (-w, e),
               (-w, w), (-e, w), (-e, -w), (-w, -w)]
        path.addPolygon(QPolygonF([QPointF(c.x() + x, c.y() + y) for x, y in arms]))
        path.closeSubpath()
    elif name == "heart":
        top = c.y() - r * 0.55
        path.moveTo(c.x(), c.y() + r * 0.9)
        path.cubicTo(c.x() - r * 1.25, c.y() + r * 0.05, c.x() - r * 0.85, top - r * 0.65,
                     c.x(), top)
        path.cubicTo(c.x() + r * 0.85, top - r * 0.65, c.x() + r * 1.25, c.y() + r * 0.05,
                     c.x(), c.y() + r * 0.9)
        path.closeSubpath()
    elif name == "moon":
        outer = QPainterPath()
        outer.addEllipse(c, r * 0.92, r * 0.92)
        bite = QPainterPath()
        bite.addEllipse(QPointF(c.x() + r * 0.45, c.y() - r * 0.2), r * 0.75, r * 0.75)
        path = outer.subtracted(bite)
    else:
        path.addEllipse(c, r * 0.5, r * 0.5)
    return path


def paint_symbol(painter: QPainter, name: str, rect: QRectF, dimmed: bool = False) -> None:
    """Paint symbol ``name`` into ``rect`` (filled shape with a dark outline)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = colour(name)
    if dimmed:
        fill.setAlpha(110)
    side = min(rect.width(), rect.height())
    painter.setPen(QPen(OUTLINE, max(1.0, side * 0.05), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(fill)
    painter.drawPath(symbol_path(name, rect))
    painter.restore()
