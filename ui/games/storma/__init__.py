"""The Storma slottet! table: ``table`` (the widget), ``faces`` (playing-card faces),
``items`` (slots, damage stacks, points bars, dice, the damage-removal picker) and ``text``
(log lines and dice formulas)."""

from __future__ import annotations

from ui.games.storma.table import StormaTable, create_table

__all__ = ["StormaTable", "create_table"]
