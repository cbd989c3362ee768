"""contest.yaml and problems.yaml: CCS keys (new and old), YAML 1.1's surprises, plain errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from contest.contest_helpers import REPO
from judge.contest.core.config import (
    ContestConfig,
    contest_yaml,
    dump_yaml,
    labels,
    parse_contest,
    parse_problems,
    problems_yaml,
    read_yaml,
)
from judge.contest.core.model import ContestRule
from judge.contest.core.times import parse_time
from judge.errors import JudgeError

HERE = Path("contest.yaml")


def contest_of(text: str, tmp_path: Path) -> ContestConfig:
    path = tmp_path / "contest.yaml"
    path.write_text(text, encoding="utf-8")
    return parse_contest(read_yaml(path), path, "folder-name")


@pytest.mark.parametrize(
    "text, expected",
    [
        pytest.param(
            "duration: 5:00:00\n",
            {
                "duration": 5 * 3600000,
                "penalty": 1200000,
                "freeze": None,
                "id": "folder-name",
                "name": "folder-name",
            },
            id="unquoted-5:00:00-is-not-base-60",
        ),
        pytest.param(
            "duration: '2:00:00'\nscoreboard_freeze_duration: 0:30:00\npenalty_time: 10\n",
            {"duration": 7200000, "freeze": 1800000, "penalty": 600000},
            id="quoted-and-freeze",
        ),
        pytest.param("duration: 5:00\n", {"duration": 5 * 3600000}, id="h:mm-is-hours"),
        pytest.param(
            "name: WF\nduration: 5:00:00\nstart_time: 2014-06-25T10:00:00+01\n",
            {"name": "WF", "start_time": parse_time("2014-06-25T10:00:00+01")},
            id="unquoted-start-time-stays-a-ccs-time",
        ),
        pytest.param(
            "short-name: old\nstart-time: 2014-06-25T10:00:00+01\nduration: 5:00:00\n"
            "scoreboard-freeze-length: 1:00:00\npenalty-time: 20\n",
            {"id": "old", "freeze": 3600000, "penalty": 1200000},
            id="legacy-keys",
        ),
        pytest.param(
            "duration: 1:00:00\npenalty_time: '0:20:30'\n",
            {"penalty": 1230000},
            id="penalty-as-reltime",
        ),
        pytest.param(
            "duration: 1:00:00\nbanner: [{href: x, filename: b.png}]\n",
            {"extra": {"banner": [{"href": "x", "filename": "b.png"}]}},
            id="banner-kept-for-export",
        ),
    ],
)
def test_contest_yaml(tmp_path, text, expected):
    config = contest_of(text, tmp_path)
    for key, value in expected.items():
        assert getattr(config, key) == value, key


@pytest.mark.parametrize(
    "text, message",
    [
        ("name: x\n", "missing duration"),
        ("duration: 5\n", "duration: malformed duration 5"),
        ("duration: 2:xx:00\n", "malformed duration '2:xx:00'"),
        ("duration: 0:00:00\n", "duration must be more than 0:00:00"),
        (
            "duration: 1:00:00\nscoreboard_freeze_duration: 2:00:00\n",
            "scoreboard_freeze_duration 2:00:00 is longer than the contest (1:00:00)",
        ),
        ("duration: 1:00:00\npenalty_time: -5\n", "penalty_time must be whole minutes"),
        ("duration: 1:00:00\npenalty_time: twenty\n", "penalty_time must be whole minutes"),
        ("duration: 1:00:00\npenalty: 20\n", "unknown key 'penalty'"),
        ("duration: 1:00:00\nscoreboard_type: golf\n", "scoreboard_type 'golf': pass-fail or"),
        ("duration: 1:00:00\nrule: acm\n", "rule 'acm': one of icpc, ioi, oi"),
        (
            "duration: 1:00:00\nrule: ioi\nscoreboard_type: pass-fail\n",
            "rule ioi ranks by points, but scoreboard_type is 'pass-fail'",
        ),
        ("duration: 1:00:00\nstart_time: tomorrow\n", "start_time: malformed TIME 'tomorrow'"),
        ("- duration\n", "expected a mapping of contest properties"),
        ("duration: [1\n", "invalid YAML: line 2"),
    ],
)
def test_contest_yaml_errors_name_the_file(tmp_path, text, message):
    with pytest.raises(JudgeError) as err:
        contest_of(text, tmp_path)
    assert str(err.value).startswith(str(tmp_path / "contest.yaml") + ": ")
    assert message in str(err.value)


def test_written_contest_yaml_reads_back(tmp_path):
    config = ContestConfig(
        id="c1",
        name="Club 1",
        duration=7200000,
        penalty=1200000,
        freeze=1800000,
        start_time=parse_time("2025-03-01T10:00:00+01:00"),
    )
    path = tmp_path / "contest.yaml"
    path.write_text(dump_yaml(contest_yaml(config)), encoding="utf-8")
    assert parse_contest(read_yaml(path), path, "c1") == config
    # Any YAML 1.1 reader gets strings for the durations (quoted where 1.1 would see base 60).
    import yaml

    plain = yaml.safe_load(path.read_text())
    assert plain["duration"] == "2:00:00" and plain["scoreboard_freeze_duration"] == "0:30:00"


def problems_of(text: str, tmp_path: Path):
    path = tmp_path / "problems.yaml"
    path.write_text(text, encoding="utf-8")
    return parse_problems(read_yaml(path), path, REPO)


def test_problems_yaml_2023_06_form(tmp_path):
    entries = problems_of(
        "- id: hdu_2516\n  label: A\n  rgb: '#00f'\n  color: blue\n"
        "- id: hdu_1847\n  label: B\n  name: Exams\n",
        tmp_path,
    )
    assert [(e.id, e.label, e.name, e.ordinal, e.rgb) for e in entries] == [
        ("hdu_2516", "A", "取石子游戏", 1, "#00f"),
        ("hdu_1847", "B", "Exams", 2, None),
    ]


def test_problems_yaml_legacy_problemset_form(tmp_path):
    entries = problems_of(
        "problems:\n  - letter: X\n    short-name: hdu_1846\n  - short-name: hdu_1847\n", tmp_path
    )
    assert [(e.id, e.label) for e in entries] == [("hdu_1846", "X"), ("hdu_1847", "B")]


@pytest.mark.parametrize(
    "text, message",
    [
        ("- id: hdu_2561\n", "problem 1: unknown problem 'hdu_2561'; did you mean hdu_2516"),
        (
            "- id: hdu_1846\n  label: A\n- id: hdu_1847\n  label: a\n",
            "problem 2: duplicate label 'a' (problem 1 has it)",
        ),
        ("- id: hdu_1846\n- id: hdu_1846\n", "problem 2: problem 'hdu_1846' is already problem 1"),
        ("- id: hdu_1846\n  rgb: blue\n", "rgb must be #rgb or #rrggbb"),
        ("- id: hdu_1846\n  letter: A\n  colour: red\n", "unknown key 'colour'"),
        ("- label: A\n", "problem 1: missing id"),
        ("[]\n", "expected a list of problems"),
    ],
)
def test_problems_yaml_errors(tmp_path, text, message):
    with pytest.raises(JudgeError) as err:
        problems_of(text, tmp_path)
    assert str(err.value).startswith(str(tmp_path / "problems.yaml") + ": ")
    assert message in str(err.value)


def test_problems_yaml_round_trip(tmp_path):
    entries = problems_of("- id: hdu_1846\n  label: A\n  rgb: '#e6194b'\n  color: red\n", tmp_path)
    (tmp_path / "problems.yaml").write_text(dump_yaml(problems_yaml(entries)), encoding="utf-8")
    assert problems_of((tmp_path / "problems.yaml").read_text(), tmp_path) == entries


def test_labels():
    assert labels(3) == ["A", "B", "C"]
    assert labels(28)[25:] == ["Z", "AA", "AB"]


@pytest.mark.parametrize("rule", list(ContestRule))
def test_a_contests_rule_is_written_with_the_specs_scoreboard_type(tmp_path, rule):
    config = ContestConfig(id="c1", name="Club 1", duration=7200000, rule=rule)
    path = tmp_path / "contest.yaml"
    path.write_text(dump_yaml(contest_yaml(config)), encoding="utf-8")
    written = read_yaml(path)
    assert written["scoreboard_type"] == ("pass-fail" if rule is ContestRule.ICPC else "score")
    assert written.get("rule") == (None if rule is ContestRule.ICPC else rule.value)
    assert ("penalty_time" in written) is (rule is ContestRule.ICPC)
    assert parse_contest(written, path, "c1") == config


def test_a_package_made_elsewhere_with_a_score_board_is_an_ioi_contest(tmp_path):
    assert contest_of("duration: 5:00:00\nscoreboard_type: score\n", tmp_path).rule is (
        ContestRule.IOI
    )
    assert contest_of("duration: 5:00:00\n", tmp_path).rule is ContestRule.ICPC
