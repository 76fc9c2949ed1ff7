"""Every kind of Supertrumf action survives its JSON encoding, and a play is encoded in the
documented shape (the conformance suite checks the actions its random games happen to play)."""

from __future__ import annotations

import json

from engine.supertrumf.rules import GAME, Mulligan, NameProperty, Play


def test_action_json_round_trip_for_every_action_kind() -> None:
    for action in (NameProperty("magi"), Play(("1B", "O1")), Play(("S1",)), Mulligan(True),
                   Mulligan(False)):
        obj = json.loads(json.dumps(GAME.encode_action(action)))
        assert GAME.decode_action(obj) == action
    assert GAME.encode_action(Play(("1B", "O1"))) == {"type": "Play", "cards": ["1B", "O1"]}
