"""Judging a contest submission: the one place contests call the judging library.

:func:`judge_submission` runs a submitted source on every case of its problem, in case order,
and stops at the first case that is not accepted, as online judges do (the cases after it are
not run, so hidden data past a failure is never even exercised). Contests judge isolated
(`judge run --isolate`: no network, no view of the test data, cgroup limits): submitted code
is someone else's, or at least should be treated like it. Only a solo contest on a machine
that cannot isolate judges plainly, and says so (:mod:`judge.contest.ops.session`).

The result keeps everything a feedback screen may show, and nothing is decided here about what
to show: per-case results up to the failure, and for the failing case its input, expected
output, the program's output and error output (excerpts). What a contestant sees during the
contest (the verdict and the number of the failing case; the whole failure only on a sample)
and after it (everything) is :mod:`judge.contest.core.feedback`'s business.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from judge.bounded import bounded
from judge.cachedir import default_cache_dir
from judge.contest.core.config import (
    CONTEST_FILE,
    PROBLEMS_FILE,
    entry_time_limit,
    package_folder,
    parse_contest,
    read_yaml,
)
from judge.contest.core.judgement_types import type_for_verdict
from judge.contest.core.model import SubtaskScore
from judge.contest.core.records import CaseRun, Failure, JudgementResult
from judge.errors import JudgeError
from judge.formats.protocol import AnyProblem
from judge.formats.registry import format_of, problem_at
from judge.i18n import phrase
from judge.judging.problem import Case
from judge.judging.report import TRANSCRIPT_LINES, failing_test_of
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.split import TestsSplit
from judge.judging.verdict import CaseResult, Report, Verdict
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem
from judge.run.execution.transcript import Said


def contest_problem(root: Path, problem_id: str, folder: Path | None = None) -> AnyProblem:
    """A contest's problem, by the id its contest gives it: the one place contests look a
    problem up. A problem the contest keeps in its ``folder`` (``<folder>/<id>/``, a package
    of any format), with its time limit (its own, else the one problems.yaml records), else a
    problem of the set at ``root``."""
    package = package_folder(folder, problem_id)
    if package is None:
        try:
            return load_problem(root, problem_id)
        except JudgeError as exc:
            if folder is None or problem_id in problem_ids(root):
                raise
            raise JudgeError(
                phrase(
                    "{exc}; nor is {value} a package of the contest (a contest keeps its packages in its folder: copy it to this machine)",
                    exc=exc,
                    value=folder / problem_id,
                )
            ) from None
    assert folder is not None
    problem = problem_at(package, default_cache_dir())
    problem.check_judgeable()
    if problem.time_limit is None:
        limit = entry_time_limit(folder, problem_id)
        if limit is None:
            raise JudgeError(
                phrase(
                    "{value}: no time_limit for problem {problem_id}, whose package sets none",
                    value=folder / PROBLEMS_FILE,
                    problem_id=problem_id,
                )
            )
        problem = problem.with_time_limit(limit, PROBLEMS_FILE)
    return problem


def run_options(isolate: bool, language: str | None = None, dialect: str = "auto") -> RunOptions:
    """How contests run programs: one case at a time (times as faithful as `judge run -j 1`),
    isolated unless told otherwise, in the submission's own sandbox, Python warm there (a
    pre-started interpreter forked per case, measured as a fresh run: `judge run --isolate
    --warm`; plain solo contests run fresh processes), compiled in `dialect` (the contest's
    choice; by default each problem's judge's, as `judge run` compiles it: the same source
    gets the same verdict), in the language it was submitted in (None: its file's extension
    decides)."""
    return RunOptions(jobs=1, isolate=isolate, warm=isolate, dialect=dialect, language=language)


def contest_dialect(folder: Path | None) -> str:
    """The dialect a contest's configuration chooses (contest.yaml's `dialect`), `auto`
    without one or without a folder."""
    if folder is None or not (folder / CONTEST_FILE).is_file():
        return "auto"
    data = read_yaml(folder / CONTEST_FILE)
    return parse_contest(data, folder / CONTEST_FILE, folder.name, warnings=[]).dialect


#: Characters kept of each text shown as feedback (input, expected, output, error output).
EXCERPT_CHARS = 4000


class _FirstFailure(Exception):
    """Stops judging at the first case that is not accepted."""


def _clip(text: str) -> str:
    return text if len(text) <= EXCERPT_CHARS else text[:EXCERPT_CHARS] + "\n... (cut)"


def judge_submission(
    problem: AnyProblem,
    source: bytes,
    filename: str,
    cache_dir: Path,
    isolate: bool = True,
    language: str | None = None,
    dialect: str = "auto",
) -> JudgementResult:
    """Judges ``source`` (a file called ``filename``, in ``language``, a CCS language id; by
    default its extension gives the language) on ``problem``'s cases, up to the first failing
    one, isolated unless ``isolate`` is False, compiled in ``dialect`` (see run_options)."""
    cases = problem.cases()
    results: list[CaseResult] = []
    # A scoring problem is judged as its grading says (its subtasks, each judged up to its
    # own failure): its score is what the contest records.
    scoring = problem.scoring

    def on_result(result: CaseResult) -> None:
        results.append(result)
        if not result.accepted and not scoring:
            raise _FirstFailure

    with tempfile.TemporaryDirectory(prefix="judge-submission-") as tmp:
        path = Path(tmp) / filename
        path.write_bytes(source)
        try:
            report = judge_solution(
                problem,
                str(path),
                None,
                run_options(isolate, language, dialect),
                cache_dir,
                on_result=on_result,
            )
        except _FirstFailure:
            report = Report(problem.id, filename, results)

    def local(text: str) -> str:  # messages name the file as submitted, not its copy here
        return bounded(text.replace(f"{tmp}/", ""))  # and are kept to a bound, stored

    compile_error = None if report.compile_error is None else _compile_error(report, local)
    verdict = report.verdict
    ran = []
    failure = None
    # How the problem's input splits into tests (a failing sample names the one that failed).
    split = problem.tests_split
    for number, (case, result) in enumerate(zip(cases, report.cases), start=1):
        if result.verdict is Verdict.SKIPPED:
            continue  # a scoring problem's case its grading passed over: not run
        ran.append(
            CaseRun(
                name=case.name,
                sample=case.sample,
                verdict=result.verdict,
                cpu_ms=round(result.cpu_time * 1000),
                memory=result.memory,
            )
        )
        if failure is None and not result.accepted:
            failure = _failure(number, case, result, local, split)
    score, subtasks = _points(report) if scoring else (None, ())
    return JudgementResult(
        verdict=verdict,
        type_id=type_for_verdict(verdict).id,
        total=len(cases),
        cases=tuple(ran),
        failure=failure,
        compile_error=compile_error,
        score=score,
        subtasks=subtasks,
    )


def _failure(
    number: int,
    case: Case,
    result: CaseResult,
    local: Callable[[str], str],
    split: TestsSplit | None,
) -> Failure:
    """The first failing case, number ``number``, as a feedback screen may show it."""
    return Failure(
        number=number,
        name=case.name,
        sample=case.sample,
        verdict=result.verdict,
        message=local(result.message),
        note=case.note,
        input=_clip(case.input),
        expected=_clip(case.output),
        output=_clip(result.output),
        stderr=_clip(local(result.stderr)),
        transcript=_sample_transcript(case, result),
        failing_test=failing_test_of(case, result, split) if case.sample else None,
    )


def _points(report: Report) -> tuple[float | None, tuple[SubtaskScore, ...]]:
    """A scoring problem's points and its subtasks' as its grade gives them (none for a
    submission that did not compile: it scores nothing)."""
    grade = report.grade
    if report.compile_error is not None or grade is None:
        return None, ()
    subtasks = tuple(
        SubtaskScore(group.name, group.score or 0.0, group.max_score) for group in grade.groups
    )
    if grade.score is None:
        return sum(s.score for s in subtasks), subtasks
    return grade.score, subtasks


def _compile_error(report: Report, local: Callable[[str], str]) -> str:
    """The compiler's messages a team is shown, naming the file as submitted; first, where
    another compiler of the problem's judge takes the source, the line saying which (first,
    so that the few lines a team is shown hold it; the contest's dialect still decides)."""
    messages = local(report.compile_error or "")
    found = report.compiles_with
    return messages if found is None else f"{found.short}\n{messages}"


def _sample_transcript(case: Case, result: CaseResult) -> tuple[Said, ...] | None:
    """A failing sample's conversation, its last lines (an interactive problem's); None for
    a hidden case, whose data a team never sees during the contest."""
    if not case.sample or result.transcript is None:
        return None
    return result.transcript[-TRANSCRIPT_LINES:]


def judging_error(error: str) -> JudgementResult:
    """The result when the judge itself cannot judge (the problem's data is broken): a JE, which
    leaves the submission pending on the board, with the reason for the jury."""
    return JudgementResult(
        verdict=Verdict.JE, type_id=type_for_verdict(Verdict.JE).id, total=0, error=bounded(error)
    )


def problem_data_files(problem: AnyProblem) -> list[Path]:
    """The files a problem's verdicts depend on (its format says which), and the contest's
    problems.yaml beside a package it keeps, which may hold its time limit."""
    files = format_of(problem).data_files(problem)
    listed = problem.root / PROBLEMS_FILE
    return [*files, listed] if listed.is_file() else files


def problem_data_hash(problem: AnyProblem) -> str:
    """A hash of what a problem's verdicts depend on (its data and the time limit it is judged
    with, as its format hashes them), recorded when a contest starts: a judging machine compares
    its own with it."""
    return format_of(problem).data_hash(problem)
