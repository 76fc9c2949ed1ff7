"""What a replay shows: a copied game (seed, options, seats, actions) and the session that steps
through it.

Why a copy and a session of its own: a replay must never change the game it shows — not the
running game's session, its autosave, its save file or the statistics.  ``ReplaySource`` holds
copies of the facts only; ``ReplaySession`` is a ``Session`` nobody can play in (every seat is
a paused computer that never thinks, so no hand-over screen, no drag, no button asks for a
move) whose position the replay window sets with ``rebuild`` and ``advance``.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from engine import games
from engine.core import Event
from ui.session import COMPUTER, SeatConfig, Session


@dataclass(frozen=True)
class ReplaySource:
    """The facts of a game to replay, copied (never shared with a live session)."""

    game: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatConfig]
    actions: list[Any] = field(default_factory=list)

    @classmethod
    def from_session(cls, session: Session) -> ReplaySource:
        """The game ``session`` has played so far (the end panel's "Watch this game again")."""
        return cls(session.game_name, copy.deepcopy(dict(session.options)), session.seed,
                   [SeatConfig(s.name, s.kind, s.level) for s in session.seats],
                   copy.deepcopy(list(session.actions)))

    def default_viewer(self) -> int:
        """Whose view the replay starts with: the person who played (the first of them in
        hot-seat), else seat 0 when only computers played."""
        humans = [i for i, seat in enumerate(self.seats) if seat.is_human]
        return humans[0] if humans else 0


def load_source(path: Path, fallback_names: Sequence[str]) -> ReplaySource | str:
    """A save file as a replay, verified the way Game → Open verifies it (``engine.saves``);
    the reason in the UI language when it cannot be shown.

    Seats come from the file's metadata, or get ``fallback_names`` (the player's seat names)
    when it has none that fit, as when the file is opened to play.
    """
    from engine import saves
    from ui import catalog
    from ui.games import has_table
    from ui.reasons import translate_reason

    try:
        loaded = saves.load(path)
    except saves.SaveError as err:
        return translate_reason(err)
    if not has_table(loaded.game) or not catalog.engine_available(loaded.game):
        return QCoreApplication.translate(
            "MainWindow", "This version of Tabletop cannot show that game yet.")
    n = games.get_game(loaded.game).num_seats(loaded.state)
    raw = loaded.meta.get("seats")
    seats = [SeatConfig.from_json(s) for s in raw
             if isinstance(s, dict)] if isinstance(raw, list) else []
    if len(seats) != n:
        seats = [SeatConfig(fallback_names[i] if i < len(fallback_names) else str(i + 1))
                 for i in range(n)]
    return ReplaySource(loaded.game, dict(loaded.options), loaded.seed, seats,
                        list(loaded.actions))


def events_by_move(source: ReplaySource) -> tuple[list[list[Event]], Any]:
    """The game's events grouped by move (group 0: the opening deal; group k: what move k
    did) and the state after the last move.

    Why grouped: the replay's log shows the lines up to the position, the same lines the main
    window's log showed live (its ``Session.history()`` is these groups, flattened).  Why the
    final state: a table words some lines from the session's state ("Game over." with the
    result), which the live log did at the end of the game.
    """
    game = games.get_game(source.game)
    state = game.new_game(game.normalize_options(source.options), source.seed)
    groups = [list(game.initial_events(state))]
    for action in source.actions:
        groups.append(list(game.apply(state, action)))
    return groups, state


class ReplaySession(Session):
    """A session that only watches: every seat a paused computer, the viewer set by the
    replay window, ``reveal_all`` showing the whole state once the game is over.

    Why computers: with people at the seats the table would offer moves, open Ordet's answer
    box and ask for hand-over screens; paused computers never think (``paused`` stops the
    session's own computer turn and the tables' driven steps), so nothing but the replay
    window ever changes the position.
    """

    watch_only = True

    def __init__(self, source: ReplaySource, parent: QObject | None = None) -> None:
        seats = [SeatConfig(s.name, COMPUTER, s.level) for s in source.seats]
        super().__init__(source.game, source.options, source.seed, seats, (), parent)
        self.paused = True
        # the position comes from rebuild/advance only (and undo's steps, never asked for
        # here, are then computed from the actions instead of kept per submit)
        self.rebuild([])
        #: "Show all cards": the table paints the real state instead of the viewer's view
        self.reveal_all = False

    def view(self) -> Any:
        if self.reveal_all:
            return self.game.clone(self.state)
        return super().view()

    def advance(self, action: Any) -> list[Event]:
        """One move forward, announced like a played move (the table animates it and shows
        its dice) — but without ``submit``'s hand-over, autosave-worthy bookkeeping or
        computer turn.  The action is the recorded one: the engine accepts it."""
        events = self.game.apply(self.state, action)
        self.actions.append(action)
        self.eventsApplied.emit(events)
        self.changed.emit()
        return events
