"""The events of Riftforce: one frozen dataclass per kind, for animation and the log.

Why classes and not ``Event(kind, data)`` dicts: the table and the log ``match`` on the class,
so a misspelt kind or field is a type error instead of a silently missing log line.  ``KIND``
and the field names are the JSON form (``Event.to_json``), which stays what it always was.
Cards are the integer ids of ``engine.riftforce.cards``, locations 0-4, guilds their names.
Names are past tense so they never clash with the actions (``Activate`` the action,
``Activated`` the event).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core import Event


@dataclass(frozen=True, slots=True)
class Started(Event):
    """The game begins: ``seat`` picks a guild first; ``dealt`` is each seat's face-up first
    guild in the dealt draft (empty in the open draft)."""

    KIND: ClassVar[str] = "start"
    seat: int
    dealt: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DraftPicked(Event):
    KIND: ClassVar[str] = "draft_pick"
    seat: int
    guild: str


@dataclass(frozen=True, slots=True)
class SetUp(Event):
    """The draft is over: each seat's four guilds (by seat) and who starts."""

    KIND: ClassVar[str] = "setup"
    start_player: int
    guilds: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """``card`` joins the back of ``seat``'s line at ``location``; ``free`` for the second
    player's free card at the start."""

    KIND: ClassVar[str] = "place"
    seat: int
    card: int
    location: int
    free: bool


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    KIND: ClassVar[str] = "turn"
    seat: int


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """``seat``'s discard pile becomes its draw pile (``count`` cards)."""

    KIND: ClassVar[str] = "reshuffle"
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``seat`` draws ``card`` face down (the log never names it)."""

    KIND: ClassVar[str] = "draw"
    seat: int
    card: int | None
    hidden: bool = True


@dataclass(frozen=True, slots=True)
class PlayBegan(Event):
    """``seat`` starts a Play action (one to three elementals)."""

    KIND: ClassVar[str] = "play"
    seat: int


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """``seat`` discards ``card`` to activate elementals sharing its guild or number
    (``by``: "guild" or "number")."""

    KIND: ClassVar[str] = "discard"
    seat: int
    card: int
    by: str


@dataclass(frozen=True, slots=True)
class Activated(Event):
    KIND: ClassVar[str] = "activate"
    seat: int
    card: int
    location: int
    guild: str


@dataclass(frozen=True, slots=True)
class Chose(Event):
    """An answer to an ability's question (``step``: the ``Pending.kind`` asked)."""

    KIND: ClassVar[str] = "choice"
    seat: int
    step: str
    value: int


@dataclass(frozen=True, slots=True)
class Checked(Event):
    """Check & Draw: ``seat`` controls ``locations`` (a point each)."""

    KIND: ClassVar[str] = "check"
    seat: int
    locations: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ActionEnded(Event):
    KIND: ClassVar[str] = "action_end"
    seat: int


@dataclass(frozen=True, slots=True)
class Damaged(Event):
    """``card`` (of ``seat``, at ``location``) takes ``amount``; ``total`` on it now."""

    KIND: ClassVar[str] = "damage"
    card: int
    seat: int
    location: int
    amount: int
    total: int


@dataclass(frozen=True, slots=True)
class Healed(Event):
    """``amount`` of damage taken off ``card``; ``total`` left on it."""

    KIND: ClassVar[str] = "heal"
    card: int
    seat: int
    location: int
    amount: int
    total: int


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """``card`` moves from location ``from_`` (JSON key "from") to the back of the line at
    ``to``."""

    KIND: ClassVar[str] = "move"
    card: int
    seat: int
    from_: int
    to: int


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """``seat`` gains ``amount`` Riftforce (``total`` now) for ``reason``: "control",
    "destroy", "shadow" or a guild's bonus (its name, e.g. "crystal")."""

    KIND: ClassVar[str] = "score"
    seat: int
    amount: int
    total: int
    reason: str


@dataclass(frozen=True, slots=True)
class Destroyed(Event):
    KIND: ClassVar[str] = "destroy"
    card: int
    seat: int
    location: int


@dataclass(frozen=True, slots=True)
class TiebreakBegan(Event):
    """Twelve or more, but level: play on until one seat leads at the end of a round."""

    KIND: ClassVar[str] = "tiebreak"
    scores: tuple[int, int]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The end: ``reason`` "riftforce" (12 and ahead) or "stalled" (nothing can change)."""

    KIND: ClassVar[str] = "game_over"
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
