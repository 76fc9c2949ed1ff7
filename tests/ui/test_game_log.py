"""The game log as a tree of turns: headings in order with the right names, each move's lines
under its turn, merged damage lines, folding, the replay's positions, language switches,
the computer's tooltip, undo's line and what a screen reader is told.
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from engine.core import Event, Rng
from engine.riftforce import events as ev
from engine.riftforce.cards import GUILDS, NUMBERS
from tests.ui.test_replay import finished_source, open_replay
from ui.game_log import MOVE_ROLE, GameLog, LogEntry
from ui.games.base import GameTable
from ui.games.storma.faces import short_name
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.paths import settings
from ui.session import COMPUTER, HUMAN, SeatConfig, Session


def settle() -> None:
    for _ in range(2):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def start(window: MainWindow, game: str, seed: int, options: dict[str, Any] | None = None
          ) -> tuple[Session, GameTable]:
    """Ada against a paused computer ("Bo"): the test makes every move."""
    window.set_speed("off")
    window.start(GameConfig(game, options or {}, seed,
                            [SeatConfig("Ada", HUMAN), SeatConfig("Bo", COMPUTER)]))
    session, table = window.session, window.table
    assert session is not None
    assert table is not None
    session.paused = True
    session.cancel_thinking()
    return session, table


def play(session: Session, moves: int, rng: Rng) -> list[int | None]:
    """``moves`` random actions; the seat that made each."""
    seats = []
    for _ in range(moves):
        if session.is_over():
            break
        if session.pending_handover is not None:
            session.accept_handover()
        seats.append(session.current_player())
        session.submit(rng.choice(session.legal_actions()))
    return seats


def expected_turns(session: Session, table: GameTable, seats: list[int | None]
                   ) -> list[tuple[str, list[str]]]:
    """The log worked out apart from ``GameLog``: the deal, then one heading per run of one
    seat's moves that write lines (each move's lines from a replay of the game)."""
    game = session.game
    state = game.new_game(session.options, session.seed)
    turns: list[tuple[str, list[str]]] = []
    deal = table.log_lines(game.initial_events(state))
    if deal:
        turns.append(("Deal", deal))
    last: int | None = None
    for seat, action in zip(seats, session.actions, strict=True):
        lines = table.log_lines(game.apply(state, action))
        if not lines:
            continue
        if seat != last:
            assert seat is not None
            number = len(turns) if deal else len(turns) + 1
            turns.append((f"Turn {number} — {session.name(seat)}", []))
            last = seat
        turns[-1][1].extend(lines)
    return turns


# ------------------------------------------------------------------ the structure
def test_a_seeded_riftforce_game_has_a_heading_per_turn(window: MainWindow) -> None:
    session, table = start(window, "riftforce", 7)
    seats = play(session, 60, Rng(3))
    turns = window.log.turns()
    assert turns == expected_turns(session, table, seats)
    assert turns[0][0] == "Deal"
    assert turns[0][1][0].startswith("New game of Riftforce")
    headings = [heading for heading, _ in turns[1:]]
    assert len(headings) >= 10
    for n, heading in enumerate(headings, 1):  # numbered in order, the seats taking turns
        assert heading.startswith(f"Turn {n} — ")
        assert heading.endswith(("— Ada", "— Bo"))
    assert all(a != b for a, b in itertools.pairwise(headings))
    for heading, lines in turns[1:]:  # whoever plays, picks or discards heads the turn
        name = heading.rsplit(" ", 1)[1]
        other = "Bo" if name == "Ada" else "Ada"
        for line in lines:
            assert not line.startswith(f"{other} plays "), (heading, line)
            assert not line.startswith(f"{other} picks "), (heading, line)
            assert not line.startswith(f"{other} discards "), (heading, line)
    # every line of a move sits under one heading, tagged with its move
    moves = [int(item.data(0, MOVE_ROLE)) for item in window.log.line_items()]
    assert moves == sorted(moves)
    assert moves[-1] == len(session.actions)


def test_a_move_without_a_line_does_not_split_a_turn(window: MainWindow) -> None:
    """Ordet fanger: a hidden answer writes no line; the duel it settles is told with the
    other seat's next move — under one heading, not two of the same name in a row."""
    session, table = start(window, "ordet", 7, {"seats": 2})
    seats = play(session, 60, Rng(3))
    game = session.game
    state = game.new_game(session.options, session.seed)
    silent = 0
    for action in session.actions:
        silent += not table.log_lines(game.apply(state, action))
    assert silent  # the case is there
    turns = window.log.turns()
    assert turns == expected_turns(session, table, seats)
    names = [heading.split(" — ")[1] for heading, _ in turns]
    assert all(a != b for a, b in itertools.pairwise(names))


def test_the_current_turn_is_open_and_its_newest_line_in_view(window: MainWindow) -> None:
    session, _ = start(window, "riftforce", 7)
    play(session, 40, Rng(3))
    settle()
    log = window.log
    newest = log.newest_line()
    assert newest is not None
    assert newest.text(0) == log.lines()[-1]
    parent = newest.parent()
    assert parent is not None
    assert parent.isExpanded()
    rect = log.visualItemRect(newest)
    assert log.viewport().rect().contains(rect.bottomLeft())


def test_a_resumed_game_has_the_same_turns(window: MainWindow, qtbot: QtBot, tmp_path: Any
                                           ) -> None:
    session, _ = start(window, "storma", 4)
    play(session, 25, Rng(5))
    before = window.log.turns()
    path = tmp_path / "game.json"
    assert window.files.save_to(path)
    window.files.autosave_enabled = False
    second = MainWindow(Translations(), settings())  # the app started again: Open
    qtbot.addWidget(second)
    second.show()
    assert second.files.open_path(path)
    assert second.session is not None
    second.session.paused = True
    second.session.cancel_thinking()
    assert second.log.turns() == before
    second.files.autosave_enabled = False


# ------------------------------------------------------------------ merged lines
def fire(number: int) -> int:
    """A Fire elemental with ``number`` life."""
    return GUILDS.index("fire") * len(NUMBERS) + NUMBERS.index(number)


def test_hits_on_one_elemental_in_a_move_make_one_line_with_the_total(
        window: MainWindow) -> None:
    """Two hits on Bo's Fire 6 in one move (2, then 1: 5 in total) read as one line; a hit on
    another elemental between them keeps three lines."""
    _, table = start(window, "riftforce", 7)
    card, other = fire(6), fire(5)

    def hit(c: int, amount: int, total: int) -> Event:
        return ev.Damaged(card=c, seat=1, location=2, amount=amount, total=total)

    assert table.log_lines([hit(card, 2, 4), hit(card, 1, 5)]) == [
        "Bo's Fire 6 takes 3 damage (5 in total)."]
    assert len(table.log_lines([hit(card, 2, 4), hit(other, 1, 1), hit(card, 1, 5)])) == 3
    # the same in the log: one move, one line
    window.log.add_move(LogEntry(99, 0, "Ada", table.log_lines(
        [ev.Activated(seat=0, card=fire(7), location=2, guild="fire"),
         hit(card, 2, 4), hit(card, 1, 5)])))
    assert window.log.lines()[-2:] == ["Ada activates Fire 7 at location 3.",
                                       "Bo's Fire 6 takes 3 damage (5 in total)."]


def test_a_storma_attack_with_several_cards_writes_one_damage_line(window: MainWindow) -> None:
    """Seed 1: Ada's sixth move attacks with two number cards (4 and 7 on one card)."""
    session, _ = start(window, "storma", 1)
    rng = Rng(3)
    for _ in range(6):
        session.submit(rng.choice(session.legal_actions()))
    lines = window.log.lines()
    attack = next(i for i, line in enumerate(lines) if " attacks " in line)
    target, four, seven = short_name(11), short_name(42), short_name(45)
    assert lines[attack + 1] == f"{target} takes 11 damage from {four}, {seven}."
    assert not any(" deals " in line for line in lines)  # no line per card any more
    # the line is the attack's move's, under Ada's turn
    heading, turn = window.log.turns()[-1]
    assert heading.endswith("— Ada")
    assert lines[attack + 1] in turn


# ------------------------------------------------------------------ folding
def test_older_turns_fold_with_a_click_and_with_the_keys(window: MainWindow,
                                                         qtbot: QtBot) -> None:
    session, _ = start(window, "riftforce", 7)
    play(session, 20, Rng(3))
    settle()
    log = window.log
    older = log.headings_items()[2]
    log.scrollToItem(older)
    rect = log.visualItemRect(older)
    arrow = QPoint(rect.left() - log.indentation() // 2, rect.center().y())
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=arrow)
    assert not older.isExpanded()
    first = older.child(0)
    assert first is not None
    assert first.text(0) in log.lines()
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=arrow)
    assert older.isExpanded()
    log.setFocus()
    log.setCurrentItem(older)
    qtbot.keyClick(log, Qt.Key.Key_Minus)
    assert not older.isExpanded()
    qtbot.keyClick(log, Qt.Key.Key_Plus)
    assert older.isExpanded()
    qtbot.keyClick(log, Qt.Key.Key_Left)
    assert not older.isExpanded()
    qtbot.keyClick(log, Qt.Key.Key_Right)
    assert older.isExpanded()


def test_folds_survive_a_language_switch_and_the_current_turn_opens(
        window: MainWindow) -> None:
    session, _ = start(window, "riftforce", 7)
    rng = Rng(3)
    play(session, 20, rng)
    log = window.log
    before = log.turns()
    log.headings_items()[1].setExpanded(False)
    current = log.headings_items()[-1]
    current.setExpanded(False)
    window.set_language("sv")
    settle()
    swedish = log.turns()
    assert len(swedish) == len(before)  # the same turns, worded in Swedish
    assert [h.split(" — ")[1:] for h, _ in swedish] == [h.split(" — ")[1:] for h, _ in before]
    assert [len(lines) for _, lines in swedish] == [len(lines) for _, lines in before]
    assert swedish != before  # reworded
    assert not log.headings_items()[1].isExpanded()  # the reader's fold is kept
    assert log.headings_items()[-1].isExpanded()  # the current turn is open
    window.set_language("en")
    settle()
    assert log.turns() == before
    assert not log.headings_items()[1].isExpanded()
    # a new line in the current turn, folded by the reader, opens it
    current = log.headings_items()[-1]
    current.setExpanded(False)
    log.add_line("Ada takes back: something.")
    assert log.headings_items()[-1] is current
    assert current.isExpanded()


# ------------------------------------------------------------------ the replay
def test_the_replay_shows_the_turns_up_to_its_position(qtbot: QtBot) -> None:
    source = finished_source("riftforce", {})
    replay = open_replay(qtbot, source)
    n = len(source.actions)
    replay.go_to(n)
    full = replay.log.turns()
    assert full[0][0] == "Deal"
    assert full[1][0].startswith("Turn 1 — ")
    for k in (0, 1, 7, n // 2, n - 1, n):
        replay.go_to(k)
        turns = replay.log.turns()
        shown = [item for item in replay.log.line_items()]
        assert all(int(item.data(0, MOVE_ROLE)) <= k for item in shown)
        assert sum(len(lines) for _, lines in turns) == len(replay.log_lines())
        # a prefix of the whole game's log: whole turns, then the position's turn in part
        assert turns[:-1] == full[:len(turns) - 1]
        heading, lines = turns[-1]
        assert heading == full[len(turns) - 1][0]
        assert lines == full[len(turns) - 1][1][:len(lines)]
        current = replay.log.currentItem()
        assert current is not None
        assert current.text(0) == lines[-1]
        parent = current.parent()
        assert parent is not None
        assert parent.isExpanded()
    assert replay.log.turns() == full
    for top in replay.log.headings_items(hidden=True):
        top.setExpanded(False)  # the reader folded every turn: the position's opens
    replay.go_to(n // 3)
    parent = replay.log.currentItem().parent()
    assert parent is not None
    assert parent.isExpanded()
    # headings fold; a click on a heading goes nowhere, a click on a line to its move
    replay.go_to(n // 2)
    top = replay.log.headings_items()[3]
    top.setExpanded(True)
    replay.log.scrollToItem(top)
    qtbot.mouseClick(replay.log.viewport(), Qt.MouseButton.LeftButton,
                     pos=replay.log.visualItemRect(top).center())
    assert replay.position == n // 2
    line = top.child(0)
    assert line is not None
    qtbot.mouseClick(replay.log.viewport(), Qt.MouseButton.LeftButton,
                     pos=replay.log.visualItemRect(line).center())
    assert replay.position == int(line.data(0, MOVE_ROLE))


def test_a_jump_in_the_replay_shows_its_newest_line_whole(qtbot: QtBot) -> None:
    """From the first move (a short log) to move 40 (a log taller than the window): once
    the event loop has laid the log out, the position's line is in view, not cut."""
    replay = open_replay(qtbot, finished_source("riftforce", {}))
    settle()
    replay.go_to(40)
    settle()
    current = replay.log.currentItem()
    assert current is not None
    assert current.text(0) == replay.log_lines()[-1]
    assert replay.log.viewport().rect().contains(replay.log.visualItemRect(current))


def test_replay_and_live_log_have_the_same_turns(window: MainWindow, qtbot: QtBot) -> None:
    """The replay of the game being played shows the turns the main window shows."""
    from ui.replay import ReplaySource

    session, _ = start(window, "storma", 2)
    play(session, 30, Rng(9))
    replay = open_replay(qtbot, ReplaySource.from_session(session))
    replay.go_to(len(session.actions))
    live = window.log.turns()
    assert replay.log.turns() == live


# ------------------------------------------------------------------ tooltip, undo, a11y
def test_the_computers_thinking_time_stays_on_its_lines(window: MainWindow) -> None:
    session, _ = start(window, "riftforce", 7)
    rng = Rng(3)
    while session.current_player() != 1:
        play(session, 1, rng)
    session.decision_ms[len(session.actions)] = 1500  # as a computer's decision records it
    play(session, 1, rng)
    mine = [item for item in window.log.line_items()
            if int(item.data(0, MOVE_ROLE)) == len(session.actions)]
    assert mine
    assert all(item.toolTip(0) == "Decided in 1.5 s" for item in mine)
    window.set_language("sv")
    window.set_language("en")
    settle()
    mine = [item for item in window.log.line_items()
            if int(item.data(0, MOVE_ROLE)) == len(session.actions)]
    assert mine
    assert all(item.toolTip(0) == "Decided in 1.5 s" for item in mine)
    assert not any(item.toolTip(0) for item in window.log.line_items()
                   if int(item.data(0, MOVE_ROLE)) != len(session.actions))


def test_an_undo_line_lands_in_the_turn_of_who_takes_back(window: MainWindow) -> None:
    log = GameLog()
    log.rebuild([LogEntry(0, None, "", ["Deal."]), LogEntry(1, 0, "Ada", ["Ada plays."]),
                 LogEntry(2, 1, "Bo", ["Bo plays."])])
    log.add_line("Bo takes back: Bo plays.", 1, "Bo")
    assert log.turns()[-1] == ("Turn 2 — Bo", ["Bo plays.", "Bo takes back: Bo plays."])
    log.add_line("Ada takes back: Ada plays.", 0, "Ada")
    assert log.turns()[-1] == ("Turn 3 — Ada", ["Ada takes back: Ada plays."])
    log.add_move(LogEntry(2, 0, "Ada", ["Ada plays again."]))  # her turn goes on
    assert log.turns()[-1] == ("Turn 3 — Ada", ["Ada takes back: Ada plays.",
                                                "Ada plays again."])
    log.add_line("A line of nobody's.")
    assert log.turns()[-1][1][-1] == "A line of nobody's."
    log.deleteLater()


def test_a_screen_reader_reads_headings_and_lines(window: MainWindow) -> None:
    session, _ = start(window, "riftforce", 7)
    play(session, 6, Rng(3))
    settle()
    log = window.log
    assert log.accessibleName() == "Game log"
    tree = QAccessible.queryAccessibleInterface(log)
    assert tree is not None
    assert tree.role() == QAccessible.Role.Tree
    names = [child.text(QAccessible.Text.Name)
             for i in range(tree.childCount()) if (child := tree.child(i)) is not None
             and child.role() == QAccessible.Role.TreeItem]
    expected = [text for heading, lines in log.turns() for text in (heading, *lines)]
    assert names == expected
    assert all(tree.child(i).text(QAccessible.Text.Name) != "1"  # no column "1"
               for i in range(tree.childCount()))


def test_long_lines_wrap_in_a_narrow_log(qtbot: QtBot) -> None:
    """A sentence wider than the log is shown whole on several rows, not cut with "…"."""
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(200, 400)
    log.show()
    text = "Ada's Light 6 takes 2 damage (2 in total) and a few more words to wrap."
    log.rebuild([LogEntry(0, None, "", [text])])
    settle()
    item = log.newest_line()
    assert item is not None
    rect = log.visualItemRect(item)
    metrics = log.fontMetrics()
    assert metrics.horizontalAdvance(text) > rect.width()  # does not fit on one row
    assert rect.height() >= 2 * metrics.lineSpacing()
    log.resize(900, 400)  # wider: back on one row
    settle()
    assert log.visualItemRect(item).height() < 2 * metrics.lineSpacing()
