"""What a Kattis package's example submissions must get, and judging them as problemtools does.

A submission is judged on the cases in order (sample, then secret) as the package's test groups
say (judge.kattis.grading: by default up to its first error, problemtools' `on_reject: break`)
and its result is the grade: the verdict (and a scoring problem's score). Kattis verdicts are
AC, WA, TLE, RTE (and OLE): judge's MLE and RE are both RTE, and a Kattis validator never gives
PE.

Expected results, by folder (problemtools' LegacyPolicy; the two 2023-07 additions as that spec
defines them, read as first-error results):

  accepted AC | wrong_answer WA | time_limit_exceeded TLE | run_time_error RTE
  partially_accepted AC, with a score short of the best ("Overall verdict must be Accepted.
  Overall score must not be max of range if objective is max and min of range if objective
  is min")
  rejected WA, TLE or RTE | brute_force TLE or RTE          (2023-07)

DOMjudge's `@EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER, TIMELIMIT, RUN-ERROR, ...` annotation
lists the results a submission may get; as DOMjudge documents, it is ignored in the four
official folders and honoured elsewhere (`submissions/mixed/`, ...). A submission in any other
folder without the annotation is skipped, with the reason.

A 2025-09 package with `submissions/submissions.yaml` says instead what each submission must
get (judge.kattis.expectations: the file's rules and the default folders'): each case's verdict
is checked against them, so every case runs (until one gets a verdict no rule permits there),
and the submissions its rules use to lower-bound the time limit are those that compute it (not
only accepted/). A legacy or 2023-07 package's submissions.yaml, not part of its format, is
refused (judge.kattis.unsupported).

The time limit: the package's own, else computed once from the accepted submissions
(judge.kattis.timelimit). A submission is judged at the limit and passes if its result there,
or at the limit x time_limit_to_tle (legacy: time_safety_margin), is an expected one ("OK with
extra time"): it runs once, at the higher limit, and a case over the limit is a TLE at it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from contextlib import ExitStack
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from judge.errors import JudgeError
from judge.judging.cases import NOT_RUN, judge_case
from judge.judging.problem import Case, CheckerFor, Grading, case_checkers
from judge.judging.solution import open_isolation
from judge.judging.tally import Tally
from judge.judging.verdict import CaseResult, Grade, KattisResult, Verdict
from judge.kattis.expectations import (
    CaseVerdict,
    Expectations,
    Requirement,
    as_requirement_verdict,
    permits,
    read_expectations,
    unmet,
)
from judge.kattis.package import KattisProblem, PackageFormat, Submission
from judge.kattis.programs import Unrunnable, build
from judge.kattis.timelimit import (
    Timed,
    TimeLimit,
    cached,
    computed,
    own_limit,
    remember,
    round_limit,
)
from judge.kattis.unsupported import submissions_yaml
from judge.parallel import run_all
from judge.run.factory import open_runner
from judge.run.languages.table import language as table_language
from judge.run.languages.table import languages
from judge.run.limits import Limits
from judge.run.program import CompileError, Program
from judge.run.runner import Runner

if TYPE_CHECKING:  # a session is made by `open_isolation` only
    from judge.run.isolation.session import Isolation

OFFICIAL = {
    "accepted": {KattisResult.AC},
    "wrong_answer": {KattisResult.WA},
    "time_limit_exceeded": {KattisResult.TLE},
    "run_time_error": {KattisResult.RTE},
}
OTHER_FOLDERS = {
    "partially_accepted": {KattisResult.AC},
    "rejected": {KattisResult.WA, KattisResult.TLE, KattisResult.RTE},
    "brute_force": {KattisResult.TLE, KattisResult.RTE},
}
# DOMjudge's result names (and the aliases it remaps) as Kattis results
DOMJUDGE_RESULTS = {
    "CORRECT": KattisResult.AC,
    "ACCEPTED": KattisResult.AC,
    "WRONG-ANSWER": KattisResult.WA,
    "WRONG_ANSWER": KattisResult.WA,
    "NO-OUTPUT": KattisResult.WA,
    "NO_OUTPUT": KattisResult.WA,
    "TIMELIMIT": KattisResult.TLE,
    "TIME_LIMIT_EXCEEDED": KattisResult.TLE,
    "RUN-ERROR": KattisResult.RTE,
    "RUN_TIME_ERROR": KattisResult.RTE,
    "OUTPUT-LIMIT": KattisResult.OLE,
    "OUTPUT_LIMIT": KattisResult.OLE,
    "COMPILER-ERROR": KattisResult.CE,
    "COMPILER_ERROR": KattisResult.CE,
}
# DOMjudge reads either tag (its SubmissionService's PROBLEM_RESULT_MATCHSTRING).
_ANNOTATION = re.compile(r"@(EXPECTED_RESULTS|EXPECTED_SCORE)@: ([^\n]*)", re.IGNORECASE)
INFER_LIMIT = 60.0  # CPU seconds an accepted submission may take while the limit is inferred


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


@dataclass(frozen=True)
class Expectation:
    """The results a submission may get, or why it is not judged."""

    results: frozenset[KattisResult] = frozenset()
    skip: str = ""  # non-empty: not judged, for this reason
    source: str = ""  # where the expectation comes from (the folder, the annotation)
    partial: bool = False  # AC with a score short of the best (partially_accepted)
    # submissions.yaml's requirements (a 2025-09 package with one): they decide, not `results`
    rules: tuple[Requirement, ...] = ()
    notes: tuple[str, ...] = ()  # what of submissions.yaml judge does not honour, for this one
    language: str | None = None  # submissions.yaml's: its code in the language list
    entrypoint: str | None = None  # submissions.yaml's: the file a folder program starts from

    @property
    def lower_bound(self) -> bool:
        """Whether submissions.yaml's rules use it to lower-bound the time limit."""
        return any(rule.lower_bound for rule in self.rules)


def annotation(path: Path) -> list[str] | None:
    """The results an `@EXPECTED_RESULTS@:` (or `@EXPECTED_SCORE@:`) comment lists (DOMjudge's
    parsing: the text after it to the end of the line, split at commas, upper-cased), or None
    without one."""
    files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    for file in files:
        try:
            text = file.read_text(errors="replace")
        except OSError:
            continue
        match = _ANNOTATION.search(text)
        if match:
            return [word.strip().upper() for word in match.group(2).split(",") if word.strip()]
    return None


def refuse_submissions_yaml(problem: KattisProblem) -> None:
    """A plain error for a submissions.yaml judge does not read (of a legacy or 2023-07
    package, whose formats have none) or one that is malformed (of a 2025-09 package)."""
    if problem.format is PackageFormat.V2025:
        package_expectations(problem)
        return
    refused = submissions_yaml(problem.path)
    if refused is not None:
        raise JudgeError(refused)


def package_expectations(problem: KattisProblem) -> Expectations | None:
    """A 2025-09 package's submissions.yaml with the default folders, None without one (or
    in another edition)."""
    if problem.format is not PackageFormat.V2025:
        return None
    expectations = read_expectations(problem.path)
    if expectations is not None and not problem.scoring:
        scored = next(
            (r for rule in expectations.rules for r in rule.requirements if r.score), None
        )
        if scored is not None:
            raise JudgeError(
                f"{expectations.path}: {scored.where}: score is only for scoring problems"
            )
    return expectations


def _from_yaml(expectations: Expectations, submission: Submission) -> Expectation:
    """What submissions.yaml's rules (with the default folders') require of `submission`."""
    rules = expectations.matching(submission.name)
    if not rules:
        return Expectation(
            skip="no key of submissions.yaml and no default folder matches it",
            source="submissions.yaml",
        )
    language = next((rule.language for rule in rules if rule.language is not None), None)
    entrypoint = next((rule.entrypoint for rule in rules if rule.entrypoint is not None), None)
    notes: tuple[str, ...] = ()
    if entrypoint is not None and not submission.path.is_dir():
        notes = (
            f"{submission.name}: entrypoint {entrypoint} of a one-file submission is not used: "
            "judge finds where it starts itself",
        )
    return Expectation(
        source="submissions.yaml",
        rules=tuple(r for rule in rules for r in rule.requirements),
        notes=notes,
        language=language,
        entrypoint=entrypoint if submission.path.is_dir() else None,
    )


def expectation(problem: KattisProblem, submission: Submission) -> Expectation:
    """The results `submission` may get: submissions.yaml's (a 2025-09 package with one), its
    official folder's, its annotation's, another known folder's, or why it is skipped."""
    expectations = package_expectations(problem)
    if expectations is not None:
        return _from_yaml(expectations, submission)
    folder = submission.folder
    if folder in OFFICIAL:
        return Expectation(frozenset(OFFICIAL[folder]), source=f"folder {folder}")
    listed = annotation(submission.path)
    if listed is not None:
        unknown = [name for name in listed if name not in DOMJUDGE_RESULTS]
        if len(listed) == 1 and _is_number(listed[0]):  # DOMjudge: an expected score
            return Expectation(skip=f"the annotation expects the score {listed[0]}, not a result")
        if unknown or not listed:
            return Expectation(
                skip=f"@EXPECTED_RESULTS@ names unknown result(s) {', '.join(unknown) or '(none)'}"
            )
        return Expectation(
            frozenset(DOMJUDGE_RESULTS[name] for name in listed),
            source="@EXPECTED_RESULTS@: " + ", ".join(listed),
        )
    if folder == "partially_accepted" and problem.scoring:
        return Expectation(
            frozenset({KattisResult.AC}), source="folder partially_accepted", partial=True
        )
    if folder in OTHER_FOLDERS:
        return Expectation(frozenset(OTHER_FOLDERS[folder]), source=f"folder {folder}")
    return Expectation(
        skip=f"folder {folder}/ is not a known submissions folder and the file "
        "has no @EXPECTED_RESULTS@ annotation"
    )


@dataclass(frozen=True)
class Finding:
    """A submission's result at one time limit: its grade (the first case that is not
    accepted, its name and why; AC with no case) and a scoring problem's score."""

    result: KattisResult
    case: str = ""
    message: str = ""
    score: float | None = None


@dataclass(frozen=True)
class Judged:
    """A submission judged once at the high limit, with the results it gets at both limits."""

    results: list[CaseResult]
    at_limit: Finding  # at the time limit
    at_high: Finding  # at time limit x time_limit_to_tle
    # What of submissions.yaml's requirements it does not meet at each limit (a line each)
    unmet_at_limit: tuple[str, ...] = ()
    unmet_at_high: tuple[str, ...] = ()

    @property
    def slowest(self) -> float:
        return max((r.cpu_time for r in self.results), default=0.0)

    def slowest_for_limit(self, rules: Sequence[Requirement]) -> float:
        """The slowest of the cases the rules lower-bounding the time limit apply to."""
        bounding = [rule for rule in rules if rule.lower_bound]
        return max(
            (r.cpu_time for r in self.results if any(b.applies(r.name) for b in bounding)),
            default=0.0,
        )


def first_error_grading() -> Grading:
    """Judging without a package's groups: up to the first error, whose verdict decides."""

    class FirstError:
        def next_cases(self, results: Sequence[CaseResult]) -> tuple[int, int] | None:
            return None if results else (0, 1 << 62)

        def grade(self, results: Sequence[CaseResult]) -> Grade:
            failed = next(
                (r for r in results if r.verdict not in (Verdict.AC, Verdict.SKIPPED)), None
            )
            return Grade(Verdict.AC if failed is None else failed.verdict)

    return FirstError()


def _finding(grade: Grade, results: Sequence[CaseResult]) -> Finding:
    """A grade as a Finding, naming the first case with its verdict."""
    result = grade.verdict.kattis or KattisResult.JE  # a grade is never SKIPPED
    if result is KattisResult.AC:
        return Finding(result, score=grade.score)
    case = next(
        (r for r in results if r.verdict is not Verdict.SKIPPED and r.verdict.kattis is result),
        None,
    )
    if case is None:
        return Finding(result, score=grade.score)
    return Finding(result, case.name, case.message, grade.score)


def judge_first_error(
    runner: Runner,
    cases: list[Case],
    limits: Limits,
    checker_for: CheckerFor,
    time_limit: float,
    grading: Grading | None = None,
) -> Judged:
    """Run the cases in order under `limits` (the high limit) as `grading` says (default: up
    to the first non-AC one); the result at `time_limit` is the grade with every case over it
    a TLE (problemtools tests for TLE, CPU time over the limit, before anything else)."""
    grading = grading or first_error_grading()
    results: list[CaseResult] = []
    while (stretch := grading.next_cases(results)) is not None:
        start, end = max(stretch[0], len(results)), min(stretch[1], len(cases))
        if start >= end:
            break
        for case in cases[len(results) : start]:
            results.append(CaseResult(case.name, Verdict.SKIPPED, message=NOT_RUN))
        for case in cases[start:end]:
            results.append(judge_case(runner, case, limits, checker_for(case)))
            if not results[-1].accepted:
                break
    for case in cases[len(results) :]:
        results.append(CaseResult(case.name, Verdict.SKIPPED, message=NOT_RUN))
    return judged_at(results, grading, time_limit, limits.time)


def _over(results: Sequence[CaseResult], time_limit: float) -> list[CaseResult]:
    """The results at `time_limit`: each case over it a TLE."""
    return [
        replace(
            r,
            verdict=Verdict.TLE,
            message=f"CPU time {r.cpu_time:.3f} s > limit {time_limit:g} s",
            score=None,
        )
        if r.cpu_time > time_limit and r.verdict not in (Verdict.TLE, Verdict.SKIPPED)
        else r
        for r in results
    ]


def judged_at(
    results: list[CaseResult],
    grading: Grading,
    time_limit: float,
    high: float,
    rules: Sequence[Requirement] = (),
) -> Judged:
    """Results run under `high` or more, graded at `time_limit` and at `high` (every case
    over either a TLE at it), and what of `rules` they do not meet at each."""
    at_high, at_limit = _over(results, high), _over(results, time_limit)
    high_grade, limit_grade = grading.grade(at_high), grading.grade(at_limit)
    return Judged(
        results,
        _finding(limit_grade, at_limit),
        _finding(high_grade, at_high),
        _unmet(rules, at_limit, limit_grade) if rules else (),
        _unmet(rules, at_high, high_grade) if rules else (),
    )


def _case_verdict(result: CaseResult) -> KattisResult:
    return as_requirement_verdict(result.verdict.kattis or KattisResult.JE)


def _unmet(
    rules: Sequence[Requirement], results: Sequence[CaseResult], grade: Grade
) -> tuple[str, ...]:
    """What of submissions.yaml's `rules` the results and their grade do not meet."""
    verdicts = [CaseVerdict(r.name, _case_verdict(r), r.message) for r in results]
    unjudged = frozenset(r.name for r in results if r.verdict is Verdict.SKIPPED)
    scores = {"": grade.score, "secret": grade.score}
    scores.update({f"secret/{g.name}": g.score for g in grade.groups})
    known = {name: score for name, score in scores.items() if score is not None}
    return tuple(unmet(rules, verdicts, known, unjudged))


def judge_every_case(
    runner: Runner,
    package: PackageCases,
    limits: Limits,
    time_limit: float,
    grading: Grading,
    rules: Sequence[Requirement],
    stop_early: bool = True,
) -> Judged:
    """Run every case of the package in order under `limits` (the high limit), as
    submissions.yaml's `rules` check each one, up to (with `stop_early`) the first that gets a
    verdict they do not permit there at either limit: then the submission fails whatever the
    rest get."""
    cases = package.cases
    results: list[CaseResult] = []
    for case in cases:
        result = judge_case(runner, case, limits, package.checker_for(case))
        results.append(result)
        at_limit = _over([result], time_limit)[0]
        if stop_early and not any(
            permits(rules, case.name, _case_verdict(r)) for r in (result, at_limit)
        ):
            break
    for case in cases[len(results) :]:
        results.append(CaseResult(case.name, Verdict.SKIPPED, message=NOT_RUN))
    return judged_at(results, grading, time_limit, limits.time, rules)


def infer_time_limit(problem: KattisProblem, slowest: float) -> float:
    """problemtools' rule (judge.kattis.timelimit.round_limit)."""
    return round_limit(problem, slowest)


def best_score(problem: KattisProblem, cache_dir: Path, cases: list[Case]) -> float | None:
    """A scoring problem's best score (the top of the root group's range, or secret's
    max_score; the bottom when the objective is min), None when there is none."""
    grading = problem.grading(cases, cache_dir)
    low, high = grading.score_range()
    best = low if str(problem.problem_grading.get("objective", "max")) == "min" else high
    return best if math.isfinite(best) else None


@dataclass(frozen=True)
class SubmissionOutcome:
    """One submission's line in `judge verify PKG`."""

    submission: Submission
    expected: Expectation
    program: str = ""  # how it ran (its language)
    judged: Judged | None = None
    compile_error: str = ""
    skipped: str = ""

    best: float | None = None  # a scoring problem's best score, for partially_accepted

    @property
    def ok(self) -> bool | None:
        """True/False when judged; None when skipped."""
        if self.skipped or self.expected.skip:
            return None
        if self.expected.rules:  # submissions.yaml's: every verdict it names is a run's
            if self.judged is None:
                return False
            return not self.judged.unmet_at_limit or not self.judged.unmet_at_high
        if self.compile_error:
            return KattisResult.CE in self.expected.results
        assert self.judged is not None
        return any(
            finding.result in self.expected.results
            and not (self.expected.partial and finding.score == self.best)
            for finding in (self.judged.at_limit, self.judged.at_high)
        )


def prepare(
    problem: KattisProblem,
    submission: Submission,
    cache_dir: Path,
    isolation: Isolation | None = None,
) -> Program | SubmissionOutcome:
    """The submission's program (built in `isolation` when given), or its outcome when it
    cannot run (skipped, CE)."""
    expected = expectation(problem, submission)
    if expected.skip:
        return SubmissionOutcome(submission, expected)
    try:
        shown = problem.show(submission.path)
        program = build(
            problem.program_source(submission.path, cache_dir),
            cache_dir,
            shown,
            problem.python,
            isolation,
            problem.included,
            expected.entrypoint,
        )
    except CompileError as exc:
        return SubmissionOutcome(submission, expected, compile_error=str(exc).strip() or "CE")
    except JudgeError as exc:  # judge cannot build it (a file it does not know): not judged
        return SubmissionOutcome(submission, expected, skipped=str(exc).split(": ", 1)[-1])
    if isinstance(program, Unrunnable):
        return SubmissionOutcome(submission, expected, skipped=program.reason)
    code = _kattis_code(program)
    if expected.language is not None and expected.language != code:
        return SubmissionOutcome(
            submission,
            expected,
            skipped=f"submissions.yaml gives its language as {expected.language}, and judge "
            f"reads it as {code or program.language.id}",
        )
    if program.language.id in ("python3", "pypy3"):
        error = _python_syntax_error(submission.path)
        if error:
            return SubmissionOutcome(submission, expected, compile_error=error)
    return program


def _kattis_code(program: Program) -> str:
    """The program's language as the Kattis language list codes it ("" for none: a build
    script's program)."""
    if program.language.id not in languages():
        return ""
    return table_language(program.language.id).kattis_code


def _python_syntax_error(path: Path) -> str:
    """What Python's compiler rejects in a Python submission (its .py files), or "": the
    check problemtools and DOMjudge make when they compile a Python submission (`py_compile`),
    so that a syntax error is a CE rather than a crash. Compiling runs none of the code."""
    files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
    for file in files:
        try:
            compile(file.read_bytes(), str(file.name), "exec", dont_inherit=True)
        except (SyntaxError, ValueError) as exc:
            return f"{file.name}: {type(exc).__name__}: {exc}"
        except OSError:
            continue
    return ""


@dataclass(frozen=True)
class PackageCases:
    """A package with its cases and each case's checker, made once for all its submissions,
    the cache folder their programs are built in, and the isolation session they all run in
    (submissions and the package's own programs), or None: plain."""

    problem: KattisProblem
    cases: list[Case]
    checker_for: CheckerFor
    cache_dir: Path
    isolation: Isolation | None = None

    @classmethod
    def of(
        cls, problem: KattisProblem, cache_dir: Path, isolation: Isolation | None = None
    ) -> PackageCases:
        """The package's cases and checkers, isolated in `isolation` when given."""
        cases = problem.cases()
        checkers = case_checkers(problem, cases, cache_dir, isolation)
        return cls(problem, cases, checkers, cache_dir, isolation)


def judge_submission(
    package: PackageCases,
    submission: Submission,
    program: Program,
    time_limit: float,
    high: float | None = None,
    every_case: bool = False,
) -> SubmissionOutcome:
    """Judge one submission (fresh processes, start-up included, as problemtools times) at
    `time_limit`, run under `high` (default: the limit x time_limit_to_tle); `every_case`:
    under submissions.yaml's rules, on every case even after one they do not permit (the
    timing runs, graded again at the limit they set: `regraded`)."""
    problem, cases, cache_dir = package.problem, package.cases, package.cache_dir
    expected = expectation(problem, submission)
    high = high if high is not None else time_limit * problem.time_limit_to_tle
    base = (
        problem.limits
        if problem.time_limit is not None
        else problem.with_time_limit(time_limit, "inferred").limits
    )
    limits = Limits(time=high, memory=base.memory, output=base.output)
    grading = problem.grading(cases, cache_dir, isolation=package.isolation)
    with open_runner(program, cache_dir, isolation=package.isolation) as runner:
        if expected.rules:
            judged = judge_every_case(
                runner,
                package,
                limits,
                time_limit,
                grading,
                expected.rules,
                stop_early=not every_case,
            )
        else:
            judged = judge_first_error(
                runner, cases, limits, package.checker_for, time_limit, grading
            )
    best = best_score(problem, cache_dir, cases) if expected.partial else None
    return SubmissionOutcome(submission, expected, str(program.language), judged, best=best)


def judge_all(
    problem: KattisProblem,
    cache_dir: Path,
    jobs: int = 1,
    progress: Callable[[str], None] | None = None,
) -> tuple[float, str, list[SubmissionOutcome]]:
    """Every submission judged: (time limit, where it comes from, outcomes in name order).
    Without a time limit in the package, the accepted ones run first, and set it."""
    package = PackageCases.of(problem, cache_dir)
    prepared = [(s, prepare(problem, s, cache_dir)) for s in problem.submissions()]
    outcomes: dict[str, SubmissionOutcome] = {}
    runnable = [(s, p) for s, p in prepared if isinstance(p, Program)]
    for submission, outcome in prepared:
        if isinstance(outcome, SubmissionOutcome):
            outcomes[submission.name] = outcome
    judging = Tally(f"{problem.id}: submissions {{done}}/{{total}}", progress)
    judging.total = len(runnable)

    def run(
        item: tuple[Submission, Program], limit: float, tally: Tally, timing: bool = False
    ) -> SubmissionOutcome:
        submission, program = item
        high = INFER_LIMIT if timing else None
        outcome = judge_submission(package, submission, program, limit, high, every_case=timing)
        tally.one_done()
        return outcome

    limit = own_limit(problem) or cached(problem, cache_dir)
    rest = runnable
    if limit is None:
        lower = [item for item in runnable if sets_limit(problem, item[0])]
        rest = [item for item in runnable if not sets_limit(problem, item[0])]
        unrun = [o for o in outcomes.values() if sets_limit(problem, o.submission)]
        timing = Tally(f"{problem.id}: timing {{done}}/{{total}} accepted submissions", progress)

        def time_these(items: list[tuple[Submission, Program]]) -> list[SubmissionOutcome]:
            timing.more(len(items))
            return run_all(lambda item: run(item, INFER_LIMIT, timing, True), items, jobs)

        limit, first, deferred = _compute_limit(problem, lower, unrun, time_these, cache_dir)
        programs = dict(lower)
        for outcome in first:
            again = regraded(package, outcome, limit.seconds)
            if again is None:  # its timing run does not tell: judged again at the limit
                deferred.append((outcome.submission, programs[outcome.submission]))
            else:
                outcomes[outcome.submission.name] = again
        rest += deferred
        judging.total = len(rest)
    seconds = limit.seconds
    for outcome in run_all(lambda item: run(item, seconds, judging), rest, jobs):
        outcomes[outcome.submission.name] = outcome
    ordered = [outcomes[s.name] for s in problem.submissions()]
    left_out = "; ".join(limit.note.split("\n")) if limit.note else ""
    return seconds, limit.source + (f"; not counted: {left_out}" if left_out else ""), ordered


def sets_limit(problem: KattisProblem, submission: Submission) -> bool:
    """Whether `submission` is one the time limit is computed from: an accepted one, or under
    a 2025-09 package's submissions.yaml, one its rules lower-bound the limit with."""
    expected = expectation(problem, submission)
    return expected.lower_bound if expected.rules else submission.folder == "accepted"


def regraded(
    package: PackageCases, outcome: SubmissionOutcome, time_limit: float
) -> SubmissionOutcome | None:
    """A submission timed at INFER_LIMIT (on every case), as it is at `time_limit`: graded
    again from the same runs (each case over a limit a TLE at it), None when those do not
    tell (the limit with extra time is over INFER_LIMIT). Without submissions.yaml's rules
    it is as it was: an accepted submission AC at INFER_LIMIT is AC at the limit it set."""
    rules, judged = outcome.expected.rules, outcome.judged
    if not rules or judged is None:
        return outcome
    high = time_limit * package.problem.time_limit_to_tle
    if high > INFER_LIMIT:
        return None
    grading = package.problem.grading(package.cases, package.cache_dir, isolation=package.isolation)
    return replace(outcome, judged=judged_at(judged.results, grading, time_limit, high, rules))


CPYTHON = "Python 3 runs under CPython here, and problemtools times Python under PyPy, far faster"


def _compute_limit(
    problem: KattisProblem,
    accepted: Sequence[tuple[Submission, Program]],
    unrun: Sequence[SubmissionOutcome],
    judge: Callable[[list[tuple[Submission, Program]]], list[SubmissionOutcome]],
    cache_dir: Path,
) -> tuple[TimeLimit, list[SubmissionOutcome], list[tuple[Submission, Program]]]:
    """The limit from the accepted submissions (`judge` judges them at INFER_LIMIT; `unrun`:
    those that do not run, with why), remembered; the outcomes; and the Python submissions
    left out of it. Python submissions run under PyPy, as problemtools times them, and count
    like the others. Under CPython (PyPy missing, or CPython chosen), a CPython timing of a
    submission written for PyPy would make the limit many times too loose (SWERC 2025's
    jewelsbuilding: 48 s instead of a few), so those count only when no other accepted
    submission does, and are otherwise left out, named (and judged later like the rest)."""
    first = [item for item in accepted if item[1].language.id != "python3"]
    deferred = [item for item in accepted if item[1].language.id == "python3"]
    outcomes = judge(first)
    if not any(_timed_ac(o) for o in outcomes):
        outcomes += judge(deferred)
        deferred = []
    left_out = [Timed(s.name, None, CPYTHON) for s, _ in deferred]
    return _computed(problem, [*outcomes, *unrun], cache_dir, left_out), outcomes, deferred


def _timed_ac(outcome: SubmissionOutcome) -> bool:
    """Whether a timing run counts: AC, or under submissions.yaml, meeting its rules."""
    if outcome.judged is None:
        return False
    if outcome.expected.rules:
        return not outcome.judged.unmet_at_high
    return outcome.judged.at_high.result is KattisResult.AC


def _timing(outcome: SubmissionOutcome) -> Timed:
    """A timing run as the limit counts it: its slowest case (under submissions.yaml, of
    those its lower-bounding rules apply to), or why it is left out."""
    name, judged, rules = outcome.submission.name, outcome.judged, outcome.expected.rules
    if judged is not None and _timed_ac(outcome):
        return Timed(name, judged.slowest_for_limit(rules) if rules else judged.slowest)
    if judged is not None and rules:
        return Timed(name, None, f"does not meet submissions.yaml: {judged.unmet_at_high[0]}")
    if judged is not None:
        finding = judged.at_high
        return Timed(name, None, f"{finding.result} on {finding.case}, not AC")
    if outcome.compile_error:
        return Timed(name, None, "does not compile")
    return Timed(name, None, outcome.skipped or outcome.expected.skip)


def _computed(
    problem: KattisProblem,
    accepted: Sequence[SubmissionOutcome],
    cache_dir: Path,
    left_out: Sequence[Timed] = (),
) -> TimeLimit:
    """The time limit from the accepted submissions' outcomes (judged at INFER_LIMIT, or not
    run, with the reason; `left_out`: not run for it, with why), remembered for this package;
    a plain error when none counts."""
    timed = [_timing(outcome) for outcome in accepted]
    slow = [
        Timed(s.name, None, "slow_accepted: not used for the time limit")
        for s in problem.submissions()
        if s.folder == "slow_accepted" and not sets_limit(problem, s)
    ]
    by_rules = package_expectations(problem) is not None
    kind = "submission lower-bounding it (submissions.yaml)" if by_rules else "accepted submission"
    limit = computed(problem, timed, [*left_out, *slow], kind)
    if limit is None:
        which = (
            "no submission that submissions.yaml uses to lower-bound it runs here and meets "
            "its requirements"
            if by_rules
            else "no accepted submission that judge runs is AC"
        )
        raise JudgeError(
            f"{problem.path}: the package sets no time limit, and {which} to compute one from "
            "(judge run takes --time-limit)" + "".join(f"\n  {t.name}: {t.reason}" for t in timed)
        )
    remember(problem, limit, cache_dir)
    return limit


def package_time_limit(
    problem: KattisProblem,
    cache_dir: Path,
    jobs: int = 1,
    progress: Callable[[str], None] | None = None,
    isolate: bool = False,
) -> TimeLimit:
    """The package's time limit: its own, else the one computed before for these very files,
    else computed now from its accepted submissions (judged first, as problemtools does, `jobs`
    at a time: each run's time is its own CPU time, which other runs beside it do not add to)
    and remembered; with `isolate`, they and the package's own programs are built and run
    isolated (a contest's packages: judge.run.isolation.session). `progress` hears "timing
    3/17 accepted submissions" as each one ends."""
    limit = own_limit(problem) or cached(problem, cache_dir)
    if limit is not None:
        return limit
    problem.check_judgeable()
    refuse_submissions_yaml(problem)
    with ExitStack() as stack:
        isolation = stack.enter_context(open_isolation(problem, cache_dir)) if isolate else None
        return _accepted_limit(problem, cache_dir, jobs, progress, isolation)


def _accepted_limit(
    problem: KattisProblem,
    cache_dir: Path,
    jobs: int,
    progress: Callable[[str], None] | None,
    isolation: Isolation | None,
) -> TimeLimit:
    """The time limit computed from the package's accepted submissions (`package_time_limit`),
    all run in `isolation` when given."""
    package = PackageCases.of(problem, cache_dir, isolation)
    accepted: list[tuple[Submission, Program]] = []
    outcomes: list[SubmissionOutcome] = []
    for submission in problem.submissions():
        if not sets_limit(problem, submission):
            continue
        prepared = prepare(problem, submission, cache_dir, isolation)
        if isinstance(prepared, Program):
            accepted.append((submission, prepared))
        else:
            outcomes.append(prepared)
    tally = Tally(f"{problem.id}: timing {{done}}/{{total}} accepted submissions", progress)

    def judge(item: tuple[Submission, Program]) -> SubmissionOutcome:
        outcome = judge_submission(
            package, item[0], item[1], INFER_LIMIT, INFER_LIMIT, every_case=True
        )
        tally.one_done()
        return outcome

    def judge_these(items: list[tuple[Submission, Program]]) -> list[SubmissionOutcome]:
        tally.more(len(items))
        return run_all(judge, items, jobs)

    limit, _, _ = _compute_limit(problem, accepted, outcomes, judge_these, cache_dir)
    return limit


def with_package_time_limit(
    problem: KattisProblem,
    cache_dir: Path,
    jobs: int = 1,
    progress: Callable[[str], None] | None = None,
) -> tuple[KattisProblem, TimeLimit]:
    """The problem with its time limit (`package_time_limit`), and the limit."""
    limit = package_time_limit(problem, cache_dir, jobs, progress)
    return problem.with_time_limit(limit.seconds, limit.source), limit
