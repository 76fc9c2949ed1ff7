"""What a Storma slottet! hint frames: the scene rectangles a person would touch for an action.

Why its own module: the table maps a hint's engine action to the things on the felt that make
that move (``FeltTable.hint_targets``); the mapping needs the table's zones, cards and buttons
but nothing of its painting, and ``table.py`` is near its length limit.

The place or target comes first and the cards after it: the hint's label goes above the first
frame, and above a slot or the piles it lies on open felt, where above the hand it would hide
the action buttons.

* ``ChooseHouse(suit)`` — that house's button.
* ``ChooseActive(card)`` / ``FillActive(card)`` — your Active slot and the card (from the
  hand, or the Infirmary card).
* ``Attack(cards)`` — the opponent's Active card and the hand cards.
* ``Exchange(cards)`` — the discard pile and the hand cards.
* ``Heal(target, card)`` — the healed slot (Active or Infirmary) and the healing card.
* ``RemoveDamage(entries)`` — the healed slot, the picker's entries to remove and its confirm
  button ("Remove nothing" with no entries); the slot first puts the label above it, not
  over the picker's title saying how much may be removed.
* ``EndHeal()`` / ``Pass()`` — their buttons.
* ``Retreat(card)`` — the Retreat button and the new Active card (select it, press Retreat:
  one move); once a retreat is under way, your Active slot and the card.

A card's rectangle is the part of the card in view (``card_rects``): the card itself on the felt
(``card_rect`` in the scene, a fanned card's upright box, not its item's bounding rectangle
with the room for a badge) up to the next card of the hand lying on it.  Hidden things are
left out; an action with nothing of it shown gives ``[]`` — only ``Pass`` while a retreat is
under way (its button then cancels the retreat instead), ``RemoveDamage`` while the picker is
closed, or anything while nobody at the screen may act.

``hint_reason`` words the engine's reason with the table's names (cards, suits).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF

from engine.storma import cards as cd
from engine.storma.actions import (
    Attack,
    ChooseActive,
    ChooseHouse,
    EndHeal,
    Exchange,
    FillActive,
    Heal,
    Pass,
    RemoveDamage,
    Retreat,
)
from ui.games.storma.faces import short_name, suit_name
from ui.games.storma.specs import card_key
from ui.table.hint_marks import reason

if TYPE_CHECKING:
    from ui.games.storma.table import StormaTable
    from ui.table.plates import ButtonItem


def _shown(*buttons: ButtonItem) -> list[QRectF]:
    return [b.sceneBoundingRect() for b in buttons if b.isVisible()]


def card_rects(table: StormaTable, cards: Iterable[int], zones: set[str]) -> list[QRectF]:
    """The cards ``cards`` lying in ``zones`` (where the action takes them from: a card seen
    elsewhere is not the one to use), each the part in view (``FeltTable.card_rects``)."""
    return table.card_rects((card_key(c) for c in cards), zones)


def hint_targets(table: StormaTable, action: Any) -> list[QRectF]:
    """The rectangles framing ``action`` on ``table`` (see the module docstring)."""
    me = table.session.viewer
    frame = _FRAMES.get(type(action))
    if me is None or frame is None:
        return []
    return frame(table, action, me)


def _house(table: StormaTable, action: ChooseHouse, me: int) -> list[QRectF]:
    if 0 <= action.suit < len(table.house_buttons):
        return _shown(table.house_buttons[action.suit])
    return []


def _new_active(table: StormaTable, action: ChooseActive | FillActive, me: int) -> list[QRectF]:
    return [table.scene.zone(f"act{me}").rect,
            *card_rects(table, (action.card,), {f"hand{me}", f"inf{me}"})]


def _attack(table: StormaTable, action: Attack, me: int) -> list[QRectF]:
    opp = 1 - me
    target = table.view_state().active[opp]
    them = ([] if target is None else card_rects(table, (target.card,), {f"act{opp}"})
            or [table.scene.zone(f"act{opp}").rect])
    return [*them, *card_rects(table, action.cards, {f"hand{me}"})]


def _exchange(table: StormaTable, action: Exchange, me: int) -> list[QRectF]:
    return [table.scene.zone("discard").rect, *card_rects(table, action.cards, {f"hand{me}"})]


def _heal(table: StormaTable, action: Heal, me: int) -> list[QRectF]:
    slot = f"act{me}" if action.target == "active" else f"inf{me}"
    return [table.scene.zone(slot).rect, *card_rects(table, (action.card,), {f"hand{me}"})]


def _remove(table: StormaTable, action: RemoveDamage, me: int) -> list[QRectF]:
    picker = table.picker
    if not picker.isVisible():
        return []
    heal = table.view_state().heal
    healed = [] if heal is None else [
        table.scene.zone(f"act{me}" if heal.target == "active" else f"inf{me}").rect]
    entries = [picker.buttons[i] for i in action.entries if 0 <= i < len(picker.buttons)]
    return [*healed, *_shown(*entries, picker.ok)]


def _end_heal(table: StormaTable, action: EndHeal, me: int) -> list[QRectF]:
    return _shown(table.buttons["end_heal"])


def _retreat(table: StormaTable, action: Retreat, me: int) -> list[QRectF]:
    card = card_rects(table, (action.card,), {f"hand{me}"})
    if table.moves.retreating:
        return [table.scene.zone(f"act{me}").rect, *card]
    return [*_shown(table.buttons["retreat"]), *card]


def _pass(table: StormaTable, action: Pass, me: int) -> list[QRectF]:
    return [] if table.moves.retreating else _shown(table.buttons["pass"])


#: what frames each kind of action (the viewer's seat is the last argument)
_FRAMES: dict[type, Callable[[StormaTable, Any, int], list[QRectF]]] = {
    ChooseHouse: _house, ChooseActive: _new_active, FillActive: _new_active, Attack: _attack,
    Exchange: _exchange, Heal: _heal, RemoveDamage: _remove, EndHeal: _end_heal,
    Retreat: _retreat, Pass: _pass,
}


def _card(name: Any) -> Any:
    """An engine card name ("QH", "Joker1") as the table names it ("Q♥", "Joker")."""
    try:
        return short_name(cd.parse_card(name))
    except (ValueError, KeyError, IndexError, TypeError):
        return name


def hint_reason(table: StormaTable, hint: Any) -> str:
    """The hint's reason (``engine.storma.hints``) in the UI language: cards as the table
    names them ("Q♥"), a list of cards "8♠, 9♠", a suit by its name."""
    del table
    params = dict(hint.params)
    for key in ("card", "active", "target"):
        if key in params:
            params[key] = _card(params[key])
    if isinstance(params.get("cards"), list | tuple):
        params["cards"] = ", ".join(str(_card(c)) for c in params["cards"])
    if params.get("suit") in cd.SUITS:
        params["suit"] = suit_name(cd.SUITS.index(params["suit"]))
    return reason(hint.template, params)
