"""Hints: the Hard player's answer to a person's current decision, with one line of why.

Why here and not in the UI: the search's statistics are engine data; the UI only translates
``translate("engine", template).format(**params)`` and shows it.  ``hint`` runs the game's
Hard player on the person's own ``Decision`` (their view only), so a hint never reveals
anything hidden; it honours the same budgets and ``should_stop`` as a computer seat.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import QT_TRANSLATE_NOOP, Agent, Decision, Rng
from engine.search.ismcts import SearchResult


@dataclass(frozen=True)
class Hint:
    """The suggested action, its reason (template + params) and the search behind it."""

    action: Any
    template: str
    params: dict[str, Any]
    result: SearchResult | None


def explain(result: SearchResult | None, action: Any) -> tuple[str, dict[str, Any]]:
    """One translatable line saying why ``action`` (for the UI: ``QT_TRANSLATE_NOOP``
    template in the "engine" context and its parameters).

    With search statistics: the estimated share of simulated games won after ``action``
    (its mean reward, a win probability) and how many simulations looked at it."""
    stats = result.stats_for(action) if result is not None and result.searched else None
    if stats is None or stats.visits == 0:
        return QT_TRANSLATE_NOOP("engine", "The computer's best players would play this."), {}
    return (
        QT_TRANSLATE_NOOP("engine", "Wins {number} % of {count} simulated games."),
        {"number": round(100 * stats.win_rate), "count": stats.visits},
    )


#: A game's own reason for an action (``engine.<game>.explain``), or None to use the search's.
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
    return Hint(action, template, params, result)
