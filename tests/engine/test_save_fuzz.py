"""Fuzzing the save loader with real saves of all four games (a seeded generator, fixed budget).

Every mutated file must end in ``SaveError`` (or load, where the mutation is harmless: a flipped
letter in a player's name), never in another exception or a write: the folder holds exactly
the same files, untouched, afterwards.  How long a case takes (the goal: well under 2 s) is
measured by ``tools/save_bench.py``, not asserted: a shared machine's timings say little about
the code.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine import games, saves
from tests import json_fuzz
from tests.json_fuzz import RAW, replaced

from .save_samples import real_save

GAMES = list(games.names())
HUGE_INT = "7" * 4301
DEEP = "[" * 100_000 + "]" * 100_000
WRONG: list[Any] = [1.5, 0.0, True, False, "x", "", "ü" * 500, [], [0], {}, {"type": 1}, None,
                    -1, 2**64, 10**39]
RAW_VALUES = [HUGE_INT, "-" + HUGE_INT, DEEP, "[" * 100_000, "1e400", "0." + "0" * 5000 + "1",
              "NaN", "-Infinity"]


class Folder:
    """The test folder: writes a case, loads it, checks the outcome and that nothing changed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.file = path / "case.json"
        self.cases = 0
        self.loaded = 0

    def listing(self) -> list[tuple[str, int, int]]:
        return sorted((e.name, e.stat(follow_symlinks=False).st_size,
                       e.stat(follow_symlinks=False).st_mtime_ns) for e in os.scandir(self.path))

    def check(self, data: bytes | None = None, path: Path | str | None = None,
              must_fail: bool = False) -> saves.SaveGame | None:
        if data is not None:
            self.file.write_bytes(data)
        target = self.file if path is None else path
        before = self.listing()
        self.cases += 1
        try:
            result: saves.SaveGame | None = saves.load(target)
        except saves.SaveError as err:
            result = None
            assert str(err)
            assert err.message
        assert self.listing() == before, "the folder changed"
        if result is not None:
            assert not must_fail, "a broken save loaded"
            self.loaded += 1
        return result


@pytest.fixture
def folder(tmp_path: Path) -> Folder:
    return Folder(tmp_path)


def value_paths(obj: Any, rng: random.Random) -> Iterator[tuple[Any, ...]]:
    """Every key and index of the document (actions: a sample of six), depth first."""

    def walk(value: Any, path: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
        if path:
            yield path
        if isinstance(value, dict):
            for key, item in value.items():
                yield from walk(item, (*path, key))
        elif isinstance(value, list):
            indices = range(len(value))
            if path == ("actions",) and len(value) > 6:
                indices = sorted({0, 1, len(value) // 2, len(value) - 1,
                                  *rng.sample(range(len(value)), 2)})
            for i in indices:
                yield from walk(value[i], (*path, i))

    yield from walk(obj, ())


def dump(obj: Any, raw: str | None = None) -> bytes:
    return json_fuzz.dump(obj, raw)


@pytest.mark.parametrize("game", GAMES)
def test_real_saves_load_also_with_a_byte_order_mark(folder: Folder, game: str) -> None:
    text = real_save(game).encode("utf-8")
    for data in (text, b"\xef\xbb\xbf" + text):
        loaded = folder.check(data)
        assert loaded is not None
        assert loaded.game == game
        assert len(loaded.actions) > 30


@pytest.mark.parametrize("game", GAMES)
def test_every_field_replaced_by_a_wrong_type(folder: Folder, game: str) -> None:
    rng = random.Random(f"fields-{game}")
    obj = json.loads(real_save(game))
    paths = list(value_paths(obj, rng))
    assert len(paths) > 30
    for path in paths:
        for value in WRONG:
            folder.check(dump(replaced(obj, path, value)))
        for raw in rng.sample(RAW_VALUES, 3):  # each kind still lands on dozens of fields
            folder.check(dump(replaced(obj, path, RAW), raw), must_fail=True)
    assert folder.cases > 500
    # key removals and additions at every level
    for path in paths:
        parent = replaced(obj, path, None)
        node = parent
        for key in path[:-1]:
            node = node[key]
        if isinstance(node, dict):
            del node[path[-1]]
            folder.check(dump(parent))
            node["zz_unknown"] = 1
            folder.check(dump(parent))


@pytest.mark.parametrize("game", GAMES)
def test_truncations_and_byte_flips(folder: Folder, game: str) -> None:
    rng = random.Random(f"bytes-{game}")
    data = real_save(game).encode("utf-8")
    for damage, refused in json_fuzz.damaged(data, rng, cuts=40, flips=120):
        folder.check(damage, must_fail=refused)
    # whole stretches replaced by junk, repeated or removed
    for _ in range(40):
        a = rng.randrange(len(data))
        b = min(len(data), a + rng.randrange(1, 200))
        choice = rng.randrange(3)
        if choice == 0:
            mutated = data[:a] + bytes(rng.randrange(256) for _ in range(b - a)) + data[b:]
        elif choice == 1:
            mutated = data[:b] + data[a:b] * rng.randrange(2, 50) + data[b:]
        else:
            mutated = data[:a] + data[b:]
        folder.check(mutated)


def test_huge_files_and_deep_nesting(folder: Folder) -> None:
    text = real_save("ordet").encode("utf-8")
    over = saves.MAX_FILE_BYTES + 1
    folder.check(text + b" " * (over - len(text)), must_fail=True)
    obj = json.loads(text)
    obj["meta"]["padding"] = "x" * over
    folder.check(dump(obj), must_fail=True)
    with folder.file.open("wb") as fh:
        fh.truncate(200 * 1024 * 1024)  # sparse: no disk, no time
    folder.check(must_fail=True)
    # just under the limit: junk the parser must wade through, still in time
    bulk = saves.MAX_FILE_BYTES - len(text) - 100
    for junk in ("[" + "0," * (bulk // 2 - 1) + "0]", json.dumps("é" * (bulk // 3)),
                 "[" * 20 + "]" * 20 + " " * bulk):
        obj = json.loads(text)
        obj["meta"]["junk"] = RAW
        folder.check(dump(obj, junk))
    just_too_deep = "[" * (saves.MAX_DEPTH + 1) + "]" * (saves.MAX_DEPTH + 1)
    for raw in (DEEP, '{"a":' * 100_000, just_too_deep, '"' + "[" * 100_000):
        folder.check(raw.encode(), must_fail=True)
    folder.check(("[" * 2_000_000).encode(), must_fail=True)


def test_special_files(folder: Folder) -> None:
    if hasattr(os, "mkfifo"):
        fifo = folder.path / "pipe.json"
        os.mkfifo(fifo)
        folder.check(path=fifo, must_fail=True)
    for device in ("/dev/zero", "/dev/null", "/dev/urandom"):
        if os.path.exists(device):
            folder.check(path=device, must_fail=True)
            if hasattr(os, "symlink"):
                link = folder.path / f"link-{Path(device).name}.json"
                link.symlink_to(device)
                folder.check(path=link, must_fail=True)
    folder.check(path=folder.path, must_fail=True)
    folder.check(path=folder.path / "missing.json", must_fail=True)
    assert folder.cases >= 4
