"""Seeded arena games of random players that draw a card matching both cards of a voided
duel: the audit stays clean to the end (the positions themselves are in ``test_duels``).

Why whole arena games: ``python -m engine.arena --game ordet --check`` is how such rare
positions are found, and these deals reach one each."""

from __future__ import annotations

import pytest

from engine.ordet import AGENTS, GAME


@pytest.mark.parametrize(("seats", "deal", "rotation"),
                         [(5, 80104, 0), (2, 307, 0), (2, 1290, 0), (3, 291, 0), (3, 542, 1)])
def test_arena_games_with_a_card_matching_a_voided_pair_audit_clean(
        seats: int, deal: int, rotation: int) -> None:
    from engine.arena import play_game, seat_assignment

    options = GAME.normalize_options({"seats": seats})
    agents = [AGENTS["random"](), AGENTS["random"]()]
    state, n, errors, capped = play_game(GAME, options, deal, agents,
                                         seat_assignment(2, seats, rotation), check=True)
    assert errors == []
    assert not capped
    assert GAME.is_over(state)
    assert n > 200
