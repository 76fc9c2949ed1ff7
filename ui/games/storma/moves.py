"""Storma slottet! gestures and keys → engine actions: ``StormaMoves``, the table's ``moves``.

Why apart: what a drag, a click or a key *means* (an attack, a heal, a retreat, the choice
of an Active card) is independent of how the table is painted, so it lives apart from the
scene building, the painting and the event animations of ``table.py``.  The table owns one
``StormaMoves`` and hands it a narrow view of itself (``StormaHost``: the scene, the buttons,
the selection marks of the hand, submitting and refusing).  It keeps what gestures remember
between them (``retreating``, the drag's attack estimate) and asks the engine's checks
(``specs``) which drops make sense.  Every refusal goes through
``table.refuse(reason, at)`` with the scene point of the drop or click when there is one (the
dropped card's centre, the clicked point of a card, the centre of a clicked zone or button;
keys have none); the attack estimate while dragging is information (``table.inform``),
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

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
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
from engine.storma.state import HEAL, HOUSE, REFILL, SETUP_ACTIVE, TURN, Phase, StormaState
from ui.games.storma.specs import attack_problem, attack_range, exchange_problem, heal_ok
from ui.games.storma.text import span
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind

if TYPE_CHECKING:
    from ui.games.storma.items import RemovalPicker
    from ui.session import Session
    from ui.table.callout import CalloutAction
    from ui.table.plates import ButtonItem
    from ui.table.scene import TableScene

translate = QCoreApplication.translate

#: the action buttons (in the order the table builds them) and the key each one shows
ACTION_KEYS = {"attack": "A", "exchange": "E", "retreat": "R", "heal_active": "H",
               "heal_inf": "S", "end_heal": "X", "confirm": "↵", "pass": "P"}


class StormaHost(Protocol):
    """What the gestures need of the table: its scene and controls, the view, the selection
    marks of the hand and the one way to submit or refuse a move."""

    session: Session
    scene: TableScene
    picker: RemovalPicker
    buttons: dict[str, ButtonItem]
    house_buttons: list[ButtonItem]
    focus_index: int

    def view_state(self) -> StormaState: ...

    def refresh(self, animate: bool = True) -> None: ...

    def refuse(self, reason: str, at: QPointF | None = None,
               action: CalloutAction | None = None,
               avoid: Sequence[QRectF] | None = None, brief: bool = False) -> None: ...

    def inform(self, text: str) -> None: ...

    def _submit(self, action: Any, at: QPointF | None = None) -> bool: ...

    def own_hand_items(self) -> list[CardItem]: ...

    def selected_ids(self) -> list[int]: ...

    def item_for(self, c: int) -> CardItem | None: ...

    def after_selection(self) -> None: ...


class StormaMoves:
    """The gesture/key handlers of ``StormaTable`` and what they remember between gestures
    (a retreat under way, the drag's attack estimate); the table owns one as ``moves``."""

    def __init__(self, table: StormaHost) -> None:
        """No retreat under way."""
        self.table = table
        self.retreating = False
        #: the attack estimate of the cards being dragged ("" = the drag is no attack) and
        #: whether it shows whatever the pointer is over (the cards can only attack)
        self._estimate = ""
        self._estimate_always = False
        self._estimate_shown = False

    # ------------------------------------------------------------------ selection
    def confirm_candidate(self, v: StormaState, me: int) -> int | None:
        sel = [c for c in self.table.selected_ids() if cd.is_face(c)]
        if len(sel) == 1:
            return sel[0]
        inf = v.infirmary[me]
        if v.phase == REFILL and inf is not None:
            item = self.table.item_for(inf.card)
            if item is not None and item.selected:
                return inf.card
        return None

    # ------------------------------------------------------------------ actions
    def _house_clicked(self, key: str) -> None:
        self.table._submit(ChooseHouse(int(key)),
                     self.table.house_buttons[int(key)].sceneBoundingRect().center())

    def _button_clicked(self, key: str) -> None:
        s = self.table.session
        if not s.human_to_act() or s.viewer is None:
            return
        me = s.viewer
        sel = self.table.selected_ids()
        at = self.table.buttons[key].sceneBoundingRect().center()
        if key in ("heal_active", "heal_inf"):
            if len(sel) == 1:
                where = "active" if key == "heal_active" else "infirmary"
                self.table._submit(Heal(where, sel[0]), at)
        elif key == "pass" and self.retreating:  # "Cancel retreat"
            self.retreating = False
            self.table.refresh()
        elif key == "confirm":
            target = self.confirm_candidate(self.table.view_state(), me)
            if target is not None:
                self.choose_active(target, at)
        else:
            moves: dict[str, Callable[[], object]] = {
                "attack": lambda: self.attack(sel, at),
                "exchange": lambda: self.exchange(sel, at),
                "retreat": lambda: self.start_retreat(at),
                "end_heal": lambda: self.table._submit(EndHeal(), at),
                "pass": lambda: self.table._submit(Pass(), at),
            }
            move = moves.get(key)
            if move is not None:
                move()

    def attack(self, cards: Sequence[int], at: QPointF | None = None) -> bool:
        if not cards:
            self.table.refuse(translate("StormaTable", "Select the cards to attack with first."),
                              at)
            return False
        return self.table._submit(Attack(tuple(sorted(cards))), at)

    def exchange(self, cards: Sequence[int], at: QPointF | None = None) -> bool:
        if not cards:
            self.table.refuse(translate("StormaTable", "Select the cards to exchange first."), at)
            return False
        return self.table._submit(Exchange(tuple(sorted(cards))), at)

    def start_retreat(self, at: QPointF | None = None) -> None:
        v = self.table.view_state()
        me = self.table.session.viewer
        if me is None or v.phase != TURN:
            return
        if v.infirmary[me] is not None:
            self.table.refuse(translate("StormaTable",
                                  "The Infirmary is occupied; retreat needs it empty."), at)
            return
        sel = [c for c in self.table.selected_ids() if cd.is_face(c)]
        if len(sel) == 1 and len(self.table.selected_ids()) == 1:
            self.table._submit(Retreat(sel[0]), at)
            return
        self.retreating = True
        self.table.scene.clear_selection_marks()
        self.table.refresh()

    def choose_active(self, c: int, at: QPointF | None = None) -> bool:
        """The face card (or Infirmary card) for the Active slot in the current decision."""
        v = self.table.view_state()
        if v.phase == SETUP_ACTIVE:
            return self.table._submit(ChooseActive(c), at)
        if v.phase == REFILL:
            return self.table._submit(FillActive(c), at)
        if v.phase == TURN and self.retreating:
            return self.table._submit(Retreat(c), at)
        return False

    def _picker_confirmed(self, entries: tuple[int, ...]) -> None:
        self.table._submit(RemoveDamage(tuple(entries)))  # a click or Enter: no point to show

    # ------------------------------------------------------------------ double-click
    def obvious_action(self, item: CardItem) -> Any | None:
        """The move a double-click on ``item`` makes: the one legal move of that card alone
        (asked of the engine's check), or None where it has several or none.

        A card's own moves are the actions naming it alone: the Active card at set-up or
        after a fall (the Infirmary card too), the new Active card of a retreat under way,
        an attack, an exchange or a heal with it alone.  A retreat is no card's obvious move
        unless one is under way (it sends the Active card away).  With other cards selected
        the player is building a bigger move: nothing."""
        me = self.table.session.viewer
        if me is None or item.card_id is None or item.zone_name not in (f"hand{me}",
                                                                          f"inf{me}"):
            return None
        card = cd.parse_card(item.card_id)
        if any(c != card for c in self.table.selected_ids()):
            return None
        v = self.table.view_state()
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
    def phase_reason(self) -> str | None:
        """What a phase without moves of hand cards wants instead."""
        v = self.table.view_state()
        if v.phase == HOUSE:
            return translate("StormaTable", "Choose your royal house first.")
        if v.phase == HEAL and v.heal is not None and v.heal.pending is not None:
            return translate("StormaTable", "Choose the damage to remove first, then confirm.")
        return None

    # ------------------------------------------------------------------ clicks
    def _card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        s = self.table.session
        if not s.human_to_act() or s.viewer is None:
            return
        me = s.viewer
        phase = s.state.phase
        at = item.mapToScene(local)
        if item.zone_name == f"inf{me}" and phase == REFILL:
            self.table.scene.clear_selection_marks()
            item.set_selected(True)
            self.table.refresh()
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
            self.table.scene.clear_selection_marks()
            item.set_selected(not was)
        else:
            item.set_selected(not item.selected)
        items = self.table.own_hand_items()
        if item in items:
            self.table.focus_index = items.index(item)
        self.table.after_selection()

    def _zone_clicked(self, name: str, at: QPointF | None = None) -> None:
        """Click equivalents of the drops: the selection goes to the clicked zone.

        A click on the zone itself carries no point (the signal has only the name): a
        refusal then points at the zone's centre."""
        s = self.table.session
        if not s.human_to_act() or s.viewer is None:
            return
        if at is None:
            at = self.table.scene.zone(name).rect.center()
        me = s.viewer
        sel = self.table.selected_ids()
        v = self.table.view_state()
        target = self._zone_target(name, me)
        if target == "opp_active" and v.phase == TURN and not self.retreating:
            self.attack(sel, at)
        elif target == "discard" and v.phase == TURN and not self.retreating:
            self.exchange(sel, at)
        elif target in ("active", "infirmary"):
            self._own_slot_clicked(target, v, me, sel, at)

    def _own_slot_clicked(self, target: str, v: StormaState, me: int, sel: list[int],
                          at: QPointF) -> None:
        """A click on one's own Active (``target`` "active") or Infirmary slot: the new
        Active card, a retreat to the empty Infirmary, or a heal with the selected card."""
        if v.phase in (SETUP_ACTIVE, REFILL) or self.retreating:
            if target == "active":
                cand = self.confirm_candidate(v, me)
                if cand is not None:
                    self.choose_active(cand, at)
            return
        if v.phase == TURN and target == "infirmary" and v.infirmary[me] is None:
            self.start_retreat(at)
            return
        if len(sel) == 1 and v.phase in (TURN, HEAL):
            self.table._submit(Heal(target, sel[0]), at)
        elif sel:
            self.table.refuse(translate("StormaTable", "Heal with one card at a time."), at)

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
        s = self.table.session
        me = s.viewer
        if me is None:
            return
        v = self.table.view_state()
        ids = [cd.parse_card(c.card_id) for c in items if c.card_id is not None]
        from_hand = bool(items) and items[0].zone_name == f"hand{me}"
        lit = self._lit_zones(v, me, ids, from_hand)
        for z in self.table.scene.zones.values():
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

    def _lit_zones(self, v: StormaState, me: int, ids: list[int], from_hand: bool) -> set[str]:
        """The zones that can take the dragged cards ``ids`` (from the hand, or the Active
        card itself)."""
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
                lit.update(zone for where, zone in (("active", f"act{me}"),
                                                    ("infirmary", f"inf{me}"))
                           if heal_ok(v, me, where, ids[0]))
        elif (v.phase == HEAL and v.heal is not None and len(ids) == 1
              and heal_ok(v, me, v.heal.target, ids[0])):
            lit.add(f"act{me}" if v.heal.target == "active" else f"inf{me}")
        return lit

    def _drag_over(self, zone: str, over: bool) -> None:
        """The dragged cards came over a zone or left it (``TableScene.dragOver``)."""
        me = self.table.session.viewer
        if me is None or zone != f"act{1 - me}" or not self._estimate:
            return
        if over:
            self._show_estimate()
        elif not self._estimate_always:
            self.clear_estimate()

    def _show_estimate(self) -> None:
        self._estimate_shown = True
        self.table.inform(self._estimate)

    def clear_estimate(self) -> None:
        """The drag's attack estimate leaves the info line (the drag ended, a move was made,
        the turn passed, the game is over); nothing happens when none is shown."""
        self._estimate = ""
        if self._estimate_shown:
            self._estimate_shown = False
            self.table.inform("")

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        self.clear_estimate()  # first: a refusal below is the line's last word
        s = self.table.session
        me = s.viewer
        if drop.kind is not DropKind.TARGET or me is None or not s.human_to_act():
            self.table.refresh()  # snap back
            return
        at = items[0].centre_scene() if items else None  # where the cards landed
        v = self.table.view_state()
        ids = [cd.parse_card(c.card_id) for c in items if c.card_id is not None]
        target = self._zone_target(drop.zone or "", me)
        from_hand = bool(items) and items[0].zone_name == f"hand{me}"
        if not self._dropped(target, ids, from_hand, v.phase, at):
            self.table.refresh()

    def _dropped(self, target: str | None, ids: list[int], from_hand: bool, phase: Phase,
                 at: QPointF | None) -> bool:
        """Play the cards ``ids`` dropped on ``target`` (``from_hand``, or the Active card
        itself): ``True`` when that made a move, else the reason is shown."""
        if phase in (SETUP_ACTIVE, REFILL) or self.retreating:
            if target == "active" and len(ids) == 1:
                return self.choose_active(ids[0], at)
            if target is not None:
                self.table.refuse(translate("StormaTable",
                                            "Drop the new Active card on your Active slot."), at)
        elif phase == TURN and not from_hand:
            return self._active_card_dropped(target, at)
        elif target == "opp_active" and phase == TURN:
            return self.attack(ids, at)
        elif target == "discard" and phase == TURN:
            return self.exchange(ids, at)
        elif target in ("active", "infirmary") and phase in (TURN, HEAL):
            if len(ids) == 1:
                return self.table._submit(Heal(target, ids[0]), at)
            self.table.refuse(translate("StormaTable", "Heal with one card at a time."), at)
        elif target is not None:
            self.table.refuse(translate("StormaTable", "Cards cannot go there now."), at)
        return False

    def _active_card_dropped(self, target: str | None, at: QPointF | None) -> bool:
        """One's own Active card dropped on ``target``: a retreat to the Infirmary."""
        if target == "infirmary":
            self.start_retreat(at)
            return True
        self.table.refuse(translate("StormaTable",
                                    "Your Active card can only retreat to the Infirmary."), at)
        return False

    # ------------------------------------------------------------------ keys
    def _key(self, event: QKeyEvent) -> None:
        s = self.table.session
        if s.pending_handover is not None or not s.human_to_act() or s.viewer is None:
            return
        if not self._key_used(event.key(), s.viewer):
            return
        event.accept()
        self.table.after_selection()

    def _key_used(self, key: int, me: int) -> bool:
        """Act on ``key`` for seat ``me``: ``False`` when it means nothing now."""
        v = self.table.view_state()
        items = self.table.own_hand_items()
        digit = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 else None
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        picker = self.table.picker
        if picker.isVisible() and digit is not None:
            picker.toggle(digit)
        elif picker.isVisible() and enter:
            picker.confirm()
        elif v.phase == HOUSE and digit is not None and digit < 4:
            self.table._submit(ChooseHouse(digit))
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.table.focus_index = (self.table.focus_index + step) % len(items)
        elif key == Qt.Key.Key_Space and items:
            item = items[min(self.table.focus_index, len(items) - 1)]
            if item.selectable:
                self._card_clicked(item, Qt.KeyboardModifier.NoModifier, QPointF())
        elif enter:
            self._enter(v, me, items)
        else:
            return self._letter_key(key, v, me)
        return True

    def _enter(self, v: StormaState, me: int, items: list[CardItem]) -> None:
        """Enter: the new Active card (the selected or focused face card), else attack."""
        sel = self.table.selected_ids()
        choosing = v.phase in (SETUP_ACTIVE, REFILL) or self.retreating
        if not sel and items and choosing:
            focused = items[min(self.table.focus_index, len(items) - 1)]
            if focused.card_id is not None:
                sel = [cd.parse_card(focused.card_id)]
        if choosing:
            cand = self.confirm_candidate(v, me)
            if cand is None and len(sel) == 1:
                cand = sel[0]
            if cand is not None:
                self.choose_active(cand)
        elif v.phase == TURN:
            self.attack(sel)

    def _letter_key(self, key: int, v: StormaState, me: int) -> bool:
        """The moves' letters (A, E, H, S, R, X, P) and Esc; ``False`` for any other key or a
        letter whose move the phase does not have."""
        phase = v.phase
        inf = v.infirmary[me]
        if key == Qt.Key.Key_A and phase == TURN:
            self.attack(self.table.selected_ids())
        elif key == Qt.Key.Key_E and phase == TURN:
            self.exchange(self.table.selected_ids())
        elif key == Qt.Key.Key_S and phase == REFILL and inf is not None:
            self.choose_active(inf.card)
        elif key in (Qt.Key.Key_H, Qt.Key.Key_S) and phase in (TURN, HEAL):
            self._heal_key("active" if key == Qt.Key.Key_H else "infirmary")
        elif key == Qt.Key.Key_R and phase == TURN:
            self.start_retreat()
        elif key == Qt.Key.Key_X and phase == HEAL:
            self.table._submit(EndHeal())
        elif key == Qt.Key.Key_P and phase == TURN:
            self.table._submit(Pass())
        elif key == Qt.Key.Key_Escape:
            self.table.scene.clear_selection_marks()
            if self.retreating:
                self.retreating = False
                self.table.refresh()
        else:
            return False
        return True

    def _heal_key(self, where: str) -> None:
        sel = self.table.selected_ids()
        if len(sel) == 1:
            self.table._submit(Heal(where, sel[0]))
        else:
            self.table.refuse(translate("StormaTable", "Select one healing card first."))
