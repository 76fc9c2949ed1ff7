"""Every table at 1024 × 600, 1280 × 800 and 1920 × 1080 in every language: nothing on the felt
covers anything else, leaves the view or is cut short.

Why one sweep instead of a test per finding: a label that fits in English overlaps in German, a
corner that is free at 1280 × 800 is taken at 1024 × 600 — what a person sees depends on the
table, the phase, the window and the language together.  So each language plays every table
(``layout_probe.TABLES``) for 40 actions and at each new phase (and every few actions) measures
the name plates, felt buttons, banners and panels, prompts, the refusal callout and the ↶
button at all three window sizes.  One window per language serves every table; the felt is not
painted while it is measured (the layout does not depend on painting).  The four sweeps take
about 40 s (some 25 s of processor time) on a two-core machine.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from engine.ordet.actions import Pass
from tests.ui import layout_probe as probe
from ui.games.ordet import layout as ordet_layout
from ui.games.ordet.table import OrdetTable
from ui.games.storma.layout import CENTRE_TOP, HOUSE_H, PREDICTION_Y, house_button_pos
from ui.main_window import MainWindow
from ui.table.plates import Banner

#: a long refusal, as the tables word them (the callout must wrap it inside the view)
LONG_REASON = ("That card cannot go there: only a card of the same guild or number may be "
               "placed at a highlighted location, and this one is neither.")


@pytest.mark.parametrize("lang", probe.LANGUAGES)
def test_no_piece_overlaps_leaves_the_view_or_is_elided(window: MainWindow, lang: str) -> None:
    window.translations.install(lang)
    probe.open_window(window, probe.SIZES[0])
    found: dict[str, str] = {}
    for case in probe.TABLES:
        probe.start(window, case, lang)
        probe.quiet(window)
        for i, label in enumerate(probe.positions(window)):
            for size in probe.SIZES:
                probe.resize(window, size)
                if i == 0:  # a refusal at the felt's far corner stays inside the view
                    table = probe.felt(window)
                    table.refuse(LONG_REASON,
                                 table.scene.sceneRect().bottomRight() - QPointF(4, 4))
                where = f"{case.key} {lang} {size[0]}×{size[1]} at {label}"
                for problem in probe.problems(window, size):
                    found.setdefault(problem, where)
                if i == 0:
                    probe.felt(window).callout.dismiss()
    assert [f"{where}: {problem}" for problem, where in found.items()] == []


# ------------------------------------------------------------------ the findings, one by one


def test_storma_house_buttons_lie_between_the_set_up_banner_and_the_note() -> None:
    """The note under the house choice (the prediction banner) covered the lower row."""
    lowest = max(house_button_pos(suit).y() for suit in range(4))
    highest = min(house_button_pos(suit).y() for suit in range(4))
    assert highest >= CENTRE_TOP + Banner.HEIGHT
    assert lowest + HOUSE_H <= PREDICTION_Y


def _start(window: MainWindow, key: str, lang: str, size: tuple[int, int]) -> None:
    window.translations.install(lang)
    probe.open_window(window, size)
    probe.start(window, next(c for c in probe.TABLES if c.key == key), lang)
    probe.resize(window, size)  # the log appearing with the game widened the window


def test_the_undo_button_lies_off_the_table_in_german_riftforce_at_1024(
        window: MainWindow) -> None:
    """"↶ Rückgängig" covered the top seat's name plate; the view now keeps its corner."""
    _start(window, "riftforce", "de", (1024, 600))
    table = probe.felt(window)
    view, button = table.view, table.undo_button
    assert button.isVisible()
    felt = view.mapFromScene(view.scene().sceneRect()).boundingRect()
    assert not button.geometry().intersects(felt)
    assert button.width() >= button.sizeHint().width()  # the label whole


def test_ordet_answer_bar_keeps_the_window_at_1024_through_a_duel(window: MainWindow) -> None:
    _start(window, "ordet2", "de", (1024, 600))
    for _label in probe.positions(window, actions=8, every=1):
        QApplication.processEvents()
        assert window.width() <= 1024


# ------------------------------------------------------------------ Ordet fanger, two seats


def _ordet_two(window: MainWindow, speed: float = 0.0) -> OrdetTable:
    _start(window, "ordet2", "en", (1280, 800))
    table = window.table
    assert isinstance(table, OrdetTable)
    table.set_animation_speed(speed)
    return table


def test_ordet_two_seats_use_the_whole_felt(window: MainWindow) -> None:
    table = _ordet_two(window)
    scene = table.scene
    used = QRectF()
    for item in scene.items():
        if item.isVisible() and item.parentItem() is None and item.zValue() > -100:
            used = used.united(item.sceneBoundingRect())
    felt = scene.sceneRect()
    assert used.width() >= 0.9 * felt.width()
    assert used.left() <= 0.05 * felt.width()
    assert used.right() >= 0.95 * felt.width()


def test_ordet_duel_clock_is_sized_after_the_cards(window: MainWindow) -> None:
    table = _ordet_two(window)
    clock = table.duel_clock
    _cw, ch = ordet_layout.TWO_CARD
    assert 0.5 * ch <= clock.size <= 0.8 * ch
    assert clock.sceneBoundingRect().width() >= 0.5 * ch
    # beside the cards, not on them or on the plates
    others = [p.sceneBoundingRect() for p in (*table.play.values(),
                                               *table.plates)]
    assert not any(clock.mapRectToScene(QRectF(0, 0, clock.size, clock.size)).intersects(o)
                   for o in others)


def _play_until(window: MainWindow, kinds: set[str], passing: bool) -> list[str]:
    """Play on (everyone passing in duels, or the standard player) until one of ``kinds``."""
    s = window.session
    assert s is not None
    from engine import games
    from engine.core import Decision, Rng

    agent = games.agents("ordet")[probe.PLAYER]()
    rng = Rng(5)
    for _ in range(80):
        seat = s.current_player()
        assert seat is not None
        legal = s.legal_actions()
        if passing and s.state.phase == "duel":
            action = Pass(seat)
        else:
            action = agent.choose(Decision(s.game, s.state, seat, legal), rng)
        events = s.submit(action)
        s.accept_handover()
        hit = [e for e in events if e.kind in kinds]
        if hit:
            return [str(e.data.get("winner", "")) for e in hit]
    raise AssertionError(f"no {kinds} in 80 actions")


def test_a_won_duel_makes_the_winners_plate_flare(window: MainWindow) -> None:
    table = _ordet_two(window, speed=1.0)
    winners = _play_until(window, {"duel_won"}, passing=False)
    plates = table.plates
    winner = int(winners[0])
    assert plates[winner].celebrating
    assert not plates[1 - winner].celebrating


def test_a_duel_nobody_wins_has_no_flourish(window: MainWindow) -> None:
    table = _ordet_two(window, speed=1.0)
    _play_until(window, {"void"}, passing=True)
    assert not any(p.celebrating for p in table.plates)

