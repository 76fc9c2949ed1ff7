"""The Riftforce table: the guild draft, the Rift's five locations, activations with targets.

Maps the session's *view* onto the framework's pieces (hidden cards are ``None`` there and can
only be painted as backs) and turns drags, clicks and keys into the engine's small actions.
The engine exposes every choice inside an action as ``state.pending`` (see
``engine/riftforce/__init__.py``); the table highlights ``pending.options`` and submits the
clicked one, so each choice is made after seeing the earlier steps' results.

Keys: ←/→ move the focus in your hand (or among the highlighted elementals when one must be
chosen), Space selects (or chooses), 1–5 plays the selection at a location
(or answers a location question), A activates with the selected card, G/N choose guild or
number, C is Check & Draw, Enter/E ends the action, Esc clears; in the draft 1–9 and 0 pick a
guild.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from engine.core import Event, IllegalAction
from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    ChooseCard,
    ChooseLocation,
    DraftPick,
    EndPlay,
    PlaceCard,
    StopActivating,
)
from engine.riftforce.cards import GUILDS, HAND_SIZE, NUM_LOCATIONS, guild_of, number_of
from engine.riftforce.guilds import CARD_QUESTIONS, LOCATION_QUESTIONS
from engine.riftforce.rules import matching_elementals
from engine.riftforce.state import State
from ui.games.riftforce import guilds, text
from ui.games.riftforce.faces import elemental_face, summoner_face
from ui.games.riftforce.items import (
    FloatText,
    GuildRow,
    LineZone,
    NoteItem,
    PromptItem,
    RiftZone,
    SeatChip,
    TrackItem,
)
from ui.session import Session, translate_reason
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind
from ui.table.felt_table import FeltTable
from ui.table.scene import CardSpec
from ui.table.zones import Banner, ButtonItem, Layout, NamePlate, Zone

translate = QCoreApplication.translate

# layout (scene units of the 1600 × 1000 felt)
COL_X0 = 320.0
COL_W = 184.0
TOP_LINE_Y, LINE_H = 84.0, 286.0
RIFT_Y, RIFT_H = 372.0, 56.0
BOTTOM_LINE_Y = 430.0
LINE_SCALE = 0.6
HAND_SCALE = 0.85
PILE_SCALE = 0.55
RIGHT_X = 1254.0
#: the question panel's top, the step between its buttons, and the lowest a button may end
#: (above the bottom seat's piles)
PROMPT_Y = 258.0  # below the top piles' two-line labels
BUTTON_STEP = 54.0
BUTTONS_BOTTOM = 732.0


def col_x(loc: int) -> float:
    return COL_X0 + loc * COL_W


class RiftforceTable(FeltTable):
    """The table widget: a scaled felt scene, the hand-over overlay and the game's controls."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.focus_index = 0
        self.choice_index = 0
        #: hand cards selected for a Play, in the order they were selected
        self.selection: list[int] = []
        #: a hand card dropped on the discard pile whose mode (guild/number) is still open
        self.arming: int | None = None
        self._sources: dict[str, str] = {}
        self._floats: list[tuple[int, int, int, str, QColor]] = []  # card, seat, loc, text
        self._scored: tuple[int, list[int]] | None = None
        self._bottom = -1
        self._build()
        self.scene.cardClicked.connect(self._card_clicked)
        self.scene.cardsDropped.connect(self._cards_dropped)
        self.view.keyPressed.connect(self._key)
        self.clock.tick.connect(self._tick)
        session.changed.connect(self.refresh)
        session.eventsApplied.connect(self._events)
        session.thinkingChanged.connect(self._thinking)
        self.view.setToolTip(self.keys_help())
        self.refresh(animate=False)

    # ------------------------------------------------------------------ construction
    def _build(self) -> None:
        sc = self.scene
        self.plates = [NamePlate(s, 330.0) for s in (0, 1)]
        for plate in self.plates:
            plate.setZValue(300)
            sc.addItem(plate)
        self.chips = [SeatChip(0), SeatChip(1)]  # bottom, top
        for chip in self.chips:
            sc.addItem(chip)
        self.lines: dict[tuple[int, int], LineZone] = {}
        for seat in (0, 1):
            sc.add_zone(Zone(f"hand{seat}", QRectF(), Layout.ROW, HAND_SCALE, framed=False))
            for pile in (f"deck{seat}", f"discard{seat}"):
                zone = sc.add_zone(Zone(pile, QRectF(), Layout.STACK, PILE_SCALE))
                # two piles side by side: a long name ("Nachziehstapel") wraps above its
                # count instead of running under the neighbour's label
                zone.label_lines = 2
                zone.label_max_width = 106.0
            sc.add_zone(Zone(f"summ{seat}", QRectF(), Layout.ROW, 0.9, framed=False))
            for loc in range(NUM_LOCATIONS):
                zone = LineZone(f"line{seat}_{loc}", LINE_SCALE)
                sc.add_zone(zone)
                self.lines[(seat, loc)] = zone
        self.rifts: list[RiftZone] = []
        for loc in range(NUM_LOCATIONS):
            rz = RiftZone(f"rift{loc}", loc)
            rz.set_rect(QRectF(col_x(loc) + 4, RIFT_Y, COL_W - 8, RIFT_H))
            sc.add_zone(rz)
            self.rifts.append(rz)
        for any_zone in sc.zones.values():
            any_zone.clicked.connect(self._zone_clicked)
        for rift in self.rifts:
            rift.click_ready = self._play_click_ready
        for line in self.lines.values():
            line.click_ready = self._play_click_ready
        pool = sc.add_zone(Zone("pool", QRectF(220, 340, 1360, 300), Layout.ROW, 1.2,
                                framed=False))
        pool.min_scale = 0.8
        aside = sc.add_zone(Zone("setaside", QRectF(30, 400, 170, 230), Layout.STACK, 0.85))
        aside.label_lines = 2
        self.banner = Banner(760.0)
        self.banner.setPos(800, 14)
        self.banner.setZValue(400)
        sc.addItem(self.banner)
        self.rows: list[list[GuildRow]] = [[GuildRow(298, 88) for _ in range(4)] for _ in (0, 1)]
        for side in self.rows:
            for row in side:
                sc.addItem(row)
        self.track = TrackItem(116, 820)
        self.track.setPos(1470, 84)
        sc.addItem(self.track)
        self.prompt = PromptItem(206, 250)
        self.prompt.setPos(RIGHT_X, PROMPT_Y)
        sc.addItem(self.prompt)
        self.guild_button = ButtonItem("guild", width=206)
        self.guild_button.hint = "G"
        self.number_button = ButtonItem("number", width=206)
        self.number_button.hint = "N"
        self.cancel_button = ButtonItem("cancel", width=206)
        self.cancel_button.hint = "Esc"
        self.end_button = ButtonItem("end", width=206)
        self.end_button.hint = "↵"
        for b in (self.guild_button, self.number_button, self.cancel_button, self.end_button):
            b.clicked.connect(self._button_clicked)
            sc.addItem(b)
        self.check_button = ButtonItem("check", width=282, height=50)
        self.check_button.hint = "C"
        self.check_button.setPos(20, 812)
        self.check_button.clicked.connect(self._button_clicked)
        sc.addItem(self.check_button)
        self.check_note = NoteItem(282)
        self.check_note.setPos(20, 870)
        sc.addItem(self.check_note)
        self.keys_note = NoteItem(282, 64)
        self.keys_note.setPos(20, 926)
        sc.addItem(self.keys_note)

    def _bottom_seat(self) -> int:
        s = self.session
        humans = s.human_seats
        if s.state.phase == "draft":
            return humans[0] if humans else 0
        if s.viewer is not None:
            return s.viewer
        if s.pending_handover is not None:
            return s.pending_handover
        return humans[0] if humans else 0

    def _layout(self, bottom: int) -> None:
        """Place both seats: ``bottom`` (the person at the screen) below the Rift."""
        self._bottom = bottom
        sc = self.scene
        for seat in (0, 1):
            lower = seat == bottom
            hand = sc.zone(f"hand{seat}")
            if lower:
                hand.layout = Layout.FAN
                hand.card_scale = HAND_SCALE
                hand.min_scale = 0.7
                hand.set_rect(QRectF(COL_X0, 726, 5 * COL_W, 268))
                self.plates[seat].setPos(RIGHT_X, 912)
            else:
                hand.layout = Layout.ROW
                hand.card_scale = 0.3
                hand.min_scale = None
                hand.set_rect(QRectF(COL_X0 + 160, 6, 5 * COL_W - 320, 72))
                self.plates[seat].setPos(RIGHT_X, 12)
            py = 740.0 if lower else 86.0
            sc.zone(f"deck{seat}").set_rect(QRectF(RIGHT_X + 4, py, 96, 124))
            sc.zone(f"discard{seat}").set_rect(QRectF(RIGHT_X + 110, py, 96, 124))
            sc.zone(f"summ{seat}").set_rect(QRectF(330, 690 if lower else 100, 940, 200))
            self.chips[0 if lower else 1].setPos(RIGHT_X + 276, 912 + 15 if lower else 12 + 15)
            for loc in range(NUM_LOCATIONS):
                zone = self.lines[(seat, loc)]
                y = BOTTOM_LINE_Y if lower else TOP_LINE_Y
                zone.set_rect(QRectF(col_x(loc) + 4, y, COL_W - 8, LINE_H))
                zone.anchor_bottom = not lower
            for i, row in enumerate(self.rows[seat]):
                row.setPos(12, (432.0 if lower else 12.0) + i * 90)
        for item in self.scene.card_items():  # a new seating: no gliding across the table
            self.scene.cards.pop(item.key, None)
            self.scene._discard(item)

    # ------------------------------------------------------------------ the GameTable contract
    def view_state(self) -> State:
        v: State = self.session.view()
        return v

    def keys_help(self) -> str:
        return translate(
            "riftforce", "Keys: ←/→ choose a hand card (or a highlighted elemental), Space "
            "selects it, 1–5 plays the selection at a location (or answers a location "
            "question), A activates with the selected card, G/N choose guild or number, C is "
            "Check & Draw, Enter ends the action, Esc clears; in the draft 1–9 and 0 pick a "
            "guild.")

    def status_text(self) -> str:
        s = self.session
        if s.is_over():
            return translate("riftforce", "Game over.") + " " + self.result_text().split("\n")[0]
        if s.pending_handover is not None:
            return translate("riftforce", "Pass the screen to {name}.").format(
                name=s.name(s.pending_handover))
        seat = s.current_player()
        if seat is None:
            return ""
        name = s.name(seat)
        v = self.view_state()
        if s.thinking_seat is not None:
            line = translate("riftforce", "{name} is thinking…").format(name=name)
        elif not s.human_to_act():
            line = translate("riftforce", "Waiting for {name}.").format(name=name)
        elif v.phase == "draft":
            line = translate("riftforce", "{name}: pick a guild (click a summoner, drag it to "
                             "your guilds, or press its number).").format(name=name)
        else:
            what = text.short_question(v.pending, v, self.arming)
            line = translate("riftforce", "{name}: {what}").format(name=name, what=what)
        end = self.end_rule_text(v, short=True)
        return line + (" " + end if end else "")

    def end_rule_text(self, v: State, short: bool = False) -> str:
        """The end-of-round and tie rules, once the end is near (9 or more Riftforce).

        ``short`` is for the status line, which is one line under the whole window: the
        question panel has room for the full sentences."""
        s = self.session
        if v.phase != "play":
            return ""
        second = 1 - v.start_player
        if short:
            if v.tiebreak:
                return translate("riftforce", "Tie-break: one more action each until the "
                                 "scores differ.")
            if max(v.scores) >= 12:
                return translate("riftforce", "12 Riftforce reached: {name} takes the last "
                                 "action.").format(name=s.name(second))
            if max(v.scores) >= 9:
                return translate("riftforce", "Ends in the round someone reaches 12 ({name} "
                                 "acts last).").format(name=s.name(second))
            return ""
        if v.tiebreak:
            return translate("riftforce", "Tie-break: {a} and then {b} take one more action "
                             "each; the game ends after a pair that leaves the scores "
                             "different.").format(a=s.name(v.start_player), b=s.name(second))
        if max(v.scores) >= 12:
            return translate("riftforce", "12 Riftforce reached: {name} takes the last action "
                             "of the round, then the higher score wins.").format(
                name=s.name(second))
        if max(v.scores) >= 9:
            return translate("riftforce", "The game ends after the round in which someone "
                             "reaches 12 ({name} acts last); a tie plays on.").format(
                name=s.name(second))
        return ""

    def describe_event(self, event: Event) -> str | None:
        if event.kind == "game_over":
            return translate("riftforce", "Game over.") + " " + self.result_text().split("\n")[0]
        return text.describe(event, self.session.name)

    def result_text(self) -> str:
        s = self.session
        st: State = s.state
        res = self.game.result(st)
        scores = [int(x) for x in res.scores]
        if len(res.winners) == 1:
            w = res.winners[0]
            head = text.plurals().wins(scores[w]).format(name=s.name(w))
        elif st.end_reason == "stalled":
            head = translate("riftforce", "Draw: no cards are left and nothing can change any "
                             "more ({a}: {x}, {b}: {y}).").format(
                a=s.name(0), x=scores[0], b=s.name(1), y=scores[1])
        else:
            head = text.plurals().draw(scores[0])
        lines = [head]
        for seat in (0, 1):
            lines.append(text.plurals().score(scores[seat]).format(name=s.name(seat)))
        return "\n".join(lines)

    def retranslate(self) -> None:
        self.view.setToolTip(self.keys_help())
        self.overlay.update()
        self.refresh(animate=False)
        for item in self.scene.card_items():
            item.update()

    # ------------------------------------------------------------------ events → animation
    def _events(self, events: list[Event]) -> None:
        self.clock.finish_all()
        sounds: set[str] = set()
        scored: tuple[int, list[int]] | None = None
        for e in events:
            d = e.data
            k = e.kind
            if k == "draw":
                self._sources[f"hand{d['seat']}"] = f"deck{d['seat']}"
                sounds.add("card")
            elif k == "place":
                src = f"deck{d['seat']}" if d.get("free") else f"hand{d['seat']}"
                self._sources[f"line{d['seat']}_{d['location']}"] = src
                sounds.add("card")
            elif k == "discard":
                self._sources[f"discard{d['seat']}"] = f"hand{d['seat']}"
                sounds.add("card")
            elif k == "damage":
                self._floats.append((int(d["card"]), int(d["seat"]), int(d["location"]),
                                     "−{}".format(d["amount"]), QColor("#ff5a4f")))
            elif k == "heal" and int(d["amount"]) > 0:
                self._floats.append((int(d["card"]), int(d["seat"]), int(d["location"]),
                                     "+{}".format(d["amount"]), QColor("#7dffa0")))
            elif k == "check":
                scored = (int(d["seat"]), [int(x) for x in d["locations"]])
                for loc in scored[1]:
                    self._floats.append((-1, scored[0], loc, "+1", QColor("#f2c14e")))
            elif k == "turn" and self._scored is not None and int(d["seat"]) == self._scored[0]:
                self._scored = None  # the scorer's next turn: the scoring marks go
            elif k == "game_over":
                sounds.add("win")
        if scored is not None:
            self._scored = scored
        for snd in ("card", "win"):
            if snd in sounds:
                self.sound.play(snd)

    def _handover_requested(self, seat: int) -> None:
        # the draft is public: no hand-over screen between picks
        if self.session.state.phase == "draft":
            self.session.accept_handover()
            return
        self.refresh()

    def _thinking(self, seat: int, on: bool) -> None:
        self.plates[seat].set_thinking(on, translate("riftforce", "thinking…"))
        self.clock.set_ambient(on)
        self.statusChanged.emit(self.status_text())

    def _tick(self, dt: float) -> None:
        for p in self.plates:
            p.advance_phase(dt)

    # ------------------------------------------------------------------ painting the view
    def _destination(self, card_id: str) -> str | None:
        """Where a card that left the layout went (destroyed → its owner's discard pile)."""
        if not card_id.isdigit():
            return None
        v = self.view_state()
        card = int(card_id)
        for seat in (0, 1):
            if card in v.discards[seat] or v.owner(card) == seat:
                return f"discard{seat}"
        return None

    def refresh(self, animate: bool = True) -> None:
        s = self.session
        if not animate:
            self.clock.finish_all()
        bottom = self._bottom_seat()
        if bottom != self._bottom:
            self._layout(bottom)
        v = self.view_state()
        acting = s.human_to_act()
        if not acting or v.phase != "play" or v.pending is not None:
            self.arming = None
        if not acting or v.phase != "play":
            self.selection = []
        draft = v.phase == "draft"
        specs = self._draft_specs(v, acting) if draft else self._board_specs(v, acting)
        self._show_mode(draft)
        clock = self.clock
        saved = clock.speed
        if not animate:
            clock.speed = 0.0
        try:
            self.scene.sync(specs, clock, self._sources, self._destination)
        finally:
            clock.speed = saved
        self._sources = {}
        for item in self.scene.card_items():
            if item.card_id is not None and item.card_id.isdigit():
                c = int(item.card_id)
                item.set_selected(c in self.selection or c == self.arming)
                tip = f"<b>{text.card_name(c)}</b><br>{guilds.ability(guild_of(c))}"
                if item.zone_name.startswith("line"):
                    tip += "<br>" + translate("riftforce", "Damage: {d} of {n}").format(
                        d=v.damage[c], n=number_of(c))
                item.setToolTip(tip)
            elif item.card_id in GUILDS:  # a summoner: its ability, readable at any size
                g = item.card_id
                item.setToolTip(f"<b>{guilds.name(g)}</b><br>{guilds.ability(g)}")
            else:
                item.setToolTip("")
        self._update_decor(v, acting)
        self._spawn_floats()
        self._apply_focus()
        if s.pending_handover is not None and v.phase != "draft":
            if not self.overlay.isVisible() or self.overlay.name != s.name(s.pending_handover):
                self.overlay.show_for(s.name(s.pending_handover))
        elif self.overlay.isVisible():
            self.overlay.hide()
            self.view.setFocus()
        self.statusChanged.emit(self.status_text())

    def _show_mode(self, draft: bool) -> None:
        sc = self.scene
        drafting = self.session.state.options.get("draft") == "draft"
        # free choice lays all ten summoners out in one row: without the set-aside pile the
        # row may use the whole felt, so the ability texts stay a fifth larger
        sc.zone("pool").set_rect(QRectF(220, 340, 1360, 300) if drafting
                                 else QRectF(20, 340, 1560, 300))
        for name, zone in sc.zones.items():
            in_draft = name == "pool" or name.startswith("summ") or (
                name == "setaside" and drafting)
            zone.setVisible(in_draft == draft and (name != "setaside" or drafting))
        for side in self.rows:
            for row in side:
                row.setVisible(not draft)
        for item in (self.track, self.prompt, self.check_button, self.check_note,
                     self.keys_note):
            item.setVisible(not draft)
        self.banner.setVisible(draft)

    def _draft_specs(self, v: State, acting: bool) -> list[CardSpec]:
        specs: list[CardSpec] = []
        kind = translate("riftforce", "Summoner")
        dealt_kind = translate("riftforce", "Dealt")
        footer = translate("riftforce", "4 × 5 · 3 × 6 · 2 × 7")
        drafting = v.options.get("draft") == "draft"
        for i, g in enumerate(v.draft_pool):
            key = str((i + 1) % 10) if acting and i < 10 else ""
            specs.append(CardSpec(f"s_{g}", "pool", g, summoner_face(g, kind, footer),
                                  public=True, draggable=acting, badge=key))
        for seat in (0, 1):
            for i, g in enumerate(v.guilds[seat]):
                k = dealt_kind if drafting and i == 0 else kind
                specs.append(CardSpec(f"s_{g}", f"summ{seat}", g, summoner_face(g, k, footer),
                                      owner=seat, public=True))
        if drafting:
            specs.append(CardSpec("s_aside", "setaside"))
        return specs

    def _board_specs(self, v: State, acting: bool) -> list[CardSpec]:
        s = self.session
        viewer = s.viewer
        p = v.pending if acting else None
        specs: list[CardSpec] = []
        # which board cards may be clicked now
        lit: set[int] = set()
        if p is not None and (p.kind == "choose_activation" or p.kind in CARD_QUESTIONS):
            lit = set(p.options)
        if self.arming is not None and viewer is not None:
            for by in ("guild", "number"):
                lit.update(matching_elementals(v, viewer, self.arming, by))
        source = p.card if p is not None else None
        order = {c: i + 1 for i, c in enumerate(v.activated)}
        can_play = acting and (p is None or p.kind == "play_more") and self.arming is None
        options = set(p.options) if p is not None and p.kind == "play_more" else None
        for seat in (0, 1):
            hand = v.hands[seat]
            ids = [c for c in hand if c is not None]
            if seat == viewer and len(ids) == len(hand):
                for c in sorted(ids, key=lambda c: (GUILDS.index(guild_of(c)), number_of(c), c)):
                    usable = can_play and (options is None or c in options)
                    specs.append(CardSpec(
                        f"c{c}", f"hand{seat}", str(c), elemental_face(c), seat,
                        draggable=usable, selectable=usable,
                        dimmed=options is not None and c not in options))
            else:
                specs.extend(CardSpec(f"h{seat}#{i}", f"hand{seat}", owner=seat)
                             for i in range(len(hand)))
            specs.extend(CardSpec(f"d{seat}#{i}", f"deck{seat}", owner=seat)
                         for i in range(min(len(v.decks[seat]), 6)))
            pile = v.discards[seat]
            if pile and pile[-1] is not None:
                top = pile[-1]
                specs.append(CardSpec(f"c{top}", f"discard{seat}", str(top), elemental_face(top),
                                      seat, public=True))
            for loc in range(NUM_LOCATIONS):
                line = list(v.lines[seat][loc])
                if seat != self._bottom:
                    line.reverse()  # the top seat's front is at the bottom, nearest the Rift
                for c in line:
                    specs.append(CardSpec(
                        f"c{c}", f"line{seat}_{loc}", str(c),
                        elemental_face(c, v.damage[c], source=c == source,
                                       order=order.get(c, 0)), seat, public=True,
                        winner=c in lit))
        return specs

    def _update_decor(self, v: State, acting: bool) -> None:
        s = self.session
        sc = self.scene
        bottom, top = self._bottom, 1 - self._bottom
        current = s.current_player()
        viewer = s.viewer
        for seat, plate in enumerate(self.plates):
            if v.phase == "draft":
                detail = text.plurals().guilds(len(v.guilds[seat]))
                if seat == v.start_player:
                    detail += " · " + translate("riftforce", "starts")
            else:
                detail = translate("riftforce", "{score} Riftforce · {hand} in hand").format(
                    score=v.scores[seat], hand=len(v.hands[seat]))
            plate.set_text(s.name(seat), detail)
            plate.set_active(seat == current)
            plate.set_thinking(s.thinking_seat == seat, translate("riftforce", "thinking…"))
            sc.zone(f"deck{seat}").set_label(translate("riftforce", "Deck"),
                                             str(len(v.decks[seat])))
            sc.zone(f"discard{seat}").set_label(translate("riftforce", "Discard"),
                                                str(len(v.discards[seat])))
            sc.zone(f"summ{seat}").set_label(translate("riftforce", "{name}'s guilds").format(
                name=s.name(seat)))
            for i, row in enumerate(self.rows[seat]):
                if i < len(v.guilds[seat]):
                    row.set_guild(v.guilds[seat][i])
                    row.setVisible(v.phase != "draft")
                else:
                    row.setVisible(False)
        sc.zone("pool").set_label(translate("riftforce", "Summoners to pick from"))
        sc.zone("setaside").set_label(translate("riftforce", "Set aside (unseen)"))
        initials = self._initials(s.name(bottom), s.name(top))
        for chip, letter in zip(self.chips, initials, strict=True):
            chip.set_letter(letter)
            chip.setVisible(v.phase != "draft")
        self.track.set_scores(v.scores[bottom], v.scores[top], initials,
                              translate("riftforce", "Riftforce"))
        # which zones take a click or drop now: worked out first and set once, so a zone that
        # stays as it was is not repainted (each refresh - after every action and on every
        # language switch - used to repaint all twenty location zones)
        accepting: set[Zone] = set()
        choices: set[Zone] = set()
        hints: dict[Zone, str] = {}
        p = v.pending if acting else None
        if v.phase == "draft":
            self._draft_decor(v, acting, accepting)
        elif acting and viewer is not None:
            if p is not None and p.kind in LOCATION_QUESTIONS:
                for loc in p.options:
                    choices.update((self.rifts[loc], self.lines[(0, loc)], self.lines[(1, loc)]))
                accepting |= choices
            elif self.arming is None and (p is None or p.kind == "play_more"):
                locs = range(NUM_LOCATIONS) if p is None else p.locations
                for loc in locs:
                    accepting.update((self.lines[(viewer, loc)], self.rifts[loc]))
                    hints[self.lines[(viewer, loc)]] = translate("riftforce", "Drop cards here")
                if p is None:
                    accepting.add(sc.zone(f"discard{viewer}"))
                    sc.zone(f"discard{viewer}").hint = translate("riftforce", "Discard here "
                                                                 "to activate")
        # the Rift: who controls each location, and the last Check & Draw's scoring
        for loc, rz in enumerate(self.rifts):
            look = (rz.controller, rz.caption, rz.mark, rz.scored, rz.choice)
            mine, theirs = v.lines[bottom][loc], v.lines[top][loc]
            rz.controller = 0 if mine and not theirs else 1 if theirs and not mine else None
            rz.caption = "" if rz.controller is None else s.name(
                bottom if rz.controller == 0 else top)
            rz.mark = "" if rz.controller is None else initials[rz.controller]
            where = text.location_name(loc)
            rz.setToolTip(where[:1].upper() + where[1:] if not rz.caption else translate(
                "riftforce", "Location {n}: controlled by {name} (worth 1 Riftforce at their "
                "Check & Draw)").format(n=loc + 1, name=rz.caption))
            scored = self._scored
            rz.scored = None
            if scored is not None and loc in scored[1]:
                rz.scored = 0 if scored[0] == bottom else 1
            rz.choice = rz in choices
            rz.set_accepts(rz in accepting)
            if (rz.controller, rz.caption, rz.mark, rz.scored, rz.choice) != look:
                rz.update()
        for zone in self.lines.values():
            was_choice = zone.choice
            zone.choice = zone in choices
            zone.hint = hints.get(zone, "")
            zone.set_accepts(zone in accepting)
            if zone.choice != was_choice:
                zone.update()
        for seat in (0, 1):
            for name in (f"discard{seat}", f"summ{seat}"):
                sc.zone(name).set_accepts(sc.zone(name) in accepting)
        for z in (*self.rifts, *self.lines.values()):
            if z.hot and not z.accepts:  # no longer clickable: no hover light either
                z.hot = False
                z.update()
        # the question panel and the buttons below it
        arming = self.arming is not None and acting
        end_kind = p.kind if p is not None else ""
        show_end = bool(acting and (end_kind == "play_more" or (
            end_kind == "choose_activation" and p is not None and p.can_stop)))
        shown = [b for b, on in ((self.guild_button, arming), (self.number_button, arming),
                                 (self.cancel_button, arming), (self.end_button, show_end))
                 if on]
        room = BUTTONS_BOTTOM - PROMPT_Y - 12 - BUTTON_STEP * len(shown)
        if acting and v.phase == "play":
            title, what = text.question(p, v, self.arming)
            # the end rules stay in the status line; while guild/number is asked, the panel
            # and its three buttons need the room
            end = "" if arming else self.end_rule_text(v)
            self.prompt.set_text(title, what + ("\n\n" + end if end else ""), True, room)
        elif s.is_over():
            self.prompt.set_text(translate("riftforce", "Game over"),
                                 self.result_text().split("\n")[0], True, room)
        else:
            seat = current if current is not None else 0
            self.prompt.set_text(s.name(seat), translate("riftforce", "Waiting for {name}.")
                                 .format(name=s.name(seat)), False, room)
        for i, b in enumerate(shown):
            b.setPos(RIGHT_X, PROMPT_Y + self.prompt.h + 12 + i * BUTTON_STEP)
        if arming and self.arming is not None:
            self.guild_button.set_text(translate("riftforce", "Guild: {guild}").format(
                guild=guilds.name(guild_of(self.arming))), "G")
            self.number_button.set_text(translate("riftforce", "Number: {n}").format(
                n=number_of(self.arming)), "N")
        self.cancel_button.set_text(translate("riftforce", "Cancel"), "Esc")
        for b in (self.guild_button, self.number_button, self.cancel_button):
            b.setVisible(arming)
        self.end_button.set_text(translate("riftforce", "End play") if end_kind == "play_more"
                                 else translate("riftforce", "End activation"), "↵")
        self.end_button.setVisible(bool(show_end))
        self.check_button.set_text(translate("riftforce", "Check & Draw"), "C")
        hand = len(v.hands[viewer]) if viewer is not None else 0
        allowed = acting and v.phase == "play" and p is None and not arming and hand < HAND_SIZE
        self.check_button.set_enabled(allowed)
        note = ""
        if acting and v.phase == "play" and hand >= HAND_SIZE:
            note = text.plurals().too_many(hand)
        self.check_note.set_text(note)
        self.check_button.setToolTip(note)
        self.keys_note.set_text(translate("riftforce", "Hover a card or guild for details; "
                                          "keys: see the table's tooltip."))

    @staticmethod
    def _initials(bottom: str, top: str) -> tuple[str, str]:
        """Short distinct marks for the track ("B"/"A"; "1"/"2" for "Player 1"/"Player 2")."""
        a, b = bottom[:1].upper(), top[:1].upper()
        if a != b:
            return a, b
        a, b = bottom[-1:].upper(), top[-1:].upper()
        return (a, b) if a != b else ("▼", "▲")

    def _draft_decor(self, v: State, acting: bool, accepting: set[Zone]) -> None:
        s = self.session
        seat = v.to_move
        picked = len(v.guilds[0]) + len(v.guilds[1])
        total = 8
        title = translate("riftforce", "Guild draft · {n} of {total} guilds chosen").format(
            n=picked, total=total)
        if acting:
            line = translate("riftforce", "Your pick, {name}").format(name=s.name(seat))
        else:
            line = translate("riftforce", "{name} picks").format(name=s.name(seat))
        self.banner.set_text(title, line, acting)
        if acting and s.viewer is not None:
            accepting.add(self.scene.zone(f"summ{s.viewer}"))  # the pick goes here

    def _spawn_floats(self) -> None:
        floats, self._floats = self._floats, []
        if self.clock.instant:
            return
        for i, (card, seat, loc, label, colour) in enumerate(floats):
            item = self.scene.cards.get(f"c{card}") if card >= 0 else None
            if card < 0:
                centre = self.rifts[loc].rect.center()
            elif item is not None and item.zone_name.startswith("line"):
                centre = item.mapToScene(QPointF(item.card_rect().width() / 2, 20))
            else:
                zone = self.lines.get((seat, loc))
                if zone is None:
                    continue
                centre = zone.rect.center()
            ft = FloatText(label, colour)
            ft.setPos(centre)
            ft.setOpacity(0.0)
            self.scene.addItem(ft)

            def update(t: float, ft: FloatText = ft, c: QPointF = centre) -> None:
                ft.setOpacity(1.0 if t < 0.6 else max(0.0, (1.0 - t) / 0.4))
                ft.setPos(QPointF(c.x(), c.y() - 46 * t))

            def done(ft: FloatText = ft) -> None:
                if ft.scene() is not None:
                    self.scene.removeItem(ft)

            self.clock.tween(1100, update, done, delay_ms=120 * i)

    # ------------------------------------------------------------------ input: actions
    def _submit(self, action: Any) -> bool:
        try:
            self.session.submit(action)
        except IllegalAction as err:
            self.message.emit(translate_reason(err))
            self.refresh()
            return False
        return True

    def _check(self, actions: Sequence[Any]) -> str | None:
        """The engine's reason if ``actions`` in a row are illegal now (tried on a clone)."""
        st = self.game.clone(self.session.state)
        try:
            for a in actions:
                self.game.apply(st, a)
        except IllegalAction as err:
            return translate_reason(err)
        return None

    def own_hand_items(self) -> list[CardItem]:
        viewer = self.session.viewer
        if viewer is None:
            return []
        items = [c for c in self.scene.card_items() if c.zone_name == f"hand{viewer}"]
        items.sort(key=lambda c: c.home.x())
        return items

    def item_for(self, card: int | str) -> CardItem | None:
        return self.scene.cards.get(f"c{card}" if isinstance(card, int) else f"s_{card}")

    def pick(self, guild: str) -> bool:
        return self._submit(DraftPick(guild))

    def play(self, cards: Sequence[int], loc: int) -> bool:
        """Place ``cards`` at ``loc`` in this order; two or more there end the Play."""
        if not cards:
            self.message.emit(translate("riftforce", "Select 1–3 cards sharing a guild or a "
                                        "number first."))
            return False
        actions: list[Any] = [PlaceCard(c, loc) for c in cards]
        reason = self._check(actions)
        if reason is None and len(cards) > 3:
            reason = translate("riftforce", "At most 3 cards per Play.")
        if reason is not None:
            self.message.emit(reason)
            self.refresh()
            return False
        self.selection = []
        for a in actions:
            if not self._submit(a):
                return False
        st: State = self.session.state
        if len(cards) >= 2 and st.pending is not None and st.pending.kind == "play_more":
            self._submit(EndPlay())
        return True

    def activate(self, card: int) -> bool:
        """Discard ``card``: the mode is taken at once if only one fits, else asked."""
        viewer = self.session.viewer
        if viewer is None:
            return False
        st: State = self.session.state
        modes = [by for by in ("guild", "number") if matching_elementals(st, viewer, card, by)]
        self.selection = []
        if len(modes) == 1:
            return self._submit(Activate(card, modes[0]))
        if not modes:
            reason = self._check([Activate(card, "guild")]) or ""
            self.message.emit(reason)
            self.refresh()
            return False
        self.arming = card
        self.refresh()
        return True

    def choose_mode(self, by: str, then: int | None = None) -> bool:
        card = self.arming
        if card is None:
            return False
        self.arming = None
        if not self._submit(Activate(card, by)):
            return False
        if then is not None:
            return self._submit(ActivateElemental(then))
        return True

    def end_action(self) -> bool:
        st: State = self.session.state
        p = st.pending
        if p is not None and p.kind == "play_more":
            return self._submit(EndPlay())
        if p is not None and p.kind == "choose_activation" and p.can_stop:
            return self._submit(StopActivating())
        return False

    def check_and_draw(self) -> bool:
        if not self.check_button.enabled:
            self.message.emit(self.check_note.text or translate(
                "riftforce", "Check & Draw is not possible now."))
            return False
        return self._submit(CheckAndDraw())

    def _button_clicked(self, key: str) -> None:
        if key == "guild":
            self.choose_mode("guild")
        elif key == "number":
            self.choose_mode("number")
        elif key == "cancel":
            self.arming = None
            self.refresh()
        elif key == "end":
            self.end_action()
        elif key == "check":
            self.check_and_draw()

    def _play_click_ready(self) -> bool:
        """A click on a location would play the selected hand cards."""
        return bool(self.selection) and self.session.human_to_act()

    def _board_click(self, card: int | None, loc: int) -> None:
        """A click on a board card (``card``) or an empty spot of a location ``loc``."""
        st: State = self.session.state
        p = st.pending
        if self.arming is not None:
            if card is None:
                return
            arm = self.arming
            modes = [by for by, same in (("guild", guild_of(card) == guild_of(arm)),
                                         ("number", number_of(card) == number_of(arm))) if same]
            viewer = self.session.viewer
            if viewer is None or st.owner(card) != viewer or not modes:
                self.message.emit(translate("riftforce", "That elemental shares neither the "
                                            "guild nor the number of the discarded card."))
            elif len(modes) == 2:
                self.message.emit(translate("riftforce", "That elemental shares both guild and "
                                            "number: choose with the buttons."))
            else:
                self.choose_mode(modes[0], card)
            return
        if p is not None and card is not None and card in p.options and (
                p.kind == "choose_activation"):
            self._submit(ActivateElemental(card))
        elif p is not None and card is not None and card in p.options and (
                p.kind in CARD_QUESTIONS):
            self._submit(ChooseCard(card))
        elif p is not None and p.kind in LOCATION_QUESTIONS:
            self._submit(ChooseLocation(loc))
        elif (p is None or p.kind == "play_more") and self.selection:
            self.play(list(self.selection), loc)
        elif p is not None and card is not None:
            self.message.emit(translate("riftforce", "Click one of the highlighted choices."))

    def _card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        s = self.session
        if not s.human_to_act() or item.card_id is None:
            return
        zone = item.zone_name
        if zone == "pool":
            self.pick(item.card_id)
            return
        if not item.card_id.isdigit():
            return
        card = int(item.card_id)
        if zone == f"hand{s.viewer}":
            if not item.selectable:
                return
            if card in self.selection:
                self.selection.remove(card)
            else:
                self.selection.append(card)
            item.set_selected(card in self.selection)
            items = self.own_hand_items()
            if item in items:
                self.focus_index = items.index(item)
            self._apply_focus()
            return
        if zone.startswith("line"):
            self._board_click(card, int(zone.split("_")[1]))

    def _zone_clicked(self, name: str) -> None:
        s = self.session
        if not s.human_to_act():
            return
        if name.startswith("rift"):
            self._board_click(None, int(name[4:]))
        elif name.startswith("line"):
            self._board_click(None, int(name.split("_")[1]))
        elif name == f"discard{s.viewer}" and self.selection:
            self.activate(self.selection[0])

    def _cards_dropped(self, items: list[CardItem], drop: Drop) -> None:
        s = self.session
        zone = drop.zone or ""
        if drop.kind is not DropKind.TARGET or not s.human_to_act():
            self.refresh()
            return
        if items and items[0].zone_name == "pool":
            if zone == f"summ{s.viewer}" and items[0].card_id is not None:
                self.pick(items[0].card_id)
            else:
                self.refresh()
            return
        cards = [int(c.card_id) for c in items if c.card_id is not None and c.card_id.isdigit()]
        # keep the selection order (the dragged card first if it was not selected)
        ordered = [c for c in self.selection if c in cards]
        cards = ordered + [c for c in cards if c not in ordered]
        if zone.startswith("line") or zone.startswith("rift"):
            loc = int(zone.split("_")[1]) if zone.startswith("line") else int(zone[4:])
            if zone.startswith("line") and int(zone[4:].split("_")[0]) != s.viewer:
                self.message.emit(translate("riftforce", "Play cards on your own side of the "
                                            "Rift."))
                self.refresh()
                return
            self.play(cards, loc)
        elif zone == f"discard{s.viewer}":
            if len(cards) != 1:
                self.message.emit(translate("riftforce", "Discard exactly one card to "
                                            "activate."))
                self.refresh()
                return
            self.activate(cards[0])
        else:
            self.message.emit(translate("riftforce", "Drop cards on a location of your side, "
                                        "or one card on your discard pile."))
            self.refresh()

    def choice_items(self) -> list[CardItem]:
        """The highlighted board cards that may be clicked now, left to right."""
        items = [c for c in self.scene.card_items()
                 if c.winner and c.zone_name.startswith("line")]
        items.sort(key=lambda c: (c.home.x(), c.home.y()))
        return items

    def _apply_focus(self) -> None:
        choices = self.choice_items()
        items = self.own_hand_items()
        has_focus = self.view.hasFocus() and self.session.human_to_act()
        for c in self.scene.card_items():
            c.set_focused(False)
        if choices:
            self.choice_index = max(0, min(self.choice_index, len(choices) - 1))
            choices[self.choice_index].set_focused(has_focus)
            return
        if items:
            self.focus_index = max(0, min(self.focus_index, len(items) - 1))
            items[self.focus_index].set_focused(has_focus)

    def _key(self, event: QKeyEvent) -> None:
        s = self.session
        if s.pending_handover is not None or not s.human_to_act():
            return
        key = event.key()
        st: State = s.state
        if st.phase == "draft":
            digits = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5,
                      Qt.Key.Key_6, Qt.Key.Key_7, Qt.Key.Key_8, Qt.Key.Key_9, Qt.Key.Key_0]
            if key in digits:
                i = digits.index(Qt.Key(key))
                pool = sorted(self._pool_items(), key=lambda c: c.home.x())
                guild = pool[i].card_id if i < len(pool) else None
                if guild is not None:
                    self.pick(guild)
                event.accept()
            return
        items = self.own_hand_items()
        p = st.pending
        choices = self.choice_items()
        if choices and self._choice_key(event, choices):
            return
        loc = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_5 else None
        focused = items[min(self.focus_index, len(items) - 1)] if items else None
        focused_card = (int(focused.card_id) if focused is not None and focused.card_id
                        and focused.card_id.isdigit() else None)
        if loc is not None:
            if p is not None and p.kind in LOCATION_QUESTIONS:
                self._submit(ChooseLocation(loc))
            else:
                cards = list(self.selection) or ([focused_card] if focused_card is not None
                                                 else [])
                self.play(cards, loc)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.focus_index = (self.focus_index + step) % len(items)
        elif key == Qt.Key.Key_Space and focused is not None and focused_card is not None:
            if focused.selectable:
                if focused_card in self.selection:
                    self.selection.remove(focused_card)
                else:
                    self.selection.append(focused_card)
                focused.set_selected(focused_card in self.selection)
        elif key == Qt.Key.Key_A and p is None:
            card = self.selection[0] if self.selection else focused_card
            if card is not None:
                self.activate(card)
        elif key == Qt.Key.Key_G and self.arming is not None:
            self.choose_mode("guild")
        elif key == Qt.Key.Key_N and self.arming is not None:
            self.choose_mode("number")
        elif key == Qt.Key.Key_C:
            self.check_and_draw()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_E):
            self.end_action()
        elif key == Qt.Key.Key_Escape:
            self.selection = []
            self.arming = None
            self.refresh()
        else:
            return
        event.accept()
        self._apply_focus()

    def _choice_key(self, event: QKeyEvent, choices: list[CardItem]) -> bool:
        """←/→ move between the highlighted board cards; Space (or Enter when there is no
        End button) chooses the focused one."""
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self.choice_index = (self.choice_index + step) % len(choices)
        elif key == Qt.Key.Key_Space or (
                key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.end_button.isVisible()):
            item = choices[min(self.choice_index, len(choices) - 1)]
            if item.card_id is None:
                return False
            self.choice_index = 0
            self._board_click(int(item.card_id), int(item.zone_name.split("_")[1]))
        else:
            return False
        event.accept()
        self._apply_focus()
        return True

    def _pool_items(self) -> list[CardItem]:
        return [c for c in self.scene.card_items() if c.zone_name == "pool"]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.overlay.setGeometry(self.rect())


def create_table(session: Session, parent: QWidget | None = None) -> RiftforceTable:
    return RiftforceTable(session, parent)

