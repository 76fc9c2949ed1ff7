"""The invite's QR picture: the right size, square, black and white, with a quiet zone."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from net.invite import Invite, make_code
from ui.net.qr import QUIET_ZONE, qr_image, qr_matrix

TICKET = "endpointac4izfptfzdxr4oe2ha77at4y3gyubkcvcfos5tc3453k3fjb7hjuaibab7qaaabqoyqg"


def pixels(image: QImage) -> list[list[int]]:
    return [[image.pixelColor(x, y).value() for x in range(image.width())]
            for y in range(image.height())]


@pytest.mark.parametrize("scale", [1, 3])
def test_picture_of_an_invite(scale: int) -> None:
    code = make_code(Invite("0123456789abcdef", 1, ("ws://127.0.0.1:50311",), TICKET))
    matrix = qr_matrix(code)
    modules = len(matrix)
    assert modules == len(matrix[0])
    assert (modules - 17) % 4 == 0  # a QR symbol of version v has 17 + 4v modules a side
    assert modules <= 45  # version 7 at most: readable from a screen
    image = qr_image(code, scale)
    assert not image.isNull()
    assert image.width() == image.height() == (modules + 2 * QUIET_ZONE) * scale
    grid = pixels(image)
    assert {value for row in grid for value in row} == {0, 255}
    quiet = QUIET_ZONE * scale
    for y, row in enumerate(grid):
        for x, value in enumerate(row):
            mx, my = (x - quiet) // scale, (y - quiet) // scale
            inside = 0 <= x - quiet < modules * scale and 0 <= y - quiet < modules * scale
            expected = 0 if inside and matrix[my][mx] else 255
            assert value == expected, (x, y)
    # the finder pattern's corner: a dark module right inside the quiet zone
    assert grid[quiet][quiet] == 0


def test_short_text_and_bad_scale() -> None:
    image = qr_image("TT1-04HMA", 2)
    assert image.width() == (21 + 2 * QUIET_ZONE) * 2  # version 1
    with pytest.raises(ValueError, match="scale"):
        qr_image("x", 0)
