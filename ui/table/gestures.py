"""Every gesture on the felt answered: ``GestureAnswers``, owned by each ``FeltTable``.

Why: a drop or a click that does nothing and says nothing leaves the player guessing (a card
snaps back, a click is lost).  Each table handles the gestures that mean something; what it
leaves unanswered is caught here, once for every table, and answered with the phase's reason or
the zone's rule.  The view reports each press and each handled release (``TableView.pressed``,
``released``); a gesture that made no move, showed no reason and (a click) changed no choice
gets one.  Every drop first goes through the phase: when no legal action uses a card of the
hand, the phase wants something else (a property named, a question answered) and says so,
whatever zone the card landed on.

A table declares its part (``AnsweringTable``, defaults on ``FeltTable``): ``engine_card`` and
``CARD_FIELDS`` (how its actions name cards), ``handle_drop`` (its own drop handling),
``phase_reason``/``card_action`` (what the phase wants), ``zone_owner`` (whose side a zone
is), ``choice_state`` (what a click may change without a move) and ``item_click_refusal``
(items that are no card or zone).  The answers object keeps the gesture under way and the
count of answers shown, and asks the table only through that narrow reference.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from engine.core import IllegalAction, listed
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop, DropKind
from ui.table.plates import ButtonItem
from ui.table.zones import Layout, Zone

if TYPE_CHECKING:
    from ui.table.callout import CalloutAction
    from ui.table.hint_marks import HintMarks
    from ui.table.protocol import TableSession
    from ui.table.scene import TableScene

translate = QCoreApplication.translate


def waiting_line(s: TableSession) -> str | None:
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


def status_prologue(s: TableSession, game_over: str, result: Callable[[], str]) -> str | None:
    """The start of a table's status line: once the game is over, ``game_over`` ("Game over."
    in the table's own words) and the first line of ``result()``; else ``waiting_line``.
    ``None``: the person at the screen is to act, and the table says what to do."""
    if s.is_over():
        return game_over + " " + result().split("\n")[0]
    return waiting_line(s)


@dataclass
class Gesture:
    """One press-to-release of the mouse on the felt, followed until it is answered.

    ``marks`` are what an answer changes (``GestureAnswers.marks``), taken at the press; a drop
    during the gesture is noted in ``drop`` (the cards and where they landed)."""

    point: QPointF
    item: QGraphicsItem | None
    marks: tuple[tuple[int, int], object]
    #: the second press of a double-click whose first click made a move: nothing to answer
    follows_move: bool = False
    drop: tuple[list[CardItem], Drop, QPointF | None] | None = None


class AnsweringTable(Protocol):
    """What ``GestureAnswers`` uses of its table: the session, the scene, the hint marks, the
    way to refuse and to move, and the table's declared part (see the module's docstring)."""

    @property
    def session(self) -> TableSession: ...

    @property
    def scene(self) -> TableScene: ...

    @property
    def hint_marks(self) -> HintMarks: ...

    @property
    def CARD_FIELDS(self) -> tuple[str, ...]: ...

    def refuse(self, reason: str, at: QPointF | None = None,
               action: CalloutAction | None = None,
               avoid: Sequence[QRectF] | None = None, brief: bool = False) -> None: ...

    def refresh(self) -> None: ...

    def own_hand_items(self) -> list[CardItem]: ...

    def reason_text(self, err: IllegalAction) -> str: ...

    def obvious_action(self, item: CardItem) -> Any | None: ...

    def _submit(self, action: Any, at: QPointF | None = None) -> bool: ...

    def handle_drop(self, items: list[CardItem], drop: Drop) -> None: ...

    def phase_reason(self) -> str | None: ...

    def card_action(self, item: CardItem) -> Any | None: ...

    def engine_card(self, item: CardItem) -> object | None: ...

    def zone_owner(self, name: str) -> int | None: ...

    def choice_state(self) -> object: ...

    def item_click_refusal(self, item: QGraphicsItem) -> str | None: ...


class GestureAnswers:
    """The answering half of a ``FeltTable``: follows each gesture and answers what the
    table's own handlers left unanswered."""

    def __init__(self, table: AnsweringTable) -> None:
        self.table = table
        #: how many refusals and questions were shown: a gesture that raised none and made no
        #: move was not answered yet (``gesture_ended``)
        self.answers = 0
        self.gesture: Gesture | None = None
        #: the card a click just moved with: the double-click that click began stays quiet
        self.acted_on: QGraphicsItem | None = None

    def double_clicked(self, item: CardItem) -> None:
        """The card's one obvious move; where there is none, a brief word why (several
        moves: drag the card; none: the reason).  A double-click whose first click already
        moved stays quiet (not your turn any more: the release says so if need be)."""
        t = self.table
        if not t.session.human_to_act() or t.scene.dragging:
            return
        acted = self.acted_on is item
        action = t.obvious_action(item)
        if action is not None:
            t._submit(action, item.centre_scene())
            return
        if acted:
            return
        at = item.centre_scene()
        moves = self.card_moves(item)
        if moves and item.draggable:
            t.refuse(translate("FeltTable", "Several moves are possible: drag the card."),
                     at, brief=True)
        elif not moves:
            why = self.card_click_refusal(item) or self.unusable()
            t.refuse(translate("FeltTable", "No move with this card now: {reason}").format(
                reason=why), at, brief=True)

    def in_sight(self) -> list[QRectF]:
        """What a callout had better not cover either when the felt has room: every card in
        view (not those dropped, about to snap back) and every button on the felt."""
        g = self.gesture
        scene = self.table.scene
        moving = g.drop[0] if g is not None and g.drop is not None else []
        rects = [c.mapRectToScene(c.card_rect()) for c in scene.card_items()
                 if c.isVisible() and c not in moving]
        rects += [b.sceneBoundingRect() for b in scene.items()
                  if isinstance(b, ButtonItem) and b.isVisible()]
        return rects

    def concerned_rects(self) -> list[QRectF]:
        """Where the cards a refusal is about lie (scene rectangles, at home: a dragged card
        snaps back there): the cards of the gesture under way (dragged or clicked), the
        selected and the focused cards, and the cards of the zone a drop landed on."""
        scene = self.table.scene
        items: list[CardItem] = [c for c in scene.card_items()
                                 if c.isVisible() and (c.selected or c.focused)]
        g = self.gesture
        if g is not None and isinstance(g.item, CardItem):
            items.append(g.item)
        if g is not None and g.drop is not None:
            dropped, drop, _at = g.drop
            items += dropped
            if drop.kind is DropKind.TARGET and drop.zone:
                items += [c for c in scene.card_items()
                          if c.zone_name == drop.zone and c.isVisible()]
        rects: list[QRectF] = []
        for item in dict.fromkeys(items):
            if item.scene() is not scene:
                continue
            r = item.mapRectToScene(item.card_rect()).translated(item.home - item.pos())
            rects.append(r)
        return rects

    # ------------------------------------------------------------------ the phase and the cards
    def engine_phase_reason(self) -> str | None:
        """The engine's reason against the usual move of the first hand card (the table's
        ``card_action``): what the phase wants instead, ``None`` when it has nothing against
        the cards (``FeltTable.phase_reason`` by default)."""
        t = self.table
        for item in t.own_hand_items():
            action = t.card_action(item)
            if action is None:
                continue
            game = t.session.game
            if listed(game, action, t.session.legal_actions()):
                return None  # legal: nothing against it (and a guest's view, whose hidden
                # cards are None, could not play the rest of the round out: KeyError)
            state = game.clone(t.session.state)
            try:
                game.apply(state, action)
            except IllegalAction as err:
                return t.reason_text(err)
            return None
        return None

    def card_moves(self, item: CardItem) -> list[Any]:
        """The legal actions of the person to act that use ``item``'s card."""
        t = self.table
        card = t.engine_card(item)
        if card is None or not t.session.human_to_act():
            return []
        return [a for a in t.session.legal_actions() if card in _cards_of(a, t.CARD_FIELDS)]

    def hand_card_moves(self) -> bool:
        """Whether the phase has any move with a card of the hand (else it wants something
        else first: a property named, a house chosen, a question answered)."""
        t = self.table
        hand = {t.engine_card(c) for c in t.own_hand_items()} - {None}
        return any(hand & set(_cards_of(a, t.CARD_FIELDS))
                   for a in t.session.legal_actions())

    @staticmethod
    def seat_of_zone(name: str, seats: int) -> int | None:
        """The seat a zone name ends in (``hand1``, ``slot1`` → 1), ``None`` for a shared one
        (``FeltTable.zone_owner`` by default)."""
        m = re.fullmatch(r"[a-z]+(\d)", name)
        return int(m.group(1)) if m and int(m.group(1)) < seats else None

    def marks(self) -> tuple[tuple[int, int], object]:
        """(moves and answers, choices): a drop is answered when the first changes, a
        click when either does."""
        return (len(self.table.session.actions), self.answers), self.table.choice_state()

    # ------------------------------------------------------------------ following a gesture
    def dispatch_drop(self, items: list[CardItem], drop: Drop) -> None:
        """Every drop: the phase first (no card of the hand has a move now: say what the
        phase wants, whatever the zone), then the game's ``handle_drop``."""
        t = self.table
        at = items[0].centre_scene() if items else None
        if self.gesture is not None:
            self.gesture.drop = (list(items), drop, at)
        s = t.session
        hand = t.own_hand_items()
        if (drop.kind is not DropKind.HOME and s.human_to_act()
                and any(c in hand for c in items) and not self.hand_card_moves()):
            t.refuse(t.phase_reason() or self.unusable(), at)
            t.refresh()
            return
        t.handle_drop(items, drop)

    def gesture_began(self, point: QPointF, double: bool) -> None:
        self.gesture = Gesture(point, self.item_at(point), self.marks(),
                               double and self.acted_on is not None)

    def item_at(self, point: QPointF) -> QGraphicsItem | None:
        """The topmost thing a click at ``point`` is on: a card, a zone or another item that
        takes clicks (the callout and the hint frames let clicks through)."""
        for item in self.table.scene.items(point):
            if (not item.isVisible() or item is self.table.hint_marks
                    or not item.acceptedMouseButtons() & Qt.MouseButton.LeftButton):
                continue
            if isinstance(item, Zone) and not item.rect.contains(point):
                continue  # its label, below the zone
            return item
        return None

    def gesture_ended(self, point: QPointF) -> None:
        """The release is handled: a gesture that made no move, showed no reason and (a
        click) changed no choice is answered here."""
        g, self.gesture = self.gesture, None
        if g is None or self.table.session.watch_only:  # a replay: clicks look, nobody moves
            return
        moved, choices = self.marks()
        self.acted_on = g.item if moved[0] != g.marks[0][0] else None
        if (moved != g.marks[0] or (g.drop is None and choices != g.marks[1])
                or g.follows_move):
            return
        self.gesture = g  # the refusal avoids this gesture's cards
        try:
            if g.drop is not None:
                items, drop, at = g.drop
                reason = self.drop_refusal(items, drop)
            else:
                at = g.point
                reason = self.click_refusal(g.item)
            if reason:
                self.table.refuse(reason, at)
        finally:
            self.gesture = None

    # ------------------------------------------------------------------ the answers
    @staticmethod
    def unusable() -> str:
        """The last word on a card with no move when the table has no phase sentence."""
        return translate("FeltTable", "This card cannot be used now.")

    def _not_acting_reason(self) -> str | None:
        s = self.table.session
        if s.is_over():
            return translate("FeltTable", "The game is over.")
        return waiting_line(s) or None

    def drop_refusal(self, items: list[CardItem], drop: Drop) -> str | None:
        """Why a drop the game left unanswered did nothing (``None``: say nothing — the card
        went back where it came from)."""
        t = self.table
        if drop.kind is DropKind.HOME or not items:
            return None
        if not t.session.human_to_act():
            return self._not_acting_reason()
        zone = t.scene.zones.get(drop.zone or "")
        if zone is None:
            lit = [z for z in t.scene.zones.values()
                   if z.accepts and z.isVisible() and z.name != items[0].zone_name]
            if lit:
                return translate("FeltTable", "Drop the card on a highlighted place.")
            return t.phase_reason() or translate("FeltTable", "The card cannot go there.")
        return self.zone_refusal(zone, dropped=True)

    def zone_refusal(self, zone: Zone, dropped: bool) -> str:
        """The zone's rule for a card dropped on it (``dropped``) or a click on it that did
        nothing: another seat's place, a pile, or what the phase wants."""
        t = self.table
        s = t.session
        owner = t.zone_owner(zone.name)
        if owner is not None and owner != s.viewer:
            return translate("FeltTable", "That is {name}'s side of the table.").format(
                name=s.name(owner))
        if zone.layout is Layout.STACK:
            return (translate("FeltTable", "That pile is not for playing to.") if dropped
                    else translate("FeltTable", "Nothing to do with that pile now."))
        if dropped:
            return translate("FeltTable", "The card cannot go there.")
        return t.phase_reason() or translate("FeltTable", "Nothing to do there now.")

    def click_refusal(self, item: QGraphicsItem | None) -> str | None:
        """Why a click on ``item`` did nothing (``None``: bare felt or a thing that is no
        card or zone — say nothing)."""
        if isinstance(item, CardItem):
            return self.card_click_refusal(item)
        if isinstance(item, Zone):
            if not self.table.session.human_to_act():
                return self._not_acting_reason()
            return self.zone_refusal(item, dropped=False)
        return self.table.item_click_refusal(item) if item is not None else None

    def card_click_refusal(self, item: CardItem) -> str | None:
        """Why a click on a card did nothing: not your turn, the phase wants something else,
        another seat's card, a pile — or how the card is used."""
        t = self.table
        if not t.session.human_to_act():
            return self._not_acting_reason()
        if item in t.own_hand_items():
            if not self.card_moves(item):
                return t.phase_reason() or self.unusable()
            return translate("FeltTable", "Drag the card to where it should go.")
        zone = t.scene.zones.get(item.zone_name)
        if zone is not None:
            return self.zone_refusal(zone, dropped=False)
        return translate("FeltTable", "Nothing to do with that card now.")


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
