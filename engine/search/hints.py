"""Hints: the Hard player's answer to a person's current decision, with one sentence of why.

Why here and not in the UI: what the search and the heuristics know is engine data; the UI only
translates ``translate("engine", template)``, names the things in ``params`` its own way (card
names, property and guild names, locations) and shows it.  ``hint`` runs the game's Hard
player on the person's own ``Decision`` (their view only), so a hint never reveals anything
hidden; it honours the same budgets and ``should_stop`` as a computer seat.

A reason is one sentence in the game's terms, saying *what* (the thing named in a
placeholder: ``{card}``, ``{cards}``, ``{prop}``, ``{location}``…) and *why* (the facts the
game's heuristic computes: the value and that it is the highest left, the kill chance, the
elementals destroyed and Riftforce scored, the locations controlled).  Every game has an
``explain(decision, action, rng)`` (``games.explainer``) that words every action kind it can
be asked about.  The search's win estimate never stands alone: ``Hint.odds`` carries it, and
the UI puts it in brackets after the reason ("… (wins 57 % of 200 simulated games)").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import QT_TRANSLATE_NOOP, Agent, Decision, Rng
from engine.search.ismcts import SearchResult

#: Simulations a search must have spent on the action before its win estimate is shown.
MIN_ODDS_VISITS = 10


@dataclass(frozen=True)
class Hint:
    """The suggested action, its reason (template + params) and the search behind it;
    ``odds`` is (win percentage, simulated games) when a search compared the choices."""

    action: Any
    template: str
    params: dict[str, Any]
    result: SearchResult | None
    odds: tuple[int, int] | None = None


def odds(result: SearchResult | None, action: Any) -> tuple[int, int] | None:
    """The search's estimate for ``action``: (percentage of simulated games won, how many
    games), or None when the action was not searched (answered directly, only one choice,
    too few simulations to mean anything)."""
    stats = result.stats_for(action) if result is not None and result.searched else None
    if stats is None or stats.visits < MIN_ODDS_VISITS:
        return None
    return round(100 * stats.win_rate), stats.visits


def explain(result: SearchResult | None, action: Any) -> tuple[str, dict[str, Any]]:
    """The last resort for an agent without a game explainer (none of the shipped games):
    a sentence that at least does not pretend to know more."""
    del result, action
    return QT_TRANSLATE_NOOP("engine", "The computer's best players would play this."), {}


#: A game's own reason for an action (``engine.<game>.explain``), or None to use ``explain``.
Explainer = Callable[[Decision[Any, Any], Any, Rng], "tuple[str, dict[str, Any]] | None"]


def hint(agent: Agent, decision: Decision[Any, Any], rng: Rng,
         explainer: Explainer | None = None) -> Hint:
    """Ask ``agent`` (normally the game's Hard player, ``games.agents(name)["hard"]()``) for
    ``decision`` and explain it; ``explainer`` (``games.explainer(name)``) is asked first."""
    analyse = getattr(agent, "analyse", None)
    result: SearchResult | None = None
    if analyse is not None:
        result = analyse(decision, rng)
        assert result is not None
        action = result.action
    else:
        action = agent.choose(decision, rng)
    own = explainer(decision, action, rng) if explainer is not None else None
    template, params = own if own is not None else explain(result, action)
    return Hint(action, template, params, result, odds(result, action))
