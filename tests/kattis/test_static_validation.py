"""A 2025-09 package's static validation (judge.kattis.static_validation): its static validator
judges each submission's source files as a case of its group, scores it there, and every rule
the spec sets on its keys is a plain error naming the file.

The package (tests/fixtures/kattis/static_validation): group `a` (sum, 40 points) has a
static case worth 10 and two cases sharing the other 30; group `b` (pass-fail, 60 points) a
pass-fail static case."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.errors import JudgeError
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.kattis.package import load_package
from judge.kattis.static_validation import entry_point
from judge.run.languages.table import language
from judge.run.program import Program
from support import run_cli

PACKAGE = FIXTURES / "kattis" / "static_validation"
SHORT = "print(int(input()) + 1)\n"
LONG = "n = int(input())\nn += 1\nprint(n)\n"
EVAL = "print(eval(input()) + 1)\n"


@pytest.fixture
def package(tmp_path: Path) -> Path:
    return Path(shutil.copytree(PACKAGE, tmp_path / "addone"))


def judged(package: Path, tmp_path: Path, source: str, cache_dir: Path, name: str = "mine.py"):
    solution = tmp_path / name
    solution.write_text(source)
    return judge_solution(load_package(package), str(solution), None, RunOptions(), cache_dir)


def test_the_static_case_comes_first_in_its_group_with_no_data(package: Path):
    names = [case.name for case in load_package(package).cases()]
    assert names == [
        "sample/1",
        "secret/a/static_validation",
        "secret/a/1",
        "secret/a/2",
        "secret/b/static_validation",
        "secret/b/1",
        "secret/b/2",
    ]


def test_its_score_and_the_shares_of_the_other_cases(package: Path, tmp_path: Path, cache_dir):
    full = judged(package, tmp_path, SHORT, cache_dir)
    assert (full.verdict, full.score) == (Verdict.AC, 100.0)
    # 5 of the static case's 10: a sum group's other cases keep their 15 each.
    long = judged(package, tmp_path, LONG, cache_dir)
    assert (long.verdict, long.score) == (Verdict.AC, 95.0)
    assert [(g.name, g.score) for g in long.grade.groups] == [("a", 35.0), ("b", 60.0)]


def test_a_rejected_source_fails_its_cases_and_says_why(package: Path, tmp_path: Path, cache_dir):
    report = judged(package, tmp_path, EVAL, cache_dir)
    assert (report.verdict, report.score) == (Verdict.WA, 30.0)
    static = {r.name: r for r in report.cases}["secret/a/static_validation"]
    assert static.verdict is Verdict.WA and static.static
    # The validator was told the language's Kattis code and the entry point, in a folder
    # holding the submission's file alone.
    assert static.message == "python3 mine.py ['mine.py']: uses eval"
    # A pass-fail group stops at its failed static case: its cases are not run.
    b = [r.verdict for r in report.cases if r.name.startswith("secret/b/")]
    assert b == [Verdict.WA, Verdict.SKIPPED, Verdict.SKIPPED]


def test_judge_run_shows_it_as_judged_on_the_source(package: Path, tmp_path: Path):
    (tmp_path / "mine.py").write_text(EVAL)
    result = run_cli("run", package, tmp_path / "mine.py", "-v")
    assert result.exit_code == 1, result.output
    line = next(x for x in result.output.splitlines() if "a/static_validation" in x)
    assert "WA" in line and "(its source files judged, not run)" in line and "ms" not in line
    assert "score 30/100" in result.output and "input:" not in result.output.split("a/1")[0]
    result = run_cli("run", package, tmp_path / "mine.py", "--json")
    cases = {case["name"]: case for case in json.loads(result.output)["cases"]}
    assert cases["secret/a/static_validation"]["static"] is True
    assert "static" not in cases["secret/a/1"]


def test_verify_checks_the_scores_submissions_yaml_gives(package: Path):
    result = run_cli("verify", package)
    assert result.exit_code == 0, result.output
    assert "3 submission(s) as expected" in result.output
    assert "answers           PASS" in result.output  # no answer asked of the static cases


def test_isolated_the_validator_sees_the_submission(package: Path, tmp_path: Path, request):
    request.getfixturevalue("isolation_works")
    (tmp_path / "mine.py").write_text(LONG)
    result = run_cli("run", package, tmp_path / "mine.py", "--isolate")
    assert result.exit_code == 0 and "score 95/100" in result.output, result.output


def test_a_program_without_source_is_a_plain_error(package: Path):
    result = run_cli("run", package, "--cmd", "python3 -c 'print(int(input())+1)'")
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "secret/a/static_validation: a static validation test case judges a" in result.output


def test_a_validator_that_breaks_is_a_judging_error_naming_it(package: Path, tmp_path: Path):
    (package / "static_validator" / "validator.py").write_text("import sys\nsys.exit(3)\n")
    (tmp_path / "mine.py").write_text(SHORT)
    result = run_cli("run", package, tmp_path / "mine.py")
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "static validator addone/static_validator exited with code 3" in result.output


@pytest.mark.parametrize(
    "group, settings, message",
    [
        ("a", "max_score: 40\nstatic_validator_args: [x]\n", "static_validator_args without"),
        ("a", "max_score: 40\nstatic_validation_score: 10\n", "with pass-fail aggregation"),
        (
            "a",
            "max_score: 40\nscore_aggregation: sum\nstatic_validation_score: 50\n",
            "static_validation_score 50 is more than the group's max_score 40",
        ),
        (
            "a",
            "max_score: 40\nscore_aggregation: sum\nstatic_validation_score: pass-fail\n",
            "score_aggregation must be pass-fail",
        ),
        (
            "a",
            "max_score: 40\nscore_aggregation: sum\nstatic_validation_score: -1\n",
            "must be a non-negative integer or pass-fail",
        ),
    ],
)
def test_the_spec_rules_are_plain_errors_naming_the_file(
    package: Path, group: str, settings: str, message: str, cache_dir: Path
):
    (package / "data" / "secret" / group / "test_group.yaml").write_text(settings)
    with pytest.raises(JudgeError, match=message) as raised:
        problem = load_package(package)
        problem.grading(problem.cases(), cache_dir)
    assert f"secret/{group}/test_group.yaml" in str(raised.value)


def test_a_score_needs_a_validator_and_a_scoring_problem(package: Path):
    shutil.rmtree(package / "static_validator")
    with pytest.raises(JudgeError, match="the package has no static_validator/"):
        load_package(package).cases()
    shutil.copytree(PACKAGE / "static_validator", package / "static_validator")
    yaml = package / "problem.yaml"
    yaml.write_text(yaml.read_text().replace("type: scoring\n", ""))
    with pytest.raises(JudgeError, match="in a problem that is not scoring"):
        load_package(package).cases()


def test_a_case_named_as_the_static_case_is_refused(package: Path):
    for ext in ("in", "ans"):
        (package / "data" / "secret" / "a" / f"static_validation.{ext}").write_text("1\n")
    with pytest.raises(JudgeError, match="named as the group's static validation test case"):
        load_package(package).cases()


def test_a_pass_fail_problem_judges_its_static_case_pass_fail(package: Path, tmp_path: Path):
    yaml = package / "problem.yaml"
    yaml.write_text(yaml.read_text().replace("type: scoring\n", ""))
    for group in ("a", "b"):
        (package / "data" / "secret" / group / "test_group.yaml").unlink()
    (package / "data" / "sample" / "test_group.yaml").write_text(
        "static_validation_score: pass-fail\n"
    )
    (tmp_path / "mine.py").write_text(EVAL)
    result = run_cli("run", package, tmp_path / "mine.py")
    assert result.exit_code == 1 and "uses eval" in result.output, result.output
    (tmp_path / "mine.py").write_text(SHORT)
    result = run_cli("run", package, tmp_path / "mine.py")
    assert result.exit_code == 0 and "6/6 passed" in result.output, result.output


@pytest.mark.parametrize(
    "name, source, expected",
    [
        ("Solve.java", "public class Solve { }\n", "Solve"),
        ("a.java", "class Helper {}\npublic class Main {}\n", "Main"),
        ("game.kt", "fun main() {}\n", "GameKt"),
        ("mine.cpp", "int main() {}\n", "mine.cpp"),
    ],
)
def test_the_entry_point_a_validator_is_given(tmp_path: Path, name: str, source: str, expected):
    path = tmp_path / name
    path.write_text(source)
    suffix = {".java": "java", ".kt": "kotlin", ".cpp": "cpp"}[path.suffix]
    program = Program(name, (), language(suffix), path)
    assert entry_point(program) == expected


def test_secret_s_own_static_case_adds_to_its_groups(package: Path, tmp_path: Path, cache_dir):
    """A static validation case of secret itself, beside its groups (which then hold every
    other case): its points add to theirs."""
    secret = package / "data" / "secret"
    (secret / "test_group.yaml").write_text(
        "static_validation_score: 10\nstatic_validator_args: [short]\n"
    )
    (secret / "a" / "test_group.yaml").write_text("max_score: 30\nscore_aggregation: sum\n")
    names = [case.name for case in load_package(package).cases()]
    assert names[1] == "secret/static_validation"
    scores = [judged(package, tmp_path, source, cache_dir).score for source in (SHORT, LONG)]
    assert scores == [100.0, 95.0]
    report = judged(package, tmp_path, EVAL, cache_dir)
    assert [(g.name, g.score) for g in report.grade.groups] == [("a", 30.0), ("b", 0.0)]
    assert report.score == 30.0
