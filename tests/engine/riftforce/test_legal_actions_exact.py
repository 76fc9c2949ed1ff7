"""``legal_actions`` is exact on positions of a seeded random game: every listed action
applies, and every unlisted action of a broad sample is refused."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction, Rng
from engine.riftforce import GAME
from engine.riftforce.actions import ActivateElemental, ChooseCard, ChooseLocation, PlaceCard


def test_legal_actions_are_exact_on_random_positions() -> None:
    """Every listed action applies; a sample of unlisted ones is refused."""
    state = GAME.new_game({}, 77)
    rng = Rng(5)
    for _ in range(70):
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        for action in legal:
            GAME.apply(GAME.clone(state), action)
        if state.phase == "play":
            probes = [PlaceCard(c, loc) for c in range(90) for loc in range(5)]
            probes += [ActivateElemental(c) for c in range(90)]
            probes += [ChooseCard(c) for c in range(90)]
            probes += [ChooseLocation(x) for x in range(5)]
            for action in probes:
                if action not in legal:
                    with pytest.raises(IllegalAction):
                        GAME.apply(GAME.clone(state), action)
        GAME.apply(state, rng.choice(legal))
