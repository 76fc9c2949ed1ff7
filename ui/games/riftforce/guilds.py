"""The ten guilds as the table shows them: translated names and ability texts, colours, icons.

Why icon *and* colour: colour alone fails for colour-blind players (Water/Ice, Fire/Earth), so
every guild also has its own silhouette, painted from a ``QPainterPath`` in a 100 × 100 box so
it stays crisp at any card size.  Names and ability texts are translated at paint time
(context ``"riftforce"``) so a run-time language switch shows at once.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QTransform

from engine.core import QT_TRANSLATE_NOOP
from ui.table import theme

#: guild colours: distinct hues and lightness steps; the icon carries the distinction too
COLOURS: dict[str, str] = {
    "fire": "#d0451b",
    "water": "#1f5fae",
    "ice": "#3aa6c9",
    "light": "#c99a06",
    "air": "#7d93a6",
    "earth": "#7a4a22",
    "plant": "#2e8b3e",
    "thunderbolt": "#7443a8",
    "shadow": "#34323f",
    "crystal": "#c0508f",
}

#: the colour-safe theme's guild colours, searched for the largest smallest CIEDE2000 distance of
#: any pair under protanopia, deuteranopia and tritanopia (18; the classic colours fall to 1.5,
#: Water and Thunderbolt) while each stays near its guild's hue and bright white text stays
#: legible on it; the pairs under 20 tell apart by the icon (``tests/ui/test_colour_safe.py``)
SAFE_COLOURS: dict[str, str] = {
    "fire": "#d6110a",
    "water": "#0b06fb",
    "ice": "#7380ed",
    "light": "#fa8f24",
    "air": "#797189",
    "earth": "#470800",
    "plant": "#24c499",
    "thunderbolt": "#54336a",
    "shadow": "#04011b",
    "crystal": "#93374b",
}

NAMES: dict[str, str] = {
    "fire": QT_TRANSLATE_NOOP("riftforce", "Fire"),
    "water": QT_TRANSLATE_NOOP("riftforce", "Water"),
    "ice": QT_TRANSLATE_NOOP("riftforce", "Ice"),
    "light": QT_TRANSLATE_NOOP("riftforce", "Light"),
    "air": QT_TRANSLATE_NOOP("riftforce", "Air"),
    "earth": QT_TRANSLATE_NOOP("riftforce", "Earth"),
    "plant": QT_TRANSLATE_NOOP("riftforce", "Plant"),
    "thunderbolt": QT_TRANSLATE_NOOP("riftforce", "Thunderbolt"),
    "shadow": QT_TRANSLATE_NOOP("riftforce", "Shadow"),
    "crystal": QT_TRANSLATE_NOOP("riftforce", "Crystal"),
}

ABILITIES: dict[str, str] = {
    "fire": QT_TRANSLATE_NOOP(
        "riftforce", "3 damage to the first enemy here. Then 1 damage to your elemental "
        "directly behind this Fire."),
    "water": QT_TRANSLATE_NOOP(
        "riftforce", "2 damage to the first enemy here. Move this Water to an adjacent "
        "location, then 1 damage to the first enemy there."),
    "ice": QT_TRANSLATE_NOOP(
        "riftforce", "The last enemy here takes 4 damage if it is already damaged, "
        "otherwise 1."),
    "light": QT_TRANSLATE_NOOP(
        "riftforce", "2 damage to the first enemy here. Then remove 1 damage from this Light "
        "or any of your elementals."),
    "air": QT_TRANSLATE_NOOP(
        "riftforce", "Move this Air to any other location. 1 damage to the first enemy there "
        "and at each adjacent location."),
    "earth": QT_TRANSLATE_NOOP(
        "riftforce", "When played: 1 damage to each enemy here. Activated: 2 damage to the "
        "first enemy here."),
    "plant": QT_TRANSLATE_NOOP(
        "riftforce", "Choose an adjacent location: 2 damage to the first enemy there, then "
        "pull it to this Plant's location."),
    "thunderbolt": QT_TRANSLATE_NOOP(
        "riftforce", "2 damage to any enemy here. If that destroys it, once more to another "
        "enemy here."),
    "shadow": QT_TRANSLATE_NOOP(
        "riftforce", "Move this Shadow to any other location. 1 damage to the first enemy "
        "there; if that destroys it, gain 1 extra Riftforce."),
    "crystal": QT_TRANSLATE_NOOP(
        "riftforce", "4 damage to the first enemy here. When this Crystal is destroyed, the "
        "opponent gains 1 extra Riftforce."),
}

#: a few words per guild for the reference rows when the window is too small for the whole
#: ability text at a readable size (the full text is in the row's tooltip)
GISTS: dict[str, str] = {
    "fire": QT_TRANSLATE_NOOP("riftforce", "3 to the first enemy, 1 to yours behind"),
    "water": QT_TRANSLATE_NOOP("riftforce", "2 here, move next door, 1 there"),
    "ice": QT_TRANSLATE_NOOP("riftforce", "Last enemy: 4 if damaged, else 1"),
    "light": QT_TRANSLATE_NOOP("riftforce", "2 to the first enemy, heal 1 of yours"),
    "air": QT_TRANSLATE_NOOP("riftforce", "Move anywhere, 1 there and next door"),
    "earth": QT_TRANSLATE_NOOP("riftforce", "Played: 1 to each enemy; activated: 2"),
    "plant": QT_TRANSLATE_NOOP("riftforce", "2 to an enemy next door, pull it here"),
    "thunderbolt": QT_TRANSLATE_NOOP("riftforce", "2 to any enemy here; kill: once more"),
    "shadow": QT_TRANSLATE_NOOP("riftforce", "Move anywhere, 1 there; kill: +1 Riftforce"),
    "crystal": QT_TRANSLATE_NOOP("riftforce", "4 to the first enemy; dies: foe +1 Riftforce"),
}


def name(guild: str) -> str:
    return QCoreApplication.translate("riftforce", NAMES[guild])


def ability(guild: str) -> str:
    return QCoreApplication.translate("riftforce", ABILITIES[guild])


def gist(guild: str) -> str:
    return QCoreApplication.translate("riftforce", GISTS[guild])


def colour(guild: str) -> QColor:
    """The guild's colour in the card theme of the moment (``theme.colour_safe``)."""
    return QColor((SAFE_COLOURS if theme.colour_safe() else COLOURS)[guild])


# ---------------------------------------------------------------------------------------------
# Icons: closed paths in a 100 × 100 box
# ---------------------------------------------------------------------------------------------


def _stroke(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path).simplified()


def _fire() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(50, 4)
    p.cubicTo(62, 28, 86, 40, 84, 66)
    p.cubicTo(82, 88, 66, 97, 50, 97)
    p.cubicTo(30, 97, 16, 84, 17, 64)
    p.cubicTo(18, 48, 30, 40, 34, 26)
    p.cubicTo(42, 38, 40, 48, 46, 56)
    p.cubicTo(52, 42, 54, 26, 50, 4)
    p.closeSubpath()
    inner = QPainterPath()
    inner.moveTo(50, 60)
    inner.cubicTo(60, 70, 66, 78, 62, 86)
    inner.cubicTo(58, 92, 42, 92, 38, 86)
    inner.cubicTo(34, 78, 44, 72, 50, 60)
    inner.closeSubpath()
    return p.subtracted(inner)


def _water() -> QPainterPath:
    line = QPainterPath()
    for row in range(3):
        y = 26 + row * 24
        line.moveTo(8, y)
        for i in range(4):
            x = 8 + i * 21
            line.cubicTo(x + 5, y - 10, x + 16, y - 10, x + 21, y)
    return _stroke(line, 10)


def _ice() -> QPainterPath:
    p = QPainterPath()
    c = QPointF(50, 50)
    for k in range(6):
        a = math.pi / 3 * k
        tip = QPointF(c.x() + 44 * math.cos(a), c.y() + 44 * math.sin(a))
        p.moveTo(c)
        p.lineTo(tip)
        mid = QPointF(c.x() + 28 * math.cos(a), c.y() + 28 * math.sin(a))
        for side in (-1, 1):
            b = a + side * math.pi / 4
            p.moveTo(mid)
            p.lineTo(QPointF(mid.x() + 14 * math.cos(b), mid.y() + 14 * math.sin(b)))
    return _stroke(p, 8)


def _light() -> QPainterPath:
    rays = QPainterPath()
    for k in range(8):
        a = math.pi / 4 * k
        rays.moveTo(QPointF(50 + 32 * math.cos(a), 50 + 32 * math.sin(a)))
        rays.lineTo(QPointF(50 + 46 * math.cos(a), 50 + 46 * math.sin(a)))
    p = _stroke(rays, 9)
    disc = QPainterPath()
    disc.addEllipse(QPointF(50, 50), 23, 23)
    return p.united(disc)


def _air() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(6, 34)
    p.lineTo(64, 34)
    p.arcTo(QRectF(52, 10, 24, 24), 270, 270)
    p.moveTo(6, 54)
    p.lineTo(80, 54)
    p.arcTo(QRectF(70, 34, 20, 20), 270, 270)
    p.moveTo(16, 74)
    p.lineTo(56, 74)
    p.arcTo(QRectF(44, 74, 24, 24), 90, -270)
    return _stroke(p, 8)


def _earth() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(2, 88)
    p.lineTo(36, 24)
    p.lineTo(52, 52)
    p.lineTo(66, 34)
    p.lineTo(98, 88)
    p.closeSubpath()
    snow = QPainterPath()
    snow.moveTo(36, 24)
    snow.lineTo(46, 43)
    snow.lineTo(36, 38)
    snow.lineTo(27, 42)
    snow.closeSubpath()
    return p.subtracted(snow)


def _plant() -> QPainterPath:
    leaf = QPainterPath()
    leaf.moveTo(20, 84)
    leaf.cubicTo(14, 40, 46, 10, 90, 8)
    leaf.cubicTo(90, 52, 62, 88, 20, 84)
    leaf.closeSubpath()
    vein = QPainterPath()
    vein.moveTo(12, 94)
    vein.cubicTo(36, 64, 54, 44, 78, 22)
    return leaf.subtracted(_stroke(vein, 6)).united(_stroke(_clip_line(12, 94, 26, 78), 6))


def _clip_line(x1: float, y1: float, x2: float, y2: float) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(x1, y1)
    p.lineTo(x2, y2)
    return p


def _thunderbolt() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(60, 2)
    p.lineTo(18, 56)
    p.lineTo(46, 56)
    p.lineTo(34, 98)
    p.lineTo(84, 38)
    p.lineTo(55, 38)
    p.lineTo(70, 2)
    p.closeSubpath()
    return p


def _shadow() -> QPainterPath:
    moon = QPainterPath()
    moon.addEllipse(QPointF(50, 50), 42, 42)
    bite = QPainterPath()
    bite.addEllipse(QPointF(70, 36), 36, 36)
    return moon.subtracted(bite)


def _crystal() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(28, 10)
    p.lineTo(72, 10)
    p.lineTo(94, 36)
    p.lineTo(50, 94)
    p.lineTo(6, 36)
    p.closeSubpath()
    facets = QPainterPath()
    facets.moveTo(6, 36)
    facets.lineTo(94, 36)
    facets.moveTo(36, 36)
    facets.lineTo(50, 90)
    facets.lineTo(64, 36)
    facets.moveTo(28, 10)
    facets.lineTo(36, 36)
    facets.moveTo(72, 10)
    facets.lineTo(64, 36)
    return p.subtracted(_stroke(facets, 4))


_BUILDERS = {
    "fire": _fire, "water": _water, "ice": _ice, "light": _light, "air": _air,
    "earth": _earth, "plant": _plant, "thunderbolt": _thunderbolt, "shadow": _shadow,
    "crystal": _crystal,
}


@cache
def icon_path(guild: str) -> QPainterPath:
    """The guild's silhouette in a 100 × 100 box (cached: paths are immutable values)."""
    return _BUILDERS[guild]()


def paint_icon(p: QPainter, guild: str, rect: QRectF, fill: QColor,
               outline: QColor | None = None) -> None:
    """Paint the guild icon centred in ``rect`` (square fit)."""
    side = min(rect.width(), rect.height())
    tr = QTransform()
    tr.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    tr.scale(side / 100.0, side / 100.0)
    path = tr.map(icon_path(guild))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if outline is not None:
        p.setPen(QPen(outline, max(1.0, side / 40.0)))
    else:
        p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawPath(path)
    p.restore()
