"""What every problem format offers: the one door through which the commands, the contests and
the server reach a problem, whatever format it is written in.

Two protocols, kept apart by what they need:

- `AnyProblem`, a problem itself: what judging asks of it (`Judgeable`) and the few facts the
  commands read directly (its folder, its time limit, its title per language, how its input
  ends and splits, its warnings). Each format's problem class implements it: ours
  (judge.problemset.problem.Problem) and Kattis packages (judge.kattis.package.KattisProblem).
- `ProblemFormat`, a format: whether a path holds one of its problems (`claims`), loading one,
  and the operations that need more than a problem's own module (its statement for the pages,
  `judge show`, `judge export`, `judge verify`, a contest's copy of it, a time limit computed
  where it sets none). One object a format, `FORMAT` in judge/formats/<name>.py, listed in
  judge/formats/registry.py, which loads a format's module only when it is needed.

No code outside a format's own modules asks which format a problem is: it asks the registry for
the format of a problem (`format_of`) or of a path (`format_at`) and calls these protocols
(tests/formats/test_registry.py fails on an `isinstance` of a format's problem class anywhere
else).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Protocol

from judge.judging.problem import Judgeable
from judge.judging.split import TestsSplit
from judge.problemset.problem import Problem

Progress = Callable[[str], None]
"""Where a long step says what it is doing (the terminal's progress line)."""


@dataclass(frozen=True)
class Tools:
    """What a format's long operations may use: the cache folder (builds, unpacked archives,
    remembered time limits), how many programs to run at once, where to say progress, and
    whether the programs they run (a package's accepted submissions and its own programs, to
    compute a time limit) must run isolated (a contest's: judge.run.isolation.session)."""

    cache_dir: Path
    jobs: int = 1
    progress: Progress | None = None
    isolate: bool = False


@dataclass(frozen=True)
class VerifyRequest:
    """`judge verify`'s options, for every format: the cache folder; programs run at once
    (None: the format's own default); the random inputs a brute force must agree on (where the
    format has one); where progress is said; and `say`, where each problem's line goes as it
    ends (the terminal's standard error, while the progress line runs)."""

    cache_dir: Path
    jobs: int | None = None
    count: int = 1000
    progress: Progress | None = None
    say: Progress | None = None


@dataclass(frozen=True)
class Verified:
    """What `judge verify` found for a format's problems: the text to print, and the exit
    status it asks for (0: every check passed, 1: one failed, 2: one could not run)."""

    text: str
    status: int


class AnyProblem(Judgeable, Protocol):
    """A problem of any format, as the commands, contests and server see it."""

    @property
    def format_name(self) -> str:
        """The name of its format in the registry (`judge`, `kattis`)."""
        ...

    @property
    def path(self) -> Path:
        """Its folder (an archive's is where it was unpacked)."""
        ...

    @property
    def time_limit(self) -> float | None:
        """Its CPU time limit in seconds; None where it sets none (a format then computes one:
        `ProblemFormat.time_limit`)."""
        ...

    @property
    def memory_limit(self) -> float:
        """Its memory limit in MiB."""
        ...

    @property
    def warnings(self) -> Sequence[str]:
        """What is odd in it but judged anyway (said before a run)."""
        ...

    @property
    def scoring(self) -> bool:
        """Whether its result is a score rather than pass-fail."""
        ...

    @property
    def tests_split(self) -> TestsSplit | None:
        """How its input splits into independent tests (a failing one is named), if known."""
        ...

    @property
    def input_end(self) -> str | None:
        """How its input ends, in the statement's words, for a program that reads past it."""
        ...

    @property
    def problem_set(self) -> Path | None:
        """The problem set it belongs to, whose learner's record notes its runs; None for a
        problem on its own (a package)."""
        ...

    @property
    def own_folders(self) -> tuple[Path, ...]:
        """The folders of its own programs (its reference, its example solutions): a run of
        one of them says nothing of the learner who runs it."""
        ...

    def title_in(self, lang: str) -> str:
        """Its title in `lang` (`en`, `zh`) where it has one, else its title."""
        ...

    def with_time_limit(self, seconds: float, source: str) -> AnyProblem:
        """The problem judged with this time limit (`source` says where it comes from)."""
        ...

    def with_python(self, lid: str) -> AnyProblem:
        """The problem with its Python solutions run in language `lid`; a JudgeError where its
        format fixes the Python it runs."""
        ...

    def check_judgeable(self) -> None:
        """A plain error when judge cannot judge this problem (a kind it does not support)."""
        ...


class ProblemFormat(Protocol):
    """A problem format: finding, loading and handling its problems."""

    @property
    def name(self) -> str:
        """Its name in the registry, as problems give it (`AnyProblem.format_name`)."""
        ...

    def claims(self, path: Path) -> bool:
        """Whether `path` (a folder or a file) holds a problem of this format. Cheap: it looks
        at names and at most one small file, and loads nothing."""
        ...

    def missing(self, path: Path) -> str:
        """What `path` lacks to be a problem of this format, for the message when no format
        claims it ("" where this format is not worth naming there)."""
        ...

    def load(self, path: Path, cache_dir: Path) -> AnyProblem:
        """The problem at `path` (an archive unpacked in `cache_dir`), with plain errors."""
        ...

    def install(self, path: Path, target: Path) -> None:
        """Copies (or unpacks) the problem at `path` to the new folder `target`: a contest's
        own copy, which cannot change under it."""
        ...

    def statement_markdown(self, problem: AnyProblem, lang: str) -> str:
        """Its statement in `lang` (else its first) as Markdown, for the pages: the body, whose
        title is the page's heading."""
        ...

    def shows_samples(self, problem: AnyProblem) -> bool:
        """Whether its statement shows the samples itself (else the pages list them)."""
        ...

    def case_count(self, problem: AnyProblem) -> int:
        """How many test cases it has (without reading them all where the format can)."""
        ...

    def data_files(self, problem: AnyProblem) -> list[Path]:
        """The files its verdicts depend on (a judging machine compares them)."""
        ...

    def data_hash(self, problem: AnyProblem) -> str:
        """A hash of what its verdicts depend on (its data files and the time limit it is
        judged with), recorded when a contest starts."""
        ...

    def time_limit(self, problem: AnyProblem, tools: Tools) -> tuple[AnyProblem, str]:
        """The problem with a time limit (its own; else computed, as the format says) and a
        line saying where a computed one comes from ("" for its own)."""
        ...

    def show(self, problem: AnyProblem, lang: str, tools: Tools) -> str:
        """`judge show`: its header (limits, checker, source) and statement in `lang`."""
        ...

    def solution_source(self, problem: AnyProblem, language: str) -> str:
        """`judge show --solution`: the text of its reference in `language` (`py`, `cpp`)."""
        ...

    def export(self, problem: AnyProblem, out: Path, version: str | None) -> Path:
        """`judge export`: the problem written as a Kattis package in `out`; its folder."""
        ...

    def export_zip(self, problem: AnyProblem, folder: Path) -> Path:
        """The package `export` wrote in `folder`, zipped as DOMjudge imports it; the zip."""
        ...

    def verify(self, problems: Sequence[AnyProblem], request: VerifyRequest) -> Verified:
        """`judge verify` on some of its problems."""
        ...

    def stress_refusal(self, problem: AnyProblem) -> str:
        """Why `judge stress` cannot run on it ("" where it can)."""
        ...

    def input_rejection(self, problem: AnyProblem, text: str, cache_dir: Path) -> str:
        """Why its input validation rejects `text` (an input of one's own, `judge run
        --input`), naming the validator and the rule it gives; "" when it accepts it (or the
        format has nothing that can check it)."""
        ...

    def for_stress(self, problem: AnyProblem) -> Problem:
        """The problem as `judge stress` needs it (a generator, a validator and a reference:
        judge's own format), or a JudgeError saying what the format lacks."""
        ...

    def telling(self, problem: AnyProblem, progress: Progress) -> AnyProblem:
        """The problem telling `progress` of the long steps its cases take when first needed
        (a Polygon package's generated tests: "generating tests 12/46"); itself where its
        cases are files."""
        ...
