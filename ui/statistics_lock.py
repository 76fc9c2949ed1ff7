"""The statistics' lock file: counting a game is read, change, write — by one copy at a time.

Why: two copies of Tabletop (two windows of two processes, or two players on one account)
finishing games at once would each read the same book and write it back with only their own
game.  ``update`` holds ``statistics.json.lock`` (a ``QLockFile``: the same on Linux, Windows
and macOS, and a lock left by a crashed copy is taken over at once, by its process id) around
read, change and write.  A lock that stays taken raises ``StatisticsInUse`` after
``LOCK_WAIT_SECONDS``; the window keeps the count and writes it later (``ui/game_end.py``).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QLockFile

from engine.translatable import QT_TRANSLATE_NOOP
from ui import paths
from ui import statistics as st

#: how long counting a game waits for another copy of Tabletop to finish its own count
LOCK_WAIT_SECONDS = 3.0
#: a lock older than this belongs to a copy that hangs (a count takes milliseconds; a lock of
#: a copy that crashed is noticed at once by its process id)
LOCK_STALE_MS = 30_000

IN_USE = QT_TRANSLATE_NOOP("Statistics", "another copy of Tabletop is using the statistics file")


class StatisticsInUse(OSError):
    """The statistics' lock file stayed taken by another copy of Tabletop for
    ``LOCK_WAIT_SECONDS``: nothing was read or written.  An ``OSError`` whose ``strerror``
    says so in the player's language (the callers show ``strerror`` of failed writes)."""

    def __init__(self) -> None:
        super().__init__(errno.EBUSY, st.marked(IN_USE))


def peek(path: Path) -> st.Book:
    """The book at ``path`` to show while another copy holds the lock: read only, an unusable
    file left where it is (that copy deals with it) and shown as empty."""
    try:
        return st.read(path)
    except st.StatisticsError:
        return st.Book()


@contextlib.contextmanager
def locked(path: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the lock file of the statistics at ``path`` (``statistics.json.lock``, a
    ``QLockFile``: on every platform, and a lock left by a crashed copy is taken over).

    Tried every few milliseconds (``QLockFile.tryLock`` with a timeout sleeps at least 100 ms
    a try, a long time for counts that take milliseconds); ``StatisticsInUse`` after
    ``wait`` seconds (``LOCK_WAIT_SECONDS`` by default).  Where no lock file can be made at
    all (a read-only folder) nothing is locked: the write that follows fails there anyway and
    says why.
    """
    lock_path = path.with_name(path.name + ".lock")
    _clear_odd_lock(lock_path)
    lock = QLockFile(str(lock_path))
    lock.setStaleLockTime(LOCK_STALE_MS)
    deadline = time.monotonic() + (LOCK_WAIT_SECONDS if wait is None else wait)
    delay = 0.002
    while not lock.tryLock(0):
        if lock.error() != QLockFile.LockError.LockFailedError:
            yield
            return
        if time.monotonic() >= deadline:
            raise StatisticsInUse
        time.sleep(delay)
        delay = min(delay * 2, 0.05)
    try:
        yield
    finally:
        lock.unlock()


def _clear_odd_lock(lock_path: Path) -> None:
    """Move aside whatever is at the lock file's place but is not a file: ``QLockFile``
    reads an existing lock file, and a pipe there would block it for ever."""
    try:
        mode = os.stat(lock_path).st_mode
    except (OSError, ValueError):
        return
    if not stat.S_ISREG(mode):
        with contextlib.suppress(OSError):
            paths.move_aside(lock_path)


def update(path: Path, change: Callable[[st.Book], bool] | None = None,
           stuck: st.Book | None = None, wait: float | None = None) -> st.Opened:
    """Lock, read, ``change`` and write the statistics, unlock: counting a game or a reset.

    ``change`` alters the book it is given and says whether it did (a game counted before
    does not); the book is written only then.  ``stuck``: the book to change instead while
    an unusable file cannot be moved aside (nothing is written then, ``Opened.writable``).
    A failed write is ``Opened.write_error``; ``StatisticsInUse`` when another copy of
    Tabletop holds the lock for ``wait`` seconds (then nothing was read or changed).
    """
    with locked(path, wait):
        opened = st.open_book(path)
        if not opened.writable and stuck is not None:
            opened.book = stuck
        if change is not None and change(opened.book) and opened.writable:
            try:
                st.write(path, opened.book)
            except OSError as err:
                opened.write_error = err
        return opened
