"""The paired one-level search (``ISMCTS(paired=True)``) and Supertrumf Hard's switch rule.

Why: the paired search is what lets a few rounds rank actions whose values differ by less
than one sample's luck; these tests pin that (a lead measured exactly on common samples),
that an interrupted round never counts, and that Supertrumf's Hard leaves the heuristic's
property only for a measured lead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import pytest

from engine import games
from engine.core import Decision, Game, Rng
from engine.search.ismcts import ISMCTS, SearchAgent
from engine.supertrumf.agents import HeuristicAgent
from engine.supertrumf.agents_search import HardAgent
from tests.engine.test_search import _mid_game, _naming


class _Coin:
    """One decision ("a" or "b"), then a hidden coin decides almost everything: "b" is worth
    exactly 0.02 more on every sample."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.choice: str | None = None
        self.value = 0.0


class _CoinGame:
    def view(self, state: _Coin, seat: int | None) -> _Coin:
        return state

    def determinize(self, view: _Coin, seat: int, rng: Rng) -> _Coin:
        return _Coin(Rng(rng.randrange(2**30)))

    def clone(self, state: _Coin) -> _Coin:
        out = _Coin(state.rng.copy())
        out.choice, out.value = state.choice, state.value
        return out

    def legal_actions(self, state: _Coin) -> list[str]:
        return ["a", "b"]

    def apply(self, state: _Coin, action: str) -> None:
        state.choice = action
        state.value = state.rng.random() * 0.9 + (0.02 if action == "b" else 0.0)

    def current_player(self, state: _Coin) -> int | None:
        return None if state.choice is not None else 0


class _CoinSpec:
    def __init__(self, first: str = "a") -> None:
        self.first = first

    def root_candidates(self, decision: Decision[Any, Any], rng: Rng) -> list[str]:
        return [self.first, *(a for a in decision.legal if a != self.first)]

    def direct(self, decision: Decision[Any, Any], rng: Rng) -> Any | None:
        return None

    def candidates(self, game: Any, state: Any, legal: list[Any], rng: Rng,
                   at_root: bool) -> list[Any]:
        return legal

    def playout(self, game: Any, state: Any, rng: Rng) -> None:
        raise AssertionError("the game is over after the one decision")

    def rewards(self, game: Any, state: _Coin) -> Sequence[float]:
        return (state.value, 1.0 - state.value)


def _coin_decision() -> Decision[Any, Any]:
    return Decision(_CoinGame(), _Coin(Rng(0)), 0, ["a", "b"])  # type: ignore[arg-type]


def test_paired_search_measures_a_small_lead_exactly() -> None:
    """Five rounds: every action tried on the same five samples, "b" leads "a" by exactly
    0.02 on each (no spread), although the samples' values spread over 0.9."""
    search = ISMCTS(_CoinSpec(), iterations=10, paired=True)  # type: ignore[arg-type]
    result = search.run(_coin_decision(), Rng(4))
    assert result.action == "b"
    assert result.iterations == 10
    assert result.searched
    b, a = result.stats
    assert (b.action, a.action) == ("b", "a")
    assert b.visits == a.visits == 5
    assert abs(b.edge - 0.02) < 1e-9
    assert b.edge_se < 1e-9
    assert a.edge == 0.0
    assert abs((b.win_rate - a.win_rate) - 0.02) < 1e-9


def test_unpaired_search_cannot_see_the_same_lead() -> None:
    """The same budget without pairing compares different samples: over many seeds it picks
    the worse action often (the reason the paired search exists)."""
    wrong = 0
    for seed in range(40):
        search = ISMCTS(_CoinSpec(), iterations=10, max_depth=1, c=0.0)  # type: ignore[arg-type]
        wrong += search.run(_coin_decision(), Rng(seed)).action == "a"
        paired = ISMCTS(_CoinSpec(), iterations=10, paired=True)  # type: ignore[arg-type]
        assert paired.run(_coin_decision(), Rng(seed)).action == "b"
    assert wrong >= 8


def test_an_interrupted_round_does_not_count() -> None:
    """Stopped after the first action of the first round: nothing was compared, so the
    spec's first root action is played (the heuristic's, in the games that use this); stopped
    inside the third round: two rounds count."""
    calls = {"n": 0}

    def stop_after(k: int) -> Any:
        def stop() -> bool:
            calls["n"] += 1
            return calls["n"] >= k
        return stop

    search = ISMCTS(_CoinSpec(first="a"), iterations=100, paired=True)  # type: ignore[arg-type]
    result = search.run(_coin_decision(), Rng(1), stop_after(1))
    assert result.action == "a"
    assert result.iterations == 1
    assert result.stats == ()
    calls["n"] = 0
    result = search.run(_coin_decision(), Rng(1), stop_after(5))
    assert result.iterations == 5
    assert all(s.visits == 2 for s in result.stats)
    assert result.action == "b"


def test_search_agent_passes_paired_on() -> None:
    agent = SearchAgent(_CoinSpec(), iterations=6, paired=True)  # type: ignore[arg-type]
    assert agent.choose(_coin_decision(), Rng(2)) == "b"
    assert agent.last is not None
    assert agent.last.stats[0].visits == 3


def _namings(options: dict[str, Any]) -> list[tuple[Game[Any, Any], Any]]:
    return [_mid_game("supertrumf", options, seed=s, steps=4, want=_naming) for s in (3, 8, 21)]


def test_supertrumf_hard_keeps_the_heuristics_property_without_a_measured_lead(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With an unreachable bar Hard names exactly what the heuristic names; with no bar at all
    it names the paired search's best — so the bar is what decides, and the default bar
    (``SWITCH_Z`` standard errors and ``SWITCH_MARGIN``) is between the two."""
    monkeypatch.setattr("engine.supertrumf.agents_search.SEARCH_BLIXTDUELL", True)
    heuristic = HeuristicAgent()
    differs = 0
    for options in ({"variant": "klassisk", "seats": 2}, {"variant": "blixtduell"}):
        for game, state in _namings(options):
            seat = game.current_player(state)
            decision = Decision(game, game.view(state, seat), seat, game.legal_actions(state))
            base = heuristic.choose(decision, Rng(0))
            strict = HardAgent(iterations=60, ms=None, z=1e9)
            assert strict.choose(decision, Rng(1)) == base
            free = HardAgent(iterations=60, ms=None, z=0.0, margin=-1.0)
            chosen = free.choose(decision, Rng(1))
            assert free.last is not None
            assert chosen == free.last.stats[0].action
            differs += chosen != base
            default = HardAgent(iterations=60, ms=None)
            picked = default.choose(decision, Rng(1))
            assert default.last is not None
            best = default.last.stats[0]
            if picked != base:  # a switch is always a measured lead
                assert best.action == picked
                assert best.edge > default.margin
                assert best.edge > default.z * best.edge_se
    assert differs >= 1  # the free search does disagree somewhere, so the test can fail


def test_supertrumf_hard_is_the_game_registered_hard() -> None:
    agent = games.agents("supertrumf")["hard"]()
    assert isinstance(agent, HardAgent)
    assert agent.search.paired


def test_supertrumf_blixtduell_hard_is_the_heuristic() -> None:
    """Blixtduell's Hard does not search (it did not pay: module docstring): every decision of
    three whole games is the heuristic's, and none is searched."""
    game = games.get_game("supertrumf")
    heuristic = HeuristicAgent()
    hard = cast(HardAgent, games.agents("supertrumf")["hard"]())
    for seed in (1, 2, 3):
        state = game.new_game(game.normalize_options({"variant": "blixtduell"}), seed)
        rng = Rng(seed)
        while not game.is_over(state):
            seat = game.current_player(state)
            decision = Decision(game, game.view(state, seat), seat, game.legal_actions(state))
            action = hard.choose(decision, rng)
            assert action == heuristic.choose(decision, rng)
            assert hard.last is None or not hard.last.searched
            game.apply(state, action)


def test_riftforce_hard_searches_turns_and_lets_the_heuristic_answer_inside_them() -> None:
    """A question inside an action (place another card? which elemental?) is answered as the
    heuristic answers it, without a search; a turn's first action is a paired search over the
    heuristic's best ``ROOT_WIDTH`` actions."""
    from engine.riftforce.agents import HeuristicAgent as RiftHeuristic
    from engine.riftforce.agents_search import ROOT_WIDTH, make_search

    game, state = _mid_game("riftforce", {}, seed=4, steps=20,
                            want=lambda st: st.phase == "play" and st.pending is not None)
    seat = game.current_player(state)
    decision = Decision(game, game.view(state, seat), seat, game.legal_actions(state))
    hard = make_search()
    assert hard.choose(decision, Rng(1)) == RiftHeuristic().choose(decision, Rng(1))
    assert hard.last is not None
    assert not hard.last.searched
    game, state = _mid_game("riftforce", {}, seed=4, steps=20,
                            want=lambda st: st.phase == "play" and st.pending is None)
    seat = game.current_player(state)
    decision = Decision(game, game.view(state, seat), seat, game.legal_actions(state))
    result = hard.analyse(decision, Rng(1))
    assert result.searched
    assert 2 <= len(result.stats) <= ROOT_WIDTH
    assert len({s.visits for s in result.stats}) == 1  # every action on the same samples
