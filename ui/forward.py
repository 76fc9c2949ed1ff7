"""``Forward``: an attribute an object keeps in one of its parts (read and written there).

Why: the session's public facts (``state``, ``actions``, ``practice``…) live in the parts it
is made of (its ``GameRecord``, its ``SessionUndo``); callers keep reading and setting them on
the session, with one copy of each fact.
"""

from __future__ import annotations

from typing import Any


class Forward:
    """``x = Forward("part")`` in a class: ``obj.x`` is ``obj.part.x``, for reading and
    writing."""

    def __init__(self, part: str) -> None:
        self.part = part
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: object, objtype: type | None = None) -> Any:
        return self if obj is None else getattr(getattr(obj, self.part), self.name)

    def __set__(self, obj: object, value: Any) -> None:
        setattr(getattr(obj, self.part), self.name, value)
