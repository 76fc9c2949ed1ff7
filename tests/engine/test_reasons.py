"""Every reason the engine can give a player is in player words.

Why: refusals and save errors are shown as they are (translated); an internal step name such
as "(choose_activation)", a Python repr or a list of allowed values means nothing to a player.
The templates are read from the source, where ``QT_TRANSLATE_NOOP("engine", ...)`` marks them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
#: placeholders that are filled with something a player recognises (names, numbers, cards)
ALLOWED_FIELDS = {
    "name", "number", "n", "limit", "path", "version", "supported", "game", "seat", "pile",
    "slot", "card", "cards", "answer", "location", "count", "total", "max", "min", "hand",
    "guild", "suit", "target", "needed", "value", "size", "detail", "kind", "player", "what",
    "need", "line", "points",
    # hint reasons (``engine/*/hints.py``): the UI names each as the table does
    "prop", "word", "second", "third", "category", "object", "trump", "active", "elemental",
    "foe", "damage", "left", "score", "most", "locations", "places",
}


def _engine_templates() -> list[tuple[str, str]]:
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                    and len(node.args) == 2
                    and isinstance(node.args[0], ast.Constant) and node.args[0].value == "engine"
                    and isinstance(node.args[1], ast.Constant)):
                found.append((f"{path.relative_to(ENGINE)}:{node.lineno}", node.args[1].value))
    return found


def test_there_are_templates_to_check() -> None:
    assert len(_engine_templates()) > 100


def test_no_reason_shows_internal_names_or_reprs() -> None:
    bad = []
    for where, text in _engine_templates():
        if re.search(r"\b[a-z]+_[a-z_]+\b", text):  # snake_case: an internal name
            bad.append((where, text))
        if re.search(r"\{[a-z_]+!r\}|\[|\]", text):  # reprs and Python lists
            bad.append((where, text))
    assert bad == []


def test_placeholders_are_things_a_player_recognises() -> None:
    odd = [(where, field) for where, text in _engine_templates()
           for field in re.findall(r"\{([a-z_]+)[^}]*\}", text) if field not in ALLOWED_FIELDS]
    assert odd == []
