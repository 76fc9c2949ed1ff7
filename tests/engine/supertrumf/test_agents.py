"""The computer players: concrete decisions of the heuristic, and that it decides from the
view only."""

from __future__ import annotations

from engine.core import Decision, RandomAgent, Rng
from engine.supertrumf import AGENTS, DEFAULT_AGENT
from engine.supertrumf.agents import (
    PROTECT_BELOW,
    HeuristicAgent,
    best_plain_play,
    percentile,
    visible_cards,
)
from engine.supertrumf.deck import CARD_IDS, PROPERTIES, VALUE
from engine.supertrumf.rules import GAME, Mulligan, NameProperty, Play
from engine.supertrumf.state import MULLIGAN, SupertrumfState

from .position import blixt, make_state

AGENT = HeuristicAgent()


def decide(state: SupertrumfState) -> object:
    seat = GAME.current_player(state)
    assert seat is not None
    legal = GAME.legal_actions(state)
    action = AGENT.choose(Decision(GAME, state, seat, legal), Rng(0))
    assert action in legal
    return action


def unseen_for(state: SupertrumfState, seat: int) -> list[str]:
    seen = visible_cards(GAME.view(state, seat))
    return [c for c in CARD_IDS if c not in seen]


def test_registry_default_is_normal_the_heuristic() -> None:
    assert DEFAULT_AGENT == "normal"
    assert AGENTS["normal"] is HeuristicAgent
    assert AGENTS["random"] is RandomAgent
    assert AGENTS["heuristic"] is HeuristicAgent


def test_percentile_counts_unseen_cards_below_ties_half_super_trumps_above() -> None:
    assert percentile(20, "styrka", ["1A", "4A", "S1", "O1"]) == (1 + 0 + 0 + 1) / 4
    assert percentile(18, "styrka", ["1A"]) == 0.5


def test_leader_names_the_property_with_the_best_chance() -> None:
    s = make_state([["4A", "O1", "2C", "1C"], ["1B", "2B"]], leader=0)
    assert decide(s) == NameProperty("styrka")  # Drake + Heligt svärd: 40


def test_leader_ranks_by_percentile_over_unseen_cards() -> None:
    hand = ["5C", "1A", "O8", "2D"]
    s = make_state([hand, ["1B", "2B"]], leader=0)
    unseen = unseen_for(s, 0)
    chances = {p: percentile(best_plain_play(hand, p, True)[1], p, unseen) for p in PROPERTIES}
    best = max(PROPERTIES, key=lambda p: (chances[p], best_plain_play(hand, p, True)[1]))
    assert decide(s) == NameProperty(best)


def test_plays_the_figure_and_object_with_the_best_value() -> None:
    s = make_state([["1B", "2A"], ["1A", "O1", "2B", "O3"]], leader=1)
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("2A",)))
    assert decide(s) == Play(("1A", "O1"))  # 28: better than 1A alone or with O3


def test_keeps_the_super_trump_when_the_best_play_should_win() -> None:
    s = make_state([["1B", "2A"], ["4A", "O1", "S1", "2B"]], leader=1)
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("2A",)))
    assert decide(s) == Play(("4A", "O1"))


def test_uses_the_super_trump_when_the_pot_is_big() -> None:
    s = make_state([["1B", "2A"], ["4A", "2C", "S1"]], leader=1,
                   pot=["3A", "3B", "3C", "3D"])
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("2A",)))
    action = decide(s)
    assert isinstance(action, Play)
    assert "S1" in action.cards
    assert action == Play(("2C", "S1"))  # the weak figure rides along, the Drake stays


def test_uses_the_super_trump_to_protect_its_best_figure() -> None:
    s = make_state([["1B", "1A"], ["2A", "2D", "S2"]], leader=1)
    GAME.apply(s, NameProperty("fysik"))
    GAME.apply(s, Play(("1A",)))
    unseen = unseen_for(s, 1)
    assert percentile(VALUE["fysik"]["2A"], "fysik", unseen) < PROTECT_BELOW
    assert decide(s) == Play(("2A", "S2"))  # Ärkemagiker (fysik 8) beats Nekromantiker (fysik 6)


def test_uses_the_super_trump_in_blixtduell_when_a_seat_needs_one_more_prize() -> None:
    s = blixt([["1B", "2A"], ["4A", "O1", "S1"]], leader=1, prizes=[["6A"], ["6B"]],
              prizes_taken=[3, 3])
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("2A",)))
    action = decide(s)
    assert isinstance(action, Play)
    assert "S1" in action.cards


def test_gives_away_its_weakest_card_when_it_cannot_win() -> None:
    s = make_state([["1B", "2A"], ["2C", "O10", "2B"]], leader=1)
    GAME.apply(s, NameProperty("styrka"))
    GAME.apply(s, Play(("2A",)))
    assert decide(s) == Play(("O10",))


def _mulligan_position(hand: list[str]) -> SupertrumfState:
    s = blixt([hand, ["1B", "2B", "3B", "4B"]], leader=0)
    s.phase = MULLIGAN
    s.mull_next = [3, 3]
    return s


def test_mulligan_keeps_a_strong_hand_and_redraws_a_weak_one() -> None:
    assert decide(_mulligan_position(["4A", "O1", "2A", "6A"])) == Mulligan(False)
    assert decide(_mulligan_position(["O2", "O4", "O6", "O8"])) == Mulligan(True)
    assert decide(_mulligan_position(["O2", "O4", "O6", "S1"])) == Mulligan(False)


def test_decides_from_the_view_only() -> None:
    """Two states with the same view for the deciding seat get the same decision."""
    for seed in range(30):
        for options in ({"variant": "klassisk", "seats": 3}, {"variant": "blixtduell"}):
            s = GAME.new_game(options, seed)
            rng = Rng(seed)
            for _ in range(seed % 7):
                if GAME.is_over(s):
                    break
                GAME.apply(s, rng.choice(GAME.legal_actions(s)))
            if GAME.is_over(s):
                continue
            seat = GAME.current_player(s)
            assert seat is not None
            other = GAME.determinize(GAME.view(s, seat), seat, Rng(seed + 99))
            a = AGENT.choose(Decision(GAME, s, seat, GAME.legal_actions(s)), Rng(1))
            b = AGENT.choose(Decision(GAME, other, seat, GAME.legal_actions(other)), Rng(1))
            assert a == b
