"""The protocol's shared pieces: errors, events, RNG, action JSON, registry, arena CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine import arena, games
from engine.core import Event, IllegalAction, RawEvent, Rng, decode_action, encode_action

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Move:
    cards: tuple[str, ...]
    to: int | None = None


def test_action_json_round_trip_turns_lists_back_into_tuples() -> None:
    action = Move(("A", "B"), 3)
    obj = json.loads(json.dumps(encode_action(action)))
    assert obj == {"type": "Move", "cards": ["A", "B"], "to": 3}
    assert decode_action({"Move": Move}, obj) == action


@pytest.mark.parametrize("obj", [{"cards": []}, {"type": "Jump"}, {"type": "Move", "x": 1},
                                 {"type": "Move"}, "Move"])
def test_decode_rejects_bad_actions_with_value_error(obj: object) -> None:
    with pytest.raises(ValueError):
        decode_action({"Move": Move}, obj)  # type: ignore[arg-type]


@pytest.mark.parametrize("obj", [
    {"type": "Move", "cards": "AB"}, {"type": "Move", "cards": ["A", 1]},
    {"type": "Move", "cards": [["A"]]}, {"type": "Move", "cards": ["A"], "to": 1.0},
    {"type": "Move", "cards": ["A"], "to": True}, {"type": "Move", "cards": ["A"], "to": "1"},
    {"type": "Move", "cards": ["A" * 201]}, {"type": "Move", "cards": ["A"] * 101},
    {"type": "Move", "cards": ["\ud800"]}, {"type": ["Move"], "cards": []},
])
def test_decode_checks_every_field_against_its_type_hint(obj: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        decode_action({"Move": Move}, obj)


def test_decode_accepts_what_the_hints_allow() -> None:
    assert decode_action({"Move": Move}, {"type": "Move", "cards": [], "to": None}) == Move(())
    assert decode_action({"Move": Move}, {"type": "Move", "cards": ("A",)}) == Move(("A",))


def test_illegal_action_keeps_template_and_params() -> None:
    err = IllegalAction("Seat {seat} may not play {count} cards.", seat=2, count=3)
    assert str(err) == "Seat 2 may not play 3 cards." == err.text()
    assert err.message == "Seat {seat} may not play {count} cards."


def test_event_json_round_trip() -> None:
    ev = RawEvent("dice", {"seat": 1, "dice": (0, 0), "fumble": True})
    obj = json.loads(json.dumps(ev.to_json()))
    assert obj == {"kind": "dice", "data": {"seat": 1, "dice": [0, 0], "fumble": True}}
    assert Event.from_json(obj).kind == "dice"


def test_rng_is_reproducible_and_copies_independently() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.t10() for _ in range(20)] == [b.t10() for _ in range(20)]
    c = a.copy()
    assert [a.die(6) for _ in range(10)] == [c.die(6) for _ in range(10)]
    assert all(0 <= Rng(s).t10() <= 9 for s in range(50))
    assert {Rng(s).die(6) for s in range(200)} == {1, 2, 3, 4, 5, 6}


def test_registry_knows_all_four_games() -> None:
    assert list(games.names()) == ["supertrumf", "storma", "riftforce", "ordet"]
    with pytest.raises(KeyError, match="unknown game"):
        games.get_game("chess")
    for name in games.available():
        assert "random" in games.agents(name)
        assert games.default_agent(name) in games.agents(name)


def test_wilson_interval() -> None:
    lo, hi = arena.wilson(80, 100)
    assert 0.711 < lo < 0.712
    assert 0.866 < hi < 0.867
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_seat_rotation_puts_every_agent_on_every_seat() -> None:
    assert arena.seat_assignment(2, 2, 0) == [0, 1]
    assert arena.seat_assignment(2, 2, 1) == [1, 0]
    assert arena.seat_assignment(2, 4, 1) == [1, 0, 1, 0]


def test_arena_json_has_exactly_the_documented_keys() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "engine.arena", "--game", "supertrumf", "--variant",
         "blixtduell", "--agents", "heuristic,random", "--games", "20", "--seed", "1",
         "--check", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    stats = json.loads(proc.stdout)
    assert tuple(stats) == arena.JSON_KEYS
    assert stats["games"] == 20
    assert stats["agents"] == ["heuristic", "random"]
    assert sum(stats["wins"]) + stats["draws"] == 20
    assert stats["errors"] == []
    assert stats["capped"] == 0
    # median and max as before; p95, the count and the searched decisions since issue 28
    assert all(set(d) == {"median", "p95", "max", "count", "searched"}
               for d in stats["decision_ms"])


def test_arena_readable_table() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "engine.arena", "--game", "supertrumf", "--games", "4"],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "win rate" in proc.stdout
    assert "normal" in proc.stdout
