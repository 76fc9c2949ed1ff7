"""The mutable state of one game of Storma slottet!, and its fast copy.

Why a plain dataclass of lists: the rules mutate it in place (validate first, then mutate),
the arena audits it after every action and the search AI clones it thousands of times, so it
holds only ints, lists and two tiny records, and ``clone`` copies it by hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal

from engine.core import Rng

#: A damage entry on a face card: (card lying on the target or None for a wound, amount).
Damage = tuple[int | None, int]

#: Phases: who must decide what.  A ``Literal`` and not an enum: the values are the strings
#: the state always held (views pickled for the think process and the tests' positions stay
#: as they are), and a misspelt phase is a type error all the same.
Phase = Literal["house", "setup_active", "turn", "heal", "refill", "over"]
HOUSE: Final = "house"  # seat 0, then seat 1, picks a house suit
SETUP_ACTIVE: Final = "setup_active"  # seat 0, then seat 1, places an Active card face down
TURN: Final = "turn"  # the player to move chooses one move
HEAL: Final = "heal"  # a heal move in progress (next card, a damage subset, or end)
REFILL: Final = "refill"  # a seat whose Active card died must fill the slot at once
OVER: Final = "over"


@dataclass
class Slot:
    """A face card on the table (Active or in the Sjukstuga) with its damage entries.

    ``last_attacker`` is the seat that last damaged it by an attack: a Joker-heal fumble gives
    the card to that seat as a trophy.
    """

    card: int
    damage: list[Damage] = field(default_factory=list)
    last_attacker: int | None = None

    def total(self) -> int:
        return sum(a for _, a in self.damage)

    def copy(self) -> Slot:
        return Slot(self.card, list(self.damage), self.last_attacker)


@dataclass
class HealProgress:
    """The heal move being played: its target and, after a roll, the value still to spend."""

    target: str  # "active" or "infirmary"
    pending: int | None = None  # heal value awaiting the choice of damage entries
    cards_played: int = 0


@dataclass
class StormaState:
    options: dict[str, Any]
    seed: int
    rng: Rng
    phase: Phase = HOUSE
    houses: list[int | None] = field(default_factory=lambda: [None, None])
    hands: list[list[int | None]] = field(default_factory=lambda: [[], []])
    draw: list[int | None] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    active: list[Slot | None] = field(default_factory=lambda: [None, None])
    infirmary: list[Slot | None] = field(default_factory=lambda: [None, None])
    trophies: list[list[int]] = field(default_factory=lambda: [[], []])
    #: Face-down Active choice during set-up (hidden from the other seat by ``view``).
    setup_active: list[int | None] = field(default_factory=lambda: [None, None])
    setup_chosen: list[bool] = field(default_factory=lambda: [False, False])
    #: Cards everyone knows are in a hand (a Joker taken after an attack fumble).
    known: list[list[int]] = field(default_factory=lambda: [[], []])
    to_move: int = 0
    heal: HealProgress | None = None
    refill_seat: int | None = None
    #: Trophies earned per seat during the move being played (each draws 3 cards later).
    new_trophies: list[int] = field(default_factory=lambda: [0, 0])
    passes: int = 0
    winner: int | None = None  # None with phase OVER means a draw
    turns: int = 0
    #: True in a ``view``: hidden cards are None and the rng is a dummy.
    is_view: bool = False

    def opponent(self, seat: int) -> int:
        return 1 - seat

    def hand(self, seat: int) -> list[int]:
        """The hand of ``seat`` as real cards (only valid for a seat whose hand is known)."""
        return [c for c in self.hands[seat] if c is not None]

    def slot(self, seat: int, where: str) -> Slot | None:
        return self.active[seat] if where == "active" else self.infirmary[seat]


def clone(state: StormaState) -> StormaState:
    """A fully independent copy, much faster than ``copy.deepcopy``."""
    return StormaState(
        options=dict(state.options),
        seed=state.seed,
        rng=state.rng.copy(),
        phase=state.phase,
        houses=list(state.houses),
        hands=[list(h) for h in state.hands],
        draw=list(state.draw),
        discard=list(state.discard),
        active=[s.copy() if s else None for s in state.active],
        infirmary=[s.copy() if s else None for s in state.infirmary],
        trophies=[list(t) for t in state.trophies],
        setup_active=list(state.setup_active),
        setup_chosen=list(state.setup_chosen),
        known=[list(k) for k in state.known],
        to_move=state.to_move,
        heal=(HealProgress(state.heal.target, state.heal.pending, state.heal.cards_played)
              if state.heal else None),
        refill_seat=state.refill_seat,
        new_trophies=list(state.new_trophies),
        passes=state.passes,
        winner=state.winner,
        turns=state.turns,
        is_view=state.is_view,
    )
