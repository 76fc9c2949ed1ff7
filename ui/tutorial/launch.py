"""Starting a guided game in the main window (the welcome page, the New Game dialog and the
first-time offer all call ``start_tutorial``).

Why through the window's normal ``start``: the guided game is a real game on the normal table
— the same session, log, menus and gestures — so a person who learnt on it knows the game
they then play.  The window calls ``before_start`` with the new session and table before the
first move, where the runner takes over the other seats and puts up the first step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from engine import tutorials
from ui.seats import COMPUTER, HUMAN, SeatConfig
from ui.tutorial import progress
from ui.tutorial.runner import PLAY_ON_LEVEL, TutorialRunner, tr

if TYPE_CHECKING:
    from ui.session import Session
    from ui.table.felt_table import FeltTable


def start_tutorial(window: Any, tutorial_id: str, ask: bool = True) -> bool:
    """Start the tutorial ``tutorial_id`` in ``window`` in place of the running game (asks
    first if a game would be lost, unless ``ask`` is False); False when it did not start."""
    from ui.game_files import warn
    from ui.new_game_dialog import GameConfig

    try:
        tutorial = tutorials.load(tutorial_id)
    except (tutorials.TutorialError, OSError) as err:
        warn(window, QCoreApplication.translate("Tutorial", "Learn to play"),
             QCoreApplication.translate(
                 "Tutorial", "The guided game could not be started.\n\n{detail}").format(
                     detail=str(err)))
        return False
    if ask and not window.confirm_abandon():
        return False
    options = dict(tutorial.options)
    if tutorial.game == "ordet":
        options.setdefault("language", window.translations.language)  # answers as the UI
    # the person plays under their own name (the first of Settings → Seat names): log lines
    # read "Anna picks", never "You picks"
    seats = [SeatConfig(window.seat_names()[0], HUMAN) if seat == tutorial.person
             else SeatConfig(tr(name), COMPUTER, PLAY_ON_LEVEL)
             for seat, name in enumerate(tutorial.names)]

    def next_part(next_id: str) -> None:
        start_tutorial(window, next_id, ask=False)

    def prepare(session: Session, table: FeltTable) -> None:
        window.tutorial_runner = TutorialRunner(
            tutorial, session, table, leave=window.show_welcome,
            next_part=next_part,
            finished=lambda done_id: progress.mark_finished(window.settings, done_id))

    window.before_start = prepare
    return window.start(GameConfig(tutorial.game, options, tutorial.seed, seats)) is not None


def runner_of(window: Any) -> TutorialRunner | None:
    """The runner of the guided game on ``window``'s table (``None`` for any other game)."""
    table = getattr(window, "table", None)
    return table.findChild(TutorialRunner) if table is not None else None
