"""The catalogues are complete and compiled, and the app really shows translated text."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import i18n  # noqa: E402


def test_every_source_string_is_translated_and_qm_files_are_fresh() -> None:
    assert i18n.problems() == []


@pytest.mark.parametrize("code", ["sv", "de", "nb"])
def test_catalogue_has_plural_forms_for_plural_strings(code: str) -> None:
    for key, msg in i18n.entries(i18n.ts_files()[code]).items():
        if msg.get("numerus") == "yes":
            forms = [n.text for n in msg.iter("numerusform")]
            assert len(forms) == 2 and all(forms), (code, key)


@pytest.mark.parametrize("lang", ["en", "sv", "de", "nb"])
def test_menu_mnemonics_are_unique_in_every_language(qapp: object, lang: str) -> None:
    """Alt+letter opens one entry per menu: no two entries of a menu share their letter."""
    from PySide6.QtCore import QSettings

    from ui.i18n import Translations
    from ui.main_window import MainWindow
    from ui.paths import data_dir

    t = Translations()
    t.install(lang)
    window = MainWindow(t, QSettings(str(data_dir() / f"menus-{lang}.ini"),
                                     QSettings.Format.IniFormat))
    try:
        for menu in (window.menuBar(), window.game_menu, window.view_menu,
                     window.settings_menu, window.help_menu):
            letters: dict[str, list[str]] = {}
            for action in menu.actions():
                text = action.text().replace("&&", "")
                if "&" in text:
                    letters.setdefault(text[text.index("&") + 1].lower(), []).append(text)
            assert {k: v for k, v in letters.items() if len(v) > 1} == {}, (lang, menu.title())
    finally:
        window.deleteLater()
        t.install("en")
