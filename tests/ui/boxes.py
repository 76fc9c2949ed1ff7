"""Answering the app's modal message boxes in tests.

``Boxes`` replaces ``QMessageBox.exec`` (the app builds real boxes and calls ``exec()``): each
box is recorded as it would have been shown — object name, text, informative text, text
format — and answered with the next queued button (``No`` when nothing is queued, the safe
answer).  ``answer_modal`` instead clicks a button of the real, running modal box.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


@dataclass
class Shown:
    name: str
    title: str
    text: str
    informative: str
    plain: bool  # the box shows its texts as plain text (never markup)


class Boxes:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.shown: list[Shown] = []
        self.answers: list[QMessageBox.StandardButton] = []
        boxes = self

        def exec_(box: QMessageBox) -> int:
            boxes.shown.append(Shown(box.objectName(), box.windowTitle(), box.text(),
                                     box.informativeText(),
                                     box.textFormat() == Qt.TextFormat.PlainText))
            answer = boxes.answers.pop(0) if boxes.answers else QMessageBox.StandardButton.No
            return int(answer.value)

        monkeypatch.setattr(QMessageBox, "exec", exec_)

    def names(self) -> list[str]:
        return [b.name for b in self.shown]


def answer_modal(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Once the event loop runs (inside a real ``exec()``), click ``button`` of the active
    modal message box and note its object name in ``seen``."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)  # not up yet
            return
        seen.append(box.objectName())
        found = box.button(button)
        assert found is not None
        found.click()

    QTimer.singleShot(0, click)
