"""Every kind of Ordet fanger action, including free text and a tie, survives its JSON
encoding (the conformance suite checks the actions its random games happen to play)."""

from __future__ import annotations

import json

from engine.ordet import GAME
from engine.ordet.actions import Answer, Claim, DeclareTie, Draw, Pass


def test_actions_round_trip_through_json() -> None:
    for action in (Draw(1, 0), Draw(0, 1), Answer(2, ("a", "b"), 2.5, True), Pass(1),
                   Claim(0, True, "Göteborg"), Claim(1, False), DeclareTie()):
        text = json.dumps(GAME.encode_action(action), ensure_ascii=False)
        assert GAME.decode_action(json.loads(text)) == action
