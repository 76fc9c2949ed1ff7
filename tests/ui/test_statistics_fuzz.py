"""Fuzzing the statistics file the way ``tests/engine/test_save_fuzz.py`` fuzzes saves.

Every hostile ``statistics.json`` — every value of a real book replaced by a wrong type or an
absurd number, huge and deep documents, a byte-order mark, NUL bytes, invalid UTF-8, random
bytes, a pipe, a device, a folder, and documents hypothesis makes up — must end in exactly one
of two ways: a book every number of which the dialog and the end panel can show, or one
``StatisticsError`` with a translatable reason, the file moved aside (nothing lost) and the
next game counted in a fresh file (never the same error again).  Never another exception.
"""

from __future__ import annotations

import copy
import os
import random
import stat
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as hs

from tests import json_fuzz
from tests.json_fuzz import RAW, replaced
from ui import statistics as st
from ui import statistics_lock as stl
from ui.statistics_dialog import StatisticsDialog

HUGE_INT = "7" * 5000
WRONG: list[Any] = [1.5, 0.0, -1, True, None, "x", "", "WWWWWWWWWWWWWWWWWWWWW", "\x00",
                    "\ud800", [], ["W"], {}, {"won": 1}, 2**31, 2**63, 2**70, 10**39, 1e308,
                    -1e308, st.MAX_COUNT + 1, "ü" * 5000]
RAW_VALUES = [HUGE_INT, "-" + HUGE_INT, "1" + "0" * 400, "1e400", "-1e400", "NaN",
              "Infinity", "-Infinity", "0." + "0" * 5000 + "1", "[" * 100_000,
              "[" * 100_000 + "]" * 100_000, '{"a":' * 50_000]
#: every reason a statistics file can be refused with (context "Statistics")
REASONS = {st.NOT_JSON, st.NOT_OURS, st.NEWER, st.DAMAGED, st.TOO_LARGE, st.UNREADABLE,
           st.NOT_A_FILE, st.IMPOSSIBLE_NUMBER}


def real_book() -> st.Book:
    """A book like a player's after a season: several games, computer and hot-seat rows,
    scores, hints, abandoned games."""
    rng = random.Random(7)
    book = st.Book()
    for n in range(120):
        key = rng.choice(["riftforce", "storma", "ordet", "supertrumf/klassisk"])
        rows = rng.choice([["computer:hard"], ["computer:beginner"],
                           ["people:Anna", "people:Björn"]])
        outcome = rng.choice(st.OUTCOMES)
        score = None if outcome == st.ABANDONED else float(rng.randrange(30)) / 2
        book.record(key, [st.Entry(r, outcome, score, rng.random() < 0.2) for r in rows],
                    f"game-{n}")
    return book


class Folder:
    """The data folder: writes a case, opens it like the window, checks the one outcome."""

    def __init__(self, dialog: StatisticsDialog) -> None:
        self.path = Path(os.environ["TABLETOP_HOME"]) / "data" / "statistics.json"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.dialog = dialog
        self.cases = 0
        self.loaded = 0

    def check(self, data: bytes | None = None, must_fail: bool = False) -> st.Book | None:
        if data is not None:
            self.clear()
            self.path.write_bytes(data)
        self.cases += 1
        before = self.listing()
        opened = st.open_book(self.path)  # any other exception fails the test
        if opened.problem is None:
            assert not must_fail, "a broken statistics file was read"
            assert self.listing() == before, "a good file was touched"
            self.loaded += 1
            self.show(opened.book)
            return opened.book
        problem = opened.problem
        assert problem.message in REASONS
        assert problem.reason()
        assert opened.kept is not None
        assert opened.writable
        assert not self.path.exists()
        if data is not None:
            assert opened.kept.read_bytes() == data  # kept, byte for byte
        again = stl.update(self.path, lambda book: book.record(
            "storma", [st.Entry("computer:hard", st.WON, 2.0)], "next"))
        assert again.problem is None
        assert again.write_error is None
        assert st.read(self.path).rows("storma")["computer:hard"].won == 1
        return None

    def show(self, book: st.Book) -> None:
        """Every number of every row as the dialog and the end panel show it; the book
        written and read back unchanged."""
        for key, rows in book.games.items():
            for row, record in rows.items():
                st.summary_line(key, row, record)
            self.dialog.show_book(book, key)
            assert self.dialog.table.rowCount() == len(rows)
        st.write(self.path, book)
        assert st.read(self.path).to_json() == book.to_json()

    def listing(self) -> list[tuple[str, int]]:
        return sorted((e.name, e.stat(follow_symlinks=False).st_size)
                      for e in os.scandir(self.path.parent))

    def clear(self) -> None:
        for entry in os.scandir(self.path.parent):
            if entry.is_dir(follow_symlinks=False):
                os.rmdir(entry.path)
            else:
                os.unlink(entry.path)


@pytest.fixture
def folder(qapp: Any) -> Iterator[Folder]:
    dialog = StatisticsDialog(st.Book(), None, lambda key: st.Book())
    yield Folder(dialog)
    dialog.deleteLater()


def value_paths(obj: Any) -> Iterator[tuple[Any, ...]]:
    """Every key and index of the document (the seen list: a sample), depth first."""

    def walk(value: Any, path: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
        if path:
            yield path
        if isinstance(value, dict):
            for key, item in value.items():
                yield from walk(item, (*path, key))
        elif isinstance(value, list):
            for i in range(min(len(value), 3)):
                yield from walk(value[i], (*path, i))

    yield from walk(obj, ())


def dump(obj: Any, raw: str | None = None) -> bytes:
    return json_fuzz.dump(obj, raw, errors="surrogatepass")


def tally(name: str, folder: Folder) -> None:
    """Cases per test, for the closing figures (``pytest -s`` prints them)."""
    print(f"\nhostile statistics files ({name}): {folder.cases}, read as valid: {folder.loaded}")


# ------------------------------------------------------------------ hand-made
def test_a_real_book_loads_also_with_a_byte_order_mark(folder: Folder) -> None:
    data = dump(real_book().to_json())
    for case in (data, b"\xef\xbb\xbf" + data):
        book = folder.check(case)
        assert book == real_book()
        assert len(book.games) == 4


def test_every_value_replaced_by_a_wrong_type_or_an_absurd_number(folder: Folder) -> None:
    rng = random.Random("statistics-fields")
    obj = real_book().to_json()
    paths = list(value_paths(obj))
    assert len(paths) > 100
    for path in paths:
        for value in rng.sample(WRONG, 8):  # each value still lands on dozens of fields
            folder.check(dump(replaced(obj, path, value)))
        for raw in rng.sample(RAW_VALUES, 3):
            folder.check(dump(replaced(obj, path, RAW), raw), must_fail=True)
        parent = copy.deepcopy(obj)  # the key removed, an unknown key added
        node = parent
        for key in path[:-1]:
            node = node[key]
        if isinstance(node, dict):
            del node[path[-1]]
            folder.check(dump(parent))
            node["zz_unknown"] = [1]
            folder.check(dump(parent))
    tally("wrong values", folder)
    assert folder.cases > 2000
    assert folder.loaded > 100


def test_truncations_byte_flips_nul_bytes_and_junk(folder: Folder) -> None:
    rng = random.Random("statistics-bytes")
    data = dump(real_book().to_json())
    for damage, refused in json_fuzz.damaged(data, rng, cuts=60, flips=200, junk_nul=1000,
                                             randoms=40):
        folder.check(damage, must_fail=refused)
    tally("bytes", folder)


def test_huge_and_deep_documents(folder: Folder) -> None:
    data = dump(real_book().to_json())
    over = st.MAX_FILE_BYTES + 1
    folder.check(data + b" " * (over - len(data)), must_fail=True)
    with folder.path.open("wb") as fh:
        fh.truncate(200 * 1024 * 1024)  # sparse: no disk, no time
    folder.check(must_fail=True)
    seen = {**real_book().to_json(), "seen": [f"{i:024x}" for i in range(20 * st.SEEN_LIMIT)]}
    folder.check(dump(seen), must_fail=True)
    rows = {f"people:P{i}": {"won": 1} for i in range(st.MAX_ROWS + 1)}
    folder.check(dump({**real_book().to_json(), "games": {"storma": rows}}), must_fail=True)
    for raw in ("[" * 100_000 + "]" * 100_000, '{"a":' * 100_000, "[" * 2_000_000,
                '"' + "[" * 100_000, "[" * 21 + "]" * 21):
        folder.check(raw.encode(), must_fail=True)
    tally("huge", folder)


def test_pipes_devices_and_folders(folder: Folder) -> None:
    if hasattr(os, "mkfifo"):
        folder.clear()
        os.mkfifo(folder.path)
        worker = threading.Thread(target=folder.check, kwargs={"must_fail": True},
                                  daemon=True)
        worker.start()
        worker.join(timeout=60)  # only to detect a hang
        if worker.is_alive():
            os.close(os.open(folder.path, os.O_WRONLY | os.O_NONBLOCK))
            pytest.fail("reading the statistics waited for a pipe")
        assert folder.cases == 1
        kept = list(folder.path.parent.glob("statistics.json.bad-*"))
        assert len(kept) == 1
        assert stat.S_ISFIFO(os.lstat(kept[0]).st_mode)
    for device in ("/dev/zero", "/dev/null", "/dev/urandom"):
        if os.path.exists(device) and hasattr(os, "symlink"):
            folder.clear()
            folder.path.symlink_to(device)
            folder.check(must_fail=True)
    folder.clear()
    folder.path.mkdir()
    folder.check(must_fail=True)
    folder.clear()
    assert folder.check() == st.Book()  # no file at all: an empty book, nothing reported
    tally("special", folder)


# ------------------------------------------------------------------ made up by hypothesis
json_values = hs.recursive(
    hs.none() | hs.booleans() | hs.integers() | hs.floats(allow_nan=False)
    | hs.text(max_size=30),
    lambda inner: hs.lists(inner, max_size=5) | hs.dictionaries(hs.text(max_size=10), inner,
                                                                max_size=5),
    max_leaves=30)
FIELDS = ("won", "lost", "drawn", "abandoned", "streak", "best_streak", "best_score",
          "score_sum", "scored", "recent", "hinted")
rows_made_up = hs.dictionaries(hs.sampled_from(FIELDS), json_values | hs.integers(0, 50),
                               max_size=len(FIELDS))


@given(json_values)
def test_any_json_document(document: Any) -> None:
    run_made_up(dump(document))


@given(hs.dictionaries(hs.text(max_size=20), hs.dictionaries(hs.text(max_size=20),
                                                             rows_made_up, max_size=3),
                       max_size=3),
       json_values)
def test_books_with_made_up_rows(games: dict[str, Any], seen: Any) -> None:
    run_made_up(dump({"format": st.FORMAT, "version": 1, "games": games, "seen": seen}))


@given(hs.binary(max_size=2000))
def test_any_bytes(data: bytes) -> None:
    run_made_up(data)


def run_made_up(data: bytes) -> None:
    """One hypothesis case through a fresh folder (hypothesis runs many in one test)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    assert app is not None
    dialog = StatisticsDialog(st.Book(), None, lambda key: st.Book())
    try:
        Folder(dialog).check(data)
    finally:
        dialog.deleteLater()
