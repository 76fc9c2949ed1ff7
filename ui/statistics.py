"""Statistics of the games played in this app: what counts, how it is stored, how it reads.

What counts — the decisions, in one place:

* **Whose result.** A game is counted for its people.  Exactly one person: that person's result
  goes under *computer at level X*, X being the strongest computer level at the table (a person
  who beat Strong and Beginner together beat Strong; one row per level keeps the table short,
  and a win is never filed under an easier level than the one faced).  Two or more people
  (hot-seat): each person's own result goes under *hot-seat: <name>* — one row per name, so a
  row is always one player's record (won, lost, streak, score), whoever else sat at the table.
  Computers only: nothing is counted (nobody played).
* **Practice games** (``Session.practice``) are never counted: unlimited undo makes any result.
  Nor are **guided games** (``Session.tutorial``): a scripted deal with the moves told.
* **Won, lost, drawn.** Won: the person is the only winner.  Drawn: a shared win — the person
  is among several winners (a tie on points, cards or trophies; nobody beat the other).
  Lost: anything else, a shared win of others included.
* **Score**, where the game has one: Supertrumf Klassisk's cards won, Blixtduell's prize cards,
  Storma slottet!'s trophies, Riftforce's points, Ordet fanger's cards.  Best and average are
  over finished games; an abandoned game has no score.
* **Game key**: the game and its variant (Klassisk and Blixtduell apart), not the number of
  seats: the issue asks per game and variant, and a row per seat count and level would split
  a player's few games into many thin rows.
* **Once.** A finished game is counted once: its fingerprint (game, options, seed, seats and
  every move) is remembered (the last ``SEEN_LIMIT``), so a save reopened and played to the
  same end, or a replay, does not count again; the window also counts a running session only
  once (undone into and finished again).  A game opened already finished is not counted at all
  (the window only calls this for games that moved in it).
* **Abandoned** (the player agreed to replace a game in progress) counts in its own column,
  never as a loss: it is not *played* (won + lost + drawn), so neither the win percentage nor
  the average changes — but it ends the current win streak (a streak is games won in a row,
  and that one was not won).  The same deal (game, options, seed, seats) counts as abandoned
  once, however often it is resumed from the autosave and abandoned again.

Storage: ``statistics.json`` in the app-data folder, versioned (``FORMAT``, ``VERSION``), written
atomically by ``engine.saves.write_atomic`` (temporary file, fsync, rename: a crash leaves the old
file or the new one, never half a file).  Counting a game or a reset is read, change, write
under a lock file (``ui/statistics_lock.py``): two copies of Tabletop finishing games at once
would otherwise each write their own count over the other's.  The file is read like a save
(``engine.jsonfile``: a regular file only, never a pipe, size and nesting bounded, a
byte-order mark accepted) and checked with exact types and ranges (``engine.schema``), so no
value in it can break the dialog.  A file that cannot be used — not JSON, not ours, damaged,
or written by a newer version — is moved aside (``statistics.json.bad-<time>``) and the count
starts afresh; the window tells the player which file was kept and why.  Never a crash, and
never silently zeroed.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QLocale

from engine import jsonfile, schema
from engine.saves import write_atomic
from engine.translatable import QT_TRANSLATE_NOOP
from ui import catalog, paths
from ui.statistics_rows import Limits, rename_old_rows

if TYPE_CHECKING:
    from ui.session import SeatConfig, Session

FORMAT = "tabletop-statistics"
VERSION = 1
#: results kept per row for the chart
RECENT = 20
#: fingerprints of counted games kept (a game counted once even if finished again)
SEEN_LIMIT = 1000
#: a statistics file is small (a few kB); anything much larger is not ours
MAX_FILE_BYTES = 4 * 1024 * 1024
#: the largest count (won, lost, streak…) a file may hold: far beyond any real player, small
#: enough for every number the dialog shows (a count of 2**70 broke its locale formatting)
MAX_COUNT = 10**9
#: the largest score of one game, either sign (real games score below 100)
MAX_SCORE = 10**6
#: rows per game and games per file (a row per level or hot-seat name)
MAX_ROWS = 1000
MAX_GAMES = 100


WON, LOST, DRAWN, ABANDONED = "W", "L", "D", "A"
OUTCOMES = (WON, LOST, DRAWN, ABANDONED)
COMPUTER_ROW, PEOPLE_ROW = "computer:", "people:"

#: computer levels from weak to strong (after ``normal_level``: old aliases never reach it)
LEVEL_RANK: Mapping[str, int] = {"beginner": 0, "easy": 1, "bot-easy": 1, "normal": 2,
                                 "bot-normal": 2, "hard": 3, "bot-hard": 3}

translate = QCoreApplication.translate


def marked(text: str) -> str:
    """A string marked with ``QT_TRANSLATE_NOOP("Statistics", …)``, translated now.  (Literal
    strings use ``translate("Statistics", …)`` directly: lupdate extracts a local ``tr()`` alias
    without its context.)"""
    return translate("Statistics", text)


class StatisticsError(Exception):
    """Why a statistics file cannot be used: an English template (context "Statistics") and
    its parameters, translated when shown (``reason()``)."""

    def __init__(self, message: str, **params: Any) -> None:
        super().__init__(message.format(**params))
        self.message = message
        self.params = params

    def reason(self) -> str:
        return marked(self.message).format(**self.params)


NOT_JSON = QT_TRANSLATE_NOOP("Statistics", "The file is not valid JSON (line {line}).")
NOT_OURS = QT_TRANSLATE_NOOP("Statistics", "The file is not a Tabletop statistics file.")
NEWER = QT_TRANSLATE_NOOP(
    "Statistics", "The file was written by a newer version of Tabletop (statistics version "
    "{version}; this version reads up to {supported}).")
DAMAGED = QT_TRANSLATE_NOOP("Statistics", "The file is damaged (at “{where}”).")
TOO_LARGE = QT_TRANSLATE_NOOP("Statistics", "The file is too large to be statistics.")
UNREADABLE = QT_TRANSLATE_NOOP("Statistics", "The file cannot be read: {error}")
NOT_A_FILE = QT_TRANSLATE_NOOP(
    "Statistics", "It is not an ordinary file (it may be a folder, a device or a pipe).")
IMPOSSIBLE_NUMBER = QT_TRANSLATE_NOOP("Statistics", "The file contains an impossible number.")


class Entry(NamedTuple):
    """One person's result of one game: the row it goes to, W/L/D/A and the score (if any)."""

    row: str
    outcome: str
    score: float | None
    #: the person asked for hints in this game (the statistics line says how many such)
    hinted: bool = False


# ------------------------------------------------------------------ one row
@dataclass
class Record:
    """The results of one row (a game key and an opponent kind)."""

    won: int = 0
    lost: int = 0
    drawn: int = 0
    abandoned: int = 0
    #: games won in a row, up to the latest
    streak: int = 0
    best_streak: int = 0
    best_score: float | None = None
    score_sum: float = 0.0
    #: finished games with a score (the average's divisor)
    scored: int = 0
    #: the last ``RECENT`` outcomes, oldest first
    recent: list[str] = field(default_factory=list)
    #: finished games in which the person asked for hints ("with hints" in the line)
    hinted: int = 0

    @property
    def played(self) -> int:
        """Finished games (abandoned ones are not played to the end)."""
        return self.won + self.lost + self.drawn

    def win_percent(self) -> float | None:
        return 100.0 * self.won / self.played if self.played else None

    def average(self) -> float | None:
        return self.score_sum / self.scored if self.scored else None

    def add(self, outcome: str, score: float | None = None, hinted: bool = False) -> None:
        if outcome not in OUTCOMES:
            raise ValueError(outcome)
        # counts stop at MAX_COUNT and scores at MAX_SCORE: what is written is always read back
        if hinted and outcome != ABANDONED:
            self.hinted = _more(self.hinted)
        if outcome == WON:
            self.won = _more(self.won)
            self.streak = _more(self.streak)
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
            if outcome == LOST:
                self.lost = _more(self.lost)
            elif outcome == DRAWN:
                self.drawn = _more(self.drawn)
            else:
                self.abandoned = _more(self.abandoned)
        if outcome != ABANDONED and score is not None and math.isfinite(score):
            score = min(max(float(score), -MAX_SCORE), MAX_SCORE)
            self.scored = _more(self.scored)
            limit = float(self.scored * MAX_SCORE)
            self.score_sum = min(max(self.score_sum + score, -limit), limit)
            self.best_score = score if self.best_score is None else max(self.best_score, score)
        self.recent = [*self.recent, outcome][-RECENT:]

    def to_json(self) -> dict[str, Any]:
        return {"won": self.won, "lost": self.lost, "drawn": self.drawn,
                "abandoned": self.abandoned, "streak": self.streak,
                "best_streak": self.best_streak, "best_score": self.best_score,
                "score_sum": self.score_sum, "scored": self.scored,
                "recent": "".join(self.recent), "hinted": self.hinted}

    @classmethod
    def from_json(cls, obj: Any, where: str) -> Record:
        """The record ``obj`` holds (``StatisticsError`` naming ``where`` if it is damaged)."""
        try:
            return _record(_ROW.check(obj))
        except schema.Invalid as err:
            raise _damaged(err, where) from err


def _more(count: int) -> int:
    return min(count + 1, MAX_COUNT)


class _Recent(schema.Str):
    """The last outcomes, oldest first: up to ``RECENT`` of W, L, D and A."""

    def check(self, value: Any) -> str:
        text: str = super().check(value)
        if text.strip("".join(OUTCOMES)):
            raise schema.Invalid("unknown outcome")
        return text


_COUNT = schema.Int(0, MAX_COUNT)
#: one row as a file holds it: missing keys are zero (older files), unknown ones ignored
_ROW = schema.Record({
    **{name: _COUNT for name in ("won", "lost", "drawn", "abandoned", "streak", "best_streak",
                                 "scored", "hinted")},
    "best_score": schema.Maybe(schema.Float(-MAX_SCORE, MAX_SCORE)),
    "score_sum": schema.Float(-float(MAX_SCORE * MAX_COUNT), float(MAX_SCORE * MAX_COUNT)),
    "recent": _Recent(max_len=RECENT),
}, extra="drop")
_BOOK = schema.Record({
    "format": schema.Choice((FORMAT,)),
    "version": schema.Int(1, VERSION),
    "games": schema.Dict(schema.Str(max_len=100), schema.Dict(
        schema.Str(max_len=200), _ROW, max_len=MAX_ROWS), max_len=MAX_GAMES),
    "seen": schema.Seq(schema.Str(max_len=100), max_len=10 * SEEN_LIMIT),
}, required=frozenset({"format", "version"}), extra="drop")


def _record(checked: Mapping[str, Any]) -> Record:
    """A ``Record`` from a row that passed ``_ROW``, its counts checked against each other."""
    record = Record(**{k: v for k, v in checked.items() if k != "recent"},
                    recent=list(checked.get("recent", "")))
    if (record.streak > record.best_streak or record.scored > record.played
            or record.hinted > record.played
            or abs(record.score_sum) > record.scored * MAX_SCORE):
        raise schema.Invalid("counts that do not add up")
    return record


def _damaged(err: schema.Invalid, where: str = "") -> StatisticsError:
    """``DAMAGED`` at the bad value: "riftforce/computer:hard.won" (the names from the file
    made printable)."""
    steps = [str(p) for p in err.path]
    if not where and steps[:1] == ["games"]:
        where, steps = "/".join(steps[1:3]), steps[3:]
    where = ".".join([where, *steps] if where else steps) or "?"
    return StatisticsError(DAMAGED, where="".join(c if c.isprintable() else "?" for c in where))


# ------------------------------------------------------------------ the whole file
@dataclass
class Book:
    """Every row of every game, and the fingerprints of the games counted."""

    games: dict[str, dict[str, Record]] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)

    def rows(self, game_key: str) -> dict[str, Record]:
        return self.games.get(game_key, {})

    def record(self, game_key: str, entries: Sequence[Entry], fingerprint: str = "") -> bool:
        """Count one game (an entry per person); False when ``fingerprint`` was counted."""
        if not entries or (fingerprint and fingerprint in self.seen):
            return False
        rows = self.games.setdefault(game_key, {})
        for entry in entries:
            rows.setdefault(entry.row, Record()).add(entry.outcome, entry.score, entry.hinted)
        if fingerprint:
            self.seen = [*self.seen, fingerprint][-SEEN_LIMIT:]
        return True

    def reset(self, game_key: str) -> None:
        """Forget a game's results (its fingerprints stay: a reset is not an invitation to
        count the same games again)."""
        self.games.pop(game_key, None)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION,
                "games": {key: {row: rec.to_json() for row, rec in rows.items()}
                          for key, rows in self.games.items() if rows},
                "seen": list(self.seen)}

    @classmethod
    def from_json(cls, obj: Any) -> Book:
        """The book a file holds; ``StatisticsError`` for anything that is not one."""
        if type(obj) is not dict or obj.get("format") != FORMAT:
            raise StatisticsError(NOT_OURS)
        version = obj.get("version")
        if type(version) is int and version > VERSION:
            raise StatisticsError(NEWER, version=version, supported=VERSION)
        games: dict[str, dict[str, Record]] = {}
        try:
            checked = _BOOK.check(obj)
            for key, rows in checked.get("games", {}).items():
                games[key] = {}
                for row, rec in rows.items():
                    try:
                        games[key][row] = _record(rec)
                    except schema.Invalid as err:
                        raise err.within("games", key, row) from err
        except schema.Invalid as err:
            raise _damaged(err) from err
        limits = Limits(COMPUTER_ROW, WON, RECENT, MAX_COUNT)
        for rows in games.values():
            rename_old_rows(rows, limits)
        return cls(games, list(checked.get("seen", ()))[-SEEN_LIMIT:])



#: the statistics' words for each problem of the guarded reader (``engine.jsonfile``)
_FILE_PROBLEMS: Mapping[str, str] = {
    jsonfile.FOLDER: NOT_A_FILE, jsonfile.NOT_REGULAR: NOT_A_FILE,
    jsonfile.TOO_LARGE: TOO_LARGE, jsonfile.NOT_TEXT: NOT_JSON, jsonfile.SYNTAX: NOT_JSON,
    jsonfile.TOO_DEEP: NOT_OURS, jsonfile.BAD_NUMBER: IMPOSSIBLE_NUMBER,
}


def read(path: Path) -> Book:
    """The book at ``path`` (an empty one when there is no file); ``StatisticsError`` else.

    Read like a save (``engine.jsonfile``): a pipe or a device in the file's place is refused
    without opening it, so the window never waits for it."""
    try:
        obj = jsonfile.load(path, MAX_FILE_BYTES)
    except jsonfile.JsonFileError as err:
        if err.kind == jsonfile.MISSING:
            return Book()
        if err.kind == jsonfile.DENIED:
            raise StatisticsError(UNREADABLE, error=os.strerror(errno.EACCES)) from err
        if err.kind == jsonfile.UNREADABLE:
            raise StatisticsError(UNREADABLE, error=err.params.get("detail", "")) from err
        raise StatisticsError(_FILE_PROBLEMS[err.kind], line=err.params.get("line", 1)) from err
    return Book.from_json(obj)


def write(path: Path, book: Book) -> None:
    """Write ``book`` atomically; ``OSError`` when that fails (the old file is then intact)."""
    data = json.dumps(book.to_json(), ensure_ascii=False, indent=1, sort_keys=True)
    write_atomic(path, data.encode("utf-8"))


@dataclass
class Opened:
    """What ``open_book`` found: the book, and the problem with the file if it had one."""

    book: Book
    problem: StatisticsError | None = None
    #: where an unusable file was moved (None when it could not be moved: ``move_error``)
    kept: Path | None = None
    move_error: str = ""
    #: why writing the changed book failed (``statistics_lock.update``; the old file is then
    #: intact)
    write_error: OSError | None = None

    @property
    def writable(self) -> bool:
        """False while an unusable file could not be moved aside: writing would destroy it."""
        return self.problem is None or self.kept is not None


def open_book(path: Path) -> Opened:
    """Read the statistics; an unusable file is moved aside and a fresh book begins."""
    try:
        return Opened(read(path))
    except StatisticsError as err:
        try:
            kept = paths.move_aside(path)
        except OSError as move:
            return Opened(Book(), err, None, move.strerror or str(move))
        return Opened(Book(), err, kept)


# ------------------------------------------------------------------ from a game to entries
def game_key(game: str, options: Mapping[str, Any]) -> str:
    """"riftforce", "supertrumf/klassisk": the game and the variant the catalog offers."""
    try:
        variants = [v.key for v in catalog.info(game).variants if v.key is not None]
    except KeyError:
        return game
    variant = options.get("variant")
    if not variants:
        return game
    return f"{game}/{variant if variant in variants else variants[0]}"


def finished_games(book: Book, game: str) -> int:
    """How many games of ``game`` (any variant, any row) were played to the end: 0 for a
    person new to it, whom the app then offers the guided game (``ui/tutorial/offer.py``)."""
    return sum(record.played for key, rows in book.games.items()
               if key == game or key.startswith(game + "/") for record in rows.values())


def game_keys() -> list[str]:
    """Every game and variant of the catalog, in the New Game dialog's order."""
    return [g.key if v.key is None else f"{g.key}/{v.key}"
            for g in catalog.entries() for v in g.variants]


def normal_level(game: str, level: str) -> str:
    """The level a computer seat really plays (as ``Session`` picks its agent): an empty or
    unknown level is the game's default; Ordet's "heuristic" is an alias of its default."""
    from engine import games

    try:
        agents = games.agents(game)
        default = games.default_agent(game)
    except (ImportError, KeyError):
        return level
    from ui import catalog

    if level not in agents:
        level = default
    # an old alias ("heuristic", "random") is the level it plays as: one row, not two
    return catalog.canonical_level(game, level)


def rows_for(game: str, seats: Sequence[SeatConfig]) -> list[tuple[int, str]]:
    """(seat, row key) for every person counted in a game with these seats (module doc)."""
    people = [i for i, s in enumerate(seats) if s.is_human]
    if len(people) >= 2:
        return [(i, PEOPLE_ROW + seats[i].name) for i in people]
    if not people:
        return []
    levels = [normal_level(game, s.level) for s in seats if not s.is_human]
    strongest = max(levels, key=lambda lv: LEVEL_RANK.get(lv, 2))
    return [(people[0], COMPUTER_ROW + strongest)]


def outcome(seat: int, winners: Sequence[int]) -> str:
    """Won alone, drawn (a shared win), lost."""
    if seat not in winners:
        return LOST
    return WON if len(winners) == 1 else DRAWN


def session_entries(session: Session, abandoned: bool = False) -> list[Entry]:
    """The entries of a running game (empty for practice and guided games and computers
    only)."""
    if session.practice or session.tutorial:
        return []
    rows = rows_for(session.game_name, session.seats)
    if abandoned:
        return [Entry(row, ABANDONED, None) for _, row in rows]
    result = session.game.result(session.state)
    trophies = getattr(session.state, "trophies", None) if session.game_name == "storma" \
        else None
    entries = []
    for seat, row in rows:
        score = (float(len(trophies[seat])) if trophies is not None
                 else float(result.scores[seat]))
        entries.append(Entry(row, outcome(seat, result.winners), score, session.hints_used))
    return entries


def fingerprint(session: Session, abandoned: bool = False) -> str:
    """Which game this was: the deal (abandoned) or the deal and every move (finished)."""
    from engine import saves

    seats = [s.to_json() for s in session.seats]
    if session.guest:  # a game hosted elsewhere: its table and length (no deal is known)
        payload: Any = ["guest", abandoned, session.game_name, session.options,
                        session.net_meta.get("table", ""), len(session.actions), seats]
    elif abandoned:
        payload = ["abandoned", session.game_name, session.options, session.seed, seats]
    else:
        payload = [saves.to_json(session.game_name, session.options, session.seed,
                                 session.actions), seats]
    text = json.dumps(payload, sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


# ------------------------------------------------------------------ how it reads
def game_title(key: str) -> str:
    """"Riftforce", "Supertrumf Fantasy (Blixtduell)" — the catalog's names; Klassisk and
    Blixtduell keep their Swedish names in every language."""
    game, _, variant = key.partition("/")
    try:
        info = catalog.info(game)
    except KeyError:
        return key
    for v in info.variants:
        if variant and v.key == variant and len(info.variants) > 1:
            return translate("Statistics", "{game} ({variant})").format(
                game=info.title, variant=catalog.variant_title(v))
    return info.title


def short_title(key: str) -> str:
    """The end panel's name of a game: the variant's own name where the game has variants
    ("Blixtduell" — the game is on the table behind the panel, and the full title pushed the
    line onto two), else the game's."""
    game, _, variant = key.partition("/")
    with contextlib.suppress(KeyError):
        info = catalog.info(game)
        for v in info.variants:
            if variant and v.key == variant and len(info.variants) > 1:
                return catalog.variant_title(v)
    return game_title(key)


def opponent(row: str) -> str:
    """The level's name ("Strong") or the person's name of a row."""
    if row.startswith(COMPUTER_ROW):
        return catalog.level_label(row[len(COMPUTER_ROW):])
    return row.partition(":")[2]


def row_title(row: str) -> str:
    if row.startswith(COMPUTER_ROW):
        return translate("Statistics", "Computer: {level}").format(level=opponent(row))
    return translate("Statistics", "Hot-seat: {name}").format(name=opponent(row))


def row_order(rows: Mapping[str, Record]) -> list[str]:
    """Computer levels strongest first, then hot-seat players by name."""
    def key(row: str) -> tuple[int, int, str]:
        if row.startswith(COMPUTER_ROW):
            return (0, -LEVEL_RANK.get(row[len(COMPUTER_ROW):], 2), row)
        return (1, 0, row.casefold())
    return sorted(rows, key=key)


def score_note(key: str) -> str:
    """What the score of a game key counts (its variant's ``score`` in the registry)."""
    game, _, variant = key.partition("/")
    with contextlib.suppress(KeyError):
        for v in catalog.info(game).variants:
            if v.key == (variant or None) and v.score:
                return marked(v.score)
    return ""


def number(value: float, decimals: int = 1) -> str:
    """A score in the UI locale: whole numbers without decimals ("7", "6,5")."""
    locale = QLocale()
    if float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "f", decimals)


def percent(value: float) -> str:
    """"58%" — the sign's place and spacing are the translator's ("58 %")."""
    return translate("Statistics", "{percent}%").format(
        percent=QLocale().toString(round(value)))


def summary_line(key: str, row: str, record: Record) -> str:
    """The end panel's line: "Riftforce vs Strong: 7 won, 5 lost, streak 2" ("Blixtduell vs
    Strong: …" for a game with variants: ``short_title``)."""
    locale = QLocale()
    values = {"game": short_title(key), "opponent": opponent(row),
              "won": locale.toString(record.won), "lost": locale.toString(record.lost),
              "drawn": locale.toString(record.drawn), "streak": locale.toString(record.streak)}
    if row.startswith(COMPUTER_ROW) and record.drawn:
        text = translate("Statistics", "{game} vs {opponent}: {won} won, {lost} lost, "
                         "{drawn} drawn, streak {streak}")
    elif row.startswith(COMPUTER_ROW):
        text = translate("Statistics",
                         "{game} vs {opponent}: {won} won, {lost} lost, streak {streak}")
    elif record.drawn:
        text = translate("Statistics", "{game}, hot-seat, {opponent}: {won} won, {lost} lost, "
                         "{drawn} drawn, streak {streak}")
    else:
        text = translate("Statistics", "{game}, hot-seat, {opponent}: {won} won, {lost} lost, "
                         "streak {streak}")
    line = text.format(**values)
    if record.hinted:
        line = translate("Statistics", "{line}; with hints: {count}").format(
            line=line, count=locale.toString(record.hinted))
    return line


def outcome_name(code: str) -> str:
    names = {WON: QT_TRANSLATE_NOOP("Statistics", "won"),
             LOST: QT_TRANSLATE_NOOP("Statistics", "lost"),
             DRAWN: QT_TRANSLATE_NOOP("Statistics", "drawn"),
             ABANDONED: QT_TRANSLATE_NOOP("Statistics", "abandoned")}
    return marked(names[code])
