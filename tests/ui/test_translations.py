"""The catalogues are complete and compiled, and the app really shows translated text."""

from __future__ import annotations

import re
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
            assert len(forms) == 2, (code, key)
            assert all(forms), (code, key)


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


def _translations(code: str) -> dict[str, str]:
    """Source text -> translation (every form of a plural joined) of one catalogue."""
    out = {}
    for (_ctx, source, _comment), msg in i18n.entries(i18n.ts_files()[code]).items():
        forms = [n.text or "" for n in msg.iter("numerusform")]
        out[source] = " | ".join(forms) if forms else msg.findtext("translation") or ""
    return out


#: (language, words a native speaker would not use here (a regular expression), why)
AVOIDED = [
    ("sv", "har turen", "'has luck': whose turn it is is 'står på tur'"),
    ("sv", r"\bKontroller\b", "reads as 'checks': the Controls page is 'Styrning'"),
    ("nb", r"\bKontroller\b", "reads as 'checks': the Controls page is 'Styring'"),
    ("nb", "Giv-nummer", "a card player's word: 'Spillnummer'"),
    ("sv", "Givnum", "a card player's word: 'Spelnummer'"),
]


@pytest.mark.parametrize(("code", "word", "why"), AVOIDED, ids=[f"{c}-{w}" for c, w, _ in AVOIDED])
def test_words_a_native_speaker_would_choose(code: str, word: str, why: str) -> None:
    bad = [source for source, text in _translations(code).items() if re.search(word, text)]
    assert bad == [], f"{word!r} ({why}) in: {bad}"


def test_german_riftforce_drafts_guilds_the_summoner_is_only_the_card() -> None:
    """The German edition's terms: players choose Gilden; "Beschwörer" names the card alone."""
    texts = _translations("de")
    uses = sorted(source for source, text in texts.items() if "Beschwörer" in text)
    assert uses == ["Summoner"]
    assert "Gilde" in texts["Draft: click a summoner or drag it to your guilds"]
