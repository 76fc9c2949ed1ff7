"""Undo and redo of a running game (an object a ``Session`` owns): what the person at the screen
may take back now, why not when nothing, and practice games.

Why apart from the session: the session runs the game (actions, seats, hand-overs, computer
players); what may be taken back — fair undo or practice, the reason for a refusal, the offer
to turn a game into practice — is a policy on top of it, read best on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine.undo import decision_points

if TYPE_CHECKING:
    from ui.session import Session


class SessionUndo:
    """``undo_count``/``undo``/``redo`` and the practice offer for one session (owned by it:
    ``Session.undos``); the game's actions and steps are its ``GameRecord``'s."""

    def __init__(self, session: Session) -> None:
        self.session = session
        #: a practice game: unlimited undo (back to any earlier decision), no statistics
        self.practice = False
        #: the refused Undo has offered to turn this game into practice (once per game: a
        #: person who declined it is not asked again; saved with the game)
        self.practice_offered = False

    def meta(self) -> dict[str, bool]:
        """The save's part of it (``Session.meta``): a practice game, an offer made."""
        meta = {"practice": self.practice, "practice_offered": self.practice_offered}
        return {key: True for key, on in meta.items() if on}

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
        s, seat = self.session, self.session.viewer
        if (seat is None or s.pending_handover is not None or not s.actions
                or not s.seats[seat].is_human):
            return 0
        if practice:
            return s.record.practice_undo_count(seat)
        return min(1, s.record.fair_undo_count(seat))

    def undo_refusal(self) -> str:
        """Why Undo does nothing now, in one short sentence in the player's words (the
        disabled Undo's tooltip, and the callout when the person asks anyway)."""
        translate = QCoreApplication.translate
        s, seat = self.session, self.session.viewer
        if not s.human_seats:
            return translate("Session", "Only computers play this game: there is nothing of "
                             "yours to take back.")
        if s.is_over() and not self.practice:
            return translate("Session", "The game is over: its moves stay as they were played.")
        if s.pending_handover is not None:
            return translate("Session", "Nothing can be taken back while the screen is passed "
                             "to {name}.").format(name=s.name(s.pending_handover))
        if seat is None or not s.seats[seat].is_human:
            return translate("Session", "Only the person whose turn it is can take a move back.")
        steps = s.record.steps()
        if not steps or not decision_points(steps, seat):
            return translate("Session", "There is no move of yours to take back yet.")
        last = steps[-1]
        if last.seat is not None and last.seat != seat:
            return translate("Session", "{name} has moved since: a move can only be taken back "
                             "before anyone else moves.").format(name=s.name(last.seat))
        now = s.current_player()
        if now is not None and now != seat:
            return translate("Session", "It is {name}'s turn now: your move cannot be taken "
                             "back.").format(name=s.name(now))
        return translate("Session", "Your last move drew, rolled or revealed something, or "
                         "ended your turn: it cannot be taken back (practice games can).")

    def practice_offer(self) -> bool:
        """Would turning this game into practice let the person at the screen take back
        what fair undo refuses now?  (Not once the game is over: it has been counted.)"""
        return (not self.practice and not self.session.is_over() and self.undo_count() == 0
                and self.undo_count(practice=True) > 0)

    def make_practice(self) -> None:
        """From now on a practice game: anything can be taken back, it is not counted in the
        statistics, and it is saved as one (``meta``)."""
        if self.practice:
            return
        self.practice = True
        self.practice_offered = True
        self.session.changed.emit()

    def undo(self) -> bool:
        """Take back ``undo_count()`` actions (a replay of the others); False when none."""
        n = self.undo_count()
        if n == 0:
            return False
        s = self.session
        s.cancel_thinking()
        s.record.undo(n)
        s.rewound.emit(n)
        s.changed.emit()
        s.ask_seat_to_act()
        return True

    def redo_count(self) -> int:
        """How many taken-back actions Redo can bring back (0 once anything else was played)."""
        s = self.session
        if s.viewer is None or s.pending_handover is not None or s.is_over():
            return 0
        return s.record.redo_count()

    def redo(self) -> bool:
        """Make the next taken-back move again; in practice also the computers' moves that
        followed it, so redo restores exactly what undo took back."""
        if not self.redo_count():
            return False
        s = self.session
        s.cancel_thinking()
        s.submit(s.record.redo_action())
        while (self.practice and s.record.redo_count() and not s.is_over()
               and not s.human_to_act() and s.pending_handover is None):
            s.cancel_thinking()
            s.submit(s.record.redo_action())
        return True
