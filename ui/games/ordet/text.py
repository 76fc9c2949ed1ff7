"""Words of the Ordet fanger table: category texts in the UI language, log lines, the result.

Why here: the table, the log panel and the end screen all describe the same things (a card, a
duel, a won card); keeping the translatable sentences in one module keeps them consistent and
gives the translators one context ("OrdetWords": ``self.tr`` of a QObject, so pyside6-lupdate
extracts every literal and marks the ``%n`` plurals).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from engine.core import Event
from engine.ordet.cardsets import LANGUAGES, CardSet


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
        """A translated log line for an engine event (None: not worth a line)."""
        d = event.data

        def who(key: str = "seat") -> str:
            return names[int(d[key])]

        k = event.kind
        if k == "round_start":
            return self.tr("Round {round} begins; {name} draws first.").format(
                round=d["round"], name=names[int(d["first"])])
        if k == "draw":
            return self.tr("{name} flips {card}.").format(
                name=who(), card=self.card_text(cs, int(d["card"])))
        if k == "joker":
            if d.get("set_aside"):
                return self.tr("{name} draws a {card} in the first pass: set aside, draw "
                               "again.").format(name=who(), card=self.card_text(cs, int(d["card"])))
            return self.tr("{name} lays down a {card}; it is in force now.").format(
                name=who(), card=self.card_text(cs, int(d["card"])))
        if k == "duel":
            a, b = (names[int(s)] for s in d["seats"])
            if d.get("kind") == "race":
                return self.tr("Own piles match: {a} and {b} race on the new card!").format(
                    a=a, b=b)
            return self.tr("Duel: {a} against {b}!").format(a=a, b=b)
        if k == "claim":
            text = str(d.get("text") or "")
            if d.get("accepted"):
                if text:
                    return self.tr("{name}: “{answer}” counts.").format(name=who(), answer=text)
                return self.tr("{name}'s answer counts.").format(name=who())
            if text:
                return self.tr("{name}: “{answer}” does not count.").format(name=who(), answer=text)
            return self.tr("{name}'s answer does not count.").format(name=who())
        if k == "reveal":
            parts = []
            for seat, answers in d.get("answers", {}).items():
                name = names[int(seat)]
                if answers is None:
                    parts.append(self.tr("{name} passes").format(name=name))
                else:
                    secs = float(d.get("seconds", {}).get(seat, 0.0))
                    parts.append(self.tr("{name}: “{answers}” after {seconds} s").format(
                        name=name, answers=", ".join(answers), seconds=f"{secs:.1f}"))
            return "; ".join(parts) + "."
        if k == "tie":
            if d.get("gave_up"):
                return self.tr("Nobody answered.")
            return self.tr("A tie!")
        if k == "tiebreak":
            return self.tr("Tie-break: both answer {card}.").format(
                card=self.card_text(cs, int(d["card"])))
        if k == "tiebreak_joker":
            return self.tr("A joker was flipped for the tie-break; it goes back into the pile.")
        if k == "rerace":
            return self.tr("No card left for a tie-break: the duel starts again.")
        if k == "void":
            return self.tr("Nobody could answer: this duel is dropped.")
        if k == "duel_won":
            return self.tr("{winner} wins {card} from {loser}.").format(
                winner=who("winner"), loser=who("loser"), card=self.card_text(cs, int(d["card"])))
        if k == "round_end":
            won = ", ".join(f"{names[i]} {n}" for i, n in enumerate(d["won"]))
            return self.tr("Round {round} is over: {won}.").format(round=d["round"], won=won)
        if k == "game_over":
            return self.tr("Game over.") + " " + self.headline(
                [names[int(i)] for i in d["winners"]])
        return None

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
