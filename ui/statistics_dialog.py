"""Game → Statistics…: a game and variant on the left, its rows on the right.

Why a table with a chart column: a row per opponent kind (a computer level, a hot-seat player)
reads like a league table — played, won, lost, drawn, abandoned, win percentage, streaks,
scores — and the last 20 results as a small win/loss chart in the row itself show the form at
a glance, without a second widget to match up with the rows.  Numbers follow the UI locale.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui import statistics as st
from ui.statistics import ABANDONED, DRAWN, LOST, WON, Book, Record

#: colours of the chart and its legend
COLOURS = {WON: QColor("#2f9e44"), LOST: QColor("#d9480f"), DRAWN: QColor("#e6a817"),
           ABANDONED: QColor("#868e96")}
#: the role holding a row's recent outcomes ("WWLDA", oldest first)
RECENT_ROLE = Qt.ItemDataRole.UserRole + 1
COLUMNS = 12
CHART = COLUMNS - 1


def paint_outcome(painter: QPainter, rect: QRectF, code: str) -> None:
    """One result in a slot: a win up from the middle line, a loss down, a draw a square on
    the line, an abandoned game an empty square."""
    mid = rect.center().y()
    colour = COLOURS[code]
    if code == WON:
        painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), mid - rect.top()),
                         colour)
    elif code == LOST:
        painter.fillRect(QRectF(rect.left(), mid, rect.width(), rect.bottom() - mid), colour)
    else:
        side = min(rect.width(), rect.height() / 2)
        square = QRectF(rect.center().x() - side / 2, mid - side / 2, side, side)
        if code == DRAWN:
            painter.fillRect(square, colour)
        else:
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(square.adjusted(0.75, 0.75, -0.75, -0.75))


class RecentDelegate(QStyledItemDelegate):
    """Paints the "Last 20" cell: ``RECENT`` slots, the oldest result on the left."""

    SLOT = 8

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        recent = str(index.data(RECENT_ROLE) or "")
        rect = QRectF(option.rect).adjusted(6, 4, -6, -4)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(128, 128, 128, 110), 1))
        width = min(self.SLOT * st.RECENT, rect.width())
        mid = rect.center().y()
        painter.drawLine(QPointF(rect.left(), mid), QPointF(rect.left() + width, mid))
        slot = width / st.RECENT
        for i, code in enumerate(recent[-st.RECENT:]):
            paint_outcome(painter, QRectF(rect.left() + i * slot + 1, rect.top(),
                                          max(2.0, slot - 2), rect.height()), code)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(self.SLOT * st.RECENT + 12, 30)


class Legend(QWidget):
    """What the chart's marks mean, painted with the chart's own marks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels: dict[str, str] = {}
        self.caption = ""

    def set_texts(self, caption: str, labels: dict[str, str]) -> None:
        self.caption, self.labels = caption, labels
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        width = metrics.horizontalAdvance(self.caption) + 16 + sum(
            metrics.horizontalAdvance(t) + 34 for t in self.labels.values())
        return QSize(width, metrics.height() + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        height = self.height()
        x = 0.0
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(QRectF(0, 0, self.width(), height),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.caption)
        x += metrics.horizontalAdvance(self.caption) + 16
        mark = metrics.height() * 0.9
        for code, text in self.labels.items():
            painter.setPen(QPen(QColor(128, 128, 128, 110), 1))
            painter.drawLine(QPointF(x - 2, height / 2), QPointF(x + 11, height / 2))
            paint_outcome(painter, QRectF(x, (height - mark) / 2, 9, mark), code)
            x += 16
            painter.setPen(self.palette().color(self.foregroundRole()))
            painter.drawText(QRectF(x, 0, self.width() - x, height),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
            x += metrics.horizontalAdvance(text) + 20
        painter.end()


class StatisticsDialog(QDialog):
    """The statistics of every game and variant; "Reset this game…" asks first (No default).

    ``reset(key)`` is the window's: it forgets the game on disk and returns the book as it now
    is (``OSError`` when the file could not be written: the dialog says so, nothing changes).
    """

    def __init__(self, book: Book, current: str | None,
                 reset: Callable[[str], Book], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.book = Book()
        self._reset = reset
        self.games = QComboBox()
        self.games.setObjectName("statistics_games")
        self.games.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.games_label = QLabel()
        self.games_label.setBuddy(self.games)
        self.note = QLabel()
        self.note.setObjectName("statistics_note")
        self.table = QTableWidget(0, COLUMNS)
        self.table.setObjectName("statistics_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(34)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setItemDelegateForColumn(CHART, RecentDelegate(self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty = QLabel()
        self.empty.setObjectName("statistics_empty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table)
        self.pages.addWidget(self.empty)
        self.legend = Legend()
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset_statistics")
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.games_label)
        top.addWidget(self.games)
        top.addSpacing(16)
        top.addWidget(self.note)
        top.addStretch()
        bottom = QHBoxLayout()
        bottom.addWidget(self.reset_button)
        bottom.addStretch()
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.legend)
        layout.addLayout(bottom)
        self.games.currentIndexChanged.connect(lambda _row: self.refresh())
        self.show_book(book, current)
        self.retranslate()
        self.resize(980, 420)

    def show_book(self, book: Book, current: str | None) -> None:
        """Show ``book``, with ``current`` (a game key) chosen — or the first game that has
        results."""
        self.book = book
        keys = st.game_keys()
        keys += [k for k in book.games if k not in keys and book.games[k]]  # a newer version's
        self.games.blockSignals(True)
        self.games.clear()
        for key in keys:
            self.games.addItem(st.game_title(key), key)
        start = keys.index(current) if current in keys else next(
            (i for i, k in enumerate(keys) if book.rows(k)), 0)
        self.games.setCurrentIndex(start)
        self.games.blockSignals(False)
        self.refresh()

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.games_label.setText(self.tr("&Game:"))
        for i in range(self.games.count()):
            self.games.setItemText(i, st.game_title(str(self.games.itemData(i))))
        # two-line headers where a translation may run long: the table fits 1024 px
        heads = [self.tr("Opponents"), self.tr("Played"), self.tr("Won"), self.tr("Lost"),
                 self.tr("Drawn"), self.tr("Abandoned"), self.tr("Win %"),
                 self.tr("Streak"), self.tr("Best\nstreak"), self.tr("Best\nscore"),
                 self.tr("Average\nscore"), self.tr("Last 20")]
        tips = {7: self.tr("Games won in a row, up to the latest"),
                5: self.tr("Games left unfinished; not counted as lost"),
                CHART: self.tr("The last 20 results, the oldest on the left")}
        for column, text in enumerate(heads):
            item = QTableWidgetItem(text)
            item.setToolTip(tips.get(column, ""))
            self.table.setHorizontalHeaderItem(column, item)
        self.empty.setText(self.tr("No games counted yet. Finished games against the "
                                   "computer or between people appear here; practice games "
                                   "do not count."))
        self.reset_button.setText(self.tr("&Reset this game…"))
        self.legend.set_texts(self.tr("Last 20 games:"),
                              {WON: self.tr("Won"), LOST: self.tr("Lost"),
                               DRAWN: self.tr("Drawn"), ABANDONED: self.tr("Abandoned")})
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ contents
    def current_key(self) -> str:
        key = self.games.currentData()
        return str(key) if key is not None else ""

    def refresh(self) -> None:
        """Show the chosen game's rows (or a line saying there are none yet)."""
        key = self.current_key()
        rows = self.book.rows(key)
        self.note.setText(st.score_note(key))
        self.note.setVisible(bool(rows) and bool(self.note.text()))
        self.reset_button.setEnabled(bool(rows))
        self.legend.setVisible(bool(rows))
        self.pages.setCurrentWidget(self.table if rows else self.empty)
        order = st.row_order(rows)
        self.table.setRowCount(len(order))
        for r, row in enumerate(order):
            for column, item in enumerate(self._cells(row, rows[row])):
                self.table.setItem(r, column, item)

    def _cells(self, row: str, record: Record) -> list[QTableWidgetItem]:
        locale = QLocale()
        dash = "–"
        rate, average = record.win_percent(), record.average()
        texts = [st.row_title(row)] + [locale.toString(n) for n in (
            record.played, record.won, record.lost, record.drawn, record.abandoned)] + [
            st.percent(rate) if rate is not None else dash,
            locale.toString(record.streak), locale.toString(record.best_streak),
            st.number(record.best_score) if record.best_score is not None else dash,
            st.number(average) if average is not None else dash, ""]
        items = []
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if 0 < column < CHART:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        chart = items[CHART]
        chart.setData(RECENT_ROLE, "".join(record.recent))
        chart.setToolTip(", ".join(st.outcome_name(c) for c in record.recent))
        return items

    # ------------------------------------------------------------------ reset
    def ask_reset(self) -> None:
        """Forget the chosen game's statistics, after a Yes (No is the default)."""
        key = self.current_key()
        if not self.book.rows(key):
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"), "",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(self.tr("Reset the statistics of {game}?").format(game=st.game_title(key)))
        box.setInformativeText(self.tr("Every result of this game and variant is removed, "
                                       "against every opponent. This cannot be undone."))
        box.setObjectName("reset_statistics_box")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        answer = box.exec()
        box.deleteLater()
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.book = self._reset(key)
        except OSError as err:
            failed = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset statistics"), "",
                                 QMessageBox.StandardButton.Ok, self)
            failed.setTextFormat(Qt.TextFormat.PlainText)
            failed.setText(self.tr("The statistics could not be saved: {error}").format(
                error=err.strerror or str(err)))
            failed.setObjectName("statistics_write_failed")
            failed.exec()
            failed.deleteLater()
        self.refresh()
