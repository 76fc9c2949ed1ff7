"""The replay window: a finished (or saved) game's table, stepped through move by move.

Why a window of its own, with a session and a table of its own: a replay must never change the
game it shows nor the one being played — the main window's session, its autosave, the save
file and the statistics are never touched, because nothing here is connected to them.  The
table is the game's real table (``ui.games.create_table``), so a replayed position looks
exactly like the live one did, hidden cards included: the viewer is the seat chosen under
"Seen by", and all cards are shown only once the game is over and the player asks for it.

Positions: position ``k`` is the game after ``k`` moves.  One step forward (Right, Play) is
the recorded move applied to the replay's session, so the table animates it at the animation
speed as it did live.  Any other jump builds a fresh table on the position before ``k`` and
applies move ``k`` without animation: what a table derives from events (Storma's dice tray,
Riftforce's numbers, Ordet's duels) then belongs to this position, never to the one left.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QSplitter,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui import catalog, window_state
from ui.game_log import MOVE_ROLE, GameLog, LogEntry, replay_moves
from ui.games import create_table
from ui.games.base import GameTable
from ui.replay.controls import ReplayControls
from ui.replay.source import ReplaySession, ReplaySource
from ui.table import sound
from ui.table.felt_table import FeltTable

#: one move per this many milliseconds while playing, at the "normal" animation speed
STEP_MS = 1100
#: the pace with animations off: still slow enough to follow the log
STEP_MS_WITHOUT_ANIMATION = 450
__all__ = ["MOVE_ROLE", "ReplayWindow"]  # MOVE_ROLE: a line's move (``ui.game_log``)


class ReplayWindow(QMainWindow):
    """A non-modal window: the table, the log beside it and the control bar below."""

    def __init__(self, source: ReplaySource, speed: float = 1.0,
                 parent: QWidget | None = None) -> None:
        """``speed``: the main window's animation speed factor (``SPEEDS``: durations, 0 =
        animations off), for the table's animations and the pace of Play."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("replay_window")
        self.source = source
        self.speed = speed
        self.session = ReplaySession(source, self)
        self.session.viewer = source.default_viewer()
        game = self.session.game
        #: each move's events and acting seat (0: the opening deal), for the log
        self.log_moves, self.final_state = replay_moves(
            game, game.normalize_options(source.options), source.seed, source.actions)
        self.groups = [move.events for move in self.log_moves]
        self.finished = self.session.game.is_over(self.final_state)
        self.moves = len(source.actions)
        self.position = 0
        self.reveal = False
        self.table: GameTable | None = None

        self.table_box = QWidget()
        self.table_layout = QVBoxLayout(self.table_box)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.log = GameLog()
        self.log.setObjectName("replay_log")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setMinimumWidth(180)
        self.log.itemClicked.connect(self._log_clicked)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table_box)
        splitter.addWidget(self.log)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([1000, 260])
        self.controls = ReplayControls([s.name for s in source.seats], self.moves,
                                       finished=self.finished)
        if source.private:
            self.controls.lock_viewer(source.private_viewer)
        else:
            self.controls.viewer_box.setCurrentIndex(self.session.viewer or 0)
        self.controls.firstRequested.connect(lambda: self.go_to(0))
        self.controls.previousRequested.connect(self.step_back)
        self.controls.nextRequested.connect(self.step_forward)
        self.controls.lastRequested.connect(lambda: self.go_to(self.moves))
        self.controls.playToggled.connect(self.toggle_play)
        self.controls.positionRequested.connect(self._slider_moved)
        self.controls.viewerChosen.connect(self.set_viewer)
        self.controls.revealToggled.connect(self.set_reveal)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(splitter, 1)
        column.addWidget(self.controls)
        self.setCentralWidget(central)

        self.timer = QTimer(self)
        self.timer.setInterval(round(STEP_MS * speed) if speed else STEP_MS_WITHOUT_ANIMATION)
        self.timer.timeout.connect(self._play_step)
        #: a dragged slider asks for many positions: only the last one is built
        self._slider_timer = QTimer(self)
        self._slider_timer.setSingleShot(True)
        self._slider_timer.setInterval(60)
        self._slider_timer.timeout.connect(lambda: self.go_to(self.controls.slider.value()))
        self._add_keys()
        self._build_table(0)
        self.retranslate()  # the log's lines too
        self._show_position()
        # a replay opens at move 0 with Play, the default, focused: what starts it is plain
        self.controls.play_button.setFocus()

    def place_like(self, window: QWidget | None) -> None:
        """Open where and as big as the player keeps ``window`` (the main window): filling
        the screen when it does, else its size centred on it — both kept on ``window``'s
        screen (its available area), like ``window_state`` keeps the main window.  Without a
        window: the main window's default size on the primary screen.

        Why not a size of its own: the replay shows the same table, so it deserves the room
        the player gave the game — and a fixed 1280 × 800 hung off a small laptop screen."""
        screen = window.screen() if window is not None else QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen is not None else QRect(
            QPoint(0, 0), window_state.DEFAULT_SIZE)
        if window is not None and (window.isMaximized() or window.isFullScreen()):
            self.setGeometry(area)
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
            return
        size = window.size() if window is not None else window_state.DEFAULT_SIZE
        rect = QRect(QPoint(0, 0), size.boundedTo(area.size()).expandedTo(
            self.minimumSizeHint().boundedTo(area.size())))
        rect.moveCenter(window.geometry().center() if window is not None else area.center())
        # inside the area: never off an edge, the title bar never above it
        rect.moveLeft(max(area.left(), min(rect.left(), area.right() + 1 - rect.width())))
        rect.moveTop(max(area.top(), min(rect.top(), area.bottom() + 1 - rect.height())))
        self.setGeometry(rect)

    # ------------------------------------------------------------------ keys and texts
    def _add_keys(self) -> None:
        """Left/Right step, Home/End jump, Space plays or pauses, Escape closes (window-wide
        shortcuts, so they work whichever part of the window has the focus)."""
        for key, slot in ((Qt.Key.Key_Left, self.step_back),
                          (Qt.Key.Key_Right, self.step_forward),
                          (Qt.Key.Key_Home, lambda: self.go_to(0)),
                          (Qt.Key.Key_End, lambda: self.go_to(self.moves)),
                          (Qt.Key.Key_Space, self.toggle_play),
                          (Qt.Key.Key_Escape, self.close)):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)

    def retranslate(self) -> None:
        """The title, the bar, the table and the log in the UI language."""
        title = catalog.info(self.source.game).title
        players = ", ".join(s.name for s in self.source.seats)
        self.setWindowTitle(self.tr("Replay: {game} ({players}) — Tabletop").format(
            game=title, players=players))
        self.controls.retranslate()
        self.log.setAccessibleName(QCoreApplication.translate("MainWindow", "Game log"))
        if self.table is not None:
            self.table.retranslate()
        self._fill_log()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the log
    def _fill_log(self) -> None:
        """Every turn of the game, each line marked with its move; the lines after the
        position are hidden (the same lines as the main window's log: ``log_lines``)."""
        table = self.table
        if table is None:
            self.log.clear_log()
            return
        # worded at the end of the game, as the live log was (and as the main window words
        # it again on a language switch); nothing is told of the state swapped for it
        shown, self.session.state = self.session.state, self.final_state
        try:
            self.log.rebuild([
                LogEntry(k, move.seat, self.session.name(move.seat) if move.seat is not None
                         else "", table.log_lines(move.events))
                for k, move in enumerate(self.log_moves)])
        finally:
            self.session.state = shown
        self._sync_log()

    def _sync_log(self) -> None:
        """Hide the lines of moves not made yet; open the position's turn and select its
        newest line."""
        self.log.show_up_to(self.position)

    def _log_clicked(self, item: QTreeWidgetItem, column: int = 0) -> None:
        """A click on a line goes back to the move that wrote it (a heading only folds)."""
        move = item.data(column, MOVE_ROLE)
        if move is None:
            return
        self.pause()
        self.go_to(int(move))

    def log_lines(self) -> list[str]:
        """The log lines shown now (the lines up to the position), without the headings."""
        return self.log.lines()

    # ------------------------------------------------------------------ the table
    def _build_table(self, position: int) -> None:
        """A fresh table on the position before ``position``, then that move applied without
        animation or sound (so the table shows what the move did, its dice included)."""
        old = self.table
        if old is not None:
            self.table_layout.removeWidget(old)
            old.hide()
            # at once, not later: until then it would repaint every move of the new table
            shiboken6.delete(old)
            self.table = None
        self.session.reveal_all = self.reveal
        self.session.rebuild(self.source.actions[:max(0, position - 1)])
        table = create_table(self.session, self.table_box)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if isinstance(table, FeltTable):
            table.reveal_all = self.reveal
            table.view.setInteractive(False)  # watched, not played: no drag, no click
            table.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            table.set_animation_speed(1.0 / self.speed if self.speed else 0.0)
        self.table_layout.addWidget(table)
        self.table = table
        table.show()
        if position > 0:
            muted = sound.is_muted()
            sound.set_muted(True)  # a jump across the game is not a move to hear
            try:
                self._animated(False, lambda: self.session.advance(
                    self.source.actions[position - 1]))
            finally:
                sound.set_muted(muted)
        elif self.reveal:
            self._animated(False, self.table.refresh)
        self.position = position

    def _animated(self, animate: bool, fn: Callable[[], object]) -> None:
        """``fn`` (a move, a repaint) with the table's animations on or off."""
        table = self.table
        if isinstance(table, FeltTable):
            with table.animating(animate):
                fn()
        else:
            fn()

    # ------------------------------------------------------------------ positions
    def finished_here(self) -> bool:
        """The game is over at the position shown (all cards may be shown)."""
        return self.finished and self.position == self.moves

    def go_to(self, position: int) -> None:
        """Show the game after ``position`` moves (a jump: no animation)."""
        position = max(0, min(self.moves, position))
        self._slider_timer.stop()
        if position == self.position and self.table is not None:
            self._show_position()
            return
        if position != self.moves:
            self.reveal = False
        self._build_table(position)
        self._show_position()

    def step_forward(self) -> None:
        """The next move, animated as it was played."""
        if self.position >= self.moves:
            self.pause()
            return
        self._slider_timer.stop()
        self.position += 1
        self._animated(True, lambda: self.session.advance(
            self.source.actions[self.position - 1]))
        self._show_position()

    def step_back(self) -> None:
        self.pause()
        self.go_to(self.position - 1)

    def _slider_moved(self, value: int) -> None:
        self.pause()
        if self.controls.slider.isSliderDown():
            self._slider_timer.start()
        else:
            self.go_to(value)

    def _show_position(self) -> None:
        self.controls.show_position(self.position, self.finished_here())
        self._sync_log()

    # ------------------------------------------------------------------ play / pause
    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
            return
        if self.position >= self.moves:
            self.go_to(0)  # Play at the end watches the game again from the start
        self.timer.start()
        self.controls.set_playing(True)

    def pause(self) -> None:
        self.timer.stop()
        self.controls.set_playing(False)

    def _play_step(self) -> None:
        self.step_forward()
        if self.position >= self.moves:
            self.pause()

    # ------------------------------------------------------------------ whose view
    def set_viewer(self, seat: int) -> None:
        """Show the table as ``seat`` saw it (their hidden cards face up, nobody else's)."""
        if seat < 0 or self.table is None or not self.source.may_view(seat):
            return
        self.session.viewer = seat
        self._animated(False, self.table.refresh)

    def set_reveal(self, on: bool) -> None:
        """"Show all cards": every hand face up — only at the end of a finished game."""
        on = on and self.finished_here() and not self.source.private
        self.reveal = on
        self.session.reveal_all = on
        if isinstance(self.table, FeltTable):
            self.table.reveal_all = on
        if self.table is not None:
            self._animated(False, self.table.refresh)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.pause()
        self.session.cancel_thinking()
        self.session.paused = True
        super().closeEvent(event)
