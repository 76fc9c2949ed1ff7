"""Ordet fanger feedback a player can't miss: centre captions that never run together in any
language, a two-seat table that uses the felt, keys that follow the keyboard layouts and are
shown where they work, the Controls page, and no internal ids in messages.

Why: in German at 1280 × 800 the centre read "NachziehstapelGeltender JokerNachziehstapel";
two seats left about 60 % of the felt empty; the third buzzer "Z" sat in the middle of a German
keyboard (Y and Z are swapped there) and "Y" for yes means nothing in German, Swedish or
Norwegian.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from tests.ui.test_ordet_table import cards_of, make, press, stack, state
from ui.games.ordet import keys
from ui.games.ordet.items import PileItem
from ui.games.ordet.moves import handled_keys
from ui.games.ordet.table import OrdetTable
from ui.i18n import Translations
from ui.session import COMPUTER, HUMAN
from ui.table import theme

LANGUAGES = ("en", "sv", "de", "nb")
SIZES = ((1280, 800), (1920, 1080))


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    tr = Translations()
    tr.install("en")
    yield tr
    tr.install("en")


def centre_captions(table: OrdetTable) -> list[str]:
    """Every text a centre pile's caption can show, in the installed language."""
    def t(source: str, n: int = -1) -> str:
        return QCoreApplication.translate("OrdetTable", source, "", n)

    return [t("Draw pile"), t("Joker in force"), t("Jokers"), t("%n set aside", 1),
            t("%n set aside", 12), t("Tie-break: both answer!")]


def centre_piles(table: OrdetTable) -> list[PileItem]:
    return [table.draw_piles[0], table.joker_pile, table.draw_piles[1], table.flip_pile]


def label_fits(pile: PileItem) -> bool:
    """The caption's lines are its whole text (nothing elided) and lie inside its rect."""
    label = pile.label
    fm = QFontMetricsF(theme.font(label.size, bold=True))
    rect = label.boundingRect()
    return (" ".join(label.lines) == label.text
            and all(fm.horizontalAdvance(line) <= rect.width() for line in label.lines)
            and len(label.lines) * fm.height() <= rect.height())


# ------------------------------------------------------------------------------ captions
@pytest.mark.parametrize("lang", LANGUAGES)
def test_centre_captions_never_touch_and_fit_their_rooms(
        qtbot: Any, translations: Translations, lang: str) -> None:
    translations.install(lang)
    for seats in (2, 3, 4, 6):
        table = make(qtbot, [HUMAN] + [COMPUTER] * (seats - 1), {"rounds": 1}, seed=3)
        table.session.cancel_thinking()
        table.session.paused = True
        table.retranslate()
        piles = centre_piles(table)
        texts = centre_captions(table)
        assert texts[0] == table.draw_piles[0].caption  # the table's caption, translated
        for width, height in SIZES:
            table.resize(width, height - 40)
            qtbot.wait(1)
            for joker_text in texts[1:]:  # the joker's caption changes with the round
                captions = [texts[0], joker_text, texts[0], texts[-1]]
                for pile, caption in zip(piles, captions, strict=True):
                    pile.caption = caption
                table.flip_pile.setVisible(True)
                rects = [p.label.sceneBoundingRect() for p in piles]
                for (i, a), (j, b) in combinations(enumerate(rects), 2):
                    assert not a.intersects(b), (lang, seats, captions[i], captions[j])
                for pile in piles:
                    assert label_fits(pile), (lang, seats, pile.caption, pile.label.lines)
                    assert pile.label.size >= 12, (lang, seats, pile.caption)
                    # clear of every seat's plate and play pile too
                    own = pile.label.sceneBoundingRect()
                    for other in [*table.plates, *table.play.values()]:
                        assert not own.intersects(other.sceneBoundingRect()), (
                            lang, seats, pile.caption)


def test_the_old_german_captions_would_have_run_together(qtbot: Any) -> None:
    """The check above can fail: in the old rooms (the card plus 12 on each side, 18 apart)
    "Nachziehstapel" and "Geltender Joker" overlapped."""
    pitch = 104 + 12 + 18
    old_room = 104 + 12 + 24
    assert old_room > pitch  # neighbouring rooms shared 6 units
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER, COMPUTER], {"rounds": 1}, seed=3)
    pile = table.draw_piles[0]
    pile.set_caption_room(old_room, 40)
    pile.caption = "Stechen: beide antworten!"
    assert len(pile.label.lines) == 2  # wraps instead of eliding
    pile.set_caption_room(60, 18)  # far too small: elided, which label_fits reports
    assert not label_fits(pile)


# ------------------------------------------------------------------------------ two seats
def scene_rects(table: OrdetTable) -> dict[str, QRectF]:
    """What the players look at, by name: plates, cards (with the ribbon room above a play
    pile), won cards with their label, visible buzzers, the banner, the duel clock, captions."""
    out: dict[str, QRectF] = {}
    for seat, plate in enumerate(table.plates):
        out[f"plate{seat}"] = plate.mapRectToScene(QRectF(0, 0, plate.w, 88))
    for (seat, p), pile in table.play.items():
        out[f"play{seat}_{p}"] = pile.mapRectToScene(QRectF(0, -34, pile.w, pile.h - 12 + 34))
    for seat, score in enumerate(table.scores):
        out[f"score{seat}"] = score.mapRectToScene(QRectF(-10, 0, score.w + 20, score.h + 24))
    for seat, buzzer in enumerate(table.buzzers):
        if buzzer.isVisible():
            out[f"buzzer{seat}"] = buzzer.sceneBoundingRect()
    for pile in centre_piles(table):
        if pile.isVisible():
            out[pile.key] = pile.mapRectToScene(QRectF(0, 0, pile.w, pile.h - 12))
            out[pile.key + " caption"] = pile.label.sceneBoundingRect()
    banner = table.banner
    out["banner"] = banner.mapRectToScene(QRectF(-banner.width / 2, 0, banner.width, 68))
    out["clock"] = table.duel_clock.sceneBoundingRect()
    return out


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_nothing_overlaps_and_two_seats_use_the_felt(qtbot: Any, seats: int) -> None:
    table = make(qtbot, [HUMAN] * seats, {"judging": "buzz", "rounds": 1}, seed=3)
    table.flip_pile.setVisible(True)
    table.flip_pile.caption = "Stechen: beide antworten!"
    rects = scene_rects(table)
    felt = QRectF(10, 10, 1580, 980)
    for name, rect in rects.items():
        assert felt.contains(rect), (seats, name, rect)
    for (a, ra), (b, rb) in combinations(rects.items(), 2):
        if {a, b} == {"banner", "clock"} or (seats > 2 and "buzzer" in a + b):
            continue  # around the felt a buzzer sits on its won cards' label's side
        assert not ra.intersects(rb), (seats, a, b)
    if seats != 2:
        return
    # two seats face each other: the top seat's cards above the centre row, the bottom's below
    top, bottom = table.play[(1, 0)].y(), table.play[(0, 0)].y()
    assert top < table.draw_piles[0].y() < bottom
    # they cover a fair share of the felt, spread over most of its width and height
    area = sum(r.width() * r.height() for r in rects.values())
    assert area >= 0.3 * felt.width() * felt.height()
    union = QRectF()
    for r in rects.values():
        union = union.united(r)
    assert union.width() >= 0.7 * felt.width()
    assert union.height() >= 0.85 * felt.height()
    # bigger cards than around the felt
    assert table.play[(0, 0)].w > 160 + 12


# ------------------------------------------------------------------------------ keys
def duel_between_two_people(qtbot: Any) -> OrdetTable:
    """Three people, buzz judging, a duel open between seats 0 and 1."""
    table = make(qtbot, [HUMAN, HUMAN, HUMAN], {"judging": "buzz", "rounds": 1}, seed=15)
    a, b = cards_of(table, "star", 2)
    stack(table, [a, b], first=0)
    press(qtbot, table, Qt.Key.Key_Space)
    press(qtbot, table, Qt.Key.Key_Space)
    assert state(table).duel is not None
    return table


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shown_keys_are_the_keys_that_work(qtbot: Any, translations: Translations,
                                               lang: str) -> None:
    translations.install(lang)
    table = duel_between_two_people(qtbot)
    table.retranslate()
    # the buzzers show their letters; each letter buzzes its own seat (and only its seat)
    for seat, buzzer in enumerate(table.buzzers):
        assert keys.buzzer_seat(keys.qt_key(buzzer.key), table.n) == seat
    # the same place on every layout: no Z or Y (swapped on German keyboards)
    assert not {"Z", "Y"} & {b.key for b in table.buzzers}
    press(qtbot, table, keys.qt_key(table.buzzers[1].key))
    race = table.duels.race
    assert race is not None
    assert race.buzzed == 1
    yes = keys.yes_key()
    assert yes == ("Y" if lang == "en" else "J")
    assert f"({yes})" in table.bar.yes.text()
    assert table.bar.yes.isVisible()
    assert f"{yes} = " in table.status_text()
    other = "J" if yes == "Y" else "Y"
    press(qtbot, table, keys.qt_key(other))  # the letter not shown does nothing
    assert state(table).duel is not None
    press(qtbot, table, keys.qt_key(yes))
    st = state(table)
    assert st.duel is None
    assert len(st.score[1]) == 1


def test_the_old_third_buzzer_key_does_nothing(qtbot: Any) -> None:
    table = duel_between_two_people(qtbot)
    press(qtbot, table, Qt.Key.Key_Z)
    press(qtbot, table, Qt.Key.Key_Y)
    race = table.duels.race
    assert race is not None
    assert race.buzzed is None


# ------------------------------------------------------------------------------ controls
@pytest.mark.parametrize(("seats", "judging"), [(2, "typed"), (2, "buzz"), (6, "buzz"),
                                                (3, "typed")])
def test_the_controls_page_names_every_key(qtbot: Any, translations: Translations,
                                           seats: int, judging: str) -> None:
    translations.install("de")
    table = make(qtbot, [HUMAN] * seats, {"judging": judging, "rounds": 1}, seed=3)
    rows = table.controls()
    assert rows
    assert all(gesture and what for gesture, what in rows)
    named = {part for gesture, _what in rows for part in gesture.split(" / ")}
    missing = [keys.key_name(k) for k in handled_keys(seats) if keys.key_name(k) not in named]
    assert missing == []
    # one row per person's buzzer, with that person's name
    buzzer_rows = [what for gesture, what in rows if gesture in keys.BUZZER_KEYS]
    assert len(buzzer_rows) == seats
    assert all(
        name in row for name, row in zip(table.names(), buzzer_rows, strict=True))


def test_controls_follow_the_table(qtbot: Any) -> None:
    """One person typing against computers: no buzzers, no tie key, no switch keys."""
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "strict", "rounds": 1}, seed=3)
    named = {part for gesture, _what in table.controls() for part in gesture.split(" / ")}
    assert not named & set(keys.BUZZER_KEYS)
    assert keys.TIE_KEY not in named
    assert "←" not in named
    assert keys.yes_key() not in named
    assert "Esc" in named


# ------------------------------------------------------------------------------ messages
def test_an_empty_draw_pile_is_refused_without_its_internal_number(qtbot: Any) -> None:
    table = make(qtbot, [HUMAN, COMPUTER, COMPUTER], {"judging": "typed", "rounds": 1}, seed=3)
    table.session.cancel_thinking()
    st = state(table)
    st.turn = 0
    st.draw[1] = []
    table.refresh()
    messages: list[str] = []
    table.message.connect(messages.append)
    assert not table.moves.draw(1)
    assert messages == ["This draw pile is empty."]
    assert not any(ch.isdigit() for ch in messages[0])


def test_the_keys_tooltip_follows_a_language_switch(qtbot: Any,
                                                    translations: Translations) -> None:
    table = make(qtbot, [HUMAN, HUMAN], {"judging": "buzz", "rounds": 1})
    table.session.cancel_thinking()
    assert f"{keys.yes_key()}/" in table.view.toolTip()  # "Y" in English
    translations.install("de")
    table.retranslate()
    assert keys.yes_key() == "J"
    assert "J/" in table.view.toolTip()
