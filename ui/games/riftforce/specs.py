"""Which card goes to which zone of the Riftforce table, and how it looks: the card specs of
the draft and of the board, as functions of the view and of what the player has chosen.

Why apart from the table: the specs are a pure function of the view (``State``), the seat at
the screen and the choice under way (a card waiting on the discard pile for guild or number),
so they are read and tested without the widget; the table syncs its scene to them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.riftforce.cards import GUILDS, NUM_LOCATIONS, guild_of, number_of
from engine.riftforce.guilds import CARD_QUESTIONS
from engine.riftforce.rules import matching_elementals
from engine.riftforce.state import State
from ui.games.riftforce.faces import elemental_face, summoner_face
from ui.table.scene import CardSpec

translate = QCoreApplication.translate


def draft_specs(v: State, acting: bool) -> list[CardSpec]:
    """The summoners: the pool to pick from (numbered for the keys while ``acting``), each
    seat's guilds, and the set-aside one in the dealt draft."""
    specs: list[CardSpec] = []
    kind = translate("riftforce", "Summoner")
    dealt_kind = translate("riftforce", "Dealt")
    footer = translate("riftforce", "4 × 5 · 3 × 6 · 2 × 7")
    drafting = v.options.get("draft") == "draft"
    for i, g in enumerate(v.draft_pool):
        key = str((i + 1) % 10) if acting and i < 10 else ""
        specs.append(CardSpec(f"s_{g}", "pool", g, summoner_face(g, kind, footer),
                              public=True, draggable=acting, badge=key))
    for seat in (0, 1):
        for i, g in enumerate(v.guilds[seat]):
            k = dealt_kind if drafting and i == 0 else kind
            specs.append(CardSpec(f"s_{g}", f"summ{seat}", g, summoner_face(g, k, footer),
                                  owner=seat, public=True))
    if drafting:
        specs.append(CardSpec("s_aside", "setaside"))
    return specs


def board_specs(v: State, acting: bool, viewer: int | None, arming: int | None,
                reveal_all: bool, bottom: int) -> list[CardSpec]:
    """Hands, draw and discard piles and the lines of both seats.  ``arming`` is a card
    waiting on the discard pile for guild or number (the elementals it may activate light
    up); ``reveal_all`` shows every hand (a replay); ``bottom`` is the seat at the bottom."""
    p = v.pending if acting else None
    # which board cards may be clicked now
    lit: set[int] = set()
    if p is not None and (p.kind == "choose_activation" or p.kind in CARD_QUESTIONS):
        lit = set(p.options)
    if arming is not None and viewer is not None:
        for by in ("guild", "number"):
            lit.update(matching_elementals(v, viewer, arming, by))
    can_play = acting and (p is None or p.kind == "play_more") and arming is None
    options = set(p.options) if p is not None and p.kind == "play_more" else None
    specs: list[CardSpec] = []
    for seat in (0, 1):
        shown = seat == viewer or reveal_all
        specs.extend(_hand_specs(v, seat, shown, can_play, options))
        specs.extend(CardSpec(f"d{seat}#{i}", f"deck{seat}", owner=seat)
                     for i in range(min(len(v.decks[seat]), 6)))
        pile = v.discards[seat]
        if pile and pile[-1] is not None:
            top = pile[-1]
            specs.append(CardSpec(f"c{top}", f"discard{seat}", str(top), elemental_face(top),
                                  seat, public=True))
        specs.extend(_line_specs(v, seat, seat != bottom, lit,
                                 p.card if p is not None else None))
    return specs


def _hand_specs(v: State, seat: int, shown: bool, can_play: bool,
                options: set[int] | None) -> list[CardSpec]:
    """``seat``'s hand: faces when ``shown`` and known (sorted by guild and number), else
    backs; ``options`` are the cards that may join the Play under way (others dimmed)."""
    hand = v.hands[seat]
    ids = [c for c in hand if c is not None]
    if not (shown and len(ids) == len(hand)):
        return [CardSpec(f"h{seat}#{i}", f"hand{seat}", owner=seat) for i in range(len(hand))]
    specs: list[CardSpec] = []
    for c in sorted(ids, key=lambda c: (GUILDS.index(guild_of(c)), number_of(c), c)):
        usable = can_play and (options is None or c in options)
        specs.append(CardSpec(
            f"c{c}", f"hand{seat}", str(c), elemental_face(c), seat,
            draggable=usable, selectable=usable,
            dimmed=options is not None and c not in options))
    return specs


def _line_specs(v: State, seat: int, top: bool, lit: set[int],
                source: int | None) -> list[CardSpec]:
    """``seat``'s elementals at each location, front first (the ``top`` seat's front is at
    the bottom, nearest the Rift); ``lit`` ones may be clicked now, ``source`` is the
    elemental whose ability asks the question on the table."""
    order = {c: i + 1 for i, c in enumerate(v.activated)}
    specs: list[CardSpec] = []
    for loc in range(NUM_LOCATIONS):
        line = list(v.lines[seat][loc])
        if top:
            line.reverse()
        for c in line:
            specs.append(CardSpec(
                f"c{c}", f"line{seat}_{loc}", str(c),
                elemental_face(c, v.damage[c], source=c == source, order=order.get(c, 0)),
                seat, public=True, winner=c in lit))
    return specs
