"""Verdicts and result types: plain data, no behaviour beyond small predicates."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Verdict(str, Enum):
    """The online-judge verdicts."""

    AC = "AC"
    WA = "WA"
    PE = "PE"
    TLE = "TLE"
    MLE = "MLE"
    RE = "RE"
    OLE = "OLE"
    CE = "CE"
    # The judge failed, not the program (a submission it cannot judge): the jury looks, and
    # the submission counts as pending (CCS: "pending judgement if ... Judging Error").
    JE = "JE"
    # Not a verdict: a case that was not run because an earlier one failed (judging stops at
    # the first failing case, as online judges do, unless --all-cases).
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Score:
    """What an output validator reported of an accepted output's score (a Kattis package's
    scoring problem): `score.txt` (the score itself) or, 2023-07, `score_multiplier.txt` (a
    fraction of the case's maximum)."""

    value: float
    multiplier: bool = False


@dataclass(frozen=True)
class CheckResult:
    """A checker's judgement of one output."""

    verdict: Verdict
    message: str = ""
    score: Score | None = None  # only checkers of scoring problems report one


@dataclass(frozen=True)
class CaseResult:
    """The judgement of one test case."""

    name: str
    verdict: Verdict
    cpu_time: float = 0.0  # seconds
    wall_time: float = 0.0  # seconds
    memory: int = 0  # bytes
    message: str = ""
    output: str = ""  # the start of the program's stdout, for -v
    stderr: str = ""  # the start of the program's stderr
    score: Score | None = None  # what the checker said of the score, if it said anything

    @property
    def accepted(self) -> bool:
        return self.verdict is Verdict.AC


@dataclass(frozen=True)
class Grade:
    """A solution's result as a problem's grading rules give it (a Kattis package's test
    groups): the verdict, and the score of a scoring problem."""

    verdict: Verdict
    score: float | None = None


@dataclass(frozen=True)
class Report:
    """The judgement of one solution on one problem."""

    problem: str
    solution: str
    cases: list[CaseResult] = field(default_factory=list)
    compile_error: str | None = None
    # What the online judge would reject, and where judging fell back (a warm run judged fresh).
    warnings: list[str] = field(default_factory=list)
    grade: Grade | None = None  # the problem's own grading, when it has one

    @property
    def verdict(self) -> Verdict:
        """CE if it did not compile, else the problem's grade if it grades, else the first
        non-AC case verdict in case order, else AC."""
        if self.compile_error is not None:
            return Verdict.CE
        if self.grade is not None:
            return self.grade.verdict
        for case in self.cases:
            if not case.accepted:
                return case.verdict
        return Verdict.AC

    @property
    def score(self) -> float | None:
        """The score of a scoring problem's solution (None: not a scoring problem, or no
        score for a solution that did not compile)."""
        if self.compile_error is not None or self.grade is None:
            return None
        return self.grade.score

    @property
    def run(self) -> int:
        """Cases that were run (not skipped)."""
        return sum(case.verdict is not Verdict.SKIPPED for case in self.cases)

    @property
    def passed(self) -> int:
        return sum(case.accepted for case in self.cases)

    @property
    def max_cpu_time(self) -> float:
        return max((case.cpu_time for case in self.cases), default=0.0)

    @property
    def max_memory(self) -> int:
        return max((case.memory for case in self.cases), default=0)
