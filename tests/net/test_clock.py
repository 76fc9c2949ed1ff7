"""``net.clock.ClockSync``: the host's estimate of a guest's clock from ping/pong samples.

Simulated time only: a guest's clock is ``true + offset (+ drift)``; every message's delay is a
base plus jitter (and now and then a spike), drawn from a seeded ``random.Random``.
"""

from __future__ import annotations

import math
import random

from net import clock
from net.clock import ClockSync
from net.link import encode, parse

JITTER = 0.015


def _exchange(sync: ClockSync, rng: random.Random, t: float, offset: float, down: float,
              up: float, drift: float = 0.0, spike: float = 0.0) -> float:
    """One ping at host time ``t`` through the simulated link; returns the pong's arrival."""
    msg = parse(encode(clock.ping(t)))
    assert msg is not None
    at_guest = t + down + abs(rng.gauss(0, JITTER)) + spike
    reply = clock.pong(msg, at_guest + offset + drift * at_guest)
    assert reply is not None
    back = parse(encode(reply))
    assert back is not None
    arrival = at_guest + up + abs(rng.gauss(0, JITTER))
    assert sync.on_pong(back, arrival)
    return arrival


def test_converges_within_a_few_ms_under_jitter() -> None:
    for seed in range(50):
        rng = random.Random(seed)
        offset = rng.uniform(-2, 2)
        base = rng.uniform(0.005, 0.2)
        sync = ClockSync()
        for i in range(clock.WINDOW):
            _exchange(sync, rng, 1.0 * i, offset, base, base)
        assert sync.ready
        assert abs(sync.offset - offset) < 0.005, (seed, sync.offset - offset)
        assert 0 <= sync.rtt - 2 * base < 0.025, (seed, sync.rtt, 2 * base)
        assert abs(sync.to_host(sync.to_guest(12.5)) - 12.5) < 1e-9
        assert abs(sync.to_host(100.0 + offset) - 100.0) < 0.005


def test_a_spike_does_not_move_it() -> None:
    rng = random.Random(7)
    sync = ClockSync()
    for i in range(16):
        _exchange(sync, rng, 1.0 * i, 1.25, 0.05, 0.05)
    before = (sync.offset, sync.rtt)
    # a very asymmetric spike: the ping took half a second more on the way out
    _exchange(sync, rng, 16.0, 1.25, 0.05, 0.05, spike=0.5)
    assert (sync.offset, sync.rtt) == before
    # a few spikes in a row do not either (they are never among the fastest)
    for i in range(4):
        _exchange(sync, rng, 17.0 + i, 1.25, 0.05, 0.05, spike=0.3 + 0.1 * i)
    assert (sync.offset, sync.rtt) == before
    assert abs(sync.offset - 1.25) < 0.004


def test_asymmetry_shows_as_half_its_size_and_the_late_bound_covers_it() -> None:
    """The limit no exchange can beat: a path 150 ms out and 10 ms back puts the offset 70 ms
    off.  The late bound still holds: a message stamped by the guest at its clock's time ``s``
    arrives by ``to_host(s) + late_bound``."""
    rng = random.Random(3)
    sync = ClockSync()
    offset, down, up = -1.5, 0.15, 0.01
    for i in range(20):
        _exchange(sync, rng, 1.0 * i, offset, down, up)
    assert abs((sync.offset - offset) - (down - up) / 2) < 0.004
    late = 0
    for i in range(1000):
        sent = 30.0 + i  # true time the guest sends
        arrival = sent + up + abs(rng.gauss(0, JITTER))
        if arrival > sync.to_host(sent + offset) + sync.late_bound():
            late += 1
    assert late <= 20  # the bound is a high percentile, not a maximum


def test_follows_a_drifting_clock() -> None:
    rng = random.Random(11)
    sync = ClockSync()
    drift = 100e-6  # 100 ppm: 60 ms in ten minutes
    for i in range(300):
        _exchange(sync, rng, 2.0 * i, 0.5, 0.03, 0.03, drift=drift)
    # the window spans about a minute (6 ms of drift): the estimate lags by part of that
    assert abs(sync.offset - (0.5 + drift * 598.0)) < 0.008


def test_ready_and_the_late_bound_before_any_sample() -> None:
    sync = ClockSync()
    assert not sync.ready
    assert sync.samples == ()
    assert sync.offset == 0.0
    assert sync.rtt == 0.0
    assert sync.late_bound() == clock.UNKNOWN_LATE
    for i in range(clock.MIN_SAMPLES):
        assert not sync.ready
        sync.add(float(i), float(i) + 0.05, float(i) + 0.1)
    assert sync.ready
    assert math.isclose(sync.rtt, 0.1)
    assert math.isclose(sync.offset, 0.0, abs_tol=1e-9)
    assert math.isclose(sync.late_bound(), 0.05 + clock.MIN_SPREAD)
    assert len(sync.samples) == clock.MIN_SAMPLES


def test_the_window_forgets_old_samples() -> None:
    sync = ClockSync(window=8)
    for i in range(8):
        sync.add(float(i), i + 5.0 + 0.01, i + 0.02)  # offset 5
    for i in range(8, 16):
        sync.add(float(i), i + 7.0 + 0.05, i + 0.1)  # offset 7, a slower path
    assert len(sync.samples) == 8
    assert math.isclose(sync.offset, 7.0)


def test_bad_pongs_are_refused() -> None:
    sync = ClockSync()
    bad: list[dict[str, object]] = [
        {}, {"t0": 1.0}, {"g": 1.0}, {"t0": "1", "g": 2.0}, {"t0": True, "g": 2.0},
        {"t0": 1.0, "g": None}, {"t0": math.nan, "g": 1.0}, {"t0": 1.0, "g": math.inf},
        {"t0": 5.0, "g": 1.0},  # from the future (received at 2.0)
        {"t0": 2.0 - clock.MAX_RTT - 1, "g": 1.0},  # far too old
    ]
    for msg in bad:
        assert not sync.on_pong(msg, 2.0), msg
    assert sync.samples == ()
    assert clock.pong({"t0": "x"}, 1.0) is None
    assert clock.pong({}, 1.0) is None
    assert sync.on_pong({"t": "pong", "t0": 1, "g": 3}, 2.0)
    assert math.isclose(sync.offset, 1.5)
