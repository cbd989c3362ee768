"""Multi-pass problems (the Kattis problem package format, 2023-07 `type: multi-pass`, legacy
`validation: custom multi-pass`): a case is judged in passes, each one a run of the submission
judged by the output validator (or, when the problem is also interactive, a conversation with
it), the feedback folder kept from pass to pass.

As the spec and problemtools (`judge/execute.py`, `_run_multipass`) have it: a pass the
validator accepts (42) and after which it wrote `nextpass.in` in the feedback folder is followed
by another, on that input; the first pass that is not accepted, or accepted without a
`nextpass.in`, decides the case. A validator that writes `nextpass.in` and rejects, or still
asks for a pass after `validation_passes` of them, is a judging error (JE). The case's CPU time
is its slowest pass's, as problemtools reports it.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from typing import Protocol

from judge.judging.verdict import CaseResult, Verdict
from judge.package_tree import CASE_LIMIT
from judge.run.jury import ANSWER, FEEDBACK, INPUT, Workspace
from judge.run.limits import Limits
from judge.run.runner import Runner

NEXT_PASS = "nextpass.in"


class Pass(Protocol):
    """One pass of a case: the submission run and judged by the validator, in its workspace
    (judge.run.jury), which it writes to the folder `FEEDBACK` of (kept across passes)."""

    def workspace(self) -> AbstractContextManager[Workspace]:
        """A workspace for the validator, for the passes of one case."""
        ...

    def run_pass(
        self, name: str, work: Workspace, input: str, runner: Runner, limits: Limits
    ) -> CaseResult:
        """The pass's result: the submission on the workspace's `input`, judged against its
        `ANSWER`."""
        ...


@dataclass(frozen=True)
class MultiPass:
    """A multi-pass problem's validator: `step` runs one pass (an interactive one, or a run
    then the output validator), at most `passes` of them per case."""

    step: Pass
    passes: int

    def judge(
        self, name: str, input: str, answer: str, runner: Runner, limits: Limits
    ) -> CaseResult:
        """The case `name` (its `input` and `answer`) judged in passes (the module's rules)."""
        with self.step.workspace() as work:
            work.write(INPUT, input.encode("utf-8", "surrogateescape"))
            work.write(ANSWER, answer.encode("utf-8", "surrogateescape"))
            work.folder(FEEDBACK)
            current = INPUT
            slowest: CaseResult | None = None
            for number in range(1, self.passes + 1):
                result = self.step.run_pass(name, work, current, runner, limits)
                if slowest is None or result.cpu_time > slowest.cpu_time:
                    slowest = result
                result = replace(
                    result,
                    cpu_time=slowest.cpu_time,
                    wall_time=slowest.wall_time,
                    memory=max(result.memory, slowest.memory),
                )
                # The next pass's input, as a case's input is bounded (read no link).
                asked = work.read(f"{FEEDBACK}/{NEXT_PASS}", CASE_LIMIT)
                if result.verdict is not Verdict.AC:
                    if asked is not None and result.verdict is Verdict.WA:
                        return replace(
                            result,
                            verdict=Verdict.JE,
                            message=f"the output validator wrote {NEXT_PASS} in pass {number} "
                            "and rejected it: a judging error",
                        )
                    return _in_pass(result, number)
                if asked is None:
                    return _in_pass(result, number) if number > 1 else result
                current = f"pass{number + 1}.in"
                work.remove(f"{FEEDBACK}/{NEXT_PASS}")
                work.write(current, asked)
            assert slowest is not None
            return replace(
                slowest,
                verdict=Verdict.JE,
                message=f"the output validator asked for more than {self.passes} passes "
                "(validation_passes): a judging error",
            )


def _in_pass(result: CaseResult, number: int) -> CaseResult:
    """The result, its message saying which pass decided."""
    if number == 1:
        return result
    said = f"pass {number}"
    return replace(result, message=f"{said}: {result.message}" if result.message else said)
