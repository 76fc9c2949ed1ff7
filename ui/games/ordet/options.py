"""The Ordet fanger part of the New Game dialog: card set, judging, rounds and the seed's options.

Why a widget of its own: the options are specific to this game (a card-set chooser, the two
symbols to remove, a fixed category per young player), so the dialog only embeds this widget and
reads ``options()``, a dict the engine's ``normalize_options`` accepts.  The dialog tells it the
number of seats and of people (``set_seats``), which changes two defaults of the rules: two
symbols are removed for exactly three seats, and buzz-and-confirm is the default judging when two
or more people play.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QWidget,
)

from engine.ordet import cardsets
from engine.ordet.rules import DEFAULT_REMOVED
from ui.games.ordet.text import category, symbol_name, ui_language

AUTO = "auto"
MAX_SEATS = 6



class OrdetOptionsWidget(QWidget):
    """Options for a new Ordet fanger game; ``options()`` -> engine options (without seats)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = 4
        self.humans = 1
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.card_set = QComboBox()
        self.card_set.setObjectName("ordet_card_set")
        self.language = QComboBox()
        self.language.setObjectName("ordet_language")
        self.judging = QComboBox()
        self.judging.setObjectName("ordet_judging")
        self.rounds = QSpinBox()
        self.rounds.setObjectName("ordet_rounds")
        self.rounds.setRange(1, 3)
        self.rounds.setValue(2)
        self.answers = QSpinBox()
        self.answers.setObjectName("ordet_answers_needed")
        self.answers.setRange(1, 3)
        self.no_repeats = QCheckBox()
        self.no_repeats.setObjectName("ordet_no_repeats")
        self.no_repeats.setChecked(True)
        self.remove = QCheckBox()
        self.remove.setObjectName("ordet_remove_two")
        self.removed = [QComboBox(), QComboBox()]
        remove_row = QHBoxLayout()
        remove_row.addWidget(self.remove)
        for box in self.removed:
            remove_row.addWidget(box)
        remove_row.addStretch(1)
        self.fixed: list[QComboBox] = [QComboBox() for _ in range(MAX_SEATS)]
        self.fixed_labels = [QLabel() for _ in range(MAX_SEATS)]
        self.labels = {key: QLabel() for key in (
            "set", "language", "judging", "rounds", "answers", "repeats", "remove")}
        form.addRow(self.labels["set"], self.card_set)
        form.addRow(self.labels["language"], self.language)
        form.addRow(self.labels["judging"], self.judging)
        form.addRow(self.labels["rounds"], self.rounds)
        form.addRow(self.labels["answers"], self.answers)
        form.addRow(self.labels["repeats"], self.no_repeats)
        form.addRow(self.labels["remove"], remove_row)
        # the fixed categories of young players: one short list, folded away until wanted
        # (six rows of "Fixed category, seat n" made the dialog a wall of boxes)
        self.fixed_toggle = QToolButton()
        self.fixed_toggle.setObjectName("ordet_fixed_toggle")
        self.fixed_toggle.setCheckable(True)
        self.fixed_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.fixed_toggle.setAutoRaise(True)
        self.fixed_panel = QWidget()
        self.fixed_panel.setObjectName("ordet_fixed_list")
        grid = QGridLayout(self.fixed_panel)
        grid.setContentsMargins(12, 0, 0, 0)
        for i, (label, box) in enumerate(zip(self.fixed_labels, self.fixed, strict=True)):
            grid.addWidget(label, i // 2, (i % 2) * 2)
            grid.addWidget(box, i // 2, (i % 2) * 2 + 1)
            box.currentIndexChanged.connect(self._fixed_summary)
        self.labels["fixed"] = QLabel()
        form.addRow(self.labels["fixed"], self.fixed_toggle)
        form.addRow(self.fixed_panel)
        self.fixed_toggle.toggled.connect(self._fold)
        self._fold(False)
        self.card_set.currentIndexChanged.connect(self._set_changed)
        self.remove.toggled.connect(self._sync_enabled)
        self.judging.currentIndexChanged.connect(self._sync_enabled)
        self._remove_touched = False
        self.remove.clicked.connect(self._touched)
        self.retranslate()
        self.set_seats(4, 1)

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        set_id = self.card_set.currentData()
        self.card_set.blockSignals(True)
        self.card_set.clear()
        lang = ui_language()
        for sid in cardsets.available():
            try:
                cs = cardsets.get(sid)
            except ValueError:
                continue
            self.card_set.addItem(cs.name.get(lang) or cs.name.get("en") or sid, sid)
        index = self.card_set.findData(set_id if set_id else cardsets.default_set_id())
        self.card_set.setCurrentIndex(max(0, index))
        self.card_set.blockSignals(False)
        lang_data = self.language.currentData()
        self.language.clear()
        for code, name in (("en", "English"), ("sv", "Svenska"), ("nb", "Norsk bokmål"),
                           ("de", "Deutsch")):
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(lang_data or lang)))
        judging = self.judging.currentData()
        self.judging.clear()
        self.judging.addItem(self.tr("Automatic (buzzers with two or more people, else typed)"),
                             AUTO)
        self.judging.addItem(self.tr("Buzz and confirm (the table judges)"), "buzz")
        self.judging.addItem(self.tr("Typed answers (unknown ones: “Count it anyway?”)"), "typed")
        self.judging.addItem(self.tr("Typed answers, strict (only answers from the list)"),
                             "strict")
        self.judging.setCurrentIndex(max(0, self.judging.findData(judging or AUTO)))
        self.labels["set"].setText(self.tr("Card set:"))
        self.labels["language"].setText(self.tr("Answers in:"))
        self.labels["judging"].setText(self.tr("Judging:"))
        self.labels["rounds"].setText(self.tr("Rounds:"))
        self.labels["answers"].setText(self.tr("Answers needed to win a duel:"))
        self.labels["repeats"].setText(self.tr("No repeats:"))
        self.no_repeats.setText(self.tr("an answer counts only once per category and round"))
        self.labels["remove"].setText(self.tr("Fewer symbols:"))
        self.remove.setText(self.tr("remove two symbols"))
        self.labels["fixed"].setText(self.tr("Young players:"))
        for i, label in enumerate(self.fixed_labels):
            label.setText(self.tr("Seat {n}:").format(n=i + 1))
        self._fill_set_boxes()
        self._fixed_summary()

    def _fold(self, open_: bool) -> None:
        self.fixed_toggle.setArrowType(Qt.ArrowType.DownArrow if open_
                                       else Qt.ArrowType.RightArrow)
        self.fixed_panel.setVisible(open_)
        top = self.window()
        if top is not self:
            top.adjustSize()  # the dialog fits its content, folded or not

    def _fixed_summary(self) -> None:
        """The fold's text: how many seats have a fixed category."""
        count = sum(1 for i in range(self.seats) if self.fixed[i].currentData())
        if count:
            text = self.tr("a fixed category for %n seat(s)", "", count)
        else:
            text = self.tr("a fixed category for a seat (none)")
        self.fixed_toggle.setText(text)

    def _fill_set_boxes(self) -> None:
        set_id = self.card_set.currentData()
        try:
            cs = cardsets.get(str(set_id))
        except ValueError:
            return
        for k, box in enumerate(self.removed):
            old = box.currentData() or DEFAULT_REMOVED[k]
            box.clear()
            for name in cs.symbols:
                box.addItem(symbol_name(name), name)
            box.setCurrentIndex(max(0, box.findData(old)))
        for box in self.fixed:
            old = box.currentData()
            box.clear()
            box.addItem(self.tr("none (answer the opponent's card)"), "")
            for card in cs.cards:
                box.addItem(category(cs, cs.number_of(card.id)), card.id)
            box.setCurrentIndex(max(0, box.findData(old)))

    # ------------------------------------------------------------------ state
    def set_seats(self, seats: int, humans: int) -> None:
        """The dialog's seat count and number of people (they change defaults)."""
        self.seats = seats
        self.humans = humans
        if not self._remove_touched:
            self.remove.setChecked(seats == 3)
        for i, (label, box) in enumerate(zip(self.fixed_labels, self.fixed, strict=True)):
            label.setVisible(i < seats)
            box.setVisible(i < seats)
        self._fixed_summary()
        self._sync_enabled()

    def _touched(self) -> None:
        self._remove_touched = True

    def _set_changed(self) -> None:
        self._fill_set_boxes()

    def _sync_enabled(self) -> None:
        for box in self.removed:
            box.setEnabled(self.remove.isChecked())

    def judging_mode(self) -> str:
        mode = str(self.judging.currentData() or AUTO)
        if mode == AUTO:
            return "buzz" if self.humans >= 2 else "typed"
        return mode

    def options(self) -> dict[str, Any]:
        removed = [str(b.currentData()) for b in self.removed]
        remove = self.remove.isChecked() and removed[0] != removed[1]
        fixed = [self.fixed[i].currentData() for i in range(self.seats)]
        out: dict[str, Any] = {
            "card_set": str(self.card_set.currentData()),
            "language": str(self.language.currentData()),
            "judging": self.judging_mode(),
            "rounds": self.rounds.value(),
            "answers_needed": self.answers.value(),
            "no_repeats": self.no_repeats.isChecked(),
            "remove_two_symbols": remove,
            "removed_symbols": removed if remove else [],
            "fixed_categories": [str(f) if f else None for f in fixed],
        }
        return out

    def set_options(self, options: dict[str, Any]) -> None:
        """Show remembered options (unknown or stale values fall back to the defaults)."""
        for box, value in ((self.card_set, options.get("card_set")),
                           (self.language, options.get("language")),
                           (self.judging, options.get("judging_choice", options.get("judging")))):
            index = box.findData(value)
            if index >= 0:
                box.setCurrentIndex(index)
        for spin, number in ((self.rounds, options.get("rounds")),
                             (self.answers, options.get("answers_needed"))):
            if isinstance(number, int):
                spin.setValue(number)
        if isinstance(options.get("no_repeats"), bool):
            self.no_repeats.setChecked(bool(options["no_repeats"]))
        if isinstance(options.get("remove_two_symbols"), bool):
            self.remove.setChecked(bool(options["remove_two_symbols"]))
            self._remove_touched = True
        self._show_removed_and_fixed(options)
        self._sync_enabled()

    def _show_removed_and_fixed(self, options: dict[str, Any]) -> None:
        """``set_options`` for the removed symbols and the young players' categories."""
        removed = options.get("removed_symbols") or []
        for box, name in zip(self.removed, removed, strict=False):
            i = box.findData(name)
            if i >= 0:
                box.setCurrentIndex(i)
        fixed = options.get("fixed_categories") or []
        for box, cid in zip(self.fixed, fixed, strict=False):
            box.setCurrentIndex(max(0, box.findData(cid or "")))
        if any(fixed):
            self.fixed_toggle.setChecked(True)  # what was chosen is shown, not hidden
