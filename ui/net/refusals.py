"""The words of every refusal and notice a game across computers shows, in the UI language.

Why one module of functions: the join dialog, the waiting banner, the felt's callouts and the
status bar all say these things, and the network code (Qt-free) only knows *which* refusal it
met; the UI asks here for the sentence, so each is worded and translated once.  Each text is
short enough for a 1280×800 screen in German, the longest of the four languages.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

#: the translation context of every text here (each call names it: lupdate reads literals)
CONTEXT = "NetRefusals"
translate = QCoreApplication.translate


def version_mismatch(host_version: str, host_rules: str, my_version: str,
                     my_rules: str) -> str:
    """A guest whose app or rules differ from the host's: both versions named, so the two
    people can see which of them should update."""
    return translate(
        "NetRefusals",
        "This table runs Tabletop {host_version} (rules {host_rules}); you have "
        "{my_version} (rules {my_rules}). Both players need the same version.",
    ).format(host_version=host_version, host_rules=host_rules, my_version=my_version,
             my_rules=my_rules)


def table_full() -> str:
    """Every seat of the table is taken and it admits no spectators."""
    return translate("NetRefusals", "This table is full.")


def seat_taken(name: str) -> str:
    """Someone else took the seat while the guest was choosing."""
    return translate(
        "NetRefusals", "{name}'s seat has just been taken. Choose another one.").format(
        name=name)


def bad_invite() -> str:
    """The pasted invite code is not one (mistyped, cut short, or not from Tabletop)."""
    return translate("NetRefusals",
                     "This invite code is wrong or incomplete. Copy it again from the host.")


def host_unreachable() -> str:
    """The host could not be reached at the address the invite or the network gave."""
    return translate("NetRefusals", "The host cannot be reached. Is its Tabletop still open?")


def host_closed() -> str:
    """The host closed the table (or its app)."""
    return translate("NetRefusals", "The host has closed the table.")


def connection_lost() -> str:
    """This app lost its connection to the host; it tries again by itself."""
    return translate("NetRefusals", "Connection lost. Reconnecting…")


def reconnected() -> str:
    """The connection is back; the game goes on where it was."""
    return translate("NetRefusals", "Connected again.")


def computer_plays(name: str) -> str:
    """To everyone: the host let a computer play the seat of a person who is away (they
    take it back by coming back)."""
    return translate(
        "NetRefusals", "A computer plays {name}'s seat until {name} comes back.").format(
            name=name)


def seat_taken_back(name: str) -> str:
    """To everyone: the person took their seat back from the computer."""
    return translate(
        "NetRefusals", "{name} has taken their seat back.").format(name=name)


def spectating() -> str:
    """To a spectator, once: what they will and will not see."""
    return translate("NetRefusals", "You are watching; the whole game is shown once it is over.")


def not_your_seat() -> str:
    """An action for a seat this guest does not hold (never from a working app)."""
    return translate("NetRefusals", "That seat is not yours.")


def all_texts() -> list[str]:
    """Every text here with sample values: the screenshots and the clipping test use it."""
    return [version_mismatch("1.4.0", "3", "1.3.2", "2"), table_full(), seat_taken("Bo"),
            bad_invite(), host_unreachable(), host_closed(), connection_lost(), reconnected(),
            computer_plays("Bo"), seat_taken_back("Bo"), spectating(), not_your_seat()]
