"""Applying actions and listing the legal ones.

``apply`` = ``checks.validate`` then mutate; ``legal_actions`` builds candidates from card
pools filtered by the same per-card predicates ``validate`` uses (see checks.py), so both stay
one rules path while listing a 20-card hand's subsets stays fast.  ``candidates_by_suit`` is
the cheaper structured path for agents that do not want every subset.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from engine.core import Event
from engine.storma import cards as cd
from engine.storma import dice
from engine.storma import events as ev
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
    attack_of_sorted,
    exchange_of_sorted,
    remove_of_sorted,
)
from engine.storma.checks import (
    active_card_problem,
    actor,
    attack_card_problem,
    exchange_card_problem,
    hand_of,
    heal_card_problem,
    heal_target_problem,
    remaining,
    validate,
)
from engine.storma.state import (
    HEAL,
    HOUSE,
    OVER,
    REFILL,
    SETUP_ACTIVE,
    TURN,
    HealProgress,
    Slot,
    StormaState,
)

HAND_SIZE = 10
DEAL = 17
TROPHY_CARDS = 3

# ----------------------------------------------------------------------------------------------
# small helpers that mutate
# ----------------------------------------------------------------------------------------------


def draw_cards(state: StormaState, seat: int, n: int, events: list[Event], why: str) -> None:
    """Draw ``n`` cards, reshuffling the discard pile when the draw pile runs out."""
    drawn: list[int] = []
    hand = hand_of(state, seat)
    for _ in range(n):
        if not state.draw:
            if not state.discard:
                break
            state.draw = list(state.discard)
            state.discard = []
            state.rng.shuffle(state.draw)
            events.append(ev.Reshuffled(len(state.draw)))
        c = state.draw.pop()
        assert c is not None
        hand.append(c)
        drawn.append(c)
    if drawn:
        events.append(ev.Drew(seat, tuple(drawn), len(drawn), why))


def _remove_from_hand(state: StormaState, seat: int, c: int) -> None:
    state.hands[seat].remove(c)
    if c in state.known[seat]:
        state.known[seat].remove(c)


def _dice_event(seat: int, card: int | None, purpose: str, rolled: tuple[int, ...], value: int,
                fumble: bool, consequence: str) -> ev.Rolled:
    return ev.Rolled(seat, card, purpose, rolled, value, fumble, consequence)


def _award_trophy(state: StormaState, seat: int, c: int, events: list[Event], why: str) -> None:
    state.trophies[seat].append(c)
    state.new_trophies[seat] += 1
    events.append(ev.TrophyTaken(seat, c, why))
    for owner in (0, 1):
        suit = state.houses[owner]
        if suit is None:
            continue
        fallen = sum(1 for h in cd.house_cards(suit) if h in state.trophies[0]
                     or h in state.trophies[1])
        if fallen == 3 and state.phase != OVER:
            state.phase = OVER
            state.winner = 1 - owner
            state.heal = None
            state.refill_seat = None
            events.append(ev.HouseFallen(winner=1 - owner, house=suit))


def _kill(state: StormaState, seat: int, where: str, to: int, events: list[Event],
          why: str) -> None:
    """Take the face card at ``where`` of ``seat`` out of play as a trophy of ``to``."""
    slot = state.slot(seat, where)
    assert slot is not None
    for c, _ in slot.damage:
        if c is not None:
            state.discard.append(c)
    if where == "active":
        state.active[seat] = None
    else:
        state.infirmary[seat] = None
    events.append(ev.Defeated(seat, slot.card, where,
                              tuple(c for c, _ in slot.damage if c is not None)))
    _award_trophy(state, to, slot.card, events, why)


def can_fill(state: StormaState, seat: int) -> bool:
    return state.infirmary[seat] is not None or any(cd.is_face(c) for c in hand_of(state, seat))


def finish_move(state: StormaState, events: list[Event]) -> None:
    """After the move: refill an empty Active slot (a decision), draw to 10, trophy cards."""
    if state.phase == OVER:
        return
    mover = state.to_move
    for seat in (mover, 1 - mover):
        if state.active[seat] is None:
            if not can_fill(state, seat):
                state.phase = OVER
                state.winner = 1 - seat
                events.append(ev.CannotFill(winner=1 - seat, seat=seat))
                return
            state.phase = REFILL
            state.refill_seat = seat
            return
    state.refill_seat = None
    short = HAND_SIZE - len(state.hands[mover])
    if short > 0:
        draw_cards(state, mover, short, events, "refill")
    for seat in (mover, 1 - mover):
        if state.new_trophies[seat]:
            draw_cards(state, seat, TROPHY_CARDS * state.new_trophies[seat], events, "trophy")
    state.new_trophies = [0, 0]
    state.heal = None
    next_turn(state, events)


def next_turn(state: StormaState, events: list[Event]) -> None:
    """Hand the turn to the other player."""
    state.to_move = 1 - state.to_move
    state.phase = TURN
    state.turns += 1
    events.append(ev.TurnBegan(state.to_move))


# ----------------------------------------------------------------------------------------------
# apply
# ----------------------------------------------------------------------------------------------


def apply(state: StormaState, action: Action) -> list[Event]:
    validate(state, action)
    seat = actor(state)
    assert seat is not None
    events: list[Event] = []
    if not isinstance(action, Pass | ChooseHouse | ChooseActive | FillActive):
        state.passes = 0
    if isinstance(action, ChooseHouse):
        _choose_house(state, seat, action.suit, events)
    elif isinstance(action, ChooseActive):
        _choose_active(state, seat, action.card, events)
    elif isinstance(action, Exchange):
        for c in action.cards:
            _remove_from_hand(state, seat, c)
            state.discard.append(c)
        events.append(ev.Exchanged(seat, tuple(action.cards)))
        draw_cards(state, seat, len(action.cards), events, "exchange")
        finish_move(state, events)
    elif isinstance(action, Attack):
        _attack(state, seat, action.cards, events)
        finish_move(state, events)
    elif isinstance(action, Heal):
        _heal(state, seat, action.target, action.card, events)
    elif isinstance(action, RemoveDamage):
        _remove_damage(state, seat, action.entries, events)
    elif isinstance(action, EndHeal):
        events.append(ev.HealEnded(seat))
        state.heal = None
        finish_move(state, events)
    elif isinstance(action, Retreat):
        old = state.active[seat]
        assert old is not None
        _remove_from_hand(state, seat, action.card)
        state.infirmary[seat] = old
        state.active[seat] = Slot(action.card)
        events.append(ev.Retreated(seat, old.card, action.card))
        finish_move(state, events)
    elif isinstance(action, FillActive):
        infirmary = state.infirmary[seat]
        if infirmary is not None and infirmary.card == action.card:
            state.active[seat] = infirmary
            state.infirmary[seat] = None
            source = "infirmary"
        else:
            _remove_from_hand(state, seat, action.card)
            state.active[seat] = Slot(action.card)
            source = "hand"
        events.append(ev.ActiveFilled(seat, action.card, source))
        state.phase = TURN
        finish_move(state, events)
    elif isinstance(action, Pass):
        state.passes += 1
        events.append(ev.Passed(seat))
        if state.passes >= 2:
            state.phase = OVER
            state.winner = None
            events.append(ev.TwoPasses())
        else:
            # a pass is no move: "after the move" (draw to 10) does not apply to it
            next_turn(state, events)
    return events


def _choose_house(state: StormaState, seat: int, suit: int, events: list[Event]) -> None:
    state.houses[seat] = suit
    events.append(ev.HouseChosen(seat, suit))
    if None in state.houses:
        return  # the other player picks next
    houses = [s for s in state.houses if s is not None]
    house = {c for s in houses for c in cd.house_cards(s)}
    for s in (0, 1):
        suit_s = state.houses[s]
        assert suit_s is not None
        state.hands[s] = list(cd.house_cards(suit_s))
    # until now all 54 cards waited in the (unshuffled) draw pile
    state.draw = [c for c in cd.ALL_CARDS if c not in house]
    state.rng.shuffle(state.draw)
    for s in (0, 1):
        draw_cards(state, s, DEAL, events, "deal")
    state.phase = SETUP_ACTIVE


def _choose_active(state: StormaState, seat: int, c: int, events: list[Event]) -> None:
    _remove_from_hand(state, seat, c)
    state.setup_active[seat] = c
    state.setup_chosen[seat] = True
    events.append(ev.ActiveChosen(seat, c))
    if seat == 0:
        return
    for s in (0, 1):
        chosen = state.setup_active[s]
        assert chosen is not None
        state.active[s] = Slot(chosen)
    state.setup_active = [None, None]
    events.append(ev.Revealed(tuple(s.card for s in state.active if s)))
    while True:
        rolls = [state.rng.t10(), state.rng.t10()]
        tie = rolls[0] == rolls[1]
        for s in (0, 1):
            outcome = "tie" if tie else ("starts" if rolls[s] > rolls[1 - s] else "second")
            events.append(_dice_event(s, None, "start", (rolls[s],), rolls[s], False, outcome))
        if not tie:
            break
    state.to_move = 0 if rolls[0] > rolls[1] else 1
    state.phase = TURN
    events.append(ev.TurnBegan(state.to_move))


def _attack(state: StormaState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
    defender = 1 - seat
    target = state.active[defender]
    assert target is not None
    for c in cards:
        _remove_from_hand(state, seat, c)
    events.append(ev.Attacked(seat, tuple(cards), target.card))
    damaged = False
    # number cards first, then Jokers, then assassins: every die is rolled now, at commit
    order = sorted(cards, key=lambda c: (0 if cd.is_number(c) else 1 if cd.is_joker(c) else 2, c))
    for c in order:
        if cd.is_number(c):
            target.damage.append((c, cd.rank_of(c)))
            damaged = True
            events.append(ev.Damaged(seat, c, cd.rank_of(c), target.card))
        elif cd.is_joker(c):
            rolled = dice.roll_t10(state.rng, 2)
            value, fumble = dice.joker_attack(rolled)
            if fumble:
                state.hands[defender].append(c)
                state.known[defender].append(c)
                events.append(_dice_event(seat, c, "joker_attack", rolled, 0, True,
                                          "joker_to_defender"))
            else:
                target.damage.append((c, value))
                damaged = True
                events.append(_dice_event(seat, c, "joker_attack", rolled, value, False,
                                          "damage"))
        else:
            rolled = dice.roll_t10(state.rng, 1)
            value, fumble = dice.assassin(rolled)
            if fumble:
                events.append(_dice_event(seat, c, "assassin", rolled, 0, True,
                                          "assassin_trophy"))
                _award_trophy(state, defender, c, events, "assassin_fumble")
            else:
                target.damage.append((None, value))
                state.discard.append(c)
                damaged = True
                events.append(_dice_event(seat, c, "assassin", rolled, value, False, "wound"))
    if damaged:
        target.last_attacker = seat
    if state.phase != OVER and target.total() >= cd.toughness(target.card):
        _kill(state, defender, "active", seat, events, "defeated")


def _heal(state: StormaState, seat: int, where: str, c: int, events: list[Event]) -> None:
    if state.heal is None:
        state.heal = HealProgress(where)
        state.phase = HEAL
        events.append(ev.HealStarted(seat, where))
    progress = state.heal
    progress.cards_played += 1
    slot = state.slot(seat, where)
    assert slot is not None
    _remove_from_hand(state, seat, c)
    if cd.is_number(c):
        state.discard.append(c)
        progress.pending = cd.rank_of(c)
        events.append(ev.Healed(seat, c, cd.rank_of(c), slot.card))
    elif cd.is_joker(c):
        rolled = dice.roll_t10(state.rng, 2)
        value, fumble = dice.joker_heal(rolled)
        state.discard.append(c)
        if fumble:
            events.append(_dice_event(seat, c, "joker_heal", rolled, 0, True, "target_dies"))
            to = slot.last_attacker if slot.last_attacker is not None else 1 - seat
            state.heal = None
            _kill(state, seat, where, to, events, "joker_heal_fumble")
            finish_move(state, events)
        else:
            progress.pending = value
            events.append(_dice_event(seat, c, "joker_heal", rolled, value, False, "heal"))
    else:
        rolled = dice.roll_t10(state.rng, 2)
        value, fumble = dice.healer(rolled)
        if fumble:
            left = remaining(slot)
            if left > 1:
                slot.damage.append((c, left - 1))
                events.append(_dice_event(seat, c, "healer", rolled, 0, True, "one_point_left"))
            else:
                state.discard.append(c)
                events.append(_dice_event(seat, c, "healer", rolled, 0, True, "no_effect"))
        else:
            state.discard.append(c)
            progress.pending = value
            events.append(_dice_event(seat, c, "healer", rolled, value, False, "heal"))


def _remove_damage(state: StormaState, seat: int, entries: tuple[int, ...],
                   events: list[Event]) -> None:
    progress = state.heal
    assert progress is not None
    slot = state.slot(seat, progress.target)
    assert slot is not None
    chosen = set(entries)
    removed = [slot.damage[i] for i in entries]
    slot.damage = [d for i, d in enumerate(slot.damage) if i not in chosen]
    for c, _ in removed:
        if c is not None:
            state.discard.append(c)
    events.append(ev.DamageRemoved(seat, slot.card, tuple(removed), progress.pending))
    progress.pending = None


# ----------------------------------------------------------------------------------------------
# legal actions
# ----------------------------------------------------------------------------------------------


def _subsets(items: list[int]) -> Iterator[tuple[int, ...]]:
    """Every non-empty subset of the (sorted) ``items`` as an increasing tuple."""
    for r in range(1, len(items) + 1):
        yield from combinations(items, r)


def candidates_by_suit(state: StormaState, seat: int, kind: str) -> dict[int, list[int]]:
    """Cards usable for ``kind`` ("attack"/"exchange") grouped by suit (-1 = Jokers).

    The structured path for agents: every legal attack is a non-empty subset of one suit's
    group plus any subset of the Jokers (an exchange: of one group), so an agent can reason
    per suit instead of walking every subset.
    """
    groups: dict[int, list[int]] = {}
    for c in sorted(hand_of(state, seat)):
        ok = (attack_card_problem(state, seat, c) if kind == "attack"
              else exchange_card_problem(state, c)) is None
        if ok:
            groups.setdefault(cd.suit_of(c), []).append(c)
    return groups


def removal_choices(damage: list[tuple[int | None, int]], value: int) -> list[tuple[int, ...]]:
    """Every subset of damage entry indices (empty included) whose amounts sum to <= value."""
    out: list[tuple[int, ...]] = []
    n = len(damage)

    def walk(i: int, chosen: tuple[int, ...], budget: int) -> None:
        if i == n:
            out.append(chosen)
            return
        walk(i + 1, chosen, budget)
        amount = damage[i][1]
        if amount <= budget:
            walk(i + 1, (*chosen, i), budget - amount)

    walk(0, (), value)
    out.sort(key=lambda t: (len(t), t))
    return out


def best_removal(damage: list[tuple[int | None, int]], value: int) -> tuple[int, ...]:
    """The set the UI preselects: most damage removed, then fewest entries."""
    return max(removal_choices(damage, value), key=lambda t: (sum(damage[i][1] for i in t),
                                                              -len(t)))


def legal_actions(state: StormaState) -> list[Any]:
    seat = actor(state)
    if seat is None:
        return []
    phase = state.phase
    hand = hand_of(state, seat)
    if phase == HOUSE:
        return [ChooseHouse(s) for s in range(4) if s not in state.houses]
    if phase == SETUP_ACTIVE:
        return [ChooseActive(c) for c in sorted(hand) if active_card_problem(c) is None]
    if phase == REFILL:
        out: list[Any] = [FillActive(c) for c in sorted(hand) if active_card_problem(c) is None]
        infirmary = state.infirmary[seat]
        if infirmary is not None:
            out.append(FillActive(infirmary.card))
        return out
    if phase == HEAL:
        progress = state.heal
        assert progress is not None
        slot = state.slot(seat, progress.target)
        assert slot is not None
        if progress.pending is not None:
            return [remove_of_sorted(t) for t in removal_choices(slot.damage, progress.pending)]
        return [*_heal_actions(state, seat, progress.target), EndHeal()]
    # TURN
    actions: list[Any] = []
    for cards in exchange_sets(state, seat):
        actions.append(exchange_of_sorted(cards))
    for cards in attack_sets(state, seat):
        actions.append(attack_of_sorted(cards))
    for where in ("active", "infirmary"):
        actions.extend(_heal_actions(state, seat, where))
    if state.infirmary[seat] is None:
        actions.extend(Retreat(c) for c in sorted(hand) if active_card_problem(c) is None)
    if not actions:
        actions.append(Pass())
    return actions


def exchange_sets(state: StormaState, seat: int) -> Iterator[tuple[int, ...]]:
    for group in candidates_by_suit(state, seat, "exchange").values():
        yield from _subsets(group)


def attack_sets(state: StormaState, seat: int) -> Iterator[tuple[int, ...]]:
    groups = candidates_by_suit(state, seat, "attack")
    jokers = groups.pop(-1, [])
    joker_sets: list[tuple[int, ...]] = [(), *_subsets(jokers)]
    for group in groups.values():
        for base in _subsets(group):
            for js in joker_sets:
                yield base + js
    for js in joker_sets[1:]:
        yield js


def _heal_actions(state: StormaState, seat: int, where: str) -> list[Heal]:
    if heal_target_problem(state, seat, where) is not None:
        return []
    slot = state.slot(seat, where)
    assert slot is not None
    return [Heal(where, c) for c in sorted(hand_of(state, seat))
            if heal_card_problem(state, slot, c) is None]
