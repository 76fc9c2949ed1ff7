"""One animation clock for the whole table, honouring the speed setting (0 = off, instant).

Why one clock rather than a QPropertyAnimation per card: every movement, flip and dice roll
advances on the same timer, so the speed setting, "finish everything now" (a new action
arrived, a test wants the end state) and "is anything still moving?" are each one call.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QElapsedTimer, QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem

from ui.table.card_item import CardItem
from ui.table.cards import CardFace

#: base durations in milliseconds at speed 1.0
MOVE_MS = 380.0
FLIP_MS = 420.0
DICE_MS = 900.0


@dataclass
class _Tween:
    key: tuple[int, str] | None
    start: float
    duration: float
    update: Callable[[float], None]
    done: Callable[[], None] | None
    easing: QEasingCurve = field(default_factory=lambda: QEasingCurve(QEasingCurve.Type.OutCubic))
    started: bool = False
    on_start: Callable[[], None] | None = None


class AnimationClock(QObject):
    """Drives tweens at ~60 fps.  ``speed`` 1.0 = normal, 2.0 = twice as fast, 0 = instant."""

    tick = Signal(float)  # milliseconds since the previous frame (also while only "ambient")
    idle = Signal()  # the last running tween finished

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 1.0
        self._timer = QTimer(self)
        self._timer.setInterval(16)
        self._timer.timeout.connect(self._frame)
        self._elapsed = QElapsedTimer()
        self._elapsed.start()
        self._last = 0.0
        self._tweens: list[_Tween] = []
        self._ambient = 0

    # ------------------------------------------------------------------ settings / state
    def set_speed(self, factor: float) -> None:
        self.speed = max(0.0, float(factor))
        if self.instant:
            self.finish_all()

    @property
    def instant(self) -> bool:
        return self.speed <= 0.0

    def busy(self) -> bool:
        return bool(self._tweens)

    def now(self) -> float:
        return float(self._elapsed.elapsed())

    def scaled(self, ms: float) -> float:
        return 0.0 if self.instant else ms / self.speed

    def set_ambient(self, on: bool) -> None:
        """Keep ticking while something waits visibly (a "thinking…" indicator)."""
        self._ambient = max(0, self._ambient + (1 if on else -1))
        self._ensure_timer()

    # ------------------------------------------------------------------ tweens
    def tween(self, duration_ms: float, update: Callable[[float], None],
              done: Callable[[], None] | None = None, delay_ms: float = 0.0,
              key: tuple[int, str] | None = None,
              easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
              on_start: Callable[[], None] | None = None) -> None:
        """Call ``update(t)`` with eased t in 0..1 over ``duration_ms`` (scaled by speed)."""
        if key is not None:
            for old in [t for t in self._tweens if t.key == key]:
                self._tweens.remove(old)
                self._finish(old)
        if self.instant:
            if on_start is not None:
                on_start()
            update(1.0)
            if done is not None:
                done()
            return
        tw = _Tween(key, self.now() + self.scaled(delay_ms), max(1.0, self.scaled(duration_ms)),
                    update, done, QEasingCurve(easing), False, on_start)
        self._tweens.append(tw)
        self._ensure_timer()

    def call_later(self, delay_ms: float, fn: Callable[[], None]) -> None:
        """Run ``fn`` after ``delay_ms`` of animation time (at once when instant)."""
        self.tween(max(1.0, delay_ms), lambda t: None, fn, easing=QEasingCurve.Type.Linear)

    def move(self, item: QGraphicsItem, end: QPointF, rotation: float | None = None,
             duration_ms: float = MOVE_MS, delay_ms: float = 0.0,
             done: Callable[[], None] | None = None, lift: bool = True) -> None:
        """Slide ``item`` to ``end`` (and ``rotation``), raised above the rest while moving."""
        start = QPointF(item.pos())
        start_rot = item.rotation()
        end_rot = start_rot if rotation is None else rotation
        if start == end and start_rot == end_rot:
            if done is not None:
                done()
            return
        z = item.zValue()

        def begin() -> None:
            if lift:
                item.setZValue(z + 1000)

        def update(t: float) -> None:
            item.setPos(start + (end - start) * t)
            item.setRotation(start_rot + (end_rot - start_rot) * t)

        def finish() -> None:
            item.setZValue(z)
            if done is not None:
                done()

        self.tween(duration_ms, update, finish, delay_ms, key=(id(item), "pos"), on_start=begin)

    def flip(self, item: CardItem, card_id: str | None, face: CardFace | None, up: bool,
             duration_ms: float = FLIP_MS, delay_ms: float = 0.0) -> None:
        """Turn a card over; the new side appears at the half-way point."""
        item.prepare_flip(card_id, face, up)
        self.tween(duration_ms, lambda t: setattr(item, "flip", t), item.finish_flip, delay_ms,
                   key=(id(item), "flip"), easing=QEasingCurve.Type.InOutSine)

    def forget(self, item: object) -> None:
        """Drop ``item``'s running movement and flip without finishing them (it is about to be
        deleted: a later frame must not touch it)."""
        keys = {(id(item), "pos"), (id(item), "flip")}
        self._tweens = [t for t in self._tweens if t.key not in keys]
        self._ensure_timer()

    def finish_all(self) -> None:
        """Jump every running animation to its end (a new action arrived, or speed is 0)."""
        while self._tweens:
            tweens, self._tweens = self._tweens, []
            for tw in tweens:
                self._finish(tw)
        self._ensure_timer()
        self.idle.emit()

    def _finish(self, tw: _Tween) -> None:
        if not tw.started and tw.on_start is not None:
            tw.on_start()
        tw.update(1.0)
        if tw.done is not None:
            tw.done()

    # ------------------------------------------------------------------ frame loop
    def _ensure_timer(self) -> None:
        want = bool(self._tweens) or self._ambient > 0
        if want and not self._timer.isActive():
            self._last = self.now()
            self._timer.start()
        elif not want and self._timer.isActive():
            self._timer.stop()

    def _frame(self) -> None:
        now = self.now()
        dt, self._last = now - self._last, now
        finished: list[_Tween] = []
        for tw in list(self._tweens):
            if now < tw.start or tw not in self._tweens:  # not yet, or forgotten meanwhile
                continue
            if not tw.started:
                tw.started = True
                if tw.on_start is not None:
                    tw.on_start()
            t = min(1.0, (now - tw.start) / tw.duration)
            tw.update(tw.easing.valueForProgress(t))
            if t >= 1.0:
                finished.append(tw)
        for tw in finished:
            if tw in self._tweens:
                self._tweens.remove(tw)
            if tw.done is not None:
                tw.done()
        self.tick.emit(dt)
        had = bool(finished)
        self._ensure_timer()
        if had and not self._tweens:
            self.idle.emit()
