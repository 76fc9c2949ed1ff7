"""Drive every table through a seeded game and measure its words and controls on screen.

Why a helper of its own: the layout test (``test_layout_sizes.py``) and the screenshot tool
(``tools/layout_shots.py``) walk the same games the same way — every seat a person, the
standard computer player choosing each seat's action through the session, hand-overs accepted
at once — so a picture shows exactly a position the test checked.

What counts as a *piece*: a scene item that says or offers something — it has ``body_rect()``
(what it paints, without shadow or margin) and usually ``text_fits()`` (its text is shown
whole, not shortened with "…"): name plates, felt buttons, banners and panels, prompts; plus
the refusal callout when shown and the table's ↶ button (a widget on the view).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem

from engine import games
from engine.core import Decision, Rng
from ui import window_state
from ui.main_window import MainWindow
from ui.new_game_dialog import GameConfig
from ui.session import HUMAN, SeatConfig
from ui.table.callout import Callout
from ui.table.felt_table import FeltTable

SIZES = ((1024, 600), (1280, 800), (1920, 1080))
LANGUAGES = ("en", "sv", "de", "nb")
#: the name of each game's standard computer player (the old "heuristic" alias everywhere)
PLAYER = "heuristic"


@dataclass(frozen=True)
class TableCase:
    key: str
    game: str
    options: tuple[tuple[str, Any], ...]
    seats: int


TABLES = (
    TableCase("klassisk2", "supertrumf", (("variant", "klassisk"),), 2),
    TableCase("klassisk4", "supertrumf", (("variant", "klassisk"),), 4),
    TableCase("blixtduell", "supertrumf", (("variant", "blixtduell"),), 2),
    TableCase("storma", "storma", (), 2),
    TableCase("riftforce", "riftforce", (("draft", "draft"),), 2),
    TableCase("ordet2", "ordet", (), 2),
    TableCase("ordet4", "ordet", (), 4),
)
#: long seat names, as people type them: a plate must show them whole
NAMES = ("Alexandra", "Benjamin", "Charlotte", "Dominik")


@dataclass(frozen=True)
class Piece:
    """One word or control on screen: its rectangle in viewport pixels, whether its text is
    whole, and the item it came from (to skip a panel's own buttons)."""

    name: str
    rect: QRectF
    fits: bool
    item: QGraphicsItem | None = None


def open_window(window: MainWindow, size: tuple[int, int]) -> None:
    window.files.autosave_enabled = False
    window.remember_window = False
    resize(window, size)
    window.show()
    QApplication.processEvents()


def resize(window: MainWindow, size: tuple[int, int]) -> None:
    """The window at ``size``, its table laid out for it."""
    window_state.apply_size(window, *size)
    QApplication.processEvents()


def felt(window: MainWindow) -> FeltTable:
    """The window's table (every game's is a ``FeltTable``)."""
    table = window.table
    assert isinstance(table, FeltTable)
    return table


def quiet(window: MainWindow, on: bool = True) -> None:
    """No painting of the felt while a test only measures (painting is most of the time);
    the layout does not depend on it."""
    felt(window).view.viewport().setUpdatesEnabled(not on)


def start(window: MainWindow, case: TableCase, lang: str, seed: int = 3) -> None:
    """A new game of ``case`` in ``window``: every seat a person, no computer of its own."""
    options: dict[str, Any] = dict(case.options)
    options["seats"] = case.seats
    if case.game == "ordet":
        options["language"] = lang
    seats = [SeatConfig(NAMES[i], HUMAN, "") for i in range(case.seats)]
    session = window.start(GameConfig(case.game, options, seed, seats))
    assert session is not None
    session.paused = True
    assert window.table is not None
    window.table.set_animation_speed(0.0)
    session.accept_handover()
    QApplication.processEvents()


def positions(window: MainWindow, actions: int = 40, every: int = 6,
              seed: int = 3) -> Iterator[str]:
    """Play up to ``actions`` actions; yield a label at each new phase (the state's phase and
    the kind of decision) and every ``every`` actions in between."""
    s = window.session
    assert s is not None
    agent = games.agents(s.game_name)[PLAYER]()
    rng = Rng(seed)
    seen: set[tuple[str, str]] = set()
    for done in range(actions + 1):
        if s.is_over():
            yield f"over after {done}"
            return
        legal = s.legal_actions()
        seat = s.current_player()
        key = (str(getattr(s.state, "phase", "")), type(legal[0]).__name__ if legal else "")
        if key not in seen or done % every == 0:
            seen.add(key)
            yield f"action {done} {key[0]}/{key[1]}"
        if done == actions or seat is None:
            return
        action = agent.choose(Decision(s.game, s.state, seat, legal), rng)
        s.submit(action)
        s.accept_handover()


def pieces(window: MainWindow) -> list[Piece]:
    """Every piece of the table now on screen, in its view's viewport pixels."""
    table = felt(window)
    view = table.view
    out: list[Piece] = []
    for item in view.scene().items():
        if not item.isVisible() or item.effectiveOpacity() < 0.05:
            continue
        if isinstance(item, Callout):
            rect = item.box()
            fits = True
        else:
            body = getattr(item, "body_rect", None)
            if not callable(body):
                continue
            local = body()
            if local.isEmpty():
                continue
            rect = item.mapRectToScene(local)
            whole = getattr(item, "text_fits", None)
            fits = bool(whole()) if callable(whole) else True
        shown = QRectF(view.mapFromScene(rect).boundingRect())
        out.append(Piece(f"{type(item).__name__}({_words(item)})", shown, fits, item))
    undo = table.undo_button
    if undo.isVisible():
        whole = undo.width() >= undo.sizeHint().width()
        out.append(Piece(f"undo({undo.text()})", QRectF(undo.geometry()), whole))
    return out


def _words(item: QGraphicsItem) -> str:
    for attr in ("text", "name", "title"):
        value = getattr(item, attr, "")
        if isinstance(value, str) and value:
            return value[:30]
    return ""


def _related(a: QGraphicsItem | None, b: QGraphicsItem | None) -> bool:
    """One lies inside the other on purpose (a panel's own buttons)."""
    return a is not None and b is not None and (a.isAncestorOf(b) or b.isAncestorOf(a))


def problems(window: MainWindow, size: tuple[int, int] | None = None,
             slack: float = 1.0) -> list[str]:
    """What is wrong with the layout now: the window larger than ``size`` (its widgets'
    minimum sizes did not let it shrink to the screen), pieces overlapping, outside the
    view, elided."""
    view = felt(window).view
    area = QRectF(QRect(0, 0, view.viewport().width(), view.viewport().height()))
    found = pieces(window)
    out: list[str] = []
    if size is not None and (window.width() > size[0] or window.height() > size[1]):
        out.append(f"window {window.width()}×{window.height()} larger than {size[0]}×{size[1]}")
    for i, p in enumerate(found):
        if not p.fits:
            out.append(f"elided: {p.name}")
        if not area.adjusted(-slack, -slack, slack, slack).contains(p.rect):
            out.append(f"outside the view: {p.name} {_r(p.rect)} of {_r(area)}")
        for q in found[i + 1:]:
            if _related(p.item, q.item) or isinstance(p.item, Callout) \
                    or isinstance(q.item, Callout):
                continue  # a refusal's bubble lies over what it points at, by design
            if p.rect.adjusted(slack, slack, -slack, -slack).intersects(q.rect):
                out.append(f"overlap: {p.name} {_r(p.rect)} × {q.name} {_r(q.rect)}")
    return out


def _r(r: QRectF) -> str:
    return f"[{r.x():.0f},{r.y():.0f} {r.width():.0f}×{r.height():.0f}]"
