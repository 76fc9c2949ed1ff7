"""Versioned JSON saves: a save is a replay; every bad file is one SaveError, nothing written."""

from __future__ import annotations

import json
import os
import re
import signal
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine import games, saves
from engine.core import Rng
from engine.games import get_game
from engine.schema import ActionDecoder, Invalid

from .save_samples import real_save

OPTIONS = {"variant": "klassisk", "seats": 3}
SEATS = [{"name": "Anna", "kind": "human", "level": ""},
         {"name": "Bo", "kind": "computer", "level": "heuristic"},
         {"name": "Cia", "kind": "computer", "level": None}]


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
    saves.save(path, "supertrumf", OPTIONS, 7, actions, {"seats": SEATS, "viewer": 1})
    loaded = saves.load(path)
    game = get_game("supertrumf")
    direct = game.new_game(OPTIONS, 7)
    for a in actions:
        game.apply(direct, a)
    assert loaded.game == "supertrumf"
    assert loaded.seed == 7
    assert loaded.actions == actions
    assert loaded.meta == {"seats": SEATS, "viewer": 1}
    assert loaded.state == direct


def test_file_format_is_documented_json(tmp_path: Path) -> None:
    actions = random_actions(3)
    obj = json.loads(saves.dumps("supertrumf", OPTIONS, 7, actions))
    assert obj["format"] == "tabletop-save"
    assert obj["version"] == saves.VERSION
    assert obj["game"] == "supertrumf"
    assert obj["seed"] == 7
    assert obj["options"]["seats"] == 3
    assert all(isinstance(a, dict) and "type" in a for a in obj["actions"])


def valid_obj() -> dict[str, Any]:
    return json.loads(saves.dumps("supertrumf", OPTIONS, 7, random_actions(4),
                                  {"seats": SEATS, "viewer": 0}))


def ordet_obj() -> dict[str, Any]:
    obj: dict[str, Any] = json.loads(real_save("ordet"))
    return obj


def with_action(obj: dict[str, Any], action: dict[str, Any]) -> str:
    return json.dumps({**obj, "actions": [action]})


def with_option(obj: dict[str, Any], key: str, value: Any) -> str:
    return json.dumps({**obj, "options": {**obj["options"], key: value}})


def with_meta(obj: dict[str, Any], meta: Any) -> str:
    return json.dumps({**obj, "meta": meta})


HUGE = "1" * 4301  # one digit more than CPython converts by default (ValueError before)

BAD_CASES: list[tuple[str, str, str]] = [
    ("corrupt", "{not json", "not a valid save (damaged at line 1)"),
    ("empty", "", "not a valid save"),
    ("foreign json", json.dumps({"hello": "world"}), "not a Tabletop save"),
    ("list json", json.dumps([1, 2, 3]), "not a Tabletop save"),
    ("newer version", json.dumps({**valid_obj(), "version": saves.VERSION + 1}),
     "newer version"),
    ("no version", json.dumps({k: v for k, v in valid_obj().items() if k != "version"}),
     "format version"),
    ("bool version", json.dumps({**valid_obj(), "version": True}), "format version"),
    ("unknown game", json.dumps({**valid_obj(), "game": "chess"}), "unknown game (chess)"),
    ("game not a string", json.dumps({**valid_obj(), "game": [1]}), "which game"),
    ("unknown top-level key", json.dumps({**valid_obj(), "cheat": 1}), "does not know"),
    ("bad options", json.dumps({**valid_obj(), "options": {"variant": "poker"}}),
     "options are damaged (rules variant)"),
    ("options across keys", json.dumps({**valid_obj(),
                                        "options": {"variant": "blixtduell", "seats": 3}}),
     "options are missing or damaged"),
    ("unknown option", with_option(valid_obj(), "jokers", True), "options are missing or damaged"),
    ("options a list", json.dumps({**valid_obj(), "options": []}), "options are missing"),
    ("seats a float", with_option(valid_obj(), "seats", 3.0), "(number of players)"),
    ("bad seed", json.dumps({**valid_obj(), "seed": "seven"}), "seed"),
    ("float seed", json.dumps({**valid_obj(), "seed": 7.0}), "seed"),
    ("no seed", json.dumps({k: v for k, v in valid_obj().items() if k != "seed"}), "seed"),
    ("bad actions", json.dumps({**valid_obj(), "actions": "none"}), "list of moves"),
    ("too many actions", json.dumps({**valid_obj(), "actions": [{}] * (saves.MAX_ACTIONS + 1)}),
     "too long"),
    ("unknown action", json.dumps({**valid_obj(), "actions": [{"type": "Castle"}]}),
     "Move 1 in the save is damaged."),
    ("action of wrong type", with_action(valid_obj(), {"type": "NameProperty", "prop": 3}),
     "Move 1 in the save is damaged."),
    ("unknown card", with_action(valid_obj(), {"type": "Play", "cards": ["XX"]}),
     "Move 1 in the save is damaged."),
    ("illegal action", json.dumps({**valid_obj(),
                                   "actions": [{"type": "Play", "cards": ["S1", "S2"]}]}),
     "Move 1 in the save is not legal"),
    # the issue's examples: each was a TypeError, ValueError, RecursionError or OSError
    ("ordet pile 1.0", with_action(ordet_obj(), {"type": "Draw", "pile": 1.0, "slot": 0}),
     "Move 1 in the save is damaged."),
    ("ordet seat 0.0", with_action(ordet_obj(), {"type": "Pass", "seat": 0.0}),
     "Move 1 in the save is damaged."),
    ("ordet seat out of range", with_action(ordet_obj(), {"type": "Pass", "seat": 3}),
     "Move 1 in the save is damaged."),
    ("ordet seconds NaN", with_action(ordet_obj(), {"type": "Answer", "seat": 0,
                                                    "answers": ["a"], "seconds": float("nan")}),
     "impossible number"),
    ("meta seats 5", with_meta(ordet_obj(), {"seats": 5}), "list of players is damaged"),
    ("meta not an object", with_meta(valid_obj(), []), "metadata is damaged"),
    ("meta viewer a string", with_meta(valid_obj(), {"viewer": "0"}), "metadata is damaged"),
    ("meta viewer out of range", with_meta(valid_obj(), {"viewer": 3}), "metadata is damaged"),
    ("meta seat count", with_meta(valid_obj(), {"seats": SEATS[:2]}), "list of players"),
    ("meta seat kind", with_meta(valid_obj(), {"seats": [{**SEATS[0], "kind": "robot"},
                                                         *SEATS[1:]]}), "list of players"),
    ("meta absurd name", with_meta(valid_obj(), {"seats": [{**SEATS[0], "name": "A" * 10_001},
                                                           *SEATS[1:]]}),
     "name in the save is too long (at most 10000 characters)"),
    ("card set name 10k", with_option(ordet_obj(), "card_set", "x" * 10_000),
     "options are damaged (card set)"),
    ("card set name 300", with_option(ordet_obj(), "card_set", "x" * 300),
     "options are damaged (card set)"),
    ("card set path", with_option(ordet_obj(), "card_set", "../../../etc/passwd"),
     "options are damaged (card set)"),
    ("card set unknown", with_option(ordet_obj(), "card_set", "nope"),
     "options are damaged (card set)"),
    ("deep nesting", "[" * 100_000 + "]" * 100_000, "nested far too deeply"),
    ("deep nesting in meta", with_meta(valid_obj(), {"x": 1}).replace(
        '{"x": 1}', '{"x": ' + "[" * 100_000 + "]" * 100_000 + "}"), "nested far too deeply"),
    ("4301-digit seed", json.dumps(valid_obj()).replace('"seed": 7', '"seed": ' + HUGE),
     "impossible number"),
    ("4301-digit pile", with_action(ordet_obj(), {"type": "Draw", "pile": 0, "slot": 0}).replace(
        '"pile": 0', '"pile": ' + HUGE), "impossible number"),
    ("41-digit seed", json.dumps(valid_obj()).replace('"seed": 7', '"seed": ' + "9" * 41),
     "impossible number"),
    ("seed over 128 bits", json.dumps({**valid_obj(), "seed": 2**129}), "seed"),
    ("Infinity", json.dumps(valid_obj()).replace('"seed": 7', '"seed": Infinity'),
     "impossible number"),
    ("1e999", json.dumps(valid_obj()).replace('"seed": 7', '"seed": 1e999'),
     "impossible number"),
    ("5000-digit float", json.dumps(valid_obj()).replace('"seed": 7', '"seed": 0.' + "0" * 5000),
     "impossible number"),
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
    assert_player_words(info.value)
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before  # nothing overwritten
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]  # no stray files


def assert_player_words(err: saves.SaveError) -> None:
    """No Python repr, no list of allowed values, no developer names in the message."""
    text = str(err)
    developer = r"[\[\]{}<>\\]|(?<!\w)'|'(?!\w)|\b[a-z]+_[a-z_]+\b|must be one of|Error"
    assert not re.search(developer, text), text
    template = err.message
    assert set(re.findall(r"{(\w+)}", template)) == set(err.params), template


def test_nesting_depth_ignores_brackets_in_strings() -> None:
    assert saves.nesting_depth('{"a": [1, {"b": "[[[{{{\\"]]"}]}') == 3
    assert saves.nesting_depth('"\\\\" [[') == 2  # an escaped backslash ends nothing
    assert saves.nesting_depth("[[[" + '"' + "[" * 50) == 3  # an unterminated string
    assert saves.nesting_depth("") == saves.nesting_depth("]]]") == 0
    assert saves.nesting_depth('"\\"' * 500_000) == 0  # many quotes (tools/save_bench.py: time)


def test_a_utf8_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + real_save("riftforce").encode("utf-8"))
    assert saves.load(path).game == "riftforce"
    assert saves.loads("\ufeff" + real_save("storma")).game == "storma"


def test_unknown_meta_keys_are_ignored_and_dropped() -> None:
    obj = valid_obj()
    obj["meta"] = {"seats": SEATS, "viewer": None, "window": {"x": [1, 2]}}
    obj["meta"]["seats"] = [{**SEATS[0], "colour": "red"}, *SEATS[1:]]
    loaded = saves.loads(json.dumps(obj))
    assert loaded.meta == {"seats": SEATS, "viewer": None}
    obj["meta"] = {}
    assert saves.loads(json.dumps(obj)).meta == {}
    del obj["meta"]
    assert saves.loads(json.dumps(obj)).meta == {}


def test_a_200_mb_file_is_refused_before_reading(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as fh:  # sparse: costs no disk and no time
        fh.truncate(200 * 1024 * 1024)

    def no_reading(*args: Any) -> bytes:
        raise AssertionError("the file was read")

    monkeypatch.setattr(os, "read", no_reading)
    with pytest.raises(saves.SaveError, match=r"too large to be a save \(more than 4 MB"):
        saves.load(path)


def test_a_file_just_over_the_limit_is_refused_and_one_under_it_is_read(tmp_path: Path) -> None:
    text = real_save("supertrumf")
    path = tmp_path / "big.json"
    path.write_text(text + " " * (saves.MAX_FILE_BYTES - len(text.encode())), encoding="utf-8")
    assert saves.load(path).game == "supertrumf"
    with path.open("a") as fh:
        fh.write(" ")
    with pytest.raises(saves.SaveError, match="too large"):
        saves.load(path)
    with pytest.raises(saves.SaveError, match="too large"):
        saves.loads(text + " " * saves.MAX_FILE_BYTES)


@pytest.fixture
def alarm() -> Iterator[None]:
    """Fail instead of hanging for ever (a FIFO opened for reading blocks without a writer)."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def timeout(signum: int, frame: Any) -> None:
        raise TimeoutError("load blocked")

    old = signal.signal(signal.SIGALRM, timeout)
    signal.alarm(5)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this platform")
def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path, alarm: None) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(saves.SaveError, match="not an ordinary file") as info:
        saves.load(fifo)
    assert_player_words(info.value)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero on this platform")
def test_a_device_is_refused(alarm: None) -> None:
    with pytest.raises(saves.SaveError, match="not an ordinary file"):
        saves.load("/dev/zero")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this platform")
def test_a_file_swapped_for_a_pipe_after_the_check_is_still_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, alarm: None
) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    regular = tmp_path / "ok.json"
    regular.write_text("{}", encoding="utf-8")
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: real_stat(regular))
    with pytest.raises(saves.SaveError, match="not an ordinary file"):
        saves.load(fifo)


def test_missing_unreadable_folder_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(saves.SaveError, match="does not exist"):
        saves.load(tmp_path / "nope.json")
    with pytest.raises(saves.SaveError, match="is a folder"):
        saves.load(tmp_path)
    binary = tmp_path / "b.json"
    binary.write_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(saves.SaveError, match="not text"):
        saves.load(binary)
    with pytest.raises(saves.SaveError, match="could not be read"):
        saves.load(str(tmp_path / "x") + "\0")
    with pytest.raises(saves.SaveError):
        saves.load(tmp_path / ("x" * 5000))  # a name too long for the file system
    if hasattr(os, "geteuid") and os.geteuid() != 0:  # root may read anything
        locked = tmp_path / "locked.json"
        locked.write_text(real_save("supertrumf"), encoding="utf-8")
        locked.chmod(0)
        with pytest.raises(saves.SaveError, match="not allowed to read"):
            saves.load(locked)


def test_save_error_messages_are_translatable_templates() -> None:
    err = saves.SaveError("Move {number} in the save is damaged.", number=3)
    assert str(err) == "Move 3 in the save is damaged."
    assert err.message.startswith("Move {number}")
    assert err.params == {"number": 3}


def test_option_and_action_errors_do_not_leak_developer_text() -> None:
    """The issue's examples: a list of allowed values and a pending step's code name."""
    with pytest.raises(saves.SaveError) as info:
        saves.loads(with_option(valid_obj(), "variant", "poker"))
    assert "klassisk" not in str(info.value)
    assert "[" not in str(info.value)
    riftforce = json.loads(real_save("riftforce", moves=200))
    with pytest.raises(saves.SaveError) as info:  # a legal-looking move at the wrong time
        saves.loads(json.dumps({**riftforce, "actions": [*riftforce["actions"][:2],
                                                         {"type": "StopActivating"}]}))
    assert "Move 3 in the save is not legal" in str(info.value)


def test_max_name_length_is_public() -> None:
    assert saves.MAX_NAME_LENGTH == 40
    obj = valid_obj()
    obj["meta"]["seats"][0]["name"] = "Å" * 40
    assert saves.loads(json.dumps(obj)).meta["seats"][0]["name"] == "Å" * 40


def test_a_long_or_broken_name_is_cleaned_and_cut_not_refused() -> None:
    """An edited name must not cost the game: cut to the limit, control characters gone."""
    obj = valid_obj()
    obj["meta"]["seats"][0]["name"] = "Z" * 5000
    obj["meta"]["seats"][1]["name"] = "Bo\nBot\u2028x\t "
    seats = saves.loads(json.dumps(obj)).meta["seats"]
    assert seats[0]["name"] == "Z" * saves.MAX_NAME_LENGTH
    assert seats[1]["name"] == "Bo Bot x"


@pytest.mark.parametrize("game", list(games.names()))
def test_every_game_has_a_schema_for_every_action_field(game: str) -> None:
    schema = games.schema(game)
    g = games.get_game(game)
    options = g.normalize_options(json.loads(real_save(game))["options"])
    ActionDecoder(g.action_types, schema.action_fields(options))  # TypeError if unknown
    for key in json.loads(real_save(game))["options"]:
        assert key in schema.options


def test_action_decoder_narrows_fields_by_name_and_by_type() -> None:
    from engine.ordet.actions import ACTION_TYPES
    from engine.schema import Int

    decoder = ActionDecoder(ACTION_TYPES, {"seat": Int(0, 2), "Claim.seat": Int(0, 0)})
    assert decoder.decode({"type": "Pass", "seat": 2}).seat == 2
    with pytest.raises(Invalid) as info:
        decoder.decode({"type": "Claim", "seat": 1, "accepted": True})
    assert info.value.path == ("seat",)
    with pytest.raises(TypeError):
        ActionDecoder(ACTION_TYPES, {"sate": Int(0, 2)})


# ---------------------------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------------------------


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


def test_saving_keeps_the_existing_files_permissions(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    saves.save(path, "supertrumf", OPTIONS, 7, random_actions(2))
    for mode in (0o640, 0o604, 0o600):
        path.chmod(mode)
        saves.save(path, "supertrumf", OPTIONS, 7, random_actions(3))
        assert stat.S_IMODE(path.stat().st_mode) == mode
    assert len(saves.load(path).actions) == 3


def test_a_new_save_gets_the_users_umask(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        saves.save(tmp_path / "new.json", "supertrumf", OPTIONS, 7, random_actions(2))
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o640


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks")
def test_saving_through_a_symlink_replaces_the_file_it_points_to(tmp_path: Path) -> None:
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    target = real_dir / "game.json"
    saves.save(target, "supertrumf", OPTIONS, 7, random_actions(2))
    target.chmod(0o644)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    chain = tmp_path / "chain.json"
    chain.symlink_to(link)
    saves.save(chain, "supertrumf", OPTIONS, 7, random_actions(5))
    assert chain.is_symlink()
    assert link.is_symlink()
    assert not target.is_symlink()
    assert len(saves.load(target).actions) == 5
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["chain.json", "link.json", "real"]
    assert [p.name for p in real_dir.iterdir()] == ["game.json"]
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(real_dir / "later.json")
    saves.save(dangling, "supertrumf", OPTIONS, 7, random_actions(1))
    assert dangling.is_symlink()
    assert len(saves.load(real_dir / "later.json").actions) == 1
