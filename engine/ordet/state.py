"""The state of an Ordet fanger game (a plain mutable dataclass; the rules live in ``rules``).

Cards are engine numbers (see ``cardsets``).  Piles are lists with the top card LAST.
A play pile is addressed by a *slot* ``(seat, pile)``: one pile per seat with 3-6 seats, two
in the 2-seat variant.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.core import Rng

Slot = tuple[int, int]

#: Duel kinds: two seats whose top cards match ("duel"), or in the 2-seat variant a match
#: between one player's own two piles, where both players race on the newer card ("race").
DUEL = "duel"
RACE = "race"


class Phase(StrEnum):
    """What the game waits for: a draw, the open duel's answers, or nothing (over).  A
    ``StrEnum``, so a phase is its plain name wherever it is compared or written."""

    DRAW = "draw"
    DUEL = "duel"
    OVER = "over"


@dataclass
class Commit:
    """A sealed commitment of one duellist.  ``answers`` None means Pass.

    ``hidden`` is True in a view for a seat that may not see it (then answers/seconds are
    blank); the fact that the seat has committed is public.
    """

    answers: tuple[str, ...] | None
    seconds: float
    hidden: bool = False


@dataclass
class Duel:
    """The open duel (or 2-seat race).

    ``slots`` are the two matching play piles (for a race: the owner's two piles, the newer
    first).  ``seats`` are the two duellists in commitment order.  ``targets[seat]`` is the
    category card that seat must answer (the opponent's top card; in a race and a tie-break
    the same card for both).  ``stake`` is the card the winner takes in a race (None for a
    normal duel: the loser's top card).  ``flip`` is the tie-break card lying face up with
    the pile it came from.  ``counted[seat]`` holds the (category card, answer key) of each
    answer the table accepted for that seat in this race (``Claim``): with "more answers" a
    later answer must differ from them, as the answers of one sealed ``Answer`` must differ
    from each other, even when "no repeats" is off.
    """

    kind: str
    slots: tuple[Slot, Slot]
    seats: tuple[int, int]
    targets: dict[int, int]
    stake: int | None = None
    commits: dict[int, Commit] = field(default_factory=dict)
    progress: dict[int, int] = field(default_factory=dict)
    tiebreaks: int = 0
    flip: int | None = None
    flip_pile: int = 0
    started: float = 0.0
    base_targets: dict[int, int] = field(default_factory=dict)
    counted: dict[int, list[tuple[int, str]]] = field(default_factory=dict)


@dataclass
class OrdetState:
    options: dict[str, Any]
    set_id: str
    seats: int
    piles_per_seat: int
    rng: Rng | None
    round: int = 1
    rounds: int = 2
    draw: list[list[int | None]] = field(default_factory=lambda: [[], []])
    play: list[list[list[int]]] = field(default_factory=list)
    score: list[list[int]] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    jokers: list[int] = field(default_factory=list)
    set_aside: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    #: seat to draw now (phase DRAW), the seat that drew last, and whether it draws again
    turn: int = 0
    drawer: int = 0
    redraw: bool = False
    #: seats whose every play pile has had a card this round (the first pass ends when all
    #: have; 3-6 seats: the seat has placed a card, 2 seats: on both its piles)
    placed: list[bool] = field(default_factory=list)
    phase: Phase = Phase.DRAW
    duel: Duel | None = None
    #: answers given this round per category card: folded keys (for "no repeats")
    used: dict[int, list[str]] = field(default_factory=dict)
    #: matches the table could not settle: pairs of top cards that do not duel again
    voided: list[tuple[int, int]] = field(default_factory=list)
    #: duels voided this round: only after one can several matches be open at once (a third
    #: card matching both voided cards), which the audit checks
    voids: int = 0
    #: per slot, a counter value of when its top card last changed (newest top wins ties)
    stamps: dict[Slot, int] = field(default_factory=dict)
    stamp: int = 0
    last_loser: int | None = None
    #: fixed category card per seat (young players) or None
    fixed: list[int | None] = field(default_factory=list)
    clock: float = 0.0
    round_scores: list[list[int]] = field(default_factory=list)

    def slots(self) -> list[Slot]:
        return [(s, p) for s in range(self.seats) for p in range(self.piles_per_seat)]

    def top(self, slot: Slot) -> int | None:
        pile = self.play[slot[0]][slot[1]]
        return pile[-1] if pile else None
