"""Verdicts and result types: plain data, no behaviour beyond small predicates."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from judge.run.execution.transcript import Said


class KattisResult(str, Enum):
    """A submission's result as Kattis and problemtools name it (graders read the same codes)."""

    AC = "AC"
    WA = "WA"
    TLE = "TLE"
    RTE = "RTE"
    OLE = "OLE"
    CE = "CE"
    JE = "JE"  # a judging error: the judge failed, not the submission

    def __str__(self) -> str:
        return self.value


class Verdict(str, Enum):
    """The online-judge verdicts, each with its renderings and its codes elsewhere (one table:
    `_FACES`)."""

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

    @property
    def short(self) -> str:
        """The short name every output shows ("AC", "skipped"): the value itself."""
        return self.value

    @property
    def long_name(self) -> str:
        """The name in words ("Wrong Answer")."""
        return _FACES[self].long_name

    @property
    def colour(self) -> str:
        """The ANSI SGR colour code of a terminal's line ("32": green)."""
        return _FACES[self].colour

    @property
    def ccs_type(self) -> str | None:
        """The CCS judgement type id (Contest API "Known judgement types"); None for SKIPPED."""
        return _FACES[self].ccs_type

    @property
    def ccs_required_type(self) -> str | None:
        """The CCS judgement type among the requirements' seven responses ("Judge
        Responses"): memory over the limit is a Run-Time Error, output over it Wrong Answer."""
        return _FACES[self].ccs_required_type

    @property
    def kattis(self) -> KattisResult | None:
        """The Kattis result (Kattis has no MLE or PE); None for SKIPPED."""
        return _FACES[self].kattis

    @classmethod
    def from_kattis(cls, code: str) -> Verdict:
        """The verdict standing for a Kattis result or grader code: our own name where it is
        one of ours ("MLE"), else the canonical verdict of that result ("RTE": RE)."""
        if code in cls._value2member_map_:
            return cls(code)
        for verdict, face in _FACES.items():
            if face.kattis is not None and face.kattis.value == code:
                return verdict
        raise ValueError(f"not a Kattis result: {code!r}")

    @classmethod
    def from_ccs_type(cls, type_id: str) -> Verdict:
        """The canonical verdict of a CCS judgement type id of ours ("RTE": RE)."""
        for verdict, face in _FACES.items():
            if face.ccs_type == type_id:
                return verdict
        raise ValueError(f"not one of our judgement types: {type_id!r}")


@dataclass(frozen=True)
class _Face:
    """How one verdict is shown and what other systems call it."""

    long_name: str
    colour: str
    ccs_type: str | None
    ccs_required_type: str | None
    kattis: KattisResult | None


# The one table of what each verdict is called elsewhere. The CCS ids follow the Contest API
# (PE is a Wrong Answer: the requirements have no presentation error; RE is a Run-Time Error;
# JE is the CCS Judging Error). Canonical first: the first verdict with a code is the one that
# code reads back as (RTE: RE, not MLE).
_FACES: dict[Verdict, _Face] = {
    Verdict.AC: _Face("Accepted", "32", "AC", "AC", KattisResult.AC),
    Verdict.WA: _Face("Wrong Answer", "31", "WA", "WA", KattisResult.WA),
    Verdict.PE: _Face("Presentation Error", "33", "WA", "WA", KattisResult.WA),
    Verdict.TLE: _Face("Time Limit Exceeded", "35", "TLE", "TLE", KattisResult.TLE),
    Verdict.RE: _Face("Run-Time Error", "31", "RTE", "RTE", KattisResult.RTE),
    Verdict.MLE: _Face("Memory Limit Exceeded", "35", "MLE", "RTE", KattisResult.RTE),
    Verdict.OLE: _Face("Output Limit Exceeded", "35", "OLE", "WA", KattisResult.OLE),
    Verdict.CE: _Face("Compile Error", "31", "CE", "CE", KattisResult.CE),
    # the judge's own failure, not the program's: a colour of its own
    Verdict.JE: _Face("Judging Error", "36", "JE", "JE", KattisResult.JE),
    Verdict.SKIPPED: _Face("Not run", "2", None, None, None),
}


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


# The question an interactive case's deadlock ends its message with (judge.judging.interactive);
# here, so that printing a verdict (judge.judging.report) needs no interactive code to tell it.
FLUSH_QUESTION = "did you flush your output?"


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
    # An interactive case's conversation (its end, bounded) when it failed; None: not one.
    transcript: tuple[Said, ...] | None = None
    # Judged on the program's source files, not a run of it (a static validation case): no
    # time nor memory of its own.
    static: bool = False

    @property
    def accepted(self) -> bool:
        return self.verdict is Verdict.AC


@dataclass(frozen=True)
class GroupGrade:
    """One subtask's result (a Kattis test group, a Polygon group with points, a subtask of our
    own format): its name as the problem gives it, its verdict, the points it earned and the
    most it can earn (None: the problem does not say, a group scored by its cases alone)."""

    name: str
    verdict: Verdict
    score: float | None = None
    max_score: float | None = None


@dataclass(frozen=True)
class Grade:
    """A solution's result as a problem's grading rules give it (a Kattis package's test
    groups): the verdict, the score of a scoring problem, the most it could score, and each
    subtask's result in the problem's order (empty: the problem has none to show)."""

    verdict: Verdict
    score: float | None = None
    max_score: float | None = None
    groups: tuple[GroupGrade, ...] = ()


@dataclass(frozen=True)
class CompilesWith:
    """Another compiler of the same online judge that compiles a solution its dialect's
    compiler rejected: the dialect's id, the option as people know it ("HDU's C++ (Microsoft
    Visual C++, emulated)"), and the command judging it so."""

    dialect: str
    option: str
    command: str

    @property
    def text(self) -> str:
        """The line that follows the compiler's messages."""
        return f"{self.option} compiles it: {self.command}"

    @property
    def short(self) -> str:
        """The same in a few words, for a contest's feedback (whose dialect is the contest's)."""
        return f"{self.option} compiles it (judge run --dialect {self.dialect})"


@dataclass(frozen=True)
class Report:
    """The judgement of one solution on one problem."""

    problem: str
    solution: str
    cases: list[CaseResult] = field(default_factory=list)
    compile_error: str | None = None  # the compiler's messages
    # Where it did not compile in a judge's dialect: the judge's other compiler that takes it.
    compiles_with: CompilesWith | None = None
    # What the online judge would reject, and where judging fell back (a warm run judged fresh).
    warnings: list[str] = field(default_factory=list)
    grade: Grade | None = None  # the problem's own grading, when it has one
    # Every case judged is a sample (a problem brought home with its samples alone, or
    # --samples): an AC says the samples pass, not the problem.
    samples_only: bool = False

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
    def max_score(self) -> float | None:
        """The most a solution can score on a scoring problem (None: not a scoring problem,
        the problem does not bound it, or the solution did not compile)."""
        if self.compile_error is not None or self.grade is None:
            return None
        return self.grade.max_score

    @property
    def groups(self) -> tuple[GroupGrade, ...]:
        """Each subtask's result, in the problem's order (empty: none to show, or the
        solution did not compile)."""
        if self.compile_error is not None or self.grade is None:
            return ()
        return self.grade.groups

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
