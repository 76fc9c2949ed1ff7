"""Play across computers, Qt-free: the messages, the host's authority, a guest's mirror.

Why a package of its own (beside ``engine/`` and ``ui/``): the network layer is a seat driver
(``ui.drivers``) plus a small transport interface (``net.link``), so neither the engine nor the
tables know about networks.  What is here has no Qt in it, so the leak, fuzz and fairness tests
run on it alone; the Qt side (WebSockets, discovery, dialogs) lives in ``ui/net/``.
"""
