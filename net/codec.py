"""Views and events of every registered game as JSON and back, strictly, driven by type hints.

Why type-driven and generic: the host sends each seat its view (``game.view``) and the events
it may see; the guest's table needs them back as the game's *own* classes (the tables read the
state's fields and ``match`` on the typed events), and four hand-written codecs would drift
from the engines.  The classes' type hints (``typing.get_type_hints``) already say what each
field holds, so one reader covers every game, and a field added to an engine is carried
without a change here.

Why strict: a message is hostile until checked.  ``decode_state`` / ``decode_events`` check
every value against its hint and raise ``BadMessage`` (a ``ValueError``) with a short reason on
anything else: a wrong type, an unknown or missing field, a bool where an int belongs, a list
longer than ``MAX_ITEMS``, a number beyond ``MAX_INT``.  They never return a half-read object
and raise no other exception type.  Encoding checks the host's values the same way (a
``TypeError`` there is a bug of the host, not hostile input): what is sent always reads back.

The wire forms: a class (dataclass or plain class with annotated ``__slots__``) is a JSON
object of its fields by their Python names; a list or tuple a JSON list; an enum its value; a
dict with string keys an object, any other dict a list of ``[key, value]`` pairs (Ordet's
``stamps: dict[Slot, int]``); an event ``{"type": ClassName, field: value, ...}`` (by class
name: two Supertrumf classes share the kind "mulligan").  A field typed ``Rng`` is never
written — the random stream would reveal every future draw — and reads back as what a view
holds there: ``None`` when the hint allows it, else a fresh dummy ``Rng`` (a guest never draws).
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import math
import types
import typing
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, ClassVar, Literal, Union, get_args, get_origin, get_type_hints

from engine import games
from engine.core import Event, Rng

#: the longest list, tuple, dict or object a message may hold (a whole deck is ~100 cards)
MAX_ITEMS = 10_000
#: the longest string (an Ordet answer, an option value)
MAX_TEXT = 10_000
#: the largest whole number in magnitude (exact in every JSON reader: 2**53)
MAX_INT = 1 << 53
#: how deep an untyped (``Any``) value may nest: the options are a flat dict of lists
MAX_ANY_DEPTH = 8
#: the seed a decoded non-optional ``Rng`` field gets: a dummy, never the host's stream
DUMMY_RNG_SEED = 0x5EED


class BadMessage(ValueError):
    """A message that does not read as what it claims to be; ``str()`` says where and why."""


def _bad(reason: str) -> BadMessage:
    return BadMessage(reason[:200])


def _at(where: str, err: BadMessage) -> BadMessage:
    """``err`` with ``where`` (a field name or ``[index]``) put in front of its path."""
    text = str(err)
    sep = "" if text.startswith("[") or text.startswith(":") else "."
    return BadMessage(f"{where}{sep}{text}"[:200])


def _kind(obj: Any) -> str:
    return type(obj).__name__


class _Codec:
    """Encoder and decoder of one type hint (built once per hint, see ``_codec``)."""

    __slots__ = ("dec", "enc", "plain", "string_key")

    def __init__(self, enc: Callable[[Any], Any], dec: Callable[[Any], Any],
                 string_key: bool = False, plain: Callable[[Any], bool] | None = None) -> None:
        self.enc = enc
        self.dec = dec
        #: values are JSON strings, so a dict keyed by this type is a JSON object
        self.string_key = string_key
        #: a scalar the same in Python and JSON: is this value valid as it is? (lists of them,
        #: most of a view, are checked in one pass and copied whole)
        self.plain = plain


# ----------------------------------------------------------------------------- scalars


def _int_ok(o: Any) -> bool:
    return type(o) is int and -MAX_INT <= o <= MAX_INT


def _text_ok(o: Any) -> bool:
    """Text, not too long, and no lone surrogate ("\\ud800": no text any screen can show)."""
    if type(o) is not str or len(o) > MAX_TEXT:
        return False
    if o.isascii():
        return True
    try:
        o.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _simple(what: str, ok: Callable[[Any], bool], kind: type, wrong_value: str = "",
            string_key: bool = False) -> _Codec:
    """A scalar that is the same in Python and JSON: values of type ``kind`` that are ``ok``
    (``wrong_value``: the reason for a value of that type that is not)."""

    def enc(v: Any) -> Any:
        if not ok(v):
            raise TypeError(f"expected {what}, got {v!r}"[:200])
        return v

    def dec(o: Any) -> Any:
        if not ok(o):
            raise _bad(f": {wrong_value}" if type(o) is kind and wrong_value
                       else f": expected {what}, got {_kind(o)}")
        return o

    return _Codec(enc, dec, string_key=string_key, plain=ok)


def _enc_float(v: Any) -> float:
    if type(v) not in (int, float) or not math.isfinite(v) or abs(v) > MAX_INT:
        raise TypeError(f"expected float, got {v!r}")
    return float(v)


def _dec_float(o: Any) -> float:
    if type(o) not in (int, float):  # a whole number reads as a float, a bool never
        raise _bad(f": expected number, got {_kind(o)}")
    if not math.isfinite(o) or abs(o) > MAX_INT:
        raise _bad(": number out of range")
    return float(o)


_INT = _simple("int", _int_ok, int, "number too large")
_TEXT = _simple("text", _text_ok, str, "text too long or not valid Unicode", string_key=True)
_NONE = _simple("null", lambda o: o is None, type(None))


def _enc_any(v: Any, depth: int = 0) -> Any:
    """An untyped value (the options dict's values) as plain JSON; tuples become lists."""
    if depth > MAX_ANY_DEPTH:
        raise TypeError("value nested too deep")
    if v is None or type(v) is bool:
        return v
    if type(v) is int or type(v) is str:
        return _INT.enc(v) if type(v) is int else _TEXT.enc(v)
    if type(v) is float:
        return _enc_float(v)
    if isinstance(v, list | tuple):
        return [_enc_any(x, depth + 1) for x in v]
    if isinstance(v, dict):
        if not all(type(k) is str for k in v):
            raise TypeError("a JSON object needs string keys")
        return {k: _enc_any(x, depth + 1) for k, x in v.items()}
    raise TypeError(f"not a JSON value: {v!r}")


def _dec_any(o: Any, depth: int = 0) -> Any:
    """A checked copy of an untyped JSON value (bounded depth, length, numbers and text)."""
    if depth > MAX_ANY_DEPTH:
        raise _bad(": value nested too deep")
    t = type(o)
    if o is None or t is bool:
        return o
    if t is int or t is str:
        return _INT.dec(o) if t is int else _TEXT.dec(o)
    if t is float:
        return _dec_float(o)
    if t is list or t is dict:
        if len(o) > MAX_ITEMS:
            raise _bad(": list or object too long")
        if t is list:
            return [_dec_any(x, depth + 1) for x in o]
        out = {}
        for k, x in o.items():
            out[_TEXT.dec(k)] = _dec_any(x, depth + 1)
        return out
    raise _bad(f": not a JSON value ({_kind(o)})")


_SCALARS: dict[Any, _Codec] = {
    int: _INT,
    float: _Codec(_enc_float, _dec_float),
    str: _TEXT,
    bool: _simple("true/false", lambda o: type(o) is bool, bool),
    type(None): _NONE,
    None: _NONE,
    Any: _Codec(_enc_any, _dec_any),
}


# ----------------------------------------------------------------------------- composites


def _literal(values: tuple[Any, ...]) -> _Codec:
    """One of the listed values, of the same type (``Literal[True]`` takes no ``1``)."""
    pairs = [(a, a.value if isinstance(a, enum.Enum) else a) for a in values]

    def enc(v: Any) -> Any:
        for original, plain in pairs:
            if type(v) is type(original) and v == original:
                return plain
        raise TypeError(f"expected one of {values!r}, got {v!r}")

    def dec(o: Any) -> Any:
        for original, plain in pairs:
            if type(o) is type(plain) and o == plain:
                return original
        raise _bad(f": unexpected value {o!r}"[:80])

    return _Codec(enc, dec, string_key=all(type(p) is str for _, p in pairs))


def _enum(cls: type[enum.Enum]) -> _Codec:
    members = {(type(m.value), m.value): m for m in cls}
    if not all(type(v) in (int, str) for _, v in members):
        raise TypeError(f"{cls.__name__}: only enums of str or int values are carried")

    def enc(v: Any) -> Any:
        if not isinstance(v, cls):
            raise TypeError(f"expected {cls.__name__}, got {v!r}")
        return v.value

    def dec(o: Any) -> Any:
        member = members.get((type(o), o)) if type(o) in (int, str) else None
        if member is None:
            raise _bad(f": not a {cls.__name__}: {o!r}"[:80])
        return member

    return _Codec(enc, dec, string_key=all(type(v) is str for _, v in members))


def _union(hints: tuple[Any, ...]) -> _Codec:
    """The first member that takes the value (``X | None`` is the common case)."""
    if len(hints) == 2 and type(None) in hints:
        inner = _codec(hints[0] if hints[1] is type(None) else hints[1])
        inner_enc, inner_dec, inner_plain = inner.enc, inner.dec, inner.plain
        return _Codec(lambda v: None if v is None else inner_enc(v),
                      lambda o: None if o is None else inner_dec(o),
                      plain=None if inner_plain is None else
                      (lambda o: o is None or inner_plain(o)))
    members = [_codec(h) for h in hints]

    def enc(v: Any) -> Any:
        for m in members:
            try:
                return m.enc(v)
            except TypeError:
                continue
        raise TypeError(f"{v!r} fits none of {hints!r}")

    def dec(o: Any) -> Any:
        reasons = []
        for m in members:
            try:
                return m.dec(o)
            except BadMessage as err:
                reasons.append(str(err))
        raise _bad(f": fits no alternative ({reasons[0]})")

    return _Codec(enc, dec)


def _sequence(item_hint: Any, make: Any) -> _Codec:
    """``list[X]`` (``make`` list) or ``tuple[X, ...]`` (``make`` tuple)."""
    item = _codec(item_hint)
    item_enc, item_dec, plain = item.enc, item.dec, item.plain

    def enc(v: Any) -> list[Any]:
        if type(v) is not make or len(v) > MAX_ITEMS:
            raise TypeError(f"expected {make.__name__}, got {v!r}")
        if plain is not None and all(map(plain, v)):
            return list(v)
        return [item_enc(x) for x in v]

    def dec(o: Any) -> Any:
        if type(o) is not list:
            raise _bad(f": expected list, got {_kind(o)}")
        if len(o) > MAX_ITEMS:
            raise _bad(": list too long")
        if plain is not None and all(map(plain, o)):
            return list(o) if make is list else tuple(o)
        out = []
        for i, x in enumerate(o):
            try:
                out.append(item_dec(x))
            except BadMessage as err:
                raise _at(f"[{i}]", err) from None
        return out if make is list else tuple(out)

    return _Codec(enc, dec)


def _fixed_tuple(hints: tuple[Any, ...]) -> _Codec:
    """``tuple[A, B, ...]`` of exactly ``len(hints)`` items."""
    items = [_codec(h) for h in hints]
    n = len(items)

    def enc(v: Any) -> list[Any]:
        if type(v) is not tuple or len(v) != n:
            raise TypeError(f"expected a tuple of {n}, got {v!r}")
        return [c.enc(x) for c, x in zip(items, v, strict=True)]

    def dec(o: Any) -> tuple[Any, ...]:
        if type(o) is not list or len(o) != n:
            raise _bad(f": expected a list of {n}")
        out = []
        for i, (c, x) in enumerate(zip(items, o, strict=True)):
            try:
                out.append(c.dec(x))
            except BadMessage as err:
                raise _at(f"[{i}]", err) from None
        return tuple(out)

    return _Codec(enc, dec)


def _mapping(key_hint: Any, value_hint: Any) -> _Codec:
    """A dict: a JSON object when its keys are strings, else a list of ``[key, value]``."""
    key, value = _codec(key_hint), _codec(value_hint)

    def check(v: Any) -> None:
        if not isinstance(v, dict) or len(v) > MAX_ITEMS:
            raise TypeError(f"expected dict, got {v!r}")

    if key.string_key:
        def enc(v: Any) -> Any:
            check(v)
            return {key.enc(k): value.enc(x) for k, x in v.items()}

        def dec(o: Any) -> Any:
            if type(o) is not dict:
                raise _bad(f": expected object, got {_kind(o)}")
            if len(o) > MAX_ITEMS:
                raise _bad(": object too large")
            out = {}
            for k, x in o.items():
                try:
                    out[key.dec(k)] = value.dec(x)
                except BadMessage as err:
                    raise _at(f"[{str(k)[:20]!r}]", err) from None
            return out

        return _Codec(enc, dec)

    def enc_pairs(v: Any) -> Any:
        check(v)
        return [[key.enc(k), value.enc(x)] for k, x in v.items()]

    def dec_pairs(o: Any) -> Any:
        if type(o) is not list:
            raise _bad(f": expected a list of pairs, got {_kind(o)}")
        if len(o) > MAX_ITEMS:
            raise _bad(": list too long")
        out: dict[Any, Any] = {}
        for i, pair in enumerate(o):
            if type(pair) is not list or len(pair) != 2:
                raise _bad(f"[{i}]: expected a [key, value] pair")
            try:
                k = key.dec(pair[0])
                if k in out:
                    raise _bad(": repeated key")
                out[k] = value.dec(pair[1])
            except BadMessage as err:
                raise _at(f"[{i}]", err) from None
            except TypeError:  # an unhashable key (cannot happen with the hints carried)
                raise _bad(f"[{i}]: unusable key") from None
        return out

    return _Codec(enc_pairs, dec_pairs)


def _is_rng(hint: Any) -> bool:
    """Is ``hint`` ``Rng`` or ``Rng | None``: a field that is never sent?"""
    return hint is Rng or (_is_union(hint) and set(get_args(hint)) == {Rng, type(None)})


def _is_union(hint: Any) -> bool:
    return get_origin(hint) in (Union, types.UnionType)


def _fields(cls: type) -> list[tuple[str, Any]]:
    """The fields a class is carried by: a dataclass's fields, else its annotated slots
    (every slot must have a hint) or its annotations."""
    hints = get_type_hints(cls)
    if dataclasses.is_dataclass(cls):
        return [(f.name, hints[f.name]) for f in dataclasses.fields(cls)]
    slots = [s for c in reversed(cls.__mro__) for s in getattr(c, "__slots__", ())
             if s not in ("__weakref__", "__dict__")]
    if slots:
        missing = [s for s in slots if s not in hints]
        if missing:
            raise TypeError(f"{cls.__name__}: slots without a type hint: {missing}")
        return [(s, hints[s]) for s in slots]
    return [(n, h) for n, h in hints.items() if get_origin(h) is not ClassVar]


class _Class(_Codec):
    """A dataclass or annotated plain class: a JSON object of its fields.

    Built in two steps (``fill``) so that a class may contain itself; read back without
    calling ``__init__`` (no defaults or side effects: every field comes from the message).
    """

    __slots__ = ("cls", "codecs", "names", "rng_fields")

    def __init__(self, cls: type) -> None:
        super().__init__(self._enc, self._dec)
        self.cls = cls
        self.codecs: dict[str, _Codec] = {}
        self.rng_fields: dict[str, Rng | None] = {}
        self.names: frozenset[str] = frozenset()

    def fill(self) -> None:
        for name, hint in _fields(self.cls):
            if _is_rng(hint):
                self.rng_fields[name] = None if hint is not Rng else Rng(DUMMY_RNG_SEED)
            else:
                self.codecs[name] = _codec(hint)
        self.names = frozenset(self.codecs)

    def _enc(self, v: Any) -> dict[str, Any]:
        if type(v) is not self.cls:
            raise TypeError(f"expected {self.cls.__name__}, got {_kind(v)}")
        out = {}
        for name, c in self.codecs.items():
            try:
                out[name] = c.enc(getattr(v, name))
            except TypeError as err:
                raise TypeError(f"{self.cls.__name__}.{name}: {err}") from None
        return out

    def _dec(self, o: Any) -> Any:
        if type(o) is not dict:
            raise _bad(f": expected object, got {_kind(o)}")
        if o.keys() != self.names:
            extra = sorted(str(k)[:20] for k in o.keys() - self.names)
            if extra:
                raise _bad(f": unknown field {extra[0]!r}")
            raise _bad(f": missing field {sorted(self.names - o.keys())[0]!r}")
        values = {}
        for name, c in self.codecs.items():
            try:
                values[name] = c.dec(o[name])
            except BadMessage as err:
                raise _at(name, err) from None
        obj: Any = object.__new__(self.cls)
        for name, value in values.items():
            object.__setattr__(obj, name, value)
        for name, rng in self.rng_fields.items():
            object.__setattr__(obj, name, None if rng is None else rng.copy())
        return obj


_CACHE: dict[Any, _Codec] = {}


def _codec(hint: Any) -> _Codec:
    """The codec of a type hint (cached; ``TypeError`` for a hint that cannot be carried)."""
    try:
        found = _CACHE.get(hint)
    except TypeError:  # an unhashable hint
        found = None
    if found is not None:
        return found
    if hint in _SCALARS:
        return _SCALARS[hint]
    origin, args = get_origin(hint), get_args(hint)
    made: _Codec
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        made = _enum(hint)
    elif hint is Rng:
        raise TypeError("an Rng is never carried (a state's rng field is left out)")
    elif isinstance(hint, type) and (dataclasses.is_dataclass(hint) or _fields(hint)):
        cls_codec = _Class(hint)
        _CACHE[hint] = cls_codec  # before its fields: a class may hold itself
        try:
            cls_codec.fill()
        except BaseException:
            del _CACHE[hint]
            raise
        return cls_codec
    elif origin is Literal:
        made = _literal(args)
    elif _is_union(hint):
        made = _union(args)
    elif origin is list:
        made = _sequence(args[0], list)
    elif origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            made = _sequence(args[0], tuple)
        else:
            made = _fixed_tuple(args)
    elif origin in (dict, Mapping):
        made = _mapping(args[0], args[1])
    else:
        raise TypeError(f"cannot carry values of type {hint!r}")
    _CACHE[hint] = made
    return made


def encode_value(hint: Any, value: Any) -> Any:
    """``value`` (of type ``hint``) as JSON; ``TypeError`` when it does not fit the hint."""
    return _codec(hint).enc(value)


def decode_value(hint: Any, obj: Any) -> Any:
    """A value of type ``hint`` read from JSON; ``BadMessage`` for anything else."""
    return _codec(hint).dec(obj)


# ----------------------------------------------------------------------------- per game


@cache
def state_class(game_name: str) -> type:
    """The class of ``game_name``'s state (the return type of its ``view``)."""
    game = games.get_game(game_name)
    cls = get_type_hints(type(game).view)["return"]
    if not isinstance(cls, type):
        raise TypeError(f"{game_name}: view() does not name its state class")
    return cls


@cache
def event_classes(game_name: str) -> Mapping[str, type[Event]]:
    """``{class name: class}`` of the events ``game_name`` emits (its ``events`` module)."""
    module = importlib.import_module(games.info(game_name).engine + ".events")
    found: dict[str, type[Event]] = {}
    for obj in vars(module).values():
        if isinstance(obj, type) and issubclass(obj, Event) and dataclasses.is_dataclass(obj) \
                and obj.__module__ == module.__name__:
            if any(f.name == "type" for f in dataclasses.fields(obj)):
                raise TypeError(f"{obj.__name__}: a field named 'type' clashes with the tag")
            found[obj.__name__] = obj
    return found


def _known(game_name: Any) -> str:
    """``game_name`` when it names a registered game, else ``BadMessage``."""
    if type(game_name) is not str or game_name not in games.names():
        raise _bad(f"unknown game {str(game_name)[:40]!r}")
    return game_name


def encode_state(game_name: str, state: Any) -> dict[str, Any]:
    """A state (normally a view) of ``game_name`` as a JSON object, without its ``rng``."""
    out: dict[str, Any] = _codec(state_class(game_name)).enc(state)
    return out


def decode_state(game_name: str, obj: Any) -> Any:
    """A state of ``game_name``'s own class read from ``obj``; ``BadMessage`` unless every
    field is there and of its declared type (an unknown game is a ``BadMessage`` too)."""
    return _codec(state_class(_known(game_name))).dec(obj)


def encode_events(game_name: str, events: typing.Iterable[Event]) -> list[dict[str, Any]]:
    """Events of ``game_name`` as JSON objects tagged by class name (``TypeError`` for an
    event of a class that is not the game's)."""
    classes = event_classes(game_name)
    out = []
    for e in events:
        name = type(e).__name__
        if classes.get(name) is not type(e):
            raise TypeError(f"{name} is not an event of {game_name}")
        body = _codec(type(e)).enc(e)
        out.append({"type": name, **body})
    return out


def decode_events(game_name: str, objs: Any) -> list[Event]:
    """The typed events read from ``objs`` (a JSON list); ``BadMessage`` for anything else."""
    classes = event_classes(_known(game_name))
    if type(objs) is not list:
        raise _bad(f"events: expected list, got {_kind(objs)}")
    if len(objs) > MAX_ITEMS:
        raise _bad("events: too many")
    out = []
    for i, o in enumerate(objs):
        if type(o) is not dict:
            raise _bad(f"events[{i}]: expected object, got {_kind(o)}")
        name = o.get("type")
        cls = classes.get(name) if type(name) is str else None
        if cls is None:
            raise _bad(f"events[{i}]: unknown event type {str(name)[:40]!r}")
        body = {k: v for k, v in o.items() if k != "type"}
        try:
            out.append(_codec(cls).dec(body))
        except BadMessage as err:
            raise _at(f"events[{i}].{name}", err) from None
    return out
