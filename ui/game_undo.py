"""Undo, redo and hints: the ``GameUndo`` controller the main window owns — the Game menu's
entries, the table's button, the log's "Anna takes back: …" and the autosave that follows.

Why apart from the window: what may be taken back is the session's business (fair undo or
practice, ``Session.undo_count``); here it is only shown and asked for.  It knows the window
only through ``UndoHost`` and as the parent of its actions.

Undo never looks possible when it is not: the menu entry and the table's button are enabled
exactly when ``Session.undo`` would take something back, and their tooltips say why not.  A
person may still ask — Ctrl+Z, or a click on the greyed button — and is then told why where
they look (the table's callout), like any refused move; when only fairness stands in the way,
the callout offers once per game to turn the game into practice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu, QWidget

if TYPE_CHECKING:
    from ui.end_panel import EndPanel
    from ui.game_logging import GameLogging
    from ui.games.base import GameTable
    from ui.session import Session


translate = QCoreApplication.translate  # literal context in every call: lupdate reads them


class UndoHost(Protocol):
    """What undo needs of the window: the running game, its table and end panel, and a way
    to show that the game became practice."""

    @property
    def session(self) -> Session | None: ...
    @property
    def table(self) -> GameTable | None: ...
    @property
    def end_panel(self) -> EndPanel | None: ...
    def practice_started(self) -> None: ...


class GameUndo:
    """``undo_action``/``redo_action`` (Ctrl+Z, Ctrl+Shift+Z), ``hint_action`` and what they
    do; ``log`` says what was taken back, ``autosave`` keeps the game as it is now."""

    def __init__(self, parent: QWidget, host: UndoHost, log: GameLogging,
                 autosave: Callable[[], None]) -> None:
        self.parent = parent
        self.host = host
        self.log = log
        self.autosave = autosave

    def build_actions(self, menu: QMenu) -> None:
        """Undo, Redo and Hint at the end of ``menu`` (the Game menu)."""
        self.undo_action = QAction(self.parent)
        self.undo_action.setObjectName("undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self.parent)
        self.redo_action.setObjectName("redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"),
                                       QKeySequence(QKeySequence.StandardKey.Redo)])
        self.redo_action.triggered.connect(self.redo)
        # a disabled action's shortcut does nothing; while Undo cannot act, Ctrl+Z reaches
        # this instead, so the person who asks is told why (never both enabled: ambiguous)
        self.undo_asked = QShortcut(self.parent)
        self.undo_asked.setKeys(self.undo_action.shortcuts())
        self.undo_asked.activated.connect(self.undo)
        self.undo_asked.setEnabled(False)
        menu.setToolTipsVisible(True)  # the greyed Undo's tooltip says why
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        self.hint_action = QAction(self.parent)
        self.hint_action.setObjectName("hint")
        # Ctrl+H: a plain H is a move key at some tables (Storma heals with it)
        self.hint_action.setShortcut(QKeySequence("Ctrl+H"))
        self.hint_action.triggered.connect(self.hint)
        menu.addAction(self.hint_action)

    def retranslate(self) -> None:
        self.undo_action.setText(translate("MainWindow", "&Undo"))
        self.redo_action.setText(translate("MainWindow", "Re&do"))
        self.hint_action.setText(translate("MainWindow", "&Hint"))
        self.update()

    def connect(self, session: Session, table: GameTable) -> None:
        session.changed.connect(self.update)
        table.undoRequested.connect(self.undo)

    def update(self) -> None:
        """Menu entry, Ctrl+Z and the table's button follow what can be taken back now:
        enabled exactly when ``Session.undo`` would act, else greyed with the reason as
        tooltip (and status tip); the table's button is shown for games with a person."""
        s, table = self.host.session, self.host.table
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
        s, table = self.host.session, self.host.table
        if s is None or table is None:
            return
        who = s.viewer
        if not s.undo():
            self._refuse_undo(s, table)
            return
        panel = self.host.end_panel
        if panel is not None:
            panel.hide()  # practice: taken back from the end, the game goes on
        self.log.take_back(s.history(), who)
        self.autosave()
        self.update()

    def _refuse_undo(self, s: Session, table: GameTable) -> None:
        """Why nothing was taken back, on the table; the first time in a game that only
        fairness stands in the way, with the offer to make it a practice game."""
        from ui.table.callout import CalloutAction

        offer = None
        if not s.practice_offered and s.practice_offer():
            s.practice_offered = True  # declined or ignored, it is not asked again
            offer = CalloutAction(translate("MainWindow", "Turn this game into practice"),
                                  self.turn_into_practice)
        table.refuse(s.undo_refusal(), None, offer)

    def turn_into_practice(self) -> None:
        """The offer taken: a practice game from now on (not counted, saved as one, "practice"
        in the title), and the undo that was asked for is done."""
        s = self.host.session
        if s is None or s.practice or s.is_over():
            return
        s.make_practice()
        self.host.practice_started()
        self.autosave()
        self.undo()

    def redo(self) -> None:
        s = self.host.session
        if s is None or not s.redo():
            return
        self.update()

    def hint(self) -> None:
        """Game → Hint: the Hard player's choice for the person to act, framed on the table
        with one line of why (searched in the think process; a move cancels it)."""
        s, table = self.host.session, self.host.table
        if s is None or table is None:
            return
        if s.guard is not None:  # a guided game: the step is the hint
            table.refuse(translate("MainWindow", "In the guided game the step says what to "
                                   "do: press F2 and it shows you."))
            return
        if not s.request_hint() and not s.hint_available():
            table.refuse(translate("MainWindow", "A hint is for the person whose turn it is."))
