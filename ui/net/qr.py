"""The invite's QR picture: a phone or a webcam reads the code instead of a person typing it.

Why segno: pure Python, no image library needed (we draw the matrix into a ``QImage``).  An
invite code (upper-case Crockford digits and dashes) fits QR's compact alphanumeric mode, so even
an internet invite of ~130 characters is a version 6-7 symbol that a phone reads from a screen.
Error correction level M (15 %): the picture is shown on a screen, not printed on a worn card.
"""

from __future__ import annotations

import segno
from PySide6.QtGui import QImage

#: modules of light border around the symbol: the QR standard asks for 4 ("quiet zone")
QUIET_ZONE = 4
_DARK, _LIGHT = 0, 255


def qr_matrix(text: str) -> list[list[bool]]:
    """The symbol's modules, rows of booleans (True = dark), without the quiet zone."""
    symbol = segno.make(text, error="m", micro=False, boost_error=False)
    return [[bool(module) for module in row] for row in symbol.matrix]


def qr_image(text: str, scale: int = 4) -> QImage:
    """``text`` as a black-on-white QR picture, ``scale`` pixels a module, with the quiet zone.

    The image is square, 8-bit grey with only black (0) and white (255) pixels, and
    ``(modules + 2 * QUIET_ZONE) * scale`` pixels wide.
    """
    if scale < 1:
        raise ValueError("scale must be at least 1")
    matrix = qr_matrix(text)
    size = (len(matrix) + 2 * QUIET_ZONE) * scale
    margin = bytes([_LIGHT]) * (QUIET_ZONE * scale)
    blank = bytes([_LIGHT]) * size
    rows: list[bytes] = [blank] * (QUIET_ZONE * scale)
    for modules in matrix:
        line = margin + b"".join(
            bytes([_DARK if dark else _LIGHT]) * scale for dark in modules) + margin
        rows.extend([line] * scale)
    rows.extend([blank] * (QUIET_ZONE * scale))
    data = b"".join(rows)
    # QImage does not own a Python buffer: copy() makes it own its pixels
    return QImage(data, size, size, size, QImage.Format.Format_Grayscale8).copy()
