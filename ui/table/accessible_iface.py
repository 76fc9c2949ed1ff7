"""The accessible interfaces of a table: the felt (``ViewAccessible``) and each item on it
(``ItemAccessible``), and the factory Qt asks for them.

Why a module of its own: ``ui.table.accessible`` decides what the nodes are and what they are
called; this one only answers Qt's questions (children, parent, name, state, rect) about
those nodes, for the bridge of the platform (AT-SPI on Linux) and for tests.  The module
docstring of ``ui.table.accessible`` says why the scene's items get interfaces of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, cast

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsObject, QWidget

from ui.table.card_item import CardItem
from ui.table.scene import TableView

Role = QAccessible.Role
#: "no such interface" (Qt's null pointer), for the overrides whose stubs promise one
NO_INTERFACE = cast(QAccessibleInterface, None)


@dataclass(eq=False)
class Node:
    """One accessible node of the table: the scene item it speaks for, its role and name,
    whether the keyboard can stand on it, and its children (a zone's cards)."""

    obj: QObject
    role: QAccessible.Role
    name: str
    description: str = ""
    focusable: bool = False
    disabled: bool = False
    children: list[Node] = field(default_factory=list)
    parent: Node | None = None



class Access(Protocol):
    """What the interfaces ask of a table's accessibility (``accessible.TableAccess``)."""

    @property
    def view(self) -> TableView: ...
    @property
    def focus_obj(self) -> QObject | None: ...

    def start_listening(self) -> None: ...
    def nodes(self) -> list[Node]: ...
    def node(self, obj: QObject) -> Node | None: ...
    def focused_item(self) -> QObject | None: ...
    def view_name(self) -> str: ...
    def view_description(self) -> str: ...


#: the access of each table view, by ``id`` of the view (the factory's way from an object
#: to its table)
ACCESS: dict[int, Access] = {}


def access_of(obj: QObject) -> Access | None:
    """The ``Access`` whose view shows ``obj`` (the view itself or a scene item)."""
    if isinstance(obj, TableView):
        return ACCESS.get(id(obj))
    if isinstance(obj, QGraphicsObject):
        scene = obj.scene()
        if scene is None:
            return None
        for view in scene.views():
            found = ACCESS.get(id(view))
            if found is not None:
                return found
    return None


def _screen_rect(access: Access, obj: QObject) -> QRect:
    view = access.view
    if not isinstance(obj, QGraphicsObject) or not view.isVisible():
        return QRect()
    shown = view.mapFromScene(obj.sceneBoundingRect()).boundingRect()
    return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())


def _state(node: Node | None, focused: bool) -> QAccessible.State:
    state = QAccessible.State()
    if node is None:
        state.invisible = True
        return state
    state.focusable = node.focusable
    state.focused = focused
    state.disabled = node.disabled
    obj = node.obj
    if isinstance(obj, CardItem):
        state.selectable = obj.selectable
        state.selected = obj.selected
    return state


class ItemAccessible(QAccessibleObject):
    """The interface of one scene item: its node's name, role and children."""

    def __init__(self, obj: QObject, access: Access) -> None:
        super().__init__(obj)
        self.access = access

    def _node(self) -> Node | None:
        obj = self.object()
        return None if obj is None else self.access.node(obj)

    def role(self) -> QAccessible.Role:
        node = self._node()
        return node.role if node is not None else Role.NoRole

    def text(self, t: QAccessible.Text) -> str:
        node = self._node()
        if node is None:
            return ""
        if t == QAccessible.Text.Name:
            return node.name
        if t == QAccessible.Text.Description:
            return node.description
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        del t, text

    def state(self) -> QAccessible.State:
        node = self._node()
        return _state(node, node is not None and node.obj is self.access.focus_obj)

    def rect(self) -> QRect:
        obj = self.object()
        return _screen_rect(self.access, obj) if obj is not None else QRect()

    def parent(self) -> QAccessibleInterface:
        node = self._node()
        if node is not None and node.parent is not None:
            return QAccessible.queryAccessibleInterface(node.parent.obj)
        return QAccessible.queryAccessibleInterface(self.access.view)

    def childCount(self) -> int:
        node = self._node()
        return len(node.children) if node is not None else 0

    def child(self, index: int) -> QAccessibleInterface:
        node = self._node()
        if node is None or not 0 <= index < len(node.children):
            return NO_INTERFACE
        return QAccessible.queryAccessibleInterface(node.children[index].obj)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        node = self._node()
        obj = child.object() if child is not None else None
        if node is None or obj is None:
            return -1
        for i, c in enumerate(node.children):
            if c.obj is obj:
                return i
        return -1


class ViewAccessible(QAccessibleWidget):
    """The felt: a pane named "Card table" (its description the status line) whose children
    are the table's nodes, then the view's own widgets (the Undo button)."""

    def __init__(self, view: TableView, access: Access) -> None:
        super().__init__(view, Role.Pane, "")
        self.access = access
        access.start_listening()

    def _widgets(self) -> list[QWidget]:
        view = self.access.view
        skip = {view.viewport(), view.horizontalScrollBar(), view.verticalScrollBar()}
        return [w for w in view.findChildren(QWidget)
                if w.parentWidget() is view and w not in skip and w.isVisible()
                and not w.isWindow()]

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self.access.view_name()
        if t == QAccessible.Text.Description:
            return self.access.view_description()
        return super().text(t)

    def childCount(self) -> int:
        return len(self.access.nodes()) + len(self._widgets())

    def child(self, index: int) -> QAccessibleInterface:
        nodes = self.access.nodes()
        if 0 <= index < len(nodes):
            return QAccessible.queryAccessibleInterface(nodes[index].obj)
        widgets = self._widgets()
        index -= len(nodes)
        if 0 <= index < len(widgets):
            return QAccessible.queryAccessibleInterface(widgets[index])
        return NO_INTERFACE

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        obj = child.object() if child is not None else None
        if obj is None:
            return -1
        nodes = self.access.nodes()
        for i, n in enumerate(nodes):
            if n.obj is obj:
                return i
        widgets = self._widgets()
        if obj in widgets:
            return len(nodes) + widgets.index(obj)
        return -1

    def focusChild(self) -> QAccessibleInterface:
        focus = self.access.focused_item()
        if focus is not None:
            return QAccessible.queryAccessibleInterface(focus)
        return NO_INTERFACE


def factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """Qt's question for an object without an interface yet: ours for a table's view and
    the items on its felt, ``None`` (Qt's own) for everything else."""
    del key
    try:
        access = access_of(obj)
    except RuntimeError:  # an item being deleted
        return None
    if access is None:
        return None
    if isinstance(obj, TableView):
        return ViewAccessible(obj, access)
    if access.node(obj) is None:
        return None
    return ItemAccessible(obj, access)
