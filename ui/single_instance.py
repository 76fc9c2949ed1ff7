"""One Tabletop per data folder: a second start brings the running window forward.

Why: two copies of the app on one data folder write the same autosave and statistics; the
second one's game end deleted the first one's autosave, and a crash of the first then left
nothing to resume.  Desktop apps answer a second start by showing the window already open,
and so does Tabletop:

* the first copy holds a ``QLockFile`` (``tabletop.lock`` in the data folder) for its whole
  life — Qt writes the holder's process id into it and treats the lock of a process that is
  gone (killed, crashed) as stale, so a crash never locks anybody out;
* it listens on a ``QLocalServer`` whose name is derived from the folder (only this user may
  connect); a second copy that finds the lock taken sends its command line there as one line
  of JSON, and the first raises its window (and opens the file asked for, if any) and answers;
* a first copy that holds the lock but does not answer (stopped, hung) is not second-guessed:
  the second start says so and ends, instead of writing over its files.

The writers of the shared files stay safe even if two copies ever run at once (a folder on a
file system without working locks): the statistics are changed under a lock file of their own
(``ui/statistics.py``), the autosave is only replaced or removed by the copy that wrote it or
saw it last (``ui/game_files.py``), and Qt writes the settings under its own lock file.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

import shiboken6
from PySide6.QtCore import QByteArray, QLockFile, QObject, QThread, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

#: the name of the lock file in the data folder
LOCK_NAME = "tabletop.lock"
#: what a second copy waits for the first one's answer, in milliseconds (the first copy may be
#: starting up itself: it takes the lock a moment before it listens)
ANSWER_MS = 4000
#: longest message accepted from a second copy (a command line)
MAX_MESSAGE = 64 * 1024
#: what the first copy answers once its window is in front
ANSWER = b"raised\n"


def server_name(folder: Path) -> str:
    """The local server's name for ``folder``: the same for every copy on that folder, and
    short enough for a Unix socket path."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:20]
    return f"tabletop-{digest}"


class SingleInstance(QObject):
    """The lock and the server of the first copy, or the messenger of a second one."""

    #: a second start asked this copy to come forward; its command-line arguments
    requested = Signal(list)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_NAME))
        # held for the app's whole life: never stale by age, only when its process is gone
        self.lock.setStaleLockTime(0)
        self.server: QLocalServer | None = None
        self._sockets: dict[QLocalSocket, bytes] = {}

    # ------------------------------------------------------------------ the first copy
    def acquire(self) -> bool:
        """Take the folder for this copy: ``True`` when it is ours (or cannot be locked at
        all — a read-only folder, where nothing is written anyway); ``False`` when another
        running copy holds it."""
        if self.lock.tryLock(0):
            self._listen()
            return True
        return self.lock.error() != QLockFile.LockError.LockFailedError

    def holder(self) -> int:
        """The process id of the copy holding the lock (0 when unknown)."""
        info = self.lock.getLockInfo()
        return int(info[0]) if info and info[0] else 0

    def _listen(self) -> None:
        name = server_name(self.folder)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            # a socket left by a copy that was killed: ours to replace, since we hold the lock
            QLocalServer.removeServer(name)
            if not server.listen(name):
                return  # no way to be found: a second start will say we do not answer
        server.newConnection.connect(self._connected)
        self.server = server

    def _connected(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            self._sockets[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _read(self, socket: QLocalSocket) -> None:
        data = self._sockets.get(socket, b"") + bytes(socket.readAll().data())
        if len(data) > MAX_MESSAGE:
            socket.abort()
            self._forget(socket)
            return
        self._sockets[socket] = data
        if b"\n" not in data:
            return
        args = parse_message(data.split(b"\n", 1)[0])
        if args is not None:
            self.requested.emit(args)
        socket.write(QByteArray(ANSWER))
        socket.flush()
        socket.disconnectFromServer()

    def _forget(self, socket: QLocalSocket) -> None:
        self._sockets.pop(socket, None)
        if shiboken6.isValid(socket):
            socket.deleteLater()

    def release(self) -> None:
        """Give the folder up (the app ends)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()

    # ------------------------------------------------------------------ a second copy
    def ask_first(self, args: Sequence[str], wait_ms: int = ANSWER_MS) -> str:
        """Send ``args`` to the copy holding the folder and wait for it to come forward.

        Returns ``"raised"`` when it answered, ``"silent"`` when it holds the folder but does
        not answer, ``"free"`` when it ended meanwhile — the folder is this copy's now (locked
        and listening), as if ``acquire`` had succeeded.
        """
        message = json.dumps({"app": "tabletop", "args": list(args)}).encode("utf-8") + b"\n"
        name = server_name(self.folder)
        step = 250
        for _ in range(max(1, wait_ms // step)):
            if self.acquire() and self.lock.isLocked():
                return "free"
            socket = QLocalSocket()
            socket.connectToServer(name)
            if not socket.waitForConnected(step):
                socket.abort()
                QThread.msleep(step)  # refused at once (not listening yet): wait a little
                continue
            socket.write(QByteArray(message))
            socket.waitForBytesWritten(step)
            answer = b""
            while ANSWER not in answer and socket.waitForReadyRead(wait_ms):
                answer += bytes(socket.readAll().data())
            socket.abort()
            return "raised" if ANSWER in answer else "silent"
        return "silent"


def parse_message(line: bytes) -> list[str] | None:
    """The arguments of a second start's message, or ``None`` for anything else (the socket
    is this user's only, but a message is still checked before it is used)."""
    try:
        obj = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(obj, dict) or obj.get("app") != "tabletop":
        return None
    args = obj.get("args")
    if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
        return None
    return [str(a) for a in args[:100]]
