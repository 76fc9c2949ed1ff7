"""The Qt side of play across computers: transports (WebSockets on the local network, iroh
over the internet), finding tables (mDNS), the host's and a guest's glue to a ``Session``, and
the dialogs.  The rules of the conversation are Qt-free, in ``net/``."""
