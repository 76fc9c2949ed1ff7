"""Translated texts of the Riftforce table: card names, questions, log lines, the status line,
the end rules, the keys and the result.

Why a module of functions: the table, the log and the tests all need the same wording, and
keeping it in one literal context (``"riftforce"``) lets ``pyside6-lupdate`` extract every
string.  Nothing here reveals hidden information: draws are logged as counts only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject

from engine.core import Event
from engine.riftforce import events as ev
from engine.riftforce.cards import guild_of, number_of
from engine.riftforce.state import Pending, State
from ui.games.riftforce import guilds
from ui.table.gestures import waiting_line

if TYPE_CHECKING:
    from ui.session import Session

translate = QCoreApplication.translate


class RiftforcePlurals(QObject):
    """Every %n string of the table.

    Why a QObject: ``pyside6-lupdate`` marks a string as plural (numerus) only in a
    ``self.tr(text, "", n)`` call with a plain name as ``n``; ``QCoreApplication.translate``
    with a computed count is not even extracted.
    """

    def activated(self, n: int) -> str:
        return self.tr("%n of 3 activated. Click another highlighted elemental, or click "
                       "“End activation” (Enter).", "", n)

    def damage(self, n: int) -> str:
        return self.tr("{name}'s {card} takes %n damage ({total} in total).", "", n)

    def heals(self, n: int) -> str:
        return self.tr("{name}'s {card} heals %n damage.", "", n)

    def gains(self, n: int) -> str:
        return self.tr("{name} gains %n Riftforce {why} (now {total}).", "", n)

    def wins(self, n: int) -> str:
        return self.tr("{name} wins with %n Riftforce!", "", n)

    def draw(self, n: int) -> str:
        return self.tr("Draw with %n Riftforce each.", "", n)

    def score(self, n: int) -> str:
        return self.tr("{name}: %n Riftforce", "", n)

    def guilds(self, n: int) -> str:
        return self.tr("%n guild(s)", "", n)

    def checks(self, n: int) -> str:
        return self.tr("{name} checks and draws: controls location(s) {locations}.", "", n)

    def too_many(self, n: int) -> str:
        return self.tr("Not allowed with %n cards in hand: you need fewer than 7.", "", n)


_PLURALS: list[RiftforcePlurals] = []


def plurals() -> RiftforcePlurals:
    if not _PLURALS:
        _PLURALS.append(RiftforcePlurals())
    return _PLURALS[0]


def card_name(card: int) -> str:
    """"Fire 6": the guild and the number of an elemental."""
    return QCoreApplication.translate("riftforce", "{guild} {number}").format(
        guild=guilds.name(guild_of(card)), number=number_of(card))


def spoken_list(items: list[str]) -> str:
    """"1, 2 and 4": a list as a sentence says it (the "and" is translated)."""
    if len(items) < 2:
        return "".join(items)
    return translate("riftforce", "{items} and {last}").format(items=", ".join(items[:-1]),
                                                               last=items[-1])


def location_name(loc: int) -> str:
    return QCoreApplication.translate("riftforce", "location {n}").format(n=loc + 1)


def short_question(p: Pending | None, v: State, arming: int | None) -> str:
    """The status-line version of ``question`` (short enough for a narrow window)."""
    if arming is not None:
        line = translate("riftforce", "activate by guild ({guild}) or by number ({number})?")
        return line.format(guild=guilds.name(guild_of(arming)), number=number_of(arming))
    if p is None:
        return translate("riftforce", "play cards, activate elementals, or Check & Draw.")
    return question(p, v, arming)[1]


def question(p: Pending | None, v: State, arming: int | None) -> tuple[str, str]:
    """(title, instruction) for the acting human's current decision."""
    if arming is not None:
        return (translate("riftforce", "Activate: guild or number?"),
                translate("riftforce", "You discard {card}. Activate elementals of the same guild "
                  "({guild}) or of the same number ({number}): click a highlighted elemental "
                  "or a button below.").format(card=card_name(arming),
                                               guild=guilds.name(guild_of(arming)),
                                               number=number_of(arming)))
    if p is None:
        return (translate("riftforce", "Your action"),
                translate("riftforce",
                    "Play: drag 1–3 cards sharing a guild or a number to a location. "
                  "Activate: drag a card to your discard pile. Or Check & Draw."))
    kind = p.kind
    if kind == "play_more":
        return (translate("riftforce", "Play"),
                translate("riftforce", "Add a card sharing the guild or number to a highlighted "
                  "location, or click “End play” (Enter)."))
    if kind == "choose_activation":
        done = len(v.activated)
        if p.can_stop:
            return (translate("riftforce", "Activate"),
                    plurals().activated(done))
        return (translate("riftforce", "Activate"),
                translate("riftforce", "Click the elemental to activate first (highlighted)."))
    source = card_name(p.card) if p.card is not None else ""
    texts: dict[str, Callable[[], str]] = {
        "water_direction": lambda: translate("riftforce",
            "Choose the adjacent location to move to."),
        "air_destination": lambda: translate("riftforce", "Choose any other location to move to."),
        "shadow_destination": lambda: translate("riftforce",
            "Choose any other location to move to."),
        "plant_location": lambda: translate("riftforce", "Choose the adjacent location whose first "
                                    "enemy takes 2 damage and is pulled here."),
        "light_heal": lambda: translate("riftforce", "Choose one of your elementals to remove 1 "
                                "damage from."),
        "thunder_target": lambda: translate("riftforce",
            "Choose the enemy here that takes 2 damage."),
        "thunder_repeat": lambda: translate("riftforce",
            "That destroyed it: choose another enemy here "
                                    "for 2 more damage."),
    }
    text = texts.get(kind, lambda: kind)()
    return source, text


Names = Callable[[int], str]
E = TypeVar("E", bound=Event)
#: The log line of each kind of event, by its class (a kind without one is not logged).
_LINES: dict[type[Event], Callable[[Any, Names], str]] = {}


def _line(kind: type[E]) -> Callable[[Callable[[E, Names], str]], Callable[[E, Names], str]]:
    """Register the decorated function as the log line of the events of class ``kind``."""
    def register(fn: Callable[[E, Names], str]) -> Callable[[E, Names], str]:
        _LINES[kind] = fn
        return fn
    return register


def describe(event: Event, name: Names) -> str | None:
    """A log line for ``event`` (``None`` = not logged)."""
    line = _LINES.get(type(event))
    return None if line is None else line(event, name)


@_line(ev.Started)
def _started(e: ev.Started, name: Names) -> str:
    if len(e.dealt) == 2:  # the dealt draft: each seat starts with one guild, face up
        first = e.seat
        return translate("riftforce", "New game of Riftforce: {name} is dealt the {guild} "
                         "guild, {other} the {other_guild} guild; {name} picks a guild "
                         "first.").format(
            name=name(e.seat), guild=guilds.name(e.dealt[first]), other=name(1 - first),
            other_guild=guilds.name(e.dealt[1 - first]))
    return translate("riftforce", "New game of Riftforce: {name} picks a guild first."
                     ).format(name=name(e.seat))


@_line(ev.DraftPicked)
def _draft_picked(e: ev.DraftPicked, name: Names) -> str:
    return translate("riftforce", "{name} picks the {guild} guild.").format(
        name=name(e.seat), guild=guilds.name(e.guild))


@_line(ev.SetUp)
def _set_up(e: ev.SetUp, name: Names) -> str:
    return translate("riftforce",
        "Guilds drafted. Each player draws 7 cards; {name} starts.").format(
        name=name(e.start_player))


@_line(ev.Placed)
def _placed(e: ev.Placed, name: Names) -> str:
    if e.free:
        return translate("riftforce",
            "{name} puts {card} from the draw pile at {location}.").format(
            name=name(e.seat), card=card_name(e.card), location=location_name(e.location))
    return translate("riftforce", "{name} plays {card} at {location}.").format(
        name=name(e.seat), card=card_name(e.card), location=location_name(e.location))


@_line(ev.Discarded)
def _discarded(e: ev.Discarded, name: Names) -> str:
    by = (translate("riftforce", "by guild") if e.by == "guild"
          else translate("riftforce", "by number"))
    return translate("riftforce", "{name} discards {card} to activate {by}.").format(
        name=name(e.seat), card=card_name(e.card), by=by)


@_line(ev.Activated)
def _activated(e: ev.Activated, name: Names) -> str:
    return translate("riftforce", "{name} activates {card} at {location}.").format(
        name=name(e.seat), card=card_name(e.card), location=location_name(e.location))


@_line(ev.Damaged)
def _damaged(e: ev.Damaged, name: Names) -> str:
    return plurals().damage(e.amount).format(card=card_name(e.card), name=name(e.seat),
                                             total=e.total)


@_line(ev.Healed)
def _healed(e: ev.Healed, name: Names) -> str:
    return plurals().heals(e.amount).format(card=card_name(e.card), name=name(e.seat))


@_line(ev.Moved)
def _moved(e: ev.Moved, name: Names) -> str:
    return translate("riftforce", "{name}'s {card} moves from {a} to {b}.").format(
        card=card_name(e.card), name=name(e.seat), a=location_name(e.from_),
        b=location_name(e.to))


@_line(ev.Destroyed)
def _destroyed(e: ev.Destroyed, name: Names) -> str:
    return translate("riftforce", "{name}'s {card} is destroyed.").format(
        card=card_name(e.card), name=name(e.seat))


@_line(ev.Scored)
def _scored(e: ev.Scored, name: Names) -> str:
    reasons = {
        "destroy": translate("riftforce", "for a destroyed elemental"),
        "crystal": translate("riftforce", "for the Crystal"),
        "shadow": translate("riftforce", "for the Shadow"),
        "control": translate("riftforce", "for controlled locations"),
    }
    why = reasons.get(e.reason, "")
    return plurals().gains(e.amount).format(name=name(e.seat), why=why, total=e.total)


@_line(ev.Checked)
def _checked(e: ev.Checked, name: Names) -> str:
    if not e.locations:
        return translate("riftforce",
            "{name} checks and draws: controls no location.").format(name=name(e.seat))
    return plurals().checks(len(e.locations)).format(
        name=name(e.seat), locations=spoken_list([str(x + 1) for x in e.locations]))


@_line(ev.Reshuffled)
def _reshuffled(e: ev.Reshuffled, name: Names) -> str:
    return translate("riftforce",
        "{name} shuffles the discard pile into a new draw pile.").format(name=name(e.seat))


@_line(ev.TiebreakBegan)
def _tiebreak(e: ev.TiebreakBegan, name: Names) -> str:
    return translate("riftforce", "Tie at 12 or more Riftforce: both play one more action each "
             "until the scores differ.")


@_line(ev.GameOver)
def _game_over(e: ev.GameOver, name: Names) -> str:
    return translate("riftforce", "Game over.")


def damage_key(event: Event) -> tuple[str, int] | None:
    """Damage lines about one elemental that follow each other in a move merge into one."""
    if isinstance(event, ev.Damaged):
        return ("damage", event.card)
    return None


def merged_damage(events: Sequence[Event], name: Names) -> str:
    """One line for several hits on one elemental in a move: the sum, and the total after
    the last hit ("Fire 6 takes 3 damage (5 in total)")."""
    hits = [e for e in events if isinstance(e, ev.Damaged)]
    last = hits[-1]
    return plurals().damage(sum(e.amount for e in hits)).format(
        card=card_name(last.card), name=name(last.seat), total=last.total)


def keys_help() -> str:
    """The table's tooltip: every key of the table in one paragraph."""
    return translate(
        "riftforce", "Keys: ←/→ choose a hand card (or a highlighted elemental), Space "
        "selects it, 1–5 plays the selection at a location (or answers a location "
        "question), A activates with the selected card, G/N choose guild or number, C is "
        "Check & Draw, Enter ends the action, Esc clears; in the draft 1–9 and 0 pick a "
        "guild.")


class RiftforceControls(QObject):
    """The rows of the Controls page, translated in context "RiftforceControls" (``self.tr``:
    lupdate reads the context from this class)."""

    def rows(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Drag 1–3 hand cards to a location"),
             self.tr("Play them there (select several by clicking them first; they share a "
                     "guild or a number)")),
            (self.tr("Drag a hand card to your discard pile"),
             self.tr("Discard it to activate your elementals of its guild or its number")),
            (self.tr("Click a hand card"), self.tr("Select it, or take it out of the selection")),
            (self.tr("Click a location"),
             self.tr("Play the selected cards there, or answer a location question")),
            (self.tr("Click your discard pile"), self.tr("Activate with the first selected card")),
            (self.tr("Click a highlighted elemental"),
             self.tr("Choose it: to activate it, or as the target of an ability")),
            (self.tr("Click a button beside the question"),
             self.tr("Guild or number for an activation, Cancel, End play or End activation")),
            (self.tr("Click Check & Draw"),
             self.tr("Score the locations you control and draw up to 7")),
            (self.tr("Double-click a card"),
             self.tr("Its one obvious move: a hand card that fits only one location is played "
                     "there, a highlighted elemental is chosen, your draw pile is Check & Draw")),
            (self.tr("Hover a card or a guild"),
             self.tr("Its name, ability and damage in a tooltip")),
            (self.tr("Draft: click a summoner or drag it to your guilds"),
             self.tr("Pick that guild")),
            (self.tr("Draft: 1–9, 0"), self.tr("Pick the guild with that number")),
            (self.tr("← / →"),
             self.tr("Move the focus through your hand, or through the highlighted elementals")),
            (self.tr("Space"),
             self.tr("Select the focused hand card, or choose the focused elemental")),
            (self.tr("1–5"),
             self.tr("Play the selection (or the focused card) at that location, or answer a "
                     "location question")),
            (self.tr("A"), self.tr("Activate with the selected (or focused) card")),
            (self.tr("G / N"), self.tr("Activate by guild / by number")),
            (self.tr("C"), self.tr("Check & Draw")),
            (self.tr("Enter or E"),
             self.tr("End play or End activation (without an End button, Enter chooses the "
                     "focused elemental)")),
            (self.tr("Esc"),
             self.tr("Clear the selection and cancel a discard whose mode is open")),
        ]


def controls() -> list[tuple[str, str]]:
    """The Controls page (Help → Controls, ``?``): every mouse gesture and key of the table as
    (gesture or key, what it does), in context "RiftforceControls".

    Why rows of its own next to ``keys_help``: the page has room for the mouse too (drags,
    clicks, the double-click) and says what each does in its own line; the tooltip stays the
    one-paragraph summary of the keys.  ``moves.py`` is the authority: a test checks that
    every key its handlers accept is named here."""
    return RiftforceControls().rows()


def game_over(s: Session) -> str:
    """"Game over." and the result's first line (the status line and the log's last line)."""
    return translate("riftforce", "Game over.") + " " + result(s).split("\n")[0]


def status(s: Session, v: State, arming: int | None) -> str:
    """The status line: whose turn it is and what to do (``v`` is the viewer's view,
    ``arming`` the discarded card whose guild/number mode is still open)."""
    if s.is_over():
        return game_over(s)
    seat = s.current_player()
    waiting = waiting_line(s)
    if s.pending_handover is not None or seat is None:
        return waiting or ""
    name = s.name(seat)
    if waiting is not None:
        line = waiting
    elif v.phase == "draft":
        line = translate("riftforce", "{name}: pick a guild (click a summoner, drag it to "
                         "your guilds, or press its number).").format(name=name)
    else:
        what = short_question(v.pending, v, arming)
        line = translate("riftforce", "{name}: {what}").format(name=name, what=what)
    # the end rule (once the end is near) is on the felt's question panel and in the line's
    # tooltip (``RiftforceTable.status_detail``): with it the line no longer fit 1280 pixels
    return line


def end_rule(v: State, name: Callable[[int], str], short: bool = False) -> str:
    """The end-of-round and tie rules, once the end is near (9 or more Riftforce).

    ``short`` is for the status line, which is one line under the whole window: the
    question panel has room for the full sentences."""
    if v.phase != "play":
        return ""
    second = 1 - v.start_player
    if short:
        if v.tiebreak:
            return translate("riftforce", "Tie-break: one more action each until the "
                             "scores differ.")
        if max(v.scores) >= 12:
            return translate("riftforce", "12 Riftforce reached: {name} takes the last "
                             "action.").format(name=name(second))
        if max(v.scores) >= 9:
            return translate("riftforce", "Ends in the round someone reaches 12 ({name} "
                             "acts last).").format(name=name(second))
        return ""
    if v.tiebreak:
        return translate("riftforce", "Tie-break: {a} and then {b} take one more action "
                         "each; the game ends after a pair that leaves the scores "
                         "different.").format(a=name(v.start_player), b=name(second))
    if max(v.scores) >= 12:
        return translate("riftforce", "12 Riftforce reached: {name} takes the last action "
                         "of the round, then the higher score wins.").format(
            name=name(second))
    if max(v.scores) >= 9:
        return translate("riftforce", "The game ends after the round in which someone "
                         "reaches 12 ({name} acts last); a tie plays on.").format(
            name=name(second))
    return ""


def result(s: Session) -> str:
    """The finished game: the winner (or the kind of draw), then each seat's score."""
    st: State = s.state
    res = s.game.result(st)
    scores = [int(x) for x in res.scores]
    if len(res.winners) == 1:
        w = res.winners[0]
        head = plurals().wins(scores[w]).format(name=s.name(w))
    elif st.end_reason == "stalled":
        head = translate("riftforce", "Draw: no cards are left and nothing can change any "
                         "more ({a}: {x}, {b}: {y}).").format(
            a=s.name(0), x=scores[0], b=s.name(1), y=scores[1])
    else:
        head = plurals().draw(scores[0])
    lines = [head]
    for seat in (0, 1):
        lines.append(plurals().score(scores[seat]).format(name=s.name(seat)))
    return "\n".join(lines)


def initials(bottom: str, top: str) -> tuple[str, str]:
    """Short distinct marks for the track ("B"/"A"; "1"/"2" for "Player 1"/"Player 2")."""
    a, b = bottom[:1].upper(), top[:1].upper()
    if a != b:
        return a, b
    a, b = bottom[-1:].upper(), top[-1:].upper()
    return (a, b) if a != b else ("▼", "▲")
