"""The Storma slottet! table: two royal houses, Active cards with damage stacks, dice, healing.

Maps the session's *view* (hidden cards are ``None`` there, so they can only be painted as
backs) onto the table pieces, and turns drags, clicks and keys into engine actions through
``session.submit``.  The viewer sits at the bottom, the opponent at the top.

Moves (each by drag, by click and by key):
- Attack: select cards (one suit plus Jokers) and drop them on the opponent's Active card,
  click it, or press A.  The predicted damage range shows while cards are selected.
- Heal: drop one healing card on your damaged Active card or Infirmary card (or select it and
  press H / S); after each roll the damage-removal picker opens; "End heal" (X) ends the move.
- Retreat: drag your Active card to the empty Sjukstuga (or press R), then choose the new
  Active card.
- Exchange: drop a same-suit selection on the discard pile (or press E).
Keys: ←/→ focus a card, Space selects it, Enter confirms, Esc clears, 1–4 choose a house,
1–9 toggle damage entries in the picker.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from engine.core import Event, IllegalAction
from engine.storma import cards as cd
from engine.storma.actions import (
    Attack,
    ChooseActive,
    ChooseHouse,
    EndHeal,
    Exchange,
    FillActive,
    Heal,
    Pass,
    RemoveDamage,
    Retreat,
)
from engine.storma.checks import (
    has_move,
    remaining,
)
from engine.storma.moves import best_removal
from engine.storma.state import HEAL, HOUSE, OVER, REFILL, SETUP_ACTIVE, TURN, StormaState
from ui.games.storma import text
from ui.games.storma.faces import RED, SUIT_SYMBOLS, face_for, short_name, suit_name
from ui.games.storma.items import (
    CascadeZone,
    DiceTray,
    HealthBar,
    HouseMember,
    HouseStrip,
    PickerEntry,
    RemovalPicker,
    RollLine,
    SlotZone,
    WoundToken,
)
from ui.games.storma.specs import (
    attack_problem,
    attack_range,
    card_key,
    exchange_problem,
    hand_specs,
    heal_ok,
    role,
    slot_specs,
)
from ui.session import Session, translate_reason
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind
from ui.table.felt_table import FeltTable
from ui.table.scene import CardSpec
from ui.table.zones import Banner, ButtonItem, Layout, NamePlate, Zone

HAND_SCALE = 0.92
OPP_HAND_SCALE = 0.42
ACTIVE_SCALE = 0.8
INF_SCALE = 0.7
DAMAGE_SCALE = 0.55
TROPHY_SCALE = 0.45
PILE_SCALE = 0.6

#: scene geometry per position: (bottom, top)
GEOMETRY: dict[str, dict[str, QRectF]] = {
    "bottom": {
        "hand": QRectF(300, 792, 1000, 200),
        "act": QRectF(600, 488, 150, 222),
        "dmg": QRectF(760, 470, 100, 310),
        "inf": QRectF(320, 508, 135, 200),
        "idmg": QRectF(465, 490, 95, 290),
        "troph": QRectF(1330, 812, 250, 120),
    },
    "top": {
        "hand": QRectF(300, 14, 760, 100),
        "act": QRectF(600, 142, 150, 222),
        "dmg": QRectF(760, 128, 100, 310),
        "inf": QRectF(320, 150, 135, 200),
        "idmg": QRectF(465, 140, 95, 290),
        "troph": QRectF(1090, 14, 250, 110),
    },
}
PLATE_POS = {"bottom": QPointF(20, 900), "top": QPointF(20, 14)}
STRIP_POS = {"bottom": QPointF(20, 818), "top": QPointF(20, 84)}
CENTRE_X = 880.0
CENTRE_W = 680.0
BUTTON_W = 220.0


class StormaTable(FeltTable):
    """The table widget: a scaled felt scene, the hand-over overlay and the game's controls."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.focus_index = 0
        self.retreating = False
        self._sources: dict[str, str] = {}
        self._tray_title = ""
        self._tray_lines: list[RollLine] = []
        self._tray_rolls: list[dict[str, Any]] = []
        self._roll = False
        #: turns begun since the dice in the tray were rolled (stale dice leave the table)
        self._tray_age = 0
        self._picker_key: tuple[Any, ...] | None = None
        self._bottom: int | None = None
        self.wounds: list[WoundToken] = []
        self._build()
        self.scene.cardClicked.connect(self._card_clicked)
        self.scene.cardsDropped.connect(self._cards_dropped)
        self.scene.dragStarted.connect(self._drag_started)
        self.view.keyPressed.connect(self._key)
        self.clock.tick.connect(self._tick)
        session.changed.connect(self.refresh)
        self._announced = False
        session.changed.connect(self._announce_start)
        session.eventsApplied.connect(self._events)
        session.thinkingChanged.connect(self._thinking)
        self.view.setToolTip(self.keys_help())
        self._seed_tray_from_history()
        self.refresh(animate=False)

    # ------------------------------------------------------------------ construction
    def _build(self) -> None:
        sc = self.scene
        self.plates: list[NamePlate] = []
        self.strips: list[HouseStrip] = []
        self.act_bars: list[HealthBar] = []
        self.inf_bars: list[HealthBar] = []
        for s in range(2):
            plate = NamePlate(s, 260.0)
            plate.setZValue(300)
            sc.addItem(plate)
            self.plates.append(plate)
            strip = HouseStrip(260.0)
            sc.addItem(strip)
            self.strips.append(strip)
            sc.add_zone(Zone(f"hand{s}", QRectF(), Layout.FAN, HAND_SCALE, framed=False))
            for name, scale in (("act", ACTIVE_SCALE), ("inf", INF_SCALE)):
                zone = sc.add_zone(SlotZone(f"{name}{s}", QRectF(), Layout.STACK, scale))
                zone.label_lines = 2  # "Aktive Karte von Spieler 2" needs two lines
                # no wider than the slot plus a little: the damage column is 10 to the right
                zone.label_max_width = 160.0 if name == "act" else 150.0
                zone.clicked.connect(self._zone_clicked)
            for name in ("dmg", "idmg"):
                zone = sc.add_zone(CascadeZone(f"{name}{s}", QRectF(), DAMAGE_SCALE
                                               if name == "dmg" else DAMAGE_SCALE * 0.9))
                zone.clicked.connect(self._zone_clicked)
            sc.add_zone(Zone(f"troph{s}", QRectF(), Layout.ROW, TROPHY_SCALE))
            for bars in (self.act_bars, self.inf_bars):
                bar = HealthBar(150.0)
                sc.addItem(bar)
                bars.append(bar)
        draw = sc.add_zone(Zone("draw", QRectF(1240, 140, 130, 165), Layout.STACK, PILE_SCALE))
        draw.label_max_width = 180.0  # "Nachziehstapel · 12" at the readable 16 units
        discard = sc.add_zone(Zone("discard", QRectF(1410, 140, 150, 165), Layout.STACK,
                                   PILE_SCALE))
        discard.clicked.connect(self._zone_clicked)
        self.banner = Banner(CENTRE_W)
        self.banner.setPos(CENTRE_X + CENTRE_W / 2, 350)
        self.banner.setZValue(400)
        sc.addItem(self.banner)
        self.prediction = Banner(CENTRE_W)
        self.prediction.setPos(CENTRE_X + CENTRE_W / 2, 612)
        self.prediction.setZValue(400)
        self.prediction.setVisible(False)
        sc.addItem(self.prediction)
        self.tray = DiceTray(CENTRE_W)
        self.tray.setPos(CENTRE_X, 350)
        sc.addItem(self.tray)
        self.picker = RemovalPicker(CENTRE_W)
        self.picker.setPos(CENTRE_X, 350)
        self.picker.confirmed.connect(self._picker_confirmed)
        self.picker.changedSelection.connect(self._update_picker_text)
        sc.addItem(self.picker)
        self.house_buttons: list[ButtonItem] = []
        for suit in range(4):
            b = ButtonItem(str(suit), "", 330.0, 64.0)
            b.hint = str(suit + 1)
            b.setPos(CENTRE_X + (suit % 2) * 350, 440 + (suit // 2) * 84)
            b.clicked.connect(self._house_clicked)
            b.setVisible(False)
            sc.addItem(b)
            self.house_buttons.append(b)
        self.buttons: dict[str, ButtonItem] = {}
        for key in (("attack", "exchange", "retreat", "heal_active", "heal_inf",
                                 "end_heal", "confirm", "pass")):
            b = ButtonItem(key, "", BUTTON_W, 46.0)
            b.clicked.connect(self._button_clicked)
            b.setVisible(False)
            sc.addItem(b)
            self.buttons[key] = b
        self.buttons["attack"].hint = "A"
        self.buttons["exchange"].hint = "E"
        self.buttons["retreat"].hint = "R"
        self.buttons["heal_active"].hint = "H"
        self.buttons["heal_inf"].hint = "S"
        self.buttons["end_heal"].hint = "X"
        self.buttons["confirm"].hint = "↵"
        self.buttons["pass"].hint = "P"

    def _bottom_seat(self) -> int:
        s = self.session
        if s.viewer is not None:
            return s.viewer
        if s.pending_handover is not None:
            return s.pending_handover
        humans = s.human_seats
        return humans[0] if humans else 0

    def _layout_seats(self, bottom: int) -> None:
        self._bottom = bottom
        sc = self.scene
        for s in range(2):
            where = "bottom" if s == bottom else "top"
            geo = GEOMETRY[where]
            for name in ("hand", "act", "dmg", "inf", "idmg", "troph"):
                sc.zone(f"{name}{s}").set_rect(geo[name])
            hand = sc.zone(f"hand{s}")
            hand.card_scale = HAND_SCALE if where == "bottom" else OPP_HAND_SCALE
            hand.layout = Layout.FAN if where == "bottom" else Layout.ROW
            self.plates[s].setPos(PLATE_POS[where])
            self.strips[s].setPos(STRIP_POS[where])
            act = geo["act"]
            self.act_bars[s].w = act.width()
            self.act_bars[s].setPos(act.left(), act.top() + 8 + cd_height(ACTIVE_SCALE) + 6)
            inf = geo["inf"]
            self.inf_bars[s].w = inf.width()
            self.inf_bars[s].setPos(inf.left(), inf.top() + 8 + cd_height(INF_SCALE) + 6)

    # ------------------------------------------------------------------ the GameTable contract
    def view_state(self) -> StormaState:
        v: StormaState = self.session.view()
        return v

    def keys_help(self) -> str:
        return self.tr("Keys: ←/→ choose a card, Space selects it, A attacks, E exchanges, "
                       "H heals the Active card, S heals the Infirmary card (or brings it "
                       "back when your Active card has fallen), R retreats, X ends a heal, "
                       "P passes, Enter confirms, Esc clears; 1–4 choose a house, 1–9 toggle "
                       "damage in the heal picker.")

    def opponent_of_viewer(self) -> int:
        return 1 - (self._bottom if self._bottom is not None else 0)

    def status_text(self) -> str:
        s = self.session
        if s.is_over():
            return self.tr("Game over.") + " " + self.result_text().split("\n")[0]
        if s.pending_handover is not None:
            return self.tr("Pass the screen to {name}.").format(name=s.name(s.pending_handover))
        seat = s.current_player()
        if seat is None:
            return ""
        name = s.name(seat)
        if s.thinking_seat is not None:
            return self.tr("{name} is thinking…").format(name=s.name(s.thinking_seat))
        state = s.state
        if not s.human_to_act():
            return self.tr("Waiting for {name}.").format(name=name)
        if state.phase == HOUSE:
            return self.tr("{name}: choose your royal house (click a suit or press 1–4)."
                           ).format(name=name)
        if state.phase == SETUP_ACTIVE:
            return self.tr("{name}: choose your Active card face down — drag a face card (J, Q, "
                           "K) to your Active slot, or select it and press Enter.").format(
                name=name)
        if state.phase == REFILL:
            return self.tr("{name}: your Active card has fallen — choose a new one from your "
                           "hand or the Infirmary (drag it to the Active slot).").format(name=name)
        if state.phase == HEAL and state.heal is not None:
            if state.heal.pending is not None:
                return self.tr("{name}: choose the damage to remove (heal value {value}), then "
                               "confirm.").format(name=name, value=state.heal.pending)
            return self.tr("{name}: drop another healing card on the healed card, or press "
                           "End heal.").format(name=name)
        if self.retreating:
            return self.tr("{name}: choose the face card from your hand that becomes the new "
                           "Active card (drag it to the Active slot).").format(name=name)
        target = state.active[1 - seat]
        return self.tr("{name}: your move — attack {target} (drop cards on it), heal, retreat, "
                       "or exchange (drop cards on the discard pile).").format(
            name=name, target=short_name(target.card) if target else "?")

    def describe_event(self, event: Event) -> str | None:
        return text.describe(event, self.session.name)

    def result_text(self) -> str:
        s = self.session
        state: StormaState = s.state
        res = self.game.result(state)
        if len(res.winners) == 1:
            head = self.tr("{name} storms the castle and wins!").format(
                name=s.name(res.winners[0]))
        else:
            head = self.tr("A draw: nobody takes the castle.")
        lines = [head]
        for seat in range(2):
            house = state.houses[seat]
            standing = 0
            if house is not None:
                fallen = set(state.trophies[0]) | set(state.trophies[1])
                standing = sum(1 for c in cd.house_cards(house) if c not in fallen)
            lines.append(self.tr("{name}: %n trophy(ies), {standing} of 3 house cards standing",
                                 "", len(state.trophies[seat])).format(
                name=s.name(seat), standing=standing))
        return "\n".join(lines)

    def retranslate(self) -> None:
        self.view.setToolTip(self.keys_help())
        self.overlay.update()
        self._picker_key = None
        if self._tray_rolls:
            self._tray_title, self._tray_lines = self._tray_text(self._tray_rolls)
        self.refresh(animate=False)

    # ------------------------------------------------------------------ events → animation
    def _seed_tray_from_history(self) -> None:
        """After a load the tray shows nothing until the next roll (no events replayed)."""
        self._tray_lines = []

    def _announce_start(self) -> None:
        """Open the game log with who chooses a house first.

        Why from the table: the engine emits no event for the set-up (the first event is the
        first house choice), so the log stayed empty while the first player decided.  The
        line travels as an ordinary event (``table_start``) so the log re-words it on a
        language switch; it is only sent at the very start of a fresh game, and not at all
        if the engine ever reports its own opening events."""
        if self._announced:
            return
        self._announced = True
        s = self.session
        seat = s.current_player()
        if (s.actions or seat is None or s.state.phase != HOUSE
                or self.game.initial_events(s.state)):
            return
        s.eventsApplied.emit([Event(text.TABLE_START, {"seat": seat})])

    def _events(self, events: list[Event]) -> None:
        self.clock.finish_all()
        sounds: set[str] = set()
        rolls: list[dict[str, Any]] = []
        for e in events:
            d = e.data
            if e.kind == "draw":
                self._sources[f"hand{d['seat']}"] = "draw"
                sounds.add("card")
            elif e.kind in ("attack", "exchange", "heal_card", "retreat", "fill_active"):
                seat = int(d["seat"])
                for zone in ("dmg0", "dmg1", "idmg0", "idmg1", "discard", f"act{seat}",
                             f"inf{seat}"):
                    self._sources.setdefault(zone, f"hand{seat}")
                sounds.add("card")
            elif e.kind == "dice":
                rolls.append(dict(d))
                sounds.add("dice")
            elif e.kind == "reshuffle":
                self._sources["draw"] = "discard"
            elif e.kind in ("defeated", "game_over"):
                sounds.add("win")
        if rolls:
            self._tray_rolls = rolls
            self._tray_title, self._tray_lines = self._tray_text(rolls)
            self._roll = True
            self._tray_age = 0
        # the dice stay through the next player's turn (so the other player sees what was
        # rolled), then leave: a start roll shown for the whole game read as a current roll
        self._tray_age += sum(1 for e in events if e.kind == "turn")
        if self._tray_age >= 3:
            self._tray_rolls = []
            self._tray_lines = []
        if any(e.kind == "turn" for e in events):
            self.retreating = False
        for name in ("dice", "card", "win"):
            if name in sounds:
                self.sound.play(name)

    def _tray_text(self, rolls: list[dict[str, Any]]) -> tuple[str, list[RollLine]]:
        """Title and lines of the dice tray, built from the dice events in the UI language
        (kept as data so a language switch re-words the dice already on the table)."""
        names = self.session.name
        title = ""
        for d in rolls:
            if d["purpose"] == "start":
                title = self.tr("Start roll: the higher D10 begins")
            else:
                title = self.tr("Dice rolled by {name}").format(name=names(int(d["seat"])))
        return title, [text.roll_line(d, names) for d in rolls]

    def _thinking(self, seat: int, on: bool) -> None:
        self.plates[seat].set_thinking(on, self.tr("thinking…"))
        self.clock.set_ambient(on)
        self.statusChanged.emit(self.status_text())

    def _tick(self, dt: float) -> None:
        for p in self.plates:
            p.advance_phase(dt)

    # ------------------------------------------------------------------ painting the view
    def _destination(self, card_id: str) -> str | None:
        return "draw"

    def refresh(self, animate: bool = True) -> None:
        s = self.session
        if not animate:
            self.clock.finish_all()
        bottom = self._bottom_seat()
        if bottom != self._bottom:
            self._layout_seats(bottom)
            for item in self.scene.card_items():  # new seating: no gliding across the table
                self.scene.cards.pop(item.key, None)
                self.scene._discard(item)
        v = self.view_state()
        viewer = s.viewer
        acting = s.human_to_act()
        phase = v.phase
        if not acting or phase != TURN:
            self.retreating = False
        specs: list[CardSpec] = []
        for seat in range(2):
            specs.extend(hand_specs(v, seat, viewer, acting, self.retreating))
            specs.extend(slot_specs(v, seat, viewer, acting, self.retreating))
            specs.extend(CardSpec(card_key(c), f"troph{seat}", card_key(c),
                                  face_for(c, role(v, c, 1 - seat)), public=True)
                         for c in v.trophies[seat])
        specs.extend(CardSpec(f"draw#{i}", "draw") for i in range(min(len(v.draw), 8)))
        specs.extend(CardSpec(card_key(c), "discard", card_key(c), face_for(c), public=True)
                     for c in v.discard)
        clock = self.clock
        saved = clock.speed
        if not animate:
            clock.speed = 0.0
        try:
            self._place_wounds(v)
            self.scene.sync(specs, clock, self._sources, self._destination)
            self._update_decor(v, animate)
        finally:
            clock.speed = saved
        self._sources = {}
        self._apply_focus()
        if s.pending_handover is not None:
            if self.overlay.isHidden() or self.overlay.name != s.name(s.pending_handover):
                self.overlay.show_for(s.name(s.pending_handover))
        elif not self.overlay.isHidden():  # isVisible() is False while the window is hidden
            self.overlay.hide()
            self.view.setFocus()
        self.statusChanged.emit(self.status_text())

    def _place_wounds(self, v: StormaState) -> None:
        for token in self.wounds:
            self.scene.removeItem(token)
        self.wounds = []
        for seat in range(2):
            for slot, name in ((v.active[seat], f"dmg{seat}"), (v.infirmary[seat],
                                                                f"idmg{seat}")):
                zone = self.scene.zone(name)
                assert isinstance(zone, CascadeZone)
                if slot is None:
                    zone.reserved = 0
                    continue
                amounts = [a for c, a in slot.damage if c is None]
                n_cards = len(slot.damage) - len(amounts)
                zone.reserved = len(amounts)
                for i, amount in enumerate(amounts):
                    w = cd_width(zone.card_scale)
                    token = WoundToken(amount, w, self.tr("wound"))
                    token.setPos(zone.token_position(n_cards, i) + QPointF(0, 10))
                    token.setZValue(zone.zValue() + 60 + n_cards + i)
                    self.scene.addItem(token)
                    self.wounds.append(token)

    def _update_decor(self, v: StormaState, animate: bool) -> None:
        s = self.session
        sc = self.scene
        current = s.current_player()
        viewer = s.viewer
        acting = s.human_to_act()
        fallen = set(v.trophies[0]) | set(v.trophies[1])
        for seat in range(2):
            plate = self.plates[seat]
            detail = self.tr("%n card(s) in hand", "", len(v.hands[seat])) + " · " + \
                self.tr("%n trophy(ies)", "", len(v.trophies[seat]))
            plate.set_text(s.name(seat), detail)
            plate.set_active(seat == current)
            plate.set_winner(s.is_over() and seat in self.game.result(s.state).winners)
            plate.set_thinking(s.thinking_seat == seat, self.tr("thinking…"))
            house = v.houses[seat]
            if house is None:
                self.strips[seat].set_members(self.tr("House: not chosen yet"), [], False)
            else:
                members = [HouseMember(short_name(c), c not in fallen, "")
                           for c in cd.house_cards(house)]
                self.strips[seat].set_members(
                    self.tr("House of {suit}").format(suit=suit_name(house)), members,
                    house in (1, 2))
            own = seat == self._bottom
            sc.zone(f"act{seat}").set_label(self.tr("Your Active card") if own
                                            else self.tr("{name}'s Active card").format(
                                                name=s.name(seat)))
            sc.zone(f"inf{seat}").set_label(self.tr("Infirmary"))
            sc.zone(f"troph{seat}").set_label(self.tr("Trophies"), str(len(v.trophies[seat])))
            for slot, bar in ((v.active[seat], self.act_bars[seat]),
                              (v.infirmary[seat], self.inf_bars[seat])):
                if slot is None:
                    bar.set_points(0, 0)
                else:
                    bar.set_points(remaining(slot), cd.toughness(slot.card))
        sc.zone("draw").set_label(self.tr("Draw pile"), str(len(v.draw)))
        sc.zone("discard").set_label(self.tr("Discard pile"), str(len(v.discard)))
        for zone in sc.zones.values():
            zone.set_accepts(False)
        me = viewer if viewer is not None else 0
        opp = 1 - me
        phase = v.phase
        if acting:
            if phase in (SETUP_ACTIVE, REFILL):
                sc.zone(f"act{me}").set_accepts(True)
            elif phase == TURN:
                sc.zone(f"act{opp}").set_accepts(not self.retreating)
                sc.zone("discard").set_accepts(not self.retreating)
                sc.zone(f"act{me}").set_accepts(True)
                inf = v.infirmary[me]
                sc.zone(f"inf{me}").set_accepts(inf is None or bool(inf.damage))
            elif phase == HEAL and v.heal is not None and v.heal.pending is None:
                sc.zone("act" + str(me) if v.heal.target == "active"
                        else "inf" + str(me)).set_accepts(True)
        self._update_centre(v, animate, acting, me)

    def _update_centre(self, v: StormaState, animate: bool, acting: bool, me: int) -> None:
        s = self.session
        phase = v.phase
        # banner: set-up prompts, attack prediction, game over
        if phase == OVER:
            self.banner.set_text(self.tr("Game over"), self.result_text().split("\n")[0], True)
        elif phase == HOUSE:
            seat = s.current_player()
            self.banner.set_text(self.tr("Set-up"), self.tr("{name} chooses a royal house")
                                 .format(name=s.name(seat if seat is not None else 0)))
        elif phase == SETUP_ACTIVE:
            seat = s.current_player()
            self.banner.set_text(self.tr("Set-up"), self.tr("{name} chooses an Active card, "
                                                            "face down").format(
                name=s.name(seat if seat is not None else 0)))
        else:
            self.banner.set_text("", "")
        # house choice
        choosing = acting and phase == HOUSE
        for suit, b in enumerate(self.house_buttons):
            b.set_text(SUIT_SYMBOLS[suit] + "  " + suit_name(suit), str(suit + 1))
            b.text_colour = RED if suit in (1, 2) else None
            b.set_enabled(suit not in v.houses)
            b.setVisible(choosing)
        # dice tray (hidden while the banner or the picker uses the space)
        show_tray = phase in (TURN, HEAL, REFILL) and bool(self._tray_lines)
        if show_tray:
            self.tray.setPos(CENTRE_X, 350)
            self.tray.show_lines(self._tray_title, self._tray_lines, self.clock,
                                 animate and self._roll)
        else:
            self.tray.setVisible(False)
        self._roll = False
        # the damage-removal picker
        pending = (acting and phase == HEAL and v.heal is not None
                   and v.heal.pending is not None)
        if pending:
            assert v.heal is not None and v.heal.pending is not None
            slot = v.slot(me, v.heal.target)
            assert slot is not None
            key = (v.heal.target, v.heal.pending, tuple(slot.damage), v.turns)
            if key != self._picker_key:
                self._picker_key = key
                entries = [PickerEntry(short_name(c) if c is not None else self.tr("Wound"), a)
                           for c, a in slot.damage]
                self.picker.open(self.tr("Heal value {value}: choose the damage to remove "
                                         "from {card}").format(value=v.heal.pending,
                                                               card=short_name(slot.card)),
                                 v.heal.pending, entries, best_removal(slot.damage,
                                                                       v.heal.pending))
                self._update_picker_text()
            self.tray.setPos(CENTRE_X, 350 + self.picker.height() + 10)
        else:
            self._picker_key = None
            self.picker.close()
        self._update_buttons(v, acting, me)

    def _predict(self, v: StormaState, me: int, sel: list[int], problem: str | None) -> None:
        """The damage the selected cards could deal, before the attack is committed."""
        target = v.active[1 - me]
        if not sel or target is None:
            return
        if problem is not None:
            self.prediction.set_text(problem, self.tr("These cards cannot attack together"))
            return
        low, high = attack_range(sel)
        left = remaining(target)
        title = self.tr("Attack {card}: {points} points left").format(
            card=short_name(target.card), points=left)
        if low >= left:
            text = self.tr("{damage} damage: a sure kill").format(damage=span(low, high))
        elif high >= left:
            text = self.tr("{damage} damage: may defeat it").format(damage=span(low, high))
        else:
            text = self.tr("{damage} damage").format(damage=span(low, high))
        self.prediction.set_text(title, text, high >= left)

    def _update_picker_text(self) -> None:
        total = self.picker.total()
        if total:
            self.picker.set_ok_text(self.tr("Remove {total} damage").format(total=total))
        else:
            self.picker.set_ok_text(self.tr("Remove nothing"))

    def selected_ids(self) -> list[int]:
        return sorted(cd.parse_card(c.card_id) for c in self.own_hand_items()
                      if c.selected and c.card_id is not None)

    def _update_buttons(self, v: StormaState, acting: bool, me: int) -> None:
        phase = v.phase
        b = self.buttons
        for button in b.values():
            button.setVisible(False)
        self.prediction.set_text("", "")
        if not acting:
            return
        sel = self.selected_ids()
        shown: list[str] = []
        if phase == HOUSE:  # what the choice means, for a first game
            self.prediction.set_text(self.tr("Your royal house: its J, Q and K join your hand"),
                                     self.tr("If all three are defeated, you lose"))
        if phase == TURN and not self.retreating:
            problem = attack_problem(v, me, sel)
            self._predict(v, me, sel, problem)
            if sel and problem is None:
                low, high = attack_range(sel)
                b["attack"].set_text(self.tr("Attack: {damage} damage").format(
                    damage=span(low, high)), "A")
            else:
                b["attack"].set_text(self.tr("Attack"), "A")
            b["attack"].set_enabled(bool(sel) and problem is None)
            b["exchange"].set_text(self.tr("Exchange %n card(s)", "", len(sel)) if sel
                                   else self.tr("Exchange"), "E")
            b["exchange"].set_enabled(bool(sel) and exchange_problem(v, sel) is None)
            b["heal_active"].set_text(self.tr("Heal Active card"), "H")
            b["heal_active"].set_enabled(len(sel) == 1 and heal_ok(v, me, "active", sel[0]))
            b["heal_inf"].set_text(self.tr("Heal Infirmary card"), "S")
            b["heal_inf"].set_enabled(len(sel) == 1 and heal_ok(v, me, "infirmary", sel[0]))
            b["retreat"].set_text(self.tr("Retreat"), "R")
            b["retreat"].set_enabled(v.infirmary[me] is None
                                     and any(cd.is_face(c) for c in v.hand(me)))
            shown = ["attack", "exchange", "retreat", "heal_active", "heal_inf"]
            if not has_move(v, me):
                b["pass"].set_text(self.tr("Pass (no move)"), "P")
                shown.append("pass")
        elif phase == HEAL and v.heal is not None and v.heal.pending is None:
            b["end_heal"].set_text(self.tr("End heal"), "X")
            b["end_heal"].set_enabled(True)
            shown = ["end_heal"]
        elif phase in (SETUP_ACTIVE, REFILL) or (phase == TURN and self.retreating):
            # a prompt where the eye is (next to the button), not only in the status bar
            if phase == REFILL:
                self.prediction.set_text(self.tr("Your Active card has fallen"),
                                         self.tr("Choose a new Active card"), True)
            elif phase == TURN:
                self.prediction.set_text(self.tr("Retreat"),
                                         self.tr("Choose the new Active card"), True)
            target = self._confirm_candidate(v, me)
            if phase == SETUP_ACTIVE:
                label = self.tr("Place face down")
            elif phase == REFILL:
                label = self.tr("Make it the Active card")
            else:
                label = self.tr("New Active card")
            b["confirm"].set_text(label, "↵")
            b["confirm"].set_enabled(target is not None)
            shown = ["confirm"]
            if phase == TURN:
                b["pass"].set_text(self.tr("Cancel retreat"), "Esc")
                shown.append("pass")
        for i, key in enumerate(shown):
            b[key].setPos(CENTRE_X + (i % 3) * (BUTTON_W + 10), 690 + (i // 3) * 52)
            b[key].setVisible(True)

    # ------------------------------------------------------------------ input: actions
    def _submit(self, action: Any) -> bool:
        try:
            self.session.submit(action)
        except IllegalAction as err:
            self.message.emit(translate_reason(err))
            self.refresh()  # snap anything that moved back home
            return False
        self.scene.clear_selection_marks()
        return True

    def _house_clicked(self, key: str) -> None:
        self._submit(ChooseHouse(int(key)))

    def own_hand_items(self) -> list[CardItem]:
        viewer = self.session.viewer
        if viewer is None:
            return []
        items = [c for c in self.scene.card_items() if c.zone_name == f"hand{viewer}"]
        items.sort(key=lambda c: c.home.x())
        return items

    def item_for(self, c: int) -> CardItem | None:
        return self.scene.cards.get(card_key(c))

    def _confirm_candidate(self, v: StormaState, me: int) -> int | None:
        sel = [c for c in self.selected_ids() if cd.is_face(c)]
        if len(sel) == 1:
            return sel[0]
        inf = v.infirmary[me]
        if v.phase == REFILL and inf is not None:
            item = self.item_for(inf.card)
            if item is not None and item.selected:
                return inf.card
        return None

    def _button_clicked(self, key: str) -> None:
        s = self.session
        if not s.human_to_act() or s.viewer is None:
            return
        me = s.viewer
        v = self.view_state()
        sel = self.selected_ids()
        if key == "attack":
            self.attack(sel)
        elif key == "exchange":
            self.exchange(sel)
        elif key == "heal_active" and len(sel) == 1:
            self._submit(Heal("active", sel[0]))
        elif key == "heal_inf" and len(sel) == 1:
            self._submit(Heal("infirmary", sel[0]))
        elif key == "retreat":
            self.start_retreat()
        elif key == "end_heal":
            self._submit(EndHeal())
        elif key == "pass":
            if self.retreating:
                self.retreating = False
                self.refresh()
            else:
                self._submit(Pass())
        elif key == "confirm":
            target = self._confirm_candidate(v, me)
            if target is not None:
                self.choose_active(target)

    def attack(self, cards: Sequence[int]) -> bool:
        if not cards:
            self.message.emit(self.tr("Select the cards to attack with first."))
            return False
        return self._submit(Attack(tuple(sorted(cards))))

    def exchange(self, cards: Sequence[int]) -> bool:
        if not cards:
            self.message.emit(self.tr("Select the cards to exchange first."))
            return False
        return self._submit(Exchange(tuple(sorted(cards))))

    def start_retreat(self) -> None:
        v = self.view_state()
        me = self.session.viewer
        if me is None or v.phase != TURN:
            return
        if v.infirmary[me] is not None:
            self.message.emit(self.tr("The Infirmary is occupied; retreat needs it empty."))
            return
        sel = [c for c in self.selected_ids() if cd.is_face(c)]
        if len(sel) == 1 and len(self.selected_ids()) == 1:
            self._submit(Retreat(sel[0]))
            return
        self.retreating = True
        self.scene.clear_selection_marks()
        self.refresh()

    def choose_active(self, c: int) -> bool:
        """The face card (or Infirmary card) for the Active slot in the current decision."""
        v = self.view_state()
        if v.phase == SETUP_ACTIVE:
            return self._submit(ChooseActive(c))
        if v.phase == REFILL:
            return self._submit(FillActive(c))
        if v.phase == TURN and self.retreating:
            return self._submit(Retreat(c))
        return False

    def _picker_confirmed(self, entries: tuple[int, ...]) -> None:
        self._submit(RemoveDamage(tuple(entries)))

    def _card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        s = self.session
        if not s.human_to_act() or s.viewer is None:
            return
        me = s.viewer
        phase = s.state.phase
        if item.zone_name == f"inf{me}" and phase == REFILL:
            self.scene.clear_selection_marks()
            item.set_selected(True)
            self.refresh()
            return
        if item.zone_name in (f"act{1 - me}", f"dmg{1 - me}") and phase == TURN:
            self._zone_clicked(f"act{1 - me}")
            return
        if item.zone_name == "discard" and phase == TURN:
            self._zone_clicked("discard")
            return
        if item.zone_name in (f"act{me}", f"dmg{me}", f"inf{me}", f"idmg{me}"):
            self._zone_clicked(item.zone_name)
            return
        if item.zone_name != f"hand{me}" or not item.selectable or item.card_id is None:
            return
        single = phase in (SETUP_ACTIVE, REFILL, HEAL) or self.retreating
        if single:
            was = item.selected
            self.scene.clear_selection_marks()
            item.set_selected(not was)
        else:
            item.set_selected(not item.selected)
        items = self.own_hand_items()
        if item in items:
            self.focus_index = items.index(item)
        self._after_selection()

    def _after_selection(self) -> None:
        self._apply_focus()
        v = self.view_state()
        me = self.session.viewer
        if me is not None:
            self._update_buttons(v, self.session.human_to_act(), me)
        self.statusChanged.emit(self.status_text())

    def _zone_clicked(self, name: str) -> None:
        """Click equivalents of the drops: the selection goes to the clicked zone."""
        s = self.session
        if not s.human_to_act() or s.viewer is None:
            return
        me = s.viewer
        sel = self.selected_ids()
        v = self.view_state()
        target = self._zone_target(name, me)
        if target == "opp_active" and v.phase == TURN and not self.retreating:
            self.attack(sel)
        elif target == "discard" and v.phase == TURN and not self.retreating:
            self.exchange(sel)
        elif target in ("active", "infirmary"):
            if v.phase in (SETUP_ACTIVE, REFILL) or self.retreating:
                if target == "active":
                    cand = self._confirm_candidate(v, me)
                    if cand is not None:
                        self.choose_active(cand)
                return
            if v.phase == TURN and target == "infirmary" and v.infirmary[me] is None:
                self.start_retreat()
                return
            if len(sel) == 1 and v.phase in (TURN, HEAL):
                self._submit(Heal(target, sel[0]))
            elif sel:
                self.message.emit(self.tr("Heal with one card at a time."))

    def _zone_target(self, name: str, me: int) -> str | None:
        if name in (f"act{1 - me}", f"dmg{1 - me}"):
            return "opp_active"
        if name == "discard":
            return "discard"
        if name in (f"act{me}", f"dmg{me}"):
            return "active"
        if name in (f"inf{me}", f"idmg{me}"):
            return "infirmary"
        return None

    def _drag_started(self, items: list[CardItem]) -> None:
        """Light only the zones that can take these particular cards."""
        s = self.session
        me = s.viewer
        if me is None:
            return
        v = self.view_state()
        ids = [cd.parse_card(c.card_id) for c in items if c.card_id is not None]
        from_hand = bool(items) and items[0].zone_name == f"hand{me}"
        lit: set[str] = set()
        if v.phase in (SETUP_ACTIVE, REFILL) or self.retreating:
            if len(ids) == 1 and (cd.is_face(ids[0]) or not from_hand):
                lit.add(f"act{me}")
        elif v.phase == TURN and not from_hand:
            lit.add(f"inf{me}")  # the Active card retreating
        elif v.phase == TURN:
            if attack_problem(v, me, ids) is None:
                lit.add(f"act{1 - me}")
            if exchange_problem(v, ids) is None:
                lit.add("discard")
            if len(ids) == 1:
                for where, zone in (("active", f"act{me}"), ("infirmary", f"inf{me}")):
                    if heal_ok(v, me, where, ids[0]):
                        lit.add(zone)
        elif (v.phase == HEAL and v.heal is not None and len(ids) == 1
              and heal_ok(v, me, v.heal.target, ids[0])):
            lit.add(f"act{me}" if v.heal.target == "active" else f"inf{me}")
        for z in self.scene.zones.values():
            z.set_lit(z.name in lit)
        if v.phase == TURN and from_hand and ids and attack_problem(v, me, ids) is None:
            low, high = attack_range(ids)
            self.message.emit(self.tr("Attack: {damage} damage").format(
                damage=span(low, high)))

    def _cards_dropped(self, items: list[CardItem], drop: Drop) -> None:
        s = self.session
        me = s.viewer
        if drop.kind is not DropKind.TARGET or me is None or not s.human_to_act():
            self.refresh()  # snap back
            return
        v = self.view_state()
        ids = [cd.parse_card(c.card_id) for c in items if c.card_id is not None]
        target = self._zone_target(drop.zone or "", me)
        from_hand = bool(items) and items[0].zone_name == f"hand{me}"
        phase = v.phase
        if phase in (SETUP_ACTIVE, REFILL) or self.retreating:
            if target == "active" and len(ids) == 1:
                if self.choose_active(ids[0]):
                    return
            elif target is not None:
                self.message.emit(self.tr("Drop the new Active card on your Active slot."))
        elif phase == TURN and not from_hand:
            if target == "infirmary":
                self.start_retreat()
                return
            self.message.emit(self.tr("Your Active card can only retreat to the Infirmary."))
        elif target == "opp_active" and phase == TURN:
            if self.attack(ids):
                return
        elif target == "discard" and phase == TURN:
            if self.exchange(ids):
                return
        elif target in ("active", "infirmary") and phase in (TURN, HEAL):
            if len(ids) != 1:
                self.message.emit(self.tr("Heal with one card at a time."))
            elif self._submit(Heal(target, ids[0])):
                return
        elif target is not None:
            self.message.emit(self.tr("Cards cannot go there now."))
        self.refresh()

    def _apply_focus(self) -> None:
        items = self.own_hand_items()
        active = self.session.human_to_act() and bool(items)
        if items:
            self.focus_index = max(0, min(self.focus_index, len(items) - 1))
        for i, c in enumerate(items):
            c.set_focused(active and i == self.focus_index and self.view.hasFocus())

    def _key(self, event: QKeyEvent) -> None:
        s = self.session
        if s.pending_handover is not None or not s.human_to_act() or s.viewer is None:
            return
        key = event.key()
        v = self.view_state()
        phase = v.phase
        items = self.own_hand_items()
        digit = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 else None
        picker_open = self.picker.isVisible()
        if picker_open and digit is not None:
            self.picker.toggle(digit)
        elif picker_open and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.picker.confirm()
        elif phase == HOUSE and digit is not None and digit < 4:
            self._submit(ChooseHouse(digit))
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.focus_index = (self.focus_index + step) % len(items)
        elif key == Qt.Key.Key_Space and items:
            item = items[min(self.focus_index, len(items) - 1)]
            if item.selectable:
                self._card_clicked(item, Qt.KeyboardModifier.NoModifier, QPointF())
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            sel = self.selected_ids()
            if not sel and items and (phase in (SETUP_ACTIVE, REFILL) or self.retreating):
                focused = items[min(self.focus_index, len(items) - 1)]
                if focused.card_id is not None:
                    sel = [cd.parse_card(focused.card_id)]
            if phase in (SETUP_ACTIVE, REFILL) or self.retreating:
                cand = self._confirm_candidate(v, s.viewer)
                if cand is None and len(sel) == 1:
                    cand = sel[0]
                if cand is not None:
                    self.choose_active(cand)
            elif phase == TURN:
                self.attack(sel)
        elif key == Qt.Key.Key_A and phase == TURN:
            self.attack(self.selected_ids())
        elif key == Qt.Key.Key_E and phase == TURN:
            self.exchange(self.selected_ids())
        elif key == Qt.Key.Key_S and phase == REFILL and v.infirmary[s.viewer] is not None:
            inf = v.infirmary[s.viewer]
            assert inf is not None
            self.choose_active(inf.card)
        elif key in (Qt.Key.Key_H, Qt.Key.Key_S) and phase in (TURN, HEAL):
            sel = self.selected_ids()
            where = "active" if key == Qt.Key.Key_H else "infirmary"
            if len(sel) == 1:
                self._submit(Heal(where, sel[0]))
            else:
                self.message.emit(self.tr("Select one healing card first."))
        elif key == Qt.Key.Key_R and phase == TURN:
            self.start_retreat()
        elif key == Qt.Key.Key_X and phase == HEAL:
            self._submit(EndHeal())
        elif key == Qt.Key.Key_P and phase == TURN:
            self._submit(Pass())
        elif key == Qt.Key.Key_Escape:
            self.scene.clear_selection_marks()
            if self.retreating:
                self.retreating = False
                self.refresh()
        else:
            return
        event.accept()
        self._after_selection()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.overlay.setGeometry(self.rect())


def span(low: int, high: int) -> str:
    """"12" when an attack's damage is certain, "12–30" when dice are involved."""
    return str(low) if low == high else f"{low}–{high}"


def cd_height(scale: float) -> float:
    from ui.table import theme

    return theme.CARD_H * scale


def cd_width(scale: float) -> float:
    from ui.table import theme

    return theme.CARD_W * scale


def create_table(session: Session, parent: QWidget | None = None) -> StormaTable:
    return StormaTable(session, parent)
