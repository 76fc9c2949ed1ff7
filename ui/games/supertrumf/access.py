"""Supertrumf Fantasy in the accessibility tree: a figure with all its values ("Werewolf:
Strength 20, Physique 19, …"), the named property marked, each seat's place and won cards by
name, and what a hand card can do now ("can be put out", "names a property").

Why here: the generic naming reads the painted face already; only this table knows which row
is the named property and what a click on a card does in each phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine.supertrumf.state import MULLIGAN, NAME
from ui.table.accessible import Naming, joined
from ui.table.card_item import CardItem
from ui.table.zones import Zone

if TYPE_CHECKING:
    from ui.games.supertrumf.table import SupertrumfTable

translate = QCoreApplication.translate



class SupertrumfNaming(Naming):
    table: SupertrumfTable

    def zone_title(self, zone: Zone) -> str:
        name = zone.name
        seat = self.seat_of(name)
        if seat is None or name.startswith("hand"):
            return super().zone_title(zone)
        mine = self.is_mine(name)
        other = self.table.session.name(seat)
        if name.startswith("slot"):
            if mine:
                return translate("SupertrumfAccess", "Your place")
            return translate("SupertrumfAccess", "{name}'s place").format(name=other)
        if name.startswith("won"):
            return (translate("SupertrumfAccess", "Your won cards") if mine
                    else translate("SupertrumfAccess", "{name}'s won cards").format(name=other))
        if name.startswith("prize"):
            return (translate("SupertrumfAccess", "Your prize cards") if mine
                    else translate("SupertrumfAccess", "{name}'s prize cards").format(name=other))
        return super().zone_title(zone)

    def zone_name(self, zone: Zone, cards: list[CardItem]) -> str:
        """The count without the label's own repetition of the owner ("Ann · 0 won")."""
        if zone.name.startswith(("won", "prize")) and zone.count_text:
            return joined(self.zone_title(zone), zone.count_text)
        return super().zone_name(zone, cards)

    def card_values(self, item: CardItem) -> str:
        face = item.face
        if not item.face_up or face is None or not face.rows:
            return super().card_values(item)
        rows = ", ".join(
            (translate("SupertrumfAccess", "{property} {value} (named)") if r.emphasis
             else "{property} {value}").format(property=r.label, value=r.value)
            for r in face.rows)
        return f"{face.title}: {rows}"

    def card_actions(self, item: CardItem) -> list[str]:
        s = self.table.session
        if not s.human_to_act() or not item.zone_name.startswith("hand"):
            return []
        phase = self.table.view_state().phase
        if phase == NAME and item.face is not None and item.face.rows:
            return [translate("SupertrumfAccess", "names a property")]
        if phase == MULLIGAN:
            return []
        if item.draggable:
            return [translate("SupertrumfAccess", "can be put out")]
        return super().card_actions(item)


def naming(table: SupertrumfTable) -> Naming:
    return SupertrumfNaming(table)
