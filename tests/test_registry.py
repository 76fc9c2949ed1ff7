"""Every registered game has everything the app, the arena and the saves ask of it.

Why one test over the registry: adding a game is an engine package, a table package and one
``register`` call in ``engine/games.py``; this test is what tells the author of a new game
what is still missing (its engine's typed exports, schema, levels, table package, options
hook, rules texts in every language, translated catalogue names), and that no second list of
games has crept back in.
"""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from engine import games
from engine.core import Game
from engine.schema import GameSchema
from ui import catalog, game_options
from ui import games as ui_games

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "sv", "de", "nb")
NAMES = games.names()


def test_the_registry_lists_the_games_in_order() -> None:
    assert NAMES == ("supertrumf", "storma", "riftforce", "ordet")
    assert [g.key for g in games.entries()] == list(NAMES)
    with pytest.raises(ValueError, match="registered twice"):
        games.register(games.info("storma"))


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_a_typed_engine(name: str) -> None:
    entry = games.engine(name)
    assert isinstance(entry, games.GameEngine)
    assert isinstance(entry.game, Game)
    assert isinstance(entry.schema, GameSchema)
    assert entry.agents, "no computer players"
    assert entry.default_agent in entry.agents
    assert "random" in entry.agents
    assert entry.explain is None or callable(entry.explain)
    assert entry.make_search is None or callable(entry.make_search)
    # the old names answer from the same entry
    assert games.get_game(name) is entry.game
    assert games.schema(name) is entry.schema
    assert games.default_agent(name) == entry.default_agent


@pytest.mark.parametrize("name", NAMES)
def test_every_game_offers_its_levels_and_variants(name: str) -> None:
    info = games.info(name)
    agents = games.agents(name)
    assert info.title
    assert info.blurb
    assert info.levels
    assert set(info.levels) <= set(agents), "a registered level the engine lacks"
    assert catalog.levels(name) == list(info.levels)
    assert catalog.default_level(name) in info.levels
    assert all(level in catalog.LEVEL_LABELS for level in info.levels)
    game = games.get_game(name)
    assert info.variants
    for variant in info.variants:
        assert 1 <= variant.min_seats <= variant.max_seats
        for seats in (variant.min_seats, variant.max_seats):
            options = {"seats": seats} if variant.key is None else {
                "seats": seats, "variant": variant.key}
            game.normalize_options(options)  # the engine accepts every offered variant


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_rules_texts_in_every_language(name: str) -> None:
    info = games.info(name)
    for language in LANGUAGES:
        text = ROOT / "resources" / info.rules_file(language)
        assert text.is_file(), f"missing {text.relative_to(ROOT)}"


def _translations(language: str, name: str) -> dict[str, str]:
    """Source → translation of one context of a language's catalogue."""
    tree = ET.parse(ROOT / "translations" / f"tabletop_{language}.ts")
    out: dict[str, str] = {}
    for context in tree.getroot().iter("context"):
        if context.findtext("name") != name:
            continue
        for message in context.iter("message"):
            out[message.findtext("source") or ""] = message.findtext("translation") or ""
    return out


@pytest.mark.parametrize("language", ("sv", "de", "nb"))
def test_every_game_has_its_catalogue_names_translated(language: str) -> None:
    known = _translations(language, "catalog")
    scores = _translations(language, "Statistics")
    missing = []
    for info in games.entries():
        texts = [info.blurb]
        for variant in info.variants:
            texts += [t for t in (variant.note, "" if variant.named else variant.label) if t]
            if not scores.get(variant.score):
                missing.append((info.key, variant.key, "score", variant.score))
        missing += [(info.key, t) for t in texts if not known.get(t)]
    assert missing == []


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_a_table_package(name: str, qapp: QApplication) -> None:
    assert ui_games.has_table(name)
    assert catalog.engine_available(name)
    package = ui_games.package(name)
    for hook, parameters in (("create_table", ["session", "parent"]),
                             ("create_options", ["parent"])):
        assert list(inspect.signature(getattr(package, hook)).parameters) == parameters
    widget = package.create_options(None)
    assert widget is None or isinstance(widget, QWidget)
    if widget is not None:
        assert callable(getattr(widget, "options", None))
        assert callable(getattr(widget, "set_options", None))
        widget.deleteLater()
    del qapp


def test_unknown_games_have_nothing() -> None:
    assert not ui_games.has_table("chess")
    assert not catalog.engine_available("chess")
    assert catalog.levels("chess") == []
    assert game_options.create("chess") is None
    with pytest.raises(KeyError, match="unknown game"):
        games.engine("chess")


def test_the_old_tables_of_games_are_gone() -> None:
    """One registry: no second list of game keys next to it."""
    assert not hasattr(games, "PACKAGES")
    assert not hasattr(ui_games, "TABLES")
    assert not hasattr(catalog, "CATALOG")
    assert not hasattr(game_options, "OPTION_WIDGETS")
    source = (ROOT / "engine" / "games.py").read_text(encoding="utf-8")
    assert "getattr(" not in source, "the registry reads typed fields, not module attributes"


def test_the_registry_is_cheap_to_import() -> None:
    """The welcome page reads the registry before it paints: importing it loads no game and
    no Qt."""
    probe = ("import sys, engine.games, ui.games; "
             "print(' '.join(m for m in sys.modules if m.startswith("
             "('engine.supertrumf', 'engine.storma', 'engine.riftforce', 'engine.ordet', "
             "'ui.games.', 'PySide6'))))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, env=dict(os.environ))
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == []


def test_options_that_follow_from_the_seats_come_from_the_engine() -> None:
    assert catalog.seat_options("storma", [1]) == {"first_house": 1}
    assert catalog.seat_options("storma", [0, 1]) == {}
    assert catalog.seat_options("riftforce", [1]) == {}
    assert catalog.seat_options("chess", [0]) == {}
