"""Undo and redo of a running game (a mixin of ``Session``): what the person at the screen
may take back now, why not when nothing, and practice games.

Why apart from the session: the session runs the game (actions, seats, hand-overs, computer
players); what may be taken back — fair undo or practice, the reason for a refusal, the offer
to turn a game into practice — is a policy on top of it, read best on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from engine.undo import RedoLine, Step, decision_points, fair_undo_count, replay_steps
from engine.undo import undo as replay_undo

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from engine.core import Game
    from ui.session import SeatConfig


class SessionUndo:
    """``undo_count``/``undo``/``redo`` and the practice offer; ``Session`` provides the
    game, its actions and steps, the seats and the signals."""

    game: Game[Any, Any]
    options: dict[str, Any]
    seed: int
    state: Any
    actions: list[Any]
    seats: list[SeatConfig]
    viewer: int | None
    pending_handover: int | None
    practice: bool
    practice_offered: bool
    _steps: list[Step] | None
    _redo: RedoLine[Any]
    _generation: int

    if TYPE_CHECKING:  # the session's own (for mypy only: no stub may shadow them)
        changed: SignalInstance
        rewound: SignalInstance

        @property
        def human_seats(self) -> list[int]: ...
        def name(self, seat: int) -> str: ...
        def is_over(self) -> bool: ...
        def current_player(self) -> int | None: ...
        def human_to_act(self) -> bool: ...
        def cancel_thinking(self) -> None: ...
        def submit(self, action: Any) -> Any: ...
        def _maybe_run_computer(self) -> None: ...

    def steps(self) -> list[Step]:
        if self._steps is None:
            self._steps = replay_steps(self.game, self.options, self.seed, self.actions)[1]
        return self._steps

    def undo_count(self, practice: bool | None = None) -> int:
        """How many actions Undo takes back now for the person at the screen (0: none).

        Fair undo (the default): the last action, if it was this person's and reversible
        (``Game.reversible``: no chance, nothing revealed, still their turn) — one per press,
        so a run of them goes back step by step and never past a draw, a roll, a reveal or
        another seat's move (hence never across a hot-seat hand-over).  Practice: back to
        just before this person's previous decision, computers' moves after it included.
        ``practice`` asks what the count would be in the other mode (the practice offer).
        """
        practice = self.practice if practice is None else practice
        seat = self.viewer
        if (seat is None or self.pending_handover is not None or not self.actions
                or not self.seats[seat].is_human):
            return 0
        steps = self.steps()
        if practice:
            mine = decision_points(steps, seat)
            return len(steps) - mine[-1] if mine else 0
        return min(1, fair_undo_count(steps, seat))

    def undo_refusal(self) -> str:
        """Why Undo does nothing now, in one short sentence in the player's words (the
        disabled Undo's tooltip, and the callout when the person asks anyway)."""
        translate = QCoreApplication.translate
        seat = self.viewer
        if not self.human_seats:
            return translate("Session", "Only computers play this game: there is nothing of "
                             "yours to take back.")
        if self.is_over() and not self.practice:
            return translate("Session", "The game is over: its moves stay as they were played.")
        if self.pending_handover is not None:
            return translate("Session", "Nothing can be taken back while the screen is passed "
                             "to {name}.").format(name=self.name(self.pending_handover))
        if seat is None or not self.seats[seat].is_human:
            return translate("Session", "Only the person whose turn it is can take a move back.")
        steps = self.steps()
        if not steps or not decision_points(steps, seat):
            return translate("Session", "There is no move of yours to take back yet.")
        last = steps[-1]
        if last.seat is not None and last.seat != seat:
            return translate("Session", "{name} has moved since: a move can only be taken back "
                             "before anyone else moves.").format(name=self.name(last.seat))
        now = self.current_player()
        if now is not None and now != seat:
            return translate("Session", "It is {name}'s turn now: your move cannot be taken "
                             "back.").format(name=self.name(now))
        return translate("Session", "Your last move drew, rolled or revealed something, or "
                         "ended your turn: it cannot be taken back (practice games can).")

    def practice_offer(self) -> bool:
        """Would turning this game into practice let the person at the screen take back
        what fair undo refuses now?  (Not once the game is over: it has been counted.)"""
        return (not self.practice and not self.is_over() and self.undo_count() == 0
                and self.undo_count(practice=True) > 0)

    def make_practice(self) -> None:
        """From now on a practice game: anything can be taken back, it is not counted in the
        statistics, and it is saved as one (``meta``)."""
        if self.practice:
            return
        self.practice = True
        self.practice_offered = True
        self.changed.emit()

    def undo(self) -> bool:
        """Take back ``undo_count()`` actions (a replay of the others); False when none."""
        n = self.undo_count()
        if n == 0:
            return False
        self.cancel_thinking()
        self._redo.note_undo(self.actions)
        self.state = replay_undo(self.game, self.options, self.seed, self.actions, n)
        del self.actions[len(self.actions) - n:]
        if self._steps is not None:
            del self._steps[len(self._steps) - n:]
        self._generation += 1
        self.rewound.emit(n)
        self.changed.emit()
        self._maybe_run_computer()
        return True

    def redo_count(self) -> int:
        """How many taken-back actions Redo can bring back (0 once anything else was played)."""
        if self.viewer is None or self.pending_handover is not None or self.is_over():
            return 0
        return self._redo.available(self.actions)

    def redo(self) -> bool:
        """Make the next taken-back move again; in practice also the computers' moves that
        followed it, so redo restores exactly what undo took back."""
        if not self.redo_count():
            return False
        self.cancel_thinking()
        self.submit(self._redo.next_action(self.actions))
        while (self.practice and self._redo.available(self.actions) and not self.is_over()
               and not self.human_to_act() and self.pending_handover is None):
            self.cancel_thinking()
            self.submit(self._redo.next_action(self.actions))
        return True
