"""Where the app's data files are: one function for the source tree, a wheel and the bundle.

Why one function: card data (Ordet fanger's sets), rules texts, fonts, icons, sounds and the
compiled translations sit in ``resources/`` and ``translations/`` next to ``engine/`` and ``ui/``
in a checkout and in site-packages after ``pip install``; in the PyInstaller bundle they sit in
the bundle's data folder (``sys._MEIPASS``).  Everything that opens a data file asks here, so
a new way of shipping the app changes one place.  Qt-free, so the engine can use it too.
"""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder that holds ``resources/`` and ``translations/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A path under ``resources/``, e.g. ``resource_path("rules", "storma.sv.md")``."""
    return root().joinpath("resources", *parts)


def translations_dir() -> Path:
    """The folder of the compiled ``tabletop_<lang>.qm`` catalogues."""
    return root() / "translations"
