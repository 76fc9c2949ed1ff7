"""What the Riftforce table shows around the cards, as plain data: ``decor(view, seen)``.

Why a pure function: the plates, pile labels, guild rows, the score track, the Rift's
control marks, which places take a drop or a click, the question panel and its buttons all
follow from the viewer's view and a few facts about the seats.  Worked out here (no items, no
scene; only the translated words), each can be tested on a concrete position, and the table's
painter (``RiftforceTable._paint_decor``) only applies the result.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from engine.riftforce.cards import HAND_SIZE, NUM_LOCATIONS, guild_of, number_of
from engine.riftforce.guilds import LOCATION_QUESTIONS
from engine.riftforce.state import State
from ui.games.riftforce import guilds, text

translate = QCoreApplication.translate

#: the guilds in a full draft (four each)
DRAFT_TOTAL = 8


@dataclass(frozen=True)
class Seen:
    """What the decor depends on besides the view: the seats as this screen sees them."""

    #: the seats' names, by seat
    names: tuple[str, str]
    #: the seat drawn below the Rift
    bottom: int
    #: the seat to move (``None``: nobody, the game is over)
    current: int | None
    #: the seat whose view this is (``None``: a spectator's)
    viewer: int | None
    #: the person at the screen is to act
    acting: bool
    #: the game is over
    over: bool = False
    #: the discarded card whose guild/number activation is still open
    arming: int | None = None
    #: the last Check & Draw's scorer and the locations that scored (until the scorer's next
    #: turn)
    scored: tuple[int, tuple[int, ...]] | None = None
    #: the first line of the result, once the game is over
    result_line: str = ""


@dataclass(frozen=True)
class PlateText:
    name: str
    detail: str
    active: bool


@dataclass(frozen=True)
class RiftLook:
    """One location of the Rift: who controls it, the last scoring, whether it is asked for."""

    #: 0 the bottom seat, 1 the top seat, ``None`` nobody (both or neither have elementals)
    controller: int | None
    caption: str
    mark: str
    #: the tooltip's text (the painter makes it a plain-text tooltip)
    tooltip: str
    #: 0 / 1 (bottom / top) when the last Check & Draw scored here, else ``None``
    scored: int | None
    choice: bool
    accepts: bool


@dataclass(frozen=True)
class LineLook:
    """One seat's line at one location: asked for, the drop hint, takes a drop."""

    choice: bool = False
    hint: str = ""
    accepts: bool = False


@dataclass(frozen=True)
class Panel:
    """The question panel on the right, the buttons under it and Check & Draw."""

    #: (title, text, highlighted)
    prompt: tuple[str, str, bool]
    #: the buttons under the panel, in order: some of "guild", "number", "cancel", "end"
    buttons: tuple[str, ...]
    #: the buttons' words, by key (the guild and number ones only while asked)
    button_texts: dict[str, str] = field(default_factory=dict)
    #: Check & Draw: its words, allowed now, and the note on why not (too many cards)
    check_text: str = ""
    check_allowed: bool = False
    check_note: str = ""
    keys_note: str = ""


@dataclass(frozen=True)
class Decor:
    """Everything around the cards; ``RiftforceTable._paint_decor`` applies it."""

    plates: tuple[PlateText, PlateText]
    #: zone name → (label, count text) for the piles, the guilds and the draft's places
    labels: dict[str, tuple[str, str]]
    #: each seat's guild rows (up to four guilds), shown only after the draft
    guild_rows: tuple[tuple[str, ...], tuple[str, ...]]
    rows_shown: bool
    #: the two seat marks (bottom, top) beside the track and on the Rift
    initials: tuple[str, str]
    #: the score track: (bottom's score, top's score, title)
    track: tuple[int, int, str]
    #: the draft's banner (title, line, highlighted); ``None`` after the draft
    banner: tuple[str, str, bool] | None
    rifts: tuple[RiftLook, ...]
    #: (seat, location) → its look
    lines: dict[tuple[int, int], LineLook]
    #: the pile and guild zones that take a drop or a click now (``discard<seat>``,
    #: ``summ<seat>``)
    accepting: frozenset[str]
    #: the hint on the viewer's discard pile while it takes a discard (else it keeps its own)
    discard_hint: tuple[str, str] | None
    panel: Panel


def decor(v: State, seen: Seen) -> Decor:
    """The decor of the Riftforce table for view ``v`` as ``seen`` from this screen."""
    draft = v.phase == "draft"
    plates = tuple(_plate(v, seen, seat) for seat in (0, 1))
    labels: dict[str, tuple[str, str]] = {}
    for seat in (0, 1):
        labels[f"deck{seat}"] = (translate("riftforce", "Deck"), str(len(v.decks[seat])))
        labels[f"discard{seat}"] = (translate("riftforce", "Discard"),
                                    str(len(v.discards[seat])))
        labels[f"summ{seat}"] = (translate("riftforce", "{name}'s guilds").format(
            name=seen.names[seat]), "")
    labels["pool"] = (translate("riftforce", "Summoners to pick from"), "")
    labels["setaside"] = (translate("riftforce", "Set aside (unseen)"), "")
    bottom, top = seen.bottom, 1 - seen.bottom
    initials = text.initials(seen.names[bottom], seen.names[top])
    acting, viewer = seen.acting, seen.viewer
    p = v.pending if acting else None
    accepting: set[str] = set()
    choices: set[int] = set()  # locations asked for
    hinted: dict[tuple[int, int], str] = {}
    line_accepts: set[tuple[int, int]] = set()
    rift_accepts: set[int] = set()
    discard_hint: tuple[str, str] | None = None
    banner = None
    if draft:
        banner = _draft_banner(v, seen)
        if acting and viewer is not None:
            accepting.add(f"summ{viewer}")  # the pick goes here
    elif acting and viewer is not None:
        if p is not None and p.kind in LOCATION_QUESTIONS:
            choices.update(p.options)
            rift_accepts.update(p.options)
            line_accepts.update((seat, loc) for loc in p.options for seat in (0, 1))
        elif seen.arming is None and (p is None or p.kind == "play_more"):
            locs = range(NUM_LOCATIONS) if p is None else p.locations
            for loc in locs:
                line_accepts.add((viewer, loc))
                rift_accepts.add(loc)
                hinted[(viewer, loc)] = translate("riftforce", "Drop cards here")
            if p is None:
                accepting.add(f"discard{viewer}")
                discard_hint = (f"discard{viewer}",
                                translate("riftforce", "Discard here to activate"))
    rifts = tuple(_rift(v, seen, loc, initials, loc in choices, loc in rift_accepts)
                  for loc in range(NUM_LOCATIONS))
    lines = {(seat, loc): LineLook(loc in choices, hinted.get((seat, loc), ""),
                                   (seat, loc) in line_accepts)
             for seat in (0, 1) for loc in range(NUM_LOCATIONS)}
    return Decor(
        plates=(plates[0], plates[1]),
        labels=labels,
        guild_rows=(tuple(v.guilds[0][:4]), tuple(v.guilds[1][:4])),
        rows_shown=not draft,
        initials=initials,
        track=(v.scores[bottom], v.scores[top], translate("riftforce", "Riftforce")),
        banner=banner,
        rifts=rifts,
        lines=lines,
        accepting=frozenset(accepting),
        discard_hint=discard_hint,
        panel=_panel(v, seen),
    )


def _plate(v: State, seen: Seen, seat: int) -> PlateText:
    if v.phase == "draft":
        detail = text.plurals().guilds(len(v.guilds[seat]))
        if seat == v.start_player:
            detail += " · " + translate("riftforce", "starts")
    else:
        detail = translate("riftforce", "{score} Riftforce · {hand} in hand").format(
            score=v.scores[seat], hand=len(v.hands[seat]))
    return PlateText(seen.names[seat], detail, seat == seen.current)


def _draft_banner(v: State, seen: Seen) -> tuple[str, str, bool]:
    picked = len(v.guilds[0]) + len(v.guilds[1])
    title = translate("riftforce", "Guild draft · {n} of {total} guilds chosen").format(
        n=picked, total=DRAFT_TOTAL)
    name = seen.names[v.to_move]
    if seen.acting:
        line = translate("riftforce", "Your pick, {name}").format(name=name)
    else:
        line = translate("riftforce", "{name} picks").format(name=name)
    return title, line, seen.acting


def _rift(v: State, seen: Seen, loc: int, initials: tuple[str, str], choice: bool,
          accepts: bool) -> RiftLook:
    """Who controls location ``loc`` (seen from the bottom seat) and the last scoring."""
    bottom, top = seen.bottom, 1 - seen.bottom
    mine, theirs = v.lines[bottom][loc], v.lines[top][loc]
    controller = 0 if mine and not theirs else 1 if theirs and not mine else None
    caption = "" if controller is None else seen.names[bottom if controller == 0 else top]
    mark = "" if controller is None else initials[controller]
    if not caption:
        where = text.location_name(loc)
        tip = where[:1].upper() + where[1:]
    else:
        tip = translate("riftforce", "Location {n}: controlled by {name} (worth 1 Riftforce "
                        "at their Check & Draw)").format(n=loc + 1, name=caption)
    scored = None
    if seen.scored is not None and loc in seen.scored[1]:
        scored = 0 if seen.scored[0] == bottom else 1
    return RiftLook(controller, caption, mark, tip, scored, choice, accepts)


def _panel(v: State, seen: Seen) -> Panel:
    """The question panel, its buttons, Check & Draw and the keys note."""
    acting = seen.acting
    p = v.pending if acting else None
    arming = seen.arming is not None and acting
    end_kind = p.kind if p is not None else ""
    show_end = bool(acting and (end_kind == "play_more" or (
        end_kind == "choose_activation" and p is not None and p.can_stop)))
    buttons = tuple(key for key, on in (("guild", arming), ("number", arming),
                                        ("cancel", arming), ("end", show_end)) if on)
    if acting and v.phase == "play":
        title, what = text.question(p, v, seen.arming)
        # the end rules stay in the status line; while guild/number is asked, the panel
        # and its three buttons need the room
        end = "" if arming else text.end_rule(v, seen.names.__getitem__)
        prompt = (title, what + ("\n\n" + end if end else ""), True)
    elif seen.over:
        prompt = (translate("riftforce", "Game over"), seen.result_line, True)
    else:
        name = seen.names[seen.current if seen.current is not None else 0]
        prompt = (name, translate("riftforce", "Waiting for {name}.").format(name=name), False)
    texts = {"cancel": translate("riftforce", "Cancel"),
             "end": (translate("riftforce", "End play") if end_kind == "play_more"
                     else translate("riftforce", "End activation"))}
    if arming and seen.arming is not None:
        texts["guild"] = translate("riftforce", "Guild: {guild}").format(
            guild=guilds.name(guild_of(seen.arming)))
        texts["number"] = translate("riftforce", "Number: {n}").format(
            n=number_of(seen.arming))
    hand = len(v.hands[seen.viewer]) if seen.viewer is not None else 0
    note = ""
    if acting and v.phase == "play" and hand >= HAND_SIZE:
        note = text.plurals().too_many(hand)
    return Panel(
        prompt=prompt,
        buttons=buttons,
        button_texts=texts,
        check_text=translate("riftforce", "Check & Draw"),
        check_allowed=(acting and v.phase == "play" and p is None and not arming
                       and hand < HAND_SIZE),
        check_note=note,
        keys_note=translate("riftforce", "Hover a card or guild for details; keys: "
                            "Help → Controls, or press ?"),
    )
