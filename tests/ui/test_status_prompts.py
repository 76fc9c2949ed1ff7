"""The status bar keeps the prompt whole: at 1280 × 800, in every language, every prompt a
seeded game of each table shows fits its label without "…"; refusals are not repeated in it.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.table.felt_table import FeltTable

LANGS = ("en", "sv", "de", "nb")
TABLES = [
    ("supertrumf", {"variant": "klassisk", "seats": 4}, 5),
    ("supertrumf", {"variant": "blixtduell", "seats": 2}, 6),
    ("storma", {}, 7),
    ("riftforce", {}, 8),
    ("ordet", {"seats": 2}, 3),
]


def shown(label: QLabel) -> str:
    """What the label paints (``ElidedLabel.text`` is the whole text)."""
    return QLabel.text(label)


def prompts_of_a_game(window: MainWindow, game: str, options: dict[str, Any], seed: int,
                      max_actions: int = 30) -> list[tuple[str, str]]:
    """(whole, shown) of the status line at each position of a seeded game, the person at
    the screen playing seat 0 (the computers' moves made by the test)."""
    seats = [SeatConfig("Anna-Katharina", HUMAN)] + [
        SeatConfig(f"Computer {i}", COMPUTER) for i in range(1, int(options.get("seats", 2)))]
    window.confirm_abandon = lambda: True  # type: ignore[method-assign]
    size = window.size()
    session = window.start(GameConfig(game, options, seed, seats))
    assert session is not None
    assert isinstance(window.table, FeltTable)
    window.resize(size)  # a game's log dock must not widen the window being measured
    QApplication.processEvents()
    assert window.width() == size.width()
    session.paused = True
    session.cancel_thinking()
    agent = games.agents(game)["heuristic"]()
    rng = Rng(seed)
    seen: list[tuple[str, str]] = []
    while not session.is_over() and len(session.actions) < max_actions:
        if session.pending_handover is not None:
            session.accept_handover()
        QApplication.processEvents()
        seen.append((window.status_label.text(), shown(window.status_label)))
        seat = session.current_player()
        if seat is None:  # a duel in Ordet: the table's controller runs it
            break
        action = agent.choose(Decision(session.game, session.state, seat,
                                       session.legal_actions()), rng)
        session.submit(action)
    return seen


@pytest.mark.parametrize("width", [1024, 1280])
@pytest.mark.parametrize("lang", LANGS)
def test_every_prompt_fits_the_status_bar(window: MainWindow, qtbot: QtBot,
                                          lang: str, width: int) -> None:
    window.translations.install(lang)
    window.retranslate()
    window.resize(width, 600 if width == 1024 else 800)
    QApplication.processEvents()
    cut: set[str] = set()
    checked = 0
    for game, options, seed in TABLES:
        for whole, painted in prompts_of_a_game(window, game, options, seed):
            checked += 1
            assert whole
            if painted != whole:
                cut.add(f"{game}: {whole} ({window.status_label.width()} px)")
    assert checked > 100
    assert not cut, sorted(cut)


def test_a_refusal_is_not_repeated_in_the_status_bar(window: MainWindow, qtbot: QtBot) -> None:
    cfg = GameConfig("supertrumf", {"variant": "klassisk", "seats": 2}, 5,
                     [SeatConfig("Anna", HUMAN), SeatConfig("CPU", COMPUTER)])
    session = window.start(cfg)
    assert session is not None
    assert isinstance(window.table, FeltTable)
    session.paused = True
    session.cancel_thinking()
    window.resize(1280, 800)
    QApplication.processEvents()
    prompt = window.status_label.text()
    window.table.refuse("Cards can only be put out on your own place.")
    QApplication.processEvents()
    assert window.table.callout.isVisible()
    assert window.message_label.text() == ""
    assert window.message_label.isHidden()
    assert window.status_label.text() == prompt
    # the prompt has the whole bar while nothing else is said
    assert window.status_label.width() > 1000


@pytest.mark.parametrize("lang", LANGS)
def test_riftforce_near_the_end_keeps_its_prompt_whole_and_the_rule_in_the_tooltip(
        window: MainWindow, qtbot: QtBot, lang: str) -> None:
    window.translations.install(lang)
    window.retranslate()
    window.resize(1280, 800)
    seats = [SeatConfig("Anna-Katharina", HUMAN), SeatConfig("Computer 1", COMPUTER)]
    session = window.start(GameConfig("riftforce", {"draft": "free"}, 9, seats))
    assert session is not None
    assert window.table is not None
    session.paused = True
    session.cancel_thinking()
    agent = games.agents("riftforce")["heuristic"]()
    rng = Rng(9)
    # on to a Play under way (its question is the longest prompt), the person to act
    while not (session.human_to_act() and session.state.pending is not None
               and session.state.pending.kind == "play_more"):
        seat = session.current_player()
        assert seat is not None
        assert len(session.actions) < 200
        session.submit(agent.choose(Decision(session.game, session.state, seat,
                                             session.legal_actions()), rng))
    st = session.state
    for scores, tiebreak in (([9, 4], False), ([12, 4], False), ([12, 12], True)):
        st.scores, st.tiebreak = scores, tiebreak
        window.table.refresh()
        window._update_status()
        QApplication.processEvents()
        label = window.status_label
        assert shown(label) == label.text(), (lang, label.text())
        rule = window.table.status_detail()
        assert rule
        assert rule in label.toolTip()
        assert rule not in label.text()
