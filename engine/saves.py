"""Versioned JSON save files.  A save is a replay: game, options, seed and the action list.

Why a replay and not a state dump: the state format can change between releases while seed +
actions stays meaningful, loading verifies every action through the rules again (a tampered or
corrupt file cannot produce an impossible position), and no pickle is ever executed.

Format (version 1)::

    {"format": "tabletop-save", "version": 1, "game": "supertrumf",
     "options": {...}, "seed": 3, "actions": [{"type": "...", ...}, ...],
     "meta": {"seats": [{"name": "Anna", "kind": "human", "level": ""}, ...], "viewer": 0}}

A save is untrusted input, so loading is defensive from the first byte: only a regular file of
at most ``MAX_FILE_BYTES`` is read (never a pipe or a device, checked before reading), a UTF-8
byte-order mark is accepted, nesting deeper than ``MAX_DEPTH`` is refused before the JSON parser
runs, numbers are bounded while parsing, and the whole document is checked against a schema
(``engine.schema``; each game's options and actions in ``engine/<game>/schema.py``) *before* a
single move is replayed.  Unknown top-level keys are refused (new data belongs in a new format
version or in ``meta``); ``meta`` is the app's data: its known keys (``seats``, ``viewer``) are
checked strictly, unknown ones are ignored and left out of ``SaveGame.meta``.

Every problem raises ``SaveError`` with a message a player can read (a translatable template,
never a Python repr or a list of allowed values); ``load`` only reads, it never writes.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import stat
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import games, jsonfile
from engine.core import QT_TRANSLATE_NOOP, Game, IllegalAction
from engine.schema import (
    ActionDecoder,
    Bool,
    Choice,
    GameSchema,
    Int,
    Invalid,
    Maybe,
    Record,
    Schema,
    Seq,
    Str,
)

FORMAT = "tabletop-save"
VERSION = 1
#: the longest seat name a save (or the app) keeps; longer names are cut.  Why a limit: a name
#: is painted on name plates, piles and the status line, and a file can carry any string
MAX_NAME_LENGTH = 40
#: the longest name a save may hold at all: longer ones are cut to ``MAX_NAME_LENGTH`` on
#: loading (an edited name must not cost the game), absurd ones mean a damaged file
MAX_SAVED_NAME_LENGTH = 10_000
# Largest file that is read at all.  The longest realistic save (Ordet fanger, six players,
# three rounds, three answers per duel) is about 80 KB, so this leaves 50 times the room while
# a hostile file is refused before reading (a 200 MB move list cost 18 s and 2 GB to load).
MAX_FILE_BYTES = 4 * 1024 * 1024
# Most moves in one save (real games have fewer than 1,000).
MAX_ACTIONS = 20_000
# Deepest nesting of lists and objects (a save needs 4) and the longest number in digits
# (seeds are at most 128-bit): the guarded reader's limits, the same for every file.
MAX_DEPTH = jsonfile.MAX_DEPTH
MAX_NUMBER_DIGITS = jsonfile.MAX_NUMBER_DIGITS
MAX_SEED = 2**128
# Longest computer level name in ``meta``.
MAX_LEVEL_LENGTH = 40

# "remote": a person at another computer, in a game this app hosted
_SEAT_KINDS = ("human", "computer", "remote")


def clean_name(text: object, fallback: str = "?") -> str:
    """A seat name fit to show anywhere: line breaks, tabs and other control characters become
    spaces, runs of spaces one, and it is cut to ``MAX_NAME_LENGTH`` characters.

    Why: names come from players, the settings file and save files (which anybody can edit);
    they are painted on name plates, in the status line, the log and dialogs, so a name must
    not break a one-line label or push the table apart.  (That a name is never read as rich
    text is the labels' job: they all show plain text.)
    """
    raw = str(text)
    kept = "".join(" " if unicodedata.category(ch) in ("Cc", "Zl", "Zp", "Cs") else ch
                   for ch in raw)
    name = " ".join(kept.split())[:MAX_NAME_LENGTH].strip()
    return name or fallback


@dataclass(frozen=True)
class _Name(Schema):
    """A seat name as a file may hold it: any string up to ``MAX_SAVED_NAME_LENGTH``,
    returned cleaned and cut (``clean_name``)."""

    def check(self, value: Any) -> str:
        if type(value) is not str:
            raise Invalid(f"expected a string, got {type(value).__name__}")
        if len(value) > MAX_SAVED_NAME_LENGTH:
            raise Invalid("name far too long")
        return clean_name(value)


class SaveError(Exception):
    """A save file that cannot be used; the message says why, in plain words.

    Like ``IllegalAction``: ``message`` is an English template marked for translation in
    context "engine", ``params`` fill its ``{placeholders}``; ``str(err)`` is the English text.
    """

    def __init__(self, message: str, **params: Any) -> None:
        self.message = message
        self.params = params
        try:
            text = message.format(**params)
        except (KeyError, IndexError, ValueError):
            text = message
        super().__init__(text)


@dataclass
class SaveGame:
    """A loaded (and verified) save: enough to rebuild the game and its state."""

    game: str
    options: dict[str, Any]
    seed: int
    actions: list[Any]
    meta: dict[str, Any] = field(default_factory=dict)
    state: Any = None


# ---------------------------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------------------------


def to_json(
    game_name: str,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[Any],
    meta: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    game = games.get_game(game_name)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game_name,
        "options": dict(options),
        "seed": seed,
        "actions": [game.encode_action(a) for a in actions],
        "meta": dict(meta or {}),
    }


def dumps(
    game_name: str,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[Any],
    meta: Mapping[str, Any] | None = None,
) -> str:
    obj = to_json(game_name, options, seed, actions, meta)
    return json.dumps(obj, ensure_ascii=False, indent=1)


def save(
    path: str | os.PathLike[str],
    game_name: str,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[Any],
    meta: Mapping[str, Any] | None = None,
) -> None:
    """Write atomically: a temp file in the same folder, fsync, then rename over the target.

    A crash mid-write leaves either the old file or the new one, never half a file.  An
    existing file keeps its permission bits (and, where allowed, its owner); a symlink stays a
    symlink: the file it points to is replaced.  A new file gets the usual permissions of the
    user's umask.
    """
    write_atomic(path, dumps(game_name, options, seed, actions, meta).encode("utf-8"))


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """``data`` into ``path`` the way ``save`` writes (see there): a temp file in the same
    folder, fsync, rename; permissions kept, a symlink followed.  Other files the app keeps
    (the statistics book) are written with it too."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    try:
        old: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        old = None
    fd, tmp = _create_temp(target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            if old is not None:
                _copy_permissions(fh.fileno(), tmp, old)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _create_temp(folder: Path) -> tuple[int, str]:
    """A new, exclusive temp file in ``folder``, created with mode 0o666 so the kernel applies
    the user's umask (``tempfile.mkstemp`` would make every new save 0o600)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        tmp = os.path.join(folder, f".tmp-{secrets.token_hex(8)}.json")
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temp file name in {folder}")  # pragma: no cover


def _copy_permissions(fd: int, tmp: str, old: os.stat_result) -> None:
    mode = stat.S_IMODE(old.st_mode)
    if hasattr(os, "fchmod"):
        os.fchmod(fd, mode)
    else:  # pragma: no cover - Windows (Python < 3.13): only the read-only bit exists
        os.chmod(tmp, mode)
    if hasattr(os, "fchown") and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
        with contextlib.suppress(OSError):  # only root may give a file away: keep ours then
            os.fchown(fd, old.st_uid, old.st_gid)


# ---------------------------------------------------------------------------------------------
# Reading the file
# ---------------------------------------------------------------------------------------------


def load(path: str | os.PathLike[str]) -> SaveGame:
    """Read, check and replay the save at ``path`` (``SaveError`` for every problem)."""
    return loads(_read(path))


#: the save's words for each problem of the guarded reader (``engine.jsonfile``)
_FILE_MESSAGES: Mapping[str, str] = {
    jsonfile.MISSING: QT_TRANSLATE_NOOP("engine", "The file {path} does not exist."),
    jsonfile.FOLDER: QT_TRANSLATE_NOOP("engine", "{path} is a folder, not a save."),
    jsonfile.DENIED: QT_TRANSLATE_NOOP("engine", "You are not allowed to read the file {path}."),
    jsonfile.NOT_REGULAR: QT_TRANSLATE_NOOP(
        "engine", "{path} is not an ordinary file (it may be a device or a pipe) and "
        "cannot be a save."),
    jsonfile.UNREADABLE: QT_TRANSLATE_NOOP("engine", "The file could not be read: {detail}."),
    jsonfile.TOO_LARGE: QT_TRANSLATE_NOOP(
        "engine", "The file is too large to be a save (more than {limit} MB)."),
    jsonfile.NOT_TEXT: QT_TRANSLATE_NOOP("engine", "The file is not a valid save (not text)."),
    jsonfile.TOO_DEEP: QT_TRANSLATE_NOOP(
        "engine", "The file is not a valid save (its data is nested far too deeply)."),
    jsonfile.BAD_NUMBER: QT_TRANSLATE_NOOP(
        "engine", "The file is not a valid save (it contains an impossible number)."),
    jsonfile.SYNTAX: QT_TRANSLATE_NOOP(
        "engine", "The file is not a valid save (damaged at line {line})."),
}


def _save_error(err: jsonfile.JsonFileError) -> SaveError:
    return SaveError(_FILE_MESSAGES[err.kind], **err.params)


def _read(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file of at most ``MAX_FILE_BYTES`` (``engine.jsonfile``: pipes
    and devices are never opened)."""
    try:
        return jsonfile.read_bytes(path, MAX_FILE_BYTES)
    except jsonfile.JsonFileError as err:
        raise _save_error(err) from err


def nesting_depth(text: str) -> int:
    """How deeply lists and objects nest in ``text`` (JSON; brackets in strings don't count)."""
    return jsonfile.nesting_depth(text)


def parse(data: str | bytes) -> Any:
    """The JSON document of a save, with its size, nesting and numbers bounded
    (``engine.jsonfile.parse``)."""
    try:
        return jsonfile.parse(data, MAX_FILE_BYTES)
    except jsonfile.JsonFileError as err:
        raise _save_error(err) from err


# ---------------------------------------------------------------------------------------------
# Checking the document and replaying it
# ---------------------------------------------------------------------------------------------

_TOP_KEYS = frozenset({"format", "version", "game", "options", "seed", "actions", "meta"})


def loads(text: str | bytes) -> SaveGame:
    """Parse, check and replay a save; returns it with the rebuilt ``state``."""
    obj = parse(text)
    if type(obj) is not dict or obj.get("format") != FORMAT:
        raise SaveError(QT_TRANSLATE_NOOP("engine", "The file is not a Tabletop save."))
    version = obj.get("version")
    if type(version) is not int:
        raise SaveError(QT_TRANSLATE_NOOP("engine", "The save has no valid format version."))
    if version > VERSION:
        raise SaveError(
            QT_TRANSLATE_NOOP(
                "engine",
                "The save was written by a newer version of Tabletop (format {version}; this version reads up to {supported}). Please update Tabletop.",  # noqa: E501
            ),
            version=version,
            supported=VERSION,
        )
    if version < 1:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "Unknown save format version {version}."), version=version
        )
    if not _TOP_KEYS.issuperset(obj):
        raise SaveError(QT_TRANSLATE_NOOP(
            "engine", "The save contains data this version of Tabletop does not know."))
    name = obj.get("game")
    if type(name) is not str or name not in games.names():
        if type(name) is str and 0 < len(name) <= 40 and name.isprintable():
            raise SaveError(
                QT_TRANSLATE_NOOP("engine", "The save is for an unknown game ({game})."),
                game=name,
            )
        raise SaveError(QT_TRANSLATE_NOOP("engine", "The save does not say which game it is for."))
    try:
        game: Game[Any, Any] = games.get_game(name)
        schema = games.schema(name)
    except ImportError as err:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The game {game} is not available in this version."),
            game=name,
        ) from err
    try:
        seed: int = Int(-MAX_SEED, MAX_SEED).check(obj.get("seed"))
    except Invalid as err:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The save's seed is missing or damaged.")
        ) from err
    options: dict[str, Any] = obj.get("options")  # type: ignore[assignment]  # checked next
    normalized = _check_options(game, schema, options)
    raw_actions = obj.get("actions")
    if type(raw_actions) is not list:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The save's list of moves is missing or damaged.")
        )
    if len(raw_actions) > MAX_ACTIONS:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The save's list of moves is too long to be real.")
        )
    actions = _decode_actions(game, schema, normalized, raw_actions)
    try:
        state = game.new_game(options, seed)
    except Exception as err:  # the options passed every check; any failure is a damaged save
        raise _options_damaged() from err
    meta = _check_meta(obj.get("meta", {}), game.num_seats(state))
    for number, action in enumerate(actions, start=1):
        try:
            game.apply(state, action)
        except IllegalAction as err:
            raise SaveError(
                QT_TRANSLATE_NOOP(
                    "engine", "Move {number} in the save is not legal in that position: {detail}"
                ),
                number=number,
                detail=err.text(),
            ) from err
        except Exception as err:  # a typed, in-range move the rules still choke on
            raise _move_damaged(number) from err
    return SaveGame(name, dict(options), seed, actions, meta, state)


def _options_damaged() -> SaveError:
    return SaveError(QT_TRANSLATE_NOOP("engine", "The save's options are missing or damaged."))


def _move_damaged(number: int) -> SaveError:
    return SaveError(
        QT_TRANSLATE_NOOP("engine", "Move {number} in the save is damaged."), number=number
    )


def _check_options(game: Game[Any, Any], schema: GameSchema, options: Any) -> dict[str, Any]:
    """Each option by the game's schema, then the game's own cross-checks (normalised)."""
    try:
        schema.check_options(options)
    except Invalid as err:
        key = err.path[0] if err.path else None
        option = schema.options.get(key) if isinstance(key, str) else None
        if option is None:
            raise _options_damaged() from err
        raise SaveError(option.message) from err
    try:
        return game.normalize_options(options)
    except Exception as err:  # e.g. Blixtduell with three seats: the game's own check
        raise _options_damaged() from err


def _decode_actions(game: Game[Any, Any], schema: GameSchema, options: Mapping[str, Any],
                    raw: list[Any]) -> list[Any]:
    """Every move typed and in range before any is replayed."""
    decoder = ActionDecoder(game.action_types, schema.action_fields(options))
    out = []
    for number, obj in enumerate(raw, start=1):
        try:
            out.append(decoder.decode(obj))
        except (Invalid, TypeError, ValueError) as err:
            raise _move_damaged(number) from err
    return out


def _meta_schema(seats: int) -> Record:
    seat = Record({
        "name": _Name(),
        "kind": Choice(_SEAT_KINDS),
        "level": Maybe(Str(max_len=MAX_LEVEL_LENGTH)),
    }, required=frozenset({"name", "kind"}), extra="drop")
    return Record({
        "seats": Seq(seat, min_len=seats, max_len=seats),
        "viewer": Maybe(Int(0, seats - 1)),
        # a practice game (unlimited undo, not in the statistics)
        "practice": Maybe(Bool()),
        # the refused Undo offered to turn the game into practice (asked once per game)
        "practice_offered": Maybe(Bool()),
        # a hosted game: its table id and each seat's guest token, so that after the host's
        # app reopens its autosave the guests rejoin with the invite they have
        "network": Maybe(Record({
            "table": Str(max_len=64),
            "tokens": Seq(Maybe(Str(max_len=64)), min_len=seats, max_len=seats),
            "port": Maybe(Int(0, 65535)),
            # the seats a computer plays for a person who went away (who may come back)
            "replaced": Maybe(Seq(Int(0, seats - 1), max_len=seats)),
        }, required=frozenset({"table", "tokens"}), extra="drop")),
    }, extra="drop")


def _check_meta(meta: Any, seats: int) -> dict[str, Any]:
    """The app's data: ``seats`` (one per seat) and ``viewer`` strictly, other keys dropped."""
    try:
        out = _meta_schema(seats).check(meta)
    except Invalid as err:
        if err.path[:1] != ("seats",):
            raise SaveError(QT_TRANSLATE_NOOP("engine", "The save's metadata is damaged.")) from err
        if len(err.path) == 3 and err.path[2] == "name":
            value = meta["seats"][err.path[1]].get("name")
            if isinstance(value, str) and len(value) > MAX_SAVED_NAME_LENGTH:
                raise SaveError(
                    QT_TRANSLATE_NOOP(
                        "engine",
                        "A player's name in the save is too long (at most {limit} characters)."),
                    limit=MAX_SAVED_NAME_LENGTH,
                ) from err
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The save's list of players is damaged.")
        ) from err
    if "seats" in out:
        out["seats"] = list(out["seats"])
    return out
