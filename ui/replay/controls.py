"""The replay's control bar: first / previous / play-pause / next / last, the slider over the
moves, "Move k of N", whose view ("Seen by") and "Show all cards".

Why a widget of its own: it only turns clicks into requests (signals) and shows the position it
is told; the window decides what a position means, so the keys (Left, Right, Home, End,
Space) and the buttons cannot disagree.

The keyboard: the window's keys work wherever the focus is; Play is the one button that takes
the focus (and has it when the window opens), drawn as the default, so a new replay shows at a
glance what starts it and Space or a click on it does.  "Show all cards" says why while it
cannot be used.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSignalBlocker, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QStyle,
    QToolButton,
    QWidget,
)


class ReplayControls(QWidget):
    """Buttons, slider, position label, "Seen by" and "Show all cards" in one row."""

    firstRequested = Signal()
    previousRequested = Signal()
    nextRequested = Signal()
    lastRequested = Signal()
    playToggled = Signal()
    #: the slider moved to a position (number of moves made)
    positionRequested = Signal(int)
    #: the seat whose view is shown
    viewerChosen = Signal(int)
    revealToggled = Signal(bool)

    def __init__(self, names: Sequence[str], moves: int, parent: QWidget | None = None,
                 finished: bool = False) -> None:
        """``finished``: the game is over at its last move (so "Show all cards" will be
        there)."""
        super().__init__(parent)
        self.setObjectName("replay_controls")
        self.moves = moves
        self.finished = finished
        self.playing = False
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 8)
        row.setSpacing(6)
        style = self.style()
        pix = QStyle.StandardPixmap

        def button(name: str, icon: QStyle.StandardPixmap, signal: SignalInstance) -> QToolButton:
            b = QToolButton(self)
            b.setObjectName(name)
            b.setIcon(style.standardIcon(icon))
            b.setAutoRaise(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys are the window's
            b.clicked.connect(signal.emit)
            row.addWidget(b)
            return b

        self.first_button = button("replay_first", pix.SP_MediaSkipBackward,
                                   self.firstRequested)
        self.previous_button = button("replay_previous", pix.SP_MediaSeekBackward,
                                      self.previousRequested)
        self.play_button = button("replay_play", pix.SP_MediaPlay, self.playToggled)
        # the default: it takes the focus (Space then plays through it as through the
        # window's key) and is framed, a size bigger than its neighbours
        self.play_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.play_button.setAutoRaise(False)
        self.play_button.setIconSize(QSize(24, 24))
        self.play_button.setStyleSheet(
            "QToolButton#replay_play { border: 2px solid palette(highlight);"
            " border-radius: 6px; padding: 3px 10px; background: palette(button); }"
            "QToolButton#replay_play:focus { border-width: 3px; padding: 2px 9px;"
            " background: palette(midlight); }"
            "QToolButton#replay_play:pressed { background: palette(mid); }")
        self.next_button = button("replay_next", pix.SP_MediaSeekForward, self.nextRequested)
        self.last_button = button("replay_last", pix.SP_MediaSkipForward, self.lastRequested)

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, moves)
        self.slider.setPageStep(max(1, moves // 10))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.positionRequested.emit)
        row.addSpacing(6)
        row.addWidget(self.slider, 1)
        self.position_label = QLabel(self)
        self.position_label.setObjectName("replay_position")
        self.position_label.setMinimumWidth(self.fontMetrics().horizontalAdvance("0") * 16)
        row.addWidget(self.position_label)

        row.addSpacing(12)
        self.viewer_label = QLabel(self)
        row.addWidget(self.viewer_label)
        self.viewer_box = QComboBox(self)
        self.viewer_box.setObjectName("replay_viewer")
        self.viewer_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewer_box.addItems(list(names))
        self.viewer_box.currentIndexChanged.connect(self._viewer_index)
        #: a private replay (a game still being played): the one view allowed, else None
        self.locked = False
        self.locked_viewer: int | None = None
        self.seats = len(names)
        self.viewer_label.setBuddy(self.viewer_box)
        row.addWidget(self.viewer_box)
        row.addSpacing(8)
        self.reveal_box = QCheckBox(self)
        self.reveal_box.setObjectName("replay_reveal")
        self.reveal_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reveal_box.setEnabled(False)
        self.reveal_box.toggled.connect(self.revealToggled.emit)
        row.addWidget(self.reveal_box)
        self.retranslate()
        self.show_position(0, False)

    def lock_viewer(self, seat: int | None) -> None:
        """Only ``seat``'s view may be chosen (``None``: nobody's, only the open cards — an
        extra entry): the others stay listed but cannot be picked, and the box and "Show all
        cards" say why."""
        self.locked = True
        self.locked_viewer = seat
        model = self.viewer_box.model()
        with QSignalBlocker(self.viewer_box):
            if seat is None:
                self.viewer_box.addItem("")
            for row in range(self.viewer_box.count()):
                item = model.item(row) if isinstance(model, QStandardItemModel) else None
                if item is not None:
                    item.setEnabled(row == self._index_of(seat))
            self.viewer_box.setCurrentIndex(self._index_of(seat))
        self.retranslate()

    def _index_of(self, seat: int | None) -> int:
        return self.seats if seat is None else seat

    def _viewer_index(self, index: int) -> None:
        if index < 0:
            return
        if self.locked and index != self._index_of(self.locked_viewer):
            with QSignalBlocker(self.viewer_box):  # not allowed: back to the one view
                self.viewer_box.setCurrentIndex(self._index_of(self.locked_viewer))
            return
        if index < self.seats:
            self.viewerChosen.emit(index)

    def retranslate(self) -> None:
        """Every text of the bar (at start and on a language switch)."""
        self.first_button.setToolTip(self.tr("First move (Home)"))
        self.previous_button.setToolTip(self.tr("Previous move (Left)"))
        self.next_button.setToolTip(self.tr("Next move (Right)"))
        self.last_button.setToolTip(self.tr("Last move (End)"))
        for b in (self.first_button, self.previous_button, self.next_button, self.last_button):
            b.setAccessibleName(b.toolTip())
        self.slider.setAccessibleName(self.tr("Moves"))
        self.viewer_label.setText(self.tr("Seen by:"))
        self.reveal_box.setText(self.tr("Show all cards"))
        self.viewer_box.setToolTip("")
        if self.locked:
            self.viewer_box.setToolTip(self._locked_reason())
            if self.locked_viewer is None:
                self.viewer_box.setItemText(self.seats, self.tr("Nobody (open cards only)"))
        self.set_playing(self.playing)
        self.show_position(self.slider.value(), self.reveal_box.isEnabled())

    def _locked_reason(self) -> str:
        return self.tr("This game is still being played: the replay shows only what the "
                       "person at the screen may see. Every view, and all cards, once it "
                       "is over.")

    def _reveal_tip(self) -> str:
        """What "Show all cards" does, or why it cannot be used now (a tooltip shows on a
        disabled box too)."""
        if self.locked:
            return self._locked_reason()
        if self.reveal_box.isEnabled():
            return self.tr("Once the game is over: every hand face up")
        if self.finished:
            return self.tr("Available at the end of the game (End)")
        return self.tr("Available once the game is over")

    def set_playing(self, playing: bool) -> None:
        self.playing = playing
        pix = QStyle.StandardPixmap
        icon = pix.SP_MediaPause if playing else pix.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))
        self.play_button.setToolTip(self.tr("Pause (Space)") if playing
                                    else self.tr("Play (Space)"))
        self.play_button.setAccessibleName(self.play_button.toolTip())

    def show_position(self, position: int, finished_here: bool) -> None:
        """Show ``position`` (moves made); ``finished_here``: the game is over at this
        position, so all cards may be shown (otherwise the box is off and disabled)."""
        with QSignalBlocker(self.slider):
            self.slider.setValue(position)
        self.position_label.setText(self.tr("Move {current} of {total}").format(
            current=position, total=self.moves))
        self.first_button.setEnabled(position > 0)
        self.previous_button.setEnabled(position > 0)
        self.next_button.setEnabled(position < self.moves)
        self.last_button.setEnabled(position < self.moves)
        if not finished_here and self.reveal_box.isChecked():
            with QSignalBlocker(self.reveal_box):
                self.reveal_box.setChecked(False)
        self.reveal_box.setEnabled(finished_here)
        self.reveal_box.setToolTip(self._reveal_tip())
