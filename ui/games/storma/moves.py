"""Storma slottet! gestures and keys → engine actions: the ``StormaMoves`` mixin of the table.

Why a mixin: what a drag, a click or a key *means* (an attack, a heal, a retreat, the choice
of an Active card) is independent of how the table is painted, so it lives apart from the
scene building, the painting and the event animations of ``table.py``.  The mixin owns the
selection state (the selected hand cards, ``retreating``, the keyboard focus) and asks the
engine's checks (``specs``) which drops make sense.  Every refusal goes through
``self.refuse(reason, at)`` with the scene point of the drop or click when there is one (the
dropped card's centre, the clicked point of a card, the centre of a clicked zone or button;
keys have none); the attack estimate while dragging is information (``self.inform``),
shown only while a drop would attack (the cards can do nothing else, or they are over the
opponent's Active card) and cleared (``inform("")``) as soon as the drag ends or the game
moves on.  A double-click plays a card's one obvious move (``obvious_action``).

Moves (each by drag, by click and by key):
- Attack: select cards (one suit plus Jokers) and drop them on the opponent's Active card,
  click it, or press A.  The predicted damage range shows while cards are selected.
- Heal: drop one healing card on your damaged Active card or Infirmary card (or select it and
  press H / S); after each roll the damage-removal picker opens; "End heal" (X) ends the move.
- Retreat: drag your Active card to the empty Sjukstuga (or press R), then choose the new
  Active card.
- Exchange: drop a same-suit selection on the discard pile (or press E).
- A double-click on a card plays its one obvious move, if it has exactly one.
Keys: ←/→ focus a card, Space selects it, Enter confirms, Esc clears, 1–4 choose a house,
1–9 toggle damage entries in the picker.  ``text.controls`` lists every gesture and key.

Strings keep the context "StormaTable" (``translate`` with a literal context) so the
catalogues need no change after the move out of the table class.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from engine.core import IllegalAction
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
from engine.storma.checks import validate
from engine.storma.state import HEAL, HOUSE, REFILL, SETUP_ACTIVE, TURN, StormaState
from ui.games.storma.specs import attack_problem, attack_range, card_key, exchange_problem, heal_ok
from ui.games.storma.text import span
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind

if TYPE_CHECKING:
    from ui.games.storma.items import RemovalPicker
    from ui.table.felt_table import FeltTable
    from ui.table.plates import ButtonItem

    _Base = FeltTable
else:
    _Base = object

translate = QCoreApplication.translate

#: the action buttons (in the order the table builds them) and the key each one shows
ACTION_KEYS = {"attack": "A", "exchange": "E", "retreat": "R", "heal_active": "H",
               "heal_inf": "S", "end_heal": "X", "confirm": "↵", "pass": "P"}


class StormaMoves(_Base):
    """Selection state and the gesture/key handlers of ``StormaTable`` (no Qt base here: the
    table brings ``FeltTable``; for mypy the mixin is typed as one)."""

    if TYPE_CHECKING:
        # built by the table (``_build``); declared here so the handlers type-check
        picker: RemovalPicker
        buttons: dict[str, ButtonItem]
        house_buttons: list[ButtonItem]

        def view_state(self) -> StormaState: ...

        def refresh(self, animate: bool = True) -> None: ...

        def _update_buttons(self, v: StormaState, acting: bool, me: int) -> None: ...

    def _init_moves(self) -> None:
        """No retreat under way, the keyboard focus on the first hand card."""
        self.focus_index = 0
        self.retreating = False
        #: the attack estimate of the cards being dragged ("" = the drag is no attack) and
        #: whether it shows whatever the pointer is over (the cards can only attack)
        self._estimate = ""
        self._estimate_always = False
        self._estimate_shown = False

    # ------------------------------------------------------------------ selection
    def item_for(self, c: int) -> CardItem | None:
        return self.scene.cards.get(card_key(c))

    def selected_ids(self) -> list[int]:
        return sorted(cd.parse_card(c.card_id) for c in self.own_hand_items()
                      if c.selected and c.card_id is not None)

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

    def _after_selection(self) -> None:
        self._apply_focus()
        v = self.view_state()
        me = self.session.viewer
        if me is not None:
            self._update_buttons(v, self.session.human_to_act(), me)
        self.statusChanged.emit(self.status_text())

    # ------------------------------------------------------------------ actions
    def _submit(self, action: Any, at: QPointF | None = None) -> bool:
        if not super()._submit(action, at):
            return False
        self.scene.clear_selection_marks()  # the played cards' marks go with them
        return True

    def _house_clicked(self, key: str) -> None:
        self._submit(ChooseHouse(int(key)),
                     self.house_buttons[int(key)].sceneBoundingRect().center())

    def _button_clicked(self, key: str) -> None:
        s = self.session
        if not s.human_to_act() or s.viewer is None:
            return
        me = s.viewer
        v = self.view_state()
        sel = self.selected_ids()
        at = self.buttons[key].sceneBoundingRect().center()
        if key == "attack":
            self.attack(sel, at)
        elif key == "exchange":
            self.exchange(sel, at)
        elif key == "heal_active" and len(sel) == 1:
            self._submit(Heal("active", sel[0]), at)
        elif key == "heal_inf" and len(sel) == 1:
            self._submit(Heal("infirmary", sel[0]), at)
        elif key == "retreat":
            self.start_retreat(at)
        elif key == "end_heal":
            self._submit(EndHeal(), at)
        elif key == "pass":
            if self.retreating:
                self.retreating = False
                self.refresh()
            else:
                self._submit(Pass(), at)
        elif key == "confirm":
            target = self._confirm_candidate(v, me)
            if target is not None:
                self.choose_active(target, at)

    def attack(self, cards: Sequence[int], at: QPointF | None = None) -> bool:
        if not cards:
            self.refuse(translate("StormaTable", "Select the cards to attack with first."), at)
            return False
        return self._submit(Attack(tuple(sorted(cards))), at)

    def exchange(self, cards: Sequence[int], at: QPointF | None = None) -> bool:
        if not cards:
            self.refuse(translate("StormaTable", "Select the cards to exchange first."), at)
            return False
        return self._submit(Exchange(tuple(sorted(cards))), at)

    def start_retreat(self, at: QPointF | None = None) -> None:
        v = self.view_state()
        me = self.session.viewer
        if me is None or v.phase != TURN:
            return
        if v.infirmary[me] is not None:
            self.refuse(translate("StormaTable",
                                  "The Infirmary is occupied; retreat needs it empty."), at)
            return
        sel = [c for c in self.selected_ids() if cd.is_face(c)]
        if len(sel) == 1 and len(self.selected_ids()) == 1:
            self._submit(Retreat(sel[0]), at)
            return
        self.retreating = True
        self.scene.clear_selection_marks()
        self.refresh()

    def choose_active(self, c: int, at: QPointF | None = None) -> bool:
        """The face card (or Infirmary card) for the Active slot in the current decision."""
        v = self.view_state()
        if v.phase == SETUP_ACTIVE:
            return self._submit(ChooseActive(c), at)
        if v.phase == REFILL:
            return self._submit(FillActive(c), at)
        if v.phase == TURN and self.retreating:
            return self._submit(Retreat(c), at)
        return False

    def _picker_confirmed(self, entries: tuple[int, ...]) -> None:
        self._submit(RemoveDamage(tuple(entries)))  # a click or Enter: no point to show

    # ------------------------------------------------------------------ double-click
    def obvious_action(self, item: CardItem) -> Any | None:
        """The move a double-click on ``item`` makes: the one legal move of that card alone
        (asked of the engine's check), or None where it has several or none.

        A card's own moves are the actions naming it alone: the Active card at set-up or
        after a fall (the Infirmary card too), the new Active card of a retreat under way,
        an attack, an exchange or a heal with it alone.  A retreat is no card's obvious move
        unless one is under way (it sends the Active card away).  With other cards selected
        the player is building a bigger move: nothing."""
        me = self.session.viewer
        if me is None or item.card_id is None or item.zone_name not in (f"hand{me}",
                                                                          f"inf{me}"):
            return None
        card = cd.parse_card(item.card_id)
        if any(c != card for c in self.selected_ids()):
            return None
        v = self.view_state()
        candidates: list[Any] = [Retreat(card)] if v.phase == TURN and self.retreating else [
            ChooseActive(card), FillActive(card), Attack((card,)), Exchange((card,)),
            Heal("active", card), Heal("infirmary", card)]
        legal = []
        for action in candidates:
            try:
                validate(v, action)
            except IllegalAction:
                continue
            legal.append(action)
        return legal[0] if len(legal) == 1 else None

    # ------------------------------------------------------------------ every gesture answered
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
        return super().choice_state(), self.retreating, self.picker.isVisible()

    def phase_reason(self) -> str | None:
        """What a phase without moves of hand cards wants instead."""
        v = self.view_state()
        if v.phase == HOUSE:
            return translate("StormaTable", "Choose your royal house first.")
        if v.phase == HEAL and v.heal is not None and v.heal.pending is not None:
            return translate("StormaTable", "Choose the damage to remove first, then confirm.")
        return None

    # ------------------------------------------------------------------ clicks
    def _card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        s = self.session
        if not s.human_to_act() or s.viewer is None:
            return
        me = s.viewer
        phase = s.state.phase
        at = item.mapToScene(local)
        if item.zone_name == f"inf{me}" and phase == REFILL:
            self.scene.clear_selection_marks()
            item.set_selected(True)
            self.refresh()
            return
        if item.zone_name in (f"act{1 - me}", f"dmg{1 - me}") and phase == TURN:
            self._zone_clicked(f"act{1 - me}", at)
            return
        if item.zone_name == "discard" and phase == TURN:
            self._zone_clicked("discard", at)
            return
        if item.zone_name in (f"act{me}", f"dmg{me}", f"inf{me}", f"idmg{me}"):
            self._zone_clicked(item.zone_name, at)
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

    def _zone_clicked(self, name: str, at: QPointF | None = None) -> None:
        """Click equivalents of the drops: the selection goes to the clicked zone.

        A click on the zone itself carries no point (the signal has only the name): a
        refusal then points at the zone's centre."""
        s = self.session
        if not s.human_to_act() or s.viewer is None:
            return
        if at is None:
            at = self.scene.zone(name).rect.center()
        me = s.viewer
        sel = self.selected_ids()
        v = self.view_state()
        target = self._zone_target(name, me)
        if target == "opp_active" and v.phase == TURN and not self.retreating:
            self.attack(sel, at)
        elif target == "discard" and v.phase == TURN and not self.retreating:
            self.exchange(sel, at)
        elif target in ("active", "infirmary"):
            if v.phase in (SETUP_ACTIVE, REFILL) or self.retreating:
                if target == "active":
                    cand = self._confirm_candidate(v, me)
                    if cand is not None:
                        self.choose_active(cand, at)
                return
            if v.phase == TURN and target == "infirmary" and v.infirmary[me] is None:
                self.start_retreat(at)
                return
            if len(sel) == 1 and v.phase in (TURN, HEAL):
                self._submit(Heal(target, sel[0]), at)
            elif sel:
                self.refuse(translate("StormaTable", "Heal with one card at a time."), at)

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

    # ------------------------------------------------------------------ drags
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
        self._estimate = ""
        if f"act{1 - me}" in lit and not self.retreating:
            low, high = attack_range(ids)
            self._estimate = translate("StormaTable", "Attack: {damage} damage").format(
                damage=span(low, high))
        # cards that can do nothing but attack: the estimate at once; cards that could also
        # heal or be exchanged: only while they are over the target (``_drag_over``)
        self._estimate_always = lit == {f"act{1 - me}"}
        if self._estimate and self._estimate_always:
            self._show_estimate()

    def _drag_over(self, zone: str, over: bool) -> None:
        """The dragged cards came over a zone or left it (``TableScene.dragOver``)."""
        me = self.session.viewer
        if me is None or zone != f"act{1 - me}" or not self._estimate:
            return
        if over:
            self._show_estimate()
        elif not self._estimate_always:
            self.clear_estimate()

    def _show_estimate(self) -> None:
        self._estimate_shown = True
        self.inform(self._estimate)

    def clear_estimate(self) -> None:
        """The drag's attack estimate leaves the info line (the drag ended, a move was made,
        the turn passed, the game is over); nothing happens when none is shown."""
        self._estimate = ""
        if self._estimate_shown:
            self._estimate_shown = False
            self.inform("")

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        self.clear_estimate()  # first: a refusal below is the line's last word
        s = self.session
        me = s.viewer
        if drop.kind is not DropKind.TARGET or me is None or not s.human_to_act():
            self.refresh()  # snap back
            return
        at = items[0].centre_scene() if items else None  # where the cards landed
        v = self.view_state()
        ids = [cd.parse_card(c.card_id) for c in items if c.card_id is not None]
        target = self._zone_target(drop.zone or "", me)
        from_hand = bool(items) and items[0].zone_name == f"hand{me}"
        phase = v.phase
        if phase in (SETUP_ACTIVE, REFILL) or self.retreating:
            if target == "active" and len(ids) == 1:
                if self.choose_active(ids[0], at):
                    return
            elif target is not None:
                self.refuse(translate("StormaTable",
                                      "Drop the new Active card on your Active slot."), at)
        elif phase == TURN and not from_hand:
            if target == "infirmary":
                self.start_retreat(at)
                return
            self.refuse(translate("StormaTable",
                                  "Your Active card can only retreat to the Infirmary."), at)
        elif target == "opp_active" and phase == TURN:
            if self.attack(ids, at):
                return
        elif target == "discard" and phase == TURN:
            if self.exchange(ids, at):
                return
        elif target in ("active", "infirmary") and phase in (TURN, HEAL):
            if len(ids) != 1:
                self.refuse(translate("StormaTable", "Heal with one card at a time."), at)
            elif self._submit(Heal(target, ids[0]), at):
                return
        elif target is not None:
            self.refuse(translate("StormaTable", "Cards cannot go there now."), at)
        self.refresh()

    # ------------------------------------------------------------------ keys
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
                self.refuse(translate("StormaTable", "Select one healing card first."))
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
