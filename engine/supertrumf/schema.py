"""What a Supertrumf Fantasy save may contain: options and action fields (see ``engine.schema``).

Cross-checks (Blixtduell needs exactly 2 seats) stay in ``SupertrumfGame.normalize_options``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import QT_TRANSLATE_NOOP
from engine.schema import Choice, GameSchema, Int, Maybe, Option, Schema, Seq
from engine.supertrumf.deck import CARD_IDS, PROPERTIES
from engine.supertrumf.state import VARIANTS

OPTIONS: dict[str, Option] = {
    "variant": Option(Maybe(Choice(VARIANTS)),
                      QT_TRANSLATE_NOOP("engine",
                                        "The save's options are damaged (rules variant).")),
    "seats": Option(Maybe(Int(2, 4)),
                    QT_TRANSLATE_NOOP("engine",
                                      "The save's options are damaged (number of players).")),
}


def action_fields(options: Mapping[str, Any]) -> dict[str, Schema]:
    """A named property; a play of one card or a figure plus one more (empty only in a
    position built by hand); ``Mulligan.redraw`` is a bool by its type hint."""
    return {"prop": Choice(PROPERTIES), "cards": Seq(Choice(CARD_IDS), max_len=2)}


SCHEMA = GameSchema(OPTIONS, action_fields)
