"""Feedback a player can't miss, on the Storma slottet! table: the attack estimate only while a
drop would attack (and gone once the decision is over), dice that settle on what the tray
prints, action buttons no selected card covers, the double-click's obvious move, the Controls
page rows and card names (never the engine's ids) in refusals.

Gestures are real mouse events on the view (press, moves, release, double-click); what the
table says is caught on its ``message`` signal.
"""

from __future__ import annotations

import inspect
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storma import cards as cd
from engine.storma.actions import Attack, ChooseActive, Exchange, FillActive, Heal
from engine.storma.state import SETUP_ACTIVE, TURN
from tests.engine.storma.positions import c, position
from tests.ui.test_storma_table import item, make_table, visible_point, vp_pos
from ui.games.storma import text
from ui.games.storma.items import DiceTray, RollLine, T10Die
from ui.games.storma.moves import StormaMoves
from ui.games.storma.table import StormaTable
from ui.session import COMPUTER, HUMAN
from ui.table.card_item import CardItem

# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------


@pytest.fixture
def tables(qtbot: QtBot, qapp: QApplication) -> Iterator[list[StormaTable]]:
    made: list[StormaTable] = []
    yield made
    for table in made:
        table.session.cancel_thinking()
        table.session.paused = True


class Drag:
    """A drag held in the hand: pick a card up, move it about, then let go."""

    def __init__(self, qtbot: QtBot, table: StormaTable, it: CardItem) -> None:
        self.qtbot = qtbot
        self.table = table
        self.vp = table.view.viewport()
        self.at = vp_pos(table, visible_point(table, it))
        qtbot.mousePress(self.vp, Qt.MouseButton.LeftButton, pos=self.at)
        self.move_to(self.at + QPoint(12, -12))  # past the drag threshold: the drag starts
        assert table.scene.dragging

    def move_to(self, pos: QPoint) -> None:
        self.qtbot.mouseMove(self.vp, (self.at + pos) / 2)
        self.qtbot.mouseMove(self.vp, pos)
        self.at = pos

    def over(self, zone: str) -> None:
        self.move_to(vp_pos(self.table, self.table.scene.zone(zone).rect.center()))

    def over_felt(self) -> None:
        """Over bare felt (left of the centre column), no zone under the card."""
        self.move_to(vp_pos(self.table, QPointF(1000, 470)))

    def drop(self) -> None:
        self.qtbot.mouseRelease(self.vp, Qt.MouseButton.LeftButton, pos=self.at)
        assert not self.table.scene.dragging


def messages_of(table: StormaTable) -> list[str]:
    """Refusals and information (the estimate) in the order the player got them."""
    said: list[str] = []
    table.message.connect(said.append)
    table.information.connect(said.append)
    return said


def double_click(qtbot: QtBot, table: StormaTable, it: CardItem) -> None:
    """What a mouse sends: press, release (a click), press + double-click, release.

    (QTest's ``mouseDClick`` on a widget sends the double-click event alone.)"""
    vp = table.view.viewport()
    pos = vp_pos(table, visible_point(table, it))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=pos)


# ----------------------------------------------------------------------------------------------
# 1. the attack estimate
# ----------------------------------------------------------------------------------------------


def test_the_estimate_shows_only_while_a_drop_would_attack(qtbot: QtBot,
                                                           tables: list[StormaTable]) -> None:
    # Adam's Q♥ is hurt (26 of 35 left): 6♥ can heal it, attack K♠ or be exchanged; the
    # Joker can only attack (a Joker heals only a card with 10 or fewer points left)
    state = position(hands=(("6H", "3D", "Joker1"), ()), active=("QH", "KS"),
                     damage=(("9S",), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True
    said = messages_of(table)
    # a healing card: no estimate when picked up, nor over the card it would heal
    drag = Drag(qtbot, table, item(table, c("6H")))
    drag.over("act0")
    assert said == []
    # over the opponent's Active card a drop would attack: the estimate, as information
    drag.over("act1")
    assert said == ["Attack: 6 damage"]
    drag.over_felt()
    assert said[-1] == ""  # it would no longer attack
    drag.over("act0")
    drag.drop()
    assert s.actions == [Heal("active", c("6H"))]
    assert not any(m.startswith("Attack") for m in said[1:])


def test_the_estimate_of_cards_that_can_only_attack_and_its_end(qtbot: QtBot,
                                                                tables: list[StormaTable]) -> None:
    state = position(hands=(("3D", "Joker1"), ()), active=("QH", "KS"), damage=(("9S",), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True
    said = messages_of(table)
    # the Joker can do nothing but attack: the estimate as soon as it is picked up
    drag = Drag(qtbot, table, item(table, c("Joker1")))
    assert said == ["Attack: 0–18 damage"]
    drag.over_felt()
    assert said == ["Attack: 0–18 damage"]
    # let go on bare felt: the cards snap back, the estimate goes with the drag, and the
    # callout says where cards go
    drag.drop()
    assert said[-2:] == ["", "Drop the card on a highlighted place."]
    assert s.actions == []
    # dropped where the engine refuses (a Joker cannot heal 26 points): the refusal is last
    drag = Drag(qtbot, table, item(table, c("Joker1")))
    assert said[-1] == "Attack: 0–18 damage"
    drag.over("act0")
    drag.drop()
    assert s.actions == []
    assert said[-2] == ""
    assert "10 or fewer points" in said[-1]
    # dropped on the target: the attack is made, the turn passes, the estimate is gone
    drag = Drag(qtbot, table, item(table, c("Joker1")))
    drag.over("act1")
    assert said[-1] == "Attack: 0–18 damage"
    drag.drop()
    assert s.actions == [Attack((c("Joker1"),))]
    assert said[-1] == ""


def test_the_estimate_is_gone_when_the_attack_ends_the_game(qtbot: QtBot,
                                                            tables: list[StormaTable]) -> None:
    # Berit's last house card has 1 point left: Adam's 3♦ takes the castle
    state = position(hands=(("3D", "8C"), ("2H",)), active=("QH", "KS"),
                     damage=((), ("10D", "10C", "9D")), trophies=(("JS", "QS"), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    said = messages_of(table)
    drag = Drag(qtbot, table, item(table, c("3D")))
    drag.over("act1")
    assert said == ["Attack: 3 damage"]
    drag.drop()
    assert s.is_over()
    assert said[-1] == ""


# ----------------------------------------------------------------------------------------------
# 2. dice settle on the printed result
# ----------------------------------------------------------------------------------------------


class RecordingClock:
    """Stands in for the table clock: keeps each tween to be stepped by hand."""

    def __init__(self) -> None:
        self.tweens: list[dict[str, Any]] = []

    def tween(self, duration_ms: float, update: Callable[[float], None],
              done: Callable[[], None] | None = None, delay_ms: float = 0.0,
              key: object = None, on_start: Callable[[], None] | None = None,
              **_kw: object) -> None:
        self.tweens.append({"update": update, "done": done, "delay": delay_ms,
                            "on_start": on_start})


@pytest.mark.parametrize("value", [0, 3, 9])
def test_a_rolling_die_settles_on_its_value_and_tumbles_first(qtbot: QtBot, value: int) -> None:
    tray = DiceTray(680.0)
    clock = RecordingClock()
    line = RollLine((value, 9 - value), "Joker: …")
    tray.show_lines("", [line, line], clock, animate=True)  # type: ignore[arg-type]
    first, second = clock.tweens[0], clock.tweens[2]
    assert second["delay"] > first["delay"]
    die = tray.dice[0][0]
    # waiting for its turn the die shows no face at all (it would not be the result)
    assert not tray.dice[1][0].isVisible()
    assert not tray.line_shown(1)
    first["on_start"]()
    tumbling: set[int] = set()
    steps = [i / 100 for i in range(101)]
    for t in steps:
        first["update"](t)
        if die.rolling:
            tumbling.add(die.shown)
            assert not tray.line_shown(0)  # no printed total beside a tumbling face
        else:
            assert die.shown == value  # settled: the face is the result
        if t >= min(T10Die.SETTLE, 0.9):  # the last part of the roll: only the result
            assert not die.rolling
            assert die.shown == value
    assert len(tumbling) > 1  # it does tumble first
    first["done"]()
    assert die.shown == value
    assert die.value == value
    assert die.rotation() == 0
    assert not tray.line_shown(1)  # the other die of the row still waits to roll


def test_the_dice_on_the_table_end_on_the_rolled_values(qtbot: QtBot,
                                                        tables: list[StormaTable]) -> None:
    state = position(hands=(("Joker1", "Joker2"), ()), active=("QH", "KS"))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True
    table.set_animation_speed(1.0)
    s.submit(Attack((c("Joker1"), c("Joker2"))))
    tray = table.tray
    assert len(tray.lines) == 2
    frames = 0
    rolled: set[int] = set()
    deadline = time.monotonic() + 10
    while table.clock.busy() and time.monotonic() < deadline:
        for i, (line, row) in enumerate(zip(tray.lines, tray.dice, strict=True)):
            for die, value in zip(row, line.dice, strict=True):
                if die.rolling:
                    rolled.add(i)
                elif die.isVisible():
                    assert die.shown == value
            if tray.line_shown(i):  # the formula is printed: the faces say the same
                assert [d.shown for d in row] == list(line.dice)
                assert all(d.isVisible() for d in row)
        frames += 1
        qtbot.wait(8)
    assert frames > 5
    assert rolled == {0, 1}
    for i, (line, row) in enumerate(zip(tray.lines, tray.dice, strict=True)):
        assert [d.shown for d in row] == list(line.dice)
        assert all(d.isVisible() and not d.rolling for d in row)
        assert tray.line_shown(i)
    # the printed totals are the sums of the faces the dice came to rest on
    for event_line, row in zip(tray.lines, tray.dice, strict=True):
        a, b = (d.shown for d in row)
        assert event_line.formula == f"Joker: {a} + {b} = {a + b}" or (a, b) == (0, 0)


# ----------------------------------------------------------------------------------------------
# 3. a selected card never covers an action button
# ----------------------------------------------------------------------------------------------


BIG_HAND = ("2C", "5C", "7C", "9C", "3D", "8D", "JD", "4S", "6S", "10S", "2H", "5H", "7H",
            "9H", "10D", "AC", "Joker1", "Joker2")


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("hand", [BIG_HAND, ("5H", "JD", "Joker1"), ("3D", "Joker1")])
def test_a_selected_hand_card_never_covers_a_button(qtbot: QtBot, tables: list[StormaTable],
                                                    size: tuple[int, int],
                                                    hand: tuple[str, ...]) -> None:
    state = position(hands=(hand, ()), active=("QH", "KS"), damage=(("9S",), ()),
                     infirmary=("JH", None), infirmary_damage=(("5S",), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True
    table.resize(*size)
    qtbot.wait(10)
    for name in hand:
        it = item(table, c(name))
        table.moves._card_clicked(it, Qt.KeyboardModifier.NoModifier, QPointF())
        assert it.selected
        buttons = [b for b in table.buttons.values() if b.isVisible()]
        assert "Heal Infirmary card" in [b.text for b in buttons]
        for b in buttons:
            assert not it.sceneBoundingRect().intersects(b.sceneBoundingRect()), (name, b.key)
        table.moves._card_clicked(it, Qt.KeyboardModifier.NoModifier, QPointF())
        assert not it.selected
    # the Jokers at the fan's right end, both selected at once
    jokers = [item(table, c(n)) for n in hand if n.startswith("Joker")]
    for it in jokers:
        table.moves._card_clicked(it, Qt.KeyboardModifier.NoModifier, QPointF())
    heal_inf = table.buttons["heal_inf"].sceneBoundingRect()
    assert all(it.selected and not it.sceneBoundingRect().intersects(heal_inf) for it in jokers)


# ----------------------------------------------------------------------------------------------
# 4. double-click: the one obvious move
# ----------------------------------------------------------------------------------------------


def test_double_click_chooses_the_active_card_at_set_up(qtbot: QtBot,
                                                        tables: list[StormaTable]) -> None:
    table = make_table(qtbot, tables, (HUMAN, HUMAN))
    s = table.session
    for suit in (1, 3):
        qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
        table.house_buttons[suit].clicked.emit(str(suit))
    assert s.state.phase == SETUP_ACTIVE
    qtbot.mouseClick(table.overlay, Qt.MouseButton.LeftButton)
    number = next(x for x in s.state.hands[0] if cd.is_number(x))
    double_click(qtbot, table, item(table, number))  # no face card: nothing happens
    assert s.actions[2:] == []
    queen = cd.card(1, cd.DAM)
    double_click(qtbot, table, item(table, queen))
    assert s.actions[-1] == ChooseActive(queen)


def test_double_click_plays_a_cards_only_move_and_nothing_when_ambiguous(
        qtbot: QtBot, tables: list[StormaTable]) -> None:
    # K♠ is the target: 5♠ cannot attack it, only be exchanged; 3♦ could attack or be
    # exchanged; the Joker can only attack (nothing to heal)
    state = position(hands=(("5S", "3D", "KD", "Joker1"), ()), active=("QH", "KS"))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True
    for ambiguous in ("3D", "KD"):
        double_click(qtbot, table, item(table, c(ambiguous)))
        assert s.actions == [], ambiguous
        qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    # with another card selected the player builds a bigger move: the Joker does nothing
    table.moves._card_clicked(item(table, c("3D")), Qt.KeyboardModifier.NoModifier, QPointF())
    double_click(qtbot, table, item(table, c("Joker1")))
    assert s.actions == []
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    double_click(qtbot, table, item(table, c("5S")))
    assert s.actions == [Exchange((c("5S"),))]


def test_double_click_attacks_with_a_lone_joker_and_refills(qtbot: QtBot,
                                                            tables: list[StormaTable]) -> None:
    state = position(hands=(("Joker1", "2C"), ()), active=("QH", "KS"))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True
    double_click(qtbot, table, item(table, c("Joker1")))
    assert s.actions == [Attack((c("Joker1"),))]
    # the Infirmary card is the obvious new Active card when nothing else can be
    state = position(hands=(("2C", "3C"), ("9D", "8D")), active=("QH", "KS"),
                     infirmary=("JH", None), damage=(("10S", "9S", "7S", "6S"), ()), to_move=1)
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    qtbot.waitUntil(lambda: s.human_to_act(), timeout=5000)
    s.paused = True
    double_click(qtbot, table, item(table, c("JH")))
    assert s.actions[-1] == FillActive(c("JH"))
    assert s.state.phase == TURN


def test_obvious_action_through_the_scene_hook(qtbot: QtBot, tables: list[StormaTable]) -> None:
    """The scene's double-click path (``card_double_clicked``) reaches the same move."""
    state = position(hands=(("6H", "Joker1"), ()), active=("QH", "KS"), damage=(("9S",), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    s = table.session
    s.paused = True
    assert table.obvious_action(item(table, c("6H"))) is None  # heal, attack or exchange
    table.scene.card_double_clicked(item(table, c("Joker1")))
    assert s.actions == [Attack((c("Joker1"),))]


# ----------------------------------------------------------------------------------------------
# 5. the Controls page
# ----------------------------------------------------------------------------------------------

#: how the rows write the keys the handler names (Qt.Key.Key_<name>)
KEY_WORDS = {"Left": "←", "Right": "→", "Space": "Space", "Return": "Enter", "Enter": "Enter",
             "Escape": "Esc", "1": "1–9", "9": "1–9"}


def test_the_controls_rows_cover_every_key_and_gesture(qtbot: QtBot,
                                                       tables: list[StormaTable]) -> None:
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), position(hands=(("3D",), ())))
    rows = table.controls()
    assert rows == text.controls()
    assert len(rows) >= 15
    assert all(gesture.strip() and meaning.strip() for gesture, meaning in rows)
    tokens = {t for gesture, _ in rows for t in re.split(r"[\s,/]+", gesture) if t}
    handled = set(re.findall(r"Qt\.Key\.Key_(\w+)", inspect.getsource(StormaMoves)))
    assert {"Left", "A", "Escape", "1"} <= handled  # the source was read
    missing = [k for k in handled if KEY_WORDS.get(k, k) not in tokens]
    assert missing == []
    assert "1–4" in tokens  # the house choice
    gestures = " ".join(g for g, _ in rows)
    for word in ("Click", "Drag", "Double-click"):
        assert word in gestures


# ----------------------------------------------------------------------------------------------
# 6. cards are named as the table names them
# ----------------------------------------------------------------------------------------------


def test_refusals_name_cards_the_way_the_table_does(qtbot: QtBot,
                                                    tables: list[StormaTable]) -> None:
    state = position(hands=(("5S", "3D"), ()), active=("QH", "KS"), damage=(("9S",), ()))
    table = make_table(qtbot, tables, (HUMAN, COMPUTER), state)
    said = messages_of(table)
    # the table's own check (5♠ against K♠)
    drag = Drag(qtbot, table, item(table, c("5S")))
    drag.over("act1")
    drag.drop()
    assert "5♠ has the same suit" in said[-1]
    assert "5S" not in said[-1]
    # the engine's check of a submitted move (3♦ cannot heal Q♥)
    drag = Drag(qtbot, table, item(table, c("3D")))
    drag.over("act0")
    drag.drop()
    assert "3♦ cannot heal Q♥" in said[-1]
    assert not re.search(r"\b(3D|QH)\b", said[-1])
    # a greyed card's explanation and the attack banner
    table.moves._card_clicked(item(table, c("5S")), Qt.KeyboardModifier.NoModifier, QPointF())
    assert "5♠" in table.prediction.title
    assert "5S" not in table.prediction.title
    assert table.session.actions == []
