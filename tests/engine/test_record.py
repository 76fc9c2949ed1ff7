"""``engine.record.GameRecord``: the one place a game's truth lives — submit, refusals that
change nothing, fair undo and practice undo, the redo line, any earlier position, saves."""

from __future__ import annotations

from typing import Any

import pytest

from engine import saves
from engine.core import IllegalAction, replay
from engine.record import GameRecord
from engine.riftforce import GAME
from engine.riftforce.actions import DraftPick, EndPlay, PlaceCard
from engine.undo import fingerprint

from .test_undo_riftforce import seeded_play

PICKS = ["fire", "air", "water", "earth", "ice", "plant", "light", "thunderbolt"]


def open_play() -> GameRecord[Any, Any]:
    """A free draft, then the start player has placed two cards of a Play (reversible)."""
    options, actions = seeded_play()
    return GameRecord(GAME, options, 1, actions, name="riftforce")


def test_submit_applies_records_and_returns_the_events() -> None:
    record = GameRecord(GAME, {"draft": "free"}, 1, name="riftforce")
    events = record.submit(DraftPick("fire"))
    assert record.actions == [DraftPick("fire")]
    assert events
    assert len(record.steps()) == 1
    assert record.steps()[0].seat == 0
    assert fingerprint(record.state) == fingerprint(
        replay(GAME, {"draft": "free"}, 1, [DraftPick("fire")]))


def test_an_illegal_action_leaves_the_record_unchanged() -> None:
    record = GameRecord(GAME, {"draft": "free"}, 1, [DraftPick("fire")])
    before = fingerprint(record.state)
    with pytest.raises(IllegalAction):
        record.submit(DraftPick("fire"))  # taken already
    assert record.actions == [DraftPick("fire")]
    assert len(record.steps()) == 1
    assert fingerprint(record.state) == before


def test_fair_undo_takes_back_the_open_play_and_no_more() -> None:
    record = open_play()
    actor = record.current_player()
    assert actor is not None
    assert record.fair_undo_count(actor) == 2
    assert record.fair_undo_count(1 - actor) == 0  # the other seat has nothing to take back
    record.undo(1)
    assert record.fair_undo_count(actor) == 1
    record.undo(1)
    # back at the end of the draft: the deal drew cards, fair undo stops there
    assert record.fair_undo_count(actor) == 0
    assert record.actions == [DraftPick(g) for g in PICKS]
    assert fingerprint(record.state) == fingerprint(record.state_at(len(PICKS)))


def test_fair_undo_stops_at_another_seats_move_and_practice_goes_further() -> None:
    record = open_play()
    actor = record.current_player()
    assert actor is not None
    record.submit(EndPlay())  # the turn is handed over
    assert record.fair_undo_count(actor) == 0
    assert record.fair_undo_count(1 - actor) == 0
    # practice: back to just before the actor's previous decision (the EndPlay)
    assert record.practice_undo_count(actor) == 1
    assert record.practice_undo_count(1 - actor) == len(record.actions) - max(
        i for i, step in enumerate(record.steps()) if step.seat == 1 - actor)


def test_redo_brings_back_what_undo_took_and_goes_stale_on_another_move() -> None:
    record = open_play()
    full = list(record.actions)
    record.undo(2)
    assert record.redo_count() == 2
    record.submit(record.redo_action())
    assert record.redo_count() == 1
    record.submit(record.redo_action())
    assert record.actions == full
    assert record.redo_count() == 0
    with pytest.raises(LookupError):
        record.redo_action()
    record.undo(2)
    other = next(a for a in GAME.legal_actions(record.state)
                 if isinstance(a, PlaceCard) and a != full[-2])
    record.submit(other)
    assert record.redo_count() == 0  # something else was played: the line is gone


def test_state_at_equals_the_replay_of_the_first_actions() -> None:
    record = open_play()
    for i in range(len(record.actions) + 1):
        assert fingerprint(record.state_at(i)) == fingerprint(
            replay(GAME, record.options, record.seed, record.actions[:i]))
    assert fingerprint(record.state_at(len(record.actions))) == fingerprint(record.state)
    with pytest.raises(ValueError):
        record.state_at(len(record.actions) + 1)


def test_rebuild_and_history_follow_the_actions() -> None:
    record = open_play()
    groups, final = record.events_by_move()
    assert len(groups) == len(record.actions) + 1
    assert fingerprint(final) == fingerprint(record.state)
    assert record.history() == [e for g in groups for e in g]
    record.rebuild(record.actions[:3])
    assert len(record.actions) == 3
    assert fingerprint(record.state) == fingerprint(record.state_at(3))
    assert len(record.steps()) == 3  # computed again by one replay


def test_a_save_round_trip_gives_the_same_record() -> None:
    record = open_play()
    meta = {"seats": [{"name": "Ada", "kind": "human", "level": ""},
                      {"name": "Bo", "kind": "computer", "level": "hard"}]}
    loaded = saves.loads(record.dumps(meta))
    again = GameRecord.from_save(loaded, GAME)
    assert again.name == "riftforce"
    assert again.actions == record.actions
    assert again.seed == record.seed
    assert again.options == record.options
    assert fingerprint(again.state) == fingerprint(record.state)
    assert again.steps() == record.steps()
    assert loaded.meta == meta


def test_a_record_without_kept_steps_replays_them_when_asked() -> None:
    options, actions = seeded_play()
    kept = GameRecord(GAME, options, 1, actions)
    lazy = GameRecord(GAME, options, 1, actions, steps=False)
    assert fingerprint(lazy.state) == fingerprint(kept.state)
    assert lazy.steps() == kept.steps()
    loaded = GameRecord.load(GAME, options, 1, actions)
    assert fingerprint(loaded.state) == fingerprint(kept.state)
    assert loaded.fair_undo_count(GAME.current_player(kept.state)) == 2
