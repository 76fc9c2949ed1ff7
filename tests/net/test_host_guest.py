"""A host and its guests on the loopback: whole games, seats, tokens, resumes and refusals."""

from __future__ import annotations

import json

import pytest

from engine.core import replay
from net import codec, protocol
from net.guest import GuestMirror
from tests.net.harness import Table

GAMES = [
    ("supertrumf", {"variant": "klassisk"}, 3),
    ("supertrumf", {"variant": "blixtduell"}, 2),
    ("storma", {}, 2),
    ("riftforce", {}, 2),
    ("ordet", {"seats": 3}, 3),
    ("ordet", {"seats": 2}, 2),
]


def view_json(table: Table, seat: int | None) -> dict:
    return codec.encode_state(table.game_name, table.game.view(table.record.state, seat))


@pytest.mark.parametrize(("name", "options", "n"), GAMES)
def test_whole_game_every_guest_sees_its_own_view(name, options, n):
    kinds = ["remote"] * (n - 1) + ["computer"]
    table = Table(name, options, seed=7, kinds=kinds)
    guests = [table.join(i) for i in range(n - 1)]
    watcher = table.join(-1, level="")
    table.run()
    assert table.record.is_over(), "the game did not finish"
    for guest in guests:
        assert guest.mirror.seq == len(table.host.seats[guest.seat].peer.outbox)
        assert guest.mirror.n == len(table.record.actions)
        assert codec.encode_state(name, guest.mirror.state) == view_json(table, guest.seat)
    # the host's game replays exactly from its seed and actions (what its save holds)
    again = replay(table.game, table.record.options, table.record.seed, table.record.actions)
    assert (codec.encode_state(name, table.game.view(again, None))
            == view_json(table, None))
    # a spectator saw only public views, and the whole game once it was over
    assert watcher.mirror.seat is None
    assert watcher.mirror.final is not None
    assert any(c.kind == "final" for c in watcher.changes)


def test_seats_list_then_sit_and_names():
    table = Table("storma", {}, seed=3, kinds=["computer", "remote"])
    mirror_msgs = []
    guest = GuestMirror(lambda m: None)
    table.hub.dial(table.listener.address, lambda link: setattr(table, "_g", link),
                   lambda r: None)
    link = table._g
    link.on_message = lambda m: mirror_msgs.append(guest.received(m))
    guest.send = link.send
    guest.hello(None)
    table.hub.pump()
    listed = mirror_msgs[-1].message
    assert listed["t"] == "seats"
    assert [s["free"] for s in listed["seats"]] == [False, True]
    guest.name = "Bo"
    guest.hello(1)
    table.hub.pump()
    assert guest.seat == 1
    assert guest.token
    assert table.host.seats[1].name == "Bo"
    assert table.host.all_joined()


def test_a_taken_seat_and_a_full_table_are_refused():
    table = Table("storma", {}, seed=3, kinds=["computer", "remote"])
    table.join(1)
    late = table.join(1)
    assert late.changes[-1].kind == "refuse"
    assert late.changes[-1].message["why"] == protocol.TAKEN
    assert late.link is not None
    assert not late.link.open


def test_another_version_is_refused_naming_both():
    table = Table("storma", {}, seed=3, kinds=["computer", "remote"])
    got = []
    table.hub.dial(table.listener.address, lambda link: got.append(link), lambda r: None)
    link = got[0]
    seen = []
    link.on_message = seen.append
    link.send({"t": "hello", "protocol": protocol.PROTOCOL, "rules": "1999.1", "app": "0.0.1",
               "seat": 1})
    table.hub.pump()
    assert seen[-1]["t"] == "refuse"
    assert seen[-1]["why"] == protocol.VERSION
    assert seen[-1]["params"]["guest_rules"] == "1999.1"
    assert seen[-1]["params"]["host_rules"] == protocol.RULES
    assert table.host.seats[1].peer is None


def test_a_lost_guest_resumes_with_token_and_gets_exactly_what_it_missed():
    table = Table("riftforce", {}, seed=11, kinds=["remote", "computer"])
    guest = table.join(0)
    for _ in range(12):
        table.step()
    before = guest.mirror.seq
    guest.link.close()
    table.hub.pump()
    assert table.host.waiting()
    assert table.host.waiting()[0].index == 0
    # the host's computer may not move for the away seat; nothing is lost meanwhile
    assert not guest.may_act() or guest.mirror.seq == before
    table.hub.dial(table.listener.address, guest._connected, lambda r: None)
    guest.mirror.resume()
    table.run()
    assert table.record.is_over()
    assert codec.encode_state("riftforce", guest.mirror.state) == view_json(table, 0)
    kinds = [c.kind for c in guest.changes]
    assert kinds.count("welcome") == 1  # resumed from its number, not welcomed again
    assert guest.mirror.ignored == 0


def test_a_wrong_token_is_refused_and_changes_nothing():
    table = Table("storma", {}, seed=5, kinds=["remote", "computer"])
    guest = table.join(0)
    intruder = GuestMirror(lambda m: None)
    got, seen = [], []
    table.hub.dial(table.listener.address, lambda link: got.append(link), lambda r: None)
    got[0].on_message = seen.append
    intruder.send = got[0].send
    intruder.token, intruder.seq = "not-the-token", 0
    intruder.resume()
    table.hub.pump()
    assert seen[-1]["t"] == "refuse"
    assert seen[-1]["why"] == protocol.TOKEN
    assert table.host.seats[0].peer.link is guest.link.other


def test_a_computer_takes_an_away_seat_and_the_person_takes_it_back():
    kinds_seen = []
    table = Table("storma", {}, seed=9, kinds=["remote", "computer"])
    table.host._seat_kind = lambda seat, kind: kinds_seen.append((seat, kind))
    clock = [0.0]
    table.host.now = lambda: clock[0]
    guest = table.join(0)
    guest.link.close()
    table.hub.pump()
    assert not table.host.overdue()
    clock[0] = 121.0
    assert [s.index for s in table.host.overdue()] == [0]
    table.host.replace(0)
    assert kinds_seen == [(0, "computer")]
    table.hub.dial(table.listener.address, guest._connected, lambda r: None)
    guest.mirror.resume()
    table.hub.pump()
    assert kinds_seen[-1] == (0, "remote")
    assert not table.host.seats[0].replaced


def test_a_guest_takes_back_its_own_reversible_move_under_fair_undo():
    """The host, which alone knows what was reversible, tells the seat with each view; the
    guest's undo takes back one move of its own, and every seat gets the position again."""
    for seed in range(40):
        table = Table("riftforce", {}, seed=seed, kinds=["remote", "remote"])
        a, b = table.join(0), table.join(1)
        for _ in range(60):
            table.step()
            mover = next((g for g in (a, b) if g.mirror.undoable), None)
            if mover is not None:
                n = len(table.record.actions)
                mover.mirror.ask_undo()
                table.hub.pump()
                assert len(table.record.actions) == n - 1
                for guest in (a, b):
                    assert guest.mirror.n == n - 1
                    assert (codec.encode_state("riftforce", guest.mirror.state)
                            == view_json(table, guest.seat))
                assert any(c.kind == "sync" for c in mover.changes)
                return
    pytest.fail("no reversible guest move in 40 games")


def test_a_guest_cannot_take_back_what_is_not_its_own():
    table = Table("storma", {}, seed=2, kinds=["remote", "remote"])
    a, b = table.join(0), table.join(1)
    table.step()
    other = b if a.mirror.undoable else a  # the seat that did not just move
    n = len(table.record.actions)
    other.mirror.ask_undo()
    table.hub.pump()
    assert len(table.record.actions) == n
    assert other.changes[-1].kind == "refused"


def test_a_reopened_game_keeps_a_replaced_seat_for_its_person():
    """Saved while a computer played an away guest's seat: reopened, the computer plays on
    and the person, coming back with the token, takes the seat back."""
    table = Table("storma", {}, seed=9, kinds=["remote", "computer"])
    table.host._seat_kind = lambda seat, kind: None
    guest = table.join(0)
    guest.link.close()
    table.hub.pump()
    table.host.replace(0)
    keys = json.loads(json.dumps(table.host.keys()))  # as a save keeps it
    assert keys["replaced"] == [0]
    again = Table("storma", {}, seed=9, kinds=["computer", "computer"])  # as the save says
    kinds = []
    again.host._seat_kind = lambda seat, kind: kinds.append((seat, kind))
    again.host.restore(keys)
    assert again.host.seats[0].replaced
    again.hub.dial(again.listener.address, guest._connected, lambda r: None)
    guest.mirror.resume()
    again.hub.pump()
    assert kinds == [(0, "remote")]
    assert not again.host.seats[0].replaced
