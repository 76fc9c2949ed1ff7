#!/usr/bin/env python3
"""Build Ordet fanger's card sets: ``tools/ordet/sets/*.toml`` -> ``resources/ordet/sets/*.json``.

Why TOML: the card texts are data that people write, review and translate, not code. A TOML
file is read by the standard library (``tomllib``, no dependency), allows comments, and lets
each category be one ``[[card]]`` entry with its name and its answers in every language, each
answer on a line of its own inside a ``'''`` block. Inside such a block nothing needs quoting or
escaping and there is no comma to forget, so a translator edits plain lines; a diff shows the
answer that changed; a broken file is reported with its line number. (JSON would need quotes
and commas around every one of some 30,000 answers; a home-made line format its own parser.)

The builder gives each card its id and symbol from its place in the file (``<id>-01`` ...,
symbols dealt round-robin), checks the content contract the game relies on
(``engine.ordet.cardsets``: 72 cards, 9 per symbol, every language, at least 15 answers, no
repeated category or answer after normalising) plus what only an author can fix (no answer
shadowed by another for the matcher, categories of at most 60 characters, no unknown key or
language) and writes the JSON only when there is no problem. ``json_layout`` keeps each shipped
file's layout: ``"indented"`` (one value a line) or ``"blocks"`` (one card a block).

    python tools/ordet/build.py            # rebuild every set
    python tools/ordet/build.py --check    # only report: exit 1 on a problem or an outdated file
"""

from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script: import the game's own contract
    sys.path.insert(0, str(ROOT))

from engine.ordet import cardsets  # noqa: E402
from engine.ordet.cardsets import LANGUAGES, SYMBOLS  # noqa: E402
from engine.ordet.matching import match, normalize  # noqa: E402

SOURCES = ROOT / "tools" / "ordet" / "sets"
TARGETS = ROOT / "resources" / "ordet" / "sets"
LAYOUTS = ("indented", "blocks")
MAX_CATEGORY = 60


def lines(block: str) -> list[str]:
    """The answers of a ``'''`` block: one per non-blank line, white space runs as one space."""
    return [" ".join(line.split()) for line in block.splitlines() if line.strip()]


def per_language(table: Any, key: str, where: str, problems: list[str],
                 text: bool) -> dict[str, Any]:
    """The ``<key>.<language> = ...`` entries in ``LANGUAGES`` order; a missing language is
    left to the content contract, an unknown one or a wrong type is a problem."""
    if table is None:
        return {}
    if not isinstance(table, dict):
        problems.append(f"{where}: {key} must be one entry per language ({key}.en = ...)")
        return {}
    problems += [f"{where}: unknown language {lang!r} in {key}" for lang in table
                 if lang not in LANGUAGES]
    out: dict[str, Any] = {}
    for lang in LANGUAGES:
        if lang in table and not isinstance(table[lang], str):
            problems.append(f"{where}: {key}.{lang} must be text")
        elif lang in table:
            out[lang] = table[lang] if text else lines(table[lang])
    return out


def read_set(path: Path) -> tuple[dict[str, Any], str, list[str]]:
    """The JSON document of the set in ``path``, its layout and the problems of its form."""
    src = tomllib.loads(path.read_text(encoding="utf-8-sig"))  # an editor's BOM is fine
    problems = [f"unknown key {key!r}" for key in src
                if key not in ("name", "json_layout", "jokers", "card")]
    layout = src.get("json_layout", "indented")
    if layout not in LAYOUTS:
        problems.append(f"json_layout must be one of {LAYOUTS}")
    set_id = path.stem
    raw_cards = src.get("card", [])
    if not isinstance(raw_cards, list) or not all(isinstance(c, dict) for c in raw_cards):
        problems.append("each category must be a [[card]] entry (two brackets)")
        raw_cards = []
    cards = []
    for n, card in enumerate(raw_cards, 1):
        cid = f"{set_id}-{n:02d}"
        problems += [f"card {cid}: unknown key {key!r}" for key in card
                     if key not in ("category", "answers")]
        cards.append({"id": cid, "symbol": SYMBOLS[(n - 1) % len(SYMBOLS)],
                      "category": per_language(card.get("category"), "category",
                                               f"card {cid}", problems, text=True),
                      "answers": per_language(card.get("answers"), "answers", f"card {cid}",
                                              problems, text=False)})
    jokers = [{"id": f"{set_id}-j{n}", "symbols": pair}
              for n, pair in enumerate(src.get("jokers", []), 1)]
    data = {"format": cardsets.FORMAT, "version": 1, "id": set_id,
            "name": per_language(src.get("name"), "name", "set", problems, text=True),
            "symbols": list(SYMBOLS), "cards": cards, "jokers": jokers}
    return data, layout, problems


def content_problems(data: dict[str, Any]) -> list[str]:
    """The game's content contract and the checks only an author can act on."""
    cs, problems = cardsets.parse(data)
    if cs is None:
        return problems
    problems = cardsets.content_problems(cs)
    for card in cs.cards:
        for lang in LANGUAGES:
            if len(card.category.get(lang, "")) > MAX_CATEGORY:
                problems.append(f"card {card.id}: category longer than {MAX_CATEGORY} "
                                f"characters in {lang}")
            lexicon = card.answers.get(lang, ())
            first: dict[str, str] = {}  # a repeated answer is reported as such, not twice
            for answer in lexicon:
                first.setdefault(normalize(answer), answer)
            problems += [f"card {card.id}: answer {answer!r} ({lang}) is shadowed by {hit!r}"
                         for answer in lexicon if first[normalize(answer)] == answer
                         and (hit := match(answer, lexicon, lang)) != answer]
    return problems


def dumps(data: dict[str, Any], layout: str) -> str:
    """The JSON text of a set in one of ``LAYOUTS``."""
    if layout == "indented":
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    def j(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    cards = [f'    {{"id": {j(c["id"])}, "symbol": {j(c["symbol"])},\n'
             f'     "category": {j(c["category"])},\n'
             '     "answers": {\n'
             + ",\n".join(f"       {j(lang)}: {j(lst)}" for lang, lst in c["answers"].items())
             + "\n     }}" for c in data["cards"]]
    jokers = [f"    {j(joker)}" for joker in data["jokers"]]
    return (f'{{\n  "format": {j(data["format"])}, "version": {j(data["version"])},\n'
            f'  "id": {j(data["id"])},\n  "name": {j(data["name"])},\n'
            f'  "symbols": {j(data["symbols"])},\n'
            '  "cards": [\n' + ",\n".join(cards) + "\n  ],\n"
            '  "jokers": [\n' + ",\n".join(jokers) + "\n  ]\n}\n")


def build_set(path: Path) -> tuple[str, list[str]]:
    """The JSON text built from the source ``path`` and every problem found (text is only
    meant to be written when the list is empty)."""
    data, layout, problems = read_set(path)
    problems += content_problems(data)
    return dumps(data, layout if layout in LAYOUTS else "indented"), problems


def main(argv: list[str]) -> int:
    check = "--check" in argv
    failed = False
    for path in sorted(SOURCES.glob("*.toml")):
        try:
            text, problems = build_set(path)
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
            text, problems = "", [f"not readable as TOML: {err}"]
        target = TARGETS / f"{path.stem}.json"
        for problem in problems:
            print(f"{path.name}: {problem}", file=sys.stderr)
        failed = failed or bool(problems)
        if problems:
            continue
        current = target.read_bytes() if target.is_file() else None
        if current == text.encode("utf-8"):
            print(f"{target.relative_to(ROOT)}: up to date")
        elif check:
            print(f"{target.relative_to(ROOT)}: out of date", file=sys.stderr)
            failed = True
        else:
            target.write_bytes(text.encode("utf-8"))
            print(f"{target.relative_to(ROOT)}: written")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
