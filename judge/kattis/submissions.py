"""What a Kattis package's example submissions must get, and judging them as problemtools does.

A submission's result is its first non-accepted verdict in case order (sample, then secret),
or AC: problemtools' default (`on_reject: break`, first error). Kattis verdicts are AC, WA,
TLE, RTE (and OLE): judge's MLE and RE are both RTE, and a Kattis validator never gives PE.

Expected results, by folder (problemtools' LegacyPolicy; the two 2023-07 additions as that spec
defines them, read as first-error results):

  accepted AC | wrong_answer WA | time_limit_exceeded TLE | run_time_error RTE
  partially_accepted AC (scoring: the score is not checked)
  rejected WA, TLE or RTE | brute_force TLE or RTE          (2023-07)

DOMjudge's `@EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER, TIMELIMIT, RUN-ERROR, ...` annotation
lists the results a submission may get; as DOMjudge documents, it is ignored in the four
official folders and honoured elsewhere (`submissions/mixed/`, ...). A submission in any other
folder without the annotation is skipped, with the reason. (submissions.yaml of 2023-07 is not
read, as problemtools does not read it either.)

The time limit: the package's own, else inferred as problemtools does from the slowest case of
the accepted submissions: the smallest multiple of time_resolution (legacy: 1 s) at least
slowest x ac_to_time_limit (legacy: time_multiplier), and at least one resolution step. A
submission is judged at the limit and passes if its result there, or at the limit x
time_limit_to_tle (legacy: time_safety_margin), is an expected one ("OK with extra time").
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.judging.cases import judge_case
from judge.judging.problem import Case, CheckerFor, case_checkers
from judge.judging.verdict import CaseResult, Verdict
from judge.kattis.package import KattisProblem, Submission
from judge.kattis.programs import Unrunnable, build
from judge.parallel import run_all
from judge.run.factory import open_runner
from judge.run.limits import Limits
from judge.run.program import CompileError, Program
from judge.run.runner import Runner


class KattisResult(str, Enum):
    """A submission's result as problemtools names it."""

    AC = "AC"
    WA = "WA"
    TLE = "TLE"
    RTE = "RTE"
    OLE = "OLE"
    CE = "CE"
    JE = "JE"  # a judging error: the judge failed, not the submission

    def __str__(self) -> str:
        return self.value


# judge's verdicts as Kattis results
KATTIS_RESULT = {
    Verdict.AC: KattisResult.AC,
    Verdict.WA: KattisResult.WA,
    Verdict.PE: KattisResult.WA,
    Verdict.TLE: KattisResult.TLE,
    Verdict.MLE: KattisResult.RTE,
    Verdict.RE: KattisResult.RTE,
    Verdict.OLE: KattisResult.OLE,
    Verdict.CE: KattisResult.CE,
    Verdict.JE: KattisResult.JE,
}
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
_ANNOTATION = re.compile(r"@EXPECTED_RESULTS@: ([^\n]*)", re.IGNORECASE)
INFER_LIMIT = 60.0  # CPU seconds an accepted submission may take while the limit is inferred


@dataclass(frozen=True)
class Expectation:
    """The results a submission may get, or why it is not judged."""

    results: frozenset[KattisResult] = frozenset()
    skip: str = ""  # non-empty: not judged, for this reason
    source: str = ""  # where the expectation comes from (the folder, the annotation)


def annotation(path: Path) -> list[str] | None:
    """The results an `@EXPECTED_RESULTS@:` comment lists (DOMjudge's parsing: the text after
    it to the end of the line, split at commas, upper-cased), or None without one."""
    files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    for file in files:
        try:
            text = file.read_text(errors="replace")
        except OSError:
            continue
        match = _ANNOTATION.search(text)
        if match:
            return [word.strip().upper() for word in match.group(1).split(",") if word.strip()]
    return None


def expectation(problem: KattisProblem, submission: Submission) -> Expectation:
    """The results `submission` may get: its official folder's, its annotation's, another
    known folder's, or why it is skipped."""
    folder = submission.folder
    if folder in OFFICIAL:
        return Expectation(frozenset(OFFICIAL[folder]), source=f"folder {folder}")
    listed = annotation(submission.path)
    if listed is not None:
        unknown = [name for name in listed if name not in DOMJUDGE_RESULTS]
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
            skip="partially_accepted: scores are not supported (judge judges "
            "scoring problems pass-fail)"
        )
    if folder in OTHER_FOLDERS:
        return Expectation(frozenset(OTHER_FOLDERS[folder]), source=f"folder {folder}")
    return Expectation(
        skip=f"folder {folder}/ is not a known submissions folder and the file "
        "has no @EXPECTED_RESULTS@ annotation"
    )


@dataclass(frozen=True)
class Finding:
    """A submission's result at one time limit: the first case that is not accepted (its
    name and why), or AC with no case."""

    result: KattisResult
    case: str = ""
    message: str = ""


@dataclass(frozen=True)
class Judged:
    """A submission judged once at the high limit, with the results it gets at both limits."""

    results: list[CaseResult]
    at_limit: Finding  # at the time limit
    at_high: Finding  # at time limit x time_limit_to_tle

    @property
    def slowest(self) -> float:
        return max((r.cpu_time for r in self.results), default=0.0)


def judge_first_error(
    runner: Runner, cases: list[Case], limits: Limits, checker_for: CheckerFor, time_limit: float
) -> Judged:
    """Run the cases in order until the first non-AC one under `limits` (the high limit); the
    result at `time_limit` is the first case over it or the first non-AC one."""
    results: list[CaseResult] = []
    at_limit: Finding | None = None
    for case in cases:
        result = judge_case(runner, case, limits, checker_for(case))
        results.append(result)
        # problemtools tests for TLE (CPU time over the limit) before anything else
        if at_limit is None and result.cpu_time > time_limit and result.verdict is not Verdict.TLE:
            at_limit = Finding(
                KattisResult.TLE,
                case.name,
                f"CPU time {result.cpu_time:.3f} s > limit {time_limit:g} s",
            )
        if not result.accepted:
            high = Finding(KATTIS_RESULT[result.verdict], case.name, result.message)
            return Judged(results, at_limit or high, high)
    high = Finding(KattisResult.AC)
    return Judged(results, at_limit or high, high)


def infer_time_limit(problem: KattisProblem, slowest: float) -> float:
    """problemtools' rule: the smallest multiple of the resolution at least slowest x
    ac_to_time_limit, at least one step."""
    steps = max(1, math.ceil(slowest * problem.ac_to_time_limit / problem.time_resolution - 1e-9))
    return round(steps * problem.time_resolution, 9)


@dataclass(frozen=True)
class SubmissionOutcome:
    """One submission's line in `judge verify PKG`."""

    submission: Submission
    expected: Expectation
    program: str = ""  # how it ran (its language)
    judged: Judged | None = None
    compile_error: str = ""
    skipped: str = ""

    @property
    def ok(self) -> bool | None:
        """True/False when judged; None when skipped."""
        if self.skipped or self.expected.skip:
            return None
        if self.compile_error:
            return KattisResult.CE in self.expected.results
        assert self.judged is not None
        return (
            self.judged.at_limit.result in self.expected.results
            or self.judged.at_high.result in self.expected.results
        )


def prepare(
    problem: KattisProblem, submission: Submission, cache_dir: Path
) -> Program | SubmissionOutcome:
    """The submission's program, or its outcome when it cannot run (skipped, CE)."""
    expected = expectation(problem, submission)
    if expected.skip:
        return SubmissionOutcome(submission, expected)
    try:
        program = build(submission.path, cache_dir, problem.show(submission.path))
    except CompileError as exc:
        return SubmissionOutcome(submission, expected, compile_error=str(exc).strip() or "CE")
    if isinstance(program, Unrunnable):
        return SubmissionOutcome(submission, expected, skipped=program.reason)
    return program


def judge_submission(
    problem: KattisProblem,
    submission: Submission,
    program: Program,
    cases: list[Case],
    checker_for: CheckerFor,
    time_limit: float,
    cache_dir: Path,
    high: float | None = None,
) -> SubmissionOutcome:
    """Judge one submission (fresh processes, start-up included, as problemtools times);
    `checker_for` gives each case's checker."""
    expected = expectation(problem, submission)
    high = high if high is not None else time_limit * problem.time_limit_to_tle
    base = (
        problem.limits
        if problem.time_limit is not None
        else problem.with_time_limit(time_limit, "inferred").limits
    )
    limits = Limits(time=high, memory=base.memory, output=base.output)
    with open_runner(program, cache_dir) as runner:
        judged = judge_first_error(runner, cases, limits, checker_for, time_limit)
    return SubmissionOutcome(submission, expected, str(program.language), judged)


def judge_all(
    problem: KattisProblem,
    cache_dir: Path,
    jobs: int = 1,
    progress: Callable[[str], None] | None = None,
) -> tuple[float, str, list[SubmissionOutcome]]:
    """Every submission judged: (time limit, where it comes from, outcomes in name order).
    Without a time limit in the package, the accepted ones run first, and set it."""
    cases = problem.cases()
    checkers = case_checkers(problem, cases, cache_dir)
    prepared = [(s, prepare(problem, s, cache_dir)) for s in problem.submissions()]
    outcomes: dict[str, SubmissionOutcome] = {}
    runnable = [(s, p) for s, p in prepared if isinstance(p, Program)]
    for submission, outcome in prepared:
        if isinstance(outcome, SubmissionOutcome):
            outcomes[submission.name] = outcome
    done = [0]

    def run(
        item: tuple[Submission, Program], limit: float, high: float | None = None
    ) -> SubmissionOutcome:
        submission, program = item
        outcome = judge_submission(
            problem, submission, program, cases, checkers, limit, cache_dir, high
        )
        done[0] += 1
        if progress:
            progress(f"{problem.id}: submissions {done[0]}/{len(runnable)}")
        return outcome

    time_limit, source = problem.time_limit, problem.time_limit_from
    rest = runnable
    if time_limit is None:
        lower = [item for item in runnable if item[0].folder == "accepted"]
        rest = [item for item in runnable if item[0].folder != "accepted"]
        first = run_all(lambda item: run(item, INFER_LIMIT, INFER_LIMIT), lower, jobs)
        time_limit, source = _inferred(problem, first)
        for outcome in first:
            outcomes[outcome.submission.name] = outcome
    for outcome in run_all(lambda item: run(item, time_limit), rest, jobs):
        outcomes[outcome.submission.name] = outcome
    ordered = [outcomes[s.name] for s in problem.submissions()]
    return time_limit, source, ordered


def _inferred(problem: KattisProblem, accepted: list[SubmissionOutcome]) -> tuple[float, str]:
    """The time limit from the accepted submissions' runs (at INFER_LIMIT), and how."""
    timed = [
        o.judged
        for o in accepted
        if o.judged is not None and o.judged.at_high.result is KattisResult.AC
    ]
    if not timed:
        raise JudgeError(
            f"{problem.path}: the package sets no time limit, and no accepted "
            "submission that judge runs is AC to infer one from: give --time-limit"
        )
    slowest = max(judged.slowest for judged in timed)
    limit = infer_time_limit(problem, slowest)
    return limit, (
        f"inferred: slowest accepted case {slowest:.3f} s x "
        f"{problem.ac_to_time_limit:g}, rounded up to a multiple of "
        f"{problem.time_resolution:g} s"
    )


def infer_for_run(problem: KattisProblem, cache_dir: Path, jobs: int = 1) -> KattisProblem:
    """The problem with its time limit: the package's, or inferred from its accepted
    submissions (judged first, as problemtools does)."""
    if problem.time_limit is not None:
        return problem
    cases = problem.cases()
    checkers = case_checkers(problem, cases, cache_dir)
    accepted = []
    for submission in problem.submissions():
        if submission.folder != "accepted":
            continue
        program = prepare(problem, submission, cache_dir)
        if isinstance(program, Program):
            accepted.append((submission, program))
    outcomes = run_all(
        lambda item: judge_submission(
            problem, item[0], item[1], cases, checkers, INFER_LIMIT, cache_dir, INFER_LIMIT
        ),
        accepted,
        jobs,
    )
    limit, source = _inferred(problem, outcomes)
    return problem.with_time_limit(limit, source)
