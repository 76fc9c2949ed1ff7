"""A scripted Riftforce player for the UI tests: it says *what* to do; the test does it
through the table's widgets (drags and clicks), and ``simulate`` does the same on the engine
alone (used to choose seeds where every feature under test comes up).

The plan favours the situations the tests must see: a spread play, a Water/Air activation
with a destination choice, and a Thunderbolt activation whose hit destroys and repeats.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from engine.core import Decision, Rng
from engine.riftforce import GAME
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
from engine.riftforce.agents import HeuristicAgent
from engine.riftforce.cards import HAND_SIZE, guild_of, number_of
from engine.riftforce.guilds import LOCATION_QUESTIONS
from engine.riftforce.rules import matching_elementals
from engine.riftforce.state import State, controlled, life_left
from tests.ui.tables import new_session, show_table
from ui.games.riftforce.table import RiftforceTable
from ui.session import HUMAN, SeatConfig, Session

DRAFT_ORDER = ("thunderbolt", "water", "air", "earth", "fire", "ice", "light", "plant",
               "crystal", "shadow")

Op = tuple[Any, ...]


@dataclass
class Planner:
    seat: int
    spread: list[int] = field(default_factory=list)  # cards of a spread still to place
    spread_done: bool = False
    focus: str = ""  # the guild being activated ("thunderbolt", "water", "air")

    def plan(self, st: State) -> Op:
        me = self.seat
        p = st.pending
        if st.phase == "draft":
            for g in DRAFT_ORDER:
                if g in st.draft_pool:
                    return ("pick", g)
        hand = [c for c in st.hands[me] if c is not None]
        if p is None:
            return self._start(st, hand)
        if p.kind == "play_more":
            if self.spread:
                card = self.spread.pop(0)
                placed = [loc for _, loc in st.placed]
                loc = max(placed) + 1 if max(placed) + 1 in p.locations else min(placed) - 1
                if not self.spread:
                    self.spread_done = True
                return ("place", card, loc)
            return ("end",)
        if p.kind == "choose_activation":
            if p.can_stop:
                return ("end",)
            best = [c for c in p.options if guild_of(c) == self.focus] or list(p.options)
            if self.focus == "thunderbolt":
                killers = [c for c in best if self._thunder_ready(st, c)]
                best = killers or best
            return ("elemental", best[0])
        if p.kind in LOCATION_QUESTIONS:
            return ("location", p.options[-1])
        if p.kind == "thunder_target":
            weak = sorted(p.options, key=lambda c: life_left(st, c))
            return ("target", weak[0])
        return ("target", p.options[0])

    def _thunder_ready(self, st: State, card: int) -> bool:
        enemies = st.lines[1 - self.seat][st.loc_of[card]]
        return len(enemies) >= 2 and any(life_left(st, e) <= 2 for e in enemies)

    def _start(self, st: State, hand: list[int]) -> Op:
        me = self.seat
        board = [c for line in st.lines[me] for c in line]
        for guild in ("thunderbolt", "water", "air"):
            for c in board:
                if guild_of(c) != guild:
                    continue
                if guild == "thunderbolt" and not self._thunder_ready(st, c):
                    continue
                for h in hand:
                    if guild_of(h) == guild and matching_elementals(st, me, h, "guild"):
                        self.focus = guild
                        return ("activate", h, "guild")
        if not self.spread_done and len(hand) >= 2:
            for i, a in enumerate(hand):
                for b in hand[i + 1:]:
                    if guild_of(a) == guild_of(b) or number_of(a) == number_of(b):
                        self.spread = [b]
                        return ("place", a, 1)
        if not hand or (len(hand) < HAND_SIZE and (len(hand) <= 3 or controlled(st, me))):
            return ("check",)
        # play the largest group of one guild (up to 3) where the opponent is strongest
        groups: dict[str, list[int]] = {}
        for c in hand:
            groups.setdefault(guild_of(c), []).append(c)
        cards = max(groups.values(), key=len)[:3]
        them = st.lines[1 - me]
        loc = max(range(5), key=lambda x: (len(them[x]), -abs(x - 2)))
        return ("play", cards, loc)


def to_actions(st: State, op: Op) -> list[Any]:
    """The engine actions the table submits for ``op`` (for the engine-only simulation)."""
    kind = op[0]
    if kind == "pick":
        return [DraftPick(op[1])]
    if kind == "place":
        return [PlaceCard(op[1], op[2])]
    if kind == "play":
        out: list[Any] = [PlaceCard(c, op[2]) for c in op[1]]
        if len(op[1]) >= 2:
            out.append(EndPlay())
        return out
    if kind == "end":
        p = st.pending
        return [EndPlay() if p is not None and p.kind == "play_more" else StopActivating()]
    if kind == "activate":
        return [Activate(op[1], op[2])]
    if kind == "elemental":
        return [ActivateElemental(op[1])]
    if kind == "location":
        return [ChooseLocation(op[1])]
    if kind == "target":
        return [ChooseCard(op[1])]
    return [CheckAndDraw()]


def simulate(seed: int, human: int = 0, max_actions: int = 3000) -> dict[str, Any]:
    """Play the plan against the heuristic on the engine alone, the way the session does."""
    st = GAME.new_game({"seats": 2}, seed)
    planner = Planner(human)
    agent = HeuristicAgent()
    rng: Rng | None = None
    count = 0
    seen: set[str] = set()
    while not GAME.is_over(st) and count < max_actions:
        seat = GAME.current_player(st)
        assert seat is not None
        if seat == human:
            op = planner.plan(GAME.view(st, human))
            for a in to_actions(st, op):
                if op[0] == "play" and st.pending is not None and isinstance(a, EndPlay) and (
                        st.pending.kind != "play_more"):
                    continue
                if isinstance(a, EndPlay) and st.pending is None:
                    continue
                kind = st.pending.kind if st.pending is not None else ""
                events = GAME.apply(st, a)
                count += 1
                if kind in ("water_direction", "air_destination"):
                    seen.add("destination")
                if any(e.kind == "check" and e.data["locations"] for e in events):
                    seen.add("scored")
                if kind == "thunder_repeat":
                    seen.add("repeat_click")
                if any(e.kind == "choice" and e.data.get("step") == "thunder_target"
                       for e in events) and any(e.kind == "destroy" for e in events):
                    seen.add("thunder_kill")
            if op[0] == "place" and len(st.placed) == 0 and planner.spread_done:
                seen.add("spread")
        else:
            if rng is None:
                rng = Rng(seed * 7919 + seat + count)
            decision = Decision(cast(Any, GAME), GAME.clone(st), seat, GAME.legal_actions(st))
            a = agent.choose(decision, rng)
            GAME.apply(st, a)
            count += 1
    return {"over": GAME.is_over(st), "actions": count, "seen": seen,
            "guilds": st.guilds[human]}


# ---------------------------------------------------------------------- built positions
def two_people(qtbot: Any, sessions: list[Session], size: tuple[int, int] = (1280, 800),
               seed: int = 9) -> tuple[Session, RiftforceTable]:
    """Two people at a table of ``size`` (animations off), free draft done (picks in turn
    from Thunderbolt, Fire, Water, Ice, Light, Air, Earth, Plant; with seed 9 the seat to act
    first has Thunderbolt), the first person's screen accepted: a position is then built on
    ``session.state`` and shown with ``table.refresh``."""
    seats = [SeatConfig("Berit", HUMAN), SeatConfig("Adam", HUMAN)]
    session = new_session("riftforce", {"seats": 2, "draft": "free"}, seed, seats)
    sessions.append(session)
    table: RiftforceTable = show_table(qtbot, session, size=size)
    order = ("thunderbolt", "fire", "water", "ice", "light", "air", "earth", "plant")
    st: State = session.state
    while st.phase == "draft":
        assert table.moves.pick(next(g for g in order if g in st.draft_pool))
    table.overlay.accepted.emit()
    return session, table


def from_deck(st: State, seat: int, guild: str | None = None, avoid: str = "") -> int:
    """Take a card (of ``guild``, not of ``avoid``) out of ``seat``'s draw pile."""
    card = next(c for c in st.decks[seat] if c is not None
                and (guild is None or guild_of(c) == guild) and guild_of(c) != avoid)
    st.decks[seat].remove(card)
    return card


def to_hand(st: State, seat: int, guild: str, count: int = 1) -> list[int]:
    """``count`` cards of ``guild`` in ``seat``'s hand (swapped in from the draw pile for
    cards of other guilds where needed), the first ``count`` of them."""
    hand = st.hands[seat]
    while sum(1 for c in hand if c is not None and guild_of(c) == guild) < count:
        card = from_deck(st, seat, guild)
        out = next(i for i, c in enumerate(hand) if c is None or guild_of(c) != guild)
        st.decks[seat].append(hand.pop(out))
        hand.append(card)
    return [c for c in hand if c is not None and guild_of(c) == guild][:count]
