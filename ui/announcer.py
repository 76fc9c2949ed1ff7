"""Every move said once to assistive technology, in the UI language, as fully as the player
wants it (Settings → Accessibility): the ``Announcer`` of a main window.

Why one announcer per window, fed by ``session.eventsApplied``: a person who cannot see the
table must hear the computer's moves, the dice, the damage, a duel's result and whose turn it
is — each exactly once.  The tables already word every event in the UI language for the game
log (``GameTable.log_lines``); the announcer says the same words, merged into one message per
action (a Riftforce activation's damage lines, a Storma attack's hits, a Supertrumf reveal and
its winner), so a screen reader reads one sentence group instead of a burst it would cut off.

How much is said (``VERBOSITIES``):

* ``brief``: the move itself (the first line of the action: "Bo attacks J♣ with 4♥, 7♥.");
* ``normal``: the move, what came of it (damage, dice, a reveal and its winner, a duel's
  result) and whose turn it is now when the turn passes;
* ``full``: everything the log says (cards drawn, a reshuffled pile too) and, when it is the
  person's turn, what they can do now (the status line).

Announcements go out as ``QAccessibleAnnouncementEvent`` on the table's view (what Orca and
NVDA read) and as ``announced`` for listeners (tests, the read-aloud keys' "say it again").
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

if TYPE_CHECKING:
    from engine.core import Event
    from ui.games.base import GameTable
    from ui.session import Session
    from ui.table.read_aloud import ReadAloud

translate = QCoreApplication.translate  # literal context in every call: lupdate reads them

#: how much an announcement says, least first
VERBOSITIES = ("brief", "normal", "full")
#: where the choice is kept
SETTING = "access/verbosity"
#: events whose lines are details — said at ``full`` only (cards drawn, a pile reshuffled)
DETAILS = frozenset({
    "engine.supertrumf.events.Draw", "engine.supertrumf.events.Bank",
    "engine.supertrumf.events.Reshuffle",
    "engine.storma.events.Drew", "engine.storma.events.Reshuffled",
    "engine.riftforce.events.Drew", "engine.riftforce.events.Reshuffled",
    "engine.ordet.events.ShuffleBack",
})
#: events whose line says whose turn it is: the announcer says it its own way instead
#: ("Your turn." to the person at the screen)
TURNS = frozenset({"engine.storma.events.TurnBegan"})


def kind(event: object) -> str:
    """The event's class with its module ("engine.storma.events.Drew")."""
    return f"{type(event).__module__}.{type(event).__name__}"


class Announcer(QObject):
    """Says the running game's moves (``attach``) at ``verbosity``; its choices are the
    Accessibility submenu ``menu`` of the window's Settings menu."""

    #: (text, what): "move" for a move, "read" for a read-aloud key's answer
    announced = Signal(str, str)

    def __init__(self, window: QWidget, settings: QSettings, settings_menu: QMenu) -> None:
        super().__init__(window)
        self.settings = settings
        value = str(settings.value(SETTING, "normal"))
        self.verbosity = value if value in VERBOSITIES else "normal"
        self.session: Session | None = None
        self.table: GameTable | None = None
        #: the running game's move announcements, in order (a new game starts it again)
        self.moves: list[str] = []
        self.read_aloud: ReadAloud | None = None
        #: Settings → Accessibility (other accessibility settings may join it)
        self.menu = settings_menu.addMenu("")
        self.menu.setObjectName("accessibility_menu")
        group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        for key in VERBOSITIES:
            action = QAction(self.menu, checkable=True)
            action.setObjectName(f"verbosity_{key}")
            action.setChecked(key == self.verbosity)
            action.triggered.connect(lambda _=False, k=key: self.set_verbosity(k))
            group.addAction(action)
            self.menu.addAction(action)
            self.actions[key] = action
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(translate("Announcer", "&Accessibility"))
        texts = {"brief": translate("Announcer", "Announce moves &briefly"),
                 "normal": translate("Announcer", "Announce moves with their &results"),
                 "full": translate("Announcer", "Announce moves in &full")}
        tips = {"brief": translate("Announcer", "A screen reader hears each move"),
                "normal": translate("Announcer", "A screen reader hears each move, what came "
                                                 "of it (damage, dice, who won) and whose "
                                                 "turn it is"),
                "full": translate("Announcer", "A screen reader hears everything the game "
                                               "log says, and what you can do on your turn")}
        for key, action in self.actions.items():
            action.setText(texts[key])
            action.setToolTip(tips[key])
            action.setStatusTip(tips[key])
        self.menu.setToolTipsVisible(True)

    def set_verbosity(self, key: str) -> None:
        """The player's choice, kept for the next run."""
        if key not in VERBOSITIES:
            return
        self.verbosity = key
        self.settings.setValue(SETTING, key)
        self.actions[key].setChecked(True)

    # ------------------------------------------------------------------ the running game
    def attach(self, session: Session, table: GameTable) -> None:
        """Announce ``session``'s moves on ``table`` from now on (before ``session.start``:
        the deal is announced too) and give the table its read-aloud keys."""
        from ui.table.read_aloud import ReadAloud

        if self.session is not None:
            # (the old session may be gone already)
            with contextlib.suppress(RuntimeError, TypeError):
                self.session.eventsApplied.disconnect(self._events)
        self.session, self.table = session, table
        self.moves = []
        session.eventsApplied.connect(self._events)
        self.read_aloud = ReadAloud(table, self.say, self.last_move)

    def _events(self, events: list[Event]) -> None:
        s, table = self.session, self.table
        if s is None or table is None:
            return
        index = len(s.actions)  # 0: the opening deal
        actor = s.steps()[index - 1].seat if index else None
        text = self.compose(events, actor)
        if text:
            self.moves.append(text)
            self.say(text, "move")

    def compose(self, events: Sequence[Event], actor: int | None) -> str:
        """The one message for an action's ``events`` made by ``actor`` (None: the deal),
        at the chosen verbosity, in the UI language; "" only for a deal that says nothing."""
        s, table = self.session, self.table
        assert s is not None and table is not None
        level = VERBOSITIES.index(self.verbosity)
        said = [e for e in events if level >= 2 or kind(e) not in DETAILS]
        # the table's own turn line gives way to the announcer's ("Your turn.")
        new_turn = any(kind(e) in TURNS for e in said)
        lines = table.log_lines([e for e in said if kind(e) not in TURNS])
        parts = lines[:1] if level == 0 else list(lines)
        now = s.current_player()
        if (now is not None and not s.is_over() and (now != actor or new_turn or not parts)
                and (level > 0 or not parts)):
            parts.append(self.whose_turn(now))
        if level == 2 and s.human_to_act() and not s.is_over():
            parts.append(table.status_text())
        if not parts and actor is not None:
            parts.append(translate("Announcer", "{name} has moved.").format(
                name=s.name(actor)))
        return " ".join(p.strip() for p in parts if p.strip())

    def whose_turn(self, seat: int) -> str:
        """"Your turn." for the one person at the screen, else the seat's name."""
        s = self.session
        assert s is not None
        if s.seats[seat].is_human and s.human_seats == [seat]:
            return translate("Announcer", "Your turn.")
        return translate("Announcer", "{name}'s turn.").format(name=s.name(seat))

    def last_move(self) -> str:
        """The last move's announcement ("" before the first)."""
        return self.moves[-1] if self.moves else ""

    def say(self, text: str, what: str = "read") -> None:
        """``text`` to assistive technology now (``what``: "move" or "read")."""
        table = self.table
        if table is not None:
            view = getattr(table, "view", table)
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(view, text))
        self.announced.emit(text, what)
