"""Builders for concrete Riftforce positions used by the tests."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from engine.core import Event, Rng
from engine.riftforce import GAME
from engine.riftforce.cards import NUMBERS, cards_of, guild_of, number_of
from engine.riftforce.state import State, place

SEAT0 = ("fire", "water", "ice", "light")
SEAT1 = ("air", "earth", "plant", "thunderbolt")


def card(guild: str, number: int, nth: int = 0) -> int:
    """Id of the ``nth`` elemental of ``guild`` with ``number``."""
    ids = [c for c in cards_of(guild) if number_of(c) == number]
    return ids[nth]


def position(
    guilds: tuple[Iterable[str], Iterable[str]] = (SEAT0, SEAT1),
    board: Mapping[int, Mapping[int, list[int]]] | None = None,
    hands: Mapping[int, list[int]] | None = None,
    damage: Mapping[int, int] | None = None,
    scores: tuple[int, int] = (0, 0),
    start: int = 0,
    to_move: int = 0,
    discards: Mapping[int, list[int]] | None = None,
    decks: Mapping[int, list[int]] | None = None,
    seed: int = 7,
) -> State:
    """A play-phase state: given board/hands/discards; every other card in the draw pile.

    ``board[seat][loc]`` lists cards front to back.  ``decks`` (if given) replace the draw
    piles exactly (top = last), leaving unlisted cards nowhere — only for tests that need
    empty piles; such states fail ``audit`` on purpose-built accounting and say so.
    """
    st = State(options={"draft": "draft"}, rng=Rng(seed))
    st.phase = "play"
    st.guilds = [list(g) for g in guilds]
    used = {*st.guilds[0], *st.guilds[1]}
    rest = [g for g in ("fire", "water", "ice", "light", "air", "earth", "plant",
                        "thunderbolt", "shadow", "crystal") if g not in used]
    st.set_aside = rest[0]
    st.unused = list(rest[1:])
    st.start_player = start
    st.to_move = to_move
    st.scores = list(scores)
    for seat, locs in (board or {}).items():
        for loc, cards in locs.items():
            for c in cards:
                place(st, seat, c, loc)
    for seat, cards in (hands or {}).items():
        st.hands[seat] = list(cards)
    for seat, cards in (discards or {}).items():
        st.discards[seat] = list(cards)
    for c, d in (damage or {}).items():
        st.damage[c] = d
    for seat in (0, 1):
        if decks is not None and seat in decks:
            st.decks[seat] = list(decks[seat])
            continue
        taken = {*st.hands[seat], *st.discards[seat],
                 *(c for line in st.lines[seat] for c in line)}
        st.decks[seat] = [c for g in st.guilds[seat] for c in cards_of(g) if c not in taken]
    return st


def snapshot(st: State) -> dict[str, Any]:
    """Everything in the state, comparable with ``==`` (the rng by its internal state)."""
    out = {f.name: copy.deepcopy(getattr(st, f.name))
           for f in dataclasses.fields(st) if f.name != "rng"}
    out["rng"] = st.rng._r.getstate()
    return out


def apply_all(st: State, *actions: Any) -> list[Event]:
    events: list[Event] = []
    for a in actions:
        events.extend(GAME.apply(st, a))
    return events


def kinds(events: list[Event], kind: str) -> list[dict[str, Any]]:
    return [e.to_json()["data"] for e in events if e.kind == kind]


def life(card_id: int) -> int:
    return number_of(card_id)


__all__ = ["NUMBERS", "card", "guild_of", "position", "snapshot"]
