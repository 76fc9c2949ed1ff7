"""An engine reason (a refused action, a bad save) in the player's language and words.

Why its own module: the session, every table, the save code and the replay word reasons the
same way; ``ui.session`` re-exports ``translate_reason`` for them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from engine.core import IllegalAction
from engine.saves import SaveError

#: the reason parameters that hold a card as the engine names it ("4H", "troll")
CARD_PARAMS = ("card", "target")


def translate_reason(err: IllegalAction | SaveError,
                     card_label: Callable[[str], str] | None = None) -> str:
    """The engine's reason (a refused action, a bad save) in the UI language.

    Both error types carry an English template marked in context "engine" plus its params.
    A save refused because a move is illegal carries the engine's reason as its cause: that
    reason is translated too, so the whole message reads in one language.  ``card_label``
    (the table's ``card_label``) turns the engine's card names into the table's own ("4♥",
    "Hjärter kung"): a player never reads an internal id.
    """
    text = QCoreApplication.translate("engine", err.message)
    params = dict(err.params)
    if card_label is not None:
        for key in CARD_PARAMS:
            if isinstance(params.get(key), str):
                params[key] = card_label(params[key])
    cause = err.__cause__
    if isinstance(err, SaveError) and isinstance(cause, IllegalAction) and "detail" in params:
        params["detail"] = translate_reason(cause, card_label)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return str(err)
