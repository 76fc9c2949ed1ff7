"""The end-of-game screen: who won, the scores, and the way to the next game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget


class EndDialog(QDialog):
    """Shows ``result`` (already translated); ``choice`` is "again", "new" or "close"."""

    def __init__(self, title: str, result: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("end_dialog")
        self.setWindowTitle(self.tr("Game over"))
        self.choice = "close"
        layout = QVBoxLayout(self)
        heading = QLabel(title)
        heading.setObjectName("end_title")
        heading.setTextFormat(Qt.TextFormat.PlainText)  # results hold seat names: never markup
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = heading.font()
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        body = QLabel(result)
        body.setObjectName("end_result")
        body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        body.setWordWrap(True)
        body.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(body)
        buttons = QDialogButtonBox()
        self.again_button = buttons.addButton(self.tr("Play &again"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_button = buttons.addButton(self.tr("&New game…"),
                                            QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.again_button.setObjectName("play_again")
        self.new_button.setObjectName("new_game")
        self.again_button.clicked.connect(lambda: self._done("again"))
        self.new_button.clicked.connect(lambda: self._done("new"))
        self.close_button.clicked.connect(lambda: self._done("close"))
        layout.addWidget(buttons)
        self.again_button.setDefault(True)
        self.setMinimumWidth(560)

    def _done(self, choice: str) -> None:
        self.choice = choice
        self.accept()
