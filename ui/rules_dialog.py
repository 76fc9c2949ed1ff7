"""In-app rules: the Markdown rules text of a game in the UI language (English fallback)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from engine import games
from ui.paths import RESOURCES


def rules_file(game: str, language: str) -> Path | None:
    """The game's rules text (its registry entry names it) in ``language``, else English."""
    for lang in (language, "en"):
        path = RESOURCES / games.info(game).rules_file(lang)
        if path.exists():
            return path
    return None


class RulesDialog(QDialog):
    def __init__(self, game: str, title: str, language: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules: {}").format(title))
        self.resize(760, 680)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_text")
        path = rules_file(game, language)
        if path is None:
            self.browser.setPlainText(self.tr("The rules text for this game is missing."))
        else:
            self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
