"""Tabletop's Qt Widgets front end; it imports engine/, never the other way round."""
