"""Ordet fanger's races across computers: the host's referee and a guest's racer.

Why: at one screen the first correct answer typed wins (the duel controller submits a ``Claim``
at once).  Across a network the first *message* is not the first answer, so the path the
one-screen flow uses for typed answers (``Claim``) is made fair as ``net.race`` describes:

* The host (``HostReferee``, for a race with a person at another computer) picks the reveal
  time ``R`` (``reveal_time``: far enough ahead for the slowest duellist's message), starts its
  own race clock at ``R`` and tells every guest ``{"t": "race", ..., "n"}`` (``race_message``
  with the number of actions the position has, which the guest matches to its own).
* A guest (``GuestRacer``) starts its race clock at its own equivalent of ``R``
  (``guest_reveal_at``) and sends its person's typed answer as a *press*: an ``act`` with the
  ``Claim`` and ``race``/``pressed``/``shown`` (``press_message``), or a give-up as ``Pass``.
  It submits nothing for another seat and no verdict of the table.
* The host's referee puts every press of the race — a guest's (``press_time``), its own
  computer's planned answer and its own person's typed one (``R`` + their duel seconds) — into
  a ``RaceCollector`` (each guest's ``ClockSync`` from the pongs), and once the order is final
  submits the outcome: ``Claim`` for the first (and for the next ones while the duel wants
  more answers), ``DeclareTie`` when both pressed within ``TIE`` and a tie-break is allowed.
  Everyone is shown the order (``order_message``, in words by ``order_text``).
* A sealed race (``Answer``: a resumed game, or a bot) needs no collection: the engine
  compares the seconds; the referee snaps an answer within ``TIE`` of a committed one to it
  (``tie_snap``), as the engine ties only equal seconds.

Presses of a guest come in through ``Hosting.on_press`` (``HostTable.race_hook``); nothing here
bypasses the seat views: the guest's table only ever holds its view.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QLocale

from engine.core import QT_TRANSLATE_NOOP, IllegalAction
from engine.ordet import events as ev
from engine.ordet.actions import Answer, Claim, Pass
from engine.ordet.rules import GAME
from net.clock import ClockSync
from net.race import (
    RaceCollector,
    guest_reveal_at,
    order_message,
    press_message,
    press_time,
    race_message,
    read_press,
    reveal_time,
    tie_snap,
)

if TYPE_CHECKING:
    from ui.games.ordet.duel import DuelController, Race

NOT_IN_DUEL = QT_TRANSLATE_NOOP("engine", "Only the two duellists can answer.")
NO_DUEL = QT_TRANSLATE_NOOP("engine", "There is no duel to answer.")
#: presses kept while a seat's earlier one is still being ordered (more answers)
MAX_QUEUED = 8


class HostLink(Protocol):
    """What the referee uses of the host's network (``ui.net.hosting.Hosting``)."""

    on_press: Any
    adjust: Any

    def now(self) -> float: ...

    def clock(self, seat: int) -> ClockSync: ...

    def tell(self, seat: int | None, message: dict[str, Any]) -> None: ...

    def guests(self) -> list[int]: ...


def attach(duels: DuelController, link: Any) -> HostReferee | GuestRacer | None:
    """The network side for a duel controller: a guest's racer on a guest's session, the
    host's referee when the session is hosted, None at one screen."""
    if link is None:
        return None
    if getattr(link, "guest", False):
        return GuestRacer(duels, link)
    return HostReferee(duels, link)


def order_text(names: Sequence[str], message: dict[str, Any]) -> str:
    """The order of a race's presses in words (everyone's screen shows it)."""
    translate = QCoreApplication.translate
    order, secs = message.get("order"), message.get("seconds")
    ties = message.get("ties") or []
    if (not isinstance(order, list) or not isinstance(secs, list) or not order
            or len(secs) != len(order)
            or not all(isinstance(s, int) and 0 <= s < len(names) for s in order)):
        return ""
    loc = QLocale()

    def sec(i: int) -> str:
        value = secs[i]
        return loc.toString(float(value), "f", 2) if isinstance(value, int | float) else "?"

    first, rest = names[order[0]], order[1:]
    second = names[rest[0]] if rest else ""
    if rest and any(order[0] in g and rest[0] in g for g in ties if isinstance(g, list)):
        text = translate("OrdetTable", "{first} and {second} pressed at the same moment.")
        return text.format(first=first, second=second)
    if rest:
        text = translate("OrdetTable", "{first} was first ({seconds} s), then {second}.")
        return text.format(first=first, seconds=sec(0), second=second)
    return translate("OrdetTable", "{name} was first ({seconds} s).").format(
        name=first, seconds=sec(0))


class HostReferee:
    """The host's side of a race with a person at another computer; see the module
    docstring."""

    guest = False

    def __init__(self, duels: DuelController, link: HostLink) -> None:
        self.duels = duels
        self.link = link
        link.on_press = self.press
        link.adjust = self.adjust
        self.collector: RaceCollector | None = None
        self.reveal = 0.0
        self.serial = -1
        #: the answer each pressing seat gave (the collector keeps only times)
        self.texts: dict[int, str] = {}
        #: presses made while the seat's last one was still being ordered (more answers)
        self.queued: list[tuple[int, str, float]] = []

    def _remote(self, seat: int) -> bool:
        return self.duels.session.seats[seat].is_remote

    # ------------------------------------------------------------------ the race
    def opened(self, race: Race) -> None:
        """A race opened on the host: with a person elsewhere in it, its reveal is at ``R``
        on every screen and its presses are collected."""
        self.collector = None
        self.queued = []
        if race.sealed or not any(self._remote(s) for s in race.seats):
            return
        now = self.link.now()
        clocks = {s: (self.link.clock(s) if self._remote(s) else None) for s in race.seats}
        self.reveal = reveal_time(now, clocks.values())
        race.start += self.reveal - now  # the host's own duel seconds count from R too
        self.serial = race.serial
        self.texts = {}
        self.collector = RaceCollector(clocks)
        self.collector.open(self.reveal)
        n = len(self.duels.session.actions)
        for seat in self.link.guests():
            self.link.tell(seat, {**race_message(race.serial, self.reveal,
                                                 self.link.clock(seat)), "n": n})

    def collecting(self) -> bool:
        return self.collector is not None

    def claim(self, seat: int, text: str, at: float) -> None:
        """A press here (the host's computer or person) ``at`` duel seconds after ``R``."""
        self._press(seat, text, self.reveal + at, at)

    def _press(self, seat: int, text: str, when: float, at: float) -> None:
        c = self.collector
        if c is None:
            return
        if c.press(seat, when, self.link.now()) is None:
            if len(self.queued) < MAX_QUEUED:  # a flood of presses is not kept
                self.queued.append((seat, text, at))  # its last press is still being ordered
            return
        self.texts[seat] = text
        self.tick()

    def withdraw(self, seat: int, _at: float = 0.0) -> None:
        if self.collector is not None:
            self.collector.withdraw(seat, self.link.now())
            self.tick()

    def press(self, seat: int, action: Any, message: dict[str, Any]) -> str | None:
        """A guest's press (``Hosting.on_press``): None when taken, else why not."""
        duels = self.duels
        r, st = duels.race, duels.state
        if r is None or st.duel is None:
            return NO_DUEL
        if getattr(action, "seat", None) != seat or seat not in r.seats:
            return NOT_IN_DUEL
        if isinstance(action, Pass):
            if seat not in r.gave_up:
                duels.give_up(seat)
            return None
        if not isinstance(action, Claim) or not action.accepted:
            return NOT_IN_DUEL
        refusal = self._refusal(action)
        if refusal is not None:
            return refusal
        if self.collector is None:  # a sealed race: answers are sealed Answers
            return QT_TRANSLATE_NOOP(
                "engine", "Sealed answers are pending; the duel is decided by them.")
        now = self.link.now()
        read = read_press(message)
        when = (press_time(self.reveal, read[1], read[2])
                if read is not None and read[0] == self.serial else now)
        self._press(seat, action.text, when, when - self.reveal)
        return None

    def _refusal(self, action: Claim) -> str | None:
        """The rules' reason against the answer (a repeat, strict judging), or None."""
        st = self.duels.state
        status = GAME.answer_status(st, action.seat, action.text)
        strict = self.duels.judging == "strict"
        if status == "ok" or (status == "unknown" and not strict):
            return None
        try:
            GAME.apply(GAME.clone(st), action)
        except IllegalAction as err:
            return err.text()
        return NOT_IN_DUEL  # strict judging: only the list's answers (a doctored app)

    def tick(self) -> None:
        """Submit the outcome once the order is final (each tick of the duel clock)."""
        c, r = self.collector, self.duels.race
        if c is None or r is None:
            return
        result = c.result(self.link.now())
        if result is None:
            return
        self.collector = None
        if not result.order:
            return  # everyone gave up: the controller's give-up path lets nobody answer
        names = [s.name for s in self.duels.session.seats]
        message = order_message(self.serial, result, self.reveal)
        self.link.tell(None, message)
        self.duels.ordered.emit(order_text(names, message))
        duel = self.duels.state.duel
        if len(result.first) >= 2 and GAME.tie_allowed(self.duels.state):
            self.duels.declare_tie()
            return
        for seat in result.order:
            if self.duels.state.duel is not duel or self.duels.race is not r:
                return
            r.pressed.discard(seat)
            if not self.duels.claimed(seat, self.texts.get(seat, "")):
                continue
        if self.duels.state.duel is duel and self.duels.race is r:
            # the duel wants more answers: collect the next presses from the same reveal
            self.collector = c
            c.open(self.reveal)
            self.texts = {}
            queued, self.queued = self.queued, []
            for seat, text, at in queued:
                self._press(seat, text, self.reveal + at, at)

    def adjust(self, seat: int, action: Any) -> Any:
        """A sealed answer within ``TIE`` of one already committed gets its seconds."""
        duel = self.duels.state.duel
        if not isinstance(action, Answer) or duel is None:
            return action
        committed = [c.seconds for s, c in duel.commits.items()
                     if s != seat and c.answers is not None]
        snapped = tie_snap(float(action.seconds), committed)
        return action if snapped == action.seconds else dataclasses.replace(
            action, seconds=snapped)


class GuestRacer:
    """A guest's side of a race: its person's presses to the host; see the module docstring.
    ``link`` is the guest's session (``ui.net.guest_session.GuestSession``)."""

    guest = True

    def __init__(self, duels: DuelController, link: Any) -> None:
        self.duels = duels
        self.link = link
        self.pending: dict[str, Any] | None = None
        #: the bound race: (host's race number, offset, local time the card showed)
        self.bound: tuple[int, float, float] | None = None
        link.raceNews.connect(self._news)
        link.refusedRemotely.connect(self._refused)
        link.eventsApplied.connect(self._events)

    def opened(self, race: Race) -> None:
        self.bound = None
        if not race.sealed and self.pending is not None:
            self._bind(race, self.pending)

    def collecting(self) -> bool:
        r = self.duels.race
        return r is not None and not r.sealed

    def _bind(self, race: Race, message: dict[str, Any]) -> None:
        """The host's reveal for this position: the race clock starts at its equivalent."""
        if message.get("n") != self.link.mirror.n:
            return
        at = guest_reveal_at(message)
        serial, offset = message.get("race"), message.get("offset")
        if at is None or not isinstance(serial, int) or not isinstance(offset, int | float):
            return
        now = self.link.now()
        race.start = self.duels.sim.now() + max(0.0, at - now)
        self.bound = (serial, float(offset), max(at, now))
        self.pending = None

    def _fields(self, at: float) -> dict[str, Any]:
        if self.bound is None:  # no reveal came: the host times it by its arrival
            return {"race": -1, "pressed": 0.0, "shown": 0.0}
        serial, offset, shown = self.bound
        sent = press_message(serial, offset, shown + at, shown)
        return {"race": sent["race"], "pressed": sent["pressed"], "shown": sent["shown"]}

    def claim(self, seat: int, text: str, at: float) -> None:
        self.link.press(Claim(seat, True, text), self._fields(at))

    def withdraw(self, seat: int, at: float) -> None:
        self.link.press(Pass(seat), self._fields(at))

    def tick(self) -> None:
        pass

    def adjust(self, seat: int, action: Any) -> Any:
        return action

    # ------------------------------------------------------------------ from the host
    def _news(self, kind: str, message: dict[str, Any]) -> None:
        r = self.duels.race
        if kind == "race":
            self.pending = message
            if r is not None and not r.sealed:
                self._bind(r, message)
            self.duels.changed.emit()
        elif kind == "order":
            names = [s.name for s in self.duels.session.seats]
            self.duels.ordered.emit(order_text(names, message))

    def _refused(self, _message: str, _params: dict[str, Any]) -> None:
        r = self.duels.race
        if r is not None:
            r.pressed.clear()  # the answer did not count: the person may answer again
            self.duels.changed.emit()

    def _events(self, events: list[Any]) -> None:
        r = self.duels.race
        for e in events:
            if isinstance(e, ev.Claim):
                if r is not None:
                    r.pressed.discard(e.seat)
                self.duels.spoke.emit(e.seat, e.text, "answer" if e.accepted else "rejected")
