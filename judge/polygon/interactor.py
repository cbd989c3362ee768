"""Interactive Polygon problems: the solution in conversation with the package's testlib
interactor, then the checker on what the interactor wrote, as Polygon runs them.

The interactor is started as `interactor input tout answer` (testlib's registerInteraction):
the solution's output is its standard input and its standard output the solution's input; it
writes to `tout` what the checker then judges (`checker input tout answer`). Its exit code is
testlib's: 0 (the checker decides), 1 WA, 2 PE, 3 FAIL (a judging error naming it).

The verdict, first match wins (as judge.judging.interactive decides Kattis conversations):
the interactor failed or ended otherwise than testlib's codes: a judging error; it rejected
(1, 2) and ended first: its verdict; the solution failed (TLE, MLE, RE): that; the interactor
rejected: its verdict; else the checker's on `tout`.

The interactor runs in a jury workspace (judge.run.jury) holding the test's input and answer
and a folder for `tout`, isolated when judging is (in a box of its own beside the solution's).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.judging.checkers import Checker
from judge.judging.classify import classify
from judge.judging.interactive import conversation_result, converse_in
from judge.judging.verdict import CaseResult, Verdict
from judge.polygon.testlib import FAIL, MESSAGE_LIMIT, VERDICTS
from judge.run.execution.interaction import Conversation
from judge.run.helper.sandbox import ending
from judge.run.jury import ANSWER, INPUT, open_workspace
from judge.run.limits import Limits, MiB
from judge.run.program import Program
from judge.run.runner import ConnectedRunner, Runner

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

OK = 0
TOUT = "out/tout"  # what the interactor writes for the checker, in its folder `out`
TOUT_LIMIT = 64 * MiB


@dataclass(frozen=True)
class PolygonInteractor:
    """A testlib interactor with the problem's checker after it (a `CaseChecker` that runs
    the solution itself)."""

    program: Program
    checker: Checker  # judges what the interactor wrote to tout
    cache_dir: Path
    limits: Limits
    isolation: Isolation | None = None

    def judge(
        self, name: str, input: str, answer: str, runner: Runner, limits: Limits
    ) -> CaseResult:
        """The solution run by `runner` in conversation with the interactor on one test."""
        if not isinstance(runner, ConnectedRunner):
            raise JudgeError("internal: this runner cannot run an interactive problem")
        own = self.program.run_limits(self.limits)
        with open_workspace(self.program, self.limits, self.cache_dir, self.isolation) as work:
            given = work.write(INPUT, input.encode("utf-8", "surrogateescape"))
            expected = work.write(ANSWER, answer.encode("utf-8", "surrogateescape"))
            work.folder("out")
            command = [*self.program.command(own), given, work.path(TOUT), expected]
            conversation = converse_in(work, self.program.name, (command, own), runner, limits, OK)
            tout = (work.read(TOUT, TOUT_LIMIT) or b"").decode(errors="replace")
        judged = self._verdict(conversation, limits, input, answer, tout)
        return conversation_result(name, conversation, judged)

    def _verdict(
        self, conversation: Conversation, limits: Limits, input: str, answer: str, tout: str
    ) -> tuple[Verdict, str]:
        run = conversation.interactor
        said = conversation.interactor_stderr.decode(errors="replace").strip()[-MESSAGE_LIMIT:]
        code = run.exit_code
        if run.wall_timeout or run.cpu_killed or (code not in VERDICTS and code != OK):
            failed = "FAIL (it found the jury's files wrong)" if code == FAIL else ending(run)
            raise JudgeError(
                f"interactor {self.program.name} {failed}: a judging error"
                + (f"\n{said}" if said else "")
            )
        rejected = code != OK
        if rejected and conversation.interactor_first:
            return VERDICTS[code], said
        crashed = classify(conversation.submission, limits)
        if crashed is not None:
            return crashed
        if rejected:
            return VERDICTS[code], said
        checked = self.checker(input, answer, tout)
        return checked.verdict, checked.message
