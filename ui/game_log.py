"""The game log: a tree of turns, shared by the main window and the replay window.

Why a tree: a long game's log was hundreds of flat lines, and a reader wants to know whose
turn a line belongs to and to put earlier turns out of the way.  Each turn — the moves one seat
makes in a row — gets a heading ("Turn 7 — Berit") with the lines of its moves beneath; the
opening deal's lines sit under "Deal".  Headings can be folded with a click or the tree's keys
(Left/Right, +/-); the turn being written (or, in a replay, the position's turn) is kept
open.

Who acted is not in the events: it is ``current_player`` *before* each move, so the log is fed
whole moves (``LogEntry``: the move's number, the acting seat, its lines) — live from the
session, or for a rebuilt game from ``replay_moves``, which replays seed + actions once.

A line keeps its move number (``MOVE_ROLE``): the replay hides the lines of moves not made yet
and goes back to a line's move when it is clicked.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from engine.record import Move, replay_moves

if TYPE_CHECKING:
    pass

__all__ = ["GameLog", "LogEntry", "Move", "replay_moves"]

#: the move a line was written by (0: the opening deal, k: the k-th action); absent on
#: headings and on lines no move wrote (the "takes back" line of an undo)
MOVE_ROLE = Qt.ItemDataRole.UserRole + 1
#: on headings: the turn's key (0 for the deal, n for "Turn n"), so a rebuild of the same
#: game (a language switch, an undo) folds again the turns the reader had folded
TURN_ROLE = Qt.ItemDataRole.UserRole + 2
#: pixels added to every row: wrapped sentences set tight read as one block
ROW_GAP = 4


@dataclass(frozen=True)
class LogEntry:
    """What the log shows of one move: its lines, worded by the table, and who made it."""

    move: int
    #: the acting seat; ``None`` for the deal (a move without a seat stays in the turn)
    seat: int | None
    name: str
    lines: list[str]
    #: on each of the move's lines (the computer's "Decided in … s")
    tooltip: str = ""


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their words wrapped at the width the tree gives them.

    Why: a tree's rows are measured without a width, so a long line would be one row high
    and cut off with "…"; the log's lines are sentences that must be read whole in a narrow
    dock."""

    def __init__(self, view: GameLog) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        # a row starts after one indentation per level and the root's branch (the headings'
        # arrows); given that width, the style wraps the words as it will paint them
        sized = QStyleOptionViewItem(option)
        width = self.view.viewport().width() - self.view.indentation() * (depth + 1)
        sized.rect = QRect(0, 0, max(40, width), 1)
        hint = super().sizeHint(sized, index)
        return QSize(hint.width(), hint.height() + ROW_GAP)  # lines apart, easier to tell


class GameLog(QTreeWidget):
    """The log: headings per turn, lines beneath; older turns may be folded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setHeaderLabels([""])  # hidden, but a screen reader would say "1"
        self.setWordWrap(True)
        self.setUniformRowHeights(False)  # wrapped lines are taller than headings
        self.setIndentation(12)  # room for the words in a narrow dock
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(_WrappingDelegate(self))
        self._heading: QTreeWidgetItem | None = None
        self._turns = 0
        #: the seat of the current heading (``None``: the deal's, or none yet)
        self._seat: int | None = None
        #: turn keys folded by the reader before a rebuild, folded again as they come back
        self._folded: set[int] = set()

    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            # the rows wrap at the new width (a dragged dock, the scroll bar that appears as
            # the log grows): measured now, so a log that showed its newest line still does
            self.scheduleDelayedItemsLayout()
            self.executeDelayedItemsLayout()
            if at_end:
                self.scrollToBottom()

    # ------------------------------------------------------------------ writing
    def clear_log(self) -> None:
        """An empty log (a new game); nothing remembered of the last one's folds."""
        self.clear()
        self._folded = set()
        self._start()

    def _start(self) -> None:
        self._heading = None
        self._turns = 0
        self._seat = None

    def rebuild(self, entries: Iterable[LogEntry]) -> None:
        """The same game written again (reworded, or after an undo): the turns the reader
        had folded stay folded, the last turn is open and its newest line in view."""
        self._folded = {int(key) for item in self.headings_items()
                        if not item.isExpanded() and (key := item.data(0, TURN_ROLE)) is not None}
        self.setUpdatesEnabled(False)
        try:
            self.clear()
            self._start()
            for entry in entries:
                self._add(entry)
        finally:
            self.setUpdatesEnabled(True)
        self._folded = set()
        self.show_newest()

    def add_move(self, entry: LogEntry) -> None:
        """The lines of a move just made, under its turn's heading; the newest in view."""
        self._add(entry)
        self.show_newest()

    def add_line(self, text: str, seat: int | None = None, name: str = "") -> None:
        """A line no move wrote ("Anna takes back: …"), at the end of the current turn; with
        ``seat`` (and its ``name``) in that seat's turn — a new one when the current turn is
        someone else's, which that seat's next move then continues."""
        self._add_lines(-1, seat, name, [text], "")
        self.show_newest()

    def _add(self, entry: LogEntry) -> None:
        self._add_lines(entry.move, entry.seat, entry.name, entry.lines, entry.tooltip)

    def _add_lines(self, move: int, seat: int | None, name: str, lines: Sequence[str],
                   tooltip: str) -> None:
        """Lines of ``move`` (-1: of no move) by ``seat``: a new turn begins with the first
        line of a seat other than the current heading's.

        Why moves without a line do not end a turn: in Ordet fanger a hidden answer is such
        a move, and the duel it ends is told in the answering seat's next line; a heading
        for each side of it would put two headings of one name in a row."""
        if not lines:
            return
        if move == 0:
            self._seat = None
            self._heading = self._add_heading(self.tr("Deal"), 0)
        elif seat is not None and (seat != self._seat or self._heading is None):
            self._seat = seat
            self._turns += 1
            self._heading = self._add_heading(
                self.tr("Turn {n} — {name}").format(n=self._turns, name=name), self._turns)
        for line in lines:
            item = QTreeWidgetItem([line])
            if move >= 0:
                item.setData(0, MOVE_ROLE, move)
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole, line)
            if tooltip:
                item.setToolTip(0, tooltip)
            if self._heading is None:
                self.addTopLevelItem(item)
            else:
                self._heading.addChild(item)

    def _add_heading(self, text: str, key: int) -> QTreeWidgetItem:
        item = QTreeWidgetItem([text])
        item.setData(0, TURN_ROLE, key)
        item.setData(0, Qt.ItemDataRole.AccessibleTextRole, text)
        font = QFont(self.font())
        font.setBold(True)
        item.setFont(0, font)
        self.addTopLevelItem(item)
        item.setExpanded(key not in self._folded)
        return item

    # ------------------------------------------------------------------ showing
    def show_newest(self) -> None:
        """Open the turn of the newest line shown and scroll that line into view."""
        newest = self.newest_line()
        if newest is None:
            return
        # rows hidden or shown, or a new width, change the heights: measure them first, or
        # the scroll would be to where the line was
        self.executeDelayedItemsLayout()
        parent = newest.parent()
        if parent is not None and not parent.isExpanded():
            parent.setExpanded(True)
        if self.itemBelow(newest) is None:  # the end of the log: all of it, to the last pixel
            self.scrollToBottom()
        else:
            self.scrollToItem(newest, QAbstractItemView.ScrollHint.EnsureVisible)

    def show_up_to(self, move: int) -> None:
        """A replay's position: the lines of later moves (and turns left without a line)
        hidden, the position's turn open, its newest line chosen and in view."""
        for top in self.headings_items(hidden=True):
            if top.data(0, TURN_ROLE) is None:  # a line outside every turn
                top.setHidden(self._later(top, move))
                continue
            shown = False
            for child in _children(top):
                child.setHidden(self._later(child, move))
                shown = shown or not child.isHidden()
            top.setHidden(not shown)
        newest = self.newest_line()
        if newest is None:
            self.setCurrentIndex(QModelIndex())  # no current line
            self.clearSelection()
            return
        self.show_newest()
        self.setCurrentItem(newest)

    @staticmethod
    def _later(item: QTreeWidgetItem, move: int) -> bool:
        made = item.data(0, MOVE_ROLE)
        return made is not None and int(made) > move

    # ------------------------------------------------------------------ reading
    def headings_items(self, hidden: bool = False) -> list[QTreeWidgetItem]:
        """The top-level items (headings, and lines outside every turn), in order."""
        items = [self.topLevelItem(i) for i in range(self.topLevelItemCount())]
        return [item for item in items if item is not None and (hidden or not item.isHidden())]

    def line_items(self) -> list[QTreeWidgetItem]:
        """Every line not hidden, in order (folded ones included: folding is not hiding)."""
        out: list[QTreeWidgetItem] = []
        for top in self.headings_items():
            if top.data(0, TURN_ROLE) is None:
                out.append(top)
                continue
            out.extend(child for child in _children(top) if not child.isHidden())
        return out

    def newest_line(self) -> QTreeWidgetItem | None:
        items = self.line_items()
        return items[-1] if items else None

    def lines(self) -> list[str]:
        """The lines shown, in order, without the headings."""
        return [item.text(0) for item in self.line_items()]

    def headings(self) -> list[str]:
        """The headings shown, in order."""
        return [item.text(0) for item in self.headings_items()
                if item.data(0, TURN_ROLE) is not None]

    def turns(self) -> list[tuple[str, list[str]]]:
        """Each heading shown with its lines shown (a line outside every turn: heading "")."""
        out: list[tuple[str, list[str]]] = []
        for top in self.headings_items():
            if top.data(0, TURN_ROLE) is None:
                out.append(("", [top.text(0)]))
                continue
            out.append((top.text(0), [c.text(0) for c in _children(top) if not c.isHidden()]))
        return out


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [c for i in range(item.childCount()) if (c := item.child(i)) is not None]
