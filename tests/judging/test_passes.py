"""Multi-pass problems (judge.judging.passes): a case judged in passes, the validator asking for
the next one with nextpass.in; on a small package of our own (plain and isolated, interactive
or not), and DOMjudge's own multi-pass examples, jumble and hangman."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.kattis.package import load_package
from support import run_cli

DOMJUDGE = FIXTURES / "kattis" / "domjudge"

# The countdown: the input is a number; a submission prints it less one; the validator asks
# for another pass on what it printed until it is 0. A number that does not go down is WA.
VALIDATOR = """\
import sys
previous = int(open(sys.argv[1]).read())
feedback = sys.argv[3]
try:
    printed = int(sys.stdin.read())
except ValueError:
    sys.exit(43)
if printed != previous - 1:
    open(feedback + "judgemessage.txt", "w").write(f"{printed} after {previous}")
    sys.exit(43)
if printed > 0:
    open(feedback + "nextpass.in", "w").write(f"{printed}\\n")
sys.exit(42)
"""
COUNTS = "print(int(input()) - 1)\n"


def countdown(folder: Path, start: int, passes: int, validator: str = VALIDATOR) -> Path:
    files = {
        "problem.yaml": "problem_format_version: 2023-07\ntype: multi-pass\nname: Countdown\n"
        f"limits: {{time_limit: 1, validation_passes: {passes}}}\n",
        "data/secret/1.in": f"{start}\n",
        "data/secret/1.ans": "0\n",
        "output_validator/validate.py": validator,
    }
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    return folder


def judged(package: Path, solution: str, tmp_path: Path, cache_dir: Path, isolate: bool = False):
    program = tmp_path / "solution.py"
    program.write_text(solution)
    report = judge_solution(
        load_package(package), str(program), None, RunOptions(isolate=isolate), cache_dir
    )
    return report.cases[0]


@pytest.mark.parametrize("isolate", [False, True], ids=["plain", "isolated"])
def test_passes_until_the_validator_stops_asking(
    tmp_path: Path, cache_dir: Path, isolate: bool, request
):
    if isolate:
        request.getfixturevalue("isolation_works")
    result = judged(countdown(tmp_path / "p", 3, 3), COUNTS, tmp_path, cache_dir, isolate)
    assert result.verdict is Verdict.AC, result


def test_a_rejected_pass_decides_and_says_which(tmp_path: Path, cache_dir: Path):
    result = judged(
        countdown(tmp_path / "p", 3, 5),
        "n = int(input())\nprint(n - 1 if n == 3 else n)\n",
        tmp_path,
        cache_dir,
    )
    assert result.verdict is Verdict.WA and result.message == "pass 2: 2 after 2", result


def test_a_failing_pass_is_the_submissions_failure(tmp_path: Path, cache_dir: Path):
    solution = "import sys\nn = int(input())\nprint(n - 1)\nsys.exit(0 if n == 3 else 4)\n"
    result = judged(countdown(tmp_path / "p", 3, 5), solution, tmp_path, cache_dir)
    assert result.verdict is Verdict.RE and result.message.startswith("pass 2: exit code 4")


def test_more_passes_than_allowed_is_a_judging_error(tmp_path: Path, cache_dir: Path):
    result = judged(countdown(tmp_path / "p", 5, 3), COUNTS, tmp_path, cache_dir)
    assert result.verdict is Verdict.JE and "more than 3 passes" in result.message


def test_a_next_pass_with_a_rejection_is_a_judging_error(tmp_path: Path, cache_dir: Path):
    contradicts = VALIDATOR.replace(
        "    sys.exit(43)\nif printed > 0",
        "    open(feedback + 'nextpass.in', 'w').write('1')\n    sys.exit(43)\nif printed > 0",
    )
    result = judged(countdown(tmp_path / "p", 3, 5, contradicts), "print(7)\n", tmp_path, cache_dir)
    assert result.verdict is Verdict.JE and "wrote nextpass.in in pass 1" in result.message


def test_validation_passes_must_be_two_or_more(tmp_path: Path):
    package = countdown(tmp_path / "p", 3, 1)
    result = run_cli("run", package, "--cmd", "cat")
    assert (
        result.exit_code == 2
        and "validation_passes must be a whole number of at least 2" in result.output
        and "problem.yaml" in result.output
    )


@pytest.mark.slow
def test_jumble_every_submission_as_its_folder_says():
    result = run_cli("verify", DOMJUDGE / "jumble", "-j", "2")
    assert result.exit_code == 0, result.output
    assert "9 submission(s) as expected, 0 not, 0 skipped" in result.output, result.output


@pytest.mark.slow
@pytest.mark.parametrize("isolate", [False, True], ids=["plain", "isolated"])
@pytest.mark.parametrize(
    "submission, verdict",
    [
        ("accepted/frequency.py", "AC"),
        ("wrong_answer/enumerate_caps.py", "WA"),
        ("wrong_answer/domjudge.py", "WA"),
    ],
)
def test_hangman_up_to_26_passes(submission: str, verdict: str, isolate: bool, request):
    """DOMjudge's hangman (26 passes at most), judged on the cases that decide each (its
    whole verify, every submission as its folder says, takes minutes here)."""
    if isolate:
        request.getfixturevalue("isolation_works")
    package = DOMJUDGE / "hangman"
    cases = ("--case", "sample/1", "--case", "secret/1")
    result = run_cli(
        "run",
        package,
        package / "submissions" / submission,
        *cases,
        *(["--isolate"] if isolate else []),
    )
    last = result.output.strip().splitlines()[-1]
    assert f"  {verdict}  " in last, result.output
