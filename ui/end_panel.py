"""The end of a game: a results panel on the table — who won, every seat's score, the match.

Why on the table and not a dialog: the final reveal is the moment of the game, so the panel
opens only once the table's animations have finished (``GameTable.when_settled``) and sits on
the felt like the hand-over plate, leaving the cards around it visible; "Close" takes it away
and leaves the finished table to look at.  Play again (Enter), New game (N) and Close (Esc)
work with keys.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ui.match import MatchTally
from ui.table import theme


class EndPanel(QFrame):
    """The results plate; ``choice`` becomes "again", "new" or "close" and ``finished`` fires."""

    finished = Signal(str)

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self._host = host
        self.choice = "close"
        self.setObjectName("end_panel")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        gold, light, dim = (theme.PLATE_ACTIVE.name(), theme.TEXT_LIGHT.name(),
                            theme.TEXT_DIM.name())
        self.setStyleSheet(
            f"#end_panel {{ background: rgba(10, 30, 18, 238); border: 3px solid {gold};"
            f" border-radius: 18px; }}"
            f"#end_panel QLabel {{ color: {light}; background: transparent; }}"
            f"#end_panel QLabel#end_title {{ color: {gold}; }}"
            f"#end_panel QLabel#end_tally, #end_panel QLabel#end_statistics {{ color: {dim}; }}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 24)
        layout.setSpacing(10)
        self.title = self._label("end_title", 26, bold=True)
        self.headline = self._label("end_headline", 17, bold=True)
        self.scores = self._label("end_result", 15)
        self.tally = self._label("end_tally", 14)
        #: this game's statistics line ("Riftforce vs Strong: 7 won, 5 lost"), under the tally
        self.statistics = self._label("end_statistics", 14)
        self.statistics.hide()
        for label in (self.title, self.headline, self.scores, self.tally, self.statistics):
            layout.addWidget(label)
        buttons = QHBoxLayout()
        buttons.setSpacing(12)
        self.again_button = QPushButton()
        self.again_button.setObjectName("play_again")
        self.new_button = QPushButton()
        self.new_button.setObjectName("new_game")
        self.close_button = QPushButton()
        self.close_button.setObjectName("close_end")
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("watch_again")
        for button, choice in ((self.again_button, "again"), (self.new_button, "new"),
                               (self.replay_button, "replay"), (self.close_button, "close")):
            button.clicked.connect(lambda _=False, c=choice: self.done(c))
            buttons.addWidget(button)
        self.again_button.setDefault(True)
        buttons.insertStretch(0)
        buttons.addStretch()
        layout.addSpacing(6)
        layout.addLayout(buttons)
        host.installEventFilter(self)
        self.retranslate()
        self.hide()

    def _label(self, name: str, size: int, bold: bool = False) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)  # results hold seat names: never markup
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        font = theme.font(size, bold=bold)
        label.setFont(font)
        return label

    def retranslate(self) -> None:
        self.title.setText(self.tr("Game over"))
        self.again_button.setText(self.tr("Play &again"))
        self.new_button.setText(self.tr("&New game…"))
        self.close_button.setText(self.tr("&Close"))
        self.replay_button.setText(self.tr("&Watch this game again"))
        self.again_button.setToolTip(self.tr("Same players, a new deal (Enter)"))
        self.close_button.setToolTip(self.tr("Look at the table (Esc)"))

    def show_result(self, result: str, tally: MatchTally) -> None:
        """``result``: the table's ``result_text()`` — a headline, then a line per seat."""
        lines = result.split("\n")
        self.headline.setText(lines[0] if lines else "")
        self.scores.setText("\n".join(line for line in lines[1:] if line.strip()))
        if tally.games > 1:
            text = self.tr("Match after %n game(s): {score}", "", tally.games).format(
                score=tally.line())
            if tally.draws:
                text += "\n" + self.tr("Draws: {n}").format(n=tally.draws)
            self.tally.setText(text)
            self.tally.show()
        else:
            self.tally.hide()
        self.choice = "close"
        self._place()
        self.show()
        self.raise_()
        self.again_button.setFocus()

    def set_statistics(self, line: str) -> None:
        """This game's statistics line; hidden while there is none (a practice game)."""
        self.statistics.setText(line)
        self.statistics.setVisible(bool(line))
        self._place()

    def _place(self) -> None:
        host = self._host.rect()
        width = min(max(420, int(host.width() * 0.5)), host.width() - 24)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        height = min(self.sizeHint().height(), host.height() - 24)
        self.resize(self.width(), height)
        self.move(host.center().x() - self.width() // 2, host.center().y() - height // 2)

    def done(self, choice: str) -> None:
        self.choice = choice
        self.hide()
        self.finished.emit(choice)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        host: QWidget | None = getattr(self, "_host", None)
        if host is not None and watched is host and event.type() == QEvent.Type.Resize \
                and self.isVisible():
            self._place()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            (focused if isinstance(focused, QPushButton) else self.again_button).click()
        elif key == Qt.Key.Key_Escape:
            self.done("close")
        elif key == Qt.Key.Key_N:
            self.done("new")
        elif key == Qt.Key.Key_W:
            self.done("replay")
        else:
            super().keyPressEvent(event)
