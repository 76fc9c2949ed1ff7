"""The Controls page: every mouse gesture and key of the table being played, in two columns.

Why a page of its own: a tooltip on the felt is found by nobody, and one long sentence of keys
is read by nobody; a table of "what you do → what happens" (Help → Controls, or ``?`` at the
table) is what desktop card games offer.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui.table import read_aloud


class ControlsDialog(QDialog):
    """Shows ``rows`` (gesture or key, what it does) of the game called ``title``."""

    def __init__(self, title: str, rows: Sequence[tuple[str, str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("controls_dialog")
        self.setWindowTitle(self.tr("Controls: {game}").format(game=title))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("What you can do at the {game} table:").format(game=title))
        intro.setTextFormat(Qt.TextFormat.PlainText)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        rows = [*rows, *self.common_rows()]
        self.table = QTableWidget(len(rows), 2)
        self.table.setObjectName("controls_table")
        self.table.setHorizontalHeaderLabels([self.tr("You do"), self.tr("What happens")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        for r, (gesture, effect) in enumerate(rows):
            first = QTableWidgetItem(gesture)
            font = first.font()
            font.setBold(True)
            first.setFont(font)
            self.table.setItem(r, 0, first)
            self.table.setItem(r, 1, QTableWidgetItem(effect))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 560)

    def common_rows(self) -> list[tuple[str, str]]:
        """What every table does the same way (``FeltTable``, the main window)."""
        return [
            (self.tr("Tab / Shift+Tab"),
             self.tr("Go from your hand to the cards you can choose and the buttons on the "
                     "table; Enter or Space then does what a click does")),
            (self.tr("Click anywhere"), self.tr("Close the note that says why a move was "
                                                "refused")),
            (self.tr("?"), self.tr("This page")),
            *read_aloud.control_rows(),
            (self.tr("View → Full screen"), self.tr("The table on the whole screen")),
        ]

    def rows(self) -> list[tuple[str, str]]:
        """What the page shows (tests read it back)."""
        out = []
        for r in range(self.table.rowCount()):
            a, b = self.table.item(r, 0), self.table.item(r, 1)
            out.append((a.text() if a else "", b.text() if b else ""))
        return out
