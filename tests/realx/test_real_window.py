"""What only a real window shows: the window comes back where it was closed, with its game
log where it was put, and the keyboard focus starts on the table and Tab walks the felt —
under a real X server (Xvfb), each scenario in a fresh app process (``drive.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.realx.conftest import XServer


def test_the_window_and_its_log_come_back_where_they_were(xserver: XServer,
                                                           tmp_path: Path) -> None:
    closed = xserver.drive(tmp_path, "geometry-save", "120", "90", "1100", "700")
    assert closed["geometry"] == [120, 90, 1100, 700]
    opened = xserver.drive(tmp_path, "geometry-load")
    assert opened["geometry"] == closed["geometry"]
    assert opened["dock_area"] == "LeftDockWidgetArea"
    assert opened["dock_visible"]
    assert opened["dock_width"] == closed["dock_width"]


@pytest.mark.parametrize("game", ["klassisk", "blixtduell", "storma", "riftforce", "ordet"])
def test_the_focus_starts_on_the_table_and_tab_walks_the_felt_round(xserver: XServer,
                                                                    tmp_path: Path,
                                                                    game: str) -> None:
    seen = xserver.drive(tmp_path, "tab-order", game)
    assert seen["focus_at_start"] == seen["table_view"]  # keys work without a click first
    assert seen["focus_while_walking"] == [seen["table_view"]]  # never out into the log
    assert not seen["log_focus"]
    n = seen["stops"]
    if game == "ordet":  # nothing to walk while a card is to be drawn: Space draws
        assert n == 0
        return
    assert n >= 2
    assert seen["forward"] == [*range(n), 0]  # each stop once, in order, then round again
    assert seen["backward"] == [*range(n - 1, -1, -1), n - 1]  # Shift+Tab: the way back
