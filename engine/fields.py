"""Exact type checks for action fields, shared by the games' rules.

Why: actions reach the rules from saves (JSON), the UI and tests, and Python's ``True == 1``
and ``1.0 == 1`` let a wrongly typed field pass the rules' value tests (``1.0 in (0, 1)``,
``True in hand``) only to fail deep inside a mutation (a float used as a list index) or to be
stored in the state as a bool.  So the rules check each field's exact type first and compare
values second: ``is_int`` refuses bools and floats, ``is_number`` refuses bools, NaN and
infinities.
"""

from __future__ import annotations

import math
from typing import TypeGuard


def is_int(value: object) -> TypeGuard[int]:
    """A whole number, and not a bool (``True`` is an ``int`` to Python, not to the rules)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: object) -> TypeGuard[int | float]:
    """A finite int or float, not a bool (any int is finite, however large)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return isinstance(value, int) or math.isfinite(value)
