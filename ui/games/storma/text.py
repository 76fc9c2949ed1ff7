"""Translated words of the Storma slottet! table: log lines, dice formulas, the status line,
the keys help, the Controls page rows, refusal reasons with the table's card names, and the
result.

Why apart from the table: the log, the dice tray and the end screen all describe the same
engine events; keeping the wording in one module keeps them consistent.  Every string is a
literal in context "StormaTable" so pyside6-lupdate extracts it; plurals (``%n``) live in
``StormaPlurals``.
The log is public, so nothing here names a card from a hand or the face-down set-up choice.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject

from engine.core import Event, IllegalAction
from engine.storma import cards as cd
from engine.storma import events as ev
from engine.storma.state import HEAL, HOUSE, REFILL, SETUP_ACTIVE
from ui.games.storma.faces import short_name, suit_name
from ui.games.storma.items import RollLine
from ui.reasons import translate_reason
from ui.session import Session
from ui.table.gestures import waiting_line

Names = Callable[[int], str]


class StormaPlurals(QObject):
    """Every %n string of the Storma log.

    Why a QObject: ``pyside6-lupdate`` marks a string as plural (numerus) only in a
    ``self.tr(text, "", n)`` call with a plain name as ``n``; ``QCoreApplication.translate``
    with a computed count is extracted as a plain string ("zieht 1 Karten").
    """

    def dealt(self, n: int) -> str:
        return self.tr("{name} is dealt %n card(s).", "", n)

    def draws_for_trophies(self, n: int) -> str:
        return self.tr("{name} draws %n card(s) for new trophies.", "", n)

    def draws(self, n: int) -> str:
        return self.tr("{name} draws %n card(s).", "", n)

    def exchanges(self, n: int) -> str:
        return self.tr("{name} exchanges %n card(s): {cards}.", "", n)

    def reshuffle(self, n: int) -> str:
        return self.tr("The discard pile is shuffled into a new draw pile (%n card(s)).", "", n)


_PLURALS: list[StormaPlurals] = []


def plurals() -> StormaPlurals:
    if not _PLURALS:
        _PLURALS.append(StormaPlurals())
    return _PLURALS[0]


def sentence(text: str) -> str:
    """End a log line with a full stop unless it already ends in punctuation."""
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def span(low: int, high: int) -> str:
    """"12" when an attack's damage is certain, "12–30" when dice are involved."""
    return str(low) if low == high else f"{low}–{high}"


def card_list(cards: Sequence[int]) -> str:
    return ", ".join(short_name(c) for c in cards)


def roll_line(e: ev.Rolled, names: Names) -> RollLine:
    """The dice tray line (and log text) of one ``dice`` event."""
    if e.purpose in ("joker_attack", "assassin"):
        return _attack_roll(e, names(1 - e.seat))
    if e.purpose in ("joker_heal", "healer"):
        return _heal_roll(e)
    # the start roll: one die per seat
    translate = QCoreApplication.translate
    note = ""
    if e.consequence == "starts":
        note = translate("StormaTable", "{name} starts.").format(name=names(e.seat))
    elif e.consequence == "tie":
        note = translate("StormaTable", "A tie: roll again.")
    return RollLine(e.dice, translate("StormaTable", "{name} rolls {a}").format(
        name=names(e.seat), a=e.dice[0]), note)


def _attack_roll(e: ev.Rolled, other: str) -> RollLine:
    """A Joker's or an assassin's attack roll; ``other`` is the defender's name."""
    translate = QCoreApplication.translate
    dice, total = e.dice, e.total
    card = e.card if e.card is not None else 0
    if e.purpose == "joker_attack":
        if e.fumble:
            return RollLine(dice, translate("StormaTable", "Joker: 2D10 → 0 0 fumble!"),
                            translate("StormaTable", "No damage; {name} takes the Joker into "
                                      "hand.").format(name=other), True)
        return RollLine(dice, translate("StormaTable", "Joker: {a} + {b} = {total}").format(
            a=dice[0], b=dice[1], total=total))
    if e.fumble:
        return RollLine(dice, translate("StormaTable", "Assassin {card}: D10 → 0 fumble!")
                        .format(card=short_name(card)),
                        translate("StormaTable", "No damage; the assassin dies and becomes "
                                  "{name}'s trophy.").format(name=other), True)
    return RollLine(dice, translate("StormaTable", "Assassin {card}: 5 + {a} = {total}")
                    .format(card=short_name(card), a=dice[0], total=total),
                    translate("StormaTable", "A wound of {total}.").format(total=total))


def _heal_roll(e: ev.Rolled) -> RollLine:
    """A Joker's or a healer's heal roll."""
    translate = QCoreApplication.translate
    dice, total = e.dice, e.total
    card = e.card if e.card is not None else 0
    if e.purpose == "joker_heal":
        if e.fumble:
            return RollLine(dice, translate("StormaTable", "Joker heal: 2D10 → 0 0 fumble!"),
                            translate("StormaTable", "The healed card dies and becomes a "
                                      "trophy."), True)
        return RollLine(dice, translate("StormaTable",
                                        "Joker heal: higher of {a} and {b} = {total}").format(
            a=dice[0], b=dice[1], total=total))
    if e.fumble:
        if e.consequence == "no_effect":
            note = translate("StormaTable", "The card had only 1 point left: nothing "
                             "happens, the healer is discarded.")
        else:
            note = translate("StormaTable", "The card is left with 1 point; the healer "
                             "stays on it as damage.")
        return RollLine(dice, translate("StormaTable", "Healer {card}: 2D10 → 0 0 fumble!")
                        .format(card=short_name(card)), note, True)
    return RollLine(dice, translate("StormaTable", "Healer {card}: 7 + {a} + {b} = {total}")
                    .format(card=short_name(card), a=dice[0], b=dice[1], total=total))


def attack_prediction(card: int, left: int, low: int, high: int) -> tuple[str, str]:
    """Title and line of the attack banner: the target's points left and the damage range."""
    translate = QCoreApplication.translate
    title = translate("StormaTable", "Attack {card}: {points} points left").format(
        card=short_name(card), points=left)
    damage = span(low, high)
    if low >= left:
        line = translate("StormaTable", "{damage} damage: a sure kill").format(damage=damage)
    elif high >= left:
        line = translate("StormaTable", "{damage} damage: may defeat it").format(damage=damage)
    else:
        line = translate("StormaTable", "{damage} damage").format(damage=damage)
    return title, line


def tray_title(rolls: Sequence[ev.Rolled], names: Names) -> str:
    """The dice tray's heading: the start roll, or whose dice the last roll was."""
    translate = QCoreApplication.translate
    title = ""
    for d in rolls:
        if d.purpose == "start":
            title = translate("StormaTable", "Start roll: the higher D10 begins")
        else:
            title = translate("StormaTable", "Dice rolled by {name}").format(
                name=names(d.seat))
    return title


def keys_help() -> str:
    return QCoreApplication.translate(
        "StormaTable", "Keys: ←/→ choose a card, Space selects it, A attacks, E exchanges, "
        "H heals the Active card, S heals the Infirmary card (or brings it "
        "back when your Active card has fallen), R retreats, X ends a heal, "
        "P passes, Enter confirms, Esc clears; 1–4 choose a house, 1–9 toggle "
        "damage in the heal picker.")


def controls() -> list[tuple[str, str]]:
    """The Controls page: every mouse gesture and key of the table, as (gesture or key, what
    it does) rows.  ``keys_help`` stays the one-sentence tooltip of the same keys."""
    translate = QCoreApplication.translate
    return [
        (translate("StormaControls", "Click a house button, or 1–4"),
         translate("StormaControls", "Set-up: choose your royal house")),
        (translate("StormaControls", "Drag a face card to your Active slot"),
         translate("StormaControls", "Choose your Active card (at set-up, after a fall, in a "
                                     "retreat)")),
        (translate("StormaControls", "Click a hand card"),
         translate("StormaControls", "Select it, or clear its selection")),
        (translate("StormaControls", "Drag cards to the opponent's Active card"),
         translate("StormaControls", "Attack with them (the selected cards travel along)")),
        (translate("StormaControls", "Click the opponent's Active card"),
         translate("StormaControls", "Attack with the selected cards")),
        (translate("StormaControls", "Drag cards to the discard pile, or click the pile"),
         translate("StormaControls", "Exchange them: discard them, then draw as many")),
        (translate("StormaControls", "Drag a card to your Active or Infirmary card"),
         translate("StormaControls", "Heal that card with it (one card at a time)")),
        (translate("StormaControls", "Click your Active or Infirmary card"),
         translate("StormaControls", "Heal it with the selected card")),
        (translate("StormaControls", "Drag your Active card to the empty Infirmary"),
         translate("StormaControls", "Retreat, then choose the new Active card")),
        (translate("StormaControls", "Double-click a card"),
         translate("StormaControls", "Make its move when it has only one (e.g. the Active card "
                                     "at set-up, a lone Joker's attack)")),
        (translate("StormaControls", "Click a damage entry in the heal picker, or 1–9"),
         translate("StormaControls", "Keep or remove that damage")),
        (translate("StormaControls", "Click an action button"),
         translate("StormaControls", "Do what it says (its key is shown on it)")),
        (translate("StormaControls", "← / →"),
         translate("StormaControls", "Move the keyboard focus along your hand")),
        (translate("StormaControls", "Space"),
         translate("StormaControls", "Select the focused card, or clear its selection")),
        (translate("StormaControls", "Enter"),
         translate("StormaControls", "Confirm: the new Active card, the heal picker, or attack "
                                     "with the selection")),
        (translate("StormaControls", "A"),
         translate("StormaControls", "Attack with the selected cards")),
        (translate("StormaControls", "E"),
         translate("StormaControls", "Exchange the selected cards")),
        (translate("StormaControls", "H"),
         translate("StormaControls", "Heal your Active card with the selected card")),
        (translate("StormaControls", "S"),
         translate("StormaControls", "Heal your Infirmary card with the selected card, or "
                                     "bring it back when your Active card has fallen")),
        (translate("StormaControls", "R"),
         translate("StormaControls", "Retreat to the Infirmary")),
        (translate("StormaControls", "X"),
         translate("StormaControls", "End the heal")),
        (translate("StormaControls", "P"),
         translate("StormaControls", "Pass (only when you have no move)")),
        (translate("StormaControls", "Esc"),
         translate("StormaControls", "Clear the selection; cancel a retreat")),
    ]


def reason_text(err: IllegalAction) -> str:
    """The engine's reason in the UI language with cards named as the table names them
    ("4♥", "Joker") instead of the engine's ids ("4H", "Joker1"), suits by their names."""
    params: dict[str, Any] = {}
    for key, value in err.params.items():
        params[key] = value
        if key == "suit" and value in cd.SUITS:
            params[key] = suit_name(cd.SUITS.index(value))
        elif isinstance(value, str):
            with contextlib.suppress(ValueError, KeyError, IndexError):  # not a card: as is
                params[key] = short_name(cd.parse_card(value))
    return translate_reason(IllegalAction(err.message, **params))


def status(s: Session, retreating: bool) -> str:
    """The status line of a game that is not over: whose turn and what to do."""
    translate = QCoreApplication.translate
    waiting = waiting_line(s)
    if waiting is not None:
        return waiting
    seat = s.current_player()
    assert seat is not None  # waiting_line covers a game without a seat to move
    name = s.name(seat)
    state = s.state
    if state.phase == HOUSE:
        return translate("StormaTable", "{name}: choose your royal house (click a suit or press "
                         "1–4).").format(name=name)
    if state.phase == SETUP_ACTIVE:
        return translate("StormaTable", "{name}: choose your Active card face down — drag a "
                         "face card (J, Q, K) to your Active slot, or select it and press "
                         "Enter.").format(name=name)
    if state.phase == REFILL:
        return translate("StormaTable", "{name}: your Active card has fallen — choose a new one "
                         "from your hand or the Infirmary (drag it to the Active slot)."
                         ).format(name=name)
    if state.phase == HEAL and state.heal is not None:
        if state.heal.pending is not None:
            return translate("StormaTable", "{name}: choose the damage to remove (heal value "
                             "{value}), then confirm.").format(name=name,
                                                                value=state.heal.pending)
        return translate("StormaTable", "{name}: drop another healing card on the healed card, "
                         "or press End heal.").format(name=name)
    if retreating:
        return translate("StormaTable", "{name}: choose the face card from your hand that "
                         "becomes the new Active card (drag it to the Active slot)."
                         ).format(name=name)
    target = state.active[1 - seat]
    return translate("StormaTable", "{name}: your move — attack {target} (drop cards on it), "
                     "heal, retreat, or exchange (drop cards on the discard pile).").format(
        name=name, target=short_name(target.card) if target else "?")


E = TypeVar("E", bound=Event)
Line = Callable[[Any, Names], str]
#: The log line of each kind of event, by its class (a kind without one is not logged).
_LINES: dict[type[Event], Line] = {}


def _line(kind: type[E]) -> Callable[[Callable[[E, Names], str]], Callable[[E, Names], str]]:
    """Register the decorated function as the log line of the events of class ``kind``."""
    def register(fn: Callable[[E, Names], str]) -> Callable[[E, Names], str]:
        _LINES[kind] = fn
        return fn
    return register


def describe(event: Event, names: Names) -> str | None:
    """The log line of ``event`` (``None``: not logged)."""
    line = _LINES.get(type(event))
    return None if line is None else line(event, names)


@_line(ev.Started)
def _started(e: ev.Started, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "New game of Storma slottet! {name} "
                                      "chooses a royal house first.").format(name=names(e.seat))


@_line(ev.HouseChosen)
def _house(e: ev.HouseChosen, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name} takes the house of {suit}.").format(
        name=names(e.seat), suit=suit_name(e.suit))


@_line(ev.Drew)
def _drew(e: ev.Drew, names: Names) -> str:
    if e.reason == "deal":
        return plurals().dealt(e.count).format(name=names(e.seat))
    if e.reason == "trophy":
        return plurals().draws_for_trophies(e.count).format(name=names(e.seat))
    return plurals().draws(e.count).format(name=names(e.seat))


@_line(ev.ActiveChosen)
def _active_chosen(e: ev.ActiveChosen, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name} places an Active card face "
                                      "down.").format(name=names(e.seat))


@_line(ev.Revealed)
def _revealed(e: ev.Revealed, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "The Active cards are revealed: {a} plays "
                                      "{x}, {b} plays {y}.").format(
        a=names(0), x=short_name(e.cards[0]), b=names(1), y=short_name(e.cards[1]))


@_line(ev.Rolled)
def _rolled(e: ev.Rolled, names: Names) -> str:
    translate = QCoreApplication.translate
    line = roll_line(e, names)
    if e.purpose == "start":
        text = translate("StormaTable", "{name} rolls {a} for the start.").format(
            name=names(e.seat), a=e.dice[0])
    else:
        text = sentence(translate("StormaTable", "{name} rolls: {formula}").format(
            name=names(e.seat), formula=line.formula))
    return text + (" " + sentence(line.note) if line.note else "")


@_line(ev.TurnBegan)
def _turn(e: ev.TurnBegan, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name}'s turn.").format(
        name=names(e.seat))


@_line(ev.Exchanged)
def _exchanged(e: ev.Exchanged, names: Names) -> str:
    return plurals().exchanges(len(e.cards)).format(name=names(e.seat),
                                                    cards=card_list(e.cards))


@_line(ev.Attacked)
def _attacked(e: ev.Attacked, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name} attacks {target} with "
                                      "{cards}.").format(
        name=names(e.seat), target=short_name(e.target), cards=card_list(e.cards))


@_line(ev.Damaged)
def _damaged(e: ev.Damaged, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{card} deals {amount} damage to "
                                      "{target}.").format(
        card=short_name(e.card), amount=e.amount, target=short_name(e.target))


@_line(ev.TrophyTaken)
def _trophy(e: ev.TrophyTaken, names: Names) -> str:
    translate = QCoreApplication.translate
    card = short_name(e.card)
    if e.reason == "assassin_fumble":
        return translate("StormaTable", "The fumbled assassin {card} becomes {name}'s "
                         "trophy.").format(card=card, name=names(e.seat))
    return translate("StormaTable", "{card} becomes {name}'s trophy.").format(
        card=card, name=names(e.seat))


@_line(ev.Defeated)
def _defeated(e: ev.Defeated, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name}'s {card} is defeated.").format(
        name=names(e.seat), card=short_name(e.card))


@_line(ev.HealStarted)
def _heal_started(e: ev.HealStarted, names: Names) -> str:
    # whole sentences, not "heals the {where}": German and Norwegian inflect the slot
    translate = QCoreApplication.translate
    if e.target == "active":
        return translate("StormaTable", "{name} starts healing the Active card.").format(
            name=names(e.seat))
    return translate("StormaTable", "{name} starts healing the Infirmary card.").format(
        name=names(e.seat))


@_line(ev.Healed)
def _healed(e: ev.Healed, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name} heals {target} with {card}: heal "
                                      "value {value}.").format(
        name=names(e.seat), target=short_name(e.target), card=short_name(e.card),
        value=e.value)


@_line(ev.DamageRemoved)
def _damage_removed(e: ev.DamageRemoved, names: Names) -> str:
    translate = QCoreApplication.translate
    if not e.removed:
        return translate("StormaTable", "{name} removes no damage.").format(name=names(e.seat))
    parts = [translate("StormaTable", "{card} ({amount})").format(
                 card=short_name(c), amount=a) if c is not None
             else translate("StormaTable", "a wound ({amount})").format(amount=a)
             for c, a in e.removed]
    total = sum(a for _, a in e.removed)
    return translate("StormaTable", "{name} removes {parts} from {target}: {total} of "
                     "the heal value {value} used.").format(
        name=names(e.seat), parts=", ".join(parts), target=short_name(e.target),
        total=total, value=e.value)


@_line(ev.HealEnded)
def _heal_ended(e: ev.HealEnded, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name} ends the heal.").format(
        name=names(e.seat))


@_line(ev.Retreated)
def _retreated(e: ev.Retreated, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name} retreats {card} to the Infirmary; "
                                      "{new} becomes the Active card.").format(
        name=names(e.seat), card=short_name(e.card), new=short_name(e.new_active))


@_line(ev.ActiveFilled)
def _active_filled(e: ev.ActiveFilled, names: Names) -> str:
    translate = QCoreApplication.translate
    if e.source == "infirmary":
        return translate("StormaTable", "{name} brings {card} from the Infirmary as the new "
                         "Active card.").format(name=names(e.seat), card=short_name(e.card))
    return translate("StormaTable", "{name} makes {card} the new Active card.").format(
        name=names(e.seat), card=short_name(e.card))


@_line(ev.Reshuffled)
def _reshuffled(e: ev.Reshuffled, names: Names) -> str:
    return plurals().reshuffle(e.count)


@_line(ev.Passed)
def _passed(e: ev.Passed, names: Names) -> str:
    return QCoreApplication.translate("StormaTable", "{name} has no move and passes.").format(
        name=names(e.seat))


def over_line(e: ev.GameOver, names: Names) -> str:
    """The last line: how the game ended."""
    translate = QCoreApplication.translate
    match e:
        case ev.TwoPasses():
            return translate("StormaTable", "Two passes in a row: the game is a draw.")
        case ev.CannotFill(winner=winner):
            return translate("StormaTable", "{loser} cannot fill the Active slot: {name} wins!"
                             ).format(loser=names(1 - winner), name=names(winner))
        case ev.HouseFallen(winner=winner):
            return translate("StormaTable", "All three cards of {loser}'s house have fallen: "
                             "{name} wins!").format(loser=names(1 - winner), name=names(winner))


for _over in (ev.HouseFallen, ev.CannotFill, ev.TwoPasses):
    _LINES[_over] = over_line


def damage_key(event: Event) -> tuple[str, int] | None:
    """The damage lines of one attack on one card merge into one (an attack with several
    number cards writes one ``damage`` event per card)."""
    if isinstance(event, ev.Damaged):
        return ("damage", event.target)
    return None


def merged_damage(events: Sequence[Event]) -> str:
    """"K♠ takes 8 damage from 5♥, 3♥." — several number cards' damage to one target (a
    number card's damage is its rank, so the cards say what each added)."""
    hits = [e for e in events if isinstance(e, ev.Damaged)]
    return QCoreApplication.translate("StormaTable", "{target} takes {amount} damage from "
                                      "{cards}.").format(
        target=short_name(hits[-1].target), amount=sum(e.amount for e in hits),
        cards=card_list([e.card for e in hits]))


def house_letter(c: int) -> str:
    return short_name(c) if cd.is_face(c) else ""
