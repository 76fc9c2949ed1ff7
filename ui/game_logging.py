"""The game log: the ``GameLogging`` controller the main window owns — each move's lines filed
under its turn, and the whole log written again after a language switch, an undo or a resumed
game.

Why apart from the window: who made a move is not in its events, so the controller keeps every
move with its acting seat (``moves``) — live from the session's steps, for a resumed game from
one replay — and the log widget (``ui.game_log.GameLog``) is built from that.  It knows the
window only through ``LogHost``: the running game and its table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ui.game_log import GameLog, LogEntry, Move

if TYPE_CHECKING:
    from engine.core import Event
    from ui.games.base import GameTable
    from ui.session import Session

translate = QCoreApplication.translate  # literal context in every call: lupdate reads them


class LogHost(Protocol):
    """What the log needs of the window: the running game and the table that words it."""

    @property
    def session(self) -> Session | None: ...
    @property
    def table(self) -> GameTable | None: ...


class GameLogging:
    """``moves`` and ``events`` of the running game, and what the log shows of them: the log
    widget in its dock on ``window``, placed as ``restore_docks`` says (True when it put the
    window's saved docks back)."""

    def __init__(self, window: QMainWindow, host: LogHost,
                 restore_docks: Callable[[], bool]) -> None:
        self.window = window
        self.host = host
        self.log = GameLog()
        self.log.setObjectName("game_log")
        self.dock = QDockWidget(window)
        self.dock.setObjectName("log_dock")
        self.dock.setWidget(self.log)
        self.dock.setMinimumWidth(170)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()  # shown when a game starts: the welcome page needs the room
        restored = restore_docks()
        #: the log's width is the player's (remembered, or set in this run): no default width
        self.sized = restored and not self.dock.isHidden()
        self.dock.hide()  # whatever the saved docks say: the welcome page needs the room
        #: every event of the running game so far, in order (an undo cuts it back)
        self.events: list[Event] = []
        #: every move's events and acting seat (0: the deal): the log's turns are built from it
        self.moves: list[Move] = []

    def reset(self, history: list[Event], moves: list[Move] | None = None) -> None:
        """A game appeared: its events so far (a resumed game's log reads as it did) and
        its moves, the log emptied until the table is shown."""
        self.events = history
        self.moves = list(moves or [])
        self.log.clear_log()

    def retranslate(self) -> None:
        self.dock.setWindowTitle(translate("MainWindow", "Game log"))
        self.log.setAccessibleName(translate("MainWindow", "Game log"))

    def show_for_game(self, wanted: bool) -> None:
        """A game is on the table: the log beside it if the player keeps it open
        (``wanted``), at a narrow width unless the player chose one."""
        if wanted:
            self.dock.show()
        if not self.sized and not self.dock.isHidden():
            # a narrow log by default: on 1280×800 every pixel of table makes cards bigger
            self.sized = True
            self.window.resizeDocks([self.dock], [max(190, min(300, self.window.width() // 6))],
                                    Qt.Orientation.Horizontal)

    def record(self, events: list[Event]) -> None:
        """The events of the move just made (or of the opening deal), kept and logged."""
        self.events.extend(events)
        s = self.host.session
        if s is None:
            return
        index = len(s.actions)  # 0: the opening deal, k: the k-th action
        seat = s.steps()[index - 1].seat if index else None
        in_step = len(self.moves) == index
        self.moves[index:] = [Move(seat, list(events))]
        if self.host.table is None:
            return
        if in_step:
            self.log.add_move(self._entry(index, self.moves[index]))
        else:
            self.rebuild()

    def take_back(self, history: list[Event], who: int | None) -> None:
        """An undo: the events left are ``history``; the log is written again and says what
        ``who`` (the seat that asked) took back: "Anna takes back: …"."""
        s, table = self.host.session, self.host.table
        undone = self.events[len(history):]
        self.events = history
        self.rebuild()
        if s is None or table is None:
            return
        what = next((line for line in map(table.describe_event, undone) if line), "")
        if who is not None and what:
            self.log.add_line(translate("MainWindow", "{name} takes back: {what}").format(
                name=s.name(who), what=what), who, s.name(who))

    def _entry(self, index: int, move: Move) -> LogEntry:
        """Move ``index``'s lines for the log (a computer's say in a tooltip how long it
        thought: ``decision_ms`` is kept for computer seats only)."""
        s, table = self.host.session, self.host.table
        assert s is not None and table is not None
        name = s.name(move.seat) if move.seat is not None else ""
        tooltip = ""
        thought = s.decision_ms.get(index - 1) if index else None
        if thought is not None and move.seat is not None and not s.seats[move.seat].is_human:
            tooltip = translate("MainWindow", "Decided in {seconds} s").format(
                seconds=QLocale().toString(thought / 1000, "f", 1))
        return LogEntry(index, move.seat, name, table.log_lines(move.events), tooltip)

    def rebuild(self) -> None:
        """The whole log again (a language switch, an undo, a resumed game): the moves kept
        in ``moves``, less those taken back, worded in the current language."""
        s = self.host.session
        if self.host.table is None or s is None:
            self.log.clear_log()
            return
        del self.moves[len(s.actions) + 1:]  # taken back
        if s.actions and len(self.moves) < len(s.actions) + 1:  # not expected: replay
            self.moves = s.logged_moves()
        self.log.rebuild([self._entry(i, m) for i, m in enumerate(self.moves)])
