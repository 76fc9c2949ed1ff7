"""Why a Riftforce hint: one sentence per action kind from what the heuristic's look-ahead sees.

Why these facts: the heuristic (``agents``) plays each candidate out on a copy of the view and
scores the board (Riftforce, enemies destroyed or weakened, locations controlled); the search
(``agents_search``) compares its best few.  The reason plays the recommended action out the same
way (the questions inside it answered by the heuristic) and names what changed: the enemy
elementals destroyed and the Riftforce scored, else the damage dealt, the locations newly
controlled, the damage healed; Check & Draw names the locations it scores; a draft pick the
guild's strength.  Params: ``card``/``elemental`` (card numbers), ``cards`` (a list of them),
``guild``/``foe`` (guild ids), ``location`` (a location as the table numbers it, 1–5),
``locations``/``places`` (lists of those: the UI says "4 and 5" / "location 4 and location 5"),
``score``/``damage``/``number`` (ints); the UI names them in its language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import QT_TRANSLATE_NOOP, Decision, Game, Rng
from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    ChooseCard,
    ChooseLocation,
    DraftPick,
    EndPlay,
    PlaceCard,
    StopActivating,
)
from engine.riftforce.agents import DRAFT_PREFERENCE, HeuristicAgent, draft_value
from engine.riftforce.cards import HAND_SIZE, NUM_LOCATIONS, guild_of, number_of
from engine.riftforce.state import State, controlled

Reason = tuple[str, dict[str, Any]]

_HEURISTIC = HeuristicAgent()
#: Questions after which an action's own effect is over (the next card or elemental is a
#: choice of its own, with a hint of its own).
_OWN_STEP_ENDS = ("play_more", "choose_activation")


@dataclass
class Outcome:
    """What one action changed for the acting seat (see ``outcome``)."""

    destroyed: list[int] = field(default_factory=list)  # enemy elementals destroyed
    damaged: list[int] = field(default_factory=list)  # enemy elementals hit and still there
    damage: int = 0  # damage dealt to those
    healed: int = 0  # damage removed from own elementals
    score: int = 0  # Riftforce gained
    gained: list[int] = field(default_factory=list)  # locations newly controlled (0-based)


def _board(st: State, seat: int) -> set[int]:
    return {c for line in st.lines[seat] for c in line}


def outcome(game: Game[Any, Any], view: State, seat: int, action: Any,
            whole: bool = False) -> Outcome:
    """Play ``action`` on a copy of ``view`` and answer its questions as the heuristic does
    (``whole``: the rest of the action too, every elemental of an Activate); then compare."""
    sim = view.copy(share_rng=True)
    game.apply(sim, action)
    guard = 0
    while (sim.phase == "play" and sim.pending is not None and sim.to_move == seat
           and (whole or sim.pending.kind not in _OWN_STEP_ENDS) and guard < 30):
        guard += 1
        step, _ = _HEURISTIC._best_step(game, sim, seat, game.legal_actions(sim))
        if isinstance(step, EndPlay | StopActivating) and not whole:
            break
        game.apply(sim, step)
    opp = 1 - seat
    out = Outcome(score=sim.scores[seat] - view.scores[seat])
    before, after = _board(view, opp), _board(sim, opp)
    out.destroyed = sorted(before - after, key=lambda c: (view.loc_of[c], c))
    for c in sorted(before & after, key=lambda c: (sim.loc_of[c], c)):
        hit = sim.damage[c] - view.damage[c]
        if hit > 0:
            out.damaged.append(c)
            out.damage += hit
    out.healed = sum(max(0, view.damage[c] - sim.damage[c])
                     for c in _board(view, seat) & _board(sim, seat))
    out.gained = sorted(set(controlled(sim, seat)) - set(controlled(view, seat)))
    return out


def _places(locations: list[int]) -> list[int]:
    return [loc + 1 for loc in locations]


def _draft(view: State, seat: int, guild: str) -> Reason:
    pool = [g for g in view.draft_pool if g is not None]
    mine, theirs = view.guilds[seat], view.guilds[1 - seat]
    if DRAFT_PREFERENCE.get(guild, 0) >= max((DRAFT_PREFERENCE.get(g, 0) for g in pool),
                                            default=0):
        return (QT_TRANSLATE_NOOP("engine", "Take {guild}: the strongest guild left in the "
                                  "pool."), {"guild": guild})
    against = {"shadow": ("crystal",), "ice": ("light", "crystal"), "thunderbolt": ("earth",)}
    foe = next((g for g in against.get(guild, ()) if g in theirs), None)
    if foe is not None and draft_value(guild, mine, theirs) > DRAFT_PREFERENCE[guild]:
        return (QT_TRANSLATE_NOOP("engine", "Take {guild}: it is strong against the opponent's "
                                  "{foe}."), {"guild": guild, "foe": foe})
    return (QT_TRANSLATE_NOOP("engine", "Take {guild}: it goes best with your guilds and "
                              "against the opponent's."), {"guild": guild})


def _place(game: Game[Any, Any], view: State, seat: int, action: PlaceCard) -> Reason:
    o = outcome(game, view, seat, action)
    loc = action.location
    params: dict[str, Any] = {"card": action.card, "location": loc + 1}
    if o.destroyed:
        return (QT_TRANSLATE_NOOP("engine", "Play {card} at location {location}: it destroys "
                                  "{cards} and scores {score} Riftforce."),
                {**params, "cards": o.destroyed, "score": o.score})
    if o.damaged:
        return (QT_TRANSLATE_NOOP("engine", "Play {card} at location {location}: it deals "
                                  "{damage} damage to {cards}."),
                {**params, "cards": o.damaged, "damage": o.damage})
    if loc in o.gained:
        return (QT_TRANSLATE_NOOP("engine", "Play {card} at location {location}: you then "
                                  "control it, a Riftforce at your next Check & Draw."), params)
    enemies = list(view.lines[1 - seat][loc])
    if enemies and not view.lines[seat][loc]:
        return (QT_TRANSLATE_NOOP("engine", "Play {card} at location {location}: it stops the "
                                  "opponent's {cards} from controlling it."),
                {**params, "cards": enemies})
    if enemies:
        return (QT_TRANSLATE_NOOP("engine", "Play {card} at location {location}: it strengthens "
                                  "your line against {cards}."), {**params, "cards": enemies})
    return (QT_TRANSLATE_NOOP("engine", "Play {card} at location {location}: it strengthens "
                              "your hold on it."), params)


def _activate(game: Game[Any, Any], view: State, seat: int, action: Activate) -> Reason:
    o = outcome(game, view, seat, action, whole=True)
    by_guild = action.by == "guild"
    params: dict[str, Any] = {"card": action.card, "guild": guild_of(action.card),
                              "number": number_of(action.card)}
    if o.destroyed:
        params.update(cards=o.destroyed, score=o.score)
        if by_guild:
            return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your {guild} "
                                      "elementals: they destroy {cards} and score {score} "
                                      "Riftforce."), params)
        return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your elementals "
                                  "numbered {number}: they destroy {cards} and score {score} "
                                  "Riftforce."), params)
    if o.damaged:
        params.update(cards=o.damaged, damage=o.damage)
        if by_guild:
            return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your {guild} "
                                      "elementals: they deal {damage} damage to {cards}."),
                    params)
        return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your elementals "
                                  "numbered {number}: they deal {damage} damage to {cards}."),
                params)
    if o.gained:
        params["places"] = _places(o.gained)
        if by_guild:
            return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your {guild} "
                                      "elementals: they take control of {places}."), params)
        return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your elementals "
                                  "numbered {number}: they take control of {places}."), params)
    if o.healed:
        params["damage"] = o.healed
        if by_guild:
            return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your {guild} "
                                      "elementals: they heal {damage} damage."), params)
        return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your elementals "
                                  "numbered {number}: they heal {damage} damage."), params)
    if by_guild:
        return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your {guild} "
                                  "elementals: nothing else you can do now gains more."), params)
    return (QT_TRANSLATE_NOOP("engine", "Discard {card} to activate your elementals numbered "
                              "{number}: nothing else you can do now gains more."), params)


def _elemental(game: Game[Any, Any], view: State, seat: int, card: int) -> Reason:
    o = outcome(game, view, seat, ActivateElemental(card))
    params: dict[str, Any] = {"card": card}
    if o.destroyed:
        return (QT_TRANSLATE_NOOP("engine", "Activate {card}: it destroys {cards} and scores "
                                  "{score} Riftforce."),
                {**params, "cards": o.destroyed, "score": o.score})
    if o.damaged:
        return (QT_TRANSLATE_NOOP("engine", "Activate {card}: it deals {damage} damage to "
                                  "{cards}."), {**params, "cards": o.damaged, "damage": o.damage})
    if o.gained:
        return (QT_TRANSLATE_NOOP("engine", "Activate {card}: it takes control of {places}."),
                {**params, "places": _places(o.gained)})
    if o.healed:
        return (QT_TRANSLATE_NOOP("engine", "Activate {card}: it heals {damage} damage."),
                {**params, "damage": o.healed})
    return (QT_TRANSLATE_NOOP("engine", "Activate {card}: none of your other elementals does "
                              "more now."), params)


def _location(game: Game[Any, Any], view: State, seat: int, action: ChooseLocation) -> Reason:
    o = outcome(game, view, seat, action)
    pending = view.pending
    card = pending.card if pending is not None and pending.card is not None else None
    params: dict[str, Any] = {"location": action.location + 1, "card": card}
    if o.destroyed:
        return (QT_TRANSLATE_NOOP("engine", "Choose location {location}: that destroys {cards} "
                                  "and scores {score} Riftforce."),
                {**params, "cards": o.destroyed, "score": o.score})
    if o.damaged:
        return (QT_TRANSLATE_NOOP("engine", "Choose location {location}: that deals {damage} "
                                  "damage to {cards}."),
                {**params, "cards": o.damaged, "damage": o.damage})
    if o.gained:
        return (QT_TRANSLATE_NOOP("engine", "Choose location {location}: you take control of "
                                  "{places}."), {**params, "places": _places(o.gained)})
    if card is not None:
        return (QT_TRANSLATE_NOOP("engine", "Choose location {location}: the best place for "
                                  "{card}."), params)
    return (QT_TRANSLATE_NOOP("engine", "Choose location {location}: the best place for this "
                              "ability."), params)


def _card(game: Game[Any, Any], view: State, seat: int, action: ChooseCard) -> Reason:
    o = outcome(game, view, seat, action)
    pending = view.pending
    params: dict[str, Any] = {"card": action.card}
    if action.card in o.destroyed:
        return (QT_TRANSLATE_NOOP("engine", "Choose {card}: it is destroyed, and you score "
                                  "{score} Riftforce."), {**params, "score": o.score})
    if action.card in o.damaged or o.damage:
        return (QT_TRANSLATE_NOOP("engine", "Choose {card}: it takes {damage} damage."),
                {**params, "damage": max(o.damage, 1)})
    if o.healed:
        return (QT_TRANSLATE_NOOP("engine", "Choose {card}: it is healed of {damage} damage."),
                {**params, "damage": o.healed})
    if pending is not None and pending.card is not None:
        return (QT_TRANSLATE_NOOP("engine", "Choose {card}: the best target for {elemental}."),
                {**params, "elemental": pending.card})
    return (QT_TRANSLATE_NOOP("engine", "Choose {card}: the best target for this ability."),
            params)


def _check(view: State, seat: int) -> Reason:
    places = _places(controlled(view, seat))
    if len(places) == 1:
        return (QT_TRANSLATE_NOOP("engine", "Check & Draw: you control location {location}."),
                {"location": places[0]})
    if places:
        return (QT_TRANSLATE_NOOP("engine", "Check & Draw: you control locations "
                                  "{locations}."), {"locations": places})
    return (QT_TRANSLATE_NOOP("engine", "Check & Draw: you control no location, but you draw "
                              "back up to {number} cards."), {"number": HAND_SIZE})


def explain(decision: Decision[Any, Any], action: Any, rng: Rng) -> Reason | None:
    """The reason for ``action`` in ``decision`` (see the module docstring); None for an
    action this game does not have."""
    del rng
    game, seat = decision.game, decision.seat
    view: State = game.view(decision.view, seat)
    if isinstance(action, DraftPick):
        return _draft(view, seat, action.guild)
    if isinstance(action, PlaceCard) and 0 <= action.location < NUM_LOCATIONS:
        return _place(game, view, seat, action)
    if isinstance(action, Activate):
        return _activate(game, view, seat, action)
    if isinstance(action, ActivateElemental):
        return _elemental(game, view, seat, action.card)
    if isinstance(action, ChooseLocation):
        return _location(game, view, seat, action)
    if isinstance(action, ChooseCard):
        return _card(game, view, seat, action)
    if isinstance(action, CheckAndDraw):
        return _check(view, seat)
    if isinstance(action, EndPlay):
        return (QT_TRANSLATE_NOOP("engine", "End your play: your other cards are worth more on "
                                  "a later turn."), {})
    if isinstance(action, StopActivating):
        return (QT_TRANSLATE_NOOP("engine", "Stop activating: your other elementals would gain "
                                  "nothing now."), {})
    return None
