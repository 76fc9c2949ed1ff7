"""The source checkout's desktop launcher (``tools/launch.sh``): progress, messages, start.

Why: a double-click runs it with no terminal, so every way it can end must show a window
(stand-in ``zenity`` scripts record what would have been shown) or start the app.
"""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAUNCH = ROOT / "tools" / "launch.sh"


def _stub(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def _checkout(tmp: Path, ready: bool) -> Path:
    root = tmp / "checkout"
    (root / ".venv" / "bin").mkdir(parents=True)
    (root / "pyproject.toml").write_text("", encoding="utf-8")
    if ready:
        _stub(root / ".venv" / "bin", "python", "exit 0")
        stamp = root / ".venv" / ".installed-run"
        stamp.write_text("", encoding="utf-8")
        os.utime(root / "pyproject.toml", (1, 1))
    return root


def _launch(tmp: Path, root: Path, lang: str = "en_GB.UTF-8", **env: str) -> tuple[int, str]:
    bin_dir = tmp / "bin"
    bin_dir.mkdir(exist_ok=True)
    record = tmp / "shown.txt"
    # a zenity that records its arguments (and drains a progress pipe)
    _stub(bin_dir, "zenity", f'printf "%s|" "$@" >> "{record}"; echo >> "{record}"; '
                             'case "$*" in *--progress*) cat >/dev/null;; esac; exit 0')
    full = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(tmp), "LANG": lang,
            "TABLETOP_ROOT": str(root), "XDG_CACHE_HOME": str(tmp / "cache"), **env}
    done = subprocess.run(["bash", str(LAUNCH), "--lang", "sv"], env=full, capture_output=True,
                          text=True, timeout=60)
    shown = record.read_text(encoding="utf-8") if record.exists() else ""
    return done.returncode, shown + done.stdout


def test_first_start_shows_progress_then_starts_the_app(tmp_path: Path) -> None:
    root = _checkout(tmp_path, ready=False)
    code, shown = _launch(tmp_path, root, TABLETOP_SETUP_CMD="true", TABLETOP_MISSING_DEBS="",
                          TABLETOP_START_CMD="echo started")
    assert code == 0
    assert "--progress" in shown
    assert "Setting up Tabletop" in shown
    assert "started --lang sv" in shown


def test_a_failed_set_up_is_shown_with_the_log(tmp_path: Path) -> None:
    root = _checkout(tmp_path, ready=False)
    code, shown = _launch(tmp_path, root, lang="de_DE.UTF-8",
                          TABLETOP_SETUP_CMD="sh -c 'echo pip: no network; exit 3'",
                          TABLETOP_START_CMD="echo started")
    assert code == 1
    assert "--error" in shown
    assert "Tabletop konnte nicht eingerichtet werden" in shown
    assert "pip: no network" in shown
    assert "started" not in shown


def test_missing_system_libraries_are_named_with_the_command(tmp_path: Path) -> None:
    root = _checkout(tmp_path, ready=True)
    code, shown = _launch(tmp_path, root, lang="sv_SE.UTF-8",
                          TABLETOP_MISSING_DEBS="libxcb-cursor0 libxkbcommon-x11-0",
                          TABLETOP_START_CMD="echo started")
    assert code == 1
    assert "--error" in shown
    assert "systembibliotek" in shown
    assert "sudo apt-get install -y libxcb-cursor0 libxkbcommon-x11-0" in shown
    assert "started" not in shown


def test_a_ready_checkout_starts_at_once_without_any_window(tmp_path: Path) -> None:
    root = _checkout(tmp_path, ready=True)
    code, shown = _launch(tmp_path, root, TABLETOP_MISSING_DEBS="",
                          TABLETOP_SETUP_CMD="sh -c 'echo SETUP RAN'",
                          TABLETOP_START_CMD="echo started")
    assert code == 0
    assert shown.strip() == "started --lang sv"


# ------------------------------------------------------------------ ./run's set-up, quietly
PIP_NOISE = ("BuildBackendWarning: Editable installation.\n  !!\n  " + "*" * 80 +
             "\n  Please be careful with folders in your working directory\n")


def _set_up(tmp: Path, pip_exit: int) -> subprocess.CompletedProcess[str]:
    """``setup_env run`` (what ``./run`` does first) in a checkout whose ``.venv`` python is
    a stand-in: pip prints setuptools' framed warning and ends with ``pip_exit``."""
    root = tmp / "checkout"
    (root / ".venv" / "bin").mkdir(parents=True)
    (root / "pyproject.toml").write_text("", encoding="utf-8")
    noise = PIP_NOISE.replace("\n", "\\n")
    _stub(root / ".venv" / "bin", "python", f'printf "{noise}" >&2; exit {pip_exit}')
    bin_dir = tmp / "bin"
    bin_dir.mkdir()
    _stub(bin_dir, "dpkg-query", 'echo "install ok installed"')  # every library is there
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(tmp)}
    return subprocess.run(["bash", "-c", f'. "{ROOT}/tools/setup.sh" && setup_env run'],
                          cwd=root, env=env, capture_output=True, text=True, timeout=60)


def test_the_set_up_shows_progress_and_no_warnings(tmp_path: Path) -> None:
    done = _set_up(tmp_path, 0)
    assert done.returncode == 0, done.stderr
    shown = done.stdout + done.stderr
    assert "*" * 20 not in shown
    assert "Warning" not in shown
    assert shown.splitlines() == [
        "Tabletop: installing Tabletop and Qt (PySide6) — a minute or two the first time…",
        "Tabletop: ready."]
    assert "BuildBackendWarning" in (tmp_path / "checkout" / ".venv" / "setup.log").read_text()


def test_a_failed_set_up_shows_what_pip_said(tmp_path: Path) -> None:
    done = _set_up(tmp_path, 1)
    assert done.returncode != 0
    assert "Setting up Tabletop failed" in done.stderr
    assert "BuildBackendWarning" in done.stderr
