"""The exact type checks the rules use on action fields."""

from __future__ import annotations

import math

import pytest

from engine.fields import is_int, is_number


@pytest.mark.parametrize(("value", "expected"), [
    (0, True), (-3, True), (10**400, True),
    (True, False), (False, False), (0.0, False), (1.5, False), ("1", False), (None, False),
    ([1], False),
])
def test_is_int_takes_whole_numbers_but_no_bools_or_floats(value: object, expected: bool) -> None:
    assert is_int(value) is expected


@pytest.mark.parametrize(("value", "expected"), [
    (2, True), (2.5, True), (-1.0, True), (10**400, True),  # an int is finite however large
    (True, False), (math.nan, False), (math.inf, False), (-math.inf, False), ("2", False),
    (None, False),
])
def test_is_number_takes_finite_numbers_but_no_bools(value: object, expected: bool) -> None:
    assert is_number(value) is expected
