"""The host's invite panel, driven by clicks and keys: the code is copied, the seats' states
shown, Start only once every remote seat has joined, Escape cancels while waiting and only
closes during the game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ui.i18n import Translations
from ui.net.invite_panel import COMPUTER, HERE, JOINED, REMOTE, WAITING, InvitePanel, SeatRow


@pytest.fixture
def panel(qtbot: QtBot, qapp: QApplication) -> Iterator[InvitePanel]:
    Translations().install("en")
    p = InvitePanel()
    qtbot.addWidget(p)
    p.set_table("Storma slottet!", "Anna")
    p.set_invite("TT1-7KQ4-MZ9D")
    p.set_seats([SeatRow("Anna", HERE, JOINED), SeatRow("Bo", REMOTE, WAITING),
                 SeatRow("Computer", COMPUTER, JOINED)])
    p.show()
    yield p


def states(p: InvitePanel) -> list[str]:
    return [p.seats.topLevelItem(i).text(2) for i in range(p.seats.topLevelItemCount())]


def test_shows_the_table_and_the_seats(panel: InvitePanel) -> None:
    assert panel.heading.text() == "Storma slottet!"
    assert panel.hosted_by.text() == "Hosted by Anna"
    assert panel.code.toPlainText() == "TT1-7KQ4-MZ9D"
    assert states(panel) == ["Ready", "Waiting to join…", "Ready"]
    assert panel.waiting_for.text() == "Waiting for: Bo"
    assert not panel.spectators.isVisible()


def test_copy_puts_the_code_on_the_clipboard(panel: InvitePanel, qtbot: QtBot) -> None:
    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(panel.copy, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "TT1-7KQ4-MZ9D"
    assert panel.copied.text() == "Copied"
    panel.copied_timer.timeout.emit()  # its moment is over
    assert panel.copied.text() == ""


def test_start_only_when_every_remote_seat_joined(panel: InvitePanel, qtbot: QtBot) -> None:
    assert not panel.start.isEnabled()
    assert "joined" in panel.start.toolTip()
    started: list[bool] = []
    panel.start_requested.connect(lambda: started.append(True))
    qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    assert started == []
    panel.set_seats([SeatRow("Anna", HERE, JOINED), SeatRow("Bo", REMOTE, JOINED),
                     SeatRow("Computer", COMPUTER, JOINED)], spectators=2)
    assert states(panel)[1] == "Joined"
    assert panel.spectators.isVisible()
    assert not panel.waiting_for.isVisible()
    assert panel.start.isEnabled()
    with qtbot.waitSignal(panel.start_requested, timeout=1000):
        qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    # a guest who drops out before the start is waited for again
    panel.set_seats([SeatRow("Anna", HERE, JOINED), SeatRow("Bo", REMOTE, "disconnected")])
    assert states(panel)[1] == "Disconnected"
    assert not panel.start.isEnabled()


def test_escape_cancels_while_waiting(panel: InvitePanel, qtbot: QtBot) -> None:
    with qtbot.waitSignal(panel.cancelled, timeout=1000):
        qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert not panel.isVisible()


def test_during_the_game_it_only_closes(panel: InvitePanel, qtbot: QtBot) -> None:
    panel.set_playing(True)
    assert not panel.start.isVisible()
    assert panel.cancel.text() == "Close"
    cancelled: list[bool] = []
    panel.cancelled.connect(lambda: cancelled.append(True))
    qtbot.mouseClick(panel.cancel, Qt.MouseButton.LeftButton)
    assert cancelled == []
    assert not panel.isVisible()


def test_tab_order_and_accessible_names(panel: InvitePanel, qtbot: QtBot) -> None:
    panel.set_seats([SeatRow("Anna", HERE, JOINED), SeatRow("Bo", REMOTE, JOINED)])
    panel.activateWindow()
    panel.code.setFocus()
    order: list[QWidget] = [panel.code]
    for _ in range(4):
        w = order[-1].nextInFocusChain()
        while not (w.focusPolicy() & Qt.FocusPolicy.TabFocus) or not w.isVisible():
            w = w.nextInFocusChain()
        order.append(w)
    assert order == [panel.code, panel.copy, panel.seats, panel.start, panel.cancel]
    for w in (panel.code, panel.seats, panel.qr):
        assert w.accessibleName()


def test_qr_picture_is_scaled_by_whole_pixels(panel: InvitePanel) -> None:
    assert not panel.qr.isVisibleTo(panel)
    image = QImage(50, 50, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    panel.set_qr(image)
    assert panel.qr.isVisibleTo(panel)
    assert panel.qr.pixmap().width() == 200  # 4 × 50, not a blurred 220
    panel.set_qr(QImage())
    assert not panel.qr.isVisibleTo(panel)


def test_fits_a_small_screen(panel: InvitePanel) -> None:
    long = "endpoint" + "abc7zq3y5v4p6xjmd2gk4wq5sw7xhv6rb" * 4
    panel.set_invite(long)
    panel.set_seats([SeatRow(f"Player {i}", REMOTE, WAITING) for i in range(6)], spectators=3)
    hint = panel.sizeHint()
    assert hint.width() <= 1280
    assert hint.height() <= 800 - 80  # room for the title bar and a panel
