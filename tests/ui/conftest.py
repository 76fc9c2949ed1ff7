"""Fixtures of the UI tests: the main window on an isolated home, and recorded message boxes."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.boxes import Boxes
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.paths import settings

#: a modal dialog nobody answers for this long means a test would hang for ever (CI's limit)
MODAL_PATIENCE_S = 15.0


@pytest.fixture(autouse=True)
def _stop_every_session(qapp: QApplication) -> Iterator[None]:
    """No computer decision or hint may still run in a worker thread once a test is over:
    every live session is paused and its pending decisions dropped, the pool and the think
    process's queue drained."""
    yield
    from PySide6.QtCore import QThreadPool

    from ui import think_process
    from ui.session import Session

    Session.stop_all()
    QThreadPool.globalInstance().waitForDone(10000)
    think_process.wait_idle(10)
    QApplication.processEvents()


@pytest.fixture(autouse=True)
def _forget_sessions() -> Iterator[None]:
    """Sessions ``tests.ui.tables`` kept alive during a test are let go after it (the
    fixture above has stopped them)."""
    yield
    from tests.ui import tables

    tables.LIVE.clear()


@pytest.fixture(autouse=True)
def _no_forgotten_modal(qapp: QApplication) -> Iterator[None]:
    """Fail — instead of hanging — when a modal dialog opens that the test does not answer.

    Why: the app shows real modal boxes (``exec()``); a test that does not expect one (a save
    refused where it should load, say) would otherwise wait for a click until CI gives up.
    The watchdog closes such a dialog after ``MODAL_PATIENCE_S`` and fails the test with its
    text.
    """
    stuck: list[str] = []
    seen: dict[int, float] = {}

    def check() -> None:
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, QDialog):
            seen.clear()
            return
        first = seen.setdefault(id(modal), time.monotonic())
        if time.monotonic() - first > MODAL_PATIENCE_S:
            text = modal.text() if isinstance(modal, QMessageBox) else modal.windowTitle()
            stuck.append(f"{modal.objectName() or type(modal).__name__}: {text}")
            modal.reject()

    timer = QTimer()
    timer.setInterval(500)
    timer.timeout.connect(check)
    timer.start()
    yield
    timer.stop()
    assert not stuck, f"a modal dialog nobody answered: {stuck}"


@pytest.fixture(autouse=True)
def _no_tutorial_offer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first-time offer of a guided game (a modal question before a game never finished)
    is off unless a test turns it on (``progress.set_offers``): the tests that start games
    through the New Game dialog do not expect the question."""
    from ui.tutorial import progress

    monkeypatch.setattr(progress, "offers_on",
                        lambda s: str(s.value(progress.OFFERS, "false")) == "true")


def _main_window(qtbot: QtBot) -> Iterator[MainWindow]:
    translations = Translations()
    translations.install("en")
    w = MainWindow(translations, settings())
    qtbot.addWidget(w)
    w.show()
    yield w
    w.files.autosave_enabled = False
    net = getattr(w, "net", None)
    if net is not None:  # a hosted or joined table: its links and listeners closed
        net.close()
    if w.session is not None:
        w.session.cancel_thinking()
        w.session.paused = True
    translations.install("en")


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    yield from _main_window(qtbot)


@pytest.fixture
def guest_window(qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    """A second main window in the same process (a guest of ``window``'s hosted table)."""
    yield from _main_window(qtbot)


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Boxes:
    """Every ``QMessageBox.exec`` recorded and answered (``No`` unless answers are queued)."""
    return Boxes(monkeypatch)
