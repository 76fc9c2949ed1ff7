"""The Storma slottet! table: two royal houses, Active cards with damage stacks, dice, healing.

Maps the session's *view* (hidden cards are ``None`` there, so they can only be painted as
backs) onto the table pieces: zones and cards (``specs`` decides which card goes where and
how it looks), the name plates, house strips and points bars, the centre column (banner,
dice tray, damage-removal picker, house and action buttons); maps engine events to card
sources, dice and sounds.  The viewer sits at the bottom, the opponent at the top.

What gestures and keys mean is ``moves.StormaMoves`` (the table's ``moves``); the geometry is
``layout``; the status line, keys help, dice and log wording is ``text``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QWidget

from engine.core import Event, IllegalAction
from engine.storma import cards as cd
from engine.storma import events as ev
from engine.storma.checks import has_move, remaining
from engine.storma.moves import best_removal
from engine.storma.state import HEAL, HOUSE, OVER, REFILL, SETUP_ACTIVE, TURN, StormaState
from ui.games.storma import hints, text
from ui.games.storma.faces import (
    SUIT_SYMBOLS,
    face_for,
    short_name,
    suit_name,
    suit_text_colour,
)
from ui.games.storma.items import (
    CascadeZone,
    DiceTray,
    HealthBar,
    HouseMember,
    HouseStrip,
    PickerEntry,
    RemovalPicker,
    SlotZone,
    WoundToken,
)
from ui.games.storma.layout import (
    ACTIVE_SCALE,
    BUTTON_H,
    BUTTON_W,
    CENTRE_TOP,
    CENTRE_W,
    CENTRE_X,
    DAMAGE_SCALE,
    DISCARD_RECT,
    DRAW_RECT,
    HAND_SCALE,
    HOUSE_H,
    HOUSE_W,
    INF_SCALE,
    PILE_SCALE,
    PREDICTION_Y,
    TROPHY_SCALE,
    action_button_pos,
    cd_width,
    house_button_pos,
    layout_seats,
)
from ui.games.storma.moves import ACTION_KEYS, StormaMoves
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
from ui.games.storma.text import span
from ui.games.storma.tray import TrayDice
from ui.session import Session
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop
from ui.table.felt_table import FeltTable, status_prologue
from ui.table.plates import Banner, ButtonItem, NamePlate
from ui.table.scene import CardSpec
from ui.table.zones import Layout, Zone

__all__ = ["StormaTable", "create_table", "span"]


class StormaTable(FeltTable):
    """The table widget: a scaled felt scene, the hand-over overlay and the game's controls."""

    session: Session

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        #: the keyboard focus: an index into the hand (``own_hand_items``)
        self.focus_index = 0
        #: what gestures and keys mean, and what they remember between gestures
        self.moves = StormaMoves(self)
        self._sources: dict[str, str] = {}
        self.tray_dice = TrayDice()
        self._picker_key: tuple[Any, ...] | None = None
        self._bottom: int | None = None
        self.wounds: list[WoundToken] = []
        self._build()
        self.scene.cardClicked.connect(self.moves._card_clicked)
        self.scene.dragStarted.connect(self.moves._drag_started)
        self.scene.dragOver.connect(self.moves._drag_over)
        self.view.keyPressed.connect(self.moves._key)
        self.connect_session()
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
                zone = SlotZone(f"{name}{s}", QRectF(), Layout.STACK, scale)
                sc.add_zone(zone)
                zone.label_lines = 2  # "Aktive Karte von Spieler 2" needs two lines
                # no wider than the slot plus a little: the damage column is 10 to the right
                zone.label_max_width = 160.0 if name == "act" else 150.0
                zone.clicked.connect(self.moves._zone_clicked)
            for name in ("dmg", "idmg"):
                cascade = sc.add_zone(CascadeZone(f"{name}{s}", QRectF(), DAMAGE_SCALE
                                                  if name == "dmg" else DAMAGE_SCALE * 0.9))
                cascade.clicked.connect(self.moves._zone_clicked)
            sc.add_zone(Zone(f"troph{s}", QRectF(), Layout.ROW, TROPHY_SCALE))
            for bars in (self.act_bars, self.inf_bars):
                bar = HealthBar(150.0)
                sc.addItem(bar)
                bars.append(bar)
        draw = sc.add_zone(Zone("draw", DRAW_RECT, Layout.STACK, PILE_SCALE))
        draw.label_max_width = 180.0  # "Nachziehstapel · 12" at the readable 16 units
        discard = sc.add_zone(Zone("discard", DISCARD_RECT, Layout.STACK, PILE_SCALE))
        discard.clicked.connect(self.moves._zone_clicked)
        self.banner = Banner(CENTRE_W)
        self.banner.setPos(CENTRE_X + CENTRE_W / 2, CENTRE_TOP)
        self.banner.setZValue(400)
        sc.addItem(self.banner)
        self.prediction = Banner(CENTRE_W)
        self.prediction.setPos(CENTRE_X + CENTRE_W / 2, PREDICTION_Y)
        self.prediction.setZValue(400)
        self.prediction.setVisible(False)
        sc.addItem(self.prediction)
        self.tray = DiceTray(CENTRE_W)
        self.tray.setPos(CENTRE_X, CENTRE_TOP)
        sc.addItem(self.tray)
        self.picker = RemovalPicker(CENTRE_W)
        self.picker.setPos(CENTRE_X, CENTRE_TOP)
        self.picker.confirmed.connect(self.moves._picker_confirmed)
        self.picker.changedSelection.connect(self._update_picker_text)
        sc.addItem(self.picker)
        self.house_buttons: list[ButtonItem] = []
        for suit in range(4):
            b = ButtonItem(str(suit), "", HOUSE_W, HOUSE_H)
            b.hint = str(suit + 1)
            b.setPos(house_button_pos(suit))
            b.clicked.connect(self.moves._house_clicked)
            b.setVisible(False)
            sc.addItem(b)
            self.house_buttons.append(b)
        self.buttons: dict[str, ButtonItem] = {}
        for key, hint in ACTION_KEYS.items():
            b = ButtonItem(key, "", BUTTON_W, BUTTON_H)
            b.hint = hint
            b.clicked.connect(self.moves._button_clicked)
            b.setVisible(False)
            sc.addItem(b)
            self.buttons[key] = b

    def _layout_seats(self, bottom: int) -> None:
        self._bottom = bottom
        layout_seats(self.scene, bottom, self.plates, self.strips, self.act_bars,
                     self.inf_bars)

    # ------------------------------------------------------------------ the GameTable contract
    def view_state(self) -> StormaState:
        v: StormaState = self.session.view()
        return v

    # ------------------------------------------------------------------ selection and gestures
    def item_for(self, c: int) -> CardItem | None:
        return self.scene.cards.get(card_key(c))

    def selected_ids(self) -> list[int]:
        return sorted(cd.parse_card(c.card_id) for c in self.own_hand_items()
                      if c.selected and c.card_id is not None)

    def after_selection(self) -> None:
        """The selection or the focus changed: the focus mark, the buttons, the status."""
        self._apply_focus()
        v = self.view_state()
        me = self.session.viewer
        if me is not None:
            self._update_buttons(v, self.session.human_to_act(), me)
        self.statusChanged.emit(self.status_text())

    def _submit(self, action: Any, at: QPointF | None = None) -> bool:
        if not super()._submit(action, at):
            return False
        self.scene.clear_selection_marks()  # the played cards' marks go with them
        return True

    def engine_card(self, item: CardItem) -> object | None:
        """The engine counts Storma's cards in numbers ("5S" → its number)."""
        if item.card_id is None:
            return None
        try:
            return cd.parse_card(item.card_id)
        except (KeyError, ValueError):
            return None

    def choice_state(self) -> object:
        """The selection, a retreat under way and the damage picker: a click that changes
        one of them was answered by what it shows."""
        return super().choice_state(), self.moves.retreating, self.picker.isVisible()

    def phase_reason(self) -> str | None:
        return self.moves.phase_reason()

    def obvious_action(self, item: CardItem) -> Any | None:
        return self.moves.obvious_action(item)

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        self.moves.handle_drop(items, drop)

    def reason_text(self, err: IllegalAction) -> str:
        return text.reason_text(err)

    def keys_help(self) -> str:
        return text.keys_help()

    def controls(self) -> list[tuple[str, str]]:
        return text.controls()

    def opponent_of_viewer(self) -> int:
        return 1 - (self._bottom if self._bottom is not None else 0)

    def status_text(self) -> str:
        line = status_prologue(self.session, self.tr("Game over."), self.result_text)
        return line if line is not None else text.status(self.session, self.moves.retreating)

    def describe_event(self, event: Event) -> str | None:
        return text.describe(event, self.session.name)

    def merge_key(self, event: Event) -> Hashable | None:
        return text.damage_key(event)

    def describe_merged(self, events: Sequence[Event]) -> str | None:
        return text.merged_damage(events)

    def hint_targets(self, action: Any) -> list[QRectF]:
        return hints.hint_targets(self, action)

    def hint_reason(self, hint: Any) -> str:
        return hints.hint_reason(self, hint)

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
        self.tray_dice.reword(self.session.name)
        self.refresh(animate=False)

    # ------------------------------------------------------------------ events → animation
    def _events(self, events: list[Event]) -> None:
        self.clock.finish_all()
        # a move was made: the decision the estimate belonged to is gone
        self.moves.clear_estimate()
        sounds: set[str] = set()
        for e in events:
            self._note_source(e, sounds)
        self.tray_dice.take(events, self.session.name)
        if any(isinstance(e, ev.TurnBegan) for e in events):
            self.moves.retreating = False
        for name in ("dice", "card", "win"):
            if name in sounds:
                self.sound.play(name)

    def _note_source(self, e: Event, sounds: set[str]) -> None:
        """Where the cards of ``e`` fly from (``_sources``), and the sound it makes."""
        match e:
            case ev.Drew(seat=seat):
                self._sources[f"hand{seat}"] = "draw"
                sounds.add("card")
            case ev.Attacked(seat=seat) | ev.Exchanged(seat=seat) | ev.Healed(seat=seat) | \
                    ev.Retreated(seat=seat) | ev.ActiveFilled(seat=seat):
                for zone in ("dmg0", "dmg1", "idmg0", "idmg1", "discard", f"act{seat}",
                             f"inf{seat}"):
                    self._sources.setdefault(zone, f"hand{seat}")
                sounds.add("card")
            case ev.Rolled():
                sounds.add("dice")
            case ev.Reshuffled():
                self._sources["draw"] = "discard"
            case ev.Defeated():  # the game's end: the window's fanfare, for a win
                sounds.add("win")

    # ------------------------------------------------------------------ painting the view
    def _destination(self, card_id: str) -> str | None:
        return "draw"

    def refresh(self, animate: bool = True) -> None:
        s = self.session
        self.begin_refresh(animate, self._bottom, self._layout_seats)
        v = self.view_state()
        viewer = s.viewer
        acting = s.human_to_act()
        phase = v.phase
        if not acting or phase != TURN:
            self.moves.retreating = False
        specs: list[CardSpec] = []
        for seat in range(2):
            specs.extend(hand_specs(v, seat, viewer, acting, self.moves.retreating))
            specs.extend(slot_specs(v, seat, viewer, acting, self.moves.retreating))
            specs.extend(CardSpec(card_key(c), f"troph{seat}", card_key(c),
                                  face_for(c, role(v, c, 1 - seat)), public=True)
                         for c in v.trophies[seat])
        specs.extend(CardSpec(f"draw#{i}", "draw") for i in range(min(len(v.draw), 8)))
        specs.extend(CardSpec(card_key(c), "discard", card_key(c), face_for(c), public=True)
                     for c in v.discard)
        with self.animating(animate) as clock:
            self._place_wounds(v)
            self.scene.sync(specs, clock, self._sources, self._destination)
            self._update_decor(v, animate)
        self._sources = {}
        self._apply_focus()
        self.finish_refresh()

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
            house = v.houses[seat]
            if house is None:
                self.strips[seat].set_members(self.tr("House: not chosen yet"), [], None)
            else:
                members = [HouseMember(short_name(c), c not in fallen, "")
                           for c in cd.house_cards(house)]
                self.strips[seat].set_members(
                    self.tr("House of {suit}").format(suit=suit_name(house)), members, house)
            own = seat == self._bottom and s.viewer is not None  # a spectator owns no seat
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
                sc.zone(f"act{opp}").set_accepts(not self.moves.retreating)
                sc.zone("discard").set_accepts(not self.moves.retreating)
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
            b.text_colour = suit_text_colour(suit)
            b.set_enabled(suit not in v.houses)
            b.setVisible(choosing)
        # dice tray (hidden while the banner or the picker uses the space)
        dice = self.tray_dice
        show_tray = phase in (TURN, HEAL, REFILL) and bool(dice.lines)
        if show_tray:
            self.tray.setPos(CENTRE_X, CENTRE_TOP)
            self.tray.show_lines(dice.title, dice.lines, self.clock, animate and dice.fresh)
        else:
            self.tray.setVisible(False)
        dice.fresh = False
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
            self.tray.setPos(CENTRE_X, CENTRE_TOP + self.picker.height() + 10)
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
        title, line = text.attack_prediction(target.card, left, low, high)
        self.prediction.set_text(title, line, high >= left)

    def _update_picker_text(self) -> None:
        total = self.picker.total()
        if total:
            self.picker.set_ok_text(self.tr("Remove {total} damage").format(total=total))
        else:
            self.picker.set_ok_text(self.tr("Remove nothing"))

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
        if phase == TURN and not self.moves.retreating:
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
        elif phase in (SETUP_ACTIVE, REFILL) or (phase == TURN and self.moves.retreating):
            # a prompt where the eye is (next to the button), not only in the status bar
            if phase == REFILL:
                self.prediction.set_text(self.tr("Your Active card has fallen"),
                                         self.tr("Choose a new Active card"), True)
            elif phase == TURN:
                self.prediction.set_text(self.tr("Retreat"),
                                         self.tr("Choose the new Active card"), True)
            target = self.moves.confirm_candidate(v, me)
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
            b[key].setPos(action_button_pos(i))
            b[key].setVisible(True)


def create_table(session: Session, parent: QWidget | None = None) -> StormaTable:
    return StormaTable(session, parent)
