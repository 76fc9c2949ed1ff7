"""A longer monkey run on the real main window (offscreen): random clicks, keys, drags, menu
entries, new games and language switches for a number of seconds; prints every exception the
app raised in a slot or event handler, with the steps that led to it.

Why a tool next to ``tests/ui/test_monkey.py``: the test runs a bounded number of steps from
fixed seeds in the default suite; this runs for as long as asked, from any seed, to find what
the short run does not reach.  Run from the repository root::

    .venv/bin/python tools/monkey.py --game riftforce --seconds 60 --seed 3
    .venv/bin/python tools/monkey.py --game all --seconds 60 --seed 1

The exit status is 1 when an exception was seen.  Settings, autosaves and saves go to a
temporary folder, never the player's own.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-monkey-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import ui.table.pyside_compat  # noqa: F401  - as in ui.app: first Qt import guard
from tests.ui.monkey import GAMES, Monkey, patch_modals, recording
from ui import paths
from ui.i18n import Translations
from ui.main_window import MainWindow


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="riftforce", choices=[*GAMES, "all"],
                        help="the game of the first table and of every New Game (all: any)")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--trail", type=int, default=12,
                        help="how many steps before each exception to print")
    parser.add_argument("--steps", action="store_true",
                        help="print every step as it is done (to see what came before a crash)")
    args = parser.parse_args(argv)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    games = list(GAMES) if args.game == "all" else [args.game]
    rng = random.Random(args.seed)
    folder = Path(os.environ["TABLETOP_HOME"]) / "saves"
    folder.mkdir()
    patch_modals(setattr, rng, games, folder)
    translations = Translations()
    translations.install("en")
    window = MainWindow(translations, paths.settings())
    window.resize(1280, 800)
    window.show()
    monkey = Monkey(window, rng, games, QTest.qWait)
    steps = 0
    end = time.monotonic() + args.seconds
    with recording() as record:
        monkey.start(rng.choice(games))
        while time.monotonic() < end:
            record.step = steps
            what = monkey.step()
            if args.steps:
                print(steps, what, flush=True)
            steps += 1
        QTest.qWait(50)
    window.files.autosave_enabled = False
    if window.session is not None:
        window.session.cancel_thinking()
        window.session.paused = True
    window.close()
    app.processEvents()

    print(f"{args.game} seed {args.seed}: {steps} steps in {args.seconds:g} s, "
          f"{len(record.errors)} exception(s)")
    for line in record.summary(monkey.trail, args.trail):
        print(line)
    return 1 if record.errors else 0


if __name__ == "__main__":
    sys.exit(main())
