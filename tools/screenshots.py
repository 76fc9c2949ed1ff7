"""Screenshots of every table at the sizes a player uses, in two languages, to look at.

``python tools/screenshots.py OUT_DIR [--langs en,de] [--sizes 1024x600,1280x800,1920x1080]
[--colour-safe]``
starts each game with a person in seat 0 against the computer, plays a few moves for both
sides (the person's with the game's default agent) so the table is mid-game, and renders the
window offscreen to ``OUT_DIR/<game>-<w>x<h>-<lang>.png``.  Why a script: UI work is looked at
before it is called done, at every size the issue names, and the same way each time.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GAMES = [
    ("supertrumf-klassisk-4", "supertrumf", {"variant": "klassisk", "seats": 4}, 4, 9),
    ("supertrumf-blixtduell", "supertrumf", {"variant": "blixtduell", "seats": 2}, 2, 5),
    ("storma", "storma", {}, 2, 14),
    ("riftforce", "riftforce", {}, 2, 22),
    ("ordet-2", "ordet", {"seats": 2}, 2, 6),
    ("ordet-4", "ordet", {"seats": 4}, 4, 10),
]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--langs", default="en,de")
    parser.add_argument("--sizes", default="1024x600,1280x800,1920x1080")
    parser.add_argument("--colour-safe", action="store_true",
                        help="in the high-contrast / colour-safe card theme")
    args = parser.parse_args()
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from engine import games
    from engine.core import Decision, Rng
    from ui.app import register_fonts
    from ui.i18n import Translations
    from ui.main_window import MainWindow
    from ui.new_game_dialog import GameConfig
    from ui.session import COMPUTER, HUMAN, SeatConfig

    app = QApplication([])
    register_fonts()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in args.langs.split(","):
        translations = Translations()
        translations.install(lang)
        settings = QSettings(str(Path(os.environ["TABLETOP_HOME"]) / f"{lang}.ini"),
                             QSettings.Format.IniFormat)
        settings.setValue("view/colour_safe", "true" if args.colour_safe else "false")
        for size in args.sizes.split(","):
            w, h = (int(v) for v in size.split("x"))
            for name, game, options, seats, moves in GAMES:
                window = MainWindow(translations, settings)
                window.files.autosave_enabled = False
                window.set_speed("off")
                window.show()
                window.resize(w, h)
                cfg = GameConfig(game, options, 3, [SeatConfig("Anna", HUMAN)] + [
                    SeatConfig(f"CPU {i}" if seats > 2 else "CPU", COMPUTER)
                    for i in range(1, seats)])
                session = window.start(cfg)
                assert session is not None
                session.paused = True
                session.cancel_thinking()
                agent = games.agents(game)[games.default_agent(game)]()
                rng = Rng(3)
                for _ in range(moves):
                    seat = session.current_player()
                    if seat is None or session.is_over():
                        break
                    legal = session.legal_actions()
                    session.submit(agent.choose(Decision(session.game, session.state, seat,
                                                         legal), rng))
                    if session.pending_handover is not None:
                        session.accept_handover()
                window.resize(w, h)  # the welcome page's minimum no longer applies
                for _ in range(5):
                    app.processEvents()
                path = out / f"{name}-{w}x{h}-{lang}.png"
                window.grab().save(str(path))
                print(path, f"window {window.width()}x{window.height()}")
                window.close()
                window.deleteLater()
                app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
