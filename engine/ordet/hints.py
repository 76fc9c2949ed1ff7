"""Why an Ordet fanger hint: a word to say for the category, or why drawing is all there is.

Why a word: the game is won by naming an example of a category first, so the useful hint in a
duel or a race is an example, taken from the category's lexicon in the game's language (the one
typed answers are checked against, normally the UI language) and not said yet this round
(``GAME.unused_answers``), exactly as the Hard bot answers.  Drawing is blind, so a draw's
reason says that any pile will do.  Params: ``word``/``second``/``third`` (lexicon entries),
``category`` (a category card number; the UI shows its text as the card does).
"""

from __future__ import annotations

from typing import Any

from engine.core import QT_TRANSLATE_NOOP, Decision, Rng
from engine.ordet.actions import Answer, Claim, DeclareTie, Draw, Pass
from engine.ordet.matching import fold
from engine.ordet.rules import GAME
from engine.ordet.state import OrdetState

Reason = tuple[str, dict[str, Any]]

_SAY = (
    QT_TRANSLATE_NOOP("engine", "Say “{word}”: it is an example of “{category}”."),
    QT_TRANSLATE_NOOP("engine", "Say “{word}” and “{second}”: both are examples of "
                      "“{category}”."),
    QT_TRANSLATE_NOOP("engine", "Say “{word}”, “{second}” and “{third}”: all are examples of "
                      "“{category}”."),
)


def category_of(view: OrdetState, seat: int, words: tuple[str, ...]) -> int | None:
    """The category of the open duel that ``words`` answer (the seat's target first, then its
    fixed category): the first whose lexicon holds them all."""
    if view.duel is None:
        return None
    cats = GAME.categories_for(view, seat)
    keys = {fold(w) for w in words}
    for cat in cats:
        lexicon = {fold(w) for w in GAME.cardset(view).lexicon(cat, view.options["language"])}
        if keys <= lexicon:
            return cat
    return cats[0] if cats else None


def say(view: OrdetState, seat: int, words: tuple[str, ...]) -> Reason | None:
    """"Say “banana”: it is an example of “A fruit”." for one to three words."""
    words = tuple(w for w in words if w)[:3]
    cat = category_of(view, seat, words)
    if not words or cat is None:
        return None
    params: dict[str, Any] = {"category": cat, "word": words[0]}
    for key, w in zip(("second", "third"), words[1:], strict=False):
        params[key] = w
    return _SAY[len(words) - 1], params


def explain(decision: Decision[Any, Any], action: Any, rng: Rng) -> Reason | None:
    """The reason for ``action`` in ``decision`` (see the module docstring)."""
    del rng
    seat = decision.seat
    view: OrdetState = decision.game.view(decision.view, seat)
    if isinstance(action, Draw):
        return (QT_TRANSLATE_NOOP("engine", "Draw a card: the draw piles are face down, so "
                                  "either pile is as good."), {})
    if isinstance(action, Answer):
        return say(view, action.seat, action.answers)
    if isinstance(action, Claim) and action.text:
        return say(view, action.seat, (action.text,))
    if isinstance(action, Pass) and view.duel is not None:
        return (QT_TRANSLATE_NOOP("engine", "Give up this duel: every example of “{category}” "
                                  "you could give has been said this round."),
                {"category": view.duel.targets[action.seat]})
    if isinstance(action, DeclareTie):
        return (QT_TRANSLATE_NOOP("engine", "Declare a tie: you both answered at the same "
                                  "time."), {})
    return None
