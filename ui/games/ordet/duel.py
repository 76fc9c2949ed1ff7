"""The duel controller: runs Ordet fanger duels in real time at one computer.

Why a controller of its own: the engine decides duels from outside events (who answered first,
whether the table accepted it), so somebody must turn key presses, typed answers and the computer
players' reaction times into those events at the right moment.  This object owns that timing:

* Computer duellists plan their answer when the race starts (their agent picks the answers and
  a reaction time from their view) and "say" it when the duel clock reaches that time, unless a
  person answered first.  They are shown "thinking" until then.
* People either buzz (buzz-and-confirm: the table accepts or rejects with one key/click; a
  rejected player may buzz again after ``LOCKOUT`` seconds) or type (typed/strict judging:
  matched answers count at once, unknown ones ask "Count it anyway?", strict refuses them).
* Everything becomes engine ``Claim`` / ``DeclareTie`` actions through ``session.submit``; when
  nobody can answer, both duellists ``Pass`` (the engine then flips a tie-break card or voids).
* A duel that already holds sealed answers (a game resumed after the headless autoplay) is
  finished with sealed ``Answer``/``Pass`` commitments instead ("sealed" race).

The clock is a ``SimClock``: real time in play, stepped by tests.  While a buzz or the "Count it
anyway?" question waits for the table, the clock is frozen for the race.

Across computers (``net``, from ``ui.games.ordet.netrace``): only the host's own computer
players are planned; a person at another computer answers on their screen.  The host's
``HostReferee`` orders every press of a race that has such a person by when it was made and
then submits the outcome; a guest's ``GuestRacer`` sends its person's presses and never
submits anything for another seat or for the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine import games
from engine.core import Agent, Decision, Event, IllegalAction, Rng
from engine.ordet import clock as engine_clock
from engine.ordet import events as ev
from engine.ordet.actions import Answer, Claim, DeclareTie, Pass
from engine.ordet.rules import GAME
from engine.ordet.state import OrdetState, Phase
from ui.games.ordet import netrace
from ui.games.ordet.simclock import SimClock
from ui.reasons import translate_reason
from ui.seats import COMPUTER
from ui.session import Session

#: seconds a rejected player must wait before buzzing again (rules: 1 s)
LOCKOUT = 1.0
#: seconds the table waits when no duellist can answer at all (both computers blank)
NOBODY_WAIT = 4.0
#: seconds after which a race between computers only is given up (safety net)
MAX_COMPUTER_RACE = 60.0
#: seconds into the race a guided game's scripted answer (a ``Claim``) is said
SCRIPTED_SECONDS = 2.5


@dataclass
class Race:
    """One race: a duel, a tie-break or a re-race, from its start to its end."""

    serial: int
    start: float
    seats: tuple[int, int]
    sealed: bool = False
    #: computer seat -> planned answers with the duel time (seconds) each is said at
    plans: dict[int, list[tuple[float, str]]] = field(default_factory=dict)
    #: computer seat -> whole planned sealed Answer (sealed races), None = pass
    sealed_plans: dict[int, Answer | None] = field(default_factory=dict)
    frozen_since: float | None = None
    frozen_total: float = 0.0
    buzzed: int | None = None
    typing: int | None = None
    unknown: tuple[int, str, float] | None = None
    lockout: dict[int, float] = field(default_factory=dict)
    gave_up: set[int] = field(default_factory=set)
    typed: dict[int, list[str]] = field(default_factory=dict)
    last_plan_time: float = 0.0
    #: seats whose press is with the host's referee (across computers): no second answer yet
    pressed: set[int] = field(default_factory=set)


class DuelController(QObject):
    """Turns buzzes, typed answers and computer reaction times into duel actions."""

    changed = Signal()  # prompts, timers or thinking marks changed
    spoke = Signal(int, str, str)  # seat, text, kind: answer | rejected | buzz | pass
    message = Signal(str)
    ordered = Signal(str)  # across computers: the order of a race's presses, in words

    def __init__(self, session: Session, sim: SimClock, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.sim = sim
        self.race: Race | None = None
        self._serial = 0
        self._agents: dict[int, Agent] = {}
        self._submitting = False
        #: across computers: the host's referee or a guest's racer (``netrace``), else None
        self.net: Any = netrace.attach(self, session.net_link)
        sim.ticked.connect(self._tick)
        session.eventsApplied.connect(self._events)
        session.table_drives = self.drives

    # ------------------------------------------------------------------ facts
    @property
    def state(self) -> OrdetState:
        st: OrdetState = self.session.state
        return st

    @property
    def judging(self) -> str:
        return str(self.session.options.get("judging", "typed"))

    def is_human(self, seat: int) -> bool:
        return self.session.seats[seat].is_human

    def is_person(self, seat: int) -> bool:
        """A person answers for the seat, here or at another computer."""
        return self.is_human(seat) or self.session.seats[seat].is_remote

    def planned(self, seat: int) -> bool:
        """A computer player this screen plays (a guest's computers are the host's)."""
        return self.session.seats[seat].kind == COMPUTER and not self.session.guest

    def _network(self) -> Any:
        """The network's side (a host's ``Hosting`` made after the table is found late)."""
        if self.net is None and self.session.net_link is not None:
            self.net = netrace.attach(self, self.session.net_link)
        return self.net

    def drives(self, seat: int) -> bool:
        """The session's hook: every duel move is ours (real time), draws are the session's."""
        return self.state.phase == Phase.DUEL

    def elapsed(self) -> float:
        """Duel seconds since the race began, without the frozen stretches."""
        r = self.race
        if r is None:
            return 0.0
        now = self.sim.now()
        frozen = r.frozen_total + (now - r.frozen_since if r.frozen_since is not None else 0.0)
        return max(0.0, now - r.start - frozen)

    @property
    def frozen(self) -> bool:
        return self.race is not None and self.race.frozen_since is not None

    def human_duellists(self) -> list[int]:
        r = self.race
        return [] if r is None else [s for s in r.seats if self.is_human(s)]

    def answer_seat(self) -> int | None:
        """The seat whose answer box is open (typed answers), or None."""
        r = self.race
        if r is None or r.unknown is not None:
            return None
        if r.typing is not None:
            return r.typing
        humans = [s for s in self.human_duellists() if s not in r.gave_up | r.pressed]
        if r.sealed:
            open_humans = [s for s in humans if s not in self._commits()]
            return open_humans[0] if len(open_humans) == 1 else None
        if ((self.judging != "buzz" or self.typed_only()) and len(self.human_duellists()) == 1
                and humans):
            return humans[0]
        return None

    def typed_only(self) -> bool:
        """Across computers every person types (nobody at this screen could judge a buzz of
        a person elsewhere): on a guest's table, and in a race with a person elsewhere."""
        r = self.race
        return self.net is not None and r is not None and (
            self.session.guest or any(self.session.seats[s].is_remote for s in r.seats))

    def uses_buzzers(self) -> bool:
        """People buzz in this race (buzz judging, or two people typing after a buzz)."""
        r = self.race
        if r is None or r.sealed or self.typed_only():
            return False
        humans = self.human_duellists()
        return bool(humans) and (self.judging == "buzz" or len(humans) == 2)

    def can_buzz(self, seat: int) -> bool:
        r = self.race
        return (r is not None and self.uses_buzzers() and seat in r.seats
                and self.is_human(seat) and r.buzzed is None and r.typing is None
                and r.unknown is None and self.sim.now() >= r.lockout.get(seat, -1.0))

    def thinking_seats(self) -> list[int]:
        """Computer duellists still looking for their answer."""
        r = self.race
        if r is None:
            return []
        if r.sealed:
            return [s for s in r.sealed_plans if s not in self._commits()]
        return [s for s, plan in r.plans.items() if plan]

    def _commits(self) -> dict[int, Any]:
        duel = self.state.duel
        return {} if duel is None else dict(duel.commits)

    # ------------------------------------------------------------------ race life cycle
    def _events(self, events: list[Event]) -> None:
        st = self.state
        if st.duel is None:
            self._stop()
            return
        if (any(isinstance(e, ev.Duel | ev.Tiebreak | ev.Rerace) for e in events)
                or self.race is None):
            self.start_race()
        elif (any(isinstance(e, ev.Commit) for e in events) and not self._submitting
              and self.race is not None and not self.race.sealed):
            self.start_race()  # somebody else sealed an answer: finish it the sealed way
        self.changed.emit()

    def sync(self) -> None:
        """Match the controller to the session (after the table was built or a game loaded)."""
        if self.state.duel is None:
            self._stop()
        elif self.race is None:
            self.start_race()

    def _stop(self) -> None:
        if self.race is not None:
            self.race = None
            self.sim.set_running(False)
            self.changed.emit()

    def start_race(self) -> None:
        st = self.state
        duel = st.duel
        if duel is None:
            self._stop()
            return
        self._serial += 1
        race = Race(self._serial, self.sim.now(), (duel.seats[0], duel.seats[1]))
        race.sealed = bool(duel.commits)
        if self.session.watch_only:
            # a replay shows the duel as it stands: no clock running, nobody "thinking"
            self.race = race
            self.changed.emit()
            return
        for seat in race.seats:
            if not self.planned(seat):
                continue
            if race.sealed:
                if seat not in duel.commits:
                    race.sealed_plans[seat] = self._plan_sealed(seat)
            else:
                race.plans[seat] = self._plan(seat)
        times = [t for plan in race.plans.values() for t, _ in plan]
        times += [a.seconds for a in race.sealed_plans.values() if a is not None]
        race.last_plan_time = max(times, default=0.0)
        self.race = race
        net = self._network()
        if net is not None:
            net.opened(race)  # the reveal across computers: the race starts at one moment
        self.sim.set_running(True)
        self.changed.emit()

    def _agent(self, seat: int) -> Agent:
        scripted = self.session.agent_factory
        if scripted is not None:  # a guided game's script (``ui.tutorial.runner``), not kept
            return scripted(self.session.seats[seat].level)
        if seat not in self._agents:
            table = games.agents("ordet")
            level = self.session.seats[seat].level or games.default_agent("ordet")
            factory = table.get(level) or table[games.default_agent("ordet")]
            self._agents[seat] = factory()
        return self._agents[seat]

    def _decide(self, seat: int) -> Any:
        st = self.state
        view = GAME.view(st, seat)
        if view.duel is not None:
            view.duel.commits.pop(seat, None)
        legal: list[Any] = []
        need = GAME.needed(view, seat)
        for cat in GAME.categories_for(view, seat):
            unused = GAME.unused_answers(view, cat)
            if len(unused) >= need:
                legal.extend(Answer(seat, tuple(unused[:need]), s)
                             for s in engine_clock.SAMPLE_SECONDS)
        legal.append(Pass(seat))
        rng = Rng(self.session.seed * 7919 + len(self.session.actions) * 31 + seat)
        return self._agent(seat).choose(Decision(self.session.game, view, seat, legal), rng)

    def _plan(self, seat: int) -> list[tuple[float, str]]:
        """When the computer says which answer: its reaction time split over its answers.  A
        guided game's script (``ui.tutorial.runner``) answers with the ``Claim`` it wants made
        (said after ``SCRIPTED_SECONDS``), or with nothing: then the computer never answers."""
        action = self._decide(seat)
        if isinstance(action, Claim) and action.seat == seat and action.accepted:
            return [(SCRIPTED_SECONDS, action.text)]
        if not isinstance(action, Answer) or not action.answers:
            return []
        n = len(action.answers)
        return [(action.seconds * (i + 1) / n, text) for i, text in enumerate(action.answers)]

    def _plan_sealed(self, seat: int) -> Answer | None:
        action = self._decide(seat)
        return action if isinstance(action, Answer) else None

    # ------------------------------------------------------------------ time
    def _tick(self, _now: float) -> None:
        r = self.race
        if r is None or self.session.paused or self._submitting:
            return
        if self.state.duel is None:
            self._stop()
            return
        if self.net is None and self.session.net_link is not None:
            self._network().opened(r)  # hosted after the race opened (a reopened game)
        if self.net is not None:
            self.net.tick()  # the host's referee: is a race's order final?
            if self.race is not r or self.session.guest:
                self.changed.emit()
                return
        if r.frozen_since is not None:
            return
        e = self.elapsed()
        if r.sealed:
            self._tick_sealed(r, e)
            return
        for seat, plan in r.plans.items():
            if plan and plan[0][0] <= e:
                _t, text = plan.pop(0)
                self._computer_claim(r, seat, text)
                return
        humans_left = [s for s in r.seats if self.is_person(s) and s not in r.gave_up]
        computers_left = [s for s, plan in r.plans.items() if plan]
        if not computers_left and not humans_left and e >= r.last_plan_time + NOBODY_WAIT:
            self.nobody()
            return
        if not humans_left and e >= MAX_COMPUTER_RACE:
            self.nobody()
            return
        self.changed.emit()

    def _tick_sealed(self, r: Race, e: float) -> None:
        for seat, plan in list(r.sealed_plans.items()):
            if seat in self._commits():
                continue
            if plan is not None and plan.seconds <= e:
                self.spoke.emit(seat, ", ".join(plan.answers), "answer")
                self._submit(plan if self.net is None else self.net.adjust(seat, plan))
                return
            if plan is None and e >= NOBODY_WAIT:
                self.spoke.emit(seat, "", "pass")
                self._submit(Pass(seat))
                return
        self.changed.emit()

    def _computer_claim(self, r: Race, seat: int, text: str) -> None:
        serial = r.serial
        if self.net is not None and self.net.collecting():
            self.net.claim(seat, self._fresh(seat, text), self.elapsed())
            return
        if self._submit(Claim(seat, True, text), quiet=True):
            self.spoke.emit(seat, text, "answer")
            return
        if self.race is None or self.race.serial != serial:
            return
        # the planned answer became a repeat meanwhile: say another one from the lexicon
        for cat in GAME.categories_for(self.state, seat):
            for other in GAME.unused_answers(self.state, cat):
                if self._submit(Claim(seat, True, other), quiet=True):
                    self.spoke.emit(seat, other, "answer")
                    return
        r.plans[seat] = []

    def _fresh(self, seat: int, text: str) -> str:
        """The planned answer, or another of the lexicon when it became a repeat."""
        if GAME.answer_status(self.state, seat, text) == "ok":
            return text
        for cat in GAME.categories_for(self.state, seat):
            for other in GAME.unused_answers(self.state, cat):
                if GAME.answer_status(self.state, seat, other) == "ok":
                    return other
        return text

    def claimed(self, seat: int, text: str) -> bool:
        """The table's verdict for a press the referee put first: the answer counts."""
        ok = self._submit(Claim(seat, True, text), quiet=True)
        if ok:
            self.spoke.emit(seat, text, "answer")
        return ok

    def _freeze(self, on: bool) -> None:
        r = self.race
        if r is None:
            return
        now = self.sim.now()
        if on and r.frozen_since is None:
            r.frozen_since = now
        elif not on and r.frozen_since is not None:
            r.frozen_total += now - r.frozen_since
            r.frozen_since = None

    def _submit(self, action: Any, quiet: bool = False) -> bool:
        self._submitting = True
        try:
            self.session.submit(action)
        except IllegalAction as err:
            if not quiet:
                self.message.emit(translate_reason(err))
            return False
        finally:
            self._submitting = False
        return True

    # ------------------------------------------------------------------ the table's inputs
    def buzz(self, seat: int) -> bool:
        """Seat pressed its buzzer: freeze the race until the table accepts or rejects."""
        r = self.race
        if r is None or self.state.duel is None:
            return False
        if seat not in r.seats:
            return False
        if not self.can_buzz(seat):
            return False
        self._freeze(True)
        if self.judging == "buzz":
            r.buzzed = seat
        else:
            r.typing = seat
        self.spoke.emit(seat, "", "buzz")
        self.changed.emit()
        return True

    def confirm(self, accepted: bool) -> bool:
        """The table's answer to a buzz, or to "Count it anyway?"."""
        r = self.race
        if r is None:
            return False
        if r.unknown is not None:
            seat, text, at = r.unknown
            r.unknown = None
            if accepted:
                return self._human_counts(r, seat, text, at, confirmed=True)
            self.spoke.emit(seat, text, "rejected")
            if r.sealed:
                self._freeze(False)
            elif r.typing is not None:  # two people typing: a rejected answer ends the turn
                self._reject(r, seat, text)
            else:
                self._submit(Claim(seat, False, text))
                self._freeze(False)
            self.changed.emit()
            return True
        if r.buzzed is None:
            return False
        seat = r.buzzed
        r.buzzed = None
        if accepted:
            self._freeze(False)
            ok = self._submit(Claim(seat, True, ""))
            if ok:
                self.spoke.emit(seat, self.tr("correct!"), "answer")
            return ok
        self._reject(r, seat, "")
        return True

    def _reject(self, r: Race, seat: int, text: str) -> None:
        r.typing = None
        r.lockout[seat] = self.sim.now() + LOCKOUT
        self._submit(Claim(seat, False, text))
        self._freeze(False)
        self.spoke.emit(seat, text, "rejected")
        self.changed.emit()

    def submit_text(self, text: str) -> str:
        """A typed answer from the answer box; returns the engine's verdict for the UI."""
        r = self.race
        seat = self.answer_seat()
        if r is None or seat is None:
            return "none"
        at = self.elapsed()
        status = GAME.answer_status(self.state, seat, text)
        if status == "empty":
            return status
        if status == "ok":
            self._human_counts(r, seat, text, at, confirmed=False)
            return status
        if status == "repeat":
            self.message.emit(self.tr("“{answer}” was already given for this category this round.")
                              .format(answer=text.strip()))
            return status
        if status == "twice":  # "more answers": this one already counts for the seat
            self.message.emit(self.tr("“{answer}” already counts for you in this duel.")
                              .format(answer=text.strip()))
            return status
        # unknown answer
        if self.judging == "strict":
            self.message.emit(self.tr("“{answer}” is not in the list (strict judging).")
                              .format(answer=text.strip()))
            if r.typing is not None:
                self._reject(r, seat, text)
            return "strict"
        r.unknown = (seat, text.strip(), at)
        self._freeze(True)
        self.changed.emit()
        return status

    def _human_counts(self, r: Race, seat: int, text: str, at: float, confirmed: bool) -> bool:
        r.typing = None
        if r.sealed:
            answers = [*r.typed.get(seat, []), text]
            need = GAME.needed(self.state, seat)
            if len(answers) < need:
                r.typed[seat] = answers
                self._freeze(False)
                self.spoke.emit(seat, text, "answer")
                self.changed.emit()
                return True
            ok = self._submit(Answer(seat, tuple(answers), max(0.001, at), confirmed))
            self._freeze(False)
            if ok:
                self.spoke.emit(seat, ", ".join(answers), "answer")
            return ok
        self._freeze(False)
        if self.net is not None and self.net.collecting():
            # across computers the referee decides who was first (``netrace``)
            r.pressed.add(seat)
            self.spoke.emit(seat, text, "answer")
            self.net.claim(seat, text, at)
            self.changed.emit()
            return True
        ok = self._submit(Claim(seat, True, text))
        if ok:
            self.spoke.emit(seat, text, "answer")
        return ok

    def give_up(self, seat: int | None = None) -> None:
        """A person gives up this race (typed answers): the computer may still answer."""
        r = self.race
        if r is None:
            return
        seat = self.answer_seat() if seat is None else seat
        if seat is None:
            return
        r.gave_up.add(seat)
        r.typing = None
        self._freeze(False)
        self.spoke.emit(seat, "", "pass")
        if r.sealed:
            self._submit(Pass(seat))
            return
        if self.net is not None:
            self.net.withdraw(seat, self.elapsed())
            if self.session.guest:
                self.changed.emit()
                return
        if not [s for s, plan in r.plans.items() if plan] and all(
                s in r.gave_up for s in r.seats if self.is_person(s)):
            self.nobody()
        self.changed.emit()

    def nobody(self) -> None:
        """Nobody can answer: both duellists pass (tie-break flip, or the duel is voided)."""
        r = self.race
        duel = self.state.duel
        if r is None or duel is None:
            return
        for seat in r.seats:
            if self.state.duel is not duel:
                return
            if seat not in self._commits() and not self._submit(Pass(seat)):
                # refused (a guided game's script wants an answer): whoever gave up may
                # answer again, or the answer box would stay closed for good
                r.gave_up.clear()
                self.changed.emit()
                return

    def declare_tie(self) -> bool:
        """The table says both answered at the same time: tie-break flip."""
        r = self.race
        if r is None or r.sealed or r.unknown is not None:
            return False
        r.buzzed = None
        r.typing = None
        self._freeze(False)
        return self._submit(DeclareTie())
