"""Geometry of the Storma slottet! table: card scales and where every zone and control sits.

Why apart from the table: the scene is laid out in fixed scene units (the view scales the
whole felt), so the numbers are plain data; keeping them here lets ``table.py`` read as
"what goes where" without a page of rectangles, and a later layout change touches one file.
The viewer's seat is always "bottom", the opponent "top".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from ui.games.storma.items import HealthBar, HouseStrip
from ui.table import theme
from ui.table.plates import Banner, NamePlate
from ui.table.scene import TableScene
from ui.table.zones import Layout

HAND_SCALE = 0.92
OPP_HAND_SCALE = 0.42
ACTIVE_SCALE = 0.8
INF_SCALE = 0.7
DAMAGE_SCALE = 0.55
TROPHY_SCALE = 0.45
PILE_SCALE = 0.6

#: scene geometry per position: (bottom, top)
GEOMETRY: dict[str, dict[str, QRectF]] = {
    "bottom": {
        "hand": QRectF(300, 792, 1000, 200),
        "act": QRectF(600, 488, 150, 222),
        "dmg": QRectF(760, 470, 100, 310),
        "inf": QRectF(320, 508, 135, 200),
        "idmg": QRectF(465, 490, 95, 290),
        "troph": QRectF(1330, 812, 250, 120),
    },
    "top": {
        "hand": QRectF(300, 14, 760, 100),
        "act": QRectF(600, 142, 150, 222),
        "dmg": QRectF(760, 128, 100, 310),
        "inf": QRectF(320, 150, 135, 200),
        "idmg": QRectF(465, 140, 95, 290),
        "troph": QRectF(1090, 14, 250, 110),
    },
}
PLATE_POS = {"bottom": QPointF(20, 900), "top": QPointF(20, 14)}
STRIP_POS = {"bottom": QPointF(20, 818), "top": QPointF(20, 84)}
#: the draw and discard piles, top right
DRAW_RECT = QRectF(1240, 140, 130, 165)
DISCARD_RECT = QRectF(1410, 140, 150, 165)
#: the centre column (banner, dice tray, heal picker, house choice, action buttons)
CENTRE_X = 880.0
CENTRE_W = 680.0
CENTRE_TOP = 340.0
PREDICTION_Y = 578.0
BUTTON_W = 220.0
BUTTON_H = 44.0
#: the action buttons' rows; the lower row ends above the highest a hand card reaches (its
#: selection lift and the badge room of a fan's tilted end card, about y 760), so a
#: selected card never covers a button (a Joker at the right end covered "Heal Infirmary
#: card" when the rows sat at 690 and 742)
BUTTON_TOP = 652.0
BUTTON_STEP = 50.0


#: the four house buttons (two rows of two across the centre column)
HOUSE_W = (CENTRE_W - 20) / 2
HOUSE_H = 64.0


def house_button_pos(suit: int) -> QPointF:
    """The four house buttons in two rows of two between the set-up banner (at
    ``CENTRE_TOP``) and the note under them (the prediction banner at ``PREDICTION_Y``),
    the three gaps equal: the rows are derived from both so neither banner covers a row."""
    top = CENTRE_TOP + Banner.HEIGHT
    gap = (PREDICTION_Y - top - 2 * HOUSE_H) / 3
    return QPointF(CENTRE_X + (suit % 2) * (HOUSE_W + 20),
                   top + gap + (suit // 2) * (HOUSE_H + gap))


def action_button_pos(i: int) -> QPointF:
    """The ``i``-th shown action button: rows of three under the prediction banner."""
    return QPointF(CENTRE_X + (i % 3) * (BUTTON_W + 10), BUTTON_TOP + (i // 3) * BUTTON_STEP)


def cd_height(scale: float) -> float:
    return theme.CARD_H * scale


def cd_width(scale: float) -> float:
    return theme.CARD_W * scale


def layout_seats(sc: TableScene, bottom: int, plates: Sequence[NamePlate],
                 strips: Sequence[HouseStrip], act_bars: Sequence[HealthBar],
                 inf_bars: Sequence[HealthBar]) -> None:
    """Put seat ``bottom``'s zones, plate, house strip and points bars at the bottom (its hand
    fanned and large), the other seat's at the top (its hand a small row of backs)."""
    for s in range(2):
        where = "bottom" if s == bottom else "top"
        geo = GEOMETRY[where]
        for name in ("hand", "act", "dmg", "inf", "idmg", "troph"):
            sc.zone(f"{name}{s}").set_rect(geo[name])
        hand = sc.zone(f"hand{s}")
        hand.card_scale = HAND_SCALE if where == "bottom" else OPP_HAND_SCALE
        hand.layout = Layout.FAN if where == "bottom" else Layout.ROW
        plates[s].setPos(PLATE_POS[where])
        strips[s].setPos(STRIP_POS[where])
        act = geo["act"]
        act_bars[s].w = act.width()
        act_bars[s].setPos(act.left(), act.top() + 8 + cd_height(ACTIVE_SCALE) + 6)
        inf = geo["inf"]
        inf_bars[s].w = inf.width()
        inf_bars[s].setPos(inf.left(), inf.top() + 8 + cd_height(INF_SCALE) + 6)
