"""The actions of Ordet fanger (frozen dataclasses with JSON-able fields).

Turn actions: ``Draw``.  Duel actions come in two families (see the package docstring):
sealed, timed commitments for computer players and typed play (``Answer``, ``Pass``), and
table outcomes for real-time buzz-and-confirm play (``Claim``, ``DeclareTie``).
"""

from __future__ import annotations

from dataclasses import dataclass


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
