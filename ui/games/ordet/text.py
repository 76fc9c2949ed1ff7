"""Words of the Ordet fanger table: category texts in the UI language, log lines, the result,
and the table's own sentences (status line, banner, prompts, seat bubbles, keys help).

Why here: the table, the log panel and the end screen all describe the same things (a card, a
duel, a won card); keeping the translatable sentences in one module keeps them consistent.
Log lines and the end screen are ``OrdetWords`` (``self.tr`` of a QObject: context
"OrdetWords", so pyside6-lupdate extracts every literal and marks the ``%n`` plurals); the
table's sentences keep the context "OrdetTable" they were translated under, through
``QCoreApplication.translate`` with that literal context.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt

from engine.core import Event
from engine.ordet import events as ev
from engine.ordet.cardsets import LANGUAGES, CardSet
from engine.ordet.matching import fold
from engine.ordet.rules import GAME
from engine.ordet.state import RACE, Duel, OrdetState, Phase, Slot
from ui.games.ordet import keys
from ui.games.ordet.keys import BUZZER_KEYS

if TYPE_CHECKING:
    from ui.games.ordet.duel import Race


def ui_language() -> str:
    """The card-set language closest to the UI language (categories are shown in it)."""
    code = QLocale().name().split("_")[0].lower()
    if code in ("no", "nn"):
        code = "nb"
    return code if code in LANGUAGES else "en"


def category(cs: CardSet, card: int, language: str | None = None) -> str:
    """A category card's text in ``language`` (default: the UI language), English fallback."""
    lang = language or ui_language()
    texts = cs.cards[card].category
    return texts.get(lang) or texts.get("en") or next(iter(texts.values()), "?")


def symbol_name(name: str) -> str:
    names = {
        "circle": QCoreApplication.translate("OrdetSymbols", "circle"),
        "square": QCoreApplication.translate("OrdetSymbols", "square"),
        "triangle": QCoreApplication.translate("OrdetSymbols", "triangle"),
        "star": QCoreApplication.translate("OrdetSymbols", "star"),
        "diamond": QCoreApplication.translate("OrdetSymbols", "diamond"),
        "cross": QCoreApplication.translate("OrdetSymbols", "cross"),
        "heart": QCoreApplication.translate("OrdetSymbols", "heart"),
        "moon": QCoreApplication.translate("OrdetSymbols", "moon"),
    }
    return names.get(name, name)


class OrdetWords(QObject):
    """The table's sentences (log lines, the end screen), in context "OrdetWords"."""

    def card_text(self, cs: CardSet, card: int) -> str:
        """A card for the log: “A fruit” (star), or Joker (circle = star)."""
        if cs.is_joker(card):
            a, b = (symbol_name(cs.symbols[i]) for i in cs.joker(card).symbols)
            return self.tr("joker ({a} = {b})").format(a=a, b=b)
        symbol = symbol_name(cs.symbols[cs.symbol_of(card)])
        return self.tr("“{category}” ({symbol})").format(category=category(cs, card),
                                                        symbol=symbol)

    def describe(self, event: Event, cs: CardSet, names: Sequence[str]) -> str | None:
        """A translated log line for an engine event (None: not worth a line): the round's
        events here, a duel's in ``_describe_duel``."""
        match event:
            case ev.RoundStart(round=number, first=first):
                return self.tr("Round {round} begins; {name} draws first.").format(
                    round=number, name=names[first])
            case ev.Draw(seat=seat, card=card):
                return self.tr("{name} flips {card}.").format(
                    name=names[seat], card=self.card_text(cs, card))
            case ev.Joker(seat=seat, card=card, set_aside=True):
                return self.tr("{name} draws a {card} in the first pass: set aside, draw "
                               "again.").format(name=names[seat], card=self.card_text(cs, card))
            case ev.Joker(seat=seat, card=card):
                return self.tr("{name} lays down a {card}; it is in force now.").format(
                    name=names[seat], card=self.card_text(cs, card))
            case ev.Duel(kind_=kind, seats=(a, b)) if kind == RACE:
                return self.tr("Own piles match: {a} and {b} race on the new card!").format(
                    a=names[a], b=names[b])
            case ev.Duel(seats=(a, b)):
                return self.tr("Duel: {a} against {b}!").format(a=names[a], b=names[b])
            case ev.RoundEnd(round=number, won=won):
                won_text = ", ".join(f"{names[i]} {n}" for i, n in enumerate(won))
                return self.tr("Round {round} is over: {won}.").format(round=number,
                                                                        won=won_text)
            case ev.GameOver(winners=winners):
                return self.tr("Game over.") + " " + self.headline([names[i] for i in winners])
        return self._describe_duel(event, cs, names)

    def _describe_duel(self, event: Event, cs: CardSet, names: Sequence[str]) -> str | None:
        """``describe`` for what happens in a duel: answers, ties, tie-breaks, the winner."""
        match event:
            case ev.Claim():
                return self._claim_line(event, names)
            case ev.Reveal():
                return self._reveal_line(event, names)
            case ev.Tie(gave_up=True):
                return self.tr("Nobody answered.")
            case ev.Tie() | ev.TieDeclared():
                return self.tr("A tie!")
            case ev.Tiebreak(card=card):
                return self.tr("Tie-break: both answer {card}.").format(
                    card=self.card_text(cs, card))
            case ev.TiebreakJoker():
                return self.tr("A joker was flipped for the tie-break; it goes back into the "
                               "pile.")
            case ev.Rerace():
                return self.tr("No card left for a tie-break: the duel starts again.")
            case ev.Void():
                return self.tr("Nobody could answer: this duel is dropped.")
            case ev.DuelWon():
                return self._won_line(event, cs, names)
        return None

    def _claim_line(self, event: ev.Claim, names: Sequence[str]) -> str:
        name, text = names[event.seat], event.text
        if event.accepted:
            if text:
                return self.tr("{name}: “{answer}” counts.").format(name=name, answer=text)
            return self.tr("{name}'s answer counts.").format(name=name)
        if text:
            return self.tr("{name}: “{answer}” does not count.").format(name=name, answer=text)
        return self.tr("{name}'s answer does not count.").format(name=name)

    def _reveal_line(self, event: ev.Reveal, names: Sequence[str]) -> str:
        parts = []
        for seat, answers in event.answers.items():
            name = names[seat]
            if answers is None:
                parts.append(self.tr("{name} passes").format(name=name))
            else:
                secs = float(event.seconds.get(seat, 0.0))
                parts.append(self.tr("{name}: “{answers}” after {seconds} s").format(
                    name=name, answers=", ".join(answers),
                    seconds=QLocale().toString(secs, "f", 1)))  # "2,9" in sv/de/nb
        return "; ".join(parts) + "."

    def _won_line(self, event: ev.DuelWon, cs: CardSet, names: Sequence[str]) -> str:
        card = self.card_text(cs, event.card)
        if event.winner == event.loser:  # a 2-seat race the owner of the two piles won
            return self.tr("{winner} wins the race and takes {card} from their own "
                           "pile.").format(winner=names[event.winner], card=card)
        return self.tr("{winner} wins {card} from {loser}.").format(
            winner=names[event.winner], loser=names[event.loser], card=card)

    def headline(self, winners: Sequence[str]) -> str:
        """Who won, as a sentence (one winner, or a shared win)."""
        if len(winners) == 1:
            return self.tr("{name} wins!").format(name=winners[0])
        return self.tr("Shared win: {names}").format(names=" & ".join(winners))

    def result(self, scores: Sequence[int], winners: Sequence[int], names: Sequence[str],
               rounds: Sequence[Sequence[int]]) -> str:
        """The end screen's text: the winner(s), then every seat's cards per round and in total."""
        lines = [self.headline([names[i] for i in winners]), ""]
        order = sorted(range(len(scores)), key=lambda i: -scores[i])
        for i in order:
            per_round = " + ".join(str(r[i]) for r in rounds) if len(rounds) > 1 else ""
            line = self.tr("{name}: %n card(s)", "", scores[i]).format(name=names[i])
            if per_round:
                line += " (" + per_round + ")"
            lines.append(line)
        return "\n".join(lines)


# ------------------------------------------------------------------ the table's sentences
def status_line(st: OrdetState, names: Sequence[str], cs: CardSet, race: Race | None,
                humans: Sequence[bool], two: bool, headline: str) -> str:
    """The status line: whose turn it is and what to do (``headline``: who won, at the end)."""
    if st.phase == Phase.OVER:
        return QCoreApplication.translate("OrdetTable", "Game over.") + " " + headline
    if st.phase == Phase.DUEL and st.duel is not None:
        r = race
        if r is not None and r.buzzed is not None:
            return QCoreApplication.translate(
                "OrdetTable", "{name} buzzed: does the answer count? {yes} = yes, {no} = no"
            ).format(name=names[r.buzzed], yes=keys.yes_key(), no=keys.NO_KEY)
        if r is not None and r.unknown is not None:
            return QCoreApplication.translate(
                "OrdetTable",
                "“{answer}” is not in the list. Count it anyway? {yes} = yes, {no} = no"
            ).format(answer=r.unknown[1], yes=keys.yes_key(), no=keys.NO_KEY)
        a, b = (names[s] for s in st.duel.seats)
        if r is not None and r.typing is not None:
            return QCoreApplication.translate(
                "OrdetTable", "{name} buzzed and types the answer.").format(name=names[r.typing])
        if st.duel.flip is not None:
            return QCoreApplication.translate(
                "OrdetTable", "Tie-break: {a} and {b} both name: {category}").format(
                a=a, b=b, category=category(cs, st.duel.flip))
        return QCoreApplication.translate(
            "OrdetTable", "Duel: {a} against {b}. Answer fast!").format(a=a, b=b)
    seat = st.turn
    if humans[seat]:
        if two:
            return QCoreApplication.translate(
                "OrdetTable", "{name}: draw a card (click a draw pile or press Space; ←/→ choose "
                "your play pile)").format(name=names[seat])
        return QCoreApplication.translate(
            "OrdetTable", "{name}: draw a card (click a draw pile or press Space)").format(
            name=names[seat])
    return QCoreApplication.translate("OrdetTable", "{name} draws…").format(name=names[seat])


def keys_help(names: Sequence[str], humans: Sequence[bool], buzz_table: bool) -> str:
    """The keys of the table (buzzers only for the people, and only where they are shown)."""
    buzzers = "  ".join(f"{n} {BUZZER_KEYS[i]}" for i, n in enumerate(names) if humans[i])
    if buzz_table:
        return QCoreApplication.translate(
            "OrdetTable", "Keys: Space draws · buzzers: {keys} · {yes}/Enter accepts, {no} "
            "rejects · {tie} tie · Esc nobody knows").format(
            keys=buzzers, yes=keys.yes_key(), no=keys.NO_KEY, tie=keys.TIE_KEY)
    return QCoreApplication.translate(
        "OrdetTable", "Keys: Space draws · in a duel type your answer and press Enter "
        "(Esc gives up)")


def seat_said(seat: int, duel: Duel | None, race: Race | None, thinking: set[int],
              frozen: bool, said: dict[int, tuple[str, str]]) -> tuple[str, str]:
    """(text, kind) of a seat's bubble: thinking, buzzed, typing, sealed, or what it said."""
    if duel is not None and seat in thinking and frozen:
        # the computer's clock stands still while the table judges an answer
        return QCoreApplication.translate("OrdetTable", "waiting…"), "pass"
    if duel is not None and seat in thinking:
        return QCoreApplication.translate("OrdetTable", "thinking…"), "thinking"
    if race is not None and race.unknown is not None and race.unknown[0] == seat:
        return QCoreApplication.translate("OrdetTable", "“{answer}”?").format(
            answer=race.unknown[1]), "buzz"
    if race is not None and race.buzzed == seat:
        return QCoreApplication.translate("OrdetTable", "BUZZ! Does it count?"), "buzz"
    if race is not None and race.typing == seat:
        return QCoreApplication.translate("OrdetTable", "typing…"), "buzz"
    if duel is not None and seat in duel.commits:
        return QCoreApplication.translate("OrdetTable", "has answered (sealed)"), "pass"
    if seat in said:
        return said[seat]
    return "", ""


def duel_tags(duel: Duel | None, names: Sequence[str]) -> dict[Slot, str]:
    """The ribbons on the duelling piles: whose answer each pile's category wants."""
    if duel is None:
        return {}
    if duel.flip is not None:
        return {}
    if duel.kind == RACE:
        return {duel.slots[0]: QCoreApplication.translate("OrdetTable", "Both answer this!")}
    out: dict[Slot, str] = {}
    for slot in duel.slots:
        other = next(s for s in duel.seats if s != slot[0])
        # short: at 5-6 seats "Spieler 6 antwortet hierauf" shrank to seven pixels
        out[slot] = QCoreApplication.translate("OrdetTable", "For {name}").format(
            name=names[other])
    return out


def banner_text(st: OrdetState, names: Sequence[str], cs: CardSet,
                headline: str) -> tuple[str, str, bool]:
    """(title, body, highlighted) of the banner: the round and the drawer, the duel, the end."""
    duel = st.duel
    if duel is None:
        if st.phase == Phase.OVER:
            return QCoreApplication.translate("OrdetTable", "Game over"), headline, True
        return (QCoreApplication.translate("OrdetTable", "Round {round} of {rounds}").format(
                    round=st.round, rounds=st.rounds),
                QCoreApplication.translate("OrdetTable", "{name} draws").format(
                    name=names[st.turn]), False)
    a, b = duel.seats
    need = int(st.options["answers_needed"])
    # the seconds run on the duel clock beside the banner
    title = QCoreApplication.translate("OrdetTable", "Duel")
    if need > 1:
        title += " · " + QCoreApplication.translate(
            "OrdetTable", "{a}: {pa} of {need}, {b}: {pb} of {need}").format(
            a=names[a], b=names[b], pa=duel.progress.get(a, 0), pb=duel.progress.get(b, 0),
            need=need)
    if duel.flip is not None or duel.kind == RACE or duel.targets[a] == duel.targets[b]:
        body = QCoreApplication.translate("OrdetTable", "{a} and {b}: {category}").format(
            a=names[a], b=names[b], category=category(cs, duel.targets[a]))
    else:
        body = QCoreApplication.translate("OrdetTable", "{a} ⚔ {b}").format(
            a=names[a], b=names[b])
    return title, body, True


def bar_prompt(st: OrdetState, names: Sequence[str], cs: CardSet, race: Race | None,
               answer_seat: int | None, buzzers: bool, human_duellists: Sequence[int]
               ) -> str | None:
    """The answer bar's prompt in a duel (None: the bar shows the status line)."""
    r = race
    if r is not None and r.unknown is not None:
        return QCoreApplication.translate(
            "OrdetTable", "“{answer}” is not in the list. Count it anyway?").format(
            answer=r.unknown[1])
    if r is not None and r.buzzed is not None:
        return QCoreApplication.translate(
            "OrdetTable", "{name} buzzed! Does the answer count?").format(name=names[r.buzzed])
    if answer_seat is not None and st.duel is not None:
        cats = GAME.categories_for(st, answer_seat)
        return QCoreApplication.translate("OrdetTable", "{name}, name: {category}").format(
            name=names[answer_seat], category=" / ".join(category(cs, c) for c in cats))
    if r is not None and buzzers:
        keys = ", ".join(f"{names[s]} {BUZZER_KEYS[s]}" for s in human_duellists)
        return QCoreApplication.translate(
            "OrdetTable", "Say your answer and buzz: {keys}").format(keys=keys)
    if st.duel is not None:
        return QCoreApplication.translate("OrdetTable", "Duel in progress…")
    return None


def used_text(st: OrdetState, cs: CardSet, spoken: Sequence[str]) -> str:
    """Answers already given this round for the categories in play (no repeats is fair)."""
    duel = st.duel
    if duel is None:
        return ""
    cats: list[int] = []
    for seat in duel.seats:
        for c in GAME.categories_for(st, seat):
            if c not in cats:
                cats.append(c)
    parts = []
    lang = str(st.options.get("language", "en"))
    for c in cats:
        said = [_display(cs, key, c, lang, spoken) for key in st.used.get(c, [])]
        if said:
            parts.append(QCoreApplication.translate("OrdetTable", "{category}: {answers}").format(
                category=category(cs, c), answers=", ".join(said)))
    if not parts:
        return QCoreApplication.translate("OrdetTable", "No answers used yet for these categories.")
    return QCoreApplication.translate("OrdetTable", "Already used: {list}").format(
        list=" · ".join(parts))


def _display(cs: CardSet, key: str, card: int, lang: str, spoken: Sequence[str]) -> str:
    """A used answer as people wrote it (the engine keeps folded keys)."""
    for entry in (*cs.lexicon(card, lang), *spoken):
        if fold(entry) == key:
            return entry
    return key


def controls(names: Sequence[str], humans: Sequence[bool], judging: str, two: bool,
             buzz_table: bool) -> list[tuple[str, str]]:
    """The Controls page: (gesture or key, what it does) for every gesture and key of this
    table, with the buzzer keys the people here have and only the judging's keys.

    Every text is a literal ``QCoreApplication.translate("OrdetControls", …)`` call: a helper
    taking the text as a variable would hide it from pyside6-lupdate."""
    k = keys.key_name
    esc = k(Qt.Key.Key_Escape)
    rows = [(QCoreApplication.translate("OrdetControls", "Click a draw pile"),
             QCoreApplication.translate("OrdetControls",
                                        "Draw its top card onto your play pile (on your turn)")),
            (" / ".join(k(key) for key in keys.DRAW_KEYS[:2]),
             QCoreApplication.translate("OrdetControls",
                                        "Draw from the first draw pile that still has cards"))]
    if two:
        rows += [(QCoreApplication.translate("OrdetControls", "Click one of your play piles"),
                  QCoreApplication.translate(
                      "OrdetControls",
                      "Choose the pile your next card goes on; click it again to draw onto it")),
                 (" / ".join(k(key) for key in keys.SWITCH_KEYS),
                  QCoreApplication.translate("OrdetControls",
                                             "Switch between your two play piles before drawing"))]
    if buzz_table:
        rows += [(key, QCoreApplication.translate("OrdetControls",
                                                  "Buzzer of {name}: buzz in a duel").format(
                      name=names[seat]))
                 for seat, key in enumerate(BUZZER_KEYS[:len(names)]) if humans[seat]]
        rows.append((QCoreApplication.translate("OrdetControls", "Click a buzzer"),
                     QCoreApplication.translate("OrdetControls", "Buzz for that seat")))
    if judging != "buzz":
        rows += [(QCoreApplication.translate("OrdetControls",
                                             "Type in the answer box, then {enter}").format(
                      enter=k(Qt.Key.Key_Return)),
                  QCoreApplication.translate(
                      "OrdetControls", "Answer in a duel (more answers: one after the other)")),
                 (esc, QCoreApplication.translate("OrdetControls",
                                                  "Give up this duel while typing"))]
    if judging != "strict":
        rows += [(" / ".join(k(key) for key in keys.yes_keys()[:2]),
                  QCoreApplication.translate(
                      "OrdetControls",
                      "Yes: the answer counts (after a buzz, or an answer not in the list)")),
                 (" / ".join(k(key) for key in keys.no_keys()),
                  QCoreApplication.translate("OrdetControls", "No: the answer does not count"))]
    if buzz_table:
        rows += [(keys.TIE_KEY, QCoreApplication.translate(
                      "OrdetControls",
                      "Tie: both answered at the same moment (a tie-break card decides)")),
                 (esc, QCoreApplication.translate(
                     "OrdetControls", "Nobody knows: both pass (two people buzzing)"))]
    rows.append((QCoreApplication.translate("OrdetControls", "Buttons under the table"),
                 QCoreApplication.translate(
                     "OrdetControls",
                     "Answer, Give up, Yes, No, Tie, Nobody knows: the same as their keys")))
    return rows
