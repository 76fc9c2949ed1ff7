"""Scenarios run inside a real X server (``tests/realx``): the app is started as a person starts
it (``ui.app.main``), a scenario acts on it from inside its event loop, and one line
``REPORT <json>`` tells the test what it saw.

Keys go to the window's ``QWindow`` (``QTest.keyClick(window.windowHandle(), …)``): Qt then
delivers them to whatever has the keyboard focus, as it does with a real key press — unlike
offscreen tests, which send keys to a widget chosen by the test.

    python tests/realx/drive.py geometry-save 120 90 1100 700
    python tests/realx/drive.py geometry-load
    python tests/realx/drive.py tab-order riftforce
    python tests/realx/drive.py keyboard-game storma 3 [sv]
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRect, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow  # noqa: E402

#: how long a scenario waits for something that should take a moment (a hang takes longer)
PATIENCE_S = 60.0

GAMES: dict[str, list[str]] = {
    "klassisk": ["--game", "supertrumf", "--variant", "klassisk"],
    "blixtduell": ["--game", "supertrumf", "--variant", "blixtduell"],
    "storma": ["--game", "storma"],
    "riftforce": ["--game", "riftforce", "--variant", "draft"],
    "ordet": ["--game", "ordet"],
}


def wait_until(condition: Callable[[], object], what: str) -> None:
    deadline = time.monotonic() + PATIENCE_S
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {PATIENCE_S} s: {what}")
        QApplication.processEvents()
        time.sleep(0.01)


def settle(seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def main_window() -> Any:
    from ui.main_window import MainWindow

    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    assert len(found) == 1
    return found[0]


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def key(window: QMainWindow, k: Qt.Key,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    handle = window.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, k, modifiers)
    QApplication.processEvents()


def focus_name() -> str:
    widget = QApplication.focusWidget()
    return "" if widget is None else widget.objectName() or type(widget).__name__


# ------------------------------------------------------------------ scenarios
def geometry_save(x: str, y: str, w: str, h: str) -> dict[str, Any]:
    """Put the window at x, y, w, h and the game log on the left, then close it."""
    window = main_window()
    wait_until(lambda: window.isVisible() and window.table is not None, "the table is shown")
    window.setGeometry(int(x), int(y), int(w), int(h))
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.log_dock)
    window.log_dock.show()
    window.resizeDocks([window.log_dock], [333], Qt.Orientation.Horizontal)
    settle()
    report = {"geometry": rect(window.geometry()),
              "dock_area": window.dockWidgetArea(window.log_dock).name,
              "dock_width": window.log_dock.width()}
    window.close()
    return report


def geometry_load() -> dict[str, Any]:
    window = main_window()
    wait_until(lambda: window.isVisible() and window.table is not None, "the table is shown")
    settle()
    dock: QDockWidget = window.log_dock
    report = {"geometry": rect(window.geometry()),
              "dock_area": window.dockWidgetArea(dock).name,
              "dock_visible": dock.isVisible(), "dock_width": dock.width()}
    window.close()
    return report


def tab_order(game: str) -> dict[str, Any]:
    """With a person to act: who has the keyboard focus, and where Tab and Shift+Tab go."""
    window = main_window()
    wait_until(lambda: window.table is not None and window.session is not None,
               "the game starts")
    session, table = window.session, window.table
    session.computer_pace_ms = 0
    wait_until(lambda: session.human_to_act(), "the person is to act")
    window.activateWindow()
    wait_until(lambda: QApplication.activeWindow() is window, "the window is active")
    settle()
    report: dict[str, Any] = {"focus_at_start": focus_name(),
                              "table_view": table.view.objectName() or type(table.view).__name__}
    stops = table.tab_walk.stops()
    report["stops"] = len(stops)
    forward, backward, focus = [], [], set()
    for _ in range(len(stops) + 1):
        key(window, Qt.Key.Key_Tab)
        forward.append(stops.index(table.tab_walk.current)
                       if table.tab_walk.current in stops else -1)
        focus.add(focus_name())
    for _ in range(len(stops) + 1):
        key(window, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        backward.append(stops.index(table.tab_walk.current)
                        if table.tab_walk.current in stops else -1)
        focus.add(focus_name())
    report.update(forward=forward, backward=backward, focus_while_walking=sorted(focus),
                  log_focus=window.log.hasFocus())
    window.files.autosave_enabled = False
    window.close()
    return report


#: the seats of a keyboard game: the person first, then the computers (Klassisk at a full table)
KEYBOARD_SEATS: dict[str, str] = {
    "klassisk": "human" + ",computer:heuristic" * 3,
    "blixtduell": "human,computer:heuristic",
    "storma": "human,computer:heuristic",
    "riftforce": "human,computer:heuristic",
    "ordet": "human,computer:heuristic",
}


def keyboard_game(game: str, seed: str, lang: str = "en") -> dict[str, Any]:
    """The person plays a whole game with key presses only (``keyboard.KeyboardPlayer``),
    computers at once and no animations, in the UI language ``lang`` (the command line's)."""
    from tests.realx.keyboard import KeyboardPlayer

    del lang  # the app was started in it

    window = main_window()
    wait_until(lambda: window.table is not None and window.session is not None,
               "the game starts")
    window.files.autosave_enabled = False
    window.set_speed("off")
    window.session.computer_pace_ms = 0
    window.activateWindow()
    wait_until(lambda: QApplication.activeWindow() is window, "the window is active")
    settle(0.2)
    report = KeyboardPlayer(window, game, int(seed) * 7 + 1).play()
    window.close()
    return report


SCENARIOS: dict[str, tuple[Callable[..., dict[str, Any]], Callable[[list[str]], list[str]]]] = {
    # name: (scenario, the app's command line for its arguments)
    "geometry-save": (geometry_save, lambda a: ["--lang", "en", *GAMES["storma"],
                                                 "--seats", "human,computer"]),
    "geometry-load": (geometry_load, lambda a: ["--lang", "en", *GAMES["storma"],
                                                 "--seats", "human,computer"]),
    "tab-order": (tab_order, lambda a: ["--lang", "en", *GAMES[a[0]], "--seed", "4",
                                        "--seats", "human,computer"]),
    # a small window: the felt is repainted after every key, and Xvfb paints in software
    # (a third argument: the UI language, English by default)
    "keyboard-game": (keyboard_game, lambda a: ["--lang", a[2] if len(a) > 2 else "en",
                                                *GAMES[a[0]], "--seed", a[1],
                                                "--seats", KEYBOARD_SEATS[a[0]],
                                                "--size", "1024x720"]),
}


def run() -> int:
    name, args = sys.argv[1], sys.argv[2:]
    scenario, command_line = SCENARIOS[name]
    app = QApplication(["tabletop"])
    outcome: dict[str, Any] = {}

    def act() -> None:
        try:
            outcome["report"] = scenario(*args)
        except BaseException:  # reported to the test, with its traceback
            outcome["error"] = traceback.format_exc()
        finally:
            for w in QApplication.topLevelWidgets():
                w.close()
            QTimer.singleShot(0, app.quit)

    QTimer.singleShot(0, act)
    from ui import app as tabletop

    tabletop.main(["tabletop", *command_line(args)])
    if "error" in outcome:
        print(outcome["error"], file=sys.stderr)
        return 1
    print("REPORT " + json.dumps(outcome["report"]))
    return 0


if __name__ == "__main__":
    sys.exit(run())
