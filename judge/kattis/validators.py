"""Running a Kattis package's validator programs through the sandbox (judge.run).

Output validator (both format versions): `validator input answer feedback_dir [args] <
team_output`; exit 42 accepts, 43 rejects (judgemessage.txt, if written, is the message), any
other ending is a judging error: a plain error naming the validator, never a verdict. On an
accepted output of a scoring problem, `score.txt` (or 2023-07's `score_multiplier.txt`) in the
feedback folder is its score.

Input validator: `validator [args] < input`; exit 42 accepts, anything else rejects.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from judge.errors import JudgeError
from judge.judging.cases import judge_case
from judge.judging.interactive import feedback_score
from judge.judging.problem import Case
from judge.judging.verdict import CaseResult, CheckResult, Verdict
from judge.run.helper.sandbox import Streams, ending, execute, helper_path, read_tail
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import Runner

ACCEPT, REJECT = 42, 43
MESSAGE_LIMIT = 4000  # characters of judgemessage.txt kept in a verdict's message


@dataclass
class OutputValidator:
    """A custom output validator as a checker: called like any checker (input, answer,
    output), with its extra arguments (the problem's and the test group's flags) bound."""

    program: Program
    cache_dir: Path
    limits: Limits
    args: tuple[str, ...] = ()

    def with_args(self, args: Sequence[str]) -> OutputValidator:
        """The same validator called with `args`."""
        return OutputValidator(self.program, self.cache_dir, self.limits, tuple(args))

    def __call__(self, input: str, expected: str, output: str) -> CheckResult:
        with tempfile.TemporaryDirectory(prefix="judge-validate-") as tmp:
            work = Path(tmp)
            feedback = work / "feedback"
            feedback.mkdir()
            (work / "input.in").write_text(input, encoding="utf-8", errors="surrogateescape")
            (work / "answer.ans").write_text(expected, encoding="utf-8", errors="surrogateescape")
            return self.check_files(work / "input.in", work / "answer.ans", output, feedback)

    def check_files(self, input: Path, answer: Path, output: str, feedback: Path) -> CheckResult:
        """The validator on the files `input` and `answer` and the team's `output`, writing
        to the folder `feedback`."""
        with tempfile.TemporaryDirectory(prefix="judge-validate-") as tmp:
            work = Path(tmp)
            (work / "team.out").write_text(output, encoding="utf-8", errors="surrogateescape")
            cwd = work / "cwd"
            cwd.mkdir()
            limits = self.program.run_limits(self.limits)  # a JVM's own memory on top
            run = execute(
                [
                    *self.program.command(limits),
                    str(input),
                    str(answer),
                    f"{feedback}/",
                    *self.args,
                ],
                limits,
                Streams(work / "team.out", work / "stdout", work / "stderr"),
                cwd=cwd,
                helper=helper_path(self.cache_dir),
            )
            message = read_tail(feedback / "judgemessage.txt", MESSAGE_LIMIT) or read_tail(
                feedback / "teammessage.txt", MESSAGE_LIMIT
            )
            if run.exit_code == ACCEPT and not run.wall_timeout:
                return CheckResult(Verdict.AC, message, feedback_score(feedback, self.program.name))
            if run.exit_code == REJECT and not run.wall_timeout:
                return CheckResult(
                    Verdict.WA, message or "the output validator rejected the output"
                )
            stderr = read_tail(work / "stderr")
            raise JudgeError(
                f"output validator {self.program.name} {ending(run)} (it must exit "
                f"with 42 or 43): a judging error"
                + (f"\n{stderr}" if stderr else "")
                + (f"\njudgemessage.txt: {message}" if message else "")
            )

    def run_pass(
        self, name: str, input: Path, answer: Path, feedback: Path, runner: Runner, limits: Limits
    ) -> CaseResult:
        """One pass of a multi-pass problem (judge.judging.passes): the submission run on
        `input`, its output judged by the validator writing to `feedback`."""
        case = Case(name, _read(input), _read(answer))
        return judge_case(
            runner,
            case,
            limits,
            lambda _, __, output: self.check_files(input, answer, output, feedback),
        )


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="surrogateescape")


def input_rejection(
    program: Program, text: str, args: Sequence[str], limits: Limits, cache_dir: Path
) -> str | None:
    """Why the input validator rejects `text` (None when it exits 42)."""
    with tempfile.TemporaryDirectory(prefix="judge-validate-") as tmp:
        work = Path(tmp)
        (work / "input.in").write_text(text, encoding="utf-8", errors="surrogateescape")
        cwd = work / "cwd"
        cwd.mkdir()
        limits = program.run_limits(limits)  # a JVM's own memory on top
        run = execute(
            [*program.command(limits), *args],
            limits,
            Streams(work / "input.in", work / "out", work / "out"),
            cwd=cwd,
            helper=helper_path(cache_dir),
        )
        if run.exit_code == ACCEPT and not run.wall_timeout:
            return None
        said = read_tail(work / "out", 300)
        return f"{program.name} {ending(run)}" + (f": {said}" if said else "")
