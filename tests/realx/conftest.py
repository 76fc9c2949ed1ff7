"""A real X server (Xvfb) for the tests that offscreen Qt cannot answer: where the keyboard
focus goes, what the window manager's geometry is, whether the window comes back where it was.

Why a server per test module and the app in a process of its own: the rest of the suite runs
one offscreen ``QApplication`` in the test process, and a process has one platform plugin; so
each scenario runs ``tests/realx/drive.py`` (or the app itself) with ``QT_QPA_PLATFORM=xcb``
against this server and reports what it saw as JSON.  ``./test`` installs Xvfb (Debian's
``xvfb``) with the other system libraries; without it these tests fail, they are not skipped.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DRIVE = Path(__file__).with_name("drive.py")
#: generous: only a hang takes this long
PATIENCE_S = 300


@dataclass(frozen=True)
class XServer:
    display: str

    def env(self, home: Path, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
        env.update(DISPLAY=self.display, QT_QPA_PLATFORM="xcb", TABLETOP_HOME=str(home),
                   XDG_RUNTIME_DIR=str(home / "run"), **extra)
        (home / "run").mkdir(parents=True, exist_ok=True, mode=0o700)
        return env

    def drive(self, home: Path, scenario: str, *args: str) -> Any:
        """Run one scenario of ``drive.py`` on this server; its JSON report."""
        done = subprocess.run([sys.executable, str(DRIVE), scenario, *args], cwd=ROOT,
                              env=self.env(home), capture_output=True, text=True,
                              timeout=PATIENCE_S)
        lines = [x for x in done.stdout.splitlines() if x.startswith("REPORT ")]
        report = (f"{scenario} failed ({done.returncode}):\n{done.stdout[-3000:]}\n"
                  f"{done.stderr[-3000:]}")
        assert done.returncode == 0, report
        assert lines, report
        return json.loads(lines[-1][len("REPORT "):])


@pytest.fixture(scope="module")
def xserver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[XServer]:
    """Xvfb on a free display (it picks the number itself: ``-displayfd``), 1920×1080."""
    xvfb = shutil.which("Xvfb")
    assert xvfb, "Xvfb is missing: ./test installs it (Debian's xvfb)"
    read, write = os.pipe()
    proc = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "1920x1080x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    assert number.isdigit(), "Xvfb did not start"
    yield XServer(f":{number}")
    proc.terminate()
    proc.wait(30)
