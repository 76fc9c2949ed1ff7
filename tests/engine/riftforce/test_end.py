"""End of the game: the round is finished, ties get extra pairs, stalled games end."""

from __future__ import annotations

from engine.riftforce import GAME
from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    EndPlay,
    PlaceCard,
)
from engine.riftforce.state import State

from .helpers import SEAT0, SEAT1, apply_all, card, kinds, position

FIRE5, FIRE6, WATER5, WATER6 = card("fire", 5), card("fire", 6), card("water", 5), card("water", 6)
AIR5, AIR6, EARTH5 = card("air", 5), card("air", 6), card("earth", 5)


def test_start_player_reaching_12_lets_the_second_player_act_once_more() -> None:
    st = position(board={0: {0: [FIRE5]}}, hands={0: [FIRE6], 1: [AIR5]}, scores=(11, 0))
    GAME.apply(st, CheckAndDraw())
    assert st.scores[0] == 12
    assert not GAME.is_over(st)
    assert GAME.current_player(st) == 1
    events = apply_all(st, PlaceCard(AIR5, 3))
    assert GAME.is_over(st)
    assert GAME.result(st).winners == (0,)
    assert st.turns == [1, 1]
    assert kinds(events, "game_over")[0]["reason"] == "riftforce"


def test_second_player_reaching_12_ends_the_game_at_once() -> None:
    st = position(board={1: {0: [AIR5]}}, hands={1: [AIR6]}, scores=(3, 11), to_move=1)
    GAME.apply(st, CheckAndDraw())
    assert GAME.is_over(st)
    assert GAME.current_player(st) is None
    assert GAME.result(st).winners == (1,)
    assert GAME.result(st).scores == (3.0, 12.0)


def test_start_player_gets_the_12th_point_from_the_second_players_own_fire() -> None:
    st = position(guilds=(SEAT1, SEAT0), board={1: {1: [FIRE5, WATER5]}},
                  hands={1: [FIRE6]}, damage={WATER5: 4}, scores=(11, 4), to_move=1)
    apply_all(st, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))
    assert st.scores == [12, 4]
    assert GAME.is_over(st)
    assert GAME.result(st).winners == (0,)


def test_second_player_gets_the_12th_point_during_the_start_players_action() -> None:
    st = position(guilds=(SEAT0, SEAT1), board={0: {1: [FIRE5, WATER5]}},
                  hands={0: [FIRE6], 1: [AIR5]}, damage={WATER5: 4}, scores=(3, 11))
    apply_all(st, Activate(FIRE6, "guild"), ActivateElemental(FIRE5))
    assert st.scores == [3, 12]
    assert not GAME.is_over(st)
    assert GAME.current_player(st) == 1
    GAME.apply(st, PlaceCard(AIR5, 0))
    assert GAME.is_over(st)
    assert GAME.result(st).winners == (1,)


def test_scores_above_12_count() -> None:
    st = position(board={1: {0: [AIR5], 1: [AIR6], 4: [EARTH5]}}, hands={1: []},
                  scores=(13, 12), to_move=1)
    GAME.apply(st, CheckAndDraw())
    assert GAME.is_over(st)
    assert st.scores == [13, 15]
    assert GAME.result(st).winners == (1,)


def play_one(st: State, loc: int) -> None:
    """The seat to move places its first hand card alone."""
    seat = st.to_move
    c = st.hands[seat][0]
    assert c is not None
    GAME.apply(st, PlaceCard(c, loc))
    if st.pending is not None:
        GAME.apply(st, EndPlay())


def test_tie_gives_one_more_action_each_until_the_scores_differ() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {4: [AIR5]}},
                  hands={0: [FIRE6, WATER6], 1: [AIR6, EARTH5]}, scores=(12, 11), to_move=1)
    events = GAME.apply(st, CheckAndDraw())  # 12 : 12 after the round
    assert st.scores == [12, 12]
    assert not GAME.is_over(st)
    assert kinds(events, "tiebreak")
    assert GAME.current_player(st) == 0
    play_one(st, 1)
    assert not GAME.is_over(st)
    assert GAME.current_player(st) == 1
    play_one(st, 1)  # still 12 : 12 after the pair: another pair
    assert not GAME.is_over(st)
    assert GAME.current_player(st) == 0
    GAME.apply(st, CheckAndDraw())  # seat 0 controls location 0: 13 : 12
    assert st.scores == [13, 12]
    assert not GAME.is_over(st)
    GAME.apply(st, CheckAndDraw())  # seat 1 controls location 4: 13 : 13
    assert st.scores == [13, 13]
    assert not GAME.is_over(st)
    play_one(st, 4)
    play_one(st, 0)
    assert st.scores == [13, 13]
    assert not GAME.is_over(st)
    assert st.turns == [3, 4]  # the position began with the second player to move


def test_tie_broken_in_the_extra_pair() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {4: [AIR5]}}, hands={0: [FIRE6], 1: [AIR6]},
                  scores=(12, 12), to_move=0)
    st.tiebreak = True
    GAME.apply(st, CheckAndDraw())
    GAME.apply(st, PlaceCard(AIR6, 0))  # seat 1 contests location 0 but does not score
    assert GAME.is_over(st)
    assert GAME.result(st).winners == (0,)
    assert st.scores == [13, 12]


def test_stalled_tie_ends_as_a_draw_after_one_full_pair() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {0: [AIR5]}}, hands={0: [], 1: []},
                  decks={0: [], 1: []}, scores=(12, 12))
    st.tiebreak = True
    GAME.apply(st, CheckAndDraw())
    assert not GAME.is_over(st)  # half a pair
    events = GAME.apply(st, CheckAndDraw())
    assert st.turns == [1, 1]
    assert GAME.is_over(st)
    assert GAME.result(st).winners == (0, 1)
    assert GAME.result(st).is_draw
    assert kinds(events, "game_over")[0]["reason"] == "stalled"


def test_stalled_game_below_12_ends_with_the_higher_score_winning() -> None:
    """Beyond the rules file (silent there): nothing can change any more, so it ends."""
    st = position(board={0: {0: [FIRE5]}, 1: {0: [AIR5]}}, hands={0: [], 1: []},
                  decks={0: [], 1: []}, scores=(5, 3))
    apply_all(st, CheckAndDraw(), CheckAndDraw())
    assert GAME.is_over(st)
    assert GAME.result(st).winners == (0,)
    assert st.end_reason == "stalled"


def test_no_stall_while_a_card_is_left_somewhere() -> None:
    st = position(board={0: {0: [FIRE5]}, 1: {0: [AIR5]}}, hands={0: [], 1: []},
                  decks={0: [], 1: []}, discards={0: [WATER5]}, scores=(5, 3))
    apply_all(st, CheckAndDraw(), CheckAndDraw())
    GAME.apply(st, PlaceCard(WATER5, 2))
    GAME.apply(st, CheckAndDraw())
    assert not GAME.is_over(st)  # the board changed in this pair: seat 0 now controls 2
    apply_all(st, CheckAndDraw(), CheckAndDraw())
    assert st.scores == [6, 3]
    assert not GAME.is_over(st)
