"""A hosted table and its guests on the in-memory loopback, played by computer policies.

The host keeps a bare ``GameRecord`` (no Qt); its own computer seats decide on the whole state
like the app's; each guest has only its ``GuestMirror`` and decides on the view it was sent,
through the same ``Decision`` every computer player gets.  ``Table.run()`` pumps messages and
asks whoever may act until the game is over.
"""

from __future__ import annotations

from typing import Any

from engine import games
from engine.core import Decision, Rng
from engine.record import GameRecord
from net.guest import GuestMirror
from net.host import HostTable
from net.link import Link
from net.loopback import Hub, LoopLink


def pick(game_name: str, level: str) -> Any:
    """The game's computer at ``level`` (Ordet fanger's bots for the ladder's names)."""
    table = games.agents(game_name)
    return (table.get(level) or table.get(f"bot-{level}")
            or table[games.default_agent(game_name)])()


class Guest:
    """One guest: its link, its mirror, the changes it saw and its computer policy."""

    def __init__(self, hub: Hub, address: str, seat: int, level: str, game_name: str,
                 name: str = "") -> None:
        self.seat, self.level, self.game_name = seat, level, game_name
        self.changes: list[Any] = []
        self.link: LoopLink | None = None
        self.mirror = GuestMirror(self._send, name=name)
        self.rng = Rng(1000 + seat)
        self.agent = pick(game_name, level) if level else None
        hub.dial(address, self._connected, lambda reason: None)

    def _connected(self, link: Link) -> None:
        assert isinstance(link, LoopLink)
        self.link = link
        link.on_message = self._received

    def _send(self, message: dict[str, Any]) -> None:
        if self.link is not None:
            self.link.send(message)

    def _received(self, message: dict[str, Any]) -> None:
        change = self.mirror.received(message)
        if change is not None:
            self.changes.append(change)

    def may_act(self) -> bool:
        m = self.mirror
        return (m.state is not None and m.seat is not None and m.pending is None
                and not m.game.is_over(m.state) and m.seat in m.game.acting_seats(m.state))

    def act(self) -> None:
        m = self.mirror
        assert m.seat is not None
        assert self.agent is not None
        legal = m.game.legal_actions(m.state, m.seat)
        action = self.agent.choose(Decision(m.game, m.game.clone(m.state), m.seat, legal),
                                   self.rng)
        m.act(action)


class Table:
    """A host with ``kinds`` per seat ("computer" here or "remote") and its guests."""

    def __init__(self, game_name: str, options: dict[str, Any], seed: int,
                 kinds: list[str], level: str = "easy") -> None:
        self.game_name = game_name
        self.game = games.get_game(game_name)
        self.record = GameRecord(self.game, self.game.normalize_options(options), seed,
                                 name=game_name)
        self.level = level
        self.hub = Hub()
        self.host = HostTable(game_name, self.record,
                              [(f"P{i}", kind) for i, kind in enumerate(kinds)],
                              submit=self._submit, undo=self._undo)
        self.listener = self.hub.listen()
        self.listener.on_link = self.host.attach
        self.agents = {i: pick(game_name, level)
                       for i, kind in enumerate(kinds) if kind == "computer"}
        self.rng = Rng(seed)
        self.guests: list[Guest] = []

    def _submit(self, seat: int, action: Any) -> None:
        events = self.record.submit(action)
        self.host.changed(events, seat)

    def _undo(self, seat: int) -> int:
        count = min(1, self.record.fair_undo_count(seat))
        if count:
            self.record.undo(count)
            self.host.rewound()
        return count

    def join(self, seat: int, level: str | None = None, name: str = "") -> Guest:
        guest = Guest(self.hub, self.listener.address, seat,
                      self.level if level is None else level, self.game_name, name)
        guest.mirror.hello(seat)
        self.hub.pump()
        self.guests.append(guest)
        return guest

    def host_acts(self) -> bool:
        """A computer seat of the host's acts, if one may; whether one did."""
        state = self.record.state
        for seat in self.game.acting_seats(state):
            if seat in self.agents:
                legal = self.game.legal_actions(state, seat)
                action = self.agents[seat].choose(
                    Decision(self.game, self.game.clone(state), seat, legal), self.rng)
                self.host.changed(self.record.submit(action), seat)
                return True
        return False

    def step(self) -> bool:
        """One decision by whoever may act; False when nobody could."""
        self.hub.pump()
        if self.record.is_over():
            return False
        for guest in self.guests:
            if guest.may_act():
                guest.act()
                self.hub.pump()
                return True
        return self.host_acts()

    def run(self, limit: int = 20_000) -> None:
        for _ in range(limit):
            if not self.step():
                break
        self.hub.pump()
