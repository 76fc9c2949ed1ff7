"""The colour-safe card theme: the suit and guild colours stay apart under the three common
colour-vision deficiencies — or the two things carry distinct symbols — and the felt's focus
and hint frames stay visible on it.

How: each colour is simulated for protanopia, deuteranopia and tritanopia with the matrices of
Machado, Oliveira & Fernandes (2009, severity 1.0, applied to linear sRGB), turned into CIELAB
(D65) and compared with CIEDE2000 (Sharma, Wu & Dalal 2005; checked below against their test
data).  "Distinct" is ΔE2000 >= 20 in normal vision and in all three simulations: a difference
a person sees at a glance, not one found side by side.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storma import cards as cd
from ui.games.riftforce import faces as rift_faces
from ui.games.riftforce import guilds
from ui.games.storma import faces as storma_faces
from ui.main_window import MainWindow
from ui.table import theme

Matrix = tuple[tuple[float, float, float], ...]
MACHADO: dict[str, Matrix] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
DISTINCT = 20.0
Lab = tuple[float, float, float]


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen_as(colour: QColor, vision: str) -> Lab:
    """CIELAB (D65) of ``colour`` as a person with ``vision`` sees it."""
    rgb = [_linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF())]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True))))
               for row in MACHADO[vision])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """ΔE2000 (kL = kC = kH = 1), written out after Sharma, Wu & Dalal (2005)."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    d_l, d_c = l2 - l1, c2p - c1p
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6))
         - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_h / s_h) ** 2
                     + r_t * (d_c / s_c) * (d_h / s_h))


def worst(a: QColor, b: QColor) -> tuple[float, str]:
    """The smallest ΔE2000 of ``a`` and ``b`` over normal vision and the three simulations."""
    return min((ciede2000(seen_as(a, v), seen_as(b, v)), v) for v in MACHADO)


@pytest.fixture
def colour_safe(qapp: QApplication) -> Iterator[None]:
    theme.set_colour_safe(True)
    yield
    theme.set_colour_safe(False)


@pytest.mark.parametrize(("lab1", "lab2", "expected"), [
    # Sharma, Wu & Dalal (2005), table 1: pairs 1, 7, 13, 17, 19, 25, 34
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
])
def test_the_colour_difference_is_ciede2000(lab1: Lab, lab2: Lab, expected: float) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_keep_grey_and_fold_red_onto_green() -> None:
    """Machado's matrices keep white and black; a protanope and a deuteranope hardly tell a
    red from a green of the same lightness that everybody else tells apart at once."""
    for vision in MACHADO:
        assert ciede2000(seen_as(QColor("white"), vision), (100.0, 0.0, 0.0)) < 1.0
    red, green = QColor("#b5533a"), QColor("#6f7a2e")
    assert worst(red, green)[0] < 10 < ciede2000(seen_as(red, "normal"), seen_as(green, "normal"))


def test_the_four_suits_are_four_colours_apart_in_the_colour_safe_theme(colour_safe: None) -> None:
    """The colour-safe deck has four colours, each pair >= 20 apart under every simulation —
    and the suits still differ by symbol, as in the classic red/black deck."""
    colours = [storma_faces.suit_colour(s) for s in range(4)]
    for i in range(4):
        for j in range(i + 1, 4):
            delta, vision = worst(colours[i], colours[j])
            assert delta >= DISTINCT, (storma_faces.SUIT_SYMBOLS[i],
                                       storma_faces.SUIT_SYMBOLS[j], vision, delta)
    assert len(set(storma_faces.SUIT_SYMBOLS)) == 4
    paper = QColor("#fffdf6")
    for c in colours:  # the corner index stays readable on the card: WCAG AA for text
        assert contrast(c, paper) >= 4.5, c.name()


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG 2 contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        r, g, b = (_linear(x) for x in (c.redF(), c.greenF(), c.blueF()))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    low, high = sorted((luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)


def _silhouette(guild: str, side: int = 64) -> QImage:
    image = QImage(side, side, QImage.Format.Format_Grayscale8)
    image.fill(Qt.GlobalColor.black)
    p = QPainter(image)
    guilds.paint_icon(p, guild, QRectF(0, 0, side, side), QColor("white"))
    p.end()
    return image


def _icon_overlap(a: QImage, b: QImage) -> float:
    """Intersection over union of two silhouettes (1.0: the same shape)."""
    both = either = 0
    for y in range(a.height()):
        for x in range(a.width()):
            ia, ib = a.pixelColor(x, y).value() > 127, b.pixelColor(x, y).value() > 127
            both += ia and ib
            either += ia or ib
    return both / max(1, either)


def test_every_pair_of_guilds_differs_by_colour_or_by_icon(colour_safe: None) -> None:
    """Ten guilds in colours that stay >= 20 apart under three simulations each is more than
    the colour space holds at a legible lightness; the colour-safe colours get every pair to
    >= 17 (the classic ones fall to 1.5: Water and Thunderbolt for a deuteranope), and every
    pair closer than 20 has icons that barely overlap."""
    names = list(guilds.COLOURS)
    icons = {g: _silhouette(g) for g in names}
    closest = math.inf
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            delta, vision = worst(guilds.colour(a), guilds.colour(b))
            closest = min(closest, delta)
            if delta < DISTINCT:
                assert _icon_overlap(icons[a], icons[b]) < 0.5, (a, b, vision, delta)
    assert closest >= 17
    theme.set_colour_safe(False)
    classic = min(worst(guilds.colour(a), guilds.colour(b))[0]
                  for i, a in enumerate(names) for b in names[i + 1:])
    assert classic < 5 < closest


def test_the_frames_stand_out_from_the_felt_in_the_colour_safe_theme(colour_safe: None) -> None:
    """Focus, selection, hint and drop frames are >= 20 away from both ends of the felt's
    gradient under every simulation, and the focus frame from the selection and hint frames."""
    felt = (theme.FELT_CENTRE, theme.FELT_EDGE)
    frames = {"focus": theme.FOCUS, "select": theme.SELECT, "hint": theme.HINT,
              "accept": theme.ACCEPT_EDGE, "winner": theme.WINNER}
    for name, frame in frames.items():
        for cloth in felt:
            delta, vision = worst(frame, cloth)
            assert delta >= DISTINCT, (name, cloth.name(), vision, delta)
    for other in ("select", "hint"):
        assert worst(theme.FOCUS, frames[other])[0] >= DISTINCT, other
    assert theme.palette() is theme.COLOUR_SAFE


def test_health_bars_and_life_segments_stay_apart(colour_safe: None) -> None:
    """Storma's health bar (plenty, half, little) and Riftforce's life segments (whole against
    damaged): green against red is what a deuteranope loses first (7.5 apart in the classic
    colours); the colour-safe ones are >= 20 apart under every simulation."""
    good, half, little = theme.HEALTH
    for a, b in ((good, half), (half, little), (good, little), (good, rift_faces.DAMAGE)):
        delta, vision = worst(a, b)
        assert delta >= DISTINCT, (a.name(), b.name(), vision, delta)
    theme.set_colour_safe(False)
    assert worst(theme.HEALTH[0], theme.HEALTH[2])[0] < 10


def _paint(face: storma_faces.PlayingCardFace) -> QImage:
    image = QImage(150, 212, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    face.paint_on(p, QRectF(0, 0, 150, 212))
    p.end()
    return image


def _has_colour(image: QImage, colour: QColor) -> bool:
    return any(image.pixelColor(x, y) == colour
               for y in range(0, image.height()) for x in range(0, 60))


def test_the_cards_are_painted_in_the_theme_of_the_moment(qapp: QApplication) -> None:
    """A diamond's corner index is red in the classic deck, indigo in the colour-safe one; a
    Riftforce guild's colour follows the switch too."""
    diamond = storma_faces.face_for(cd.card(2, 5))
    assert storma_faces.SUIT_SYMBOLS[cd.suit_of(diamond.card)] == "♦"
    assert _has_colour(_paint(diamond), storma_faces.RED)
    assert storma_faces.suit_text_colour(0) is None  # the house buttons: spades in black
    assert storma_faces.suit_text_colour(2) == storma_faces.RED
    theme.set_colour_safe(True)
    try:
        painted = _paint(diamond)
        assert _has_colour(painted, storma_faces.SAFE_SUITS[2])
        assert not _has_colour(painted, storma_faces.RED)
        assert [storma_faces.suit_text_colour(s) for s in range(4)] == list(
            storma_faces.SAFE_SUITS)
        assert guilds.colour("water") == QColor(guilds.SAFE_COLOURS["water"])
    finally:
        theme.set_colour_safe(False)
    assert guilds.colour("water") == QColor(guilds.COLOURS["water"])


def test_the_settings_entry_switches_and_remembers_the_theme(qtbot: QtBot,
                                                             window: MainWindow) -> None:
    """Settings → "High-contrast / colour-safe cards": checked, it switches the theme and the
    felt at once and is remembered; a new window starts in it."""
    qtbot.waitUntil(lambda: "files" in window.__dict__)
    action = window.colour_safe_action
    assert action in window.settings_menu.actions()
    assert action.text() == "High-contrast / &colour-safe cards"
    assert not action.isChecked()
    assert not theme.colour_safe()
    try:
        action.trigger()
        assert theme.colour_safe()
        assert QColor(theme.COLOUR_SAFE.felt_centre) == theme.FELT_CENTRE
        assert window.settings.value(theme.SETTINGS_KEY) == "true"
        theme.set_colour_safe(False)
        theme.load(window.settings)
        assert theme.colour_safe()
        action.trigger()
        assert not theme.colour_safe()
        assert QColor(theme.CLASSIC.felt_centre) == theme.FELT_CENTRE
        assert window.settings.value(theme.SETTINGS_KEY) == "false"
    finally:
        theme.set_colour_safe(False)
