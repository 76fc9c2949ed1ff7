"""The default seat names a family keeps (Settings → Seat names…): read and edited.

Why its own module: the New Game dialog, opened saves, replays and guided games all start from
these names; the window only offers the menu entry.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget

KEY = "ui/seat_names"


def names(settings: QSettings) -> list[str]:
    """The names for seats 1, 2, … — the player's own where set, else "Player N"."""
    from engine.saves import clean_name
    from ui.new_game_dialog import default_names

    raw = settings.value(KEY, "")
    kept = [n for n in str(raw).split("\n")] if raw else []
    defaults = default_names()
    return [clean_name(kept[i], defaults[i]) if i < len(kept) and kept[i].strip()
            else defaults[i] for i in range(len(defaults))]


def edit(parent: QWidget, settings: QSettings) -> None:
    """Ask for the names, one per line, and keep them."""
    from PySide6.QtWidgets import QInputDialog

    from engine.saves import clean_name

    translate = QCoreApplication.translate
    text, ok = QInputDialog.getMultiLineText(
        parent, translate("MainWindow", "Seat names"),
        translate("MainWindow", "Default names for the seats, one per line:"),
        "\n".join(names(settings)))
    if ok:  # each name cleaned and cut to the length every other place allows
        cleaned = (clean_name(t, "") for t in text.split("\n"))
        settings.setValue(KEY, "\n".join(cleaned))
