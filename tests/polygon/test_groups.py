"""A testset's score from its groups, with the points a testlib checker gives (exit 7,
`quitp`): in place of a test's own points, added into an each-test group's sum and into a
complete-group group's when the whole group passes; end to end, a package whose checker
gives points scores them."""

from __future__ import annotations

from pathlib import Path

from judge.formats.registry import problem_at
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import CaseResult, GroupGrade, Score, Verdict
from judge.polygon import problem_xml as xml
from judge.polygon.groups import PointsGrading
from judge.polygon.problem_xml import Group
from polygon.polygon_support import GROUPS, MAIN, MINI_TESTLIB, TESTS, problem_xml, write


def _testset(*groups: Group) -> xml.Testset:
    tests = (
        xml.TestSpec(1, "manual", group="a", points=10),
        xml.TestSpec(2, "manual", group="a", points=20),
        xml.TestSpec(3, "manual", group="b", points=30),
        xml.TestSpec(4, "manual", group="b", points=40),
        xml.TestSpec(5, "manual", points=5),  # in no group
    )
    return xml.Testset("tests", 1000, None, "tests/%02d", "tests/%02d.a", tests, groups)


def _result(verdict: Verdict, points: float | None = None) -> CaseResult:
    return CaseResult("t", verdict, score=None if points is None else Score(points))


AC, WA = Verdict.AC, Verdict.WA


def test_each_test_groups_add_the_checkers_points_in_place_of_the_tests():
    grading = PointsGrading(_testset(Group("a", None, "each-test"), Group("b", None, "each-test")))
    results = [_result(AC, 7.5), _result(AC), _result(WA), _result(AC, 1.25), _result(AC, 2)]
    grade = grading.grade(results)
    # 7.5 (checker) + 20 (own) + 0 (failed) + 1.25 (checker) + 2 (checker, ungrouped)
    assert grade.score == 7.5 + 20 + 1.25 + 2
    assert grade.verdict is Verdict.WA


def test_a_complete_group_adds_its_tests_points_only_when_all_pass():
    grading = PointsGrading(
        _testset(Group("a", None, "complete-group"), Group("b", None, "complete-group"))
    )
    results = [_result(AC, 3), _result(AC), _result(AC, 4), _result(WA), _result(AC)]
    # a: every test passed, 3 (checker) + 20 (own); b: 04 failed, nothing; 05: its own 5.
    assert grading.grade(results).score == 3 + 20 + 5


def test_a_complete_group_with_points_of_its_own_gives_them_whatever_the_checker_said():
    grading = PointsGrading(_testset(Group("a", 50, "complete-group"), Group("b", 0)))
    results = [_result(AC, 3), _result(AC, 1), _result(AC), _result(AC), _result(WA)]
    assert grading.grade(results).score == 50


def test_a_group_whose_dependency_failed_scores_nothing_even_with_checker_points():
    grading = PointsGrading(
        _testset(Group("a", None, "complete-group"), Group("b", None, "each-test", "", ("a",)))
    )
    results = [_result(WA), _result(AC), _result(AC, 9), _result(AC, 9), _result(AC)]
    grade = grading.grade(results)
    assert grade.score == 5
    # b's own tests passed, but it needs a's: it shows a's failure, and nothing earned
    assert grade.groups == (GroupGrade("a", WA, 0.0, 30.0), GroupGrade("b", WA, 0.0, 70.0))


def test_each_group_with_points_is_a_subtask_with_the_most_it_gives():
    grading = PointsGrading(
        _testset(Group("a", 50, "complete-group"), Group("b", None, "each-test"), Group("c", 0))
    )
    grade = grading.grade([_result(AC), _result(AC), _result(AC), _result(WA)])
    # c gives nothing (no points, no tests): not a subtask; test 05 was not judged
    assert grade.groups == (GroupGrade("a", AC, 50.0, 50.0), GroupGrade("b", WA, 30.0, 70.0))
    assert (grade.verdict, grade.score, grade.max_score) == (WA, 80.0, 50 + 70 + 5)


POINTS_CHECKER = """<checker name="check.py" type="testlib">
                    <source path="files/check.py" type="python.3"/>
                </checker>"""
# testlib's order (input, output, answer); a right sum earns a tenth of it, as quitp's points.
GIVES_POINTS = """\
import sys
want = open(sys.argv[3]).read().split()
got = open(sys.argv[2]).read().split()
if want != got:
    sys.stderr.write("wrong")
    sys.exit(1)
sys.stderr.write(f"points {int(want[0]) / 10} for the sum")
sys.exit(7)
"""


def test_a_checkers_points_are_the_runs_score(tmp_path: Path, cache_dir: Path):
    folder = write(
        tmp_path / "sum",
        {
            "problem.xml": problem_xml(POINTS_CHECKER, TESTS, GROUPS),
            "files/testlib.h": MINI_TESTLIB,
            "files/gen.py": "import sys\nprint(*sys.argv[1:3])\n",
            "files/val.py": "",
            "files/check.py": GIVES_POINTS,
            "tests/01": b"1 2\r\n",
            "tests/01.a": b"3\r\n",
            "solutions/main.py": MAIN,
            "solutions/wrong.py": MAIN,
            "solutions/slow.py": MAIN,
        },
    )
    problem = problem_at(folder, cache_dir)
    options = RunOptions(all_cases=True)
    report = judge_solution(
        problem, str(folder / "solutions" / "main.py"), None, options, cache_dir
    )
    assert report.verdict is Verdict.AC
    assert [c.message for c in report.cases][1] == "points 0.8 for the sum"
    # samples: complete-group, 0 points of its own; small (each-test): 02's 3+5 -> 0.8 in
    # place of its 30; large (complete-group, 70 points of its own): 70.
    assert report.score == 0.8 + 70
