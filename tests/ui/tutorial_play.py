"""Playing a guided game in the main window, for the tutorials' tests.

Why one harness: every game's tutorial test starts the same way (the window at 1280×800 in a
language, the tutorial started as the welcome page starts it, no pause between moves, no
animations) and waits for the same things (the next step's callout, the finish); the gestures
and keys that make a step's move are each game's own (``perform``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ui.main_window import MainWindow
from ui.tutorial.launch import runner_of, start_tutorial
from ui.tutorial.runner import TutorialRunner


def start(qtbot: QtBot, window: MainWindow, tutorial_id: str, lang: str = "en") -> TutorialRunner:
    """The tutorial started in ``window`` (at 1280×800, in ``lang``), at its first step."""
    window.set_language(lang)
    window.resize(1280, 800)
    window.settings.setValue("view/speed", "off")
    assert start_tutorial(window, tutorial_id)
    runner = runner_of(window)
    assert runner is not None
    runner.session.computer_pace_ms = 0
    wait_for_step(qtbot, runner)
    return runner


def step_shown(runner: TutorialRunner) -> bool:
    """The person's step is up: their move is next and its callout is shown."""
    where = runner.where()
    return (where is not None and where[1] and runner.session.human_to_act()
            and runner.marks.isVisible() and bool(runner.marks.text))


def finish_shown(runner: TutorialRunner) -> bool:
    return runner.over() and runner.marks.isVisible() and len(runner.marks.buttons) == 2


def wait_for_step(qtbot: QtBot, runner: TutorialRunner, timeout: int = 15000) -> None:
    """Until the next step's callout or the finish is shown."""
    qtbot.waitUntil(lambda: step_shown(runner) or finish_shown(runner), timeout=timeout)


def play(qtbot: QtBot, runner: TutorialRunner, perform: Callable[[Any], None],
         check: Callable[[int], None] | None = None) -> int:
    """Every step made by ``perform(expected action)`` (the game's gestures or keys); after
    each, the script must have moved on by exactly that move.  Returns the steps made."""
    made = 0
    while not runner.over():
        wait_for_step(qtbot, runner)
        if runner.over():
            break
        index, _ = runner.where() or (0, True)
        before = len(runner.session.actions)
        expected = runner.expected()
        perform(expected)
        qtbot.waitUntil(lambda b=before: len(runner.session.actions) > b, timeout=10000)
        step = runner.tutorial.steps[index]
        assert step.accepts(runner.game, runner.session.actions[before])
        made += 1
        if check is not None:
            check(index)
    qtbot.waitUntil(lambda: finish_shown(runner), timeout=15000)
    return made


def shot(window: MainWindow, path: Path) -> None:
    """The window as a person sees it, to a PNG."""
    path.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(path))


def arrow_to(items: Callable[[], list[Any]], card_id: str, press: Callable[[Qt.Key], None],
             what: str = "") -> None:
    """← or → (the shorter way round) until the focus ring of ``items`` (the hand, the cards
    to choose) stands on the card ``card_id`` — as a person who cannot use the mouse would."""
    what = what or card_id
    for _ in range(len(items()) + 2):
        shown = items()
        at = [i for i, c in enumerate(shown) if c.focused]
        goal = [i for i, c in enumerate(shown) if c.card_id == card_id]
        assert goal, f"{what} is not shown"
        if at and at[0] == goal[0]:
            return
        n = len(shown)
        right = not at or (goal[0] - at[0]) % n <= (at[0] - goal[0]) % n
        press(Qt.Key.Key_Right if right else Qt.Key.Key_Left)
    raise AssertionError(f"←/→ never put the focus on {what}")
