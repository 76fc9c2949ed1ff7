"""A whole game played with the keyboard only, in a real window (the ``keyboard-game``
scenario of ``drive.py``).

Why: the Controls page promises that every move has keys; only a game played to its end with
key presses alone shows that the promise holds for every move a game asks for (a Storma heal's
damage picker, a Riftforce location question, a typed Ordet answer), and that the keyboard
focus never leaves the table on the way.

How: whenever the person is to act, a deterministic policy (the game's heuristic player, with
a seeded ``Rng``) says what they do; ``KeyboardPlayer`` turns that action into the keys the
Controls page documents — arrows to move the hand focus *as the table shows it* (it reads which
card wears the focus ring, as a person looks), Space to select, letters and digits, Enter —
and sends them to the window's ``QWindow``, so Qt delivers them wherever the real focus is.
The session's next action must then be exactly that action; when the keys cannot make it,
the game stops with a "fallback" naming the action and the keys tried (a keyboard gap).
The player never submits and never clicks.

Ordet fanger is a race in real time: its duel clock (``SimClock``) is switched to manual, and
the test moves it on only while it waits for a computer, so who answers first is decided by the
planned reaction times, not by how loaded the machine is.  Its keys draw from the first draw
pile that has cards (as the Controls page says; drawing is blind): a policy choice of the other
pile is drawn from the first one and listed as "adapted" in the report.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from engine import games
from engine.core import Decision, Event, Rng

#: how long to wait for something that should take a moment (only a hang takes longer)
PATIENCE_S = 60.0
#: duel seconds the Ordet clock is moved on at most between two looks at the table while the
#: test waits (the clock ticks in its own small steps inside; a look repaints the window)
CLOCK_STEP_S = 1.0

NO_MOD = Qt.KeyboardModifier.NoModifier
K = Qt.Key


class Inexpressible(Exception):
    """The keys cannot make the wanted action (a keyboard-accessibility gap)."""


def key_label(key: int, modifiers: Qt.KeyboardModifier = NO_MOD) -> str:
    names = {K.Key_Left: "Left", K.Key_Right: "Right", K.Key_Up: "Up", K.Key_Down: "Down",
             K.Key_Space: "Space", K.Key_Return: "Enter", K.Key_Escape: "Esc",
             K.Key_Tab: "Tab", K.Key_Backtab: "Shift+Tab", K.Key_Backspace: "Backspace"}
    text = names.get(Qt.Key(key), chr(key) if 32 < key < 127 else hex(key))
    return ("Shift+" if modifiers & Qt.KeyboardModifier.ShiftModifier
            and key != K.Key_Backtab else "") + text


def process(seconds: float = 0.0) -> None:
    end = time.monotonic() + seconds
    QApplication.processEvents()
    while time.monotonic() < end:
        time.sleep(0.005)
        QApplication.processEvents()


def wait_until(condition: Callable[[], object], what: str,
               each: Callable[[], None] = lambda: None) -> None:
    """Run the event loop until ``condition`` holds, calling ``each`` between looks."""
    deadline = time.monotonic() + PATIENCE_S
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {PATIENCE_S} s: {what}")
        process(0.005)
        each()


def has_id(card_id: str) -> Callable[[Any], bool]:
    """Is a card item the one showing ``card_id``?"""
    return lambda item: bool(item.card_id == card_id)


class KeyboardPlayer:
    """Plays the person's seat of the window's game with key presses; ``play()`` reports."""

    def __init__(self, window: Any, game_key: str, policy_seed: int) -> None:
        self.window = window
        self.game_key = game_key
        self.session = window.session
        self.table = window.table
        self.game = self.session.game
        self.person = self.session.human_seats[0]
        self.rng = Rng(policy_seed)
        self.agent = games.agents(self.session.game_name)["heuristic"]()
        self.presses = 0
        self.person_actions = 0
        #: keys of the action being made (named in a fallback)
        self.tried: list[str] = []
        self.fallbacks: list[str] = []
        #: the policy's choices the keys cannot make and that were changed to ones they can
        #: (only Ordet's blind choice of draw pile; see ``_ordet_draw``)
        self.adapted: list[str] = []
        #: each person action with the keys that made it ("Play(cards=('a3',)): Right, Enter")
        self.moves: list[str] = []
        self.focus_seen: set[str] = set()
        self.focus_outside: list[str] = []
        #: computer actions, and those of them that added no line to the game log
        self.computer_actions = 0
        self.silent: list[str] = []
        #: actions of the person's seat, however made (all of them must be the keys' own)
        self.person_seat_actions = 0
        self._log_count = len(window.log_lines())
        self._to_act = self.session.current_player()
        #: move announcements to assistive technology not yet matched to their move, and
        #: each computer move's (action, its announcements, its new log lines)
        self._heard: list[str] = []
        self.computer_heard: list[tuple[str, list[str], list[str]]] = []
        #: announcements of the read-aloud keys (F5–F9) pressed at the end
        self.read_aloud: list[str] = []
        window.announcer.announced.connect(self._announced)
        self.session.eventsApplied.connect(self._applied)
        self.session.changed.connect(self._changed)

    # ------------------------------------------------------------------ watching
    def _changed(self) -> None:
        self._to_act = self.session.current_player()

    def _announced(self, text: str, what: str) -> None:
        if what == "move":
            self._heard.append(text)
        else:
            self.read_aloud.append(text)

    def _applied(self, events: list[Event]) -> None:
        """After the main window logged an action's events and its announcer said it (both
        connected first): was it a computer's, did it add a line, what was announced?"""
        del events
        actions = self.session.actions
        lines = self.window.log_lines()
        count = len(lines)
        heard, self._heard = self._heard, []
        if actions:
            action = actions[-1]
            seat = getattr(action, "seat", self._to_act)
            if seat == self.person:
                self.person_seat_actions += 1
            elif isinstance(seat, int) and not self.session.seats[seat].is_human:
                self.computer_actions += 1
                if count <= self._log_count:
                    self.silent.append(repr(action))
                self.computer_heard.append((repr(action), heard, lines[self._log_count:]))
        self._log_count = count

    def focus_name(self) -> str:
        widget = QApplication.focusWidget()
        return "" if widget is None else widget.objectName() or type(widget).__name__

    def _note_focus(self) -> None:
        widget = QApplication.focusWidget()
        name = self.focus_name()
        self.focus_seen.add(name)
        table: QWidget = self.table
        if widget is None or not (widget is table or table.isAncestorOf(widget)):
            self.focus_outside.append(name)

    # ------------------------------------------------------------------ keys
    def press(self, key: int, modifiers: Qt.KeyboardModifier = NO_MOD) -> None:
        """One key press to whatever has the keyboard focus (the window's QWindow)."""
        self._note_focus()
        handle = self.window.windowHandle()
        assert handle is not None
        QTest.keyClick(handle, Qt.Key(key), modifiers)
        self.presses += 1
        self.tried.append(key_label(key, modifiers))
        process()
        self._note_focus()

    def type_text(self, text: str) -> None:
        """Type ``text`` key by key (into the answer box that has the focus)."""
        self._note_focus()
        handle = self.window.windowHandle()
        assert handle is not None
        for ch in text:
            try:  # a letter's key is its capital's code point (Key_A, Key_Odiaeresis; ß has none)
                code = Qt.Key(ord(ch.upper())) if len(ch.upper()) == 1 else K.Key_unknown
            except ValueError:
                code = K.Key_unknown
            QTest.sendKeyEvent(QTest.KeyAction.Click, handle, code, ch, NO_MOD)
            self.presses += 1
        self.tried.append(repr(text))
        process()
        self._note_focus()

    def focus_card(self, items: Callable[[], Sequence[Any]], wanted: Callable[[Any], bool],
                   what: str) -> None:
        """Move the focus ring with ← or → (the shorter way round) until it stands on the
        wanted card, read off the table as a person sees it."""
        for _ in range(len(items()) + 2):
            shown = list(items())
            at = [i for i, c in enumerate(shown) if c.focused]
            goal = [i for i, c in enumerate(shown) if wanted(c)]
            if at and goal and at[0] == goal[0]:
                return
            n = max(1, len(shown))
            right = not at or not goal or (goal[0] - at[0]) % n <= (at[0] - goal[0]) % n
            self.press(K.Key_Right if right else K.Key_Left)
        raise Inexpressible(f"←/→ never put the focus on {what}")

    # ------------------------------------------------------------------ the game
    def policy(self) -> Any:
        s = self.session
        decision = Decision(self.game, self.game.clone(s.state), self.person,
                            s.legal_actions())
        return self.agent.choose(decision, self.rng)

    def person_to_act(self) -> bool:
        s = self.session
        return s.human_to_act() and s.thinking_seat is None

    def play(self) -> dict[str, Any]:
        s = self.session
        started = time.monotonic()
        translate = getattr(self, f"keys_{self.game_key.replace('-', '_')}")
        if self.game_key == "ordet":
            self.play_ordet()
        while self.game_key != "ordet" and not s.is_over():
            wait_until(lambda: s.is_over() or self.person_to_act(),
                       "the person's turn or the end", self._note_focus)
            if s.is_over():
                break
            self.read_all_aloud()
            action = self.policy()
            before = len(s.actions)
            self.tried = []
            try:
                translate(action)
            except Inexpressible as gap:
                self.fallbacks.append(f"{action!r}: {gap} (keys tried: {self.tried})")
                break
            made = s.actions[before] if len(s.actions) > before else None
            if made != action:
                self.fallbacks.append(f"{action!r}: the keys {self.tried} made {made!r}")
                break
            self.made(action)
        return self.report(time.monotonic() - started)

    def made(self, action: Any) -> None:
        """The keys made the person's ``action``."""
        self.person_actions += 1
        self.moves.append(f"{action!r}: {', '.join(self.tried)}")

    def read_all_aloud(self) -> None:
        """The read-aloud keys F5–F9, once each, the first time the person is to act (the
        answers go to ``read_aloud``; they must not move anything)."""
        if self.read_aloud:
            return
        before = len(self.session.actions)
        for key in (K.Key_F5, K.Key_F6, K.Key_F7, K.Key_F8, K.Key_F9):
            self.press(key)
        if len(self.session.actions) != before:
            self.fallbacks.append("a read-aloud key made a move")

    def announcements(self) -> dict[str, Any]:
        """What assistive technology heard of the computer's moves: those not announced
        exactly once, those whose announcement says none of the move's log lines (the log
        speaks the UI language), and a few for the eye."""
        from PySide6.QtCore import QCoreApplication

        wrong = [f"{action}: {heard}" for action, heard, _ in self.computer_heard
                 if len(heard) != 1]
        unlike = [f"{action}: {heard} / {lines}" for action, heard, lines in self.computer_heard
                  if len(heard) == 1 and lines and not any(x in heard[0] for x in lines)]
        return {"computer_announced": len(self.computer_heard),
                "not_announced_once": wrong, "unlike_the_log": unlike,
                "announced": [h[0] for _, h, _ in self.computer_heard if h],
                "your_turn": QCoreApplication.translate("Announcer", "Your turn."),
                "read_aloud": list(self.read_aloud)}

    def report(self, seconds: float) -> dict[str, Any]:
        s = self.session
        over = s.is_over()
        winners = list(self.game.result(s.state).winners) if over else []
        process(0.2)
        self._note_focus()
        return {"finished": over, "person_actions": self.person_actions,
                "key_presses": self.presses, "fallbacks": self.fallbacks, "moves": self.moves,
                "adapted": self.adapted,
                "focus_seen": sorted(self.focus_seen), "focus_outside": self.focus_outside,
                "table_view": self.table.view.objectName() or type(self.table.view).__name__,
                "person_seat_actions": self.person_seat_actions,
                "computer_actions": self.computer_actions, "silent_computer_actions":
                self.silent, "winners": [s.name(w) for w in winners],
                "person": s.name(self.person), "actions": len(s.actions),
                "seconds": round(seconds, 1), **self.announcements()}

    # ------------------------------------------------------------------ Supertrumf
    def keys_klassisk(self, action: Any) -> None:
        from engine.supertrumf import deck
        from engine.supertrumf.rules import Mulligan, NameProperty, Play

        t = self.table
        if isinstance(action, NameProperty):
            self.press(K.Key_1 + deck.PROPERTIES.index(action.prop))
        elif isinstance(action, Mulligan):
            self.press(K.Key_2 if action.redraw else K.Key_1)
        elif isinstance(action, Play):
            if any(c.selected for c in t.own_hand_items()):
                self.press(K.Key_Escape)
            for card in action.cards:
                self.focus_card(t.own_hand_items, has_id(card), card)
                if len(action.cards) > 1:
                    self.press(K.Key_Space)
            self.press(K.Key_Return)
        else:
            raise Inexpressible("no key scheme for this action")

    keys_blixtduell = keys_klassisk

    # ------------------------------------------------------------------ Storma slottet!
    def keys_storma(self, action: Any) -> None:
        from engine.storma import cards as cd
        from engine.storma.actions import (
            Attack,
            ChooseActive,
            ChooseHouse,
            EndHeal,
            Exchange,
            FillActive,
            Heal,
            Pass,
            RemoveDamage,
            Retreat,
        )

        t = self.table
        me = self.person

        def hand() -> list[Any]:
            items: list[Any] = t.own_hand_items()
            return items

        def focus(card: int) -> None:
            self.focus_card(hand, lambda c: c.card_id is not None
                            and cd.parse_card(c.card_id) == card, cd.card_name(card))

        def select(cards: Sequence[int]) -> None:
            if t.selected_ids():
                self.press(K.Key_Escape)
            for card in cards:
                focus(card)
                self.press(K.Key_Space)
            if sorted(t.selected_ids()) != sorted(cards):
                raise Inexpressible(f"Space selected {t.selected_ids()}")

        if isinstance(action, ChooseHouse):
            self.press(K.Key_1 + action.suit)
        elif isinstance(action, ChooseActive | FillActive):
            inf = t.view_state().infirmary[me]
            if isinstance(action, FillActive) and inf is not None and inf.card == action.card:
                self.press(K.Key_S)
            else:
                if t.selected_ids():
                    self.press(K.Key_Escape)
                focus(action.card)
                self.press(K.Key_Return)
        elif isinstance(action, Attack):
            select(action.cards)
            self.press(K.Key_A)
        elif isinstance(action, Exchange):
            select(action.cards)
            self.press(K.Key_E)
        elif isinstance(action, Heal):
            select([action.card])
            self.press(K.Key_H if action.target == "active" else K.Key_S)
        elif isinstance(action, EndHeal):
            self.press(K.Key_X)
        elif isinstance(action, RemoveDamage):
            picker = t.picker
            if not picker.isVisible():
                raise Inexpressible("the damage picker is not open")
            wanted = set(action.entries)
            for i in sorted(picker.chosen - wanted) + sorted(wanted - picker.chosen):
                if i > 8:
                    raise Inexpressible(f"damage entry {i + 1} has no digit key")
                self.press(K.Key_1 + i)
            if picker.chosen != wanted:
                raise Inexpressible(f"the picker holds {sorted(picker.chosen)}")
            self.press(K.Key_Return)
        elif isinstance(action, Retreat):
            if t.selected_ids():
                self.press(K.Key_Escape)
            self.press(K.Key_R)
            focus(action.card)
            self.press(K.Key_Return)
        elif isinstance(action, Pass):
            self.press(K.Key_P)
        else:
            raise Inexpressible("no key scheme for this action")

    # ------------------------------------------------------------------ Riftforce
    def keys_riftforce(self, action: Any) -> None:
        from engine.riftforce.actions import (
            Activate,
            ActivateElemental,
            CheckAndDraw,
            ChooseCard,
            ChooseLocation,
            DraftPick,
            EndPlay,
            PlaceCard,
            StopActivating,
        )

        t = self.table
        digits = [K.Key_1, K.Key_2, K.Key_3, K.Key_4, K.Key_5, K.Key_6, K.Key_7, K.Key_8,
                  K.Key_9, K.Key_0]

        def focus_hand(card: int) -> None:
            if t.selection or t.arming is not None:
                self.press(K.Key_Escape)
            self.focus_card(t.own_hand_items, has_id(str(card)), f"hand card {card}")

        def choose(card: int) -> None:
            self.focus_card(t.choice_items, has_id(str(card)), f"board card {card}")
            self.press(K.Key_Space)

        if isinstance(action, DraftPick):
            pool = [c.card_id for c in sorted(t.moves._pool_items(), key=lambda c: c.home.x())]
            if action.guild not in pool or pool.index(action.guild) >= len(digits):
                raise Inexpressible(f"{action.guild} has no digit among {pool}")
            self.press(digits[pool.index(action.guild)])
        elif isinstance(action, PlaceCard):
            focus_hand(action.card)
            self.press(K.Key_1 + action.location)
        elif isinstance(action, Activate):
            focus_hand(action.card)
            self.press(K.Key_A)
            if t.arming is not None:
                self.press(K.Key_G if action.by == "guild" else K.Key_N)
        elif isinstance(action, ActivateElemental | ChooseCard):
            choose(action.card)
        elif isinstance(action, ChooseLocation):
            self.press(K.Key_1 + action.location)
        elif isinstance(action, EndPlay | StopActivating):
            self.press(K.Key_E)
        elif isinstance(action, CheckAndDraw):
            self.press(K.Key_C)
        else:
            raise Inexpressible("no key scheme for this action")

    # ------------------------------------------------------------------ Ordet fanger
    def keys_ordet(self, action: Any) -> None:  # the turns are played by ``play_ordet``
        raise Inexpressible("Ordet is played by play_ordet")

    def play_ordet(self) -> None:
        """Draw with Space (←/→ for the play pile), answer a duel by typing and Enter, give
        up with Esc; the duel clock moves on only while the person waits for the computer."""
        s, t = self.session, self.table
        t.sim.set_manual(True)
        while not s.is_over():
            wait_until(lambda: s.is_over() or t.human_to_draw() == self.person
                       or (t.duels.race is not None and not s.paused),
                       "the person's draw, a duel or the end", self._note_focus)
            if s.is_over():
                break
            self.tried = []
            try:
                if t.duels.race is None:
                    self.read_all_aloud()
                    self._ordet_draw()
                else:
                    self._ordet_duel()
            except Inexpressible as gap:
                self.fallbacks.append(f"{gap} (keys tried: {self.tried})")
                return

    def _ordet_draw(self) -> None:
        from engine.ordet.actions import Draw

        s, t = self.session, self.table
        # drawing is blind: the keys always draw from the first draw pile that has cards (the
        # Controls page says so); the play pile is the person's choice (two seats: ←/→)
        chosen = self.policy()
        st = s.state
        action = Draw(0 if st.draw[0] else 1, chosen.slot)
        if action != chosen:
            self.adapted.append(f"{chosen!r} drawn as {action!r}")
        if t.two and t.selected_slot != action.slot:
            self.press(K.Key_Right)
        before = len(s.actions)
        self.press(K.Key_Space)
        made = s.actions[before] if len(s.actions) > before else None
        if made != action:
            raise Inexpressible(f"{action!r}: the keys made {made!r}")
        self.made(action)

    def _ordet_plan(self) -> Any:
        """The person's answer as the computer of their level would give it (or a pass)."""
        from engine.ordet import clock as engine_clock
        from engine.ordet.actions import Answer, Pass
        from engine.ordet.rules import GAME

        st = self.session.state
        view = GAME.view(st, self.person)
        legal: list[Any] = []
        need = GAME.needed(view, self.person)
        for cat in GAME.categories_for(view, self.person):
            unused = GAME.unused_answers(view, cat)
            if len(unused) >= need:
                legal.extend(Answer(self.person, tuple(unused[:need]), sec)
                             for sec in engine_clock.SAMPLE_SECONDS)
        legal.append(Pass(self.person))
        return self.agent.choose(Decision(self.game, view, self.person, legal), self.rng)

    def _ordet_duel(self) -> None:
        """One race: the person answers (typed, Enter) when their planned time comes before
        the computer's, gives up (Esc) when they have nothing, else waits for the computer."""
        from engine.ordet.actions import Answer, Claim

        s, t = self.session, self.table
        d = t.duels
        race = d.race
        assert race is not None
        if self.person not in race.seats:  # two computers: wait for them
            serial = race.serial
            while d.race is not None and d.race.serial == serial and not s.is_over():
                t.sim.advance(CLOCK_STEP_S)
                process()
            return
        plan = self._ordet_plan()
        serial = race.serial
        answers = list(plan.answers) if isinstance(plan, Answer) else []
        at = plan.seconds / max(1, len(answers)) if answers else 0.0
        given = 0
        while d.race is not None and d.race.serial == serial and not s.is_over():
            if not answers:
                if d.answer_seat() == self.person:
                    self.press(K.Key_Escape)
                    if self.person not in race.gave_up:
                        raise Inexpressible("Esc did not give up the duel")
                    # no action of its own: the passes follow when the race is decided
                    self.moves.append(f"give up: {', '.join(self.tried)}")
                    answers = []
                    at = float("inf")
                t.sim.advance(CLOCK_STEP_S)
                process()
                self._note_focus()
                continue
            due = at * (given + 1)
            if d.elapsed() + 1e-9 < due:
                t.sim.advance(min(CLOCK_STEP_S, due - d.elapsed()))
                process()
                self._note_focus()
                continue
            if d.answer_seat() != self.person:
                raise Inexpressible(f"no answer box open for {answers[0]!r}")
            text = answers.pop(0)
            before = len(s.actions)
            self.tried = []
            self.type_text(text)
            self.press(K.Key_Return)
            expected = Claim(self.person, True, text)
            made = s.actions[before] if len(s.actions) > before else None
            if made != expected:
                raise Inexpressible(f"{expected!r}: typing made {made!r}")
            self.made(expected)
            given += 1
