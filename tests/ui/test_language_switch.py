"""Run-time language switches: a fixed set of translators, one retranslation per switch, every
text back in the new language, and no repainting of what a switch or refresh did not change.

Why these tests: a monkey test found each switch leaking ~0.14 MB (fresh ``QTranslator`` objects
every time) and stalling the event loop for over 300 ms (the window and table translated twice
per switch, every card item and zone repainted on every refresh).  Timing is measured by
``tools/lang_switch_bench.py``; these tests pin the causes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QTranslator
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

import ui.table.scene as scene_module
from engine.core import Rng
from ui.games.base import GameTable
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.paths import settings
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.table.animation import AnimationClock
from ui.table.card_item import CardItem
from ui.table.cards import CardFace
from ui.table.scene import CardSpec, TableScene, TableView
from ui.table.zones import Layout, Zone

CYCLE = ["sv", "de", "nb", "en"]

#: per game: options, and where its draw pile's caption is read ("Draw pile"/"Deck" in German:
#: "Nachziehstapel" in every game)
GAMES: dict[str, tuple[dict[str, Any], Callable[[Any], str]]] = {
    "supertrumf": ({"variant": "klassisk", "seats": 2}, lambda t: t.scene.zone("draw").label),
    "storma": ({"seats": 2, "first_house": 0}, lambda t: t.scene.zone("draw").label),
    "riftforce": ({"seats": 2}, lambda t: t.scene.zone("deck0").label),
    "ordet": ({"seats": 2, "language": "en"}, lambda t: t.draw_piles[0].caption),
}


def settle() -> None:
    """What the event loop does after a switch: deliver the posted LanguageChange, paint."""
    for _ in range(2):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    tr = Translations()
    tr.install("en")
    yield tr
    tr.install("en")


@pytest.fixture
def window(qtbot: QtBot, translations: Translations) -> Iterator[MainWindow]:
    w = MainWindow(translations, settings())
    w.files.autosave_enabled = False
    qtbot.addWidget(w)
    w.show()
    yield w
    if w.session is not None:
        w.session.cancel_thinking()
        w.session.paused = True


def start(window: MainWindow, game: str, moves: int = 0) -> GameTable:
    """The game's table with a human and a (paused) computer seat, after ``moves`` random
    actions (log lines to re-word); then nothing moves."""
    options, _caption = GAMES[game]
    window.start(GameConfig(game, dict(options), 7,
                            [SeatConfig("Ada", HUMAN), SeatConfig("Bo", COMPUTER)]))
    session, table = window.session, window.table
    assert session is not None
    assert table is not None
    session.paused = True
    session.cancel_thinking()
    table.set_animation_speed(0.0)
    rng = Rng(3)
    for _ in range(moves):
        if session.pending_handover is not None:
            session.accept_handover()
        session.submit(rng.choice(session.legal_actions()))
    settle()
    return table


class Spy:
    """Counts the calls of ``obj.name`` (an instance attribute wrapping the bound method)."""

    def __init__(self, obj: Any, name: str) -> None:
        self.calls = 0
        original = getattr(obj, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return original(*args, **kwargs)

        setattr(obj, name, counted)


# --------------------------------------------------------------------------- translators
def test_switching_back_and_forth_keeps_a_fixed_set_of_translators(
        window: MainWindow, qapp: QApplication) -> None:
    for code in CYCLE:  # every language loaded once
        window.set_language(code)
    settle()
    loaded = len(qapp.findChildren(QTranslator))
    for _ in range(6):
        for code in CYCLE:
            window.set_language(code)
        settle()
    assert len(qapp.findChildren(QTranslator)) == loaded


def test_installing_the_language_already_shown_changes_nothing(
        window: MainWindow, translations: Translations, qapp: QApplication) -> None:
    window.set_language("de")
    settle()
    generation = translations.generation
    count = len(qapp.findChildren(QTranslator))
    spy = Spy(window, "retranslate")
    window.set_language("de")
    settle()
    assert translations.generation == generation
    assert len(qapp.findChildren(QTranslator)) == count
    assert spy.calls == 0
    assert window.game_menu.title() == "&Spiel"


def test_our_translations_win_over_qt_own_after_any_number_of_switches(
        window: MainWindow) -> None:
    """Ours are installed after Qt's (Qt asks the last installed first); re-installing a
    cached pair must keep that order, or nb would show Qt's Nynorsk where we say Bokmål."""
    for _ in range(3):
        for code in CYCLE:
            window.set_language(code)
    window.set_language("nb")
    ours = QCoreApplication.translate("QPlatformTheme", "Cancel")
    window.set_language("de")
    window.set_language("nb")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == ours
    assert ours == "Avbryt"


# --------------------------------------------------------------------------- once per switch
@pytest.mark.parametrize("game", list(GAMES))
def test_one_switch_translates_the_window_and_its_table_once(
        window: MainWindow, game: str) -> None:
    table = start(window, game)
    window_spy = Spy(window, "retranslate")
    table_spy = Spy(table, "retranslate")
    welcome_spy = Spy(window.welcome, "retranslate")
    for n, code in enumerate(["de", "sv", "en", "nb", "de"], start=1):
        window.set_language(code)
        settle()
        assert (window_spy.calls, table_spy.calls, welcome_spy.calls) == (n, n, n)


def test_a_language_installed_elsewhere_still_translates_the_window(
        window: MainWindow, translations: Translations) -> None:
    """Only the LanguageChange Qt posts reaches the window then (no ``set_language``)."""
    translations.install("de")
    assert window.game_menu.title() == "&Game"  # not yet: the event is posted
    settle()
    assert window.game_menu.title() == "&Spiel"
    translations.install("en")
    settle()
    assert window.game_menu.title() == "&Game"


def test_a_stray_language_change_event_does_not_retranslate_again(window: MainWindow) -> None:
    window.set_language("sv")
    settle()
    spy = Spy(window, "retranslate")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert spy.calls == 0
    assert window.game_menu.title() == "&Spel"


# --------------------------------------------------------------------------- nothing stale
def _texts(window: MainWindow, table: GameTable) -> dict[str, object]:
    faces = sorted(item.face.title for item in getattr(table.scene, "cards", {}).values()
                   if item.face is not None)
    return {
        "menu": window.game_menu.title(),
        "welcome": window.welcome.button.text(),
        "status": window.status_label.text(),
        # each heading, then its lines
        "log": [text for heading, lines in window.log.turns() for text in (heading, *lines)],
        "draw": GAMES[table.session.game_name][1](table),
        "faces": faces,
    }


@pytest.mark.parametrize("game", list(GAMES))
def test_every_text_follows_the_language_back_and_forth(window: MainWindow, game: str) -> None:
    table = start(window, game, moves=12)
    assert len(window.log_lines()) >= 3
    english = _texts(window, table)
    assert english["draw"] in ("Draw pile", "Deck")
    for _ in range(2):
        window.set_language("de")
        settle()
        german = _texts(window, table)
        assert german["menu"] == "&Spiel"
        assert german["welcome"] == "Neues Spiel…"
        assert german["draw"] == "Nachziehstapel"
        assert german["status"] != english["status"]
        assert german["log"] != english["log"]
        window.set_language("sv")
        window.set_language("en")
        settle()
        assert _texts(window, table) == english


def test_riftforce_cards_show_guild_names_in_the_new_language(window: MainWindow) -> None:
    table = start(window, "riftforce", moves=30)
    window.set_language("de")
    settle()
    pool = [item.face.title for item in table.scene.cards.values() if item.face is not None]
    assert "Feuer" in pool
    assert "Fire" not in pool


# --------------------------------------------------------------------------- no needless paint
class CountingCard(CardItem):
    paints = 0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        type(self).paints += 1
        super().paint(painter, option, widget)


class CountingZone(Zone):
    paints = 0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        type(self).paints += 1
        super().paint(painter, option, widget)


@pytest.fixture
def felt(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> tuple[TableScene, AnimationClock]:
    """A shown table whose card items count their paintings."""
    monkeypatch.setattr(scene_module, "CardItem", CountingCard)
    CountingCard.paints = 0
    CountingZone.paints = 0
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    clock = AnimationClock()
    clock.set_speed(0)
    scene.add_zone(CountingZone("slot", QRectF(500, 400, 500, 260)))
    return scene, clock


def _painted_after(action: Callable[[], None]) -> tuple[int, int]:
    settle()
    CountingCard.paints = CountingZone.paints = 0
    action()
    settle()
    return CountingCard.paints, CountingZone.paints


def test_a_refresh_that_changes_nothing_repaints_no_card(
        felt: tuple[TableScene, AnimationClock]) -> None:
    scene, clock = felt
    specs = [CardSpec("back", "slot"), CardSpec("1B", "slot", "1B", CardFace("Knight"))]
    scene.sync(specs, clock)
    assert _painted_after(lambda: None) == (0, 0)
    assert _painted_after(lambda: scene.sync(specs, clock))[0] == 0
    # a new language: the face's text changes, the back does not - one card repaints
    german = [specs[0], CardSpec("1B", "slot", "1B", CardFace("Ritter"))]
    assert _painted_after(lambda: scene.sync(german, clock))[0] == 1
    # a look that changes (dimmed) repaints that card only
    dimmed = [CardSpec("back", "slot", dimmed=True), german[1]]
    assert _painted_after(lambda: scene.sync(dimmed, clock))[0] == 1


def test_a_zone_repaints_only_when_it_changes(felt: tuple[TableScene, AnimationClock]) -> None:
    scene, _clock = felt
    zone = scene.zone("slot")
    assert _painted_after(lambda: zone.set_accepts(False)) == (0, 0)
    assert _painted_after(lambda: zone.set_accepts(True))[1] == 1
    assert _painted_after(lambda: zone.set_accepts(True))[1] == 0
    zone.hint = "Drop here"
    settle()
    assert _painted_after(lambda: setattr(zone, "hint", "Drop here"))[1] == 0
    # a new language: the hint of an accepting empty zone is repainted
    assert _painted_after(lambda: setattr(zone, "hint", "Hier ablegen"))[1] == 1


def test_a_riftforce_refresh_repaints_no_location_zone_that_stayed_the_same(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    import ui.games.riftforce.table as riftforce_table

    class CountingLine(riftforce_table.LineZone):  # type: ignore[name-defined]
        paints = 0

        def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
                  widget: QWidget | None = None) -> None:
            type(self).paints += 1
            super().paint(painter, option, widget)

    monkeypatch.setattr(riftforce_table, "LineZone", CountingLine)
    table = start(window, "riftforce", moves=30)  # past the draft: the board is shown
    assert len(table.lines) == 10
    assert all(isinstance(z, CountingLine) and z.isVisible()
                                          for z in table.lines.values())
    CountingLine.paints = 0
    table.refresh()
    settle()
    assert CountingLine.paints == 0
    # a line zone's only words are the hint of an empty accepting zone; none shows one here,
    # so a language switch repaints none either
    assert not any(z.hint and z.empty and z.accepts for z in table.lines.values())
    window.set_language("de")
    settle()
    assert CountingLine.paints == 0


def test_a_zone_made_in_a_layout_still_paints(felt: tuple[TableScene, AnimationClock]) -> None:
    """The counting set-up really sees paintings (so the zero counts above mean something)."""
    scene, _clock = felt
    added = CountingZone("pile", QRectF(40, 40, 120, 150), Layout.STACK, label="Pile")
    assert _painted_after(lambda: scene.add_zone(added))[1] >= 1
