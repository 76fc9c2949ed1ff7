"""What an Ordet fanger hint frames: the scene rectangles of the piles an action uses.

Why its own module: the table maps a hint's engine action to the things on the felt that make
that move (``FeltTable.hint_targets``); Ordet's felt has no card items, only piles
(``PileItem``) and buzzers, so the mapping is its own.

* ``Draw(pile, slot)`` — the draw pile to take from, then the play pile the card goes to (with
  two seats the drawer's pile ``slot``, which a click chooses first).
* ``Answer(seat, …)`` — the card whose category must be answered (``duel.targets[seat]``: the
  opponent's top card, in a race or a tie-break the one card both answer).  The answer itself
  is typed in the answer bar under the felt, which is no part of the scene; the card says
  what to type about.  An answer in a young player's fixed category frames the same card:
  that category has no card on the table.
* ``Claim(seat, …)`` — that seat's buzzer and the card to answer (a buzz, then the answer).
* ``DeclareTie()`` — the two duelling piles.
* ``Pass(seat)`` — nothing: giving up is a button of the answer bar, off the felt, and framing
  the category card would read as "answer this".  The label alone is shown.

A pile's rectangle is its top card (``card_rect`` in the scene, without the caption under it).

``hint_reason`` words the engine's reason (the category as its card shows it) and
``hint_avoid`` adds the piles and buzzers to the things the label must leave uncovered.
``named_rect`` finds a pile by name for a guided game's ``frame`` (Ordet's piles are no
scene zones): a pile's key (``play1_0``, ``draw0``, ``jokers``, ``flip``) or ``score<seat>``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF

from engine.ordet.actions import Answer, Claim, DeclareTie, Draw
from engine.ordet.rules import GAME as ORDET
from ui.games.ordet import text
from ui.table.hint_marks import reason

if TYPE_CHECKING:
    from ui.games.ordet.items import PileItem
    from ui.games.ordet.table import OrdetTable


def pile_rect(item: PileItem) -> QRectF:
    """The card of a pile on the felt (its caption and badge room left out)."""
    return item.mapRectToScene(item.card_rect())


def category_piles(table: OrdetTable, seat: int) -> list[PileItem]:
    """The pile showing the category card ``seat`` must answer in the open duel (the duel's
    piles when no pile shows it on top)."""
    st = table.st
    duel = st.duel
    if duel is None:
        return []
    target = duel.targets.get(seat)
    if duel.flip is not None and duel.flip == target and table.flip_pile.isVisible():
        return [table.flip_pile]
    showing = [table.play[slot] for slot in duel.slots
               if slot in table.play and st.top(slot) == target]
    return showing[:1] or [table.play[slot] for slot in duel.slots if slot in table.play]


def hint_targets(table: OrdetTable, action: Any) -> list[QRectF]:
    """The rectangles framing ``action`` on ``table`` (see the module docstring)."""
    st = table.st
    if isinstance(action, Draw):
        if not 0 <= action.pile < len(table.draw_piles):
            return []
        rects = [pile_rect(table.draw_piles[action.pile])]
        target = table.play.get((st.turn, action.slot))
        return rects + ([pile_rect(target)] if target is not None else [])
    if isinstance(action, Answer):
        return [pile_rect(p) for p in category_piles(table, action.seat)]
    if isinstance(action, Claim):
        buzzers = table.buzzers[action.seat:action.seat + 1]
        shown = [b.sceneBoundingRect() for b in buzzers if b.isVisible()]
        return shown + [pile_rect(p) for p in category_piles(table, action.seat)]
    if isinstance(action, DeclareTie):
        duel = st.duel
        return [] if duel is None else [pile_rect(table.play[s]) for s in duel.slots
                                         if s in table.play]
    return []


def hint_reason(table: OrdetTable, hint: Any) -> str:
    """The hint's reason (``engine.ordet.hints``) in the UI language: the category as its card
    shows it; the suggested words stay as the lexicon spells them."""
    params = dict(hint.params)
    if isinstance(params.get("category"), int):
        cs = ORDET.cardset(table.st)
        params["category"] = text.category(cs, params["category"])
    return reason(hint.template, params)


def hint_avoid(table: OrdetTable) -> list[QRectF]:
    """What the person may use on the felt besides the generic stops: the draw piles, their
    own play piles and the buzzers (Ordet's piles are no card items)."""
    me = table.session.viewer
    piles = [*table.draw_piles,
             *(item for (seat, _), item in table.play.items() if seat == me)]
    rects = [pile_rect(p) for p in piles if p.isVisible()]
    return rects + [b.sceneBoundingRect() for b in table.buzzers if b.isVisible()]


def named_rect(table: OrdetTable, name: str) -> QRectF | None:
    """The pile called ``name`` on the felt (see the module docstring), None when there is no
    such pile or it is not shown."""
    piles = {p.key: p for p in (*table.play.values(), *table.draw_piles, table.joker_pile,
                                table.flip_pile)}
    pile = piles.get(name)
    if pile is not None:
        return pile_rect(pile) if pile.isVisible() else None
    seat = name.removeprefix("score")
    if name.startswith("score") and seat.isdigit() and int(seat) < len(table.scores):
        score = table.scores[int(seat)]
        return score.mapRectToScene(QRectF(0, 0, score.w, score.h)) if score.isVisible() else None
    return None
