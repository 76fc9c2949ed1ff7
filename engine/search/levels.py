"""The playing levels every card game offers, built from its heuristic and its search spec.

| level    | player                                                                  |
| beginner | random among the legal moves, but never passes up a sure immediate win  |
| easy     | the heuristic, with a random legal move instead at a per-game rate      |
| normal   | the heuristic (the old default)                                         |
| hard     | ISMCTS (``engine.search.ismcts``) with the game's spec, or what the     |
|          | game found stronger (Supertrumf: the heuristic plus a search where it   |
|          | pays)                                                                   |

The old agent names stay valid aliases (``random`` = the uniform player the arena compares
with, ``heuristic`` = normal; Ordet fanger's ``bot-easy``/``bot-normal``/``bot-hard`` = its
easy/normal/hard), so saves that name them still load.  The arena also accepts, in a game with
a search, ``search:hard``, ``search:iters=N``, ``search:ms=N`` and combinations such as
``search:iters=400:ms=1000`` (``parse_search``; all parameters in ``SEARCH_PARAMETERS``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from typing import Any

from engine.core import Agent, AgentFactory, Decision, Game, IllegalAction, RandomAgent, Rng
from engine.search.ismcts import SearchAgent, SearchSpec

LEVELS = ("beginner", "easy", "normal", "hard")

#: Determinizations a beginner tries before calling an immediate win "sure".
SURE_SAMPLES = 3


def wins_surely(game: Game[Any, Any], view: Any, seat: int, action: Any, rng: Rng,
                samples: int = SURE_SAMPLES) -> bool:
    """Does ``action`` end the game with ``seat`` the sole winner in every sampled state?"""
    for _ in range(samples):
        state = game.determinize(view, seat, rng)
        try:
            game.apply(state, action)
        except IllegalAction:  # a sample where it is illegal proves nothing
            return False
        if not game.is_over(state) or game.result(state).winners != (seat,):
            return False
    return True


class BeginnerAgent:
    """Random among the legal moves, except that a move which surely wins at once is played.

    ``avoid`` (optional, per game) names obvious blunders to leave out while alternatives
    exist."""

    name = "beginner"

    def __init__(self, avoid: Callable[[Any, int, Any], bool] | None = None,
                 max_checked: int = 60) -> None:
        self.avoid = avoid
        self.max_checked = max_checked

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        game, seat = decision.game, decision.seat
        view = decision.view
        checked = legal if len(legal) <= self.max_checked else [
            legal[rng.randrange(len(legal))] for _ in range(self.max_checked)]
        for action in checked:
            if wins_surely(game, view, seat, action, rng):
                return action
        options = legal
        if self.avoid is not None:
            avoid = self.avoid
            options = [a for a in legal if not avoid(view, seat, a)] or legal
        return options[rng.randrange(len(options))]


class NoisyAgent:
    """``base`` with probability 1 - ``epsilon``, else a uniformly random legal move."""

    def __init__(self, base: Agent, epsilon: float, name: str = "easy") -> None:
        self.base = base
        self.epsilon = epsilon
        self.name = name

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        legal = decision.legal
        if len(legal) > 1 and rng.random() < self.epsilon:
            return legal[rng.randrange(len(legal))]
        return self.base.choose(decision, rng)


#: What a ``search:`` name may set, as the error text and ``--help`` list them.  ``width``,
#: ``replies`` and ``follow`` are Riftforce's own knobs (experiments); another game's search
#: refuses them (``agent_from_name``).
SEARCH_PARAMETERS = ("iters=N", "ms=N", "c=X", "paired=0|1", "width=N", "replies=N",
                     "follow=0|1")
#: ``SEARCH_PARAMETERS`` as one phrase for error text and help
SEARCH_HELP = (f"{', '.join(SEARCH_PARAMETERS[:4])} "
               f"(Riftforce also {', '.join(SEARCH_PARAMETERS[4:])})")
_WHOLE = {"iters": "iterations", "iterations": "iterations", "width": "width",
          "replies": "replies"}
_FLAGS = {"paired", "follow"}
_TRUE, _FALSE = ("", "1", "yes", "true"), ("0", "no", "false")


def _bad(part: str, name: str, why: str) -> ValueError:
    return ValueError(f"search parameter {part!r} in {name!r} {why}")


def parse_search(name: str) -> dict[str, Any] | None:
    """``search:iters=N:ms=M:c=X:paired=1`` -> keyword arguments for ``SearchAgent``; ``search`` or
    ``search:hard`` -> ``{}`` (the game's Hard player); None for other names.

    ValueError, with one readable line, for a parameter that is not one of
    ``SEARCH_PARAMETERS`` or whose value is not a number of the right kind."""
    parts = name.split(":")
    if parts[0] != "search":
        return None
    out: dict[str, Any] = {}
    for part in parts[1:]:
        if part in ("", "hard"):
            continue
        if re.fullmatch(r"hard-v\d+", part):  # an earlier Hard's settings (``hard_settings``)
            out["version"] = part.removeprefix("hard-")
            continue
        key, _, value = part.partition("=")
        if key in _WHOLE:
            try:
                number = int(value)
            except ValueError:
                raise _bad(part, name, "needs a whole number, e.g. iters=400") from None
            if number < 1:
                raise _bad(part, name, "must be at least 1")
            out[_WHOLE[key]] = number
        elif key in ("ms", "c"):
            try:
                real = float(value)
            except ValueError:
                raise _bad(part, name, f"needs a number, e.g. {key}=500") from None
            if not math.isfinite(real) or real < 0 or (key == "ms" and real == 0):
                raise _bad(part, name, "must be a positive number" if key == "ms"
                           else "must be a number of 0 or more")
            out[key] = real
        elif key in _FLAGS:
            if value.lower() not in _TRUE + _FALSE:
                raise _bad(part, name, "needs 1 or 0 (yes/no, true/false)")
            out[key] = value.lower() in _TRUE
        else:
            raise ValueError(f"unknown search parameter {part!r} in {name!r}; accepted: "
                             f"{SEARCH_HELP}; or search:hard or search:hard-v1 alone")
    if "ms" in out and "iterations" not in out:
        out["iterations"] = None
    return out


def hard_settings(current: Mapping[str, Any], versions: Mapping[str, Mapping[str, Any]],
                  params: Mapping[str, Any]) -> dict[str, Any]:
    """The settings of the Hard that ``params["version"]`` names ("v1": as first shipped;
    none: today's ``current``), with the other ``params`` over them.

    Why keep old versions: a new Hard must be measured against the one it replaces (the arena's
    ``search:hard-v1``), and after a change that one exists only as these frozen settings."""
    rest = dict(params)
    version = rest.pop("version", None)
    if version is None:
        base = current
    elif version in versions:
        base = versions[version]
    else:
        raise ValueError(f"there is no Hard {version!r}; known: "
                         f"{', '.join('hard-' + v for v in versions) or 'none'}")
    return {**base, **rest}


def level_agents(*, heuristic: AgentFactory, hard: AgentFactory, easy_epsilon: float,
                 random: AgentFactory = RandomAgent,
                 beginner: AgentFactory | None = None) -> dict[str, AgentFactory]:
    """The ``AGENTS`` table of a game: the four levels plus the old names as aliases."""

    def easy() -> Agent:
        return NoisyAgent(heuristic(), easy_epsilon)

    return {
        "beginner": beginner or BeginnerAgent,
        "easy": easy,
        "normal": heuristic,
        "hard": hard,
        # old names (saves and command lines that use them keep working)
        "random": random,
        "heuristic": heuristic,
    }


def search_factory(spec: Callable[[], SearchSpec],
                   versions: Mapping[str, Mapping[str, Any]] | None = None,
                   **defaults: Any) -> Callable[..., SearchAgent]:
    """A factory ``f(**overrides) -> SearchAgent`` over a game's spec and Hard budget
    (``version="v1"``: an earlier Hard's settings, see ``hard_settings``)."""

    def make(**overrides: Any) -> SearchAgent:
        return SearchAgent(spec(), **hard_settings(defaults, versions or {}, overrides))

    return make


def agent_from_name(table: Mapping[str, AgentFactory], make_search: Callable[..., Agent] | None,
                    name: str) -> Agent:
    """An agent for an arena name: a key of ``table`` or a ``search:...`` name.

    KeyError for a name that is neither; ValueError (one readable line) for a ``search:`` name
    with a wrong parameter (``parse_search``), one the game's search does not take, or any
    ``search:`` name in a game without a search (Ordet fanger)."""
    if name in table:
        return table[name]()
    params = parse_search(name)
    if params is None:
        raise KeyError(name)
    if make_search is None:
        raise ValueError(f"{name!r}: this game has no search player; choose one of its levels")
    if not params:
        return table["hard"]()
    try:
        return make_search(**params)
    except TypeError as err:  # a knob another game's search has (width=, replies=, follow=)
        raise ValueError(f"{name!r}: this game's search does not take that parameter "
                         f"({err})") from None
