"""Riftforce card faces painted from data: elementals (number, guild, damage) and summoners.

Why a top strip holds everything: on the board a line's cards overlap and only each card's top
strip shows, so number, guild icon, damage and the life bar all live in the top 80 units of a
150 × 212 card; the rest is decoration (a big icon, the guild name).  The faces are frozen
dataclasses, so a change of damage is a new face and the card item repaints.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QTextOption

from engine.riftforce.cards import guild_of, number_of
from ui.games.riftforce import guilds
from ui.table import theme
from ui.table.cards import CardFace, card_path

#: height (in unscaled card units) of the strip that stays visible when cards overlap
STRIP = 80.0
LETHAL = QColor("#e01b24")
DAMAGE = QColor("#c4161c")
SOURCE = QColor("#35d0ff")


def _tint(base: QColor, amount: float) -> QColor:
    """``theme.CARD_PAPER`` mixed with ``amount`` of ``base``."""
    paper = theme.CARD_PAPER
    return QColor(
        round(paper.red() * (1 - amount) + base.red() * amount),
        round(paper.green() * (1 - amount) + base.green() * amount),
        round(paper.blue() * (1 - amount) + base.blue() * amount),
    )


def _shadow_text(p: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str,
                 colour: QColor, offset: float) -> None:
    p.setPen(QColor(0, 0, 0, 150))
    p.drawText(rect.translated(offset, offset), flags, text)
    p.setPen(colour)
    p.drawText(rect, flags, text)


@dataclass(frozen=True)
class ElementalFace(CardFace):
    """An elemental: ``damage`` on it, ``source`` while its ability resolves."""

    card: int = 0
    damage: int = 0
    source: bool = False
    #: the place in this Activate action's order (1–3), 0 = not activated.  Painted inside
    #: the strip (instead of the icon): a badge on the card's corner covered the
    #: neighbouring column of a long line
    order: int = 0

    @property
    def guild(self) -> str:
        return guild_of(self.card)

    @property
    def number(self) -> int:
        return number_of(self.card)

    @property
    def lethal(self) -> bool:
        return self.damage >= self.number

    def paint_on(self, p: QPainter, rect: QRectF) -> None:
        s = rect.width() / theme.CARD_W
        col = guilds.colour(self.guild)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = card_path(rect, theme.CARD_RADIUS * s)
        p.fillPath(path, _tint(col, 0.16))
        p.save()
        p.setClipPath(path)
        header = QRectF(rect.left(), rect.top(), rect.width(), 62 * s)
        p.fillRect(header, col)
        # big faint icon in the body
        body = QRectF(rect.left() + 25 * s, rect.top() + 88 * s, 100 * s, 84 * s)
        guilds.paint_icon(p, self.guild, body, _tint(col, 0.45))
        p.restore()
        # number (life) top left, icon top right
        p.setFont(theme.font(48 * s, bold=True))
        _shadow_text(p, QRectF(rect.left() + 8 * s, rect.top() + 2 * s, 52 * s, 60 * s),
                     Qt.AlignmentFlag.AlignCenter, str(self.number), QColor("white"), 2 * s)
        icon_box = QRectF(rect.right() - 56 * s, rect.top() + 7 * s, 48 * s, 48 * s)
        if self.order:
            # activated in this action: its place in the order where the icon was (the
            # elementals were just chosen by guild or number, so the icon can step aside)
            p.setPen(QPen(QColor("#2a241b"), 2.0 * s))
            p.setBrush(theme.WINNER)
            p.drawEllipse(icon_box)
            p.setFont(theme.font(34 * s, bold=True))
            p.setPen(QColor("#2a241b"))
            p.drawText(icon_box, Qt.AlignmentFlag.AlignCenter, str(self.order))
        else:
            guilds.paint_icon(p, self.guild, icon_box, QColor("white"), QColor(0, 0, 0, 120))
        # damage: a red badge with the number of damage points
        if self.damage > 0:
            c = QPointF(rect.left() + 76 * s, rect.top() + 31 * s)
            r = 20 * s
            p.setPen(QPen(QColor("white"), 2.5 * s))
            p.setBrush(DAMAGE)
            p.drawEllipse(c, r, r)
            p.setFont(theme.font(24 * s, bold=True))
            p.setPen(QColor("white"))
            p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                       str(self.damage))
        # life bar: one segment per life point, damaged ones red (from the right)
        n = self.number
        bar = QRectF(rect.left() + 8 * s, rect.top() + 66 * s, rect.width() - 16 * s, 11 * s)
        gap = 2.5 * s
        w = (bar.width() - gap * (n - 1)) / n
        for i in range(n):
            seg = QRectF(bar.left() + i * (w + gap), bar.top(), w, bar.height())
            hurt = i >= n - self.damage
            p.setPen(QPen(QColor(0, 0, 0, 110), 1.0 * s))
            p.setBrush(DAMAGE if hurt else theme.HEALTH[0])
            p.drawRoundedRect(seg, 2.5 * s, 2.5 * s)
        # guild name at the bottom
        f = theme.font(16 * s, bold=True)
        p.setFont(f)
        p.setPen(col.darker(160))
        label = QFontMetricsF(f).elidedText(guilds.name(self.guild), Qt.TextElideMode.ElideRight,
                                            rect.width() - 16 * s)
        p.drawText(QRectF(rect.left() + 8 * s, rect.bottom() - 34 * s, rect.width() - 16 * s,
                          26 * s), Qt.AlignmentFlag.AlignCenter, label)
        # frame; destroyed-to-be (lethal) cards get a red cross, the resolving one a blue frame
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(col.darker(150), 2.0 * s))
        p.drawPath(path)
        if self.lethal:
            p.setPen(QPen(LETHAL, 7 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            inner = rect.adjusted(16 * s, 16 * s, -16 * s, -16 * s)
            p.drawLine(inner.topLeft(), inner.bottomRight())
            p.drawLine(inner.topRight(), inner.bottomLeft())
            p.setPen(QPen(LETHAL, 5 * s))
            p.drawPath(card_path(rect.adjusted(2 * s, 2 * s, -2 * s, -2 * s),
                                 (theme.CARD_RADIUS - 2) * s))
        if self.source:
            p.setPen(QPen(SOURCE, 6 * s))
            p.drawPath(card_path(rect.adjusted(3 * s, 3 * s, -3 * s, -3 * s),
                                 (theme.CARD_RADIUS - 3) * s))
        p.restore()


def elemental_face(card: int, damage: int = 0, source: bool = False,
                   order: int = 0) -> ElementalFace:
    return ElementalFace(title=guilds.name(guild_of(card)), card=card, damage=damage,
                         source=source, order=order)


@dataclass(frozen=True)
class SummonerFace(CardFace):
    """A summoner card: the guild's icon, name and ability text (in the current language)."""

    guild: str = "fire"

    #: below this many pixels on screen the full text gives way to the gist (the pool's
    #: cards in the draft are at 9.5 or more and keep their full text)
    GIST_BELOW_PX = 9.0
    MIN_SCREEN_PX = 10.0

    def body_text(self, body: QRectF, s: float, screen: float) -> tuple[str, float]:
        """(text, size) of the ability in ``body`` when drawn at ``screen`` device pixels per
        unit: the full text, or the guild's gist, at least ten pixels high where it fits, when
        the full text would be unreadable (the small dealt and picked cards of the draft at
        1280 × 800 were about eight pixels; the card's tooltip has the whole text)."""
        def fit(text: str, start: float) -> float:
            size = start
            while size > 9 * s:
                need = QFontMetricsF(theme.font(size)).boundingRect(
                    body, int(Qt.TextFlag.TextWordWrap), text)
                if need.height() <= body.height():
                    break
                size -= 0.5 * s
            return size

        size = fit(self.centre, 15.0 * s)
        if size * screen >= self.GIST_BELOW_PX or self.guild not in guilds.GISTS:
            return self.centre, size
        gist = guilds.gist(self.guild)
        return gist, fit(gist, max(15.0 * s,
                                   self.MIN_SCREEN_PX * theme.text_scale() / max(screen, 0.01)))

    def paint_on(self, p: QPainter, rect: QRectF) -> None:
        s = rect.width() / theme.CARD_W
        col = guilds.colour(self.guild)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = card_path(rect, theme.CARD_RADIUS * s)
        p.fillPath(path, _tint(col, 0.12))
        p.save()
        p.setClipPath(path)
        header = QRectF(rect.left(), rect.top(), rect.width(), 56 * s)
        p.fillRect(header, col)
        p.restore()
        guilds.paint_icon(p, self.guild, QRectF(rect.left() + 8 * s, rect.top() + 8 * s,
                                                40 * s, 40 * s), QColor("white"),
                          QColor(0, 0, 0, 120))
        avail = rect.width() - 60 * s
        size = 17.0 * s
        while size > 11 * s and QFontMetricsF(theme.font(size, True)).horizontalAdvance(
                self.title) > avail:
            size -= 0.5 * s
        f = theme.font(size, bold=True)
        p.setFont(f)
        title = QFontMetricsF(f).elidedText(self.title, Qt.TextElideMode.ElideRight, avail)
        _shadow_text(p, QRectF(rect.left() + 54 * s, rect.top() + 4 * s, rect.width() - 60 * s,
                               30 * s), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     title, QColor("white"), 1.5 * s)
        p.setFont(theme.font(11 * s, italic=True))
        p.setPen(QColor(255, 255, 255, 230))
        p.drawText(QRectF(rect.left() + 54 * s, rect.top() + 30 * s, rect.width() - 60 * s,
                          20 * s), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.kind)
        # ability text, shrunk until it fits the body
        body = QRectF(rect.left() + 9 * s, rect.top() + 64 * s, rect.width() - 18 * s,
                      rect.height() - 96 * s)
        opt = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        opt.setWrapMode(QTextOption.WrapMode.WordWrap)
        t = p.worldTransform()
        text, size = self.body_text(body, s, math.hypot(t.m11(), t.m12()))
        p.setFont(theme.font(size))
        p.setPen(theme.CARD_TEXT)
        p.drawText(body, text, opt)
        if self.footer:
            p.setFont(theme.font(11 * s, italic=True))
            p.setPen(theme.CARD_MUTED)
            p.drawText(QRectF(rect.left() + 8 * s, rect.bottom() - 28 * s, rect.width() - 16 * s,
                              22 * s), Qt.AlignmentFlag.AlignCenter, self.footer)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(col.darker(150), 2.0 * s))
        p.drawPath(path)
        p.restore()


def summoner_face(guild: str, kind: str, footer: str) -> SummonerFace:
    return SummonerFace(title=guilds.name(guild), kind=kind, centre=guilds.ability(guild),
                        footer=footer, guild=guild)
