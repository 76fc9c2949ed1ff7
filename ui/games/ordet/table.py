"""The Ordet fanger table: seats around the felt, draw piles, joker area, duels in real time.

Maps the session's state (everything is public but the order of the draw piles) onto scene
items, animates the engine's events (the flip from a draw pile, a won card going to the score
pile), and hands duels to the ``DuelController`` (buzzers, typed answers, computer timing).

Keys: Space/Enter draws when it is a person's turn (2 seats: ←/→ choose the play pile first);
each seat's buzzer key (Q, P, Z, M, 1, 0) buzzes in a duel; Y/Enter accepts and N/Backspace
rejects a buzzed answer or an unknown typed answer; T declares a tie.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.core import Event, IllegalAction
from engine.ordet import cardsets
from engine.ordet.actions import Draw
from engine.ordet.matching import fold
from engine.ordet.rules import GAME
from engine.ordet.state import RACE, OrdetState, Slot
from ui.games.base import GameTable
from ui.games.ordet import text
from ui.games.ordet.duel import DuelController
from ui.games.ordet.items import (
    BuzzerItem,
    DuelClock,
    Face,
    FlyingCard,
    PileItem,
    ScorePileItem,
    SeatPlate,
)
from ui.games.ordet.simclock import SimClock
from ui.session import Session, translate_reason
from ui.table.animation import AnimationClock
from ui.table.scene import TableScene, TableView
from ui.table.sound import SoundBoard
from ui.table.zones import Banner

#: buzzer keys per seat: spread over the keyboard so six people can share one
BUZZER_KEYS: tuple[str, ...] = ("Q", "P", "Z", "M", "1", "0")
_QT_KEYS = {getattr(Qt.Key, "Key_" + k): i for i, k in enumerate(BUZZER_KEYS)}

#: where the seats sit, clockwise from the bottom, per number of seats
SPOTS: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "lowleft", "upleft", "upright", "lowright"),
    6: ("bottom", "lowleft", "upleft", "top", "upright", "lowright"),
}
FLIGHT_MS = 330.0
CENTRE_CARD = (104.0, 144.0)



class AnswerBar(QWidget):
    """Under the felt: the prompt, the answer box, the table's buttons and the used answers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ordet_answer_bar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#ordet_answer_bar { background: #13301f; }"
            " QLabel { color: #f4f1e6; font-size: 15px; }"
            " QLabel#ordet_prompt { font-size: 17px; font-weight: bold; color: #ffe08a; }"
            " QLineEdit { font-size: 18px; padding: 4px; }"
            " QPushButton { font-size: 15px; padding: 5px 12px; }")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 6, 12, 6)
        outer.setSpacing(4)
        row = QHBoxLayout()
        # both labels wrap: an unwrapped QLabel's minimum width is its whole text, and a long
        # (German) prompt or list of used answers would push the window past the screen
        self.prompt = QLabel()
        self.prompt.setObjectName("ordet_prompt")
        self.prompt.setWordWrap(True)
        # both show names and typed answers: plain text, never markup (see ui/plain.py)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(self.prompt, 1)
        self.answer = QLineEdit()
        self.answer.setObjectName("ordet_answer")
        self.answer.setMinimumWidth(260)
        self.answer.setMaxLength(80)
        row.addWidget(self.answer, 1)
        self.send = QPushButton()
        self.send.setObjectName("ordet_send")
        self.give_up = QPushButton()
        self.give_up.setObjectName("ordet_give_up")
        self.yes = QPushButton()
        self.yes.setObjectName("ordet_yes")
        self.no = QPushButton()
        self.no.setObjectName("ordet_no")
        self.tie = QPushButton()
        self.tie.setObjectName("ordet_tie")
        self.nobody = QPushButton()
        self.nobody.setObjectName("ordet_nobody")
        for b in (self.send, self.give_up, self.yes, self.no, self.tie, self.nobody):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        outer.addLayout(row)
        self.used = QLabel()
        self.used.setObjectName("ordet_used")
        self.used.setWordWrap(True)
        self.used.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.used)

    def retranslate(self) -> None:
        self.send.setText(self.tr("Answer ↵"))
        self.give_up.setText(self.tr("Give up (Esc)"))
        self.yes.setText(self.tr("Yes (Y)"))
        self.no.setText(self.tr("No (N)"))
        self.tie.setText(self.tr("Tie (T)"))
        self.nobody.setText(self.tr("Nobody knows (Esc)"))
        self.answer.setPlaceholderText(self.tr("Your answer, then Enter"))


class OrdetTable(GameTable):
    """The table widget: felt scene on top, the answer bar below."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.cs = cardsets.get(session.state.set_id)
        self.words = text.OrdetWords(self)
        self.n = GAME.num_seats(session.state)
        self.two = self.n == 2
        self.anim = AnimationClock(self)
        self.sound = SoundBoard(self)
        self.sim = SimClock(self)
        self.duels = DuelController(session, self.sim, self)
        self.scene = TableScene(self)
        self.scene.clock = self.anim
        self.view = TableView(self.scene, self)
        self.bar = AnswerBar(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.bar)
        self.setFocusProxy(self.view)
        self.selected_slot = 0
        self._hold: dict[Slot, int] = {}  # slot -> cards of its pile hidden while a card flies
        self._flights: list[FlyingCard] = []
        self._build()
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
        self.duels.changed.connect(self._duel_changed)
        self.duels.spoke.connect(self._spoke)
        self.duels.message.connect(self.message.emit)
        self.sim.ticked.connect(self._sim_tick)
        session.changed.connect(self.refresh)
        session.eventsApplied.connect(self._events)
        session.handoverRequested.connect(self._handover)
        session.thinkingChanged.connect(self._thinking)
        self.said: dict[int, tuple[str, str]] = {}
        self.spoken: dict[int, list[str]] = {}
        self.bar.retranslate()
        self.duels.sync()
        self.refresh()

    # ------------------------------------------------------------------ construction
    def _card_size(self) -> tuple[float, float]:
        if self.n >= 5:
            return 138.0, 190.0
        if self.n == 2:
            return 140.0, 194.0
        return 160.0, 222.0

    def _build(self) -> None:
        sc = self.scene
        cw, ch = self._card_size()
        piles = 2 if self.two else 1
        self.block_w = max(300.0, piles * (cw + 12) + (piles - 1) * 14 + 24 + 80)
        self.block_h = 130 + ch + 12 + 26
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
                item.clicked.connect(self._pile_clicked)
                sc.addItem(item)
                self.play[(seat, p)] = item
            score = ScorePileItem()
            sc.addItem(score)
            self.scores.append(score)
            buzzer = BuzzerItem(seat, BUZZER_KEYS[seat])
            buzzer.clicked.connect(self.buzz)
            sc.addItem(buzzer)
            self.buzzers.append(buzzer)
        w, h = CENTRE_CARD
        self.draw_piles = [PileItem("draw0", w + 12, h + 12), PileItem("draw1", w + 12, h + 12)]
        self.joker_pile = PileItem("jokers", w + 12, h + 12)
        self.flip_pile = PileItem("flip", w + 12, h + 12)
        for item in (*self.draw_piles, self.joker_pile, self.flip_pile):
            item.clicked.connect(self._pile_clicked)
            sc.addItem(item)
        self.banner = Banner(620.0)
        self.banner.setZValue(400)
        sc.addItem(self.banner)
        self.duel_clock = DuelClock()
        self.duel_clock.setVisible(False)
        sc.addItem(self.duel_clock)
        self._layout()

    def _layout(self) -> None:
        bw, bh = self.block_w, self.block_h
        cw, _ch = self._card_size()
        spots = {
            "bottom": (800 - bw / 2, 1000 - bh - 6),
            "top": (800 - bw / 2, 18),  # inside the felt's border line (at 10)
            "left": (24, 500 - bh / 2),
            "right": (1600 - 24 - bw, 500 - bh / 2),
            "lowleft": (24, 1000 - bh - 50),
            "upleft": (24, 50),
            "upright": (1600 - 24 - bw, 50),
            "lowright": (1600 - 24 - bw, 1000 - bh - 50),
        }
        piles = 2 if self.two else 1
        for seat in range(self.n):
            x, y = spots[SPOTS[self.n][seat]]
            self.plates[seat].setPos(x, y)
            for p in range(piles):
                self.play[(seat, p)].setPos(x + p * (cw + 26), y + 130)
            sx = x + piles * (cw + 12) + (piles - 1) * 14 + 24
            self.scores[seat].setPos(sx, y + 140)
            self.buzzers[seat].setPos(sx + 37, y + 140 + 104 + 70)
        w, _h = CENTRE_CARD
        gap = 18.0
        # the three piles that are always there sit centred under the seats; the tie-break
        # pile, shown only in a tie-break, hangs on at the right
        total = 3 * (w + 12) + 2 * gap
        x0 = 800 - total / 2
        y0 = 418.0 if self.n in (3, 4) else 446.0
        for i, item in enumerate((self.draw_piles[0], self.joker_pile, self.draw_piles[1],
                                  self.flip_pile)):
            item.setPos(x0 + i * (w + 12 + gap), y0)
        if self.n == 4:  # the top seat sits at the centre top: the banner takes a corner
            self.banner.set_width(500.0)
            self.banner.setPos(24 + 250, 24)
        elif self.n == 3:
            self.banner.setPos(800, 170)
        else:
            self.banner.setPos(800, 370)
        # the duel clock right of the banner (clear of the top seat's plate with 4 seats)
        self.duel_clock.setPos(self.banner.x() + self.banner.width / 2 + 10, self.banner.y())

    # ------------------------------------------------------------------ contract
    @property
    def st(self) -> OrdetState:
        state: OrdetState = self.session.state
        return state

    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    def set_animation_speed(self, factor: float) -> None:
        self.anim.set_speed(factor)

    def human_to_draw(self) -> int | None:
        st = self.st
        if st.phase != "draw" or self.session.is_over():
            return None
        seat = st.turn
        return seat if self.session.seats[seat].is_human else None

    def status_text(self) -> str:
        st = self.st
        names = self.names()
        if st.phase == "over":
            return self.tr("Game over.") + " " + self.result_headline()
        if st.phase == "duel" and st.duel is not None:
            r = self.duels.race
            if r is not None and r.buzzed is not None:
                return self.tr("{name} buzzed: does the answer count? Y = yes, N = no").format(
                    name=names[r.buzzed])
            if r is not None and r.unknown is not None:
                return self.tr("“{answer}” is not in the list. Count it anyway? Y = yes, N = no"
                          ).format(answer=r.unknown[1])
            a, b = (names[s] for s in st.duel.seats)
            if r is not None and r.typing is not None:
                return self.tr("{name} buzzed and types the answer.").format(
                    name=names[r.typing])
            if st.duel.flip is not None:
                return self.tr("Tie-break: {a} and {b} both name: {category}").format(
                    a=a, b=b, category=text.category(self.cs, st.duel.flip))
            return self.tr("Duel: {a} against {b}. Answer fast!").format(a=a, b=b)
        seat = st.turn
        if self.session.seats[seat].is_human:
            if self.two:
                return self.tr("{name}: draw a card (click a draw pile or press Space; ←/→ choose "
                          "your play pile)").format(name=names[seat])
            return self.tr("{name}: draw a card (click a draw pile or press Space)").format(
                name=names[seat])
        return self.tr("{name} draws…").format(name=names[seat])

    def describe_event(self, event: Event) -> str | None:
        return self.words.describe(event, self.cs, self.names())

    def result_text(self) -> str:
        res = GAME.result(self.st)
        scores = [int(s) for s in res.scores]
        return self.words.result(scores, list(res.winners), self.names(), self.st.round_scores)

    def retranslate(self) -> None:
        self.bar.retranslate()
        self.refresh()

    # ------------------------------------------------------------------ session signals
    def _handover(self, seat: int) -> None:
        # everything on this table is public: the next person simply takes over the screen
        self.session.accept_handover()

    def _thinking(self, seat: int, on: bool) -> None:
        self.statusChanged.emit(self.status_text())

    def _events(self, events: list[Event]) -> None:
        self.anim.finish_all()
        st = self.st
        sounds: set[str] = set()
        for e in events:
            d = e.data
            if e.kind == "draw":
                slot = (int(d["seat"]), int(d["slot"]))
                self.said.pop(int(d["seat"]), None)
                self._fly_draw(int(d["pile"]), slot, int(d["card"]))
                sounds.add("card")
            elif e.kind == "joker":
                self._fly_simple(self.draw_piles[int(d["pile"])], self.joker_pile,
                                 int(d["card"]), True)
                sounds.add("card")
            elif e.kind == "tiebreak":
                self._fly_simple(self.draw_piles[int(d["pile"])], self.flip_pile,
                                 int(d["card"]), True)
                sounds.add("card")
            elif e.kind == "duel_won":
                slot = (int(d["slot"][0]), int(d["slot"][1]))
                self._fly_simple(self.play[slot], self.scores[int(d["winner"])],
                                 int(d["card"]), False)
                sounds.add("card")
            elif e.kind == "duel":
                self.said.clear()  # the last duel's answers stay up until the next duel
            elif e.kind == "reveal":
                for seat, answers in d.get("answers", {}).items():
                    if answers:
                        self.said[int(seat)] = (", ".join(answers), "answer")
            elif e.kind == "claim" and d.get("text") and d.get("accepted"):
                self.spoken.setdefault(int(d["seat"]), []).append(str(d["text"]))
            elif e.kind in ("round_end", "game_over"):
                sounds.add("win")
            elif e.kind == "round_start":
                self.said.clear()
        for name in ("card", "win"):
            if name in sounds:
                self.sound.play(name)
        del st

    # ------------------------------------------------------------------ animations
    def _face(self, card: int) -> Face:
        cs = self.cs
        if cs.is_joker(card):
            pair = tuple(cs.symbols[i] for i in cs.joker(card).symbols)
            return Face(pair, self.tr("Joker"), True)
        return Face((cs.symbols[cs.symbol_of(card)],), text.category(cs, card))

    def _fly(self, start: QRectF, end: QRectF, card: int, flip: bool,
             done: Any = None) -> None:
        if self.anim.instant:
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

        self.anim.tween(FLIGHT_MS, update, finish)

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
            plate.active = st.phase == "draw" and st.turn == seat
            plate.duelling = duel is not None and seat in duel.seats
            if duel is not None and seat in thinking and self.duels.frozen:
                # the computer's clock stands still while the table judges an answer
                plate.said, plate.said_kind = self.tr("waiting…"), "pass"
            elif duel is not None and seat in thinking:
                plate.said, plate.said_kind = self.tr("thinking…"), "thinking"
            elif race is not None and race.unknown is not None and race.unknown[0] == seat:
                plate.said, plate.said_kind = self.tr("“{answer}”?").format(
                    answer=race.unknown[1]), "buzz"
            elif race is not None and race.buzzed == seat:
                plate.said, plate.said_kind = self.tr("BUZZ! Does it count?"), "buzz"
            elif race is not None and race.typing == seat:
                plate.said, plate.said_kind = self.tr("typing…"), "buzz"
            elif duel is not None and seat in duel.commits:
                plate.said, plate.said_kind = self.tr("has answered (sealed)"), "pass"
            elif seat in self.said:
                plate.said, plate.said_kind = self.said[seat]
            else:
                plate.said, plate.said_kind = "", ""
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
        tags = self._duel_tags(st)
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

    def _duel_tags(self, st: OrdetState) -> dict[Slot, str]:
        duel = st.duel
        if duel is None:
            return {}
        names = self.names()
        if duel.flip is not None:
            return {}
        if duel.kind == RACE:
            return {duel.slots[0]: self.tr("Both answer this!")}
        out: dict[Slot, str] = {}
        for slot in duel.slots:
            other = next(s for s in duel.seats if s != slot[0])
            # short: at 5-6 seats "Spieler 6 antwortet hierauf" shrank to seven pixels
            out[slot] = self.tr("For {name}").format(name=names[other])
        return out

    def _update_banner(self) -> None:
        st = self.st
        duel = st.duel
        names = self.names()
        if duel is None:
            self.duel_clock.setVisible(False)
            if st.phase == "over":
                self.banner.set_text(self.tr("Game over"), self.result_headline(), True)
            else:
                self.banner.set_text(
                    self.tr("Round {round} of {rounds}").format(round=st.round, rounds=st.rounds),
                    self.tr("{name} draws").format(name=names[st.turn]), False)
            return
        a, b = duel.seats
        secs = self.duels.elapsed()
        self.duel_clock.set_seconds(secs, self.duels.frozen)
        self.duel_clock.setVisible(True)
        need = int(st.options["answers_needed"])
        title = self.tr("Duel")  # the seconds run on the duel clock beside the banner
        if need > 1:
            title += " · " + self.tr("{a}: {pa} of {need}, {b}: {pb} of {need}").format(
                a=names[a], b=names[b], pa=duel.progress.get(a, 0), pb=duel.progress.get(b, 0),
                need=need)
        if duel.flip is not None or duel.kind == RACE or duel.targets[a] == duel.targets[b]:
            body = self.tr("{a} and {b}: {category}").format(
                a=names[a], b=names[b], category=text.category(self.cs, duel.targets[a]))
        else:
            body = self.tr("{a} ⚔ {b}").format(a=names[a], b=names[b])
        self.banner.set_text(title, body, True)

    def result_headline(self) -> str:
        """One sentence for the banner and the status line: who won."""
        res = GAME.result(self.st)
        return self.words.headline([self.names()[i] for i in res.winners])

    def _update_bar(self) -> None:
        bar = self.bar
        st = self.st
        d = self.duels
        r = d.race
        names = self.names()
        seat = d.answer_seat()
        show_answer = seat is not None
        if not show_answer and bar.answer.hasFocus():
            self.view.setFocus()
        bar.answer.setVisible(show_answer)
        bar.send.setVisible(show_answer)
        bar.give_up.setVisible(show_answer and (r is None or r.typing is None))
        asking = r is not None and (r.buzzed is not None or r.unknown is not None)
        bar.yes.setVisible(asking)
        bar.no.setVisible(asking)
        humans = d.human_duellists()
        bar.tie.setVisible(r is not None and not r.sealed and d.uses_buzzers() and not asking)
        bar.nobody.setVisible(r is not None and not r.sealed and len(humans) == 2
                              and not asking and r.typing is None)
        if r is not None and r.unknown is not None:
            prompt = self.tr("“{answer}” is not in the list. Count it anyway?").format(
                answer=r.unknown[1])
        elif r is not None and r.buzzed is not None:
            prompt = self.tr("{name} buzzed! Does the answer count?").format(name=names[r.buzzed])
        elif seat is not None and st.duel is not None:
            cats = GAME.categories_for(st, seat)
            prompt = self.tr("{name}, name: {category}").format(
                name=names[seat], category=" / ".join(text.category(self.cs, c) for c in cats))
        elif r is not None and d.uses_buzzers():
            keys = ", ".join(f"{names[s]} {BUZZER_KEYS[s]}" for s in humans)
            prompt = self.tr("Say your answer and buzz: {keys}").format(keys=keys)
        elif st.duel is not None:
            prompt = self.tr("Duel in progress…")
        else:
            prompt = self.status_text()
        bar.prompt.setText(prompt)
        if st.phase == "over":  # the scores instead of keys that do nothing any more
            lines = [line for line in self.result_text().splitlines()[1:] if line]
            bar.used.setText(" · ".join(lines))
            return
        if st.duel is None:
            bar.used.setText(self.keys_help())
            return
        if show_answer and not bar.answer.hasFocus() and self.isVisible():
            bar.answer.setFocus()
        bar.used.setText(self._used_text())

    def keys_help(self) -> str:
        keys = "  ".join(f"{n} {BUZZER_KEYS[i]}" for i, n in enumerate(self.names())
                         if self.session.seats[i].is_human)
        if self._buzz_table():
            return self.tr("Keys: Space draws · buzzers: {keys} · Y/Enter accepts, N rejects · "
                      "T tie · Esc nobody knows").format(keys=keys)
        return self.tr("Keys: Space draws · in a duel type your answer and press Enter "
                       "(Esc gives up)")

    def _used_text(self) -> str:
        """Answers already given this round for the categories in play (no repeats is fair)."""
        st = self.st
        duel = st.duel
        if duel is None:
            return ""
        cats: list[int] = []
        for seat in duel.seats:
            for c in GAME.categories_for(st, seat):
                if c not in cats:
                    cats.append(c)
        parts = []
        lang = str(st.options.get("language", "en"))
        spoken = [t for texts in self.spoken.values() for t in texts]
        for c in cats:
            said = [self._display(key, c, lang, spoken) for key in st.used.get(c, [])]
            if said:
                parts.append(self.tr("{category}: {answers}").format(
                    category=text.category(self.cs, c), answers=", ".join(said)))
        if not parts:
            return self.tr("No answers used yet for these categories.")
        return self.tr("Already used: {list}").format(list=" · ".join(parts))

    def _display(self, key: str, card: int, lang: str, spoken: list[str]) -> str:
        """A used answer as people wrote it (the engine keeps folded keys)."""
        for entry in (*self.cs.lexicon(card, lang), *spoken):
            if fold(entry) == key:
                return entry
        return key

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

    # ------------------------------------------------------------------ input
    def draw(self, pile: int | None = None, slot: int | None = None) -> bool:
        """The person to act draws from ``pile`` (default: the first non-empty one)."""
        seat = self.human_to_draw()
        st = self.st
        if seat is None:
            return False
        if pile is None:
            pile = 0 if st.draw[0] else 1
        slot = self.selected_slot if slot is None else slot
        return self._submit(Draw(pile, slot if self.two else 0))

    def _submit(self, action: Any) -> bool:
        try:
            self.session.submit(action)
        except IllegalAction as err:
            self.message.emit(translate_reason(err))
            return False
        return True

    def buzz(self, seat: int) -> bool:
        ok = self.duels.buzz(seat)
        if not ok and self.duels.race is not None and seat not in self.duels.race.seats:
            self.message.emit(self.tr("{name} is not in this duel.").format(
                name=self.names()[seat]))
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
            if key in (Qt.Key.Key_Y, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._confirm(True)
                event.accept()
                return
            if key in (Qt.Key.Key_N, Qt.Key.Key_Backspace):
                self._confirm(False)
                event.accept()
                return
        if r is not None:
            if key in _QT_KEYS and _QT_KEYS[key] < self.n:
                self.buzz(_QT_KEYS[key])
                event.accept()
                return
            if key == Qt.Key.Key_Escape:  # the shortcut's fallback (e.g. an inactive window)
                self._escape()
                event.accept()
                return
            if key == Qt.Key.Key_T and self.duels.uses_buzzers():
                self._tie()
                event.accept()
                return
            return
        if self.human_to_draw() is not None:
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.draw()
                event.accept()
            elif self.two and key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab):
                self.selected_slot = 1 - self.selected_slot
                self.refresh()
                event.accept()


def create_table(session: Session, parent: QWidget | None = None) -> OrdetTable:
    return OrdetTable(session, parent)
