"""The strip shown over or under the felt when someone's connection dropped.

Everyone sees "Waiting for Bo to reconnect (1:45)…", counting down each second.  When the wait
is over the host (``host=True``) gets the choice: "Let a computer play" at a level (the levels
are the caller's: the game's) — ``replace_requested(level)`` — or "Wait longer"
(``wait_longer``); a guest keeps the line, which then says the host decides.  ``back(name)``
says "Bo is back." for a moment and hides the strip.

A plain widget: the caller says when (``start``/``stop``/``back``), the strip counts.  The tick
is a parameter so tests can count down in milliseconds.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

#: how long "{name} is back." stays
BACK_MS = 3000
STYLE = ("QFrame#waiting_banner { background: #fff4d6; border: 1px solid #c9a227;"
         " border-radius: 4px; } QLabel { color: #3a2e00; background: transparent; }")


def clock(seconds: int) -> str:
    """``seconds`` as m:ss ("1:45", "0:05")."""
    seconds = max(0, seconds)
    return f"{seconds // 60}:{seconds % 60:02d}"


class WaitingBanner(QFrame):
    """The waiting strip (see the module's docstring)."""

    #: the host lets a computer at this level (the combo's data) play the missing seat
    replace_requested = Signal(str)
    #: the host waits another round of the same length
    wait_longer = Signal()

    def __init__(self, parent: QWidget | None = None, *, host: bool = False,
                 tick_ms: int = 1000, back_ms: int = BACK_MS) -> None:
        super().__init__(parent)
        self.setObjectName("waiting_banner")
        self.setStyleSheet(STYLE)
        self.host = host
        self._name = ""
        self._seconds = 0
        self._total = 0
        self._back_name = ""
        self.timer = QTimer(self)
        self.timer.setInterval(tick_ms)
        self.timer.timeout.connect(self._tick)
        self.back_timer = QTimer(self)
        self.back_timer.setSingleShot(True)
        self.back_timer.setInterval(back_ms)
        self.back_timer.timeout.connect(self.hide)

        self.text = QLabel()
        self.text.setObjectName("waiting_text")
        self.text.setWordWrap(True)
        self.level = QComboBox()
        self.level.setObjectName("replace_level")
        self.replace = QPushButton()
        self.replace.setObjectName("replace")
        self.replace.clicked.connect(self._replace)
        self.longer = QPushButton()
        self.longer.setObjectName("wait_longer")
        self.longer.clicked.connect(self._wait_longer)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.addWidget(self.text, 1)
        row.addWidget(self.replace)
        row.addWidget(self.level)
        row.addWidget(self.longer)
        self._show_choice(False)
        self._retranslate()
        self.hide()

    # ------------------------------------------------------------------ inputs
    def set_levels(self, levels: Sequence[tuple[str, str]], default: str = "") -> None:
        """The computer levels the host may choose: (key, translated label) pairs."""
        self.level.clear()
        for key, label in levels:
            self.level.addItem(label, key)
        self.level.setCurrentIndex(max(0, self.level.findData(default)))

    def start(self, name: str, seconds: int) -> None:
        """Wait ``seconds`` for ``name``: the strip shows and counts down."""
        self._name = name
        self._seconds = self._total = max(0, seconds)
        self.back_timer.stop()
        self._back_name = ""
        self._show_choice(False)
        self._retranslate()
        self.show()
        self._say(self.text.text())
        if self._seconds > 0:
            self.timer.start()
        else:
            self._over()

    def stop(self) -> None:
        """No more waiting (the game ended, or the caller handles it otherwise): hidden."""
        self.timer.stop()
        self.back_timer.stop()
        self._name = ""
        self.hide()

    def back(self, name: str) -> None:
        """``name`` reconnected: "{name} is back." for a moment, then the strip hides."""
        self.timer.stop()
        self._name = ""
        self._back_name = name
        self._show_choice(False)
        self._retranslate()
        self.show()
        self._say(self.text.text())
        self.back_timer.start()

    def notice(self, text: str) -> None:
        """A line of its own (a guest's "Connection lost, reconnecting…"), until the next
        ``start``, ``back`` or ``stop``."""
        self.timer.stop()
        self.back_timer.stop()
        self._name = self._back_name = ""
        self._show_choice(False)
        self.text.setText(text)
        self.setAccessibleName(text)
        self.show()
        self._say(text)

    # ------------------------------------------------------------------ state
    @property
    def remaining(self) -> int:
        """Seconds left of the wait."""
        return self._seconds

    def waiting(self) -> bool:
        return bool(self._name) and self.timer.isActive()

    def _tick(self) -> None:
        self._seconds = max(0, self._seconds - 1)
        if self._seconds == 0:
            self._over()
        else:
            self._retranslate()

    def _over(self) -> None:
        """The wait is over: the host chooses; a guest is told the host does."""
        self.timer.stop()
        self._show_choice(self.host)
        self._retranslate()
        self._say(self.text.text())
        if self.host:
            self.replace.setFocus()

    def _show_choice(self, shown: bool) -> None:
        for w in (self.level, self.replace, self.longer):
            w.setVisible(shown)
        self.level.setEnabled(shown and self.level.count() > 0)
        self.replace.setEnabled(shown and self.level.count() > 0)

    def _replace(self) -> None:
        self.replace_requested.emit(str(self.level.currentData() or ""))

    def _wait_longer(self) -> None:
        self.wait_longer.emit()
        self.start(self._name, self._total)

    def _say(self, text: str) -> None:
        if text and self.isVisible():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.text, text))

    # ------------------------------------------------------------------ words
    def _retranslate(self) -> None:
        if self._back_name and not self._name:
            text = self.tr("{name} is back.").format(name=self._back_name)
        elif self._seconds > 0:
            text = self.tr("Waiting for {name} to reconnect ({time})…").format(
                name=self._name, time=clock(self._seconds))
        elif self.host:
            text = self.tr("{name} has not come back.").format(name=self._name)
        else:
            text = self.tr("{name} has not come back. The host decides how to go on.").format(
                name=self._name)
        self.text.setText(text)
        self.setAccessibleName(text)
        self.replace.setText(self.tr("&Let a computer play"))
        self.level.setAccessibleName(self.tr("The computer's level"))
        self.longer.setText(self.tr("&Wait longer"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


__all__ = ["BACK_MS", "WaitingBanner", "clock"]
