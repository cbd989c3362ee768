"""Results as the user reads them (text lines, JSON, JUnit) for every verdict, the judge's own
failure (JE) included, and as Kattis results."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from judge import i18n
from judge.judging import junit, report
from judge.judging.verdict import CaseResult, Grade, GroupGrade, Report, Verdict

VERDICTS = [verdict for verdict in Verdict if verdict is not Verdict.SKIPPED]


@pytest.mark.parametrize("verdict", VERDICTS)
def test_every_verdict_has_its_line_in_colour_and_plain(verdict):
    result = CaseResult("case-1", verdict, cpu_time=0.25, message="why")
    plain = report.case_line(result)
    coloured = report.case_line(result, colour=True)
    assert plain.split()[:2] == ["case-1", verdict.value]
    assert "\x1b[1;" in coloured and verdict.value in coloured
    assert ("why" in plain) is (verdict is not Verdict.AC)


def test_a_run_of_the_samples_alone_says_so_in_its_summary_and_json():
    cases = [CaseResult("sample/1", Verdict.AC), CaseResult("sample/2", Verdict.AC)]
    samples = Report("hdu_1848", "mine.py", cases, samples_only=True)
    assert "AC  2/2 passed (samples only)  max CPU" in report.summary_line(samples)
    assert json.loads(report.to_json(samples))["samples_only"] is True
    every = Report("hdu_1848", "mine.py", cases)
    assert "(samples only)" not in report.summary_line(every)
    assert "samples_only" not in json.loads(report.to_json(every))


def test_a_judging_error_is_a_failure_in_every_format():
    judged = Report(
        "aplusb",
        "mine.py",
        [
            CaseResult("sample", Verdict.AC),
            CaseResult("big", Verdict.JE, message="the output validator crashed"),
            CaseResult("last", Verdict.SKIPPED, message="not run: an earlier case failed"),
        ],
    )
    assert judged.verdict is Verdict.JE
    assert "JE  1/3 passed (1 not run)" in report.summary_line(judged)
    data = json.loads(report.to_json(judged))
    assert data["verdict"] == "JE" and [c["verdict"] for c in data["cases"]] == [
        "AC",
        "JE",
        "skipped",
    ]
    suite = ET.fromstring(junit.to_junit([judged])).find("testsuite")
    assert suite is not None
    assert (suite.get("failures"), suite.get("skipped")) == ("1", "1")
    [failure] = suite.iter("failure")
    assert (
        failure.get("type") == "JE" and failure.get("message") == "JE: the output validator crashed"
    )


# ------------------------------------------------ what a terminal shows of long texts
def test_a_text_that_fits_a_screen_is_shown_whole():
    text = "\n".join(f"line {n}" for n in range(report.SCREEN_LINES)) + "\n"
    assert report.screenful(text, "-v shows it all") == text.rstrip("\n")


def test_a_long_text_is_its_first_lines_its_last_and_what_was_left_out():
    lines = [f"line {n}" for n in range(1, 1001)]
    shown = report.screenful("\n".join(lines), "judge run -v shows them all").split("\n")
    assert len(shown) == report.SCREEN_LINES + 1
    assert shown[: report.SCREEN_LINES - 1] == lines[: report.SCREEN_LINES - 1]
    left_out = lines[report.SCREEN_LINES - 1 : -1]
    size = sum(len(line) + 1 for line in left_out)
    assert shown[-2] == (
        f"... ({len(left_out)} more lines, {size:,} bytes left out: judge run -v shows them all)"
    )
    assert shown[-1] == "line 1000"


def test_long_lines_are_cut_and_counted():
    text = "x" * 10_000 + "\nend"
    shown = report.screenful(text, "-v shows it all").split("\n")
    assert shown[0] == "x" * report.SCREEN_WIDTH + "..."
    assert shown[1:] == [
        "end",
        f"... (long lines cut, {10_000 - report.SCREEN_WIDTH:,} bytes left out: -v shows it all)",
    ]


# ------------------------------------------------ a scoring problem's subtasks
def _scored() -> Report:
    """A solution that passes the small subtask and times out on the full one."""
    groups = (
        GroupGrade("small", Verdict.AC, 30.0, 30.0),
        GroupGrade("full", Verdict.TLE, 0.0, 70.0),
        GroupGrade("bonus", Verdict.SKIPPED, 0.0, None),
    )
    cases = [CaseResult("small-1", Verdict.AC), CaseResult("full-1", Verdict.TLE)]
    return Report("oi", "brute.py", cases, grade=Grade(Verdict.TLE, 30.0, 100.0, groups))


def test_each_subtask_has_a_line_and_the_total_its_points():
    scored = _scored()
    lines = report.subtask_lines(scored)
    assert [line.split() for line in lines] == [
        ["subtask", "small", "AC", "30/30"],
        ["subtask", "full", "TLE", "0/70"],
        ["subtask", "bonus", "skipped", "0"],
    ]
    assert "TLE  score 30/100  1/2 passed" in report.summary_line(scored)
    assert report.subtask_lines(Report("p", "s.py", [CaseResult("1", Verdict.AC)])) == []


def test_subtasks_in_chinese():
    zh = i18n.translations("zh")
    lines = report.subtask_lines(_scored(), tr=zh)
    assert lines[0].split() == ["子任务", "small", "AC", "30/30"]
    assert "得分 30/100" in report.summary_line(_scored(), tr=zh)


def test_json_carries_the_score_the_most_and_each_subtask():
    data = json.loads(report.to_json(_scored()))
    assert (data["score"], data["max_score"]) == (30.0, 100.0)
    assert data["groups"] == [
        {"name": "small", "verdict": "AC", "score": 30.0, "max_score": 30.0},
        {"name": "full", "verdict": "TLE", "score": 0.0, "max_score": 70.0},
        {"name": "bonus", "verdict": "skipped", "score": 0.0, "max_score": None},
    ]
    plain = json.loads(report.to_json(Report("p", "s.py", [CaseResult("1", Verdict.AC)])))
    assert not {"score", "max_score", "groups"} & set(plain)


def test_junit_has_a_test_case_per_subtask_with_its_points():
    suite = ET.fromstring(junit.to_junit([_scored()])).find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures"), suite.get("skipped")) == ("5", "2", "1")
    points = {p.get("name"): p.get("value") for p in suite.findall("properties/property")}
    assert points == {"score": "30", "max_score": "100"}
    subtasks = [c for c in suite.iter("testcase") if c.get("classname") == "oi.subtask"]
    assert [c.get("name") for c in subtasks] == ["small", "full", "bonus"]
    small, full, bonus = subtasks
    assert {p.get("name"): p.get("value") for p in small.iter("property")} == {
        "score": "30",
        "max_score": "30",
    }
    assert small.find("failure") is None
    failure = full.find("failure")
    assert failure is not None and failure.get("message") == "TLE: 0/70 points"
    assert bonus.find("skipped") is not None
