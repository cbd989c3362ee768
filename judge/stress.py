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

import sys
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, ContextManager, Iterable, Iterator, TextIO

from judge.checkers import Checker, load_checker
from judge.errors import JudgeError
from judge.gen import (Generate, Validate, dump_cases, load_generate, load_validate, make_input,
                       rejection)
from judge.judging import Runner, classify, judge_case
from judge.limits import MiB, Limits
from judge.problem import Case, Problem
from judge.program import CompileError, Program, from_file
from judge.pyfile import load_module
from judge.runner import RunOptions, limits_for, open_runner
from judge.verdict import Verdict

SIZES = ("small", "edge")
ORACLES = ("reference", "brute")
# The brute force is an exhaustive search, slow by design: it is an oracle, not a contestant, so
# it gets room well beyond the problem's limits (small/edge inputs keep it to milliseconds).
BRUTE_LIMITS = Limits(time=10.0, memory=1024 * MiB)

RunnerFactory = Callable[[Program], ContextManager[Runner]]
"""Opens a Runner for a program for the length of a `with` block."""


# ------------------------------------------------------------------ runners

def default_factory(cache_dir: Path, warm: bool = True) -> RunnerFactory:
    """Runners for `cache_dir`: Python programs in warm interpreters (one per thread running at
    the same moment, so their CPU times exclude interpreter start-up) unless `warm` is False."""
    return lambda program: open_runner(program, cache_dir, warm)


# ------------------------------------------------------------------ inputs and oracles

def input_size(size: str | None, k: int) -> str:
    """The size class of input k: `size`, or alternately small and edge when it is None."""
    return size if size is not None else SIZES[(k - 1) % 2]


def random_input(generate: Generate, seed: int, k: int, size: str | None) -> str:
    """Input k of the random stream `seed`."""
    return make_input(generate, seed, k, input_size(size, k), f"random input #{k} of seed {seed}")


def brute_path(problem: Problem) -> Path:
    """solutions/<id>/brute/brute.py."""
    return problem.solutions_dir / "brute" / "brute.py"


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
        path = brute_path(problem)
        if not path.is_file():
            raise JudgeError(f"{path}: missing (the brute force of {problem.id})")
        return load_program(path, problem, cache_dir), BRUTE_LIMITS
    return load_program(problem.solution_path, problem, cache_dir), limits_for(problem, RunOptions())


class OracleError(Exception):
    """The oracle did not run cleanly on an input: it cannot say what is expected."""


def oracle_output(runner: Runner, text: str, limits: Limits, name: str) -> str:
    """The oracle's output on `text`; OracleError unless it ran cleanly."""
    outcome = runner(text.encode(), limits)
    failed = classify(outcome, limits)
    if failed is not None:
        raise OracleError(f"{name}: {failed[0]} ({failed[1]})")
    return outcome.output.decode(errors="replace")


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
    """Everything needed to try inputs: runners, limits, checker, the problem's modules."""

    oracle: Runner
    oracle_limits: Limits
    oracle_name: str
    solution: Runner
    limits: Limits
    checker: Checker
    validate: Validate

    def attempt(self, text: str) -> Attempt:
        """Run the oracle, then the solution, on `text`; OracleError if the oracle fails."""
        expected = oracle_output(self.oracle, text, self.oracle_limits, self.oracle_name)
        result = judge_case(self.solution, Case("stress", text, expected), self.limits, self.checker)
        return Attempt(text, expected, result.output, result.verdict, result.message)


def ordered_results(pool: ThreadPoolExecutor, work: Callable[[Any], Any], items: Iterable[Any],
                    window: int) -> Iterator[tuple[Any, Future]]:
    """(item, future) in item order, with at most `window` items in flight; stopping the
    iteration cancels whatever was not started yet."""
    pending: list[tuple[Any, Future]] = []
    iterator = iter(items)
    end = object()
    try:
        while True:
            while len(pending) < window:
                item = next(iterator, end)
                if item is end:
                    break
                pending.append((item, pool.submit(work, item)))
            if not pending:
                return
            yield pending.pop(0)
    finally:
        for _, future in pending:
            future.cancel()


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


def shrink_failure(session: Session, shrink: Callable[[str], Iterable[str]], start: Attempt,
                   pool: ThreadPoolExecutor, window: int,
                   progress: Callable[[str], None] | None = None) -> tuple[Attempt, int, int]:
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
        try:
            for candidate in shrink(text):
                if not isinstance(candidate, str) or candidate in visited or candidate in invalid:
                    continue
                if candidate in results or rejection(session.validate, candidate) is None:
                    yield candidate
                else:
                    invalid.add(candidate)
        except Exception as exc:  # noqa: BLE001 - the problem's own code
            raise JudgeError(f"generator.py: shrink() failed: {type(exc).__name__}: {exc}") from None

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
        for _, future in ordered_results(pool, try_candidate, candidates(current.input), window):
            attempt = future.result()
            if progress:
                progress(f"shrinking: step {steps + 1}, {len(results)} inputs tried, "
                         f"{len(current.input)} bytes")
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


def stress(problem: Problem, solution_path: Path, cache_dir: Path, *, against: str = "reference",
           count: int = 1000, seed: int = 0, size: str | None = None, jobs: int = 1,
           runners: RunnerFactory | None = None,
           progress: Callable[[str], None] | None = None) -> StressResult:
    """Try up to `count` random inputs; shrink the first one the solution fails on."""
    if size is not None and size not in SIZES:
        raise JudgeError(f"--size must be one of {', '.join(SIZES)}, got {size!r}")
    runners = runners or default_factory(cache_dir)
    generate = load_generate(problem)
    validate = load_validate(problem)
    generator = load_module(problem.path / "generator.py", f"judge_generator_{problem.id}")
    shrink = getattr(generator, "shrink", None)
    checker = load_checker(problem.checker, problem.checker_options, problem.path)
    oracle, oracle_limits = oracle_program(problem, against, cache_dir)
    try:
        program = load_program(solution_path, problem, cache_dir)
    except CompileError as exc:
        raise JudgeError(f"{solution_path}: does not compile:\n{exc}") from None
    window = max(1, jobs) * 4  # enough queued work to keep every worker busy
    with ExitStack() as stack:
        session = Session(stack.enter_context(runners(oracle)), oracle_limits, oracle.name,
                           stack.enter_context(runners(program)), limits_for(problem, RunOptions()),
                           checker, validate)
        pool = stack.enter_context(ThreadPoolExecutor(max_workers=max(1, jobs)))

        def numbered() -> Iterator[tuple[int, str]]:
            for k in range(1, count + 1):
                text = random_input(generate, seed, k, size)
                reason = rejection(validate, text)
                if reason is not None:
                    raise JudgeError(f"{problem.path / 'validator.py'}: rejects random input #{k} "
                                     f"of seed {seed} ({input_size(size, k)}): {reason}")
                yield k, text

        def attempt(item: tuple[int, str]) -> Attempt:
            try:
                return session.attempt(item[1])
            except OracleError as exc:
                raise JudgeError(f"the oracle failed on random input #{item[0]} of seed {seed}: "
                                 f"{exc}") from None

        found: Attempt | None = None
        stream = ordered_results(pool, attempt, numbered(), window)
        for (k, _), future in stream:
            if progress:
                progress(f"{problem.id}: {k}/{count} inputs")
            found = future.result()
            if found.failed:
                break
        stream.close()  # cancel the inputs queued behind the failure before shrinking
        if found is None or not found.failed:
            return StressResult(problem.id, program.name, against, seed, size, count)
        if shrink is None:
            return StressResult(problem.id, program.name, against, seed, size, k, found, found, k,
                                shrinkable=False)
        smallest, steps, tried = shrink_failure(session, shrink, found, pool, window, progress)
        return StressResult(problem.id, program.name, against, seed, size, k, smallest, found, k,
                            steps, tried)


def save_case(result: StressResult, path: Path) -> None:
    """Write the failing input as a one-case tests.yaml-format file."""
    assert result.failure is not None
    case = {"name": result.case_name, "input": result.failure.input,
            "output": result.failure.expected}
    try:
        path.write_text(dump_cases([case]), encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{path}: cannot write the case: {exc.strerror or exc}") from None


def default_save_path(result: StressResult) -> Path:
    """Where a failing case goes without --save: the current folder."""
    return Path(f"stress-{result.problem}-{result.seed}-{result.index}.yaml")


def format_result(result: StressResult) -> str:
    """What a stress run found, for the terminal."""
    from judge.report import excerpt

    sizes = result.size or "small+edge"
    head = (f"{result.problem}: stress {result.solution} against the {result.against}, "
            f"seed {result.seed}, {sizes} inputs")
    if result.failure is None:
        return f"{head}\nno failure in {result.tried} inputs"
    failure, original = result.failure, result.original
    assert original is not None
    lines = [head, f"input #{result.index} ({input_size(result.size, result.index)}) fails: "
                   f"{original.verdict}"]
    if not result.shrinkable:
        lines.append("generator.py has no shrink(): the input is not minimised")
    else:
        lines.append(f"shrunk in {result.shrink_steps} step(s) ({result.candidates} candidates "
                     f"tried) from {len(original.input)} to {len(failure.input)} bytes")
    lines += ["input:", excerpt(failure.input, lines=40),
              f"expected (the {result.against}'s output):", excerpt(failure.expected, lines=40),
              "output:", excerpt(failure.output, lines=40),
              f"verdict: {failure.verdict}" + (f"  {failure.message}" if failure.message else "")]
    return "\n".join(lines)


# ------------------------------------------------------------------ terminal progress

class Progress:
    """A transient one-line status on a terminal (nothing when `stream` is not one)."""

    def __init__(self, stream: TextIO | None = None, interval: float = 0.1) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty()
        self.interval = interval
        self.last = 0.0
        self.lock = threading.Lock()

    def __call__(self, text: str) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        with self.lock:
            if now - self.last < self.interval:
                return  # redrawing on every run would cost more than the runs themselves
            self.last = now
            self.stream.write(f"\r  {text}\x1b[K")
            self.stream.flush()

    def clear(self) -> None:
        """Remove the status line."""
        if self.enabled:
            with self.lock:
                self.stream.write("\r\x1b[K")
                self.stream.flush()
