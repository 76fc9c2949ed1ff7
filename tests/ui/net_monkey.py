"""A monkey for play across computers: one window monkey (``tests.ui.monkey``) at a time on a
host's, a guest's or a spectator's window of the same hosted game, in one process.

Why a driver of its own (used by ``test_net_monkey.py`` and ``tools/net_monkey.py``): the
window monkey finds what a person's odd orders of gestures break at one screen; across
computers the same gestures meet a game that moves under the guest's feet (the host's moves
and computers arrive between two clicks), a mirror with a move on its way, a host that starts
a new game or quits while a guest is seated.  The other side keeps the game going meanwhile
(the host person's random legal moves through ``session.submit``, the guest's when its window
is not the one driven; the host's computers play by themselves).  Steps that end the network
game (a new game, Quit, Open, a replay's new game) are a person's to take, so they are taken;
then the table is hosted and joined again, so the monkey keeps testing network play.

``stuck()`` says what is wrong with a running network game once the links are idle: the
guest's mirror must equal the host's view for its seat (``net.codec.encode_state``) and the
seat to act must be able to act.

Everything listens and dials on 127.0.0.1 only, with discovery and internet play off
(``patch_net``): nothing the monkey does leaves the machine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import IllegalAction
from net import codec
from tests.ui.monkey import Monkey
from ui.main_window import MainWindow
from ui.net.guest_session import GuestSession
from ui.new_game_dialog import GameConfig
from ui.seats import COMPUTER, HUMAN, REMOTE, SeatConfig

#: the games, as the host's New Game dialog would make them for a network game
GAMES = ["supertrumf", "storma", "riftforce", "ordet"]
HOST, GUEST, WATCHER = "Ann", "Bo", "Eva"

#: ``wait_until(condition, timeout_ms) -> bool``: the event loop runs until the condition holds
WaitUntil = Callable[[Callable[[], bool], int], bool]


def patch_net(setattr_: Callable[[Any, str, Any], None]) -> None:
    """Host on 127.0.0.1 only, never announce nor browse the network, never the internet
    (Settings → "Let guests join over the internet" may be ticked by the monkey)."""
    from ui.net import discovery, play

    listen = play._listen

    def loopback(make: Any, _address: str, port: int) -> Any:
        return listen(make, "127.0.0.1", port)

    def no_network(*_a: Any, **_k: Any) -> Any:
        raise OSError("no multicast in a monkey run")

    setattr_(play, "_listen", loopback)
    setattr_(play.NetPlay, "internet", lambda self: False)
    setattr_(discovery, "Announcer", no_network)
    setattr_(discovery, "Browser", no_network)


def network_config(rng: random.Random, game: str) -> GameConfig:
    """A network game of ``game``: the host's person, one guest's seat, sometimes a computer
    (Supertrumf Klassisk with three seats, Ordet with two or three)."""
    options: dict[str, Any] = {}
    seats = [SeatConfig(HOST, HUMAN), SeatConfig(GUEST, REMOTE)]
    if game == "supertrumf":
        options = {"variant": "klassisk", "seats": 2}
        if rng.random() < 0.4:
            options["seats"] = 3
            seats.append(SeatConfig("Cy", COMPUTER, "easy"))
    elif game == "ordet":
        options = {"language": "en", "seats": rng.choice([2, 3])}
        if options["seats"] == 3:
            seats.append(SeatConfig("Cy", COMPUTER, "easy"))
    rng.shuffle(seats)
    if game == "storma":
        options["first_house"] = rng.randrange(2)
    return GameConfig(game, options, rng.randrange(1000), seats)


@dataclass
class Table:
    """The network game the monkey plays on: the host's session and the guests'."""

    host: Any  # the host's Session
    hosting: Any
    guest: GuestSession
    seat: int
    watcher: GuestSession | None = None


class NetMonkey:
    """The three windows' monkeys and the game between them; see the module docstring."""

    def __init__(self, host: MainWindow, guest: MainWindow, watcher: MainWindow | None,
                 rng: random.Random, games: list[str], wait: Callable[[int], None],
                 wait_until: WaitUntil, size: tuple[int, int] = (1280, 800)) -> None:
        self.rng, self.games, self.wait, self.wait_until = rng, games, wait, wait_until
        self.windows = {"host": host, "guest": guest}
        if watcher is not None:
            self.windows["spectator"] = watcher
        self.monkeys = {side: Monkey(w, rng, games, wait, fast_forward=0)
                        for side, w in self.windows.items()}
        for w in self.windows.values():
            w.files.autosave_enabled = False
            w.set_speed("off")
            w.resize(*size)
            w._build_rest()
        self.table: Table | None = None
        #: what each step did (the windows' monkeys' and the game's), for a report
        self.trail: list[str] = []
        #: what went wrong without an exception: a join that failed, a game that is stuck
        self.problems: list[str] = []
        self.rehosts = 0
        #: the weight of ``play_on`` among the steps
        self.play_on_weight = 0.03
        self.play_on_moves = 40
        #: the weight of ``cut``: the guest's link drops
        self.cut_weight = 0.01
        #: the window the monkey is at now
        self.side = "guest"

    # ------------------------------------------------------------------ the table
    def host_and_join(self, game: str | None = None) -> bool:
        """A fresh hosted game, its guest (and perhaps a spectator) joined, the game begun."""
        game = game or self.rng.choice(self.games)
        host = self.windows["host"]
        for w in self.windows.values():  # whatever was open goes: a fresh start on each
            self._close_modals()
            w.net.close()
        config = network_config(self.rng, game)
        session = host.net.host(config, port=0, address="127.0.0.1")
        hosting = host.net.hosting
        if session is None or hosting is None:
            self.problems.append(f"hosting {game} failed: {host.last_error}")
            return False
        session.computer_pace_ms = 0
        seat = next(i for i, s in enumerate(config.seats) if s.kind == REMOTE)
        address = hosting.listeners[0].address
        guest = self.join(self.windows["guest"], address, seat, GUEST)
        if guest is None:
            return False
        watcher = None
        if "spectator" in self.windows and self.rng.random() < 0.6:
            watcher = self.join(self.windows["spectator"], address, -1, WATCHER)
        if not self.wait_until(lambda: hosting.table.all_joined(), 10_000):
            self.problems.append(f"{game}: the guest never showed as joined at the host")
            return False
        host.net.panel.start_requested.emit()
        self.table = Table(session, hosting, guest, seat, watcher)
        self.rehosts += 1
        self.trail.append(f"hosted {game} {dict(config.options)}, guest in seat {seat}"
                          + (", a spectator" if watcher is not None else ""))
        return True

    def join(self, window: MainWindow, address: str, seat: int,
             name: str) -> GuestSession | None:
        """Through the join dialog, as a person does (a game in progress is put away first,
        as a person answers "Abandon the game?" with Yes to join)."""
        window.show_welcome()
        net = window.net.joining
        net.join_dialog()
        assert net.dialog is not None
        dialog = net.dialog
        dialog.join_requested.emit(address, "")
        if not self.wait_until(lambda: dialog.pages.currentIndex() == 2, 10_000):
            self.problems.append(f"joining {address}: no seats listed "
                                 f"({dialog.error.text()!r})")
            return None
        dialog.seat_chosen.emit(seat, name)
        if not self.wait_until(lambda: isinstance(window.session, GuestSession), 10_000):
            self.problems.append(f"joining seat {seat}: never seated ({dialog.error.text()!r})")
            return None
        assert isinstance(window.session, GuestSession)
        return window.session

    def _close_modals(self) -> None:
        from PySide6.QtWidgets import QApplication, QDialog

        for _ in range(5):
            modal = QApplication.activeModalWidget()
            if not isinstance(modal, QDialog):
                return
            modal.reject()

    # ------------------------------------------------------------------ is it still on?
    def alive(self) -> bool:
        """The network game is still on at the host and the guest (no side left it)."""
        t = self.table
        if t is None:
            return False
        host, guest = self.windows["host"], self.windows["guest"]
        client = guest.net.joining.client
        return (host.net.hosting is t.hosting and host.session is t.host
                and guest.session is t.guest and client is not None
                and client.session is t.guest)

    def watching(self) -> bool:
        t = self.table
        w = self.windows.get("spectator")
        return (t is not None and t.watcher is not None and w is not None
                and w.session is t.watcher and w.net.joining.client is not None)

    # ------------------------------------------------------------------ running
    def step(self) -> str:
        """One window's random step, then the other side's move; a network game that a
        step ended is hosted and joined again."""
        if not self.alive():
            self.trail.append("the network game ended: host and join again")
            if not self.host_and_join():
                what = "hosting again failed"
                self.trail.append(what)
                return what
        side = self.side
        if side not in self.windows or self.rng.random() < 0.15 or (
                side == "spectator" and not self.watching()):
            # a person stays at one screen for a while (and each change of the active window
            # repaints them all: most of a short run's time)
            sides = ["guest"] * 5 + ["host"] * 3 + (["spectator"] * 2 if self.watching()
                                                    else [])
            side = self.side = self.rng.choice(sides)
        self.activate(self.windows[side])
        roll = self.rng.random()
        if roll < self.play_on_weight:
            what = self.play_on()
        elif roll < self.play_on_weight + self.cut_weight:
            what = self.cut()
        else:
            what = f"{side}: {self.monkeys[side].step()}"
        self.trail.append(what)
        if self.alive() and self.rng.random() < 0.5:
            moved = self.keep_going(side)
            if moved:
                self.trail.append(moved)
        return what

    def activate(self, window: MainWindow) -> None:
        """The driven window is the active one, as the window a person uses is: its menus'
        shortcuts (Ctrl+S, Ctrl+Z) go to it, not to another window of this process."""
        from PySide6.QtWidgets import QApplication

        if QApplication.activeWindow() is not window:
            window.activateWindow()
            QApplication.processEvents()

    def keep_going(self, driven: str) -> str:
        """The other side's move: the host person's (a random legal move), the guest's when
        its window is not the one the monkey drives."""
        t = self.table
        assert t is not None
        s = t.host
        if s.is_over() or s.guard is not None:
            return ""
        acting = s.game.acting_seats(s.state)
        here = [i for i in acting if s.seats[i].kind == HUMAN]
        if here and driven != "host":
            if s.pending_handover is not None:
                s.accept_handover()
            legal = s.game.legal_actions(s.state, here[0])
            if legal:
                try:
                    s.submit(self.rng.choice(legal))
                except IllegalAction as err:
                    return f"host's move refused: {err}"
                return "host moves"
        if t.seat in acting and driven != "guest" and self._synced():
            legal = t.guest.game.legal_actions(t.guest.state, t.seat)
            if legal:
                try:
                    t.guest.submit(self.rng.choice(legal))
                except IllegalAction as err:
                    return f"guest's move refused: {err}"
                return "guest moves"
        return ""

    def play_on(self) -> str:
        """Both people play quickly (up to ``play_on_moves`` actions, each waiting for the
        links): the ends of network games — the end panels, the spectator's whole game — are
        reached."""
        t = self.table
        assert t is not None
        s = t.host
        start = len(s.actions)
        for _ in range(self.play_on_moves):
            if not self.alive() or s.is_over():
                break
            self.wait_until(self._synced, 5000)
            n = len(s.actions)
            if not self.keep_going("") and not self.wait_until(
                    lambda n=n: len(s.actions) > n or s.is_over(), 1500):
                break  # nobody here can move now (a computer thinks, an Ordet duel runs)
        return f"play on: {len(s.actions) - start} actions" + (
            " to the end" if s.is_over() else "")

    def cut(self) -> str:
        """The guest's connection drops (its app dials again by itself); sometimes the host
        then lets a computer play the seat at once, as the waiting strip offers."""
        t = self.table
        client = self.windows["guest"].net.joining.client
        if t is None or client is None or client.link is None:
            return "cut: no link"
        client.link.close()
        if self.rng.random() < 0.5:
            return "cut the guest's link"
        seat = t.seat
        if self.wait_until(lambda: seat in [s.index for s in t.hosting.table.waiting()], 3000):
            t.hosting.table.wait_s = 0.0
            t.hosting.replace(seat, "easy")
            return "cut the guest's link; a computer plays its seat"
        return "cut the guest's link (back at once)"

    def _synced(self) -> bool:
        t = self.table
        assert t is not None
        mirror = t.guest.mirror
        return mirror.n == len(t.host.actions) and mirror.pending is None

    # ------------------------------------------------------------------ stuck?
    def stuck(self) -> list[str]:
        """What keeps the running network game from going on (empty: nothing).

        The links are let go idle first; then the guest's mirror must be the host's view of
        its seat, and the seat to act must be able to act: the guest's or the host person's
        random legal move is taken, a computer's is waited for."""
        if not self.alive():
            return []
        t = self.table
        assert t is not None
        client = self.windows["guest"].net.joining.client
        assert client is not None
        if not self.wait_until(lambda: client.link is not None and self._synced(), 10_000):
            return [f"the guest's mirror never caught up: it has {t.guest.mirror.n} "
                    f"(a move on its way: {t.guest.mirror.pending is not None}), the host "
                    f"{len(t.host.actions)}; link up: {client.link is not None}"]
        found = []
        game = t.host.game
        name = t.host.game_name
        mine = codec.encode_state(name, t.guest.state)
        theirs = codec.encode_state(name, game.view(t.host.state, t.seat))
        if mine != theirs:
            found.append(f"the guest's mirror differs from the host's view of seat {t.seat} "
                         f"after {len(t.host.actions)} actions")
        if self.watching():
            w = t.watcher
            assert w is not None
            if self.wait_until(lambda: w.mirror.n == len(t.host.actions), 10_000):
                if not w.reveal_all and (codec.encode_state(name, w.state)
                                         != codec.encode_state(name, game.view(t.host.state,
                                                                               None))):
                    found.append("the spectator's mirror differs from the host's public view")
            else:
                found.append(f"the spectator never caught up: {w.mirror.n} of "
                             f"{len(t.host.actions)}")
        if t.host.is_over() or found:
            return found  # (a move from a wrong mirror would say nothing more)
        return self._can_act()

    def _can_act(self) -> list[str]:
        t = self.table
        assert t is not None
        s = t.host
        n = len(s.actions)
        acting = s.game.acting_seats(s.state)
        if s.guard is not None:
            return [f"the host's game still refuses every move (guard {s.guard!r})"]
        if t.seat in acting:
            legal = t.guest.game.legal_actions(t.guest.state, t.seat)
            if not legal:
                return [f"the guest's seat {t.seat} is to act but has no legal move"]
            try:
                t.guest.submit(self.rng.choice(legal))
            except IllegalAction as err:
                return [f"the guest's legal move was refused at the guest: {err}"]
            who = "the guest's move"
        elif any(s.seats[i].kind == HUMAN for i in acting):
            seat = next(i for i in acting if s.seats[i].kind == HUMAN)
            if s.pending_handover is not None:
                s.accept_handover()
            try:
                s.submit(self.rng.choice(s.game.legal_actions(s.state, seat)))
            except IllegalAction as err:
                return [f"the host person's legal move was refused: {err}"]
            who = "the host person's move"
        else:
            who = (f"the computer's move (seat(s) {acting}, paused {s.paused}, thinking "
                   f"{s.thinking_seat})")
        if not self.wait_until(lambda: len(s.actions) > n or s.is_over(), 15_000):
            return [f"{who} never reached the host's game (still {n} actions)"]
        return []
