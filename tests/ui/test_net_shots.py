"""``tools/net_shots.py`` renders a network game's host, guest and spectator windows (one game,
in English, here): every picture it names is written and shows something."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

TOOL = Path(__file__).resolve().parents[2] / "tools" / "net_shots.py"


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("net_shots", TOOL)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def colours(path: Path) -> int:
    """How many different colours a sample of the picture's pixels has (a blank one: 1)."""
    image = QImage(str(path))
    assert not image.isNull(), path
    step_x, step_y = max(1, image.width() // 60), max(1, image.height() // 60)
    return len({image.pixel(x, y) for x in range(0, image.width(), step_x)
                for y in range(0, image.height(), step_y)})


def test_the_tool_renders_one_game_on_every_screen(qapp: QApplication, tmp_path: Path) -> None:
    tool = load_tool()
    assert tool.main([str(tmp_path), "--langs", "en", "--size", "1024x700",
                      "--games", "storma"]) == 0
    stem = "storma-1024x700-en"
    names = [f"{stem}-{who}.png" for who in ("host", "guest", "spectator", "side")]
    names += ["invite-1024x700-en.png", "join-seats-1024x700-en.png"]
    names += [f"waiting-1024x700-en-{who}.png" for who in ("host", "guest", "spectator")]
    for name in names:
        path = tmp_path / name
        assert path.exists(), name
        assert colours(path) > 8, f"{name} looks blank"
    side = QImage(str(tmp_path / f"{stem}-side.png"))
    assert side.width() > 3 * 600  # three windows next to each other
