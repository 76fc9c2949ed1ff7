"""A race across a network made fair: one reveal time, presses ordered by when they were made.

Why: in Ordet fanger two duellists race to answer.  At one screen the first key press wins.
Across a network the first *message* to arrive is not the first press: a guest 200 ms away
loses every race to one 10 ms away by nearly 400 ms of round trip.  The host is the authority,
so it measures each guest's clock (``net.clock.ClockSync``) and decides by press times.

How a race runs (host time is the host's monotonic clock, seconds):

1. The host picks the reveal time ``R = reveal_time(now, clocks)``: far enough ahead that the
   reveal message reaches the slowest guest before its screen's moment.  It sends each guest
   ``race_message(race, R, clock)``: ``{"t": "race", "race": n, "reveal": R, "offset": o}``
   with that guest's offset ``o`` (guest time - host time).  Seats at the host's screen (and
   computer players) start at ``R`` on the host's clock.
2. A guest shows the card when its own clock reaches ``R + o`` (``guest_reveal_at``), or at
   once if the message came later than that, and notes the moment it showed it (``shown``).
3. A press (a buzz, or a typed answer sent) is reported with ``press_message``: the press
   moment and the shown moment, both converted to host time with the *same* offset ``o``
   (``{"t": "press", "race": n, "pressed": ..., "shown": ...}``; a typed answer's ``act`` can
   carry the same two fields).
4. The host checks the report (``read_press``) and turns it into the press's host time,
   ``press_time(R, pressed, shown)`` = ``R`` + the reaction the guest's own clock measured from
   its card to its press, and hands it to a ``RaceCollector`` with the arrival time.  After
   the first arrival the collector waits until no press still on its way could be earlier
   (``deadline``), then gives the order (``RaceResult``); presses within ``TIE`` (15 ms) of
   each other are reported as a tie, for the game's tie rule.  ``answer_seconds`` and
   ``engine_seconds`` give Ordet's ``Answer.seconds``.
5. Everyone is shown the order: ``order_message`` (seats, seconds after the reveal, ties).

Why the offset's error does not matter for the order: the offset is exact only if the path
takes as long each way (``net.clock``); otherwise the guest's card shows a little early or late
in true time.  Its press is converted with the same offset, so the reaction time (press minus
card, both on the guest's clock) is exact whatever the offset: every player is timed from the
card on their own screen.  ``shown`` covers a reveal message that came too late (a spike): the
guest's reaction is still timed from the moment it could see the card (as far as the
collector's bounds below allow).  What the offset's error
does change is how simultaneous the cards are in true time (half the path's asymmetry, at most
half a round trip), which only matters to people who also hear each other, and when a press
arrives, which ``ClockSync.late_bound`` allows for (see there).

How long the collector waits: a press made at host time ``P`` by guest ``j`` reaches the host
by ``P + late_j`` (``ClockSync.late_bound``: half the round trip plus the link's usual lateness).
Once the earliest press seen is at ``P0``, a seat still silent could only tie or beat it with a
press before ``P0 + TIE``, which would arrive by ``P0 + TIE + late_j``; so the order is final at
the latest of those over the silent seats (at once when every seat has pressed or withdrawn),
and never later than ``MAX_WAIT`` after the first arrival.  A seat at the host's screen has
``late`` 0.  Trust: a guest's app reports its own times, as a person's clock at one screen does;
a press claimed earlier than its arrival allows (``PLAUSIBLE`` late bounds) is moved to that
limit, so a guest whose clock jumped (or a doctored app) gains at most that.  Measured in the
simulation of ``tests/net/test_buzzer_fairness.py``: over 5000 races the true first presser
wins 99.7 % of those with a gap of 40 ms or more (naive first arrival: 83 %), and the median
wait after the first arrival is 56 ms.

The engine and ties: Ordet's sealed ``Answer`` path decides by the smaller ``seconds`` and calls
equal seconds a tie; it has no 15 ms window.  ``engine_seconds`` therefore gives every seat of a
tie group the group's first time, so the engine sees the tie; ``tie_snap`` does the same for an
answer that arrives after the order was final.  The sealed path needs no collection window (the
engine waits for both duellists' commitments and compares their seconds), only that snapping.
The table's path (``Claim``: the first buzz or the first correct typed answer counts at once)
is where the window matters: the host holds the first arrival until ``result`` is final, then
claims for ``result.first`` (a tie between both duellists is ``DeclareTie`` while the engine's
``tie_allowed``, else the earlier time of the two).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.ordet.clock import MAX_ANSWER_SECONDS
from net.clock import ClockSync, finite

#: presses this close (seconds) are simultaneous: the game's tie rule decides
TIE = 0.015
#: the longest the collector waits after the first arrival (seconds)
MAX_WAIT = 0.75
#: time a guest's app needs between the reveal message and its card on screen (seconds)
REVEAL_SLACK = 0.05
#: the shortest lead of a reveal (seconds), and the longest (a very slow guest is not waited
#: for: it shows the card late and is timed from then, ``press_time``)
MIN_LEAD, MAX_LEAD = 0.1, 1.0
#: a press may claim to be at most this many late bounds older than its arrival
PLAUSIBLE = 2.0
#: the smallest ``Answer.seconds`` (the engine wants more than 0)
MIN_SECONDS = 0.001


def late_bound(clock: ClockSync | None) -> float:
    """A seat's late bound: 0 at the host's screen (None), else its clock's."""
    return 0.0 if clock is None else clock.late_bound()


# ---------------------------------------------------------------------- the host's reveal
def reveal_time(now: float, clocks: Iterable[ClockSync | None]) -> float:
    """The host time to reveal the next card at: ``now`` plus the longest any racing guest's
    message may take (its late bound) and ``REVEAL_SLACK``, between ``MIN_LEAD`` and
    ``MAX_LEAD`` ahead.  ``clocks``: the racing seats' clocks (None for the host's screen)."""
    lead = max((late_bound(c) for c in clocks), default=0.0) + REVEAL_SLACK
    return now + min(MAX_LEAD, max(MIN_LEAD, lead))


def race_message(race: int, reveal: float, clock: ClockSync) -> dict[str, Any]:
    """The host's word to one guest: race ``race`` reveals at host time ``reveal``; ``offset``
    is the guest's clock minus the host's, as measured (the guest needs nothing else)."""
    return {"t": "race", "race": race, "reveal": reveal, "offset": clock.offset}


# ---------------------------------------------------------------------- the guest's side
def guest_reveal_at(message: dict[str, Any]) -> float | None:
    """The guest's local time to show the card (``reveal + offset``), None if malformed.  The
    guest shows it then, or at once when that time has passed, and remembers when it did."""
    reveal, offset = message.get("reveal"), message.get("offset")
    if not finite(reveal) or not finite(offset):
        return None
    return float(reveal) + float(offset)


def press_message(race: int, offset: float, pressed: float, shown: float) -> dict[str, Any]:
    """The guest's report of a press: its local press and card times, as host times converted
    with the race's ``offset`` (the one from ``race_message``, not a newer one)."""
    return {"t": "press", "race": race, "pressed": pressed - offset, "shown": shown - offset}


# ---------------------------------------------------------------------- the host's side
def read_press(message: dict[str, Any]) -> tuple[int, float, float] | None:
    """A guest's press report as (race, pressed, shown), or None when it is malformed (the
    host refuses it like any hostile input)."""
    n, pressed, shown = message.get("race"), message.get("pressed"), message.get("shown")
    if type(n) is not int or not finite(pressed) or not finite(shown):
        return None
    return n, float(pressed), float(shown)


def press_time(reveal: float, pressed: float, shown: float) -> float:
    """A guest's press as host time: the reveal plus the reaction its clock measured from the
    card (``shown``, never before ``reveal``) to the press (never before the card)."""
    return reveal + max(0.0, pressed - max(shown, reveal))


def answer_seconds(reveal_host: float, press_host: float) -> float:
    """Ordet's ``Answer.seconds`` for a press: seconds since the reveal, kept within what the
    engine accepts (more than 0, at most ``MAX_ANSWER_SECONDS``)."""
    return min(MAX_ANSWER_SECONDS, max(MIN_SECONDS, press_host - reveal_host))


def tie_snap(seconds: float, committed: Iterable[float], tie: float = TIE) -> float:
    """``seconds`` for a sealed answer, or an earlier committed answer's seconds when it is
    within ``tie`` of it (the engine ties only exactly equal seconds)."""
    close = [c for c in committed if abs(c - seconds) <= tie]
    return min(close, key=lambda c: abs(c - seconds)) if close else seconds


@dataclass(frozen=True)
class RaceResult:
    """The final order of one race."""

    #: seats by press time (earliest first; equal times by arrival)
    order: tuple[int, ...]
    #: each pressing seat's press as host time (corrected)
    times: dict[int, float]
    #: groups of seats (2 or more) whose presses lie within ``TIE`` of the group's first
    ties: tuple[tuple[int, ...], ...]
    #: seconds the collector waited after the first arrival
    waited: float
    #: host time the order became final
    at: float
    #: seats that withdrew (gave up) before the order was final
    withdrawn: frozenset[int] = frozenset()

    @property
    def first(self) -> tuple[int, ...]:
        """The seats sharing first place: the first seat, or its whole tie group."""
        if not self.order:
            return ()
        for group in self.ties:
            if self.order[0] in group:
                return group
        return self.order[:1]


def engine_seconds(result: RaceResult, reveal: float) -> dict[int, float]:
    """Each pressing seat's ``Answer.seconds``, every seat of a tie group given the group's
    first time, so that the engine's "equal seconds are a tie" sees the tie."""
    out = {seat: answer_seconds(reveal, t) for seat, t in result.times.items()}
    for group in result.ties:
        same = out[group[0]]
        for seat in group:
            out[seat] = same
    return out


def order_message(race: int, result: RaceResult, reveal: float) -> dict[str, Any]:
    """What everyone is shown once the order is final: the seats in press order, each one's
    seconds after the reveal (as ``engine_seconds``: a tie group shares one) and the ties.
    (JSON object keys are strings, so the seconds are a list in ``order``'s order.)"""
    secs = engine_seconds(result, reveal)
    return {"t": "order", "race": race, "order": list(result.order),
            "seconds": [secs[s] for s in result.order],
            "ties": [list(g) for g in result.ties]}


@dataclass
class _Press:
    time: float
    arrival: float


@dataclass
class RaceCollector:
    """The host's collector for one race at a time: presses in, the fair order out.

    ``clocks`` names the racing seats: each seat's ``ClockSync`` (a guest) or None (the host's
    screen, a computer player).  Late bounds are taken at ``open``."""

    clocks: Mapping[int, ClockSync | None]
    tie: float = TIE
    cap: float = MAX_WAIT
    reveal: float = field(default=0.0, init=False)
    _late: dict[int, float] = field(default_factory=dict, init=False)
    _presses: dict[int, _Press] = field(default_factory=dict, init=False)
    _withdrawn: dict[int, float] = field(default_factory=dict, init=False)
    _final: RaceResult | None = field(default=None, init=False)
    #: presses that arrived after the order was final: seat -> press host time
    late: dict[int, float] = field(default_factory=dict, init=False)

    def open(self, reveal: float) -> None:
        """A new race revealed at host time ``reveal`` (forgets the last one)."""
        self.reveal = reveal
        self._late = {seat: late_bound(c) for seat, c in self.clocks.items()}
        self._presses.clear()
        self._withdrawn.clear()
        self.late.clear()
        self._final = None

    @property
    def pending(self) -> frozenset[int]:
        """Racing seats that have neither pressed nor withdrawn."""
        return frozenset(self._late) - set(self._presses) - set(self._withdrawn)

    def press(self, seat: int, press_host: float, arrival: float) -> float | None:
        """Seat pressed at host time ``press_host`` (``press_time``; the host's own clock for
        a seat at its screen); the message arrived at ``arrival``.  Returns the press time as
        counted (kept between the reveal, the earliest its arrival allows and the arrival), or
        None for a seat not in the race or a second press.  A press that comes after the order
        became final (``result``) is kept in ``late``, not in the order."""
        if seat not in self._late or seat in self._presses or seat in self.late:
            return None
        self._settle(arrival)
        earliest = arrival - PLAUSIBLE * self._late[seat]
        counted = min(arrival, max(press_host, earliest, self.reveal))
        if self._final is not None:
            self.late[seat] = counted
        else:
            self._withdrawn.pop(seat, None)
            self._presses[seat] = _Press(counted, arrival)
        return counted

    def withdraw(self, seat: int, arrival: float) -> None:
        """Seat will not press in this race (it gave up): nobody waits for it."""
        if seat in self._late and seat not in self._presses:
            self._settle(arrival)
            if self._final is None:
                self._withdrawn[seat] = arrival

    def deadline(self) -> float | None:
        """Host time at which the order is final; None before the first press arrived (or,
        when every seat withdrew, the last withdrawal)."""
        if self._final is not None:
            return self._final.at
        arrivals = [p.arrival for p in self._presses.values()]
        if not arrivals:
            return max(self._withdrawn.values()) if self._withdrawn and not self.pending else None
        first = min(arrivals)
        pending = self.pending
        if not pending:
            return max([*arrivals, *self._withdrawn.values()])
        earliest = min(p.time for p in self._presses.values())
        wait_for = earliest + self.tie + max(self._late[s] for s in pending)
        return min(first + self.cap, max(first, wait_for))

    def _settle(self, now: float) -> None:
        """Make the order final if its deadline passed before ``now``."""
        d = self.deadline()
        if self._final is None and d is not None and d <= now:
            self._final = self._result(d)

    def result(self, now: float) -> RaceResult | None:
        """The order once final (at or after ``deadline``), else None.  Final is final: later
        presses go to ``late``."""
        if self._final is None:
            d = self.deadline()
            if d is None or now < d:
                return None
            self._final = self._result(d)
        return self._final

    def _result(self, at: float) -> RaceResult:
        ranked = sorted(self._presses.items(), key=lambda kv: (kv[1].time, kv[1].arrival, kv[0]))
        order = tuple(seat for seat, _ in ranked)
        times = {seat: p.time for seat, p in ranked}
        groups: list[list[int]] = []
        start = -math.inf
        for seat, p in ranked:
            if groups and p.time - start <= self.tie + 1e-12:
                groups[-1].append(seat)
            else:
                groups.append([seat])
                start = p.time
        first = min((p.arrival for p in self._presses.values()), default=at)
        return RaceResult(order, times, tuple(tuple(g) for g in groups if len(g) > 1),
                          max(0.0, at - first), at, frozenset(self._withdrawn))
