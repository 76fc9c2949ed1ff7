"""Computer players for Ordet fanger.

A bot's strength in this game is speed and vocabulary, not strategy: drawing is blind.  So a
bot answers from the lexicon of the active language after a reaction time drawn per level
(``clock.REACTION``), never repeats an answer given this round, gets slower when few unused
answers remain, and on "easy" sometimes draws a blank.  It decides from its view only, and it
passes when it has no lexicon entry left for any category it may answer (it never invents).

The levels are spelled ``easy``, ``normal`` and ``hard`` as in the other games (there is no
beginner: a bot that knows no words is ``random``); the old names ``bot-easy``,
``bot-normal`` and ``bot-hard`` stay accepted aliases, so saves that name them still load.
"""

from __future__ import annotations

from typing import Any

from engine.core import AgentFactory, Decision, RandomAgent, Rng
from engine.ordet import clock
from engine.ordet.actions import Answer, Draw, Pass
from engine.ordet.rules import GAME
from engine.ordet.state import OrdetState

#: Chance per duel that the bot does not come up with anything (by level).
BLANK = {"easy": 0.15, "normal": 0.0, "hard": 0.0}
#: Below this many unused answers the bot slows down (searching its memory).
FEW = 6
SLOWDOWN_PER_MISSING = 0.25


class LexiconBot:
    """Answers from the lexicon with a level-dependent simulated reaction time."""

    def __init__(self, level: str) -> None:
        if level not in clock.REACTION:
            raise ValueError(f"unknown bot level {level!r}")
        self.level = level
        self.name = level

    def reaction(self, unused: int, rng: Rng) -> float:
        """Seconds for one answer: the level's range, slower when few answers remain."""
        lo, hi = clock.REACTION[self.level]
        seconds = rng.uniform(lo, hi)
        if unused < FEW:
            seconds *= 1.0 + SLOWDOWN_PER_MISSING * (FEW - unused)
        return seconds

    def choose(self, decision: Decision[Any, Any], rng: Rng) -> Any:
        legal = decision.legal
        if isinstance(legal[0], Draw):
            # drawing is blind: any pile and play pile is as good as another
            return rng.choice(legal)
        view: OrdetState = decision.view
        seat = decision.seat
        need = GAME.needed(view, seat)
        if rng.random() < BLANK[self.level]:
            return Pass(seat)
        best: list[str] = []
        for cat in GAME.categories_for(view, seat):
            unused = GAME.unused_answers(view, cat)
            if len(unused) > len(best):
                best = unused
        if len(best) < need:
            return Pass(seat)
        picks: list[str] = []
        pool = list(best)
        seconds = 0.0
        for _ in range(need):
            seconds += self.reaction(len(pool), rng)
            picks.append(pool.pop(rng.randrange(len(pool))))
        seconds = min(round(seconds, 3), clock.MAX_ANSWER_SECONDS)
        return Answer(seat, tuple(picks), max(seconds, 0.001))


AGENTS: dict[str, AgentFactory] = {
    # the levels, spelled as in every other game (``engine.games.LADDER`` without beginner)
    "easy": lambda: LexiconBot("easy"),
    "normal": lambda: LexiconBot("normal"),
    "hard": lambda: LexiconBot("hard"),
    "random": RandomAgent,
    # the project-wide name of each game's standard computer player
    "heuristic": lambda: LexiconBot("normal"),
    # the old spellings: saves, settings and command lines that name them keep working
    "bot-easy": lambda: LexiconBot("easy"),
    "bot-normal": lambda: LexiconBot("normal"),
    "bot-hard": lambda: LexiconBot("hard"),
}
DEFAULT_AGENT = "normal"
