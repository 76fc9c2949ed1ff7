"""The end of a game: a results strip above the table — who won, every seat's score, the match.

Why a strip in the table's layout and not a dialog or a plate on the felt: the final position is
the moment of the game — the winning trick, the last attack, the final damage, the score track —
and a panel laid over the felt hid exactly those cards (and, translucent, showed them as ghost
text through it).  As the top row of the table's own layout the strip takes its height from the
felt's view, which scales the whole scene down to fit the rest: every card and plate stays in
view, nothing is under the panel.  Cost: on a window whose felt is width-bound (the usual shape)
the felt has spare height, so the cards barely shrink.  The strip opens only once the table's
animations have finished (``GameTable.when_settled``); "Close" takes it away and gives the felt
its height back.  Play again (Enter), New game (N), Watch again (W) and Close (Esc) work with
keys; Play again has the focus.

The window sets the title (``set_title``: e.g. a practice game says so); "Game over" otherwise.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ui.match import MatchTally
from ui.table import theme

#: the strip's background: the plates' dark green, fully opaque (nothing shows through)
BACKGROUND = "rgb(14, 36, 22)"
#: between the seats' scores on a line
SEPARATOR = "   ·   "


class EndPanel(QFrame):
    """The results strip; ``choice`` becomes "again", "new", "replay" or "close" and
    ``finished`` fires."""

    finished = Signal(str)

    def __init__(self, host: QWidget) -> None:
        """A strip at the top of ``host``'s box layout (a felt table's column), hidden."""
        super().__init__(host)
        self.choice = "close"
        #: the window's title for this ending ("" = "Game over")
        self._title = ""
        self.setObjectName("end_panel")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        # opaque twice over: the style sheet paints the strip, and the palette's window colour
        # fills it too should a style ignore the sheet
        self.setAutoFillBackground(True)
        gold, light, dim = (theme.PLATE_ACTIVE.name(), theme.TEXT_LIGHT.name(),
                            theme.TEXT_DIM.name())
        self.setStyleSheet(
            f"#end_panel {{ background: {BACKGROUND}; border: none;"
            f" border-bottom: 3px solid {gold}; }}"
            f"#end_panel QLabel {{ color: {light}; background: transparent; }}"
            f"#end_panel QLabel#end_title {{ color: {gold}; }}"
            f"#end_panel QLabel#end_tally, #end_panel QLabel#end_statistics {{ color: {dim}; }}")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 6, 12, 7)
        row.setSpacing(18)
        text = QVBoxLayout()
        text.setSpacing(1)
        heading = QHBoxLayout()
        heading.setSpacing(14)
        self.title = self._label("end_title", 17, bold=True)
        self.title.setWordWrap(False)
        self.headline = self._label("end_headline", 17, bold=True)
        heading.addWidget(self.title, 0, Qt.AlignmentFlag.AlignTop)
        heading.addWidget(self.headline, 1)
        text.addLayout(heading)
        self.scores = self._label("end_result", 13)
        #: the seats' score lines, flowed onto as few lines as the width allows (``_flow``)
        self._entries: list[str] = []
        self.scores.installEventFilter(self)
        text.addWidget(self.scores)
        notes = QHBoxLayout()
        notes.setSpacing(24)
        self.tally = self._label("end_tally", 12)
        #: this game's statistics line ("Riftforce vs Strong: 7 won, 5 lost"), by the tally
        self.statistics = self._label("end_statistics", 12)
        self.statistics.hide()
        notes.addWidget(self.tally, 1)
        notes.addWidget(self.statistics, 1)
        text.addLayout(notes)
        row.addLayout(text, 1)
        # two by two: the strip stays low, and long German labels still fit at 1024 px
        buttons = QGridLayout()
        buttons.setHorizontalSpacing(8)
        buttons.setVerticalSpacing(4)
        self.again_button = QPushButton()
        self.again_button.setObjectName("play_again")
        self.new_button = QPushButton()
        self.new_button.setObjectName("new_game")
        self.close_button = QPushButton()
        self.close_button.setObjectName("close_end")
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("watch_again")
        for i, (button, choice) in enumerate(((self.again_button, "again"),
                                              (self.new_button, "new"),
                                              (self.replay_button, "replay"),
                                              (self.close_button, "close"))):
            button.clicked.connect(lambda _=False, c=choice: self.done(c))
            buttons.addWidget(button, i // 2, i % 2)
        self.again_button.setDefault(True)
        row.addLayout(buttons, 0)
        layout = host.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(0, self)  # above the felt, which gives up the height
        self.retranslate()
        self.hide()

    def _label(self, name: str, size: int, bold: bool = False) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)  # results hold seat names: never markup
        label.setWordWrap(True)
        label.setFont(theme.font(size, bold=bold))
        return label

    def retranslate(self) -> None:
        self.title.setText(self._title or self.tr("Game over"))
        self.again_button.setText(self.tr("Play &again"))
        self.new_button.setText(self.tr("&New game…"))
        self.close_button.setText(self.tr("&Close"))
        self.replay_button.setText(self.tr("&Watch this game again"))
        self.again_button.setToolTip(self.tr("Same players, a new deal (Enter)"))
        self.close_button.setToolTip(self.tr("Look at the table (Esc)"))

    def set_title(self, title: str) -> None:
        """The strip's title, set by the window (e.g. for a practice game); "" = "Game over"."""
        self._title = title
        self.title.setText(title or self.tr("Game over"))

    def show_result(self, result: str, tally: MatchTally) -> None:
        """``result``: the table's ``result_text()`` — a headline, then a line per seat."""
        lines = result.split("\n")
        self.headline.setText(lines[0] if lines else "")
        self._entries = [line.strip() for line in lines[1:] if line.strip()]
        self._flow()
        self.scores.setVisible(bool(self._entries))
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
        self.show()
        self.raise_()
        self.again_button.setFocus()

    def _flow(self) -> None:
        """The seats' scores side by side, as many to a line as fit, a line broken only
        between seats: a low strip for four seats, and no "6 cards" parted from its name.
        (A single score wider than the strip wraps inside, as any label does.)"""
        width = self.scores.contentsRect().width()
        metrics = self.scores.fontMetrics()
        lines: list[str] = []
        current = ""
        for entry in self._entries:
            joined = current + SEPARATOR + entry if current else entry
            if current and metrics.horizontalAdvance(joined) > width:
                lines.append(current)
                current = entry
            else:
                current = joined
        if current:
            lines.append(current)
        text = "\n".join(lines)
        if text != self.scores.text():
            self.scores.setText(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is getattr(self, "scores", None) and event.type() == QEvent.Type.Resize:
            self._flow()  # a new width: another number of seats to a line
        return False

    def set_statistics(self, line: str) -> None:
        """This game's statistics line; hidden while there is none (a practice game)."""
        self.statistics.setText(line)
        self.statistics.setVisible(bool(line))

    def done(self, choice: str) -> None:
        self.choice = choice
        self.hide()
        self.finished.emit(choice)

    #: the strip's own keys, before any shortcut of the table's (Ordet's Esc passes a duel)
    KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_N, Qt.Key.Key_W)

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in self.KEYS and not event.modifiers()):
            event.accept()  # the key comes to the strip as a key press, not to a shortcut
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            default = self.again_button if not self.again_button.isHidden() else self.new_button
            (focused if isinstance(focused, QPushButton) else default).click()
        elif key == Qt.Key.Key_Escape:
            self.done("close")
        elif key == Qt.Key.Key_N:
            self.done("new")
        elif key == Qt.Key.Key_W and not self.replay_button.isHidden():
            self.done("replay")
        else:
            super().keyPressEvent(event)
