"""The guided games as data: every shipped tutorial replays through its engine, keeps the
limits (≤ 15 steps, ≤ 40 words a step in English), and its texts reach the catalogues.
A malformed file is refused with a reason."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from engine import games, tutorials
from engine.record import replay_moves

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("tutorials_tool", ROOT / "tools/tutorials.py")
assert _spec is not None
assert _spec.loader is not None
tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tool)

SHIPPED = tutorials.ids()


def test_every_game_has_a_guided_game_and_supertrumf_a_second_part() -> None:
    assert set(SHIPPED) == {"supertrumf", "supertrumf-blixtduell", "storma", "riftforce",
                            "ordet"}
    for game in games.names():
        assert tutorials.for_game(game) == game
    assert tutorials.load("supertrumf").next == "supertrumf-blixtduell"
    assert [i for i in SHIPPED if i in games.names()] == sorted(games.names())


@pytest.mark.parametrize("tutorial_id", SHIPPED)
def test_the_tutorial_replays_through_its_engine_within_the_limits(tutorial_id: str) -> None:
    t = tutorials.load(tutorial_id)
    assert t.verify() == []
    assert 1 <= len(t.steps) <= tutorials.MAX_STEPS
    assert all(step.words() <= tutorials.MAX_WORDS for step in t.steps)
    assert all(step.keys for step in t.steps), "every step names its keys"
    # each step's own move is one it accepts ("Show me" plays what the step asks)
    game = t.engine()
    assert all(step.accepts(game, step.action(game)) for step in t.steps)


def test_the_same_script_replays_the_same_game() -> None:
    """Seed + script give the same deal, dice and draws every time: every event of two
    replays (each from a fresh engine state) is the same."""
    for tutorial_id in SHIPPED:
        t = tutorials.load(tutorial_id)
        game = t.engine()
        options = game.normalize_options(t.options)
        runs = [[e.to_json() for move in replay_moves(game, options, t.seed, t.script())[0]
                 for e in move.events] for _ in range(2)]
        assert runs[0] == runs[1]
        assert len(runs[0]) > len(t.script())


def test_the_texts_module_is_current() -> None:
    assert tool.check() == []


@pytest.mark.parametrize(("text", "why"), [
    ('game = "nope"\nseed = 1', "unknown game"),
    ('game = "riftforce"\nseed = "x"', "seed must be a whole number"),
    ('game = "riftforce"\nseed = 1\n[[steps]]\nsay = "a"', "every step needs the move"),
    ('game = "riftforce"\nseed = 1\n[[steps]]\nsay = 3\ndo = {type = "X"}', "say must be text"),
    ("game = [", "Invalid value"),
])
def test_a_malformed_tutorial_is_refused_with_a_reason(text: str, why: str) -> None:
    with pytest.raises(tutorials.TutorialError, match=why):
        tutorials.parse("bad", text)


def test_a_script_the_engine_refuses_is_reported() -> None:
    t = tutorials.parse("bad", """
game = "riftforce"
seed = 7
names = ["", "Computer"]
title = "t"
finish = "f"
[[steps]]
say = "Pick."
keys = "Enter."
aim = "Pick."
do = { type = "DraftPick", guild = "shadow" }
""")
    problems = t.verify()
    assert problems
    assert "step 1" in problems[0]
