"""The README's screenshots, rendered offscreen the same way every time.

``python tools/readme_shots.py [OUT_DIR] [--only NAME,...]`` (default ``docs/screenshots``;
names: the keys of ``SHOTS``) writes the pictures the README's "Screenshots" section shows:
each table mid-game, a refusal's note on the felt, a hint's gold frames, the end-of-game panel
with the match tally, the statistics dialog and the replay window.

Why a script: the pictures go stale whenever a table changes, and retaking them by hand never
gives the same game twice.  Here every game has a fixed seed, every move (the person's too) is
chosen synchronously by a computer player with a fixed ``Rng``, animations are off and the
computer's pace is 0, so nothing waits on the wall clock and a rerun gives the same pictures:
the Hard player searches its iterations without its time limit, Ordet fanger's duel clock is
stepped by hand, and "Play again" gets a seeded deal.
The app runs with ``QT_QPA_PLATFORM=offscreen`` and ``TABLETOP_HOME`` in a fresh temporary
folder (removed at the end): no display is needed, and the player's settings, autosave and
statistics are never read or touched.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any
from unittest import mock

os.environ["QT_QPA_PLATFORM"] = "offscreen"
HOME = tempfile.mkdtemp(prefix="tabletop-readme-shots-")
os.environ["TABLETOP_HOME"] = HOME  # always ours: never the player's files
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QFont, QImage  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget  # noqa: E402

import ui.table.pyside_compat  # noqa: E402, F401  - first, as in ui/app.py
from engine import games  # noqa: E402
from engine.core import Decision, Rng  # noqa: E402
from ui.app import register_fonts  # noqa: E402
from ui.i18n import Translations  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402
from ui.new_game_dialog import GameConfig  # noqa: E402
from ui.session import COMPUTER, HUMAN, SeatConfig, Session  # noqa: E402
from ui.table.felt_table import FeltTable  # noqa: E402

if TYPE_CHECKING:
    from ui.table.card_item import CardItem

#: the README's window size (the app's default window)
SIZE = (1280, 800)
#: a PNG larger than this is written again with the strongest compression
MAX_BYTES = 600_000


class Shots:
    """One application, one settings file and one statistics file for all the pictures."""

    def __init__(self, out: Path) -> None:
        self.app = QApplication.instance() or QApplication([])
        assert isinstance(self.app, QApplication)
        self.app.setFont(QFont(register_fonts(), 10))  # as the app itself does
        self.out = out
        self.translations = Translations()
        self.settings = QSettings(str(Path(HOME) / "settings.ini"), QSettings.Format.IniFormat)
        self.settings.setValue("sound/muted", "true")  # no audio device is asked for
        self.settings.setValue("view/speed", "off")

    # ------------------------------------------------------------------ plumbing
    def settle(self, rounds: int = 8) -> None:
        """Let posted events (layouts, repaints, zero-delay timers) run."""
        for _ in range(rounds):
            self.app.processEvents()

    def window(self, lang: str, size: tuple[int, int] = SIZE) -> MainWindow:
        """A main window in ``lang`` with animations off, never autosaving."""
        self.translations.install(lang)
        self.settings.setValue("ui/language", lang)
        window = MainWindow(self.translations, self.settings)
        window.files.autosave_enabled = False
        window.remember_window = False
        window.set_speed("off")
        window.show()
        window.resize(*size)
        return window

    def start(self, window: MainWindow, game: str, options: dict[str, Any], seed: int | None,
              seats: list[SeatConfig]) -> Session:
        """Start a game as the New game dialog would (its seat options, Ordet's language)."""
        from ui import catalog

        options = dict(options, seats=len(seats))
        options.update(catalog.seat_options(game, [i for i, s in enumerate(seats)
                                                   if s.is_human]))
        if game == "ordet":
            options.setdefault("language", self.translations.language)
        session = window.start(GameConfig(game, options, seed, seats))
        assert session is not None, window.last_error
        self.hold(session)
        return session

    @staticmethod
    def hold(session: Session) -> None:
        """The computer seats move only when this script says so (``play``), and a decision
        a computer started on its own is forgotten."""
        session.paused = True
        session.cancel_thinking()
        session.computer_pace_ms = 0

    def play(self, session: Session, moves: int, rng: Rng,
             until: Callable[[], bool] | None = None, person: str = "") -> None:
        """``moves`` actions, then on until ``until()`` holds (when given), each chosen
        synchronously: a computer seat's by its level, the people's by the level ``person``
        (the game's default when "")."""
        players = [agent(session.game_name, seat.level if not seat.is_human else person)
                   for seat in session.seats]

        def step() -> None:
            seat = session.current_player()
            assert seat is not None
            session.submit(players[seat].choose(Decision(
                session.game, session.state, seat, session.legal_actions()), rng))
            if session.pending_handover is not None:  # hot-seat: the next person is here
                session.accept_handover()

        for _ in range(moves):
            if session.is_over():
                return
            step()
        if until is not None:
            for _ in range(3000):
                if until():
                    return
                assert not session.is_over(), "the game ended before the wanted position"
                step()
            raise AssertionError("the wanted position never came")

    def finish(self, window: MainWindow, rng: Rng, person: str = "") -> None:
        """Play the running game to its end and let the window's own end flow open the
        results panel (``GameEnd.game_over`` → ``when_settled`` → ``EndPanel``; with
        animations off it is due at once, in the event queue)."""
        session = window.session
        assert session is not None
        self.play(session, 0, rng, until=session.is_over, person=person)
        for _ in range(100):
            if window.end_panel is not None and window.end_panel.isVisible():
                return
            self.app.processEvents()
        raise AssertionError("the end panel never opened")

    def save(self, widget: QWidget, name: str) -> None:
        self.settle()
        image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB888)
        path = self.out / name
        assert image.save(str(path)), path  # PNG: the name says so
        if path.stat().st_size > MAX_BYTES:
            image.save(str(path), quality=0)  # for PNG: the strongest compression
        print(f"{path}  {image.width()}x{image.height()}  {path.stat().st_size // 1024} kB")

    @staticmethod
    def close(window: QWidget) -> None:
        window.close()
        window.deleteLater()

    # ------------------------------------------------------------------ pointer
    @staticmethod
    def visible_point(table: FeltTable, item: CardItem) -> QPointF:
        """A scene point where ``item`` is the topmost item (fanned cards overlap)."""
        rect = item.card_rect()
        for fy in (0.5, 0.3, 0.7, 0.15, 0.9):
            for fx in (0.12, 0.25, 0.4, 0.55, 0.7, 0.85):
                point = item.mapToScene(QPointF(rect.width() * fx, rect.height() * fy))
                under = table.scene.items(point)
                if under and under[0] is item:
                    return point
        raise AssertionError(f"{item.key} is hidden under other items")

    def click(self, table: FeltTable, item: CardItem) -> None:
        pos = table.view.mapFromScene(self.visible_point(table, item))
        QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, pos)
        self.settle(2)

    def drag(self, table: FeltTable, item: CardItem, to: QPointF) -> None:
        """A real mouse drag of ``item`` to the scene point ``to``."""
        viewport = table.view.viewport()
        a = table.view.mapFromScene(self.visible_point(table, item))
        b = table.view.mapFromScene(to)
        none = Qt.KeyboardModifier.NoModifier
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, none, a)
        for p in (a + QPoint(12, -12), (a + b) / 2, b):
            QTest.mouseMove(viewport, p)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, none, b)
        self.settle(2)


# ---------------------------------------------------------------------- the pictures
def agent(game: str, level: str = "") -> Any:
    """The computer player ``level`` of ``game`` (its default when ""); Hard without its
    time limit, so it always searches the same iterations."""
    level = level or games.default_agent(game)
    factory: Any = games.agents(game)[level]
    return factory(ms=None) if level == "hard" else factory()


def person(name: str = "Anna") -> SeatConfig:
    return SeatConfig(name, HUMAN)


def computer(name: str, level: str = "") -> SeatConfig:
    return SeatConfig(name, COMPUTER, level)


def supertrumf_blixtduell_sv(s: Shots) -> None:
    window = s.window("sv")
    session = s.start(window, "supertrumf", {"variant": "blixtduell"}, 3,
                      [person(), computer("Datorn")])
    s.play(session, 5, Rng(3), until=session.human_to_act)
    s.save(window, "supertrumf-blixtduell-sv.png")
    s.close(window)


def supertrumf_klassisk_4(s: Shots) -> None:
    window = s.window("en")
    session = s.start(window, "supertrumf", {"variant": "klassisk"}, 3,
                      [person(), computer("Bert"), computer("Cleo"), computer("Dag")])
    s.play(session, 9, Rng(3), until=session.human_to_act)
    s.save(window, "supertrumf-klassisk-4.png")
    s.close(window)


def storma_turn(session: Session) -> bool:
    from engine.storma.state import TURN

    return session.human_to_act() and session.state.phase == TURN


def storma_attack(s: Shots) -> None:
    """A hand card selected that can attack: the banner predicts the damage."""
    from engine.storma import cards as cd
    from ui.games.storma.specs import attack_problem
    from ui.games.storma.table import StormaTable

    window = s.window("en")
    session = s.start(window, "storma", {}, 7, [person(), computer("Castle")])

    def attack_ready() -> bool:
        return storma_turn(session) and any(
            attack_problem(session.view(), 0, [c]) is None for c in session.state.hands[0])

    s.play(session, 14, Rng(3), until=attack_ready)
    table = window.table
    assert isinstance(table, StormaTable)
    s.settle()
    card = max((c for c in session.state.hands[0] if attack_problem(session.view(), 0, [c])
                is None), key=cd.rank_of)
    item = table.item_for(card)
    assert item is not None
    s.click(table, item)
    assert table.prediction.isVisible(), "no attack prediction"
    s.save(window, "storma-1.png")
    s.close(window)


def storma_refusal_de(s: Shots) -> None:
    """A card of the target's suit dragged onto the opponent's Active card: refused, with the
    reason in a note on the felt (German)."""
    from engine.storma import cards as cd
    from ui.games.storma.table import StormaTable

    window = s.window("de")
    session = s.start(window, "storma", {}, 11, [person(), computer("Burg")])

    def same_suit() -> list[int]:
        target = session.state.active[1]
        if target is None:
            return []
        return [c for c in session.state.hands[0] if not cd.is_joker(c)
                and cd.suit_of(c) == cd.suit_of(target.card)]

    s.play(session, 10, Rng(5), until=lambda: storma_turn(session) and bool(same_suit()))
    table = window.table
    assert isinstance(table, StormaTable)
    s.settle()
    moves = len(session.actions)
    item = table.item_for(same_suit()[0])
    assert item is not None
    s.drag(table, item, table.scene.zone("act1").rect.center())
    assert len(session.actions) == moves, "the drop was not refused"
    assert table.callout.isVisible(), "no note on the felt"
    s.save(window, "storma-refusal-de.png")
    s.close(window)


def riftforce_hint(s: Shots) -> None:
    """The Hard player's hint: gold frames round what it would use, and its reason."""
    from engine.search.hints import hint

    window = s.window("en")
    session = s.start(window, "riftforce", {}, 3, [person(), computer("Rift")])

    def start_of_action() -> bool:  # with a hand to choose from
        st = session.state
        return (session.human_to_act() and st.action is None and st.pending is None
                and len(st.hands[0]) >= 5)

    s.play(session, 22, Rng(3), until=start_of_action)
    table = window.table
    assert isinstance(table, FeltTable)
    # the Hard player as Game → Hint asks it, on the person's own decision (``agent``:
    # its iteration budget only, no time limit, so the same advice on any machine)
    decision = Decision(session.game, session.game.clone(session.state), 0,
                        session.legal_actions())
    table.show_hint(hint(agent("riftforce", "hard"), decision, Rng(1),
                         games.explainer("riftforce")))
    s.save(window, "riftforce-hint.png")
    s.close(window)


def ordet_2(s: Shots) -> None:
    """Two seats in a duel, the person typing an answer.  The duel clock is stepped by hand
    (in play it follows real time); the first duels are left to the computer."""
    window = s.window("en", (1920, 1080))
    session = s.start(window, "ordet", {}, 3, [person(), computer("Bo")])
    table: Any = window.table
    table.sim.set_manual(True)
    rng = Rng(3)
    for duels in range(3):
        # a person's answers in a duel are the table's (typed, buzzed): stop as one opens
        s.play(session, 0, rng, until=lambda: session.state.duel is not None)
        if duels == 2:
            break
        session.paused = False  # the duel controller waits while the session is paused
        for _ in range(200):  # nobody types: the computer answers (or both pass)
            if session.state.duel is None:
                break
            table.sim.advance(0.5)
        s.hold(session)  # a computer's draw that started meanwhile is forgotten
        assert session.state.duel is None, "a duel never ended"
    s.settle()
    session.paused = False
    table.sim.advance(1.2)
    session.paused = True
    assert session.state.duel is not None, "the computer answered too fast"
    QTest.keyClicks(table.bar.answer, "soup")  # for "Something you eat with a spoon"
    s.save(window, "ordet-2.png")
    s.close(window)


#: (seed, computer level, the level that plays the people's moves) of the games counted;
#: no level: Anna and Bert in hot-seat
STATISTICS_GAMES = [(31, "normal", "easy"), (32, "normal", "beginner"), (33, "normal", "normal"),
                    (41, "easy", "normal"), (42, "easy", "normal"), (43, "easy", "beginner"),
                    (44, "easy", "normal"),
                    (51, "beginner", "normal"), (52, "beginner", "easy"),
                    (71, "hard", "normal"), (72, "hard", "easy"), (73, "hard", "normal"),
                    (90, "", "normal"), (91, "", "normal"), (92, "", "normal")]


@contextmanager
def new_deals(seed: int) -> Iterator[None]:
    """"Play again" deals a random game (``Session`` asks ``random.SystemRandom``): seeded
    here so the second game is the same one on every run."""
    deals = random.Random(seed)
    with mock.patch.object(random, "SystemRandom", lambda: deals):
        yield


def end_panel_and_statistics(s: Shots) -> None:
    """Blixtduell to the end twice ("Play again" once): the panel with the match tally.
    Then more games against other levels, one abandoned, for the statistics dialog."""
    from ui.statistics_dialog import StatisticsDialog

    window = s.window("en")
    rng = Rng(8)
    s.start(window, "supertrumf", {"variant": "blixtduell"}, 21,
            [person(), computer("Computer", "normal")])
    s.finish(window, rng)
    with new_deals(2):
        window.end_panel.again_button.click()  # type: ignore[union-attr]
    assert window.session is not None
    s.hold(window.session)
    s.finish(window, rng)
    s.save(window, "end-panel.png")

    # more games for the statistics, the person played by different levels so that the
    # rows read like a real player's: wins and losses against every level, one abandoned
    for seed, level, played_as in STATISTICS_GAMES:
        other = computer("Computer", level) if level else person("Bert")  # "": hot-seat
        s.start(window, "supertrumf", {"variant": "blixtduell"}, seed, [person(), other])
        s.finish(window, rng, played_as)
    session = s.start(window, "supertrumf", {"variant": "blixtduell"}, 61,
                      [person(), computer("Computer", "normal")])
    s.play(session, 4, rng)
    yes = QMessageBox.StandardButton.Yes
    with mock.patch.object(QMessageBox, "exec", lambda _box: yes):  # "Abandon the game?"
        window.restart_action.trigger()
    assert window.session is not None
    s.hold(window.session)
    window.stats_action.trigger()
    dialogs = [d for d in window.findChildren(StatisticsDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialog = dialogs[0]
    s.settle()
    s.save(dialog, "statistics.png")
    dialog.reject()
    s.close(window)


def middle_with_wounds(session: Session) -> int:
    """The position nearest the middle of a finished Storma game where both Active cards
    are on the table and one of them is wounded (more to see than an empty slot)."""
    game, state = session.game, session.game.new_game(session.options, session.seed)
    good = []
    for k, action in enumerate(session.actions, start=1):
        game.apply(state, action)
        if all(slot is not None for slot in state.active) and any(
                slot.damage for slot in state.active if slot is not None):
            good.append(k)
    middle = len(session.actions) // 2
    return min(good, key=lambda k: abs(k - middle)) if good else middle


def replay(s: Shots) -> None:
    """A finished Storma game watched again (the end panel's "Watch this game again"),
    stepped to the middle."""
    from ui.replay import ReplayWindow

    window = s.window("en")
    session = s.start(window, "storma", {}, 5, [person(), computer("Castle")])
    s.finish(window, Rng(4))
    window.end_panel.replay_button.click()  # type: ignore[union-attr]
    replay = window.findChild(ReplayWindow)
    assert isinstance(replay, ReplayWindow)
    replay.resize(*SIZE)  # it fits itself to the screen, and the offscreen one is small
    replay.go_to(middle_with_wounds(session))
    s.save(replay, "replay.png")
    replay.close()
    s.close(window)


SHOTS: dict[str, Callable[[Shots], None]] = {
    "supertrumf-blixtduell-sv": supertrumf_blixtduell_sv,
    "supertrumf-klassisk-4": supertrumf_klassisk_4,
    "storma-1": storma_attack,
    "storma-refusal-de": storma_refusal_de,
    "riftforce-hint": riftforce_hint,
    "ordet-2": ordet_2,
    "end-panel+statistics": end_panel_and_statistics,
    "replay": replay,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--only", default="", help="comma-separated names of SHOTS")
    try:  # the temporary TABLETOP_HOME goes however this ends
        args = parser.parse_args()
        wanted = [n for n in args.only.split(",") if n] or list(SHOTS)
        unknown = [n for n in wanted if n not in SHOTS]
        if unknown:
            parser.error(f"unknown shot(s) {', '.join(unknown)}; "
                         f"choose from {', '.join(SHOTS)}")
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        shots = Shots(out)
        for name in wanted:
            SHOTS[name](shots)
            shots.settle()
        Session.stop_all()
    finally:
        shutil.rmtree(HOME, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
