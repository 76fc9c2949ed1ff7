"""What a Supertrumf hint frames: the scene rectangles a person would touch for an action.

Why its own module: the table maps a hint's engine action to the things on the felt that make
that move (``FeltTable.hint_targets``); the mapping needs the table's buttons and zones but
nothing of its painting, and ``table.py`` is near its length limit.

* ``NameProperty(prop)`` — the naming button of that property (the row on a card names it too,
  but any card of the hand has the row: the button is the one place that means this property).
* ``Play(cards)`` — the hand cards first, then your place (zone ``slot<seat>``): the label
  goes above the first frame, and above the hand it hides only the "Put out" button (which
  a click would take the hint away from anyway), not the banner naming the property.
* ``Mulligan(redraw)`` — "Discard, draw …" or "Keep this hand".

A card's rectangle is the card itself (``card_rect`` in the scene; a turned card of the fan its
upright box), cut to the felt: the item's bounding rectangle also holds room for a badge, and
its frame overlapped the next card of the fan.  Hidden things are
left out (a button not shown, a card not in the viewer's hand): an action
whose things are all hidden (only when nobody at the screen may make it) gives ``[]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF

from engine.supertrumf import deck
from engine.supertrumf.rules import Mulligan, NameProperty, Play

if TYPE_CHECKING:
    from ui.games.supertrumf.table import SupertrumfTable
    from ui.table.card_item import CardItem
    from ui.table.plates import ButtonItem


def _shown(button: ButtonItem) -> list[QRectF]:
    return [button.sceneBoundingRect()] if button.isVisible() else []


def card_rect(table: SupertrumfTable, item: CardItem) -> QRectF:
    """The card of ``item`` on the felt (its bounding rectangle without the badge room)."""
    return item.mapRectToScene(item.card_rect()).intersected(table.scene.sceneRect())


def hand_rects(table: SupertrumfTable, cards: tuple[str, ...]) -> list[QRectF]:
    """The viewer's hand cards showing ``cards`` (the pot and the last reveal show deck ids
    too: only the hand's copy is the card to play)."""
    wanted = set(cards)
    return [card_rect(table, item) for item in table.own_hand_items()
            if item.card_id in wanted]


def hint_targets(table: SupertrumfTable, action: Any) -> list[QRectF]:
    """The rectangles framing ``action`` on ``table`` (see the module docstring)."""
    if isinstance(action, NameProperty):
        if action.prop not in deck.PROPERTIES:
            return []
        return _shown(table.prop_buttons[deck.PROPERTIES.index(action.prop)])
    if isinstance(action, Mulligan):
        return _shown(table.redraw_button if action.redraw else table.keep_button)
    if isinstance(action, Play):
        cards = hand_rects(table, action.cards)
        viewer = table.session.viewer
        if viewer is None or not cards:
            return cards
        return [*cards, table.scene.zone(f"slot{viewer}").rect]
    return []
