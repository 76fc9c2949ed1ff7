"""Fixtures of the UI tests: the main window on an isolated home, and recorded message boxes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.boxes import Boxes
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.paths import settings


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    translations = Translations()
    translations.install("en")
    w = MainWindow(translations, settings())
    qtbot.addWidget(w)
    w.show()
    yield w
    w.autosave_enabled = False
    if w.session is not None:
        w.session.cancel_thinking()
        w.session.paused = True
    translations.install("en")


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Boxes:
    """Every ``QMessageBox.exec`` recorded and answered (``No`` unless answers are queued)."""
    return Boxes(monkeypatch)
