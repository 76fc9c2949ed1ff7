"""Who may send what in a duel (issue #22): the listings name every action ``apply`` takes.

A duel is a race: both duellists may commit, in either order; the table's verdicts (``Claim``,
``DeclareTie``) are ``table_actions``; ``Answer`` and ``Claim`` are open-ended on their texts
(``GAME.open_ended``), so the listings hold templates and ``core.listed`` matches the rest.
"""

from __future__ import annotations

from engine.core import IllegalAction, listed
from engine.ordet import GAME
from engine.ordet.actions import Answer, Claim, DeclareTie, Draw, Pass
from engine.ordet.matching import fold
from engine.ordet.rules import MAX_TIEBREAKS
from engine.ordet.state import OrdetState

from .helpers import position


def duel(options: dict[str, object] | None = None) -> OrdetState:
    """Seats 0 and 1 duel (seat 0 drew, so it is the current player)."""
    st = position(play={(1, 0): [8]}, draw=([0], []), turn=0, options=options)
    GAME.apply(st, Draw(0))
    assert st.duel is not None
    assert st.duel.seats == (0, 1)
    return st


def accepted(st: OrdetState, action: object) -> bool:
    try:
        GAME.apply(GAME.clone(st), action)  # type: ignore[arg-type]
    except IllegalAction:
        return False
    return True


def test_both_duellists_act_in_a_race_and_each_is_listed_for_itself() -> None:
    st = duel()
    assert GAME.acting_seats(st) == (0, 1)
    assert Pass(1) in GAME.legal_actions(st, 1)
    assert Pass(1) not in GAME.legal_actions(st)
    assert all(getattr(a, "seat", None) == 1 for a in GAME.legal_actions(st, 1))
    assert GAME.legal_actions(st, 2) == []
    assert GAME.legal_actions(st, 3) == []
    assert accepted(st, Pass(1))  # the other duellist may commit first (the UI does)
    GAME.apply(st, Pass(1))
    assert GAME.acting_seats(st) == (0,)
    assert GAME.legal_actions(st, 1) == []
    assert not accepted(st, Pass(1))


def test_the_table_declares_ties_while_they_are_allowed_and_only_then() -> None:
    st = duel()
    assert DeclareTie() in GAME.table_actions(st)
    assert DeclareTie() not in GAME.legal_actions(st, 0) + GAME.legal_actions(st, 1)
    for _ in range(MAX_TIEBREAKS):
        assert listed(GAME, DeclareTie(), GAME.table_actions(st))
        GAME.apply(st, DeclareTie())
    assert DeclareTie() not in GAME.table_actions(st)
    assert not accepted(st, DeclareTie())
    st = duel()
    GAME.apply(st, Pass(0))  # a sealed answer pending: no table verdicts
    assert GAME.table_actions(st) == []
    assert not accepted(st, DeclareTie())
    assert not accepted(st, Claim(1, False, ""))


def test_claims_are_templates_open_on_their_text() -> None:
    st = duel()
    table = GAME.table_actions(st)
    assert Claim(1, False, "") in table
    assert listed(GAME, Claim(1, False, "anything at all"), table)
    assert accepted(st, Claim(1, False, "anything at all"))
    word = GAME.unused_answers(st, st.duel.targets[1])[3]  # type: ignore[union-attr]
    assert listed(GAME, Claim(1, True, word), table)
    assert accepted(st, Claim(1, True, word))
    assert not listed(GAME, Claim(4, True, word), table)  # seat is a fixed field
    buzz = duel({"judging": "buzz"})
    assert Claim(0, True, "") in GAME.table_actions(buzz)
    assert accepted(buzz, Claim(0, True, ""))


def test_an_exhausted_lexicon_still_lists_an_answer_the_table_may_count() -> None:
    st = duel()
    for seat in (0, 1):
        for cat in GAME.categories_for(st, seat):
            st.used[cat] = [fold(w) for w in GAME.cardset(st).lexicon(cat, "en")]
    assert GAME.unused_answers(st, st.duel.targets[0]) == []  # type: ignore[union-attr]
    made_up = Answer(0, ("my own answer",), 2.0, True)
    assert accepted(st, made_up)  # typed judging: the table may count it anyway
    assert listed(GAME, made_up, GAME.legal_actions(st, 0))
    for action in GAME.legal_actions(st, 0) + GAME.table_actions(st):
        assert accepted(st, action), action
    strict = duel({"judging": "strict"})
    for cat in GAME.categories_for(strict, 0):
        strict.used[cat] = [fold(w) for w in GAME.cardset(strict).lexicon(cat, "en")]
    assert GAME.legal_actions(strict, 0) == [Pass(0)]
    assert not accepted(strict, Answer(0, ("my own answer",), 2.0, True))


def test_listed_compares_types_and_the_canonical_spelling() -> None:
    st = duel()
    legal = GAME.legal_actions(st, 0)
    template = next(a for a in legal if isinstance(a, Answer))
    assert listed(GAME, Answer(0, list(template.answers), 9.5), legal)  # type: ignore[arg-type]
    assert not listed(GAME, Pass(True), legal)  # True == 1 == 1.0, but not a seat
    assert not listed(GAME, Pass(0.0), legal)  # type: ignore[arg-type]
    assert not listed(GAME, Draw(0), legal)
