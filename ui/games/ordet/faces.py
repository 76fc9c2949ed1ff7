"""Ordet fanger card faces: a symbol band and a category sentence, or a joker's two symbols.

Why a module of its own: the faces are painted by every pile and by the flying card, and the
text fitting (shrinking, and as a last resort breaking long compounds) is the part of the
table that the card-text tests pin down; the scene items only decide where a face goes.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTextOption

from ui.games.ordet.symbols import colour, paint_symbol
from ui.table import theme
from ui.table.cards import card_path, paint_back


@dataclass(frozen=True)
class Face:
    """What a face-up Ordet card shows: one symbol and a category, or a joker's two symbols."""

    symbols: tuple[str, ...]
    text: str
    joker: bool = False


def _fit_wrapped(text: str, rect: QRectF, start: float, minimum: float) -> float:
    """Largest bold pixel size <= ``start`` at which ``text`` wraps into ``rect``."""
    size = start
    while size > minimum:
        fm = QFontMetricsF(theme.font(size, True))
        bound = fm.boundingRect(rect, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter),
                                text)
        longest = max((fm.horizontalAdvance(w) for w in text.split()), default=0.0)
        if bound.height() <= rect.height() and longest <= rect.width():
            return size
        size -= 0.5
    return minimum


_VOWELS = set("aeiouyäöüåæøéè")
_KEEP = {"ch", "ck", "ph", "th", "qu", "sc"}  # never split between these letters
#: consonant clusters that may begin a syllable ("Schau-spieler", "Kleidungs-stück")
_ONSETS = ("schw", "schl", "schm", "schn", "schr", "sch", "spr", "str", "skr", "st", "sp",
           "sk", "sv", "kv", "tv", "tr", "pr", "br", "dr", "gr", "kr", "fr",
           "vr", "pl", "bl", "kl", "gl", "fl", "skj", "tj", "sj", "kj", "gj", "hj", "hv")


def hyphenate(word: str) -> tuple[str, str] | None:
    """Split a long word once, near its middle, before a syllable's start: "Familien-mitglied",
    "Kleidungs-stück", "Schau-spieler", "Transport-middel".

    Why: a long compound ("Ein Familienmitglied") set the size of the whole category text,
    about nine pixels on screen.  Not dictionary hyphenation: the right part must start with
    a consonant (or a cluster from ``_ONSETS``) followed by a vowel, and no cluster or letter
    pair (``_KEEP``) is torn apart.
    """
    n = len(word)
    if n < 10 or not word.isalpha():
        return None
    low = word.lower()

    def onset(i: int) -> int:
        """Length of the syllable start at ``i`` (0 = none)."""
        for c in _ONSETS:
            if low.startswith(c, i) and i + len(c) < n and low[i + len(c)] in _VOWELS:
                return len(c)
        if low[i] not in _VOWELS and i + 1 < n and low[i + 1] in _VOWELS:
            return 1
        return 0

    def good(i: int) -> bool:
        if low[i - 1:i + 1] in _KEEP or not onset(i) or low[i - 1] in _VOWELS:
            return False  # only between consonants: "Flugge-sellschaft" is worse than small
        # "Schaus-pieler": the letter before would rather start this syllable with it
        return not (low[i - 1] not in _VOWELS and onset(i - 1) > 1)

    for i in sorted(range(4, n - 3), key=lambda i: abs(i - n / 2)):
        if good(i):
            return word[:i], word[i:]
    return None


#: scene units: about eight pixels on screen at 1280 × 800 (the felt shown at about two thirds)
READABLE_CARD_TEXT = 12.5  # breaks are guesses ("Geburt-stagsfeier"): only to rescue tiny text


def card_text_fit(text: str, rect: QRectF, start: float, minimum: float) -> tuple[str, float]:
    """(text, size) for a category, with long words broken ("Familien-" / "mitglied") when
    the text would be smaller than ``READABLE_CARD_TEXT`` and breaking makes it clearly
    larger (the breaks are guesses, so only where they buy readability)."""
    size = _fit_wrapped(text, rect, start, minimum)
    if size >= READABLE_CARD_TEXT:  # a broken word only when the text would be small
        return text, size
    words = text.split(" ")
    broken = []
    for w in words:
        parts = hyphenate(w) if len(w) >= 10 else None
        broken.append(f"{parts[0]}-\n{parts[1]}" if parts else w)
    if broken == words:
        return text, size
    alt = " ".join(broken)
    alt_size = _fit_wrapped(alt, rect, start, minimum)
    return (alt, alt_size) if alt_size >= size + 2 else (text, size)


def paint_card(p: QPainter, rect: QRectF, face: Face | None, dimmed: bool = False) -> None:
    """A face-up Ordet card (or a back when ``face`` is None) filling ``rect``."""
    if face is None:
        paint_back(p, rect)
        return
    s = rect.width() / 170.0
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = card_path(rect, 12 * s)
    p.fillPath(path, QColor("#fffaf0") if not face.joker else QColor("#f3ecff"))
    p.setPen(QPen(theme.CARD_BORDER, 1.6 * s))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    if face.joker:
        n = len(face.symbols)
        size = rect.width() * 0.36
        cy = rect.top() + rect.height() * 0.36
        for i, name in enumerate(face.symbols):
            cx = rect.left() + rect.width() * (0.27 if i == 0 else 0.73) if n == 2 else \
                rect.center().x()
            paint_symbol(p, name, QRectF(cx - size / 2, cy - size / 2, size, size), dimmed)
        f = theme.font(30 * s, True)
        p.setFont(f)
        p.setPen(theme.CARD_TEXT)
        p.drawText(QRectF(rect.left(), cy - 20 * s, rect.width(), 40 * s),
                   Qt.AlignmentFlag.AlignCenter, "=")
        p.setFont(theme.font(20 * s, True))
        p.drawText(QRectF(rect.left(), rect.top() + rect.height() * 0.62, rect.width(),
                          rect.height() * 0.3), Qt.AlignmentFlag.AlignCenter, face.text)
        p.restore()
        return
    name = face.symbols[0]
    # a coloured band along the top and the big symbol on it
    band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.42)
    band_path = QPainterPath()
    band_path.addRect(band)
    tint = colour(name)
    tint.setAlpha(55)
    p.fillPath(path.intersected(band_path), tint)
    size = rect.height() * 0.30
    c = band.center()
    paint_symbol(p, name, QRectF(c.x() - size / 2, c.y() - size / 2, size, size), dimmed)
    corner = 26 * s
    paint_symbol(p, name, QRectF(rect.left() + 8 * s, rect.top() + 8 * s, corner, corner), dimmed)
    paint_symbol(p, name, QRectF(rect.right() - 8 * s - corner, rect.bottom() - 8 * s - corner,
                                 corner, corner), dimmed)
    text_rect = QRectF(rect.left() + 10 * s, band.bottom() + 6 * s, rect.width() - 20 * s,
                       rect.height() * 0.58 - 6 * s - corner - 8 * s)
    shown, size_px = card_text_fit(face.text, text_rect, 24 * s, 10 * s)
    p.setFont(theme.font(size_px, True))
    p.setPen(theme.CARD_TEXT if not dimmed else theme.CARD_MUTED)
    opt = QTextOption(Qt.AlignmentFlag.AlignCenter)
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    p.drawText(text_rect, shown, opt)
    p.restore()
