"""contest.yaml and problems.yaml as a careless or hostile coach gives them: each key fed a few
wrong values (a string where a number goes, a negative, a bool, a huge int, a nested mapping
where a string goes, a time the clock cannot hold), each one plain message naming the file and
the key, exit status 2, never a traceback, and no contest made; durations and times bounded to
what the clock holds (a contest of 99999999999 hours was made, then `contest start` and
`status` crashed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.contest.core.config import parse_contest
from judge.contest.core.times import LATEST, MAX_DURATION, Timestamp, format_time

NESTED = "{a: {b: 1}}"
HUGE = "1" + "0" * 30
GOOD_CONTEST = "name: Values\nduration: '5:00:00'\n"
GOOD_PROBLEMS = "- {id: hdu_2516, label: A}\n"

# (the key, a wrong value as YAML writes it, what the message says)
CONTEST_CASES = [
    *[
        ("duration", v, says)
        for v, says in (
            ("'99999999999:00:00'", "must be from 0:00:00 to a year (8760:00:00)"),
            ("'8760:00:01'", "must be from 0:00:00 to a year"),
            ("'-1:00:00'", "must be from 0:00:00 to a year"),
            ("5", "malformed duration 5"),
            ("true", "malformed duration True"),
            (NESTED, "malformed duration {'a'"),
            ("'0:00:00'", "must be more than 0:00:00"),
        )
    ],
    *[
        ("scoreboard_freeze_duration", v, says)
        for v, says in (
            ("'-0:10:00'", "must be from 0:00:00 to a year"),
            ("'99999999:00:00'", "must be from 0:00:00 to a year"),
            ("'6:00:00'", "is longer than the contest"),
            ("30", "malformed duration 30"),
            (NESTED, "malformed duration"),
        )
    ],
    *[
        ("penalty_time", v, says)
        for v, says in (
            ("-1", "must be whole minutes (e.g. 20) from 0 to 525,600 (a year)"),
            (HUGE, "must be whole minutes (e.g. 20) from 0 to 525,600 (a year)"),
            ("'8761:00:00'", "must be from 0:00:00 to a year"),
            ("'twenty'", "must be whole minutes (e.g. 20) or h:mm:ss"),
            ("true", "must be whole minutes (e.g. 20)"),
            ("2.5", "must be whole minutes (e.g. 20)"),
            (NESTED, "must be whole minutes (e.g. 20)"),
        )
    ],
    *[
        (key, v, says)
        for key in ("start_time", "scoreboard_thaw_time")
        for v, says in (
            ("0001-01-01T00:00:00Z", "must be between 1970-01-01 and 9998-01-01"),
            ("9999-12-31T23:00:00Z", "must be between 1970-01-01 and 9998-01-01"),
            ("2030-13-01T00:00:00Z", "no such date"),
            ("5", "malformed TIME"),
            (NESTED, "malformed TIME"),
        )
    ],
    *[
        (key, v, says)
        for key in ("name", "formal_name")
        for v, says in (
            (NESTED, "must be a string, got {'a'"),
            ("[a, b]", "must be a string, got ['a', 'b']"),
            ("true", "must be a string, got True"),
            ('"bad\\ename"', "must be a string without control characters"),
            ('"two\\nlines"', "must be a string without control characters"),
            ("x" * 1001, "must be a string of at most 1,000 characters"),
        )
    ],
    ("id", NESTED, "must be a string"),
    ("id", "-starts-with-a-dash", "may hold only letters, digits"),
    ("id", "x" * 65, "may hold only letters, digits"),
    ("scoreboard_type", "golf", "scoreboard_type 'golf': pass-fail or score"),
    ("rule", "acm", "rule 'acm': one of icpc, ioi, oi"),
    ("rule", NESTED, "must be a string"),
    ("scoreboard_type", NESTED, "must be a string"),
    ("dialect", "nosuch", "dialect 'nosuch': one of auto, none"),
    ("dialect", "[a]", "must be a string"),
    ("banner", "!!binary aGVsbG8=", "banner must be plain data"),
    ("logo", "!!set {a}", "logo must be plain data"),
    ("countdown_pause_time", "'soon'", "countdown_pause_time: malformed RELTIME"),
    ("countdown_pause_time", "[1]", "countdown_pause_time: expected a RELTIME string"),
]

PROBLEM_CASES = [
    *[
        ("label", v, "label must be a short text such as A (at most 32 characters)")
        for v in (NESTED, "''", "true", "A" * 33, '"A\\eB"', "[A]")
    ],
    *[
        ("name", v, "name must be a string without control characters")
        for v in (NESTED, "[a]", "true", '"x\\ry"', "n" * 1001)
    ],
    *[
        ("ordinal", v, "ordinal must be a whole number from 0 to 2,147,483,647")
        for v in ("-1", "'1'", "true", HUGE, "1.5", NESTED)
    ],
    *[
        ("time_limit", v, "time_limit must be a positive number of seconds of at most 3,600")
        for v in ("0", "-1", "'1'", "true", "1.0e+12", HUGE, NESTED)
    ],
    *[("rgb", v, "rgb must be #rgb or #rrggbb") for v in ("red", "5", NESTED)],
    *[("color", v, "color must be a colour name") for v in (NESTED, "[red]", '"r\\ed"')],
    *[("test_data_count", v, "test_data_count must be a whole number") for v in ("-1", "x", HUGE)],
    *[("max_score", v, "max_score must be a number, not negative") for v in ("-1", "x", "true")],
    ("uuid", NESTED, "uuid must be a string"),
    ("package", "[a]", "package must be a string"),
    ("statement", NESTED, "statement must be a string"),
    ("id", NESTED, "missing or malformed id"),
    ("id", "'a b'", "missing or malformed id"),
    ("id", "x" * 65, "missing or malformed id"),
]


def package(base: Path, contest: str, problems: str) -> Path:
    folder = base / "package"
    folder.mkdir(exist_ok=True)
    (folder / "contest.yaml").write_text(contest)
    (folder / "problems.yaml").write_text(problems)
    return folder


def refused(cli, root: Path, folder: Path, prefix: str, says: str) -> None:
    result = cli("contest", "new", "values", "--from", folder)
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit)  # a plain exit, not an exception's
    assert f"judge: error: {prefix}" in result.output, result.output
    assert says in result.output, result.output
    assert not (root / "contests" / "values").exists()


@pytest.mark.parametrize(("key", "value", "says"), CONTEST_CASES)
def test_each_contest_key_refuses_wrong_values_plainly(
    cli, root: Path, tmp_path: Path, key: str, value: str, says: str
):
    base = GOOD_CONTEST if key != "duration" else "name: Values\n"
    folder = package(tmp_path, f"{base}{key}: {value}\n", GOOD_PROBLEMS)
    path = folder / "contest.yaml"
    refused(cli, root, folder, f"{path}: {key if key != 'id' else ''}", says)


@pytest.mark.parametrize(("key", "value", "says"), PROBLEM_CASES)
def test_each_problem_key_refuses_wrong_values_plainly(
    cli, root: Path, tmp_path: Path, key: str, value: str, says: str
):
    item = {"id": "hdu_2516", "label": "A", key: value}
    line = "- {" + ", ".join(f"{k}: {v}" for k, v in item.items()) + "}\n"
    folder = package(tmp_path, GOOD_CONTEST, line)
    refused(cli, root, folder, f"{folder / 'problems.yaml'}: problem 1", says)


def test_the_bounds_themselves_are_taken(cli, root: Path, tmp_path: Path):
    folder = package(
        tmp_path,
        "name: Long\nduration: '8760:00:00'\nscoreboard_freeze_duration: '8760:00:00'\n"
        f"penalty_time: 525600\nstart_time: {format_time(LATEST)}\n"
        "banner: [{href: banner.png, width: 100}]\nlocation: {latitude: 1.5, longitude: 2}\n",
        "- {id: hdu_2516, label: AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA, ordinal: 2147483647, "
        "time_limit: 3600}\n",
    )
    made = cli("contest", "new", "values", "--from", folder)
    assert made.exit_code == 0, made.output
    status = cli("contest", "status", "values")
    assert status.exit_code == 0, status.output
    assert "lasts 8760:00:00" in status.output


def test_options_are_bounded_as_the_file_is(cli, root: Path):
    for options, says in (
        (("--duration", "99999999999:00:00"), "--duration: must be from 0:00:00 to a year"),
        (("--duration", "1:00:00", "--start", "9999-01-01T00:00:00Z"), "--start: must be between"),
        (("--duration", "1:00:00", "--penalty", HUGE), "--penalty: must be from 0:00:00"),
        (("--duration", "1:00:00", "--freeze", "2:00:00"), "--freeze: 2:00:00 is not within"),
    ):
        result = cli("contest", "new", "opts", "--problems", "hdu_2516", *options)
        assert result.exit_code == 2, result.output
        assert says in result.output and isinstance(result.exception, SystemExit)
        assert not (root / "contests" / "opts").exists()


def test_a_contest_folder_edited_by_hand_is_read_with_the_same_checks(cli, root: Path):
    assert cli("contest", "new", "edited", "--problems", "hdu_2516", "--duration", "1:00")
    path = root / "contests" / "edited" / "contest.yaml"
    path.write_text(path.read_text().replace("duration: '1:00:00'", "duration: '99999999:00:00'"))
    for command in ("status", "start", "board"):
        result = cli("contest", command, "edited")
        assert result.exit_code == 2, result.output
        assert f"{path}: duration must be from 0:00:00 to a year" in result.output


def test_a_year_is_what_the_clock_holds():
    config = parse_contest(
        {"duration": "8760:00:00", "start_time": format_time(LATEST)}, Path("c.yaml"), "c"
    )
    assert config.duration == MAX_DURATION and config.start_time == LATEST
    # The latest end, shown in the time zone furthest ahead, is still a date.
    assert format_time(Timestamp(LATEST.ms + MAX_DURATION, 23 * 60)).startswith("9999-01-01")
