"""The actions (decisions) of Storma slottet!: small frozen dataclasses that round-trip JSON.

Card sets (attack, exchange, damage entries to remove) are tuples in strictly increasing order,
so each set has exactly one spelling and ``legal_actions`` lists each choice once; the UI sorts
before it submits.
"""

from __future__ import annotations

from dataclasses import dataclass


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


@dataclass(frozen=True, slots=True)
class Attack:
    """Attack the opponent's Active card with number cards/assassins of one suit plus Jokers."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Heal:
    """Play one healing card on ``target`` ("active" or "infirmary"); starts or continues a heal."""

    target: str
    card: int


@dataclass(frozen=True, slots=True)
class RemoveDamage:
    """After a heal roll: remove the damage entries at these indices (sum <= heal value)."""

    entries: tuple[int, ...]


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
