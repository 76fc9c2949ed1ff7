"""What a card table uses of the game it shows: the ``TableSession`` protocol.

Why a protocol and not the session class: the table (felt, gestures, hints, hand-over) is the
same whoever drives the seats, and it must not depend on how the game is recorded, scheduled
or played from afar.  It reads the game through these facts and signals only; anything that
has them (today ``ui.session.Session``, in a test a small fake) can sit behind a table.
Every member is read-only here: the table never assigns a session's fields.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from PySide6.QtCore import SignalInstance


class TableSeat(Protocol):
    """One seat as the table sees it: its name and whether a person plays it."""

    @property
    def name(self) -> str: ...

    @property
    def is_human(self) -> bool: ...


class TableSession(Protocol):
    """The game behind a table: its facts, its moves and the signals that repaint it."""

    # ------------------------------------------------------------------ signals
    @property
    def changed(self) -> SignalInstance:
        """After any action, load, viewer change: repaint."""

    @property
    def eventsApplied(self) -> SignalInstance:
        """``list[Event]`` of the last action: animate it."""

    @property
    def handoverRequested(self) -> SignalInstance:
        """A seat must take over the screen."""

    @property
    def thinkingChanged(self) -> SignalInstance:
        """(seat, thinking?) of a computer seat."""

    @property
    def hintReady(self) -> SignalInstance:
        """A hint for the position on the table."""

    # ------------------------------------------------------------------ facts
    @property
    def game(self) -> Any: ...

    @property
    def state(self) -> Any: ...

    @property
    def options(self) -> Mapping[str, Any]: ...

    @property
    def seats(self) -> Sequence[TableSeat]: ...

    @property
    def actions(self) -> Sequence[Any]: ...

    @property
    def viewer(self) -> int | None:
        """The seat whose view the table paints (``None``: a spectator's)."""

    @property
    def pending_handover(self) -> int | None:
        """The seat the screen waits for, if any."""

    @property
    def thinking_seat(self) -> int | None: ...

    @property
    def human_seats(self) -> list[int]: ...

    @property
    def watch_only(self) -> bool:
        """A replay: clicks look, nobody moves."""

    def view(self) -> Any:
        """What the table may paint: the viewer's view."""

    def legal_actions(self) -> list[Any]: ...

    def current_player(self) -> int | None: ...

    def is_over(self) -> bool: ...

    def human_to_act(self) -> bool:
        """Whether the person at the screen is to move now."""

    def name(self, seat: int) -> str: ...

    # ------------------------------------------------------------------ moves
    def submit(self, action: Any) -> Any:
        """Apply ``action``; raises ``engine.core.IllegalAction`` with the reason if refused."""

    def accept_handover(self) -> None:
        """The person the screen waited for has it now."""
