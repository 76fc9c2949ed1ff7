"""Issue 22: random use of the window — clicks, keys, drags, menu entries, new games and
language switches — raises nothing, and the menus live as long as the window.

Why the menus could die: PySide makes the widget that ``nextInFocusChain()`` returns a child of
the widget it was asked of, in Python's own object tree.  Tab at a table whose felt had nothing
to walk to went round the window's whole focus chain that way, so the menu bar (and every menu
under it) became, for Python, a child of a widget of the table; when the next game deleted the
table, PySide declared the menus deleted too, though Qt still showed them, and every later
language switch raised ``RuntimeError`` on the Game menu.

The monkey itself is ``tests/ui/monkey.py``; ``tools/monkey.py`` runs it for longer.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.monkey import GAMES, Monkey, patch_modals, recording
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.table.card_item import CardItem
from ui.table.felt_table import FeltTable
from ui.table.plates import ButtonItem


def config(game: str, seed: int = 3, kinds: tuple[str, str] = (HUMAN, COMPUTER)) -> GameConfig:
    seats = [SeatConfig(name, kind, "heuristic" if kind == COMPUTER else "")
             for name, kind in zip(("Ada", "Bo"), kinds, strict=True)]
    options = {"seats": 2, **GAMES[game]}
    if game == "storma" and kinds.count(HUMAN) == 1:
        options["first_house"] = kinds.index(HUMAN)
    return GameConfig(game, options, seed, seats)


def menus(window: MainWindow) -> list[object]:
    return [window.game_menu, window.view_menu, window.speed_menu, window.settings_menu,
            window.language_menu, window.help_menu]


@pytest.mark.parametrize("game", list(GAMES))
def test_tab_at_a_table_leaves_the_menus_alive_after_the_next_game(
        window: MainWindow, qtbot: QtBot, game: str) -> None:
    """Tab where the felt has nothing to walk to (two computers, held) goes to the table's
    other widgets; the menus must outlive the table however Python looks at the window."""
    window.files.autosave_enabled = False
    window.start(config(game, kinds=(COMPUTER, COMPUTER)))
    assert window.session is not None
    assert window.table is not None
    window.session.paused = True
    window.session.cancel_thinking()
    window.table.setFocus()
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_Tab)
    window.menuBar()  # as a test or a tool reads the menus
    window.log.setFocus()  # a click in the log: the next game does not start from the table
    window.start(config(game, seed=4))  # the old table is deleted ...
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert all(shiboken6.isValid(m) for m in menus(window))  # ... and nothing else
    window.language_actions["sv"].trigger()
    assert window.game_menu.title() == "&Spel"
    assert window.menuBar().actions()[0].menu() is window.game_menu


def test_tab_still_goes_round_the_tables_own_widgets_only(
        window: MainWindow, qtbot: QtBot) -> None:
    """The felt, then the table's other widgets, never out of the table into the log."""
    window.files.autosave_enabled = False
    window.start(config("ordet", kinds=(COMPUTER, COMPUTER)))
    table = window.table
    assert table is not None
    assert window.session is not None
    window.session.paused = True
    table.setFocus()
    for _ in range(6):
        focus = QApplication.focusWidget()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        assert now is not None
        assert table.isAncestorOf(now)


@pytest.mark.parametrize("game", ["supertrumf", "storma", "riftforce"])
def test_the_walk_lets_go_of_a_card_that_left_the_table(
        window: MainWindow, qtbot: QtBot, game: str) -> None:
    """Tab onto a card or button, it leaves the table (its item deleted, as the scene does
    with a discarded card), then keys and clicks: the walk forgets it instead of touching the
    deleted item (which, from the table's event filter, crashed the app)."""
    window.files.autosave_enabled = False
    window.set_speed("off")  # no card in flight: the item goes as the scene lets a card go
    window.start(config(game, kinds=(HUMAN, HUMAN)))
    table = window.table
    assert isinstance(table, FeltTable)
    assert window.session is not None
    window.session.paused = True
    if window.session.pending_handover is not None:
        table._accept_handover()
    walk = table.tab_walk
    table.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Tab)
    stop = walk.current
    assert isinstance(stop, CardItem | ButtonItem)
    if isinstance(stop, CardItem):  # as the scene lets a card go: out of its cards, deleted
        table.scene.cards.pop(stop.key, None)
        table.scene._discard(stop)
    else:
        table.scene.removeItem(stop)
        stop.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(stop)
    assert walk.activate() is False  # Enter: nothing to use
    walk.clear()
    assert walk.current is None
    walk.current = stop  # and through the table's event filter
    qtbot.keyClick(table.view, Qt.Key.Key_X)
    walk.current = stop
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton)
    assert walk.current is None


@pytest.mark.parametrize(("game", "seed"), [("riftforce", 22), ("all", 5)])
def test_monkey(window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                tmp_path: Path, game: str, seed: int) -> None:
    """A bounded number of random steps from a fixed seed: no exception in any slot or event
    handler, and the window's menus alive and translated at the end."""
    rng = random.Random(seed)
    games = list(GAMES) if game == "all" else [game]
    patch_modals(monkeypatch.setattr, rng, games, tmp_path)
    window.resize(1280, 800)
    monkey = Monkey(window, rng, games, qtbot.wait, fast_forward=0)
    with recording() as record:
        monkey.start(games[0])
        for step in range(STEPS):
            record.step = step
            monkey.step()
    window.files.autosave_enabled = False
    errors = record.report(monkey.trail)
    assert not errors, "\n".join(errors[:3])
    assert all(shiboken6.isValid(m) for m in menus(window))
    window.language_actions["de"].trigger()
    assert window.game_menu.title() == "&Spiel"


#: steps per monkey run: enough to reach new games, the end screen and replays from these seeds
STEPS = 750


def test_the_tools_summary_counts_each_kind_and_shows_the_first_with_its_steps() -> None:
    """``tools/monkey.py`` and ``tools/net_monkey.py`` print this: a count per kind of
    exception, then the first of each kind with the steps that led to it."""
    from tests.ui.monkey import Record, Seen

    record = Record([Seen(2, "Traceback\nKeyError: 1"), Seen(3, "Traceback\nKeyError: 1"),
                     Seen(4, "Traceback\nValueError: x")])
    lines = record.summary(["a", "b", "c", "d", "e"], before=1)
    assert lines[:2] == ["  2 × KeyError: 1", "  1 × ValueError: x"]
    assert lines[2:6] == ["\n--- first at step 2; that step and the steps before it:",
                          "     b", "     c", "Traceback\nKeyError: 1"]
    assert lines[6:] == ["\n--- first at step 4; that step and the steps before it:",
                         "     d", "     e", "Traceback\nValueError: x"]
