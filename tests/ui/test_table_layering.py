"""The card table (``ui/table/``) stands on its own: it imports neither the session nor the
games, and ``FeltTable`` holds at most 40 methods of its own.

Why: the table pieces are reused by every game and must keep working behind any seat driver
(a person here, a computer, a person at another computer); they know the game only through
``ui.table.protocol.TableSession``.  A table class that grows past 40 methods is doing several
jobs again (the gesture answers, the undo button and the tab walk are objects it owns).
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from ui.table.felt_table import FeltTable

TABLE = Path(__file__).resolve().parents[2] / "ui" / "table"
FORBIDDEN = ("ui.session", "ui.games")


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports, with its line: at the top, inside functions and under
    ``if TYPE_CHECKING:`` alike (a typing-only import is a dependency all the same)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return found


def test_no_module_of_the_table_imports_the_session_or_the_games() -> None:
    modules = sorted(TABLE.glob("*.py"))
    assert len(modules) > 10  # the package was found
    bad = [f"{path.name}:{line} imports {name}" for path in modules
           for line, name in _imports(path)
           if any(name == f or name.startswith(f + ".") for f in FORBIDDEN)]
    assert bad == []


def test_the_import_check_sees_typing_only_imports(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from ui.session import Session\n", encoding="utf-8")
    assert (3, "ui.session") in _imports(probe)


def _own_methods(cls: type) -> list[str]:
    return [name for name, value in vars(cls).items()
            if inspect.isfunction(value) or isinstance(value, (staticmethod, classmethod,
                                                               property))]


def test_felt_table_has_at_most_40_methods_of_its_own_and_no_mixin() -> None:
    assert len(_own_methods(FeltTable)) <= 40
    bases = [b for b in FeltTable.__mro__[1:] if b.__module__.startswith("ui.")]
    assert [b.__name__ for b in bases] == ["GameTable"]  # the one base; no mixin beside it
