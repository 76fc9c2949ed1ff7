"""What Ordet fanger's views hide: the draw piles' cards and a sealed answer; a state
determinized from a view keeps every public fact and the same cards in the draw piles."""

from __future__ import annotations

from engine.core import Decision, Rng
from engine.ordet import AGENTS, GAME
from engine.ordet.actions import Answer

from .helpers import SYN


def test_views_and_determinize_keep_public_facts() -> None:
    state = GAME.new_game({"seats": 3, "card_set": SYN}, 21)
    agents = [AGENTS["bot-normal"]()] * 3
    rng = Rng(4)
    for _ in range(60):
        seat = GAME.current_player(state)
        assert seat is not None
        view = GAME.view(state, seat)
        assert view.rng is None
        assert all(c is None for p in view.draw for c in p)
        full = GAME.determinize(view, seat, Rng(7))
        assert [len(p) for p in full.draw] == [len(p) for p in state.draw]
        assert full.play == state.play
        assert full.score == state.score
        assert sorted(c for p in full.draw for c in p if c is not None) == sorted(
            c for p in state.draw for c in p if c is not None)
        assert GAME.audit(full) == []
        legal = GAME.legal_actions(state)
        GAME.apply(state, agents[seat].choose(Decision(GAME, state, seat, legal), rng))
        if GAME.is_over(state):
            break


def test_sealed_answer_is_hidden_from_the_other_seat_and_spectators() -> None:
    state = GAME.new_game({"seats": 4, "card_set": SYN}, 2)
    agent = AGENTS["bot-hard"]()
    rng = Rng(1)
    while state.phase != "duel":
        seat = GAME.current_player(state)
        assert seat is not None
        GAME.apply(state, agent.choose(Decision(GAME, state, seat,
                                                GAME.legal_actions(state)), rng))
    assert state.duel is not None
    first, second = state.duel.seats
    GAME.apply(state, Answer(first, (GAME.unused_answers(state, state.duel.targets[first])[0],),
                             2.0))
    assert GAME.current_player(state) == second
    mine = GAME.view(state, first).duel
    theirs = GAME.view(state, second).duel
    spectator = GAME.view(state, None).duel
    assert mine is not None
    assert mine.commits[first].answers is not None
    for v in (theirs, spectator):
        assert v is not None
        assert v.commits[first].hidden
        assert v.commits[first].answers is None
    full = GAME.determinize(GAME.view(state, second), second, Rng(3))
    assert GAME.current_player(full) == second
    assert GAME.audit(full) == []
