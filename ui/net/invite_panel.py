"""The host's invite: what a host shows friends so they can join, and who has joined so far.

Shown while the host waits for the people at other computers (``start_requested`` once every
one of them has joined, ``cancelled`` to give up the table) and again from Game → Invite…
during the game (``set_playing(True)``: only "Close"; a guest who dropped out rejoins with the
same code).  It is a plain widget with methods in and signals out, so the network code that
feeds it stays apart: the caller gives the game, the host's name, the invite code, its QR
picture (a ``QImage``) and the seats' states.

Accessibility: every part has an accessible name; Tab goes code → Copy → seats → Start →
Cancel; Escape cancels (closes, during the game); "Copied" is said to assistive technology
as well as shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QFont,
    QGuiApplication,
    QImage,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

#: the seat kinds and states ``SeatRow`` may carry
HERE, COMPUTER, REMOTE = "here", "computer", "remote"
WAITING, JOINED, DISCONNECTED = "waiting", "joined", "disconnected"
#: the QR picture's largest side on screen (scaled by whole pixels: it stays sharp)
QR_SIDE = 220
#: how long "Copied" stays shown
COPIED_MS = 2500


@dataclass(frozen=True)
class SeatRow:
    """One seat as the invite panel lists it: the name, who sits there ("here" at the host's
    screen, "computer", "remote" at another computer) and, for a remote seat, its state
    ("waiting", "joined", "disconnected")."""

    name: str
    kind: str = REMOTE
    state: str = WAITING

    @property
    def ready(self) -> bool:
        """Nobody to wait for: a seat here or a computer, or a remote person who joined."""
        return self.kind != REMOTE or self.state == JOINED


def monospace(scale: float = 1.0) -> QFont:
    """The application's font size times ``scale`` in a fixed-width face (a code read aloud
    or typed must not confuse l, 1 and I)."""
    font = QFont(QGuiApplication.font())
    font.setFamilies(["DejaVu Sans Mono", "Liberation Mono", "monospace"])
    font.setStyleHint(QFont.StyleHint.Monospace)
    font.setFixedPitch(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    return font


class CodeView(QTextEdit):
    """A read-only, selectable, wrapping view of a code, exactly as tall as its lines: a
    short invite fits one large line; a long one wraps after a group's dash where it can
    (an internet ticket: anywhere)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        # between the code's groups where it can (a group split in two is easily mistyped
        # when read aloud or copied by hand), anywhere in a long ticket without them
        self.setWordWrapMode(self.wordWrapMode().WrapAtWordBoundaryOrAnywhere)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)

    def set_code(self, code: str) -> None:
        self.setFont(monospace(1.6 if len(code) <= 24 else 1.0))
        self.setPlainText(code)
        self._fit()

    def _fit(self) -> None:
        height = self.document().size().height()
        margins = self.contentsMargins()
        self.setFixedHeight(int(height) + margins.top() + margins.bottom() + 2)

    def sizeHint(self) -> QSize:
        return QSize(360, self.height())


class InvitePanel(QDialog):
    """The host's invite and waiting room (see the module's docstring)."""

    #: the host starts the game (every remote seat has joined)
    start_requested = Signal()
    #: the host gives up the table while waiting (Cancel or Escape)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invite_panel")
        self._game = ""
        self._host = ""
        self._code = ""
        self._rows: list[SeatRow] = []
        self._spectators = 0
        self._playing = False

        self.heading = QLabel()
        self.heading.setObjectName("invite_heading")
        heading_font = QFont(self.heading.font())
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.3)
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.hosted_by = QLabel()
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.code = CodeView()
        self.code.setObjectName("invite_code")
        self.code_label = QLabel()
        self.code_label.setBuddy(self.code)
        self.copy = QPushButton()
        self.copy.setObjectName("copy_code")
        self.copy.clicked.connect(self.copy_code)
        self.copied = QLabel()
        self.copied.setObjectName("copied")
        self.copied_timer = QTimer(self)
        self.copied_timer.setSingleShot(True)
        self.copied_timer.setInterval(COPIED_MS)
        self.copied_timer.timeout.connect(lambda: self.copied.setText(""))
        self.qr = QLabel()
        self.qr.setObjectName("invite_qr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setVisible(False)

        self.seats = QTreeWidget()
        self.seats.setObjectName("invite_seats")
        self.seats.setColumnCount(3)
        self.seats.setRootIsDecorated(False)
        self.seats.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.seats.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seats.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.seats.header().setStretchLastSection(True)
        self.seats_label = QLabel()
        self.seats_label.setBuddy(self.seats)
        self.spectators = QLabel()
        self.spectators.setObjectName("spectators")
        self.waiting_for = QLabel()
        self.waiting_for.setObjectName("waiting_for")
        self.waiting_for.setWordWrap(True)

        self.start = QPushButton()
        self.start.setObjectName("start_game")
        self.start.setDefault(True)
        self.start.clicked.connect(self._start)
        self.cancel = QPushButton()
        self.cancel.setObjectName("cancel_table")
        self.cancel.setAutoDefault(False)
        self.cancel.clicked.connect(self.reject)

        self._lay_out()
        QWidget.setTabOrder(self.code, self.copy)
        QWidget.setTabOrder(self.copy, self.seats)
        QWidget.setTabOrder(self.seats, self.start)
        QWidget.setTabOrder(self.start, self.cancel)
        self._retranslate()

    def _lay_out(self) -> None:
        outer = QVBoxLayout(self)
        outer.addWidget(self.heading)
        outer.addWidget(self.hosted_by)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.code_label)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code, 1)
        copy_column = QVBoxLayout()
        copy_column.addWidget(self.copy)
        copy_column.addWidget(self.copied)
        copy_column.addStretch(1)
        code_row.addLayout(copy_column)
        left.addLayout(code_row)
        left.addWidget(self.help)
        left.addStretch(1)
        columns.addLayout(left, 1)
        columns.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(columns)
        outer.addWidget(self.seats_label)
        outer.addWidget(self.seats)
        outer.addWidget(self.spectators)
        outer.addWidget(self.waiting_for)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        buttons.addWidget(self.cancel)
        outer.addLayout(buttons)

    # ------------------------------------------------------------------ inputs
    def set_table(self, game_title: str, host_name: str) -> None:
        """The game (its translated title) and the host's name, shown as the heading."""
        self._game, self._host = game_title, host_name
        self._retranslate()

    def set_invite(self, code: str) -> None:
        """The invite code friends paste into Game → Join a table…."""
        self._code = code
        self.code.set_code(code)
        self.copy.setEnabled(bool(code))

    def set_qr(self, image: QImage) -> None:
        """The invite as a QR picture, scaled by whole pixels to at most ``QR_SIDE``."""
        if image.isNull():
            self.qr.clear()
            self.qr.setVisible(False)
            return
        side = max(image.width(), image.height())
        factor = max(1, QR_SIDE // side) if side <= QR_SIDE else QR_SIDE / side
        size = QSize(round(image.width() * factor), round(image.height() * factor))
        self.qr.setPixmap(QPixmap.fromImage(image).scaled(
            size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.FastTransformation))
        self.qr.setVisible(True)

    def set_seats(self, rows: Sequence[SeatRow], spectators: int = 0) -> None:
        """Every seat with who sits there and, for a remote seat, whether they joined; and
        how many spectators watch.  "Start the game" is enabled once nobody is awaited."""
        self._rows = list(rows)
        self._spectators = spectators
        self._fill_seats()

    def set_playing(self, playing: bool) -> None:
        """During the game (Game → Invite…): no Start, and "Close" instead of Cancel — closing
        the panel does not close the table."""
        self._playing = playing
        self._retranslate()

    # ------------------------------------------------------------------ state
    def awaited(self) -> list[str]:
        """The names of the remote seats not (or no longer) here."""
        return [row.name for row in self._rows if not row.ready]

    def can_start(self) -> bool:
        return bool(self._rows) and not self.awaited() and not self._playing

    def copy_code(self) -> None:
        """The code to the clipboard; "Copied" shown for a moment and said aloud."""
        if not self._code:
            return
        QGuiApplication.clipboard().setText(self._code)
        text = self.tr("Copied")
        self.copied.setText(text)
        self.copied_timer.start()
        if self.isVisible():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.copy, text))

    def _start(self) -> None:
        if self.can_start():
            self.start_requested.emit()

    def reject(self) -> None:
        """Escape or Cancel: while waiting, the host gives up the table (``cancelled``);
        during the game the panel only closes."""
        if not self._playing:
            self.cancelled.emit()
        super().reject()

    # ------------------------------------------------------------------ words
    def kind_text(self, kind: str) -> str:
        return {HERE: self.tr("At this computer"), COMPUTER: self.tr("Computer"),
                REMOTE: self.tr("At another computer")}.get(kind, kind)

    def state_text(self, row: SeatRow) -> str:
        if row.kind != REMOTE:
            return self.tr("Ready")
        return {WAITING: self.tr("Waiting to join…"), JOINED: self.tr("Joined"),
                DISCONNECTED: self.tr("Disconnected")}.get(row.state, row.state)

    def _fill_seats(self) -> None:
        self.seats.clear()
        for row in self._rows:
            item = QTreeWidgetItem([row.name, self.kind_text(row.kind), self.state_text(row)])
            if not row.ready:
                font = QFont(self.seats.font())
                font.setItalic(True)
                item.setFont(2, font)
            self.seats.addTopLevelItem(item)
        first = self.seats.topLevelItem(0)
        if first is not None:  # the keyboard lands on a row, not on an empty list
            self.seats.setCurrentItem(first)
        rows = max(2, len(self._rows))  # the list as tall as its seats: no empty box
        self.seats.setFixedHeight(self.seats.header().sizeHint().height()
                                  + self.seats.sizeHintForRow(0) * rows
                                  + 2 * self.seats.frameWidth() + 2)
        n = self._spectators
        self.spectators.setText(self.tr("%n spectator(s) watching", "", n) if n else "")
        self.spectators.setVisible(n > 0)
        awaited = self.awaited()
        self.waiting_for.setText(self.tr("Waiting for: {names}").format(
            names=", ".join(awaited)) if awaited and not self._playing else "")
        self.waiting_for.setVisible(bool(self.waiting_for.text()))
        self.start.setEnabled(self.can_start())
        self.start.setToolTip("" if self.can_start() or self._playing else self.tr(
            "The game can start once everyone at another computer has joined."))

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Invite players"))
        self.heading.setText(self._game)
        self.hosted_by.setText(self.tr("Hosted by {name}").format(name=self._host)
                               if self._host else "")
        self.code_label.setText(self.tr("&Invite code:"))
        self.code.setAccessibleName(self.tr("Invite code"))
        self.copy.setText(self.tr("&Copy"))
        self.copy.setAccessibleDescription(self.tr("Copy the invite code to the clipboard"))
        self.help.setText(self.tr("Friends on your network find this table when they choose "
                                  "Join a table in the Game menu. Others need the code or the "
                                  "picture."))
        self.qr.setAccessibleName(self.tr("The invite code as a QR picture"))
        self.seats_label.setText(self.tr("&Seats:"))
        self.seats.setAccessibleName(self.tr("Seats"))
        self.seats.setHeaderLabels([self.tr("Name"), self.tr("Player"), self.tr("State")])
        self.start.setText(self.tr("&Start the game"))
        self.start.setVisible(not self._playing)
        self.cancel.setText(self.tr("Close") if self._playing else self.tr("Cancel"))
        self.cancel.setAccessibleDescription(
            "" if self._playing else self.tr("Close the table: nobody can join any more"))
        self._fill_seats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
