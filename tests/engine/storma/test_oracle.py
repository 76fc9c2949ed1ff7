"""An independent oracle: in random games, recompute every attack and heal from the rules text
and the rolled dice (taken from the events) and compare with what the engine did.

Why: the concrete rule tests pin single positions; this checks the same sentences on thousands
of positions nobody wrote by hand (mixed attacks, fumbles next to kills, heals in the
Sjukstuga, reshuffles).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Decision, Event, Rng
from engine.storma import AGENTS, GAME
from engine.storma import cards as cd
from engine.storma.actions import Attack, Exchange, Heal, Pass, RemoveDamage, Retreat
from engine.storma.state import OVER, REFILL, SETUP_ACTIVE, TURN, StormaState, clone


def _dice(events: list[Event], purpose: str) -> list[Any]:
    return [e.to_json()["data"] for e in events
            if e.kind == "dice" and e.data["purpose"] == purpose]


def _discarded(post: StormaState, x: int) -> bool:
    """In the discard pile, or already reshuffled into the draw pile and maybe drawn."""
    return x in post.discard or x in post.draw or x in post.hands[0] or x in post.hands[1]


def _check_attack(pre: StormaState, post: StormaState, action: Attack,
                  events: list[Event]) -> None:
    seat = pre.to_move
    defender = 1 - seat
    target = pre.active[defender]
    assert target is not None
    numbers = [x for x in action.cards if cd.is_number(x)]
    jokers = [x for x in action.cards if cd.is_joker(x)]
    assassins = [x for x in action.cards if cd.is_face(x)]
    # one suit (Jokers aside), never the target's suit, never a house card
    suits = {cd.suit_of(x) for x in numbers + assassins}
    assert len(suits) <= 1
    assert cd.suit_of(target.card) not in suits
    assert all(cd.suit_of(x) not in pre.houses for x in assassins)
    joker_rolls = _dice(events, "joker_attack")
    assassin_rolls = _dice(events, "assassin")
    assert [d["card"] for d in joker_rolls] == jokers  # every die at commit, one per card
    assert [d["card"] for d in assassin_rolls] == assassins
    added = sum(cd.rank_of(x) for x in numbers)
    fumbled_jokers = []
    for d in joker_rolls:
        assert len(d["dice"]) == 2
        if d["dice"] == [0, 0]:
            fumbled_jokers.append(d["card"])
        else:
            added += sum(d["dice"])
    fumbled_assassins = []
    for d in assassin_rolls:
        assert len(d["dice"]) == 1
        if d["dice"] == [0]:
            fumbled_assassins.append(d["card"])
        else:
            added += 5 + d["dice"][0]
    for j in fumbled_jokers:
        assert j in post.hands[defender]
        assert j in post.known[defender]
    for a in fumbled_assassins:
        assert a in post.trophies[defender]
    for a in assassins:
        if a not in fumbled_assassins:
            assert _discarded(post, a)
    total = target.total() + added
    if total >= cd.toughness(target.card):
        assert target.card in post.trophies[seat]
        for x, _ in target.damage:
            if x is not None:
                assert _discarded(post, x)
        assert post.active[defender] is None or post.phase != REFILL
    else:
        after = post.active[defender]
        assert after is not None
        assert after.card == target.card
        assert after.total() == total
        if added:
            assert after.last_attacker == seat


def _check_heal(pre: StormaState, post: StormaState, action: Heal,
                events: list[Event]) -> None:
    seat = pre.to_move
    slot = pre.slot(seat, action.target)
    assert slot is not None
    assert slot.damage
    left = cd.toughness(slot.card) - slot.total()
    x = action.card
    if cd.is_number(x):
        assert cd.suit_of(x) == cd.suit_of(slot.card)
        assert post.heal is not None
        assert post.heal.pending == cd.rank_of(x)
        return
    rolls = _dice(events, "joker_heal" if cd.is_joker(x) else "healer")
    assert len(rolls) == 1
    assert len(rolls[0]["dice"]) == 2
    a, b = rolls[0]["dice"]
    if cd.is_joker(x):
        assert left <= 10
        if (a, b) == (0, 0):
            owner = slot.last_attacker if slot.last_attacker is not None else 1 - seat
            assert slot.card in post.trophies[owner]
            assert post.slot(seat, action.target) is None or post.phase == OVER or \
                post.slot(seat, action.target).card != slot.card  # type: ignore[union-attr]
        else:
            assert post.heal is not None
            assert post.heal.pending == max(a, b)
        return
    assert cd.is_face(x)
    assert cd.suit_of(x) not in pre.houses
    after = post.slot(seat, action.target)
    assert after is not None
    if (a, b) == (0, 0):
        assert cd.toughness(after.card) - after.total() == 1
        if left > 1:
            assert after.damage[-1] == (x, left - 1)
        else:
            assert _discarded(post, x)
            assert after.total() == slot.total()
    else:
        assert post.heal is not None
        assert post.heal.pending == 7 + a + b <= 25
        assert _discarded(post, x)


def _check_remove(pre: StormaState, post: StormaState, action: RemoveDamage) -> None:
    assert pre.heal is not None
    assert pre.heal.pending is not None
    slot = pre.slot(pre.to_move, pre.heal.target)
    after = post.slot(post.to_move, pre.heal.target)
    assert slot is not None
    assert after is not None
    removed = sum(slot.damage[i][1] for i in action.entries)
    assert removed <= pre.heal.pending
    assert after.total() == slot.total() - removed


def _check_turn_draws(post: StormaState, mover: int) -> None:
    """After a whole move: the mover holds at least 10 unless both piles ran dry."""
    if post.phase == TURN and post.to_move != mover:
        assert len(post.hands[mover]) >= 10 or (not post.draw and not post.discard)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9))
def test_every_attack_and_heal_matches_the_rules_recomputed(seed: int) -> None:
    state = GAME.new_game({}, seed)
    players = [AGENTS["random"](), AGENTS["heuristic"]()]
    rng = Rng(seed)
    while not GAME.is_over(state):
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state)
        action = players[seat].choose(Decision(GAME, state, seat, legal), rng)
        pre = clone(state)
        events = GAME.apply(state, action)
        if isinstance(action, Attack):
            _check_attack(pre, state, action, events)
        elif isinstance(action, Heal):
            _check_heal(pre, state, action, events)
        elif isinstance(action, RemoveDamage):
            _check_remove(pre, state, action)
        if any(e.kind == "turn" for e in events) and pre.phase != SETUP_ACTIVE \
                and not isinstance(action, Pass):
            _check_turn_draws(state, pre.to_move)


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**9))
def test_determinize_is_consistent_with_the_view_at_every_decision(seed: int) -> None:
    state = GAME.new_game({}, seed)
    players = [AGENTS["random"](), AGENTS["random"]()]
    rng = Rng(seed)
    while not GAME.is_over(state):
        seat = GAME.current_player(state)
        assert seat is not None
        view = GAME.view(state, seat)
        full = GAME.determinize(view, seat, Rng(seed + state.turns))
        assert GAME.audit(full) == []
        again = GAME.view(full, seat)
        assert again.hands == view.hands
        assert again.active == view.active
        assert again.infirmary == view.infirmary
        assert again.discard == view.discard
        assert len(full.draw) == len(state.draw)
        assert GAME.legal_actions(full) == GAME.legal_actions(state)  # the actor's own view
        legal = GAME.legal_actions(state)
        GAME.apply(state, players[seat].choose(Decision(GAME, state, seat, legal), rng))


def _expected_turn_moves(state: StormaState, seat: int) -> tuple[int, int, set[Any], set[Any]]:
    """Counts of exchanges and attacks and the sets of heals and retreats, from the rules."""
    hand = [x for x in state.hands[seat] if x is not None]
    houses = set(state.houses)
    target = state.active[1 - seat]
    assert target is not None
    jokers = sum(1 for x in hand if cd.is_joker(x))
    exchanges = attacks = 0
    for suit in range(4):
        of_suit = [x for x in hand if not cd.is_joker(x) and cd.suit_of(x) == suit]
        usable = [x for x in of_suit if not (cd.is_face(x) and suit in houses)]
        exchanges += 2 ** len(usable) - 1
        if suit != cd.suit_of(target.card):
            attacks += (2 ** len(usable) - 1) * 2 ** jokers
    attacks += 2 ** jokers - 1
    heals: set[Any] = set()
    for where in ("active", "infirmary"):
        slot = state.slot(seat, where)
        if slot is None or not slot.damage:
            continue
        left = cd.toughness(slot.card) - slot.total()
        for x in hand:
            if (cd.is_number(x) and cd.suit_of(x) == cd.suit_of(slot.card)) or (
                    cd.is_face(x) and cd.suit_of(x) not in houses) or (
                    cd.is_joker(x) and left <= 10):
                heals.add(Heal(where, x))
    retreats: set[Any] = set()
    if state.infirmary[seat] is None:
        retreats = {Retreat(x) for x in hand if cd.is_face(x)}
    return exchanges, attacks, heals, retreats


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**9))
def test_the_legal_moves_of_every_turn_match_an_independent_count(seed: int) -> None:
    state = GAME.new_game({}, seed)
    players = [AGENTS["heuristic"](), AGENTS["random"]()]
    rng = Rng(seed)
    while not GAME.is_over(state):
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state)
        if state.phase == TURN:
            exchanges, attacks, heals, retreats = _expected_turn_moves(state, seat)
            assert sum(isinstance(a, Exchange) for a in legal) == exchanges
            assert sum(isinstance(a, Attack) for a in legal) == attacks
            assert {a for a in legal if isinstance(a, Heal)} == heals
            assert {a for a in legal if isinstance(a, Retreat)} == retreats
            nothing = not (exchanges or attacks or heals or retreats)
            assert (legal == [Pass()]) == nothing
        GAME.apply(state, players[seat].choose(Decision(GAME, state, seat, legal), rng))
