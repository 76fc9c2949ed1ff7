"""The Help menu of the main window (a mixin of ``MainWindow``): the rules, the Controls page
and About.  Strings keep the "MainWindow" translation context they always had, named in each
call: ``self.tr`` would be extracted under this mixin but looked up under the window.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ui import catalog

if TYPE_CHECKING:
    from ui.games.base import GameTable
    from ui.i18n import Translations
    from ui.session import Session

    _Base = QWidget
else:
    _Base = object


class HelpMenu(_Base):
    """``show_rules``, ``show_controls``, ``about``."""

    session: Session | None
    table: GameTable | None
    settings: QSettings
    translations: Translations

    def show_rules(self) -> None:
        from ui.new_game_dialog import GameConfig, NewGameDialog
        from ui.rules_dialog import RulesDialog

        game = self.session.game_name if self.session is not None else None
        if game is None:
            raw = self.settings.value(NewGameDialog.SETTINGS_KEY, "")
            game = "supertrumf"
            if isinstance(raw, str) and raw:
                with contextlib.suppress(ValueError, TypeError, AttributeError):
                    import json

                    game = GameConfig.from_json(json.loads(raw)).game
        dialog = RulesDialog(game, catalog.info(game).title, self.translations.language, self)
        dialog.setObjectName("rules_dialog")
        dialog.open()

    def show_controls(self) -> None:
        """Help → Controls (or ``?`` at the table): the gestures and keys of this table."""
        from ui.controls_dialog import ControlsDialog

        if self.session is None or self.table is None:
            return
        dialog = ControlsDialog(catalog.info(self.session.game_name).title,
                                self.table.controls(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def about(self) -> None:
        translate = QCoreApplication.translate
        QMessageBox.about(
            self, translate("MainWindow", "About Tabletop"),
            translate("MainWindow",
                      "<h3>Tabletop</h3><p>Four card games at one computer: Supertrumf Fantasy, "
                      "Storma slottet!, Riftforce and Ordet fanger.</p>"
                      "<p>Play with friends taking turns, or against the computer.</p>"
                      "<p>Text is set in DejaVu Sans (Bitstream Vera licence).</p>"))

