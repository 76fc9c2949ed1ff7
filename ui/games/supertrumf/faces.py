"""Supertrumf card faces: a card's deck data turned into the generic ``CardFace`` the table's
card items paint (figure rows with the named property lit, object bonus, super-trump star).

Why separate from the table: the face of a card depends only on the card and the named
property, never on the seating or the phase, so it is data-to-picture and can be read (and
changed) without the widget around it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.supertrumf import deck
from ui.games.supertrumf.text import card_name, property_name
from ui.table.cards import CardFace, FaceRow

#: accent colour per figure group (1 warriors, 2 mages, 3 elves/dwarves, 4 beasts, 5 undead,
#: 6 flying) and for objects and super-trumps
ACCENTS = {
    "1": "#8c3b2e", "2": "#5b3a8c", "3": "#2e6e45", "4": "#a3561c", "5": "#4a5361",
    "6": "#1f6f86", "O": "#8a6d1f", "S": "#1d1d1d",
}


def card_face(card_id: str, highlight: str | None = None) -> CardFace:
    """The painted face of a card; ``highlight`` marks the named property's row."""
    c = deck.card(card_id)
    accent = ACCENTS.get(card_id[0], "#3c6e9e")
    translate = QCoreApplication.translate
    if c.kind == deck.FIGURE:
        rows = tuple(FaceRow(property_name(p), str(c.values[p]), p == highlight)
                     for p in deck.PROPERTIES)
        return CardFace(card_name(card_id), translate("SupertrumfTable", "Figure"), rows,
                        accent=accent, corner=card_id)
    if c.kind == deck.OBJECT:
        assert c.bonus_prop is not None
        return CardFace(card_name(card_id), translate("SupertrumfTable", "Object"),
                        centre=f"+{c.bonus}", centre_sub=property_name(c.bonus_prop),
                        accent=accent, footer=translate("SupertrumfTable", "Play with a figure"))
    return CardFace(card_name(card_id), translate("SupertrumfTable", "Super-trump"), centre="★",
                    centre_sub=translate("SupertrumfTable",
                                         "Beats every play; two super-trumps tie"),
                    accent=accent)
