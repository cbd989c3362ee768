"""`judge verify` of a Polygon package, as Polygon's invocations check one: the tests made
(stored or generated, answers from the main solution), every test accepted by the package's
validators, and each solution judged on the `tests` testset with its verdict compared with
its tag (`TAGS`: the verdicts each tag allows)."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from judge.errors import JudgeError
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.polygon.package import JUDGED, PolygonProblem
from judge.polygon.problem_xml import Source
from judge.polygon.testlib import build
from judge.run.helper.sandbox import Streams, ending, read_tail
from judge.run.jury import open_workspace
from judge.run.limits import Limits, MiB
from judge.run.program import Program

V = Verdict
# Each tag's allowed verdicts (Polygon's solution tags, as its invocations judge them).
TAGS: dict[str, frozenset[Verdict]] = {
    "main": frozenset({V.AC}),
    "accepted": frozenset({V.AC}),
    "rejected": frozenset({V.WA, V.PE, V.TLE, V.MLE, V.RE, V.OLE}),
    "wrong-answer": frozenset({V.WA}),
    "presentation-error": frozenset({V.PE}),
    "time-limit-exceeded": frozenset({V.TLE}),
    "time-limit-exceeded-or-accepted": frozenset({V.TLE, V.AC}),
    "time-limit-exceeded-or-memory-limit-exceeded": frozenset({V.TLE, V.MLE}),
    "memory-limit-exceeded": frozenset({V.MLE}),
    "failed": frozenset({V.RE}),
}
VALIDATOR_LIMITS = Limits(time=30.0, memory=1024 * MiB, output=16 * MiB)


@dataclass(frozen=True)
class Checked:
    """A package's verification: its lines and whether a check failed."""

    lines: list[str]
    failed: bool


def _validate(problem: PolygonProblem, source: Source) -> tuple[list[str], int]:
    """The tests the validator rejects, each with why (testlib validators exit 0 to accept;
    Polygon passes the testset and the test's group), and how many were validated with their
    CRLF line ends as LF: Polygon validates on Windows, where testlib's strict reading takes
    CRLF as the line end; built here, it takes LF only."""
    program = build(source, problem.path, problem.cache_dir, True)
    rejected = []
    converted = 0
    for test in problem.files[0]:
        args = ["--testset", JUDGED] + (["--group", test.spec.group] if test.spec.group else [])
        data = test.input.read_bytes()
        if b"\r\n" in data:
            data = data.replace(b"\r\n", b"\n")
            converted += 1
        why = _rejection(problem, program, data, args)
        if why:
            rejected.append(f"test {test.spec.index:02d}: {why}")
    return rejected, converted


def _rejection(problem: PolygonProblem, program: Program, data: bytes, args: list[str]) -> str:
    """Why the built validator `program` rejects the input `data` ("" when it accepts it)."""
    with tempfile.TemporaryDirectory(prefix="judge-polygon-validate-") as tmp:
        work = Path(tmp)
        given = work / "input"
        given.write_bytes(data)
        limits = program.run_limits(VALIDATOR_LIMITS)
        with open_workspace(program, VALIDATOR_LIMITS, problem.cache_dir) as jury:
            run = jury.run(
                [*program.command(limits), *args],
                limits,
                Streams(given, work / "out", work / "err"),
            )
        if run.exit_code == 0 and not run.wall_timeout:
            return ""
        said = read_tail(work / "err", 200)
        return ending(run) + (f": {said}" if said else "")


def input_rejection(problem: PolygonProblem, text: str) -> str:
    """The first of the package's validators that rejects `text` (an input of one's own, as
    for the `tests` testset), naming it, with what it said; "" when each accepts it."""
    for source in problem.xml.validators:
        program = build(source, problem.path, problem.cache_dir, True)
        why = _rejection(problem, program, text.encode(), ["--testset", JUDGED])
        if why:
            return f"{source.path}: {why}"
    return ""


def verify_polygon(problem: PolygonProblem, jobs: int) -> Checked:
    """Every check on the package (a check that cannot run is a FAIL line, not a traceback)."""
    lines = [f"{problem.id}: Polygon package ({problem.title})"]
    failed = False
    files, made = problem.files
    lines.append(
        f"  tests: {len(files)} in {JUDGED!r}" + (f" ({made.line()})" if made.line() else "")
    )
    for source in problem.xml.validators:
        rejected, converted = _validate(problem, source)
        failed = failed or bool(rejected)
        lines.append(
            f"  {'FAIL' if rejected else 'OK'} validator {source.path}: "
            + (
                f"{len(rejected)} test(s) rejected: {rejected[0]}"
                if rejected
                else f"{len(files)} tests valid"
            )
            + (
                f" ({converted} with CRLF line ends read as LF, as testlib on Windows reads them)"
                if converted
                else ""
            )
        )
    options = RunOptions(jobs=jobs)
    for solution in problem.xml.solutions:
        allowed = TAGS.get(solution.tag)
        path = problem.path / solution.source.path
        if allowed is None:
            lines.append(f"  skip {solution.source.path}: tag {solution.tag!r} is not judged")
            continue
        try:
            report = judge_solution(problem, str(path), None, options, problem.cache_dir)
        except JudgeError as exc:
            lines.append(f"  FAIL {solution.source.path} ({solution.tag}): {exc}")
            failed = True
            continue
        verdict = report.verdict
        good = verdict in allowed
        failed = failed or not good
        slowest = max((c.cpu_time for c in report.cases), default=0.0)
        lines.append(
            f"  {'OK' if good else 'FAIL'} {solution.source.path} ({solution.tag}): {verdict}"
            + ("" if good else f", expected {' or '.join(sorted(v.value for v in allowed))}")
            + f", max CPU {slowest * 1000:.0f} ms"
        )
    return Checked(lines, failed)
