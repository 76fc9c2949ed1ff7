"""The hot-seat hand-over screen: "Pass to Berit — click when ready" over the whole table.

Why a widget over the view (not a scene item): it must hide everything, including any card
that is still mid-animation, and take every click and key until the right person has the
screen.  The table below is painted from the spectator view meanwhile, so even a glance
through a semi-transparent overlay could not show a hidden card.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ui.table import theme


class HandoverOverlay(QWidget):
    """Covers its parent while shown; a click, Enter or Space emits ``accepted``."""

    accepted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = parent
        self.name = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, name: str) -> None:
        self.name = name
        self.setGeometry(self._host.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def title(self) -> str:
        return self.tr("Pass to {name}").format(name=self.name)

    def subtitle(self) -> str:
        return self.tr("{name}, click when ready — your cards will be shown.").format(
            name=self.name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        host: QWidget | None = getattr(self, "_host", None)  # None while being torn down
        if host is not None and watched is host and event.type() == QEvent.Type.Resize:
            self.setGeometry(host.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        p.fillRect(rect, theme.felt_brush(rect))
        p.fillRect(rect, QColor(0, 0, 0, 110))
        w = min(rect.width() * 0.8, 640.0)
        h = min(rect.height() * 0.5, 260.0)
        box = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
        p.setBrush(QColor(10, 30, 18, 235))
        p.setPen(QPen(theme.PLATE_ACTIVE, 3))
        p.drawRoundedRect(box, 18, 18)
        scale = max(0.6, min(1.0, w / 640.0))
        p.setPen(theme.PLATE_ACTIVE)
        p.setFont(theme.font(40 * scale, bold=True))
        p.drawText(QRectF(box.left() + 20, box.top() + 30 * scale, box.width() - 40, 70 * scale),
                   Qt.AlignmentFlag.AlignCenter, self.title())
        p.setPen(theme.TEXT_LIGHT)
        p.setFont(theme.font(19 * scale))
        p.drawText(QRectF(box.left() + 30, box.top() + 110 * scale, box.width() - 60, 60 * scale),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.subtitle())
        p.setPen(theme.TEXT_DIM)
        p.setFont(theme.font(15 * scale, italic=True))
        p.drawText(QRectF(box.left() + 30, box.bottom() - 60 * scale, box.width() - 60, 40 * scale),
                   Qt.AlignmentFlag.AlignCenter,
                   self.tr("Everyone else: please look away."))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.accepted.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.accepted.emit()
        else:
            event.accept()  # swallow: nothing behind the screen may react
