"""A link's heartbeat: a small sign of life every period, and "silent" when nothing was heard.

Why: a peer whose process was killed or frozen, or whose cable was cut, closes nothing — TCP
can stay "connected" for many minutes.  Each side therefore sends a sign of life every
``interval`` seconds (a WebSocket ping for ``WsLink``: the peer's Qt answers it with a pong by
itself) and counts *anything* it receives — a message, a frame, a pong — as heard.  When nothing
at all was heard for ``silence`` seconds the link calls it lost.

Qt timers only (no thread, no blocking wait): everything runs on the thread that owns the link.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

#: a sign of life this often (seconds)
INTERVAL_S = 1.0
#: nothing heard for this long: the peer is gone (seconds)
SILENCE_S = 4.0


class Heartbeat:
    """Calls ``beat()`` every ``interval`` s and ``silent()`` once after ``silence`` s without
    ``heard()``; ``stop()`` ends both."""

    def __init__(self, beat: Callable[[], None], silent: Callable[[], None],
                 interval: float = INTERVAL_S, silence: float = SILENCE_S,
                 parent: QObject | None = None) -> None:
        """``parent``: the Qt object the timers die with (a link's socket)."""
        if interval <= 0 or silence <= interval:
            raise ValueError(f"heartbeat {interval} s must be > 0 and < the silence {silence} s")
        self._beat = beat
        self._silent = silent
        self._beats = QTimer(parent)
        self._beats.setInterval(round(interval * 1000))
        self._beats.timeout.connect(self._on_beat)
        self._quiet = QTimer(parent)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(round(silence * 1000))
        self._quiet.timeout.connect(self._on_silent)
        self.running = False

    def start(self) -> None:
        """Begin: the silence is counted from now."""
        self.running = True
        self._beats.start()
        self._quiet.start()

    def heard(self) -> None:
        """Something arrived from the peer: it is alive, the silence starts again."""
        if self.running:
            self._quiet.start()

    def stop(self) -> None:
        self.running = False
        self._beats.stop()
        self._quiet.stop()

    def _on_beat(self) -> None:
        if self.running:
            self._beat()

    def _on_silent(self) -> None:
        if self.running:
            self.stop()
            self._silent()
