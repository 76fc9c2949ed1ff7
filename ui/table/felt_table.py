"""The common skeleton of a card table: felt scene, scaled view, clock, sounds, hand-over.

Why: every game's table needs the same parts wired the same way (the scene knows the clock so
a drag first finishes running animations; the view is the focus proxy so keys work at once;
the hand-over overlay hands the screen over through the session; state changes repaint, engine
events animate, a thinking computer shows on its name plate; a refused move is shown and the
cards snap back; every drop and click is answered — a move, a reason or a visible choice).
Written once here, a game's table only adds its zones, controls and the mapping of its events
and gestures.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QVBoxLayout, QWidget

from engine.core import Event, IllegalAction
from ui.reasons import translate_reason
from ui.table import accessible, hint_marks
from ui.table.animation import AnimationClock
from ui.table.callout import Callout, CalloutAction
from ui.table.card_item import CardItem
from ui.table.dragdrop import Drop
from ui.table.game_table import GameTable
from ui.table.gestures import GestureAnswers
from ui.table.gestures import status_prologue as status_prologue  # for the tables
from ui.table.gestures import waiting_line as waiting_line  # the status lines import it here
from ui.table.handover import HandoverOverlay
from ui.table.hint_marks import HintMarks
from ui.table.plates import NamePlate, advance_plates, show_thinking
from ui.table.protocol import TableSession
from ui.table.scene import TableScene, TableView
from ui.table.sound import SoundBoard
from ui.table.tab_walk import TabWalk
from ui.table.undo_button import UndoButton


def announce(view: QWidget, text: str, offers: Sequence[tuple[str, str]] = ()) -> None:
    """Say ``text`` to assistive technology (on ``view``, while it is shown), each offer
    (a button's label and its key) after it: "… Show me: press F2." — the one way the felt
    speaks, for a refusal, a hint and a guided game's step alike."""
    for label, key in offers:
        text = QCoreApplication.translate("FeltTable", "{reason} {action}: press {key}.").format(
            reason=text, action=label, key=key)
    if view.isVisible():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(view, text))


class FeltTable(GameTable):
    """A ``GameTable`` with ``clock``, ``sound``, ``scene``, ``view`` and ``overlay`` ready;
    ``gestures`` answers every gesture the game's own handlers leave unanswered."""

    #: False for a table without secrets (Ordet fanger: everything is face up and people
    #: answer at once): a hot-seat hand-over is accepted at once instead of shown
    handover_screen: ClassVar[bool] = True
    #: a replay after the game: every hand painted face up (with a session whose ``view()``
    #: is the whole state); the tables consult it where they decide whose hand is face up
    reveal_all: bool = False
    #: the fields of an engine action that hold cards (``GestureAnswers.card_moves``)
    CARD_FIELDS: ClassVar[tuple[str, ...]] = ("card", "cards")
    #: the hand's keyboard focus (←/→ move it, Space and Enter act on it) and, on a table
    #: whose keys also step through board cards (``focus_choices``), the chosen one of those
    focus_index: int = 0
    choice_index: int = 0
    #: the focus ring shows only while the felt has the keyboard (a table may show it
    #: whenever the person at the screen is to act)
    ring_needs_keyboard: ClassVar[bool] = True

    def __init__(self, session: TableSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.game = session.game
        self.clock = AnimationClock(self)
        self.sound = SoundBoard(self)
        self.scene = TableScene(self)
        self.scene.clock = self.clock
        self.view = TableView(self.scene, self)
        #: the felt in the accessibility tree (``ui.table.accessible``): zones, cards,
        #: plates and buttons named for a screen reader, the ring as accessible focus
        self.access = accessible.attach(self)
        #: the felt on top taking all the room; a table may add its controls under it
        #: (``self.column.addWidget(...)``, e.g. Ordet's answer bar)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(0)
        self.column.addWidget(self.view, 1)
        # the main window focuses the table: keys must reach the view without a click first
        self.setFocusProxy(self.view)
        self.overlay = HandoverOverlay(self)
        self.overlay.accepted.connect(self._accept_handover)
        session.handoverRequested.connect(self._handover_requested)
        #: the seats' name plates, by seat, for tables that have them
        self.plates: list[Any] = []
        #: Undo on the table itself, in the felt's top right corner (the main window shows
        #: it for games with a person and enables it while something can be taken back)
        self.undo_button = UndoButton(self.view, self)
        self.undo_button.asked.connect(self.undoRequested)
        #: a refused move's reason, on the felt where it happened (``refuse``)
        self.callout = Callout()
        self.scene.addItem(self.callout)
        #: takes a brief callout away by itself (a double-click's "drag the card")
        self._brief = QTimer(self)
        self._brief.setSingleShot(True)
        self._brief.timeout.connect(self.callout.dismiss)
        #: every gesture followed from press to release and answered (``GestureAnswers``)
        self.gestures = GestureAnswers(self)
        # every drop goes through the phase's check before the game's own ``handle_drop``
        self.view.pressed.connect(self.gestures.gesture_began)
        self.view.released.connect(self.gestures.gesture_ended)
        self.scene.cardsDropped.connect(self.gestures.dispatch_drop)
        #: the Hard player's advice (``show_hint``), gone with the next move or click
        self.hint_marks = HintMarks()
        self.scene.addItem(self.hint_marks)
        #: Tab / Shift+Tab through the hand, the cards to choose and the buttons
        self.tab_walk = TabWalk(self.scene, self.own_hand_items)
        # the next click or key anywhere on the felt takes the callout away (before the
        # gesture is handled, so a new refusal shows its own); Tab walks the felt
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)

    def connect_session(self) -> None:
        """Wire the session to the table once the scene is built (end of a constructor).

        State changes repaint (``refresh``) and take a callout away
        (``Callout.dismiss_on_change``), applied actions animate (``_events``), a computer's
        thinking shows (``_thinking``), the plates breathe with the clock (``advance_plates``)
        and the view's tooltip lists the keys.  Does not paint: the table paints first when its
        own state is ready.
        """
        self.clock.tick.connect(functools.partial(advance_plates, self.name_plates))
        self.session.changed.connect(self._dismiss_on_change)
        self.session.changed.connect(self.hint_marks.dismiss)
        self.session.hintReady.connect(self.show_hint)
        self.session.changed.connect(self.refresh)
        self.session.eventsApplied.connect(self._events)
        self.session.thinkingChanged.connect(self._thinking)
        self.scene.cardDoubleClicked.connect(self.gestures.double_clicked)
        self.view.keyPressed.connect(self._help_key)
        self.view.setToolTip(self.keys_help())

    def keys_help(self) -> str:
        """Every key of the table, translated (the view's tooltip)."""
        return ""

    def _events(self, events: list[Event]) -> None:
        """Map applied engine events to animations and sounds (tables override)."""

    def obvious_action(self, item: CardItem) -> Any | None:
        """The one engine action a double-click on ``item`` does, or ``None`` when there is no
        single obvious move (tables override; asked only while a human is to act)."""
        del item
        return None

    def show_undo(self, shown: bool, enabled: bool, tip: str) -> None:
        """The table's Undo button: shown for a game with a person, enabled while something
        can be taken back, ``tip`` says what (or why not)."""
        self.undo_button.show_state(shown, enabled, tip)

    def _help_key(self, event: QKeyEvent) -> None:
        if event.text() == "?" and not event.isAccepted():
            event.accept()
            self.controlsRequested.emit()

    def name_plates(self) -> list[NamePlate]:
        """The seats' ``NamePlate`` items (a table with plates of its own returns [])."""
        return list(self.plates)

    def _thinking(self, seat: int, on: bool) -> None:
        if seat < len(self.name_plates()):
            show_thinking(self.name_plates(), self.session.thinking_seat)
            self.clock.set_ambient(on)
        self.statusChanged.emit(self.status_text())

    def _dismiss_on_change(self) -> None:
        # a slot of the table, not of a partial: it goes with the table (the session
        # outlives it) — ``Callout.dismiss_on_change`` says what stays
        self.callout.dismiss_on_change(self.session)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (kind == QEvent.Type.MouseButtonPress and watched is self.view.viewport()
                and isinstance(event, QMouseEvent) and event.button() == Qt.MouseButton.LeftButton
                and self.callout.action_at(self.view.mapToScene(event.position().toPoint()))):
            self.callout.take_action()
            return True
        if (kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and self.callout.action is not None and self.callout.isVisible()):
            self.callout.take_action()
            return True
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self.callout.dismiss()
            self.hint_marks.dismiss()
        if kind == QEvent.Type.MouseButtonPress:
            self.tab_walk.clear()
        if kind == QEvent.Type.KeyPress and watched is self.view and isinstance(event, QKeyEvent):
            # Tab walks the felt; a hand card it stops on is the game's own focus too (and
            # the accessible focus follows the ring once the key is handled)
            self.access.changed()
            return self.tab_walk.key(event, self._apply_focus, self.focusNextPrevChild)
        return super().eventFilter(watched, event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab between the table's own widgets (the felt, an answer box, its buttons) and
        never out of the table into the log.

        Why the table's children and not a walk along ``nextInFocusChain()``: PySide makes the
        widget that call returns a child of the widget it was asked of, in Python's own object
        tree.  A walk round the window's focus chain (Qt also calls this when it hides the
        focused table for the next game) made the main window such a child of the table's last
        widget; once the table was deleted, PySide declared the window's Qt-made children
        deleted — the menu bar and every menu, though Qt still showed them — and the next
        language switch failed on the Game menu.  ``findChildren`` lists the table's widgets
        in the order they were added: their focus-chain order (no table calls setTabOrder)."""
        chain = [w for w in self.findChildren(QWidget)
                 if self.isAncestorOf(w) and w.isVisible() and w.isEnabled()
                 and w.focusPolicy() & Qt.FocusPolicy.TabFocus]
        if not chain:
            return False
        current = QApplication.focusWidget()
        i = chain.index(current) if current in chain else -1
        target = chain[(i + (1 if next else -1)) % len(chain)]
        target.setFocus(Qt.FocusReason.TabFocusReason if next
                        else Qt.FocusReason.BacktabFocusReason)
        return True

    #: how long a brief callout (a double-click's "drag the card") stays, in milliseconds
    BRIEF_MS: ClassVar[int] = 2500

    def refuse(self, reason: str, at: QPointF | None = None,
               action: CalloutAction | None = None,
               avoid: Sequence[QRectF] | None = None, brief: bool = False) -> None:
        """Show ``reason`` in a callout at ``at`` (the drop point or the click; a key's
        refusal points at the focused card, else the middle of the felt) and announce it to
        assistive technology.

        ``action``: what the person can do about it, a button on the callout (a click or
        Enter takes it; the felt gets the keyboard so Enter reaches it).  The bubble covers
        none of ``avoid`` (scene rectangles), by default the cards the reason is about: those
        dragged or clicked in this gesture, the selected and the focused ones, the cards of
        the zone dropped on.  A ``brief`` callout goes by itself after ``BRIEF_MS``; any other
        stays until the next click or key."""
        super().refuse(reason, at, action)
        self._show(reason, at, avoid, brief, action)

    def ask(self, question: str, at: QPointF | None = None) -> None:
        """Put the question a gesture leaves open ("guild or number?") in the callout where
        the gesture ended: not a refusal (no message), but an answer to the gesture."""
        self._show(question, at, None, False)

    def _show(self, text: str, at: QPointF | None, avoid: Sequence[QRectF] | None,
              brief: bool, action: CalloutAction | None = None) -> None:
        self.gestures.answers += 1
        if at is None:
            focused = [c for c in self.scene.card_items() if c.focused]
            at = (focused[0].centre_scene() if focused
                  else self.scene.sceneRect().center())
        if avoid is None:
            avoid = self.gestures.concerned_rects()
        self.callout.show_at(text, at, self.view.transform().m11(), self.scene.sceneRect(),
                             avoid, self.gestures.in_sight(), action)
        if brief and action is None:
            self._brief.start(self.BRIEF_MS)
        else:
            self._brief.stop()
        if action is not None and self.isVisible() and self.overlay.isHidden():
            self.view.setFocus()
        announce(self.view, text, [(action.text, action.key())] if action is not None else [])

    # ------------------------------------------------------------------ hints
    def hint_targets(self, action: Any) -> list[QRectF]:
        """Scene rectangles of what ``action`` uses — its cards, the place or target, the
        button — for the hint's frames (tables override; none: the line alone is shown)."""
        del action
        return []

    #: the narrowest part of a card a hint frame keeps (a crowded fan shows a strip of each)
    MIN_STRIP: ClassVar[float] = 24.0

    def card_rects(self, ids: Iterable[object], zones: Iterable[str] = ("",)) -> list[QRectF]:
        """The card items showing ``ids`` in zones whose names start with one of ``zones``
        (where an action takes its cards from: the same id on a discard pile or in a reveal is
        not the card to use), each as the part of the card in view, cut to the felt.

        Why the part in view: whole-card frames of neighbours in a fanned hand or a long line
        merge into one blob that no longer says which card; the strip up to the next card lying
        on it (to the right in a fan, below in a line) is what the person sees and clicks."""
        wanted = {str(i) for i in ids}
        prefixes = tuple(zones)
        return [hint_marks.in_view(self.scene, item, self.MIN_STRIP)
                for item in self.scene.card_items()
                if item.isVisible() and item.card_id in wanted
                and item.zone_name.startswith(prefixes)]

    def show_hint(self, hint: Any) -> None:
        """Frame what the Hard player would use and say why (an ``engine.search.hints.Hint``
        for the position on the table; a stale one never arrives)."""
        text = hint_marks.sentence(self.hint_reason(hint), getattr(hint, "odds", None))
        targets = self.hint_targets(hint.action)
        self.hint_marks.show_for(targets, text, self.view.transform().m11(),
                                 self.scene.sceneRect(), self.hint_avoid())
        announce(self.view, text)

    def hint_reason(self, hint: Any) -> str:
        """The hint's reason in the UI language, its things named as this table names them
        (tables whose reasons name more than cards override this: ``ui/games/*/hints.py``)."""
        return self.reason_text(IllegalAction(hint.template, **hint.params))

    def hint_avoid(self) -> list[QRectF]:
        """Scene rectangles of what the person may use now — the hand, the cards to choose,
        the buttons (the tab walk's stops) and the zones that take a drop — which a hint's
        label must not cover (tables add their own choosable things)."""
        rects: list[QRectF] = []
        for stop in self.tab_walk.stops():
            if isinstance(stop, CardItem):
                rects.append(stop.mapRectToScene(stop.card_rect()))
            else:
                rects.append(stop.sceneBoundingRect())
        rects += [QRectF(z.rect) for z in self.scene.zones.values()
                  if z.isVisible() and z.accepts]
        return rects

    def reason_text(self, err: IllegalAction) -> str:
        """The engine's reason in the UI language with the table's card names (a table
        whose reasons carry more than cards, e.g. Storma's suits, overrides this)."""
        return translate_reason(err, self.card_label)

    def _submit(self, action: Any, at: QPointF | None = None) -> bool:
        """Submit ``action``; if the engine refuses, show its reason (near ``at``) and repaint
        so anything the player moved snaps back home."""
        try:
            self.session.submit(action)
        except IllegalAction as err:
            self.refuse(self.reason_text(err), at)
            self.refresh()
            return False
        return True

    #: how long the last reveal or damage stays in view before the end screen (at speed 1)
    SETTLE_MS = 1200.0

    def when_settled(self, fn: Callable[[], None]) -> None:
        """``fn`` after the clock has no movement left, plus ``SETTLE_MS`` to look at it."""
        def later() -> None:
            if self.clock.busy():  # something new started meanwhile (a flip after a move)
                self.when_settled(fn)
                return
            QTimer.singleShot(round(self.clock.scaled(self.SETTLE_MS)), self, fn)

        if self.clock.busy():
            self.clock.idle.connect(later, Qt.ConnectionType.SingleShotConnection)
        else:
            later()

    @contextlib.contextmanager
    def animating(self, animate: bool) -> Iterator[AnimationClock]:
        """The clock for putting a new state on the table: instant unless ``animate`` (a load,
        a language switch or a new seating repaints without cards flying about)."""
        saved = self.clock.speed
        if not animate:
            self.clock.speed = 0.0
        try:
            yield self.clock
        finally:
            self.clock.speed = saved

    def finish_refresh(self, handover: bool = True) -> None:
        """End of a repaint: the plates' thinking marks, the hand-over screen while the
        session waits for the next person (unless not wanted now, e.g. Riftforce's open
        draft), hidden otherwise; then the status line."""
        show_thinking(self.name_plates(), self.session.thinking_seat)
        s = self.session
        if s.pending_handover is not None and handover:
            name = s.name(s.pending_handover)
            if self.overlay.isHidden() or self.overlay.name != name:
                self.overlay.show_for(name)
        elif not self.overlay.isHidden():  # isVisible() is False while the window is hidden
            self.overlay.hide()
            self.view.setFocus()
        self.statusChanged.emit(self.status_text())

    def _bottom_seat(self) -> int:
        """The seat drawn at the bottom: the person at the screen (the viewer, or whoever the
        hand-over waits for), else the first human, else seat 0 (computers watched)."""
        s = self.session
        if s.viewer is not None:
            return s.viewer
        if s.pending_handover is not None:
            return s.pending_handover
        humans = s.human_seats
        return humans[0] if humans else 0

    def own_hand_items(self) -> list[CardItem]:
        """The viewer's hand on the table (zone ``hand<seat>``), left to right."""
        viewer = self.session.viewer
        if viewer is None:
            return []
        items = [c for c in self.scene.card_items() if c.zone_name == f"hand{viewer}"]
        items.sort(key=lambda c: c.home.x())
        return items

    def set_animation_speed(self, factor: float) -> None:
        self.clock.set_speed(factor)

    def _handover_requested(self, seat: int) -> None:
        """Repaint from the spectator view under the overlay (``refresh`` shows it)."""
        if not self.handover_screen:
            # nothing on this table is secret: the next person simply takes over the screen
            self.session.accept_handover()
            return
        self.refresh()

    def _accept_handover(self) -> None:
        self.session.accept_handover()
        self.view.setFocus()

    # ------------------------------------------------------------------ repaint and focus
    def begin_refresh(self, animate: bool, seated: int | None, seat: Callable[[int], None],
                      reshaped: bool = False) -> None:
        """The start of every repaint: running movements finished unless ``animate``; when
        the seat drawn at the bottom is not ``seated`` (the one laid out) or the felt was
        ``reshaped`` (another table width), ``seat(bottom)`` lays the table out again and the
        cards leave it, so that none glides across the table to its new place."""
        if not animate:
            self.clock.finish_all()
        bottom = self._bottom_seat()
        if bottom != seated or reshaped:
            seat(bottom)
            self.scene.clear_cards()

    def focus_choices(self) -> list[CardItem] | None:
        """The board cards the keys step through before the hand, left to right (Riftforce's
        highlighted choices); ``None`` on a table whose keys never leave the hand, where
        rings off the hand belong to the tab walk and are left alone."""
        return None

    def _apply_focus(self, index: int | None = None) -> None:
        """One keyboard ring: on the chosen board card while there are choices
        (``focus_choices``), else on the hand's ``focus_index`` card (``index`` puts it
        there first); shown while the person at the screen is to act and, unless
        ``ring_needs_keyboard`` is off, the felt has the keyboard."""
        if index is not None:
            self.focus_index = index
        hand = self.own_hand_items()
        choices = self.focus_choices()
        shown = self.session.human_to_act() and (self.view.hasFocus()
                                                 or not self.ring_needs_keyboard)
        if choices is not None:  # the keys step through the board too: every ring is theirs
            for c in self.scene.card_items():
                c.set_focused(False)
            if choices:
                self.choice_index = max(0, min(self.choice_index, len(choices) - 1))
                choices[self.choice_index].set_focused(shown)
                return
        if hand:
            self.focus_index = max(0, min(self.focus_index, len(hand) - 1))
        for i, c in enumerate(hand):
            c.set_focused(shown and i == self.focus_index)

    # ------------------------------------------------------------------ what a table declares
    # (for ``GestureAnswers``: the module ``ui.table.gestures`` says what each is for)
    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        """The game's own handling of ``items`` dropped (tables override): an action, a
        refusal, or nothing (then the drop's refusal answers).  Here: snap back."""
        del items, drop
        self.refresh()

    def phase_reason(self) -> str | None:
        """What the phase wants from the person to act, as the reason a card of the hand
        cannot be used now ("Cards cannot be put out now: a property must be named first.");
        ``None`` when the phase has nothing to say against the cards.

        Asked of the engine: its reason against the usual move of the first hand card
        (``card_action``).  A table whose engine words it only generally ("not possible
        now") overrides this with the question the phase waits for."""
        return self.gestures.engine_phase_reason()

    def card_action(self, item: CardItem) -> Any | None:
        """The move a card of the hand is usually for (Supertrumf: put out alone), whose
        refusal by the engine says what the phase wants instead (``None``: none)."""
        del item
        return None

    def engine_card(self, item: CardItem) -> object | None:
        """The card of ``item`` as the engine's actions name it (tables whose engine counts
        cards in numbers override)."""
        return item.card_id

    def zone_owner(self, name: str) -> int | None:
        """The seat a zone belongs to (``hand1``, ``slot1`` → 1), ``None`` for a shared one
        (tables whose zone names carry other numbers override)."""
        return GestureAnswers.seat_of_zone(name, len(self.session.seats))

    def choice_state(self) -> object:
        """What a click may change without a move (tables add their own choices, e.g. a
        retreat under way): a click that changes it was answered by what it shows."""
        return tuple(sorted(c.key for c in self.scene.selected_cards()))

    def item_click_refusal(self, item: QGraphicsItem) -> str | None:
        """Why a click on a table item that is neither card nor zone (a pile drawn as an item
        of its own) did nothing; ``None`` for buttons and plates (tables override)."""
        del item
        return None
