"""Gestures and keys of the Ordet fanger table turned into engine actions and duel inputs.

Why a mixin of its own: what a click, a key or a typed answer *means* (draw onto the chosen
pile, buzz, judge a buzzed answer, give up) is the part of the table that the tests drive; it
asks the engine and the ``DuelController`` and shows refusals through ``refuse``, while
``table`` paints whatever the session and the controller then say.

Keys (the letters are in ``keys``): Space/Enter draws when it is a person's turn (2 seats:
←/→/Tab choose the play pile first); each seat's buzzer key (Q, P, X, M, 1, 0) buzzes in a
duel; the "yes" letter (Y in English, J in German, Swedish, Norwegian) or Enter accepts and
N/Backspace rejects a buzzed answer or an unknown typed answer; T declares a tie; Esc gives up
(typing) or says nobody knows (two people buzzing).  ``handled_keys`` lists them all (the
Controls page is checked against it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsItem

from engine.ordet.actions import Draw
from engine.ordet.state import Phase
from ui.games.ordet import keys
from ui.games.ordet.items import BuzzerItem, PileItem
from ui.games.ordet.keys import BUZZER_KEYS
from ui.table.gestures import waiting_line

if TYPE_CHECKING:
    from engine.ordet.state import OrdetState
    from ui.games.ordet.answer_bar import AnswerBar
    from ui.games.ordet.duel import DuelController
    from ui.games.ordet.items import PileItem
    from ui.table.felt_table import FeltTable

    _Table = FeltTable  # the mixin is only ever used in OrdetTable, a FeltTable
else:
    _Table = object

__all__ = ["BUZZER_KEYS", "OrdetMoves", "handled_keys"]


def handled_keys(seats: int) -> list[Qt.Key]:
    """Every key ``OrdetMoves._key`` (and the Esc shortcut) acts on at a table of ``seats``
    (the play-pile switch only with two seats)."""
    switch = keys.SWITCH_KEYS if seats == 2 else ()
    return [*keys.DRAW_KEYS, *switch, *keys.yes_keys(), *keys.no_keys(),
            keys.qt_key(keys.TIE_KEY), Qt.Key.Key_Escape,
            *(keys.qt_key(k) for k in BUZZER_KEYS[:seats])]


class OrdetMoves(_Table):
    """The input half of ``OrdetTable``: selection state, key/click handlers, submissions."""

    # the table's parts the moves use (set in OrdetTable.__init__)
    n: int
    two: bool
    duels: DuelController
    bar: AnswerBar
    #: with two seats: the play pile (0 or 1) the person to draw puts the card on
    selected_slot: int
    draw_piles: list[PileItem]

    if TYPE_CHECKING:
        @property
        def st(self) -> OrdetState: ...

        def names(self) -> list[str]: ...

    def _init_moves(self) -> None:
        """Connect the view's keys, the answer bar's buttons and the Esc shortcut."""
        self.view.keyPressed.connect(self._key)
        self.bar.answer.returnPressed.connect(self._send)
        self.bar.send.clicked.connect(self._send)
        self.bar.give_up.clicked.connect(self._give_up)
        self.bar.yes.clicked.connect(lambda: self._confirm(True))
        self.bar.no.clicked.connect(lambda: self._confirm(False))
        self.bar.tie.clicked.connect(self._tie)
        self.bar.nobody.clicked.connect(self._nobody)
        # Esc while typing too: the answer box has the focus then, so the view never sees it
        self.pass_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.pass_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.pass_key.activated.connect(self._escape)

    def human_to_draw(self) -> int | None:
        """The seat of the person to draw now, or None (a computer's turn, a duel, the end)."""
        st = self.st
        if st.phase != Phase.DRAW or self.session.is_over():
            return None
        seat = st.turn
        return seat if self.session.seats[seat].is_human else None

    def draw(self, pile: int | None = None, slot: int | None = None) -> bool:
        """The person to act draws from ``pile`` (default: the first non-empty one)."""
        seat = self.human_to_draw()
        st = self.st
        if seat is None:
            return False
        if pile is None:
            pile = 0 if st.draw[0] else 1
        if not st.draw[pile]:
            # the engine's reason would name the pile by its internal number ("Draw pile 0")
            self.refuse(QCoreApplication.translate("OrdetTable", "This draw pile is empty."),
                        self.draw_piles[pile].sceneBoundingRect().center())
            return False
        slot = self.selected_slot if slot is None else slot
        return self._submit(Draw(pile, slot if self.two else 0))

    def buzz(self, seat: int) -> bool:
        ok = self.duels.buzz(seat)
        if not ok and self.duels.race is not None and seat not in self.duels.race.seats:
            self.refuse(QCoreApplication.translate("OrdetTable", "{name} is not in this duel.")
                        .format(name=self.names()[seat]))
        if ok and self.duels.answer_seat() == seat:
            self.bar.answer.clear()
        self.refresh()
        return ok

    def _confirm(self, accepted: bool) -> None:
        self.duels.confirm(accepted)
        self.refresh()
        if self.duels.answer_seat() is not None:
            self.bar.answer.setFocus()
        else:
            self.view.setFocus()

    def _send(self) -> None:
        raw = self.bar.answer.text()
        verdict = self.duels.submit_text(raw)
        if verdict in ("ok", "unknown", "strict"):
            self.bar.answer.clear()
        if verdict == "unknown":
            self.view.setFocus()
        self.refresh()

    def _give_up(self) -> None:
        self.duels.give_up()
        self.bar.answer.clear()
        self.view.setFocus()
        self.refresh()

    def _tie(self) -> None:
        self.duels.declare_tie()
        self.refresh()

    def _escape(self) -> None:
        """Esc passes: "Give up" for a person typing, "Nobody knows" for two people buzzing
        (never both shown at once)."""
        if self.bar.give_up.isVisible():
            self._give_up()
        elif self.bar.nobody.isVisible():
            self._nobody()

    def _nobody(self) -> None:
        self.duels.nobody()
        self.refresh()

    # ------------------------------------------------------------------ every gesture answered
    def choice_state(self) -> object:
        """The chosen play pile (two seats) and the duel's state: a click that changes one of
        them (a pile chosen, a buzz) was answered by what it shows."""
        r = self.duels.race
        return (super().choice_state(), self.selected_slot,
                None if r is None else (r.buzzed, r.unknown))

    def item_click_refusal(self, item: QGraphicsItem) -> str | None:
        """A click on a pile or a buzzer that did nothing: not your turn, a duel under way,
        a pile that is not drawn from, a buzzer outside a duel."""
        translate = QCoreApplication.translate
        if isinstance(item, BuzzerItem):
            if self.duels.race is None:
                return translate("OrdetTable", "The buzzers are for duels.")
            return None
        if not isinstance(item, PileItem):
            return None
        if self.duels.race is not None:
            return translate("OrdetTable", "Answer the duel first.")
        if self.human_to_draw() is None:
            return waiting_line(self.session) or translate("FeltTable", "The game is over.")
        if item.key.startswith("play") and not self.two:
            return translate("OrdetTable", "Click a draw pile to draw a card.")
        if item.key.startswith("play"):
            return translate("OrdetTable", "Choose one of your own play piles.")
        return translate("OrdetTable", "Click a draw pile to draw a card.")

    def _pile_clicked(self, key: str) -> None:
        if key.startswith("draw"):
            self.draw(int(key[4:]))
        elif key.startswith("play") and self.two:
            seat, p = (int(v) for v in key[4:].split("_"))
            if seat == self.human_to_draw():
                if p == self.selected_slot:
                    self.draw(None, p)
                else:
                    self.selected_slot = p
                    self.refresh()

    def _key(self, event: QKeyEvent) -> None:
        key = event.key()
        r = self.duels.race
        if r is not None and (r.buzzed is not None or r.unknown is not None):
            if key in keys.yes_keys():
                self._confirm(True)
                event.accept()
                return
            if key in keys.no_keys():
                self._confirm(False)
                event.accept()
                return
        if r is not None:
            seat = keys.buzzer_seat(key, self.n)
            if seat is not None:
                self.buzz(seat)
                event.accept()
                return
            if key == Qt.Key.Key_Escape:  # the shortcut's fallback (e.g. an inactive window)
                self._escape()
                event.accept()
                return
            if key == keys.qt_key(keys.TIE_KEY) and self.duels.uses_buzzers():
                self._tie()
                event.accept()
                return
            return
        if self.human_to_draw() is not None:
            if key in keys.DRAW_KEYS:
                self.draw()
                event.accept()
            elif self.two and key in keys.SWITCH_KEYS:
                self.selected_slot = 1 - self.selected_slot
                self.refresh()
                event.accept()
