"""Turning results into text for a terminal or JSON lines (JUnit XML: judge.judging.junit).
No I/O here."""

from __future__ import annotations

import gettext
import json
import re
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.i18n import ENGLISH, N_
from judge.judging.split import (
    FailingTest,
    TestsSplit,
    failing_test,
    failing_test_text,
    first_difference,
)
from judge.judging.verdict import FLUSH_QUESTION, CaseResult, CompilesWith, Report, Verdict
from judge.printable import json_safe, printable
from judge.run.execution.transcript import LIMIT, Said, said_line
from judge.run.languages.language import Language
from judge.run.languages.table import languages

if TYPE_CHECKING:  # types only: printing needs neither a custom run's code nor a problem's
    from judge.judging.custom import CustomResult, CustomRun
    from judge.judging.problem import Case

EXCERPT_LINES = 10
EXCERPT_WIDTH = 100
# A failing case's input is shown with its verdict when the whole of it fits the excerpt -v
# prints (10 lines of at most 100 characters): shown whole, never cut, so what the learner
# reads is exactly what the program read. A larger one is better found small by `judge stress`.
SMALL_INPUT_LINES = EXCERPT_LINES
# An interactive failure shows the conversation's last lines (the judge keeps its last 64 KiB:
# judge.run.execution.transcript), the lines where it went wrong; -v writes all it kept to a file.
TRANSCRIPT_LINES = 20
SMALL_INPUT_WIDTH = EXCERPT_WIDTH
# What a compiler's messages, or a program's output on one's own input, show of themselves on
# a terminal: a screenful (a binary file named .cpp made 279,461 bytes of compiler messages),
# then what was left out and how to see it all.
SCREEN_LINES = 50
SCREEN_WIDTH = 200
# The verdicts' names in words (Verdict.long_name), to translate: a sentence in Chinese names a
# verdict by its abbreviation with the name Chinese judges give it beside it ("WA（答案错误）").
VERDICT_NAMES = (
    *(N_("Accepted"), N_("Wrong Answer"), N_("Presentation Error"), N_("Time Limit Exceeded")),
    *(N_("Run-Time Error"), N_("Memory Limit Exceeded"), N_("Output Limit Exceeded")),
    *(N_("Compile Error"), N_("Judging Error"), N_("Not run")),
)
# The reasons judging gives a verdict (judge.judging.classify, judge.judging.interactive), as
# templates of their English: a reason that fits one is shown translated, its values kept; any
# other is shown as judging said it. The reasons themselves (and --json, JUnit) stay English.
REASONS = (
    N_("CPU time {cpu} s > limit {limit} s"),
    N_("peak memory {peak} MiB > limit {limit}"),
    N_("output exceeded {size} MiB"),
    N_("exit code {code}: {said}"),
    N_("exit code {code}"),
    N_("killed by {signal}: {said}"),
    N_("killed by {signal}"),
    N_(
        "stopped after {wall} s of wall time (CPU {cpu}): sleeping, blocked or too slow",
    ),
    N_(
        "both sides were waiting for the other: did you flush your output? The interactor "
        "sees only what was flushed: {words}"
    ),
)


def _template_pattern(template: str) -> re.Pattern[str]:
    """A reason's template as a pattern whose groups are its values."""
    parts = re.split(r"\{(\w+)\}", template)
    return re.compile(
        "".join(
            re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts)
        )
        + r"\Z",
        re.S,
    )


def reason_text(message: str, tr: gettext.NullTranslations = ENGLISH) -> str:
    """A verdict's reason in `tr`'s language where it fits one of REASONS, else as it is."""
    if tr is ENGLISH or not message:
        return message
    for template in REASONS:
        found = _template_pattern(template).match(message)
        if found is not None and tr.gettext(template) != template:
            return tr.gettext(template).format(**found.groupdict())
    return tr.gettext(message)


def verdict_words(verdict: Verdict, tr: gettext.NullTranslations = ENGLISH) -> str:
    """A verdict as a sentence names it: its abbreviation, and in a language that has them,
    its name beside it ("WA（答案错误）")."""
    name = tr.gettext(verdict.long_name)
    return verdict.value if name == verdict.long_name else f"{verdict.value}（{name}）"


def paint(verdict: Verdict, text: str, colour: bool) -> str:
    """`text` in the verdict's colour when `colour` is on."""
    return f"\x1b[1;{verdict.colour}m{text}\x1b[0m" if colour else text


def mib(size: int) -> str:
    """Bytes as MiB, one decimal."""
    return f"{size / 2**20:.1f} MiB"


def case_line(
    result: CaseResult,
    colour: bool = False,
    width: int = 24,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """One line: name, verdict, CPU ms, wall ms, peak MiB (and the reason on the next lines,
    indented under it, in `tr`'s language where it has it); a case not run gets its name and
    `skipped` only. The name and the reason come from outside (a file's name, a validator's
    message): their control characters are escaped, so that neither can clear the screen nor
    forge a line of its own."""
    verdict = paint(result.verdict, f"{result.verdict.value:<3}", colour)
    name = printable(result.name)
    if result.verdict is Verdict.SKIPPED:
        return f"  {name:<{width}} {verdict}"
    cpu, wall = tr.gettext("ms CPU"), tr.gettext("ms wall")
    line = (
        f"  {name:<{width}} {verdict}  {result.cpu_time * 1000:7.0f} {cpu}"
        f"  {result.wall_time * 1000:7.0f} {wall}  {mib(result.memory):>10}"
        if not result.static
        else f"  {name:<{width}} {verdict}  " + tr.gettext("(its source files judged, not run)")
    )
    if result.message and not result.accepted:
        indent = f"\n  {'':<{width}} "
        reason = reason_text(result.message, tr)
        line += indent + indent.join(printable(part, keep="\t") for part in reason.split("\n"))
    return line


def summary_line(
    report: Report, colour: bool = False, tr: gettext.NullTranslations = ENGLISH
) -> str:
    """The closing line of a report: verdict, passed/total, max time and memory (in `tr`'s
    language: the verdict's name beside its abbreviation where it has one)."""
    _ = tr.gettext
    verdict = paint(report.verdict, verdict_words(report.verdict, tr), colour)
    problem, solution = printable(report.problem), printable(report.solution)
    if report.compile_error is not None:
        failed = _("compilation failed")
        return f"{problem}  {solution}  {verdict}  {failed}"
    skipped = len(report.cases) - report.run
    not_run = _(" ({count} not run)").format(count=skipped) if skipped else ""
    if report.score is not None:
        verdict += _("  score {score}").format(score=points_text(report.score, report.max_score))
    passed = _("{passed}/{total} passed").format(passed=report.passed, total=len(report.cases))
    if report.samples_only:
        passed += _(" (samples only)")
    most = _("max CPU {cpu} ms  max memory {memory}").format(
        cpu=f"{report.max_cpu_time * 1000:.0f}", memory=mib(report.max_memory)
    )
    return f"{problem}  {solution}  {verdict}  {passed}{not_run}  {most}"


def score_text(score: float) -> str:
    """A score as people write it: 50, 37.5, 0.333333."""
    return f"{score:.6g}"


def points_text(score: float | None, most: float | None) -> str:
    """Points earned of the most there are: "30/100", "30" where the most is not known, "-"
    where nothing was scored."""
    earned = "-" if score is None else score_text(score)
    return earned if most is None else f"{earned}/{score_text(most)}"


def subtask_lines(
    report: Report, colour: bool = False, tr: gettext.NullTranslations = ENGLISH
) -> list[str]:
    """A line per subtask of a scoring problem: its name, verdict (SKIPPED: not judged, its
    cases or those it depends on not all run) and points earned of its most; none for a
    problem without subtasks. The names come from the problem's files: escaped."""
    groups = report.groups
    if not groups:
        return []
    label = tr.gettext("subtask")
    width = max(len(printable(group.name)) for group in groups)
    lines = []
    for group in groups:
        verdict = paint(group.verdict, f"{group.verdict.value:<7}", colour)
        name = printable(group.name)
        points = points_text(group.score, group.max_score)
        lines.append(f"  {label} {name:<{width}}  {verdict} {points:>9}")
    return lines


def warning_lines(report: Report, tr: gettext.NullTranslations = ENGLISH) -> list[str]:
    """The dialect warnings of a report, one line each (a file's name in one escaped)."""
    said = tr.gettext("warning: {message}")
    return [said.format(message=printable(warning)) for warning in report.warnings]


def excerpt(
    text: str,
    lines: int = EXCERPT_LINES,
    width: int = EXCERPT_WIDTH,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """The first lines of `text`, each cut to `width`, saying how much was left out."""
    all_lines = text.split("\n")
    if all_lines and all_lines[-1] == "":
        all_lines.pop()
    shown = [line if len(line) <= width else line[:width] + "..." for line in all_lines[:lines]]
    if len(all_lines) > lines:
        shown.append(tr.gettext("... ({count} more lines)").format(count=len(all_lines) - lines))
    if not shown:
        shown = [tr.gettext("(empty)")]
    return "\n".join("      | " + line for line in shown)


def screenful(text: str, whole: str, tr: gettext.NullTranslations = ENGLISH) -> str:
    """`text` as a terminal shows it, its control characters escaped: whole when it fits a
    screenful (SCREEN_LINES lines of at most SCREEN_WIDTH characters); else its first lines
    and its last (where a compiler, and judge's note on a judge's dialect, conclude), each cut
    to the width, with one line between saying how much was left out and how to see it all
    (`whole`: "judge run -v shows them all")."""
    # Each line's control characters escaped (a binary file's bytes, quoted by the compiler,
    # would move the cursor or end lines of their own), its tabs kept.
    lines = ["\t".join(map(printable, line.split("\t"))) for line in text.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) <= SCREEN_LINES and all(len(line) <= SCREEN_WIDTH for line in lines):
        return "\n".join(lines)
    kept = lines if len(lines) <= SCREEN_LINES else [*lines[: SCREEN_LINES - 1], lines[-1]]
    # The last line is a conclusion (judge's note on a dialect runs to a few hundred
    # characters): it gets more room.
    widths = [SCREEN_WIDTH] * (len(kept) - 1) + [SCREEN_WIDTH * 5]
    cut = [line[:width] for line, width in zip(kept, widths)]
    shown = [part + ("..." if part != line else "") for part, line in zip(cut, kept)]
    left = lines[SCREEN_LINES - 1 : -1] if len(lines) > SCREEN_LINES else []
    left_bytes = sum(len(line.encode()) + 1 for line in left) + sum(
        len(line.encode()) - len(part.encode()) for line, part in zip(kept, cut)
    )
    what = (
        tr.gettext("{count} more lines, ").format(count=len(left))
        if left
        else tr.gettext("long lines cut, ")
    )
    note = tr.gettext("... ({what}{size} bytes left out: {whole})").format(
        what=what, size=f"{left_bytes:,}", whole=whole
    )
    return "\n".join([*shown[:-1], note, shown[-1]] if left else [*shown, note])


def compile_error_text(
    compile_error: str,
    compiles_with: CompilesWith | None,
    verbose: bool = False,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """A compile error as `judge run` prints it: the compiler's messages (a screenful unless
    `verbose`), then the judge's other compiler that takes the source, where one does."""
    whole = tr.gettext("judge run -v shows them all")
    # Its lines as the compiler wrote them (judge.bounded kept them to 50 kB), other control
    # characters (a binary source's, quoted) escaped.
    text = printable(compile_error, keep="\n\t") if verbose else screenful(compile_error, whole, tr)
    return text if compiles_with is None else f"{text}\n{compiles_with.text}"


def numbered_window(
    text: str, index: int, before: int = 3, after: int = 3, tr: gettext.NullTranslations = ENGLISH
) -> str:
    """The lines of `text` around line `index` (0-based), each with its 1-based number,
    cut to EXCERPT_WIDTH; "(no line N: the text ends at line M)" past its end."""
    all_lines = text.split("\n")
    if all_lines and all_lines[-1] == "":
        all_lines.pop()
    start, end = max(0, index - before), min(len(all_lines), index + after + 1)
    shown = []
    for number in range(start, end):
        line = all_lines[number]
        line = line if len(line) <= EXCERPT_WIDTH else line[:EXCERPT_WIDTH] + "..."
        mark = ">" if number == index else " "
        shown.append(f"    {mark}{number + 1:>6} | {line}")
    if index >= len(all_lines):
        shown.append(
            "     "
            + tr.gettext("(no line {line}: it ends at line {last})").format(
                line=index + 1, last=len(all_lines)
            )
        )
    return "\n".join(shown)


def verbose_details(
    case: Case,
    result: CaseResult,
    transcript_file: str | None = None,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """Input / expected / output excerpts for -v: their starts, or where the expected and
    actual output first differ past the start, the numbered lines around it. An interactive
    case has no output of its own to show (its conversation is in `learner_notes`): the file
    the whole conversation was written to (`transcript_file`), where there is one."""
    _ = tr.gettext
    parts = []
    if case.note:
        parts.append("    " + _("note: {note}").format(note=case.note))
    if case.static is not None:  # no input, answer nor output: the note says what it is
        return "\n".join(parts)
    parts += ["    " + _("input:"), excerpt(case.input, tr=tr)]
    stderr = ["    stderr:", excerpt(result.stderr, tr=tr)] if result.stderr.strip() else []
    if result.transcript is not None:  # the output went to the interactor: the notes show it
        if transcript_file is not None:
            parts.append(
                "    "
                + _("the whole conversation the judge kept: {file}").format(file=transcript_file)
            )
        return "\n".join(parts + stderr)
    differs = (
        first_difference(case.output, result.output)
        if result.verdict in (Verdict.WA, Verdict.PE)
        else None
    )
    if differs is None or differs < EXCERPT_LINES:  # the excerpts' start shows it
        parts += ["    " + _("expected:"), excerpt(case.output, tr=tr)]
        parts += ["    " + _("output:"), excerpt(result.output, tr=tr)]
    else:
        parts += [
            "    "
            + _("expected (around line {line}, the first that differs):").format(line=differs + 1),
            numbered_window(case.output, differs, tr=tr),
            "    " + _("output:"),
            numbered_window(result.output, differs, tr=tr),
        ]
    return "\n".join(parts + stderr)


def conversation_text(
    transcript: Sequence[Said],
    last: int = TRANSCRIPT_LINES,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """The conversation's `last` lines, numbered, under a line saying how to read them."""
    _ = tr.gettext
    shown = transcript[-last:]
    total = transcript[-1].number
    which = (
        _("all of it")
        if len(shown) == total
        else _("its last {count} of {total} lines").format(count=len(shown), total=total)
    )
    head = "    " + _(
        "the conversation ({which}; > your program wrote, < the interactor wrote):"
    ).format(which=which)
    return "\n".join([head, *("    " + said_line(said) for said in shown)])


def transcript_file_text(transcript: Sequence[Said]) -> str:
    """All the judge kept of a conversation, one numbered line each, whole (a file -v
    writes)."""
    head = "# > the program wrote, < the interactor wrote"
    if [said.number for said in transcript] != list(range(1, len(transcript) + 1)):
        head += (
            f"; the judge keeps the last {LIMIT // 2048} KiB of each side: the missing numbers"
            " are lines left out"
        )
    return "\n".join([head, *(said_line(said, None) for said in transcript)]) + "\n"


def _transcript_json(transcript: Sequence[Said]) -> list[dict]:
    return [
        {"number": said.number, "side": said.side.value, "line": said.text}
        for said in transcript[-TRANSCRIPT_LINES:]
    ]


@dataclass(frozen=True)
class Guidance:
    """Where a learner's failing case can point: how the problem's input ends, as the statement
    says (problem.yaml's `input_end`), and the exact command that finds the smallest input the
    solution fails on (None where `judge stress` does not apply: a Kattis package, a --cmd)."""

    input_end: str | None = None
    stress_command: str | None = None
    split: TestsSplit | None = None  # how the input splits into tests, where declared
    # The solution's language, whose words the notes use (None: a --cmd, or not known).
    language: Language | None = None

    def reproduce(self, case: str) -> str | None:
        """The command shrinking the failing case `case` (`judge stress ID FILE --from CASE`:
        it starts from what failed here, not from random inputs), or None."""
        if self.stress_command is None:
            return None
        return f"{self.stress_command} --from {shlex.quote(case)}"


def failing_test_of(case: Case, result: CaseResult, split: TestsSplit | None) -> FailingTest | None:
    """The test of a wrong answer's input its output first differs on, where the problem
    declares how its input splits (and each test has a fixed number of output lines)."""
    if split is None or result.verdict not in (Verdict.WA, Verdict.PE):
        return None
    return failing_test(split, case.input, case.output, result.output)


def is_small(text: str) -> bool:
    """Whether an input is shown whole with its verdict (see SMALL_INPUT_LINES)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return len(lines) <= SMALL_INPUT_LINES and all(len(line) <= SMALL_INPUT_WIDTH for line in lines)


def read_past_end(result: CaseResult, language: Language | None = None) -> str | None:
    """What shows that a run ended by reading past the end of its input, in the words of its
    `language`'s runtime (the table's `read_past_end`; any language's when it is not known),
    or None."""
    if result.verdict is not Verdict.RE:
        return None
    told = [language] if language is not None else list(languages().values())
    for lang in told:
        for pattern, what in lang.read_past_end.items():
            if re.search(pattern, result.stderr):
                return what
    return None


def learner_notes(
    case: Case,
    result: CaseResult,
    guidance: Guidance,
    show_input: bool,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """What follows a failing case's line for someone learning (empty for other verdicts): on a
    WA its input when small (or the command that shrinks it), and on a failed read what the
    input's end is; on an interactive case, the conversation's end. `show_input` is off under
    -v, which shows the input anyway. In `tr`'s language (the problem's and the language
    table's own sentences, data, as they are written)."""
    _ = tr.gettext
    lines = []
    test = failing_test_of(case, result, guidance.split)
    if test is not None:
        lines += ["    " + line for line in failing_test_text(test, tr).split("\n")]
    if result.verdict is Verdict.WA:
        if is_small(case.input):
            if show_input:
                lines += ["    " + _("input:"), excerpt(case.input, tr=tr)]
        elif test is not None:
            if guidance.stress_command:
                lines.append(
                    "    "
                    + _("to find the smallest input that fails: {command}").format(
                        command=guidance.reproduce(case.name)
                    )
                )
        else:
            size = _("{lines} lines, {size} bytes").format(
                lines=case.input.count(chr(10)), size=len(case.input.encode())
            )
            if guidance.stress_command:
                lines.append(
                    "    "
                    + _(
                        "the input is too large to show here ({size}); to find the smallest "
                        "input that fails: {command}"
                    ).format(size=size, command=guidance.reproduce(case.name))
                )
            elif show_input:
                lines.append(
                    "    "
                    + _("the input is too large to show here ({size}); -v shows its start").format(
                        size=size
                    )
                )
    cause = read_past_end(result, guidance.language)
    if cause and guidance.input_end:
        lines.append(
            "    "
            + _("it read past the end of the input ({cause}). {input_end}").format(
                cause=cause, input_end=guidance.input_end
            )
        )
    elif (
        result.verdict in (Verdict.TLE, Verdict.OLE)
        and guidance.input_end
        and FLUSH_QUESTION not in result.message  # waiting on the interactor, not the input
    ):
        # What an unchecked read at the end does, in the solution's language where known.
        unchecked = guidance.language.unchecked_read if guidance.language is not None else ""
        said = " ".join(filter(None, (guidance.input_end, unchecked)))
        lines.append("    " + _("note: {note}").format(note=said))
    if result.transcript:  # an interactive case: what was said, where it went wrong
        lines.append(conversation_text(result.transcript, tr=tr))
    return "\n".join(printable(line, keep="\t") for text in lines for line in text.split("\n"))


def not_run_line(count: int, tr: gettext.NullTranslations = ENGLISH) -> str:
    """The one line standing for the cases not run after the first failure (-v lists them)."""
    said = tr.ngettext(
        "{count} more case not run (-v lists them)",
        "{count} more cases not run (-v lists them)",
        count,
    )
    return "  " + said.format(count=count)


def failing_tests(
    cases: Sequence[Case], report: Report, split: TestsSplit | None
) -> dict[str, FailingTest]:
    """Each wrong case's failing test, by case name, where the problem declares its split."""
    found = {}
    for case, result in zip(cases, report.cases):
        test = failing_test_of(case, result, split)
        if test is not None:
            found[result.name] = test
    return found


def _failing_test_json(test: FailingTest) -> dict:
    return {
        "number": test.number,
        "total": test.total,
        "input": "\n".join(test.input_lines),
        "expected": "\n".join(test.expected),
        "got": "\n".join(test.got),
        "text": failing_test_text(test),
    }


def _compiles_with_json(found: CompilesWith) -> dict:
    return {"dialect": found.dialect, "option": found.option, "command": found.command}


def _score_json(report: Report) -> dict:
    """A scoring problem's score, the most there is, and its subtasks; nothing for the
    others."""
    data: dict = {}
    if report.score is not None:
        data["score"] = report.score
    if report.max_score is not None:
        data["max_score"] = report.max_score
    if report.groups:
        data["groups"] = [
            {"name": g.name, "verdict": g.verdict.value, "score": g.score, "max_score": g.max_score}
            for g in report.groups
        ]
    return data


def to_json(report: Report, failing: Mapping[str, FailingTest] | None = None) -> str:
    """One JSON object: times in seconds, memory in bytes; a case not run has the verdict
    "skipped" (and zero times and memory); a wrong case whose failing test is known (`failing`,
    by case name) has it as "failing_test"; a static validation case (its source judged, not a
    run) has "static": true; a scoring problem's has its "score", "max_score"
    and "groups" (its subtasks: name, verdict, score, max_score)."""
    failing = failing or {}
    data: dict = {
        "problem": report.problem,
        "solution": report.solution,
        "verdict": report.verdict.value,
        **_score_json(report),
        "passed": report.passed,
        "total": len(report.cases),
        "cases": [
            {
                "name": c.name,
                "verdict": c.verdict.value,
                "cpu_time": round(c.cpu_time, 6),
                "wall_time": round(c.wall_time, 6),
                "memory": c.memory,
                "message": c.message,
                **(
                    {"failing_test": _failing_test_json(failing[c.name])}
                    if c.name in failing
                    else {}
                ),
                **({"transcript": _transcript_json(c.transcript)} if c.transcript else {}),
                **({"static": True} if c.static else {}),  # its source judged, never run
            }
            for c in report.cases
        ],
    }
    if report.compile_error is not None:
        data["compile_error"] = report.compile_error
    if report.compiles_with is not None:
        data["compiles_with"] = _compiles_with_json(report.compiles_with)
    if report.warnings:
        data["warnings"] = report.warnings
    if report.samples_only:
        data["samples_only"] = True
    return json_safe(json.dumps(data, ensure_ascii=False))


def custom_run_text(
    run: CustomRun, title: str, verbose: bool = False, tr: gettext.NullTranslations = ENGLISH
) -> str:
    """A program's run on one's own input: how it ended, CPU time, wall time, peak memory,
    then its output (and its stderr when it wrote some): a screenful of it, whole with
    `verbose` (as far as the judge kept it)."""
    _ = tr.gettext
    program = printable(run.program)
    if run.compile_error is not None:
        shown = compile_error_text(run.compile_error, run.compiles_with, verbose, tr)
        failed = _("compilation failed")
        return f"{title}: {program}  {verdict_words(Verdict.CE, tr)}  {failed}\n{shown}"
    ended = (
        _("ran")
        if run.verdict is None
        else f"{verdict_words(run.verdict, tr)}: {printable(reason_text(run.message, tr))}"
    )
    output = run.output if verbose else screenful(run.output, _("judge run -v shows it all"), tr)
    cpu, wall = _("ms CPU"), _("ms wall")
    lines = [
        f"{title}: {program}  {ended}  {run.cpu_time * 1000:.0f} {cpu}  "
        f"{run.wall_time * 1000:.0f} {wall}  {mib(run.memory)}",
        "    " + _("output:"),
        excerpt(output, lines=10**9, width=10**9, tr=tr),
    ]
    if run.stderr.strip():
        lines += ["    stderr:", excerpt(run.stderr, tr=tr)]
    return "\n".join(lines)


def custom_result_text(
    result: CustomResult, verbose: bool = False, tr: gettext.NullTranslations = ENGLISH
) -> str:
    """The program's run, then the reference's answer beside it and whether they agree
    token by token (the reference defines the answer, not always the only right one)."""
    _ = tr.gettext
    parts = [custom_run_text(result.run, _("yours"), verbose, tr)]
    if result.reference is not None:
        parts.append(custom_run_text(result.reference, _("reference"), verbose, tr))
        if result.run.verdict is None and result.reference.verdict is None:
            same = result.run.output.split() == result.reference.output.split()
            parts.append(
                _("same answer as the reference")
                if same
                else _(
                    "differs from the reference's answer (a problem with several right "
                    "answers may accept both)"
                )
            )
    return "\n".join(parts)


def _custom_run_json(run: CustomRun) -> dict:
    return {
        "program": run.program,
        "verdict": None if run.verdict is None else run.verdict.value,
        "message": run.message,
        "output": run.output,
        "stderr": run.stderr,
        "cpu_time": round(run.cpu_time, 6),
        "wall_time": round(run.wall_time, 6),
        "memory": run.memory,
        **({} if run.compile_error is None else {"compile_error": run.compile_error}),
        **(
            {}
            if run.compiles_with is None
            else {"compiles_with": _compiles_with_json(run.compiles_with)}
        ),
    }


def custom_result_json(result: CustomResult, input_rejected: str = "") -> str:
    """One JSON object: the run, and the reference's run (null when there is none); with
    `input_rejected`, why the problem's validation rejects the input."""
    data = {
        "run": _custom_run_json(result.run),
        "reference": None if result.reference is None else _custom_run_json(result.reference),
        **({"input_rejected": input_rejected} if input_rejected else {}),
    }
    return json_safe(json.dumps(data, ensure_ascii=False))
