"""Colours, fonts and sizes of the table: one place so every game looks like the same product.

Sizes are in scene units (the table scene is a fixed 1600 × 1000 logical area that the view
scales to the window), so fonts are pixel sizes in scene units and stay proportional to the
cards at any window size and device pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QRadialGradient

SCENE_W = 1600.0
SCENE_H = 1000.0
SCENE_RECT = QRectF(0.0, 0.0, SCENE_W, SCENE_H)

CARD_W = 150.0
CARD_H = 212.0
CARD_RADIUS = 10.0

FONT_FAMILY = "DejaVu Sans"

# felt
FELT_CENTRE = QColor("#2f7d4a")
FELT_EDGE = QColor("#174a2a")
FELT_LINE = QColor(255, 255, 255, 40)

# cards
CARD_PAPER = QColor("#fbf7ec")
CARD_BORDER = QColor("#3b3427")
CARD_SHADOW = QColor(0, 0, 0, 90)
CARD_TEXT = QColor("#2a241b")
CARD_MUTED = QColor("#6d6251")
BACK_MAIN = QColor("#7a1f2b")
BACK_DARK = QColor("#4e0f19")
BACK_LINE = QColor("#d9b46a")

# highlights
SELECT = QColor("#ffd54a")
FOCUS = QColor("#6ec6ff")
ACCEPT = QColor(255, 230, 120, 70)
ACCEPT_EDGE = QColor("#ffe680")
WINNER = QColor("#ffcc33")
ZONE_EDGE = QColor(255, 255, 255, 70)
ZONE_FILL = QColor(0, 0, 0, 35)
PLATE_FILL = QColor(10, 30, 18, 200)
PLATE_ACTIVE = QColor("#f2c14e")
TEXT_LIGHT = QColor("#f4f1e6")
TEXT_DIM = QColor("#c9d8c9")
BUTTON_FILL = QColor("#f2e6c4")
BUTTON_HOVER = QColor("#fff4d4")
BUTTON_TEXT = QColor("#2a241b")
BUTTON_DISABLED = QColor(200, 200, 190, 120)


def font(pixel_size: float, bold: bool = False, italic: bool = False) -> QFont:
    """The table font at a pixel size in scene units."""
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(pixel_size)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def felt_brush(rect: QRectF) -> QBrush:
    """A soft radial felt: lighter in the middle like a lamp over a card table."""
    centre = rect.center()
    radius = max(rect.width(), rect.height()) * 0.7
    grad = QRadialGradient(QPointF(centre.x(), centre.y() * 0.9), radius)
    grad.setColorAt(0.0, FELT_CENTRE)
    grad.setColorAt(1.0, FELT_EDGE)
    return QBrush(grad)
