"""A replay of a game that is still being played by several people shows only what the person
at the screen may see now: through Game → "Watch a replay…" and the real file dialog, from the
autosave or a save of the game, in every game.  Every view and all cards once it is over.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from tests.ui.test_replay import GAMES, play_out
from tests.ui.test_replay_main_window import replay_of
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.paths import autosave_path
from ui.replay import ReplaySource, ReplayWindow
from ui.session import HUMAN, SeatConfig
from ui.table.felt_table import FeltTable

NAMES = ["Anna", "Berit", "Cilla", "Dora"]


def start_hot_seat(window: MainWindow, game: str, options: dict[str, Any],
                   seed: int = 4) -> None:
    n = games.get_game(game).num_seats(
        games.get_game(game).new_game(games.get_game(game).normalize_options(options), seed))
    window.set_speed("off")
    window.start(GameConfig(game, options, seed, [SeatConfig(NAMES[i], HUMAN)
                                                  for i in range(n)]))


def play_hot_seat(window: MainWindow, moves: int, seed: int = 4) -> None:
    """``moves`` moves, each made by whoever is to act after taking the screen over."""
    session = window.session
    assert session is not None
    agent = games.agents(session.game_name)["random" if session.game_name == "ordet"
                                            else "heuristic"]()
    rng = Rng(seed)
    for _ in range(moves):
        assert not session.is_over()
        if session.pending_handover is not None:
            session.accept_handover()
        seat = session.current_player()
        assert seat is not None
        decision = Decision(session.game, session.game.clone(session.state), seat,
                            session.legal_actions())
        session.submit(agent.choose(decision, rng))


def seen(table: FeltTable) -> Counter[tuple[Any, ...]]:
    """Every card face up on a table, by identity and place."""
    return Counter((c.zone_name, c.card_id) for c in table.scene.card_items() if c.face_up)


def watch(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch,
          qtbot: QtBot) -> ReplayWindow:
    """Game → Watch a replay…, ``path`` chosen in the file dialog."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.replay_action.trigger()
    replay = replay_of(window)
    qtbot.addWidget(replay)
    return replay


def enabled_rows(replay: ReplayWindow) -> list[int]:
    model = replay.controls.viewer_box.model()
    assert isinstance(model, QStandardItemModel)
    return [row for row in range(model.rowCount()) if model.item(row).isEnabled()]


@pytest.mark.parametrize(("game", "options"), [(g, o) for _, g, o in GAMES],
                         ids=[i for i, _, _ in GAMES])
@pytest.mark.parametrize("file", ["autosave", "save"])
def test_the_running_hot_seat_game_is_replayed_only_as_the_person_at_the_screen_sees_it(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        game: str, options: dict[str, Any], file: str) -> None:
    start_hot_seat(window, game, options)
    play_hot_seat(window, 14)
    session, live = window.session, window.table
    assert session is not None
    assert isinstance(live, FeltTable)
    assert not session.is_over()
    if session.pending_handover is not None:
        session.accept_handover()
    viewer = session.viewer
    assert viewer is not None
    path = autosave_path()
    if file == "save":
        path = tmp_path / "game.json"
        assert window.files.save_to(path)
    replay = watch(window, path, monkeypatch, qtbot)
    replay.go_to(replay.moves)
    table = replay.table
    assert isinstance(table, FeltTable)
    assert replay.session.viewer == viewer
    assert seen(table) == seen(live)  # what the person at the screen sees, nothing more
    # no other seat's view can be chosen, nor all cards shown
    bar = replay.controls
    assert enabled_rows(replay) == [viewer]
    other = (viewer + 1) % len(session.seats)
    bar.viewer_box.setCurrentIndex(other)
    assert bar.viewer_box.currentIndex() == viewer
    assert replay.session.viewer == viewer
    replay.set_viewer(other)
    assert replay.session.viewer == viewer
    assert not bar.reveal_box.isEnabled()
    replay.set_reveal(True)
    assert not replay.session.reveal_all
    assert seen(replay.table) == seen(live)
    assert "still being played" in bar.reveal_box.toolTip()
    for k in range(replay.moves + 1):  # at no position another person's hidden cards
        replay.go_to(k)
        assert replay.session.viewer == viewer
    replay.close()


@pytest.mark.parametrize(("game", "options"), [("storma", {}), ("riftforce", {})],
                         ids=["storma", "riftforce"])
def test_while_the_screen_waits_for_a_hand_over_the_replay_shows_nobodys_cards(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str,
        options: dict[str, Any]) -> None:
    start_hot_seat(window, game, options)
    play_hot_seat(window, 14)
    session = window.session
    assert session is not None
    while session.pending_handover is None:  # a move that hands the screen over
        play_hot_seat(window, 1, seed=len(session.actions))
    replay = watch(window, autosave_path(), monkeypatch, qtbot)
    replay.go_to(replay.moves)
    assert replay.session.viewer is None
    table = replay.table
    assert isinstance(table, FeltTable)
    hands = [c for c in table.scene.card_items() if c.zone_name.startswith("hand")]
    assert hands
    assert not any(c.face_up for c in hands)
    assert enabled_rows(replay) == [len(session.seats)]  # "Nobody (open cards only)"
    assert replay.controls.viewer_box.currentText() == "Nobody (open cards only)"


def test_another_unfinished_hot_seat_save_shows_only_the_open_cards(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """Not the game in the window: nobody here can say who is at the screen."""
    from engine import saves

    actions = play_out("storma", {}, seed=9)[:14]
    path = tmp_path / "other.json"
    saves.save(path, "storma", {}, 9, actions,
               {"seats": [{"name": n, "kind": "human", "level": ""} for n in NAMES[:2]]})
    replay = watch(window, path, monkeypatch, qtbot)
    replay.go_to(replay.moves)
    assert replay.source.private
    assert replay.session.viewer is None
    table = replay.table
    assert isinstance(table, FeltTable)
    assert not any(c.face_up for c in table.scene.card_items()
                   if c.zone_name.startswith("hand"))


def test_a_finished_hot_seat_game_may_be_seen_by_anyone_with_all_cards(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    from engine import saves

    actions = play_out("storma", {}, seed=9)
    path = tmp_path / "done.json"
    saves.save(path, "storma", {}, 9, actions,
               {"seats": [{"name": n, "kind": "human", "level": ""} for n in NAMES[:2]]})
    replay = watch(window, path, monkeypatch, qtbot)
    assert not replay.source.private
    replay.go_to(replay.moves // 2)
    replay.controls.viewer_box.setCurrentIndex(1)
    assert replay.session.viewer == 1
    replay.go_to(replay.moves)
    assert replay.controls.reveal_box.isEnabled()
    qtbot.mouseClick(replay.controls.reveal_box, Qt.MouseButton.LeftButton)
    assert replay.session.reveal_all


def test_the_rules_of_private_to() -> None:
    """The decision table on its own: people, finished, the running game."""
    actions = play_out("storma", {}, seed=9)
    people = [SeatConfig("Anna", HUMAN), SeatConfig("Berit", HUMAN)]
    half = ReplaySource("storma", {}, 9, people, actions[:10])
    assert half.private_to(None).private
    assert half.private_to(None).private_viewer is None
    assert not ReplaySource("storma", {}, 9, people, actions).private_to(None).private
    alone = [SeatConfig("Anna", HUMAN), SeatConfig("CPU", "computer", "heuristic")]
    assert not ReplaySource("storma", {}, 9, alone, actions[:10]).private_to(None).private
