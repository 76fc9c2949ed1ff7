"""What the real app has imported when its window first paints (start-up stays light).

Why a subprocess: the test process has long imported everything; a fresh interpreter starts
``ui.app.main`` offscreen, notes ``sys.modules`` at the main window's first paint and quits.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
loaded = []
class Watch(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint and not loaded:
            loaded.extend(m for m in sys.modules if m.startswith(PREFIXES))
            QTimer.singleShot(0, QApplication.instance().quit)
        return False
watch = Watch()
import ui.app as appmod
from ui.main_window import MainWindow
orig = MainWindow.show
def show(self):
    self.installEventFilter(watch)
    orig(self)
MainWindow.show = show
appmod.main(["main.py"])
print("LOADED", " ".join(sorted(loaded)))
"""


def modules_at_first_paint(prefixes: tuple[str, ...]) -> list[str]:
    """The imported modules whose names start with one of ``prefixes`` at the first paint."""
    probe = f"PREFIXES = {prefixes!r}\n" + PROBE
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    line = next(x for x in out.stdout.splitlines() if x.startswith("LOADED"))
    return line.split()[1:]
