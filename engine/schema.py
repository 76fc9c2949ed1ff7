"""Small declarative checks of JSON data: the saves' document, game options and actions.

Why a schema layer: a save is untrusted input (a file from anywhere).  Everything in it is
checked for type, range and length *before* the rules see it, so a damaged or hostile file ends
in one clear error instead of a ``TypeError`` deep inside a game (``"pile": 1.0``), a path built
from a ten-kilobyte card set name or an endless replay.  The generic machinery is here, once;
what a game knows (its options, which seats and card ids exist) lives next to that game in
``engine/<game>/schema.py`` as a ``GameSchema``.

Actions need no hand-written schema: ``ActionDecoder`` derives one from the action dataclasses'
type hints (``int`` is an int and never a bool or float, ``bool`` is a bool, ``str`` has a length
cap, ``tuple[int, ...]`` is a list of ints of bounded length, ``X | None`` allows null) and a game
narrows single fields by name (``"seat"``: 0..seats-1) or by ``"Type.field"``.

This module is pure Python without translatable text: ``Invalid`` carries a developer reason
and the path of the bad value; callers (``engine.saves``) turn that into player words.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import re
import types
import typing
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

#: Defaults of the schemas derived from type hints (a game narrows them per field).
DEFAULT_STR_LENGTH = 200
DEFAULT_SEQ_LENGTH = 100
DEFAULT_INT_LIMIT = 2**53

# C0/C1 control characters and lone surrogates (``"\ud800"`` is valid JSON but cannot be
# written back as UTF-8): never part of a name, an answer or an id.
_BAD_CHARS = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")

Path = tuple[str | int, ...]


class Invalid(ValueError):
    """A value that does not fit its schema.

    ``reason`` is developer text for logs and tests (never shown to a player); ``path`` the
    keys and indices leading to the value inside the checked object.
    """

    def __init__(self, reason: str, path: Path = ()) -> None:
        self.reason = reason
        self.path = path
        where = "/".join(str(p) for p in path)
        super().__init__(f"{where}: {reason}" if where else reason)

    def within(self, *prefix: str | int) -> Invalid:
        """The same error one level further out (``prefix`` prepended to the path)."""
        err = Invalid(self.reason, (*prefix, *self.path))
        err.__cause__ = self.__cause__
        return err


def _kind(value: Any) -> str:
    """A short developer name of a JSON value's type (for ``Invalid.reason``)."""
    if value is None:
        return "null"
    return type(value).__name__


class Schema:
    """Checks one JSON value; ``check`` returns it converted (lists to tuples, ints to floats)."""

    def check(self, value: Any) -> Any:  # pragma: no cover - every schema overrides it
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Schema):
    """A whole number ``lo <= value <= hi`` (never a bool, never a float such as ``1.0``)."""

    lo: int = -DEFAULT_INT_LIMIT
    hi: int = DEFAULT_INT_LIMIT

    def check(self, value: Any) -> int:
        if type(value) is not int:
            raise Invalid(f"expected a whole number, got {_kind(value)}")
        if not self.lo <= value <= self.hi:
            raise Invalid(f"number out of range {self.lo}..{self.hi}")
        return value


@dataclass(frozen=True)
class Float(Schema):
    """A finite number ``lo <= value <= hi`` (JSON does not tell 2 from 2.0: ints are accepted
    and returned as floats; bools are not)."""

    lo: float = -float(DEFAULT_INT_LIMIT)
    hi: float = float(DEFAULT_INT_LIMIT)

    def check(self, value: Any) -> float:
        if type(value) is int:
            value = float(value) if abs(value) <= DEFAULT_INT_LIMIT else math.inf
        if type(value) is not float:
            raise Invalid(f"expected a number, got {_kind(value)}")
        if not math.isfinite(value) or not self.lo <= value <= self.hi:
            raise Invalid(f"number out of range {self.lo}..{self.hi}")
        return value


@dataclass(frozen=True)
class Bool(Schema):
    """``true`` or ``false`` (never 0/1)."""

    def check(self, value: Any) -> bool:
        if type(value) is not bool:
            raise Invalid(f"expected true or false, got {_kind(value)}")
        return value


@dataclass(frozen=True)
class Str(Schema):
    """A string of ``min_len..max_len`` characters without control characters or lone
    surrogates; ``choices`` (a collection, or a function returning one, for sets known only at
    run time) restricts it to known values."""

    max_len: int = DEFAULT_STR_LENGTH
    min_len: int = 0
    choices: Collection[str] | Callable[[], Collection[str]] | None = None

    def check(self, value: Any) -> str:
        if type(value) is not str:
            raise Invalid(f"expected a string, got {_kind(value)}")
        if not self.min_len <= len(value) <= self.max_len:
            raise Invalid(f"string length {len(value)} not in {self.min_len}..{self.max_len}")
        if _BAD_CHARS.search(value):
            raise Invalid("string with control characters")
        if self.choices is not None:
            allowed = self.choices() if callable(self.choices) else self.choices
            if value not in allowed:
                raise Invalid("string is not one of the known values")
        return value


@dataclass(frozen=True)
class Choice(Schema):
    """Exactly one of ``values`` (same type too: ``true`` is not ``1``, ``2.0`` is not ``2``)."""

    values: tuple[Any, ...]

    def check(self, value: Any) -> Any:
        for allowed in self.values:
            if type(value) is type(allowed) and value == allowed:
                return value
        raise Invalid(f"not one of the known values, got {_kind(value)}")


@dataclass(frozen=True)
class Maybe(Schema):
    """``null`` or a value of ``inner``."""

    inner: Schema

    def check(self, value: Any) -> Any:
        return None if value is None else self.inner.check(value)


@dataclass(frozen=True)
class Seq(Schema):
    """A JSON list of ``min_len..max_len`` items of ``item``, returned as a tuple."""

    item: Schema
    max_len: int = DEFAULT_SEQ_LENGTH
    min_len: int = 0

    def check(self, value: Any) -> tuple[Any, ...]:
        if type(value) is not list and type(value) is not tuple:
            raise Invalid(f"expected a list, got {_kind(value)}")
        if not self.min_len <= len(value) <= self.max_len:
            raise Invalid(f"list length {len(value)} not in {self.min_len}..{self.max_len}")
        out = []
        for i, item in enumerate(value):
            try:
                out.append(self.item.check(item))
            except Invalid as err:
                raise err.within(i) from err
        return tuple(out)


@dataclass(frozen=True)
class Record(Schema):
    """A JSON object with known keys.  ``required`` keys must be present; unknown keys are
    rejected (``extra="reject"``) or silently left out of the result (``extra="drop"``)."""

    fields: Mapping[str, Schema]
    required: frozenset[str] = frozenset()
    extra: str = "reject"

    def check(self, value: Any) -> dict[str, Any]:
        if type(value) is not dict:
            raise Invalid(f"expected an object, got {_kind(value)}")
        out: dict[str, Any] = {}
        for key, item in value.items():
            schema = self.fields.get(key)
            if schema is None:
                if self.extra == "drop":
                    continue
                raise Invalid("unknown key", (key if len(key) <= 40 else key[:40] + "…",))
            try:
                out[key] = schema.check(item)
            except Invalid as err:
                raise err.within(key) from err
        missing = self.required - set(value)
        if missing:
            raise Invalid("missing key", (min(missing),))
        return out


@dataclass(frozen=True)
class Dict(Schema):
    """A JSON object with keys of ``key`` (a ``Str``) and values of ``value``, at most
    ``max_len`` entries: for data keyed by names the schema cannot list (the statistics'
    games and rows)."""

    key: Schema
    value: Schema
    max_len: int = DEFAULT_SEQ_LENGTH

    def check(self, value: Any) -> dict[str, Any]:
        if type(value) is not dict:
            raise Invalid(f"expected an object, got {_kind(value)}")
        if len(value) > self.max_len:
            raise Invalid(f"{len(value)} keys, at most {self.max_len}")
        out: dict[str, Any] = {}
        for key, item in value.items():
            short = key if len(key) <= 40 else key[:40] + "…"
            try:
                out[self.key.check(key)] = self.value.check(item)
            except Invalid as err:
                raise err.within(short) from err
        return out


# ---------------------------------------------------------------------------------------------
# Actions: schemas derived from the dataclasses' type hints
# ---------------------------------------------------------------------------------------------


def from_hint(hint: Any) -> Schema:
    """The default schema of a type hint: ``int``, ``float``, ``bool``, ``str``,
    ``tuple[X, ...]`` and ``X | None`` (``TypeError`` for anything else: an action field of a
    new kind needs a rule here first, never a silent pass)."""
    if hint is bool:
        return Bool()
    if hint is int:
        return Int()
    if hint is float:
        return Float()
    if hint is str:
        return Str()
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return Seq(from_hint(args[0]))
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1:
            return Maybe(from_hint(rest[0]))
    raise TypeError(f"no schema for the action field type {hint!r}")


@functools.cache
def action_fields(cls: type) -> tuple[tuple[str, Schema, bool], ...]:
    """(name, schema from the type hint, required?) for every field of an action dataclass."""
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        out.append((f.name, from_hint(hints[f.name]), required))
    return tuple(out)


@dataclass
class ActionDecoder:
    """Turns ``{"type": ClassName, field: value, ...}`` into a typed action dataclass.

    ``fields`` narrows the schemas derived from the type hints: a key ``"seat"`` applies to the
    field of that name in every action type, ``"Answer.seat"`` to one type only (it wins).
    Raises ``Invalid`` (a ``ValueError``) for anything that does not fit.
    """

    types: Mapping[str, type]
    fields: Mapping[str, Schema] = field(default_factory=dict)
    _plans: dict[str, tuple[type, tuple[tuple[str, Schema, bool], ...]]] = field(
        default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        names = {f for cls in self.types.values() for f, _, _ in action_fields(cls)}
        qualified = {f"{t}.{f}" for t, cls in self.types.items() for f, _, _ in action_fields(cls)}
        unknown = set(self.fields) - names - qualified
        if unknown:  # a typo in a game's schema would silently leave a field unchecked
            raise TypeError(f"schema for unknown action field(s): {sorted(unknown)}")

    def _plan(self, name: str) -> tuple[type, tuple[tuple[str, Schema, bool], ...]] | None:
        plan = self._plans.get(name)
        if plan is None:
            cls = self.types.get(name)
            if cls is None:
                return None
            narrowed = tuple(
                (f, self.fields.get(f"{name}.{f}", self.fields.get(f, schema)), required)
                for f, schema, required in action_fields(cls)
            )
            plan = self._plans[name] = (cls, narrowed)
        return plan

    def decode(self, obj: Any) -> Any:
        if type(obj) is not dict:
            raise Invalid(f"an action must be an object, got {_kind(obj)}")
        name = obj.get("type")
        plan = self._plan(name) if type(name) is str else None
        if plan is None:
            raise Invalid("unknown action type", ("type",))
        cls, fields = plan
        known = {f for f, _, _ in fields}
        for key in obj:
            if key != "type" and key not in known:
                raise Invalid("unknown field", (key if len(key) <= 40 else key[:40] + "…",))
        kwargs = {}
        for f, schema, required in fields:
            if f not in obj:
                if required:
                    raise Invalid("missing field", (f,))
                continue
            try:
                kwargs[f] = schema.check(obj[f])
            except Invalid as err:
                raise err.within(f) from err
        return cls(**kwargs)


# ---------------------------------------------------------------------------------------------
# What a game tells the saves about itself
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Option:
    """One game option: its schema and the translatable message when it is damaged
    (``QT_TRANSLATE_NOOP("engine", "The save's options are damaged (card set).")``)."""

    schema: Schema
    message: str


@dataclass(frozen=True)
class GameSchema:
    """A game's knowledge for checking a save (``engine/<game>/schema.py`` exports ``SCHEMA``).

    ``options``: every option key the game accepts (unknown keys are refused; all are
    optional, the game fills defaults).  ``action_fields(options)``: narrower schemas of action
    fields given the normalised options (seat numbers, card ids, locations), see
    ``ActionDecoder``.  Checks across options (Blixtduell needs 2 seats) stay in the game's
    ``normalize_options``.
    """

    options: Mapping[str, Option]
    action_fields: Callable[[Mapping[str, Any]], Mapping[str, Schema]] = lambda options: {}

    def check_options(self, options: Any) -> dict[str, Any]:
        """The options checked key by key (``Invalid`` with the bad key as its path)."""
        return Record({k: o.schema for k, o in self.options.items()}).check(options)
