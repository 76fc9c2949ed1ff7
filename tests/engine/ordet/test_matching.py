"""Answer matching: case, accents, whitespace, small typos, simple plural/definite forms."""

from __future__ import annotations

import pytest

from engine.ordet.matching import answer_key, distance, fold, match, normalize


@pytest.mark.parametrize(("typed", "lexicon", "language", "expected"), [
    # English
    ("bananas", ["apple", "banana"], "en", "banana"),
    ("APPLES", ["apple", "banana"], "en", "apple"),
    ("cherries", ["cherry", "plum"], "en", "cherry"),
    ("boxes", ["box", "bag"], "en", "box"),
    ("new  york", ["New York", "Boston"], "en", "New York"),
    ("new-york", ["New York", "Boston"], "en", "New York"),
    ("strawbery", ["strawberry"], "en", "strawberry"),
    ("elepahnt", ["elephant"], "en", "elephant"),
    ("cat", ["bat", "dog"], "en", None),
    ("giraffe", ["elephant", "lion"], "en", None),
    # Swedish
    ("goteborg", ["Stockholm", "Göteborg"], "sv", "Göteborg"),
    ("Goeteborg", ["Stockholm", "Göteborg"], "sv", "Göteborg"),
    ("Bananen", ["äpple", "banan"], "sv", "banan"),
    ("hundar", ["katt", "hund"], "sv", "hund"),
    ("flickorna", ["flicka", "pojke"], "sv", "flicka"),  # -a word, -or plural
    ("pojkar", ["flicka", "pojke"], "sv", "pojke"),  # -e word, -ar plural
    ("sauer", ["sau", "ku"], "nb", "sau"),  # a real "ue" is no umlaut digraph
    ("äpplen", ["äpple", "päron"], "sv", "äpple"),
    ("Malmo", ["Malmö"], "sv", "Malmö"),
    # Norwegian Bokmål
    ("bilene", ["bil", "buss"], "nb", "bil"),
    ("epler", ["eple", "pære"], "nb", "eple"),
    ("tromso", ["Tromsø", "Bergen"], "nb", "Tromsø"),
    ("BERGEN", ["Tromsø", "Bergen"], "nb", "Bergen"),
    ("blabaer", ["blåbær", "jordbær"], "nb", "blåbær"),
    # German
    ("Äpfel", ["Apfel", "Birne"], "de", "Apfel"),
    ("Aepfel", ["Apfel", "Birne"], "de", "Apfel"),
    ("Bananen", ["Apfel", "Banane"], "de", "Banane"),
    ("Hunde", ["Hund", "Katze"], "de", "Hund"),
    ("muenchen", ["München", "Berlin"], "de", "München"),
    ("munchen", ["München", "Berlin"], "de", "München"),
    ("Strasse", ["Straße"], "de", "Straße"),
    ("Schmetterlnig", ["Schmetterling"], "de", "Schmetterling"),
])
def test_match_examples(typed: str, lexicon: list[str], language: str,
                        expected: str | None) -> None:
    assert match(typed, lexicon, language) == expected


def test_empty_and_punctuation_only_never_match() -> None:
    assert match("", ["a b c"], "en") is None
    assert match("  -- ", ["abc"], "en") is None


def test_normalize_is_the_content_normal_form() -> None:
    assert normalize("  Göteborg  ") == "goteborg"
    assert normalize("Saint-Étienne") == "saint etienne"
    assert normalize("Straße") == "strasse"
    assert normalize("Tromsø") == "tromso"
    assert normalize("Ærø") == "aero"
    assert normalize("New   York") == "new york"
    assert normalize("!!!") == ""


def test_fold_ignores_spaces_and_umlaut_digraphs() -> None:
    assert fold("ice cream") == fold("icecream")
    assert fold("Müller") == fold("Mueller")


def test_distance_counts_transpositions_as_one_and_stops_at_the_limit() -> None:
    assert distance("elephant", "elepahnt", 2) == 1
    assert distance("kitten", "sitting", 3) == 3
    assert distance("kitten", "sitting", 1) == 2  # limit + 1
    assert distance("abc", "abc", 0) == 0


def test_short_words_need_an_exact_match_long_words_allow_two_typos() -> None:
    assert match("dgo", ["dog"], "en") is None
    assert match("Scmetterlnig", ["Schmetterling"], "de") == "Schmetterling"


def test_answer_key_makes_plural_and_typo_variants_one_answer() -> None:
    lex = ["banana", "orange"]
    assert answer_key("bananas", lex, "en") == answer_key("Banana", lex, "en")
    assert answer_key("bananna", lex, "en") == answer_key("banana", lex, "en")
    # outside the lexicon: the folded singular-ish form
    assert answer_key("Kumquats", lex, "en") == answer_key("kumquat", lex, "en")


@pytest.mark.parametrize(("set_id", "card", "language", "typed", "expected"), [
    # English: case, plural, -ies, spaces, typos
    ("everyday", "everyday-01", "en", "BANANAS", "banana"),
    ("everyday", "everyday-01", "en", "cherries", "cherry"),
    ("everyday", "everyday-38", "en", "horses", "horse"),
    ("world", "world-01", "en", "Frnace", "France"),
    ("world", "world-01", "en", "germany", "Germany"),
    # Swedish: accents, -er/-ar/-or plurals, definite forms
    ("world", "world-08", "sv", "goteborg", "Göteborg"),
    ("world", "world-08", "sv", "Malmo", "Malmö"),
    ("everyday", "everyday-01", "sv", "bananer", "banan"),
    ("everyday", "everyday-01", "sv", "päronen", "päron"),
    ("everyday", "everyday-38", "sv", "hästar", "häst"),
    # Norwegian Bokmål: ø/æ/å, -er/-ene
    ("world", "world-08", "nb", "tromso", "Tromsø"),
    ("world", "world-08", "nb", "Trondhiem", "Trondheim"),
    ("everyday", "everyday-01", "nb", "eplene", "eple"),
    ("everyday", "everyday-38", "nb", "hester", "hest"),
    ("everyday", "everyday-38", "nb", "sauer", "sau"),
    # German: umlauts typed as digraphs or plain, -en/-n/-e plurals, Umlaut plural
    ("world", "world-06", "de", "Muenchen", "München"),
    ("world", "world-06", "de", "koln", "Köln"),
    ("everyday", "everyday-01", "de", "Bananen", "Banane"),
    ("everyday", "everyday-01", "de", "Äpfel", "Apfel"),
    ("everyday", "everyday-37", "de", "Amseln", "Amsel"),
    # a wrong answer stays wrong
    ("everyday", "everyday-01", "en", "Paris", None),
    ("world", "world-01", "en", "Australia", None),
    ("everyday", "everyday-01", "de", "Auto", None),
])
def test_real_examples_from_the_shipped_sets(set_id: str, card: str, language: str,
                                             typed: str, expected: str | None) -> None:
    from engine.ordet import cardsets

    cs = cardsets.get(set_id)
    lexicon = cs.lexicon(cs.number_of(card), language)
    assert expected is None or expected in lexicon
    assert match(typed, lexicon, language) == expected
