"""The computer players decide sensibly in concrete positions (and only from their view)."""

from __future__ import annotations

from engine.core import Decision, Rng
from engine.riftforce import AGENTS, DEFAULT_AGENT, GAME
from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    ChooseCard,
    ChooseLocation,
    DraftPick,
)
from engine.riftforce.agents import draft_value
from engine.riftforce.state import State

from .helpers import apply_all, card, position


def decide(st: State, agent: str = "heuristic"):  # type: ignore[no-untyped-def]
    seat = GAME.current_player(st)
    assert seat is not None
    legal = GAME.legal_actions(st)
    action = AGENTS[agent]().choose(Decision(GAME, st, seat, legal), Rng(1))
    assert action in legal
    return action


def test_registry_exports() -> None:
    # the levels, with the old names kept for old saves; Normal is the default
    assert set(AGENTS) == {"beginner", "easy", "normal", "hard", "random", "heuristic"}
    assert DEFAULT_AGENT == "normal"
    assert AGENTS["normal"] is AGENTS["heuristic"]


def test_draft_prefers_shadow_against_a_crystal_player() -> None:
    assert draft_value("shadow", [], ["crystal"]) > draft_value("shadow", [], [])
    st = GAME.new_game({"draft": "free"}, 1)
    st.draft_pool = ["shadow", "earth", "air"]
    assert decide(st) == DraftPick("shadow")


def test_heuristic_takes_a_kill_with_thunderbolt_and_its_repeat() -> None:
    t5, t5b = card("thunderbolt", 5), card("thunderbolt", 5, 1)
    f5, w5, i5 = card("fire", 5), card("water", 5), card("ice", 5)
    st = position(board={1: {1: [t5]}, 0: {1: [f5, w5, i5]}}, hands={1: [t5b, card("air", 5)]},
                  damage={w5: 3, i5: 4}, to_move=1, start=1)
    first = decide(st)
    assert isinstance(first, Activate)
    GAME.apply(st, first)
    assert decide(st) == ActivateElemental(t5)
    GAME.apply(st, ActivateElemental(t5))
    target = decide(st)
    assert target in (ChooseCard(w5), ChooseCard(i5))
    GAME.apply(st, target)
    assert decide(st) in (ChooseCard(w5), ChooseCard(i5))


def test_heuristic_checks_and_draws_when_it_controls_much_and_holds_little() -> None:
    st = position(board={0: {0: [card("fire", 5)], 2: [card("water", 5)], 4: [card("ice", 5)]}},
                  hands={0: [card("light", 5)]})
    assert decide(st) == CheckAndDraw()


def test_heuristic_moves_water_towards_the_weakened_enemy() -> None:
    w5, w6 = card("water", 5), card("water", 6)
    a5, a6 = card("air", 5), card("air", 6)
    st = position(board={0: {2: [w5]}, 1: {1: [a6], 3: [a5]}}, hands={0: [w6]},
                  damage={a5: 4})
    apply_all(st, Activate(w6, "guild"), ActivateElemental(w5))
    assert decide(st) == ChooseLocation(3)  # 1 damage there destroys the Air


def test_random_agent_answers_sub_decisions_too() -> None:
    w5, w6 = card("water", 5), card("water", 6)
    st = position(board={0: {2: [w5]}}, hands={0: [w6]})
    apply_all(st, Activate(w6, "guild"), ActivateElemental(w5))
    assert decide(st, "random") in (ChooseLocation(1), ChooseLocation(3))
