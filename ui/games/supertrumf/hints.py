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

A card's rectangle is the part of the card in view (``hand_rects``): the card itself
(``card_rect`` in the scene, a turned card of the fan its upright box; the item's bounding
rectangle also holds room for a badge) up to the next card of the hand, cut to the felt.
Hidden things are left out (a button not shown, a card not in the viewer's hand): an action
whose things are all hidden (only when nobody at the screen may make it) gives ``[]``.

``hint_reason`` words the engine's reason with the table's names (property, cards).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF

from engine.supertrumf import deck
from engine.supertrumf.rules import Mulligan, NameProperty, Play
from ui.games.supertrumf import text
from ui.table.hint_marks import reason

if TYPE_CHECKING:
    from ui.games.supertrumf.table import SupertrumfTable
    from ui.table.plates import ButtonItem


def _shown(button: ButtonItem) -> list[QRectF]:
    return [button.sceneBoundingRect()] if button.isVisible() else []


def hand_rects(table: SupertrumfTable, cards: tuple[str, ...]) -> list[QRectF]:
    """The viewer's hand cards showing ``cards`` (the pot and the last reveal show deck ids
    too: only the hand's copy is the card to play), each the part in view."""
    return table.card_rects(cards, (f"hand{table.session.viewer}",))


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


def hint_reason(table: SupertrumfTable, hint: Any) -> str:
    """The hint's reason (``engine.supertrumf.hints``) in the UI language: properties and
    cards by their translated names."""
    params = dict(hint.params)
    if params.get("prop") in deck.PROPERTIES:
        params["prop"] = text.property_name(params["prop"])
    for key in ("card", "object", "trump"):
        if isinstance(params.get(key), str):
            params[key] = table.card_label(params[key])
    return reason(hint.template, params)
