"""Repaint on change: ``assign`` sets an item's painted fields and repaints it only if one of
them changed.

Why one helper: the table's items cache their painting (``DeviceCoordinateCache``) and every
table sets all of its plates, zones, cards and buttons on each refresh — after each action and
on each language switch; ``update()`` throws the cache away, so an unconditional one repainted
every item every time.  Each setter used to spell the same comparison out by hand.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem


def assign(item: QGraphicsItem, **fields: object) -> bool:
    """Set ``fields`` (attribute names of ``item``) and repaint ``item`` once if any of them
    changed; True when one did."""
    changed = False
    for name, value in fields.items():
        if getattr(item, name) != value:
            setattr(item, name, value)
            changed = True
    if changed:
        item.update()
    return changed
