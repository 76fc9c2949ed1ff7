"""Where everything lies on the Ordet fanger felt (the fixed 1600 × 1000 scene).

Why a module of its own: two layouts live here.  Three to six seats sit around the felt in
blocks (plate, play pile, score pile, buzzer) with the draw piles in the middle.  Two seats
face each other across the whole table in three columns: at the left each seat's plate and
buzzer with the banner between them; in the middle of the felt each seat's two (big) play
piles with the draw piles and the joker between them; at the right each seat's won cards with
the duel clock between them, its ring sized after the play cards (``TWO_CLOCK``) so the time a
duel is all about is seen next to them.

The captions under the centre piles get rooms that never meet (``CAPTION_GAP`` apart), so a
long word ("Nachziehstapel", "Geltender Joker") shrinks or wraps inside its own room instead
of running into the next one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.games.ordet.table import OrdetTable

#: where the seats sit, clockwise from the bottom, per number of seats (3 to 6)
SPOTS: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "lowleft", "upleft", "upright", "lowright"),
    6: ("bottom", "lowleft", "upleft", "top", "upright", "lowright"),
}
#: between the centre piles (their captions' rooms are this much narrower than the pitch)
CENTRE_GAP = 32.0
CAPTION_GAP = 8.0
#: two seats: the play piles' cards, the gap between a seat's two piles, the plate's width
TWO_CARD = (204.0, 284.0)
TWO_PILE_GAP = 30.0
TWO_PLATE_W = 470.0
TWO_SCORE = (160.0, 224.0)
TWO_BUZZER_R = 42.0
#: the duel clock's diameter at two seats, as a share of a play card's height
TWO_CLOCK = 0.6
#: the felt's edge that the outer columns keep (its border line is at 10)
TWO_MARGIN = 24.0
#: between a column and the play piles
TWO_COLUMN_GAP = 40.0


def card_size(n: int) -> tuple[float, float]:
    """A play pile's card (width, height) at ``n`` seats."""
    if n == 2:
        return TWO_CARD
    if n >= 5:
        return 138.0, 190.0
    return 160.0, 222.0


def centre_card(n: int) -> tuple[float, float]:
    """A centre pile's card (draw piles, the joker, the tie-break card)."""
    return (120.0, 166.0) if n == 2 else (104.0, 144.0)


def block_size(n: int) -> tuple[float, float]:
    """(width, height) of a seat's block around the felt: plate, play pile(s), score pile."""
    cw, ch = card_size(n)
    if n == 2:
        return TWO_PLATE_W, ch + 12
    return max(300.0, (cw + 12) + 24 + 80), 130 + ch + 12 + 26


def lay_out(t: OrdetTable) -> None:
    """Place the seats, the centre piles, the banner and the duel clock."""
    if t.n == 2:
        _two(t)
    else:
        _around(t)


def _centre_row(t: OrdetTable, x0: float, y0: float, caption_h: float) -> None:
    """The draw piles and the joker (the tie-break card, shown only in a tie-break, hangs on at
    the right), each caption in a room of its own."""
    w, _h = centre_card(t.n)
    pitch = w + 12 + CENTRE_GAP
    for i, item in enumerate((t.draw_piles[0], t.joker_pile, t.draw_piles[1], t.flip_pile)):
        item.setPos(x0 + i * pitch, y0)
        item.set_caption_room(pitch - CAPTION_GAP, caption_h)


def _around(t: OrdetTable) -> None:
    bw, bh = block_size(t.n)
    cw, _ch = card_size(t.n)
    spots = {
        "bottom": (800 - bw / 2, 1000 - bh - 6),
        "top": (800 - bw / 2, 18),  # inside the felt's border line (at 10)
        "left": (24, 500 - bh / 2),
        "right": (1600 - 24 - bw, 500 - bh / 2),
        "lowleft": (24, 1000 - bh - 50),
        "upleft": (24, 50),
        "upright": (1600 - 24 - bw, 50),
        "lowright": (1600 - 24 - bw, 1000 - bh - 50),
    }
    for seat in range(t.n):
        x, y = spots[SPOTS[t.n][seat]]
        t.plates[seat].setPos(x, y)
        t.play[(seat, 0)].setPos(x, y + 130)
        sx = x + cw + 12 + 24
        t.scores[seat].setPos(sx, y + 140)
        t.buzzers[seat].setPos(sx + 37, y + 140 + 104 + 70)
    w, h = centre_card(t.n)
    total = 3 * (w + 12) + 2 * CENTRE_GAP
    # the captions end above the bottom seat's plate (at 1000 - bh - 6)
    y0 = 404.0 if t.n in (3, 4) else 446.0
    bottom_plate = 1000 - bh - 6
    _centre_row(t, 800 - total / 2, y0, bottom_plate - 6 - (y0 + h + 4))
    if t.n == 4:  # the top seat sits at the centre top: the banner takes a corner
        t.banner.set_width(500.0)
        t.banner.setPos(24 + 250, 24)
    elif t.n == 3:
        t.banner.setPos(800, 170)
    else:
        t.banner.setPos(800, 370)
    # the duel clock right of the banner (clear of the top seat's plate with 4 seats)
    t.duel_clock.setPos(t.banner.x() + t.banner.width / 2 + 10, t.banner.y())


def _two(t: OrdetTable) -> None:
    """Two seats facing each other: the top seat's row, the centre row, the bottom seat's row,
    in three columns across the whole felt (see the module's docstring).

    The play piles' ribbons ("For Ada") reach 34 units above the cards, which the rows leave
    free; the columns' widths follow from the felt's width, so nothing sits at a fixed x.
    """
    cw, ch = TWO_CARD
    felt_w = t.scene.sceneRect().width()
    pile_w = cw + 12
    piles_w = 2 * pile_w + TWO_PILE_GAP
    sw, sh = TWO_SCORE
    clock = round(TWO_CLOCK * ch)
    right_w = max(sw, clock)
    # the three columns fill the felt between its margins, the two gaps alike
    gap = max(TWO_COLUMN_GAP, (felt_w - 2 * TWO_MARGIN - TWO_PLATE_W - piles_w - right_w) / 2)
    plate_x = TWO_MARGIN
    plate_w = min(TWO_PLATE_W, felt_w - 2 * TWO_MARGIN - piles_w - right_w - 2 * gap)
    piles_x = plate_x + plate_w + gap
    right_mid = felt_w - TWO_MARGIN - right_w / 2
    rows = {1: 58.0, 0: 1000.0 - 66 - ch - 12}  # seat -> the cards' top (seat 0 at the bottom)
    for seat, top in rows.items():
        for p in range(2):
            t.play[(seat, p)].setPos(piles_x + p * (pile_w + TWO_PILE_GAP), top)
        t.scores[seat].setPos(right_mid - sw / 2, top + (ch - sh) / 2)
        plate = t.plates[seat]
        plate.set_width(plate_w)
        buzzer = t.buzzers[seat]
        buzzer.set_radius(TWO_BUZZER_R)
        if seat == 1:  # at the top: the plate above, the buzzer below it
            plate.setPos(plate_x, top)
            buzzer.setPos(plate_x + plate_w / 2, top + 88 + 80)
        else:  # at the bottom: the plate below, the buzzer above it
            plate.setPos(plate_x, top + ch - 88)
            buzzer.setPos(plate_x + plate_w / 2, top + ch - 88 - 80)
    w, h = centre_card(2)
    # the centre row lines up under the play piles; its captions end above the bottom
    # seat's ribbons
    x0 = piles_x + piles_w / 2 - (3 * (w + 12) + 2 * CENTRE_GAP) / 2
    y0 = rows[1] + ch + 12 + 30
    _centre_row(t, x0, y0, rows[0] - 34 - 8 - (y0 + h + 4))
    banner_w = x0 - 14 - plate_x
    t.banner.set_width(banner_w)
    t.banner.setPos(plate_x + banner_w / 2, y0 + (h - 68) / 2)
    t.duel_clock.set_size(clock)
    t.duel_clock.setPos(right_mid - clock / 2, y0 + (h - clock) / 2)
