"""Interactive problems: a solution in conversation with the problem's interactor
(tests/fixtures/interactive/problems/guessnum, our own format: a problem set of its own), plain and isolated, and the verdict rules
of judge.judging.interactive against solutions and interactors that misbehave."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from conftest import FIXTURES, REPO
from judge.judging.interactive import Interactor
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.problemset.problem import load_problem
from judge.run.execution.transcript import Side, Transcript
from support import run_cli

ROOT = FIXTURES / "interactive"
GUESS = ROOT / "problems" / "guessnum"

SOLUTIONS = {
    "binary_search.py": GUESS.joinpath("solution.py").read_text(),
    # Guesses without reading the answers: the seventh wrong guess ends it.
    "never_reads.py": "for guess in range(1, 101):\n    print(guess, flush=True)\n",
    # Floods its output: the interactor rejects it and it is stopped.
    "floods.py": "import sys\nwhile True:\n    sys.stdout.write('7\\n' * 100000)\n",
    # One guess, then a clean exit: the interactor reads the end of its output.
    "exits_early.py": "print(50, flush=True)\n",
    # One guess, then a crash before the interactor could say anything: RE, its failure first.
    "crashes_early.py": "import sys\nprint(50, flush=True)\nsys.exit(3)\n",
    # Never writes: waits for an answer that never comes until the wall clock.
    "sleeps.py": "import time\ntime.sleep(60)\n",
    # Finds the number, then crashes: the interactor accepted, the crash is its own.
    "crashes_after.py": GUESS.joinpath("solution.py").read_text() + "raise SystemExit(1)\n",
    # Finds the number, then writes on after the interactor has ended: as problemtools,
    # what it writes then is nobody's business (the judge holds the pipe), and it exits: AC.
    "writes_after.py": GUESS.joinpath("solution.py").read_text()
    + "for line in range(1000):\n    print('extra', line, flush=True)\n",
    # Told it is wrong (out of range), then crashes reading: the interactor's WA came first.
    "wrong_then_crash.py": "print(0, flush=True)\ninput()\n",
}
EXPECTED = {
    "binary_search.py": Verdict.AC,
    "never_reads.py": Verdict.WA,
    "floods.py": Verdict.WA,
    "exits_early.py": Verdict.WA,
    "crashes_early.py": Verdict.RE,
    "sleeps.py": Verdict.TLE,
    "crashes_after.py": Verdict.RE,
    "writes_after.py": Verdict.AC,
    "wrong_then_crash.py": Verdict.WA,
}


def judged(problem, solution: Path, cache_dir: Path, isolate: bool = False, **options):
    opts = RunOptions(isolate=isolate, **options)
    return judge_solution(problem, str(solution), None, opts, cache_dir)


def test_the_problem_format_names_its_interactor(cache_dir: Path):
    problem = load_problem(ROOT, "guessnum")
    assert problem.interactor == "interactor.py"
    assert isinstance(problem.output_checker(cache_dir), Interactor)
    shown = run_cli("show", "guessnum", root=ROOT)
    assert "interactive: interactor.py" in shown.output and "checker:" not in shown.output


@pytest.mark.parametrize(
    "yaml_tail, message",
    [
        ("interactor: nosuch.py\n", "interactor 'nosuch.py': no such file"),
        ("interactor: interactor.py\nchecker: tokens\n", "an interactive problem has no checker"),
    ],
)
def test_bad_interactor_fields_are_plain_errors(tmp_path: Path, yaml_tail: str, message: str):
    root = tmp_path / "root"
    shutil.copytree(GUESS, root / "problems" / "guessnum")
    yaml = root / "problems" / "guessnum" / "problem.yaml"
    yaml.write_text(yaml.read_text().replace("interactor: interactor.py\n", "") + yaml_tail)
    result = run_cli("run", "guessnum", root=root)
    assert result.exit_code == 2 and message in result.output and "problem.yaml" in result.output
    assert "Traceback" not in result.output


def test_run_and_json(tmp_path: Path):
    result = run_cli("run", "guessnum", "--json", root=ROOT)
    assert result.exit_code == 0, result.output
    assert '"verdict": "AC"' in result.output and '"passed": 8' in result.output
    wrong = tmp_path / "wrong.py"
    wrong.write_text(SOLUTIONS["never_reads.py"])
    result = run_cli("run", "guessnum", wrong, root=ROOT)
    assert result.exit_code == 1, result.output
    assert "no correct guess in 7 guesses (the number was 37)" in result.output


@pytest.mark.slow
@pytest.mark.parametrize("isolate", [False, True], ids=["plain", "isolated"])
@pytest.mark.parametrize(
    "name",
    [pytest.param(n, marks=pytest.mark.waits) if n == "sleeps.py" else n for n in SOLUTIONS],
)
def test_each_solution_gets_the_verdict_the_rules_give(
    tmp_path: Path, cache_dir: Path, name: str, isolate: bool, request
):
    if isolate:
        request.getfixturevalue("isolation_works")
    solution = tmp_path / name
    solution.write_text(SOLUTIONS[name])
    report = judged(
        load_problem(ROOT, "guessnum"), solution, cache_dir, isolate, case_patterns=("sample-1",)
    )
    result = report.cases[0]
    assert result.verdict is EXPECTED[name], (result.verdict, result.message, result.stderr)
    # The interactor's WA stops the submission at once, whatever it does next.
    if name in ("floods.py", "wrong_then_crash.py"):
        assert result.cpu_time < 1.0 and result.wall_time < 2.0
    if name == "sleeps.py":
        assert "wall time" in result.message


def broken_interactor(tmp_path: Path, code: str):
    """guessnum with its interactor replaced by `code`."""
    root = tmp_path / "root"
    shutil.copytree(GUESS, root / "problems" / "guessnum")
    (root / "problems" / "guessnum" / "interactor.py").write_text(code)
    return load_problem(root, "guessnum")


@pytest.mark.parametrize(
    "code, ending",
    [
        ("import sys\nsys.stdin.readline()\nraise ZeroDivisionError\n", "exited with code 1"),
        ("import os\nos.abort()\n", "was killed by SIGABRT"),
        ("import sys\nsys.exit(0)\n", "exited with code 0"),
    ],
)
def test_an_interactor_that_fails_is_a_judging_error(
    tmp_path: Path, cache_dir: Path, code: str, ending: str
):
    problem = broken_interactor(tmp_path, code)
    report = judged(problem, GUESS / "solution.py", cache_dir, case_patterns=("sample-1",))
    result = report.cases[0]
    assert result.verdict is Verdict.JE, result
    assert f"interactor problems/guessnum/interactor.py {ending}" in result.message
    assert "a judging error" in result.message


@pytest.mark.waits
@pytest.mark.slow
def test_an_interactor_that_hangs_is_a_judging_error_not_a_tle(tmp_path: Path, cache_dir: Path):
    """It ignores the end of the solution's output and sleeps: its wall clock runs out."""
    problem = broken_interactor(tmp_path, "import time\nprint(1, flush=True)\ntime.sleep(60)\n")
    solution = tmp_path / "answers.py"
    solution.write_text("input()\n")
    report = judged(problem, solution, cache_dir, case_patterns=("sample-1",))
    result = report.cases[0]
    assert result.verdict is Verdict.JE and "wall time" in result.message, result


FLUSH = "did you flush your output?"


@pytest.mark.waits
@pytest.mark.slow
def test_a_program_whose_answer_never_left_its_buffer_is_asked_about_the_flush(
    tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.delenv("PYTHONUNBUFFERED", raising=False)
    solution = tmp_path / "unflushed.py"
    # Its guess stays in Python's buffer (input() would flush it: readline does not).
    solution.write_text("import sys\nprint(50)\nsys.stdin.readline()\n")
    report = judged(
        load_problem(ROOT, "guessnum"), solution, cache_dir, case_patterns=("sample-1",)
    )
    result = report.cases[0]
    assert result.verdict is Verdict.TLE and FLUSH in result.message, result.message


@pytest.mark.waits
@pytest.mark.slow
def test_a_program_that_answered_and_waits_for_a_slow_interactor_is_not_asked(
    tmp_path: Path, cache_dir: Path
):
    """The program's guess reached the interactor, which then took its time: the program
    waited for it, as a flushing player does on a busy machine, and forgot nothing."""
    problem = broken_interactor(
        tmp_path, "import sys, time\nsys.stdin.readline()\ntime.sleep(60)\n"
    )
    report = judged(problem, GUESS / "solution.py", cache_dir, case_patterns=("sample-1",))
    result = report.cases[0]
    assert result.verdict is Verdict.TLE, result.message
    assert FLUSH not in result.message


def test_a_flushing_program_that_computes_too_long_is_not_asked(tmp_path: Path, cache_dir: Path):
    solution = tmp_path / "slow.py"
    solution.write_text("print(50, flush=True)\ninput()\nwhile True:\n    pass\n")
    report = judged(
        load_problem(ROOT, "guessnum"), solution, cache_dir, case_patterns=("sample-1",)
    )
    result = report.cases[0]
    assert result.verdict is Verdict.TLE and "CPU time" in result.message, result.message
    assert FLUSH not in result.message


# The plain jury workspace is a folder judge-jury-* of the host's temporary folder
# (judge/run/jury.py): where a plain run's answer files are, and an isolated run sees nothing.
READS_ANSWERS = f"""
import glob, sys
found = []
for path in glob.glob('{tempfile.gettempdir()}/judge-jury-*/*') + ['{GUESS}/tests.yaml']:
    try:
        found.append(open(path).read()[:20])
    except OSError:
        pass
print('read:', found, file=sys.stderr)
sys.exit(7 if found else 0)
"""


@pytest.mark.slow
@pytest.mark.usefixtures("isolation_works")
def test_an_isolated_solution_cannot_read_the_interactors_files(tmp_path: Path, cache_dir: Path):
    cheat = tmp_path / "cheat.py"
    cheat.write_text(READS_ANSWERS)
    problem = load_problem(ROOT, "guessnum")
    plain = judged(problem, cheat, cache_dir, case_patterns=("sample-1",)).cases[0]
    # Plain runs are no boundary: the program reads them (so the test can tell).
    assert plain.verdict is Verdict.RE and "37" in plain.stderr, plain
    isolated = judged(problem, cheat, cache_dir, True, case_patterns=("sample-1",)).cases[0]
    assert isolated.verdict is Verdict.WA and "read: []" in isolated.stderr, isolated


@pytest.mark.waits
@pytest.mark.parametrize(
    "fmt, declared",
    [("legacy", "validation: custom interactive"), ("2023-07", "type: interactive")],
)
def test_export_is_an_interactive_package_judge_reads_back(tmp_path: Path, fmt: str, declared: str):
    result = run_cli("export", "guessnum", tmp_path, "--format", fmt, root=ROOT)
    assert result.exit_code == 0, result.output
    package = tmp_path / "guessnum"
    assert declared in (package / "problem.yaml").read_text()
    folder = "output_validators/interactor" if fmt == "legacy" else "output_validator"
    assert (package / folder / "interactor.py").read_bytes() == (
        GUESS / "interactor.py"
    ).read_bytes()
    verified = run_cli("verify", package)
    assert verified.exit_code == 0, verified.output
    assert "3 submission(s) as expected, 0 not, 0 skipped" in verified.output


@pytest.mark.waits
@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["legacy", "2023-07"])
def test_verifyproblem_accepts_the_export(tmp_path: Path, fmt: str):
    """problemtools' verifyproblem: no error (it also feeds the interactor junk as output, as
    it does every output validator: the interactor must judge it, not crash)."""
    if shutil.which("verifyproblem") is None:
        if os.environ.get("CI"):
            pytest.fail("problemtools is not installed")
        pytest.skip("problemtools is not installed (pip install '.[test]')")
    assert run_cli("export", "guessnum", tmp_path, "--format", fmt, root=ROOT).exit_code == 0
    config = tmp_path / "config" / "problemtools"
    config.mkdir(parents=True)
    (config / "languages.yaml").write_text(  # CPython: problemtools' default PyPy may be absent
        "python3:\n    name: 'Python 3 (CPython)'\n"
        f"    compile: '{sys.executable} -m py_compile {{files}}'\n"
        f"    run: '{sys.executable} \"{{mainfile}}\"'\n"
    )
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    parts = ["-p", "config", "validators", "data", "submissions"]  # the statement is ours
    proc = subprocess.run(
        ["verifyproblem", "guessnum", *parts], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert "guessnum tested: 0 errors" in proc.stdout + proc.stderr, proc.stdout + proc.stderr


@pytest.mark.waits
@pytest.mark.slow
def test_verify_our_interactive_problem():
    """Every check of `judge verify` on it: its generated answers are the brute force's (the
    interactor's data), the reference and brute agree through the interactor, and its
    solutions get their folders' verdicts (a missing flush is a TLE)."""
    result = run_cli("verify", "guessnum", "--count", "20", root=ROOT)
    assert result.exit_code == 0, result.output
    assert "PASS 8/8 AC" in result.output and "PASS 20/20 agree" in result.output
    assert "PASS 2/2 as expected" in result.output


# Bash game, the rule of m where m + 1 belongs: it moves first from 4 stones (m = 3), a P-position,
# and loses the sample's first game (solutions/play_hdu_1846/wrong_answer/off_by_one.py).
OFF_BY_ONE = REPO / "solutions" / "play_hdu_1846" / "wrong_answer" / "off_by_one.py"
SAID = re.compile(r"^ +(\d+) ([<>]) (.*)$", re.M)


def test_an_interactive_failure_shows_the_conversation_numbered_both_sides():
    result = run_cli("run", "play_hdu_1846", OFF_BY_ONE, root=REPO)
    assert result.exit_code == 1, result.output
    assert "output:" not in result.output and "expected:" not in result.output
    assert "the conversation (all of it; > your program wrote, < the interactor wrote):" in (
        result.output
    )
    said = [(int(n), mark, text) for n, mark, text in SAID.findall(result.output)]
    # The interactor says how many games and the first position; the program chooses to move
    # first, takes 1; the judge takes the 3 left: the program lost.
    assert said == [(1, "<", "2"), (2, "<", "4 3"), (3, ">", "first"), (4, ">", "1"), (5, "<", "3")]


def test_json_and_junit_carry_the_conversation_and_v_writes_it_whole(tmp_path: Path, monkeypatch):
    junit = tmp_path / "junit.xml"
    result = run_cli("run", "play_hdu_1846", OFF_BY_ONE, "--json", "--junit", junit, root=REPO)
    case = json.loads(result.output)["cases"][0]
    assert "     3 &gt; first" in junit.read_text()  # the failure's text
    assert case["verdict"] == "WA"
    assert case["transcript"][:3] == [
        {"number": 1, "side": "interactor", "line": "2"},
        {"number": 2, "side": "interactor", "line": "4 3"},
        {"number": 3, "side": "program", "line": "first"},
    ]
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    result = run_cli("run", "play_hdu_1846", OFF_BY_ONE, "-v", root=REPO)
    found = re.search(r"the whole conversation the judge kept: (\S+)", result.output)
    assert found is not None, result.output
    written = Path(found[1]).read_text()
    assert Path(found[1]).parent == tmp_path
    assert written.splitlines()[1:] == [
        "     1 < 2",
        "     2 < 4 3",
        "     3 > first",
        "     4 > 1",
        "     5 < 3",
    ]


@pytest.mark.parametrize("isolate", [False, True], ids=["plain", "isolated"])
def test_a_chatty_programs_conversation_is_kept_bounded(
    tmp_path: Path, cache_dir: Path, isolate: bool, request
):
    """floods.py writes '7' lines without end: the interactor rejects its eighth guess. The
    judge keeps the last 32 KiB of each side, numbered from the conversation's start: the
    flood's end, and every answer of the interactor."""
    if isolate:
        request.getfixturevalue("isolation_works")
    solution = tmp_path / "floods.py"
    solution.write_text(SOLUTIONS["floods.py"])
    report = judged(
        load_problem(ROOT, "guessnum"), solution, cache_dir, isolate, case_patterns=("sample-1",)
    )
    result = report.cases[0]
    assert result.verdict is Verdict.WA and result.transcript is not None
    assert len(result.transcript) <= 64 * 1024 // 2 + 2
    numbers = [said.number for said in result.transcript]
    assert numbers == sorted(set(numbers)) and numbers[-1] > len(
        numbers
    )  # the flood's start left out
    answers = [said.text for said in result.transcript if said.side is Side.INTERACTOR]
    assert answers == ["higher"] * 7


def test_the_transcript_keeps_the_order_and_the_end_of_what_was_said():
    transcript = Transcript(limit=64)
    transcript.add(Side.INTERACTOR, b"3\n")
    transcript.add(Side.PROGRAM, b"fir")  # a line written in two pieces, answered between
    transcript.add(Side.INTERACTOR, b"ok\n")
    transcript.add(Side.PROGRAM, b"st\n1\n2")
    said = [(s.number, s.side.mark, s.text, s.unended) for s in transcript.lines()]
    assert said == [
        (1, "<", "3", False),
        (2, "<", "ok", False),
        (3, ">", "first", False),
        (4, ">", "1", False),
        (5, ">", "2", True),
    ]
    for _ in range(1000):  # 6 MB of a chatty side: the recorder keeps its limit
        transcript.add(Side.PROGRAM, b"x\n" * 3000)
    kept = transcript.lines()
    program = [s for s in kept if s.side is Side.PROGRAM]
    assert transcript.cut and sum(len(s.text) + 1 for s in program) <= 32
    assert [s.text for s in kept if s.side is Side.INTERACTOR] == ["3", "ok"]  # not pushed out
    last = kept[-1]
    assert last.number == 3 + 3000 * 1000 + 1 and last.text == "x" and not last.unended
