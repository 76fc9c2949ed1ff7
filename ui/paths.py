"""Where Tabletop keeps its files: resources in the source tree, user data per platform.

``TABLETOP_HOME`` (an environment variable) moves settings and saves into one folder; the
tests use it so they never touch a player's real settings or autosave.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
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


def move_aside(path: Path, when: datetime | None = None) -> Path:
    """Rename a file that cannot be used to ``<name>.bad-<YYYYmmdd-HHMMSS>`` and return the new
    path; an existing ``.bad`` file is never overwritten (``-2``, ``-3``… are appended).

    Why: an autosave that does not load may still hold a game somebody wants back (a newer
    version of Tabletop reads it, or a person repairs it); the next autosave would destroy it.
    Raises ``OSError`` when the file cannot be renamed.
    """
    from datetime import datetime  # only for a damaged autosave: not at every start-up

    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.bad-{stamp}"
    target = path.with_name(base)
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{base}-{number}")
    path.rename(target)
    return target


def settings() -> QSettings:
    """The app's settings store (INI file; in ``TABLETOP_HOME`` when that is set)."""
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION,
                     APPLICATION)
