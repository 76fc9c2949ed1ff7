"""The running app read the way Orca reads it: over AT-SPI, under a real X server (Xvfb).

Why a real bus and a client of its own: the offscreen ``QAccessible`` tests see Qt's side of
the accessibility tree; a screen reader sees what Qt's AT-SPI bridge makes of it on the
accessibility bus — roles, names in the UI language, children, announcements.  So each test
starts a private session bus (``dbus-daemon``) and the accessibility bus with its registry
(``at-spi-bus-launcher``, which activates ``at-spi2-registryd``), runs the app on them with
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` (no desktop here turns accessibility on), and reads it
with ``atspi_client.py`` in the system Python, whose ``pyatspi`` is the library Orca uses.
``./test`` installs Debian's ``at-spi2-core``, ``python3-pyatspi`` and ``dbus`` with the other
system packages; without them these tests fail, they are not skipped.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.realx.conftest import ROOT, XServer

CLIENT = Path(__file__).with_name("atspi_client.py")
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
#: generous: only a hang takes this long
PATIENCE_S = 180
MENUS = {"en": ["Game", "View", "Settings", "Help"],
         "sv": ["Spel", "Visa", "Inställningar", "Hjälp"]}


def _group(command: list[str], env: dict[str, str], **kw: Any) -> subprocess.Popen[str]:
    """``command`` in a process group of its own (what it starts is ended with it)."""
    return subprocess.Popen(command, env=env, start_new_session=True, text=True, **kw)


def _end(proc: subprocess.Popen[str]) -> None:
    """End ``proc`` and what it started (its process group), which this test started."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(20)


@dataclass(frozen=True)
class Desktop:
    """An X server with a session bus and the accessibility bus and registry on it."""

    xserver: XServer
    bus: str

    def env(self, home: Path, **extra: str) -> dict[str, str]:
        return self.xserver.env(home, DBUS_SESSION_BUS_ADDRESS=self.bus, **extra)

    def app(self, home: Path, *args: str) -> subprocess.Popen[str]:
        """The app as a person starts it, with Qt's accessibility bridge on."""
        return _group([sys.executable, str(ROOT / "main.py"), "--size", "1280x800", *args],
                      self.env(home, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1"),
                      cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)

    def client(self, home: Path, *args: str) -> subprocess.Popen[str]:
        return _group([SYSTEM_PYTHON, str(CLIENT), *args], self.env(home), cwd=ROOT,
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def report(client: subprocess.Popen[str], app: subprocess.Popen[str]) -> Any:
    """The client's ``REPORT`` (the app's output in the message when there is none)."""
    try:
        out, err = client.communicate(timeout=PATIENCE_S)
    finally:
        _end(client)
    lines = [x for x in out.splitlines() if x.startswith("REPORT ")]
    if client.returncode != 0 or not lines:
        _end(app)
        said = app.stdout.read() if app.stdout is not None else ""
        raise AssertionError(f"the AT-SPI client failed ({client.returncode}):\n{out[-3000:]}\n"
                             f"{err[-3000:]}\nthe app said:\n{said[-3000:]}")
    return json.loads(lines[-1][len("REPORT "):])


@pytest.fixture(scope="module")
def desktop(xserver: XServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Desktop]:
    assert os.access(SYSTEM_PYTHON, os.X_OK), "no system Python: ./test installs python3-pyatspi"
    found = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    assert found.returncode == 0, "no pyatspi: ./test installs Debian's python3-pyatspi"
    launcher = next((p for p in LAUNCHERS if os.access(p, os.X_OK)), None)
    assert launcher, "no at-spi-bus-launcher: ./test installs Debian's at-spi2-core"
    home = tmp_path_factory.mktemp("bus")
    env = xserver.env(home)
    read, write = os.pipe()
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", f"--print-address={write}"],
                           env=env, pass_fds=(write,), start_new_session=True, text=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        address = pipe.readline().strip()
    assert address.startswith("unix:"), "dbus-daemon did not start"
    env["DBUS_SESSION_BUS_ADDRESS"] = address
    a11y = _group([launcher, "--launch-immediately"], env, stdout=subprocess.DEVNULL,
                  stderr=subprocess.DEVNULL)
    yield Desktop(xserver, address)
    _end(a11y)
    _end(bus)


def nodes(tree: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every node of a dumped tree, depth first."""
    yield tree
    for child in tree["children"]:
        yield from nodes(child)


def only(tree: dict[str, Any], role: str, name: str | None = None) -> dict[str, Any]:
    found = [n for n in nodes(tree) if n["role"] == role and (name is None or n["name"] == name)]
    assert len(found) == 1, (role, name, [(n["role"], n["name"]) for n in nodes(tree)][:200])
    return found[0]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_screen_reader_finds_the_window_and_its_menus(desktop: Desktop, tmp_path: Path,
                                                        lang: str) -> None:
    """Orca's first view of the app: the application "Tabletop", its window named after the
    game, and the menu bar with the four menus in the UI language, each with its entries."""
    app = desktop.app(tmp_path, "--game", "storma", "--seats", "human,computer", "--seed", "3",
                      "--lang", lang)
    try:
        seen = report(desktop.client(tmp_path, "tree", "Tabletop"), app)["tree"]
    finally:
        _end(app)
    assert seen["role"] == "application"
    assert seen["name"] == "Tabletop"
    frame = only(seen, "frame")
    assert "Storma slottet!" in frame["name"]
    assert "Tabletop" in frame["name"]
    bar = only(frame, "menu bar")
    menus = [n for n in bar["children"] if n["role"] == "menu item"]
    assert [m["name"] for m in menus] == MENUS[lang]
    for menu in menus:  # each menu holds its entries, every one of them named
        entries = [n for n in nodes(menu) if n["role"] in ("menu item", "check menu item",
                                                           "radio menu item")]
        assert entries, menu["name"]
        assert all(e["name"] for e in entries), menu["name"]
    if lang == "en":
        settings = next(m for m in menus if m["name"] == "Settings")
        names = {n["name"]: n for n in nodes(settings)}
        entry = names["High-contrast / colour-safe cards"]  # a switch, off: said as such
        assert "checkable" in entry["states"], entry
        assert "checked" not in entry["states"], entry


def hand_sizes(game: str, options: dict[str, Any], seed: int) -> list[int]:
    """How many cards each seat holds at the deal, from the engine (the same seed, the same
    cards as the app's ``--seed``)."""
    from engine import games
    from engine.record import GameRecord

    rules = games.get_game(game)
    record = GameRecord(rules, rules.normalize_options(options), seed, (), name=game)
    return [len(hand) for hand in record.state.hands]


def the_table(tree: dict[str, Any]) -> dict[str, Any]:
    """The felt: the panel holding the zones and plates (the other panel is the log's)."""
    tables = [n for n in nodes(tree) if n["role"] == "panel" and n["children"]
              and not any(c["role"] == "tree" for c in n["children"])]
    assert len(tables) == 1, [(n["role"], n["name"]) for n in nodes(tree)][:200]
    return tables[0]


def test_a_screen_reader_finds_the_table_and_your_hand_with_its_cards(desktop: Desktop,
                                                                      tmp_path: Path) -> None:
    """The table is one node with a list per zone; "Your hand" holds as many named cards as
    the engine dealt, their names and values read; the opponent's hand is as many face-down
    cards — a screen reader learns no more than a look at the screen would show."""
    seed = 3
    dealt = hand_sizes("supertrumf", {"variant": "blixtduell", "seats": 2}, seed)
    app = desktop.app(tmp_path, "--game", "supertrumf", "--variant", "blixtduell", "--seats",
                      "human,computer", "--names", "Anna,Bo", "--seed", str(seed),
                      "--lang", "en")
    try:
        seen = report(desktop.client(tmp_path, "tree", "Tabletop"), app)["tree"]
    finally:
        _end(app)
    table = the_table(seen)
    zones = {z["name"].split(",")[0]: z for z in table["children"] if z["role"] == "list"}
    hand = zones["Your hand"]
    assert hand["name"] == f"Your hand, {dealt[0]} cards"
    cards = [c for c in hand["children"] if c["role"] == "list item"]
    assert len(cards) == hand["child_count"] == dealt[0] > 0
    for card in cards:
        assert card["name"].endswith(", Your hand"), card
        assert "face-down" not in card["name"], card
        assert any(ch.isdigit() for ch in card["name"]), card  # its values are read out
    theirs = zones["Bo's hand"]
    assert [c["name"] for c in theirs["children"]] == ["face-down card, Bo's hand"] * dealt[1]


def log_lines(tree: dict[str, Any]) -> list[str]:
    """The game log's lines as the screen reader reads them (the cells of its tree view)."""
    logs = [n for n in nodes(tree) if n["role"] == "tree"]
    assert len(logs) == 1, [(n["role"], n["name"]) for n in nodes(tree)][:200]
    return [n["name"] for n in nodes(logs[0]) if n["role"] == "table cell" and n["name"]]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_screen_reader_hears_the_computers_move_once_in_the_ui_language(
        desktop: Desktop, tmp_path: Path, lang: str) -> None:
    """The computer (Bo) moves first; the screen reader, listening from before the app
    starts, receives an AT-SPI announcement of that move from the app — once, and in the words
    the game log uses for it, so in the UI language ("Bo väljer Intelligens.")."""
    client = desktop.client(tmp_path, "listen", "Tabletop", "60", "Bo")
    # Klassisk: the computer leads the first round and names a property at once
    app = desktop.app(tmp_path, "--game", "supertrumf", "--variant", "klassisk", "--seats",
                      "computer,human", "--names", "Bo,Anna", "--seed", "3", "--lang", lang)
    try:
        heard = report(client, app)
    finally:
        _end(app)
    said = [e["text"] for e in heard["events"]
            if e["type"].startswith("object:announcement") and e["app"] == "Tabletop"]
    about_bo = [t for t in said if "Bo" in t]
    assert about_bo, heard["events"][-20:]
    move = about_bo[0]
    assert said.count(move) == 1, said
    lines = [x for x in log_lines(heard["tree"]) if "Bo" in x]
    assert any(x in move for x in lines), (move, lines)


#: the roles a screen reader offers to act on or to read as a thing on the table
INTERACTIVE = {"push button", "list item", "list", "check box", "radio button", "toggle button",
               "menu item", "text", "entry", "slider", "spin button", "label"}


@pytest.mark.parametrize("game", ["klassisk", "blixtduell", "storma", "riftforce", "ordet"])
def test_every_table_reads_as_a_table_of_named_parts(desktop: Desktop, tmp_path: Path,
                                                     game: str) -> None:
    """Each of the five tables, as a screen reader meets it at the start of a game against
    the computer: one table node holding the zones, every part of it named — no button or
    card a person would hear as only "button" or "list item"."""
    args = {"klassisk": ["--game", "supertrumf", "--variant", "klassisk"],
            "blixtduell": ["--game", "supertrumf", "--variant", "blixtduell"],
            "storma": ["--game", "storma"],
            "riftforce": ["--game", "riftforce"],
            "ordet": ["--game", "ordet"]}[game]
    app = desktop.app(tmp_path, *args, "--seats", "human,computer", "--names", "Anna,Bo",
                      "--seed", "5", "--lang", "en")
    try:
        seen = report(desktop.client(tmp_path, "tree", "Tabletop"), app)["tree"]
    finally:
        _end(app)
    table = the_table(seen)
    parts = list(nodes(table))[1:]
    assert len(parts) >= 5
    unnamed = [(n["role"], n["description"]) for n in parts
               if n["role"] in INTERACTIVE and not n["name"].strip()]
    assert unnamed == []


def test_a_screen_reader_user_moves_by_keyboard_and_hears_the_computer_reply(
        desktop: Desktop, tmp_path: Path) -> None:
    """Storma, Anna against Bo: the client types "1" as a person would (through the registry,
    to the focused window), Anna takes the house of spades; Bo's reply is announced once, in
    the log's words, and "Your hand" then holds Anna's dealt hand with her house — as many
    cards as her plate says."""
    client = desktop.client(tmp_path, "listen", "Tabletop", "60", "Bo ", "1")
    app = desktop.app(tmp_path, "--game", "storma", "--seats", "human,computer", "--names",
                      "Anna,Bo", "--seed", "3", "--lang", "en")
    try:
        heard = report(client, app)
    finally:
        _end(app)
    said = [e["text"] for e in heard["events"]
            if e["type"].startswith("object:announcement") and e["app"] == "Tabletop"]
    lines = log_lines(heard["tree"])
    assert "Anna takes the house of spades." in lines  # the key press played the move
    bo = [x for x in lines if x.startswith("Bo takes the house of")]
    assert len(bo) == 1, lines
    replies = [t for t in said if bo[0] in t]
    assert len(replies) == 1, said
    table = the_table(heard["tree"])
    hand = next(z for z in table["children"] if z["name"].startswith("Your hand"))
    cards = [c for c in hand["children"] if c["role"] == "list item"]
    assert hand["name"] == f"Your hand, {len(cards)} cards"
    assert len(cards) > 3
    assert all(c["name"] and "face-down" not in c["name"] for c in cards)
    plate = next(n for n in nodes(table) if n["role"] == "label"
                 and n["name"].startswith("Anna, "))
    assert f"{len(cards)} cards in hand" in plate["name"]
