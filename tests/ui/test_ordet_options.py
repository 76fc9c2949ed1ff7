"""The Ordet fanger options widget gives options the engine accepts, and shows them back."""

from __future__ import annotations

from typing import Any

from engine.ordet.rules import GAME
from ui.games.ordet.options import OrdetOptionsWidget


def test_defaults_follow_seats_and_people(qtbot: Any) -> None:
    w = OrdetOptionsWidget()
    qtbot.addWidget(w)
    w.set_seats(3, 1)
    opts = w.options()
    assert opts["remove_two_symbols"] is True
    assert len(opts["removed_symbols"]) == 2
    assert opts["judging"] == "typed"
    GAME.normalize_options({"seats": 3, **opts})
    w.set_seats(4, 2)
    opts = w.options()
    assert opts["remove_two_symbols"] is False
    assert opts["judging"] == "buzz"
    assert len(opts["fixed_categories"]) == 4
    GAME.normalize_options({"seats": 4, **opts})


def test_round_trip(qtbot: Any) -> None:
    w = OrdetOptionsWidget()
    qtbot.addWidget(w)
    w.set_seats(5, 1)
    w.rounds.setValue(3)
    w.answers.setValue(2)
    w.no_repeats.setChecked(False)
    w.judging.setCurrentIndex(w.judging.findData("strict"))
    w.fixed[1].setCurrentIndex(3)
    opts = w.options()
    assert opts["fixed_categories"][1] is not None
    assert opts["fixed_categories"][0] is None
    norm = GAME.normalize_options({"seats": 5, **opts})
    assert norm["judging"] == "strict"
    assert norm["answers_needed"] == 2
    other = OrdetOptionsWidget()
    qtbot.addWidget(other)
    other.set_seats(5, 1)
    other.set_options(opts)
    assert other.options() == opts


def test_fixed_categories_are_one_folded_list(qtbot: Any) -> None:
    """The young players' fixed categories: folded away by default, one short list when
    opened, the fold says how many are set, and a remembered choice opens it."""
    w = OrdetOptionsWidget()
    qtbot.addWidget(w)
    w.show()
    w.set_seats(6, 1)
    assert not w.fixed_panel.isVisible()
    assert "none" in w.fixed_toggle.text()
    w.fixed_toggle.click()
    assert w.fixed_panel.isVisible()
    assert all(box.isVisible() for box in w.fixed[:6])
    w.fixed[2].setCurrentIndex(2)
    w.fixed[4].setCurrentIndex(3)
    assert " 2 " in w.fixed_toggle.text()
    w.set_seats(4, 1)  # seat 5 leaves: its choice no longer counts
    assert " 1 " in w.fixed_toggle.text()
    assert not w.fixed[4].isVisible()
    again = OrdetOptionsWidget()
    qtbot.addWidget(again)
    again.set_options(w.options())
    assert again.fixed_toggle.isChecked()
