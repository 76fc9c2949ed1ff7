"""Game → Join a table…: find a table (or paste an invite), connect, pick a seat.

Three pages, one at a time:

1. **Find**: the tables announced on the local network (``add_table``/``remove_table``, with
   a line while none is found yet) and a field for an invite code; "Join" (a table chosen or
   a code typed) emits ``join_requested(address_or_code, table_id)`` — the code and ``""``
   for a pasted invite — and shows
2. **Connecting…** with Cancel (``connect_cancelled``, back to page 1) until the caller calls
3. ``show_seats``: the free seats by name, the taken ones greyed, and "Watch as a spectator";
   the guest may type their own name; "Take the seat" emits ``seat_chosen(index, name)``
   (index -1: watch).

``show_error(text)`` goes back to page 1 with a refusal (the words of ``ui.net.refusals``).
The dialog knows nothing of networks: the caller feeds it and acts on its signals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.saves import MAX_NAME_LENGTH

#: the pages, in ``pages``' order
FIND, CONNECTING, SEATS = 0, 1, 2
#: ``seat_chosen``'s index for watching instead of playing
SPECTATOR = -1
ERROR_STYLE = "color: #b00020"


@dataclass(frozen=True)
class JoinTarget:
    """A table found on the local network: its id, the host's name, the game's (translated)
    title, how many seats are free and where to connect."""

    table_id: str
    host_name: str
    game: str
    free_seats: int
    address: str


@dataclass(frozen=True)
class SeatChoice:
    """A seat the host offers: its index, the name the host gave it, whether it is free."""

    index: int
    name: str
    free: bool = True


class JoinDialog(QDialog):
    """Find a table, connect, choose a seat (see the module's docstring)."""

    #: (the table's address, or the pasted invite code; the table's id, "" for a code)
    join_requested = Signal(str, str)
    #: Cancel while connecting: the dialog is back on its first page
    connect_cancelled = Signal()
    #: (seat index, or ``SPECTATOR``; the name the guest plays under)
    seat_chosen = Signal(int, str)
    #: the guest gave up (Cancel or Escape on the first or the seats page)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("join_dialog")
        self._targets: dict[str, JoinTarget] = {}
        self._choices: list[SeatChoice] = []
        self._game = ""
        self._error = ""
        self._connecting_to = ""
        #: the name typed by the guest (it then no longer follows the chosen seat)
        self._typed_name = bool(name)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._find_page())
        self.pages.addWidget(self._connecting_page())
        self.pages.addWidget(self._seats_page())
        self.name.setText(name)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        # wide enough for a table's line and a refusal in two or three lines, in German too
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 66)
        self._retranslate()
        self._update_join()

    # ------------------------------------------------------------------ pages
    def _find_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        self.tables_label = QLabel()
        self.tables = QListWidget()
        self.tables.setObjectName("tables")
        self.tables_label.setBuddy(self.tables)
        self.tables.itemSelectionChanged.connect(self._table_selected)
        self.tables.itemActivated.connect(lambda _item: self._join())
        self.empty = QLabel()
        self.empty.setObjectName("looking")
        self.empty.setWordWrap(True)
        font = QFont(self.empty.font())
        font.setItalic(True)
        self.empty.setFont(font)
        self.code_label = QLabel()
        self.code = QLineEdit()
        self.code.setObjectName("invite_code")
        self.code.setClearButtonEnabled(True)
        self.code_label.setBuddy(self.code)
        self.code.textEdited.connect(self._code_edited)
        self.code.returnPressed.connect(self._join)
        self.error = QLabel()
        self.error.setObjectName("join_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.join = QPushButton()
        self.join.setObjectName("join")
        self.join.setDefault(True)
        self.join.clicked.connect(self._join)
        self.cancel = QPushButton()
        self.cancel.setObjectName("cancel")
        self.cancel.setAutoDefault(False)
        self.cancel.clicked.connect(self.reject)
        for w in (self.tables_label, self.tables, self.empty, self.code_label, self.code,
                  self.error):
            box.addWidget(w)
        box.addLayout(self._buttons(self.join, self.cancel))
        QWidget.setTabOrder(self.tables, self.code)
        QWidget.setTabOrder(self.code, self.join)
        QWidget.setTabOrder(self.join, self.cancel)
        return page

    def _connecting_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        self.connecting = QLabel()
        self.connecting.setObjectName("connecting")
        self.connecting.setWordWrap(True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # no known end: a moving bar
        self.busy.setTextVisible(False)
        self.stop = QPushButton()
        self.stop.setObjectName("stop_connecting")
        self.stop.clicked.connect(self._stop_connecting)
        box.addStretch(1)
        box.addWidget(self.connecting)
        box.addWidget(self.busy)
        box.addStretch(1)
        box.addLayout(self._buttons(self.stop))
        return page

    def _seats_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        self.seats_heading = QLabel()
        self.seats_heading.setObjectName("seats_heading")
        self.seats_heading.setWordWrap(True)
        self.seats_note = QLabel()
        self.seats_note.setObjectName("seats_note")
        self.seats_note.setWordWrap(True)
        self.seats_note.setStyleSheet(ERROR_STYLE)
        self.seats_note.setVisible(False)
        self.seat_box = QVBoxLayout()
        self.seat_group = QButtonGroup(self)
        self.seat_group.setExclusive(True)
        self.seat_group.buttonToggled.connect(self._seat_toggled)
        self.watch = QRadioButton()
        self.watch.setObjectName("watch")
        self.seat_group.addButton(self.watch)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("your_name")
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.textEdited.connect(self._name_edited)
        self.name.textChanged.connect(self._update_take)
        self.name_label = QLabel()
        self.name_label.setBuddy(self.name)
        form.addRow(self.name_label, self.name)
        self.take = QPushButton()
        self.take.setObjectName("take_seat")
        self.take.setDefault(True)
        self.take.clicked.connect(self._take)
        self.leave = QPushButton()
        self.leave.setObjectName("leave")
        self.leave.setAutoDefault(False)
        self.leave.clicked.connect(self.reject)
        box.addWidget(self.seats_heading)
        box.addWidget(self.seats_note)
        box.addLayout(self.seat_box)
        box.addWidget(self.watch)
        box.addLayout(form)
        box.addStretch(1)
        box.addLayout(self._buttons(self.take, self.leave))
        return page

    @staticmethod
    def _buttons(*buttons: QPushButton) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        for b in buttons:
            row.addWidget(b)
        return row

    # ------------------------------------------------------------------ inputs
    def add_table(self, target: JoinTarget) -> None:
        """A table found on the network (again: its line is updated, the choice kept)."""
        self._targets[target.table_id] = target
        for i in range(self.tables.count()):
            item = self.tables.item(i)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == target.table_id:
                item.setText(self.table_text(target))
                break
        else:
            item = QListWidgetItem(self.table_text(target))
            item.setData(Qt.ItemDataRole.UserRole, target.table_id)
            self.tables.addItem(item)
        self._update_empty()

    def remove_table(self, table_id: str) -> None:
        """A table no longer announced (closed, full, or its host gone)."""
        self._targets.pop(table_id, None)
        for i in range(self.tables.count()):
            item = self.tables.item(i)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == table_id:
                self.tables.takeItem(i)
                break
        self._update_empty()
        self._update_join()

    def show_connecting(self, where: str) -> None:
        """The Connecting… page (``where``: the host's name, or "" for an invite code)."""
        self._connecting_to = where
        self._retranslate_connecting()
        self.pages.setCurrentIndex(CONNECTING)
        self.stop.setFocus()

    def show_seats(self, choices: Sequence[SeatChoice], game: str = "",
                   spectators: bool = True, note: str = "") -> None:
        """The seats page: a radio button per seat (a taken one disabled), "Watch as a
        spectator" when the host admits spectators; the first free seat chosen.  ``note``:
        why the guest chooses again (``refusals.seat_taken``), shown above the seats."""
        self.seats_note.setText(note)
        self.seats_note.setVisible(bool(note))
        self._choices = list(choices)
        self._game = game
        for button in list(self.seat_group.buttons()):
            if button is not self.watch:
                self.seat_group.removeButton(button)
                self.seat_box.removeWidget(button)
                button.deleteLater()
        for choice in self._choices:
            radio = QRadioButton()
            radio.setObjectName(f"seat_{choice.index}")
            radio.setProperty("seat", choice.index)
            radio.setEnabled(choice.free)
            self.seat_group.addButton(radio)
            self.seat_box.addWidget(radio)
        self.watch.setVisible(spectators)
        self.watch.setEnabled(spectators)
        self._retranslate_seats()
        order = [b for b in self.seat_group.buttons() if b is not self.watch] + [self.watch]
        first = next((b for b in order if b.isEnabled()), None)
        if first is not None:
            first.setChecked(True)
            first.setFocus()
        self.pages.setCurrentIndex(SEATS)
        self._update_take()
        if note and self.isVisible():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.seats_note, note))
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the new seats placed now: a click at once lands on them

    def show_error(self, text: str) -> None:
        """Back on the first page with a refusal (why joining did not work)."""
        self._error = text
        self.error.setText(text)
        self.error.setVisible(bool(text))
        self.pages.setCurrentIndex(FIND)
        if text and self.isVisible():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.error, text))

    # ------------------------------------------------------------------ state
    def chosen_table(self) -> JoinTarget | None:
        item = self.tables.currentItem()
        if item is None or not item.isSelected():
            return None
        return self._targets.get(str(item.data(Qt.ItemDataRole.UserRole)))

    def chosen_seat(self) -> int | None:
        """The chosen seat's index, ``SPECTATOR``, or None (nothing chosen)."""
        button = self.seat_group.checkedButton()
        if button is None:
            return None
        if button is self.watch:
            return SPECTATOR
        return int(button.property("seat"))

    def _table_selected(self) -> None:
        if self.chosen_table() is not None and self.code.text():
            self.code.clear()  # one way to join at a time: the table chosen last
        self._update_join()

    def _code_edited(self, text: str) -> None:
        if text.strip():
            self.tables.clearSelection()
        self._update_join()

    def _update_join(self) -> None:
        self.join.setEnabled(bool(self.code.text().strip()) or self.chosen_table() is not None)

    def _update_empty(self) -> None:
        self.empty.setVisible(self.tables.count() == 0)
        self.tables.setVisible(self.tables.count() > 0)

    def _join(self) -> None:
        code = self.code.text().strip()
        target = self.chosen_table()
        if code:
            self.show_error("")
            self.join_requested.emit(code, "")
            self.show_connecting("")
        elif target is not None:
            self.show_error("")
            self.join_requested.emit(target.address, target.table_id)
            self.show_connecting(target.host_name)

    def _stop_connecting(self) -> None:
        self.pages.setCurrentIndex(FIND)
        self.connect_cancelled.emit()

    def _seat_toggled(self, button: QAbstractButton, checked: bool) -> None:
        """The name follows the chosen seat until the guest types one of their own."""
        if checked and button is not self.watch and not self._typed_name:
            index = int(button.property("seat"))
            name = next((c.name for c in self._choices if c.index == index), "")
            self.name.setText(name)
        self._update_take()

    def _name_edited(self, _text: str) -> None:
        self._typed_name = True

    def _update_take(self) -> None:
        seat = self.chosen_seat()
        self.take.setEnabled(seat is not None and bool(self.name.text().strip()))
        self.take.setText(self.tr("&Watch") if seat == SPECTATOR else self.tr("&Take the seat"))

    def _take(self) -> None:
        seat = self.chosen_seat()
        name = self.name.text().strip()
        if seat is not None and name:
            self.seat_chosen.emit(seat, name)

    def reject(self) -> None:
        """Escape or Cancel: while connecting, only the connecting stops; otherwise the
        guest gives up (``cancelled``) and the dialog closes."""
        if self.pages.currentIndex() == CONNECTING:
            self._stop_connecting()
            return
        self.cancelled.emit()
        super().reject()

    # ------------------------------------------------------------------ words
    def table_text(self, target: JoinTarget) -> str:
        """One table's line: "Storma slottet! — Anna (1 free seat)"."""
        free = self.tr("%n free seat(s)", "", target.free_seats)
        return self.tr("{game} — {host} ({free})").format(
            game=target.game, host=target.host_name, free=free)

    def _retranslate_connecting(self) -> None:
        self.connecting.setText(
            self.tr("Connecting to {host}…").format(host=self._connecting_to)
            if self._connecting_to else self.tr("Connecting…"))
        self.stop.setText(self.tr("Cancel"))

    def _retranslate_seats(self) -> None:
        self.seats_heading.setText(
            self.tr("Choose your seat at {game}:").format(game=self._game) if self._game
            else self.tr("Choose your seat:"))
        for button in self.seat_group.buttons():
            if button is self.watch:
                continue
            index = int(button.property("seat"))
            choice = next(c for c in self._choices if c.index == index)
            button.setText(choice.name if choice.free
                           else self.tr("{name} (taken)").format(name=choice.name))
        self.watch.setText(self.tr("W&atch as a spectator"))
        self.name_label.setText(self.tr("Your &name:"))
        self.leave.setText(self.tr("Cancel"))
        self._update_take()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        self.tables_label.setText(self.tr("&Tables on your network:"))
        self.tables.setAccessibleName(self.tr("Tables on your network"))
        self.empty.setText(self.tr("Looking for tables on your network…"))
        self.code_label.setText(self.tr("Or paste an &invite code:"))
        self.code.setAccessibleName(self.tr("Invite code"))
        self.join.setText(self.tr("&Join"))
        self.cancel.setText(self.tr("Cancel"))
        for i in range(self.tables.count()):
            item = self.tables.item(i)
            target = self._targets.get(str(item.data(Qt.ItemDataRole.UserRole))) if item else None
            if item is not None and target is not None:
                item.setText(self.table_text(target))
        self.error.setVisible(bool(self._error))
        self._update_empty()
        self._retranslate_connecting()
        self._retranslate_seats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
