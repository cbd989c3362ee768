"""Running a Kattis package's validator programs through the sandbox (judge.run).

Output validator (both format versions): `validator input answer feedback_dir [args] <
team_output`; exit 42 accepts, 43 rejects (judgemessage.txt, if written, is the message), any
other ending is a judging error: a plain error naming the validator, never a verdict. On an
accepted output of a scoring problem, `score.txt` (or 2023-07's `score_multiplier.txt`) in the
feedback folder is its score.

Input validator: `validator [args] < input`; exit 42 accepts, anything else rejects. In a
2025-09 package, `args` are the group's `input_validator_args` then the case's own `args`, and
its working folder holds the case's `.files`.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.judging.cases import judge_case
from judge.judging.interactive import feedback_message, feedback_score
from judge.judging.problem import Case
from judge.judging.verdict import CaseResult, CheckResult, Verdict
from judge.package_tree import CASE_LIMIT
from judge.run.file_io import put_files
from judge.run.helper.sandbox import Execution, Streams, ending, read_tail
from judge.run.jury import ANSWER, FEEDBACK, INPUT, Workspace, open_workspace
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import Runner

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

ACCEPT, REJECT = 42, 43
WORKING = "case"  # an input validator's working folder holding a case's .files


@dataclass(frozen=True)
class OutputValidator:
    """A custom output validator as a checker: called like any checker (input, answer,
    output), with its extra arguments (the problem's and the test group's flags) bound; run in
    a jury workspace (judge.run.jury), isolated when `isolation` is given."""

    program: Program
    cache_dir: Path
    limits: Limits
    args: tuple[str, ...] = ()
    isolation: Isolation | None = None

    def with_args(self, args: Sequence[str]) -> OutputValidator:
        """The same validator called with `args`."""
        return replace(self, args=tuple(args))

    def workspace(self) -> AbstractContextManager[Workspace]:
        """A workspace for the validator (judge.run.jury.open_workspace)."""
        return open_workspace(self.program, self.limits, self.cache_dir, self.isolation)

    def __call__(self, input: str, expected: str, output: str) -> CheckResult:
        with self.workspace() as work:
            work.write(INPUT, input.encode("utf-8", "surrogateescape"))
            work.write(ANSWER, expected.encode("utf-8", "surrogateescape"))
            work.folder(FEEDBACK)
            return self.check_files(work, INPUT, output)

    def check_files(self, work: Workspace, input: str, output: str) -> CheckResult:
        """The validator on the workspace's files `input` and `ANSWER` and the team's `output`,
        writing to its folder `FEEDBACK`."""
        with tempfile.TemporaryDirectory(prefix="judge-validate-") as tmp:
            host = Path(tmp)
            (host / "team.out").write_text(output, encoding="utf-8", errors="surrogateescape")
            limits = self.program.run_limits(self.limits)  # a JVM's own memory on top
            run = work.run(
                [
                    *self.program.command(limits),
                    work.path(input),
                    work.path(ANSWER),
                    work.path(FEEDBACK) + "/",
                    *self.args,
                ],
                limits,
                Streams(host / "team.out", host / "stdout", host / "stderr"),
            )
            rejected = "the output validator rejected the output"
            return judgement(work, run, self.program, "output validator", rejected, host / "stderr")

    def run_pass(
        self, name: str, work: Workspace, input: str, runner: Runner, limits: Limits
    ) -> CaseResult:
        """One pass of a multi-pass problem (judge.judging.passes): the submission run on the
        workspace's `input`, its output judged by the validator writing to `FEEDBACK`."""
        case = Case(name, _read(work, input), _read(work, ANSWER))
        return judge_case(
            runner, case, limits, lambda _, __, output: self.check_files(work, input, output)
        )


def judgement(
    work: Workspace, run: Execution, program: Program, kind: str, rejected: str, stderr: Path
) -> CheckResult:
    """A validator's judgement, as the spec's "Reporting a judgement" has it (an output
    validator's, a static validator's: `kind`): exit 42 accepts (the score its feedback folder
    holds, if any), 43 rejects (judgemessage.txt is why, else `rejected`), any other ending is
    a judging error naming it, with the end of its `stderr`."""
    message = feedback_message(work)
    if run.exit_code == ACCEPT and not run.wall_timeout:
        return CheckResult(Verdict.AC, message, feedback_score(work, program.name))
    if run.exit_code == REJECT and not run.wall_timeout:
        return CheckResult(Verdict.WA, message or rejected)
    said = read_tail(stderr)
    raise JudgeError(
        f"{kind} {program.name} {ending(run)} (it must exit with 42 or 43): a judging error"
        + (f"\n{said}" if said else "")
        + (f"\njudgemessage.txt: {message}" if message else "")
    )


def _read(work: Workspace, name: str) -> str:
    data = work.read(name, CASE_LIMIT) or b""
    return data.decode("utf-8", "surrogateescape")


def input_rejection(
    program: Program,
    text: str,
    args: Sequence[str],
    limits: Limits,
    cache_dir: Path,
    isolation: Isolation | None = None,
    files: Path | None = None,
) -> str | None:
    """Why the input validator rejects `text` (None when it exits 42); run in a jury
    workspace, isolated when `isolation` is given, its working folder holding the files of
    the folder `files` (a 2025-09 case's `.files`) when given."""
    with (
        tempfile.TemporaryDirectory(prefix="judge-validate-") as tmp,
        open_workspace(program, limits, cache_dir, isolation) as work,
    ):
        host = Path(tmp)
        (host / "input.in").write_text(text, encoding="utf-8", errors="surrogateescape")
        limits = program.run_limits(limits)  # a JVM's own memory on top
        cwd = None
        if files is not None:
            cwd = WORKING
            work.folder(cwd)
            put_files(work, files, cwd)
        run = work.run(
            [*program.command(limits), *args],
            limits,
            Streams(host / "input.in", host / "out", host / "out"),
            cwd=cwd,
        )
        if run.exit_code == ACCEPT and not run.wall_timeout:
            return None
        said = read_tail(host / "out", 300)
        return f"{program.name} {ending(run)}" + (f": {said}" if said else "")
