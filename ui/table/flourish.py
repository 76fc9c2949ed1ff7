"""The winner's flourish on the table: a gold glow round a name plate that pulses, then stays.

Why a graphics effect and not a paint of the plate's own: every game draws its plates its own
way (Ordet's seat plate with its speech bubble, the others' ``NamePlate``), and a glow laid
round the item from outside needs none of them changed.  Why only the plate: the final cards
around it are what the player looks at and stay exactly as they were.
"""

from __future__ import annotations

import math

import shiboken6
from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsDropShadowEffect, QGraphicsObject

from ui.table import theme

#: the pulses of the flourish and how long they take at the normal animation speed
PULSES = 3
PULSE_MS = 700.0
#: the glow's blur (device pixels) and opacity, quiet and at the top of a pulse
BLUR = (14.0, 46.0)
ALPHA = (130, 255)


class PlateGlow(QObject):
    """A gold glow on ``plate``: ``PULSES`` pulses (none with animations off), then a steady
    glow until ``stop``."""

    def __init__(self, plate: QGraphicsObject, speed: float, parent: QObject | None = None) -> None:
        """``speed``: the table clock's speed (1 normal, 2 twice as fast, 0 = no animation)."""
        super().__init__(parent)
        self.plate = plate
        self.effect = QGraphicsDropShadowEffect()
        self.effect.setOffset(0, 0)
        plate.setGraphicsEffect(self.effect)  # the plate owns it from now on
        #: the glow's strength, 0 (quiet) to 1 (the top of a pulse)
        self.level = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(float(PULSES))
        self.animation.setEasingCurve(QEasingCurve.Type.Linear)
        self.animation.valueChanged.connect(self._pulse)
        self.animation.finished.connect(lambda: self._show(0.6))
        if speed > 0:
            self.animation.setDuration(round(PULSES * PULSE_MS / speed))
            self._show(0.0)
            self.animation.start()
        else:
            self._show(0.6)

    def _pulse(self, value: object) -> None:
        phase = float(value) if isinstance(value, (int, float)) else 0.0
        self._show(0.5 - 0.5 * math.cos(2 * math.pi * phase))

    def _show(self, level: float) -> None:
        self.level = level
        colour = QColor(theme.PLATE_ACTIVE)
        colour.setAlpha(round(ALPHA[0] + (ALPHA[1] - ALPHA[0]) * level))
        self.effect.setColor(colour)
        self.effect.setBlurRadius(BLUR[0] + (BLUR[1] - BLUR[0]) * level)

    def running(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def stop(self) -> None:
        """The glow goes (the game goes on after an undo, or a new game starts)."""
        self.animation.stop()
        if shiboken6.isValid(self.plate) and self.plate.graphicsEffect() is self.effect:
            shiboken6.delete(self.effect)  # a deleted effect leaves its item as it was
