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
class CheckResult:
    """A checker's judgement of one output."""

    verdict: Verdict
    message: str = ""


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

    @property
    def accepted(self) -> bool:
        return self.verdict is Verdict.AC


@dataclass(frozen=True)
class Report:
    """The judgement of one solution on one problem."""

    problem: str
    solution: str
    cases: list[CaseResult] = field(default_factory=list)
    compile_error: str | None = None
    # What the online judge would reject, and where judging fell back (a warm run judged fresh).
    warnings: list[str] = field(default_factory=list)

    @property
    def verdict(self) -> Verdict:
        """CE if it did not compile, else the first non-AC case verdict in case order, else AC."""
        if self.compile_error is not None:
            return Verdict.CE
        for case in self.cases:
            if not case.accepted:
                return case.verdict
        return Verdict.AC

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
