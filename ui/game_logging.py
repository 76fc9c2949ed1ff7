"""The main window's log (a mixin of ``MainWindow``): each move's lines filed under its turn,
and the whole log written again after a language switch, an undo or a resumed game.

Why apart from the window: who made a move is not in its events, so the window keeps every
move with its acting seat (``log_moves``) — live from the session's steps, for a resumed
game from one replay — and the log (``ui.game_log.GameLog``) is built from that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QWidget

from ui.game_log import GameLog, LogEntry, Move, replay_moves

if TYPE_CHECKING:
    from engine.core import Event
    from ui.games.base import GameTable
    from ui.session import Session

    _Base = QWidget
else:
    _Base = object

translate = QCoreApplication.translate  # literal context in every call: lupdate reads them


class GameLogging(_Base):
    """``log_moves`` and what the log shows of them."""

    session: Session | None
    table: GameTable | None
    log: GameLog
    #: every move's events and acting seat (0: the deal): the log's turns are built from it
    log_moves: list[Move]

    def _log_move(self, events: list[Event]) -> None:
        """The events of the move just made (or of the opening deal), into the log."""
        s = self.session
        if s is None:
            return
        index = len(s.actions)  # 0: the opening deal, k: the k-th action
        seat = s.steps()[index - 1].seat if index else None
        in_step = len(self.log_moves) == index
        self.log_moves[index:] = [Move(seat, list(events))]
        if self.table is None:
            return
        if in_step:
            self.log.add_move(self._log_entry(index, self.log_moves[index]))
        else:
            self._rebuild_log()

    def _log_entry(self, index: int, move: Move) -> LogEntry:
        """Move ``index``'s lines for the log (a computer's say in a tooltip how long it
        thought: ``decision_ms`` is kept for computer seats only)."""
        s, table = self.session, self.table
        assert s is not None and table is not None
        name = s.name(move.seat) if move.seat is not None else ""
        tooltip = ""
        thought = s.decision_ms.get(index - 1) if index else None
        if thought is not None and move.seat is not None and not s.seats[move.seat].is_human:
            tooltip = translate("MainWindow", "Decided in {seconds} s").format(
                seconds=QLocale().toString(thought / 1000, "f", 1))
        return LogEntry(index, move.seat, name, table.log_lines(move.events), tooltip)

    def _rebuild_log(self) -> None:
        """The whole log again (a language switch, an undo, a resumed game): the moves kept
        in ``log_moves``, less those taken back, worded in the current language."""
        s = self.session
        if self.table is None or s is None:
            self.log.clear_log()
            return
        del self.log_moves[len(s.actions) + 1:]  # taken back
        if s.actions and len(self.log_moves) < len(s.actions) + 1:  # not expected: replay
            self.log_moves = replay_moves(s.game, s.options, s.seed, s.actions)[0]
        self.log.rebuild([self._log_entry(i, m) for i, m in enumerate(self.log_moves)])

    def log_lines(self) -> list[str]:
        """The log's lines shown, in order, without the turns' headings."""
        return self.log.lines()
