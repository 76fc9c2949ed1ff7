"""Making a session and its table for a UI test, and waiting for the person to act.

Why one module: every table test needs the same set-up (no pause between computer moves, no
animations, a shown and exposed table of a fixed size) and the same wait; one copy keeps the
tests in step when the session or the table changes.  ``conftest`` stops every session after
each test and forgets the ones kept alive here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from pytestqt.qtbot import QtBot

from ui.games import create_table
from ui.games.base import GameTable
from ui.session import SeatConfig, Session

T = TypeVar("T", bound=GameTable)

#: sessions made here, kept alive until the test is over (a table holds only a weak tie)
LIVE: list[Session] = []


def new_session(game: str, options: Mapping[str, Any], seed: int | None,
                seats: Sequence[SeatConfig], actions: Sequence[Any] = ()) -> Session:
    """A session whose computer seats move without the pause meant for people."""
    session = Session(game, options, seed, seats, actions)
    session.computer_pace_ms = 0
    LIVE.append(session)
    return session


def show_table(qtbot: QtBot, session: Session, table: T | None = None, *,
               size: tuple[int, int] = (1280, 800), start: bool = True) -> T:
    """``table`` (by default the game's own, ``ui.games.create_table``) without animations,
    shown at ``size`` and exposed; the session is started unless ``start`` is False."""
    shown: Any = create_table(session) if table is None else table
    shown.set_animation_speed(0)
    qtbot.addWidget(shown)
    shown.resize(*size)
    shown.show()
    qtbot.waitExposed(shown)
    if start:
        session.start()
    result: T = shown
    return result


def wait_for_human(qtbot: QtBot, session: Session, timeout: int = 10000) -> None:
    """Let computer seats move until a person must act, a hand-over waits or the game ends."""
    qtbot.waitUntil(lambda: session.is_over() or session.pending_handover is not None
                    or session.human_to_act(), timeout=timeout)
