"""The pure drop function: where did a dragged card land, and may it go there?

Why pure: the decision "which zone is under the dropped cards and does it accept them now" has
no business with mouse events or painting.  Keeping it a function of plain values makes it easy
to test and lets the scene, the click path and the keyboard path share it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QPointF, QRectF


class DropKind(Enum):
    NOWHERE = "nowhere"  # not over any zone: snap back quietly
    HOME = "home"  # back onto the zone it came from: snap back quietly
    TARGET = "target"  # over a zone: the game turns it into an action (it may still be illegal)


@dataclass(frozen=True)
class DropZone:
    """A zone as the drop function sees it: a name, a scene rectangle, and whether it accepts
    the cards of the current decision (accepting zones are lit while dragging)."""

    name: str
    rect: QRectF
    accepts: bool


@dataclass(frozen=True)
class Drop:
    kind: DropKind
    zone: str | None = None
    accepts: bool = False


def drop_at(zones: list[DropZone], point: QPointF, card_rect: QRectF | None,
            origin_zone: str) -> Drop:
    """Resolve a drop.

    The zone containing ``point`` wins; if none does, the zone with the largest overlap with
    ``card_rect`` (the dragged card's scene rectangle) is taken, so a card dropped half over a
    zone still counts.  Accepting zones are preferred when several qualify.
    """
    hits = [z for z in zones if z.rect.contains(point)]
    if not hits and card_rect is not None:
        def overlap(z: DropZone) -> float:
            r = z.rect.intersected(card_rect)
            return r.width() * r.height() if r.isValid() else 0.0

        scored = [(overlap(z), z) for z in zones]
        best = max((s for s, _ in scored), default=0.0)
        min_area = 0.25 * card_rect.width() * card_rect.height()
        hits = [z for s, z in scored if s >= min_area and s == best]
    if not hits:
        return Drop(DropKind.NOWHERE)
    hits.sort(key=lambda z: (not z.accepts, z.rect.width() * z.rect.height()))
    zone = hits[0]
    if zone.name == origin_zone:
        return Drop(DropKind.HOME, zone.name, zone.accepts)
    return Drop(DropKind.TARGET, zone.name, zone.accepts)
