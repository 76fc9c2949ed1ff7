"""The network play of the app's Qt side: transports, discovery, the invite picture."""
