"""Gestures and keys of the Ordet fanger table turned into engine actions and duel inputs.

Why an object of its own (``OrdetMoves``, owned by the table as ``moves``): what a click, a
key or a typed answer *means* (draw onto the chosen pile, buzz, judge a buzzed answer, give up)
is the part of the table that the tests drive; it asks the engine and the ``DuelController``
and shows refusals through ``refuse``, while ``table`` paints whatever the session and the
controller then say.  It sees the table only through ``MovesTable``; the table connects its
keys, piles, buzzers and answer bar to it and hands it the ``FeltTable`` hooks
(``choice_state``, ``item_click_refusal``).

Keys (the letters are in ``keys``): Space/Enter draws when it is a person's turn (2 seats:
←/→/Tab choose the play pile first); each seat's buzzer key (Q, P, X, M, 1, 0) buzzes in a
duel; the "yes" letter (Y in English, J in German, Swedish, Norwegian) or Enter accepts and
N/Backspace rejects a buzzed answer or an unknown typed answer; T declares a tie; Esc gives up
(typing) or says nobody knows (two people buzzing).  ``handled_keys`` lists them all (the
Controls page is checked against it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from engine.ordet.actions import Draw
from ui.games.ordet import keys
from ui.games.ordet.items import BuzzerItem, PileItem
from ui.games.ordet.keys import BUZZER_KEYS
from ui.table.gestures import waiting_line

if TYPE_CHECKING:
    from engine.ordet.state import OrdetState
    from ui.games.ordet.answer_bar import AnswerBar
    from ui.games.ordet.duel import DuelController
    from ui.session import Session
    from ui.table.scene import TableView

__all__ = ["BUZZER_KEYS", "OrdetMoves", "handled_keys"]


def handled_keys(seats: int) -> list[Qt.Key]:
    """Every key ``OrdetMoves.key`` (and the Esc shortcut) acts on at a table of ``seats``
    (the play-pile switch only with two seats)."""
    switch = keys.SWITCH_KEYS if seats == 2 else ()
    return [*keys.DRAW_KEYS, *switch, *keys.yes_keys(), *keys.no_keys(),
            keys.qt_key(keys.TIE_KEY), Qt.Key.Key_Escape,
            *(keys.qt_key(k) for k in BUZZER_KEYS[:seats])]


class MovesTable(Protocol):
    """What the moves use of their table (``OrdetTable``)."""

    session: Session
    #: with two seats: the play pile (0 or 1) the person to draw puts the card on
    selected_slot: int

    @property
    def n(self) -> int: ...

    @property
    def two(self) -> bool: ...

    @property
    def duels(self) -> DuelController: ...

    @property
    def bar(self) -> AnswerBar: ...

    @property
    def view(self) -> TableView: ...

    @property
    def draw_piles(self) -> list[PileItem]: ...

    @property
    def st(self) -> OrdetState: ...

    def names(self) -> list[str]: ...

    def human_to_draw(self) -> int | None: ...

    def refuse(self, reason: str, at: QPointF | None = None) -> None: ...

    def refresh(self) -> None: ...

    def _submit(self, action: object, at: QPointF | None = None) -> bool: ...


class OrdetMoves:
    """The input half of ``OrdetTable``: key/click handlers, the answer bar's buttons and the
    submissions."""

    def __init__(self, table: MovesTable) -> None:
        self.table = table

    def draw(self, pile: int | None = None, slot: int | None = None) -> bool:
        """The person to act draws from ``pile`` (default: the first non-empty one)."""
        t = self.table
        seat = t.human_to_draw()
        st = t.st
        if seat is None:
            return False
        if pile is None:
            pile = 0 if st.draw[0] else 1
        if not st.draw[pile]:
            # the engine's reason would name the pile by its internal number ("Draw pile 0")
            t.refuse(QCoreApplication.translate("OrdetTable", "This draw pile is empty."),
                     t.draw_piles[pile].sceneBoundingRect().center())
            return False
        slot = t.selected_slot if slot is None else slot
        return t._submit(Draw(pile, slot if t.two else 0))

    def buzz(self, seat: int) -> bool:
        t = self.table
        ok = t.duels.buzz(seat)
        if not ok and t.duels.race is not None and seat not in t.duels.race.seats:
            t.refuse(QCoreApplication.translate("OrdetTable", "{name} is not in this duel.")
                     .format(name=t.names()[seat]))
        if ok and t.duels.answer_seat() == seat:
            t.bar.answer.clear()
        t.refresh()
        return ok

    def confirm(self, accepted: bool) -> None:
        t = self.table
        t.duels.confirm(accepted)
        t.refresh()
        if t.duels.answer_seat() is not None:
            t.bar.answer.setFocus()
        else:
            t.view.setFocus()

    def send(self) -> None:
        t = self.table
        raw = t.bar.answer.text()
        verdict = t.duels.submit_text(raw)
        if verdict in ("ok", "unknown", "strict"):
            t.bar.answer.clear()
        if verdict == "unknown":
            t.view.setFocus()
        t.refresh()

    def give_up(self) -> None:
        t = self.table
        t.duels.give_up()
        t.bar.answer.clear()
        t.view.setFocus()
        t.refresh()

    def tie(self) -> None:
        self.table.duels.declare_tie()
        self.table.refresh()

    def escape(self) -> None:
        """Esc passes: "Give up" for a person typing, "Nobody knows" for two people buzzing
        (never both shown at once)."""
        if self.table.bar.give_up.isVisible():
            self.give_up()
        elif self.table.bar.nobody.isVisible():
            self.nobody()

    def nobody(self) -> None:
        self.table.duels.nobody()
        self.table.refresh()

    # ------------------------------------------------------------------ every gesture answered
    def choice_state(self, base: object) -> object:
        """The chosen play pile (two seats) and the duel's state, after the table's ``base``:
        a click that changes one of them (a pile chosen, a buzz) was answered by what it
        shows."""
        r = self.table.duels.race
        return (base, self.table.selected_slot,
                None if r is None else (r.buzzed, r.unknown))

    def item_click_refusal(self, item: QGraphicsItem) -> str | None:
        """A click on a pile or a buzzer that did nothing: not your turn, a duel under way,
        a pile that is not drawn from, a buzzer outside a duel."""
        translate = QCoreApplication.translate
        t = self.table
        if isinstance(item, BuzzerItem):
            if t.duels.race is None:
                return translate("OrdetTable", "The buzzers are for duels.")
            return None
        if not isinstance(item, PileItem):
            return None
        if t.duels.race is not None:
            return translate("OrdetTable", "Answer the duel first.")
        if t.human_to_draw() is None:
            return waiting_line(t.session) or translate("FeltTable", "The game is over.")
        if item.key.startswith("play") and not t.two:
            return translate("OrdetTable", "Click a draw pile to draw a card.")
        if item.key.startswith("play"):
            return translate("OrdetTable", "Choose one of your own play piles.")
        return translate("OrdetTable", "Click a draw pile to draw a card.")

    def pile_clicked(self, key: str) -> None:
        t = self.table
        if key.startswith("draw"):
            self.draw(int(key[4:]))
        elif key.startswith("play") and t.two:
            seat, p = (int(v) for v in key[4:].split("_"))
            if seat == t.human_to_draw():
                if p == t.selected_slot:
                    self.draw(None, p)
                else:
                    t.selected_slot = p
                    t.refresh()

    def key(self, event: QKeyEvent) -> None:
        if self._act_on_key(event.key()):
            event.accept()

    def _act_on_key(self, key: int) -> bool:
        """Do what ``key`` means now; False when it means nothing here."""
        t = self.table
        r = t.duels.race
        if r is not None and (r.buzzed is not None or r.unknown is not None):
            if key in keys.yes_keys():
                self.confirm(True)
                return True
            if key in keys.no_keys():
                self.confirm(False)
                return True
        if r is not None:
            return self._duel_key(key)
        if t.human_to_draw() is None:
            return False
        if key in keys.DRAW_KEYS:
            self.draw()
            return True
        if t.two and key in keys.SWITCH_KEYS:
            t.selected_slot = 1 - t.selected_slot
            t.refresh()
            return True
        return False

    def _duel_key(self, key: int) -> bool:
        """A key in a duel: a buzzer, Esc (the shortcut's fallback, e.g. an inactive window)
        or the tie key."""
        seat = keys.buzzer_seat(key, self.table.n)
        if seat is not None:
            self.buzz(seat)
            return True
        if key == Qt.Key.Key_Escape:
            self.escape()
            return True
        if key == keys.qt_key(keys.TIE_KEY) and self.table.duels.uses_buzzers():
            self.tie()
            return True
        return False
