"""A longer monkey run on play across computers (offscreen, one process): a host window hosts
a game on 127.0.0.1, a guest window joins a seat through the join dialog (and sometimes a
spectator window watches); random clicks, drags, keys, menu entries, language switches, new
games, replays and quits on the guest's, the host's or the spectator's window while the other
side keeps the game going.  A step that ends the network game (a new game, Quit, Open…) is
followed by a fresh hosted game and join.  Every ``--check`` steps, and at the end, the game is
checked for being stuck: the links idle, the guest's mirror equal to the host's view of its
seat, the seat to act able to act.

Why a tool next to ``tests/ui/test_net_monkey.py``: the test runs a few hundred steps from
fixed seeds in the default suite; this runs as long as asked, from any seed.  Run from the
repository root::

    .venv/bin/python tools/net_monkey.py --game storma --seconds 90 --seed 3
    .venv/bin/python tools/net_monkey.py --game all --seconds 120 --seed 1

The exit status is 1 when an exception or a stuck game was seen.  Settings, autosaves and
saves go to a temporary folder; nothing is announced on or sent to the network (127.0.0.1).
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-netmonkey-")
os.environ["TABLETOP_NET_LOOPBACK"] = "1"
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import ui.table.pyside_compat  # noqa: F401  - as in ui.app: first Qt import guard
from tests.ui.monkey import patch_modals, recording
from tests.ui.net_monkey import GAMES, NetMonkey, patch_net
from ui import paths
from ui.i18n import Translations
from ui.main_window import MainWindow


def wait_until(done: Callable[[], bool], timeout_ms: int) -> bool:
    """Run the event loop until ``done()`` or ``timeout_ms`` have passed."""
    end = time.monotonic() + timeout_ms / 1000
    while not done():
        if time.monotonic() > end:
            return False
        QTest.qWait(2)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="all", choices=[*GAMES, "all"],
                        help="the game hosted each time (all: any)")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", type=int, default=150,
                        help="check for a stuck game every this many steps")
    parser.add_argument("--no-spectator", action="store_true")
    parser.add_argument("--trail", type=int, default=12,
                        help="how many steps before each exception to print")
    parser.add_argument("--steps", action="store_true", help="print every step as it is done")
    args = parser.parse_args(argv)

    # a step that never returns (a modal loop nobody answers, a wait that never ends):
    # every thread's stack, then the end of the run
    faulthandler.enable()  # a crash in Qt: the Python stack that led to it
    faulthandler.dump_traceback_later(args.seconds + 180, exit=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    games = list(GAMES) if args.game == "all" else [args.game]
    rng = random.Random(args.seed)
    folder = Path(os.environ["TABLETOP_HOME"]) / "saves"
    folder.mkdir()
    patch_modals(setattr, rng, games, folder)
    patch_net(setattr)
    translations = Translations()
    translations.install("en")
    windows = []
    for _ in range(2 if args.no_spectator else 3):
        window = MainWindow(translations, paths.settings())
        window.show()
        windows.append(window)
    monkey = NetMonkey(windows[0], windows[1], None if args.no_spectator else windows[2],
                       rng, games, QTest.qWait, wait_until)
    steps = 0
    stuck: list[tuple[int, str]] = []
    end = time.monotonic() + args.seconds
    with recording() as record:
        monkey.host_and_join()
        while time.monotonic() < end:
            record.step = len(monkey.trail)
            what = monkey.step()
            if args.steps:
                print(steps, what, flush=True)
            steps += 1
            if steps % args.check == 0:
                stuck += [(len(monkey.trail), p) for p in monkey.stuck()]
        record.step = len(monkey.trail)
        stuck += [(len(monkey.trail), p) for p in monkey.stuck()]
        QTest.qWait(50)
    for window in windows:
        window.files.autosave_enabled = False
        window.net.close()
        if window.session is not None:
            window.session.cancel_thinking()
            window.session.paused = True
        window.close()
    app.processEvents()

    problems = [(len(monkey.trail), p) for p in monkey.problems] + stuck
    print(f"{args.game} seed {args.seed}: {steps} steps in {args.seconds:g} s, "
          f"{monkey.rehosts} hosted game(s), {len(record.errors)} exception(s), "
          f"{len(problems)} stuck/failed")
    for at, problem in problems:
        print(f"  STUCK at trail {at}: {problem}")
        for what in monkey.trail[max(0, at - args.trail):at]:
            print("    ", what)
    for line in record.summary(monkey.trail, args.trail):
        print(line)
    return 1 if record.errors or problems else 0


if __name__ == "__main__":
    sys.exit(main())
