"""A person's hands on the felt: clicks and drags through the view's viewport, each answered.

Why a driver of its own (used by ``test_gesture_games.py``): the issue asks that every move of
a whole game can be made with the mouse alone, and that no gesture is met with silence.  The
``Hands`` here press, move and release the mouse on the view's viewport at the screen point of
a scene item — exactly where a person's pointer would be — and never call ``session.submit``;
after each gesture the caller says what answer it expects (a new action, or a visible change
such as a selection) and ``Hands`` fails the test when none came.

Points are chosen where the item is really on top (``view.itemAt``): cards of a hand overlap,
and a click at a card's centre would land on its neighbour.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from ui.main_window import MainWindow
from ui.session import Session
from ui.table.felt_table import FeltTable

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@dataclass
class Tally:
    """What one game took: the person's actions, the gestures made for them, and fallbacks
    (person actions made by anything but a gesture: must stay 0)."""

    person_actions: int = 0
    gestures: int = 0
    handovers: int = 0
    #: gestures answered by a visible change (a selection, a chosen pile, the hand-over)
    changes: int = 0
    #: gestures refused on purpose, answered by a callout
    refusals: int = 0
    #: a person's seat's actions submitted while a gesture was under way
    by_gesture: int = 0
    #: a person's seat's actions submitted with no gesture under way (must stay 0)
    fallbacks: int = 0
    kinds: dict[str, int] = field(default_factory=dict)

    def count(self, action: Any) -> None:
        self.person_actions += 1
        name = type(action).__name__
        self.kinds[name] = self.kinds.get(name, 0) + 1

    def unanswered(self) -> int:
        """Gestures that neither made one of the person's moves, nor changed what the table
        shows, nor got a callout: each gesture is checked for one answer, so this is 0."""
        return self.gestures - self.person_actions - self.changes - self.refusals


class Hands:
    """Mouse gestures on ``window``'s table; ``tally`` counts them."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot: Any = qtbot  # pytest-qt's mouse helpers are untyped
        self.window = window
        self.tally = Tally()
        self._busy = 0
        self._watch(self.session)

    def _watch(self, session: Session) -> None:
        """Every ``submit`` of the session is seen: one for a person's seat counts as made by
        a gesture only while a gesture is under way, else as a fallback (an action the person
        did not make with the mouse — a test shortcut, an autoplay, a stray timer)."""
        submit = session.submit

        def watched(action: Any) -> Any:
            seat = getattr(action, "seat", None)
            if not isinstance(seat, int):
                seat = session.current_player()
            events = submit(action)  # raises for an illegal action: then nothing counts
            if seat is not None and session.seats[seat].is_human:
                if self._busy:
                    self.tally.by_gesture += 1
                else:
                    self.tally.fallbacks += 1
            return events

        session.submit = watched  # type: ignore[method-assign]

    @contextlib.contextmanager
    def _gesture(self) -> Iterator[None]:
        """A gesture is under way (its mouse events and what the table does with them)."""
        self._busy += 1
        try:
            yield
        finally:
            self._busy -= 1
        self.tally.gestures += 1

    # ------------------------------------------------------------------ the table
    @property
    def session(self) -> Session:
        s = self.window.session
        assert s is not None
        return s

    @property
    def table(self) -> Any:
        t = self.window.table
        assert isinstance(t, FeltTable)
        return t

    # ------------------------------------------------------------------ points
    def _owns(self, top: QGraphicsItem | None, item: QGraphicsItem) -> bool:
        while top is not None:
            if top is item:
                return True
            top = top.parentItem()
        return False

    def visible_point(self, item: QGraphicsItem, rect: Any = None) -> QPointF:
        """A scene point of ``item`` (inside ``rect``, scene coordinates, if given) where a
        click reaches ``item`` itself: the centre if it is on top there, else the first point
        of a grid over it that is (cards of a hand overlap their neighbours)."""
        view = self.table.view
        r = rect if rect is not None else item.sceneBoundingRect()
        candidates = [r.center()]
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.25, 0.12, 0.06, 0.75, 0.88, 0.94):
                candidates.append(QPointF(r.left() + fx * r.width(), r.top() + fy * r.height()))
        for p in candidates:
            if self._owns(view.itemAt(view.mapFromScene(p)), item):
                return p
        raise AssertionError(f"no visible point of {item!r} (key {getattr(item, 'key', '?')})")

    def _vp(self, scene_point: QPointF) -> QPoint:
        point: QPoint = self.table.view.mapFromScene(scene_point)
        return point

    # ------------------------------------------------------------------ gestures
    def click_item(self, item: QGraphicsItem, rect: Any = None) -> None:
        """A left click on ``item`` where it is visible (one gesture)."""
        assert item.isVisible(), f"{item!r} is not visible"
        at = self._vp(self.visible_point(item, rect))
        with self._gesture():
            self.qtbot.mouseClick(self.table.view.viewport(), LEFT, NONE, at)

    def click_zone(self, name: str) -> None:
        """A click on bare felt of zone ``name`` (a spot no card covers)."""
        zone = self.table.scene.zone(name)
        self.click_item(zone, zone.rect)

    def click_widget(self, widget: QWidget) -> None:
        """A left click on a widget of the table (the answer bar's buttons)."""
        assert widget.isVisible(), f"{widget.objectName() or widget!r} is not visible"
        with self._gesture():
            self.qtbot.mouseClick(widget, LEFT)

    def type_into(self, widget: QWidget, text: str) -> None:
        """Typing into a text box: how a person answers (counted as one gesture).

        Letters outside ASCII ("é", "ö") come as key events carrying their text, as a keyboard
        layout or input method sends them: ``QTest.keyClicks`` aborts on them."""
        with self._gesture():
            self.qtbot.mouseClick(widget, LEFT)
            for ch in text:
                if ch.isascii():
                    self.qtbot.keyClicks(widget, ch)
                    continue
                for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                    QApplication.sendEvent(widget, QKeyEvent(kind, 0, NONE, ch))

    def drag(self, item: QGraphicsItem, target: QPointF) -> None:
        """Press on a visible point of ``item``, move, release so its centre lands on
        ``target`` (a scene point) — a drag of a movable scene item, as a person does it."""
        view = self.table.view
        vp = view.viewport()
        grip = self.visible_point(item)
        centre = item.sceneBoundingRect().center()
        a = self._vp(grip)
        b = self._vp(target + (grip - centre))
        with self._gesture():
            self.qtbot.mousePress(vp, LEFT, NONE, a)
            self.qtbot.mouseMove(vp, a + QPoint(12, -12))
            self.qtbot.mouseMove(vp, b)
            self.qtbot.mouseRelease(vp, LEFT, NONE, b)

    def drag_to_zone(self, item: QGraphicsItem, zone: str) -> None:
        self.drag(item, self.table.scene.zone(zone).rect.center())

    # ------------------------------------------------------------------ answers
    def expect_action(self, before: int, chosen: Any,
                      same: Callable[[Any, Any], bool] | None = None) -> None:
        """The gesture completed a move: the session's list grew, and its first new action
        is ``chosen`` (or ``same(chosen, new)``)."""
        actions = self.session.actions
        assert len(actions) > before, f"no action after the gesture for {chosen!r}"
        new = actions[before]
        ok = same(chosen, new) if same is not None else new == chosen
        assert ok, f"the gesture made {new!r}, the policy chose {chosen!r}"

    def expect_change(self, what: str, changed: bool) -> None:
        """A step of a multi-step gesture: ``changed`` is the visible state change."""
        assert changed, f"the gesture was met with silence: {what}"
        self.tally.changes += 1

    def accept_handover(self) -> bool:
        """Click the hand-over screen if it is up (a gesture that must let the person in)."""
        s = self.session
        overlay = self.table.overlay
        if s.pending_handover is None or overlay.isHidden():
            return False
        seat = s.pending_handover
        with self._gesture():
            self.qtbot.mouseClick(overlay, LEFT, NONE, overlay.rect().center())
        self.tally.handovers += 1
        self.expect_change("hand-over", s.pending_handover is None and s.viewer == seat)
        return True

    def refused_drop(self, item: QGraphicsItem, zone: str) -> str:
        """Drop ``item`` on ``zone`` where it may not go: a callout with text, nothing else
        changed (same actions, the card back in its zone).  Returns the callout's text."""
        s = self.session
        before = list(s.actions)
        home = getattr(item, "zone_name", None)
        self.drag_to_zone(item, zone)
        text = self._refused(before, "a refused drop")
        if home is not None:
            assert getattr(item, "zone_name", None) == home
        return text

    def refused_click(self, item: QGraphicsItem) -> str:
        """A click that may not act now: a callout with text, the actions unchanged."""
        before = list(self.session.actions)
        self.click_item(item)
        return self._refused(before, "a refused click")

    def _refused(self, before: list[Any], what: str) -> str:
        callout = self.table.callout
        assert callout.isVisible(), f"{what} got no callout"
        assert callout.text.strip(), f"{what} got an empty callout"
        assert self.session.actions == before, f"{what} changed the game"
        self.tally.refusals += 1
        return str(callout.text)
