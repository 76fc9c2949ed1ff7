"""The Storma slottet! table package.

- ``table``: ``StormaTable``, the widget: builds the scene, lays it out, maps the session's
  view onto items and engine events onto card movements, dice and sounds; the ``GameTable``
  contract.
- ``moves``: ``StormaMoves``, the table's ``moves``: turns drags, clicks, double-clicks and
  keys into engine actions (retreat choice, refusals and the attack estimate).
- ``tray``: ``TrayDice``, the dice lying in the tray (which roll, worded, how long they stay).
- ``layout``: geometry (card scales, zone rectangles, where seats and controls sit).
- ``specs``: which card goes to which zone and how it looks; the legality questions (may
  these cards attack, be exchanged, heal) asked of the engine's checks.
- ``hints``: what a hint frames (the cards, the target slot or pile, the button) for each
  action (``hint_targets``).
- ``items``: slots, damage stacks, points bars, house strips, wound tokens, dice and the
  damage-removal picker.
- ``faces``: playing-card faces.
- ``text``: log lines, dice formulas, the status line, the keys help, the Controls page rows,
  refusal reasons with the table's card names and the attack banner.

Importing the package is cheap: ``create_table`` (and ``StormaTable`` via the module
``__getattr__``) import the Qt-heavy ``table`` module only when first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.games.storma.table import StormaTable
    from ui.session import Session

__all__ = ["StormaTable", "create_options", "create_table"]


def create_table(session: Session, parent: QWidget | None = None) -> StormaTable:
    from ui.games.storma.table import StormaTable

    return StormaTable(session, parent)


def create_options(parent: QWidget | None = None) -> None:
    """The game has no options of its own in the New Game dialog."""
    del parent


def __getattr__(name: str) -> Any:
    if name == "StormaTable":
        from ui.games.storma.table import StormaTable

        return StormaTable
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
