"""The events of Storma slottet!: one frozen dataclass per kind, for animation and the log.

Why classes and not ``Event(kind, data)`` dicts: the table and the log ``match`` on the class,
so a misspelt kind or field is a type error instead of a silently missing log line.  ``KIND``
and the field names are the JSON form (``Event.to_json``), which stays what it always was.
Cards are the small integers of ``engine.storma.cards``.  Names are past tense so they never
clash with the actions of the same name (``Exchange`` the action, ``Exchanged`` the event).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from engine.core import Event


@dataclass(frozen=True, slots=True)
class Started(Event):
    """The game begins: ``seat`` chooses a royal house first."""

    KIND: ClassVar[str] = "start"
    seat: int


@dataclass(frozen=True, slots=True)
class HouseChosen(Event):
    KIND: ClassVar[str] = "house"
    seat: int
    suit: int


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The discard pile becomes the new draw pile (``count`` cards)."""

    KIND: ClassVar[str] = "reshuffle"
    count: int


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``seat`` draws ``cards`` (face down: the log says only ``count``) for ``reason``:
    "deal", "refill", "trophy" or "exchange"."""

    KIND: ClassVar[str] = "draw"
    seat: int
    cards: tuple[int, ...]
    count: int
    reason: str
    hidden: bool = True


@dataclass(frozen=True, slots=True)
class ActiveChosen(Event):
    """``seat`` places its Active card face down during the set-up."""

    KIND: ClassVar[str] = "active_chosen"
    seat: int
    card: int
    hidden: bool = True


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """Both Active cards turn face up (seat 0's first)."""

    KIND: ClassVar[str] = "reveal"
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    """Dice for ``purpose`` ("start", "joker_attack", "assassin", "joker_heal", "healer") of
    ``card`` (``None`` for the start roll), and what came of them."""

    KIND: ClassVar[str] = "dice"
    seat: int
    card: int | None
    purpose: str
    dice: tuple[int, ...]
    total: int
    fumble: bool
    consequence: str


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    KIND: ClassVar[str] = "turn"
    seat: int


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    KIND: ClassVar[str] = "exchange"
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Attacked(Event):
    KIND: ClassVar[str] = "attack"
    seat: int
    cards: tuple[int, ...]
    target: int


@dataclass(frozen=True, slots=True)
class Damaged(Event):
    """A number card of ``seat``'s attack deals its rank to ``target``."""

    KIND: ClassVar[str] = "damage"
    seat: int
    card: int
    amount: int
    target: int


@dataclass(frozen=True, slots=True)
class TrophyTaken(Event):
    """``card`` becomes ``seat``'s trophy ("defeated", "assassin_fumble",
    "joker_heal_fumble")."""

    KIND: ClassVar[str] = "trophy"
    seat: int
    card: int
    reason: str


@dataclass(frozen=True, slots=True)
class Defeated(Event):
    """``seat``'s face card at ``where`` ("active"/"infirmary") leaves play; the cards that
    lay on it as ``damage`` go to the discard pile."""

    KIND: ClassVar[str] = "defeated"
    seat: int
    card: int
    where: str
    damage: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HealStarted(Event):
    KIND: ClassVar[str] = "heal_start"
    seat: int
    target: str  # "active" or "infirmary"


@dataclass(frozen=True, slots=True)
class Healed(Event):
    """A number card heals: ``value`` is the heal value to spend on ``target``'s damage."""

    KIND: ClassVar[str] = "heal_card"
    seat: int
    card: int
    value: int
    target: int


@dataclass(frozen=True, slots=True)
class DamageRemoved(Event):
    """The damage entries (card or ``None`` for a wound, amount) taken off ``target`` with
    the heal value ``value``."""

    KIND: ClassVar[str] = "heal_remove"
    seat: int
    target: int
    removed: tuple[tuple[int | None, int], ...]
    value: int | None


@dataclass(frozen=True, slots=True)
class HealEnded(Event):
    KIND: ClassVar[str] = "heal_end"
    seat: int


@dataclass(frozen=True, slots=True)
class Retreated(Event):
    """``card`` goes to the Infirmary; ``new_active`` from the hand takes its place."""

    KIND: ClassVar[str] = "retreat"
    seat: int
    card: int
    new_active: int


@dataclass(frozen=True, slots=True)
class ActiveFilled(Event):
    """An empty Active slot is filled from ``source`` ("hand" or "infirmary")."""

    KIND: ClassVar[str] = "fill_active"
    seat: int
    card: int
    source: str


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` has no legal move."""

    KIND: ClassVar[str] = "pass"
    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class HouseFallen(Event):
    """The end: all three cards of ``house`` are trophies; ``winner`` took the castle."""

    KIND: ClassVar[str] = "game_over"
    winner: int
    reason: Literal["house_fallen"] = "house_fallen"
    house: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CannotFill(Event):
    """The end: ``seat`` cannot fill its empty Active slot; ``winner`` is the other seat."""

    KIND: ClassVar[str] = "game_over"
    winner: int
    reason: Literal["cannot_fill"] = "cannot_fill"
    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TwoPasses(Event):
    """The end: two passes in a row, a draw (``winner`` is ``None``)."""

    KIND: ClassVar[str] = "game_over"
    winner: None = None
    reason: Literal["two_passes"] = "two_passes"


#: The three ways the game ends (each a ``game_over`` event with its own fields).
GameOver = HouseFallen | CannotFill | TwoPasses
