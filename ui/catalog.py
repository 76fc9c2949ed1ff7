"""What the New Game dialog offers per game, in the UI language: names, variants, levels.

The facts themselves (variants, seat ranges, the levels offered, blurbs) are each game's
registry entry (``engine.games``); this module translates them and answers the dialog's
questions (which levels, the default one, whether a game can be played here).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine import games
from engine.games import LADDER, GameInfo, Variant
from engine.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "ALIASES", "LADDER", "LEVEL_LABELS", "GameInfo", "Variant", "canonical_level",
    "default_level", "engine_available", "entries", "info", "level_label", "levels",
    "seat_options", "tr", "variant_note", "variant_title",
]


LEVEL_LABELS: Mapping[str, str] = {
    "beginner": QT_TRANSLATE_NOOP("catalog", "Beginner"),
    "easy": QT_TRANSLATE_NOOP("catalog", "Easy"),
    "normal": QT_TRANSLATE_NOOP("catalog", "Normal"),
    "hard": QT_TRANSLATE_NOOP("catalog", "Hard"),
    "random": QT_TRANSLATE_NOOP("catalog", "Beginner (random)"),
    "heuristic": QT_TRANSLATE_NOOP("catalog", "Strong"),
    "bot-easy": QT_TRANSLATE_NOOP("catalog", "Easy"),
    "bot-normal": QT_TRANSLATE_NOOP("catalog", "Normal"),
    "bot-hard": QT_TRANSLATE_NOOP("catalog", "Hard"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate("catalog", text)


def entries() -> tuple[GameInfo, ...]:
    """Every registered game, in the order the welcome page and the dialog list them."""
    return games.entries()


def info(key: str) -> GameInfo:
    return games.info(key)


def variant_title(variant: Variant) -> str:
    """The name to show: a variant's proper name as it is, anything else translated."""
    return variant.label if variant.named else tr(variant.label)


def variant_note(variant: Variant) -> str:
    """The translated one-line note ("" when the variant has none)."""
    return tr(variant.note) if variant.note else ""


#: old level names kept by the engines as aliases (saves, command lines): shown as these
ALIASES: Mapping[str, str] = {"random": "beginner", "heuristic": "normal", "bot-easy": "easy",
                              "bot-normal": "normal", "bot-hard": "hard"}


def levels(game: str) -> list[str]:
    """Agent names for the level box, weakest first: the levels of the game's registry entry
    that its engine offers (Beginner, Easy, Normal, Hard; Ordet fanger: its Easy, Normal and
    Hard bots); old alias names are not offered twice."""
    try:
        offered = games.info(game).levels
        names = games.agents(game)
    except (ImportError, KeyError):
        return []
    return [n for n in offered if n in names]


def default_level(game: str) -> str:
    """The level a new computer seat gets: the game's default (Normal)."""
    try:
        return canonical_level(game, games.default_agent(game))
    except (ImportError, KeyError):
        return ""


def canonical_level(game: str, level: str) -> str:
    """The level box's name for ``level`` (an old alias such as "heuristic" → "normal")."""
    offered = levels(game)
    if level in offered:
        return level
    alias = ALIASES.get(level, "")
    return alias if alias in offered else level


def level_label(level: str) -> str:
    return tr(LEVEL_LABELS[level]) if level in LEVEL_LABELS else level


def engine_available(game: str) -> bool:
    """Whether the game's engine package is installed — found, not imported.

    Why not import it: the welcome page asks this for every game before its first paint, and
    importing all four engines (their card data, agents and rules) was a fifth of the start-up.
    """
    try:
        return importlib.util.find_spec(games.info(game).engine) is not None
    except (ImportError, KeyError, ValueError):
        return False


def seat_options(game: str, humans: list[int]) -> dict[str, Any]:
    """Options that follow from who sits where (``humans`` = the human seats): the game
    engine's ``seat_options`` (Storma slottet!: one person against the computer picks a royal
    house first); nothing for a game without one."""
    try:
        rule = games.engine(game).seat_options
    except (ImportError, KeyError):
        return {}
    return rule(humans) if rule is not None else {}
