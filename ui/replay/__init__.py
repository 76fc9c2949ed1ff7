"""Replays: a finished or saved game stepped through in a window of its own.

``source`` copies a game (from a session or a save file) and holds the watching-only session,
``window`` is the replay window, ``controls`` its control bar.  The main window's Game →
"Watch a replay…" and the end panel's "Watch this game again" come here through
``GameEnd.watch_replay``.
"""

from __future__ import annotations

from ui.replay.source import ReplaySession, ReplaySource, events_by_move, load_source
from ui.replay.window import ReplayWindow

__all__ = ["ReplaySession", "ReplaySource", "ReplayWindow", "events_by_move", "load_source"]
