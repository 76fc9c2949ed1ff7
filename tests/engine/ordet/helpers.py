"""Positions for Ordet fanger tests, built on small synthetic card sets.

The "synthetic" set (from ``cardsets.synthetic``): category card ``k`` (0-71) has symbol
``k % 8`` (0 circle, 1 square, 2 triangle, 3 star, 4 diamond, 5 cross, 6 heart, 7 moon) and
answers ``cat<k>-<lang>-<n>``; jokers 72-77 show (0,1), (2,3), (4,5), (6,7), (0,2), (1,3).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event
from engine.ordet import GAME, cardsets
from engine.ordet.actions import Answer, Pass
from engine.ordet.cardsets import LANGUAGES, CardSet, CategoryCard
from engine.ordet.rules import copy_state
from engine.ordet.state import OrdetState

SYN = "synthetic"
WORDS = "words"
J01, J23, J45, J67, J02, J13 = 72, 73, 74, 75, 76, 77

FRUITS = {
    "en": ["apple", "banana", "orange", "cherry", "strawberry", "pear", "plum", "grape",
           "lemon", "mango", "kiwi", "peach", "melon", "apricot", "fig", "lime"],
    "sv": ["äpple", "banan", "apelsin", "körsbär", "jordgubbe", "päron", "plommon", "vindruva",
           "citron", "mango", "kiwi", "persika", "melon", "aprikos", "fikon", "lime"],
    "nb": ["eple", "banan", "appelsin", "kirsebær", "jordbær", "pære", "plomme", "drue",
           "sitron", "mango", "kiwi", "fersken", "melon", "aprikos", "fiken", "lime"],
    "de": ["Apfel", "Banane", "Orange", "Kirsche", "Erdbeere", "Birne", "Pflaume", "Traube",
           "Zitrone", "Mango", "Kiwi", "Pfirsich", "Melone", "Aprikose", "Feige", "Limette"],
}
COLOURS = {
    "en": ["red", "blue", "green", "yellow", "orange", "purple", "pink", "black", "white",
           "grey", "brown", "turquoise", "violet", "beige", "gold", "silver"],
    "sv": ["röd", "blå", "grön", "gul", "orange", "lila", "rosa", "svart", "vit", "grå",
           "brun", "turkos", "violett", "beige", "guld", "silver"],
    "nb": ["rød", "blå", "grønn", "gul", "oransje", "lilla", "rosa", "svart", "hvit", "grå",
           "brun", "turkis", "fiolett", "beige", "gull", "sølv"],
    "de": ["Rot", "Blau", "Grün", "Gelb", "Orange", "Lila", "Rosa", "Schwarz", "Weiß", "Grau",
           "Braun", "Türkis", "Violett", "Beige", "Gold", "Silber"],
}


def words_set() -> CardSet:
    """The synthetic layout, but card 0 is "A fruit" and card 8 "A colour" (both circle),
    and card 1 has no German lexicon (a category the bot cannot answer in German)."""
    base = cardsets.synthetic(WORDS)
    cards = list(base.cards)
    cards[0] = CategoryCard("words-fruit", 0, {lang: "A fruit" for lang in LANGUAGES},
                            {k: tuple(v) for k, v in FRUITS.items()})
    cards[8] = CategoryCard("words-colour", 0, {lang: "A colour" for lang in LANGUAGES},
                            {k: tuple(v) for k, v in COLOURS.items()})
    c1 = cards[1]
    cards[1] = CategoryCard(c1.id, c1.symbol, c1.category,
                            {k: v for k, v in c1.answers.items() if k != "de"})
    return CardSet(WORDS, base.name, base.symbols, tuple(cards), base.jokers)


cardsets.register(cardsets.synthetic(SYN))
cardsets.register(words_set())


def position(
    seats: int = 4,
    *,
    draw: Sequence[Sequence[int]] = ((), ()),
    play: dict[tuple[int, int], Sequence[int]] | None = None,
    jokers: Sequence[int] = (),
    turn: int = 0,
    options: dict[str, Any] | None = None,
    rest: str = "bottom",
    rest_seat: int = 0,
    placed: bool = True,
    card_set: str = SYN,
    check: bool = True,
) -> OrdetState:
    """A mid-round position.  ``draw`` piles list cards bottom..top, ``play`` maps a slot
    (seat, pile) to its cards bottom..top (listed slots get increasing "placed" stamps).
    Every card not placed goes to the bottom of draw pile 0 (``rest="bottom"``) or into
    ``rest_seat``'s score pile (``rest="score"``; jokers set aside), so the audit's card count
    stays exact."""
    opts = {"seats": seats, "card_set": card_set, "rounds": 1, **(options or {})}
    st = GAME.new_game(opts, 1)
    cs = cardsets.get(card_set)
    st.draw = [list(draw[0]), list(draw[1])]
    st.play = [[[] for _ in range(st.piles_per_seat)] for _ in range(seats)]
    st.stamps, st.stamp = {}, 0
    for slot, cards in (play or {}).items():
        st.play[slot[0]][slot[1]] = list(cards)
        st.stamp += 1
        st.stamps[slot] = st.stamp
    st.score = [[] for _ in range(seats)]
    st.jokers = list(jokers)
    st.set_aside = []
    used = set(st.removed) | set(st.jokers) | {c for p in st.draw for c in p}
    used |= {c for cards in (play or {}).values() for c in cards}
    others = [c for c in range(cs.size) if c not in used]
    others.sort(key=lambda c: (not cs.is_joker(c), c))  # jokers deepest
    if rest == "bottom":
        st.draw[0] = others + st.draw[0]
    else:  # jokers cannot be won: they wait set aside
        st.score[rest_seat] = [c for c in others if not cs.is_joker(c)]
        st.set_aside = [c for c in others if cs.is_joker(c)]
    st.turn = st.drawer = turn
    st.placed = [placed] * seats
    st.phase, st.duel, st.redraw = "draw", None, False
    if check:
        assert GAME.audit(st) == []
    return st


def answers_for(st: OrdetState, seat: int, cat_index: int = 0) -> tuple[str, ...]:
    cat = GAME.categories_for(st, seat)[cat_index]
    return tuple(GAME.unused_answers(st, cat)[: GAME.needed(st, seat)])


def answer(st: OrdetState, seat: int, seconds: float = 2.0) -> list[Event]:
    return GAME.apply(st, Answer(seat, answers_for(st, seat), seconds))


def win(st: OrdetState, winner: int) -> list[Event]:
    """The open duel is won by ``winner`` (it answers in 1 s, the other passes)."""
    assert st.duel is not None
    loser = next(s for s in st.duel.seats if s != winner)
    events = answer(st, winner, 1.0)
    return events + GAME.apply(st, Pass(loser))


def snapshot(st: OrdetState) -> tuple[OrdetState, object]:
    assert st.rng is not None
    return copy_state(st, keep_rng=False), st.rng._r.getstate()


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]
