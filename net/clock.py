"""The host's estimate of one guest's clock: its offset and the round trip to it (Qt-free).

Why: Ordet fanger's race must be fair across a network (``net.race``).  The host reveals a card
at one host time on every screen and orders presses by the time they were made, not by when
their messages arrived; both need each guest's clock in host terms and a bound on how long a
message from that guest can take.

How (NTP's exchange, one sample per ping): the host sends ``ping`` stamped with its time ``t0``;
the guest answers at once with ``pong`` echoing ``t0`` and adding its own time ``g``; the host
receives it at ``t1``.  Then

    rtt    = t1 - t0
    offset = g - (t0 + t1) / 2          (guest time - host time)

The offset is exact when the message took as long each way; otherwise it is off by half the
difference (the asymmetry of the path), which no exchange of messages can see.  That limit does
not hurt the race's order: ``net.race`` converts a guest's reveal moment and its press with the
same offset, so the error cancels out of the reaction time (see there).

Robustness: jitter and spikes only ever make a message *later*, so the samples with the
smallest round trip are the least disturbed.  ``ClockSync`` keeps a window of the latest
``WINDOW`` samples (a guest's clock drifts slowly, so old samples go stale) and takes the median
offset and round trip of the ``BEST`` fastest of them.  One late sample (a spike, however
asymmetric) is never among the fastest while the window holds enough ordinary ones, so it moves
nothing.  ``spread`` (how much later than the fastest an ordinary message arrives: the 90th
percentile of the window's round trips minus the best) says how long a message may be late,
which ``late_bound`` turns into the longest a press from this guest can take to reach the host.

The messages (the lead's ``net.protocol``, whose kind field is ``"t"``):
    host -> guest  ``{"t": "ping", "t0": host_time}``            (``ping(now)``)
    guest -> host  ``{"t": "pong", "t0": echoed, "g": guest_time}`` (``pong(msg, guest_now)``)
and the host feeds each pong to ``ClockSync.on_pong(msg, now)``.  Times are seconds on each
side's own monotonic clock (any origin: the offset absorbs it).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from statistics import median
from typing import Any, TypeGuard

#: samples kept (a ping every 2 s: about a minute of history)
WINDOW = 32
#: the fastest samples the estimate is the median of
BEST = 5
#: samples needed before the estimate is trusted (``ready``)
MIN_SAMPLES = 4
#: the least ``spread`` assumed (a quiet link still has a scheduler and a frame to draw)
MIN_SPREAD = 0.015
#: a pong answering a ping older than this is ignored (a guest that stalled, a replayed pong)
MAX_RTT = 10.0
#: ``late_bound`` while nothing is measured yet (a typical internet round trip and then some)
UNKNOWN_LATE = 0.3


@dataclass(frozen=True)
class Sample:
    """One ping/pong exchange: host send time, guest time, host receive time (seconds)."""

    t0: float
    g: float
    t1: float

    @property
    def rtt(self) -> float:
        return self.t1 - self.t0

    @property
    def offset(self) -> float:
        return self.g - (self.t0 + self.t1) / 2


def ping(now: float) -> dict[str, Any]:
    """The host's ping, stamped with its time ``now``."""
    return {"t": "ping", "t0": now}


def pong(message: dict[str, Any], guest_now: float) -> dict[str, Any] | None:
    """The guest's answer to a ping, stamped with its own time (None for a malformed ping).
    The guest sends it at once: time spent before answering counts as path asymmetry."""
    t0 = message.get("t0")
    if not finite(t0):
        return None
    return {"t": "pong", "t0": t0, "g": guest_now}


def finite(value: object) -> TypeGuard[float]:
    """A finite JSON number (not a bool, which Python counts as one)."""
    return (isinstance(value, int | float) and not isinstance(value, bool)
            and math.isfinite(value))


class ClockSync:
    """The host's view of one guest's clock, from the latest ping/pong samples."""

    def __init__(self, window: int = WINDOW, best: int = BEST) -> None:
        self._samples: deque[Sample] = deque(maxlen=window)
        self._best = best
        self._cache: tuple[float, float, float] | None = None

    # ------------------------------------------------------------------ input
    def on_pong(self, message: dict[str, Any], now: float) -> bool:
        """Take a ``pong`` received at host time ``now``; False when it is not a usable sample
        (missing or non-numeric fields, an echo from the future or from too long ago)."""
        t0, g = message.get("t0"), message.get("g")
        if not finite(t0) or not finite(g):
            return False
        return self.add(float(t0), float(g), now)

    def add(self, t0: float, g: float, t1: float) -> bool:
        """Add one sample (host send time, guest time, host receive time)."""
        if not (math.isfinite(t0) and math.isfinite(g) and math.isfinite(t1)):
            return False
        if not 0.0 <= t1 - t0 <= MAX_RTT:
            return False
        self._samples.append(Sample(t0, g, t1))
        self._cache = None
        return True

    # ------------------------------------------------------------------ the estimate
    @property
    def samples(self) -> tuple[Sample, ...]:
        """The window, oldest first."""
        return tuple(self._samples)

    @property
    def ready(self) -> bool:
        """Enough samples for the estimate to be trusted."""
        return len(self._samples) >= MIN_SAMPLES

    def _estimate(self) -> tuple[float, float, float]:
        if self._cache is None:
            if not self._samples:
                self._cache = (0.0, 0.0, 0.0)
            else:
                # fastest first; among equals the newest (the clock may have drifted)
                ranked = sorted(reversed(self._samples), key=lambda s: s.rtt)
                best = ranked[:self._best]
                rtts = sorted(s.rtt for s in self._samples)
                p90 = rtts[min(len(rtts) - 1, int(0.9 * len(rtts)))]
                rtt = median(s.rtt for s in best)
                self._cache = (median(s.offset for s in best), rtt, max(0.0, p90 - rtts[0]))
        return self._cache

    @property
    def offset(self) -> float:
        """Guest time minus host time (seconds); 0 before any sample."""
        return self._estimate()[0]

    @property
    def rtt(self) -> float:
        """The round trip an undisturbed message takes (seconds); 0 before any sample."""
        return self._estimate()[1]

    @property
    def spread(self) -> float:
        """How much later than the fastest an ordinary message comes (seconds, at least
        ``MIN_SPREAD``): the 90th percentile round trip of the window minus the fastest."""
        return max(MIN_SPREAD, self._estimate()[2])

    def late_bound(self) -> float:
        """The longest a message from the guest normally takes to arrive, counted from the
        host time its clock says it was sent (``to_host`` of its stamp): half the round trip
        plus ``spread``.  Why half: with an asymmetric path the offset is off by exactly the
        amount the one-way time differs from half the round trip, so stamp plus half the round
        trip is when an undisturbed message arrives, whichever way the asymmetry goes.  The
        same bound covers a message *to* the guest, counted to the guest's local equivalent of
        a host time (``net.race.reveal_time``).  ``UNKNOWN_LATE`` before ``ready``."""
        if not self.ready:
            return UNKNOWN_LATE
        return self.rtt / 2 + self.spread

    # ------------------------------------------------------------------ conversions
    def to_host(self, guest_time: float) -> float:
        """A time on the guest's clock as host time."""
        return guest_time - self.offset

    def to_guest(self, host_time: float) -> float:
        """A host time on the guest's clock."""
        return host_time + self.offset
