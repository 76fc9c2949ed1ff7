"""Answer matching for Ordet fanger: is a typed answer one of the lexicon's answers?

Why forgiving: a duel is a race, people type fast and on whatever keyboard they have.  So the
comparison ignores case, accents and whitespace/punctuation ("Göteborg" = "goteborg",
"New  York" = "new-york"), accepts the digraphs people type without umlaut keys ("Goeteborg",
"Aepfel"), tolerates a small typo (Damerau-Levenshtein distance 1 from 5 letters, 2 from 9), and
folds simple plural/definite endings per language ("bananas"/"banana", "Bananen"/"banan",
"Äpfel"/"Apfel", "bilene"/"bil").  Very short words must match exactly: "cat" is not "bat".

``normalize`` is the content contract's normal form (lowercase, accents stripped, spaces
collapsed) used for duplicate checks; ``fold`` is the tighter key used for matching.
No dependency: the lexicons are small (15-100 answers), a plain edit distance is fast enough.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

_EXTRA = str.maketrans({
    "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ð": "d", "þ": "th", "ł": "l",
    "ı": "i", "’": "'", "‘": "'",
})
_NON_ALNUM = re.compile(r"[^0-9a-z]+")
_DIGRAPHS = (("ae", "a"), ("oe", "o"), ("ue", "u"), ("aa", "a"))

#: Plural / definite endings folded per language, longest first (simple, never a full stemmer).
SUFFIXES: dict[str, tuple[str, ...]] = {
    "en": ("ies", "es", "s"),
    # -a/-e: the stem of "flicka"/"flickor" and "pojke"/"pojkar" (the commonest plurals)
    "sv": ("arna", "orna", "erna", "arne", "ar", "or", "er", "en", "et", "na", "n", "a", "e"),
    "nb": ("ene", "ane", "er", "en", "et", "a", "e"),
    "de": ("en", "er", "n", "e", "s"),
}
MIN_STEM = 3


@lru_cache(maxsize=65536)
def normalize(text: str) -> str:
    """Lowercase, accents stripped, non-letters as single spaces, trimmed ("" if nothing left)."""
    t = text.casefold().translate(_EXTRA)
    t = unicodedata.normalize("NFKD", t)
    t = "".join(ch for ch in t if not unicodedata.combining(ch))
    t = t.translate(_EXTRA)
    return _NON_ALNUM.sub(" ", t).strip()


def _digraphs(t: str) -> str:
    for a, b in _DIGRAPHS:
        t = t.replace(a, b)
    return t


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Matching key: ``normalize`` without spaces and with ae/oe/ue/aa read as a/o/u/a."""
    return _digraphs(normalize(text).replace(" ", ""))


def stems(key: str, language: str) -> frozenset[str]:
    """``key`` plus the forms with one plural/definite ending removed (stem ≥ 3 letters)."""
    out = {key}
    for suffix in SUFFIXES.get(language, ()):
        if key.endswith(suffix) and len(key) - len(suffix) >= MIN_STEM:
            base = key[: -len(suffix)]
            out.add(base)
            if suffix == "ies":
                out.add(base + "y")
    return frozenset(out)


def allowed_typos(length: int) -> int:
    """Edit distance tolerated for a word of ``length`` letters."""
    if length >= 9:
        return 2
    if length >= 5:
        return 1
    return 0


def distance(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance of ``a`` and ``b``, or ``limit + 1`` if larger."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if (i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]):
                v = min(v, prev2[j - 2] + 1)
            cur[j] = v
            best = min(best, v)
        if best > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


@lru_cache(maxsize=65536)
def forms(text: str, language: str) -> frozenset[str]:
    """Folded keys ``text`` may stand for: its ``stems``, taken both before and after the
    digraph folding, so a real "ue"/"ae" in an inflected word keeps its ending visible
    (Norwegian "sauer" -> "sau", which folding alone would turn into "saur")."""
    plain = normalize(text).replace(" ", "")
    return stems(fold(text), language) | {_digraphs(s) for s in stems(plain, language)}


@lru_cache(maxsize=4096)
def _index(lexicon: tuple[str, ...], language: str) -> tuple[tuple[str, frozenset[str]], ...]:
    return tuple((fold(entry), forms(entry, language)) for entry in lexicon)


def match_close(text: str, lexicon: Sequence[str], language: str) -> str | None:
    """The entry ``text`` equals after folding, or whose plural/definite form it is."""
    key = fold(text)
    if not key:
        return None
    lex = tuple(lexicon)
    index = _index(lex, language)
    for entry, (k, _) in zip(lex, index, strict=True):
        if k == key:
            return entry
    mine = forms(text, language)
    for entry, (_, theirs) in zip(lex, index, strict=True):
        if mine & theirs:
            return entry
    return None


def match_typo(text: str, lexicon: Sequence[str], language: str) -> str | None:
    """The entry ``text`` is a small typo of (the closest one), or None."""
    key = fold(text)
    if not key:
        return None
    lex = tuple(lexicon)
    best: tuple[int, str] | None = None
    for entry, (k, _) in zip(lex, _index(lex, language), strict=True):
        limit = allowed_typos(min(len(k), len(key)))
        if limit == 0 or abs(len(k) - len(key)) > limit:
            continue
        d = distance(key, k, limit)
        if d <= limit and (best is None or d < best[0]):
            best = (d, entry)
            if d == 1:
                break
    return best[1] if best else None


def match(text: str, lexicon: Sequence[str], language: str) -> str | None:
    """The lexicon entry ``text`` stands for, or None.  Exact > plural/definite > typo."""
    return match_close(text, lexicon, language) or match_typo(text, lexicon, language)


def answer_key(text: str, lexicon: Sequence[str], language: str) -> str:
    """Identity of an answer for the "no repeats" rule: its lexicon entry if it has one.

    So "bananas" after "banana" (or a typo of it) is a repeat; an answer outside the lexicon
    (accepted by the table) is identified by its folded, singular-ish form.
    """
    entry = match(text, lexicon, language)
    if entry is not None:
        return fold(entry)
    key = fold(text)
    return min(stems(key, language), key=lambda s: (len(s), s)) if key else ""
