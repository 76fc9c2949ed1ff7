"""What an Ordet fanger save may contain: options and action fields (see ``engine.schema``).

The card set must be one of the sets this installation knows (``cardsets.available()``, which
includes sets registered at run time): a save never names a file path.  Whether removed symbols
and fixed categories exist in that set is checked by ``OrdetGame.normalize_options``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import QT_TRANSLATE_NOOP
from engine.ordet import cardsets, clock
from engine.ordet.rules import JUDGING
from engine.schema import Bool, Choice, Float, GameSchema, Int, Maybe, Option, Schema, Seq, Str

# Longest answer text in a save (the answer box takes 80 characters; lexicon answers < 50).
MAX_ANSWER_LENGTH = 100
# Most answers a duellist can owe at once (option ``answers_needed`` is 1-3).
MAX_ANSWERS = 3
MAX_SEATS = 6
# Number of draw piles; and of play piles per seat (two only in the 2-seat variant).
PILES = 2

_FEWER_SYMBOLS = QT_TRANSLATE_NOOP("engine", "The save's options are damaged (fewer symbols).")

OPTIONS: dict[str, Option] = {
    "seats": Option(Int(2, MAX_SEATS),
                    QT_TRANSLATE_NOOP("engine",
                                      "The save's options are damaged (number of players).")),
    "variant": Option(Choice(("standard",)),
                      QT_TRANSLATE_NOOP("engine",
                                        "The save's options are damaged (rules variant).")),
    "rounds": Option(Int(1, 3),
                     QT_TRANSLATE_NOOP("engine", "The save's options are damaged (rounds).")),
    "judging": Option(Choice(JUDGING),
                      QT_TRANSLATE_NOOP("engine", "The save's options are damaged (judging).")),
    "no_repeats": Option(Bool(),
                         QT_TRANSLATE_NOOP("engine",
                                           "The save's options are damaged (no repeats).")),
    "answers_needed": Option(Int(1, MAX_ANSWERS),
                             QT_TRANSLATE_NOOP("engine",
                                               "The save's options are damaged (answers needed).")),
    "card_set": Option(Str(max_len=64, min_len=1, choices=cardsets.available),
                       QT_TRANSLATE_NOOP("engine", "The save's options are damaged (card set).")),
    "language": Option(Choice(cardsets.LANGUAGES),
                       QT_TRANSLATE_NOOP("engine",
                                         "The save's options are damaged (answer language).")),
    "remove_two_symbols": Option(Bool(), _FEWER_SYMBOLS),
    "removed_symbols": Option(Seq(Str(max_len=40), max_len=2), _FEWER_SYMBOLS),
    "fixed_categories": Option(
        Seq(Maybe(Str(max_len=64, min_len=1)), max_len=MAX_SEATS),
        QT_TRANSLATE_NOOP("engine", "The save's options are damaged (fixed categories).")),
}


def action_fields(options: Mapping[str, Any]) -> dict[str, Schema]:
    """Seats of this game, the two draw piles and play-pile slots, bounded answers and times."""
    answer = Str(max_len=MAX_ANSWER_LENGTH)
    return {
        "seat": Int(0, int(options.get("seats", MAX_SEATS)) - 1),
        "pile": Int(0, PILES - 1),
        "slot": Int(0, PILES - 1),
        "answers": Seq(answer, max_len=MAX_ANSWERS, min_len=1),
        "seconds": Float(0.0, clock.MAX_ANSWER_SECONDS),
        "text": answer,
    }


SCHEMA = GameSchema(OPTIONS, action_fields)
