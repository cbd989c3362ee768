"""`judge verify PKG`: a Kattis package's checks, as problemtools makes them.

  input validators  every input validator accepts (exits 42 on) every test input
  answers           the output validator accepts every sample answer as an output (a secret
                    answer it rejects is a note, as in problemtools: some packages put other
                    data in .ans files)
  submissions       each example submission gets a result its folder (or its DOMjudge
                    @EXPECTED_RESULTS@ annotation) permits: judge.kattis.submissions; in a
                    2025-09 package with submissions/submissions.yaml, each case a verdict
                    its rules permit, and what they require (judge.kattis.expectations)

Languages judge does not run (Java, Kotlin, ...), checktestdata scripts without the
`checktestdata` module, and VIVA scripts are reported as skipped, with the reason, never as
failures. Exit status: 0 when nothing fails, 1 when something does, 2 for data errors.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.judging.problem import Case, case_checkers
from judge.judging.report import score_text
from judge.judging.verdict import Verdict
from judge.kattis.expectations import only_ac
from judge.kattis.package import GroupSettings, KattisProblem, PackageFormat
from judge.kattis.programs import Unrunnable, build, language_of, python_note
from judge.kattis.submissions import SubmissionOutcome, judge_all, refuse_submissions_yaml
from judge.kattis.validators import input_rejection
from judge.printable import printable
from judge.run.limits import Limits, MiB
from judge.run.program import CompileError, Language, Program

CasesSettings = list[tuple[Case, GroupSettings]]
"""A package's cases, each with its test group's settings."""


@dataclass
class PackageReport:
    """Every check of one package, as lines, and whether anything failed."""

    problem: KattisProblem
    lines: list[str] = field(default_factory=list)
    failed: bool = False
    outcomes: list[SubmissionOutcome] = field(default_factory=list)

    def fail(self, line: str) -> None:
        """Add a line saying what failed."""
        self.failed = True
        self.lines.append(line)


def _input_validator(path: Path, problem: KattisProblem, cache_dir: Path) -> Program | str:
    """The validator's program, or why it is skipped."""
    shown = problem.show(path)
    if path.suffix == ".ctd":
        if importlib.util.find_spec("checktestdata") is None:
            return "checktestdata script, and the checktestdata module is not installed"
        return _Checktestdata(
            shown, (sys.executable, "-m", "checktestdata", str(path)), Language.COMMAND, path
        )
    if path.suffix == ".viva":
        return "VIVA script: judge does not run VIVA"
    try:
        program = build(problem.program_source(path, cache_dir), cache_dir, shown)
    except CompileError as exc:
        raise JudgeError(f"{shown}: does not build:\n{exc}") from None
    if isinstance(program, Unrunnable):
        return program.reason
    return program


class _Checktestdata(Program):
    """A checktestdata script: it exits 0 on a valid input (not 42)."""


def check_input_validators(
    problem: KattisProblem, cases_settings: CasesSettings, cache_dir: Path, report: PackageReport
) -> None:
    """Every input validator (each with its test group's arguments) must accept every input."""
    paths = problem.input_validators()
    if not paths:
        report.lines.append("  input validators  none")
        return
    limits = Limits(time=problem.validation_time, memory=int(problem.validation_memory * MiB))
    for path in paths:
        program = _input_validator(path, problem, cache_dir)
        shown = problem.show(path)
        if isinstance(program, str):
            report.lines.append(f"  input validator   {shown}: skipped: {program}")
            continue
        rejected = []
        for case, settings in cases_settings:
            # 2025-09: the case's own arguments follow (and its files are there), as the
            # submission gets them
            args = (*settings.input_validator_args(path.stem), *case.staging.args)
            why = _rejection(program, case.input, args, limits, cache_dir, case.staging.files)
            if why is not None:
                rejected.append(f"      {case.name}: {why}")
        if rejected:
            report.fail(
                f"  input validator   {shown}: FAIL: rejects {len(rejected)} of "
                f"{len(cases_settings)} inputs"
            )
            report.lines += rejected[:10]
        else:
            report.lines.append(
                f"  input validator   {shown}: PASS: accepts all {len(cases_settings)} inputs"
            )


def first_input_rejection(problem: KattisProblem, text: str, cache_dir: Path) -> str:
    """Why the first input validator that rejects `text` (an input of one's own) does, run
    with the flags of the secret data's first group; "" when each accepts it (a validator
    judge cannot run here is left out, as `verify` skips it)."""
    cases = problem.cases_with_settings()
    secret = [settings for case, settings in cases if not case.sample]
    chosen = secret or [settings for _, settings in cases]
    settings = chosen[0] if chosen else None
    limits = Limits(time=problem.validation_time, memory=int(problem.validation_memory * MiB))
    for path in problem.input_validators():
        program = _input_validator(path, problem, cache_dir)
        if isinstance(program, str):
            continue
        args = () if settings is None else settings.input_validator_args(path.stem)
        why = _rejection(program, text, args, limits, cache_dir)
        if why is not None:
            return why
    return ""


def _rejection(
    program: Program,
    text: str,
    args: Sequence[str],
    limits: Limits,
    cache_dir: Path,
    files: Path | None = None,
) -> str | None:
    """Why the input validator `program` rejects `text` (its working folder holding the
    files of `files` when given), or None."""
    if isinstance(program, _Checktestdata):
        return _checktestdata_rejection(program, text, args, limits, cache_dir)
    return input_rejection(program, text, args, limits, cache_dir, files=files)


def _checktestdata_rejection(
    program: Program, text: str, args: Sequence[str], limits: Limits, cache_dir: Path
) -> str | None:
    """checktestdata exits 0 to accept: run it as an input validator whose 0 means 42."""
    wrapped = Program(
        program.name,
        (
            "/bin/sh",
            "-c",
            '"$@"; s=$?; [ $s -eq 0 ] && exit 42; exit $s',
            "checktestdata",
            *program.argv,
        ),
        Language.COMMAND,
    )
    return input_rejection(wrapped, text, args, limits, cache_dir)


def check_answers(
    problem: KattisProblem, cases_settings: CasesSettings, cache_dir: Path, report: PackageReport
) -> None:
    """The output validator must accept every sample answer as an output (a secret answer it
    rejects is a note)."""
    which = (
        "the default output validator"
        if problem.custom_validator is None
        else f"output validator {problem.show(problem.custom_validator)}"
    )
    checker_for = case_checkers(problem, [case for case, _ in cases_settings], cache_dir)
    rejected_samples: list[str] = []
    rejected_secret: list[str] = []
    for case, _ in cases_settings:
        checker = checker_for(case)
        if not callable(checker):  # an interactor or passes: it judges runs, not outputs
            kind = "an interactor" if problem.interactive else "a multi-pass validator"
            report.lines.append(f"  answers           skipped: {which} is {kind} (it builds)")
            return
        result = checker(case.input, case.output, case.output)
        if result.verdict is not Verdict.AC:
            (rejected_samples if case.sample else rejected_secret).append(
                f"      {case.name}: {result.message.splitlines()[0] if result.message else ''}"
            )
    if rejected_samples:
        report.fail(
            f"  answers           FAIL: {which} rejects {len(rejected_samples)} sample "
            "answer(s) as outputs"
        )
        report.lines += rejected_samples[:10]
    else:
        report.lines.append(f"  answers           PASS: {which} accepts every sample answer")
    if rejected_secret:
        report.lines.append(
            f"  answers           note: it rejects {len(rejected_secret)} "
            "secret answer(s) as outputs (fine if they are not outputs)"
        )


def _describe(outcome: SubmissionOutcome) -> tuple[str, str]:
    """(result, status) columns of one submission line."""
    expected = "/".join(sorted(outcome.expected.results))
    if outcome.expected.skip:
        return "", f"skipped: {outcome.expected.skip}"
    if outcome.skipped:
        return "", f"skipped: {outcome.skipped}"
    if outcome.compile_error:
        first = printable(outcome.compile_error.splitlines()[0][:100])
        if outcome.expected.rules:
            return "CE", f"FAIL: it does not compile (submissions.yaml's rules): {first}"
        return "CE", ("ok" if outcome.ok else f"FAIL: expected {expected}: {first}")
    judged = outcome.judged
    assert judged is not None
    at_limit, at_high = judged.at_limit, judged.at_high
    result, case, message = at_limit.result, at_limit.case, at_limit.message
    high = at_high.result
    shown = (
        str(result)
        + (f" score {score_text(at_limit.score)}" if at_limit.score is not None else "")
        + (f" on {printable(case)}" if case else "")
        + (f", {high} with extra time" if (high, at_high.score) != (result, at_limit.score) else "")
    )
    if outcome.expected.rules:
        return shown, _status_by_rules(outcome)
    if outcome.expected.partial:
        expected += f" with a score short of {score_text(outcome.best)}" if outcome.best else ""
    if outcome.ok:
        ok_at_limit = result in outcome.expected.results and not (
            outcome.expected.partial and at_limit.score == outcome.best
        )
        status = "ok" if ok_at_limit else "ok with extra time"
    else:
        status = (
            f"FAIL: expected {expected}"
            + (f" ({outcome.expected.source})" if outcome.expected.source else "")
            + (f": {printable(message.splitlines()[0][:160])}" if message else "")
        )
    return shown, status


def _status_by_rules(outcome: SubmissionOutcome) -> str:
    """The status of a submission judged against submissions.yaml's rules: ok, ok with extra
    time, or FAIL with each requirement it does not meet at the limit."""
    judged = outcome.judged
    assert judged is not None
    if not judged.unmet_at_limit:
        return "ok"
    if not judged.unmet_at_high:
        return "ok with extra time"
    return "FAIL: " + "; ".join(printable(line[:200]) for line in judged.unmet_at_limit)


def _accepted(outcome: SubmissionOutcome) -> bool:
    """Whether it is an accepted submission judged as one: from accepted/, or under
    submissions.yaml, one whose rules permit AC alone on every case."""
    if not outcome.ok:
        return False
    if not outcome.expected.rules:
        return outcome.submission.folder == "accepted"
    return only_ac(outcome.expected.rules)


def _is_python(path: Path) -> bool:
    """Whether a submission (a file or a folder) is Python 3."""
    files = sorted(path.rglob("*")) if path.is_dir() else [path]
    return any(language_of(file) == "Python 3" for file in files if file.is_file())


def verify_package(
    problem: KattisProblem,
    cache_dir: Path,
    jobs: int = 1,
    progress: Callable[[str], None] | None = None,
) -> PackageReport:
    """Every check of `judge verify PKG` on one package, `jobs` submissions at once."""
    refuse_submissions_yaml(problem)
    report = PackageReport(problem)
    types = ", ".join(problem.types)
    report.lines.append(
        f"{problem.id}: {problem.title} (Kattis package, {problem.format}, {types})"
    )
    for warning in problem.warnings:
        report.lines.append(f"  warning: {warning}")
    cases_settings = problem.cases_with_settings()
    samples = sum(case.sample for case, _ in cases_settings)
    report.lines.append(
        f"  test data         {len(cases_settings)} case(s) ({samples} sample, "
        f"{len(cases_settings) - samples} secret)"
    )
    check_input_validators(problem, cases_settings, cache_dir, report)
    check_answers(problem, cases_settings, cache_dir, report)
    time_limit, source, outcomes = judge_all(problem, cache_dir, jobs, progress)
    report.outcomes = outcomes
    report.lines.append(
        f"  time limit        {time_limit:g} s ({source}), "
        f"{time_limit * problem.time_limit_to_tle:g} s with extra time"
    )
    note = python_note(problem.python, bool(problem.python_choice))
    if note and any(_is_python(o.submission.path) for o in outcomes):
        report.lines.append(f"  note: {note}")
    for note in dict.fromkeys(n for o in outcomes for n in o.expected.notes):
        report.lines.append(f"  note: submissions.yaml: {note}")
    report.lines.append("  submissions:")
    width = max([len(o.submission.name) for o in outcomes] + [10])
    rows = [(o, *_describe(o)) for o in outcomes]
    result_width = max([len(r) for _, r, _ in rows] + [6])
    for outcome, result, status in rows:
        line = f"    {outcome.submission.name:<{width}}  {result:<{result_width}}  {status}"
        if outcome.ok is False:
            report.fail(line.rstrip())
        else:
            report.lines.append(line.rstrip())
    judged = [o for o in outcomes if o.ok is not None]
    wrong = [o for o in judged if not o.ok]
    report.lines.append(
        f"verify {problem.id}: {len(judged) - len(wrong)} submission(s) as "
        f"expected, {len(wrong)} not, {len(outcomes) - len(judged)} skipped; "
        + ("FAIL" if report.failed else "PASS")
    )
    for outcome in outcomes:
        failure = tle_within_margin(problem, outcome, time_limit)
        if failure is not None:
            report.fail(f"  time limit        FAIL: {failure}")
    if not any(_accepted(o) for o in outcomes):
        report.fail("  no accepted submission judged AC (a package needs one)")
    return report


def tle_within_margin(
    problem: KattisProblem, outcome: SubmissionOutcome, time_limit: float
) -> str | None:
    """Why a submission that upper-bounds the time limit does not (its line in `verify`), or
    None. The spec (2023-07, 2025-09: "time_limit * time_limit_to_tle <= T_tle") wants every
    time_limit_exceeded submission (under submissions.yaml, each one its rules require TLE of,
    on the cases they apply to) slower than the limit x time_limit_to_tle: one that finishes
    each case within that is TLE at the limit only by a margin too thin to tell a slow machine
    from a slow solution. A submission judged otherwise than it should is reported as such."""
    judged = outcome.judged
    if judged is None or not outcome.ok or problem.format is PackageFormat.LEGACY:
        return None  # the legacy format sets no such bound (its time_safety_margin is a margin)
    if outcome.expected.rules:
        bounding = [rule for rule in outcome.expected.rules if rule.upper_bound]
        if not bounding:
            return None
        runs = [r for r in judged.results if any(b.applies(r.name) for b in bounding)]
    elif outcome.submission.folder == "time_limit_exceeded":
        runs = list(judged.results)
    else:
        return None
    high = time_limit * problem.time_limit_to_tle
    runs = [r for r in runs if r.verdict is not Verdict.SKIPPED]
    if not runs or any(r.verdict is Verdict.TLE or r.cpu_time > high for r in runs):
        return None
    slowest = max(runs, key=lambda r: r.cpu_time)
    return (
        f"{outcome.submission.name} finishes every case within {high:g} s (the time limit "
        f"{time_limit:g} s x time_limit_to_tle {problem.time_limit_to_tle:g}; its slowest "
        f"{slowest.cpu_time:.2f} s on {printable(slowest.name)}): a time_limit_exceeded "
        "submission must be slower than that"
    )
