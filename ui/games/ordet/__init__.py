"""The Ordet fanger table package (``create_table``) and its parts.

Modules: ``table`` (the widget: scene, refresh, event animations), ``layout`` (where seats and
piles lie: around the felt, or two seats facing each other), ``moves`` (gestures and keys
turned into draws, buzzes, typed answers), ``keys`` (the letters per keyboard layout and their
names on screen), ``answer_bar`` (the prompt, answer box and buttons under the felt), ``items``
(piles and their captions, flying card, buzzers, seat plates, the duel clock), ``faces``
(painted cards, category-text fitting), ``text`` (category texts, log lines, the table's
sentences, the Controls page), ``duel`` (real-time duel controller), ``simclock`` (the duel's
simulated time), ``symbols`` (the eight shapes), ``options`` (the New Game options widget),
``hints`` (the piles and buzzer a hint's action uses: ``hint_targets``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.games.ordet.options import OrdetOptionsWidget
    from ui.games.ordet.table import OrdetTable
    from ui.session import Session


def create_table(session: Session, parent: QWidget | None = None) -> OrdetTable:
    from ui.games.ordet.table import OrdetTable

    return OrdetTable(session, parent)


def create_options(parent: QWidget | None = None) -> OrdetOptionsWidget:
    from ui.games.ordet.options import OrdetOptionsWidget

    return OrdetOptionsWidget(parent)
