"""Game → Join a table…: find a table, connect, take a seat, play on the host's game.

Why apart from hosting (``ui.net.play``): a guest's side has its own objects — the tables
found on the local network (``discovery.Browser``), the join dialog and the connection
(``GuestClient``) — and its own answers: the host's refusals, its news, a lost link and a
spectator's finished game.  The waiting strip on the felt is the window's controller's, shared
with the host's side.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox

from engine import games
from net import invite, protocol
from ui.net import refusals

if TYPE_CHECKING:
    from ui.main_window import MainWindow
    from ui.net.guest_client import GuestClient
    from ui.net.join_dialog import JoinDialog
    from ui.net.play import NetPlay
    from ui.session import Session


class Joining(QObject):
    """The guest's side of the window's play across computers."""

    def __init__(self, window: MainWindow, net: NetPlay) -> None:
        super().__init__(net)
        self.window, self.net = window, net
        self.client: GuestClient | None = None
        self.dialog: JoinDialog | None = None
        self._browser: Any = None
        #: the last join asked for: (address or invite code, table id)
        self._where = ("", "")

    def join_dialog(self) -> None:
        """Tables on the local network, or an invite code; then a seat by name."""
        from ui.net.join_dialog import JoinDialog

        if self.dialog is None:
            self.dialog = JoinDialog(self.window)
            self.dialog.join_requested.connect(self._join)
            self.dialog.seat_chosen.connect(self._sit)
            self.dialog.connect_cancelled.connect(self.stop_client)
            self.dialog.cancelled.connect(self.stop_browsing)
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

    def stop_browsing(self) -> None:
        if self._browser is not None:
            self._browser.close()
            self._browser = None

    def _join(self, where: str, table_id: str) -> None:
        """Connect to ``where`` (an address, or an invite code) and ask for its seats."""
        from ui.net.guest_client import GuestClient

        address, table, ticket = where, table_id, None
        if not where.startswith("ws://"):
            try:
                code = invite.read_code(where)
            except ValueError:
                self._error(refusals.bad_invite())
                return
            table, ticket = code.table_id, code.ticket
            address = code.addresses[0] if code.addresses else self._found_address(table)
            if not address and not ticket:
                self._error(refusals.host_unreachable())
                return
        self.stop_client()
        name = self.window.seat_names()[0]
        dial = FallbackDial(address, ticket)
        client = GuestClient(dial, address or str(ticket), name=name, table=table, parent=self)
        self._where = (where, table)
        token = self._remembered(table)
        if token:  # this app sat at the table before (it closed, or crashed): back in the seat
            client.mirror.token = token
        client.destroyed.connect(dial.close)
        client.seatsListed.connect(self._seats_listed)
        client.seated.connect(self._seated)
        client.refusedConnection.connect(self._refused)
        client.unreachable.connect(lambda _reason: self._error(refusals.host_unreachable()))
        client.news.connect(self._guest_news)
        client.finalState.connect(self._final)
        client.lost.connect(lambda: self._lost(True))
        client.back.connect(lambda: self._lost(False))
        self.client = client
        if self.dialog is not None:
            self.dialog.show_connecting(address)
        client.connect_to_host()

    # ------------------------------------------------------------------ a seat to come back to
    def _remembered(self, table: str) -> str:
        """The token of this app's seat at ``table`` ("" when none): kept in the settings
        from sitting down until the game is over, so a guest whose app closed or crashed
        joins with the same invite straight back into its seat — the host waited for it, or
        gives it back from the computer that played it meanwhile."""
        if not table.isalnum():  # a table id (invites, discovery); nothing for a bare address
            return ""
        return str(self.window.settings.value(f"net/seats/{table}", "") or "")

    def _remember(self, table: str, token: str) -> None:
        if not table.isalnum():
            return
        if token:
            self.window.settings.setValue(f"net/seats/{table}", token)
        else:
            self.window.settings.remove(f"net/seats/{table}")
        self.window.settings.sync()

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
        self.stop_browsing()
        if not self.window.confirm_abandon():
            self.stop_client()
            return
        client = self.client
        table = self._where[1]
        if client is not None and client.mirror.seat is not None and client.mirror.token:
            self._remember(table, client.mirror.token)
            session.gameOver.connect(lambda: self._remember(table, ""))
        # the window's game, as a game made here: it goes when the window puts it away, not
        # when the connection is closed under it (the client made it, a child of its own)
        session.setParent(self.window)
        config = GameConfig(session.game_name, dict(session.options), None,
                            list(session.seats))
        started = self.window.start(config, made=session)
        if started is not None and client is not None:
            started.refusedRemotely.connect(self._refused_move)  # type: ignore[attr-defined]
            self.client = client
        self.net.retranslate()

    def _refused_move(self, message: str, params: dict[str, Any]) -> None:
        table = self.window.table
        text = QCoreApplication.translate("engine", message)
        with contextlib.suppress(KeyError, IndexError, ValueError):
            text = text.format(**params)
        if table is not None:
            table.refuse(text)

    def _refused(self, why: str, params: dict[str, Any]) -> None:
        where, table = self._where
        joining = self.dialog is not None and self.dialog.isVisible()
        if why in (protocol.TOKEN, protocol.TABLE) and self._remembered(table):
            self._remember(table, "")  # a seat of an earlier game at this table: gone
            if joining:  # asked afresh: the seats are listed
                self._join(where, table)
                return
        # at the table, a refusal means the table this guest sat at is gone: the host ended
        # it, or reopened another game where it was
        gone = not joining and why in (protocol.CLOSED, protocol.TOKEN, protocol.TABLE)
        text = refusals.host_closed() if gone else refusal_text(why, params)
        banner = self.net._banner() if gone else None
        if joining and self.dialog is not None:
            self.dialog.show_error(text)
        elif banner is not None:  # said on the felt's strip: the game stays to look at
            banner.notice(text)
        else:
            QMessageBox.warning(self.window, self.tr("Join a table"), text)
        self.stop_client()

    def _error(self, text: str) -> None:
        if self.dialog is not None:
            self.dialog.show_error(text)

    def _guest_news(self, message: dict[str, Any]) -> None:
        left = message.get("left")
        self.net._show_news(str(message.get("what", "")), str(message.get("name", "")),
                        float(left) if isinstance(left, int | float) else 0.0)

    def _final(self, _state: Any) -> None:
        """A spectator's game is over: every hand face up (as a replay's "Show all cards")."""
        table = self.window.table
        if table is not None and hasattr(table, "reveal_all"):
            table.reveal_all = True  # a FeltTable's

    def _lost(self, lost: bool) -> None:
        banner = self.net._banner()
        if banner is not None:
            if lost:
                banner.notice(refusals.connection_lost())
            else:
                banner.back(refusals.reconnected())

    def stop_client(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client.deleteLater()
            self.client = None


class FallbackDial:
    """Dial the local network's address; when that fails (the guest is elsewhere) and the
    invite has an iroh ticket, over the internet.  One iroh dialer serves every attempt (its
    endpoint bound once, however often the link is redialled) and is released by ``close``
    when the guest leaves the table."""

    def __init__(self, address: str, ticket: str | None) -> None:
        from ui.net.websocket import WsDialer

        self.address, self.ticket = address, ticket
        self._ws = WsDialer()
        self._iroh: Any = None

    def __call__(self, where: str, connected: Any, failed: Any) -> None:
        def internet(reason: str) -> None:
            if self.ticket is None:
                failed(reason)
                return
            try:
                if self._iroh is None:
                    from ui.net.iroh_link import IrohDialer

                    self._iroh = IrohDialer()
                self._iroh.dial(self.ticket, connected, failed)
            except Exception as err:
                failed(str(err))

        if self.address.startswith("ws://"):
            self._ws.dial(self.address, connected, internet)
        else:
            internet("no local address")

    def close(self) -> None:
        """The iroh endpoint released (a link still open keeps it until it closes)."""
        if self._iroh is not None:
            self._iroh.close()
            self._iroh = None


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

