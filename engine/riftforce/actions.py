"""Riftforce actions: small frozen, JSON-able dataclasses.

Why so many small ones: an action in the rulebook (Play, Activate) consists of several choices
that must each be made after seeing the previous result, so each choice is its own action at a
decision point (see ``state.Pending``).  A Play is ``PlaceCard`` ... ``EndPlay``; an Activate is
``Activate`` (discard + mode), then ``ActivateElemental`` / ability answers
(``ChooseLocation``, ``ChooseCard``) ... ``StopActivating``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DraftPick:
    """Take a guild in the draft."""

    guild: str


@dataclass(frozen=True)
class PlaceCard:
    """Place a hand card at a location (the first card starts a Play action)."""

    card: int
    location: int


@dataclass(frozen=True)
class EndPlay:
    """Finish a Play after 1 or 2 cards."""


@dataclass(frozen=True)
class Activate:
    """Discard ``card`` and activate elementals sharing its ``by`` ("guild" or "number")."""

    card: int
    by: str


@dataclass(frozen=True)
class ActivateElemental:
    """Activate one of your elementals on the board (it resolves fully before the next)."""

    card: int


@dataclass(frozen=True)
class StopActivating:
    """End an Activate action after at least one elemental."""


@dataclass(frozen=True)
class ChooseLocation:
    """Answer an ability's location question (Water, Air, Shadow, Plant)."""

    location: int


@dataclass(frozen=True)
class ChooseCard:
    """Answer an ability's card question (Light's heal target, Thunderbolt's targets)."""

    card: int


@dataclass(frozen=True)
class CheckAndDraw:
    """Score the locations you control, then draw up to 7 cards."""


Action = (
    DraftPick | PlaceCard | EndPlay | Activate | ActivateElemental | StopActivating
    | ChooseLocation | ChooseCard | CheckAndDraw
)

ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        DraftPick, PlaceCard, EndPlay, Activate, ActivateElemental, StopActivating,
        ChooseLocation, ChooseCard, CheckAndDraw,
    )
}
