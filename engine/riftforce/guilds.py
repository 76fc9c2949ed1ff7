"""The guild abilities, as data (``Guild``) plus one step function per guild.

Why step functions: every choice in an ability must be made *after* seeing the result of the
previous step (Thunderbolt's repeat target, Water's direction, ...).  An ability therefore runs
in stages: a step function does what it can, then either finishes (returns ``None``) or asks a
question (returns ``Ask``); the rules engine turns the question into a pending decision and
calls the function again with the answer and the next stage.  Questions with one possible
answer are answered automatically; a question with no answer is called with ``None``.

Adding a guild (the expansion) = appending its name to ``cards.GUILDS`` and registering a
``Guild`` with its step function (and optional on-play function) here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.core import Event
from engine.riftforce.cards import NUM_LOCATIONS, number_of
from engine.riftforce.state import (
    State,
    adjacent,
    deal_damage,
    destroy,
    first_enemy,
    heal,
    last_enemy,
    move,
)

# Kinds of question whose answers are locations (``ChooseLocation``) or cards (``ChooseCard``).
LOCATION_QUESTIONS = frozenset(
    {"water_direction", "air_destination", "shadow_destination", "plant_location"}
)
CARD_QUESTIONS = frozenset({"light_heal", "thunder_target", "thunder_repeat"})


@dataclass(frozen=True)
class Ask:
    """A question inside an ability: choose one of ``options``, continue at ``next_stage``."""

    kind: str
    options: tuple[int, ...]
    next_stage: int


Step = Callable[[State, int, int, "int | None", list[Event]], "Ask | None"]
OnPlay = Callable[[State, int, list[Event]], None]


@dataclass(frozen=True)
class Guild:
    """A guild's rules: its activated ability (staged) and an optional on-play effect."""

    name: str
    ability: Step
    on_play: OnPlay | None = None
    #: one line for tooltips/tests; the UI has its own translated texts
    text: str = ""


def _here(st: State, card: int) -> int:
    return st.loc_of[card]


def _fire(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    seat, loc = st.owner(card), _here(st, card)
    deal_damage(st, first_enemy(st, seat, loc), 3, ev)
    line = st.lines[seat][loc]
    i = line.index(card)
    if i + 1 < len(line):
        deal_damage(st, line[i + 1], 1, ev)
    return None


def _water(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    seat = st.owner(card)
    if stage == 0:
        deal_damage(st, first_enemy(st, seat, _here(st, card)), 2, ev)
        return Ask("water_direction", tuple(adjacent(_here(st, card))), 1)
    assert choice is not None
    move(st, card, choice, ev)
    deal_damage(st, first_enemy(st, seat, choice), 1, ev)
    return None


def _ice(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    target = last_enemy(st, st.owner(card), _here(st, card))
    if target is not None:
        deal_damage(st, target, 4 if st.damage[target] > 0 else 1, ev)
    return None


def _light(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    seat = st.owner(card)
    if stage == 0:
        deal_damage(st, first_enemy(st, seat, _here(st, card)), 2, ev)
        hurt = tuple(c for line in st.lines[seat] for c in line if st.damage[c] > 0)
        return Ask("light_heal", hurt, 1)
    if choice is not None:
        heal(st, choice, 1, ev)
    return None


def _other_locations(st: State, card: int) -> tuple[int, ...]:
    here = _here(st, card)
    return tuple(x for x in range(NUM_LOCATIONS) if x != here)


def _air(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    if stage == 0:
        return Ask("air_destination", _other_locations(st, card), 1)
    assert choice is not None
    seat = st.owner(card)
    move(st, card, choice, ev)
    for loc in sorted([choice, *adjacent(choice)]):
        deal_damage(st, first_enemy(st, seat, loc), 1, ev)
    return None


def _earth(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    deal_damage(st, first_enemy(st, st.owner(card), _here(st, card)), 2, ev)
    return None


def _earth_on_play(st: State, card: int, ev: list[Event]) -> None:
    seat = st.owner(card)
    for enemy in list(st.lines[1 - seat][_here(st, card)]):
        deal_damage(st, enemy, 1, ev)


def _plant(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    if stage == 0:
        return Ask("plant_location", tuple(adjacent(_here(st, card))), 1)
    assert choice is not None
    seat = st.owner(card)
    target = first_enemy(st, seat, choice)
    if target is None:
        return None
    deal_damage(st, target, 2, ev)
    move(st, target, _here(st, card), ev)  # Decision: a lethal hit pulls, then destroys
    return None


def _thunderbolt(
    st: State, card: int, stage: int, choice: int | None, ev: list[Event]
) -> Ask | None:
    seat, loc = st.owner(card), _here(st, card)
    if stage == 0:
        return Ask("thunder_target", tuple(st.lines[1 - seat][loc]), 1)
    if choice is None:
        return None
    deal_damage(st, choice, 2, ev)
    if stage == 1 and st.damage[choice] >= number_of(choice):
        destroy(st, choice, ev)  # checked at once, so the repeat sees it gone
        return Ask("thunder_repeat", tuple(st.lines[1 - seat][loc]), 2)
    return None


def _shadow(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    if stage == 0:
        return Ask("shadow_destination", _other_locations(st, card), 1)
    assert choice is not None
    seat = st.owner(card)
    move(st, card, choice, ev)
    target = first_enemy(st, seat, choice)
    if target is not None:
        deal_damage(st, target, 1, ev)
        st.shadow_marks.append((target, seat))  # +1 if this destroys it (checked at the end)
    return None


def _crystal(st: State, card: int, stage: int, choice: int | None, ev: list[Event]) -> Ask | None:
    deal_damage(st, first_enemy(st, st.owner(card), _here(st, card)), 4, ev)
    return None


GUILD_RULES: dict[str, Guild] = {
    g.name: g
    for g in (
        Guild("fire", _fire, text="3 damage to the first enemy here; 1 damage to your "
              "elemental directly behind this one."),
        Guild("water", _water, text="2 damage to the first enemy here; move to an adjacent "
              "location; 1 damage to the first enemy there."),
        Guild("ice", _ice, text="The last enemy here takes 4 damage if already damaged, "
              "otherwise 1."),
        Guild("light", _light, text="2 damage to the first enemy here; remove 1 damage from "
              "one of your elementals."),
        Guild("air", _air, text="Move to any other location; 1 damage to the first enemy "
              "there and at each adjacent location."),
        Guild("earth", _earth, _earth_on_play, text="On play: 1 damage to each enemy here. "
              "Activated: 2 damage to the first enemy here."),
        Guild("plant", _plant, text="Choose an adjacent location: 2 damage to the first enemy "
              "there and pull it here."),
        Guild("thunderbolt", _thunderbolt, text="2 damage to any enemy here; if that destroys "
              "it, once more on another enemy here."),
        Guild("shadow", _shadow, text="Move to any other location; 1 damage to the first "
              "enemy there; +1 Riftforce if that destroys it."),
        Guild("crystal", _crystal, text="4 damage to the first enemy here; when destroyed, the "
              "opponent gains 1 extra Riftforce."),
    )
}
