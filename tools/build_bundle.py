"""Build the self-contained Tabletop bundle: ``python tools/build_bundle.py``.

Output (Linux): ``dist/Tabletop/`` (the app, ``install.sh``, ``uninstall.sh``, ``share/``) and
``dist/Tabletop-<version>-linux-<machine>.tar.gz``.  On Windows the folder holds
``Tabletop.exe`` and a ``.zip`` is made; on macOS ``dist/Tabletop.app`` and a ``.zip``.

Why a script around ``packaging/tabletop.spec``: the icons are rendered from the one SVG for
each platform's format (PNG sizes for the Linux menu, ``.ico``, ``.icns``), the desktop entry
and install scripts go next to the program, and the archive gets the version in its name —
steps that must be the same every time, so they are code, not a checklist.

Needs the ``bundle`` extra: ``pip install '.[bundle]'`` (PyInstaller).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "tabletop.spec"
ICON_SVG = ROOT / "resources" / "icons" / "tabletop.svg"
PNG_SIZES = (48, 128, 256)


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


def platform_tag() -> str:
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform,
                                                                          sys.platform)
    machine = platform.machine().lower().replace("amd64", "x86_64").replace("arm64", "aarch64")
    return f"{system}-{machine}"


def render_icons(out: Path) -> None:
    """PNG icons at the hicolor sizes, plus ``.ico`` (Windows) and ``.icns`` (macOS)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])
    del app
    out.mkdir(parents=True, exist_ok=True)
    renderer = QSvgRenderer(str(ICON_SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {ICON_SVG}")
    images = {}
    for size in (*PNG_SIZES, 16, 32, 64, 512):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        images[size] = image
    for size in PNG_SIZES:
        if not images[size].save(str(out / f"tabletop-{size}.png")):
            raise SystemExit(f"could not write tabletop-{size}.png")
    shutil.copy2(ICON_SVG, out / "tabletop.svg")
    if sys.platform == "win32" and not images[256].save(str(out / "tabletop.ico"), "ICO"):
        raise SystemExit("could not write tabletop.ico (Qt's ico image plugin is missing)")
    if sys.platform == "darwin" and not images[512].save(str(out / "tabletop.icns"), "ICNS"):
        raise SystemExit("could not write tabletop.icns (Qt's icns image plugin is missing)")


def run_pyinstaller(dist: Path, work: Path, assets: Path) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed: pip install '.[bundle]'") from None
    env = dict(os.environ, TABLETOP_BUNDLE_ASSETS=str(assets))
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    subprocess.run(cmd, cwd=ROOT, env=env, check=True)


def add_desktop_files(app_dir: Path, assets: Path) -> None:
    """``install.sh``/``uninstall.sh`` and what they install, next to the program (Linux)."""
    share = app_dir / "share"
    (share / "icons").mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        shutil.copy2(assets / f"tabletop-{size}.png", share / "icons")
    shutil.copy2(assets / "tabletop.svg", share / "icons")
    shutil.copy2(ROOT / "resources" / "tabletop.desktop", share / "tabletop.desktop")
    for script in ("install.sh", "uninstall.sh"):
        target = app_dir / script
        shutil.copy2(ROOT / "packaging" / script, target)
        target.chmod(0o755)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def make_archive(dist: Path, app_dir: Path) -> Path:
    base = f"Tabletop-{version()}-{platform_tag()}"
    if sys.platform.startswith("linux"):
        archive = dist / f"{base}.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(app_dir, arcname=app_dir.name)
        return archive
    archive = dist / f"{base}.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(app_dir.rglob("*")):
            zf.write(path, path.relative_to(dist))
    return archive


def build(dist: Path, work: Path, archive: bool = True) -> Path:
    """Build into ``dist``; returns the folder a player starts (``dist/Tabletop``)."""
    started = time.monotonic()
    assets = work / "assets"
    render_icons(assets)
    run_pyinstaller(dist, work, assets)
    app_dir = dist / ("Tabletop.app" if sys.platform == "darwin" else "Tabletop")
    if sys.platform.startswith("linux"):
        add_desktop_files(app_dir, assets)
    size = folder_size(app_dir)
    print(f"bundle: {app_dir} ({size / 1e6:.1f} MB unpacked, built in "
          f"{time.monotonic() - started:.0f} s)")
    if archive:
        made = make_archive(dist, app_dir)
        print(f"archive: {made} ({made.stat().st_size / 1e6:.1f} MB)")
    return app_dir


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder")
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.gz / .zip")
    args = parser.parse_args(argv)
    build(args.dist.resolve(), args.work.resolve(), archive=not args.no_archive)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
