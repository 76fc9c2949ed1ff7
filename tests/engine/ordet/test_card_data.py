"""The card sets' sources (``tools/ordet/sets/*.toml``) build exactly the shipped JSON files.

The JSON under ``resources/ordet/sets/`` is what the game loads; the TOML files are what people
edit. These tests keep the two in step (a changed source without a rebuild fails here, naming
the command), keep the sources in the shape translators are told about (tools/ordet/README.md),
and check that the builder refuses the mistakes an editor can make, with a message that says
which card and language.
"""

from __future__ import annotations

import importlib.util
import json
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from engine.ordet.cardsets import LANGUAGES, SETS_DIR
from engine.ordet.matching import normalize

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ROOT / "tools" / "ordet" / "sets"
SHIPPED = ("everyday", "world")
REBUILD = "python tools/ordet/build.py"


def _load_builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ordet_build", ROOT / "tools/ordet/build.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_builder()


def test_every_shipped_set_has_a_source_and_every_source_is_shipped() -> None:
    assert sorted(p.stem for p in SOURCES.glob("*.toml")) == sorted(SHIPPED)
    assert sorted(p.stem for p in SETS_DIR.glob("*.json")) == sorted(SHIPPED)


@pytest.mark.parametrize("set_id", SHIPPED)
def test_source_builds_the_shipped_file_byte_for_byte(set_id: str) -> None:
    text, problems = build.build_set(SOURCES / f"{set_id}.toml")
    assert problems == []
    shipped = (SETS_DIR / f"{set_id}.json").read_bytes()
    assert json.loads(text) == json.loads(shipped), f"out of date: run {REBUILD}"
    assert text.encode("utf-8") == shipped, f"out of date: run {REBUILD}"


def test_check_mode_reports_everything_up_to_date(capsys: pytest.CaptureFixture[str]) -> None:
    assert build.main(["--check"]) == 0
    out = capsys.readouterr().out
    for set_id in SHIPPED:
        assert f"{set_id}.json: up to date" in out


@pytest.mark.parametrize("set_id", SHIPPED)
def test_source_is_one_entry_per_category_with_every_language(set_id: str) -> None:
    src = tomllib.loads((SOURCES / f"{set_id}.toml").read_text(encoding="utf-8"))
    assert set(src) == {"json_layout", "name", "jokers", "card"}
    assert src["json_layout"] in build.LAYOUTS
    assert list(src["name"]) == list(LANGUAGES)
    assert len(src["jokers"]) == 6
    cards = src["card"]
    assert len(cards) == 72
    for n, card in enumerate(cards, 1):
        where = f"{set_id} card {n}"
        assert set(card) == {"category", "answers"}, where
        assert list(card["category"]) == list(LANGUAGES), where
        assert list(card["answers"]) == list(LANGUAGES), where
        for lang in LANGUAGES:
            assert isinstance(card["category"][lang], str), (where, lang)
            block = card["answers"][lang]
            assert isinstance(block, str), (where, lang)
            answers = build.lines(block)
            assert len(answers) >= 15, (where, lang)
            keys = [normalize(a) for a in answers]
            assert len(set(keys)) == len(keys), (where, lang)
            # every answer is written as it is built: trimmed, one space between words
            written = [line for line in block.splitlines() if line.strip()]
            assert written == answers, (where, lang)
    for lang in LANGUAGES:
        categories = [normalize(card["category"][lang]) for card in cards]
        assert len(set(categories)) == len(categories), (set_id, lang)


def _edited(tmp_path: Path, old: str, new: str, count: int = 1) -> list[str]:
    """The builder's problems for ``everyday.toml`` with ``old`` replaced by ``new``."""
    text = (SOURCES / "everyday.toml").read_text(encoding="utf-8")
    assert text.count(old) >= count
    path = tmp_path / "everyday.toml"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    problems: list[str] = build.build_set(path)[1]
    return problems


FIRST_SV = "answers.sv = '''\näpple\n"
FRUIT = ('category.en = "A fruit"\ncategory.sv = "En frukt"\ncategory.nb = "En frukt"\n'
         'category.de = "Eine Obstsorte"')


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("answers.en = '''\napple\n", "answers.en = '''\napple\n  Apple \n",
     ["card everyday-01: duplicate answer 'Apple' / 'apple' in en"]),
    ("Apfel\n", "Apfel\nAepfel\n",
     ["card everyday-01: answer 'Aepfel' (de) is shadowed by 'Apfel'"]),
    (FIRST_SV, "answers.sv.extra = '''\näpple\n",
     ["card everyday-01: answers.sv must be text", "card everyday-01: no answers in sv"]),
    (FIRST_SV, "answers.nn = '''\näpple\n",
     ["card everyday-01: unknown language 'nn' in answers", "card everyday-01: no answers in sv"]),
    ('category.nb = "En frukt"', 'category.nb = "En grønnsak"',
     ["card everyday-02: category 'En grønnsak' (nb) repeats card everyday-01"]),
    ('category.de = "Eine Obstsorte"', 'category.de = "' + "Obst" * 16 + '"',
     ["card everyday-01: category longer than 60 characters in de"]),
    ("answers.en = '''\napple\n", "answer.en = '''\napple\n",
     ["card everyday-01: unknown key 'answer'", "card everyday-01: no answers in en"]),
    (FRUIT, 'category = "A fruit"',
     ["card everyday-01: category must be one entry per language (category.en = ...)"]
     + [f"card everyday-01: category missing or empty in {lang}" for lang in LANGUAGES]),
    ('json_layout = "indented"', 'json_layout = "pretty"',
     ["json_layout must be one of ('indented', 'blocks')"]),
    ('["circle", "square"]', '["circle", "circle"]',
     ["joker 'everyday-j1': symbols must be two different known symbols"]),
])
def test_builder_names_each_mistake(tmp_path: Path, old: str, new: str,
                                    expected: list[str]) -> None:
    assert _edited(tmp_path, old, new) == expected


def test_builder_counts_cards_and_symbols(tmp_path: Path) -> None:
    """A 73rd category breaks the deal: 72 cards, nine of each symbol."""
    extra = '[[card]]\ncategory.en = "Extra"\n'
    problems = _edited(tmp_path, "[[card]]\n", extra + "answers.en = 'x'\n[[card]]\n")
    assert "73 category cards, expected 72" in problems
    assert "symbol circle: 10 cards, expected 9" in problems


def test_builder_reads_a_byte_order_mark_and_refuses_single_brackets(tmp_path: Path) -> None:
    """What an editor may do to a file: save it with a BOM, or write ``[card]`` for
    ``[[card]]`` (valid TOML, a table instead of a list of them)."""
    text = (SOURCES / "everyday.toml").read_text(encoding="utf-8")
    path = tmp_path / "everyday.toml"
    path.write_text("\ufeff" + text, encoding="utf-8")
    built, problems = build.build_set(path)
    assert problems == []
    assert built.encode("utf-8") == (SETS_DIR / "everyday.json").read_bytes()
    entry = "\n[[card]]\n"
    one_card = text[:text.index(entry, text.index(entry) + 1)]
    path.write_text(one_card.replace(entry, "\n[card]\n"), encoding="utf-8")
    problems = build.build_set(path)[1]
    assert "each category must be a [[card]] entry (two brackets)" in problems


def test_main_writes_what_is_out_of_date_and_reports_broken_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    sources, targets = tmp_path / "src", tmp_path / "out"
    sources.mkdir()
    targets.mkdir()
    monkeypatch.setattr(build, "SOURCES", sources)
    monkeypatch.setattr(build, "TARGETS", targets)
    monkeypatch.setattr(build, "ROOT", tmp_path)
    text = (SOURCES / "everyday.toml").read_text(encoding="utf-8")
    (sources / "everyday.toml").write_text(text, encoding="utf-8")
    assert build.main(["--check"]) == 1
    assert "out/everyday.json: out of date" in capsys.readouterr().err
    assert build.main([]) == 0
    assert (targets / "everyday.json").read_bytes() == (SETS_DIR / "everyday.json").read_bytes()
    assert build.main(["--check"]) == 0
    (sources / "everyday.toml").write_text(text.replace("'''", "", 1), encoding="utf-8")
    assert build.main([]) == 1
    err = capsys.readouterr().err
    assert "everyday.toml: not readable as TOML: " in err
    assert "(at line " in err
