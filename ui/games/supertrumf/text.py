"""Translated texts of the Supertrumf table: card and property names, the keys help, the status
line, the game-log lines and the result.

Why a module of functions: the faces, the table, the log and the tests need the same wording.
The names live in the catalogues' ``cards`` and ``properties`` contexts (the engine's deck
marks them); every sentence keeps the context ``SupertrumfTable`` it was translated under,
through ``QCoreApplication.translate("SupertrumfTable", …)``.  Sentences with a count (``%n``)
are the exception: ``pyside6-lupdate`` extracts a plural only from ``self.tr(text, "", n)``
inside the class that names the context, so those stay in ``SupertrumfTable.counted`` and are
fetched from there.  Nothing here reveals hidden information: face-down plays are counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication, QObject

from engine.core import Event
from engine.supertrumf import deck
from engine.supertrumf import events as ev
from engine.supertrumf.state import BLIXTDUELL, MULLIGAN, NAME
from ui.table.gestures import waiting_line

if TYPE_CHECKING:
    from ui.games.supertrumf.table import SupertrumfTable

#: the sentences with a count, asked of ``SupertrumfTable.counted`` (see the module docstring)
Counted = Literal["keep or discard", "puts out", "wins the round", "tie", "draws", "banks",
                  "redraws", "wins with", "share the win", "prizes taken", "cards won"]


def property_name(prop: str) -> str:
    return QCoreApplication.translate("properties", deck.PROPERTY_NAMES[prop])


def card_name(card_id: str) -> str:
    return QCoreApplication.translate("cards", deck.card(card_id).name)


def keys_help() -> str:
    return QCoreApplication.translate(
        "SupertrumfTable", "Keys: ←/→ choose a card, Space selects it, Enter puts out the "
        "selection, Esc clears it, 1–5 name a property; in the mulligan 1 keeps the hand and "
        "2 draws a new one.")


class SupertrumfControls(QObject):
    """The rows of the Controls page, translated in context "SupertrumfControls" (``self.tr``:
    lupdate reads the context from this class)."""

    def rows(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Click a property row"), self.tr("Name that property (when you lead)")),
            (self.tr("Click a card"),
             self.tr("Select it or take it back; a figure and an object can be selected together")),
            (self.tr("Drag cards to your place"), self.tr("Put them out face down")),
            (self.tr("Double-click a card"), self.tr("Put out that card alone")),
            (self.tr("Put out button, or click your place"), self.tr("Put out the selected cards")),
            (self.tr("← / →"), self.tr("Choose a card in your hand")),
            (self.tr("Space"), self.tr("Select the chosen card, or take it back")),
            (self.tr("Enter"), self.tr("Put out the selection (or the chosen card)")),
            (self.tr("Esc"), self.tr("Clear the selection")),
            (self.tr("1–5"), self.tr("Name a property (when you lead)")),
            (self.tr("1 / 2"),
             self.tr("At the start: keep your hand, or discard it and draw a new one")),
        ]


def controls() -> list[tuple[str, str]]:
    """The Controls page: every gesture and key of the Supertrumf table."""
    return SupertrumfControls().rows()


def status(table: SupertrumfTable) -> str:
    """The status line: whose turn it is and what to do."""
    translate = QCoreApplication.translate
    s = table.session
    if s.is_over():
        return (translate("SupertrumfTable", "Game over.") + " "
                + table.result_text().split("\n")[0])
    waiting = waiting_line(s)
    if waiting is not None:
        return waiting
    seat = s.current_player()
    assert seat is not None  # waiting_line covers a game without a seat to move
    name = s.name(seat)
    state = s.state
    if state.phase == MULLIGAN:
        return table.counted("keep or discard", state.mull_next[seat]).format(name=name)
    if state.phase == NAME:
        return translate("SupertrumfTable", "{name}: name a property (click a value on one of "
                         "your cards, a button below, or press 1–5).").format(name=name)
    return translate("SupertrumfTable", "{name}: put out one card, or a figure and an object, "
                     "face down (drag them to your place, or select them and press "
                     "Enter).").format(name=name)


def describe(table: SupertrumfTable, event: Event) -> str | None:
    """The game-log line for ``event`` (``None`` = not logged): a round's events here, the
    set-up's, the Blixtduell mulligan's and the lead's in ``_describe_setup``."""
    translate = QCoreApplication.translate
    name = table.session.name
    blitz = table.variant == BLIXTDUELL
    match event:
        case ev.Name(seat=seat, prop=prop):
            return translate("SupertrumfTable", "{name} names {prop}.").format(
                name=name(seat), prop=property_name(prop))
        case ev.Play(seat=seat, count=0):
            return translate("SupertrumfTable", "{name} has no card to put out.").format(
                name=name(seat))
        case ev.Play(seat=seat, count=count):
            return table.counted("puts out", count).format(name=name(seat))
        case ev.Reveal():
            return _reveal_line(table, event)
        case ev.RoundWon(seat=seat) if blitz:
            return translate("SupertrumfTable", "{name} wins the round.").format(name=name(seat))
        case ev.RoundWon(seat=seat, cards=cards, pot=pot):
            return table.counted("wins the round", cards + pot).format(name=name(seat))
        case ev.Tie() if blitz:
            return translate("SupertrumfTable", "Tie! Nobody takes a prize card.")
        case ev.Tie(pot=pot):
            return table.counted("tie", pot)
        case ev.Draw(seat=seat, count=count):
            return table.counted("draws", count).format(name=name(seat))
    return _describe_setup(table, event)


def _describe_setup(table: SupertrumfTable, event: Event) -> str | None:
    """``describe`` for the deal, the mulligan, the lead, the prizes and the game's end."""
    translate = QCoreApplication.translate
    name = table.session.name
    match event:
        case ev.Deal():
            return _deal_line(table, event)
        case ev.Bank(seat=seat, cards=cards):
            return table.counted("banks", len(cards)).format(name=name(seat))
        case ev.LeadPass(from_=old, to=new):
            return translate("SupertrumfTable", "{name} has no cards left; {other} leads."
                             ).format(name=name(old), other=name(new))
        case ev.MulliganRedraw() | ev.MulliganKeep():
            return _mulligan_line(table, event)
        case ev.Dice():
            return _dice_line(table, event)
        case ev.Lead(seat=seat):
            return translate("SupertrumfTable", "{name} leads.").format(name=name(seat))
        case ev.Prize(seat=seat, taken=taken):
            return translate("SupertrumfTable", "{name} takes a prize card ({taken} of 4)."
                             ).format(name=name(seat), taken=taken)
        case ev.Reshuffle():
            return translate("SupertrumfTable",
                             "The discard pile is shuffled into a new draw pile.")
        case ev.GameOver():
            return (translate("SupertrumfTable", "Game over.") + " "
                    + table.result_text().split("\n")[0])
    return None


def _deal_line(table: SupertrumfTable, event: ev.Deal) -> str:
    translate = QCoreApplication.translate
    if event.variant == BLIXTDUELL or event.leader is None:
        return translate("SupertrumfTable", "New game of Supertrumf Fantasy, Blixtduell: "
                         "4 cards and 4 prize cards each.")
    return translate("SupertrumfTable", "New game of Supertrumf Fantasy, Klassisk: 4 cards "
                     "each; {name} leads.").format(name=table.session.name(event.leader))


def _mulligan_line(table: SupertrumfTable, event: ev.Mulligan) -> str:
    name = table.session.name(event.seat)
    if isinstance(event, ev.MulliganRedraw):
        return table.counted("redraws", event.drawn).format(name=name)
    return QCoreApplication.translate("SupertrumfTable", "{name} keeps the hand.").format(
        name=name)


def _reveal_line(table: SupertrumfTable, event: ev.Reveal) -> str:
    translate = QCoreApplication.translate
    parts = []
    for seat, cards in enumerate(event.plays):
        if cards is None:
            continue
        names = (" + ".join(card_name(c) for c in cards)
                 or translate("SupertrumfTable", "nothing"))
        value = event.values[seat]
        parts.append(translate("SupertrumfTable", "{name}: {cards} ({value})").format(
            name=table.session.name(seat), cards=names, value="–" if value is None else value))
    return translate("SupertrumfTable", "Reveal for {prop}: {plays}.").format(
        prop=property_name(event.prop), plays="; ".join(parts))


def _dice_line(table: SupertrumfTable, event: ev.Dice) -> str:
    translate = QCoreApplication.translate
    name = table.session.name
    a, b = event.rolls
    line = translate("SupertrumfTable", "Dice for the lead: {a} rolls {x}, {b} rolls "
                     "{y}.").format(a=name(0), x=a, b=name(1), y=b)
    if event.reroll:
        line += " " + translate("SupertrumfTable", "Equal: roll again.")
    return line


def result(table: SupertrumfTable) -> str:
    """The finished game: the winner(s), then one line per seat with its score."""
    s = table.session
    res = table.game.result(s.state)
    names = [s.name(w) for w in res.winners]
    blitz = table.variant == BLIXTDUELL
    if len(names) == 1:
        head = (QCoreApplication.translate("SupertrumfTable",
                                           "{name} wins: all 4 prize cards taken!") if blitz
                else table.counted("wins with", int(max(res.scores))))
        head = head.format(name=names[0])
    else:
        head = table.counted("share the win", int(max(res.scores))).format(
            names=", ".join(names))
    lines = [head]
    for seat, score in enumerate(res.scores):
        if blitz:
            lines.append(table.counted("prizes taken", int(score)).format(name=s.name(seat)))
        else:
            lines.append(table.counted("cards won", int(score)).format(name=s.name(seat)))
    return "\n".join(lines)
