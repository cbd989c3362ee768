"""Judging a program on test cases: run it in the sandbox, classify the run, check the output."""

from __future__ import annotations

import os
import signal
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from judge.checkers import Checker
from judge.limits import Limits
from judge.problem import Case
from judge.program import Program
from judge.sandbox import Execution, execute
from judge.verdict import CaseResult, Verdict

EXCERPT = 64 * 1024  # bytes of stdout / stderr kept in a result for messages and -v
# What an allocator says when the address-space cap refuses memory: the run hit the memory cap.
_OUT_OF_MEMORY = ("MemoryError", "std::bad_alloc", "Cannot allocate memory", "out of memory")


def default_jobs() -> int:
    """Half the cores: parallel runs share caches and memory bandwidth, so timing gets noisier."""
    return max(1, (os.cpu_count() or 2) // 2)


@dataclass(frozen=True)
class Outcome:
    """A finished run with what it wrote."""

    execution: Execution
    output: bytes  # stdout, at most the output limit
    output_size: int
    stderr: bytes  # the start of stderr
    stderr_size: int


Runner = Callable[[bytes, Limits], Outcome]
"""Runs the program under judgement on one input: a fresh process per run by default."""


def run_program(program: Program, input: bytes, limits: Limits, helper: Path) -> Outcome:
    """Run `program` on `input` in a fresh temporary working directory."""
    with tempfile.TemporaryDirectory(prefix="judge-run-") as tmp:
        work = Path(tmp)
        cwd = work / "cwd"
        cwd.mkdir()
        stdin, stdout, stderr = work / "input", work / "output", work / "error"
        stdin.write_bytes(input)
        execution = execute(list(program.argv), limits, stdin=stdin, stdout=stdout,
                            stderr=stderr, cwd=cwd, helper=helper)
        return read_outcome(execution, stdout, stderr, limits)


def read_outcome(execution: Execution, stdout: Path, stderr: Path, limits: Limits) -> Outcome:
    """Collect what a finished run wrote: stdout up to the output limit, the start of stderr."""
    with open(stdout, "rb") as f:
        output = f.read(limits.output)
        size = os.fstat(f.fileno()).st_size
    with open(stderr, "rb") as f:
        errors = f.read(EXCERPT)
        errors_size = os.fstat(f.fileno()).st_size
    return Outcome(execution, output, size, errors, errors_size)


def fresh_runner(program: Program, helper: Path) -> Runner:
    """A Runner that starts `program` afresh in the sandbox for every input."""
    return lambda input, limits: run_program(program, input, limits, helper)


def classify(outcome: Outcome, limits: Limits) -> tuple[Verdict, str] | None:
    """The verdict a run earns before its output is checked, or None when it ran cleanly."""
    run = outcome.execution
    if run.exec_error:
        return Verdict.RE, f"cannot execute the program: {run.exec_error}"
    # Memory first: a hog usually also burns CPU time on page faults, but memory is its fault.
    failed = run.signal is not None or run.exit_code != 0
    stderr = outcome.stderr.decode(errors="replace")
    if run.memory > limits.memory:
        return Verdict.MLE, f"peak memory {run.memory / 2**20:.1f} MiB > limit {limits.memory / 2**20:g} MiB"
    if failed and any(sign in stderr for sign in _OUT_OF_MEMORY):
        return Verdict.MLE, "the program ran out of memory (an allocation was refused)"
    if run.wall_timeout:
        return Verdict.TLE, (f"stopped after {run.wall_time:.2f} s of wall time "
                             f"(CPU {run.cpu_time:.2f} s): sleeping, blocked or too slow")
    if run.cpu_time > limits.time or run.signal == signal.SIGXCPU:
        return Verdict.TLE, f"CPU time {run.cpu_time:.3f} s > limit {limits.time:g} s"
    if (run.signal == signal.SIGXFSZ or outcome.output_size > limits.output
            or outcome.stderr_size > limits.output):
        return Verdict.OLE, f"output exceeded {limits.output / 2**20:g} MiB"
    if run.signal is not None:
        return Verdict.RE, f"killed by {run.signal_name}" + _last_line(stderr)
    if run.exit_code != 0:
        return Verdict.RE, f"exit code {run.exit_code}" + _last_line(stderr)
    return None


def _last_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    return f": {lines[-1].strip()[:200]}" if lines else ""


def judge_case(runner: Runner, case: Case, limits: Limits, checker: Checker) -> CaseResult:
    """Run the program on one case and judge it."""
    outcome = runner(case.input.encode(), limits)
    output = outcome.output.decode(errors="replace")
    verdict_message = classify(outcome, limits)
    if verdict_message is None:
        checked = checker(case.input, case.output, output)
        verdict_message = checked.verdict, checked.message
    verdict, message = verdict_message
    run = outcome.execution
    return CaseResult(
        name=case.name,
        verdict=verdict,
        cpu_time=run.cpu_time,
        wall_time=run.wall_time,
        memory=run.memory,
        message=message,
        output=output[:EXCERPT],
        stderr=outcome.stderr.decode(errors="replace"),
    )


def judge_cases(runner: Runner, cases: Iterable[Case], limits: Limits, checker: Checker,
                jobs: int = 1,
                on_result: Callable[[CaseResult], None] | None = None) -> list[CaseResult]:
    """Judge every case, `jobs` at a time; results (and callbacks) come in case order."""
    cases = list(cases)
    results: list[CaseResult] = []
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(judge_case, runner, case, limits, checker) for case in cases]
        try:
            for future in futures:
                result = future.result()
                results.append(result)
                if on_result:
                    on_result(result)
        except BaseException:
            for future in futures:
                future.cancel()
            raise
    return results
