"""The mutable game state of Supertrumf Fantasy and the small value types it holds.

Why a plain ``__slots__`` class with a hand-written ``clone``: search and the arena copy states
often, and copying a few short lists is far faster than ``copy.deepcopy``.  Card ids are
strings; a hidden card (in a view) is ``None`` so counts stay visible while identities do not.

Piles are lists whose **last element is the top** (``pop()`` draws); "under the pile" is index 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import Rng

KLASSISK = "klassisk"
BLIXTDUELL = "blixtduell"
VARIANTS: tuple[str, ...] = (KLASSISK, BLIXTDUELL)


class Phase(StrEnum):
    """What the game waits for: the Blixtduell mulligan, the leader naming a property, the
    face-down plays, or nothing (over).  A ``StrEnum``, so a phase is its plain name wherever
    it is compared or written."""

    MULLIGAN = "mulligan"
    NAME = "name"
    PLAY = "play"
    OVER = "over"


MULLIGAN = Phase.MULLIGAN
NAME = Phase.NAME
PLAY = Phase.PLAY
OVER = Phase.OVER

PRIZES_TO_WIN = 4
HAND_SIZE = 4

CardId = str | None
Play_ = tuple[CardId, ...]


@dataclass(frozen=True)
class RoundReport:
    """What the last reveal showed, so the UI can keep it on the table after the round.

    ``plays[seat]`` is the tuple of cards the seat put out (``None`` if it sat out, ``()`` for a
    Blixtduell seat that had no card); ``values[seat]`` the play's value for ``prop``
    (``None`` when it did not play); ``supertrumps`` the seats that put out a super-trump;
    ``winner`` the seat that won or ``None`` on a tie; ``pot`` the pot size after the round.
    """

    leader: int
    prop: str
    plays: tuple[tuple[str, ...] | None, ...]
    values: tuple[int | None, ...]
    supertrumps: tuple[int, ...]
    winner: int | None
    pot: int


class SupertrumfState:
    """Everything about one game.  Public fields are documented here; the UI reads them.

    * ``variant``: ``"klassisk"`` or ``"blixtduell"``; ``n``: number of seats.
    * ``phase``: ``"mulligan"`` (Blixtduell first round), ``"name"`` (the leader names a
      property), ``"play"`` (seats put out face down in ``order``), ``"over"``.
    * ``dealer`` (Klassisk; ``None`` in Blixtduell), ``leader``, ``prop`` (named property id or
      ``None`` before naming).
    * ``hands[seat]``: card ids (``None`` for hidden ones in a view).
    * ``plays[seat]``: this round's face-down play (``None`` = not (yet) played; a tuple, with
      ``None`` per hidden card in a view, once put out).  ``order``: the seats that put out this
      round, in order, leader last.
    * ``pot``: cards of tied rounds (Klassisk), face up.  ``win_piles[seat]`` (Klassisk).
    * ``prizes[seat]``: remaining prize cards (Blixtduell; top = last; always hidden in views),
      ``prizes_taken[seat]``.
    * ``draw``: the draw pile (hidden in views; top = last), ``discard``: Blixtduell's face-up
      discard pile.
    * ``mull_next[seat]``: how many cards the seat would draw if it redraws now (3, 2, 1) or 0
      once it has stopped; ``mull_decided[seat]`` whether it has decided the current step and
      ``mull_choice[seat]`` its (hidden) choice, executed when every active seat has decided.
    * ``dice``: the last lead roll(s) as ``((roll seat 0, roll seat 1), ...)`` incl. re-rolls.
    * ``last``: the last round's ``RoundReport`` (or ``None``); ``rounds``: rounds resolved.
    * ``rng``: the seeded chance source (``None`` in a view).
    """

    __slots__ = (
        "dealer", "dice", "discard", "draw", "hands", "last", "leader", "mull_choice",
        "mull_decided", "mull_next", "n", "order", "phase", "plays", "pot", "prizes",
        "prizes_taken", "prop", "rng", "rounds", "variant", "win_piles",
    )

    # the slots' types, declared on the class (not in ``__init__``) so that readers driven by
    # type hints see them: ``typing.get_type_hints`` (the network codec, ``net.codec``)
    variant: str
    n: int
    rng: Rng | None
    phase: Phase
    dealer: int | None
    leader: int
    prop: str | None
    hands: list[list[CardId]]
    plays: list[Play_ | None]
    order: list[int]
    pot: list[CardId]
    win_piles: list[list[CardId]]
    prizes: list[list[CardId]]
    prizes_taken: list[int]
    draw: list[CardId]
    discard: list[CardId]
    mull_next: list[int]
    mull_decided: list[bool]
    mull_choice: list[bool | None]
    dice: tuple[tuple[int, ...], ...]
    last: RoundReport | None
    rounds: int

    def __init__(self, variant: str, n: int, rng: Rng | None) -> None:
        self.variant = variant
        self.n = n
        self.rng = rng
        self.phase = NAME
        self.dealer = None
        self.leader = 0
        self.prop = None
        self.hands = [[] for _ in range(n)]
        self.plays = [None] * n
        self.order = []
        self.pot = []
        self.win_piles = [[] for _ in range(n)]
        self.prizes = [[] for _ in range(n)]
        self.prizes_taken = [0] * n
        self.draw = []
        self.discard = []
        self.mull_next = [0] * n
        self.mull_decided = [False] * n
        self.mull_choice = [None] * n
        self.dice = ()
        self.last = None
        self.rounds = 0

    def clone(self) -> SupertrumfState:
        """An independent copy (lists copied one level deep; tuples and reports shared)."""
        s = SupertrumfState.__new__(SupertrumfState)
        s.variant = self.variant
        s.n = self.n
        s.rng = self.rng.copy() if self.rng is not None else None
        s.phase = self.phase
        s.dealer = self.dealer
        s.leader = self.leader
        s.prop = self.prop
        s.hands = [h[:] for h in self.hands]
        s.plays = self.plays[:]
        s.order = self.order[:]
        s.pot = self.pot[:]
        s.win_piles = [w[:] for w in self.win_piles]
        s.prizes = [p[:] for p in self.prizes]
        s.prizes_taken = self.prizes_taken[:]
        s.draw = self.draw[:]
        s.discard = self.discard[:]
        s.mull_next = self.mull_next[:]
        s.mull_decided = self.mull_decided[:]
        s.mull_choice = self.mull_choice[:]
        s.dice = self.dice
        s.last = self.last
        s.rounds = self.rounds
        return s

    def key(self) -> tuple[object, ...]:
        """Everything except the rng, as a comparable tuple (tests compare replays with it)."""
        return (
            self.variant, self.n, self.phase, self.dealer, self.leader, self.prop,
            tuple(map(tuple, self.hands)), tuple(self.plays), tuple(self.order),
            tuple(self.pot), tuple(map(tuple, self.win_piles)), tuple(map(tuple, self.prizes)),
            tuple(self.prizes_taken), tuple(self.draw), tuple(self.discard),
            tuple(self.mull_next), tuple(self.mull_decided), tuple(self.mull_choice),
            self.dice, self.last, self.rounds,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SupertrumfState):
            return NotImplemented
        return self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"SupertrumfState({self.variant}, n={self.n}, phase={self.phase}, "
                f"leader={self.leader}, prop={self.prop}, hands={self.hands}, "
                f"plays={self.plays}, pot={self.pot}, rounds={self.rounds})")
