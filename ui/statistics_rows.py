"""Rows of an old statistics file under a level's new name: folded into one row.

Why apart from ``ui.statistics``: it is an upgrade step for old files, read once per file, and
``ui.statistics`` holds the live counting (and stays under the ui modules' length limit).  It
imports nothing from there (no import cycle): ``ui.statistics`` hands over its row prefix and
limits, and records are rebuilt with ``dataclasses.replace``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

#: levels that were renamed (Ordet fanger's "bot-hard" is "hard" since 2026-11), so a level is
#: one row, not two rows with the same label
RENAMED_LEVELS = {f"bot-{level}": level for level in ("easy", "normal", "hard")}


@dataclass(frozen=True)
class Limits:
    """What ``ui.statistics`` counts with: the computer rows' prefix, the outcome letter of a
    win, the length of the recent list and the largest count."""

    computer_row: str
    won: str
    recent: int
    max_count: int


def rename_old_rows(rows: dict[str, Any], limits: Limits) -> None:
    """Fold each renamed level's row into its new name (an old file read by a newer app)."""
    for old_level, new_level in RENAMED_LEVELS.items():
        old, new = limits.computer_row + old_level, limits.computer_row + new_level
        record = rows.pop(old, None)
        if record is not None:
            rows[new] = record if new not in rows else merged(record, rows[new], limits)


def merged(earlier: Any, later: Any, limits: Limits) -> Any:
    """One record of ``earlier``'s games followed by ``later``'s.

    A winning run across the seam needs ``later``'s first outcomes: known exactly while its
    whole history fits in ``recent``, else counted from the seam only when all were won."""
    later_all_won = later.streak == later.played and later.abandoned == 0
    history = later.played + later.abandoned
    if len(later.recent) == history:
        opening = next((i for i, o in enumerate(later.recent) if o != limits.won), history)
    else:
        opening = later.streak if later_all_won else 0
    best = [b for b in (earlier.best_score, later.best_score) if b is not None]
    streak = later.streak + (earlier.streak if later_all_won else 0)
    return replace(
        later,
        won=min(earlier.won + later.won, limits.max_count),
        lost=min(earlier.lost + later.lost, limits.max_count),
        drawn=min(earlier.drawn + later.drawn, limits.max_count),
        abandoned=min(earlier.abandoned + later.abandoned, limits.max_count),
        streak=min(streak, limits.max_count),
        best_streak=min(max(earlier.best_streak, later.best_streak, streak,
                            earlier.streak + opening), limits.max_count),
        best_score=max(best) if best else None,
        score_sum=earlier.score_sum + later.score_sum,
        scored=min(earlier.scored + later.scored, limits.max_count),
        recent=[*earlier.recent, *later.recent][-limits.recent:],
        hinted=min(earlier.hinted + later.hinted, limits.max_count),
    )
