"""The statistics store (``ui/statistics.py``) on its own: counting, the file, a bad file.

Why apart from the window tests: streaks, averages and the file's round trip are arithmetic
and bytes; hypothesis checks them against a plain recount of the same results, so a wrong
streak or a lost field shows without playing a hundred games.
"""

from __future__ import annotations

import json
import os
import re
import stat
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as hs
from PySide6.QtCore import QLocale, QLockFile

from engine.saves import clean_name
from ui import statistics as st
from ui import statistics_lock as stl
from ui.session import COMPUTER, HUMAN, SeatConfig

outcomes = hs.lists(hs.tuples(hs.sampled_from(st.OUTCOMES), hs.integers(0, 40)), max_size=60)


def recount(results: list[tuple[str, int]]) -> dict[str, Any]:
    """What the record must say, counted the slow way from the whole list."""
    finished = [(o, s) for o, s in results if o != st.ABANDONED]
    runs, run = [0], 0
    for o, _ in results:
        run = run + 1 if o == st.WON else 0
        runs.append(run)
    scores = [s for _, s in finished]
    return {"won": sum(o == st.WON for o, _ in results),
            "lost": sum(o == st.LOST for o, _ in results),
            "drawn": sum(o == st.DRAWN for o, _ in results),
            "abandoned": sum(o == st.ABANDONED for o, _ in results),
            "streak": run, "best_streak": max(runs),
            "best": max(scores) if scores else None,
            "average": sum(scores) / len(scores) if scores else None,
            "recent": [o for o, _ in results][-20:]}


def assert_recounted(rec: st.Record, want: dict[str, Any]) -> None:
    """``rec`` says what ``recount`` found."""
    assert (rec.won, rec.lost, rec.drawn, rec.abandoned) == (
        want["won"], want["lost"], want["drawn"], want["abandoned"])
    assert (rec.streak, rec.best_streak, rec.recent) == (
        want["streak"], want["best_streak"], want["recent"])
    assert rec.best_score == want["best"]
    assert rec.average() == pytest.approx(want["average"]) if want["average"] is not None \
        else rec.average() is None


@given(outcomes)
def test_counts_streaks_and_averages_match_a_recount(results: list[tuple[str, int]]) -> None:
    book = st.Book()
    for i, (o, score) in enumerate(results):
        book.record("riftforce", [st.Entry("computer:heuristic", o, float(score))], f"g{i}")
    want = recount(results)
    if not results:
        assert book.rows("riftforce") == {}
        return
    rec = book.rows("riftforce")["computer:heuristic"]
    assert_recounted(rec, want)
    assert rec.played == want["won"] + want["lost"] + want["drawn"]
    if rec.played:
        assert rec.win_percent() == pytest.approx(100 * want["won"] / rec.played)


@given(outcomes, outcomes.filter(lambda r: len(r) <= st.RECENT))
def test_an_old_level_row_is_folded_into_its_new_name(earlier: list[tuple[str, int]],
                                                       later: list[tuple[str, int]]) -> None:
    """Ordet fanger's "bot-hard" row (before the levels were renamed) and its "hard" row
    (after) read back as one row counting both, as if all the games were one list."""
    old, new = st.Book(), st.Book()
    for i, (o, score) in enumerate(earlier):
        old.record("ordet", [st.Entry("computer:bot-hard", o, float(score))], f"o{i}")
    for i, (o, score) in enumerate(later):
        new.record("ordet", [st.Entry("computer:hard", o, float(score))], f"n{i}")
    data = old.to_json()
    data["games"].setdefault("ordet", {}).update(new.to_json()["games"].get("ordet", {}))
    rows = st.Book.from_json(data).rows("ordet")
    assert "computer:bot-hard" not in rows
    if not earlier and not later:
        assert rows == {}
        return
    rec = rows["computer:hard"]
    want = recount(earlier + later)
    assert_recounted(rec, want)


# names as the window counts them: cleaned like every seat name (no control characters)
@given(outcomes, hs.lists(hs.text(max_size=12).map(clean_name), max_size=5))
def test_a_written_book_reads_back_the_same(results: list[tuple[str, int]],
                                             names: list[str]) -> None:
    book = st.Book()
    for i, (o, score) in enumerate(results):
        rows = [st.Entry("computer:random", o, score / 2)] + [
            st.Entry(f"people:{n}", o, None) for n in names]
        book.record("supertrumf/klassisk", rows, f"f{i}")
    folder = Path(os.environ["TABLETOP_HOME"]) / "roundtrip"
    path = folder / "statistics.json"
    st.write(path, book)
    assert st.read(path) == book
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == st.VERSION
    assert list(folder.glob(".tmp-*")) == []  # no temporary file is left behind


def test_a_game_is_counted_once_and_the_seen_list_stays_bounded() -> None:
    book = st.Book()
    entry = [st.Entry("computer:heuristic", st.WON, 3.0)]
    assert book.record("storma", entry, "same")
    assert not book.record("storma", entry, "same")
    assert book.rows("storma")["computer:heuristic"].won == 1
    for i in range(st.SEEN_LIMIT + 5):
        book.record("storma", entry, f"x{i}")
    assert len(book.seen) == st.SEEN_LIMIT
    assert "same" not in book.seen


def test_reset_forgets_one_game_only() -> None:
    book = st.Book()
    book.record("storma", [st.Entry("computer:heuristic", st.WON, 1.0)], "a")
    book.record("riftforce", [st.Entry("computer:heuristic", st.LOST, 4.0)], "b")
    book.reset("storma")
    assert book.rows("storma") == {}
    assert book.rows("riftforce")
    assert not book.record("storma", [st.Entry("computer:heuristic", st.WON, 1.0)], "a")


# ------------------------------------------------------------------ whose result
def seats(*kinds: tuple[str, str]) -> list[SeatConfig]:
    return [SeatConfig(f"P{i}", kind, level) for i, (kind, level) in enumerate(kinds)]


def test_one_person_is_counted_against_the_strongest_computer_level() -> None:
    table = seats((COMPUTER, "bot-easy"), (HUMAN, ""), (COMPUTER, "bot-hard"))
    # Ordet's old level names (bot-easy, bot-hard) are filed under easy, hard like any game's
    assert st.rows_for("ordet", table) == [(1, "computer:hard")]
    # an empty level is the default one; Ordet's "heuristic" is its default too
    assert st.rows_for("ordet", seats((HUMAN, ""), (COMPUTER, ""))) == [
        (0, "computer:normal")]
    assert st.rows_for("ordet", seats((HUMAN, ""), (COMPUTER, "heuristic"))) == [
        (0, "computer:normal")]
    # an old level name is filed under the level it plays as
    assert st.rows_for("riftforce", seats((COMPUTER, "random"), (HUMAN, ""))) == [
        (1, "computer:beginner")]
    assert st.rows_for("riftforce", seats((COMPUTER, "heuristic"), (HUMAN, ""))) == [
        (1, "computer:normal")]


def test_hot_seat_counts_every_person_and_computers_alone_count_nothing() -> None:
    table = seats((HUMAN, ""), (COMPUTER, "heuristic"), (HUMAN, ""))
    assert st.rows_for("supertrumf", table) == [(0, "people:P0"), (2, "people:P2")]
    assert st.rows_for("riftforce", seats((COMPUTER, "random"), (COMPUTER, "heuristic"))) == []


def test_a_shared_win_is_a_draw() -> None:
    assert st.outcome(0, (0,)) == st.WON
    assert st.outcome(0, (0, 2)) == st.DRAWN
    assert st.outcome(1, (0, 2)) == st.LOST


def test_game_keys_follow_the_catalog() -> None:
    assert st.game_key("supertrumf", {"variant": "blixtduell"}) == "supertrumf/blixtduell"
    assert st.game_key("supertrumf", {}) == "supertrumf/klassisk"
    assert st.game_key("riftforce", {"variant": "x"}) == "riftforce"
    assert st.game_keys() == ["supertrumf/klassisk", "supertrumf/blixtduell", "storma",
                              "riftforce", "ordet"]
    assert st.game_title("supertrumf/blixtduell") == "Supertrumf Fantasy (Blixtduell)"


# ------------------------------------------------------------------ bad files
def write_bytes(data: bytes) -> Path:
    path = Path(os.environ["TABLETOP_HOME"]) / "data" / "statistics.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


GOOD: dict[str, Any] = {"format": st.FORMAT, "version": 1, "seen": [], "games": {
    "riftforce": {"computer:heuristic": {"won": 1, "streak": 1, "best_streak": 1}}}}


@pytest.mark.parametrize(("data", "reason"), [
    (b'{"format": "tabletop-statistics", "version": 1, "games": {', "not valid JSON"),
    (b"\xff\xfe garbage", "not valid JSON"),
    (b"[1, 2, 3]", "not a Tabletop statistics file"),
    (json.dumps({**GOOD, "version": 7}).encode(), "newer version of Tabletop"),
    (json.dumps({**GOOD, "version": "1"}).encode(), "damaged"),
    (json.dumps({**GOOD, "games": {"riftforce": {"computer:heuristic": {"won": -1}}}}).encode(),
     "damaged"),
    (json.dumps({**GOOD, "games": {"riftforce": {"computer:heuristic": {"recent": "WXL"}}}})
     .encode(), "damaged"),
    (json.dumps({**GOOD, "games": {"riftforce": {"computer:heuristic": {"won": True}}}})
     .encode(), "damaged"),
    (b"[" * 100000, "not"),
])
def test_an_unusable_file_is_moved_aside_with_its_reason(data: bytes, reason: str) -> None:
    path = write_bytes(data)
    opened = st.open_book(path)
    assert opened.problem is not None
    assert reason in opened.problem.reason()
    assert opened.book == st.Book()
    assert opened.writable
    assert opened.kept is not None
    assert opened.kept.read_bytes() == data
    assert re.fullmatch(r"statistics\.json\.bad-\d{8}-\d{6}(-\d+)?", opened.kept.name)
    assert not path.exists()


def test_a_good_file_is_read_and_not_moved() -> None:
    path = write_bytes(json.dumps(GOOD).encode())
    opened = st.open_book(path)
    assert opened.problem is None
    assert path.exists()
    assert opened.book.rows("riftforce")["computer:heuristic"].won == 1


def test_a_file_that_cannot_be_moved_aside_is_never_written_over(
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_bytes(b"not json")

    def refuse(p: Path, when: Any = None) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("ui.paths.move_aside", refuse)
    opened = st.open_book(path)
    assert not opened.writable
    assert opened.move_error == "Permission denied"
    assert path.read_bytes() == b"not json"


def test_a_failed_write_leaves_the_old_file_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_bytes(json.dumps(GOOD).encode())
    before = path.read_bytes()
    book = st.read(path)
    book.record("riftforce", [st.Entry("computer:heuristic", st.LOST, 2.0)], "new")

    def crash(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        st.write(path, book)
    assert path.read_bytes() == before
    assert list(path.parent.glob(".tmp-*")) == []
    monkeypatch.undo()
    st.write(path, book)
    assert st.read(path).rows("riftforce")["computer:heuristic"].lost == 1


def test_entries_of_a_finished_session(qapp: Any) -> None:
    """Storma's score is its trophies (its engine result is only 1/0); practice counts
    nothing."""
    from engine.core import Rng
    from ui.session import Session

    session = Session("storma", {}, 3, [SeatConfig("Me"), SeatConfig("C", COMPUTER, "random")])
    rng = Rng(2)
    while not session.is_over():
        session.submit(rng.choice(session.legal_actions()))
    winners = session.game.result(session.state).winners
    trophies = float(len(session.state.trophies[0]))
    assert st.session_entries(session) == [
        st.Entry("computer:beginner", st.outcome(0, winners), trophies)]
    assert st.session_entries(session, abandoned=True) == [
        st.Entry("computer:beginner", st.ABANDONED, None)]
    session.practice = True
    assert st.session_entries(session) == []
    session.deleteLater()


def test_games_with_hints_are_counted_and_named_in_the_line() -> None:
    book = st.Book()
    book.record("riftforce", [st.Entry("computer:hard", st.WON, 12.0, hinted=True)], "a")
    book.record("riftforce", [st.Entry("computer:hard", st.LOST, 4.0)], "b")
    book.record("riftforce", [st.Entry("computer:hard", st.ABANDONED, None, hinted=True)], "c")
    rec = book.rows("riftforce")["computer:hard"]
    assert rec.hinted == 1  # an abandoned game is not played: its hints do not count
    assert st.Record.from_json(rec.to_json(), "x") == rec
    assert "with hints: 1" in st.summary_line("riftforce", "computer:hard", rec)
    assert "hints" not in st.summary_line("riftforce", "computer:hard", st.Record(won=1))


# ------------------------------------------------------------------ hostile files
def count_one(book: st.Book) -> bool:
    return book.record("riftforce", [st.Entry("computer:hard", st.WON, 5.0)], "one")


def test_a_byte_order_mark_is_fine() -> None:
    path = write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode())
    opened = st.open_book(path)
    assert opened.problem is None
    assert path.exists()
    assert opened.book.rows("riftforce")["computer:heuristic"].won == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_the_files_place_is_moved_aside_without_waiting_for_it() -> None:
    """Reading a FIFO blocks until somebody writes to it: the window froze for good."""
    path = write_bytes(b"")
    path.unlink()
    os.mkfifo(path)
    outcome: list[st.Opened] = []
    worker = threading.Thread(target=lambda: outcome.append(stl.update(path, count_one)),
                              daemon=True)
    worker.start()
    worker.join(timeout=60)  # only to detect a hang: the read takes milliseconds
    if worker.is_alive():  # let the blocked reader go before failing
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        worker.join(timeout=60)
        pytest.fail("reading the statistics waited for the pipe")
    opened = outcome[0]
    assert opened.problem is not None
    assert "not an ordinary file" in opened.problem.reason()
    assert opened.kept is not None
    assert stat.S_ISFIFO(os.lstat(opened.kept).st_mode)
    assert st.read(path).rows("riftforce")["computer:hard"].won == 1  # counted afresh


HUGE = "7" * 5000


@pytest.mark.parametrize(("text", "reason"), [
    (json.dumps(GOOD).replace('"won": 1', f'"won": {HUGE}'), "impossible number"),
    (json.dumps(GOOD).replace('"won": 1', '"won": 1, "score_sum": 1' + "0" * 400),
     "impossible number"),
    (json.dumps(GOOD).replace('"won": 1', '"won": 1, "score_sum": 1e400'), "impossible number"),
    (json.dumps(GOOD).replace('"won": 1', '"won": 1, "score_sum": NaN'), "impossible number"),
    (json.dumps(GOOD).replace('"won": 1', f'"won": {2**70}'), "riftforce/computer:heuristic.won"),
    (json.dumps(GOOD).replace('"won": 1', '"won": 1, "scored": 1, "score_sum": 1e308'),
     "riftforce/computer:heuristic.score_sum"),
    (json.dumps(GOOD).replace('"won": 1', '"won": 1, "scored": 1, "score_sum": 1e7'),
     "riftforce/computer:heuristic"),  # more than one game can score
    (json.dumps(GOOD).replace('"won": 1', '"won": 1.0'), "computer:heuristic.won"),
    (json.dumps(GOOD).replace('"won": 1', '"won": 1, "best_score": "7"'), "best_score"),
    (json.dumps(GOOD).replace('"won": 1', '"won": 1, "recent": ["W"]'), "recent"),
    (json.dumps({**GOOD, "seen": [["x"]]}), "seen"),
    (json.dumps({**GOOD, "seen": ["x" * 1000]}), "seen"),
    (json.dumps({**GOOD, "games": {"riftforce": {"x" * 300: {}}}}), "damaged"),
    (json.dumps({**GOOD, "games": {f"g{i}": {} for i in range(st.MAX_GAMES + 1)}}), "damaged"),
    (json.dumps({**GOOD, "version": 2**70}), "newer version"),
    (json.dumps({**GOOD, "version": True}), "version"),
    (json.dumps({**GOOD, "games": [[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]}), "not a Tabletop"),
])
def test_values_that_broke_the_dialog_are_refused_once(text: str, reason: str) -> None:
    """Every case failed before: a ``ValueError``/``OverflowError`` on each game (the file
    never moved), or a value the dialog cannot show (``won`` = 2**70, ``score_sum`` = 1e308)."""
    path = write_bytes(text.encode())
    opened = stl.update(path, count_one)
    assert opened.problem is not None
    assert reason in opened.problem.reason()
    assert opened.kept is not None
    assert opened.kept.read_text(encoding="utf-8") == text
    again = stl.update(path, count_one)  # the next game: a fresh file, no second report
    assert again.problem is None
    assert again.book.rows("riftforce")["computer:hard"].won == 1


def test_the_largest_values_a_file_may_hold_show_and_count_on(qapp: Any) -> None:
    from ui.statistics_dialog import StatisticsDialog

    top = st.Record(won=st.MAX_COUNT, lost=st.MAX_COUNT, drawn=st.MAX_COUNT,
                    abandoned=st.MAX_COUNT, streak=st.MAX_COUNT, best_streak=st.MAX_COUNT,
                    best_score=-float(st.MAX_SCORE), score_sum=-float(st.MAX_SCORE) * st.MAX_COUNT,
                    scored=st.MAX_COUNT, recent=list("WLDA" * 5), hinted=st.MAX_COUNT)
    book = st.Book({"riftforce": {"computer:hard": top}})
    path = write_bytes(json.dumps(book.to_json()).encode())
    assert st.read(path) == book
    dialog = StatisticsDialog(book, "riftforce", lambda key: book)
    dialog.show_book(book, "riftforce")
    locale = QLocale()
    played = dialog.table.item(0, 1)
    assert played is not None
    assert played.text() == locale.toString(3 * st.MAX_COUNT)
    assert f"{locale.toString(st.MAX_COUNT)} won" in st.summary_line(
        "riftforce", "computer:hard", top)
    dialog.deleteLater()
    for outcome in st.OUTCOMES:  # counts stop at the limit: what is written reads back
        top.add(outcome, -2.0 * st.MAX_SCORE, hinted=True)
    st.write(path, book)
    assert st.read(path).rows("riftforce")["computer:hard"].won == st.MAX_COUNT


# ------------------------------------------------------------------ the lock
def test_a_taken_lock_is_waited_for_then_reported_and_nothing_is_lost() -> None:
    path = write_bytes(json.dumps(GOOD).encode())
    other = QLockFile(str(path) + ".lock")  # another copy of Tabletop, counting
    assert other.tryLock(0)
    try:
        with pytest.raises(stl.StatisticsInUse) as info:
            stl.update(path, count_one, wait=0.2)
        assert info.value.strerror == "another copy of Tabletop is using the statistics file"
        assert json.loads(path.read_bytes()) == GOOD  # nothing read, nothing written
    finally:
        other.unlock()
    assert stl.update(path, count_one).book.rows("riftforce")["computer:hard"].won == 1
    assert not Path(str(path) + ".lock").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_the_lock_files_place_does_not_block() -> None:
    path = write_bytes(json.dumps(GOOD).encode())
    os.mkfifo(str(path) + ".lock")
    worker = threading.Thread(target=lambda: stl.update(path, count_one), daemon=True)
    worker.start()
    worker.join(timeout=60)  # only to detect a hang
    if worker.is_alive():
        os.close(os.open(str(path) + ".lock", os.O_WRONLY | os.O_NONBLOCK))
        worker.join(timeout=60)
        pytest.fail("taking the lock waited for the pipe")
    assert st.read(path).rows("riftforce")["computer:hard"].won == 1
