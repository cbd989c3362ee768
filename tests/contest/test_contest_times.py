"""CCS RELTIME / TIME values and durations: exact milliseconds, plain errors."""

from __future__ import annotations

import pytest

from judge.contest.core.times import (
    Timestamp,
    format_reltime,
    format_time,
    minutes_down,
    parse_duration,
    parse_reltime,
    parse_time,
)
from judge.errors import JudgeError


@pytest.mark.parametrize(
    "text, ms",
    [
        ("0:00:00", 0),
        ("1:22:05.034", 4925034),
        ("0:59:59.999", 3599999),
        ("-0:15:32.457", -932457),
        ("123:00:00", 123 * 3600000),
        ("0:00:01.5", 1500),  # fewer digits than .uuu
        ("0:00:01.9999", 1999),  # more digits: dropped, i.e. rounded down
        ("00:01:00", 60000),
    ],
)
def test_parse_reltime(text, ms):
    assert parse_reltime(text) == ms


@pytest.mark.parametrize(
    "text", ["", "1:2:3", "0:60:00", "0:00:60", "1:00", "abc", "1:00:00.", "+1:00:00", "1h"]
)
def test_malformed_reltime_is_a_plain_error(text):
    with pytest.raises(JudgeError, match="malformed RELTIME"):
        parse_reltime(text)


def test_reltime_must_be_a_string():
    with pytest.raises(JudgeError, match="expected a RELTIME"):
        parse_reltime(20)


@pytest.mark.parametrize(
    "ms, text",
    [
        (0, "0:00:00.000"),
        (4925034, "1:22:05.034"),
        (-932457, "-0:15:32.457"),
        (18000000, "5:00:00.000"),
        (360000000, "100:00:00.000"),
    ],
)
def test_format_reltime(ms, text):
    assert format_reltime(ms) == text
    assert parse_reltime(text) == ms


@pytest.mark.parametrize(
    "ms, minutes",
    [
        (3599999, 59),
        (3600000, 60),
        (59999, 0),
        (60000, 1),
        (0, 0),
        (-1, -1),
    ],
)
def test_minutes_are_rounded_down(ms, minutes):
    assert minutes_down(ms) == minutes


@pytest.mark.parametrize(
    "text, ms",
    [
        ("5:00", 5 * 3600000),  # h:mm
        ("2:00:00", 2 * 3600000),
        ("0:30:00", 30 * 60000),
        ("0:30", 30 * 60000),
        ("1:02:03.5", 3723500),
        ("-0:10:00", -600000),
        ("+0:10:00", 600000),
        (" 4:59:59.999 ", 17999999),
    ],
)
def test_parse_duration(text, ms):
    assert parse_duration(text) == ms


@pytest.mark.parametrize("text", ["", "5", "5:0", "0:75", "1:00:75", "two hours", "1:00:00:00"])
def test_malformed_duration_is_a_plain_error(text):
    with pytest.raises(JudgeError, match="malformed duration"):
        parse_duration(text)


@pytest.mark.parametrize(
    "text, ms, offset",
    [
        ("1970-01-01T00:00:00Z", 0, 0),
        ("2014-06-25T10:00:00+01", 1403686800000, 60),
        ("2014-06-25T11:22:05.034+01", 1403691725034, 60),
        ("2014-06-25T11:22:05.034+01:00", 1403691725034, 60),
        ("2024-04-18T11:47:59.000+02:00", 1713433679000, 120),
        ("2021-03-06T19:02:02.328+00", 1615057322328, 0),
        ("2020-01-01T00:00:00-05:30", 1577856600000, -330),
        ("2020-01-01T00:00:00+0530", 1577817000000, 330),
    ],
)
def test_parse_time(text, ms, offset):
    assert parse_time(text) == Timestamp(ms, offset)


@pytest.mark.parametrize(
    "text",
    [
        "2014-06-25 10:00:00+01",
        "2014-06-25T10:00:00",
        "2014-13-01T00:00:00Z",
        "2014-02-30T00:00:00Z",
        "2014-06-25T25:00:00Z",
        "2014-06-25T10:00:00+24",
        "yesterday",
    ],
)
def test_malformed_time_is_a_plain_error(text):
    with pytest.raises(JudgeError, match="malformed TIME"):
        parse_time(text)


@pytest.mark.parametrize(
    "text, written",
    [
        ("2014-06-25T11:22:05.034+01", "2014-06-25T11:22:05.034+01:00"),
        ("2014-06-25T10:00:00Z", "2014-06-25T10:00:00.000+00:00"),
        ("2020-01-01T00:00:00-05:30", "2020-01-01T00:00:00.000-05:30"),
        ("1969-12-31T23:59:59.999Z", "1969-12-31T23:59:59.999+00:00"),
    ],
)
def test_format_time_keeps_the_local_time_and_offset(text, written):
    assert format_time(parse_time(text)) == written
    assert parse_time(written) == parse_time(text)


def test_timestamp_plus_milliseconds():
    start = parse_time("2014-06-25T10:00:00+01")
    assert format_time(start + 4925034) == "2014-06-25T11:22:05.034+01:00"
