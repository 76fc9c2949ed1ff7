"""Feedback a Riftforce player can't miss: the Controls page names every key and gesture, the
keys note points to it, and the table's words never show a raw card id.

(The long lines, the double-click and the computer's turn have their own files:
``test_riftforce_lines.py``, ``test_riftforce_double_click.py``, ``test_riftforce_pace.py``.)
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any, cast

from engine.core import Decision, Rng
from engine.riftforce import GAME
from engine.riftforce.agents import HeuristicAgent
from tests.ui.tables import new_session, show_table
from ui.games.riftforce import text
from ui.games.riftforce.table import RiftforceTable
from ui.session import HUMAN, SeatConfig, Session

MOVES = Path(__file__).resolve().parents[2] / "ui" / "games" / "riftforce" / "moves.py"

#: how the Controls page writes a key (English)
KEY_LABELS = {"Left": "←", "Right": "→", "Space": "Space", "Return": "Enter", "Enter": "Enter",
              "Escape": "Esc"}


def handled_keys() -> set[str]:
    """Every ``Qt.Key.Key_*`` the key handlers of ``moves.py`` compare against."""
    tree = ast.parse(MOVES.read_text(encoding="utf-8"))
    keys: set[str] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and fn.name in (
                "_key", "_draft_key", "_board_key", "_letter_key", "_choice_key"):
            for node in ast.walk(fn):
                if isinstance(node, ast.Attribute) and node.attr.startswith("Key_"):
                    keys.add(node.attr[4:])
    return keys


def named_keys(gesture: str) -> set[str]:
    """The keys a Controls row's first column names ("1–5" names 1, 2, 3, 4 and 5)."""
    out: set[str] = set()
    for a, b in re.findall(r"(\d)\s*–\s*(\d)", gesture):
        out.update(str(d) for d in range(int(a), int(b) + 1))
    for token in re.split(r"[\s,/]+|\bor\b", re.sub(r"\d\s*–\s*\d", " ", gesture)):
        if token:
            out.add(token)
    return out


def test_every_key_of_the_handlers_has_a_controls_row() -> None:
    keys = handled_keys()
    assert {"Left", "Space", "A", "Escape", "1", "0"} <= keys  # the parse found the handler
    rows = text.controls()
    named: set[str] = set()
    for gesture, what in rows:
        assert gesture
        assert what
        named |= named_keys(gesture)
    missing = sorted(k for k in keys if KEY_LABELS.get(k, k) not in named)
    assert missing == []


def test_controls_cover_the_mouse_too() -> None:
    gestures = " ".join(g for g, _ in text.controls()).lower()
    for word in ("drag", "click", "double-click", "hover", "discard pile", "location",
                 "highlighted elemental", "esc"):
        assert word in gestures, word


# ---------------------------------------------------------------------- with a table
def make(qtbot: Any) -> tuple[Session, RiftforceTable]:
    seats = [SeatConfig("Berit", HUMAN), SeatConfig("Adam", HUMAN)]
    session = new_session("riftforce", {"seats": 2, "draft": "free"}, 9, seats)
    table: RiftforceTable = show_table(qtbot, session)
    return session, table


def test_the_table_hands_its_rows_to_the_controls_page_and_the_note_points_there(
        qtbot: Any) -> None:
    _session, table = make(qtbot)
    assert table.controls() == text.controls()
    for guild in ("fire", "water", "ice", "light", "air", "earth", "plant", "crystal"):
        assert table.moves.pick(guild)
    table.overlay.accepted.emit()
    note = table.keys_note.text
    assert "Help → Controls" in note
    assert "?" in note
    assert "tooltip" not in note
    assert table.view.toolTip() == text.keys_help()  # the tooltip summary stays


def test_log_lines_name_cards_by_the_tables_names_never_by_id() -> None:
    """A whole game between two computers, engine only: every log line about a card names it
    as the table does ("Fire 6") and no line carries a number that is only a card id."""
    st = GAME.new_game({"seats": 2}, 31)
    agent = HeuristicAgent()
    rng = Rng(5)
    events = list(GAME.initial_events(st))
    for _ in range(400):
        if GAME.is_over(st):
            break
        seat = GAME.current_player(st)
        assert seat is not None
        decision = Decision(cast(Any, GAME), GAME.clone(st), seat, GAME.legal_actions(st))
        events.extend(GAME.apply(st, agent.choose(decision, rng)))
    names = ["Berit", "Adam"]
    checked = 0
    for e in events:
        line = text.describe(e, names.__getitem__)
        if line is None or "card" not in e.data:
            continue
        card = int(e.data["card"])
        assert text.card_name(card) in line, line
        allowed = {str(x) for x in re.findall(r"\d+", text.card_name(card))}
        allowed |= {str(v) for k, v in e.data.items() if k != "card"}
        allowed |= {str(int(v) + 1) for k, v in e.data.items()
                    if k in ("location", "from", "to")}
        numbers = set(re.findall(r"\d+", line))
        assert numbers <= allowed, (line, numbers - allowed)
        assert str(card) not in numbers or str(card) in allowed, line
        checked += 1
    assert checked > 50
