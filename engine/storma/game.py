"""``StormaGame``: the protocol object (``GAME``) tying rules, views, determinization and audit.

Why here and not in moves.py: the rules only need the state; hiding information, sampling
hidden cards for search and checking invariants are about who may see what, kept apart so each
file stays small.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.core import Event, GameBase, Result, Rng, same_turn_no_chance
from engine.storma import cards as cd
from engine.storma import events as ev
from engine.storma.actions import ACTION_TYPES, Action, Heal, RemoveDamage
from engine.storma.checks import actor, is_hero
from engine.storma.moves import apply, legal_actions
from engine.storma.state import HEAL, HOUSE, OVER, REFILL, SETUP_ACTIVE, TURN, StormaState, clone

VARIANTS = ("standard",)
_VIEW_RNG_SEED = 0x5EED_0F_7AB1E  # a fixed dummy: views must not carry the real rng


class StormaGame(GameBase[StormaState, Action]):
    name: ClassVar[str] = "storma"
    action_types: ClassVar[Mapping[str, type]] = ACTION_TYPES

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        unknown = set(options) - {"variant", "seats", "first_house"}
        if options.get("seats", 2) != 2:
            raise ValueError(f"Storma slottet! is for exactly 2 players, not {options['seats']!r}")
        if unknown:
            raise ValueError(f"unknown Storma slottet! option(s): {', '.join(sorted(unknown))}")
        variant = options.get("variant") or "standard"
        if variant not in VARIANTS:
            raise ValueError(f"unknown Storma slottet! variant {variant!r}; "
                             f"choose from {', '.join(VARIANTS)}")
        first = options.get("first_house", 0)
        if first not in (0, 1) or isinstance(first, bool):
            raise ValueError(f"option first_house must be 0 or 1, not {first!r}")
        out: dict[str, Any] = {"variant": variant}
        if first:
            out["first_house"] = 1  # seat 1 picks its house first (a human facing the computer)
        return out

    def new_game(self, options: Mapping[str, Any], seed: int) -> StormaState:
        opts = self.normalize_options(options)
        return StormaState(options=opts, seed=seed, rng=Rng(seed), draw=list(cd.ALL_CARDS))

    def initial_events(self, state: StormaState) -> list[Event]:
        """``start``: who chooses a royal house first (so the log opens before the first
        move, and reads the same when it is rebuilt from a save)."""
        seat = actor(state)
        assert seat is not None  # a new game: someone chooses a house
        return [ev.Started(seat)]

    def num_seats(self, state: StormaState) -> int:
        return 2

    def current_player(self, state: StormaState) -> int | None:
        return actor(state)

    def legal_actions(self, state: StormaState, seat: int | None = None) -> list[Action]:
        if seat is not None and seat != actor(state):
            return []  # turn-based: only the current player acts (core.Game.acting_seats)
        return legal_actions(state)

    def apply(self, state: StormaState, action: Action) -> list[Event]:
        return apply(state, action)

    def is_over(self, state: StormaState) -> bool:
        return state.phase == OVER

    def result(self, state: StormaState) -> Result:
        if state.winner is None:
            return Result((0.5, 0.5), (0, 1))
        scores = [0.0, 0.0]
        scores[state.winner] = 1.0
        return Result((scores[0], scores[1]), (state.winner,))

    def clone(self, state: StormaState) -> StormaState:
        return clone(state)

    # ------------------------------------------------------------------------------------------
    # fair undo
    # ------------------------------------------------------------------------------------------

    def reversible(self, before: StormaState, action: Action, after: StormaState,
                   events: Sequence[Event]) -> bool:
        """Fair undo (``core.Game.reversible``): the steps of a heal move before it ends.

        Reversible: ``Heal`` with a number card (its value is its rank: no die) and
        ``RemoveDamage`` (picking damage entries), as long as the heal move goes on.  Not
        reversible: ``Heal`` with a Joker or a healer (dice; a Joker fumble also ends the
        move), ``EndHeal``, ``Exchange``, ``Attack``, ``Retreat``, ``FillActive``, ``Pass``
        (each ends the move: draws and the other seat's turn, or the other seat must fill its
        Active slot), ``ChooseHouse`` (the other seat picks next; the second pick shuffles and
        deals) and ``ChooseActive`` (the other seat chooses next; the second choice reveals
        both and rolls for the start).
        """
        if not isinstance(action, Heal | RemoveDamage) or after.phase != HEAL:
            return False
        if not same_turn_no_chance(self, before, after, before.rng, after.rng):
            return False
        other = 1 - before.to_move
        return (after.draw == before.draw and after.hands[other] == before.hands[other]
                and after.known == before.known)

    # ------------------------------------------------------------------------------------------
    # hidden information
    # ------------------------------------------------------------------------------------------

    def view(self, state: StormaState, seat: int | None) -> StormaState:
        """Hide the other hand (known Jokers stay visible), the draw order and the face-down
        set-up choice; the rng becomes a dummy and the seed 0 so a view cannot predict dice
        or draws (``Rng(seed)`` plus the public actions would replay every shuffle)."""
        v = clone(state)
        v.rng = Rng(_VIEW_RNG_SEED)
        v.seed = 0  # the game seed would replay every shuffle: as secret as the rng itself
        v.is_view = True
        v.draw = [None] * len(state.draw)
        for s in (0, 1):
            if s == seat:
                continue
            known = list(state.known[s])
            v.hands[s] = [*known, *([None] * (len(state.hands[s]) - len(known)))]
            v.setup_active[s] = None
        return v

    def determinize(self, view: StormaState, seat: int, rng: Rng) -> StormaState:
        """Deal the unseen cards at random, keeping what is certain: the opponent's remaining
        house cards are in their hand (or their face-down Active), known Jokers stay put."""
        state = clone(view)
        state.is_view = False
        state.rng = Rng(rng.randrange(2**62))
        other = 1 - seat
        seen = set(_visible_cards(view))
        pool = [c for c in cd.ALL_CARDS if c not in seen]
        rng.shuffle(pool)
        house = state.houses[other]
        if state.phase == SETUP_ACTIVE and state.setup_chosen[other] and \
                state.setup_active[other] is None:
            options = [c for c in pool if cd.is_face(c) and (
                cd.suit_of(c) == house or is_hero(state, c))]
            pick = options[rng.randrange(len(options))]
            state.setup_active[other] = pick
            pool.remove(pick)
        # house cards wait in their owner's hand, but only once they are dealt (not in HOUSE)
        forced = [c for c in pool if house is not None and state.phase != HOUSE
                  and cd.is_face(c) and cd.suit_of(c) == house]
        free = [c for c in pool if c not in forced]
        hand = [c for c in state.hands[other] if c is not None]
        need = len(state.hands[other]) - len(hand) - len(forced)
        hand.extend(forced)
        hand.extend(free[:need])
        state.hands[other] = list(hand)
        rest = free[need:]
        if state.phase == HOUSE:
            rest = sorted(rest)
        state.draw = list(rest)
        return state

    # ------------------------------------------------------------------------------------------
    # audit
    # ------------------------------------------------------------------------------------------

    def audit(self, state: StormaState) -> list[str]:
        problems: list[str] = []
        locations = _locations(state)
        counts = Counter(c for c, _ in locations)
        for c in cd.ALL_CARDS:
            if counts[c] != 1:
                places = [where for card, where in locations if card == c]
                problems.append(f"{cd.card_name(c)} is in {counts[c]} places {places}")
        extra = set(counts) - set(cd.ALL_CARDS)
        if extra:
            problems.append(f"unknown cards {sorted(extra, key=str)}")
        problems.extend(_audit_table(state))
        problems.extend(_audit_phase(state))
        for seat in (0, 1, None):
            problems.extend(self._audit_view(state, seat))
        return problems

    def _audit_view(self, state: StormaState, seat: int | None) -> list[str]:
        problems: list[str] = []
        v = self.view(state, seat)
        who = f"view of seat {seat}"
        if any(c is not None for c in v.draw) or len(v.draw) != len(state.draw):
            problems.append(f"{who} shows the draw pile")
        for s in (0, 1):
            if len(v.hands[s]) != len(state.hands[s]):
                problems.append(f"{who} has the wrong card count for hand {s}")
            if s == seat:
                if v.hands[s] != state.hands[s]:
                    problems.append(f"{who} does not show its own hand")
                continue
            shown = [c for c in v.hands[s] if c is not None]
            if sorted(shown) != sorted(state.known[s]):
                problems.append(f"{who} shows cards of hand {s}: {shown}")
            if v.setup_active[s] is not None:
                problems.append(f"{who} shows the face-down Active choice of seat {s}")
        if v.rng is state.rng or v.rng.random() == state.rng.copy().random():
            problems.append(f"{who} shares the game's random source")
        if v.seed != 0:
            problems.append(f"{who} carries the game seed")
        if (v.discard != state.discard or v.trophies != state.trophies
                or v.active != state.active or v.infirmary != state.infirmary):
            problems.append(f"{who} differs in public information")
        return problems


def _visible_cards(view: StormaState) -> list[int]:
    return [c for c, _ in _locations(view) if c is not None]


def _locations(state: StormaState) -> list[tuple[int | None, str]]:
    """Every card position of the state with its place name (hidden cards of a view: None)."""
    out: list[tuple[int | None, str]] = []
    for s in (0, 1):
        out.extend((c, f"hand{s}") for c in state.hands[s])
        out.extend((c, f"trophies{s}") for c in state.trophies[s])
        if state.setup_active[s] is not None:
            out.append((state.setup_active[s], f"setup{s}"))
        for where, slot in (("active", state.active[s]), ("infirmary", state.infirmary[s])):
            if slot is not None:
                out.append((slot.card, f"{where}{s}"))
                out.extend((c, f"{where}{s}-damage") for c, _ in slot.damage if c is not None)
    out.extend((c, "draw") for c in state.draw)
    out.extend((c, "discard") for c in state.discard)
    return out


def _audit_table(state: StormaState) -> list[str]:
    problems: list[str] = []
    houses = [h for h in state.houses if h is not None]
    if len(set(houses)) != len(houses):
        problems.append("both players have the same house")
    for s in (0, 1):
        for where, slot in (("active", state.active[s]), ("infirmary", state.infirmary[s])):
            if slot is None:
                continue
            if not cd.is_face(slot.card):
                problems.append(f"{where} of seat {s} is not a face card")
            if slot.total() >= cd.toughness(slot.card):
                problems.append(f"{cd.card_name(slot.card)} is still in play though defeated")
            for c, amount in slot.damage:
                if c is None:
                    ok = 6 <= amount <= 14
                elif cd.is_number(c):
                    ok = amount == cd.rank_of(c)
                elif cd.is_joker(c):
                    ok = 1 <= amount <= 18
                else:
                    ok = is_hero(state, c) and amount >= 1
                if not ok:
                    problems.append(f"bad damage entry {(c, amount)} on {cd.card_name(slot.card)}")
        for c in state.known[s]:
            if c not in state.hands[s]:
                problems.append(f"known card {c} not in hand {s}")
        house = state.houses[s]
        if house is not None and state.phase != HOUSE:
            for c in cd.house_cards(house):
                allowed = (c in state.hands[s] or c == state.setup_active[s]
                           or any(slot is not None and slot.card == c
                                  for slot in (state.active[s], state.infirmary[s]))
                           or c in state.trophies[0] or c in state.trophies[1])
                if not allowed and not state.is_view:
                    problems.append(f"house card {cd.card_name(c)} left its owner")
    return problems


def _audit_phase(state: StormaState) -> list[str]:
    problems: list[str] = []
    if state.phase in (TURN, HEAL) and (state.active[0] is None or state.active[1] is None):
        problems.append("an Active slot is empty during a turn")
    if state.phase == HOUSE and (state.hands[0] or state.hands[1]):
        problems.append("cards in hand before both houses are chosen")
    if state.phase == HEAL and state.heal is None:
        problems.append("heal phase without a heal in progress")
    if state.phase == REFILL and (state.refill_seat is None
                                  or state.active[state.refill_seat] is not None):
        problems.append("refill phase without an empty Active slot")
    if state.phase == OVER and actor(state) is not None:
        problems.append("the game is over but someone is to act")
    return problems


GAME = StormaGame()
