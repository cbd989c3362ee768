"""CCS time values: RELTIME, TIME and human durations, as exact integer milliseconds.

The Contest API (2023-06, "JSON property types") defines

- RELTIME, a relative time: ``(-)?(h)*h:mm:ss(.uuu)?``, e.g. ``1:22:05.034`` or ``-0:15:32.457``;
- TIME, an absolute time: ``yyyy-mm-ddThh:mm:ss(.uuu)?[+-]zz(:mm)?`` or with ``Z`` for UTC.

Internally every time is an ``int`` of milliseconds, never a float: the scoring rounds contest
times *down* to whole minutes, and ``0:59:59.999`` must give 59 minutes, not 60. Digits past
the millisecond (which the spec does not allow, but some feeds carry) are dropped, which for a
non-negative time is the same as rounding down.

Malformed values raise :class:`judge.errors.JudgeError` with a plain message; readers of files
prefix it with the file, line and field.
"""

from __future__ import annotations

import calendar
import datetime as _dt
import re
from dataclasses import dataclass
from typing import Optional

from judge.errors import JudgeError

MS_PER_SECOND = 1000
MS_PER_MINUTE = 60 * MS_PER_SECOND
MS_PER_HOUR = 60 * MS_PER_MINUTE

# Lenient on what real feeds carry: any number of hour digits, 1-9 fraction digits.
_RELTIME = re.compile(r"(-)?(\d+):([0-5]\d):([0-5]\d)(?:\.(\d{1,9}))?")
# Human durations for the command line: h:mm:ss(.f) or h:mm (hours and minutes, as in
# DOMjudge's relative times and contest.yaml: "5:00" is five hours).
_DURATION = re.compile(r"([-+])?(\d+):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?")
_TIME = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?"
    r"(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)"
)


def _millis(fraction: Optional[str]) -> int:
    """The milliseconds of a fraction of a second given as digits ('5' -> 500, '0345' -> 34)."""
    if not fraction:
        return 0
    return int((fraction + "00")[:3])


def parse_reltime(text: str) -> int:
    """A RELTIME string as milliseconds: ``"1:22:05.034"`` -> 4925034, ``"-0:00:01"`` -> -1000."""
    if not isinstance(text, str):
        raise JudgeError(f"expected a RELTIME string (h:mm:ss.uuu), got {text!r}")
    match = _RELTIME.fullmatch(text.strip())
    if not match:
        raise JudgeError(f"malformed RELTIME {text!r}: expected (-)h:mm:ss(.uuu)")
    sign, hours, minutes, seconds, fraction = match.groups()
    ms = (int(hours) * MS_PER_HOUR + int(minutes) * MS_PER_MINUTE
          + int(seconds) * MS_PER_SECOND + _millis(fraction))
    return -ms if sign else ms


def format_reltime(ms: int) -> str:
    """Milliseconds as a RELTIME string, always with milliseconds: 4925034 -> ``"1:22:05.034"``.

    The spec asks implementations to be consistent about the optional ``.uuu``; we always
    write it.
    """
    sign = "-" if ms < 0 else ""
    ms = abs(ms)
    hours, rest = divmod(ms, MS_PER_HOUR)
    minutes, rest = divmod(rest, MS_PER_MINUTE)
    seconds, millis = divmod(rest, MS_PER_SECOND)
    return f"{sign}{hours}:{minutes:02d}:{seconds:02d}.{millis:03d}"


def parse_duration(text: str) -> int:
    """A human duration as milliseconds: ``"2:00:00"``, ``"0:30:00"``, ``"5:00"`` (h:mm), ``"1:02:03.5"``.

    Also accepts every RELTIME, and a leading ``+`` or ``-``.
    """
    if not isinstance(text, str):
        raise JudgeError(f"expected a duration such as 5:00 or 2:30:00, got {text!r}")
    match = _DURATION.fullmatch(text.strip())
    if not match:
        raise JudgeError(
            f"malformed duration {text!r}: expected h:mm or h:mm:ss(.uuu), e.g. 5:00 or 0:30:00")
    sign, hours, minutes, seconds, fraction = match.groups()
    ms = (int(hours) * MS_PER_HOUR + int(minutes) * MS_PER_MINUTE
          + int(seconds or 0) * MS_PER_SECOND + _millis(fraction))
    return -ms if sign == "-" else ms


def minutes_down(ms: int) -> int:
    """Whole minutes, rounded down (toward minus infinity): 3599999 ms -> 59."""
    return ms // MS_PER_MINUTE


@dataclass(frozen=True, order=True)
class Timestamp:
    """An absolute time (a CCS TIME): milliseconds since the Unix epoch, and the UTC offset in
    minutes it was written with (kept so that writing it back gives the same local time).

    Ordering and equality compare the instant first, then the offset.
    """

    ms: int
    offset: int = 0

    def __add__(self, delta_ms: int) -> "Timestamp":
        return Timestamp(self.ms + delta_ms, self.offset)

    def __str__(self) -> str:
        return format_time(self)


def parse_time(text: str) -> Timestamp:
    """A TIME string: ``"2014-06-25T10:00:00+01"``, ``"...T10:00:00.123+01:00"``, ``"...Z"``."""
    if not isinstance(text, str):
        raise JudgeError(f"expected a TIME string (yyyy-mm-ddThh:mm:ss(.uuu)+zz:mm), got {text!r}")
    match = _TIME.fullmatch(text.strip())
    if not match:
        raise JudgeError(
            f"malformed TIME {text!r}: expected yyyy-mm-ddThh:mm:ss(.uuu)[+-]zz(:mm) or ...Z")
    year, month, day, hour, minute, second, fraction, zulu, sign, oh, om = match.groups()
    fields = tuple(int(x) for x in (year, month, day, hour, minute, second))
    try:
        _dt.datetime(*fields)  # validates the calendar (no month 13, no 31 February, ...)
    except ValueError as exc:
        raise JudgeError(f"malformed TIME {text!r}: {exc}") from None
    offset = 0
    if not zulu:
        if int(oh) > 23 or int(om or 0) > 59:
            raise JudgeError(f"malformed TIME {text!r}: bad time zone offset")
        offset = int(oh) * 60 + int(om or 0)
        if sign == "-":
            offset = -offset
    ms = calendar.timegm(fields + (0, 0, 0)) * MS_PER_SECOND + _millis(fraction)
    return Timestamp(ms - offset * MS_PER_MINUTE, offset)


def format_time(ts: Timestamp) -> str:
    """A TIME string with milliseconds and a ``+hh:mm`` offset: ``2014-06-25T10:00:00.000+01:00``."""
    local_ms = ts.ms + ts.offset * MS_PER_MINUTE
    seconds, millis = divmod(local_ms, MS_PER_SECOND)
    local = _dt.datetime(1970, 1, 1) + _dt.timedelta(seconds=seconds)
    sign = "-" if ts.offset < 0 else "+"
    oh, om = divmod(abs(ts.offset), 60)
    return f"{local:%Y-%m-%dT%H:%M:%S}.{millis:03d}{sign}{oh:02d}:{om:02d}"
