"""Colours, fonts and sizes of the table: one place so every game looks like the same product.

Sizes are in scene units (the table scene is a fixed 1600 × 1000 logical area that the view
scales to the window), so fonts are pixel sizes in scene units and stay proportional to the
cards at any window size and device pixel ratio.

Two palettes (``CLASSIC``, ``COLOUR_SAFE``): Settings → "High-contrast / colour-safe cards"
switches the felt, the frames and — through ``colour_safe()``, which the games' faces ask — the
suit and guild colours to ones that stay apart under protanopia, deuteranopia and tritanopia
(``tests/ui/test_colour_safe.py`` simulates them and measures CIEDE2000).  The switch rebinds
this module's colour names, so every painter that reads ``theme.FOCUS`` at paint time follows.

Large text: the application's font takes the system font's size (``ui_font``), and text sized
in pixels grows with it (``text_scale``, ``px``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QRadialGradient

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QSettings
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

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

# highlights (HINT: the gold frames of a hint, ``hint_marks``)
SELECT = QColor("#ffd54a")
HINT = QColor("#ffd54a")
#: a health bar's colours: plenty left, half, little (``Palette.health``)
HEALTH: tuple[QColor, ...] = (QColor("#3fae5a"), QColor("#e0a526"), QColor("#d8463c"))
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


#: the size (pt) of the UI font Tabletop is laid out for; a larger system font makes its text
#: larger (``ui_font``, ``text_scale``), a smaller one does not make it smaller
BASE_POINTS = 10.0
#: how far text follows a large system font (beyond it the table's layout would break)
MAX_TEXT_SCALE = 2.0


def ui_font(family: str) -> QFont:
    """The application's font: the bundled ``family`` at the system font's size, at least
    ``BASE_POINTS`` — so large text set on the desktop is large in Tabletop too.  Called
    before the application's font is set (``QGuiApplication.font()`` is the desktop's)."""
    from PySide6.QtGui import QGuiApplication

    system = QGuiApplication.font().pointSizeF()
    size = min(BASE_POINTS * MAX_TEXT_SCALE, max(BASE_POINTS, system))
    f = QFont(family)
    f.setPointSizeF(size)
    return f


def text_scale() -> float:
    """How much larger than ``BASE_POINTS`` the application's font is (1.0 to
    ``MAX_TEXT_SCALE``): the factor for text sized in pixels (the smallest text of a callout
    or a hint on screen, the welcome page's and Ordet's answer bar's style sheets)."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        return 1.0
    points = QGuiApplication.font().pointSizeF()
    return min(MAX_TEXT_SCALE, max(1.0, points / BASE_POINTS)) if points > 0 else 1.0


def px(size: float) -> str:
    """``size`` pixels of text, following the system font, for a style sheet ("15px")."""
    return f"{round(size * text_scale())}px"


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


@dataclass(frozen=True)
class Palette:
    """The colours a card theme changes on the felt (the faces' colours ask ``colour_safe``)."""

    felt_centre: str
    felt_edge: str
    focus: str
    select: str
    hint: str
    accept_edge: str
    winner: str
    #: health bars and life segments: plenty left, half, little (Storma's bar, Riftforce's)
    health: tuple[str, str, str] = ("#3fae5a", "#e0a526", "#d8463c")


CLASSIC = Palette(felt_centre="#2f7d4a", felt_edge="#174a2a", focus="#6ec6ff", select="#ffd54a",
                  hint="#ffd54a", accept_edge="#ffe680", winner="#ffcc33")
#: a dark slate-blue felt: blue and yellow are the axis every common colour-vision deficiency
#: keeps (tritanopia aside, which keeps red–cyan), so light yellow frames and the light blue
#: focus stand out from it under all three, and the red/green of a green felt is gone
COLOUR_SAFE = Palette(felt_centre="#2a4766", felt_edge="#15243a", focus="#6ec6ff",
                      select="#ffc20a", hint="#ffc20a", accept_edge="#ffe680", winner="#ffcc33",
                      health=("#4dd0e1", "#f0e442", "#b3261e"))

#: the QSettings key of the colour-safe theme ("true"/"false")
SETTINGS_KEY = "view/colour_safe"
_safe = [False]


def colour_safe() -> bool:
    """Whether the colour-safe card theme is on (the games' faces pick their colours by it)."""
    return _safe[0]


def palette() -> Palette:
    return COLOUR_SAFE if _safe[0] else CLASSIC


def set_colour_safe(on: bool) -> None:
    """Switch the theme: rebind the felt's and the frames' colours (``refresh`` repaints)."""
    global FELT_CENTRE, FELT_EDGE, FOCUS, SELECT, HINT, ACCEPT_EDGE, WINNER, HEALTH
    _safe[0] = on
    p = palette()
    HEALTH = tuple(QColor(c) for c in p.health)
    FELT_CENTRE, FELT_EDGE = QColor(p.felt_centre), QColor(p.felt_edge)
    FOCUS, SELECT, HINT = QColor(p.focus), QColor(p.select), QColor(p.hint)
    ACCEPT_EDGE, WINNER = QColor(p.accept_edge), QColor(p.winner)


def refresh() -> None:
    """Repaint every table: each item and each view caches its painting (and the felt)."""
    from PySide6.QtWidgets import QApplication, QGraphicsView

    for widget in QApplication.allWidgets():
        if isinstance(widget, QGraphicsView):
            widget.resetCachedContent()
            scene = widget.scene()
            if scene is not None:
                for item in scene.items():
                    item.update()
                scene.update()
            widget.viewport().update()


def load(settings: QSettings) -> None:
    """The theme the person chose last time (before the first paint: no flash of the other)."""
    set_colour_safe(str(settings.value(SETTINGS_KEY, "false")) == "true")


def settings_action(parent: QObject, menu: QMenu, settings: QSettings) -> QAction:
    """The checkable Settings entry that switches the theme, remembered in ``settings``."""
    from PySide6.QtGui import QAction

    action = QAction(parent)
    action.setObjectName("colour_safe")
    action.setCheckable(True)
    action.setChecked(colour_safe())

    def toggled(on: bool) -> None:
        settings.setValue(SETTINGS_KEY, "true" if on else "false")
        set_colour_safe(on)
        refresh()

    action.toggled.connect(toggled)
    menu.addAction(action)
    retranslate(action)
    return action


def retranslate(action: QAction) -> None:
    action.setText(QCoreApplication.translate("MainWindow", "High-contrast / &colour-safe cards"))
