"""Expected outputs: what the reference (or the brute force) writes for an input."""

from __future__ import annotations

from pathlib import Path

from judge.errors import JudgeError
from judge.judging.classify import classify
from judge.judging.verdict import Verdict
from judge.problemset.problem import Problem
from judge.run.limits import Limits, MiB
from judge.run.program import Program, from_file
from judge.run.runner import Runner

ORACLES = ("reference", "brute")
# The brute force is an exhaustive search, slow by design: it is an oracle, not a contestant, so
# it gets room well beyond the problem's limits (small/edge inputs keep it to milliseconds).
BRUTE_LIMITS = Limits(time=10.0, memory=1024 * MiB)


class OracleError(JudgeError):
    """The oracle did not run cleanly on an input, so it cannot say what is expected."""

    def __init__(self, message: str, verdict: Verdict, reason: str) -> None:
        super().__init__(message)
        self.verdict, self.reason = verdict, reason


def expected_output(runner: Runner, text: str, limits: Limits, who: str, where: str) -> str:
    """The output of the oracle `runner` on `text`: an OracleError unless it ran cleanly and
    wrote UTF-8 text. `who` names the oracle and `where` the input, for the message."""
    outcome = runner(text.encode(), limits)
    failed = classify(outcome, limits)
    if failed is not None:
        verdict, reason = failed
        raise OracleError(f"{who}: {verdict} on {where}: {reason}", verdict, reason)
    try:
        return outcome.output.decode()
    except UnicodeDecodeError:
        raise OracleError(
            f"{who}: output on {where} is not UTF-8 text", Verdict.WA, "output is not UTF-8 text"
        ) from None


def load_program(path: Path, problem: Problem, cache_dir: Path) -> Program:
    """A program from a file, shown relative to the problem set when it lies inside it."""
    try:
        display = str(path.resolve().relative_to(problem.root))
    except ValueError:
        display = str(path)
    return from_file(path, cache_dir, display=display)


def oracle_program(problem: Problem, against: str, cache_dir: Path) -> tuple[Program, Limits]:
    """The program giving expected outputs (the reference or the brute force) and its limits."""
    if against not in ORACLES:
        raise JudgeError(f"--against must be one of {', '.join(ORACLES)}, got {against!r}")
    if against == "brute":
        return load_program(problem.code.require_brute(), problem, cache_dir), BRUTE_LIMITS
    return load_program(problem.solution_path, problem, cache_dir), problem.limits
