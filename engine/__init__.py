"""Tabletop's rules engines: pure Python, deterministic, and free of any Qt import."""
