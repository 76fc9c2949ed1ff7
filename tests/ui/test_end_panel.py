"""Issue 23: an ending you see.

The results strip stands above the felt, opaque, and covers none of the final position (every
card and plate stays wholly in view, in every game, at the smallest window, in English and
German); a person's win gets a fanfare and a glowing plate, a loss and a game of computers
nothing; the replay opens sized like the main window, at move 0 with Play focused, and "Show
all cards" says why it cannot be used yet.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QRegion
from PySide6.QtWidgets import QApplication, QGraphicsDropShadowEffect, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from tests.ui.test_replay import finished_source
from ui.end_panel import EndPanel
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.replay import ReplaySource, ReplayWindow
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table.card_item import CardItem
from ui.table.felt_table import FeltTable
from ui.table.zones import Zone

#: every game and variant: (id, game, options, seed, number of seats)
GAMES: list[tuple[str, str, dict[str, Any], int, int]] = [
    ("klassisk", "supertrumf", {"variant": "klassisk"}, 3, 4),
    ("blixtduell", "supertrumf", {"variant": "blixtduell"}, 21, 2),
    ("storma", "storma", {}, 7, 2),
    ("riftforce", "riftforce", {}, 3, 2),
    ("ordet", "ordet", {}, 3, 2),
]


def start(window: MainWindow, game: str, options: dict[str, Any], seed: int,
          seats: list[SeatConfig]) -> Session:
    window.set_speed("off")
    options = dict(options, seats=len(seats))
    if game == "ordet":
        options["language"] = "en"
    session = window.start(GameConfig(game, options, seed, seats))
    assert session is not None, window.last_error
    session.paused = True  # the test makes every move
    session.cancel_thinking()
    session.computer_pace_ms = 0
    return session


def finish(window: MainWindow, qtbot: QtBot, seed: int) -> Session:
    """Play the running game to its end — every seat's move chosen by the heuristic player
    with ``Rng(seed)``; Ordet's duels on its duel clock, stepped by hand — and wait for the
    window's own end flow to open the strip."""
    session = window.session
    assert session is not None
    table: Any = window.table
    agent = games.agents(session.game_name)["heuristic"]()
    rng = Rng(seed)
    if session.game_name == "ordet":
        table.sim.set_manual(True)
    for _ in range(5000):
        if session.is_over():
            break
        if session.pending_handover is not None:
            session.accept_handover()
        seat = session.current_player()
        if session.game_name == "ordet" and (seat is None or session.state.duel is not None):
            session.paused = False  # the duel clock answers for the computer, or both pass
            table.sim.advance(0.5)
            session.paused = True
            continue
        assert seat is not None
        session.submit(agent.choose(Decision(session.game, session.game.clone(session.state),
                                             seat, session.legal_actions()), rng))
    assert session.is_over()
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=10000)
    return session


def in_window(widget: QWidget, rect: QRect) -> QRect:
    """``rect`` (in ``widget``'s coordinates) in its window's."""
    return QRect(widget.mapTo(widget.window(), rect.topLeft()), rect.size())


def on_screen(table: FeltTable, item: Any) -> QRect:
    """Where a card (its face, without the shadow) or a plate is drawn, in the window's
    coordinates."""
    # a card's face without its shadow; a plate's bounding rectangle has room for its frame
    rect = item.card_rect() if isinstance(item, CardItem) else item.boundingRect().adjusted(
        4, 4, -4, -4)
    polygon = table.view.mapFromScene(item.mapRectToScene(rect))
    return in_window(table.view.viewport(), polygon.boundingRect())


def seats_for(n: int) -> list[SeatConfig]:
    return [SeatConfig("Anna", HUMAN)] + [SeatConfig(f"Bot {i}", COMPUTER, "heuristic")
                                          for i in range(1, n)]


# ------------------------------------------------------------------ beside the final position
@pytest.mark.parametrize(("key", "game", "options", "seed", "n"), GAMES,
                         ids=[g[0] for g in GAMES])
def test_the_strip_covers_none_of_the_final_position(
        window: MainWindow, qtbot: QtBot, key: str, game: str, options: dict[str, Any],
        seed: int, n: int) -> None:
    start(window, game, options, seed, seats_for(n))
    window.resize(1024, 600)  # the smallest window: the felt has the least room to give
    session = finish(window, qtbot, seed)
    table = window.table
    panel = window.end_panel
    assert isinstance(table, FeltTable)
    assert isinstance(panel, EndPanel)
    QApplication.processEvents()
    strip = in_window(panel, panel.rect())
    viewport = in_window(table.view.viewport(), table.view.viewport().rect())
    assert not strip.intersects(viewport)  # nothing of the felt lies under the strip
    viewport.adjust(-1, -1, 1, 1)  # mapping to whole pixels rounds outwards
    plates = [p for p in table.plates if p.isVisible()]
    assert len(plates) == n
    # the cards, plates, piles, banners, score track: everything the felt shows
    # (not the drop areas, which may reach over the felt's edge)
    shown = [i for i in table.scene.items() if i.isVisible() and i.parentItem() is None
             and not isinstance(i, Zone)]
    assert len(shown) > n
    for item in shown:
        where = on_screen(table, item)
        assert viewport.contains(where), (key, getattr(item, "key", item))  # wholly in view
        assert not where.intersects(strip), (key, getattr(item, "key", item))
    # the strip is opaque: painted on a transparent image (its window's background left
    # out), every pixel of it is fully covered — the translucent plate let the felt through
    image = QImage(panel.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    panel.render(painter, QPoint(), QRegion(panel.rect()), QWidget.RenderFlag.DrawChildren)
    painter.end()
    alphas = {QColor(image.pixel(x, y)).alpha() for x in range(0, image.width(), 3)
              for y in range(image.height())}
    assert alphas == {255}
    # the keys as before: the default button focused, Escape (never a table's own Esc, like
    # Ordet's "give up") gives the felt its room back
    assert panel.again_button.hasFocus() or panel.focusWidget() is panel.again_button
    height = table.view.height()
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    assert session is window.session
    QApplication.processEvents()
    assert table.view.height() > height


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080)])
def test_every_word_of_the_strip_fits(window: MainWindow, qtbot: QtBot, lang: str,
                                      size: tuple[int, int]) -> None:
    """Storma's score lines are the longest, German the longest words; a four-seat Klassisk
    adds the most seats: nothing is cut off at any of the sizes."""
    window.set_language(lang)
    try:
        start(window, "supertrumf", {"variant": "klassisk"}, 3, seats_for(4))
        window.resize(*size)
        finish(window, qtbot, 3)
        window.end_panel.again_button.click()  # type: ignore[union-attr]  # a match tally
        session = window.session
        assert session is not None
        session.paused = True
        finish(window, qtbot, 4)
        start(window, "storma", {}, 7, seats_for(2))
        finish(window, qtbot, 7)
        panel = window.end_panel
        assert panel is not None
        QApplication.processEvents()
        assert panel.statistics.isVisible()
        for button in panel.findChildren(QPushButton):
            assert button.width() >= button.sizeHint().width(), button.text()
            assert panel.rect().contains(button.geometry()), button.text()
        for label in (panel.title, panel.headline, panel.scores, panel.statistics):
            assert label.height() >= label.heightForWidth(label.width()), label.text()
            assert panel.rect().contains(label.geometry()), label.text()
        assert panel.height() <= 130  # a strip, not a second table
    finally:
        window.set_language("en")


# ------------------------------------------------------------------ the winner's flourish
def glowing(table: FeltTable) -> list[int]:
    return [seat for seat, plate in enumerate(table.plates)
            if isinstance(plate.graphicsEffect(), QGraphicsDropShadowEffect)]


def blixt_seats(first: str, second: str) -> list[SeatConfig]:
    return [SeatConfig("Anna", first, "heuristic"), SeatConfig("Berit", second, "heuristic")]


def test_a_persons_win_gets_a_fanfare_and_a_glowing_plate(window: MainWindow,
                                                          qtbot: QtBot) -> None:
    start(window, "supertrumf", {"variant": "blixtduell"}, 1, blixt_seats(HUMAN, COMPUTER))
    table = window.table
    assert isinstance(table, FeltTable)
    session = finish(window, qtbot, 1)
    assert list(session.game.result(session.state).winners) == [0]  # Anna won
    assert table.sound.played.count("fanfare") == 1
    assert glowing(table) == [0]


def test_a_loss_and_a_game_of_computers_get_nothing(window: MainWindow, qtbot: QtBot) -> None:
    start(window, "supertrumf", {"variant": "blixtduell"}, 3, blixt_seats(HUMAN, COMPUTER))
    table = window.table
    assert isinstance(table, FeltTable)
    session = finish(window, qtbot, 3)
    assert list(session.game.result(session.state).winners) == [1]  # the computer won
    assert "fanfare" not in table.sound.played
    assert glowing(table) == []
    # nor a chime of the table's own for the end of a lost game (Riftforce has no other)
    start(window, "riftforce", {}, 3, [SeatConfig("Anna", HUMAN),
                                       SeatConfig("Rift", COMPUTER, "heuristic")])
    table = window.table
    assert isinstance(table, FeltTable)
    session = finish(window, qtbot, 3)
    assert list(session.game.result(session.state).winners) == [1]
    assert not {"fanfare", "win"} & set(table.sound.played)
    assert glowing(table) == []
    # two computers: somebody won, but nobody at this screen
    start(window, "supertrumf", {"variant": "blixtduell"}, 1, blixt_seats(COMPUTER, COMPUTER))
    table = window.table
    assert isinstance(table, FeltTable)
    finish(window, qtbot, 1)
    assert "fanfare" not in table.sound.played
    assert glowing(table) == []


def test_in_hot_seat_only_the_winners_plate_glows(window: MainWindow, qtbot: QtBot) -> None:
    start(window, "supertrumf", {"variant": "blixtduell"}, 3, blixt_seats(HUMAN, HUMAN))
    table = window.table
    assert isinstance(table, FeltTable)
    session = finish(window, qtbot, 3)
    assert list(session.game.result(session.state).winners) == [1]
    assert table.sound.played.count("fanfare") == 1
    assert glowing(table) == [1]


def test_the_glow_pulses_then_stays_and_goes_with_a_practice_undo(window: MainWindow,
                                                                   qtbot: QtBot) -> None:
    from ui.table.flourish import PULSE_MS, PULSES

    window.set_speed("fast")
    cfg = GameConfig("supertrumf", {"variant": "blixtduell", "seats": 2}, 1,
                     blixt_seats(HUMAN, COMPUTER), practice=True)
    session = window.start(cfg)
    assert session is not None
    session.paused = True
    session.cancel_thinking()
    table = window.table
    assert isinstance(table, FeltTable)
    finish(window, qtbot, 1)
    glows = window.ending.glows
    assert len(glows) == 1
    assert glows[0].running()
    assert glows[0].animation.duration() < PULSES * PULSE_MS  # "fast" is quicker
    qtbot.waitUntil(lambda: not glows[0].running(), timeout=5000)
    assert glowing(table) == [0]  # …and then it stays
    window.undo.undo_action.trigger()
    assert not session.is_over()
    assert glowing(table) == []


# ------------------------------------------------------------------ the replay window
def replay_of(window: MainWindow) -> ReplayWindow:
    found = [w for w in window.findChildren(ReplayWindow) if w.isVisible()]
    assert len(found) == 1
    return found[0]


def test_the_replay_opens_like_the_main_window_at_move_0_with_play_focused(
        window: MainWindow, qtbot: QtBot) -> None:
    start(window, "supertrumf", {"variant": "blixtduell"}, 1, blixt_seats(HUMAN, COMPUTER))
    area = window.screen().availableGeometry()
    window.resize(area.width() - 60, area.height() - 100)
    window.move(area.topLeft())
    session = finish(window, qtbot, 1)
    assert window.end_panel is not None
    qtbot.mouseClick(window.end_panel.replay_button, Qt.MouseButton.LeftButton)
    replay = replay_of(window)
    qtbot.addWidget(replay)
    assert replay.size() == window.size()  # the room the player gave the game
    assert area.contains(replay.geometry())
    assert replay.position == 0
    assert replay.controls.slider.value() == 0
    play = replay.controls.play_button
    replay.activateWindow()
    qtbot.waitUntil(lambda: replay.focusWidget() is play)
    assert play.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert not play.autoRaise()
    # Space on the focused Play plays once (the button and the window's key are one)
    qtbot.keyClick(play, Qt.Key.Key_Space)
    assert replay.timer.isActive()
    assert replay.controls.playing
    qtbot.keyClick(play, Qt.Key.Key_Space)
    assert not replay.timer.isActive()
    replay.close()
    # a maximised main window: the replay fills the screen too
    window.showMaximized()
    qtbot.mouseClick(window.end_panel.replay_button, Qt.MouseButton.LeftButton)  # type: ignore[union-attr]
    replay = replay_of(window)
    qtbot.addWidget(replay)
    assert replay.isMaximized()
    replay.close()
    assert session is window.session


def test_a_main_window_bigger_than_the_screen_gives_a_replay_that_fits(
        qtbot: QtBot, qapp: QApplication) -> None:
    main = QWidget()
    qtbot.addWidget(main)
    area = main.screen().availableGeometry()
    main.resize(area.width() + 500, area.height() + 300)
    main.move(area.topLeft() + QPoint(200, 100))
    replay = ReplayWindow(finished_source("storma", {}), 0.0)
    qtbot.addWidget(replay)
    replay.place_like(main)
    assert area.contains(replay.geometry())
    assert replay.width() == area.width()
    assert replay.height() == area.height()
    # no window to follow: the main window's first-start size, on the primary screen
    other = ReplayWindow(finished_source("storma", {}), 0.0)
    qtbot.addWidget(other)
    other.place_like(None)
    assert area.contains(other.geometry())


def test_show_all_cards_says_why_it_is_disabled(qtbot: QtBot) -> None:
    replay = ReplayWindow(finished_source("storma", {}), 0.0)
    qtbot.addWidget(replay)
    box = replay.controls.reveal_box
    assert not box.isEnabled()
    assert "at the end of the game" in box.toolTip()
    replay.go_to(replay.moves)
    assert box.isEnabled()
    assert "every hand face up" in box.toolTip()
    replay.go_to(3)
    assert not box.isEnabled()
    assert "at the end of the game" in box.toolTip()
    # a save of a game that never ended: there is no end to go to
    source = finished_source("storma", {})
    unfinished = ReplaySource(source.game, source.options, source.seed, source.seats,
                              source.actions[:10])
    other = ReplayWindow(unfinished, 0.0)
    qtbot.addWidget(other)
    other.go_to(other.moves)
    tip = other.controls.reveal_box.toolTip()
    assert not other.controls.reveal_box.isEnabled()
    assert tip == "Available once the game is over"
