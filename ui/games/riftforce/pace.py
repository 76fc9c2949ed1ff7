"""A computer's action shown as one flowing sequence instead of a step every 0.7 seconds.

Why the table drives the rest of an action: in Riftforce one action (a turn) is several engine
steps (place 1–3 cards, discard and choose up to three elementals, answer their abilities'
questions), and the session holds *every* computer step back by its pace (``computer_pace_ms``,
700 ms at normal speed) after the step before - so a computer's turn dripped out over three or
four seconds, each step animated and then followed by a pause.  The session lets a table drive
a seat's moves (``Session.table_drives``): the first step of an action still comes from the
session (thinking on a worker thread, then its pace, the breath between turns); once an action
is under way (``state.pending`` is set for a computer seat) the rest is ours, each step decided
on the worker (``Session.decide_in_background``: a Hard player's step is a search, which must
never hold the GUI) without the session's thinking mark and pace, and submitted as
soon as the step before can be seen and its cards have landed (``BEAT_MS`` on the table's
clock, so it follows the animation speed; at once with animations off).  The rising damage
numbers run on their own clock (``RiftforceTable.float_clock``) and go on rising while the
next step plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QTimer

from engine.core import IllegalAction, Rng
from engine.riftforce.state import State
from ui.reasons import translate_reason
from ui.seats import COMPUTER

if TYPE_CHECKING:
    from ui.games.riftforce.table import RiftforceTable


class ComputerFlow(QObject):
    """Drives the steps after the first of a computer seat's action (see module docstring)."""

    #: from one step to the next at speed 1.0: long enough to see what a step did (a card
    #: lit, a number on the move), and the next waits until the cards have landed
    BEAT_MS = 250.0

    def __init__(self, table: RiftforceTable) -> None:
        super().__init__(table)
        self.table = table
        self.session = table.session
        self._scheduled: int | None = None  # the action count a step is waiting for
        self.session.table_drives = self.drives

    def drives(self, seat: int) -> bool:
        """The session's hook: True (and the next step scheduled) while ``seat``, a computer,
        is inside an action; False leaves the step to the session."""
        s = self.session
        if not shiboken6.isValid(self):  # the table is gone: the session plays alone
            s.table_drives = None
            return False
        st: State = s.state
        if st.phase != "play" or st.pending is None or not self._computer(seat):
            return False
        mark = len(s.actions)
        if self._scheduled != mark:
            self._scheduled = mark
            delay = int(self.table.clock.scaled(self.BEAT_MS))
            QTimer.singleShot(delay, lambda: self._step(seat, mark))
        return True

    def _computer(self, seat: int) -> bool:
        """A computer of this screen's game: not a person here or at another computer, and
        not on a guest's screen (the host's app plays its computers)."""
        s = self.session
        return s.seats[seat].kind == COMPUTER and not s.guest

    def _step(self, seat: int, mark: int) -> None:
        if not shiboken6.isValid(self):
            return
        s = self.session
        if self._scheduled == mark:
            self._scheduled = None  # a pause or a new game: asked again when play resumes
        if (s.paused or s.is_over() or len(s.actions) != mark or s.current_player() != seat
                or not self._computer(seat) or s.thinking_seat is not None):
            return
        if self.table.clock.busy():  # cards still moving (the table's clock moves nothing else)
            self._scheduled = mark
            QTimer.singleShot(16, lambda: self._step(seat, mark))
            return
        s.decide_in_background(seat, Rng(s.seed * 7919 + seat + mark),
                               lambda action: self._play(seat, mark, action))

    def _play(self, seat: int, mark: int, action: object) -> None:
        """The step decided on the worker, played if nothing changed meanwhile."""
        s = self.session
        if (not shiboken6.isValid(self) or s.paused or s.is_over()
                or len(s.actions) != mark or s.current_player() != seat):
            return
        try:
            s.submit(action)
        except IllegalAction as err:
            s.agentFailed.emit(translate_reason(err))
