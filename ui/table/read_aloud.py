"""Keys that read the state of the table aloud on demand: what the keyboard stands on, the
scores, the cards in hand, whose turn it is and the last move again (F5–F9 at every table).

Why function keys: each table gives letters and digits moves of its own (Storma heals with H,
Riftforce checks with C, Supertrumf names properties with 1–5) and Ordet fanger types answers
into a box, so no letter is free at every table and in every phase; F1 is Help, F2/F3 belong to
a guided game and F11 to full screen, F5–F9 to nobody.  They are shortcuts of the table's
window: they answer wherever the keyboard focus is (the felt, Ordet's answer box, the game
log), and say what they find through the window's ``Announcer`` — assistive technology reads
it, nothing else changes.

The names of cards and zones are the accessibility tree's (``ui.table.accessible``) where that
module is there; otherwise the painted face's title and the zone's label.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from ui.table.card_item import CardItem

translate = QCoreApplication.translate  # literal context in every call: lupdate reads them

#: the keys, in the order the Controls page lists them
HERE, SCORE, HAND, TURN, AGAIN = "F5", "F6", "F7", "F8", "F9"
KEYS = (HERE, SCORE, HAND, TURN, AGAIN)


def control_rows() -> list[tuple[str, str]]:
    """The read-aloud keys for the Controls page, translated."""
    return [
        (HERE, translate("ReadAloud", "Say what the keyboard is on: the card or place, what "
                                      "is there and what you can do with it")),
        (SCORE, translate("ReadAloud", "Say your score, then everyone else's")),
        (HAND, translate("ReadAloud", "Say how many cards you hold, and which")),
        (TURN, translate("ReadAloud", "Say whose turn it is and what to do")),
        (AGAIN, translate("ReadAloud", "Say the last move again")),
    ]


def _accessible() -> Any | None:
    """The accessibility tree's module (``ui.table.accessible``), if there is one."""
    try:
        return importlib.import_module("ui.table.accessible")
    except ImportError:
        return None


def _naming(table: Any) -> Any | None:
    """The accessibility tree's naming of ``table``'s cards and zones, if there is one."""
    module = _accessible()
    try:
        return None if module is None else module.naming_for(table)
    except Exception:  # a naming that cannot read this table: the plain names below
        return None


def _node_text(table: Any, obj: Any | None) -> str:
    """The accessibility tree's name and description of ``obj`` (or of what has the
    accessible focus: Ordet's chosen play pile, say), "" without such a tree."""
    module = _accessible()
    access = getattr(module, "ACCESS", {}).get(id(table.view)) if module else None
    if access is None:
        return ""
    try:
        node = access.node(obj if obj is not None else access.focused_item())
    except Exception:  # a tree that cannot read this table now: the plain names
        return ""
    if node is None:
        return ""
    return ", ".join(p for p in (str(node.name), str(node.description)) if p)


class ReadAloud(QObject):
    """The read-aloud shortcuts of one table; each answer goes to ``say``."""

    def __init__(self, table: Any, say: Callable[[str], None],
                 last_move: Callable[[], str] | None = None) -> None:
        parent: QWidget = table
        super().__init__(parent)
        self.table = table
        self._say = say
        self.last_move = last_move
        answers = {HERE: self.here, SCORE: self.scores, HAND: self.hand, TURN: self.turn,
                   AGAIN: self.again}
        self.shortcuts: list[QShortcut] = []
        for key in KEYS:
            shortcut = QShortcut(QKeySequence(key), parent)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda k=key, a=answers: self._say(a[k]()))
            self.shortcuts.append(shortcut)

    # ------------------------------------------------------------------ answers
    def here(self) -> str:
        """The focused card (its zone, values and what it can do) or button; else where the
        keyboard can go."""
        t = self.table
        walk = getattr(t, "tab_walk", None)
        current = getattr(walk, "current", None)
        focused = [c for c in t.scene.card_items() if c.focused and c.isVisible()]
        item = current if current is not None else (focused[0] if focused else None)
        hand = t.own_hand_items()
        if item is None and hand:  # the hand's focus, shown once the felt has the keyboard
            item = hand[max(0, min(getattr(t, "focus_index", 0), len(hand) - 1))]
        named = _node_text(t, item)
        if named:
            return named
        if isinstance(item, CardItem):
            return self.card_text(item)
        if item is not None:  # a button on the felt
            text = str(getattr(item, "text", "") or getattr(item, "key", ""))
            return translate("ReadAloud", "Button: {text}.").format(text=text)
        return translate("ReadAloud", "Nothing is chosen. Tab goes to your cards and the "
                                      "buttons; arrow keys move in your hand.")

    def card_text(self, item: CardItem) -> str:
        naming = _naming(self.table)
        if naming is not None:
            try:
                name = str(naming.card_name(item))
            except Exception:  # a card the naming does not know: the plain name
                name = ""
            if name:
                return name
        zone = self.table.scene.zones.get(item.zone_name)
        where = (zone.label if zone is not None and zone.label else item.zone_name)
        if item.zone_name == f"hand{self.table.session.viewer}":
            where = translate("ReadAloud", "your hand")
        return translate("ReadAloud", "{card}, {place}.").format(
            card=self.face_name(item), place=where)

    def face_name(self, item: CardItem) -> str:
        """The card's name as the game's log words it (its ``text.card_name``), else the
        painted face's title."""
        face = item.face
        if not item.face_up or face is None:
            return translate("ReadAloud", "a face-down card")
        package = type(self.table).__module__.rpartition(".")[0]
        try:
            card_name = importlib.import_module(f"{package}.text").card_name
            return str(card_name(getattr(face, "card", None) or item.card_id))
        except Exception:  # a table without such names, or a card they do not know
            return face.title

    def scores(self) -> str:
        """Every seat's plate (the table's own count: cards, prizes, Riftforce, points),
        the person's own first."""
        t = self.table
        s = t.session
        plates = {p.seat: p for p in t.scene.items()
                  if isinstance(getattr(p, "seat", None), int) and hasattr(p, "detail")
                  and hasattr(p, "name")}
        me = s.viewer if s.viewer is not None else (s.human_seats[0] if s.human_seats else 0)
        order = sorted(plates, key=lambda seat: (seat != me, seat))
        parts = []
        for seat in order:
            detail = str(plates[seat].detail)
            if seat == me:
                parts.append(translate("ReadAloud", "You: {detail}.").format(detail=detail))
            else:
                parts.append(translate("ReadAloud", "{name}: {detail}.").format(
                    name=s.name(seat), detail=detail))
        if not parts:
            return str(t.status_text())
        return " ".join(parts)

    def hand(self) -> str:
        """How many cards the person holds and their names, left to right."""
        items = [c for c in self.table.own_hand_items() if c.isVisible()]
        if not items:
            return translate("ReadAloud", "You hold no cards.")
        names = ", ".join(self.face_name(c) for c in items)
        return translate("ReadAloud", "Cards in your hand: {count}. {names}.").format(
            count=len(items), names=names)

    def turn(self) -> str:
        """The status line: whose turn it is and what to do."""
        return str(self.table.status_text())

    def again(self) -> str:
        said = self.last_move() if self.last_move is not None else ""
        return said or translate("ReadAloud", "No move yet.")
