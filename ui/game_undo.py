"""Undo, redo and hints in the main window (a mixin of ``MainWindow``): the Game menu's
entries, the table's button, the log's "Anna takes back: …" and the autosave that follows.

Why apart from the window: what may be taken back is the session's business (fair undo or
practice, ``Session.undo_count``); here it is only shown and asked for — and a refused undo
says why where the player looks (the table's callout), like any refused move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

if TYPE_CHECKING:
    from engine.core import Event
    from ui.game_log import GameLog
    from ui.games.base import GameTable
    from ui.session import Session

    _Base = QWidget
else:
    _Base = object


translate = QCoreApplication.translate  # literal context in every call: lupdate reads them


class GameUndo(_Base):
    """``undo_action``/``redo_action`` (Ctrl+Z, Ctrl+Shift+Z) and what they do."""

    session: Session | None
    table: GameTable | None
    events: list[Event]
    log: GameLog

    if TYPE_CHECKING:  # the window's own (for mypy only: no stub may shadow them)
        def _autosave(self) -> None: ...
        def _rebuild_log(self) -> None: ...

    def _build_undo_actions(self, menu: QMenu) -> None:
        self.undo_action = QAction(self)
        self.undo_action.setObjectName("undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self)
        self.redo_action.setObjectName("redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"),
                                       QKeySequence(QKeySequence.StandardKey.Redo)])
        self.redo_action.triggered.connect(self.redo)
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        self.hint_action = QAction(self)
        self.hint_action.setObjectName("hint")
        # Ctrl+H: a plain H is a move key at some tables (Storma heals with it)
        self.hint_action.setShortcut(QKeySequence("Ctrl+H"))
        self.hint_action.triggered.connect(self.hint)
        menu.addAction(self.hint_action)

    def _retranslate_undo(self) -> None:
        self.undo_action.setText(translate("MainWindow", "&Undo"))
        self.redo_action.setText(translate("MainWindow", "Re&do"))
        self.hint_action.setText(translate("MainWindow", "&Hint"))
        self.update_undo()

    def _connect_undo(self, session: Session, table: GameTable) -> None:
        session.changed.connect(self.update_undo)
        table.undoRequested.connect(self.undo)

    def update_undo(self) -> None:
        """Menu entries and the table's button follow what can be taken back now.

        Undo stays enabled while a person plays (a press that cannot take anything back
        says why on the table); the table's button is enabled only when it would act."""
        s, table = self.session, self.table
        if s is None:
            self.undo_action.setEnabled(False)
            self.redo_action.setEnabled(False)
            self.hint_action.setEnabled(False)
            return
        person = bool(s.human_seats)
        count = s.undo_count()
        self.undo_action.setEnabled(person and (not s.is_over() or bool(count)))
        self.redo_action.setEnabled(bool(s.redo_count()))
        self.hint_action.setEnabled(s.hint_available())
        if table is None or not hasattr(table, "show_undo"):
            return
        tip = (translate("MainWindow", "Take back your last move (Ctrl+Z)") if count
               else s.undo_refusal() if s.actions else "")
        table.show_undo(person and (not s.is_over() or bool(count)), bool(count), tip)

    def undo(self) -> None:
        s, table = self.session, self.table
        if s is None or table is None:
            return
        before = list(self.events)
        who = s.viewer
        if not s.undo():
            table.refuse(s.undo_refusal())
            return
        panel = getattr(self, "end_panel", None)
        if panel is not None:
            panel.hide()  # practice: taken back from the end, the game goes on
        self.events = s.history()
        undone = before[len(self.events):]
        self._rebuild_log()
        what = next((line for line in map(table.describe_event, undone) if line), "")
        if who is not None and what:
            self.log.add_line(translate("MainWindow", "{name} takes back: {what}").format(
                name=s.name(who), what=what), who, s.name(who))
        self._autosave()
        self.update_undo()

    def redo(self) -> None:
        s = self.session
        if s is None or not s.redo():
            return
        self.update_undo()

    def hint(self) -> None:
        """Game → Hint: the Hard player's choice for the person to act, framed on the table
        with one line of why (computed on a worker thread; a move cancels it)."""
        s, table = self.session, self.table
        if s is None or table is None:
            return
        if not s.request_hint() and not s.hint_available():
            table.refuse(translate("MainWindow", "A hint is for the person whose turn it is."))
