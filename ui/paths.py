"""Where Tabletop keeps its files: resources in the source tree, user data per platform.

``TABLETOP_HOME`` (an environment variable) moves settings and saves into one folder; the
tests use it so they never touch a player's real settings or autosave.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from engine import resources

ROOT = resources.root()
RESOURCES = resources.resource_path()
TRANSLATIONS = resources.translations_dir()
ORGANIZATION = "Tabletop"
APPLICATION = "Tabletop"


def data_dir() -> Path:
    """Folder for the autosave and other app data (created on demand)."""
    home = os.environ.get("TABLETOP_HOME")
    if home:
        path = Path(home) / "data"
    else:
        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(loc) if loc else Path.home() / ".tabletop"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings() -> QSettings:
    """The app's settings store (INI file; in ``TABLETOP_HOME`` when that is set)."""
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION,
                     APPLICATION)
