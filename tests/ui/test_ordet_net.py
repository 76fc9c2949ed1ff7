"""Ordet fanger across computers on the real tables: a host's session, table and ``Hosting``,
guests' ``GuestClient``s with their own tables, all in this process on the loopback.

The links carry a one-way delay per guest and every side has its own clock (a guest's is the
host's plus an offset), all driven by one simulated world time: ``World.step`` moves it, the
duel clocks with it, and delivers what has arrived.  So a race's true press order is known and
nothing sleeps; the only waits are ``qtbot.waitUntil`` for the host's computer to draw.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt

from engine import games
from engine.core import Decision, Rng
from engine.ordet import events as ev
from engine.ordet.actions import Answer
from engine.ordet.rules import GAME
from engine.ordet.state import OrdetState
from net import codec
from net.link import Link
from net.loopback import Hub, LoopLink
from tests.ui.tables import new_session, show_table
from ui.games.ordet.table import OrdetTable
from ui.net.guest_client import GuestClient
from ui.net.guest_session import GuestSession
from ui.net.hosting import Hosting
from ui.seats import COMPUTER, HUMAN, REMOTE, SeatConfig


class DelayQueue:
    """The hub's queue of frames in flight, each due its link's delay after it was sent."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.items: list[tuple[float, int, LoopLink, Any]] = []
        self._n = itertools.count()

    def append(self, item: tuple[LoopLink, Any]) -> None:
        end, frame = item
        due = self.world.t + getattr(end, "delay", 0.0)
        self.items.append((due, next(self._n), end, frame))

    def __bool__(self) -> bool:
        return bool(self.items)

    def due(self) -> tuple[LoopLink, Any] | None:
        ready = [i for i in self.items if i[0] <= self.world.t + 1e-9]
        if not ready:
            return None
        first = min(ready, key=lambda i: (i[0], i[1]))
        self.items.remove(first)
        return first[2], first[3]


class World:
    """One simulated time for every side; the hub's frames arrive after their delay."""

    def __init__(self) -> None:
        self.t = 100.0
        self.hub = Hub()
        self.queue = DelayQueue(self)
        self.hub.queue = self.queue  # type: ignore[assignment]
        self.tables: list[OrdetTable] = []

    def dial(self, delay: float) -> Callable[..., None]:
        """A guest's dialer whose link takes ``delay`` seconds each way."""

        def dial(address: str, connected: Callable[[Link], None],
                 failed: Callable[[str], None]) -> None:
            def on(link: Link) -> None:
                assert isinstance(link, LoopLink)
                assert link.other is not None
                link.delay = delay  # type: ignore[attr-defined]
                link.other.delay = delay  # type: ignore[attr-defined]
                connected(link)
            self.hub.dial(address, on, failed)
        return dial

    def pump(self) -> None:
        while (item := self.queue.due()) is not None:
            end, frame = item
            end._deliver(frame)

    def step(self, seconds: float, dt: float = 0.01) -> None:
        """Move every clock ``seconds`` on, delivering what arrives on the way."""
        left = seconds
        while left > 1e-9:
            d = min(dt, left)
            left -= d
            self.t += d
            self.pump()
            for table in self.tables:
                table.sim.advance(d)
            self.pump()


def host_table(qtbot: Any, world: World, kinds: list[str], options: dict[str, Any],
               seed: int) -> tuple[OrdetTable, Hosting]:
    names = ["Ann", "Bo", "Cy"]
    seats = [SeatConfig(names[i], kind, "hard" if kind == COMPUTER else "")
             for i, kind in enumerate(kinds)]
    session = new_session("ordet", {"seats": len(kinds), "rounds": 1, **options}, seed, seats)
    table = OrdetTable(session)
    table.sim.set_manual(True)
    show_table(qtbot, session, table, size=(1280, 760), start=False)
    hosting = Hosting(session, host_name="Ann", now=lambda: world.t)
    listener = world.hub.listen()
    hosting.listen(listener)
    world.tables.append(table)
    return table, hosting


def join(qtbot: Any, world: World, hosting: Hosting, seat: int, name: str, delay: float,
         offset: float) -> tuple[GuestClient, OrdetTable]:
    """A guest at another computer: its client, then its own table on its session."""
    client = GuestClient(world.dial(delay), hosting.listeners[0].address, name=name,
                         now=lambda: world.t + offset)
    client.connect_to_host()
    world.step(2 * delay + 0.01)
    client.sit(seat, name)
    world.step(2 * delay + 0.01)
    session = client.session
    assert isinstance(session, GuestSession)
    table = OrdetTable(session)
    table.sim.set_manual(True)
    show_table(qtbot, session, table, size=(1280, 760))
    world.tables.append(table)
    return client, table


def warm_up(world: World, hosting: Hosting, times: int = 6) -> None:
    """A few pings, so the host knows each guest's clock."""
    for _ in range(times):
        hosting.ping()
        world.step(0.5, dt=0.05)


def state(table: OrdetTable) -> OrdetState:
    st: OrdetState = table.session.state
    return st


def stack(table: OrdetTable, pile0: list[int], first: int = 0) -> None:
    """The host's draw pile 0 from the top (set-up, before any guest joins)."""
    st = state(table)
    rest = [c for p in st.draw for c in p if c not in pile0]
    st.draw = [rest[: len(rest) // 2] + list(reversed(pile0)), rest[len(rest) // 2:]]
    st.turn = st.drawer = first


def cards_of(table: OrdetTable, symbol: str, n: int) -> list[int]:
    cs = table.cs
    idx = cs.symbols.index(symbol)
    pool = [c for p in state(table).draw for c in p if c is not None]
    return [c for c in pool if not cs.is_joker(c) and cs.symbol_of(c) == idx][:n]


def answer(table: OrdetTable, seat: int) -> str:
    st = state(table)
    assert st.duel is not None
    return GAME.unused_answers(st, st.duel.targets[seat])[0]


def type_answer(qtbot: Any, table: OrdetTable, text: str) -> None:
    box = table.bar.answer
    assert box.isVisible()
    box.clear()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def space(qtbot: Any, table: OrdetTable) -> None:
    qtbot.keyClick(table.view, Qt.Key.Key_Space)


def won(events: list[Any]) -> list[int]:
    return [e.winner for e in events if isinstance(e, ev.DuelWon)]


# ------------------------------------------------------------------------------------------
def test_a_slow_guest_who_typed_first_beats_the_host_person(qtbot: Any) -> None:
    """Bo is 200 ms away with a clock 2 s ahead; he types his answer 100 ms before Ann, so
    his message arrives after hers — and he still wins, as he would at one screen."""
    world = World()
    host, hosting = host_table(qtbot, world, [HUMAN, REMOTE], {"judging": "typed"}, seed=4)
    a, b = cards_of(host, "star", 2)
    stack(host, [a, b], first=0)
    host.session.start()
    client, guest = join(qtbot, world, hosting, 1, "Bo", delay=0.2, offset=2.0)
    warm_up(world, hosting)
    clock = hosting.clocks[1]
    assert clock.offset == pytest.approx(2.0, abs=1e-6)
    events: list[Any] = []
    host.session.eventsApplied.connect(events.extend)

    space(qtbot, host)  # Ann draws a star
    world.step(0.25)
    assert guest.human_to_draw() == 1
    space(qtbot, guest)  # Bo draws a star: the duel opens on the host when it arrives
    world.step(0.21)
    assert state(host).duel is not None
    world.step(0.2)
    assert state(guest).duel is not None
    assert guest.bar.answer.isVisible()
    assert host.bar.answer.isVisible()
    assert not guest.buzzers[1].isVisible()  # across computers a person types
    # both race clocks wait for the one reveal time and then run together
    world.step(0.5)
    assert abs(host.duels.elapsed() - guest.duels.elapsed()) < 0.03
    type_answer(qtbot, guest, answer(guest, 1))  # Bo first ...
    world.step(0.1)
    type_answer(qtbot, host, answer(host, 0))  # ... Ann 100 ms later, her message first
    assert state(host).duel is not None, "the host waits for presses still on their way"
    world.step(0.5)
    assert won(events) == [1]
    assert state(host).score[1] == [a]
    assert state(guest).score[1] == [a]
    # everyone is shown the order of the presses
    assert host.duels.race is None
    assert codec.encode_state("ordet", state(guest)) == codec.encode_state(
        "ordet", GAME.view(state(host), 1))
    assert all(c is None for pile in state(guest).draw for c in pile)
    client.close()


def test_order_is_shown_to_everyone(qtbot: Any) -> None:
    world = World()
    host, hosting = host_table(qtbot, world, [HUMAN, REMOTE], {"judging": "typed"}, seed=4)
    a, b = cards_of(host, "star", 2)
    stack(host, [a, b], first=0)
    host.session.start()
    client, guest = join(qtbot, world, hosting, 1, "Bo", delay=0.05, offset=-1.0)
    warm_up(world, hosting)
    said_host: list[str] = []
    said_guest: list[str] = []
    host.information.connect(said_host.append)
    guest.information.connect(said_guest.append)
    space(qtbot, host)
    world.step(0.1)
    space(qtbot, guest)
    world.step(0.5)
    type_answer(qtbot, host, answer(host, 0))  # Ann first this time, Bo 10 ms later
    world.step(0.01)
    type_answer(qtbot, guest, answer(guest, 1))
    world.step(0.5)
    assert state(host).score[0] == [b]
    assert any("Ann" in s and "Bo" in s for s in said_host), said_host
    assert any("Ann" in s and "Bo" in s for s in said_guest), said_guest
    client.close()


def test_a_guest_beats_the_hosts_computer_and_a_near_tie_is_a_tie(qtbot: Any) -> None:
    """The host's computer answers 100 ms after the guest pressed but before the guest's
    press arrives: the guest wins.  Then both press within 15 ms: a tie-break."""
    world = World()
    host, hosting = host_table(qtbot, world, [REMOTE, COMPUTER], {"judging": "typed"},
                               seed=9)
    a, b = cards_of(host, "star", 2)
    stack(host, [a, b], first=0)
    host.session.start()
    client, guest = join(qtbot, world, hosting, 0, "Ann", delay=0.15, offset=-1.5)
    warm_up(world, hosting)
    events: list[Any] = []
    host.session.eventsApplied.connect(events.extend)
    session = host.session
    space(qtbot, guest)  # Ann (the guest) draws a star; the computer draws the other
    world.step(0.2)
    qtbot.waitUntil(lambda: state(host).duel is not None, timeout=10000)
    race = host.duels.race
    assert race is not None
    assert 0 not in race.plans, "the remote seat is never planned"
    world.step(0.2)
    guest_race = guest.duels.race
    assert guest_race is not None
    assert not guest_race.plans
    world.step(0.6)
    race.plans[1] = [(host.duels.elapsed() + 0.1, answer(host, 1))]
    type_answer(qtbot, guest, answer(guest, 0))
    world.step(0.6)
    assert won(events) == [0]
    world.step(0.3)
    assert len(state(guest).score[0]) == 1
    assert state(guest).score == state(host).score
    # play on until the next duel opens (the guest draws with Space, the computer by itself)
    for _ in range(200):
        if state(host).duel is not None:
            break
        if guest.human_to_draw() == 0 and state(host).turn == 0:
            space(qtbot, guest)
        elif state(host).turn == 1:
            before = len(session.actions)
            qtbot.waitUntil(lambda b=before: len(session.actions) > b, timeout=10000)
        world.step(0.2)
    assert state(host).duel is not None
    race = host.duels.race
    assert race is not None
    world.step(0.6)
    guest_race = guest.duels.race
    assert guest_race is not None
    race.plans[1] = [(guest.duels.elapsed() + 0.005, answer(host, 1))]
    type_answer(qtbot, guest, answer(guest, 0))
    world.step(0.6)
    assert any(isinstance(e, ev.TieDeclared) for e in events), [type(e) for e in events]
    client.close()


def test_a_whole_game_host_computer_and_two_guests_played_by_bots(qtbot: Any) -> None:
    world = World()
    host, hosting = host_table(qtbot, world, [COMPUTER, REMOTE, REMOTE],
                               {"judging": "typed"}, seed=11)
    clients = [join(qtbot, world, hosting, seat, name, delay=d, offset=o)
               for seat, name, d, o in ((1, "Bo", 0.05, 1.0), (2, "Cy", 0.12, -0.7))]
    warm_up(world, hosting, 4)
    session = host.session
    session.start()
    agent = games.agents("ordet")["easy"]
    bots = {seat: (agent(), Rng(seat)) for seat in (1, 2)}

    def guest_acts() -> bool:
        for client, _table in clients:
            gs = client.session
            assert gs is not None
            m = client.mirror
            seat = m.seat
            assert seat is not None
            if (m.pending is not None or m.game.is_over(m.state)
                    or seat not in m.game.acting_seats(m.state)):
                continue
            bot, rng = bots[seat]
            legal = m.game.legal_actions(m.state, seat)
            action = bot.choose(Decision(m.game, m.game.clone(m.state), seat, legal), rng)
            gs.submit(action)
            return True
        return False

    for _ in range(4000):
        if session.is_over():
            break
        world.pump()
        if guest_acts():
            world.step(0.02)
            continue
        st = state(host)
        if st.phase == "draw" and st.turn == 0:
            before = len(session.actions)
            qtbot.waitUntil(lambda b=before: len(session.actions) > b, timeout=10000)
            continue
        world.step(0.1)
    assert session.is_over(), "the game did not finish"
    world.step(1.0)
    moves = [e for m in session.logged_moves() for e in m.events]
    assert sum(isinstance(e, ev.DuelWon) for e in moves) >= 3, "duels were played"
    assert {e.winner for e in moves if isinstance(e, ev.DuelWon)} & {1, 2}, "guests won some"
    final = state(host)
    for client, table in clients:
        seat = client.mirror.seat
        assert seat is not None
        assert client.mirror.n == len(session.actions)
        assert (codec.encode_state("ordet", client.mirror.state)
                == codec.encode_state("ordet", GAME.view(final, seat)))
        assert table.session.is_over()
        assert all(c is None for pile in client.mirror.state.draw for c in pile)
        client.close()


def test_sealed_answers_within_15_ms_are_a_tie(qtbot: Any) -> None:
    """A guest's sealed answer (a resumed duel, a bot) and the host computer's 8 ms apart:
    the host snaps the later one to the earlier, so the engine sees the tie."""
    world = World()
    host, hosting = host_table(qtbot, world, [REMOTE, COMPUTER], {"judging": "typed"},
                               seed=9)
    a, b = cards_of(host, "star", 2)
    stack(host, [a, b], first=0)
    host.session.start()
    client, guest = join(qtbot, world, hosting, 0, "Ann", delay=0.1, offset=0.4)
    warm_up(world, hosting)
    events: list[Any] = []
    host.session.eventsApplied.connect(events.extend)
    space(qtbot, guest)
    world.step(0.15)
    qtbot.waitUntil(lambda: state(host).duel is not None, timeout=10000)
    world.step(0.15)
    gs = client.session
    assert gs is not None
    gs.submit(Answer(0, (answer(guest, 0),), 2.0))  # sealed, as a bot or a resumed game
    world.step(0.15)
    race = host.duels.race
    assert race is not None
    assert race.sealed
    assert 0 not in race.sealed_plans, "the remote seat is never planned"
    race.sealed_plans[1] = Answer(1, (answer(host, 1),), 2.008)
    world.step(2.5)
    ties = [e for e in events if isinstance(e, ev.Tie)]
    assert ties
    assert not ties[0].gave_up
    client.close()


def test_hostile_presses_change_nothing(qtbot: Any) -> None:
    """Presses for the other seat, with nonsense times or for no answer of the list, and a
    flood of presses claiming to be very early: refused or ignored without a move; a claimed
    press time counts at most two late bounds before its arrival (``net.race``)."""
    world = World()
    host, hosting = host_table(qtbot, world, [HUMAN, REMOTE], {"judging": "strict"}, seed=4)
    a, b = cards_of(host, "star", 2)
    stack(host, [a, b], first=0)
    host.session.start()
    client, guest = join(qtbot, world, hosting, 1, "Bo", delay=0.05, offset=3.0)
    warm_up(world, hosting)
    space(qtbot, host)
    world.step(0.1)
    space(qtbot, guest)
    world.step(0.4)
    assert state(host).duel is not None
    before = len(host.session.actions)
    m = client.mirror
    send = m.send
    send({"t": "act", "id": 900, "at": m.n, "race": 1, "pressed": 0.0, "shown": 0.0,
          "action": {"type": "Claim", "seat": 0, "accepted": True, "text": "x"}})
    send({"t": "act", "id": 901, "at": m.n, "race": "x", "pressed": "soon", "shown": None,
          "action": {"type": "Claim", "seat": 1, "accepted": True, "text": "not a word"}})
    send({"t": "act", "id": 902, "at": m.n, "race": 1, "pressed": 1e300, "shown": -1e300,
          "action": {"type": "Draw", "pile": 0, "slot": 0}})
    world.step(0.2)
    assert len(host.session.actions) == before
    assert [r for r in hosting.table.refusals if r[0] == "action"]
    type_answer(qtbot, host, answer(host, 0))
    for i in range(30):  # a flood of early presses after the person here answered
        send({"t": "act", "id": 1000 + i, "at": m.n, "race": 1, "pressed": -1e9,
              "shown": -1e9, "action": {"type": "Claim", "seat": 1, "accepted": True,
                                        "text": answer(guest, 1)}})
    world.step(0.5)
    assert state(host).duel is None
    assert len(state(host).score[0]) + len(state(host).score[1]) == 1
    assert host.duels.net is not None
    assert len(host.duels.net.queued) <= 8  # a flood is not kept
    client.close()
