"""What judging asks of a problem: the `Judgeable` protocol, and the test cases it gives.

Two kinds of problem satisfy it: this set's own (judge.problemset.problem) and Kattis problem
packages (judge.kattis.package). The judging layer knows nothing else of either, and neither is
imported here: they depend on this module, not the other way round.

Anything a problem must build to be judged (a package's output validator, the submission that
serves as its reference) is built by the calls that take the cache folder to build it in, and
only then.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Protocol, Union

from judge import package_tree
from judge.judging.checkers import Checker
from judge.judging.verdict import CaseResult, Grade
from judge.run.file_io import FileIO
from judge.run.languages.language import Language
from judge.run.limits import Limits
from judge.run.runner import Runner
from judge.run.staging import Staging

if TYPE_CHECKING:  # made by the problems that have them (an interactive one, a multi-pass
    # package), each judging a case itself (judging.cases): only they need the modules
    from judge.judging.interactive import Interactor
    from judge.judging.passes import MultiPass
    from judge.run.isolation.session import Isolation


class CaseJudge(Protocol):
    """What judges a case without a checker of one run's output: it runs the solution itself
    (an interactor converses with it; a multi-pass validator runs it in passes) or reads the
    solution's source files instead (a static validator: `runner`'s program, judge.run.
    staging.program_of)."""

    def judge(
        self, name: str, input: str, answer: str, runner: Runner, limits: Limits
    ) -> CaseResult:
        """The result of the case called `name`, of input `input` and answer `answer`, for
        the program `runner` runs under `limits`."""
        ...


CaseChecker = Union[Checker, "Interactor", "MultiPass", CaseJudge]
"""What judges a case: a checker of the finished run's output, or a `CaseJudge`."""


class StaticValidation(Protocol):
    """A static validation test case's judge, to be built: a problem's program that reads the
    submission's source files rather than its output (a Kattis package's static validator)."""

    def checker(self, cache_dir: Path, isolation: Isolation | None) -> CaseJudge:
        """The judge of the case, its program built in `cache_dir` (in `isolation` when
        given, and run there)."""
        ...


@dataclass(frozen=True)
class CaseFile:
    """A test case's input or answer kept in a file of a package, read (with a bound on its
    size) each time it is asked for: a problem's cases are listed without holding its data, and
    a case's text is held only while it is judged or shown."""

    path: Path
    limit: int | None = None  # bytes; None: package_tree.CASE_LIMIT, as it is when read

    def read(self) -> str:
        """The file's text; a JudgeError naming it when it is too large or not UTF-8."""
        limit = package_tree.CASE_LIMIT if self.limit is None else self.limit
        return package_tree.read_text_limited(self.path, limit, "test data")


Text = Union[str, CaseFile]
"""A case's input or answer: the text itself, or the file it is read from."""


@dataclass(frozen=True)
class Case:
    """One test case: its input and expected output, exact text (given, or read from a file
    when asked for: `input`, `output`)."""

    name: str
    given: Text  # the input
    wanted: Text  # the expected output
    sample: bool = False
    note: str = ""
    file: Path | None = None  # where it is written down
    # Extra arguments of the problem's output checker on this case (a Kattis test group's
    # output validator arguments).
    checker_args: tuple[str, ...] = ()
    # What the run of the program gets besides its input (a Kattis case's `args` and `.files`).
    staging: Staging = field(default_factory=Staging)
    # A static validation test case (Kattis 2025-09): judged on the program's source files by
    # this, never run; its input and answer are empty.
    static: StaticValidation | None = None

    @property
    def input(self) -> str:
        """The input's text."""
        return self.given if isinstance(self.given, str) else self.given.read()

    @property
    def output(self) -> str:
        """The expected output's text."""
        return self.wanted if isinstance(self.wanted, str) else self.wanted.read()


class Grading(Protocol):
    """A problem's own rules for judging its cases (a Kattis package's test groups): which
    cases are judged, and the verdict and score of the results. Without them, judging stops
    at the first failing case and its verdict is the solution's."""

    def next_cases(self, results: Sequence[CaseResult]) -> tuple[int, int] | None:
        """Given the results so far (one per case graded up to now, in order; SKIPPED: not
        run), the cases to judge next: `cases[start:end]`, in order, up to the first that
        fails (`start` at least len(results), `end` past it); None: judging is over."""
        ...

    def grade(self, results: Sequence[CaseResult]) -> Grade:
        """The verdict and score of the results, one per case graded (SKIPPED: not run)."""
        ...


class Judgeable(Protocol):
    """A problem as the judging layer sees it."""

    @property
    def id(self) -> str:
        """The problem's id, as reports name it."""
        ...

    @property
    def title(self) -> str:
        """The problem's name, as shown above its results."""
        ...

    @property
    def root(self) -> Path:
        """The folder the problem's files are shown relative to; isolated runs never see it."""
        ...

    @property
    def limits(self) -> Limits:
        """The limits of one run of a solution (CPU time, memory, output)."""
        ...

    def limits_for(self, language: Language) -> Limits:
        """The limits of one run of a solution in `language`: `limits`, unless the problem
        has limits of its own for it (HDU lists Java's beside the others': "Java/Others")."""
        ...

    @property
    def dialect(self) -> str | None:
        """The online judge whose C/C++ dialect solutions compile in by default (`hdu`,
        `poj`), or None for modern GNU C/C++."""
        ...

    @property
    def python(self) -> str:
        """The language id Python solutions run in unless one is chosen: `python3` (CPython),
        or `pypy3` where the problem's judge times Python under PyPy."""
        ...

    @property
    def file_io(self) -> FileIO | None:
        """The files its solutions read their input from and write their output to in their
        working folder (an OI problem's `NAME.in` / `NAME.out`), or None: the standard
        streams. Judging hands them to its runner, which stages them (judge.run.file_io)."""
        ...

    def cases(self) -> list[Case]:
        """Every test case, in the order they are judged (samples first)."""
        ...

    def output_checker(
        self, cache_dir: Path, args: tuple[str, ...] = (), *, isolation: Isolation | None = None
    ) -> CaseChecker:
        """The checker of a solution's output, with a case's extra arguments; a checker that
        is a program is built first, in `cache_dir`, and built and run in `isolation` when
        given (judging isolated). An interactive problem's is its
        interactor, which judges the case as the solution runs; a multi-pass problem's
        judges it in passes."""
        ...

    def reference(self, cache_dir: Path) -> Path:
        """The source file of the reference solution, judged when no solution is given;
        finding it may build candidates, in `cache_dir`."""
        ...

    def grading(
        self, cases: Sequence[Case], cache_dir: Path, *, isolation: Isolation | None = None
    ) -> Grading | None:
        """The problem's grading of `cases` (some of its own, in order; a grader program is
        built in `cache_dir`, and built and run in `isolation` when given), or None: the first failing case decides."""
        ...

    def lay_out(self, source: Path, language: Language, cache_dir: Path) -> LaidOut | None:
        """The solution file `source` in `language` laid out (in `cache_dir`) with the files
        the problem builds every solution in that language with, or None: it is built alone."""
        ...


@dataclass(frozen=True)
class LaidOut:
    """A solution laid out with the files its problem builds every solution with (a function
    problem's grader and headers): the folder holding them all, the file it starts from there
    (a grader that is the program's main, or the solution's own copy), and what to tell (a
    solution file the problem's replaced)."""

    folder: Path
    entry: Path
    notes: tuple[str, ...] = ()


CheckerFor = Callable[[Case], CaseChecker]
"""The checker (or interactor, or passes) of each case."""


def case_checkers(
    problem: Judgeable,
    cases: Iterable[Case],
    cache_dir: Path,
    isolation: Isolation | None = None,
) -> CheckerFor:
    """The checker of each of `cases`: the problem's, with the case's own arguments (isolated
    in `isolation` when given), or a static validation case's own; each different checker is
    made once, here."""
    cases = list(cases)
    made = {
        args: problem.output_checker(cache_dir, args, isolation=isolation)
        for args in dict.fromkeys(case.checker_args for case in cases if case.static is None)
    }
    static = {
        case.name: case.static.checker(cache_dir, isolation)
        for case in cases
        if case.static is not None
    }
    return lambda case: made[case.checker_args] if case.static is None else static[case.name]
