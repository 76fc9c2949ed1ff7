"""The Riftforce table driven like a player would: real drags on the viewport, clicks, keys.

Animations are off and computer moves come at once (``computer_pace_ms = 0``).  The human's
moves come from a scripted plan (``riftforce_script.Planner``) and are made through the
table's scene items: cards are dragged to locations and the discard pile, board cards and
location headers are clicked, buttons are pressed.  Seed 188 is a game in which the plan meets
everything under test (checked by ``simulate`` on the engine alone): the draft, a spread play,
a Water/Air destination choice, a Thunderbolt hit that destroys and repeats with a choice, and a
Check & Draw that scores controlled locations.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    PlaceCard,
    StopActivating,
)
from engine.riftforce.cards import guild_of, number_of
from engine.riftforce.state import State, place
from tests.ui.riftforce_script import Planner, simulate
from tests.ui.tables import new_session, show_table, wait_for_human
from ui.games.riftforce.items import FloatText
from ui.games.riftforce.table import RiftforceTable
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table import theme
from ui.table.card_item import CardItem
from ui.table.plates import ButtonItem

SEED = 188
def make(qtbot: Any, kinds: list[str], seed: int, options: dict[str, Any] | None = None,
         start: bool = True) -> tuple[Session, RiftforceTable]:
    names = ["Berit", "Adam"]
    seats = [SeatConfig(names[i], k) for i, k in enumerate(kinds)]
    session = new_session("riftforce", {"seats": 2, **(options or {})}, seed, seats)
    table: RiftforceTable = show_table(qtbot, session, start=start)
    return session, table


def state(session: Session) -> State:
    st: State = session.state
    return st


def vp_point(table: RiftforceTable, scene_point: QPointF) -> QPoint:
    return table.view.mapFromScene(scene_point)


def grab_point(table: RiftforceTable, item: CardItem) -> QPoint:
    """A viewport point on the always-visible top strip of ``item``."""
    local = QPointF(item.card_rect().width() * 0.3, 10 * item.card_scale + 4)
    return vp_point(table, item.mapToScene(local))


def drag(qtbot: Any, table: RiftforceTable, item: CardItem, target: QPointF) -> None:
    vp = table.view.viewport()
    a = grab_point(table, item)
    b = vp_point(table, target)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, a + QPoint(12, -12))
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def click_item(qtbot: Any, table: RiftforceTable, item: CardItem) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, grab_point(table, item))


def click_scene(qtbot: Any, table: RiftforceTable, point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, vp_point(table, point))


def click_button(qtbot: Any, table: RiftforceTable, button: ButtonItem) -> None:
    assert button.isVisible()
    click_scene(qtbot, table, button.mapToScene(QPointF(button.w / 2, button.h / 2)))


def card(table: RiftforceTable, card_id: int | str) -> CardItem:
    item = table.item_for(card_id)
    assert item is not None, f"{card_id} is not on the table"
    return item


def zone_centre(table: RiftforceTable, name: str) -> QPointF:
    return table.scene.zone(name).rect.center()


class Driver:
    """Carries out the plan's operations through the table's widgets."""

    def __init__(self, qtbot: Any, session: Session, table: RiftforceTable) -> None:
        self.qtbot = qtbot
        self.session = session
        self.table = table
        self.seen: set[str] = set()
        self.picks = 0
        self.human_actions: list[list[Any]] = []

    def do(self, op: tuple[Any, ...]) -> None:
        t, qtbot = self.table, self.qtbot
        viewer = self.session.viewer
        st = state(self.session)
        kind = op[0]
        if kind == "pick":
            item = card(t, op[1])
            if self.picks == 0:
                drag(qtbot, t, item, zone_centre(t, f"summ{viewer}"))
            else:
                click_item(qtbot, t, item)
            self.picks += 1
        elif kind == "place":
            drag(qtbot, t, card(t, op[1]), zone_centre(t, f"line{viewer}_{op[2]}"))
        elif kind == "play":
            items = [card(t, c) for c in op[1]]
            if len(items) > 1:
                for item in items:
                    click_item(qtbot, t, item)
                assert t.selection == list(op[1])
            drag(qtbot, t, items[0], zone_centre(t, f"line{viewer}_{op[2]}"))
        elif kind == "end":
            click_button(qtbot, t, t.end_button)
        elif kind == "activate":
            drag(qtbot, t, card(t, op[1]), zone_centre(t, f"discard{viewer}"))
            if t.arming is not None:
                self.seen.add("mode_buttons")
                click_button(qtbot, t, t.guild_button if op[2] == "guild" else t.number_button)
        elif kind in ("elemental", "target"):
            item = card(t, op[1])
            assert item.winner, "a clickable choice is highlighted"
            if st.pending is not None and st.pending.kind == "thunder_repeat":
                self.seen.add("repeat_click")
            click_item(qtbot, t, item)
            after = state(self.session)
            if kind == "elemental" and op[1] in after.activated and after.pending is not None:
                # the place in the order is painted in the card's strip, not as a corner
                # badge over the neighbouring column
                shown = card(t, op[1])
                assert getattr(shown.face, "order", 0) == after.activated.index(op[1]) + 1
                assert shown.badge == ""
                self.seen.add("order")
        elif kind == "location":
            assert st.pending is not None
            if st.pending.kind in ("water_direction", "air_destination"):
                self.seen.add("destination")
            zone = t.scene.zone(f"rift{op[1]}")
            assert zone.accepts
            assert getattr(zone, "choice", False)
            click_scene(qtbot, t, zone.rect.center())
        elif kind == "check":
            assert t.check_button.enabled
            events: list[Any] = []
            self.session.eventsApplied.connect(events.extend)
            self.session.paused = True  # hold the computer back to look at the table
            click_button(qtbot, t, t.check_button)
            self.session.eventsApplied.disconnect(events.extend)
            scored = next(e.to_json()["data"]["locations"] for e in events if e.kind == "check")
            shown = [loc for loc, rz in enumerate(t.rifts) if rz.scored == 0]
            assert shown == scored, "the controlled locations are shown being scored"
            if scored:
                self.seen.add("scored")
            self.session.set_paused(False)


def test_full_game_human_vs_computer_through_the_ui(qtbot: Any) -> None:
    expected = simulate(SEED)
    assert {"destination", "repeat_click", "scored"} <= expected["seen"], (
        "the engine or its computer player changed: pick a new seed with "
        "tests.ui.riftforce_script.simulate")
    session, table = make(qtbot, [HUMAN, COMPUTER], SEED)
    planner = Planner(0)
    driver = Driver(qtbot, session, table)
    events: list[Any] = []
    session.eventsApplied.connect(events.extend)
    messages: list[str] = []
    table.message.connect(messages.append)
    checked_refusal = False
    steps = 0
    while not session.is_over():
        wait_for_human(qtbot, session)
        if session.is_over():
            break
        st = state(session)
        if st.phase == "draft":
            assert table.scene.zone("pool").isVisible()
            assert all(table.item_for(g) is not None for g in st.draft_pool)
        if (st.phase == "play" and st.pending is None and len(st.hands[0]) == 7
                and not checked_refusal):
            # Check & Draw is refused at 7 cards: the button is disabled and says why
            assert not table.check_button.enabled
            assert "7" in table.check_note.text
            before = len(session.actions)
            click_scene(qtbot, table, table.check_button.mapToScene(QPointF(40, 25)))
            qtbot.keyClick(table.view.viewport(), Qt.Key.Key_C)
            assert len(session.actions) == before
            assert messages
            assert "7" in messages[-1]
            checked_refusal = True
        op = planner.plan(session.view())
        before = len(session.actions)
        driver.do(op)
        assert len(session.actions) > before, f"the table did not act on {op}: {messages[-1:]}"
        steps += 1
        assert steps < 400
    assert checked_refusal
    assert driver.picks == 3  # one summoner is dealt, three are picked
    assert {"destination", "repeat_click", "scored", "order"} <= driver.seen
    # a spread play: two cards of one Play at adjacent, different locations
    spread = False
    run: list[int] = []
    for e in events:
        if e.kind == "place" and e.data["seat"] == 0 and not e.data.get("free"):
            run.append(int(e.data["location"]))
        elif e.kind == "action_end":
            if len(run) >= 2 and len(set(run)) == len(run):
                spread = True
            run = []
    assert spread
    # the Thunderbolt hit destroyed its target and repeated on another enemy
    assert any(e.kind == "choice" and e.data["step"] == "thunder_repeat" for e in events)
    result = table.result_text()
    assert "Berit" in result
    assert "Adam" in result
    assert table.status_text().startswith("Game over.")


def test_illegal_play_is_refused_with_the_engines_reason(qtbot: Any) -> None:
    session, table = make(qtbot, [HUMAN, COMPUTER], 4, {"draft": "free"})
    planner = Planner(0)
    driver = Driver(qtbot, session, table)
    while state(session).phase == "draft":
        wait_for_human(qtbot, session)
        if state(session).phase != "draft":
            break
        driver.do(planner.plan(session.view()))
    wait_for_human(qtbot, session)
    st = state(session)
    hand = [c for c in st.hands[0] if c is not None]
    pair = next(((a, b) for a in hand for b in hand if a // 9 != b // 9
                 and (a % 9 > 3) != (b % 9 > 3) and a != b), None)
    assert pair is not None
    messages: list[str] = []
    table.message.connect(messages.append)
    before = len(session.actions)
    for c in pair:
        click_item(qtbot, table, card(table, c))
    drag(qtbot, table, card(table, pair[0]), zone_centre(table, "line0_2"))
    assert len(session.actions) == before
    assert messages
    assert "share a guild or all share a number" in messages[-1]
    item = card(table, pair[0])
    assert item.zone_name == "hand0"
    assert item.pos() == item.home
    # a drop on the opponent's side is refused too
    drag(qtbot, table, card(table, pair[0]), zone_centre(table, "line1_2"))
    assert len(session.actions) == before


def test_refusals_carry_the_scene_point_of_the_drop_or_click(qtbot: Any) -> None:
    """Every refusal goes through ``refuse`` with where it happened (for a callout there):
    the dropped card's centre, the clicked button; a key has no point."""
    session, table = make(qtbot, [HUMAN, COMPUTER], 4, {"draft": "free"})
    planner = Planner(0)
    driver = Driver(qtbot, session, table)
    while state(session).phase == "draft":
        wait_for_human(qtbot, session)
        if state(session).phase != "draft":
            break
        driver.do(planner.plan(session.view()))
    wait_for_human(qtbot, session)
    refusals: list[tuple[str, QPointF | None]] = []
    messages: list[str] = []
    table.message.connect(messages.append)
    original = table.refuse

    def record(reason: str, at: QPointF | None = None) -> None:
        refusals.append((reason, at))
        original(reason, at)

    table.refuse = record  # type: ignore[method-assign]
    st = state(session)
    hand = [c for c in st.hands[0] if c is not None]
    pair = next((a, b) for a in hand for b in hand if a // 9 != b // 9
                and (a % 9 > 3) != (b % 9 > 3) and a != b)
    before = len(session.actions)
    for c in pair:
        click_item(qtbot, table, card(table, c))
    drag(qtbot, table, card(table, pair[0]), zone_centre(table, "line0_2"))
    reason, at = refusals[-1]
    assert "share a guild or all share a number" in reason
    assert messages[-1] == reason
    assert at is not None
    assert table.scene.zone("line0_2").rect.contains(at)
    drag(qtbot, table, card(table, pair[0]), zone_centre(table, "line1_3"))
    reason, at = refusals[-1]
    assert "own side of the Rift" in reason
    assert at is not None
    assert table.scene.zone("line1_3").rect.contains(at)
    # a click on a location with the two cards still selected: at the location (a zone
    # reports no point, its centre stands for it)
    assert table.selection == list(pair)
    click_scene(qtbot, table, zone_centre(table, "rift2"))
    reason, at = refusals[-1]
    assert "share a guild or all share a number" in reason
    assert at == zone_centre(table, "rift2")
    # seven cards in hand: the disabled Check & Draw button ignores a click (its note says
    # why); the key is refused, and a key has no point
    assert len(hand) == 7
    assert not table.check_button.enabled
    click_scene(qtbot, table, table.check_button.mapToScene(QPointF(40, 25)))
    assert len(refusals) == 3
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_C)
    reason, at = refusals[-1]
    assert len(refusals) == 4
    assert "7" in reason
    assert at is None
    assert len(session.actions) == before


def test_hotseat_draft_needs_no_handover_then_hands_stay_hidden(qtbot: Any) -> None:
    session, table = make(qtbot, [HUMAN, HUMAN], 7)
    planners = [Planner(0), Planner(1)]
    while state(session).phase == "draft":
        assert not table.overlay.isVisible()
        seat = state(session).to_move
        assert session.human_to_act()
        assert session.viewer == seat
        Driver(qtbot, session, table).do(planners[seat].plan(session.view()))
    # the draft is over: the first player must claim the screen
    assert session.pending_handover is not None
    assert table.overlay.isVisible()
    st = state(session)
    hidden = {c for s in (0, 1) for c in st.hands[s] if c is not None}
    assert not any(i.face_up and i.card_id is not None and i.card_id.isdigit()
                   and int(i.card_id) in hidden for i in table.scene.card_items())
    table.overlay.accepted.emit()
    viewer = session.viewer
    assert viewer is not None
    other = {c for c in st.hands[1 - viewer] if c is not None}
    face_up = {int(i.card_id) for i in table.scene.card_items()
               if i.face_up and i.card_id is not None and i.card_id.isdigit()}
    assert not face_up & other
    assert {c for c in st.hands[viewer] if c is not None} <= face_up
    # keyboard: focus a card and play it at location 4 with the digit key
    table.view.setFocus()
    before = len(session.actions)
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_4)
    assert len(session.actions) == before + 1
    assert isinstance(session.actions[-1], PlaceCard)
    assert session.actions[-1].location == 3
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Return)
    assert session.pending_handover == 1 - viewer
    assert not isinstance(session.actions[-1], CheckAndDraw)


def test_activation_asks_guild_or_number_then_end_stops(qtbot: Any) -> None:
    session, table = make(qtbot, [HUMAN, COMPUTER], 4, {"draft": "free"})
    planner = Planner(0)
    while state(session).phase == "draft" or not session.human_to_act():
        wait_for_human(qtbot, session)
        if state(session).phase == "draft":
            Driver(qtbot, session, table).do(planner.plan(session.view()))
    st = state(session)
    # a position: the discard candidate shares its guild with one elemental on the board
    # and its number with another
    found = None
    for c in [x for x in st.hands[0] if x is not None]:
        deck = [x for x in st.decks[0] if x is not None]
        g, n = guild_of(c), number_of(c)
        same_guild = [x for x in deck if guild_of(x) == g and number_of(x) != n]
        same_number = [x for x in deck if number_of(x) == n and guild_of(x) != g]
        if same_guild and same_number:
            found = (c, same_guild[0], same_number[0])
            break
    assert found is not None
    c, e1, e2 = found
    for e, loc in ((e1, 0), (e2, 4)):
        st.decks[0].remove(e)
        place(st, 0, e, loc)
    assert session.game.audit(st) == []
    table.refresh(animate=False)
    drag(qtbot, table, card(table, c), zone_centre(table, "discard0"))
    assert table.arming == c
    assert table.guild_button.isVisible()
    assert table.number_button.isVisible()
    assert card(table, e1).winner
    assert card(table, e2).winner
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Escape)
    assert table.arming is None
    assert not table.guild_button.isVisible()
    # the keyboard path: focus the card, A discards it, ←/→ reach e2, Space activates it
    vp = table.view.viewport()
    for _ in range(10):
        if table.own_hand_items()[table.focus_index].card_id == str(c):
            break
        qtbot.keyClick(vp, Qt.Key.Key_Right)
    qtbot.keyClick(vp, Qt.Key.Key_A)
    assert table.arming == c
    for _ in range(20):
        if table.choice_items()[table.choice_index].card_id == str(e2):
            break
        qtbot.keyClick(vp, Qt.Key.Key_Right)
    before = len(session.actions)
    qtbot.keyClick(vp, Qt.Key.Key_Space)  # e2 shares only the number: mode "number"
    assert session.actions[before:before + 2] == [Activate(c, "number"), ActivateElemental(e2)]
    # its place in the order is painted inside the card (a corner badge covered the
    # neighbouring column of a long line)
    item = table.item_for(e2)
    if state(session).activated and item is not None and item.zone_name.startswith("line"):
        assert getattr(item.face, "order", 0) == 1
        assert item.badge == ""
    p = state(session).pending
    if p is not None and p.kind == "choose_activation":
        assert table.end_button.isVisible()
        click_button(qtbot, table, table.end_button)
        assert session.actions[-1] == StopActivating()


def test_earth_on_play_damage_animates(qtbot: Any) -> None:
    session, table = make(qtbot, [HUMAN, COMPUTER], 4, {"draft": "free"})
    planner_order = ("earth", "fire", "ice", "plant", "air", "water", "light", "crystal",
                     "shadow", "thunderbolt")
    while state(session).phase == "draft" or not session.human_to_act():
        wait_for_human(qtbot, session)
        st = state(session)
        if st.phase == "draft":
            guild = next(g for g in planner_order if g in st.draft_pool)
            Driver(qtbot, session, table).do(("pick", guild))
    st = state(session)
    assert "earth" in st.guilds[0]
    earth = next(c for c in st.decks[0] if c is not None and guild_of(c) == "earth")
    enemy = next(c for c in st.decks[1] if c is not None)
    # swap the Earth into the hand and give the opponent an elemental at location 2
    st.decks[0].remove(earth)
    st.decks[0].append(st.hands[0].pop())
    st.hands[0].append(earth)
    st.decks[1].remove(enemy)
    place(st, 1, enemy, 1)
    assert session.game.audit(st) == []
    table.refresh(animate=False)
    table.set_animation_speed(1.0)
    session.paused = True
    drag(qtbot, table, card(table, earth), zone_centre(table, "line0_1"))
    assert state(session).damage[enemy] >= 1
    floats = [i for i in table.scene.items() if isinstance(i, FloatText)]
    assert any(f.text == "−1" for f in floats)
    table.clock.finish_all()  # the next action: the numbers go on rising (their own clock)
    assert any(isinstance(i, FloatText) for i in table.scene.items())
    table.float_clock.finish_all()
    assert not [i for i in table.scene.items() if isinstance(i, FloatText)]


def test_end_rules_in_the_status_line_and_the_result(qtbot: Any) -> None:
    session, table = make(qtbot, [HUMAN, HUMAN], 9, {"draft": "free"})
    for guild in ("fire", "water", "ice", "light", "air", "earth", "plant", "crystal"):
        assert table.moves.pick(guild)
    table.overlay.accepted.emit()
    st = state(session)
    assert table.end_rule_text(st) == ""
    second = session.name(1 - st.start_player)
    # the second player's free card controls location 3: its header says so when hovered
    assert second in table.rifts[2].toolTip()
    assert "3" in table.rifts[2].toolTip()
    assert table.rifts[0].toolTip() == "Location 1"
    st.scores = [9, 4]
    table.refresh()
    # the rule is on the felt and in the status line's tooltip (the line must fit 1280 px)
    assert "12" in table.status_detail()
    assert second in table.status_detail()
    assert "12" not in table.status_text()
    assert "12" in table.prompt.text
    st.scores = [12, 4]
    table.refresh()
    assert "12 Riftforce reached" in table.status_detail()
    assert second in table.status_detail()
    st.scores, st.tiebreak = [12, 12], True
    table.refresh()
    assert "Tie-break" in table.status_detail()
    st.phase, st.winners = "over", (0, 1)
    assert table.result_text().startswith("Draw with 12 Riftforce each.")
    st.scores, st.winners = [14, 12], (0,)
    assert table.result_text().splitlines() == [
        "Berit wins with 14 Riftforce!", "Berit: 14 Riftforce", "Adam: 12 Riftforce"]
    table.refresh()
    assert table.track.scores[0 if table._bottom == 0 else 1] == 14
    side = 0 if table._bottom == 0 else 1
    # no wrap-around: the winner at 14 sits in the top box, which now says 14
    assert table.track.marker_cell(side) == 12
    assert table.track.top_label() == "14"
    assert table.track.marker_text(side) == table.track.initials[side]


def test_a_score_above_12_stays_at_the_top_of_the_track(qtbot: Any) -> None:
    """A winner at 13 stays in the top box, "13" (not in box 1 as "A+12")."""
    session, table = make(qtbot, [HUMAN, HUMAN], 9, {"draft": "free"})
    for guild in ("fire", "water", "ice", "light", "air", "earth", "plant", "crystal"):
        assert table.moves.pick(guild)
    table.overlay.accepted.emit()
    st = state(session)
    bottom = 0 if table._bottom == 0 else 1  # the track's side of seat 0
    track = table.track
    st.scores = [13, 5]
    table.refresh()
    assert track.scores[bottom] == 13
    assert track.scores[1 - bottom] == 5
    assert track.marker_cell(bottom) == 12
    assert track.marker_cell(1 - bottom) == 5
    assert track.top_label() == "13"
    assert track.marker_text(bottom) == track.initials[bottom]  # no "+12"
    st.scores = [12, 5]
    table.refresh()
    assert track.marker_cell(bottom) == 12
    assert track.top_label() == "12"
    # both past 12 on different scores share the top box: each marker says its own score
    st.scores = [13, 14]
    table.refresh()
    assert track.marker_cell(0) == track.marker_cell(1) == 12
    assert track.top_label() == "14"
    assert track.marker_text(bottom) == f"{track.initials[bottom]} 13"
    assert track.marker_text(1 - bottom) == f"{track.initials[1 - bottom]} 14"


def test_long_pile_labels_and_notes_fit_without_clipping(qtbot: Any) -> None:
    """German names ("Nachziehstapel", "Ablagestapel") once ran into each other under the two
    piles and the keys note lost its last line."""
    _session, table = make(qtbot, [HUMAN, COMPUTER], 4, {"draft": "free"})
    for name, label in (("deck0", "Nachziehstapel"), ("discard0", "Ablagestapel")):
        zone = table.scene.zone(name)
        zone.set_label(label, "29")
        _size, lines = zone.label_layout()
        assert not any("…" in line for line in lines), lines
        assert zone.label_rect().width() <= 110  # the piles are 110 apart
    top = 1 - table._bottom
    for name in (f"deck{top}", f"discard{top}"):
        zone = table.scene.zone(name)
        zone.set_label("Trekkbunke", "28")
        assert len(zone.label_layout()[1]) == 2
        assert zone.label_rect().bottom() <= table.prompt.y()  # not under the question panel
    note = table.keys_note
    note.set_text("Zeige mit der Maus auf eine Karte oder Gilde für Details; Tasten: siehe "
                  "Tooltip des Tisches.")
    need = QFontMetricsF(theme.font(note.font_size(), italic=True)).boundingRect(
        QRectF(0, 0, note.w, note.h), int(Qt.TextFlag.TextWordWrap), note.text)
    assert need.height() <= note.h


def test_question_panel_grows_readably_and_its_buttons_stay_below_it(qtbot: Any) -> None:
    """Near the end the end rules join the instruction: the panel grows instead of shrinking
    the text to a few pixels, and the Guild/Number/Cancel buttons move down under it."""
    from ui.games.riftforce.items import PromptItem
    from ui.games.riftforce.table import BUTTONS_BOTTOM

    session, table = make(qtbot, [HUMAN, HUMAN], 9, {"draft": "free"})
    for guild in ("fire", "water", "ice", "light", "air", "earth", "plant", "crystal"):
        assert table.moves.pick(guild)
    table.overlay.accepted.emit()
    st = state(session)
    st.scores, st.tiebreak = [12, 12], True
    viewer = session.viewer
    assert viewer is not None
    table.refresh(animate=False)
    prompt = table.prompt
    assert "Tie-break" in prompt.text
    assert prompt.size >= PromptItem.MIN_READABLE
    table.arming = next(c for c in st.hands[viewer] if c is not None)
    table.refresh(animate=False)
    assert prompt.size >= PromptItem.MIN_READABLE
    bottom = prompt.y() + prompt.h
    buttons = [table.guild_button, table.number_button, table.cancel_button]
    assert all(b.isVisible() for b in buttons)
    for b in buttons:
        assert b.y() >= bottom
        assert b.y() + b.h <= BUTTONS_BOTTOM
    # the status line's tooltip keeps the short end rule meanwhile
    assert "Tie-break" in table.status_detail()
    assert len(table.status_text()) < 160


def test_log_lines_read_naturally(qtbot: Any) -> None:
    from engine.riftforce import events as ev
    from ui.games.riftforce import text

    names = ["Berit", "Adam"].__getitem__
    c = 12
    card_text = text.card_name(c)
    damage = text.describe(ev.Damaged(card=c, seat=1, amount=3, total=3, location=0), names)
    assert damage is not None
    assert damage.startswith(f"Adam's {card_text} takes 3 damage")
    assert "in all" not in damage
    gone = text.describe(ev.Destroyed(card=c, seat=1, location=0), names)
    assert gone == f"Adam's {card_text} is destroyed."


def test_clickable_locations_light_up_under_the_pointer(qtbot: Any) -> None:
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent

    session, table = make(qtbot, [HUMAN, HUMAN], 9, {"draft": "free"})
    for guild in ("fire", "water", "ice", "light", "air", "earth", "plant", "crystal"):
        assert table.moves.pick(guild)
    table.overlay.accepted.emit()
    viewer = session.viewer
    assert viewer is not None
    rift, line = table.rifts[1], table.lines[(viewer, 1)]
    assert rift.accepts
    assert line.accepts
    line.hoverEnterEvent(QGraphicsSceneHoverEvent())
    assert not line.hot  # nothing selected: a click would do nothing
    line.hoverLeaveEvent(QGraphicsSceneHoverEvent())
    click_item(qtbot, table, table.own_hand_items()[0])
    assert table.selection
    for zone in (rift, line):
        zone.hoverEnterEvent(QGraphicsSceneHoverEvent())
        assert zone.hot
        zone.hoverLeaveEvent(QGraphicsSceneHoverEvent())
        assert not zone.hot
    other = table.lines[(1 - viewer, 1)]
    assert not other.accepts
    other.hoverEnterEvent(QGraphicsSceneHoverEvent())
    assert not other.hot  # the opponent's side is no target


def test_keys_work_as_soon_as_the_table_has_focus(qtbot: Any) -> None:
    """The main window focuses the table widget; keys reached the view only after a click."""
    session, table = make(qtbot, [HUMAN, COMPUTER], 4, {"draft": "free"})
    table.activateWindow()
    table.setFocus()
    assert table.focusProxy() is table.view
    qtbot.waitUntil(lambda: table.view.hasFocus(), timeout=2000)
    before = len(session.actions)
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_1)  # the draft: 1 picks the first summoner
    assert len(session.actions) == before + 1


def test_check_and_draw_log_line_lists_locations_naturally(qtbot: Any) -> None:
    """'checks: controls 1, 2, 4' read like a table of numbers; it now says what happened."""
    from engine.riftforce import events as ev
    from ui.games.riftforce import text

    names = ["Berit", "Adam"].__getitem__
    three = text.describe(ev.Checked(seat=1, locations=(0, 1, 3)), names)
    assert three is not None
    assert three.startswith("Adam checks and draws: controls location")
    assert three.endswith(" 1, 2 and 4.")
    one = text.describe(ev.Checked(seat=0, locations=(2,)), names)
    assert one is not None
    assert one.endswith(" 3.")
    assert "and" not in one.split("draws")[1]
    none = text.describe(ev.Checked(seat=0, locations=()), names)
    assert none == "Berit checks and draws: controls no location."
    assert text.spoken_list(["1", "2"]) == "1 and 2"


def test_prompts_name_the_buttons_they_mean(qtbot: Any) -> None:
    """The prompt said 'press End' while the buttons read 'End activation' / 'End play'."""
    from engine.riftforce.state import Pending
    from ui.games.riftforce import text

    session, _table = make(qtbot, [HUMAN, HUMAN], 9, {"draft": "free"}, start=False)
    v = state(session)
    _title, play = text.question(Pending("play_more", options=(), locations=(1,)), v, None)
    assert "End play" in play
    assert "press End" not in play
    activated = text.plurals().activated(1)
    assert "End activation" in activated
    assert "press End" not in activated


def test_guild_reference_stays_readable_at_small_sizes(qtbot: Any) -> None:
    """At 1280 × 800 the ability texts were about seven pixels high on screen: a row shows
    the guild's gist there (full text in the tooltip), the full text at 1920 × 1080."""
    from ui.games.riftforce import guilds
    from ui.games.riftforce.items import GuildRow

    _session, table = make(qtbot, [HUMAN, HUMAN], 9, {"draft": "free"})
    for guild in ("fire", "water", "ice", "light", "air", "earth", "plant", "crystal"):
        assert table.moves.pick(guild)
    table.overlay.accepted.emit()
    scale = table.view.transform().m11()
    assert scale < 0.8  # the situation of the complaint
    rows = [row for side in table.rows for row in side if row.guild]
    assert len(rows) == 8
    shown = []
    for row in rows:
        body, size = row.body(scale)
        assert size * scale >= GuildRow.MIN_SCREEN_PX - 0.01
        assert body in (row.text, guilds.gist(row.guild))
        assert row.text in row.toolTip()
        shown.append(body == row.text)
    assert not all(shown)  # the long texts went to their gist
    for row in rows:  # a big window: everything in full
        body, size = row.body(1.05)
        assert body == row.text
        assert size * 1.05 >= GuildRow.MIN_SCREEN_PX


def test_a_long_controller_name_becomes_its_track_mark_beside_the_location(qtbot: Any) -> None:
    """'Spieler 2' beside location 4 was elided to 'Spiele…' at about eight pixels."""
    from ui.games.riftforce.items import RiftZone

    _session, table = make(qtbot, [HUMAN, HUMAN], 9, {"draft": "free"}, start=False)
    rz = table.rifts[3]
    rz.controller, rz.caption, rz.mark = 1, "Adam", "A"
    assert rz.caption_fit() == ("Adam", RiftZone.CAPTION_SIZE)
    rz.caption, rz.mark = "Spieler 2", "2"
    assert rz.caption_fit()[0] == "2"
    assert RiftZone.CAPTION_SIZE * 0.66 >= 9.9  # ten pixels at 1280 × 800


def test_small_summoner_cards_show_the_gist_at_a_readable_size(qtbot: Any) -> None:
    """The dealt and picked summoners of the draft are small: their full text was about eight
    pixels on screen at 1280 × 800.  They show the gist (≥ 10 px); the pool keeps full text."""
    from ui.games.riftforce import guilds
    from ui.games.riftforce.faces import summoner_face

    face = summoner_face("plant", "Dealt", "")
    s = 0.9  # the dealt card's scale in the draft
    body = QRectF(0, 0, theme.CARD_W * s - 18 * s, theme.CARD_H * s - 96 * s)
    text, size = face.body_text(body, s, 0.66)
    assert text == guilds.gist("plant")
    assert size * 0.66 >= face.MIN_SCREEN_PX - 0.01
    text, size = face.body_text(body, s, 1.0)  # a big window: the whole ability
    assert text == guilds.ability("plant")
    s = 1.2  # a card of the pool
    body = QRectF(0, 0, theme.CARD_W * s - 18 * s, theme.CARD_H * s - 96 * s)
    assert face.body_text(body, s, 0.66)[0] == guilds.ability("plant")


@pytest.mark.parametrize("draft", ["draft", "free"])
def test_the_log_opens_with_a_new_game_line(qtbot: Any, draft: str) -> None:
    """The engine has no event before the first draft pick, so the table opens the log."""
    from ui.games.riftforce import guilds

    session, table = make(qtbot, [HUMAN, HUMAN], 7, {"draft": draft}, start=False)
    kinds: list[list[str]] = []
    lines: list[str] = []

    def heard(events: list[Any]) -> None:
        kinds.append([e.kind for e in events])
        lines.extend(table.describe_event(e) or "" for e in events)

    session.eventsApplied.connect(heard)
    session.start()
    st = state(session)
    first = session.current_player()
    assert first is not None
    assert st.phase == "draft"
    name, other = session.name(first), session.name(1 - first)
    assert kinds == [["start"]]
    if draft == "draft":
        mine, theirs = guilds.name(st.guilds[first][0]), guilds.name(st.guilds[1 - first][0])
        assert lines == [f"New game of Riftforce: {name} is dealt the {mine} guild, {other} "
                         f"the {theirs} guild; {name} picks a guild first."]
    else:
        assert lines == [f"New game of Riftforce: {name} picks a guild first."]
    table.refresh()
    session.changed.emit()  # later refreshes add nothing
    assert table.moves.pick(st.draft_pool[0])
    assert kinds[0] == ["start"]
    assert ["start"] not in kinds[1:]
