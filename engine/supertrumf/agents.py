"""Computer players for Supertrumf Fantasy: ``random`` and ``heuristic`` (the default).

Why a percentile heuristic: the only thing a seat knows about the other plays is which cards
it has *not* seen (its own hand and everything revealed are known), so the chance that a play
of value ``x`` wins is well estimated by how many unseen cards would fall below ``x``.  Agents
read ``decision.view`` only, never the real state.
"""

from __future__ import annotations

from engine.core import Decision, Rng
from engine.supertrumf.deck import CARD_IDS, IS_FIGURE, IS_SUPERTRUMP, PROPERTIES, VALUE
from engine.supertrumf.rules import Action, Mulligan, NameProperty, Play, legal_plays
from engine.supertrumf.state import BLIXTDUELL, MULLIGAN, NAME, PRIZES_TO_WIN, SupertrumfState

#: Below this chance to win, a play that cannot win is not worth good cards: dump a weak one.
DUMP_BELOW = 0.3
#: Below this chance, a super-trump protects the best figure instead of letting it go.
PROTECT_BELOW = 0.5
#: Pot size (Klassisk) from which a round "matters" enough for a super-trump.
BIG_POT = 4
#: Hand strength below which the mulligan redraws, per draw count (3, 2, 1).
MULLIGAN_BELOW = {3: 0.55, 2: 0.45, 1: 0.35}

def visible_cards(view: SupertrumfState) -> set[str]:
    """Every card id the view shows (own hand and play, win piles, pot, discard, last reveal)."""
    seen: set[str] = set()
    for s in range(view.n):
        seen.update(c for c in view.hands[s] if c is not None)
        p = view.plays[s]
        if p is not None:
            seen.update(c for c in p if c is not None)
        seen.update(c for c in view.win_piles[s] if c is not None)
    seen.update(c for c in view.pot if c is not None)
    seen.update(c for c in view.discard if c is not None)
    return seen

def percentile(value: int, prop: str, unseen: list[str]) -> float:
    """Share of unseen cards a play of ``value`` beats for ``prop`` (ties count half;
    super-trumps beat everything)."""
    if not unseen:
        return 1.0
    table = VALUE[prop]
    score = 0.0
    for c in unseen:
        if IS_SUPERTRUMP[c]:
            continue
        v = table[c]
        if v < value:
            score += 1.0
        elif v == value:
            score += 0.5
    return score / len(unseen)

def _strength(card: str) -> int:
    """How good a card is to keep: a figure's best value, an object's bonus, super-trump top."""
    if IS_SUPERTRUMP[card]:
        return 100
    return max(VALUE[p][card] for p in PROPERTIES)

def best_plain_play(hand: list[str], prop: str, more_cards: bool) -> tuple[tuple[str, ...], int]:
    """The play without super-trump with the highest value for ``prop``; ties prefer more
    cards (``more_cards``, Klassisk: the winner keeps them) or fewer (Blixtduell)."""
    best: tuple[str, ...] = ()
    best_key: tuple[int, int] = (-1, 0)
    table = VALUE[prop]
    for play in legal_plays(hand):
        cards = play.cards
        if any(IS_SUPERTRUMP[c] for c in cards):
            continue
        value = sum(table[c] for c in cards)
        key = (value, len(cards) if more_cards else -len(cards))
        if key > best_key:
            best, best_key = cards, key
    return best, best_key[0]

class HeuristicAgent:
    """The default opponent (issue 2): percentile naming, best figure + object, super-trumps
    kept for rounds that matter, and a mulligan when the hand is weak."""

    name = "heuristic"

    def choose(self, decision: Decision[SupertrumfState, Action], rng: Rng) -> Action:
        view = decision.view
        seat = decision.seat
        hand = [c for c in view.hands[seat] if c is not None]
        unseen = [c for c in CARD_IDS if c not in visible_cards(view)]
        if view.phase == MULLIGAN:
            return self._mulligan(view, seat, hand, unseen)
        if view.phase == NAME:
            return self._name(view, hand, unseen)
        return self._play(view, seat, hand, unseen, decision.legal)

    def _hand_strength(self, hand: list[str], unseen: list[str], more: bool) -> float:
        if any(IS_SUPERTRUMP[c] for c in hand):
            return 1.0
        best = 0.0
        for prop in PROPERTIES:
            _, value = best_plain_play(hand, prop, more)
            best = max(best, percentile(value, prop, unseen))
        return best

    def _mulligan(self, view: SupertrumfState, seat: int, hand: list[str],
                  unseen: list[str]) -> Mulligan:
        count = view.mull_next[seat]
        strength = self._hand_strength(hand, unseen, False)
        return Mulligan(strength < MULLIGAN_BELOW.get(count, 0.0))

    def _name(self, view: SupertrumfState, hand: list[str], unseen: list[str]) -> NameProperty:
        more = view.variant != BLIXTDUELL
        best_prop = PROPERTIES[0]
        best_key = (-1.0, -1)
        for prop in PROPERTIES:
            _, value = best_plain_play(hand, prop, more)
            key = (percentile(value, prop, unseen), value)
            if key > best_key:
                best_prop, best_key = prop, key
        return NameProperty(best_prop)

    def _matters(self, view: SupertrumfState, seat: int) -> bool:
        if view.variant == BLIXTDUELL:
            return (max(view.prizes_taken) >= PRIZES_TO_WIN - 1)
        return len(view.pot) >= BIG_POT

    def _play(self, view: SupertrumfState, seat: int, hand: list[str], unseen: list[str],
              legal: list[Action]) -> Action:
        prop = view.prop
        assert prop is not None
        more = view.variant != BLIXTDUELL
        cards, value = best_plain_play(hand, prop, more)
        rivals = max(1, sum(1 for s in view.order if s != seat))
        chance = percentile(value, prop, unseen) ** rivals if cards else 0.0
        supers = [c for c in hand if IS_SUPERTRUMP[c]]
        if supers and (self._matters(view, seat) or chance < PROTECT_BELOW
                       or len(hand) == len(supers)):
            figures = [c for c in hand if IS_FIGURE[c]]
            if figures and chance < PROTECT_BELOW:
                # protect the best figure: it would otherwise most likely be lost
                fig = max(figures, key=lambda c: VALUE[prop][c])
                return Play((fig, supers[0]))
            if figures and more:
                return Play((min(figures, key=_strength), supers[0]))
            return Play((supers[0],))
        if cards and chance >= DUMP_BELOW:
            return Play(cards)
        # hopeless: give away the weakest card that is not a super-trump
        plain = [c for c in hand if not IS_SUPERTRUMP[c]] or hand
        return Play((min(plain, key=_strength),))

