"""Undo, redo and hints in the main window (a mixin of ``MainWindow``): the Game menu's
entries, the table's button, the log's "Anna takes back: …" and the autosave that follows.

Why apart from the window: what may be taken back is the session's business (fair undo or
practice, ``Session.undo_count``); here it is only shown and asked for.

Undo never looks possible when it is not: the menu entry and the table's button are enabled
exactly when ``Session.undo`` would take something back, and their tooltips say why not.  A
person may still ask — Ctrl+Z, or a click on the greyed button — and is then told why where
they look (the table's callout), like any refused move; when only fairness stands in the way,
the callout offers once per game to turn the game into practice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from ui.table.callout import CalloutAction

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
    message_label: QLabel

    if TYPE_CHECKING:  # the window's own (for mypy only: no stub may shadow them)
        def _autosave(self) -> None: ...
        def _rebuild_log(self) -> None: ...
        def _title(self) -> str: ...

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
        # a disabled action's shortcut does nothing; while Undo cannot act, Ctrl+Z reaches
        # this instead, so the person who asks is told why (never both enabled: ambiguous)
        self.undo_asked = QShortcut(self)
        self.undo_asked.setKeys(self.undo_action.shortcuts())
        self.undo_asked.activated.connect(self.undo)
        self.undo_asked.setEnabled(False)
        menu.setToolTipsVisible(True)  # the greyed Undo's tooltip says why
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
        """Menu entry, Ctrl+Z and the table's button follow what can be taken back now:
        enabled exactly when ``Session.undo`` would act, else greyed with the reason as
        tooltip (and status tip); the table's button is shown for games with a person."""
        s, table = self.session, self.table
        if s is None:
            self.undo_action.setEnabled(False)
            self.undo_asked.setEnabled(False)
            self.redo_action.setEnabled(False)
            self.hint_action.setEnabled(False)
            self.undo_action.setToolTip("")
            self.undo_action.setStatusTip("")
            return
        person = bool(s.human_seats)
        can = s.undo_count() > 0
        self.undo_action.setEnabled(can)
        self.undo_asked.setEnabled(person and not can)
        self.redo_action.setEnabled(bool(s.redo_count()))
        self.hint_action.setEnabled(s.hint_available())
        tip = (translate("MainWindow", "Take back your last move (Ctrl+Z)") if can
               else s.undo_refusal())
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)
        if table is None or not hasattr(table, "show_undo"):
            return
        table.show_undo(person, can, tip)

    def undo(self) -> None:
        s, table = self.session, self.table
        if s is None or table is None:
            return
        before = list(self.events)
        who = s.viewer
        if not s.undo():
            self._refuse_undo(s, table)
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

    def _refuse_undo(self, s: Session, table: GameTable) -> None:
        """Why nothing was taken back, on the table; the first time in a game that only
        fairness stands in the way, with the offer to make it a practice game."""
        offer = None
        if not s.practice_offered and s.practice_offer():
            s.practice_offered = True  # declined or ignored, it is not asked again
            offer = CalloutAction(translate("MainWindow", "Turn this game into practice"),
                                  self.turn_into_practice)
        table.refuse(s.undo_refusal(), None, offer)

    def turn_into_practice(self) -> None:
        """The offer taken: a practice game from now on (not counted, saved as one, "practice"
        in the title), and the undo that was asked for is done."""
        s = self.session
        if s is None or s.practice or s.is_over():
            return
        s.make_practice()
        self.setWindowTitle(self._title())
        self.message_label.setText("")  # the refusal's copy in the status bar no longer holds
        self._autosave()
        self.undo()

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
