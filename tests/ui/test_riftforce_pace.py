"""A computer's action plays as one sequence: after its first step, the rest comes at the
animation's pace, not after the session's pause between computer moves.

The session's pace is set to a minute here, so a later step of the action that waited for it
would not come while the test waits; the flow's own timers are recorded instead of timed: each
step is scheduled one beat after the step before (at once with animations off), never after
the session's pace.  How long a whole action takes is a matter of the machine, not of the code.
"""

from __future__ import annotations

from typing import Any

import pytest
import shiboken6

from engine.riftforce.actions import Activate, EndPlay, PlaceCard
from engine.riftforce.state import State, place
from tests.ui.riftforce_script import DRAFT_ORDER, from_deck, to_hand
from tests.ui.tables import new_session, show_table
from ui.games.riftforce import pace
from ui.games.riftforce.pace import ComputerFlow
from ui.games.riftforce.table import RiftforceTable
from ui.session import COMPUTER, HUMAN, SeatConfig, Session

#: the session's pause before a computer's move: far longer than the test waits
PACE_MS = 60_000
#: how long the test waits for the computer's action to finish
WAIT_MS = 20_000
#: the flow's re-check while cards are still moving
RECHECK_MS = 16


def record_flow_timers(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The delays of every timer the computer flow starts from now on (they still run)."""
    delays: list[int] = []
    real = pace.QTimer

    class Recorded:
        @staticmethod
        def singleShot(delay: int, slot: Any) -> None:
            delays.append(delay)
            real.singleShot(delay, slot)

    monkeypatch.setattr(pace, "QTimer", Recorded)
    return delays


def mid_action(qtbot: Any, speed: float) -> tuple[Session, RiftforceTable, int]:
    """A person against the computer; the computer has just discarded a card to activate
    (its first step, submitted here while the session is paused); returns its seat."""
    seats = [SeatConfig("Berit", HUMAN), SeatConfig("Adam", COMPUTER)]
    session = new_session("riftforce", {"seats": 2, "draft": "free"}, 4, seats)
    table: RiftforceTable = show_table(qtbot, session)
    st: State = session.state
    while st.phase == "draft" or not session.human_to_act():
        qtbot.waitUntil(lambda: session.human_to_act(), timeout=10000)
        if st.phase == "draft":
            assert table.moves.pick(next(g for g in DRAFT_ORDER if g in st.draft_pool))
    session.paused = True
    session.computer_pace_ms = PACE_MS
    table.set_animation_speed(speed)
    me, computer = 0, 1
    card = next(c for c in st.hands[me] if c is not None)
    session.submit(PlaceCard(card, 0))
    session.submit(EndPlay())
    assert session.current_player() == computer
    assert session.thinking_seat is None
    # two elementals of its first guild on the board, one more in its hand: an activation
    guild = st.guilds[computer][0]
    for loc in (1, 3):
        place(st, computer, from_deck(st, computer, guild), loc)
    discard = to_hand(st, computer, guild)[0]
    assert session.game.audit(st) == []
    table.refresh(animate=False)
    session.submit(Activate(discard, "guild"))
    assert st.pending is not None
    assert st.pending.kind == "choose_activation"
    return session, table, computer


@pytest.mark.parametrize("speed", [1.0, 0.0])
def test_the_rest_of_a_computers_action_does_not_wait_for_the_pace(
        qtbot: Any, speed: float, monkeypatch: pytest.MonkeyPatch) -> None:
    session, table, _computer = mid_action(qtbot, speed)
    thinking: list[tuple[int, bool]] = []
    session.thinkingChanged.connect(lambda seat, on: thinking.append((seat, on)))
    delays = record_flow_timers(monkeypatch)
    before = len(session.actions)
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.human_to_act() or session.is_over(), timeout=WAIT_MS)
    steps = len(session.actions) - before
    assert steps >= 2  # at least: an elemental activated, the activation stopped
    assert thinking == []  # no step went through the session's worker and its pace
    beat = int(table.clock.scaled(ComputerFlow.BEAT_MS))
    assert set(delays) <= {beat, RECHECK_MS}, delays  # never the session's pace
    assert delays.count(beat) >= steps, delays  # every step came one beat after the last
    if speed == 0.0:  # animations off: at once
        assert beat == 0
    else:  # each step seen (the beat) before the next
        assert beat == int(ComputerFlow.BEAT_MS)


def test_a_pause_holds_the_action_and_play_resumes_it(qtbot: Any) -> None:
    session, _table, computer = mid_action(qtbot, 0.0)
    before = len(session.actions)
    assert session.table_drives is not None
    assert session.table_drives(computer)
    qtbot.wait(100)  # paused: the step asked for above does nothing
    assert len(session.actions) == before
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.human_to_act() or session.is_over(), timeout=2000)
    assert len(session.actions) >= before + 2


def test_without_its_table_the_session_plays_alone(qtbot: Any) -> None:
    session, table, computer = mid_action(qtbot, 0.0)
    shiboken6.delete(table.flow)  # as when the table goes (the flow is its child)
    assert session.table_drives is not None
    assert session.table_drives(computer) is False
    assert session.table_drives is None
