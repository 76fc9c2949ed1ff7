"""The computer players: reaction times per level, lexicon use, no repeats, blanks, strength."""

from __future__ import annotations

import pytest

from engine import arena
from engine.core import Decision, Rng
from engine.ordet import AGENTS, DEFAULT_AGENT, GAME
from engine.ordet.actions import Answer, Draw, Pass
from engine.ordet.agents import LexiconBot
from engine.ordet.state import OrdetState

from .helpers import SYN, WORDS, position


def duel(**options: object) -> OrdetState:
    st = position(play={(1, 0): [0]}, draw=([8], []), turn=0, card_set=WORDS,
                  options=dict(options))
    GAME.apply(st, Draw(0))
    return st


def choose(bot: str, st: OrdetState, seed: int) -> object:
    seat = GAME.current_player(st)
    assert seat is not None
    decision = Decision(GAME, st, seat, GAME.legal_actions(st))
    return AGENTS[bot]().choose(decision, Rng(seed))


def test_registry() -> None:
    assert DEFAULT_AGENT == "normal"
    # the levels as every game spells them, and the old names saves may hold
    assert {"random", "easy", "normal", "hard", "bot-easy", "bot-normal", "bot-hard"} \
        <= set(AGENTS)


@pytest.mark.parametrize(("bot", "lo", "hi"), [
    ("bot-easy", 4.0, 8.0), ("bot-normal", 2.5, 5.0), ("bot-hard", 1.2, 3.0),
])
def test_reaction_time_per_level_from_the_lexicon(bot: str, lo: float, hi: float) -> None:
    st = duel()
    answered = 0
    for seed in range(60):
        action = choose(bot, st, seed)
        if isinstance(action, Pass):
            assert bot == "bot-easy"
            continue
        assert isinstance(action, Answer)
        assert lo <= action.seconds <= hi
        assert GAME.unused_answers(st, 0).count(action.answers[0]) == 1  # a fruit
        answered += 1
    assert answered >= 40


def test_easy_bot_sometimes_draws_a_blank_hard_never() -> None:
    st = duel()
    easy = [choose("bot-easy", st, s) for s in range(200)]
    hard = [choose("bot-hard", st, s) for s in range(200)]
    assert 5 <= sum(isinstance(a, Pass) for a in easy) <= 60
    assert not any(isinstance(a, Pass) for a in hard)


def test_bot_never_repeats_and_slows_down_when_few_answers_remain() -> None:
    st = duel()
    lex = GAME.cardset(st).lexicon(0, "en")
    st.used[0] = [a for a in lex[:-2]]  # only "fig" and "lime" are left
    for seed in range(30):
        action = choose("bot-hard", st, seed)
        assert isinstance(action, Answer)
        assert action.answers[0] in ("fig", "lime")
        assert action.seconds >= 1.2 * (1 + 0.25 * 4)  # slower than the fastest normal time
    st.used[0] = list(lex)
    assert choose("bot-hard", st, 1) == Pass(0)  # nothing unused: it passes


def test_bot_gives_as_many_answers_as_needed() -> None:
    st = duel(answers_needed=3)
    action = choose("bot-normal", st, 4)
    assert isinstance(action, Answer)
    assert len(set(action.answers)) == 3
    GAME.apply(st, action)  # legal


def test_bot_never_answers_a_category_it_has_no_lexicon_for() -> None:
    # card 1 of the "words" set has no German answers; card 9 is another square
    st = position(play={(1, 0): [1]}, draw=([9], []), turn=0, card_set=WORDS,
                  options={"language": "de"})
    GAME.apply(st, Draw(0))
    assert st.duel is not None
    assert st.duel.targets[0] == 1
    assert all(choose("bot-hard", st, s) == Pass(0) for s in range(10))


def test_bot_uses_its_fixed_category_when_the_card_is_unanswerable() -> None:
    fixed = ["words-fruit", None, None, None]
    st = position(play={(1, 0): [1]}, draw=([9], []), turn=0, card_set=WORDS,
                  options={"language": "de", "fixed_categories": fixed})
    GAME.apply(st, Draw(0))
    action = choose("bot-hard", st, 2)
    assert isinstance(action, Answer)
    GAME.apply(st, action)


def test_bot_decides_from_its_view_and_draws_blind() -> None:
    st = GAME.new_game({"seats": 2, "card_set": SYN}, 9)
    action = choose("bot-normal", st, 1)
    assert action in GAME.legal_actions(st)


def test_harder_bots_win_clearly_more_often() -> None:
    stats = arena.run("ordet", ["bot-hard", "bot-easy"], 40, seed=3, seats=2,
                      extra_options={"card_set": SYN, "rounds": 1})
    assert stats["errors"] == []
    assert stats["wins"][0] >= 30
    stats = arena.run("ordet", ["bot-normal", "bot-easy", "random"], 30, seed=5, seats=3,
                      extra_options={"card_set": SYN, "rounds": 1})
    assert stats["wins"][0] > 2 * (stats["wins"][1] + stats["wins"][2])


def test_unknown_level_is_rejected() -> None:
    with pytest.raises(ValueError, match="level"):
        LexiconBot("godlike")


@pytest.mark.parametrize("language", ["en", "sv", "nb", "de"])
def test_bot_answers_from_the_lexicon_of_the_active_language(language: str) -> None:
    st = duel(language=language)
    lexicon = GAME.cardset(st).lexicon(0, language)
    for seed in range(10):
        action = choose("bot-normal", st, seed)
        assert isinstance(action, Answer)
        assert action.answers[0] in lexicon


def test_bots_never_repeat_an_answer_in_a_whole_round() -> None:
    from engine.ordet.matching import fold

    state = GAME.new_game({"seats": 4, "card_set": "everyday", "rounds": 1,
                           "no_repeats": False, "judging": "typed"}, 17)
    agents = [AGENTS[n]() for n in ("bot-hard", "bot-normal", "bot-easy", "bot-hard")]
    rng = Rng(5)
    said: dict[int, list[str]] = {}
    while not GAME.is_over(state):
        seat = GAME.current_player(state)
        assert seat is not None
        action = agents[seat].choose(Decision(GAME, GAME.view(state, seat), seat,
                                              GAME.legal_actions(state)), rng)
        if isinstance(action, Answer):
            assert state.duel is not None
            for text in action.answers:
                for cat in GAME.categories_for(state, seat):
                    assert fold(text) not in state.used.get(cat, ())
        GAME.apply(state, action)
        for cat, keys in state.used.items():
            said[cat] = keys
    assert sum(len(v) for v in said.values()) > 10
