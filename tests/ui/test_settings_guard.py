"""A hostile settings file at start-up (``paths.guard_settings_file``).

``QSettings`` reads its INI file in its constructor with a plain blocking read: a pipe in its
place would freeze the start for good, a 100 MB file is read whole and overwritten, binary
junk is rewritten half-parsed.  Each case runs the start-up's order — the guard, then the settings
read and written — in its own process (a hang is a timeout there, and Qt's per-process cache
of settings files stays out of it).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ui import paths

ROOT = Path(__file__).resolve().parents[2]

START = textwrap.dedent("""
    import sys
    from ui import paths

    problems = paths.guard_settings_file() if sys.argv[1] == "guard" else []
    settings = paths.settings()
    print(settings.value("ui/language", "none"))
    settings.setValue("ui/language", "sv")
    settings.sync()
    for problem in problems:
        print(problem.kept.name if problem.kept else "-", "|", problem.text().replace("\\n", " "))
""")


def start(home: Path, guard: bool = True, env: dict[str, str] | None = None) -> list[str]:
    """The start-up's settings steps in a fresh process; its output lines."""
    environ = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLETOP_HOME": str(home),
               **(env or {})}
    done = subprocess.run([sys.executable, "-c", START, "guard" if guard else "-"], cwd=ROOT,
                          env=environ, capture_output=True, text=True,
                          timeout=60)  # only to detect a hang
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def junk(path: Path) -> bytes:
    data = bytes(range(256)) * 40
    path.write_bytes(data)
    return data


def big(path: Path) -> bytes:
    with path.open("wb") as fh:
        fh.truncate(100 * 1024 * 1024)  # sparse: no disk, no time
    return b""


def not_utf8(path: Path) -> bytes:
    data = "[ui]\nlanguage=sv\nname=Björn\n".encode("latin-1")
    path.write_bytes(data)
    return data


@pytest.mark.parametrize(("make", "reason"), [
    (junk, "The file is not text."),
    (big, "The file is too large (more than 1 MB)."),
    (not_utf8, "The file is not text."),
])
def test_an_unusable_settings_file_is_moved_aside_whole_and_reported(
        tmp_path: Path, make: object, reason: str) -> None:
    ini = tmp_path / "settings.ini"
    data = make(ini)  # type: ignore[operator]
    size = ini.stat().st_size
    out = start(tmp_path)
    assert out[0] == "none"  # defaults
    kept = sorted(tmp_path.glob("settings.ini.bad-*"))
    assert len(kept) == 1
    assert kept[0].stat().st_size == size
    if data:
        assert kept[0].read_bytes() == data
    assert out[1].startswith(f"{kept[0].name} | The settings file cannot be used.")
    assert out[1].endswith(reason)
    assert "language=sv" in ini.read_text(encoding="utf-8")  # a fresh file, written
    assert start(tmp_path) == ["sv"]  # and read back next time, nothing reported


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_as_the_settings_file_does_not_freeze_the_start(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "settings.ini")
    out = start(tmp_path)
    assert out[0] == "none"
    assert "is not an ordinary file" in out[1]
    assert "language=sv" in (tmp_path / "settings.ini").read_text(encoding="utf-8")


def test_a_folder_or_a_device_as_the_settings_file(tmp_path: Path) -> None:
    (tmp_path / "settings.ini").mkdir()
    out = start(tmp_path)
    assert "is a folder, not a file" in out[1]
    if os.path.exists("/dev/zero"):
        (tmp_path / "settings.ini").unlink()
        (tmp_path / "settings.ini").symlink_to("/dev/zero")
        assert "is not an ordinary file" in start(tmp_path)[1]
    assert start(tmp_path) == ["sv"]


def test_a_good_settings_file_is_left_alone(tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    ini.write_text("[ui]\nlanguage=de\n", encoding="utf-8")
    assert start(tmp_path) == ["de"]
    assert not list(tmp_path.glob("*.bad-*"))


@pytest.mark.skipif(sys.platform != "linux", reason="XDG_CONFIG_HOME is where Linux keeps it")
def test_the_platform_files_are_the_ones_qsettings_reads(tmp_path: Path) -> None:
    """Without ``TABLETOP_HOME`` the guard checks the application's and the organisation's
    INI files, where ``QSettings`` reads them."""
    config = tmp_path / "config"
    (config / "Tabletop").mkdir(parents=True)
    junk(config / "Tabletop" / "Tabletop.ini")
    os.mkfifo(config / "Tabletop.ini")
    env = {k: v for k, v in os.environ.items() if k != "TABLETOP_HOME"}
    code = textwrap.dedent("""
        from PySide6.QtCore import QSettings
        from ui import paths
        print(len(paths.guard_settings_file()))
        real = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                         paths.ORGANIZATION, paths.APPLICATION)
        print(real.fileName() == str(paths.settings_files()[0]))
    """)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60,  # only to detect a hang
                          env={**env, "QT_QPA_PLATFORM": "offscreen",
                               "XDG_CONFIG_HOME": str(config)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["2", "True"]
    assert len(list(config.glob("Tabletop.ini.bad-*"))) == 1
    assert len(list((config / "Tabletop").glob("Tabletop.ini.bad-*"))) == 1


def test_a_file_that_cannot_be_moved_is_never_opened(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    ini = tmp_path / "settings.ini"
    data = junk(ini)
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(paths, "_settings_stand_in", None)

    def refuse(path: Path, when: object = None) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(paths, "move_aside", refuse)
    problems = paths.guard_settings_file()
    assert [p.move_error for p in problems] == ["Permission denied"]
    assert "could not be moved aside (Permission denied)" in problems[0].text()
    settings = paths.settings()
    assert Path(settings.fileName()) != ini
    settings.setValue("ui/language", "nb")
    settings.sync()
    assert ini.read_bytes() == data  # untouched


def test_the_app_starts_with_a_pipe_for_its_settings_file(tmp_path: Path) -> None:
    """The app itself (``main.py``) calls the guard before the settings are read: a pipe in
    the file's place froze its start for good."""
    home = tmp_path / "home"
    home.mkdir()
    os.mkfifo(home / "settings.ini")
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "main.py", "--game", "storma", "--seats", "human,computer",
         "--screenshot", str(shot)],
        cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLETOP_HOME": str(home)},
        capture_output=True, text=True, timeout=120)  # only to detect a hang
    assert done.returncode == 0, done.stderr
    assert shot.exists()
    assert [p.name.split(".bad-")[0] for p in home.glob("settings.ini.bad-*")] == ["settings.ini"]
