"""Reusable card-table pieces shared by every game's table.

Why a package of its own: the felt, the cards, the zones, drag-and-drop, the animation clock,
the hand-over screen, dice and sounds are the same for all four games; a game's table module
(``ui/games/<game>.py``) only maps its state onto these pieces and drops/clicks onto actions.
"""

from ui.table import pyside_compat as _pyside_compat  # noqa: F401  (must run before painting)
