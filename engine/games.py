"""The registry of games: one typed entry per game, its engine and table loaded only when used.

Each game is registered once, at the bottom of this module, with a ``GameInfo``: its key, its
own name, its rule variants with their seat ranges, the levels the New Game dialog offers, a
one-line blurb, and where its engine package and its table package are (module paths).  The
engine package exports ``ENGINE``, a ``GameEngine`` (the protocol object, the computer
players, the save schema, the search, hint and seat hooks); the table package exports
``create_table`` and ``create_options`` (``ui.games.TablePackage``).  Adding a game is an
engine package, a table package and one ``register`` call here.

Why module paths and not objects: this module is imported by the app's welcome page, which
must paint before any game's rules, card data or table is loaded, and the engine must never
import the UI (it is Qt-free).  A path is the lazy reference both need; ``engine`` is imported
on first use and ``table`` only by ``ui.games``.  Why the presentation facts (names, variants,
blurbs) live here too: they are data, not Qt — marked with ``QT_TRANSLATE_NOOP`` and
translated by the UI — and keeping them beside the paths is what makes a game one entry.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the registry itself stays cheap: the app's welcome page imports it
    from engine.core import AgentFactory, Decision, Game, Rng
    from engine.schema import GameSchema
    from engine.search.ismcts import SearchAgent

#: ``make_search(iterations=, ms=, c=, should_stop=, …)``: the game's Hard player or a variant
SearchFactory = Callable[..., "SearchAgent"]
#: ``explain(decision, action, rng)``: the game's own reason for a hint (None: none fits)
Explainer = Callable[["Decision[Any, Any]", Any, "Rng"], "tuple[str, dict[str, Any]] | None"]
#: ``seat_options(humans)``: options that follow from which seats are people
SeatOptions = Callable[[Sequence[int]], "dict[str, Any]"]

#: the levels every game offers, weakest first (Ordet fanger's bots line up with them)
LADDER = ("beginner", "easy", "normal", "hard")
#: Ordet fanger's computer players, weakest first: the ladder without a beginner (its engine
#: still accepts the old spellings ``bot-easy``, ``bot-normal``, ``bot-hard``)
BOTS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Variant:
    """One rule set of a game as the New Game dialog offers it.

    ``key`` is the engine's ``variant`` option (None: the game has one rule set).  ``named``:
    the label is the variant's own name (Supertrumf's "Klassisk" and "Blixtduell"), a proper
    name shown alike in every language — the rules, the box and the players call them so, and
    a translated "Lynduell" or "Blitzduell" would be a game nobody has heard of.  What the name
    means is then said by ``note``, which is translated.  ``score``: what a score counts, as the
    statistics say it.
    """

    key: str | None
    label: str  # English source, context "catalog" — or, when ``named``, the untranslated name
    min_seats: int
    max_seats: int
    note: str = ""  # one line on what this variant is; English source, context "catalog"
    named: bool = False
    score: str = ""  # English source, context "Statistics"


@dataclass(frozen=True)
class GameInfo:
    """What is known of a game without loading it.

    ``engine``: the module path of its engine package (exports ``ENGINE``); ``table``: the
    module path of its table package (``ui.games.TablePackage``), None for a game the app lists
    as "coming soon"; ``levels``: the level names offered, weakest first (old alias names the
    engine also accepts are not listed); the rules text is ``resources/`` + ``rules_file``.
    """

    key: str
    title: str  # the game's own name (not translated)
    engine: str
    table: str | None
    variants: tuple[Variant, ...]
    blurb: str  # English source; context "catalog"
    levels: tuple[str, ...] = LADDER

    def rules_file(self, language: str) -> str:
        """The rules text in ``language``, relative to the resources folder."""
        return f"rules/{self.key}.{language}.md"


@dataclass(frozen=True)
class GameEngine:
    """What a game's engine package exports as ``ENGINE``: everything the app, the arena and
    the saves ask of a game, typed.

    ``agents``: ``{level: factory}`` (the levels of ``GameInfo.levels`` and any old aliases);
    ``default_agent``: the level a new computer seat gets; ``schema``: what a save of the game
    may contain; ``make_search``: the search player factory (None: the game has no search);
    ``explain``: the game's own hint reasons (None: ``engine.search.hints.explain`` words the
    search statistics); ``seat_options``: options that follow from who sits where, given the
    seats of the people (None: none do).
    """

    game: Game[Any, Any]
    agents: Mapping[str, AgentFactory]
    default_agent: str
    schema: GameSchema
    make_search: SearchFactory | None = None
    explain: Explainer | None = None
    seat_options: SeatOptions | None = None


_REGISTRY: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game (once per key; the order of registration is the order games are listed)."""
    if info.key in _REGISTRY:
        raise ValueError(f"game {info.key!r} is registered twice")
    _REGISTRY[info.key] = info
    return info


def names() -> tuple[str, ...]:
    """The registered games' keys, in the order they are listed."""
    return tuple(_REGISTRY)


def entries() -> tuple[GameInfo, ...]:
    """Every registered game, in the order they are listed."""
    return tuple(_REGISTRY.values())


def info(name: str) -> GameInfo:
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; known games: {', '.join(_REGISTRY)}") from None


def engine(name: str) -> GameEngine:
    """The game's ``ENGINE``, importing its engine package on first use (KeyError for an
    unknown game, ImportError when its package is missing)."""
    module = importlib.import_module(info(name).engine)
    found = module.ENGINE
    if not isinstance(found, GameEngine):
        raise TypeError(f"{info(name).engine}.ENGINE is not a GameEngine")
    return found


def available() -> list[str]:
    """Names of the games whose engine package is present."""
    out = []
    for name in _REGISTRY:
        try:
            engine(name)
        except ImportError:
            continue
        out.append(name)
    return out


def get_game(name: str) -> Game[Any, Any]:
    return engine(name).game


def agents(name: str) -> Mapping[str, AgentFactory]:
    return engine(name).agents


def search_factory(name: str) -> SearchFactory | None:
    """The game's search player factory ``make_search(iterations=, ms=, c=, should_stop=)``
    (None for a game without one)."""
    return engine(name).make_search


def explainer(name: str) -> Explainer | None:
    """The game's own hint reasons ``explain(decision, action, rng)`` (None if it has none;
    ``engine.search.hints.explain`` then words the search statistics)."""
    return engine(name).explain


def default_agent(name: str) -> str:
    return engine(name).default_agent


def schema(name: str) -> GameSchema:
    """The game's save schema (its options and action fields)."""
    return engine(name).schema


# ----------------------------------------------------------------------------- the games
register(GameInfo(
    key="supertrumf", title="Supertrumf Fantasy",
    engine="engine.supertrumf", table="ui.games.supertrumf",
    variants=(
        Variant("klassisk", "Klassisk", 2, 4, QT_TRANSLATE_NOOP(
            "catalog", "2–4 players, the classic game: the round's winner takes the cards played, most cards wins"),  # noqa: E501
            named=True, score=QT_TRANSLATE_NOOP("Statistics", "Score: the cards won.")),
        Variant("blixtduell", "Blixtduell", 2, 2, QT_TRANSLATE_NOOP(
            "catalog", "Two players, a quick duel with prize cards: win a round to take one, take all four to win"),  # noqa: E501
            named=True, score=QT_TRANSLATE_NOOP("Statistics", "Score: the prize cards taken.")),
    ),
    blurb=QT_TRANSLATE_NOOP(
        "catalog", "Name a property, play your best figure — and beware the super-trumps."),
))
register(GameInfo(
    key="storma", title="Storma slottet!",
    engine="engine.storma", table="ui.games.storma",
    variants=(Variant(None, QT_TRANSLATE_NOOP("catalog", "Two players"), 2, 2,
                      score=QT_TRANSLATE_NOOP("Statistics", "Score: the trophies taken.")),),
    blurb=QT_TRANSLATE_NOOP(
        "catalog",
        "Defend your royal house and storm your opponent's castle with cards and dice."),
))
register(GameInfo(
    key="riftforce", title="Riftforce",
    engine="engine.riftforce", table="ui.games.riftforce",
    variants=(Variant(None, QT_TRANSLATE_NOOP("catalog", "Two players"), 2, 2,
                      score=QT_TRANSLATE_NOOP("Statistics", "Score: the points scored.")),),
    blurb=QT_TRANSLATE_NOOP(
        "catalog",
        "Draft four guilds of elementals and fight for the five locations of the Rift."),
))
register(GameInfo(
    key="ordet", title="Ordet fanger",
    engine="engine.ordet", table="ui.games.ordet",
    variants=(Variant(None, QT_TRANSLATE_NOOP("catalog", "2–6 players"), 2, 6,
                      score=QT_TRANSLATE_NOOP("Statistics", "Score: the cards won in duels.")),),
    blurb=QT_TRANSLATE_NOOP(
        "catalog",
        "Matching symbols start a duel: be the first to name an example of your opponent's category."),  # noqa: E501
    levels=BOTS,
))
