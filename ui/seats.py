"""The seats of a game and who may look at the screen (Qt-free, pure).

Hidden information: the *viewer* is the seat whose secrets the table may paint face up.  It
follows from the seats alone — the lone person against computers, seat 0 when only computers
play — never from what a save file says.  In hot-seat play (two or more people at this
screen) the viewer only changes through the hand-over screen: when another of them must act,
the screen goes blank (viewer ``None``) with a hand-over pending for that seat until that
person claims it.  ``Screen`` and the functions below are that policy, on their own, so the
session only applies it (and a seat at another computer, which is no person *here*, changes
nothing in it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.saves import MAX_NAME_LENGTH, clean_name

HUMAN = "human"
COMPUTER = "computer"
#: a person at another computer (play across computers): a person, but not one at this screen
REMOTE = "remote"
KINDS = (HUMAN, COMPUTER, REMOTE)


@dataclass
class SeatConfig:
    """One seat at the table: a name, human (at this screen), computer or remote (a person
    at another computer), and the computer's level (agent)."""

    name: str
    kind: str = HUMAN
    level: str = ""

    @property
    def is_human(self) -> bool:
        """A person at this screen (the hand-over policy and the tables' gestures)."""
        return self.kind == HUMAN

    @property
    def is_remote(self) -> bool:
        """A person at another computer: no gesture here drives the seat."""
        return self.kind == REMOTE

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> SeatConfig:
        kind = str(obj.get("kind", HUMAN))
        if kind not in KINDS:
            kind = HUMAN
        return cls(clean_name(obj.get("name", "?")), kind,
                   str(obj.get("level", ""))[:MAX_NAME_LENGTH])


@dataclass(frozen=True)
class Screen:
    """Who may look at the screen: ``viewer`` (``None``: nobody's hidden cards) and the seat
    a hand-over screen waits for (``None``: none)."""

    viewer: int | None
    pending: int | None = None


def people_here(seats: Sequence[SeatConfig]) -> list[int]:
    """The seats of people at this screen."""
    return [i for i, seat in enumerate(seats) if seat.is_human]


def is_hotseat(seats: Sequence[SeatConfig]) -> bool:
    """Two or more people share this screen: hidden cards need hand-overs."""
    return len(people_here(seats)) >= 2


def first_viewer(seats: Sequence[SeatConfig], to_act: int | None) -> int | None:
    """The viewer of a game that has not started: the lone person, seat 0 when only
    computers play, nobody's (a spectator's view) when the people are all at other computers,
    in hot-seat the person to act (else the first person)."""
    people = people_here(seats)
    if not people:
        return None if any(seat.is_remote for seat in seats) else 0
    if len(people) > 1 and to_act is not None and seats[to_act].is_human:
        return to_act
    return people[0]


def opening(seats: Sequence[SeatConfig], to_act: int | None, viewer: int | None) -> Screen:
    """The screen as play begins: in hot-seat nobody's cards show before a person claims
    the screen — the person to act gets the hand-over now, or (a computer acts first) as soon
    as their turn comes."""
    if not is_hotseat(seats):
        return Screen(viewer)
    return Screen(None, to_act if to_act is not None and seats[to_act].is_human else None)


def after_move(seats: Sequence[SeatConfig], screen: Screen, to_act: int | None) -> Screen:
    """The screen once the seat ``to_act`` is to act: another person of a hot-seat game
    than the viewer needs the hand-over; anything else leaves the screen as it is."""
    if (not is_hotseat(seats) or to_act is None or not seats[to_act].is_human
            or to_act == screen.viewer):
        return screen
    return Screen(None, to_act)


def claimed(screen: Screen) -> Screen:
    """The person the hand-over waited for has the screen now."""
    return screen if screen.pending is None else Screen(screen.pending)
