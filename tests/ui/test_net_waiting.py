"""The waiting strip: the countdown (ticked by hand, or by a short real tick), the host's
choice once the wait is over, a guest's plain line, and "{name} is back."."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ui.i18n import Translations
from ui.net.waiting import WaitingBanner, clock

LEVELS = [("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard")]


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    Translations().install("en")
    yield


def banner(qtbot: QtBot, *, host: bool, tick_ms: int = 60_000) -> WaitingBanner:
    """A banner whose timer never fires by itself unless ``tick_ms`` is short: the tests
    tick it by hand (a fake clock) so nothing depends on the machine's speed."""
    b = WaitingBanner(host=host, tick_ms=tick_ms, back_ms=60_000)
    qtbot.addWidget(b)
    b.set_levels(LEVELS, "normal")
    return b


def tick(b: WaitingBanner, times: int) -> None:
    for _ in range(times):
        b.timer.timeout.emit()


def test_clock() -> None:
    assert clock(105) == "1:45"
    assert clock(5) == "0:05"
    assert clock(0) == "0:00"
    assert clock(-3) == "0:00"


def test_counts_down_for_everyone(qtbot: QtBot) -> None:
    b = banner(qtbot, host=False)
    assert not b.isVisible()
    b.start("Bo", 120)
    assert b.isVisible()
    assert b.text.text() == "Waiting for Bo to reconnect (2:00)…"
    assert b.waiting()
    tick(b, 15)
    assert b.text.text() == "Waiting for Bo to reconnect (1:45)…"
    assert not b.replace.isVisible()
    tick(b, 105)
    assert not b.waiting()
    assert b.remaining == 0
    # a guest only hears that the host decides
    assert b.text.text() == "Bo has not come back. The host decides how to go on."
    assert not b.replace.isVisible()
    assert not b.longer.isVisible()


def test_the_host_chooses_a_computer(qtbot: QtBot) -> None:
    b = banner(qtbot, host=True)
    b.start("Bo", 3)
    assert not b.replace.isVisible()
    tick(b, 3)
    assert b.replace.isVisible()
    assert b.longer.isVisible()
    assert b.level.currentData() == "normal"
    b.level.setFocus()
    qtbot.keyClick(b.level, Qt.Key.Key_Down)
    with qtbot.waitSignal(b.replace_requested, timeout=1000) as got:
        qtbot.mouseClick(b.replace, Qt.MouseButton.LeftButton)
    assert got.args == ["hard"]


def test_the_host_waits_longer(qtbot: QtBot) -> None:
    b = banner(qtbot, host=True)
    b.start("Bo", 90)
    tick(b, 90)
    with qtbot.waitSignal(b.wait_longer, timeout=1000):
        qtbot.mouseClick(b.longer, Qt.MouseButton.LeftButton)
    assert b.waiting()
    assert b.text.text() == "Waiting for Bo to reconnect (1:30)…"
    assert not b.replace.isVisible()


def test_a_real_short_countdown(qtbot: QtBot) -> None:
    b = banner(qtbot, host=True, tick_ms=5)
    b.start("Bo", 3)
    qtbot.waitUntil(lambda: b.replace.isVisible(), timeout=5000)  # bounds only a real hang
    assert b.text.text() == "Bo has not come back."


def test_back_says_so_and_hides(qtbot: QtBot) -> None:
    b = banner(qtbot, host=True)
    b.start("Bo", 100)
    tick(b, 100)
    b.back("Bo")
    assert b.text.text() == "Bo is back."
    assert not b.replace.isVisible()
    assert not b.waiting()
    b.back_timer.timeout.emit()
    assert not b.isVisible()


def test_stop_hides(qtbot: QtBot) -> None:
    b = banner(qtbot, host=False)
    b.start("Bo", 100)
    b.stop()
    assert not b.isVisible()
    assert not b.timer.isActive()


def test_nothing_clips_at_1280(qtbot: QtBot) -> None:
    b = banner(qtbot, host=True)
    b.start("A name of twenty-four", 0)
    assert b.replace.isVisible()
    assert b.minimumSizeHint().width() <= 1280 - 40
