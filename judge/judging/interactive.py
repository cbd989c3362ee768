"""Interactive problems: the submission in conversation with the problem's interactor, and the
verdict of the conversation.

The interactor follows the Kattis problem package format's interface for an interactive
output validator (both format versions; our own problems use it too): started as
`interactor input answer feedback_dir/ [args]`, its stdout is the submission's stdin and the
submission's stdout its stdin; it ends with 42 (accepted) or 43 (rejected), writing why to
`judgemessage.txt` in the feedback folder if it likes (and a scoring problem's `score.txt`).

The verdict, as problemtools decides it (`judge/execute.py`, `_run_interactive`) and the spec
says ("the validator's verdict decides unless the submission failed first"), first match wins:

1. the interactor did not end with 42 or 43 (crashed, exited otherwise, or was stopped by its
   own limits): JE, a judging error, never the team's fault, whatever the submission did;
   except when both ran into the wall clock they share (each waiting for the other): the
   submission's TLE, as problemtools' runner gives;
2. the interactor rejected (43) and ended first: WA, whatever the submission did after (it
   reads end of file, or is refused a write, and is stopped);
3. the submission failed: TLE (CPU time over the limit, or its wall clock: waiting for input
   that never comes is a TLE), MLE or RE, judge's usual rule (judge.judging.classify);
4. the interactor's verdict: AC (42) or WA (43).

So a submission that crashes or overruns after the interactor accepted gets RE or TLE, and one
that crashes (or stops reading) after being told it is wrong gets WA. Who ended first is not
a race: judge.run.execution.interaction records one end before the other program can notice it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.judging.classify import classify
from judge.judging.verdict import FLUSH_QUESTION, CaseResult, Score, Verdict
from judge.run.execution.interaction import Conversation, converse_started
from judge.run.helper.sandbox import ending
from judge.run.jury import ANSWER, FEEDBACK, INPUT, Workspace, open_workspace
from judge.run.languages.language import Language
from judge.run.languages.table import languages
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import ConnectedRunner, Runner

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

ACCEPT, REJECT = 42, 43
MESSAGE_LIMIT = 4000  # characters of judgemessage.txt kept in a verdict's message
SCORE_LIMIT = 200  # bytes of score.txt read: a number


@dataclass(frozen=True)
class Interactor:
    """A problem's interactor, with its extra arguments (a test group's flags) bound; built,
    ready to run. `limits` are its own (a package's validation time and memory); it runs in a
    jury workspace (judge.run.jury), isolated when `isolation` is given."""

    program: Program
    cache_dir: Path
    limits: Limits
    args: tuple[str, ...] = ()
    isolation: Isolation | None = None

    def with_args(self, args: Sequence[str]) -> Interactor:
        """The same interactor started with `args`."""
        return replace(self, args=tuple(args))

    def workspace(self) -> AbstractContextManager[Workspace]:
        """A workspace for the interactor (judge.run.jury.open_workspace)."""
        return open_workspace(self.program, self.limits, self.cache_dir, self.isolation)

    def judge(
        self, name: str, input: str, answer: str, runner: Runner, limits: Limits
    ) -> CaseResult:
        """The submission run by `runner` in conversation with the interactor on the case
        `name` (its `input` and `answer`), under `limits`, and the verdict (see the module
        docstring)."""
        with self.workspace() as work:
            work.write(INPUT, input.encode("utf-8", "surrogateescape"))
            work.write(ANSWER, answer.encode("utf-8", "surrogateescape"))
            work.folder(FEEDBACK)
            return self.run_pass(name, work, INPUT, runner, limits)

    def run_pass(
        self, name: str, work: Workspace, input: str, runner: Runner, limits: Limits
    ) -> CaseResult:
        """One conversation on the workspace's `input` and `ANSWER`, the interactor writing to
        its folder `FEEDBACK` (a pass of a multi-pass problem: judge.judging.passes)."""
        if not isinstance(runner, ConnectedRunner):
            raise JudgeError("internal: this runner cannot run an interactive problem")
        program = getattr(runner, "program", None)  # every runner judge opens keeps its program
        language = program.language if isinstance(program, Program) else None
        own = self.program.run_limits(self.limits)  # a JVM's own memory on top
        command = [
            *self.program.command(own),
            work.path(input),
            work.path(ANSWER),
            work.path(FEEDBACK) + "/",
            *self.args,
        ]
        conversation = converse_in(work, self.program.name, (command, own), runner, limits, ACCEPT)
        verdict, message, score = self._verdict(conversation, limits, work, language)
        return conversation_result(name, conversation, (verdict, message), score)

    def _verdict(
        self,
        conversation: Conversation,
        limits: Limits,
        work: Workspace,
        language: Language | None,
    ) -> tuple[Verdict, str, Score | None]:
        """The rules of the module docstring, in their order; `language` is the submission's
        (its words for a flush)."""
        run = conversation.interactor
        said = feedback_message(work)
        submission = conversation.submission.execution
        if run.wall_timeout and submission.wall_timeout:
            # Both waited for the other until the wall clock they share ran out (neither
            # reads what the other writes): the submission's time, as in problemtools.
            failed = classify(conversation.submission, limits)
            if failed is not None:
                return failed[0], failed[1] + _flush_question(conversation, language), None
        if run.wall_timeout or run.cpu_killed or run.exit_code not in (ACCEPT, REJECT):
            stderr = conversation.interactor_stderr.decode(errors="replace").strip()
            return (
                Verdict.JE,
                f"interactor {self.program.name} {ending(run)} (it must exit with 42 or 43): "
                "a judging error"
                + (f"\n{stderr[-600:]}" if stderr else "")
                + (f"\njudgemessage.txt: {said}" if said else ""),
                None,
            )
        rejected = said or "the interactor rejected the conversation"
        if run.exit_code == REJECT and conversation.interactor_first:
            return Verdict.WA, rejected, None
        failed = classify(conversation.submission, limits)
        if (
            failed is not None
            and failed[0] is Verdict.TLE
            and submission.wall_timeout
            and not conversation.interactor_first
        ):
            # Stopped by the wall clock while the interactor still ran: asked of the flush
            # only where the program held the conversation up (_flush_question).
            return failed[0], failed[1] + _flush_question(conversation, language), None
        if failed is not None:
            return failed[0], failed[1], None
        if run.exit_code == REJECT:
            return Verdict.WA, rejected, None
        return Verdict.AC, said, feedback_score(work, self.program.name)


def feedback_message(work: Workspace) -> str:
    """What a validator wrote for the verdict's message in its feedback folder: the end of
    judgemessage.txt, else of teammessage.txt, stripped, at most MESSAGE_LIMIT characters
    ("..." before what was cut); "" for none."""
    for name in ("judgemessage.txt", "teammessage.txt"):
        data = work.read(f"{FEEDBACK}/{name}", 4 * MESSAGE_LIMIT, tail=True)
        text = (data or b"").decode(errors="replace").strip()
        if text:
            return text if len(text) <= MESSAGE_LIMIT else "..." + text[-MESSAGE_LIMIT:]
    return ""


def converse_in(
    work: Workspace,
    name: str,
    interactor: tuple[list[str], Limits],
    runner: ConnectedRunner,
    limits: Limits,
    accept: int,
) -> Conversation:
    """The submission run by `runner` under `limits` in conversation with the interactor
    `name` (its command and its own limits), started in the jury workspace `work`; an ending
    with exit code `accept` (in time) accepts. One conversation for every format's
    interactors (Kattis' and ours: 42; Polygon's testlib: 0)."""
    command, own = interactor
    return converse_started(
        name,
        lambda stdin, stdout, stderr, walls: work.start(command, own, stdin, stdout, stderr, walls),
        limits,
        lambda stdin, stdout, stop, partner: runner.connected(stdin, stdout, limits, stop, partner),
        accepted=lambda run: run.exit_code == accept and not run.wall_timeout,
    )


def conversation_result(
    name: str,
    conversation: Conversation,
    judged: tuple[Verdict, str],
    score: Score | None = None,
) -> CaseResult:
    """The case's result from its conversation and what was judged of it (the verdict and its
    message): the submission's own figures and stderr, and, for a failure, the conversation's
    end (split into lines only then, which shows it: an accepted case's conversation costs
    nothing more than its recording)."""
    verdict, message = judged
    run = conversation.submission.execution
    return CaseResult(
        name=name,
        verdict=verdict,
        cpu_time=run.cpu_time,
        wall_time=run.wall_time,
        memory=run.memory,
        message=message,
        stderr=conversation.submission.stderr.decode(errors="replace"),
        score=score,
        transcript=() if verdict is Verdict.AC else conversation.transcript.lines(),
    )


def feedback_score(work: Workspace, validator: str) -> Score | None:
    """What a validator wrote of the score of an accepted output in its feedback folder:
    score.txt, or 2023-07's score_multiplier.txt (a fraction of the case's maximum), or
    nothing. A JudgeError for a score that is not one."""
    written = {
        name: work.read(f"{FEEDBACK}/{name}", SCORE_LIMIT)
        for name in ("score.txt", "score_multiplier.txt")
    }
    found = [name for name, data in written.items() if data is not None]
    if not found:
        return None
    if len(found) == 2:
        raise JudgeError(
            f"output validator {validator} wrote both score.txt and score_multiplier.txt: a "
            "judging error"
        )
    text = (written[found[0]] or b"").decode(errors="replace").strip()
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    multiplier = found[0] == "score_multiplier.txt"
    if not math.isfinite(value) or value < 0 or (multiplier and value > 1):
        raise JudgeError(
            f"output validator {validator} wrote {found[0]} {text[:40]!r}, not a "
            + ("number from 0 to 1" if multiplier else "non-negative number")
            + ": a judging error"
        )
    return Score(value, multiplier)


def _flush_question(conversation: Conversation, language: Language | None) -> str:
    """The flush question (after "; ") for a submission stopped by the wall clock, where
    the conversation shows the program held it up, as an unflushed answer does: the program's
    turn (the interactor's line unanswered, or nothing said, or the program's line unended)
    while the program was mostly blocked (its CPU time, and its wait for a CPU, at most
    half its wall time: not computing); "" otherwise: a program that had answered waited
    for a slow interactor, one that computed was slow, and neither forgot a flush."""
    run = conversation.submission.execution
    # Its time on a CPU and waiting for one: a program kept off the CPU was not blocked.
    busy = run.cpu_time + (run.cpu_wait or 0.0)
    if conversation.transcript.awaiting_program and busy <= run.wall_time / 2:
        return f"; {flush_note(language)}"
    return ""


def flush_note(language: Language | None) -> str:
    """What a learner reads when both sides waited: the flush they likely forgot, in their
    language's words (the table's `flush`; every language's when it is not known)."""
    words = language.flush if language is not None else ""
    if not words:
        said: dict[str, list[str]] = {}  # the words, and the languages they are said for
        for lang in languages().values():
            if lang.flush:
                said.setdefault(lang.flush, []).append(lang.name)
        words = "; ".join(f"{', '.join(names)}: {flush}" for flush, names in said.items())
    return (
        f"both sides were waiting for the other: {FLUSH_QUESTION} "
        f"The interactor sees only what was flushed: {words}"
    )
