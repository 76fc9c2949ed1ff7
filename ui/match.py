"""The match: games won per seat across "Play again" (shown on the end panel).

Plain Python (no Qt) so the main window can keep it without loading the panel's widgets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass
class MatchTally:
    """Games won per seat since the seats sat down, across "Play again" (and draws).

    ``key`` says which match it is: the game, its options and the seats (names and kinds);
    a game with another key starts a new match.
    """

    key: str = ""
    names: list[str] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    games: int = 0

    def record(self, key: str, names: Sequence[str], winners: Sequence[int]) -> None:
        """Count a finished game: one winner scores; everybody or nobody winning is a draw;
        a win shared by some seats scores for each of them."""
        if key != self.key or len(names) != len(self.wins):
            self.key, self.wins, self.draws, self.games = key, [0] * len(names), 0, 0
        self.names = list(names)
        self.games += 1
        if not winners or len(set(winners)) == len(names):
            self.draws += 1
        else:
            for seat in set(winners):
                self.wins[seat] += 1

    def line(self) -> str:
        """"Anna 2 – 1 CPU" for two seats, "Anna 2 · Berit 1 · CPU 0" for more."""
        if len(self.names) == 2:
            return f"{self.names[0]} {self.wins[0]} – {self.wins[1]} {self.names[1]}"
        return " · ".join(f"{n} {w}" for n, w in zip(self.names, self.wins, strict=True))
