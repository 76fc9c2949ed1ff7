"""Screenshots of every step of every guided game, to look at and to check a translation.

``python tools/tutorial_shots.py OUT_DIR [--langs en,de] [--size 1280x800] [--only ID,…]``
starts each tutorial in the main window as the welcome page does, renders the window offscreen
at each step (the step's callout shown) and at the finish, "Show me" making each move, to
``OUT_DIR/<id>-<lang>-<NN>.png`` (``-finish`` for the last).  Why a script: the issue asks for
every tutorial to be looked at step by step in two languages, and a translator or a reviewer
should see the same pictures the same way.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-tutorial-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--langs", default="en,de")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from engine import tutorials
    from ui.app import register_fonts
    from ui.i18n import Translations
    from ui.main_window import MainWindow
    from ui.paths import settings
    from ui.tutorial.launch import runner_of, start_tutorial
    from ui.tutorial.runner import TutorialRunner

    app = QApplication([])
    register_fonts()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.split("x"))
    wanted = [i for i in args.only.split(",") if i] or tutorials.ids()

    def settle(until: object = None, seconds: float = 20.0) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            if callable(until) and until():
                break
            time.sleep(0.01)
        for _ in range(20):  # the last paint
            app.processEvents()

    for lang in args.langs.split(","):
        translations = Translations()
        translations.install(lang)
        for tutorial_id in wanted:
            window = MainWindow(translations, settings())
            window.remember_window = False
            window.settings.setValue("view/speed", "off")
            window.resize(w, h)
            window.show()
            start_tutorial(window, tutorial_id)
            runner = runner_of(window)
            assert runner is not None
            runner.session.computer_pace_ms = 0

            def shown(runner: TutorialRunner = runner) -> bool:
                where = runner.where()
                return runner.marks.isVisible() and (
                    where is None or (where[1] and runner.session.human_to_act()))

            number = 0
            while True:
                settle(shown)
                if runner.over():
                    window.grab().save(str(out / f"{tutorial_id}-{lang}-finish.png"))
                    break
                number += 1
                window.grab().save(str(out / f"{tutorial_id}-{lang}-{number:02d}.png"))
                before = len(runner.session.actions)
                runner.show_me()
                settle(lambda b=before, r=runner: len(r.session.actions) > b)
            print(f"{tutorial_id} {lang}: {number} steps")
            window.files.autosave_enabled = False
            window.close()
            window.deleteLater()
            settle(seconds=0.1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
