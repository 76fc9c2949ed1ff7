"""The table in Qt's accessibility tree: every zone, card, plate and button of the felt as an
accessible node with a name in the UI language, and the keyboard ring as accessible focus.

Why accessible interfaces for the scene's items, and not a mirrored set of hidden widgets:
Qt gives a ``QGraphicsView`` only the interface of a scroll area (viewport, scroll bars), and
the AT-SPI bridge (``QSpiAccessibleBridge``) exposes exactly what ``QAccessibleInterface``
children it can walk from the window down — ``childCount``/``child``/``parent``/``text``/
``state``/``rect``, each node known by ``QAccessible.uniqueId``.  A tried experiment
(PySide 6.11.3): ``QAccessible.installFactory`` with a Python factory is called for the view
and for each scene item (they are ``QGraphicsObject``\\ s, so ``QObject``\\ s) when asked;
Python subclasses of ``QAccessibleWidget`` (the view) and ``QAccessibleObject`` (an item)
answer, Qt's interface cache keeps them (one ``uniqueId`` per item, asked twice the same) and
drops each with its item when the scene deletes it.  So the bridge walks the real items: a
focus event names the card itself, its ``rect`` is where the card lies on screen, and nothing
has to be kept in step by hand.  A mirror of widgets would need its own focus handling,
would fight the felt for the keyboard (a focused mirror widget is not the view, whose keys
play the game) and would go stale whenever a table forgets to update it.

Tried under a real X server (Xvfb, Debian's at-spi2-core, ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``
or a screen reader's "enabled" flag on the accessibility bus) with libatspi as the client, as
Orca reads: it walks application → window → "Card table" → "Your hand, 4 cards" → each card
by name, receives the ``focus:`` event naming the card the ring moved to, and follows whole
games (name changes, new nodes) without a fault.

What is said comes from the tables themselves: the generic ``Naming`` here reads the zones'
labels and the cards' painted faces (title, property rows, centre text), and a game's
``ui/games/<game>/access.py`` (found by the table's package, a ``naming(table)`` function)
adds what only it knows (health, damage, locations, what a card can do).  A face-down card is
only ever "face-down card": the names are built from what the table paints, and a back paints
nothing.

The names are cached for one pass of the event loop (one walk of the bridge asks for every
node several times) and rebuilt after any change of the game, key, click or focus.  When the
keyboard ring moves to another card or button while the felt has the keyboard, a
``QAccessible.Focus`` event goes to that item's interface (the view's ``focusChild`` names it
too), and while assistive technology listens, changed names and new nodes are announced as
``NameChanged`` / ``ObjectCreated`` events (a deleted item leaves Qt's cache by itself).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, SignalInstance
from PySide6.QtGui import QAccessible, QAccessibleEvent

from ui.table.accessible_iface import ACCESS, Node, factory
from ui.table.card_item import CardItem
from ui.table.plates import Banner, ButtonItem, NamePlate
from ui.table.protocol import TableSession
from ui.table.scene import TableScene, TableView
from ui.table.zones import Zone

translate = QCoreApplication.translate


class FeltTable(Protocol):
    """What the accessibility reads of a table (``ui.table.felt_table.FeltTable``, which
    imports this module: a protocol, not an import, keeps ``ui/table`` free of circles)."""

    @property
    def session(self) -> TableSession: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def view(self) -> TableView: ...
    @property
    def statusChanged(self) -> SignalInstance: ...

    def status_text(self) -> str: ...
    def zone_owner(self, name: str) -> int | None: ...

Role = QAccessible.Role



def cards_count(n: int) -> str:
    """"1 card" / "7 cards".  Why two plain sentences and not a ``%n`` plural: the four
    languages all use the singular for one alone, and a plain sentence needs no English
    plural catalogue."""
    if n == 1:
        return translate("TableAccess", "1 card")
    return translate("TableAccess", "{n} cards").format(n=n)


def joined(*parts: str) -> str:
    """The non-empty ``parts``, comma-separated: one spoken line."""
    return ", ".join(p for p in parts if p)


class Naming:
    """The generic words of a table; a game's ``access.naming(table)`` returns a subclass."""

    def __init__(self, table: FeltTable) -> None:
        self.table = table

    # ------------------------------------------------------------------ the tree
    def tree(self) -> list[Node]:
        """The view's children in reading order: the zones with their cards, then the
        name plates, banners, the game's own items and the buttons."""
        nodes = self.zone_nodes()
        nodes += self.other_nodes()
        nodes += self.button_nodes()
        return nodes

    def zone_nodes(self) -> list[Node]:
        out: list[Node] = []
        cards = self.cards_by_zone()
        for zone in self.table.scene.zones.values():
            if not zone.isVisible():
                continue
            held = cards.get(zone.name, [])
            if not self.zone_shown(zone, held):
                continue
            node = Node(zone, Role.List, self.zone_name(zone, held),
                        focusable=zone.accepts, description=zone.hint if zone.accepts else "")
            node.children = [self.card_node(c) for c in held]
            out.append(node)
        return out

    def zone_shown(self, zone: Zone, cards: list[CardItem]) -> bool:
        """Whether the zone is a node: it has a name (tables hide empty helper zones)."""
        del cards
        return bool(self.zone_title(zone))

    def cards_by_zone(self) -> dict[str, list[CardItem]]:
        """The visible cards of each zone, in the zone's order (``data(0)``, its slot)."""
        out: dict[str, list[CardItem]] = {}
        for c in self.table.scene.card_items():
            if c.isVisible() and shiboken6.isValid(c):
                out.setdefault(c.zone_name, []).append(c)
        for held in out.values():
            held.sort(key=lambda c: int(c.data(0) or 0))
        return out

    def card_node(self, item: CardItem) -> Node:
        usable = self.card_usable(item)
        return Node(item, Role.ListItem, self.card_name(item),
                    description=self.card_description(item), focusable=usable)

    def other_nodes(self) -> list[Node]:
        """Name plates and banners (tables add their own items)."""
        out: list[Node] = []
        for item in self.table.scene.items():
            if not item.isVisible() or item.parentItem() is not None:
                continue
            if isinstance(item, NamePlate) and item.name:
                out.append(Node(item, Role.StaticText, self.plate_name(item)))
            elif isinstance(item, Banner) and (item.title or item.text):
                out.append(Node(item, Role.StaticText, joined(item.title, item.text)))
        return out

    def button_nodes(self) -> list[Node]:
        out = []
        for stop in self.buttons():
            out.append(Node(stop, Role.Button, stop.text.replace("&", ""),
                            description=stop.hint, focusable=True, disabled=not stop.enabled))
        return out

    def buttons(self) -> list[ButtonItem]:
        def shown(item: ButtonItem) -> bool:
            parent = item.parentItem()
            while parent is not None:
                if not parent.isVisible():
                    return False
                parent = parent.parentItem()
            return item.isVisible()

        found = [i for i in self.table.scene.items() if isinstance(i, ButtonItem) and shown(i)
                 and i.text]
        found.sort(key=lambda i: (round(i.sceneBoundingRect().top() / 40.0),
                                  i.sceneBoundingRect().left()))
        return found

    # ------------------------------------------------------------------ words
    def plate_name(self, plate: NamePlate) -> str:
        s = self.table.session
        parts = [plate.name, plate.detail]
        if plate.active and not s.is_over():
            parts.append(translate("TableAccess", "to move"))
        if plate.thinking:
            parts.append(translate("TableAccess", "thinking"))
        if plate.winner:
            parts.append(translate("TableAccess", "winner"))
        return joined(*parts)

    def seat_of(self, zone_name: str) -> int | None:
        return self.table.zone_owner(zone_name)

    def is_mine(self, zone_name: str) -> bool:
        seat = self.seat_of(zone_name)
        return seat is not None and seat == self.table.session.viewer

    def zone_title(self, zone: Zone) -> str:
        """What the zone is, without its count: "Your hand", "Draw pile"."""
        if zone.name.startswith("hand"):
            seat = self.seat_of(zone.name)
            if seat is not None:
                if self.is_mine(zone.name):
                    return translate("TableAccess", "Your hand")
                return translate("TableAccess", "{name}'s hand").format(
                    name=self.table.session.name(seat))
        return zone.label

    def zone_name(self, zone: Zone, cards: list[CardItem]) -> str:
        """"Your hand, 7 cards"; a pile that says its own count says it ("Draw pile, 28")."""
        title = self.zone_title(zone)
        if zone.count_text:
            return joined(title, zone.count_text)
        return joined(title, cards_count(len(cards)))

    def card_values(self, item: CardItem) -> str:
        """What a face-up card shows: "Werewolf: Strength 20, Physique 19, …"."""
        face = item.face
        if not item.face_up or face is None:
            return translate("TableAccess", "face-down card")
        rows = ", ".join(f"{r.label} {r.value}" for r in face.rows)
        # a lone symbol (a super-trump's star) is not read; a long text is the description
        centre = face.centre if len(face.centre) < 24 and any(
            ch.isalnum() for ch in face.centre) else ""
        centre = joined(centre, face.centre_sub) if len(face.centre) < 24 else ""
        values = joined(rows, centre)
        return f"{face.title}: {values}" if values else face.title

    def card_place(self, item: CardItem) -> str:
        """Where the card lies, as the player calls it ("Your hand", "Pot")."""
        zone = self.table.scene.zones.get(item.zone_name)
        return self.zone_title(zone) if zone is not None else ""

    def card_state(self, item: CardItem) -> list[str]:
        """Marks painted on the card (its badge, selected, the round's winner)."""
        out = []
        if item.selected:
            out.append(translate("TableAccess", "selected"))
        if item.winner:
            out.append(translate("TableAccess", "wins"))
        if item.dimmed and item.zone_name.startswith("hand") and self.is_mine(item.zone_name):
            out.append(translate("TableAccess", "cannot be used now"))
        return out

    def card_usable(self, item: CardItem) -> bool:
        """Whether the keyboard can stand on the card: one to use, or your own hand's
        (←/→ move the ring through it whatever the phase)."""
        return (item.draggable or item.selectable or item.focused
                or (item.zone_name.startswith("hand") and self.is_mine(item.zone_name)))

    def card_actions(self, item: CardItem) -> list[str]:
        """What the person at the screen can do with the card now ("can be played")."""
        if not self.table.session.human_to_act():
            return []
        out = []
        if item.draggable:
            out.append(translate("TableAccess", "can be played"))
        elif item.selectable:
            out.append(translate("TableAccess", "can be chosen"))
        return out

    def card_name(self, item: CardItem) -> str:
        return joined(self.card_values(item), self.card_place(item), *self.card_state(item),
                      *self.card_actions(item))

    def card_description(self, item: CardItem) -> str:
        """The longer text on a face (an ability), read after the name."""
        face = item.face
        if item.face_up and face is not None and len(face.centre) >= 24:
            return face.centre
        return ""

    def has_ring(self, obj: QObject) -> bool:
        """Whether the keyboard's ring stands on ``obj`` (a card's or button's ``focused``)."""
        return bool(getattr(obj, "focused", False))

    def view_name(self) -> str:
        return translate("TableAccess", "Card table")

    def view_description(self) -> str:
        """What is going on: the table's status line."""
        return self.table.status_text()


def naming_for(table: FeltTable) -> Naming:
    """The game's ``access.naming(table)`` (next to its table module), else ``Naming``."""
    package = type(table).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.access")
    except ImportError:
        return Naming(table)
    make: Callable[[FeltTable], Naming] = module.naming
    return make(table)


class TableAccess(QObject):
    """The accessibility of one table: the nodes (cached for one pass of the event loop),
    the accessible focus and the change events."""

    def __init__(self, table: FeltTable) -> None:
        super().__init__(table.view)
        self.table = table
        self.naming = naming_for(table)
        self._nodes: list[Node] | None = None
        self._by_obj: dict[int, Node] = {}
        self._said: dict[int, tuple[QObject, str]] = {}
        #: the item the accessible focus stands on (a card or button with the ring)
        self.focus_obj: QObject | None = None
        #: every event sent (kind, object): what a test can check offscreen, where Qt has
        #: no platform bridge to send them to
        self.sent: list[tuple[QAccessible.Event, QObject]] = []
        #: something reads the tree (the view's interface was asked for: a test, or a
        #: bridge); with nobody reading and no bridge active, a change costs nothing
        self.listening = False
        self._later = QTimer(self)  # ``sync`` after a change, once per pass
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.sync)
        self._expire = QTimer(self)  # the cached names hold for one pass of the event loop
        self._expire.setSingleShot(True)
        self._expire.setInterval(0)
        self._expire.timeout.connect(self.forget)
        key = id(table.view)
        ACCESS[key] = self
        table.view.destroyed.connect(lambda *_: ACCESS.pop(key, None))
        table.view.installEventFilter(self)
        table.view.viewport().installEventFilter(self)
        table.statusChanged.connect(self.changed)
        table.session.changed.connect(self.changed)

    @property
    def view(self) -> TableView:
        return self.table.view

    def view_name(self) -> str:
        return self.naming.view_name()

    def view_description(self) -> str:
        return self.naming.view_description()

    # ------------------------------------------------------------------ the nodes
    def nodes(self) -> list[Node]:
        if self._nodes is None:
            self._nodes = self.naming.tree()
            self._by_obj = {}
            stack: list[tuple[Node, Node | None]] = [(n, None) for n in self._nodes]
            while stack:
                node, parent = stack.pop()
                node.parent = parent
                self._by_obj[id(node.obj)] = node
                stack += [(c, node) for c in node.children]
            self._expire.start()
        return self._nodes

    def start_listening(self) -> None:
        """A reader asked for the felt: from now on changes are told (what is on the table
        now is what the reader finds, not news)."""
        if not self.listening:
            self.listening = True
            self._said = {id(n.obj): (n.obj, n.name) for n in self.all_nodes()}

    def forget(self) -> None:
        self._nodes = None

    def node(self, obj: QObject) -> Node | None:
        self.nodes()
        return self._by_obj.get(id(obj))

    def all_nodes(self) -> list[Node]:
        out: list[Node] = []
        stack = list(reversed(self.nodes()))
        while stack:
            n = stack.pop()
            out.append(n)
            stack += list(reversed(n.children))
        return out

    def changed(self) -> None:
        """Something on the table changed: new names now, and events after this pass."""
        self._nodes = None
        if self.listening or QAccessible.isActive():
            self._later.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.FocusIn, QEvent.Type.FocusOut,
                            QEvent.Type.MouseButtonRelease, QEvent.Type.LanguageChange):
            self.changed()
        return False

    # ------------------------------------------------------------------ events
    def focused_item(self) -> QObject | None:
        """The card or button with the keyboard ring, while the felt has the keyboard."""
        if not self.table.view.hasFocus():
            return None
        for node in self.all_nodes():
            if self.naming.has_ring(node.obj):
                return node.obj
        return None

    def sync(self) -> None:
        """After a change: the names of this moment, the focus event if the ring moved, and
        (while assistive technology listens) the changed names and nodes."""
        if not (self.listening or QAccessible.isActive()):
            return
        self._nodes = None
        nodes = self.all_nodes()
        focus = self.focused_item()
        if focus is not self.focus_obj:
            self.focus_obj = focus
            if focus is not None:
                self.notify(QAccessible.Event.Focus, focus)
        now = {id(n.obj): (n.obj, n.name) for n in nodes}
        for key, (obj, name) in now.items():
            before = self._said.get(key)
            if before is None:
                self.notify(QAccessible.Event.ObjectCreated, obj)
            elif before[1] != name:
                self.notify(QAccessible.Event.NameChanged, obj)
        self._said = now

    def notify(self, kind: QAccessible.Event, obj: QObject) -> None:
        if not shiboken6.isValid(obj):
            return
        self.sent.append((kind, obj))
        del self.sent[:-200]
        QAccessible.updateAccessibility(QAccessibleEvent(obj, kind))


_installed: list[Any] = []


def attach(table: FeltTable) -> TableAccess:
    """Give ``table`` its accessibility (the factory is installed with the first table)."""
    if not _installed:
        QAccessible.installFactory(factory)
        _installed.append(factory)
    return TableAccess(table)
