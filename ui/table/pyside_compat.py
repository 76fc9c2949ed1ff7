"""Guard against a PySide6 6.12 reference-count bug on Python 3.11.

Measured here (PySide6 6.12.0, shiboken6 6.12.0, CPython 3.11.7): every call of a Qt method
that returns ``void`` (``QPainter.save``, ``QWidget.update``, ...) hands back ``None``
without taking a reference, so ``sys.getrefcount(None)`` drops by one per call.  After a few
thousand paint calls CPython aborts with "Fatal Python error: none_dealloc".  Python 3.12+
makes ``None`` immortal, which hides the bug there; on 3.11 we do the same by hand: give
``None`` (and ``True``/``False``, which showed the same crash at interpreter exit) an
enormous reference count once, so it can never reach zero.
"""

from __future__ import annotations

import sys

_APPLIED = False
#: the first release seen with the bug; older ones (6.8–6.11) hand back ``None`` correctly, and
#: skipping the guard there keeps ``ctypes`` out of the start-up
FIRST_AFFECTED = (6, 12)


def _pyside_version() -> tuple[int, ...]:
    import PySide6

    return tuple(int(p) for p in PySide6.__version__.split(".")[:2] if p.isdigit())


def make_none_immortal() -> None:
    """Idempotent; a no-op on Python 3.12+ (where None is immortal already) and on PySide6
    releases before the bug."""
    global _APPLIED
    if _APPLIED or sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):
        return  # 3.12+: immortal already; debug builds lay PyObject out differently
    if _pyside_version() < FIRST_AFFECTED:
        return
    import ctypes

    # ob_refcnt is the first field of every PyObject in a release build
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 48
    _APPLIED = True


make_none_immortal()
