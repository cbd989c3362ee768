"""Function problems: a package's `include/<language>/` files (a grader, headers) compiled or
run with each submission of that language (judge.judging.included), in `judge verify`, in
`judge run PKG FILE` plain, isolated and warm; a real IOI package ported to the Kattis format;
and what a hostile package or submission cannot do with them."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from conftest import FIXTURES
from isolation_support import isolation_works  # noqa: F401 (a fixture)
from judge.errors import JudgeError
from judge.judging.included import INCLUDE_BYTES, INCLUDE_FILES
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.kattis.package import load_package
from judge.run.languages.table import language
from support import run_cli

FUNCTIONS = FIXTURES / "kattis" / "functions"
CLOSING = FIXTURES / "kattis" / "ioi2023" / "closing"

# What each example submission of our function-problem fixtures gets (its folder's verdict,
# or its @EXPECTED_RESULTS@).
EXPECTED = {
    "addcpp": {
        "accepted/add.c": "AC",
        "accepted/add.cpp": "AC",
        "accepted/twofiles": "AC",
        "mixed/grader.cpp": "CE",
        "time_limit_exceeded/slow.cpp": "TLE",
        "wrong_answer/int.cpp": "WA",
    },
    "addjava": {
        "accepted/Add.java": "AC",
        "accepted/withmain": "AC",
        "run_time_error/Add.java": "RTE",
        "wrong_answer/Add.java": "WA",
    },
    "addpython": {
        "accepted/add.py": "AC",
        "time_limit_exceeded/count.py": "TLE",
        "wrong_answer/wrap.py": "WA",
    },
}


def submission_lines(output: str) -> dict[str, str]:
    """{submission: what `judge verify` says of it} from its output."""
    found = re.findall(r"^    (\S+/\S+)\s+(.*)$", output, re.MULTILINE)
    return dict(found)


# Kattis' verdicts as judge run reports them (Kattis has no MLE; its RTE is judge's RE).
RUN_VERDICT = {"AC": Verdict.AC, "WA": Verdict.WA, "TLE": Verdict.TLE, "RTE": Verdict.RE}


@pytest.mark.slow
@pytest.mark.parametrize("name", EXPECTED)
def test_every_example_submission_gets_what_its_folder_says(name):
    result = run_cli("verify", FUNCTIONS / name)
    assert result.exit_code == 0, result.output
    lines = submission_lines(result.output)
    assert set(lines) == set(EXPECTED[name]), result.output
    for submission, verdict in EXPECTED[name].items():
        assert lines[submission].startswith(verdict), (submission, lines[submission])
        assert lines[submission].endswith("ok"), (submission, lines[submission])


@pytest.mark.slow
def test_a_real_ioi_package_is_judged_with_its_grader():
    # IOI 2023's Closing Time as Kodsport ported it: the submission implements max_score()
    # only, include/cpp/grader.cpp reads the input and calls it.
    result = run_cli("verify", CLOSING)
    assert result.exit_code == 0, result.output
    lines = submission_lines(result.output)
    assert lines["accepted/sol.cpp"].startswith("AC score 21"), result.output
    assert lines["accepted/sol.cpp"].endswith("ok")
    assert "not a source file of a known language" in lines["accepted/closing.h"]


def _single_files() -> list:
    return [
        pytest.param(package, submission, verdict, id=f"{package}/{submission}")
        for package, expected in EXPECTED.items()
        for submission, verdict in expected.items()
        if "." in Path(submission).name and verdict not in ("CE", "TLE")  # verify judges those
    ] + [pytest.param("../ioi2023/closing", "accepted/sol.cpp", "AC", id="closing")]


def _judged(package: str, submission: str, cache_dir: Path, **options: Any):
    folder = FUNCTIONS / package
    problem = load_package(folder)
    if problem.time_limit is None:
        problem = problem.with_time_limit(2.0, "the test")
    source = folder / "submissions" / submission
    return judge_solution(problem, str(source), None, RunOptions(**options), cache_dir)


@pytest.mark.slow
@pytest.mark.parametrize(("package", "submission", "verdict"), _single_files())
def test_judge_run_of_a_submission_builds_it_with_the_grader(
    package,
    submission,
    verdict,
    cache_dir,
    isolation_works,  # noqa: F811
):
    plain = _judged(package, submission, cache_dir)
    isolated = _judged(package, submission, cache_dir, isolate=True)
    for report in (plain, isolated):
        assert report.compile_error is None, report.compile_error
        assert report.verdict is RUN_VERDICT[verdict], report


@pytest.mark.slow
@pytest.mark.parametrize("isolate", [False, True], ids=["plain", "isolated"])
def test_a_python_grader_runs_warm_importing_the_submission(
    isolate,
    cache_dir,
    isolation_works,  # noqa: F811
):
    for submission, verdict in (
        ("accepted/add.py", Verdict.AC),
        ("wrong_answer/wrap.py", Verdict.WA),
    ):
        report = _judged(
            "addpython", submission, cache_dir, warm=True, isolate=isolate, language="python3"
        )
        assert report.verdict is verdict, report
        assert report.warnings == [], report.warnings  # warm, not fallen back to fresh


def test_the_reference_is_built_with_the_grader(cache_dir):
    problem = load_package(FUNCTIONS / "addcpp")
    report = judge_solution(problem, None, None, RunOptions(), cache_dir)
    assert report.verdict is Verdict.AC, report


def test_a_link_inside_the_package_is_read_as_the_file_it_leads_to():
    link = FUNCTIONS / "addcpp" / "include" / "c" / "add.h"
    assert link.is_symlink()  # the fixture keeps it a link (C and C++ share one header)
    included = load_package(FUNCTIONS / "addcpp").included
    assert included is not None
    assert (
        included.for_language("c")["add.h"] == (link.parent.parent / "cpp" / "add.h").read_bytes()
    )


def test_a_submission_named_like_the_grader_is_replaced_by_it(tmp_path):
    mine = tmp_path / "grader.cpp"
    shutil.copy(FUNCTIONS / "addcpp" / "submissions" / "mixed" / "grader.cpp", mine)
    result = run_cli("run", FUNCTIONS / "addcpp", mine)
    assert result.exit_code == 1, result.output
    assert "CE" in result.output
    assert (
        f"{mine}: replaced by the package's include/cpp/grader.cpp, as the Kattis format says"
        in result.output
    )
    assert "undefined reference to `add(long long, long long)'" in result.output


def test_the_laid_out_files_are_copies_nobody_can_write(cache_dir):
    problem = load_package(FUNCTIONS / "addcpp")
    source = FUNCTIONS / "addcpp" / "submissions" / "accepted" / "add.cpp"
    laid = problem.lay_out(source, language("cpp"), cache_dir)
    assert laid is not None and laid.entry == laid.folder / "add.cpp"
    names = sorted(p.name for p in laid.folder.iterdir())
    assert names == ["add.cpp", "add.h", "grader.cpp"]
    for path in laid.folder.iterdir():
        assert not path.is_symlink() and path.stat().st_mode & 0o777 == 0o444, path
    assert problem.lay_out(source, language("rust"), cache_dir) is None  # none included


def test_a_package_without_include_lays_out_nothing(cache_dir):
    problem = load_package(FIXTURES / "kattis" / "problemtools" / "hello")
    assert problem.included is None
    source = (
        FIXTURES / "kattis" / "problemtools" / "hello" / "submissions" / "accepted" / "hello.cc"
    )
    assert problem.lay_out(source, language("cpp"), cache_dir) is None


def _copy(tmp_path: Path, name: str = "addcpp") -> Path:
    target = tmp_path / name
    shutil.copytree(FUNCTIONS / name, target, symlinks=True)
    return target


def _refused(package: Path) -> str:
    with pytest.raises(JudgeError) as refused:
        load_package(package)
    return str(refused.value)


def test_a_link_leading_out_of_the_package_is_refused(tmp_path):
    package = _copy(tmp_path)
    os.symlink("/etc/passwd", package / "include" / "cpp" / "secret.h")
    message = _refused(package)
    assert "include/cpp/secret.h: a link leading out of the package" in message


def test_a_huge_included_file_is_refused(tmp_path):
    package = _copy(tmp_path)
    with (package / "include" / "cpp" / "big.h").open("wb") as file:
        file.truncate(INCLUDE_BYTES + 1)
    message = _refused(package)
    assert "include/cpp/big.h" in message and "more than 16 MiB" in message


def test_too_many_included_files_are_refused(tmp_path):
    package = _copy(tmp_path)
    for number in range(INCLUDE_FILES):
        (package / "include" / "cpp" / f"h{number}.h").write_text("")
    assert f"more than {INCLUDE_FILES} included files" in _refused(package)


def test_an_included_file_with_a_name_no_compiler_takes_plainly_is_refused(tmp_path):
    package = _copy(tmp_path)
    (package / "include" / "cpp" / "two words.h").write_text("")
    assert "include/cpp/two words.h: an included file's name must be plain" in _refused(package)


def test_a_legacy_package_has_no_default_folder(tmp_path):
    package = _copy(tmp_path)
    (package / "include" / "default").mkdir()
    (package / "include" / "default" / "notes.txt").write_text("for every language\n")
    assert "the legacy format has no include/default/" in _refused(package)


def test_a_language_file_named_as_a_default_one_is_refused(tmp_path):
    package = _copy(tmp_path, "addjava")
    (package / "include" / "java" / "README.txt").write_text("again\n")
    message = _refused(package)
    assert "include/java: README.txt also in include/default/" in message


def test_a_2023_package_adds_the_default_files_to_each_language(cache_dir):
    problem = load_package(FUNCTIONS / "addjava")
    source = FUNCTIONS / "addjava" / "submissions" / "accepted" / "Add.java"
    laid = problem.lay_out(source, language("java"), cache_dir)
    assert laid is not None
    assert sorted(p.name for p in laid.folder.iterdir()) == [
        "Add.java",
        "Helper.java",
        "Main.java",
        "README.txt",
    ]
    assert laid.entry == laid.folder / "Main.java"  # the driver the language table names
