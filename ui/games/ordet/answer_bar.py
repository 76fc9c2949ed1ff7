"""The answer bar under the Ordet fanger felt: the prompt, the answer box, the buttons.

Why a widget under the felt rather than scene items: typing needs a real ``QLineEdit`` (input
methods, selection, the platform's editing keys), and the buttons are ordinary push buttons
that work with the mouse while the keys of the felt stay free for the buzzers.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.games.ordet import keys
from ui.table import theme


class AnswerBar(QWidget):
    """Under the felt: the prompt, the answer box, the table's buttons and the used answers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ordet_answer_bar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        px = theme.px  # pixel sizes that follow the system font (large text)
        self.setStyleSheet(
            "#ordet_answer_bar { background: #13301f; }"
            f" QLabel {{ color: #f4f1e6; font-size: {px(15)}; }}"
            f" QLabel#ordet_prompt {{ font-size: {px(17)}; font-weight: bold; color: #ffe08a; }}"
            f" QLineEdit {{ font-size: {px(18)}; padding: 4px; }}"
            f" QPushButton {{ font-size: {px(15)}; padding: 5px 12px; }}")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 6, 12, 6)
        outer.setSpacing(4)
        row = QHBoxLayout()
        # both labels wrap: an unwrapped QLabel's minimum width is its whole text, and a long
        # (German) prompt or list of used answers would push the window past the screen
        self.prompt = QLabel()
        self.prompt.setObjectName("ordet_prompt")
        self.prompt.setWordWrap(True)
        # both show names and typed answers: plain text, never markup (see ui/plain.py)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(self.prompt, 1)
        self.answer = QLineEdit()
        self.answer.setObjectName("ordet_answer")
        self.answer.setMinimumWidth(260)
        self.answer.setMaxLength(80)
        row.addWidget(self.answer, 1)
        self.send = QPushButton()
        self.send.setObjectName("ordet_send")
        self.give_up = QPushButton()
        self.give_up.setObjectName("ordet_give_up")
        self.yes = QPushButton()
        self.yes.setObjectName("ordet_yes")
        self.no = QPushButton()
        self.no.setObjectName("ordet_no")
        self.tie = QPushButton()
        self.tie.setObjectName("ordet_tie")
        self.nobody = QPushButton()
        self.nobody.setObjectName("ordet_nobody")
        for b in (self.send, self.give_up, self.yes, self.no, self.tie, self.nobody):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        # hidden until the table says which ones the position needs (``show_only``): all six
        # with the answer box ask for a wider window than a 1024-pixel screen, and a window
        # grown for a moment stays so
        for w in (self.answer, self.send, self.give_up, self.yes, self.no, self.tie,
                  self.nobody):
            w.setVisible(False)
        outer.addLayout(row)
        self.used = QLabel()
        self.used.setObjectName("ordet_used")
        self.used.setWordWrap(True)
        self.used.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.used)

    def show_only(self, shown: Mapping[QWidget, bool]) -> None:
        """Show and hide the bar's controls, hiding first: shown one by one, the last duel's
        buttons and the next one's were briefly all visible, and the window grew wider than a
        1024-pixel screen for that moment and stayed so."""
        for widget, on in shown.items():
            if not on:
                widget.setVisible(False)
        for widget, on in shown.items():
            if on:
                widget.setVisible(True)

    def retranslate(self) -> None:
        self.send.setText(self.tr("Answer ↵"))
        self.give_up.setText(self.tr("Give up (Esc)"))
        # the letter follows the language (J for Ja): the one the key handler accepts
        self.yes.setText(self.tr("Yes ({key})").format(key=keys.yes_key()))
        self.no.setText(self.tr("No (N)"))
        self.tie.setText(self.tr("Tie (T)"))
        self.nobody.setText(self.tr("Nobody knows (Esc)"))
        self.answer.setPlaceholderText(self.tr("Your answer, then Enter"))
