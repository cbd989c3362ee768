"""A format judge does not ship, written as DESIGN.md's "Where do I put X" says a new format is
written: one module defining `FORMAT`, and a row of judge.formats.registry.FORMATS (the tests
add the row). A toy problem is a folder holding `toy.txt` (its title, then its time limit in
seconds), `NAME.in` and `NAME.ans` pairs (judged by tokens, in name order) and `reference.py`.

Nothing else of judge changes for it: the tests judge, show and list it through the commands."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from judge.errors import JudgeError
from judge.formats.protocol import (
    AnyProblem,
    ProblemFormat,
    Progress,
    Tools,
    Verified,
    VerifyRequest,
)
from judge.judging.checkers import tokens
from judge.judging.problem import Case, CaseChecker, Grading
from judge.problemset.problem import Problem
from judge.run.languages.language import Language
from judge.run.limits import Limits, MiB

MARKER = "toy.txt"

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation


@dataclass(frozen=True)
class ToyProblem:
    """A toy problem (`AnyProblem`)."""

    id: str
    path: Path
    title: str
    time_limit: float | None
    memory_limit: float = 256.0
    format_name: ClassVar[str] = "toy"

    # Judgeable
    @property
    def root(self) -> Path:
        return self.path.parent

    @property
    def limits(self) -> Limits:
        if self.time_limit is None:
            raise JudgeError(f"{self.path / MARKER}: no time limit")
        return Limits(time=self.time_limit, memory=int(self.memory_limit * MiB))

    def limits_for(self, language: Language) -> Limits:
        return self.limits

    @property
    def dialect(self) -> str | None:
        return None

    @property
    def file_io(self) -> None:
        return None

    @property
    def python(self) -> str:
        return "python3"

    def cases(self) -> list[Case]:
        return [
            Case(i.stem, i.read_text(), i.with_suffix(".ans").read_text(), file=i)
            for i in sorted(self.path.glob("*.in"))
        ]

    def output_checker(
        self, cache_dir: Path, args: tuple[str, ...] = (), *, isolation: Isolation | None = None
    ) -> CaseChecker:
        return tokens

    def reference(self, cache_dir: Path) -> Path:
        return self.path / "reference.py"

    def grading(
        self, cases: Sequence[Case], cache_dir: Path, *, isolation: Isolation | None = None
    ) -> Grading | None:
        return None

    def lay_out(self, source: Path, language: Language, cache_dir: Path) -> None:
        return None

    # AnyProblem
    warnings: tuple[str, ...] = ()
    scoring: bool = False
    tests_split: None = None
    input_end: None = None
    problem_set: None = None

    @property
    def own_folders(self) -> tuple[Path, ...]:
        return (self.path,)

    def title_in(self, lang: str) -> str:
        return self.title

    def with_time_limit(self, seconds: float, source: str) -> ToyProblem:
        return replace(self, time_limit=seconds)

    def with_python(self, lid: str) -> ToyProblem:
        raise JudgeError("a toy problem runs CPython")

    def check_judgeable(self) -> None:
        pass


class ToyFormat:
    """Toy problems (`ProblemFormat`)."""

    name = "toy"

    def claims(self, path: Path) -> bool:
        return (path / MARKER).is_file()

    def missing(self, path: Path) -> str:
        return f"{path / MARKER}: missing (a toy problem has one)"

    def load(self, path: Path, cache_dir: Path) -> AnyProblem:
        title, limit = (path / MARKER).read_text().split("\n")[:2]
        return ToyProblem(path.name, path, title, float(limit) if limit else None)

    def install(self, path: Path, target: Path) -> None:
        raise JudgeError("toy problems stay where they are")

    def statement_markdown(self, problem: AnyProblem, lang: str) -> str:
        return f"Print what {problem.title} asks.\n"

    def shows_samples(self, problem: AnyProblem) -> bool:
        return False

    def case_count(self, problem: AnyProblem) -> int:
        return len(problem.cases())

    def data_files(self, problem: AnyProblem) -> list[Path]:
        return sorted(problem.path.iterdir())

    def data_hash(self, problem: AnyProblem) -> str:
        return str(len(self.data_files(problem)))

    def time_limit(self, problem: AnyProblem, tools: Tools) -> tuple[AnyProblem, str]:
        if problem.time_limit is not None:
            return problem, ""
        return problem.with_time_limit(1.0, "toy"), f"{problem.id}: time limit 1 s (toys' own)"

    def show(self, problem: AnyProblem, lang: str, tools: Tools) -> str:
        return f"{problem.id}: {problem.title} (a toy, {len(problem.cases())} cases)"

    def solution_source(self, problem: AnyProblem, language: str) -> str:
        return (problem.path / "reference.py").read_text()

    def export(self, problem: AnyProblem, out: Path, version: str | None) -> Path:
        raise JudgeError("toy problems are not exported")

    def export_zip(self, problem: AnyProblem, folder: Path) -> Path:
        raise JudgeError("toy problems are not exported")

    def verify(self, problems: Sequence[AnyProblem], request: VerifyRequest) -> Verified:
        return Verified("\n".join(f"{p.id}: a toy: nothing to verify" for p in problems), 0)

    def stress_refusal(self, problem: AnyProblem) -> str:
        return "toy problems have no generator"

    def for_stress(self, problem: AnyProblem) -> Problem:
        raise JudgeError(self.stress_refusal(problem))

    def input_rejection(self, problem: AnyProblem, text: str, cache_dir: Path) -> str:
        return "" if text.strip() else "toy inputs are not empty"

    def telling(self, problem: AnyProblem, progress: Progress) -> AnyProblem:
        return problem


FORMAT: ProblemFormat = ToyFormat()
