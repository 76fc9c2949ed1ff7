"""Card identities: which guild and which number every elemental card has.

Why plain ints: card ids travel through actions, events and saves as JSON, and an int id with
the guild and number derived arithmetically keeps those cheap and unambiguous.  Guild ``g``
owns ids ``g*9 .. g*9+8``; within a guild the numbers are four 5s, three 6s and two 7s.
The expansion's guilds can be appended to ``GUILDS`` without renumbering the base cards.
"""

from __future__ import annotations

#: The base game's ten guilds in a fixed order (the order defines the card ids).
GUILDS: tuple[str, ...] = (
    "fire", "water", "ice", "light", "air", "earth", "plant", "thunderbolt", "shadow", "crystal",
)

#: Numbers (= life) of the nine elementals of one guild, by index within the guild.
NUMBERS: tuple[int, ...] = (5, 5, 5, 5, 6, 6, 6, 7, 7)

CARDS_PER_GUILD = len(NUMBERS)
NUM_LOCATIONS = 5
HAND_SIZE = 7
GUILDS_PER_SEAT = 4
WIN_SCORE = 12

#: Extra Riftforce the owner's opponent gains when an elemental of the guild is destroyed.
DESTROY_BONUS: dict[str, int] = {"crystal": 1}

GUILD_INDEX: dict[str, int] = {g: i for i, g in enumerate(GUILDS)}


#: each card's guild and number: ``guild_of``/``number_of`` as tables, which hot loops index
#: directly (the search evaluates positions by the hundred thousand; indexing a tuple costs a
#: third of a function call)
GUILD_TABLE: tuple[str, ...] = tuple(g for g in GUILDS for _ in NUMBERS)
NUMBER_TABLE: tuple[int, ...] = tuple(n for _ in GUILDS for n in NUMBERS)


def guild_of(card: int) -> str:
    return GUILD_TABLE[card]


def number_of(card: int) -> int:
    return NUMBER_TABLE[card]


def cards_of(guild: str) -> list[int]:
    """The nine card ids of ``guild``."""
    base = GUILD_INDEX[guild] * CARDS_PER_GUILD
    return list(range(base, base + CARDS_PER_GUILD))


def all_card_count() -> int:
    return len(GUILDS) * CARDS_PER_GUILD


def card_name(card: int) -> str:
    """A short debug label such as ``fire-5``."""
    return f"{guild_of(card)}-{number_of(card)}"
