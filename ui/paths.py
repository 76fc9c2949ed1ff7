"""Where Tabletop keeps its files: resources in the source tree, user data per platform.

``TABLETOP_HOME`` (an environment variable) moves settings and saves into one folder; the
tests use it so they never touch a player's real settings or autosave.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QStandardPaths

from engine import resources

ROOT = resources.root()
RESOURCES = resources.resource_path()
TRANSLATIONS = resources.translations_dir()
ORGANIZATION = "Tabletop"
APPLICATION = "Tabletop"


def _data_location() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "data"
    loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(loc) if loc else Path.home() / ".tabletop"


def data_dir() -> Path:
    """Folder for the autosave and other app data (created on demand).

    A folder that cannot be made is still returned: whoever writes there gets the
    ``OSError`` and says so, and start-up has told the player once (``data_problem``).
    """
    path = _data_location()
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_problem() -> str | None:
    """Why games cannot be kept in the data folder (the system's reason), or ``None``.

    Why at start-up: a read-only home or a folder that cannot exist made the app crash before
    its window; now it plays and says once that nothing will be saved.  A file is created and
    removed to find out, since a folder may exist and still refuse to be written.
    """
    path = _data_location()
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe-", dir=path)
        os.close(fd)
        os.unlink(probe)
    except (OSError, ValueError) as err:  # ValueError: a NUL character in the path
        return (err.strerror if isinstance(err, OSError) and err.strerror else str(err)) or \
            type(err).__name__
    return None


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def statistics_path() -> Path:
    """The statistics file (``ui/statistics.py``): next to the autosave, in the app data."""
    return data_dir() / "statistics.json"


#: what ``engine.saves.save`` names its temporary file before renaming it over the target
TEMP_PATTERN = ".tmp-*.json"


def clean_temp_files(folder: Path | None = None, older_than: float = 60.0) -> list[Path]:
    """Delete the temporary files of interrupted writes (the app was killed between writing
    ``.tmp-….json`` and renaming it); returns what was deleted.

    Only files older than ``older_than`` seconds: another copy of the app may be writing its
    autosave this very moment, and its temporary file must survive until it is renamed.
    """
    folder = data_dir() if folder is None else folder
    now = time.time()
    removed: list[Path] = []
    for path in folder.glob(TEMP_PATTERN):
        with contextlib.suppress(OSError):
            if path.is_file() and not path.is_symlink() and now - path.stat().st_mtime > older_than:
                path.unlink()
                removed.append(path)
    return removed


if TYPE_CHECKING:
    from datetime import datetime


def move_aside(path: Path, when: datetime | None = None,
               name: str = "{name}.bad-{stamp}") -> Path:
    """Rename a file that cannot be used to ``<name>.bad-<YYYYmmdd-HHMMSS>`` and return the new
    path; an existing file of that name is never overwritten (``-2``, ``-3``… are appended).

    Why: an autosave that does not load may still hold a game somebody wants back (a newer
    version of Tabletop reads it, or a person repairs it); the next autosave would destroy it.
    ``name`` words the new name otherwise (``{name}``: the old one, ``{stem}``, ``{stamp}``,
    ``{suffix}``: the old suffix, which ``-2``… go in front of).
    Raises ``OSError`` when the file cannot be renamed.
    """
    from datetime import datetime  # only for a damaged autosave: not at every start-up

    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    suffix = path.suffix if "{suffix}" in name else ""
    base = name.format(name=path.name, stem=path.stem, stamp=stamp, suffix="")
    target = path.with_name(base + suffix)
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{base}-{number}{suffix}")
    path.rename(target)
    return target


def settings() -> QSettings:
    """The app's settings store (INI file; in ``TABLETOP_HOME`` when that is set)."""
    if _settings_stand_in is not None:  # the real file is unusable and could not be moved
        return QSettings(str(_settings_stand_in), QSettings.Format.IniFormat)
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION,
                     APPLICATION)


# ------------------------------------------------------------------ a hostile settings file
#: the largest settings file opened at all (a real one holds a few kB)
MAX_SETTINGS_BYTES = 1024 * 1024
#: an organisation nobody uses: a ``QSettings`` for it shows where INI files go, and reads
#: nothing (``QSettings`` reads its files in the constructor, so the app's own must not be
#: opened before they are checked)
_PROBE_ORGANIZATION = "Tabletop settings location"
#: where ``settings()`` keeps this run's settings while the real file is unusable and could
#: not be moved aside (``guard_settings_file``)
_settings_stand_in: Path | None = None


def settings_files() -> list[Path]:
    """The INI files ``settings()`` reads: ``settings.ini`` in ``TABLETOP_HOME``, else the
    platform's user file of the application and the one of the organisation (``QSettings``
    reads both)."""
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return [Path(home) / "settings.ini"]
    probe = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      _PROBE_ORGANIZATION, APPLICATION)
    folder = Path(probe.fileName()).parent.parent
    return [folder / ORGANIZATION / f"{APPLICATION}.ini", folder / f"{ORGANIZATION}.ini"]


@dataclass
class SettingsProblem:
    """An unusable settings file found at start-up: why (``reason``, translated), where it
    was kept (``kept``), or why it could not be moved (``move_error``)."""

    path: Path
    reason: str
    kept: Path | None = None
    move_error: str = ""
    #: the reason's template (context "engine") and parameters: ``text`` words it again in
    #: the UI language, which is only known once the settings have been read
    template: str = ""
    params: dict[str, object] = field(default_factory=dict)

    def text(self) -> str:
        """The message for the player (translated; plain text)."""
        from PySide6.QtCore import QCoreApplication

        translate = QCoreApplication.translate
        if self.template:
            self.reason = translate("engine", self.template).format(**self.params)
        if self.kept is not None:
            return translate(
                "Settings", "The settings file cannot be used. It was kept as “{file}”, and "
                "Tabletop starts with its default settings.\n\n{reason}").format(
                file=self.kept.name, reason=self.reason)
        return translate(
            "Settings", "The settings file cannot be used, and it could not be moved aside "
            "({error}); Tabletop starts with its default settings and does not save them "
            "this time.\n\n{reason}").format(error=self.move_error, reason=self.reason)


def guard_settings_file() -> list[SettingsProblem]:
    """Check the settings files before ``QSettings`` opens them; move an unusable one aside.

    Why: ``QSettings`` reads its file in its constructor with a plain blocking read, so a
    pipe in the file's place would freeze the start for good, a 100 MB file is read whole and
    then overwritten, and binary junk is rewritten half-parsed.  A file that is not a regular
    one, is larger than ``MAX_SETTINGS_BYTES`` or is not text (NUL bytes, not UTF-8) is moved
    aside (``move_aside``) and listed, to be reported once; when it cannot be moved, this
    run's settings live in a temporary file instead (``settings()``) and nothing opens the
    bad one.  A missing or unreadable file is left to ``QSettings`` (it copes).  Call this at
    start-up before the first ``settings()``.
    """
    from engine import jsonfile

    global _settings_stand_in
    problems: list[SettingsProblem] = []
    for path in settings_files():
        try:
            data = jsonfile.read_bytes(path, MAX_SETTINGS_BYTES)
            if b"\0" in data:
                raise jsonfile.JsonFileError(jsonfile.NOT_TEXT)
            data.decode("utf-8")
        except UnicodeDecodeError:
            problem = jsonfile.JsonFileError(jsonfile.NOT_TEXT)
        except jsonfile.JsonFileError as err:
            problem = err
        else:
            continue
        if problem.kind in (jsonfile.MISSING, jsonfile.DENIED, jsonfile.UNREADABLE):
            continue
        from PySide6.QtCore import QCoreApplication

        params: dict[str, object] = {"path": str(path), **problem.params}
        reason = QCoreApplication.translate("engine", problem.message).format(**params)
        try:
            problems.append(SettingsProblem(path, reason, move_aside(path),
                                            template=problem.message, params=params))
        except OSError as err:
            if _settings_stand_in is None:
                folder = Path(tempfile.mkdtemp(prefix="tabletop-settings-"))
                _settings_stand_in = folder / "settings.ini"
            problems.append(SettingsProblem(path, reason, None, err.strerror or str(err),
                                            problem.message, params))
    return problems
