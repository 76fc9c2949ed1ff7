"""Ordet fanger ("the word catches"): a fast party word game of duels on matching symbols.

Rules: ``resources/rules/ordet.*.md``.  Modules: ``cardsets`` (set files and content
checks), ``matching`` (forgiving answer comparison), ``state``, ``actions``, ``rules`` (``GAME``),
``clock`` (simulated time), ``agents`` (computer players).

Options (``GAME.normalize_options``): ``seats`` 2-6 (2 = the two-pile variant), ``rounds`` 1-3
(default 2, scores summed), ``judging`` "buzz" | "typed" (default) | "strict", ``no_repeats``
(default on unless judging is "buzz"), ``answers_needed`` 1-3, ``remove_two_symbols`` (default on
for exactly 3 seats) with ``removed_symbols`` (default ["circle", "diamond"], the seed's
example; jokers showing a removed symbol are removed too), ``fixed_categories`` (one category
card id or None per seat: young players), ``card_set`` (default "everyday" if present, else the
first set found) and ``language`` ("en", "sv", "nb", "de"; the lexicon for bots and typed
answers).

Turns.  ``current_player`` is the seat to draw; it plays ``Draw(pile, slot)`` (``slot`` picks one
of its two play piles in the 2-seat variant, else 0).  Matches are found by the engine at once;
while a duel is open no card can be drawn.

How a duel is represented.  ``state.duel`` holds the two duellists (``seats``), the category card
each must answer (``targets``: the opponent's top card; in a 2-seat "race" or a tie-break the
same card for both), the tie-break card (``flip``) and the sealed answers (``commits``).
Two interchangeable ways to settle it, one code path of checks (only the duellists can act,
answers must fit the category per judging mode, "no repeats", "answers needed"):

* Sealed timed answers (computer players, headless games, typed play against the computer):
  each duellist commits ``Answer(seat, answers, seconds, confirmed=False)`` - as many answers as
  it still needs, given ``seconds`` after the race started - or ``Pass(seat)``.  They are
  sequential hidden commitments: ``current_player`` is the first duellist who has not committed
  yet (so it always returns a seat), and ``view`` hides a commitment from everybody but its
  seat (either duellist may commit first).  When both are in, the faster answer wins; equal
  times are a tie; one pass loses to an answer; two passes are a tie too (after
  ``MAX_TIEBREAKS`` tie-breaks - flips, or re-races when no tie-break card exists - two
  passes void the duel: nobody wins and those two top cards do not duel again).  A human
  typing against a bot: the UI lets the bot commit first, measures the human's real time and
  commits the human's ``Answer`` (``confirmed=True`` after "Count it anyway?"; refused under
  "strict") or ``Pass`` when the bot's time ran out.
* Table outcomes (buzz-and-confirm between humans): ``Claim(seat, accepted, text="")`` - seat
  buzzed first and the table accepted (one answer counted; the winner needs
  ``answers_needed`` accepted claims) or rejected it (nothing changes; the duel goes on) - and
  ``DeclareTie()``.  Legal whenever a duel is open and no sealed answer is pending
  (``DeclareTie`` only while the duel has had fewer than ``MAX_TIEBREAKS`` tie-breaks).  Under
  "typed"/"strict" judging an accepted claim needs its text ("strict": from the lexicon).

Who may send what (the action contract of ``engine.core``).  ``acting_seats`` is the seat to
draw, or in a duel both duellists who have not committed (either may commit first).
``legal_actions(state, seat)`` lists every ``Draw`` of the seat to draw; in a duel, for a
duellist who has not committed, ``Answer`` templates (the first unused lexicon answers at
``clock.SAMPLE_SECONDS`` per category; a made-up answer the table must confirm when the lexicon
ran out and judging is not strict) plus ``Pass``.  ``table_actions`` lists the table's verdicts
while no sealed answer is pending: per duellist a rejected and (when possible) an accepted
``Claim``, and ``DeclareTie`` while ``tie_allowed``.  ``Answer`` (answers, seconds, confirmed)
and ``Claim`` (text) are open-ended (``GAME.open_ended``): any other text or time is judged by
``apply``; everything else ``apply`` accepts is listed.

Ties: a tie-break card is flipped from the larger draw pile that holds a category card (a joker
flipped there is shuffled back and another card flipped); both race on its category; the winner
takes the loser's card of the first duel; the flipped card is then shuffled back into its pile.
With no category card left in the draw piles the duellists race again on the original two
categories.  ``state.clock`` is simulated seconds (see ``clock``).

Rulings beyond the rules text (documented for the lead): the first pass ends when every play pile
has had a card this round (3-6 seats: every seat has placed a card; 2 seats: all four piles, as
the rules' "before every play pile has a card" says); the fixed category of a young player may be
answered in every duel, race and tie-break; answers count as "given" for "no repeats" when they
won, or when both were said at the same time (tie); only the same category counts as a repeat
(plural, accent and typo variants of an answer are the same answer); each round picks a random
first player; the draw piles hold ceil/floor halves of the shuffled set.  A void only stops the
two voided cards duelling each other while both stay on top: a third card matching both duels
each in turn, so several matches can be open at once (only in a round with a void); they are
duelled one at a time in the order of the rules' point 4 (the seat that last lost a card
first), then the newest top card's, then table order (``rules.duel_order``).
"""

from engine.games import GameEngine
from engine.ordet.agents import AGENTS, DEFAULT_AGENT
from engine.ordet.hints import explain
from engine.ordet.rules import GAME
from engine.ordet.schema import SCHEMA

#: everything the registry (``engine.games``) asks of this game
ENGINE = GameEngine(game=GAME, agents=AGENTS, default_agent=DEFAULT_AGENT, schema=SCHEMA,
                    explain=explain)

__all__ = ["AGENTS", "DEFAULT_AGENT", "ENGINE", "GAME", "explain"]
