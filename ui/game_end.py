"""The end of a game: the ``GameEnd`` controller the main window owns — the match tally, the
results panel once the table has settled, the winner's flourish, the statistics and replays.

Why apart from the window: when the end screen may open (not over a reveal still in flight),
what counts for the match and what its buttons do read best together.  It knows the window
only through ``EndHost`` (the running game and table, the status bar, the next game) and as
the parent of its boxes and dialogs.
"""

from __future__ import annotations

import json
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from ui.match import MatchTally

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from ui.end_panel import EndPanel
    from ui.games.base import GameTable
    from ui.new_game_dialog import GameConfig
    from ui.session import Session
    from ui.statistics import Book, Entry, Opened
    from ui.table.flourish import PlateGlow

#: sessions already counted (finished or abandoned): undone into and finished again, still once
_COUNTED: weakref.WeakSet[Session] = weakref.WeakSet()
#: sessions already in the match tally
_TALLIED: weakref.WeakSet[Session] = weakref.WeakSet()
#: counts not yet written: made while another copy of Tabletop held the statistics' lock,
#: written with the next count, end panel or Statistics dialog of this run
_PENDING: list[Callable[[Book], bool]] = []


class EndHost(Protocol):
    """What the end of a game needs of the window."""

    session: Session | None
    table: GameTable | None
    config: GameConfig | None
    #: why the data folder cannot be written (then nothing is counted), or None
    files_problem: str | None
    #: the animation speed's key (``window_state.SPEEDS``): a replay plays at it
    speed_key: str

    def show_message(self, text: str) -> None: ...
    def play_again(self) -> None: ...
    def new_game_dialog(self, game: str | None = None) -> None: ...
    def seat_names(self) -> list[str]: ...


class GameEnd:
    """``game_over`` (the window calls it when the session says so), the panel and the tally.

    ``open_failed`` reports a save that cannot be watched, the way Open reports it."""

    def __init__(self, parent: QWidget, host: EndHost,
                 open_failed: Callable[[str, bool], bool]) -> None:
        self.parent = parent
        self.host = host
        self.open_failed = open_failed
        #: the results panel on the finished table (None before the table has settled)
        self.panel: EndPanel | None = None
        #: games won since these seats sat down to this game ("Play again" keeps counting)
        self.tally = MatchTally()
        #: the glows on the winners' plates (``_flourish``), until the game goes on or is
        #: replaced
        self.glows: tuple[PlateGlow, ...] = ()
        #: the statistics as this window last counted them, kept while the file cannot be
        #: written (an unusable file that could not be moved aside): this run still adds up
        self._statistics_book: Book | None = None
        #: said once per run: the message about a file that could not even be moved aside
        self._statistics_stuck_reported = False
        #: the message about an unusable statistics file (while it is shown)
        self.statistics_notice: QMessageBox | None = None
        #: said once until the lock is free again: another copy holds the statistics file
        self._statistics_busy_reported = False

    def game_over(self, finished_here: bool) -> None:
        """The running game is over; ``finished_here``: it ended in this window (not opened
        finished), so it counts and a person who won gets the flourish."""
        session, table = self.host.session, self.host.table
        if table is None or session is None:
            return
        if finished_here and session not in _TALLIED:
            # counted once (not again after a practice undo)
            _TALLIED.add(session)
            self.tally.record(self._match_key(), [session.name(i)
                                                  for i in range(len(session.seats))],
                              list(session.game.result(session.state).winners))
            self.record_finished(session)
        table.when_settled(lambda: self._show_end(table, finished_here))

    def _match_key(self) -> str:
        """Which match a game belongs to: the game, its options and the seats, not the deal."""
        cfg = self.host.config
        if cfg is None:
            return ""
        seats = [(seat.name, seat.kind, seat.level) for seat in cfg.seats]
        return json.dumps([cfg.game, cfg.options, seats], sort_keys=True, default=str)

    def _show_end(self, table: GameTable, celebrate: bool = False) -> None:
        """The results strip above ``table`` once it has settled (if it is still the one
        shown); with ``celebrate`` (the game was finished here) a person's win gets its
        flourish."""
        from ui.end_panel import EndPanel

        if table is not self.host.table:
            return
        if self.panel is None:
            self.panel = EndPanel(table)
            self.panel.finished.connect(self._end_choice)
        self.panel.show_result(table.result_text(), self.tally)
        # a guest's game is the host's: the guest has no deal to play again nor the actions
        # to replay (its mirror's; "Watch this game again" raised while building the replay)
        guest = self.host.session is not None and self.host.session.guest
        self.panel.again_button.setVisible(not guest)
        self.panel.replay_button.setVisible(not guest)
        self.panel.new_button.setDefault(guest)
        if self.host.session is not None:
            self.panel.set_statistics(self.statistics_line(self.host.session))
            if celebrate:
                self._flourish(table, self.host.session)

    # ------------------------------------------------------------------ the winner's flourish

    @staticmethod
    def people_who_won(session: Session) -> list[int]:
        """The seats of the people at this screen who won: none when a computer won, in a
        draw (every seat shares the result) or in a game of computers only."""
        winners = list(session.game.result(session.state).winners)
        if len(winners) >= len(session.seats):
            return []
        return [seat for seat in winners if seat in session.human_seats]

    def _flourish(self, table: GameTable, session: Session) -> None:
        """A short fanfare and a pulsing gold glow on each winning person's name plate;
        nothing at all for a loss (a computer's win is no one's fanfare here)."""
        from ui.table.flourish import PlateGlow
        from ui.table.sound import SoundBoard

        self._stop_glows()
        seats = self.people_who_won(session)
        if not seats:
            return
        board = getattr(table, "sound", None)
        if isinstance(board, SoundBoard):
            board.play("fanfare")
        plates = list(getattr(table, "plates", []))
        clock = getattr(table, "clock", None)
        speed = float(getattr(clock, "speed", 1.0))
        self.glows = tuple(PlateGlow(plates[seat], speed, table) for seat in seats
                            if seat < len(plates))
        if self.glows:
            # a practice undo takes the end back: the glow goes with it
            session.changed.connect(self._glow_check)

    def _glow_check(self) -> None:
        session = self.host.session
        if session is None or not session.is_over():
            self._stop_glows()

    def _stop_glows(self) -> None:
        import shiboken6

        for glow in self.glows:
            if shiboken6.isValid(glow):  # gone with its table when a new game came
                glow.stop()
        self.glows = ()

    # ------------------------------------------------------------------ statistics

    def record_finished(self, session: Session) -> None:
        """Count a game that was finished in this window (``ui/statistics.py`` says what
        counts): never a practice game, a session once however often it is undone into and
        finished again, a game with the same moves once however often it is reopened."""
        from ui import statistics

        if session in _COUNTED:
            return
        entries = statistics.session_entries(session)
        if not entries:
            return
        _COUNTED.add(session)
        self._count(statistics.game_key(session.game_name, session.options), entries,
                    statistics.fingerprint(session))

    def record_abandoned(self) -> None:
        """Count the running game as abandoned (the player agreed to replace it): its own
        column, not a loss."""
        from ui import statistics

        session = self.host.session
        if session is None or session.is_over() or session in _COUNTED:
            return
        entries = statistics.session_entries(session, abandoned=True)
        if not entries:
            return
        _COUNTED.add(session)
        self._count(statistics.game_key(session.game_name, session.options), entries,
                    statistics.fingerprint(session, abandoned=True))

    def _count(self, key: str, entries: list[Entry], fingerprint: str) -> None:
        if self.host.files_problem is not None:
            return  # no data folder: the player was told that no statistics are kept
        _PENDING.append(lambda book: book.record(key, entries, fingerprint))
        self._read_statistics()

    def _read_statistics(self, parent: QWidget | None = None) -> Opened:
        """The statistics from the file, with this run's counts not yet written added and
        written (``statistics_lock.update``: under the lock file).  An unusable file is moved
        aside and reported (on ``parent``, the window by default); while such a file cannot
        be moved aside, nothing is written and this run's own count goes on in memory.

        While another copy of Tabletop holds the lock, the counts wait in ``_PENDING`` (said
        once) and the file is shown as it is, with them added."""
        from ui import paths, statistics, statistics_lock

        path = paths.statistics_path()
        changes = list(_PENDING)

        def apply(book: Book) -> bool:
            return any([change(book) for change in changes])  # a list: every change applies

        try:
            opened = statistics_lock.update(path, apply, self._statistics_book)
        except statistics_lock.StatisticsInUse:
            if not self._statistics_busy_reported:
                self._statistics_busy_reported = True
                self.host.show_message(translate(
                    "Statistics", "Another copy of Tabletop is using the statistics file; "
                    "this game is counted when it is free."))
            book = statistics_lock.peek(path)
            apply(book)
            return statistics.Opened(book)
        del _PENDING[:len(changes)]
        self._statistics_busy_reported = False
        if opened.problem is not None:
            if opened.writable or not self._statistics_stuck_reported:
                self._report_bad_statistics(opened, parent if parent is not None else self.parent)
            self._statistics_stuck_reported = not opened.writable
        if not opened.writable:
            self._statistics_book = opened.book
        if opened.write_error is not None:
            self._write_failed(opened.write_error)
        return opened

    def _write_failed(self, err: OSError) -> None:
        self.host.show_message(translate("Statistics", "The statistics could not be saved: "
                                    "{error}").format(error=err.strerror or str(err)))

    def _report_bad_statistics(self, opened: Opened, parent: QWidget) -> None:
        """One message: where the unusable file was kept (or why it could not be) and why it
        cannot be used, with a way to the folder.  Opened (not ``exec``), like the bad
        autosave's: the game's end or the dialog under it carry on."""
        from ui import paths

        assert opened.problem is not None
        reason = opened.problem.reason()
        if opened.kept is not None:
            text = translate(
                "Statistics", "The statistics file cannot be used. It was kept as “{file}” "
                "in Tabletop's folder, and the statistics start afresh.\n\n{reason}").format(
                file=opened.kept.name, reason=reason)
        else:
            text = translate(
                "Statistics", "The statistics file cannot be used, and it could not be moved "
                "aside ({error}); new results are not saved until it is moved or repaired."
                "\n\n{reason}").format(error=opened.move_error, reason=reason)
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Statistics", "Statistics"), "",
                          QMessageBox.StandardButton.Ok, parent)
        box.setTextFormat(Qt.TextFormat.PlainText)  # before the text: it holds a file name
        box.setText(text)
        box.setObjectName("bad_statistics_box")
        show = box.addButton(translate("Statistics", "Show folder"),
                             QMessageBox.ButtonRole.ActionRole)
        show.setObjectName("show_folder")
        folder = paths.statistics_path().parent
        show.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))))
        self.statistics_notice = box

        def closed(_result: int) -> None:
            if self.statistics_notice is box:
                self.statistics_notice = None
            box.deleteLater()

        box.finished.connect(closed)
        box.open()

    def show_statistics(self) -> None:
        """Game → Statistics…: the running game's (or the first counted) game chosen."""
        from ui import statistics
        from ui.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(statistics.Book(), None, self._reset_statistics,
                                  self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        opened = self._read_statistics(dialog)  # a bad file is reported over the dialog
        current = (statistics.game_key(self.host.session.game_name, self.host.session.options)
                   if self.host.session is not None else None)
        dialog.show_book(opened.book, current)

    def _reset_statistics(self, key: str) -> Book:
        """Forget ``key``'s results on disk (read afresh: another window may have counted
        since the dialog opened); ``OSError`` when the file could not be written."""
        from ui import paths, statistics_lock

        def reset(book: Book) -> bool:
            book.reset(key)
            return True

        # StatisticsInUse is an OSError: the dialog says the reset could not be saved
        opened = statistics_lock.update(paths.statistics_path(), reset, self._statistics_book)
        if not opened.writable:
            self._statistics_book = opened.book
        if opened.write_error is not None:
            raise opened.write_error
        return opened.book

    def statistics_line(self, session: Session) -> str:
        """This game's line for the end panel ("Riftforce vs Strong: 7 won, 5 lost, streak
        2"), a line per person in hot-seat; for a practice or guided game that it is not
        counted; "" for computers only."""
        from ui import statistics

        if session.practice:
            return translate("Statistics", "A practice game: not counted in the statistics.")
        if session.tutorial:
            return translate("Statistics", "A guided game: not counted in the statistics.")
        people = statistics.rows_for(session.game_name, session.seats)
        if not people:
            return ""
        key = statistics.game_key(session.game_name, session.options)
        rows = self._read_statistics().book.rows(key)
        return "\n".join(statistics.summary_line(key, row, rows[row])
                         for _, row in people if row in rows)

    # ------------------------------------------------------------------ replays
    def watch_replay(self, session: Session | None = None) -> None:
        """Game → Watch a replay… (a save to choose), or ``session`` (the game just
        finished, from the end panel).

        The replay gets copies of the game (never ``session`` itself) and a window, session and
        table of its own: nothing it does reaches this window's game, autosave or save file.
        A save is checked the way Open checks it, and refused with the same message."""
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog

        from ui.replay import ReplaySource, ReplayWindow, load_source
        from ui.window_state import SPEEDS

        if session is not None:
            source = ReplaySource.from_session(session)
        else:
            path, _ = QFileDialog.getOpenFileName(
                self.parent, translate("ReplayWindow", "Watch a replay"), str(Path.home()),
                translate("MainWindow", "Tabletop saves (*.json);;All files (*)"))
            if not path:
                return
            loaded = load_source(Path(path), self.host.seat_names())
            if isinstance(loaded, str):
                self.open_failed(loaded, False)
                return
            source = loaded
        # the running game (or any unfinished game of several people) shows only what the
        # person at the screen may see now
        source = source.private_to(self.host.session)
        speed = SPEEDS.get(self.host.speed_key, 1.0)
        replay = ReplayWindow(source, speed, self.parent)
        replay.place_like(self.parent)
        replay.show()
        replay.raise_()
        replay.activateWindow()

    def _end_choice(self, choice: str) -> None:
        if self.host.table is not None:
            self.host.table.setFocus()
        if choice in ("again", "replay") and self.host.session is not None \
                and self.host.session.guest:
            return  # (their buttons are hidden at a guest's table)
        if choice == "again":
            self.host.play_again()
        elif choice == "new":
            QTimer.singleShot(0, self.host.new_game_dialog)
        elif choice == "replay" and self.host.session is not None:
            self.watch_replay(self.host.session)

