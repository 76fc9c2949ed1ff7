"""Every kind of illegal action is rejected with a readable reason and leaves the state as it
was (including the rng, so a rejected action cannot change the future)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import IllegalAction
from engine.supertrumf.rules import GAME, Mulligan, NameProperty, Play
from engine.supertrumf.state import SupertrumfState

from .position import blixt, make_state


def rejected(state: SupertrumfState, action: Any) -> IllegalAction:
    before = state.clone()
    rng_before = state.rng.copy()._r.getstate() if state.rng else None  # type: ignore[union-attr]
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, action)
    assert state == before
    assert (state.rng._r.getstate() if state.rng else None) == rng_before  # type: ignore[union-attr]
    assert info.value.text()  # a reason for the player
    return info.value


def naming() -> SupertrumfState:
    return make_state([["1A", "2B", "O1", "O2"], ["1B", "S1", "S2", "3A"]], leader=1)


def playing(seat_hand: list[str] | None = None) -> SupertrumfState:
    hand = seat_hand or ["1A", "2B", "O1", "O2", "S1"]
    return make_state([hand, ["1B", "3A"]], leader=1, prop="styrka")


def test_play_before_a_property_is_named() -> None:
    err = rejected(naming(), Play(("1B",)))
    assert "property must be named first" in str(err)


def test_play_during_the_mulligan() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 1)
    err = rejected(s, Play((s.hands[0][0],)))  # type: ignore[arg-type]
    assert "mulligan" in str(err)


def test_name_in_the_play_phase() -> None:
    err = rejected(playing(), NameProperty("magi"))
    assert "named by the leader" in str(err)


def test_unknown_property() -> None:
    err = rejected(naming(), NameProperty("charm"))
    assert err.params == {}  # the raw id is never shown
    assert str(err) == "There is no such property to name."


def test_mulligan_outside_the_first_blixtduell_round() -> None:
    assert "mulligan" in str(rejected(naming(), Mulligan(True)))
    s = blixt([["1A"], ["1B"]], leader=0)
    assert "mulligan" in str(rejected(s, Mulligan(False)))


def test_mulligan_choice_that_is_not_a_bool() -> None:
    s = GAME.new_game({"variant": "blixtduell"}, 1)
    assert "yes or no" in str(rejected(s, Mulligan("yes")))  # type: ignore[arg-type]


@pytest.mark.parametrize("cards", [(), ("1A", "O1", "O2")])
def test_wrong_number_of_cards(cards: tuple[str, ...]) -> None:
    err = rejected(playing(), Play(cards))
    assert err.params == {"count": len(cards)}


def test_a_card_not_in_hand() -> None:
    err = rejected(playing(), Play(("4A",)))
    assert err.params == {"card": "4A"}
    assert str(err) == "You do not hold the card 4A."


def test_a_card_of_another_seat_or_unknown_card() -> None:
    assert rejected(playing(), Play(("1B",))).params == {"card": "1B"}
    assert rejected(playing(), Play(("ZZ",))).params == {"card": "ZZ"}


def test_same_card_twice() -> None:
    assert "twice" in str(rejected(playing(), Play(("1A", "1A"))))


def test_two_figures() -> None:
    assert "Two figure cards" in str(rejected(playing(), Play(("1A", "2B"))))


def test_two_objects() -> None:
    assert "Two object cards" in str(rejected(playing(), Play(("O1", "O2"))))


def test_object_with_super_trump() -> None:
    err = rejected(playing(), Play(("O1", "S1")))
    assert "super-trumps count as objects" in str(err)


def test_play_that_is_not_a_list_of_card_ids() -> None:
    assert "card ids" in str(rejected(playing(), Play(("1A", 3))))  # type: ignore[arg-type]
    assert "card ids" in str(rejected(playing(), Play("1A")))  # type: ignore[arg-type]


def test_unknown_action_type() -> None:
    # a player reads the reason: no Python text of the action in it
    assert str(rejected(naming(), "draw a card")) == "Unknown action."


def test_any_action_after_the_game_is_over() -> None:
    s = make_state([["4A"], ["1A"]], leader=0, rest=0)
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("1A",)))
    GAME.apply(s, Play(("4A",)))
    assert GAME.is_over(s)
    for action in (NameProperty("styrka"), Play(("1A",)), Mulligan(True)):
        assert str(rejected(s, action)) == "The game is over."


def test_every_reason_is_marked_for_translation() -> None:
    """Reasons are plain literals inside QT_TRANSLATE_NOOP("engine", ...) for lupdate."""
    import ast
    from pathlib import Path

    import engine.supertrumf.rules as rules

    tree = ast.parse(Path(rules.__file__).read_text(encoding="utf-8"))
    raises = [n for n in ast.walk(tree) if isinstance(n, ast.Raise)
              and isinstance(n.exc, ast.Call) and getattr(n.exc.func, "id", "") == "IllegalAction"]
    assert len(raises) >= 10
    for r in raises:
        first = r.exc.args[0]  # type: ignore[union-attr]
        calls = [first] if isinstance(first, ast.Call) else [first.body, first.orelse]  # type: ignore[attr-defined]
        for call in calls:
            assert isinstance(call, ast.Call)
            assert call.func.id == "QT_TRANSLATE_NOOP"  # type: ignore[attr-defined]
            assert call.args[0].value == "engine"  # type: ignore[attr-defined]
            assert isinstance(call.args[1], ast.Constant)
