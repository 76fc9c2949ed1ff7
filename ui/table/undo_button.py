"""Undo on the table itself, in the felt's top right corner: ``UndoButton``.

Why a class of its own: the button keeps the room it stands in free of the table
(``TableView.set_corner``) and asks for Undo even while greyed out, so the window can say why
nothing can be taken back; neither is the table's business.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QToolButton, QWidget

from ui.table.scene import TableView


class UndoButton(QToolButton):
    """The ↶ button on ``view``; ``asked`` on every click on it, enabled or not."""

    #: the person asked for Undo (the main window decides what may be taken back)
    asked = Signal()

    def __init__(self, view: TableView, owner: QWidget) -> None:
        super().__init__(view)
        self.view = view
        #: the table: whether the button is shown is asked relative to it
        self.owner = owner
        self.setObjectName("table_undo")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay on the felt
        self.setStyleSheet(
            "QToolButton { background: rgba(10, 30, 18, 190); color: #f4f1e6;"
            " border: 1px solid rgba(255, 255, 255, 90); border-radius: 6px;"
            " padding: 3px 10px; font-weight: bold; }"
            "QToolButton:hover { background: rgba(30, 70, 40, 220); }"
            "QToolButton:disabled { color: rgba(244, 241, 230, 110); }")
        self.clicked.connect(self.asked)
        # a click on the greyed button asks all the same: the refusal says why (eventFilter)
        self.installEventFilter(self)
        self.hide()
        view.resized.connect(self.place)

    def show_state(self, shown: bool, enabled: bool, tip: str) -> None:
        """Shown for a game with a person, enabled while something can be taken back, ``tip``
        says what (or why not)."""
        self.setText(QCoreApplication.translate("FeltTable", "↶ Undo"))
        self.setToolTip(tip)
        self.setEnabled(enabled)
        self.setVisible(shown)
        self.place()

    def place(self) -> None:
        """In the view's top right corner, in room the view keeps free of the table, so it
        never covers a plate or a card."""
        self.adjustSize()
        margin = 8
        self.view.set_corner(QSize(self.width() + 2 * margin, self.height() + 2 * margin)
                             if self.isVisibleTo(self.owner) else QSize())
        self.move(self.view.width() - self.width() - margin, margin)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # disabled, the button gets no clicks of its own; a press on it still reaches the
        # window's Undo, which says why nothing can be taken back (and what would help)
        if (watched is self and event.type() == QEvent.Type.MouseButtonRelease
                and not self.isEnabled() and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton
                and self.rect().contains(event.position().toPoint())):
            self.asked.emit()
            return True
        return super().eventFilter(watched, event)
