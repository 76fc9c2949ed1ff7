"""The mutable Riftforce state plus the board primitives every rule and ability uses.

Why primitives live here: abilities (``guilds``) and the action rules (``rules``) both damage,
move, heal and destroy elementals; doing that in one place keeps ``loc_of``, the lines, the
damage table, the scores and the event log consistent.  Destruction is never automatic: callers
decide when it is checked (after a whole ability, or at once for Thunderbolt) by calling
``destroy`` / ``sweep``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from engine.core import Event, Rng
from engine.riftforce import events as ev
from engine.riftforce.cards import (
    DESTROY_BONUS,
    NUM_LOCATIONS,
    NUMBER_TABLE,
    all_card_count,
    guild_of,
    number_of,
)

#: Where the game is: the guild draft, the play, or over.  A ``Literal`` and not an enum: the
#: values are the strings the state always held (views pickled for the think process and the
#: tests' positions stay as they are), and a misspelt phase is a type error all the same.
Phase = Literal["draft", "play", "over"]


@dataclass
class Pending:
    """A decision inside an action that the acting seat must make next.

    ``kind`` names the question (``play_more``, ``choose_activation``, ``water_direction``,
    ``air_destination``, ``shadow_destination``, ``plant_location``, ``light_heal``,
    ``thunder_target``, ``thunder_repeat``); ``options`` are the card ids or locations that may
    be chosen (for ``play_more`` the cards, with ``locations`` the allowed locations);
    ``card`` is the elemental whose ability is resolving (``None`` outside abilities) and
    ``stage`` where that ability continues.  A UI highlights ``options`` directly.
    """

    kind: str
    options: tuple[int, ...]
    card: int | None = None
    stage: int = 0
    locations: tuple[int, ...] = ()
    can_stop: bool = False


@dataclass
class State:
    """Everything about one game of Riftforce.

    Piles are lists whose *end* is the top.  ``lines[seat][loc]`` lists that seat's elementals
    at a location, index 0 being the front (nearest the Rift).  In a view, hidden cards are
    ``None`` (hands of the other seat, every draw pile, discard piles below the top card) and
    the set-aside / unused summoners are ``None``.
    """

    options: dict[str, Any]
    rng: Rng
    phase: Phase = "draft"
    start_player: int = 0
    to_move: int = 0
    draft_pool: list[str] = field(default_factory=list)
    set_aside: str | None = None
    unused: list[str | None] = field(default_factory=list)
    guilds: list[list[str]] = field(default_factory=lambda: [[], []])
    hands: list[list[int | None]] = field(default_factory=lambda: [[], []])
    decks: list[list[int | None]] = field(default_factory=lambda: [[], []])
    discards: list[list[int | None]] = field(default_factory=lambda: [[], []])
    lines: list[list[list[int]]] = field(
        default_factory=lambda: [[[] for _ in range(NUM_LOCATIONS)] for _ in range(2)]
    )
    loc_of: list[int] = field(default_factory=lambda: [-1] * all_card_count())
    damage: list[int] = field(default_factory=lambda: [0] * all_card_count())
    scores: list[int] = field(default_factory=lambda: [0, 0])
    turns: list[int] = field(default_factory=lambda: [0, 0])
    #: scores when the start player began the current pair (None before that / after it)
    round_scores: tuple[int, int] | None = None
    #: at the start of the current pair neither seat had a card off the board
    round_empty: bool = False
    tiebreak: bool = False
    # the action in progress
    action: str | None = None  # None, "play", "activate"
    placed: list[tuple[int, int]] = field(default_factory=list)
    act_card: int | None = None
    act_by: str | None = None
    activated: list[int] = field(default_factory=list)
    pending: Pending | None = None
    shadow_marks: list[tuple[int, int]] = field(default_factory=list)
    # the end
    winners: tuple[int, ...] | None = None
    end_reason: str | None = None
    is_view: bool = False

    def owner(self, card: int) -> int:
        """Seat that owns ``card`` (by its guild); -1 if no seat drafted that guild."""
        g = guild_of(card)
        if g in self.guilds[0]:
            return 0
        if g in self.guilds[1]:
            return 1
        return -1

    def copy(self, share_rng: bool = False) -> State:
        """Fast independent copy (search clones thousands of these).

        ``share_rng=True`` keeps the same ``Rng`` object: for simulations that never draw
        (copying a random generator is the most expensive part of a copy).  Built without
        ``__init__`` (field by field into a bare instance): the dataclass constructor with its
        defaults was a third of a copy's time.  ``test_copy_is_whole_and_independent`` checks
        that every field is copied and no mutable one is shared.
        """
        p = self.pending
        new = object.__new__(State)
        new.__dict__.update(
            options=dict(self.options),
            rng=self.rng if share_rng else self.rng.copy(),
            phase=self.phase,
            start_player=self.start_player,
            to_move=self.to_move,
            draft_pool=self.draft_pool[:],
            set_aside=self.set_aside,
            unused=self.unused[:],
            guilds=[g[:] for g in self.guilds],
            hands=[h[:] for h in self.hands],
            decks=[d[:] for d in self.decks],
            discards=[d[:] for d in self.discards],
            lines=[[line[:] for line in side] for side in self.lines],
            loc_of=self.loc_of[:],
            damage=self.damage[:],
            scores=self.scores[:],
            turns=self.turns[:],
            round_scores=self.round_scores,
            round_empty=self.round_empty,
            tiebreak=self.tiebreak,
            action=self.action,
            placed=self.placed[:],
            act_card=self.act_card,
            act_by=self.act_by,
            activated=self.activated[:],
            pending=None if p is None else Pending(
                p.kind, p.options, p.card, p.stage, p.locations, p.can_stop
            ),
            shadow_marks=self.shadow_marks[:],
            winners=self.winners,
            end_reason=self.end_reason,
            is_view=self.is_view,
        )
        return new


# ---------------------------------------------------------------------------------------------
# Board primitives
# ---------------------------------------------------------------------------------------------


def life_left(st: State, card: int) -> int:
    return number_of(card) - st.damage[card]


def first_enemy(st: State, seat: int, loc: int) -> int | None:
    """Front elemental of ``seat``'s opponent at ``loc`` (nearest the Rift)."""
    line = st.lines[1 - seat][loc]
    return line[0] if line else None


def last_enemy(st: State, seat: int, loc: int) -> int | None:
    line = st.lines[1 - seat][loc]
    return line[-1] if line else None


def adjacent(loc: int) -> list[int]:
    return [x for x in (loc - 1, loc + 1) if 0 <= x < NUM_LOCATIONS]


def place(st: State, seat: int, card: int, loc: int) -> None:
    """Put ``card`` at the back of ``seat``'s line at ``loc``."""
    st.lines[seat][loc].append(card)
    st.loc_of[card] = loc


def deal_damage(st: State, card: int | None, amount: int, events: list[Event]) -> None:
    """Add damage (excess is kept until destruction is checked, then lost)."""
    if card is None or amount <= 0:
        return
    st.damage[card] += amount
    events.append(ev.Damaged(card, st.owner(card), st.loc_of[card], amount, st.damage[card]))


def heal(st: State, card: int, amount: int, events: list[Event]) -> None:
    """Remove damage; never below 0."""
    removed = min(amount, st.damage[card])
    st.damage[card] -= removed
    events.append(ev.Healed(card, st.owner(card), st.loc_of[card], removed, st.damage[card]))


def move(st: State, card: int, to: int, events: list[Event]) -> None:
    """Move an elemental to the back of its owner's line at ``to``; the old line closes up."""
    seat = st.owner(card)
    frm = st.loc_of[card]
    st.lines[seat][frm].remove(card)
    place(st, seat, card, to)
    events.append(ev.Moved(card, seat, frm, to))


def gain(st: State, seat: int, amount: int, reason: str, events: list[Event]) -> None:
    if amount <= 0:
        return
    st.scores[seat] += amount
    events.append(ev.Scored(seat, amount, st.scores[seat], reason))


def destroy(st: State, card: int, events: list[Event]) -> None:
    """Remove a destroyed elemental: owner's discard pile, opponent scores (Crystal: +1)."""
    seat = st.owner(card)
    loc = st.loc_of[card]
    st.lines[seat][loc].remove(card)
    st.loc_of[card] = -1
    st.damage[card] = 0
    st.discards[seat].append(card)
    events.append(ev.Destroyed(card, seat, loc))
    gain(st, 1 - seat, 1, "destroy", events)
    bonus = DESTROY_BONUS.get(guild_of(card), 0)
    if bonus:
        gain(st, 1 - seat, bonus, guild_of(card), events)
    for marked, beneficiary in list(st.shadow_marks):
        if marked == card:
            gain(st, beneficiary, 1, "shadow", events)
    st.shadow_marks = [m for m in st.shadow_marks if m[0] != card]


def sweep(st: State, events: list[Event]) -> None:
    """Check destruction everywhere (location by location, both sides, front to back)."""
    damage, numbers = st.damage, NUMBER_TABLE
    for loc in range(NUM_LOCATIONS):
        for seat in (0, 1):
            doomed = [c for c in st.lines[seat][loc] if damage[c] >= numbers[c]]
            for card in doomed:
                destroy(st, card, events)
    st.shadow_marks = []


def controlled(st: State, seat: int) -> list[int]:
    """Locations where ``seat`` has an elemental and the opponent none."""
    mine, theirs = st.lines[seat], st.lines[1 - seat]
    return [loc for loc in range(NUM_LOCATIONS) if mine[loc] and not theirs[loc]]


def board_cards(st: State, seat: int) -> list[int]:
    return [c for line in st.lines[seat] for c in line]
