"""THE leak property test (issue #26): no message to a seat or a spectator names a card that
is hidden from it.

Over seeded random games of every game (all variants and seat counts, Ordet with two and with
three to six seats), after every action and for every seat and the spectator, the message the
host would send (``net.seat_view.for_seat``) goes through the wire (``net.link``) and is read
back as the guest reads it; the cards it names (``tests.net.cards.message_cards``, typed) may
not include a card the receiver could see neither before nor after the action
(``hidden_cards``, from the rules on the full state): a card may appear only when it comes to
light for that receiver (a draw into its own hand, a reveal).  A secret the action itself made
(a sealed answer, a mulligan choice) counts as hidden before it.  By identity, never by
searching the text.

The test can fail: deliberately leaky senders (an unredacted face-down draw, the full state
instead of the view) are caught by the same check.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

import pytest

from engine import games
from engine.core import Event
from engine.storma import events as sev
from net import codec, link
from net.codec import encode_events, encode_state
from net.seat_view import for_seat, read, seat_events
from tests.net.cards import (
    CARD_EVENTS,
    CARDLESS,
    everything,
    hidden_cards,
    message_cards,
    passing_cards,
)
from tests.net.play import ALL, BOT_GAMES, label, random_game, seats

Sender = Callable[[str, Any, list[Event], "int | None"], dict[str, Any]]

def n_games(name: str, options: dict[str, Any]) -> int:
    """Random games per configuration in the default run: about two hundred in all (Ordet
    with four to six seats is long and has many receivers, so fewer of those)."""
    if name == "ordet":
        return 6 if options.get("seats", 4) <= 3 else 2
    return {"supertrumf": 25, "storma": 40, "riftforce": 10}[name]


def leaks(name: str, options: dict[str, Any], seed: int, send: Sender = for_seat,
          stop_at_first: bool = False, bot: str | None = None) -> list[str]:
    """Every message of one random game that names a card hidden from its receiver."""
    found: list[str] = []
    before: dict[int | None, set[Any]] | None = None
    existed: set[Any] = set()
    for step, (state, events) in enumerate(random_game(name, options, seed, bot=bot)):
        receivers = seats(name, state)
        after = {s: hidden_cards(name, state, s) for s in receivers}
        exists = everything(name, state)
        created = exists - existed  # a secret the action made (a sealed answer): hidden before
        for seat in receivers:
            text = link.encode(send(name, state, events, seat))
            # the link's own check (size, depth) now and then: it costs more than the rest
            wire = link.parse(text) if step % 16 == 0 else json.loads(text)
            assert wire is not None, "a message the link refuses"
            view, received = read(name, wire)
            secret = after[seat] if before is None else after[seat] & (before[seat] | created)
            secret -= passing_cards(name, events)
            leaked = message_cards(name, view, received) & secret
            if leaked:
                found.append(f"{label(name, options)} seed {seed} step {step} seat {seat}: "
                             f"{sorted(map(repr, leaked))[:5]} in {_names(received)}")
                if stop_at_first:
                    return found
        before, existed = after, exists
    return found


def _configs() -> list[Any]:
    return [pytest.param(name, options, id=label(name, options)) for name, options in ALL]


@pytest.mark.parametrize(("name", "options"), _configs())
def test_no_message_names_a_card_hidden_from_its_receiver(name: str,
                                                         options: dict[str, Any]) -> None:
    found = [f for seed in range(n_games(name, options))
             for f in leaks(name, options, 2600 + seed)]
    assert found == [], "\n".join(found[:10])


@pytest.mark.parametrize(("name", "options", "bot"),
                         [pytest.param(*g, id=f"{label(*g[:2])}-{g[2]}") for g in BOT_GAMES])
def test_no_leak_when_computers_play(name: str, options: dict[str, Any], bot: str) -> None:
    """Ordet's bots type free answers at their own times: sealed, they stay unseen."""
    found = [f for seed in range(3) for f in leaks(name, options, 4100 + seed, bot=bot)]
    assert found == [], "\n".join(found[:10])


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), _configs())
def test_no_leak_in_more_games(name: str, options: dict[str, Any]) -> None:
    """The same over as many other games (bounded: under a minute in all)."""
    found = [f for seed in range(n_games(name, options))
             for f in leaks(name, options, 9100 + seed)]
    assert found == [], "\n".join(found[:10])


# ----------------------------------------------------------------------------- the test can fail


def _unredacted(name: str, state: Any, events: list[Event], seat: int | None) -> dict[str, Any]:
    """The view, but the events as the engine made them (face-down draws name their cards)."""
    body = for_seat(name, state, [], seat)
    body["events"] = encode_events(name, events)
    return body


def _whole_state(name: str, state: Any, events: list[Event], seat: int | None) -> dict[str, Any]:
    """The full state instead of the view."""
    return {"view": encode_state(name, state),
            "events": encode_events(name, seat_events(name, events, seat))}


@pytest.mark.parametrize("send", [_unredacted, _whole_state], ids=["unredacted", "whole-state"])
@pytest.mark.parametrize("name", ["storma", "riftforce"])
def test_a_leaky_sender_is_caught(name: str, send: Sender) -> None:
    assert leaks(name, {}, 1, send=send, stop_at_first=True)


@pytest.mark.parametrize("name", ["supertrumf", "ordet"])
def test_the_whole_state_is_caught(name: str) -> None:
    assert leaks(name, {}, 1, send=_whole_state, stop_at_first=True)


def _view_with(patch: Callable[[Any, Any], None]) -> Sender:
    """A sender whose view keeps one secret of the full state (``patch(view, state)``)."""

    def send(name: str, state: Any, events: list[Event], seat: int | None) -> dict[str, Any]:
        view = games.get_game(name).view(state, seat)
        patch(view, state)
        return {"view": encode_state(name, view),
                "events": encode_events(name, seat_events(name, events, seat))}

    return send


def _ordet_commits(view: Any, state: Any) -> None:
    if view.duel is not None:
        view.duel.commits = dict(state.duel.commits)


def _set_attribute(field: str) -> Callable[[Any, Any], None]:
    def patch(view: Any, state: Any) -> None:
        value = getattr(state, field)
        setattr(view, field, list(value) if isinstance(value, list) else value)
    return patch


@pytest.mark.parametrize(("name", "options", "patch"), [
    ("ordet", {"seats": 2}, _ordet_commits),  # another duellist's sealed answer
    ("supertrumf", {"variant": "klassisk", "seats": 3}, _set_attribute("plays")),  # face down
    ("supertrumf", {"variant": "blixtduell"}, _set_attribute("mull_choice")),
    ("supertrumf", {"variant": "blixtduell"}, _set_attribute("prizes")),
    ("storma", {}, _set_attribute("setup_active")),
    ("storma", {}, _set_attribute("draw")),
    ("riftforce", {"draft": "draft"}, _set_attribute("set_aside")),  # a guild nobody sees
    ("riftforce", {}, _set_attribute("decks")),
    ("riftforce", {}, _set_attribute("discards")),  # below the top cards
    ("riftforce", {}, _set_attribute("hands")),
], ids=["ordet-commits", "trumf-plays", "trumf-mulligan", "trumf-prizes", "storma-setup",
        "storma-draw", "rift-set-aside", "rift-decks", "rift-discards", "rift-hands"])
def test_a_view_keeping_one_secret_is_caught(name: str, options: dict[str, Any],
                                             patch: Callable[[Any, Any], None]) -> None:
    assert any(leaks(name, options, seed, send=_view_with(patch), stop_at_first=True)
               for seed in range(3))


@pytest.mark.parametrize("name", sorted(CARD_EVENTS))
def test_every_event_class_is_read_for_cards_or_names_none(name: str) -> None:
    """A new event class must be sorted into ``tests.net.cards`` before this test passes."""
    assert not CARD_EVENTS[name] & CARDLESS[name]
    assert CARD_EVENTS[name] | CARDLESS[name] == set(codec.event_classes(name))


def test_an_opponents_draw_is_caught_and_redacted() -> None:
    """Storma's deal: seat 1's ``Drew`` names its cards; to seat 0 and the spectator it is
    sent without them, still a ``Drew`` of that seat with its count."""
    game = games.get_game("storma")
    for state, events in random_game("storma", {}, 5):  # noqa: B007 (state used below)
        drew = [e for e in events if isinstance(e, sev.Drew) and e.seat == 1]
        if drew:
            break
    assert drew
    assert drew[0].cards
    hidden = hidden_cards("storma", state, 0)
    assert set(drew[0].cards) <= hidden
    assert message_cards("storma", game.view(state, 0), drew) & hidden  # what a leak looks like
    for seat in (0, None):
        _, received = read("storma", for_seat("storma", state, drew, seat))
        assert received == [dataclasses.replace(drew[0], cards=())]
        assert isinstance(received[0], sev.Drew)
        assert received[0].count == len(drew[0].cards)
    _, own = read("storma", for_seat("storma", state, drew, 1))
    assert own == drew


def _names(events: list[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


# ----------------------------------------------------------------------------- redacted events


def test_a_redacted_event_reads_as_the_face_down_move_it_is() -> None:
    """For the other seat a redacted face-down move keeps its class, its seat and its count,
    so the table animates it as before (it matches ``Drew(seat=...)``) and the log line —
    public, counts only — is the very line of the original event."""
    from ui.games.riftforce import text as rift_text
    from ui.games.storma import text as storma_text

    describe = {"storma": storma_text.describe, "riftforce": rift_text.describe}
    seen = 0
    for name in describe:
        for seed in range(3):
            for _state, events in random_game(name, {}, 40 + seed):
                for e in events:
                    if not getattr(e, "hidden", False):
                        continue
                    for seat in (1 - e.seat, None):  # type: ignore[attr-defined]
                        [got] = seat_events(name, [e], seat)
                        assert type(got) is type(e)
                        assert got.seat == e.seat  # type: ignore[attr-defined]
                        assert getattr(got, "count", 0) == getattr(e, "count", 0)
                        assert got != e, f"{e} is not redacted"
                        assert describe[name](got, str) == describe[name](e, str)
                        seen += 1
                    assert seat_events(name, [e], e.seat) == [e]  # type: ignore[attr-defined]
    assert seen > 50


def test_the_events_of_supertrumf_and_ordet_need_no_redaction() -> None:
    """Their face-down moves carry only counts (Supertrumf) or nothing (Ordet's ``Commit``):
    every event goes to every seat as it is."""
    for name in ("supertrumf", "ordet"):
        for _state, events in random_game(name, {}, 12):
            for seat in (0, 1, None):
                assert seat_events(name, events, seat) == events
