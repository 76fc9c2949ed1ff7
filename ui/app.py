"""Application start-up: QApplication, bundled font, translators, main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QMainWindow

RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def register_fonts() -> str:
    """Register the bundled DejaVu Sans so text looks the same on every machine."""
    family = "DejaVu Sans"
    for ttf in sorted((RESOURCES / "fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(ttf))
        fams = QFontDatabase.applicationFontFamilies(font_id)
        if fams:
            family = fams[0]
    return family


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Tabletop"))
        self.resize(1280, 800)


def main(argv: Sequence[str] | None = None) -> int:
    app = QApplication(list(argv) if argv is not None else sys.argv)
    app.setFont(QFont(register_fonts(), 10))
    window = MainWindow()
    window.show()
    return app.exec()
