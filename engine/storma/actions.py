"""The actions (decisions) of Storma slottet!: small frozen dataclasses that round-trip JSON.

Card sets (attack, exchange, damage entries to remove) are tuples in strictly increasing order,
so each set has exactly one spelling and ``legal_actions`` lists each choice once.  The set
actions sort what they are given (``Attack((joker, five))`` equals ``Attack((five, joker))``),
because a set has no order in the rules and a caller should not lose a legal move to spelling;
duplicates stay and ``validate`` rejects them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def _sorted_set(items: Any) -> Any:
    """The one spelling of a set: a sorted tuple (anything unsortable is left to validate)."""
    if isinstance(items, tuple | list):
        try:
            return tuple(sorted(items))
        except TypeError:
            return tuple(items)
    return items


@dataclass(frozen=True, slots=True)
class ChooseHouse:
    """Set-up: take the J, Q, K of ``suit`` (0-3) as your royal house."""

    suit: int


@dataclass(frozen=True, slots=True)
class ChooseActive:
    """Set-up: put a face card from hand face down as your Active card."""

    card: int


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard cards of one suit (no house cards, no Jokers) and draw as many."""

    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _sorted_set(self.cards))


@dataclass(frozen=True, slots=True)
class Attack:
    """Attack the opponent's Active card with number cards/assassins of one suit plus Jokers."""

    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _sorted_set(self.cards))


@dataclass(frozen=True, slots=True)
class Heal:
    """Play one healing card on ``target`` ("active" or "infirmary"); starts or continues a heal."""

    target: str
    card: int


@dataclass(frozen=True, slots=True)
class RemoveDamage:
    """After a heal roll: remove the damage entries at these indices (sum <= heal value)."""

    entries: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "entries", _sorted_set(self.entries))


@dataclass(frozen=True, slots=True)
class EndHeal:
    """Finish the heal move."""


@dataclass(frozen=True, slots=True)
class Retreat:
    """Move the Active card to the empty Sjukstuga and make ``card`` (from hand) Active."""

    card: int


@dataclass(frozen=True, slots=True)
class FillActive:
    """Fill your empty Active slot with a face card from hand or the Sjukstuga card."""

    card: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Only when no move is legal; two passes in a row end the game as a draw."""


ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (ChooseHouse, ChooseActive, Exchange, Attack, Heal, RemoveDamage, EndHeal,
                Retreat, FillActive, Pass)
}

Action = (ChooseHouse | ChooseActive | Exchange | Attack | Heal | RemoveDamage | EndHeal
          | Retreat | FillActive | Pass)


_new = object.__new__
_set = object.__setattr__


def exchange_of_sorted(cards: tuple[int, ...]) -> Exchange:
    """``Exchange(cards)`` for an already sorted tuple, skipping the sort (hot path of
    ``legal_actions``, which builds thousands of sets per decision)."""
    action: Exchange = _new(Exchange)
    _set(action, "cards", cards)
    return action


def attack_of_sorted(cards: tuple[int, ...]) -> Attack:
    """``Attack(cards)`` for an already sorted tuple, skipping the sort (see above)."""
    action: Attack = _new(Attack)
    _set(action, "cards", cards)
    return action


def remove_of_sorted(entries: tuple[int, ...]) -> RemoveDamage:
    """``RemoveDamage(entries)`` for an already sorted tuple, skipping the sort."""
    action: RemoveDamage = _new(RemoveDamage)
    _set(action, "entries", entries)
    return action
