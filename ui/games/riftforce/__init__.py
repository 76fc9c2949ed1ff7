"""The Riftforce table package.

- ``table``: ``RiftforceTable``, the widget: builds the scene, maps the session's view onto
  it (``refresh``), engine events onto animations and sounds, and the ``GameTable`` contract
- ``moves``: ``RiftforceMoves``, the table's ``moves``: turns drags, clicks and keys into
  engine actions (selection, the guild/number question, refusals via ``refuse``)
- ``specs``: which card goes to which zone and how it looks (the draft and the board)
- ``layout``: where the zones, plates and panels sit for either seat at the bottom, and how
  a line's cards fan out
- ``pace``: ``ComputerFlow``, which plays the steps after the first of a computer's action
  as one sequence at the animation speed (the session's pace only between turns)
- ``hints``: what a hint frames for each action (the cards, the location, the pile, the
  button: ``hint_targets``)
- ``items``: the scene items of this game (lines, the Rift, the track, reference rows, …)
- ``faces``: the painted elemental and summoner cards
- ``text``: the translated names, questions, log lines, status and result sentences
- ``guilds``: the ten guilds' icons, colours, names and ability texts

``create_table`` imports the widget only when called, so importing the package stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.game_options import RiftforceOptions
    from ui.games.riftforce.table import RiftforceTable
    from ui.session import Session


def create_table(session: Session, parent: QWidget | None = None) -> RiftforceTable:
    from ui.games.riftforce.table import RiftforceTable

    return RiftforceTable(session, parent)


def create_options(parent: QWidget | None = None) -> RiftforceOptions:
    from ui.game_options import RiftforceOptions

    return RiftforceOptions(parent)
