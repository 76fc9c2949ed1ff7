"""What the New Game dialog offers per game: names, variants, seat ranges, levels, options.

Why here and not in the engine: these are presentation facts (translated names, which levels
to show and how to call them); the engine still validates every option it receives.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine import games
from engine.translatable import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Variant:
    """One rule set of a game as the New Game dialog offers it.

    ``named``: the label is the variant's own name (Supertrumf's "Klassisk" and "Blixtduell"),
    a proper name shown alike in every language — the rules, the box and the players call them
    so, and a translated "Lynduell" or "Blitzduell" would be a game nobody has heard of. What
    the name means is then said by ``note``, which is translated.
    """

    key: str | None
    label: str  # English source, context "catalog" — or, when ``named``, the untranslated name
    min_seats: int
    max_seats: int
    note: str = ""  # one line on what this variant is; English source, context "catalog"
    named: bool = False

    def title(self) -> str:
        """The name to show: the proper name as it is, anything else translated."""
        return self.label if self.named else tr(self.label)

    def explanation(self) -> str:
        """The translated one-line note ("" when the variant has none)."""
        return tr(self.note) if self.note else ""


@dataclass(frozen=True)
class GameInfo:
    key: str
    title: str  # the game's own name (not translated)
    variants: tuple[Variant, ...]
    blurb: str  # English source; context "catalog"
    options: Mapping[str, Any] = field(default_factory=dict)


CATALOG: tuple[GameInfo, ...] = (
    GameInfo(
        "supertrumf", "Supertrumf Fantasy",
        (
            Variant("klassisk", "Klassisk", 2, 4, QT_TRANSLATE_NOOP(
                "catalog", "2–4 players, the classic game: the round's winner takes the cards played, most cards wins"),  # noqa: E501
                named=True),
            Variant("blixtduell", "Blixtduell", 2, 2, QT_TRANSLATE_NOOP(
                "catalog", "Two players, a quick duel with prize cards: win a round to take one, take all four to win"),  # noqa: E501
                named=True),
        ),
        QT_TRANSLATE_NOOP(
            "catalog",
            "Name a property, play your best figure — and beware the super-trumps.",
        ),
    ),
    GameInfo(
        "storma", "Storma slottet!",
        (Variant(None, QT_TRANSLATE_NOOP("catalog", "Two players"), 2, 2),),
        QT_TRANSLATE_NOOP(
            "catalog",
            "Defend your royal house and storm your opponent's castle with cards and dice.",
        ),
    ),
    GameInfo(
        "riftforce", "Riftforce",
        (Variant(None, QT_TRANSLATE_NOOP("catalog", "Two players"), 2, 2),),
        QT_TRANSLATE_NOOP(
            "catalog",
            "Draft four guilds of elementals and fight for the five locations of the Rift.",
        ),
    ),
    GameInfo(
        "ordet", "Ordet fanger",
        (Variant(None, QT_TRANSLATE_NOOP("catalog", "2–6 players"), 2, 6),),
        QT_TRANSLATE_NOOP(
            "catalog",
            "Matching symbols start a duel: be the first to name an example of your opponent's category.",  # noqa: E501
        ),
    ),
)

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


def info(key: str) -> GameInfo:
    for g in CATALOG:
        if g.key == key:
            return g
    raise KeyError(key)


#: the levels every game offers, weakest first (Ordet fanger's bots line up with them)
LADDER = ("beginner", "easy", "normal", "hard")
#: old level names kept by the engines as aliases (saves, command lines): shown as these
ALIASES: Mapping[str, str] = {"random": "beginner", "heuristic": "normal"}


def levels(game: str) -> list[str]:
    """Agent names for the level box, weakest first: Beginner, Easy, Normal, Hard (Ordet
    fanger: its Easy, Normal and Hard bots); old alias names are not offered twice."""
    try:
        names = list(games.agents(game))
    except (ImportError, KeyError):
        return []
    if any(n in LADDER for n in names):
        return [n for n in LADDER if n in names]
    if any(n.startswith("bot-") for n in names):
        return [n for n in ("bot-easy", "bot-normal", "bot-hard") if n in names]
    default = games.default_agent(game)
    return sorted(names, key=lambda n: (n != default, n == "random", n))


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
    if alias in offered:
        return alias
    if level == "heuristic" and "bot-normal" in offered:
        return "bot-normal"
    return level


def level_label(level: str) -> str:
    return tr(LEVEL_LABELS[level]) if level in LEVEL_LABELS else level


def engine_available(game: str) -> bool:
    """Whether the game's engine package is installed — found, not imported.

    Why not import it: the welcome page asks this for every game before its first paint, and
    importing all four engines (their card data, agents and rules) was a fifth of the start-up.
    """
    path = games.PACKAGES.get(game)
    if path is None:
        return False
    try:
        return importlib.util.find_spec(path) is not None
    except (ImportError, ValueError):
        return False


def seat_options(game: str, humans: list[int]) -> dict[str, Any]:
    """Options that follow from who sits where (``humans`` = the human seats).

    Storma slottet!: "vs AI: the human picks [the house] first" — when one human plays the
    computer, that human's seat picks first, wherever it sits.
    """
    if game == "storma" and len(humans) == 1:
        return {"first_house": humans[0]}
    return {}
