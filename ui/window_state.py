"""The main window's size, place, docks and full-screen state, kept between runs.

Why a module of its own: a desktop app is expected to open where it was closed, but a saved
place can be wrong on the next start (the second monitor is unplugged, the laptop is on its
own small screen) and a window whose title bar is off every screen cannot even be dragged
back.  Deciding whether a saved place is still usable is small, testable logic; Qt's own
``restoreGeometry`` only pushes a window onto *some* screen edge, it does not start afresh.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QDataStream, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

#: animation speed factors offered in the View menu (key -> factor; 0 = off), remembered as
#: ``view/speed``; a replay window plays at the main window's
SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
#: the size of a first start (and of a saved place that no longer fits): on 1280×800 the
#: cards of every game are at their designed size
DEFAULT_SIZE = QSize(1280, 800)
#: ``QWidget.saveGeometry``'s header (unchanged since Qt 4): magic, major, minor version
_GEOMETRY_MAGIC = 0x1D9D0CB


def saved_rect(geometry: QByteArray | bytes) -> QRect | None:
    """The normal (not maximised, not full-screen) window rectangle inside a
    ``saveGeometry`` blob; ``None`` when it is not one."""
    stream = QDataStream(QByteArray(geometry))
    stream.setVersion(QDataStream.Version.Qt_4_0)
    if stream.readUInt32() != _GEOMETRY_MAGIC:
        return None
    stream.readUInt16()  # major version
    stream.readUInt16()  # minor version
    frame, normal = QRect(), QRect()
    stream >> frame
    stream >> normal
    if stream.status() != QDataStream.Status.Ok or not normal.isValid():
        return None
    return normal


def fits(rect: QRect, screens: Sequence[QRect]) -> bool:
    """Whether ``rect`` is usable on one of the ``screens`` (their available areas).

    Usable: at least half of the window is on that screen and so is its top edge (the title
    bar, to drag it by).  Why not "entirely inside": a window dragged a little over an edge
    is where the player put it, and should come back there.
    """
    for area in screens:
        shown = area.intersected(rect)
        if (shown.width() * shown.height() * 2 >= rect.width() * rect.height()
                and area.top() <= rect.top() <= area.bottom()):
            return True
    return False


def centred_default(area: QRect) -> QRect:
    """``DEFAULT_SIZE`` centred on ``area``; its top-left corner never above or left of the
    area, so the title bar stays reachable on a screen smaller than the window."""
    rect = QRect(QPoint(0, 0), DEFAULT_SIZE)
    rect.moveCenter(area.center())
    rect.moveTopLeft(QPoint(max(rect.left(), area.left()), max(rect.top(), area.top())))
    return rect


def available_areas() -> list[QRect]:
    return [screen.availableGeometry() for screen in QGuiApplication.screens()]


def restore(window: QMainWindow, settings: QSettings) -> None:
    """Put ``window`` where it was closed (size, place, full screen), or at the centred
    default when nothing was saved or the saved place fits no screen now."""
    geometry = settings.value(GEOMETRY_KEY)
    rect = saved_rect(geometry) if isinstance(geometry, (QByteArray, bytes)) else None
    areas = available_areas()
    if rect is None or not fits(rect, areas) or not window.restoreGeometry(geometry):
        primary = QGuiApplication.primaryScreen()
        area = primary.availableGeometry() if primary is not None else QRect(QPoint(0, 0),
                                                                            DEFAULT_SIZE)
        window.setGeometry(centred_default(area))


def restore_docks(window: QMainWindow, settings: QSettings) -> bool:
    """Put ``window``'s docks where they were (made after its first paint: apart from
    ``restore``); True when they were restored."""
    state = settings.value(STATE_KEY)
    return isinstance(state, (QByteArray, bytes)) and window.restoreState(QByteArray(state))


def save(window: QMainWindow, settings: QSettings) -> None:
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState())


def apply_size(window: QMainWindow, width: int, height: int) -> None:
    """``--size`` on the command line: this size, whatever was remembered (a remembered full
    screen or maximised window would ignore a plain ``resize``)."""
    window.setWindowState(window.windowState() & ~(Qt.WindowState.WindowFullScreen
                                                   | Qt.WindowState.WindowMaximized))
    window.resize(width, height)
