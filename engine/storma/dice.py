"""Dice of Storma slottet! (T10: faces 0-9, zero is low) and a scripted source for tests.

Why a separate module: every roll must come from the state's seeded ``Rng`` so replays are
exact, and tests must be able to force a particular roll (a fumble, say) instead of hoping
for one.  ``ScriptedRng`` is a drop-in ``Rng`` whose T10 results come from a list.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core import Rng


def roll_t10(rng: Rng, n: int) -> tuple[int, ...]:
    """Roll ``n`` ten-sided dice (0-9) from the game's rng."""
    return tuple(rng.t10() for _ in range(n))


def joker_attack(dice: tuple[int, ...]) -> tuple[int, bool]:
    """Joker in an attack: the sum of 2T10; double zero is a fumble."""
    return sum(dice), dice == (0, 0)


def assassin(dice: tuple[int, ...]) -> tuple[int, bool]:
    """Assassin: 5 + 1T10; a zero is a fumble (no damage, the assassin dies)."""
    return (0, True) if dice[0] == 0 else (5 + dice[0], False)


def joker_heal(dice: tuple[int, ...]) -> tuple[int, bool]:
    """Joker as healing card: the higher of 2T10; double zero kills the target."""
    return max(dice), dice == (0, 0)


def healer(dice: tuple[int, ...]) -> tuple[int, bool]:
    """Healer (a hero): 7 + 2T10 (at most 25); double zero leaves the target at 1 point."""
    return (0, True) if dice == (0, 0) else (7 + sum(dice), False)


class ScriptedRng(Rng):
    """An ``Rng`` whose ``t10`` returns scripted values; everything else stays seeded.

    Tests put it into ``state.rng`` right before the action whose dice they want to fix.
    Running out of script raises, so a test can never silently fall back to chance.
    """

    def __init__(self, rolls: Iterable[int], seed: int = 0) -> None:
        super().__init__(seed)
        self.rolls = list(rolls)
        for r in self.rolls:
            if not 0 <= r <= 9:
                raise ValueError(f"a T10 shows 0-9, not {r}")

    def t10(self) -> int:
        if not self.rolls:
            raise AssertionError("ScriptedRng: the scripted dice ran out")
        return self.rolls.pop(0)

    def state_key(self) -> object:
        """The seeded stream's position plus the script left (a scripted roll is chance)."""
        return (super().state_key(), tuple(self.rolls))

    def copy(self) -> ScriptedRng:
        other = ScriptedRng(self.rolls)
        other._r.setstate(self._r.getstate())
        return other
