"""Application start-up: QApplication, bundled font, translators, main window, command line.

The command line also makes screenshots without a display, e.g.::

    python main.py --game supertrumf --variant blixtduell --seats computer,computer --seed 3 \
        --autoplay 6 --lang sv --size 1280x800 --screenshot out.png

which starts the game, lets the computer seats play N actions (stopping at the first human
decision), renders the window to the PNG and exits.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

import ui.table.pyside_compat  # noqa: F401  - first: guards against a PySide6 6.12 refcount bug
from engine import games
from ui import catalog, paths, window_state
from ui.i18n import LANGUAGES, Translations
from ui.main_window import MainWindow
from ui.single_instance import SingleInstance

if TYPE_CHECKING:  # loaded when a game starts: the welcome page paints first
    from ui.session import SeatConfig

FONT_FAMILY = "DejaVu Sans"


def register_fonts() -> str:
    """Register the bundled DejaVu Sans so text looks the same on every machine."""
    family = FONT_FAMILY
    for ttf in sorted((paths.RESOURCES / "fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(ttf))
        fams = QFontDatabase.applicationFontFamilies(font_id)
        if fams:
            family = fams[0]
    return family


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tabletop", description="Tabletop card games")
    parser.add_argument("--game", choices=list(games.names()), help="start this game at once")
    parser.add_argument("--variant", help="game variant, e.g. klassisk or blixtduell")
    parser.add_argument("--seats", help="comma-separated: human or computer[:level] per seat")
    parser.add_argument("--names", help="comma-separated seat names")
    parser.add_argument("--seed", type=int, help="deal number (same seed, same cards)")
    parser.add_argument("--autoplay", type=int, default=0,
                        help="let computer seats play this many actions first")
    parser.add_argument("--lang", choices=list(LANGUAGES), help="user-interface language")
    parser.add_argument("--size", default="", help="window size, e.g. 1280x800")
    parser.add_argument("--screenshot", help="render the window to this PNG and exit")
    parser.add_argument("--print-texts", action="store_true",
                        help="with --screenshot: print the visible texts too (smoke tests)")
    parser.add_argument("--open", dest="open_path", help="open this save file")
    args, _unknown = parser.parse_known_args(list(argv))
    return args


def seats_from_arg(text: str | None, game: str) -> list[SeatConfig]:
    from ui.new_game_dialog import default_names
    from ui.session import COMPUTER, HUMAN, SeatConfig

    names = default_names()
    parts = [p.strip() for p in (text or "human,computer").split(",") if p.strip()]
    seats = []
    for i, part in enumerate(parts):
        kind, _, level = part.partition(":")
        if kind not in (HUMAN, COMPUTER):
            raise SystemExit(f"unknown seat kind {kind!r}: use human or computer[:level]")
        if kind == COMPUTER and level and level not in games.agents(game):
            known = ", ".join(games.agents(game))
            raise SystemExit(f"unknown level {level!r}; choose from {known}")
        name = names[i] if i < len(names) else str(i + 1)
        seats.append(SeatConfig(name, kind, level))
    return seats


def autoplay(window: MainWindow, count: int) -> int:
    """Play up to ``count`` computer actions synchronously; stop at a human decision."""
    from engine.core import Rng

    session = window.session
    if session is None:
        return 0
    session.cancel_thinking()
    session.paused = True
    done = 0
    rng = Rng(session.seed)
    while done < count and not session.is_over():
        seat = session.current_player()
        if seat is None or session.seats[seat].is_human:
            break
        session.submit(session.decide_now(rng))
        done += 1
    return done


def print_texts(window: MainWindow) -> None:
    """Print what a person would read: title, menus, status line and a Qt button text.

    Why: a smoke test of the built bundle runs it as a separate program; these lines show
    that our translation and Qt's own were found inside the bundle.
    """
    print("title:", window.windowTitle())
    for action in window.menuBar().actions():
        print("menu:", action.text().replace("&", ""))
    print("status:", window.status_label.text())
    if window.files_problem is not None:  # said in a box after the first paint
        print("files:", window.files_problem)
    print("qt:", QCoreApplication.translate("QPlatformTheme", "Cancel"))
    from ui import think_process

    print("think:", think_process.mode())  # where the computer's searches ran


#: how long a thread may hold the interpreter lock while another waits (set in ``main``)
GIL_SWITCH_S = 0.0005


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    args = parse_args(argv[1:])
    # a computer's step that runs in this interpreter (a heuristic, or a search when the
    # think process is unavailable) holds the interpreter lock for up to the switch interval
    # at a time (5 ms by default), and painting a table calls Python for every item: at
    # 0.5 ms the window stays responsive
    sys.setswitchinterval(GIL_SWITCH_S)
    QCoreApplication.setOrganizationName(paths.ORGANIZATION)
    QCoreApplication.setApplicationName(paths.APPLICATION)
    QGuiApplication.setDesktopFileName("tabletop")
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    from ui.table import theme

    app.setFont(theme.ui_font(register_fonts()))  # at the system font's size: large text
    icon = paths.RESOURCES / "icons" / "tabletop.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    # a settings file that would freeze or break QSettings is moved aside before it is read
    settings_problems = paths.guard_settings_file()
    settings = paths.settings()
    translations = Translations()
    lang = args.lang if args.lang else str(settings.value("ui/language", "")) or None
    translations.install(lang)
    for bad in settings_problems:  # said once, before anything else
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate(
            "MainWindow", "Tabletop"), "")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(bad.text())
        box.setObjectName("bad_settings_box")
        if not args.screenshot:
            box.exec()
    screenshot = bool(args.screenshot)
    problem = paths.data_problem()
    instance: SingleInstance | None = None
    if problem is None:
        if not screenshot:  # a screenshot writes no game file: it may run beside the app
            instance, answer = claim_data_folder(argv[1:])
            if answer is not None:
                return answer
        # temporary files of autosaves that a killed app never renamed into place
        paths.clean_temp_files()
    window = MainWindow(translations, settings)
    if problem is not None:
        window.files_unavailable(problem)
    if instance is not None:
        instance.requested.connect(lambda request: come_forward(window, request))
    if args.lang:
        window.language_actions[args.lang].setChecked(True)
    if args.size:  # wins over the remembered window
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
        except ValueError:
            raise SystemExit("--size must look like 1280x800") from None
        window_state.apply_size(window, w, h)
    elif screenshot:  # the same picture whatever window the player left behind
        size = window_state.DEFAULT_SIZE
        window_state.apply_size(window, size.width(), size.height())
    if screenshot:
        window.files.autosave_enabled = False
        window.remember_window = False  # nor does a screenshot's size become the player's
    if args.game:
        from engine.saves import clean_name
        from ui.new_game_dialog import GameConfig

        options: dict[str, object] = {}
        if args.variant:
            options["variant"] = args.variant
        seats = seats_from_arg(args.seats, args.game)
        if args.names:
            for seat, name in zip(seats, args.names.split(","), strict=False):
                seat.name = clean_name(name, seat.name)
        options["seats"] = len(seats)
        options.update(catalog.seat_options(args.game, [i for i, s in enumerate(seats)
                                                         if s.is_human]))
        if args.game == "ordet":
            options.setdefault("language", translations.language)  # answers in the UI language
        window.start(GameConfig(args.game, options, args.seed, seats))
        if screenshot and window.table is not None:
            window.table.set_animation_speed(0.0)
        if args.autoplay:
            autoplay(window, args.autoplay)
    elif args.open_path:
        from pathlib import Path

        window.files.open_path(Path(args.open_path))
    window.show()
    if screenshot:
        for _ in range(5):
            app.processEvents()
        if window.end_panel is not None:
            window.end_panel.hide()
            app.processEvents()
        ok = window.grab().save(args.screenshot)
        if args.print_texts:
            print_texts(window)
        window.files.autosave_enabled = False
        window.close()
        if not ok:
            print(f"could not write {args.screenshot}", file=sys.stderr)
            return 1
        return 0
    if problem is not None:
        pass  # no autosave to offer or check: the window says why once it has painted
    elif not args.game and not args.open_path:
        window.after_first_paint(lambda: window.files.offer_resume())
    else:  # no resume offer, but an autosave that cannot be loaded is still kept and reported
        window.after_first_paint(lambda: window.files.check_autosave())
    try:
        return app.exec()
    finally:
        if instance is not None:
            instance.release()


def claim_data_folder(args: Sequence[str]) -> tuple[SingleInstance | None, int | None]:
    """Make this copy the data folder's only one (``ui/single_instance.py``).

    Returns the held instance and ``None`` to go on; or, when another copy holds the folder,
    ``None`` and the exit code: 0 once that copy came forward (told so on the terminal), 1
    when it does not answer (told so in a message box, since a double-click has no terminal).
    """
    instance = SingleInstance(paths.data_dir())
    if instance.acquire():
        return instance, None
    answer = instance.ask_first(list(args))
    if answer == "free":
        return instance, None
    translate = QCoreApplication.translate
    if answer == "raised":
        print(translate("MainWindow", "Tabletop is already running: its window was brought "
                        "forward."))
        return None, 0
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Tabletop"), "")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(translate("MainWindow", "Tabletop is already running (process {pid}) with the "
                          "same folder for its games, but it does not answer. Close it, or "
                          "end that process, and start Tabletop again.").format(
                              pid=instance.holder()))
    box.setObjectName("already_running_box")
    box.exec()
    return None, 1


def come_forward(window: MainWindow, args: Sequence[str]) -> None:
    """A second start of the app: this window comes to the front (out of the task bar if
    minimised), and opens the file that start was asked to open."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    requested = parse_args(list(args))
    if requested.open_path:
        from pathlib import Path

        window.files.open_path(Path(requested.open_path))
