"""A computer's action plays as one sequence: after its first step, the rest comes at the
animation's pace, not after the session's pause between computer moves.

The session's pace is set to three seconds here: had any later step of the action waited for
it (as every step did), the action could not be over within two.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
import shiboken6

from engine.riftforce.actions import Activate, EndPlay, PlaceCard
from engine.riftforce.state import State, place
from tests.ui.riftforce_script import DRAFT_ORDER, from_deck, to_hand
from ui.games.riftforce.pace import ComputerFlow
from ui.games.riftforce.table import RiftforceTable, create_table
from ui.session import COMPUTER, HUMAN, SeatConfig, Session

PACE_MS = 3000
_SESSIONS: list[Session] = []


@pytest.fixture(autouse=True)
def _forget_sessions() -> Iterator[None]:
    yield  # conftest stops every session; the list only keeps them alive during a test
    _SESSIONS.clear()


def mid_action(qtbot: Any, speed: float) -> tuple[Session, RiftforceTable, int]:
    """A person against the computer; the computer has just discarded a card to activate
    (its first step, submitted here while the session is paused); returns its seat."""
    seats = [SeatConfig("Berit", HUMAN), SeatConfig("Adam", COMPUTER)]
    session = Session("riftforce", {"seats": 2, "draft": "free"}, 4, seats)
    session.computer_pace_ms = 0
    _SESSIONS.append(session)
    table = create_table(session)
    table.set_animation_speed(0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    session.start()
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
    assert session.current_player() == computer and session.thinking_seat is None
    # two elementals of its first guild on the board, one more in its hand: an activation
    guild = st.guilds[computer][0]
    for loc in (1, 3):
        place(st, computer, from_deck(st, computer, guild), loc)
    discard = to_hand(st, computer, guild)[0]
    assert session.game.audit(st) == []
    table.refresh(animate=False)
    session.submit(Activate(discard, "guild"))
    assert st.pending is not None and st.pending.kind == "choose_activation"
    return session, table, computer


@pytest.mark.parametrize("speed", [1.0, 0.0])
def test_the_rest_of_a_computers_action_does_not_wait_for_the_pace(
        qtbot: Any, speed: float) -> None:
    session, _table, _computer = mid_action(qtbot, speed)
    thinking: list[tuple[int, bool]] = []
    session.thinkingChanged.connect(lambda seat, on: thinking.append((seat, on)))
    applied: list[float] = []
    session.eventsApplied.connect(lambda _events: applied.append(time.monotonic()))
    before = len(session.actions)
    start = time.monotonic()
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.human_to_act() or session.is_over(),
                    timeout=PACE_MS - 1000)
    took = time.monotonic() - start
    steps = len(session.actions) - before
    assert steps >= 2  # at least: an elemental activated, the activation stopped
    assert thinking == []  # no step went through the session's worker and its pace
    gaps = [b - a for a, b in zip([start, *applied], applied, strict=False)]
    assert max(gaps) < PACE_MS / 1000 - 1.0, gaps
    if speed == 0.0:  # animations off: at once
        assert took < 1.0, took
    else:  # each step seen (the beat) and its cards landed before the next
        assert min(gaps) >= ComputerFlow.BEAT_MS / 1000 * 0.9, gaps


def test_a_pause_holds_the_action_and_play_resumes_it(qtbot: Any) -> None:
    session, _table, computer = mid_action(qtbot, 0.0)
    before = len(session.actions)
    assert session.table_drives is not None and session.table_drives(computer)
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
