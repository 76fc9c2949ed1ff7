"""Large text follows the system font size: the application's font takes the desktop's size
(never smaller than the 10 pt Tabletop is laid out for), and text sized in pixels — the
smallest text of a callout or a hint on screen, the welcome page, Ordet's answer bar — grows
with it, up to twice its size.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from ui.games.ordet.answer_bar import AnswerBar
from ui.table import theme
from ui.table.callout import Callout
from ui.table.hint_marks import HintMarks
from ui.welcome import WelcomePage


@pytest.fixture
def system_font(qapp: QApplication) -> Iterator[QFont]:
    """The application's font, put back after the test (the test sets the "desktop's")."""
    before = QFont(qapp.font())
    yield before
    qapp.setFont(before)


def _desktop(qapp: QApplication, points: float) -> None:
    f = QFont(qapp.font())
    f.setPointSizeF(points)
    qapp.setFont(f)


@pytest.mark.parametrize(("desktop", "used"), [(9.0, 10.0), (10.0, 10.0), (15.0, 15.0),
                                               (30.0, 20.0)])
def test_the_app_font_takes_the_desktops_size(qapp: QApplication, system_font: QFont,
                                              desktop: float, used: float) -> None:
    _desktop(qapp, desktop)
    font = theme.ui_font("DejaVu Sans")
    assert font.family() == "DejaVu Sans"
    assert font.pointSizeF() == used
    qapp.setFont(font)
    assert theme.text_scale() == used / theme.BASE_POINTS


def test_pixel_sized_text_grows_with_a_large_system_font(qapp: QApplication,
                                                         system_font: QFont) -> None:
    assert theme.text_scale() == 1.0  # the tests' default font: nothing changes
    small_welcome = WelcomePage().styleSheet()
    assert "font-size: 44px" in small_welcome
    _desktop(qapp, 15.0)
    qapp.setFont(theme.ui_font(qapp.font().family()))
    assert theme.text_scale() == 1.5
    assert theme.px(14) == "21px"
    welcome = WelcomePage().styleSheet()
    assert "font-size: 66px" in welcome  # the title
    assert "font-size: 18px" in welcome  # the players line, 12 px at the default size
    assert "font-size: 27px" in AnswerBar().styleSheet()  # the answer box, 18 px before


@pytest.mark.parametrize("points", [10.0, 16.0])
def test_callouts_and_hints_are_never_smaller_on_screen_than_the_system_font(
        qapp: QApplication, system_font: QFont, points: float) -> None:
    """At 1280 × 800 the felt is drawn at about two thirds: a callout's and a hint's text is
    at least 14 px on screen at the default size, and 14 × 1.6 px with a 16 pt desktop font."""
    _desktop(qapp, points)
    qapp.setFont(theme.ui_font(qapp.font().family()))
    view_scale = 0.66
    bounds = QRectF(0, 0, theme.SCENE_W, theme.SCENE_H)
    callout = Callout()
    callout.show_at("You cannot play that card now.", QPointF(800, 500), view_scale, bounds)
    hint = HintMarks()
    hint.show_for([QRectF(700, 400, 150, 212)], "Hint: play the Knight.", view_scale, bounds)
    least = 14.0 * points / theme.BASE_POINTS
    assert callout.pixel_size * view_scale >= least - 0.01
    assert hint.pixel_size * view_scale >= least - 0.01
