"""The cards of the Supertrumf table as ``CardSpec``s: pure functions of the view.

Why apart from the table: which card lies where, face up or down, movable or not, is decided
from the view alone (hidden cards are ``None`` there, so they can only become backs); the
table hands the specs to the scene and paints the rest around them.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.supertrumf import deck
from engine.supertrumf.state import BLIXTDUELL, NAME, OVER, PLAY, RoundReport, SupertrumfState
from ui.games.supertrumf.faces import card_face
from ui.table.scene import CardSpec


def hand_order(ids: Sequence[str]) -> list[str]:
    """Hand order: figures, objects, super-trumps, each in deck order."""
    order = {c: i for i, c in enumerate(deck.CARD_IDS)}
    return sorted(ids, key=lambda c: order[c])


def shown_reveal(v: SupertrumfState, viewer: int | None) -> RoundReport | None:
    """The last reveal while it stays on the felt: until the next round's first card is
    put out (dimmed once a new property is named, so it cannot be mistaken for this
    round), and only while its cards are public facts."""
    phase = v.phase
    reveal = v.last if (phase in (NAME, OVER) or (phase == PLAY and not any(
        p is not None for p in v.plays))) else None
    if reveal is not None:
        # Blixtduell can reshuffle the discard pile, revealed cards included, straight into
        # a hand: then the old reveal is no longer a public fact and is not shown
        public = {c for pile in v.win_piles for c in pile} | set(v.pot) | set(v.discard)
        if viewer is not None:
            public.update(c for c in v.hands[viewer] if c is not None)
        shown = [c for p in reveal.plays if p for c in p]
        if not all(c in public for c in shown):
            reveal = None
    return reveal


def hand(v: SupertrumfState, seat: int, own: bool, acting: bool) -> list[CardSpec]:
    """A seat's hand: faces for its own seat (sorted, movable when acting), else backs."""
    held = v.hands[seat]
    phase = v.phase
    ids = [c for c in held if c is not None]
    if own and len(ids) == len(held):
        return [CardSpec(c, f"hand{seat}", c, card_face(c, v.prop), seat,
                         draggable=acting and phase in (PLAY, NAME),
                         selectable=acting and phase == PLAY,
                         row_clickable=acting and phase == NAME)
                for c in hand_order(ids)]
    return [CardSpec(f"hand{seat}#{i}", f"hand{seat}", owner=seat) for i in range(len(held))]


def slot(v: SupertrumfState, seat: int, own: bool, reveal: RoundReport | None) -> list[CardSpec]:
    """A seat's place: this round's face-down play, or its cards of the last reveal."""
    play = v.plays[seat]
    if play is not None:
        return [CardSpec(pc, f"slot{seat}", pc, card_face(pc, v.prop), seat, dimmed=True)
                if pc is not None and own
                else CardSpec(f"slot{seat}#{i}", f"slot{seat}", owner=seat)
                for i, pc in enumerate(play)]
    if reveal is None or not reveal.plays[seat]:
        return []
    stale = v.phase == PLAY
    cards = reveal.plays[seat] or ()
    won = reveal.winner == seat
    value = reveal.values[seat]
    specs = []
    for i, c in enumerate(cards):
        badge = ""
        if i == len(cards) - 1:
            badge = "★" if seat in reveal.supertrumps else (
                "" if value is None else str(value))
        specs.append(CardSpec(f"reveal:{c}", f"slot{seat}", c, card_face(c, reveal.prop),
                              seat, public=True, badge=badge,
                              winner=won and not stale, dimmed=stale))
    return specs


def piles(v: SupertrumfState, seat: int) -> list[CardSpec]:
    """A seat's prize cards (Blixtduell, backs) or won cards (Klassisk)."""
    if v.variant == BLIXTDUELL:
        return [CardSpec(f"prize{seat}#{i}", f"prize{seat}", owner=seat)
                for i in range(min(len(v.prizes[seat]), 4))]
    return [CardSpec(f"won{seat}#{i}", f"won{seat}", public=True)
            for i in range(min(len(v.win_piles[seat]), 6))]


def middle(v: SupertrumfState) -> list[CardSpec]:
    """The draw pile, and the discard pile (Blixtduell) or the pot (Klassisk)."""
    specs = [CardSpec(f"draw#{i}", "draw") for i in range(min(len(v.draw), 6))]
    if v.variant == BLIXTDUELL:
        specs += [CardSpec(f"discard#{i}", "discard", public=True)
                  for i in range(min(len(v.discard), 6))]
    else:
        # the pot is public: its cards lie face up, the newest on top, readable
        specs += [CardSpec(f"pot:{c}", "pot", c, card_face(c), public=True)
                  for c in v.pot[-6:] if c is not None]
    return specs
