"""The shape of ``ui/`` that ``ui/README.md`` promises, checked on the source itself.

Why tests for structure: the shared table features (refusal callouts, the end panel, undo,
replays, hints) are written once on top of this shape; a table that drifts from it (a private
``Session`` attribute reached from outside, an import circle in ``ui/table``, a 1,000-line
module, a game imported before the welcome page paints) makes each of them a special case.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine import games
from tests.ui.first_paint import modules_at_first_paint

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"
GAMES = games.names()
#: every game's table package has these modules (``ui/README.md`` says what each holds)
PACKAGE_SHAPE = ("__init__.py", "table.py", "moves.py", "faces.py", "text.py")
MAX_LINES = 600


def _imports(path: Path) -> set[str]:
    """Every ``ui.table.*`` module that ``path`` imports anywhere (top level, lazy, typing)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "ui.table":
                found.update(f"ui.table.{a.name}" for a in node.names)
            elif node.module.startswith("ui.table."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("ui.table."))
    return found


def test_no_import_circle_in_ui_table() -> None:
    graph = {f"ui.table.{p.stem}": _imports(p) for p in (UI / "table").glob("*.py")
             if p.stem != "__init__"}
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                raise AssertionError("import circle: " + " → ".join([*trail, node, nxt]))
            if nxt in graph and nxt not in state:
                visit(nxt, [*trail, node])
        state[node] = 2

    for start in sorted(graph):
        if start not in state:
            visit(start, [])


def test_no_ui_module_is_longer_than_the_limit() -> None:
    long = {str(p.relative_to(ROOT)): n for p in UI.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


@pytest.mark.parametrize("game", GAMES)
def test_every_game_table_is_a_package_of_the_same_shape(game: str) -> None:
    package = UI / "games" / game
    assert package.is_dir(), f"ui/games/{game} is not a package"
    missing = [name for name in PACKAGE_SHAPE if not (package / name).exists()]
    assert missing == []
    table = (package / "table.py").read_text(encoding="utf-8")
    assert "FeltTable" in table, f"the {game} table is not built on FeltTable"


def test_nothing_outside_the_session_touches_its_internals() -> None:
    offenders = []
    for path in UI.rglob("*.py"):
        if path.name == "session.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                    and not node.attr.startswith("__")
                    and isinstance(node.value, ast.Attribute | ast.Name)
                    and (node.value.attr if isinstance(node.value, ast.Attribute)
                         else node.value.id) == "session"):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} session.{node.attr}")
    assert offenders == []


def test_the_welcome_page_paints_before_any_game_is_imported() -> None:
    """Start the real app offscreen; at its first paint no engine, card data or table of any
    game may have been imported (they load when a game is chosen or resumed)."""
    loaded = modules_at_first_paint(("engine.", "ui.games."))
    games_loaded = [m for m in loaded if any(m.startswith((f"engine.{g}", f"ui.games.{g}"))
                                              for g in GAMES)]
    assert games_loaded == []


#: methods a ``ui/`` class may have, its mixins' included: past this a class holds several
#: jobs, which are then better small classes it owns (as the main window owns its controllers)
MAX_METHODS = 40


def _ui_classes() -> dict[str, tuple[str, ast.ClassDef]]:
    """Every class defined in ``ui/`` by "module.Class", with its definition."""
    found: dict[str, tuple[str, ast.ClassDef]] = {}
    for path in sorted(UI.rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                found[f"{module}.{node.name}"] = (module, node)
    return found


UI_CLASSES = _ui_classes()


def _base_key(module: str, base: ast.expr) -> str | None:
    """The ``ui`` class a base names ("module.Class"), or None (Qt, typing, …): one of the
    same module first, else the one class of that name in ``ui/``."""
    name = base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", None)
    if name is None:
        return None
    if f"{module}.{name}" in UI_CLASSES:
        return f"{module}.{name}"
    matches = [key for key in UI_CLASSES if key.rsplit(".", 1)[1] == name]
    return matches[0] if len(matches) == 1 else None


def _mixins(key: str) -> list[str]:
    """The ``ui`` bases of a class other than its primary (last) base."""
    module, node = UI_CLASSES[key]
    bases = [_base_key(module, base) for base in node.bases]
    return [base for base in bases[:-1] if base is not None]


def _methods(key: str) -> int:
    """A class's own methods (``def`` in its body) and those of its mixins, recursively."""
    _module, node = UI_CLASSES[key]
    own = sum(isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) for item in node.body)
    return own + sum(_methods(mixin) for mixin in _mixins(key))


@pytest.mark.parametrize("key", sorted(UI_CLASSES))
def test_no_ui_class_has_more_than_forty_methods(key: str) -> None:
    count = _methods(key)
    assert count <= MAX_METHODS, f"{key}: {count} methods (its mixins included)"


def test_the_main_window_has_no_mixin() -> None:
    module, node = UI_CLASSES["ui.main_window.MainWindow"]
    ui_bases = [key for base in node.bases if (key := _base_key(module, base)) is not None]
    assert ui_bases == []
