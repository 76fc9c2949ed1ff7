"""The deck data: the 36 cards of rules/supertrumf-deck.md and the seed's facts."""

from __future__ import annotations

import itertools
from pathlib import Path

from engine.supertrumf import deck
from engine.supertrumf.deck import BY_ID, CARDS, FIGURE, OBJECT, PROPERTIES, SUPERTRUMP


def test_thirty_six_unique_cards_of_three_kinds() -> None:
    assert len(CARDS) == 36
    assert len(BY_ID) == 36
    kinds = [c.kind for c in CARDS]
    assert kinds.count(FIGURE) == 24
    assert kinds.count(OBJECT) == 10
    assert kinds.count(SUPERTRUMP) == 2
    expected = {f"{r}{c}" for r in "123456" for c in "ABCD"}
    expected |= {f"O{i}" for i in range(1, 11)} | {"S1", "S2"}
    assert set(BY_ID) == expected


def test_seed_facts_riddare_heligt_svard_26_and_harforare_18() -> None:
    assert deck.card("1B").name_sv == "Riddare"
    assert deck.card("O1").name_sv == "Heligt svärd"
    assert deck.play_value(("1B", "O1"), "styrka") == 26
    assert deck.card("1A").name_sv == "Härförare"
    assert deck.card("1A").values["styrka"] == 18
    elixir = deck.card("O3")
    assert (elixir.name_sv, elixir.bonus_prop, elixir.bonus) == ("Elixir", "fysik", 10)


def test_property_ids_and_english_names() -> None:
    assert PROPERTIES == ("styrka", "fysik", "magi", "intelligens", "snabbhet")
    assert deck.PROPERTY_NAMES == {
        "styrka": "Strength", "fysik": "Physique", "magi": "Magic",
        "intelligens": "Intelligence", "snabbhet": "Speed",
    }


def test_names_of_a_few_cards_in_both_languages() -> None:
    assert (deck.card("1B").name_sv, deck.card("1B").name) == ("Riddare", "Knight")
    assert (deck.card("6D").name_sv, deck.card("6D").name) == ("Sjöorm", "Sea serpent")
    assert (deck.card("S2").name_sv, deck.card("S2").name) == ("Dolk i ryggen", "Knife in the back")
    assert deck.kind("S1") == SUPERTRUMP
    assert deck.kind("O10") == OBJECT


def test_english_names_are_marked_for_translation() -> None:
    source = Path(deck.__file__).read_text(encoding="utf-8")
    for c in CARDS:
        assert f'QT_TRANSLATE_NOOP("cards", "{c.name}")' in source, c.name
    for name in deck.PROPERTY_NAMES.values():
        assert f'QT_TRANSLATE_NOOP("properties", "{name}")' in source


def test_each_property_has_exactly_one_top_figure() -> None:
    figures = [c for c in CARDS if c.kind == FIGURE]
    for prop in PROPERTIES:
        best = max(c.values[prop] for c in figures)
        assert [c.values[prop] for c in figures].count(best) == 1, prop


def test_no_figure_is_beaten_on_every_property() -> None:
    figures = [c for c in CARDS if c.kind == FIGURE]
    for a, b in itertools.permutations(figures, 2):
        assert not all(b.values[p] > a.values[p] for p in PROPERTIES), (a.id, b.id)


def test_value_of_lone_objects_and_super_trumps() -> None:
    assert deck.play_value(("O3",), "fysik") == 10
    assert deck.play_value(("O3",), "styrka") == 0
    assert deck.play_value(("1B", "O3"), "styrka") == 16  # the object does not boost styrka
    assert deck.play_value(("S1",), "magi") == 0
    assert deck.play_value(("2A", "S1"), "magi") == 29
