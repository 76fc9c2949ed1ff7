"""Marking engine text for translation without Qt (and without the rest of the engine).

Why a module of its own: the app's welcome page needs the marker for its game blurbs before any
engine code is loaded; ``engine.core`` re-exports it for everything else.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation without importing Qt.

    ``pyside6-lupdate`` recognises this exact name, so engine strings (illegal-action reasons,
    log templates) land in the ``.ts`` files under ``context`` while the engine stays Qt-free.
    The UI translates them with ``QCoreApplication.translate(context, text)``.
    """
    del context
    return text


def tr_noop(text: str) -> str:
    """Shorthand used only where lupdate extraction is not wanted (internal/debug text)."""
    return text
