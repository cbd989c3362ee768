"""Polygon packages of our own writing through the commands: shown, judged with their testlib
checker and points, their generated tests cached, verified against their solutions' tags,
zipped, and refused plainly where broken."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from judge.cli.console import run_and_print
from judge.errors import JudgeError
from judge.formats.registry import format_for, problem_at
from judge.judging.solution import RunOptions
from polygon.polygon_support import MAIN, WRONG, sum_package
from support import run_cli


@pytest.fixture(scope="module")
def package(tmp_path_factory) -> Path:
    return sum_package(tmp_path_factory.mktemp("polygon"))


def _source(base: Path, name: str, text: str) -> Path:
    path = base / name
    path.write_text(text)
    return path


def test_show_names_limits_checker_testsets_groups_and_solutions(package):
    assert format_for(package).name == "polygon"
    shown = run_cli("show", package)
    assert shown.exit_code == 0, shown.output
    for line in (
        "sum: Sum",
        "format: Polygon package (names: Sum (english), Сумма (russian))",
        "time limit: 1 s",
        "memory limit: 256 MiB",
        "input / output: standard / standard",
        "checker: check.cpp (built from files/check.cpp with the package's testlib.h)",
        "testset tests (judged): 3 tests, 2 generated",
        "  group small: 1 tests, each-test, 30 points",
        "  group large: 1 tests, complete-group, 70 points, after small",
        "testset pretests (not judged): 0 tests, 0 generated",
        "solution solutions/wrong.py: wrong-answer",
        "## Input",
    ):
        assert line in shown.output, (line, shown.output)
    assert "Print the sum of **two** numbers." in shown.output


def test_the_main_solution_scores_everything_and_a_wrong_one_its_groups_points(package, tmp_path):
    ran = run_cli("run", package)
    assert ran.exit_code == 0, ran.output
    assert "AC  score 100/100  3/3 passed" in ran.output
    wrong = run_cli("run", package, _source(tmp_path, "wrong.py", WRONG))
    assert wrong.exit_code == 1, wrong.output
    # 02 (3 5) passes: group small's 30 points; 03 (10 20) fails: large's 70 are lost.
    assert "WA  score 30" in wrong.output
    assert "expected 30, found 31" in wrong.output  # the package's checker's own message


def test_generated_tests_are_made_once_and_stored_ones_keep_their_bytes(package, cache_dir):
    first = problem_at(package, cache_dir)
    files, _ = first.files
    assert [f.generated for f in files] == [False, True, True]
    assert [f.answered for f in files] == [False, True, True]
    assert files[0].input.read_bytes() == b"1 2\r\n"  # a manual test's CRLF kept
    assert files[1].input.read_bytes() == b"3 5\n" and files[2].answer.read_bytes() == b"30\n"
    again = problem_at(package, cache_dir)
    _, made = again.files
    assert (made.generated, made.generated_cached) == (0, 2)
    assert (made.answered, made.answered_cached) == (0, 2)
    assert made.line() == (
        "0 generated now, 2 from the cache; answers: 0 made by the main solution now, 2 from "
        "the cache"
    )


def test_a_changed_generator_makes_its_tests_again(tmp_path, cache_dir):
    folder = sum_package(tmp_path)
    problem_at(folder, cache_dir).files  # noqa: B018
    gen = folder / "files" / "gen.py"
    gen.write_text(gen.read_text().replace("print(a, b)", "print(b, a)"))
    files, made = problem_at(folder, cache_dir).files
    assert (made.generated, made.answered) == (2, 2)
    assert files[1].input.read_bytes() == b"5 3\n"


class Terminal(io.StringIO):
    """Standard error on a terminal, where the progress line is drawn."""

    def isatty(self) -> bool:
        return True


def test_judge_run_says_on_its_progress_line_that_it_generates_tests(tmp_path):
    # The first run of a package with generated tests makes them before its first verdict:
    # the terminal's progress line says so, as judge verify's does, and is gone after.
    folder, cache_dir = sum_package(tmp_path), tmp_path / "cache"  # none made yet
    out, err = io.StringIO(), Terminal()
    problem = problem_at(folder, cache_dir)
    assert run_and_print([problem], None, None, RunOptions(), cache_dir, out=out, err=err)
    assert f"{folder.name}: generating tests" in err.getvalue(), err.getvalue()
    assert err.getvalue().endswith("\r\x1b[K")  # cleared
    assert "generating" not in out.getvalue() and "AC  score 100/100" in out.getvalue()


def test_the_checkers_exit_codes_are_its_verdicts(package, tmp_path):
    extra = run_cli("run", package, _source(tmp_path, "extra.py", MAIN + "print(0)\n"))
    assert extra.exit_code == 1 and "PE" in extra.output and "extra output" in extra.output


def test_a_checker_fail_is_a_judging_error_naming_it(tmp_path):
    folder = sum_package(tmp_path)
    (folder / "tests" / "01.a").write_bytes(b"-3\n")
    ran = run_cli("run", folder)
    assert ran.exit_code == 2, ran.output
    assert "checker files/check.cpp FAIL" in ran.output and "negative" in ran.output
    assert "Traceback" not in ran.output


def test_a_standard_checker_without_its_source_is_judges_own_said_so(tmp_path):
    folder = sum_package(tmp_path, standard=True)
    shown = run_cli("show", folder)
    assert "checker: std::wcmp.cpp: judge's own stand-in (tokens equal), its source absent" in (
        shown.output
    ), shown.output
    ran = run_cli("run", folder, _source(tmp_path, "wrong.py", WRONG))
    assert ran.exit_code == 1 and "WA" in ran.output
    assert "its source is not in the package" in ran.output


def test_verify_judges_each_solution_against_its_tag(package):
    verified = run_cli("verify", package)
    assert verified.exit_code == 0, verified.output
    for line in (
        "tests: 3 in 'tests'",
        "OK validator files/val.py: 3 tests valid",
        "OK solutions/main.py (main): AC",
        "OK solutions/wrong.py (wrong-answer): WA",
        "OK solutions/slow.py (time-limit-exceeded): TLE",
    ):
        assert line in verified.output, (line, verified.output)


def test_a_solution_whose_verdict_its_tag_does_not_allow_fails_verify(tmp_path):
    folder = sum_package(tmp_path)
    (folder / "solutions" / "wrong.py").write_text(MAIN)
    verified = run_cli("verify", folder)
    assert verified.exit_code == 1
    assert "FAIL solutions/wrong.py (wrong-answer): AC, expected WA" in verified.output


def test_a_zipped_package_is_judged_as_its_folder(package, tmp_path):
    archive = tmp_path / "sum.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for path in sorted(package.rglob("*")):
            out.write(path, "sum/" + path.relative_to(package).as_posix())
    assert format_for(archive).name == "polygon"
    ran = run_cli("run", archive)
    assert ran.exit_code == 0 and "score 100" in ran.output, ran.output


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (
            lambda f: (f / "problem.xml").write_text("<problem><names>"),
            "problem.xml: not well-formed XML",
        ),
        (
            lambda f: (f / "files" / "gen.py").write_text("raise SystemExit(4)\n"),
            "the generator files/gen.py exited with code 4",
        ),
        (
            lambda f: (f / "files" / "testlib.h").unlink(),
            "testlib.h: missing (files/check.cpp includes it",
        ),
        (
            lambda f: (f / "tests" / "01").unlink(),
            "tests/01: missing (test 1 of 'tests', a manual test)",
        ),
    ],
)
def test_a_broken_package_is_a_plain_error_naming_the_file(tmp_path, damage, message):
    folder = sum_package(tmp_path)
    damage(folder)
    ran = run_cli("run", folder)
    assert ran.exit_code == 2, ran.output
    assert message in ran.output and "Traceback" not in ran.output


def test_a_package_without_the_judged_testset_is_refused(tmp_path, cache_dir):
    folder = sum_package(tmp_path)
    xml = folder / "problem.xml"
    xml.write_text(xml.read_text().replace('name="tests"', 'name="main"'))
    with pytest.raises(JudgeError, match="no testset named 'tests' \\(testsets: main, pretests\\)"):
        problem_at(folder, cache_dir)


def test_an_input_of_ones_own_is_checked_by_the_packages_validator(package, tmp_path):
    """`judge run PKG FILE --input` warns, naming the validator, where the package's validator
    rejects the input (a number past its bound of 100), and runs it all the same."""
    solution = _source(tmp_path, "main.py", MAIN)
    bad = tmp_path / "bad.in"
    bad.write_text("500 1\n")
    ran = run_cli("run", package, solution, "--input", bad)
    assert "not an input the problem allows: files/val.py: exited with code 3" in ran.output, (
        ran.output
    )
    assert "501" in ran.output
    good = tmp_path / "good.in"
    good.write_text("5 6\n")
    ran = run_cli("run", package, solution, "--input", good)
    assert "not an input the problem allows" not in ran.output and "11" in ran.output, ran.output
