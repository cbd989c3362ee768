"""One environment for every judged program (judge.run.execution.environment): the user's shell never
reaches a program, in plain, warm and isolated runs alike, so it never changes a verdict."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.problemset.problem import load_problem
from judge.run.factory import open_runner
from judge.run.helper.sandbox import helper_path
from judge.run.isolation.session import Isolation
from judge.run.limits import Limits, MiB
from judge.run.program import from_file

MODES = ["plain", "warm", "isolated"]

# Prints its environment, one NAME=VALUE a line, sorted.
SHOWS_ITS_ENVIRONMENT = (
    "import os\nfor k in sorted(os.environ):\n    print(f'{k}={os.environ[k]}')\n"
)

# A learner's binary search for guessnum that forgets to flush: Python buffers its output
# when it is a pipe, so the guess never leaves and both sides wait, unless PYTHONUNBUFFERED
# were set, which a judged program never finds (input() would flush: it reads the stream
# itself).
UNFLUSHED = """import sys

lo, hi = 1, 100
while True:
    guess = (lo + hi) // 2
    print(guess)
    answer = sys.stdin.readline().strip()
    if answer == "correct":
        break
    lo, hi = (lo, guess - 1) if answer == "lower" else (guess + 1, hi)
"""


def _environment_seen(tmp_path: Path, cache_dir: Path, mode: str) -> str:
    source = tmp_path / "env.py"
    source.write_text(SHOWS_ITS_ENVIRONMENT)
    isolation = Isolation(helper_path(cache_dir)) if mode == "isolated" else None
    try:
        program = from_file(source, cache_dir, isolation=isolation)
        with open_runner(program, cache_dir, warm=mode == "warm", isolation=isolation) as run:
            outcome = run(b"", Limits(time=5.0, memory=256 * MiB))
    finally:
        if isolation is not None:
            isolation.close()
    assert outcome.execution.exit_code == 0, outcome.stderr
    return outcome.output.decode()


@pytest.mark.parametrize("mode", MODES)
def test_a_program_finds_the_documented_environment_only(
    tmp_path: Path, cache_dir: Path, mode: str, monkeypatch, request
):
    if mode == "isolated":
        request.getfixturevalue("isolation_works")
    monkeypatch.setenv("PYTHONUNBUFFERED", "1")
    monkeypatch.setenv("JAVA_TOOL_OPTIONS", "-Xmx1m")
    monkeypatch.setenv("LC_ALL", "tr_TR.UTF-8")
    seen = dict(
        line.split("=", 1)
        for line in _environment_seen(tmp_path, cache_dir, mode).split("\n")
        if line
    )
    home = "/box" if mode == "isolated" else "/tmp"
    # A Python program may find LC_CTYPE too: the interpreter sets it when it coerces the C
    # locale (PEP 538), whatever the environment it was given.
    seen.pop("LC_CTYPE", None)
    assert seen == {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": home,
        "TMPDIR": "/tmp",
        "LANG": "C.UTF-8",
    }


@pytest.mark.waits
@pytest.mark.slow
@pytest.mark.parametrize("unbuffered", [False, True], ids=["shell-default", "PYTHONUNBUFFERED=1"])
@pytest.mark.parametrize("mode", MODES)
def test_an_unflushed_program_gets_one_verdict_whatever_the_shell(
    tmp_path: Path, cache_dir: Path, mode: str, unbuffered: bool, monkeypatch, request
):
    if mode == "isolated":
        request.getfixturevalue("isolation_works")
    if unbuffered:
        monkeypatch.setenv("PYTHONUNBUFFERED", "1")
    else:
        monkeypatch.delenv("PYTHONUNBUFFERED", raising=False)
    solution = tmp_path / "unflushed.py"
    solution.write_text(UNFLUSHED)
    problem = load_problem(FIXTURES / "interactive", "guessnum")
    options = RunOptions(
        isolate=mode == "isolated", warm=mode == "warm", case_patterns=("sample-1",)
    )
    result = judge_solution(problem, str(solution), None, options, cache_dir).cases[0]
    assert result.verdict is Verdict.TLE, (result.verdict, result.message)
