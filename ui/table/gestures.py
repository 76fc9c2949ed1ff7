"""Every gesture on the felt answered: the ``GestureAnswers`` mixin of ``FeltTable``.

Why: a drop or a click that does nothing and says nothing leaves the player guessing (a card
snaps back, a click is lost).  Each table handles the gestures that mean something; what it
leaves unanswered is caught here, once for every table, and answered with the phase's reason or
the zone's rule.  The view reports each press and each handled release (``TableView.pressed``,
``released``); a gesture that made no move, showed no reason and (a click) changed no choice
gets one.  Every drop first goes through the phase: when no legal action uses a card of the
hand, the phase wants something else (a property named, a question answered) and says so,
whatever zone the card landed on.

A table declares its part: ``engine_card`` and ``CARD_FIELDS`` (how its actions name cards),
``handle_drop`` (its own drop handling), ``phase_reason``/``card_action`` (what the phase
wants), ``zone_owner`` (whose side a zone is), ``choice_state`` (what a click may change
without a move) and ``item_click_refusal`` (items that are no card or zone).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from engine.core import IllegalAction
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind
from ui.table.plates import ButtonItem
from ui.table.zones import Layout, Zone

if TYPE_CHECKING:
    from ui.session import Session
    from ui.table.callout import CalloutAction
    from ui.table.hint_marks import HintMarks
    from ui.table.scene import TableScene

translate = QCoreApplication.translate


def waiting_line(s: Session) -> str | None:
    """The status line while the person at the screen has nothing to do — the screen is to be
    passed on, a computer thinks, another seat is to move — else ``None`` (their turn, or the
    game is over).  Every table's status line starts here."""
    translate = QCoreApplication.translate
    if s.is_over():
        return None
    if s.pending_handover is not None:
        return translate("FeltTable", "Pass the screen to {name}.").format(
            name=s.name(s.pending_handover))
    seat = s.current_player()
    if seat is None:
        return ""
    if s.thinking_seat is not None:
        return translate("FeltTable", "{name} is thinking…").format(name=s.name(s.thinking_seat))
    if not s.human_to_act():
        return translate("FeltTable", "Waiting for {name}.").format(name=s.name(seat))
    return None


@dataclass
class Gesture:
    """One press-to-release of the mouse on the felt, followed until it is answered.

    ``marks`` are what an answer changes (``FeltTable._marks``), taken at the press; a drop
    during the gesture is noted in ``drop`` (the cards and where they landed)."""

    point: QPointF
    item: QGraphicsItem | None
    marks: tuple[tuple[int, int], object]
    #: the second press of a double-click whose first click made a move: nothing to answer
    follows_move: bool = False
    drop: tuple[list[CardItem], Drop, QPointF | None] | None = None


class GestureAnswers:
    """The answering half of ``FeltTable`` (no Qt base here: the table brings it)."""

    if TYPE_CHECKING:
        # the table's parts and methods the answers use (``FeltTable``)
        session: Session
        game: Any
        scene: TableScene
        hint_marks: HintMarks
        answers: int
        _gesture: Gesture | None
        _acted_on: QGraphicsItem | None

        def refuse(self, reason: str, at: QPointF | None = None,
                   action: CalloutAction | None = None,
                   avoid: Sequence[QRectF] | None = None, brief: bool = False) -> None: ...

        def refresh(self) -> None: ...

        def own_hand_items(self) -> list[CardItem]: ...

        def reason_text(self, err: IllegalAction) -> str: ...

        def obvious_action(self, item: CardItem) -> Any | None: ...

        def _submit(self, action: Any, at: QPointF | None = None) -> bool: ...

    def _double_clicked(self, item: CardItem) -> None:
        """The card's one obvious move; where there is none, a brief word why (several
        moves: drag the card; none: the reason).  A double-click whose first click already
        moved stays quiet (not your turn any more: the release says so if need be)."""
        if not self.session.human_to_act() or self.scene.dragging:
            return
        acted = self._acted_on is item
        action = self.obvious_action(item)
        if action is not None:
            self._submit(action, item.centre_scene())
            return
        if acted:
            return
        at = item.centre_scene()
        moves = self.card_moves(item)
        if moves and item.draggable:
            self.refuse(translate("FeltTable", "Several moves are possible: drag the card."),
                        at, brief=True)
        elif not moves:
            why = self.card_click_refusal(item) or self.unusable()
            self.refuse(translate("FeltTable", "No move with this card now: {reason}").format(
                reason=why), at, brief=True)

    def _in_sight(self) -> list[QRectF]:
        """What a callout had better not cover either when the felt has room: every card in
        view (not those dropped, about to snap back) and every button on the felt."""
        g = self._gesture
        moving = g.drop[0] if g is not None and g.drop is not None else []
        rects = [c.mapRectToScene(c.card_rect()) for c in self.scene.card_items()
                 if c.isVisible() and c not in moving]
        rects += [b.sceneBoundingRect() for b in self.scene.items()
                  if isinstance(b, ButtonItem) and b.isVisible()]
        return rects

    def concerned_rects(self) -> list[QRectF]:
        """Where the cards a refusal is about lie (scene rectangles, at home: a dragged card
        snaps back there): the cards of the gesture under way (dragged or clicked), the
        selected and the focused cards, and the cards of the zone a drop landed on."""
        items: list[CardItem] = [c for c in self.scene.card_items()
                                 if c.isVisible() and (c.selected or c.focused)]
        g = self._gesture
        if g is not None and isinstance(g.item, CardItem):
            items.append(g.item)
        if g is not None and g.drop is not None:
            dropped, drop, _at = g.drop
            items += dropped
            if drop.kind is DropKind.TARGET and drop.zone:
                items += [c for c in self.scene.card_items()
                          if c.zone_name == drop.zone and c.isVisible()]
        rects: list[QRectF] = []
        for item in dict.fromkeys(items):
            if item.scene() is not self.scene:
                continue
            r = item.mapRectToScene(item.card_rect()).translated(item.home - item.pos())
            rects.append(r)
        return rects

    # ------------------------------------------------------------------ what a table declares
    #: the fields of an engine action that hold cards (``card_moves``)
    CARD_FIELDS: ClassVar[tuple[str, ...]] = ("card", "cards")

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        """The game's own handling of ``items`` dropped (tables override): an action, a
        refusal, or nothing (then ``drop_refusal`` answers).  Here: snap back."""
        del items, drop
        self.refresh()

    def phase_reason(self) -> str | None:
        """What the phase wants from the person to act, as the reason a card of the hand
        cannot be used now ("Cards cannot be put out now: a property must be named first.");
        ``None`` when the phase has nothing to say against the cards.

        Asked of the engine: its reason against the usual move of the first hand card
        (``card_action``).  A table whose engine words it only generally ("not possible
        now") overrides this with the question the phase waits for."""
        for item in self.own_hand_items():
            action = self.card_action(item)
            if action is None:
                continue
            state = self.game.clone(self.session.state)
            try:
                self.game.apply(state, action)
            except IllegalAction as err:
                return self.reason_text(err)
            return None
        return None

    def card_action(self, item: CardItem) -> Any | None:
        """The move a card of the hand is usually for (Supertrumf: put out alone), whose
        refusal by the engine says what the phase wants instead (``None``: none)."""
        del item
        return None

    def engine_card(self, item: CardItem) -> object | None:
        """The card of ``item`` as the engine's actions name it (tables whose engine counts
        cards in numbers override)."""
        return item.card_id

    def card_moves(self, item: CardItem) -> list[Any]:
        """The legal actions of the person to act that use ``item``'s card."""
        card = self.engine_card(item)
        if card is None or not self.session.human_to_act():
            return []
        return [a for a in self.session.legal_actions() if card in _cards_of(a, self.CARD_FIELDS)]

    def hand_card_moves(self) -> bool:
        """Whether the phase has any move with a card of the hand (else it wants something
        else first: a property named, a house chosen, a question answered)."""
        hand = {self.engine_card(c) for c in self.own_hand_items()} - {None}
        return any(hand & set(_cards_of(a, self.CARD_FIELDS))
                   for a in self.session.legal_actions())

    def zone_owner(self, name: str) -> int | None:
        """The seat a zone belongs to (``hand1``, ``slot1`` → 1), ``None`` for a shared one
        (tables whose zone names carry other numbers override)."""
        m = re.fullmatch(r"[a-z]+(\d)", name)
        return int(m.group(1)) if m and int(m.group(1)) < len(self.session.seats) else None

    def choice_state(self) -> object:
        """What a click may change without a move (tables add their own choices, e.g. a
        retreat under way): a click that changes it was answered by what it shows."""
        return tuple(sorted(c.key for c in self.scene.selected_cards()))

    def _marks(self) -> tuple[tuple[int, int], object]:
        """(moves and answers, choices): a drop is answered when the first changes, a
        click when either does."""
        return (len(self.session.actions), self.answers), self.choice_state()

    def _dispatch_drop(self, items: list[CardItem], drop: Drop) -> None:
        """Every drop: the phase first (no card of the hand has a move now: say what the
        phase wants, whatever the zone), then the game's ``handle_drop``."""
        at = items[0].centre_scene() if items else None
        if self._gesture is not None:
            self._gesture.drop = (list(items), drop, at)
        s = self.session
        hand = self.own_hand_items()
        if (drop.kind is not DropKind.HOME and s.human_to_act()
                and any(c in hand for c in items) and not self.hand_card_moves()):
            self.refuse(self.phase_reason() or self.unusable(), at)
            self.refresh()
            return
        self.handle_drop(items, drop)

    def _gesture_began(self, point: QPointF, double: bool) -> None:
        self._gesture = Gesture(point, self._item_at(point), self._marks(),
                                double and self._acted_on is not None)

    def _item_at(self, point: QPointF) -> QGraphicsItem | None:
        """The topmost thing a click at ``point`` is on: a card, a zone or another item that
        takes clicks (the callout and the hint frames let clicks through)."""
        for item in self.scene.items(point):
            if (not item.isVisible() or item is self.hint_marks
                    or not item.acceptedMouseButtons() & Qt.MouseButton.LeftButton):
                continue
            if isinstance(item, Zone) and not item.rect.contains(point):
                continue  # its label, below the zone
            return item
        return None

    def _gesture_ended(self, point: QPointF) -> None:
        """The release is handled: a gesture that made no move, showed no reason and (a
        click) changed no choice is answered here."""
        g, self._gesture = self._gesture, None
        if g is None or self.session.watch_only:  # a replay: clicks look, nobody moves
            return
        moved, choices = self._marks()
        self._acted_on = g.item if moved[0] != g.marks[0][0] else None
        if (moved != g.marks[0] or (g.drop is None and choices != g.marks[1])
                or g.follows_move):
            return
        self._gesture = g  # the refusal avoids this gesture's cards
        try:
            if g.drop is not None:
                items, drop, at = g.drop
                reason = self.drop_refusal(items, drop)
            else:
                at = g.point
                reason = self.click_refusal(g.item)
            if reason:
                self.refuse(reason, at)
        finally:
            self._gesture = None

    @staticmethod
    def unusable() -> str:
        """The last word on a card with no move when the table has no phase sentence."""
        return translate("FeltTable", "This card cannot be used now.")

    def _not_acting_reason(self) -> str | None:
        s = self.session
        if s.is_over():
            return translate("FeltTable", "The game is over.")
        return waiting_line(s) or None

    def drop_refusal(self, items: list[CardItem], drop: Drop) -> str | None:
        """Why a drop the game left unanswered did nothing (``None``: say nothing — the card
        went back where it came from)."""
        if drop.kind is DropKind.HOME or not items:
            return None
        if not self.session.human_to_act():
            return self._not_acting_reason()
        zone = self.scene.zones.get(drop.zone or "")
        if zone is None:
            lit = [z for z in self.scene.zones.values()
                   if z.accepts and z.isVisible() and z.name != items[0].zone_name]
            if lit:
                return translate("FeltTable", "Drop the card on a highlighted place.")
            return self.phase_reason() or translate("FeltTable", "The card cannot go there.")
        return self.zone_refusal(zone, dropped=True)

    def zone_refusal(self, zone: Zone, dropped: bool) -> str:
        """The zone's rule for a card dropped on it (``dropped``) or a click on it that did
        nothing: another seat's place, a pile, or what the phase wants."""
        s = self.session
        owner = self.zone_owner(zone.name)
        if owner is not None and owner != s.viewer:
            return translate("FeltTable", "That is {name}'s side of the table.").format(
                name=s.name(owner))
        if zone.layout is Layout.STACK:
            return (translate("FeltTable", "That pile is not for playing to.") if dropped
                    else translate("FeltTable", "Nothing to do with that pile now."))
        if dropped:
            return translate("FeltTable", "The card cannot go there.")
        return self.phase_reason() or translate("FeltTable", "Nothing to do there now.")

    def click_refusal(self, item: QGraphicsItem | None) -> str | None:
        """Why a click on ``item`` did nothing (``None``: bare felt or a thing that is no
        card or zone — say nothing)."""
        if isinstance(item, CardItem):
            return self.card_click_refusal(item)
        if isinstance(item, Zone):
            if not self.session.human_to_act():
                return self._not_acting_reason()
            return self.zone_refusal(item, dropped=False)
        return self.item_click_refusal(item) if item is not None else None

    def card_click_refusal(self, item: CardItem) -> str | None:
        """Why a click on a card did nothing: not your turn, the phase wants something else,
        another seat's card, a pile — or how the card is used."""
        s = self.session
        if not s.human_to_act():
            return self._not_acting_reason()
        if item in self.own_hand_items():
            if not self.card_moves(item):
                return self.phase_reason() or self.unusable()
            return translate("FeltTable", "Drag the card to where it should go.")
        zone = self.scene.zones.get(item.zone_name)
        if zone is not None:
            return self.zone_refusal(zone, dropped=False)
        return translate("FeltTable", "Nothing to do with that card now.")

    def item_click_refusal(self, item: QGraphicsItem) -> str | None:
        """Why a click on a table item that is neither card nor zone (a pile drawn as an item
        of its own) did nothing; ``None`` for buttons and plates (tables override)."""
        del item
        return None


def _cards_of(action: Any, fields: Sequence[str]) -> list[object]:
    """The cards an engine action names (its ``fields`` holding a card or a tuple of them)."""
    if not dataclasses.is_dataclass(action):
        return []
    out: list[object] = []
    for name in fields:
        value = getattr(action, name, None)
        if isinstance(value, tuple):
            out.extend(value)
        elif value is not None:
            out.append(value)
    return out
