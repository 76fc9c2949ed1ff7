"""Guided first games: the tutorials as data, read and checked without Qt.

Why data: a tutorial is a fixed deal (the game's seed) and a script — the person's moves, each
with the words that teach it, and the other seats' replies.  Seed + actions replay identically
(as saves do), so the table the person sees is the same every time, and a reviewer reads one
TOML file per game instead of code.  The runner in ``ui/tutorial/`` shows the steps on the
normal table; this module only reads the files, decodes the actions and checks a tutorial
against the engine (``Tutorial.verify``: every scripted action legal at its turn, by the right
seat, and the limits a newcomer's attention sets: at most 15 steps of at most 40 words).

The texts are English source strings translated in the "Tutorial" context of the catalogues;
``tools/tutorials.py strings`` writes them into ``ui/tutorial/texts.py`` for ``lupdate``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import games
from engine.core import Game, IllegalAction, JSONValue, replay
from engine.resources import resource_path

#: the most steps a tutorial may have, and the most words a step may show (English)
MAX_STEPS = 15
MAX_WORDS = 40


class TutorialError(ValueError):
    """A tutorial file that cannot be used (missing, malformed or not matching its game)."""


@dataclass(frozen=True)
class Step:
    """One move of the person, with the words that teach it.

    ``say`` and ``keys`` are shown together (what to do and why; how with the keyboard),
    ``aim`` is the line a different move is refused with.  ``do`` is the move (as the game
    encodes actions); ``match`` names the fields an accepted move must share with it (all when
    empty); ``frame`` names extra zones to frame; ``replies`` are the other seats' moves after
    it, in order."""

    say: str
    keys: str
    aim: str
    do: Mapping[str, JSONValue]
    match: tuple[str, ...] = ()
    frame: tuple[str, ...] = ()
    replies: tuple[Mapping[str, JSONValue], ...] = ()

    def words(self) -> int:
        """How many words the step shows (``say`` and ``keys`` together)."""
        return len(self.say.split()) + len(self.keys.split())

    def action(self, game: Game[Any, Any]) -> Any:
        """The step's move, decoded (what "Show me" plays)."""
        return game.decode_action(self.do)

    def accepts(self, game: Game[Any, Any], action: Any) -> bool:
        """Is ``action`` the move this step asks for (or one of its family, with ``match``)?"""
        got = game.encode_action(game.canonical(action))
        want = game.encode_action(game.canonical(self.action(game)))
        if not self.match:
            return got == want
        return all(got.get(name) == want.get(name) for name in self.match)


@dataclass(frozen=True)
class Tutorial:
    """One guided game (``resources/tutorials/<id>.toml``)."""

    id: str
    game: str
    options: Mapping[str, Any]
    seed: int
    person: int
    names: tuple[str, ...]
    title: str
    finish: str
    steps: tuple[Step, ...]
    opening: tuple[Mapping[str, JSONValue], ...] = ()
    next: str = ""

    def engine(self) -> Game[Any, Any]:
        return games.get_game(self.game)

    def script(self) -> list[Any]:
        """Every action of the tutorial in order: the opening, then each step's move and its
        replies (decoded)."""
        game = self.engine()
        out = [game.decode_action(a) for a in self.opening]
        for step in self.steps:
            out.append(step.action(game))
            out.extend(game.decode_action(a) for a in step.replies)
        return out

    def step_at(self, done: int) -> tuple[int, bool] | None:
        """After ``done`` actions: (the step index, whether the next action is the person's
        move of that step) — ``False`` while the other seats' scripted moves come first;
        ``None`` once the script is over."""
        at = len(self.opening)
        if done < at:
            return 0, False
        for i, step in enumerate(self.steps):
            if done == at:
                return i, True
            at += 1 + len(step.replies)
            if done < at:
                return min(i + 1, len(self.steps) - 1), False
        return None

    def texts(self) -> list[str]:
        """Every translatable text of the tutorial, in order."""
        out = [self.title, self.finish,
               *(n for seat, n in enumerate(self.names) if seat != self.person)]
        for step in self.steps:
            out.extend(t for t in (step.say, step.keys, step.aim) if t)
        return out

    def verify(self) -> list[str]:
        """What is wrong with the tutorial (empty when nothing): the limits, and the script
        replayed through the engine — every action legal when it comes, the person's moves by
        the person's seat, the replies by the others, and no step left once the game is over."""
        problems: list[str] = []
        if not self.steps:
            problems.append("no steps")
        if len(self.steps) > MAX_STEPS:
            problems.append(f"{len(self.steps)} steps (at most {MAX_STEPS})")
        for i, step in enumerate(self.steps, 1):
            if step.words() > MAX_WORDS:
                problems.append(f"step {i}: {step.words()} words (at most {MAX_WORDS})")
            if not step.say or not step.aim:
                problems.append(f"step {i}: say and aim are required")
        game = self.engine()
        try:
            script = self.script()
        except ValueError as err:
            return [*problems, f"an action does not decode: {err}"]
        state = replay(game, self.options, self.seed, [])
        if not 0 <= self.person < game.num_seats(state):
            problems.append(f"person seat {self.person} is not a seat of the game")
        if len(self.names) != game.num_seats(state):
            problems.append(f"{len(self.names)} names for {game.num_seats(state)} seats")
        for done, action in enumerate(script):
            where = self.step_at(done)
            assert where is not None
            index, mine = where
            label = f"action {done + 1} (step {index + 1}{'' if mine else ', reply'})"
            if game.is_over(state):
                problems.append(f"{label}: the game is already over")
                break
            seats = set(game.acting_seats(state))
            if mine and self.person not in seats:
                problems.append(f"{label}: not a move of the person's seat")
            if not mine and seats == {self.person}:
                problems.append(f"{label}: a reply while only the person may act")
            try:
                game.apply(state, action)
            except IllegalAction as err:
                problems.append(f"{label}: {err.text()}")
                break
        return problems


def _texts(raw: Mapping[str, Any], key: str, where: str) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str):
        raise TutorialError(f"{where}: {key} must be text")
    return value.strip()


def _actions(raw: Any, where: str) -> tuple[Mapping[str, JSONValue], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(isinstance(a, dict) and "type" in a for a in raw):
        raise TutorialError(f"{where}: a list of actions (each with its type) is needed")
    return tuple(raw)


def parse(tutorial_id: str, text: str) -> Tutorial:
    """A tutorial from the text of its TOML file (``TutorialError`` when it is malformed)."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise TutorialError(f"{tutorial_id}: {err}") from err
    game = raw.get("game")
    if game not in games.names():
        raise TutorialError(f"{tutorial_id}: unknown game {game!r}")
    steps = []
    for i, s in enumerate(raw.get("steps", []), 1):
        where = f"{tutorial_id} step {i}"
        if not isinstance(s, dict) or not isinstance(s.get("do"), dict):
            raise TutorialError(f"{where}: every step needs the move it asks for (do)")
        steps.append(Step(
            say=_texts(s, "say", where), keys=_texts(s, "keys", where),
            aim=_texts(s, "aim", where), do=s["do"],
            match=tuple(s.get("match", ())), frame=tuple(s.get("frame", ())),
            replies=_actions(s.get("replies"), where)))
    names = raw.get("names", [])
    seed = raw.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TutorialError(f"{tutorial_id}: seed must be a whole number")
    tutorial = Tutorial(
        id=tutorial_id, game=game, options=dict(raw.get("options", {})), seed=seed,
        person=int(raw.get("person", 0)), names=tuple(str(n) for n in names),
        title=_texts(raw, "title", tutorial_id), finish=_texts(raw, "finish", tutorial_id),
        steps=tuple(steps), opening=_actions(raw.get("opening"), tutorial_id),
        next=_texts(raw, "next", tutorial_id))
    return tutorial


def folder() -> Path:
    """Where the tutorials are (``resources/tutorials``; tests point it elsewhere)."""
    return resource_path("tutorials")


def ids() -> list[str]:
    """Every tutorial shipped, by file name."""
    base = folder()
    return sorted(p.stem for p in base.glob("*.toml")) if base.is_dir() else []


def load(tutorial_id: str) -> Tutorial:
    """The tutorial ``tutorial_id`` (``TutorialError`` when missing or malformed)."""
    if tutorial_id not in ids():
        raise TutorialError(f"no tutorial {tutorial_id!r}")
    return parse(tutorial_id, (folder() / f"{tutorial_id}.toml").read_text(encoding="utf-8"))


def for_game(game: str) -> str | None:
    """The first tutorial of ``game`` (its id is the game's key), if there is one."""
    return game if game in ids() else None
