"""A guided game on the normal table: the step's callout, the script's moves, the refusals.

Why one runner for every game: a tutorial is data (``engine.tutorials``) and everything it
needs of a table the tables already have — ``hint_targets(action)`` frames what a move uses
(the hint's frames), ``_submit`` shows a refusal where the gesture ended and snaps the cards
back, the scene's zones have names.  The runner adds three things to a normal session:

* a **guard** (``Session.guard``) that refuses, before the engine sees it, any move the step
  does not ask for — with the step's ``aim`` in the UI language, so the person reads what to do
  instead of a rule;
* **scripted seats**: the other seats' agents (``Session.agent_factory``) play the script's
  next move when it is theirs — paced and marked "thinking" like any computer;
* the **teach marks** (``marks.TeachMarks``): the step's words beside the framed things, a
  "Show me" button (F2) that makes the move, and at the end the choice to play on against
  Easy (F2) or go back to the welcome page (F3).

Which step is shown follows from the number of actions made (``Tutorial.step_at``), so an undo
shows the step again and a replayed position shows the right words.  The step's words are
announced to assistive technology once per step, like a refusal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut

from engine.core import Agent, Decision, IllegalAction, Rng
from engine.tutorials import Tutorial
from ui.table.felt_table import announce
from ui.tutorial.marks import TeachButton, TeachMarks

if TYPE_CHECKING:
    from ui.session import Session
    from ui.table.felt_table import FeltTable

translate = QCoreApplication.translate

#: the keys of the callout's buttons
SHOW_KEY = "F2"
LEAVE_KEY = "F3"
#: the level the other seats play at once the guided part is over
PLAY_ON_LEVEL = "easy"


def tr(text: str) -> str:
    """A tutorial's text in the UI language (context "Tutorial", the TOML's English source)."""
    return translate("Tutorial", text) if text else ""


class ScriptAgent:
    """A scripted seat: the script's next move when it is this seat's, else nothing (the
    runner never lets a seat be asked out of turn; ``None`` makes no move)."""

    name = "script"

    def __init__(self, next_move: Callable[[int], Any]) -> None:
        self._next_move = next_move

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        del rng
        return self._next_move(decision.seat)


class TutorialRunner(QObject):
    """Runs ``tutorial`` on ``table`` for ``session`` (made before ``session.start()``).

    ``leave`` goes back to the welcome page; ``next_part(id)`` starts a following part;
    ``finished(id)`` remembers that the person finished the tutorial."""

    def __init__(self, tutorial: Tutorial, session: Session, table: FeltTable,
                 leave: Callable[[], None], next_part: Callable[[str], None],
                 finished: Callable[[str], None]) -> None:
        super().__init__(table)
        self.tutorial = tutorial
        self.session = session
        self.table = table
        self.game = tutorial.engine()
        self.script = tutorial.script()
        self._leave, self._next_part, self._finished = leave, next_part, finished
        #: the guided part is over and the person chose to play on
        self.playing_on = False
        self._announced: int | None = None
        self.marks = TeachMarks()
        table.scene.addItem(self.marks)
        session.tutorial = tutorial.id
        session.guard = self.guard
        session.agent_factory = self._agent
        session.computer_pace_ms = 900  # a newcomer watches the reply
        session.changed.connect(self._changed)
        session.rewound.connect(self._changed)
        self._show_key = QShortcut(QKeySequence(SHOW_KEY), table)
        self._show_key.setContext(Qt.ShortcutContext.WindowShortcut)
        self._show_key.activated.connect(self._first_button)
        self._leave_key = QShortcut(QKeySequence(LEAVE_KEY), table)
        self._leave_key.setContext(Qt.ShortcutContext.WindowShortcut)
        self._leave_key.activated.connect(self._second_button)
        table.view.installEventFilter(self)
        table.installEventFilter(self)  # a language switch words the step again
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.show_step)

    # ------------------------------------------------------------------ where we are
    def where(self) -> tuple[int, bool] | None:
        """(step index, the person's move next?) — ``None`` once the script is over."""
        return self.tutorial.step_at(len(self.session.actions))

    def expected(self) -> Any | None:
        """The script's next action (``None`` once it is over)."""
        done = len(self.session.actions)
        return self.script[done] if done < len(self.script) else None

    def over(self) -> bool:
        return self.where() is None

    def _next_move(self, seat: int) -> Any:
        """The script's next move if it is a reply of ``seat``'s (an action naming another
        seat is not), else None."""
        where, action = self.where(), self.expected()
        if where is None or where[1] or action is None or getattr(action, "seat", seat) != seat:
            return None
        return action

    def _agent(self, level: str) -> Agent:
        del level
        return ScriptAgent(self._next_move)

    # ------------------------------------------------------------------ the guard
    def guard(self, action: Any) -> None:
        """Refuse a move the script does not want (``IllegalAction``, nothing changes)."""
        if self.playing_on:
            return
        where, expected = self.where(), self.expected()
        if where is None or expected is None:
            raise IllegalAction("{line}", line=translate(
                "Tutorial", "The guided game is over: press {play} to play on against Easy, "
                "or {leave} for the welcome page.").format(play=SHOW_KEY, leave=LEAVE_KEY))
        step, mine = where
        if mine:
            if not self.tutorial.steps[step].accepts(self.game, action):
                raise IllegalAction("{line}", line=tr(self.tutorial.steps[step].aim))
            return
        if self.game.canonical(action) != self.game.canonical(expected):
            raise IllegalAction("{line}", line=translate(
                "Tutorial", "Wait a moment: the other player moves now."))

    # ------------------------------------------------------------------ showing the step
    def _changed(self, *_: object) -> None:
        if self.over() and not self.playing_on:
            # at once, before the session asks the next seat: the script has no move for it
            self.session.paused = True
        self.marks.dismiss()
        self._timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._announced = None  # said again, in the new language
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LanguageChange) and (
                self.marks.isVisible()):
            self._timer.start()
        return False

    def show_step(self) -> None:
        """The step's callout, once the table has stopped moving (frames need the cards where
        they will lie)."""
        if self.table.clock.busy():
            self.table.clock.idle.connect(self._timer.start,
                                          Qt.ConnectionType.SingleShotConnection)
            return
        if self.playing_on:
            self.marks.dismiss()
            return
        where = self.where()
        if where is None:
            self._show_finish()
            return
        index, mine = where
        if not mine:
            self.marks.dismiss()
            return
        step = self.tutorial.steps[index]
        text = tr(step.say) + ("\n" + tr(step.keys) if step.keys else "")
        heading = translate("Tutorial", "Step {number} of {count}").format(
            number=index + 1, count=len(self.tutorial.steps))
        targets = self.targets(index)
        buttons = [TeachButton(translate("Tutorial", "Show me"), SHOW_KEY, self.show_me)]
        self._place(targets, heading, text, buttons)
        self._announce(index, f"{heading}. {text}")

    def targets(self, index: int) -> list[QRectF]:
        """What step ``index`` frames: what its move uses, and its extra zones — each zone's
        own area, as the hints frame a zone (its bounding rectangle also holds room for the
        label below, which would run the frame over the things beneath)."""
        step = self.tutorial.steps[index]
        out = list(self.table.hint_targets(step.action(self.game)))
        for name in step.frame:
            rect = self.frame_rect(name)
            if rect is not None:
                out.append(rect)
        return out

    def frame_rect(self, name: str) -> QRectF | None:
        """Where the thing a step's ``frame`` names is (None: not on the table now): a scene
        zone, or else what the table calls by that name (``named_rect``: Ordet's piles, which
        are no zones)."""
        zone = self.table.scene.zones.get(name)
        if zone is not None:
            return zone.mapRectToScene(zone.rect) if zone.isVisible() else None
        named = getattr(self.table, "named_rect", None)
        rect = named(name) if callable(named) else None
        return rect if isinstance(rect, QRectF) else None

    def _place(self, targets: list[QRectF], heading: str, text: str,
               buttons: list[TeachButton]) -> None:
        self.marks.show_step(targets, heading, text, buttons, self.table.view.transform().m11(),
                             self.table.scene.sceneRect(), self.table.hint_avoid())

    def _announce(self, key: int, text: str) -> None:
        """Say the step once (again after a language switch), with its buttons' keys, as a
        refusal's offer is said."""
        if self._announced == key:
            return
        self._announced = key
        announce(self.table.view, text, [(b.text, b.key) for b in self.marks.buttons])

    def _show_finish(self) -> None:
        self.session.set_paused(True)  # nobody moves until the person chooses
        self._finished(self.tutorial.id)
        if self.tutorial.next:
            first = TeachButton(translate("Tutorial", "Next part"), SHOW_KEY, self.next_part)
        else:
            first = TeachButton(translate("Tutorial", "Play on against Easy"), SHOW_KEY,
                                self.play_on)
        buttons = [first, TeachButton(translate("Tutorial", "Welcome page"), LEAVE_KEY,
                                      self.leave)]
        heading = tr(self.tutorial.title)
        text = tr(self.tutorial.finish)
        self._place([], heading, text, buttons)
        self._announce(-1, f"{heading}. {text}")

    # ------------------------------------------------------------------ the buttons
    def _first_button(self) -> None:
        if self.marks.isVisible() and self.marks.buttons:
            self.marks.buttons[0].run()

    def _second_button(self) -> None:
        if self.marks.isVisible() and len(self.marks.buttons) > 1:
            self.marks.buttons[1].run()

    def show_me(self) -> None:
        """Make the step's move for the person (as a gesture would)."""
        where = self.where()
        if where is None or not where[1] or not self.session.human_to_act():
            return
        self.table._submit(self.tutorial.steps[where[0]].action(self.game))

    def play_on(self) -> None:
        """The same table goes on as a practice game against Easy computers: anything may be
        taken back, it is not counted, and Ctrl+H gives a hint."""
        self.playing_on = True
        s = self.session
        s.guard = None
        s.agent_factory = None
        for seat, config in enumerate(s.seats):
            if not config.is_human:
                config.level = PLAY_ON_LEVEL
            forget = getattr(s.drivers[seat], "forget_agent", None)
            if callable(forget):
                forget()
        s.undos.practice = True
        s.computer_pace_ms = 600
        self.marks.dismiss()
        self.table.inform(translate(
            "Tutorial", "Playing on against Easy. Press Ctrl+H for a hint at any time."))
        s.changed.emit()
        s.set_paused(False)

    def next_part(self) -> None:
        self._next_part(self.tutorial.next)

    def leave(self) -> None:
        self._leave()
