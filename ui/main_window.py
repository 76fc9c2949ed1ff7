"""The main window: the welcome page or the table, the menus, the log and the status line.

It composes: it owns small controllers, each with its own state and a narrow ``Protocol`` of
what it needs of the window — ``files`` (saving, opening, the autosave after every action:
``game_files.py``), ``ending`` (the end of a game, statistics, replays: ``game_end.py``),
``undo`` (undo, redo, hints: ``game_undo.py``), ``log_book`` (the log and its dock:
``game_logging.py``), ``help`` (``help_menu.py``) — and wires the session's signals to them.
"""

from __future__ import annotations

import contextlib
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSettings, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from ui import catalog, menus, seat_names, window_state
from ui.i18n import LANGUAGES, Translations
from ui.plain import plain_tooltip
from ui.table import theme
from ui.welcome import ElidedLabel, WelcomePage
from ui.window_state import SPEEDS

if TYPE_CHECKING:
    # Why only for the type checker: the window paints its welcome page before any game, the
    # engine's save code, the controllers or the dialogs are loaded (start-up time); each is
    # imported where it is first used
    from PySide6.QtGui import QAction

    from engine.core import Event
    from ui.end_panel import EndPanel
    from ui.game_end import GameEnd
    from ui.game_files import GameFiles
    from ui.game_log import Move
    from ui.game_logging import GameLogging
    from ui.game_undo import GameUndo
    from ui.games.base import GameTable
    from ui.help_menu import HelpMenu
    from ui.new_game_dialog import GameConfig
    from ui.session import Session


class MainWindow(QMainWindow):
    """The window, made in two steps: what the first paint shows (the welcome page, the menu
    bar's titles, the status bar) at once, the rest — controllers, menu entries, log dock —
    right after it (``_build_rest``).  Why: a person sees the window sooner, and nobody can
    open a menu or start a game in the moment between; whatever asks for a part of the rest
    earlier (a game from the command line, a test) gets it made on the spot."""

    # made by ``_build_rest`` (declared here: the controllers see the window as their host)
    files: GameFiles
    ending: GameEnd
    undo: GameUndo
    log_book: GameLogging
    help: HelpMenu
    sound_action: QAction
    fullscreen_action: QAction

    def __init__(self, translations: Translations, settings: QSettings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._built = False  # True once ``_build_rest`` has run
        self.setObjectName("main_window")
        self.translations = translations
        self.settings = settings
        theme.load(settings)  # the card theme before the first paint
        self.session: Session | None = None
        self.table: GameTable | None = None
        self.config: GameConfig | None = None
        #: the game the player agreed to abandon, counted once its successor is installed
        self.abandoning: Session | None = None
        self._after_paint: list[Any] = []
        self.last_error: str = ""
        #: why the data folder cannot be written (no autosave, no statistics), or None
        self.files_problem: str | None = None
        #: ``translations.generation`` the texts were last set for (see ``changeEvent``)
        self._translated_generation = -1
        #: False for ``--screenshot`` runs: their size must not become the player's window
        self.remember_window = True
        #: called once with the next game's session and table before it starts (a guided
        #: game's runner takes its seats and moves there: ``ui.tutorial.launch``)
        self.before_start: Callable[[Session, GameTable], None] | None = None

        self.stack = QStackedWidget()
        self.welcome = WelcomePage()
        self.welcome.button.clicked.connect(self.new_game_dialog)
        for tile in self.welcome.tiles:
            tile.button.clicked.connect(lambda _=False, k=tile.key: self.new_game_dialog(k))
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)

        # the prompt (whose turn, what to do) has the bar to itself unless a message (an
        # autosave failed, a file saved) or information that is no refusal (an attack estimate)
        # is shown; a refused move stays in its callout on the felt, which also announces it
        self.status_label = ElidedLabel()
        self.status_label.setObjectName("status_text")
        self.message_label = ElidedLabel(hide_empty=True)
        self.message_label.setObjectName("message")
        self.message_label.setStyleSheet("color: #9a1c1c; font-weight: bold;")
        self.message_timer = QTimer(self)
        self.message_timer.setSingleShot(True)
        self.message_timer.timeout.connect(lambda: self.message_label.setText(""))
        self.info_label = ElidedLabel(hide_empty=True)
        self.info_label.setObjectName("information")
        self.statusBar().addWidget(self.status_label, 3)
        self.statusBar().addWidget(self.message_label, 2)
        self.statusBar().addWidget(self.info_label, 2)

        # the menu bar's titles now (the first paint shows them), their entries after it
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.speed_key = str(self.settings.value("view/speed", "normal"))
        if self.speed_key not in SPEEDS:
            self.speed_key = "normal"
        self.retranslate()
        window_state.restore(self, settings)
        self.after_first_paint(self._build_rest)

    if not TYPE_CHECKING:  # at run time only: mypy keeps checking every attribute's name
        def __getattr__(self, name: str) -> Any:
            """A public part made after the first paint, asked for before it: made now."""
            if name.startswith("_") or self.__dict__.get("_built", True):
                raise AttributeError(name)
            self._build_rest()
            return getattr(self, name)

    def _build_rest(self) -> None:
        """The controllers, the menus' entries and the log dock (once)."""
        if self._built:
            return
        self._built = True
        from ui.announcer import Announcer
        from ui.game_end import GameEnd
        from ui.game_files import GameFiles
        from ui.game_logging import GameLogging
        from ui.game_undo import GameUndo
        from ui.help_menu import HelpMenu

        self.log_book = GameLogging(self, self,
                                    lambda: window_state.restore_docks(self, self.settings))
        self.log, self.log_dock = self.log_book.log, self.log_book.dock
        self.files = GameFiles(self, self)
        self.files.autosave_enabled = self.files_problem is None
        self.ending = GameEnd(self, self, self.files.open_failed)
        self.undo = GameUndo(self, self, self.log_book, self.files.autosave)
        self.help = HelpMenu(self, self)
        self._build_actions()
        from ui.tutorial.offer import TutorialOffers  # the Settings entry after the others

        self.tutorials = TutorialOffers(self, self)
        self.announcer = Announcer(self, self.settings, self.settings_menu)  # every move said
        for key, action in self.speed_actions.items():
            action.setChecked(key == self.speed_key)
        self.sound_action.setChecked(self.settings.value("sound/muted", "false") != "true")
        lang = str(self.settings.value("ui/language", ""))
        for key, action in self.language_actions.items():
            action.setChecked(key == lang)
        self.fullscreen_action.setChecked(self.isFullScreen())
        self.retranslate()

    # ------------------------------------------------------------------ menus
    def _build_actions(self) -> None:
        """The entries of the four menus (their titles are made with the window)."""
        from PySide6.QtGui import QKeySequence

        from ui.net.play import NetPlay

        self.new_action = menus.action(self, self.game_menu, self.new_game_dialog,
                                       QKeySequence.StandardKey.New, "new")
        self.restart_action = menus.action(self, self.game_menu, self.restart, None, "restart")
        self.net = NetPlay(self)  # Host a table…, Join a table…, Invite… (play across computers)
        self.net.build_actions(self.game_menu, self.settings_menu)
        self.undo.build_actions(self.game_menu)
        self.game_menu.addSeparator()
        self.open_action = menus.action(self, self.game_menu, self.files.open_dialog,
                                        QKeySequence.StandardKey.Open, "open")
        self.save_action = menus.action(self, self.game_menu, self.files.save,
                                        QKeySequence.StandardKey.Save, "save")
        self.save_as_action = menus.action(self, self.game_menu, self.files.save_as,
                                           QKeySequence.StandardKey.SaveAs, "save_as")
        self.game_menu.addSeparator()
        self.stats_action = menus.action(self, self.game_menu, self.ending.show_statistics, None,
                                         "statistics")
        self.replay_action = menus.action(self, self.game_menu, lambda: self.ending.watch_replay(),
                                          None, "replay")
        self.game_menu.addSeparator()
        self.quit_action = menus.action(self, self.game_menu, self.close,
                                        QKeySequence("Ctrl+Q"), "quit")

        self.fullscreen_action = menus.action(self, self.view_menu, self.toggle_fullscreen,
                                              QKeySequence.StandardKey.FullScreen, "fullscreen")
        self.fullscreen_action.setCheckable(True)
        self.log_action = self.log_dock.toggleViewAction()
        self.log_action.triggered.connect(
            lambda on: self.settings.setValue("view/log", "true" if on else "false"))
        self.view_menu.addAction(self.log_action)
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_actions = menus.choices(self, self.speed_menu, list(SPEEDS), "speed_{}",
                                           self.set_speed)
        self.language_menu = self.settings_menu.addMenu("")
        self.language_actions = menus.choices(self, self.language_menu, ["", *LANGUAGES], "lang_{}",
                                              self.set_language)
        self.names_action = menus.action(self, self.settings_menu,
                                         lambda: seat_names.edit(self, self.settings), None,
                                         "seat_names")
        self.sound_action = menus.action(self, self.settings_menu, self.toggle_sound, None, "sound")
        self.sound_action.setCheckable(True)
        self.colour_safe_action = theme.settings_action(self, self.settings_menu, self.settings)

        self.rules_action = menus.action(self, self.help_menu, self.help.show_rules,
                                         QKeySequence.StandardKey.HelpContents, "rules")
        self.controls_action = menus.action(self, self.help_menu, self.help.show_controls, None,
                                            "controls")
        self.about_action = menus.action(self, self.help_menu, self.help.about, None, "about")

    def retranslate(self) -> None:
        """Set every text of the window; called at start and on a run-time language switch."""
        self._translated_generation = self.translations.generation
        self.setWindowTitle(self._title())
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.welcome.retranslate()
        if not self._built:
            return  # the rest gets its texts when it is made
        self.new_action.setText(self.tr("&New…"))
        self.restart_action.setText(self.tr("&Restart"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.undo.retranslate()
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.replay_action.setText(self.tr("&Watch a replay…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.fullscreen_action.setText(self.tr("&Full screen"))
        self.log_action.setText(self.tr("Game &log"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        speed_names = {"off": self.tr("Off"), "fast": self.tr("Fast"),
                       "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for key, action in self.speed_actions.items():
            action.setText(speed_names[key])
        self.language_menu.setTitle(self.tr("&Language"))
        for key, action in self.language_actions.items():
            action.setText(LANGUAGES[key] if key else self.tr("System language"))
        self.names_action.setText(self.tr("Seat &names…"))
        self.sound_action.setText(self.tr("&Sound effects"))
        theme.retranslate(self.colour_safe_action)
        self.rules_action.setText(self.tr("&Rules of this game"))
        self.controls_action.setText(self.tr("&Controls (?)"))
        self.about_action.setText(self.tr("&About Tabletop"))
        self.log_book.retranslate()
        self.net.retranslate()
        self.tutorials.retranslate()
        self.announcer.retranslate()
        has_game = self.session is not None
        own = has_game and not getattr(self.session, "guest", False)  # a guest's: the host's
        for action in (self.restart_action, self.save_action, self.save_as_action):
            action.setEnabled(own)
        self.controls_action.setEnabled(has_game)
        if self.table is not None:
            self.table.retranslate()
        self.log_book.rebuild()
        self._update_status()

    @property
    def end_panel(self) -> EndPanel | None:
        """The results panel on the finished table (``ending.panel``), None before."""
        return self.ending.panel

    def after_first_paint(self, slot: Any) -> None:
        """Run ``slot`` once the window has painted for the first time.

        Why: the resume offer reads and replays the autosave (the engine, the save schema, the
        game's rules); done before the first paint it kept people looking at nothing.
        """
        self._after_paint.append(slot)
        QTimer.singleShot(1000, self._run_after_paint)  # a window that never paints (hidden)

    def files_unavailable(self, reason: str) -> None:
        """The data folder cannot be written (``paths.data_problem``): play on without the
        autosave and the statistics, and say so once, in plain words, after the first paint.
        Why not refuse to start: the games need no file; a person in a locked-down account
        can still play, and Game → Save can still put a game somewhere else."""
        self.files_problem = reason
        if self._built:  # else the files are made without the autosave
            self.files.autosave_enabled = False
        self.after_first_paint(lambda: self.files.tell_unavailable(reason))

    def _run_after_paint(self) -> None:
        slots, self._after_paint = self._after_paint, []
        for slot in slots:
            QTimer.singleShot(0, slot)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.Paint and self._after_paint:
            self._run_after_paint()
        return handled

    def changeEvent(self, event: QEvent) -> None:
        """Re-translate on ``LanguageChange`` unless this switch was translated already.

        Why the check: ``set_language`` re-translates at once (so the new texts are there when
        it returns) and Qt then delivers the switch's posted ``LanguageChange`` as well; doing
        the whole window, table and log a second time doubled the stall of every switch."""
        if (event.type() == QEvent.Type.LanguageChange
                and self._translated_generation != self.translations.generation):
            self.retranslate()
        if event.type() == QEvent.Type.WindowStateChange and self._built:  # the WM's Esc too
            self.fullscreen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def _title(self) -> str:
        if self.session is None:
            return self.tr("Tabletop")
        title = catalog.info(self.session.game_name).title
        if self.session.tutorial and not self.session.practice:
            return self.tr("{game} (guided game) — Tabletop").format(game=title)
        if self.session.practice:  # taking anything back makes any result: say so
            return self.tr("{game} (practice) — Tabletop").format(game=title)
        return self.tr("{} — Tabletop").format(title)

    # ------------------------------------------------------------------ settings
    def set_speed(self, key: str) -> None:
        self.speed_key = key
        self.settings.setValue("view/speed", key)
        self.speed_actions[key].setChecked(True)
        self._apply_speed()

    def _apply_speed(self) -> None:
        factor = SPEEDS[self.speed_key]
        if self.session is not None:
            self.session.computer_pace_ms = int(700 * factor) if factor else 150
        if self.table is not None:
            # SPEEDS are durations ("fast" = half as long); the clock takes a rate
            self.table.set_animation_speed(1.0 / factor if factor else 0.0)

    def set_language(self, key: str) -> None:
        self.settings.setValue("ui/language", key)
        if key in self.language_actions:
            self.language_actions[key].setChecked(True)
        before = self.translations.generation
        self.translations.install(key or None)
        # the LanguageChange Qt posts arrives later; translate now, once (changeEvent skips it)
        if self.translations.generation != before:
            self.retranslate()

    def toggle_sound(self, on: bool) -> None:
        self.settings.setValue("sound/muted", "false" if on else "true")
        self._apply_sound()

    def _apply_sound(self) -> None:
        muted = not self.sound_action.isChecked()
        with contextlib.suppress(ImportError, AttributeError):
            import importlib

            importlib.import_module("ui.table.sound").set_muted(muted)

    def seat_names(self) -> list[str]:
        return seat_names.names(self.settings)

    def toggle_fullscreen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # ------------------------------------------------------------------ games
    def game_in_progress(self) -> bool:
        """A game that would be lost if replaced: someone has moved and it is not over (a
        guided game's script is not: it starts again the same any time)."""
        s = self.session
        return s is not None and bool(s.actions) and not s.is_over() and s.guard is None

    def confirm_abandon(self) -> bool:
        """True when the running game may be replaced: nothing would be lost, or the player
        agreed to abandon it.  Restart, New, Open and Play again all ask this first."""
        from PySide6.QtWidgets import QMessageBox

        from ui.game_files import message_box

        if not self.game_in_progress():
            return True
        assert self.session is not None
        box = message_box(self, QMessageBox.Icon.Question, self.tr("Abandon game"),
                          self.tr("Abandon the game in progress?"), "abandon_box",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setInformativeText(self.tr(
            "The %n move(s) made so far will be lost unless you saved the game.", "",
            len(self.session.actions)))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        answer = box.exec()
        box.deleteLater()
        if answer != QMessageBox.StandardButton.Yes:
            return False
        # counted as abandoned (not as a loss) once the new game is really on the table: a
        # start that fails leaves this game running, uncounted
        self.abandoning = self.session
        return True

    def new_game_dialog(self, game: str | None = None) -> None:
        """The New Game dialog, its guided game and the first-time offer (``tutorials``)."""
        self.tutorials.new_game(game)

    def start(self, config: GameConfig, actions: list[Any] | None = None,
              replayed: Any = None, made: Session | None = None) -> Session | None:
        """Start (or resume) a game in place of the running one (callers asked first).

        The new session, its log and its table are built before anything of the running game
        is touched.  Why: a table that fails to build (a bug, a save it cannot show) must not
        leave a broken window behind, nor an empty game whose autosave replaces the previous
        one.  Returns the new session, or ``None`` when it could not be started (the previous
        game stays on screen and a message says why).  ``made``: a session made elsewhere (a
        guest's game hosted on another computer) instead of one made from ``config``.
        """
        from ui.game_files import warn
        from ui.games import create_table
        from ui.session import Session

        self._build_rest()  # the log and the menus follow the game from its first move
        prepare, self.before_start = self.before_start, None  # for this game only
        session: Session | None = None
        try:
            session = made or Session(config.game, config.options, config.seed, config.seats,
                                      actions or [], self, replayed)
            session.practice = config.practice
            # one replay for the log's moves (and their acting seats) and the flat history
            moves = session.logged_moves()
            history = [event for move in moves for event in move.events]
            table = create_table(session)
        except Exception as err:  # whatever broke, the running game must survive it
            traceback.print_exc()
            if session is not None:
                session.paused = True
                session.deleteLater()
            detail = str(err) or type(err).__name__
            self.last_error = detail
            warn(self, self.tr("Start game"),
                 self.tr("The game could not be started; nothing else was changed."
                         "\n\n{detail}").format(detail=detail))
            return None
        if prepare is not None:
            prepare(session, table)
        self._install(session, table, config, history, moves)
        return session

    def _put_away(self) -> None:
        """The running game's session stopped and its table (with the end panel) gone."""
        if self.session is not None:
            if hasattr(self, "net"):  # a hosted or joined game: its table's links close too
                self.net.put_away(self.session)
            self.session.cancel_thinking()
            self.session.paused = True
            self.session.deleteLater()
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self.ending.panel = None  # it belongs to the old table, which goes

    def show_welcome(self) -> None:
        """Put the running game away (nothing to keep: callers asked) and show the welcome
        page again (a guided game's "Welcome page")."""
        self._put_away()
        self.session, self.config = None, None
        if self.stack.indexOf(self.welcome) < 0:
            self.stack.addWidget(self.welcome)
        self.stack.setCurrentWidget(self.welcome)
        self.welcome.retranslate()
        self.info_label.setText("")
        self.retranslate()
        self._update_status()
        self.welcome.setFocus()

    def _install(self, session: Session, table: GameTable, config: GameConfig,
                 history: list[Event], moves: list[Move] | None = None) -> None:
        from ui.new_game_dialog import GameConfig

        if self.session is not None and self.abandoning is self.session:
            self.ending.record_abandoned()
        self.abandoning = None
        self._put_away()
        self.session = session
        self.config = GameConfig(config.game, dict(session.options), session.seed,
                                 list(session.seats), config.practice)
        # Save must never write this game over the file of another one
        self.files.new_game(len(session.actions))
        # a resumed game's log reads as it did (start() adds a new deal's)
        self.log_book.reset(history, moves)
        session.eventsApplied.connect(self._on_events)
        session.changed.connect(self._update_status)
        session.gameOver.connect(self._on_game_over)
        session.agentFailed.connect(self._on_agent_failed)
        table.statusChanged.connect(lambda *_: self._update_status())
        table.information.connect(self.info_label.setText)
        table.controlsRequested.connect(self.help.show_controls)
        self.undo.connect(session, table)
        self.announcer.attach(session, table)
        self.info_label.setText("")
        self.table = table
        self.stack.addWidget(table)
        self.stack.setCurrentWidget(table)
        # the welcome page is not shown again; out of the stack, its row of games no longer
        # keeps the window from going down to 1024 px
        self.stack.removeWidget(self.welcome)
        self.log_book.show_for_game(self.settings.value("view/log", "true") != "false")
        # the table's smaller minimum now, not at the next pass of the event loop
        self.stack.updateGeometry()
        layout = self.layout()
        if layout is not None:
            layout.activate()
        table.setFocus()
        self._apply_speed()
        self._apply_sound()
        self.retranslate()
        session.start()
        if session.is_over():
            self._on_game_over()

    def restart(self) -> None:
        """The same game again: same seats and options, the same deal (a guided game from
        its first step)."""
        if self.config is None or not self.confirm_abandon():
            return
        if self.session is not None and self.session.guard is not None:
            from ui.tutorial.launch import start_tutorial

            start_tutorial(self, self.session.tutorial, ask=False)
            return
        self.net.start_again(self.config)

    def play_again(self) -> None:
        """Same seats and options, a new deal."""
        from ui.new_game_dialog import GameConfig

        if self.config is None or not self.confirm_abandon():
            return
        cfg = GameConfig(self.config.game, dict(self.config.options), None,
                         list(self.config.seats), self.config.practice)
        self.net.start_again(cfg)

    # ------------------------------------------------------------------ events
    def _on_events(self, events: list[Event]) -> None:
        self.log_book.record(events)
        self.files.autosave()

    def _on_game_over(self) -> None:
        self.files.remove_autosave()
        self._update_status()
        self.ending.game_over(finished_here=self.files.moved())

    def practice_started(self) -> None:
        """The game became practice: its title says so, and the status bar's copy of the
        refusal that offered it no longer holds."""
        self.setWindowTitle(self._title())
        self.message_label.setText("")

    def _update_status(self) -> None:
        text = self.table.status_text() if self.table is not None else ""
        detail = self.table.status_detail() if self.table is not None else ""
        self.status_label.setText(text)
        if detail:  # the prompt fits the bar; what else matters now is in its tooltip
            self.status_label.setToolTip(plain_tooltip(text + "\n" + detail))

    def show_message(self, text: str) -> None:
        """A message of the application (an autosave failed, a file saved), red, for 8 s."""
        self.last_error = text
        self.message_label.setText(text)
        self.message_timer.start(8000)

    def _on_agent_failed(self, text: str) -> None:
        self.show_message(self.tr("The computer player failed: {}").format(text))

    def log_lines(self) -> list[str]:
        """The log's lines shown, in order, without the turns' headings."""
        return self.log.lines()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._build_rest()  # closed at once: the docks' saved state is kept all the same
        self.net.close()
        if self.session is not None:
            self.session.cancel_thinking()
            self.session.paused = True
            self.files.autosave()
        if self.remember_window:
            window_state.save(self, self.settings)
        super().closeEvent(event)

