"""The contract between the main window and a game's table widget.

Why: the main window (menus, log dock, status bar, autosave, end screen) is the same for every
game; only the table differs.  A table draws the session's state for ``session.viewer``, turns
drags/clicks/keys into engine actions via ``session.submit`` and animates ``eventsApplied``.
It lives with the table pieces (``ui.table``) and knows the session only as a ``TableSession``;
``ui.games.base`` names it for the game packages.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Signal
from PySide6.QtWidgets import QWidget

from engine.core import Event

if TYPE_CHECKING:
    from ui.table.callout import CalloutAction
    from ui.table.protocol import TableSession


class GameTable(QWidget):
    """Base class of every game's table.  Subclasses implement the three abstract hooks."""

    #: the status line changed ("Berit: name a property"); the main window shows it
    statusChanged = Signal(str)
    #: a refused move's reason (``refuse``), for listeners such as tests; shown on the felt
    message = Signal(str)
    #: information that is not a refusal (an attack estimate); "" clears it
    information = Signal(str)
    #: the player asked for this table's Controls page (the ``?`` key)
    controlsRequested = Signal()
    #: the table's Undo button was pressed (the main window decides what may be taken back)
    undoRequested = Signal()

    def __init__(self, session: TableSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session

    def refuse(self, reason: str, at: QPointF | None = None,
               action: CalloutAction | None = None) -> None:
        """The one way a table shows a refused move (engine reason or a table rule).

        ``at`` is the scene point where the card snapped back or the click landed, so a
        callout can appear where the player looks (``FeltTable``); ``message`` carries the
        text for whoever listens (the status bar does not: a refusal belongs where it
        happened).  Every table calls this instead of emitting ``message`` itself.
        ``action`` is what the person may do about it (a felt table offers it on the callout).
        """
        del at, action
        self.message.emit(reason)

    def inform(self, text: str) -> None:
        """Information for the player that is not a refusal (e.g. an attack estimate);
        ``""`` takes it away (the decision it was about is over)."""
        self.information.emit(text)

    def controls(self) -> list[tuple[str, str]]:
        """The table's Controls page (Help → Controls, ``?``): rows of (gesture or key, what it
        does), translated; every mouse gesture and key of this table."""
        return []

    @staticmethod
    def card_label(engine_name: str) -> str:
        """The table's own name of a card the engine names in a reason ("4H" → "4♥"), in the
        UI language; unknown names come back as they are."""
        return engine_name

    def when_settled(self, fn: Callable[[], None]) -> None:
        """Call ``fn`` once the table has finished showing the last move (the end screen must
        not cover a reveal still in flight); at once for a table without animations."""
        fn()

    def status_text(self) -> str:
        """One line: whose turn it is and what to do, in the UI language."""
        raise NotImplementedError

    def status_detail(self) -> str:
        """More about the status line for its tooltip (a rule that matters now), or "".

        Why apart: the status line must fit a 1280-pixel window in every language without
        "…"; what is secondary to the prompt goes here (and on the felt)."""
        return ""

    def describe_event(self, event: Event) -> str | None:
        """A translated game-log line for ``event`` (``None`` = not logged).

        Must not reveal hidden information (face-down plays, other hands): the log is public.
        """
        raise NotImplementedError

    def log_lines(self, events: Sequence[Event]) -> list[str]:
        """The game-log lines of one move's ``events``: one per described event, except that
        consecutive lines with the same ``merge_key`` become one (``describe_merged``).

        Why per move: a move that hits one card several times ("5♥", "3♥" on one Active card)
        reads better as one line with the total, and a move is the unit a replay goes back
        to — lines are never merged across moves.
        """
        runs: list[tuple[Hashable | None, list[Event], list[str]]] = []
        for event in events:
            line = self.describe_event(event)
            if not line:
                continue
            key = self.merge_key(event)
            if key is not None and runs and runs[-1][0] == key:
                runs[-1][1].append(event)
                runs[-1][2].append(line)
            else:
                runs.append((key, [event], [line]))
        out: list[str] = []
        for _, run, lines in runs:
            merged = self.describe_merged(run) if len(run) > 1 else None
            out.extend([merged] if merged else lines)
        return out

    def merge_key(self, event: Event) -> Hashable | None:
        """Events whose lines may be merged when they follow each other share a key (say,
        ("damage", card)); ``None``: the line stands alone (the default)."""
        del event
        return None

    def describe_merged(self, events: Sequence[Event]) -> str | None:
        """One line for consecutive events with the same ``merge_key`` (``None``: keep one
        line each)."""
        del events
        return None

    def result_text(self) -> str:
        """Translated summary of the finished game (winner(s) and scores) for the end screen."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """Re-draw all visible text after a run-time language switch."""
        self.refresh()

    def refresh(self) -> None:
        """Re-draw everything from the session (after load, viewer change, language change)."""
        raise NotImplementedError

    def set_animation_speed(self, factor: float) -> None:
        """1.0 = normal, 0 = animations off (instant)."""
