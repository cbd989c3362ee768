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

import gettext

from judge.contest.core.model import ContestRule
from judge.contest.core.points import shown
from judge.contest.core.records import Failure, JudgingStatus, SubmissionView
from judge.i18n import ENGLISH
from judge.judging.split import failing_test_text
from judge.run.execution.transcript import said_line

_LINES = 10
_WIDTH = 100


def excerpt(text: str, tr: gettext.NullTranslations = ENGLISH) -> list[str]:
    """The first lines of ``text``, each cut to a width, as indented lines."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    shown = [line if len(line) <= _WIDTH else line[:_WIDTH] + "..." for line in lines[:_LINES]]
    if len(lines) > _LINES:
        shown.append(tr.gettext("... ({count} more lines)").format(count=len(lines) - _LINES))
    return ["      | " + line for line in (shown or [tr.gettext("(empty)")])]


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


def outcome(view: SubmissionView, tr: gettext.NullTranslations = ENGLISH) -> str:
    """The verdict in a few words: ``AC``, ``WA on case 3 of 13``, ``CE``, ``judging``; a
    scoring problem's with its points (``WA on case 3 of 13, 40 points``); in ``tr``'s
    language."""
    _ = tr.gettext
    if view.status is JudgingStatus.WITHHELD:
        return _("submitted")
    if view.status is not JudgingStatus.JUDGED:
        return _("judging") if view.status is JudgingStatus.JUDGING else _("waiting to be judged")
    points = "" if view.score is None else _(", {points} points").format(points=shown(view.score))
    # A scoring problem's grade may accept with a case failed (its points then say it).
    if view.failure is not None and view.verdict_text != "AC":
        failed = _("{verdict} on case {number} of {total}").format(
            verdict=view.verdict_text, number=view.failure.number, total=view.total
        )
        return failed + points
    return f"{view.verdict_text}{points}"


def _subtask_lines(view: SubmissionView, tr: gettext.NullTranslations) -> list[str]:
    """A scoring problem's subtasks, one line each: ``subtask 2: 0 of 60``."""
    lines = []
    for subtask in view.subtasks:
        if subtask.max_score is None:
            said = tr.gettext("subtask {name}: {score}")
        else:
            said = tr.gettext("subtask {name}: {score} of {most}")
        most = "" if subtask.max_score is None else shown(subtask.max_score)
        lines.append("    " + said.format(name=subtask.name, score=shown(subtask.score), most=most))
    return lines


def _runs_line(view: SubmissionView, tr: gettext.NullTranslations) -> str:
    """How many cases ran, and the most CPU time and memory of them."""
    run = len(view.cases)
    said = tr.ngettext(
        "{count} case run, max CPU {cpu} ms, peak memory {memory} MiB",
        "{count} cases run, max CPU {cpu} ms, peak memory {memory} MiB",
        run,
    )
    return "    " + said.format(
        count=run, cpu=view.max_cpu_ms, memory=f"{view.max_memory / 2**20:.1f}"
    )


def feedback_lines(
    view: SubmissionView, contest_over: bool, tr: gettext.NullTranslations = ENGLISH
) -> list[str]:
    """The lines under a submission's verdict, in ``tr``'s language."""
    _ = tr.gettext
    if view.status is not JudgingStatus.JUDGED:
        return []
    if view.compile_error is not None:
        return ["    " + _("compiler:"), *excerpt(view.compile_error, tr)]
    if view.error is not None:
        return ["    " + _("judging error: {error}").format(error=view.error)]
    lines = [_runs_line(view, tr), *_subtask_lines(view, tr)]
    failure = view.failure
    if failure is None:
        return lines
    if not (failure.sample or full_feedback(view, contest_over)):
        said = _("case {number} is a hidden case: its data is shown after the contest")
        return [*lines, "    " + said.format(number=failure.number)]
    said = _("sample {number} ({name}):") if failure.sample else _("case {number} ({name}):")
    head = said.format(number=failure.number, name=failure.name)
    lines.append("    " + head + (f" {failure.message}" if failure.message else ""))
    if failure.note:
        lines.append("    " + _("note: {note}").format(note=failure.note))
    if failure.failing_test is not None:
        tested = failing_test_text(failure.failing_test, tr)
        lines += ["    " + line for line in tested.split("\n")]
    return lines + _case_data(failure, tr)


def _case_data(failure: Failure, tr: gettext.NullTranslations) -> list[str]:
    """A failing case's data shown: its input, then what was expected and written (or an
    interactive problem's conversation), and the program's error output."""
    _ = tr.gettext
    lines = ["    " + _("input:"), *excerpt(failure.input, tr)]
    if failure.transcript is not None:  # interactive: its output went to the interactor
        lines.append(
            "    " + _("the conversation's end (> your program wrote, < the interactor wrote):")
        )
        said = [said_line(line) for line in failure.transcript] or ["  " + _("(nothing)")]
        lines += ["    " + line for line in said]
    else:
        lines += ["    " + _("expected:"), *excerpt(failure.expected, tr)]
        lines += ["    " + _("output:"), *excerpt(failure.output, tr)]
    if failure.stderr.strip():
        lines += ["    stderr:", *excerpt(failure.stderr, tr)]
    return lines
