"""The contest clock, injected: the command line uses the system's, tests a fake one.

A contest never reads the time by itself: every operation is given a :class:`Clock` and asks
it for ``now()``, an absolute :class:`~judge.contest.core.times.Timestamp` (milliseconds since the
epoch, with the local UTC offset so that written times read as local ones). Tests move a
:class:`FakeClock` by hand, so nothing in them sleeps.
"""

from __future__ import annotations

import time
from typing import Protocol

from judge.contest.core.times import Timestamp, parse_duration, parse_time


class Clock(Protocol):
    """Something that tells the time."""

    def now(self) -> Timestamp: ...


class SystemClock:
    """The machine's clock, in the machine's time zone."""

    def now(self) -> Timestamp:
        ms = time.time_ns() // 1_000_000
        offset = time.localtime(ms // 1000).tm_gmtoff // 60
        return Timestamp(ms, offset)


class FakeClock:
    """A clock that moves only when told to: ``advance("0:12:00")`` or ``advance(ms)``."""

    def __init__(self, start: str | Timestamp = "2024-01-01T10:00:00Z") -> None:
        self.current = parse_time(start) if isinstance(start, str) else start

    def now(self) -> Timestamp:
        return self.current

    def advance(self, delta: str | int) -> Timestamp:
        """Moves the clock on by a duration (``"1:30:00"``) or milliseconds; returns the new
        time."""
        ms = parse_duration(delta) if isinstance(delta, str) else delta
        self.current = self.current + ms
        return self.current
