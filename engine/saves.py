"""Versioned JSON save files.  A save is a replay: game, options, seed and the action list.

Why a replay and not a state dump: the state format can change between releases while seed +
actions stays meaningful, loading verifies every action through the rules again (a tampered or
corrupt file cannot produce an impossible position), and no pickle is ever executed.

Format (version 1)::

    {"format": "tabletop-save", "version": 1, "game": "supertrumf",
     "options": {...}, "seed": 3, "actions": [{"type": "...", ...}, ...],
     "meta": {...}}          # free-form data of the app (seat names, agents); never required

Every problem raises ``SaveError`` with a message a player can read; callers must not have
touched anything before the load succeeded (``load`` only returns; it never writes).
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import games
from engine.core import QT_TRANSLATE_NOOP, Game, IllegalAction

FORMAT = "tabletop-save"
VERSION = 1
#: the longest seat name a save (or the app) keeps; longer names are cut.  Why a limit: a name
#: is painted on name plates, piles and the status line, and a file can carry any string
MAX_NAME_LENGTH = 40


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

    A crash mid-write leaves either the old file or the new one, never half a file.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = dumps(game_name, options, seed, actions, meta)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=str(target.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def loads(text: str) -> SaveGame:
    """Parse, check and replay a save; returns it with the rebuilt ``state``."""
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The file is not a valid save (not JSON: {detail})."),
            detail=err.msg,
        ) from err
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise SaveError(QT_TRANSLATE_NOOP("engine", "The file is not a Tabletop save."))
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
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
    name = obj.get("game")
    if not isinstance(name, str) or name not in games.PACKAGES:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The save is for an unknown game ({game})."),
            game=repr(name),
        )
    try:
        game: Game[Any, Any] = games.get_game(name)
    except ImportError as err:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The game {game} is not available in this version."),
            game=name,
        ) from err
    options = obj.get("options")
    seed = obj.get("seed")
    actions = obj.get("actions")
    meta = obj.get("meta", {})
    if not isinstance(options, dict):
        raise SaveError(QT_TRANSLATE_NOOP("engine", "The save's options are missing or damaged."))
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(QT_TRANSLATE_NOOP("engine", "The save's seed is missing or damaged."))
    if not isinstance(actions, list):
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The save's list of moves is missing or damaged.")
        )
    if not isinstance(meta, dict):
        raise SaveError(QT_TRANSLATE_NOOP("engine", "The save's metadata is damaged."))
    try:
        state = game.new_game(options, seed)
    except (ValueError, TypeError, KeyError, IllegalAction) as err:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The save's game options are invalid: {detail}"),
            detail=str(err),
        ) from err
    decoded = []
    for i, raw in enumerate(actions, start=1):
        try:
            action = game.decode_action(raw)
        except (ValueError, TypeError, KeyError) as err:
            raise SaveError(
                QT_TRANSLATE_NOOP("engine", "Move {number} in the save is damaged: {detail}"),
                number=i,
                detail=str(err),
            ) from err
        try:
            game.apply(state, action)
        except IllegalAction as err:
            raise SaveError(
                QT_TRANSLATE_NOOP(
                    "engine", "Move {number} in the save is not legal in that position: {detail}"
                ),
                number=i,
                detail=err.text(),
            ) from err
        decoded.append(action)
    return SaveGame(name, dict(options), seed, decoded, dict(meta), state)


def load(path: str | os.PathLike[str]) -> SaveGame:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError as err:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The file {path} does not exist."), path=os.fspath(path)
        ) from err
    except UnicodeDecodeError as err:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The file is not a valid save (not text).")
        ) from err
    except OSError as err:
        raise SaveError(
            QT_TRANSLATE_NOOP("engine", "The file could not be read: {detail}."),
            detail=err.strerror or str(err),
        ) from err
    return loads(text)
