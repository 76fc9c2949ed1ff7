"""What the fuzz tests of JSON files share (saves, statistics, Ordet card sets): a value
replaced deep inside a document, and the document dumped with raw JSON text spliced in.

Why raw text: the hostile values that matter most (a 5,000-digit number, ``1e400``, ``NaN``,
nesting a thousand deep) cannot be made by ``json.dumps`` from Python values; a placeholder
string (``RAW``) is dumped in their place and swapped for the raw text afterwards.
"""

from __future__ import annotations

import copy
import json
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
