"""The events of Ordet fanger: one frozen dataclass per kind (``engine.core.Event``).

Why classes: the table, the duel controller, the log and the tests ``match`` on them, so a
misspelt kind or field is a mypy error.  ``KIND`` and the field names are the JSON form
(``Event.to_json``), unchanged from the untyped events: a field ``kind_`` is the key
``"kind"``, and mappings keyed by seat are written with the seat as a string key.  ``tie`` has
two spellings, so two classes share that kind: a tie the table declared (``TieDeclared``) and
one of the sealed answers (``Tie``: both at the same time, or both gave up).  Cards are the
engine's card numbers (``cardsets``); a sealed answer is only ``Commit`` (``hidden``) until the
``Reveal``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar, Literal

from engine.core import Event
from engine.ordet.state import Slot


@dataclass(frozen=True, slots=True)
class RoundStart(Event):
    """A round begins: ``first`` draws first; ``draw`` holds the two draw piles' sizes."""

    KIND: ClassVar[str] = "round_start"
    round: int
    first: int
    draw: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Joker(Event):
    """A joker drawn from ``pile``: set aside (the first pass) or in force; ``seat`` draws again."""

    KIND: ClassVar[str] = "joker"
    seat: int
    pile: int
    card: int
    set_aside: bool


@dataclass(frozen=True, slots=True)
class Draw(Event):
    """A category card drawn from ``pile`` onto the seat's play pile ``slot``, face up."""

    KIND: ClassVar[str] = "draw"
    seat: int
    pile: int
    slot: int
    card: int


@dataclass(frozen=True, slots=True)
class Duel(Event):
    """A duel opens (``kind_`` "duel") or a 2-seat race (``kind_`` "race"): the duellists, the
    two matching play piles and the category each must answer (``targets[seat]``)."""

    KIND: ClassVar[str] = "duel"
    kind_: str
    seats: tuple[int, int]
    slots: tuple[Slot, Slot]
    targets: Mapping[int, int]


@dataclass(frozen=True, slots=True)
class Turn(Event):
    """No duel is open: ``seat`` draws next."""

    KIND: ClassVar[str] = "turn"
    seat: int


@dataclass(frozen=True, slots=True)
class RoundEnd(Event):
    """A round is over: the cards each seat won in it and the totals so far."""

    KIND: ClassVar[str] = "round_end"
    round: int
    won: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game is over: the totals and the winning seats."""

    KIND: ClassVar[str] = "game_over"
    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TieDeclared(Event):
    """The table declared the race said aloud a tie (``DeclareTie``)."""

    KIND: ClassVar[str] = "tie"
    seats: tuple[int, int]
    declared: Literal[True] = field(default=True, init=False)


@dataclass(frozen=True, slots=True)
class Tie(Event):
    """The sealed answers tie: both said at the same time, or both gave up (``gave_up``)."""

    KIND: ClassVar[str] = "tie"
    seats: tuple[int, int]
    gave_up: bool


@dataclass(frozen=True, slots=True)
class Commit(Event):
    """A duellist sealed its answer (or pass); what it is stays hidden until the reveal."""

    KIND: ClassVar[str] = "commit"
    seat: int
    hidden: bool = True


@dataclass(frozen=True, slots=True)
class Reveal(Event):
    """Both sealed answers shown: per seat its answers (``None``: passed) and seconds."""

    KIND: ClassVar[str] = "reveal"
    answers: Mapping[int, tuple[str, ...] | None]
    seconds: Mapping[int, float]


@dataclass(frozen=True, slots=True)
class Claim(Event):
    """The table's verdict on an answer ``seat`` said aloud (``text``: what it said, if typed)."""

    KIND: ClassVar[str] = "claim"
    seat: int
    accepted: bool
    text: str


@dataclass(frozen=True, slots=True)
class ShuffleBack(Event):
    """The tie-break card goes back into its draw pile, which is shuffled."""

    KIND: ClassVar[str] = "shuffle_back"
    card: int
    pile: int


@dataclass(frozen=True, slots=True)
class Rerace(Event):
    """No tie-break card is left: the duellists race again on the original categories."""

    KIND: ClassVar[str] = "rerace"
    seats: tuple[int, int]


@dataclass(frozen=True, slots=True)
class TiebreakJoker(Event):
    """A joker flipped for a tie-break goes back into ``pile`` (shuffled); another is flipped."""

    KIND: ClassVar[str] = "tiebreak_joker"
    card: int
    pile: int


@dataclass(frozen=True, slots=True)
class Tiebreak(Event):
    """The tie-break card flipped from ``pile``: both duellists answer its category."""

    KIND: ClassVar[str] = "tiebreak"
    card: int
    pile: int


@dataclass(frozen=True, slots=True)
class Void(Event):
    """Nobody could answer after the last tie-break: the duel is dropped."""

    KIND: ClassVar[str] = "void"
    seats: tuple[int, int]


@dataclass(frozen=True, slots=True)
class DuelWon(Event):
    """``winner`` takes ``card`` from ``loser``'s play pile ``slot`` (a race: the stake)."""

    KIND: ClassVar[str] = "duel_won"
    winner: int
    loser: int
    slot: Slot
    card: int
