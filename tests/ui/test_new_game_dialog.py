"""The New Game dialog, driven through its own widgets: new seats are computers, the deal
number is folded away under "Advanced", the box fits each game, and Supertrumf's variants keep
their Swedish names in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from ui import catalog
from ui.i18n import LANGUAGES, Translations
from ui.new_game_dialog import NewGameDialog
from ui.paths import settings
from ui.session import COMPUTER, HUMAN


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    tr = Translations()
    tr.install("en")
    yield tr
    tr.install("en")


@pytest.fixture
def dialog(qtbot: QtBot, translations: Translations) -> NewGameDialog:
    d = NewGameDialog(settings())
    qtbot.addWidget(d)
    d.show()
    return d


def choose(dialog: NewGameDialog, box_name: str, key: str) -> None:
    """Pick the item with data ``key`` in the named combo box, as a user does with the keys."""
    box = dialog.game_box if box_name == "game" else dialog.variant_box
    target = box.findData(key)
    assert target >= 0, key
    box.setFocus()
    while box.currentIndex() != target:
        key_press = Qt.Key.Key_Down if box.currentIndex() < target else Qt.Key.Key_Up
        QtBot.keyClick(box, key_press)


def raise_players(dialog: NewGameDialog, to: int) -> None:
    while dialog.seat_count.value() < to:
        QtBot.keyClick(dialog.seat_count, Qt.Key.Key_Up)


def kinds(dialog: NewGameDialog) -> list[str]:
    return [str(dialog.seat_rows[i][2].currentData()) for i in range(dialog.seat_count.value())]


def test_seats_added_by_raising_the_count_are_computers(dialog: NewGameDialog) -> None:
    choose(dialog, "game", "supertrumf")
    choose(dialog, "variant", "klassisk")
    assert dialog.seat_count.value() == 2
    second = dialog.seat_rows[1][2]
    second.setCurrentIndex(second.findData(HUMAN))  # two people at the table already
    raise_players(dialog, 4)
    assert kinds(dialog) == [HUMAN, HUMAN, COMPUTER, COMPUTER]
    assert [dialog.seat_rows[i][3].isEnabled() for i in range(4)] == [False, False, True, True]
    cfg = dialog.config()
    assert [s.kind for s in cfg.seats] == [HUMAN, HUMAN, COMPUTER, COMPUTER]
    assert cfg.options == {"variant": "klassisk", "seats": 4}


def test_ordet_up_to_six_seats_keeps_the_first_seat_human(dialog: NewGameDialog) -> None:
    choose(dialog, "game", "ordet")
    first = dialog.seat_rows[0][2]
    assert first.currentData() == HUMAN
    raise_players(dialog, 6)
    assert kinds(dialog) == [HUMAN] + [COMPUTER] * 5
    # lowering and raising again adds computers again: a seat shown anew is a new seat
    QtBot.keyClick(dialog.seat_count, Qt.Key.Key_Down)
    dialog.seat_rows[4][2].setCurrentIndex(dialog.seat_rows[4][2].findData(HUMAN))
    QtBot.keyClick(dialog.seat_count, Qt.Key.Key_Up)
    assert kinds(dialog) == [HUMAN, COMPUTER, COMPUTER, COMPUTER, HUMAN, COMPUTER]


def test_deal_number_is_folded_away_under_advanced(dialog: NewGameDialog, qtbot: QtBot) -> None:
    assert not dialog.advanced.isChecked()
    assert not dialog.seed_edit.isVisible()
    assert dialog.advanced.isVisible()
    assert dialog.seed_label.text() == "&Deal number — the same number gives the same shuffle:"
    qtbot.mouseClick(dialog.advanced, Qt.MouseButton.LeftButton)
    assert dialog.seed_edit.isVisible()
    assert dialog.seed_label.isVisible()
    qtbot.keyClicks(dialog.seed_edit, "42")
    assert dialog.config().seed == 42
    qtbot.mouseClick(dialog.advanced, Qt.MouseButton.LeftButton)
    assert not dialog.seed_edit.isVisible()
    assert dialog.config().seed == 42  # folding it away does not forget the number


def test_bad_deal_number_unfolds_advanced(dialog: NewGameDialog, qtbot: QtBot) -> None:
    dialog.seed_edit.setText("abc")  # typed earlier, then folded away
    assert not dialog.seed_edit.isVisible()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.result() == 0
    assert "deal number" in dialog.error.text()
    assert dialog.advanced.isChecked()
    assert dialog.seed_edit.isVisible()


def test_a_fixed_deal_restored_from_a_config_is_shown(dialog: NewGameDialog) -> None:
    cfg = dialog.config()
    cfg.seed = 7
    dialog.set_config(cfg)
    assert dialog.advanced.isChecked()
    assert dialog.seed_edit.text() == "7"


def test_dialog_fits_each_game_and_shrinks_back(dialog: NewGameDialog) -> None:
    choose(dialog, "game", "riftforce")
    riftforce = dialog.size()
    assert dialog.options_group.isVisible()
    choose(dialog, "game", "ordet")
    ordet = dialog.size()
    assert ordet.height() > riftforce.height() + 100  # Ordet fanger's many options
    choose(dialog, "game", "riftforce")
    assert dialog.size() == riftforce  # not the Ordet-sized, mostly empty box
    choose(dialog, "game", "supertrumf")
    assert not dialog.options_group.isVisible()
    assert dialog.width() < riftforce.width()


def test_fewer_players_shrink_the_dialog(dialog: NewGameDialog) -> None:
    choose(dialog, "game", "supertrumf")
    choose(dialog, "variant", "klassisk")
    two = dialog.height()
    raise_players(dialog, 4)
    assert dialog.height() > two
    QtBot.keyClick(dialog.seat_count, Qt.Key.Key_Down)
    QtBot.keyClick(dialog.seat_count, Qt.Key.Key_Down)
    assert dialog.height() == two


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_supertrumf_variants_keep_their_swedish_names(
        qtbot: QtBot, translations: Translations, language: str) -> None:
    translations.install(language)
    dialog = NewGameDialog(settings())
    qtbot.addWidget(dialog)
    dialog.show()
    choose(dialog, "game", "supertrumf")
    names = [dialog.variant_box.itemText(i) for i in range(dialog.variant_box.count())]
    assert names == ["Klassisk", "Blixtduell"]
    for key in ("klassisk", "blixtduell"):
        choose(dialog, "variant", key)
        variant = next(v for v in catalog.info("supertrumf").variants if v.key == key)
        note = QCoreApplication.translate("catalog", variant.note)
        assert dialog.variant_note.isVisible()
        assert dialog.variant_note.text() == note
        index = dialog.variant_box.currentIndex()
        assert dialog.variant_box.itemData(index, Qt.ItemDataRole.ToolTipRole) == note


def test_variant_notes_say_the_rules_facts(dialog: NewGameDialog) -> None:
    choose(dialog, "game", "supertrumf")
    choose(dialog, "variant", "klassisk")
    assert dialog.variant_note.text().startswith("2–4 players, the classic game")
    choose(dialog, "variant", "blixtduell")
    assert dialog.variant_note.text().startswith("Two players, a quick duel with prize cards")
    assert (dialog.seat_count.minimum(), dialog.seat_count.maximum()) == (2, 2)
    choose(dialog, "game", "storma")  # one rule set, nothing to explain
    assert not dialog.variant_note.isVisible()
    assert dialog.variant_box.currentText() == "Two players"
