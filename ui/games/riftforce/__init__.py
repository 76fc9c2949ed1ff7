"""The Riftforce table package: ``table`` (the widget), ``faces`` (painted cards), ``items``
(lines, the Rift, the track, reference rows), ``guilds`` (icons, colours, texts), ``text``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.games.riftforce.table import RiftforceTable
    from ui.session import Session


def create_table(session: Session, parent: QWidget | None = None) -> RiftforceTable:
    from ui.games.riftforce.table import RiftforceTable

    return RiftforceTable(session, parent)
