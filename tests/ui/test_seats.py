"""The hand-over policy (``ui.seats``): who may look at the screen, decided from the seats
alone (pure, no Qt)."""

from __future__ import annotations

from ui.seats import (
    COMPUTER,
    HUMAN,
    Screen,
    SeatConfig,
    after_move,
    claimed,
    first_viewer,
    is_hotseat,
    opening,
    people_here,
)


def seats(*kinds: str) -> list[SeatConfig]:
    return [SeatConfig(f"P{i}", kind) for i, kind in enumerate(kinds)]


SOLO = seats(COMPUTER, HUMAN, COMPUTER)
BOTS = seats(COMPUTER, COMPUTER)
HOT = seats(HUMAN, COMPUTER, HUMAN)


def test_people_and_hotseat() -> None:
    assert people_here(SOLO) == [1]
    assert people_here(BOTS) == []
    assert not is_hotseat(SOLO)
    assert is_hotseat(HOT)


def test_the_first_viewer_is_the_lone_person_seat_0_or_the_person_to_act() -> None:
    assert first_viewer(SOLO, 0) == 1
    assert first_viewer(BOTS, 1) == 0
    assert first_viewer(HOT, 2) == 2
    assert first_viewer(HOT, 1) == 0  # a computer acts first: the first person


def test_hotseat_play_opens_on_a_blank_screen_with_a_hand_over_for_the_person_to_act() -> None:
    assert opening(HOT, 2, 2) == Screen(None, 2)
    assert opening(HOT, 1, 0) == Screen(None, None)  # the computer first: nobody's cards
    assert opening(SOLO, 0, 1) == Screen(1)  # one person: their screen from the start


def test_a_move_hands_over_only_to_another_person_of_a_hotseat_game() -> None:
    screen = Screen(0)
    assert after_move(HOT, screen, 2) == Screen(None, 2)
    assert after_move(HOT, screen, 0) is screen  # still the viewer's turn
    assert after_move(HOT, screen, 1) is screen  # a computer's turn: the screen stays
    assert after_move(HOT, screen, None) is screen  # the game is over
    assert after_move(SOLO, Screen(1), 1) == Screen(1)


def test_claiming_the_screen_makes_the_pending_seat_the_viewer() -> None:
    assert claimed(Screen(None, 2)) == Screen(2)
    assert claimed(Screen(0)) == Screen(0)


def test_a_seat_round_trips_through_json_and_an_unknown_kind_is_a_person() -> None:
    seat = SeatConfig("Ada", COMPUTER, "hard")
    assert SeatConfig.from_json(seat.to_json()) == seat
    assert SeatConfig.from_json({"name": "Bo", "kind": "alien"}).kind == HUMAN
