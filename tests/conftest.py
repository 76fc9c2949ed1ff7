"""Test-wide setup: Qt renders offscreen (no display needed) and hypothesis stays bounded."""

import os
import sys
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings and autosaves of every test go to a fresh folder, never the player's own."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(autouse=True)
def _stop_computer_players() -> Iterator[None]:
    """After each test, no session of it keeps playing (and eating CPU) in the background."""
    yield
    session_module = sys.modules.get("ui.session")
    if session_module is not None:
        session_module.Session.stop_all()
