"""The New Game dialog: game and variant, seats (name, human/computer, level), options and,
folded away under "Advanced", the deal number (the seed); "Learn to play" instead starts the
chosen game's guided game (the dialog then ends with ``NewGameDialog.LEARN``).

With ``network=True`` it is Game → Host a table…: each seat may also be a person at another
computer (``REMOTE``), at least one must be for the OK button ("Host") to be enabled, there
is no practice (undo rules are the same for everyone at a shared table) and no guided game;
its choices are remembered apart from the local ones.

It remembers the last choices in QSettings so "New game" is two clicks for a family that plays
the same set-up every evening.  It fits itself to each game's content: Ordet fanger's options
are many, Riftforce's one line, and the box shrinks back when the user switches.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine import tutorials
from engine.saves import MAX_NAME_LENGTH
from ui import catalog, game_options
from ui.games import has_table
from ui.seats import REMOTE
from ui.session import COMPUTER, HUMAN, SeatConfig

MAX_SEATS = 6


@dataclass
class GameConfig:
    """Everything needed to start a game; also what the dialog remembers."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    seats: list[SeatConfig] = field(default_factory=list)
    #: practice: unlimited undo against the computer, not counted in the statistics
    practice: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "options": self.options, "seed": self.seed,
                "seats": [s.to_json() for s in self.seats], "practice": self.practice}

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> GameConfig:
        seats = [SeatConfig.from_json(s) for s in obj.get("seats", []) if isinstance(s, dict)]
        seed = obj.get("seed")
        return cls(str(obj.get("game", "supertrumf")), dict(obj.get("options") or {}),
                   seed if isinstance(seed, int) else None, seats,
                   obj.get("practice") is True)


def default_names() -> list[str]:
    from PySide6.QtCore import QCoreApplication

    return [QCoreApplication.translate("NewGameDialog", "Player {}").format(i + 1)
            for i in range(MAX_SEATS)]


def playable(game: str) -> bool:
    return has_table(game) and catalog.engine_available(game)


class NewGameDialog(QDialog):
    """Modal dialog; ``config()`` gives the chosen ``GameConfig`` after ``accept``."""

    SETTINGS_KEY = "newgame/last"
    #: where Host a table… remembers its choices (a remote seat means nothing at one screen)
    HOST_SETTINGS_KEY = "newgame/host"
    #: what ``exec`` returns when the person chose the guided game (``tutorial()``)
    LEARN = 2

    def __init__(self, settings: QSettings, parent: QWidget | None = None,
                 seat_names: list[str] | None = None, *, network: bool = False) -> None:
        super().__init__(parent)
        self.network = network
        self.setWindowTitle(self.tr("Host a table") if network else self.tr("New game"))
        self.settings = settings
        self.settings_key = self.HOST_SETTINGS_KEY if network else self.SETTINGS_KEY
        self.seat_names = seat_names or default_names()
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.game_box = QComboBox()
        self.game_box.setObjectName("game")
        model = QStandardItemModel(self.game_box)
        self.game_box.setModel(model)
        for g in catalog.entries():
            label = g.title if playable(g.key) else self.tr("{} (coming soon)").format(g.title)
            self.game_box.addItem(label, g.key)
            item = model.item(self.game_box.count() - 1)
            if not playable(g.key):
                item.setEnabled(False)
            item.setToolTip(catalog.tr(g.blurb))
        form.addRow(self.tr("&Game:"), self.game_box)
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        form.addRow("", self.blurb)
        self.variant_box = QComboBox()
        self.variant_box.setObjectName("variant")
        form.addRow(self.tr("&Variant:"), self.variant_box)
        self.variant_note = QLabel()
        self.variant_note.setObjectName("variant_note")
        self.variant_note.setWordWrap(True)
        form.addRow("", self.variant_note)
        self.seat_count = QSpinBox()
        self.seat_count.setObjectName("seat_count")
        form.addRow(self.tr("&Players:"), self.seat_count)
        self.practice = QCheckBox(self.tr("P&ractice game"))
        self.practice.setObjectName("practice")
        self.practice.setToolTip(self.tr("Take back any move, even after the computer has "
                                         "answered. A practice game is not counted in the "
                                         "statistics."))
        form.addRow("", self.practice)
        layout.addLayout(form)
        layout.addWidget(self._advanced_section())

        self.seat_group = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(self.seat_group)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Player")), 0, 2)
        grid.addWidget(QLabel(self.tr("Level")), 0, 3)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(3, 2)
        self.seat_rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox]] = []
        for i in range(MAX_SEATS):
            number = QLabel(str(i + 1))
            name = QLineEdit(self.seat_names[i] if i < len(self.seat_names) else "")
            name.setObjectName(f"seat_name_{i}")
            name.setMaxLength(MAX_NAME_LENGTH)
            # narrower when hosting: the third kind's longer label keeps Ordet's six seats
            # and options within 1280 px in every language
            name.setMinimumWidth(120 if network else 150)
            kind = QComboBox()
            kind.setObjectName(f"seat_kind_{i}")
            kind.addItem(self.tr("Human"), HUMAN)
            kind.addItem(self.tr("Computer"), COMPUTER)
            if network:
                kind.addItem(self.tr("Person at another computer"), REMOTE)
            level = QComboBox()
            level.setObjectName(f"seat_level_{i}")
            kind.currentIndexChanged.connect(self._update_levels)
            kind.currentIndexChanged.connect(self._sync_option_seats)
            kind.currentIndexChanged.connect(self._update_host_button)
            for col, w in enumerate((number, name, kind, level)):
                grid.addWidget(w, i + 1, col)
            self.seat_rows.append((number, name, kind, level))
        # seats and options side by side, so even six seats and many options fit on 1280×800
        columns = QHBoxLayout()
        columns.addWidget(self.seat_group, 1, Qt.AlignmentFlag.AlignTop)
        self.options_group = QGroupBox(self.tr("Options"))
        self.options_group.setObjectName("options_group")
        self.options_layout = QVBoxLayout(self.options_group)
        self.options_widget: QWidget | None = None
        columns.addWidget(self.options_group, 1, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(columns)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.learn = self.buttons.addButton(self.tr("&Learn to play (about 3 minutes)"),
                                            QDialogButtonBox.ButtonRole.ActionRole)
        self.learn.setObjectName("learn")
        self.learn.setToolTip(self.tr("A guided first game on a fixed deal: you make each "
                                      "move, the table shows which one and why."))
        self.learn.clicked.connect(lambda: self.done(self.LEARN))
        if network:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Host"))
            self.learn.hide()  # a guided game is played at one screen
            self.practice.setChecked(False)
            self.practice.setEnabled(False)
            self.practice.setToolTip(self.tr("A game across computers has the same undo rules "
                                             "for everyone: no practice game."))
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self.seat_count.valueChanged.connect(self._seats_changed)
        self._shown_seats = 0  # seats visible so far: the ones beyond it are new (computer)
        self._restore()

    def _advanced_section(self) -> QWidget:
        """The deal number, folded away: most players never need it, and "seed" meant nothing
        to them. A checkable arrow button shows or hides the row; collapsed by default."""
        section = QWidget()
        box = QVBoxLayout(section)
        box.setContentsMargins(0, 0, 0, 0)
        self.advanced = QToolButton()
        self.advanced.setObjectName("advanced")
        self.advanced.setText(self.tr("&Advanced"))
        self.advanced.setCheckable(True)
        self.advanced.setAutoRaise(True)
        self.advanced.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced.setArrowType(Qt.ArrowType.RightArrow)
        box.addWidget(self.advanced)
        self.advanced_body = QWidget()
        self.advanced_body.setObjectName("advanced_body")
        row = QFormLayout(self.advanced_body)
        row.setContentsMargins(0, 0, 0, 0)
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_label = QLabel(self.tr("&Deal number — the same number gives the same shuffle:"))
        self.seed_label.setBuddy(self.seed_edit)
        row.addRow(self.seed_label, self.seed_edit)
        box.addWidget(self.advanced_body)
        self.advanced_body.setVisible(False)
        self.advanced.toggled.connect(self._show_advanced)
        return section

    def _show_advanced(self, shown: bool) -> None:
        self.advanced.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.advanced_body.setVisible(shown)
        self._fit()

    def _fit(self) -> None:
        """Resize to the content now shown (a dialog only grows by itself, never shrinks).

        The pending layout requests run first: until they do, the dialog's layout still holds
        its boxes' old size hints (the previous game's options, the seat rows just hidden, the
        new options widget not yet laid out) and the dialog would stay a mostly empty box.
        """
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the minimum size follows the new content before the resize
        self.adjustSize()

    # ------------------------------------------------------------------ state
    def _game(self) -> str:
        return str(self.game_box.currentData())

    def _variant(self) -> catalog.Variant:
        info = catalog.info(self._game())
        index = max(0, self.variant_box.currentIndex())
        return info.variants[min(index, len(info.variants) - 1)]

    def _game_changed(self) -> None:
        info = catalog.info(self._game())
        self.blurb.setText(catalog.tr(info.blurb))
        self.variant_box.blockSignals(True)
        self.variant_box.clear()
        for v in info.variants:
            self.variant_box.addItem(catalog.variant_title(v), v.key)
            self.variant_box.setItemData(self.variant_box.count() - 1, catalog.variant_note(v),
                                         Qt.ItemDataRole.ToolTipRole)
        self.variant_box.blockSignals(False)
        self.variant_box.setEnabled(len(info.variants) > 1)
        if self.options_widget is not None:
            self.options_layout.removeWidget(self.options_widget)
            self.options_widget.hide()  # gone from the size hint now, not at deleteLater's turn
            self.options_widget.deleteLater()
        self.options_widget = game_options.create(self._game(), self.options_group)
        if self.options_widget is not None:
            self.options_layout.addWidget(self.options_widget)
            self.options_widget.show()  # now, not at the layout's queued show: it counts in _fit
        self.options_group.setVisible(self.options_widget is not None)
        self.learn.setEnabled(self.tutorial() is not None)
        self._variant_changed()

    def _variant_changed(self) -> None:
        v = self._variant()
        self.variant_note.setText(catalog.variant_note(v))
        self.variant_note.setVisible(bool(v.note))
        self.seat_count.setRange(v.min_seats, v.max_seats)
        self.seat_count.setEnabled(v.min_seats != v.max_seats)
        self._seats_changed()
        self._update_levels()

    def _seats_changed(self) -> None:
        """Show ``n`` seat rows; a seat added by raising the count is a computer (hosting a
        table: a person at another computer).

        Why: raising the count is how one asks for opponents; most of the time they are the
        computer, and a new human seat would start a hand-over game by surprise; a host asks
        for more friends. The first seat is never added this way, so it stays as it is (human
        by default).
        """
        n = self.seat_count.value()
        added = REMOTE if self.network else COMPUTER
        for i in range(max(1, self._shown_seats), n):
            kind = self.seat_rows[i][2]
            kind.setCurrentIndex(kind.findData(added))
        self._shown_seats = n
        for i, row in enumerate(self.seat_rows):
            for w in row:
                w.setVisible(i < n)
        self._sync_option_seats()
        self._update_host_button()
        self._fit()

    def _people(self) -> list[int]:
        """The seats of people, here or at another computer (the rules' "human" seats)."""
        return [i for i in range(self.seat_count.value())
                if self.seat_rows[i][2].currentData() in (HUMAN, REMOTE)]

    def _update_host_button(self) -> None:
        """Hosting needs a person at another computer: without one the table would be a
        local game, so "Host" is disabled and its tooltip says why."""
        if not self.network:
            return
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        remote = any(self.seat_rows[i][2].currentData() == REMOTE
                     for i in range(self.seat_count.value()))
        ok.setEnabled(remote)
        ok.setToolTip("" if remote else self.tr(
            "Make at least one seat a person at another computer."))

    def _sync_option_seats(self) -> None:
        """Tell a game's options widget how many seats (and humans) there are now.

        Some defaults depend on it (Ordet fanger removes two symbols for exactly 3 seats and
        judges by buzzing when two or more people play).
        """
        widget = self.options_widget
        if widget is None or not hasattr(widget, "set_seats"):
            return
        widget.set_seats(self.seat_count.value(), len(self._people()))

    def _update_levels(self) -> None:
        game = self._game()
        names = catalog.levels(game)
        for _, _, kind, level in self.seat_rows:
            current = level.currentData()
            level.blockSignals(True)
            level.clear()
            for name in names:
                level.addItem(catalog.level_label(name), name)
            idx = level.findData(current)
            if idx < 0:  # a new seat, or a game without that level: the game's default
                idx = max(0, level.findData(catalog.default_level(game)))
            level.setCurrentIndex(idx)
            level.blockSignals(False)
            level.setEnabled(kind.currentData() == COMPUTER)

    def _restore(self) -> None:
        raw = self.settings.value(self.settings_key, "")
        cfg: GameConfig | None = None
        if isinstance(raw, str) and raw:
            try:
                cfg = GameConfig.from_json(json.loads(raw))
            except (ValueError, TypeError, AttributeError):
                cfg = None
        if cfg is None or not playable(cfg.game):
            cfg = GameConfig("supertrumf", {"variant": "blixtduell"}, None, [
                SeatConfig(self.seat_names[0], HUMAN),
                SeatConfig(self.seat_names[1], REMOTE) if self.network
                else SeatConfig(self.tr("Computer"), COMPUTER, ""),
            ])
        self.set_config(cfg)

    def set_config(self, cfg: GameConfig) -> None:
        """Fill the dialog from ``cfg`` (used for remembered choices and by tests)."""
        idx = self.game_box.findData(cfg.game)
        self.game_box.setCurrentIndex(max(0, idx))
        self._game_changed()
        vidx = self.variant_box.findData(cfg.options.get("variant"))
        if vidx >= 0:
            self.variant_box.setCurrentIndex(vidx)
        if cfg.seats:
            self.seat_count.setValue(len(cfg.seats))
        for i, seat in enumerate(cfg.seats[:MAX_SEATS]):
            _, name, kind, level = self.seat_rows[i]
            name.setText(seat.name)
            kind.setCurrentIndex(max(0, kind.findData(seat.kind)))
            lidx = level.findData(catalog.canonical_level(cfg.game, seat.level))
            if lidx >= 0:
                level.setCurrentIndex(lidx)
        self._update_levels()
        self._sync_option_seats()
        if self.options_widget is not None:
            self.options_widget.set_options(cfg.options)  # type: ignore[attr-defined]
        self.seed_edit.setText("" if cfg.seed is None else str(cfg.seed))
        self.practice.setChecked(cfg.practice and not self.network)
        # a fixed deal is never hidden: it changes the game, so the player must see it
        self.advanced.setChecked(self.advanced.isChecked() or cfg.seed is not None)

    def select_game(self, game: str) -> None:
        """Switch the dialog to ``game`` (keeping the seat names typed so far)."""
        idx = self.game_box.findData(game)
        if idx >= 0 and idx != self.game_box.currentIndex():
            self.game_box.setCurrentIndex(idx)

    def tutorial(self) -> str | None:
        """The id of the chosen game's guided game (None: it has none, or cannot be played)."""
        game = self._game()
        return tutorials.for_game(game) if playable(game) else None

    def config(self) -> GameConfig:
        game = self._game()
        options: dict[str, Any] = {}
        if self.options_widget is not None:
            self._sync_option_seats()
            options.update(self.options_widget.options())  # type: ignore[attr-defined]
        options["seats"] = self.seat_count.value()
        v = self._variant()
        if v.key is not None:
            options["variant"] = v.key
        text = self.seed_edit.text().strip()
        seed = int(text) if text.isdigit() else None
        seats = []
        for i in range(self.seat_count.value()):
            _, name, kind, level = self.seat_rows[i]
            default = self.seat_names[i] if i < len(self.seat_names) else str(i + 1)
            seats.append(SeatConfig(name.text().strip() or default, str(kind.currentData()),
                                    str(level.currentData() or "")))
        people = [i for i, seat in enumerate(seats) if seat.is_human or seat.is_remote]
        options.update(catalog.seat_options(game, people))
        return GameConfig(game, options, seed, seats,
                          self.practice.isChecked() and not self.network)

    def _accept(self) -> None:
        text = self.seed_edit.text().strip()
        if text and not text.isdigit():
            self.error.setText(self.tr("The deal number must be a whole number (or empty)."))
            self.advanced.setChecked(True)
            return
        if not playable(self._game()):
            self.error.setText(self.tr("This game cannot be played yet."))
            return
        if self.network and not any(s.is_remote for s in self.config().seats):
            return  # "Host" is disabled then; Enter in a field must not host a local game
        cfg = self.config()
        remembered = cfg.to_json()
        remembered["seed"] = None  # a fixed seed is a one-off; do not repeat the same deal
        self.settings.setValue(self.settings_key, json.dumps(remembered))
        self.accept()

