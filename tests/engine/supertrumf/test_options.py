"""Supertrumf's options: the defaults, and every invalid combination refused."""

from __future__ import annotations

import pytest

from engine.supertrumf.rules import GAME


def test_options_defaults_and_validation() -> None:
    assert GAME.normalize_options({}) == {"variant": "klassisk", "seats": 2}
    assert GAME.normalize_options({"variant": "blixtduell"}) == {
        "variant": "blixtduell", "seats": 2}
    assert GAME.normalize_options({"seats": 4}) == {"variant": "klassisk", "seats": 4}
    for bad in ({"variant": "blixtduell", "seats": 3}, {"seats": 1}, {"seats": 5},
                {"seats": True}, {"seats": "2"}, {"variant": "speed"}, {"colour": "red"}):
        with pytest.raises(ValueError):
            GAME.normalize_options(bad)
    with pytest.raises(ValueError):
        GAME.new_game({"seats": 5}, 1)
