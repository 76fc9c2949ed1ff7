"""Reading a JSON file the app did not necessarily write: saves, the statistics, card sets.

Why one reader for all of them: every such file is untrusted input (anybody can edit it, copy
a pipe into its place or hand over a file from anywhere), and the guards are the same for each:

* only a regular file is opened: a pipe or a device is refused by ``stat`` *before* opening
  (a FIFO would block the window for ever, ``/dev/zero`` never ends); the file is opened
  non-blocking and checked again with ``fstat`` in case it was swapped in between;
* never more than the caller's size limit is read;
* a UTF-8 byte-order mark is accepted (editors on Windows write one);
* nesting deeper than ``MAX_DEPTH`` is refused before the JSON parser runs (it recurses once
  per level), numbers longer than ``MAX_NUMBER_DIGITS`` digits too (Python would build a
  5,000-digit integer or refuse it with a ``ValueError``), and ``NaN``, ``Infinity`` and
  numbers that overflow to infinity (``1e400``) are refused while parsing.

Every problem raises ``JsonFileError``: ``kind`` says what went wrong, so each caller words it
for its own file ("…cannot be a save"), and ``message`` is a generic player-readable template
(context "engine") for callers without words of their own.  What the document must contain is
the caller's business (``engine.schema``).
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import stat
from typing import Any

from engine.translatable import QT_TRANSLATE_NOOP

#: Deepest nesting of lists and objects in any file the app reads (a save needs 4).
MAX_DEPTH = 20
#: Longest number, in digits, anywhere in such a file (a save's seed is at most 128-bit).
MAX_NUMBER_DIGITS = 40

# What went wrong (``JsonFileError.kind``).
MISSING = "missing"
FOLDER = "folder"
DENIED = "denied"
NOT_REGULAR = "not-regular"
UNREADABLE = "unreadable"
TOO_LARGE = "too-large"
NOT_TEXT = "not-text"
TOO_DEEP = "too-deep"
BAD_NUMBER = "bad-number"
SYNTAX = "syntax"

#: a generic message per kind (context "engine"); ``{path}``, ``{limit}`` (MB), ``{detail}``
#: and ``{line}`` are filled from the error's parameters
MESSAGES: dict[str, str] = {
    MISSING: QT_TRANSLATE_NOOP("engine", "The file {path} does not exist."),
    FOLDER: QT_TRANSLATE_NOOP("engine", "{path} is a folder, not a file."),
    DENIED: QT_TRANSLATE_NOOP("engine", "You are not allowed to read the file {path}."),
    NOT_REGULAR: QT_TRANSLATE_NOOP(
        "engine", "{path} is not an ordinary file (it may be a device or a pipe)."),
    UNREADABLE: QT_TRANSLATE_NOOP("engine", "The file could not be read: {detail}."),
    TOO_LARGE: QT_TRANSLATE_NOOP("engine", "The file is too large (more than {limit} MB)."),
    NOT_TEXT: QT_TRANSLATE_NOOP("engine", "The file is not text."),
    TOO_DEEP: QT_TRANSLATE_NOOP("engine", "The file's data is nested far too deeply."),
    BAD_NUMBER: QT_TRANSLATE_NOOP("engine", "The file contains an impossible number."),
    SYNTAX: QT_TRANSLATE_NOOP("engine", "The file is damaged at line {line}."),
}


class JsonFileError(Exception):
    """A JSON file that cannot be read or parsed.

    ``kind`` is one of this module's constants; ``params`` hold ``path`` (where a file was
    opened), ``limit`` (the size limit in whole MB), ``detail`` (the system's words) or
    ``line``; ``message`` is ``MESSAGES[kind]`` and ``str(err)`` its English text.
    """

    def __init__(self, kind: str, **params: Any) -> None:
        self.kind = kind
        self.params = params
        self.message = MESSAGES[kind]
        super().__init__(self.message.format_map(_Blank(params)))


class _Blank(dict[str, Any]):
    """Format parameters where a missing one is left empty instead of raising."""

    def __missing__(self, key: str) -> str:
        return ""


def _megabytes(limit: int) -> int:
    return max(1, limit // (1024 * 1024))


# ---------------------------------------------------------------------------------------------
# The file
# ---------------------------------------------------------------------------------------------


def read_bytes(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``max_bytes`` of them; nothing that
    is not a regular file is ever opened (module doc).  ``JsonFileError`` for every problem."""
    name = os.fspath(path)
    try:
        _check_file(os.stat(name), name, max_bytes)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(name, flags)
        try:
            _check_file(os.fstat(fd), name, max_bytes)
            chunks: list[bytes] = []
            size = 0
            while True:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    break
                size += len(chunk)
                if size > max_bytes:  # the file grew after fstat
                    raise JsonFileError(TOO_LARGE, limit=_megabytes(max_bytes))
                chunks.append(chunk)
        finally:
            os.close(fd)
    except FileNotFoundError as err:
        raise JsonFileError(MISSING, path=name) from err
    except IsADirectoryError as err:
        raise JsonFileError(FOLDER, path=name) from err
    except PermissionError as err:
        raise JsonFileError(DENIED, path=name) from err
    except (OSError, ValueError) as err:  # ValueError: a NUL character in the path
        detail = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        raise JsonFileError(UNREADABLE, path=name, detail=detail) from err
    return b"".join(chunks)


def _check_file(st: os.stat_result, name: str, max_bytes: int) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise JsonFileError(FOLDER, path=name)
    if not stat.S_ISREG(st.st_mode):
        raise JsonFileError(NOT_REGULAR, path=name)
    if st.st_size > max_bytes:
        raise JsonFileError(TOO_LARGE, limit=_megabytes(max_bytes))


# ---------------------------------------------------------------------------------------------
# The JSON
# ---------------------------------------------------------------------------------------------


class _BadNumber(ValueError):
    """``NaN``, ``Infinity`` or a number too large for a float: JSON and the app take none."""


def _parse_constant(text: str) -> Any:
    raise _BadNumber(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # "1e400"
        raise _BadNumber(text)
    return value


# A JSON string, also an unterminated one (possessive, so the scan stays linear on any input).
_STRING = re.compile(r'"(?:[^"\\]++|\\[\s\S]?)*+(?:"|\Z)')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]++")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_LONG_NUMBER = re.compile(rf"\d{{{MAX_NUMBER_DIGITS + 1}}}")


def nesting_depth(text: str) -> int:
    """How deeply lists and objects nest in ``text`` (JSON; brackets in strings don't count)."""
    return _depth(_STRING.sub("", text))


def _depth(skeleton: str) -> int:
    """Nesting depth of JSON text without its strings: linear and done in C (regular
    expressions, ``accumulate``).  On broken JSON it may over-count, never under-count what
    the parser would reach before its error."""
    brackets = _NOT_BRACKETS.sub("", skeleton)
    return max(itertools.accumulate(map(_DEPTH_STEP.__getitem__, brackets), initial=0))


def parse(data: str | bytes, max_bytes: int) -> Any:
    """The JSON document in ``data`` (bytes: UTF-8, a byte-order mark allowed), with its size,
    nesting and numbers bounded; ``JsonFileError`` for anything else."""
    if len(data) > max_bytes:
        raise JsonFileError(TOO_LARGE, limit=_megabytes(max_bytes))
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            raise JsonFileError(NOT_TEXT) from err
    else:
        text = data.removeprefix("\ufeff")
    # Bounds checked on the text without its strings, before the parser runs: it recurses once
    # per level (a deep file overflows the C stack) and builds any number it meets.
    skeleton = _STRING.sub("", text)
    if _depth(skeleton) > MAX_DEPTH:
        raise JsonFileError(TOO_DEEP)
    if _LONG_NUMBER.search(skeleton):
        raise JsonFileError(BAD_NUMBER)
    try:
        return json.loads(text, parse_constant=_parse_constant, parse_float=_parse_float)
    except json.JSONDecodeError as err:
        raise JsonFileError(SYNTAX, line=err.lineno) from err
    except _BadNumber as err:
        raise JsonFileError(BAD_NUMBER) from err
    except (RecursionError, ValueError) as err:  # pragma: no cover - bounded above
        raise JsonFileError(SYNTAX, line=1) from err


def load(path: str | os.PathLike[str], max_bytes: int) -> Any:
    """The JSON document in the file at ``path`` (``read_bytes``, then ``parse``)."""
    return parse(read_bytes(path, max_bytes), max_bytes)
