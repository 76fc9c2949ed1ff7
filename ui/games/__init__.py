"""Per-game tables: ``TABLES`` maps a game name to the module that draws it.

Each module exports ``create_table(session, parent) -> GameTable``.  A game without a module
here is listed in the New Game dialog as "coming soon".
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.games.base import GameTable
    from ui.session import Session

TABLES: Mapping[str, str] = {
    "supertrumf": "ui.games.supertrumf",
    "riftforce": "ui.games.riftforce",
    "storma": "ui.games.storma",
    "ordet": "ui.games.ordet",
}


def has_table(game: str) -> bool:
    return game in TABLES


def create_table(session: Session, parent: QWidget | None = None) -> GameTable:
    module = importlib.import_module(TABLES[session.game_name])
    table: GameTable = module.create_table(session, parent)
    return table
