"""The welcome page: one tile per game with its blurb, player count, a Play button and
"Learn to play (about 3 minutes)" (the guided game), ticked once finished.

Why it asks so little of the games: it is painted before any game's engine, card data or
table is imported (``catalog`` knows the names and seat ranges; ``engine_available`` only
looks whether the engine package is there).  The guided games are looked up right after the
first paint (``show_tutorials``): reading them needs the engine's core; until then their
buttons keep their place, hidden, so nothing moves when they appear.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ui import catalog
from ui.games import has_table
from ui.plain import plain_tooltip
from ui.table import theme

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings


class ElidedLabel(QLabel):
    """A one-line label that shortens its text with "…" instead of widening the window; the
    whole text stays in the tooltip.  Always plain text: it shows seat names."""

    def __init__(self, parent: QWidget | None = None, hide_empty: bool = False) -> None:
        super().__init__(parent)
        self._full = ""
        #: hidden while it has no text (a status bar label beside the prompt: no room taken)
        self.hide_empty = hide_empty
        if hide_empty:
            self.hide()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setMinimumWidth(40)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(plain_tooltip(text))
        self._elide()
        if self.hide_empty:
            self.setVisible(bool(text))

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight,
                                              max(10, self.width()))
        super().setText(shown)


class ElidedButton(QPushButton):
    """A button whose text shortens with "…" in a narrow tile instead of being cut off or
    widening the window; the whole text stays in its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(plain_tooltip(text))
        self._elide()

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        metrics = self.fontMetrics()
        # the style's padding and frame: what the button needs beside the text it shows
        frame = super().sizeHint().width() - metrics.horizontalAdvance(super().text())
        room = max(10, self.width() - max(0, frame))
        super().setText(metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, room))


class GameTile(QFrame):
    """One game on the welcome page: its name, one line about it, a Play button and the
    guided game's button with its tick."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName(f"tile_{key}")
        self.setProperty("tile", True)
        self.setMinimumSize(220, 190)
        self.setMaximumWidth(300)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 16)
        self.title = QLabel(catalog.info(key).title)
        self.title.setProperty("role", "tile_title")
        self.title.setWordWrap(True)
        # the tick of a finished guided game: in the tile's corner, beside the name
        self.tick = QLabel("\u2713")
        self.tick.setObjectName(f"learned_{key}")
        self.tick.setProperty("role", "tick")
        heading = QHBoxLayout()
        heading.addWidget(self.title, 1)
        heading.addWidget(self.tick, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(heading)
        self.players = QLabel()
        self.players.setProperty("role", "tile_players")
        layout.addWidget(self.players)
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.blurb.setProperty("role", "tile_blurb")
        layout.addWidget(self.blurb, 1)
        self.button = QPushButton()
        self.button.setObjectName(f"play_{key}")
        layout.addWidget(self.button)
        #: the id of the game's guided game, None while there is none (or not known yet)
        self.tutorial: str | None = None
        self.finished = False
        self.learn = ElidedButton()
        self.learn.setObjectName(f"learn_{key}")
        self.learn.setProperty("role", "learn")
        self.learn.setAutoDefault(True)  # Enter clicks it too, not only Space
        for widget in (self.learn, self.tick):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)  # no jump when the guided games are known
            widget.setSizePolicy(policy)
            widget.hide()
        layout.addWidget(self.learn)

    def show_tutorial(self, tutorial: str | None, finished: bool) -> None:
        """Offer the guided game ``tutorial`` (none: no button), ticked when ``finished``."""
        self.tutorial = tutorial
        self.finished = finished
        self.learn.setVisible(tutorial is not None and self.button.isEnabled())
        self.tick.setVisible(self.learn.isVisible() and finished)
        self._texts()

    def _texts(self) -> None:
        title = catalog.info(self.key).title
        self.learn.setText(self.tr("Learn to play (about 3 minutes)"))
        self.learn.setAccessibleName(
            self.tr("Learn to play {game} (about 3 minutes)").format(game=title))
        done = self.tr("Guided game finished")
        self.learn.setAccessibleDescription(done if self.finished else "")
        self.tick.setAccessibleName(done)
        self.tick.setToolTip(done)

    def retranslate(self) -> None:
        info = catalog.info(self.key)
        self.blurb.setText(catalog.tr(info.blurb))
        low = min(v.min_seats for v in info.variants)
        high = max(v.max_seats for v in info.variants)
        self.players.setText(self.tr("%n player(s)", "", high) if low == high
                             else self.tr("{low}–{high} players").format(low=low, high=high))
        ready = has_table(self.key) and catalog.engine_available(self.key)
        self.button.setEnabled(ready)
        self.button.setText(self.tr("Play") if ready else self.tr("Coming soon"))
        self._texts()


class WelcomePage(QWidget):
    """What the window shows before the first game: the four games, each one click away."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setProperty("role", "title")
        layout.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setProperty("role", "subtitle")
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch(1)
        self.tiles: list[GameTile] = []
        for g in catalog.entries():
            tile = GameTile(g.key)
            self.tiles.append(tile)
            row.addWidget(tile)
        row.addStretch(1)
        row.setSpacing(18)
        layout.addLayout(row)
        layout.addSpacing(24)
        self.button = QPushButton()
        self.button.setObjectName("welcome_new_game")
        self.button.setMinimumHeight(44)
        self.button.setMinimumWidth(260)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        px = theme.px  # pixel sizes that follow the system font (large text)
        self.setStyleSheet(
            "WelcomePage { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, "
            "fx:0.5, fy:0.4, stop:0 #2f7d4f, stop:1 #143d27); }"
            "QLabel { color: #f3efe0; }"
            f"QLabel[role='title'] {{ font-size: {px(44)}; font-weight: bold; }}"
            f"QLabel[role='subtitle'] {{ font-size: {px(16)}; }}"
            "QFrame[tile='true'] { background: rgba(10, 30, 18, 150); border: 1px solid "
            "rgba(243, 239, 224, 90); border-radius: 14px; }"
            f"QLabel[role='tile_title'] {{ font-size: {px(19)}; font-weight: bold; "
            "color: #f6d77a; }"
            f"QLabel[role='tile_players'] {{ font-size: {px(12)}; color: #cfe3d4; }}"
            f"QLabel[role='tile_blurb'] {{ font-size: {px(13)}; }}"
            f"QPushButton {{ font-size: {px(14)}; padding: 6px 18px; }}"
            f"QPushButton#welcome_new_game {{ font-size: {px(16)}; }}"
            f"QPushButton[role='learn'] {{ font-size: {px(13)}; padding: 4px 6px; "
            "color: #f6d77a; background: rgba(10, 30, 18, 60); "
            "border: 1px solid rgba(246, 215, 122, 150); border-radius: 6px; }"
            "QPushButton[role='learn']:hover { background: rgba(246, 215, 122, 40); }"
            "QPushButton[role='learn']:focus { border: 2px solid #f6d77a; }"
            f"QLabel[role='tick'] {{ font-size: {px(20)}; font-weight: bold; color: #9be7ae; }}"
        )
        #: the settings the ticks are read from (``show_tutorials``), None before
        self.settings: QSettings | None = None
        self.retranslate()

    def show_tutorials(self, settings: QSettings) -> None:
        """Give each game's tile its guided game (``engine.tutorials``) and its tick (finished,
        in ``settings``); again whenever the page is shown (a guided game finished since)."""
        from engine import tutorials
        from ui.tutorial import progress

        self.settings = settings
        for tile in self.tiles:
            tutorial = tutorials.for_game(tile.key)
            tile.show_tutorial(tutorial,
                               tutorial is not None and progress.finished(settings, tutorial))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.settings is not None:
            self.show_tutorials(self.settings)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Tabletop"))
        self.subtitle.setText(self.tr("Four card games at one computer — take turns with "
                                      "friends or play against the computer."))
        for tile in self.tiles:
            tile.retranslate()
        self.button.setText(self.tr("New game…"))
