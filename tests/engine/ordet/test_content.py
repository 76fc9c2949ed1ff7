"""The shipped card sets keep the content contract (``/tmp/team/ORDET_FORMAT.md``).

These tests FAIL (never skip) when a set file is missing: the game cannot ship without them.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine.ordet import GAME, cardsets
from engine.ordet.cardsets import LANGUAGES, SETS_DIR, SYMBOLS
from engine.ordet.matching import match, normalize

SHIPPED = ("everyday", "world")


@pytest.mark.parametrize("set_id", SHIPPED)
def test_set_file_exists_and_loads(set_id: str) -> None:
    path = SETS_DIR / f"{set_id}.json"
    assert path.is_file(), f"card set file missing: {path}"
    cs = cardsets.get(set_id)
    assert cs.id == set_id


@pytest.mark.parametrize("set_id", SHIPPED)
def test_set_content_contract(set_id: str) -> None:
    cs = cardsets.get(set_id)
    assert cardsets.content_problems(cs) == []
    # the same facts spelled out, so a failure reads clearly
    assert cs.symbols == SYMBOLS
    assert len(cs.cards) == 72
    assert Counter(c.symbol for c in cs.cards) == {i: 9 for i in range(8)}
    assert len(cs.jokers) == 6
    assert all(j.symbols[0] != j.symbols[1] for j in cs.jokers)
    assert max(Counter(s for j in cs.jokers for s in j.symbols).values()) <= 2
    for lang in LANGUAGES:
        categories = [normalize(c.category.get(lang, "")) for c in cs.cards]
        assert all(categories), lang
        assert len(set(categories)) == 72, lang
        for card in cs.cards:
            answers = card.answers.get(lang)
            assert answers is not None, (card.id, lang)
            assert len(answers) >= 15, (card.id, lang)
            keys = [normalize(a) for a in answers]
            assert all(keys), (card.id, lang)
            assert len(set(keys)) == len(keys), (card.id, lang)
            assert len(card.category[lang]) <= 60, (card.id, lang)


@pytest.mark.parametrize("set_id", SHIPPED)
def test_every_lexicon_answer_is_matched_to_itself(set_id: str) -> None:
    """No answer is shadowed by another that folds the same ("Müller"/"Mueller"): they
    would be one answer for "no repeats"."""
    cs = cardsets.get(set_id)
    shadowed = [(card.id, lang, answer)
                for card in cs.cards for lang in LANGUAGES
                for answer in card.answers[lang]
                if match(answer, card.answers[lang], lang) != answer]
    assert shadowed == []


@pytest.mark.parametrize("set_id", SHIPPED)
def test_every_lexicon_answer_is_found_without_case_and_accents(set_id: str) -> None:
    cs = cardsets.get(set_id)
    missed = [(card.id, lang, answer)
              for card in cs.cards for lang in LANGUAGES
              for answer in card.answers[lang]
              for typed in (answer.upper(), normalize(answer), f"  {answer.lower()} ")
              if match(typed, card.answers[lang], lang) != answer]
    assert missed == []


def test_card_ids_and_categories_do_not_repeat_across_the_two_sets() -> None:
    a, b = (cardsets.get(s) for s in SHIPPED)
    ids = [c.id for c in a.cards + b.cards] + [j.id for j in a.jokers + b.jokers]
    assert len(ids) == len(set(ids))
    en_a = {normalize(c.category["en"]) for c in a.cards}
    en_b = {normalize(c.category["en"]) for c in b.cards}
    assert en_a & en_b == set()


@pytest.mark.parametrize("set_id", SHIPPED)
def test_a_whole_game_runs_on_the_shipped_set(set_id: str) -> None:
    from engine.arena import play_game
    from engine.ordet import AGENTS

    for lang in LANGUAGES:
        options = GAME.normalize_options({"seats": 4, "card_set": set_id, "language": lang,
                                          "rounds": 1})
        agents = [AGENTS["bot-hard"](), AGENTS["bot-easy"]()]
        state, _, errors, capped = play_game(GAME, options, 3, agents, [0, 1, 0, 1],
                                             check=True)
        assert errors == []
        assert not capped
        assert GAME.is_over(state)


# --- the loader and checker themselves (on synthetic data) -----------------------------------


def _raw() -> dict[str, object]:
    cs = cardsets.synthetic("raw")
    return {
        "format": "tabletop-ordet-set", "version": 1, "id": "raw",
        "name": dict(cs.name), "symbols": list(SYMBOLS),
        "cards": [{"id": c.id, "symbol": SYMBOLS[c.symbol], "category": dict(c.category),
                   "answers": {k: list(v) for k, v in c.answers.items()}} for c in cs.cards],
        "jokers": [{"id": j.id, "symbols": [SYMBOLS[s] for s in j.symbols]}
                   for j in cs.jokers],
    }


def test_synthetic_set_passes_the_content_check_and_round_trips_json() -> None:
    data = json.loads(json.dumps(_raw()))
    cs, problems = cardsets.parse(data)
    assert problems == []
    assert cs is not None
    assert cardsets.content_problems(cs) == []


def test_content_check_reports_each_kind_of_problem() -> None:
    data = _raw()
    cards = data["cards"]
    assert isinstance(cards, list)
    cards[0]["symbol"] = "square"                       # 8 circles, 10 squares
    cards[1]["answers"]["de"] = cards[1]["answers"]["de"][:14]   # too few
    cards[2]["answers"]["sv"].append(" CAT02-sv-0 ")   # duplicate after normalising
    cards[3]["answers"]["nb"].append("!!")             # normalises to nothing
    cards[4]["answers"]["en"].append("")               # empty
    del cards[5]["answers"]["en"]                      # language missing
    cards[6]["category"]["de"] = cards[7]["category"]["de"]  # repeated category
    jokers = data["jokers"]
    assert isinstance(jokers, list)
    jokers[1]["symbols"] = ["circle", "moon"]          # circle on three jokers
    cs, problems = cardsets.parse(data)
    assert cs is not None
    assert problems == []
    text = "\n".join(cardsets.content_problems(cs))
    for needle in ("symbol circle: 8", "symbol square: 10", "14 answers in de",
                   "duplicate answer", "normalises to nothing", "empty answer",
                   "no answers in en", "repeats card", "on 3 jokers"):
        assert needle in text, needle


def test_structural_problems_are_all_reported() -> None:
    data = _raw()
    data["format"] = "other"
    data["cards"][0]["symbol"] = "hexagon"  # type: ignore[index]
    data["jokers"][0]["symbols"] = ["moon", "moon"]  # type: ignore[index]
    cs, problems = cardsets.parse(data)
    assert cs is None
    assert any("format" in p for p in problems)
    assert any("hexagon" in p for p in problems)
    assert any("two different" in p for p in problems)


def test_unknown_set_id_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown card set"):
        cardsets.get("no-such-set")
