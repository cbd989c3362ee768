"""What a contestant is told about a judged submission, and when.

The rule, as contests and online judges keep it:

- During the contest (an official submission while the contest runs): the verdict and the
  number of the first failing case, and the program's largest CPU time and memory. Nothing of
  a hidden case: not its input, expected output, name or note, nor the checker's message or
  the program's output and error output on it (the checker's message quotes the expected
  output; a run-time error's message quotes the program's last error line, which could print
  the input). A failing *sample* is shown whole: its data is in the statement anyway; with
  it, the test of its input that failed, or an interactive problem's conversation (kept of
  samples only).
- After the end (an upsolving submission, or any submission once the contest is over):
  everything about the first failing case.
- A compile error always shows the compiler's message: it is about your own source.
- A scoring problem's points, and each subtask's, are shown with the verdict.
- An ``oi`` contest shows a team nothing of its official submissions' judgements while the
  contest runs, only that each was submitted (:func:`as_team_sees`): NOI judges only after
  the end, and Hydro's OI rule shows a team neither its records nor the board until then;
  judge does the same, a compile error included. Once the contest is over, everything above.
"""

from __future__ import annotations

from judge.contest.core.model import ContestRule
from judge.contest.core.points import shown
from judge.contest.core.records import JudgingStatus, SubmissionView
from judge.judging.split import failing_test_text
from judge.run.execution.transcript import said_line

_LINES = 10
_WIDTH = 100


def excerpt(text: str) -> list[str]:
    """The first lines of ``text``, each cut to a width, as indented lines."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    shown = [line if len(line) <= _WIDTH else line[:_WIDTH] + "..." for line in lines[:_LINES]]
    if len(lines) > _LINES:
        shown.append(f"... ({len(lines) - _LINES} more lines)")
    return ["      | " + line for line in (shown or ["(empty)"])]


def full_feedback(view: SubmissionView, contest_over: bool) -> bool:
    """Whether everything about a failing case may be shown."""
    return contest_over or not view.official


def as_team_sees(view: SubmissionView, rule: ContestRule, contest_over: bool) -> SubmissionView:
    """A submission as its team may see it now: in an oi contest, an official submission
    before the end is only submitted (nothing of its judgement)."""
    if rule is not ContestRule.OI or contest_over or not view.official:
        return view
    return SubmissionView(
        id=view.id,
        team_id=view.team_id,
        problem_id=view.problem_id,
        label=view.label,
        filename=view.filename,
        contest_time=view.contest_time,
        official=view.official,
        status=JudgingStatus.WITHHELD,
    )


def outcome(view: SubmissionView) -> str:
    """The verdict in a few words: ``AC``, ``WA on case 3 of 13``, ``CE``, ``judging``; a
    scoring problem's with its points (``WA on case 3 of 13, 40 points``)."""
    if view.status is JudgingStatus.WITHHELD:
        return "submitted"
    if view.status is not JudgingStatus.JUDGED:
        return "judging" if view.status is JudgingStatus.JUDGING else "waiting to be judged"
    points = "" if view.score is None else f", {shown(view.score)} points"
    # A scoring problem's grade may accept with a case failed (its points then say it).
    if view.failure is not None and view.verdict_text != "AC":
        return f"{view.verdict_text} on case {view.failure.number} of {view.total}{points}"
    return f"{view.verdict_text}{points}"


def _subtask_lines(view: SubmissionView) -> list[str]:
    """A scoring problem's subtasks, one line each: ``subtask 2: 0 of 60``."""
    lines = []
    for subtask in view.subtasks:
        most = "" if subtask.max_score is None else f" of {shown(subtask.max_score)}"
        lines.append(f"    subtask {subtask.name}: {shown(subtask.score)}{most}")
    return lines


def feedback_lines(view: SubmissionView, contest_over: bool) -> list[str]:
    """The lines under a submission's verdict."""
    if view.status is not JudgingStatus.JUDGED:
        return []
    if view.compile_error is not None:
        return ["    compiler:", *excerpt(view.compile_error)]
    if view.error is not None:
        return [f"    judging error: {view.error}"]
    lines = []
    run = len(view.cases)
    lines.append(
        f"    {run} case{'s' * (run != 1)} run, max CPU {view.max_cpu_ms} ms, "
        f"peak memory {view.max_memory / 2**20:.1f} MiB"
    )
    lines += _subtask_lines(view)
    failure = view.failure
    if failure is None:
        return lines
    if not (failure.sample or full_feedback(view, contest_over)):
        lines.append(
            f"    case {failure.number} is a hidden case: its data is shown after the contest"
        )
        return lines
    kind = "sample" if failure.sample else "case"
    lines.append(
        f"    {kind} {failure.number} ({failure.name}):"
        + (f" {failure.message}" if failure.message else "")
    )
    if failure.note:
        lines.append(f"    note: {failure.note}")
    if failure.failing_test is not None:
        lines += ["    " + line for line in failing_test_text(failure.failing_test).split("\n")]
    lines += ["    input:", *excerpt(failure.input)]
    if failure.transcript is not None:  # interactive: its output went to the interactor
        lines.append("    the conversation's end (> your program wrote, < the interactor wrote):")
        lines += ["    " + said_line(said) for said in failure.transcript] or ["      (nothing)"]
    else:
        lines += ["    expected:", *excerpt(failure.expected), "    output:"]
        lines += excerpt(failure.output)
    if failure.stderr.strip():
        lines += ["    stderr:", *excerpt(failure.stderr)]
    return lines
