"""Game → Host a table…: the New Game dialog with ``network=True``. A seat may be a person at
another computer, hosting needs one, practice is off, and the choices are remembered apart
from the local dialog's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from ui.i18n import Translations
from ui.new_game_dialog import NewGameDialog
from ui.paths import settings
from ui.seats import REMOTE
from ui.session import COMPUTER, HUMAN


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    tr = Translations()
    tr.install("en")
    yield tr
    tr.install("en")


@pytest.fixture
def host(qtbot: QtBot, translations: Translations) -> NewGameDialog:
    d = NewGameDialog(settings(), network=True)
    qtbot.addWidget(d)
    d.show()
    return d


def pick(box: object, key: str) -> None:
    """Choose the item with data ``key`` with the arrow keys, as a keyboard user does."""
    from PySide6.QtWidgets import QComboBox

    assert isinstance(box, QComboBox)
    target = box.findData(key)
    assert target >= 0, key
    box.setFocus()
    while box.currentIndex() != target:
        QtBot.keyClick(box, Qt.Key.Key_Down if box.currentIndex() < target else Qt.Key.Key_Up)


def test_host_dialog_offers_a_person_at_another_computer(host: NewGameDialog) -> None:
    assert host.windowTitle() == "Host a table"
    ok = host.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "&Host"
    kind = host.seat_rows[1][2]
    assert [kind.itemData(i) for i in range(kind.count())] == [HUMAN, COMPUTER, REMOTE]
    assert kind.itemText(2) == "Person at another computer"
    # the default table: you here, a friend at another computer
    assert [s.kind for s in host.config().seats] == [HUMAN, REMOTE]
    assert ok.isEnabled()
    assert not host.learn.isVisible()


def test_level_is_only_for_computers(host: NewGameDialog) -> None:
    kind, level = host.seat_rows[1][2], host.seat_rows[1][3]
    pick(kind, REMOTE)
    assert not level.isEnabled()
    pick(kind, COMPUTER)
    assert level.isEnabled()
    pick(kind, HUMAN)
    assert not level.isEnabled()


def test_hosting_needs_a_remote_seat(host: NewGameDialog, qtbot: QtBot) -> None:
    ok = host.buttons.button(QDialogButtonBox.StandardButton.Ok)
    pick(host.seat_rows[1][2], COMPUTER)
    assert not ok.isEnabled()
    assert "another computer" in ok.toolTip()
    # Enter in a name field does not host a table without anyone to invite
    qtbot.keyClick(host.seat_rows[0][1], Qt.Key.Key_Return)
    assert host.result() == 0
    assert host.isVisible()
    pick(host.seat_rows[1][2], REMOTE)
    assert ok.isEnabled()
    assert ok.toolTip() == ""
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert host.result() == 1


def test_seats_added_by_a_host_are_remote(host: NewGameDialog) -> None:
    host.game_box.setCurrentIndex(host.game_box.findData("ordet"))
    host.seat_count.setFocus()
    while host.seat_count.value() < 4:
        QtBot.keyClick(host.seat_count, Qt.Key.Key_Up)
    seats = host.config().seats
    assert seats[0].kind == HUMAN
    assert all(s.kind == REMOTE and s.is_remote for s in seats[1:])


def test_practice_is_off_in_a_network_game(host: NewGameDialog) -> None:
    assert not host.practice.isEnabled()
    assert not host.practice.isChecked()
    cfg = host.config()
    cfg.practice = True
    host.set_config(cfg)  # a remembered practice game does not turn it on
    assert not host.practice.isChecked()
    assert host.config().practice is False


def test_host_choices_are_remembered_apart(qtbot: QtBot, translations: Translations) -> None:
    store = settings()
    d = NewGameDialog(store, network=True)
    qtbot.addWidget(d)
    d.seat_rows[1][1].setText("Bo")
    d._accept()
    assert d.result() == 1
    again = NewGameDialog(store, network=True)
    qtbot.addWidget(again)
    assert [(s.name, s.kind) for s in again.config().seats] == [("Player 1", HUMAN),
                                                                ("Bo", REMOTE)]
    local = NewGameDialog(store)
    qtbot.addWidget(local)
    assert local.windowTitle() == "New game"
    assert all(s.kind != REMOTE for s in local.config().seats)
    assert local.seat_rows[1][2].findData(REMOTE) < 0
    assert local.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_six_seats_and_ordet_options_fit_1280(host: NewGameDialog) -> None:
    host.game_box.setCurrentIndex(host.game_box.findData("ordet"))
    host.seat_count.setValue(6)
    hint = host.sizeHint()
    assert hint.width() <= 1280 - 16  # a window frame beside it
    assert hint.height() <= 800 - 60
