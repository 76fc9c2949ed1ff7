"""The project's own 36-card Supertrumf Fantasy deck as data (see rules/supertrumf-deck.md).

Why data and not classes: the engine only needs a value per property, the UI needs names and
kinds to paint cards, and lookups in plain dicts keep ``legal_actions``/``apply`` fast.  English
names are marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` puts them in the ``.ts`` files
(context ``"cards"``; property names in context ``"properties"``); Swedish names are the
canonical display names of the printed deck and are kept alongside.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import QT_TRANSLATE_NOOP

FIGURE = "figure"
OBJECT = "object"
SUPERTRUMP = "supertrump"

#: Property ids in the deck's column order; stable, used in actions and saves.
PROPERTIES: tuple[str, ...] = ("styrka", "fysik", "magi", "intelligens", "snabbhet")

#: English display names (translation sources) of the properties.
PROPERTY_NAMES: dict[str, str] = {
    "styrka": QT_TRANSLATE_NOOP("properties", "Strength"),
    "fysik": QT_TRANSLATE_NOOP("properties", "Physique"),
    "magi": QT_TRANSLATE_NOOP("properties", "Magic"),
    "intelligens": QT_TRANSLATE_NOOP("properties", "Intelligence"),
    "snabbhet": QT_TRANSLATE_NOOP("properties", "Speed"),
}

#: Swedish display names of the properties (as printed on the cards).
PROPERTY_NAMES_SV: dict[str, str] = {
    "styrka": "Styrka",
    "fysik": "Fysik",
    "magi": "Magi",
    "intelligens": "Intelligens",
    "snabbhet": "Snabbhet",
}


@dataclass(frozen=True)
class Card:
    """One card of the deck.

    ``values`` maps every property to the figure's value (figures only, else empty);
    ``bonus_prop``/``bonus`` give an object's boost (objects only); super-trumps have neither.
    ``name`` is the English name (translation source), ``name_sv`` the Swedish one.
    """

    id: str
    kind: str
    name_sv: str
    name: str
    values: dict[str, int] = field(hash=False)
    bonus_prop: str | None = None
    bonus: int = 0

    def value_for(self, prop: str) -> int:
        """This card's worth for ``prop`` when played: figure value, or object bonus, or 0."""
        if self.kind == FIGURE:
            return self.values[prop]
        if self.kind == OBJECT and self.bonus_prop == prop:
            return self.bonus
        return 0


def _figure(cid: str, sv: str, en: str, *vals: int) -> Card:
    return Card(cid, FIGURE, sv, en, dict(zip(PROPERTIES, vals, strict=True)))


def _object(cid: str, sv: str, en: str, prop: str, bonus: int) -> Card:
    return Card(cid, OBJECT, sv, en, {}, prop, bonus)


CARDS: tuple[Card, ...] = (
    _figure("1A", "Härförare", QT_TRANSLATE_NOOP("cards", "Warlord"), 18, 20, 2, 17, 12),
    _figure("1B", "Riddare", QT_TRANSLATE_NOOP("cards", "Knight"), 16, 19, 3, 12, 10),
    _figure("1C", "Bågskytt", QT_TRANSLATE_NOOP("cards", "Archer"), 11, 13, 2, 16, 22),
    _figure("1D", "Lönnmördare", QT_TRANSLATE_NOOP("cards", "Assassin"), 10, 9, 4, 19, 27),
    _figure("2A", "Ärkemagiker", QT_TRANSLATE_NOOP("cards", "Archmage"), 5, 8, 29, 27, 9),
    _figure("2B", "Trollkarl", QT_TRANSLATE_NOOP("cards", "Wizard"), 6, 10, 24, 22, 11),
    _figure("2C", "Häxa", QT_TRANSLATE_NOOP("cards", "Witch"), 4, 12, 22, 18, 14),
    _figure("2D", "Nekromantiker", QT_TRANSLATE_NOOP("cards", "Necromancer"), 7, 6, 26, 21, 8),
    _figure("3A", "Alvdrottning", QT_TRANSLATE_NOOP("cards", "Elf queen"), 7, 11, 21, 24, 19),
    _figure("3B", "Alvkrigare", QT_TRANSLATE_NOOP("cards", "Elf warrior"), 13, 14, 10, 15, 24),
    _figure("3C", "Dvärgkung", QT_TRANSLATE_NOOP("cards", "Dwarf king"), 19, 24, 6, 16, 5),
    _figure("3D", "Dvärgsmed", QT_TRANSLATE_NOOP("cards", "Dwarf smith"), 17, 22, 8, 20, 4),
    _figure("4A", "Drake", QT_TRANSLATE_NOOP("cards", "Dragon"), 30, 27, 17, 10, 15),
    _figure("4B", "Jätte", QT_TRANSLATE_NOOP("cards", "Giant"), 28, 29, 1, 5, 6),
    _figure("4C", "Troll", QT_TRANSLATE_NOOP("cards", "Troll"), 24, 28, 3, 2, 7),
    _figure("4D", "Varulv", QT_TRANSLATE_NOOP("cards", "Werewolf"), 20, 19, 5, 8, 23),
    _figure("5A", "Vampyr", QT_TRANSLATE_NOOP("cards", "Vampire"), 17, 16, 15, 20, 21),
    _figure("5B", "Vålnad", QT_TRANSLATE_NOOP("cards", "Wraith"), 9, 25, 19, 13, 18),
    _figure("5C", "Skelettkrigare", QT_TRANSLATE_NOOP("cards", "Skeleton warrior"),
            14, 28, 4, 1, 9),
    _figure("5D", "Orchhövding", QT_TRANSLATE_NOOP("cards", "Orc chieftain"), 21, 21, 2, 11, 13),
    _figure("6A", "Fenix", QT_TRANSLATE_NOOP("cards", "Phoenix"), 12, 22, 25, 11, 28),
    _figure("6B", "Grip", QT_TRANSLATE_NOOP("cards", "Griffin"), 22, 17, 4, 7, 26),
    _figure("6C", "Enhörning", QT_TRANSLATE_NOOP("cards", "Unicorn"), 14, 15, 23, 12, 25),
    _figure("6D", "Sjöorm", QT_TRANSLATE_NOOP("cards", "Sea serpent"), 25, 23, 7, 6, 17),
    _object("O1", "Heligt svärd", QT_TRANSLATE_NOOP("cards", "Holy sword"), "styrka", 10),
    _object("O2", "Stridsyxa", QT_TRANSLATE_NOOP("cards", "Battle axe"), "styrka", 6),
    _object("O3", "Elixir", QT_TRANSLATE_NOOP("cards", "Elixir"), "fysik", 10),
    _object("O4", "Ringbrynja", QT_TRANSLATE_NOOP("cards", "Chain mail"), "fysik", 6),
    _object("O5", "Trollstav", QT_TRANSLATE_NOOP("cards", "Magic staff"), "magi", 10),
    _object("O6", "Trolldomsbok", QT_TRANSLATE_NOOP("cards", "Spellbook"), "magi", 6),
    _object("O7", "Vishetens ring", QT_TRANSLATE_NOOP("cards", "Ring of wisdom"),
            "intelligens", 10),
    _object("O8", "Kristallkula", QT_TRANSLATE_NOOP("cards", "Crystal ball"), "intelligens", 6),
    _object("O9", "Sjumilastövlar", QT_TRANSLATE_NOOP("cards", "Seven-league boots"),
            "snabbhet", 10),
    _object("O10", "Flygande matta", QT_TRANSLATE_NOOP("cards", "Flying carpet"), "snabbhet", 6),
    Card("S1", SUPERTRUMP, "Förgiftad dolk", QT_TRANSLATE_NOOP("cards", "Poisoned dagger"), {}),
    Card("S2", SUPERTRUMP, "Dolk i ryggen", QT_TRANSLATE_NOOP("cards", "Knife in the back"), {}),
)

#: Card id -> card.
BY_ID: dict[str, Card] = {c.id: c for c in CARDS}

#: All card ids in deck order (the order ``new_game`` shuffles from).
CARD_IDS: tuple[str, ...] = tuple(c.id for c in CARDS)

#: Fast lookups for the rules' hot path.
KIND: dict[str, str] = {c.id: c.kind for c in CARDS}
IS_FIGURE: dict[str, bool] = {c.id: c.kind == FIGURE for c in CARDS}
IS_SUPERTRUMP: dict[str, bool] = {c.id: c.kind == SUPERTRUMP for c in CARDS}
#: VALUE[prop][card id] -> that card's worth for prop when played alone.
VALUE: dict[str, dict[str, int]] = {p: {c.id: c.value_for(p) for c in CARDS} for p in PROPERTIES}


def card(card_id: str) -> Card:
    """The card with ``card_id`` (raises ``KeyError`` for unknown ids)."""
    return BY_ID[card_id]


def kind(card_id: str) -> str:
    """``"figure"``, ``"object"`` or ``"supertrump"``."""
    return KIND[card_id]


def play_value(cards: tuple[str, ...], prop: str) -> int:
    """Value of a play for ``prop``: figure value plus a matching object bonus (else 0)."""
    table = VALUE[prop]
    return sum(table[c] for c in cards)
