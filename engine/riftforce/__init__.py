"""Riftforce (Carlo Bortolini): two players, four guilds each, fighting over five locations.

Exports the protocol object ``GAME`` and the computer players ``AGENTS`` (``random`` and
``heuristic``, the default).  Modules: ``cards`` (ids, guilds, numbers), ``state`` (the state
and board primitives), ``guilds`` (abilities as data + staged functions), ``actions``,
``rules`` (the ``Game``) and ``agents``.

How a UI drives it (every choice is its own decision point, so it is made after seeing the
result of the previous step):

* ``state.phase == "draft"``: ``DraftPick(guild)`` from ``state.draft_pool`` (public), seat
  ``state.to_move``; ``state.guilds`` are the picks so far.
* ``state.pending is None`` (start of an action): ``PlaceCard(card, location)`` starts a Play,
  ``Activate(card, "guild" | "number")`` discards and starts an Activate, ``CheckAndDraw()``.
* ``state.pending.kind`` then says what is asked (``current_player`` stays the actor):
  ``play_more`` (``PlaceCard`` with a card in ``options`` at a location in ``locations``, or
  ``EndPlay``), ``choose_activation`` (``ActivateElemental(card in options)``, or
  ``StopActivating`` when ``can_stop``), and inside an ability of ``pending.card``:
  ``water_direction``, ``air_destination``, ``shadow_destination``, ``plant_location``
  (``ChooseLocation``) and ``light_heal``, ``thunder_target``, ``thunder_repeat``
  (``ChooseCard``).  Questions with a single possible answer are answered automatically.
* Events: ``draft_pick``, ``setup``, ``draw`` (``hidden``), ``reshuffle``, ``play`` (a Play
  begins), ``place``, ``discard``, ``activate``, ``choice``, ``damage``, ``heal``, ``move``,
  ``destroy``,
  ``score`` (with ``reason``: destroy, crystal, shadow, control), ``check``, ``action_end``,
  ``turn``, ``tiebreak``, ``game_over``.
"""

from __future__ import annotations

from engine.core import AgentFactory
from engine.games import GameEngine
from engine.riftforce.agents import HeuristicAgent
from engine.riftforce.agents_search import EASY_EPSILON, make_search
from engine.riftforce.hints import explain
from engine.riftforce.rules import RiftforceGame
from engine.riftforce.schema import SCHEMA
from engine.search.levels import level_agents

GAME = RiftforceGame()

#: beginner / easy / normal / hard, plus the old names ``random`` and ``heuristic``.
AGENTS: dict[str, AgentFactory] = level_agents(
    heuristic=HeuristicAgent, hard=make_search, easy_epsilon=EASY_EPSILON)

DEFAULT_AGENT = "normal"

#: everything the registry (``engine.games``) asks of this game
ENGINE = GameEngine(game=GAME, agents=AGENTS, default_agent=DEFAULT_AGENT, schema=SCHEMA,
                    make_search=make_search, explain=explain)

__all__ = ["AGENTS", "DEFAULT_AGENT", "ENGINE", "GAME", "explain", "make_search"]
