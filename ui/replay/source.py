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
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from engine import games
from engine.core import Event
from engine.record import GameRecord
from ui.session import COMPUTER, SeatConfig, Session


@dataclass(frozen=True)
class ReplaySource:
    """The facts of a game to replay, copied (never shared with a live session)."""

    game: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatConfig]
    actions: list[Any] = field(default_factory=list)
    #: the game is still being played, so only one view may be shown (``private_to``)
    private: bool = False
    #: with ``private``: the seat whose hidden cards may be shown — the person at the screen
    #: now — or ``None``: nobody's, only what lies open on the table
    private_viewer: int | None = None

    @classmethod
    def from_session(cls, session: Session) -> ReplaySource:
        """The game ``session`` has played so far (the end panel's "Watch this game again")."""
        return cls(session.game_name, copy.deepcopy(dict(session.options)), session.seed,
                   [SeatConfig(s.name, s.kind, s.level) for s in session.seats],
                   copy.deepcopy(list(session.actions)))

    def default_viewer(self) -> int | None:
        """Whose view the replay starts with: the person who played (the first of them in
        hot-seat), else seat 0 when only computers played; in a private replay the one
        view allowed."""
        if self.private:
            return self.private_viewer
        humans = [i for i, seat in enumerate(self.seats) if seat.is_human]
        return humans[0] if humans else 0

    def may_view(self, seat: int | None) -> bool:
        """May the replay show the table as ``seat`` sees it (``None``: nobody's cards)?"""
        return not self.private or seat == self.private_viewer

    def record(self) -> GameRecord[Any, Any]:
        """The recorded game replayed (a record of its own: a copy of the facts)."""
        game = games.get_game(self.game)
        return GameRecord.load(game, game.normalize_options(self.options), self.seed,
                               copy.deepcopy(self.actions), name=self.game)

    def is_over(self) -> bool:
        """Does the recorded game reach its end?"""
        return self.record().is_over()

    def same_deal(self, session: Session) -> bool:
        """Is this the game ``session`` plays (the same game, options, deal and players)?

        Why not the moves: a save or the autosave of the running game may hold fewer moves
        (an older save) or more (moves taken back since) — it is still the same deal, and the
        same cards are hidden from the same people.
        """
        return (self.game == session.game_name and self.seed == session.seed
                and self.options == dict(session.options)
                and [(s.name, s.kind) for s in self.seats]
                == [(s.name, s.kind) for s in session.seats])

    def private_to(self, running: Session | None) -> ReplaySource:
        """This replay as it may be shown while ``running`` is the game in the window.

        Why: in a game of several people a replay that may show any seat's view would show
        one person another's hand.  Every game here hides something (hands, or the order of
        the draw pile), so while a game of two or more people is not over:

        * the running game itself (from its autosave or a save of it): only the view of the
          person at the screen now — nobody's while a hand-over screen waits;
        * any other such game: only the open cards, since nobody here can say who is at
          the screen.

        A finished game, and a game of one person, shows every view, and all cards at the
        end.  (A practice game of several people is private too: taking moves back does not
        make another person's hand anybody else's business.)
        """
        if sum(1 for s in self.seats if s.is_human) < 2 or self.is_over():
            return self
        ours = running is not None and self.same_deal(running)
        viewer = running.viewer if ours and running is not None else None
        return replace(self, private=True, private_viewer=viewer)


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
    return source.record().events_by_move()


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
        events = self.record.submit(action)
        self.eventsApplied.emit(events)
        self.changed.emit()
        return events
