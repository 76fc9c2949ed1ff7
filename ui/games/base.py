"""The contract between the main window and a game's table widget: ``GameTable``.

Defined with the table pieces (``ui/table/game_table.py``), which know the session only through
``ui.table.protocol.TableSession``; named here too, where the game packages and the window
look for it.
"""

from ui.table.game_table import GameTable

__all__ = ["GameTable"]
