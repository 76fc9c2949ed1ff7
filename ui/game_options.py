"""Per-game option widgets for the New Game dialog.

Each game has its own options (Riftforce's guild draft, Ordet fanger's card set and judging
rules, ...), made by its table package's ``create_options`` (``ui.games.TablePackage``); the
dialog only knows this small interface — ``options()`` returns the JSON-able dict for the
engine, ``set_options(dict)`` restores remembered choices.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QWidget

from ui.games import package


class RiftforceOptions(QWidget):
    """Riftforce: the guild draft of the box, or a free choice of four guilds per player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.draft = QComboBox()
        self.draft.setObjectName("riftforce_draft")
        self.draft.addItem(self.tr("Guild draft (as in the box)"), "draft")
        self.draft.addItem(self.tr("Free choice of four guilds"), "free")
        layout.addRow(self.tr("Guilds:"), self.draft)

    def options(self) -> dict[str, Any]:
        return {"draft": str(self.draft.currentData())}

    def set_options(self, options: Mapping[str, Any]) -> None:
        idx = self.draft.findData(options.get("draft", "draft"))
        self.draft.setCurrentIndex(max(0, idx))


def create(game: str, parent: QWidget | None = None) -> QWidget | None:
    """The options widget of ``game`` (``None`` when it has none or it cannot be loaded)."""
    try:
        return package(game).create_options(parent)
    except (ImportError, KeyError):
        return None
