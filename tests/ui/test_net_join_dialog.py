"""Game → Join a table…, driven by clicks and keys: a table found on the network or a pasted
invite, Connecting… with Cancel, a refusal back on the first page, and a free seat chosen by
name (or watching)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QRadioButton
from pytestqt.qtbot import QtBot

from ui.i18n import Translations
from ui.net import refusals
from ui.net.join_dialog import (
    CONNECTING,
    FIND,
    SEATS,
    SPECTATOR,
    JoinDialog,
    JoinTarget,
    SeatChoice,
)

ANNA = JoinTarget("t1", "Anna", "Storma slottet!", 1, "ws://127.0.0.1:5000")
GUNILLA = JoinTarget("t2", "Gunilla", "Ordet fanger", 3, "ws://127.0.0.1:5001")


def click_radio(qtbot: QtBot, radio: QRadioButton | None) -> None:
    """Click a radio button on its round mark (a click beyond its text is no click)."""
    assert radio is not None
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(6, radio.height() // 2))


@pytest.fixture
def dialog(qtbot: QtBot, qapp: QApplication) -> Iterator[JoinDialog]:
    Translations().install("en")
    d = JoinDialog()
    qtbot.addWidget(d)
    d.show()
    yield d


def test_looking_until_a_table_is_found(dialog: JoinDialog) -> None:
    assert dialog.empty.isVisible()
    assert dialog.empty.text() == "Looking for tables on your network…"
    assert not dialog.tables.isVisible()
    assert not dialog.join.isEnabled()
    dialog.add_table(ANNA)
    assert not dialog.empty.isVisible()
    assert dialog.tables.count() == 1
    assert "Storma slottet!" in dialog.tables.item(0).text()
    assert "Anna" in dialog.tables.item(0).text()
    dialog.add_table(JoinTarget("t1", "Anna", "Storma slottet!", 0, ANNA.address))
    assert dialog.tables.count() == 1  # the same table, its line updated
    dialog.remove_table("t1")
    assert dialog.empty.isVisible()


def test_join_a_table_found_on_the_network(dialog: JoinDialog, qtbot: QtBot) -> None:
    dialog.add_table(ANNA)
    dialog.add_table(GUNILLA)
    dialog.tables.setFocus()
    qtbot.keyClick(dialog.tables, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.tables, Qt.Key.Key_Down)
    assert dialog.chosen_table() == GUNILLA
    assert dialog.join.isEnabled()
    with qtbot.waitSignal(dialog.join_requested, timeout=1000) as got:
        qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    assert got.args == [GUNILLA.address, "t2"]
    assert dialog.pages.currentIndex() == CONNECTING
    assert dialog.connecting.text() == "Connecting to Gunilla…"


def test_paste_an_invite_code(dialog: JoinDialog, qtbot: QtBot) -> None:
    dialog.add_table(ANNA)
    dialog.tables.setCurrentRow(0)
    qtbot.keyClicks(dialog.code, "  TT1-7KQ4 ")
    assert dialog.chosen_table() is None  # typing a code takes the place of the table
    assert dialog.join.isEnabled()
    with qtbot.waitSignal(dialog.join_requested, timeout=1000) as got:
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert got.args == ["TT1-7KQ4", ""]
    assert dialog.connecting.text() == "Connecting…"


def test_cancel_while_connecting_goes_back(dialog: JoinDialog, qtbot: QtBot) -> None:
    qtbot.keyClicks(dialog.code, "TT1")
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    cancelled: list[bool] = []
    dialog.cancelled.connect(lambda: cancelled.append(True))
    with qtbot.waitSignal(dialog.connect_cancelled, timeout=1000):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.pages.currentIndex() == FIND
    assert dialog.isVisible()
    assert cancelled == []
    with qtbot.waitSignal(dialog.cancelled, timeout=1000):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_refusal_is_shown_on_the_first_page(dialog: JoinDialog, qtbot: QtBot) -> None:
    qtbot.keyClicks(dialog.code, "nonsense")
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    dialog.show_error(refusals.version_mismatch("1.4.0", "3", "1.3.2", "2"))
    assert dialog.pages.currentIndex() == FIND
    assert dialog.error.isVisible()
    assert "1.4.0" in dialog.error.text()
    assert "1.3.2" in dialog.error.text()
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)  # trying again clears it
    assert not dialog.error.isVisible()


def test_choose_a_free_seat_by_name(dialog: JoinDialog, qtbot: QtBot) -> None:
    dialog.show_seats([SeatChoice(0, "Anna", False), SeatChoice(1, "Bo"),
                       SeatChoice(2, "Cilla")], game="Ordet fanger")
    assert dialog.pages.currentIndex() == SEATS
    assert dialog.seats_heading.text() == "Choose your seat at Ordet fanger:"
    taken = dialog.findChild(type(dialog.watch), "seat_0")
    assert taken is not None
    assert not taken.isEnabled()
    assert taken.text() == "Anna (taken)"
    assert dialog.chosen_seat() == 1  # the first free seat
    assert dialog.name.text() == "Bo"  # the name follows the seat…
    cilla = dialog.findChild(type(dialog.watch), "seat_2")
    assert cilla is not None
    click_radio(qtbot, cilla)
    assert dialog.name.text() == "Cilla"
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Cecilia")  # …until the guest types their own
    click_radio(qtbot, dialog.findChild(type(dialog.watch), "seat_1"))
    assert dialog.name.text() == "Cecilia"
    assert dialog.take.text() == "&Take the seat"
    with qtbot.waitSignal(dialog.seat_chosen, timeout=1000) as got:
        qtbot.mouseClick(dialog.take, Qt.MouseButton.LeftButton)
    assert got.args == [1, "Cecilia"]


def test_watch_as_a_spectator(dialog: JoinDialog, qtbot: QtBot) -> None:
    dialog.show_seats([SeatChoice(0, "Anna", False), SeatChoice(1, "Bo", False)],
                      game="Storma slottet!")
    assert dialog.chosen_seat() == SPECTATOR  # no free seat: watching is what is left
    assert dialog.take.text() == "&Watch"
    assert not dialog.take.isEnabled()  # a spectator has a name too
    qtbot.keyClicks(dialog.name, "Dag")
    with qtbot.waitSignal(dialog.seat_chosen, timeout=1000) as got:
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert got.args == [SPECTATOR, "Dag"]


def test_no_spectators_no_watch_choice(dialog: JoinDialog) -> None:
    dialog.show_seats([SeatChoice(0, "Anna", False)], spectators=False)
    assert not dialog.watch.isVisible()
    assert dialog.chosen_seat() is None
    assert not dialog.take.isEnabled()


def test_fits_a_small_screen(dialog: JoinDialog) -> None:
    for i in range(12):
        dialog.add_table(JoinTarget(f"t{i}", f"Host number {i}", "Supertrumf: Blixtduell", 2,
                                    "ws://127.0.0.1:1"))
    dialog.show_error(refusals.version_mismatch("1.4.0", "3", "1.3.2", "2"))
    dialog.show_seats([SeatChoice(i, f"Player {i}") for i in range(6)], game="Ordet fanger")
    hint = dialog.sizeHint()
    assert hint.width() <= 1280
    assert hint.height() <= 800 - 80


def test_every_refusal_is_a_whole_sentence(qapp: QApplication) -> None:
    Translations().install("en")
    texts = refusals.all_texts()
    assert len(texts) == len(set(texts))
    for text in texts:
        assert text.strip()
        assert "{" not in text  # every placeholder filled
    mismatch = refusals.version_mismatch("1.4.0", "3", "1.3.2", "2")
    assert mismatch == ("This table runs Tabletop 1.4.0 (rules 3); you have 1.3.2 (rules 2). "
                        "Both players need the same version.")
    assert "Bo" in refusals.seat_taken("Bo")
    assert refusals.computer_plays("Bo").count("Bo") == 2


def test_enter_on_a_table_joins_it(dialog: JoinDialog, qtbot: QtBot) -> None:
    dialog.add_table(ANNA)
    dialog.tables.setFocus()
    dialog.tables.setCurrentRow(0)
    with qtbot.waitSignal(dialog.join_requested, timeout=1000) as got:
        qtbot.keyClick(dialog.tables, Qt.Key.Key_Return)
    assert got.args == [ANNA.address, "t1"]


def test_a_seat_taken_meanwhile_is_chosen_again(dialog: JoinDialog) -> None:
    dialog.show_seats([SeatChoice(0, "Anna"), SeatChoice(1, "Bo")])
    assert not dialog.seats_note.isVisible()
    dialog.show_seats([SeatChoice(0, "Anna", False), SeatChoice(1, "Bo")],
                      note=refusals.seat_taken("Anna"))
    assert dialog.seats_note.isVisible()
    assert "Anna" in dialog.seats_note.text()
    assert dialog.chosen_seat() == 1
