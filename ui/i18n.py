"""Languages: the app's own translations plus Qt's, switchable at run time.

Why our own Qt strings too: Qt ships qtbase translations for Swedish and German but not for
Norwegian Bokmål, so the standard dialog buttons would stay English under nb.  ``ui/qt_strings``
marks the few Qt strings we show so they land in our .ts files in Qt's own contexts; our
translator is installed after Qt's and fills the gap.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ui.paths import TRANSLATIONS

#: language code -> name of the language in itself (never translated: people look for their own)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "sv": "Svenska",
    "de": "Deutsch",
    "nb": "Norsk bokmål",
}


def system_language() -> str:
    """The supported language closest to the system locale (``en`` when none fits)."""
    for name in QLocale().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in ("no", "nn"):
            code = "nb"
        if code in LANGUAGES:
            return code
    return "en"


class Translations:
    """Holds the installed translators so a language switch can replace them."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def install(self, language: str | None) -> str:
        """Switch to ``language`` (None/"" = follow the system); returns the code used.

        Installing/removing translators makes Qt send ``LanguageChange`` to every widget, which
        is how open windows re-translate themselves.
        """
        code = language or system_language()
        if code not in LANGUAGES:
            code = "en"
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication first")
        for tr in self._installed:
            QCoreApplication.removeTranslator(tr)
        self._installed = []
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_name = {"nb": "nn"}.get(code, code)  # no qtbase_nb: Nynorsk first, ours override
        candidates = [("qtbase_" + qt_name, qt_dir), ("tabletop_" + code, str(TRANSLATIONS))]
        if code == "en":
            candidates = [("tabletop_en", str(TRANSLATIONS))]  # English plural forms only
        for filename, folder in candidates:
            tr = QTranslator(app)
            if tr.load(filename, folder):
                QCoreApplication.installTranslator(tr)
                self._installed.append(tr)
        self.language = code
        QLocale.setDefault(QLocale(_locale_name(code)))
        return code


def _locale_name(code: str) -> str:
    return {"en": "en_GB", "sv": "sv_SE", "de": "de_DE", "nb": "nb_NO"}[code]
