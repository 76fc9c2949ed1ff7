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

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from engine import games
from engine.core import QT_TRANSLATE_NOOP, IllegalAction
from net import invite, protocol
from ui import menus
from ui.net import refusals
from ui.net.joining import Joining

if TYPE_CHECKING:
    from ui.main_window import MainWindow
    from ui.net.hosting import Hosting
    from ui.net.invite_panel import InvitePanel
    from ui.net.waiting import WaitingBanner
    from ui.session import Session

#: the choices of how long a table waits for a lost guest (seconds), two minutes the default
WAITS = ("60", "120", "300", "600")
#: the port a host listens on first (so a reopened game is found at the same address)
PORT = 47147
NOT_STARTED = QT_TRANSLATE_NOOP("engine", "The game starts when everyone has joined.")


class NetPlay(QObject):
    """The window's play across computers; see the module docstring."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.hosting: Hosting | None = None
        self.panel: InvitePanel | None = None
        self.banner: WaitingBanner | None = None
        self.code = ""
        self._announcer: Any = None
        self._listeners: list[Any] = []
        self.host_action: QAction | None = None
        #: joining a table hosted elsewhere (``ui.net.joining``)
        self.joining = Joining(window, self)
        #: the seat the waiting strip is about
        self._banner_seat = -1

    # ------------------------------------------------------------------ menu
    def build_actions(self, menu: QMenu, settings_menu: QMenu | None = None) -> None:
        self.host_action = menus.action(self, menu, self.host_dialog, None, "host_table")
        self.join_action = menus.action(self, menu, self.joining.join_dialog, None,
                                        "join_table")
        self.invite_action = menus.action(self, menu, self.show_invite, None, "invite")
        if settings_menu is not None:
            self.internet_action = menus.action(self, settings_menu, self._set_internet, None,
                                                "internet")
            self.internet_action.setCheckable(True)
            self.internet_action.setChecked(self.internet())
            self.wait_menu = settings_menu.addMenu("")
            self.wait_actions = menus.choices(self, self.wait_menu, list(WAITS), "wait_{}",
                                              self._set_wait)
            chosen = self.wait_actions.get(str(int(self.wait_seconds())))
            if chosen is not None:
                chosen.setChecked(True)
        self.retranslate()

    def internet(self) -> bool:
        """Guests may join a hosted table over the internet (iroh: peer to peer, through
        the public relays when no direct path is found); off by default, since it makes the
        app talk to servers beyond the local network."""
        return str(self.window.settings.value("net/internet", "false")) == "true"

    def _set_wait(self, seconds: str) -> None:
        """How long a table waits for a guest who lost the connection before the host may
        let a computer play the seat (the next waits; the running one keeps its length)."""
        self.window.settings.setValue("net/wait", int(seconds))
        if self.hosting is not None:
            self.hosting.table.wait_s = float(seconds)

    def _set_internet(self, on: bool) -> None:
        self.window.settings.setValue("net/internet", "true" if on else "false")

    def retranslate(self) -> None:
        if self.host_action is None:
            return
        self.host_action.setText(self.tr("&Host a table…"))
        self.join_action.setText(self.tr("&Join a table…"))
        self.invite_action.setText(self.tr("&Invite…"))
        self.invite_action.setEnabled(self.hosting is not None)
        internet = getattr(self, "internet_action", None)
        if internet is not None:
            internet.setText(self.tr("Let guests join over the &internet"))
            self.wait_menu.setTitle(self.tr("&Wait for a lost guest"))
            for key, action in self.wait_actions.items():
                action.setText(self.tr("%n minute(s)", "", int(key) // 60))

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

    def start_again(self, config: Any) -> Session | None:
        """Restart and Play again: a game with seats for people at other computers is hosted
        again (its invite shown: they join the new table), any other is started here.  Why:
        started here, such a game waited for ever for a guest nobody could seat."""
        if any(seat.is_remote for seat in config.seats):
            return self.host(config)
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
        ticket = self._internet_listener(hosting)
        self.code = invite.make_code(invite.Invite(
            table_id, protocol.PROTOCOL, tuple(self._addresses(listener.address)), ticket))
        self._announce(session, _port(listener.address))
        if not waiting:  # nobody moves, no computer thinks, until everyone is there
            session.guard = _wait_for_everyone
            session.paused = True
            self.show_invite()
        self.retranslate()

    def _internet_listener(self, hosting: Hosting) -> str | None:
        """With internet play on: an iroh endpoint for the table, its ticket for the invite
        (None when it is off or cannot start: the local network still works)."""
        if not self.internet():
            return None
        try:
            from ui.net.iroh_link import IrohListener

            listener = IrohListener()
        except Exception:
            return None
        hosting.listen(listener)
        self._listeners.append(listener)
        return str(listener.address)

    def _addresses(self, listening: str) -> list[str]:
        from ui.net.discovery import lan_addresses

        port = _port(listening)
        found = [f"ws://{ip}:{port}" for ip in lan_addresses()]
        return found or [listening.replace("0.0.0.0", "127.0.0.1")]

    def _announce(self, session: Session, port: int) -> None:
        from ui.net import discovery

        try:
            self._announcer = discovery.Announcer(
                self.tr("{name}'s table").format(name=self.hosting.table.host_name if self.hosting
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
        session.set_paused(False)  # the computer to act, if any, thinks now

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
        elif what == "back":
            banner.back(name)
        elif what == "person":
            banner.back(name)
            self.window.show_message(refusals.seat_taken_back(name))
        # "joined" (a seat taken the first time) is not a return: the invite panel lists it,
        # and the strip saying "Bo is back." to Bo himself as he sits down would be wrong
        elif what == "computer":
            banner.stop()
            self.window.show_message(refusals.computer_plays(name))

    def _replace(self, level: str) -> None:
        banner = self.banner
        if self.hosting is not None and banner is not None:
            self.hosting.replace(self._banner_seat, level)
            banner.stop()

    def _wait_longer(self) -> None:
        banner = self.banner
        if self.hosting is not None and banner is not None:
            self.hosting.wait_longer(self._banner_seat)

    # ------------------------------------------------------------------ the end
    def put_away(self, session: Session) -> None:
        """``session`` leaves the window (a new game, an opened file, the welcome page): the
        table it was hosted at closes, or its guest's connection.  Why here and not only in
        ``close``: a new game replaced a hosted one while the listeners kept answering guests
        from the old game, and a guest's client kept applying the host's moves to a session
        already deleted."""
        if self.hosting is not None and self.hosting.session is session:
            self.close(ended=True)  # the guests are told: no autosave to come back to
        client = self.joining.client
        if client is not None and client.session is session:
            self.joining.stop_client()
            self.banner = None

    def close(self, ended: bool = False) -> None:
        """Put away this game's network objects (a new game, the window closing).
        ``ended``: the hosted table ended on purpose, its guests told (``Hosting.close``)."""
        self.joining.stop_client()
        self.joining.stop_browsing()
        if self.hosting is not None:
            self.hosting.close(ended)
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
