"""What a gesture that makes no move says, and where: the phase's reason, a double-click's
"drag the card", a callout beside (never over) the cards it is about, every click answered.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from pytestqt.qtbot import QtBot

from engine.core import Decision, Rng
from engine.supertrumf import GAME, deck
from engine.supertrumf.agents import HeuristicAgent
from engine.supertrumf.rules import Play
from engine.supertrumf.state import NAME, PLAY
from tests.ui import test_supertrumf_table as super_ui
from tests.ui.riftforce_script import two_people
from tests.ui.test_every_gesture import make as make_any
from tests.ui.test_ordet_table import make as make_ordet
from ui.games.supertrumf import SupertrumfTable, create_table
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table.callout import place
from ui.table.card_item import CardItem
from ui.table.felt_table import FeltTable

_SESSIONS: list[Session] = []


@pytest.fixture(autouse=True)
def _forget_sessions() -> Iterator[None]:
    yield
    _SESSIONS.clear()


def card_rect(item: CardItem) -> QRectF:
    return item.mapRectToScene(item.card_rect())


def start_at(qtbot: QtBot, variant: str, actions: list[Any], seed: int
             ) -> tuple[Session, SupertrumfTable]:
    seats = [SeatConfig("Anna", HUMAN), SeatConfig("Berit", COMPUTER)]
    session = Session("supertrumf", {"variant": variant, "seats": 2}, seed, seats, actions)
    session.paused = True
    _SESSIONS.append(session)
    table = create_table(session)
    table.set_animation_speed(0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    session.start()
    return session, table


def blixtduell_two_objects() -> tuple[int, list[Any]]:
    """A Blixtduell game played by the heuristic player up to seat 0 putting out cards with
    two objects in hand (seed, actions)."""
    agent = HeuristicAgent()
    for seed in range(1, 60):
        st = GAME.new_game({"variant": "blixtduell", "seats": 2}, seed)
        rng = Rng(seed)
        actions: list[Any] = []
        while not GAME.is_over(st) and len(actions) < 80:
            seat = GAME.current_player(st)
            assert seat is not None
            hand = [c for c in st.hands[seat] if c is not None]
            if (seat == 0 and st.phase == PLAY
                    and len([c for c in hand if deck.kind(c) == deck.OBJECT]) >= 2):
                return seed, actions
            action = agent.choose(Decision(GAME, st, seat, GAME.legal_actions(st)), rng)
            GAME.apply(st, action)
            actions.append(action)
    raise AssertionError("no Blixtduell position with two objects in hand")


# ------------------------------------------------------------------ where the callout goes
def test_blixtduell_two_objects_callout_covers_neither_card(qtbot: QtBot) -> None:
    seed, actions = blixtduell_two_objects()
    session, table = start_at(qtbot, "blixtduell", actions, seed)
    assert session.human_to_act()
    assert session.state.phase == PLAY
    objects = [i for i in table.own_hand_items()
               if i.card_id is not None and deck.kind(i.card_id) == deck.OBJECT][:2]
    for item in objects:
        super_ui.click_item(qtbot, table, item)
    assert all(i.selected for i in objects)
    before = len(session.actions)
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert len(session.actions) == before
    assert table.callout.isVisible()
    assert table.callout.text.startswith("Two object cards cannot be put out together")
    box = table.callout.box()
    for item in objects:
        assert not box.intersects(card_rect(item)), (box, card_rect(item))
    assert table.scene.sceneRect().contains(box)
    # the pointer still points at the cards: its tip is right by them
    tip = table.callout.anchor
    near = [card_rect(i).adjusted(-40, -40, 40, 40) for i in objects]
    assert any(r.contains(tip) for r in near)
    # the same pair clicked on the Put out button: the same, beside the cards
    table.callout.dismiss()
    table.play_button.clicked.emit("play")
    assert table.callout.isVisible()
    for item in objects:
        assert not table.callout.box().intersects(card_rect(item))


def test_placement_clears_every_rectangle_and_stays_in_the_room() -> None:
    room = QRectF(0, 0, 1600, 1000)
    anchor = QPointF(800, 850)
    cards = [QRectF(700, 760, 150, 212), QRectF(820, 760, 150, 212)]
    box, side, tip = place(anchor, 300, 80, 20, room, cards)
    assert side == "above"
    assert room.contains(box)
    assert not any(box.intersects(r) for r in cards)
    assert tip.y() > box.bottom()
    assert tip.y() <= 760
    # nothing to avoid: the plain bubble right above the anchor, the tip on it
    box, side, tip = place(anchor, 300, 80, 20, room, [])
    assert side == "above"
    assert tip == anchor
    assert box.bottom() == anchor.y() - 20
    # no room above the cards (top of the felt): below them
    top = [QRectF(700, 0, 150, 212)]
    box, side, _tip = place(QPointF(760, 100), 300, 80, 20, room, top)
    assert side in ("below", "right", "left")
    assert not box.intersects(top[0])


# ------------------------------------------------------------------ reasons follow the phase
def test_a_card_dropped_on_another_place_while_a_property_is_named_says_name_it_first(
        qtbot: QtBot) -> None:
    session, table = start_at(qtbot, "klassisk", [], 3)
    st = session.state
    while not (session.human_to_act() and st.phase == NAME):
        seat = session.current_player()
        assert seat is not None
        action = HeuristicAgent().choose(Decision(GAME, st, seat, GAME.legal_actions(st)),
                                         Rng(1))
        session.submit(action)
        st = session.state
    card = table.own_hand_items()[0]
    before = len(session.actions)
    super_ui.drag_to(qtbot, table, card, table.scene.zone("slot1").rect.center())
    assert len(session.actions) == before
    assert table.callout.isVisible()
    assert table.callout.text == "Cards cannot be put out now: a property must be named first."
    # …and on a pile too: the phase, not the pile
    super_ui.drag_to(qtbot, table, table.own_hand_items()[0],
                     table.scene.zone("draw").rect.center())
    assert table.callout.text == "Cards cannot be put out now: a property must be named first."


# ------------------------------------------------------------------ the double-click
def test_a_double_click_without_one_obvious_move_says_drag_the_card_briefly(
        qtbot: QtBot) -> None:
    from tests.ui.test_riftforce_double_click import double_click, item

    session, table = two_people(qtbot, _SESSIONS)
    card = next(c for c in session.state.hands[session.state.to_move] if c is not None)
    before = len(session.actions)
    double_click(qtbot, table, item(table, card))
    assert session.actions[before:] == []
    assert table.callout.isVisible()
    assert table.callout.text == "Several moves are possible: drag the card."
    assert table._brief.isActive()  # it goes by itself
    table._brief.timeout.emit()
    assert not table.callout.isVisible()


def test_a_double_click_on_a_card_without_a_move_says_why(qtbot: QtBot) -> None:
    session, table = start_at(qtbot, "blixtduell", [], 4)
    assert session.human_to_act()
    assert session.state.phase != PLAY
    item = table.own_hand_items()[0]
    vp, at = table.view.viewport(), super_ui.grab_point(table, item)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    qtbot.mousePress(vp, left, none, at)
    qtbot.mouseRelease(vp, left, none, at)
    qtbot.mouseDClick(vp, left, none, at)
    qtbot.mouseRelease(vp, left, none, at)
    assert table.callout.isVisible()
    assert table._brief.isActive()
    assert table.callout.text.startswith("No move with this card now: ")
    assert Play((item.card_id,)) not in session.actions


# ------------------------------------------------------------------ clicks
@pytest.mark.parametrize("game,options,seed", [
    ("supertrumf", {"variant": "klassisk", "seats": 3}, 4),
    ("supertrumf", {"variant": "blixtduell", "seats": 2}, 6),
    ("storma", {}, 7),
    ("riftforce", {}, 8),
])
def test_every_click_on_a_card_or_a_zone_is_answered(
        qtbot: QtBot, game: str, options: dict[str, Any], seed: int) -> None:
    """At the start and a few decisions on, a click on each card and each empty zone makes
    a move, changes a choice (a card selected) or says why not."""
    from engine import games
    from tests.ui.test_every_gesture import restore

    table = make_any(qtbot, game, options, seed)
    s = table.session
    agent = games.agents(game)["heuristic"]()
    rng = Rng(seed)
    silent: list[str] = []
    clicked = 0
    for _step in range(40):
        if s.is_over():
            break
        seat = s.current_player()
        assert seat is not None
        if len(s.actions) % 7 == 0 or s.human_to_act():
            clicked += click_everything(qtbot, table, silent)
        action = agent.choose(Decision(s.game, s.state, seat, s.legal_actions()), rng)
        s.submit(action)
        restore(table, list(s.actions))
    assert clicked > 20
    assert not silent, silent


def click_everything(qtbot: QtBot, table: FeltTable, silent: list[str]) -> int:
    from tests.ui.test_every_gesture import restore

    s = table.session
    actions = list(s.actions)
    points: list[tuple[str, QPointF]] = []
    for c in table.scene.card_items():
        if c.isVisible() and c.acceptedMouseButtons() & Qt.MouseButton.LeftButton:
            r = card_rect(c)
            points.append((c.key, QPointF(r.center().x(), r.top() + 12 * c.card_scale)))
    for z in table.scene.zones.values():
        if z.isVisible() and z.empty and z.rect.isValid():
            points.append((z.name, z.rect.center()))
    done = 0
    for name, point in points:
        restore(table, actions)
        hit = table.gestures.item_at(point)
        if hit is None:
            continue
        marks = (len(s.actions), table.gestures.answers, table.choice_state())
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, table.view.mapFromScene(point))
        done += 1
        if (len(s.actions), table.gestures.answers, table.choice_state()) == marks:
            silent.append(f"{s.game_name} {s.state.phase} click {name} -> {hit}")
        elif len(s.actions) == marks[0] and table.gestures.answers != marks[1]:
            assert table.callout.isVisible()
            assert table.callout.text.strip()
    restore(table, actions)
    return done


def test_ordet_every_pile_and_buzzer_click_is_answered(qtbot: QtBot) -> None:
    table = make_ordet(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "typed", "rounds": 1},
                       seed=3)
    _SESSIONS.append(table.session)
    table.resize(1280, 800)
    table.session.cancel_thinking()
    table.session.paused = True
    st = table.st
    silent: list[str] = []
    for turn in (1, 0):  # a computer's turn, then the person's
        st.turn = turn
        table.refresh()
        items = [*table.play.values(), *table.draw_piles, table.joker_pile, table.flip_pile,
                 *table.buzzers]
        for it in items:
            if not it.isVisible():
                continue
            before = (len(table.session.actions), table.gestures.answers, table.choice_state())
            point = it.sceneBoundingRect().center()
            qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, table.view.mapFromScene(point))
            if (len(table.session.actions), table.gestures.answers, table.choice_state()) == before:
                silent.append(f"turn {turn}: {getattr(it, 'key', it)}")
            if len(table.session.actions) != before[0]:
                break  # a draw: the duel machinery takes over from here
    assert not silent, silent
