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

import datetime as _dt
import re
from functools import lru_cache
from typing import NamedTuple

from judge.errors import JudgeError
from judge.i18n import Phrase, phrase

MS_PER_SECOND = 1000
MS_PER_MINUTE = 60 * MS_PER_SECOND
MS_PER_HOUR = 60 * MS_PER_MINUTE
#: The longest duration a contest's files may give (a contest, its freeze, its penalty): a
#: year. Far beyond any contest, and what the clock can hold: a contest starting at `LATEST`
#: still ends, and is shown, within the years a date can have.
MAX_DURATION = 365 * 24 * MS_PER_HOUR

# Lenient on what real feeds carry: any number of hour digits, 1-9 fraction digits.
_RELTIME = re.compile(r"(-)?(\d+):([0-5]\d):([0-5]\d)(?:\.(\d{1,9}))?")
# Human durations for the command line: h:mm:ss(.f) or h:mm (hours and minutes, as in
# DOMjudge's relative times and contest.yaml: "5:00" is five hours).
_DURATION = re.compile(r"([-+])?(\d+):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?")
_TIME = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?"
    r"(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)"
)


def _millis(fraction: str | None) -> int:
    """The milliseconds of a fraction of a second given as digits ('5' -> 500, '0345' -> 34)."""
    if not fraction:
        return 0
    return int((fraction + "00")[:3])


def parse_reltime(text: str) -> int:
    """A RELTIME string as milliseconds: ``"1:22:05.034"`` -> 4925034, ``"-0:00:01"`` -> -1000."""
    if not isinstance(text, str):
        raise JudgeError(
            phrase("expected a RELTIME string (h:mm:ss.uuu), got {text}", text=repr(text))
        )
    return _parse_reltime(text)


@lru_cache(maxsize=4096)  # feeds repeat times: a judgement's create and update events
def _parse_reltime(text: str) -> int:
    match = _RELTIME.fullmatch(text.strip())
    if not match:
        raise JudgeError(
            phrase("malformed RELTIME {text}: expected (-)h:mm:ss(.uuu)", text=repr(text))
        )
    sign, hours, minutes, seconds, fraction = match.groups()
    ms = (
        int(hours) * MS_PER_HOUR
        + int(minutes) * MS_PER_MINUTE
        + int(seconds) * MS_PER_SECOND
        + _millis(fraction)
    )
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
    """A human duration as milliseconds: ``"2:00:00"``, ``"0:30:00"``, ``"5:00"`` (h:mm),
    ``"1:02:03.5"``.

    Also accepts every RELTIME, and a leading ``+`` or ``-``.
    """
    if not isinstance(text, str):
        raise JudgeError(
            phrase("expected a duration such as 5:00 or 2:30:00, got {text}", text=repr(text))
        )
    match = _DURATION.fullmatch(text.strip())
    if not match:
        raise JudgeError(
            phrase(
                "malformed duration {text}: expected h:mm or h:mm:ss(.uuu), e.g. 5:00 or 0:30:00",
                text=repr(text),
            )
        )
    sign, hours, minutes, seconds, fraction = match.groups()
    ms = (
        int(hours) * MS_PER_HOUR
        + int(minutes) * MS_PER_MINUTE
        + int(seconds or 0) * MS_PER_SECOND
        + _millis(fraction)
    )
    return -ms if sign == "-" else ms


def duration_problem(ms: int) -> Phrase | None:
    """None when ``ms`` is a duration a contest can have (0 to `MAX_DURATION`), else what it
    must be."""
    if 0 <= ms <= MAX_DURATION:
        return None
    return phrase("from 0:00:00 to a year ({most})", most=format_reltime(MAX_DURATION)[:-4])


def clear_caches() -> None:
    """Forgets the parsed time strings (kept so that a feed's repeated times are parsed once);
    for benchmarks that must start cold."""
    _parse_reltime.cache_clear()
    _parse_time.cache_clear()
    _days_of_date.cache_clear()


def minutes_down(ms: int) -> int:
    """Whole minutes, rounded down (toward minus infinity): 3599999 ms -> 59."""
    return ms // MS_PER_MINUTE


class Timestamp(NamedTuple):
    """An absolute time (a CCS TIME): milliseconds since the Unix epoch, and the UTC offset in
    minutes it was written with (kept so that writing it back gives the same local time).

    Immutable; ordering and equality compare the instant first, then the offset. (A
    NamedTuple rather than a frozen dataclass: feeds hold tens of thousands of these, and a
    tuple is several times cheaper to make.) ``ts + ms`` is the time ``ms`` later.
    """

    ms: int
    offset: int = 0

    def __add__(self, delta_ms: int) -> Timestamp:  # type: ignore[override]
        return Timestamp(self.ms + delta_ms, self.offset)

    def __str__(self) -> str:
        return format_time(self)


#: The times a contest's files may give (a start, a thaw): from 1970 to 9998, so that every
#: time a contest reaches (a year later at most) is a date, in any time zone.
EARLIEST = Timestamp(0)
LATEST = Timestamp(253339228800000)  # 9998-01-01T00:00:00Z


def moment_problem(moment: Timestamp) -> Phrase | None:
    """None when ``moment`` is a time a contest may be given (`EARLIEST` to `LATEST`), else
    what it must be."""
    if EARLIEST.ms <= moment.ms <= LATEST.ms:
        return None
    return phrase(
        "between {earliest} and {latest}",
        earliest=format_time(EARLIEST)[:10],
        latest=format_time(LATEST)[:10],
    )


def parse_time(text: str) -> Timestamp:
    """A TIME string: ``"2014-06-25T10:00:00+01"``, ``"...T10:00:00.123+01:00"``, ``"...Z"``."""
    if not isinstance(text, str):
        raise JudgeError(
            phrase(
                "expected a TIME string (yyyy-mm-ddThh:mm:ss(.uuu)+zz:mm), got {text}",
                text=repr(text),
            )
        )
    return _parse_time(text)


_DAYS_BEFORE_MONTH = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


def _is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


@lru_cache(maxsize=4096)
def _parse_time(text: str) -> Timestamp:
    text = text.strip()
    match = _TIME.fullmatch(text)
    if not match:
        raise JudgeError(
            phrase(
                "malformed TIME {text}: expected yyyy-mm-ddThh:mm:ss(.uuu)[+-]zz(:mm) or ...Z",
                text=repr(text),
            )
        )
    fraction, zulu, sign, oh, om = match.group(7, 8, 9, 10, 11)
    days = _days_of_date(text[:10])  # the pattern fixes the positions of date and time
    hour, minute, second = int(text[11:13]), int(text[14:16]), int(text[17:19])
    if hour > 23 or minute > 59 or second > 59 or days is None:
        raise JudgeError(
            phrase("malformed TIME {text}: no such date or time of day", text=repr(text))
        )
    offset = 0
    if not zulu:
        offset = int(oh) * 60 + int(om or 0)
        if int(oh) > 23 or int(om or 0) > 59:
            raise JudgeError(phrase("malformed TIME {text}: bad time zone offset", text=repr(text)))
        if sign == "-":
            offset = -offset
    seconds = days * 86400 + hour * 3600 + minute * 60 + second - offset * 60
    millis = int((fraction + "00")[:3]) if fraction else 0
    return Timestamp(seconds * MS_PER_SECOND + millis, offset)


@lru_cache(maxsize=1024)
def _days_of_date(date: str) -> int | None:
    """Days from 1970-01-01 to a ``yyyy-mm-dd`` date, None if there is no such date."""
    year, month, day = int(date[:4]), int(date[5:7]), int(date[8:10])
    if not (year >= 1 and 1 <= month <= 12):
        return None
    days_in_month = (_DAYS_BEFORE_MONTH[month + 1] if month < 12 else 365) - _DAYS_BEFORE_MONTH[
        month
    ]
    if month == 2 and _is_leap(year):
        days_in_month += 1
    if not 1 <= day <= days_in_month:
        return None
    y = year - 1
    days = y * 365 + y // 4 - y // 100 + y // 400 + _DAYS_BEFORE_MONTH[month] + day - 1
    if month > 2 and _is_leap(year):
        days += 1
    return days - 719162  # the days from 0001-01-01 to 1970-01-01


def format_time(ts: Timestamp) -> str:
    """A TIME string with milliseconds and a ``+hh:mm`` offset:
    ``2014-06-25T10:00:00.000+01:00``."""
    local_ms = ts.ms + ts.offset * MS_PER_MINUTE
    seconds, millis = divmod(local_ms, MS_PER_SECOND)
    local = _dt.datetime(1970, 1, 1) + _dt.timedelta(seconds=seconds)
    sign = "-" if ts.offset < 0 else "+"
    oh, om = divmod(abs(ts.offset), 60)
    return (
        f"{local.year:04d}-{local.month:02d}-{local.day:02d}T{local.hour:02d}:"
        f"{local.minute:02d}:{local.second:02d}.{millis:03d}{sign}{oh:02d}:{om:02d}"
    )
