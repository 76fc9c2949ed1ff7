"""Every shipped guided game, step by step in the window: what each step frames exists on the
table, its words are in the UI language, a different move is refused with the step's aim and
changes nothing, and "Show me" (F2) carries the person to the finish.

The games' own tests (``test_tutorial_<game>.py``) make the same steps with gestures and with
keys; here the runner's promises are checked for every tutorial the same way.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from pytestqt.qtbot import QtBot

from engine import tutorials
from tests.ui import tutorial_play
from ui.main_window import MainWindow
from ui.tutorial import progress
from ui.tutorial.runner import TutorialRunner


def wrong_moves(runner: TutorialRunner) -> list[Any]:
    """Moves the engine would take now that the step does not accept (a few of them)."""
    s = runner.session
    index, _ = runner.where() or (0, True)
    step = runner.tutorial.steps[index]
    person = runner.tutorial.person
    legal = s.game.legal_actions(s.state, person)
    return [a for a in legal if not step.accepts(s.game, a)][:3]


@pytest.mark.parametrize("tutorial_id", tutorials.ids())
def test_every_step_frames_refuses_and_shows(qtbot: QtBot, window: MainWindow,
                                              tutorial_id: str) -> None:
    runner = tutorial_play.start(qtbot, window, tutorial_id)
    t, s, table = runner.tutorial, runner.session, runner.table
    scene_rect = table.scene.sceneRect()
    refused = 0
    while not runner.over():
        tutorial_play.wait_for_step(qtbot, runner)
        if runner.over():
            break
        index, _ = runner.where() or (0, True)
        step = t.steps[index]
        # the words: heading, the step's text and its keys; "Show me" on F2
        assert runner.marks.heading == f"Step {index + 1} of {len(t.steps)}"
        assert runner.marks.text == f"{step.say}\n{step.keys}"
        assert [(b.text, b.key) for b in runner.marks.buttons] == [("Show me", "F2")]
        # the frames: what the move uses, and the named zones, on the felt
        assert all(runner.frame_rect(name) is not None for name in step.frame), step.frame
        targets = runner.targets(index)
        assert targets, f"step {index + 1} frames nothing"
        assert all(r.intersects(scene_rect) for r in targets)
        label = runner.marks.label_rect()
        assert not any(label.intersects(r.adjusted(6, 6, -6, -6)) for r in targets), (
            f"step {index + 1}: the words cover a framed thing")
        # a different move: refused with the aim, nothing changed
        for wrong in wrong_moves(runner):
            before = (len(s.actions), repr(s.state))
            assert not table._submit(wrong)
            assert table.callout.isVisible()
            assert table.callout.text == step.aim
            assert (len(s.actions), repr(s.state)) == before
            refused += 1
        count = len(s.actions)
        qtbot.keyClick(table.view, Qt.Key.Key_F2)
        qtbot.waitUntil(lambda c=count: len(s.actions) > c, timeout=10000)
    qtbot.waitUntil(lambda: tutorial_play.finish_shown(runner), timeout=15000)
    assert refused >= len(t.steps) // 2, "most steps have a wrong move to refuse"
    assert progress.finished(window.settings, tutorial_id)
    assert not runner.session.practice  # until the person plays on


@pytest.mark.parametrize("lang", ["sv", "de", "nb"])
@pytest.mark.parametrize("tutorial_id", tutorials.ids())
def test_every_step_speaks_the_ui_language(qtbot: QtBot, window: MainWindow,
                                           tutorial_id: str, lang: str) -> None:
    runner = tutorial_play.start(qtbot, window, tutorial_id, lang)
    t = runner.tutorial
    seen = 0
    while not runner.over():
        tutorial_play.wait_for_step(qtbot, runner)
        if runner.over():
            break
        index, _ = runner.where() or (0, True)
        step = t.steps[index]
        said = QCoreApplication.translate("Tutorial", step.say)
        assert said != step.say, f"{lang}: step {index + 1} is not translated"
        assert runner.marks.text.startswith(said)
        seen += 1
        runner.show_me()
        qtbot.waitUntil(lambda i=index: runner.where() is None or runner.where() != (i, True),
                        timeout=10000)
    qtbot.waitUntil(lambda: tutorial_play.finish_shown(runner), timeout=15000)
    assert runner.marks.text == QCoreApplication.translate("Tutorial", t.finish) != t.finish
    assert seen == len(t.steps)
