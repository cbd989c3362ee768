"""`judge verify`: the checks a problem must pass before it ships, as one table.

Per problem:
  testdata     testdata/<id>/ holds exactly the files and inputs its recipes generate now
  validator    the validator accepts every input: tests.yaml, testdata and the random inputs
  reference    the reference is AC on every case (tests.yaml + testdata), fresh processes
  timing       the slowest reference case, twice over, fits the time limit
  brute        the brute force agrees with the reference on `count` random small/edge inputs
               (the problem's checker, with the brute's output as the expected one, says AC)
  cpp          the C++ reference (problems/<id>/solution.cpp): for HDU and POJ, which take
               no Python, lint-clean and compiled by strict C++98 g++ (and the MinGW stand-in
               for the Windows judges, where installed); for other judges compiled by strict
               C++11 g++; AC on every case within a tenth of the time limit, and agreeing
               with the brute force on the same random inputs
  submissions  every solutions/<id>/<verdict folder>/ file gets a verdict its folder permits:
               its first non-AC verdict, in case order, is the folder's (accepted: none).
               Each is in any language of the table (judge.run.languages.language), compiled as the
               problem's judge compiles (HDU's Java from Main.java for release 5, ...) and run
               under the problem's limits for its language (HDU's Java limits for Java and
               Kotlin); an accepted one must also be clean of what that judge rejects

A check is PASS, FAIL, or ERROR when the problem's files keep it from running at all.
"""

from __future__ import annotations

import threading
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.judging.cases import judge_case, judge_cases
from judge.judging.problem import CaseChecker
from judge.judging.report import excerpt
from judge.judging.verdict import CaseResult, Verdict
from judge.parallel import ordered, run_all, side_by_side
from judge.problemset import cpp_reference
from judge.problemset.gen import recipe_inputs
from judge.problemset.inputs import input_size, random_input
from judge.problemset.oracle import BRUTE_LIMITS, OracleError, expected_output, load_program
from judge.problemset.problem import Case, Problem, load_case_file, load_cases, load_problem
from judge.run.factory import open_runner, runner_factory
from judge.run.languages.table import by_extension
from judge.run.limits import Limits
from judge.run.program import CompileError, Program, from_file
from judge.run.runner import Runner, RunnerFactory

CHECKS = ("testdata", "validator", "reference", "timing", "brute", "cpp", "submissions")
# Kattis problem-package folders: the verdict a submission in each must get first.
FOLDERS = {
    "accepted": Verdict.AC,
    "wrong_answer": Verdict.WA,
    "presentation_error": Verdict.PE,
    "time_limit_exceeded": Verdict.TLE,
    "memory_limit_exceeded": Verdict.MLE,
    "runtime_error": Verdict.RE,
    "output_limit_exceeded": Verdict.OLE,
}
BRUTE_SEED = 0  # the random stream `judge stress --seed 0` replays
TIMING_FACTOR = 2  # the slowest reference case, this many times over, must fit the time limit
RETIMES = 2  # extra solo runs of a case over the timing budget (parallel runs share the cores)


class Status(str, Enum):
    """How a check ended."""

    PASS = "PASS"
    FAIL = "FAIL"
    ERROR = "ERROR"  # the check could not run: a data error in the problem's files

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class CheckOutcome:
    """One cell of the table, with the full story for the lines under it."""

    check: str
    status: Status
    summary: str  # a few words for the table
    details: tuple[str, ...] = ()


@dataclass
class ProblemReport:
    """Every check of one problem."""

    problem: str
    checks: list[CheckOutcome] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def status(self) -> Status:
        statuses = {c.status for c in self.checks}
        return (
            Status.ERROR
            if Status.ERROR in statuses
            else Status.FAIL
            if Status.FAIL in statuses
            else Status.PASS
        )


@dataclass(frozen=True)
class VerifyOptions:
    """Settings of one `judge verify`."""

    count: int = 1000  # random inputs for the brute-force comparison
    jobs: int = 2  # programs run at once


def _passed(check: str, summary: str) -> CheckOutcome:
    return CheckOutcome(check, Status.PASS, summary)


def _failed(check: str, summary: str, *details: str) -> CheckOutcome:
    return CheckOutcome(check, Status.FAIL, summary, details)


def _guarded(check: str, work: Callable[[], CheckOutcome]) -> CheckOutcome:
    """Run one check; a data error in the problem's files makes it ERROR, not a crash."""
    try:
        return work()
    except JudgeError as exc:
        return CheckOutcome(check, Status.ERROR, "data error", (str(exc),))


def _show(text: str, label: str) -> str:
    return f"{label}:\n{excerpt(text, lines=12)}"


# ------------------------------------------------------------------ the checks


def check_testdata(problem: Problem) -> CheckOutcome:
    """testdata/<id>/ matches the recipes: the same files, case names and inputs."""
    inputs = list(recipe_inputs(problem)) if problem.recipes else []
    folder = problem.testdata_dir
    stale = (
        sorted(
            p.name for p in folder.glob("*.yaml") if p.stem not in {r.name for r in problem.recipes}
        )
        if folder.is_dir()
        else []
    )
    problems = [
        f"{name}: no recipe makes it any more (judge gen {problem.id} removes it)" for name in stale
    ]
    for recipe in problem.recipes:
        path = folder / f"{recipe.name}.yaml"
        want = [(i.name, i.input) for i in inputs if i.recipe == recipe.name]
        if not path.is_file():
            problems.append(f"{path.name}: missing (run judge gen {problem.id})")
            continue
        have = [(c.name, c.input) for c in load_case_file(path)]
        if [n for n, _ in have] != [n for n, _ in want]:
            problems.append(
                f"{path.name}: cases {[n for n, _ in have]}, the recipe makes "
                f"{[n for n, _ in want]} (run judge gen {problem.id})"
            )
        else:
            changed = [n for (n, a), (_, b) in zip(have, want) if a != b]
            if changed:
                problems.append(
                    f"{path.name}: the generator now makes other inputs for "
                    f"{', '.join(changed)} (run judge gen {problem.id})"
                )
    if problems:
        return _failed("testdata", f"{len(problems)} file(s) out of date", *problems)
    return _passed("testdata", f"{len(problem.recipes)} files, {len(inputs)} cases")


def check_validator(
    problem: Problem, cases: list[Case], random_rejections: list[tuple[str, str]], random_count: int
) -> CheckOutcome:
    """The validator accepts every case input and every random input (`random_rejections`:
    (which input, why) for the random inputs it refused)."""
    rejected = []
    for case in cases:
        reason = problem.code.rejection(case.input)
        if reason is not None:
            where = case.file.relative_to(problem.root) if case.file else "?"
            rejected.append((case.name, f"{case.name} ({where}): {reason}"))
    rejected += random_rejections
    if rejected:
        return _failed(
            "validator",
            f"rejects {len(rejected)}: {rejected[0][0]}",
            *(line for _, line in rejected[:20]),
        )
    return _passed("validator", f"{len(cases) + random_count} inputs")


def check_reference(results: list[CaseResult]) -> CheckOutcome:
    """The reference is AC on every case."""
    wrong = [r for r in results if not r.accepted]
    if wrong:
        first = wrong[0]
        return _failed(
            "reference",
            f"{first.verdict} on {first.name}"
            + (f" (+{len(wrong) - 1})" if len(wrong) > 1 else ""),
            *(f"{r.name}: {r.verdict} {r.message}" for r in wrong[:20]),
        )
    return _passed("reference", f"{len(results)}/{len(results)} AC")


def check_timing(times: dict[str, float], limits: Limits) -> CheckOutcome:
    """The slowest case (CPU seconds, start-up included) times TIMING_FACTOR fits the limit."""
    if not times:
        return _passed("timing", "no cases")
    name = max(times, key=times.__getitem__)
    slowest = times[name]
    shown = f"{slowest * 1000:.0f} ms x{TIMING_FACTOR}"
    if slowest * TIMING_FACTOR > limits.time:
        return _failed(
            "timing",
            f"{name} {shown} > {limits.time:g} s",
            f"{name}: {slowest * 1000:.0f} ms CPU; {TIMING_FACTOR} x that is over "
            f"the {limits.time:g} s limit (the best of {RETIMES + 1} runs)",
        )
    return _passed("timing", f"{shown} <= {limits.time:g} s")


def _retime(
    runner: Runner,
    cases: list[Case],
    results: list[CaseResult],
    limits: Limits,
    factor: int = TIMING_FACTOR,
) -> dict[str, float]:
    """CPU time per case; cases over the budget are re-run alone and keep their best time,
    because parallel runs (and other work on the machine) make a single figure noisy."""
    times = {r.name: r.cpu_time for r in results}
    by_name = {c.name: c for c in cases}
    for name in list(times):
        for _ in range(RETIMES):
            if times[name] * factor <= limits.time:
                break
            outcome = runner(by_name[name].input.encode(), limits)
            times[name] = min(times[name], outcome.execution.cpu_time)
    return times


@dataclass(frozen=True)
class Checking:
    """What every check of one problem reads: the problem, its cases and their checker (an
    interactive problem's: its interactor), where programs are built, its limits, the cores to
    use, and where progress goes."""

    problem: Problem
    cases: list[Case]
    checker: CaseChecker
    cache_dir: Path
    limits: Limits
    jobs: int = 1
    progress: Callable[[str], None] | None = None

    def say(self, text: str) -> None:
        """Progress news, prefixed with the problem's id."""
        if self.progress:
            self.progress(f"{self.problem.id}: {text}")


@dataclass(frozen=True)
class _Disagreement:
    k: int
    summary: str
    details: tuple[str, ...]


def brute_agreement(
    run: Checking,
    inputs: list[tuple[int, str]],
    references: dict[str, Runner],
    brute: Runner,
) -> dict[str, tuple[int, _Disagreement | None]]:
    """Each reference judged against the brute force's output on every random input (the
    brute force runs once per input): per reference, the inputs it agreed on and its first
    disagreement. A failure of the brute force itself counts against every reference."""
    labels = list(references)

    def compare(item: tuple[int, str]) -> dict[str, _Disagreement | None]:
        k, text = item
        where = f"input #{k} ({input_size(None, k)})"
        try:
            expected = expected_output(brute, text, BRUTE_LIMITS, "the brute force", where)
        except OracleError as exc:
            failed = _Disagreement(
                k,
                f"brute {exc.verdict} on #{k}",
                (f"{where}: the brute force got {exc.verdict}: {exc.reason}", _show(text, "input")),
            )
            return dict.fromkeys(labels, failed)
        found: dict[str, _Disagreement | None] = {}
        for label, runner in references.items():
            case = Case(f"random-{k}", text, expected)
            result = judge_case(runner, case, run.limits, run.checker)
            found[label] = (
                None
                if result.accepted
                else _Disagreement(
                    k,
                    f"{result.verdict} on #{k}",
                    (
                        f"{where}: the {label} gets {result.verdict} against the brute force: "
                        f"{result.message}",
                        _show(text, "input"),
                        _show(expected, "brute force output"),
                        _show(result.output, f"{label} output"),
                    ),
                )
            )
        return found

    agreed = dict.fromkeys(labels, 0)
    first: dict[str, _Disagreement | None] = dict.fromkeys(labels)
    stream = ordered(compare, inputs, run.jobs)
    try:
        for done, (_, found) in enumerate(stream, 1):
            run.say(f"brute force vs reference {done}/{len(inputs)}")
            for label, disagreement in found.items():
                if disagreement is None:
                    agreed[label] += first[label] is None
                elif first[label] is None:
                    first[label] = disagreement
            if all(first[label] is not None for label in labels):
                break
    finally:
        stream.close()
    return {label: (agreed[label], first[label]) for label in labels}


def check_brute(
    problem: Problem, agreed: int, disagreement: _Disagreement | None, count: int
) -> CheckOutcome:
    """The brute force and the Python reference agree on every random input."""
    if disagreement is not None:
        replay = (
            f"replay: judge stress {problem.id} "
            f"{problem.solution_path.relative_to(problem.root)} --against brute "
            f"--seed {BRUTE_SEED} --count {disagreement.k}"
        )
        return _failed("brute", disagreement.summary, *disagreement.details, replay)
    if agreed < count:
        return _failed(
            "brute",
            f"only {agreed}/{count} valid inputs",
            f"{count - agreed} random inputs were rejected by the validator",
        )
    return _passed("brute", f"{agreed}/{count} agree")


def list_submissions(problem: Problem) -> tuple[list[tuple[Path, Verdict]], list[str]]:
    """(file, verdict its folder demands) of every submission, and complaints about folders
    that are not verdict folders."""
    found: list[tuple[Path, Verdict]] = []
    strange: list[str] = []
    folder = problem.solutions_dir
    if not folder.is_dir():
        return found, strange
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
        if sub.name == "brute" or sub.name.startswith((".", "__")):
            continue
        if sub.name not in FOLDERS:
            strange.append(
                f"{sub.relative_to(problem.root)}/: not a verdict folder "
                f"(known: {', '.join(FOLDERS)})"
            )
            continue
        for path in sorted(sub.iterdir()):
            if path.is_file() and by_extension(path.suffix) is not None:
                found.append((path, FOLDERS[sub.name]))
    return found, strange


def first_verdict(
    runner: Runner, cases: list[Case], limits: Limits, checker: CaseChecker
) -> tuple[Verdict, str, str]:
    """(first non-AC verdict, its case, its message) in case order, or AC; judging stops
    there (judge_cases, as `judge run` does), so a slow submission costs one time-out."""
    for result in judge_cases(runner, cases, limits, lambda _: checker):
        if not result.accepted:
            return result.verdict, result.name, result.message
    return Verdict.AC, "", ""


def check_submissions(run: Checking, runners: RunnerFactory) -> CheckOutcome:
    """Every submission's first non-AC verdict is the one its folder demands, under the
    problem's limits for its language; an accepted one is clean of what the judge rejects."""
    problem, cases = run.problem, run.cases
    found, strange = list_submissions(problem)
    if not found and not strange:
        return _passed("submissions", "none")
    done = []
    lock = threading.Lock()

    def judge(item: tuple[Path, Verdict]) -> str | None:
        path, want = item
        shown = str(path.relative_to(problem.root))
        try:
            program = from_file(path, run.cache_dir, display=shown, dialect=problem.dialect)
        except CompileError as exc:
            return f"{shown}: CE, expected {want}: {str(exc).splitlines()[0] if str(exc) else ''}"
        with runners(program) as runner:
            verdict, case, message = first_verdict(
                runner, cases, problem.limits_for(program.language), run.checker
            )
        with lock:
            done.append(path)
            run.say(f"submissions {len(done)}/{len(found)}")
        if verdict is want and want is Verdict.AC and program.warnings:
            judge = (problem.dialect or "").upper()
            return f"{shown}: AC, but {judge} would reject it: " + "; ".join(program.warnings)
        if verdict is want:
            return None
        if verdict is Verdict.AC:
            return f"{shown}: AC on all {len(cases)} cases, expected {want}"
        wanted = "AC" if want is Verdict.AC else f"{want} first"
        return f"{shown}: {verdict} on {case} ({message}), expected {wanted}"

    wrong = [w for w in run_all(judge, found, run.jobs) if w is not None] + strange
    if wrong:
        first = Path(wrong[0].split(":")[0]).name
        return _failed("submissions", f"{len(wrong)} wrong: {first}", *wrong)
    return _passed("submissions", f"{len(found)}/{len(found)} as expected")


# ------------------------------------------------------------------ one problem, many


def _random_inputs(
    problem: Problem, count: int
) -> tuple[list[tuple[int, str]], list[tuple[str, str]]]:
    """The random inputs of the brute-force comparison, and the validator's rejections."""
    valid, rejected = [], []
    for k in range(1, count + 1):
        text = random_input(problem, BRUTE_SEED, k, None)
        reason = problem.code.rejection(text)
        if reason is None:
            valid.append((k, text))
        else:
            rejected.append(
                (
                    f"random #{k}",
                    f"random input #{k} (seed {BRUTE_SEED}, {input_size(None, k)}): {reason}",
                )
            )
    return valid, rejected


def reference_checks(run: Checking, reference: Program) -> tuple[CheckOutcome, CheckOutcome]:
    """The reference and timing checks: the reference judged on every case in fresh
    processes, start-up included, as `judge run` does."""
    ran, times = _timed_cases(run, reference, "reference", TIMING_FACTOR)
    return check_reference(ran), check_timing(times, run.limits)


def _timed_cases(
    run: Checking, program: Program, label: str, factor: int
) -> tuple[list[CaseResult], dict[str, float]]:
    """`program` judged on every case in fresh processes, and its CPU time per case (cases
    over the budget of `factor` times re-run, keeping their best)."""
    judged: list[CaseResult] = []

    def on_result(result: CaseResult) -> None:
        judged.append(result)
        run.say(f"{label} on case {len(judged)}/{len(run.cases)}")

    with open_runner(program, run.cache_dir, files=run.problem.file_io) as fresh:
        ran = judge_cases(
            fresh, run.cases, run.limits, lambda _: run.checker, run.jobs, on_result, all_cases=True
        )
        return ran, _retime(fresh, run.cases, ran, run.limits, factor)


def check_cpp(
    problem: Problem,
    prepared: cpp_reference.Prepared,
    ran: list[CaseResult],
    times: dict[str, float],
    limits: Limits,
    brute: tuple[int, _Disagreement | None] | None,
    count: int,
) -> CheckOutcome:
    """The C++ reference: compiled and lint-clean, AC on every case within a tenth of the
    limit, agreeing with the brute force."""
    if not prepared.exists:
        return _passed("cpp", "none")
    problems = list(prepared.problems)
    wrong = [r for r in ran if not r.accepted]
    problems += [f"{r.name}: {r.verdict} {r.message}" for r in wrong[:20]]
    slowest = max(times.values(), default=0.0)
    budget = limits.time / cpp_reference.TIME_FRACTION
    if ran and slowest > budget:
        name = max(times, key=times.__getitem__)
        problems.append(
            f"{name}: {slowest * 1000:.0f} ms CPU, over a tenth of the "
            f"{limits.time:g} s limit (the best of {RETIMES + 1} runs)"
        )
    if brute is not None:
        agreed, disagreement = brute
        if disagreement is not None:
            problems += list(disagreement.details)
        elif agreed < count:
            problems.append(f"only {agreed}/{count} random inputs were valid")
    if problems:
        summary = problems[0].split("\n")[0]
        return _failed(
            "cpp", summary if len(summary) <= 40 else summary[:39] + "…", *problems, *prepared.notes
        )
    agreed_text = f", {brute[0]}/{count} agree" if brute is not None else ""
    return CheckOutcome(
        "cpp",
        Status.PASS,
        f"{len(ran)}/{len(ran)} AC, {slowest * 1000:.0f} ms{agreed_text}",
        tuple(prepared.notes),
    )


def verify_problem(
    root: Path,
    problem_id: str,
    cache_dir: Path,
    options: VerifyOptions = VerifyOptions(),
    runners: RunnerFactory | None = None,
    progress: Callable[[str], None] | None = None,
) -> ProblemReport:
    """Run every check on one problem. `runners` opens the runners of the brute force, the
    reference's random runs and the submissions (default: warm Python); the reference's timed
    runs on the cases are always fresh processes."""
    started = time.monotonic()
    report = ProblemReport(problem_id)
    try:
        problem = load_problem(root, problem_id)
        cases = load_cases(problem)
        checker = problem.output_checker(cache_dir)  # an interactive one's: its interactor
        reference = load_program(problem.solution_path, problem, cache_dir)
    except JudgeError as exc:
        report.checks = [
            CheckOutcome(name, Status.ERROR, "data error", (str(exc),) if i == 0 else ())
            for i, name in enumerate(CHECKS)
        ]
        return report
    run = Checking(
        problem, cases, checker, cache_dir, problem.limits, max(1, options.jobs), progress
    )
    results = _run_checks(
        run,
        reference,
        options.count,
        runners or runner_factory(cache_dir, warm=True, files=problem.file_io),
    )
    report.checks = [
        CheckOutcome(name, results[name].status, results[name].summary, results[name].details)
        for name in CHECKS
    ]
    report.seconds = time.monotonic() - started
    return report


@dataclass(frozen=True)
class _RandomInputs:
    """The random inputs of the brute-force comparison: the valid ones, the ones the
    validator rejected, or the error that stopped their making."""

    valid: list[tuple[int, str]]
    rejected: list[tuple[str, str]]
    error: JudgeError | None = None

    @classmethod
    def make(cls, run: Checking, count: int) -> _RandomInputs:
        run.say(f"generating {count} random inputs")
        try:
            return cls(*_random_inputs(run.problem, count))
        except JudgeError as exc:
            return cls([], [], exc)


def _run_checks(
    run: Checking, reference: Program, count: int, runner_for: RunnerFactory
) -> dict[str, CheckOutcome]:
    """Every check of a loaded problem, by name."""
    randoms = _RandomInputs.make(run, count)
    cpp = _guarded_prepare(run.problem, run.cache_dir)
    cpp_brute: list[tuple[int, _Disagreement | None]] = []
    results: dict[str, CheckOutcome] = {}

    def brute() -> CheckOutcome:
        programs = {"reference": reference}
        if cpp.program is not None:
            programs["C++ reference"] = cpp.program
        found = _brute_comparison(run, randoms, programs, runner_for)
        if "C++ reference" in found:
            cpp_brute.append(found["C++ reference"])
        return check_brute(run.problem, *found["reference"], count)

    def submissions() -> CheckOutcome:
        return _guarded("submissions", lambda: check_submissions(run, runner_for))

    try:
        results["reference"], results["timing"] = reference_checks(run, reference)
    except JudgeError as exc:
        results["reference"] = results["timing"] = CheckOutcome(
            "reference", Status.ERROR, "data error", (str(exc),)
        )
    cpp_ran: list[CaseResult] = []
    cpp_times: dict[str, float] = {}
    if cpp.program is not None:
        cpp_ran, cpp_times = _timed_cases(
            run, cpp.program, "C++ reference", cpp_reference.TIME_FRACTION
        )

    def testdata() -> CheckOutcome:
        return _guarded("testdata", lambda: check_testdata(run.problem))

    def brute_and_validator() -> tuple[CheckOutcome, CheckOutcome]:
        made = len(randoms.valid) + len(randoms.rejected)
        return _guarded("brute", brute), _guarded(
            "validator",
            lambda: check_validator(run.problem, run.cases, randoms.rejected, made),
        )

    # The rest is untimed, so it may share the cores: with more than one job the submissions
    # are judged beside the brute-force comparison (no core idles while one slow submission
    # finishes), and the recipes' inputs are regenerated in-process meanwhile (seconds for big
    # max inputs).
    if run.jobs > 1:
        data, (brute_check, validator_check), submission_check = side_by_side(
            testdata, brute_and_validator, submissions
        )
    else:
        data, (brute_check, validator_check) = testdata(), brute_and_validator()
        submission_check = submissions()
    results.update(
        testdata=data, brute=brute_check, validator=validator_check, submissions=submission_check
    )
    results["cpp"] = check_cpp(
        run.problem, cpp, cpp_ran, cpp_times, run.limits, cpp_brute[0] if cpp_brute else None, count
    )
    return results


def _brute_comparison(
    run: Checking,
    randoms: _RandomInputs,
    programs: dict[str, Program],
    runner_for: RunnerFactory,
) -> dict[str, tuple[int, _Disagreement | None]]:
    """The brute force against each of `programs` (the references) on the random inputs."""
    if randoms.error is not None:
        raise randoms.error
    path = run.problem.code.require_brute()
    with ExitStack() as stack:
        runners = {
            label: stack.enter_context(runner_for(program)) for label, program in programs.items()
        }
        brute_program = load_program(path, run.problem, run.cache_dir)
        brute_runner = stack.enter_context(runner_for(brute_program))
        return brute_agreement(run, randoms.valid, runners, brute_runner)


def _guarded_prepare(problem: Problem, cache_dir: Path) -> cpp_reference.Prepared:
    """The C++ reference prepared; a data error (e.g. no compiler) becomes one of its problems."""
    try:
        return cpp_reference.prepare(problem, cache_dir)
    except JudgeError as exc:
        return cpp_reference.Prepared(problems=[str(exc)])


def verify(
    root: Path,
    problem_ids: list[str],
    cache_dir: Path,
    options: VerifyOptions = VerifyOptions(),
    runners: RunnerFactory | None = None,
    progress: Callable[[str], None] | None = None,
    on_report: Callable[[ProblemReport], None] | None = None,
) -> list[ProblemReport]:
    """verify_problem for each id, in order."""
    reports = []
    for problem_id in problem_ids:
        report = verify_problem(root, problem_id, cache_dir, options, runners, progress)
        reports.append(report)
        if on_report:
            on_report(report)
    return reports


def exit_status(reports: list[ProblemReport]) -> int:
    """0 when every check passes, 2 when any could not run (data error), else 1."""
    statuses = {r.status for r in reports}
    return 2 if Status.ERROR in statuses else 1 if Status.FAIL in statuses else 0


def format_table(reports: list[ProblemReport]) -> str:
    """The problem x check table, then the details of every check that did not pass."""
    header = ["PROBLEM", *(c.upper() for c in CHECKS), "TIME"]
    rows = [
        [r.problem, *(f"{c.status} {c.summary}" for c in r.checks), f"{r.seconds:.1f} s"]
        for r in reports
    ]
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in [header, *rows]
    ]
    for report in reports:
        for check in report.checks:
            if check.status is Status.PASS or not check.details:
                continue
            lines.append("")
            lines.append(f"{report.problem} {check.check}: {check.status} {check.summary}")
            lines.extend("  " + line for detail in check.details for line in detail.split("\n"))
    failing = [r.problem for r in reports if r.status is not Status.PASS]
    lines.append("")
    lines.append(
        f"verify: {len(reports)} problem(s), "
        + (
            "every check passes"
            if not failing
            else f"{len(failing)} with failing checks: {', '.join(failing)}"
        )
    )
    return "\n".join(lines)
