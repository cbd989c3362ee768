"""What a contest records of a scoring problem's grade: its points and each subtask's."""

from __future__ import annotations

from judge.contest.core.model import SubtaskScore
from judge.contest.ops.judging import _points
from judge.judging.verdict import Grade, GroupGrade, Report, Verdict


def report(grade: Grade | None, compile_error: str | None = None) -> Report:
    return Report("p", "sol.py", [], compile_error=compile_error, grade=grade)


def test_the_subtasks_of_a_grade_are_recorded_with_its_score():
    grade = Grade(
        Verdict.WA,
        score=40.0,
        max_score=100.0,
        groups=(GroupGrade("1", Verdict.AC, 40.0, 40.0), GroupGrade("2", Verdict.WA, 0.0, 60.0)),
    )
    assert _points(report(grade)) == (
        40.0,
        (SubtaskScore("1", 40.0, 40.0), SubtaskScore("2", 0.0, 60.0)),
    )


def test_a_grade_without_a_score_sums_its_subtasks():
    grade = Grade(
        Verdict.WA, groups=(GroupGrade("a", Verdict.AC, 30.0), GroupGrade("b", Verdict.WA))
    )
    assert _points(report(grade)) == (30.0, (SubtaskScore("a", 30.0), SubtaskScore("b", 0.0)))


def test_a_grade_without_subtasks_is_its_score_and_a_compile_error_nothing():
    assert _points(report(Grade(Verdict.AC, score=70.0))) == (70.0, ())
    assert _points(report(None, compile_error="oops")) == (None, ())
