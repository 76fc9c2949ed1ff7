"""The Supertrumf Fantasy table package.

* ``table`` — ``SupertrumfTable``, the widget: builds the felt (seats, piles, banner, dice,
  controls), lays it out for the window's shape, maps the session's view onto card items,
  turns engine events into animations and sounds; the ``GameTable`` contract.
* ``moves`` — ``SupertrumfMoves``, the table's mixin that turns drops, clicks and keys into
  ``NameProperty`` / ``Play`` / ``Mulligan`` and reports refusals.
* ``hints`` — what a hint frames: the naming button, the cards and your place, the mulligan
  button (``hint_targets``).
* ``faces`` — the painted card faces.
* ``text`` — card and property names, the status line, log lines, the result, the keys help.

Importing the package is cheap: ``create_table`` imports the widget module only when a table is
made, and ``SupertrumfTable`` is re-exported lazily for the tests and callers that name it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.games.supertrumf.table import SupertrumfTable
    from ui.session import Session

__all__ = ["SupertrumfTable", "create_options", "create_table"]


def create_table(session: Session, parent: QWidget | None = None) -> SupertrumfTable:
    from ui.games.supertrumf.table import SupertrumfTable

    return SupertrumfTable(session, parent)


def create_options(parent: QWidget | None = None) -> None:
    """The game has no options of its own in the New Game dialog."""
    del parent


def __getattr__(name: str) -> Any:
    if name == "SupertrumfTable":
        from ui.games.supertrumf.table import SupertrumfTable

        return SupertrumfTable
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
