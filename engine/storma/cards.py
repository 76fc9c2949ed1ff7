"""The 54 cards of Storma slottet! as small integers, and what each card can do.

Why integers: the state is copied for every search rollout and checked after every action in
the arena, so cards are plain ints (cheap to copy, hash and compare) and all card facts are
derived from the id by the helpers below.  Ids 0-51 are ``suit * 13 + rank - 1`` (rank 1 = Ace,
11 = Knekt, 12 = Dam, 13 = Kung); 52 and 53 are the two Jokers.
"""

from __future__ import annotations

SUITS: tuple[str, ...] = ("spades", "hearts", "diamonds", "clubs")
SUIT_LETTERS = "SHDC"
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
JOKERS: tuple[int, int] = (52, 53)
ALL_CARDS: tuple[int, ...] = tuple(range(54))
NUM_CARDS = 54

KNEKT, DAM, KUNG = 11, 12, 13
#: Toughness of face cards (house members and mercenaries alike).
TOUGHNESS = {KNEKT: 25, KUNG: 30, DAM: 35}


def card(suit: int, rank: int) -> int:
    """The id of the card of ``suit`` (0-3) and ``rank`` (1-13)."""
    return suit * 13 + rank - 1


def is_joker(c: int) -> bool:
    return c >= 52


def suit_of(c: int) -> int:
    """Suit index 0-3; Jokers have no suit (-1)."""
    return -1 if c >= 52 else c // 13


def rank_of(c: int) -> int:
    """Rank 1-13; Jokers 0."""
    return 0 if c >= 52 else c % 13 + 1


def is_face(c: int) -> bool:
    """Knekt, Dam or Kung (the "klädda kort"); Jokers and number cards are not."""
    return c < 52 and c % 13 >= 10


def is_number(c: int) -> bool:
    """A-10: the cards that deal or heal exactly their rank."""
    return c < 52 and c % 13 < 10


def toughness(c: int) -> int:
    return TOUGHNESS[rank_of(c)]


def house_cards(suit: int) -> tuple[int, int, int]:
    """The J, Q, K of ``suit``: one player's royal house."""
    return (card(suit, KNEKT), card(suit, DAM), card(suit, KUNG))


def _name(c: int) -> str:
    if c >= 52:
        return f"Joker{c - 51}"
    r = rank_of(c)
    return f"{RANK_NAMES.get(r, str(r))}{SUIT_LETTERS[suit_of(c)]}"


#: every card's name, made once: the rules name a card in each refusal they *could* give, and
#: the move generator asks them for hundreds of cards a turn (a third of a search's time went
#: into formatting names nobody read)
_NAMES: tuple[str, ...] = tuple(_name(c) for c in range(54))


def card_name(c: int) -> str:
    """Short ASCII name for logs and tests: "AS", "10H", "QD", "Joker1"."""
    return _NAMES[c] if 0 <= c < 54 else _name(c)


def parse_card(name: str) -> int:
    """Inverse of ``card_name`` (tests write positions with names, not ids)."""
    if name.lower().startswith("joker"):
        return 51 + int(name[5:])
    rank_text, letter = name[:-1], name[-1].upper()
    ranks = {v: k for k, v in RANK_NAMES.items()}
    rank = ranks[rank_text] if rank_text in ranks else int(rank_text)
    if not 1 <= rank <= 13 or letter not in SUIT_LETTERS:
        raise ValueError(f"not a card name: {name!r}")
    return card(SUIT_LETTERS.index(letter), rank)
