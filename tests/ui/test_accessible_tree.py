"""The tables in Qt's accessibility tree, walked offscreen through ``QAccessible`` the way a
platform bridge (AT-SPI) walks it: from the felt's interface down through ``child(i)``.

Why these checks: a screen-reader user reaches only what the tree holds.  Every table (both
Supertrumf variants, Storma, Riftforce, Ordet) is walked in several phases of a game played
to its end; no node may be nameless, every card in view must be reachable with its zone and
its values in its name and no hidden card may be named; names follow the game (a count, a
health, a language) and the keyboard's ring is the accessible focus.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.exceptions import TimeoutError

from engine.storma import cards as storma_cards
from tests.ui.tables import new_session, show_table, wait_for_human
from ui.games.riftforce import text as riftforce_text
from ui.games.storma.access import full_name
from ui.i18n import Translations
from ui.seats import COMPUTER, HUMAN, SeatConfig
from ui.table.accessible import TableAccess
from ui.table.card_item import CardItem
from ui.table.plates import ButtonItem

Name = QAccessible.Text.Name


@dataclass
class Seen:
    iface: QAccessibleInterface
    name: str
    depth: int
    parent: Seen | None


def walk(root: QAccessibleInterface) -> list[Seen]:
    """Every node under ``root`` as the bridge reaches it, each checked to know its own
    place (``indexOfChild``) and its parent."""
    out: list[Seen] = []

    def visit(iface: QAccessibleInterface, depth: int, parent: Seen | None) -> None:
        seen = Seen(iface, iface.text(Name), depth, parent)
        out.append(seen)
        for i in range(iface.childCount()):
            child = iface.child(i)
            assert child is not None, f"child {i} of {seen.name!r} is missing"
            assert iface.indexOfChild(child) == i, seen.name
            assert child.parent().object() is iface.object(), child.text(Name)
            visit(child, depth + 1, seen)

    visit(root, 0, None)
    return out


def tree(table: Any) -> list[Seen]:
    QApplication.processEvents()
    root = QAccessible.queryAccessibleInterface(table.view)
    assert root is not None
    return walk(root)


def by_object(nodes: list[Seen]) -> dict[int, Seen]:
    return {id(n.iface.object()): n for n in nodes if n.iface.object() is not None}


# ---------------------------------------------------------------------- what a card shows
def storma_words(item: CardItem) -> str:
    assert item.card_id is not None
    return full_name(storma_cards.parse_card(item.card_id))


def riftforce_words(item: CardItem) -> str:
    assert item.card_id is not None
    assert item.face is not None
    if item.card_id.isdigit():  # an elemental: its guild and number ("Fire 6")
        return riftforce_text.card_name(int(item.card_id))
    return item.face.title  # a summoner


def face_words(item: CardItem) -> str:
    assert item.face is not None
    return item.face.title


def supertrumf_words(item: CardItem) -> str:
    assert item.face is not None
    first = item.face.rows[0] if item.face.rows else None
    return item.face.title + (f": {first.label} {first.value}" if first else "")


@dataclass
class Game:
    key: str
    options: dict[str, Any]
    words: Callable[[CardItem], str]


GAMES = [
    Game("supertrumf", {"variant": "klassisk", "seats": 2}, supertrumf_words),
    Game("supertrumf", {"variant": "blixtduell", "seats": 2}, supertrumf_words),
    Game("storma", {"seats": 2}, storma_words),
    Game("riftforce", {"seats": 2}, riftforce_words),
    Game("ordet", {"seats": 2, "language": "en"}, face_words),
]


def phases(qtbot: Any, game: Game, seed: int) -> Iterator[tuple[Any, Any]]:
    """(table, session) at the start, after a few moves, later, and at the game's end: the
    person plays random legal moves against a computer.  Ordet fanger stops at its first
    duel the person has to answer by typing (a phase of its own: the duel on the table)."""
    session = new_session(game.key, game.options, seed,
                          [SeatConfig("Ann", HUMAN), SeatConfig("Bo", COMPUTER, "")])
    table = show_table(qtbot, session)
    rng = random.Random(seed)
    checkpoints = {0, 3, 10}
    for step in range(400):
        try:
            wait_for_human(qtbot, session, timeout=10000 if game.key != "ordet" else 3000)
        except TimeoutError:
            break  # Ordet's duel waits for typed answers
        if session.pending_handover is not None:
            session.accept_handover()
            continue
        if step in checkpoints:
            yield table, session
        if session.is_over():
            break
        session.submit(rng.choice(session.legal_actions()))
    yield table, session


def check_tree(table: Any, game: Game) -> list[Seen]:
    nodes = tree(table)
    access: TableAccess = table.access
    objects = by_object(nodes)
    for n in nodes:
        assert n.name.strip(), f"a nameless node under {n.parent.name if n.parent else ''!r}"
        state = n.iface.state()
        if state.focusable or n.iface.role() == QAccessible.Role.Button:
            assert n.name.strip()
    for item in table.scene.card_items():
        if not item.isVisible():
            continue
        seen = objects.get(id(item))
        assert seen is not None, f"card {item.key} in {item.zone_name} is not in the tree"
        zone = table.scene.zones[item.zone_name]
        place = access.naming.zone_title(zone)
        assert place, item.zone_name
        assert place in seen.name, (seen.name, place)
        assert seen.parent is not None
        assert seen.parent.iface.object() is not None
        if item.face_up and item.face is not None:
            assert game.words(item) in seen.name, (seen.name, game.words(item))
        else:
            assert seen.name.startswith("face-down card"), seen.name
            assert item.card_id is None or item.card_id not in seen.name.split(", ")
        assert not seen.iface.rect().isEmpty(), seen.name
    return nodes


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g.key}-{g.options.get('variant', '')}")
def test_every_table_names_every_node_and_reaches_every_card(qtbot: Any, game: Game) -> None:
    names: list[set[str]] = []
    for table, _session in phases(qtbot, game, seed=11):
        nodes = check_tree(table, game)
        names.append({n.name for n in nodes})
        viewer = table.session.viewer
        hand = [c for c in table.scene.card_items() if c.zone_name == f"hand{viewer}"]
        if hand:
            zone = objects_named(nodes, "Your hand")
            assert zone is not None
            assert f"{len(hand)} card" in zone.name, zone.name
    # the tree follows the game: what was said at the start is not all said later
    assert len(names) >= 3
    assert names[0] != names[-1]


def objects_named(nodes: list[Seen], start: str) -> Seen | None:
    return next((n for n in nodes if n.name.startswith(start)), None)


def test_hidden_cards_are_never_named(qtbot: Any) -> None:
    """Bo's hand in Storma: backs only, whatever Bo holds."""
    session = new_session("storma", {"seats": 2}, 5,
                          [SeatConfig("Ann", HUMAN), SeatConfig("Bo", COMPUTER, "")])
    table = show_table(qtbot, session)
    wait_for_human(qtbot, session)
    rng = random.Random(2)
    for _ in range(4):
        session.submit(rng.choice(session.legal_actions()))
        wait_for_human(qtbot, session)
    nodes = tree(table)
    theirs = objects_named(nodes, "Bo's hand")
    assert theirs is not None
    hidden = [n for n in nodes if n.parent is theirs]
    assert hidden
    assert all(n.name == "face-down card, Bo's hand" for n in hidden)


def test_storma_active_card_says_its_health(qtbot: Any) -> None:
    session = new_session("storma", {"seats": 2}, 3,
                          [SeatConfig("Ann", HUMAN), SeatConfig("Bo", COMPUTER, "")])
    table = show_table(qtbot, session)
    rng = random.Random(1)
    for _ in range(40):
        wait_for_human(qtbot, session)
        if session.is_over() or session.view().active[1] is not None:
            break
        session.submit(rng.choice(session.legal_actions()))
    slot = session.view().active[1]
    assert slot is not None
    nodes = tree(table)
    card = objects_named(nodes, full_name(slot.card))
    assert card is not None
    toughness = storma_cards.toughness(slot.card)
    assert f"Bo's Active card, {toughness - slot.total()} of {toughness} health" in card.name


def test_riftforce_locations_hold_both_lines(qtbot: Any) -> None:
    session = new_session("riftforce", {"seats": 2}, 4,
                          [SeatConfig("Ann", HUMAN), SeatConfig("Bo", COMPUTER, "")])
    table = show_table(qtbot, session)
    rng = random.Random(4)
    for _ in range(30):
        wait_for_human(qtbot, session)
        if session.view().phase != "draft":
            break
        session.submit(rng.choice(session.legal_actions()))
    wait_for_human(qtbot, session)
    nodes = tree(table)
    locations = [n for n in nodes if n.name.startswith("Location ")]
    assert [n.name.split(":")[0] for n in locations] == [f"Location {i}" for i in range(1, 6)]
    for loc in locations:
        lines = [n for n in nodes if n.parent is loc]
        assert len(lines) == 2
        assert "your side" in lines[0].name
        assert "Bo's side" in lines[1].name
        mine = [n for n in nodes if n.parent is lines[0]]
        assert f"yours {len(mine)} card" in loc.name
    v = session.view()
    for n in nodes:
        obj = n.iface.object()
        if isinstance(obj, CardItem) and obj.zone_name.startswith("line") and obj.card_id:
            damage = v.damage[int(obj.card_id)]
            assert (f"{damage} damage" in n.name) == (damage > 0), n.name


def test_the_keyboard_ring_is_the_accessible_focus(qtbot: Any) -> None:
    session = new_session("supertrumf", {"variant": "blixtduell", "seats": 2}, 7,
                          [SeatConfig("Ann", HUMAN), SeatConfig("Bo", COMPUTER, "")])
    table = show_table(qtbot, session)
    wait_for_human(qtbot, session)
    table.activateWindow()
    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus)
    access: TableAccess = table.access
    # a reader asks for the felt first (a bridge walks the window): from then on the
    # table says where the ring goes
    root = QAccessible.queryAccessibleInterface(table.view)
    assert access.listening
    access.sent.clear()
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    hand = table.own_hand_items()
    qtbot.waitUntil(lambda: focus_events(access) != [])
    assert focus_events(access)[-1] is hand[1]
    assert root.focusChild().object() is hand[1]
    card = QAccessible.queryAccessibleInterface(hand[1])
    assert card.state().focused
    assert card.state().focusable
    assert not QAccessible.queryAccessibleInterface(hand[0]).state().focused
    # Tab to a button: the focus follows the walk
    for _ in range(len(table.tab_walk.stops()) + 1):
        qtbot.keyClick(table.view, Qt.Key.Key_Tab)
        QApplication.processEvents()
        if isinstance(table.tab_walk.current, ButtonItem):
            break
    button = table.tab_walk.current
    assert isinstance(button, ButtonItem)
    qtbot.waitUntil(lambda: focus_events(access)[-1] is button)
    assert QAccessible.queryAccessibleInterface(button).text(Name) == button.text


def focus_events(access: TableAccess) -> list[QObject]:
    return [obj for kind, obj in access.sent if kind == QAccessible.Event.Focus]


def test_names_follow_the_game_and_the_language(qtbot: Any) -> None:
    translations = Translations()
    session = new_session("supertrumf", {"variant": "klassisk", "seats": 2}, 7,
                          [SeatConfig("Ann", HUMAN), SeatConfig("Bo", COMPUTER, "")])
    table = show_table(qtbot, session)
    wait_for_human(qtbot, session)
    before = objects_named(tree(table), "Draw pile")
    assert before is not None
    try:
        translations.install("sv")
        table.retranslate()
        nodes = tree(table)
        draw = table.scene.zone("draw")
        assert draw.label != "Draw pile"
        assert objects_named(nodes, draw.label) is not None
        assert objects_named(nodes, "Draw pile") is None
    finally:
        translations.install("en")
        table.retranslate()
    counted = objects_named(tree(table), "Draw pile")
    assert counted is not None
    assert counted.name == before.name


def test_storma_hand_cards_say_what_they_can_do(qtbot: Any) -> None:
    """On the person's turn a hand card says "can attack" exactly when the engine's check
    lets it attack alone."""
    from ui.games.storma import specs

    session = new_session("storma", {"seats": 2}, 7,
                          [SeatConfig("Ann", HUMAN), SeatConfig("Bo", COMPUTER, "")])
    table = show_table(qtbot, session)
    rng = random.Random(3)
    for _ in range(60):
        wait_for_human(qtbot, session)
        v = session.view()
        if v.phase == "turn" and session.human_to_act() and not table.moves.retreating:
            break
        session.submit(rng.choice(session.legal_actions()))
    v = session.view()
    assert v.phase == "turn"
    nodes = by_object(tree(table))
    said = 0
    for item in table.own_hand_items():
        card = storma_cards.parse_card(item.card_id)
        name = nodes[id(item)].name
        can = specs.attack_problem(v, 0, [card]) is None
        assert ("can attack" in name) == can, name
        said += can
    assert said > 0


def test_a_move_is_told_as_changed_names(qtbot: Any) -> None:
    """While something reads the tree, a move sends ``NameChanged`` for what it changed
    (the hand's count); what was there when the reader came is not news."""
    session = new_session("supertrumf", {"variant": "klassisk", "seats": 2}, 7,
                          [SeatConfig("Ann", HUMAN), SeatConfig("Bo", COMPUTER, "")])
    table = show_table(qtbot, session)
    wait_for_human(qtbot, session)
    access: TableAccess = table.access
    QAccessible.queryAccessibleInterface(table.view)
    assert access.listening
    QApplication.processEvents()
    assert access.sent == []
    hand_zone = table.scene.zone("hand0")
    session.submit(table.card_action(table.own_hand_items()[0]))
    qtbot.waitUntil(lambda: any(obj is hand_zone for kind, obj in access.sent
                                if kind == QAccessible.Event.NameChanged))
