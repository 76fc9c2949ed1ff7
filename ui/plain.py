"""Strings from players and files are shown as text, never as markup.

Why: Qt guesses whether a label's or tooltip's text is rich text (HTML).  A seat name or a save
file's contents such as ``Ann<img src='/dev/zero'>`` would then make Qt load that "image" — and
read /dev/zero until memory runs out.  Labels that can show such strings are set to
``Qt.TextFormat.PlainText``; tooltips have no such switch, so their text is escaped here.
"""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import Qt


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it literally: escaped into HTML when it holds a ``<``
    (without one Qt never takes it for markup, and it stays as it is)."""
    if "<" not in text:
        return text
    return QtGui.Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
