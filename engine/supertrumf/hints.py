"""Why a Supertrumf hint: one sentence per action kind from what the percentile heuristic knows.

Why these facts: the heuristic (``agents``) decides by the value a play has for the property and
by the share of the cards the seat has not seen that the value beats (``percentile``); the
search only ever changes the leader's property.  So the reason names the property, the card
(and object) behind the value, the value, and either "the most that is left" (no unseen card
has as much) or the share it beats.  Params: ``prop`` (a property id), ``card``, ``object``,
``trump`` (card ids: the figure, its object, a super-trump), ``value``/``number`` (ints); the
UI names them in its language.
"""

from __future__ import annotations

from typing import Any

from engine.core import QT_TRANSLATE_NOOP, Decision, Rng
from engine.supertrumf.agents import DUMP_BELOW, best_plain_play, percentile, visible_cards
from engine.supertrumf.deck import CARD_IDS, IS_FIGURE, IS_SUPERTRUMP, PROPERTIES, VALUE
from engine.supertrumf.rules import Mulligan, NameProperty, Play
from engine.supertrumf.state import BLIXTDUELL, SupertrumfState

Reason = tuple[str, dict[str, Any]]


def most_left(value: int, prop: str, unseen: list[str]) -> bool:
    """No card the seat has not seen has ``value`` or more for ``prop`` (super-trumps aside:
    they are not values)."""
    return all(VALUE[prop][c] < value for c in unseen if not IS_SUPERTRUMP[c])


def _share(value: int, prop: str, unseen: list[str]) -> int:
    return round(100 * percentile(value, prop, unseen))


def _name(hand: list[str], prop: str, unseen: list[str], more: bool) -> Reason:
    cards, value = best_plain_play(hand, prop, more)
    if not cards:
        supers = [c for c in hand if IS_SUPERTRUMP[c]]
        return (QT_TRANSLATE_NOOP("engine", "Name {prop}: your super-trump {card} wins the "
                                  "round whatever is named."),
                {"prop": prop, "card": supers[0] if supers else hand[0]})
    params: dict[str, Any] = {"prop": prop, "card": cards[0], "value": value}
    top = most_left(value, prop, unseen)
    if len(cards) == 1:
        if top:
            return QT_TRANSLATE_NOOP("engine", "Name {prop}: your {card} has {value}, the most "
                                     "that is left."), params
        return (QT_TRANSLATE_NOOP("engine", "Name {prop}: your {card} has {value}, more than "
                                  "{number} % of the cards you have not seen."),
                {**params, "number": _share(value, prop, unseen)})
    params["object"] = cards[1]
    if top:
        return QT_TRANSLATE_NOOP("engine", "Name {prop}: your {card} and {object} make {value}, "
                                 "the most that is left."), params
    return (QT_TRANSLATE_NOOP("engine", "Name {prop}: your {card} and {object} make {value}, "
                              "more than {number} % of the cards you have not seen."),
            {**params, "number": _share(value, prop, unseen)})


def _play(view: SupertrumfState, seat: int, hand: list[str], unseen: list[str],
          cards: tuple[str, ...]) -> Reason:
    prop = view.prop
    assert prop is not None
    supers = [c for c in cards if IS_SUPERTRUMP[c]]
    if supers:
        figures = [c for c in cards if not IS_SUPERTRUMP[c]]
        if figures:
            return (QT_TRANSLATE_NOOP("engine", "Put out {card} with the super-trump {trump}: "
                                      "a super-trump wins the round unless another one comes "
                                      "out."), {"card": figures[0], "trump": supers[0]})
        return (QT_TRANSLATE_NOOP("engine", "Put out the super-trump {card}: it wins the round "
                                  "unless another super-trump comes out."), {"card": supers[0]})
    value = sum(VALUE[prop][c] for c in cards)
    best, best_value = best_plain_play(hand, prop, view.variant != BLIXTDUELL)
    rivals = max(1, sum(1 for s in view.order if s != seat))
    chance = percentile(best_value, prop, unseen) ** rivals if best else 0.0
    if len(cards) == 1 and tuple(cards) != best and chance < DUMP_BELOW:
        return (QT_TRANSLATE_NOOP("engine", "Put out {card}: none of your cards is likely to "
                                  "win this round, so give away the weakest."),
                {"card": cards[0]})
    params: dict[str, Any] = {"card": cards[0], "prop": prop, "value": value}
    top = most_left(value, prop, unseen)
    if len(cards) == 1 and tuple(cards) != best and percentile(value, prop, unseen) < DUMP_BELOW:
        return (QT_TRANSLATE_NOOP("engine", "Put out {card}: its {value} in {prop} is weak, so "
                                  "your better cards stay for later rounds."), params)
    if len(cards) == 1:
        if top:
            return QT_TRANSLATE_NOOP("engine", "Put out {card}: its {value} in {prop} is the "
                                     "most that is left."), params
        return (QT_TRANSLATE_NOOP("engine", "Put out {card}: its {value} in {prop} beats "
                                  "{number} % of the cards you have not seen."),
                {**params, "number": _share(value, prop, unseen)})
    params["object"] = cards[1]
    if top:
        return QT_TRANSLATE_NOOP("engine", "Put out {card} and {object}: together {value} in "
                                 "{prop}, the most that is left."), params
    return (QT_TRANSLATE_NOOP("engine", "Put out {card} and {object}: together {value} in "
                              "{prop}, more than {number} % of the cards you have not seen."),
            {**params, "number": _share(value, prop, unseen)})


def _best_single(hand: list[str], unseen: list[str]) -> tuple[float, str, str, int]:
    """The hand's strongest single card: (share beaten, property, card, value)."""
    best = (-1.0, PROPERTIES[0], hand[0], 0)
    for prop in PROPERTIES:
        for c in hand:
            if IS_FIGURE[c]:
                v = VALUE[prop][c]
                best = max(best, (percentile(v, prop, unseen), prop, c, v))
    return best


def _mulligan(hand: list[str], unseen: list[str], redraw: bool) -> Reason:
    supers = [c for c in hand if IS_SUPERTRUMP[c]]
    if supers and not redraw:
        return (QT_TRANSLATE_NOOP("engine", "Keep this hand: it holds the super-trump {card}."),
                {"card": supers[0]})
    share, prop, card, value = _best_single(hand, unseen)
    params = {"card": card, "prop": prop, "value": value, "number": round(100 * max(share, 0))}
    if redraw:
        return (QT_TRANSLATE_NOOP("engine", "Discard and draw again: your best card, {card} "
                                  "with {value} in {prop}, beats only {number} % of the cards "
                                  "you have not seen."), params)
    return (QT_TRANSLATE_NOOP("engine", "Keep this hand: your {card} has {value} in {prop}, "
                              "more than {number} % of the cards you have not seen."), params)


def explain(decision: Decision[Any, Any], action: Any, rng: Rng) -> Reason | None:
    """The reason for ``action`` in ``decision`` (see the module docstring); None for an
    action this game does not have."""
    del rng
    game, seat = decision.game, decision.seat
    view: SupertrumfState = game.view(decision.view, seat)
    hand = [c for c in view.hands[seat] if c is not None]
    unseen = [c for c in CARD_IDS if c not in visible_cards(view)]
    if isinstance(action, NameProperty):
        return _name(hand, action.prop, unseen, view.variant != BLIXTDUELL)
    if isinstance(action, Play) and action.cards:
        return _play(view, seat, hand, unseen, action.cards)
    if isinstance(action, Mulligan) and hand:
        return _mulligan(hand, unseen, action.redraw)
    return None
