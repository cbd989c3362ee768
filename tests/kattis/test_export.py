"""`judge export`: our problems as Kattis packages, read back by judge itself, checked by
problemtools' verifyproblem; and `judge verify PKG` on real packages written by others."""

from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import yaml

import judge.kattis.submissions as kattis_submissions
from conftest import FIXTURES, FULL_PROOFS, REPO
from judge.kattis.export import package_names, statement_languages
from judge.kattis.package import load_package
from judge.problemset.problem import load_problem, problem_ids
from judge.run.languages.table import language
from support import run_cli

KATTIS = FIXTURES / "kattis"
OWN = problem_ids(REPO)


@pytest.fixture(scope="session")
def exported(tmp_path_factory) -> dict[str, Path]:
    """Every problem exported in each format: {format: folder holding the packages}. Once a
    worker (7 s): the slow tests run first, so a module-scoped export was made again when the
    module's quick tests came round."""
    out = {}
    for fmt in ("legacy", "2023-07", "2025-09"):
        folder = tmp_path_factory.mktemp(f"export-{fmt}")
        result = run_cli("export", "--all", str(folder), "--format", fmt, "--zip", root=REPO)
        assert result.exit_code == 0, result.output
        out[fmt] = folder
    return out


def test_export_writes_one_package_per_problem(exported):
    for _fmt, folder in exported.items():
        names = sorted(p.name for p in folder.iterdir() if p.is_dir())
        assert names == sorted(pid.replace("_", "") for pid in OWN)
        assert sorted(p.name for p in folder.glob("*.zip")) == [f"{n}.zip" for n in names]


def test_legacy_package_contents(exported):
    package = exported["legacy"] / "hdu2516"
    ours = load_problem(REPO, "hdu_2516")
    # 取石子游戏 (its title), or its title_en once it has a Chinese statement too (the names
    # per language: tests/kattis/test_export_languages.py)
    name = package_names(ours)["en"]
    data = yaml.safe_load((package / "problem.yaml").read_text())
    assert data["name"] == name and data["source"] == "HDU 2516"
    assert data["limits"] == {"time_multiplier": 2, "memory": 32}
    assert data["validator_flags"] == "case_sensitive" and "validation" not in data
    assert (package / ".timelimit").read_text() == "1\n"
    assert sorted(p.name for p in (package / "problem_statement").iterdir()) == [
        f"problem.{lang}.tex" for lang in statement_languages(ours)
    ]
    tex = (package / "problem_statement/problem.en.tex").read_text()
    assert tex.startswith("\\problemname{" + name + "}") and "Sample" not in tex
    assert sorted(p.name for p in (package / "submissions").iterdir()) == [
        "accepted",
        "time_limit_exceeded",
        "wrong_answer",
    ]
    assert (package / "submissions/accepted/solution.py").is_file()
    assert [p.name for p in sorted((package / "data/sample").iterdir())] == [
        "01-sample.ans",
        "01-sample.in",
    ]
    custom = exported["legacy"] / "hdu2177"
    assert yaml.safe_load((custom / "problem.yaml").read_text())["validation"] == "custom"
    assert (custom / "output_validators/validate.py").is_file()
    assert not (custom / "submissions/presentation_error").exists()


def test_2023_07_package_contents(exported):
    package = exported["2023-07"] / "hdu2516"
    data = yaml.safe_load((package / "problem.yaml").read_text())
    assert data["problem_format_version"] == "2023-07-draft"
    assert data["limits"] == {"time_limit": 1.0, "memory": 32}
    assert data["source"] == {
        "name": "HDU 2516",
        "url": "http://acm.hdu.edu.cn/showproblem.php?pid=2516",
    }
    assert yaml.safe_load((package / "data/secret/test_group.yaml").read_text()) == {
        "output_validator_args": ["case_sensitive"]
    }
    md = (package / "statement/problem.en.md").read_text()
    assert not md.startswith("#") and "## Input" in md and "## Sample" not in md
    assert (exported["2023-07"] / "hdu2177/output_validator/validate.py").is_file()


def test_2025_09_package_contents(exported):
    package = exported["2025-09"] / "hdu2516"
    data = yaml.safe_load((package / "problem.yaml").read_text())
    assert data["problem_format_version"] == "2025-09"
    assert data["limits"] == {"time_limit": 1.0, "memory": 32}
    assert re.fullmatch(r"[0-9a-f-]{36}", data["uuid"]) and data["name"]
    # The default validator's arguments in test_group.yaml only: 2025-09 has no testdata.yaml.
    assert yaml.safe_load((package / "data/secret/test_group.yaml").read_text()) == {
        "output_validator_args": ["case_sensitive"]
    }
    assert not (package / "data/testdata.yaml").exists()
    tex = (package / "statement/problem.en.tex").read_text()  # LaTeX, as BAPCtools reads
    assert tex.startswith("\\problemname{" + package_names(load_problem(REPO, "hdu_2516"))["en"])
    assert (exported["2025-09"] / "hdu2177/output_validator/validate.py").is_file()
    interactive = yaml.safe_load((exported["2025-09"] / "playhdu1846/problem.yaml").read_text())
    assert interactive["type"] == "interactive"
    assert (exported["2025-09"] / "playhdu1846/output_validator").is_dir()
    loaded = load_package(package)
    assert (str(loaded.format), loaded.warnings, loaded.refusal) == ("2025-09", (), None)


def test_every_language_s_solutions_are_submissions(exported):
    """Each problem's solutions in every language (Python, C++, Java) are in its package, in
    the folder of their verdict."""
    for pid in OWN:
        accepted = REPO / "solutions" / pid / "accepted"
        ours = {p.name for p in accepted.iterdir()} if accepted.is_dir() else set()
        for fmt, folder in exported.items():
            exported_names = {
                p.name for p in (folder / pid.replace("_", "") / "submissions/accepted").iterdir()
            }
            assert ours <= exported_names, (fmt, pid)
            assert {"solution.py", "solution.cpp"} <= exported_names, (fmt, pid)
            if not load_problem(REPO, pid).interactor:  # the games to win have no Java
                assert "Main.java" in exported_names, (fmt, pid)
    package = exported["2023-07"] / "cf1527b2" / "submissions"
    assert {"Main.java", "dp_on_counts.cpp", "solution.py", "solution.cpp"} <= {
        p.name for p in (package / "accepted").iterdir()
    }


def test_zip_is_what_domjudge_imports(exported):
    with zipfile.ZipFile(exported["legacy"] / "hdu2177.zip") as archive:
        names = archive.namelist()
    assert "problem.yaml" in names and ".timelimit" in names and "problem.txt" in names
    assert "output_validators/validate.py" in names and "data/sample/01-sample.in" in names
    assert not any(name.startswith("hdu2177/") for name in names)


def test_read_back_by_judge_the_same_cases_and_limits(exported):
    from judge.problemset.problem import load_cases, load_problem

    ours = load_problem(REPO, "hdu_1536")
    for fmt in exported:
        package = load_package(exported[fmt] / "hdu1536")
        assert package.time_limit == 1.0 and package.memory_limit == 32
        assert [(c.input, c.output) for c in package.cases()] == [
            (c.input, c.output) for c in load_cases(ours)
        ]


def test_subtasks_are_exported_as_a_scoring_package_that_scores_the_same(exported, cache_dir: Path):
    """Our OI edition in each format: a group of secret per subtask, and judge reading the
    package back gives each solution the points it earns on our own problem (legacy: as
    problemtools' oddecho, accepted with the points; the others: the first failure's
    verdict)."""
    from judge.judging.solution import RunOptions, judge_solution

    wrong = REPO / "solutions" / "oi_hdu_1846" / "wrong_answer" / "float_quotient.py"
    legacy = yaml.safe_load((exported["legacy"] / "oihdu1846/problem.yaml").read_text())
    assert legacy["type"] == "scoring"
    verdicts = {"legacy": "AC", "2023-07": "WA", "2025-09": "WA"}
    for fmt, folder in exported.items():
        package = load_package(folder / "oihdu1846")
        assert package.scoring, fmt
        groups = sorted(p.name for p in (folder / "oihdu1846/data/secret").iterdir() if p.is_dir())
        assert groups == ["1-small", "2-medium", "3-full"], fmt
        report = judge_solution(package, str(wrong), None, RunOptions(), cache_dir)
        assert (report.verdict.value, report.score, report.max_score) == (verdicts[fmt], 50, 100)
        assert [(g.name, g.verdict.value, g.score, g.max_score) for g in report.groups] == [
            ("1-small", "AC", 20, 20),
            ("2-medium", "AC", 30, 30),
            ("3-full", "WA", 0, 50),
        ], fmt
    full = yaml.safe_load(
        (exported["2023-07"] / "oihdu1846/data/secret/3-full/test_group.yaml").read_text()
    )
    assert full == {"max_score": 50, "require_pass": ["secret/2-medium"]}


def test_subtasks_a_package_cannot_hold_are_refused_naming_what(tmp_path: Path):
    root = tmp_path / "set"
    for folder in ("problems", "solutions", "testdata"):
        shutil.copytree(REPO / folder / "oi_hdu_1846", root / folder / "oi_hdu_1846")
    path = root / "problems/oi_hdu_1846/problem.yaml"
    text = path.read_text()
    path.write_text(text.replace("points: 20", "points: 20.5"))
    refused = run_cli(
        "export", "oi_hdu_1846", str(tmp_path / "out"), "--format", "2023-07", root=root
    )
    assert refused.exit_code == 2
    assert "subtask 'small': points that are not whole numbers are not exported" in refused.output
    assert run_cli("export", "oi_hdu_1846", str(tmp_path / "out"), root=root).exit_code == 0
    path.write_text(text.replace('cases: ["full-*"]', 'cases: ["full-1", "full-2"]'))
    refused = run_cli("export", "oi_hdu_1846", str(tmp_path / "out"), root=root)
    assert refused.exit_code == 2, refused.output
    assert "case 'full-3' is in no subtask" in refused.output and "not exported" in refused.output


def _run_validator(path: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(path), *args], input=stdin, text=True, capture_output=True
    )


def test_exported_input_validator_exits_42_or_43(exported):
    validator = exported["legacy"] / "hdu2516/input_validators/validate.py"
    assert _run_validator(validator, stdin="2\n0\n").returncode == 42
    rejected = _run_validator(validator, stdin="1\n0\n")
    assert rejected.returncode == 43 and "invalid input" in rejected.stderr


def test_exported_output_validator_kattis_interface(exported, tmp_path: Path):
    validator = exported["legacy"] / "hdu2177/output_validators/validate.py"
    (tmp_path / "in").write_text("1 2\n0 0\n")
    (tmp_path / "ans").write_text("0\n")
    feedback = tmp_path / "feedback"
    feedback.mkdir()
    args = (str(tmp_path / "in"), str(tmp_path / "ans"), f"{feedback}/")
    assert _run_validator(validator, *args, stdin="0\n").returncode == 42
    wrong = _run_validator(validator, *args, stdin="1\n")
    assert wrong.returncode == 43
    assert (feedback / "judgemessage.txt").read_text().strip()
    (tmp_path / "in").write_text("4 7\n1 2\n0 0\n")
    layout = _run_validator(validator, *args, stdin="0\n\n0\n")  # PE on HDU: accepted here
    assert layout.returncode == 42
    assert "Presentation Error" in (feedback / "judgemessage.txt").read_text()


def test_export_usage_errors():
    assert (
        run_cli("export", "hdu_2516", root=REPO).exit_code == 2
    )  # no DIR... or an unknown problem
    assert run_cli("export", "nosuch", "/tmp/x", root=REPO).exit_code == 2
    assert run_cli("export", "--all", "hdu_2516", "/tmp/x", root=REPO).exit_code == 2


def _verify(*packages: Path, jobs: int = 1, python: str | None = None):
    return run_cli("verify", *packages, "-j", jobs, *(["--python", python] if python else []))


def _submission_lines(output: str) -> dict[str, str]:
    lines = {}
    for line in output.splitlines():
        match = re.match(r"^    (\S+/\S+)\s+(.*)$", line)
        if match:
            lines[match.group(1)] = match.group(2)
    return lines


# The legacy packages hold the same data and submissions as the 2023-07 ones, whose judging
# and parts are proven package by package below; the legacy format's own files are proven on
# one package of each kind it writes differently: judged, the default output validator
# (hdu_1846; read back as the 2023-07 package, every kind, below); through verifyproblem, a
# problem's own (hdu_2177), the
# default validator's kind being checked on hdu_2516 with its Chinese statement
# (tests/kattis/test_export_languages.py) and an interactive one on guessnum in both formats, every
# part (tests/judging/test_interactive.py); the play problems' interactor, the same file in both
# formats, is judged by verifyproblem in the 2023-07 play_hdu_1846. Every one with
# JUDGE_FULL_PROOFS=1. (Several games an input is judge's own tests_split, which neither format
# carries: the 2023-07 sample has it.)
LEGACY_CHECKED = OWN if FULL_PROOFS else ["hdu_2177"]


def _package_name(pid: str) -> str:
    """The folder `judge export` writes a problem's package into (its id's letters and
    digits)."""
    return "".join(ch for ch in pid.lower() if ch.isalnum())


def _judge_verify(packages: list[Path]) -> None:
    """Every exported submission of `packages` gets the verdict its folder says, by judge's
    own reading."""
    # Our Python solutions are written for CPython, as the problems' own judges run Python
    # (PyPy, the packages' default, needs more than HDU's 32 MiB): judged so, as problemtools
    # is configured to below.
    result = _verify(*packages, jobs=1, python="python3")
    assert result.exit_code == 0, result.output
    lines = _submission_lines(result.output)
    assert lines and all(
        status.endswith("ok") or "ok with extra time" in status for status in lines.values()
    ), result.output
    assert result.output.count("; PASS") == len(packages)


# judge's own reading of our 2023-07 packages, one test a package so that the proofs spread
# over every core of the test run: in CI on one problem of each kind (exact answer, its own
# output validator, several games an input, interactive), as problemtools' verifyproblem
# judges every package's submissions below; on every one with JUDGE_FULL_PROOFS=1.
JUDGED_2023_07 = OWN if FULL_PROOFS else ["hdu_1846", "hdu_2177", "hdu_1536", "play_hdu_1846"]


@pytest.mark.slow
@pytest.mark.parametrize("pid", JUDGED_2023_07)
def test_judge_verify_on_our_2023_07_export(exported, pid):
    _judge_verify([exported["2023-07"] / _package_name(pid)])


def _as_judged(folder: Path) -> tuple:
    """What `judge verify` of a package depends on, as judge reads it: its limits, kind and
    grading, its cases (input, answer, the output validator's arguments), its output
    validator's files, and its submissions (files, and what each must get)."""
    package = load_package(folder)
    validator = package.custom_validator
    if validator is None:
        validator_files = []
    elif validator.is_dir():  # a program as a folder (2023-07) or a file (legacy)
        files = (p for p in validator.rglob("*") if p.is_file())
        validator_files = sorted(
            (p.relative_to(validator).as_posix(), p.read_bytes()) for p in files
        )
    else:
        validator_files = [(validator.name, validator.read_bytes())]
    # The validator's arguments on a case, each once: the package's flags (legacy) and its
    # groups' (a flag given twice, by a group and the group it is in, is the same flag).
    flags = package.validator_flags
    return (
        package.limits,
        (package.interactive, package.multi_pass, package.scoring, package.validation_passes),
        [
            (c.name, c.input, c.output, c.sample, tuple(dict.fromkeys(flags + c.checker_args)))
            for c in package.cases()
        ],
        validator_files,
        [
            (s.name, s.path.read_bytes(), kattis_submissions.expectation(package, s))
            for s in package.submissions()
        ],
    )


# The 2025-09 and legacy packages judge reads back as the same problem as the 2023-07 one (the
# same cases, answers, limits, output validator and its arguments, submissions and what each
# must get): judging those is judging the 2023-07 package again. judge verify judges each on the
# kinds that edition writes differently: 2025-09 the default validator's arguments
# (hdu_1846, in test_group.yaml) and the interactive type (play_hdu_1846); legacy the default
# validator's flags (hdu_1846, in problem.yaml). Every kind in every edition with
# JUDGE_FULL_PROOFS=1.
JUDGED_2025_09 = JUDGED_2023_07 if FULL_PROOFS else ["hdu_1846", "play_hdu_1846"]
LEGACY_JUDGED = OWN if FULL_PROOFS else ["hdu_1846"]


@pytest.mark.parametrize("fmt", ["2025-09", "legacy"])
@pytest.mark.parametrize("pid", JUDGED_2023_07)
def test_every_edition_reads_back_as_the_2023_07_package(exported, fmt, pid):
    name = _package_name(pid)
    assert _as_judged(exported[fmt] / name) == _as_judged(exported["2023-07"] / name)


@pytest.mark.slow
@pytest.mark.parametrize("pid", JUDGED_2025_09)
def test_judge_verify_on_our_2025_09_export(exported, pid):
    _judge_verify([exported["2025-09"] / _package_name(pid)])


@pytest.mark.slow
@pytest.mark.parametrize("pid", LEGACY_JUDGED)
def test_judge_verify_on_our_legacy_exports(exported, pid):
    _judge_verify([exported["legacy"] / _package_name(pid)])


# The real packages written by others, and what their folders say of each submission judge runs
# (Rust's only where rustc is installed: CI does not install it).
RUST = language("rust").available()
RUBY = language("ruby").available()
REAL = {
    "problemtools/hello": {
        "accepted/hello.cc": "AC",
        "accepted/hello.py": "AC",
        "accepted/hello_alarm.c": "AC",
        "run_time_error/memory_limit.cc": "RTE",
        "wrong_answer/hello.cc": "WA",
        "accepted/hello.java": "AC",
        "accepted/hello.kt": "AC",
        **({"accepted/hello.rs": "AC"} if RUST else {}),
    },
    "problemtools/different": {
        "accepted/different.c": "AC",
        "accepted/different.cc": "AC",
        "accepted/Different.java": "AC",
        **({"accepted/different.rs": "AC"} if RUST else {}),
        **({"accepted/different.rb": "AC"} if RUBY else {}),
        "accepted/different_py3.py": "AC",
        "accepted/different_stdio.cc": "AC",
        "time_limit_exceeded/different_linear_search.cc": "TLE",
        "wrong_answer/different_int.cc": "WA",
        "wrong_answer/different_no_abs.cc": "WA",
    },
    "problemtools/oddecho": {
        "accepted/echo.cpp": "AC score 100",
        "accepted/js.py": "AC score 100",
        "partially_accepted/sol.py": "AC score 50",
    },
    "gcpc/indexcase": {
        "accepted/gregors.cpp": "AC",
        "accepted/michael.cpp": "AC",
        "accepted/Paul.java": "AC",
        "accepted/michael_bitset.cpp": "AC",
        "accepted/paul.cpp": "AC",
        "wrong_answer/wa.cpp": "WA",
    },
    "gcpc/basicbrewing": {
        **{
            f"accepted/{n}.cpp": "AC"
            for n in ("gregors", "nathan", "paul", "rudi", "sol", "sol2", "sol3", "sol_integer")
        },
        "accepted/sol.java": "AC",
        "time_limit_exceeded/nathan_add_drops.cpp": "TLE",
        "time_limit_exceeded/nathan_remove_drops.cpp": "TLE",
        "wrong_answer/sol_integer.cpp": "WA",
    },
    "gcpc/infinityissues": {
        f"accepted/{n}": "AC"
        for n in (
            "feli.cpp",
            "golf.py",
            "rudi.cpp",
            "sol.cpp",
            "sol.py",
            "sol2.cpp",
            "wendy.cpp",
            "jannik.java",
        )
    },
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(REAL))
def test_judge_verify_on_real_packages(name):
    result = _verify(KATTIS / name)
    assert result.exit_code == 0, result.output
    lines = _submission_lines(result.output)
    for submission, verdict in REAL[name].items():
        assert lines[submission].startswith(verdict), (submission, lines[submission])
        assert lines[submission].endswith("ok"), (submission, lines[submission])
    skipped = {s for s, status in lines.items() if "skipped:" in status}
    assert skipped == set(lines) - set(REAL[name])  # JavaScript, Python 2, ... only


@pytest.mark.slow
def test_verify_fails_a_submission_in_the_wrong_folder(tmp_path: Path):
    package = tmp_path / "hello"
    shutil.copytree(KATTIS / "problemtools/hello", package)
    shutil.copy(
        package / "submissions/wrong_answer/hello.cc", package / "submissions/accepted/bad.cc"
    )
    (package / "submissions/mixed").mkdir()
    (package / "submissions/mixed/either.py").write_text(
        "# @EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER\nprint('Hello World!')\n"
    )
    result = _verify(package)
    assert result.exit_code == 1
    lines = _submission_lines(result.output)
    assert (
        lines["accepted/bad.cc"].startswith("WA on secret/hello")
        and "FAIL: expected AC" in lines["accepted/bad.cc"]
    )
    assert lines["mixed/either.py"].endswith("ok")


TIGHTER = "is tighter than the auto-computed limit"


def _problemtools_ready() -> str | None:
    """Why verifyproblem cannot run here, or None."""
    if shutil.which("verifyproblem") is None:
        return "problemtools is not installed (pip install '.[test]')"
    for tool in ("lualatex", "pandoc"):
        if shutil.which(tool) is None:
            return f"{tool} is missing (.ci/run installs the Debian packages the statement check needs)"
    return None


@pytest.fixture(scope="session")
def problemtools_env(tmp_path_factory) -> dict[str, str]:
    """verifyproblem's environment, through problemtools' documented languages.yaml
    configuration: Python runs under the interpreter running the tests (CPython), as the
    problems' own judges run it (problemtools' default is PyPy), and Java compiles for the
    installed JDK's own release (problemtools asks javac for release 21; Debian 12's JDK is 17,
    and our Java solutions are written for Java 5). Made once a test process, after LaTeX's
    font cache is built (see _fonts_cached)."""
    why = _problemtools_ready()
    if why:
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    home = tmp_path_factory.mktemp("problemtools")
    config = home / "problemtools"
    config.mkdir(parents=True)
    (config / "languages.yaml").write_text(
        "python3:\n    name: 'Python 3 (CPython)'\n"
        f"    compile: '{sys.executable} -m py_compile {{files}}'\n"
        f"    run: '{sys.executable} \"{{mainfile}}\"'\n"
        "java:\n    compile: 'javac -encoding UTF-8 -sourcepath {path} -d {path} {files}'\n"
    )
    env = {**os.environ, "XDG_CONFIG_HOME": str(home)}
    _fonts_cached(tmp_path_factory, env)
    return env


def _fonts_cached(tmp_path_factory, env: dict[str, str]) -> None:
    """LaTeX builds its font cache on its first run (minutes, with the CJK fonts): the test
    processes take turns for that first build, so it is made once, not by two at a time."""
    lock_path = tmp_path_factory.getbasetemp().parent / "latex-font-cache.lock"
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        folder = tmp_path_factory.mktemp("fonts") / "hello"
        shutil.copytree(KATTIS / "problemtools/hello", folder)
        subprocess.run(
            ["verifyproblem", folder.name, "-p", "statement"],
            cwd=folder.parent,
            env=env,
            capture_output=True,
        )


def _verifyproblem(package: Path, env: dict[str, str], parts: list[str]) -> None:
    """verifyproblem on one package, these parts (all: none named), reports no error."""
    command = ["verifyproblem", package.name, *parts]
    proc = subprocess.run(command, cwd=package.parent, env=env, capture_output=True, text=True)
    note = ""
    if TIGHTER in proc.stdout + proc.stderr:
        # The one error a slow or busy machine causes: one measurement of the slowest
        # accepted run, x2, above the 2023-07 fixed limit. The margin is judge verify's
        # timing check, which measures slow cases again, alone; here the limit is given on
        # the command line, which makes it a warning, and every other check must pass.
        limit = yaml.safe_load((package / "problem.yaml").read_text())["limits"]["time_limit"]
        note = f" (slow machine: measured again with -t {limit})"
        proc = subprocess.run(
            [*command, "-t", str(limit)],
            cwd=package.parent,
            env=env,
            capture_output=True,
            text=True,
        )
    summary = re.search(r"tested: (\d+) errors?, (\d+) warnings?", proc.stdout + proc.stderr)
    print(f"{package.name}: {summary.group(0) if summary else 'no summary'}{note}")
    assert proc.returncode == 0 and summary is not None and summary.group(1) == "0", (
        f"{package.name}:\n{proc.stdout[-3000:]}\n{proc.stderr[-2000:]}"
    )


# Every part but the submissions: what problemtools checks of the package itself.
PACKAGE_PARTS = ["-p", "config", "statement", "validators", "graders", "data"]


# LaTeX builds a statement in seconds (two lualatex runs a language): the statements of the
# packages whose every part is checked (JUDGED_2023_07) are built in their packages, and every
# statement of the set once more in one package (test_verifyproblem_builds_every_statement_in_one).
# The others are checked without their statement.
PARTS_BUT_STATEMENT = [part for part in PACKAGE_PARTS if part != "statement"]


KEPT_SECRET = 3  # secret cases of a package checked without its submissions: see below


def _with_fewer_cases(package: Path, folder: Path) -> Path:
    """A copy of `package` in `folder` with its samples and KEPT_SECRET of the secret cases of
    each of its secret groups (secret itself, or each subtask's group of a scoring package):
    the first two and the largest input."""
    copy = shutil.copytree(package, folder / package.name)
    secret = copy / "data" / "secret"
    for group in (secret, *(path for path in secret.rglob("*") if path.is_dir())):
        inputs = sorted(group.glob("*.in"))
        if not inputs:
            continue
        kept = {*inputs[:2], max(inputs, key=lambda path: path.stat().st_size)}
        for path in inputs:
            if path not in kept:
                for made in group.glob(f"{path.stem}.*"):
                    made.unlink()
    return copy


# One test a package (2023-07), so that the proofs spread over every core of the test run.
# Every package's own parts are checked (its statements in both languages where it is in
# JUDGED_2023_07); problemtools judges the submissions of one package of each kind
# (JUDGED_2023_07: the same four judge verify reads back), as the others' submissions are the
# problems' own references and planted wrong solutions, which tests/problemset/test_verify.py judges on
# the same data and limits. Those others are checked on their samples and KEPT_SECRET secret
# cases (the first two, the largest): what problemtools checks of a package's data and
# validators it checks case by case, the same on each (each input valid, each answer well
# formed, junk inputs and outputs rejected), a Python program started for each case, and
# tests/problemset/test_verify.py shows every case's input valid and its answer the reference's.
# Every part of every package on every case with JUDGE_FULL_PROOFS=1.
@pytest.mark.slow
@pytest.mark.parametrize("pid", OWN)
def test_verifyproblem_passes_the_2023_07_export(exported, problemtools_env, tmp_path, pid):
    package = exported["2023-07"] / _package_name(pid)
    if pid in JUDGED_2023_07:
        _verifyproblem(package, problemtools_env, [])
    else:
        _verifyproblem(_with_fewer_cases(package, tmp_path), problemtools_env, PARTS_BUT_STATEMENT)


@pytest.mark.slow
def test_verifyproblem_builds_every_statement_in_one(exported, problemtools_env, tmp_path):
    """Every statement of the set, in each language, built by problemtools in one package (its
    PDF through LaTeX, its HTML): every statement is the same Markdown (sections, lists, code,
    the samples added by problemtools) and what LaTeX may fail on is a character or a
    construct, all of which this one holds."""
    packages = [exported["2023-07"] / _package_name(pid) for pid in OWN]
    host = shutil.copytree(packages[0], tmp_path / "everystatement")
    for statement in sorted((host / "statement").glob("problem.*.md")):
        texts = [
            (package / "statement" / statement.name).read_text()
            for package in packages
            if (package / "statement" / statement.name).is_file()
        ]
        assert len(texts) == len(packages), statement.name  # every problem in every language
        statement.write_text("\n\n".join(texts))
    _verifyproblem(host, problemtools_env, ["-p", "statement"])


@pytest.mark.slow
@pytest.mark.parametrize("pid", LEGACY_CHECKED)
def test_verifyproblem_passes_the_legacy_exports(exported, problemtools_env, pid):
    """A legacy package's own parts (its submissions are the 2023-07 package's, judged there)."""
    _verifyproblem(exported["legacy"] / _package_name(pid), problemtools_env, PACKAGE_PARTS)


# BAPCtools (github.com/RagnarGrootKoerkamp/BAPCtools: `bt`, which reads only the 2025-09
# edition) on one package of each kind: the default output validator with arguments, a
# problem's own, interactive. `bt` from JUDGE_BAPCTOOLS (its path) or PATH.
BAPCTOOLS_JUDGED = OWN if FULL_PROOFS else ["hdu_2516", "hdu_2177", "play_hdu_1846"]
# Our Python solutions are written for CPython (PyPy, BAPCtools' Python, does not start in
# HDU's 32 MiB): a contest's languages.yaml overrides BAPCtools' own, as problemtools is
# configured above.
BT_LANGUAGES = (
    'python3:\n  compile: "python3 -m py_compile {files}"\n  run: "python3 \\"{mainfile}\\""\n'
)
KATTIS_VERDICT = {
    "accepted": "AC",
    "wrong_answer": "WA",
    "time_limit_exceeded": "TLE",
    "run_time_error": "RTE",
}


def _bapctools() -> str | None:
    return os.environ.get("JUDGE_BAPCTOOLS") or shutil.which("bt")


def _bt(contest: Path, *args: str) -> subprocess.CompletedProcess:
    bt = _bapctools()
    assert bt is not None
    # Its own configuration folder: BAPCtools remembers each uuid's package there, and warns
    # when another package of the machine has the same (an earlier export of the same problem).
    env = dict(
        os.environ,
        PATH=os.pathsep.join(["/usr/local/bin", "/usr/bin", "/bin"]),
        XDG_CONFIG_HOME=str(contest.parent / "config"),
    )
    return subprocess.run(
        [bt, *args, "--no-bar"], cwd=contest, env=env, capture_output=True, text=True, timeout=1800
    )


@pytest.mark.slow
@pytest.mark.parametrize("pid", BAPCTOOLS_JUDGED)
def test_bapctools_accepts_the_2025_09_export(exported, tmp_path, pid):
    if _bapctools() is None:
        pytest.skip("BAPCtools' bt is not installed (pip install it, or set JUDGE_BAPCTOOLS)")
    name = _package_name(pid)
    contest = tmp_path / "contest"
    shutil.copytree(exported["2025-09"] / name, contest / name)
    (contest / "languages.yaml").write_text(BT_LANGUAGES)
    validated = _bt(contest, "validate", "--problem", name)
    output = validated.stdout + validated.stderr
    assert "ERROR" not in output and "FATAL" not in output, output
    if not load_problem(REPO, pid).interactor:
        # An interactive package's answers hold what its interactor checks, where BAPCtools
        # warns that it expects them empty; its keywords warn too. Nothing else may.
        assert validated.returncode == 0, output
    ran = _bt(contest, "run", "--problem", name)
    verdicts = dict(
        re.findall(r"^(\w+/\S+):\s+(AC|WA|TLE|RTE)\s", ran.stdout + ran.stderr, re.MULTILINE)
    )
    submissions = {
        f"{p.parent.name}/{p.name}"
        for p in (contest / name / "submissions").glob("*/*")
        if p.parent.name in KATTIS_VERDICT
    }
    assert set(verdicts) == submissions, ran.stdout + ran.stderr
    for submission, verdict in verdicts.items():
        assert verdict == KATTIS_VERDICT[submission.split("/")[0]], (submission, ran.stdout)


def test_a_problem_reading_files_is_not_exported(root_copy: Path, tmp_path: Path):
    # A Kattis package has no file I/O: exported, it would judge another problem.
    yaml = root_copy / "problems" / "aplusb" / "problem.yaml"
    yaml.write_text(yaml.read_text() + "input_file: sum.in\n")
    refused = run_cli("export", "aplusb", str(tmp_path / "out"), root=root_copy)
    assert refused.exit_code == 2, refused.output
    assert f"{yaml}: input_file: a Kattis package's solutions read standard input" in refused.output
    assert "Traceback" not in refused.output
    assert not (tmp_path / "out" / "aplusb").exists()
