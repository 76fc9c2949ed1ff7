"""The messages between a host and its guests: versions, kinds and their checks (Qt-free).

Every message is a JSON object with ``"t"`` (its kind).  Why so few kinds: the host is the
authority, so a guest only ever says who it is (``hello``), what it does (``act``, ``undo``)
and that it is alive (``pong``); the host answers with the seat's own view of the game after
each change (``update``), a refusal (``refused`` for one action, ``refuse`` for the whole
connection), the lobby's seat list (``seats``) and the table's news (``news``: a seat waits for
its person, is played by a computer, is back).  Each message *to* a seat carries a sequence
number ``seq`` (per seat, from 1), so a guest that comes back presents its token and the last
number it saw, and gets exactly what it missed.

The host to a guest:
    ``welcome`` {seat, token, game, options, names, kinds, seq, view, protocol, app, rules}
    ``seats``   {game, host, table, seats: [{index, name, free}], protocol, app, rules}
    ``update``  {seq, n: actions in the game, by: acting seat or None, view, events, over}
    ``sync``    {seq, n, view, rewound}: the view after an undo or on a resume with a gap
    ``refused`` {id: the guest's action id, message, params}: ``IllegalAction``'s reason
    ``refuse``  {why, params}: the connection is refused (then closed); ``closed``: the
                host ended the table on purpose
    ``news``    {seq, what: "waiting" | "back" | "computer" | "person", seat, name, until}
    ``ping``    {t0: host time}
    ``resumed`` {last}: a returning guest's last action id the host took (a restarted app
                numbers on from there)
    ``final``   {seq, state}: a finished game's whole state, for spectators
    ``race``    {race, reveal, offset, n}: Ordet fanger's next race starts at host time
                ``reveal`` (the guest's clock: ``reveal + offset``) for the position after
                ``n`` actions (``net.race``; unnumbered: a missed one is worth nothing)
    ``order``   {race, order, seconds, ties}: the presses of a race in the order the
                host decided (``net.race.order_message``; unnumbered), shown to everyone

A guest to the host:
    ``hello``   {protocol, app, rules, table, seat (-1: watch, None: list the seats), name,
                 token (a returning guest), seen (the last ``seq`` it has)}
    ``act``     {id, at: the number of actions it saw, action}; in a race (Ordet fanger's
                typed answer or give-up) also {race, pressed, shown}: the press and the
                moment the card showed, as host times (``net.race.press_message``)
    ``undo``    {at}
    ``pong``    {t0, g: guest time}
"""

from __future__ import annotations

import importlib.metadata
from typing import Any, TypeGuard

#: the message format's version: a host and a guest of different versions refuse each other
PROTOCOL = 1
#: the rules' version: bumped whenever any game's rules, options or action spelling change,
#: since a guest running other rules would show positions the host never had
RULES = "2026.11"

#: what a guest may send; anything else is refused
GUEST_KINDS = frozenset({"hello", "act", "undo", "pong", "bye"})
#: the longest name a guest may give (the saves' limit is the same)
MAX_NAME = 40
#: ``refuse`` reasons (the guest words them: ``ui.net.refusals``)
VERSION, FULL, TAKEN, TOKEN, TABLE, BAD = "version", "full", "taken", "token", "table", "bad"
#: ``refuse`` reason of a table its host ended on purpose (a new game, another file): nothing to
#: come back to.  A host's app that merely closed says nothing — its guests keep dialling, and
#: are back when it reopens the autosave
CLOSED = "closed"


def app_version() -> str:
    """This app's version, as installed (the source tree's when run from a checkout)."""
    try:
        return importlib.metadata.version("tabletop")
    except importlib.metadata.PackageNotFoundError:
        return "0.1.0"


def versions() -> dict[str, Any]:
    """The three versions every ``hello``, ``welcome`` and ``seats`` carries."""
    return {"protocol": PROTOCOL, "app": app_version(), "rules": RULES}


def compatible(message: dict[str, Any]) -> bool:
    """Does the other side speak this protocol with these rules?  (The app version may differ
    when the protocol and the rules do not: a bug-fix release still plays with the last.)"""
    return message.get("protocol") == PROTOCOL and message.get("rules") == RULES


def is_int(value: Any) -> TypeGuard[int]:
    """A JSON integer (not a bool, which Python counts as one)."""
    return type(value) is int


def small_int(value: Any, low: int, high: int) -> bool:
    return is_int(value) and low <= value <= high
