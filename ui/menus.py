"""Making menu entries: one plain entry, or a group of checkable choices.

Why functions of their own: the main window makes some thirty entries the same way; the
window keeps what they are, not how an entry is built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu


def action(owner: QObject, menu: QMenu, slot: Any,
           shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
           name: str = "") -> QAction:
    """An entry of ``menu`` (owned by ``owner``) running ``slot``; its text comes later, with
    the window's ``retranslate``."""
    entry = QAction(owner)
    if shortcut is not None:
        entry.setShortcut(QKeySequence(shortcut))
    if name:
        entry.setObjectName(name)
    entry.triggered.connect(slot)
    menu.addAction(entry)
    return entry


def choices(owner: QObject, menu: QMenu, keys: list[str], name: str,
            slot: Callable[[str], None]) -> dict[str, QAction]:
    """One entry per key in ``menu``, one of them checked (the speeds, the languages)."""
    group = QActionGroup(owner)
    entries: dict[str, QAction] = {}
    for key in keys:
        entries[key] = entry = QAction(owner, checkable=True)
        entry.setObjectName(name.format(key or "system"))
        entry.triggered.connect(lambda _=False, k=key: slot(k))
        group.addAction(entry)
        menu.addAction(entry)
    return entries
