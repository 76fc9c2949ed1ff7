"""The Help menu: the ``HelpMenu`` controller the main window owns — the rules, the Controls
page and About.  Strings keep the "MainWindow" translation context they always had, named in
each call.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ui import catalog

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from ui.games.base import GameTable
    from ui.i18n import Translations
    from ui.session import Session


class HelpHost(Protocol):
    """What help needs of the window: the game shown (whose rules and controls), the
    settings (the game last chosen) and the language (of the rules)."""

    @property
    def session(self) -> Session | None: ...
    @property
    def table(self) -> GameTable | None: ...
    @property
    def settings(self) -> QSettings: ...
    @property
    def translations(self) -> Translations: ...


class HelpMenu:
    """``show_rules``, ``show_controls``, ``about``."""

    def __init__(self, parent: QWidget, host: HelpHost) -> None:
        self.parent = parent
        self.host = host

    def show_rules(self) -> None:
        from ui.new_game_dialog import GameConfig, NewGameDialog
        from ui.rules_dialog import RulesDialog

        session = self.host.session
        game = session.game_name if session is not None else None
        if game is None:
            raw = self.host.settings.value(NewGameDialog.SETTINGS_KEY, "")
            game = "supertrumf"
            if isinstance(raw, str) and raw:
                with contextlib.suppress(ValueError, TypeError, AttributeError):
                    import json

                    game = GameConfig.from_json(json.loads(raw)).game
        dialog = RulesDialog(game, catalog.info(game).title, self.host.translations.language,
                             self.parent)
        dialog.setObjectName("rules_dialog")
        dialog.open()

    def show_controls(self) -> None:
        """Help → Controls (or ``?`` at the table): the gestures and keys of this table."""
        from ui.controls_dialog import ControlsDialog

        session, table = self.host.session, self.host.table
        if session is None or table is None:
            return
        dialog = ControlsDialog(catalog.info(session.game_name).title, table.controls(),
                                self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def about(self) -> None:
        translate = QCoreApplication.translate
        QMessageBox.about(
            self.parent, translate("MainWindow", "About Tabletop"),
            translate("MainWindow",
                      "<h3>Tabletop</h3><p>Four card games at one computer: Supertrumf Fantasy, "
                      "Storma slottet!, Riftforce and Ordet fanger.</p>"
                      "<p>Play with friends taking turns, or against the computer.</p>"
                      "<p>Text is set in DejaVu Sans (Bitstream Vera licence).</p>"))
