"""The Ordet fanger table (``create_table``) and its parts.

Modules: ``table`` (the widget), ``duel`` (real-time duel controller), ``simclock`` (the duel
clock), ``items`` (cards, piles, buzzers, seat plates), ``symbols`` (the eight shapes),
``text`` (log lines, category texts), ``options`` (the New Game options widget).
"""

from ui.games.ordet.table import OrdetTable, create_table

__all__ = ["OrdetTable", "create_table"]
