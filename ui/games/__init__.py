"""Per-game tables: the package that draws a game is named by its registry entry
(``engine.games.GameInfo.table``) and satisfies ``TablePackage``.

A game whose entry has no table package is listed in the New Game dialog as "coming soon".
Why the registry names a module path instead of this package registering factories: the
registry is read before the welcome page paints and must not import Qt or a table; the path
is resolved here, when a table or an options widget is first made.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from engine import games

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.games.base import GameTable
    from ui.session import Session


@runtime_checkable
class TablePackage(Protocol):
    """What a game's table package (``ui/games/<game>/__init__.py``) exports.

    ``create_table`` makes the table widget for a session of the game; ``create_options`` the
    game's own options for the New Game dialog (None: the game has none), a widget with
    ``options() -> dict`` and ``set_options(dict)``.  Both import the Qt-heavy modules only
    when called, so importing the package stays cheap.
    """

    def create_table(self, session: Session, parent: QWidget | None = None) -> GameTable: ...

    def create_options(self, parent: QWidget | None = None) -> QWidget | None: ...


def has_table(game: str) -> bool:
    """Whether the registry names a table package for ``game`` (nothing is imported)."""
    try:
        return games.info(game).table is not None
    except KeyError:
        return False


def package(game: str) -> TablePackage:
    """The table package of ``game`` (KeyError: unknown game or none; ImportError: missing)."""
    path = games.info(game).table
    if path is None:
        raise KeyError(f"game {game!r} has no table")
    module = importlib.import_module(path)
    if not isinstance(module, TablePackage):
        raise TypeError(f"{path} lacks create_table or create_options")
    return module


def create_table(session: Session, parent: QWidget | None = None) -> GameTable:
    return package(session.game_name).create_table(session, parent)
