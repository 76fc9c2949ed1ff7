"""A whole game of every table played with the keyboard only, in a real window (Xvfb): each
person move is made with the keys the Controls page documents, sent to the window as a person
types them, and the focus never leaves the table (``keyboard.py`` plays, ``drive.py`` runs it
in an app process of its own).  Each game runs in another UI language, and every computer move
must be announced to assistive technology exactly once, in that language; the read-aloud keys
(F5–F9) are pressed once on the way.

The seeds give short games (the engine is deterministic: the same seed, the same game); the
policy is the game's heuristic player, so the moves asked for are the moves a person makes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.realx.conftest import XServer

#: game → seed of a short game (Klassisk at a full table of four) and the UI language
GAMES = {"klassisk": ("2", "sv"), "blixtduell": ("2", "de"), "storma": ("5", "nb"),
         "riftforce": ("6", "sv"), "ordet": ("2", "de")}
#: words of the English game log that a move announced in another language never says
ENGLISH = (" draws ", " plays ", " attacks ", " names ", " puts out ", " takes ", " wins ")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_is_played_with_key_presses_only(xserver: XServer, tmp_path: Path,
                                                       game: str) -> None:
    seed, lang = GAMES[game]
    seen = xserver.drive(tmp_path, "keyboard-game", game, seed, lang)
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
    # …and exactly one announcement to assistive technology, in the UI language: it says the
    # move's lines of the game log (which speaks that language), no English
    assert seen["computer_announced"] == seen["computer_actions"]
    assert seen["not_announced_once"] == []
    assert seen["unlike_the_log"] == []
    assert not [a for a in seen["announced"] if any(w in a for w in ENGLISH)]
    if seen["your_turn"] != "Your turn.":  # once the catalogue has the announcer's words
        assert any(seen["your_turn"] in a for a in seen["announced"]) or game == "ordet"
    # the read-aloud keys answered, each once, and moved nothing
    assert len(seen["read_aloud"]) == 5
    assert all(seen["read_aloud"])
