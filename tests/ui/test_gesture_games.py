"""Whole games of every table played with the mouse alone, no gesture left unanswered (#23).

Why: the tables' moves are tested one by one elsewhere; here a person plays each game from the
first card to the end screen through the felt — drags of hand cards onto zones, clicks on
cards, plates, the table's buttons, the hand-over screen, Ordet's draw piles and answer box —
so a move that only a key or the engine could make, or a gesture met with silence, fails.

The person's moves come from the game's heuristic agent (seeded), asked exactly as a computer
seat is asked; the test turns each chosen action into gestures (``perform_*``) and checks the
answer after every gesture: the action list grew with the chosen action, or (a step of a longer
gesture) the table shows the change.  The test never calls ``session.submit``: a move the
gestures cannot make fails with its details.  Each game also checks one refused drop (or, at
Ordet's table without a hand, a refused click): a callout with text and nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine import games
from engine.core import Decision, Rng
from engine.ordet.actions import Answer, Claim, Draw
from engine.ordet.actions import Pass as OrdetPass
from engine.riftforce.actions import (
    Activate,
    ActivateElemental,
    CheckAndDraw,
    ChooseCard,
    ChooseLocation,
    DraftPick,
    EndPlay,
    PlaceCard,
    StopActivating,
)
from engine.storma import cards as scd
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
from engine.storma.state import SETUP_ACTIVE
from engine.supertrumf.deck import PROPERTIES
from engine.supertrumf.rules import Mulligan, NameProperty, Play
from tests.ui.gestures import Hands, Tally
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.session import COMPUTER, HUMAN, SeatConfig
from ui.table.card_item import CardItem

#: a computer's move (or a duel's clock step) must come within this (a loaded 2-core machine)
PATIENCE_MS = 30_000
#: no game here takes more person actions than this (a loop that stops progressing fails)
MAX_STEPS = 3000

Perform = Callable[[Hands, Any], None]

#: what each seeded game takes: the person's actions by kind, all gestures, hand-over clicks.
#: Why exact: the games are deterministic (seeded deals, seeded agents, Ordet's duel clock
#: stepped by the test), so a change here means the tables answer gestures differently, or a
#: move now takes more gestures — worth a look, not a silent pass.
COUNTS: dict[str, tuple[dict[str, int], int, int]] = {
    "klassisk": ({"NameProperty": 6, "Play": 13}, 41, 13),
    "blixtduell": ({"Mulligan": 1, "NameProperty": 2, "Play": 5}, 11, 0),
    "storma": ({"ChooseHouse": 1, "ChooseActive": 1, "Attack": 8, "FillActive": 4,
                "Retreat": 1, "Heal": 2, "RemoveDamage": 2, "EndHeal": 1, "Exchange": 1}, 59, 0),
    "riftforce": ({"DraftPick": 3, "PlaceCard": 11, "CheckAndDraw": 3, "Activate": 7,
                   "ActivateElemental": 19, "ChooseLocation": 3, "ChooseCard": 1}, 55, 0),
    "ordet2": ({"Draw": 38, "Answer": 31}, 120, 0),
    "ordet4": ({"Draw": 18, "Answer": 11}, 41, 0),
}


def assert_counts(tally: Tally, game: str) -> None:
    kinds, gestures, handovers = COUNTS[game]
    assert (tally.kinds, tally.gestures, tally.handovers) == (kinds, gestures, handovers)
    assert tally.person_actions == sum(kinds.values())


# ------------------------------------------------------------------ shared driving
def start(qtbot: QtBot, window: MainWindow, game: str, options: dict[str, Any], seed: int,
          kinds: list[str]) -> Hands:
    """A seeded game on the window, animations off, computers at once."""
    window.set_speed("off")
    names = ["Ada", "Bo", "Cy", "Dag", "Eli", "Fia"]
    seats = [SeatConfig(names[i], kind, "heuristic" if kind == COMPUTER else "")
             for i, kind in enumerate(kinds)]
    window.resize(1280, 800)
    session = window.start(GameConfig(game, {"seats": len(kinds), **options}, seed, seats))
    assert session is not None
    session.computer_pace_ms = 0
    return Hands(qtbot, window)


def hand_item(hands: Hands, card_id: str) -> CardItem:
    """The viewer's hand card ``card_id`` on the table."""
    items: list[CardItem] = hands.table.own_hand_items()
    for item in items:
        if item.card_id == card_id:
            return item
    raise AssertionError(f"{card_id} is not in the hand on the table")


def select(hands: Hands, item: CardItem) -> None:
    """A click on a hand card: it must show as selected (a step of a longer gesture)."""
    assert not item.selected
    hands.click_item(item)
    hands.expect_change(f"click selects {item.card_id}", item.selected)


def play_game(qtbot: QtBot, hands: Hands, perform: Perform, policy_seed: int,
              same: Callable[[Any, Any], bool] | None = None,
              negative: Callable[[Hands, Any], bool] | None = None) -> Tally:
    """Play to the end: computers by themselves, the person's moves (the heuristic agent's
    choice) by ``perform``'s gestures, hand-over screens by a click.  ``negative(hands,
    chosen)`` may make the refused drop once (returns True when it did)."""
    s = hands.session
    agent = games.agents(s.game_name)["heuristic"]()
    rng = Rng(policy_seed)
    overlay = hands.table.overlay
    checked = negative is None

    def person_or_end() -> bool:
        return s.is_over() or s.human_to_act() or (
            s.pending_handover is not None and not overlay.isHidden())

    for _ in range(MAX_STEPS):
        if s.is_over():
            break
        if hands.accept_handover():
            continue
        if not s.human_to_act():
            qtbot.waitUntil(person_or_end, timeout=PATIENCE_MS)
            continue
        seat = s.current_player()
        assert seat is not None
        decision = Decision(s.game, s.game.clone(s.state), seat, s.legal_actions())
        chosen = agent.choose(decision, rng)
        if not checked:
            assert negative is not None
            checked = negative(hands, chosen)
        before = len(s.actions)
        perform(hands, chosen)
        hands.expect_action(before, chosen, same)
        hands.tally.count(chosen)
    assert s.is_over(), "the game did not end"
    assert checked, "the refused drop never came up"
    assert_by_gestures(hands.tally)
    return hands.tally


def assert_by_gestures(tally: Tally) -> None:
    """Every action of a person's seat came from a gesture: none without one (a fallback),
    and as many as the policy chose."""
    assert tally.fallbacks == 0
    assert tally.by_gesture == tally.person_actions > 0
    assert tally.unanswered() == 0


# ------------------------------------------------------------------ Supertrumf
def perform_supertrumf(hands: Hands, action: Any) -> None:
    t = hands.table
    me = hands.session.viewer
    if isinstance(action, NameProperty):
        button = t.prop_buttons[PROPERTIES.index(action.prop)]
        assert button.isVisible(), f"no button on the felt for {action!r}"
        hands.click_item(button)
    elif isinstance(action, Mulligan):
        hands.click_item(t.redraw_button if action.redraw else t.keep_button)
    elif isinstance(action, Play):
        first, *rest = [hand_item(hands, c) for c in action.cards]
        if rest:
            for item in (first, *rest):
                select(hands, item)
        hands.drag_to_zone(first, f"slot{me}")
    else:
        raise AssertionError(f"no gesture for {action!r}")


def supertrumf_negative(hands: Hands, chosen: Any) -> bool:
    if not isinstance(chosen, Play):
        return False
    me = hands.session.viewer
    assert me is not None
    other = (me + 1) % hands.table.n
    hands.refused_drop(hand_item(hands, chosen.cards[0]), f"slot{other}")
    return True


def test_klassisk_four_seats_two_people_by_gestures(qtbot: QtBot, window: MainWindow) -> None:
    hands = start(qtbot, window, "supertrumf", {"variant": "klassisk"}, 3,
                  [HUMAN, COMPUTER, HUMAN, COMPUTER])
    tally = play_game(qtbot, hands, perform_supertrumf, 3, negative=supertrumf_negative)
    assert_counts(tally, "klassisk")


def test_blixtduell_by_gestures(qtbot: QtBot, window: MainWindow) -> None:
    hands = start(qtbot, window, "supertrumf", {"variant": "blixtduell"}, 4, [HUMAN, COMPUTER])
    tally = play_game(qtbot, hands, perform_supertrumf, 4, negative=supertrumf_negative)
    assert_counts(tally, "blixtduell")


# ------------------------------------------------------------------ Storma slottet!
def storma_item(hands: Hands, card: int) -> CardItem:
    item = hands.table.item_for(card)
    assert item is not None, f"{scd.card_name(card)} is not on the table"
    assert item.isVisible(), f"{scd.card_name(card)} is not visible on the table"
    return item  # type: ignore[no-any-return]


def storma_drop(hands: Hands, cards: tuple[int, ...], zone: str) -> None:
    """Select every card of a group (clicks), then drag the first: the group goes along."""
    items = [storma_item(hands, c) for c in cards]
    if len(items) > 1:
        for item in items:
            select(hands, item)
    hands.drag_to_zone(items[0], zone)


def perform_storma(hands: Hands, action: Any) -> None:
    t = hands.table
    me = hands.session.viewer
    assert me is not None
    if isinstance(action, ChooseHouse):
        hands.click_item(t.house_buttons[action.suit])
    elif isinstance(action, (ChooseActive, FillActive)):
        item = storma_item(hands, action.card)
        if item.zone_name == f"inf{me}":  # the Infirmary card back: select it, confirm
            hands.click_item(item)
            hands.expect_change("click selects the Infirmary card", item.selected)
            hands.click_item(t.buttons["confirm"])
        else:
            hands.drag_to_zone(item, f"act{me}")
    elif isinstance(action, Attack):
        storma_drop(hands, action.cards, f"act{1 - me}")
    elif isinstance(action, Exchange):
        storma_drop(hands, action.cards, "discard")
    elif isinstance(action, Heal):
        zone = f"act{me}" if action.target == "active" else f"inf{me}"
        hands.drag_to_zone(storma_item(hands, action.card), zone)
    elif isinstance(action, RemoveDamage):
        picker = t.picker
        assert picker.isVisible()
        wanted = set(action.entries)
        for i in sorted(picker.chosen - wanted) + sorted(wanted - picker.chosen):
            was = set(picker.chosen)
            hands.click_item(picker.buttons[i])
            hands.expect_change(f"damage entry {i} toggled", picker.chosen != was)
        hands.click_item(picker.ok)
    elif isinstance(action, EndHeal):
        hands.click_item(t.buttons["end_heal"])
    elif isinstance(action, Pass):
        hands.click_item(t.buttons["pass"])
    elif isinstance(action, Retreat):
        active = next(i for i in t.scene.card_items() if i.zone_name == f"act{me}")
        hands.drag_to_zone(active, f"inf{me}")
        hands.expect_change("the Active card waits for its successor", t.moves.retreating)
        hands.drag_to_zone(storma_item(hands, action.card), f"act{me}")
    else:
        raise AssertionError(f"no gesture for {action!r}")


def storma_negative(hands: Hands, chosen: Any) -> bool:
    """Choosing the first Active card: a face card dropped on the discard pile is refused."""
    if not isinstance(chosen, ChooseActive) or hands.session.state.phase != SETUP_ACTIVE:
        return False
    text = hands.refused_drop(storma_item(hands, chosen.card), "discard")
    assert "Active" in text
    return True


def test_storma_by_gestures(qtbot: QtBot, window: MainWindow) -> None:
    hands = start(qtbot, window, "storma", {}, 5, [HUMAN, COMPUTER])
    tally = play_game(qtbot, hands, perform_storma, 5, negative=storma_negative)
    assert_counts(tally, "storma")


# ------------------------------------------------------------------ Riftforce
def rift_item(hands: Hands, card: int | str) -> CardItem:
    item = hands.table.item_for(card)
    assert item is not None, f"card {card} is not on the table"
    assert item.isVisible(), f"card {card} is not visible on the table"
    return item  # type: ignore[no-any-return]


def perform_riftforce(hands: Hands, action: Any) -> None:
    t = hands.table
    me = hands.session.viewer
    assert me is not None
    if isinstance(action, DraftPick):
        hands.click_item(rift_item(hands, action.guild))
    elif isinstance(action, PlaceCard):
        hands.drag_to_zone(rift_item(hands, action.card), f"line{me}_{action.location}")
    elif isinstance(action, (EndPlay, StopActivating)):
        hands.click_item(t.end_button)
    elif isinstance(action, Activate):
        before = len(hands.session.actions)
        hands.drag_to_zone(rift_item(hands, action.card), f"discard{me}")
        if len(hands.session.actions) == before:  # both modes fit: the buttons ask which
            hands.expect_change("the discarded card waits for its mode",
                                t.arming == action.card and t.guild_button.isVisible())
            hands.click_item(t.guild_button if action.by == "guild" else t.number_button)
    elif isinstance(action, (ActivateElemental, ChooseCard)):
        hands.click_item(rift_item(hands, action.card))
    elif isinstance(action, ChooseLocation):
        hands.click_zone(f"rift{action.location}")
    elif isinstance(action, CheckAndDraw):
        hands.click_item(t.check_button)
    else:
        raise AssertionError(f"no gesture for {action!r}")


def riftforce_negative(hands: Hands, chosen: Any) -> bool:
    """A hand card dropped on the opponent's side of the Rift is refused."""
    st = hands.session.state
    me = hands.session.viewer
    hand = hands.table.own_hand_items()
    if st.phase != "play" or st.pending is not None or not hand or me is None:
        return False
    text = hands.refused_drop(hand[0], f"line{1 - me}_2")
    assert text
    return True


def test_riftforce_with_the_draft_by_gestures(qtbot: QtBot, window: MainWindow) -> None:
    hands = start(qtbot, window, "riftforce", {"draft": "draft"}, 6, [HUMAN, COMPUTER])
    assert hands.session.state.phase == "draft"
    tally = play_game(qtbot, hands, perform_riftforce, 6, negative=riftforce_negative)
    assert_counts(tally, "riftforce")


# ------------------------------------------------------------------ Ordet fanger
def ordet_same(chosen: Any, new: Any) -> bool:
    """A typed answer becomes a ``Claim`` (or a sealed ``Answer``) of the same text: the
    duel clock, not the policy, says when it came."""
    if isinstance(chosen, Answer):
        if isinstance(new, Claim):
            return new.seat == chosen.seat and new.accepted and new.text == chosen.answers[0]
        return isinstance(new, Answer) and (new.seat, new.answers) == (chosen.seat,
                                                                      chosen.answers)
    return bool(chosen == new)


def ordet_draw(hands: Hands, action: Draw) -> None:
    """Two seats: a click on the chosen play pile first (it lights), then the draw pile."""
    t = hands.table
    seat = hands.session.state.turn
    if t.two and t.selected_slot != action.slot:
        hands.click_item(t.play[(seat, action.slot)])
        hands.expect_change("the play pile is chosen", t.selected_slot == action.slot)
    hands.click_item(t.draw_piles[action.pile])


def play_ordet(qtbot: QtBot, hands: Hands, policy_seed: int) -> tuple[Tally, str]:
    """Ordet's own loop: the person draws by clicks and answers duels by typing (or gives
    up with the button); the manual duel clock steps while computers race.  Returns the tally
    and the text of the refused click on an empty draw pile."""
    s = hands.session
    t = hands.table
    t.sim.set_manual(True)  # computer reaction times on a clock the test steps: deterministic
    agent = games.agents("ordet")["heuristic"]()
    rng = Rng(policy_seed)
    game = s.game
    me = 0
    refused = ""
    for _ in range(MAX_STEPS * 4):
        if s.is_over():
            break
        st = s.state
        if st.phase == "draw" and st.turn == me:
            empty = [p for p in (0, 1) if not st.draw[p]]
            if empty and not refused:
                refused = hands.refused_click(t.draw_piles[empty[0]])
            legal = game.legal_actions(st, me)
            chosen = agent.choose(Decision(game, game.clone(st), me, legal), rng)
            before_n = len(s.actions)
            ordet_draw(hands, chosen)
            hands.expect_action(before_n, chosen)
            hands.tally.count(chosen)
        elif st.phase == "duel" and t.duels.answer_seat() == me and t.bar.answer.isVisible():
            legal = game.legal_actions(st, me)
            chosen = agent.choose(Decision(game, game.clone(st), me, legal), rng)
            before_n = len(s.actions)
            if isinstance(chosen, OrdetPass):
                race = t.duels.race
                hands.click_widget(t.bar.give_up)
                hands.expect_change("giving up", len(s.actions) > before_n or (
                    race is not None and me in race.gave_up) or s.state.duel is None)
                if len(s.actions) == before_n:
                    continue  # no action of its own: the computer may still answer
            else:
                assert isinstance(chosen, Answer)
                assert len(chosen.answers) == 1
                hands.type_into(t.bar.answer, chosen.answers[0])
                hands.expect_change("the answer shows in the box",
                                    t.bar.answer.text() == chosen.answers[0])
                hands.click_widget(t.bar.send)
                hands.expect_action(before_n, chosen, ordet_same)
            hands.tally.count(chosen)
        elif st.phase == "duel":
            t.sim.advance(0.25)  # time passes: computers answer on the duel clock
            qtbot.wait(1)
        else:
            qtbot.waitUntil(lambda: s.is_over() or s.state.phase != "draw"
                            or s.state.turn == me, timeout=PATIENCE_MS)
    assert s.is_over(), "the game did not end"
    assert_by_gestures(hands.tally)
    return hands.tally, refused


@pytest.mark.parametrize(("seats", "seed"), [(2, 3), (4, 4)])
def test_ordet_typed_answers_by_gestures(qtbot: QtBot, window: MainWindow, seats: int,
                                         seed: int) -> None:
    kinds = [HUMAN] + [COMPUTER] * (seats - 1)
    hands = start(qtbot, window, "ordet", {"judging": "typed", "rounds": 1}, seed, kinds)
    tally, refused = play_ordet(qtbot, hands, seed)
    assert_counts(tally, f"ordet{seats}")
    assert refused == "This draw pile is empty."


# ------------------------------------------------------------------ the watch itself
def test_a_move_made_without_a_gesture_counts_as_a_fallback(qtbot: QtBot,
                                                             window: MainWindow) -> None:
    """The fallback count can fail: a person's move submitted straight to the session (no
    mouse) is counted as one, a computer's move is not, and a gesture met with silence
    fails at once."""
    hands = start(qtbot, window, "supertrumf", {"variant": "blixtduell"}, 4, [HUMAN, COMPUTER])
    s = hands.session
    qtbot.waitUntil(s.human_to_act, timeout=PATIENCE_MS)
    s.submit(s.legal_actions()[0])
    assert (hands.tally.fallbacks, hands.tally.by_gesture) == (1, 0)
    with pytest.raises(AssertionError, match="silence"):
        hands.expect_change("nothing happened", False)
    with pytest.raises(AssertionError):
        assert_by_gestures(hands.tally)
