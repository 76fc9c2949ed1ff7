"""What the host sends one seat after an action: that seat's view and the events it may see.

Why here and not in the engine: the engine emits events from the full state (the hot-seat UI
shows face-down moves face down itself, reading ``hidden``); over a network the card must not
be in the message at all, so the host redacts each event for each receiver before encoding.
A redacted event keeps its class, its seat and its counts, so the receiving table animates it
as the face-down move it is (the tables match ``Drew(seat=...)`` and the log says only the
count); only the identities of the cards are gone.

Nothing here knows a game's rules: a ``hidden`` event belongs to its ``seat``, and its card
fields (``card``, ``cards``) are what is hidden.  The leak property test
(``tests/net/test_leaks.py``) checks every game's messages by card identity, so an engine that
hides a card some other way is caught there.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any

from engine import games
from engine.core import Event
from net.codec import BadMessage, decode_events, decode_state, encode_events, encode_state

#: the event fields that name cards: blanked in a hidden event sent to anyone but its seat
CARD_FIELDS = frozenset({"card", "cards"})
#: what a redacted ``card: int`` field holds (no card has a negative id in any game)
NO_CARD = -1


def _blank(hint: Any) -> Any:
    """The value of a card field of type ``hint`` that names no card."""
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in args:
        return None
    if typing.get_origin(hint) is tuple:
        return ()
    if hint is int:
        return NO_CARD
    if hint is str:
        return ""
    raise TypeError(f"no blank value for a card field of type {hint!r}")


_BLANKS: dict[type, dict[str, Any]] = {}


def _blanks(cls: type) -> dict[str, Any]:
    """``{field: blank}`` for the card fields of an event class (worked out once)."""
    found = _BLANKS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls) if dataclasses.is_dataclass(cls) else {}
        found = _BLANKS[cls] = {f.name: _blank(hints[f.name]) for f in dataclasses.fields(cls)
                                if f.name in CARD_FIELDS and f.init} if hints else {}
    return found


def redact(event: Event) -> Event:
    """``event`` with the cards of its card fields replaced by blanks (counts stay)."""
    blanks = _blanks(type(event))
    return dataclasses.replace(event, **blanks) if blanks else event  # type: ignore[type-var]


def may_see(event: Event, seat: int | None) -> bool:
    """May ``seat`` (None: a spectator) see the cards of ``event`` as it is?  Public events,
    yes; a ``hidden`` (face-down) one only its own seat."""
    if not getattr(event, "hidden", False):
        return True
    owner = getattr(event, "seat", None)
    return seat is not None and owner == seat


def seat_events(game_name: str, events: typing.Iterable[Event], seat: int | None) -> list[Event]:
    """The events as ``seat`` may receive them: every face-down move of another seat (and,
    for a spectator, every face-down move) without the identities of its cards."""
    return [e if may_see(e, seat) else redact(e) for e in events]


def for_seat(game_name: str, state: Any, events: typing.Iterable[Event],
             seat: int | None) -> dict[str, Any]:
    """The message body for ``seat`` (None: a spectator) after an action: its view of
    ``state`` (the full state, after the action) and the ``events`` the action produced."""
    game = games.get_game(game_name)
    return {"view": encode_state(game_name, game.view(state, seat)),
            "events": encode_events(game_name, seat_events(game_name, events, seat))}


def final_view(game_name: str, state: Any) -> dict[str, Any]:
    """A finished game's whole state (every hand, every pile) for spectators and guests:
    once the game is over nothing is hidden any more.  The random stream is never sent
    (``net.codec``).  ``ValueError`` while the game is still going on."""
    if not games.get_game(game_name).is_over(state):
        raise ValueError("the whole state is shown only once the game is over")
    return encode_state(game_name, state)


def read(game_name: str, message: Any) -> tuple[Any, list[Event]]:
    """The guest's side of ``for_seat``: the view and the typed events of a message body
    (``net.codec.BadMessage`` for anything that is not one)."""
    if type(message) is not dict or message.keys() != {"view", "events"}:
        raise BadMessage("expected an object with 'view' and 'events'")
    return decode_state(game_name, message["view"]), decode_events(game_name, message["events"])
