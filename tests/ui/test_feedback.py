"""Feedback a player can't miss, the same mechanism at every table.

A refused move shows its reason in a callout on the felt next to where it happened — readable,
wrapped, never elided, announced, gone with the next click — with the table's own card names
in the UI language; the Controls page opens from the Help menu and with ``?``; Tab walks the
felt and never falls into the log; a double-click makes the one obvious move; focus frames
leave cards that leave the hand; every table fits a 1024×600 window.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storma import cards as cd
from engine.supertrumf import deck
from engine.supertrumf.rules import Play
from engine.supertrumf.state import PLAY
from tests.engine.storma.positions import c, position
from tests.ui import test_storma_table as storma_ui
from tests.ui import test_supertrumf_table as super_ui
from tests.ui.riftforce_script import two_people
from tests.ui.test_ordet_table import make as make_ordet
from tests.ui.test_ordet_table import state as ordet_state
from ui.games.base import GameTable
from ui.games.storma import text as storma_text
from ui.games.supertrumf import SupertrumfTable
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.reasons import translate_reason
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table import callout as callout_mod
from ui.table import felt_table, theme
from ui.table.felt_table import FeltTable

ENGINE = Path(__file__).resolve().parents[2] / "engine"
LANGS = ("en", "sv", "de", "nb")

_SESSIONS: list[Session] = []


@pytest.fixture(autouse=True)
def _forget_sessions() -> Iterator[None]:
    yield  # conftest stops every session; the list only keeps them alive during a test
    _SESSIONS.clear()


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    t = Translations()
    yield t
    t.install("en")


@pytest.fixture
def storma_tables(qtbot: QtBot) -> Iterator[list[Any]]:
    made: list[Any] = []
    yield made
    for table in made:
        table.session.cancel_thinking()
        table.session.paused = True


class Announcements:
    """Stands in for ``QAccessible``: records what is announced to assistive technology."""

    said: ClassVar[list[str]] = []

    @classmethod
    def updateAccessibility(cls, event: Any) -> None:
        cls.said.append(event.message())


@pytest.fixture
def announced(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    Announcements.said = []
    monkeypatch.setattr(felt_table, "QAccessible", Announcements)
    return Announcements.said


def assert_callout(table: FeltTable, near: QPointF, text: str) -> None:
    """The callout shows ``text`` whole, readable on screen, pointing at ``near``."""
    box = table.callout.box()
    assert table.callout.isVisible()
    assert table.callout.text == text
    # it points at the place: the pointer's tip is the point, the bubble right beside it
    assert table.callout.anchor == near
    gap = math.hypot(max(box.left() - near.x(), 0, near.x() - box.right()),
                     max(box.top() - near.y(), 0, near.y() - box.bottom()))
    assert gap <= table.callout.pixel_size * 1.5
    assert table.scene.sceneRect().contains(box)
    # readable: at least 12 px on screen at this window size
    assert table.callout.pixel_size * table.view.transform().m11() >= 12
    # never elided: the wrapped text fits the bubble
    pad = callout_mod.PAD * table.callout.pixel_size
    inner = box.adjusted(pad, pad, -pad, -pad)
    needed = QFontMetricsF(theme.font(table.callout.pixel_size, bold=True)).boundingRect(
        QRectF(0, 0, inner.width(), 10_000), int(Qt.TextFlag.TextWordWrap), text)
    assert needed.height() <= inner.height() + 1
    assert needed.width() <= inner.width() + 1


def click_empty_felt(qtbot: QtBot, table: FeltTable) -> None:
    """A click on bare felt (top middle, where no table puts anything)."""
    for x, y in ((800, 24), (600, 24), (1000, 24)):
        point = QPointF(x, y)
        if not [i for i in table.scene.items(point) if i.isVisible()]:
            qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, table.view.mapFromScene(point))
            return
    raise AssertionError("no bare felt to click")


# ------------------------------------------------------------------ callouts, every game
def test_supertrumf_refused_drop_shows_a_callout_at_the_drop_point(
        qtbot: QtBot, announced: list[str]) -> None:
    session, table = super_ui.make(qtbot, "klassisk", [HUMAN, COMPUTER], 5)
    _SESSIONS.append(session)
    table.resize(1280, 800)
    super_ui.wait_for_human(qtbot, session)
    assert session.state.phase == PLAY  # Klassisk: the play starts at once
    card = super_ui.hand_items(table)[0]
    target = table.scene.zone("slot1").rect.center()
    super_ui.drag_to(qtbot, table, card, target)
    reason = "Cards can only be put out on your own place."
    assert session.actions == [] or session.actions[-1] != Play((card.card_id,))
    point = table.callout.anchor
    assert math.hypot(point.x() - target.x(), point.y() - target.y()) < theme.CARD_W
    assert_callout(table, point, reason)
    assert announced == [reason]
    click_empty_felt(qtbot, table)
    assert not table.callout.isVisible()


def test_storma_refusal_callout_names_cards_as_the_table_does_in_swedish(
        qtbot: QtBot, storma_tables: list[Any], announced: list[str],
        translations: Translations) -> None:
    translations.install("sv")
    state = position(hands=(("5S", "3D", "9C"), ()), active=("QH", "KS"))
    table = storma_ui.make_table(qtbot, storma_tables, (HUMAN, COMPUTER), state)
    forbidden = storma_ui.item(table, c("5S"))
    storma_ui.drag(qtbot, table, forbidden, "act1")
    assert table.session.actions == []
    text = table.callout.text
    assert "5♠" in text
    assert "5S" not in text
    assert "same suit" not in text
    centre = table.scene.zone("act1").rect.center()
    at = table.callout.anchor
    assert abs(at.x() - centre.x()) < theme.CARD_W
    assert abs(at.y() - centre.y()) < theme.CARD_H
    assert_callout(table, at, text)
    assert announced == [text]
    # a key takes it away, and a refused key shows its own where the keyboard is
    qtbot.keyClick(table.view, Qt.Key.Key_A)
    assert table.callout.isVisible()
    assert table.callout.text != text


def test_riftforce_refused_drop_shows_a_callout(qtbot: QtBot, announced: list[str]) -> None:
    session, table = two_people(qtbot, _SESSIONS)
    me = session.state.to_move
    hand = table.own_hand_items()
    target = table.scene.zone(f"line{1 - me}_2").rect.center()
    vp = table.view.viewport()
    a = table.view.mapFromScene(hand[0].centre_scene())
    b = table.view.mapFromScene(target)
    before = len(session.actions)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, a + QPoint(12, -12))
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    assert len(session.actions) == before
    assert table.callout.isVisible()
    assert announced == [table.callout.text]
    at = table.callout.anchor
    assert math.hypot(at.x() - target.x(), at.y() - target.y()) < theme.CARD_H
    assert_callout(table, at, table.callout.text)


def test_ordet_refused_draw_shows_a_callout_at_the_pile(
        qtbot: QtBot, announced: list[str]) -> None:
    table = make_ordet(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "typed", "rounds": 1},
                       seed=3)
    _SESSIONS.append(table.session)
    table.resize(1280, 800)
    table.session.cancel_thinking()
    st = ordet_state(table)
    st.turn = 0
    st.draw[1] = []
    table.refresh()
    pile = table.draw_piles[1]
    centre = pile.sceneBoundingRect().center()
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, table.view.mapFromScene(centre))
    assert_callout(table, centre, "This draw pile is empty.")
    assert announced == ["This draw pile is empty."]


def _templates(game: str) -> list[tuple[str, list[str]]]:
    """Every reason template of ``game``'s engine with its placeholders."""
    found = []
    for path in sorted((ENGINE / game).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                    and len(node.args) == 2 and isinstance(node.args[1], ast.Constant)
                    and getattr(node.args[0], "value", "") == "engine"):
                text = str(node.args[1].value)
                found.append((text, re.findall(r"\{([a-z_]+)[^}]*\}", text)))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_no_reason_of_any_game_shows_a_raw_card_id(translations: Translations,
                                                    lang: str) -> None:
    """Every engine reason template of every game, its card placeholders filled as the engine
    fills them, through the tables' formatters: the table's card names, never an id."""
    translations.install(lang)
    storma_ids = [cd.card_name(x) for x in (c("4H"), c("10S"), c("QD"), 52)]
    super_ids = [i for i in deck.BY_ID if deck.card(i).name.lower() != i.lower()][:3]
    raw = re.compile(r"\b(?:10|[2-9AJQK])[SHDC]\b|\bJoker\d\b|\b\d[A-D]\b")
    checked = 0
    for game, ids, fmt in (
            ("storma", storma_ids, lambda e: storma_text.reason_text(e)),
            ("supertrumf", super_ids,
             lambda e: translate_reason(e, SupertrumfTable.card_label)),
            ("riftforce", ["17"], lambda e: translate_reason(e, GameTable.card_label)),
            ("ordet", ["3"], lambda e: translate_reason(e, GameTable.card_label))):
        for template, fields in _templates(game):
            for card in ids:
                params = {f: (card if f in ("card", "target") else 2) for f in fields}
                from engine.core import IllegalAction

                text = fmt(IllegalAction(template, **params))
                assert not raw.search(text), (game, lang, template, text)
                assert "{" not in text, (game, lang, template, text)
                checked += 1
    assert checked > 100


# ------------------------------------------------------------------ Controls page
def test_controls_page_from_the_menu_and_the_question_mark(window: MainWindow,
                                                           qtbot: QtBot) -> None:
    from ui.controls_dialog import ControlsDialog

    assert not window.controls_action.isEnabled()  # no game: no table to explain
    for game, opts in (("supertrumf", {"variant": "klassisk", "seats": 2}), ("storma", {}),
                       ("riftforce", {}), ("ordet", {"seats": 2})):
        cfg = GameConfig(game, opts, 3, [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)])
        window.confirm_abandon = lambda: True  # type: ignore[method-assign]
        session = window.start(cfg)
        assert session is not None
        assert window.table is not None
        session.paused = True
        session.cancel_thinking()
        assert window.controls_action.isEnabled()
        window.controls_action.trigger()
        dialog = window.findChild(ControlsDialog, "controls_dialog")
        assert dialog is not None
        assert dialog.isVisible()
        rows = dialog.rows()
        assert rows[:len(window.table.controls())] == window.table.controls()
        assert len(window.table.controls()) >= 6
        assert any("Tab" in g for g, _ in rows)
        assert any("Esc" in gesture for gesture, _ in rows)
        assert any("ouble" in gesture for gesture, _ in rows) or game == "ordet"
        dialog.close()
        QApplication.processEvents()
        # "?" at the table opens the same page
        window.table.view.setFocus()
        qtbot.keyClick(window.table.view, "?")
        dialog = next(d for d in window.findChildren(ControlsDialog) if d.isVisible())
        assert dialog.rows() == rows
        dialog.close()
        QApplication.processEvents()


# ------------------------------------------------------------------ Tab, Escape, focus
def test_tab_walks_the_felt_and_never_into_the_log(window: MainWindow, qtbot: QtBot) -> None:
    cfg = GameConfig("supertrumf", {"variant": "klassisk", "seats": 2}, 5,
                     [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)])
    session = window.start(cfg)
    assert session is not None
    assert window.table is not None
    table = window.table
    assert isinstance(table, SupertrumfTable)
    session.computer_pace_ms = 0
    qtbot.waitUntil(lambda: session.human_to_act(), timeout=10000)
    window.activateWindow()
    table.view.setFocus()
    hand = table.own_hand_items()
    assert table.tab_walk.stops() == hand  # nothing selected: Put out is off, no stop
    seen = []
    for _ in range(len(hand) + 1):
        qtbot.keyClick(table.view, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is table.view  # never the log
        seen.append(table.tab_walk.current)
        assert [i for i in hand if i.focused] == [table.tab_walk.current]  # one ring
    assert seen == [*hand, hand[0]]  # round and round
    qtbot.keyClick(table.view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert table.tab_walk.current is hand[-1]
    # on a hand card Space is the game's own key: it selects that card; Escape clears it
    qtbot.keyClick(table.view, Qt.Key.Key_Tab)
    qtbot.keyClick(table.view, Qt.Key.Key_Tab)
    assert table.tab_walk.current is hand[1]
    assert table.focus_index == 1
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert hand[1].selected
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert not [i for i in hand if i.selected]
    # with a card selected, Put out is a stop after the hand; Enter on it puts the card out
    qtbot.keyClick(table.view, Qt.Key.Key_Tab)
    qtbot.keyClick(table.view, Qt.Key.Key_Tab)
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert hand[1].selected
    assert table.tab_walk.stops() == [*hand, table.play_button]
    for _ in range(len(hand) - 1):
        qtbot.keyClick(table.view, Qt.Key.Key_Tab)
    assert table.tab_walk.current is table.play_button
    assert table.play_button.focused
    assert not [i for i in hand if i.focused]
    before = len(session.actions)
    card = hand[1].card_id
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert session.actions[before] == Play((card,))
    assert QApplication.focusWidget() is table.view


def test_focus_and_selection_marks_leave_played_cards(qtbot: QtBot) -> None:
    session, table = super_ui.make(qtbot, "klassisk", [HUMAN, COMPUTER], 5)
    _SESSIONS.append(session)
    super_ui.wait_for_human(qtbot, session)
    hand = super_ui.hand_items(table)
    card = hand[0]
    card.set_focused(True)
    card.set_selected(True)
    legal = [a for a in session.legal_actions() if isinstance(a, Play)
             and a.cards == (card.card_id,)]
    assert legal
    table.view.setFocus()
    assert table._submit(legal[0])
    assert card.zone_name != "hand0"
    assert not card.focused
    assert not card.selected


def test_double_click_puts_out_the_card_alone(qtbot: QtBot) -> None:
    session, table = super_ui.make(qtbot, "klassisk", [HUMAN, COMPUTER], 5)
    _SESSIONS.append(session)
    super_ui.wait_for_human(qtbot, session)
    card = super_ui.hand_items(table)[0]
    before = len(session.actions)
    vp = table.view.viewport()
    at = super_ui.grab_point(table, card)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    qtbot.mousePress(vp, left, none, at)
    qtbot.mouseRelease(vp, left, none, at)
    qtbot.mouseDClick(vp, left, none, at)
    qtbot.mouseRelease(vp, left, none, at)
    assert session.actions[before] == Play((card.card_id,))
    # not the leader's naming phase or another seat's card: nothing
    assert table.obvious_action(table.scene.card_items()[0]) is None or \
        table.scene.card_items()[0].zone_name == "hand0"


# ------------------------------------------------------------------ 1024 × 600
@pytest.mark.parametrize("game,options", [
    ("supertrumf", {"variant": "klassisk", "seats": 4}),
    ("supertrumf", {"variant": "blixtduell", "seats": 2}),
    ("storma", {}), ("riftforce", {}), ("ordet", {"seats": 2}), ("ordet", {"seats": 6})])
def test_every_table_fits_1024_by_600(window: MainWindow, game: str,
                                      options: dict[str, Any]) -> None:
    seats = options.get("seats", 2)
    cfg = GameConfig(game, options, 4, [SeatConfig("Anna", HUMAN)]
                     + [SeatConfig(f"CPU {i}", COMPUTER) for i in range(1, seats)])
    session = window.start(cfg)
    assert session is not None
    assert window.table is not None
    session.paused = True
    session.cancel_thinking()
    window.resize(1024, 600)
    QApplication.processEvents()
    assert window.width() <= 1024
    assert window.height() <= 600
    assert not window.log_dock.isHidden()  # …with the log open; and it can close
    table = window.table
    assert isinstance(table, FeltTable)
    view = table.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    scene = table.scene.sceneRect()
    assert shown.contains(scene.adjusted(1, 1, -1, -1))  # the whole felt is on screen
    zones = [z for z in table.scene.zones.values() if z.isVisible()]
    for i, a in enumerate(zones):
        assert scene.contains(a.rect), a.name
        for b in zones[i + 1:]:
            assert not a.rect.intersects(b.rect), (a.name, b.name)
    # cards keep a readable size: at least 70 px wide on screen
    assert theme.CARD_W * view.transform().m11() * min(
        (c.card_scale for c in table.scene.card_items()), default=1.0) >= 40
    window.log_action.trigger()
    assert window.log_dock.isHidden()
    window.log_action.trigger()


# ------------------------------------------------------------------ the end of a game
def test_end_panel_opens_after_the_last_animation_and_counts_the_match(
        window: MainWindow, qtbot: QtBot) -> None:
    cfg = GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 4,
                     [SeatConfig("A", COMPUTER, "heuristic"), SeatConfig("B", COMPUTER)])
    window.set_speed("normal")
    session = window.start(cfg)
    assert session is not None
    assert window.table is not None
    session.computer_pace_ms = 0
    table = window.table
    assert isinstance(table, FeltTable)
    at_over: list[bool] = []
    session.gameOver.connect(lambda: at_over.append(table.clock.busy()))
    shown_while_busy: list[bool] = []

    def watch(dt: float) -> None:
        del dt
        if window.end_panel is not None and window.end_panel.isVisible():
            shown_while_busy.append(table.clock.busy())

    table.clock.tick.connect(watch)
    qtbot.waitUntil(lambda: session.is_over(), timeout=30000)
    assert at_over == [True]  # the last reveal was still moving when the game ended…
    assert window.end_panel is None or not window.end_panel.isVisible()  # …no panel over it
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=10000)
    assert not table.clock.busy()
    assert not any(shown_while_busy)
    panel = window.end_panel
    assert panel is not None
    assert panel.parent() is table
    result = session.game.result(session.state)
    winner = session.name(result.winners[0])
    assert winner in panel.headline.text()
    assert "A" in panel.scores.text()
    assert panel.tally.isHidden()  # one game is no match yet
    # Play again with Enter, the second game ends: the match tally counts both
    window.set_speed("off")
    first = session
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session is not first, timeout=5000)
    second = window.session
    assert second is not None
    second.computer_pace_ms = 0
    qtbot.waitUntil(lambda: second.is_over(), timeout=30000)
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=10000)
    wins = [0, 0]
    for s in (first, second):
        for w in s.game.result(s.state).winners:
            wins[w] += 1
    panel = window.end_panel
    assert panel is not None
    assert not panel.tally.isHidden()
    assert f"A {wins[0]} – {wins[1]} B" in panel.tally.text()
    # Escape closes the panel and leaves the finished table to look at
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    assert window.session is second


@pytest.mark.parametrize("lang,expected", [("en", "2.9 s"), ("sv", "2,9 s"), ("de", "2,9 s"),
                                           ("nb", "2,9 s")])
def test_numbers_follow_the_ui_locale(translations: Translations, lang: str,
                                      expected: str) -> None:
    from engine.ordet import cardsets
    from engine.ordet.events import Reveal
    from ui.games.ordet.text import OrdetWords

    translations.install(lang)
    words = OrdetWords()
    line = words.describe(Reveal(answers={0: ("apple",)}, seconds={0: 2.93}),
                          cardsets.get(cardsets.default_set_id()), ["Anna", "Berit"])
    assert line is not None
    assert expected in line
