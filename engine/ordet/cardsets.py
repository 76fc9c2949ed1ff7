"""Ordet fanger card sets: loading ``resources/ordet/sets/<id>.json`` and checking its content.

Why a module of its own: the engine, the computer player, the UI and the content test all need
the same parsed set, and the format (``/tmp/team/ORDET_FORMAT.md``: 72 category cards with one
of 8 symbols, 6 jokers with two symbols, four languages) is data written by people, so loading
reports *every* problem in plain words instead of failing on the first.

Loading only checks the *structure* (so tests can use small synthetic sets); ``content_problems``
checks the full content contract (counts, spread, languages, lexicon sizes, duplicates).
A set file is read like a save (``engine.jsonfile``: a regular file of bounded size, a
byte-order mark accepted, nesting and numbers bounded) and every value's type and length is
checked, so a damaged or hostile file ends in one ``CardSetError`` and nothing else.
Card numbers inside the engine: category cards are ``0 .. len(cards)-1`` in file order, jokers
follow (``len(cards) .. len(cards)+len(jokers)-1``); ints keep states small and fast to copy.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import jsonfile
from engine.ordet.matching import normalize
from engine.resources import resource_path
from engine.translatable import QT_TRANSLATE_NOOP

FORMAT = "tabletop-ordet-set"
LANGUAGES: tuple[str, ...] = ("en", "sv", "nb", "de")
SYMBOLS: tuple[str, ...] = (
    "circle", "square", "triangle", "star", "diamond", "cross", "heart", "moon",
)
CARDS_PER_SET = 72
CARDS_PER_SYMBOL = 9
JOKERS_PER_SET = 6
MIN_ANSWERS = 15
#: Bounds of a set file (the shipped sets: about 300 KB, texts under 50 characters, at most
#: 150 answers per card and language): far above real content, far below what hurts.
MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_TEXT = 200
MAX_CARDS = 1000
MAX_ANSWERS = 2000
MAX_KEYS = 20

#: Where the shipped sets live (a source checkout or an editable install).
SETS_DIR = resource_path("ordet", "sets")


@dataclass(frozen=True)
class CategoryCard:
    """One category card: its symbol index (into ``CardSet.symbols``), texts and lexicons."""

    id: str
    symbol: int
    category: Mapping[str, str]
    answers: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True)
class JokerCard:
    id: str
    symbols: tuple[int, int]


@dataclass(frozen=True)
class CardSet:
    id: str
    name: Mapping[str, str]
    symbols: tuple[str, ...]
    cards: tuple[CategoryCard, ...]
    jokers: tuple[JokerCard, ...]

    @property
    def size(self) -> int:
        """Number of engine card numbers (category cards plus jokers)."""
        return len(self.cards) + len(self.jokers)

    def is_joker(self, card: int) -> bool:
        return card >= len(self.cards)

    def joker(self, card: int) -> JokerCard:
        return self.jokers[card - len(self.cards)]

    def symbol_of(self, card: int) -> int:
        """Symbol index of a category card (jokers have two; see ``joker``)."""
        return self.cards[card].symbol

    def symbols_on(self, card: int) -> tuple[int, ...]:
        if self.is_joker(card):
            return self.joker(card).symbols
        return (self.cards[card].symbol,)

    def number_of(self, card_id: str) -> int:
        """Engine number of the card with file id ``card_id`` (ValueError if unknown)."""
        for i, card in enumerate(self.cards):
            if card.id == card_id:
                return i
        for j, joker in enumerate(self.jokers):
            if joker.id == card_id:
                return len(self.cards) + j
        raise ValueError(f"card set {self.id!r} has no card {card_id!r}")

    def lexicon(self, card: int, language: str) -> tuple[str, ...]:
        """Accepted answers for a category card in ``language`` (empty if none)."""
        return self.cards[card].answers.get(language, ())


# ---------------------------------------------------------------------------------------------
# parsing
# ---------------------------------------------------------------------------------------------


class CardSetError(ValueError):
    """A card set file that cannot be used.

    Like ``SaveError``: ``message`` is an English template marked for translation in context
    "engine" and ``params`` fill it; ``str(err)`` names the file and the problems in
    developer words (the content test and logs show those); ``problems`` lists them.
    """

    def __init__(self, text: str, message: str, problems: Sequence[str] = (),
                 **params: Any) -> None:
        super().__init__(text)
        self.message = message
        self.params = params
        self.problems = list(problems)


NOT_A_SET = QT_TRANSLATE_NOOP("engine", "The file is not a valid Ordet fanger card set.")


def _short(value: Any) -> str:
    """A value from the file for a problem's text: its repr, cut (a key may be a megabyte)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"


def _is_text(value: Any) -> bool:
    return type(value) is str and len(value) <= MAX_TEXT


def _texts(obj: Any, where: str, problems: list[str]) -> dict[str, str]:
    if type(obj) is not dict or len(obj) > MAX_KEYS:
        problems.append(f"{where}: must be an object of language -> text")
        return {}
    out: dict[str, str] = {}
    for lang, text in obj.items():
        if not _is_text(text):
            problems.append(f"{where}.{_short(lang)}: must be a string of at most {MAX_TEXT} "
                            "characters")
        else:
            out[lang] = text
    return out


def parse(data: Any) -> tuple[CardSet | None, list[str]]:
    """Build a ``CardSet`` from JSON data; returns (set or None, structural problems)."""
    problems: list[str] = []
    if type(data) is not dict:
        return None, ["the set must be a JSON object"]
    if data.get("format") != FORMAT:
        problems.append(f"format must be {FORMAT!r}")
    if type(data.get("version")) is not int or data.get("version") != 1:
        problems.append("version must be 1")
    set_id = data.get("id")
    if not _is_text(set_id) or not set_id:
        problems.append("id must be a non-empty string")
        set_id = ""
    name = _texts(data.get("name"), "name", problems)
    raw_symbols = data.get("symbols")
    if (type(raw_symbols) is not list or len(raw_symbols) > MAX_KEYS
            or not all(_is_text(s) for s in raw_symbols)):
        problems.append("symbols must be a list of strings")
        raw_symbols = list(SYMBOLS)
    symbols = tuple(raw_symbols)
    if len(set(symbols)) != len(symbols):
        problems.append("symbols must be distinct")
    index = {s: i for i, s in enumerate(symbols)}
    cards: list[CategoryCard] = []
    raw_cards = data.get("cards")
    if type(raw_cards) is not list or len(raw_cards) > MAX_CARDS:
        problems.append(f"cards must be a list of at most {MAX_CARDS}")
        raw_cards = []
    seen_ids: set[str] = set()
    for n, raw in enumerate(raw_cards):
        where = f"cards[{n}]"
        if type(raw) is not dict:
            problems.append(f"{where}: must be an object")
            continue
        cid = raw.get("id")
        if not _is_text(cid) or not cid:
            problems.append(f"{where}: id must be a non-empty string")
            cid = f"#{n}"
        where = f"card {_short(cid)}"
        if cid in seen_ids:
            problems.append(f"{where}: duplicate card id")
        seen_ids.add(cid)
        symbol = raw.get("symbol")
        if type(symbol) is not str or symbol not in index:
            problems.append(f"{where}: unknown symbol {_short(symbol)}")
            continue
        category = _texts(raw.get("category"), f"{where}.category", problems)
        answers: dict[str, tuple[str, ...]] = {}
        raw_answers = raw.get("answers")
        if type(raw_answers) is not dict or len(raw_answers) > MAX_KEYS:
            problems.append(f"{where}.answers: must be an object of language -> list")
        else:
            for lang, lst in raw_answers.items():
                if (type(lst) is not list or len(lst) > MAX_ANSWERS
                        or not all(_is_text(a) for a in lst)):
                    problems.append(f"{where}.answers.{_short(lang)}: must be a list of "
                                    "strings")
                    continue
                answers[lang] = tuple(lst)
        cards.append(CategoryCard(cid, index[symbol], category, answers))
    jokers: list[JokerCard] = []
    raw_jokers = data.get("jokers")
    if type(raw_jokers) is not list or len(raw_jokers) > MAX_CARDS:
        problems.append(f"jokers must be a list of at most {MAX_CARDS}")
        raw_jokers = []
    for n, raw in enumerate(raw_jokers):
        where = f"jokers[{n}]"
        if type(raw) is not dict:
            problems.append(f"{where}: must be an object")
            continue
        jid = raw.get("id")
        if not _is_text(jid) or not jid:
            problems.append(f"{where}: id must be a non-empty string")
            jid = f"#j{n}"
        if jid in seen_ids:
            problems.append(f"joker {_short(jid)}: duplicate card id")
        seen_ids.add(jid)
        pair = raw.get("symbols")
        if (type(pair) is not list or len(pair) != 2
                or not all(type(s) is str and s in index for s in pair) or pair[0] == pair[1]):
            problems.append(f"joker {_short(jid)}: symbols must be two different known "
                            "symbols")
            continue
        jokers.append(JokerCard(jid, (index[pair[0]], index[pair[1]])))
    if problems:
        return None, problems
    return CardSet(set_id, name, symbols, tuple(cards), tuple(jokers)), []


def content_problems(cs: CardSet) -> list[str]:
    """Every way ``cs`` breaks the content contract (empty list when it is fine)."""
    problems: list[str] = []
    if cs.symbols != SYMBOLS:
        problems.append(f"symbols must be exactly {list(SYMBOLS)}")
    if len(cs.cards) != CARDS_PER_SET:
        problems.append(f"{len(cs.cards)} category cards, expected {CARDS_PER_SET}")
    per_symbol = Counter(c.symbol for c in cs.cards)
    for i, sym in enumerate(cs.symbols):
        if per_symbol[i] != CARDS_PER_SYMBOL:
            problems.append(f"symbol {sym}: {per_symbol[i]} cards, expected {CARDS_PER_SYMBOL}")
    if len(cs.jokers) != JOKERS_PER_SET:
        problems.append(f"{len(cs.jokers)} jokers, expected {JOKERS_PER_SET}")
    on_jokers = Counter(s for j in cs.jokers for s in j.symbols)
    for i, count in on_jokers.items():
        if count > 2:
            problems.append(f"symbol {cs.symbols[i]} is on {count} jokers (at most 2)")
    for lang in LANGUAGES:
        if lang not in cs.name or not cs.name[lang].strip():
            problems.append(f"set name missing in {lang}")
        seen_categories: dict[str, str] = {}
        for card in cs.cards:
            text = card.category.get(lang, "")
            key = normalize(text)
            if not key:
                problems.append(f"card {card.id}: category missing or empty in {lang}")
            elif key in seen_categories:
                problems.append(
                    f"card {card.id}: category {text!r} ({lang}) repeats card "
                    f"{seen_categories[key]}"
                )
            else:
                seen_categories[key] = card.id
            answers = card.answers.get(lang)
            if answers is None:
                problems.append(f"card {card.id}: no answers in {lang}")
                continue
            if len(answers) < MIN_ANSWERS:
                problems.append(
                    f"card {card.id}: {len(answers)} answers in {lang}, need {MIN_ANSWERS}"
                )
            seen: dict[str, str] = {}
            for answer in answers:
                if not answer.strip():
                    problems.append(f"card {card.id}: empty answer in {lang}")
                    continue
                key = normalize(answer)
                if not key:
                    problems.append(
                        f"card {card.id}: answer {answer!r} ({lang}) normalises to nothing"
                    )
                elif key in seen:
                    problems.append(
                        f"card {card.id}: duplicate answer {answer!r} / {seen[key]!r} in {lang}"
                    )
                else:
                    seen[key] = answer
    return problems


# ---------------------------------------------------------------------------------------------
# registry
# ---------------------------------------------------------------------------------------------

_registered: dict[str, CardSet] = {}
_loaded: dict[str, CardSet] = {}


def load_file(path: Path) -> CardSet:
    """Read and parse one set file (``engine.jsonfile``: never a pipe or a huge file);
    ``CardSetError`` (a ``ValueError``) with the file's or the structure's problems."""
    try:
        data = jsonfile.load(path, MAX_FILE_BYTES)
    except jsonfile.JsonFileError as err:
        raise CardSetError(f"card set {path.name}: cannot read: {err}", err.message,
                           **err.params) from err
    cs, problems = parse(data)
    if cs is None:
        raise CardSetError(f"card set {path.name}: " + "; ".join(problems[:10]), NOT_A_SET,
                           problems)
    return cs


def register(cs: CardSet) -> None:
    """Make an in-memory set available by id (tests, user sets); overrides a file of that id."""
    _registered[cs.id] = cs


def unregister(set_id: str) -> None:
    _registered.pop(set_id, None)


def available() -> list[str]:
    """Ids of the sets that can be used: shipped files (sorted) then registered ones."""
    ids = sorted(p.stem for p in SETS_DIR.glob("*.json")) if SETS_DIR.is_dir() else []
    ids.extend(i for i in _registered if i not in ids)
    return ids


def default_set_id() -> str | None:
    ids = available()
    if "everyday" in ids:
        return "everyday"
    return ids[0] if ids else None


def get(set_id: str) -> CardSet:
    """The set with id ``set_id`` (cached); ValueError if it does not exist or is broken."""
    if set_id in _registered:
        return _registered[set_id]
    if set_id in _loaded:
        return _loaded[set_id]
    if not set_id or "/" in set_id or "\\" in set_id or set_id.startswith("."):
        raise ValueError(f"invalid card set id {set_id!r}")
    path = SETS_DIR / f"{set_id}.json"
    if not path.is_file():
        raise ValueError(f"unknown card set {set_id!r}; available: {', '.join(available())}")
    cs = load_file(path)
    if cs.id != set_id:
        raise ValueError(f"card set file {path.name} declares id {cs.id!r}")
    _loaded[set_id] = cs
    return cs


def synthetic(
    set_id: str = "synthetic",
    cards: Sequence[tuple[str, int]] | None = None,
    jokers: Sequence[tuple[int, int]] = ((0, 1), (2, 3), (4, 5), (6, 7), (0, 2), (1, 3)),
) -> CardSet:
    """A generated set (for tests and the arena without content): full size by default.

    ``cards`` lists (category stem, symbol index); every language gets 20 answers named
    ``<stem>-<lang>-<k>`` so lexicon matching and repeats work like with real content.
    """
    if cards is None:
        cards = [(f"cat{i:02d}", i % len(SYMBOLS)) for i in range(CARDS_PER_SET)]
    out = []
    for n, (stem, sym) in enumerate(cards):
        out.append(CategoryCard(
            f"{set_id}-{n:02d}", sym,
            {lang: f"{stem} ({lang})" for lang in LANGUAGES},
            {lang: tuple(f"{stem}-{lang}-{k}" for k in range(20)) for lang in LANGUAGES},
        ))
    js = tuple(JokerCard(f"{set_id}-j{k + 1}", (a, b)) for k, (a, b) in enumerate(jokers))
    return CardSet(set_id, {lang: set_id for lang in LANGUAGES}, SYMBOLS, tuple(out), js)
