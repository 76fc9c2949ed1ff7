"""The Qt side of play across computers: the links that carry ``net/``'s messages.

``net/`` (Qt-free) holds the protocol, the host's authority and the ``Link`` interface; here
live the transports that need Qt's event loop — ``websocket.py`` (Qt's own WebSockets, the
local network), its heartbeat (``heartbeat.py``) and the guest's ``Redialer`` that keeps a link
alive across drops.  Every callback they make runs on the GUI thread.
"""
