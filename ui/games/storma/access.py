"""Storma slottet! in the accessibility tree: cards by their full names ("King of hearts"),
the Active cards and the Infirmary (Sjukstuga) with their health ("20 of 35 health"), the
damage cards with what they deal, and what a hand card can do now ("can attack", "can heal").

Why here and not in ``ui.table.accessible``: only this game knows health, damage and the
checks behind an attack; the words reuse the table's own (its zone labels, the suit names of
``faces``) and what the engine's checks say of the viewer's view — never the hidden state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem

from engine.storma import cards as cd
from engine.storma.checks import remaining
from engine.storma.state import HEAL, REFILL, SETUP_ACTIVE, TURN, StormaState
from ui.games.storma import specs
from ui.games.storma.faces import suit_name
from ui.games.storma.items import DiceTray, HouseStrip
from ui.table.accessible import Naming, joined
from ui.table.accessible_iface import Node, Role
from ui.table.card_item import CardItem
from ui.table.zones import Zone

if TYPE_CHECKING:
    from ui.games.storma.table import StormaTable

translate = QCoreApplication.translate



def full_name(c: int) -> str:
    """"King of hearts", "7 of clubs", "Joker"."""
    if cd.is_joker(c):
        return QCoreApplication.translate("StormaCards", "Joker")
    rank = cd.rank_of(c)
    words = {1: translate("StormaAccess", "Ace"), cd.KNEKT: translate("StormaAccess", "Jack"),
             cd.DAM: translate("StormaAccess", "Queen"),
             cd.KUNG: translate("StormaAccess", "King")}
    return translate("StormaAccess", "{rank} of {suit}").format(rank=words.get(rank, str(rank)),
                                         suit=suit_name(cd.suit_of(c)))


class StormaNaming(Naming):
    table: StormaTable

    def view(self) -> StormaState:
        return self.table.view_state()

    def card_of(self, item: CardItem) -> int | None:
        if not item.face_up or item.card_id is None:
            return None
        try:
            return cd.parse_card(item.card_id)
        except (KeyError, ValueError):
            return None

    def zone_title(self, zone: Zone) -> str:
        name = zone.name
        seat = self.seat_of(name)
        if seat is None or name.startswith(("hand", "act")):
            return super().zone_title(zone)
        mine = self.is_mine(name)
        other = self.table.session.name(seat)
        if name.startswith("inf"):
            if mine:
                return translate("StormaAccess", "Your Infirmary")
            return translate("StormaAccess", "{name}'s Infirmary").format(name=other)
        if name.startswith("troph"):
            if mine:
                return translate("StormaAccess", "Your trophies")
            return translate("StormaAccess", "{name}'s trophies").format(name=other)
        if name.startswith(("dmg", "idmg")):
            where = "act" if name.startswith("dmg") else "inf"
            target = self.table.scene.zones[f"{where}{seat}"]
            return translate("StormaAccess", "damage on {place}").format(
                place=self.zone_title(target))
        return super().zone_title(zone)

    def zone_shown(self, zone: Zone, cards: list[CardItem]) -> bool:
        """A damage stack is a node while it holds damage."""
        if zone.name.startswith(("dmg", "idmg")):
            return bool(cards)
        return super().zone_shown(zone, cards)

    def card_values(self, item: CardItem) -> str:
        c = self.card_of(item)
        if c is None:
            return super().card_values(item)
        face = item.face
        role = getattr(face, "role_label", "")
        return joined(full_name(c), role)

    def card_state(self, item: CardItem) -> list[str]:
        out = super().card_state(item)
        c = self.card_of(item)
        seat = self.seat_of(item.zone_name)
        if c is None or seat is None:
            return out
        v = self.view()
        zone = item.zone_name
        if zone.startswith(("act", "inf")):
            slot = v.slot(seat, "active" if zone.startswith("act") else "infirmary")
            if slot is not None and slot.card == c:
                out.append(translate("StormaAccess", "{left} of {full} health").format(
                    left=remaining(slot), full=cd.toughness(c)))
        elif zone.startswith(("dmg", "idmg")):
            amount = getattr(item.face, "amount", None)
            if amount is not None:
                out.append(translate("StormaAccess", "{n} damage").format(n=amount))
        return out

    def card_actions(self, item: CardItem) -> list[str]:
        s = self.table.session
        c = self.card_of(item)
        if c is None or not s.human_to_act() or not (item.draggable or item.selectable):
            return []
        v = self.view()
        me = s.viewer
        if me is None:
            return []
        if item.zone_name.startswith("act"):
            return [translate("StormaAccess", "can retreat to the Infirmary")]
        if item.zone_name.startswith("inf"):
            return [translate("StormaAccess", "can return as the Active card")]
        if v.phase in (SETUP_ACTIVE, REFILL) or (v.phase == TURN and self.table.moves.retreating):
            if not cd.is_face(c):
                return []
            return [translate("StormaAccess", "can become the Active card")]
        if v.phase == HEAL:
            return [] if item.dimmed else [translate("StormaAccess", "can heal")]
        if v.phase != TURN:
            return []
        out = []
        if specs.attack_problem(v, me, [c]) is None:
            out.append(translate("StormaAccess", "can attack"))
        if any(specs.heal_ok(v, me, where, c) for where in ("active", "infirmary")):
            out.append(translate("StormaAccess", "can heal"))
        if specs.exchange_problem(v, [c]) is None:
            out.append(translate("StormaAccess", "can be exchanged"))
        return out

    def other_nodes(self) -> list[Node]:
        out = super().other_nodes()
        for item in self.table.scene.items():
            if not item.isVisible() or item.parentItem() is not None:
                continue
            if isinstance(item, HouseStrip) and item.title:
                members = ", ".join(
                    joined(m.text, m.where) if m.alive
                    else translate("StormaAccess", "{card} defeated").format(card=m.text)
                    for m in item.members)
                out.append(Node(item, Role.StaticText, joined(item.title, members)))
            elif isinstance(item, DiceTray) and item.title and _has_lines(item):
                lines = [joined(line.formula, line.note) for line in item.lines]
                out.append(Node(item, Role.StaticText, joined(item.title, *lines)))
        return out


def _has_lines(item: QGraphicsItem) -> bool:
    return bool(getattr(item, "lines", None))


def naming(table: StormaTable) -> Naming:
    return StormaNaming(table)
