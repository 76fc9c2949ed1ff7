"""Computer players for Riftforce: ``random`` (``core.RandomAgent``) and ``heuristic``.

Why a greedy evaluator: the action space is built from small decisions (place a card, pick an
elemental, answer an ability's question), so the heuristic simulates each candidate on a clone
of its *view* (never the real state) and scores the result with ``evaluate``: Riftforce
difference first, then enemies weakened or destroyed, locations controlled, its own exposure
(elementals about to die hand the opponent a point) and cards in hand.  For an Activate it
plays the whole action out greedily on the clone, choosing every ability answer the same way
it will choose it for real.
"""

from __future__ import annotations

from typing import Any

from engine.core import Decision, Game, Rng
from engine.riftforce.actions import (
    Action,
    Activate,
    CheckAndDraw,
    DraftPick,
    EndPlay,
    PlaceCard,
    StopActivating,
)
from engine.riftforce.cards import HAND_SIZE, NUM_LOCATIONS, NUMBER_TABLE, guild_of, number_of
from engine.riftforce.state import State, controlled

#: Base draft preference (higher = better); ``draft_value`` adjusts it to the opponent.
DRAFT_PREFERENCE: dict[str, float] = {
    "thunderbolt": 9.0, "light": 8.5, "crystal": 8.0, "shadow": 7.5, "water": 7.2,
    "fire": 7.0, "ice": 6.5, "plant": 6.2, "air": 6.0, "earth": 5.5,
}

W_SCORE = 10.0  # one Riftforce
W_CONTROL = 3.0  # a controlled location (a likely point at the next Check & Draw)
W_UNIT = 2.5  # an elemental on the board
W_LIFE = 0.9  # one point of life left on an elemental
W_HAND = 2.0  # a card in hand (options later)
W_FRAGILE = 3.0  # an elemental one or two damage from death facing enemies


def draft_value(guild: str, mine: list[str], theirs: list[str]) -> float:
    """Preference for ``guild`` given both sides' picks so far."""
    value = DRAFT_PREFERENCE.get(guild, 5.0)
    if guild == "shadow" and "crystal" in theirs:
        value += 1.5  # Shadow on a Crystal is worth 3 Riftforce
    if guild == "ice" and ("light" in theirs or "crystal" in theirs):
        value += 0.8  # big elementals that heal: Ice's 4 damage shines
    if guild == "crystal" and "shadow" in theirs:
        value -= 1.0
    if guild == "thunderbolt" and "earth" in theirs:
        value += 0.5
    if guild in ("air", "shadow", "water") and sum(
        g in ("air", "shadow", "water") for g in mine
    ) >= 2:
        value -= 0.7  # enough movers already
    return value


def evaluate(st: State, me: int) -> float:
    """Static value of ``st`` for seat ``me`` (positive = good for ``me``)."""
    opp = 1 - me
    if st.phase == "over":
        if st.winners is not None and me in st.winners:
            return 1000.0 if len(st.winners) == 1 else 0.0
        return -1000.0
    v = W_SCORE * (st.scores[me] - st.scores[opp])
    mine_all, theirs_all = st.lines[me], st.lines[opp]
    dmg = st.damage
    numbers = NUMBER_TABLE  # the search calls this ~100,000 times a game: no function calls
    for loc in range(NUM_LOCATIONS):
        mine, theirs = mine_all[loc], theirs_all[loc]
        if mine and not theirs:
            v += W_CONTROL
        elif theirs and not mine:
            v -= W_CONTROL
        for c in mine:
            left = numbers[c] - dmg[c]
            v += W_UNIT + W_LIFE * left
            if theirs and left <= 2:
                v -= W_FRAGILE * (3 - left) / 2
        for c in theirs:
            left = numbers[c] - dmg[c]
            v -= W_UNIT + W_LIFE * left
            if mine and left <= 2:
                v += W_FRAGILE * (3 - left) / 2
    v += W_HAND * (len(st.hands[me]) - len(st.hands[opp])) * 0.5
    return v


class HeuristicAgent:
    """Greedy one-action lookahead over its own view (see module docstring)."""

    name = "heuristic"

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        game: Game[State, Action] = decision.game
        seat = decision.seat
        st: State = decision.view
        legal: list[Action] = decision.legal
        if st.phase == "draft":
            return self._draft(st, seat, legal)
        if st.pending is None:
            return self._top_level(game, st, seat, legal)
        return self._best_step(game, st, seat, legal)[0]

    # -- draft -------------------------------------------------------------------------------

    def _draft(self, st: State, seat: int, legal: list[Action]) -> Action:
        picks = [a for a in legal if isinstance(a, DraftPick)]
        mine, theirs = st.guilds[seat], st.guilds[1 - seat]
        return max(picks, key=lambda a: (draft_value(a.guild, mine, theirs), a.guild))

    # -- sub-decisions -----------------------------------------------------------------------

    def _value_after(self, game: Game[State, Action], st: State, seat: int,
                     action: Action) -> float:
        """Value after ``action``, answering any follow-up ability questions greedily."""
        sim = st.copy(share_rng=True)
        game.apply(sim, action)
        p = sim.pending
        if p is not None and sim.to_move == seat and p.kind not in (
            "play_more", "choose_activation"
        ):
            return self._best_step(game, sim, seat, game.legal_actions(sim))[1]
        return evaluate(sim, seat)

    def _best_step(self, game: Game[State, Action], st: State, seat: int,
                   legal: list[Action]) -> tuple[Action, float]:
        """Best answer to the pending decision (and its value)."""
        p = st.pending
        best: Action = legal[0]
        best_v = float("-inf")
        seen: set[tuple[Any, ...]] = set()
        for action in legal:
            if isinstance(action, EndPlay | StopActivating):
                v = evaluate(st, seat) + 0.01  # stopping wins ties
            else:
                if isinstance(action, PlaceCard):
                    key: tuple[Any, ...] = (guild_of(action.card), number_of(action.card),
                                            action.location)
                    if key in seen:
                        continue
                    seen.add(key)
                v = self._value_after(game, st, seat, action)
            if p is not None and p.kind == "play_more" and isinstance(action, PlaceCard):
                v += W_HAND * 0.5  # the hand term counts the card twice otherwise
            if v > best_v:
                best, best_v = action, v
        return best, best_v

    # -- whole actions ---------------------------------------------------------------------

    def _play_out(self, game: Game[State, Action], st: State, seat: int) -> State:
        """Finish the action in progress on ``st`` greedily (mutates ``st``)."""
        guard = 0
        while st.pending is not None and st.to_move == seat and guard < 20:
            guard += 1
            action, _ = self._best_step(game, st, seat, game.legal_actions(st))
            game.apply(st, action)
        return st

    def _top_level(self, game: Game[State, Action], st: State, seat: int,
                   legal: list[Action]) -> Action:
        best: Action = legal[0]
        best_v = float("-inf")
        seen: set[tuple[Any, ...]] = set()
        hand = [c for c in st.hands[seat] if c is not None]
        for action in legal:
            if isinstance(action, PlaceCard):
                key: tuple[Any, ...] = ("p", guild_of(action.card), number_of(action.card),
                                        action.location)
                if key in seen:
                    continue
                seen.add(key)
                sim = st.copy(share_rng=True)
                game.apply(sim, action)
                v = evaluate(sim, seat)
                if sim.pending is not None:
                    _, v2 = self._best_step(game, sim, seat, game.legal_actions(sim))
                    v = max(v, v2)
            elif isinstance(action, Activate):
                value_key = guild_of(action.card) if action.by == "guild" else number_of(
                    action.card)
                key = ("a", action.by, value_key)
                if key in seen:
                    continue
                seen.add(key)
                action = self._cheapest_discard(hand, action)
                sim = st.copy(share_rng=True)
                game.apply(sim, action)
                v = evaluate(self._play_out(game, sim, seat), seat)
            elif isinstance(action, CheckAndDraw):
                deck_left = len(st.decks[seat]) + len(st.discards[seat])
                drawn = min(HAND_SIZE - len(st.hands[seat]), deck_left)
                gained = len(controlled(st, seat))
                v = evaluate(st, seat) + W_SCORE * gained + W_HAND * 0.5 * drawn
                if not hand:
                    v += 100.0
            else:
                continue
            if v > best_v:
                best, best_v = action, v
        return best

    @staticmethod
    def _cheapest_discard(hand: list[int], action: Activate) -> Activate:
        """Among cards giving the same activation, discard the least useful one."""
        key = guild_of(action.card) if action.by == "guild" else number_of(action.card)
        same = [c for c in hand
                if (guild_of(c) if action.by == "guild" else number_of(c)) == key]
        card = min(same, key=lambda c: (number_of(c), DRAFT_PREFERENCE.get(guild_of(c), 5), c))
        return Activate(card, action.by)
