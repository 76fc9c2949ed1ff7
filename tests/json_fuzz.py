"""What the fuzz tests of JSON files share (saves, statistics, Ordet card sets): a value
replaced deep inside a document, the document dumped with raw JSON text spliced in, and its
bytes damaged (cut, flipped, junk inserted).

Why raw text: the hostile values that matter most (a 5,000-digit number, ``1e400``, ``NaN``,
nesting a thousand deep) cannot be made by ``json.dumps`` from Python values; a placeholder
string (``RAW``) is dumped in their place and swapped for the raw text afterwards.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

#: stands for raw JSON text spliced in after dumping
RAW = "@@raw@@"


def replaced(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A deep copy of ``obj`` with the value at ``path`` (keys and indices) replaced."""
    out = copy.deepcopy(obj)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


def dump(obj: Any, raw: str | None = None, indent: int | None = 1,
         errors: str = "strict") -> bytes:
    """``obj`` as UTF-8 JSON, its ``RAW`` placeholder (if any) replaced by the text ``raw``;
    ``errors="surrogatepass"`` lets lone surrogates through (a file may hold them)."""
    text = json.dumps(obj, ensure_ascii=False, indent=indent)
    if raw is not None:
        text = text.replace(json.dumps(RAW), raw, 1)
    return text.encode("utf-8", errors)


def damaged(data: bytes, rng: random.Random, cuts: int, flips: int, junk_nul: int = 0,
            randoms: int = 0) -> Iterator[tuple[bytes, bool]]:
    """Damaged copies of a file's bytes and whether each must be refused: ``cuts``
    truncations (always refused), ``flips`` copies with 1–5 bytes flipped (may still be
    valid), then — when ``junk_nul`` is given — NUL runs of that length and invalid UTF-8
    inserted (refused), and ``randoms`` files of random bytes (refused)."""
    for _ in range(cuts):
        yield data[:rng.randrange(len(data) - 2)], True
    for _ in range(flips):
        mutated = bytearray(data)
        for _ in range(rng.choice((1, 1, 2, 5))):
            mutated[rng.randrange(len(mutated))] ^= rng.randrange(1, 256)
        yield bytes(mutated), False
    if junk_nul:
        for junk in (b"\x00", b"\x00" * junk_nul, b"\xff\xfe", b"\xc3\x28", b"\xed\xa0\x80"):
            at = rng.randrange(len(data))
            yield data[:at] + junk + data[at:], True
    for _ in range(randoms):
        yield bytes(rng.randrange(256) for _ in range(rng.randrange(1, 3000))), True
