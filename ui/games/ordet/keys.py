"""The keys of the Ordet fanger table: which letters, and the names shown for them on screen.

Why letters chosen per keyboard: a key is bound by the letter it types (Qt's ``event.key()``
follows the keyboard layout), so a letter must be where the player expects it on every
keyboard the app is translated for (English, Swedish, Norwegian, German).  German keyboards
swap Y and Z: the old third buzzer "Z" sat in the middle of the top row there (next to the tie
key T) instead of the bottom-left corner, so the buzzers now use Q, P, X, M, 1, 0, which are in
the same place on all four layouts.  "Yes" is J (Ja) in German, Swedish and Norwegian, Y in
English; N (no / nein / nej / nei) and T are the same everywhere.  The labels on the buzzers,
the answer bar's buttons, the prompts and the Controls page all come from here, so what is
shown is what the key handler accepts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QKeySequence

#: buzzer keys per seat: spread over the keyboard so six people can share one, and in the
#: same place on English, Swedish, Norwegian and German keyboards
BUZZER_KEYS: tuple[str, ...] = ("Q", "P", "X", "M", "1", "0")
#: "yes" per UI language: the first letter of the word for yes there
YES_KEYS: dict[str, str] = {"en": "Y", "sv": "J", "nb": "J", "de": "J"}
NO_KEY = "N"
TIE_KEY = "T"

DRAW_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
SWITCH_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab)
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def ui_code() -> str:
    """The UI language (en, sv, nb, de) from the default locale the app's i18n sets."""
    code = QLocale().name().split("_")[0].lower()
    if code in ("no", "nn"):
        code = "nb"
    return code if code in YES_KEYS else "en"


def yes_key() -> str:
    """The letter that says "yes, it counts" in the current UI language."""
    return YES_KEYS[ui_code()]


def qt_key(letter: str) -> Qt.Key:
    """The Qt key of a letter or digit (``Qt.Key.Key_J`` for "J")."""
    return Qt.Key(ord(letter.upper()))


def yes_keys() -> tuple[Qt.Key, ...]:
    return (qt_key(yes_key()), *ENTER_KEYS)


def no_keys() -> tuple[Qt.Key, ...]:
    return qt_key(NO_KEY), Qt.Key.Key_Backspace


def buzzer_seat(key: int, seats: int) -> int | None:
    """The seat whose buzzer ``key`` is (among the first ``seats``), or None."""
    for seat, letter in enumerate(BUZZER_KEYS[:seats]):
        if key == qt_key(letter):
            return seat
    return None


def key_name(key: Qt.Key) -> str:
    """A key as the Controls page and the prompts name it (letters as they are)."""
    if key in ENTER_KEYS:
        return QCoreApplication.translate("OrdetControls", "Enter")
    if key == Qt.Key.Key_Left:
        return "←"
    if key == Qt.Key.Key_Right:
        return "→"
    if key == Qt.Key.Key_Space:
        return QCoreApplication.translate("OrdetTable", "Space")
    if key == Qt.Key.Key_Escape:
        return "Esc"
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
