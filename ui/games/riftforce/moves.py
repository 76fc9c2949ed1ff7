"""Riftforce gestures and keys → engine actions: the ``RiftforceMoves`` mixin of the table.

Why a mixin: what a drag, a click or a key *means* (a Play, an activation, an answer to the
engine's ``state.pending`` question) is independent of how the table is painted, so it lives
apart from the scene building and the event animations of ``table.py``.  The mixin owns the
selection state (``selection``, ``arming``, the keyboard focus) and asks the engine about
legality on a clone before submitting.  Every refusal goes through ``self.refuse(reason, at)``
with the scene point of the click or drop when there is one (keys have none).

A double-click asks ``obvious_action``: the card's one move where there is exactly one (a hand
card that fits a single location of the Play under way, a highlighted elemental, the draw pile
for Check & Draw), else nothing.

Keys: ←/→ move the focus in your hand (or among the highlighted elementals when one must be
chosen), Space selects (or chooses), 1–5 plays the selection at a location (or answers a
location question), A activates with the selected card, G/N choose guild or number, C is
Check & Draw, Enter/E ends the action, Esc clears; in the draft 1–9 and 0 pick a guild.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from engine.core import IllegalAction
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
from engine.riftforce.cards import guild_of, number_of
from engine.riftforce.guilds import CARD_QUESTIONS, LOCATION_QUESTIONS
from engine.riftforce.rules import matching_elementals
from engine.riftforce.state import State
from ui.games.riftforce.text import question
from ui.reasons import translate_reason
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind

if TYPE_CHECKING:
    from ui.games.riftforce.items import LineZone, NoteItem, RiftZone
    from ui.table.felt_table import FeltTable
    from ui.table.plates import ButtonItem

    _Base = FeltTable
else:
    _Base = object

translate = QCoreApplication.translate


class RiftforceMoves(_Base):
    """Selection state and the gesture/key handlers of ``RiftforceTable`` (no Qt base here:
    the table brings ``FeltTable``; for mypy the mixin is typed as one)."""

    if TYPE_CHECKING:
        # built by the table (``_build``); declared here so the handlers type-check
        guild_button: ButtonItem
        number_button: ButtonItem
        cancel_button: ButtonItem
        end_button: ButtonItem
        check_button: ButtonItem
        check_note: NoteItem
        rifts: list[RiftZone]
        lines: dict[tuple[int, int], LineZone]

        def refresh(self, animate: bool = True) -> None: ...

    def _init_moves(self) -> None:
        """Nothing selected, the focus on the first hand card (called by the table first)."""
        self.focus_index = 0
        self.choice_index = 0
        #: hand cards selected for a Play, in the order they were selected
        self.selection: list[int] = []
        #: a hand card dropped on the discard pile whose mode (guild/number) is still open
        self.arming: int | None = None
        #: the card whose last click submitted an action: the double-click that click began
        #: must not act a second time
        self._click_acted: str | None = None

    def _connect_moves(self) -> None:
        """Route the scene's clicks and drops, the zones' clicks and the view's keys here."""
        sc = self.scene
        sc.cardClicked.connect(self._card_clicked)
        self.view.keyPressed.connect(self._key)
        for zone in sc.zones.values():
            zone.clicked.connect(self._zone_clicked)
        for rift in self.rifts:
            rift.click_ready = self._play_click_ready
        for line in self.lines.values():
            line.click_ready = self._play_click_ready
        for b in (self.guild_button, self.number_button, self.cancel_button, self.end_button,
                  self.check_button):
            b.clicked.connect(self._button_clicked)

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

    def phase_reason(self) -> str | None:
        """The question the engine waits for (choose an elemental, a location…), in the
        words of the table's question panel; in the draft: pick a guild."""
        st: State = self.session.view()
        if st.phase == "draft":
            return translate("riftforce", "Pick a guild first: click a summoner or drag it "
                             "to your guilds.")
        if st.pending is None and self.arming is None:
            return None
        return question(st.pending, st, self.arming)[1]

    # ------------------------------------------------------------------ actions
    def _check(self, actions: Sequence[Any]) -> str | None:
        """The engine's reason if ``actions`` in a row are illegal now (tried on a clone)."""
        st = self.game.clone(self.session.state)
        try:
            for a in actions:
                self.game.apply(st, a)
        except IllegalAction as err:
            return translate_reason(err)
        return None

    def item_for(self, card: int | str) -> CardItem | None:
        return self.scene.cards.get(f"c{card}" if isinstance(card, int) else f"s_{card}")

    def pick(self, guild: str, at: QPointF | None = None) -> bool:
        return self._submit(DraftPick(guild), at)

    def play(self, cards: Sequence[int], loc: int, at: QPointF | None = None) -> bool:
        """Place ``cards`` at ``loc`` in this order; two or more there end the Play."""
        if not cards:
            self.refuse(translate("riftforce", "Select 1–3 cards sharing a guild or a "
                                  "number first."), at)
            return False
        actions: list[Any] = [PlaceCard(c, loc) for c in cards]
        reason = self._check(actions)
        if reason is None and len(cards) > 3:
            reason = translate("riftforce", "At most 3 cards per Play.")
        if reason is not None:
            self.refuse(reason, at)
            self.refresh()
            return False
        self.selection = []
        for a in actions:
            if not self._submit(a, at):
                return False
        st: State = self.session.state
        if len(cards) >= 2 and st.pending is not None and st.pending.kind == "play_more":
            self._submit(EndPlay(), at)
        return True

    def activate(self, card: int, at: QPointF | None = None) -> bool:
        """Discard ``card``: the mode is taken at once if only one fits, else asked."""
        viewer = self.session.viewer
        if viewer is None:
            return False
        st: State = self.session.state
        modes = [by for by in ("guild", "number") if matching_elementals(st, viewer, card, by)]
        self.selection = []
        if len(modes) == 1:
            return self._submit(Activate(card, modes[0]), at)
        if not modes:
            reason = (self._check([Activate(card, "guild")]) or self.phase_reason()
                      or self.gestures.unusable())
            self.refuse(reason, at)
            self.refresh()
            return False
        refused = self._check([Activate(card, modes[0])])
        if refused is not None:  # not now at all (a Play under way): no mode to choose
            self.refuse(refused, at)
            self.refresh()
            return False
        self.arming = card
        self.refresh()
        # the card waits on the discard pile for a choice: say which, where the player looks
        self.ask(translate("riftforce", "Activate: guild or number?"), at)
        return True

    def choose_mode(self, by: str, then: int | None = None, at: QPointF | None = None) -> bool:
        card = self.arming
        if card is None:
            return False
        self.arming = None
        if not self._submit(Activate(card, by), at):
            return False
        if then is not None:
            return self._submit(ActivateElemental(then), at)
        return True

    def end_action(self, at: QPointF | None = None) -> bool:
        st: State = self.session.state
        p = st.pending
        if p is not None and p.kind == "play_more":
            return self._submit(EndPlay(), at)
        if p is not None and p.kind == "choose_activation" and p.can_stop:
            return self._submit(StopActivating(), at)
        return False

    def check_and_draw(self, at: QPointF | None = None) -> bool:
        if not self.check_button.enabled:
            self.refuse(self.check_note.text or translate(
                "riftforce", "Check & Draw is not possible now."), at)
            return False
        return self._submit(CheckAndDraw(), at)

    def _button_clicked(self, key: str) -> None:
        # a button reports only its key: its centre stands for the click point
        buttons = {"guild": self.guild_button, "number": self.number_button,
                   "end": self.end_button, "check": self.check_button}
        at = buttons[key].sceneBoundingRect().center() if key in buttons else None
        if key == "guild":
            self.choose_mode("guild", at=at)
        elif key == "number":
            self.choose_mode("number", at=at)
        elif key == "cancel":
            self.arming = None
            self.refresh()
        elif key == "end":
            self.end_action(at)
        elif key == "check":
            self.check_and_draw(at)

    def _play_click_ready(self) -> bool:
        """A click on a location would play the selected hand cards."""
        return bool(self.selection) and self.session.human_to_act()

    def _board_click(self, card: int | None, loc: int, at: QPointF | None = None) -> None:
        """A click (at scene point ``at``) on a board card (``card``) or an empty spot of a
        location ``loc``."""
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
                self.refuse(translate("riftforce", "That elemental shares neither the "
                                      "guild nor the number of the discarded card."), at)
            elif len(modes) == 2:
                self.refuse(translate("riftforce", "That elemental shares both guild and "
                                      "number: choose with the buttons."), at)
            else:
                self.choose_mode(modes[0], card, at)
            return
        if p is not None and card is not None and card in p.options and (
                p.kind == "choose_activation"):
            self._submit(ActivateElemental(card), at)
        elif p is not None and card is not None and card in p.options and (
                p.kind in CARD_QUESTIONS):
            self._submit(ChooseCard(card), at)
        elif p is not None and p.kind in LOCATION_QUESTIONS:
            self._submit(ChooseLocation(loc), at)
        elif (p is None or p.kind == "play_more") and self.selection:
            self.play(list(self.selection), loc, at)
        elif p is not None and card is not None:
            self.refuse(translate("riftforce", "Click one of the highlighted choices."), at)

    def _card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        before = len(self.session.actions)
        self._card_click(item, local)
        self._click_acted = item.key if len(self.session.actions) != before else None

    def obvious_action(self, item: CardItem) -> Any | None:
        """The one move a double-click on ``item`` means, or ``None`` when there are several
        (or none): a hand card that fits exactly one location of the Play under way, a
        highlighted elemental (the choice is the card itself), your draw pile when Check &
        Draw is allowed.  A double-click whose first click already acted does nothing more."""
        s = self.session
        acted, self._click_acted = self._click_acted, None
        st: State = s.state
        viewer = s.viewer
        if acted == item.key or viewer is None or st.phase != "play" or self.arming is not None:
            return None
        p = st.pending
        if item.zone_name == f"deck{viewer}":
            return CheckAndDraw() if p is None and self._check([CheckAndDraw()]) is None else None
        if item.card_id is None or not item.card_id.isdigit() or p is None:
            return None
        card = int(item.card_id)
        if item.zone_name == f"hand{viewer}" and p.kind == "play_more" and card in p.options:
            fits = [PlaceCard(card, loc) for loc in p.locations
                    if self._check([PlaceCard(card, loc)]) is None]
            return fits[0] if len(fits) == 1 else None
        if item.zone_name.startswith("line") and card in p.options:
            if p.kind == "choose_activation":
                return ActivateElemental(card)
            if p.kind in CARD_QUESTIONS:
                return ChooseCard(card)
        return None

    def _card_click(self, item: CardItem, local: QPointF) -> None:
        s = self.session
        if not s.human_to_act() or item.card_id is None:
            return
        zone = item.zone_name
        at = item.mapToScene(local)
        if zone == "pool":
            self.pick(item.card_id, at)
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
            self._board_click(card, int(zone.split("_")[1]), at)

    def _zone_clicked(self, name: str) -> None:
        s = self.session
        if not s.human_to_act():
            return
        # a zone reports only its name: its centre stands for the click point
        at = self.scene.zone(name).rect.center()
        if name.startswith("rift"):
            self._board_click(None, int(name[4:]), at)
        elif name.startswith("line"):
            self._board_click(None, int(name.split("_")[1]), at)
        elif name == f"discard{s.viewer}" and self.selection:
            self.activate(self.selection[0], at)

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        s = self.session
        zone = drop.zone or ""
        if drop.kind is not DropKind.TARGET or not s.human_to_act():
            self.refresh()
            return
        # the dragged card has not snapped back yet: its centre is where it was dropped
        at = items[0].centre_scene() if items else None
        if items and items[0].zone_name == "pool":
            if zone == f"summ{s.viewer}" and items[0].card_id is not None:
                self.pick(items[0].card_id, at)
            else:
                self.refuse(translate("riftforce", "Drop the summoner on your guilds, or "
                                      "click it."), at)
                self.refresh()
            return
        cards = [int(c.card_id) for c in items if c.card_id is not None and c.card_id.isdigit()]
        # keep the selection order (the dragged card first if it was not selected)
        ordered = [c for c in self.selection if c in cards]
        cards = ordered + [c for c in cards if c not in ordered]
        if zone.startswith("line") or zone.startswith("rift"):
            loc = int(zone.split("_")[1]) if zone.startswith("line") else int(zone[4:])
            if zone.startswith("line") and int(zone[4:].split("_")[0]) != s.viewer:
                self.refuse(translate("riftforce", "Play cards on your own side of the "
                                      "Rift."), at)
                self.refresh()
                return
            self.play(cards, loc, at)
        elif zone == f"discard{s.viewer}":
            if len(cards) != 1:
                self.refuse(translate("riftforce", "Discard exactly one card to "
                                      "activate."), at)
                self.refresh()
                return
            self.activate(cards[0], at)
        else:
            self.refuse(translate("riftforce", "Drop cards on a location of your side, "
                                  "or one card on your discard pile."), at)
            self.refresh()

    def choice_items(self) -> list[CardItem]:
        """The highlighted board cards that may be clicked now, left to right."""
        items = [c for c in self.scene.card_items()
                 if c.winner and c.zone_name.startswith("line")]
        items.sort(key=lambda c: (c.home.x(), c.home.y()))
        return items

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
