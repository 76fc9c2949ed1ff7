"""Every hint is one sentence in game terms that says what and why (issue #23).

Why these tests: a hint like "Wins 29 % of 54 simulated games." or "The computer's best players
would play this." has no subject and no reason.  Each game's ``explain`` now words every
action kind it can be asked about from the facts its heuristic computes.  The tests walk seeded
games (the normal player choosing for all seats) and ask for the reason of one action of every
kind at every decision, as if the Hard player had recommended it: there is one, it is one
sentence, its params name the action's own things, and the facts it states hold.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine import games
from engine.core import Decision, Game, Rng
from engine.ordet import actions as oa
from engine.ordet.matching import fold
from engine.ordet.rules import GAME as ORDET
from engine.riftforce import actions as ra
from engine.riftforce.state import controlled
from engine.search.hints import hint
from engine.storma import actions as sa
from engine.storma import cards as scd
from engine.storma.checks import remaining
from engine.supertrumf.agents import percentile, visible_cards
from engine.supertrumf.deck import CARD_IDS, IS_SUPERTRUMP, VALUE
from engine.supertrumf.rules import Mulligan, NameProperty, Play

Position = tuple[Game[Any, Any], Any, int, list[Any]]

GAMES: list[tuple[str, dict[str, Any], set[str]]] = [
    ("supertrumf", {"variant": "klassisk", "seats": 3}, {"NameProperty", "Play"}),
    ("supertrumf", {"variant": "blixtduell", "seats": 2}, {"NameProperty", "Play", "Mulligan"}),
    ("storma", {}, {"ChooseHouse", "ChooseActive", "Attack", "Exchange", "Retreat", "Heal",
                    "RemoveDamage", "EndHeal", "FillActive"}),
    ("riftforce", {"draft": "draft"}, {"DraftPick", "PlaceCard", "EndPlay", "Activate",
                                       "ActivateElemental", "StopActivating", "CheckAndDraw",
                                       "ChooseLocation", "ChooseCard"}),
    ("ordet", {"seats": 2, "judging": "typed"}, {"Draw", "Answer", "Pass"}),
    ("ordet", {"seats": 3, "judging": "typed", "answers_needed": 2, "language": "de"},
     {"Draw", "Answer", "Pass"}),
]
OLD = ("simulated games", "best players")


def positions(name: str, options: dict[str, Any], seeds: range,
              steps: int = 300) -> Iterator[Position]:
    """Every decision of seeded games the normal player (Ordet: the normal bot) plays."""
    game = games.get_game(name)
    level = "bot-normal" if name == "ordet" else "normal"
    for seed in seeds:
        state = game.new_game(game.normalize_options(options), seed)
        agent = games.agents(name)[level]()
        rng = Rng(seed)
        for _ in range(steps):
            if game.is_over(state):
                break
            seat = game.current_player(state)
            legal = game.legal_actions(state)
            yield game, state, seat, legal
            view = game.view(state, seat)
            game.apply(state, agent.choose(Decision(game, view, seat, legal), rng))


def one_of_each_kind(legal: list[Any]) -> list[Any]:
    first: dict[type, Any] = {}
    for a in legal:
        first.setdefault(type(a), a)
    return list(first.values())


def reasons(name: str, options: dict[str, Any],
            seeds: range) -> Iterator[tuple[Position, Any, str, dict[str, Any]]]:
    explainer = games.explainer(name)
    assert explainer is not None
    for pos in positions(name, options, seeds):
        game, state, seat, legal = pos
        decision = Decision(game, game.view(state, seat), seat, legal)
        for action in one_of_each_kind(legal):
            got = explainer(decision, action, Rng(2))
            assert got is not None, (name, action)
            yield pos, action, got[0], got[1]


def things(action: Any, params: dict[str, Any]) -> bool:
    """The reason's params name the action's own things."""
    p = params
    if isinstance(action, NameProperty):
        return bool(p["prop"] == action.prop)
    if isinstance(action, Play):
        return p["card"] in action.cards
    if isinstance(action, sa.Attack | sa.Exchange):
        return bool(p["cards"] == [scd.card_name(c) for c in action.cards])
    if isinstance(action, sa.ChooseActive | sa.FillActive | sa.Heal | sa.Retreat):
        return bool(p["card"] == scd.card_name(action.card))
    if isinstance(action, sa.ChooseHouse):
        return bool(p["suit"] == scd.SUITS[action.suit])
    if isinstance(action, ra.DraftPick):
        return bool(p["guild"] == action.guild)
    if isinstance(action, ra.PlaceCard):
        return bool(p["card"] == action.card and p["location"] == action.location + 1)
    if isinstance(action, ra.Activate | ra.ActivateElemental | ra.ChooseCard):
        return bool(p["card"] == action.card)
    if isinstance(action, ra.ChooseLocation):
        return bool(p["location"] == action.location + 1)
    if isinstance(action, oa.Answer):
        return [p[k] for k in ("word", "second", "third") if k in p] == list(action.answers)[:3]
    return True  # Mulligan, Draw, Pass, End…, Check & Draw: the sentence names the move


@pytest.mark.parametrize(("name", "options", "wanted"), GAMES)
def test_every_action_kind_has_a_one_sentence_reason_naming_its_things(
        name: str, options: dict[str, Any], wanted: set[str]) -> None:
    seen: set[str] = set()
    for _, action, template, params in reasons(name, options, range(3)):
        seen.add(type(action).__name__)
        text = template.format(**params)
        assert text.endswith("."), text
        assert not any(s in text[:-1] for s in (". ", "! ", "? ")), text
        assert ": " in template, f"no what and why: {template}"
        assert not any(old in template for old in OLD), template
        assert things(action, params), (action, template, params)
    assert wanted <= seen, wanted - seen


def test_supertrumf_values_and_shares_are_true() -> None:
    """"The most that is left": no card the seat has not seen has as much; a share is the
    percentile the heuristic computes; the value is what the cards give the property."""
    checked = 0
    for name_opts in GAMES[:2]:
        for (game, state, seat, _), action, template, params in reasons(*name_opts[:2],
                                                                         range(3)):
            if "value" not in params or isinstance(action, Mulligan):
                continue
            view = game.view(state, seat)
            unseen = [c for c in CARD_IDS if c not in visible_cards(view)]
            prop = params["prop"]
            if isinstance(action, Play):
                assert params["value"] == sum(VALUE[prop][c] for c in action.cards)
            if "the most that is left" in template:
                assert all(VALUE[prop][c] < params["value"] for c in unseen
                           if not IS_SUPERTRUMP[c])
            if "{number} %" in template:
                assert params["number"] == round(100 * percentile(params["value"], prop, unseen))
            checked += 1
    assert checked > 20


def test_storma_attack_reasons_hold_on_the_real_dice() -> None:
    """A "surely defeats" attack defeats its target whatever the dice; the damage left is what
    the target has minus the damage named."""
    sure = 0
    for (game, state, seat, _), action, template, params in reasons("storma", {}, range(4)):
        if not isinstance(action, sa.Attack):
            continue
        target = state.active[1 - seat]
        assert params["target"] == scd.card_name(target.card)
        if "surely" in template:
            sure += 1
            for k in range(5):
                sample = game.clone(state)
                sample.rng = Rng(k)
                game.apply(sample, action)
                assert target.card in sample.trophies[seat]
        elif "{left}" in template:
            assert params["left"] == max(0, remaining(target) - params["damage"])
    assert sure > 0


def test_riftforce_reasons_name_what_is_on_the_board() -> None:
    """Destroyed or damaged elementals are the opponent's, on the board now; Check & Draw names
    exactly the locations the seat controls."""
    for (_, state, seat, _), action, template, params in reasons("riftforce", {"draft": "draft"},
                                                                 range(2)):
        theirs = {c for line in state.lines[1 - seat] for c in line}
        if isinstance(action, ra.CheckAndDraw):
            places = [loc + 1 for loc in controlled(state, seat)]
            assert places == params.get("locations", [params["location"]] if "location" in
                                         params else [])
        elif "{cards}" in template and ("destroy" in template or "damage to" in template):
            assert set(params["cards"]) <= theirs, (action, params)


@pytest.mark.parametrize("language", ["en", "de", "sv", "nb"])
def test_ordet_hint_in_a_race_suggests_an_unused_word_of_the_category(language: str) -> None:
    """The Hard bot's hint in a duel or race: "Say “…”" with a word of the category's lexicon in
    the game's language that was not said this round."""
    explainer = games.explainer("ordet")
    said = 0
    for game, state, seat, legal in positions("ordet", {"seats": 2, "judging": "typed",
                                                        "language": language}, range(2)):
        if state.duel is None or seat not in state.duel.seats:
            continue
        view = game.view(state, seat)
        h = hint(games.agents("ordet")["bot-hard"](), Decision(game, view, seat, legal),
                 Rng(7), explainer)
        if not isinstance(h.action, oa.Answer):
            continue
        assert h.template.startswith("Say “{word}”"), h.template
        cat = h.params["category"]
        assert cat in ORDET.categories_for(view, seat)
        unused = {fold(w) for w in ORDET.unused_answers(view, cat)}
        assert fold(h.params["word"]) in unused
        said += 1
    assert said >= 3
