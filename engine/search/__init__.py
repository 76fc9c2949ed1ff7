"""Search-based computer players (ISMCTS) and the playing levels shared by the games.

``ismcts`` holds the game-independent search; each game keeps its ``SearchSpec`` (action
abstraction, playout policy, cut-off evaluation) next to its other agents.  ``levels`` builds
the Beginner / Easy / Normal / Hard players and parses arena names such as ``search:hard``.
"""

from engine.search.ismcts import (
    ISMCTS,
    ActionStats,
    SearchAgent,
    SearchResult,
    SearchSpec,
    result_rewards,
    sigmoid_rewards,
)

__all__ = [
    "ISMCTS", "ActionStats", "SearchAgent", "SearchResult", "SearchSpec", "result_rewards",
    "sigmoid_rewards",
]
