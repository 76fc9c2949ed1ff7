"""The Riftforce table: the guild draft, the Rift's five locations, activations with targets.

Maps the session's *view* onto the framework's pieces (hidden cards are ``None`` there and can
only be painted as backs) and engine events onto animations and sounds.  The engine exposes
every choice inside an action as ``state.pending`` (see ``engine/riftforce/__init__.py``); the
table highlights ``pending.options`` and the table's ``moves`` (``RiftforceMoves``) submits
the clicked one, so each choice is made after seeing the earlier steps' results.  Geometry is
in ``layout.py``, the sentences in ``text.py``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from engine.core import Event
from engine.riftforce import events as ev
from engine.riftforce.cards import GUILDS, NUM_LOCATIONS, guild_of, number_of
from engine.riftforce.state import State
from ui.games.riftforce import guilds, hints, layout, text
from ui.games.riftforce.decor import Decor, Panel, Seen, decor
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
from ui.games.riftforce.layout import (
    BUTTON_STEP,
    BUTTONS_BOTTOM,
    HAND_SCALE,
    LINE_SCALE,
    PILE_SCALE,
    PROMPT_Y,
    RIGHT_X,
)
from ui.games.riftforce.moves import RiftforceMoves
from ui.games.riftforce.pace import ComputerFlow
from ui.games.riftforce.specs import board_specs, draft_specs
from ui.plain import plain_tooltip
from ui.session import Session
from ui.table.animation import AnimationClock
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop
from ui.table.felt_table import FeltTable, status_prologue
from ui.table.plates import Banner, ButtonItem, NamePlate
from ui.table.repaint import assign
from ui.table.scene import CardSpec
from ui.table.zones import Layout, Zone

translate = QCoreApplication.translate

class RiftforceTable(FeltTable):
    """The table widget: a scaled felt scene, the hand-over overlay and the game's controls
    (what gestures and keys do is ``moves``, a ``RiftforceMoves``)."""

    session: Session

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        #: the keyboard focus: an index into the hand, or into the highlighted elementals
        #: when one must be chosen (``choice_items``)
        self.focus_index = 0
        self.choice_index = 0
        #: hand cards selected for a Play, in the order they were selected
        self.selection: list[int] = []
        #: a hand card dropped on the discard pile whose mode (guild/number) is still open
        self.arming: int | None = None
        #: what gestures and keys mean
        self.moves = RiftforceMoves(self)
        self._sources: dict[str, str] = {}
        self._floats: list[tuple[int, int, int, str, QColor]] = []  # card, seat, loc, text
        self._scored: tuple[int, list[int]] | None = None
        self._bottom = -1
        self._build()
        self.moves.connect()
        self.flow = ComputerFlow(self)  # a computer's action as one sequence (``pace``)
        #: the rising damage numbers' own clock: the next step of an action, which finishes
        #: the cards' movements, does not cut them off half-way
        self.float_clock = AnimationClock(self)
        self.connect_session()
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
            rz.set_rect(layout.rift_rect(loc))
            sc.add_zone(rz)
            self.rifts.append(rz)
        pool = sc.add_zone(Zone("pool", layout.pool_rect(True), Layout.ROW, 1.2, framed=False))
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
            sc.addItem(b)
        self.check_button = ButtonItem("check", width=282, height=50)
        self.check_button.hint = "C"
        self.check_button.setPos(20, 812)
        sc.addItem(self.check_button)
        self.check_note = NoteItem(282)
        self.check_note.setPos(20, 870)
        sc.addItem(self.check_note)
        self.keys_note = NoteItem(282, 64)
        self.keys_note.setPos(20, 926)
        sc.addItem(self.keys_note)

    def _bottom_seat(self) -> int:
        """During the open draft the first person keeps the bottom (nothing is hidden)."""
        humans = self.session.human_seats
        if self.session.state.phase == "draft":
            return humans[0] if humans else 0
        return super()._bottom_seat()

    def _layout(self, bottom: int) -> None:
        """Seat ``bottom`` (the person at the screen) below the Rift."""
        self._bottom = bottom
        layout.place_seats(self, bottom)

    # ------------------------------------------------------------------ the GameTable contract
    # ------------------------------------------------------------------ every gesture answered
    #: a draft pick names its guild: the pool's cards are guilds
    CARD_FIELDS = ("card", "cards", "guild")

    def engine_card(self, item: CardItem) -> object | None:
        """The engine counts elementals in numbers; a summoner of the pool is its guild."""
        cid = item.card_id
        if cid is None:
            return None
        return int(cid) if cid.isdigit() else cid

    def zone_owner(self, name: str) -> int | None:
        """``line1_3`` is seat 1's line at location 3; the Rift belongs to nobody."""
        if name.startswith("rift"):
            return None
        if name.startswith("line"):
            return int(name[4:].split("_")[0])
        return super().zone_owner(name)

    def choice_state(self) -> object:
        return super().choice_state(), self.arming

    def item_for(self, card: int | str) -> CardItem | None:
        return self.scene.cards.get(f"c{card}" if isinstance(card, int) else f"s_{card}")

    def choice_items(self) -> list[CardItem]:
        """The highlighted board cards that may be clicked now, left to right."""
        items = [c for c in self.scene.card_items()
                 if c.winner and c.zone_name.startswith("line")]
        items.sort(key=lambda c: (c.home.x(), c.home.y()))
        return items

    def phase_reason(self) -> str | None:
        return self.moves.phase_reason()

    def obvious_action(self, item: CardItem) -> Any | None:
        return self.moves.obvious_action(item)

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        self.moves.handle_drop(items, drop)

    def view_state(self) -> State:
        v: State = self.session.view()
        return v

    def keys_help(self) -> str:
        return text.keys_help()

    def focus_choices(self) -> list[CardItem]:
        """The keys step through the highlighted board cards first (``choice_items``)."""
        return self.choice_items()

    def controls(self) -> list[tuple[str, str]]:
        return text.controls()

    def status_text(self) -> str:
        line = status_prologue(self.session, translate("riftforce", "Game over."),
                               self.result_text)
        if line is not None:
            return line
        return text.status(self.session, self.view_state(), self.arming)

    def status_detail(self) -> str:
        """The end rule once the end is near: the status line's tooltip (the line itself
        must fit the window; the question panel on the felt shows it too)."""
        if self.session.is_over():
            return ""
        return self.end_rule_text(self.view_state(), short=True)

    def end_rule_text(self, v: State, short: bool = False) -> str:
        """The end-of-round and tie rules, once the end is near (see ``text.end_rule``)."""
        return text.end_rule(v, self.session.name, short)

    def describe_event(self, event: Event) -> str | None:
        if isinstance(event, ev.GameOver):
            return text.game_over(self.session)
        return text.describe(event, self.session.name)

    def merge_key(self, event: Event) -> Hashable | None:
        return text.damage_key(event)

    def describe_merged(self, events: Sequence[Event]) -> str | None:
        return text.merged_damage(events, self.session.name)

    def result_text(self) -> str:
        return text.result(self.session)

    def hint_targets(self, action: Any) -> list[QRectF]:
        return hints.hint_targets(self, action)

    def hint_reason(self, hint: Any) -> str:
        return hints.hint_reason(self, hint)

    def set_animation_speed(self, factor: float) -> None:
        super().set_animation_speed(factor)
        self.float_clock.set_speed(factor)

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
            match e:
                case ev.Damaged(card=card, seat=seat, location=loc, amount=amount):
                    self._floats.append((card, seat, loc, f"−{amount}", QColor("#ff5a4f")))
                case ev.Healed(card=card, seat=seat, location=loc, amount=amount) if amount > 0:
                    self._floats.append((card, seat, loc, f"+{amount}", QColor("#7dffa0")))
                case ev.Checked(seat=seat, locations=locations):
                    scored = (seat, list(locations))
                    for loc in locations:
                        self._floats.append((-1, seat, loc, "+1", QColor("#f2c14e")))
                case ev.TurnBegan(seat=seat) if self._scored is not None and \
                        seat == self._scored[0]:
                    self._scored = None  # the scorer's next turn: the scoring marks go
                case _:
                    self._note_source(e, sounds)
        if scored is not None:
            self._scored = scored
        # no chime of its own at the game's end: the window's fanfare is for a person's win
        if "card" in sounds:
            self.sound.play("card")

    def _note_source(self, e: Event, sounds: set[str]) -> None:
        """Where the cards of ``e`` fly from (``_sources``), and the sound it makes."""
        match e:
            case ev.Drew(seat=seat):
                self._sources[f"hand{seat}"] = f"deck{seat}"
            case ev.Placed(seat=seat, location=loc, free=free):
                self._sources[f"line{seat}_{loc}"] = f"deck{seat}" if free else f"hand{seat}"
            case ev.Discarded(seat=seat):
                self._sources[f"discard{seat}"] = f"hand{seat}"
            case _:
                return
        sounds.add("card")

    def _handover_requested(self, seat: int) -> None:
        # the draft is public: no hand-over screen between picks
        if self.session.state.phase == "draft":
            self.session.accept_handover()
            return
        self.refresh()

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
            self.float_clock.finish_all()
        self.begin_refresh(animate, self._bottom, self._layout)
        v = self.view_state()
        acting = s.human_to_act()
        if not acting or v.phase != "play" or v.pending is not None:
            self.arming = None
        if not acting or v.phase != "play":
            self.selection = []
        elif s.viewer is not None:  # a card played by a double-click leaves the selection
            self.selection = [c for c in self.selection if c in v.hands[s.viewer]]
        draft = v.phase == "draft"
        specs = self._draft_specs(v, acting) if draft else self._board_specs(v, acting)
        self._show_mode(draft)
        with self.animating(animate) as clock:
            self.scene.sync(specs, clock, self._sources, self._destination)
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
        self.finish_refresh(handover=v.phase != "draft")

    def _show_mode(self, draft: bool) -> None:
        sc = self.scene
        drafting = self.session.state.options.get("draft") == "draft"
        sc.zone("pool").set_rect(layout.pool_rect(drafting))
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
        return draft_specs(v, acting)

    def _board_specs(self, v: State, acting: bool) -> list[CardSpec]:
        return board_specs(v, acting, self.session.viewer, self.arming, self.reveal_all,
                           self._bottom)

    def _update_decor(self, v: State, acting: bool) -> None:
        """Everything around the cards, worked out by ``decor.decor`` and painted here."""
        s = self.session
        over = s.is_over()
        scored = self._scored
        seen = Seen(names=(s.name(0), s.name(1)), bottom=self._bottom,
                    current=s.current_player(), viewer=s.viewer, acting=acting, over=over,
                    arming=self.arming,
                    scored=None if scored is None else (scored[0], tuple(scored[1])),
                    result_line=self.result_text().split("\n")[0] if over else "")
        self._paint_decor(decor(v, seen))

    def _paint_decor(self, d: Decor) -> None:
        """Apply ``d`` to the plates, labels, guild rows, track, places, panel and buttons
        (every refresh - after each action and on each language switch - paints the decor:
        items change only where ``d`` differs)."""
        sc = self.scene
        for plate, words in zip(self.plates, d.plates, strict=True):
            plate.set_text(words.name, words.detail)
            plate.set_active(words.active)
        for name, (label, count) in d.labels.items():
            sc.zone(name).set_label(label, count)
        for seat in (0, 1):
            for i, row in enumerate(self.rows[seat]):
                if i < len(d.guild_rows[seat]):
                    row.set_guild(d.guild_rows[seat][i])
                    row.setVisible(d.rows_shown)
                else:
                    row.setVisible(False)
        for chip, letter in zip(self.chips, d.initials, strict=True):
            chip.set_letter(letter)
            chip.setVisible(d.rows_shown)
        self.track.set_scores(d.track[0], d.track[1], d.initials, d.track[2])
        if d.banner is not None:
            self.banner.set_text(*d.banner)
        self._paint_places(d)
        self._paint_panel(d.panel)

    def _paint_places(self, d: Decor) -> None:
        """Where a drop or a click goes now, the Rift's control marks and the last scoring;
        a zone is repainted only when what it paints changed."""
        sc = self.scene
        if d.discard_hint is not None:
            sc.zone(d.discard_hint[0]).hint = d.discard_hint[1]
        for rz, rift in zip(self.rifts, d.rifts, strict=True):
            assign(rz, controller=rift.controller, caption=rift.caption, mark=rift.mark,
                   scored=rift.scored, choice=rift.choice)
            rz.setToolTip(plain_tooltip(rift.tooltip))
            rz.set_accepts(rift.accepts)
        for key, zone in self.lines.items():
            line = d.lines[key]
            assign(zone, choice=line.choice)
            zone.hint = line.hint
            zone.set_accepts(line.accepts)
        for seat in (0, 1):
            for name in (f"discard{seat}", f"summ{seat}"):
                sc.zone(name).set_accepts(name in d.accepting)
        for z in (*self.rifts, *self.lines.values()):
            if z.hot and not z.accepts:  # no longer clickable: no hover light either
                z.hot = False
                z.update()

    def _paint_panel(self, panel: Panel) -> None:
        """The question panel, the buttons under it (placed below the panel's height),
        Check & Draw and the keys note."""
        buttons = {"guild": self.guild_button, "number": self.number_button,
                   "cancel": self.cancel_button, "end": self.end_button}
        room = BUTTONS_BOTTOM - PROMPT_Y - 12 - BUTTON_STEP * len(panel.buttons)
        self.prompt.set_text(*panel.prompt, room)
        for i, key in enumerate(panel.buttons):
            buttons[key].setPos(RIGHT_X, PROMPT_Y + self.prompt.h + 12 + i * BUTTON_STEP)
        texts = panel.button_texts
        if "guild" in texts:
            self.guild_button.set_text(texts["guild"], "G")
            self.number_button.set_text(texts["number"], "N")
        self.cancel_button.set_text(texts["cancel"], "Esc")
        for key in ("guild", "number", "cancel"):
            buttons[key].setVisible(key in panel.buttons)
        self.end_button.set_text(texts["end"], "↵")
        self.end_button.setVisible("end" in panel.buttons)
        self.check_button.set_text(panel.check_text, "C")
        self.check_button.set_enabled(panel.check_allowed)
        self.check_note.set_text(panel.check_note)
        self.check_button.setToolTip(panel.check_note)
        self.keys_note.set_text(panel.keys_note)

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

            self.float_clock.tween(1100, update, done, delay_ms=120 * i)


def create_table(session: Session, parent: QWidget | None = None) -> RiftforceTable:
    return RiftforceTable(session, parent)

