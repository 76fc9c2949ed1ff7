"""What a Storma slottet! save may contain: options and action fields (see ``engine.schema``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import QT_TRANSLATE_NOOP
from engine.schema import Choice, GameSchema, Int, Maybe, Option, Schema, Seq
from engine.storma import cards as cd
from engine.storma.game import VARIANTS

# Damage entries on one face card: far more than a card can carry before it falls.
MAX_DAMAGE_ENTRIES = 64

OPTIONS: dict[str, Option] = {
    "variant": Option(Maybe(Choice(VARIANTS)),
                      QT_TRANSLATE_NOOP("engine",
                                        "The save's options are damaged (rules variant).")),
    "seats": Option(Choice((2,)),
                    QT_TRANSLATE_NOOP("engine",
                                      "The save's options are damaged (number of players).")),
    "first_house": Option(
        Choice((0, 1)),
        QT_TRANSLATE_NOOP("engine",
                          "The save's options are damaged (who chooses a royal house first).")),
}


def action_fields(options: Mapping[str, Any]) -> dict[str, Schema]:
    """Card ids 0..53, suits 0..3, the two heal targets, damage entry indices."""
    card = Int(0, cd.NUM_CARDS - 1)
    return {
        "suit": Int(0, len(cd.SUITS) - 1),
        "card": card,
        "cards": Seq(card, max_len=cd.NUM_CARDS),
        "target": Choice(("active", "infirmary")),
        "entries": Seq(Int(0, MAX_DAMAGE_ENTRIES - 1), max_len=MAX_DAMAGE_ENTRIES),
    }


SCHEMA = GameSchema(OPTIONS, action_fields)
