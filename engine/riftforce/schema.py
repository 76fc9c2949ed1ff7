"""What a Riftforce save may contain: options and action fields (see ``engine.schema``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import QT_TRANSLATE_NOOP
from engine.riftforce.cards import GUILDS, NUM_LOCATIONS, all_card_count
from engine.riftforce.rules import DRAFT_MODES
from engine.schema import Choice, GameSchema, Int, Maybe, Option, Schema

_GUILDS_DAMAGED = QT_TRANSLATE_NOOP("engine", "The save's options are damaged (choice of guilds).")

OPTIONS: dict[str, Option] = {
    "seats": Option(Choice((2,)),
                    QT_TRANSLATE_NOOP("engine",
                                      "The save's options are damaged (number of players).")),
    "draft": Option(Maybe(Choice(DRAFT_MODES)), _GUILDS_DAMAGED),
    "variant": Option(Maybe(Choice(DRAFT_MODES)), _GUILDS_DAMAGED),
}


def action_fields(options: Mapping[str, Any]) -> dict[str, Schema]:
    """Guild names, card ids 0..89, locations 0..4 and the two ways to activate."""
    return {
        "guild": Choice(GUILDS),
        "card": Int(0, all_card_count() - 1),
        "location": Int(0, NUM_LOCATIONS - 1),
        "by": Choice(("guild", "number")),
    }


SCHEMA = GameSchema(OPTIONS, action_fields)
