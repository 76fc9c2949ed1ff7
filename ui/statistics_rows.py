"""Rows of an old statistics file under a level's new name: folded into one row.

Why apart from ``ui.statistics``: it is an upgrade step for old files, read once per file, and
``ui.statistics`` holds the live counting (and stays under the ui modules' length limit).
"""

from __future__ import annotations

from collections.abc import Mapping

from ui.statistics import COMPUTER_ROW, MAX_COUNT, RECENT, WON, Record

#: rows of levels that were renamed (Ordet fanger's "bot-hard" is "hard" since 2026-11), so a
#: level is one row, not two rows with the same label
RENAMED_ROWS: Mapping[str, str] = {f"{COMPUTER_ROW}bot-{level}": f"{COMPUTER_ROW}{level}"
                                   for level in ("easy", "normal", "hard")}


def rename_old_rows(rows: dict[str, Record]) -> None:
    """Fold each renamed row into its new name (an old file read by a newer app)."""
    for old, new in RENAMED_ROWS.items():
        record = rows.pop(old, None)
        if record is not None:
            rows[new] = record if new not in rows else merged(record, rows[new])


def merged(earlier: Record, later: Record) -> Record:
    """One record of ``earlier``'s games followed by ``later``'s.

    A winning run across the seam needs ``later``'s first outcomes: known exactly while its
    whole history fits in ``recent``, else counted from the seam only when all were won."""
    later_all_won = later.streak == later.played and later.abandoned == 0
    history = later.played + later.abandoned
    if len(later.recent) == history:
        opening = next((i for i, o in enumerate(later.recent) if o != WON), history)
    else:
        opening = later.streak if later_all_won else 0
    best = [b for b in (earlier.best_score, later.best_score) if b is not None]
    streak = later.streak + (earlier.streak if later_all_won else 0)
    return Record(
        won=min(earlier.won + later.won, MAX_COUNT),
        lost=min(earlier.lost + later.lost, MAX_COUNT),
        drawn=min(earlier.drawn + later.drawn, MAX_COUNT),
        abandoned=min(earlier.abandoned + later.abandoned, MAX_COUNT),
        streak=min(streak, MAX_COUNT),
        best_streak=min(max(earlier.best_streak, later.best_streak, streak,
                            earlier.streak + opening), MAX_COUNT),
        best_score=max(best) if best else None,
        score_sum=earlier.score_sum + later.score_sum,
        scored=min(earlier.scored + later.scored, MAX_COUNT),
        recent=[*earlier.recent, *later.recent][-RECENT:],
        hinted=min(earlier.hinted + later.hinted, MAX_COUNT),
    )
