"""Printing on a terminal: the transient progress line, and a judging session's case lines.

The custom run (judge.judging.custom) is imported by `run_custom_and_print`, which alone
uses it: judging never needs it (DESIGN.md, Start-up)."""

from __future__ import annotations

import gettext
import os
import shlex
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, TextIO

from judge.errors import JudgeError
from judge.formats.protocol import AnyProblem
from judge.formats.registry import format_of
from judge.i18n import ENGLISH
from judge.judging import report as fmt
from judge.judging.problem import Case
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.split import FailingTest
from judge.judging.verdict import CaseResult, Report, Verdict
from judge.printable import printable
from judge.run.languages.language import Language
from judge.run.languages.table import for_file


def colour_on(stream: TextIO) -> bool:
    """Whether to colour what goes to `stream`: a terminal, unless NO_COLOR or TERM=dumb."""
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


class Progress:
    """A transient one-line status on a terminal's stderr (nothing when it is not one).

    Call it with the text to show; `clear` removes the line before anything else is printed.
    Redraws are rate-limited, since redrawing on every run would cost more than the runs."""

    def __init__(
        self, stream: TextIO | None = None, interval: float = 0.1, enabled: bool | None = None
    ) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.interval = interval
        self._last = 0.0
        self._shown = False
        self._lock = threading.Lock()

    def __call__(self, text: str, force: bool = False) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        with self._lock:
            if not force and now - self._last < self.interval:
                return
            self._last = now
            self._shown = True
            self.stream.write(f"\r  {text}\x1b[K")
            self.stream.flush()

    def clear(self) -> None:
        """Remove the status line, if one is shown."""
        if self.enabled:
            with self._lock:
                if self._shown:
                    self.stream.write("\r\x1b[K")
                    self.stream.flush()
                    self._shown = False


@contextmanager
def progress_line(stream: TextIO | None = None) -> Iterator[Progress]:
    """A Progress for a `with` block; its line is gone when the block ends, however it ends."""
    line = Progress(stream)
    try:
        yield line
    finally:
        line.clear()


class _Printer:
    """Prints each case as it is judged, with the next case on the progress line. The cases
    not run after a failure are one line (`not_run_line`), each listed only under -v; a
    failing case is followed by what helps a learner (`report.learner_notes`)."""

    def __init__(
        self,
        quiet: bool,
        verbose: bool,
        out: TextIO,
        progress: Progress,
        guidance: fmt.Guidance | None = None,
        tr: gettext.NullTranslations = ENGLISH,
    ) -> None:
        self.quiet, self.verbose, self.out, self.progress = quiet, verbose, out, progress
        self.tr = tr
        self.guidance = guidance or fmt.Guidance()
        self.colour = colour_on(out)
        self.cases: list[Case] = []
        self.done = 0
        self.not_run = 0
        self.width = 24

    def start(self, cases: list[Case]) -> None:
        self.cases, self.done, self.not_run = cases, 0, 0
        self.width = max([len(printable(c.name)) for c in cases] + [12])
        self._show_next()

    def result(self, result: CaseResult) -> None:
        self.progress.clear()
        case = self.cases[self.done]
        self.done += 1
        skipped = result.verdict is Verdict.SKIPPED
        failed = not result.accepted and not skipped
        if skipped and not self.verbose:
            self.not_run += 1
        elif not self.quiet or failed:
            print(fmt.case_line(result, self.colour, self.width, self.tr), file=self.out)
            if failed:
                notes = fmt.learner_notes(case, result, self.guidance, not self.verbose, self.tr)
                if notes:
                    print(notes, file=self.out)
            if self.verbose and failed:
                saved = None if result.transcript is None else _save_transcript(case, result)
                print(fmt.verbose_details(case, result, saved, self.tr), file=self.out)
            self.out.flush()
        self._show_next()

    def finish(self) -> None:
        """The one line for the cases not run, if any were left out."""
        if self.not_run and not self.quiet:
            print(fmt.not_run_line(self.not_run, self.tr), file=self.out)

    def _show_next(self) -> None:
        if not self.quiet and self.done < len(self.cases):
            name = printable(self.cases[self.done].name)
            self.progress(f"[{self.done + 1}/{len(self.cases)}] {name} ...", force=True)


def _save_transcript(case: Case, result: CaseResult) -> str | None:
    """Write the conversation the judge kept of an interactive case to a new file in the
    temporary folder; its path, or None when it cannot be written (-v then shows the excerpt
    only)."""
    name = "".join(c if c.isalnum() or c in "-_." else "_" for c in case.name)
    try:
        fd, path = tempfile.mkstemp(prefix=f"judge-{name}-", suffix=".transcript.txt")
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as file:
            file.write(fmt.transcript_file_text(result.transcript or ()))
    except OSError:
        return None
    return path


def guidance_for(
    problem: AnyProblem, solution: str | None, language: str | None = None
) -> fmt.Guidance:
    """What a learner's failing case can point to: how the problem's input ends, how it splits
    into tests, and, for a solution file of a problem `judge stress` can run on (ours, with a
    generator), that command; the reference and a --cmd cannot be stress tested. The notes are
    in the words of the solution's language (`language`, else its file's extension's)."""
    stress = None
    if solution is not None and not format_of(problem).stress_refusal(problem):
        stress = f"judge stress {problem.id} {shlex.quote(solution)}"
    return fmt.Guidance(
        input_end=problem.input_end,
        stress_command=stress,
        split=problem.tests_split,
        language=_language_of(solution, language),
    )


def _language_of(solution: str | None, language: str | None) -> Language | None:
    """The language a solution file is judged in, or None (no file, or none judge knows:
    judging itself says so plainly)."""
    if solution is None:
        return None
    try:
        return for_file(Path(solution), language)
    except JudgeError:
        return None


def run_and_print(
    problems: Sequence[AnyProblem],
    solution: str | None,
    command: str | None,
    options: RunOptions,
    cache_dir: Path,
    *,
    every: bool = False,
    as_json: bool = False,
    junit: str | None = None,
    verbose: bool = False,
    out: TextIO | None = None,
    err: TextIO | None = None,
    tr: gettext.NullTranslations = ENGLISH,
) -> bool:
    """Judge and print; True when every case of every judged solution is AC.

    `problems` are of any format (judge.formats); `every` says they are the whole set
    judged with their references (`--all`): then only failing cases are shown, without the
    problems' titles. The text is in `tr`'s language; JSON and JUnit in none.
    """
    out, err = out or sys.stdout, err or sys.stderr
    reports: list[Report] = []
    failing: list[dict[str, FailingTest]] = []
    with progress_line(err) as progress:
        for problem in problems:
            # A package whose tests are generated when first needed says so on the line.
            problem = format_of(problem).telling(problem, progress)
            guidance = guidance_for(problem, solution, options.language)
            printer = _Printer(every and not verbose, verbose, out, progress, guidance, tr)
            if not as_json and not every:
                print(printable(f"{problem.id}: {problem.title}"), file=out)
            judged: list[Case] = []

            def started(
                cases: list[Case], printer: _Printer = printer, judged: list[Case] = judged
            ) -> None:
                judged[:] = cases
                if not as_json:
                    printer.start(cases)

            report = judge_solution(
                problem,
                solution,
                command,
                options,
                cache_dir,
                on_start=started,
                on_result=None if as_json else printer.result,
            )
            progress.clear()
            if not as_json:
                printer.finish()
            reports.append(report)
            failing.append(fmt.failing_tests(judged, report, guidance.split))
            if as_json:
                print(fmt.to_json(report, failing[-1]), file=out)
            else:
                if report.compile_error is not None:
                    text = fmt.compile_error_text(
                        report.compile_error, report.compiles_with, verbose, tr
                    )
                    print(text, file=out)
                for line in fmt.warning_lines(report, tr):
                    print(line, file=out)
                for line in fmt.subtask_lines(report, printer.colour, tr):
                    print(line, file=out)
                print(fmt.summary_line(report, printer.colour, tr), file=out)
            out.flush()
    if junit:
        # Late: only --junit writes XML (judge.judging.junit's docstring).
        from judge.judging.junit import to_junit

        try:
            Path(junit).write_text(to_junit(reports, failing), encoding="utf-8")
        except OSError as exc:
            raise JudgeError(f"{junit}: cannot write the JUnit report: {exc.strerror}") from None
    return all(r.verdict is Verdict.AC for r in reports)


@dataclass(frozen=True)
class OwnInput:
    """An input of one's own (`judge run --input`): its bytes, and its name as given."""

    data: bytes
    name: str

    @classmethod
    def read(cls, stream: BinaryIO) -> OwnInput:
        """The input `stream` holds (a file opened by click, or stdin, named "stdin")."""
        name = getattr(stream, "name", "<stdin>")  # a test's stream has no name of its own
        return cls(stream.read(), "stdin" if name in ("-", "<stdin>") else str(name))


def run_custom_and_print(
    problem: AnyProblem,
    solution: str | None,
    command: str | None,
    given: OwnInput,
    options: RunOptions,
    cache_dir: Path,
    as_json: bool = False,
    verbose: bool = False,
    tr: gettext.NullTranslations = ENGLISH,
) -> bool:
    """Check the input with the problem's validation (a warning naming the rule it breaks:
    it still runs, to see what happens), run the program on it and print its run (and the
    reference's), in `tr`'s language (JSON: the same in every language); True when the
    program compiled and ran to a clean end."""
    # Late: only `judge run --input` runs a program on one's own input (see the docstring).
    from judge.judging.custom import run_custom

    text = given.data.decode("utf-8", errors="surrogateescape")
    rejected = format_of(problem).input_rejection(problem, text, cache_dir)
    if rejected and not as_json:
        warning = tr.gettext("judge: warning: {file}: not an input the problem allows: {why}")
        print(warning.format(file=given.name, why=rejected), file=sys.stderr)
    with progress_line() as progress:
        what = solution or command or tr.gettext("the reference")
        progress(tr.gettext("running {program} ...").format(program=what), force=True)
        result = run_custom(problem, solution, command, given.data, options, cache_dir)
    if as_json:
        print(fmt.custom_result_json(result, rejected), file=sys.stdout)
    else:
        print(printable(f"{problem.id}: {problem.title}"), file=sys.stdout)
        print(fmt.custom_result_text(result, verbose, tr), file=sys.stdout)
    sys.stdout.flush()
    return result.run.compile_error is None and result.run.verdict is None
