"""Tab and Shift+Tab on the felt: from one thing you can use to the next — your hand, the
cards you can choose, the buttons — and never out into the game log.

Why one walk for every table: each game has its own keys (←/→ through the hand, letters for
moves), but a person who presses Tab expects what every desktop program does; Enter or Space
on a card you can choose or on a button does what a click does, and on a hand card the game's
own keys take over from that card.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from ui.table.card_item import CardItem
from ui.table.plates import ButtonItem
from ui.table.scene import TableScene

Stop = CardItem | ButtonItem


class TabWalk:
    """The stops of the felt in reading order and the one the walk stands on."""

    def __init__(self, scene: TableScene, hand: Callable[[], list[CardItem]]) -> None:
        self.scene = scene
        self.hand = hand
        self.current: Stop | None = None

    def stops(self) -> list[Stop]:
        """Your hand left to right, then the cards you can choose, then the buttons (each
        top to bottom, left to right); only what is visible and usable now."""
        hand = self.hand()
        cards = [c for c in self.scene.card_items()
                 if c not in hand and c.isVisible() and (c.selectable or c.draggable)
                 and c.acceptedMouseButtons() != Qt.MouseButton.NoButton]
        buttons = [i for i in self.scene.items() if isinstance(i, ButtonItem)
                   and i.isVisible() and i.enabled and _shown(i)]

        def order(i: QGraphicsItem) -> tuple[float, float]:
            r = i.sceneBoundingRect()
            return (round(r.top() / 40.0), r.left())

        return [*hand, *sorted(cards, key=order), *sorted(buttons, key=order)]

    def step(self, forward: bool) -> Stop | None:
        stops = self.stops()
        previous = self.current
        self.clear()
        if not stops:
            return None
        if previous in stops:
            i = stops.index(previous) + (1 if forward else -1)
        else:
            i = 0 if forward else len(stops) - 1
        self.current = stops[i % len(stops)]
        for c in self.hand():
            c.set_focused(False)
        self.current.set_focused(True)
        return self.current

    def clear(self) -> None:
        """Take the walk's ring off (the game's own focus in the hand stays the game's)."""
        stop = self.current
        if stop is not None and self.on_felt(stop) and stop not in self.hand():
            stop.set_focused(False)
        self.current = None

    def key(self, event: QKeyEvent, hand_focus: Callable[[int], object],
            leave: Callable[[bool], object]) -> bool:
        """A key on the felt: Tab/Shift+Tab step through it (a hand card becomes the game's
        own focus too: ``hand_focus(index)``, so its Space/Enter act on that card; nothing to
        stop at: ``leave(forward)`` to the table's other widgets); Enter/Space use a chosen
        card or button; any other key leaves the walk (the game's keys go on from its own
        focus).  True when the key was used here."""
        key = event.key()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            stop = self.step(key == Qt.Key.Key_Tab
                             and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            if stop is None:  # nothing on the felt: the table's other widgets, if any
                leave(key == Qt.Key.Key_Tab)
                return True
            hand = self.hand()
            if stop in hand:
                hand_focus(hand.index(stop))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return self.activate()
        if key != Qt.Key.Key_Shift:
            self.clear()
        return False

    def on_felt(self, stop: Stop) -> bool:
        """Whether ``stop`` still lies on this felt.

        Why ask: the stop the walk stands on can leave the table before the next key (a move
        discards the card, and the scene deletes its item).  The walk is cleared from the
        table's event filter on any key or click, and a deleted item raises ``RuntimeError``
        there — which PySide 6.11 does not report but crashes the app on."""
        return shiboken6.isValid(stop) and stop.scene() is self.scene

    def activate(self) -> bool:
        """Enter/Space on a chosen card or a button: a click on it.  False on a hand card
        (the game's keys act on it) or when the walk stands nowhere."""
        stop = self.current
        if stop is None or not self.on_felt(stop) or stop in self.hand():
            return False
        if isinstance(stop, ButtonItem):
            if stop.enabled:
                stop.clicked.emit(stop.key)
            return True
        self.scene.card_clicked(stop, Qt.KeyboardModifier.NoModifier,
                                QPointF(stop.card_rect().center()))
        return True


def _shown(item: QGraphicsItem) -> bool:
    """Visible all the way up (a button on a hidden panel is no stop)."""
    parent = item.parentItem()
    while parent is not None:
        if not parent.isVisible():
            return False
        parent = parent.parentItem()
    return True
