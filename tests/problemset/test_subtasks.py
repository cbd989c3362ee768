"""Our own format's subtasks: problem.yaml's `scoring` read with one plain message per mistake
(naming the file and key), and the grading of a run by them: all or nothing per subtask, its
dependencies' cases counted, the verdict the first failing case's, judging going on past a
failure only where some subtask can still earn."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.errors import JudgeError
from judge.judging.problem import Case
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import CaseResult, GroupGrade, Verdict
from judge.problemset.problem import load_problem
from judge.problemset.subtasks import SubtaskGrading, parse_scoring

AC, WA, TLE, SKIPPED = Verdict.AC, Verdict.WA, Verdict.TLE, Verdict.SKIPPED
WHERE = Path("problems/p/problem.yaml")
NAMES = ("sample", "small-1", "small-2", "big-1", "big-2", "extra")
SUBTASKS = {
    "subtasks": [
        {"name": "small", "points": 30, "cases": ["small-*"]},
        {"name": "big", "points": 70, "cases": ["big-*"], "depends": ["small"]},
    ]
}


def _cases(*names: str) -> list[Case]:
    return [Case(name, "", "") for name in names]


def _judged(
    verdicts: dict[str, Verdict], names: tuple[str, ...] = NAMES
) -> tuple[list[str], object]:
    """The cases judged in order as the grading asks, each with its verdict (AC unless
    given), and the grade."""
    cases = _cases(*names)
    scoring = parse_scoring(SUBTASKS, WHERE)
    assert scoring is not None
    grading = SubtaskGrading(scoring, cases, _cases(*NAMES))
    results: list[CaseResult] = []
    while (stretch := grading.next_cases(results)) is not None:
        start, end = stretch
        results += [CaseResult(c.name, SKIPPED) for c in cases[len(results) : start]]
        for case in cases[start:end]:
            results.append(CaseResult(case.name, verdicts.get(case.name, AC)))
            if not results[-1].accepted:
                break
    results += [CaseResult(c.name, SKIPPED) for c in cases[len(results) :]]
    return [r.name for r in results if r.verdict is not SKIPPED], grading.grade(results)


def test_every_subtask_passed_earns_every_point():
    judged, grade = _judged({})
    assert judged == list(NAMES)
    assert (grade.verdict, grade.score, grade.max_score) == (AC, 100.0, 100.0)
    assert grade.groups == (GroupGrade("small", AC, 30.0, 30.0), GroupGrade("big", AC, 70.0, 70.0))


def test_a_failed_subtask_earns_nothing_and_judging_goes_on_for_the_others():
    judged, grade = _judged({"big-1": TLE})
    # big-2 can earn nothing more: not run; "extra" is in no subtask: judged as any case
    assert judged == ["sample", "small-1", "small-2", "big-1", "extra"]
    assert (grade.verdict, grade.score) == (TLE, 30.0)
    assert grade.groups[1] == GroupGrade("big", TLE, 0.0, 70.0)


def test_a_subtask_fails_with_the_subtasks_it_depends_on():
    judged, grade = _judged({"small-2": WA})
    # small and big (which needs small) have both failed: their other cases are not run
    assert judged == ["sample", "small-1", "small-2", "extra"]
    assert (grade.verdict, grade.score) == (WA, 0.0)
    assert grade.groups == (GroupGrade("small", WA, 0.0, 30.0), GroupGrade("big", WA, 0.0, 70.0))


def test_the_verdict_is_the_first_failing_case_even_outside_the_subtasks():
    _, grade = _judged({"sample": WA, "big-2": TLE})
    assert (grade.verdict, grade.score) == (WA, 30.0)


def test_a_subtask_some_of_whose_cases_were_not_selected_earns_nothing():
    # judge run --case small-*: big's cases not judged, so big is not passed, nor failed
    _, grade = _judged({}, names=("small-1", "small-2"))
    assert grade.groups == (
        GroupGrade("small", AC, 30.0, 30.0),
        GroupGrade("big", SKIPPED, 0.0, 70.0),
    )
    assert grade.score == 30.0


@pytest.mark.parametrize(
    "scoring, message",
    [
        ("subtasks: []", r"scoring: subtasks: none listed"),
        ("subtasks: 3", r"scoring: field 'subtasks' must be a list"),
        ("weights: 1", r"scoring: unknown field\(s\) weights"),
        ("subtasks: [{points: 1, cases: ['*']}]", r"subtask 1: missing field 'name'"),
        (
            "subtasks: [{name: 'a b', points: 1, cases: ['*']}]",
            r"subtask 1: name 'a b' may hold only letters, digits",
        ),
        (
            "subtasks: [{name: a, points: -1, cases: ['*']}]",
            r"subtask 1 \(a\): field 'points' must be a number >= 0, got -1",
        ),
        (
            "subtasks: [{name: a, points: ten, cases: ['*']}]",
            r"subtask 1 \(a\): field 'points' must be a number >= 0, got 'ten'",
        ),
        (
            "subtasks: [{name: a, points: .nan, cases: ['*']}]",
            r"subtask 1 \(a\): field 'points' must be a number >= 0, got nan",
        ),
        ("subtasks: [{name: a, points: 1}]", r"subtask 1 \(a\): missing field 'cases'"),
        (
            "subtasks: [{name: a, points: 1, cases: []}]",
            r"subtask 1 \(a\): field 'cases' must be a list",
        ),
        (
            "subtasks: [{name: a, points: 1, cases: ['*']}, {name: a, points: 2, cases: ['*']}]",
            r"subtask 2: name 'a' is used by another subtask",
        ),
        (
            "subtasks: [{name: a, points: 1, cases: ['*'], depends: [b]}]",
            r"subtask 1 \(a\): depends: no subtask named 'b' \(subtasks: a\)",
        ),
        (
            "subtasks: [{name: a, points: 1, cases: ['*'], depends: [b]},"
            " {name: b, points: 1, cases: ['*'], depends: [a]}]",
            r"depends: the subtasks depend on each other in a cycle: a -> b -> a",
        ),
        (
            "subtasks: [{name: a, points: 1, cases: ['*'], depends: [a]}]",
            r"in a cycle: a -> a",
        ),
        (
            "subtasks: [{name: a, points: 1, cases: ['*'], size: 3}]",
            r"subtask 1: unknown field\(s\) size \(known: cases, depends, name, points\)",
        ),
    ],
)
def test_every_mistake_is_one_plain_message_naming_the_file_and_key(
    tmp_path: Path, scoring: str, message: str
):
    root = _problem(tmp_path, f"scoring:\n  {scoring}\n")
    with pytest.raises(JudgeError, match=message) as raised:
        load_problem(root, "aplusb")
    assert str(raised.value).startswith(str(root / "problems" / "aplusb" / "problem.yaml") + ": ")


def _problem(tmp_path: Path, extra: str) -> Path:
    """A copy of the fixture set's A + B with `extra` added to its problem.yaml."""
    root = tmp_path / "set"
    shutil.copytree(FIXTURES / "problems", root / "problems")
    path = root / "problems" / "aplusb" / "problem.yaml"
    path.write_text(path.read_text() + extra)
    return root


def test_a_pattern_matching_no_case_is_refused_when_judged(tmp_path: Path, cache_dir: Path):
    root = _problem(
        tmp_path,
        "scoring:\n  subtasks:\n    - {name: all, points: 10, cases: ['*']}\n"
        "    - {name: huge, points: 90, cases: ['huge-*']}\n",
    )
    problem = load_problem(root, "aplusb")
    with pytest.raises(
        JudgeError,
        match=r"problem.yaml: scoring: subtask 2 \(huge\): cases: 'huge-\*' matches no case",
    ):
        judge_solution(problem, None, None, RunOptions(), cache_dir)


def test_a_problem_with_subtasks_is_judged_by_them(tmp_path: Path, cache_dir: Path):
    root = _problem(
        tmp_path,
        "scoring:\n  subtasks:\n    - {name: positive, points: 40, cases: [sample, big]}\n"
        "    - {name: negative, points: 60, cases: [negative]}\n",
    )
    problem = load_problem(root, "aplusb")
    assert problem.scoring
    wrong = tmp_path / "abs.py"  # right for positive numbers only
    wrong.write_text(
        "import sys\nfor l in sys.stdin:\n    a, b = map(int, l.split())\n"
        "    print(abs(a) + abs(b))\n"
    )
    report = judge_solution(problem, str(wrong), None, RunOptions(), cache_dir)
    assert (report.verdict, report.score, report.max_score) == (WA, 40.0, 100.0)
    assert [(g.name, g.verdict, g.score) for g in report.groups] == [
        ("positive", AC, 40.0),
        ("negative", WA, 0.0),
    ]
    plain = load_problem(FIXTURES, "aplusb")
    assert not plain.scoring and plain.grading(plain.cases(), cache_dir) is None
