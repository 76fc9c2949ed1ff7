"""The end of a game in the main window (a mixin of ``MainWindow``): the match tally and the
results panel once the table has settled.

Why apart from the window: when the end screen may open (not over a reveal still in flight),
what counts for the match and what its buttons do read best together.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from ui.match import MatchTally

if TYPE_CHECKING:
    from ui.end_panel import EndPanel
    from ui.games.base import GameTable
    from ui.new_game_dialog import GameConfig
    from ui.session import Session

    _Base = QWidget
else:
    _Base = object


class GameEnd(_Base):
    """``_on_game_over`` (connected to the session), the panel and the tally."""

    session: Session | None
    table: GameTable | None
    config: GameConfig | None
    start_moves: int
    #: the results panel on the finished table (None before the table has settled)
    end_panel: EndPanel | None
    #: games won since these seats sat down to this game ("Play again" keeps counting)
    tally: MatchTally

    if TYPE_CHECKING:  # the window's own (declared for mypy only: no stub may shadow them)
        def _remove_autosave(self) -> None: ...
        def _update_status(self) -> None: ...
        def play_again(self) -> None: ...
        def new_game_dialog(self) -> None: ...

    def _on_game_over(self) -> None:
        self._remove_autosave()
        self._update_status()
        session, table = self.session, self.table
        if table is None or session is None:
            return
        if len(session.actions) > self.start_moves:  # finished here, not opened finished
            self.tally.record(self._match_key(), [session.name(i)
                                                  for i in range(len(session.seats))],
                              list(session.game.result(session.state).winners))
            self.record_finished(session)
        table.when_settled(lambda: self._show_end(table))

    def _match_key(self) -> str:
        """Which match a game belongs to: the game, its options and the seats, not the deal."""
        cfg = self.config
        if cfg is None:
            return ""
        seats = [(seat.name, seat.kind, seat.level) for seat in cfg.seats]
        return json.dumps([cfg.game, cfg.options, seats], sort_keys=True, default=str)

    def _show_end(self, table: GameTable) -> None:
        """The results panel, once ``table`` has settled (if it is still the one shown)."""
        from ui.end_panel import EndPanel

        if table is not self.table:
            return
        if self.end_panel is None:
            self.end_panel = EndPanel(table)
            self.end_panel.finished.connect(self._end_choice)
        self.end_panel.show_result(table.result_text(), self.tally)
        if self.session is not None:
            self.end_panel.set_statistics(self.statistics_line(self.session))

    # ------------------------------------------------------------------ statistics
    def record_finished(self, session: Session) -> None:
        """Count a game that was finished in this window (statistics; not a practice game)."""

    def record_abandoned(self) -> None:
        """Count the running game as abandoned (the player agreed to replace it)."""

    def show_statistics(self) -> None:
        """Game → Statistics…"""

    def statistics_line(self, session: Session) -> str:
        """This game's line for the end panel ("Riftforce vs Strong: 7 won, 5 lost")."""
        del session
        return ""

    # ------------------------------------------------------------------ replays
    def watch_replay(self, session: Session | None = None) -> None:
        """Game → Watch a replay… (a save to choose), or ``session`` (the game just
        finished, from the end panel).

        The replay gets copies of the game (never ``session`` itself) and a window, session and
        table of its own: nothing it does reaches this window's game, autosave or save file.
        A save is checked the way Open checks it, and refused with the same message."""
        from pathlib import Path

        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QFileDialog

        from ui.game_files import GameFiles
        from ui.main_window import SPEEDS
        from ui.replay import ReplaySource, ReplayWindow, load_source

        translate = QCoreApplication.translate
        if session is not None:
            source = ReplaySource.from_session(session)
        else:
            path, _ = QFileDialog.getOpenFileName(
                self, translate("ReplayWindow", "Watch a replay"), str(Path.home()),
                translate("MainWindow", "Tabletop saves (*.json);;All files (*)"))
            if not path:
                return
            assert isinstance(self, GameFiles)  # the main window: seat names, Open's message
            loaded = load_source(Path(path), self.seat_names())
            if isinstance(loaded, str):
                self._open_failed(loaded, False)
                return
            source = loaded
        speed = SPEEDS.get(str(getattr(self, "speed_key", "normal")), 1.0)
        replay = ReplayWindow(source, speed, self)
        room = self.screen().availableGeometry()
        replay.resize(min(1280, room.width()), min(800, room.height()))
        replay.show()
        replay.raise_()
        replay.activateWindow()

    def _end_choice(self, choice: str) -> None:
        if self.table is not None:
            self.table.setFocus()
        if choice == "again":
            self.play_again()
        elif choice == "new":
            QTimer.singleShot(0, self.new_game_dialog)
        elif choice == "replay" and self.session is not None:
            self.watch_replay(self.session)

