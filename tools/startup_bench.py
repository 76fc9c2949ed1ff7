"""Start-up time of Tabletop to its first painted frame, against a bare PySide6 window.

Usage: ``python tools/startup_bench.py [runs] [other checkout]`` (offscreen unless
QT_QPA_PLATFORM is set).  Each run starts a fresh process; the parent measures from spawn until
the child prints that its main window received its first Paint event.  Prints medians and the
ratio; with another checkout of Tabletop (e.g. ``git worktree add /tmp/before main``) its
start-up is measured in the same rounds too, so a change is compared under the same load.
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
class Watch(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            QTimer.singleShot(0, QApplication.instance().quit)
        return False
watch = Watch()
MODE = sys.argv[1]
if MODE == "bare":
    app = QApplication(sys.argv)
    w = QMainWindow(); w.setWindowTitle("bare"); w.resize(1280, 800)
    w.installEventFilter(watch); w.show(); app.exec()
else:
    import ui.app as appmod
    from ui.main_window import MainWindow
    orig_show = MainWindow.show
    def show(self):
        self.installEventFilter(watch)
        orig_show(self)
    MainWindow.show = show
    appmod.main(["main.py"])
"""


def one(mode: str, root: Path = ROOT) -> float:
    env = dict(os.environ)
    # a player's copy has its bytecode (pip compiles on install, a checkout writes __pycache__
    # at its first start); measure that steady state, not a compile of every changed module
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.setdefault("TABLETOP_HOME", str(Path("/tmp/tabletop-startup-bench")))
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", PROBE, mode], cwd=root, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == "painted":
            elapsed = time.perf_counter() - t0
            break
    else:
        raise SystemExit(f"{mode}: no paint seen")
    proc.wait(timeout=30)
    return elapsed * 1000


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    other = Path(sys.argv[2]).resolve() if len(sys.argv) > 2 else None
    roots = [ROOT] if other is None else [ROOT, other]
    for root in roots:
        compileall.compile_dir(str(root / "engine"), quiet=1)
        compileall.compile_dir(str(root / "ui"), quiet=1)
        one("app", root)  # warm the file cache
    one("bare")
    bare: list[float] = []
    apps: dict[Path, list[float]] = {root: [] for root in roots}
    for _ in range(runs):  # interleaved, so a passing load on the machine hits all alike
        bare.append(one("bare"))
        for root in roots:
            apps[root].append(one("app", root))
    mb = statistics.median(bare)
    print(f"bare PySide6 window: median {mb:.0f} ms (min {min(bare):.0f}, max {max(bare):.0f})")
    for root, times in apps.items():
        ma = statistics.median(times)
        name = "Tabletop main.py" if root == ROOT else str(root)
        print(f"{name}: median {ma:.0f} ms (min {min(times):.0f}, max {max(times):.0f})")
        print(f"ratio: {ma / mb:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
