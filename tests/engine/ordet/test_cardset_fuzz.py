"""Fuzzing Ordet fanger card set files the way ``tests/engine/test_save_fuzz.py`` fuzzes saves.

A card set is data written by people and a file anybody can replace, so every hostile file —
every value of the shipped set replaced by a wrong type or an absurd number, huge and deep
documents, a byte-order mark, NUL bytes, invalid UTF-8, random bytes, a pipe, a device, a
folder, documents hypothesis makes up — must end in a ``CardSet`` or in exactly one
``CardSetError`` (a ``ValueError``) whose message is a translatable template; never another
exception, never a wait on a pipe, and the file is never changed.
"""

from __future__ import annotations

import copy
import json
import os
import random
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as hs

from engine import jsonfile
from engine.ordet import cardsets
from tests import json_fuzz
from tests.json_fuzz import RAW, replaced

HUGE_INT = "7" * 5000
WRONG: list[Any] = [1.5, 0, -1, True, None, "", "x", "ü" * 5000, [], [1], [[]], {}, {"a": []},
                    2**70, 1e308, "\x00", "\ud800"]
RAW_VALUES = [HUGE_INT, "1e400", "NaN", "-Infinity", "0." + "0" * 5000 + "1",
              "[" * 100_000, "[" * 100_000 + "]" * 100_000, '{"a":' * 50_000]
#: every message a card set error can carry (context "engine")
MESSAGES = {*jsonfile.MESSAGES.values(), cardsets.NOT_A_SET}
SHIPPED = cardsets.SETS_DIR / "everyday.json"


class Folder:
    """A test folder: writes a case, loads it, checks the one outcome and that the folder is
    unchanged."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.file = path / "case.json"
        self.cases = 0
        self.loaded = 0

    def listing(self) -> list[tuple[str, int, int]]:
        return sorted((e.name, e.stat(follow_symlinks=False).st_size,
                       e.stat(follow_symlinks=False).st_mtime_ns) for e in os.scandir(self.path))

    def check(self, data: bytes | None = None, path: Path | None = None,
              must_fail: bool = False) -> cardsets.CardSet | None:
        if data is not None:
            self.file.write_bytes(data)
        before = self.listing()
        self.cases += 1
        try:
            result: cardsets.CardSet | None = cardsets.load_file(path or self.file)
        except cardsets.CardSetError as err:
            result = None
            assert err.message in MESSAGES
            assert str(err)
            err.message.format(**err.params)  # the template's parameters are all there
        assert self.listing() == before, "the folder changed"
        if result is not None:
            assert not must_fail, "a broken card set loaded"
            self.loaded += 1
            cardsets.content_problems(result)  # the content check copes with what loaded
        return result


@pytest.fixture
def folder(tmp_path: Path) -> Folder:
    return Folder(tmp_path)


def value_paths(obj: Any, rng: random.Random) -> Iterator[tuple[Any, ...]]:
    """Every key of the set's top and of a sample of its cards and jokers, depth first (an
    answer list: its first item)."""

    def walk(value: Any, path: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
        if path:
            yield path
        if isinstance(value, dict):
            for key, item in value.items():
                yield from walk(item, (*path, key))
        elif isinstance(value, list):
            indices: list[int] = list(range(min(len(value), 1)))
            if path in (("cards",), ("jokers",)):
                indices = sorted({0, len(value) - 1, *rng.sample(range(len(value)), 2)})
            elif path == ("symbols",):
                indices = [0, len(value) - 1]
            for i in indices:
                yield from walk(value[i], (*path, i))

    yield from walk(obj, ())


def dump(obj: Any, raw: str | None = None) -> bytes:
    return json_fuzz.dump(obj, raw, indent=None, errors="surrogatepass")


def small_set() -> dict[str, Any]:
    """A set file with the shipped sets' structure and a tenth of their size (the wrong-value
    cases are many; what they test is the structure, not the bulk)."""
    cs = cardsets.synthetic("small", [(f"cat{i}", i % 8) for i in range(9)])
    symbols = cardsets.SYMBOLS
    return {"format": cardsets.FORMAT, "version": 1, "id": cs.id, "name": dict(cs.name),
            "symbols": list(symbols),
            "cards": [{"id": c.id, "symbol": symbols[c.symbol], "category": dict(c.category),
                       "answers": {k: list(v) for k, v in c.answers.items()}}
                      for c in cs.cards],
            "jokers": [{"id": j.id, "symbols": [symbols[s] for s in j.symbols]}
                       for j in cs.jokers]}


def tally(name: str, folder: Folder) -> None:
    print(f"\nhostile card set files ({name}): {folder.cases}, loaded: {folder.loaded}")


def test_the_shipped_set_loads_also_with_a_byte_order_mark(folder: Folder) -> None:
    data = SHIPPED.read_bytes()
    for case in (data, b"\xef\xbb\xbf" + data):
        cs = folder.check(case)
        assert cs is not None
        assert cs.id == "everyday"
        assert cardsets.content_problems(cs) == []


def test_every_value_replaced_by_a_wrong_type_or_an_absurd_number(folder: Folder) -> None:
    rng = random.Random("cardset-fields")
    obj = small_set()
    assert folder.check(dump(obj)) is not None
    paths = list(value_paths(obj, rng))
    assert len(paths) > 60
    for path in paths:
        for value in WRONG:
            folder.check(dump(replaced(obj, path, value)))
        for raw in rng.sample(RAW_VALUES, 2):
            folder.check(dump(replaced(obj, path, RAW), raw), must_fail=True)
        parent = copy.deepcopy(obj)
        node = parent
        for key in path[:-1]:
            node = node[key]
        if isinstance(node, dict):
            del node[path[-1]]
            folder.check(dump(parent))
    tally("wrong values", folder)
    assert folder.cases > 1000


def test_truncations_byte_flips_and_junk(folder: Folder) -> None:
    rng = random.Random("cardset-bytes")
    data = SHIPPED.read_bytes()
    for damage, refused in json_fuzz.damaged(data, rng, cuts=30, flips=60, junk_nul=100,
                                             randoms=20):
        folder.check(damage, must_fail=refused)
    tally("bytes", folder)


def test_huge_deep_and_special_files(folder: Folder) -> None:
    data = SHIPPED.read_bytes()
    folder.check(data + b" " * (cardsets.MAX_FILE_BYTES + 1 - len(data)), must_fail=True)
    with folder.file.open("wb") as fh:
        fh.truncate(200 * 1024 * 1024)  # sparse: no disk, no time
    folder.check(must_fail=True)
    obj = json.loads(data)
    obj["cards"][0]["answers"]["en"] = ["x"] * (cardsets.MAX_ANSWERS + 1)
    folder.check(dump(obj), must_fail=True)
    obj = json.loads(data)
    obj["cards"] = obj["cards"] * 20
    folder.check(dump(obj), must_fail=True)
    for raw in ("[" * 100_000 + "]" * 100_000, '{"a":' * 100_000, "[" * 2_000_000):
        folder.check(raw.encode(), must_fail=True)
    if hasattr(os, "mkfifo"):
        fifo = folder.path / "pipe.json"
        os.mkfifo(fifo)
        worker = threading.Thread(target=folder.check, kwargs={"path": fifo, "must_fail": True},
                                  daemon=True)
        worker.start()
        worker.join(timeout=60)  # only to detect a hang
        if worker.is_alive():
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            pytest.fail("loading a card set waited for a pipe")
    for device in ("/dev/zero", "/dev/null", "/dev/urandom"):
        if os.path.exists(device):
            folder.check(path=Path(device), must_fail=True)
    folder.check(path=folder.path, must_fail=True)
    folder.check(path=folder.path / "missing.json", must_fail=True)
    tally("huge and special", folder)


json_values = hs.recursive(
    hs.none() | hs.booleans() | hs.integers() | hs.floats(allow_nan=False)
    | hs.text(max_size=20),
    lambda inner: hs.lists(inner, max_size=4) | hs.dictionaries(hs.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=25)
cards_made_up = hs.lists(hs.dictionaries(
    hs.sampled_from(["id", "symbol", "category", "answers", "x"]),
    json_values | hs.sampled_from(cardsets.SYMBOLS), max_size=5), max_size=4)


@given(json_values)
def test_any_json_document(document: Any) -> None:
    run_made_up(dump(document))


@given(cards_made_up, cards_made_up, json_values, json_values)
def test_sets_with_made_up_cards(cards: list[Any], jokers: list[Any], symbols: Any,
                                 name: Any) -> None:
    run_made_up(dump({"format": cardsets.FORMAT, "version": 1, "id": "fuzz", "name": name,
                      "symbols": symbols if isinstance(symbols, list) else list(
                          cardsets.SYMBOLS), "cards": cards, "jokers": jokers}))


@given(hs.binary(max_size=2000))
def test_any_bytes(data: bytes) -> None:
    run_made_up(data)


def run_made_up(data: bytes) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        Folder(Path(tmp)).check(data)
