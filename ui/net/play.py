"""Game → Host a table… / Join a table… / Invite…: play across computers in the main window.

Why one controller: hosting and joining touch the window in the same few places — the menu,
starting a game (``window.start``), the table's felt (the waiting strip, refusals) and its
closing — and the window should not grow a branch for each.  ``NetPlay`` owns the network
objects of the running game (a ``Hosting`` with its listeners and its announcement, or a
``GuestClient``) and puts them away with the game.

Hosting: the New Game dialog in its network mode; the game starts on the host's table at once
but waits (a guard refuses moves, computers do not think) until every seat of a person at
another computer is taken and the host presses "Start the game" in the invite panel.  The
invite is a code (``net.invite``), a QR picture, and the table announced on the local network.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from engine import games
from engine.core import QT_TRANSLATE_NOOP, IllegalAction
from net import invite, protocol
from ui import menus
from ui.net import refusals

if TYPE_CHECKING:
    from ui.main_window import MainWindow
    from ui.net.guest_client import GuestClient
    from ui.net.hosting import Hosting
    from ui.net.invite_panel import InvitePanel
    from ui.net.join_dialog import JoinDialog
    from ui.net.waiting import WaitingBanner
    from ui.session import Session

#: the port a host listens on first (so a reopened game is found at the same address)
PORT = 47147
NOT_STARTED = QT_TRANSLATE_NOOP("engine", "The game starts when everyone has joined.")


def tr(text: str) -> str:
    return QCoreApplication.translate("NetPlay", text)


class NetPlay(QObject):
    """The window's play across computers; see the module docstring."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.hosting: Hosting | None = None
        self.client: GuestClient | None = None
        self.panel: InvitePanel | None = None
        self.dialog: JoinDialog | None = None
        self.banner: WaitingBanner | None = None
        self.code = ""
        self._announcer: Any = None
        self._browser: Any = None
        self._listeners: list[Any] = []
        self.host_action: QAction | None = None
        #: the seat the waiting strip is about
        self._banner_seat = -1

    # ------------------------------------------------------------------ menu
    def build_actions(self, menu: QMenu) -> None:
        self.host_action = menus.action(self, menu, self.host_dialog, None, "host_table")
        self.join_action = menus.action(self, menu, self.join_dialog, None, "join_table")
        self.invite_action = menus.action(self, menu, self.show_invite, None, "invite")
        self.retranslate()

    def retranslate(self) -> None:
        if self.host_action is None:
            return
        self.host_action.setText(tr("&Host a table…"))
        self.join_action.setText(tr("&Join a table…"))
        self.invite_action.setText(tr("&Invite…"))
        self.invite_action.setEnabled(self.hosting is not None)

    # ------------------------------------------------------------------ hosting
    def host_dialog(self) -> None:
        from ui.new_game_dialog import NewGameDialog

        w = self.window
        dialog = NewGameDialog(w.settings, w, w.seat_names(), network=True)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or not w.confirm_abandon():
            return
        self.host(dialog.config())

    def host(self, config: Any, port: int = PORT, address: str = "0.0.0.0") -> Session | None:
        """Start ``config`` as a hosted game: its seats for people at other computers wait."""
        self.window.before_start = lambda session, table: self._hosting(session, port, address)
        return self.window.start(config)

    def rehost(self, session: Session) -> None:
        """A hosted game reopened from its save: host it again at the port it had; its guests
        rejoin with their invite (their apps dial again by themselves)."""
        port = session.net_meta.get("port") or PORT
        self._hosting(session, int(port), "0.0.0.0", waiting=True)

    def _hosting(self, session: Session, port: int, address: str,
                 waiting: bool = False) -> None:
        from ui.net.hosting import Hosting
        from ui.net.websocket import WsListener

        self.close()
        host_name = session.seats[session.human_seats[0]].name if session.human_seats else ""
        table_id = str(session.net_meta.get("table") or invite.new_table_id())
        session.net_meta.setdefault("table", table_id)
        hosting = Hosting(session, host_name=host_name, table_id=table_id,
                          wait_s=self.wait_seconds(), parent=self)
        listener = _listen(WsListener, address, port)
        hosting.listen(listener)
        self._listeners.append(listener)
        session.net_meta = {**hosting.table.keys(), "port": _port(listener.address)}
        self.hosting = hosting
        hosting.news.connect(self._host_news)
        hosting.overdue.connect(self._overdue)
        self.code = invite.make_code(invite.Invite(
            table_id, protocol.PROTOCOL, tuple(self._addresses(listener.address))))
        self._announce(session, _port(listener.address))
        if not waiting:
            session.guard = _wait_for_everyone
            self.show_invite()
        self.retranslate()

    def _addresses(self, listening: str) -> list[str]:
        from ui.net.discovery import lan_addresses

        port = _port(listening)
        found = [f"ws://{ip}:{port}" for ip in lan_addresses()]
        return found or [listening.replace("0.0.0.0", "127.0.0.1")]

    def _announce(self, session: Session, port: int) -> None:
        from ui.net import discovery

        try:
            self._announcer = discovery.Announcer(
                tr("{name}'s table").format(name=self.hosting.table.host_name if self.hosting
                                            else ""), port, self._properties(session))
        except Exception:
            self._announcer = None

    def _properties(self, session: Session) -> dict[str, str]:
        from ui.net import discovery

        table = self.hosting.table if self.hosting is not None else None
        return {discovery.GAME: session.game_name,
                discovery.HOST: table.host_name if table else "",
                discovery.TABLE: table.table_id if table else "",
                discovery.PROTOCOL: str(protocol.PROTOCOL),
                discovery.FREE: str(len(table.free_seats()) if table else 0)}

    def show_invite(self) -> None:
        """The invite panel: the code, its QR picture, the seats and who has joined."""
        from ui.net.invite_panel import InvitePanel
        from ui.net.qr import qr_image

        if self.hosting is None:
            return
        if self.panel is None:
            self.panel = InvitePanel(self.window)
            self.panel.start_requested.connect(self._begin)
            self.panel.cancelled.connect(self._cancel_hosting)
        session = self.hosting.session
        self.panel.set_table(games.info(session.game_name).title, self.hosting.table.host_name)
        self.panel.set_invite(self.code)
        self.panel.set_qr(qr_image(self.code))
        self.panel.set_playing(session.guard is not _wait_for_everyone)
        self._seat_rows()
        self.panel.show()
        self.panel.raise_()

    def _seat_rows(self) -> None:
        from ui.net.invite_panel import SeatRow

        if self.panel is None or self.hosting is None:
            return
        rows = []
        for seat in self.hosting.table.seats:
            kind = {"human": "here", "computer": "computer"}.get(seat.kind, "remote")
            state = ("waiting" if seat.peer is None else
                     "joined" if seat.peer.link is not None else "disconnected")
            rows.append(SeatRow(seat.name, kind, state))
        self.panel.set_seats(rows, len(self.hosting.table.spectators))

    def _begin(self) -> None:
        """Everyone has joined and the host pressed Start: play begins."""
        if self.hosting is None:
            return
        session = self.hosting.session
        if session.guard is _wait_for_everyone:
            session.guard = None
        if self.panel is not None:
            self.panel.set_playing(True)
            self.panel.hide()
        session.changed.emit()
        session.ask_seat_to_act()

    def _cancel_hosting(self) -> None:
        if self.hosting is not None and self.hosting.session.guard is _wait_for_everyone:
            self.close()
            self.window.show_welcome()

    def _host_news(self, what: str, seat: int) -> None:
        self._seat_rows()
        if self._announcer is not None and self.hosting is not None:
            with contextlib.suppress(Exception):
                self._announcer.update(self._properties(self.hosting.session))
        if self.hosting is not None:
            name = self.hosting.table.seats[seat].name
            self._show_news(what, name, self.hosting.table.wait_s, host=True, seat=seat)

    def _overdue(self, seat: int) -> None:
        banner = self._banner()
        if banner is not None and self.hosting is not None:
            banner.set_levels(self._levels(), "normal")
            self._banner_seat = seat

    def wait_seconds(self) -> float:
        value = self.window.settings.value("net/wait", 120)
        try:
            return max(10.0, float(str(value)))
        except (TypeError, ValueError):
            return 120.0

    def _levels(self) -> list[tuple[str, str]]:
        from ui import catalog

        if self.hosting is None:
            return []
        name = self.hosting.session.game_name
        return [(level, catalog.level_label(level)) for level in games.info(name).levels]

    # ------------------------------------------------------------------ the waiting strip
    def _banner(self) -> WaitingBanner | None:
        from ui.net.waiting import WaitingBanner

        table = self.window.table
        if table is None:
            return None
        if self.banner is None or self.banner.parent() is not table:
            self.banner = WaitingBanner(table)
            self.banner.replace_requested.connect(self._replace)
            self.banner.wait_longer.connect(self._wait_longer)
            column = getattr(table, "column", None)
            if column is not None:
                column.insertWidget(0, self.banner)
        return self.banner

    def _show_news(self, what: str, name: str, left: float, host: bool = False,
                   seat: int = -1) -> None:
        banner = self._banner()
        if banner is None:
            return
        banner.host = host
        if seat >= 0:
            self._banner_seat = seat
        if what == "waiting":
            banner.start(name, max(0, int(left)))
        elif what in ("back", "person"):
            banner.back(name)
        # "joined" (a seat taken the first time) is not a return: the invite panel lists it,
        # and the strip saying "Bo is back." to Bo himself as he sits down would be wrong
        elif what == "computer":
            banner.stop()
            self.window.show_message(refusals.seat_replaced(""))

    def _replace(self, level: str) -> None:
        banner = self.banner
        if self.hosting is not None and banner is not None:
            self.hosting.replace(self._banner_seat, level)
            banner.stop()

    def _wait_longer(self) -> None:
        banner = self.banner
        if self.hosting is not None and banner is not None:
            self.hosting.wait_longer(self._banner_seat)

    # ------------------------------------------------------------------ joining
    def join_dialog(self) -> None:
        """Tables on the local network, or an invite code; then a seat by name."""
        from ui.net.join_dialog import JoinDialog

        if self.dialog is None:
            self.dialog = JoinDialog(self.window)
            self.dialog.join_requested.connect(self._join)
            self.dialog.seat_chosen.connect(self._sit)
            self.dialog.connect_cancelled.connect(self._stop_client)
            self.dialog.cancelled.connect(self._stop_browsing)
        self._browse()
        self.dialog.show()
        self.dialog.raise_()

    def _browse(self) -> None:
        from ui.net import discovery
        from ui.net.join_dialog import JoinTarget

        if self._browser is not None:
            return
        try:
            self._browser = discovery.Browser(parent=self)
        except Exception:
            return
        dialog = self.dialog

        def found(info: Any) -> None:
            if dialog is not None and info.addresses:
                title = games.info(info.game).title if info.game in games.names() else info.game
                dialog.add_table(JoinTarget(info.table_id, info.host, title, info.free,
                                            info.addresses[0]))

        self._browser.found.connect(found)
        if dialog is not None:
            self._browser.gone.connect(dialog.remove_table)

    def _stop_browsing(self) -> None:
        if self._browser is not None:
            self._browser.close()
            self._browser = None

    def _join(self, where: str, table_id: str) -> None:
        """Connect to ``where`` (an address, or an invite code) and ask for its seats."""
        from ui.net.guest_client import GuestClient
        from ui.net.websocket import WsDialer

        address, table = where, table_id
        if not where.startswith("ws://"):
            try:
                code = invite.read_code(where)
            except ValueError:
                self._error(refusals.bad_invite())
                return
            table = code.table_id
            address = code.addresses[0] if code.addresses else self._found_address(table)
            if not address:
                self._error(refusals.host_unreachable())
                return
        self._stop_client()
        name = self.window.seat_names()[0]
        client = GuestClient(WsDialer().dial, address, name=name, table=table, parent=self)
        client.seatsListed.connect(self._seats_listed)
        client.seated.connect(self._seated)
        client.refusedConnection.connect(self._refused)
        client.unreachable.connect(lambda _reason: self._error(refusals.host_unreachable()))
        client.news.connect(self._guest_news)
        client.lost.connect(lambda: self._lost(True))
        client.back.connect(lambda: self._lost(False))
        self.client = client
        if self.dialog is not None:
            self.dialog.show_connecting(address)
        client.connect_to_host()

    def _found_address(self, table_id: str) -> str:
        tables = getattr(self._browser, "tables", {}) if self._browser is not None else {}
        for info in tables.values():
            if info.table_id == table_id and info.addresses:
                return str(info.addresses[0])
        return ""

    def _seats_listed(self, message: dict[str, Any]) -> None:
        from ui.net.join_dialog import SeatChoice

        if not protocol.compatible(message):
            self._refused(protocol.VERSION, {"host_app": message.get("app", "?"),
                                             "host_rules": message.get("rules", "?")})
            return
        seats = [SeatChoice(int(s["index"]), str(s["name"]), bool(s["free"]))
                 for s in message.get("seats", []) if isinstance(s, dict)]
        game = str(message.get("game", ""))
        if self.dialog is not None:
            title = games.info(game).title if game in games.names() else game
            self.dialog.show_seats(seats, title)

    def _sit(self, seat: int, name: str) -> None:
        if self.client is not None:
            self.client.sit(seat, name)

    def _seated(self, session: Session) -> None:
        from ui.new_game_dialog import GameConfig

        if self.dialog is not None:
            self.dialog.accept()
        self._stop_browsing()
        if not self.window.confirm_abandon():
            self._stop_client()
            return
        client = self.client
        config = GameConfig(session.game_name, dict(session.options), None,
                            list(session.seats))
        started = self.window.start(config, made=session)
        if started is not None and client is not None:
            started.refusedRemotely.connect(self._refused_move)  # type: ignore[attr-defined]
            self.client = client
        self.retranslate()

    def _refused_move(self, message: str, params: dict[str, Any]) -> None:
        table = self.window.table
        text = QCoreApplication.translate("engine", message)
        with contextlib.suppress(KeyError, IndexError, ValueError):
            text = text.format(**params)
        if table is not None:
            table.refuse(text)

    def _refused(self, why: str, params: dict[str, Any]) -> None:
        text = refusal_text(why, params)
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.show_error(text)
        else:
            QMessageBox.warning(self.window, tr("Join a table"), text)
        self._stop_client()

    def _error(self, text: str) -> None:
        if self.dialog is not None:
            self.dialog.show_error(text)

    def _guest_news(self, message: dict[str, Any]) -> None:
        left = message.get("left")
        self._show_news(str(message.get("what", "")), str(message.get("name", "")),
                        float(left) if isinstance(left, int | float) else 0.0)

    def _lost(self, lost: bool) -> None:
        banner = self._banner()
        if banner is not None:
            if lost:
                banner.notice(refusals.connection_lost())
            else:
                banner.back(refusals.reconnected())

    def _stop_client(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client.deleteLater()
            self.client = None

    # ------------------------------------------------------------------ the end
    def close(self) -> None:
        """Put away this game's network objects (a new game, the window closing)."""
        self._stop_client()
        if self.hosting is not None:
            self.hosting.close()
            self.hosting.deleteLater()
            self.hosting = None
        for listener in self._listeners:
            listener.close()
        self._listeners.clear()
        if self._announcer is not None:
            self._announcer.close()
            self._announcer = None
        if self.panel is not None:
            self.panel.hide()
        self.banner = None
        self.retranslate()


def _wait_for_everyone(action: Any) -> None:
    raise IllegalAction(NOT_STARTED)


def _listen(make: Any, address: str, port: int) -> Any:
    """A listener at ``port``, or at any free port when that one is taken."""
    try:
        return make(address, port)
    except OSError:
        return make(address, 0)


def _port(address: str) -> int:
    return int(address.rsplit(":", 1)[-1])


def refusal_text(why: str, params: dict[str, Any]) -> str:
    """A host's refusal of the connection, in the UI language."""
    mine = protocol.versions()
    if why == protocol.VERSION:
        # the host echoes what this app said it runs (the versions it compared)
        return refusals.version_mismatch(str(params.get("host_app", "?")),
                                         str(params.get("host_rules", "?")),
                                         str(params.get("guest_app", mine["app"])),
                                         str(params.get("guest_rules", mine["rules"])))
    if why == protocol.TAKEN:
        return refusals.seat_taken(str(params.get("seat", "")))
    if why == protocol.FULL:
        return refusals.table_full()
    if why in (protocol.TOKEN, protocol.TABLE):
        return refusals.bad_invite()
    return refusals.host_closed()

