"""What the table shows and allows, as pure functions of the viewer's view of the state.

Why pure: which cards are face up, which are greyed, which may be dragged and what an attack
could deal are facts about the *view* (never the real state, so a hidden card cannot leak);
keeping them free of widgets makes them easy to read and to test, and keeps the table module
about drawing and input.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.core import IllegalAction
from engine.storma import cards as cd
from engine.storma.checks import (
    attack_card_problem,
    exchange_card_problem,
    heal_card_problem,
    is_hero,
)
from engine.storma.state import HEAL, HOUSE, REFILL, SETUP_ACTIVE, TURN, StormaState
from ui.games.storma.faces import face_for
from ui.games.storma.text import reason_text
from ui.table.scene import CardSpec


def card_key(c: int) -> str:
    """A card's identity on the table (and its ``card_id``): "QH", "10S", "Joker1"."""
    return cd.card_name(c)


def hand_order(c: int) -> tuple[int, int]:
    """Hands are grouped by suit (spades, hearts, diamonds, clubs), Jokers last."""
    return (4, c) if cd.is_joker(c) else (cd.suit_of(c), cd.rank_of(c))


def role(v: StormaState, c: int, owner: int) -> str:
    """"own" (a card of ``owner``'s house), "house" (the other house), "hero" or ""."""
    if not cd.is_face(c):
        return ""
    if cd.suit_of(c) == v.houses[owner]:
        return "own"
    if cd.suit_of(c) in v.houses:
        return "house"
    return "hero" if is_hero(v, c) else ""


def attack_range(cards: Sequence[int]) -> tuple[int, int]:
    """The least and most damage an attack with ``cards`` can deal (fumbles deal 0)."""
    low = high = 0
    for c in cards:
        if cd.is_number(c):
            low += cd.rank_of(c)
            high += cd.rank_of(c)
        elif cd.is_joker(c):
            high += 18
        else:
            high += 14
    return low, high


def _one_suit_problem(suits: set[int]) -> str | None:
    if len(suits) > 1:
        return QCoreApplication.translate("StormaTable", "All cards must share one suit.")
    return None


def attack_problem(v: StormaState, me: int, cards: Sequence[int]) -> str | None:
    """Why these cards cannot attack together (translated), or None."""
    for c in cards:
        problem = attack_card_problem(v, me, c)
        if problem is not None:
            message, params = problem
            return reason_text(IllegalAction(message, **params))
    return _one_suit_problem({cd.suit_of(c) for c in cards if not cd.is_joker(c)})


def exchange_problem(v: StormaState, cards: Sequence[int]) -> str | None:
    for c in cards:
        problem = exchange_card_problem(v, c)
        if problem is not None:
            message, params = problem
            return reason_text(IllegalAction(message, **params))
    return _one_suit_problem({cd.suit_of(c) for c in cards})


def heal_ok(v: StormaState, me: int, where: str, card: int) -> bool:
    slot = v.slot(me, where)
    return slot is not None and bool(slot.damage) and heal_card_problem(v, slot, card) is None


def card_unusable(v: StormaState, seat: int, c: int, retreating: bool) -> bool:
    """Grey out cards that cannot take part in the current decision."""
    return bool(unusable_reason(v, seat, c, retreating))


def unusable_reason(v: StormaState, seat: int, c: int, retreating: bool) -> str:
    """Why a card is greyed out in the current decision (translated; "" = it is not), shown
    as the card's tooltip so a grey card explains itself."""
    phase = v.phase
    translate = QCoreApplication.translate
    if phase in (SETUP_ACTIVE, REFILL) or (phase == TURN and retreating):
        if cd.is_face(c):
            return ""
        return translate("StormaTable", "Only a face card (J, Q, K) can be the Active card.")
    if phase == HEAL and v.heal is not None:
        slot = v.slot(seat, v.heal.target)
        if slot is None:
            return translate("StormaTable", "Nothing to heal.")
        problem = heal_card_problem(v, slot, c)
        if problem is None:
            return ""
        message, params = problem
        return reason_text(IllegalAction(message, **params))
    if phase == TURN:
        target = v.active[1 - seat]
        # cards of the target's suit may not attack it: greyed (they may still heal or be
        # exchanged, so they stay draggable and the engine explains a refused attack)
        if (target is not None and not cd.is_joker(c)
                and cd.suit_of(c) == cd.suit_of(target.card)):
            return translate("StormaTable", "A card of the target's suit cannot attack it; it "
                             "can still heal or be exchanged.")
    return ""


def hand_specs(v: StormaState, seat: int, viewer: int | None, acting: bool,
               retreating: bool) -> list[CardSpec]:
    """A hand: face up for its owner (grouped by suit), backs for everybody else."""
    hand = v.hands[seat]
    specs: list[CardSpec] = []
    ids = [c for c in hand if c is not None]
    if seat == viewer and len(ids) == len(hand):
        phase = v.phase
        mine = acting and v.to_move == seat if phase in (TURN, HEAL) else acting
        for c in sorted(ids, key=hand_order):
            specs.append(CardSpec(
                card_key(c), f"hand{seat}", card_key(c), face_for(c, role(v, c, seat)), seat,
                draggable=mine and phase != HOUSE,
                selectable=mine and phase in (TURN, HEAL, SETUP_ACTIVE, REFILL),
                dimmed=mine and card_unusable(v, seat, c, retreating),
                tooltip=unusable_reason(v, seat, c, retreating) if mine else ""))
        return specs
    hidden = 0
    for h in hand:
        if h is None:
            specs.append(CardSpec(f"hand{seat}#{hidden}", f"hand{seat}", owner=seat))
            hidden += 1
        else:  # a Joker everyone saw going into this hand
            specs.append(CardSpec(card_key(h), f"hand{seat}", card_key(h), face_for(h), seat,
                                  public=True))
    return specs


def slot_specs(v: StormaState, seat: int, viewer: int | None, acting: bool,
               retreating: bool) -> list[CardSpec]:
    """The Active and Infirmary cards with their damage cards (wounds are tokens, not cards);
    during set-up a chosen Active card is a back for everybody but its owner."""
    specs: list[CardSpec] = []
    own = seat == viewer
    if v.phase == SETUP_ACTIVE and v.setup_chosen[seat]:
        chosen = v.setup_active[seat]
        if own and chosen is not None:
            specs.append(CardSpec(card_key(chosen), f"act{seat}", card_key(chosen),
                                  face_for(chosen, role(v, chosen, seat)), seat,
                                  dimmed=True, badge="↓"))
        else:
            specs.append(CardSpec(f"act{seat}#0", f"act{seat}", owner=seat))
        return specs
    mine = own and acting
    for where, zone, dmg_zone in (("active", "act", "dmg"), ("infirmary", "inf", "idmg")):
        slot = v.slot(seat, where)
        if slot is None:
            continue
        draggable = mine and (
            (where == "active" and v.phase == TURN and v.infirmary[seat] is None
             and not retreating)
            or (where == "infirmary" and v.phase == REFILL))
        specs.append(CardSpec(card_key(slot.card), f"{zone}{seat}", card_key(slot.card),
                              face_for(slot.card, role(v, slot.card, seat)), seat,
                              public=True, draggable=draggable,
                              selectable=mine and where == "infirmary" and v.phase == REFILL))
        for c, amount in slot.damage:
            if c is not None:
                specs.append(CardSpec(card_key(c), f"{dmg_zone}{seat}", card_key(c),
                                      face_for(c, amount=amount), public=True))
    return specs
