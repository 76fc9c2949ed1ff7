"""Screenshots of a game played across computers: the host's, a guest's and a spectator's
window of the same game at the same moment, side by side.

``python tools/net_shots.py OUT_DIR [--langs en,sv] [--size 1280x800] [--games storma,...]``

For each game a host window hosts a table on 127.0.0.1 (WebSockets, as the app does on the
local network), a guest window joins a seat through the join dialog and a spectator window
joins to watch (seat -1); the host starts the game and a few moves are made through the
sessions' ``submit`` (the host person's and the guest's, with the game's default agent) or by
the host's computer players.  Then each whole window is rendered offscreen to
``OUT_DIR/<game>-<w>x<h>-<lang>-{host,guest,spectator}.png`` and the three are put side by
side in ``...-side.png`` with a caption row.  Once per language and size it also renders the
invite panel (code and QR picture), the join dialog's seat page and the waiting strip
("Waiting for Bo to reconnect…", after the guest's link is cut for real).

Why a script: what each screen of a network game shows (only one's own hand face up, nothing
hidden to a spectator, the right names) is looked at before it is called done, the same way
each time.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-netshots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

HOST, GUEST, CPU, WATCHER = "Ann", "Bo", "Cy", "Eva"

#: (file name, game, options, seat kinds after the host's, moves)
GAMES: list[tuple[str, str, dict[str, Any], list[str], int]] = [
    ("supertrumf-klassisk-3", "supertrumf", {"variant": "klassisk", "seats": 3},
     ["remote", "computer"], 7),
    ("storma", "storma", {}, ["remote"], 12),
    ("riftforce", "riftforce", {}, ["remote"], 14),
    ("ordet-3", "ordet", {"seats": 3}, ["remote", "computer"], 6),
]


class Timeout(Exception):
    """A wait for the other windows took longer than it ever should."""


def wait_until(app: Any, done: Callable[[], bool], timeout: float = 15.0) -> None:
    """Run the event loop until ``done()`` (the windows talk through real sockets)."""
    end = time.monotonic() + timeout
    while not done():
        app.processEvents()
        if time.monotonic() > end:
            raise Timeout(getattr(done, "__name__", "condition"))
        time.sleep(0.002)


def settle(app: Any, seconds: float = 0.3) -> None:
    """Let every window deliver and paint what is on its way."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def new_window(translations: Any, settings: Any, size: tuple[int, int]) -> Any:
    from ui.main_window import MainWindow

    window = MainWindow(translations, settings)
    window.files.autosave_enabled = False
    window.set_speed("off")
    window.show()
    window.resize(*size)
    window._build_rest()
    return window


def join(app: Any, window: Any, address: str, seat: int, name: str,
         shot: Path | None = None) -> Any:
    """Join the table at ``address`` through the window's join dialog (seat -1: watch)."""
    from ui.net.guest_session import GuestSession

    net = window.net.joining
    net.join_dialog()
    net.dialog.join_requested.emit(address, "")
    wait_until(app, lambda: net.dialog.pages.currentIndex() == 2)
    if shot is not None:
        settle(app, 0.1)
        net.dialog.grab().save(str(shot))
        print(shot)
    net.dialog.seat_chosen.emit(seat, name)
    wait_until(app, lambda: isinstance(window.session, GuestSession))
    return window.session


def play(app: Any, host_session: Any, guest: Any, guest_seat: int, moves: int) -> None:
    """``moves`` actions: the host person's and the guest's through their sessions' submit
    (the doors their gestures use), the host's computers by themselves."""
    from engine import games
    from engine.core import Decision, IllegalAction, Rng

    game = host_session.game
    agents = games.agents(host_session.game_name)
    agent = agents[games.default_agent(host_session.game_name)]()
    rng = Rng(5)
    target = len(host_session.actions) + moves
    end = time.monotonic() + 60
    while len(host_session.actions) < target and not host_session.is_over():
        if time.monotonic() > end:
            print(f"  (only {len(host_session.actions)} actions of {target})")
            break
        app.processEvents()
        acting = game.acting_seats(host_session.state)
        mirror = guest.mirror
        synced = mirror.n == len(host_session.actions) and mirror.pending is None
        n = len(host_session.actions)
        try:
            if 0 in acting and host_session.seats[0].kind == "human":
                legal = game.legal_actions(host_session.state, 0)
                host_session.submit(agent.choose(
                    Decision(game, game.clone(host_session.state), 0, legal), rng))
            elif guest_seat in acting and synced:
                legal = game.legal_actions(guest.state, guest_seat)
                guest.submit(agent.choose(
                    Decision(game, game.clone(guest.state), guest_seat, legal), rng))
                wait_until(app, lambda n=n: len(host_session.actions) > n
                           or guest.mirror.pending is None)
                continue
        except IllegalAction as err:
            print("  refused:", err)
        time.sleep(0.002)


def composite(paths: list[Path], captions: list[str], out: Path) -> None:
    """The three windows side by side, scaled down, each with its caption above."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    images = [QImage(str(p)) for p in paths]
    width = 640
    scaled = [img.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
              for img in images]
    caption_h, gap = 36, 8
    height = caption_h + max(img.height() for img in scaled)
    sheet = QImage(len(scaled) * width + (len(scaled) - 1) * gap, height,
                   QImage.Format.Format_RGB32)
    sheet.fill(QColor("#202020"))
    painter = QPainter(sheet)
    font = QFont()
    font.setPixelSize(18)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    for i, (img, caption) in enumerate(zip(scaled, captions, strict=True)):
        x = i * (width + gap)
        painter.drawText(QRect(x, 0, width, caption_h), Qt.AlignmentFlag.AlignCenter, caption)
        painter.drawImage(x, caption_h, img)
    painter.end()
    sheet.save(str(out))
    print(out)


def shoot_game(app: Any, translations: Any, settings: Any, lang: str, size: tuple[int, int],
               spec: tuple[str, str, dict[str, Any], list[str], int], out: Path,
               extras: bool) -> list[Path]:
    """One game's three windows (and, with ``extras``, the invite, the seat page and the
    waiting strip); returns the pictures written."""
    from ui.new_game_dialog import GameConfig
    from ui.seats import SeatConfig

    name, game, options, kinds, moves = spec
    stem = f"{name}-{size[0]}x{size[1]}-{lang}"
    others = {"remote": GUEST, "computer": CPU}
    seats = [SeatConfig(HOST, "human")] + [
        SeatConfig(others[k], k, "easy" if k == "computer" else "") for k in kinds]
    if game == "ordet":  # the answers in the language of the screens (the dialog's default)
        from engine.ordet import cardsets

        options = {**options, "language": lang if lang in cardsets.LANGUAGES else "en"}
        seats = [SeatConfig(s.name, s.kind, "easy" if s.kind == "computer" else "")
                 for s in seats]
    written: list[Path] = []
    host = new_window(translations, settings, size)
    guest_w = new_window(translations, settings, size)
    watch_w = new_window(translations, settings, size)
    windows = [host, guest_w, watch_w]
    try:
        session = host.net.host(GameConfig(game, options, 11, seats), port=0,
                                address="127.0.0.1")
        assert session is not None
        hosting = host.net.hosting
        address = hosting.listeners[0].address
        guest_seat = kinds.index("remote") + 1
        guest = join(app, guest_w, address, guest_seat, GUEST,
                     out / f"join-seats-{size[0]}x{size[1]}-{lang}.png" if extras else None)
        if extras:
            written.append(out / f"join-seats-{size[0]}x{size[1]}-{lang}.png")
        watcher = join(app, watch_w, address, -1, WATCHER)
        wait_until(app, lambda: hosting.table.all_joined())
        if extras:
            host.net.show_invite()
            settle(app, 0.2)
            path = out / f"invite-{size[0]}x{size[1]}-{lang}.png"
            host.net.panel.grab().save(str(path))
            print(path)
            written.append(path)
        host.net.panel.start_requested.emit()
        session.computer_pace_ms = 0
        play(app, session, guest, guest_seat, moves)
        wait_until(app, lambda: all(s.mirror.n == len(session.actions) for s in (guest, watcher)))
        settle(app, 0.5)
        paths = []
        for who, window in zip(("host", "guest", "spectator"), windows, strict=True):
            path = out / f"{stem}-{who}.png"
            window.grab().save(str(path))
            print(path, f"window {window.width()}x{window.height()}")
            paths.append(path)
        composite(paths, [f"host: {HOST}", f"guest: {GUEST}", f"spectator: {WATCHER}"],
                  out / f"{stem}-side.png")
        written += [*paths, out / f"{stem}-side.png"]
        if extras:
            written += cut_and_wait(app, host, guest_w, watch_w, out,
                                    f"waiting-{size[0]}x{size[1]}-{lang}")
    finally:
        for window in windows:
            window.net.close()
            if window.session is not None:
                window.session.paused = True
                window.session.cancel_thinking()
            window.close()
            window.deleteLater()
        app.processEvents()
    return written


def cut_and_wait(app: Any, host: Any, guest_w: Any, watch_w: Any, out: Path,
                 stem: str) -> list[Path]:
    """Cut the guest's link for real (its redial held back) and render the waiting strip on
    the host's and the spectator's tables and the guest's own; then let it come back."""
    from PySide6.QtCore import QTimer

    client = guest_w.net.joining.client
    hosting = host.net.hosting
    dial = client.dialer.function

    def down(address: str, connected: Any, failed: Any) -> None:  # the Wi-Fi is down
        QTimer.singleShot(0, lambda: failed("network unreachable"))

    client.dialer.function = down
    client.link.close()
    wait_until(app, lambda: bool(hosting.table.waiting()))
    settle(app, 1.3)  # the strip's clock ticks once
    written = []
    for who, window in (("host", host), ("spectator", watch_w), ("guest", guest_w)):
        path = out / f"{stem}-{who}.png"
        window.grab().save(str(path))
        print(path)
        written.append(path)
    client.dialer.function = dial  # the Wi-Fi is back: the next redial (≤ 1 s) gets through
    wait_until(app, lambda: not hosting.table.waiting())
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--langs", default="en,sv")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--games", default=",".join(g[0] for g in GAMES),
                        help="which of " + ", ".join(g[0] for g in GAMES))
    args = parser.parse_args(argv)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ui.app import register_fonts
    from ui.i18n import Translations

    app = QApplication.instance() or QApplication([])
    register_fonts()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.split("x"))
    wanted = args.games.split(",")
    for lang in args.langs.split(","):
        translations = Translations()
        translations.install(lang)
        settings = QSettings(str(Path(os.environ["TABLETOP_HOME"]) / f"{lang}.ini"),
                             QSettings.Format.IniFormat)
        settings.setValue("view/colour_safe", "false")
        first = True
        for spec in GAMES:
            if spec[0] not in wanted:
                continue
            shoot_game(app, translations, settings, lang, (w, h), spec, out, extras=first)
            first = False
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
