"""Riftforce gestures and keys → engine actions: ``RiftforceMoves``, the table's ``moves``.

Why apart: what a drag, a click or a key *means* (a Play, an activation, an answer to the
engine's ``state.pending`` question) is independent of how the table is painted, so it lives
apart from the scene building and the event animations of ``table.py``.  The table owns one
``RiftforceMoves`` and hands it a narrow view of itself (``RiftforceHost``): the choice under
way that the table paints (``selection``, ``arming``, the keyboard focus), its controls, and
submitting, refusing and asking.  The moves ask the engine about legality on a clone before
submitting.  Every refusal goes through ``table.refuse(reason, at)``
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
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
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
    from ui.session import Session
    from ui.table.callout import CalloutAction
    from ui.table.gestures import GestureAnswers
    from ui.table.plates import ButtonItem
    from ui.table.scene import TableScene, TableView

translate = QCoreApplication.translate


class RiftforceHost(Protocol):
    """What the gestures need of the table: its scene, view and controls, the choice under
    way (``selection``, ``arming``, the keyboard focus) and the one way to submit, refuse or
    ask."""

    session: Session
    game: Any
    scene: TableScene
    view: TableView
    guild_button: ButtonItem
    number_button: ButtonItem
    cancel_button: ButtonItem
    end_button: ButtonItem
    check_button: ButtonItem
    check_note: NoteItem
    rifts: list[RiftZone]
    lines: dict[tuple[int, int], LineZone]
    #: hand cards selected for a Play, in the order they were selected
    selection: list[int]
    #: a hand card dropped on the discard pile whose mode (guild/number) is still open
    arming: int | None
    focus_index: int
    choice_index: int
    #: the table's answers to gestures (``unusable`` names why a card cannot be used)
    gestures: GestureAnswers

    def refresh(self, animate: bool = True) -> None: ...

    def refuse(self, reason: str, at: QPointF | None = None,
               action: CalloutAction | None = None,
               avoid: Sequence[QRectF] | None = None, brief: bool = False) -> None: ...

    def ask(self, question: str, at: QPointF | None = None) -> None: ...

    def _submit(self, action: Any, at: QPointF | None = None) -> bool: ...

    def own_hand_items(self) -> list[CardItem]: ...

    def choice_items(self) -> list[CardItem]: ...

    def _apply_focus(self) -> None: ...


class RiftforceMoves:
    """The gesture/key handlers of ``RiftforceTable``; the table owns one as ``moves``."""

    def __init__(self, table: RiftforceHost) -> None:
        self.table = table
        #: the card whose last click submitted an action: the double-click that click began
        #: must not act a second time
        self._click_acted: str | None = None

    def connect(self) -> None:
        """Route the scene's clicks, the zones' clicks, the buttons and the view's keys here
        (once the table has built them)."""
        t = self.table
        t.scene.cardClicked.connect(self._card_clicked)
        t.view.keyPressed.connect(self._key)
        for zone in t.scene.zones.values():
            zone.clicked.connect(self._zone_clicked)
        for rift in t.rifts:
            rift.click_ready = self._play_click_ready
        for line in t.lines.values():
            line.click_ready = self._play_click_ready
        for b in (t.guild_button, t.number_button, t.cancel_button, t.end_button,
                  t.check_button):
            b.clicked.connect(self._button_clicked)

    def phase_reason(self) -> str | None:
        """The question the engine waits for (choose an elemental, a location…), in the
        words of the table's question panel; in the draft: pick a guild."""
        st: State = self.table.session.view()
        if st.phase == "draft":
            return translate("riftforce", "Pick a guild first: click a summoner or drag it "
                             "to your guilds.")
        if st.pending is None and self.table.arming is None:
            return None
        return question(st.pending, st, self.table.arming)[1]

    # ------------------------------------------------------------------ actions
    def _check(self, actions: Sequence[Any]) -> str | None:
        """The engine's reason if ``actions`` in a row are illegal now (tried on a clone)."""
        st = self.table.game.clone(self.table.session.state)
        try:
            for a in actions:
                self.table.game.apply(st, a)
        except IllegalAction as err:
            return translate_reason(err)
        return None

    def pick(self, guild: str, at: QPointF | None = None) -> bool:
        return self.table._submit(DraftPick(guild), at)

    def play(self, cards: Sequence[int], loc: int, at: QPointF | None = None) -> bool:
        """Place ``cards`` at ``loc`` in this order; two or more there end the Play."""
        if not cards:
            self.table.refuse(translate("riftforce", "Select 1–3 cards sharing a guild or a "
                                  "number first."), at)
            return False
        actions: list[Any] = [PlaceCard(c, loc) for c in cards]
        reason = self._check(actions)
        if reason is None and len(cards) > 3:
            reason = translate("riftforce", "At most 3 cards per Play.")
        if reason is not None:
            self.table.refuse(reason, at)
            self.table.refresh()
            return False
        self.table.selection = []
        for a in actions:
            if not self.table._submit(a, at):
                return False
        st: State = self.table.session.state
        if len(cards) >= 2 and st.pending is not None and st.pending.kind == "play_more":
            self.table._submit(EndPlay(), at)
        return True

    def activate(self, card: int, at: QPointF | None = None) -> bool:
        """Discard ``card``: the mode is taken at once if only one fits, else asked."""
        viewer = self.table.session.viewer
        if viewer is None:
            return False
        st: State = self.table.session.state
        modes = [by for by in ("guild", "number") if matching_elementals(st, viewer, card, by)]
        self.table.selection = []
        if len(modes) == 1:
            return self.table._submit(Activate(card, modes[0]), at)
        if not modes:
            reason = (self._check([Activate(card, "guild")]) or self.phase_reason()
                      or self.table.gestures.unusable())
            self.table.refuse(reason, at)
            self.table.refresh()
            return False
        refused = self._check([Activate(card, modes[0])])
        if refused is not None:  # not now at all (a Play under way): no mode to choose
            self.table.refuse(refused, at)
            self.table.refresh()
            return False
        self.table.arming = card
        self.table.refresh()
        # the card waits on the discard pile for a choice: say which, where the player looks
        self.table.ask(translate("riftforce", "Activate: guild or number?"), at)
        return True

    def choose_mode(self, by: str, then: int | None = None, at: QPointF | None = None) -> bool:
        card = self.table.arming
        if card is None:
            return False
        self.table.arming = None
        if not self.table._submit(Activate(card, by), at):
            return False
        if then is not None:
            return self.table._submit(ActivateElemental(then), at)
        return True

    def end_action(self, at: QPointF | None = None) -> bool:
        st: State = self.table.session.state
        p = st.pending
        if p is not None and p.kind == "play_more":
            return self.table._submit(EndPlay(), at)
        if p is not None and p.kind == "choose_activation" and p.can_stop:
            return self.table._submit(StopActivating(), at)
        return False

    def check_and_draw(self, at: QPointF | None = None) -> bool:
        if not self.table.check_button.enabled:
            self.table.refuse(self.table.check_note.text or translate(
                "riftforce", "Check & Draw is not possible now."), at)
            return False
        return self.table._submit(CheckAndDraw(), at)

    def _button_clicked(self, key: str) -> None:
        # a button reports only its key: its centre stands for the click point
        buttons = {"guild": self.table.guild_button, "number": self.table.number_button,
                   "end": self.table.end_button, "check": self.table.check_button}
        at = buttons[key].sceneBoundingRect().center() if key in buttons else None
        if key == "guild":
            self.choose_mode("guild", at=at)
        elif key == "number":
            self.choose_mode("number", at=at)
        elif key == "cancel":
            self.table.arming = None
            self.table.refresh()
        elif key == "end":
            self.end_action(at)
        elif key == "check":
            self.check_and_draw(at)

    def _play_click_ready(self) -> bool:
        """A click on a location would play the selected hand cards."""
        return bool(self.table.selection) and self.table.session.human_to_act()

    def _board_click(self, card: int | None, loc: int, at: QPointF | None = None) -> None:
        """A click (at scene point ``at``) on a board card (``card``) or an empty spot of a
        location ``loc``."""
        st: State = self.table.session.state
        p = st.pending
        if self.table.arming is not None:
            if card is None:
                return
            arm = self.table.arming
            modes = [by for by, same in (("guild", guild_of(card) == guild_of(arm)),
                                         ("number", number_of(card) == number_of(arm))) if same]
            viewer = self.table.session.viewer
            if viewer is None or st.owner(card) != viewer or not modes:
                self.table.refuse(translate("riftforce", "That elemental shares neither the "
                                      "guild nor the number of the discarded card."), at)
            elif len(modes) == 2:
                self.table.refuse(translate("riftforce", "That elemental shares both guild and "
                                      "number: choose with the buttons."), at)
            else:
                self.choose_mode(modes[0], card, at)
            return
        if p is not None and card is not None and card in p.options and (
                p.kind == "choose_activation"):
            self.table._submit(ActivateElemental(card), at)
        elif p is not None and card is not None and card in p.options and (
                p.kind in CARD_QUESTIONS):
            self.table._submit(ChooseCard(card), at)
        elif p is not None and p.kind in LOCATION_QUESTIONS:
            self.table._submit(ChooseLocation(loc), at)
        elif (p is None or p.kind == "play_more") and self.table.selection:
            self.play(list(self.table.selection), loc, at)
        elif p is not None and card is not None:
            self.table.refuse(translate("riftforce", "Click one of the highlighted choices."), at)

    def _card_clicked(self, item: CardItem, modifiers: object, local: QPointF) -> None:
        before = len(self.table.session.actions)
        self._card_click(item, local)
        self._click_acted = item.key if len(self.table.session.actions) != before else None

    def obvious_action(self, item: CardItem) -> Any | None:
        """The one move a double-click on ``item`` means, or ``None`` when there are several
        (or none): a hand card that fits exactly one location of the Play under way, a
        highlighted elemental (the choice is the card itself), your draw pile when Check &
        Draw is allowed.  A double-click whose first click already acted does nothing more."""
        s = self.table.session
        acted, self._click_acted = self._click_acted, None
        st: State = s.state
        viewer = s.viewer
        if (acted == item.key or viewer is None or st.phase != "play"
                or self.table.arming is not None):
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
        s = self.table.session
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
            if card in self.table.selection:
                self.table.selection.remove(card)
            else:
                self.table.selection.append(card)
            item.set_selected(card in self.table.selection)
            items = self.table.own_hand_items()
            if item in items:
                self.table.focus_index = items.index(item)
            self.table._apply_focus()
            return
        if zone.startswith("line"):
            self._board_click(card, int(zone.split("_")[1]), at)

    def _zone_clicked(self, name: str) -> None:
        s = self.table.session
        if not s.human_to_act():
            return
        # a zone reports only its name: its centre stands for the click point
        at = self.table.scene.zone(name).rect.center()
        if name.startswith("rift"):
            self._board_click(None, int(name[4:]), at)
        elif name.startswith("line"):
            self._board_click(None, int(name.split("_")[1]), at)
        elif name == f"discard{s.viewer}" and self.table.selection:
            self.activate(self.table.selection[0], at)

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        s = self.table.session
        zone = drop.zone or ""
        if drop.kind is not DropKind.TARGET or not s.human_to_act():
            self.table.refresh()
            return
        # the dragged card has not snapped back yet: its centre is where it was dropped
        at = items[0].centre_scene() if items else None
        if items and items[0].zone_name == "pool":
            if zone == f"summ{s.viewer}" and items[0].card_id is not None:
                self.pick(items[0].card_id, at)
            else:
                self.table.refuse(translate("riftforce", "Drop the summoner on your guilds, or "
                                      "click it."), at)
                self.table.refresh()
            return
        cards = [int(c.card_id) for c in items if c.card_id is not None and c.card_id.isdigit()]
        # keep the selection order (the dragged card first if it was not selected)
        ordered = [c for c in self.table.selection if c in cards]
        cards = ordered + [c for c in cards if c not in ordered]
        if zone.startswith("line") or zone.startswith("rift"):
            loc = int(zone.split("_")[1]) if zone.startswith("line") else int(zone[4:])
            if zone.startswith("line") and int(zone[4:].split("_")[0]) != s.viewer:
                self.table.refuse(translate("riftforce", "Play cards on your own side of the "
                                      "Rift."), at)
                self.table.refresh()
                return
            self.play(cards, loc, at)
        elif zone == f"discard{s.viewer}":
            if len(cards) != 1:
                self.table.refuse(translate("riftforce", "Discard exactly one card to "
                                      "activate."), at)
                self.table.refresh()
                return
            self.activate(cards[0], at)
        else:
            self.table.refuse(translate("riftforce", "Drop cards on a location of your side, "
                                  "or one card on your discard pile."), at)
            self.table.refresh()

    def _key(self, event: QKeyEvent) -> None:
        s = self.table.session
        if s.pending_handover is not None or not s.human_to_act():
            return
        st: State = s.state
        if st.phase == "draft":
            if self._draft_key(event.key()):
                event.accept()
            return
        choices = self.table.choice_items()
        if choices and self._choice_key(event, choices):
            return
        if not self._board_key(event.key(), st):
            return
        event.accept()
        self.table._apply_focus()

    def _draft_key(self, key: int) -> bool:
        """1–9 and 0 pick the pool's guilds from left to right."""
        digits = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5,
                  Qt.Key.Key_6, Qt.Key.Key_7, Qt.Key.Key_8, Qt.Key.Key_9, Qt.Key.Key_0]
        if key not in digits:
            return False
        i = digits.index(Qt.Key(key))
        pool = sorted(self._pool_items(), key=lambda c: c.home.x())
        guild = pool[i].card_id if i < len(pool) else None
        if guild is not None:
            self.pick(guild)
        return True

    def _board_key(self, key: int, st: State) -> bool:
        """A key of the play (no highlighted elemental to choose): ``False`` when it means
        nothing now."""
        t = self.table
        items = t.own_hand_items()
        focused = items[min(t.focus_index, len(items) - 1)] if items else None
        focused_card = (int(focused.card_id) if focused is not None and focused.card_id
                        and focused.card_id.isdigit() else None)
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            loc = key - Qt.Key.Key_1
            p = st.pending
            if p is not None and p.kind in LOCATION_QUESTIONS:
                t._submit(ChooseLocation(loc))
            else:
                self.play(list(t.selection) or ([focused_card] if focused_card is not None
                                                else []), loc)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = -1 if key == Qt.Key.Key_Left else 1
            t.focus_index = (t.focus_index + step) % len(items)
        elif key == Qt.Key.Key_Space and focused is not None and focused_card is not None:
            if focused.selectable:
                if focused_card in t.selection:
                    t.selection.remove(focused_card)
                else:
                    t.selection.append(focused_card)
                focused.set_selected(focused_card in t.selection)
        else:
            return self._letter_key(key, st, focused_card)
        return True

    def _letter_key(self, key: int, st: State, focused_card: int | None) -> bool:
        """A, G, N, C, Enter/E and Esc; ``False`` for any other key or a letter whose move
        the position does not have."""
        t = self.table
        if key == Qt.Key.Key_A and st.pending is None:
            card = t.selection[0] if t.selection else focused_card
            if card is not None:
                self.activate(card)
        elif key in (Qt.Key.Key_G, Qt.Key.Key_N) and t.arming is not None:
            self.choose_mode("guild" if key == Qt.Key.Key_G else "number")
        elif key == Qt.Key.Key_C:
            self.check_and_draw()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_E):
            self.end_action()
        elif key == Qt.Key.Key_Escape:
            t.selection = []
            t.arming = None
            t.refresh()
        else:
            return False
        return True

    def _choice_key(self, event: QKeyEvent, choices: list[CardItem]) -> bool:
        """←/→ move between the highlighted board cards; Space (or Enter when there is no
        End button) chooses the focused one."""
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self.table.choice_index = (self.table.choice_index + step) % len(choices)
        elif key == Qt.Key.Key_Space or (key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                                         and not self.table.end_button.isVisible()):
            item = choices[min(self.table.choice_index, len(choices) - 1)]
            if item.card_id is None:
                return False
            self.table.choice_index = 0
            self._board_click(int(item.card_id), int(item.zone_name.split("_")[1]))
        else:
            return False
        event.accept()
        self.table._apply_focus()
        return True

    def _pool_items(self) -> list[CardItem]:
        return [c for c in self.table.scene.card_items() if c.zone_name == "pool"]
