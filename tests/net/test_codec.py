"""The network codec (``net.codec``): every view and event of every game reads back as it was,
and hostile input only ever raises ``BadMessage``.

Round trip: seeded random games of every game, variant and seat count; after every action the
view of every seat and of the spectator goes to JSON text and back and must be the same state
(its own class, equal field by field but the rng, encoding to the same JSON) offering the
acting seat the same legal actions; every event list reads back as the same typed events.

Fuzz: those encodings mutated (wrong types, deleted and extra keys, huge numbers, long lists,
nested junk, other event tags) and random JSON (hypothesis) are either read exactly (the
decoded object encodes back to the very input) or refused with ``BadMessage``, never anything
else.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import games
from engine.core import Event, Rng
from engine.ordet.state import OrdetState
from engine.supertrumf import events as tev
from engine.supertrumf.state import SupertrumfState
from net import codec, link
from net.codec import BadMessage, decode_events, decode_state, encode_events, encode_state
from net.seat_view import final_view, for_seat, read, seat_events
from tests.net.play import ALL, BOT_GAMES, CONFIGS, label, random_game, seats


def round_trip_games(name: str, options: dict[str, Any]) -> int:
    """Random games per configuration for the round trip (Ordet's big tables are long)."""
    return 1 if name == "ordet" and options.get("seats", 4) > 3 else 2


def _wire(obj: Any) -> Any:
    """``obj`` through the link's text form and back (what a guest receives)."""
    text = link.encode({"body": obj})
    parsed = link.parse(text)
    assert parsed is not None, "the link refuses the message"
    return parsed["body"]


def _same_state(game_name: str, decoded: Any, view: Any) -> bool:
    """Equal field by field, the rng aside (a view's rng is a dummy, a decoded one another)."""
    if type(decoded) is not type(view):
        return False
    if isinstance(view, SupertrumfState):
        return bool(decoded == view)  # its __eq__ compares everything but the rng
    assert dataclasses.is_dataclass(view)
    return bool(dataclasses.replace(decoded, rng=view.rng) == view)


def round_trip_failures(name: str, options: dict[str, Any], seed: int,
                        bot: str | None = None) -> list[str]:
    game = games.get_game(name)
    failures: list[str] = []
    for step, (state, events) in enumerate(random_game(name, options, seed, bot=bot)):
        where = f"{label(name, options)} seed {seed} step {step}"
        acting = game.acting_seats(state)
        for seat in seats(name, state):
            view = game.view(state, seat)
            encoded = encode_state(name, view)
            decoded = decode_state(name, _wire(encoded))
            if "rng" in encoded:
                failures.append(f"{where} seat {seat}: the rng is sent")
            if encode_state(name, decoded) != encoded or not _same_state(name, decoded, view):
                failures.append(f"{where} seat {seat}: the view does not read back")
            rng = decoded.rng
            if rng is not None and (rng is view.rng or rng.state_key() == state.rng.state_key()):
                failures.append(f"{where} seat {seat}: the decoded rng is the game's")
            if seat in acting:  # the guest lists what the host would accept
                got = game.legal_actions(decoded, seat)
                if got != game.legal_actions(view, seat) or \
                        got != game.legal_actions(state, seat):
                    failures.append(f"{where} seat {seat}: other legal actions after decoding")
            mine = seat_events(name, events, seat)
            if decode_events(name, _wire(encode_events(name, mine))) != mine:
                failures.append(f"{where} seat {seat}: the events do not read back")
        if decode_events(name, _wire(encode_events(name, events))) != events:
            failures.append(f"{where}: the full events do not read back")
    return failures


@pytest.mark.parametrize(("name", "options"),
                         [pytest.param(n, o, id=label(n, o)) for n, o in ALL])
def test_every_view_and_event_reads_back(name: str, options: dict[str, Any]) -> None:
    failures = [f for seed in range(round_trip_games(name, options))
                for f in round_trip_failures(name, options, 700 + seed)]
    assert failures == [], "\n".join(failures[:10])


@pytest.mark.parametrize(("name", "options", "bot"),
                         [pytest.param(*g, id=f"{label(*g[:2])}-{g[2]}") for g in BOT_GAMES])
def test_views_read_back_when_computers_play(name: str, options: dict[str, Any],
                                             bot: str) -> None:
    failures = round_trip_failures(name, options, 710, bot=bot)
    assert failures == [], "\n".join(failures[:10])


def test_the_codec_covers_every_registered_game() -> None:
    """Each game's state class and event classes have hints the codec carries."""
    assert set(games.available()) == {name for name, _ in ALL}
    for name in games.available():
        assert codec.state_class(name) is type(games.get_game(name).new_game({}, 1))
        classes = codec.event_classes(name)
        assert classes, name
        for cls in classes.values():
            codec._codec(cls)


# ----------------------------------------------------------------------------- particular forms


def _ordet_with_duel() -> tuple[Any, OrdetState]:
    game = games.get_game("ordet")
    for state, _ in random_game("ordet", {"seats": 3}, 11):
        if state.duel is not None and state.stamps:
            return game, state
    raise AssertionError("no duel in the game")


def test_a_dict_with_tuple_keys_is_a_list_of_pairs() -> None:
    game, state = _ordet_with_duel()
    encoded = encode_state("ordet", game.view(state, 0))
    assert isinstance(encoded["stamps"], list)
    assert all(isinstance(k, list) and len(k) == 2 for k, _ in encoded["stamps"])
    decoded = decode_state("ordet", encoded)
    assert decoded.stamps == state.stamps
    assert all(type(k) is tuple for k in decoded.stamps)
    pairs = encoded["stamps"]
    with pytest.raises(BadMessage, match="repeated key"):
        decode_state("ordet", {**encoded, "stamps": [*pairs, pairs[0]]})


def test_a_duel_view_hides_the_others_answers_and_reads_back() -> None:
    game, state = _ordet_with_duel()
    assert state.duel is not None
    for seat in [*range(state.seats), None]:
        view = game.view(state, seat)
        assert decode_state("ordet", _wire(encode_state("ordet", view))) == view


def test_the_two_mulligan_classes_stay_apart() -> None:
    events: list[Event] = [tev.MulliganRedraw(seat=0, discarded=2, drawn=2),
                           tev.MulliganKeep(seat=1)]
    encoded = encode_events("supertrumf", events)
    assert [e["type"] for e in encoded] == ["MulliganRedraw", "MulliganKeep"]
    assert decode_events("supertrumf", _wire(encoded)) == events
    wrong = [{**encoded[1], "redraw": True}]
    with pytest.raises(BadMessage):
        decode_events("supertrumf", wrong)


@pytest.mark.parametrize("name", ["storma", "riftforce", "supertrumf", "ordet"])
def test_the_rng_is_never_sent(name: str) -> None:
    """Not in a view, not in a finished game's whole state; it reads back as what a view
    holds (a dummy or None), never as the game's stream."""
    game = games.get_game(name)
    state = None
    for state, _ in random_game(name, {}, 3):  # noqa: B007 (the last position is wanted)
        pass
    assert game.is_over(state)
    whole = final_view(name, state)
    assert "rng" not in whole
    assert "rng" not in encode_state(name, game.view(state, 0))
    decoded = decode_state(name, whole)
    if decoded.rng is not None:
        assert isinstance(decoded.rng, Rng)
        assert decoded.rng.state_key() == Rng(codec.DUMMY_RNG_SEED).state_key()
    assert encode_state(name, decoded) == whole


def test_the_whole_state_only_once_the_game_is_over() -> None:
    game = games.get_game("storma")
    with pytest.raises(ValueError, match="over"):
        final_view("storma", game.new_game({}, 1))


# ----------------------------------------------------------------------------- hostile input


def _storma_view() -> dict[str, Any]:
    game = games.get_game("storma")
    for state, _ in random_game("storma", {}, 4):
        if state.phase == "turn" and state.active[0] is not None:
            return encode_state("storma", game.view(state, 0))
    raise AssertionError("no turn reached")


@pytest.mark.parametrize(("change", "reason"), [
    (lambda v: v.update(to_move=True), "to_move: expected int"),
    (lambda v: v.update(to_move=1.0), "to_move: expected int"),
    (lambda v: v.update(to_move="1"), "to_move: expected int"),
    (lambda v: v.update(to_move=2 ** 60), "number too large"),
    (lambda v: v.update(passes=None), "passes: expected int"),
    (lambda v: v.update(cheat=1), "unknown field 'cheat'"),
    (lambda v: v.update(rng=12345), "unknown field 'rng'"),
    (lambda v: v.pop("draw"), "missing field 'draw'"),
    (lambda v: v.update(draw=[None] * 10_001), "draw: list too long"),
    (lambda v: v["hands"][0].append("x"), r"hands\[0\]\[\d+\]"),
    (lambda v: v.update(phase="cheat"), "phase: unexpected value"),
    (lambda v: v["active"][0].update(card=[1]), r"active\[0\].*card: expected int"),
    (lambda v: v["active"][0].update(damage=[[1, 2, 3]]), r"damage\[0\]: expected a list of 2"),
    (lambda v: v.update(heal={"target": "active"}), "missing field"),
    (lambda v: v["options"].update(deep=[[[[[[[[[[1]]]]]]]]]]), "nested too deep"),
    (lambda v: v.update(is_view="yes"), "is_view: expected true/false"),
])
def test_a_wrong_view_is_refused_with_a_reason(change: Any, reason: str) -> None:
    view = _storma_view()
    change(view)
    with pytest.raises(BadMessage, match=reason):
        decode_state("storma", view)


@pytest.mark.parametrize("obj", [None, [], "view", 3, {"type": "StormaState"}])
def test_not_a_view_at_all(obj: Any) -> None:
    with pytest.raises(BadMessage):
        decode_state("storma", obj)


@pytest.mark.parametrize(("objs", "reason"), [
    ({}, "expected list"),
    ([1], r"events\[0\]: expected object"),
    ([{"seat": 0}], "unknown event type"),
    ([{"type": "Rng"}], "unknown event type"),
    ([{"type": "__init__"}], "unknown event type"),
    ([{"type": "Drew", "seat": 0, "cards": [1], "count": 1, "reason": "deal"}],
     "missing field 'hidden'"),
    ([{"type": "Drew", "seat": 0, "cards": [1], "count": 1, "reason": "deal", "hidden": 1}],
     "hidden: expected true/false"),
    ([{"type": "Drew", "seat": 0, "cards": [1.5], "count": 1, "reason": "deal",
       "hidden": True}], r"cards\[0\]: expected int"),
])
def test_wrong_events_are_refused(objs: Any, reason: str) -> None:
    with pytest.raises(BadMessage, match=reason):
        decode_events("storma", objs)


def test_an_unknown_game_is_a_bad_message() -> None:
    with pytest.raises(BadMessage):
        decode_state("chess", {})
    with pytest.raises(BadMessage):
        decode_events("chess", [])


#: values put in place of a part of a message (nested junk, huge numbers, long lists, ...)
JUNK: list[Any] = [
    None, True, False, 0, -1, 7, 1.5, -0.0, 1e308, 2 ** 53 + 1, -(2 ** 63), 10 ** 40, "", "x",
    "x" * 10_001, "\ud800", [], {}, [None], [[]], {"a": 1}, {"type": "Drew"}, [0] * 10_001,
    json.loads("[" * 40 + "0" + "]" * 40), {"": {"": {"": {"": [1, "x", None]}}}},
    [1, "x", None, 2.5, True], ["0", 1], [[0, 1], [0, 1]],
]


def _paths(obj: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, (*path, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, (*path, i))


def _get(obj: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        obj = obj[k]
    return obj


def mutations(obj: Any, pick: random.Random, count: int, tags: list[str]) -> Iterator[Any]:
    """``count`` damaged copies of ``obj``: a part replaced by junk or by another part, a key
    deleted or added, a list item dropped or repeated, an event's tag changed."""
    paths = list(_paths(obj))
    for _ in range(count):
        out = copy.deepcopy(obj)
        path = pick.choice(paths)
        parent: Any = _get(out, path[:-1]) if path else None
        roll = pick.random()
        if not path:
            out = pick.choice(JUNK)
        elif roll < 0.5:
            parent[path[-1]] = copy.deepcopy(pick.choice(JUNK))
        elif roll < 0.6:
            parent[path[-1]] = copy.deepcopy(_get(obj, pick.choice(paths)))
        elif roll < 0.7 and isinstance(parent, dict):
            del parent[path[-1]]
        elif roll < 0.8:
            target = _get(out, path)
            if isinstance(target, dict):
                target[pick.choice(["x", "type", "hidden", "rng", *target])] = pick.choice(JUNK)
            elif isinstance(target, list) and target:
                i = pick.randrange(len(target))
                target.insert(i, target[i]) if pick.random() < 0.5 else target.pop(i)
        elif isinstance(parent, dict) and path[-1] == "type":
            parent["type"] = pick.choice([*tags, "Event", "RawEvent", "x"])
        else:
            parent[path[-1]] = copy.deepcopy(pick.choice(JUNK))
        yield out


def _exact_or_refused(read: Any, write: Any, obj: Any) -> None:
    """``read(obj)`` either refuses with ``BadMessage`` or gives what ``write`` turns back
    into ``obj`` exactly (no half-valid object, no other exception)."""
    try:
        value = read(obj)
    except BadMessage:
        return
    assert write(value) == obj


def _samples(name: str, options: dict[str, Any], seed: int,
             every: int) -> Iterator[tuple[dict[str, Any], list[dict[str, Any]]]]:
    game = games.get_game(name)
    for step, (state, events) in enumerate(random_game(name, options, seed)):
        if step % every == 0 or game.is_over(state):
            seat = step % (game.num_seats(state) + 1)
            yield (encode_state(name, game.view(state, None if seat == 0 else seat - 1)),
                   encode_events(name, events))


@pytest.mark.parametrize(("name", "options"),
                         [pytest.param(n, o, id=label(n, o)) for n, o in ALL])
def test_mutated_messages_are_read_exactly_or_refused(name: str,
                                                      options: dict[str, Any]) -> None:
    pick = random.Random(404)
    tags = list(codec.event_classes(name))
    for view, events in _samples(name, options, 31, every=12):
        for bad in mutations(view, pick, 25, tags):
            _exact_or_refused(lambda o: decode_state(name, o),
                              lambda v: encode_state(name, v), bad)
        if events:
            for bad in mutations(events, pick, 25, tags):
                _exact_or_refused(lambda o: decode_events(name, o),
                                  lambda v: encode_events(name, v), bad)


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                               max_size=4),
    max_leaves=30,
)


@given(name=st.sampled_from(sorted(CONFIGS)), junk=_json,
       where=st.integers(min_value=0, max_value=10_000))
def test_junk_anywhere_is_read_exactly_or_refused(name: str, junk: Any, where: int) -> None:
    """Random JSON as a whole view, as the events, and in place of one part of a real view."""
    _exact_or_refused(lambda o: decode_state(name, o), lambda v: encode_state(name, v), junk)
    _exact_or_refused(lambda o: decode_events(name, o), lambda v: encode_events(name, v), junk)
    _exact_or_refused(lambda o: decode_events(name, o), lambda v: encode_events(name, v),
                      [junk])
    view = _start_view(name)
    paths = list(_paths(view))[1:]
    path = paths[where % len(paths)]
    bad = copy.deepcopy(view)
    _get(bad, path[:-1])[path[-1]] = junk
    _exact_or_refused(lambda o: decode_state(name, o), lambda v: encode_state(name, v), bad)


_START: dict[str, dict[str, Any]] = {}


def _start_view(name: str) -> dict[str, Any]:
    """A view some steps into a game (so its lists are not all empty), made once."""
    if name not in _START:
        game = games.get_game(name)
        for step, (state, _) in enumerate(random_game(name, {}, 8)):
            if step == 12 or game.is_over(state):
                break
        _START[name] = encode_state(name, game.view(state, 0))
    return json.loads(json.dumps(_START[name]))


def test_a_message_body_reads_back_or_is_refused() -> None:
    game = games.get_game("riftforce")
    state = game.new_game({}, 2)
    body = for_seat("riftforce", state, game.initial_events(state), 1)
    view, events = read("riftforce", _wire(body))
    assert encode_state("riftforce", view) == body["view"]
    assert events == game.initial_events(state)
    for bad in [None, [], {"view": body["view"]}, {**body, "extra": 1},
                {"view": body["events"], "events": body["view"]}]:
        with pytest.raises(BadMessage):
            read("riftforce", bad)
