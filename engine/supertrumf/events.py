"""The events of Supertrumf Fantasy: one frozen dataclass per kind (``engine.core.Event``).

Why classes: the table, the log and the tests ``match`` on them, so a misspelt kind or field is
a mypy error.  ``KIND`` and the field names are the JSON form (``Event.to_json``), unchanged
from the untyped events; a field ``from_`` is the key ``"from"``.  ``mulligan`` has two
spellings, so two classes share that kind: a seat that redraws (``MulliganRedraw``, with the
counts) and one that keeps its hand (``MulliganKeep``).  Face-down moves carry counts and
``hidden``, never the cards (the log is public).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from engine.core import Event
from engine.supertrumf.state import CardId


@dataclass(frozen=True, slots=True)
class Deal(Event):
    """A fresh game: its variant, the dealer and first leader (Klassisk), the pile sizes."""

    KIND: ClassVar[str] = "deal"
    variant: str
    dealer: int | None
    leader: int | None
    hands: tuple[int, ...]
    prizes: tuple[int, ...]
    draw: int


@dataclass(frozen=True, slots=True)
class LeadPass(Event):
    """An empty-handed leader passes the lead clockwise (Klassisk 7)."""

    KIND: ClassVar[str] = "lead_pass"
    from_: int
    to: int


@dataclass(frozen=True, slots=True)
class Name(Event):
    """The leader names the property of the round."""

    KIND: ClassVar[str] = "name"
    seat: int
    prop: str


@dataclass(frozen=True, slots=True)
class Play(Event):
    """A seat puts out ``count`` cards face down (0, face up: a Blixtduell seat without cards)."""

    KIND: ClassVar[str] = "play"
    seat: int
    count: int
    hidden: bool


@dataclass(frozen=True, slots=True)
class MulliganDecided(Event):
    """A seat has made its hidden mulligan choice (Blixtduell 2)."""

    KIND: ClassVar[str] = "mulligan_decided"
    seat: int


@dataclass(frozen=True, slots=True)
class MulliganRedraw(Event):
    """A seat's mulligan carried out: it put ``discarded`` cards under the pile, drew ``drawn``."""

    KIND: ClassVar[str] = "mulligan"
    seat: int
    redraw: Literal[True] = field(default=True, init=False)
    discarded: int
    drawn: int


@dataclass(frozen=True, slots=True)
class MulliganKeep(Event):
    """A seat's mulligan carried out: it keeps its hand and stops mulliganing."""

    KIND: ClassVar[str] = "mulligan"
    seat: int
    redraw: Literal[False] = field(default=False, init=False)


@dataclass(frozen=True, slots=True)
class Dice(Event):
    """One roll for the lead (seat 0's die, seat 1's die); equal dice are rolled again."""

    KIND: ClassVar[str] = "dice"
    rolls: tuple[int, int]
    reroll: bool


@dataclass(frozen=True, slots=True)
class Lead(Event):
    """The dice decided who leads (Blixtduell 3 and 5)."""

    KIND: ClassVar[str] = "lead"
    seat: int


@dataclass(frozen=True, slots=True)
class Reveal(Event):
    """The face-down plays turned: per seat its cards (``None``: sat out) and value."""

    KIND: ClassVar[str] = "reveal"
    prop: str
    plays: tuple[tuple[str, ...] | None, ...]
    values: tuple[int | None, ...]
    supertrumps: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    """A seat wins the round: ``cards`` put out this round, plus ``pot`` (Klassisk)."""

    KIND: ClassVar[str] = "round_won"
    seat: int
    cards: int
    pot: int


@dataclass(frozen=True, slots=True)
class Tie(Event):
    """Nobody wins the round; ``pot`` is the pot's size now (Klassisk; 0 in Blixtduell)."""

    KIND: ClassVar[str] = "tie"
    pot: int


@dataclass(frozen=True, slots=True)
class Draw(Event):
    """A seat draws ``count`` cards from the hidden draw pile."""

    KIND: ClassVar[str] = "draw"
    seat: int
    count: int
    hidden: bool = True


@dataclass(frozen=True, slots=True)
class Bank(Event):
    """At the end of Klassisk the last seat with cards banks its hand (counted, so public)."""

    KIND: ClassVar[str] = "bank"
    seat: int
    cards: tuple[CardId, ...]


@dataclass(frozen=True, slots=True)
class Prize(Event):
    """The round's winner takes its top hidden prize card (Blixtduell 4)."""

    KIND: ClassVar[str] = "prize"
    seat: int
    taken: int
    left: int
    hidden: bool = True


@dataclass(frozen=True, slots=True)
class Reshuffle(Event):
    """The discard pile is shuffled into a new draw pile of ``count`` cards (Blixtduell)."""

    KIND: ClassVar[str] = "reshuffle"
    count: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game ended: the scores, the winning seats and what is left in the pot."""

    KIND: ClassVar[str] = "game_over"
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    pot: int


Mulligan = MulliganRedraw | MulliganKeep
