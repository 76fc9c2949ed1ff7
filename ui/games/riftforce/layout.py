"""Where things sit on the Riftforce felt (scene units of the 1600 × 1000 felt).

Why a module of its own: the geometry (five location columns with the Rift between the two
seats' lines, the piles and question panel on the right, the guild rows on the left) is
independent of what is shown in it; the table builds its items and asks here where they go,
in particular when the person at the screen changes and both seats swap sides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from engine.riftforce.cards import NUM_LOCATIONS
from ui.games.riftforce.faces import STRIP
from ui.table import theme
from ui.table.zones import Layout

if TYPE_CHECKING:
    from ui.games.riftforce.table import RiftforceTable

COL_X0 = 320.0
COL_W = 184.0
TOP_LINE_Y, LINE_H = 84.0, 286.0
RIFT_Y, RIFT_H = 372.0, 56.0
BOTTOM_LINE_Y = 430.0
LINE_SCALE = 0.6
HAND_SCALE = 0.85
PILE_SCALE = 0.55
RIGHT_X = 1254.0
#: the question panel's top, the step between its buttons, and the lowest a button may end
#: (above the bottom seat's piles)
PROMPT_Y = 258.0  # below the top piles' two-line labels
BUTTON_STEP = 54.0
BUTTONS_BOTTOM = 732.0


def col_x(loc: int) -> float:
    return COL_X0 + loc * COL_W


def rift_rect(loc: int) -> QRectF:
    """The Rift's strip at location ``loc`` (between the two seats' lines)."""
    return QRectF(col_x(loc) + 4, RIFT_Y, COL_W - 8, RIFT_H)


def pool_rect(drafting: bool) -> QRectF:
    """The summoners to pick from: beside the set-aside pile in the draft; free choice lays
    all ten out in one row, and without the set-aside pile the row may use the whole felt,
    so the ability texts stay a fifth larger."""
    return QRectF(220, 340, 1360, 300) if drafting else QRectF(20, 340, 1560, 300)


def place_seats(t: RiftforceTable, bottom: int) -> None:
    """Place both seats' zones, plates, chips and guild rows: ``bottom`` (the person at the
    screen) below the Rift with a fanned hand, the other seat above with a small row of
    backs and its lines growing towards the Rift."""
    sc = t.scene
    for seat in (0, 1):
        lower = seat == bottom
        hand = sc.zone(f"hand{seat}")
        if lower:
            hand.layout = Layout.FAN
            hand.card_scale = HAND_SCALE
            hand.min_scale = 0.7
            hand.set_rect(QRectF(COL_X0, 726, 5 * COL_W, 268))
            t.plates[seat].setPos(RIGHT_X, 912)
        else:
            hand.layout = Layout.ROW
            hand.card_scale = 0.3
            hand.min_scale = None
            hand.set_rect(QRectF(COL_X0 + 160, 6, 5 * COL_W - 320, 72))
            t.plates[seat].setPos(RIGHT_X, 12)
        py = 740.0 if lower else 86.0
        sc.zone(f"deck{seat}").set_rect(QRectF(RIGHT_X + 4, py, 96, 124))
        sc.zone(f"discard{seat}").set_rect(QRectF(RIGHT_X + 110, py, 96, 124))
        sc.zone(f"summ{seat}").set_rect(QRectF(330, 690 if lower else 100, 940, 200))
        t.chips[0 if lower else 1].setPos(RIGHT_X + 276, 912 + 15 if lower else 12 + 15)
        for loc in range(NUM_LOCATIONS):
            zone = t.lines[(seat, loc)]
            y = BOTTOM_LINE_Y if lower else TOP_LINE_Y
            zone.set_rect(QRectF(col_x(loc) + 4, y, COL_W - 8, LINE_H))
            zone.anchor_bottom = not lower
        for i, row in enumerate(t.rows[seat]):
            row.setPos(12, (432.0 if lower else 12.0) + i * 90)


#: card scale of a line laid out in two and in three columns (three fit 176 units across)
COLUMN_SCALES = {2: 0.56, 3: 0.37}
#: the most of a card a long line's fanning shows before the next card (the strip, the
#: guild's name and most of its picture): more would only leave the location's room empty
MAX_SHOWN = 0.6


def line_places(rect: QRectF, n: int, card_scale: float,
                anchor_bottom: bool) -> tuple[float, list[QPointF]]:
    """The card scale and the top-left corners of a line's ``n`` cards in ``rect``.

    Why this shape: a line's order matters (its front meets the enemy), so the cards stay one
    column read top to bottom while each card's whole top strip (number, icon, damage) shows
    below the one before; a line too long for that continues in a second and then a third
    column of smaller cards (read like text).  A long line then fans out over the location's
    room (up to ``MAX_SHOWN`` of each card) instead of keeping the short line's tight step:
    a highlighted card in the middle of five or six had only its strip to be clicked on, and
    a click a little lower landed on the card in front.  ``anchor_bottom`` keeps the cards
    against the bottom edge (the top seat, whose front is nearest the Rift below it).
    """
    if n <= 0:
        return card_scale, []
    r = rect.adjusted(0, 5, 0, -5)
    cols, s = 1, card_scale
    for c in (1, 2, 3):
        cols, s = c, card_scale if c == 1 else COLUMN_SCALES[c]
        per = -(-n // cols)
        if per == 1 or (r.height() - theme.CARD_H * s) / (per - 1) >= STRIP * s + 6:
            break
    w, h = theme.CARD_W * s, theme.CARD_H * s
    per = -(-n // cols)
    step = STRIP * s + 6  # a short line: each card's strip and a little of its face
    if per > 1:
        fill = (r.height() - h) / (per - 1)
        if n >= 3:
            step = max(step, min(fill, MAX_SHOWN * h))
        step = max(8.0, min(step, fill))
    gap = (r.width() - cols * w) / (cols + 1)
    out: list[QPointF] = []
    for col in range(cols):
        count = min(per, n - col * per)
        total = (count - 1) * step + h
        x = r.left() + gap + col * (w + gap)
        y0 = r.bottom() - total if anchor_bottom else r.top()
        out.extend(QPointF(x, y0 + i * step) for i in range(count))
    return s, out
