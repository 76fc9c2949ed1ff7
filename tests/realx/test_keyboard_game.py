"""A whole game of every table played with the keyboard only, in a real window (Xvfb): each
person move is made with the keys the Controls page documents, sent to the window as a person
types them, and the focus never leaves the table (``keyboard.py`` plays, ``drive.py`` runs it
in an app process of its own).

The seeds give short games (the engine is deterministic: the same seed, the same game); the
policy is the game's heuristic player, so the moves asked for are the moves a person makes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.realx.conftest import XServer

#: game → seed of a short game (Klassisk at a full table of four)
GAMES = {"klassisk": "2", "blixtduell": "2", "storma": "5", "riftforce": "6", "ordet": "2"}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_is_played_with_key_presses_only(xserver: XServer, tmp_path: Path,
                                                       game: str) -> None:
    seen = xserver.drive(tmp_path, "keyboard-game", game, GAMES[game])
    assert seen["fallbacks"] == []  # every move the policy chose had keys
    # …as it was chosen; only Ordet's blind draw-pile choice has no key (Space draws from
    # the first pile with cards, as its Controls page says)
    assert all(a.startswith("Draw(") for a in seen["adapted"]) if game == "ordet" else (
        seen["adapted"] == [])
    assert seen["finished"], seen["moves"][-5:]
    assert seen["winners"]
    assert seen["person_actions"] >= 5
    assert len(seen["moves"]) >= seen["person_actions"]
    # nothing but the keys moved for the person (Ordet: a give-up's pass comes later)
    if game == "ordet":
        assert seen["person_seat_actions"] >= seen["person_actions"]
    else:
        assert seen["person_seat_actions"] == seen["person_actions"]
    assert seen["key_presses"] >= seen["person_actions"]
    # the focus stayed on the table's own widgets: the felt (and Ordet's answer box)
    assert seen["focus_outside"] == []
    assert seen["table_view"] in seen["focus_seen"]
    if game == "ordet":
        assert "ordet_answer" in seen["focus_seen"]  # answers were typed into the box
    # every computer move said something in the game log (the stand-in for announcements)
    assert seen["computer_actions"] >= 1
    assert seen["silent_computer_actions"] == []
