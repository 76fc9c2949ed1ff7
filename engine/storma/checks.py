"""The rules checks: one ``validate`` used by ``apply`` and by ``legal_actions``.

Why this module: the rules must have one code path.  ``validate`` decides whether an action is
legal and why not; the per-card predicates it calls (``attack_card_problem`` and friends) are the
very same functions ``moves.legal_actions`` uses to build its candidate pools, so the list of
legal actions can be generated quickly (subsets of pre-filtered cards) without a second copy of
the rules.  Each problem is a ``(message, params)`` pair: the message is an English template
marked for translation.
"""

from __future__ import annotations

from typing import Any, cast

from engine.core import QT_TRANSLATE_NOOP, IllegalAction
from engine.fields import is_int
from engine.storma import cards as cd
from engine.storma.actions import (
    Action,
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
from engine.storma.state import HEAL, HOUSE, OVER, REFILL, SETUP_ACTIVE, TURN, Slot, StormaState

Problem = tuple[str, dict[str, Any]] | None


def hand_of(state: StormaState, seat: int) -> list[int]:
    """The hand of ``seat``; in a view only the viewer's own hand is meaningful."""
    return cast(list[int], state.hands[seat])


def actor(state: StormaState) -> int | None:
    """The seat that must decide now (``None`` when the game is over)."""
    phase = state.phase
    if phase in (TURN, HEAL):
        return state.to_move
    if phase == REFILL:
        return state.refill_seat
    if phase == HOUSE:
        # "vs AI: the human picks first": the option names the seat that picks first
        first = int(state.options.get("first_house", 0))
        return first if state.houses[first] is None else 1 - first
    if phase == SETUP_ACTIVE:
        return 0 if not state.setup_chosen[0] else 1
    return None


def is_house_card(state: StormaState, c: int) -> bool:
    return cd.is_face(c) and cd.suit_of(c) in state.houses


def is_hero(state: StormaState, c: int) -> bool:
    """A face card of a suit that is nobody's house."""
    return cd.is_face(c) and cd.suit_of(c) not in state.houses


def remaining(slot: Slot) -> int:
    return cd.toughness(slot.card) - slot.total()


# ----------------------------------------------------------------------------------------------
# Per-card predicates (shared with the generator in moves.py)
# ----------------------------------------------------------------------------------------------


def attack_card_problem(state: StormaState, seat: int, c: int) -> Problem:
    """Why ``c`` may not take part in an attack by ``seat`` (None: it may)."""
    if cd.is_joker(c):
        return None
    if cd.is_face(c) and not is_hero(state, c):
        return (QT_TRANSLATE_NOOP("engine", "House cards cannot attack ({card})."),
                {"card": cd.card_name(c)})
    target = state.active[1 - seat]
    if target is not None and cd.suit_of(c) == cd.suit_of(target.card):
        return (QT_TRANSLATE_NOOP(
            "engine", "{card} has the same suit as the target; cards of the target's suit "
            "cannot attack it."), {"card": cd.card_name(c)})
    return None


def exchange_card_problem(state: StormaState, c: int) -> Problem:
    if cd.is_joker(c):
        return (QT_TRANSLATE_NOOP("engine", "Jokers have no suit and cannot be exchanged."), {})
    if is_house_card(state, c):
        return (QT_TRANSLATE_NOOP(
            "engine", "House cards can never be exchanged ({card})."), {"card": cd.card_name(c)})
    return None


def heal_card_problem(state: StormaState, slot: Slot, c: int) -> Problem:
    """Why ``c`` may not heal ``slot`` now (None: it may)."""
    if cd.is_joker(c):
        if remaining(slot) > 10:
            return (QT_TRANSLATE_NOOP(
                "engine", "A Joker can heal only a card with 10 or fewer points remaining "
                "({points} remain)."), {"points": remaining(slot)})
        return None
    if cd.is_face(c):
        if is_hero(state, c):
            return None
        return (QT_TRANSLATE_NOOP("engine", "House cards cannot heal ({card})."),
                {"card": cd.card_name(c)})
    if cd.suit_of(c) != cd.suit_of(slot.card):
        return (QT_TRANSLATE_NOOP(
            "engine", "{card} cannot heal {target}: number cards heal only cards of their "
            "own suit."), {"card": cd.card_name(c), "target": cd.card_name(slot.card)})
    return None


def active_card_problem(c: int) -> Problem:
    if not cd.is_face(c):
        return (QT_TRANSLATE_NOOP(
            "engine", "Only a face card (J, Q, K) can be the Active card, not {card}."),
                {"card": cd.card_name(c)})
    return None


def heal_target_problem(state: StormaState, seat: int, target: str) -> Problem:
    if target not in ("active", "infirmary"):
        return (QT_TRANSLATE_NOOP("engine", "Unknown heal target {target}."), {"target": target})
    slot = state.slot(seat, target)
    if slot is None:
        return (QT_TRANSLATE_NOOP("engine", "There is no card to heal there."), {})
    if not slot.damage:
        return (QT_TRANSLATE_NOOP("engine", "{card} has no damage to heal."),
                {"card": cd.card_name(slot.card)})
    return None


def has_move(state: StormaState, seat: int) -> bool:
    """Whether ``seat`` has any move besides passing (decides when a pass is legal)."""
    hand = hand_of(state, seat)
    for c in hand:
        if attack_card_problem(state, seat, c) is None:
            return True
        if exchange_card_problem(state, c) is None:
            return True
    for where in ("active", "infirmary"):
        if heal_target_problem(state, seat, where) is None:
            slot = state.slot(seat, where)
            assert slot is not None
            if any(heal_card_problem(state, slot, c) is None for c in hand):
                return True
    return state.infirmary[seat] is None and any(cd.is_face(c) for c in hand)


# ----------------------------------------------------------------------------------------------
# validate: the single rules check
# ----------------------------------------------------------------------------------------------


def _raise(problem: Problem) -> None:
    if problem is not None:
        message, params = problem
        raise IllegalAction(message, **params)


def _check_set(state: StormaState, seat: int, cards: tuple[int, ...]) -> None:
    """A card set: non-empty, strictly increasing (one spelling per set), all in hand."""
    if not isinstance(cards, tuple) or not cards:
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "Choose at least one card."))
    hand = hand_of(state, seat)
    prev = -1
    for c in cards:
        if not is_int(c) or c <= prev:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "List each card once, in increasing order."))
        prev = c
        if c not in hand:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "{card} is not in your hand."),
                                card=cd.card_name(c) if 0 <= c < cd.NUM_CARDS else str(c))


def _one_suit(cards: tuple[int, ...]) -> None:
    suits = {cd.suit_of(c) for c in cards if not cd.is_joker(c)}
    if len(suits) > 1:
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "All cards must share one suit."))


def _phase_problem(state: StormaState, action: Action) -> None:
    phase = state.phase
    expected = {
        ChooseHouse: (HOUSE,), ChooseActive: (SETUP_ACTIVE,), Exchange: (TURN,), Attack: (TURN,),
        Heal: (TURN, HEAL), RemoveDamage: (HEAL,), EndHeal: (HEAL,), Retreat: (TURN,),
        FillActive: (REFILL,), Pass: (TURN,),
    }.get(type(action))
    if expected is None:
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "Unknown action."))
    if phase == OVER:
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "The game is over."))
    if phase not in expected:
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "That action is not possible now."))
    if phase == HEAL and state.heal is not None:
        pending = state.heal.pending is not None
        if pending != isinstance(action, RemoveDamage):
            if pending:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "First choose which damage to remove with the heal."))
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "There is no heal value to spend now."))


def validate(state: StormaState, action: Action) -> None:
    """Raise ``IllegalAction`` unless ``action`` is legal now; never mutates ``state``."""
    _phase_problem(state, action)
    seat = actor(state)
    assert seat is not None
    if isinstance(action, ChooseHouse):
        if not is_int(action.suit) or not 0 <= action.suit < 4:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "There is no suit {suit}."),
                                suit=str(action.suit))
        if action.suit in state.houses:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "The {suit} house is already taken."), suit=cd.SUITS[action.suit])
    elif isinstance(action, ChooseActive | Retreat):
        _check_set(state, seat, (action.card,))
        _raise(active_card_problem(action.card))
        if isinstance(action, Retreat) and state.infirmary[seat] is not None:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "The Sjukstuga is occupied; retreat needs it empty."))
    elif isinstance(action, FillActive):
        infirmary = state.infirmary[seat]
        if infirmary is None or not is_int(action.card) or action.card != infirmary.card:
            _check_set(state, seat, (action.card,))
            _raise(active_card_problem(action.card))
    elif isinstance(action, Exchange):
        _check_set(state, seat, action.cards)
        for c in action.cards:
            _raise(exchange_card_problem(state, c))
        _one_suit(action.cards)
    elif isinstance(action, Attack):
        _check_set(state, seat, action.cards)
        for c in action.cards:
            _raise(attack_card_problem(state, seat, c))
        _one_suit(action.cards)
    elif isinstance(action, Heal):
        if state.heal is not None and action.target != state.heal.target:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "This heal move is healing the other card."))
        _raise(heal_target_problem(state, seat, action.target))
        _check_set(state, seat, (action.card,))
        slot = state.slot(seat, action.target)
        assert slot is not None
        _raise(heal_card_problem(state, slot, action.card))
    elif isinstance(action, RemoveDamage):
        assert state.heal is not None and state.heal.pending is not None
        slot = state.slot(seat, state.heal.target)
        assert slot is not None
        entries = action.entries
        if not isinstance(entries, tuple) or any(
                not is_int(i) for i in entries) or list(entries) != sorted(set(entries)):
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "List each damage entry once, in increasing order."))
        if entries and not 0 <= entries[0] <= entries[-1] < len(slot.damage):
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "There is no such damage entry."))
        total = sum(slot.damage[i][1] for i in entries)
        if total > state.heal.pending:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "The chosen damage ({total}) exceeds the heal value ({value})."),
                total=total, value=state.heal.pending)
    elif isinstance(action, Pass) and has_move(state, seat):
        raise IllegalAction(QT_TRANSLATE_NOOP(
            "engine", "You may pass only when no move is possible."))
