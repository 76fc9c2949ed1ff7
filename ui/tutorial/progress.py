"""What the app remembers of the guided games: the finished ones and the offers made.

Why in the settings (not the statistics): a tutorial is not a game that counts; finishing one
only changes what the welcome page shows (a tick) and whether the app offers it again.  The
offer (the first time a person starts a game they never finished) is made once per game and
can be turned off altogether (Settings → "Offer guided first games").
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

FINISHED = "tutorials/finished"
OFFERED = "tutorials/offered"
OFFERS = "tutorials/offer"


def _names(settings: QSettings, key: str) -> list[str]:
    raw = settings.value(key, "")
    text = raw if isinstance(raw, str) else ",".join(str(r) for r in raw) if isinstance(
        raw, list) else ""
    return [n for n in text.split(",") if n]


def _add(settings: QSettings, key: str, name: str) -> None:
    names = _names(settings, key)
    if name not in names:
        settings.setValue(key, ",".join([*names, name]))
        settings.sync()


def finished(settings: QSettings, tutorial_id: str) -> bool:
    """Has the person finished the tutorial ``tutorial_id`` (on this computer)?"""
    return tutorial_id in _names(settings, FINISHED)


def mark_finished(settings: QSettings, tutorial_id: str) -> None:
    _add(settings, FINISHED, tutorial_id)


def offers_on(settings: QSettings) -> bool:
    """Does the app offer a guided game the first time a game is started (default: yes)?"""
    return str(settings.value(OFFERS, "true")) != "false"


def set_offers(settings: QSettings, on: bool) -> None:
    settings.setValue(OFFERS, "true" if on else "false")


def offered(settings: QSettings, game: str) -> bool:
    """Was the guided game of ``game`` offered already?"""
    return game in _names(settings, OFFERED)


def mark_offered(settings: QSettings, game: str) -> None:
    _add(settings, OFFERED, game)
