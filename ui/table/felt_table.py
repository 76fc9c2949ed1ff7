"""The common skeleton of a card table: felt scene, scaled view, clock, sounds, hand-over.

Why: every game's table needs the same parts wired the same way (the scene knows the clock so
a drag first finishes running animations; the view is the focus proxy so keys work at once;
the hand-over overlay hands the screen over through the session).  Written once here, a game's
table only adds its zones, controls and event handling.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ui.games.base import GameTable
from ui.session import Session
from ui.table.animation import AnimationClock
from ui.table.handover import HandoverOverlay
from ui.table.scene import TableScene, TableView
from ui.table.sound import SoundBoard


class FeltTable(GameTable):
    """A ``GameTable`` with ``clock``, ``sound``, ``scene``, ``view`` and ``overlay`` ready."""

    #: False for a table without secrets (Ordet fanger: everything is face up and people
    #: answer at once): a hot-seat hand-over is accepted at once instead of shown
    handover_screen: ClassVar[bool] = True

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.game = session.game
        self.clock = AnimationClock(self)
        self.sound = SoundBoard(self)
        self.scene = TableScene(self)
        self.scene.clock = self.clock
        self.view = TableView(self.scene, self)
        #: the felt on top taking all the room; a table may add its controls under it
        #: (``self.column.addWidget(...)``, e.g. Ordet's answer bar)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(0)
        self.column.addWidget(self.view, 1)
        # the main window focuses the table: keys must reach the view without a click first
        self.setFocusProxy(self.view)
        self.overlay = HandoverOverlay(self)
        self.overlay.accepted.connect(self._accept_handover)
        session.handoverRequested.connect(self._handover_requested)

    def set_animation_speed(self, factor: float) -> None:
        self.clock.set_speed(factor)

    def _handover_requested(self, seat: int) -> None:
        """Repaint from the spectator view under the overlay (``refresh`` shows it)."""
        if not self.handover_screen:
            # nothing on this table is secret: the next person simply takes over the screen
            self.session.accept_handover()
            return
        self.refresh()

    def _accept_handover(self) -> None:
        self.session.accept_handover()
        self.view.setFocus()
