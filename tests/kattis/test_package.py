"""Kattis packages as problems: problem.yaml of both versions, limits, case order, validators,
plain errors; `judge run` and `judge show` on a package folder."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest

from conftest import FIXTURES, REPO
from judge.errors import JudgeError
from judge.judging.interactive import Interactor
from judge.judging.passes import MultiPass
from judge.judging.problem import case_checkers
from judge.judging.verdict import Verdict
from judge.kattis.listing import show_package
from judge.kattis.package import load_package
from judge.kattis.submissions import annotation, expectation, infer_time_limit
from support import run_cli

KATTIS = FIXTURES / "kattis"
EXAMPLES = KATTIS / "problemtools"


def write(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


def test_legacy_package_metadata():
    hello = load_package(EXAMPLES / "hello")
    assert (hello.id, hello.title, hello.format, hello.types) == (
        "hello",
        "Hello World!",
        "legacy",
        ("pass-fail",),
    )
    assert hello.time_limit is None and hello.ac_to_time_limit == 5 and hello.time_limit_to_tle == 2
    assert hello.memory_limit == 512 and hello.custom_validator is None
    different = load_package(EXAMPLES / "different")
    assert (
        different.custom_validator == EXAMPLES / "different/output_validators/different_validator"
    )
    assert different.time_limit_to_tle == 4


def test_2023_07_package_and_the_spec_case_order():
    oddecho = load_package(EXAMPLES / "oddecho")
    assert (oddecho.format, oddecho.types, oddecho.title) == ("2023-07", ("scoring",), "Odd Echo")
    assert (oddecho.ac_to_time_limit, oddecho.time_limit_to_tle) == (2.0, 1.5)
    names = [case.name for case in oddecho.cases()]
    assert names[:5] == [
        "sample/1",
        "sample/2",
        "secret/subtask1/1",
        "secret/subtask1/2",
        "secret/subtask1/3",
    ]
    assert names[5:8] == ["secret/subtask2/01", "secret/subtask2/02", "secret/subtask2/03"]
    assert [c.sample for c in oddecho.cases()][:3] == [True, True, False]


def test_cases_sorted_by_name_with_groups_between(tmp_path: Path):
    package = write(
        tmp_path / "order",
        {
            "problem.yaml": "name: Order\n",
            **{
                f"data/secret/{n}.{ext}": f"{n}\n"
                for n in ("b", "10", "9", "a-b", "a")
                for ext in ("in", "ans")
            },
            "data/secret/a1/1.in": "x\n",
            "data/secret/a1/1.ans": "x\n",
            "data/sample/1.in": "s\n",
            "data/sample/1.ans": "s\n",
        },
    )
    names = [case.name for case in load_package(package).cases()]
    assert names == [
        "sample/1",
        "secret/10",
        "secret/9",
        "secret/a",
        "secret/a-b",
        "secret/a1/1",
        "secret/b",
    ]


def test_time_limits_from_problem_yaml_or_timelimit(tmp_path: Path):
    base = {"data/secret/1.in": "1\n", "data/secret/1.ans": "1\n"}
    legacy = write(
        tmp_path / "legacy", {"problem.yaml": "name: L\n", ".timelimit": "2.5\n", **base}
    )
    assert (load_package(legacy).time_limit, load_package(legacy).time_limit_from) == (
        2.5,
        ".timelimit",
    )
    modern = write(
        tmp_path / "modern",
        {
            "problem.yaml": "problem_format_version: 2023-07-draft\nname: M\n"
            "limits: {time_limit: 1.5, memory: 64, time_multipliers: "
            "{ac_to_time_limit: 3}}\n",
            **base,
        },
    )
    problem = load_package(modern)
    assert (problem.time_limit, problem.memory_limit, problem.ac_to_time_limit) == (1.5, 64, 3)
    assert problem.limits.time == 1.5 and problem.limits.memory == 64 * 2**20
    assert infer_time_limit(load_package(legacy), 0.3) == 2  # 0.3 x 5 -> 2 whole seconds
    assert infer_time_limit(problem, 0.1) == 1  # at least one step of the resolution


@pytest.mark.parametrize(
    "yaml_text, validator",
    [
        ("validation: custom interactive\n", "output_validators/v.py"),
        (
            "problem_format_version: 2023-07\ntype: [pass-fail, interactive]\nname: X\n",
            "output_validator/v.py",
        ),
    ],
)
def test_interactive_types_load_and_their_checker_is_the_interactor(
    tmp_path: Path, cache_dir: Path, yaml_text: str, validator: str
):
    package = write(
        tmp_path / "inter",
        {
            "problem.yaml": yaml_text,
            "data/secret/1.in": "",
            "data/secret/1.ans": "",
            validator: "import sys\n",
        },
    )
    problem = load_package(package)
    assert "interactive" in problem.types and problem.refusal is None
    interactor = problem.output_checker(cache_dir, ("flag",))
    assert isinstance(interactor, Interactor) and interactor.args == ("flag",)
    assert interactor.program.source == package / validator


def test_an_interactive_package_needs_its_interactor(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "inter",
        {
            "problem.yaml": "problem_format_version: 2023-07\ntype: interactive\nname: X\n",
            "data/secret/1.in": "",
            "data/secret/1.ans": "",
        },
    )
    with pytest.raises(JudgeError, match="interactive problem without an output validator"):
        load_package(package).output_checker(cache_dir)


@pytest.mark.parametrize(
    "yaml_text, validator, message",
    [
        (
            "problem_format_version: 2023-07-draft\ntype: submit-answer\nname: X\n",
            "output_validator/v.py",
            "submit-answer problems are not supported yet",
        ),
        (
            "problem_format_version: 2023-07\ntype: [submit-answer, scoring]\nname: X\n",
            "output_validator/v.py",
            "submit-answer problems are not supported yet",
        ),
    ],
)
def test_unsupported_types_load_and_judging_them_is_refused(
    tmp_path: Path, cache_dir: Path, yaml_text: str, validator: str, message: str
):
    package = write(
        tmp_path / "bad",
        {
            "problem.yaml": yaml_text,
            "data/secret/1.in": "",
            "data/secret/1.ans": "",
            validator: "import sys\n",
        },
    )
    problem = load_package(package)
    assert (
        problem.custom_validator == package / validator.split("/")[0]
        or problem.custom_validator == package / validator
    )
    assert message.split()[0] in problem.types
    with pytest.raises(JudgeError) as error:
        problem.output_checker(cache_dir)
    assert message in str(error.value) and "problem.yaml" in str(error.value)


@pytest.mark.parametrize(
    "yaml_text, message",
    [
        ("validator_flags: float_tolerance\n", "validator flags 'float_tolerance'"),
        ("validation: custom\n", "output_validators/ holds no validator"),
        ("problem_format_version: 1999\n", "unknown problem_format_version"),
        ("limits: {time_multiplier: -1}\n", "limits.time_multiplier must be a positive number"),
        ("- a list\n", "expected a mapping"),
    ],
)
def test_plain_errors_name_the_file(tmp_path: Path, yaml_text: str, message: str):
    package = write(
        tmp_path / "bad",
        {"problem.yaml": yaml_text, "data/secret/1.in": "", "data/secret/1.ans": ""},
    )
    with pytest.raises(JudgeError) as error:
        load_package(package)
    assert message in str(error.value) and "problem.yaml" in str(error.value)


def test_missing_data_and_orphan_files_are_plain_errors(tmp_path: Path):
    package = write(tmp_path / "p", {"problem.yaml": "name: P\n"})
    with pytest.raises(JudgeError, match="secret"):
        load_package(package).cases()
    write(package, {"data/secret/1.in": "1\n"})
    with pytest.raises(JudgeError, match="without its answer file"):
        load_package(package).cases()


def test_unknown_keys_are_warnings(tmp_path: Path):
    package = write(tmp_path / "p", {"problem.yaml": "name: P\ncolour: red\n"})
    assert load_package(package).warnings == ("problem.yaml: unknown key(s) colour (ignored)",)


@pytest.mark.parametrize(
    "yaml_text, validator",
    [
        # DOMjudge's legacy jumble and hangman keep their validator in the 2023-07 folder.
        (
            "validation: custom multi-pass\nlimits: {validation_passes: 26}\n",
            "output_validator/v.py",
        ),
        (
            "problem_format_version: 2023-07-draft\ntype: [multi-pass, interactive]\nname: X\n",
            "output_validator/v.py",
        ),
    ],
)
def test_multi_pass_types_load_and_judge_in_passes(
    tmp_path: Path, cache_dir: Path, yaml_text: str, validator: str
):
    package = write(
        tmp_path / "passes",
        {
            "problem.yaml": yaml_text,
            "data/secret/1.in": "",
            "data/secret/1.ans": "",
            validator: "import sys\n",
        },
    )
    problem = load_package(package)
    assert "multi-pass" in problem.types and problem.refusal is None
    assert problem.warnings in ((), ("output_validator/: the legacy name is output_validators/",))
    passes = problem.output_checker(cache_dir)
    assert isinstance(passes, MultiPass)
    assert passes.passes == (26 if "26" in yaml_text else 2)
    assert isinstance(passes.step, Interactor) == ("interactive" in yaml_text)


def test_cli_submit_answer_package_is_exit_2_not_supported(tmp_path: Path):
    package = write(
        tmp_path / "passes",
        {
            "problem.yaml": "problem_format_version: 2023-07\ntype: submit-answer\nname: X\n"
            "limits: {time_limit: 1}\n",
            "data/secret/1.in": "1\n",
            "data/secret/1.ans": "1\n",
            "output_validator/v.py": "import sys\nsys.exit(42)\n",
        },
    )
    result = run_cli("run", str(package), "--cmd", "cat", root=REPO)
    assert result.exit_code == 2
    assert "submit-answer problems are not supported yet" in result.output
    assert "Traceback" not in result.output
    assert run_cli("verify", str(package), root=REPO).exit_code == 2
    # It loads: showing it is not judging it.
    shown = run_cli("show", str(package), root=REPO)
    assert shown.exit_code == 0, shown.output
    assert "submit-answer" in shown.output and "passes/output_validator" in shown.output


def test_show_a_package():
    """The header names the problem in each language (the one shown first), the English LaTeX
    statement is shown as text, and another language's statement is shown when asked for."""
    result = run_cli("show", str(EXAMPLES / "oddecho"), "--lang", "en", root=REPO)
    assert result.exit_code == 0, result.output
    assert result.output.startswith(
        "oddecho: Odd Echo / Udda eko\n  package: Kattis 2023-07, scoring"
    )
    assert "Sample 1 (sample/1) input:" in result.output
    assert "\\begin{" not in result.output and "\\section" not in result.output
    # a scoring package's subtasks: secret's groups, the top of each one's range
    assert (
        "  score:   100 points\n  subtask subtask1: 50 points\n  subtask subtask2: 50 points\n"
        in (result.output)
    )
    swedish = show_package(load_package(EXAMPLES / "oddecho"), lang="sv")
    assert swedish.startswith("oddecho: Udda eko / Odd Echo\n")
    statement = (EXAMPLES / "oddecho/statement/problem.sv.md").read_text().strip()
    assert statement in swedish


@pytest.mark.slow
def test_run_a_package_with_its_reference_and_inferred_time_limit():
    result = run_cli("run", str(EXAMPLES / "hello"), root=REPO)
    assert result.exit_code == 0, result.output
    assert "hello: time limit" in result.output and "inferred" in result.output
    assert re.search(r"secret/hello\s+AC", result.output)
    assert "hello/submissions/accepted/hello.cc  AC  1/1 passed" in result.output


@pytest.mark.slow
def test_run_a_package_with_a_wrong_submission_and_custom_validator():
    folder = EXAMPLES / "different"
    result = run_cli(
        "run",
        str(folder),
        str(folder / "submissions/wrong_answer/different_no_abs.cc"),
        "--time-limit",
        "2",
        root=REPO,
    )
    assert result.exit_code == 1
    assert re.search(r"sample/1\s+WA", result.output)
    assert "judge answer = " in result.output  # the validator's judgemessage.txt


def test_stress_does_not_apply_to_packages(tmp_path: Path):
    result = run_cli("stress", str(EXAMPLES / "hello"), str(tmp_path / "x.py"), root=REPO)
    assert result.exit_code == 2 and "a Kattis package has none" in result.output


def test_own_problem_given_by_its_path_is_still_ours():
    result = run_cli("show", str(REPO / "problems" / "hdu_2516"), root=REPO)
    assert result.exit_code == 0 and "source:  HDU 2516" in result.output


def test_expected_results_annotation_outside_the_official_folders(tmp_path: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "name: P\n",
            "submissions/mixed/a.py": "# @EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER\n",
            "submissions/accepted/b.py": "# @EXPECTED_RESULTS@: TIMELIMIT\n",
            "submissions/other/c.py": "print(1)\n",
            "submissions/mixed/d.py": "# @expected_results@: run_time_error,TIME_LIMIT_EXCEEDED\n",
            # DOMjudge's other tag: results, or a score (not a result: skipped)
            "submissions/mixed/e.py": "# @EXPECTED_SCORE@: CORRECT\n",
            "submissions/mixed/f.py": "# @EXPECTED_SCORE@: 2.5\n",
        },
    )
    problem = load_package(package)
    by_name = {s.name: expectation(problem, s) for s in problem.submissions()}
    assert by_name["mixed/a.py"].results == {"AC", "WA"}
    assert by_name["accepted/b.py"].results == {"AC"}  # ignored in an official folder
    assert "not a known submissions folder" in by_name["other/c.py"].skip
    assert by_name["mixed/d.py"].results == {"RTE", "TLE"}
    assert by_name["mixed/e.py"].results == {"AC"}
    assert "expects the score 2.5" in by_name["mixed/f.py"].skip
    assert annotation(package / "submissions/other/c.py") is None


def test_custom_validator_message_and_judging_error(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "problem_format_version: 2023-07-draft\nname: P\nlimits: {time_limit: 1}\n",
            "data/secret/1.in": "2\n",
            "data/secret/1.ans": "4\n",
            "output_validator/check.py": "import sys\nans = open(sys.argv[2]).read().split()\nout = sys.stdin.read().split()\n"
            "if out == ['crash']: sys.exit(3)\n"
            "if out != ans:\n    open(sys.argv[3] + 'judgemessage.txt', 'w').write('want ' + ans[0])\n"
            "    sys.exit(43)\nsys.exit(42)\n",
        },
    )
    checker = cast(Callable[..., Any], load_package(package).output_checker(cache_dir))
    assert checker("2\n", "4\n", "4\n").verdict is Verdict.AC
    wrong = checker("2\n", "4\n", "5\n")
    assert (wrong.verdict, wrong.message) == (Verdict.WA, "want 4")
    with pytest.raises(
        JudgeError, match=r"output validator p/output_validator exited with code 3 .*judging error"
    ):
        checker("2\n", "4\n", "crash\n")


def test_group_validator_flags_apply_to_their_cases(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "name: P\n",
            "data/secret/exact/testdata.yaml": "output_validator_flags: case_sensitive\n",
            "data/secret/exact/1.in": "",
            "data/secret/exact/1.ans": "Yes\n",
            "data/secret/loose/1.in": "",
            "data/secret/loose/1.ans": "Yes\n",
        },
    )
    problem = load_package(package)
    exact, loose = problem.cases()
    checker_for = cast(Callable[..., Any], case_checkers(problem, [exact, loose], cache_dir))
    assert checker_for(exact)("", "Yes\n", "YES\n").verdict is Verdict.WA
    assert (
        loose.checker_args == () and checker_for(loose)("", "Yes\n", "YES\n").verdict is Verdict.AC
    )


def test_a_copy_of_a_package_anywhere_works(tmp_path: Path):
    target = tmp_path / "hello"
    shutil.copytree(EXAMPLES / "hello", target)
    result = run_cli(
        "run", target, target / "submissions/wrong_answer/hello.cc", "--time-limit", "1"
    )
    assert result.exit_code == 1 and re.search(r"secret/hello\s+WA", result.output)


def test_the_reference_of_a_2025_09_package_is_one_submissions_yaml_calls_accepted(
    tmp_path: Path, cache_dir: Path
):
    # testexpectations' accepted/ holds a wrong answer (its rule: permitted WA): the reference
    # is a submission whose rules permit AC alone instead.
    folder = write(
        tmp_path / "p",
        {
            "problem.yaml": "problem_format_version: 2025-09\nname: P\n"
            "uuid: 0b7e9b2a-0000-4000-8000-0000000000e3\nlimits: {time_limit: 1}\n",
            "data/sample/1.in": "1\n",
            "data/sample/1.ans": "1\n",
            "submissions/submissions.yaml": "accepted:\n  permitted: [WA]\n"
            "good:\n  permitted: [AC]\n",
            "submissions/accepted/wa.py": "print(0)\n",
            "submissions/good/echo.py": "print(input())\n",
        },
    )
    assert load_package(folder).reference(cache_dir) == folder / "submissions/good/echo.py"
