"""How a game of Supertrumf ends, run by the conformance suite
(``tests/engine/test_conformance.py``) on every finished random game: the game is in its last
phase; in Klassisk every card is won or in the pot and every hand is empty; in Blixtduell the
seat that took its four prizes is the one winner."""

from __future__ import annotations

from typing import Any

from engine.supertrumf.rules import GAME
from engine.supertrumf.state import OVER, SupertrumfState


def at_end(options: dict[str, Any], state: SupertrumfState) -> None:
    assert state.phase == OVER, "random games end well within the cap"
    result = GAME.result(state)
    if options["variant"] == "klassisk":
        assert sum(result.scores) + len(state.pot) == 36
        assert all(not h for h in state.hands)
    else:
        assert max(state.prizes_taken) == 4
        assert result.winners == (state.prizes_taken.index(4),)
