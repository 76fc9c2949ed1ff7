"""The Storma slottet! table driven like a player would: real mouse drags and clicks on the scene.

Every move here goes through the table's widgets (card items, zones, buttons, the picker),
never ``session.submit``; the tests then check the action the table produced and what the
scene shows (face-up state and card ids of the items, never just pixels).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.core import Decision, Rng
from engine.storma import GAME
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
from engine.storma.agents import HeuristicAgent
from engine.storma.state import HEAL, REFILL, SETUP_ACTIVE, TURN, StormaState
from tests.engine.storma.positions import c, position
from tests.ui.tables import new_session, show_table
from ui.games.storma.faces import body_rect, role_label_layout
from ui.games.storma.specs import attack_range
from ui.games.storma.table import StormaTable, span
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table import theme
from ui.table.card_item import CardItem
from ui.table.plates import ButtonItem

# ----------------------------------------------------------------------------------------------
# driving the table
# ----------------------------------------------------------------------------------------------


@pytest.fixture
def tables(qtbot: QtBot, qapp: QApplication) -> Iterator[list[StormaTable]]:
    made: list[StormaTable] = []
    yield made
    for table in made:
        table.session.cancel_thinking()
        table.session.paused = True


def make_table(qtbot: QtBot, made: list[StormaTable], kinds: tuple[str, str],
               state: StormaState | None = None, seed: int = 7,
               names: tuple[str, str] = ("Adam", "Berit")) -> StormaTable:
    seats = [SeatConfig(names[0], kinds[0], "heuristic"), SeatConfig(names[1], kinds[1],
                                                                      "heuristic")]
    session = new_session("storma", {}, seed, seats)
    if state is not None:
        session.state = state
        session.viewer = session._initial_viewer()
    table = show_table(qtbot, session, StormaTable(session), start=False)
    made.append(table)
    session.start()
    return table


def item(table: StormaTable, card: int) -> CardItem:
    found = table.scene.cards.get(cd.card_name(card))
    assert found is not None, f"{cd.card_name(card)} is not on the table"
    return found


def visible_point(table: StormaTable, it: CardItem) -> QPointF:
    """A scene point where ``it`` is the topmost item (fanned cards overlap)."""
    rect = it.card_rect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.9):
        for fx in (0.12, 0.25, 0.4, 0.55, 0.7, 0.85):
            sp = it.mapToScene(QPointF(rect.width() * fx, rect.height() * fy))
            under = table.scene.items(sp)
            if under and under[0] is it:
                return sp
    raise AssertionError(f"{it.key} is hidden under other items")


def vp_pos(table: StormaTable, scene_point: QPointF) -> QPoint:
    return table.view.mapFromScene(scene_point)


def click_item(qtbot: QtBot, table: StormaTable, it: CardItem) -> None:
    pos = vp_pos(table, visible_point(table, it))
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def drag(qtbot: QtBot, table: StormaTable, it: CardItem, zone: str) -> None:
    vp = table.view.viewport()
    a = vp_pos(table, visible_point(table, it))
    b = vp_pos(table, table.scene.zone(zone).rect.center())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, a + QPoint(12, -12))
    qtbot.mouseMove(vp, (a + b) / 2)
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def click_button(qtbot: QtBot, table: StormaTable, button: ButtonItem) -> None:
    assert button.isVisible(), button.key
    assert button.enabled, button.key
    centre = button.mapToScene(QPointF(button.w / 2, button.h / 2))
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=vp_pos(table, centre))


def select(qtbot: QtBot, table: StormaTable, cards: tuple[int, ...]) -> None:
    for card in cards:
        it = item(table, card)
        if not it.selected:
            click_item(qtbot, table, it)
        assert it.selected, cd.card_name(card)


def perform(qtbot: QtBot, table: StormaTable, action: object) -> None:
    """Carry out ``action`` with the mouse, the way a player would."""
    s = table.session
    me = s.viewer
    assert me is not None
    if isinstance(action, ChooseHouse):
        click_button(qtbot, table, table.house_buttons[action.suit])
    elif isinstance(action, ChooseActive | FillActive):
        drag(qtbot, table, item(table, action.card), f"act{me}")
    elif isinstance(action, Attack | Exchange):
        select(qtbot, table, action.cards)
        drag(qtbot, table, item(table, action.cards[0]),
             f"act{1 - me}" if isinstance(action, Attack) else "discard")
    elif isinstance(action, Heal):
        drag(qtbot, table, item(table, action.card),
             f"act{me}" if action.target == "active" else f"inf{me}")
    elif isinstance(action, RemoveDamage):
        picker = table.picker
        assert picker.isVisible()
        for i in sorted(picker.chosen - set(action.entries)):
            click_button(qtbot, table, picker.buttons[i])
        for i in action.entries:
            if i not in picker.chosen:
                click_button(qtbot, table, picker.buttons[i])
        assert picker.chosen == set(action.entries)
        click_button(qtbot, table, picker.ok)
    elif isinstance(action, EndHeal):
        click_button(qtbot, table, table.buttons["end_heal"])
    elif isinstance(action, Retreat):
        active = s.state.active[me]
        assert active is not None
        drag(qtbot, table, item(table, active.card), f"inf{me}")
        assert table.moves.retreating
        drag(qtbot, table, item(table, action.card), f"act{me}")
    elif isinstance(action, Pass):
        click_button(qtbot, table, table.buttons["pass"])
    else:  # pragma: no cover - every action kind is listed above
        raise AssertionError(action)


def hidden_cards_face_up(table: StormaTable) -> list[str]:
    """Items painted face up that belong to a hand (or set-up choice) the viewer may not see."""
    viewer = table.session.viewer
    return [it.key for it in table.scene.card_items()
            if it.face_up and not it.public and it.owner is not None and it.owner != viewer]


# ----------------------------------------------------------------------------------------------
# tests
# ----------------------------------------------------------------------------------------------


def test_full_game_human_vs_computer_through_the_ui(qtbot: QtBot,
                                                   tables: list[StormaTable]) -> None:
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), seed=1)
    s = table.session
    strategy = HeuristicAgent()  # the scripted human: decides on its own view, acts by mouse
    rng = Rng(3)
    done = 0
    kinds: set[str] = set()
    while not s.is_over() and done < 300:
        qtbot.waitUntil(lambda: s.is_over() or s.human_to_act(), timeout=5000)
        if s.is_over():
            break
        assert hidden_cards_face_up(table) == []
        view = GAME.view(s.state, 0)
        action = strategy.choose(Decision(GAME, view, 0, s.legal_actions()), rng)
        before = len(s.actions)
        kinds.add(type(action).__name__)
        perform(qtbot, table, action)
        assert len(s.actions) > before, (action, table.status_text())
        assert s.actions[before] == action
        done += 1
    assert s.is_over()
    assert done > 5
    assert {"ChooseHouse", "ChooseActive", "Attack", "FillActive"} <= kinds
    assert len(kinds) >= 6
    text = table.result_text()
    assert "Adam" in text
    assert "Berit" in text
    assert table.status_text().startswith("Game over.")
    winners = s.game.result(s.state).winners
    assert [p.winner for p in table.plates] == [seat in winners for seat in range(2)]


def test_hot_seat_setup_never_shows_the_other_hand_or_choice(qtbot: QtBot,
                                                              tables: list[StormaTable]) -> None:
    table = make_table(qtbot, tables, (HUMAN, HUMAN))
    s = table.session
    assert table.overlay.isVisible()
    assert s.viewer is None
    for seat, suit in ((0, 1), (1, 3)):
        assert s.pending_handover == seat
        qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
        assert s.viewer == seat
        assert not table.overlay.isVisible()
        click_button(qtbot, table, table.house_buttons[suit])
    # Adam chooses an Active card face down
    assert s.state.phase == SETUP_ACTIVE
    assert table.overlay.isVisible()
    assert hidden_cards_face_up(table) == []
    qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
    own = [it for it in table.scene.card_items() if it.zone_name == "hand0"]
    other = [it for it in table.scene.card_items() if it.zone_name == "hand1"]
    assert own
    assert all(it.face_up and it.card_id for it in own)
    assert other
    assert all(not it.face_up and it.card_id is None for it in other)
    choice = cd.card(1, cd.DAM)  # the queen of Adam's hearts house
    drag(qtbot, table, item(table, choice), "act0")
    assert s.actions[-1] == ChooseActive(choice)
    # hand-over to Berit: nothing of Adam's may be readable, before or after she takes over
    assert table.overlay.isVisible()
    assert hidden_cards_face_up(table) == []
    qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
    assert s.viewer == 1
    slot = [it for it in table.scene.card_items() if it.zone_name == "act0"]
    assert len(slot) == 1
    assert not slot[0].face_up
    assert slot[0].card_id is None
    assert cd.card_name(choice) not in table.scene.cards
    assert all(not it.face_up and it.card_id is None
               for it in table.scene.card_items() if it.zone_name == "hand0")
    assert hidden_cards_face_up(table) == []
    # Berit's own choice stays readable to her only; then both are revealed with the roll
    pick = cd.card(3, cd.KUNG)
    drag(qtbot, table, item(table, pick), "act1")
    assert s.actions[-1] == ChooseActive(pick)
    assert s.state.phase == TURN
    assert table.tray.isVisible()
    assert len(table.tray.lines) >= 2
    qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
    for seat, card in ((0, choice), (1, pick)):
        shown = item(table, card)
        assert shown.zone_name == f"act{seat}"
        assert shown.face_up
        assert shown.public


def test_attack_with_the_targets_suit_is_refused_with_the_reason(
        qtbot: QtBot, tables: list[StormaTable]) -> None:
    state = position(hands=(("5S", "3D", "9C"), ()), active=("QH", "KS"))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    forbidden = item(table, c("5S"))
    assert forbidden.dimmed
    assert not item(table, c("3D")).dimmed
    # a grey card explains itself under the pointer
    assert "target's suit" in forbidden.toolTip()
    assert item(table, c("3D")).toolTip() == ""
    messages: list[str] = []
    table.message.connect(messages.append)
    drag(qtbot, table, forbidden, "act1")
    assert s.actions == []
    assert messages
    assert "same suit as the target" in messages[-1]
    assert forbidden.zone_name == "hand0"
    assert forbidden.pos() == forbidden.home
    # selecting the greyed card explains itself before any drag
    click_item(qtbot, table, forbidden)
    assert "same suit as the target" in table.prediction.title
    assert not table.buttons["attack"].enabled
    click_item(qtbot, table, forbidden)
    # the attack button and the banner name the predicted range for a legal selection
    select(qtbot, table, (c("3D"),))
    # a certain amount reads "3 damage", not "3–3"
    assert table.buttons["attack"].enabled
    assert "Attack: 3 damage" in table.buttons["attack"].text
    assert table.prediction.text == "3 damage"
    assert "30 points left" in table.prediction.title
    select(qtbot, table, (c("9C"),))  # two suits: no attack
    assert not table.buttons["attack"].enabled
    click_item(qtbot, table, item(table, c("9C")))
    select(qtbot, table, (c("9C"),))  # two suits: no attack
    assert not table.buttons["attack"].enabled


def test_refusals_point_where_the_player_looks_and_the_estimate_is_information(
        qtbot: QtBot, tables: list[StormaTable], monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(hands=(("5S", "3D", "9C"), ()), active=("QH", "KS"))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    refused: list[tuple[str, QPointF | None]] = []
    informed: list[str] = []
    shown = table.refuse

    def refuse(reason: str, at: QPointF | None = None, **how: Any) -> None:
        refused.append((reason, at))
        shown(reason, at, **how)

    monkeypatch.setattr(table, "refuse", refuse)
    monkeypatch.setattr(table, "inform", informed.append)
    # a key has no point on the felt
    qtbot.keyClick(table.view, Qt.Key.Key_A)
    assert refused == [("Select the cards to attack with first.", None)]
    # a click refuses at the clicked point, on the opponent's Active card
    target = item(table, c("KS"))
    click_item(qtbot, table, target)
    reason, at = refused[-1]
    assert reason == "Select the cards to attack with first."
    assert at is not None
    assert target.sceneBoundingRect().contains(at)
    # a refused drop points where the card landed: over the opponent's Active slot
    drag(qtbot, table, item(table, c("5S")), "act1")
    reason, at = refused[-1]
    assert "same suit as the target" in reason
    assert len(refused) == 3
    centre = table.scene.zone("act1").rect.center()
    assert at is not None
    assert abs(at.x() - centre.x()) < theme.CARD_W
    assert abs(at.y() - centre.y()) < theme.CARD_H
    assert informed == []
    assert s.actions == []
    # cards over the target tell the estimate, which is no refusal; it goes with the drop
    drag(qtbot, table, item(table, c("3D")), "act1")
    assert informed == ["Attack: 3 damage", ""]
    assert len(refused) == 3
    assert s.actions[0] == Attack((c("3D"),))


def test_heal_with_the_damage_removal_picker(qtbot: QtBot, tables: list[StormaTable]) -> None:
    state = position(hands=(("6H", "2H", "9C"), ()), active=("QH", "KS"),
                     damage=(("2S", "4S", "7S"), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    drag(qtbot, table, item(table, c("6H")), "act0")
    assert s.actions == [Heal("active", c("6H"))]
    picker = table.picker
    assert picker.isVisible()
    assert s.state.phase == HEAL
    assert picker.chosen == {0, 1}  # 2 + 4 = 6: the most damage, preselected
    assert not picker.buttons[2].enabled  # 7 does not fit a heal of 6
    click_button(qtbot, table, picker.buttons[0])  # keep the 2, remove only the 4
    assert picker.chosen == {1}
    click_button(qtbot, table, picker.ok)
    assert s.actions[-1] == RemoveDamage((1,))
    active = s.state.active[0]
    assert active is not None
    assert [d for d, _ in active.damage] == [c("2S"), c("7S")]
    assert not picker.isVisible()
    # another card, then the End heal button finishes the move
    drag(qtbot, table, item(table, c("2H")), "act0")
    assert picker.isVisible()
    assert picker.chosen == {0}
    click_button(qtbot, table, picker.ok)
    click_button(qtbot, table, table.buttons["end_heal"])
    assert s.actions[-1] == EndHeal()
    assert s.state.to_move == 1


def test_retreat_drags_the_active_card_to_the_infirmary(qtbot: QtBot,
                                                        tables: list[StormaTable]) -> None:
    state = position(hands=(("KD", "3C"), ()), active=("QH", "KS"), damage=(("9S",), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    drag(qtbot, table, item(table, c("QH")), "inf0")
    assert table.moves.retreating
    assert s.actions == []
    assert item(table, c("3C")).dimmed
    assert not item(table, c("KD")).dimmed
    assert "new Active card" in table.status_text()
    drag(qtbot, table, item(table, c("KD")), "act0")
    assert s.actions == [Retreat(c("KD"))]
    infirmary, active = s.state.infirmary[0], s.state.active[0]
    assert infirmary is not None
    assert infirmary.card == c("QH")
    assert infirmary.damage
    assert active is not None
    assert active.card == c("KD")
    assert item(table, c("QH")).zone_name == "inf0"


def test_forced_replacement_during_the_opponents_turn_with_hand_over(
        qtbot: QtBot, tables: list[StormaTable]) -> None:
    # hot-seat: Berit (to move) kills Adam's Active card; Adam must refill at once
    state = position(hands=(("KD", "2C", "3C"), ("9D", "8D", "4C")), active=("QH", "KS"),
                     damage=(("10S", "9S", "7S", "6S"), ()), to_move=1)
    table = make_table(qtbot, tables, (HUMAN, HUMAN), state)
    s = table.session
    assert s.pending_handover == 1
    qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
    select(qtbot, table, (c("9D"), c("8D")))
    drag(qtbot, table, item(table, c("9D")), "act0")
    assert s.actions == [Attack((c("8D"), c("9D")))]
    assert s.state.phase == REFILL
    assert s.state.refill_seat == 0
    assert table.overlay.isVisible()
    assert s.pending_handover == 0
    assert hidden_cards_face_up(table) == []
    qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
    assert "has fallen" in table.status_text()
    # the prompt also stands on the table, beside the button, not only in the status bar
    assert table.prediction.isVisible()
    assert table.prediction.highlight
    assert table.prediction.text == "Choose a new Active card"
    assert table.scene.zone("act0").accepts
    drag(qtbot, table, item(table, c("KD")), "act0")
    assert s.actions[-1] == FillActive(c("KD"))
    assert s.state.phase == TURN
    assert s.state.to_move == 0
    assert cd.card(1, cd.DAM) in s.state.trophies[1]


def test_forced_replacement_prompted_when_the_computer_kills(
        qtbot: QtBot, tables: list[StormaTable]) -> None:
    state = position(hands=(("KD", "2C", "3C"), ("9D", "8D", "4C", "5D")), active=("QH", "KS"),
                     damage=(("10S", "9S", "7S", "8S"), ()), to_move=1)
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    qtbot.waitUntil(lambda: s.human_to_act(), timeout=5000)
    assert s.state.phase == REFILL
    assert s.state.refill_seat == 0
    assert "has fallen" in table.status_text()
    assert table.buttons["confirm"].isVisible()
    click_item(qtbot, table, item(table, c("KD")))
    click_button(qtbot, table, table.buttons["confirm"])
    assert s.actions[-1] == FillActive(c("KD"))
    assert s.state.phase == TURN
    assert s.state.to_move == 0


def test_exchange_by_drag(qtbot: QtBot, tables: list[StormaTable]) -> None:
    state = position(hands=(("2C", "5C", "3D"), ()), active=("QH", "KS"))
    table = make_table(qtbot, tables, (HUMAN, HUMAN), state)
    s = table.session
    qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
    select(qtbot, table, (c("2C"), c("5C")))
    assert table.buttons["exchange"].enabled
    drag(qtbot, table, item(table, c("5C")), "discard")
    assert s.actions == [Exchange((c("2C"), c("5C")))]
    assert item(table, c("2C")).zone_name == "discard"
    assert item(table, c("2C")).face_up


def test_keyboard_attack(qtbot: QtBot, tables: list[StormaTable]) -> None:
    state = position(hands=(("3D", "9C", "Joker1"), ()), active=("QH", "KS"))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True  # keep the computer still after the attack
    table.view.setFocus()
    order = [it.card_id for it in table.own_hand_items()]  # grouped by suit, Jokers last
    assert order[-1] == "Joker1"
    for name in ("3D", "Joker1"):
        while table.own_hand_items()[table.focus_index].card_id != name:
            qtbot.keyClick(table.view, Qt.Key.Key_Right)
        qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert table.selected_ids() == [c("3D"), c("Joker1")]
    assert "3–21" in table.buttons["attack"].text
    qtbot.keyClick(table.view, Qt.Key.Key_A)
    assert s.actions == [Attack((c("3D"), c("Joker1")))]
    assert table.tray.isVisible()
    assert table.tray.lines[0].formula.startswith("Joker")


def test_computer_game_with_animations_paints_every_state(qtbot: QtBot,
                                                          tables: list[StormaTable]) -> None:
    """Animations on, both seats computer: every move animates and the table paints cleanly."""
    table = make_table(qtbot, tables, (COMPUTER, COMPUTER), seed=4)
    table.set_animation_speed(4.0)
    s = table.session
    shots = 0
    while not s.is_over() and len(s.actions) < 60:
        count = len(s.actions)
        qtbot.waitUntil(lambda n=count: s.is_over() or len(s.actions) > n, timeout=5000)
        if len(s.actions) % 10 == 0:
            assert not table.grab().isNull()
            shots += 1
    table.clock.finish_all()
    assert not table.grab().isNull()
    assert shots >= 1
    assert hidden_cards_face_up(table) == []


def test_keyboard_brings_the_infirmary_card_back(qtbot: QtBot,
                                                 tables: list[StormaTable]) -> None:
    state = position(hands=(("2C",), ("9D", "8D")), active=("QH", "KS"), infirmary=("JH", None),
                     damage=(("10S", "9S", "7S", "6S"), ()), to_move=1)
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    qtbot.waitUntil(lambda: s.human_to_act(), timeout=5000)
    assert s.state.phase == REFILL
    s.paused = True
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_S)
    assert s.actions[-1] == FillActive(c("JH"))
    assert s.state.infirmary[0] is None
    assert item(table, c("JH")).zone_name == "act0"


def test_zone_labels_fit_with_long_names(qtbot: QtBot, tables: list[StormaTable]) -> None:
    """"Bartholomäus's Active card" under a 150-wide slot: wrapped, never clipped or elided
    (the old label was cut to "layer 2's Active car" by the zone's bounding rect)."""
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), names=("Maximiliane", "Bartholomäus"))
    s = table.session
    rng = Rng(3)
    agent = HeuristicAgent()
    while s.state.phase != TURN:
        seat = s.current_player()
        assert seat is not None
        s.submit(agent.choose(Decision(s.game, s.state, seat, s.legal_actions()), rng))
    table.refresh(animate=False)
    labelled = [z for z in table.scene.zones.values() if z.label or z.count_text]
    assert {"act0", "act1", "inf0", "draw", "discard"} <= {z.name for z in labelled}
    for zone in labelled:
        size, lines = zone.label_layout()
        box = zone.label_rect()
        assert zone.boundingRect().contains(box), zone.name
        metrics = QFontMetricsF(theme.font(size, bold=True))
        for line in lines:
            assert "…" not in line, (zone.name, line)
            assert metrics.horizontalAdvance(line) <= box.width() + 0.01, (zone.name, line)
    assert " ".join(table.scene.zone("act1").label_layout()[1]) == "Bartholomäus's Active card"
    for seat in (0, 1):  # a slot's label stays clear of the damage column beside it
        for slot, column in (("act", "dmg"), ("inf", "idmg")):
            label = table.scene.zone(f"{slot}{seat}").label_rect()
            assert not label.intersects(table.scene.zone(f"{column}{seat}").rect)


def test_many_damage_entries_and_wounds_stay_readable(qtbot: QtBot,
                                                      tables: list[StormaTable]) -> None:
    """Nine entries with two wounds: every card's damage pill and every wound's amount keeps
    a readable strip (a 48-high wound token would hide the wound before it)."""
    state = position(hands=(("5C",), ("5D",)), active=("QH", "KS"),
                     damage=((), ("AD", "2D", "3D", "4D", (None, 7), "AC", (None, 8), "AH")))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    tokens = sorted(table.wounds, key=lambda t: t.y())
    assert [t.amount for t in tokens] == [7, 8]
    cards = sorted((it for it in table.scene.card_items() if it.zone_name == "dmg1"),
                   key=lambda it: it.y())
    assert len(cards) == 6
    tops = [it.y() for it in cards] + [t.y() for t in tokens]
    gaps = [b - a for a, b in itertools.pairwise(tops)]
    assert min(gaps) >= 20, gaps  # the damage pill / the wound line is ~18 high
    assert all(t.HEIGHT <= 30 for t in tokens)
    assert tokens[0].zValue() < tokens[1].zValue()


def test_damage_span_names_a_range_only_when_dice_are_involved() -> None:
    assert span(*attack_range([c("3D"), c("5D")])) == "8"
    assert span(*attack_range([c("3D"), c("JD")])) == "3–17"


def test_log_lines_read_as_sentences(qtbot: QtBot, tables: list[StormaTable]) -> None:
    """Start roll, dice and damage-removal lines end with a full stop and do not run
    into each other ("Player 2 rolls 4 Player 2 starts." was one line)."""
    table = make_table(qtbot, tables, (COMPUTER, COMPUTER), seed=4)
    s = table.session
    s.cancel_thinking()
    s.paused = True
    rng = Rng(4)
    agent = HeuristicAgent()
    lines: list[str] = []
    for event in s.game.initial_events(s.state):
        line = table.describe_event(event)
        if line:
            lines.append(line)
    while not s.is_over() and len(lines) < 400:
        seat = s.current_player()
        assert seat is not None
        for event in s.submit(agent.choose(Decision(s.game, s.state, seat,
                                                    s.legal_actions()), rng)):
            line = table.describe_event(event)
            if line:
                lines.append(line)
    assert any("for the start." in line for line in lines)
    for line in lines:
        assert line.endswith((".", "!")), line


def test_hand_over_screen_goes_away_even_if_accepted_while_the_window_is_hidden(
        qtbot: QtBot, tables: list[StormaTable]) -> None:
    """The command line builds and plays the table before the window is shown; the hand-over
    screen must not stay up then (isVisible() is False for a hidden window's children)."""
    seats = [SeatConfig("Adam", HUMAN, ""), SeatConfig("Berit", HUMAN, "")]
    session = Session("storma", {}, 7, seats)
    table = StormaTable(session)
    qtbot.addWidget(table)
    tables.append(table)
    session.start()
    assert not table.overlay.isHidden()
    session.accept_handover()
    assert table.overlay.isHidden()
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    assert not table.overlay.isVisible()


@pytest.mark.parametrize("label", ["House", "Hero", "Königshaus", "Kungahus", "Kongehus",
                                   "Hjälte", "Held", "Helt"])
@pytest.mark.parametrize("scale", [0.45, 0.8, 1.0])
def test_role_labels_fit_without_eliding(qapp: QApplication, label: str, scale: float) -> None:
    """"Königshaus" was cut to "Königs…" on every court card in German."""
    rect = QRectF(0, 0, theme.CARD_W * scale, theme.CARD_H * scale)
    box, size, text = role_label_layout(label, body_rect(rect), scale)
    assert text == label
    assert rect.contains(box)
    assert QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(text) <= box.width()


def test_keys_work_once_the_main_window_focuses_the_table(qtbot: QtBot,
                                                          tables: list[StormaTable]) -> None:
    """The main window calls table.setFocus(); without a focus proxy the keys went to the
    table widget, not the view, and did nothing until the player clicked the felt."""
    table = make_table(qtbot, tables, (HUMAN, COMPUTER))
    table.activateWindow()
    table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    focused = QApplication.focusWidget()
    assert focused is table.view
    # the house choice explains what is at stake
    assert table.prediction.isVisible()
    assert "lose" in table.prediction.text
    qtbot.keyClick(focused, Qt.Key.Key_2)
    assert table.session.actions[:1] == [ChooseHouse(1)]


def test_dice_leave_the_tray_after_the_next_players_turn(qtbot: QtBot,
                                                         tables: list[StormaTable]) -> None:
    """A roll stays in the dice tray through the following turns and then leaves the table
    (kept for the whole game, the start roll would read as a current roll) — or as soon as an
    attack without dice starts (old dice would read as that attack's)."""
    table = make_table(qtbot, tables, (COMPUTER, COMPUTER), seed=5)
    s = table.session
    s.cancel_thinking()
    s.paused = True
    rng = Rng(5)
    agent = HeuristicAgent()
    age: int | None = None
    seen_hidden = seen_shown = seen_replaced = False
    while not s.is_over():
        seat = s.current_player()
        assert seat is not None
        events = s.submit(agent.choose(Decision(s.game, s.state, seat, s.legal_actions()), rng))
        if any(e.kind == "dice" for e in events):
            age = 0
        elif any(e.kind == "attack" for e in events):
            if age is not None and age < 3 and s.state.phase in (TURN, HEAL, REFILL):
                seen_replaced = True  # the old dice would have stayed up beside this attack
            age = None
            if s.state.phase in (TURN, HEAL, REFILL):
                assert not table.tray.isVisible()
        if age is not None:
            age += sum(1 for e in events if e.kind == "turn")
        if age is None or s.state.phase not in (TURN, HEAL, REFILL):
            continue
        if age >= 3:
            assert not table.tray.isVisible()
            seen_hidden = True
        else:
            assert table.tray.isVisible()
            seen_shown = True
    assert (seen_hidden, seen_shown, seen_replaced) == (True, True, True)


def test_language_switch_rewords_the_dice_already_on_the_tray(
        qtbot: QtBot, tables: list[StormaTable]) -> None:
    from ui.i18n import Translations

    table = make_table(qtbot, tables, (COMPUTER, COMPUTER), seed=4)
    s = table.session
    s.cancel_thinking()
    s.paused = True
    rng = Rng(4)
    agent = HeuristicAgent()
    while not table.tray.isVisible():
        seat = s.current_player()
        assert seat is not None
        s.submit(agent.choose(Decision(s.game, s.state, seat, s.legal_actions()), rng))
    english = table.tray.title
    assert english == "Start roll: the higher D10 begins"
    translations = Translations()
    locale = QLocale()
    try:
        translations.install("de")
        table.retranslate()
        assert table.tray.title not in ("", english)
    finally:  # leave no translator behind for later tests
        for translator in translations._installed:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(locale)
        table.retranslate()
    assert table.tray.title == english


def test_the_log_opens_with_who_chooses_a_house_first(qtbot: QtBot,
                                                      tables: list[StormaTable]) -> None:
    """The engine has no event for the set-up, so the table opens the log itself, once."""
    seats = [SeatConfig("Adam", HUMAN, "heuristic"), SeatConfig("Berit", HUMAN, "heuristic")]
    session = Session("storma", {}, 7, seats)
    table = StormaTable(session)
    qtbot.addWidget(table)
    tables.append(table)
    seen: list[list[str]] = []
    session.eventsApplied.connect(lambda events: seen.append([e.kind for e in events]))
    lines: list[str] = []
    session.eventsApplied.connect(
        lambda events: lines.extend(table.describe_event(e) or "" for e in events))
    session.start()
    first = session.current_player()
    assert first is not None
    assert seen == [["start"]]
    name = session.name(first)
    assert lines == [f"New game of Storma slottet! {name} chooses a royal house first."]
    table.refresh()
    session.changed.emit()  # later refreshes (a hand-over, a move) add nothing
    assert seen == [["start"]]


def test_a_new_attack_clears_the_previous_dice_from_the_tray(qtbot: QtBot,
                                                             tables: list[StormaTable]) -> None:
    """Adam's Joker roll stayed in the tray after Berit's next attack (number cards only, no
    dice) and read as that attack's result: a new attack clears it."""
    state = position(hands=(("Joker1",), ("3S",)), active=("QH", "KS"))
    table = make_table(qtbot, tables, (HUMAN, HUMAN), state)
    s = table.session
    s.submit(Attack((c("Joker1"),)))
    assert table.tray.isVisible()
    assert table.tray.lines[0].formula.startswith("Joker")
    while s.current_player() == 0:  # Adam finishes his turn (refill, passes)
        s.submit(s.legal_actions()[0])
    assert s.state.phase == TURN
    assert table.tray.isVisible()
    assert Attack((c("3S"),)) in s.legal_actions()
    events = s.submit(Attack((c("3S"),)))
    assert not any(e.kind == "dice" for e in events)
    assert not table.tray.isVisible()
