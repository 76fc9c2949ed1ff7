"""No import circle anywhere in ``ui/`` once typing-only imports are set aside.

Why: a circle makes the order in which modules load matter (a name not yet defined when the
other module asks for it) and makes neither module readable alone; ``ui/README.md`` promises
layers (the window over its controllers over the session over the engine).  Imports inside
functions count — they run — but those under ``if TYPE_CHECKING:`` never do.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(UI.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _runtime_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that can run: at module level or in a function, but not in an
    ``if TYPE_CHECKING:`` block (its ``else`` still runs)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for other in child.orelse:
                    walk(other)
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                found.append(child)
            walk(child)

    walk(tree)
    return found


def _package_of(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def imports_of(name: str) -> set[str]:
    """The ``ui`` modules that module ``name`` imports at run time."""
    path = MODULES[name]
    out: set[str] = set()
    for node in _runtime_imports(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in MODULES)
            continue
        base = node.module or ""
        if node.level:
            package = _package_of(name, path)
            for _ in range(node.level - 1):
                package = package.rpartition(".")[0]
            base = f"{package}.{base}" if base else package
        for alias in node.names:
            sub = f"{base}.{alias.name}"
            if sub in MODULES:
                out.add(sub)  # ``from ui import catalog``: the module catalog
            elif base in MODULES:
                out.add(base)  # ``from ui.catalog import info``: a name in it
    out.discard(name)
    return out


GRAPH = {name: imports_of(name) for name in MODULES}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def one_circle(group: list[str], graph: dict[str, set[str]]) -> str:
    """A readable circle through the group: "a → b → a"."""
    members = set(group)
    start = group[0]
    trail = [start]
    seen = {start}
    node = start
    while True:
        nxt = sorted(graph[node] & members)
        back = [n for n in nxt if n == start]
        if back and len(trail) > 1:
            return " → ".join([*trail, start])
        fresh = [n for n in nxt if n not in seen]
        if not fresh:
            return " → ".join([*trail, *back[:1]]) + "  (group: " + ", ".join(group) + ")"
        node = fresh[0]
        trail.append(node)
        seen.add(node)


def test_the_graph_sees_lazy_imports_and_skips_typing_only_ones() -> None:
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    import ui.session\n"
        "def f():\n    from ui import catalog\n")
    found = [node for node in _runtime_imports(tree)]
    assert [type(n).__name__ for n in found] == ["ImportFrom", "ImportFrom"]
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_circle_in_ui() -> None:
    found = [one_circle(group, GRAPH) for group in circles(GRAPH)]
    assert found == [], "import circles in ui/:\n" + "\n".join(found)
