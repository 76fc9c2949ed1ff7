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
