"""`judge stress`: random inputs until a solution fails, then shrinking the failing input;
or shrinking a given failing case (`--from`).

Input k (1..count) of seed S is `generator.generate(random.Random(f"{S}-{k}"), size)`, where
size alternates small, edge, small, ..., every tenth input one of the larger sizes the
problem's recipes use (max), unless one size is asked for (see inputs.py); `judge verify`
compares the brute force and the reference on small and edge inputs of seed 0, so a
disagreement it reports can be replayed here with that size. Each input must pass the
validator. The oracle (the reference, or the brute force) gives the expected output; the
solution fails when its run is not clean or the problem's checker does not accept its output.

A failing input is then shrunk. An input up to GREEDY_LIMIT bytes, of a problem whose
generator.py has shrink(), is shrunk greedily: the first candidate of generator.shrink(text)
that the validator accepts and on which the solution still fails replaces it (a candidate
failing with the original verdict is preferred over one failing otherwise), until no
candidate fails. A larger one (or any, without shrink()) is first shrunk by its layout
(shrink.py: tests dropped as problem.yaml's tests_split cuts the input, then numbers reduced,
each candidate valid and failing with the original verdict); `--from` shrinks so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.judging.cases import judge_case
from judge.judging.checkers import Checker
from judge.judging.report import excerpt
from judge.judging.verdict import Verdict
from judge.parallel import ordered
from judge.problemset.caseyaml import dump_cases
from judge.problemset.inputs import RANDOM_SIZES, SizeMix, recipe_sizes
from judge.problemset.oracle import OracleError, expected_output, load_program, oracle_program
from judge.problemset.problem import Case, Problem
from judge.problemset.shrink import REDUCE_LIMIT, Shrunk, can_shrink, shrink_input
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
    tried: dict[str, Attempt | None] = field(default_factory=dict)  # by input; None: not valid

    def attempt(self, text: str) -> Attempt:
        """Run the oracle, then the solution, on `text`; OracleError if the oracle fails."""
        expected = expected_output(
            self.oracle, text, self.oracle_limits, self.oracle_name, "the input"
        )
        result = judge_case(
            self.solution, Case("stress", text, expected), self.limits, self.checker
        )
        return Attempt(text, expected, result.output, result.verdict, result.message)

    def still_fails(self, verdict: Verdict) -> Callable[[str], bool]:
        """Whether an input is valid and the solution fails it with `verdict`; each input is
        run once (`tried`), one the oracle fails on counts as not failing."""

        def fails(text: str) -> bool:
            if text not in self.tried:
                attempt: Attempt | None = None
                if self.rejection(text) is None:
                    try:
                        attempt = self.attempt(text)
                    except OracleError:
                        pass  # no expected output for it: it cannot show a failure
                self.tried[text] = attempt
            found = self.tried[text]
            return found is not None and found.verdict is verdict

        return fails


# ------------------------------------------------------------------ opening a session

GREEDY_LIMIT = 20_000  # bytes: larger inputs are shrunk by layout before generator.shrink()


def _require_outputs(problem: Problem, against: str) -> None:
    """Stress compares outputs: a plain error for a problem whose answers are conversations."""
    if problem.interactor:
        raise JudgeError(
            f"{problem.id}: stress compares outputs with the {against}'s; an interactive "
            "problem's answer comes from its interactor"
        )


def _open_session(
    problem: Problem,
    solution_path: Path,
    against: str,
    cache_dir: Path,
    runners: RunnerFactory | None,
    stack: ExitStack,
) -> tuple[Session, str]:
    """A session judging `solution_path` against the oracle, its runners closed with `stack`;
    and the solution's name as shown."""
    _require_outputs(problem, against)
    runners = runners or runner_factory(cache_dir, warm=True, files=problem.file_io)
    oracle, oracle_limits = oracle_program(problem, against, cache_dir)
    try:
        program = load_program(solution_path, problem, cache_dir)
    except CompileError as exc:
        raise JudgeError(f"{solution_path}: does not compile:\n{exc}") from None
    session = Session(
        stack.enter_context(runners(oracle)),
        oracle_limits,
        oracle.name,
        stack.enter_context(runners(program)),
        problem.limits_for(program.language),  # HDU's Java limits for Java and Kotlin
        problem.code.checker,
        problem.code.rejection,
    )
    return session, program.name


# ------------------------------------------------------------------ stress and shrink


@dataclass(frozen=True)
class StressResult:
    """The outcome of one stress run."""

    problem: str
    solution: str
    against: str
    seed: int
    sizes: SizeMix
    tried: int  # random inputs tried (the failing one included)
    failure: Attempt | None = None  # the shrunk failing input, None when every input passed
    original: Attempt | None = None  # the failing random input before shrinking
    index: int = 0  # k of the failing random input
    shrink_steps: int = 0  # steps of generator.shrink()
    candidates: int = 0  # its candidates run (valid, distinct)
    layout: Shrunk | None = None  # the shrink by layout, where one ran
    greedy: bool = False  # generator.shrink() ran
    unshrunk: str | None = None  # why it did not (and no shrink by layout either, when none ran)

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


def size_mix(problem: Problem, against: str, size: str | None) -> SizeMix:
    """The sizes of stress's inputs: `size` alone, or small and edge with the recipes' larger
    sizes mixed in (not against the brute force, which only solves small and edge inputs)."""
    known = recipe_sizes(problem) if against == "reference" else RANDOM_SIZES
    if size is not None and size not in known:
        if size in recipe_sizes(problem):
            raise JudgeError(
                f"--size {size}: the brute force solves only {' and '.join(RANDOM_SIZES)} "
                "inputs; stress against the reference for larger ones"
            )
        raise JudgeError(
            f"--size must be one of {', '.join(known)} (the sizes of {problem.id}'s "
            f"recipes), got {size!r}"
        )
    if size is not None:
        return SizeMix(only=size)
    return SizeMix(larger=known[len(RANDOM_SIZES) :])


def _first_failure(
    problem: Problem,
    session: Session,
    sizes: SizeMix,
    seed: int,
    count: int,
    jobs: int,
    progress: Callable[[str], None] | None,
) -> tuple[int, Attempt | None]:
    """The first of `count` random inputs the solution fails on, with its k; (count, None)
    when it passes them all."""

    def numbered() -> Iterator[tuple[int, str]]:
        for k in range(1, count + 1):
            text = sizes.input(problem, seed, k)
            reason = problem.code.rejection(text)
            if reason is not None:
                raise JudgeError(
                    f"{problem.path / 'validator.py'}: rejects random input #{k} "
                    f"of seed {seed} ({sizes.size_of(k)}): {reason}"
                )
            yield k, text

    def attempt(item: tuple[int, str]) -> Attempt:
        try:
            return session.attempt(item[1])
        except OracleError as exc:
            raise JudgeError(
                f"the oracle failed on random input #{item[0]} of seed {seed}: {exc}"
            ) from None

    stream = ordered(attempt, numbered(), jobs)
    try:
        for (k, _), found in stream:
            if progress:
                progress(f"{problem.id}: {k}/{count} inputs")
            if found.failed:
                return k, found
    finally:
        stream.close()  # cancels the inputs queued behind the failure
    return count, None


def _shrink_found(
    problem: Problem,
    session: Session,
    result: StressResult,
    jobs: int,
    progress: Callable[[str], None] | None,
) -> StressResult:
    """`result` with its failing input shrunk: by layout when it is too large for
    generator.shrink() (or there is none), then by generator.shrink()."""
    found = result.original
    assert found is not None
    code, split = problem.code, problem.tests_split
    current, layout = found, None
    too_big = not code.can_shrink or len(found.input) > GREEDY_LIMIT
    if too_big and can_shrink(split, found.input):
        session.tried[found.input] = found
        layout = shrink_input(
            found.input,
            session.still_fails(found.verdict),
            split,
            jobs,
            progress=progress,
            more=code.number_candidates,
        )
        current = session.tried.get(layout.text) or found
    if not code.can_shrink or len(current.input) > GREEDY_LIMIT:
        greedy = (
            "generator.py has no shrink()"
            if not code.can_shrink
            else f"the input is over {GREEDY_LIMIT} bytes for generator.py's shrink()"
        )
        why = greedy if layout is not None else f"{greedy}, and {_NO_LAYOUT}"
        return replace(result, failure=current, layout=layout, unshrunk=why)
    smallest, steps, tried = shrink_failure(session, code.shrink, current, jobs, progress)
    return replace(
        result, failure=smallest, shrink_steps=steps, candidates=tried, layout=layout, greedy=True
    )


# Why an input cannot be shrunk by its layout.
_NO_LAYOUT = (
    "it follows no tests_split of problem.yaml, and holds no number to reduce or is over "
    f"{REDUCE_LIMIT} bytes for reducing numbers"
)


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
    sizes = size_mix(problem, against, size)
    with ExitStack() as stack:
        session, name = _open_session(problem, solution_path, against, cache_dir, runners, stack)
        k, found = _first_failure(problem, session, sizes, seed, count, jobs, progress)
        result = StressResult(problem.id, name, against, seed, sizes, k, found, found, k)
        if found is None:
            return result
        return _shrink_found(problem, session, result, jobs, progress)


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


def _layout_line(shrunk: Shrunk) -> str:
    """What a shrink by layout did, in one line."""
    parts = []
    if shrunk.tests is not None:
        parts.append(f"{shrunk.tests[0]} of {shrunk.tests[1]} games kept")
    if shrunk.numbers is None:
        parts.append(f"numbers not reduced (over {REDUCE_LIMIT} bytes)")
    else:
        parts.append(f"{shrunk.numbers} number step(s)")
    parts.append(f"{shrunk.runs} inputs tried")
    limit = "; stopped at its limit of inputs, it may shrink further" if shrunk.exhausted else ""
    return f"shrunk by its layout: {', '.join(parts)}{limit}"


def _failure_lines(failure: Attempt, against: str) -> list[str]:
    return [
        "input:",
        excerpt(failure.input, lines=40),
        f"expected (the {against}'s output):",
        excerpt(failure.expected, lines=40),
        "output:",
        excerpt(failure.output, lines=40),
        f"verdict: {failure.verdict}" + (f"  {failure.message}" if failure.message else ""),
    ]


def format_result(result: StressResult) -> str:
    """What a stress run found, for the terminal."""
    head = (
        f"{result.problem}: stress {result.solution} against the {result.against}, "
        f"seed {result.seed}, {result.sizes.describe()}"
    )
    if result.failure is None:
        return f"{head}\nno failure in {result.tried} inputs"
    failure, original = result.failure, result.original
    assert original is not None
    lines = [
        head,
        f"input #{result.index} ({result.sizes.size_of(result.index)}) fails: {original.verdict}",
    ]
    if result.layout is not None:
        lines.append(_layout_line(result.layout))
    sizes = f"from {len(original.input)} to {len(failure.input)} bytes"
    if result.greedy:
        then = "then by generator.py's shrink(): " if result.layout is not None else "shrunk "
        lines.append(
            f"{then}in {result.shrink_steps} step(s) ({result.candidates} candidates tried) {sizes}"
        )
    elif result.layout is not None:
        lines.append(sizes + (f"; not further: {result.unshrunk}" if result.unshrunk else ""))
    elif result.unshrunk is not None:
        lines.append(f"the input is not minimised: {result.unshrunk}")
    return "\n".join(lines + _failure_lines(failure, result.against))


# ------------------------------------------------------------------ --from: a given case


@dataclass(frozen=True)
class FromResult:
    """A given failing case shrunk (`judge stress ID FILE --from CASE`)."""

    problem: str
    solution: str
    against: str
    case: str  # the case's name, or the input file's path, as given
    start: Attempt  # the case as given
    failure: Attempt  # the smallest failing input found
    shrunk: Shrunk | None  # None: nothing to shrink by (no layout it follows, no numbers)


def case_input(problem: Problem, value: str) -> str:
    """The input of the case named `value` (as `judge run` prints it), else of the file at
    that path; a plain error naming --from otherwise."""
    cases = problem.cases()
    for case in cases:
        if case.name == value:
            return case.input
    path = Path(value)
    if path.is_file():
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise JudgeError(f"--from {value}: cannot read it: {exc}") from None
    names = [case.name for case in cases]
    shown = ", ".join(names[:12]) + (f", ... ({len(names)} in all)" if len(names) > 12 else "")
    raise JudgeError(
        f"--from {value}: {problem.id} has no case of that name and there is no such file "
        f"(its cases, as judge run names them: {shown})"
    )


def shrink_case(
    problem: Problem,
    solution_path: Path,
    cache_dir: Path,
    case: str,
    *,
    against: str = "reference",
    jobs: int = 1,
    runners: RunnerFactory | None = None,
    progress: Callable[[str], None] | None = None,
) -> FromResult:
    """Judge the solution on the case `case` (a name or an input file); when it fails, shrink
    that input by its layout to the smallest that still fails with the same verdict."""
    _require_outputs(problem, against)
    text = case_input(problem, case)
    reason = problem.code.rejection(text)
    if reason is not None:
        raise JudgeError(f"--from {case}: {problem.id}'s validator.py rejects it: {reason}")
    with ExitStack() as stack:
        session, name = _open_session(problem, solution_path, against, cache_dir, runners, stack)
        try:
            start = session.attempt(text)
        except OracleError as exc:
            raise JudgeError(f"--from {case}: no expected output: {exc}") from None
        if not start.failed:
            raise JudgeError(
                f"--from {case}: {name} passes it (AC against the {against}'s output): "
                "nothing to shrink"
            )
        if not can_shrink(problem.tests_split, text):
            return FromResult(problem.id, name, against, case, start, start, None)
        session.tried[text] = start
        shrunk = shrink_input(
            text,
            session.still_fails(start.verdict),
            problem.tests_split,
            jobs,
            progress=progress,
            more=problem.code.number_candidates,
        )
        failure = session.tried.get(shrunk.text) or start
        return FromResult(problem.id, name, against, case, start, failure, shrunk)


def format_from(result: FromResult) -> str:
    """What shrinking a given case found, for the terminal."""
    start, failure = result.start, result.failure
    lines = [
        f"{result.problem}: {result.solution} against the {result.against}, from {result.case}",
        f"it fails: {start.verdict} ({len(start.input.encode())} bytes)",
    ]
    if result.shrunk is None:
        lines.append(f"the input cannot be shrunk: {_NO_LAYOUT}")
    else:
        lines.append(_layout_line(result.shrunk))
        lines.append(f"smallest failing input: {len(failure.input.encode())} bytes")
    return "\n".join(lines + _failure_lines(failure, result.against))


def default_from_path(result: FromResult) -> Path:
    """Where the smallest input goes without --save: stress-<id>-<case>.in here."""
    name = Path(result.case).stem if Path(result.case).is_file() else result.case
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("._") or "case"
    return Path(f"stress-{result.problem}-{safe}.in")


def save_input(text: str, path: Path) -> None:
    """Write an input as it is, ready for `judge run ID FILE --input PATH`."""
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{path}: cannot write the input: {exc.strerror or exc}") from None
