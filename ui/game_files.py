"""Saving, opening and the autosave: the ``GameFiles`` controller the main window owns.

Why apart from the window: this is the part that decides whether a player's game survives —
when the autosave is written and when it is left alone, what happens to a save that cannot be
read, how a refused file is reported — and it reads best on its own.  It knows the window only
through ``FilesHost`` (the running game, starting one, the seat names, the status bar) and as
the parent of its dialogs.  Strings keep the "MainWindow" translation context they always had.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ui import catalog, paths
from ui.paths import autosave_path

translate = QCoreApplication.translate

if TYPE_CHECKING:
    # the window paints before the save code and the session are loaded (start-up time);
    # every method imports what it uses
    from PySide6.QtCore import QSettings

    from engine import saves
    from ui.new_game_dialog import GameConfig
    from ui.session import Session


class FilesHost(Protocol):
    """What the files need of the window: its game, a way to start one, its seat names and
    its status bar."""

    session: Session | None
    settings: QSettings
    last_error: str

    def start(self, config: GameConfig, actions: list[Any] | None = None,
              replayed: Any = None) -> Session | None: ...
    def confirm_abandon(self) -> bool: ...
    def seat_names(self) -> list[str]: ...
    def show_message(self, text: str) -> None: ...


class _Unseen:
    """The window has not looked at the autosave yet (``GameFiles._autosave_seen``)."""


_UNSEEN = _Unseen()
#: what identifies one version of a file: inode, size and modification time
Stamp = tuple[int, int, int]


def file_stamp(path: Path) -> Stamp | None:
    """The version of the file at ``path`` now, ``None`` when there is none."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def message_box(parent: QWidget, icon: QMessageBox.Icon, title: str, text: str, name: str,
                buttons: QMessageBox.StandardButton | None = None) -> QMessageBox:
    """A message box that shows ``text`` as plain text (it may hold names, paths, a file's
    contents); Qt's own buttons, translated by Qt's catalogues and ours."""
    box = QMessageBox(icon, title, "", buttons or QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # before any text: the labels follow it
    box.setText(text)
    box.setObjectName(name)
    return box


def warn(parent: QWidget, title: str, text: str, name: str = "warning_box") -> None:
    """A warning the player must close before going on."""
    box = message_box(parent, QMessageBox.Icon.Warning, title, text, name)
    box.exec()
    box.deleteLater()


class GameFiles:
    """Autosave, Save/Save As, Open and the check of the autosave at start-up."""

    def __init__(self, parent: QWidget, host: FilesHost) -> None:
        self.parent = parent
        self.host = host
        #: the file Save writes to (None: Save asks, like Save As)
        self.save_path: Path | None = None
        #: how many actions the running game had when it appeared in this window: the autosave
        #: is written (and removed at the end) only once the game has moved on from there, so
        #: a new, resumed or opened game never replaces another game's autosave untouched
        self.start_moves = 0
        self.autosave_enabled = True
        #: the resume offer while it is shown
        self.resume_box: QMessageBox | None = None
        #: the message about an autosave that could not be loaded (while it is shown)
        self.notice_box: QMessageBox | None = None
        #: the autosave as this window last wrote or read it (``file_stamp``; ``None``: there
        #: was none), or ``_UNSEEN`` before the first look
        self._autosave_seen: Stamp | _Unseen | None = _UNSEEN

    def new_game(self, moves: int) -> None:
        """A game appeared in the window with ``moves`` actions made: never saved over a file
        of another game, autosaved once it moves on from here."""
        self.save_path = None
        self.start_moves = moves

    def _meta(self) -> dict[str, Any]:
        assert self.host.session is not None
        return self.host.session.meta()

    def moved(self) -> bool:
        """Has the running game made a move since it appeared in this window?"""
        s = self.host.session
        return s is not None and len(s.actions) > self.start_moves

    def autosave(self) -> None:
        """Write the running game over the autosave, once it has moved in this window.

        Why not before: until its first move a new (or just opened) game has nothing to lose,
        while the autosave on disk may still hold the game that was abandoned for it — a crash
        or closing the window right after New keeps that one resumable.
        """
        from engine import saves

        s = self.host.session
        if not self.autosave_enabled or s is None or s.is_over():
            return
        # a guided game's script, a guest's game (its host keeps it): nothing to keep here
        if not self.moved() or s.guard is not None or s.guest:
            return
        path = autosave_path()
        try:
            self._keep_foreign_autosave(path)
            saves.save(path, s.game_name, s.options, s.seed, s.actions, self._meta())
            self._autosave_seen = file_stamp(path)
        except OSError as err:
            self.host.show_message(translate("MainWindow", "Autosave failed: {}").format(
                err.strerror or str(err)))

    def _keep_foreign_autosave(self, path: Path) -> None:
        """An autosave this window neither wrote nor saw was written by another copy of the
        app since: it is renamed to ``autosave-<time>.json`` (Game → Open finds it) instead
        of being overwritten.

        Why, with one copy per data folder (``ui/single_instance.py``): the folder may sit on
        a file system where the lock does not hold; the other copy's game must survive then
        too.
        """
        seen = self._autosave_seen
        now = file_stamp(path)
        if seen is _UNSEEN or now is None or now == seen:
            return
        kept = paths.move_aside(path, name="{stem}-{stamp}{suffix}")
        self.host.show_message(translate(
            "MainWindow", "Another copy of Tabletop had saved its game here; it was kept as "
            "“{file}” (Game → Open).").format(file=kept.name))

    def remove_autosave(self) -> None:
        """A game that ended here needs no resuming (an opened finished game never wrote it);
        an autosave another copy of the app wrote since is left alone."""
        if not self.moved():
            return
        path = autosave_path()
        if self._autosave_seen is not _UNSEEN and file_stamp(path) != self._autosave_seen:
            return
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
            self._autosave_seen = None

    def tell_unavailable(self, reason: str) -> None:
        """The data folder cannot be written (``paths.data_problem``), said once in plain
        words; the window stops the autosave and calls this after its first paint."""
        box = message_box(self.parent, QMessageBox.Icon.Warning,
                          translate("MainWindow", "Tabletop"), translate(
            "MainWindow", "Tabletop cannot keep its files in “{folder}”: {reason}.\n\n"
            "You can play, but games will not be saved automatically and no statistics "
            "will be kept. Game → Save as… can still save a game somewhere else.").format(
                folder=str(paths.data_dir()), reason=reason), "files_unavailable_box")
        box.finished.connect(lambda _result: box.deleteLater())
        self.notice_box = box
        box.open()

    def _note_saves_are_readable(self) -> None:
        """Once (remembered in the settings), before the first save: a save holds every
        move, so whoever opens the file in an editor can read the face-down cards too."""
        settings = self.host.settings
        if settings.value("saves/readable_noted", "false") == "true":
            return
        box = message_box(
            self.parent, QMessageBox.Icon.Information, translate("MainWindow", "Save game"),
            translate("MainWindow", "A saved game can be read by whoever opens the file, "
                      "including face-down cards."),
            "readable_note")
        box.setInformativeText(translate("MainWindow",
            "Keep the file where the other players will not open it, if that matters."))
        box.exec()
        box.deleteLater()
        settings.setValue("saves/readable_noted", "true")

    def save(self) -> bool:
        if self.host.session is None or self.host.session.guest:
            return False  # a guest's game is the host's to keep (its mirror has no actions)
        if self.save_path is None:
            return self.save_as()
        return self.save_to(self.save_path)

    def save_as(self) -> bool:
        if self.host.session is None or self.host.session.guest:
            return False
        self._note_saves_are_readable()
        path, _ = QFileDialog.getSaveFileName(
            self.parent, translate("MainWindow", "Save game"),
            str(Path.home() / "tabletop-game.json"),
            translate("MainWindow", "Tabletop saves (*.json)"))
        if not path:
            return False
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        from engine import saves

        s = self.host.session
        assert s is not None
        try:
            saves.save(path, s.game_name, s.options, s.seed, s.actions, self._meta())
        except OSError as err:
            warn(self.parent, translate("MainWindow", "Save game"),
                 translate("MainWindow", "The game could not be saved: {}").format(
                     err.strerror or str(err)))
            return False
        self.save_path = path
        self.host.show_message(translate("MainWindow", "Saved to {}").format(path.name))
        return True

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.parent, translate("MainWindow", "Open game"), str(Path.home()),
            translate("MainWindow", "Tabletop saves (*.json);;All files (*)"))
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path, quiet: bool = False) -> bool:
        """Load a save; on any problem show why and leave the current game untouched.

        A game in progress is replaced only after the file proved good and the player agreed.
        """
        from engine import saves
        from ui.reasons import translate_reason

        try:
            loaded = saves.load(path)
        except saves.SaveError as err:
            return self.open_failed(translate_reason(err), quiet)
        if not self.host.confirm_abandon():
            return False
        return self._open_loaded(loaded, path, quiet)

    def _open_loaded(self, loaded: saves.SaveGame, path: Path, quiet: bool = False) -> bool:
        """Continue a verified save (its state is already replayed).

        Only the seats come from the file's metadata; who sees which cards follows from them
        (``Session``), whatever else the file says.
        """
        from engine import games
        from ui.games import has_table
        from ui.new_game_dialog import GameConfig
        from ui.session import SeatConfig

        if not has_table(loaded.game) or not catalog.engine_available(loaded.game):
            return self.open_failed(
                translate("MainWindow", "This version of Tabletop cannot show that game yet."),
                quiet)
        n = games.get_game(loaded.game).num_seats(loaded.state)
        raw_seats = loaded.meta.get("seats")
        seats = [SeatConfig.from_json(s) for s in raw_seats
                 if isinstance(s, dict)] if isinstance(raw_seats, list) else []
        if len(seats) != n:
            names = self.host.seat_names()
            seats = [SeatConfig(names[i]) for i in range(n)]
        cfg = GameConfig(loaded.game, loaded.options, loaded.seed, seats,
                         loaded.meta.get("practice") is True)
        session = self.host.start(cfg, loaded.actions, replayed=loaded.state)
        if session is None:
            return False
        session.practice_offered = loaded.meta.get("practice_offered") is True
        network = loaded.meta.get("network")
        if isinstance(network, dict) and any(seat.is_remote for seat in session.seats):
            # a hosted game reopened: host it again, its guests rejoin with their invite
            session.net_meta = dict(network)
            net = getattr(self.host, "net", None)
            if net is not None:
                net.rehost(session)
        if path != autosave_path():
            self.save_path = path
        return True

    def open_failed(self, reason: str, quiet: bool = False) -> bool:
        """Why a file cannot be opened: kept as the window's last error and, unless
        ``quiet``, told in a box.  False, for the caller to return."""
        self.host.last_error = reason
        if not quiet:
            warn(self.parent, translate("MainWindow", "Open game"),
                 translate("MainWindow", "This file cannot be opened.\n\n{reason}").format(
                     reason=reason))
        return False

    def offer_resume(self) -> bool:
        """If an unfinished game was autosaved, ask whether to continue it (non-blocking)."""
        from ui.session import SeatConfig

        loaded = self.check_autosave()
        if loaded is None:
            return False
        path = autosave_path()
        try:
            saved_at = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
        except OSError:  # gone between loading and asking: the question still makes sense
            saved_at = QDateTime.currentDateTime()
        title = catalog.info(loaded.game).title
        box = message_box(self.parent, QMessageBox.Icon.Question,
                          translate("MainWindow", "Resume game"),
                          resume_question(title, saved_at, QDateTime.currentDateTime()),
                          "resume_box",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        raw_seats = loaded.meta.get("seats")
        names = [SeatConfig.from_json(s).name for s in raw_seats
                 if isinstance(s, dict)] if isinstance(raw_seats, list) else []
        box.setInformativeText(translate(
            "MainWindow", "{game}: {players}. %n move(s) made.", "",
            len(loaded.actions)).format(game=title, players=", ".join(names) or "–"))
        self.resume_box = box

        def answered(button: int) -> None:
            self.resume_box = None
            box.deleteLater()
            if button == QMessageBox.StandardButton.Yes:
                self._open_loaded(loaded, path)

        box.finished.connect(answered)
        box.open()
        return True

    def check_autosave(self) -> saves.SaveGame | None:
        """The autosaved game, verified; ``None`` when there is none.

        An autosave that cannot be loaded is moved aside (``autosave.json.bad-<time>``) and
        the player is told once, with the reason and a way to the folder.  Why: dropping it
        silently let the next game's autosave destroy a game somebody may want back.
        """
        from engine import saves
        from ui.reasons import translate_reason

        path = autosave_path()
        self._autosave_seen = file_stamp(path)
        if not path.exists():
            return None
        try:
            return saves.load(path)
        except saves.SaveError as err:
            self._report_bad_autosave(path, translate_reason(err))
            return None

    def _report_bad_autosave(self, path: Path, reason: str) -> None:
        try:
            kept = paths.move_aside(path)
        except OSError as err:
            text = translate("MainWindow",
                "The game saved automatically last time cannot be loaded, and it could not be "
                "moved aside ({error}); the next game will replace it.\n\n{reason}").format(
                error=err.strerror or str(err), reason=reason)
        else:
            text = translate("MainWindow",
                "The game saved automatically last time cannot be loaded. It was kept as "
                "“{file}” in Tabletop's folder, so no new game will replace it.\n\n"
                "{reason}").format(file=kept.name, reason=reason)
        box = message_box(self.parent, QMessageBox.Icon.Warning,
                          translate("MainWindow", "Resume game"), text, "bad_autosave_box")
        show = box.addButton(translate("MainWindow", "Show folder"),
                             QMessageBox.ButtonRole.ActionRole)
        show.setObjectName("show_folder")
        folder = path.parent
        show.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))))
        self.notice_box = box

        def closed(_result: int) -> None:
            self.notice_box = None
            box.deleteLater()

        box.finished.connect(closed)
        box.open()


def resume_question(game: str, saved_at: QDateTime, now: QDateTime) -> str:
    """"Resume Riftforce from 14:32?": the game and when it was last played (the autosave's
    time), the date only when that was not today, in the UI language's own formats.

    Why two sentences: a time and a date take different words in some languages ("um 14:32"
    but "vom 25.11.2026 14:32"), so the translator needs each on its own.
    """
    locale = QLocale()
    if saved_at.date() == now.date():
        return translate("MainWindow", "Resume {game} from {time}?").format(
            game=game, time=locale.toString(saved_at.time(), QLocale.FormatType.ShortFormat))
    return translate("MainWindow", "Resume {game} from {date_time}?").format(
        game=game, date_time=locale.toString(saved_at, QLocale.FormatType.ShortFormat))
