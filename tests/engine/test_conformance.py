"""The protocol conformance suite: random whole games of every registered game.

Every game in ``engine.games.available()`` is played to the end, again and again, by its
computer players on options drawn by hypothesis (its variants and seat counts, ``CASES``; a
game without a case plays its default options), and every promise of the protocol
(``engine.core.Game``) is checked on the way:

* ``audit`` is empty at the start and after every action (each game's audit includes its own
  checks that no view shows a hidden card);
* the seat to act has legal actions, none listed twice, and its agent picks one of them from
  its view; every action survives its JSON encoding;
* views hide what they must: no view carries the game's random stream (a view has none or a
  stand-in); a state determinized from the
  acting seat's view is a sound state (its audit is empty) that gives that seat and a spectator
  exactly the same views, the same seat to act and the same legal actions, and plays on
  legally (``PLAY_ON``); a clone is independent of its original;
* a reversible step (``Game.reversible``) keeps the seat to act and the random stream, and
  undoing it (``engine.undo.undo``) restores the position's fingerprint;
* replay identity: seed + actions rebuild the same fingerprint (``engine.undo.fingerprint``),
  also when a prefix is replayed and the rest applied; the save file round trip
  (``engine.saves``) gives back the actions and the position;
* the game ends within ``CAP`` actions with winners among the seats and a score per seat;
* a game's own invariants (``Case.after_action`` and ``Case.at_end``, kept in its test
  package in a module named after what they check) after every action and at the end.

Why one suite: the same checks for every game, so a new game gets all of them by registering
(and adds a ``Case`` for its variants); OpenSpiel's ``random_sim_test`` does the same.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import games, saves
from engine.core import Decision, Game, Rng, listed, replay
from engine.undo import fingerprint, undo
from tests.engine.ordet import scoring as ordet_scoring
from tests.engine.riftforce import scoring as riftforce_scoring
from tests.engine.supertrumf import endings as supertrumf_endings

#: no game of any registered game takes more actions than this
CAP = 5000
#: actions a determinized state is played on for (every Supertrumf and most Storma games end
#: sooner; the longer games are checked over as many actions)
PLAY_ON = 100
#: reversible steps undone per game
UNDO_SAMPLES = 4


def _nothing(*_: Any) -> None:
    """No game-specific invariant."""


@dataclass(frozen=True)
class Case:
    """How the suite plays one game: the options (a strategy over its variants and seat
    counts), the computer levels of its seats, how many games hypothesis plays, and
    the game's own invariants: ``after_action(before, state)`` (``before`` is a clone of the
    state the action was applied to) and ``at_end(options, state)``."""

    options: st.SearchStrategy[dict[str, Any]] = field(default_factory=lambda: st.just({}))
    #: the computer level of each seat (repeated when the game has more seats); None: each
    #: seat plays at random or at the game's default level
    levels: st.SearchStrategy[Sequence[str]] | None = None
    examples: int = 10
    after_action: Callable[[Any, Any], None] = _nothing
    at_end: Callable[[dict[str, Any], Any], None] = _nothing


def per_seat(*levels: str) -> st.SearchStrategy[Sequence[str]]:
    """Each of up to six seats at one of ``levels``."""
    return st.lists(st.sampled_from(levels), min_size=6, max_size=6)


def _ordet_options() -> st.SearchStrategy[dict[str, Any]]:
    from engine.ordet import cardsets
    from tests.engine.ordet.helpers import SYN  # importing it registers the synthetic set

    @st.composite
    def options(draw: st.DrawFn) -> dict[str, Any]:
        seats = draw(st.integers(2, 6))
        young = draw(st.lists(st.booleans(), min_size=seats, max_size=seats))
        return {
            "seats": seats, "card_set": SYN, "rounds": 2,
            "answers_needed": draw(st.integers(1, 3)),
            "no_repeats": draw(st.booleans()),
            "remove_two_symbols": draw(st.booleans()),
            "language": draw(st.sampled_from(list(cardsets.LANGUAGES))),
            "judging": draw(st.sampled_from(["buzz", "typed", "strict"])),
            "fixed_categories": [f"{SYN}-{5 + i:02d}" if y else None
                                 for i, y in enumerate(young)],
        }

    return options()


#: every registered game's variants and seat counts, the levels its seats play at and its own
#: invariants.  The example counts spread about 20 s of CPU time over the four games.
CASES: dict[str, Case] = {
    "supertrumf": Case(
        options=st.sampled_from([{"variant": "klassisk", "seats": 2},
                                 {"variant": "klassisk", "seats": 3},
                                 {"variant": "klassisk", "seats": 4},
                                 {"variant": "blixtduell", "seats": 2}]),
        levels=per_seat("random", "normal"), examples=90, at_end=supertrumf_endings.at_end),
    "storma": Case(levels=per_seat("random", "heuristic"), examples=50),
    # the heuristic player is slow here: one game in four has it, against a random player
    "riftforce": Case(options=st.sampled_from([{"draft": "draft"}, {"draft": "free"}]),
                      levels=st.tuples(st.sampled_from(["random"] * 3 + ["heuristic"]),
                                       st.just("random")),
                      examples=16, after_action=riftforce_scoring.after_action),
    "ordet": Case(options=_ordet_options(),
                  levels=per_seat("random", "bot-easy", "bot-normal", "bot-hard"), examples=30,
                  after_action=ordet_scoring.after_action, at_end=ordet_scoring.at_end),
}


def case_of(name: str) -> Case:
    return CASES.get(name) or Case()


def levels_of(name: str, case: Case) -> st.SearchStrategy[Sequence[str]]:
    return per_seat("random", games.default_agent(name)) if case.levels is None else case.levels


@dataclass
class Played:
    """A finished game and what the suite recorded on the way."""

    state: Any
    actions: list[Any]
    #: (index of a reversible action, fingerprint of the position before it)
    reversible: list[tuple[int, object]]


def play(name: str, case: Case, options: dict[str, Any], seed: int, levels: Sequence[str],
         choice_seed: int, look_at: int) -> Played:
    """Play to the end with the per-seat ``levels``, checking every action; the views are
    examined before action ``look_at`` and the first ``UNDO_SAMPLES`` reversible steps from
    there on are recorded for undo."""
    game = games.get_game(name)
    factories = games.agents(name)
    state = game.new_game(options, seed)
    seats = game.num_seats(state)
    players = [factories[levels[s % len(levels)]]() for s in range(seats)]
    rngs = [Rng(choice_seed * 31 + s) for s in range(seats)]
    assert game.audit(state) == []
    actions: list[Any] = []
    reversible: list[tuple[int, object]] = []
    while not game.is_over(state):
        assert len(actions) < CAP, "the game does not end"
        seat = game.current_player(state)
        assert seat is not None, "a game that is not over has a seat to act"
        legal = game.legal_actions(state)
        assert legal, "the seat to act always has a legal action"
        assert len(set(legal)) == len(legal), "an action is listed twice"
        if len(actions) == look_at:
            check_views(game, state, seat, Rng(choice_seed))
        action = players[seat].choose(Decision(game, state, seat, legal), rngs[seat])
        assert action in legal or listed(game, action, legal), "the agent chose an unlisted action"
        assert game.decode_action(json.loads(json.dumps(game.encode_action(action)))) == action
        before = game.clone(state)
        events = game.apply(state, action)
        untyped = [e for e in events if not type(e).KIND]
        assert untyped == [], "every event is of a declared class (engine/<game>/events.py)"
        problems = game.audit(state)
        assert problems == [], (len(actions), action, problems)
        if game.reversible(before, action, state, events):
            check_reversible_step(game, before, state)
            if len(actions) >= look_at and len(reversible) < UNDO_SAMPLES:
                reversible.append((len(actions), fingerprint(before)))
        case.after_action(before, state)
        actions.append(action)
    result = game.result(state)
    assert len(result.scores) == seats
    assert result.winners, "a finished game has winners"
    assert set(result.winners) <= set(range(seats))
    return Played(state, actions, reversible)


def check_views(game: Game[Any, Any], state: Any, seat: int, rng: Rng) -> None:
    """What the seat to act sees is all it can learn: views hide the random stream, a state
    determinized from the view is sound and indistinguishable for the seat and a spectator,
    and a clone is independent of its original."""
    view = game.view(state, seat)
    secret = fingerprint(getattr(state, "rng", None))
    for viewer in (*range(game.num_seats(state)), None):
        shown = getattr(game.view(state, viewer), "rng", None)
        assert shown is None or fingerprint(shown) != secret, f"seat {viewer} sees the rng"
    full = game.determinize(view, seat, rng)
    assert game.audit(full) == []
    assert game.current_player(full) == seat
    assert game.legal_actions(full) == game.legal_actions(state)
    assert fingerprint(game.view(full, seat)) == fingerprint(view)
    assert fingerprint(game.view(full, None)) == fingerprint(game.view(state, None))
    original = fingerprint(state)
    twin = game.clone(state)
    assert fingerprint(twin) == original
    game.apply(twin, game.legal_actions(twin)[0])
    assert fingerprint(state) == original, "applying to a clone changed the original"
    assert fingerprint(twin) != original
    for _ in range(PLAY_ON):  # the determinized state is a whole game: it plays on legally
        if game.is_over(full):
            break
        game.apply(full, rng.choice(game.legal_actions(full)))
        assert game.audit(full) == []


def check_reversible_step(game: Game[Any, Any], before: Any, after: Any) -> None:
    """The generic part of ``Game.reversible``: the same seat acts and no chance was used."""
    assert game.current_player(after) == game.current_player(before) is not None
    rng_before, rng_after = getattr(before, "rng", None), getattr(after, "rng", None)
    assert fingerprint(rng_before) == fingerprint(rng_after)


def check_replays_and_saves(name: str, options: dict[str, Any], seed: int,
                            played: Played) -> None:
    """Seed + actions rebuild the position (from the start, or from a replayed prefix), the
    save file gives it back, and undoing each recorded reversible step restores the position
    before it."""
    game, actions = games.get_game(name), played.actions
    final = fingerprint(played.state)
    assert fingerprint(replay(game, options, seed, actions)) == final
    half = len(actions) // 2
    partial = replay(game, options, seed, actions[:half])
    for action in actions[half:]:
        game.apply(partial, action)
    assert fingerprint(partial) == final
    loaded = saves.loads(saves.dumps(name, options, seed, actions))
    assert loaded.game == name
    assert loaded.actions == actions
    assert fingerprint(loaded.state) == final
    for i, before in played.reversible:
        assert fingerprint(undo(game, options, seed, actions[: i + 1], 1)) == before


@pytest.mark.parametrize("name", games.available())
def test_random_games_keep_every_promise_of_the_protocol(name: str) -> None:
    game = games.get_game(name)
    case = case_of(name)

    @settings(max_examples=case.examples)
    @given(options=case.options, seed=st.integers(0, 2**40), choice_seed=st.integers(0, 2**32),
           seat_levels=levels_of(name, case),
           look_at=st.integers(0, 60))
    def one_game(options: dict[str, Any], seed: int, choice_seed: int,
                 seat_levels: Sequence[str], look_at: int) -> None:
        options = game.normalize_options(options)
        played = play(name, case, options, seed, seat_levels, choice_seed, look_at)
        case.at_end(options, played.state)
        check_replays_and_saves(name, options, seed, played)

    one_game()


def test_every_case_is_a_registered_game() -> None:
    assert set(CASES) <= set(games.available())

