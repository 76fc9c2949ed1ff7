"""Smoke test of the self-contained bundle: build it, start it, install its desktop entry.

Why a real build in the suite: the bundle is what families without Python get; a missing data
file, translation or Qt plugin only shows when the built program runs, so CI builds it
(≈ 40 s) and starts each game from it the way the desktop entry does.
"""

from __future__ import annotations

import configparser
import os
import shlex
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("supertrumf", "storma", "riftforce", "ordet")
#: Qt modules the spec leaves out; none of their libraries may be in the bundle
EXCLUDED = ("WebEngine", "Quick", "Qml", "3D", "Charts", "Pdf", "VirtualKeyboard", "Designer",
            "Bluetooth", "Sql", "FFmpeg")

pytestmark = pytest.mark.bundle


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail("PyInstaller is missing: ./test installs it (pip install '.[bundle]')")
    out = tmp_path_factory.mktemp("bundle")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, "tools/build_bundle.py", "--dist", str(out / "dist"),
                    "--work", str(out / "work")], cwd=ROOT, env=env, check=True,
                   timeout=900)
    return out / "dist"


def _start(cmd: list[str], tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(QT_QPA_PLATFORM="offscreen", TABLETOP_HOME=str(tmp / "home"))
    return subprocess.run([*cmd, *args], env=env, capture_output=True, text=True,
                          timeout=120, cwd=tmp)


def _distinct_colours(png: Path) -> tuple[int, int, int]:
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    return image.width(), image.height(), len(colours)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_starts_from_the_bundle_translated(bundle: Path, tmp_path: Path,
                                                     game: str) -> None:
    png = tmp_path / f"{game}.png"
    done = _start([str(bundle / "Tabletop" / "Tabletop")], tmp_path, "--game", game,
                  "--seats", "human,computer", "--seed", "3", "--lang", "sv",
                  "--size", "1280x800", "--screenshot", str(png), "--print-texts")
    assert done.returncode == 0, done.stderr
    width, height, colours = _distinct_colours(png)
    assert (width, height) == (1280, 800)
    assert colours > 200, "the picture is not a drawn table"
    lines = done.stdout.splitlines()
    assert "menu: Spel" in lines  # our Swedish catalogue
    assert "qt: Avbryt" in lines  # Qt's own Swedish translation


def test_the_bundles_hard_players_search_in_their_own_process(bundle: Path,
                                                              tmp_path: Path) -> None:
    """The built program starts itself again as the search process (``freeze_support``):
    two Hard computers play a few Storma actions, and the searches ran there."""
    png = tmp_path / "hard.png"
    done = _start([str(bundle / "Tabletop" / "Tabletop")], tmp_path, "--game", "storma",
                  "--seats", "computer:hard,computer:hard", "--seed", "5", "--autoplay", "6",
                  "--screenshot", str(png), "--print-texts")
    assert done.returncode == 0, done.stderr
    assert "think: process" in done.stdout.splitlines(), done.stdout


def test_the_bundle_holds_no_sources_tests_or_excluded_qt(bundle: Path) -> None:
    files = [p.relative_to(bundle) for p in (bundle / "Tabletop").rglob("*") if p.is_file()]
    names = [str(p) for p in files]
    assert not [n for n in names if n.endswith(".ts")]
    assert not [n for n in names if "/tests/" in f"/{n}" or "conftest" in n or "pytest" in n]
    assert not [n for n in names if n.endswith(".py")], "the app must be compiled into the archive"
    excluded = [n for n in names for mod in EXCLUDED
                if f"Qt6{mod}" in n or f"Qt{mod}." in n or f"lib{mod.lower()}" in n.lower()]
    assert excluded == []
    for needed in ("resources/rules/storma.sv.md", "resources/fonts/DejaVuSans.ttf",
                   "resources/ordet/sets", "translations/tabletop_nb.qm", "resources/sounds"):
        assert any(needed in n for n in names), needed


def test_the_archive_unpacks_to_the_runnable_folder(bundle: Path) -> None:
    archives = list(bundle.glob("Tabletop-*-linux-*.tar.gz"))
    assert len(archives) == 1
    with tarfile.open(archives[0]) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert members["Tabletop/Tabletop"].mode & 0o111
    assert members["Tabletop/install.sh"].mode & 0o111
    assert "Tabletop/uninstall.sh" in members


def test_install_sh_makes_a_desktop_entry_that_starts_the_bundle(bundle: Path,
                                                                 tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    subprocess.run([str(bundle / "Tabletop" / "install.sh")], env=env, check=True,
                   capture_output=True, timeout=60)
    entry = data / "applications" / "tabletop.desktop"
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(entry, encoding="utf-8")
    desk = parser["Desktop Entry"]
    assert desk["Categories"] == "Game;CardGame;"
    assert desk["Terminal"] == "false"
    for lang, generic in (("sv", "Kortspel"), ("de", "Kartenspiele"), ("nb", "Kortspill")):
        assert desk[f"GenericName[{lang}]"] == generic
        assert desk[f"Comment[{lang}]"]
    for size in (48, 128, 256):
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tabletop.png").exists()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "tabletop.svg").exists()
    # the Exec line, run as the desktop would (offscreen), starts the bundle
    exec_line = shlex.split(desk["Exec"])
    assert Path(exec_line[0]) == bundle / "Tabletop" / "Tabletop"
    png = tmp_path / "welcome.png"
    done = _start(exec_line, tmp_path, "--screenshot", str(png), "--print-texts")
    assert done.returncode == 0, done.stderr
    assert "title: Tabletop" in done.stdout.splitlines()
    subprocess.run([str(bundle / "Tabletop" / "uninstall.sh")], env=env, check=True,
                   capture_output=True, timeout=60)
    assert not entry.exists()
    assert not (data / "icons" / "hicolor" / "scalable" / "apps" / "tabletop.svg").exists()
