"""Turning results into text for a terminal or JSON lines (JUnit XML: judge.judging.junit).
No I/O here."""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.judging.split import (
    FailingTest,
    TestsSplit,
    failing_test,
    failing_test_text,
    first_difference,
)
from judge.judging.verdict import FLUSH_QUESTION, CaseResult, Report, Verdict
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


def paint(verdict: Verdict, text: str, colour: bool) -> str:
    """`text` in the verdict's colour when `colour` is on."""
    return f"\x1b[1;{verdict.colour}m{text}\x1b[0m" if colour else text


def mib(size: int) -> str:
    """Bytes as MiB, one decimal."""
    return f"{size / 2**20:.1f} MiB"


def case_line(result: CaseResult, colour: bool = False, width: int = 24) -> str:
    """One line: name, verdict, CPU ms, wall ms, peak MiB (and the reason on the next lines,
    indented under it); a case not run gets its name and `skipped` only. The name and the
    reason come from outside (a file's name, a validator's message): their control characters
    are escaped, so that neither can clear the screen nor forge a line of its own."""
    verdict = paint(result.verdict, f"{result.verdict.value:<3}", colour)
    name = printable(result.name)
    if result.verdict is Verdict.SKIPPED:
        return f"  {name:<{width}} {verdict}"
    line = (
        f"  {name:<{width}} {verdict}  {result.cpu_time * 1000:7.0f} ms CPU"
        f"  {result.wall_time * 1000:7.0f} ms wall  {mib(result.memory):>10}"
    )
    if result.message and not result.accepted:
        indent = f"\n  {'':<{width}} "
        line += indent + indent.join(
            printable(part, keep="\t") for part in result.message.split("\n")
        )
    return line


def summary_line(report: Report, colour: bool = False) -> str:
    """The closing line of a report: verdict, passed/total, max time and memory."""
    verdict = paint(report.verdict, report.verdict.value, colour)
    problem, solution = printable(report.problem), printable(report.solution)
    if report.compile_error is not None:
        return f"{problem}  {solution}  {verdict}  compilation failed"
    skipped = len(report.cases) - report.run
    not_run = f" ({skipped} not run)" if skipped else ""
    if report.score is not None:
        verdict += f"  score {score_text(report.score)}"
    return (
        f"{problem}  {solution}  {verdict}  {report.passed}/{len(report.cases)} "
        f"passed{not_run}  max CPU {report.max_cpu_time * 1000:.0f} ms  max memory "
        f"{mib(report.max_memory)}"
    )


def compile_error_text(text: str) -> str:
    """A compile error as printed: its lines as the compiler wrote them (judge.bounded has kept
    it to 50 kB), other control characters (a binary source's, quoted) escaped."""
    return printable(text, keep="\n\t")


def score_text(score: float) -> str:
    """A score as people write it: 50, 37.5, 0.333333."""
    return f"{score:.6g}"


def warning_lines(report: Report) -> list[str]:
    """The dialect warnings of a report, one line each (a file's name in one escaped)."""
    return [f"warning: {printable(warning)}" for warning in report.warnings]


def excerpt(text: str, lines: int = EXCERPT_LINES, width: int = EXCERPT_WIDTH) -> str:
    """The first lines of `text`, each cut to `width`, saying how much was left out."""
    all_lines = text.split("\n")
    if all_lines and all_lines[-1] == "":
        all_lines.pop()
    shown = [line if len(line) <= width else line[:width] + "..." for line in all_lines[:lines]]
    if len(all_lines) > lines:
        shown.append(f"... ({len(all_lines) - lines} more lines)")
    if not shown:
        shown = ["(empty)"]
    return "\n".join("      | " + line for line in shown)


def numbered_window(text: str, index: int, before: int = 3, after: int = 3) -> str:
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
        shown.append(f"     (no line {index + 1}: it ends at line {len(all_lines)})")
    return "\n".join(shown)


def verbose_details(case: Case, result: CaseResult, transcript_file: str | None = None) -> str:
    """Input / expected / output excerpts for -v: their starts, or where the expected and
    actual output first differ past the start, the numbered lines around it. An interactive
    case has no output of its own to show (its conversation is in `learner_notes`): the file
    the whole conversation was written to (`transcript_file`), where there is one."""
    parts = []
    if case.note:
        parts.append(f"    note: {case.note}")
    parts += ["    input:", excerpt(case.input)]
    if result.transcript is not None:  # the output went to the interactor: the notes show it
        if transcript_file is not None:
            parts.append(f"    the whole conversation the judge kept: {transcript_file}")
        if result.stderr.strip():
            parts += ["    stderr:", excerpt(result.stderr)]
        return "\n".join(parts)
    differs = (
        first_difference(case.output, result.output)
        if result.verdict in (Verdict.WA, Verdict.PE)
        else None
    )
    if differs is None or differs < EXCERPT_LINES:  # the excerpts' start shows it
        parts += ["    expected:", excerpt(case.output), "    output:", excerpt(result.output)]
    else:
        parts += [
            f"    expected (around line {differs + 1}, the first that differs):",
            numbered_window(case.output, differs),
            "    output:",
            numbered_window(result.output, differs),
        ]
    if result.stderr.strip():
        parts += ["    stderr:", excerpt(result.stderr)]
    return "\n".join(parts)


def conversation_text(transcript: Sequence[Said], last: int = TRANSCRIPT_LINES) -> str:
    """The conversation's `last` lines, numbered, under a line saying how to read them."""
    shown = transcript[-last:]
    total = transcript[-1].number
    which = "all of it" if len(shown) == total else f"its last {len(shown)} of {total} lines"
    head = f"    the conversation ({which}; > your program wrote, < the interactor wrote):"
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


def learner_notes(case: Case, result: CaseResult, guidance: Guidance, show_input: bool) -> str:
    """What follows a failing case's line for someone learning (empty for other verdicts): on a
    WA its input when small (or the command that shrinks it), and on a failed read what the
    input's end is; on an interactive case, the conversation's end. `show_input` is off under
    -v, which shows the input anyway."""
    lines = []
    test = failing_test_of(case, result, guidance.split)
    if test is not None:
        lines += ["    " + line for line in failing_test_text(test).split("\n")]
    if result.verdict is Verdict.WA:
        if is_small(case.input):
            if show_input:
                lines += ["    input:", excerpt(case.input)]
        elif test is not None:
            if guidance.stress_command:
                lines.append(
                    f"    to find the smallest input that fails: {guidance.reproduce(case.name)}"
                )
        else:
            size = f"{case.input.count(chr(10))} lines, {len(case.input.encode())} bytes"
            if guidance.stress_command:
                lines.append(
                    f"    the input is too large to show here ({size}); to find the smallest "
                    f"input that fails: {guidance.reproduce(case.name)}"
                )
            elif show_input:
                lines.append(
                    f"    the input is too large to show here ({size}); -v shows its start"
                )
    cause = read_past_end(result, guidance.language)
    if cause and guidance.input_end:
        lines.append(f"    it read past the end of the input ({cause}). {guidance.input_end}")
    elif (
        result.verdict in (Verdict.TLE, Verdict.OLE)
        and guidance.input_end
        and FLUSH_QUESTION not in result.message  # waiting on the interactor, not the input
    ):
        # What an unchecked read at the end does, in the solution's language where known.
        unchecked = guidance.language.unchecked_read if guidance.language is not None else ""
        lines.append(f"    note: {' '.join(filter(None, (guidance.input_end, unchecked)))}")
    if result.transcript:  # an interactive case: what was said, where it went wrong
        lines.append(conversation_text(result.transcript))
    return "\n".join(printable(line, keep="\t") for text in lines for line in text.split("\n"))


def not_run_line(count: int) -> str:
    """The one line standing for the cases not run after the first failure (-v lists them)."""
    return f"  {count} more case{'' if count == 1 else 's'} not run (-v lists them)"


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


def to_json(report: Report, failing: Mapping[str, FailingTest] | None = None) -> str:
    """One JSON object: times in seconds, memory in bytes; a case not run has the verdict
    "skipped" (and zero times and memory); a wrong case whose failing test is known (`failing`,
    by case name) has it as "failing_test"."""
    failing = failing or {}
    data: dict = {
        "problem": report.problem,
        "solution": report.solution,
        "verdict": report.verdict.value,
        **({} if report.score is None else {"score": report.score}),
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
            }
            for c in report.cases
        ],
    }
    if report.compile_error is not None:
        data["compile_error"] = report.compile_error
    if report.warnings:
        data["warnings"] = report.warnings
    return json_safe(json.dumps(data, ensure_ascii=False))


def custom_run_text(run: CustomRun, title: str) -> str:
    """A program's run on one's own input: how it ended, CPU time, wall time, peak memory,
    then its output (and its stderr when it wrote some), each whole."""
    program = printable(run.program)
    if run.compile_error is not None:
        return (
            f"{title}: {program}  CE  compilation failed\n{compile_error_text(run.compile_error)}"
        )
    ended = "ran" if run.verdict is None else f"{run.verdict.value}: {printable(run.message)}"
    lines = [
        f"{title}: {program}  {ended}  {run.cpu_time * 1000:.0f} ms CPU  "
        f"{run.wall_time * 1000:.0f} ms wall  {mib(run.memory)}",
        "    output:",
        excerpt(run.output, lines=10**9, width=10**9),
    ]
    if run.stderr.strip():
        lines += ["    stderr:", excerpt(run.stderr)]
    return "\n".join(lines)


def custom_result_text(result: CustomResult) -> str:
    """The program's run, then the reference's answer beside it and whether they agree
    token by token (the reference defines the answer, not always the only right one)."""
    parts = [custom_run_text(result.run, "yours")]
    if result.reference is not None:
        parts.append(custom_run_text(result.reference, "reference"))
        if result.run.verdict is None and result.reference.verdict is None:
            same = result.run.output.split() == result.reference.output.split()
            parts.append(
                "same answer as the reference"
                if same
                else "differs from the reference's answer (a problem with several right "
                "answers may accept both)"
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
    }


def custom_result_json(result: CustomResult) -> str:
    """One JSON object: the run, and the reference's run (null when there is none)."""
    data = {
        "run": _custom_run_json(result.run),
        "reference": None if result.reference is None else _custom_run_json(result.reference),
    }
    return json_safe(json.dumps(data, ensure_ascii=False))
