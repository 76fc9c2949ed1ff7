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
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAction
from PySide6.QtWidgets import QMenu, QWidget

from ui import menus

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

    #: (text, what): "move" for a move, "undo" for moves taken back, "read" for a read-aloud
    #: key's answer, "buzz" for a buzzer pressed in an Ordet fanger duel
    announced = Signal(str, str)

    def __init__(self, window: QWidget, settings: QSettings, settings_menu: QMenu) -> None:
        super().__init__(window)
        self.settings = settings
        value = str(settings.value(SETTING, "normal"))
        self.verbosity = value if value in VERBOSITIES else "normal"
        self.session: Session | None = None
        self.table: GameTable | None = None
        #: the running game's move announcements: (action index (0: the deal), what was
        #: said, the move alone), in order; a new game starts it again, an undo cuts it back
        self.said: list[tuple[int, str, str]] = []
        self.read_aloud: ReadAloud | None = None
        #: Settings → Accessibility (other accessibility settings may join it)
        self.menu = settings_menu.addMenu("")
        self.menu.setObjectName("accessibility_menu")
        self.actions: dict[str, QAction] = menus.choices(self.menu, self.menu, list(VERBOSITIES),
                                                         "verbosity_{}", self.set_verbosity)
        self.actions[self.verbosity].setChecked(True)
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
            with contextlib.suppress(RuntimeError, TypeError):
                self.session.rewound.disconnect(self._rewound)
        self.session, self.table = session, table
        self.said = []
        session.eventsApplied.connect(self._events)
        session.rewound.connect(self._rewound)
        self.read_aloud = ReadAloud(table, self.say, self.last_move)
        duels = getattr(table, "duels", None)  # Ordet fanger's real-time duels
        if duels is not None and hasattr(duels, "spoke"):
            duels.spoke.connect(self._spoke)

    def _spoke(self, seat: int, _said: str, what: str) -> None:
        """A buzzer pressed in an Ordet fanger duel (no move yet: the answer decides): who
        buzzed, and what the table waits for now (the keys that count the answer or not)."""
        s, table = self.session, self.table
        if what != "buzz" or s is None or table is None:
            return
        text = translate("Announcer", "{name} buzzes.").format(name=s.name(seat))
        self.say(" ".join(p for p in (text, table.status_text()) if p), "buzz")

    def _events(self, events: list[Event]) -> None:
        s, table = self.session, self.table
        if s is None or table is None:
            return
        index = len(s.actions)  # 0: the opening deal
        actor = s.steps()[index - 1].seat if index else None
        text = self.compose(events, actor)
        if text:
            move = next(iter(table.log_lines([e for e in events if kind(e) not in TURNS])),
                        "")
            self.said = [m for m in self.said if m[0] < index] + [(index, text, move)]
            self.say(text, "move")

    @property
    def moves(self) -> list[str]:
        """The announcements of the moves still in the game, in order."""
        return [text for _, text, _ in self.said]

    def _rewound(self, count: int) -> None:
        """An undo took back ``count`` actions (0: a replay rebuilt the game): said as the
        log says it ("Ada takes back: …"), with whose turn it is now."""
        s = self.session
        if s is None:
            return
        left = len(s.actions)
        undone = [move for index, _, move in self.said if index > left and move]
        self.said = [m for m in self.said if m[0] <= left]
        if count == 0 or s.viewer is None:
            return
        what = undone[0] if undone else ""
        text = translate("MainWindow", "{name} takes back: {what}").format(
            name=s.name(s.viewer), what=what) if what else ""
        now = s.current_player()
        turn = self.whose_turn(now) if now is not None else ""
        self.say(" ".join(p for p in (text, turn) if p), "undo")

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
        return self.said[-1][1] if self.said else ""

    def say(self, text: str, what: str = "read") -> None:
        """``text`` to assistive technology now (``what``: see ``announced``)."""
        table = self.table
        if table is not None:
            view = getattr(table, "view", table)
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(view, text))
        self.announced.emit(text, what)
