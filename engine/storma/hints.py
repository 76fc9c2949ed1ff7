"""Why a Storma slottet! hint: one sentence per action kind from what the heuristic weighs.

Why these facts: the heuristic (``agents``) attacks for a sure or likely kill, protects the
house with heroes (mercenaries), heals damaged cards cheaply and throws away dead cards; the search
(``agents_search``) chooses among such plans.  So an attack's reason is its chance to defeat
the target and the damage it deals (sampled from the view: dice and unseen cards), a heal's
the points the card has left, an exchange's why those cards are no use, a front card's its
points or that a hero shields the house.  Params: ``card``/``active``/``target`` (engine
card names, "QH"), ``cards`` (a list of them), ``suit`` (a suit name of ``cards.SUITS``),
``number``/``damage``/``left``/``most`` (ints); the UI names them in its language.
"""

from __future__ import annotations

from typing import Any

from engine.core import QT_TRANSLATE_NOOP, Decision, Rng
from engine.storma import cards as cd
from engine.storma.actions import (
    Attack,
    ChooseActive,
    ChooseHouse,
    EndHeal,
    Exchange,
    FillActive,
    Heal,
    Pass,
    RemoveDamage,
    Retreat,
)
from engine.storma.checks import hand_of, is_hero, remaining
from engine.storma.moves import removal_choices
from engine.storma.state import StormaState

Reason = tuple[str, dict[str, Any]]

#: Dice samples behind a hint's kill chance and expected damage.
EXPLAIN_SAMPLES = 200


def _names(cards: tuple[int, ...] | list[int]) -> list[str]:
    return [cd.card_name(c) for c in cards]


def _attack(decision: Decision[Any, Any], view: StormaState, action: Attack,
            rng: Rng) -> Reason | None:
    seat = decision.seat
    target = view.active[1 - seat]
    if target is None:
        return None
    left = remaining(target)
    game = decision.game
    kills = 0
    dealt = 0
    for _ in range(EXPLAIN_SAMPLES):
        state = game.determinize(view, seat, rng)
        game.apply(state, action)
        if target.card in state.trophies[seat]:
            kills += 1
            dealt += left
        else:
            after = state.active[1 - seat]
            if after is not None and after.card == target.card:
                dealt += left - remaining(after)
    chance = round(100 * kills / EXPLAIN_SAMPLES)
    damage = round(dealt / EXPLAIN_SAMPLES)
    params: dict[str, Any] = {"target": cd.card_name(target.card),
                              "cards": _names(action.cards), "number": chance,
                              "damage": damage, "left": max(0, left - damage)}
    dice = any(not cd.is_number(c) for c in action.cards)
    sure = sum(cd.rank_of(c) for c in action.cards if cd.is_number(c)) >= left
    if sure:
        return (QT_TRANSLATE_NOOP("engine", "Attack {target} with {cards}: that surely defeats "
                                  "it."), params)
    if chance >= 50:
        return (QT_TRANSLATE_NOOP("engine", "Attack {target} with {cards}: that will most "
                                  "likely defeat it ({number} % chance)."), params)
    if chance > 0:
        return (QT_TRANSLATE_NOOP("engine", "Attack {target} with {cards}: a {number} % chance "
                                  "to defeat it, and about {damage} damage if not."), params)
    if dice:
        return (QT_TRANSLATE_NOOP("engine", "Attack {target} with {cards}: about {damage} "
                                  "damage leaves it about {left} points."), params)
    return (QT_TRANSLATE_NOOP("engine", "Attack {target} with {cards}: {damage} damage leaves "
                              "it {left} points."), params)


def _front(view: StormaState, seat: int, card: int) -> Reason:
    """Choosing the Active card (at the start, or filling the slot after a defeat)."""
    if is_hero(view, card):
        return (QT_TRANSLATE_NOOP("engine", "Put {card} in front as your Active card: a hero "
                                  "there shields your royal house."),
                {"card": cd.card_name(card)})
    infirmary = view.infirmary[seat]
    points = {c: cd.toughness(c) for c in hand_of(view, seat) if cd.is_face(c)}
    if infirmary is not None:
        points[infirmary.card] = remaining(infirmary)
    number = points.get(card, cd.toughness(card))
    params = {"card": cd.card_name(card), "number": number}
    if number >= max(points.values(), default=0):
        return (QT_TRANSLATE_NOOP("engine", "Put {card} in front as your Active card: with "
                                  "{number} points it is the toughest you have."), params)
    return (QT_TRANSLATE_NOOP("engine", "Put {card} in front as your Active card: it has "
                              "{number} points to take the attacks."), params)


def _exchange(view: StormaState, seat: int, action: Exchange) -> Reason:
    target = view.active[1 - seat]
    suit = cd.suit_of(action.cards[0])
    mine = {cd.suit_of(s.card) for s in (view.active[seat], view.infirmary[seat])
            if s is not None}
    params: dict[str, Any] = {"cards": _names(action.cards)}
    if target is not None and cd.suit_of(target.card) == suit and suit not in mine:
        return (QT_TRANSLATE_NOOP("engine", "Exchange {cards}: cards of that suit may not "
                                  "attack {target} and heal none of yours."),
                {**params, "target": cd.card_name(target.card)})
    if all(cd.is_number(c) and cd.rank_of(c) <= 4 for c in action.cards):
        return (QT_TRANSLATE_NOOP("engine", "Exchange {cards}: such low cards do little damage, "
                                  "and new ones will do more."), params)
    return (QT_TRANSLATE_NOOP("engine", "Exchange {cards}: nothing needs them now, and you draw "
                              "as many new cards."), params)


def _heal(view: StormaState, seat: int, action: Heal) -> Reason | None:
    slot = view.slot(seat, action.target)
    if slot is None:
        return None
    return (QT_TRANSLATE_NOOP("engine", "Heal {target} with {card}: it has only {left} of its "
                              "{number} points left."),
            {"target": cd.card_name(slot.card), "card": cd.card_name(action.card),
             "left": remaining(slot), "number": cd.toughness(slot.card)})


def _removal(view: StormaState, seat: int, action: RemoveDamage) -> Reason | None:
    heal = view.heal
    slot = view.slot(seat, heal.target) if heal is not None else None
    if heal is None or slot is None or heal.pending is None:
        return None
    removed = sum(slot.damage[i][1] for i in action.entries if 0 <= i < len(slot.damage))
    most = max((sum(slot.damage[i][1] for i in t)
                for t in removal_choices(slot.damage, heal.pending)), default=0)
    params = {"number": removed, "most": most, "card": cd.card_name(slot.card)}
    if not action.entries and most == 0:
        return (QT_TRANSLATE_NOOP("engine", "Remove nothing: every damage on {card} is larger "
                                  "than the heal."), params)
    if removed >= most:
        return (QT_TRANSLATE_NOOP("engine", "Remove {number} damage from {card}: the most this "
                                  "heal can take away."), params)
    return (QT_TRANSLATE_NOOP("engine", "Remove {number} damage from {card}: this heal allows "
                              "up to {most}."), params)


def _end_heal(view: StormaState, seat: int) -> Reason:
    heal = view.heal
    slot = view.slot(seat, heal.target) if heal is not None else None
    if slot is None or not slot.damage:
        return (QT_TRANSLATE_NOOP("engine", "End the heal: the card has no damage left."), {})
    smallest = min(a for _, a in slot.damage)
    suit = cd.suit_of(slot.card)
    fits = [c for c in hand_of(view, seat) if cd.is_number(c) and cd.suit_of(c) == suit
            and cd.rank_of(c) >= smallest]
    if not fits:
        return (QT_TRANSLATE_NOOP("engine", "End the heal: none of your number cards of its "
                                  "suit can remove the damage left on {card}."),
                {"card": cd.card_name(slot.card)})
    return (QT_TRANSLATE_NOOP("engine", "End the heal: {card} has {left} points left, keep "
                              "your other cards for attacks."),
            {"card": cd.card_name(slot.card), "left": remaining(slot)})


def _retreat(view: StormaState, seat: int, action: Retreat) -> Reason | None:
    me = view.active[seat]
    if me is None:
        return None
    params = {"card": cd.card_name(action.card), "active": cd.card_name(me.card),
              "left": remaining(me)}
    if is_hero(view, action.card) and not is_hero(view, me.card):
        return (QT_TRANSLATE_NOOP("engine", "Retreat {active} and put {card} in front: the "
                                  "hero shields your royal house."), params)
    if me.damage:
        return (QT_TRANSLATE_NOOP("engine", "Retreat {active} and put {card} in front: {active} "
                                  "has only {left} points left."), params)
    return (QT_TRANSLATE_NOOP("engine", "Retreat {active} and put {card} in front: {card} takes "
                              "the attacks while {active} waits in the Infirmary."), params)


def explain(decision: Decision[Any, Any], action: Any, rng: Rng) -> Reason | None:
    """The reason for ``action`` in ``decision`` (see the module docstring); None for an
    action this game does not have or a position it does not fit."""
    seat = decision.seat
    view: StormaState = decision.game.view(decision.view, seat)
    if isinstance(action, Attack):
        return _attack(decision, view, action, rng)
    if isinstance(action, ChooseHouse):
        return (QT_TRANSLATE_NOOP("engine", "Choose the house of {suit}: the four houses are "
                                  "equally strong, so any of them will do."),
                {"suit": cd.SUITS[action.suit]})
    if isinstance(action, ChooseActive | FillActive):
        return _front(view, seat, action.card)
    if isinstance(action, Exchange) and action.cards:
        return _exchange(view, seat, action)
    if isinstance(action, Heal):
        return _heal(view, seat, action)
    if isinstance(action, RemoveDamage):
        return _removal(view, seat, action)
    if isinstance(action, EndHeal):
        return _end_heal(view, seat)
    if isinstance(action, Retreat):
        return _retreat(view, seat, action)
    if isinstance(action, Pass):
        if len(decision.legal) <= 1:
            return (QT_TRANSLATE_NOOP("engine", "Pass: you have no card to attack, heal or "
                                      "exchange with."), {})
        return (QT_TRANSLATE_NOOP("engine", "Pass: every other move would only weaken you."),
                {})
    return None
