"""Computer players for Storma slottet!: ``random`` and the rule-based ``heuristic``.

Why a hand-written planner: the game is short and its good play is easy to state (kill with
the fewest cards, keep the house behind mercenaries, heal cheaply, throw away dead cards), so a
few transparent rules beat random play by a wide margin at a fraction of a millisecond per
decision.  The agent decides from its view only; each action it builds is checked against the
legal list, and it falls back to a legal action if its plan is not in it.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core import Decision, RandomAgent, Rng
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
from engine.storma.moves import best_removal, candidates_by_suit
from engine.storma.state import HEAL, HOUSE, REFILL, SETUP_ACTIVE, Slot, StormaState

JOKER_MEAN = 9.0  # 2T10 sum, fumble 1 %
ASSASSIN_MEAN = 9.0  # 5 + 1T10 with a zero fumble: 0.9 * 10
HEALER_MEAN = 16.0
DANGER = 12  # an Active card with this many points left or fewer is in danger


class RandomStormaAgent(RandomAgent):
    """Uniform over the legal actions (the arena baseline)."""


class HeuristicAgent:
    """Kill with the fewest cards, protect the house with mercenaries, heal and exchange."""

    name = "heuristic"

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        state: StormaState = decision.view
        seat = decision.seat
        plan = self._plan(state, seat, rng)
        if plan is not None and plan in set(legal):
            return plan
        return self._fallback(legal)

    # ------------------------------------------------------------------------------------------

    def _plan(self, state: StormaState, seat: int, rng: Rng) -> Any:
        phase = state.phase
        hand = hand_of(state, seat)
        if phase == HOUSE:
            free = [s for s in range(4) if s not in state.houses]
            return ChooseHouse(free[rng.randrange(len(free))])
        if phase == SETUP_ACTIVE:
            return ChooseActive(self._best_front(state, hand, None))
        if phase == REFILL:
            return FillActive(self._best_front(state, hand, state.infirmary[seat]))
        if phase == HEAL:
            return self._continue_heal(state, seat, hand)
        return self._turn(state, seat, hand)

    @staticmethod
    def _fallback(legal: list[Any]) -> Any:
        """Never pass up a move for nothing: prefer ending a heal, then the smallest exchange."""
        for kind in (RemoveDamage, EndHeal, Exchange, Attack):
            options = [a for a in legal if isinstance(a, kind)]
            if options:
                return min(options, key=lambda a: len(getattr(a, "cards", ())))
        return legal[0]

    # ------------------------------------------------------------------------------------------

    def _best_front(self, state: StormaState, hand: list[int], infirmary: Slot | None) -> int:
        """The card to stand in front: a healthy mercenary first, so the house stays safe."""
        heroes = [c for c in hand if is_hero(state, c)]
        if heroes:
            return max(heroes, key=lambda c: (cd.toughness(c), c))
        faces = [(cd.toughness(c), c) for c in hand if cd.is_face(c)]
        if infirmary is not None:
            faces.append((remaining(infirmary), infirmary.card))
        return max(faces)[1]

    def _turn(self, state: StormaState, seat: int, hand: list[int]) -> Any:
        me = state.active[seat]
        target = state.active[1 - seat]
        assert me is not None and target is not None
        need = remaining(target)
        target_is_house = cd.suit_of(target.card) == state.houses[1 - seat]
        groups = candidates_by_suit(state, seat, "attack")
        jokers = groups.pop(-1, [])

        kill = self._sure_kill(groups, need)
        if kill is not None:
            return Attack(tuple(sorted(kill)))
        # a likely kill (Jokers/assassins included) comes before defence: arena A/B tests
        # showed pressing the attack wins more than guarding first
        likely = self._likely_kill(groups, jokers, need)
        if likely is not None:
            return Attack(tuple(sorted(likely)))

        my_left = remaining(me)
        my_is_house = not is_hero(state, me.card)
        heroes_in_hand = [c for c in hand if is_hero(state, c)]
        # protect the house: put a mercenary in front of a (damaged) house member
        if my_is_house and state.infirmary[seat] is None and heroes_in_hand and (
                my_left <= 25 or len(heroes_in_hand) >= 2):
            return Retreat(max(heroes_in_hand, key=cd.toughness))
        # heal a badly damaged card cheaply with number cards of its suit
        heal = self._heal_start(state, seat, hand, me)
        if heal is not None:
            return heal
        if my_left <= DANGER and state.infirmary[seat] is None:
            faces = [c for c in hand if cd.is_face(c)]
            if faces:
                return Retreat(self._best_front(state, faces, None))

        # heavy damage with the strongest suit (numbers only: assassins and Jokers wait for
        # a kill), with a lower bar when the target is a house member
        best = self._strongest(groups)
        if best is not None:
            cards_, dmg = best
            if dmg >= min(10, need * 0.4) or (target_is_house and dmg >= need * 0.3):
                return Attack(tuple(sorted(cards_)))
        exchange = self._exchange(state, seat, hand)
        if exchange is not None:
            return exchange
        if best is not None:
            return Attack(tuple(sorted(best[0])))
        if jokers:
            return Attack((jokers[0],))
        return Pass()

    @staticmethod
    def _sure_kill(groups: dict[int, list[int]], need: int) -> list[int] | None:
        """The cheapest set of number cards of one suit that surely defeats the target."""
        best: tuple[tuple[int, int], list[int]] | None = None
        for group in groups.values():
            nums = [c for c in group if cd.is_number(c)]
            if sum(cd.rank_of(c) for c in nums) < need:
                continue
            for r in range(1, len(nums) + 1):
                for combo in combinations(nums, r):
                    total = sum(cd.rank_of(c) for c in combo)
                    if total >= need:
                        key = (total, r)
                        if best is None or key < best[0]:
                            best = (key, list(combo))
                if best is not None and best[0][1] <= r:
                    break
        return best[1] if best else None

    @staticmethod
    def _likely_kill(groups: dict[int, list[int]], jokers: list[int],
                     need: int) -> list[int] | None:
        """All cards of one suit plus Jokers whose expected damage clears the target well."""
        best: tuple[float, list[int]] | None = None
        for group in groups.values():
            nums = [c for c in group if cd.is_number(c)]
            assassins = [c for c in group if cd.is_face(c)]
            base = sum(cd.rank_of(c) for c in nums)
            chosen = list(nums)
            expected = float(base)
            for extra, mean in [*((j, JOKER_MEAN) for j in jokers),
                                *((a, ASSASSIN_MEAN) for a in assassins)]:
                if expected >= need + 1:
                    break
                chosen.append(extra)
                expected += mean
            if expected >= need + 1 and (best is None or len(chosen) < len(best[1])):
                best = (expected, chosen)
        if best is None and len(jokers) == 2 and need + 1 <= 2 * JOKER_MEAN:
            return list(jokers)
        return best[1] if best else None

    @staticmethod
    def _strongest(groups: dict[int, list[int]]) -> tuple[list[int], int] | None:
        best: tuple[list[int], int] | None = None
        for group in groups.values():
            nums = [c for c in group if cd.is_number(c)]
            dmg = sum(cd.rank_of(c) for c in nums)
            if nums and (best is None or dmg > best[1]):
                best = (nums, dmg)
        return best

    def _heal_cards(self, state: StormaState, slot: Slot, hand: list[int],
                    allow_risky: bool) -> list[int]:
        suit = cd.suit_of(slot.card)
        nums = sorted((c for c in hand if cd.is_number(c) and cd.suit_of(c) == suit),
                      key=cd.rank_of, reverse=True)
        if allow_risky:
            nums += [c for c in hand if is_hero(state, c)]
        return nums

    def _heal_start(self, state: StormaState, seat: int, hand: list[int], me: Slot) -> Any:
        """Heal a house member in danger (a mercenary only when nearly dead), with number
        cards of its suit; healers (1 % fumble) only for a house member in danger."""
        for where, slot in (("active", me), ("infirmary", state.infirmary[seat])):
            if slot is None or not slot.damage:
                continue
            left = remaining(slot)
            house = not is_hero(state, slot.card)
            if where == "active" and left > DANGER + 6 and not house:
                continue
            if where == "active" and left > 25:
                continue
            cards_ = self._heal_cards(state, slot, hand, allow_risky=house and left <= DANGER)
            smallest = min(a for _, a in slot.damage)
            for c in cards_:
                value = cd.rank_of(c) if cd.is_number(c) else HEALER_MEAN
                if value >= smallest:
                    return Heal(where, c)
        return None

    def _continue_heal(self, state: StormaState, seat: int, hand: list[int]) -> Any:
        progress = state.heal
        assert progress is not None
        slot = state.slot(seat, progress.target)
        assert slot is not None
        if progress.pending is not None:
            return RemoveDamage(best_removal(slot.damage, progress.pending))
        if not slot.damage:
            return EndHeal()
        smallest = min(a for _, a in slot.damage)
        house = not is_hero(state, slot.card)
        for c in self._heal_cards(state, slot, hand, allow_risky=False):
            if cd.rank_of(c) >= smallest and (house or remaining(slot) <= DANGER + 6):
                return Heal(progress.target, c)
        return EndHeal()

    def _exchange(self, state: StormaState, seat: int, hand: list[int]) -> Any:
        """Throw away the biggest group of dead cards: numbers that can neither attack the
        current target nor heal my own cards, and low cards."""
        target = state.active[1 - seat]
        assert target is not None
        my_suits = {cd.suit_of(s.card) for s in (state.active[seat], state.infirmary[seat])
                    if s is not None}
        groups = candidates_by_suit(state, seat, "exchange")
        best: list[int] | None = None
        for suit, group in groups.items():
            dead = [c for c in group if cd.is_number(c) and suit not in my_suits and (
                suit == cd.suit_of(target.card) or cd.rank_of(c) <= 3)]
            if dead and (best is None or len(dead) > len(best)):
                best = dead
        if best is None or len(best) < 2:
            return None
        return Exchange(tuple(sorted(best)))
