"""Every move announced once, in the UI language, as fully as the player chose, and keys that
read the table aloud (``ui.announcer``, ``ui.table.read_aloud``).

What a screen reader receives is recorded by a stand-in for ``QAccessible`` (as in
``test_feedback``): each ``QAccessibleAnnouncementEvent`` with its text and the object it was
sent for.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from pytestqt.qtbot import QtBot

from engine.core import Event, Rng
from ui import announcer as announcer_mod
from ui.announcer import DETAILS, TURNS, Announcer, kind
from ui.controls_dialog import ControlsDialog
from ui.games.base import GameTable
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.paths import settings
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table import read_aloud

#: the tables and the options of each
TABLES: dict[str, tuple[str, dict[str, Any]]] = {
    "klassisk": ("supertrumf", {"variant": "klassisk"}),
    "blixtduell": ("supertrumf", {"variant": "blixtduell"}),
    "storma": ("storma", {}), "riftforce": ("riftforce", {"variant": "draft"}),
    "ordet": ("ordet", {"seats": 2})}


class Heard:
    """Stands in for ``QAccessible``: every announcement's text and the object it is for."""

    said: ClassVar[list[tuple[str, Any]]] = []

    @classmethod
    def updateAccessibility(cls, event: Any) -> None:
        cls.said.append((event.message(), event.object()))


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    Heard.said = []
    monkeypatch.setattr(announcer_mod, "QAccessible", Heard)
    return Heard.said


def settle() -> None:
    for _ in range(2):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def start(window: MainWindow, game: str, seed: int, verbosity: str = "normal"
          ) -> tuple[Session, GameTable]:
    """Ada against a paused computer ("Bo"): the test makes every move."""
    name, options = TABLES[game]
    window.set_speed("off")
    window.announcer.set_verbosity(verbosity)
    window.start(GameConfig(name, dict(options), seed,
                            [SeatConfig("Ada", HUMAN), SeatConfig("Bo", COMPUTER)]))
    session, table = window.session, window.table
    assert session is not None
    assert table is not None
    session.paused = True
    session.cancel_thinking()
    return session, table


def play(session: Session, moves: int, rng: Rng) -> list[tuple[int | None, list[Event]]]:
    """``moves`` random actions; the seat that made each and its events."""
    made = []
    for _ in range(moves):
        if session.is_over():
            break
        if session.pending_handover is not None:
            session.accept_handover()
        seat = session.current_player()
        made.append((seat, session.submit(rng.choice(session.legal_actions()))))
    return made


def texts(heard: list[tuple[str, Any]]) -> list[str]:
    return [text for text, _ in heard]


# ------------------------------------------------------------------ one message per move
@pytest.mark.parametrize("game", ["klassisk", "blixtduell", "storma", "riftforce"])
def test_every_move_is_announced_once_with_its_log_lines_in_one_message(
        window: MainWindow, heard: list[tuple[str, Any]], game: str) -> None:
    session, table = start(window, game, 3)
    deal = list(window.announcer.moves)
    heard.clear()
    made = play(session, 30, Rng(5))
    assert len(made) >= 10
    said = texts(heard)
    assert len(said) == len(made)  # one each, never none, never two
    assert window.announcer.moves == deal + said
    assert {obj for _, obj in heard} == {table.view}  # what a screen reader follows
    for (_seat, events), text in zip(made, said, strict=True):
        lines = table.log_lines([e for e in events
                                 if kind(e) not in DETAILS and kind(e) not in TURNS])
        # the log's lines of the move, in one message, in order
        assert text.startswith(" ".join(lines)), (lines, text)
        assert "\n" not in text


def test_a_riftforce_activation_s_damage_lines_are_one_message(
        window: MainWindow, heard: list[tuple[str, Any]]) -> None:
    session, table = start(window, "riftforce", 3)
    heard.clear()
    made = play(session, 60, Rng(1))
    said = texts(heard)
    bursts = [(events, text) for (_, events), text in zip(made, said, strict=True)
              if sum(type(e).__name__ == "Damaged" for e in events) >= 2]
    assert bursts, "no move with two damage lines in this game"
    for events, text in bursts:
        for line in table.log_lines([e for e in events if type(e).__name__ == "Damaged"]):
            assert line in text


# ------------------------------------------------------------------ verbosity
def test_brief_says_the_move_normal_its_results_and_the_turn_full_everything(
        window: MainWindow, heard: list[tuple[str, Any]]) -> None:
    said: dict[str, list[str]] = {}
    for verbosity in ("brief", "normal", "full"):
        session, _table = start(window, "storma", 5, verbosity)
        heard.clear()
        made = play(session, 24, Rng(2))
        said[verbosity] = texts(heard)
        assert len(said[verbosity]) == len(made)
    brief, normal, full = said["brief"], said["normal"], said["full"]
    for b, n, f in zip(brief, normal, full, strict=True):
        assert len(b) <= len(n) <= len(f)
        assert n.startswith(b) or b in ("Your turn.", "Bo's turn.")
    # brief: one sentence of the move; normal: damage and whose turn too; full: draws
    assert any("damage" in n and "damage" not in b for b, n in zip(brief, normal, strict=True))
    assert any(n.endswith(("Your turn.", "Bo's turn.")) for n in normal)
    assert not any("draws" in n for n in normal)
    assert any("draws" in f for f in full)
    assert any(f.startswith(n) and len(f) > len(n) for n, f in zip(normal, full, strict=True))


def test_the_verbosity_is_chosen_in_settings_accessibility_and_kept(
        window: MainWindow, qtbot: QtBot) -> None:
    menu = window.announcer.menu
    assert menu.menuAction() in window.settings_menu.actions()
    assert menu.title() == "&Accessibility"
    entries = {a.objectName(): a for a in menu.actions()}
    assert set(entries) == {"verbosity_brief", "verbosity_normal", "verbosity_full"}
    assert entries["verbosity_normal"].isChecked()  # the default
    entries["verbosity_full"].trigger()
    assert window.announcer.verbosity == "full"
    assert entries["verbosity_full"].isChecked()
    assert not entries["verbosity_normal"].isChecked()
    store: QSettings = settings()
    assert store.value("access/verbosity") == "full"
    # the next run starts with it
    again = MainWindow(window.translations, settings())
    qtbot.addWidget(again)
    assert again.announcer.verbosity == "full"
    assert again.announcer.actions["full"].isChecked()


# ------------------------------------------------------------------ computer moves
@pytest.mark.parametrize("game", ["blixtduell", "storma", "riftforce"])
def test_each_computer_move_is_announced_once_as_it_is_made(
        window: MainWindow, heard: list[tuple[str, Any]], qtbot: QtBot, game: str) -> None:
    session, _table = start(window, game, 4)
    heard.clear()
    #: (a computer's move?, announcements it made), for every move
    per_move: list[tuple[bool, int]] = []
    mark = [0]

    def applied(_events: list[Event]) -> None:  # after the announcer: connected later
        seat = session.steps()[len(session.actions) - 1].seat
        assert seat is not None
        per_move.append((not session.seats[seat].is_human, len(heard) - mark[0]))
        mark[0] = len(heard)

    session.eventsApplied.connect(applied)
    session.computer_pace_ms = 0
    session.paused = False
    rng = Rng(3)
    while not session.is_over() and len(session.actions) < 40:
        before = len(session.actions)
        if session.human_to_act():
            session.submit(rng.choice(session.legal_actions()))
            continue
        session.ask_seat_to_act()
        qtbot.waitUntil(lambda b=before: len(session.actions) > b or session.is_over(),
                        timeout=20000)
        settle()
    session.paused = True
    assert sum(computer for computer, _ in per_move) >= 3
    assert [n for _, n in per_move] == [1] * len(per_move)


# ------------------------------------------------------------------ languages
@pytest.mark.parametrize("lang", ["sv", "de", "nb"])
def test_announcements_are_in_the_ui_language(
        window: MainWindow, heard: list[tuple[str, Any]], lang: str) -> None:
    session, table = start(window, "riftforce", 3)
    heard.clear()
    play(session, 4, Rng(1))
    english = texts(heard)
    window.set_language(lang)
    heard.clear()
    made = play(session, 12, Rng(1))
    for (_seat, events), text in zip(made, texts(heard), strict=True):
        lines = table.log_lines([e for e in events if kind(e) not in DETAILS])
        assert text.startswith(" ".join(lines))
    assert not set(texts(heard)) & set(english)
    window.set_language("en")


# ------------------------------------------------------------------ read aloud
def press(window: MainWindow, key: Qt.Key) -> None:
    assert window.table is not None
    window.activateWindow()
    settle()
    QTestKey.click(window.table.view, key)
    settle()


class QTestKey:
    @staticmethod
    def click(widget: Any, key: Qt.Key) -> None:
        from PySide6.QtTest import QTest

        QTest.keyClick(widget, key)


@pytest.mark.parametrize("game", list(TABLES))
def test_read_aloud_keys_answer_at_every_table(
        window: MainWindow, heard: list[tuple[str, Any]], game: str) -> None:
    session, table = start(window, game, 3)
    if game != "ordet":
        play(session, 3, Rng(4))
    if session.pending_handover is not None:
        session.accept_handover()
    heard.clear()
    for key in (Qt.Key.Key_F5, Qt.Key.Key_F6, Qt.Key.Key_F7, Qt.Key.Key_F8, Qt.Key.Key_F9):
        press(window, key)
    said = texts(heard)
    assert len(said) == 5, said
    assert all(said)
    here, scores, hand, turn, again = said
    assert scores.startswith("You: ") or game == "ordet"
    assert "Bo" in scores or game == "ordet"
    assert turn == table.status_text()
    assert again == (window.announcer.moves[-1] if window.announcer.moves else "No move yet.")
    if game != "ordet":
        held = [c for c in table.own_hand_items() if c.isVisible()]
        if held:
            assert hand.startswith(f"Cards in your hand: {len(held)}.")
            assert "hand" in here.lower()
        else:  # Riftforce's draft: no hand yet
            assert hand == "You hold no cards."
    # nothing was moved: the keys only read
    assert window.announcer.moves[-1:] == [again] or again == "No move yet."


def test_the_read_aloud_keys_are_on_the_controls_page(window: MainWindow) -> None:
    rows = ControlsDialog("Storma slottet!", []).rows()
    keys = [k for k, _ in rows]
    for key in read_aloud.KEYS:
        assert key in keys
    assert len(set(read_aloud.KEYS)) == 5


def test_the_read_aloud_keys_are_free_at_every_table(window: MainWindow) -> None:
    """No table's own Controls rows name F5–F9, and no other shortcut of the window or the
    table uses them (no key does two things)."""
    from PySide6.QtGui import QAction, QKeySequence, QShortcut

    for game in TABLES:
        _session, table = start(window, game, 3)
        words = " ".join(f"{k} {v}" for k, v in table.controls())
        for key in read_aloud.KEYS:
            assert key not in words.split(), (game, key)
        ours = window.announcer.read_aloud
        assert ours is not None
        taken = [seq.toString() for a in window.findChildren(QAction) for seq in a.shortcuts()]
        taken += [sc.key().toString() for sc in window.findChildren(QShortcut)
                  if sc not in ours.shortcuts and sc.parent().isVisible()]  # not a gone table
        assert not set(taken) & set(read_aloud.KEYS), game
        assert [sc.key() for sc in ours.shortcuts] == [QKeySequence(k) for k in read_aloud.KEYS]


def test_the_announcer_follows_a_new_game(
        window: MainWindow, heard: list[tuple[str, Any]]) -> None:
    session, _ = start(window, "storma", 3)
    play(session, 2, Rng(1))
    old = session
    session, table = start(window, "klassisk", 3)
    heard.clear()
    assert old is not session
    play(session, 2, Rng(1))
    assert len(heard) == 2
    assert {obj for _, obj in heard} == {table.view}
    # the keys are the new table's (the old one's are gone with it: no key is ambiguous)
    heard.clear()
    press(window, Qt.Key.Key_F9)
    assert texts(heard) == [window.announcer.moves[-1]]



def test_an_ordet_buzzer_is_announced_with_what_the_table_waits_for(
        qtbot: QtBot, heard: list[tuple[str, Any]], tmp_path: Any) -> None:
    from PySide6.QtWidgets import QMenu, QWidget

    from tests.ui import test_ordet_table as ordet

    table = ordet.make(qtbot, [HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=2)
    host = QWidget()
    qtbot.addWidget(host)
    said = Announcer(host, QSettings(str(tmp_path / "a.ini"), QSettings.Format.IniFormat),
                     QMenu(host))
    said.attach(table.session, table)
    a, b = ordet.cards_of(table, "star", 2)
    ordet.stack(table, [a, b], first=0)
    ordet.click_item(qtbot, table, table.draw_piles[0])
    ordet.press(qtbot, table, Qt.Key.Key_Space)  # stars match: a duel of P1 and P2
    assert table.duels.race is not None
    heard.clear()
    ordet.press(qtbot, table, ordet.KEYS["P"])  # P2 buzzes
    assert table.duels.race.buzzed == 1
    assert texts(heard) == [f"P2 buzzes. {table.status_text()}"]
    assert said.moves[-1] != texts(heard)[0]  # no move: the answer decides


def test_a_move_taken_back_is_announced_as_the_log_says_it(
        window: MainWindow, heard: list[tuple[str, Any]]) -> None:
    session, _table = start(window, "riftforce", 3)
    rng = Rng(2)
    for _ in range(40):  # to a move of the person that can be taken back
        if session.human_to_act():
            session.submit(rng.choice(session.legal_actions()))
            if session.undo_count():
                break
        else:
            session.submit(rng.choice(session.legal_actions()))
    assert session.undo_count(), "nothing to take back in this game"
    moves = len(window.announcer.moves)
    move = window.announcer.said[-1][2]
    heard.clear()
    window.undo.undo()
    assert texts(heard) == [f"Ada takes back: {move} Your turn."]
    assert window.log_lines()[-1] == f"Ada takes back: {move}"
    assert len(window.announcer.moves) == moves - 1
