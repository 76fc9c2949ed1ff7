"""The duel clock: seconds of duel time, driven by a QTimer in play and stepped by tests.

Why not wall-clock time directly: duels are races against computer players whose reaction times
are drawn in seconds; tests must run those races deterministically and fast.  So everything
that waits in a duel asks this clock, which normally follows real time (times ``rate``) and in
tests is switched to manual and advanced with ``advance``.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

TICK_MS = 50


class SimClock(QObject):
    """Monotonic duel seconds.  ``ticked`` is emitted after every advance (real or manual)."""

    ticked = Signal(float)  # the new time in seconds

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._now = 0.0
        self.rate = 1.0
        self.manual = False
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._real_tick)
        self._elapsed = QElapsedTimer()
        self._users = 0

    def now(self) -> float:
        return self._now

    def set_manual(self, manual: bool) -> None:
        """Manual: time moves only by ``advance`` (tests); otherwise it follows real time."""
        self.manual = manual
        self._sync_timer()

    def set_running(self, on: bool) -> None:
        """Someone waits on the clock (a duel is open); idle clocks stop their timer."""
        self._users = 1 if on else 0
        self._sync_timer()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def advance(self, seconds: float) -> None:
        """Move time forward by ``seconds`` (in small steps, so deadlines fire in order)."""
        remaining = max(0.0, seconds)
        while remaining > 1e-9:
            step = min(0.05, remaining)
            remaining -= step
            self._now += step
            self.ticked.emit(self._now)

    def _sync_timer(self) -> None:
        want = self._users > 0 and not self.manual
        if want and not self._timer.isActive():
            self._elapsed.start()
            self._timer.start()
        elif not want and self._timer.isActive():
            self._timer.stop()

    def _real_tick(self) -> None:
        ms = self._elapsed.restart()
        self._now += ms / 1000.0 * self.rate
        self.ticked.emit(self._now)
