"""Riftforce rules: set-up and draft, legal actions, applying actions, the end, views and audit.

Why one class over a plain ``State``: the protocol in ``engine.core`` wants a ``Game`` object;
the state stays a dumb data holder (``state.State``) so clones, views and determinization are
plain copies.  Every ``apply`` validates completely before it mutates, so an ``IllegalAction``
leaves the state untouched.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
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
from engine.fields import is_int
from engine.riftforce import events as ev
from engine.riftforce.actions import (
    ACTION_TYPES,
    Action,
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
from engine.riftforce.cards import (
    GUILD_TABLE,
    GUILDS,
    GUILDS_PER_SEAT,
    HAND_SIZE,
    NUM_LOCATIONS,
    NUMBER_TABLE,
    WIN_SCORE,
    cards_of,
    guild_of,
    number_of,
)
from engine.riftforce.guilds import CARD_QUESTIONS, GUILD_RULES, LOCATION_QUESTIONS
from engine.riftforce.state import Pending, State, controlled, gain, place, sweep

DRAFT_MODES = ("draft", "free")
MIDDLE = NUM_LOCATIONS // 2
ACTIVATE_MODES = ("guild", "number")
MAX_PER_ACTION = 3


def matching_elementals(st: State, seat: int, card: int, by: str) -> list[int]:
    """Your elementals on the board that share ``card``'s guild (or number), not yet activated."""
    table = GUILD_TABLE if by == "guild" else NUMBER_TABLE  # no call per card
    key = table[card]
    activated = st.activated
    return [
        c for line in st.lines[seat] for c in line
        if table[c] == key and c not in activated
    ]


def _shares(cards: list[int]) -> bool:
    """All share a guild or all share a number."""
    return len({guild_of(c) for c in cards}) == 1 or len({number_of(c) for c in cards}) == 1


def next_locations(locs: list[int]) -> tuple[int, ...]:
    """Locations allowed for the next card of a Play given those already used."""
    if len(locs) == 1:
        x = locs[0]
        return tuple(v for v in (x - 1, x, x + 1) if 0 <= v < NUM_LOCATIONS)
    if len(set(locs)) == 1:
        return (locs[0],)
    lo, hi = min(locs), max(locs)
    return tuple(v for v in (lo - 1, hi + 1) if 0 <= v < NUM_LOCATIONS)


class RiftforceGame(GameBase[State, Action]):
    """The ``Game`` for Riftforce (two seats)."""

    name = "riftforce"
    action_types: ClassVar[Mapping[str, type]] = ACTION_TYPES

    # -- options and set-up ------------------------------------------------------------------

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        opts = dict(options)
        seats = opts.pop("seats", 2)
        if seats != 2:
            raise ValueError(f"Riftforce is for exactly 2 players, not {seats!r}")
        variant = opts.pop("variant", None)
        draft = opts.pop("draft", None)
        if opts:
            raise ValueError(f"unknown Riftforce option(s): {', '.join(sorted(opts))}")
        if draft is None:
            draft = "draft" if variant is None else variant
        if draft not in DRAFT_MODES:
            raise ValueError(f"option 'draft' must be one of {DRAFT_MODES}, not {draft!r}")
        if variant is not None and variant != draft:
            raise ValueError(f"variant {variant!r} contradicts draft {draft!r}")
        out: dict[str, Any] = {"draft": draft}
        if variant is not None:
            out["variant"] = variant
        return out

    def new_game(self, options: Mapping[str, Any], seed: int) -> State:
        opts = self.normalize_options(options)
        st = State(options=opts, rng=Rng(seed))
        st.start_player = st.rng.randrange(2)
        st.to_move = st.start_player
        if opts["draft"] == "draft":
            summoners = list(GUILDS)
            st.rng.shuffle(summoners)
            st.set_aside = summoners[0]
            st.guilds[st.start_player].append(summoners[1])
            st.guilds[1 - st.start_player].append(summoners[2])
            st.draft_pool = summoners[3:]
        else:
            st.draft_pool = list(GUILDS)
        return st

    def initial_events(self, state: State) -> list[Event]:
        """``start``: who picks a guild first and, in the dealt draft, each seat's face-up
        first guild (public), so the log opens before the first pick."""
        dealt = [g[0] for g in state.guilds] if all(len(g) == 1 for g in state.guilds) else []
        return [ev.Started(state.to_move, tuple(dealt))]

    def _setup(self, st: State, events: list[Event]) -> None:
        """After the draft: shuffle decks, draw 7, second player's free card, start player."""
        st.unused = list(st.draft_pool)
        st.draft_pool = []
        second = 1 - st.start_player
        for seat in (st.start_player, second):
            deck: list[int | None] = [c for g in st.guilds[seat] for c in cards_of(g)]
            st.rng.shuffle(deck)
            st.decks[seat] = deck
        events.append(ev.SetUp(st.start_player, tuple(tuple(g) for g in st.guilds)))
        for seat in (st.start_player, second):
            self._draw(st, seat, HAND_SIZE, events)
        card = st.decks[second].pop()
        assert card is not None
        place(st, second, card, MIDDLE)
        events.append(ev.Placed(second, card, MIDDLE, free=True))
        st.phase = "play"
        st.to_move = st.start_player
        events.append(ev.TurnBegan(st.to_move))

    def _draw(self, st: State, seat: int, upto: int, events: list[Event]) -> None:
        while len(st.hands[seat]) < upto:
            if not st.decks[seat]:
                if not st.discards[seat]:
                    return
                st.decks[seat] = st.discards[seat]
                st.discards[seat] = []
                st.rng.shuffle(st.decks[seat])
                events.append(ev.Reshuffled(seat, len(st.decks[seat])))
            card = st.decks[seat].pop()
            st.hands[seat].append(card)
            events.append(ev.Drew(seat, card))

    # -- queries -------------------------------------------------------------------------------

    def num_seats(self, state: State) -> int:
        return 2

    def current_player(self, state: State) -> int | None:
        return None if state.phase == "over" else state.to_move

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> Result:
        winners = state.winners
        if winners is None:
            best = max(state.scores)
            winners = tuple(s for s in (0, 1) if state.scores[s] == best)
        return Result(tuple(float(s) for s in state.scores), winners)

    def clone(self, state: State) -> State:
        return state.copy()

    def legal_actions(self, state: State, seat: int | None = None) -> list[Action]:
        if seat is not None and seat != self.current_player(state):
            return []  # turn-based: only the current player acts (core.Game.acting_seats)
        st = state
        if st.phase == "over":
            return []
        if st.phase == "draft":
            return [DraftPick(g) for g in st.draft_pool]
        seat = st.to_move
        p = st.pending
        if p is None:
            hand = [c for c in st.hands[seat] if c is not None]
            out: list[Action] = [PlaceCard(c, loc) for c in hand for loc in range(NUM_LOCATIONS)]
            on_board = [c for line in st.lines[seat] for c in line]
            guilds = {guild_of(c) for c in on_board}
            numbers = {number_of(c) for c in on_board}
            for c in hand:
                if guild_of(c) in guilds:
                    out.append(Activate(c, "guild"))
                if number_of(c) in numbers:
                    out.append(Activate(c, "number"))
            if len(st.hands[seat]) < HAND_SIZE:
                out.append(CheckAndDraw())
            return out
        if p.kind == "play_more":
            out = [PlaceCard(c, loc) for c in p.options for loc in p.locations]
            out.append(EndPlay())
            return out
        if p.kind == "choose_activation":
            out = [ActivateElemental(c) for c in p.options]
            if p.can_stop:
                out.append(StopActivating())
            return out
        if p.kind in LOCATION_QUESTIONS:
            return [ChooseLocation(x) for x in p.options]
        return [ChooseCard(c) for c in p.options]

    # -- apply ---------------------------------------------------------------------------------

    def apply(self, state: State, action: Action) -> list[Event]:
        st = state
        if st.phase == "over":
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "The game is over."))
        if isinstance(action, DraftPick):
            return self._apply_draft(st, action)
        if st.phase == "draft":
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "The guild draft is not finished: pick a guild first."))
        seat = st.to_move
        events: list[Event] = []
        p = st.pending
        if isinstance(action, PlaceCard):
            self._check_place(st, seat, action)
            self._do_place(st, seat, action.card, action.location, events)
        elif isinstance(action, EndPlay):
            if p is None or p.kind != "play_more":
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "You can only end a Play after placing at least one card."))
            self._finish_action(st, events)
        elif isinstance(action, Activate):
            self._check_activate(st, seat, action)
            self._do_activate(st, seat, action, events)
        elif isinstance(action, ActivateElemental):
            if p is None or p.kind != "choose_activation":
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "Discard a card first to activate elementals."))
            if not is_int(action.card) or action.card not in p.options:
                # one sentence per mode: "guild"/"number" inside a translated sentence would
                # stay English
                if st.act_by == "number":
                    raise IllegalAction(QT_TRANSLATE_NOOP(
                        "engine", "Only your elementals with the discarded card's number can be "
                        "activated."))
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "Only your elementals of the discarded card's guild can be "
                    "activated."))
            st.pending = None
            st.activated.append(action.card)
            events.append(ev.Activated(seat, action.card, st.loc_of[action.card],
                                      guild_of(action.card)))
            self._run_ability(st, action.card, 0, None, events)
        elif isinstance(action, StopActivating):
            if p is None or p.kind != "choose_activation":
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "There is no Activate action to stop."))
            if not p.can_stop:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "Activate at least one elemental."))
            self._finish_action(st, events)
        elif isinstance(action, ChooseLocation | ChooseCard):
            self._answer(st, action, events)
        elif isinstance(action, CheckAndDraw):
            self._check_not_busy(st)
            if len(st.hands[seat]) >= HAND_SIZE:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "Check & Draw is only allowed with fewer than {n} cards in hand."),
                    n=HAND_SIZE)
            self._do_check(st, seat, events)
        else:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "That is not a Riftforce action."))
        return events

    def _check_not_busy(self, st: State) -> None:
        if st.pending is not None:
            # the open question is on the table (and in the status line): no internal name here
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Finish the current action first: answer its question."))

    def _apply_draft(self, st: State, action: DraftPick) -> list[Event]:
        if st.phase != "draft":
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "The guild draft is over."))
        if action.guild not in st.draft_pool:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "That guild is not among those left to pick."))
        events: list[Event] = []
        seat = st.to_move
        st.draft_pool.remove(action.guild)
        st.guilds[seat].append(action.guild)
        events.append(ev.DraftPicked(seat, action.guild))
        if all(len(g) == GUILDS_PER_SEAT for g in st.guilds):
            self._setup(st, events)
        else:
            st.to_move = 1 - seat
            if len(st.guilds[st.to_move]) == GUILDS_PER_SEAT:  # defensive; never alternates
                st.to_move = seat
        return events

    # Play ---------------------------------------------------------------------------------

    def _check_place(self, st: State, seat: int, action: PlaceCard) -> None:
        p = st.pending
        if p is not None and p.kind != "play_more":
            self._check_not_busy(st)
        if not is_int(action.card) or action.card not in st.hands[seat]:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."))
        if not is_int(action.location) or not 0 <= action.location < NUM_LOCATIONS:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "There is no location {location}."), location=str(action.location))
        if p is None:
            return
        if action.card not in p.options:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine",
                "Cards played together must all share a guild or all share a number."))
        if action.location not in p.locations:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine",
                "Cards played together go to one location or to consecutive locations."))

    def _do_place(self, st: State, seat: int, card: int, loc: int, events: list[Event]) -> None:
        st.pending = None
        if st.action is None:
            self._begin_action(st)
            events.append(ev.PlayBegan(seat))
        st.action = "play"
        st.hands[seat].remove(card)
        place(st, seat, card, loc)
        st.placed.append((card, loc))
        events.append(ev.Placed(seat, card, loc, free=False))
        rules = GUILD_RULES[guild_of(card)]
        if rules.on_play is not None:
            rules.on_play(st, card, events)
            sweep(st, events)
        if len(st.placed) >= MAX_PER_ACTION:
            self._finish_action(st, events)
            return
        options = self._play_options(st, seat)
        locations = next_locations([x for _, x in st.placed])
        if not options or not locations:
            self._finish_action(st, events)
            return
        st.pending = Pending("play_more", options, None, 0, locations)

    @staticmethod
    def _play_options(st: State, seat: int) -> tuple[int, ...]:
        """Hand cards that may join the Play in progress: ``_shares([*played, c])``, with the
        played cards' guilds and numbers worked out once rather than once per hand card."""
        played = [c for c, _ in st.placed]
        guilds = {GUILD_TABLE[c] for c in played}
        numbers = {NUMBER_TABLE[c] for c in played}
        guild = next(iter(guilds)) if len(guilds) == 1 else None
        number = next(iter(numbers)) if len(numbers) == 1 else None
        if not played:
            return tuple(c for c in st.hands[seat] if c is not None)
        return tuple(c for c in st.hands[seat] if c is not None and (
            GUILD_TABLE[c] == guild or NUMBER_TABLE[c] == number))

    # Activate -----------------------------------------------------------------------------

    def _check_activate(self, st: State, seat: int, action: Activate) -> None:
        self._check_not_busy(st)
        if not is_int(action.card) or action.card not in st.hands[seat]:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."))
        if action.by not in ACTIVATE_MODES:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Activate either by the card's guild or by its number."))
        if not matching_elementals(st, seat, action.card, action.by):
            if action.by == "number":
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "None of your elementals on the board has the number of that card."))
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "None of your elementals on the board is of the guild of that card."))

    def _do_activate(self, st: State, seat: int, action: Activate, events: list[Event]) -> None:
        self._begin_action(st)
        st.hands[seat].remove(action.card)
        st.discards[seat].append(action.card)
        st.action = "activate"
        st.act_card = action.card
        st.act_by = action.by
        st.activated = []
        events.append(ev.Discarded(seat, action.card, action.by))
        options = tuple(matching_elementals(st, seat, action.card, action.by))
        st.pending = Pending("choose_activation", options, None, 0, (), False)

    def _run_ability(
        self, st: State, card: int, stage: int, choice: int | None, events: list[Event]
    ) -> None:
        """Run ``card``'s ability from ``stage`` until it asks a real question or finishes."""
        ability = GUILD_RULES[guild_of(card)].ability
        while True:
            ask = ability(st, card, stage, choice, events)
            if ask is None:
                break
            if len(ask.options) > 1:
                st.pending = Pending(ask.kind, ask.options, card, ask.next_stage)
                return
            stage = ask.next_stage
            choice = ask.options[0] if ask.options else None
        sweep(st, events)
        self._next_activation(st, events)

    def _next_activation(self, st: State, events: list[Event]) -> None:
        st.pending = None
        if len(st.activated) >= MAX_PER_ACTION or st.act_card is None or st.act_by is None:
            self._finish_action(st, events)
            return
        options = tuple(matching_elementals(st, st.to_move, st.act_card, st.act_by))
        if not options:
            self._finish_action(st, events)
            return
        st.pending = Pending("choose_activation", options, None, 0, (), True)

    def _answer(self, st: State, action: ChooseLocation | ChooseCard, events: list[Event]) -> None:
        p = st.pending
        wanted = LOCATION_QUESTIONS if isinstance(action, ChooseLocation) else CARD_QUESTIONS
        if p is None or p.kind not in wanted or p.card is None:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "There is no such question to answer now."))
        value = action.location if isinstance(action, ChooseLocation) else action.card
        if not is_int(value) or value not in p.options:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "That is not one of the highlighted choices."))
        card, stage = p.card, p.stage
        st.pending = None
        events.append(ev.Chose(st.to_move, p.kind, value))
        self._run_ability(st, card, stage, value, events)

    # Check & Draw -------------------------------------------------------------------------

    def _do_check(self, st: State, seat: int, events: list[Event]) -> None:
        self._begin_action(st)
        locs = controlled(st, seat)
        events.append(ev.Checked(seat, tuple(locs)))
        gain(st, seat, len(locs), "control", events)
        self._draw(st, seat, HAND_SIZE, events)
        self._finish_action(st, events)

    # The end ------------------------------------------------------------------------------

    def _finish_action(self, st: State, events: list[Event]) -> None:
        actor = st.to_move
        st.action = None
        st.placed = []
        st.act_card = None
        st.act_by = None
        st.activated = []
        st.pending = None
        st.turns[actor] += 1
        events.append(ev.ActionEnded(actor))
        if actor != st.start_player:
            self._end_of_round(st, events)
        if st.phase != "over":
            st.to_move = 1 - actor
            events.append(ev.TurnBegan(st.to_move))

    @staticmethod
    def _no_cards_left(st: State) -> bool:
        """Neither seat has a card in hand, draw pile or discard pile."""
        return not any(st.hands[s] or st.decks[s] or st.discards[s] for s in (0, 1))

    def _begin_action(self, st: State) -> None:
        """An action starts; the start player's starts a pair (a round): note its scores.

        Why: the stalled-draw Decision asks whether "in a full pair no score changed", so
        the scores at the start of the pair are compared with those at its end.
        """
        if st.to_move == st.start_player:
            st.round_scores = (st.scores[0], st.scores[1])
            st.round_empty = self._no_cards_left(st)

    def _end_of_round(self, st: State, events: list[Event]) -> None:
        """Both seats have taken equally many actions: does the game end here?"""
        at_start, st.round_scores = st.round_scores, None
        now = (st.scores[0], st.scores[1])
        empty = self._no_cards_left(st)
        quiet = at_start == now  # a full pair was played and no score changed in it
        if max(now) >= WIN_SCORE and now[0] != now[1]:
            self._game_over(st, "riftforce", events)
        elif empty and quiet and (
            max(now) >= WIN_SCORE or not (controlled(st, 0) or controlled(st, 1))
        ):
            # Decision (stalled draw), as written: a full pair without a score change and no
            # card left in any hand, draw pile or discard pile: a draw.  Below 12 (the rules
            # are silent; without this the game could never end) only when nothing can change
            # any more (only Check & Draw is left and nobody controls a location); the higher
            # score then wins.
            self._game_over(st, "stalled", events)
        elif empty and max(now) >= WIN_SCORE and (
            len(controlled(st, 0)) == len(controlled(st, 1)) > 0
        ):
            # Beyond the rules file: a frozen board (only Check & Draw is left) on which both
            # seats control equally many locations keeps the tie forever: a draw, not an
            # endless game.
            self._game_over(st, "stalled", events)
        elif max(now) >= WIN_SCORE:
            st.tiebreak = True
            events.append(ev.TiebreakBegan(now))

    def _game_over(self, st: State, reason: str, events: list[Event]) -> None:
        st.phase = "over"
        best = max(st.scores)
        st.winners = tuple(s for s in (0, 1) if st.scores[s] == best)
        st.end_reason = reason
        events.append(ev.GameOver(tuple(st.scores), st.winners, reason))

    # -- fair undo -------------------------------------------------------------------------

    def reversible(
        self, before: State, action: Action, after: State, events: Sequence[Event]
    ) -> bool:
        """Fair undo (``core.Game.reversible``): the steps *inside* one Play or Activate.

        Reversible: ``PlaceCard`` that leaves the Play open (the first or second elemental;
        Earth's on-play damage and any destruction are public consequences of the actor's own
        cards), ``Activate`` (the discard is the actor's own card, face up),
        ``ActivateElemental`` / ``ChooseLocation`` / ``ChooseCard`` that leave the Activate
        open.  Not reversible: whatever ends the action, and so the turn (``EndPlay``,
        ``StopActivating``, the third card, the last possible activation, an answer that
        finishes it), ``CheckAndDraw`` (draws, maybe reshuffles), ``DraftPick`` (hands the
        pick to the other seat; the last one shuffles and deals).
        """
        if before.phase != "play" or after.phase != "play" or after.action is None:
            return False
        if isinstance(action, DraftPick | CheckAndDraw | EndPlay | StopActivating):
            return False
        if not same_turn_no_chance(self, before, after, before.rng, after.rng):
            return False
        other = 1 - before.to_move
        # nothing came out of a hidden pile: the draw piles and the other hand are untouched
        return after.decks == before.decks and after.hands[other] == before.hands[other]

    # -- hidden information ----------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> State:
        v = state.copy()
        v.is_view = True
        v.rng = Rng(0x5EED)
        for s in (0, 1):
            if s != seat:
                v.hands[s] = [None] * len(v.hands[s])
            v.decks[s] = [None] * len(v.decks[s])
            pile = v.discards[s]
            hidden: list[int | None] = [None] * len(pile)
            if pile:
                hidden[-1] = pile[-1]
            v.discards[s] = hidden
        v.set_aside = None
        v.unused = [None] * len(v.unused)
        if v.pending is not None and v.pending.kind == "play_more" and seat != v.to_move:
            v.pending.options = ()  # they are cards in the hidden hand
        return v

    def determinize(self, view: State, seat: int, rng: Rng) -> State:
        st = view.copy()
        st.is_view = False
        st.rng = Rng(rng.randrange(1 << 62))
        known = set(st.draft_pool) | set(st.guilds[0]) | set(st.guilds[1])
        hidden_guilds = [g for g in GUILDS if g not in known]
        rng.shuffle(hidden_guilds)
        if st.options.get("draft") == "draft":
            st.set_aside = hidden_guilds.pop() if hidden_guilds else None
        st.unused = [u if u is not None else hidden_guilds.pop() for u in st.unused]
        if st.phase == "draft":
            return st
        for s in (0, 1):
            piles = (st.hands[s], st.decks[s], st.discards[s])
            seen = {c for pile in piles for c in pile if c is not None}
            seen.update(c for line in st.lines[s] for c in line)
            pool = [c for g in st.guilds[s] for c in cards_of(g) if c not in seen]
            rng.shuffle(pool)
            for pile in piles:
                for i, c in enumerate(pile):
                    if c is None:
                        pile[i] = pool.pop()
        if st.pending is not None and st.pending.kind == "play_more":
            mover = st.to_move
            options = self._play_options(st, mover)
            if not options and mover != seat:
                # A Play still going on tells everybody that the mover holds a card that may
                # follow (otherwise it would have ended by itself): swap one in from the
                # re-dealt draw pile or discards below the top, so the sample stays
                # consistent with the view.
                hand = st.hands[mover]
                played = [c for c, _ in st.placed]
                hidden = [(st.decks[mover], i) for i in range(len(st.decks[mover]))]
                hidden += [(st.discards[mover], i) for i in range(len(st.discards[mover]) - 1)]
                fits = [(pile, i) for pile, i in hidden
                        if (c := pile[i]) is not None and _shares([*played, c])]
                if fits and hand:
                    pile, i = fits[rng.randrange(len(fits))]
                    j = rng.randrange(len(hand))
                    hand[j], pile[i] = pile[i], hand[j]
                options = self._play_options(st, mover)
            st.pending.options = options
        return st

    def audit(self, state: State) -> list[str]:
        st = state
        errs: list[str] = []
        if st.phase != "draft":
            errs.extend(self._audit_cards(st))
        summoners = [*st.draft_pool, *st.guilds[0], *st.guilds[1], *st.unused]
        if st.options.get("draft") == "draft":
            summoners.append(st.set_aside)
        if sorted(str(g) for g in summoners) != sorted(GUILDS):
            errs.append(f"summoners not accounted for: {summoners}")
        if any(s < 0 for s in st.scores):
            errs.append(f"negative score {st.scores}")
        if st.phase == "over" and st.winners is None:
            errs.append("game over without winners")
        p = st.pending
        if p is not None and not p.options:
            errs.append(f"pending {p.kind} without options")
        for viewer in (0, 1, None):
            errs.extend(self._audit_view(st, viewer))
        return errs

    def _audit_cards(self, st: State) -> list[str]:
        errs: list[str] = []
        total = 0
        # Inside an ability destruction is not checked yet (it is at the end of the ability).
        p = st.pending
        between_abilities = p is None or p.kind in ("play_more", "choose_activation")
        for s in (0, 1):
            if len(st.guilds[s]) != GUILDS_PER_SEAT:
                errs.append(f"seat {s} has guilds {st.guilds[s]}")
            expected = Counter(c for g in st.guilds[s] for c in cards_of(g))
            found: Counter[int | None] = Counter()
            for pile in (st.hands[s], st.decks[s], st.discards[s]):
                found.update(pile)
            for loc, line in enumerate(st.lines[s]):
                found.update(line)
                for c in line:
                    if st.loc_of[c] != loc:
                        errs.append(f"card {c} at {loc} but loc_of says {st.loc_of[c]}")
                    if st.damage[c] < 0 or (
                        between_abilities and st.damage[c] >= number_of(c)
                    ):
                        errs.append(f"card {c} on board with damage {st.damage[c]}")
                    if st.owner(c) != s:
                        errs.append(f"card {c} in seat {s}'s line belongs to {st.owner(c)}")
            if found != expected:
                errs.append(f"seat {s} cards not accounted for exactly once")
            total += sum(found.values())
            if len(st.hands[s]) > HAND_SIZE:
                errs.append(f"seat {s} holds {len(st.hands[s])} cards")
        if total != 2 * GUILDS_PER_SEAT * 9:
            errs.append(f"{total} elementals in play, expected 72")
        on_board = {c for side in st.lines for line in side for c in line}
        for c, dmg in enumerate(st.damage):
            if c not in on_board and (dmg != 0 or st.loc_of[c] != -1):
                errs.append(f"card {c} off the board with damage {dmg} / loc {st.loc_of[c]}")
        return errs

    def _audit_view(self, st: State, viewer: int | None) -> list[str]:
        errs: list[str] = []
        v = self.view(st, viewer)
        if v.set_aside is not None or any(u is not None for u in v.unused):
            errs.append(f"view {viewer} shows a hidden summoner")
        for s in (0, 1):
            if len(v.hands[s]) != len(st.hands[s]) or len(v.decks[s]) != len(st.decks[s]):
                errs.append(f"view {viewer} changes pile sizes of seat {s}")
            if s != viewer and any(c is not None for c in v.hands[s]):
                errs.append(f"view {viewer} shows seat {s}'s hand")
            if s == viewer and v.hands[s] != st.hands[s]:
                errs.append(f"view {viewer} hides its own hand")
            if any(c is not None for c in v.decks[s]):
                errs.append(f"view {viewer} shows seat {s}'s draw pile")
            if any(c is not None for c in v.discards[s][:-1]):
                errs.append(f"view {viewer} shows seat {s}'s discards below the top")
            if v.lines[s] != st.lines[s]:
                errs.append(f"view {viewer} changes the board")
        if (viewer != st.to_move and v.pending is not None and v.pending.kind == "play_more"
                and v.pending.options):
            errs.append(f"view {viewer} shows which hand cards may follow in the Play")
        probe, real = v.rng.copy(), st.rng.copy()
        if [probe.random() for _ in range(3)] == [real.random() for _ in range(3)]:
            errs.append(f"view {viewer} carries the real random state")
        return errs
