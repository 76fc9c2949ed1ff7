"""The screen reader's side of ``test_atspi.py``: reads a running app over AT-SPI as Orca does.

Run by the *system* Python (``/usr/bin/python3``), which has Debian's ``python3-pyatspi``; the
app runs with the project's Python in a process of its own, on the same session bus.  Nothing
here imports the project: what it knows of the app is what AT-SPI tells it, like Orca.

    /usr/bin/python3 tests/realx/atspi_client.py tree APP_NAME
    /usr/bin/python3 tests/realx/atspi_client.py listen APP_NAME SECONDS [UNTIL_TEXT [KEYS]]

``tree`` waits for the application to show a frame and prints its accessibility tree;
``listen`` first registers for the events a screen reader speaks (``object:announcement``,
focus and name changes), then waits for the app, collects for up to SECONDS (or until
``GRACE_S`` after an announcement containing UNTIL_TEXT) and prints the events and the tree
at the end; with KEYS it types them once the app is there (a person's move by keyboard).
Either way one line ``REPORT <json>``.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import pyatspi  # type: ignore  # Debian's python3-pyatspi, in the system Python only
from gi.repository import GLib  # type: ignore

#: how long the app may take to appear on the accessibility bus
PATIENCE_S = 60.0
#: a bound on a dump (a table has a few hundred nodes; a runaway tree is not walked forever)
MAX_NODES = 3000
#: how long ``listen`` lets the app settle before it types KEYS
PRESS_AFTER_S = 2.0
#: how long ``listen`` goes on after the announcement it waits for
GRACE_S = 1.5
EVENTS = ("object:announcement", "focus:", "object:state-changed:focused",
          "object:property-change:accessible-name")


def find_app(name: str) -> Any:
    """The application ``name`` on the desktop once it has a frame (None while it has not)."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == name and app.childCount > 0:
            return app
    return None


def wait_for_app(name: str) -> Any:
    deadline = time.monotonic() + PATIENCE_S
    while True:
        app = find_app(name)
        if app is not None:
            return app
        if time.monotonic() > deadline:
            desktop = pyatspi.Registry.getDesktop(0)
            seen = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
            raise SystemExit(f"{name} did not appear on the accessibility bus; seen: {seen}")
        time.sleep(0.2)


def node(acc: Any, budget: list[int]) -> dict[str, Any]:
    """``acc`` and what is under it: role, name, description, states, actions, children."""
    budget[0] -= 1
    out: dict[str, Any] = {"role": acc.getRoleName(), "name": acc.name or "",
                           "description": acc.description or ""}
    states = acc.getState()
    out["states"] = sorted(pyatspi.stateToString(s) for s in states.getStates())
    try:
        action = acc.queryAction()
        out["actions"] = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        out["actions"] = []
    children = []
    for i in range(acc.childCount):
        if budget[0] <= 0:
            break
        child = acc.getChildAtIndex(i)
        if child is not None:
            children.append(node(child, budget))
    out["children"] = children
    out["child_count"] = acc.childCount
    return out


def tree(app: Any) -> dict[str, Any]:
    return node(app, [MAX_NODES])


def press(keys: str) -> bool:
    """Type ``keys`` as the keyboard would (XTest through the registry), one after the other,
    to whatever has the keyboard focus — as a person at a screen reader plays."""
    for ch in keys:
        pyatspi.Registry.generateKeyboardEvent(ord(ch), None, pyatspi.KEY_SYM)
        time.sleep(0.05)
    return False  # once (a GLib timeout's callback)


def listen(name: str, seconds: float, until: str, keys: str = "") -> dict[str, Any]:
    events: list[dict[str, Any]] = []
    heard_it: list[bool] = []
    loop = GLib.MainLoop()

    def heard(event: Any) -> None:
        try:
            source = event.source
            role, source_name = source.getRoleName(), source.name or ""
            app = source.getApplication()
            app_name = app.name if app is not None else ""
        except Exception:  # a node that went away before we asked: keep the event
            role = source_name = app_name = ""
        data = event.any_data
        events.append({"type": str(event.type), "detail1": event.detail1,
                       "text": data if isinstance(data, str) else "",
                       "role": role, "name": source_name, "app": app_name})
        if until and str(event.type).startswith("object:announcement") and isinstance(
                data, str) and until in data and not heard_it:
            heard_it.append(True)  # a little longer: a second copy would come at once
            GLib.timeout_add(int(GRACE_S * 1000), loop.quit)

    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(heard, kind)
    app = wait_for_app(name)
    if keys:
        GLib.timeout_add(int(PRESS_AFTER_S * 1000), press, keys)
    GLib.timeout_add(int(seconds * 1000), loop.quit)
    loop.run()
    for kind in EVENTS:
        pyatspi.Registry.deregisterEventListener(heard, kind)
    return {"events": events, "tree": tree(app)}


def main() -> int:
    what, name = sys.argv[1], sys.argv[2]
    if what == "tree":
        report = {"tree": tree(wait_for_app(name))}
    elif what == "listen":
        report = listen(name, float(sys.argv[3]), sys.argv[4] if len(sys.argv) > 4 else "",
                        sys.argv[5] if len(sys.argv) > 5 else "")
    else:
        raise SystemExit(f"unknown: {what}")
    print("REPORT " + json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
