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
"""

from __future__ import annotations

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


def outcome(view: SubmissionView) -> str:
    """The verdict in a few words: ``AC``, ``WA on case 3 of 13``, ``CE``, ``judging``."""
    if view.status is not JudgingStatus.JUDGED:
        return "judging" if view.status is JudgingStatus.JUDGING else "waiting to be judged"
    if view.failure is not None:
        return f"{view.verdict_text} on case {view.failure.number} of {view.total}"
    return str(view.verdict_text)


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
