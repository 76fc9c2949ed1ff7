"""Ordet fanger in the accessibility tree: the draw piles, each seat's play piles with the
category and symbol on top ("Ann's pile 1: A fruit, circle, 3 cards"), the jokers, the
tie-break flip, the won cards, the buzzers (buttons, usable while lit) and the seat plates.

Why here: this table draws its piles as items of its own (one item per pile showing its top
card), not as zones of card items, so the generic naming finds none of them; the words are
the table's own (its captions, the symbol names of ``text``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ui.games.ordet.faces import Face
from ui.games.ordet.items import BuzzerItem, DuelClock, PileItem, ScorePileItem, SeatPlate
from ui.games.ordet.text import symbol_name
from ui.table.accessible import Naming, cards_count, joined
from ui.table.accessible_iface import Node, Role

if TYPE_CHECKING:
    from ui.games.ordet.table import OrdetTable

translate = QCoreApplication.translate



def face_words(face: Face | None) -> str:
    """"A fruit, circle" (a joker: "Joker, circle and star")."""
    if face is None:
        return ""
    symbols = [symbol_name(s) for s in face.symbols]
    if face.joker:
        pair = (translate("OrdetAccess", "{a} and {b}").format(a=symbols[0], b=symbols[-1])
                if len(symbols) > 1 else "".join(symbols))
        return joined(translate("OrdetAccess", "Joker"), pair)
    return joined(face.text, *symbols)


class OrdetNaming(Naming):
    table: OrdetTable

    def pile_title(self, pile: PileItem) -> str:
        key = pile.key
        name = self.table.session.name
        if key.startswith("draw"):
            return translate("OrdetAccess", "Draw pile {n}").format(n=int(key[4:]) + 1)
        if key.startswith("play"):
            seat, p = (int(x) for x in key[4:].split("_"))
            if seat == self.table.session.viewer:
                return translate("OrdetAccess", "Your pile {n}").format(n=p + 1)
            return translate("OrdetAccess", "{name}'s pile {n}").format(name=name(seat), n=p + 1)
        return pile.caption

    def pile_node(self, pile: PileItem) -> Node:
        top = "" if pile.backs else face_words(pile.face)
        marks = []
        if pile.tag:
            marks.append(pile.tag)
        if pile.selected:
            marks.append(QCoreApplication.translate("TableAccess", "selected"))
        usable = pile.lit and self.table.session.human_to_act()
        if usable:
            marks.append(translate("OrdetAccess", "can draw") if pile.key.startswith("draw")
                         else translate("OrdetAccess", "can be chosen"))
        caption = pile.caption if not pile.key.startswith("draw") else ""
        title = self.pile_title(pile)
        name = joined(title + (": " + top if top else ""),
                      caption if caption != title else "", cards_count(pile.count), *marks)
        return Node(pile, Role.Button if usable else Role.StaticText, name,
                    description=pile.hint, focusable=usable)

    def tree(self) -> list[Node]:
        items = [i for i in self.table.scene.items()
                 if i.isVisible() and i.parentItem() is None]
        out: list[Node] = []
        piles = sorted((i for i in items if isinstance(i, PileItem)), key=_pile_order)
        out += [self.pile_node(p) for p in piles]
        for item in items:
            if isinstance(item, ScorePileItem):
                out.append(Node(item, Role.StaticText, self.score_name(item)))
            elif isinstance(item, SeatPlate) and item.name:
                out.append(Node(item, Role.StaticText,
                                joined(item.name, item.detail, item.said)))
            elif isinstance(item, DuelClock) and item.seconds > 0:
                seconds = translate("OrdetAccess", "{n} seconds").format(n=round(item.seconds))
                out.append(Node(item, Role.StaticText, seconds))
            elif isinstance(item, BuzzerItem):
                out.append(Node(item, Role.Button, self.buzzer_name(item), focusable=True,
                                disabled=not item.lit))
        out += self.other_nodes()
        out += self.button_nodes()
        return out

    def has_ring(self, obj: QObject) -> bool:
        """The chosen play pile (←/→ choose it) is where the keys stand."""
        return isinstance(obj, PileItem) and obj.selected and obj.lit

    def score_name(self, item: ScorePileItem) -> str:
        seat = self.table.scores.index(item) if item in self.table.scores else 0
        return translate("OrdetAccess", "{name}'s won cards, {count}").format(
            name=self.table.session.name(seat), count=cards_count(item.count))

    def buzzer_name(self, item: BuzzerItem) -> str:
        return translate("OrdetAccess", "{name}'s buzzer, key {key}").format(
            name=self.table.session.name(item.seat), key=item.key)


def _pile_order(pile: PileItem) -> tuple[int, str]:
    return (0 if pile.key.startswith("draw") else 1, pile.key)


def naming(table: OrdetTable) -> Naming:
    return OrdetNaming(table)
