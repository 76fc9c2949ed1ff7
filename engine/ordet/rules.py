"""The rules of Ordet fanger (``GAME``): set-up, draws, duel detection, duel resolution, scoring.

See the package docstring for the action protocol and ``resources/rules/ordet.*.md`` for the
rules and the Decisions implemented here.  Every ``apply`` validates fully first and
mutates second, so an ``IllegalAction`` leaves the state untouched.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from engine.core import QT_TRANSLATE_NOOP, Event, GameBase, IllegalAction, Result, Rng
from engine.ordet import cardsets, clock
from engine.ordet import events as ev
from engine.ordet.actions import (
    ACTION_TYPES,
    Answer,
    Claim,
    DeclareTie,
    Draw,
    OrdetAction,
    Pass,
    check_fields,
)
from engine.ordet.cardsets import CardSet
from engine.ordet.matching import answer_key, fold, match_close, match_typo, normalize
from engine.ordet.state import DUEL, RACE, Commit, Duel, OrdetState, Phase, Slot

JUDGING = ("buzz", "typed", "strict")
#: Default pair of removed symbols for three players (the seed's example: diamond or circle).
DEFAULT_REMOVED = ("circle", "diamond")
#: After this many tie-breaks (flips or re-races) in one duel, two passes void the duel, so
#: a duel nobody can answer still ends.
MAX_TIEBREAKS = 3
#: the refusal of an answer that already counts for the seat (``answer_status`` tells it apart)
SAME_ANSWER = QT_TRANSLATE_NOOP("engine", "The same answer cannot count twice.")
OPTION_KEYS = frozenset({
    "seats", "variant", "rounds", "no_repeats", "answers_needed", "remove_two_symbols",
    "removed_symbols", "fixed_categories", "card_set", "language", "judging",
})


def _bool(options: Mapping[str, Any], key: str, default: bool) -> bool:
    value = options.get(key, default)
    if not isinstance(value, bool):
        raise ValueError(f"option {key} must be true or false, not {value!r}")
    return value


def _int(options: Mapping[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    value = options.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise ValueError(f"option {key} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def _removed_symbols(raw: Any, remove: bool, cs: CardSet) -> list[str]:
    """The option ``removed_symbols``: two different symbols of the set when
    ``remove_two_symbols`` is on (default ``DEFAULT_REMOVED``), else none."""
    if not remove:
        if raw not in (None, [], ()):
            raise ValueError("option removed_symbols needs remove_two_symbols")
        return []
    removed = list(DEFAULT_REMOVED) if raw is None else raw
    if (not isinstance(removed, list | tuple) or len(removed) != 2
            or len(set(removed)) != 2 or not all(r in cs.symbols for r in removed)):
        raise ValueError("option removed_symbols must be two different symbols of the "
                         f"set ({', '.join(cs.symbols)}), not {raw!r}")
    return list(removed)


def _fixed_categories(fixed: Any, seats: int, cs: CardSet, set_id: str) -> list[str | None]:
    """The option ``fixed_categories``: per seat a category card id of the set, or None."""
    if fixed is None:
        fixed = [None] * seats
    if not isinstance(fixed, list | tuple) or len(fixed) != seats:
        raise ValueError(f"option fixed_categories must list one entry per seat ({seats})")
    ids = {c.id for c in cs.cards}
    for entry in fixed:
        if entry is not None and (not isinstance(entry, str) or entry not in ids):
            raise ValueError(f"fixed category {entry!r} is not a category card of set "
                             f"{set_id!r}")
    return list(fixed)


def copy_state(s: OrdetState, keep_rng: bool = True) -> OrdetState:
    """A fast independent copy (views are made for every computer decision)."""
    duel = None
    if s.duel is not None:
        d = s.duel
        duel = Duel(
            d.kind, d.slots, d.seats, dict(d.targets), d.stake,
            {k: Commit(c.answers, c.seconds, c.hidden) for k, c in d.commits.items()},
            dict(d.progress), d.tiebreaks, d.flip, d.flip_pile, d.started, dict(d.base_targets),
            {k: list(v) for k, v in d.counted.items()},
        )
    return OrdetState(
        options=s.options, set_id=s.set_id, seats=s.seats, piles_per_seat=s.piles_per_seat,
        rng=s.rng.copy() if (keep_rng and s.rng is not None) else None,
        round=s.round, rounds=s.rounds,
        draw=[list(p) for p in s.draw],
        play=[[list(p) for p in seat] for seat in s.play],
        score=[list(p) for p in s.score], totals=list(s.totals), jokers=list(s.jokers),
        set_aside=list(s.set_aside), removed=list(s.removed), turn=s.turn, drawer=s.drawer,
        redraw=s.redraw, placed=list(s.placed), phase=s.phase, duel=duel,
        used={k: list(v) for k, v in s.used.items()}, voided=list(s.voided), voids=s.voids,
        stamps=dict(s.stamps), stamp=s.stamp, last_loser=s.last_loser, fixed=list(s.fixed),
        clock=s.clock, round_scores=[list(r) for r in s.round_scores],
    )


class OrdetGame(GameBase[OrdetState, OrdetAction]):
    name = "ordet"
    action_types: ClassVar[Mapping[str, type]] = ACTION_TYPES
    #: typed answers and their times are the caller's (``core``: open-ended kinds)
    open_ended: ClassVar[Mapping[type, frozenset[str]]] = {
        Answer: frozenset({"answers", "seconds", "confirmed"}),
        Claim: frozenset({"text"}),
    }

    # -----------------------------------------------------------------------------------------
    # options and set-up
    # -----------------------------------------------------------------------------------------

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        unknown = set(options) - OPTION_KEYS
        if unknown:
            raise ValueError(f"unknown Ordet fanger option(s): {', '.join(sorted(unknown))}")
        out: dict[str, Any] = {}
        seats = _int(options, "seats", 4, 2, 6)
        out["seats"] = seats
        variant = options.get("variant")
        if variant is not None:
            if variant != "standard":
                raise ValueError(f"unknown variant {variant!r} (Ordet fanger has 'standard'; "
                                 "the 2-player variant follows from seats=2)")
            out["variant"] = variant
        out["rounds"] = _int(options, "rounds", 2, 1, 3)
        judging = options.get("judging", "typed")
        if judging not in JUDGING:
            raise ValueError(f"option judging must be one of {', '.join(JUDGING)}, "
                             f"not {judging!r}")
        out["judging"] = judging
        out["no_repeats"] = _bool(options, "no_repeats", judging != "buzz")
        out["answers_needed"] = _int(options, "answers_needed", 1, 1, 3)
        set_id = options.get("card_set", cardsets.default_set_id())
        if not isinstance(set_id, str):
            raise ValueError("no Ordet fanger card set is available" if set_id is None
                             else f"option card_set must be a set id, not {set_id!r}")
        cs = cardsets.get(set_id)
        out["card_set"] = set_id
        language = options.get("language", "en")
        if language not in cardsets.LANGUAGES:
            raise ValueError(f"option language must be one of {', '.join(cardsets.LANGUAGES)}, "
                             f"not {language!r}")
        out["language"] = language
        remove = _bool(options, "remove_two_symbols", seats == 3)
        out["remove_two_symbols"] = remove
        out["removed_symbols"] = _removed_symbols(options.get("removed_symbols"), remove, cs)
        out["fixed_categories"] = _fixed_categories(options.get("fixed_categories"), seats, cs,
                                                   set_id)
        return out

    def new_game(self, options: Mapping[str, Any], seed: int) -> OrdetState:
        opts = self.normalize_options(options)
        cs = cardsets.get(opts["card_set"])
        seats = opts["seats"]
        state = OrdetState(
            options=opts, set_id=cs.id, seats=seats, piles_per_seat=2 if seats == 2 else 1,
            rng=Rng(seed), rounds=opts["rounds"], totals=[0] * seats,
        )
        gone = {cs.symbols.index(name) for name in opts["removed_symbols"]}
        state.removed = [c for c in range(cs.size) if set(cs.symbols_on(c)) & gone]
        state.fixed = [None if cid is None else cs.number_of(cid)
                       for cid in opts["fixed_categories"]]
        self._start_round(state, cs, [])
        return state

    def _start_round(self, state: OrdetState, cs: CardSet, events: list[Event]) -> None:
        assert state.rng is not None
        out = set(state.removed)
        pool: list[int | None] = [c for c in range(cs.size) if c not in out]
        state.rng.shuffle(pool)
        half = (len(pool) + 1) // 2
        state.draw = [pool[:half], pool[half:]]
        state.play = [[[] for _ in range(state.piles_per_seat)] for _ in range(state.seats)]
        state.score = [[] for _ in range(state.seats)]
        state.jokers, state.set_aside, state.voided, state.voids = [], [], [], 0
        state.used, state.stamps = {}, {}
        state.placed = [False] * state.seats
        first = state.rng.randrange(state.seats)
        state.turn = state.drawer = first
        state.redraw = False
        state.phase = Phase.DRAW
        state.duel = None
        state.last_loser = None
        events.append(ev.RoundStart(state.round, first, tuple(len(p) for p in state.draw)))

    # -----------------------------------------------------------------------------------------
    # queries
    # -----------------------------------------------------------------------------------------

    def cardset(self, state: OrdetState) -> CardSet:
        return cardsets.get(state.set_id)

    def num_seats(self, state: OrdetState) -> int:
        return state.seats

    def current_player(self, state: OrdetState) -> int | None:
        if state.phase == Phase.OVER:
            return None
        if state.phase == Phase.DUEL:
            assert state.duel is not None
            for seat in state.duel.seats:
                if seat not in state.duel.commits:
                    return seat
        return state.turn

    def is_over(self, state: OrdetState) -> bool:
        return state.phase == Phase.OVER

    def scores(self, state: OrdetState) -> list[int]:
        """Cards won so far: finished rounds plus the current round's score piles."""
        if state.phase == Phase.OVER:
            return list(state.totals)
        return [t + len(p) for t, p in zip(state.totals, state.score, strict=True)]

    def result(self, state: OrdetState) -> Result:
        scores = self.scores(state)
        best = max(scores)
        return Result(tuple(float(s) for s in scores),
                      tuple(i for i, s in enumerate(scores) if s == best))

    def categories_for(self, state: OrdetState, seat: int) -> list[int]:
        """Category cards ``seat`` may answer in the open duel: its target, then its fixed one."""
        assert state.duel is not None
        cats = [state.duel.targets[seat]]
        fixed = state.fixed[seat] if seat < len(state.fixed) else None
        if fixed is not None and fixed not in cats:
            cats.append(fixed)
        return cats

    def needed(self, state: OrdetState, seat: int) -> int:
        assert state.duel is not None
        return int(state.options["answers_needed"]) - state.duel.progress.get(seat, 0)

    def unused_answers(self, state: OrdetState, card: int) -> list[str]:
        """Lexicon answers (active language) for ``card`` not given yet this round."""
        lex = self.cardset(state).lexicon(card, state.options["language"])
        used = set(state.used.get(card, ()))
        out, seen = [], set()
        for entry in lex:
            key = fold(entry)
            if key in used or key in seen:
                continue
            seen.add(key)
            out.append(entry)
        return out

    def matches(self, state: OrdetState) -> list[tuple[Slot, Slot]]:
        """Pairs of play piles whose top cards match now (voided matches excluded)."""
        cs = self.cardset(state)
        pair: tuple[int, ...] = ()
        if state.jokers:
            pair = tuple(sorted(cs.joker(state.jokers[-1]).symbols))
        tops = [(slot, top) for slot in state.slots() if (top := state.top(slot)) is not None]
        voided = {tuple(sorted(v)) for v in state.voided}
        out = []
        for i, (sa, ca) in enumerate(tops):
            syma = cs.symbol_of(ca)
            for sb, cb in tops[i + 1:]:
                symb = cs.symbol_of(cb)
                same = syma == symb or (pair and tuple(sorted((syma, symb))) == pair)
                if same and (min(ca, cb), max(ca, cb)) not in voided:
                    out.append((sa, sb))
        return out

    # -----------------------------------------------------------------------------------------
    # legal actions
    # -----------------------------------------------------------------------------------------

    def acting_seats(self, state: OrdetState) -> tuple[int, ...]:
        """Who may send an action now: the seat to draw, or in a duel both duellists who have
        not committed yet (a race: either may answer first; ``current_player`` is the first
        of them).  The table's verdicts are ``table_actions``."""
        if state.phase == Phase.OVER:
            return ()
        if state.phase == Phase.DUEL:
            assert state.duel is not None
            return tuple(s for s in state.duel.seats if s not in state.duel.commits)
        return (state.turn,)

    def legal_actions(self, state: OrdetState, seat: int | None = None) -> list[OrdetAction]:
        """The actions ``seat`` (default: the current player) may send; see ``core``.

        Draw phase: every ``Draw`` of the seat to draw (complete).  Duel, for a duellist who
        has not committed: ``Answer`` templates - for each category the seat may answer, the
        first unused lexicon answers at each of ``clock.SAMPLE_SECONDS`` (or, when no single
        category has enough, one template that ``_sample_answers`` finds) - plus ``Pass``.
        ``Answer`` is open-ended (``open_ended``): any other answer texts, time and
        "confirmed" are judged by ``apply``.  ``Claim``/``DeclareTie`` are ``table_actions``.
        """
        if seat is None:
            seat = self.current_player(state)
        if seat is None or seat not in self.acting_seats(state):
            return []
        if state.phase == Phase.DRAW:
            return [Draw(p, s) for p in (0, 1) if state.draw[p]
                    for s in range(state.piles_per_seat)]
        need = self.needed(state, seat)
        out: list[OrdetAction] = []
        seen: set[tuple[str, ...]] = set()
        for cat in self.categories_for(state, seat):
            unused = self.unused_answers(state, cat)
            if len(unused) < need:
                continue
            answers = tuple(unused[:need])
            if answers in seen:
                continue
            seen.add(answers)
            out.extend(Answer(seat, answers, secs) for secs in clock.SAMPLE_SECONDS)
        if not out:
            sample = self._sample_answers(state, seat, need)
            if sample is not None:
                out.append(Answer(seat, sample[0], clock.SAMPLE_SECONDS[0], sample[1]))
        out.append(Pass(seat))
        return out

    def table_actions(self, state: OrdetState) -> list[OrdetAction]:
        """The table's verdicts on a race said aloud (buzz-and-confirm), while a duel is open
        and no sealed answer is pending: for each duellist a rejected ``Claim`` and (when one
        can be accepted) an accepted one - templates: ``Claim.text`` is open-ended - and
        ``DeclareTie`` while ``tie_allowed``.  No seat decides these: the people at the table
        do (in network play the host), so agents never get them."""
        duel = state.duel
        if state.phase != Phase.DUEL or duel is None or duel.commits:
            return []
        out: list[OrdetAction] = []
        for seat in duel.seats:
            out.append(Claim(seat, False, ""))
            if state.options["judging"] == "buzz":
                out.append(Claim(seat, True, ""))
                continue
            sample = self._sample_answers(state, seat, 1)
            if sample is not None:
                out.append(Claim(seat, True, sample[0][0]))
        if self.tie_allowed(state):
            out.append(DeclareTie())
        return out

    def _sample_answers(self, state: OrdetState, seat: int,
                        need: int) -> tuple[tuple[str, ...], bool] | None:
        """``need`` answers ``seat`` could give now that ``apply`` accepts together, and
        whether they need the table's "count it anyway" (``confirmed``): unused lexicon
        answers of its categories first; when those run short (and judging is not strict)
        made-up answers the table would have to confirm.  None when no answer can count."""
        picks: list[str] = []
        for cat in self.categories_for(state, seat):
            for text in self.unused_answers(state, cat):
                if len(picks) == need:
                    break
                try:
                    self._check_answers(state, seat, (*picks, text), False)
                except IllegalAction:
                    continue
                picks.append(text)
        if len(picks) == need:
            return tuple(picks), False
        if state.options["judging"] == "strict":
            return None
        for n in range(1, 1000):
            text = f"answer {n}"
            try:
                self._check_answers(state, seat, (*picks, text), True)
            except IllegalAction:
                continue
            picks.append(text)
            if len(picks) == need:
                return tuple(picks), True
        return None  # pragma: no cover - a thousand made-up answers cannot all be repeats

    # -----------------------------------------------------------------------------------------
    # apply
    # -----------------------------------------------------------------------------------------

    def canonical(self, action: OrdetAction) -> OrdetAction:
        """``Answer.answers`` as a tuple (``apply`` also takes a list or one bare string)."""
        if isinstance(action, Answer) and isinstance(action.answers, str | list):
            raw: Any = action.answers
            return replace(action, answers=(raw,) if isinstance(raw, str) else tuple(raw))
        return action

    def apply(self, state: OrdetState, action: OrdetAction) -> list[Event]:
        if state.phase == Phase.OVER:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "The game is over."))
        check_fields(action)
        if isinstance(action, Draw):
            return self._draw(state, action)
        if isinstance(action, Answer | Pass | Claim | DeclareTie):
            return self._duel_action(state, action)
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "Unknown action."))

    def _draw(self, state: OrdetState, action: Draw) -> list[Event]:
        if state.phase != Phase.DRAW:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "No card may be drawn while a duel is open."))
        if action.pile not in (0, 1):
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "There is no draw pile {pile}."),
                                pile=action.pile)
        if not state.draw[action.pile]:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "Draw pile {pile} is empty."),
                                pile=action.pile)
        if not (isinstance(action.slot, int) and 0 <= action.slot < state.piles_per_seat):
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "You have no play pile {slot}."),
                                slot=action.slot)
        cs = self.cardset(state)
        events: list[Event] = []
        seat = state.turn
        card = state.draw[action.pile].pop()
        assert card is not None
        state.clock += clock.DRAW_SECONDS
        state.drawer = seat
        if cs.is_joker(card):
            first_pass = self.in_first_pass(state)
            if first_pass:
                state.set_aside.append(card)
            else:
                state.jokers.append(card)
            events.append(ev.Joker(seat, action.pile, card, set_aside=first_pass))
            state.redraw = True
            if first_pass or not self._open_duel(state, events):
                self._after_duels(state, cs, events)
            return events
        state.redraw = False
        state.play[seat][action.slot].append(card)
        self._touch(state, (seat, action.slot))
        # the first pass lasts "before every play pile has a card": with two piles per seat
        # (2-seat variant) a seat is done only when both its piles have had a card
        state.placed[seat] = all(state.play[seat][p] or (seat, p) in state.stamps
                                 for p in range(state.piles_per_seat))
        events.append(ev.Draw(seat, action.pile, action.slot, card))
        if not self._open_duel(state, events):
            self._after_duels(state, cs, events)
        return events

    def in_first_pass(self, state: OrdetState) -> bool:
        """True before every play pile has had a card this round (a joker drawn now is set
        aside).  A pile counts once a card was placed on it (``placed``/``stamps``) or while
        it shows one, so a table set up by hand with every pile showing a card is past it."""
        return not all(state.placed[s] or state.play[s][p] or (s, p) in state.stamps
                       for s, p in state.slots())

    def _touch(self, state: OrdetState, slot: Slot) -> None:
        state.stamp += 1
        state.stamps[slot] = state.stamp

    def duel_order(self, state: OrdetState,
                   found: list[tuple[Slot, Slot]]) -> list[tuple[Slot, Slot]]:
        """Matches in the order they are duelled, one at a time.

        Several matches exist at once only after a void (see ``matches``): a third card
        matching both voided cards duels each of them in turn, and the duel series may open
        another match meanwhile.  Rules point 4: the match involving the seat that last lost a
        card goes first; then (Decision) the one with the newest top card, then table order.
        """
        def order(m: tuple[Slot, Slot]) -> tuple[int, int]:
            loser_in = state.last_loser in (m[0][0], m[1][0])
            return (0 if loser_in else 1,
                    -max(state.stamps.get(m[0], 0), state.stamps.get(m[1], 0)))
        return sorted(found, key=order)

    def _open_duel(self, state: OrdetState, events: list[Event]) -> bool:
        """Start the duel for the match on the table, if any (True if one started)."""
        found = self.matches(state)
        # forget voided matches whose cards are no longer both on top
        tops = {state.top(s) for s in state.slots()}
        state.voided = [v for v in state.voided if v[0] in tops and v[1] in tops]
        if not found:
            return False
        a, b = self.duel_order(state, found)[0]

        def clockwise(seat: int) -> int:
            return (seat - state.drawer) % state.seats

        if a[0] != b[0]:
            ta, tb = state.top(a), state.top(b)
            assert ta is not None and tb is not None
            seats = tuple(sorted((a[0], b[0]), key=clockwise))
            duel = Duel(DUEL, (a, b), (seats[0], seats[1]), {a[0]: tb, b[0]: ta})
        else:
            newer, older = sorted((a, b), key=lambda s: -state.stamps.get(s, 0))
            stake = state.top(newer)
            assert stake is not None
            seats = tuple(sorted(range(state.seats), key=clockwise))
            duel = Duel(RACE, (newer, older), (seats[0], seats[1]),
                        {s: stake for s in seats}, stake)
        duel.progress = {s: 0 for s in duel.seats}
        duel.counted = {}
        duel.base_targets = dict(duel.targets)
        duel.started = state.clock
        state.duel = duel
        state.phase = Phase.DUEL
        events.append(ev.Duel(duel.kind, duel.seats, (a, b), dict(duel.targets)))
        return True

    def _after_duels(self, state: OrdetState, cs: CardSet, events: list[Event]) -> None:
        """No duel is open: end the round, or let the drawer draw again, or pass the turn."""
        state.duel = None
        state.phase = Phase.DRAW
        if not state.draw[0] and not state.draw[1]:
            self._end_round(state, cs, events)
            return
        if state.redraw:
            state.turn = state.drawer
        else:
            state.turn = (state.drawer + 1) % state.seats
        state.redraw = False
        events.append(ev.Turn(state.turn))

    def _end_round(self, state: OrdetState, cs: CardSet, events: list[Event]) -> None:
        won = [len(p) for p in state.score]
        state.round_scores.append(won)
        state.totals = [t + w for t, w in zip(state.totals, won, strict=True)]
        events.append(ev.RoundEnd(state.round, tuple(won), tuple(state.totals)))
        if state.round < state.rounds:
            state.round += 1
            self._start_round(state, cs, events)
            return
        state.phase = Phase.OVER
        state.duel = None
        result = self.result(state)
        events.append(ev.GameOver(tuple(state.totals), tuple(result.winners)))

    # -----------------------------------------------------------------------------------------
    # duels
    # -----------------------------------------------------------------------------------------

    def _classify(self, state: OrdetState, seat: int, text: str,
                  confirmed: bool) -> list[tuple[int, str]]:
        """Candidate (category card, repeat key) pairs an answer can count for, best first.

        Raises IllegalAction when it counts for none (empty, or outside the lexicon and not
        confirmed by the table, or outside the lexicon under strict judging).
        """
        cs = self.cardset(state)
        language = state.options["language"]
        cats = self.categories_for(state, seat)
        if not normalize(text):
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "An empty answer does not count."))
        out = []
        for matcher in (match_close, match_typo):  # a typo counts only if nothing fits better
            for cat in cats:
                entry = matcher(text, cs.lexicon(cat, language), language)
                if entry is not None:
                    out.append((cat, fold(entry)))
            if out:
                return out
        if state.options["judging"] == "strict":
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Strict judging accepts only answers from the list: {answer}."),
                answer=text)
        if not confirmed:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "{answer} is not in the list for this category; the table must "
                "confirm it."), answer=text)
        return [(cat, answer_key(text, cs.lexicon(cat, language), language)) for cat in cats]

    def _check_answers(self, state: OrdetState, seat: int, texts: tuple[str, ...],
                       confirmed: bool) -> list[tuple[int, str]]:
        """Validate a seat's answers; returns the (category, key) each one counts for.

        Answers must differ from each other and from the seat's answers the table already
        counted in this race (``Duel.counted``), compared by the key the matching gives them
        (so "banana" and "Bananas" are the same answer): every path to "more answers" needs
        distinct answers.
        """
        duel = state.duel
        earlier = list(duel.counted.get(seat, ())) if duel is not None else []
        keys: list[tuple[int, str]] = []
        for text in texts:
            options = self._classify(state, seat, text, confirmed)
            if state.options["no_repeats"]:
                fresh = [o for o in options if o[1] not in state.used.get(o[0], ())]
                if not fresh:
                    raise IllegalAction(QT_TRANSLATE_NOOP(
                        "engine", "{answer} was already given for this category this round."),
                        answer=text)
                options = fresh
            choice = next((o for o in options if o not in keys and o not in earlier), None)
            if choice is None:
                raise IllegalAction(SAME_ANSWER)
            keys.append(choice)
        return keys

    def answer_status(self, state: OrdetState, seat: int, text: str) -> str:
        """For the UI before it commits a typed answer: "ok" (fits the lexicon), "unknown"
        (outside the lexicon: ask "Count it anyway?" unless strict), "repeat" (refused by
        "no repeats"), "twice" (already counted for this seat in this race), "empty", or
        "none" (no open duel for that seat)."""
        if state.duel is None or seat not in state.duel.seats:
            return "none"
        if not normalize(text):
            return "empty"
        try:
            self._check_answers(state, seat, (text,), False)
        except IllegalAction:
            try:
                self._check_answers(state, seat, (text,), True)
            except IllegalAction as err:
                if err.message == SAME_ANSWER:
                    return "twice"
                return "repeat" if "already given" in err.message else "unknown"
            return "unknown"
        return "ok"

    def tie_allowed(self, state: OrdetState) -> bool:
        """Whether the table may declare a tie now (``DeclareTie``).

        Why a bound and not "once per duel": the rules let a tie-break race tie again (it is a
        race like any other), but a declaration is the table's word, not checked against
        answers, so without a bound one duel could hold any number of them (a save with
        thousands loaded as legal).  ``MAX_TIEBREAKS`` is the bound the "nobody answered"
        path already has; after it the table names the faster duellist or both pass (void).
        """
        duel = state.duel
        return (state.phase == Phase.DUEL and duel is not None and not duel.commits
                and duel.tiebreaks < MAX_TIEBREAKS)

    def _duel_action(self, state: OrdetState, action: OrdetAction) -> list[Event]:
        duel = state.duel
        if state.phase != Phase.DUEL or duel is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "There is no duel to answer."))
        if isinstance(action, DeclareTie):
            if duel.commits:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "Sealed answers are pending; the duel is decided by them."))
            if not self.tie_allowed(state):
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "This duel has had its last tie-break: the table must say who "
                    "answered first, or that nobody knows."))
            events: list[Event] = [ev.TieDeclared(duel.seats)]
            self._tie(state, events, gave_up=False)
            return events
        assert isinstance(action, Answer | Pass | Claim)
        seat = action.seat
        if seat not in duel.seats:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Seat {seat} is not in this duel; only the two duellists can answer."),
                seat=seat)
        if isinstance(action, Claim):
            if duel.commits:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "Sealed answers are pending; the duel is decided by them."))
            return self._claim(state, duel, action)
        if seat in duel.commits:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Seat {seat} has already given its answer."), seat=seat)
        commit = Commit(None, 0.0) if isinstance(action, Pass) else self._sealed(state, action)
        # mutate
        duel.commits[seat] = commit
        events = [ev.Commit(seat)]
        if len(duel.commits) == 2:
            self._resolve(state, duel, events)
        return events

    def _sealed(self, state: OrdetState, action: Answer) -> Commit:
        """The commitment of a sealed ``Answer``, once its time and answers are checked."""
        seat = action.seat
        seconds = action.seconds  # a finite number (check_fields)
        if not 0 < seconds <= clock.MAX_ANSWER_SECONDS:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "An answer time must be more than 0 and at most {limit} seconds."),
                limit=int(clock.MAX_ANSWER_SECONDS))
        need = self.needed(state, seat)
        # lenient about the container: a list, or one bare string for one answer
        raw: Any = action.answers
        answers = (raw,) if isinstance(raw, str) else raw
        answers = tuple(answers) if isinstance(answers, list) else answers
        if (not isinstance(answers, tuple) or len(answers) != need
                or not all(isinstance(t, str) for t in answers)):
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Seat {seat} must give exactly {need} answer(s)."),
                seat=seat, need=need)
        self._check_answers(state, seat, answers, action.confirmed)
        return Commit(answers, float(seconds))

    def _record(self, state: OrdetState, seat: int, texts: tuple[str, ...]) -> None:
        """Remember answers that were said (validated before) for the "no repeats" rule."""
        for text in texts:
            options = self._classify(state, seat, text, True)
            fresh = [o for o in options if o[1] not in state.used.get(o[0], ())]
            cat, key = (fresh or options)[0]
            state.used.setdefault(cat, []).append(key)

    def _resolve(self, state: OrdetState, duel: Duel, events: list[Event]) -> None:
        a, b = duel.seats
        ca, cb = duel.commits[a], duel.commits[b]
        events.append(ev.Reveal(answers={a: ca.answers, b: cb.answers},
                                seconds={a: ca.seconds, b: cb.seconds}))
        if ca.answers is None and cb.answers is None:
            state.clock += clock.GIVE_UP_SECONDS
            events.append(ev.Tie((a, b), gave_up=True))
            self._tie(state, events, gave_up=True)
            return
        if cb.answers is None or (ca.answers is not None and ca.seconds < cb.seconds):
            winner, commit = a, ca
        elif ca.answers is None or cb.seconds < ca.seconds:
            winner, commit = b, cb
        else:  # the same time: both said their answers at once
            assert ca.answers is not None and cb.answers is not None
            self._record(state, a, ca.answers)
            self._record(state, b, cb.answers)
            state.clock += ca.seconds
            events.append(ev.Tie((a, b), gave_up=False))
            self._tie(state, events, gave_up=False)
            return
        assert commit.answers is not None
        self._record(state, winner, commit.answers)
        state.clock += commit.seconds
        self._win(state, duel, winner, events)

    def _claim(self, state: OrdetState, duel: Duel, action: Claim) -> list[Event]:
        text = action.text
        keys: list[tuple[int, str]] = []
        if action.accepted:
            mode = state.options["judging"]
            if mode != "buzz" and not normalize(text):
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "engine", "With typed judging an accepted answer needs its text."))
            if normalize(text):
                keys = self._check_answers(state, action.seat, (text,), True)
        events: list[Event] = [ev.Claim(action.seat, action.accepted, text)]
        if not action.accepted:
            return events
        for cat, key in keys:
            state.used.setdefault(cat, []).append(key)
        duel.counted.setdefault(action.seat, []).extend(keys)
        duel.progress[action.seat] = duel.progress.get(action.seat, 0) + 1
        if duel.progress[action.seat] >= int(state.options["answers_needed"]):
            self._win(state, duel, action.seat, events)
        return events

    def _shuffle_back(self, state: OrdetState, duel: Duel, events: list[Event]) -> None:
        if duel.flip is None:
            return
        assert state.rng is not None
        pile = state.draw[duel.flip_pile]
        pile.append(duel.flip)
        state.rng.shuffle(pile)
        events.append(ev.ShuffleBack(duel.flip, duel.flip_pile))
        duel.flip = None

    def _tie(self, state: OrdetState, events: list[Event], gave_up: bool) -> None:
        """A tie (or nobody answered): tie-break flip on a third card, see the rules."""
        duel = state.duel
        assert duel is not None and state.rng is not None
        cs = self.cardset(state)
        duel.commits = {}
        duel.progress = {s: 0 for s in duel.seats}
        duel.counted = {}
        self._shuffle_back(state, duel, events)
        piles = [p for p in (0, 1)
                 if any(c is not None and not cs.is_joker(c) for c in state.draw[p])]
        if gave_up and duel.tiebreaks >= MAX_TIEBREAKS:
            self._void(state, duel, events)
            return
        if not piles:  # Decision: race again on the original categories (counts as a flip)
            duel.tiebreaks += 1
            duel.targets = dict(duel.base_targets)
            events.append(ev.Rerace(duel.seats))
            return
        p = max(piles, key=lambda i: (len(state.draw[i]), -i))
        pile = state.draw[p]
        while True:
            card = pile.pop()
            assert card is not None
            if not cs.is_joker(card):
                break
            events.append(ev.TiebreakJoker(card, p))
            pile.append(card)
            state.rng.shuffle(pile)
        duel.flip, duel.flip_pile = card, p
        duel.tiebreaks += 1
        duel.targets = {s: card for s in duel.seats}
        events.append(ev.Tiebreak(card, p))

    def _void(self, state: OrdetState, duel: Duel, events: list[Event]) -> None:
        ta, tb = state.top(duel.slots[0]), state.top(duel.slots[1])
        assert ta is not None and tb is not None
        state.voided.append((min(ta, tb), max(ta, tb)))
        state.voids += 1
        events.append(ev.Void(duel.seats))
        state.duel = None
        if not self._open_duel(state, events):
            self._after_duels(state, self.cardset(state), events)

    def _win(self, state: OrdetState, duel: Duel, winner: int, events: list[Event]) -> None:
        self._shuffle_back(state, duel, events)
        if duel.kind == RACE:
            slot = duel.slots[0]
            loser_seat = slot[0]
        else:
            loser_seat = duel.seats[1] if duel.seats[0] == winner else duel.seats[0]
            slot = duel.slots[0] if duel.slots[0][0] == loser_seat else duel.slots[1]
        card = state.play[slot[0]][slot[1]].pop()
        state.score[winner].append(card)
        self._touch(state, slot)
        state.last_loser = loser_seat
        events.append(ev.DuelWon(winner, loser_seat, slot, card))
        state.duel = None
        if not self._open_duel(state, events):
            self._after_duels(state, self.cardset(state), events)

    # -----------------------------------------------------------------------------------------
    # fair undo
    # -----------------------------------------------------------------------------------------

    def reversible(self, before: OrdetState, action: OrdetAction, after: OrdetState,
                   events: Sequence[Event]) -> bool:
        """Fair undo (``core.Game.reversible``): nothing in Ordet fanger is reversible.

        ``Draw`` turns the top card of a hidden draw pile face up.  A duel is a real-time
        race between two seats: a sealed ``Answer`` or ``Pass`` hands the race to the other
        duellist or settles it (tie-break flips and shuffles included), and ``Claim`` /
        ``DeclareTie`` are the table's verdicts on answers said aloud, heard by the other
        duellist, whose own answer time keeps running; even a rejected claim is part of the
        race, and taking it back would rewrite the race after the fact.
        """
        return False

    # -----------------------------------------------------------------------------------------
    # information
    # -----------------------------------------------------------------------------------------

    def clone(self, state: OrdetState) -> OrdetState:
        return copy_state(state)

    def view(self, state: OrdetState, seat: int | None) -> OrdetState:
        """Everything is public except the draw piles' order and the other seats' sealed answers."""
        v = copy_state(state, keep_rng=False)
        v.draw = [[None] * len(p) for p in state.draw]
        if v.duel is not None:
            for s in list(v.duel.commits):
                if s != seat:
                    v.duel.commits[s] = Commit(None, 0.0, hidden=True)
        return v

    def determinize(self, view: OrdetState, seat: int, rng: Rng) -> OrdetState:
        s = copy_state(view, keep_rng=False)
        cs = self.cardset(s)
        seen = set(self._located(s))
        unseen: list[int | None] = [c for c in range(cs.size) if c not in seen]
        rng.shuffle(unseen)
        n0 = len(s.draw[0])
        s.draw = [unseen[:n0], unseen[n0:]]
        if s.duel is not None:
            for k, c in s.duel.commits.items():
                if c.hidden:
                    s.duel.commits[k] = Commit(None, 0.0)
        s.rng = Rng(rng.randrange(2**62))
        return s

    def _located(self, s: OrdetState) -> list[int]:
        """Every card whose place is public (all but the draw piles)."""
        out = [c for seat in s.play for pile in seat for c in pile]
        out += [c for pile in s.score for c in pile]
        out += s.jokers + s.set_aside + s.removed
        if s.duel is not None and s.duel.flip is not None:
            out.append(s.duel.flip)
        return out

    def audit(self, state: OrdetState) -> list[str]:
        cs = self.cardset(state)
        problems = [*self._audit_cards(state, cs), *self._audit_duel(state)]
        if state.phase == Phase.OVER and sum(state.totals) != sum(
                sum(r) for r in state.round_scores):
            problems.append("totals differ from the sum of the rounds")
        for seat in [*range(state.seats), None]:
            problems.extend(self._audit_view(state, seat))
        return problems

    def _audit_cards(self, state: OrdetState, cs: CardSet) -> list[str]:
        """Every card of the set exactly once; jokers only among the jokers; the removed
        cards are those of the removed symbols."""
        problems: list[str] = []
        drawn = [c for p in state.draw for c in p]
        if any(c is None for c in drawn):
            problems.append("hidden card in the real state's draw piles")
        where = [c for c in drawn if c is not None] + self._located(state)
        if sorted(where) != list(range(cs.size)):
            problems.append(f"cards not accounted for exactly once: {len(where)} placed, "
                            f"expected {cs.size}")
        for seat in state.play:
            for pile in seat:
                if any(cs.is_joker(c) for c in pile):
                    problems.append("a joker in a play pile")
        if any(cs.is_joker(c) for p in state.score for c in p):
            problems.append("a joker in a score pile")
        if any(not cs.is_joker(c) for c in state.jokers + state.set_aside):
            problems.append("a category card among the jokers")
        gone = {cs.symbols.index(n) for n in state.options["removed_symbols"]}
        if sorted(state.removed) != [c for c in range(cs.size) if set(cs.symbols_on(c)) & gone]:
            problems.append("removed cards do not match the removed symbols")
        return problems

    def _audit_duel(self, state: OrdetState) -> list[str]:
        """The phase agrees with the open duel, and the duel is the match that goes first."""
        problems: list[str] = []
        if (state.phase == Phase.OVER) != (self.current_player(state) is None):
            problems.append("current_player is None exactly when the game is over")
        if (state.phase == Phase.DUEL) != (state.duel is not None):
            problems.append("phase and open duel disagree")
        found = self.matches(state)
        if state.phase == Phase.DRAW and found:
            problems.append(f"a match is left without a duel: {found}")
        if state.phase != Phase.DUEL or state.duel is None:
            return problems
        d = state.duel
        pair = (d.slots[0], d.slots[1])
        if pair not in found and (pair[1], pair[0]) not in found:
            problems.append("the open duel's piles do not match")
        elif len(found) > 1:
            if not state.voids and not state.voided:
                problems.append(f"more than one match at once without a void: {found}")
            if set(self.duel_order(state, found)[0]) != set(pair):
                problems.append(f"the open duel {pair} is not the match that goes first "
                                f"of {found}")
        return problems

    def _audit_view(self, state: OrdetState, seat: int | None) -> list[str]:
        """``seat``'s view hides the draw piles' cards (not their counts), the random
        generator and the other duellist's sealed answer."""
        problems: list[str] = []
        v = self.view(state, seat)
        if any(c is not None for p in v.draw for c in p):
            problems.append(f"view for {seat} shows draw pile cards")
        if [len(p) for p in v.draw] != [len(p) for p in state.draw]:
            problems.append(f"view for {seat} has wrong draw pile counts")
        if v.rng is not None:
            problems.append(f"view for {seat} carries the random generator")
        if v.duel is not None:
            for s, c in v.duel.commits.items():
                if s != seat and (c.answers is not None or not c.hidden):
                    problems.append(f"view for {seat} shows seat {s}'s sealed answer")
        return problems


GAME = OrdetGame()
