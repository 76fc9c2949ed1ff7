"""Test-wide setup: Qt renders offscreen (no display needed) and hypothesis stays bounded."""

import gc
import os
import sys
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# network tests talk only to this machine: tables are announced and looked for on the
# loopback alone (ui.net.discovery), never on the machine's other interfaces
os.environ["TABLETOP_NET_LOOPBACK"] = "1"

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


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    """Around pytest-qt's teardown: stop every session's computer players and wait for their
    worker threads first; afterwards let Qt delete the closed widgets itself, then collect
    garbage while no worker thread runs.

    Why: a computer still thinking on a worker thread while the garbage collector freed a
    finished test's Qt objects crashed the interpreter now and then.
    """
    if not {"qtbot", "qapp"} & set(getattr(item, "fixturenames", ())):
        return (yield)  # no Qt in this test (all engine tests): nothing to quiet
    _quiet_workers()
    result = yield
    if _quiet_workers():
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()
    return result


def _quiet_workers() -> bool:
    """Stop and drain the computer players; False when no Qt code was used at all."""
    session_module = sys.modules.get("ui.session")
    if session_module is None:
        return False
    session_module.Session.stop_all()
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(30_000)
    sys.modules["ui.think_process"].wait_idle(30)
    return True
