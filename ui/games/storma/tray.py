"""The dice lying in the Storma tray: which roll they are, worded, and how long they stay.

Why apart from the table: what the tray shows after a move is a small rule of its own (an
attack's own dice replace the last roll, an attack without dice clears it, the dice leave
after the next player's turn) and the dice are kept as events, so a language switch re-words
those already on the table; the table only paints ``title`` and ``lines``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core import Event
from engine.storma import events as ev
from ui.games.storma import text
from ui.games.storma.items import RollLine

#: turns begun after a roll until its dice leave the tray
STAY = 3


class TrayDice:
    """The last roll's dice events, their title and lines, and their age."""

    def __init__(self) -> None:
        self.rolls: list[ev.Rolled] = []
        self.title = ""
        self.lines: list[RollLine] = []
        #: a roll came since the tray was last painted (its dice roll in)
        self.fresh = False
        #: turns begun since the dice in the tray were rolled (stale dice leave the table)
        self.age = 0

    def take(self, events: Sequence[Event], names: Callable[[int], str]) -> None:
        """The dice after a move's ``events``."""
        rolls: list[ev.Rolled] = []
        attacked = False
        for e in events:
            if isinstance(e, ev.Attacked):
                rolls = []  # a new attack: only its own dice belong in the tray
                attacked = True
            elif isinstance(e, ev.Rolled):
                rolls.append(e)
        if rolls:
            self.rolls = rolls
            self.reword(names)
            self.fresh = True
            self.age = 0
        elif attacked:
            # an attack without dice (number cards only): the previous roll is not this
            # attack's, yet it stayed up beside it and read as its result
            self.clear()
        # the dice stay through the next player's turn (so the other player sees what was
        # rolled), then leave: a start roll shown for the whole game read as a current roll
        self.age += sum(1 for e in events if isinstance(e, ev.TurnBegan))
        if self.age >= STAY:
            self.clear()

    def reword(self, names: Callable[[int], str]) -> None:
        """Title and lines of the dice in the UI language (after a language switch too)."""
        if self.rolls:
            self.title = text.tray_title(self.rolls, names)
            self.lines = [text.roll_line(d, names) for d in self.rolls]

    def clear(self) -> None:
        """No dice on the tray (after a load too: no events are replayed)."""
        self.rolls = []
        self.lines = []
