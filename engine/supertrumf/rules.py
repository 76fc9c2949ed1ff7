"""Supertrumf Fantasy rules: Klassisk (2–4 seats) and Blixtduell (2 seats).

Why one module: both rule sets share the round (name a property, face-down plays, reveal,
decide) and differ only in what happens after it, so ``_resolve`` branches on the variant.
Every ruling of ``rules/supertrumf-fantasy.md`` is implemented here and cited by its rule
number in comments; the tests in ``tests/engine/supertrumf`` check each with a position.

Simultaneous face-down plays are sequential commitments hidden by ``view``: seats put out one
after another (Klassisk: clockwise from the leader's left, leader last; Blixtduell: the
non-leader, then the leader).  The Blixtduell mulligan is likewise modelled as hidden
decisions per step: every seat still mulliganing decides (seat 0 first), nobody's choice is
visible to the other, and only when all have decided are the choices carried out, seat 0 first.

Rulings beyond the rules file (documented for the UI and the tests):

* ``Play`` may list a figure and an object in either order; the state stores figure first and
  ``legal_actions`` lists that canonical order only.
* A Blixtduell seat that must put out a card but holds none puts out nothing automatically
  (an empty play, event ``play`` with ``count`` 0) and loses the round; if *both* hold none the
  round is a tie (this cannot arise with the full deck, since 28 cards are always outside the
  prize piles, but the engine handles it). In a position built by hand straight into the play
  phase, such a seat's one legal action is the empty ``Play(())``.
* A Blixtduell tie makes both seats draw 2 starting with that round's leader (as the Klassisk
  draw order), then the dice are rolled for the next lead.
* The ``deal`` event is not returned by ``new_game`` (which returns only the state); the UI
  gets it from ``GAME.initial_events(state)``.
* Klassisk 7 holds whenever naming is due: if the leader's hand is empty then (only possible in
  a position built by hand, since rounds pass the lead at their end), the next seat clockwise
  with cards is the current player and its ``NameProperty`` makes it the leader (event
  ``lead_pass`` before ``name``).
* At the end of Klassisk the last seat's banked hand is shown (event ``bank`` lists it); it is
  counted, so it is public like everything else in the win piles.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core import (
    QT_TRANSLATE_NOOP,
    Event,
    GameBase,
    IllegalAction,
    Result,
    Rng,
    same_turn_no_chance,
)
from engine.supertrumf import deck
from engine.supertrumf import events as ev
from engine.supertrumf.deck import CARD_IDS, IS_FIGURE, IS_SUPERTRUMP, PROPERTIES, VALUE
from engine.supertrumf.state import (
    BLIXTDUELL,
    HAND_SIZE,
    KLASSISK,
    MULLIGAN,
    NAME,
    OVER,
    PLAY,
    PRIZES_TO_WIN,
    VARIANTS,
    CardId,
    RoundReport,
    SupertrumfState,
)

# ---------------------------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NameProperty:
    """The leader names the property this round is played for (one of ``deck.PROPERTIES``)."""

    prop: str


@dataclass(frozen=True)
class Play:
    """Put out cards face down: one card, or one figure plus one object/super-trump."""

    cards: tuple[str, ...]


@dataclass(frozen=True)
class Mulligan:
    """Blixtduell, first round: ``True`` discards the hand and draws the next count (3, 2, 1);
    ``False`` keeps the hand and ends this seat's mulligan."""

    redraw: bool


Action = NameProperty | Play | Mulligan

_NAME_ACTIONS: tuple[NameProperty, ...] = tuple(NameProperty(p) for p in PROPERTIES)
_MULLIGAN_ACTIONS: tuple[Mulligan, Mulligan] = (Mulligan(True), Mulligan(False))
_PLAY_CACHE: dict[tuple[str, ...], Play] = {}


def _play(cards: tuple[str, ...]) -> Play:
    """Interned ``Play`` objects: legal_actions builds the same few plays over and over."""
    p = _PLAY_CACHE.get(cards)
    if p is None:
        p = _PLAY_CACHE[cards] = Play(cards)
    return p


def legal_plays(hand: list[str]) -> list[Play]:
    """Every legal play from ``hand``: each single card, then each figure + non-figure pair."""
    out = [_play((c,)) for c in hand]
    figures = [c for c in hand if IS_FIGURE[c]]
    if figures:
        others = [c for c in hand if not IS_FIGURE[c]]
        out.extend(_play((f, o)) for f in figures for o in others)
    return out


def play_order(state: SupertrumfState) -> list[int]:
    """Seats that put out this round, leader last (rule 3 of each rule set)."""
    n = state.n
    leader = state.leader
    if state.variant == BLIXTDUELL:
        return [1 - leader, leader]
    order = [(leader + i) % n for i in range(1, n) if state.hands[(leader + i) % n]]
    order.append(leader)
    return order


def resolve_round(
    plays: Mapping[int, tuple[str, ...]], prop: str
) -> tuple[int | None, dict[int, int | None], list[int]]:
    """Who wins a round (rules "Who wins a round"): returns (winner or None on a tie, value per
    seat (``None`` for an empty play), seats that put out a super-trump)."""
    table = VALUE[prop]
    values: dict[int, int | None] = {}
    supers: list[int] = []
    for seat, cards in plays.items():
        if not cards:
            values[seat] = None
            continue
        values[seat] = sum(table[c] for c in cards)
        if any(IS_SUPERTRUMP[c] for c in cards):
            supers.append(seat)
    if len(supers) >= 2:
        return None, values, supers
    if len(supers) == 1:
        return supers[0], values, supers
    scored = [(v, s) for s, v in values.items() if v is not None]
    if not scored:
        return None, values, supers
    best = max(v for v, _ in scored)
    top = [s for v, s in scored if v == best]
    return (top[0] if len(top) == 1 else None), values, supers


def _figure_first(a: str, b: str) -> tuple[str, str]:
    """A play of two cards in its stored order, figure first; refuses the same card twice,
    two figures and two objects (a play is one card, or a figure and an object)."""
    if a == b:
        raise IllegalAction(QT_TRANSLATE_NOOP(
            "engine", "The same card cannot be put out twice."))
    fa, fb = IS_FIGURE[a], IS_FIGURE[b]
    if fa and fb:
        raise IllegalAction(QT_TRANSLATE_NOOP(
            "engine", "Two figure cards cannot be put out together."))
    if not fa and not fb:
        raise IllegalAction(QT_TRANSLATE_NOOP(
            "engine",
            "Two object cards cannot be put out together (super-trumps count as objects)."))
    return (b, a) if fb else (a, b)


# ---------------------------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------------------------


class SupertrumfGame(GameBase[SupertrumfState, Action]):
    """``engine.supertrumf.GAME``: the protocol of ``engine.core`` for Supertrumf Fantasy."""

    name: ClassVar[str] = "supertrumf"
    action_types: ClassVar[Mapping[str, type]] = {
        "NameProperty": NameProperty, "Play": Play, "Mulligan": Mulligan,
    }

    # -- set-up ---------------------------------------------------------------------------------

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults: ``{"variant": "klassisk", "seats": 2}``; Blixtduell needs exactly 2."""
        if not isinstance(options, Mapping):
            raise ValueError("options must be a mapping")
        unknown = set(options) - {"variant", "seats"}
        if unknown:
            raise ValueError(f"unknown option(s) for supertrumf: {sorted(unknown)}")
        variant = options.get("variant", KLASSISK)
        if variant is None:
            variant = KLASSISK
        if variant not in VARIANTS:
            raise ValueError(f"variant must be one of {list(VARIANTS)}, not {variant!r}")
        seats = options.get("seats", 2)
        if seats is None:
            seats = 2
        if not isinstance(seats, int) or isinstance(seats, bool):
            raise ValueError(f"seats must be a whole number, not {seats!r}")
        if variant == BLIXTDUELL and seats != 2:
            raise ValueError(f"Blixtduell is played by exactly 2 seats, not {seats}")
        if not 2 <= seats <= 4:
            raise ValueError(f"Klassisk is played by 2 to 4 seats, not {seats}")
        return {"variant": variant, "seats": seats}

    def new_game(self, options: Mapping[str, Any], seed: int) -> SupertrumfState:
        opts = self.normalize_options(options)
        rng = Rng(seed)
        state = SupertrumfState(opts["variant"], opts["seats"], rng)
        pile: list[CardId] = list(CARD_IDS)
        rng.shuffle(pile)
        n = state.n
        if state.variant == KLASSISK:
            # Klassisk 1–2: random dealer; deal 4 each starting left of the dealer.
            state.dealer = rng.randrange(n)
            state.leader = (state.dealer + 1) % n
            for _ in range(HAND_SIZE):
                for i in range(1, n + 1):
                    state.hands[(state.dealer + i) % n].append(pile.pop())
            state.draw = pile
            state.phase = NAME
        else:
            # Blixtduell 1: 4 hand cards and 4 hidden prize cards each; then the mulligan.
            for _ in range(HAND_SIZE):
                for s in range(n):
                    state.hands[s].append(pile.pop())
            for _ in range(PRIZES_TO_WIN):
                for s in range(n):
                    state.prizes[s].append(pile.pop())
            state.draw = pile
            state.phase = MULLIGAN
            state.mull_next = [3] * n
        return state

    def initial_events(self, state: SupertrumfState) -> list[Event]:
        """The ``deal`` event for a fresh game (``new_game`` returns only the state)."""
        return [ev.Deal(
            variant=state.variant,
            dealer=state.dealer,
            leader=state.leader if state.variant == KLASSISK else None,
            hands=tuple(len(h) for h in state.hands),
            prizes=tuple(len(p) for p in state.prizes),
            draw=len(state.draw),
        )]

    # -- queries --------------------------------------------------------------------------------

    def num_seats(self, state: SupertrumfState) -> int:
        return state.n

    def current_player(self, state: SupertrumfState) -> int | None:
        phase = state.phase
        if phase == PLAY:
            plays = state.plays
            for s in state.order:
                if plays[s] is None:
                    return s
            return None  # pragma: no cover - a round resolves as soon as all have played
        if phase == NAME:
            if state.variant == KLASSISK:
                return _next_holder(state, state.leader)  # Klassisk 7
            return state.leader
        if phase == MULLIGAN:
            for s in range(state.n):
                if state.mull_next[s] and not state.mull_decided[s]:
                    return s
        return None

    def is_over(self, state: SupertrumfState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: SupertrumfState, seat: int | None = None) -> list[Action]:
        if seat is not None and seat != self.current_player(state):
            return []  # turn-based: only the current player acts (core.Game.acting_seats)
        phase = state.phase
        if phase == PLAY:
            seat = self.current_player(state)
            assert seat is not None
            hand = state.hands[seat]
            if not hand and state.variant == BLIXTDUELL:
                return [_play(())]  # Blixtduell 7 (only reached in a position built by hand)
            return list(legal_plays(hand))  # type: ignore[arg-type]
        if phase == NAME:
            return list(_NAME_ACTIONS)
        if phase == MULLIGAN:
            return list(_MULLIGAN_ACTIONS)
        return []

    def result(self, state: SupertrumfState) -> Result:
        if state.variant == KLASSISK:
            scores = tuple(float(len(w)) for w in state.win_piles)
        else:
            scores = tuple(float(t) for t in state.prizes_taken)
        if state.variant == BLIXTDUELL and state.phase == OVER:
            winners = tuple(s for s in range(state.n) if state.prizes_taken[s] >= PRIZES_TO_WIN)
        else:
            best = max(scores)
            winners = tuple(s for s in range(state.n) if scores[s] == best)
        return Result(scores, winners)

    # -- apply ----------------------------------------------------------------------------------

    def canonical(self, action: Action) -> Action:
        """``Play`` as ``apply`` stores it (``core``: one spelling per move): a tuple, the
        figure first when a figure and an object are put out together."""
        if not isinstance(action, Play) or not isinstance(action.cards, tuple | list):
            return action
        cards = tuple(action.cards)
        if (len(cards) == 2 and all(isinstance(c, str) for c in cards)
                and not IS_FIGURE.get(cards[0], True) and IS_FIGURE.get(cards[1], False)):
            cards = (cards[1], cards[0])
        return action if cards == action.cards and type(action.cards) is tuple else Play(cards)

    def apply(self, state: SupertrumfState, action: Action) -> list[Event]:
        phase = state.phase
        if phase == OVER:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "The game is over."))
        seat = self.current_player(state)
        assert seat is not None
        if isinstance(action, Play):
            if phase != PLAY:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "Cards cannot be put out now: a property must be named first."
                ) if phase == NAME else QT_TRANSLATE_NOOP(
                    "engine", "Cards cannot be put out during the mulligan."))
            return self._apply_play(state, seat, action)
        if isinstance(action, NameProperty):
            return self._apply_name(state, seat, action)
        if isinstance(action, Mulligan):
            if phase != MULLIGAN:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "A mulligan is only possible before the first round of Blixtduell."
                ))
            if not isinstance(action.redraw, bool):
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "A mulligan choice must be yes or no."))
            return self._apply_mulligan(state, seat, action.redraw)
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "Unknown action."))

    def _apply_name(self, state: SupertrumfState, seat: int, action: NameProperty) -> list[Event]:
        if state.phase != NAME:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "A property can only be named by the leader at the start of a round."
            ))
        if action.prop not in PROPERTIES:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "There is no such property to name."))
        events: list[Event] = []
        if seat != state.leader:
            # Klassisk 7 for a position that starts with an empty-handed leader (the
            # rounds themselves pass the lead at their end, see _end_round_klassisk)
            events.append(ev.LeadPass(state.leader, seat))
            state.leader = seat
        state.prop = action.prop
        state.phase = PLAY
        state.order = play_order(state)
        events.append(ev.Name(seat, action.prop))
        self._auto_empty(state, events)
        return events

    def _apply_play(self, state: SupertrumfState, seat: int, action: Play) -> list[Event]:
        cards = action.cards
        if isinstance(cards, list):  # a UI may build the play from a list of selected cards
            cards = tuple(cards)
        if cards == () and state.variant == BLIXTDUELL and not state.hands[seat]:
            return self._put_out_nothing(state, seat)
        if not isinstance(cards, tuple) or not all(isinstance(c, str) for c in cards):
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "A play must list card ids."))
        if not 1 <= len(cards) <= 2:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Put out one card, or one figure and one object ({count} given)."),
                count=len(cards))
        hand = state.hands[seat]
        for c in cards:
            if c not in hand:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "You do not hold the card {card}."), card=c)
        if len(cards) == 2:
            cards = _figure_first(cards[0], cards[1])
        for c in cards:
            hand.remove(c)
        state.plays[seat] = cards
        events: list[Event] = [ev.Play(seat, len(cards), hidden=True)]
        self._after_play(state, events)
        return events

    def _after_play(self, state: SupertrumfState, events: list[Event]) -> None:
        if self.current_player(state) is None:
            self._resolve(state, events)
        else:
            self._auto_empty(state, events)

    def _auto_empty(self, state: SupertrumfState, events: list[Event]) -> None:
        """Blixtduell 7: a seat that must put out a card but holds none puts out nothing."""
        if state.variant != BLIXTDUELL or state.phase != PLAY:
            return
        seat = self.current_player(state)
        if seat is not None and not state.hands[seat]:
            events.extend(self._put_out_nothing(state, seat))

    def _put_out_nothing(self, state: SupertrumfState, seat: int) -> list[Event]:
        """The empty play of a Blixtduell seat without cards: it loses the round (rule 7)."""
        state.plays[seat] = ()
        events: list[Event] = [ev.Play(seat, 0, hidden=False)]
        self._after_play(state, events)
        return events

    # -- mulligan (Blixtduell 2) ----------------------------------------------------------------

    def _apply_mulligan(self, state: SupertrumfState, seat: int, redraw: bool) -> list[Event]:
        state.mull_decided[seat] = True
        state.mull_choice[seat] = redraw
        events: list[Event] = [ev.MulliganDecided(seat)]
        if self.current_player(state) is not None:
            return events
        for s in range(state.n):
            count = state.mull_next[s]
            if not count:
                continue
            if state.mull_choice[s]:
                hand = state.hands[s]
                state.draw[0:0] = hand  # Decision: discards go face down under the draw pile
                drawn = [state.draw.pop() for _ in range(min(count, len(state.draw)))]
                events.append(ev.MulliganRedraw(s, discarded=len(hand), drawn=len(drawn)))
                state.hands[s] = drawn
                state.mull_next[s] = count - 1
            else:
                events.append(ev.MulliganKeep(s))
                state.mull_next[s] = 0
            state.mull_decided[s] = False
            state.mull_choice[s] = None
        if not any(state.mull_next):
            self._roll_for_lead(state, events)
        return events

    # -- dice (Blixtduell 3 and 5) --------------------------------------------------------------

    def _roll_for_lead(self, state: SupertrumfState, events: list[Event]) -> None:
        """Both roll a T6; the higher leads; ties are re-rolled (every roll is an event)."""
        rng = state.rng
        assert rng is not None, "a view cannot roll dice"
        rolls: list[tuple[int, ...]] = []
        while True:
            a, b = rng.die(6), rng.die(6)
            rolls.append((a, b))
            events.append(ev.Dice((a, b), reroll=a == b))
            if a != b:
                break
        state.dice = tuple(rolls)
        state.leader = 0 if a > b else 1
        state.phase = NAME
        events.append(ev.Lead(state.leader))

    # -- the end of a round ---------------------------------------------------------------------

    def _resolve(self, state: SupertrumfState, events: list[Event]) -> None:
        prop = state.prop
        assert prop is not None
        order = state.order
        plays: dict[int, tuple[str, ...]] = {}
        for s in order:
            p = state.plays[s]
            assert p is not None
            plays[s] = p  # type: ignore[assignment]
        winner, values, supers = resolve_round(plays, prop)
        played: list[CardId] = [c for s in order for c in plays[s]]
        n = state.n
        events.append(ev.Reveal(
            prop=prop,
            plays=tuple(plays.get(s) for s in range(n)),
            values=tuple(values.get(s) for s in range(n)),
            supertrumps=tuple(supers),
        ))
        leader = state.leader
        state.plays = [None] * n
        state.order = []
        state.prop = None
        state.rounds += 1
        if state.variant == KLASSISK:
            self._end_round_klassisk(state, winner, played, events)
        else:
            self._end_round_blixt(state, winner, played, events)
        state.last = RoundReport(
            leader, prop, tuple(plays.get(s) for s in range(n)),
            tuple(values.get(s) for s in range(n)), tuple(supers), winner, len(state.pot),
        )

    def _end_round_klassisk(self, state: SupertrumfState, winner: int | None,
                            played: list[CardId], events: list[Event]) -> None:
        n = state.n
        round_leader = state.leader
        if winner is not None:
            # Klassisk 4: the winner takes all cards put out and the pot, and leads.
            pot = len(state.pot)
            state.win_piles[winner].extend(state.pot)
            state.win_piles[winner].extend(played)
            state.pot = []
            events.append(ev.RoundWon(winner, cards=len(played), pot=pot))
            state.leader = winner
        else:
            # Klassisk 5: a tie puts the cards in the pot; the same leader names again.
            state.pot.extend(played)
            events.append(ev.Tie(pot=len(state.pot)))
        # Klassisk 6: draws seat by seat clockwise from this round's leader; no reshuffle.
        for i in range(n):
            s = (round_leader + i) % n
            want = 1 if s == winner else 2
            got = min(want, len(state.draw))
            if got:
                hand = state.hands[s]
                for _ in range(got):
                    hand.append(state.draw.pop())
                events.append(ev.Draw(s, got))
        # Klassisk 8: the game ends when at most one seat holds cards.
        holders = [s for s in range(n) if state.hands[s]]
        if len(holders) <= 1:
            for s in holders:
                banked = state.hands[s]
                state.win_piles[s].extend(banked)
                state.hands[s] = []
                events.append(ev.Bank(s, tuple(banked)))
            self._game_over(state, events)
            return
        # Klassisk 7: an empty-handed leader passes the lead clockwise.
        old = state.leader
        new = _next_holder(state, old)
        if new != old:
            state.leader = new
            events.append(ev.LeadPass(old, new))
        state.phase = NAME

    def _end_round_blixt(self, state: SupertrumfState, winner: int | None,
                         played: list[CardId], events: list[Event]) -> None:
        round_leader = state.leader
        state.discard.extend(played)  # Decision 7: played cards go to the discard pile
        if winner is not None:
            events.append(ev.RoundWon(winner, cards=len(played), pot=0))
            # Blixtduell 4: the winner takes its top prize card into the hand.
            prize = state.prizes[winner].pop()
            state.hands[winner].append(prize)
            state.prizes_taken[winner] += 1
            events.append(ev.Prize(winner, taken=state.prizes_taken[winner],
                                   left=len(state.prizes[winner])))
            if state.prizes_taken[winner] >= PRIZES_TO_WIN:
                self._game_over(state, events)  # Blixtduell 6: wins at once
                return
            self._draw_blixt(state, 1 - winner, 2, events)
            state.leader = winner
            state.phase = NAME
        else:
            # Blixtduell 5: nobody takes a prize, both draw 2, the dice decide the lead again.
            events.append(ev.Tie(pot=0))
            for s in (round_leader, 1 - round_leader):
                self._draw_blixt(state, s, 2, events)
            self._roll_for_lead(state, events)

    def _draw_blixt(self, state: SupertrumfState, seat: int, count: int,
                    events: list[Event]) -> None:
        """Draw with reshuffle of the discard pile (Decision 7); stops when both are empty."""
        got = 0
        hand = state.hands[seat]
        for _ in range(count):
            if not state.draw:
                if not state.discard:
                    break
                state.draw = state.discard
                state.discard = []
                assert state.rng is not None, "a view cannot shuffle"
                state.rng.shuffle(state.draw)
                events.append(ev.Reshuffle(len(state.draw)))
            hand.append(state.draw.pop())
            got += 1
        if got:
            events.append(ev.Draw(seat, got))

    def _game_over(self, state: SupertrumfState, events: list[Event]) -> None:
        state.phase = OVER
        res = self.result(state)
        events.append(ev.GameOver(scores=tuple(res.scores), winners=tuple(res.winners),
                                  pot=len(state.pot)))

    # -- fair undo ------------------------------------------------------------------------------

    def reversible(self, before: SupertrumfState, action: Action, after: SupertrumfState,
                   events: Sequence[Event]) -> bool:
        """Fair undo (``core.Game.reversible``), Klassisk and Blixtduell alike.

        Every action of a real game hands the decision to another seat or brings new
        information, so nothing is reversible there: ``NameProperty`` is followed by the
        other seats' plays (the leader puts out last), a ``Play`` by the next seat's play or
        by the reveal, a ``Mulligan`` by the other seat's decision or by the draws and the
        lead roll.  The issue's example "choosing the second card of a figure + object play
        before the reveal" is no engine action: ``Play`` carries both cards at once, so the
        UI takes the second card back as a selection before it submits.

        The one reversible case: ``NameProperty`` after which the namer is still to act with
        no chance used and nothing drawn (a Blixtduell position built by hand whose
        non-leader holds no card and puts out nothing automatically, which hand counts
        already told everybody).
        """
        if not isinstance(action, NameProperty):
            return False
        if not same_turn_no_chance(self, before, after, before.rng, after.rng):
            return False
        return (after.draw == before.draw and after.prizes == before.prizes
                and after.hands == before.hands)

    # -- hidden information ---------------------------------------------------------------------

    def clone(self, state: SupertrumfState) -> SupertrumfState:
        return state.clone()

    def view(self, state: SupertrumfState, seat: int | None) -> SupertrumfState:
        """Hide other hands, others' face-down plays, ALL prize cards, the draw pile and
        others' pending mulligan choices; drop the rng so the future cannot be peeked at."""
        v = state.clone()
        v.rng = None
        for s in range(state.n):
            if s != seat:
                v.hands[s] = [None] * len(state.hands[s])
                p = state.plays[s]
                if p is not None:
                    v.plays[s] = (None,) * len(p)
                v.mull_choice[s] = None
            v.prizes[s] = [None] * len(state.prizes[s])
        v.draw = [None] * len(state.draw)
        return v

    def determinize(self, view: SupertrumfState, seat: int, rng: Rng) -> SupertrumfState:
        """A full state consistent with ``view``: hidden cards dealt from the unseen pool
        (face-down two-card plays get a figure and a non-figure), hidden mulligan choices
        drawn at random, and a fresh rng."""
        s = view.clone()
        seen = set(_visible_cards(view))
        pool = [c for c in CARD_IDS if c not in seen]
        rng.shuffle(pool)
        figures = [c for c in pool if IS_FIGURE[c]]
        others = [c for c in pool if not IS_FIGURE[c]]
        used: set[str] = set()
        for p_seat in range(s.n):
            p = s.plays[p_seat]
            if p is not None and len(p) == 2 and None in p:
                f, o = figures.pop(), others.pop()
                s.plays[p_seat] = (f, o)
                used.update((f, o))
        rest = [c for c in pool if c not in used]
        rest.reverse()
        for p_seat in range(s.n):
            p = s.plays[p_seat]
            if p is not None and None in p:
                s.plays[p_seat] = tuple(c if c is not None else rest.pop() for c in p)
            s.hands[p_seat] = [c if c is not None else rest.pop() for c in s.hands[p_seat]]
            s.prizes[p_seat] = [c if c is not None else rest.pop() for c in s.prizes[p_seat]]
            if s.mull_decided[p_seat] and s.mull_choice[p_seat] is None:
                s.mull_choice[p_seat] = rng.random() < 0.5
        s.draw = [c if c is not None else rest.pop() for c in s.draw]
        s.rng = Rng(rng.randrange(2**62))
        return s

    # -- invariants -----------------------------------------------------------------------------

    def audit(self, state: SupertrumfState) -> list[str]:
        errors = [*_audit_cards(state), *_audit_variant(state), *_audit_phase(state)]
        for seat in [*range(state.n), None]:
            errors.extend(self._audit_view(state, seat))
        return errors

    def _audit_view(self, state: SupertrumfState, seat: int | None) -> list[str]:
        errors: list[str] = []
        v = self.view(state, seat)
        who = f"view of seat {seat}"
        if v.rng is not None:
            errors.append(f"{who}: the rng is visible")
        for s in range(state.n):
            if len(v.hands[s]) != len(state.hands[s]):
                errors.append(f"{who}: hand count of seat {s} differs")
            if s == seat:
                if v.hands[s] != state.hands[s] or v.plays[s] != state.plays[s]:
                    errors.append(f"{who}: own hand or play differs")
            else:
                errors.extend(_audit_hidden(state, v, s, who))
            if any(c is not None for c in v.prizes[s]):
                errors.append(f"{who}: leaks a prize card of seat {s}")
            if len(v.prizes[s]) != len(state.prizes[s]):
                errors.append(f"{who}: prize count of seat {s} differs")
            if v.win_piles[s] != state.win_piles[s]:
                errors.append(f"{who}: win pile of seat {s} differs")
        return errors + _audit_public(state, v, who)


def _audit_cards(state: SupertrumfState) -> list[str]:
    """Every card of the deck exactly once, and nothing else."""
    errors: list[str] = []
    counts: dict[CardId, int] = {}
    for c in _all_cards(state):
        counts[c] = counts.get(c, 0) + 1
    for c in CARD_IDS:
        if counts.get(c, 0) != 1:
            errors.append(f"card {c} appears {counts.get(c, 0)} times")
    for c in counts:
        if c not in deck.BY_ID:
            errors.append(f"unknown card {c!r} in the state")
    return errors


def _audit_variant(state: SupertrumfState) -> list[str]:
    """Prize cards (Blixtduell) or pot and win piles (Klassisk), never both."""
    errors: list[str] = []
    if state.variant == BLIXTDUELL:
        for s in range(state.n):
            if len(state.prizes[s]) + state.prizes_taken[s] != PRIZES_TO_WIN:
                errors.append(f"seat {s}: prizes {len(state.prizes[s])} + taken "
                              f"{state.prizes_taken[s]} != {PRIZES_TO_WIN}")
        if state.pot or any(state.win_piles):
            errors.append("Blixtduell has no pot and no win piles")
    elif any(state.prizes) or state.discard:
        errors.append("Klassisk has no prize cards and no discard pile")
    return errors


def _audit_phase(state: SupertrumfState) -> list[str]:
    """Face-down plays only in the play phase, by seats in the play order, of a property."""
    errors: list[str] = []
    if state.phase == PLAY:
        for s in range(state.n):
            if state.plays[s] is not None and s not in state.order:
                errors.append(f"seat {s} put out cards but is not in the play order")
        if state.prop not in PROPERTIES:
            errors.append("play phase without a named property")
    elif any(p is not None for p in state.plays):
        errors.append(f"face-down plays outside the play phase: {state.plays}")
    return errors


def _audit_hidden(state: SupertrumfState, v: SupertrumfState, s: int, who: str) -> list[str]:
    """What view ``v`` must hide of another seat ``s``: its hand, face-down play and
    mulligan choice (their counts stay)."""
    errors: list[str] = []
    if any(c is not None for c in v.hands[s]):
        errors.append(f"{who}: leaks the hand of seat {s}")
    vp, sp = v.plays[s], state.plays[s]
    if (vp is None) != (sp is None) or (
        vp is not None and sp is not None and len(vp) != len(sp)
    ):
        errors.append(f"{who}: face-down play count of seat {s} differs")
    if vp is not None and any(c is not None for c in vp):
        errors.append(f"{who}: leaks the face-down play of seat {s}")
    if v.mull_choice[s] is not None:
        errors.append(f"{who}: leaks the mulligan choice of seat {s}")
    return errors


def _audit_public(state: SupertrumfState, v: SupertrumfState, who: str) -> list[str]:
    """What every view shows as it is: the piles' counts, the pot, the discard pile and the
    round's public facts."""
    errors: list[str] = []
    if any(c is not None for c in v.draw) or len(v.draw) != len(state.draw):
        errors.append(f"{who}: draw pile leaks or its count differs")
    if v.pot != state.pot or v.discard != state.discard:
        errors.append(f"{who}: public pot or discard pile differs")
    if (v.phase, v.leader, v.prop, v.order, v.dice, v.last) != (
        state.phase, state.leader, state.prop, state.order, state.dice, state.last
    ):
        errors.append(f"{who}: public round information differs")
    return errors


def _next_holder(state: SupertrumfState, seat: int) -> int:
    """``seat`` if it holds cards, else the next seat clockwise that does (Klassisk 7); ``seat``
    itself when nobody holds cards."""
    n = state.n
    for i in range(n):
        s = (seat + i) % n
        if state.hands[s]:
            return s
    return seat


def _all_cards(state: SupertrumfState) -> list[CardId]:
    out: list[CardId] = []
    for s in range(state.n):
        out.extend(state.hands[s])
        p = state.plays[s]
        if p is not None:
            out.extend(p)
        out.extend(state.win_piles[s])
        out.extend(state.prizes[s])
    out.extend(state.pot)
    out.extend(state.draw)
    out.extend(state.discard)
    return out


def _visible_cards(view: SupertrumfState) -> list[str]:
    """Card ids shown in a view (hidden slots are ``None``)."""
    return [c for c in _all_cards(view) if c is not None]


GAME = SupertrumfGame()
