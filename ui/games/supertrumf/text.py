"""Translated texts of the Supertrumf table: card and property names.

Why a module of functions: the faces, the table, the log and the tests need the same wording.
The names live in the catalogues' ``cards`` and ``properties`` contexts (the engine's deck
marks them), so they are looked up with ``QCoreApplication.translate`` and that context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.supertrumf import deck


def property_name(prop: str) -> str:
    return QCoreApplication.translate("properties", deck.PROPERTY_NAMES[prop])


def card_name(card_id: str) -> str:
    return QCoreApplication.translate("cards", deck.card(card_id).name)
