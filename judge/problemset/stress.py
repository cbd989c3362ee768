"""`judge stress`: random inputs until a solution fails, then shrinking the failing input.

Input k (1..count) of seed S is `generator.generate(random.Random(f"{S}-{k}"), size)`, where
size alternates small, edge, small, ... unless one size is asked for; `judge verify` compares
the brute force and the reference on the same stream (seed 0), so a disagreement it reports can
be replayed here. Each input must pass the validator. The oracle (the reference, or the brute
force) gives the expected output; the solution fails when its run is not clean or the problem's
checker does not accept its output.

A failing input is then shrunk greedily: the first candidate of generator.shrink(text) that the
validator accepts and on which the solution still fails replaces it (a candidate failing with
the original verdict is preferred over one failing otherwise), until no candidate fails.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.judging.cases import judge_case
from judge.judging.checkers import Checker
from judge.judging.report import excerpt
from judge.judging.verdict import Verdict
from judge.parallel import ordered
from judge.problemset.caseyaml import dump_cases
from judge.problemset.inputs import RANDOM_SIZES, input_size, random_input
from judge.problemset.oracle import OracleError, expected_output, load_program, oracle_program
from judge.problemset.problem import Case, Problem
from judge.run.factory import runner_factory
from judge.run.limits import Limits
from judge.run.program import CompileError
from judge.run.runner import Runner, RunnerFactory

# ------------------------------------------------------------------ trying one input


@dataclass(frozen=True)
class Attempt:
    """A solution's run on one input, judged against the oracle's output."""

    input: str
    expected: str
    output: str
    verdict: Verdict
    message: str

    @property
    def failed(self) -> bool:
        return self.verdict is not Verdict.AC


@dataclass
class Session:
    """Everything needed to try inputs: runners, limits, checker, the problem's validator."""

    oracle: Runner
    oracle_limits: Limits
    oracle_name: str
    solution: Runner
    limits: Limits
    checker: Checker
    rejection: Callable[[str], str | None]  # why an input is invalid, None when it is valid

    def attempt(self, text: str) -> Attempt:
        """Run the oracle, then the solution, on `text`; OracleError if the oracle fails."""
        expected = expected_output(
            self.oracle, text, self.oracle_limits, self.oracle_name, "the input"
        )
        result = judge_case(
            self.solution, Case("stress", text, expected), self.limits, self.checker
        )
        return Attempt(text, expected, result.output, result.verdict, result.message)


# ------------------------------------------------------------------ stress and shrink


@dataclass(frozen=True)
class StressResult:
    """The outcome of one stress run."""

    problem: str
    solution: str
    against: str
    seed: int
    size: str | None
    tried: int  # random inputs tried (the failing one included)
    failure: Attempt | None = None  # the shrunk failing input, None when every input passed
    original: Attempt | None = None  # the failing random input before shrinking
    index: int = 0  # k of the failing random input
    shrink_steps: int = 0
    candidates: int = 0  # shrink candidates run (valid, distinct)
    shrinkable: bool = True  # False when generator.py has no shrink()

    @property
    def case_name(self) -> str:
        return f"stress-{self.seed}-{self.index}"


def shrink_failure(
    session: Session,
    shrink: Callable[[str], Iterable[str]],
    start: Attempt,
    jobs: int = 1,
    progress: Callable[[str], None] | None = None,
) -> tuple[Attempt, int, int]:
    """Greedy shrinking from `start`: (smallest failing attempt, steps taken, inputs run).

    Each round takes the first candidate of shrink(current) that fails with the verdict of
    `start`, else the first that fails at all; it ends when no candidate fails. An input is run
    once: a candidate met again reuses its result, and an input that was current once is never
    a candidate again, so a shrink() that yields larger inputs cannot make it go round in circles.
    """
    current, steps = start, 0
    visited = {start.input}
    results: dict[str, Attempt | None] = {}
    invalid: set[str] = set()

    def candidates(text: str) -> Iterator[str]:
        for candidate in shrink(text):
            if not isinstance(candidate, str) or candidate in visited or candidate in invalid:
                continue
            if candidate in results or session.rejection(candidate) is None:
                yield candidate
            else:
                invalid.add(candidate)

    def try_candidate(text: str) -> Attempt | None:
        if text in results:
            return results[text]
        try:
            attempt: Attempt | None = session.attempt(text)
        except OracleError:
            attempt = None  # no expected output for it: it cannot show a failure
        results[text] = attempt
        return attempt

    while True:
        chosen: Attempt | None = None
        fallback: Attempt | None = None
        for _, attempt in ordered(try_candidate, candidates(current.input), jobs):
            if progress:
                progress(
                    f"shrinking: step {steps + 1}, {len(results)} inputs tried, "
                    f"{len(current.input)} bytes"
                )
            if attempt is None or not attempt.failed:
                continue
            if attempt.verdict is start.verdict:
                chosen = attempt
                break
            fallback = fallback or attempt
        chosen = chosen or fallback
        if chosen is None:
            return current, steps, len(results)
        current, steps = chosen, steps + 1
        visited.add(current.input)


def stress(
    problem: Problem,
    solution_path: Path,
    cache_dir: Path,
    *,
    against: str = "reference",
    count: int = 1000,
    seed: int = 0,
    size: str | None = None,
    jobs: int = 1,
    runners: RunnerFactory | None = None,
    progress: Callable[[str], None] | None = None,
) -> StressResult:
    """Try up to `count` random inputs; shrink the first one the solution fails on."""
    if size is not None and size not in RANDOM_SIZES:
        raise JudgeError(f"--size must be one of {', '.join(RANDOM_SIZES)}, got {size!r}")
    runners = runners or runner_factory(cache_dir, warm=True)
    code = problem.code
    checker = code.checker
    oracle, oracle_limits = oracle_program(problem, against, cache_dir)
    try:
        program = load_program(solution_path, problem, cache_dir)
    except CompileError as exc:
        raise JudgeError(f"{solution_path}: does not compile:\n{exc}") from None
    with ExitStack() as stack:
        session = Session(
            stack.enter_context(runners(oracle)),
            oracle_limits,
            oracle.name,
            stack.enter_context(runners(program)),
            problem.limits_for(program.language),  # HDU's Java limits for Java and Kotlin
            checker,
            code.rejection,
        )

        def numbered() -> Iterator[tuple[int, str]]:
            for k in range(1, count + 1):
                text = random_input(problem, seed, k, size)
                reason = code.rejection(text)
                if reason is not None:
                    raise JudgeError(
                        f"{problem.path / 'validator.py'}: rejects random input #{k} "
                        f"of seed {seed} ({input_size(size, k)}): {reason}"
                    )
                yield k, text

        def attempt(item: tuple[int, str]) -> Attempt:
            try:
                return session.attempt(item[1])
            except OracleError as exc:
                raise JudgeError(
                    f"the oracle failed on random input #{item[0]} of seed {seed}: {exc}"
                ) from None

        found: Attempt | None = None
        k = 0
        stream = ordered(attempt, numbered(), jobs)
        try:
            for (k, _), found in stream:
                if progress:
                    progress(f"{problem.id}: {k}/{count} inputs")
                if found.failed:
                    break
        finally:
            stream.close()  # cancels the inputs queued behind the failure
        if found is None or not found.failed:
            return StressResult(problem.id, program.name, against, seed, size, count)
        if not code.can_shrink:
            return StressResult(
                problem.id, program.name, against, seed, size, k, found, found, k, shrinkable=False
            )
        smallest, steps, tried = shrink_failure(session, code.shrink, found, jobs, progress)
        return StressResult(
            problem.id, program.name, against, seed, size, k, smallest, found, k, steps, tried
        )


def save_case(result: StressResult, path: Path) -> None:
    """Write the failing input as a one-case tests.yaml-format file."""
    assert result.failure is not None
    case = {
        "name": result.case_name,
        "input": result.failure.input,
        "output": result.failure.expected,
    }
    try:
        path.write_text(dump_cases([case]), encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{path}: cannot write the case: {exc.strerror or exc}") from None


def default_save_path(result: StressResult) -> Path:
    """Where a failing case goes without --save: the current folder."""
    return Path(f"stress-{result.problem}-{result.seed}-{result.index}.yaml")


def format_result(result: StressResult) -> str:
    """What a stress run found, for the terminal."""
    sizes = result.size or "small+edge"
    head = (
        f"{result.problem}: stress {result.solution} against the {result.against}, "
        f"seed {result.seed}, {sizes} inputs"
    )
    if result.failure is None:
        return f"{head}\nno failure in {result.tried} inputs"
    failure, original = result.failure, result.original
    assert original is not None
    lines = [
        head,
        f"input #{result.index} ({input_size(result.size, result.index)}) fails: "
        f"{original.verdict}",
    ]
    if not result.shrinkable:
        lines.append("generator.py has no shrink(): the input is not minimised")
    else:
        lines.append(
            f"shrunk in {result.shrink_steps} step(s) ({result.candidates} candidates "
            f"tried) from {len(original.input)} to {len(failure.input)} bytes"
        )
    lines += [
        "input:",
        excerpt(failure.input, lines=40),
        f"expected (the {result.against}'s output):",
        excerpt(failure.expected, lines=40),
        "output:",
        excerpt(failure.output, lines=40),
        f"verdict: {failure.verdict}" + (f"  {failure.message}" if failure.message else ""),
    ]
    return "\n".join(lines)
