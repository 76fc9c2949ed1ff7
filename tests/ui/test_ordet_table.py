"""Ordet fanger table: whole games and duels driven through the widgets (keys, clicks, typing).

The duel clock is a ``SimClock`` switched to manual, so computer reaction times are stepped
deterministically; animations are off.  Positions are set up by choosing the seed and, where a
test needs an exact duel, by arranging the draw piles of the real state before the first draw.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt

from engine.ordet.rules import GAME
from engine.ordet.state import OrdetState
from tests.ui.tables import new_session, show_table
from ui.drivers import ComputerDriver
from ui.games.ordet.table import BUZZER_KEYS, OrdetTable
from ui.session import COMPUTER, HUMAN, SeatConfig

KEYS = {k: getattr(Qt.Key, "Key_" + k) for k in BUZZER_KEYS}


def make(qtbot: Any, kinds: list[str], options: dict[str, Any], seed: int = 1,
         level: str = "hard") -> OrdetTable:
    seats = [SeatConfig(f"P{i + 1}", kind, level if kind == COMPUTER else "")
             for i, kind in enumerate(kinds)]
    session = new_session("ordet", {"seats": len(kinds), **options}, seed, seats)
    table = OrdetTable(session)
    table.sim.set_manual(True)
    return show_table(qtbot, session, table, size=(1280, 760))


def state(table: OrdetTable) -> OrdetState:
    st: OrdetState = table.session.state
    return st


def stack(table: OrdetTable, pile0: list[int], pile1: list[int] | None = None,
          first: int = 0) -> None:
    """Arrange the draw piles (top = first in the list) and the first player (set-up only)."""
    table.session.cancel_thinking()  # a computer may have started on the original deal
    st = state(table)
    rest = [c for p in st.draw for c in p if c not in pile0 and c not in (pile1 or [])]
    p1 = list(pile1 or [])
    st.draw = [list(reversed(pile0)), list(reversed(p1))]
    st.draw[0] = rest[: len(rest) // 2] + st.draw[0]
    st.draw[1] = rest[len(rest) // 2:] + st.draw[1]
    st.turn = st.drawer = first
    table.refresh()


def cards_of(table: OrdetTable, symbol: str, n: int) -> list[int]:
    cs = table.cs
    idx = cs.symbols.index(symbol)
    st = state(table)
    pool = [c for p in st.draw for c in p if c is not None]
    return [c for c in pool if not cs.is_joker(c) and cs.symbol_of(c) == idx][:n]


def answer_for(table: OrdetTable, seat: int) -> str:
    st = state(table)
    assert st.duel is not None
    return GAME.unused_answers(st, st.duel.targets[seat])[0]


def press(qtbot: Any, table: OrdetTable, key: Any) -> None:
    qtbot.keyClick(table.view, key)


def type_answer(qtbot: Any, table: OrdetTable, text: str) -> None:
    box = table.bar.answer
    assert box.isVisible()
    box.clear()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def wait_for_computer(qtbot: Any, table: OrdetTable) -> None:
    """Let computer seats draw until a person must act, a duel is open or the game ends."""
    session = table.session

    def settled() -> bool:
        st = state(table)
        if st.phase != "draw":
            return True
        return session.seats[st.turn].is_human

    qtbot.waitUntil(settled, timeout=5000)


def click_item(qtbot: Any, table: OrdetTable, item: Any) -> None:
    centre = item.mapToScene(item.boundingRect().center())
    if hasattr(item, "card_rect"):
        centre = item.mapToScene(item.card_rect().center())
    pos = table.view.mapFromScene(QPointF(centre))
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


# ------------------------------------------------------------------------------------------
def test_three_seats_one_typing_human_two_computers_to_the_end(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "typed", "rounds": 1}, seed=5)
    session = table.session
    events: list[Any] = []
    session.eventsApplied.connect(events.extend)
    human_duels = 0
    won_by_typing = 0
    asked_anyway = 0
    bot_won = 0
    for _ in range(2000):
        if session.is_over():
            break
        st = state(table)
        if st.phase == "draw":
            if session.seats[st.turn].is_human:
                before = len(session.actions)
                press(qtbot, table, Qt.Key.Key_Space)
                assert len(session.actions) == before + 1
            else:
                wait_for_computer(qtbot, table)
            continue
        duel = st.duel
        assert duel is not None
        assert table.play[duel.slots[0]].highlight
        assert table.play[duel.slots[1]].highlight
        if 0 not in duel.seats:
            table.sim.advance(0.5)  # computers race each other on the duel clock
            continue
        human_duels += 1
        assert table.duels.answer_seat() == 0
        assert table.bar.answer.isVisible()
        opponent = next(s for s in duel.seats if s != 0)
        assert table.plates[opponent].said_kind == "thinking"
        plate = table.plates[opponent]
        for step in range(6):  # the bubble says "thinking…" whole, never "thinking.."
            plate.phase = step * 0.7
            assert plate.bubble_text() == "thinking…"
        won_before = len(st.score[0])
        mode = human_duels % 3
        if mode == 0:  # a known answer counts at once
            type_answer(qtbot, table, answer_for(table, 0))
            assert len(state(table).score[0]) == won_before + 1 or state(table).duel is not None
            won_by_typing += 1
        elif mode == 1:  # an unknown answer: "Count it anyway?" -> yes (key Y)
            type_answer(qtbot, table, f"Zyxwv {human_duels}")
            assert table.bar.yes.isVisible()
            assert table.bar.no.isVisible()
            press(qtbot, table, Qt.Key.Key_Y)
            asked_anyway += 1
        else:  # the person is too slow: the computer answers and shows its answer
            actions = len(session.actions)
            for _ in range(400):
                table.sim.advance(0.25)
                if len(session.actions) > actions:
                    break
            assert len(session.actions) > actions
            last = session.actions[-1]
            assert getattr(last, "seat", None) == opponent
            said, kind = table.said[opponent]
            assert kind == "answer"
            assert said == getattr(last, "text", None)
            if state(table).duel is None:
                assert table.plates[opponent].said == said
            bot_won += 1
    assert session.is_over()
    assert human_duels >= 3
    assert won_by_typing
    assert asked_anyway
    assert bot_won
    res = GAME.result(state(table))
    text = table.result_text()
    for i in res.winners:
        assert session.seats[i].name in text
    assert sum(int(s) for s in res.scores) == sum(state(table).round_scores[0])
    kinds = {e.kind for e in events}
    assert {"draw", "duel", "claim", "duel_won", "round_end", "game_over"} <= kinds
    for event in events:
        line = table.describe_event(event)
        assert line is None or (line and "{" not in line and "%n" not in line)


def test_buzz_and_confirm_duel_with_two_humans_and_a_rejection(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=2)
    a, b = cards_of(table, "star", 2)
    stack(table, [a, b], first=0)
    # seat 0 draws by clicking the draw pile, seat 1 presses Space: stars match -> duel
    click_item(qtbot, table, table.draw_piles[0])
    assert state(table).play[0][0] == [a]
    press(qtbot, table, Qt.Key.Key_Space)
    st = state(table)
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    assert table.play[(0, 0)].highlight
    assert table.play[(1, 0)].highlight
    assert "P2" in table.play[(0, 0)].tag
    assert "P1" in table.play[(1, 0)].tag
    assert table.buzzers[0].lit
    assert table.buzzers[1].lit
    assert not table.buzzers[2].lit
    # seat 2 is not in the duel: its buzzer does nothing
    press(qtbot, table, KEYS["X"])
    assert table.duels.race is not None
    assert table.duels.race.buzzed is None
    # seat 1 buzzes (key P); the table rejects (N)
    press(qtbot, table, KEYS["P"])
    assert table.duels.race.buzzed == 1
    assert table.bar.yes.isVisible()
    press(qtbot, table, Qt.Key.Key_N)
    assert state(table).duel is not None
    assert table.duels.race.buzzed is None
    # the same player may buzz again only after 1 s
    press(qtbot, table, KEYS["P"])
    assert table.duels.race.buzzed is None
    table.sim.advance(1.05)
    # seat 0 buzzes by clicking its buzzer and the table accepts with a click on "Yes"
    click_item(qtbot, table, table.buzzers[0])
    assert table.duels.race.buzzed == 0
    qtbot.mouseClick(table.bar.yes, Qt.MouseButton.LeftButton)
    st = state(table)
    assert st.duel is None
    assert st.score[0] == [b]
    assert st.play[1][0] == []
    assert st.turn == 2  # the turn passes on from the drawer (seat 1)


def test_duel_series(qtbot: Any) -> None:
    """The loser's card underneath matches a third seat: the next duel follows at once."""
    table = make(qtbot, [HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=4)
    u, v = cards_of(table, "cross", 2)
    t, w = cards_of(table, "star", 2)
    (h1,) = cards_of(table, "heart", 1)
    (m1,) = cards_of(table, "moon", 1)
    stack(table, [u, h1, m1, t, v, w], first=1)
    for _ in range(5):
        press(qtbot, table, Qt.Key.Key_Space)
        assert state(table).duel is None
    press(qtbot, table, Qt.Key.Key_Space)  # P1 flips the second star: duel P1 vs P2
    st = state(table)
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    press(qtbot, table, KEYS["Q"])  # P1 buzzes, the table accepts with Enter
    press(qtbot, table, Qt.Key.Key_Return)
    st = state(table)
    assert st.score[0] == [t]
    # P2's cross is on top again and matches P3's cross: the series goes on, no draw between
    assert st.duel is not None
    assert set(st.duel.seats) == {1, 2}
    assert st.phase == "duel"
    assert table.play[(1, 0)].highlight
    assert table.play[(2, 0)].highlight
    press(qtbot, table, KEYS["X"])
    press(qtbot, table, Qt.Key.Key_Y)
    st = state(table)
    assert st.score[2] == [u]
    assert st.duel is None
    assert st.turn == 1  # after the duels the turn passes on from the drawer (P1)


def test_joker_duel_and_the_drawer_draws_again(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=6)
    cs = table.cs
    joker = next(c for p in state(table).draw for c in p if c is not None and cs.is_joker(c))
    sa, sb = (cs.symbols[i] for i in cs.joker(joker).symbols)
    others = [s for s in cs.symbols if s not in (sa, sb)]
    (a,) = cards_of(table, sa, 1)
    (b,) = cards_of(table, sb, 1)
    (c,) = cards_of(table, others[0], 1)
    (d,) = cards_of(table, others[1], 1)
    stack(table, [a, b, c, d, joker], first=0)
    for _ in range(4):
        press(qtbot, table, Qt.Key.Key_Space)
    assert state(table).duel is None
    press(qtbot, table, Qt.Key.Key_Space)  # P1 lays the joker: a and b count as equal now
    st = state(table)
    assert st.jokers == [joker]
    assert table.joker_pile.face is not None
    assert table.joker_pile.face.joker
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    assert table.play[(0, 0)].highlight
    assert table.play[(1, 0)].highlight
    press(qtbot, table, KEYS["P"])
    press(qtbot, table, Qt.Key.Key_Y)
    st = state(table)
    assert st.score[1] == [a]
    assert st.play[0][0] == []
    assert st.phase == "draw"
    assert st.turn == 0


def test_tie_break_flip(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=7)
    a, b = cards_of(table, "star", 2)
    stack(table, [a, b], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    press(qtbot, table, Qt.Key.Key_Space)
    assert state(table).duel is not None
    draw_before = sum(len(p) for p in state(table).draw)
    qtbot.mouseClick(table.bar.tie, Qt.MouseButton.LeftButton)  # the table declares a tie
    st = state(table)
    assert st.duel is not None
    assert st.duel.flip is not None
    flip = st.duel.flip
    assert not table.cs.is_joker(flip)
    assert st.duel.targets == {0: flip, 1: flip}
    assert table.flip_pile.isVisible()
    assert table.flip_pile.highlight
    assert sum(len(p) for p in st.draw) == draw_before - 1
    press(qtbot, table, KEYS["Q"])
    press(qtbot, table, Qt.Key.Key_Return)
    st = state(table)
    assert st.duel is None
    assert st.score[0] == [b]  # the winner takes the loser's card of the first duel
    assert flip in [c for p in st.draw for c in p]  # the flipped card went back
    assert not table.flip_pile.isVisible()


def test_two_seats_own_pile_race(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=8)
    a, b = cards_of(table, "star", 2)
    (x,) = cards_of(table, "moon", 1)
    stack(table, [a, x, b], first=0)
    assert len(table.play) == 4
    press(qtbot, table, Qt.Key.Key_Space)  # P1: a onto pile 1
    press(qtbot, table, Qt.Key.Key_Space)  # P2: x onto pile 1
    press(qtbot, table, Qt.Key.Key_Right)  # P1 chooses the second pile
    assert table.play[(0, 1)].selected
    press(qtbot, table, Qt.Key.Key_Space)  # P1: b onto pile 2 -> own piles match
    st = state(table)
    assert st.play[0] == [[a], [b]]
    assert st.duel is not None
    assert st.duel.kind == "race"
    assert st.duel.targets == {0: b, 1: b}
    assert table.play[(0, 1)].tag  # "Both answer this!"
    press(qtbot, table, KEYS["P"])  # the opponent is faster
    press(qtbot, table, Qt.Key.Key_Y)
    st = state(table)
    assert st.score[1] == [b]
    assert st.play[0] == [[a], []]
    assert st.duel is None
    assert st.turn == 1


def test_hot_seat_hands_over_without_a_screen(qtbot: Any) -> None:
    """Everything on this table is public and people buzz at once: the hand-over that the
    session asks for between two people is accepted at once, never shown over the table."""
    table = make(qtbot, [HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=8)
    session = table.session
    assert session.hotseat
    assert session.pending_handover is None
    assert session.viewer == state(table).turn
    (x,) = cards_of(table, "moon", 1)
    (y,) = cards_of(table, "star", 1)
    stack(table, [x, y], first=0)
    press(qtbot, table, Qt.Key.Key_Space)  # P1 draws; P2 is to act
    assert state(table).turn == 1
    assert session.pending_handover is None
    assert session.viewer == 1
    assert table.overlay.isHidden()


def test_two_seats_clicking_a_play_pile_draws_onto_it(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, COMPUTER], {"judging": "typed", "rounds": 1}, seed=9)
    st = state(table)
    stack(table, [], first=0)
    click_item(qtbot, table, table.play[(0, 1)])  # select the second pile
    click_item(qtbot, table, table.play[(0, 1)])  # click again: flip onto it
    assert len(state(table).play[0][1]) == 1
    assert state(table).play[0][0] == []
    del st


def test_strict_typing_refuses_unknown_and_repeats(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER],
                 {"judging": "strict", "rounds": 1, "answers_needed": 2}, seed=10,
                 level="easy")
    a, b, c = cards_of(table, "star", 3)
    stack(table, [a, b], [c], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    wait_for_computer(qtbot, table)
    st = state(table)
    assert st.duel is not None
    assert 0 in st.duel.seats
    messages: list[str] = []
    table.message.connect(messages.append)
    type_answer(qtbot, table, "Qwxzv")
    assert state(table).duel is not None
    assert len(messages) == 1
    assert not table.bar.yes.isVisible()
    first, second = GAME.unused_answers(st, st.duel.targets[0])[:2]
    type_answer(qtbot, table, first.upper())  # case does not matter
    st = state(table)
    assert st.duel is not None
    assert st.duel.progress[0] == 1
    assert first in table.bar.used.text()  # used answers are shown (no repeats is fair)
    type_answer(qtbot, table, first)  # a repeat is refused
    assert len(messages) == 2
    assert state(table).duel is not None
    type_answer(qtbot, table, second)
    st = state(table)
    assert len(st.score[0]) == 1
    assert st.score[0][0] in (b, c)
    assert st.duel is None


def test_computers_finish_a_duel_sealed_by_the_headless_autoplay(qtbot: Any) -> None:
    """The screenshot autoplay seals answers through the engine; the table finishes such a duel
    on its duel clock, and computer-only duels run by themselves."""
    from engine.core import Decision, Rng

    table = make(qtbot, [COMPUTER, COMPUTER, COMPUTER, COMPUTER], {"rounds": 1}, seed=3)
    session = table.session
    session.cancel_thinking()  # as the command line's autoplay does
    session.paused = True
    rng = Rng(3)
    for _ in range(500):
        st = state(table)
        if st.duel is not None and st.duel.commits:
            break
        seat = session.current_player()
        assert seat is not None
        driver = session.drivers[seat]
        assert isinstance(driver, ComputerDriver)
        agent = driver.agent()
        action = agent.choose(Decision(session.game, session.state, seat,
                                       session.legal_actions()), rng)
        session.submit(action)
    st = state(table)
    assert st.duel is not None
    assert st.duel.commits
    race = table.duels.race
    assert race is not None
    assert race.sealed
    session.set_paused(False)
    table.sim.advance(12.0)
    duels_done = 0
    for _ in range(3000):
        if session.is_over():
            break
        if state(table).phase == "duel":
            table.sim.advance(0.5)
            duels_done += 1
        else:
            count = len(session.actions)
            qtbot.waitUntil(lambda n=count: len(session.actions) > n, timeout=3000)
    assert session.is_over()
    assert duels_done > 0
    assert GAME.audit(state(table)) == []


def test_categories_follow_the_ui_language(qtbot: Any) -> None:
    from PySide6.QtCore import QLocale

    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER], {"rounds": 1}, seed=11)
    stack(table, [], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    card = state(table).play[0][0][-1]
    try:
        QLocale.setDefault(QLocale("sv_SE"))
        table.retranslate()
        face = table.play[(0, 0)].face
        assert face is not None
        assert face.text == table.cs.cards[card].category["sv"]
    finally:
        QLocale.setDefault(QLocale("en_GB"))
    table.retranslate()
    face = table.play[(0, 0)].face
    assert face is not None
    assert face.text == table.cs.cards[card].category["en"]


def test_two_people_typing_buzz_then_type_and_count_it_anyway(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, HUMAN, COMPUTER], {"judging": "typed", "rounds": 1}, seed=12)
    a, b = cards_of(table, "star", 2)
    stack(table, [a, b], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    press(qtbot, table, Qt.Key.Key_Space)
    st = state(table)
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    assert not table.bar.answer.isVisible()  # two people: buzz first, then type
    press(qtbot, table, KEYS["Q"])
    assert table.duels.answer_seat() == 0
    assert table.bar.answer.isVisible()
    assert table.duels.frozen
    type_answer(qtbot, table, "Blorptastic")
    assert table.bar.yes.isVisible()  # "Count it anyway?"
    qtbot.mouseClick(table.bar.no, Qt.MouseButton.LeftButton)
    st = state(table)
    assert st.duel is not None
    assert table.duels.answer_seat() is None
    press(qtbot, table, KEYS["Q"])  # locked out for a second
    assert table.duels.answer_seat() is None
    press(qtbot, table, KEYS["P"])
    assert table.duels.answer_seat() == 1
    type_answer(qtbot, table, "Blorptastic two")
    press(qtbot, table, Qt.Key.Key_Y)  # the table counts it anyway
    st = state(table)
    assert st.duel is None
    assert st.score[1] == [a]
    assert table.said[1] == ("Blorptastic two", "answer")


def test_multi_round_result_text(qtbot: Any) -> None:
    from ui.games.ordet.text import OrdetWords

    words = OrdetWords()
    text = words.result([12, 9, 12], [0, 2], ["Ann", "Bo", "Cy"], [[5, 4, 6], [7, 5, 6]])
    lines = text.splitlines()
    assert lines[0] == "Shared win: Ann & Cy"  # a sentence, not "2 winner(s): Ann & Cy"
    assert words.result([3, 1], [0], ["Ann", "Bo"], [[3, 1]]).splitlines()[0] == "Ann wins!"
    # "card(s)" or, with the English plural forms installed by an earlier test, "cards"
    assert any(line.startswith("Ann: 12 card") and line.endswith(" (5 + 7)") for line in lines)
    assert any(line.startswith("Bo: 9 card") and line.endswith(" (4 + 5)") for line in lines)


def test_buzz_against_a_computer_freezes_its_clock_until_the_table_decides(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "buzz", "rounds": 1}, seed=13)
    a, b, c = cards_of(table, "star", 3)
    stack(table, [a, b], [c], first=0)  # the computer flips a star from either pile
    press(qtbot, table, Qt.Key.Key_Space)
    wait_for_computer(qtbot, table)
    st = state(table)
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    assert table.plates[1].said_kind == "thinking"
    table.sim.advance(0.5)
    press(qtbot, table, KEYS["Q"])
    assert table.duels.frozen
    actions = len(table.session.actions)
    table.sim.advance(30.0)  # the computer waits while the table judges
    assert len(table.session.actions) == actions
    press(qtbot, table, Qt.Key.Key_N)  # rejected: the race goes on, the computer answers
    for _ in range(200):
        if state(table).duel is None:
            break
        table.sim.advance(0.25)
    st = state(table)
    assert st.duel is None
    assert st.score[1] == [a]
    assert table.said[1][1] == "answer"
    assert st.play[1][0][-1] in (b, c)


def test_long_prompts_wrap_instead_of_widening_the_window(qtbot: Any) -> None:
    """An unwrapped label's minimum width is its whole text: a long German prompt or list of
    used answers once pushed the main window to 1545 pixels at 1280 × 800."""
    table = make(qtbot, [HUMAN] * 6, {"judging": "buzz", "rounds": 1}, seed=14)
    long = "Sag deine Antwort und buzzere: " + ", ".join(
        f"Spielerin{i} {k}" for i, k in enumerate(BUZZER_KEYS))
    table.bar.prompt.setText(long)
    table.bar.used.setText(" · ".join([long] * 3))
    qtbot.wait(1)  # let the layouts recompute
    assert table.minimumSizeHint().width() < 900


def test_duel_clock_and_the_end_of_the_game(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=15)
    a, b = cards_of(table, "star", 2)
    stack(table, [a, b], first=0)
    assert not table.duel_clock.isVisible()
    press(qtbot, table, Qt.Key.Key_Space)
    press(qtbot, table, Qt.Key.Key_Space)
    assert state(table).duel is not None
    table.sim.advance(3.4)
    assert table.duel_clock.isVisible()
    assert int(table.duel_clock.seconds) == 3
    # the tie-break: the status line says what both must name
    qtbot.mouseClick(table.bar.tie, Qt.MouseButton.LeftButton)
    st = state(table)
    assert st.duel is not None
    assert st.duel.flip is not None
    assert table.status_text().startswith("Tie-break")
    press(qtbot, table, KEYS["Q"])
    press(qtbot, table, Qt.Key.Key_Y)
    assert not table.duel_clock.isVisible()
    # the game ends: the banner, the status line and the bar name the winner and the scores
    st = state(table)
    st.phase = "over"
    table.refresh()
    winners = GAME.result(st).winners
    names = [table.session.seats[i].name for i in winners]
    assert all(n in table.status_text() for n in names)
    assert all(n in table.banner.text for n in names)
    assert table.banner.text != " & ".join(names)
    assert "Space" not in table.bar.used.text()
    assert "P1" in table.bar.used.text()


def test_captions_and_plate_details_fit_without_eliding(qtbot: Any) -> None:
    from ui.games.ordet.items import caption_lines, fit_line

    size, lines = caption_lines("Stechen: beide antworten!", 104.0 + 12 + 24)
    assert len(lines) == 2
    assert not any("…" in line for line in lines)
    assert size >= 12
    table = make(qtbot, [HUMAN, HUMAN, HUMAN], {"rounds": 2}, seed=16)
    plate = table.plates[0]
    room = plate.w - 52 - min(plate.w * 0.55, 80.0)
    size, text = fit_line("16 gewonnen · insgesamt 39", room, 15.0, 11.0)
    assert text == "16 gewonnen · insgesamt 39"
    # the plate's speech line ("BUZZ! Zählt die Antw…" before)
    said = "BUZZ! Zählt die Antwort?"
    assert fit_line(said, plate.w - 16 - 12, 20.0, 13.0, bold=True)[1] == said


def test_count_it_anyway_shows_the_answer_and_the_computer_waits(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "typed", "rounds": 1}, seed=13)
    a, b, c = cards_of(table, "star", 3)
    stack(table, [a, b], [c], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    wait_for_computer(qtbot, table)
    st = state(table)
    assert st.duel is not None
    assert set(st.duel.seats) == {0, 1}
    assert table.plates[1].said_kind == "thinking"
    type_answer(qtbot, table, "Blorptastic")
    assert table.bar.yes.isVisible()
    assert "Blorptastic" in table.plates[0].said  # everybody sees what is being judged
    assert table.plates[1].said_kind != "thinking"  # its clock stands still meanwhile
    press(qtbot, table, Qt.Key.Key_N)
    assert table.plates[1].said_kind == "thinking"


def test_ribbons_over_narrow_two_seat_piles_fit(qtbot: Any) -> None:
    """The Norwegian race tag ("Begge svarer på denne!") was cut to "Begge svarer på de…"."""
    from ui.games.ordet.items import fit_line

    table = make(qtbot, [HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=17)
    pile = table.play[(0, 1)]
    for tag in ("Begge svarer på denne!", "Beide beantworten das!", "For Fredrika"):
        size, text = fit_line(tag, pile.ribbon_room() - 22, 15.0, 11.0, bold=True)
        assert text == tag
        assert size >= 12
    assert pile.boundingRect().width() >= pile.ribbon_room()


def test_the_centre_piles_are_centred_under_the_seats(qtbot: Any) -> None:
    """The hidden tie-break pile takes no quarter of the centre, so the three piles that are
    always there sit centred.  Two seats face each other in rows: the centre row lines up
    under their play piles."""
    for seats in (2, 3, 4, 6):
        table = make(qtbot, [HUMAN] * seats, {"judging": "buzz", "rounds": 1}, seed=18)
        left = table.draw_piles[0].x()
        right = table.draw_piles[1].x() + table.draw_piles[1].w
        middle = 800.0
        if seats == 2:
            middle = (table.play[(0, 0)].x() + table.play[(0, 1)].x() + table.play[(0, 1)].w) / 2
            assert middle == (table.play[(1, 0)].x() + table.play[(1, 1)].x()
                              + table.play[(1, 1)].w) / 2
        assert abs((left + right) / 2 - middle) < 1
        assert table.flip_pile.x() > right


def test_esc_gives_up_while_typing(qtbot: Any) -> None:
    """Both passing buttons have a key, shown on the button: Esc (never both shown at once)."""
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "typed", "rounds": 1}, seed=13)
    a, b, c = cards_of(table, "star", 3)
    stack(table, [a, b], [c], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    wait_for_computer(qtbot, table)
    assert state(table).duel is not None
    assert table.duels.race is not None
    bar = table.bar
    assert bar.give_up.isVisible()
    assert not bar.nobody.isVisible()
    assert "(Esc)" in bar.give_up.text()
    assert "Esc" in table.keys_help()
    assert bar.answer.hasFocus()  # Esc must work from the answer box
    qtbot.keyClick(bar.answer, Qt.Key.Key_Escape)
    assert 0 in table.duels.race.gave_up
    assert not bar.give_up.isVisible()


def test_esc_says_nobody_knows_between_two_people(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=7)
    a, b = cards_of(table, "star", 2)
    stack(table, [a, b], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    press(qtbot, table, Qt.Key.Key_Space)
    duel = state(table).duel
    assert duel is not None
    assert table.bar.nobody.isVisible()
    assert "(Esc)" in table.bar.nobody.text()
    assert "Esc" in table.keys_help()
    assert not table.bar.give_up.isVisible()
    press(qtbot, table, Qt.Key.Key_Escape)
    st = state(table)
    assert st.duel is not duel or (st.duel is not None and st.duel.flip is not None)


@pytest.mark.parametrize("seats", [4, 6])
def test_six_seats_in_german_keep_details_readable_inside_the_felt(qtbot: Any,
                                                                   seats: int) -> None:
    """At six seats in German the plate details shrank to about seven pixels on screen and the
    duel ribbons ('Spieler 6 antwortet hierauf') too; the top plate overlapped the felt's
    border line at 4 and 6 seats.  15 scene units are ten pixels at 1280 × 800."""
    from ui.games.ordet.items import fit_line

    table = make(qtbot, [HUMAN] + [COMPUTER] * (seats - 1), {"rounds": 2}, seed=16)
    plate = table.plates[0]
    plate.name = "Spieler 3"
    for detail in ("16 gewonnen", "gesamt 39", "totalt 139"):
        plate.detail = detail
        _room, size, text = plate.detail_layout()
        assert text == detail
        assert size >= 15
    for tag in ("Für Spieler 6", "Til Spiller 6", "For Fredrika"):
        size, text = fit_line(tag, table.play[(0, 0)].ribbon_room() - 22, 15.0, 11.0, bold=True)
        assert text == tag
        assert size >= 15
    # every plate (pen included) lies inside the felt's border line, 10 units in
    for p in table.plates:
        top = p.mapToScene(QPointF(0, 0)).y()
        assert top - 1.5 > 10 + 2, (seats, p.seat, top)


def test_a_long_category_word_is_broken_only_to_rescue_tiny_text(qtbot: Any) -> None:
    """A long compound ('Ein Familienmitglied') sets the size of the whole category text; a
    guessed break ('Familien-' / 'mitglied') is used only when the text would otherwise be
    tiny, because a wrong guess ('Geburt-stagsfeier') reads worse than slightly small text."""
    from PySide6.QtCore import QRectF

    from ui.games.ordet.faces import READABLE_CARD_TEXT, card_text_fit, hyphenate

    assert hyphenate("Familienmitglied") == ("Familien", "mitglied")
    assert hyphenate("Kleidungsstück") == ("Kleidungs", "stück")
    assert hyphenate("Zuckerwatte") == ("Zucker", "watte")  # never between c and k
    assert hyphenate("Fahrzeug") is None  # short words stay whole
    for width in (160, 140, 120, 100):  # the card at 3-4 seats down to 6 seats
        s = width / 170
        rect = QRectF(0, 0, width - 20 * s, 222 * s * 0.58 - 40 * s)
        whole, whole_size = card_text_fit("Ein Familienmitglied", rect, 24 * s, 10 * s)
        if whole == "Ein Familienmitglied":
            # the guessed break is only used to rescue text that would be tiny
            assert whole_size >= READABLE_CARD_TEXT or hyphenate("Familienmitglied") is None
        else:
            assert whole == "Ein Familien-\nmitglied"
        assert card_text_fit("Eine Farbe", rect, 24 * s, 10 * s)[0] == "Eine Farbe"
    tiny = QRectF(0, 0, 60, 80)
    text, _size = card_text_fit("Ein Familienmitglied", tiny, 20, 4)
    assert text == "Ein Familien-\nmitglied"


def test_half_typed_text_of_a_lost_race_is_gone_when_the_next_duel_opens(qtbot: Any) -> None:
    """The person types "cucumb" and the computer is faster: the next duel's box is empty."""
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "typed", "rounds": 1}, seed=5)
    session = table.session
    box = table.bar.answer
    human_duels = 0
    for _ in range(2000):
        if session.is_over() or human_duels >= 4:
            break
        st = state(table)
        if st.phase == "draw":
            if session.seats[st.turn].is_human:
                press(qtbot, table, Qt.Key.Key_Space)
            else:
                wait_for_computer(qtbot, table)
            continue
        duel = st.duel
        assert duel is not None
        if 0 not in duel.seats:
            table.sim.advance(0.5)
            continue
        human_duels += 1
        race = table.duels.race
        assert race is not None
        assert box.isVisible()
        assert box.text() == ""  # empty at the start of every duel (and tie-break race)
        qtbot.keyClicks(box, "cucumb")  # not sent: the computer answers first
        for _ in range(400):
            table.sim.advance(0.25)
            if table.duels.race is not race:
                break
        assert table.duels.race is not race
        assert box.text() == ""  # cleared as the race ended, not only when shown again
    assert human_duels >= 2


def test_own_pile_race_log_line_names_the_winner_once(qtbot: Any) -> None:
    """The owner of the two matching piles wins: no "P1 wins … from P1"."""
    lines: dict[int, str] = {}
    for winner, key in ((0, "Q"), (1, "P")):
        table = make(qtbot, [HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=8)
        events: list[Any] = []
        table.session.eventsApplied.connect(events.extend)
        a, b = cards_of(table, "star", 2)
        (x,) = cards_of(table, "moon", 1)
        stack(table, [a, x, b], first=0)
        press(qtbot, table, Qt.Key.Key_Space)
        press(qtbot, table, Qt.Key.Key_Space)
        press(qtbot, table, Qt.Key.Key_Right)
        press(qtbot, table, Qt.Key.Key_Space)  # P1's own piles match: both race on b
        press(qtbot, table, KEYS[key])
        press(qtbot, table, Qt.Key.Key_Y)
        assert state(table).score[winner] == [b]
        (won,) = [e for e in events if e.kind == "duel_won"]
        lines[winner] = str(table.describe_event(won))
    assert lines[0].startswith("P1 wins the race and takes ")
    assert "own pile" in lines[0]
    assert lines[0].count("P1") == 1
    assert "P2" not in lines[0]
    assert lines[1].startswith("P2 wins ")
    assert lines[1].endswith(" from P1.")


def test_the_tie_button_goes_after_the_last_tie_break(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=7)
    a, b = cards_of(table, "star", 2)
    stack(table, [a, b], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    press(qtbot, table, Qt.Key.Key_Space)
    for n in range(1, 4):
        assert table.bar.tie.isVisible()
        qtbot.mouseClick(table.bar.tie, Qt.MouseButton.LeftButton)
        duel = state(table).duel
        assert duel is not None
        assert duel.tiebreaks == n
    assert not table.bar.tie.isVisible()
    actions = len(table.session.actions)
    press(qtbot, table, Qt.Key.Key_T)  # the key is refused too: nothing recorded
    assert len(table.session.actions) == actions
    press(qtbot, table, KEYS["Q"])
    press(qtbot, table, Qt.Key.Key_Return)
    assert state(table).score[0] == [b]
