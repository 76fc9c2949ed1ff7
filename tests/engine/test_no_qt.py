"""engine/ must never import Qt: the rules run headless, in the arena and in CI."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def test_engine_has_python_files() -> None:
    assert len(list(ENGINE.rglob("*.py"))) >= 5


def test_no_module_under_engine_imports_qt() -> None:
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
                names = [a.value for a in node.args if isinstance(a, ast.Constant)]
            for name in names:
                if name.split(".")[0] in {"PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6"}:
                    line = getattr(node, "lineno", 0)
                    offenders.append(f"{path.relative_to(ENGINE.parent)}:{line} {name}")
    assert offenders == []
