"""A monkey for the main window: random clicks, keys, drags, menu actions and language switches.

Why a driver of its own (used by ``test_monkey.py`` and by ``tools/monkey.py``): a person at the
table does things in orders no scripted test thinks of — switches the language with a replay
open, starts a new game while a card is in the air, presses Ctrl+Z on the end screen.  The
monkey does those things at random, from a seed, and reports every exception the app raised in
a slot or an event handler (which Qt would otherwise only print).

What it does is what a person can do: while a modal dialog is up, only that dialog is answered
(the window is blocked for a person too); modal boxes that the app runs with ``exec()`` are
answered at once (``patch_modals``), as are the file dialogs and the New Game dialog, so no
step ever waits for a click.  Cards are dragged with mouse events on the view (movable scene
items, no ``QDrag``), as the table tests do.
"""

from __future__ import annotations

import contextlib
import random
import sys
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QGraphicsView,
    QInputDialog,
    QMenu,
    QMessageBox,
    QWidget,
)

from engine.core import IllegalAction
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig, NewGameDialog
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.table.card_item import CardItem

#: the games the monkey plays, with the options of a two-seat game of each
GAMES: dict[str, dict[str, Any]] = {
    "supertrumf": {"variant": "klassisk"},
    "storma": {},
    "riftforce": {},
    "ordet": {"language": "en"},
}
#: fast computer players (the monkey tests the window, not the search)
LEVELS = {"supertrumf": "heuristic", "storma": "heuristic", "riftforce": "heuristic",
          "ordet": "heuristic"}

KEYS: list[Qt.Key] = [
    Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up,
    Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
    Qt.Key.Key_Escape, Qt.Key.Key_F1, Qt.Key.Key_Question, Qt.Key.Key_Backspace,
    Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3,
    *(Qt.Key(Qt.Key.Key_A.value + i) for i in range(26)),
]
#: keys pressed with Ctrl: undo, redo, hint, new, open, save (Ctrl+Q is the quit step)
CTRL_KEYS: list[Qt.Key] = [Qt.Key.Key_Z, Qt.Key.Key_Y, Qt.Key.Key_H, Qt.Key.Key_N,
                           Qt.Key.Key_O, Qt.Key.Key_S]


@dataclass
class Seen:
    """One exception: the step it happened in (``Monkey.trail[step]`` says what the step
    did) and its traceback."""

    step: int
    text: str


@dataclass
class Record:
    """Every exception raised inside Qt's calls into Python while the monkey ran; ``step``
    is set by the caller before each step."""

    errors: list[Seen] = field(default_factory=list)
    step: int = 0

    def hook(self, kind: type[BaseException], value: BaseException,
             tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        self.errors.append(Seen(self.step, text))

    def report(self, trail: list[str], before: int = 8) -> list[str]:
        """Each exception with the step that raised it and the steps before that."""
        return [f"step {e.step} ({_at(trail, e.step)}), after "
                f"{trail[max(0, e.step - before):e.step]}:\n{e.text}" for e in self.errors]

    def summary(self, trail: list[str], before: int) -> list[str]:
        """For the tools' reports: how often each kind of exception came, then the first of
        each kind with the steps that led to it and its traceback."""
        kinds = Counter(e.text.strip().splitlines()[-1] for e in self.errors)
        lines = [f"  {count} × {line}" for line, count in kinds.most_common()]
        shown: set[str] = set()
        for seen in self.errors:
            last = seen.text.strip().splitlines()[-1]
            if last in shown:
                continue
            shown.add(last)
            lines.append(f"\n--- first at step {seen.step}; that step and the steps before it:")
            lines += [f"     {what}" for what in trail[max(0, seen.step - before):seen.step + 1]]
            lines.append(seen.text)
        return lines


def _at(trail: list[str], step: int) -> str:
    return trail[step] if step < len(trail) else "?"


@contextlib.contextmanager
def recording() -> Iterator[Record]:
    """``sys.excepthook`` collects (PySide hands an exception in a slot or an overridden
    event handler to it, then carries on): the monkey sees every one, not only the first."""
    record = Record()
    before = sys.excepthook
    sys.excepthook = record.hook
    try:
        yield record
    finally:
        sys.excepthook = before


def random_config(rng: random.Random, game: str) -> GameConfig:
    """Two seats: a person and a computer, two people (hot seat) or two computers."""
    kinds = rng.choice([(HUMAN, COMPUTER), (COMPUTER, HUMAN), (HUMAN, HUMAN),
                        (COMPUTER, COMPUTER)])
    seats = [SeatConfig(name, kind, LEVELS[game] if kind == COMPUTER else "")
             for name, kind in zip(("Ada", "Bo"), kinds, strict=True)]
    options: dict[str, Any] = {"seats": 2, **GAMES[game]}
    if game == "storma" and kinds.count(HUMAN) == 1:
        options["first_house"] = kinds.index(HUMAN)
    return GameConfig(game, options, rng.randrange(1000), seats, rng.random() < 0.2)


def patch_modals(setattr_: Callable[[Any, str, Any], None], rng: random.Random,
                 games: list[str], folder: Path) -> None:
    """Answer every dialog the app runs modally (``exec``) at once, at random.

    ``setattr_`` is ``pytest.MonkeyPatch.setattr`` in tests (undone afterwards) or ``setattr``
    in the tool.  Saves go to ``folder``; Open and Watch a replay pick one of them."""

    def box_exec(box: QMessageBox) -> int:
        answer = rng.choice([QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                             QMessageBox.StandardButton.Ok])
        return int(answer.value)

    def new_game_exec(dialog: NewGameDialog) -> int:
        if rng.random() < 0.15:
            return int(QDialog.DialogCode.Rejected.value)
        dialog.set_config(random_config(rng, rng.choice(games)))
        dialog._accept()
        return int(dialog.result())

    def saves() -> list[Path]:
        return sorted(folder.glob("*.json"))

    def open_name(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
        found = saves()
        if not found or rng.random() < 0.2:
            return "", ""
        return str(rng.choice(found)), ""

    def save_name(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
        if rng.random() < 0.2:
            return "", ""
        return str(folder / f"save{rng.randrange(4)}.json"), ""

    def static_box(*_args: Any, **_kwargs: Any) -> QMessageBox.StandardButton:
        return QMessageBox.StandardButton.Ok  # warning(), information()…: a box, read, closed

    for name in ("warning", "information", "critical", "question"):
        setattr_(QMessageBox, name, staticmethod(static_box))
    setattr_(QMessageBox, "exec", box_exec)
    setattr_(QMessageBox, "about", staticmethod(lambda *_a, **_k: None))
    setattr_(NewGameDialog, "exec", new_game_exec)
    setattr_(QFileDialog, "getOpenFileName", staticmethod(open_name))
    setattr_(QFileDialog, "getSaveFileName", staticmethod(save_name))
    setattr_(QInputDialog, "getMultiLineText",
             staticmethod(lambda *_a, **_k: ("Ada\nBo\nCy\nDag", rng.random() < 0.5)))


def menu_actions(window: MainWindow) -> list[QAction]:
    """Every enabled entry of the menu bar, sub-menus included, looked up afresh."""
    found: list[QAction] = []
    pending = list(window.menuBar().actions())
    while pending:
        action = pending.pop(0)
        menu = action.menu()
        if isinstance(menu, QMenu):
            pending.extend(menu.actions())
        elif not action.isSeparator() and action.isEnabled():
            found.append(action)
    return found


def guided_accepts(session: Any, action: Any) -> bool:
    """Would the session take ``action``: any legal move, but in a guided game's script only
    what its step asks (``Session.guard``)."""
    if session.guard is None:
        return True
    try:
        session.guard(action)
    except IllegalAction:
        return False
    return True


class Monkey:
    """Random steps on ``window``; ``wait(ms)`` lets the event loop run (``qtbot.wait``)."""

    def __init__(self, window: MainWindow, rng: random.Random, games: list[str],
                 wait: Callable[[int], None], fast_forward: float = 0.5) -> None:
        """``fast_forward``: the weight of playing a game to its end at once (hundreds of
        moves, seconds each time: the tool's long runs reach the end screen with it)."""
        self.window = window
        self.rng = rng
        self.games = games
        self.wait = wait
        #: what each step did, for the report of a failure
        self.trail: list[str] = []
        self.steps: list[tuple[float, Callable[[], str]]] = [
            (20, self.click), (8, self.drag), (14, self.key), (3, self.ctrl_key),
            (8, self.menu), (5, self.language), (1, self.new_game), (12, self.legal_move),
            (3, self.end_panel), (2, self.replay), (1, self.quit), (6, self.pause),
            (fast_forward, self.fast_forward),
        ]

    # ------------------------------------------------------------------ running
    def step(self) -> str:
        """One random thing a person could do now (a modal dialog up: answer it)."""
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog) and modal.isVisible():
            what = self.answer(modal)
        else:
            weights = [w for w, _ in self.steps]
            _, fn = self.rng.choices(self.steps, weights)[0]
            what = fn()
        self.wait(self.rng.choice([0, 0, 1, 5, 20]))
        self.trail.append(what)
        return what

    def start(self, game: str) -> None:
        """A first game on the table, animations off (a random step may turn them on)."""
        self.window.set_speed("off")
        self.window.start(random_config(self.rng, game))

    # ------------------------------------------------------------------ steps
    def answer(self, dialog: QDialog) -> str:
        if self.rng.random() < 0.5:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
            return f"Escape on {dialog.objectName() or type(dialog).__name__}"
        dialog.reject()
        return f"close {dialog.objectName() or type(dialog).__name__}"

    def _target(self) -> QWidget:
        """Where a person's click lands: anywhere in the window's central part."""
        central = self.window.centralWidget()
        assert central is not None
        return central

    def click(self) -> str:
        area = self._target()
        point = QPoint(self.rng.randrange(max(1, area.width())),
                       self.rng.randrange(max(1, area.height())))
        child = area.childAt(point) or area
        local = child.mapFrom(area, point)
        button = self.rng.choice([Qt.MouseButton.LeftButton] * 5 + [Qt.MouseButton.RightButton])
        if self.rng.random() < 0.15:
            QTest.mouseDClick(child, button, Qt.KeyboardModifier.NoModifier, local)
            return f"double-click {type(child).__name__} {local.x()},{local.y()}"
        QTest.mouseClick(child, button, Qt.KeyboardModifier.NoModifier, local)
        return f"click {type(child).__name__} {local.x()},{local.y()}"

    def _view(self) -> QGraphicsView | None:
        table = self.window.table
        if table is None:
            return None
        views = table.findChildren(QGraphicsView)
        return views[0] if views else None

    def drag(self) -> str:
        view = self._view()
        if view is None or view.scene() is None:
            return self.click()
        cards = [i for i in view.scene().items() if isinstance(i, CardItem) and i.isVisible()
                 and (i.draggable or self.rng.random() < 0.1)]
        if not cards:
            return self.click()
        card = self.rng.choice(cards)
        vp = view.viewport()
        rect = card.sceneBoundingRect()
        a = view.mapFromScene(QPointF(rect.center().x(), rect.top() + 8))
        b = QPoint(self.rng.randrange(max(1, vp.width())), self.rng.randrange(max(1, vp.height())))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        QTest.mouseMove(vp, a + QPoint(12, -12))
        if self.rng.random() < 0.3:
            self.wait(self.rng.choice([0, 5, 30]))  # a move of the computer may come meanwhile
        QTest.mouseMove(vp, b)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
        return f"drag {card.key} to {b.x()},{b.y()}"

    def _focus(self) -> QWidget:
        focus = QApplication.focusWidget()
        if focus is None or not focus.isVisible() or focus.window() is not self.window:
            # (another window's widget: a monkey drives its own window, as a person at
            # another computer would)
            focus = self.window.table or self.window
        return focus

    def key(self) -> str:
        key = self.rng.choice(KEYS)
        mods = (Qt.KeyboardModifier.ShiftModifier if self.rng.random() < 0.1
                else Qt.KeyboardModifier.NoModifier)
        target = self._focus()
        QTest.keyClick(target, key, mods)
        return f"key {key.name} on {type(target).__name__}"

    def ctrl_key(self) -> str:
        key = self.rng.choice(CTRL_KEYS)
        mods = Qt.KeyboardModifier.ControlModifier
        if key == Qt.Key.Key_Z and self.rng.random() < 0.3:
            mods |= Qt.KeyboardModifier.ShiftModifier
        target = self._focus()
        QTest.keyClick(target, key, mods)
        return f"key Ctrl+{key.name} on {type(target).__name__}"

    def menu(self) -> str:
        """A menu entry (not Quit, which is its own step, nor the languages: their own)."""
        window = self.window
        skip = {window.quit_action, *window.language_actions.values()}
        actions = [a for a in menu_actions(window) if a not in skip]
        action = self.rng.choice(actions)
        name = action.objectName()
        action.trigger()
        return f"menu {name}"

    def language(self) -> str:
        key = self.rng.choice(list(self.window.language_actions))
        self.window.language_actions[key].trigger()
        return f"language {key or 'system'}"

    def new_game(self) -> str:
        self.window.new_action.trigger()
        return "menu new"

    def legal_move(self) -> str:
        """What a player who knows the game does: a legal move through the session."""
        s = self.window.session
        if s is None or s.is_over():
            return self.click()
        if s.pending_handover is not None:
            s.accept_handover()
            return "hand-over accepted"
        if not s.human_to_act():
            return self.pause()
        if getattr(s, "guest", False) and s.mirror.pending is not None:
            return self.pause()  # a guest's move is on its way to the host
        legal = [a for a in s.legal_actions() if guided_accepts(s, a)]
        if not legal:
            return self.pause()
        s.submit(self.rng.choice(legal))
        return "legal move"

    def fast_forward(self) -> str:
        """Everybody plays quickly to the end of the game (or 400 actions): the end screen,
        its buttons and the replay of a finished game are reached too."""
        s = self.window.session
        if s is None or s.is_over():
            return self.pause()
        if s.guard is not None:  # a guided game goes as its script says, step by step
            return self.legal_move()
        s.cancel_thinking()
        s.paused = True
        for _ in range(400):
            if s.is_over():
                break
            if s.pending_handover is not None:
                s.accept_handover()
            legal = s.legal_actions()
            if not legal:
                break
            s.submit(self.rng.choice(legal))
        s.set_paused(False)
        return "fast forward" + (" to the end" if s.is_over() else "")

    def end_panel(self) -> str:
        panel = self.window.end_panel
        if panel is None or not panel.isVisible():
            return self.legal_move()
        button = self.rng.choice([b for b in (panel.again_button, panel.new_button,
                                              panel.replay_button, panel.close_button)
                                  if not b.isHidden()])
        button.click()
        return f"end panel {button.objectName()}"

    def replay(self) -> str:
        """At a replay window (non-modal: it may stay open while the game goes on): a step, a
        jump, play, the viewer, or close it; without one, Game → Watch a replay… (a save)."""
        from ui.replay import ReplayWindow

        replays = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, ReplayWindow) and w.isVisible()]
        if not replays:
            self.window.replay_action.trigger()
            return "menu replay"
        replay = self.rng.choice(replays)
        key = self.rng.choice([Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home,
                               Qt.Key.Key_End, Qt.Key.Key_Space, Qt.Key.Key_Escape])
        if self.rng.random() < 0.2:
            seats = replay.controls.viewer_box.count()
            replay.controls.viewer_box.setCurrentIndex(self.rng.randrange(max(1, seats)))
            return "replay: another viewer"
        QTest.keyClick(replay, key)
        return f"replay: key {key.name}"

    def quit(self) -> str:
        """Game → Quit; the window comes back (as after a restart of the app)."""
        self.window.quit_action.trigger()
        self.wait(1)
        self.window.show()
        return "quit and show again"

    def pause(self) -> str:
        ms = self.rng.choice([5, 20, 80])
        self.wait(ms)
        return f"wait {ms} ms"

