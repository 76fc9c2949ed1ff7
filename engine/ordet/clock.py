"""Simulated time for Ordet fanger.

Why simulated: duels are races, and headless play (arena, tests, saves) must be deterministic.
So nobody measures wall-clock time in the engine: every duellist's sealed ``Answer`` carries
the seconds it took, the faster one wins, and ``state.clock`` (seconds since the game began)
advances by fixed amounts per draw and by the deciding time of each race.  The UI measures real
time for humans and passes it in the same field.
"""

from __future__ import annotations

#: Seconds a draw-and-flip takes at the table.
DRAW_SECONDS = 2.0
#: Seconds a race takes when nobody answers (both pass).
GIVE_UP_SECONDS = 10.0
#: Longest accepted answer time (a sanity bound on ``Answer.seconds``).
MAX_ANSWER_SECONDS = 600.0

#: Reaction time of the computer player per level: (lowest, highest) seconds per answer.
REACTION: dict[str, tuple[float, float]] = {
    "easy": (4.0, 8.0),
    "normal": (2.5, 5.0),
    "hard": (1.2, 3.0),
}
#: Representative answer times offered by ``legal_actions`` (any time in range is legal).
SAMPLE_SECONDS: tuple[float, ...] = (2.0, 4.0, 8.0)
