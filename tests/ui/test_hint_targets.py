"""Every table frames what a hint's action uses: its cards, its place or its button.

Why these tests: a hint is only useful if the gold frames sit on the things the person would
touch to make that move.  For each game the tests walk through real positions (the default
computer player choosing for both sides), and at each decision of the person check *every*
legal action: ``hint_targets`` is not empty, every rectangle lies on the felt, every framed
card is a card item of the action (and every card of the action is framed), and every other
frame is the expected place or button.  Then a stand-in hint is shown: the marks are visible,
frame exactly those rectangles and put their label on the felt.  ``HINT_PNG_DIR`` (if set)
keeps a picture of one hint per game for a look.

The hint shown is the game's own: its reason (``games.explainer``) for one action of every kind
the person may make there, as if the Hard player had recommended it, with a win estimate after
it.  Its label must be one sentence naming the thing the action uses (the card, the property,
the guild, the location, the word to say) — never the old "Wins 57 % of 200 simulated games"
alone — and lie where it covers none of the frames and nothing the person may use now (hand
cards, cards to choose, buttons, zones that take a drop, Ordet's piles and buzzers).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from engine.ordet import actions as oa
from engine.ordet.rules import GAME as ORDET
from engine.ordet.state import OrdetState
from engine.riftforce import actions as ra
from engine.riftforce.rules import matching_elementals
from engine.riftforce.state import State as RiftState
from engine.search.hints import Hint
from engine.storma import actions as sa
from engine.storma.state import StormaState
from engine.supertrumf import deck
from engine.supertrumf.rules import Mulligan, NameProperty, Play
from tests.engine.riftforce import helpers as rc
from tests.engine.storma.positions import c, position
from tests.ui.riftforce_script import Planner, to_actions
from ui.games.ordet import text as ordet_text
from ui.games.ordet.table import OrdetTable
from ui.games.riftforce import guilds as rf_guilds
from ui.games.riftforce import text as rf_text
from ui.games.riftforce.table import RiftforceTable
from ui.games.storma.faces import short_name, suit_name
from ui.games.storma.specs import card_key
from ui.games.storma.table import StormaTable
from ui.games.supertrumf import SupertrumfTable
from ui.games.supertrumf import text as st_text
from ui.session import COMPUTER, HUMAN, SeatConfig, Session
from ui.table.card_item import CardItem
from ui.table.felt_table import FeltTable
from ui.table.plates import ButtonItem

Key = tuple[float, float, float, float]


def key(r: QRectF) -> Key:
    return (round(r.x(), 3), round(r.y(), 3), round(r.width(), 3), round(r.height(), 3))


@dataclass
class Expected:
    """What a hint for one action must frame: the ids of its cards, and its other rectangles
    (places and buttons)."""

    cards: set[str]
    places: list[QRectF]


def framed(r: QRectF, item: CardItem, felt: QRectF) -> bool:
    """``r`` frames ``item``: the card on the felt (without the item's badge room), or the
    part of it that the next card of a fan or a line leaves in view (cut on the right or at
    the bottom)."""
    card = item.mapRectToScene(item.card_rect()).intersected(felt)
    near = 0.01
    return (item.isVisible() and abs(r.left() - card.left()) < near
            and abs(r.top() - card.top()) < near and r.right() <= card.right() + near
            and r.bottom() <= card.bottom() + near and r.width() > 20 and r.height() > 20)


def check(table: FeltTable, action: Any, expected: Expected) -> list[QRectF]:
    """``hint_targets(action)`` frames exactly ``expected``, on the felt."""
    rects = table.hint_targets(action)
    assert rects, f"nothing framed for {action}"
    felt = table.scene.sceneRect()
    for r in rects:
        assert felt.contains(r), f"{action}: {r} is off the felt {felt}"
    framed_cards: list[str] = []
    others: list[Key] = []
    for r in rects:
        ids = [c.card_id for c in table.scene.card_items() if framed(r, c, felt)]
        if not ids:
            others.append(key(r))
        else:
            assert set(ids) & expected.cards, f"{action}: frames {ids}"
            framed_cards.append(str(next(i for i in ids if i in expected.cards)))
    assert sorted(framed_cards) == sorted(expected.cards), action
    assert sorted(others) == sorted(key(p) for p in expected.places), action
    return rects


OLD_TEXTS = ("The computer's best players would play this.", "simulated games.")


def real_hint(table: FeltTable, action: Any) -> Hint:
    """The hint the Hard player would give if it recommended ``action``: the game's reason for
    it (from the person's view) and a win estimate (``odds``) to go in brackets after it."""
    s = table.session
    seat = s.viewer
    assert seat is not None
    decision = Decision(s.game, s.game.view(s.state, seat), seat, s.legal_actions())
    explainer = games.explainer(s.game_name)
    assert explainer is not None
    explained = explainer(decision, action, Rng(1))
    assert explained is not None, f"no reason for {action}"
    return Hint(action, explained[0], explained[1], None, (57, 200))


def names_in(table: FeltTable, action: Any) -> list[str]:
    """What a hint for ``action`` must name (as the table names it): its cards, property,
    guild, location, word or button."""
    if isinstance(table, SupertrumfTable):
        if isinstance(action, NameProperty):
            return [st_text.property_name(action.prop)]
        if isinstance(action, Play):
            return [table.card_label(c) for c in action.cards]
        return ["draw" if action.redraw else "keep this hand"]
    if isinstance(table, StormaTable):
        if isinstance(action, sa.Attack | sa.Exchange):
            return [short_name(c) for c in action.cards]
        if isinstance(action, sa.ChooseActive | sa.FillActive | sa.Heal | sa.Retreat):
            return [short_name(action.card)]
        if isinstance(action, sa.ChooseHouse):
            return [suit_name(action.suit)]
        return {sa.RemoveDamage: ["Remove"], sa.EndHeal: ["End the heal"],
                sa.Pass: ["Pass"]}[type(action)]
    if isinstance(table, RiftforceTable):
        if isinstance(action, ra.DraftPick):
            return [rf_guilds.name(action.guild)]
        if isinstance(action, ra.PlaceCard):
            return [rf_text.card_name(action.card), f"location {action.location + 1}"]
        if isinstance(action, ra.Activate | ra.ActivateElemental | ra.ChooseCard):
            return [rf_text.card_name(action.card)]
        if isinstance(action, ra.ChooseLocation):
            return [f"location {action.location + 1}"]
        return {ra.CheckAndDraw: ["Check & Draw"], ra.EndPlay: ["End your play"],
                ra.StopActivating: ["Stop activating"]}[type(action)]
    assert isinstance(table, OrdetTable)
    if isinstance(action, oa.Answer):
        return list(action.answers)
    if isinstance(action, oa.Claim):
        return [action.text]
    if isinstance(action, oa.Pass):
        duel = table.st.duel
        assert duel is not None
        return [ordet_text.category(ORDET.cardset(table.st), duel.targets[action.seat])]
    return {oa.Draw: ["Draw"], oa.DeclareTie: ["tie"]}[type(action)]


def choosable(table: FeltTable) -> list[QRectF]:
    """What the person may use now, found here without the table's ``hint_avoid``: hand cards,
    cards that can be chosen or dragged, enabled buttons, zones that take a drop (and Ordet's
    draw piles, own play piles and buzzers)."""
    hand = table.own_hand_items()
    rects = [c.mapRectToScene(c.card_rect()) for c in table.scene.card_items()
             if c.isVisible() and (c in hand or (
                 (c.selectable or c.draggable)
                 and c.acceptedMouseButtons() != Qt.MouseButton.NoButton))]
    rects += [i.sceneBoundingRect() for i in table.scene.items()
              if isinstance(i, ButtonItem) and i.isVisible() and i.enabled]
    rects += [z.rect for z in table.scene.zones.values() if z.isVisible() and z.accepts]
    if isinstance(table, OrdetTable):
        me = table.session.viewer
        piles = [*table.draw_piles, *(p for (seat, _), p in table.play.items() if seat == me)]
        rects += [p.mapRectToScene(p.card_rect()) for p in piles if p.isVisible()]
        rects += [b.sceneBoundingRect() for b in table.buzzers if b.isVisible()]
    return rects


def check_shown(table: FeltTable, action: Any) -> None:
    """The real hint for ``action``: the marks frame the targets (6 units out); the label is
    one sentence naming the action's things, with the estimate in brackets after the reason,
    and lies on the felt clear of every frame and every choosable thing."""
    rects = table.hint_targets(action)
    table.show_hint(real_hint(table, action))
    marks = table.hint_marks
    assert marks.isVisible()
    assert [key(r) for r in marks.targets] == [key(r.adjusted(-6, -6, 6, 6)) for r in rects]
    text = marks.text
    assert text.startswith("Hint: "), text
    assert text.endswith("(wins 57 % of 200 simulated games)."), text
    why = text.removeprefix("Hint: ").removesuffix(" (wins 57 % of 200 simulated games).")
    assert not any(old in why for old in OLD_TEXTS), text
    assert not any(stop in why for stop in (". ", "! ", "? ", "\n")), f"not one sentence: {text}"
    for name in names_in(table, action):
        assert name.lower() in why.lower(), (action, name, text)
    label = marks.label_rect()
    assert not label.isEmpty()
    assert table.scene.sceneRect().contains(label)
    for r in marks.targets:
        assert not label.intersects(r), (action, "covers a frame", label, r)
    for r in choosable(table):
        assert not label.intersects(r), (action, "covers a choosable thing", label, r)
    marks.dismiss()
    assert not marks.isVisible()


def check_kinds(table: FeltTable, actions: Iterable[Any]) -> None:
    """``check_shown`` for one action of every kind among ``actions``."""
    first: dict[type, Any] = {}
    for a in actions:
        first.setdefault(type(a), a)
    for a in first.values():
        check_shown(table, a)


def save_png(table: FeltTable, action: Any, name: str) -> None:
    """The table with ``action``'s hint shown, at 1280 × 800, kept under ``HINT_PNG_DIR``."""
    folder = os.environ.get("HINT_PNG_DIR")
    if not folder:
        return
    table.resize(1280, 800)
    QApplication.processEvents()
    table.show_hint(real_hint(table, action))
    QApplication.processEvents()
    Path(folder).mkdir(parents=True, exist_ok=True)
    assert table.grab().save(str(Path(folder) / f"{name}.png"))
    table.hint_marks.dismiss()


def walk(qtbot: QtBot, session: Session, decisions: int, seat: int = 0,
         seed: int = 5) -> Iterator[int]:
    """Yield at each of the person's next ``decisions`` decision points (after which the
    default computer player chooses for them and the session plays on)."""
    agent = games.agents(session.game_name)[games.default_agent(session.game_name)]()
    rng = Rng(seed)
    for n in range(decisions):
        qtbot.waitUntil(lambda: session.is_over() or session.human_to_act(), timeout=10000)
        if session.is_over():
            return
        yield n
        view = session.game.view(session.state, seat)
        action = agent.choose(Decision(session.game, view, seat, session.legal_actions()), rng)
        session.submit(action)


def kinds(actions: Iterable[Any]) -> set[str]:
    return {type(a).__name__ for a in actions}


@pytest.fixture
def sessions(qapp: QApplication) -> Iterator[list[Session]]:
    made: list[Session] = []
    yield made
    for s in made:
        s.cancel_thinking()
        s.paused = True


def made(qtbot: QtBot, sessions: list[Session], session: Session,
         create: Callable[[Session], FeltTable]) -> FeltTable:
    session.computer_pace_ms = 0
    sessions.append(session)
    table = create(session)
    table.set_animation_speed(0.0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    session.start()
    return table


# ---------------------------------------------------------------------------- Supertrumf
def supertrumf_expected(table: SupertrumfTable, action: Any) -> Expected:
    viewer = table.session.viewer
    assert viewer is not None
    if isinstance(action, NameProperty):
        button = table.prop_buttons[deck.PROPERTIES.index(action.prop)]
        return Expected(set(), [button.sceneBoundingRect()])
    if isinstance(action, Mulligan):
        button = table.redraw_button if action.redraw else table.keep_button
        return Expected(set(), [button.sceneBoundingRect()])
    assert isinstance(action, Play)
    return Expected(set(action.cards), [table.scene.zone(f"slot{viewer}").rect])


@pytest.mark.parametrize("variant", ["klassisk", "blixtduell"])
def test_supertrumf_hints_frame_the_button_or_the_cards_and_the_place(
        qtbot: QtBot, sessions: list[Session], variant: str) -> None:
    session = Session("supertrumf", {"variant": variant, "seats": 2}, 11,
                      [SeatConfig("Berit", HUMAN), SeatConfig("Adam", COMPUTER)])
    table = made(qtbot, sessions, session, SupertrumfTable)
    assert isinstance(table, SupertrumfTable)
    seen: set[str] = set()
    shown = False
    for _ in walk(qtbot, session, 14):
        legal = session.legal_actions()
        seen |= kinds(legal)
        for action in legal:
            check(table, action, supertrumf_expected(table, action))
        check_kinds(table, legal)
        big = max(legal, key=lambda a: len(getattr(a, "cards", ())))
        if isinstance(big, Play) and len(big.cards) == 2 and not shown:
            save_png(table, big, f"supertrumf-{variant}-play")
            shown = True
        if isinstance(legal[0], NameProperty) and variant == "klassisk":
            save_png(table, legal[2], f"supertrumf-{variant}-name")
        if isinstance(legal[0], Mulligan):
            save_png(table, Mulligan(True), f"supertrumf-{variant}-mulligan")
    wanted = {"NameProperty", "Play"} | ({"Mulligan"} if variant == "blixtduell" else set())
    assert wanted <= seen


# ---------------------------------------------------------------------------- Storma
def storma_expected(table: StormaTable, action: Any) -> Expected:
    me = table.session.viewer
    assert me is not None
    zone = table.scene.zone
    b = table.buttons
    if isinstance(action, sa.ChooseHouse):
        return Expected(set(), [table.house_buttons[action.suit].sceneBoundingRect()])
    if isinstance(action, sa.ChooseActive | sa.FillActive):
        return Expected({card_key(action.card)}, [zone(f"act{me}").rect])
    if isinstance(action, sa.Attack):
        v: StormaState = table.session.view()
        target = v.active[1 - me]
        assert target is not None
        return Expected({card_key(x) for x in (*action.cards, target.card)}, [])
    if isinstance(action, sa.Exchange):
        return Expected({card_key(x) for x in action.cards}, [zone("discard").rect])
    if isinstance(action, sa.Heal):
        slot = zone(f"act{me}" if action.target == "active" else f"inf{me}")
        return Expected({card_key(action.card)}, [slot.rect])
    if isinstance(action, sa.RemoveDamage):
        picked = [table.picker.buttons[i] for i in action.entries]
        heal = table.view_state().heal
        assert heal is not None
        slot = zone(f"act{me}" if heal.target == "active" else f"inf{me}")
        return Expected(set(), [slot.rect, *(x.sceneBoundingRect()
                                             for x in (*picked, table.picker.ok))])
    if isinstance(action, sa.Retreat):
        place = (zone(f"act{me}").rect if table.moves.retreating
                 else b["retreat"].sceneBoundingRect())
        return Expected({card_key(action.card)}, [place])
    name = "end_heal" if isinstance(action, sa.EndHeal) else "pass"
    assert isinstance(action, sa.EndHeal | sa.Pass)
    return Expected(set(), [b[name].sceneBoundingRect()])


def storma_table(qtbot: QtBot, sessions: list[Session], state: StormaState | None = None,
                 seed: int = 3) -> StormaTable:
    session = Session("storma", {}, seed, [SeatConfig("Adam", HUMAN, "heuristic"),
                                           SeatConfig("Berit", COMPUTER, "heuristic")])
    if state is not None:
        session.state = state
    table = made(qtbot, sessions, session, StormaTable)
    assert isinstance(table, StormaTable)
    qtbot.waitUntil(lambda: session.human_to_act(), timeout=10000)
    return table


def check_storma(table: StormaTable) -> set[str]:
    legal = table.session.legal_actions()
    for action in legal:
        check(table, action, storma_expected(table, action))
    check_kinds(table, legal)
    return kinds(legal)


def test_storma_hints_through_a_game(qtbot: QtBot, sessions: list[Session]) -> None:
    table = storma_table(qtbot, sessions)
    seen: set[str] = set()
    for _ in walk(qtbot, table.session, 16):
        seen |= check_storma(table)
        legal = table.session.legal_actions()
        attack = next((a for a in legal if isinstance(a, sa.Attack) and len(a.cards) > 1), None)
        if attack is not None and "attack" not in seen:
            save_png(table, attack, "storma-attack")
            seen.add("attack")
    assert {"ChooseHouse", "ChooseActive", "Attack", "Exchange", "Retreat"} <= seen


def test_storma_hints_for_heals_retreats_refills_and_pass(qtbot: QtBot,
                                                          sessions: list[Session]) -> None:
    seen: set[str] = set()
    # a heal: the card and the slot, then the picker's entries and End heal
    state = position(hands=(("6H", "2H", "9C", "KD"), ()), active=("QH", "KS"),
                     damage=(("2S", "4S", "7S"), ()), rolls=[6, 6, 6, 6])
    table = storma_table(qtbot, sessions, state)
    s = table.session
    seen |= check_storma(table)
    save_png(table, sa.Heal("active", c("6H")), "storma-heal")
    s.submit(sa.Heal("active", c("6H")))
    assert table.picker.isVisible()
    seen |= check_storma(table)
    removal = next(a for a in s.legal_actions() if isinstance(a, sa.RemoveDamage)
                   and len(a.entries) == 2)
    save_png(table, removal, "storma-remove")
    s.submit(removal)
    assert s.state.phase == "heal"
    seen |= check_storma(table)
    # a retreat under way: the new Active card goes on the Active slot
    state = position(hands=(("KD", "JC", "3C"), ()), active=("QH", "KS"), damage=(("9S",), ()))
    table = storma_table(qtbot, sessions, state)
    s = table.session
    table.moves.start_retreat()
    assert table.moves.retreating
    seen |= check_storma(table)
    assert sa.Pass() not in s.legal_actions()
    assert table.hint_targets(sa.Pass()) == []
    # the Active card fell: the Infirmary card or a face card from the hand fills the slot
    state = position(hands=(("KD", "2C", "3C"), ("9D", "8D", "4C", "5D")), active=("QH", "KS"),
                     damage=(("10S", "9S", "7S", "8S"), ()), infirmary=("JH", None), to_move=1)
    table = storma_table(qtbot, sessions, state)
    assert table.session.state.phase == "refill"
    seen |= check_storma(table)
    save_png(table, sa.FillActive(c("JH")), "storma-fill")
    # nothing to do but pass
    state = position(hands=((), ("2C",)), active=("QH", "KS"), infirmary=("KH", None),
                     trophies=((), ("JH",)))
    table = storma_table(qtbot, sessions, state)
    seen |= check_storma(table)
    assert {"Heal", "RemoveDamage", "EndHeal", "Retreat", "FillActive", "Pass"} <= seen


# ---------------------------------------------------------------------------- Riftforce
def riftforce_expected(table: RiftforceTable, action: Any) -> Expected:
    me = table.session.viewer
    assert me is not None
    if isinstance(action, ra.DraftPick):
        return Expected({action.guild}, [])
    if isinstance(action, ra.PlaceCard):
        return Expected({str(action.card)}, [table.lines[(me, action.location)].rect])
    if isinstance(action, ra.Activate):
        if table.arming == action.card:
            button = table.guild_button if action.by == "guild" else table.number_button
            return Expected({str(action.card)}, [button.sceneBoundingRect()])
        return Expected({str(action.card)}, [table.scene.zone(f"discard{me}").rect])
    if isinstance(action, ra.ActivateElemental | ra.ChooseCard):
        return Expected({str(action.card)}, [])
    if isinstance(action, ra.ChooseLocation):
        return Expected(set(), [table.rifts[action.location].rect])
    if isinstance(action, ra.CheckAndDraw):
        return Expected(set(), [table.check_button.sceneBoundingRect()])
    assert isinstance(action, ra.EndPlay | ra.StopActivating)
    return Expected(set(), [table.end_button.sceneBoundingRect()])


def check_riftforce(table: RiftforceTable) -> set[str]:
    legal = table.session.legal_actions()
    for action in legal:
        check(table, action, riftforce_expected(table, action))
    check_kinds(table, legal)
    return kinds(legal)


def test_riftforce_hints_through_a_game(qtbot: QtBot, sessions: list[Session]) -> None:
    session = Session("riftforce", {"seats": 2, "draft": "free"}, 9,
                      [SeatConfig("Berit", HUMAN), SeatConfig("Adam", COMPUTER)])
    table = made(qtbot, sessions, session, RiftforceTable)
    assert isinstance(table, RiftforceTable)
    planner = Planner(0)  # plays for the effects: spreads, Water/Air, Thunderbolt
    seen: set[str] = set()
    pictures: set[str] = set()
    armed = False
    for _ in range(200):
        qtbot.waitUntil(lambda: session.is_over() or session.human_to_act(), timeout=10000)
        if session.is_over():
            break
        st: RiftState = session.state
        seen |= check_riftforce(table)
        legal = session.legal_actions()
        for a in legal:  # one picture per kind of decision
            name = type(a).__name__
            if name in ("DraftPick", "PlaceCard", "ActivateElemental", "ChooseLocation",
                        "ChooseCard") and name not in pictures:
                pictures.add(name)
                save_png(table, a, f"riftforce-{name}")
        both = [a.card for a in legal if isinstance(a, ra.Activate) and a.by == "guild"
                and matching_elementals(st, 0, a.card, "number")]
        if both and not armed:  # a card whose mode is asked: the mode's button and the card
            table.moves.activate(both[0])
            assert table.arming == both[0]
            for a in legal:
                check(table, a, riftforce_expected(table, a))
            save_png(table, ra.Activate(both[0], "number"), "riftforce-Activate-armed")
            table.arming = None
            table.refresh()
            armed = True
        ops = to_actions(st, planner.plan(session.game.view(st, 0)))
        action = next((a for a in ops if a in legal), legal[0])
        session.submit(action)
    assert armed
    assert {"DraftPick", "PlaceCard", "EndPlay", "Activate", "ActivateElemental",
            "CheckAndDraw", "ChooseLocation"} <= seen, seen


def test_riftforce_hints_through_a_thunderbolt_activation(qtbot: QtBot,
                                                          sessions: list[Session]) -> None:
    """Two Thunderbolts activated by guild: the elemental to activate, the enemy to hit (a
    card question), then the End button to stop after the first."""
    bolt = [rc.card("thunderbolt", n) for n in (5, 6, 7)]
    enemies = [rc.card("ice", 5), rc.card("ice", 6), rc.card("earth", 5)]
    st = rc.position(guilds=(("thunderbolt", "light", "fire", "water"),
                             ("air", "earth", "plant", "ice")),
                     board={0: {1: [bolt[0]], 2: [bolt[1]]},
                            1: {1: enemies[:2], 2: enemies[2:]}},
                     hands={0: [bolt[2], rc.card("fire", 5), rc.card("light", 6)],
                            1: [rc.card("air", 5)]},
                     damage={enemies[0]: 4})
    session = Session("riftforce", {"seats": 2, "draft": "draft"}, 9,
                      [SeatConfig("Berit", HUMAN), SeatConfig("Adam", COMPUTER)])
    session.state = st
    table = made(qtbot, sessions, session, RiftforceTable)
    assert isinstance(table, RiftforceTable)
    seen = check_riftforce(table)
    for action in (ra.Activate(bolt[2], "guild"), ra.ActivateElemental(bolt[0])):
        session.submit(action)
        seen |= check_riftforce(table)
    save_png(table, ra.ChooseCard(enemies[0]), "riftforce-ChooseCard")
    while "StopActivating" not in kinds(session.legal_actions()):
        legal = session.legal_actions()
        assert all(isinstance(a, ra.ChooseCard) for a in legal), legal
        session.submit(legal[0])
        seen |= check_riftforce(table)
    save_png(table, ra.StopActivating(), "riftforce-StopActivating")
    assert {"Activate", "ActivateElemental", "ChooseCard", "StopActivating"} <= seen, seen


# ---------------------------------------------------------------------------- Ordet fanger
def ordet_expected(table: OrdetTable, action: Any) -> Expected:
    st: OrdetState = table.session.state

    def card(slot: tuple[int, int]) -> QRectF:
        item = table.play[slot]
        return item.mapRectToScene(item.card_rect())

    if isinstance(action, oa.Draw):
        pile = table.draw_piles[action.pile]
        return Expected(set(), [pile.mapRectToScene(pile.card_rect()),
                                card((st.turn, action.slot))])
    duel = st.duel
    assert duel is not None
    if isinstance(action, oa.DeclareTie):
        return Expected(set(), [card(s) for s in duel.slots])
    seat = action.seat
    target = next(s for s in duel.slots if st.top(s) == duel.targets[seat])
    if isinstance(action, oa.Claim):
        buzzer = table.buzzers[seat]
        shown = [buzzer.sceneBoundingRect()] if buzzer.isVisible() else []
        return Expected(set(), [*shown, card(target)])
    assert isinstance(action, oa.Answer)
    return Expected(set(), [card(target)])


def check_ordet(table: OrdetTable, actions: list[Any]) -> set[str]:
    for action in actions:
        if isinstance(action, oa.Pass):  # a button under the felt: the label alone
            assert table.hint_targets(action) == []
            continue
        check(table, action, ordet_expected(table, action))
    check_kinds(table, actions)
    return kinds(actions)


@pytest.mark.parametrize(("seats", "seed"), [(3, 5), (2, 9)])
def test_ordet_hints_frame_the_piles_to_draw_from_and_to_and_the_card_to_answer(
        qtbot: QtBot, sessions: list[Session], seats: int, seed: int) -> None:
    kinds_ = [HUMAN, *[COMPUTER] * (seats - 1)]
    session = Session("ordet", {"seats": seats, "judging": "typed", "rounds": 1}, seed,
                      [SeatConfig(f"P{i + 1}", k, "hard" if k == COMPUTER else "")
                       for i, k in enumerate(kinds_)])
    table = made(qtbot, sessions, session, OrdetTable)
    assert isinstance(table, OrdetTable)
    table.sim.set_manual(True)
    seen: set[str] = set()
    duels = draws = 0
    for _ in range(600):
        if session.is_over() or (duels >= 2 and draws >= 4):
            break
        st: OrdetState = session.state
        if st.phase == "draw":
            if session.seats[st.turn].is_human:
                seen |= check_ordet(table, session.legal_actions())
                if draws == 1:
                    save_png(table, session.legal_actions()[-1], f"ordet-{seats}-draw")
                draws += 1
                assert table.moves.draw()
            else:
                qtbot.waitUntil(lambda: session.state.phase != "draw"
                                or session.seats[session.state.turn].is_human, timeout=5000)
            continue
        duel = st.duel
        assert duel is not None
        if 0 in duel.seats and 0 not in duel.commits and table.duels.answer_seat() == 0:
            answer = ORDET.unused_answers(st, duel.targets[0])[0]
            legal = (session.legal_actions() if session.current_player() == 0
                     else [oa.Answer(0, (answer,), 1.0), oa.Pass(0)])
            legal += [oa.Claim(0, True, answer), oa.DeclareTie()]
            seen |= check_ordet(table, legal)
            if duels == 0:
                save_png(table, legal[0], f"ordet-{seats}-answer")
            duels += 1
            table.duels.submit_text(answer)
            table.refresh()
        else:
            table.sim.advance(0.5)  # computers race on the duel clock
    assert duels >= 1
    assert draws >= 4
    assert {"Draw", "Answer", "Pass", "Claim", "DeclareTie"} <= seen
