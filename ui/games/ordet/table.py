"""The Ordet fanger table: seats around the felt, draw piles, joker area, duels in real time.

Maps the session's state (everything is public but the order of the draw piles) onto scene
items, animates the engine's events (the flip from a draw pile, a won card going to the score
pile), and hands duels to the ``DuelController`` (buzzers, typed answers, computer timing).
What gestures and keys do is in ``moves`` (the keys are listed there), the sentences are in
``text``, the answer bar under the felt is ``answer_bar``.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsItem, QWidget

from engine.core import Event
from engine.ordet import cardsets
from engine.ordet import events as ev
from engine.ordet.rules import GAME
from engine.ordet.state import RACE, OrdetState, Phase, Slot
from ui.games.ordet import hints, layout, text
from ui.games.ordet.answer_bar import AnswerBar
from ui.games.ordet.duel import DuelController
from ui.games.ordet.faces import Face
from ui.games.ordet.items import (
    BuzzerItem,
    DuelClock,
    FlyingCard,
    PileItem,
    ScorePileItem,
    SeatPlate,
)
from ui.games.ordet.keys import BUZZER_KEYS
from ui.games.ordet.moves import OrdetMoves
from ui.games.ordet.simclock import SimClock
from ui.session import Session
from ui.table.felt_table import FeltTable
from ui.table.plates import Banner, NamePlate

__all__ = ["BUZZER_KEYS", "OrdetTable"]

FLIGHT_MS = 330.0


class OrdetTable(FeltTable):
    """The table widget: felt scene on top, the answer bar below.

    ``clock`` (from ``FeltTable``) is the animation clock of the flying cards; ``sim`` is the
    duel's simulated time (real time in play, stepped by tests), a different thing.
    """

    session: Session
    #: everything on this table is public: the next person simply takes over the screen
    handover_screen = False

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.cs = cardsets.get(session.state.set_id)
        self.words = text.OrdetWords(self)
        self.n = GAME.num_seats(session.state)
        self.two = self.n == 2
        self.sim = SimClock(self)
        self.duels = DuelController(session, self.sim, self)
        self.bar = AnswerBar(self)
        self.column.addWidget(self.bar)
        #: with two seats: the play pile (0 or 1) the person to draw puts the card on
        self.selected_slot = 0
        self.moves = OrdetMoves(self)
        self._hold: dict[Slot, int] = {}  # slot -> cards of its pile hidden while a card flies
        self._flights: list[FlyingCard] = []
        self._build()
        self._connect_moves()
        self.duels.changed.connect(self._duel_changed)
        self.duels.spoke.connect(self._spoke)
        # the controller's messages are all refusals (an engine reason, a repeated answer,
        # an unknown one under strict judging)
        self.duels.message.connect(self.refuse)
        # across computers: the order of a race's presses, for everyone to see
        self.duels.ordered.connect(self.inform)
        self.sim.ticked.connect(self._sim_tick)
        self.connect_session()
        self.said: dict[int, tuple[str, str]] = {}
        self.spoken: dict[int, list[str]] = {}
        self._bar_race: int | None = None  # serial of the race the answer box was typed in
        self.bar.retranslate()
        self.duels.sync()
        self.refresh()

    # ------------------------------------------------------------------ construction
    def _connect_moves(self) -> None:
        """Connect the view's keys, the answer bar's buttons and the Esc shortcut to
        ``moves``."""
        m = self.moves
        self.view.keyPressed.connect(m.key)
        self.bar.answer.returnPressed.connect(m.send)
        self.bar.send.clicked.connect(m.send)
        self.bar.give_up.clicked.connect(m.give_up)
        self.bar.yes.clicked.connect(lambda: m.confirm(True))
        self.bar.no.clicked.connect(lambda: m.confirm(False))
        self.bar.tie.clicked.connect(m.tie)
        self.bar.nobody.clicked.connect(m.nobody)
        # Esc while typing too: the answer box has the focus then, so the view never sees it
        self.pass_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.pass_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.pass_key.activated.connect(m.escape)

    def _build(self) -> None:
        sc = self.scene
        cw, ch = layout.card_size(self.n)
        piles = 2 if self.two else 1
        self.block_w, self.block_h = layout.block_size(self.n)
        self.plates: list[SeatPlate] = []
        self.play: dict[Slot, PileItem] = {}
        self.scores: list[ScorePileItem] = []
        self.buzzers: list[BuzzerItem] = []
        for seat in range(self.n):
            plate = SeatPlate(seat, self.block_w)
            sc.addItem(plate)
            self.plates.append(plate)
            for p in range(piles):
                item = PileItem(f"play{seat}_{p}", cw + 12, ch + 12)
                item.clicked.connect(self.moves.pile_clicked)
                sc.addItem(item)
                self.play[(seat, p)] = item
            score = ScorePileItem()
            if self.two:
                score.w, score.h = layout.TWO_SCORE
            sc.addItem(score)
            self.scores.append(score)
            buzzer = BuzzerItem(seat, BUZZER_KEYS[seat])
            buzzer.clicked.connect(self.moves.buzz)
            sc.addItem(buzzer)
            self.buzzers.append(buzzer)
        w, h = layout.centre_card(self.n)
        self.draw_piles = [PileItem("draw0", w + 12, h + 12), PileItem("draw1", w + 12, h + 12)]
        self.joker_pile = PileItem("jokers", w + 12, h + 12)
        self.flip_pile = PileItem("flip", w + 12, h + 12)
        for item in (*self.draw_piles, self.joker_pile, self.flip_pile):
            item.clicked.connect(self.moves.pile_clicked)
            sc.addItem(item)
        self.banner = Banner(620.0)
        self.banner.setZValue(400)
        sc.addItem(self.banner)
        self.duel_clock = DuelClock()
        self.duel_clock.setVisible(False)
        sc.addItem(self.duel_clock)
        layout.lay_out(self)

    # ------------------------------------------------------------------ contract
    @property
    def st(self) -> OrdetState:
        state: OrdetState = self.session.state
        return state

    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    def _humans(self) -> list[bool]:
        return [s.is_human for s in self.session.seats]

    def human_to_draw(self) -> int | None:
        """The seat of the person to draw now, or None (a computer's turn, a duel, the end)."""
        st = self.st
        if st.phase != Phase.DRAW or self.session.is_over():
            return None
        seat = st.turn
        return seat if self.session.seats[seat].is_human else None

    # the FeltTable hooks the moves answer
    def choice_state(self) -> object:
        return self.moves.choice_state(super().choice_state())

    def item_click_refusal(self, item: QGraphicsItem) -> str | None:
        return self.moves.item_click_refusal(item)

    def status_text(self) -> str:
        st = self.st
        headline = self.result_headline() if st.phase == Phase.OVER else ""
        return text.status_line(st, self.names(), self.cs, self.duels.race, self._humans(),
                                self.two, headline)

    def describe_event(self, event: Event) -> str | None:
        return self.words.describe(event, self.cs, self.names())

    def result_text(self) -> str:
        res = GAME.result(self.st)
        scores = [int(s) for s in res.scores]
        return self.words.result(scores, list(res.winners), self.names(), self.st.round_scores)

    def hint_targets(self, action: Any) -> list[QRectF]:
        return hints.hint_targets(self, action)

    def hint_reason(self, hint: Any) -> str:
        return hints.hint_reason(self, hint)

    def hint_avoid(self) -> list[QRectF]:
        return [*super().hint_avoid(), *hints.hint_avoid(self)]

    def named_rect(self, name: str) -> QRectF | None:
        """A pile by name, for a guided game's ``frame`` (``hints.named_rect``)."""
        return hints.named_rect(self, name)

    def retranslate(self) -> None:
        self.view.setToolTip(self.keys_help())  # the "yes" key is a letter of the language
        self.bar.retranslate()
        self.refresh()

    # ------------------------------------------------------------------ session signals
    def name_plates(self) -> list[NamePlate]:
        """Ordet's seat plates show thinking in their speech bubble (``SeatPlate``)."""
        return []

    def _events(self, events: list[Event]) -> None:
        self.clock.finish_all()
        sounds = {sound for sound in map(self._show_event, events) if sound}
        for name in ("card", "win"):
            if name in sounds:
                self.sound.play(name)

    def _show_event(self, e: Event) -> str | None:
        """Start ``e``'s flight and keep what was said; the sound it makes."""
        match e:
            case ev.Draw(seat=seat, pile=pile, slot=slot, card=card):
                self.said.pop(seat, None)
                self._fly_draw(pile, (seat, slot), card)
                return "card"
            case ev.Joker(pile=pile, card=card):
                self._fly_simple(self.draw_piles[pile], self.joker_pile, card, True)
                return "card"
            case ev.Tiebreak(pile=pile, card=card):
                self._fly_simple(self.draw_piles[pile], self.flip_pile, card, True)
                return "card"
            case ev.DuelWon(winner=winner, slot=slot, card=card):
                self._fly_simple(self.play[slot], self.scores[winner], card, False)
                self.plates[winner].celebrate(self.clock)
                return "card"
            case ev.Duel() | ev.RoundStart():
                self.said.clear()  # the last duel's answers stay up until the next duel
            case ev.Reveal(answers=answers):
                self.said.update((seat, (", ".join(said), "answer"))
                                 for seat, said in answers.items() if said)
            case ev.Claim(seat=seat, accepted=True, text=text) if text:
                self.spoken.setdefault(seat, []).append(text)
            case ev.RoundEnd():  # the game's end: the window's fanfare, for a win
                return "win"
        return None

    # ------------------------------------------------------------------ animations
    def _face(self, card: int) -> Face:
        cs = self.cs
        if cs.is_joker(card):
            pair = tuple(cs.symbols[i] for i in cs.joker(card).symbols)
            return Face(pair, self.tr("Joker"), True)
        return Face((cs.symbols[cs.symbol_of(card)],), text.category(cs, card))

    def _fly(self, start: QRectF, end: QRectF, card: int, flip: bool,
             done: Any = None) -> None:
        if self.clock.instant:
            if done is not None:
                done()
            return
        item = FlyingCard(start.width(), start.height(), self._face(card))
        item.face_up = not flip
        item.setPos(start.topLeft())
        self.scene.addItem(item)
        self._flights.append(item)
        sx, sy = end.width() / start.width(), end.height() / start.height()

        def update(t: float) -> None:
            item.setPos(start.topLeft() + (end.topLeft() - start.topLeft()) * t)
            item.setScale(1.0 + (min(sx, sy) - 1.0) * t)
            if flip:
                item.flip = abs(1.0 - 2.0 * t)
                item.face_up = t >= 0.5
            item.update()

        def finish() -> None:
            if item in self._flights:
                self._flights.remove(item)
            if item.scene() is self.scene:
                self.scene.removeItem(item)
            if done is not None:
                done()

        self.clock.tween(FLIGHT_MS, update, finish)

    def _rect_of(self, item: PileItem | ScorePileItem) -> QRectF:
        if isinstance(item, PileItem):
            return item.mapRectToScene(item.card_rect())
        return item.mapRectToScene(QRectF(0, 0, item.w, item.h))

    def _fly_draw(self, pile: int, slot: Slot, card: int) -> None:
        self._hold[slot] = self._hold.get(slot, 0) + 1
        start = self._rect_of(self.draw_piles[pile])
        end = self._rect_of(self.play[slot])
        self._fly(QRectF(start.topLeft(), end.size()), end, card, True,
                  functools.partial(self._land, slot))

    def _land(self, slot: Slot) -> None:
        left = self._hold.get(slot, 0) - 1
        if left <= 0:
            self._hold.pop(slot, None)
        else:
            self._hold[slot] = left
        self.refresh()

    def _fly_simple(self, src: PileItem | ScorePileItem, dst: PileItem | ScorePileItem,
                    card: int, flip: bool) -> None:
        start = self._rect_of(src)
        end = self._rect_of(dst)
        self._fly(start, end, card, flip)

    # ------------------------------------------------------------------ painting the state
    def refresh(self) -> None:
        st = self.st
        names = self.names()
        duel = st.duel
        race = self.duels.race
        scores = GAME.scores(st)
        thinking = set(self.duels.thinking_seats())
        for seat in range(self.n):
            plate = self.plates[seat]
            plate.name = names[seat]
            won = len(st.score[seat])
            if st.rounds == 1 or st.round == 1:
                plate.detail = self.tr("%n won", "", won)
            else:
                # this round's count is on the score pile; the plate adds the running total
                plate.detail = self.tr("total {total}").format(total=scores[seat])
            plate.active = st.phase == Phase.DRAW and st.turn == seat
            plate.duelling = duel is not None and seat in duel.seats
            plate.said, plate.said_kind = text.seat_said(seat, duel, race, thinking,
                                                         self.duels.frozen, self.said)
            plate.update()
            self.scores[seat].count = won
            self.scores[seat].label = self.tr("won")
            self.scores[seat].update()
            buzzer = self.buzzers[seat]
            buzzer.setVisible(self.session.seats[seat].is_human and self._buzz_table())
            buzzer.lit = self.duels.can_buzz(seat)
            buzzer.pressed = race is not None and race.buzzed == seat
            buzzer.update()
        to_draw = self.human_to_draw()
        tags = text.duel_tags(st.duel, names)
        for slot, item in self.play.items():
            pile = st.play[slot[0]][slot[1]]
            shown = pile[:len(pile) - self._hold.get(slot, 0)] if slot in self._hold else pile
            item.count = len(shown)
            item.face = self._face(shown[-1]) if shown else None
            item.highlight = duel is not None and slot in duel.slots and (
                duel.kind != RACE or slot == duel.slots[0])
            item.tag = tags.get(slot, "")
            item.selected = self.two and to_draw == slot[0] and slot[1] == self.selected_slot
            item.lit = self.two and to_draw == slot[0]
            item.caption = ""
            item.update()
        first = next((p for p in (0, 1) if st.draw[p]), None)
        for p, item in enumerate(self.draw_piles):
            item.backs = True
            item.count = len(st.draw[p])
            item.lit = to_draw is not None and item.count > 0
            item.hint = self.tr("Space") if to_draw is not None and p == first else ""
            item.caption = self.tr("Draw pile")
            item.update()
        jp = self.joker_pile
        jp.count = len(st.jokers)
        jp.face = self._face(st.jokers[-1]) if st.jokers else None
        jp.caption = (self.tr("Joker in force") if st.jokers else
                      self.tr("Jokers") if not st.set_aside else
                      self.tr("%n set aside", "", len(st.set_aside)))
        jp.update()
        fp = self.flip_pile
        flip = duel.flip if duel is not None else None
        fp.setVisible(flip is not None)
        if flip is not None:
            fp.count = 1
            fp.face = self._face(flip)
            fp.highlight = True
            fp.caption = self.tr("Tie-break: both answer!")
            fp.update()
        self._update_banner()
        self._update_bar()
        self.statusChanged.emit(self.status_text())

    def _buzz_table(self) -> bool:
        """Buzzers are shown when people may need them (buzz judging or two people)."""
        return (self.session.options.get("judging") == "buzz"
                or len(self.session.human_seats) >= 2)

    def _update_banner(self) -> None:
        st = self.st
        duel = st.duel
        headline = self.result_headline() if st.phase == Phase.OVER else ""
        self.banner.set_text(*text.banner_text(st, self.names(), self.cs, headline))
        if duel is None:
            self.duel_clock.setVisible(False)
            return
        self.duel_clock.set_seconds(self.duels.elapsed(), self.duels.frozen)
        self.duel_clock.setVisible(True)

    def result_headline(self) -> str:
        """One sentence for the banner and the status line: who won."""
        res = GAME.result(self.st)
        return self.words.headline([self.names()[i] for i in res.winners])

    def _update_bar(self) -> None:
        bar = self.bar
        st = self.st
        d = self.duels
        r = d.race
        seat = d.answer_seat()
        show_answer = seat is not None
        serial = None if r is None else r.serial
        if serial != self._bar_race:
            # a race ended or a new one opened: half-typed text (a lost race's "cucumb") must
            # not be glued to the next answer
            self._bar_race = serial
            bar.answer.clear()
        if not show_answer and bar.answer.hasFocus():
            self.view.setFocus()
        asking = r is not None and (r.buzzed is not None or r.unknown is not None)
        humans = d.human_duellists()
        bar.show_only({
            bar.answer: show_answer,
            bar.send: show_answer,
            bar.give_up: show_answer and (r is None or r.typing is None),
            bar.yes: asking,
            bar.no: asking,
            bar.tie: (r is not None and not r.sealed and d.uses_buzzers() and not asking
                      and GAME.tie_allowed(st)),
            bar.nobody: (r is not None and not r.sealed and len(humans) == 2
                         and not asking and r.typing is None),
        })
        prompt = text.bar_prompt(st, self.names(), self.cs, r, seat, d.uses_buzzers(), humans)
        if prompt is None:
            prompt = self.status_text()
        bar.prompt.setText(prompt)
        if st.phase == Phase.OVER:  # the scores instead of keys that do nothing any more
            lines = [line for line in self.result_text().splitlines()[1:] if line]
            bar.used.setText(" · ".join(lines))
            return
        if st.duel is None:
            bar.used.setText(self.keys_help())
            return
        if show_answer and not bar.answer.hasFocus() and self.isVisible():
            bar.answer.setFocus()
        spoken = [t for texts in self.spoken.values() for t in texts]
        bar.used.setText(text.used_text(st, self.cs, spoken))

    def keys_help(self) -> str:
        return text.keys_help(self.names(), self._humans(), self._buzz_table())

    def controls(self) -> list[tuple[str, str]]:
        judging = str(self.session.options.get("judging", "typed"))
        return text.controls(self.names(), self._humans(), judging, self.two,
                             self._buzz_table())

    # ------------------------------------------------------------------ duel signals
    def _duel_changed(self) -> None:
        self.refresh()

    def _spoke(self, seat: int, said: str, kind: str) -> None:
        if kind == "buzz":
            return
        if kind == "pass":
            self.said[seat] = (self.tr("gives up"), "pass")
        elif kind == "rejected":
            self.said[seat] = (said + " ✗" if said else self.tr("✗ not counted"), "rejected")
        else:
            self.said[seat] = (said, "answer")
        self.refresh()

    def _sim_tick(self, _now: float) -> None:
        if self.duels.race is not None:
            self._update_banner()
            for seat in self.duels.thinking_seats():
                self.plates[seat].phase = self.duels.elapsed() * 2
                self.plates[seat].update()


def create_table(session: Session, parent: QWidget | None = None) -> OrdetTable:
    return OrdetTable(session, parent)
