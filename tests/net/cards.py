"""Which cards a seat may not see, and which cards a message names: by identity, per game.

Why written out per game and not derived from ``game.view``: the leak test must catch a view
that keeps a hidden card, so what is hidden comes from the rules (whose hand, which pile is
face down), read off the full state.  And why typed: a message is walked field by field with
the knowledge of which fields hold cards, so a count, a seat number or a location (small
integers, like Storma's or Riftforce's card ids) is never mistaken for a card.

Besides cards, a few other secrets are identities here too: the guilds Riftforce sets aside,
Ordet's sealed answers and Supertrumf's pending mulligan choices, as tagged tuples.

``hidden_cards(game, state, seat)``: the identities ``seat`` (None: a spectator) cannot see in
the full ``state``.  ``message_cards(game, view, events)``: the identities named in a decoded
message (a view and events of the game's own classes).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine.core import Event
from engine.ordet import events as oev
from engine.ordet.state import OrdetState
from engine.riftforce import events as rev
from engine.riftforce.guilds import CARD_QUESTIONS
from engine.riftforce.state import State as RiftState
from engine.storma import events as sev
from engine.storma.state import StormaState
from engine.supertrumf import events as tev
from engine.supertrumf.state import SupertrumfState

Ident = Any  # a card id (int or str) or a tagged tuple


def _others(n: int, seat: int | None) -> list[int]:
    return [s for s in range(n) if s != seat]


def _real(cards: Iterable[Any]) -> set[Any]:
    return {c for c in cards if c is not None}


# ----------------------------------------------------------------------------- Storma


def _storma_hidden(st: StormaState, seat: int | None) -> set[Ident]:
    out = _real(st.draw)
    for s in _others(2, seat):
        hand = list(st.hands[s])
        for c in st.known[s]:  # a Joker everyone saw taken into the hand
            if c in hand:
                hand.remove(c)
        out |= _real(hand)
        out |= _real([st.setup_active[s]])
    return out


def _storma_view(v: StormaState) -> set[Ident]:
    out = _real(c for h in v.hands for c in h) | _real(v.draw) | _real(v.discard)
    for slot in [*v.active, *v.infirmary]:
        if slot is not None:
            out.add(slot.card)
            out |= _real(c for c, _ in slot.damage)
    out |= {c for t in v.trophies for c in t} | _real(v.setup_active)
    out |= {c for k in v.known for c in k}
    return out


def _storma_event(e: Event) -> set[Ident]:
    match e:
        case sev.Drew(cards=cards) | sev.Revealed(cards=cards) | sev.Exchanged(cards=cards) \
                | sev.Attacked(cards=cards):
            return set(cards)
        case sev.ActiveChosen(card=c) | sev.Damaged(card=c) | sev.TrophyTaken(card=c) \
                | sev.Healed(card=c) | sev.ActiveFilled(card=c):
            return {c}
        case sev.Rolled(card=c):
            return _real([c])
        case sev.Defeated(card=c, damage=damage):
            return {c, *damage}
        case sev.Retreated(card=c, new_active=new):
            return {c, new}
        case sev.DamageRemoved(removed=removed):
            return _real(c for c, _ in removed)
    return set()


def _storma_passing(events: list[Event]) -> set[Ident]:
    """Cards shown face up on their way to the discard pile (an exchange, an attack's cards, a
    defeated card's damage) that a reshuffle later in the same action put into the draw pile:
    everyone saw them, though the position after the action hides them again."""
    last = max((i for i, e in enumerate(events) if isinstance(e, sev.Reshuffled)), default=-1)
    out: set[Ident] = set()
    for e in events[:last]:
        match e:
            case sev.Exchanged(cards=cards) | sev.Attacked(cards=cards):
                out |= set(cards)
            case sev.Defeated(damage=damage):
                out |= set(damage)
    return out


# ----------------------------------------------------------------------------- Riftforce


def _guild(name: str | None) -> set[Ident]:
    return set() if name is None else {("guild", name)}


def _rift_hidden(st: RiftState, seat: int | None) -> set[Ident]:
    """The draw piles, the other hand, the discard piles below their top cards (the rules:
    "looking through the discard piles during play is not allowed") and the guilds set aside
    or left unused.  The card discarded for the activation in progress stays public
    (``act_card``) while other cards cover it."""
    below = _real(c for d in st.discards for c in d[:-1]) - {st.act_card}
    out = _real(c for d in st.decks for c in d) | below
    for s in _others(2, seat):
        out |= _real(st.hands[s])
    out |= _guild(st.set_aside)
    for g in st.unused:
        out |= _guild(g)
    return out


def _rift_view(v: RiftState) -> set[Ident]:
    out = _real(c for pile in [*v.hands, *v.decks, *v.discards] for c in pile)
    out |= {c for side in v.lines for line in side for c in line}
    out |= {c for c, _ in v.placed} | {c for c, _ in v.shadow_marks} | set(v.activated)
    out |= _real([v.act_card])
    p = v.pending
    if p is not None:
        out |= _real([p.card])
        if p.kind in CARD_QUESTIONS or p.kind in ("play_more", "choose_activation"):
            out |= set(p.options)
    for g in [*v.draft_pool, v.set_aside, *v.unused, *(g for gs in v.guilds for g in gs)]:
        out |= _guild(g)
    return out


def _rift_event(e: Event) -> set[Ident]:
    match e:
        case rev.Drew(card=c):
            return _real([c])
        case rev.Activated(card=c, guild=g):
            return {c, ("guild", g)}
        case rev.Placed(card=c) | rev.Discarded(card=c) | rev.Damaged(card=c) \
                | rev.Healed(card=c) | rev.Moved(card=c) | rev.Destroyed(card=c):
            return {c}
        case rev.Chose(step=step, value=value) if step in CARD_QUESTIONS:
            return {value}
        case rev.Started(dealt=dealt):
            return {("guild", g) for g in dealt}
        case rev.DraftPicked(guild=g):
            return {("guild", g)}
        case rev.SetUp(guilds=guilds):
            return {("guild", g) for gs in guilds for g in gs}
    return set()


def _rift_passing(events: list[Event]) -> set[Ident]:
    """Cards shown face up on their way to a discard pile (discarded to activate, destroyed)
    that another card covered, or a reshuffle took into the draw pile, in the same action."""
    return {e.card for e in events if isinstance(e, rev.Discarded | rev.Destroyed)}


# ----------------------------------------------------------------------------- Supertrumf


def _trumf_hidden(st: SupertrumfState, seat: int | None) -> set[Ident]:
    out = _real(st.draw) | _real(c for p in st.prizes for c in p)
    for s in _others(st.n, seat):
        out |= _real(st.hands[s])
        play = st.plays[s]
        if play is not None:
            out |= _real(play)
        if st.mull_choice[s] is not None:
            out.add(("mulligan", s, st.mull_choice[s]))
    return out


def _trumf_view(v: SupertrumfState) -> set[Ident]:
    piles = [*v.hands, v.pot, *v.win_piles, *v.prizes, v.draw, v.discard]
    out = _real(c for pile in piles for c in pile)
    out |= _real(c for p in v.plays if p is not None for c in p)
    if v.last is not None:
        out |= _real(c for p in v.last.plays if p is not None for c in p)
    out |= {("mulligan", s, c) for s, c in enumerate(v.mull_choice) if c is not None}
    return out


def _trumf_event(e: Event) -> set[Ident]:
    match e:
        case tev.Reveal(plays=plays):
            return _real(c for p in plays if p is not None for c in p)
        case tev.Bank(cards=cards):
            return _real(cards)
        case tev.MulliganRedraw(seat=s):
            return {("mulligan", s, True)}
        case tev.MulliganKeep(seat=s):
            return {("mulligan", s, False)}
    return set()


# ----------------------------------------------------------------------------- Ordet


def _ordet_hidden(st: OrdetState, seat: int | None) -> set[Ident]:
    """The draw piles' cards (their order is the secret) but those answered aloud this
    round: a tie-break card shuffled back is known to be in its pile; and the sealed answers
    of the other duellists."""
    out = _real(c for pile in st.draw for c in pile) - set(st.used)
    if st.duel is not None:
        for s, commit in st.duel.commits.items():
            if s != seat:
                out.add(("answer", s, commit.answers, commit.seconds))
    return out


def _ordet_view(v: OrdetState) -> set[Ident]:
    out = _real(c for pile in v.draw for c in pile)
    out |= {c for seat in v.play for pile in seat for c in pile}
    out |= {c for pile in v.score for c in pile}
    out |= set(v.jokers) | set(v.set_aside) | set(v.removed) | _real(v.fixed)
    out |= set(v.used) | {c for pair in v.voided for c in pair}
    d = v.duel
    if d is not None:
        out |= set(d.targets.values()) | set(d.base_targets.values()) | _real([d.stake, d.flip])
        out |= {c for counted in d.counted.values() for c, _ in counted}
        out |= {("answer", s, c.answers, c.seconds) for s, c in d.commits.items()
                if not c.hidden}
    return out


def _ordet_event(e: Event) -> set[Ident]:
    match e:
        case oev.Joker(card=c) | oev.Draw(card=c) | oev.ShuffleBack(card=c) \
                | oev.TiebreakJoker(card=c) | oev.Tiebreak(card=c) | oev.DuelWon(card=c):
            return {c}
        case oev.Duel(targets=targets):
            return set(targets.values())
        case oev.Reveal(answers=answers, seconds=seconds):
            return {("answer", s, a, seconds.get(s)) for s, a in answers.items()}
    return set()


def _ordet_passing(events: list[Event]) -> set[Ident]:
    """Cards turned face up and put back into a draw pile in the same action: a joker
    flipped for a tie-break (``TiebreakJoker``), a tie-break card shuffled back, and every
    card the events showed before a new round gathered all cards into fresh draw piles."""
    last = max((i for i, e in enumerate(events) if isinstance(e, oev.RoundStart)), default=-1)
    out: set[Ident] = set()
    for i, e in enumerate(events):
        if i < last or isinstance(e, oev.TiebreakJoker | oev.ShuffleBack):
            out |= {c for c in _ordet_event(e) if type(c) is int}
    return out


# ----------------------------------------------------------------------------- the tables

_HIDDEN: dict[str, Callable[[Any, int | None], set[Ident]]] = {
    "storma": _storma_hidden, "riftforce": _rift_hidden,
    "supertrumf": _trumf_hidden, "ordet": _ordet_hidden,
}
_VIEW: dict[str, Callable[[Any], set[Ident]]] = {
    "storma": _storma_view, "riftforce": _rift_view,
    "supertrumf": _trumf_view, "ordet": _ordet_view,
}
_EVENT: dict[str, Callable[[Event], set[Ident]]] = {
    "storma": _storma_event, "riftforce": _rift_event,
    "supertrumf": _trumf_event, "ordet": _ordet_event,
}
_PASSING: dict[str, Callable[[list[Event]], set[Ident]]] = {
    "storma": _storma_passing, "riftforce": _rift_passing, "ordet": _ordet_passing}
#: event classes whose cards (or other secrets) ``message_cards`` reads, per game
CARD_EVENTS: dict[str, set[str]] = {
    "storma": {"Drew", "Revealed", "Exchanged", "Attacked", "ActiveChosen", "Damaged",
               "TrophyTaken", "Healed", "ActiveFilled", "Rolled", "Defeated", "Retreated",
               "DamageRemoved"},
    "riftforce": {"Drew", "Activated", "Placed", "Discarded", "Damaged", "Healed", "Moved",
                  "Destroyed", "Chose", "Started", "DraftPicked", "SetUp"},
    "supertrumf": {"Reveal", "Bank", "MulliganRedraw", "MulliganKeep"},
    "ordet": {"Joker", "Draw", "ShuffleBack", "TiebreakJoker", "Tiebreak", "DuelWon", "Duel",
              "Reveal"},
}
#: event classes that name no card (each class of each game is in one of the two tables)
CARDLESS: dict[str, set[str]] = {
    "storma": {"Started", "HouseChosen", "Reshuffled", "TurnBegan", "HealStarted",
               "HealEnded", "Passed", "HouseFallen", "CannotFill", "TwoPasses"},
    "riftforce": {"TurnBegan", "Reshuffled", "PlayBegan", "Checked", "ActionEnded", "Scored",
                  "TiebreakBegan", "GameOver"},
    "supertrumf": {"Deal", "LeadPass", "Name", "Play", "MulliganDecided", "Dice", "Lead",
                   "RoundWon", "Tie", "Draw", "Prize", "Reshuffle", "GameOver"},
    "ordet": {"RoundStart", "Turn", "RoundEnd", "GameOver", "TieDeclared", "Tie", "Commit",
              "Claim", "Rerace", "Void"},
}


def hidden_cards(game_name: str, state: Any, seat: int | None) -> set[Ident]:
    """What ``seat`` (None: a spectator) may not see in the full ``state``, by the rules."""
    return _HIDDEN[game_name](state, seat)


def everything(game_name: str, state: Any) -> set[Ident]:
    """Every card and secret in the full ``state`` (read like a view, hiding nothing)."""
    return _VIEW[game_name](state)


def passing_cards(game_name: str, events: list[Event]) -> set[Ident]:
    """Cards an action showed face up to everyone on their way to a hidden pile (hidden
    before and after it, yet public: the rules showed them in between)."""
    found = _PASSING.get(game_name)
    return set() if found is None else found(events)


def message_cards(game_name: str, view: Any, events: Iterable[Event]) -> set[Ident]:
    """Every card (and other secret) a decoded message names: its view's and its events'."""
    out = _VIEW[game_name](view)
    for e in events:
        out |= _EVENT[game_name](e)
    return out
