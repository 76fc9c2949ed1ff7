"""The Riftforce table's decor as a pure function of the view (``ui.games.riftforce.decor``):
the draft, the play phase with elementals on locations and questions open, the game's end.

Why here and not through the table: what each plate, pile, location and button shows follows
from the view and who sits where; tested on concrete positions it needs no window, and the
table's painter only applies it (the table tests check the painting).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from engine.riftforce import GAME
from engine.riftforce.cards import NUM_LOCATIONS
from engine.riftforce.state import Pending, State
from ui.games.riftforce.decor import Decor, LineLook, Seen, decor

NAMES = ("Anna", "Berit")


def _play_until(state: State, done: str, seed: int = 1) -> State:
    rng = random.Random(seed)
    while state.phase != done and not GAME.is_over(state):
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return state


def draft() -> State:
    return GAME.new_game({"draft": "draft"}, 3)


def play() -> State:
    """The first turn of the play phase, Anna (seat 0) to move, nothing on the board yet."""
    state = _play_until(draft(), "play")
    assert state.to_move == 0
    assert state.pending is None
    return state


def seen(state: State, **changes: Any) -> Seen:
    """Anna at the screen, at the bottom, to move (``changes`` override)."""
    base = Seen(names=NAMES, bottom=0, current=GAME.current_player(state), viewer=0,
                acting=True)
    return dataclasses.replace(base, **changes)


def accepting_lines(d: Decor) -> set[tuple[int, int]]:
    return {key for key, look in d.lines.items() if look.accepts}


# --------------------------------------------------------------------------- the draft

def test_the_draft_shows_its_banner_and_takes_the_pick_on_your_guilds() -> None:
    v = draft()
    d = decor(v, seen(v))
    assert d.banner == ("Guild draft · 2 of 8 guilds chosen", "Your pick, Anna", True)
    assert d.accepting == {"summ0"}
    assert not d.rows_shown  # the guild rows and the seat marks wait for the play
    assert accepting_lines(d) == set()
    assert not any(r.accepts or r.choice or r.controller is not None for r in d.rifts)
    assert "starts" in d.plates[v.start_player].detail
    assert "starts" not in d.plates[1 - v.start_player].detail
    assert d.labels["pool"] == ("Summoners to pick from", "")
    assert d.labels["summ1"] == ("Berit's guilds", "")
    assert d.panel.buttons == ()
    assert not d.panel.check_allowed


def test_the_draft_seen_by_someone_waiting() -> None:
    v = draft()
    d = decor(v, seen(v, acting=False))
    assert d.banner == ("Guild draft · 2 of 8 guilds chosen", "Anna picks", False)
    assert d.accepting == frozenset()
    assert d.panel.prompt == ("Anna", "Waiting for Anna.", False)


# --------------------------------------------------------------------------- the play

def test_play_on_an_empty_board_takes_cards_on_your_side_and_a_discard() -> None:
    v = play()
    d = decor(v, seen(v))
    assert d.banner is None
    assert d.rows_shown
    assert d.guild_rows == (tuple(v.guilds[0]), tuple(v.guilds[1]))
    assert accepting_lines(d) == {(0, loc) for loc in range(NUM_LOCATIONS)}
    assert d.lines[(0, 2)] == LineLook(False, "Drop cards here", True)
    assert d.lines[(1, 2)] == LineLook()
    assert all(r.accepts and not r.choice for r in d.rifts)
    assert d.accepting == {"discard0"}
    assert d.discard_hint == ("discard0", "Discard here to activate")
    assert not d.panel.check_allowed  # seven cards in hand: Check & Draw needs fewer
    assert "7" in d.panel.check_note
    assert d.panel.buttons == ()
    assert d.panel.prompt[2]  # the question, highlighted
    assert d.plates[0] == dataclasses.replace(d.plates[0], name="Anna", active=True)
    assert d.labels["deck0"] == ("Deck", str(len(v.decks[0])))
    assert d.track == (0, 0, "Riftforce")


def test_locations_show_who_controls_them_seen_from_either_side() -> None:
    v = play()
    (a, b), (c, e) = ([c for c in v.hands[seat] if c is not None][:2] for seat in (0, 1))
    v.lines[0][1] = [a]
    v.lines[1][2] = [c]
    v.lines[0][3] = [b]
    v.lines[1][3] = [e]
    v.scores = [2, 1]
    d = decor(v, seen(v, scored=(0, (1,))))
    assert d.initials == ("A", "B")
    looks = [(r.controller, r.caption, r.mark, r.scored) for r in d.rifts]
    assert looks == [(None, "", "", None), (0, "Anna", "A", 0), (1, "Berit", "B", None),
                     (None, "", "", None), (None, "", "", None)]
    assert d.rifts[0].tooltip == "Location 1"
    assert d.rifts[1].tooltip.startswith("Location 2: controlled by Anna")
    assert d.track == (2, 1, "Riftforce")
    # Berit at the bottom: the marks and the track turn round with her
    d = decor(v, seen(v, bottom=1, viewer=1, acting=False, scored=(0, (1,))))
    looks = [(r.controller, r.caption, r.mark, r.scored) for r in d.rifts]
    assert looks[1:3] == [(1, "Anna", "A", 1), (0, "Berit", "B", None)]
    assert d.initials == ("B", "A")
    assert d.track == (1, 2, "Riftforce")
    assert accepting_lines(d) == set()  # not her turn: nothing takes a drop


def test_a_location_question_lights_both_lines_and_the_rift_there() -> None:
    v = play()
    kind = "plant_location"
    v.pending = Pending(kind, (1, 3))
    d = decor(v, seen(v))
    assert {key for key, look in d.lines.items() if look.choice} == {
        (s, loc) for s in (0, 1) for loc in (1, 3)}
    assert accepting_lines(d) == {(s, loc) for s in (0, 1) for loc in (1, 3)}
    assert [r.choice for r in d.rifts] == [False, True, False, True, False]
    assert d.accepting == frozenset()  # no discard while a question is open
    assert d.discard_hint is None
    assert not d.panel.check_allowed


def test_play_more_takes_cards_at_its_locations_and_offers_end_play() -> None:
    v = play()
    v.pending = Pending("play_more", (int(v.hands[0][0] or 0),), locations=(2,))
    d = decor(v, seen(v))
    assert accepting_lines(d) == {(0, 2)}
    assert [r.accepts for r in d.rifts] == [False, False, True, False, False]
    assert d.accepting == frozenset()
    assert d.panel.buttons == ("end",)
    assert d.panel.button_texts["end"] == "End play"


def test_a_discard_asking_guild_or_number_shows_its_three_buttons() -> None:
    v = play()
    card = int(v.hands[0][0] or 0)
    d = decor(v, seen(v, arming=card))
    assert d.panel.buttons == ("guild", "number", "cancel")
    assert d.panel.button_texts["guild"].startswith("Guild: ")
    assert d.panel.button_texts["number"].startswith("Number: ")
    assert accepting_lines(d) == set()
    assert not d.panel.check_allowed
    assert "\n\n" not in d.panel.prompt[1]  # no end rule: the buttons need the room


def test_check_and_draw_with_fewer_than_seven_cards_in_hand() -> None:
    v = play()
    v.hands[0] = v.hands[0][:6]
    d = decor(v, seen(v))
    assert d.panel.check_allowed
    assert d.panel.check_note == ""
    assert d.panel.check_text == "Check & Draw"


# --------------------------------------------------------------------------- the end

def test_game_over_shows_the_result_and_takes_nothing() -> None:
    v = _play_until(draft(), "over")
    assert GAME.is_over(v)
    d = decor(v, seen(v, current=None, acting=False, over=True, result_line="Anna wins."))
    assert d.panel.prompt == ("Game over", "Anna wins.", True)
    assert d.panel.buttons == ()
    assert accepting_lines(d) == set()
    assert d.accepting == frozenset()
    assert not d.panel.check_allowed
    assert d.rows_shown
    assert not any(p.active for p in d.plates)
    assert d.track == (v.scores[0], v.scores[1], "Riftforce")
