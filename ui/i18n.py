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
    """Holds the installed translators so a language switch can replace them.

    Why translators are cached per language: a ``QTranslator`` owned by the application is
    never freed, so loading fresh ones at every switch would keep each one's .qm data (~0.14 MB
    per switch).  Each language's translators are loaded once and re-installed when it comes
    back, so the number of live translators is bounded by the languages used.

    ``generation`` counts the switches that really changed the installed translators; windows
    compare it with the generation they last translated for, so one switch re-translates each
    of them once, however many ``LanguageChange`` events it causes.
    """

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self._loaded: dict[str, list[QTranslator]] = {}
        self.language = "en"
        self.generation = 0

    def install(self, language: str | None) -> str:
        """Switch to ``language`` (None/"" = follow the system); returns the code used.

        Installing/removing translators makes Qt post ``LanguageChange`` to every top-level
        widget, which is how open windows re-translate themselves.  The new translators go in
        before the old ones come out, so no text is ever looked up with no translator at all;
        switching to the language already installed changes nothing and sends nothing.
        """
        code = language or system_language()
        if code not in LANGUAGES:
            code = "en"
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication first")
        QLocale.setDefault(QLocale(_locale_name(code)))
        wanted = self._translators(app, code)
        if self._installed and wanted == self._installed and code == self.language:
            return code
        for tr in wanted:  # installed last = asked first: ours after Qt's own
            QCoreApplication.installTranslator(tr)
        for tr in self._installed:
            if tr not in wanted:
                QCoreApplication.removeTranslator(tr)
        self._installed = wanted
        self.language = code
        self.generation += 1
        return code

    def _translators(self, app: QCoreApplication, code: str) -> list[QTranslator]:
        """The translators of ``code``, loaded on first use and kept for later switches."""
        cached = self._loaded.get(code)
        if cached is not None:
            return cached
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_name = {"nb": "nn"}.get(code, code)  # no qtbase_nb: Nynorsk first, ours override
        candidates = [("qtbase_" + qt_name, qt_dir), ("tabletop_" + code, str(TRANSLATIONS))]
        if code == "en":
            candidates = [("tabletop_en", str(TRANSLATIONS))]  # English plural forms only
        loaded = []
        for filename, folder in candidates:
            tr = QTranslator(app)
            if tr.load(filename, folder):
                loaded.append(tr)
            else:
                tr.deleteLater()
        self._loaded[code] = loaded
        return loaded


def _locale_name(code: str) -> str:
    return {"en": "en_GB", "sv": "sv_SE", "de": "de_DE", "nb": "nb_NO"}[code]
