"""Versioned JSON saves: a save is a replay; every bad file is one SaveError, nothing written."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from engine import saves
from engine.core import Rng
from engine.games import get_game

OPTIONS = {"variant": "klassisk", "seats": 3}


def random_actions(n: int, seed: int = 7) -> list[Any]:
    game = get_game("supertrumf")
    state = game.new_game(OPTIONS, seed)
    rng = Rng(1)
    actions = []
    for _ in range(n):
        if game.is_over(state):
            break
        action = rng.choice(game.legal_actions(state))
        game.apply(state, action)
        actions.append(action)
    return actions


def test_round_trip_rebuilds_the_same_state(tmp_path: Path) -> None:
    actions = random_actions(12)
    path = tmp_path / "a.json"
    saves.save(path, "supertrumf", OPTIONS, 7, actions, {"seats": ["x"]})
    loaded = saves.load(path)
    game = get_game("supertrumf")
    direct = game.new_game(OPTIONS, 7)
    for a in actions:
        game.apply(direct, a)
    assert loaded.game == "supertrumf" and loaded.seed == 7 and loaded.actions == actions
    assert loaded.meta == {"seats": ["x"]}
    assert loaded.state == direct


def test_file_format_is_documented_json(tmp_path: Path) -> None:
    actions = random_actions(3)
    obj = json.loads(saves.dumps("supertrumf", OPTIONS, 7, actions))
    assert obj["format"] == "tabletop-save" and obj["version"] == saves.VERSION
    assert obj["game"] == "supertrumf" and obj["seed"] == 7
    assert obj["options"]["seats"] == 3
    assert all(isinstance(a, dict) and "type" in a for a in obj["actions"])


def valid_obj() -> dict[str, Any]:
    return json.loads(saves.dumps("supertrumf", OPTIONS, 7, random_actions(4)))


BAD_CASES: list[tuple[str, str, str]] = [
    ("corrupt", "{not json", "not a valid save"),
    ("foreign json", json.dumps({"hello": "world"}), "not a Tabletop save"),
    ("list json", json.dumps([1, 2, 3]), "not a Tabletop save"),
    ("newer version", json.dumps({**valid_obj(), "version": saves.VERSION + 1}),
     "newer version"),
    ("no version", json.dumps({k: v for k, v in valid_obj().items() if k != "version"}),
     "format version"),
    ("unknown game", json.dumps({**valid_obj(), "game": "chess"}), "unknown game"),
    ("bad options", json.dumps({**valid_obj(), "options": {"variant": "poker"}}),
     "options are invalid"),
    ("bad seed", json.dumps({**valid_obj(), "seed": "seven"}), "seed"),
    ("bad actions", json.dumps({**valid_obj(), "actions": "none"}), "list of moves"),
    ("unknown action", json.dumps({**valid_obj(), "actions": [{"type": "Castle"}]}),
     "Move 1 in the save is damaged"),
    ("illegal action", json.dumps({**valid_obj(),
                                   "actions": [{"type": "Play", "cards": ["S1", "S2"]}]}),
     "Move 1 in the save is not legal"),
]


@pytest.mark.parametrize(("name", "text", "needle"), BAD_CASES, ids=[c[0] for c in BAD_CASES])
def test_bad_files_raise_one_clear_save_error(tmp_path: Path, name: str, text: str,
                                              needle: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    with pytest.raises(saves.SaveError) as info:
        saves.load(path)
    assert needle in str(info.value)
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before  # nothing overwritten
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]  # no stray files


def test_missing_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(saves.SaveError, match="does not exist"):
        saves.load(tmp_path / "nope.json")
    binary = tmp_path / "b.json"
    binary.write_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(saves.SaveError):
        saves.load(binary)


def test_save_error_messages_are_translatable_templates() -> None:
    err = saves.SaveError("Move {number} in the save is damaged: {detail}", number=3, detail="x")
    assert str(err) == "Move 3 in the save is damaged: x"
    assert err.message.startswith("Move {number}") and err.params == {"number": 3, "detail": "x"}


def test_atomic_save_keeps_the_old_file_when_writing_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.json"
    saves.save(path, "supertrumf", OPTIONS, 7, random_actions(2))
    old = path.read_bytes()

    def boom(*args: Any, **kwargs: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.save(path, "supertrumf", OPTIONS, 7, random_actions(6))
    assert path.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]  # temp file removed
