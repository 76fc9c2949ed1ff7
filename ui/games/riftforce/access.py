"""Riftforce in the accessibility tree: each location a node ("Location 3: yours 2 cards,
Bo's 1 card") holding both sides' lines, each elemental by its name with its place and its
damage ("Fire 6, location 2, your side, 3 damage"), what can be done with it, and the
score track, guild rows and the question on the table read as text.

Why here: only this table knows that a location is two lines and a Rift marker, and what an
elemental has taken; the words are the table's own (``text.card_name``, ``location_name``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine.riftforce.state import State
from ui.games.riftforce import text
from ui.games.riftforce.items import GuildRow, NoteItem, PromptItem, RiftZone, TrackItem
from ui.plain import plain_tooltip
from ui.table.accessible import Naming, cards_count, joined
from ui.table.accessible_iface import Node, Role
from ui.table.card_item import CardItem
from ui.table.zones import Zone

if TYPE_CHECKING:
    from ui.games.riftforce.table import RiftforceTable

translate = QCoreApplication.translate



class RiftforceNaming(Naming):
    table: RiftforceTable

    def view(self) -> State:
        return self.table.view_state()

    def elemental(self, item: CardItem) -> int | None:
        if not item.face_up or item.card_id is None or not item.card_id.isdigit():
            return None
        return int(item.card_id)

    def side(self, seat: int) -> str:
        """"your side" / "Bo's side"."""
        if seat == self.table.session.viewer:
            return translate("RiftforceAccess", "your side")
        return translate("RiftforceAccess", "{name}'s side").format(
            name=self.table.session.name(seat))

    def zone_title(self, zone: Zone) -> str:
        name = zone.name
        if name.startswith("line"):
            side, loc = (int(x) for x in name[4:].split("_"))
            return joined(text.location_name(loc), self.side(side))
        seat = self.seat_of(name)
        if seat is not None and name.startswith(("deck", "discard")):
            other = self.table.session.name(seat)
            if name.startswith("deck"):
                return (translate("RiftforceAccess", "Your draw pile") if self.is_mine(name)
                        else translate("RiftforceAccess", "{name}'s draw pile").format(name=other))
            return (translate("RiftforceAccess", "Your discard pile") if self.is_mine(name)
                    else translate("RiftforceAccess", "{name}'s discard pile").format(name=other))
        return super().zone_title(zone)

    def zone_nodes(self) -> list[Node]:
        """The locations (each with both lines) in place of the lines themselves."""
        nodes = [n for n in super().zone_nodes()
                 if not (isinstance(n.obj, Zone) and n.obj.name.startswith("line"))]
        cards = self.cards_by_zone()
        for zone in self.table.scene.zones.values():
            if not isinstance(zone, RiftZone) or not zone.isVisible():
                continue
            loc = zone.location
            lines = []
            counts = []
            for seat in self.seat_order():
                line = self.table.scene.zones[f"line{seat}_{loc}"]
                held = cards.get(line.name, [])
                lines.append(Node(line, Role.List, joined(self.zone_title(line),
                                                          cards_count(len(held))),
                                  focusable=line.accepts, description=line.hint,
                                  children=[self.card_node(c) for c in held]))
                n = cards_count(len(held))
                counts.append(translate("RiftforceAccess", "yours {cards}").format(cards=n)
                              if seat == self.table.session.viewer
                              else translate("RiftforceAccess", "{name}'s {cards}").format(
                                  name=self.table.session.name(seat), cards=n))
            name = translate("RiftforceAccess", "Location {n}: {lines}").format(
                n=loc + 1, lines=", ".join(counts))
            nodes.append(Node(zone, Role.Grouping, name, focusable=zone.accepts,
                              description=plain_tooltip(zone.toolTip()), children=lines))
        return nodes

    def seat_order(self) -> list[int]:
        viewer = self.table.session.viewer
        return [viewer, 1 - viewer] if viewer in (0, 1) else [0, 1]

    def card_values(self, item: CardItem) -> str:
        c = self.elemental(item)
        if c is None:
            return super().card_values(item)
        return text.card_name(c)

    def card_state(self, item: CardItem) -> list[str]:
        out = super().card_state(item)
        c = self.elemental(item)
        if c is not None and item.zone_name.startswith("line"):
            damage = self.view().damage[c]
            if damage:
                out.append(translate("RiftforceAccess", "{n} damage").format(n=damage))
        return [w for w in out if w != QCoreApplication.translate("TableAccess", "wins")]

    def card_actions(self, item: CardItem) -> list[str]:
        if not self.table.session.human_to_act():
            return []
        if item.winner and item.zone_name.startswith("line"):
            return [translate("RiftforceAccess", "can be chosen")]
        if item.zone_name == "pool" and item.draggable:
            return [translate("RiftforceAccess", "can be picked")]
        return super().card_actions(item)

    def other_nodes(self) -> list[Node]:
        out = super().other_nodes()
        for item in self.table.scene.items():
            if not item.isVisible() or item.parentItem() is not None:
                continue
            if isinstance(item, TrackItem) and item.title:
                bottom = self.table._bottom_seat()
                name = self.table.session.name
                (a, b) = item.scores
                out.append(Node(item, Role.StaticText, joined(
                    item.title, f"{name(bottom)} {a}", f"{name(1 - bottom)} {b}")))
            elif isinstance(item, GuildRow) and item.name:
                out.append(Node(item, Role.StaticText, joined(item.name, item.text)))
            elif isinstance(item, PromptItem) and (item.title or item.text):
                out.append(Node(item, Role.StaticText, joined(item.title, item.text)))
            elif isinstance(item, NoteItem) and item.text:
                out.append(Node(item, Role.StaticText, plain_tooltip(item.text)))
        return out


def naming(table: RiftforceTable) -> Naming:
    return RiftforceNaming(table)
