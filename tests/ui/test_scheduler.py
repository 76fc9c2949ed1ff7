"""Background work of a game (``ui.scheduler``) and the seats' drivers (``ui.drivers``): a
search runs off the GUI thread, its answer arrives on the GUI thread, a changed position drops
it; a computer seat answers through its driver and forgets a decision the game moved past."""

from __future__ import annotations

import sys
import threading
from typing import Any

from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from ui.drivers import ComputerDriver, PersonHere, make_agent
from ui.scheduler import Scheduler
from ui.session import COMPUTER, HUMAN, SeatConfig, Session


def test_the_answer_arrives_on_the_gui_thread_and_the_work_ran_elsewhere(qtbot: QtBot) -> None:
    scheduler = Scheduler()
    ran_on: list[threading.Thread] = []
    answers: list[tuple[Any, str | None, threading.Thread]] = []

    def work(job: int) -> int:
        ran_on.append(threading.current_thread())
        return job * 2

    job = scheduler.run(work, lambda result, error: answers.append(
        (result, error, threading.current_thread())))
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    assert ran_on[0] is not threading.main_thread()
    assert answers == [(job * 2, None, threading.main_thread())]


def test_an_error_is_handed_on_as_text(qtbot: QtBot) -> None:
    scheduler = Scheduler()
    answers: list[tuple[Any, str | None]] = []

    def work(job: int) -> None:
        raise ValueError("no move")

    scheduler.run(work, lambda result, error: answers.append((result, error)))
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    assert answers[0][0] is None
    assert "no move" in str(answers[0][1])


def test_a_changed_position_or_a_forgotten_job_drops_the_answer(qtbot: QtBot) -> None:
    scheduler = Scheduler()
    release = threading.Event()
    answers: list[str] = []
    scheduler.run(lambda job: release.wait(10), lambda result, error: answers.append("stale"))
    forgotten = scheduler.run(lambda job: None, lambda result, error: answers.append("gone"))
    scheduler.forget(forgotten)
    scheduler.bump()  # the position changed while the first job ran
    release.set()
    scheduler.run(lambda job: None, lambda result, error: answers.append("fresh"))
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    qtbot.wait(50)
    assert answers == ["fresh"]


def _computer(scheduler: Scheduler, thinking: list[tuple[int, bool]]) -> ComputerDriver:
    return ComputerDriver(1, lambda: make_agent("supertrumf", "random"), lambda: Rng(5),
                          scheduler, lambda: 0, lambda seat, on: thinking.append((seat, on)),
                          lambda text: thinking.append((-1, False)))


def _decision() -> Decision[Any, Any]:
    game = games.get_game("supertrumf")
    state = game.new_game(game.normalize_options({"variant": "klassisk", "seats": 2}), 3)
    seat = game.current_player(state)
    assert seat is not None
    return Decision(game, state, seat, game.legal_actions(state))


def test_a_computer_driver_answers_with_a_legal_action_and_shows_its_thinking(
        qtbot: QtBot) -> None:
    thinking: list[tuple[int, bool]] = []
    driver = _computer(Scheduler(), thinking)
    decision = _decision()
    replies: list[tuple[Any, int | None]] = []
    driver.ask(decision, lambda action, ms: replies.append((action, ms)))
    assert driver.thinking
    qtbot.waitUntil(lambda: bool(replies), timeout=10_000)
    assert replies[0][0] in decision.legal
    assert replies[0][1] is not None
    assert thinking == [(1, True), (1, False)]
    assert not driver.thinking


def test_a_computer_driver_forgets_a_decision_the_game_moved_past(qtbot: QtBot) -> None:
    thinking: list[tuple[int, bool]] = []
    scheduler = Scheduler()
    driver = _computer(scheduler, thinking)
    replies: list[Any] = []
    driver.ask(_decision(), lambda action, ms: replies.append(action))
    scheduler.bump()
    driver.moved_on()
    qtbot.wait(200)
    assert replies == []
    assert thinking == [(1, True), (1, False)]


def test_a_person_here_answers_with_gestures_not_through_the_driver() -> None:
    person = PersonHere()
    replies: list[Any] = []
    person.ask(_decision(), lambda action, ms: replies.append(action))
    person.moved_on()
    assert replies == []
    assert person.local_person
    assert not person.thinking


def test_making_a_session_leaves_the_switch_interval_alone(qtbot: QtBot) -> None:
    before = sys.getswitchinterval()
    session = Session("supertrumf", {"variant": "klassisk", "seats": 2}, 3,
                      [SeatConfig("Me", HUMAN), SeatConfig("Bot", COMPUTER, "random")])
    assert sys.getswitchinterval() == before
    assert isinstance(session.drivers[0], PersonHere)
    assert isinstance(session.drivers[1], ComputerDriver)
