"""The actions of Ordet fanger (frozen dataclasses with JSON-able fields).

Turn actions: ``Draw``.  Duel actions come in two families (see the package docstring):
sealed, timed commitments for computer players and typed play (``Answer``, ``Pass``), and
table outcomes for real-time buzz-and-confirm play (``Claim``, ``DeclareTie``).
``check_fields`` is the type check every action passes before the rules look at it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import QT_TRANSLATE_NOOP, IllegalAction
from engine.fields import is_int, is_number
from engine.ordet import clock


@dataclass(frozen=True)
class Draw:
    """Draw the top card of draw pile ``pile`` (0/1) and flip it onto play pile ``slot``.

    ``slot`` is always 0 with 3-6 seats; in the 2-seat variant it picks one of the drawer's two
    play piles (chosen as the card is flipped, i.e. before anyone sees it).
    """

    pile: int
    slot: int = 0


@dataclass(frozen=True)
class Answer:
    """A duellist's sealed answer: ``answers`` given ``seconds`` after the race began.

    ``answers`` holds as many answers as the seat still needs (``answers_needed`` minus answers
    already accepted by ``Claim``).  ``confirmed`` means the table chose "Count it anyway?" for
    an answer outside the lexicon (allowed unless judging is "strict").
    """

    seat: int
    answers: tuple[str, ...]
    seconds: float
    confirmed: bool = False


@dataclass(frozen=True)
class Pass:
    """A duellist's sealed commitment to give no (more) answer in this race."""

    seat: int


@dataclass(frozen=True)
class Claim:
    """Buzz-and-confirm outcome: ``seat`` buzzed first and gave ``text``; the table ``accepted``
    it or not.  An accepted claim counts one answer; a rejected one changes nothing."""

    seat: int
    accepted: bool
    text: str = ""


@dataclass(frozen=True)
class DeclareTie:
    """The table declares that both duellists answered at the same time (tie-break flip)."""


ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls for cls in (Draw, Answer, Pass, Claim, DeclareTie)
}

OrdetAction = Draw | Answer | Pass | Claim | DeclareTie


def check_fields(action: object) -> None:
    """Raise ``IllegalAction`` unless every field of ``action`` has its declared type.

    Why first and separately: the rules compare values (``seat in duel.seats``,
    ``pile in (0, 1)``), which ``0.0`` and ``True`` pass, and later use them as list indices
    or store them, so a wrongly typed action would be half-applied (a card taken before a
    ``TypeError``) or taken for something else (``accepted="no"`` counted as accepted).
    Ranges (which pile, which seat, how many answers, how many seconds) are the rules' part.
    """
    if isinstance(action, Draw):
        if not is_int(action.pile):
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "Choose one of the two draw piles."))
        if not is_int(action.slot):
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Choose one of your own play piles."))
        return
    if not isinstance(action, Answer | Pass | Claim):
        return
    if not is_int(action.seat):
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "Only the two duellists can answer."))
    if isinstance(action, Answer):
        _check_answer(action)
    if isinstance(action, Claim):
        _check_claim(action)


def _check_answer(action: Answer) -> None:
    if not is_number(action.seconds):
        raise IllegalAction(QT_TRANSLATE_NOOP(
            "engine", "An answer time must be more than 0 and at most {limit} seconds."),
            limit=int(clock.MAX_ANSWER_SECONDS))
    if not isinstance(action.confirmed, bool):
        raise IllegalAction(QT_TRANSLATE_NOOP(
            "engine", "Whether the table counts an answer anyway must be yes or no."))


def _check_claim(action: Claim) -> None:
    if not isinstance(action.accepted, bool):
        raise IllegalAction(QT_TRANSLATE_NOOP(
            "engine", "The table must either accept or reject the answer."))
    if not isinstance(action.text, str):
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "An answer must be written as text."))
