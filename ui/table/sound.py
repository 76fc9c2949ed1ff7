"""Short sound effects (card, dice, win, the fanfare) with a mute setting; silent without audio.

Why lazy and forgiving: ``QtMultimedia`` ships only with PySide6-Addons and needs libpulse on
Linux; a machine without it (or without an audio device, like CI) must play silently, never
crash and never slow start-up.  The WAVs are tiny synthesized clips under resources/sounds/
(``python -m ui.table.sound`` regenerates them).
"""

from __future__ import annotations

import io
import math
import random
import struct
import wave
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

from engine.resources import resource_path

SOUNDS_DIR = resource_path("sounds")
NAMES = ("card", "dice", "win", "fanfare")
RATE = 22050
SETTINGS_KEY = "sound/muted"


def synthesize(name: str) -> bytes:
    """A small mono 16-bit WAV for ``name`` (deterministic, so regenerating is a no-op)."""
    rng = random.Random(name)
    samples: list[float] = []
    if name == "card":  # a soft swish: filtered noise with a fast decay
        n = int(RATE * 0.12)
        prev = 0.0
        for i in range(n):
            prev = prev * 0.82 + rng.uniform(-1, 1) * 0.18
            samples.append(prev * 2.2 * math.exp(-i / (RATE * 0.03)))
    elif name == "dice":  # three little clacks
        n = int(RATE * 0.35)
        samples = [0.0] * n
        for k, start in enumerate((0.0, 0.11, 0.2)):
            s0 = int(start * RATE)
            for i in range(int(RATE * 0.05)):
                if s0 + i < n:
                    env = math.exp(-i / (RATE * 0.008))
                    tone = math.sin(2 * math.pi * (1800 - 300 * k) * i / RATE)
                    samples[s0 + i] += 0.5 * env * (0.6 * tone + 0.4 * rng.uniform(-1, 1))
    elif name == "win":  # a rising three-note chime
        n = int(RATE * 0.6)
        samples = [0.0] * n
        for k, freq in enumerate((660.0, 880.0, 1320.0)):
            s0 = int(k * 0.12 * RATE)
            for i in range(n - s0):
                env = math.exp(-i / (RATE * 0.18))
                samples[s0 + i] += 0.28 * env * math.sin(2 * math.pi * freq * i / RATE)
    elif name == "fanfare":  # the winner's flourish: a quick rising arpeggio, a held chord
        n = int(RATE * 1.1)
        samples = [0.0] * n
        notes = ((0.0, 392.0, 0.16), (0.09, 523.25, 0.16), (0.18, 659.25, 0.16),
                 (0.27, 784.0, 0.55), (0.27, 1046.5, 0.55), (0.27, 659.25, 0.55))
        for start, freq, hold in notes:
            s0 = int(start * RATE)
            for i in range(n - s0):
                t = i / RATE
                attack = min(1.0, t / 0.012)
                env = attack * (1.0 if t < hold * 0.4 else math.exp(-(t - hold * 0.4) / hold))
                # a bright, brassy tone: the note with two quieter overtones
                tone = (math.sin(2 * math.pi * freq * t)
                        + 0.35 * math.sin(4 * math.pi * freq * t)
                        + 0.15 * math.sin(6 * math.pi * freq * t))
                samples[s0 + i] += 0.17 * env * tone
    else:
        raise ValueError(f"unknown sound {name!r}")
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 30000))
                               for s in samples))
    return buf.getvalue()


def write_sound_files(directory: Path = SOUNDS_DIR) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    out = []
    for name in NAMES:
        path = directory / f"{name}.wav"
        path.write_bytes(synthesize(name))
        out.append(path)
    return out


_muted: bool | None = None


def is_muted() -> bool:
    """The mute setting (``sound/muted``, "true"/"false", in the app's own settings file — the
    one Settings → Sound effects writes), cached after first use."""
    global _muted
    if _muted is None:
        from ui import paths

        _muted = str(paths.settings().value(SETTINGS_KEY, "false")).lower() in ("true", "1")
    return _muted


def set_muted(muted: bool) -> None:
    """Mute or unmute every sound board (the main window's Settings → Sound effects)."""
    global _muted
    _muted = bool(muted)


class SoundBoard(QObject):
    """Plays the table's effects, unless muted (see ``set_muted``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._effects: dict[str, Any] = {}
        self._tried = False
        self.available = False
        self.played: list[str] = []  # what was asked for (also while muted/silent): for tests

    def _load(self) -> None:
        self._tried = True
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError:  # no Addons / no libpulse: silent
            return
        try:
            if not QMediaDevices.audioOutputs():
                return
            for name in NAMES:
                path = SOUNDS_DIR / f"{name}.wav"
                if not path.exists():
                    continue
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(0.5)
                self._effects[name] = effect
            self.available = bool(self._effects)
        except Exception:  # any multimedia trouble means silence, never a crash
            self._effects.clear()
            self.available = False

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        if is_muted():
            return
        if not self._tried:
            self._load()
        effect = self._effects.get(name)
        if effect is not None:
            try:
                effect.play()
            except Exception:
                self._effects.pop(name, None)


if __name__ == "__main__":
    for p in write_sound_files():
        print(p, p.stat().st_size)
