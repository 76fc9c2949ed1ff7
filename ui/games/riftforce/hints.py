"""What a Riftforce hint frames: the scene rectangles a person would touch for an action.

Why its own module: the table maps a hint's engine action to the things on the felt that make
that move (``FeltTable.hint_targets``); the mapping needs the table's zones, cards and buttons
but nothing of its painting, and ``table.py`` is near its length limit.

The place comes first and the cards after it: the hint's label goes above the first frame, and
above a location or a pile it lies on the Rift or open felt, where above the hand it would hide
the location the cards go to.

* ``DraftPick(guild)`` — the summoner card to pick.
* ``PlaceCard(card, location)`` — the location's line on your side and the hand card.
* ``Activate(card, by)`` — your discard pile and the hand card; once that card waits for its
  mode (guild or number, ``table.arming``), the mode's button and the card.
* ``ActivateElemental(card)`` / ``ChooseCard(card)`` — that elemental on the board.
* ``ChooseLocation(location)`` — the Rift's strip at that location (a click there answers).
* ``EndPlay()`` / ``StopActivating()`` — the End button; ``CheckAndDraw()`` — its button.

A card's rectangle is the part of it in view: the card itself (``card_rect`` in the scene, not
the item's bounding rectangle with the room for a badge) up to the next card of the hand or
line lying on it, cut to the felt.  Hidden things are left out; an action with nothing of it
shown gives ``[]`` (a button not shown: only while nobody at the screen may act).

``hint_reason`` words the engine's reason with the table's names (elementals, guilds,
locations).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF

from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    ChooseCard,
    ChooseLocation,
    DraftPick,
    EndPlay,
    PlaceCard,
    StopActivating,
)
from engine.riftforce.cards import NUM_LOCATIONS
from ui.games.riftforce import guilds, text
from ui.table.hint_marks import reason

if TYPE_CHECKING:
    from ui.games.riftforce.table import RiftforceTable
    from ui.table.plates import ButtonItem

def _shown(button: ButtonItem) -> list[QRectF]:
    return [button.sceneBoundingRect()] if button.isVisible() else []


def card_rects(table: RiftforceTable, ids: Iterable[str], zone: str) -> list[QRectF]:
    """The cards ``ids`` lying in zones named ``zone``… (the hand, the lines, the pool: the
    top of a discard pile shows a card id too, and it is not the card the action uses)."""
    return table.card_rects(ids, (zone,))


def hint_targets(table: RiftforceTable, action: Any) -> list[QRectF]:
    """The rectangles framing ``action`` on ``table`` (see the module docstring)."""
    me = table.session.viewer
    if me is None:
        return []
    hand = f"hand{me}"
    if isinstance(action, DraftPick):
        return card_rects(table, (action.guild,), "pool")
    if isinstance(action, PlaceCard):
        line = table.lines.get((me, action.location))
        place = [] if line is None else [line.rect]
        return [*place, *card_rects(table, (str(action.card),), hand)]
    if isinstance(action, Activate):
        return _activate(table, action, me)
    if isinstance(action, ActivateElemental | ChooseCard):
        return card_rects(table, (str(action.card),), "line")
    if isinstance(action, ChooseLocation):
        ok = 0 <= action.location < NUM_LOCATIONS
        return [table.rifts[action.location].rect] if ok else []
    if isinstance(action, EndPlay | StopActivating):
        return _shown(table.end_button)
    if isinstance(action, CheckAndDraw):
        return _shown(table.check_button)
    return []


def _activate(table: RiftforceTable, action: Activate, me: int) -> list[QRectF]:
    """The discard pile and the card; the mode's button instead of the pile once the card
    waits there for guild or number."""
    card = card_rects(table, (str(action.card),), f"hand{me}")
    if table.arming == action.card:
        button = table.guild_button if action.by == "guild" else table.number_button
        if button.isVisible():
            return [button.sceneBoundingRect(), *card]
    return [table.scene.zone(f"discard{me}").rect, *card]


def counted(names: list[str]) -> list[str]:
    """Equal names once, with how many ("Water 6 ×3"): three copies of an elemental hit by one
    ability would otherwise read "Water 6, Water 6 and Water 6"."""
    out: dict[str, int] = {}
    for n in names:
        out[n] = out.get(n, 0) + 1
    return [n if k == 1 else f"{n} ×{k}" for n, k in out.items()]


def hint_reason(table: RiftforceTable, hint: Any) -> str:
    """The hint's reason (``engine.riftforce.hints``) in the UI language: elementals as "Fire
    6", guilds by name, lists as a sentence says them ("4 and 5", "Fire 6 and Ice 7")."""
    del table
    params = dict(hint.params)
    for key in ("card", "elemental"):
        if isinstance(params.get(key), int):
            params[key] = text.card_name(params[key])
    for key in ("guild", "foe"):
        if isinstance(params.get(key), str):
            params[key] = guilds.name(params[key])
    if isinstance(params.get("cards"), list | tuple):
        params["cards"] = text.spoken_list(counted([text.card_name(c) for c in params["cards"]]))
    if isinstance(params.get("locations"), list | tuple):
        params["locations"] = text.spoken_list([str(n) for n in params["locations"]])
    if isinstance(params.get("places"), list | tuple):
        params["places"] = text.spoken_list([text.location_name(n - 1)
                                             for n in params["places"]])
    return reason(hint.template, params)
