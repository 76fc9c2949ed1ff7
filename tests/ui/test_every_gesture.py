"""Every gesture is answered: a drop or a click that makes no move says why, at every table.

A seeded game of each table is played forward by the heuristic player (for every seat); at a
few positions of each phase where the person at the screen is to act, a card of their hand (a
guild of the pool in Riftforce's draft) is dragged with the real mouse onto every zone of the
table and onto bare felt.  Each drop either makes a move or shows a callout with a reason; a
move is taken back (the session is rebuilt to the position) before the next drop.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from tests.ui.tables import new_session, show_table
from ui.games import create_table
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.table.card_item import CardItem
from ui.table.felt_table import FeltTable

#: the positions of each phase where the drops are tried (the game's n-th decision of the
#: person at the screen in that phase)
SAMPLES = (0, 3, 9)


def make(qtbot: QtBot, game: str, options: dict[str, Any], seed: int) -> FeltTable:
    seats = [SeatConfig("Anna", HUMAN)] + [
        SeatConfig(f"CPU {i}", COMPUTER) for i in range(1, int(options.get("seats", 2)))]
    session = new_session(game, options, seed, seats)
    session.paused = True  # the test moves every seat itself, in its own time
    table = create_table(session)
    assert isinstance(table, FeltTable)
    return show_table(qtbot, session, table)


def phase_of(state: Any) -> str:
    pending = getattr(state, "pending", None)
    kind = getattr(pending, "kind", None)
    return f"{state.phase}/{kind}" if kind else str(state.phase)


def drag(qtbot: QtBot, table: FeltTable, item: CardItem, target: QPointF) -> None:
    """Press on the card's top strip (visible in a fan), move past the threshold, let go."""
    vp = table.view.viewport()
    local = QPointF(item.card_rect().width() * 0.5, 14 * item.card_scale + 4)
    a = table.view.mapFromScene(item.mapToScene(local))
    b = table.view.mapFromScene(target)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, a + QPoint(12, -12))
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def bare_felt(table: FeltTable) -> QPointF:
    """A point of the felt in no zone and on no item."""
    rect = table.scene.sceneRect()
    zones = [z.rect.adjusted(-20, -20, 20, 20) for z in table.scene.zones.values()
             if z.isVisible()]
    y = rect.top() + 30.0
    while y < rect.bottom() - 30:
        x = rect.left() + 30.0
        while x < rect.right() - 30:
            p = QPointF(x, y)
            if not any(z.contains(p) for z in zones) and not [
                    i for i in table.scene.items(p) if i.isVisible()]:
                return p
            x += 20.0
        y += 20.0
    raise AssertionError("no bare felt")


def draggable(table: FeltTable) -> list[CardItem]:
    """The cards of the hand of the person at the screen (a card that cannot be picked up
    now is tried too: the drag is then a click on it), else (a draft) the pool's."""
    hand = table.own_hand_items()
    if hand:
        return hand
    return [c for c in table.scene.card_items() if c.draggable and c.isVisible()]


def restore(table: FeltTable, actions: list[Any]) -> None:
    """Back to the position after ``actions``, nothing selected, no move half made."""
    s = table.session
    if s.actions != actions:
        s.rebuild(actions)
    for owner in (table, getattr(table, "moves", None)):
        for attr, value in (("selection", []), ("arming", None), ("retreating", False)):
            if owner is not None and hasattr(owner, attr):
                setattr(owner, attr, value)
    table.scene.clear_selection_marks()
    table.refresh(animate=False)  # type: ignore[call-arg]  # a FeltTable; the mixin stub has no animate


def sweep(qtbot: QtBot, table: FeltTable, silent: list[str], covered: list[str],
          moves: list[str]) -> int:
    """Drop one card of the hand (two at most, different kinds) on every zone and bare felt."""
    s = table.session
    actions = list(s.actions)
    cards = draggable(table)
    tried = 0
    for card_index in {0, len(cards) - 1}:
        if not cards:
            break
        targets = [(z.name, z.rect.center()) for z in table.scene.zones.values()
                   if z.isVisible() and z.rect.isValid()]
        targets.append(("felt", bare_felt(table)))
        for name, point in targets:
            restore(table, actions)
            live = draggable(table)
            if card_index >= len(live):
                break
            item = live[card_index]
            if name == item.zone_name:
                continue  # dropped back where it came from: put back, nothing to say
            key = item.key
            home = item.mapRectToScene(item.card_rect())
            drag(qtbot, table, item, point)
            tried += 1
            if len(s.actions) > len(actions):
                moves.append(name)
                continue
            text = table.callout.text if table.callout.isVisible() else ""
            if not text.strip():
                silent.append(f"{s.game_name} {phase_of(s.state)} {key} -> {name}")
                continue
            # the bubble never covers the card it talks about (back home after the drop)
            if table.callout.box().intersects(home.adjusted(4, 4, -4, -4)):
                covered.append(f"{s.game_name} {phase_of(s.state)} {key} -> {name}: {text}")
    restore(table, actions)
    return tried


def play(qtbot: QtBot, game: str, options: dict[str, Any], seed: int,
         max_actions: int = 400
         ) -> tuple[int, list[str], list[str], list[str], Counter[str]]:
    table = make(qtbot, game, options, seed)
    s = table.session
    agent = games.agents(game)["heuristic"]()
    rng = Rng(seed)
    seen: Counter[str] = Counter()
    silent: list[str] = []
    covered: list[str] = []
    moves: list[str] = []
    tried = 0
    while not s.is_over() and len(s.actions) < max_actions:
        if s.pending_handover is not None:
            s.accept_handover()
        seat = s.current_player()
        assert seat is not None
        if s.human_to_act():
            phase = phase_of(s.state)
            if seen[phase] in SAMPLES:
                tried += sweep(qtbot, table, silent, covered, moves)
            seen[phase] += 1
        legal = s.legal_actions()
        action = agent.choose(Decision(s.game, s.state, seat, legal), rng)
        s.submit(action)
    return tried, silent, covered, moves, seen


@pytest.mark.parametrize("game,options,seed", [
    ("supertrumf", {"variant": "klassisk", "seats": 2}, 3),
    ("supertrumf", {"variant": "klassisk", "seats": 3}, 4),
    ("supertrumf", {"variant": "klassisk", "seats": 4}, 5),
    ("supertrumf", {"variant": "blixtduell", "seats": 2}, 6),
    ("storma", {}, 7),
    ("riftforce", {}, 8),
])
def test_every_drop_of_a_hand_card_makes_a_move_or_says_why(
        qtbot: QtBot, game: str, options: dict[str, Any], seed: int) -> None:
    tried, silent, covered, moves, seen = play(qtbot, game, options, seed)
    print(f"{game} {options}: {tried} drops, {len(moves)} moves, {len(silent)} silent,"
          f" {len(covered)} covering the card, phases {dict(seen)}")
    assert tried > 20
    assert moves
    assert not silent, silent
    assert not covered, covered

