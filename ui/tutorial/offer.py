"""Where a person meets the guided games: the welcome page's "Learn to play" buttons, the New
Game dialog (its own "Learn to play", and the offer made once to a person new to a game) and
the Settings entry that turns the offer off.

Why a controller of its own: the main window only composes (a test caps its methods); the
decisions — when the offer is made, what each answer starts — read best together here.  The
guided game itself is started by ``launch.start_tutorial`` (the runner's side).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from engine import tutorials
from ui.tutorial import progress

if TYPE_CHECKING:
    from ui.new_game_dialog import GameConfig
    from ui.session import Session
    from ui.welcome import WelcomePage


class OfferHost(Protocol):
    """What the guided games' entries need of the window."""

    @property
    def settings(self) -> QSettings: ...
    @property
    def settings_menu(self) -> QMenu: ...
    @property
    def welcome(self) -> WelcomePage: ...
    @property
    def files_problem(self) -> str | None: ...

    def seat_names(self) -> list[str]: ...
    def confirm_abandon(self) -> bool: ...
    def start(self, config: GameConfig, actions: list[Any] | None = None,
              replayed: Any = None) -> Session | None: ...


class TutorialOffers(QObject):
    """``new_game`` (the New Game dialog and what follows it), ``learn`` (start a guided game),
    ``offer`` (the first-time question) and the Settings entry "Offer guided first games"."""

    def __init__(self, window: QWidget, host: OfferHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.action = QAction(window)
        self.action.setObjectName("offer_tutorials")
        self.action.setCheckable(True)
        self.action.setChecked(progress.offers_on(host.settings))
        self.action.toggled.connect(lambda on: progress.set_offers(self.host.settings, on))
        host.settings_menu.addAction(self.action)
        for tile in host.welcome.tiles:
            tile.learn.clicked.connect(lambda _=False, t=tile: self.learn(t.tutorial))
        host.welcome.show_tutorials(host.settings)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Offer guided first games"))

    def learn(self, tutorial: str | None) -> bool:
        """Start the guided game ``tutorial`` in the window; False when it did not start."""
        from ui.tutorial import launch

        return tutorial is not None and launch.start_tutorial(self.window, tutorial)

    def new_game(self, game: str | None = None) -> None:
        """The New Game dialog (on ``game`` when given: a welcome tile's Play), then the game
        chosen — or its guided game, chosen in the dialog or accepted when offered."""
        from ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.host.settings, self.window, self.host.seat_names())
        dialog.setObjectName("new_game_dialog")
        if isinstance(game, str):
            dialog.select_game(game)
        answer = dialog.exec()
        if answer == NewGameDialog.LEARN:
            self.learn(dialog.tutorial())
            return
        # asked after the dialog: whoever cancels it never sees the questions
        if answer != NewGameDialog.DialogCode.Accepted:
            return
        config = dialog.config()
        if not self.offer(config) and self.host.confirm_abandon():
            self.host.start(config)

    def offered_tutorial(self, config: GameConfig) -> str | None:
        """The guided game to offer before ``config`` starts, if any: offers are on, the game
        has one the person has not finished, it was never offered, a person plays, and the
        statistics know no finished game of it."""
        settings = self.host.settings
        tutorial = tutorials.for_game(config.game)
        if (tutorial is None or not progress.offers_on(settings)
                or progress.finished(settings, tutorial)
                or progress.offered(settings, config.game)
                or not any(seat.is_human for seat in config.seats)):
            return None
        return None if self._finished_before(config.game) else tutorial

    def _finished_before(self, game: str) -> bool:
        from ui import paths, statistics, statistics_lock

        if self.host.files_problem is not None:
            return False  # no statistics are kept: nothing is known
        book = statistics_lock.peek(paths.statistics_path())
        return statistics.finished_games(book, game) > 0

    def offer(self, config: GameConfig) -> bool:
        """Ask once whether a person new to the game would learn it first; True when the
        guided game was chosen (the chosen game then does not start)."""
        from ui import catalog
        from ui.game_files import message_box

        tutorial = self.offered_tutorial(config)
        if tutorial is None:
            return False
        progress.mark_offered(self.host.settings, config.game)  # whatever the answer
        title = catalog.info(config.game).title
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = message_box(self.window, QMessageBox.Icon.Question, self.tr("Learn to play"),
                          self.tr("New to {game}? Learn to play in about 3 minutes, on a "
                                  "guided deal.").format(game=title),
                          "tutorial_offer_box", yes | no)
        box.setInformativeText(self.tr("You can find it later on the welcome page and in the "
                                       "New Game dialog."))
        for button, text in ((yes, self.tr("&Learn to play")), (no, self.tr("&Play now"))):
            found = box.button(button)
            if found is not None:
                found.setText(text)
        box.setDefaultButton(yes)
        box.setEscapeButton(no)
        answer = box.exec()
        box.deleteLater()
        if answer != yes:
            return False
        self.learn(tutorial)
        return True
