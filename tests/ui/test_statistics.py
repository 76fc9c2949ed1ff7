"""Game → Statistics…, through the real window: games finished and abandoned are counted, the
end panel shows the game's line, a bad statistics file is kept aside and reported.

Every expectation is worked out from the engine's own result of the games just played (who
won, the score), never written into the test: a game counted twice, a loss where a win was,
a lost field, all fail.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile
from PySide6.QtWidgets import QMessageBox, QTableWidget
from pytestqt.qtbot import QtBot

from engine import saves
from tests.ui.boxes import Boxes
from tests.ui.test_main_window import blixt, play_some
from ui import statistics as st
from ui import statistics_lock as stl
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.paths import statistics_path
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.statistics_dialog import CHART, RECENT_ROLE, StatisticsDialog

YES = QMessageBox.StandardButton.Yes
TITLE = "Blixtduell"  # the end panel's name of the game (the dialog's is the full one)


def finish(window: MainWindow, qtbot: QtBot) -> tuple[str, float]:
    """Play the running game to its end; the first person's outcome (W/L/D) and score."""
    session = window.session
    assert session is not None
    while not session.is_over():
        play_some(window, 25)
    qtbot.waitUntil(lambda: window.end_panel is not None and window.end_panel.isVisible(),
                    timeout=10000)
    seat = session.human_seats[0]
    result = session.game.result(session.state)
    if seat not in result.winners:
        return "L", result.scores[seat]
    return ("W" if len(result.winners) == 1 else "D"), result.scores[seat]


def open_statistics(window: MainWindow, qtbot: QtBot) -> StatisticsDialog:
    window.stats_action.trigger()
    shown = [d for d in window.findChildren(StatisticsDialog) if d.isVisible()]
    assert len(shown) == 1  # one dialog (an earlier one closed and went)
    return shown[0]


def table_rows(dialog: StatisticsDialog) -> dict[str, list[str]]:
    table: QTableWidget = dialog.table
    rows = {}
    for r in range(table.rowCount()):
        items = [table.item(r, c) for c in range(table.columnCount())]
        cells = [item.text() if item is not None else "" for item in items]
        chart = items[CHART]
        cells[CHART] = str(chart.data(RECENT_ROLE)) if chart is not None else ""
        rows[cells[0]] = cells[1:]
    return rows


def stored() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(statistics_path().read_text(encoding="utf-8"))
    return data


def number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def streaks(results: str) -> tuple[int, int]:
    runs = [len(run) for run in results.replace("L", " ").replace("D", " ")
            .replace("A", " ").split(" ")]
    return runs[-1], max(runs)


# ------------------------------------------------------------------ the test
def test_three_finished_games_and_one_abandoned(window: MainWindow, qtbot: QtBot,
                                                 boxes: Boxes) -> None:
    window.set_speed("off")
    window.start(blixt(seed=5))
    results, scores = "", []
    for _ in range(3):
        outcome, score = finish(window, qtbot)
        results += outcome
        scores.append(score)
        won, lost = results.count("W"), results.count("L")
        streak = streaks(results)[0]
        line = window.end_panel.statistics.text()  # type: ignore[union-attr]
        assert window.end_panel.statistics.isVisible()  # type: ignore[union-attr]
        if "D" in results:
            assert line == (f"{TITLE} vs Normal: {won} won, {lost} lost, "
                            f"{results.count('D')} drawn, streak {streak}")
        else:
            assert line == f"{TITLE} vs Normal: {won} won, {lost} lost, streak {streak}"
        window.end_panel.again_button.click()  # type: ignore[union-attr]
        assert len(stored()["games"]["supertrumf/blixtduell"]) == 1
    # the fourth game is abandoned: Restart asks, and Yes abandons it
    play_some(window, 4)
    boxes.answers = [YES]
    window.restart_action.trigger()
    assert boxes.names() == ["abandon_box"]
    results += "A"

    dialog = open_statistics(window, qtbot)
    assert dialog.current_key() == "supertrumf/blixtduell"  # the running game's
    assert dialog.pages.currentWidget() is dialog.table
    won, lost, drawn = results.count("W"), results.count("L"), results.count("D")
    streak, best = streaks(results)
    assert streak == 0  # an abandoned game ends the streak (and is no loss)
    assert table_rows(dialog) == {"Computer: Normal": [
        "3", str(won), str(lost), str(drawn), "1", f"{round(100 * won / 3)}%", str(streak),
        str(best), number(max(scores)), number(sum(scores) / 3), results]}
    record = stored()["games"]["supertrumf/blixtduell"]["computer:normal"]
    assert (record["won"], record["lost"], record["abandoned"]) == (won, lost, 1)
    assert stored()["version"] == st.VERSION
    assert list(statistics_path().parent.glob(".tmp-*")) == []
    dialog.reject()


def test_a_corrupt_statistics_file_is_moved_aside_and_reported(window: MainWindow,
                                                                qtbot: QtBot) -> None:
    path = statistics_path()
    kept: list[Path] = []
    for text in ('{"format": "tabletop-statistics", "version": 1, "games": {', "[1, 2"):
        path.write_text(text, encoding="utf-8")
        dialog = open_statistics(window, qtbot)
        box = window.ending.statistics_notice
        assert box is not None
        assert box.isVisible()
        assert box.objectName() == "bad_statistics_box"
        assert box.parent() is dialog  # over the dialog, not behind it
        assert not path.exists()
        new = sorted(set(path.parent.glob("statistics.json.bad-*")) - set(kept))
        assert len(new) == 1  # never over the earlier one, even within the same second
        assert re.fullmatch(r"statistics\.json\.bad-\d{8}-\d{6}(-2)?", new[0].name)
        assert new[0].read_text(encoding="utf-8") == text
        assert new[0].name in box.text()
        assert "not valid JSON" in box.text()
        assert dialog.pages.currentWidget() is dialog.empty  # a fresh start, shown as such
        kept += new
        box.button(QMessageBox.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: window.ending.statistics_notice is None)
        dialog.reject()
    # the next game counts in a fresh file; the kept ones stay as they were
    window.set_speed("off")
    window.start(blixt())
    finish(window, qtbot)
    assert window.ending.statistics_notice is None  # said once
    assert sum(stored()["games"]["supertrumf/blixtduell"]["computer:normal"][k]
               for k in ("won", "lost", "drawn")) == 1
    assert [k.read_text(encoding="utf-8")[:6] for k in kept] == ['{"form', "[1, 2"]


def test_statistics_from_a_newer_version_are_kept_aside_not_overwritten(
        window: MainWindow, qtbot: QtBot) -> None:
    future = json.dumps({"format": "tabletop-statistics", "version": st.VERSION + 1,
                         "games": {"riftforce": {"anything": "new"}}})
    statistics_path().write_text(future, encoding="utf-8")
    window.set_speed("off")
    window.start(blixt())
    finish(window, qtbot)  # the game's end reads the file: reported over the window
    box = window.ending.statistics_notice
    assert box is not None
    assert box.parent() is window
    assert "newer version of Tabletop" in box.text()
    kept = list(statistics_path().parent.glob("statistics.json.bad-*"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == future
    assert set(stored()["games"]) == {"supertrumf/blixtduell"}
    box.button(QMessageBox.StandardButton.Ok).click()


# ------------------------------------------------------------------ what is not counted
def test_practice_computers_only_reopened_and_repeated_ends_are_not_counted(
        window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    window.set_speed("off")
    practice = blixt()
    window.start(GameConfig(practice.game, practice.options, 5, practice.seats, True))
    finish(window, qtbot)
    line = window.end_panel.statistics  # type: ignore[union-attr]
    assert line.isVisible()
    assert line.text() == "A practice game: not counted in the statistics."
    computers = [SeatConfig("A", COMPUTER, "heuristic"), SeatConfig("B", COMPUTER, "random")]
    window.start(blixt(computers))
    session = window.session
    assert session is not None
    while not session.is_over():
        play_some(window, 25)
    assert not statistics_path().exists()

    # a real game: saved halfway, finished, counted once however often its end comes round
    session = window.start(blixt(seed=9))
    assert session is not None
    play_some(window, 6)
    halfway = tmp_path / "halfway.json"
    saves.save(halfway, session.game_name, session.options, session.seed, session.actions,
               session.meta())
    finish(window, qtbot)
    moves = list(session.actions)
    window._on_game_over()  # the end once more (undone into and finished again)

    def count() -> int:
        rec = stored()["games"]["supertrumf/blixtduell"]["computer:normal"]
        return int(rec["won"] + rec["lost"] + rec["drawn"])

    assert count() == 1
    finished = tmp_path / "finished.json"
    saves.save(finished, session.game_name, session.options, session.seed, moves,
               session.meta())
    assert window.files.open_path(finished)  # opened finished: not counted
    assert count() == 1
    assert window.files.open_path(halfway)  # reopened and played to the same end: not again
    again = window.session
    assert again is not None
    assert again is not session
    again.paused = True
    again.cancel_thinking()
    for action in moves[len(again.actions):]:
        again.submit(action)
    assert again.is_over()
    assert count() == 1
    # …but the same deal played to another end is another game
    window.start(blixt(seed=9))
    finish(window, qtbot)
    assert count() == 2


def test_hot_seat_counts_each_person(window: MainWindow, qtbot: QtBot) -> None:
    window.set_speed("off")
    people = [SeatConfig("Adam", HUMAN), SeatConfig("Berit", HUMAN)]
    session = window.start(blixt(people))
    assert session is not None
    finish(window, qtbot)
    winners = session.game.result(session.state).winners
    lines = window.end_panel.statistics.text().split("\n")  # type: ignore[union-attr]
    assert [line.split(":")[0] for line in lines] == [f"{TITLE}, hot-seat, Adam",
                                                     f"{TITLE}, hot-seat, Berit"]
    dialog = open_statistics(window, qtbot)
    rows = table_rows(dialog)
    assert set(rows) == {"Hot-seat: Adam", "Hot-seat: Berit"}
    for seat, name in enumerate(("Adam", "Berit")):
        won = "1" if winners == (seat,) else "0"
        assert rows[f"Hot-seat: {name}"][:2] == ["1", won]
    dialog.reject()


# ------------------------------------------------------------------ reset
def test_reset_asks_first_and_no_keeps_everything(window: MainWindow, qtbot: QtBot,
                                                  boxes: Boxes) -> None:
    window.set_speed("off")
    window.start(blixt())
    finish(window, qtbot)
    before = stored()
    dialog = open_statistics(window, qtbot)
    dialog.reset_button.click()  # answered No (the default)
    assert boxes.names() == ["reset_statistics_box"]
    assert "Supertrumf Fantasy (Blixtduell)" in boxes.shown[0].text
    assert stored() == before
    assert dialog.table.rowCount() == 1
    boxes.answers = [YES]
    dialog.reset_button.click()
    assert "supertrumf/blixtduell" not in stored()["games"]
    assert dialog.pages.currentWidget() is dialog.empty
    assert not dialog.reset_button.isEnabled()
    dialog.reject()


def test_a_bad_file_that_cannot_be_moved_is_never_written_over(
        window: MainWindow, qtbot: QtBot, monkeypatch: Any) -> None:
    path = statistics_path()
    path.write_text("{damaged", encoding="utf-8")

    def refuse(p: Path, when: Any = None) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("ui.paths.move_aside", refuse)
    window.set_speed("off")
    outcomes = ""
    for seed in (3, 4):
        window.start(blixt(seed=seed))
        outcomes += finish(window, qtbot)[0]
        if seed == 3:  # said once, with why it could not be moved
            box = window.ending.statistics_notice
            assert box is not None
            assert "Permission denied" in box.text()
            assert "not saved" in box.text()
            box.button(QMessageBox.StandardButton.Ok).click()
            qtbot.waitUntil(lambda: window.ending.statistics_notice is None)
    assert window.ending.statistics_notice is None
    assert path.read_text(encoding="utf-8") == "{damaged"
    line = window.end_panel.statistics.text()  # type: ignore[union-attr]
    assert f"{outcomes.count('W')} won, {outcomes.count('L')} lost" in line  # this run's


def test_a_game_ending_while_another_copy_holds_the_lock_is_counted_later(
        window: MainWindow, qtbot: QtBot, monkeypatch: Any) -> None:
    """The lock stays taken past the wait: the game is kept, said once, and written with the
    next look at the statistics once the lock is free; nothing is written meanwhile."""
    monkeypatch.setattr(stl, "LOCK_WAIT_SECONDS", 0.05)
    other = QLockFile(str(statistics_path()) + ".lock")  # another copy of Tabletop
    assert other.tryLock(0)
    window.set_speed("off")
    outcomes = ""
    try:
        for seed in (3, 4):
            window.start(blixt(seed=seed))
            outcomes += finish(window, qtbot)[0]
            if seed == 3:
                assert "Another copy of Tabletop is using the statistics file" in (
                    window.last_error)
                window.last_error = ""
        assert window.last_error == ""  # said once, not again for the second game
        assert not statistics_path().exists()
        line = window.end_panel.statistics.text()  # type: ignore[union-attr]
        assert f"{outcomes.count('W')} won, {outcomes.count('L')} lost" in line  # shown
    finally:
        other.unlock()
    dialog = open_statistics(window, qtbot)
    record = stored()["games"]["supertrumf/blixtduell"]["computer:normal"]
    assert (record["won"], record["lost"], record["drawn"]) == (
        outcomes.count("W"), outcomes.count("L"), outcomes.count("D"))
    assert window.last_error == ""
    dialog.reject()
